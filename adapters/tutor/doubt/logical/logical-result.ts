import type { SolutionStep } from '../../../../core/doubt/doubt.model';

/** The Logical Reasoning question types the offline tutor can recognise and work. */
export type LogicalKind = 'syllogism' | 'blood-relation' | 'coding-decoding' | 'seating' | 'ordering' | 'direction' | 'series';

/**
 * A worked Logical answer: the value (a word, a number, a name or a verdict), the steps, and the
 * check that was run on it. `matches` tells whether an option's text states this answer.
 */
export interface LogicalSolved {
  readonly kind: LogicalKind;
  readonly solved: true;
  readonly answer: string;
  readonly steps: readonly SolutionStep[];
  readonly check: readonly string[];
  readonly matches: (optionText: string) => boolean;
}

/** A recognised question the tutor could not work: the reason is said, and the method given. */
export interface LogicalUnsolved {
  readonly kind: LogicalKind;
  readonly solved: false;
  readonly reason: string;
}

export type LogicalResult = LogicalSolved | LogicalUnsolved;

/** A worked answer of letters: an option states it when its letters spell it, whatever the spaces, case or punctuation ('b, c, a' for BCA). */
export function spelledAnswer(kind: LogicalKind, answer: string, steps: LogicalSolved['steps'], check: LogicalSolved['check']): LogicalSolved {
  return { kind, solved: true, answer, matches: (option) => option.replace(/[^A-Za-z]/g, '').toUpperCase() === answer, steps, check };
}

/** Lower case, letters and digits only: 'North-East' and 'north east' compare equal. */
export function plain(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}
