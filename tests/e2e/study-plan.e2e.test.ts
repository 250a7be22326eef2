import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumber, quizDateOf } from '../../core/quiz/quiz-day.rules';
import { PHONE, launchBrowser, screenshot, type OpenedPage } from './browser';
import { fitsTheScreen, seriousViolations } from './page-checks';
import { openAsPremiumStudent } from './student';
import { closeTool } from './tools';

/**
 * The daily study plan in local mode, in Chromium at 360 px: a premium student sets the exam
 * date, sees today's tasks, opens one into its tool, ticks one off by keyboard, and finds it
 * still ticked after a reload.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the daily study plan', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it("gives a premium student today's plan from the exam date, opens a task's tool and keeps a tick through a reload", async () => {
    opened = await openAsPremiumStudent(browser, PHONE);
    const { page, guard } = opened;

    const card = page.getByRole('region', { name: "Today's study plan" });
    const date = card.getByLabel('Your exam date');
    await date.waitFor();
    // 45 days out: the practice stretch, and not one of its weekly mock days.
    const examDate = dateOfDayNumber(dayNumber(quizDateOf(Date.now())) + 45);
    await date.fill(examDate);
    await card.getByRole('button', { name: 'Make my plan' }).click();
    await card.getByText('45 days to your exam · Practice and weekly mocks').waitFor();
    const tasks = card.getByRole('list', { name: "Today's tasks" });
    // The questionnaire's first answers: Legal Reasoning is where marks are lost, GK from the newspaper.
    await tasks.getByRole('checkbox', { name: /^Practise Legal Reasoning: / }).waitFor();
    await tasks.getByRole('checkbox', { name: "Read today's newspaper for CLAT" }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousViolations(page, 'section[aria-labelledby="study-plan-heading"]')).toEqual([]);
    await screenshot(page, 'study-plan-phone');

    // A task opens its tool, as the tool's own card does.
    await tasks.getByRole('button', { name: 'Open Question Maker', description: /^Practise Legal Reasoning: / }).click();
    await page.getByRole('dialog', { name: 'Question Maker' }).waitFor();
    await closeTool(page, 'Question Maker');
    // And the quiz's task opens the quiz, through the quiz's own card.
    await tasks.getByRole('button', { name: 'Open the quiz' }).click();
    const quizDialog = page.getByRole('dialog', { name: 'Daily Current Affairs Quiz' });
    await quizDialog.getByRole('radiogroup').first().waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await quizDialog.getByRole('button', { name: 'Close Daily Current Affairs Quiz' }).click();
    await quizDialog.waitFor({ state: 'hidden' });

    // Ticked off by keyboard.
    const quiz = tasks.getByRole('checkbox', { name: "Take today's GK quiz" });
    await quiz.focus();
    await page.keyboard.press('Space');
    await card.getByText(/^1 of \d+ done/).waitFor();
    expect(await quiz.isChecked()).toBe(true);

    await page.reload();
    const again = page.getByRole('region', { name: "Today's study plan" });
    await again.getByText('45 days to your exam · Practice and weekly mocks').waitFor();
    expect(await again.getByRole('checkbox', { name: "Take today's GK quiz" }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: /^Practise Legal Reasoning: / }).isChecked()).toBe(false);
    expect(guard.problems()).toEqual([]);
  });
});
