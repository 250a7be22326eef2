import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, openPage, screenshot, type OpenedPage } from './browser';
import { completeOnboarding, newEmail, signIn, signUp } from './student';
import { fitsTheScreen, seriousViolations } from './page-checks';

/**
 * The full CLAT mock in local mode at phone width, on Playwright's fake clock (the browser's own
 * Date and timers, so nothing in the build changes): start, answer and mark, reload mid-mock and
 * resume at the same question with the time still running, then run the clock out and see the
 * mock handed in with its analysis. A free student has one mock.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** 'hh:mm:ss' on the exam's countdown, in seconds. */
async function secondsLeft(exam: Locator): Promise<number> {
  const text = (await exam.getByRole('timer').textContent()) ?? '';
  const [hours, minutes, seconds] = text.split(':').map(Number);
  return hours! * 3600 + minutes! * 60 + seconds!;
}

/** The main dashboard, past the upgrade offer a free student sees on arrival. */
async function arriveOnDashboard(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
  const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
  await upgrade.waitFor();
  await upgrade.getByRole('button', { name: 'Continue with free trial' }).click();
  await upgrade.waitFor({ state: 'hidden' });
}

describe('the full CLAT mock', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('resumes after a reload at the same question with the time running on, and hands itself in when time is up', async () => {
    opened = await openPage(browser, PHONE);
    const { page, guard } = opened;
    await page.clock.install();
    const email = newEmail('mock');
    await signUp(page, email);
    await signIn(page, email);
    await completeOnboarding(page);
    await page.getByRole('button', { name: 'Skip & See Features' }).click();
    await arriveOnDashboard(page);

    const card = page.getByRole('region', { name: 'Full CLAT Mock' });
    await card.getByText('1/1 free').waitFor();
    await card.getByRole('button', { name: 'Start full mock' }).click();
    const exam = page.getByRole('dialog', { name: 'Full CLAT Mock' });
    // The instructions first; the free mock is not spent until Start.
    await exam.getByRole('heading', { name: 'Before you start' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await card.getByText('1/1 free').count()).toBe(1);
    await exam.getByRole('button', { name: 'Start', exact: true }).click();
    await exam.getByRole('heading', { name: 'Question 1 of 120' }).waitFor();
    expect(await secondsLeft(exam)).toBeGreaterThan(119 * 60);
    expect(await exam.getByRole('tab').count()).toBe(5);
    // At 360 px the passage is read whole, not through a slot: no scroll box of its own.
    const passage = exam.getByLabel('Passage', { exact: true });
    const box = await passage.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
    expect(box.client).toBeGreaterThan(300);
    // Folded away once read, and open again on request.
    await exam.getByRole('button', { name: 'Hide passage' }).click();
    expect(await exam.getByLabel('Passage', { exact: true }).count()).toBe(0);
    await exam.getByRole('button', { name: 'Show passage' }).click();
    await exam.getByLabel('Passage', { exact: true }).waitFor();

    // 1 answered; 2 marked; 3 answered and marked; 4 seen; 5 answered, on screen.
    await exam.getByRole('radio').nth(0).check();
    await exam.getByRole('button', { name: 'Next' }).click();
    await exam.getByRole('button', { name: 'Mark for review' }).click();
    await exam.getByRole('button', { name: 'Next' }).click();
    await exam.getByRole('radio').nth(2).check();
    await exam.getByRole('button', { name: 'Mark for review' }).click();
    await exam.getByRole('button', { name: 'Next' }).click();
    // By keyboard: Tab to Next and press Enter.
    await exam.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await exam.getByRole('heading', { name: 'Question 5 of 120' }).waitFor();
    await exam.getByRole('radio').nth(1).check();

    const palette = exam.getByRole('navigation', { name: 'Question palette' });
    for (const label of ['Question 1: Answered', 'Question 2: Marked for review', 'Question 3: Answered and marked for review', 'Question 4: Not answered', 'Question 5: Answered', 'Question 6: Not visited']) {
      await palette.getByRole('button', { name: label }).waitFor();
    }
    expect(await fitsTheScreen(page)).toBe(true);
    await screenshot(page, 'full-mock-exam-phone');
    expect(await seriousViolations(page)).toEqual([]);

    await page.clock.fastForward('10:00');
    await expect.poll(() => secondsLeft(exam)).toBeLessThanOrEqual(110 * 60);

    // A reload returns to the question, with no stop on the dashboard; the cards behind the exam
    // wait until it closes.
    await page.reload();
    await exam.getByRole('heading', { name: 'Question 5 of 120' }).waitFor();
    expect(await page.locator('#daily-quiz-heading').count()).toBe(0);
    expect(await exam.getByRole('radio').nth(1).isChecked()).toBe(true);
    const afterReload = await secondsLeft(exam);
    expect(afterReload).toBeLessThanOrEqual(110 * 60);
    expect(afterReload).toBeGreaterThan(100 * 60);
    await palette.getByRole('button', { name: 'Question 3: Answered and marked for review' }).waitFor();

    // Run the clock out in steps (the session refreshes on the way, as it would over two hours).
    for (let step = 0; step < 24; step += 1) await page.clock.fastForward('05:00');
    await exam.getByRole('heading', { name: 'Your analysis' }).waitFor();
    await exam.getByText('Time is up. Your mock was submitted automatically.').waitFor();
    expect(await exam.getByRole('group', { name: 'Attempted' }).textContent()).toContain('3/120');
    await exam.getByRole('table', { name: 'Marks and time by section' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await screenshot(page, 'full-mock-analysis-phone');
    expect(await seriousViolations(page)).toEqual([]);

    await exam.getByRole('button', { name: 'Close Full CLAT Mock' }).click();
    await exam.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: 'Daily Current Affairs Quiz' }).waitFor();
    // The dashboard is given back to assistive technology once the overlay (a modal) has gone.
    await card.getByRole('list', { name: 'Past mocks' }).getByRole('listitem').first().waitFor();
    expect(await card.getByRole('list', { name: 'Past mocks' }).getByRole('listitem').count()).toBe(1);

    // The free mock is used: a second one is refused with the upgrade message.
    await card.getByText('0/1 free').waitFor();
    await card.getByRole('button', { name: 'Start full mock' }).click();
    await exam.getByRole('button', { name: 'Start', exact: true }).click();
    await exam.getByText('Upgrade Required').waitFor();
    await exam.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();

    expect(guard.problems()).toEqual([]);
  });
});
