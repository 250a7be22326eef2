import { contentTerms } from '../search-terms';

/** Long enough to answer from, short enough to read on a phone above the question. */
export const MAX_CUE_WORDS = 70;

/** Sentence ends that are not abbreviations such as 'D.C.' or 'Rs.' followed by a number. */
const SENTENCE_END = /(?<=[.!?]["'’”)]?)\s+(?=["'‘“(]?[A-Z0-9])/;

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * The few sentences of a passage a question is answered from: the sentence sharing the most
 * content terms with the question, its right option and its explanation, widened with the better
 * of its neighbours while it stays under MAX_CUE_WORDS. The explanation usually restates what
 * the passage says, which is what makes it a good guide to the right sentence.
 */
export function passageCue(passage: string, question: string, rightOption: string, explanation: string): string {
  const sentences = passage
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.trim().split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  if (sentences.length === 0) return '';
  const wanted = new Map<string, number>();
  for (const term of contentTerms(`${question} ${rightOption} ${rightOption} ${explanation}`)) wanted.set(term, (wanted.get(term) ?? 0) + 1);
  const scores = sentences.map((sentence) => {
    const seen = new Set(contentTerms(sentence));
    let score = 0;
    for (const term of seen) score += wanted.get(term) ?? 0;
    return score;
  });

  let start = scores.indexOf(Math.max(...scores));
  let end = start;
  const length = (from: number, to: number) => words(sentences.slice(from, to + 1).join(' ')).length;
  for (;;) {
    const before = start > 0 && length(start - 1, end) <= MAX_CUE_WORDS ? (scores[start - 1] ?? 0) : -1;
    const after = end < sentences.length - 1 && length(start, end + 1) <= MAX_CUE_WORDS ? (scores[end + 1] ?? 0) : -1;
    if (before <= 0 && after <= 0) break;
    if (after >= before) end += 1;
    else start -= 1;
  }
  const cue = sentences.slice(start, end + 1).join(' ');
  const cueWords = words(cue);
  return cueWords.length <= MAX_CUE_WORDS ? cue : `${cueWords.slice(0, MAX_CUE_WORDS).join(' ')}…`;
}
