import type { Session } from '../../core/auth/auth.model';
import type { MockAttemptRecords, MockStarts } from '../../core/mock/mock-attempts.port';
import type { PaperAssembly } from '../../core/mock/paper-assembly';
import type { MockQuestionSource } from '../../core/mock/mock-question-source.port';
import { questionIdOf, type MockAttempt, type MockProgress, type MockResult, type MockSet, type MockSetSummary, type NewMockAttempt } from '../../core/mock/mock.model';
import { AppError } from '../../core/shared/app-error';
import { CLAT_SECTIONS, type ClatSection } from '../../core/exam/clat-pattern';
import type { Difficulty } from '../../core/exam/difficulty';

/** Difficulties by question number: 40 % easy, 40 % medium, 20 % hard over a set of five. */
const DIFFICULTY_CYCLE: readonly Difficulty[] = ['easy', 'medium', 'hard', 'medium', 'easy'];

/** A bank set of `size` questions whose key is option (index mod 4). */
export function makeSet(id: string, section: ClatSection, size: number): MockSet {
  return {
    id,
    section,
    title: `Passage ${id}`,
    passage: `The passage of ${id}.`,
    questions: Array.from({ length: size }, (_, index) => ({
      id: questionIdOf(id, index),
      question: `Question ${index + 1} of ${id}?`,
      options: ['A one', 'B two', 'C three', 'D four'] as const,
      answerIndex: index % 4,
      explanation: `Because of ${id} line ${index + 1}.`,
      difficulty: DIFFICULTY_CYCLE[index % DIFFICULTY_CYCLE.length]!,
    })),
  };
}

/** A source with `perSection` bank sets of 5 questions (4 and 6 alternating when `varied`) in every section. */
export class FakeMockSource implements MockQuestionSource {
  readonly bank = new Map<string, MockSet>();
  failure: AppError | null = null;

  constructor(perSection = 12, varied = false) {
    for (const section of CLAT_SECTIONS) {
      for (let n = 1; n <= perSection; n += 1) {
        const size = varied ? 4 + (n % 3) : 5;
        const set = makeSet(`${section.toLowerCase()}-${n}`, section, size);
        this.bank.set(set.id, set);
      }
    }
  }

  async candidates(): Promise<readonly MockSetSummary[]> {
    if (this.failure) throw this.failure;
    return [...this.bank.values()].map(summaryOf);
  }

  async sets(ids: readonly string[]): Promise<readonly MockSet[]> {
    if (this.failure) throw this.failure;
    return ids.map((id) => {
      const set = this.bank.get(id);
      if (!set) throw new AppError('not_found', `no set ${id}`);
      return set;
    });
  }
}

/** What assembly sees of a set. */
export function summaryOf(set: MockSet): MockSetSummary {
  return { id: set.id, section: set.section, questionCount: set.questions.length, origin: 'bank', difficulties: set.questions.map((question) => question.difficulty) };
}

type Row = MockAttempt & { readonly userId: string };

/** MockAttemptRecords in memory, with the adapters' rules (own rows only, one mock in progress, one submission). */
export class FakeMockAttempts implements MockAttemptRecords {
  rows: Row[] = [];
  saves = 0;
  failure: AppError | null = null;
  private next = 1;

  async create(attempt: NewMockAttempt): Promise<MockAttempt> {
    if (this.failure) throw this.failure;
    if (this.rows.some((row) => row.userId === attempt.userId && row.submittedAt === null)) throw new AppError('conflict', 'a mock is in progress');
    const row: Row = { ...attempt, id: `mock-${this.next++}`, submittedAt: null, result: null };
    this.rows.push(row);
    return strip(row);
  }

  async list(userId: string): Promise<readonly MockAttempt[]> {
    if (this.failure) throw this.failure;
    return this.rows.filter((row) => row.userId === userId).sort((a, b) => b.startedAt - a.startedAt).map(strip);
  }

  async find(userId: string, attemptId: string): Promise<MockAttempt | null> {
    if (this.failure) throw this.failure;
    const row = this.rows.find((candidate) => candidate.userId === userId && candidate.id === attemptId);
    return row ? strip(row) : null;
  }

  async saveProgress(userId: string, attemptId: string, progress: MockProgress): Promise<void> {
    if (this.failure) throw this.failure;
    this.replace(userId, attemptId, (row) => ({ ...row, progress }));
    this.saves += 1;
  }

  async submit(userId: string, attemptId: string, submission: { progress: MockProgress; result: MockResult; submittedAt: number }): Promise<MockAttempt> {
    if (this.failure) throw this.failure;
    return strip(this.replace(userId, attemptId, (row) => ({ ...row, ...submission })));
  }

  private replace(userId: string, attemptId: string, change: (row: Row) => Row): Row {
    const index = this.rows.findIndex((row) => row.userId === userId && row.id === attemptId);
    if (index < 0) throw new AppError('not_found', 'no such mock');
    if (this.rows[index]!.submittedAt !== null) throw new AppError('conflict', 'submitted');
    const row = change(this.rows[index]!);
    this.rows[index] = row;
    return row;
  }
}

function strip({ userId: _userId, ...attempt }: Row): MockAttempt {
  return attempt;
}

/** New mocks put together as in the app, or refused with a set error as the server refuses them. */
export class FakeMockStarts implements MockStarts {
  starts = 0;
  refusal: AppError | null = null;

  constructor(private readonly assembly: PaperAssembly) {}

  async start(session: Session, earlier: readonly MockAttempt[]): Promise<MockAttempt> {
    if (this.refusal) throw this.refusal;
    this.starts += 1;
    return this.assembly.start(session, earlier);
  }
}
