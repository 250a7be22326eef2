import { expect, it } from 'vitest';
import type { StudyPlans } from '../../../core/study-plan/study-plans.port';
import type { StudyPlanRecord } from '../../../core/study-plan/study-plan.model';

export interface StudyPlansSubject {
  readonly plans: StudyPlans;
  /** The ids the store knows the two students by. */
  readonly asha: string;
  readonly ravi: string;
}

const AT = Date.UTC(2026, 10, 25, 4, 30);
const ASHA_PLAN: StudyPlanRecord = { examDate: '2026-12-06', day: '2026-11-25', done: ['daily-quiz', 'practice-Legal'], updatedAt: AT };

/** What every StudyPlans adapter must do, local or hosted. */
export function studyPlansContract(subject: () => Promise<StudyPlansSubject>): void {
  it('has no plan for a student who never set an exam date', async () => {
    const { plans, asha } = await subject();
    expect(await plans.get(asha)).toBeNull();
  });

  it("keeps each student's own record, as saved", async () => {
    const { plans, asha, ravi } = await subject();
    await plans.put(asha, ASHA_PLAN);
    await plans.put(ravi, { examDate: '2027-12-05', day: '2026-11-25', done: [], updatedAt: AT });
    expect(await plans.get(asha)).toEqual(ASHA_PLAN);
    expect(await plans.get(ravi)).toEqual({ examDate: '2027-12-05', day: '2026-11-25', done: [], updatedAt: AT });
  });

  it('replaces the record on a new save: one per student', async () => {
    const { plans, asha, ravi } = await subject();
    await plans.put(asha, ASHA_PLAN);
    await plans.put(ravi, { ...ASHA_PLAN, done: [] });
    const next = { examDate: '2026-12-06', day: '2026-11-26', done: ['review'], updatedAt: AT + 86_400_000 };
    await plans.put(asha, next);
    expect(await plans.get(asha)).toEqual(next);
    expect(await plans.get(ravi)).toEqual({ ...ASHA_PLAN, done: [] });
  });
}
