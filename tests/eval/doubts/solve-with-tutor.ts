import { OfflineTutor } from '../../../adapters/tutor/offline-tutor';
import { APPROACH_LABEL } from '../../../adapters/tutor/doubt/doubt-solver';
import type { SolverVerdict } from './doubt-evaluation';

/** The option a worked solution picks: 'option (B)' in its final answer, or '(B) ...' from the bank. */
function pickedLetter(finalAnswerText: string): string | null {
  return /option \(([A-D])\)/.exec(finalAnswerText)?.[1] ?? /^\(([A-D])\)/.exec(finalAnswerText)?.[1] ?? null;
}

/** The offline tutor as the evaluation asks it: the typed doubt in, the option it stands behind out. */
export function tutorSolver(tutor = new OfflineTutor()) {
  return async (text: string): Promise<SolverVerdict & { readonly finalAnswerText: string }> => {
    const { value, confident } = await tutor.solveDoubt({ inputType: 'text', content: text, text });
    const finalAnswerText = value.questions[0]?.finalAnswerText ?? value.explanation ?? '';
    const declined = !value.questions[0] || finalAnswerText.includes(APPROACH_LABEL);
    return { letter: declined ? null : pickedLetter(finalAnswerText), declined, confident, finalAnswerText };
  };
}
