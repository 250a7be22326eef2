import type { OptionLetter, PracticeQuestion, TopicPracticeResponse } from '../../../core/practice/practice.model';
import { OPTION_LETTERS } from '../../../core/practice/practice.model';
import type { Random } from './random';
import type { Difficulty } from '../../../core/exam/difficulty';
import type { DataFigure } from '../../../core/practice/data-figure';

/** A question before its options are lettered: the right answer and three wrong ones. */
export interface DraftQuestion {
  /** As the generator's author judged this kind of question. */
  readonly difficulty: Difficulty;
  readonly question: string;
  readonly correct: string;
  /** Three distinct wrong answers, each from a typical mistake. */
  readonly distractors: readonly [string, string, string];
  /** The working, step by step, ending at the correct answer. */
  readonly explanation: string;
}

export interface GeneratedQuestion extends PracticeQuestion {
  readonly difficulty: Difficulty;
}

/** A generated practice set: every question carries its difficulty. */
export interface GeneratedSet extends TopicPracticeResponse {
  readonly questions: readonly GeneratedQuestion[];
}

/** Letters the options in a seeded order and builds the answer key. */
export function assembleSet(passage: string, drafts: readonly DraftQuestion[], random: Random): GeneratedSet {
  const answerKey: Record<string, OptionLetter> = {};
  const questions: GeneratedQuestion[] = drafts.map((draft, index) => {
    const options = random.shuffle([draft.correct, ...draft.distractors]);
    const letter = OPTION_LETTERS[options.indexOf(draft.correct)]!;
    answerKey[`Q${index + 1}`] = letter;
    return { question: draft.question, options, answer: letter, explanation: draft.explanation, difficulty: draft.difficulty };
  });
  return { passage, questions, answerKey };
}

/** A set as planned: its passage, its questions' drafts, and the random draws that go on to letter their options. */
export interface SetPlan {
  readonly random: Random;
  readonly passage: string;
  readonly questions: readonly { readonly draft: DraftQuestion }[];
}

/** Letters a planned passage set's options. */
export function assemblePassageSet({ random, passage, questions }: SetPlan): GeneratedSet {
  return assembleSet(passage, questions.map((question) => question.draft), random);
}

/** A data-interpretation set as planned: its caselet, the figure its questions read, and their drafts. */
export interface FigurePlan extends SetPlan {
  readonly figure: DataFigure;
}

/** Letters a data-interpretation set's options like any other set's and keeps its figure with it. */
export function assembleFigureSet(plan: FigurePlan): GeneratedSet {
  return { ...assemblePassageSet(plan), figure: plan.figure };
}
