import type { Random } from '../../../../adapters/tutor/generators/random';
import type { Four } from './quant-kit';

export { until, type Four } from './quant-kit';

/** Draws until `make` gives a value, at most `tries` times. */
export function retry<T>(make: () => T | undefined, tries: number): T {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const value = make();
    if (value !== undefined) return value;
  }
  throw new Error('No draw succeeded');
}

const norm = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The key first, then the wrong answers in order, then fillers, skipping any that reads like one already taken. */
export function four(correct: string, wrong: readonly string[], fill: (k: number) => string): Four {
  const out = [correct];
  const seen = new Set([norm(correct)]);
  const offer = (w: string): void => {
    if (out.length < 4 && w !== '' && !seen.has(norm(w)) && !/NaN|undefined|Infinity|-0\b/.test(w)) {
      out.push(w);
      seen.add(norm(w));
    }
  };
  wrong.forEach(offer);
  for (let k = 1; out.length < 4 && k < 500; k += 1) offer(fill(k));
  if (out.length < 4) throw new Error(`Could not find four options for ${correct}`);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

/** Four options whose fillers come from a shuffled pool of names or words. */
export const fromPool = (random: Random, correct: string, wrong: readonly string[], pool: readonly string[]): Four => {
  const rest = random.shuffle(pool);
  return four(correct, wrong, (k) => rest[(k - 1) % Math.max(rest.length, 1)] ?? '');
};
