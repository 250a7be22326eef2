import { describe, expect, it } from 'vitest';
import { gkPresetFileSchema } from '../../../adapters/tutor/content/content.schema';
import { TutorContent, type GkTopic } from '../../../adapters/tutor/tutor-content';
import type { TopicPracticeRequest } from '../../../core/practice/practice.model';
import { makeTutor } from './tutor-fixture';

/** The sets of every GK file, by its topic, straight from the JSON. */
const modules = import.meta.glob<unknown>('../../../adapters/tutor/content/gk/*.json', { eager: true, import: 'default' });
const passagesByTopic = new Map(
  Object.values(modules).map((data) => {
    const file = gkPresetFileSchema.parse(data);
    return [file.preset, file.sets.map((set) => set.passage)] as const;
  }),
);

function gk(topic: string): TopicPracticeRequest {
  return { section: 'GK', topic, questionCount: 5 };
}

/** What a student may type into the Question Maker's GK box, by the topic whose sets must answer. */
const PHRASINGS: readonly [string, GkTopic][] = [
  ['international organisations', 'International Organisations'],
  ['world trade organization', 'International Organisations'],
  ['who pandemic agreement', 'International Organisations'],
  ['awards', 'Awards and Honours'],
  ['Nobel Prize', 'Awards and Honours'],
  ['bharat ratna', 'Awards and Honours'],
  ['appointments', 'Appointments'],
  ['new CJI', 'Appointments'],
  ['vice president election', 'Appointments'],
  ['rbi governor', 'Appointments'],
  ['government schemes', 'Government Schemes'],
  ['PM Kisan', 'Government Schemes'],
  ['ayushman bharat', 'Government Schemes'],
  ['rooftop solar', 'Government Schemes'],
  ['environment summit', 'Summits'],
  ['AI summit', 'Summits'],
  ['space missions', 'Science and Space'],
  ['chandrayaan', 'Science and Space'],
  ['gaganyaan astronaut', 'Science and Technology'],
  ['sports', 'Sports'],
  ['Paris Olympics medals', 'Sports'],
  ['chess champion gukesh', 'Sports'],
  ['environment', 'Environment'],
  ['ozone layer', 'Environment'],
  ['tiger census', 'Environment'],
  ['manipur president\'s rule', 'Polity and Governance'],
  ['census 2027', 'Polity and Governance'],
  ['budget 2026', 'Economy and Budget'],
  ['repo rate', 'Economy and Budget'],
  ['nepal election', 'World Affairs'],
  ['UN Security Council', 'World Affairs'],
  ['BRICS', 'World Affairs'],
  ['WTO', 'World Affairs'],
  ['cop31', 'Climate and Conservation'],
  ['ramsar sites', 'Climate and Conservation'],
  ['project cheetah', 'Climate and Conservation'],
  ['ISRO', 'Science and Technology'],
  ['artemis', 'Science and Technology'],
  ['semiconductor', 'Science and Technology'],
  ['T20 world cup', 'Sporting Events'],
  ['winter olympics', 'Sporting Events'],
  ['padma awards', 'People in the News'],
  ['chief of defence staff', 'People in the News'],
  ['fleet review', 'Defence and Security'],
  ['exercise dharma guardian', 'Defence and Security'],
  ['henley passport index', 'Reports and Rankings'],
  ['corruption perceptions index', 'Reports and Rankings'],
  ['deepavali unesco', 'Culture and Heritage'],
  ['hornbill festival', 'Culture and Heritage'],
  ['putin visit', 'International Relations'],
  ['ganga water treaty', 'International Relations'],
  ['keralam', 'States and Regions'],
  ['amaravati capital', 'States and Regions'],
];

