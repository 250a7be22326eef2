import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../core/diagnostic/diagnostic-questions';
import { DESKTOP, PHONE, launchBrowser, openPage, screenshot, type OpenedPage } from './browser';
import { completeOnboarding, newEmail, signIn, signUp } from './student';
import { seriousViolations } from './page-checks';

/** Details of the specification in Chromium: Previous on the diagnostic, exit intent, the upgrade offer's title, the demo video. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newStudentOnChoice(page: Page, label: string): Promise<void> {
  const email = newEmail(label);
  await signUp(page, email);
  await signIn(page, email);
  await completeOnboarding(page);
}

/** The index of the checked option on the question shown, or null when none is. */
async function checkedOption(page: Page): Promise<number | null> {
  const radios = page.getByRole('radio');
  const count = await radios.count();
  for (let index = 0; index < count; index += 1) {
    if (await radios.nth(index).isChecked()) return index;
  }
  return null;
}

describe('spec details', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it("Previous on the diagnostic shows each question's own saved answer, and nothing on one never answered", async () => {
    opened = await openPage(browser, PHONE);
    const { page, guard } = opened;
    await newStudentOnChoice(page, 'previous');
    await page.getByRole('button', { name: 'Take Diagnostic Test' }).click();
    const label = (index: number) => page.getByText(`Q ${index + 1}/13 • ${DIAGNOSTIC_QUESTIONS[index]!.subject}`);

    await label(0).waitFor();
    await page.getByRole('radio').nth(0).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await label(1).waitFor();
    expect(await checkedOption(page)).toBeNull();
    await page.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await label(2).waitFor();
    expect(await checkedOption(page)).toBeNull();
    await page.getByRole('radio').nth(2).check();

    await page.getByRole('button', { name: 'Previous' }).click();
    await label(1).waitFor();
    expect(await checkedOption(page)).toBe(1);
    await page.getByRole('button', { name: 'Previous' }).click();
    await label(0).waitFor();
    expect(await checkedOption(page)).toBe(0);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await label(1).waitFor();
    expect(await checkedOption(page)).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await label(2).waitFor();
    expect(await checkedOption(page)).toBeNull();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(guard.problems()).toEqual([]);
  });

  it("asks 'Before you go...' on the choice screen after a reload: in-app navigation, and the browser's own leave", async () => {
    opened = await openPage(browser, DESKTOP);
    const { page, guard } = opened;
    await newStudentOnChoice(page, 'exit');
    const choice = page.getByRole('heading', { name: 'Ready to get started?' });
    const exit = page.getByRole('dialog', { name: 'Before you go...' });

    // The reload is itself an attempt to leave: the browser asks (with its own words); the student confirms.
    const asked: string[] = [];
    const confirmLeaving = (dialog: Dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    };
    page.on('dialog', confirmLeaving);
    await page.reload();
    await choice.waitFor();
    expect(asked).toEqual(['beforeunload']);
    page.off('dialog', confirmLeaving);

    // After the reload, a link in the header is held until the question is answered, even one
    // followed on the page's first view, before the app's code has arrived.
    await page.getByRole('banner').getByRole('link', { name: 'How It Works' }).click();
    await exit.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await screenshot(page, 'exit-dialog-choice-desktop');
    await exit.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(/\/how-it-works$/);

    // A new visit: leaving through the browser, a student who stays finds the question waiting,
    // once the app has taken the page over from its first view (a reload before then asks nothing).
    await page.goto('/dashboard');
    await page.locator('#root').getByRole('heading', { name: 'Ready to get started?' }).waitFor();
    await choice.click();
    const stay = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.evaluate(() => {
      setTimeout(() => window.location.reload(), 0);
    });
    expect(await stay).toBe('beforeunload');
    await exit.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.getByText('Ready to get started?').isVisible()).toBe(true);
    expect(guard.problems()).toEqual([]);
  });

  it("holds the browser's Back on the dashboard until 'Before you go...' is answered, then goes back", async () => {
    opened = await openPage(browser, DESKTOP);
    const { page, guard } = opened;
    await newStudentOnChoice(page, 'back');
    const choice = page.getByRole('heading', { name: 'Ready to get started?' });
    const exit = page.getByRole('dialog', { name: 'Before you go...' });
    // Leaving for another address is confirmed in the browser's own words.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('/contact');
    // From a page inside the app, the header's Dashboard is a move within it: Back stays in the app too.
    await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click();
    await choice.waitFor();

    await page.evaluate(() => window.history.back());
    await exit.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await exit.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(/\/contact$/);
    await page.getByRole('heading', { name: 'Get in Touch' }).waitFor();
    expect(guard.problems()).toEqual([]);
  });

  it("opens the upgrade offer by itself, titled 'Try Out Our Features'", async () => {
    opened = await openPage(browser, PHONE);
    const { page, guard } = opened;
    await newStudentOnChoice(page, 'offer');
    await page.getByRole('button', { name: 'Skip & See Features' }).click();
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    const offer = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
    await offer.waitFor();
    expect(await offer.getByRole('heading', { name: 'Try Out Our Features' }).isVisible()).toBe(true);
    await offer.getByRole('button', { name: 'Continue with free trial' }).click();
    await offer.waitFor({ state: 'hidden' });
    expect(guard.problems()).toEqual([]);
  });

  it('plays the demo video on /payment from our own origin, WebM first, with captions', async () => {
    opened = await openPage(browser, PHONE);
    const { page, guard } = opened;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/demo/')) requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/payment');
    // A poster and a play button: the page builds no player and fetches nothing of the video.
    const play = page.getByRole('button', { name: 'Play the 90-second demo video' });
    await play.waitFor();
    expect(await page.locator('video').count()).toBe(0);
    const poster = await play.locator('xpath=..').boundingBox();
    expect(poster!.width).toBeGreaterThan(200);
    expect(poster!.height / poster!.width).toBeCloseTo(408 / 720, 1);
    expect(requested.filter((path) => /\.(webm|mp4)$/.test(path))).toEqual([]);

    await play.scrollIntoViewIfNeeded();
    await play.click();
    const video = page.locator('video');
    await video.waitFor();
    // The player takes the poster's place, same shape, with keyboard focus.
    const box = await video.boundingBox();
    expect(box!.height / box!.width).toBeCloseTo(408 / 720, 1);
    expect(await video.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, undefined, { timeout: 30_000 });
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      source: new URL(element.currentSrc).pathname,
      duration: element.duration,
      captions: element.textTracks[0]?.mode,
      cues: element.textTracks[0]?.cues?.length ?? 0,
    }));
    expect(state.source).toBe('/demo/nyayapath-demo.webm');
    expect(state.duration).toBeGreaterThanOrEqual(60);
    expect(state.duration).toBeLessThanOrEqual(90);
    expect(state.captions).toBe('showing');
    expect(state.cues).toBeGreaterThan(5);
    await screenshot(page, 'payment-demo-video-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(guard.problems()).toEqual([]);
  });
});
