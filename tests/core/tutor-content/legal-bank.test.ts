import { describe, expect, it } from 'vitest';
import { legalTopicFileSchema } from '../../../adapters/tutor/content/content.schema';
import constitutionalLaw from '../../../adapters/tutor/content/legal/constitutional-law.json';
import contractLaw from '../../../adapters/tutor/content/legal/contract-law.json';
import criminalLaw from '../../../adapters/tutor/content/legal/criminal-law.json';
import propertyLaw from '../../../adapters/tutor/content/legal/property-law.json';
import tortLaw from '../../../adapters/tutor/content/legal/tort-law.json';
import { LEGAL_TOPICS } from '../../../core/practice/practice.model';

const FILES = [
  ['Contract Law', 'contract', contractLaw],
  ['Constitutional Law', 'constitution', constitutionalLaw],
  ['Criminal Law', 'criminal', criminalLaw],
  ['Property Law', 'property', propertyLaw],
  ['Tort Law', 'tort', tortLaw],
] as const;

const banks = FILES.map(([topic, prefix, data]) => ({ topic, prefix, file: legalTopicFileSchema.parse(data) }));

describe.each(banks)('Legal bank: $topic', ({ topic, prefix, file }) => {
  const subtopics = LEGAL_TOPICS[topic] ?? [];
  const questions = file.sets.flatMap((set) => set.questions);

  it('is the Legal topic it is filed under', () => {
    expect(file.topic).toBe(topic);
  });

  it('gives every subtopic at least two sets, and uses only the topic’s subtopics', () => {
    for (const subtopic of subtopics) {
      expect(file.sets.filter((set) => set.subtopic === subtopic).length, subtopic).toBeGreaterThanOrEqual(2);
    }
    for (const set of file.sets) expect(subtopics, set.id).toContain(set.subtopic);
  });

  it(`has ids with the ${prefix}- prefix`, () => {
    for (const set of file.sets) expect(set.id).toMatch(new RegExp(`^${prefix}-[a-z0-9-]+-\\d+$`));
  });

  it('spreads the answers: no letter keys more than 40% of the questions', () => {
    for (const letter of ['A', 'B', 'C', 'D'] as const) {
      const share = questions.filter((question) => question.answer === letter).length / questions.length;
      expect(share, letter).toBeLessThanOrEqual(0.4);
    }
  });

  it('never names the IPC without the BNS that replaced it', () => {
    const texts = file.sets.flatMap((set) => [
      set.title,
      set.passage,
      ...set.questions.flatMap((question) => [question.question, ...question.options, question.explanation]),
    ]);
    for (const text of texts) {
      if (/\bIPC\b|Indian Penal Code/i.test(text)) expect(text).toMatch(/\bBNS\b|Bharatiya Nyaya Sanhita/);
    }
  });
});

describe('the Legal bank as a whole', () => {
  it('covers all five main topics with ids unique across them', () => {
    expect(banks.map((bank) => bank.topic).sort()).toEqual(Object.keys(LEGAL_TOPICS).sort());
    const ids = banks.flatMap((bank) => bank.file.sets.map((set) => set.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
