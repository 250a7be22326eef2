import type { DailyQuiz, QuizAnswers, QuizKeyEntry } from './daily-quiz.model';

/** True when every question of the quiz, and nothing else, has an option 0 to 3 chosen. */
export function answersComplete(questionIds: readonly string[], answers: QuizAnswers): boolean {
  const given = Object.keys(answers);
  if (given.length !== questionIds.length) return false;
  return questionIds.every((id) => {
    const choice = answers[id];
    return choice !== undefined && Number.isInteger(choice) && choice >= 0 && choice <= 3;
  });
}

export function quizQuestionIds(quiz: DailyQuiz): readonly string[] {
  return quiz.questions.map((question) => question.id);
}

/** Correct answers out of the key's questions. */
export function scoreAnswers(key: readonly QuizKeyEntry[], answers: QuizAnswers): { readonly score: number; readonly total: number } {
  const score = key.filter((entry) => answers[entry.questionId] === entry.answerIndex).length;
  return { score, total: key.length };
}
