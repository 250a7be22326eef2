import { expect } from 'vitest';
import { parseQuestion } from '../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion, type QuantSolution } from '../../adapters/tutor/doubt/quant/solve-quant-question';

/** A typed Quant doubt worked as the tutor works it; a worked answer must carry its check step. Null: declined. */
export function checkedSolution(text: string): QuantSolution | null {
  const worked = solveQuantQuestion(parseQuestion(text));
  if (worked) expect(worked.steps.some((step) => step.title.startsWith('Check'))).toBe(true);
  return worked;
}

/** The doubt is answered with exactly these values, each to within rounding to two decimals. */
export function expectValues(text: string, expected: number | readonly number[]): void {
  const worked = checkedSolution(text)?.answer.values ?? null;
  const wanted = typeof expected === 'number' ? [expected] : expected;
  expect(worked, text).not.toBeNull();
  expect(worked!.length, text).toBe(wanted.length);
  worked!.forEach((value, index) => expect(Math.abs(value - wanted[index]!), `${text} -> ${worked!.join(', ')}`).toBeLessThan(0.006));
}

/** Either declined, or answered with exactly the right values: never different ones. */
export function expectRightOrDeclined(text: string, expected: number | readonly number[]): void {
  if (checkedSolution(text) === null) return;
  expectValues(text, expected);
}
