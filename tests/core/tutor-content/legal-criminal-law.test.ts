import { describe, expect, it } from 'vitest';
import { legalTopicFileSchema, wordCount } from '../../../adapters/local/tutor/content/content.schema';
import { LEGAL_TOPICS } from '../../../core/practice/practice.model';
import data from '../../../adapters/local/tutor/content/legal/criminal-law.json';

const file = legalTopicFileSchema.parse(data);
const subtopics = LEGAL_TOPICS[file.topic] ?? [];
const questions = file.sets.flatMap((set) => set.questions);

/** Every piece of text a student can read: passages, titles, questions, options and explanations. */
function texts(): string[] {
  return file.sets.flatMap((set) => [
    set.title,
    set.passage,
    ...set.questions.flatMap((question) => [question.question, ...question.options, question.explanation]),
  ]);
}

describe('Legal content: Criminal Law', () => {
  it('is a topic of LEGAL_TOPICS', () => {
    expect(file.topic).toBe('Criminal Law');
    expect(Object.keys(LEGAL_TOPICS)).toContain(file.topic);
  });

  it('has at least two sets for every subtopic of the topic', () => {
    for (const subtopic of subtopics) {
      expect(file.sets.filter((set) => set.subtopic === subtopic).length, subtopic).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses only subtopics of the topic', () => {
    for (const set of file.sets) expect(subtopics, set.id).toContain(set.subtopic);
  });

  it('has unique ids with the topic prefix', () => {
    const ids = file.sets.map((set) => set.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^criminal-[a-z0-9-]+-\d+$/);
  });

  it('keeps every passage within 380-520 words', () => {
    for (const set of file.sets) {
      const words = wordCount(set.passage);
      expect(words, set.id).toBeGreaterThanOrEqual(380);
      expect(words, set.id).toBeLessThanOrEqual(520);
    }
  });

  it('spreads the answers: no letter answers more than 40% of the questions', () => {
    for (const letter of ['A', 'B', 'C', 'D'] as const) {
      const count = questions.filter((question) => question.answer === letter).length;
      expect(count / questions.length, letter).toBeLessThanOrEqual(0.4);
    }
  });

  it('never presents the IPC without the BNS', () => {
    for (const text of texts()) {
      if (/\bIPC\b|Indian Penal Code/i.test(text)) expect(text).toMatch(/\bBNS\b|Bharatiya Nyaya Sanhita/);
    }
  });
});
