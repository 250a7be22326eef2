import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DailyQuizBank } from '../../adapters/tutor/quiz/daily-quiz-bank';
import { quizDateOf } from '../../core/quiz/quiz-day.rules';
import { PHONE, launchBrowser, openPage, screenshot, type OpenedPage } from './browser';
import { completeOnboarding, newEmail, signIn, signUp } from './student';
import { seriousViolations } from './page-checks';

/**
 * Mistakes Review and 'Report this question' in local mode, in Chromium at phone width: a wrong
 * answer in the daily quiz comes back due in Mistakes Review and is reviewed; a reported question
 * reaches the operator's list at /admin.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NOTE = 'Option B is what the passage says.';

describe('Mistakes Review and question reports', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('brings a wrong quiz answer back for review, and sends a report the operator sees', async () => {
    opened = await openPage(browser, PHONE);
    const { page, guard } = opened;
    const email = newEmail('review');
    await signUp(page, email);
    await signIn(page, email);
    await completeOnboarding(page);
    await page.getByRole('button', { name: 'Skip & See Features' }).click();
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
    await upgrade.waitFor();
    await upgrade.getByRole('button', { name: 'Continue with free trial' }).click();
    await upgrade.waitFor({ state: 'hidden' });

    const review = page.getByRole('region', { name: 'Mistakes Review' });
    await review.getByText(/Questions you answer wrongly in practice come back here/).waitFor();

    // The daily quiz with the last question answered wrongly.
    const card = page.getByRole('region', { name: 'Daily Current Affairs Quiz' });
    await card.getByRole('button', { name: "Start today's quiz" }).click();
    const quiz = page.getByRole('dialog', { name: 'Daily Current Affairs Quiz' });
    await quiz.getByRole('radiogroup').first().waitFor();
    const { quiz: expected, key } = await new DailyQuizBank().dayOf(quizDateOf(Date.now()));
    const count = expected.questions.length;
    for (let index = 0; index < count; index += 1) {
      const group = quiz.getByRole('radiogroup', { name: expected.questions[index]!.question, exact: true });
      const right = key[index]!.answerIndex;
      await group.getByRole('radio').nth(index < count - 1 ? right : (right + 1) % 4).check();
    }
    await quiz.getByRole('button', { name: 'Submit' }).click();
    await quiz.getByRole('heading', { name: `You scored ${count - 1}/${count}` }).waitFor();

    // Report the question answered wrongly, from its explanation.
    await quiz.getByRole('button', { name: `Report this question (question ${count})` }).click();
    const form = quiz.getByRole('group', { name: 'Report this question' });
    await form.getByRole('radio', { name: 'The answer key is wrong' }).check();
    await form.getByRole('textbox', { name: /Note/ }).fill(NOTE);
    await form.getByRole('button', { name: 'Send report' }).click();
    await quiz.getByText('Thank you. Your report was sent to our team.').waitFor();
    await screenshot(page, 'report-question-sent-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await quiz.getByRole('button', { name: 'Close Daily Current Affairs Quiz' }).click();
    await quiz.waitFor({ state: 'hidden' });

    // The wrong answer is due now in Mistakes Review.
    await review.getByText('1 question you got wrong is due for review.').waitFor();
    await review.getByRole('button', { name: 'Review now' }).click();
    const sitting = page.getByRole('dialog', { name: 'Mistakes Review' });
    const last = expected.questions[count - 1]!;
    await sitting.getByRole('heading', { name: last.question, exact: true }).waitFor();
    await sitting.getByRole('radio').nth(key[count - 1]!.answerIndex).check();
    await sitting.getByRole('button', { name: 'Check answer' }).click();
    await sitting.getByText(/Correct\. Right answer:/).waitFor();
    expect(await sitting.getByText(key[count - 1]!.explanation).isVisible()).toBe(true);
    await screenshot(page, 'mistakes-review-revealed-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await sitting.getByRole('button', { name: 'Good', exact: true }).click();
    await sitting.getByRole('heading', { name: 'All done: 1 reviewed.' }).waitFor();
    await sitting.getByRole('button', { name: 'Back to the dashboard' }).click();
    await sitting.waitFor({ state: 'hidden' });
    await review.getByText(/^Nothing is due now\. Next review in \d+ min\.$/).waitFor();
    expect(await review.getByRole('button', { name: 'Review now' }).isDisabled()).toBe(true);

    // The operator's console in local mode lists the report with the note; it can be resolved.
    await page.goto('/admin');
    const reports = page.getByRole('region', { name: /^Reported questions/ });
    await reports.getByRole('heading', { name: 'Reported questions (1 open)' }).waitFor();
    const report = reports.getByRole('group', { name: `Report of question ${last.id}` });
    expect(await report.getByText(NOTE).isVisible()).toBe(true);
    expect(await report.getByText('Daily quiz').isVisible()).toBe(true);
    expect(await report.getByText(email).isVisible()).toBe(true);
    await report.getByRole('button', { name: 'Mark resolved' }).click();
    await reports.getByRole('heading', { name: 'Reported questions (0 open)' }).waitFor();
    await screenshot(page, 'reported-questions-admin-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(guard.problems().filter((problem) => !problem.includes('Minified React error #418'))).toEqual([]);
  });
});
