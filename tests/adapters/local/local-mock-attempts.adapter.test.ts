import { describe, expect, it } from 'vitest';
import { LocalMockAttempts } from '../../../adapters/local/local-mock-attempts.adapter';
import { LOCAL_KEY_PREFIX } from '../../../adapters/local/stored-document';
import { startProgress } from '../../../core/mock/mock-progress.rules';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { mockAttemptsContract } from '../contracts/mock-attempts.contract';

describe('LocalMockAttempts', () => {
  mockAttemptsContract(async () => ({ attempts: new LocalMockAttempts(new MemoryStorage(), new RecordingLogger()), asha: 'asha', ravi: 'ravi' }));

  it('survives a reload: a new instance on the same storage reads the mock in progress', async () => {
    const storage = new MemoryStorage();
    const paper = { seed: 1, sets: [{ setId: 'legal-1', section: 'Legal' as const, questionCount: 4 }] };
    const created = await new LocalMockAttempts(storage, new RecordingLogger()).create({ userId: 'asha', paper, startedAt: 1000, progress: startProgress(['legal-1-q1'], 1000) });
    expect(await new LocalMockAttempts(storage, new RecordingLogger()).find('asha', created.id)).toEqual(created);
  });

  it('leaves out a damaged row and keeps the others', async () => {
    const storage = new MemoryStorage();
    const attempts = new LocalMockAttempts(storage, new RecordingLogger());
    const paper = { seed: 1, sets: [{ setId: 'legal-1', section: 'Legal' as const, questionCount: 4 }] };
    const good = await attempts.create({ userId: 'asha', paper, startedAt: 1000, progress: startProgress(['legal-1-q1'], 1000) });
    const key = `${LOCAL_KEY_PREFIX}db.full_mock_attempts`;
    storage.set(key, JSON.stringify([...JSON.parse(storage.get(key)!), { id: 'x', userId: 'asha', paper: { seed: -1 } }]));
    expect((await attempts.list('asha')).map((attempt) => attempt.id)).toEqual([good.id]);
  });
});
