import { writeFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { DOUBT_KINDS } from './doubt-template';
import { evaluateDoubts, formatEvaluationTable, generateDoubts } from './doubt-evaluation';
import { tutorSolver } from './solve-with-tutor';
import { TUNING_TEMPLATES } from './tuning/all';

/**
 * A working report on the tuning templates, for whoever improves a solver: run with
 * DOUBT_KINDS=percent-change,discount (and DOUBT_SEED, DOUBT_DRAWS) to print the table for those
 * kinds and write every miss, with the text and the tutor's answer, to /tmp/doubt-misses-<kinds>.txt;
 * DOUBT_IDS (a regular expression) keeps only the templates whose ids it matches.
 * Skipped in the ordinary run.
 */
const kinds = (process.env.DOUBT_KINDS ?? '').split(',').filter(Boolean);
const ids = new RegExp(process.env.DOUBT_IDS ?? '');

describe.runIf(kinds.length > 0)('tuning doubts report', () => {
  it('prints the table and writes the misses', async () => {
    const unknown = kinds.filter((kind) => !(DOUBT_KINDS as readonly string[]).includes(kind) && kind !== 'all');
    if (unknown.length > 0) throw new Error(`Unknown kinds: ${unknown.join(', ')}`);
    const templates = TUNING_TEMPLATES.filter((template) => (kinds.includes('all') || kinds.includes(template.kind)) && ids.test(template.id));
    const doubts = generateDoubts(templates, Number(process.env.DOUBT_SEED ?? 7), Number(process.env.DOUBT_DRAWS ?? 4));
    const solve = tutorSolver();
    const misses: string[] = [];
    const rows = await evaluateDoubts(doubts, async (text) => {
      const verdict = await solve(text);
      const doubt = doubts.find((candidate) => candidate.text === text)!;
      if (verdict.letter !== doubt.answerLetter) {
        misses.push(`### ${doubt.id} (${doubt.noised ? 'noised' : 'clean'}): want ${doubt.answerLetter}, got ${verdict.declined ? 'a decline' : verdict.letter}\n${text}\n>> ${verdict.finalAnswerText.slice(0, 400)}\n`);
      }
      return verdict;
    });
    writeFileSync(`/tmp/doubt-misses-${kinds.join('-')}.txt`, misses.join('\n'));
    console.log(formatEvaluationTable(rows));
  }, 900_000);
});
