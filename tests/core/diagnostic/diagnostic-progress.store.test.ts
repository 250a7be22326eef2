import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { DiagnosticProgressStore } from '../../../core/diagnostic/diagnostic-progress.store';
import { userStorageKey } from '../../../core/shared/storage-keys';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

function setup() {
  const storage = new MemoryStorage();
  const logger = new RecordingLogger();
  return { storage, logger, store: new DiagnosticProgressStore(storage, logger, DIAGNOSTIC_QUESTIONS) };
}

describe('DiagnosticProgressStore', () => {
  it('keeps answers and position per user until cleared', () => {
    const { store } = setup();
    store.save('a@b.in', { currentIndex: 4, answers: { 'legal-1': 2, 'legal-2': 0 } });
    expect(store.load('a@b.in')).toEqual({ currentIndex: 4, answers: { 'legal-1': 2, 'legal-2': 0 } });
    expect(store.load('c@d.in')).toBeNull();
    store.clear('a@b.in');
    expect(store.load('a@b.in')).toBeNull();
  });

  it('drops unknown questions, invalid choices and an out-of-range position', () => {
    const { store, storage } = setup();
    storage.set(
      userStorageKey('diagnostic-progress', 'a@b.in'),
      JSON.stringify({ currentIndex: 99, answers: { 'legal-1': 1, 'no-such': 2, 'legal-2': 7, 'gk-1': 1.5 } }),
    );
    expect(store.load('a@b.in')).toEqual({ currentIndex: 12, answers: { 'legal-1': 1 } });
    storage.set(userStorageKey('diagnostic-progress', 'a@b.in'), 'nonsense');
    expect(store.load('a@b.in')).toBeNull();
  });

  it('keeps the unconfirmed choice on the current question, and drops an invalid one', () => {
    const { store, storage } = setup();
    store.save('a@b.in', { currentIndex: 2, answers: { 'legal-1': 2 }, pending: 3 });
    expect(store.load('a@b.in')).toStrictEqual({ currentIndex: 2, answers: { 'legal-1': 2 }, pending: 3 });
    storage.set(userStorageKey('diagnostic-progress', 'a@b.in'), JSON.stringify({ currentIndex: 2, answers: {}, pending: 9 }));
    expect(store.load('a@b.in')).toStrictEqual({ currentIndex: 2, answers: {} });
  });

  it('logs rather than throws when the device is full', () => {
    const { store, storage, logger } = setup();
    storage.failWrites = true;
    store.save('a@b.in', { currentIndex: 0, answers: {} });
    expect(logger.messages('warn')).toEqual(['Diagnostic progress could not be saved']);
  });
});
