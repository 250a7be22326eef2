import { describe, expect, it } from 'vitest';
import { INITIAL_DASHBOARD_STATE, type DashboardState } from '../../../core/dashboard/dashboard-state.model';
import { DashboardStateStore } from '../../../core/dashboard/dashboard-state.store';
import { userStorageKey } from '../../../core/shared/storage-keys';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

const message = { id: '1', type: 'user' as const, content: 'What is tort?', timestamp: '2026-11-21T09:00:00Z' };

describe('DashboardStateStore', () => {
  it('restores each tool per user, never as still generating', () => {
    const storage = new MemoryStorage();
    const store = new DashboardStateStore(storage, new RecordingLogger());
    const state: DashboardState = {
      ...INITIAL_DASHBOARD_STATE,
      conceptExplainer: { messages: [message], input: 'half typed' },
      studyAdvice: { messages: [message], input: '', isGenerating: true },
      topicPractice: { ...INITIAL_DASHBOARD_STATE.topicPractice, selectedTopic: 'Percentages', isGenerating: true },
    };
    store.save('asha@example.in', state);
    const restored = store.load('asha@example.in');
    expect(restored.conceptExplainer).toEqual({ messages: [message], input: 'half typed' });
    expect(restored.studyAdvice.isGenerating).toBe(false);
    expect(restored.topicPractice).toMatchObject({ selectedTopic: 'Percentages', isGenerating: false });
    expect(store.load('someone@else.in')).toEqual(INITIAL_DASHBOARD_STATE);
  });

  it('replaces a corrupt or mis-shaped tool with its initial state', () => {
    const storage = new MemoryStorage();
    const store = new DashboardStateStore(storage, new RecordingLogger());
    storage.set(userStorageKey('dashboard', 'a@b.in'), JSON.stringify({ conceptExplainer: { messages: 'x', input: '' } }));
    expect(store.load('a@b.in')).toEqual(INITIAL_DASHBOARD_STATE);
    storage.set(userStorageKey('dashboard', 'a@b.in'), '][');
    expect(store.load('a@b.in')).toEqual(INITIAL_DASHBOARD_STATE);
  });

  it('logs instead of throwing when the device is full', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const logger = new RecordingLogger();
    new DashboardStateStore(storage, logger).save('a@b.in', INITIAL_DASHBOARD_STATE);
    expect(logger.messages('warn')).toEqual(['Dashboard state could not be saved']);
  });
});
