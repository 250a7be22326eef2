import { z } from 'zod/mini';
import { DIFFICULTIES } from '../../../core/exam/difficulty';

/**
 * The offline tutor's curated content, written by the team as JSON beside the engine and
 * checked by these schemas when it is loaded and in tests.
 */
const text = z.string().check(z.trim(), z.minLength(1));
const slugId = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

const questionFields = z.object({
  question: text,
  options: z.array(text).check(z.length(4)),
  answer: z.enum(['A', 'B', 'C', 'D']),
  explanation: text,
  /**
   * GK only: the passage is the cue, but the answer is a fact the student should already know
   * (CLAT's current-affairs pattern), e.g. the Article that created a body the passage names.
   */
  beyondPassage: z.optional(z.boolean()),
});

function distinctOptions(question: { readonly options: readonly string[] }): boolean {
  return new Set(question.options.map((option) => option.toLowerCase())).size === 4;
}

/** A question as the Question Maker serves it, from the bank or from a model: four distinct options, one key, an explanation. */
export const practiceQuestionSchema = questionFields.check(z.refine(distinctOptions, { message: 'options must be distinct' }));

/** A question of the curated bank: a practice question whose author also judged how hard it is. */
export const bankQuestionSchema = z
  .extend(questionFields, {
    /**
     * How hard the author judged the question, checked against the blind reviewer's result: easy
     * (one sentence of the passage answers it), medium (an inference across sentences, or one close
     * distractor to reject), hard (a synthesis of the passage, or two close distractors).
     */
    difficulty: z.enum(DIFFICULTIES),
  })
  .check(z.refine(distinctOptions, { message: 'options must be distinct' }));
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

const passageSetFields = {
  /** Stable and unique across the bank, e.g. 'tort-negligence-1'. */
  id: slugId,
  title: text,
  passage: text,
  /** Four to six questions on the passage, as in CLAT; a request is answered with the whole set. */
  questions: z.array(bankQuestionSchema).check(z.minLength(4), z.maxLength(6)),
};

/** A public report a set's facts come from: its address, the date it was published, and what it supports. */
export const sourceSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  date: z.iso.date(),
  supports: text,
});
export type Source = z.infer<typeof sourceSchema>;

/** A Legal set: the principle(s) and a fact situation in the passage, four to six questions applying them. */
export const legalSetSchema = z.object({
  ...passageSetFields,
  subtopic: text,
  /** The judgment or statute behind a set on recent law, where the passage draws on one. */
  sources: z.optional(z.array(sourceSchema)),
});
export const legalTopicFileSchema = z.object({ topic: text, sets: z.array(legalSetSchema).check(z.minLength(1)) });

/** A GK set: a news-style passage; `asOf` dates facts that can change. */
export const gkSetSchema = z.object({
  ...passageSetFields,
  asOf: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  /** Words a free-text topic may use to find this set (retrieval). */
  keywords: z.array(text).check(z.minLength(3)),
  /** The public reports behind the set's facts; every current-affairs set has two or more. */
  sources: z.optional(z.array(sourceSchema)),
});
/** A GK file: one of the Question Maker's presets, or a topic of the bank found by free text; `preset` names it. */
export const gkPresetFileSchema = z.object({ preset: text, sets: z.array(gkSetSchema).check(z.minLength(1)) });

/** An English set: a reading passage with main idea, inference, tone and vocabulary questions. */
export const englishSetSchema = z.object(passageSetFields);
export const englishPresetFileSchema = z.object({ preset: text, sets: z.array(englishSetSchema).check(z.minLength(1)) });

/** A Logical set: an argument or report in the passage, and critical-reasoning questions on it. */
export const logicalSetSchema = z.object(passageSetFields);
export const logicalTopicFileSchema = z.object({ topic: text, sets: z.array(logicalSetSchema).check(z.minLength(1)) });

export const conceptSectionSchema = z.enum(['Legal', 'Logical', 'Quant', 'GK', 'English']);

/** One note of the concept explainer's knowledge base. */
export const conceptNoteSchema = z.object({
  id: slugId,
  section: conceptSectionSchema,
  title: text,
  /** Other names a student may use: abbreviations, old and new statute names, synonyms. */
  aliases: z.array(text),
  definition: text,
  explanation: text,
  example: text,
  clatTip: text,
  /** Ids of related notes. */
  related: z.array(z.string()).check(z.minLength(1)),
});
export const conceptFileSchema = z.object({ section: conceptSectionSchema, notes: z.array(conceptNoteSchema).check(z.minLength(1)) });

export type LegalSet = z.infer<typeof legalSetSchema>;
export type GkSet = z.infer<typeof gkSetSchema>;
export type EnglishSet = z.infer<typeof englishSetSchema>;
export type LogicalSet = z.infer<typeof logicalSetSchema>;
export type ConceptNote = z.infer<typeof conceptNoteSchema>;

/** Words in a passage, for the length targets of the CLAT pattern. */
export function wordCount(passage: string): number {
  return passage.split(/\s+/).filter(Boolean).length;
}
