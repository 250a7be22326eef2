import { LocalTutor } from '../../../adapters/local/local-tutor';
import { newProfile, type Profile } from '../../../core/profile/profile.model';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { FakeDatabase } from '../../fakes/fake-database';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

/** The offline tutor as local mode binds it, over in-memory ports, signed in as `userId` (or signed out with null). */
export function makeTutor(options: { userId?: string | null; storage?: MemoryStorage; profile?: Partial<Profile> } = {}) {
  const userId = options.userId === undefined ? 'user-1' : options.userId;
  const storage = options.storage ?? new MemoryStorage();
  const auth = new FakeAuth(userId === null ? null : makeSession(makeUser('asha@example.in', userId)));
  const database = new FakeDatabase();
  if (options.profile && userId !== null) database.profiles.set(userId, { ...newProfile(userId), ...options.profile, userId });
  const logger = new RecordingLogger();
  return { tutor: new LocalTutor(storage, database, auth, logger), storage, auth, database, logger };
}
