import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';

/** The worked value of a question, or null; the working must end with its check. */
function solved(text: string): number | null {
  const solution = solveQuantQuestion(parseQuestion(text));
  if (!solution) return null;
  expect(solution.steps.some((step) => step.title.startsWith('Check'))).toBe(true);
  return solution.answer.values[0]!;
}

/** As a student types money: '₹ 12,500', 'Rs. 12500', 'Rs 12,500' or 'INR 12500'. */
function money(value: number, style: number): string {
  const grouped = value.toLocaleString('en-IN');
  return [`₹ ${grouped}`, `Rs. ${value}`, `Rs ${grouped}`, `INR ${value}`][style % 4]!;
}

/** Interest credited one period at a time, as a passbook would show it. */
function passbook(principal: number, ratePerYear: number, years: number, perYear: number): number {
  let balance = principal;
  for (let period = 0; period < years * perYear; period += 1) balance += balance * (ratePerYear / perYear / 100);
  return balance;
}

const principal = fc.integer({ min: 10, max: 400 }).map((hundreds) => hundreds * 100);
const style = fc.nat(3);

describe('simple interest from typed text', () => {
  it('gives the amount when the amount is asked and the interest when the interest is asked', { timeout: 0 }, () => {
    fc.assert(
      fc.property(principal, fc.integer({ min: 2, max: 15 }), fc.integer({ min: 1, max: 8 }), style, fc.nat(3), (p, r, t, s, wording) => {
        // Interest accrues the same each year: add it year by year.
        let interest = 0;
        for (let year = 0; year < t; year += 1) interest += (p / 100) * r;
        const amountQuestions = [
          `Find the amount when ${money(p, s)} is lent at ${r}% per annum simple interest for ${t} years.`,
          `${money(p, s)} is deposited at ${r}% p.a. simple interest. How much will he get back after ${t} years?`,
          `What will ${money(p, s)} amount to in ${t} years at ${r}% per annum simple interest?`,
          `Ravi borrows ${money(p, s)} at ${r}% simple interest per annum. What total amount must he repay after ${t} years?`,
        ];
        const interestQuestions = [
          `Find the simple interest on ${money(p, s)} at ${r}% per annum for ${t} years.`,
          `What is the S.I. on ${money(p, s)} for ${t} years at ${r}% per annum?`,
          `A sum of ${money(p, s)} is invested at ${r}% simple interest per annum for ${t} years. Find the interest earned.`,
          `Calculate the simple interest on a loan of ${money(p, s)} for ${t} years at the rate of ${r}% per annum.`,
        ];
        expect(solved(amountQuestions[wording]!)).toBeCloseTo(p + interest, 2);
        expect(solved(interestQuestions[wording]!)).toBeCloseTo(interest, 2);
      }),
    );
  });

  it('finds the rate, the time or the principal from the others', { timeout: 0 }, () => {
    fc.assert(
      fc.property(principal, fc.integer({ min: 2, max: 15 }), fc.integer({ min: 1, max: 8 }), style, (p, r, t, s) => {
        const interest = (p * r * t) / 100;
        expect(solved(`At what rate of simple interest will ${money(p, s)} amount to ${money(p + interest, s + 1)} in ${t} years?`)).toBeCloseTo(r, 2);
        expect(solved(`In how many years will ${money(p, s)} become ${money(p + interest, s)} at ${r}% per annum simple interest?`)).toBeCloseTo(t, 2);
        expect(solved(`What sum of money will give ${money(interest, s)} as simple interest in ${t} years at ${r}% p.a.?`)).toBeCloseTo(p, 2);
      }),
    );
  });
});

