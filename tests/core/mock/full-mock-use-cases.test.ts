import { describe, expect, it } from 'vitest';
import { ListFullMocks } from '../../../core/mock/list-full-mocks.use-case';
import { chooseAnswer, goTo, questionOf, toggleMarkForReview } from '../../../core/mock/mock-progress.rules';
import { MOCK_MESSAGES } from '../../../core/mock/mock.messages';
import { OpenFullMock } from '../../../core/mock/open-full-mock.use-case';
import { ReviewFullMock } from '../../../core/mock/review-full-mock.use-case';
import { SaveMockProgress } from '../../../core/mock/save-mock-progress.use-case';
import { PaperAssembly } from '../../../core/mock/paper-assembly';
import { StartFullMock } from '../../../core/mock/start-full-mock.use-case';
import { SubmitFullMock } from '../../../core/mock/submit-full-mock.use-case';
import { AppError } from '../../../core/shared/app-error';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeMockAttempts, FakeMockSource, FakeMockStarts } from '../../fakes/fake-full-mock';
import { FakeBackend, FREE_STATUS, PREMIUM_STATUS } from '../../fakes/fake-backend';
import { EMPTY_USAGE } from '../../../core/access/access.model';
import { USAGE_LIMITS } from '../../../core/billing/allowance.rules';
import { ACCESS_MESSAGES } from '../../../core/shared/messages';
import { MemoryStorage } from '../../fakes/memory-storage';
import { AccountStatusStore } from '../../../core/access/account-status.store';
import { FeatureGate } from '../../../core/access/feature-gate';
import { UsageLedger } from '../../../core/access/usage-ledger';
import { RecordingLogger } from '../../fakes/recording-logger';
import { CLAT_DURATION_MS } from '../../../core/exam/clat-pattern';

const START = Date.UTC(2026, 2, 10, 4, 30);

function kit() {
  const auth = new FakeAuth(makeSession(makeUser('asha@example.in', 'asha')));
  const attempts = new FakeMockAttempts();
  const source = new FakeMockSource(14, true);
  const clock = new FakeClock(START);
  const logger = new RecordingLogger();
  const backend = new FakeBackend();
  backend.status = PREMIUM_STATUS;
  const storage = new MemoryStorage();
  const ledger = new UsageLedger(storage);
  const gate = new FeatureGate(auth, new AccountStatusStore(backend, storage, ledger), ledger, clock, logger);
  const starts = new FakeMockStarts(new PaperAssembly(attempts, source, clock));
  return {
    auth,
    backend,
    ledger,
    starts,
    attempts,
    source,
    clock,
    start: new StartFullMock(gate, starts, auth, attempts, source, logger),
    open: new OpenFullMock(auth, attempts, source, clock, logger),
    save: new SaveMockProgress(auth, attempts, logger),
    submit: new SubmitFullMock(auth, attempts, source, clock, logger),
    list: new ListFullMocks(auth, attempts, logger),
    review: new ReviewFullMock(auth, attempts, source, logger),
  };
}

async function started(k: ReturnType<typeof kit>) {
  const result = await k.start.execute();
  if (!result.ok) throw result.error;
  return result.value;
}

describe('StartFullMock', () => {
  it('fixes a 120-question paper with the start time and keeps it with the attempt', async () => {
    const k = kit();
    const { attempt, questions } = await started(k);
    expect(questions).toHaveLength(120);
    expect(attempt.startedAt).toBe(START);
    expect(k.attempts.rows[0]?.paper).toEqual(attempt.paper);
    expect(questions[0]?.number).toBe(1);
    expect(questions[0]?.section).toBe('English');
  });

  it('returns the mock in progress instead of starting another', async () => {
    const k = kit();
    const first = await started(k);
    await k.clock.advance(60_000);
    const again = await started(k);
    expect(again.attempt.id).toBe(first.attempt.id);
    expect(k.attempts.rows).toHaveLength(1);
  });

  it("gives a student's second mock passages other than her first's", async () => {
    const k = kit();
    const first = await started(k);
    await k.submit.execute({ attemptId: first.attempt.id, progress: first.attempt.progress });
    await k.clock.advance(86_400_000);
    const second = await started(k);
    const firstIds = new Set(first.attempt.paper.sets.map((set) => set.setId));
    expect(second.attempt.paper.sets.filter((set) => firstIds.has(set.setId))).toEqual([]);
    expect(second.attempt.paper.seed).not.toBe(first.attempt.paper.seed);
  });

  it('says so when the banks cannot fill a paper, and when they cannot be read', async () => {
    const k = kit();
    for (const id of [...k.source.bank.keys()]) if (id.startsWith('quant-') && id !== 'quant-1') k.source.bank.delete(id);
    const short = await k.start.execute();
    expect(!short.ok && short.error.message).toBe(MOCK_MESSAGES.notEnoughQuestions);
    k.source.failure = new AppError('unavailable', 'chunk failed');
    const broken = await k.start.execute();
    expect(!broken.ok && broken.error.message).toBe(MOCK_MESSAGES.loadFailed);
    expect(k.attempts.rows).toHaveLength(0);
  });

  it('needs a signed-in student', async () => {
    const k = kit();
    k.auth.session = null;
    expect((await k.start.execute()).ok).toBe(false);
  });
});

