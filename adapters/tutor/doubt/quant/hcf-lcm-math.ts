import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { gcd } from '../../generators/quant/format';
import { num } from './quant-text';

/** HCF and LCM arithmetic with the working and the checks a student writes, shared by the HCF and LCM readers. */

export const listOf = (written: string) => [...written.matchAll(/\d+/g)].map((match) => Number(match[0]));
export const hcfOf = (numbers: readonly number[]) => numbers.reduce((acc, value) => gcd(acc, value), 0);
export const lcmOf = (numbers: readonly number[]) => numbers.reduce((acc, value) => (acc * value) / gcd(acc, value), 1);

/** Prime factors as students write them: 2² × 3 × 5. */
function factorised(value: number): string {
  const parts: string[] = [];
  let rest = value;
  for (let prime = 2; prime * prime <= rest; prime += 1) {
    let power = 0;
    while (rest % prime === 0) {
      rest /= prime;
      power += 1;
    }
    if (power > 0) parts.push(power === 1 ? `${prime}` : `${prime}${String(power).replace(/\d/g, (digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(digit)]!)}`);
  }
  if (rest > 1) parts.push(`${rest}`);
  return parts.length > 0 ? parts.join(' × ') : '1';
}

/** The working for an HCF or LCM: the prime factors, then the common (HCF) or highest (LCM) powers. */
export function workingFor(numbers: readonly number[], kind: 'hcf' | 'lcm'): SolutionStep {
  const value = kind === 'hcf' ? hcfOf(numbers) : lcmOf(numbers);
  return {
    title: kind === 'hcf' ? 'HCF' : 'LCM',
    bullets: [
      ...numbers.map((n) => `${num(n)} = ${factorised(n)}.`),
      `${kind === 'hcf' ? 'HCF = the primes common to all, at their lowest powers' : 'LCM = every prime that appears, at its highest power'} = ${factorised(value) === String(value) ? '' : `${factorised(value)} = `}${num(value)}.`,
    ],
  };
}

/** The check of an HCF: each number ÷ it is whole, and the quotients share no factor (so nothing larger divides them all). */
export function hcfCheck(numbers: readonly number[], value: number): { line: string; pairs: (readonly [number, number])[] } {
  const quotients = numbers.map((n) => n / value);
  return { line: `${numbers.map((n) => `${num(n)} ÷ ${num(value)} = ${num(n / value)}`).join(', ')}: whole numbers with no common factor, so no larger number divides them all.`, pairs: [...quotients.map((q) => [q, Math.round(q)] as const), [hcfOf(quotients.map(Math.round)), 1]] };
}

/** The check of an LCM: it ÷ each number is whole, and no smaller multiple of the largest number is a multiple of all. */
export function lcmCheck(numbers: readonly number[], value: number): { line: string; pairs: (readonly [number, number])[] } {
  const largest = Math.max(...numbers);
  let first = largest;
  while (first < value && numbers.some((n) => first % n !== 0)) first += largest;
  return { line: `${numbers.map((n) => `${num(value)} ÷ ${num(n)} = ${num(value / n)}`).join(', ')}: all whole; and no smaller multiple of ${num(largest)} is divisible by all of them.`, pairs: [...numbers.map((n) => [value / n, Math.round(value / n)] as const), [first, value]] };
}
