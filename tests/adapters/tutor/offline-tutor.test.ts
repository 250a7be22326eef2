import { describe, expect, it } from 'vitest';
import { englishPresetFileSchema, gkPresetFileSchema, legalTopicFileSchema } from '../../../adapters/tutor/content/content.schema';
import { QUANT_GENERATORS } from '../../../adapters/tutor/generators/quant/quant-generators';
import { APPROACH_LABEL } from '../../../adapters/tutor/doubt/doubt-solver';
import { OfflineTutor } from '../../../adapters/tutor/offline-tutor';
import { practiceSeed } from '../../../adapters/tutor/practice/topic-practice';
import propertyLaw from '../../../adapters/tutor/content/legal/property-law.json';
import climateChange from '../../../adapters/tutor/content/english/climate-change.json';
import g20Summit from '../../../adapters/tutor/content/gk/g20-summit.json';
import amendment101 from '../../../adapters/tutor/content/gk/101st-amendment.json';
import ujjwalaYojana from '../../../adapters/tutor/content/gk/ujjwala-yojana.json';
import brahmosMissile from '../../../adapters/tutor/content/gk/brahmos-missile.json';
import economyAndBudget from '../../../adapters/tutor/content/gk/economy-and-budget.json';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import type { ScoreBreakdown } from '../../../core/diagnostic/diagnostic.model';
import {
  ENGLISH_PRESETS,
  GK_PRESETS,
  LEGAL_TOPICS,
  LOGICAL_TOPICS,
  OPTION_LETTERS,
  QUANT_TOPICS,
  type Section,
  type TopicPracticeRequest,
  type TopicPracticeResponse,
} from '../../../core/practice/practice.model';
import { makeTutor } from './tutor-fixture';

function request(section: Section, topic: string, subtopic?: string): TopicPracticeRequest {
  return { section, topic, questionCount: 5, ...(subtopic === undefined ? {} : { subtopic }) };
}

/**
 * What every practice response must be, whatever its source (spec §3, §9): the five questions a
 * request asks for, from the generators or from one bank passage; the answer key names exactly
 * Q1 to Q5 of what is served.
 */
function expectValidSet(response: TopicPracticeResponse, label: string): void {
  expect(response.passage.trim(), label).not.toBe('');
  expect(response.questions, label).toHaveLength(5);
  expect(Object.keys(response.answerKey).sort(), label).toEqual(response.questions.map((_question, index) => `Q${index + 1}`).sort());
  response.questions.forEach((question, index) => {
    expect(question.question.trim(), label).not.toBe('');
    expect(question.options, label).toHaveLength(4);
    expect(new Set(question.options.map((option) => option.trim().toLowerCase())).size, label).toBe(4);
    expect(OPTION_LETTERS, label).toContain(question.answer);
    expect(response.answerKey[`Q${index + 1}`], label).toBe(question.answer);
    expect(question.explanation.trim(), label).not.toBe('');
  });
}

const gkFiles = [g20Summit, amendment101, ujjwalaYojana, brahmosMissile, economyAndBudget].map((data) => gkPresetFileSchema.parse(data));
// Practice asks for five questions: shorter sets are kept for the daily quiz.
const gkPassages = new Map(gkFiles.map((file) => [file.preset, file.sets.filter((set) => set.questions.length >= 5).map((set) => set.passage)]));

