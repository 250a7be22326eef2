import { describe, expect, it } from 'vitest';
import { tutorSolver } from '../eval/doubts/solve-with-tutor';

/**
 * Phrasings of one construction: each with the option the tutor must name (worked by hand in the
 * comment above it), and the look-alikes it must decline because they mean another thing or say
 * too little.
 */
export interface DoubtTopic {
  readonly title: string;
  readonly picks: readonly (readonly [string, string])[];
  readonly declines: readonly string[];
}

/** The option the offline tutor stands behind for a typed doubt, or null when it declines. */
export function tutorPick(solve = tutorSolver()): (text: string) => Promise<string | null> {
  return async (text) => (await solve(text)).letter;
}

/** A block per topic: every phrasing answered with its option, every look-alike declined. */
export function describeTopics(topics: readonly DoubtTopic[], pick = tutorPick()): void {
  describe.each(topics)('$title', ({ picks, declines }) => {
    it.each(picks)('answers %s', async (text, letter) => expect(await pick(text)).toBe(letter));
    it.each(declines)('declines %s', async (text) => expect(await pick(text)).toBeNull());
  });
}
