import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, screenshot, type OpenedPage } from './browser';
import { fitsTheScreen, seriousViolations } from './page-checks';
import { openAsPremiumStudent } from './student';
import { answerWithFirstOptions, closeTool, makePracticeSet } from './tools';

/**
 * The weekly report in local mode at 360 px: a premium student practises in the Question Maker,
 * opens the report from its dashboard card, sees the questions and the section's accuracy, goes
 * to the previous week, and follows a weak topic's next step back into a tool.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the weekly report', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('counts Question Maker practice, shows accuracy by section, goes back a week and prints', async () => {
    opened = await openAsPremiumStudent(browser, PHONE);
    const { page, guard } = opened;

    const overlay = await makePracticeSet(page, 'Quantitative Techniques', 'Percentages');
    await answerWithFirstOptions(overlay);
    await overlay.getByRole('button', { name: 'Show Results' }).click();
    const score = Number((await overlay.getByText(/^Score: \d\/5$/).textContent())!.match(/(\d)\/5/)![1]);
    await closeTool(page, 'Question Maker');

    await page.getByRole('button', { name: 'Open Weekly report' }).click();
    await page.waitForURL(/\/dashboard\/report$/);
    await page.getByRole('heading', { level: 1, name: 'Weekly report' }).waitFor();
    await page.getByText('Question Maker: 5').waitFor();
    const accuracy = page.getByRole('table', { name: 'Accuracy by section' });
    const quant = accuracy.getByRole('row', { name: /Quantitative Techniques/ });
    await quant.getByText(`${score * 20} %`).waitFor();
    await page.getByText('Percentages', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    // The table is not cut off by its card at 360 px.
    expect(await accuracy.evaluate((table) => (table as HTMLElement).offsetWidth <= table.parentElement!.clientWidth)).toBe(true);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'weekly-report-phone');

    // Printed: the header and the week links are left off the paper.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Weeks' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // The week before: nothing done, said plainly, with this week one link away.
    await page.getByRole('link', { name: 'Previous week' }).click();
    await page.waitForURL(/\/dashboard\/report\/\d{4}-\d{2}-\d{2}$/);
    await page.getByText('No practice was recorded in this week.').waitFor();
    await page.getByRole('link', { name: 'Next week' }).waitFor();
    await page.getByRole('link', { name: 'This week' }).click();
    await page.getByText('Question Maker: 5').waitFor();

    // A weak topic's next step opens its tool from the dashboard.
    const step = page.getByRole('listitem').filter({ hasText: 'Percentages' }).getByRole('link');
    const text = (await step.textContent()) ?? '';
    await step.click();
    await page.waitForURL(/\/dashboard$/);
    const tool = text.includes('Question Maker') ? 'Question Maker' : text.includes('Concept Explainer') ? 'Concept Explainer' : 'Mistakes Review';
    const dialog = page.getByRole('dialog', { name: tool });
    await dialog.waitFor();
    if (tool === 'Question Maker') await dialog.getByRole('combobox', { name: 'Topic', exact: true }).getByText('Percentages').waitFor();
    expect(guard.problems()).toEqual([]);
  });
});
