import MiniSearch, { type SearchResult } from 'minisearch';
import type { GkSet } from '../content/content.schema';
import { contentTerms, processTerm, synonymExpansion, termMatches, tokenize } from '../search-terms';
import type { GkPresetSets, GkTopic } from '../tutor-content';

interface GkDocument {
  readonly id: string;
  readonly preset: GkTopic;
  readonly title: string;
  readonly keywords: string;
  readonly passage: string;
}

export interface GkMatch {
  readonly set: GkSet;
  readonly preset: GkTopic;
  readonly score: number;
}

export interface GkRetrievalResult {
  /** Relevant sets, best first; empty when nothing in the bank is about the topic. */
  readonly matches: readonly GkMatch[];
  /** Files of the bank (presets or topics) that share at least a word with the topic, closest first. */
  readonly nearPresets: readonly GkTopic[];
}

/**
 * Calibrated in tests/adapters/tutor/offline-tutor.test.ts (GK free text): a set is
 * relevant when it holds at least 60% of the topic's words, each word weighed by how rare it is in
 * the bank (so that 'human digestive system' is not answered by a set that has 'human' and
 * 'system' but is about spaceflight), one of its specific words is in the set's title or keywords,
 * and its score reaches MIN_SCORE. Sets scoring under RELATIVE_CUT of the best are not offered
 * with it.
 */
const MIN_SCORE = 6;
const MIN_COVERAGE = 0.6;
const RELATIVE_CUT = 0.5;

/** Words too common in news about India to make a set relevant on their own. */
const GENERIC = new Set([
  'india', 'indian', 'government', 'govt', 'national', 'scheme', 'yojana', 'policy', 'world', 'global', 'country',
  'state', 'year', 'new', 'first', 'latest', 'news', 'current', 'affair', 'recent', 'important', 'law', 'act', 'day',
  'minister', 'prime', 'president', 'summit', 'mission', 'programme', 'program', 'launch', 'launched',
]);

/** Free-text GK topics answered by retrieval over the GK sets (title and keywords count most). */
export class GkRetrieval {
  private readonly index: MiniSearch<GkDocument>;
  private readonly sets = new Map<string, { set: GkSet; preset: GkTopic }>();

  constructor(bank: readonly GkPresetSets[]) {
    this.index = new MiniSearch<GkDocument>({
      fields: ['title', 'keywords', 'passage'],
      storeFields: ['preset'],
      tokenize,
      processTerm,
      searchOptions: {
        boost: { title: 3, keywords: 4, passage: 1 },
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        prefix: (term) => term.length >= 4,
      },
    });
    const documents = bank.flatMap(({ preset, sets }) =>
      sets.map((set) => ({ id: set.id, preset, title: `${set.title} ${preset}`, keywords: set.keywords.join(' ; '), passage: set.passage })),
    );
    for (const { preset, sets } of bank) for (const set of sets) this.sets.set(set.id, { set, preset });
    this.index.addAll(documents);
  }

  find(topic: string): GkRetrievalResult {
    const words = [...new Set(contentTerms(topic))];
    const specific = words.filter((word) => !GENERIC.has(word));
    if (specific.length === 0) return { matches: [], nearPresets: [] };
    const query = `${topic} ${synonymExpansion(topic)}`;
    const results = this.index.search(query);
    const weights = new Map(words.map((word) => [word, this.rarity(word)]));
    const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
    const relevant = results.filter((result) => this.isRelevant(result, weights, total, specific));
    const best = relevant[0]?.score ?? 0;
    const matches = relevant
      .filter((result) => result.score >= best * RELATIVE_CUT)
      .map((result) => ({ ...this.sets.get(String(result.id))!, score: result.score }));
    const named = specific.filter((word) => /\p{L}/u.test(word));
    const nearPresets: GkTopic[] = [];
    for (const result of results) {
      const preset = result['preset'] as GkTopic;
      if (!nearPresets.includes(preset) && named.some((word) => this.inTitleOrKeywords(result, word))) nearPresets.push(preset);
    }
    return { matches, nearPresets };
  }

  /** `weights` holds each word of the topic with its rarity, `total` their sum. */
  private isRelevant(result: SearchResult, weights: ReadonlyMap<string, number>, total: number, specific: readonly string[]): boolean {
    if (result.score < MIN_SCORE) return false;
    const matched = this.matchedWords(result, [...weights.keys()]);
    if (matched.reduce((sum, word) => sum + weights.get(word)!, 0) / total < MIN_COVERAGE) return false;
    return specific.some((word) => matched.includes(word) && this.inTitleOrKeywords(result, word));
  }

  /**
   * How much a word says about a topic: the inverse document frequency of the word among the
   * sets (found as the index finds it, by prefix and near misses), highest for a word no set has.
   */
  private rarity(word: string): number {
    const holding = this.index.search(word).length;
    return Math.log((this.sets.size + 1) / (holding + 0.5));
  }

  private inTitleOrKeywords(result: SearchResult, word: string): boolean {
    return Object.entries(result.match).some(
      ([term, fields]) => (fields.includes('title') || fields.includes('keywords')) && termMatches(term, word),
    );
  }

  /** The words of the topic (not of its synonyms) that the result matched. */
  private matchedWords(result: SearchResult, words: readonly string[]): string[] {
    return words.filter((word) => result.queryTerms.includes(word));
  }
}
