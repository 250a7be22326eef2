import type { Random } from '../../../adapters/tutor/generators/random';

/**
 * The generated doubt evaluation: templates written from real CLAT question styles, each drawing
 * its numbers (or names, words, relations) at random and computing its own answer, independently
 * of the solvers. Two separate sets of templates exist: `tuning/` (the solvers' tests may read
 * it) and `held-out/` (read only by the evaluation that the benchmark prints).
 */
export const QUANT_DOUBT_KINDS = [
  'percent-change',
  'reverse-percent',
  'successive-percent',
  'profit-loss',
  'discount',
  'simple-interest',
  'compound-interest',
  'ratio-share',
  'ratio-combine',
  'partnership',
  'average',
  'mixture',
  'time-work',
  'pipes',
  'trains',
  'boats',
  'relative-speed',
  'ages',
  'mensuration',
  'number-system',
] as const;

export const LOGICAL_DOUBT_KINDS = ['blood-relation', 'coding', 'direction', 'ordering', 'seating', 'series', 'syllogism'] as const;

export const DOUBT_KINDS = [...QUANT_DOUBT_KINDS, ...LOGICAL_DOUBT_KINDS] as const;
export type DoubtKind = (typeof DOUBT_KINDS)[number];

/** One drawn question: its printed text and its four options, the correct one first. */
export interface DrawnDoubt {
  /** The question as printed, without its options; may span lines. */
  readonly question: string;
  /** Four option texts, all different as printed; the first is the correct one. */
  readonly options: readonly [string, string, string, string];
}

export interface DoubtTemplate {
  readonly kind: DoubtKind;
  /** Unique in its set: 'percent-change/3'. */
  readonly id: string;
  readonly draw: (random: Random) => DrawnDoubt;
}
