import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, openPage, type OpenedPage } from './browser';
import { PASSWORD, newEmail } from './student';

/** A new student's way from sign-up to an open AI tool at 360 px, with the keyboard alone. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses Tab until `target` has the focus: it fails if Tab never gets there. */
async function tabTo(page: Page, target: Locator, presses = 80): Promise<void> {
  await target.waitFor();
  for (let press = 0; press < presses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function tabAndPress(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

describe('by keyboard alone, at 360 px', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('a new student signs up, signs in, answers the onboarding and the diagnostic, and opens a tool', async () => {
    opened = await openPage(browser, PHONE);
    const { page, guard } = opened;
    const email = newEmail('keyboard');

    await page.goto('/auth');
    // The first key is the visitor's first act: it starts the page's code, which then takes over
    // the prerendered form. Tabbing on once that has loaded keeps a busy machine from racing it.
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    await tabAndPress(page, page.getByRole('tab', { name: 'Sign Up' }));
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await tabTo(page, page.getByLabel(/^Email/));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel(/^Phone number/));
    await page.keyboard.type('+91 98765 43210');
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.getByLabel(/^Confirm password/));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByText('Now please sign in to your account').waitFor();

    // The Sign In tab comes back with the e-mail filled in.
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard$/);

    await page.getByRole('heading', { name: "Let's personalize your CLAT prep" }).waitFor();
    for (let step = 1; step <= 4; step += 1) {
      await page.getByText(`Step ${step} of 4`).waitFor();
      await tabAndPress(page, page.getByRole('radio').first(), 'Space');
      await tabAndPress(page, page.getByRole('button', { name: step === 4 ? 'Complete' : 'Next' }));
    }

    await tabAndPress(page, page.getByRole('button', { name: 'Take Diagnostic Test' }));
    for (let question = 1; question <= 13; question += 1) {
      await page.getByText(new RegExp(`^Q ${question}/13`)).waitFor();
      await tabAndPress(page, page.getByRole('radio').first(), 'Space');
      await tabAndPress(page, page.getByRole('button', { name: question === 13 ? 'Submit' : 'Next' }));
    }

    await tabAndPress(page, page.getByRole('button', { name: 'Continue to Your Personalized Plan' }));
    await tabAndPress(page, page.getByRole('button', { name: 'Skip for now and see the tools' }));

    // The upgrade offer takes the focus; the free trial is one Tab and Enter away.
    const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
    await upgrade.waitFor();
    await tabAndPress(page, upgrade.getByRole('button', { name: 'Continue with free trial' }));
    await upgrade.waitFor({ state: 'hidden' });

    const open = page.getByRole('button', { name: 'Open AI Doubt Solver' });
    await tabAndPress(page, open);
    const overlay = page.getByRole('dialog', { name: 'AI Doubt Solver' });
    await overlay.waitFor();
    // The photo picker is reachable; Tab goes round the overlay, never to the page it covers;
    // Escape closes it and hands the focus back to the card.
    await tabTo(page, overlay.getByRole('button', { name: /Choose|Upload|Take/ }).first());
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await overlay.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });
    expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(guard.problems()).toEqual([]);
  });
});
