import type { QuantAnswer } from './quant-answer';
import { withoutQuestionNumber } from './percent-reading';
import { AMOUNT, NUM, askedClause, checkStep, num, pct, round2 } from './quant-text';

/** 'every year', 'per annum' said between a rate and its cause. */
const YEARLY = String.raw`(?:\s+(?:every|each|per|a)\s+(?:year|annum))?`;

/** Years in words as papers write them: 'in two years', 'after three years'. */
const YEAR_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/**
 * A population with a birth rate and a death rate (or people leaving) each year: 'the population
 * is 50,000; the birth rate is 5% and the death rate 2% per annum; find the population after 2
 * years'. The yearly net rate is births less deaths (3%), compounded year by year. Null unless the
 * population, both rates, a number of years and an ask for the population are each read once.
 */
export function solveBirthDeath(raw: string): QuantAnswer | null {
  const text = withoutQuestionNumber(raw);
  if (!/population/.test(text)) return null;
  const rise = new RegExp(String.raw`(?:birth\s*rate|births?)[^%.;]{0,30}?${NUM}\s*%|${NUM}\s*%${YEARLY}\s*(?:due to|because of|by|on account of)\s+births?`).exec(text);
  const fall = new RegExp(String.raw`(?:death\s*rate|deaths?|(?:e|im)?migration)[^%.;]{0,30}?${NUM}\s*%|${NUM}\s*%${YEARLY}\s*(?:due to|because of|by|on account of)\s+(?:deaths?|(?:e|im)?migration|people leaving)`).exec(text);
  if (!rise || !fall) return null;
  // More than two rates ('5% births, 2% deaths and 1% migration') is not read.
  if ((text.match(/%/g) ?? []).length !== 2) return null;
  if (/immigration/.test(fall[0])) return null;
  const births = Number(rise[1] ?? rise[2]);
  const deaths = Number(fall[1] ?? fall[2]);
  const start = new RegExp(String.raw`population[^\d₹%]{0,40}?(?:is|was|of|at|=|:)\s*${AMOUNT}(?!\s*(?:years?|%))`).exec(text);
  const span = /(?:after|in|at the end of|over|for)\s+(?:the\s+next\s+)?(\d+|one|two|three|four|five)\s+years?\b|(\d+|one|two|three|four|five)\s+years?\s+(?:hence|later|from now)/.exec(text);
  if (!start || !span) return null;
  const yearsWritten = span[1] ?? span[2]!;
  const years = YEAR_WORDS[yearsWritten] ?? Number(yearsWritten);
  if (!(Number.isInteger(years) && years >= 1 && years <= 5)) return null;
  const asked = askedClause(text);
  if (!/population/.test(asked) || /increase|decrease|percent|%|rate|ago|before|earlier|was\b/.test(asked)) return null;
  const population = Number(start[1]);
  const net = births - deaths;
  if (net === 0) return null;
  const factor = 1 + net / 100;
  const value = population * factor ** years;
  const check = checkStep([`${num(round2(value))} ÷ (${num(factor)})^${years} = ${num(round2(value / factor ** years))}, the population now.`], [[value / factor ** years, population]]);
  if (!check) return null;
  return {
    kind: 'growth',
    values: [round2(value)],
    unit: 'number',
    label: `The population after ${years} year${years === 1 ? '' : 's'}`,
    steps: [
      { title: 'Net rate each year', bullets: [`Births add ${pct(births)} and deaths take away ${pct(deaths)} each year, so the population changes by ${pct(births)} − ${pct(deaths)} = ${pct(net)} a year.`] },
      { title: `After ${years} year${years === 1 ? '' : 's'}`, bullets: [`${num(population)} × (${num(factor)})^${years} = ${num(round2(value))}.`] },
      check,
    ],
    mistakes: [
      { value: round2(population * (1 + (net * years) / 100)), why: 'this adds the net rate without compounding year on year' },
      { value: round2(population * ((1 + births / 100) * (1 - deaths / 100)) ** years), why: 'this applies births and deaths one after the other; both are shares of the same population' },
    ],
    givens: [population, births, deaths, ...(/^\d/.test(yearsWritten) ? [years] : [])],
  };
}
