import { AppError } from '../shared/app-error';
import { DIFFICULTY_SWAPS, GENERATED_SETS_LIMIT, MIN_QUESTIONS_PER_PASSAGE } from './mock-blueprint';
import { MOCK_MESSAGES } from './mock.messages';
import { type MockPaper, type MockSetSummary, type PaperSet } from './mock.model';
import { SECTION_PLAN, CLAT_QUESTIONS, CLAT_SECTIONS, type ClatSection } from '../exam/clat-pattern';
import { DIFFICULTIES, PAPER_DIFFICULTY_SHARE, type Difficulty } from '../exam/difficulty';

export interface AssemblyInput {
  readonly seed: number;
  /** Every set the paper may use, of every section. */
  readonly candidates: readonly MockSetSummary[];
  /** How many of the student's earlier mocks used each set (absent: none). */
  readonly timesUsed: ReadonlyMap<string, number>;
}

/**
 * Puts a 120-question paper together: each section within its CLAT range, passages the student
 * has met least often first (bank passages before generated ones when neither was used), ties
 * broken by the seed, at most one set of a family (no caselet twice with other numbers) and at
 * most one generated puzzle set in Logical. Among passages the student has met equally often,
 * equal in length, the paper then swaps towards CLAT's spread of difficulty (about 30 % easy,
 * 50 % medium, 20 % hard). A passage may lose questions from its end to fit, never below four.
 */
export function assemblePaper({ seed, candidates, timesUsed }: AssemblyInput): MockPaper {
  const ordered = new Map<ClatSection, MockSetSummary[]>();
  for (const section of CLAT_SECTIONS) {
    const sets = candidates.filter((set) => set.section === section && set.questionCount >= MIN_QUESTIONS_PER_PASSAGE);
    const keys = new Map(sets.map((set) => [set.id, seededKey(seed, set.id)]));
    sets.sort(
      (a, b) =>
        (timesUsed.get(a.id) ?? 0) - (timesUsed.get(b.id) ?? 0) ||
        originRank(a) - originRank(b) ||
        keys.get(a.id)! - keys.get(b.id)! ||
        (a.id < b.id ? -1 : 1),
    );
    ordered.set(section, withinGeneratedLimit(section, firstOfEachFamily(sets)));
  }

  const tier = (set: MockSetSummary) => `${timesUsed.get(set.id) ?? 0}:${originRank(set)}:${set.questionCount}`;
  const choices = balanceDifficulty(
    CLAT_SECTIONS.map((section) => sectionChoice(section, ordered.get(section)!)),
    CLAT_SECTIONS.map((section) => ordered.get(section)!),
    tier,
  );
  const counts = balancedCounts(choices);
  const sets = CLAT_SECTIONS.flatMap((section, index) => fill(section, choices[index]!.sets, counts[index]!));
  return { seed, sets };
}

interface SectionChoice {
  readonly sets: readonly MockSetSummary[];
  /** Question counts this choice of passages can give within the section's range. */
  readonly low: number;
  readonly high: number;
  readonly target: number;
}

/** The fewest passages (least used first) whose question count can reach the section's usual number, or else its range. */
function sectionChoice(section: ClatSection, sets: readonly MockSetSummary[]): SectionChoice {
  const plan = SECTION_PLAN[section];
  let fallback: SectionChoice | null = null;
  for (let k = 1; k <= sets.length; k += 1) {
    const taken = sets.slice(0, k);
    const fewest = taken.length * MIN_QUESTIONS_PER_PASSAGE;
    const most = taken.reduce((sum, set) => sum + set.questionCount, 0);
    const low = Math.max(fewest, plan.min);
    const high = Math.min(most, plan.max);
    if (low > high) {
      if (fewest > plan.max) break;
      continue;
    }
    const choice = { sets: taken, low, high, target: Math.min(Math.max(plan.target, low), high) };
    if (plan.target >= low && plan.target <= high) return choice;
    fallback ??= choice;
  }
  if (!fallback) throw new AppError('unavailable', MOCK_MESSAGES.notEnoughQuestions);
  return fallback;
}

/** Each section's question count, within what its passages give, adding up to 120. */
function balancedCounts(choices: readonly SectionChoice[]): number[] {
  const counts = choices.map((choice) => choice.target);
  let missing = CLAT_QUESTIONS - counts.reduce((sum, count) => sum + count, 0);
  for (let index = 0; missing !== 0 && index < choices.length; index += 1) {
    const choice = choices[index]!;
    const step = missing > 0 ? Math.min(missing, choice.high - counts[index]!) : Math.max(missing, choice.low - counts[index]!);
    counts[index]! += step;
    missing -= step;
  }
  if (missing !== 0) throw new AppError('unavailable', MOCK_MESSAGES.notEnoughQuestions);
  return counts;
}