describe('GK topics beyond the presets', () => {
  it('lists the twenty topics after the four presets, each with a file of its own', () => {
    expect(TutorContent.gkTopics()).toEqual([
      'G20 Summit',
      '101st Amendment',
      'Ujjwala Yojana',
      'BrahMos Missile',
      'International Organisations',
      'Awards and Honours',
      'Appointments',
      'Government Schemes',
      'Summits',
      'Science and Space',
      'Sports',
      'Environment',
      'Polity and Governance',
      'Economy and Budget',
      'World Affairs',
      'Climate and Conservation',
      'Science and Technology',
      'Sporting Events',
      'People in the News',
      'Defence and Security',
      'Reports and Rankings',
      'Culture and Heritage',
      'International Relations',
      'States and Regions',
    ]);
    for (const topic of TutorContent.gkTopics()) expect(passagesByTopic.get(topic)?.length, topic).toBeGreaterThanOrEqual(3);
  });

  it(`finds each new topic's sets from the free-text input (${PHRASINGS.length} phrasings)`, async () => {
    const { tutor } = makeTutor();
    for (const [phrase, topic] of PHRASINGS) {
      const response = await tutor.generateTopicPractice(gk(phrase));
      expect(passagesByTopic.get(topic), phrase).toContain(response.passage);
    }
  });

  it('reaches every new topic by at least two different phrasings', () => {
    const presets: readonly string[] = ['G20 Summit', '101st Amendment', 'Ujjwala Yojana', 'BrahMos Missile'];
    for (const topic of TutorContent.gkTopics().filter((name) => !presets.includes(name))) {
      expect(PHRASINGS.filter(([, expected]) => expected === topic).length, topic).toBeGreaterThanOrEqual(2);
    }
  });

  it('serves a topic typed by its exact name in turn, every set once before any repeats', async () => {
    const { tutor } = makeTutor();
    const passages = passagesByTopic.get('Science and Space')!;
    const served: string[] = [];
    for (let index = 0; index < passages.length; index += 1) served.push((await tutor.generateTopicPractice(gk('science and space'))).passage);
    expect(new Set(served)).toEqual(new Set(passages));
  });

  it('offers the next unseen set on the subject when the student asks again', async () => {
    const { tutor } = makeTutor();
    const first = await tutor.generateTopicPractice(gk('ISRO missions'));
    const second = await tutor.generateTopicPractice(gk('ISRO missions'));
    // ISRO is news in two topics (Science and Space, Science and Technology): the second request is
    // answered by the next best set on it, whichever topic holds it.
    const space = [...passagesByTopic.get('Science and Space')!, ...passagesByTopic.get('Science and Technology')!];
    expect(space).toContain(first.passage);
    expect(space).toContain(second.passage);
    expect(second.passage).not.toBe(first.passage);
  });

  it('serves the five questions asked for from each set of a topic, with a key for each', async () => {
    const { tutor } = makeTutor();
    const passages = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const response = await tutor.generateTopicPractice(gk('Sports'));
      passages.add(response.passage);
      expect(response.questions).toHaveLength(5);
      expect(Object.keys(response.answerKey)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5']);
      response.questions.forEach((question, position) => expect(response.answerKey[`Q${position + 1}`]).toBe(question.answer));
    }
    expect(passages.size).toBe(3);
  });
});

describe('GK presets: the current sets', () => {
  /** What a student types about the news of 2025, by the dated set that must answer. */
  const CURRENT: readonly [string, string][] = [
    ['gst rate rationalisation', 'gk-101st-amendment-4'],
    ['compensation cess end 2026', 'gk-101st-amendment-4'],
    ['operation sindoor', 'gk-brahmos-missile-4'],
    ['brahmos lucknow facility', 'gk-brahmos-missile-4'],
    ['johannesburg declaration', 'gk-g20-summit-4'],
    ['ujjwala subsidy 2025-26', 'gk-ujjwala-yojana-2'],
  ];
  const setsById = new Map(
    Object.values(modules).flatMap((data) => gkPresetFileSchema.parse(data).sets.map((set) => [set.id, set] as const)),
  );

  it.each(CURRENT)('finds the dated set for "%s"', async (phrase, id) => {
    const { tutor } = makeTutor();
    const response = await tutor.generateTopicPractice(gk(phrase));
    expect(response.passage).toBe(setsById.get(id)!.passage);
    expect(setsById.get(id)!.asOf >= '2025-08').toBe(true);
  });
});
