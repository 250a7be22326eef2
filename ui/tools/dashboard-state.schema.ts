import { z } from 'zod/mini';
import type { ChatMessage } from '../../core/chat/chat.model';
import { INITIAL_DASHBOARD_STATE, type DashboardState } from '../../core/dashboard/dashboard-state.model';
import type { DoubtResponse } from '../../core/doubt/doubt.model';
import { OPTION_LETTERS, SECTIONS, type PracticeQuestion } from '../../core/practice/practice.model';

/**
 * The saved dashboard state (spec §3), checked field by field when a tool opens. Whatever is
 * malformed falls back to its initial value alone: one bad chat message drops that message, a
 * bad doubt answer clears only the answer, and a topic practice whose parts disagree (an answer
 * for a question that is not there) starts that tool afresh. Nothing is ever restored as
 * generating, since no request survives a reload.
 */
const initial = INITIAL_DASHBOARD_STATE;

const chatMessage: z.ZodMiniType<ChatMessage> = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date')),
});

/** Keeps the messages that are well formed, in order, and drops the others. */
const chatMessages = z.catch(
  z.pipe(
    z.array(z.unknown()),
    z.transform((items: unknown[]) =>
      items.flatMap((item) => {
        const parsed = chatMessage.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
  [],
);

const text = z.string();

const doubtResponse: z.ZodMiniType<DoubtResponse> = z.object({
  success: z.boolean(),
  questions: z.array(
    z.object({
      id: z.string(),
      questionText: z.string(),
      finalAnswerText: z.string(),
      steps: z.array(z.object({ title: z.string(), bullets: z.array(z.string()) })),
      workedSolution: z.string(),
      optionExplanations: z.record(z.string(), z.string()),
    }),
  ),
  explanation: z.optional(z.string()),
});

const optionLetter = z.enum(OPTION_LETTERS);

const practiceQuestion: z.ZodMiniType<PracticeQuestion> = z.object({
  question: z.string(),
  options: z.array(z.string()).check(z.length(4)),
  answer: optionLetter,
  explanation: z.string(),
});

const notGenerating = z.pipe(
  z.unknown(),
  z.transform(() => false as const),
);

const topicPractice = z
  .object({
    section: z.union([z.enum(SECTIONS), z.literal('')]),
    selectedTopic: text,
    subtopic: text,
    passage: text,
    difficulty: z.catch(z.enum(['easy', 'medium', 'hard']), initial.topicPractice.difficulty),
    questionCount: z.catch(z.int().check(z.minimum(1), z.maximum(50)), initial.topicPractice.questionCount),
    questions: z.array(practiceQuestion),
    currentQuestionIndex: z.int().check(z.minimum(0)),
    userAnswers: z.record(z.string().check(z.regex(/^\d+$/)), optionLetter),
    showResults: z.boolean(),
    score: z.number().check(z.minimum(0)),
    isGenerating: notGenerating,
  })
  .check(
    z.refine(
      (practice) =>
        Object.keys(practice.userAnswers).every((index) => Number(index) < practice.questions.length) &&
        (practice.questions.length === 0 || practice.currentQuestionIndex < practice.questions.length),
      'answers for questions that are not there',
    ),
  );

const schemas = {
  conceptExplainer: z.object({
    messages: chatMessages,
    input: z.catch(text, initial.conceptExplainer.input),
  }),
  aiDoubtSolver: z.object({
    // Only an image the student chose (a data URL): never an address that would be fetched.
    image: z.catch(z.nullable(z.string().check(z.startsWith('data:image/'))), null),
    question: z.catch(text, initial.aiDoubtSolver.question),
    answer: z.catch(z.nullable(doubtResponse), null),
    isGenerating: notGenerating,
  }),
  topicPractice,
  studyAdvice: z.object({
    messages: chatMessages,
    input: z.catch(text, initial.studyAdvice.input),
    isGenerating: notGenerating,
  }),
} satisfies { [K in keyof DashboardState]: z.ZodMiniType };

/** A tool's saved state, well formed whatever was stored. */
export function restoreToolState<K extends keyof DashboardState>(key: K, saved: unknown): DashboardState[K] {
  const parsed = schemas[key].safeParse(saved);
  return (parsed.success ? parsed.data : initial[key]) as DashboardState[K];
}
