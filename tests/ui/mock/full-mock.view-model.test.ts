import { describe, expect, it } from 'vitest';
import { MOCK_MESSAGES } from '../../../core/mock/mock.messages';
import { AppError } from '../../../core/shared/app-error';
import { TIME_UP_NOTICE } from '../../../ui/mock/full-mock.view-model';
import { EMPTY_USAGE } from '../../../core/access/access.model';
import { ACCESS_MESSAGES } from '../../../core/shared/messages';
import { FREE_STATUS } from '../../fakes/fake-backend';
import { mockKit, START } from './mock-kit';
import { CLAT_DURATION_MS } from '../../../core/exam/clat-pattern';

/** Lets queued saves finish. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe('FullMockViewModel', () => {
  it('shows the instructions first and spends nothing, and starts the clock only at Start', async () => {
    const { vm, hooks, clock } = mockKit();
    await vm.open();
    expect(vm.phase).toBe('instructions');
    expect(vm.attempt).toBeNull();
    expect(hooks.uses).toBe(0);
    await clock.advance(10 * 60_000);
    await vm.start();
    expect(vm.phase).toBe('exam');
    expect(hooks.uses).toBe(1);
    expect(vm.sheet.timeLeftText).toBe('02:00:00');
    vm.close();
  });

  it('folds a read passage away for each of its questions, and only its own', async () => {
    const { vm } = mockKit();
    await vm.open();
    await vm.start();
    const first = vm.sheet.current!.setId;
    expect(vm.sheet.passageHidden).toBe(false);
    vm.sheet.togglePassage();
    expect(vm.sheet.passageHidden).toBe(true);
    const other = vm.sheet.questions.findIndex((question) => question.setId !== first);
    const sameLater = vm.sheet.questions.findIndex((question, index) => index > 0 && question.setId === first);
    vm.sheet.goTo(other);
    expect(vm.sheet.passageHidden).toBe(false);
    vm.sheet.goTo(sameLater);
    expect(vm.sheet.passageHidden).toBe(true);
    vm.sheet.togglePassage();
    expect(vm.sheet.passageHidden).toBe(false);
    vm.close();
  });

  it('keeps whether the exam is on screen, so a reload opens onto the question; closing or handing in clears it', async () => {
    const { vm, session, onScreen, attempts, clock } = mockKit();
    await session.start();
    await vm.open();
    await vm.start();
    vm.sheet.goTo(4);
    expect(onScreen.isMarked('asha@example.in')).toBe(true);
    await settle();

    // The page goes away and comes back: a new view model resumes the same question.
    const after = mockKit({ attempts, clock });
    await after.session.start();
    await after.vm.resume();
    expect(after.vm.phase).toBe('exam');
    expect(after.vm.sheet.currentIndex).toBe(4);
    after.vm.close();
    expect(after.onScreen.isMarked('asha@example.in')).toBe(false);

    vm.sheet.askToSubmit();
    await vm.submit();
    expect(onScreen.isMarked('asha@example.in')).toBe(false);
  });

  it('resumes nothing, and shows nothing, when the mock on screen is gone', async () => {
    const { vm, session } = mockKit();
    await session.start();
    await vm.resume();
    expect(vm.phase).toBe('closed');
  });

  it('asks before handing the paper in, with what is answered, marked and left and the time on the clock', async () => {
    const { vm, clock } = mockKit();
    await vm.open();
    await vm.start();
    vm.sheet.choose(0);
    vm.sheet.next();
    vm.sheet.choose(1);
    vm.sheet.toggleMark();
    vm.sheet.next();
    vm.sheet.toggleMark();
    await clock.advance(5 * 60_000);
    vm.sheet.askToSubmit();
    expect(vm.sheet.confirmingSubmit).toBe(true);
    expect(vm.sheet.submitSummary).toEqual({ answered: 2, marked: 2, unanswered: 118, timeLeft: '01:55:00' });
    vm.sheet.cancelSubmit();
    expect(vm.phase).toBe('exam');
    vm.sheet.askToSubmit();
    await vm.submit();
    expect(vm.sheet.confirmingSubmit).toBe(false);
    expect(vm.phase).toBe('analysis');
  });

  it('starts a 120-question mock on the first English question with two hours on the clock', async () => {
    const { vm, hooks } = mockKit();
    await vm.open();
    await vm.start();
    expect(vm.phase).toBe('exam');
    expect(vm.sheet.questions).toHaveLength(120);
    expect(vm.sheet.current?.number).toBe(1);
    expect(vm.sheet.currentSection).toBe('English');
    expect(vm.sheet.timeLeftText).toBe('02:00:00');
    expect(vm.sheet.tabs.map((tab) => tab.section)).toEqual(['English', 'GK', 'Legal', 'Logical', 'Quant']);
    expect(vm.sheet.tabs.reduce((sum, tab) => sum + tab.count, 0)).toBe(120);
    expect(vm.sheet.palette[0]?.label).toBe('Question 1: Not answered');
    expect(vm.sheet.palette[1]?.label).toBe('Question 2: Not visited');
    expect(hooks.uses).toBe(1);
    vm.close();
  });

  it('shows the five palette states as the student answers, marks, clears and moves', async () => {
    const { vm } = mockKit();
    await vm.open();
    await vm.start();
    vm.sheet.choose(1);
    vm.sheet.next();
    vm.sheet.toggleMark();
    vm.sheet.next();
    vm.sheet.choose(2);
    vm.sheet.toggleMark();
    vm.sheet.next();
    vm.sheet.choose(0);
    vm.sheet.clearResponse();
    expect(vm.sheet.palette.slice(0, 5).map((entry) => entry.status)).toEqual(['answered', 'markedForReview', 'answeredAndMarked', 'notAnswered', 'notVisited']);
    expect(vm.sheet.statusCounts).toMatchObject({ answered: 1, markedForReview: 1, answeredAndMarked: 1, notAnswered: 1, notVisited: 116 });
    expect(vm.sheet.tabs[0]?.answered).toBe(2);
    vm.close();
  });

  it('opens a section at its first question, whose palette it then shows', async () => {
    const { vm } = mockKit();
    await vm.open();
    await vm.start();
    vm.sheet.openSection('Legal');
    expect(vm.sheet.currentSection).toBe('Legal');
    expect(vm.sheet.currentIndex).toBe(vm.sheet.tabs.find((tab) => tab.section === 'Legal')!.first);
    expect(vm.sheet.palette.every((entry) => vm.sheet.questions[entry.index]!.section === 'Legal')).toBe(true);
    vm.close();
  });

  it('saves every move, so a new screen resumes at the same question with the time still running', async () => {
    const { vm, attempts, clock } = mockKit();
    await vm.open();
    await vm.start();
    vm.sheet.goTo(9);
    vm.sheet.choose(3);
    vm.sheet.toggleMark();
    await clock.advance(10 * 60_000);
    vm.close();
    await settle();

    await clock.advance(15 * 60_000);
    const reopened = mockKit({ attempts, clock }).vm;
    await reopened.loadHistory();
    expect(reopened.history?.inProgress).not.toBeNull();
    await reopened.open();
    await reopened.start();
    expect(reopened.phase).toBe('exam');
    expect(reopened.sheet.currentIndex).toBe(9);
    expect(reopened.sheet.currentAnswer).toBe(3);
    expect(reopened.sheet.currentMarked).toBe(true);
    expect(reopened.sheet.timeLeftText).toBe('01:35:00');
    expect(attempts.rows).toHaveLength(1);
    reopened.close();
  });

  it('counts down by re-reading the clock and hands the mock in at zero, with the time-up notice and the analysis', async () => {
    const { vm, clock, attempts } = mockKit();
    await vm.open();
    await vm.start();
    vm.sheet.choose(vm.sheet.current!.answerIndex);
    await clock.advance(60_000);
    expect(vm.sheet.timeLeftText).toBe('01:59:00');
    await clock.advance(CLAT_DURATION_MS - 60_000);
    await settle();
    expect(vm.phase).toBe('analysis');
    expect(vm.notice).toBe(TIME_UP_NOTICE);
    expect(vm.finished?.analysis.result.marks).toBe(1);
    expect(attempts.rows[0]?.submittedAt).toBe(START + CLAT_DURATION_MS);
    expect(vm.history?.past).toHaveLength(1);
  });

  it('submits by hand, with negative marking, then lists the mock and reopens its analysis', async () => {
    const { vm, clock, mistakes } = mockKit();
    await vm.open();
    await vm.start();
    vm.sheet.choose(vm.sheet.current!.answerIndex);
    await clock.advance(30_000);
    vm.sheet.next();
    vm.sheet.choose((vm.sheet.current!.answerIndex + 1) % 4);
    await clock.advance(45_000);
    await vm.submit();
    expect(vm.phase).toBe('analysis');
    expect(vm.notice).toBeNull();
    const analysis = vm.finished!.analysis;
    expect(analysis.result).toMatchObject({ marks: 0.75, attempted: 2, correct: 1, wrong: 1, negativeMarks: 0.25 });
    expect(analysis.wrong).toHaveLength(1);
    // The wrong answer goes to Mistakes Review, with its passage and key.
    const wrong = analysis.wrong[0]!.question;
    expect(mistakes).toEqual([expect.objectContaining({ questionId: wrong.id, passage: wrong.passage, correctIndex: wrong.answerIndex, source: 'mock' })]);
    expect(analysis.slowest[0]?.timeMs).toBe(45_000);
    expect(vm.history?.past[0]?.result.marks).toBe(0.75);

    vm.close();
    await vm.review(vm.history!.past[0]!.id);
    expect(vm.phase).toBe('analysis');
    expect(vm.finished?.analysis.result.marks).toBe(0.75);
  });

  it('keeps the answers on screen when a save or the submission fails', async () => {
    const { vm, attempts } = mockKit();
    await vm.open();
    await vm.start();
    attempts.failure = new AppError('storage', 'full');
    vm.sheet.choose(2);
    await settle();
    expect(vm.saveError).toBe(MOCK_MESSAGES.saveFailed);
    expect(vm.sheet.currentAnswer).toBe(2);
    await vm.submit();
    expect(vm.phase).toBe('exam');
    expect(vm.error).toBe(MOCK_MESSAGES.submitFailed);
    attempts.failure = null;
    vm.sheet.choose(1);
    await settle();
    expect(vm.saveError).toBeNull();
    vm.close();
  });

  it('shows the allowance message to a free student who has had her mock, with the way to upgrade', async () => {
    const { vm, backend, ledger, hooks } = mockKit();
    backend.status = FREE_STATUS;
    ledger.replace('asha@example.in', { ...EMPTY_USAGE, fullMock: 1 });
    await vm.open();
    await vm.start();
    expect(vm.phase).toBe('failed');
    expect(vm.blockedMessage).toBe(ACCESS_MESSAGES.upgradeRequired);
    vm.upgrade();
    expect(hooks.payments).toBe(1);
    expect(vm.phase).toBe('closed');
  });

  it('opens the payment dialog when the server asks for payment', async () => {
    const { vm, starts, hooks } = mockKit();
    starts.refusal = new AppError('payment_required', 'Upgrade Required');
    await vm.open();
    await vm.start();
    expect(hooks.payments).toBe(1);
    expect(vm.phase).toBe('closed');
  });
});
