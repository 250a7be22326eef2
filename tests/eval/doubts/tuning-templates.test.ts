import { describe, expect, it } from 'vitest';
import { Random } from '../../../adapters/tutor/generators/random';
import { DOUBT_KINDS, LOGICAL_DOUBT_KINDS, QUANT_DOUBT_KINDS, type DoubtTemplate } from './doubt-template';
import { evaluateDoubts, formatEvaluationTable, generateDoubts, type SolverVerdict } from './doubt-evaluation';
import { MAX_CHANGED_PER_EDIT, MAX_EDITS, ocrNoise } from './ocr-noise';
import { printDoubt } from './print-doubt';
import { TEMPLATES as LOGICAL_TEMPLATES } from './tuning/logical';
import { TEMPLATES as QUANT_TEMPLATES } from './tuning/quant';

/**
 * The tuning templates and the machinery around them, checked without any solver: every draw
 * gives four options that differ as printed, every kind has at least eight templates, the printed
 * doubt puts the correct option at its letter, and the OCR-noise model is seeded and bounded.
 */

const TEMPLATES: readonly DoubtTemplate[] = [...QUANT_TEMPLATES, ...LOGICAL_TEMPLATES];
const DRAWS = 30;

/** The four options read back from printed text: the last run of labels a-d in one style. */
function readOptions(text: string): Map<string, string> | undefined {
  const labels = [...text.matchAll(/(?<=^|\s)(\(?)([a-dA-D])([.)])(?=\s)/g)];
  for (let end = labels.length - 1; end >= 3; end -= 1) {
    const run = labels.slice(end - 3, end + 1);
    const style = (match: RegExpExecArray) => `${match[1]}${match[2] === match[2]!.toUpperCase() ? 'A' : 'a'}${match[3]}`;
    const letters = run.map((match) => match[2]!.toUpperCase()).join('');
    if (letters !== 'ABCD' || new Set(run.map(style)).size !== 1) continue;
    const options = new Map<string, string>();
    run.forEach((match, index) => {
      const from = match.index + match[0].length;
      const to = index < 3 ? run[index + 1]!.index : text.length;
      options.set(letters[index]!, text.slice(from, to).trim());
    });
    return options;
  }
  return undefined;
}

/** Edit distance, to bound how much the noise model changes. */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}

describe('tuning doubt templates', () => {
  it('have unique ids, the right section, and at least eight templates for every kind', () => {
    expect(new Set(TEMPLATES.map((template) => template.id)).size).toBe(TEMPLATES.length);
    expect(QUANT_TEMPLATES.every((template) => (QUANT_DOUBT_KINDS as readonly string[]).includes(template.kind))).toBe(true);
    expect(LOGICAL_TEMPLATES.every((template) => (LOGICAL_DOUBT_KINDS as readonly string[]).includes(template.kind))).toBe(true);
    for (const kind of DOUBT_KINDS) expect(TEMPLATES.filter((template) => template.kind === kind).length, kind).toBeGreaterThanOrEqual(8);
  });

  it.each(TEMPLATES.map((template) => [template.id, template] as const))('%s: draws a question with four different options', (_, template) => {
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const drawn = template.draw(new Random(1000 + draw * 7919));
      expect(drawn.question.trim().length).toBeGreaterThan(10);
      const printed = drawn.options.map((option) => option.trim());
      expect(printed.every((option) => option.length > 0)).toBe(true);
      expect(new Set(printed).size, printed.join(' | ')).toBe(4);
    }
  });
});

describe('printDoubt', () => {
  it('puts the correct option at the answer letter, in every style', () => {
    const random = new Random(42);
    for (const template of TEMPLATES) {
      for (let draw = 0; draw < 4; draw += 1) {
        const drawn = template.draw(random);
        const printed = printDoubt(drawn, random);
        const options = readOptions(printed.text);
        expect(options, printed.text).toBeDefined();
        expect(options!.get(printed.answerLetter), printed.text).toBe(drawn.options[0].trim());
        expect([...options!.values()].sort()).toEqual(drawn.options.map((option) => option.trim()).sort());
      }
    }
  });
});

describe('ocrNoise', () => {
  const texts = generateDoubts(TEMPLATES, 7, 1).map((doubt) => doubt.text);

  it('is the same for the same seed', () => {
    for (const text of texts) expect(ocrNoise(text, new Random(99))).toBe(ocrNoise(text, new Random(99)));
  });

  it('changes something, and no more than its edits allow', () => {
    texts.forEach((text, index) => {
      const noised = ocrNoise(text, new Random(index));
      expect(noised).not.toBe(text);
      expect(levenshtein(text, noised)).toBeLessThanOrEqual(MAX_EDITS * MAX_CHANGED_PER_EDIT);
    });
  });

  it('reads the rupee sign, look-alike digits and the lakh commas the way Tesseract does', () => {
    const text = 'A watch costing ₹12,50,000 is sold at 20% profit.\n(a) 15\n(b) 10\n(c) 18\n(d) 50';
    const seen = new Set<string>();
    for (let seed = 0; seed < 400; seed += 1) seen.add(ocrNoise(text, new Random(seed)));
    const all = [...seen].join('\n');
    expect(all).toMatch(/(Rs\.?|R|z|&|%|\?)12,50,000/);
    expect(all).toContain('12.50.000');
    expect(all).toContain('(@) 15');
    expect(all).toMatch(/2O%|l5|I5|S0|1B/);
  });
});

describe('doubt evaluation', () => {
  it('generates the same doubts from the same seed, every second one noised', () => {
    const first = generateDoubts(TEMPLATES.slice(0, 5), 3, 2);
    expect(generateDoubts(TEMPLATES.slice(0, 5), 3, 2)).toEqual(first);
    expect(first.map((doubt) => doubt.noised)).toEqual(first.map((_, index) => index % 2 === 1));
    expect(new Set(first.map((doubt) => doubt.id)).size).toBe(first.length);
  });

  it('counts correct, declined, wrong and confidently wrong answers per kind and in total', async () => {
    const doubts = generateDoubts(TEMPLATES.filter((template) => template.kind === 'ages' || template.kind === 'series').slice(0, 12), 5, 2);
    const answers = new Map(doubts.map((doubt) => [doubt.text, doubt.answerLetter]));
    let call = 0;
    const solve = async (text: string): Promise<SolverVerdict> => {
      call += 1;
      const right = answers.get(text)!;
      if (call % 3 === 0) return { letter: null, declined: true, confident: false };
      if (call % 3 === 1) return { letter: right.toLowerCase(), declined: false, confident: true };
      return { letter: right === 'A' ? 'B' : 'A', declined: false, confident: call % 2 === 0 };
    };
    const rows = await evaluateDoubts(doubts, solve);
    const total = rows.at(-1)!;
    expect(rows.map((row) => row.kind)).toEqual(['ages', 'series', 'total']);
    expect(total.clean.doubts + total.noised.doubts).toBe(doubts.length);
    const all = [total.clean, total.noised];
    expect(all.reduce((sum, counts) => sum + counts.correct + counts.declined + counts.wrong, 0)).toBe(doubts.length);
    expect(all.reduce((sum, counts) => sum + counts.correct, 0)).toBe(Math.ceil(doubts.length / 3));
    expect(all.reduce((sum, counts) => sum + counts.declined, 0)).toBe(Math.floor(doubts.length / 3));
    const table = formatEvaluationTable(rows);
    expect(table.split('\n')).toHaveLength(rows.length + 2);
    expect(table).toContain('| **Total** |');
  });
});
