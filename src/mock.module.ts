import { ContainerModule } from 'inversify';
import { HttpMockAllowance } from '../adapters/http/http-mock-allowance.adapter';
import { LocalMockAllowance } from '../adapters/local/local-mock-allowance.adapter';
import { LocalMockAttempts } from '../adapters/local/local-mock-attempts.adapter';
import { TutorMockQuestionSource } from '../adapters/tutor/mock/tutor-mock-question-source.adapter';
import { FeatureGate } from '../core/access/feature-gate';
import { ListFullMocks } from '../core/mock/list-full-mocks.use-case';
import { OpenFullMock } from '../core/mock/open-full-mock.use-case';
import { ReviewFullMock } from '../core/mock/review-full-mock.use-case';
import { SaveMockProgress } from '../core/mock/save-mock-progress.use-case';
import { StartFullMock } from '../core/mock/start-full-mock.use-case';
import { SubmitFullMock } from '../core/mock/submit-full-mock.use-case';
import { Auth } from '../core/auth/auth.port';
import { Clock } from '../core/ports/clock.port';
import { KeyValueStorage } from '../core/ports/key-value-storage.port';
import { Logger } from '../core/ports/logger.port';
import { MockAllowance } from '../core/mock/mock-allowance.port';
import { MockAttempts } from '../core/mock/mock-attempts.port';
import { MockQuestionSource } from '../core/mock/mock-question-source.port';
import { MistakesReviewViewModel } from '../ui/review/mistakes-review.view-model';
import { MockOnScreenStore } from '../core/mock/mock-on-screen.store';
import { FullMockViewModel } from '../ui/mock/full-mock.view-model';
import { SessionViewModel } from '../ui/session/session.view-model';
import type { AppConfig } from './config';

/**
 * The full CLAT mock. Its passages come from the tutor's banks and generators, which ship in the
 * app. Attempts are kept on this device, or in Supabase's full_mock_attempts when the Supabase
 * module (loaded first) has bound them. Each new mock is a use of 'fullMock', counted by the
 * FeatureGate and, with an AI host, by the server that meters the AI tools.
 */
export function mockModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    const { aiHost } = config;
    if (aiHost) bind(MockAllowance).toResolvedValue((auth: Auth) => new HttpMockAllowance(auth, { baseUrl: aiHost.url }), [Auth]);
    else bind(MockAllowance).toConstantValue(new LocalMockAllowance());
    bind(MockQuestionSource).toConstantValue(new TutorMockQuestionSource());
    if (!isBound(MockAttempts)) {
      bind(MockAttempts).toResolvedValue((storage: KeyValueStorage, logger: Logger) => new LocalMockAttempts(storage, logger), [KeyValueStorage, Logger]);
    }
    bind(StartFullMock).toResolvedValue(
      (gate: FeatureGate, allowance: MockAllowance, auth: Auth, attempts: MockAttempts, source: MockQuestionSource, clock: Clock, logger: Logger) =>
        new StartFullMock(gate, allowance, auth, attempts, source, clock, logger),
      [FeatureGate, MockAllowance, Auth, MockAttempts, MockQuestionSource, Clock, Logger],
    );
    bind(OpenFullMock).toResolvedValue(
      (auth: Auth, attempts: MockAttempts, source: MockQuestionSource, clock: Clock, logger: Logger) => new OpenFullMock(auth, attempts, source, clock, logger),
      [Auth, MockAttempts, MockQuestionSource, Clock, Logger],
    );
    bind(SubmitFullMock).toResolvedValue(
      (auth: Auth, attempts: MockAttempts, source: MockQuestionSource, clock: Clock, logger: Logger) => new SubmitFullMock(auth, attempts, source, clock, logger),
      [Auth, MockAttempts, MockQuestionSource, Clock, Logger],
    );
    bind(SaveMockProgress).toResolvedValue((auth: Auth, attempts: MockAttempts, logger: Logger) => new SaveMockProgress(auth, attempts, logger), [Auth, MockAttempts, Logger]);
    bind(ListFullMocks).toResolvedValue((auth: Auth, attempts: MockAttempts, logger: Logger) => new ListFullMocks(auth, attempts, logger), [Auth, MockAttempts, Logger]);
    bind(ReviewFullMock).toResolvedValue(
      (auth: Auth, attempts: MockAttempts, source: MockQuestionSource, logger: Logger) => new ReviewFullMock(auth, attempts, source, logger),
      [Auth, MockAttempts, MockQuestionSource, Logger],
    );
    bind(FullMockViewModel)
      .toResolvedValue(
        (
          open: OpenFullMock,
          start: StartFullMock,
          save: SaveMockProgress,
          submit: SubmitFullMock,
          list: ListFullMocks,
          review: ReviewFullMock,
          clock: Clock,
          session: SessionViewModel,
          mistakes: MistakesReviewViewModel,
          onScreen: MockOnScreenStore,
        ) => new FullMockViewModel(open, start, save, submit, list, review, clock, session, mistakes, onScreen),
        [OpenFullMock, StartFullMock, SaveMockProgress, SubmitFullMock, ListFullMocks, ReviewFullMock, Clock, SessionViewModel, MistakesReviewViewModel, MockOnScreenStore],
      )
      .inTransientScope();
  });
}