/** Every passage whole, then the last ones shortened (down to four questions) until the section has `count`. */
function fill(section: ClatSection, sets: readonly MockSetSummary[], count: number): PaperSet[] {
  const sizes = sets.map((set) => set.questionCount);
  let excess = sizes.reduce((sum, size) => sum + size, 0) - count;
  for (let index = sizes.length - 1; excess > 0 && index >= 0; index -= 1) {
    const cut = Math.min(excess, sizes[index]! - MIN_QUESTIONS_PER_PASSAGE);
    sizes[index]! -= cut;
    excess -= cut;
  }
  return sets.map((set, index) => ({ setId: set.id, section, questionCount: sizes[index]! }));
}

/**
 * Swaps a chosen passage for one left out of the same tier (met as often by the student, from the
 * bank or from a generator as it was, with as many questions) while a swap brings the paper's
 * difficulties nearer CLAT's spread: what the student has seen and the section counts are
 * respected as before.
 */
function balanceDifficulty(
  choices: readonly SectionChoice[],
  ordered: readonly (readonly MockSetSummary[])[],
  tier: (set: MockSetSummary) => string,
): SectionChoice[] {
  const chosen = choices.map((choice) => [...choice.sets]);
  let tally = difficultyTally(chosen.flat());
  for (let swap = 0; swap < DIFFICULTY_SWAPS; swap += 1) {
    let best: { sets: MockSetSummary[]; place: number; set: MockSetSummary; tally: DifficultyTally } | null = null;
    let bestGap = spreadGap(tally) - 1e-9;
    for (const [section, sets] of chosen.entries()) {
      const taken = new Set(sets.map((set) => set.id));
      for (const [place, current] of sets.entries()) {
        for (const candidate of ordered[section]!) {
          if (taken.has(candidate.id) || tier(candidate) !== tier(current)) continue;
          const next = shifted(tally, current, candidate);
          const gap = spreadGap(next);
          if (gap < bestGap) [best, bestGap] = [{ sets, place, set: candidate, tally: next }, gap];
        }
      }
    }
    if (!best) break;
    best.sets[best.place] = best.set;
    tally = best.tally;
  }
  return choices.map((choice, index) => ({ ...choice, sets: chosen[index]! }));
}

type DifficultyTally = Record<Difficulty, number>;

function difficultyTally(sets: readonly MockSetSummary[]): DifficultyTally {
  const tally: DifficultyTally = { easy: 0, medium: 0, hard: 0 };
  for (const set of sets) for (const difficulty of set.difficulties) tally[difficulty] += 1;
  return tally;
}

function shifted(tally: DifficultyTally, out: MockSetSummary, into: MockSetSummary): DifficultyTally {
  const next = { ...tally };
  for (const difficulty of out.difficulties) next[difficulty] -= 1;
  for (const difficulty of into.difficulties) next[difficulty] += 1;
  return next;
}

/** How far a paper's difficulties are from CLAT's spread, in questions. */
function spreadGap(tally: DifficultyTally): number {
  const total = DIFFICULTIES.reduce((sum, difficulty) => sum + tally[difficulty], 0);
  return DIFFICULTIES.reduce((sum, difficulty) => sum + Math.abs(tally[difficulty] - PAPER_DIFFICULTY_SHARE[difficulty] * total), 0);
}

/** The sets in their order, with no more generated ones than the section allows. */
function withinGeneratedLimit(section: ClatSection, sets: readonly MockSetSummary[]): MockSetSummary[] {
  const limit = section === 'Logical' ? GENERATED_SETS_LIMIT.Logical : undefined;
  if (limit === undefined) return [...sets];
  let generated = 0;
  return sets.filter((set) => set.origin !== 'generated' || (generated += 1) <= limit);
}

/** The sets in their order, less any whose family an earlier one already brought. */
function firstOfEachFamily(sets: readonly MockSetSummary[]): MockSetSummary[] {
  const families = new Set<string>();
  return sets.filter((set) => {
    const family = set.family ?? set.id;
    if (families.has(family)) return false;
    families.add(family);
    return true;
  });
}

function originRank(set: MockSetSummary): number {
  return set.origin === 'bank' ? 0 : 1;
}

/** A number in [0, 1) fixed by the seed and the set's id (FNV-1a, then a mulberry32 round). */
function seededKey(seed: number, id: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  let t = (hash + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** How many of the given papers used each set: what assembly avoids. */
export function setUsage(papers: readonly MockPaper[]): Map<string, number> {
  const usage = new Map<string, number>();
  for (const paper of papers) for (const set of paper.sets) usage.set(set.setId, (usage.get(set.setId) ?? 0) + 1);
  return usage;
}
