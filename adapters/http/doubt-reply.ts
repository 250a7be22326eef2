import { z } from 'zod/mini';
import type { DoubtResponse, DoubtSolution } from '../../core/doubt/doubt.model';

const stepSchema = z.object({
  title: z.nullish(z.string()),
  bullets: z.nullish(z.array(z.string())),
});

const solutionSchema = z.object({
  id: z.nullish(z.union([z.string(), z.number()])),
  question_text: z.nullish(z.string()),
  final_answer_text: z.nullish(z.string()),
  steps: z.nullish(z.array(stepSchema)),
  worked_solution: z.nullish(z.string()),
  option_explanations: z.nullish(z.record(z.string(), z.string())),
});

function toSolution(solution: z.output<typeof solutionSchema>, index: number): DoubtSolution {
  return {
    id: solution.id == null ? `q${index + 1}` : String(solution.id),
    questionText: solution.question_text ?? '',
    finalAnswerText: solution.final_answer_text ?? '',
    steps: (solution.steps ?? []).map((step) => ({ title: step.title ?? '', bullets: step.bullets ?? [] })),
    workedSolution: solution.worked_solution ?? '',
    optionExplanations: solution.option_explanations ?? {},
  };
}

/**
 * The doubt solver's JSON (spec §3), snake_case, into the product's camelCase: structured
 * solutions, or a plain explanation. A refusal's own words become the explanation, so that the
 * student reads them rather than 'No solution provided'.
 */
export const doubtReply = z.pipe(
  z.object({
    success: z.boolean(),
    questions: z.nullish(z.array(solutionSchema)),
    explanation: z.nullish(z.string()),
    answered: z.nullish(z.boolean()),
    message: z.nullish(z.string()),
    error: z.nullish(z.string()),
  }),
  z.transform((reply): DoubtResponse => {
    const explanation = reply.explanation?.trim() || (reply.success ? '' : reply.message?.trim() || reply.error?.trim() || '');
    return {
      success: reply.success,
      questions: (reply.questions ?? []).map(toSolution),
      ...(explanation ? { explanation } : {}),
      ...(typeof reply.answered === 'boolean' ? { answered: reply.answered } : {}),
    };
  }),
);
