import {
  ENGLISH_PRESETS,
  GK_PRESETS,
  LEGAL_TOPICS,
  LOGICAL_TOPICS,
  QUANT_TOPICS,
  type OptionLetter,
  type TopicPracticeRequest,
  type TopicPracticeResponse,
} from '../../../core/practice/practice.model';
import { AppError } from '../../../core/shared/app-error';
import type { BankQuestion } from '../content/content.schema';
import { LOGICAL_GENERATORS } from '../generators/logical/logical-generators';
import { QUANT_GENERATORS } from '../generators/quant/quant-generators';
import { TutorContent } from '../tutor-content';
import type { TutorProgress } from '../tutor-progress';
import { GkRetrieval } from './gk-retrieval';

type Generate = (seed: number) => TopicPracticeResponse;

interface BankSet {
  readonly id: string;
  readonly passage: string;
  readonly questions: readonly BankQuestion[];
}

/**
 * The seed of a student's n-th generated set of a topic (FNV-1a over user, topic and counter):
 * different for every request, yet the same path always gives the same sets.
 */
export function practiceSeed(userId: string, topic: string, counter: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${userId}\u0000${topic}\u0000${counter}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A bank set as the AI host's response: options A to D in order, the key from the answers. The
 * bank keeps CLAT's four to six questions a passage (the daily quiz and the benchmark use them
 * all), while a practice request gets the spec's questionCount, five (§9): the first questions of
 * a longer set, every one of them about the passage served. The key lists Q1 to Qn of what is served.
 */
function bankResponse(set: BankSet, questionCount: number): TopicPracticeResponse {
  const answerKey: Record<string, OptionLetter> = {};
  const questions = set.questions.slice(0, questionCount).map((question, index) => {
    answerKey[`Q${index + 1}`] = question.answer;
    return { question: question.question, options: [...question.options], answer: question.answer, explanation: question.explanation };
  });
  return { passage: set.passage, questions, answerKey };
}

function named<T extends string>(names: readonly T[], wanted: string): T | undefined {
  const key = wanted.trim().toLowerCase();
  return names.find((name) => name.toLowerCase() === key);
}

function notFound(message: string): AppError {
  return new AppError('not_found', message);
}

/** Sets with enough questions for the request; a set is never topped up from another passage. */
function longEnough<T>(sets: readonly T[], questionCount: number, questionsOf: (set: T) => number): T[] {
  const enough = sets.filter((set) => questionsOf(set) >= questionCount);
  // The bank tests that every topic has such a set; a free-text topic may find only shorter ones.
  return enough.length > 0 ? enough : [...sets];
}

/** Topic practice: generated for Quant and Logical, from the curated bank for Legal, GK and English. */
export class TopicPractice {
  private gkRetrieval: Promise<GkRetrieval> | null = null;

  constructor(private readonly content: TutorContent) {}

  async generate(request: TopicPracticeRequest, userId: string, progress: TutorProgress): Promise<TopicPracticeResponse> {
    switch (request.section) {
      case 'Quant':
        return this.generated('Quant', QUANT_TOPICS, QUANT_GENERATORS, request.topic, userId, progress);
      case 'Logical':
        return this.generated('Logical', LOGICAL_TOPICS, LOGICAL_GENERATORS, request.topic, userId, progress);
      case 'Legal':
        return this.legal(request.topic, request.subtopic ?? '', request.questionCount, progress);
      case 'English':
        return this.english(request.topic, request.questionCount, progress);
      case 'GK':
        return this.gk(request.topic, request.questionCount, progress);
    }
  }

  /** The GK index is built once, on the first free-text topic. */
  gkIndex(): Promise<GkRetrieval> {
    this.gkRetrieval ??= this.content.allGkSets().then((bank) => new GkRetrieval(bank));
    this.gkRetrieval.catch(() => (this.gkRetrieval = null));
    return this.gkRetrieval;
  }

  private generated<T extends string>(
    section: string,
    topics: readonly T[],
    generators: Record<T, Generate>,
    wanted: string,
    userId: string,
    progress: TutorProgress,
  ): TopicPracticeResponse {
    const topic = named(topics, wanted);
    if (!topic) throw notFound(`There is no ${section} topic "${wanted}". Choose one of: ${topics.join(', ')}.`);
    const counter = progress.nextCounter(`${section}/${topic}`);
    return generators[topic](practiceSeed(userId, topic, counter));
  }

  private async legal(wanted: string, wantedSubtopic: string, questionCount: number, progress: TutorProgress): Promise<TopicPracticeResponse> {
    const topics = Object.keys(LEGAL_TOPICS);
    const topic = named(topics, wanted);
    if (!topic) throw notFound(`There is no Legal topic "${wanted}". Choose one of: ${topics.join(', ')}.`);
    const subtopics = LEGAL_TOPICS[topic] ?? [];
    const subtopic = named(subtopics, wantedSubtopic);
    if (!subtopic) throw notFound(`${topic} has no subtopic "${wantedSubtopic}". Choose one of: ${subtopics.join(', ')}.`);
    const sets = (await this.content.legalSets(topic)).filter((set) => set.subtopic === subtopic);
    return this.serve(`Legal/${topic}/${subtopic}`, sets, questionCount, progress, `No practice set on ${subtopic} yet.`);
  }

  private async english(wanted: string, questionCount: number, progress: TutorProgress): Promise<TopicPracticeResponse> {
    const preset = named(ENGLISH_PRESETS, wanted);
    if (!preset) throw notFound(`There is no English passage topic "${wanted}". Choose one of: ${ENGLISH_PRESETS.join(', ')}.`);
    return this.serve(`English/${preset}`, await this.content.englishSets(preset), questionCount, progress, `No practice set on ${preset} yet.`);
  }

  private async gk(wanted: string, questionCount: number, progress: TutorProgress): Promise<TopicPracticeResponse> {
    // A preset, or the exact name of another topic of the bank ('Sports'), is served in turn.
    const preset = named(TutorContent.gkTopics(), wanted);
    if (preset) return this.serve(`GK/${preset}`, await this.content.gkSets(preset), questionCount, progress, `No practice set on ${preset} yet.`);

    const found = (await this.gkIndex()).find(wanted);
    const { nearPresets } = found;
    const matches = longEnough(found.matches, questionCount, (match) => match.set.questions.length);
    if (matches.length === 0) {
      const suggestions = [...nearPresets, ...GK_PRESETS.filter((name) => !nearPresets.includes(name))];
      throw notFound(`No practice set on "${wanted.trim()}" yet. Try one of: ${suggestions.join(', ')}.`);
    }
    // Among the relevant sets, the best one the student has not seen (each preset keeps its own record).
    const seenAt = (match: (typeof matches)[number]) => progress.seen(`GK/${match.preset}`).indexOf(match.set.id);
    const chosen = matches.find((match) => seenAt(match) === -1) ?? [...matches].sort((a, b) => seenAt(a) - seenAt(b))[0]!;
    progress.markSeen(`GK/${chosen.preset}`, chosen.set.id);
    return bankResponse(chosen.set, questionCount);
  }

  private serve(key: string, allSets: readonly BankSet[], questionCount: number, progress: TutorProgress, emptyMessage: string): TopicPracticeResponse {
    const sets = longEnough(allSets, questionCount, (set) => set.questions.length);
    const id = progress.pick(key, sets.map((set) => set.id));
    const set = sets.find((candidate) => candidate.id === id);
    if (!set) throw notFound(emptyMessage);
    progress.markSeen(key, set.id);
    return bankResponse(set, questionCount);
  }
}

