import { describe, expect, it } from 'vitest';
import { PHONE, pagePerTest } from './browser';
import { completeOnboarding, newEmail, signIn, signUp } from './student';
import { closeTool, openTool } from './tools';
import { seriousViolations } from './page-checks';

describe('accessibility of the signed-in dashboard at 360 px (axe-core)', () => {
  const openPhonePage = pagePerTest(PHONE);

  it("the student's main dashboard has no serious or critical violation", async () => {
    const { page } = await openPhonePage();
    const email = newEmail('a11y');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await signUp(page, email);
    await signIn(page, email);
    await page.getByRole('heading', { name: "Let's personalize your CLAT prep" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await completeOnboarding(page);
    await page.getByRole('button', { name: 'Skip & See Features' }).click();
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
    await upgrade.waitFor();
    // The upgrade offer, as a free student first sees it, then the dashboard behind it.
    expect(await seriousViolations(page)).toEqual([]);
    await upgrade.getByRole('button', { name: 'Continue with free trial' }).click();
    await upgrade.waitFor({ state: 'hidden' });
    // Fluent hides the page from assistive technology while a dialog is open and gives it back
    // once the dialog's closing transition ends; the check is of the page the student then has.
    await page.locator('#root:not([aria-hidden])').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the dashboard is given back whole once an overlay closes, to assistive technology and the keyboard', async () => {
    const { page } = await openPhonePage();
    const email = newEmail('a11y-restore');
    await signUp(page, email);
    await signIn(page, email);
    await completeOnboarding(page);
    // What Fluent's modals hide from assistive technology while they are open, leaving out what is
    // hidden on purpose (icons, the focus manager's own guards).
    const hiddenNow = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root[aria-hidden], #root [aria-hidden="true"]:not(svg):not([data-tabster-dummy])')].map(
          (element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`,
        ),
      );
    const givenBack = () => expect.poll(hiddenNow, { timeout: 5000 }).toEqual([]);
    const askBeforeLeaving = async () => {
      // The pointer leaving through the top of the window, towards the tabs.
      await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: 0 })));
      const exit = page.getByRole('dialog', { name: 'Before you go...' });
      await exit.waitFor();
      await expect.poll(hiddenNow, { timeout: 5000 }).not.toEqual([]);
      await exit.getByRole('button', { name: 'Skip' }).click();
      await exit.waitFor({ state: 'hidden' });
    };

    // The choice, a view with no overlay of its own: 'Before you go...' (asked once a visit) over it.
    await page.getByRole('button', { name: 'Skip & See Features' }).waitFor();
    await askBeforeLeaving();
    await givenBack();
    await page.getByRole('button', { name: 'Skip & See Features' }).click();

    // The main dashboard: the upgrade offer, a tool's overlay (closed by Escape, then opened from
    // the keyboard and closed by its button), the payment form of a paid-only tool.
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
    await upgrade.getByRole('button', { name: 'Continue with free trial' }).click();
    await upgrade.waitFor({ state: 'hidden' });
    await givenBack();
    await openTool(page, 'AI Doubt Solver');
    await expect.poll(hiddenNow, { timeout: 5000 }).not.toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'AI Doubt Solver' }).waitFor({ state: 'hidden' });
    await givenBack();
    await page.getByRole('button', { name: 'Open AI Doubt Solver' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'AI Doubt Solver' }).waitFor();
    await closeTool(page, 'AI Doubt Solver');
    await givenBack();
    await page.getByRole('button', { name: 'Open Question Maker' }).click();
    const payment = page.getByRole('dialog', { name: 'Try Out Our Features' });
    await payment.getByRole('button', { name: 'Cancel' }).click();
    await payment.waitFor({ state: 'hidden' });
    await givenBack();
    // Every tile is in the accessibility tree again, and reachable by Tab.
    await page.getByRole('button', { name: 'Open Concept Explainer' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open AI Doubt Solver');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