describe('StartFullMock metering', () => {
  it('lets a free student take one full mock, then refuses with the upgrade message; resuming costs nothing', async () => {
    const k = kit();
    k.backend.status = FREE_STATUS;
    const first = await started(k);
    expect(k.ledger.read('asha@example.in').fullMock).toBe(1);
    expect((await k.start.execute()).ok).toBe(true);
    expect(k.ledger.read('asha@example.in').fullMock).toBe(1);
    await k.submit.execute({ attemptId: first.attempt.id, progress: first.attempt.progress });

    const second = await k.start.execute();
    expect(!second.ok && [second.error.code, second.error.message]).toEqual(['usage_blocked', ACCESS_MESSAGES.upgradeRequired]);
    expect(k.attempts.rows).toHaveLength(1);
  });

  it('gives a paid plan the paid allowance, then says the credits are over', async () => {
    const k = kit();
    k.ledger.replace('asha@example.in', { ...EMPTY_USAGE, fullMock: USAGE_LIMITS.paid - 1 });
    const last = await started(k);
    await k.submit.execute({ attemptId: last.attempt.id, progress: last.attempt.progress });
    const refused = await k.start.execute();
    expect(!refused.ok && refused.error.message).toBe(ACCESS_MESSAGES.premiumCreditsOver);
  });

  it('counts nothing when the mock could not be made, and passes on the server refusing the claim', async () => {
    const k = kit();
    k.starts.refusal = new AppError('payment_required', 'Upgrade Required');
    const refused = await k.start.execute();
    expect(!refused.ok && [refused.error.code, refused.error.message]).toEqual(['payment_required', 'Upgrade Required']);
    expect(k.attempts.rows).toHaveLength(0);
    expect(k.ledger.read('asha@example.in').fullMock).toBe(0);
    k.starts.refusal = null;
    await started(k);
    expect(k.starts.starts).toBe(1);
    expect(k.ledger.read('asha@example.in').fullMock).toBe(1);
  });
});

describe('OpenFullMock (resume)', () => {
  it('resumes at the saved question with the time running from the stored start', async () => {
    const k = kit();
    const { attempt, questions } = await started(k);
    const ids = questions.map((question) => question.id);
    let progress = goTo(attempt.progress, ids, 7, attempt.startedAt, START + 120_000);
    progress = chooseAnswer(progress, ids, 2);
    progress = toggleMarkForReview(progress, ids);
    expect((await k.save.execute({ attemptId: attempt.id, progress })).ok).toBe(true);

    await k.clock.advance(20 * 60_000);
    const opened = await k.open.execute();
    expect(opened.ok && opened.value.kind).toBe('inProgress');
    if (!opened.ok || opened.value.kind !== 'inProgress') return;
    expect(opened.value.attempt.progress.current).toBe(7);
    expect(opened.value.attempt.startedAt).toBe(START);
    expect(opened.value.attempt.progress.enteredAt).toBe(k.clock.now());
    expect(questionOf(opened.value.attempt.progress, ids[7]!)).toMatchObject({ answer: 2, markedForReview: true });
  });

  it('hands in a mock whose two hours ran out while it was closed, as it was saved', async () => {
    const k = kit();
    const { attempt, questions } = await started(k);
    const ids = questions.map((question) => question.id);
    const progress = chooseAnswer(attempt.progress, ids, questions[0]!.answerIndex);
    await k.save.execute({ attemptId: attempt.id, progress });
    await k.clock.advance(CLAT_DURATION_MS + 5 * 60_000);
    const opened = await k.open.execute();
    expect(opened.ok && opened.value.kind).toBe('timedOut');
    if (!opened.ok || opened.value.kind !== 'timedOut') return;
    expect(opened.value.analysis.result.marks).toBe(1);
    expect(opened.value.attempt.submittedAt).toBe(k.clock.now());
    // Time is counted only up to the deadline.
    expect(opened.value.analysis.totalTimeMs).toBe(CLAT_DURATION_MS);
    expect((await k.open.execute()).ok && (await k.open.execute())).toMatchObject({ value: { kind: 'none' } });
  });

  it('is none when no mock is running', async () => {
    const opened = await kit().open.execute();
    expect(opened).toEqual({ ok: true, value: { kind: 'none' } });
  });

  it('fails with a message when the paper cannot be rebuilt', async () => {
    const k = kit();
    await started(k);
    k.source.failure = new AppError('unavailable', 'chunk failed');
    const opened = await k.open.execute();
    expect(!opened.ok && opened.error.message).toBe(MOCK_MESSAGES.loadFailed);
  });
});

