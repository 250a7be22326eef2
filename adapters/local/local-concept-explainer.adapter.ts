import { injectable } from 'inversify';
import type { ConceptExplainer } from '../../core/chat/concept-explainer.port';
import { AppError } from '../../core/shared/app-error';
import type { OfflineTutor } from '../tutor/offline-tutor';
import { TUTOR_LOAD_FAILED } from './local-ai-host.adapter';

/**
 * The concept explainer in local mode: the offline tutor's knowledge base, imported on the first
 * question so that no page pays for it before a student asks.
 */
@injectable()
export class LocalConceptExplainer implements ConceptExplainer {
  private tutor: Promise<OfflineTutor> | null = null;

  async explain(question: string): Promise<string> {
    return (await (await this.offlineTutor()).explain(question)).value;
  }

  private offlineTutor(): Promise<OfflineTutor> {
    this.tutor ??= import('../tutor/offline-tutor').then(
      ({ OfflineTutor }) => new OfflineTutor(),
      () => {
        // A chunk that failed to download may arrive on the next try.
        this.tutor = null;
        throw new AppError('unavailable', TUTOR_LOAD_FAILED);
      },
    );
    return this.tutor;
  }
}
