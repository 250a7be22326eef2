import { describe, expect, it } from 'vitest';
import { ExpireSession } from '../../../core/auth/expire-session.use-case';
import { SignOut } from '../../../core/auth/sign-out.use-case';
import { GetDailyQuiz } from '../../../core/quiz/get-daily-quiz.use-case';
import { ReadQuizHistory } from '../../../core/quiz/read-quiz-history.use-case';
import { SubmitDailyQuiz } from '../../../core/quiz/submit-daily-quiz.use-case';
import { GenerateTopicPractice } from '../../../core/practice/generate-topic-practice.use-case';
import type { MistakeSnapshot } from '../../../core/review/review.model';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { DiagnosticProgressStore } from '../../../core/diagnostic/diagnostic-progress.store';
import { SaveDiagnostic } from '../../../core/diagnostic/save-diagnostic.use-case';
import { DiagnosticViewModel } from '../../../ui/dashboard/diagnostic/diagnostic.view-model';
import { DailyQuizViewModel } from '../../../ui/quiz/daily-quiz.view-model';
import type { MistakeSink } from '../../../ui/review/mistake-sink';
import { SessionViewModel } from '../../../ui/session/session.view-model';
import { QuestionMakerViewModel } from '../../../ui/tools/question-maker/question-maker.view-model';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { PREMIUM_STATUS } from '../../fakes/fake-backend';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeDatabase } from '../../fakes/fake-database';
import { MemoryStorage } from '../../fakes/memory-storage';
import { FakeDailyQuizSource, FakeQuizAttempts } from '../../fakes/fake-daily-quiz';
import { RecordingLogger } from '../../fakes/recording-logger';
import { recordingNotifier } from '../../fakes/recording-notifier';
import { TODAYS_KEY } from '../quiz/quiz-kit';
import { toolsKit } from '../tools/tools-kit';

class RecordingSink implements MistakeSink {
  readonly sent: MistakeSnapshot[][] = [];
  async add(mistakes: readonly MistakeSnapshot[]) {
    this.sent.push([...mistakes]);
  }
}

describe('wrong answers sent to Mistakes Review', () => {
  it('from the daily quiz, once it is marked: only the wrong ones, with the key and the explanation', async () => {
    const auth = new FakeAuth(makeSession(makeUser('asha@example.in', 'asha')));
    const attempts = new FakeQuizAttempts();
    const clock = new FakeClock(Date.UTC(2026, 2, 10, 4, 30));
    const logger = new RecordingLogger();
    const { notifier } = recordingNotifier();
    const sink = new RecordingSink();
    const vm = new DailyQuizViewModel(
      new GetDailyQuiz(auth, new FakeDailyQuizSource(), attempts, clock, logger),
      new SubmitDailyQuiz(auth, attempts, clock, logger),
      new ReadQuizHistory(auth, attempts, clock, logger),
      new SessionViewModel(auth, new SignOut(auth), new ExpireSession(auth, logger), notifier),
      sink,
    );
    await vm.open();
    vm.quiz!.questions.forEach((question, index) => vm.choose(question.id, index < 8 ? TODAYS_KEY[index]!.answerIndex : (TODAYS_KEY[index]!.answerIndex + 1) % 4));
    expect(sink.sent).toEqual([]);
    await vm.submit();
    expect(vm.phase).toBe('done');
    expect(sink.sent).toHaveLength(1);
    expect(sink.sent[0]!.map((mistake) => [mistake.questionId, mistake.correctIndex, mistake.explanation, mistake.source])).toEqual(
      [8, 9].map((index) => [TODAYS_KEY[index]!.questionId, TODAYS_KEY[index]!.answerIndex, TODAYS_KEY[index]!.explanation, 'daily_quiz']),
    );
  });

  it('from the Question Maker, when the results are shown, once', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    const sink = new RecordingSink();
    const vm = new QuestionMakerViewModel(new GenerateTopicPractice(kit.gate, kit.aiHost), kit.store, recordingNotifier().notifier, kit.hooks, sink);
    vm.open(kit.email);
    vm.chooseSection('Quant');
    vm.setTopic('Percentages');
    await vm.generateSet();
    const question = vm.questions[0]!;
    vm.answer(0, question.answer === 'A' ? 'B' : 'A');
    vm.reveal();
    vm.reveal();
    await Promise.resolve();
    expect(sink.sent).toEqual([
      [expect.objectContaining({ questionId: vm.questionId(question), stem: question.question, subject: 'Quantitative Techniques', source: 'question_maker' })],
    ]);
  });

  it('from the diagnostic, once it is saved: the wrongly answered questions only', async () => {
    const logger = new RecordingLogger();
    const sink = new RecordingSink();
    const auth = new FakeAuth();
    const vm = new DiagnosticViewModel(
      new SaveDiagnostic(auth, new FakeDatabase(), logger, DIAGNOSTIC_QUESTIONS),
      new DiagnosticProgressStore(new MemoryStorage(), logger, DIAGNOSTIC_QUESTIONS),
      recordingNotifier().notifier,
      DIAGNOSTIC_QUESTIONS,
      sink,
    );
    vm.resume('asha@example.in');
    DIAGNOSTIC_QUESTIONS.forEach((question, index) => {
      vm.select(index < 2 ? (question.correctIndex + 1) % 4 : question.correctIndex);
      if (index < DIAGNOSTIC_QUESTIONS.length - 1) vm.next();
    });
    const result = await vm.submit();
    expect(result?.wrongQuestionIds).toEqual(DIAGNOSTIC_QUESTIONS.slice(0, 2).map((question) => question.id));
    expect(sink.sent).toEqual([DIAGNOSTIC_QUESTIONS.slice(0, 2).map((question) => expect.objectContaining({ questionId: question.id, source: 'diagnostic', subject: question.subject }))]);
  });
});
