import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tesseract from 'tesseract.js';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { TesseractOcr } from '../../../adapters/tesseract/tesseract-ocr.adapter';
import { AppError } from '../../../core/shared/app-error';
import { renderTextPng } from '../../support/text-png';

const require = createRequire(import.meta.url);
const ENGLISH_DATA = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

// In Node, tesseract.js runs a worker thread from node_modules and reads the data from disk:
// `undefined` keeps its own worker path instead of the browser's public/tesseract URL.
const NODE_OPTIONS = { langPath: ENGLISH_DATA, cacheMethod: 'none', workerPath: undefined, corePath: undefined };

const png = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' });
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('TesseractOcr', { timeout: 60_000 }, () => {
  const ocr = new TesseractOcr({ workerOptions: NODE_OPTIONS });
  const createWorker = vi.spyOn(tesseract, 'createWorker');

  afterEach(() => {
    createWorker.mockClear();
  });

  afterAll(async () => {
    await ocr.terminate();
    createWorker.mockRestore();
  });

  it('reads the text of a question image and reports progress up to 1', async () => {
    const progress: number[] = [];

    const text = await ocr.recognize(png(renderTextPng(['What is 20% of 150?'])), (value) => progress.push(value));

    // A hand-drawn pixel font: the words and the shape of the question must come through; exact
    // digits are checked on a real font in the Chromium tests (tests/e2e/ai-tools.e2e.test.ts).
    expect(normalise(text)).toMatch(/What i\S? \d{2}% of \d{3}/);
    expect(text).toBe(text.trim());
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((value) => value >= 0 && value <= 1)).toBe(true);
    expect(progress.at(-1)).toBeCloseTo(1, 2);
  });

  it('reads a blank image as empty text', async () => {
    const blank = renderTextPng(['   ']);

    expect(await ocr.recognize(png(blank))).toBe('');
  });

  it('starts one worker and reuses it for concurrent warm-ups and later recognitions', async () => {
    const fresh = new TesseractOcr({ workerOptions: NODE_OPTIONS });
    try {
      await Promise.all([fresh.warmUp(), fresh.warmUp(), fresh.recognize(png(renderTextPng(['1'])))]);
      await fresh.recognize(png(renderTextPng(['2'])));

      expect(createWorker).toHaveBeenCalledTimes(1);
    } finally {
      await fresh.terminate();
    }
  });

  it('reports a failed start as an AppError and starts afresh on the next call', async () => {
    const fresh = new TesseractOcr({ workerOptions: NODE_OPTIONS });
    const read = vi.fn(async () => ({ data: { text: '  read  \n' } }));
    const worker = { recognize: read, terminate: vi.fn(async () => ({})) } as unknown as tesseract.Worker;
    createWorker.mockRejectedValueOnce('Network error while fetching eng.traineddata.gz').mockResolvedValueOnce(worker);

    const failure = await fresh.recognize(png(renderTextPng(['1']))).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'unknown', message: 'Network error while fetching eng.traineddata.gz' });
    expect(await fresh.recognize(png(renderTextPng(['1'])))).toBe('read');
    expect(createWorker).toHaveBeenCalledTimes(2);
    await fresh.terminate();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('fails the start when the language data cannot be loaded, which tesseract.js reports only to its error handler', async () => {
    const fresh = new TesseractOcr({ workerOptions: NODE_OPTIONS });
    createWorker.mockImplementationOnce(async (_langs, _oem, options) => {
      options?.errorHandler?.('Error: ENOENT: no such file or directory');
      return new Promise<never>(() => {});
    });

    await expect(fresh.warmUp()).rejects.toMatchObject({ code: 'unknown', message: 'Error: ENOENT: no such file or directory' });
  });
});
