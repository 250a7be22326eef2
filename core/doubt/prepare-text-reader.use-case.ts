import type { Logger } from '../ports/logger.port';
import type { Ocr } from './ocr.port';

/**
 * Starts the in-browser text reader as the doubt solver opens, so that it is ready by the time
 * a photo has been chosen. A failure here is only logged: the first recognition retries.
 */
export class PrepareTextReader {
  constructor(
    private readonly ocr: Ocr,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<void> {
    try {
      await this.ocr.warmUp();
    } catch (error) {
      this.logger.warn('The text reader could not start ahead of use', { error: String(error) });
    }
  }
}
