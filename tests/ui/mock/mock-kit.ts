import { ExpireSession } from '../../../core/auth/expire-session.use-case';
import { SignOut } from '../../../core/auth/sign-out.use-case';
import { ListFullMocks } from '../../../core/mock/list-full-mocks.use-case';
import { OpenFullMock } from '../../../core/mock/open-full-mock.use-case';
import { ReviewFullMock } from '../../../core/mock/review-full-mock.use-case';
import { SaveMockProgress } from '../../../core/mock/save-mock-progress.use-case';
import { PaperAssembly } from '../../../core/mock/paper-assembly';
import { StartFullMock } from '../../../core/mock/start-full-mock.use-case';
import { SubmitFullMock } from '../../../core/mock/submit-full-mock.use-case';
import { FullMockViewModel } from '../../../ui/mock/full-mock.view-model';
import { SessionViewModel } from '../../../ui/session/session.view-model';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { MockOnScreenStore } from '../../../core/mock/mock-on-screen.store';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeMockAttempts, FakeMockSource, FakeMockStarts } from '../../fakes/fake-full-mock';
import { FakeBackend, PREMIUM_STATUS } from '../../fakes/fake-backend';
import { MemoryStorage } from '../../fakes/memory-storage';
import { AccountStatusStore } from '../../../core/access/account-status.store';
import { FeatureGate } from '../../../core/access/feature-gate';
import { UsageLedger } from '../../../core/access/usage-ledger';
import { RecordingLogger } from '../../fakes/recording-logger';
import type { MistakeSnapshot } from '../../../core/review/review.model';
import { recordingNotifier } from '../../fakes/recording-notifier';

export const START = Date.UTC(2026, 2, 10, 4, 30);

/** The full mock's view model over in-memory fakes, as the container wires it. */
export function mockKit(shared?: { attempts: FakeMockAttempts; clock: FakeClock }) {
  const auth = new FakeAuth(makeSession(makeUser('asha@example.in', 'asha')));
  const attempts = shared?.attempts ?? new FakeMockAttempts();
  const source = new FakeMockSource(14, true);
  const clock = shared?.clock ?? new FakeClock(START);
  const logger = new RecordingLogger();
  const backend = new FakeBackend();
  backend.status = PREMIUM_STATUS;
  const storage = new MemoryStorage();
  const ledger = new UsageLedger(storage);
  const gate = new FeatureGate(auth, new AccountStatusStore(backend, storage, ledger), ledger, clock, logger);
  const starts = new FakeMockStarts(new PaperAssembly(attempts, source, clock));
  const { notifier } = recordingNotifier();
  const session = new SessionViewModel(auth, new SignOut(auth), new ExpireSession(auth, logger), notifier);
  const mistakes: MistakeSnapshot[] = [];
  const onScreen = new MockOnScreenStore(storage);
  const vm = new FullMockViewModel(
    new OpenFullMock(auth, attempts, source, clock, logger),
    new StartFullMock(gate, starts, auth, attempts, source, logger),
    new SaveMockProgress(auth, attempts, logger),
    new SubmitFullMock(auth, attempts, source, clock, logger),
    new ListFullMocks(auth, attempts, logger),
    new ReviewFullMock(auth, attempts, source, logger),
    clock,
    session,
    { add: async (wrong) => void mistakes.push(...wrong) },
    onScreen,
  );
  const hooks = { payments: 0, uses: 0 };
  vm.setHooks({ onPaymentRequired: () => (hooks.payments += 1), onUsed: () => (hooks.uses += 1) });
  return { auth, attempts, source, clock, vm, hooks, backend, ledger, starts, mistakes, session, onScreen };
}
