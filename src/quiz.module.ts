import { ContainerModule } from 'inversify';
import { LocalDailyQuizSource } from '../adapters/local/local-daily-quiz-source.adapter';
import { LocalQuizAttempts } from '../adapters/local/local-quiz-attempts.adapter';
import { DailyQuizBank } from '../adapters/tutor/quiz/daily-quiz-bank';
import { Auth } from '../core/auth/auth.port';
import { Clock } from '../core/ports/clock.port';
import { DailyQuizSource } from '../core/quiz/daily-quiz-source.port';
import { KeyValueStorage } from '../core/ports/key-value-storage.port';
import { Logger } from '../core/ports/logger.port';
import { QuizAttempts } from '../core/quiz/quiz-attempts.port';
import { GetDailyQuiz } from '../core/quiz/get-daily-quiz.use-case';
import { ReadQuizHistory } from '../core/quiz/read-quiz-history.use-case';
import { SubmitDailyQuiz } from '../core/quiz/submit-daily-quiz.use-case';
import { DailyQuizViewModel } from '../ui/quiz/daily-quiz.view-model';
import { MistakesReviewViewModel } from '../ui/review/mistakes-review.view-model';
import { SessionViewModel } from '../ui/session/session.view-model';
import type { AppConfig } from './config';
import { loadedHttp } from './loaded-http';
import type { HttpAdapters } from './http-adapters';
import { construct } from './construct';

/**
 * The daily quiz, from its adapters to its view model. With an AI host the server holds the
 * day's answers: it sends the questions, marks the attempt and keeps it. Without one, the
 * questions and their key come from the tutor's bank on this device. With Supabase but no AI
 * host, the attempts go to Supabase's daily_quiz_attempts (bound by the Supabase module, which
 * overrides the local binding below when it is loaded).
 */
export function quizModule(config: AppConfig, http?: HttpAdapters): ContainerModule {
  return new ContainerModule(({ bind, isBound, unbind }) => {
    const { aiHost } = config;
    if (aiHost) {
      const { HttpDailyQuiz } = loadedHttp(http);
      if (isBound(QuizAttempts)) unbind(QuizAttempts);
      bind(HttpDailyQuiz).toResolvedValue((auth: Auth) => new HttpDailyQuiz(auth, { baseUrl: aiHost.url }), [Auth]);
      bind(DailyQuizSource).toService(HttpDailyQuiz);
      bind(QuizAttempts).toService(HttpDailyQuiz);
    } else {
      // One bank for the questions and the marking, on this device or beside Supabase.
      bind(DailyQuizBank).toConstantValue(new DailyQuizBank());
      bind(DailyQuizSource).toResolvedValue(construct(LocalDailyQuizSource), [DailyQuizBank]);
      if (!isBound(QuizAttempts)) {
        bind(QuizAttempts).toResolvedValue(construct(LocalQuizAttempts), [KeyValueStorage, DailyQuizBank, Clock, Logger]);
      }
    }
    bind(GetDailyQuiz).toResolvedValue(construct(GetDailyQuiz), [Auth, DailyQuizSource, QuizAttempts, Clock, Logger]);
    bind(SubmitDailyQuiz).toResolvedValue(construct(SubmitDailyQuiz), [Auth, QuizAttempts, Clock, Logger]);
    bind(ReadQuizHistory).toResolvedValue(construct(ReadQuizHistory), [Auth, QuizAttempts, Clock, Logger]);
    bind(DailyQuizViewModel)
      .toResolvedValue(construct(DailyQuizViewModel), [GetDailyQuiz, SubmitDailyQuiz, ReadQuizHistory, SessionViewModel, MistakesReviewViewModel])
      .inTransientScope();
  });
}
