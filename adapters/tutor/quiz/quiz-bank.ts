import type { QuizOptions, QuizSource } from '../../../core/quiz/daily-quiz.model';
import type { Source } from '../content/content.schema';
import { contentTerms } from '../search-terms';
import type { TutorContent } from '../tutor-content';
import { questionContext } from './question-context';

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
  readonly sources: readonly QuizSource[];
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The most reports shown under one answer. */
const MAX_REPORTS = 3;

/**
 * The reports a question's answer rests on, out of those its set cites: the ones whose stated
 * support shares the most words with the question, its key and its explanation, up to
 * MAX_REPORTS; when none shares a word (a set's sources support its passage, not every fact a
 * question asks), the set's first two.
 */
function reportsFor(sources: readonly Source[], asked: string): QuizSource[] {
  const wanted = new Set(contentTerms(asked));
  const scored = sources
    .map((source, index) => ({ source, index, score: [...new Set(contentTerms(source.supports))].filter((term) => wanted.has(term)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen = scored.length > 0 ? scored.slice(0, MAX_REPORTS).map(({ source }) => source) : sources.slice(0, 2);
  return chosen.map(({ url, date }) => ({ url, date }));
}

/** The GK bank's files as the loader gives them (topic name and its passages). */
export type GkBankFiles = Awaited<ReturnType<TutorContent['allGkSets']>>;

/**
 * Every GK bank question that asks what its passage does not say (`beyondPassage`), in a stable
 * order (by id), with the context it needs and its key. A question answered by its passage is a
 * reading question: asked without the passage it could only show the sentence that answers it,
 * so the quiz, which tests what a student knows, leaves it to practice sets and mocks.
 */
export function quizBankOf(presets: GkBankFiles): QuizBankEntry[] {
  const entries = presets.flatMap(({ preset, sets }) =>
    sets.flatMap((set) =>
      set.questions.flatMap((question, index): QuizBankEntry[] => {
        if (question.beyondPassage !== true) return [];
        const answerIndex = LETTERS.indexOf(question.answer);
        const [a, b, c, d] = question.options;
        return [
          {
            id: `${set.id}-q${index + 1}`,
            topic: preset,
            setId: set.id,
            cue: questionContext(set.passage, question.question, question.options[answerIndex]!),
            question: question.question,
            options: [a!, b!, c!, d!],
            answerIndex,
            explanation: question.explanation,
            sources: reportsFor(set.sources ?? [], `${question.question} ${question.options[answerIndex]} ${question.explanation}`),
          },
        ];
      }),
    ),
  );
  return entries.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}
