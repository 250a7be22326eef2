import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openPage, screenshot, type OpenedPage, type Viewport } from './browser';
import { expectAccessibleOnPhone, lowestTextContrast } from './page-checks';
import { becomePremium, completeOnboarding, newEmail, signIn, signUp } from './student';
import { answerWithFirstOptions, closeTool, makePracticeSet, openTool, pick, questionPng } from './tools';

/** The four AI tools in Chromium, as a premium student, answered by the offline tutor. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<[string, Viewport]>([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the AI tools on a %s', (label, viewport) => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('makes practice sets, explains, advises and solves a photographed question', async () => {
    opened = await openPage(browser, viewport);
    const { page, context, guard } = opened;
    const email = newEmail(`tools-${label}`);
    await signUp(page, email);
    await signIn(page, email);
    await completeOnboarding(page);
    await becomePremium(page, context);

    // Question Maker: Quant Percentages, answered and scored; the badge goes down by one.
    let overlay = await makePracticeSet(page, 'Quantitative Techniques', 'Percentages');
    await answerWithFirstOptions(overlay);
    await overlay.getByRole('button', { name: 'Show Results' }).click();
    await overlay.getByText(/^Score: \d\/5$/).waitFor();
    expect(await overlay.getByText(/Correct answer: [A-D]/).count()).toBe(5);
    // The answered options are locked but still read: their text meets WCAG AA (4.5:1).
    expect(await lowestTextContrast(page, '[role="dialog"] .fui-Radio__label')).toBeGreaterThanOrEqual(4.5);
    await screenshot(page, `question-maker-quant-${label}`);
    await expectAccessibleOnPhone(page, viewport);

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
    await screenshot(page, `concept-explainer-${label}`);
    await expectAccessibleOnPhone(page, viewport);
    await overlay.getByRole('button', { name: 'Clear Chat' }).click();
    expect(await log.locator('[data-role]').count()).toBe(1);
    await closeTool(page, 'Concept Explainer');

    // Study Advice.
    overlay = await openTool(page, 'Study Advice');
    await overlay.getByRole('textbox', { name: 'Ask the Study Advice' }).fill('Make me a study plan for the next 3 months');
    await overlay.getByRole('button', { name: 'Send' }).click();
    await overlay.getByRole('log').locator('[data-role="assistant"]').nth(1).waitFor();
    expect(await overlay.getByRole('log').locator('[data-role="assistant"]').nth(1).textContent()).toMatch(/\d/);
    await expectAccessibleOnPhone(page, viewport);
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
    await screenshot(page, `doubt-solver-${label}`);
    await expectAccessibleOnPhone(page, viewport);
    await closeTool(page, 'AI Doubt Solver');
    await page.getByText('34/35 uses').first().waitFor();

    expect(guard.problems()).toEqual([]);
  });
});
