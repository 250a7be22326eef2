import { describe, expect, it } from 'vitest';
import { Random } from '../../../../adapters/tutor/generators/random';
import { DOUBT_KINDS, LOGICAL_DOUBT_KINDS, QUANT_DOUBT_KINDS, type DoubtTemplate } from '../doubt-template';
import { TUNING_TEMPLATES } from './all';
import { TEMPLATES as FRESH_FLOWS } from './fresh-flows';
import { TEMPLATES as FRESH_GROUPS } from './fresh-groups';
import { TEMPLATES as FRESH_LOGIC } from './fresh-logic';
import { TEMPLATES as FRESH_MONEY } from './fresh-money';
import { TEMPLATES as FRESH_MOTION } from './fresh-motion';
import { TEMPLATES as FRESH_ONE } from './fresh-quant';
import { TEMPLATES as FRESH_RATES } from './fresh-rates';
import { TEMPLATES as FRESH_RELATIONS } from './fresh-relations';
import { TEMPLATES as FRESH_SHARES } from './fresh-shares';
import { TEMPLATES as FRESH_SUMS } from './fresh-sums';
import { TEMPLATES as LOGICAL } from './more-logical';
import { TEMPLATES as QUANT } from './more-quant';
import { TEMPLATES as WIDER_LOGICAL } from './wider-logical';
import { TEMPLATES as WIDER_QUANT } from './wider-quant';

/** The extra tuning templates (more-*, wider-*): their shape only (no solver is imported here). */

const FRESH_QUANT: readonly DoubtTemplate[] = [...FRESH_ONE, ...FRESH_SHARES, ...FRESH_RATES, ...FRESH_GROUPS, ...FRESH_FLOWS, ...FRESH_SUMS, ...FRESH_MONEY, ...FRESH_MOTION];
const MORE: readonly DoubtTemplate[] = [...QUANT, ...LOGICAL];
const ALL: readonly DoubtTemplate[] = [...MORE, ...WIDER_QUANT, ...WIDER_LOGICAL, ...FRESH_QUANT, ...FRESH_LOGIC, ...FRESH_RELATIONS];
const DRAWS = 12;

describe('the extra tuning templates', () => {
  it('has six templates for every kind, quant kinds in more-quant and logical kinds in more-logical', () => {
    for (const kind of DOUBT_KINDS) expect(MORE.filter((t) => t.kind === kind), kind).toHaveLength(6);
    expect(QUANT.every((t) => (QUANT_DOUBT_KINDS as readonly string[]).includes(t.kind))).toBe(true);
    expect(LOGICAL.every((t) => (LOGICAL_DOUBT_KINDS as readonly string[]).includes(t.kind))).toBe(true);
  });

  it('keeps wider quant and logical kinds apart', () => {
    expect([...WIDER_QUANT, ...FRESH_QUANT].every((t) => (QUANT_DOUBT_KINDS as readonly string[]).includes(t.kind))).toBe(true);
    expect([...WIDER_LOGICAL, ...FRESH_LOGIC, ...FRESH_RELATIONS].every((t) => (LOGICAL_DOUBT_KINDS as readonly string[]).includes(t.kind))).toBe(true);
  });

  it('has ids of the form more/<kind>/<1-6> and wider/<kind>/<n>, unique across every tuning template', () => {
    expect(new Set(TUNING_TEMPLATES.map((t) => t.id)).size).toBe(TUNING_TEMPLATES.length);
    for (const t of MORE) expect(t.id).toMatch(new RegExp(`^more/${t.kind}/[1-6]$`));
    for (const t of [...WIDER_QUANT, ...WIDER_LOGICAL]) expect(t.id).toMatch(new RegExp(`^wider/${t.kind}/\\d+$`));
    for (const t of [...FRESH_QUANT, ...FRESH_LOGIC, ...FRESH_RELATIONS]) expect(t.id).toMatch(new RegExp(`^fresh/${t.kind}/\\d+$`));
  });

  it.each(ALL.map((t) => [t.id, t] as const))('%s: 12 seeded draws give a question and four different options', (_id, template) => {
    for (let seed = 1; seed <= DRAWS; seed += 1) {
      const drawn = template.draw(new Random(seed));
      expect(drawn.question.trim().length).toBeGreaterThan(15);
      expect(drawn.options).toHaveLength(4);
      expect(new Set(drawn.options).size, drawn.options.join(' | ')).toBe(4);
      // Different also once spaces and letter case are set aside, as a reader would compare them.
      expect(new Set(drawn.options.map((o) => o.replace(/\s+/g, ' ').trim().toLowerCase())).size).toBe(4);
      for (const text of [drawn.question, ...drawn.options]) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/NaN|undefined|Infinity|null|\[object|-0\b/);
      }
    }
  });

  it.each(ALL.map((t) => [t.id, t] as const))('%s: the same seed gives the same doubt, the correct option first', (_id, template) => {
    for (const seed of [3, 17, 29]) expect(template.draw(new Random(seed))).toEqual(template.draw(new Random(seed)));
  });
});
