import { describe, expect, it } from 'vitest';
import { wordCount, type BankQuestion } from '../../../adapters/tutor/content/content.schema';
import { TutorContent } from '../../../adapters/tutor/tutor-content';
import { ENGLISH_PRESETS, LEGAL_TOPICS, QUESTIONS_PER_REQUEST } from '../../../core/practice/practice.model';
import { BANK_FILES } from '../../support/content-quality';

/**
 * The shape of every practice set in the bank, checked over every file that exists, so that a set
 * added later that breaks the CLAT pattern fails the tests: four to six questions, sets of
 * different lengths in every section but Logical (five questions each), explanations that name
 * their source, and GK sets that are dated and ask what a student should know beyond the passage.
 * Passage lengths, key spread and the other quality gates are in content-gates.test.ts.
 */
const { Legal: legalFiles, GK: gkFiles, English: englishFiles, Logical: logicalFiles } = BANK_FILES;

interface AnySet {
  readonly id: string;
  readonly title: string;
  readonly passage: string;
  readonly questions: readonly BankQuestion[];
}

const SECTIONS: readonly [string, readonly AnySet[]][] = [
  ['Legal', legalFiles.flatMap(({ file }) => file.sets)],
  ['GK', gkFiles.flatMap(({ file }) => file.sets)],
  ['English', englishFiles.flatMap(({ file }) => file.sets)],
  ['Logical', logicalFiles.flatMap(({ file }) => file.sets)],
];

/** Legal areas the mocks, Mistakes Review and the doubt solver draw on beside the five main topics. */
const LEGAL_AREAS_BEYOND_THE_QUESTION_MAKER = [
  'Criminal Procedure and Evidence',
  'Data Protection',
  'Consumer Protection',
  'Environmental Law',
  'Intellectual Property',
  'International Law',
  'Special Contracts',
];

/** 'Climate Change' -> 'climate-change'. */
function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A Legal source: a section or Article, an Act or Sanhita by name, or a case ('Donoghue v Stevenson'). */
const LEGAL_SOURCE =
  /\b(?:sections?|articles?|s\.\s?\d+|Act|Sanhita|Adhiniyam|Constitution|Schedule)\b|\b[A-Z][\w.'-]*(?: [A-Z][\w.'-]*)* v\.? [A-Z]/;
/** A GK source: 'Source:' followed by the name (two words or more) of the body or instrument behind the fact. */
const GK_SOURCE = /Source: (?:the )?[\p{Lu}\d]\S*(?:\s+\S+)+/u;

