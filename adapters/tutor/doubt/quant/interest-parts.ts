import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { askedClause, num, pct, rs, usesAll, withCheck } from './quant-text';

/**
 * Simple interest on a sum in parts: a sum lent partly at one rate and the rest at another, with
 * the year's interest ('₹40,000 lent in two parts at 6% and 12%; the yearly interest is ₹3,990:
 * the part at 6%?'); and a loan charged at rates that change over its years ('6% p.a. for the
 * first 2 years, 12% for the next 3 and 14% beyond 5 years; interest of ₹14,520 in 11 years: the
 * sum?'). Each reads every figure of the question or declines.
 */
export function solveInterestParts(text: string): QuantAnswer | null {
  if (!/\bsimple\s+interest\b|\bs\.?\s?i\b/.test(text) || /\bcompound/.test(text)) return null;
  return sumInTwoParts(text) ?? ratesOverYears(text);
}

const MONEY = String.raw`₹\s?(\d+(?:\.\d+)?)`;
const RATE = String.raw`(\d+(?:\.\d+)?)\s*%`;
/** What may follow a rate: 'p.a.', 'per annum', 'simple interest'. */
const RATE_TAIL = String.raw`(?:\s*(?:p\.?\s?a\b\.?|per\s+annum|a\s+year))?(?:\s+(?:simple\s+)?interest)?`;

/** 'Invested ₹25,000, partly at 6% p.a. and the rest at 10% p.a.', 'lent out in two parts, one at 5% and the other at 12%'. */
function sumInTwoParts(text: string): QuantAnswer | null {
  const split = new RegExp(String.raw`${MONEY}\s*,?\s+(?:is\s+|was\s+)?(?:lent|invested|deposited|put)?\s*(?:out\s+)?(?:partly\s+at\s+${RATE}${RATE_TAIL}\s*,?\s*and\s+the\s+(?:rest|remainder|remaining\s+(?:amount|sum|part))\s+at\s+${RATE}|in\s+two\s+parts\s*,?\s*one\s+at\s+${RATE}${RATE_TAIL}\s*,?\s*and\s+the\s+other\s+at\s+${RATE})`).exec(text);
  if (!split) return null;
  const whole = Number(split[1]);
  const [first, second] = [Number(split[2] ?? split[4]), Number(split[3] ?? split[5])];
  // The interest of one year: 'total interest for one year is ₹2,020', 'the yearly interest is ₹3,990'.
  const rest = text.slice(split.index + split[0].length);
  const yearly = new RegExp(String.raw`\b(?:(?:total|yearly|annual)\s+)?(?:simple\s+)?interest\s+(?:for\s+(?:one|1|a)\s+year\s+|in\s+(?:one|1|a)\s+year\s+|per\s+(?:year|annum)\s+)?(?:is|was|=|comes\s+to|amounts\s+to|of)\s+${MONEY}`).exec(rest);
  if (!yearly || !(/\b(?:yearly|annual)\s+interest\b|\b(?:one|1|a)\s+year\b|\bper\s+(?:year|annum)\b/.test(yearly[0]))) return null;
  const interest = Number(yearly[1]);
  const asked = /\bat\s+(\d+(?:\.\d+)?)\s*%/.exec(askedClause(text));
  if (!asked || !/\bhow\s+much\b|\bamount\b|\bsum\b|\bpart\b|\bfind\b/.test(askedClause(text))) return null;
  const at = Number(asked[1]);
  if (first === second || (at !== first && at !== second) || whole <= 0) return null;
  // x at the first rate, the rest at the second: x × r1 + (P − x) × r2 = 100 × I.
  const part = (100 * interest - whole * second) / (first - second);
  if (!(part > 0 && part < whole)) return null;
  const value = at === first ? part : whole - part;
  const oneYear = /\b1\s+year\b/.test(text) ? [1] : [];
  if (!usesAll(text, [whole, first, second, interest, at, ...oneYear])) return null;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${rs(whole)} in two parts: one at ${pct(first)}, the rest at ${pct(second)}; the interest of one year is ${rs(interest)}.`] },
    {
      title: 'The part at the first rate',
      bullets: [
        `Let ₹x be at ${pct(first)}: x × ${num(first)}/100 + (${num(whole)} − x) × ${num(second)}/100 = ${num(interest)}.`,
        `x × (${num(first)} − ${num(second)}) = ${num(100 * interest)} − ${num(whole * second)}, so x = ${rs(part)}; the rest, at ${pct(second)}, is ${rs(whole - part)}.`,
      ],
    },
  ];
  const back = (part * first) / 100 + ((whole - part) * second) / 100;
  return withCheck(
    {
      kind: 'simple-interest',
      values: [Math.round(value * 100) / 100],
      unit: 'rupees',
      label: `The sum at ${pct(at)}`,
      steps,
      mistakes: [{ value: Math.round((whole - value) * 100) / 100, why: `this is the part at the other rate` }],
      givens: [whole, first, second, interest, at, ...oneYear],
    },
    [`${rs(part)} × ${pct(first)} + ${rs(whole - part)} × ${pct(second)} = ${rs(back)}, the year's interest.`],
    [[back, interest]],
  );
}

