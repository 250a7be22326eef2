import { describe, expect, it } from 'vitest';
import { legalTopicFileSchema, type LegalSet } from '../../../adapters/tutor/content/content.schema';
import criminalLaw from '../../../adapters/tutor/content/legal/criminal-law.json';
import propertyLaw from '../../../adapters/tutor/content/legal/property-law.json';

/** Statements of the law that the bank once got wrong, checked wherever a set states them. */
const property = legalTopicFileSchema.parse(propertyLaw);
const criminal = legalTopicFileSchema.parse(criminalLaw);

function texts(set: LegalSet): string[] {
  return [set.passage, ...set.questions.flatMap((question) => [question.question, ...question.options, question.explanation])];
}

describe('Transfer of Property Act, 1882, sections 106 and 116', () => {
  const leaseSets = property.sets.filter((set) => set.subtopic === 'Lease');

  it('never states the year-to-year rule for manufacturing leases without agricultural ones', () => {
    expect(leaseSets.length).toBeGreaterThanOrEqual(2);
    for (const set of leaseSets) {
      for (const text of texts(set)) {
        // Sentence by sentence: a sentence naming manufacturing purposes names agricultural ones too.
        for (const sentence of text.split(/(?<=[.;])\s+/)) {
          if (/manufactur/i.test(sentence)) expect(sentence, set.id).toMatch(/agricultur/i);
        }
      }
    }
  });

  it('states the section 106 default in full: six months for agricultural or manufacturing leases, fifteen days otherwise', () => {
    const passage = leaseSets.find((set) => set.id === 'property-lease-1')!.passage;
    expect(passage).toMatch(/agricultural or manufacturing purposes is deemed to be a lease from year to year, terminable by six months' notice/);
    expect(passage).toMatch(/any other purpose is deemed to be a lease from month to month, terminable by fifteen days' notice/);
  });
});

describe('Bharatiya Nyaya Sanhita, 2023: private defence of the body', () => {
  const set = criminal.sets.find((candidate) => candidate.id === 'criminal-right-of-private-defence-1')!;

  it('ends the right when the attacker gives up and turns away, as section 40 provides', () => {
    expect(set.passage).toMatch(/turned or run away/);
  });

  it('keys the slap on the train to the principle: the attack was over, so the right had ended', () => {
    const question = set.questions[1]!;
    const key = question.options['ABCD'.indexOf(question.answer)]!;
    expect(key).toMatch(/turned away/);
    expect(key).toMatch(/right had ended/);
    expect(question.explanation).toMatch(/section 40/);
  });
});
