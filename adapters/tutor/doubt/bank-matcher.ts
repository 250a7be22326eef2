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
  /** The weighted share of the question's own words in the photo (recall), 0 to 1. */
  readonly questionCoverage: number;
  /** The weighted share of the photo's words found in the entry or its passage (precision), 0 to 1. */
  readonly precision: number;
  /** The question's words the photo does not have. */
  readonly missing: readonly string[];
  /** The photo's words the question, its options and its passage do not have. */
  readonly extra: readonly string[];
}

/**
 * Calibrated in tests/adapters/tutor/bank-matcher.test.ts on reworded questions (which must
 * match) and near misses (same topic, other facts or another thing asked: which must not). A
 * photo is the bank's question when, allowing for OCR near misses:
 * - at least MIN_QUESTION_COVERAGE of the question's own words are, weighted by rarity, so a
 *   changed name or relation counts for more than a changed 'the',
 * - at least MIN_PRECISION of its own words (weighted alike) are in the question, its options or
 *   its passage: a photo that adds facts the question does not have is another question,
 * - no word of the question is swapped for one it does not have (a changed name, relation,
 *   quantifier or fact), other than words that only frame the question,
 * - it shows no number that the question and its passage do not.
 */
const MIN_QUESTION_COVERAGE = 0.7;
const MIN_PRECISION = 0.85;
const CANDIDATES = 8;

interface Photo {
  readonly words: readonly string[];
  readonly near: readonly ReadonlySet<string>[];
  readonly reaches: ReadonlySet<string>;
}

interface Candidate {
  readonly entry: BankEntry;
  readonly words: readonly string[];
  readonly questionWords: readonly string[];
  readonly known: readonly string[];
  readonly knownSet: ReadonlySet<string>;
  readonly numbers: ReadonlySet<string>;
}

/** Finds the bank question a photographed text is, if any. */
export class BankMatcher {
  private readonly index: MiniSearch<{ id: string; question: string; options: string }>;
  private readonly entries: ReadonlyMap<string, Candidate>;
  /** How many entries use each word: a word few questions use tells them apart. */
  private readonly frequency = new Map<string, number>();
  private readonly vocabulary: Vocabulary;

  constructor(entries: readonly BankEntry[]) {
    this.entries = new Map(
      entries.map((entry) => {
        const own = `${entry.question} ${entry.options.join(' ')}`;
        const numbers = new Set(numberTokens(`${own} ${entry.passage ?? ''}`));
        const words = [...new Set(contentTerms(own).map(root))];
        const known = [...new Set([...words, ...contentTerms(entry.passage ?? '').map(root)])];
        return [entry.id, { entry, words, questionWords: [...new Set(contentTerms(entry.question).map(root))], known, knownSet: new Set(known), numbers }];
      }),
    );
    for (const { words } of this.entries.values()) for (const word of words) this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
    this.vocabulary = new Vocabulary([...this.entries.values()].flatMap((candidate) => candidate.known));
    this.index = new MiniSearch({
      fields: ['question', 'options'],
      tokenize,
      processTerm,
      searchOptions: { boost: { question: 2 }, fuzzy: (term) => (term.length >= 5 ? 0.2 : false), prefix: (term) => term.length >= 4 },
    });
    this.index.addAll(entries.map((entry) => ({ id: entry.id, question: entry.question, options: entry.options.join(' ; ') })));
  }

  match(text: string): BankMatch | null {
    const photo = this.read(text);
    if (photo.words.length < 4) return null;
    const numbers = numberTokens(text);
    let best: BankMatch | null = null;
    for (const result of this.index.search(text).slice(0, CANDIDATES)) {
      const candidate = this.entries.get(String(result.id))!;
      if (numbers.some((number) => !candidate.numbers.has(number))) continue;
      const scores = this.score(candidate, photo);
      if (!passes(scores)) continue;
      if (!best || scores.questionCoverage + scores.precision > best.questionCoverage + best.precision) best = scores;
    }
    return best;
  }

  /** The scores of the best candidate, passing or not: for calibration and for saying how near a photo came. */
  nearest(text: string): BankMatch | null {
    const [result] = this.index.search(text);
    if (!result) return null;
    return this.score(this.entries.get(String(result.id))!, this.read(text));
  }

  /** The photo's words, and the bank words each stands for. */
  private read(text: string): Photo {
    const words = [...new Set(contentTerms(text).map(root))];
    const near = words.map((word) => this.vocabulary.near(word));
    return { words, near, reaches: new Set(near.flatMap((set) => [...set])) };
  }