/** A rate for a span of the loan's years, as written, and the figures it used. */
interface Span {
  readonly rate: number;
  readonly years: number;
  readonly written: readonly number[];
}

/**
 * '6% p.a. for the first 2 years, 12% p.a. for the next 3 years and 14% p.a. for the period
 * beyond 5 years', '6% per annum for years 1-2, 9% per annum for years 3-5 and 16% per annum after
 * that', with the interest over all the years: the sum lent.
 */
function ratesOverYears(text: string): QuantAnswer | null {
  const PER = String.raw`(?:\s*(?:p\.?\s?a\b\.?|per\s+annum|a\s+year|per\s+year))?`;
  const spans = [...text.matchAll(new RegExp(String.raw`${RATE}${PER}\s+for\s+(?:the\s+first\s+(\d+)\s+years?|the\s+next\s+(\d+)\s+years?|years\s+(\d+)\s*(?:-|–|to)\s*(\d+))`, 'g'))];
  const after = new RegExp(String.raw`${RATE}${PER}\s+(?:after\s+that|thereafter|for\s+the\s+(?:period|years)\s+beyond\s+(\d+)\s+years?|for\s+the\s+remaining\s+(?:period|years))`).exec(text);
  const total = /\b(?:for|in|at\s+the\s+end\s+of|over)\s+(\d+)\s+years\b(?![^.]*\b(?:years\s+\d|first|next)\b)/.exec(text.slice(after ? after.index + after[0].length : 0));
  const interest = new RegExp(String.raw`\binterest\b[^.₹]*?${MONEY}`).exec(text);
  if (spans.length < 1 || !after || !total || !interest || !/\b(?:loan|sum|borrow|principal|amount)\b/.test(askedClause(text))) return null;
  const read: Span[] = [];
  let covered = 0;
  for (const span of spans) {
    const rate = Number(span[1]);
    if (span[2] !== undefined || span[3] !== undefined) {
      // 'The first 2 years' only first; 'the next 3' after it.
      if ((span[2] !== undefined) !== (read.length === 0)) return null;
      const years = Number(span[2] ?? span[3]);
      read.push({ rate, years, written: [rate, years] });
      covered += years;
    } else {
      const [from, to] = [Number(span[4]), Number(span[5])];
      if (from !== covered + 1 || to < from) return null;
      read.push({ rate, years: to - from + 1, written: [rate, from, to] });
      covered = to;
    }
  }
  const all = Number(total[1]);
  const beyond = after[2] === undefined ? null : Number(after[2]);
  if ((beyond !== null && beyond !== covered) || all <= covered) return null;
  read.push({ rate: Number(after[1]), years: all - covered, written: beyond === null ? [Number(after[1])] : [Number(after[1]), beyond] });
  const paid = Number(interest[1]);
  const written = [...read.flatMap((span) => span.written), all, paid];
  if (!usesAll(text, written)) return null;
  const perRupee = read.reduce((sum, span) => sum + (span.rate * span.years) / 100, 0);
  const principal = paid / perRupee;
  const steps: SolutionStep[] = [
    { title: 'The rate over each span of years', bullets: read.map((span) => `${pct(span.rate)} for ${num(span.years)} year${span.years === 1 ? '' : 's'}: ${num(span.rate * span.years)}% of the sum.`) },
    { title: 'The sum', bullets: [`In all, ${num(perRupee * 100)}% of the sum is ${rs(paid)}, so the sum = ${num(paid)} × 100 ÷ ${num(perRupee * 100)} = ${rs(principal)}.`] },
  ];
  const back = read.reduce((sum, span) => sum + (principal * span.rate * span.years) / 100, 0);
  return withCheck(
    { kind: 'simple-interest', values: [Math.round(principal * 100) / 100], unit: 'rupees', label: 'The sum lent', steps, mistakes: [], givens: written },
    [`On ${rs(principal)}: ${read.map((span) => `${rs((principal * span.rate * span.years) / 100)}`).join(' + ')} = ${rs(back)} of interest.`],
    [[back, paid]],
  );
}
