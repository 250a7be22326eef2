import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import type { DoubtRequest, DoubtResponse } from '../../../core/doubt/doubt.model';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../../../core/practice/practice.model';
import type { Auth } from '../../../core/ports/auth.port';
import type { Database } from '../../../core/ports/database.port';
import type { KeyValueStorage } from '../../../core/ports/key-value-storage.port';
import type { Logger } from '../../../core/ports/logger.port';
import { ConsoleLogger } from '../../browser/console-logger.adapter';
import { adviseStudy } from './advice/study-advisor';
import { ConceptIndex } from './concepts/concept-index';
import type { BankQuestion } from './content/content.schema';
import { BankMatcher, type BankEntry } from './doubt/bank-matcher';
import { DoubtSolver } from './doubt/doubt-solver';
import { TopicPractice } from './practice/topic-practice';
import { TutorContent } from './tutor-content';
import { TutorProgress } from './tutor-progress';

/** Practice records of a student who is not signed in (the tutor itself needs no account). */
const GUEST = 'guest';
const LETTER_INDEX = { A: 0, B: 1, C: 2, D: 3 } as const;

function bankEntries(prefix: string, set: { id: string; title: string; passage: string; questions: readonly BankQuestion[] }): BankEntry[] {
  return set.questions.map((question, index) => ({
    id: `${set.id}-q${index + 1}`,
    source: `${prefix} practice set "${set.title}", question ${index + 1}`,
    question: question.question,
    options: question.options,
    answerIndex: LETTER_INDEX[question.answer],
    explanation: question.explanation,
    passage: set.passage,
  }));
}

/**
 * The offline tutor: every AI answer of local mode, with no model and no network. Quant and
 * Logical practice are generated, the rest comes from the team's content, imported on first use;
 * indexes are built once per tutor and kept.
 */
export class OfflineTutor {
  private readonly content = new TutorContent();
  private readonly practice = new TopicPractice(this.content);
  private readonly doubts = new DoubtSolver(
    () => this.bankMatcher(),
    () => this.conceptIndex(),
  );
  private concepts: Promise<ConceptIndex> | null = null;
  private bank: Promise<BankMatcher> | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly database: Database,
    private readonly auth: Auth,
    private readonly logger: Logger = new ConsoleLogger(),
  ) {}

  async generateTopicPractice(request: TopicPracticeRequest): Promise<TopicPracticeResponse> {
    const userId = (await this.auth.currentSession())?.user.id ?? GUEST;
    return this.practice.generate(request, userId, new TutorProgress(this.storage, userId, this.logger));
  }

  async solveDoubt(request: DoubtRequest): Promise<DoubtResponse> {
    const text = (request.text || request.content).trim();
    if (!text) return { success: false, questions: [], explanation: 'No question text to solve.' };
    return this.doubts.solve(text);
  }

  /** Markdown advice from the student's own diagnostic and questionnaire answers. */
  async getStudyAdvice(question: string): Promise<string> {
    const session = await this.auth.currentSession();
    const profile = session ? await this.database.getProfile(session.user.id) : null;
    const name = profile?.fullName?.trim() || session?.user.email.split('@')[0] || null;
    return adviseStudy(question, { name, profile });
  }

  /** Markdown explanation of a concept from the knowledge base. */
  async explain(question: string): Promise<string> {
    return (await this.conceptIndex()).explain(question);
  }

  /** Loads every file of the tutor and builds its indexes, so that later answers are quick. */
  async warmUp(): Promise<void> {
    await Promise.all([this.conceptIndex(), this.bankMatcher(), this.practice.gkIndex(), this.content.allLegalSets()]);
  }

  private conceptIndex(): Promise<ConceptIndex> {
    this.concepts ??= this.content.conceptNotes().then((notes) => new ConceptIndex(notes));
    this.concepts.catch(() => (this.concepts = null));
    return this.concepts;
  }

  private bankMatcher(): Promise<BankMatcher> {
    this.bank ??= Promise.all([this.content.allLegalSets(), this.content.allGkSets(), this.content.allEnglishSets()]).then(
      ([legal, gk, english]) =>
        new BankMatcher([
          ...DIAGNOSTIC_QUESTIONS.map((question) => ({
            id: `diagnostic-${question.id}`,
            source: `the diagnostic test (${question.subject})`,
            question: question.question,
            options: question.options,
            answerIndex: question.correctIndex,
            explanation: question.explanation,
          })),
          ...legal.flatMap((set) => bankEntries('the Legal', set)),
          ...gk.flatMap(({ sets }) => sets.flatMap((set) => bankEntries('the GK', set))),
          ...english.flatMap((set) => bankEntries('the English', set)),
        ]),
    );
    this.bank.catch(() => (this.bank = null));
    return this.bank;
  }
}
