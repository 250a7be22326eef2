import { contentTerms } from '../search-terms';

/** Long enough to set the scene, short enough to read on a phone above the question. */
export const MAX_CUE_WORDS = 70;

/** Sentence ends that are not abbreviations such as 'D.C.' or 'Rs.' followed by a number. */
const SENTENCE_END = /(?<=[.!?]["'’”)]?)\s+(?=["'‘“(]?[A-Z0-9])/;

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * The few sentences of a passage that a question asked on its own refers to ('the body named in
 * the passage', 'the summit the passage describes'), so that the student knows what is being
 * asked about. They are found from the question's words alone, widened with the neighbours that
 * share them while under MAX_CUE_WORDS, and no sentence that holds a word of the answer is ever
 * shown: the answer, and the report it comes from, are revealed only after the student answers.
 * Null when no sentence is about the question, or every such sentence would give the answer away.
 */
export function questionContext(passage: string, question: string, answer: string): string | null {
  const sentences = passage
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.trim().split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const asked = new Set(contentTerms(question));
  const answerTerms = contentTerms(answer).filter((term) => !asked.has(term));
  const scores = sentences.map((sentence) => {
    const terms = new Set(contentTerms(sentence));
    if (answerTerms.some((term) => terms.has(term))) return -1;
    let score = 0;
    for (const term of terms) if (asked.has(term)) score += 1;
    return score;
  });
  const best = Math.max(0, ...scores);
  if (best === 0) return null;

  let start = scores.indexOf(best);
  let end = start;
  const length = (from: number, to: number) => words(sentences.slice(from, to + 1).join(' ')).length;
  for (;;) {
    const before = start > 0 && length(start - 1, end) <= MAX_CUE_WORDS ? scores[start - 1]! : 0;
    const after = end < sentences.length - 1 && length(start, end + 1) <= MAX_CUE_WORDS ? scores[end + 1]! : 0;
    if (before <= 0 && after <= 0) break;
    if (after >= before) end += 1;
    else start -= 1;
  }
  const cue = sentences.slice(start, end + 1).join(' ');
  const cueWords = words(cue);
  return cueWords.length <= MAX_CUE_WORDS ? cue : `${cueWords.slice(0, MAX_CUE_WORDS).join(' ')}…`;
}
