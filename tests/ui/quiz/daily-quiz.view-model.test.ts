import { describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES } from '../../../core/quiz/quiz.messages';
import { AppError } from '../../../core/shared/app-error';
import { formatQuizDate } from '../../../ui/quiz/daily-quiz.view-model';
import { answersWith } from '../../fakes/fake-daily-quiz';
import { quizKit, TODAY, TODAYS_KEY } from './quiz-kit';

function answerAll(vm: ReturnType<typeof quizKit>['vm'], right: number) {
  for (const [id, choice] of Object.entries(answersWith(TODAYS_KEY, right))) vm.choose(id, choice);
}

describe('DailyQuizViewModel', () => {
  it("shows the card's status: nothing taken yet, then today's score and the streak", async () => {
    const { vm, attempts } = quizKit();
    await vm.loadStatus();
    expect(vm.todaysAttempt).toBeNull();
    attempts.seed('asha', '2026-03-09', 6);
    attempts.seed('asha', TODAY, 8);
    await vm.loadStatus();
    expect(vm.todaysAttempt?.score).toBe(8);
    expect(vm.record?.streak).toBe(2);
  });

  it('opens the quiz, allows Submit only once every question is answered, then shows the score and the answers', async () => {
    const { vm, attempts } = quizKit();
    await vm.open();
    expect(vm.phase).toBe('answering');
    expect(vm.total).toBe(10);
    expect(vm.canSubmit).toBe(false);
    answerAll(vm, 7);
    expect(vm.answeredCount).toBe(10);
    expect(vm.canSubmit).toBe(true);

    await vm.submit();
    expect(vm.phase).toBe('done');
    expect(vm.marked?.attempt.score).toBe(7);
    expect(vm.review.filter((question) => question.correct)).toHaveLength(7);
    expect(vm.review[9]).toMatchObject({ correct: false, answerIndex: TODAYS_KEY[9]!.answerIndex, explanation: TODAYS_KEY[9]!.explanation });
    expect(vm.record?.todaysAttempt?.score).toBe(7);
    expect(vm.record?.streak).toBe(1);
    expect(attempts.submitted).toBe(1);
  });

  it('does not submit an unfinished quiz', async () => {
    const { vm, attempts } = quizKit();
    await vm.open();
    vm.choose(TODAYS_KEY[0]!.questionId, 1);
    await vm.submit();
    expect(vm.phase).toBe('answering');
    expect(attempts.submitted).toBe(0);
  });

  it("reopens today's result, not a fresh quiz, once taken", async () => {
    const { vm, attempts } = quizKit();
    attempts.seed('asha', TODAY, 4);
    await vm.open();
    expect(vm.phase).toBe('done');
    expect(vm.marked?.attempt.score).toBe(4);
    vm.choose(TODAYS_KEY[0]!.questionId, 2);
    expect(vm.answers).toEqual({});
  });

  it('keeps the answers when the submission fails, and says so', async () => {
    const { vm, attempts } = quizKit();
    await vm.open();
    answerAll(vm, 5);
    attempts.failure = new AppError('network', 'Failed to connect to server');
    await vm.submit();
    expect(vm.phase).toBe('answering');
    expect(vm.error).toBe(QUIZ_MESSAGES.submitFailed);
    expect(vm.answeredCount).toBe(10);
    attempts.failure = null;
    await vm.submit();
    expect(vm.marked?.attempt.score).toBe(5);
  });

  it('keeps the answers through closing and reopening the overlay', async () => {
    const { vm } = quizKit();
    await vm.open();
    vm.choose(TODAYS_KEY[2]!.questionId, 3);
    vm.close();
    expect(vm.isOpen).toBe(false);
    await vm.open();
    expect(vm.answers[TODAYS_KEY[2]!.questionId]).toBe(3);
  });

  it('shows the attempt made elsewhere when today was taken meanwhile', async () => {
    const { vm, attempts } = quizKit();
    await vm.open();
    answerAll(vm, 9);
    attempts.seed('asha', TODAY, 2);
    await vm.submit();
    expect(vm.phase).toBe('done');
    expect(vm.marked?.attempt.score).toBe(2);
    expect(vm.error).toBe(QUIZ_MESSAGES.alreadyTaken);
  });

  it('signs the student out when the session has expired', async () => {
    const { vm, source, shown } = quizKit();
    source.failure = new AppError('session_expired', 'Authentication failed');
    await vm.open();
    expect(vm.phase).toBe('closed');
    expect(shown.map((notice) => notice.title)).toContain('Session Expired');
  });

  it('offers another try when the quiz could not be loaded', async () => {
    const { vm, source } = quizKit();
    source.failure = new AppError('network', 'Failed to connect to server');
    await vm.open();
    expect(vm.phase).toBe('failed');
    expect(vm.error).toBe(QUIZ_MESSAGES.loadFailed);
    source.failure = null;
    await vm.open();
    expect(vm.phase).toBe('answering');
  });

  it('writes dates as a student reads them', () => {
    expect(formatQuizDate('2026-03-10')).toMatch(/Tue.*10.*Mar/);
  });
});
