import { describe, expect, it } from 'vitest';
import { wordCount } from '../../../adapters/tutor/content/content.schema';
import {
  BANK_SECTIONS,
  KEY_LETTER_SHARE,
  MAX_KEY_EXTREME_SHARE,
  MAX_REGISTER_TELL_SHARE,
  MIN_BEYOND_PASSAGE_SHARE,
  PASSAGE_WORDS,
  SOURCED_FROM,
  explainsADistractor,
  keyLengthExtreme,
  loadBankSets,
  nearDuplicatePassages,
  passageStatesKey,
  registerTell,
  sectionFigures,
  type BankSetEntry,
} from '../../support/content-quality';

/**
 * The gates every curated set passes before a student sees it (content-guide.md): over every
 * bank file, so that a set added later that can be answered without reading, repeats a passage or
 * cites nothing fails at once. Each failure names the sets behind it.
 */
const bank = loadBankSets();
const inSection = (section: string) => bank.filter((set) => set.section === section);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** Per file, the share of its keys that are the strictly longest (or shortest) option: where to look. */
function extremeByFile(sets: readonly BankSetEntry[], extreme: 'longest' | 'shortest'): string {
  const files = [...new Set(sets.map((set) => set.file))];
  return files
    .map((file) => {
      const questions = sets.filter((set) => set.file === file).flatMap((set) => set.questions);
      return `${file} ${percent(questions.filter((question) => keyLengthExtreme(question) === extreme).length / questions.length)}`;
    })
    .join(', ');
}

describe('content gates: the options do not give the key away', () => {
  it.each(BANK_SECTIONS)('%s: the key is the strictly longest option in at most 35 % of questions', (section) => {
    const sets = inSection(section);
    const figures = sectionFigures(section, sets);
    expect(figures.longestKeyShare, extremeByFile(sets, 'longest')).toBeLessThanOrEqual(MAX_KEY_EXTREME_SHARE);
  });

  it.each(BANK_SECTIONS)('%s: the key is the strictly shortest option in at most 35 % of questions', (section) => {
    const sets = inSection(section);
    const figures = sectionFigures(section, sets);
    expect(figures.shortestKeyShare, extremeByFile(sets, 'shortest')).toBeLessThanOrEqual(MAX_KEY_EXTREME_SHARE);
  });

  // Reading passages only: a Legal option states a rule ('only if', 'must') and a GK option a fact,
  // so sweeping words there are the law's and the record's, not a writer's tell.
  it.each(['English', 'Logical'] as const)('%s: the key stands out by its register (the only hedged or the only measured option) in at most 8 % of questions', (section) => {
    const sets = inSection(section);
    const tells = sets.flatMap((set) =>
      set.questions.flatMap((question, index) => {
        const tell = registerTell(question);
        return tell ? [`${set.id} Q${index + 1} (${tell})`] : [];
      }),
    );
    expect(sectionFigures(section, sets).registerTellShare, tells.join(', ')).toBeLessThanOrEqual(MAX_REGISTER_TELL_SHARE);
  });

  it.each(BANK_SECTIONS)('%s: each key letter is 18-32 % of the keys', (section) => {
    const { letterShares } = sectionFigures(section, inSection(section));
    for (const [letter, share] of Object.entries(letterShares)) {
      expect(share, `${section} ${letter}`).toBeGreaterThanOrEqual(KEY_LETTER_SHARE[0]);
      expect(share, `${section} ${letter}`).toBeLessThanOrEqual(KEY_LETTER_SHARE[1]);
    }
  });
});

describe('content gates: passages', () => {
  it.each(BANK_SECTIONS)('%s: every passage has the length of its section in the CLAT pattern', (section) => {
    const [fewest, most] = PASSAGE_WORDS[section];
    const outside = inSection(section)
      .map((set) => ({ id: set.id, words: wordCount(set.passage) }))
      .filter(({ words }) => words < fewest || words > most)
      .map(({ id, words }) => `${id} (${words})`);
    expect(outside.join('\n'), `${section}: ${fewest}-${most} words`).toBe('');
  });

  it('gives every set an id of its own', () => {
    const ids = bank.map((set) => set.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index).join('\n')).toBe('');
  });

  it('has no two passages alike, even reworded in part (shared five-word runs)', { timeout: 120_000 }, () => {
    expect(nearDuplicatePassages(bank).map(([first, second, overlap]) => `${first} ~ ${second} ${percent(overlap)}`).join('\n')).toBe('');
  });
});

describe('content gates: explanations', () => {
  it.each(BANK_SECTIONS)('%s: every explanation says why the key is right and deals with a tempting wrong option', (section) => {
    const lacking = inSection(section).flatMap((set) =>
      set.questions.flatMap((question, index) => (explainsADistractor(question) ? [] : [`${set.id} Q${index + 1}`])),
    );
    expect(lacking.join('\n')).toBe('');
  });
});

describe('content gates: current affairs', () => {
  const gk = inSection('GK');

  it(`asks at least ${MIN_BEYOND_PASSAGE_SHARE * 100} % of GK questions beyond the passage`, () => {
    expect(sectionFigures('GK', gk).beyondPassageShare).toBeGreaterThanOrEqual(MIN_BEYOND_PASSAGE_SHARE);
  });

  it('never marks as beyond the passage a question whose key the passage states', () => {
    const stated = gk.flatMap((set) =>
      set.questions.flatMap((question, index) => (question.beyondPassage && passageStatesKey(set.passage, question) ? [`${set.id} Q${index + 1}`] : [])),
    );
    expect(stated.join('\n')).toBe('');
  });

  it(`cites two public reports or more in every set dated ${SOURCED_FROM} or later`, () => {
    const unsourced = gk.filter((set) => set.asOf! >= SOURCED_FROM && (set.sources?.length ?? 0) < 2).map((set) => set.id);
    expect(unsourced.join('\n')).toBe('');
  });

  it('dates every sourced set no earlier than the reports it cites', () => {
    const early = bank
      .filter((set) => set.asOf !== undefined && set.sources !== undefined)
      .flatMap((set) => set.sources!.filter((source) => source.date.slice(0, 7) > set.asOf!).map((source) => `${set.id} ${set.asOf} < ${source.date}`));
    expect(early.join('\n')).toBe('');
  });

  it('cites each report once per set, by a distinct address', () => {
    const repeated = bank.filter((set) => set.sources && new Set(set.sources.map((source) => source.url)).size !== set.sources.length).map((set) => set.id);
    expect(repeated.join('\n')).toBe('');
  });
});
