import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { APPROACH_LABEL } from '../../../adapters/tutor/doubt/doubt-solver';
import type { DoubtSolution } from '../../../core/doubt/doubt.model';

/**
 * The doubt solver's evaluation: every JSON file in tests/adapters/tutor/eval/ holds typed doubts
 * with the expected final answer (null: out of scope, the tutor must not answer). Shared by the
 * test that guards against regressions and by the benchmark that prints the table.
 */

const evalEntrySchema = z.object({
  id: z.string().min(1),
  kind: z.string().min(1),
  text: z.string().min(1),
  answer: z.string().min(1).nullable(),
});
export type EvalEntry = z.infer<typeof evalEntrySchema> & { readonly file: string };

export type Verdict = 'correct' | 'no answer' | 'wrong';

const EVAL_DIRECTORY = fileURLToPath(new URL('./eval/', import.meta.url));

/** Every entry of every eval file present now, checked against the format. */
export function loadEvalEntries(): EvalEntry[] {
  const entries: EvalEntry[] = [];
  for (const file of readdirSync(EVAL_DIRECTORY).filter((name) => name.endsWith('.json')).sort()) {
    const parsed = z.array(evalEntrySchema).parse(JSON.parse(readFileSync(`${EVAL_DIRECTORY}${file}`, 'utf8')));
    entries.push(...parsed.map((entry) => ({ ...entry, file })));
  }
  return entries;
}

/** The first number stated: '1,331', '10.91', or a mixed fraction such as '10 10/11'. */
function numberIn(text: string): number | null {
  const mixed = /(-?\d+)\s+(\d+)\/(\d+)/.exec(text);
  const match = /-?\d[\d,]*(?:\.\d+)?/.exec(text);
  if (mixed && match && mixed.index === match.index) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  return match ? Number(match[0].replace(/,/g, '')) : null;
}

function plain(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** The final value the solution states: the option letter it picks, and its first bold value (or the bank's option text). */
export function statedAnswer(solution: DoubtSolution): { letter: string | null; value: string | null } {
  const text = solution.finalAnswerText;
  const letter = /option \(([A-D])\)/.exec(text)?.[1] ?? /^\(([A-D])\)/.exec(text)?.[1] ?? null;
  const value = /\*\*([^*]+)\*\*/.exec(text)?.[1] ?? /^\([A-D]\)\s*(.+)$/.exec(text)?.[1] ?? null;
  return { letter, value };
}

/**
 * Correct: the final answer matches (numbers numerically, words ignoring case and punctuation,
 * '(B)' by the option picked). No answer: the labelled approach, nothing claimed. Anything else is
 * wrong, including any answer to an out-of-scope entry.
 */
export function judge(entry: EvalEntry, solution: DoubtSolution | undefined): Verdict {
  if (!solution || solution.finalAnswerText.includes(APPROACH_LABEL)) return 'no answer';
  if (entry.answer === null) return 'wrong';
  const { letter, value } = statedAnswer(solution);
  const option = /^\(([A-D])\)$/.exec(entry.answer.trim());
  if (option) return letter === option[1] ? 'correct' : 'wrong';
  if (value === null) return 'wrong';
  const expected = Number(entry.answer.replace(/,/g, ''));
  if (!Number.isNaN(expected)) {
    const found = numberIn(value);
    return found !== null && Math.abs(found - expected) <= Math.max(0.011, Math.abs(expected) * 0.001) ? 'correct' : 'wrong';
  }
  return plain(value) === plain(entry.answer) ? 'correct' : 'wrong';
}

export interface EvalRow {
  readonly kind: string;
  readonly doubts: number;
  readonly correct: number;
  readonly 'no answer': number;
  readonly wrong: number;
}

/** Counts per kind, in order of first appearance, and a last row over everything. */
export function tabulate(results: readonly { entry: EvalEntry; verdict: Verdict }[]): EvalRow[] {
  const rows = new Map<string, { kind: string; doubts: number; correct: number; 'no answer': number; wrong: number }>();
  const add = (kind: string, verdict: Verdict) => {
    const row = rows.get(kind) ?? { kind, doubts: 0, correct: 0, 'no answer': 0, wrong: 0 };
    row.doubts += 1;
    row[verdict] += 1;
    rows.set(kind, row);
  };
  for (const { entry, verdict } of results) add(entry.kind, verdict);
  const kinds = [...rows.values()];
  const total = { kind: 'overall', doubts: 0, correct: 0, 'no answer': 0, wrong: 0 };
  for (const row of kinds) {
    total.doubts += row.doubts;
    total.correct += row.correct;
    total['no answer'] += row['no answer'];
    total.wrong += row.wrong;
  }
  return [...kinds, total];
}
