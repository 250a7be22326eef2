import { estimateRank, type RankEstimate } from '../rank/marks-to-rank.rules';
import { nluBand, type NluBand } from '../rank/nlu-band.rules';
import type { MockAttempt, MockResult, MockSet, QuestionProgress } from './mock.model';
import { questionOf } from './mock-progress.rules';
import { deadlineOf } from './mock-timer.rules';
import type { KeyedQuestion } from './mock-scoring.rules';
import type { ClatSection } from '../exam/clat-pattern';
import { DIFFICULTIES, type Difficulty } from '../exam/difficulty';
import type { DataFigure } from '../practice/data-figure';

/** How many of the slowest questions the analysis lists. */
export const SLOWEST_SHOWN = 5;

/** A question of the paper with its place, passage and the student's work on it. */
export interface PaperQuestion extends KeyedQuestion {
  /** 1 to 120, in exam order. */
  readonly number: number;
  readonly setId: string;
  readonly passageTitle: string;
  readonly passage: string;
  /** Data interpretation: the table or chart the question is read from. */
  readonly figure?: DataFigure;
  readonly question: string;
  readonly options: readonly [string, string, string, string];
  readonly explanation: string;
  readonly difficulty: Difficulty;
}

export type QuestionOutcome = 'correct' | 'wrong' | 'unanswered';

export interface QuestionReport {
  readonly question: PaperQuestion;
  readonly chosen: number | null;
  readonly outcome: QuestionOutcome;
  readonly timeMs: number;
}

export interface MockAnalysis {
  readonly result: MockResult;
  /** correct / attempted, 0 to 1; 0 when nothing was attempted. */
  readonly accuracy: number;
  /** The exam clock from start to submission (at most two hours). */
  readonly totalTimeMs: number;
  readonly questions: readonly QuestionReport[];
  /** The longest-worked questions, slowest first. */
  readonly slowest: readonly QuestionReport[];
  readonly wrong: readonly QuestionReport[];
  /** The All-India rank the marks point to, from the published marks-to-rank figures (core/rank). */
  readonly rank: MockRank;
  /** Easy, medium and hard questions apart: where the marks were lost. */
  readonly byDifficulty: readonly DifficultyAccuracy[];
}

/** How the student did on the paper's questions of one difficulty. */
export interface DifficultyAccuracy {
  readonly difficulty: Difficulty;
  readonly questions: number;
  readonly attempted: number;
  readonly correct: number;
  /** correct / attempted, 0 to 1; 0 when none was attempted. */
  readonly accuracy: number;
}

export interface MockRank {
  readonly estimate: RankEstimate;
  readonly nlus: NluBand;
}

/** The rank and NLUs for a mock's net marks (always within the model's -30 to 120). */
export function mockRank(marks: number): MockRank {
  const estimate = estimateRank(marks);
  if (!estimate.ok) throw new Error(estimate.error.message);
  return { estimate: estimate.value, nlus: nluBand(estimate.value) };
}

/** The paper's questions in exam order, from its sets; throws when a set is missing. */
export function paperQuestions(attempt: Pick<MockAttempt, 'paper'>, sets: readonly MockSet[]): PaperQuestion[] {
  const byId = new Map(sets.map((set) => [set.id, set]));
  let number = 0;
  return attempt.paper.sets.flatMap((placed) => {
    const set = byId.get(placed.setId);
    if (!set || set.questions.length < placed.questionCount) throw new Error(`Passage ${placed.setId} is not available`);
    return set.questions.slice(0, placed.questionCount).map((question) => {
      number += 1;
      return {
        id: question.id,
        section: placed.section as ClatSection,
        answerIndex: question.answerIndex,
        number,
        setId: set.id,
        passageTitle: set.title,
        passage: set.passage,
        ...(set.figure ? { figure: set.figure } : {}),
        question: question.question,
        options: question.options,
        explanation: question.explanation,
        difficulty: question.difficulty,
      };
    });
  });
}

function outcomeOf(entry: QuestionProgress, question: KeyedQuestion): QuestionOutcome {
  if (entry.answer === null) return 'unanswered';
  return entry.answer === question.answerIndex ? 'correct' : 'wrong';
}

/**
 * The exam clock from start to submission, at most the two hours: what the student saw pass on
 * the timer. The questions' own times leave out moments away from them (a closed tab, a reload).
 */
function timeTaken(attempt: MockAttempt): number {
  if (attempt.submittedAt === null) return 0;
  return Math.max(0, Math.min(attempt.submittedAt, deadlineOf(attempt.startedAt)) - attempt.startedAt);
}

/** The analysis shown after submission, from the stored result and the paper's questions. */
export function analyseMock(attempt: MockAttempt, questions: readonly PaperQuestion[], result: MockResult): MockAnalysis {
  const reports = questions.map((question): QuestionReport => {
    const entry = questionOf(attempt.progress, question.id);
    return { question, chosen: entry.answer, outcome: outcomeOf(entry, question), timeMs: entry.timeMs };
  });
  const slowest = [...reports]
    .filter((report) => report.timeMs > 0)
    .sort((a, b) => b.timeMs - a.timeMs || a.question.number - b.question.number)
    .slice(0, SLOWEST_SHOWN);
  return {
    result,
    accuracy: result.attempted === 0 ? 0 : result.correct / result.attempted,
    totalTimeMs: timeTaken(attempt),
    questions: reports,
    slowest,
    wrong: reports.filter((report) => report.outcome === 'wrong'),
    rank: mockRank(result.marks),
    byDifficulty: DIFFICULTIES.map((difficulty) => difficultyAccuracy(difficulty, reports)),
  };
}

function difficultyAccuracy(difficulty: Difficulty, reports: readonly QuestionReport[]): DifficultyAccuracy {
  const own = reports.filter((report) => report.question.difficulty === difficulty);
  const attempted = own.filter((report) => report.outcome !== 'unanswered').length;
  const correct = own.filter((report) => report.outcome === 'correct').length;
  return { difficulty, questions: own.length, attempted, correct, accuracy: attempted === 0 ? 0 : correct / attempted };
}
