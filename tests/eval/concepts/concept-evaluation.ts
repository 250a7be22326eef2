import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ConceptQuestion } from '../../support/concept-evaluation';

/**
 * The concept explainer's held-out questions: written from note titles alone, apart from the
 * notes' aliases and the retrieval code, and read only by the benchmark.
 */
const questionSchema = z.object({ question: z.string().min(1), note: z.string().min(1).nullable() });

export function loadConceptQuestions(): ConceptQuestion[] {
  return z.array(questionSchema).parse(JSON.parse(readFileSync(new URL('./concept-questions.json', import.meta.url), 'utf8')));
}
