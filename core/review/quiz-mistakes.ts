import type { DailyQuiz, MarkedQuiz } from '../quiz/daily-quiz.model';
import type { MistakeSnapshot } from './review.model';

/** The daily quiz's wrongly answered questions, from the marked attempt. */
export function quizMistakes(quiz: DailyQuiz, marked: MarkedQuiz): MistakeSnapshot[] {
  const key = new Map(marked.key.map((entry) => [entry.questionId, entry]));
  return quiz.questions.flatMap((question) => {
    const entry = key.get(question.id);
    const chosen = marked.attempt.answers[question.id];
    if (!entry || chosen === undefined || chosen === entry.answerIndex) return [];
    return [
      {
        questionId: question.id,
        passage: question.cue,
        stem: question.question,
        options: [...question.options],
        correctIndex: entry.answerIndex,
        explanation: entry.explanation,
        subject: 'General Knowledge',
        source: 'daily_quiz',
      },
    ];
  });
}
