import type { OptionLetter, PracticeQuestion, TopicPracticeResponse } from '../../../core/practice/practice.model';
import { OPTION_LETTERS } from '../../../core/practice/practice.model';
import type { Random } from './random';

/** A question before its options are lettered: the right answer and three wrong ones. */
export interface DraftQuestion {
  readonly question: string;
  readonly correct: string;
  /** Three distinct wrong answers, each from a typical mistake. */
  readonly distractors: readonly [string, string, string];
  /** The working, step by step, ending at the correct answer. */
  readonly explanation: string;
}

/** Letters the options in a seeded order and builds the answer key. */
export function assembleSet(passage: string, drafts: readonly DraftQuestion[], random: Random): TopicPracticeResponse {
  const answerKey: Record<string, OptionLetter> = {};
  const questions: PracticeQuestion[] = drafts.map((draft, index) => {
    const options = random.shuffle([draft.correct, ...draft.distractors]);
    const letter = OPTION_LETTERS[options.indexOf(draft.correct)]!;
    answerKey[`Q${index + 1}`] = letter;
    return { question: draft.question, options, answer: letter, explanation: draft.explanation };
  });
  return { passage, questions, answerKey };
}
