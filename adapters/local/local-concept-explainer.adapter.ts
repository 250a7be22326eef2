import { inject, injectable } from 'inversify';
import { Auth } from '../../core/ports/auth.port';
import type { ConceptExplainer } from '../../core/ports/concept-explainer.port';
import { Database } from '../../core/ports/database.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { AppError } from '../../core/shared/app-error';
import { TUTOR_LOAD_FAILED } from './local-ai-host.adapter';
import type { OfflineTutor } from './tutor/offline-tutor';

/**
 * The concept explainer in local mode: the offline tutor's knowledge base, imported on the first
 * question so that no page pays for it before a student asks.
 */
@injectable()
export class LocalConceptExplainer implements ConceptExplainer {
  private tutor: Promise<OfflineTutor> | null = null;

  constructor(
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(Database) private readonly database: Database,
    @inject(Auth) private readonly auth: Auth,
  ) {}

  async explain(question: string): Promise<string> {
    return (await this.offlineTutor()).explain(question);
  }

  private offlineTutor(): Promise<OfflineTutor> {
    this.tutor ??= import('./tutor/offline-tutor').then(
      ({ OfflineTutor }) => new OfflineTutor(this.storage, this.database, this.auth),
      () => {
        // A chunk that failed to download may arrive on the next try.
        this.tutor = null;
        throw new AppError('unavailable', TUTOR_LOAD_FAILED);
      },
    );
    return this.tutor;
  }
}