  private score(candidate: Candidate, { words, near, reaches: photoReaches }: Photo): BankMatch {
    const missing = candidate.questionWords.filter((word) => !photoReaches.has(word));
    const extra = words.filter((_, index) => ![...near[index]!].some((term) => candidate.knownSet.has(term)));
    return {
      entry: candidate.entry,
      coverage: candidate.words.filter((word) => photoReaches.has(word)).length / Math.max(1, candidate.words.length),
      questionCoverage: 1 - this.weightedShare(candidate.questionWords, missing),
      precision: 1 - this.weightedShare(words, extra),
      missing,
      extra,
    };
  }

  /** Share of the words' weight that `part` holds; a word's weight grows as fewer entries use it. */
  private weightedShare(words: readonly string[], part: readonly string[]): number {
    const weight = (word: string) => Math.log(1 + this.entries.size / (1 + (this.frequency.get(word) ?? 0)));
    const total = words.reduce((sum, word) => sum + weight(word), 0);
    return total === 0 ? 1 : part.reduce((sum, word) => sum + weight(word), 0) / total;
  }
}

function passes(scores: BankMatch): boolean {
  // A word of the question gone and a word it does not have come in: a fact was changed, not
  // reworded. Words that only frame the question ('provides', 'says', 'assuming') are not facts.
  const facts = (words: readonly string[]) => words.filter((word) => !FRAME.has(word));
  const substituted = facts(scores.missing).length > 0 && facts(scores.extra).length > 0;
  return scores.questionCoverage >= MIN_QUESTION_COVERAGE && scores.precision >= MIN_PRECISION && !substituted;
}

const FRAME = new Set([
  'say', 'tell', 'provide', 'state', 'mention', 'declare', 'lay', 'read', 'answer', 'choose', 'select', 'following', 'option', 'correct',
  'best', 'assuming', 'assume', 'true', 'logically', 'given', 'find', 'take', 'per', 'according',
]);

/** Irregular forms that a rewording often swaps ('says' and 'said'). */
const ROOTS: Readonly<Record<string, string>> = { said: 'say', says: 'say', came: 'come', comes: 'come', took: 'take', made: 'make', gave: 'give', went: 'go', found: 'find', began: 'begin' };

function root(word: string): string {
  return ROOTS[word] ?? word;
}

/**
 * The bank's words, indexed so that the words a photo's word stands for (itself, a word it begins
 * or that begins it, an OCR near miss) are found without comparing it with every word.
 */
class Vocabulary {
  private readonly words: ReadonlySet<string>;
  private readonly sorted: readonly string[];
  /** Each word of five letters or more, and each of its one-letter deletions, to the words they come from. */
  private readonly deletions = new Map<string, Set<string>>();
  private readonly cache = new Map<string, ReadonlySet<string>>();

  constructor(words: readonly string[]) {
    this.words = new Set(words);
    this.sorted = [...this.words].sort();
    for (const word of this.words) {
      if (word.length < 4) continue;
      for (const key of [word, ...deletionsOf(word)]) {
        let set = this.deletions.get(key);
        if (!set) this.deletions.set(key, (set = new Set()));
        set.add(word);
      }
    }
  }

  /** The bank's words that `termMatches` either way with `word`. */
  near(word: string): ReadonlySet<string> {
    const cached = this.cache.get(word);
    if (cached) return cached;
    const found = new Set<string>();
    if (this.words.has(word)) found.add(word);
    // Words that begin with it.
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle]! < word) low = middle + 1;
      else high = middle;
    }
    for (let index = low; index < this.sorted.length && this.sorted[index]!.startsWith(word); index += 1) found.add(this.sorted[index]!);
    // Words it begins with.
    for (let end = 1; end < word.length; end += 1) if (this.words.has(word.slice(0, end))) found.add(word.slice(0, end));
    // OCR near misses: one letter changed, added or dropped.
    if (word.length >= 5) {
      for (const key of [word, ...deletionsOf(word)]) {
        for (const candidate of this.deletions.get(key) ?? []) if (termMatches(candidate, word) || termMatches(word, candidate)) found.add(candidate);
      }
    }
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(word, found);
    return found;
  }
}

function deletionsOf(word: string): string[] {
  return Array.from({ length: word.length }, (_, index) => word.slice(0, index) + word.slice(index + 1));
}

/** Numbers standing on their own, digit groups joined ('₹1,200' and '1200' are the same). */
function numberTokens(text: string): string[] {
  // A digit inside a word ('Artic1e') is an OCR slip, not a number.
  return [...text.replace(/(\d),(?=\d)/g, '$1').matchAll(/(?<!\p{L})\d+(?:\.\d+)?(?!\p{L})/gu)].map((match) => match[0]);
}