describe('compound interest from typed text', () => {
  const frequency = fc.constantFrom(
    { perYear: 1, words: ['compounded annually', 'compounded yearly', 'compound interest'] },
    { perYear: 2, words: ['compounded half-yearly', 'compounded half yearly', 'interest compounded every six months'] },
    { perYear: 4, words: ['compounded quarterly', 'compound interest, compounded quarterly', 'compounded quarterly'] },
  );

  it('gives the amount or the interest for yearly, half-yearly and quarterly compounding, as a passbook would', { timeout: 0 }, () => {
    fc.assert(
      fc.property(principal, fc.constantFrom(4, 5, 8, 10, 12, 20), fc.integer({ min: 1, max: 3 }), frequency, fc.nat(2), style, (p, r, t, f, wording, s) => {
        const balance = passbook(p, r, t, f.perYear);
        const phrase = f.words[wording]!;
        const amount = [
          `Find the amount on ${money(p, s)} at ${r}% per annum for ${t} years ${phrase}.`,
          `${money(p, s)} is invested for ${t} years at ${r}% per annum ${phrase}. How much will it amount to?`,
          `What will ${money(p, s)} become in ${t} years at ${r}% per annum, ${phrase}?`,
        ][wording]!;
        const interest = [
          `Find the compound interest on ${money(p, s)} at ${r}% per annum for ${t} years ${phrase}.`,
          `What is the C.I. on ${money(p, s)} for ${t} years at ${r}% per annum ${phrase}?`,
          `${money(p, s)} is deposited at ${r}% per annum ${phrase.includes('compound') ? phrase : `compound interest ${phrase}`}. Find the interest earned in ${t} years.`,
        ][wording]!;
        expect(Math.abs(solved(amount)! - balance)).toBeLessThan(0.006);
        expect(Math.abs(solved(interest)! - (balance - p))).toBeLessThan(0.006);
      }),
    );
  });

  it('finds the rate and the time that turn one sum into another', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }).map((n) => n * 625), fc.constantFrom(4, 5, 8, 10, 20), fc.integer({ min: 1, max: 3 }), (p, r, t) => {
        const balance = passbook(p, r, t, 1);
        fc.pre(Number.isInteger(Math.round(balance * 100) / 100));
        const target = Math.round(balance * 100) / 100;
        expect(solved(`At what rate per cent per annum compound interest will ₹ ${p} amount to ₹ ${target} in ${t} years?`)).toBeCloseTo(r, 2);
        expect(solved(`In how many years will Rs ${p} amount to Rs ${target} at ${r}% per annum compound interest?`)).toBeCloseTo(t, 2);
      }),
    );
  });

  it('gives the difference between compound and simple interest', { timeout: 0 }, () => {
    fc.assert(
      fc.property(principal, fc.constantFrom(4, 5, 10, 12), fc.integer({ min: 2, max: 3 }), (p, r, t) => {
        const difference = passbook(p, r, t, 1) - p - (p * r * t) / 100;
        expect(Math.abs(solved(`The difference between compound interest and simple interest on ₹ ${p} for ${t} years at ${r}% per annum is`)! - difference)).toBeLessThan(0.006);
      }),
    );
  });
});

describe('amount or interest: what is asked decides', () => {
  it('answers the amount, not the interest, for the questions students reported', () => {
    expect(solved('Find the amount when Rs. 12,000 is lent at 6 % p.a. simple interest for 2 years.')).toBe(13440);
    expect(solved('Ravi lends ₹ 5,000 at 8% per annum simple interest. How much will he get at the end of 3 years?')).toBe(6200);
    expect(solved('A sum of Rs. 5000 amounts to how much in 2 years at 8% p.a. compounded annually?')).toBe(5832);
    expect(solved('Priya invests ₹ 8,000 for 1 year at 10% per annum, compounded half-yearly. How much will she get at the end of the year?')).toBe(8820);
    expect(solved('Find the amount of interest on ₹ 5,000 at 8% per annum simple interest for 3 years.')).toBe(1200);
  });

  it('reads compounding from its period, not from a time given in months', () => {
    expect(solved('Find the compound interest on ₹ 16,000 for 6 months at 20% per annum compounded quarterly.')).toBe(1640);
  });

  it('says plainly when no option states the worked value', () => {
    const solution = solveQuantQuestion(parseQuestion('Find the amount on Rs 1000 at 10% per annum compounded annually for 3 years.\n(a) 1300 (b) 331 (c) 1210 (d) 1320'));
    expect(solution!.option).toBeNull();
    expect(solution!.finalAnswerText).toMatch(/None of the options/);
    expect(solveQuantQuestion(parseQuestion('Find the amount on Rs 1000 at 10% per annum compounded annually for 3 years.\n(a) 1300 (b) 331 (c) 1331 (d) 1320'))!.option!.letter).toBe('C');
  });
});
