import { Random } from '../../../adapters/tutor/generators/random';
import { DOUBT_KINDS, type DoubtKind, type DoubtTemplate } from './doubt-template';
import { ocrNoise } from './ocr-noise';
import { printDoubt } from './print-doubt';

/**
 * Generates doubts from templates (every second one read through the OCR-noise model) and scores
 * a solver on them per kind, clean and noised apart, so that a solver that guesses wrongly with
 * confidence shows up separately from one that declines.
 */

export interface GeneratedDoubt {
  /** 'percent-change/3#2': the template and the draw. */
  readonly id: string;
  readonly kind: DoubtKind;
  readonly templateId: string;
  readonly noised: boolean;
  readonly text: string;
  /** The text as printed, before any OCR noise (the same as `text` for a clean doubt). */
  readonly printed: string;
  readonly answerLetter: string;
}

export interface SolverVerdict {
  readonly letter: string | null;
  readonly declined: boolean;
  readonly confident: boolean;
}

export type Solve = (text: string) => Promise<SolverVerdict>;

export interface EvaluationCounts {
  readonly doubts: number;
  readonly correct: number;
  readonly declined: number;
  readonly wrong: number;
  readonly wrongAndConfident: number;
}

export interface EvaluationRow {
  /** A kind, or 'total' for the last row. */
  readonly kind: DoubtKind | 'total';
  readonly clean: EvaluationCounts;
  readonly noised: EvaluationCounts;
}

/** A seed for one draw from the run's seed, the template id and the draw's index (FNV-1a), so adding a template leaves the others' draws as they were. */
function drawSeed(seed: number, templateId: string, index: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${templateId}:${index}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** perTemplate doubts from each template, in template order; the second, fourth, ... are noised. */
export function generateDoubts(templates: readonly DoubtTemplate[], seed: number, perTemplate: number): GeneratedDoubt[] {
  const doubts: GeneratedDoubt[] = [];
  for (const template of templates) {
    for (let index = 0; index < perTemplate; index += 1) {
      const random = new Random(drawSeed(seed, template.id, index));
      const printed = printDoubt(template.draw(random), random);
      const noised = doubts.length % 2 === 1;
      doubts.push({
        id: `${template.id}#${index + 1}`,
        kind: template.kind,
        templateId: template.id,
        noised,
        text: noised ? ocrNoise(printed.text, random) : printed.text,
        printed: printed.text,
        answerLetter: printed.answerLetter,
      });
    }
  }
  return doubts;
}

const EMPTY: EvaluationCounts = { doubts: 0, correct: 0, declined: 0, wrong: 0, wrongAndConfident: 0 };

/** The counts with one more doubt scored. */
function tally(counts: EvaluationCounts, verdict: SolverVerdict, answerLetter: string): EvaluationCounts {
  const declined = verdict.declined || verdict.letter === null;
  const correct = !declined && verdict.letter!.trim().toUpperCase() === answerLetter.toUpperCase();
  const wrong = !declined && !correct;
  return {
    doubts: counts.doubts + 1,
    correct: counts.correct + (correct ? 1 : 0),
    declined: counts.declined + (declined ? 1 : 0),
    wrong: counts.wrong + (wrong ? 1 : 0),
    wrongAndConfident: counts.wrongAndConfident + (wrong && verdict.confident ? 1 : 0),
  };
}

function add(a: EvaluationCounts, b: EvaluationCounts): EvaluationCounts {
  return {
    doubts: a.doubts + b.doubts,
    correct: a.correct + b.correct,
    declined: a.declined + b.declined,
    wrong: a.wrong + b.wrong,
    wrongAndConfident: a.wrongAndConfident + b.wrongAndConfident,
  };
}

/** Solves every doubt one after another and returns a row per kind present (in DOUBT_KINDS order) and a total row. */
export async function evaluateDoubts(doubts: readonly GeneratedDoubt[], solve: Solve): Promise<EvaluationRow[]> {
  const byKind = new Map<DoubtKind, { clean: EvaluationCounts; noised: EvaluationCounts }>();
  for (const doubt of doubts) {
    const verdict = await solve(doubt.text);
    const row = byKind.get(doubt.kind) ?? { clean: EMPTY, noised: EMPTY };
    if (doubt.noised) row.noised = tally(row.noised, verdict, doubt.answerLetter);
    else row.clean = tally(row.clean, verdict, doubt.answerLetter);
    byKind.set(doubt.kind, row);
  }
  const rows: EvaluationRow[] = DOUBT_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({ kind, ...byKind.get(kind)! }));
  const total = rows.reduce((sum, row) => ({ clean: add(sum.clean, row.clean), noised: add(sum.noised, row.noised) }), { clean: EMPTY, noised: EMPTY });
  return [...rows, { kind: 'total', ...total }];
}

/** '12 (80%)'. */
function withShare(part: number, whole: number): string {
  return whole === 0 ? String(part) : `${part} (${Math.round((part / whole) * 100)}%)`;
}

function cells(counts: EvaluationCounts): string[] {
  return [String(counts.doubts), withShare(counts.correct, counts.doubts), String(counts.declined), String(counts.wrong), String(counts.wrongAndConfident)];
}

/** The rows as a Markdown table: clean columns, then noised columns. */
export function formatEvaluationTable(rows: readonly EvaluationRow[]): string {
  const header = ['Kind', 'Clean', 'Correct', 'Declined', 'Wrong', 'Wrong, confident', 'Noised', 'Correct', 'Declined', 'Wrong', 'Wrong, confident'];
  const lines = [header, header.map((_, index) => (index === 0 ? '---' : '---:'))];
  for (const row of rows) lines.push([row.kind === 'total' ? '**Total**' : row.kind, ...cells(row.clean), ...cells(row.noised)]);
  return lines.map((cellsOfLine) => `| ${cellsOfLine.join(' | ')} |`).join('\n');
}
