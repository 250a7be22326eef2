import type { BackendUserStatus } from '../../core/access/access.model';
import { AccountStatusStore } from '../../core/access/account-status.store';
import { FeatureGate } from '../../core/access/feature-gate';
import { UsageLedger } from '../../core/access/usage-ledger';
import { FakeAuth } from './fake-auth';
import { FakeBackend } from './fake-backend';
import { FakeClock } from './fake-clock';
import { MemoryStorage } from './memory-storage';
import { RecordingLogger } from './recording-logger';

export const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);

/** The shared access services over in-memory fakes, as the container wires them. */
export function accessKit(status?: BackendUserStatus) {
  const storage = new MemoryStorage();
  const clock = new FakeClock(NOW);
  const auth = new FakeAuth();
  const backend = new FakeBackend();
  if (status) backend.status = status;
  const logger = new RecordingLogger();
  const ledger = new UsageLedger(storage);
  const statuses = new AccountStatusStore(backend, storage, ledger);
  const gate = new FeatureGate(auth, statuses, ledger, clock, logger);
  const email = auth.session!.user.email;
  return { storage, clock, auth, backend, logger, ledger, statuses, gate, email };
}
