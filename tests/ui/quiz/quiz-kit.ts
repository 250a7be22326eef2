import { ExpireSession } from '../../../core/auth/expire-session.use-case';
import { SignOut } from '../../../core/auth/sign-out.use-case';
import { GetDailyQuiz } from '../../../core/quiz/get-daily-quiz.use-case';
import { ReadQuizHistory } from '../../../core/quiz/read-quiz-history.use-case';
import { SubmitDailyQuiz } from '../../../core/quiz/submit-daily-quiz.use-case';
import { DailyQuizViewModel } from '../../../ui/quiz/daily-quiz.view-model';
import { SessionViewModel } from '../../../ui/session/session.view-model';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeDailyQuizSource, FakeQuizAttempts, makeQuiz } from '../../fakes/fake-daily-quiz';
import { RecordingLogger } from '../../fakes/recording-logger';
import { recordingNotifier } from '../../fakes/recording-notifier';

export const TODAY = '2026-03-10';
export const { key: TODAYS_KEY } = makeQuiz(TODAY);

/** The quiz view model over in-memory fakes, as the container wires it; 10:00 in India on 10 March 2026. */
export function quizKit() {
  const auth = new FakeAuth(makeSession(makeUser('asha@example.in', 'asha')));
  const source = new FakeDailyQuizSource();
  const attempts = new FakeQuizAttempts();
  const clock = new FakeClock(Date.UTC(2026, 2, 10, 4, 30));
  const logger = new RecordingLogger();
  const { notifier, shown } = recordingNotifier();
  const session = new SessionViewModel(auth, new SignOut(auth), new ExpireSession(auth, logger), notifier);
  const vm = new DailyQuizViewModel(
    new GetDailyQuiz(auth, source, attempts, clock, logger),
    new SubmitDailyQuiz(auth, attempts, clock, logger),
    new ReadQuizHistory(auth, attempts, clock, logger),
    session,
  );
  return { auth, source, attempts, clock, session, shown, vm };
}
