import { describe, expect, it } from 'vitest';
import { Random } from '../../../../adapters/tutor/generators/random';
import { DOUBT_KINDS } from '../doubt-template';
import { TEMPLATES as LOGICAL } from './logical';
import { TEMPLATES as QUANT } from './quant';

/** The held-out templates themselves: well-formed draws, enough of each kind, unique ids. */
const TEMPLATES = [...QUANT, ...LOGICAL];
const DRAWS = 30;

describe('held-out doubt templates', () => {
  it('has unique ids', () => {
    const ids = TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has at least eight templates of every kind', () => {
    for (const kind of DOUBT_KINDS) {
      expect(TEMPLATES.filter((t) => t.kind === kind).length, kind).toBeGreaterThanOrEqual(8);
    }
  });

  it.each(TEMPLATES.map((t) => [t.id, t] as const))(`%s: ${DRAWS} seeded draws give a question and four distinct options`, (_id, template) => {
    for (let seed = 1; seed <= DRAWS; seed += 1) {
      const drawn = template.draw(new Random(seed));
      expect(drawn.question.trim().length, `seed ${seed}`).toBeGreaterThan(10);
      expect(drawn.options, `seed ${seed}`).toHaveLength(4);
      expect(new Set(drawn.options).size, `seed ${seed}: ${drawn.options.join(' | ')}`).toBe(4);
      expect(drawn.options.every((o) => o.trim().length > 0 && !/NaN|undefined|Infinity/.test(o)), `seed ${seed}`).toBe(true);
    }
  });

  it('draws the same doubt from the same seed', () => {
    for (const template of TEMPLATES) {
      expect(template.draw(new Random(7))).toEqual(template.draw(new Random(7)));
    }
  });
});
