import { z } from 'zod/mini';
import type { MockQuestionSource } from '../../../core/mock/mock-question-source.port';
import { questionIdOf, type MockOptions, type MockQuestion, type MockSet, type MockSetSummary } from '../../../core/mock/mock.model';
import { LOGICAL_TOPICS } from '../../../core/practice/practice.model';
import { AppError } from '../../../core/shared/app-error';
import { englishSetSchema } from '../content/content.schema';
import type { GeneratedSet } from '../generators/generated-set';
import { LOGICAL_GENERATORS } from '../generators/logical/logical-generators';
import { MOCK_QUANT_GENERATORS, MOCK_QUANT_KINDS } from '../generators/quant/quant-generators';
import { DIFFICULTIES } from '../../../core/exam/difficulty';

/** A passage's module as the bank plugin writes it: its section and the set as its file holds it. */
const bankSetSchema = z.extend(englishSetSchema, { section: z.enum(['English', 'GK', 'Legal', 'Logical']) });
type BankSet = z.infer<typeof bankSetSchema>;

const bankIndexSchema = z.array(
  z.object({
    id: z.string(),
    section: z.enum(['English', 'GK', 'Legal', 'Logical']),
    questionCount: z.int().check(z.minimum(1)),
    difficulties: z.array(z.enum(DIFFICULTIES)),
  }),
);

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Generated passages a paper may choose from, per topic. Each is new for every paper seed. */
const GENERATED_PER_TOPIC = 2;

const GENERATORS: Readonly<Record<'Quant' | 'Logical', Readonly<Record<string, (seed: number) => GeneratedSet>>>> = {
  Quant: MOCK_QUANT_GENERATORS,
  Logical: LOGICAL_GENERATORS,
};
/**
 * A generated id names its generator by its index here. Quant lists the Question Maker's four topics first, then the
 * mock-only caselet kinds, so ids from before those kinds came (`gen-quant-0..3-<seed>`) still build the same passage.
 */
const TOPICS: Readonly<Record<'Quant' | 'Logical', readonly string[]>> = { Quant: MOCK_QUANT_KINDS, Logical: LOGICAL_TOPICS };

/** `gen-<section>-<topic index>-<seed>`: enough to build the same passage again. */
const GENERATED_ID = /^gen-(quant|logical)-(\d+)-(\d+)$/;

/**
 * The full mock's passages: the curated English, GK, Legal and Logical banks, and the verified
 * Quant and Logical generators (a generated passage is rebuilt from its id, so a mock's paper is
 * fixed by the ids stored with it). A paper is chosen from the bank's index; only the passages it
 * uses are loaded, each once.
 */
export class TutorMockQuestionSource implements MockQuestionSource {
  private readonly loaded = new Map<string, Promise<MockSet>>();
  private index: Promise<BankIndex> | null = null;

  async candidates(seed: number): Promise<readonly MockSetSummary[]> {
    const { summaries } = await this.bankIndex();
    const generated = (['Quant', 'Logical'] as const).flatMap((section) =>
      TOPICS[section].flatMap((_, topic) =>
        Array.from({ length: GENERATED_PER_TOPIC }, (_, copy) => {
          const set = generatedSet(generatedId(section, topic, generatedSeed(seed, topic, copy)))!;
          // One family per generator: its copies ask the same questions with other numbers.
          const family = `gen-${section.toLowerCase()}-${topic}`;
          const difficulties = set.questions.map((question) => question.difficulty);
          return { id: set.id, section, questionCount: set.questions.length, origin: 'generated', family, difficulties } satisfies MockSetSummary;
        }),
      ),
    );
    return [...summaries, ...generated];
  }

  async sets(ids: readonly string[]): Promise<readonly MockSet[]> {
    return Promise.all(ids.map((id) => generatedSet(id) ?? this.bankSet(id)));
  }

  /** The index, downloaded on the first mock (a few kilobytes), not with the app. */
  private bankIndex(): Promise<BankIndex> {
    this.index ??= retryable(
      import('virtual:tutor-bank').then(({ BANK_INDEX, BANK_SETS }) => ({
        summaries: bankIndexSchema.parse(BANK_INDEX).map((entry): MockSetSummary => ({ ...entry, origin: 'bank' })),
        loaders: BANK_SETS,
      })),
      () => (this.index = null),
    );
    return this.index;
  }

  private async bankSet(id: string): Promise<MockSet> {
    const { loaders } = await this.bankIndex();
    const load = Object.hasOwn(loaders, id) ? loaders[id] : undefined;
    if (!load) throw new AppError('not_found', `Passage ${id} is not in the bank`);
    let set = this.loaded.get(id);
    if (!set) {
      set = retryable(
        load().then((module) => bankSet(bankSetSchema.parse(module.default))),
        () => this.loaded.delete(id),
      );
      this.loaded.set(id, set);
    }
    return set;
  }
}

interface BankIndex {
  readonly summaries: readonly MockSetSummary[];
  readonly loaders: Readonly<Record<string, () => Promise<{ readonly default: unknown }>>>;
}

/** A download that failed (a dropped connection) is forgotten, so that the next call tries again. */
function retryable<T>(download: Promise<T>, forget: () => void): Promise<T> {
  return download.catch((error: unknown) => {
    forget();
    throw AppError.from(error, 'unavailable');
  });
}

function bankSet(set: BankSet): MockSet {
  return {
    id: set.id,
    section: set.section,
    title: set.title,
    passage: set.passage,
    questions: mockQuestions(set.id, set.questions),
  };
}

/** A set's questions as a mock asks them: lettered keys as option indexes, ids from the set's. */
function mockQuestions(setId: string, questions: readonly GeneratedSet['questions'][number][] | BankSet['questions']): MockQuestion[] {
  return questions.map((question, index) => ({
    id: questionIdOf(setId, index),
    question: question.question,
    options: question.options as unknown as MockOptions,
    answerIndex: LETTERS.indexOf(question.answer),
    explanation: question.explanation,
    difficulty: question.difficulty,
  }));
}

function generatedId(section: 'Quant' | 'Logical', topic: number, seed: number): string {
  return `gen-${section.toLowerCase()}-${topic}-${seed}`;
}

function generatedSeed(paperSeed: number, topic: number, copy: number): number {
  return (Math.imul(paperSeed ^ 0x9e3779b9, 31 + topic * 7 + copy) >>> 0) % 1_000_000_007;
}

function generatedSet(id: string): MockSet | undefined {
  const match = GENERATED_ID.exec(id);
  if (!match) return undefined;
  const section = match[1] === 'quant' ? 'Quant' : 'Logical';
  const topic = TOPICS[section][Number(match[2])];
  if (topic === undefined) return undefined;
  const practice = GENERATORS[section][topic]!(Number(match[3]));
  return {
    id,
    section,
    title: topic,
    passage: practice.passage,
    ...(practice.figure ? { figure: practice.figure } : {}),
    questions: mockQuestions(id, practice.questions),
  };
}
