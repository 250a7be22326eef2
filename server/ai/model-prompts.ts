import { z } from 'zod';
import { practiceQuestionSchema } from '../../adapters/tutor/content/content.schema';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../../core/practice/practice.model';
import type { ChatMessage } from './chat-model';

/** Shown above every answer a model wrote, so a student knows the tutor did not check it. */
export const MODEL_LABEL = '*Answered by an AI model, not by NyayaPath\'s checked tutor: verify each step.*';

const TUTOR_ROLE = [
  "You are NyayaPath's tutor for CLAT UG, India's law-school entrance exam.",
  'Use Indian law as it stands now: since 1 July 2024 the Bharatiya Nyaya Sanhita, the Bharatiya Nagarik Suraksha Sanhita and the Bharatiya Sakshya Adhiniyam have replaced the IPC, the CrPC and the Evidence Act.',
  'If you are not sure of a fact or an answer, say so plainly.',
].join(' ');

export function doubtMessages(question: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content: `${TUTOR_ROLE} Solve the student's question in Markdown, under 300 words: what is asked, the steps, then the answer (with its option letter when options are given).`,
    },
    { role: 'user', content: question },
  ];
}

export function practiceMessages(request: TopicPracticeRequest): ChatMessage[] {
  return [
    {
      role: 'system',
      content: `${TUTOR_ROLE} Write a CLAT-style current-affairs passage (about 400 words) and ${request.questionCount} multiple-choice questions on it. Reply with JSON only: {"passage": string, "questions": [{"question": string, "options": [four distinct strings], "answer": "A"|"B"|"C"|"D", "explanation": string}]}.`,
    },
    { role: 'user', content: `Topic: ${request.topic}` },
  ];
}

/**
 * A model's practice set, accepted only when it passes the checks the team's own bank passes:
 * four distinct options, one answer letter, an explanation, and as many questions as asked.
 */
export function parseGeneratedSet(reply: string, questionCount: number): TopicPracticeResponse | null {
  let json: unknown;
  try {
    json = JSON.parse(reply);
  } catch {
    return null;
  }
  const parsed = z
    .object({ passage: z.string().trim().min(200).max(8_000), questions: z.array(practiceQuestionSchema).length(questionCount) })
    .safeParse(json);
  if (!parsed.success) return null;
  const { passage, questions } = parsed.data;
  return {
    passage: `${MODEL_LABEL}\n\n${passage}`,
    questions,
    answerKey: Object.fromEntries(questions.map((question, index) => [`Q${index + 1}`, question.answer])),
  };
}
