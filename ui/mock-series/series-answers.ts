import { questionOf, startProgress } from '../../core/mock/mock-progress.rules';
import type { MockProgress } from '../../core/mock/mock.model';
import { ANSWER_LETTERS, type SeriesAnswers, type SeriesQuestionView } from '../../core/mock-series/series.model';
import type { ExamQuestion } from '../mock/mock-exam.model';

/**
 * The exam screen keeps the full mock's progress (by question id, options by index); the server
 * keeps the All-India Mock's answers by question number and letter. These translate one way and back.
 */

/** The server's question as the exam screen shows it, with an id of this paper and number. */
export function examQuestions(paperId: string, questions: readonly SeriesQuestionView[]): ExamQuestion[] {
  return questions.map((question) => ({
    id: `${paperId}:${question.number}`,
    number: question.number,
    section: question.section,
    // The passage folds away for all of its questions: they share a title within a section.
    setId: `${question.section}:${question.passageTitle}`,
    passageTitle: question.passageTitle,
    passage: question.passage,
    ...(question.figure ? { figure: question.figure } : {}),
    question: question.question,
    options: question.options,
  }));
}

/** A sitting taken up again: the saved answers on their questions, which count as visited. */
export function progressFromAnswers(questions: readonly ExamQuestion[], answers: SeriesAnswers, now: number): MockProgress {
  const progress = startProgress(
    questions.map((question) => question.id),
    now,
  );
  const entries = { ...progress.questions };
  for (const question of questions) {
    const letter = answers[String(question.number)];
    if (letter !== undefined) entries[question.id] = { ...questionOf(progress, question.id), visited: true, answer: ANSWER_LETTERS.indexOf(letter) };
  }
  return { ...progress, questions: entries };
}

/** The answers on screen, as the server keeps them: '7' to 'D'; an unanswered question is left out. */
export function answersOf(questions: readonly ExamQuestion[], progress: MockProgress): Record<string, (typeof ANSWER_LETTERS)[number]> {
  const answers: Record<string, (typeof ANSWER_LETTERS)[number]> = {};
  for (const question of questions) {
    const answer = questionOf(progress, question.id).answer;
    const letter = answer === null ? undefined : ANSWER_LETTERS[answer];
    if (letter !== undefined) answers[String(question.number)] = letter;
  }
  return answers;
}

/** Two sets of answers are the same when every question has the same letter. */
export function sameAnswers(a: SeriesAnswers, b: SeriesAnswers): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
