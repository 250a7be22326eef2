import type { ClatSection } from '../exam/clat-pattern';
import type { Difficulty } from '../exam/difficulty';
import type { DataFigure } from '../practice/data-figure';

export type MockOptions = readonly [string, string, string, string];

/** One question of a mock, with its key (the mock is marked where its questions are held). */
export interface MockQuestion {
  /** `${setId}-q${n}`, n from 1. */
  readonly id: string;
  readonly question: string;
  readonly options: MockOptions;
  /** 0 to 3. */
  readonly answerIndex: number;
  readonly explanation: string;
  readonly difficulty: Difficulty;
}

/** A passage and its questions, from a curated bank or a verified generator. */
export interface MockSet {
  readonly id: string;
  readonly section: ClatSection;
  readonly title: string;
  readonly passage: string;
  /** Data interpretation: the table or chart the questions are read from. */
  readonly figure?: DataFigure;
  readonly questions: readonly MockQuestion[];
}

/** What assembly needs to know of a set before choosing it. */
export interface MockSetSummary {
  readonly id: string;
  readonly section: ClatSection;
  readonly questionCount: number;
  /** Generated sets are new for every seed; bank sets repeat across mocks. */
  readonly origin: 'bank' | 'generated';
  /**
   * Sets that ask the same thing (one generator's template with other numbers): a paper takes at
   * most one of a family. Absent: the set is a family of its own.
   */
  readonly family?: string;
  /** Each question's difficulty, in order (a passage may be cut from its end to fit a section). */
  readonly difficulties: readonly Difficulty[];
}

/** One passage as placed in a paper: its first `questionCount` questions are asked. */
export interface PaperSet {
  readonly setId: string;
  readonly section: ClatSection;
  readonly questionCount: number;
}

/** The assembled paper, fixed when the mock starts: enough to rebuild it question by question. */
export interface MockPaper {
  readonly seed: number;
  /** In exam order: sections in CLAT_SECTIONS order, passages in the order chosen. */
  readonly sets: readonly PaperSet[];
}

export function questionIdOf(setId: string, index: number): string {
  return `${setId}-q${index + 1}`;
}

/** The question ids of a paper, in exam order. */
export function paperQuestionIds(paper: MockPaper): string[] {
  return paper.sets.flatMap((set) => Array.from({ length: set.questionCount }, (_, index) => questionIdOf(set.setId, index)));
}

/** One question's record as the student works: seen, answer, mark, time spent. */
export interface QuestionProgress {
  readonly visited: boolean;
  /** 0 to 3, or null when unanswered. */
  readonly answer: number | null;
  readonly markedForReview: boolean;
  /** Milliseconds spent on this question, summed over every visit. */
  readonly timeMs: number;
}

/** The student's work on a mock, saved as she goes. */
export interface MockProgress {
  /** Index (in exam order) of the question on screen. */
  readonly current: number;
  /** Epoch ms when the question on screen was entered (in this sitting). */
  readonly enteredAt: number;
  readonly questions: Readonly<Record<string, QuestionProgress>>;
}

/** The palette's five states, as in the exam's own interface. */
export type PaletteStatus = 'notVisited' | 'notAnswered' | 'answered' | 'markedForReview' | 'answeredAndMarked';

export interface SectionMarks {
  readonly section: ClatSection;
  readonly questions: number;
  readonly attempted: number;
  readonly correct: number;
  readonly wrong: number;
  /** correct - 0.25 x wrong, out of `questions`. */
  readonly marks: number;
  readonly timeMs: number;
}

/** The marks of a submitted mock: kept with the attempt, and what a rank model reads. */
export interface MockResult {
  /** Out of `questions` (120). */
  readonly marks: number;
  readonly questions: number;
  readonly attempted: number;
  readonly correct: number;
  readonly wrong: number;
  /** 0.25 x wrong. */
  readonly negativeMarks: number;
  readonly sections: readonly SectionMarks[];
  /** Questions answered wrongly, in exam order: what a review queue reads. */
  readonly wrongQuestionIds: readonly string[];
}

export interface MockAttempt {
  readonly id: string;
  readonly paper: MockPaper;
  /** Epoch ms; the timer runs from here, whatever happens to the tab. */
  readonly startedAt: number;
  readonly progress: MockProgress;
  /** Epoch ms, or null while the mock is in progress. */
  readonly submittedAt: number | null;
  readonly result: MockResult | null;
}

export interface NewMockAttempt {
  readonly userId: string;
  readonly paper: MockPaper;
  readonly startedAt: number;
  readonly progress: MockProgress;
}
