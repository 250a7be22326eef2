import MiniSearch from 'minisearch';
import { contentTerms, processTerm, termMatches, tokenize } from '../search-terms';

/** A question the tutor already has a worked answer for: the diagnostic or a practice set. */
export interface BankEntry {
  readonly id: string;
  /** Where it comes from, for the student: 'Diagnostic test, Legal Reasoning'. */
  readonly source: string;
  readonly question: string;
  readonly options: readonly string[];
  /** 0 to 3. */
  readonly answerIndex: number;
  readonly explanation: string;
  /** The passage the question belongs to, if any: its numbers may appear in a photo of it. */
  readonly passage?: string;
}

export interface BankMatch {
  readonly entry: BankEntry;
  /** Share of the entry's words found in the photographed text, 0 to 1. */
  readonly coverage: number;
}

/**
 * Calibrated in tests/adapters/tutor/doubt-solver.test.ts: a photo is the bank's question
 * when at least MIN_COVERAGE of the question's words (with its options) are in it, allowing for
 * OCR near misses, and it shows no number that the question and its passage do not.
 */
const MIN_COVERAGE = 0.6;
const CANDIDATES = 8;

/** Finds the bank question a photographed text is, if any. */
export class BankMatcher {
  private readonly index: MiniSearch<{ id: string; question: string; options: string }>;
  private readonly entries: ReadonlyMap<string, { entry: BankEntry; words: readonly string[]; numbers: ReadonlySet<string> }>;

  constructor(entries: readonly BankEntry[]) {
    this.entries = new Map(
      entries.map((entry) => {
        const own = `${entry.question} ${entry.options.join(' ')}`;
        const numbers = new Set(numberTokens(`${own} ${entry.passage ?? ''}`));
        return [entry.id, { entry, words: [...new Set(contentTerms(own))], numbers }];
      }),
    );
    this.index = new MiniSearch({
      fields: ['question', 'options'],
      tokenize,
      processTerm,
      searchOptions: { boost: { question: 2 }, fuzzy: (term) => (term.length >= 5 ? 0.2 : false), prefix: (term) => term.length >= 4 },
    });
    this.index.addAll(entries.map((entry) => ({ id: entry.id, question: entry.question, options: entry.options.join(' ; ') })));
  }

  match(text: string): BankMatch | null {
    const words = [...new Set(contentTerms(text))];
    if (words.length < 4) return null;
    const numbers = numberTokens(text);
    let best: BankMatch | null = null;
    for (const result of this.index.search(text).slice(0, CANDIDATES)) {
      const candidate = this.entries.get(String(result.id))!;
      if (numbers.some((number) => !candidate.numbers.has(number))) continue;
      const found = candidate.words.filter((word) => words.some((term) => termMatches(term, word) || termMatches(word, term)));
      const coverage = found.length / Math.max(1, candidate.words.length);
      if (coverage >= MIN_COVERAGE && (!best || coverage > best.coverage)) best = { entry: candidate.entry, coverage };
    }
    return best;
  }
}

/** Numbers standing on their own, digit groups joined ('₹1,200' and '1200' are the same). */
function numberTokens(text: string): string[] {
  // A digit inside a word ('Artic1e') is an OCR slip, not a number.
  return [...text.replace(/(\d),(?=\d)/g, '$1').matchAll(/(?<!\p{L})\d+(?:\.\d+)?(?!\p{L})/gu)].map((match) => match[0]);
}