describe('topic practice: a valid set for every section', () => {
  it('generates Quant and Logical sets for every preset topic', async () => {
    const { tutor } = makeTutor();
    for (const topic of QUANT_TOPICS) {
      const response = await tutor.generateTopicPractice(request('Quant', topic));
      expectValidSet(response, topic);
      expect(response.questions, topic).toHaveLength(5);
    }
    for (const topic of LOGICAL_TOPICS) {
      const response = await tutor.generateTopicPractice(request('Logical', topic));
      expectValidSet(response, topic);
      expect(response.questions, topic).toHaveLength(5);
    }
  });

  it('serves a Legal set for every subtopic of every main topic, from that subtopic', async () => {
    const { tutor } = makeTutor();
    for (const [topic, subtopics] of Object.entries(LEGAL_TOPICS)) {
      for (const subtopic of subtopics) {
        const response = await tutor.generateTopicPractice(request('Legal', topic, subtopic));
        expectValidSet(response, `${topic} / ${subtopic}`);
      }
    }
    const property = legalTopicFileSchema.parse(propertyLaw);
    const served = await tutor.generateTopicPractice(request('Legal', 'Property Law', 'Lease'));
    expect(property.sets.find((set) => set.passage === served.passage)?.subtopic).toBe('Lease');
  });

  it('serves English and GK preset sets', async () => {
    const { tutor } = makeTutor();
    for (const preset of ENGLISH_PRESETS) expectValidSet(await tutor.generateTopicPractice(request('English', preset)), preset);
    for (const preset of GK_PRESETS) {
      const response = await tutor.generateTopicPractice(request('GK', preset));
      expectValidSet(response, preset);
      expect(gkPassages.get(preset)).toContain(response.passage);
    }
  });

  it('keeps the bank answer key: options in A-D order and the answer letter of the content', async () => {
    const { tutor } = makeTutor();
    const english = englishPresetFileSchema.parse(climateChange);
    const response = await tutor.generateTopicPractice(request('English', 'Climate Change'));
    const set = english.sets.find((candidate) => candidate.passage === response.passage)!;
    expect(response.questions.map((question) => question.options)).toEqual(set.questions.map((question) => question.options));
    expect(response.questions.map((question) => question.answer)).toEqual(set.questions.map((question) => question.answer));
  });

  it('accepts topic names in any case and with stray spaces', async () => {
    const { tutor } = makeTutor();
    expectValidSet(await tutor.generateTopicPractice(request('Quant', '  percentages ')), 'percentages');
    expectValidSet(await tutor.generateTopicPractice(request('Legal', 'tort law', 'negligence')), 'negligence');
  });
});

describe('topic practice: unknown topics', () => {
  const { tutor } = makeTutor();

  it('names the available topics for an unknown Quant or Logical topic', async () => {
    await expect(tutor.generateTopicPractice(request('Quant', 'Trigonometry'))).rejects.toMatchObject({
      code: 'not_found',
      message: 'There is no Quant topic "Trigonometry". Choose one of: Profit & Loss, Simple & Compound Interest, Percentages, Ratio and Proportions.',
    });
    await expect(tutor.generateTopicPractice(request('Logical', 'Puzzles'))).rejects.toMatchObject({
      code: 'not_found',
      message: 'There is no Logical topic "Puzzles". Choose one of: Syllogisms, Blood Relations, Coding-Decoding.',
    });
  });

  it('names the Legal topics, or the subtopics of the topic, for an unknown one', async () => {
    await expect(tutor.generateTopicPractice(request('Legal', 'Family Law', 'Marriage'))).rejects.toMatchObject({
      code: 'not_found',
      message: 'There is no Legal topic "Family Law". Choose one of: Contract Law, Constitutional Law, Criminal Law, Property Law, Tort Law.',
    });
    await expect(tutor.generateTopicPractice(request('Legal', 'Tort Law', 'Consideration'))).rejects.toMatchObject({
      code: 'not_found',
      message: `Tort Law has no subtopic "Consideration". Choose one of: ${LEGAL_TOPICS['Tort Law']!.join(', ')}.`,
    });
  });

  it('names the English presets for an unknown English topic', async () => {
    await expect(tutor.generateTopicPractice(request('English', 'Poetry'))).rejects.toMatchObject({
      code: 'not_found',
      message: 'There is no English passage topic "Poetry". Choose one of: Climate Change, Technology, Globalization.',
    });
  });
});

