import {
  englishPresetFileSchema,
  gkPresetFileSchema,
  legalTopicFileSchema,
  logicalTopicFileSchema,
  wordCount,
  type BankQuestion,
  type GkSet,
} from '../../adapters/tutor/content/content.schema';
import { contentTerms, normalisePhrase, termMatches } from '../../adapters/tutor/search-terms';
import { DIFFICULTIES, type Difficulty } from '../../core/exam/difficulty';

/**
 * What makes a CLAT question trustworthy, measured over the curated banks: whether the options
 * give the key away by their length or letter, whether passages have the pattern's length,
 * whether two sets repeat a passage, whether an explanation deals with the tempting wrong option,
 * and, in current affairs, whether a question really asks beyond its passage. The content gates
 * (tests) and the content table of `npm run bench` both read these figures.
 */
export type BankSection = 'English' | 'Logical' | 'Legal' | 'GK';

export interface BankSetEntry {
  readonly section: BankSection;
  /** The file's path relative to the content folder, e.g. 'gk/sports.json'. */
  readonly file: string;
  readonly id: string;
  readonly passage: string;
  readonly questions: readonly BankQuestion[];
  /** GK only. */
  readonly asOf?: string;
  readonly sources?: GkSet['sources'];
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Words a passage may have, per section, as the CLAT pattern sets them (critical reasoning is shorter). */
export const PASSAGE_WORDS: Readonly<Record<BankSection, readonly [number, number]>> = {
  English: [430, 600],
  Legal: [380, 600],
  GK: [350, 600],
  Logical: [250, 400],
};

/** The share of a section's keys that may be the strictly longest (or shortest) option. */
export const MAX_KEY_EXTREME_SHARE = 0.35;
/** The share of a section's keys each letter may hold. */
export const KEY_LETTER_SHARE: readonly [number, number] = [0.18, 0.32];
/** The share of GK questions that ask what the passage does not say. */
export const MIN_BEYOND_PASSAGE_SHARE = 0.7;
/** From this month on, a GK set is current affairs and cites its reports. */
export const SOURCED_FROM = '2025-12';
/**
 * The share of an English or critical-reasoning section's keys that may stand out by register
 * (registerTell): a blind reviewer picks those without reading.
 */
export const MAX_REGISTER_TELL_SHARE = 0.08;
/** Two passages sharing this share of the shorter one's five-word runs are the same passage. */
export const NEAR_DUPLICATE_OVERLAP = 0.2;

/** Every file of one section, with its path, checked against the section's schema. */
function filesOf<T>(modules: Record<string, unknown>, schema: { parse(data: unknown): T }): readonly { readonly path: string; readonly file: T }[] {
  return Object.entries(modules).map(([path, data]) => ({ path, file: schema.parse(data) }));
}

/** The bank's files, section by section (paths end in the file's name, e.g. '.../gk/sports.json'). */
export const BANK_FILES = {
  English: filesOf(import.meta.glob<unknown>('../../adapters/tutor/content/english/*.json', { eager: true, import: 'default' }), englishPresetFileSchema),
  Logical: filesOf(import.meta.glob<unknown>('../../adapters/tutor/content/logical/*.json', { eager: true, import: 'default' }), logicalTopicFileSchema),
  Legal: filesOf(import.meta.glob<unknown>('../../adapters/tutor/content/legal/*.json', { eager: true, import: 'default' }), legalTopicFileSchema),
  GK: filesOf(import.meta.glob<unknown>('../../adapters/tutor/content/gk/*.json', { eager: true, import: 'default' }), gkPresetFileSchema),
} as const;

export const BANK_SECTIONS: readonly BankSection[] = ['English', 'Logical', 'Legal', 'GK'];

/** Every set of every bank file. */
export function loadBankSets(): readonly BankSetEntry[] {
  return BANK_SECTIONS.flatMap((section) =>
    BANK_FILES[section].flatMap(({ path, file }) =>
      file.sets.map((set): BankSetEntry => ({ section, file: path.replace(/^.*\/content\//, ''), ...set })),
    ),
  );
}

/** 'longest' or 'shortest' when the key is strictly so among the four options (by characters). */
export function keyLengthExtreme(question: BankQuestion): 'longest' | 'shortest' | null {
  const lengths = question.options.map((option) => option.trim().length);
  const key = lengths[LETTERS.indexOf(question.answer)]!;
  const others = lengths.filter((_, index) => index !== LETTERS.indexOf(question.answer));
  if (others.every((length) => length < key)) return 'longest';
  if (others.every((length) => length > key)) return 'shortest';
  return null;
}

/**
 * The marks, as a share of full marks, of a student who never reads and always picks the longest
 * option (the first of equals): +1 for a right answer, -0.25 for a wrong one, as in CLAT.
 */
export function longestOptionScore(questions: readonly BankQuestion[]): number {
  if (questions.length === 0) return 0;
  let marks = 0;
  for (const question of questions) {
    const lengths = question.options.map((option) => option.trim().length);
    const pick = lengths.indexOf(Math.max(...lengths));
    marks += LETTERS[pick] === question.answer ? 1 : -0.25;
  }
  return marks / questions.length;
}

/** Words that make an option sweeping, and words that hedge one. */
const ABSOLUTE =
  /\b(?:always|never|only|every|everyone|everything|all|none|no one|nothing|entirely|wholly|completely|altogether|purely|solely|at once|must|proves?|proved|certainly|invariably|without exception|any)\b/i;
const HEDGED = /\b(?:may|might|can|could|often|some|sometimes|partly|largely|tends?|usually|likely|perhaps|in part|mainly|chiefly|rather|more|less)\b/i;

/**
 * How a key stands out by its register alone: it is the one option with no sweeping word while
 * the other three have one ('sweeping distractors'), or the one hedged option ('only hedged').
 * The test-wise student's rule "avoid the extreme option" finds such a key without the passage.
 */
export function registerTell(question: BankQuestion): 'sweeping distractors' | 'only hedged' | null {
  const key = LETTERS.indexOf(question.answer);
  const others = question.options.filter((_, index) => index !== key);
  const option = question.options[key]!;
  if (!ABSOLUTE.test(option) && others.every((other) => ABSOLUTE.test(other))) return 'sweeping distractors';
  if (HEDGED.test(option) && !others.some((other) => HEDGED.test(other))) return 'only hedged';
  return null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface SectionFigures {
  readonly section: BankSection;
  readonly sets: number;
  readonly questions: number;
  readonly medianWords: number;
  readonly fewestWords: number;
  readonly mostWords: number;
  readonly longestKeyShare: number;
  readonly shortestKeyShare: number;
  readonly longestOptionScore: number;
  readonly letterShares: Readonly<Record<(typeof LETTERS)[number], number>>;
  /** The share of questions whose key stands out by register (registerTell). */
  readonly registerTellShare: number;
  /** The share of questions its author tagged easy, medium and hard. */
  readonly difficultyShares: Readonly<Record<Difficulty, number>>;
  /** GK only: the earliest and latest `asOf`, and the share of questions beyond the passage. */
  readonly dateRange?: readonly [string, string];
  readonly beyondPassageShare?: number;
}

export function sectionFigures(section: BankSection, sets: readonly BankSetEntry[]): SectionFigures {
  const questions = sets.flatMap((set) => set.questions);
  const words = sets.map((set) => wordCount(set.passage));
  const share = (count: number) => (questions.length === 0 ? 0 : count / questions.length);
  const letterShares = Object.fromEntries(
    LETTERS.map((letter) => [letter, share(questions.filter((question) => question.answer === letter).length)]),
  ) as Record<(typeof LETTERS)[number], number>;
  const dates = sets.flatMap((set) => (set.asOf ? [set.asOf] : [])).sort();
  return {
    section,
    sets: sets.length,
    questions: questions.length,
    medianWords: words.length > 0 ? median(words) : 0,
    fewestWords: words.length > 0 ? Math.min(...words) : 0,
    mostWords: words.length > 0 ? Math.max(...words) : 0,
    longestKeyShare: share(questions.filter((question) => keyLengthExtreme(question) === 'longest').length),
    shortestKeyShare: share(questions.filter((question) => keyLengthExtreme(question) === 'shortest').length),
    longestOptionScore: longestOptionScore(questions),
    letterShares,
    registerTellShare: share(questions.filter((question) => registerTell(question) !== null).length),
    difficultyShares: Object.fromEntries(
      DIFFICULTIES.map((difficulty) => [difficulty, share(questions.filter((question) => question.difficulty === difficulty).length)]),
    ) as Record<Difficulty, number>,
    ...(section === 'GK'
      ? {
          dateRange: [dates[0] ?? '', dates.at(-1) ?? ''] as const,
          beyondPassageShare: share(questions.filter((question) => question.beyondPassage === true).length),
        }
      : {}),
  };
}

function shingles(passage: string): Set<string> {
  const words = passage.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const runs = new Set<string>();
  for (let index = 0; index + 5 <= words.length; index += 1) runs.add(words.slice(index, index + 5).join(' '));
  return runs;
}

/** The share of the smaller set of five-word runs that the other also has. */
function overlap(first: ReadonlySet<string>, second: ReadonlySet<string>): number {
  const [small, large] = first.size <= second.size ? [first, second] : [second, first];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const run of small) if (large.has(run)) shared += 1;
  return shared / small.size;
}

/** Pairs of sets whose passages overlap at NEAR_DUPLICATE_OVERLAP or more, with the overlap. */
export function nearDuplicatePassages(sets: readonly BankSetEntry[]): readonly (readonly [string, string, number])[] {
  const runs = sets.map((set) => shingles(set.passage));
  const pairs: [string, string, number][] = [];
  for (let i = 0; i < sets.length; i += 1) {
    for (let j = i + 1; j < sets.length; j += 1) {
      const shared = overlap(runs[i]!, runs[j]!);
      if (shared >= NEAR_DUPLICATE_OVERLAP) pairs.push([sets[i]!.id, sets[j]!.id, shared]);
    }
  }
  return pairs;
}

function termSet(text: string): Set<string> {
  return new Set(contentTerms(text));
}

/**
 * Whether an explanation deals with a wrong option as well as the key: besides its source line it
 * has two sentences or more, and it names one of the wrong options, either word for word or by a
 * quarter of the words that set that option apart from the key and the question (two at least,
 * unless the option has three such words or fewer).
 */
export function explainsADistractor(question: BankQuestion): boolean {
  const sentences = question.explanation
    .split(/(?<=[.!?])\s+(?=[A-Z0-9'"‘“(])/)
    .filter((sentence) => sentence.trim().length > 0 && !/^Sources?:/.test(sentence.trim()));
  if (sentences.length < 2) return false;
  const explanation = [...termSet(question.explanation)];
  const phrase = normalisePhrase(question.explanation);
  const keyIndex = LETTERS.indexOf(question.answer);
  const shared = new Set([...termSet(question.options[keyIndex]!), ...termSet(question.question)]);
  const mentioned = (term: string) => explanation.some((word) => termMatches(word, term) || termMatches(term, word));
  return question.options.some((option, index) => {
    if (index === keyIndex) return false;
    if (phrase.includes(normalisePhrase(option))) return true;
    const distinctive = [...termSet(option)].filter((term) => !shared.has(term));
    if (distinctive.length === 0) return false;
    const named = distinctive.filter(mentioned).length;
    return named / distinctive.length >= 0.25 && (named >= 2 || (named === 1 && distinctive.length <= 3));
  });
}

/**
 * Whether a question marked as beyond the passage is in fact answered by it: every word that
 * sets the key apart from the question appears in the passage. A number such as a year or an
 * Article counts as a word.
 */
export function passageStatesKey(passage: string, question: BankQuestion): boolean {
  const key = [...termSet(question.options[LETTERS.indexOf(question.answer)]!)];
  const asked = termSet(question.question);
  const distinctive = key.filter((term) => !asked.has(term));
  if (distinctive.length === 0) return false;
  const inPassage = termSet(passage);
  return distinctive.every((term) => inPassage.has(term));
}
