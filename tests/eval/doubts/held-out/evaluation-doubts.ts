import { LOGICAL_DOUBT_KINDS } from '../doubt-template';
import { generateDoubts, type GeneratedDoubt } from '../doubt-evaluation';
import { TEMPLATES as HELD_OUT_LOGICAL } from './logical';
import { TEMPLATES as HELD_OUT_QUANT } from './quant';
import { TEMPLATES as TUNING_LOGICAL } from '../tuning/logical';
import { TEMPLATES as TUNING_QUANT } from '../tuning/quant';

/**
 * The two halves of the generated doubt evaluation, each from its own templates and its own seed:
 * the tuning half, which the solvers' tests may read, and the held-out half, read only here for
 * the benchmark. Two draws a template: 436 doubts a half, every second one through OCR noise.
 */
export const TUNING_SEED = 7;
export const HELD_OUT_SEED = 20_261_127;
export const DRAWS_PER_TEMPLATE = 2;

export function tuningDoubts(): GeneratedDoubt[] {
  return generateDoubts([...TUNING_QUANT, ...TUNING_LOGICAL], TUNING_SEED, DRAWS_PER_TEMPLATE);
}

export function heldOutDoubts(): GeneratedDoubt[] {
  return generateDoubts([...HELD_OUT_QUANT, ...HELD_OUT_LOGICAL], HELD_OUT_SEED, DRAWS_PER_TEMPLATE);
}

export const isLogical = (doubt: GeneratedDoubt) => (LOGICAL_DOUBT_KINDS as readonly string[]).includes(doubt.kind);