describe('the practice bank: every file', () => {
  it('finds every file of the bank: the Legal topics, twenty-four GK, seventeen English, twelve Logical', () => {
    expect(legalFiles.map(({ file }) => file.topic).sort()).toEqual(
      [...Object.keys(LEGAL_TOPICS), ...LEGAL_AREAS_BEYOND_THE_QUESTION_MAKER].sort(),
    );
    expect(gkFiles).toHaveLength(24);
    expect(englishFiles).toHaveLength(17);
    expect(logicalFiles).toHaveLength(12);
  });

  it.each(SECTIONS)('%s: sets have 4 to 6 questions, and some have 4 and some 6 (Logical: five each)', (section, sets) => {
    const counts = sets.map((set) => set.questions.length);
    for (const [index, count] of counts.entries()) {
      expect(count, sets[index]!.id).toBeGreaterThanOrEqual(4);
      expect(count, sets[index]!.id).toBeLessThanOrEqual(6);
    }
    if (section === 'Logical') {
      for (const [index, count] of counts.entries()) expect(count, sets[index]!.id).toBe(5);
      return;
    }
    expect(counts).toContain(4);
    expect(counts).toContain(6);
  });

  it.each(SECTIONS)('%s: every question and explanation is written out, and no two questions of a set are the same', (_section, sets) => {
    for (const set of sets) {
      expect(set.title.trim().length, set.id).toBeGreaterThan(0);
      const questions = set.questions.map((question) => question.question.trim().toLowerCase());
      expect(new Set(questions).size, set.id).toBe(questions.length);
      for (const question of set.questions) {
        expect(wordCount(question.explanation), `${set.id}: ${question.question}`).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it('has, for every practice choice, a set with the five questions a request asks for (spec §9)', () => {
    const five = (sets: readonly AnySet[]) => sets.some((set) => set.questions.length >= QUESTIONS_PER_REQUEST);
    for (const [topic, subtopics] of Object.entries(LEGAL_TOPICS)) {
      const sets = legalFiles.find(({ file }) => file.topic === topic)?.file.sets ?? [];
      for (const subtopic of subtopics) expect(five(sets.filter((set) => set.subtopic === subtopic)), `${topic} / ${subtopic}`).toBe(true);
    }
    for (const { file } of [...gkFiles, ...englishFiles]) expect(five(file.sets), file.preset).toBe(true);
  });

  it.each(SECTIONS)('%s: every question has four distinct options and one key', (_section, sets) => {
    for (const set of sets) {
      for (const question of set.questions) {
        expect(question.options, set.id).toHaveLength(4);
        expect(new Set(question.options.map((option) => option.trim().toLowerCase())).size, set.id).toBe(4);
        expect(['A', 'B', 'C', 'D'], set.id).toContain(question.answer);
      }
    }
  });

  it.each(SECTIONS)('%s: no explanation refers to an option by its letter', (_section, sets) => {
    for (const set of sets) {
      for (const question of set.questions) {
        expect(question.explanation, set.id).not.toMatch(/\b(?:option|choice|answer)\s+[A-D]\b|\([A-D]\)/);
      }
    }
  });

  it('spreads the keys of every file: no letter keys more than 40% of its questions', () => {
    for (const { path, file } of [...legalFiles, ...gkFiles, ...englishFiles, ...logicalFiles]) {
      const questions = file.sets.flatMap((set: AnySet) => set.questions);
      for (const letter of ['A', 'B', 'C', 'D'] as const) {
        const share = questions.filter((question) => question.answer === letter).length / questions.length;
        expect(share, `${path} ${letter}`).toBeLessThanOrEqual(0.4);
      }
    }
  });

  it('names the source of every Legal explanation: an Act and section, an Article or a case', () => {
    for (const { file } of legalFiles) {
      for (const set of file.sets) {
        for (const question of set.questions) expect(question.explanation, `${set.id}: ${question.question}`).toMatch(LEGAL_SOURCE);
      }
    }
  });

  it('names the source of every GK explanation: the release, the body or the instrument', () => {
    for (const { file } of gkFiles) {
      for (const set of file.sets) {
        for (const question of set.questions) expect(question.explanation, `${set.id}: ${question.question}`).toMatch(GK_SOURCE);
      }
    }
  });

  it('marks questions beyond the passage only in GK', () => {
    for (const [section, sets] of SECTIONS) {
      if (section === 'GK') continue;
      for (const set of sets) for (const question of set.questions) expect(question.beyondPassage, set.id).toBeUndefined();
    }
  });
});

describe('the GK bank', () => {
  const sets = gkFiles.flatMap(({ file }) => file.sets);

  it('asks at least two questions beyond the passage in every set, and not only those', () => {
    for (const set of sets) {
      const beyond = set.questions.filter((question) => question.beyondPassage === true).length;
      expect(beyond, set.id).toBeGreaterThanOrEqual(2);
      expect(beyond, set.id).toBeLessThan(set.questions.length);
    }
  });

  it('gives every set 6-12 distinct lower-case keywords for free-text search', () => {
    for (const set of sets) {
      expect(set.keywords.length, set.id).toBeGreaterThanOrEqual(6);
      expect(set.keywords.length, set.id).toBeLessThanOrEqual(12);
      for (const keyword of set.keywords) expect(keyword, set.id).toBe(keyword.toLowerCase());
      expect(new Set(set.keywords).size, set.id).toBe(set.keywords.length);
    }
  });

  it('dates every set with an ISO month between 2000-01 and 2026-12', () => {
    for (const set of sets) {
      expect(set.asOf, set.id).toMatch(/^20(?:[01]\d|2[0-6])-(?:0[1-9]|1[0-2])$/);
    }
  });

  it('has at least three sets in every file, and a loader for every file', () => {
    const topics = TutorContent.gkTopics();
    for (const { path, file } of gkFiles) {
      expect(file.sets.length, path).toBeGreaterThanOrEqual(3);
      expect(topics, path).toContain(file.preset);
    }
    expect(new Set(gkFiles.map(({ file }) => file.preset))).toEqual(new Set(topics));
  });

  it('names each topic file by its subject and prefixes its set ids with it', () => {
    for (const { path, file } of gkFiles) {
      const slug = file.preset.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
      expect(path.endsWith(`/${slug}.json`), path).toBe(true);
      for (const set of file.sets) expect(set.id).toMatch(new RegExp(`^gk-${slug}-\\d+$`));
    }
  });

  it('loads every topic through the tutor content, presets first', async () => {
    const content = new TutorContent();
    const bank = await content.allGkSets();
    expect(bank.map(({ preset }) => preset)).toEqual([...TutorContent.gkTopics()]);
    expect(bank.slice(0, 4).map(({ preset }) => preset)).toEqual(['G20 Summit', '101st Amendment', 'Ujjwala Yojana', 'BrahMos Missile']);
    for (const { preset, sets: topicSets } of bank) expect(topicSets.length, preset).toBeGreaterThanOrEqual(3);
  });
});

describe('the Legal bank', () => {
  it('loads every file through the tutor content by its topic, and all of them together', async () => {
    const content = new TutorContent();
    for (const { path, file } of legalFiles) {
      expect(path.endsWith(`/${slug(file.topic)}.json`), path).toBe(true);
      expect((await content.legalSets(file.topic)).map((set) => set.id)).toEqual(file.sets.map((set) => set.id));
    }
    const all = await content.allLegalSets();
    expect(all.map((set) => set.id).sort()).toEqual(legalFiles.flatMap(({ file }) => file.sets.map((set) => set.id)).sort());
    expect(await content.legalSets('No such topic')).toEqual([]);
  });

  it('prefixes the ids of each further area with one word of its own, followed by the subtopic', () => {
    for (const { file } of legalFiles.filter(({ file }) => LEGAL_AREAS_BEYOND_THE_QUESTION_MAKER.includes(file.topic))) {
      const prefixes = new Set(file.sets.map((set) => set.id.split('-')[0]));
      expect(prefixes.size, file.topic).toBe(1);
      for (const set of file.sets) expect(set.id, file.topic).toBe(`${[...prefixes][0]}-${slug(set.subtopic)}-${set.id.split('-').at(-1)}`);
    }
  });

  it('keeps property law to at most 15 % of the Legal sets', () => {
    const total = legalFiles.reduce((sum, { file }) => sum + file.sets.length, 0);
    const property = legalFiles.find(({ file }) => file.topic === 'Property Law')!.file.sets.length;
    expect(property / total).toBeLessThanOrEqual(0.15);
  });
});

describe('the English and Logical banks', () => {
  it('loads every English file through the tutor content, presets first, with ids prefixed by the topic', async () => {
    const topics = TutorContent.englishTopics();
    expect(new Set(englishFiles.map(({ file }) => file.preset))).toEqual(new Set(topics));
    expect(topics.slice(0, ENGLISH_PRESETS.length)).toEqual([...ENGLISH_PRESETS]);
    for (const { path, file } of englishFiles) {
      expect(path.endsWith(`/${slug(file.preset)}.json`), path).toBe(true);
      for (const set of file.sets) expect(set.id).toMatch(new RegExp(`^english-${slug(file.preset)}-\\d+$`));
    }
    const content = new TutorContent();
    const loaded = await content.allEnglishSets();
    expect(loaded.map((set) => set.id).sort()).toEqual(englishFiles.flatMap(({ file }) => file.sets.map((set) => set.id)).sort());
  });

  it('loads every Logical file through the tutor content, with ids prefixed by the topic', async () => {
    const topics = TutorContent.logicalTopics();
    expect(new Set(logicalFiles.map(({ file }) => file.topic))).toEqual(new Set(topics));
    for (const { path, file } of logicalFiles) {
      expect(path.endsWith(`/${slug(file.topic)}.json`), path).toBe(true);
      for (const set of file.sets) expect(set.id).toMatch(new RegExp(`^logical-${slug(file.topic)}-\\d+$`));
    }
    const content = new TutorContent();
    const loaded = await content.allLogicalSets();
    expect(loaded.map((set) => set.id).sort()).toEqual(logicalFiles.flatMap(({ file }) => file.sets.map((set) => set.id)).sort());
    expect(await content.logicalSets('No such topic')).toEqual([]);
  });

  it('has at least twenty-one passages beyond the three English presets and thirty-eight Logical passages', () => {
    const beyondPresets = englishFiles.filter(({ file }) => !(ENGLISH_PRESETS as readonly string[]).includes(file.preset));
    expect(beyondPresets.flatMap(({ file }) => file.sets).length).toBeGreaterThanOrEqual(21);
    expect(logicalFiles.flatMap(({ file }) => file.sets).length).toBeGreaterThanOrEqual(38);
  });
});
