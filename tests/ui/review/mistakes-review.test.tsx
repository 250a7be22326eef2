import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { diagnosticMistakes } from '../../../core/review/diagnostic-mistakes';
import { practiceMistakes } from '../../../core/review/practice-mistakes';
import { quizMistakes } from '../../../core/review/quiz-mistakes';
import type { MistakeSnapshot } from '../../../core/review/review.model';
import { REVIEW_MESSAGES } from '../../../core/review/review.messages';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import MistakesReviewCard from '../../../ui/review/mistakes-review.card';
import { mistakesReviewKit } from './mistakes-review-kit';
import { renderPage } from '../render-page';

const MINUTE = 60_000;

function mistake(id: string): MistakeSnapshot {
  return {
    questionId: id,
    passage: 'The G20 met in New Delhi in September 2023.',
    stem: `Where did the G20 meet (${id})?`,
    options: ['Bali', 'New Delhi', 'Rome', 'Osaka'],
    correctIndex: 1,
    explanation: 'India held the presidency and hosted the summit in New Delhi.',
    subject: 'General Knowledge',
    source: 'daily_quiz',
  };
}

describe('Mistakes Review card and review', () => {
  it('shows what is due, asks the question again, reveals the explanation, and schedules it by the rating', async () => {
    const { vm, resolver, clock } = mistakesReviewKit();
    await vm.add([mistake('q1')]);
    await renderPage(<MistakesReviewCard />, { resolver });
    expect(await screen.findByText('1 question you got wrong is due for review.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mistakes Review' });
    expect(within(dialog).getByText('Question 1 of 1 • General Knowledge')).toBeInTheDocument();
    expect(within(dialog).getByText('The G20 met in New Delhi in September 2023.')).toBeInTheDocument();
    const check = within(dialog).getByRole('button', { name: 'Check answer' });
    expect(check).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'A. Bali' }));
    await user.click(check);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Not quite. Right answer: B. New Delhi');
    expect(within(dialog).getByText(/India held the presidency/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Report this question' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Good' }));
    expect(await within(dialog).findByRole('heading', { name: 'All done: 1 reviewed.' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Next review in 10 min\.$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/Nothing is due now\. Next review in 10 min\./)).toBeInTheDocument();
    // The card is given back to assistive technology once the overlay (a modal) has gone.
    expect(await screen.findByRole('button', { name: 'Review now' })).toBeDisabled();
    expect(vm.summary?.nextDueAt).toBe(clock.now() + 10 * MINUTE);
  }, 40_000);

  it('tells a student with no mistakes what the card is for', async () => {
    const { resolver } = mistakesReviewKit();
    await renderPage(<MistakesReviewCard />, { resolver });
    expect(await screen.findByText(/Questions you answer wrongly in practice come back here/)).toBeInTheDocument();
  });

  it('keeps the answer and says so when a rating cannot be saved', async () => {
    const { vm, storage } = mistakesReviewKit();
    await vm.add([mistake('q1'), mistake('q2')]);
    await vm.open();
    expect(vm.session).toHaveLength(2);
    vm.choose(1);
    vm.check();
    storage.failWrites = true;
    await vm.rate('easy');
    expect(vm.saveError).toBe(REVIEW_MESSAGES.saveFailed);
    expect(vm.index).toBe(0);
    expect(vm.chosen).toBe(1);
    storage.failWrites = false;
    await vm.rate('easy');
    expect(vm.index).toBe(1);
    expect(vm.dueCount).toBe(1);
  });
});

describe('wrong answers from practice', () => {
  it('takes only the wrong answers of the daily quiz, the Question Maker and the diagnostic', () => {
    const quiz = {
      date: '2026-11-25',
      questions: [
        { id: 'gk-1', topic: 'G20', cue: 'Cue.', question: 'Q1?', options: ['a', 'b', 'c', 'd'] as const },
        { id: 'gk-2', topic: 'G20', cue: null, question: 'Q2?', options: ['a', 'b', 'c', 'd'] as const },
      ],
    };
    const marked = {
      attempt: { date: '2026-11-25', answers: { 'gk-1': 0, 'gk-2': 3 }, score: 1, total: 2, submittedAt: '' },
      key: [
        { questionId: 'gk-1', answerIndex: 0, explanation: 'e1', sources: [] },
        { questionId: 'gk-2', answerIndex: 2, explanation: 'e2', sources: [] },
      ],
    };
    expect(quizMistakes(quiz, marked)).toEqual([
      { questionId: 'gk-2', passage: null, stem: 'Q2?', options: ['a', 'b', 'c', 'd'], correctIndex: 2, explanation: 'e2', subject: 'General Knowledge', source: 'daily_quiz' },
    ]);
    const practice = [
      { question: 'P1?', options: ['w', 'x', 'y', 'z'], answer: 'C' as const, explanation: 'p1' },
      { question: 'P2?', options: ['w', 'x', 'y', 'z'], answer: 'A' as const, explanation: 'p2' },
      { question: 'P3?', options: ['w', 'x', 'y', 'z'], answer: 'B' as const, explanation: 'p3' },
    ];
    const fromPractice = practiceMistakes('Quant', 'A passage.', practice, { 0: 'C', 1: 'D' }, (question) => `id-${question.question}`);
    expect(fromPractice).toEqual([
      expect.objectContaining({ questionId: 'id-P2?', correctIndex: 0, passage: 'A passage.', subject: 'Quantitative Techniques', source: 'question_maker' }),
    ]);
    const first = DIAGNOSTIC_QUESTIONS[0]!;
    const answers = Object.fromEntries(DIAGNOSTIC_QUESTIONS.map((question) => [question.id, question.correctIndex]));
    answers[first.id] = (first.correctIndex + 1) % 4;
    expect(diagnosticMistakes(DIAGNOSTIC_QUESTIONS, answers).map((row) => [row.questionId, row.source, row.subject])).toEqual([
      [first.id, 'diagnostic', first.subject],
    ]);
  });
});
