import type { MockQuestionSource } from '../core/mock/mock-question-source.port';
import type { MockSet, MockSetSummary } from '../core/mock/mock.model';
import { AppError } from '../core/shared/app-error';

const tutorSource = () =>
  import('../adapters/tutor/mock/tutor-mock-question-source.adapter').then(({ TutorMockQuestionSource }) => new TutorMockQuestionSource());

/**
 * The full mock's passages (the tutor's Quant and Logical generators and its banks' index) are
 * imported on the first call, when a mock starts, opens or is reviewed: the composition root,
 * which every signed-in screen loads before it can show, does not carry them.
 */
export class LazyMockQuestionSource implements MockQuestionSource {
  private source: Promise<MockQuestionSource> | null = null;

  constructor(private readonly load: () => Promise<MockQuestionSource> = tutorSource) {}

  async candidates(seed: number): Promise<readonly MockSetSummary[]> {
    return (await this.loaded()).candidates(seed);
  }

  async sets(ids: readonly string[]): Promise<readonly MockSet[]> {
    return (await this.loaded()).sets(ids);
  }

  private loaded(): Promise<MockQuestionSource> {
    this.source ??= this.load().catch((error: unknown) => {
      // A chunk that failed to download may arrive on the next try.
      this.source = null;
      throw AppError.from(error, 'unavailable');
    });
    return this.source;
  }
}
