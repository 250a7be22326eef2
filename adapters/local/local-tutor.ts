import { z } from 'zod/mini';
import type { DoubtRequest, DoubtResponse } from '../../core/doubt/doubt.model';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../../core/practice/practice.model';
import type { Auth } from '../../core/auth/auth.port';
import type { Database } from '../../core/ports/database.port';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';
import { OfflineTutor, type Learner } from '../tutor/offline-tutor';
import { StoredDocument } from './stored-document';

/** Practice records of a student who is not signed in (the tutor itself needs no account). */
const GUEST = 'guest';

/**
 * The offline tutor as local mode uses it: the learner is the signed-in student, whose practice
 * history stays on this device under 'nyayapath.local.tutor.<user id>', and study advice reads
 * the student's profile from local mode's tables.
 */
export class LocalTutor {
  private readonly engine: OfflineTutor;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly database: Database,
    private readonly auth: Auth,
    private readonly logger: Logger,
  ) {
    this.engine = new OfflineTutor(logger);
  }

  async generateTopicPractice(request: TopicPracticeRequest): Promise<TopicPracticeResponse> {
    return this.engine.generateTopicPractice(request, await this.learner());
  }

  /** An approach or a decline is marked unanswered, so that it costs the student no use. */
  async solveDoubt(request: DoubtRequest): Promise<DoubtResponse> {
    const { value, confident } = await this.engine.solveDoubt(request);
    return { ...value, answered: confident };
  }

  async getStudyAdvice(question: string): Promise<string> {
    const session = await this.auth.currentSession();
    const profile = session ? await this.database.getProfile(session.user.id) : null;
    const name = profile?.fullName?.trim() || session?.user.email.split('@')[0] || null;
    return this.engine.getStudyAdvice(question, { name, profile });
  }

  async explain(question: string): Promise<string> {
    return (await this.engine.explain(question)).value;
  }

  warmUp(): Promise<void> {
    return this.engine.warmUp();
  }

  private async learner(): Promise<Learner> {
    const id = (await this.auth.currentSession())?.user.id ?? GUEST;
    // The tutor checks the history's shape itself; here it is only JSON on the device.
    const document = new StoredDocument(this.storage, `tutor.${id}`, z.unknown(), this.logger);
    return { id, progress: { read: () => document.read(), write: (value) => document.write(value) } };
  }
}
