import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, screenshot, type OpenedPage } from './browser';
import { openAsPremiumStudent } from './student';
import { seriousViolations } from './page-checks';

/**
 * 'Your progress' in local mode at 360 px: a premium student takes two full mocks, answering a
 * few questions and handing each in, and the card turns from what to take next into a trend of
 * both mocks, in charts, in words and in a table.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Starts a mock from its card, answers the first `answers` questions and submits it. */
async function takeQuickMock(page: Page, answers: number): Promise<void> {
  const card = page.getByRole('region', { name: 'Full CLAT Mock' });
  await card.getByRole('button', { name: 'Start full mock' }).click();
  const exam = page.getByRole('dialog', { name: 'Full CLAT Mock' });
  await exam.getByRole('button', { name: 'Start', exact: true }).click();
  await exam.getByRole('heading', { name: 'Question 1 of 120' }).waitFor();
  for (let index = 0; index < answers; index += 1) {
    await exam.getByRole('radio').nth(index % 4).check();
    await exam.getByRole('button', { name: 'Next' }).click();
    await exam.getByRole('heading', { name: `Question ${index + 2} of 120` }).waitFor();
  }
  await exam.getByRole('button', { name: 'Submit mock' }).click();
  await page.getByRole('alertdialog', { name: 'Submit your mock?' }).getByRole('button', { name: 'Submit mock' }).click();
  await exam.getByRole('heading', { name: 'Your analysis' }).waitFor();
  await exam.getByRole('button', { name: 'Close Full CLAT Mock' }).click();
  await exam.waitFor({ state: 'hidden' });
}

/** The card draws within its own width and the page does not scroll sideways. */
async function fitsItsWidth(card: Locator): Promise<boolean> {
  return card.evaluate((element) => {
    const svgs = [...element.querySelectorAll('svg')];
    const cardRight = element.getBoundingClientRect().right;
    return (
      document.documentElement.scrollWidth <= window.innerWidth &&
      element.scrollWidth <= element.clientWidth + 1 &&
      svgs.every((svg) => svg.getBoundingClientRect().right <= cardRight + 1)
    );
  });
}

describe('Your progress', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('asks for two mocks, then shows the trend of both in charts, words and a table, at 360 px', async () => {
    opened = await openAsPremiumStudent(browser, PHONE);
    const { page, guard } = opened;

    const progress = page.getByRole('region', { name: 'Your progress' });
    await progress.getByText('Take two full mocks to see your trend').waitFor();
    expect(await progress.getByRole('figure').count()).toBe(0);

    await takeQuickMock(page, 3);
    await progress.getByText('Take one more full mock to see your trend').waitFor();
    expect(await progress.getByRole('figure').count()).toBe(0);

    await takeQuickMock(page, 5);
    const words = progress.getByRole('list', { name: 'Your trend in words' });
    await words.getByText(/^Total: -?[\d.]+ → -?[\d.]+ marks over your last 2 mocks$/).waitFor();
    await words.getByText(/^Legal: -?[\d.]+ → -?[\d.]+ marks over your last 2 mocks$/).waitFor();
    expect(await words.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);

    const total = progress.getByRole('figure', { name: 'Total marks by mock' });
    const accuracy = progress.getByRole('figure', { name: 'Accuracy by section (%)' });
    await total.locator('svg').first().waitFor();
    await accuracy.locator('svg').first().waitFor();

    // The table the screen reader reads has a row for each mock.
    const table = progress.getByRole('table', { name: 'Marks and accuracy by mock' });
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([expect.stringMatching(/^Mock 1, /), expect.stringMatching(/^Mock 2, /)]);
    // The two mocks' totals in the table are the ends of the sentence.
    const totals = await table.locator('tbody tr td:first-of-type').allTextContents();
    const sentence = (await words.getByText(/^Total: /).textContent()) ?? '';
    expect(sentence).toBe(`Total: ${totals[0]!.split('/')[0]} → ${totals[1]!.split('/')[0]} marks over your last 2 mocks`);

    await progress.scrollIntoViewIfNeeded();
    expect(await fitsItsWidth(progress)).toBe(true);
    await screenshot(page, 'progress-trend-phone');
    expect(await seriousViolations(page)).toEqual([]);

    // By keyboard: the chart's points take the focus and name the mock they stand for.
    await total.locator('[tabindex="0"]').first().focus();
    expect(await page.evaluate(() => document.activeElement?.closest('figure')?.getAttribute('aria-labelledby'))).toBe('progress-total-title');

    // No serious or critical axe finding in the card, charts included.
    expect(await seriousViolations(page, 'section[aria-labelledby="progress-heading"]')).toEqual([]);

    expect(guard.problems()).toEqual([]);
  });
});
