import { describe, expect, it } from 'vitest';
import type { BankQuestion } from '../../../adapters/tutor/content/content.schema';
import {
  explainsADistractor,
  keyLengthExtreme,
  longestOptionScore,
  nearDuplicatePassages,
  passageStatesKey,
  type BankSetEntry,
} from '../../support/content-quality';

/** The measures behind the content gates, on small cases whose answer is known. */
function question(options: BankQuestion['options'], answer: BankQuestion['answer'], explanation = 'Because. Not that.'): BankQuestion {
  return { question: 'Which body created the Council?', options, answer, explanation, difficulty: 'medium' };
}

const PASSAGE =
  'The Council was set up in 2016 after a long debate between the Union and the states. It meets in New Delhi and is chaired by ' +
  'the Union Finance Minister. Its recommendations on rates have shaped the tax ever since, and the states have often asked for ' +
  'a larger say in its decisions, arguing that their revenues depend on what it decides. Critics say the body meets too rarely.';

function set(id: string, passage: string): BankSetEntry {
  return { section: 'GK', file: 'gk/x.json', id, passage, questions: [] };
}

describe('how the key stands among the options', () => {
  it('is the strictly longest or shortest only when no other option ties it', () => {
    expect(keyLengthExtreme(question(['a much longer key option', 'short', 'brief', 'tiny'], 'A'))).toBe('longest');
    expect(keyLengthExtreme(question(['key', 'a longer one', 'another longer', 'third longer'], 'A'))).toBe('shortest');
    expect(keyLengthExtreme(question(['same size', 'same size!', 'tiny', 'same size?'], 'B'))).toBeNull();
    expect(keyLengthExtreme(question(['abcd', 'efgh', 'a', 'abcdefgh'], 'A'))).toBeNull();
  });

  it("scores a student who always picks the longest option at +1 or -0.25 a question", () => {
    const right = question(['the longest option of all', 'b', 'c', 'd'], 'A');
    const wrong = question(['the longest option of all', 'b', 'c', 'd'], 'B');
    expect(longestOptionScore([right, right, wrong, wrong])).toBeCloseTo((2 - 0.5) / 4);
    expect(longestOptionScore([])).toBe(0);
  });
});

describe('near-duplicate passages', () => {
  it('finds a passage reworded in part, and leaves different passages alone', () => {
    const reworded = PASSAGE.replace('in 2016', 'in the year 2016').replace('Critics say the body meets too rarely.', 'Some think it should meet more.');
    const other = 'Monsoon rains reached Kerala early this year, and farmers in the south began sowing kharif crops before the usual date.';
    const pairs = nearDuplicatePassages([set('a', PASSAGE), set('b', reworded), set('c', other)]);
    expect(pairs.map(([first, second]) => `${first}~${second}`)).toEqual(['a~b']);
    expect(pairs[0]![2]).toBeGreaterThan(0.5);
  });
});

describe('explanations', () => {
  const options = ['Article 279A', 'Article 246A', 'Article 269A', 'Article 280'] as const;

  it('deal with a distractor when they name it word for word or by its distinguishing words', () => {
    expect(explainsADistractor(question([...options], 'A', 'Article 279A created the Council. Article 246A only gives the power to make GST laws.'))).toBe(true);
    const long = question(
      ['Yes, because the sale was at a fair price', 'No, because the swami never threatened or pressured her at all', 'No, because she signed', 'Yes, because of age'],
      'A',
      'The price was fair, so the sale stands. Undue influence does not require that anyone threatened or pressured her, so the absence of threats does not help.',
    );
    expect(explainsADistractor(long)).toBe(true);
  });

  it('do not when they only justify the key, or give a single sentence besides the source', () => {
    expect(explainsADistractor(question([...options], 'A', 'Article 279A, inserted in 2016, created the Council and lists what it recommends.'))).toBe(false);
    expect(explainsADistractor(question([...options], 'A', 'Article 279A created the Council, unlike Article 246A. Source: Constitution of India.'))).toBe(false);
  });
});

describe('questions beyond the passage', () => {
  it('are answered by the passage when every word that sets the key apart is in it', () => {
    expect(passageStatesKey(PASSAGE, question(['New Delhi', 'Mumbai', 'Geneva', 'Kolkata'], 'A'))).toBe(true);
    expect(passageStatesKey(PASSAGE, question(['Article 279A', 'Article 246A', 'Article 269A', 'Article 280'], 'A'))).toBe(false);
    // A year the passage gives is the passage's answer too.
    expect(passageStatesKey(PASSAGE, question(['2016', '2017', '2015', '2019'], 'A'))).toBe(true);
  });
});
