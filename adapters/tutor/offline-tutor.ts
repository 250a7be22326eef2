import { DIAGNOSTIC_QUESTIONS } from '../../core/diagnostic/diagnostic-questions';
import type { DoubtRequest, DoubtResponse } from '../../core/doubt/doubt.model';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../../core/practice/practice.model';
import type { Logger } from '../../core/ports/logger.port';
import type { Profile } from '../../core/profile/profile.model';
import { adviseStudy } from './advice/study-advisor';
import { ConceptIndex } from './concepts/concept-index';
import type { BankQuestion } from './content/content.schema';
import { BankMatcher, type BankEntry } from './doubt/bank-matcher';
import { DoubtSolver } from './doubt/doubt-solver';
import { TopicPractice } from './practice/topic-practice';
import { TutorContent } from './tutor-content';
import type { TutorAnswer } from './tutor-answer';
import { TutorProgress, type ProgressStore } from './tutor-progress';

export type { ProgressStore } from './tutor-progress';
export type { TutorAnswer } from './tutor-answer';

/** The student a practice set is for: sets are seeded by the id and not repeated within the history. */
export interface Learner {
  readonly id: string;
  readonly progress: ProgressStore;
}

/** What study advice is personal to: the student's name and profile (questionnaire and diagnostic). */
export interface StudyContext {
  readonly name: string | null;
  readonly profile: Profile | null;
}

const SILENT: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

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

  constructor(private readonly logger: Logger = SILENT) {}

  async generateTopicPractice(request: TopicPracticeRequest, learner: Learner): Promise<TopicPracticeResponse> {
    return this.practice.generate(request, learner.id, new TutorProgress(learner.progress, this.logger));
  }

  /** Confident when a solver worked it or the bank knew it; otherwise the reply is a labelled approach. */
  async solveDoubt(request: DoubtRequest): Promise<TutorAnswer<DoubtResponse>> {
    const text = (request.text || request.content).trim();
    if (!text) return { value: { success: false, questions: [], explanation: 'No question text to solve.' }, confident: false };
    return this.doubts.solve(text);
  }

  /** Markdown advice from the student's own diagnostic and questionnaire answers. */
  async getStudyAdvice(question: string, context: StudyContext): Promise<string> {
    return adviseStudy(question, context);
  }

  /** Markdown explanation of a concept; not confident when no note matched. */
  async explain(question: string): Promise<TutorAnswer<string>> {
    return (await this.conceptIndex()).answer(question);
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
