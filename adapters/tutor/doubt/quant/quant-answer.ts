import type { SolutionStep } from '../../../../core/doubt/doubt.model';

export type QuantKind =
  | 'percent-of'
  | 'percent-change'
  | 'what-percent'
  | 'change-by-percent'
  | 'profit-loss-percent'
  | 'selling-price'
  | 'cost-price'
  | 'marked-price-discount'
  | 'simple-interest'
  | 'compound-interest'
  | 'ci-si-difference'
  | 'ratio-division'
  | 'successive-change'
  | 'growth'
  | 'income-savings'
  | 'partnership'
  | 'mixture'
  | 'average'
  | 'ages'
  | 'time-work'
  | 'pipes'
  | 'speed-distance'
  | 'clock'
  | 'calendar'
  | 'data-table'
  | 'reverse-percent'
  | 'ratio-share'
  | 'ratio-combine'
  | 'boats'
  | 'mensuration'
  | 'hcf-lcm'
  | 'remainder'
  | 'unit-digit'
  | 'consecutive-numbers'
  | 'series-sum';

/**
 * How a value reads: rupees as ₹1,25,000, a weekday as its name (0 is Sunday), a ratio as
 * 3 : 2 (its terms are the values), a fraction as 1/9 (numerator and denominator are the values), a time of day as 3:16 4/11 (minutes past the hour); a 'time of day' unit in hours after midnight (13 1/3 is 1:20 p.m.).
 */
export type QuantUnit = 'rupees' | 'percent' | 'number' | 'weekday' | 'ratio' | 'fraction' | 'days' | 'hours' | 'minutes' | 'seconds' | 'years' | 'km/h' | 'm/s' | 'degrees' | 'litres' | 'kg' | 'km' | 'cm' | 'm' | 'cm²' | 'm²' | 'cm³' | 'm³' | 'time of day';

export interface QuantAnswer {
  readonly kind: QuantKind;
  /** The value(s) the question asks for; several for 'divide in a ratio' when no share is named, or a ratio's terms. */
  readonly values: readonly number[];
  readonly unit: QuantUnit;
  /** 'The selling price', 'The compound interest'. */
  readonly label: string;
  /** The working, ending with the check that substitutes the answer back into the question. */
  readonly steps: readonly SolutionStep[];
  /** Values a typical mistake gives, with the mistake, to explain wrong options. */
  readonly mistakes: readonly { readonly value: number; readonly why: string }[];
  /** Every number of the question the working used: a question with a number left over is not this kind. */
  readonly givens: readonly number[];
  /**
   * For options that are statements ('B gets ₹2,000'), not values: each option's text, whether it
   * is the answer, and what the working says of it. The answer's option is then found by these,
   * never by its value.
   */
  readonly statements?: readonly { readonly text: string; readonly chosen: boolean; readonly why: string }[];
}

/** The working behind an answer: its steps, the values typical mistakes give, the numbers it used. */
export type QuantWorking = Pick<QuantAnswer, 'steps' | 'mistakes' | 'givens'>;
