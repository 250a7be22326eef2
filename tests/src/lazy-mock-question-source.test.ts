import { describe, expect, it } from 'vitest';
import type { MockQuestionSource } from '../../core/mock/mock-question-source.port';
import { AppError } from '../../core/shared/app-error';
import { LazyMockQuestionSource } from '../../src/lazy-mock-question-source';

const PASSAGES: MockQuestionSource = {
  candidates: async () => [{ id: 'gen-quant-0-7', section: 'Quant', questionCount: 4, origin: 'generated', family: 'gen-quant-0', difficulties: ['easy'] }],
  sets: async (ids) => ids.map((id) => ({ id, section: 'Quant', title: id, passage: '', questions: [] })),
};

describe('the full mock passages, loaded on first use', () => {
  it('loads the source once, on the first call, and answers from it', async () => {
    let loads = 0;
    const source = new LazyMockQuestionSource(async () => {
      loads += 1;
      return PASSAGES;
    });
    expect(loads).toBe(0);
    expect(await source.candidates(7)).toEqual(await PASSAGES.candidates(7));
    expect(await source.sets(['gen-quant-0-7'])).toEqual(await PASSAGES.sets(['gen-quant-0-7']));
    expect(loads).toBe(1);
  });

  it('says the passages are unavailable when their chunk fails to download, and tries again on the next call', async () => {
    let loads = 0;
    const source = new LazyMockQuestionSource(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return PASSAGES;
    });
    const failure = await source.candidates(7).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'unavailable' });
    expect(await source.candidates(7)).toEqual(await PASSAGES.candidates(7));
    expect(loads).toBe(2);
  });
});
