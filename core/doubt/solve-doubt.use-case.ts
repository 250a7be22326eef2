import type { FeatureGate } from '../access/feature-gate';
import type { AiHost } from '../ports/ai-host.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Ocr } from '../ports/ocr.port';
import { AppError } from '../shared/app-error';
import { DOUBT_MESSAGES, DOUBT_NOTICES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import { withTimeout } from '../shared/with-timeout';
import type { DoubtResponse } from './doubt.model';
import { stripDataUrlPrefix, validateImageBytes, validateImagePixels } from './doubt.validation';

export const DOUBT_TIMEOUT_MS = 45_000;
const HEADER_BYTES = 32;

export interface DoubtInput {
  readonly image: Blob;
  /** The same image as a data URL, as the preview shows it. */
  readonly imageDataUrl: string;
  /** OCR progress, 0 to 1. */
  readonly onProgress?: (progress: number) => void;
}

export interface DoubtSolved {
  readonly questionText: string;
  readonly response: DoubtResponse;
}

/** Reads the photographed question in the browser, then asks the AI host to solve it. */
export class SolveDoubt {
  constructor(
    private readonly gate: FeatureGate,
    private readonly ocr: Ocr,
    private readonly aiHost: AiHost,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute({ image, imageDataUrl, onProgress }: DoubtInput): Promise<Result<DoubtSolved>> {
    const header = new Uint8Array(await image.slice(0, HEADER_BYTES).arrayBuffer());
    const invalid = validateImageBytes(image.size, header, image.type);
    if (invalid) return fail('validation', invalid);
    // Within 5 MB, so reading it whole is cheap: a JPEG's frame header may follow a large EXIF block.
    const tooManyPixels = validateImagePixels(new Uint8Array(await image.arrayBuffer()));
    if (tooManyPixels) return fail('validation', tooManyPixels);

    return this.gate.run({
      feature: 'aiDoubtSolver',
      counts: true,
      request: async () => {
        let text: string;
        try {
          text = (await this.ocr.recognize(image, onProgress)).trim();
        } catch (error) {
          this.logger.error('OCR failed', { error: String(error) });
          return fail('unknown', DOUBT_NOTICES.ocrError.description, DOUBT_NOTICES.ocrError.title);
        }
        if (!text) return fail('empty_response', DOUBT_NOTICES.noTextFound.description, DOUBT_NOTICES.noTextFound.title);

        try {
          const request = this.aiHost.solveDoubt({
            inputType: 'image',
            content: text,
            text,
            imageBase64: stripDataUrlPrefix(imageDataUrl),
          });
          const response = await withTimeout(request, this.clock, DOUBT_TIMEOUT_MS, DOUBT_MESSAGES.timeout);
          return ok({ questionText: text, response });
        } catch (error) {
          const appError = AppError.from(error);
          const message = appError.code === 'timeout' ? DOUBT_MESSAGES.timeout : appError.message.trim() || DOUBT_MESSAGES.solveFallback;
          return fail(appError.code, message);
        }
      },
    });
  }
}
