import { z } from 'zod';
import type { MockQuestionSource } from '../../../core/mock/mock-question-source.port';
import { questionIdOf, type MockOptions, type MockSet, type MockSetSummary } from '../../../core/mock/mock.model';
import { LOGICAL_TOPICS, type TopicPracticeResponse } from '../../../core/practice/practice.model';
import { AppError } from '../../../core/shared/app-error';
import { englishSetSchema } from '../content/content.schema';
import { LOGICAL_GENERATORS } from '../generators/logical/logical-generators';
import { MOCK_QUANT_GENERATORS, MOCK_QUANT_KINDS } from '../generators/quant/quant-generators';
import type { ClatSection } from '../../../core/exam/clat-pattern';

type Load = () => Promise<unknown>;

/**
 * Every bank file there is, found at build time: a set added to a folder joins the mocks with no
 * list to update. Each file holds `sets` of passages with four to six questions (Legal and GK
 * files carry more fields, which a mock does not need).
 */
const BANK_FILES: Readonly<Record<Exclude<ClatSection, 'Quant'>, Readonly<Record<string, Load>>>> = {
  English: import.meta.glob<unknown>('../content/english/*.json', { import: 'default' }),
  GK: import.meta.glob<unknown>('../content/gk/*.json', { import: 'default' }),
  Legal: import.meta.glob<unknown>('../content/legal/*.json', { import: 'default' }),
  Logical: import.meta.glob<unknown>('../content/logical/*.json', { import: 'default' }),
};

const bankFileSchema = z.object({ sets: z.array(englishSetSchema).min(1) });
type BankSet = z.infer<typeof englishSetSchema>;

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Generated passages a paper may choose from, per topic. Each is new for every paper seed. */
const GENERATED_PER_TOPIC = 2;

const GENERATORS: Readonly<Record<'Quant' | 'Logical', Readonly<Record<string, (seed: number) => TopicPracticeResponse>>>> = {
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
 * fixed by the ids stored with it).
 */
export class TutorMockQuestionSource implements MockQuestionSource {
  private bank: Promise<ReadonlyMap<string, MockSet>> | null = null;

  async candidates(seed: number): Promise<readonly MockSetSummary[]> {
    const bank = [...(await this.loadBank()).values()].map(
      (set): MockSetSummary => ({ id: set.id, section: set.section, questionCount: set.questions.length, origin: 'bank' }),
    );
    const generated = (['Quant', 'Logical'] as const).flatMap((section) =>
      TOPICS[section].flatMap((_, topic) =>
        Array.from({ length: GENERATED_PER_TOPIC }, (_, copy) => {
          const set = generatedSet(generatedId(section, topic, generatedSeed(seed, topic, copy)))!;
          // One family per generator: its copies ask the same questions with other numbers.
          const family = `gen-${section.toLowerCase()}-${topic}`;
          return { id: set.id, section, questionCount: set.questions.length, origin: 'generated', family } satisfies MockSetSummary;
        }),
      ),
    );
    return [...bank, ...generated];
  }

  async sets(ids: readonly string[]): Promise<readonly MockSet[]> {
    const needsBank = ids.some((id) => !GENERATED_ID.test(id));
    const bank = needsBank ? await this.loadBank() : new Map<string, MockSet>();
    return ids.map((id) => {
      const set = GENERATED_ID.test(id) ? generatedSet(id) : bank.get(id);
      if (!set) throw new AppError('not_found', `Passage ${id} is not in the bank`);
      return set;
    });
  }

  private loadBank(): Promise<ReadonlyMap<string, MockSet>> {
    if (!this.bank) {
      this.bank = readBank();
      // A chunk that failed to load (a dropped connection) may load next time.
      this.bank.catch(() => {
        this.bank = null;
      });
    }
    return this.bank;
  }
}

async function readBank(): Promise<ReadonlyMap<string, MockSet>> {
  const sets = new Map<string, MockSet>();
  try {
    for (const [section, files] of Object.entries(BANK_FILES) as [ClatSection, Readonly<Record<string, Load>>][]) {
      const contents = await Promise.all(Object.keys(files).sort().map((path) => files[path]!()));
      for (const content of contents) {
        for (const set of bankFileSchema.parse(content).sets) sets.set(set.id, bankSet(section, set));
      }
    }
  } catch (error) {
    throw AppError.from(error, 'unavailable');
  }
  return sets;
}

function bankSet(section: ClatSection, set: BankSet): MockSet {
  return {
    id: set.id,
    section,
    title: set.title,
    passage: set.passage,
    questions: set.questions.map((question, index) => ({
      id: questionIdOf(set.id, index),
      question: question.question,
      options: question.options as unknown as MockOptions,
      answerIndex: LETTERS.indexOf(question.answer),
      explanation: question.explanation,
    })),
  };
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
    questions: practice.questions.map((question, index) => ({
      id: questionIdOf(id, index),
      question: question.question,
      options: question.options as unknown as MockOptions,
      answerIndex: LETTERS.indexOf(question.answer),
      explanation: question.explanation,
    })),
  };
}
