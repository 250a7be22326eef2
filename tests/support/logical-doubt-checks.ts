import { solveLogical } from '../../adapters/tutor/doubt/logical/logical-doubt-solver';
import type { LogicalResult } from '../../adapters/tutor/doubt/logical/logical-result';
import { parseQuestion } from '../../adapters/tutor/doubt/ocr-text';

/** A typed Logical doubt read and worked as the tutor reads it; null when no logical reader takes it. */
export function solveTypedLogical(text: string): LogicalResult | null {
  const parsed = parseQuestion(text);
  return solveLogical(parsed.stem, parsed.original, parsed.options.map((option) => option.text));
}

/** The one option the worked answer states, letter and text; null when it declines or no single option states it. */
export function pickedOption(text: string): { readonly letter: string; readonly text: string } | null {
  const result = solveTypedLogical(text);
  if (!result?.solved) return null;
  const matching = parseQuestion(text).options.filter((option) => result.matches(option.text));
  return matching.length === 1 ? matching[0]! : null;
}

/** The option letter the tutor stands behind: the only option whose text states the answer. */
export function pickOf(text: string): string | null {
  return pickedOption(text)?.letter ?? null;
}
