import { ContainerModule } from 'inversify';
import { LocalMockAttempts } from '../adapters/local/local-mock-attempts.adapter';
import { FeatureGate } from '../core/access/feature-gate';
import { PaperAssembly } from '../core/mock/paper-assembly';
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
import { MockAttemptRecords, MockAttempts, MockStarts } from '../core/mock/mock-attempts.port';
import { MockQuestionSource } from '../core/mock/mock-question-source.port';
import { MistakesReviewViewModel } from '../ui/review/mistakes-review.view-model';
import { MockOnScreenStore } from '../core/mock/mock-on-screen.store';
import { FullMockViewModel } from '../ui/mock/full-mock.view-model';
import { SessionViewModel } from '../ui/session/session.view-model';
import type { AppConfig } from './config';
import { loadedHttp } from './loaded-http';
import type { HttpAdapters } from './http-adapters';
import { LazyMockQuestionSource } from './lazy-mock-question-source';
import { construct } from './construct';

/**
 * The full CLAT mock. Its passages come from the tutor's banks and generators, which ship in the
 * app and load when a mock first needs them. With an AI host the NyayaPath server keeps the
 * mocks: it puts each paper together, meters its start and marks it. Without one, the app puts
 * the paper together and keeps it on this device, or in Supabase's full_mock_attempts when the
 * Supabase module (loaded first) has bound them. Each new mock is also a use of 'fullMock' in
 * the FeatureGate.
 */
export function mockModule(config: AppConfig, http?: HttpAdapters): ContainerModule {
  return new ContainerModule(({ bind, isBound, unbind }) => {
    const { aiHost } = config;
    bind(MockQuestionSource).toConstantValue(new LazyMockQuestionSource());
    if (aiHost) {
      const { HttpMockAttempts } = loadedHttp(http);
      if (isBound(MockAttemptRecords)) unbind(MockAttemptRecords);
      bind(HttpMockAttempts).toResolvedValue((auth: Auth) => new HttpMockAttempts(auth, { baseUrl: aiHost.url }), [Auth]);
      bind(MockAttempts).toService(HttpMockAttempts);
      bind(MockStarts).toService(HttpMockAttempts);
    } else {
      if (!isBound(MockAttemptRecords)) {
        bind(MockAttemptRecords).toResolvedValue(construct(LocalMockAttempts), [KeyValueStorage, Logger]);
      }
      bind(MockAttempts).toService(MockAttemptRecords);
      bind(MockStarts).toResolvedValue(construct(PaperAssembly), [MockAttemptRecords, MockQuestionSource, Clock]);
    }
    bind(StartFullMock).toResolvedValue(construct(StartFullMock), [FeatureGate, MockStarts, Auth, MockAttempts, MockQuestionSource, Logger]);
    bind(OpenFullMock).toResolvedValue(construct(OpenFullMock), [Auth, MockAttempts, MockQuestionSource, Clock, Logger]);
    bind(SubmitFullMock).toResolvedValue(construct(SubmitFullMock), [Auth, MockAttempts, MockQuestionSource, Clock, Logger]);
    bind(SaveMockProgress).toResolvedValue(construct(SaveMockProgress), [Auth, MockAttempts, Logger]);
    bind(ListFullMocks).toResolvedValue(construct(ListFullMocks), [Auth, MockAttempts, Logger]);
    bind(ReviewFullMock).toResolvedValue(construct(ReviewFullMock), [Auth, MockAttempts, MockQuestionSource, Logger]);
    bind(FullMockViewModel)
      .toResolvedValue(construct(FullMockViewModel), [
        OpenFullMock, StartFullMock, SaveMockProgress, SubmitFullMock, ListFullMocks, ReviewFullMock, Clock, SessionViewModel, MistakesReviewViewModel, MockOnScreenStore,
      ])
      .inTransientScope();
  });
}
