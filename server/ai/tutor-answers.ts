import type { Logger as PinoLogger } from 'pino';
import { OfflineTutor, type ProgressStore } from '../../adapters/tutor/offline-tutor';
import type { DoubtRequest, DoubtResponse } from '../../core/doubt/doubt.model';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../../core/practice/practice.model';
import { AppError } from '../../core/shared/app-error';
import type { Clock } from '../../core/ports/clock.port';
import type { Logger } from '../../core/ports/logger.port';
import type { Identity } from '../auth/token-verifier';
import type { StudentsStore } from '../stores/students.store';
import type { AiAnswers } from './ai-answers';
import { openAiCompatibleModel, type ChatModel, type ChatModelSettings } from './chat-model';
import { doubtMessages, MODEL_LABEL, parseGeneratedSet, practiceMessages } from './model-prompts';

export interface AiAnswersOptions {
  readonly students: StudentsStore;
  readonly clock: Clock;
  readonly logger: PinoLogger;
  /** An OpenAI-compatible model for what the tutor cannot answer with confidence; null: the tutor alone. */
  readonly llm: ChatModelSettings | null;
  /** For tests: a model other than the HTTP one. */
  readonly model?: ChatModel;
}

export function createAiAnswers(options: AiAnswersOptions): AiAnswers {
  const model = options.model ?? (options.llm ? openAiCompatibleModel(options.llm) : null);
  return new TutorAnswers(options.students, options.clock, options.logger, model);
}

/** Core's Logger over pino. */
function coreLogger(logger: PinoLogger): Logger {
  return {
    info: (message, context) => logger.info(context ?? {}, message),
    warn: (message, context) => logger.warn(context ?? {}, message),
    error: (message, context) => logger.error(context ?? {}, message),
  };
}

/**
 * The AI host's answers: the offline tutor, with each student's practice history kept in
 * PostgreSQL so that sets do not repeat across devices or server processes. A configured model
 * answers only what the tutor cannot: doubts it could not solve, and GK topics beyond its bank;
 * a model's set is used only if it passes the bank's own checks, and its answers are labelled.
 */
class TutorAnswers implements AiAnswers {
  private readonly tutor: OfflineTutor;

  constructor(
    private readonly students: StudentsStore,
    private readonly clock: Clock,
    private readonly logger: PinoLogger,
    private readonly model: ChatModel | null,
  ) {
    this.tutor = new OfflineTutor(coreLogger(logger));
  }

  /**
   * The tutor's vetted bank and generators first; a GK topic the bank has nothing on goes to the
   * model, whose set is used only if it passes the bank's checks. Otherwise the tutor's own
   * answer stands, naming the topics it has.
   */
  async topicPractice(request: TopicPracticeRequest, student: Identity): Promise<TopicPracticeResponse> {
    try {
      return await this.tutorPractice(request, student);
    } catch (error) {
      const beyondBank = error instanceof AppError && error.code === 'not_found' && request.section === 'GK';
      if (!beyondBank || !this.model) throw error;
      const generated = await this.ask('practice', async (model) =>
        parseGeneratedSet(await model.complete(practiceMessages(request), { json: true, maxTokens: 2_500 }), request.questionCount),
      );
      if (generated) return generated;
      throw error;
    }
  }

  private async tutorPractice(request: TopicPracticeRequest, student: Identity): Promise<TopicPracticeResponse> {
    let document = await this.students.tutorProgress(student.userId);
    let changed = false;
    const progress: ProgressStore = {
      read: () => document,
      write: (next) => {
        document = next;
        changed = true;
      },
    };
    const set = await this.tutor.generateTopicPractice(request, { id: student.userId, progress });
    if (changed) {
      // A history that could not be kept costs the student a possible repeat, not the set.
      await this.students.saveTutorProgress(student.userId, document, new Date(this.clock.now())).catch((error: unknown) => {
        this.logger.warn({ error: String(error) }, 'practice history not saved');
      });
    }
    return set;
  }

  async solveDoubt(request: DoubtRequest): Promise<DoubtResponse> {
    const answer = await this.tutor.solveDoubt(request);
    const tutorReply = { ...answer.value, answered: answer.confident };
    if (answer.confident || !this.model) return tutorReply;
    const text = (request.text || request.content).trim();
    const solved = await this.ask('doubt', async (model) => model.complete(doubtMessages(text)));
    if (!solved) return tutorReply;
    return { success: true, questions: [], explanation: `${MODEL_LABEL}\n\n${solved}`, answered: true };
  }

  async studyAdvice(question: string, student: Identity): Promise<string> {
    const profile = await this.students.profile(student.userId);
    const name = profile?.fullName?.trim() || student.email?.split('@')[0] || null;
    return this.tutor.getStudyAdvice(question, { name, profile });
  }

  /** The model's answer, or null when it failed or gave nothing usable (the tutor answers then). */
  private async ask<T>(purpose: string, work: (model: ChatModel) => Promise<T | null>): Promise<T | null> {
    if (!this.model) return null;
    try {
      const result = await work(this.model);
      if (result === null) this.logger.warn({ purpose }, 'model answer rejected by validation');
      return result;
    } catch (error) {
      this.logger.warn({ purpose, error: String(error) }, 'model unavailable');
      return null;
    }
  }
}
