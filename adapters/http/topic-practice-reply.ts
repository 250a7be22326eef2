import { z } from 'zod/mini';
import { OPTION_LETTERS, type OptionLetter, type PracticeQuestion, type TopicPracticeResponse } from '../../core/practice/practice.model';

const LETTER = /^(?:option\s*)?\(?([a-d])\)?[.):]?$/i;
const LETTER_THEN_TEXT = /^\(?([a-d])[.):]\s*(.+)$/i;
const KEY = /^(?:q(?:uestion)?\s*)?(\d+)$/i;

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The correct option as a letter. Hosts give it as a letter ('B', 'b)', 'Option B'), as the
 * option's text, or as both ('B) 25%'); anything else is null.
 */
export function answerLetter(answer: string, options: readonly string[]): OptionLetter | null {
  const letter = LETTER.exec(answer.trim())?.[1];
  if (letter) return letter.toUpperCase() as OptionLetter;
  const index = options.findIndex((option) => same(option, answer));
  if (index >= 0) return OPTION_LETTERS[index] ?? null;
  const prefixed = LETTER_THEN_TEXT.exec(answer.trim());
  if (prefixed) {
    const byLetter = prefixed[1]!.toUpperCase() as OptionLetter;
    if (same(options[OPTION_LETTERS.indexOf(byLetter)] ?? '', prefixed[2]!)) return byLetter;
  }
  return null;
}

/** A text with something in it once trimmed, kept trimmed. */
const trimmedText = z.string().check(z.trim(), z.minLength(1));

const questionSchema = z.pipe(
  z.object({
    question: trimmedText,
    // The product letters options A to D (spec §9): any other count cannot be answered by letter.
    options: z.array(trimmedText).check(z.length(OPTION_LETTERS.length)),
    answer: z.string(),
    explanation: z.nullish(z.string()),
  }),
  z.transform((question, context): PracticeQuestion => {
    const answer = answerLetter(question.answer, question.options);
    if (!answer) {
      context.issues.push({ code: 'custom', message: `Answer "${question.answer}" is not one of the options`, input: question.answer });
      return z.NEVER;
    }
    return { question: question.question, options: question.options, answer, explanation: question.explanation?.trim() ?? '' };
  }),
);

/**
 * The host's topic practice JSON (spec §3): `{passage, questions, answer_key}`. A missing list
 * is an empty set, which the product reports as 'No questions generated. Backend returned empty
 * response.'; an answer key that contradicts the questions is malformed.
 */
export const topicPracticeReply = z.pipe(
  z.object({
    passage: z.nullish(z.string()),
    questions: z.nullish(z.array(questionSchema)),
    answer_key: z.nullish(z.record(z.string(), z.string())),
  }),
  z.transform((reply, context): TopicPracticeResponse => {
    const questions = reply.questions ?? [];
    const answerKey: Record<string, OptionLetter> = {};
    questions.forEach((question, index) => {
      answerKey[`Q${index + 1}`] = question.answer;
    });
    for (const [key, given] of Object.entries(reply.answer_key ?? {})) {
      const number = Number(KEY.exec(key.trim())?.[1] ?? Number.NaN);
      const question = questions[number - 1];
      if (!question || answerLetter(given, question.options) !== question.answer) {
        context.issues.push({ code: 'custom', message: `answer_key ${key} does not match the questions`, input: reply.answer_key });
        return z.NEVER;
      }
    }
    return { passage: reply.passage?.trim() ?? '', questions, answerKey };
  }),
);
