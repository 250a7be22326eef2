import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConceptIndex } from '../../../adapters/tutor/concepts/concept-index';
import { conceptFileSchema } from '../../../adapters/tutor/content/content.schema';
import { TutorContent } from '../../../adapters/tutor/tutor-content';
import { conceptTable, evaluateConcepts, type ConceptQuestion } from '../../support/concept-evaluation';

/** Students' own wording, typos and short forms included, by the note that must come first. */
const PHRASINGS: readonly [string, string][] = [
  // Quant
  ['what is ci', 'quant-compound-interest'],
  ['compund intrest formula', 'quant-compound-interest'],
  ['how to calculate simple interest', 'quant-simple-interest'],
  ['si formula', 'quant-simple-interest'],
  ['difference between ci and si for 2 years', 'quant-ci-si-difference'],
  ['compounded half yearly how to solve', 'quant-ci-half-yearly'],
  ['p&l', 'quant-profit-loss'],
  ['profit and loss percentage on cost price', 'quant-profit-loss'],
  ['marked price and discount', 'quant-marked-price-discount'],
  ['two successive discounts of 20% and 10%', 'quant-successive-discounts'],
  ['dishonest shopkeeper uses false weight', 'quant-false-weights'],
  ['percentage change formula', 'quant-percentage-change'],
  ['what is percentage', 'quant-percentage-basics'],
  ['percentage points vs percent', 'quant-percentage-points'],
  ['increase then decrease by same percent', 'quant-successive-percentage-change'],
  ['ratio and proportion', 'quant-ratio-proportion'],
  ['partnership profit sharing', 'quant-partnership'],
  ['weighted average', 'quant-averages'],
  ['allegation method', 'quant-mixtures-alligation'],
  ['milk and water replacement', 'quant-mixture-replacement'],
  ['time and work problems', 'quant-time-work'],
  ['pipes and cisterns', 'quant-pipes-cisterns'],
  ['tsd', 'quant-speed-distance-time'],
  ['relative speed of trains', 'quant-relative-speed'],
  ['average speed formula', 'quant-average-speed'],
  ['what is di', 'quant-data-interpretation'],
  ['pie chart questions', 'quant-di-pie-charts'],
  ['caselet', 'quant-di-caselets'],
  ['approximation tricks', 'quant-approximation'],
  ['unit digit of 7 power 45', 'quant-unit-digits'],
  ['base effect', 'quant-base-effect'],
  ['bar graph di', 'quant-di-bar-charts'],
  // Logical
  ['syllogisms', 'logical-syllogism'],
  ['how to solve sylogism', 'logical-syllogism'],
  ['venn diagram method', 'logical-venn-method'],
  ['possibility cases in syllogism', 'logical-possibility-cases'],
  ['either or case', 'logical-complementary-pairs'],
  ['does all mean some', 'logical-existential-import'],
  ['assumption vs inference', 'logical-assumption'],
  ['what is an inference', 'logical-inference'],
  ['strengthen the argument questions', 'logical-strengthen'],
  ['how to weaken an argument', 'logical-weaken'],
  ['logical fallacy', 'logical-flaw'],
  ['ad hominem', 'logical-ad-hominem-straw-man'],
  ['paradox questions', 'logical-paradox'],
  ['correlation vs causation', 'logical-correlation-causation'],
  ['necessary and sufficient condition', 'logical-necessary-sufficient'],
  ['only if', 'logical-necessary-sufficient'],
  ['blood relation tricks', 'logical-blood-relations'],
  ['coding decoding', 'logical-coding-decoding'],
  ['reverse alphabet coding', 'logical-reverse-coding'],
  ['direction sense test', 'logical-direction-sense'],
  ['circular seating arrangement', 'logical-circular-arrangement'],
  ['number series', 'logical-number-series'],
  ['analogy questions', 'logical-analogies'],
  ['parallel reasoning', 'logical-parallel-reasoning'],
  ['what is cr', 'logical-premise-conclusion'],
  ['main point of argument', 'logical-main-point'],
  // English
  ['what is rc', 'english-rc-strategy'],
  ['reading comprehension tips', 'english-rc-strategy'],
  ['how to read faster', 'english-fast-reading'],
  ['tone of the author', 'english-tone-attitude'],
  ['meaning of sardonic', 'english-tone-words'],
  ['main idea of passage', 'english-main-idea'],
  ['primary purpose', 'english-primary-purpose'],
  ['parajumbles trick', 'english-para-jumbles'],
  ['sva rules', 'english-subject-verb-agreement'],
  ['dangling modifier', 'english-modifiers'],
  ['idioms and phrases', 'english-idioms-phrases'],
  ['one word substitution', 'english-one-word-substitution'],
  ['what is a metaphor', 'english-figures-of-speech'],
  ['fact vs opinion', 'english-fact-vs-opinion'],
  ['vocabulary in context', 'english-vocabulary-in-context'],
  ['articles a an the', 'english-articles'],
  ['preposition errors', 'english-prepositions'],
  ['present perfect tense', 'english-tenses'],
  ['parallelism', 'english-parallelism'],
  ['pronoun antecedent', 'english-pronoun-reference'],
  ['summary questions', 'english-summary-questions'],
  ['suitable title for passage', 'english-title-questions'],
  // Legal
  ['consideraton', 'legal-consideration'],
  ['ipc vs bns', 'legal-bns'],
  ['art 21', 'legal-article-21'],
  ['what is negligence', 'legal-negligence'],
  ['doctrine of basic structure', 'legal-basic-structure'],
  ['dpsp', 'legal-dpsp'],
  ['what replaced crpc', 'legal-bnss'],
  ['evidence act new name', 'legal-bsa'],
  ['writs under article 32', 'legal-article-32-writs'],
  ['right of private defense', 'legal-private-defence'],
  ['vicarious liabilty', 'legal-vicarious-liability'],
  ['rylands v fletcher', 'legal-strict-liability'],
  ['difference between murder and culpable homicide', 'legal-culpable-homicide-vs-murder'],
  ['is an invitation to treat an offer', 'legal-offer'],
  ['volenti non fit injuria', 'legal-volenti-non-fit-injuria'],
  ['mens rea meaning', 'legal-mens-rea'],
  ['adverse possession 12 years', 'legal-adverse-possession'],
  ['res ipsa loquitor', 'legal-res-ipsa-loquitur'],
  ['minor agreement void', 'legal-minors-agreement'],
  ['section 420', 'legal-cheating'],
  ['what is theft under bns', 'legal-theft'],
  ['freedom of speech article 19', 'legal-article-19'],
  ['equality before law', 'legal-article-14'],
  ['wagering agreements', 'legal-wagering-agreement'],
  ['difference between kidnapping and abduction', 'legal-kidnapping-abduction'],
  ['kidnaping under bns', 'legal-kidnapping-abduction'],
  ['section 363 ipc', 'legal-kidnapping-abduction'],
  ['anticipatory bail', 'legal-anticipatory-bail'],
  ['how to get bail before arrest', 'legal-anticipatory-bail'],
  ['doctrine of eclipse', 'legal-doctrine-of-eclipse'],
  ['severability of unconstitutional law', 'legal-doctrine-of-severability'],
  ['res judicata', 'legal-res-judicata'],
  ['privity of contract', 'legal-privity-of-contract'],
  ['can a stranger to a contract sue', 'legal-privity-of-contract'],
  ['how to solve data interpretation', 'quant-data-interpretation'],
  // GK
  ['gst council voting', 'gk-gst-council'],
  ['repo rate', 'gk-rbi-monetary-policy'],
  ['chandrayaan 3 landing', 'gk-chandrayaan-3'],
  ['what is g20', 'gk-g20'],
  ['how to read current affairs', 'gk-reading-current-affairs'],
  ['ujjwala scheme', 'gk-ujjwala'],
  ['42nd amendment', 'gk-42nd-amendment'],
  ['cag', 'gk-cag'],
  ['paris agreement ndc', 'gk-paris-agreement'],
  ['brics expansion', 'gk-brics'],
  ['finance commission devolution', 'gk-finance-commission'],
  ['womens reservation act', 'gk-106th-amendment-womens-reservation'],
];

