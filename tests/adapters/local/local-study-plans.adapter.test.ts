import { describe, expect, it } from 'vitest';
import { LOCAL_KEY_PREFIX } from '../../../adapters/local/stored-document';
import { LocalStudyPlans } from '../../../adapters/local/local-study-plans.adapter';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { studyPlansContract } from '../contracts/study-plans.contract';

const KEY = `${LOCAL_KEY_PREFIX}db.study_plans`;

describe('LocalStudyPlans', () => {
  studyPlansContract(async () => ({ plans: new LocalStudyPlans(new MemoryStorage(), new RecordingLogger()), asha: 'asha', ravi: 'ravi' }));

  it('survives a reload: a new adapter on the same storage reads the saved plan', async () => {
    const storage = new MemoryStorage();
    const record = { examDate: '2026-12-06', day: '2026-11-25', done: ['daily-quiz'], updatedAt: 1 };
    await new LocalStudyPlans(storage, new RecordingLogger()).put('asha', record);
    expect(await new LocalStudyPlans(storage, new RecordingLogger()).get('asha')).toEqual(record);
  });

  it("leaves out a tampered row, keeps it aside, and still reads the other students' plans", async () => {
    const good = { userId: 'ravi', record: { examDate: '2027-12-05', day: '2026-11-25', done: [], updatedAt: 1 } };
    const bad = { userId: 'asha', record: { examDate: '2026-02-30', day: '2026-11-25', done: ['x'.repeat(200)], updatedAt: 1 } };
    const storage = new MemoryStorage({ [KEY]: JSON.stringify([bad, good]) });
    const logger = new RecordingLogger();
    const plans = new LocalStudyPlans(storage, logger);
    expect(await plans.get('asha')).toBeNull();
    expect(await plans.get('ravi')).toEqual(good.record);
    expect([...storage.values.keys()].some((key) => key.startsWith(`${KEY}.recovered.`))).toBe(true);
    expect(logger.entries.some((entry) => entry.message === 'Ignoring unreadable local data')).toBe(true);
  });

  it('changes nothing when the device is full', async () => {
    const storage = new MemoryStorage();
    const plans = new LocalStudyPlans(storage, new RecordingLogger());
    await plans.put('asha', { examDate: '2026-12-06', day: '2026-11-25', done: [], updatedAt: 1 });
    storage.failWrites = true;
    await expect(plans.put('asha', { examDate: '2026-12-06', day: '2026-11-25', done: ['daily-quiz'], updatedAt: 2 })).rejects.toMatchObject({ code: 'storage' });
    expect((await plans.get('asha'))?.done).toEqual([]);
  });
});
