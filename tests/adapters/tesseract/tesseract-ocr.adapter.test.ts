import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tesseract from 'tesseract.js';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { TesseractOcr } from '../../../adapters/tesseract/tesseract-ocr.adapter';
import { AppError } from '../../../core/shared/app-error';
import { fakeImageEnvironment } from '../../support/fake-image-environment';
import { renderPhotoPng } from '../../support/photo-png';
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

describe('TesseractOcr with the browser image APIs', { timeout: 60_000 }, () => {
  // A 2000x1600 photo: its shorter side is above 1500 px, so it is scaled to 1875x1500.
  const photo = renderPhotoPng(['Q. What is 20% of 150?'], { width: 2000, height: 1600 });
  let environment: ReturnType<typeof fakeImageEnvironment>;
  // Spied per test (without a fake result it calls through to tesseract.js).
  let createWorker: MockInstance<typeof tesseract.createWorker>;

  beforeEach(() => {
    environment = fakeImageEnvironment();
    vi.stubGlobal('createImageBitmap', environment.createImageBitmap);
    vi.stubGlobal('OffscreenCanvas', environment.OffscreenCanvas);
    createWorker = vi.spyOn(tesseract, 'createWorker');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    createWorker.mockRestore();
  });

  /** A worker that records what it was asked to read. */
  function recordingWorker() {
    const read = vi.fn(async (_image: unknown) => ({ data: { text: 'read' } }));
    const worker = { recognize: read, terminate: vi.fn(async () => ({})) } as unknown as tesseract.Worker;
    createWorker.mockResolvedValueOnce(worker);
    return read;
  }

  it('hands tesseract the photo scaled down and in grey, as PGM', async () => {
    const read = recordingWorker();
    const ocr = new TesseractOcr({ workerOptions: NODE_OPTIONS });

    expect(await ocr.recognize(png(photo))).toBe('read');

    const image = read.mock.calls[0]![0] as Uint8Array;
    const header = 'P5\n1875 1500\n255\n';
    expect(new TextDecoder().decode(image.subarray(0, header.length))).toBe(header);
    expect(image).toHaveLength(header.length + 1875 * 1500);
    expect(environment.createImageBitmap.bitmaps.every((bitmap) => bitmap.closed)).toBe(true);
    await ocr.terminate();
  });

  it('hands tesseract a small image, or one the browser cannot decode, as it is', async () => {
    const read = recordingWorker();
    const ocr = new TesseractOcr({ workerOptions: NODE_OPTIONS });
    const small = renderTextPng(['1']);
    const notAPng = new TextEncoder().encode('GIF89a, say');

    await ocr.recognize(png(small));
    await ocr.recognize(new Blob([notAPng as Uint8Array<ArrayBuffer>], { type: 'image/gif' }));

    expect(read.mock.calls.map(([image]) => image)).toEqual([small, notAPng]);
    await ocr.terminate();
  });

  it('reads the question from the scaled photo, with progress up to 1', async () => {
    const ocr = new TesseractOcr({ workerOptions: NODE_OPTIONS });
    const progress: number[] = [];
    try {
      const text = await ocr.recognize(png(photo), (value) => progress.push(value));

      expect(normalise(text)).toBe('Q. What is 20% of 150?');
      expect(progress.at(-1)).toBeCloseTo(1, 2);
      expect(environment.createImageBitmap.bitmaps).toHaveLength(1);
    } finally {
      await ocr.terminate();
    }
  });
});
