import type { QuizOptions } from '../../../core/quiz/daily-quiz.model';
import type { TutorContent } from '../tutor-content';
import { passageCue } from './passage-cue';

/** One question of the GK bank as the daily quiz uses it. */
export interface QuizBankEntry {
  readonly id: string;
  readonly topic: string;
  readonly setId: string;
  readonly cue: string | null;
  readonly question: string;
  readonly options: QuizOptions;
  readonly answerIndex: number;
  readonly explanation: string;
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The GK bank's files as the loader gives them (topic name and its passages). */
export type GkBankFiles = Awaited<ReturnType<TutorContent['allGkSets']>>;

/**
 * A question marked `beyondPassage` asks what its passage does not say (a fact a student is
 * expected to know); it stands alone, without a cue. The field is read leniently, so content
 * with or without it loads.
 */
function standsAlone(question: object): boolean {
  return (question as { readonly beyondPassage?: unknown }).beyondPassage === true;
}

/** Every GK bank question, in a stable order (by id), with its cue and its key. */
export function quizBankOf(presets: GkBankFiles): QuizBankEntry[] {
  const entries = presets.flatMap(({ preset, sets }) =>
    sets.flatMap((set) =>
      set.questions.map((question, index): QuizBankEntry => {
        const answerIndex = LETTERS.indexOf(question.answer);
        const [a, b, c, d] = question.options;
        return {
          id: `${set.id}-q${index + 1}`,
          topic: preset,
          setId: set.id,
          cue: standsAlone(question) ? null : passageCue(set.passage, question.question, question.options[answerIndex] ?? '', question.explanation),
          question: question.question,
          options: [a!, b!, c!, d!],
          answerIndex,
          explanation: question.explanation,
        };
      }),
    ),
  );
  return entries.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}
