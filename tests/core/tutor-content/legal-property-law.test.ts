import { describe, expect, it } from 'vitest';
import { legalTopicFileSchema, wordCount } from '../../../adapters/local/tutor/content/content.schema';
import data from '../../../adapters/local/tutor/content/legal/property-law.json';
import { LEGAL_TOPICS } from '../../../core/practice/practice.model';

const file = legalTopicFileSchema.parse(data);
const subtopics = LEGAL_TOPICS[file.topic] ?? [];
const questions = file.sets.flatMap((set) => set.questions);

/** Every piece of text a student can see in a set. */
function textsOf(set: (typeof file.sets)[number]): string[] {
  return [
    set.title,
    set.passage,
    ...set.questions.flatMap((question) => [question.question, ...question.options, question.explanation]),
  ];
}

describe('Legal content: Property Law', () => {
  it('is a known Legal topic', () => {
    expect(file.topic).toBe('Property Law');
    expect(Object.keys(LEGAL_TOPICS)).toContain(file.topic);
  });

  it('gives every subtopic of the topic at least two sets, and uses no other subtopic', () => {
    for (const subtopic of subtopics) {
      expect(file.sets.filter((set) => set.subtopic === subtopic).length, subtopic).toBeGreaterThanOrEqual(2);
    }
    for (const set of file.sets) {
      expect(subtopics, set.id).toContain(set.subtopic);
    }
  });

  it('has unique ids with the topic prefix', () => {
    const ids = file.sets.map((set) => set.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^property-[a-z0-9-]+-\d+$/);
    }
  });

  it('keeps every passage within the CLAT length of 380 to 520 words', () => {
    for (const set of file.sets) {
      const words = wordCount(set.passage);
      expect(words, set.id).toBeGreaterThanOrEqual(380);
      expect(words, set.id).toBeLessThanOrEqual(520);
    }
  });

  it('spreads the answers so that no letter keys more than 40% of the questions', () => {
    for (const letter of ['A', 'B', 'C', 'D'] as const) {
      const share = questions.filter((question) => question.answer === letter).length / questions.length;
      expect(share, letter).toBeLessThanOrEqual(0.4);
    }
  });

  it('never names the IPC without also naming the BNS that replaced it', () => {
    for (const set of file.sets) {
      for (const text of textsOf(set)) {
        if (/\bIPC\b|Indian Penal Code/.test(text)) {
          expect(text, set.id).toMatch(/\bBNS\b|Bharatiya Nyaya Sanhita/);
        }
      }
    }
  });
});
