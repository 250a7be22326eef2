import { z } from 'zod';
import type { DoubtResponse, DoubtSolution } from '../../core/doubt/doubt.model';

const stepSchema = z.object({
  title: z.string().nullish(),
  bullets: z.array(z.string()).nullish(),
});

const solutionSchema = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  question_text: z.string().nullish(),
  final_answer_text: z.string().nullish(),
  steps: z.array(stepSchema).nullish(),
  worked_solution: z.string().nullish(),
  option_explanations: z.record(z.string(), z.string()).nullish(),
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
export const doubtReply = z
  .object({
    success: z.boolean(),
    questions: z.array(solutionSchema).nullish(),
    explanation: z.string().nullish(),
    answered: z.boolean().nullish(),
    message: z.string().nullish(),
    error: z.string().nullish(),
  })
  .transform((reply): DoubtResponse => {
    const explanation = reply.explanation?.trim() || (reply.success ? '' : reply.message?.trim() || reply.error?.trim() || '');
    return {
      success: reply.success,
      questions: (reply.questions ?? []).map(toSolution),
      ...(explanation ? { explanation } : {}),
      ...(typeof reply.answered === 'boolean' ? { answered: reply.answered } : {}),
    };
  });
