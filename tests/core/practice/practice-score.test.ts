import { describe, expect, it } from 'vitest';
import { scorePractice } from '../../../core/practice/practice-score';
import type { PracticeQuestion } from '../../../core/practice/practice.model';
import { PrepareTextReader } from '../../../core/doubt/prepare-text-reader.use-case';
import { RecordingLogger } from '../../fakes/recording-logger';

const question = (answer: 'A' | 'B' | 'C' | 'D'): PracticeQuestion => ({ question: 'q', options: ['1', '2', '3', '4'], answer, explanation: 'e' });

describe('scorePractice', () => {
  it('counts matching letters, with unanswered questions wrong', () => {
    expect(scorePractice([question('A'), question('B'), question('C')], { 0: 'A', 1: 'C' })).toBe(1);
    expect(scorePractice([], {})).toBe(0);
  });
});

describe('PrepareTextReader', () => {
  it('starts the reader, and only logs when it cannot', async () => {
    let started = 0;
    const logger = new RecordingLogger();
    const ocr = { warmUp: async () => void (started += 1), recognize: async () => '' };
    await new PrepareTextReader(ocr, logger).execute();
    expect(started).toBe(1);
    await new PrepareTextReader({ ...ocr, warmUp: async () => Promise.reject(new Error('no wasm')) }, logger).execute();
    expect(logger.messages('warn')).toEqual(['The text reader could not start ahead of use']);
  });
});