describe('topic practice: five questions on one passage from bank sets of four to six', () => {
  const legalSets = legalTopicFileSchema.parse(propertyLaw).sets;
  const bySubtopic = new Map<string, typeof legalSets>();
  for (const set of legalSets) bySubtopic.set(set.subtopic, [...(bySubtopic.get(set.subtopic) ?? []), set]);

  it('serves the first five questions of a six-question set, and passes over a set of four', async () => {
    const six = legalSets.find((set) => set.questions.length === 6)!;
    const four = legalSets.find((set) => set.questions.length === 4)!;
    const { tutor } = makeTutor();
    const servedSix: TopicPracticeResponse[] = [];
    for (let index = 0; index < (bySubtopic.get(six.subtopic)?.length ?? 0) + 1; index += 1) {
      servedSix.push(await tutor.generateTopicPractice(request('Legal', 'Property Law', six.subtopic)));
    }
    const fromSix = servedSix.find((response) => response.passage === six.passage)!;
    expect(fromSix.questions.map((question) => question.question)).toEqual(six.questions.slice(0, 5).map((question) => question.question));
    expect(fromSix.answerKey).toEqual(Object.fromEntries(six.questions.slice(0, 5).map((question, index) => [`Q${index + 1}`, question.answer])));

    const fromFour: string[] = [];
    for (let index = 0; index < (bySubtopic.get(four.subtopic)?.length ?? 0) + 1; index += 1) {
      fromFour.push((await tutor.generateTopicPractice(request('Legal', 'Property Law', four.subtopic))).passage);
    }
    expect(fromFour).not.toContain(four.passage);
  });
});

describe('topic practice: a student sees a new set until the bank is used up', () => {
  it('serves every set of a Legal subtopic once before any repeats, then starts over with the oldest', async () => {
    const { tutor } = makeTutor();
    // Sets shorter than the five questions asked for stay in the bank for the quiz, not for practice.
    const sets = legalTopicFileSchema.parse(propertyLaw).sets.filter((set) => set.subtopic === 'Transfer of Property' && set.questions.length >= 5);
    expect(sets.length).toBeGreaterThanOrEqual(2);
    const served: string[] = [];
    for (let index = 0; index < sets.length + 2; index += 1) {
      served.push((await tutor.generateTopicPractice(request('Legal', 'Property Law', 'Transfer of Property'))).passage);
    }
    const firstRound = served.slice(0, sets.length);
    expect(new Set(firstRound).size).toBe(sets.length);
    expect(new Set(firstRound)).toEqual(new Set(sets.map((set) => set.passage)));
    expect(served.slice(sets.length)).toEqual(firstRound.slice(0, 2));
  });

  it('keeps each student’s record apart and under the tutor’s storage prefix', async () => {
    const { tutor, storage } = makeTutor({ userId: 'user-1' });
    const first = await tutor.generateTopicPractice(request('English', 'Technology'));
    const second = await tutor.generateTopicPractice(request('English', 'Technology'));
    expect(second.passage).not.toBe(first.passage);
    const other = makeTutor({ userId: 'user-2', storage }).tutor;
    expect((await other.generateTopicPractice(request('English', 'Technology'))).passage).toBe(first.passage);
    expect([...storage.values.keys()].sort()).toEqual(['nyayapath.local.tutor.user-1', 'nyayapath.local.tutor.user-2']);
  });

  it('cycles through the GK preset sets before repeating', async () => {
    const { tutor } = makeTutor();
    const passages = gkPassages.get('BrahMos Missile')!;
    const served: string[] = [];
    for (let index = 0; index < passages.length + 1; index += 1) served.push((await tutor.generateTopicPractice(request('GK', 'BrahMos Missile'))).passage);
    expect(new Set(served.slice(0, passages.length))).toEqual(new Set(passages));
    expect(served[passages.length]).toBe(served[0]);
  });

  it('still serves a set when the device cannot save the record', async () => {
    const { tutor, storage } = makeTutor();
    storage.failWrites = true;
    expectValidSet(await tutor.generateTopicPractice(request('GK', 'G20 Summit')), 'G20 Summit');
    expectValidSet(await tutor.generateTopicPractice(request('Quant', 'Percentages')), 'Percentages');
  });
});

