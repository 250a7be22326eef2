import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, screenshot, type OpenedPage } from './browser';
import { openAsPremiumStudent } from './student';
import { fitsTheScreen, seriousViolations } from './page-checks';

/** The Rank Simulator in local mode, in Chromium at 360 px, worked by keyboard alone. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Rank Simulator', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('opens for a premium student and moves the rank as Legal goes up by keyboard, at 360 px', async () => {
    opened = await openAsPremiumStudent(browser, PHONE);
    const { page, guard } = opened;

    await page.getByRole('button', { name: 'Open Rank Simulator' }).click();
    const simulator = page.getByRole('dialog', { name: 'Rank Simulator' });
    await simulator.waitFor();
    const result = simulator.getByRole('status', { name: 'Where you land' });
    await result.getByText(/\/ 120: about rank/).waitFor();
    await simulator.getByText(/Starting from a typical paper/).waitFor();
    const before = await result.getByText(/\/ 120: about rank/).textContent();
    expect(await fitsTheScreen(page)).toBe(true);

    const legal = simulator.getByRole('slider', { name: /Legal Reasoning: 0 marks/ });
    await legal.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await simulator.getByRole('slider', { name: /Legal Reasoning: \+5 marks/ }).waitFor();
    const recovered = simulator.getByRole('slider', { name: /Negatives won back/ });
    await recovered.focus();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    await simulator.getByRole('slider', { name: /Negatives won back: 50 %/ }).waitFor();

    // 58 net by default; Legal +5 and half of the 6 negatives back is 66.
    await result.getByText('66 / 120', { exact: false }).waitFor();
    expect(await result.getByText(/\/ 120: about rank/).textContent()).not.toBe(before);
    await result.getByText(/^Likely between rank [\d,]+ and [\d,]+$/).waitFor();
    await simulator.getByText(/An estimate, not a promise/).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await screenshot(page, 'rank-simulator-phone');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await simulator.waitFor({ state: 'hidden' });
    expect(guard.problems()).toEqual([]);
  });
});
