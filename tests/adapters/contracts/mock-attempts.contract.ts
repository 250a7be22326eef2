import { expect, it } from 'vitest';
import type { MockAttemptRecords } from '../../../core/mock/mock-attempts.port';
import { chooseAnswer, goTo, startProgress, toggleMarkForReview } from '../../../core/mock/mock-progress.rules';
import { scoreMock } from '../../../core/mock/mock-scoring.rules';
import { paperQuestionIds, type MockPaper } from '../../../core/mock/mock.model';
import { AppError } from '../../../core/shared/app-error';

export interface MockAttemptsSubject {
  readonly attempts: MockAttemptRecords;
  /** The ids the store knows the two students by. */
  readonly asha: string;
  readonly ravi: string;
}

const PAPER: MockPaper = {
  seed: 12345,
  sets: [
    { setId: 'english-technology-1', section: 'English', questionCount: 5 },
    { setId: 'gen-quant-0-77', section: 'Quant', questionCount: 4 },
  ],
};
const IDS = paperQuestionIds(PAPER);
const START = Date.UTC(2026, 2, 10, 4, 30);

/** What every store of mocks must do: on this device, in Supabase or in the server's PostgreSQL. */
export function mockAttemptsContract(subject: () => Promise<MockAttemptsSubject>): void {
  it('keeps the paper and start time as created, and lists a student her own mocks, newest first', async () => {
    const { attempts, asha, ravi } = await subject();
    const first = await attempts.create({ userId: asha, paper: PAPER, startedAt: START, progress: startProgress(IDS, START) });
    const marked = scoreMock([], first.progress);
    await attempts.submit(asha, first.id, { progress: first.progress, result: marked, submittedAt: START + 60_000 });
    const second = await attempts.create({ userId: asha, paper: { ...PAPER, seed: 9 }, startedAt: START + 86_400_000, progress: startProgress(IDS, START + 86_400_000) });
    await attempts.create({ userId: ravi, paper: PAPER, startedAt: START, progress: startProgress(IDS, START) });
    expect(first).toMatchObject({ paper: PAPER, startedAt: START, submittedAt: null, result: null });
    expect((await attempts.list(asha)).map((attempt) => attempt.id)).toEqual([second.id, first.id]);
    expect(await attempts.find(ravi, first.id)).toBeNull();
  });

  it('saves progress as the student goes and keeps the result once submitted, with no change after', async () => {
    const { attempts, asha } = await subject();
    const created = await attempts.create({ userId: asha, paper: PAPER, startedAt: START, progress: startProgress(IDS, START) });
    let progress = goTo(created.progress, IDS, 3, START, START + 65_000);
    progress = toggleMarkForReview(chooseAnswer(progress, IDS, 2), IDS);
    await attempts.saveProgress(asha, created.id, progress);
    expect((await attempts.find(asha, created.id))?.progress).toEqual(progress);

    const result = scoreMock(
      IDS.map((id) => ({ id, section: id.startsWith('gen-') ? ('Quant' as const) : ('English' as const), answerIndex: 1 })),
      progress,
    );
    const submitted = await attempts.submit(asha, created.id, { progress, result, submittedAt: START + 120_000 });
    expect(submitted).toMatchObject({ submittedAt: START + 120_000, result });
    expect((await attempts.find(asha, created.id))?.result?.wrongQuestionIds).toEqual([IDS[3]]);

    await expect(attempts.saveProgress(asha, created.id, progress)).rejects.toMatchObject({ code: 'conflict' });
    await expect(attempts.submit(asha, created.id, { progress, result, submittedAt: START + 130_000 })).rejects.toBeInstanceOf(AppError);
    expect((await attempts.find(asha, created.id))?.submittedAt).toBe(START + 120_000);
  });

  it('keeps one mock in progress a student', async () => {
    const { attempts, asha, ravi } = await subject();
    await attempts.create({ userId: asha, paper: PAPER, startedAt: START, progress: startProgress(IDS, START) });
    await expect(attempts.create({ userId: asha, paper: PAPER, startedAt: START + 1_000, progress: startProgress(IDS, START + 1_000) })).rejects.toMatchObject({ code: 'conflict' });
    expect(await attempts.list(asha)).toHaveLength(1);
    await attempts.create({ userId: ravi, paper: PAPER, startedAt: START, progress: startProgress(IDS, START) });
  });

  it("does not let a student change another student's mock", async () => {
    const { attempts, asha, ravi } = await subject();
    const created = await attempts.create({ userId: asha, paper: PAPER, startedAt: START, progress: startProgress(IDS, START) });
    await expect(attempts.saveProgress(ravi, created.id, chooseAnswer(created.progress, IDS, 1))).rejects.toBeInstanceOf(AppError);
    expect((await attempts.find(asha, created.id))?.progress).toEqual(created.progress);
  });
}
