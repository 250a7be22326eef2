import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { LocalTutor } from '../../adapters/local/local-tutor';
import {
  ENGLISH_PRESETS,
  GK_PRESETS,
  LEGAL_TOPICS,
  LOGICAL_TOPICS,
  QUANT_TOPICS,
  type TopicPracticeRequest,
  type TopicPracticeResponse,
} from '../../core/practice/practice.model';
import { FakeAuth } from '../fakes/fake-auth';
import { FakeDatabase } from '../fakes/fake-database';
import { MemoryStorage } from '../fakes/memory-storage';
import { RecordingLogger } from '../fakes/recording-logger';
import { judge, loadEvalEntries, tabulate, type EvalEntry, type Verdict } from '../adapters/tutor/doubt-eval';

/**
 * The offline tutor's speed once its content is loaded (targets: p95 under 10 ms for a set,
 * 20 ms for an explanation and for a text doubt). Prints p50 and p95; asserts only that every
 * answer is valid, because this machine is shared and timings vary.
 */
const ITERATIONS = 300;
const WARM_UP = 30;

const PRACTICE: readonly TopicPracticeRequest[] = [
  ...QUANT_TOPICS.map((topic) => ({ section: 'Quant' as const, topic, questionCount: 5 })),
  ...LOGICAL_TOPICS.map((topic) => ({ section: 'Logical' as const, topic, questionCount: 5 })),
  ...Object.entries(LEGAL_TOPICS).map(([topic, subtopics]) => ({ section: 'Legal' as const, topic, subtopic: subtopics[0]!, questionCount: 5 })),
  ...ENGLISH_PRESETS.map((topic) => ({ section: 'English' as const, topic, questionCount: 5 })),
  ...GK_PRESETS.map((topic) => ({ section: 'GK' as const, topic, questionCount: 5 })),
  ...['gst council', 'lpg connections', 'cruise missile', 'african union g20'].map((topic) => ({ section: 'GK' as const, topic, questionCount: 5 })),
];

const CONCEPTS = [
  'what is ci',
  'consideraton',
  'ipc vs bns',
  'art 21',
  'how to solve sylogism',
  'tone of the author',
  'what is g20',
  'difference between murder and culpable homicide',
  'how do I bake bread',
  'parajumbles trick',
];

const DOUBTS = [
  'What is 2O% of 1,250?\n(a) 250 (b) 200 (c) 225 (d) 300',
  'Find the compound interest on ₹ 10,000 at 10% per annum for 2 years compounded annually.',
  'A shopkeeper buys a table for Rs. 800 and sells it for Rs. 1,000. Find his profit percent.',
  '₹ 1,200 is divided among A, B and C in the ratio 2 : 3 : 5. What is B’s share?',
  'The marked price of a shirt is ₹ 1,200. A discount of 15% is given. Find the selling price.',
  'Which Article of the Constitution of lndia provides that no person shall be deprived of his life or personal liberty except according to procedure established by law?\n(a) Article 14 (b) Article 19 (c) Article 21 (d) Article 32',
  "Pointing to a young man in a photograph, Meera says, 'His mother is the only daughter of my mother.'\nHow is Meera related to the young man?\n(a) Mother (b) Aunt (c) Sister (d) Grandmother",
  'A train 150 m long passes a pole in 15 seconds. Find the speed of the train in km/h.',
  'Statements: All cats are dogs. Some dogs are birds.\nConclusions: I. Some birds are cats. II. All dogs are cats.',
];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function time<T>(count: number, run: (index: number) => Promise<T>, check: (result: T, index: number) => void): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    const result = await run(index);
    durations.push(performance.now() - start);
    check(result, index);
  }
  return durations.sort((a, b) => a - b);
}

/** The five questions a request asks for, generated or from one bank passage; the key names each. */
function expectValidSet(response: TopicPracticeResponse): void {
  expect(response.questions).toHaveLength(5);
  expect(Object.keys(response.answerKey)).toHaveLength(5);
  response.questions.forEach((question, index) => {
    expect(new Set(question.options).size).toBe(4);
    expect(response.answerKey[`Q${index + 1}`]).toBe(question.answer);
  });
}

describe('offline tutor benchmark', () => {
  it(`times ${ITERATIONS} sets, explanations and text doubts`, { timeout: 120_000 }, async () => {
    const tutor = new LocalTutor(new MemoryStorage(), new FakeDatabase(), new FakeAuth(), new RecordingLogger());
    const loadStart = performance.now();
    await tutor.warmUp();
    const loadMs = performance.now() - loadStart;

    const practice = (index: number) => tutor.generateTopicPractice(PRACTICE[index % PRACTICE.length]!);
    const explain = (index: number) => tutor.explain(CONCEPTS[index % CONCEPTS.length]!);
    const doubt = (index: number) => {
      const text = DOUBTS[index % DOUBTS.length]!;
      return tutor.solveDoubt({ inputType: 'text', content: text, text });
    };
    await time(WARM_UP, practice, () => undefined);
    await time(WARM_UP, explain, () => undefined);
    await time(WARM_UP, doubt, () => undefined);

    const results = {
      'generate a set': await time(ITERATIONS, practice, (response) => expectValidSet(response)),
      'explain a concept': await time(ITERATIONS, explain, (answer) => expect(answer).toMatch(/^(## |I don't have a note)/)),
      'solve a text doubt': await time(ITERATIONS, doubt, (response) => {
        expect(response.success).toBe(true);
        expect(response.questions[0]!.finalAnswerText).not.toBe('');
      }),
    };
    const table = Object.entries(results).map(([operation, durations]) => ({
      operation,
      runs: durations.length,
      'p50 ms': Number(percentile(durations, 0.5).toFixed(3)),
      'p95 ms': Number(percentile(durations, 0.95).toFixed(3)),
      'max ms': Number(durations[durations.length - 1]!.toFixed(3)),
    }));
    console.log(`Offline tutor: content loaded and indexed in ${loadMs.toFixed(0)} ms`);
    console.table(table);
  });

  it('runs the doubt solver over every eval file and prints correct / no answer / wrong per kind', { timeout: 300_000 }, async () => {
    const tutor = new LocalTutor(new MemoryStorage(), new FakeDatabase(), new FakeAuth(), new RecordingLogger());
    await tutor.warmUp();
    const entries = loadEvalEntries();
    const results: { entry: EvalEntry; verdict: Verdict }[] = [];
    const durations: number[] = [];
    for (const entry of entries) {
      const start = performance.now();
      const response = await tutor.solveDoubt({ inputType: 'text', content: entry.text, text: entry.text });
      durations.push(performance.now() - start);
      results.push({ entry, verdict: judge(entry, response.questions[0]) });
    }
    const table = tabulate(results);
    const inScope = results.filter(({ entry }) => entry.answer !== null);
    const correct = inScope.filter(({ verdict }) => verdict === 'correct').length;
    console.log(`Doubt solver evaluation over ${new Set(entries.map((entry) => entry.file)).size} files (${entries.map((entry) => entry.file).filter((file, index, all) => all.indexOf(file) === index).join(', ')}):`);
    console.table(table);
    console.log(`In scope: ${correct}/${inScope.length} correct (${((correct / inScope.length) * 100).toFixed(1)}%); p95 ${percentile(durations.sort((a, b) => a - b), 0.95).toFixed(1)} ms per doubt`);
    expect(table.at(-1)!.doubts).toBe(entries.length);
  });
});
