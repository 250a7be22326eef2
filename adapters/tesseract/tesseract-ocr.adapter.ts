import { injectable, unmanaged } from 'inversify';
import type { ImageLike, LoggerMessage, Worker, WorkerOptions } from 'tesseract.js';
import type { Ocr } from '../../core/doubt/ocr.port';
import { AppError } from '../../core/shared/app-error';
import { shrinkForOcr } from './shrink-image';

const LANGUAGE = 'eng';
const RECOGNIZING = 'recognizing text';
const START_FAILED = 'The text reader could not start.';
const READ_FAILED = 'The text reader could not read the image.';
/**
 * The IndexedDB key prefix of the cached language data. It names the data's version, so a change
 * of model (see scripts/copy-ocr-assets.mjs) is downloaded again instead of read from the cache.
 */
const CACHE_PATH = 'tesseract-eng-4.0.0_best_int';

export interface TesseractOcrOptions {
  /** The URL folder, ending in '/', that serves what scripts/copy-ocr-assets.mjs copies. */
  readonly assetBase?: string;
  /**
   * Merged over the worker options. A key set to `undefined` falls back to tesseract.js's own
   * default; Node tests use that for the worker path, which defaults to node_modules there.
   */
  readonly workerOptions?: Record<string, unknown>;
}

function defaultAssetBase(): string {
  // import.meta.env is Vite's; it is missing when this module runs outside Vite.
  return `${import.meta.env?.BASE_URL ?? '/'}tesseract/`;
}

function toAppError(error: unknown, fallback: string): AppError {
  if (error instanceof AppError) return error;
  // The worker reports failures as plain strings; a failed Worker script as an event without one.
  const message = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
  return new AppError('unknown', message.trim() || fallback);
}

/**
 * Ocr with tesseract.js: one Web Worker running the English LSTM model, loaded from the app's
 * own origin (never a CDN) and started on first need, so the library and its 3 MB of language
 * data are fetched only when the doubt solver opens. The data is kept in IndexedDB afterwards.
 */
@injectable()
export class TesseractOcr implements Ocr {
  private readonly workerOptions: Partial<WorkerOptions>;
  private starting: Promise<Worker> | null = null;
  /** The logger is fixed when the worker starts, so progress is routed to each job's callback by job id. */
  private readonly progressByJob = new Map<string, (progress: number) => void>();
  private jobCount = 0;

  constructor(@unmanaged() options: TesseractOcrOptions = {}) {
    const assetBase = options.assetBase ?? defaultAssetBase();
    const merged: Record<string, unknown> = {
      workerPath: `${assetBase}worker.min.js`,
      corePath: assetBase,
      langPath: assetBase,
      // A blob: worker would importScripts the path as given; loading the file itself keeps it same-origin.
      workerBlobURL: false,
      // Read the language data from IndexedDB when present, otherwise fetch it and store it there.
      cacheMethod: 'write',
      cachePath: CACHE_PATH,
      ...options.workerOptions,
    };
    this.workerOptions = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  }

  async warmUp(): Promise<void> {
    await this.ready();
  }

  /**
   * A large photo is first scaled down to a shorter side of 1500 px and turned grey (see
   * shrink-image.ts), which reads the same text in less time; a small one is read as it is.
   */
  async recognize(image: Blob, onProgress?: (progress: number) => void): Promise<string> {
    // The photo is decoded and scaled while the worker starts, if it has not yet.
    const shrinking = shrinkForOcr(image);
    const worker = await this.ready();
    this.jobCount += 1;
    const jobId = `ocr-${this.jobCount}`;
    if (onProgress) this.progressByJob.set(jobId, onProgress);
    try {
      // Bytes rather than the Blob: tesseract.js reads a Blob in the browser only.
      const bytes = (await shrinking) ?? new Uint8Array(await image.arrayBuffer());
      const { data } = await worker.recognize(bytes as unknown as ImageLike, {}, { text: true }, jobId);
      return data.text.trim();
    } catch (error) {
      throw toAppError(error, READ_FAILED);
    } finally {
      this.progressByJob.delete(jobId);
    }
  }

  async terminate(): Promise<void> {
    const starting = this.starting;
    this.starting = null;
    if (!starting) return;
    const worker = await starting.catch(() => null);
    await worker?.terminate();
  }

  /** The one worker, started by the first caller and shared by everyone after. */
  private ready(): Promise<Worker> {
    if (!this.starting) {
      const starting: Promise<Worker> = this.start().catch((error: unknown) => {
        // Forget a failed start, so the next call tries again.
        if (this.starting === starting) this.starting = null;
        throw toAppError(error, START_FAILED);
      });
      this.starting = starting;
    }
    return this.starting;
  }

  private async start(): Promise<Worker> {
    // Loaded on demand so the library lands in its own chunk.
    const { createWorker, OEM } = (await import('tesseract.js')).default;
    return new Promise<Worker>((resolve, reject) => {
      createWorker(LANGUAGE, OEM.LSTM_ONLY, {
        ...this.workerOptions,
        logger: (message) => this.report(message),
        // Without a handler, tesseract.js throws job failures from its message listener. And a
        // failure to load the language data reaches only this handler: createWorker's promise
        // never settles then. After the start, `reject` is a no-op and the job's own promise fails.
        errorHandler: reject,
      }).then(resolve, reject);
    });
  }

  private report({ status, progress, userJobId }: LoggerMessage): void {
    if (status !== RECOGNIZING) return;
    this.progressByJob.get(userJobId)?.(Math.min(1, Math.max(0, progress)));
  }
}