describe('SubmitFullMock', () => {
  it('marks with negative marking, keeps the result and the wrong answers for review, once', async () => {
    const k = kit();
    const { attempt, questions } = await started(k);
    const ids = questions.map((question) => question.id);
    let progress = chooseAnswer(attempt.progress, ids, questions[0]!.answerIndex);
    progress = goTo(progress, ids, 1, START, START + 30_000);
    progress = chooseAnswer(progress, ids, (questions[1]!.answerIndex + 1) % 4);
    await k.clock.advance(90_000);
    const submitted = await k.submit.execute({ attemptId: attempt.id, progress });
    expect(submitted.ok).toBe(true);
    if (!submitted.ok) return;
    const { result } = submitted.value.analysis;
    expect(result).toMatchObject({ marks: 0.75, questions: 120, attempted: 2, correct: 1, wrong: 1, negativeMarks: 0.25 });
    expect(result.wrongQuestionIds).toEqual([ids[1]]);
    expect(result.sections.map((section) => section.questions).reduce((a, b) => a + b)).toBe(120);
    expect(k.attempts.rows[0]?.result?.wrongQuestionIds).toEqual([ids[1]]);
    // 30 s on the first question, the rest (60 s) on the second, where she submitted.
    expect(submitted.value.analysis.questions[0]?.timeMs).toBe(30_000);
    expect(submitted.value.analysis.questions[1]?.timeMs).toBe(60_000);

    const again = await k.submit.execute({ attemptId: attempt.id, progress });
    expect(!again.ok && again.error.message).toBe(MOCK_MESSAGES.alreadySubmitted);
    const late = await k.save.execute({ attemptId: attempt.id, progress });
    expect(!late.ok && late.error.code).toBe('conflict');
  });

  it("cannot submit another student's mock", async () => {
    const k = kit();
    const { attempt } = await started(k);
    k.auth.session = makeSession(makeUser('ravi@example.in', 'ravi'));
    const result = await k.submit.execute({ attemptId: attempt.id, progress: attempt.progress });
    expect(!result.ok && result.error.message).toBe(MOCK_MESSAGES.notFound);
  });

  it('keeps the answers on screen when the store fails: a coded error with the message', async () => {
    const k = kit();
    const { attempt } = await started(k);
    k.attempts.failure = new AppError('network', 'down');
    const result = await k.submit.execute({ attemptId: attempt.id, progress: attempt.progress });
    expect(!result.ok && [result.error.code, result.error.message]).toEqual(['network', MOCK_MESSAGES.submitFailed]);
    const saved = await k.save.execute({ attemptId: attempt.id, progress: attempt.progress });
    expect(!saved.ok && saved.error.message).toBe(MOCK_MESSAGES.saveFailed);
  });
});

describe('ListFullMocks and ReviewFullMock', () => {
  it('lists past mocks with their marks, newest first, and reopens an analysis', async () => {
    const k = kit();
    const first = await started(k);
    const ids = first.questions.map((question) => question.id);
    await k.submit.execute({ attemptId: first.attempt.id, progress: chooseAnswer(first.attempt.progress, ids, first.questions[0]!.answerIndex) });
    await k.clock.advance(86_400_000);
    const second = await started(k);

    const listed = await k.list.execute();
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    expect(listed.value.past.map((mock) => [mock.id, mock.result.marks])).toEqual([[first.attempt.id, 1]]);
    expect(listed.value.inProgress?.id).toBe(second.attempt.id);

    const reviewed = await k.review.execute({ attemptId: first.attempt.id });
    expect(reviewed.ok && reviewed.value.analysis.result.marks).toBe(1);
    const unfinished = await k.review.execute({ attemptId: second.attempt.id });
    expect(!unfinished.ok && unfinished.error.code).toBe('not_found');
  });
});
