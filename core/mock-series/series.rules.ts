import { CLAT_DURATION_MS } from '../exam/clat-pattern';
import type { PaperQuestion } from '../mock/mock-analysis';
import { scoreMock } from '../mock/mock-scoring.rules';
import { LATE_ANSWER_GRACE_MS } from '../mock/mock-timer.rules';
import type { MockProgress, QuestionProgress } from '../mock/mock.model';
import { SERIES_MESSAGES } from './series.messages';
import {
  ANSWER_LETTERS,
  type PaperState,
  type SeriesAnswers,
  type SeriesPaper,
  type SeriesQuestionView,
  type SeriesScore,
  type SeriesSolution,
  type Standing,
} from './series.model';

/** Upcoming before it opens, open until it closes, closed from then on: by the server's clock. */
export function paperState(paper: Pick<SeriesPaper, 'opensAt' | 'closesAt'>, now: number): PaperState {
  if (now < paper.opensAt) return 'upcoming';
  return now < paper.closesAt ? 'open' : 'closed';
}

/** The earlier of two hours from the start and the paper's close. */
export function seriesDeadline(startedAt: number, closesAt: number): number {
  return Math.min(startedAt + CLAT_DURATION_MS, closesAt);
}

/** Answers count until the deadline and the full mock's minute of grace for the network. */
export function takesSeriesAnswers(deadline: number, now: number): boolean {
  return now <= deadline + LATE_ANSWER_GRACE_MS;
}

/** An attempt still open once it no longer takes answers is submitted by the server as it stands. */
export function isOverdue(attempt: { readonly deadline: number; readonly submittedAt: number | null }, now: number): boolean {
  return attempt.submittedAt === null && !takesSeriesAnswers(attempt.deadline, now);
}

/** A paper's figures stop moving once it has closed and its last attempts are in. */
export function isFinal(paper: Pick<SeriesPaper, 'closesAt'>, now: number): boolean {
  return !takesSeriesAnswers(paper.closesAt, now);
}

const ANSWERED = (answer: number): QuestionProgress => ({ visited: true, answer, markedForReview: false, timeMs: 0 });

/**
 * Marks an attempt with the full mock's own rules (+1, -0.25, 0), its answers read against the
 * paper's questions by number; an answer to a number the paper lacks counts for nothing.
 */
export function scoreSeries(questions: readonly PaperQuestion[], answers: SeriesAnswers, startedAt: number, submittedAt: number, deadline: number): SeriesScore {
  const entries: Record<string, QuestionProgress> = {};
  for (const question of questions) {
    const letter = answers[String(question.number)];
    if (letter !== undefined) entries[question.id] = ANSWERED(ANSWER_LETTERS.indexOf(letter));
  }
  const progress: MockProgress = { current: 0, enteredAt: startedAt, questions: entries };
  const result = scoreMock(questions, progress);
  return {
    score: result.marks,
    correct: result.correct,
    wrong: result.wrong,
    unanswered: result.questions - result.attempted,
    sections: result.sections.map(({ section, questions: count, attempted, correct, wrong, marks }) => ({ section, questions: count, attempted, correct, wrong, marks })),
    timeTakenMs: Math.max(0, Math.min(submittedAt, deadline) - startedAt),
  };
}

/** The questions as a taker sees them: the key and the explanation left out. */
export function questionViews(questions: readonly PaperQuestion[]): SeriesQuestionView[] {
  return questions.map((question) => ({
    number: question.number,
    section: question.section,
    passageTitle: question.passageTitle,
    passage: question.passage,
    ...(question.figure ? { figure: question.figure } : {}),
    question: question.question,
    options: question.options,
  }));
}

export function solutionsOf(questions: readonly PaperQuestion[]): SeriesSolution[] {
  return questions.map((question) => ({ number: question.number, answer: ANSWER_LETTERS[question.answerIndex]!, explanation: question.explanation }));
}

/** Share of takers who scored strictly less, in per cent to two decimals; 0 with no takers. */
export function percentileOf(standing: Pick<Standing, 'takers' | 'below'>): number {
  if (standing.takers === 0) return 0;
  return Math.round((standing.below / standing.takers) * 10_000) / 100;
}

/** One more than the number of takers who scored more. */
export function rankOf(standing: Pick<Standing, 'above'>): number {
  return standing.above + 1;
}

const EMAIL_LIKE = /@|\b[\w.-]+\.(com|in|org|net|edu|co|io|me)\b/i;

/** What is wrong with a display name (already trimmed), or null: 2 to 30 characters, nothing like an e-mail address. */
export function displayNameProblem(name: string): string | null {
  if (name.length < 2 || name.length > 30) return SERIES_MESSAGES.displayNameLength;
  if (EMAIL_LIKE.test(name)) return SERIES_MESSAGES.displayNameEmail;
  return null;
}