/** Questions no note answers: the reply must say so and name the nearest notes. */
const UNKNOWN = [
  'how do I bake bread',
  'who won the football match yesterday',
  'best pizza recipe',
  'what is a tort of conversion',
  'permutations and combinations',
  // Legal questions beyond the notes: common words shared with a note ('act', 'india', 'special') must not pass for an answer.
  'grounds for divorce under special marriage act',
  'cyber crime laws in india',
  'punishment for dowry death',
  'difference between bail and parole',
  'what is plea bargaining',
  'what is the doctrine of lis alibi pendens',
  'how to file an rti application',
];

/** Every concept file on disk: the tutor loads them all. */
function notesOnDisk(): { ids: Set<string>; count: number } {
  const directory = new URL('../../../adapters/tutor/content/concepts/', import.meta.url);
  const notes = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => conceptFileSchema.parse(JSON.parse(readFileSync(new URL(name, directory), 'utf8'))).notes);
  return { ids: new Set(notes.map((note) => note.id)), count: notes.length };
}

describe('concept explainer retrieval', () => {
  let index: ConceptIndex;
  const onDisk = notesOnDisk();

  beforeAll(async () => {
    index = new ConceptIndex(await new TutorContent().conceptNotes());
  });

  it('indexes every note of every concept file that exists', () => {
    expect(index.size).toBe(onDisk.count);
  });

  it('finds the intended note first for at least 90% of at least 50 phrasings', () => {
    // Phrasings whose note is in a file not written yet are left out, not counted as misses.
    const cases = PHRASINGS.filter(([, id]) => onDisk.ids.has(id));
    expect(cases.length).toBeGreaterThanOrEqual(50);
    const misses = cases.filter(([question, id]) => index.search(question)[0]?.note.id !== id);
    const rate = (cases.length - misses.length) / cases.length;
    if (misses.length > 0) {
      console.log(
        `Concept retrieval misses (${misses.length}):\n${misses
          .map(([question, id]) => `  "${question}": wanted ${id}, got ${index.search(question)[0]?.note.id ?? 'nothing'}`)
          .join('\n')}`,
      );
    }
    console.log(`Concept retrieval: ${cases.length - misses.length}/${cases.length} first hits (${(rate * 100).toFixed(1)}%)`);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('composes the answer from the best note, in Markdown', () => {
    const note = index.note('quant-compound-interest')!;
    const answer = index.explain('what is ci');
    expect(answer.startsWith(`## ${note.title}\n`)).toBe(true);
    expect(answer).toContain(note.definition);
    expect(answer).toContain(note.explanation);
    expect(answer).toContain(`**Example:** ${note.example}`);
    expect(answer).toContain(`**CLAT tip:** ${note.clatTip}`);
    const related = note.related.map((id) => index.note(id)?.title).filter(Boolean);
    expect(answer).toContain(`**Related:** ${related.join(', ')}`);
    expect(answer).not.toMatch(/<[a-z/][^>]*>/i);
  });

  it('offers the runner-up when two notes answer almost equally well', () => {
    const ambiguous = PHRASINGS.map(([question]) => question).find((question) => {
      const [best, second] = index.search(question);
      return best && second && second.score >= best.score * 0.8;
    });
    expect(ambiguous).toBeDefined();
    const [, second] = index.search(ambiguous!);
    expect(index.explain(ambiguous!)).toContain(`_You may also mean **${second!.note.title}**`);
    expect(index.explain('what is ci')).not.toContain('You may also mean');
  });

  it('answers a question it has no note for honestly, naming the nearest concepts', () => {
    for (const question of UNKNOWN) {
      expect(index.search(question), question).toEqual([]);
      const answer = index.explain(question);
      expect(answer, question).toMatch(/^I don't have a note on that yet/);
      const named = answer.split('\n').filter((line) => line.startsWith('- **'));
      expect(named.length, question).toBeGreaterThanOrEqual(3);
    }
    const nearest = index.explain('what is a tort of conversion');
    expect(nearest).toContain("Related reading (these notes are near your question but do not answer it):");
    expect(nearest).toMatch(/- \*\*[^*]+\*\* \(Legal\)/);
  });

  it('has the kidnapping note on the BNS sections, saying that the BNS replaced the IPC from 1 July 2024', () => {
    const note = index.note('legal-kidnapping-abduction')!;
    expect(note.definition).toContain('1 July 2024');
    for (const section of ['section 137', 'section 138', 'section 139', 'section 140']) expect(`${note.definition} ${note.explanation}`.toLowerCase()).toContain(section);
    expect(index.note('legal-anticipatory-bail')!.definition).toContain('section 482');
  });

  it('suggests the five sections when nothing at all is near', () => {
    const answer = index.explain('qwxzv');
    expect(answer).toMatch(/^I don't have a note on that yet/);
    for (const section of ['Legal', 'Logical', 'Quant', 'English', 'GK']) expect(answer).toContain(`**${section}:**`);
  });

  it('on the tuning questions, answers a named subject from its note and declines what no note covers', async () => {
    const questions = JSON.parse(readFileSync(new URL('./concept-tuning-questions.json', import.meta.url), 'utf8')) as ConceptQuestion[];
    const rows = conceptTable(evaluateConcepts(index, await new TutorContent().conceptNotes(), questions));
    const covered = rows.find((row) => row.group === 'All covered')!;
    const uncovered = rows.find((row) => row.group === 'Not covered')!;
    console.log(`Concept tuning questions: ${covered['right note']}/${covered.questions} right note, ${covered['wrong note']} wrong note; ${uncovered.declined}/${uncovered.questions} uncovered declined`);
    // A third of the covered questions describe a case without naming its subject: those are declined by design.
    expect(covered["right note"] / covered.questions).toBeGreaterThanOrEqual(0.69);
    expect(covered["wrong note"] / covered.questions).toBeLessThanOrEqual(0.017);
    expect(uncovered.declined / uncovered.questions).toBeGreaterThanOrEqual(0.98);
  });

  it('on questions naming each note by its title, answers from that note and declines what no note covers', { timeout: 120_000 }, async () => {
    // Two questions per note, written from its title the ways students name a topic (short forms, another word order,
    // a part of the title, misspellings, Hinglish), and 150 CLAT questions no note covers.
    const questions = JSON.parse(readFileSync(new URL('./concept-title-questions.json', import.meta.url), 'utf8')) as ConceptQuestion[];
    const notes = await new TutorContent().conceptNotes();
    for (const note of notes) expect(questions.filter((entry) => entry.note === note.title).length, note.title).toBeGreaterThanOrEqual(2);
    const rows = conceptTable(evaluateConcepts(index, notes, questions));
    const covered = rows.find((row) => row.group === 'All covered')!;
    const uncovered = rows.find((row) => row.group === 'Not covered')!;
    console.log(`Concept title questions: ${covered['right note']}/${covered.questions} right note, ${covered['wrong note']} wrong note; ${uncovered.declined}/${uncovered.questions} uncovered declined`);
    expect(uncovered.questions).toBeGreaterThanOrEqual(150);
    expect(covered['right note'] / covered.questions).toBeGreaterThanOrEqual(0.999);
    expect(covered['wrong note'] / covered.questions).toBeLessThanOrEqual(0.001);
    expect(uncovered.declined / uncovered.questions).toBeGreaterThanOrEqual(0.986);
  });

  it('on fresh phrasings of each note and near-miss questions no note covers, answers from the right note and declines the rest', async () => {
    // One question per note, written before the index was run on them, in wordings the other two files do not use (a
    // passage's context, 'X vs Y which applies when', the act and section, Hinglish, typos, 'short note on X'), and 200
    // CLAT questions no note covers, many sharing a name word with a note ('doctrine of election', 'us presidential election').
    const questions = JSON.parse(readFileSync(new URL('./concept-fresh-questions.json', import.meta.url), 'utf8')) as ConceptQuestion[];
    const notes = await new TutorContent().conceptNotes();
    for (const note of notes) expect(questions.filter((entry) => entry.note === note.title).length, note.title).toBeGreaterThanOrEqual(1);
    const rows = conceptTable(evaluateConcepts(index, notes, questions));
    const covered = rows.find((row) => row.group === 'All covered')!;
    const uncovered = rows.find((row) => row.group === 'Not covered')!;
    console.log(`Concept fresh questions: ${covered['right note']}/${covered.questions} right note, ${covered['wrong note']} wrong note; ${uncovered.declined}/${uncovered.questions} uncovered declined`);
    expect(uncovered.questions).toBeGreaterThanOrEqual(200);
    expect(covered['right note'] / covered.questions).toBeGreaterThanOrEqual(0.985);
    expect(covered['wrong note'] / covered.questions).toBeLessThanOrEqual(0.001);
    expect(uncovered.declined / uncovered.questions).toBeGreaterThanOrEqual(0.985);
  }, 60_000);

  it('on round-5 questions as students type them and near misses no note covers, answers from the right note and declines the rest', async () => {
    // Written before the round-5 changes, in chat wordings: 'wat is', misspellings ('estopel', 'syllogisim'), Hinglish ('kab lagu
    // hua'), short forms (CR, RC, DI, SI, CI, PIL, FR, DPSP), a question wrapped in its context ('a passage in clat 2023 talked
    // about...'), 'how to solve X fast', and 'X vs Y' (answered by the note naming both, else by the note of the first, and declined
    // when either side has no note); and 150 near misses no note covers ('habeas data', 'chandrayaan 4 mission', 'doctrine of desuetude').
    const questions = JSON.parse(readFileSync(new URL('./concept-round5-questions.json', import.meta.url), 'utf8')) as ConceptQuestion[];
    const rows = conceptTable(evaluateConcepts(index, await new TutorContent().conceptNotes(), questions));
    const covered = rows.find((row) => row.group === 'All covered')!;
    const uncovered = rows.find((row) => row.group === 'Not covered')!;
    console.log(`Concept round-5 questions: ${covered['right note']}/${covered.questions} right note, ${covered['wrong note']} wrong note; ${uncovered.declined}/${uncovered.questions} uncovered declined`);
    expect(covered.questions).toBeGreaterThanOrEqual(400);
    expect(uncovered.questions).toBeGreaterThanOrEqual(150);
    expect(covered['right note'] / covered.questions).toBeGreaterThanOrEqual(0.99);
    expect(covered['wrong note'] / covered.questions).toBeLessThanOrEqual(0.005);
    expect(uncovered.declined / uncovered.questions).toBeGreaterThanOrEqual(0.954);
  }, 60_000);
});