describe('topic practice: generated sets', () => {
  it('gives each request of a student a different set, reproducible from the same seed path', async () => {
    const first = makeTutor({ userId: 'user-1' }).tutor;
    const sets: string[] = [];
    for (let index = 0; index < 6; index += 1) sets.push((await first.generateTopicPractice(request('Quant', 'Profit & Loss'))).passage);
    expect(new Set(sets).size).toBe(6);

    // A fresh device, the same student: the same sets in the same order.
    const again = makeTutor({ userId: 'user-1' }).tutor;
    for (const passage of sets) expect((await again.generateTopicPractice(request('Quant', 'Profit & Loss'))).passage).toBe(passage);

    // The seed path: user, topic and the student's counter for the topic.
    expect(sets[2]).toBe(QUANT_GENERATORS['Profit & Loss'](practiceSeed('user-1', 'Profit & Loss', 2)).passage);
    const other = makeTutor({ userId: 'user-2' }).tutor;
    expect((await other.generateTopicPractice(request('Quant', 'Profit & Loss'))).passage).not.toBe(sets[0]);
  });

  it('counts each topic separately', async () => {
    const { tutor } = makeTutor();
    await tutor.generateTopicPractice(request('Logical', 'Syllogisms'));
    const coding = await tutor.generateTopicPractice(request('Logical', 'Coding-Decoding'));
    expect(coding.passage).toBe((await makeTutor().tutor.generateTopicPractice(request('Logical', 'Coding-Decoding'))).passage);
  });

  it('serves a student who is not signed in, under a guest record', async () => {
    const { tutor, storage } = makeTutor({ userId: null });
    expectValidSet(await tutor.generateTopicPractice(request('Quant', 'Percentages')), 'guest');
    expect([...storage.values.keys()]).toEqual(['nyayapath.local.tutor.guest']);
  });
});

describe('topic practice: GK free text', () => {
  /**
   * Students' wording for the GK presets, by the preset whose sets must answer. GST is also the
   * subject of a current-affairs set on its compensation cess, which may answer in turn.
   */
  const RELEVANT: readonly [string, (typeof GK_PRESETS)[number]][] = [
    ['gst council', '101st Amendment'],
    ['GST', '101st Amendment'],
    ['Mohit Minerals judgment', '101st Amendment'],
    ['tax reform constitution', '101st Amendment'],
    ['lpg connections', 'Ujjwala Yojana'],
    ['free gas cylinder for poor women', 'Ujjwala Yojana'],
    ['clean cooking fuel', 'Ujjwala Yojana'],
    ['PMUY', 'Ujjwala Yojana'],
    ['cruise missile', 'BrahMos Missile'],
    ['supersonic missile india russia', 'BrahMos Missile'],
    ['MTCR', 'BrahMos Missile'],
    ['brahmos philipines export', 'BrahMos Missile'],
    ['african union g20', 'G20 Summit'],
    ['g20 new delhi declaration', 'G20 Summit'],
    ['g20 sherpa', 'G20 Summit'],
    ['Vasudhaiva Kutumbakam', 'G20 Summit'],
  ];
  // Sport, awards, schemes and the like now have topics of their own (gk-topics.test.ts).
  const UNRELATED = ['photosynthesis', 'french revolution', 'mughal empire', 'plate tectonics', 'harappan civilisation', 'human digestive system', 'trigonometry identities', 'shakespeare sonnets'];

  it(`finds the right preset's sets for ${RELEVANT.length} phrasings`, async () => {
    const { tutor } = makeTutor();
    for (const [topic, preset] of RELEVANT) {
      const response = await tutor.generateTopicPractice(request('GK', topic));
      expectValidSet(response, topic);
      const answering = preset === '101st Amendment' ? [...gkPassages.get(preset)!, ...gkPassages.get('Economy and Budget')!] : gkPassages.get(preset);
      expect(answering, topic).toContain(response.passage);
    }
  });

  it('answers an unrelated topic honestly with the presets, never with a set', async () => {
    const { tutor } = makeTutor();
    for (const topic of UNRELATED) {
      await expect(tutor.generateTopicPractice(request('GK', topic)), topic).rejects.toMatchObject({
        code: 'not_found',
        message: expect.stringMatching(new RegExp(`^No practice set on "${topic}" yet\\. Try one of: `)),
      });
    }
    await expect(tutor.generateTopicPractice(request('GK', 'photosynthesis'))).rejects.toMatchObject({
      message: 'No practice set on "photosynthesis" yet. Try one of: G20 Summit, 101st Amendment, Ujjwala Yojana, BrahMos Missile.',
    });
  });

  it('suggests the closest preset first when a topic only touches one', async () => {
    const { tutor } = makeTutor();
    await expect(tutor.generateTopicPractice(request('GK', 'iron dome missile defence israel'))).rejects.toMatchObject({
      message:
        'No practice set on "iron dome missile defence israel" yet. Try one of: BrahMos Missile, International Relations, Science and Technology, Defence and Security, Reports and Rankings, People in the News, G20 Summit, 101st Amendment, Ujjwala Yojana.',
    });
  });

  it('gives the next relevant set the student has not seen when she asks again', async () => {
    const { tutor } = makeTutor();
    const first = await tutor.generateTopicPractice(request('GK', 'LPG subsidy'));
    const second = await tutor.generateTopicPractice(request('GK', 'LPG subsidy'));
    expect(second.passage).not.toBe(first.passage);
    // The preset shares the record: its first set is one not served yet.
    const preset = await tutor.generateTopicPractice(request('GK', 'Ujjwala Yojana'));
    expect([first.passage, second.passage]).not.toContain(preset.passage);
  });
});

