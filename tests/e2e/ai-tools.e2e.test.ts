import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, screenshot, type OpenedPage } from './browser';
import { expectAccessibleOnPhone, lowestTextContrast } from './page-checks';
import { openAsPremiumStudent } from './student';
import { answerWithFirstOptions, closeTool, makePracticeSet, openTool, pick, questionPng } from './tools';

/** The four AI tools in Chromium, as a premium student, answered by the offline tutor. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the AI tools on a phone', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('makes practice sets, explains, advises and solves a photographed question', async () => {
    opened = await openAsPremiumStudent(browser, PHONE);
    const { page, guard } = opened;

    // Question Maker: Quant Percentages, answered and scored; the badge goes down by one.
    let overlay = await makePracticeSet(page, 'Quantitative Techniques', 'Percentages');
    await answerWithFirstOptions(overlay);
    await overlay.getByRole('button', { name: 'Show Results' }).click();
    await overlay.getByText(/^Score: \d\/5$/).waitFor();
    expect(await overlay.getByText(/Correct answer: [A-D]/).count()).toBe(5);
    // The answered options are locked but still read: their text meets WCAG AA (4.5:1).
    expect(await lowestTextContrast(page, '[role="dialog"] .fui-Radio__label')).toBeGreaterThanOrEqual(4.5);
    await screenshot(page, 'question-maker-quant-phone');
    await expectAccessibleOnPhone(page, PHONE);

    // A Legal subtopic.
    await overlay.getByRole('button', { name: 'Practise another set' }).click();
    await pick(page, 'Section', 'Legal Reasoning');
    await pick(page, 'Topic', 'Tort Law');
    await pick(page, 'Subtopic', 'Negligence');
    await overlay.getByRole('button', { name: 'Generate Questions' }).click();
    await overlay.getByRole('heading', { name: 'Passage', exact: true }).waitFor();
    await overlay.getByRole('button', { name: 'Show Results' }).click();
    await overlay.getByText('Score: 0/5').waitFor();
    await closeTool(page, 'Question Maker');
    await page.getByText('33/35 uses').waitFor();

    // Concept Explainer: a question, then Clear Chat.
    overlay = await openTool(page, 'Concept Explainer');
    await overlay.getByRole('textbox', { name: 'Ask the Concept Explainer' }).fill('What is consideration in a contract?');
    await page.keyboard.press('Enter');
    const log = overlay.getByRole('log');
    await log.locator('[data-role="assistant"]').nth(1).waitFor();
    expect(await log.locator('[data-role="assistant"]').nth(1).textContent()).toMatch(/consideration/i);
    await screenshot(page, 'concept-explainer-phone');
    await expectAccessibleOnPhone(page, PHONE);
    await overlay.getByRole('button', { name: 'Clear Chat' }).click();
    expect(await log.locator('[data-role]').count()).toBe(1);
    await closeTool(page, 'Concept Explainer');

    // Study Advice.
    overlay = await openTool(page, 'Study Advice');
    await overlay.getByRole('textbox', { name: 'Ask the Study Advice' }).fill('Make me a study plan for the next 3 months');
    await overlay.getByRole('button', { name: 'Send' }).click();
    await overlay.getByRole('log').locator('[data-role="assistant"]').nth(1).waitFor();
    expect(await overlay.getByRole('log').locator('[data-role="assistant"]').nth(1).textContent()).toMatch(/\d/);
    await expectAccessibleOnPhone(page, PHONE);
    await closeTool(page, 'Study Advice');

    // Doubt solver: a 6 MB file is refused, then a rendered percentage question is solved.
    overlay = await openTool(page, 'AI Doubt Solver');
    const gallery = overlay.getByLabel('Choose an image of a question');
    await gallery.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await page.getByText('Image must be smaller than 5MB').first().waitFor();
    const question = await questionPng(page, ['Q. What is 20% of 150?', '(a) 25   (b) 30   (c) 35   (d) 40']);
    await gallery.setInputFiles({ name: 'question.png', mimeType: 'image/png', buffer: question });
    await overlay.getByRole('button', { name: 'Upload New Question' }).waitFor({ timeout: 60_000 });
    const solution = await overlay.textContent();
    expect(solution).not.toContain('Approach (not a worked answer)');
    expect(await overlay.getByRole('heading', { name: 'Answer', exact: true }).isVisible()).toBe(true);
    expect(solution).toContain('20% of 150 is 30: option (B) 30.');
    await screenshot(page, 'doubt-solver-phone');
    await expectAccessibleOnPhone(page, PHONE);
    await closeTool(page, 'AI Doubt Solver');
    await page.getByText('34/35 uses').first().waitFor();

    expect(guard.problems()).toEqual([]);
  });
});

describe('the AI tools on a desktop', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('lays out a practice set and a typed doubt at 1280 px, each charged one use', async () => {
    opened = await openAsPremiumStudent(browser, DESKTOP);
    const { page, guard } = opened;

    let overlay = await makePracticeSet(page, 'Quantitative Techniques', 'Percentages');
    await answerWithFirstOptions(overlay);
    await overlay.getByRole('button', { name: 'Show Results' }).click();
    await overlay.getByText(/^Score: \d\/5$/).waitFor();
    await screenshot(page, 'question-maker-quant-desktop');
    await closeTool(page, 'Question Maker');

    overlay = await openTool(page, 'AI Doubt Solver');
    await overlay.getByLabel('Or type the question, with its options').fill('What is 20% of 150?\n(a) 25 (b) 30 (c) 35 (d) 40');
    await overlay.getByRole('button', { name: 'Solve typed question' }).click();
    await overlay.getByText('20% of 150 is 30: option (B) 30.').first().waitFor();
    await screenshot(page, 'doubt-solver-desktop');
    await closeTool(page, 'AI Doubt Solver');
    expect(await page.getByText('34/35 uses').count()).toBeGreaterThanOrEqual(2);

    expect(guard.problems()).toEqual([]);
  });
});
