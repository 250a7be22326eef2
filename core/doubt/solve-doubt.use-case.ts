import type { FeatureGate } from '../access/feature-gate';
import type { AiHost } from '../ports/ai-host.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Ocr } from './ocr.port';
import { AppError } from '../shared/app-error';
import { DOUBT_MESSAGES, DOUBT_NOTICES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import { withTimeout } from '../shared/with-timeout';
import { chargesAUse, type DoubtRequest, type DoubtResponse } from './doubt.model';
import { stripDataUrlPrefix, validateImageBytes, validateImagePixels, validateTypedQuestion } from './doubt.validation';

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

/** Reads the photographed question in the browser (or takes it typed), then asks the AI host to solve it. */
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

    return this.run(async () => {
      let text: string;
      try {
        text = (await this.ocr.recognize(image, onProgress)).trim();
      } catch (error) {
        this.logger.error('OCR failed', { error: String(error) });
        return fail('unknown', DOUBT_NOTICES.ocrError.description, DOUBT_NOTICES.ocrError.title);
      }
      if (!text) return fail('empty_response', DOUBT_NOTICES.noTextFound.description, DOUBT_NOTICES.noTextFound.title);
      return this.ask({ inputType: 'image', content: text, text, imageBase64: stripDataUrlPrefix(imageDataUrl) });
    });
  }

  /** Solves a question the student typed (or corrected after the photo was read). */
  async executeText(typed: string): Promise<Result<DoubtSolved>> {
    const invalid = validateTypedQuestion(typed);
    if (invalid) return fail('validation', invalid);
    const text = typed.trim();
    return this.run(() => this.ask({ inputType: 'text', content: text, text }));
  }

  /** Through the gate: a use is counted only for an answer, never for an approach or a decline. */
  private run(request: () => Promise<Result<DoubtSolved>>): Promise<Result<DoubtSolved>> {
    return this.gate.run({ feature: 'aiDoubtSolver', counts: (solved) => chargesAUse(solved.response), request });
  }

  private async ask(request: DoubtRequest): Promise<Result<DoubtSolved>> {
    try {
      const response = await withTimeout(this.aiHost.solveDoubt(request), this.clock, DOUBT_TIMEOUT_MS, DOUBT_MESSAGES.timeout);
      return ok({ questionText: request.text, response });
    } catch (error) {
      const appError = AppError.from(error);
      const message = appError.code === 'timeout' ? DOUBT_MESSAGES.timeout : appError.message.trim() || DOUBT_MESSAGES.solveFallback;
      return fail(appError.code, message);
    }
  }
}