describe('study advice', () => {
  const breakdown: ScoreBreakdown = {
    'Legal Reasoning': 2,
    'Logical Reasoning': 2,
    'English Language': 2,
    'General Knowledge': 1,
    'Quantitative Techniques': 0,
  };
  const diagnosed = {
    fullName: 'Asha',
    diagnosticCompleted: true,
    diagnosticScore: breakdown,
    predictedRank: 30769,
    predictedNlu: 'Any NLU (with improvement)',
    losingMarksArea: 'Legal Reasoning',
    reviewFrustration: 'I repeat the same mistakes',
    gkStudyMethod: 'Monthly compilations',
    dreamNlu: 'Any top-10 NLU',
  };

  it('names both weak sections of the diagnostic, with numbers, in a study plan', async () => {
    const { tutor } = makeTutor({ profile: diagnosed });
    const plan = await tutor.getStudyAdvice('Make me a study plan');
    expect(plan).toMatch(/^## /);
    expect(plan).toContain('Quantitative Techniques (0/2)');
    expect(plan).toContain('General Knowledge (1/4)');
    expect(plan).not.toContain('Legal Reasoning (2/2)**');
    expect(plan).toMatch(/\*\*Every day:\*\* \d+ hours/);
    expect(plan).toMatch(/Quantitative Techniques: \*\*6\*\* sets \(\+3, weak section\)/);
    expect(plan).toMatch(/Asha/);
    expect(plan).not.toMatch(/<[a-z/][^>]*>/i);
  });

  it('scales the plan to the months left', async () => {
    const { tutor } = makeTutor({ profile: diagnosed });
    const short = await tutor.getStudyAdvice('I have 3 months left for CLAT, what should my plan be?');
    const long = await tutor.getStudyAdvice('10 months left, give me a plan');
    expect(short).toContain('3 months (about 13 weeks)');
    expect(short).toContain('**Every day:** 5 hours');
    expect(short).toContain('2 full mocks a week');
    expect(long).toContain('**Every day:** 3 hours');
    expect(long).toContain('about 43 weeks');
    const weeks = await tutor.getStudyAdvice('only 6 weeks to go, how should I plan?');
    expect(weeks).toContain('**Every day:** 6 hours');
    expect(weeks).toMatch(/no time for new topics/);
  });

  it('scales other advice to a deadline named in the question', async () => {
    const { tutor } = makeTutor({ profile: diagnosed });
    const answer = await tutor.getStudyAdvice('2 months left, how do I improve quant?');
    expect(answer).toContain('### Quantitative Techniques (0/2)');
    expect(answer).toContain('**With 2 months left:** 5 hours a day and 2 full mocks a week, 3 in the last fortnight.');
  });

  it('answers "how many months do I need" with a table of what each period allows', async () => {
    const { tutor } = makeTutor({ profile: diagnosed });
    const answer = await tutor.getStudyAdvice('How many months do I need to prepare?');
    expect(answer).toMatch(/12 months or more/);
    expect(answer).toMatch(/1 month:\*\* 6 hours a day/);
  });

  it('without a diagnostic, says so, suggests taking it and still gives numbers', async () => {
    const { tutor } = makeTutor({ profile: { losingMarksArea: 'Current Affairs & GK' } });
    const plan = await tutor.getStudyAdvice('study plan please');
    expect(plan).toMatch(/not taken the diagnostic test yet/);
    expect(plan).toMatch(/13 questions, about 15 minutes/);
    expect(plan).toContain('General Knowledge');
    expect(plan).toMatch(/\d+ hours/);
    const signedOut = await makeTutor({ userId: null }).tutor.getStudyAdvice('study plan please');
    expect(signedOut).toMatch(/not taken the diagnostic test yet/);
    expect(signedOut).toMatch(/\d+ hours/);
  });

  it('finds the weakest section by the share right, not the count, and says so only of that one', async () => {
    const profile = { ...diagnosed, diagnosticScore: { 'Legal Reasoning': 0, 'Logical Reasoning': 2, 'English Language': 3, 'General Knowledge': 0, 'Quantitative Techniques': 1 } };
    const { tutor } = makeTutor({ profile });
    const plan = await tutor.getStudyAdvice('Make me a study plan');
    expect(plan).toContain('Your weak sections, weakest first, are **Legal Reasoning (0/2)** and **General Knowledge (0/4)**.');
    expect(plan).not.toMatch(/\*\*Quantitative Techniques \(1\/2\)\*\*/);
    const timing = await tutor.getStudyAdvice('I keep running out of time in the exam');
    expect(timing).toContain('- **Legal Reasoning (28-32 questions):** about 35 minutes, 5-6 minutes per passage; it is your weakest section, so take it last.');
    expect(timing).not.toMatch(/Quant[^\n]*weakest/);
  });

  it('answers a question about one section with that section, and counts weeks in good English', async () => {
    const { tutor } = makeTutor({ profile: diagnosed });
    for (const question of ['How much time should I give to English?', 'what is the right timing for the english section', 'how many minutes per passage in RC?']) {
      const answer = await tutor.getStudyAdvice(question);
      expect(answer, question).toMatch(/^## Timing for English Language/);
      expect(answer, question).toContain('**English Language (22-26 questions):** about 22 minutes');
      expect(answer, question).not.toContain('### Phases');
      expect(answer, question).not.toContain('Legal Reasoning (28-32');
    }
    expect(await tutor.getStudyAdvice('How much time do I need to prepare for CLAT?')).toContain('12 months or more');
    expect(await tutor.getStudyAdvice('1 week left, how do I improve quant?')).toContain('**With 1 week left:**');
    expect(await tutor.getStudyAdvice('2 weeks left, how do I improve quant?')).toContain('**With 2 weeks left:**');
    const week = await tutor.getStudyAdvice('only 1 week left, give me a plan');
    expect(week).toMatch(/^## Your CLAT plan for 1 week\n/);
    expect(week).toContain('- **Days 1-3:** timed sets');
    expect(week).toContain('- **Days 4-7:** mocks under exam conditions');
  });

  it('answers each common intent with personal, concrete advice', async () => {
    const { tutor } = makeTutor({ profile: diagnosed });
    const cases: [string, RegExp[]][] = [
      ['How can I improve my weak sections?', [/Quantitative Techniques \(0\/2\)/, /General Knowledge \(1\/4\)/, /\d+ timed sets/]],
      ['how do i get better at legal reasoning', [/### Legal Reasoning \(2\/2\)/, /5-6 minutes per passage/]],
      ['How should I study current affairs?', [/Monthly compilations alone come too late/, /45 minutes/, /2 GK passage sets/]],
      ['How do I analyse my mocks?', [/error log/, /2 hours analysing/, /General Knowledge/]],
      ['I keep running out of time in the exam', [/120 questions in 120 minutes/, /Legal Reasoning \(28-32 questions\)/, /General Knowledge \(28-32 questions\)/]],
      ['How should I revise?', [/1 day, 7 days and 30 days/]],
      ['I feel so stressed and demotivated', [/Asha, feeling the pressure is normal/, /7-8 hours/]],
      ['hi', [/## Where you stand/, /Any top-10 NLU/, /\d+ passage sets/]],
    ];
    for (const [question, patterns] of cases) {
      const answer = await tutor.getStudyAdvice(question);
      for (const pattern of patterns) expect(answer, question).toMatch(pattern);
      expect(answer, question).not.toMatch(/<[a-z/][^>]*>/i);
    }
  });
});

describe('how sure the engine is', () => {
  const engine = new OfflineTutor();

  it('stands behind a worked doubt or a bank match, not behind an approach', async () => {
    const worked = await engine.solveDoubt({ inputType: 'text', content: 'Find 20% of 150.', text: 'Find 20% of 150.' });
    expect(worked.confident).toBe(true);
    expect(worked.value.questions[0]?.finalAnswerText).toContain('30');
    const unknown = await engine.solveDoubt({ inputType: 'text', content: 'Why do cats purr at night?', text: 'Why do cats purr at night?' });
    expect(unknown.confident).toBe(false);
    expect(unknown.value.success).toBe(true);
    expect(unknown.value.questions[0]?.finalAnswerText).toContain(APPROACH_LABEL);
  });

  it('stands behind a question it finds in its bank, and not behind an empty photo', async () => {
    const gk = DIAGNOSTIC_QUESTIONS.find((question) => question.id === 'gk-2')!;
    const known = await engine.solveDoubt({ inputType: 'text', content: gk.question, text: gk.question });
    expect(known.confident).toBe(true);
    expect(known.value.questions[0]?.finalAnswerText).toBe('(C) Article 21');
    const empty = await engine.solveDoubt({ inputType: 'image', content: '  ', text: '' });
    expect(empty).toEqual({ value: { success: false, questions: [], explanation: 'No question text to solve.' }, confident: false });
  });

  it('stands behind an explanation from a note, not behind the nearest concepts', async () => {
    expect((await engine.explain('what is compound interest')).confident).toBe(true);
    const baking = await engine.explain('how do I bake bread');
    expect(baking.confident).toBe(false);
    expect(baking.value.trim()).not.toBe('');
  });

  it('keeps a learner’s history in the store it is given, and reads a damaged one as none', async () => {
    let document: unknown = { counters: 'damaged' };
    const learner = { id: 'learner-1', progress: { read: () => document, write: (next: unknown) => (document = next) } };
    await engine.generateTopicPractice(request('Quant', 'Percentages'), learner);
    expect(document).toEqual({ counters: { 'Quant/Percentages': 1 }, seen: {} });
  });

  it('still serves the set when the store cannot keep the history', async () => {
    const learner = {
      id: 'learner-2',
      progress: {
        read: () => null,
        write: () => {
          throw new Error('database busy');
        },
      },
    };
    expectValidSet(await engine.generateTopicPractice(request('Legal', 'Tort Law', 'Negligence'), learner), 'Negligence');
    expectValidSet(await engine.generateTopicPractice(request('Logical', 'Syllogisms'), learner), 'Syllogisms');
  });
});
