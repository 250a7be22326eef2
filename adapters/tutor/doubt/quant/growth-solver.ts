import type { QuantAnswer } from './quant-answer';
import { quantitiesOf, withoutQuestionNumber } from './percent-reading';
import { AMOUNT, askedClause, checkStep, num, pct, percentNear, percents, round2 } from './quant-text';

/**
 * Population growth and depreciation at a yearly rate: the value after n years, or n years ago.
 */
export function solveGrowth(text: string): QuantAnswer | null {
  return readGrowth(withoutQuestionNumber(text));
}

/** The reading itself, on the text without its question number. */
function readGrowth(text: string): QuantAnswer | null {
  const down = /depreciat|decreas|declin|falls?|reduc|diminish|loses|drops?/.test(text);
  const up = /increas|grows?|growth|rises?|multipl/.test(text);
  if (down === up) return null;
  if (!/per annum|every year|each year|a year|per year|yearly|annually|p\.?\s?a\b|annual/.test(text)) return null;
  if (/interest|compound|simple|discount|profit|loss/.test(text)) return null;
  const rate = percentNear(text, String.raw`rate|by|at|of`);
  const base =
    new RegExp(String.raw`(?:population|value|worth|price|cost|number|count|height|production|output|sales|strength|enrolment|membership|turnover)[^\d₹]{0,40}?(?:is|was|of|at|=|:)\s*${AMOUNT}`).exec(text) ??
    new RegExp(String.raw`(?:worth|costing|bought for|purchased for|valued at)\s*${AMOUNT}`).exec(text);
  const yearsMatch = /(\d+)\s*(?:years?|yrs?)\b/.exec(text);
  if (rate === null || !yearsMatch || percents(text).length !== 1) return null;
  // Without a word before it ('if it is 1,21,000 now'), the one figure besides the years is the value.
  // 'Is 56.25% higher at the end of the two years': a change over all the years, not a rate a year.
  if (/\d\s*%\s*(?:higher|more|greater|lower|less|smaller)\b[^.?]{0,30}\b(?:at the end|in all|altogether|over)\b/.test(text)) return null;
  // Every count of years is a time, never the value: 'in each of two years ... at the end of the two years'.
  const others = quantitiesOf(text).filter((quantity) => quantity.index !== yearsMatch.index && !/^\s*(?:years?|yrs?)\b/.test(text.slice(quantity.end)));
  const only = others.length === 1 ? others[0]! : null;
  if (!base && !only) return null;
  const start = base ? Number(base[1]) : only!.value;
  const years = Number(yearsMatch[1]);
  if (years <= 0 || years > 50) return null;
  const asked = askedClause(text);
  const past = /\bago\b|\bbefore\b|\bearlier\b|previous/.test(asked) || /\bago\b/.test(text);
  const factor = 1 + ((down ? -1 : 1) * rate) / 100;
  const value = past ? start / factor ** years : start * factor ** years;
  const rupees = base ? /₹/.test(base[0]) : only!.rupees;
  const what = /population/.test(text) ? 'population' : 'value';
  const steps = [
    { title: 'Read the data', bullets: [`${what === 'population' ? 'Population' : 'Value'} now = ${num(start)}, ${down ? 'decreasing' : 'growing'} ${pct(rate)} a year, ${years} year${years === 1 ? '' : 's'} ${past ? 'ago' : 'ahead'}.`] },
    past
      ? { title: `${what === 'population' ? 'Population' : 'Value'} ${years} years ago`, bullets: [`P = ${num(start)} ÷ (${num(factor)})^${years} = ${num(value)}.`] }
      : { title: `After ${years} years`, bullets: [`P = ${num(start)} × (${num(factor)})^${years} = ${num(value)}.`] },
  ];
  let year = past ? value : start;
  const trail: string[] = [];
  for (let index = 0; index < years; index += 1) {
    year *= factor;
    trail.push(num(year));
  }
  const check = checkStep([`Year by year from ${num(past ? value : start)}: ${trail.join(' → ')}.`], [[year, past ? start : value]]);
  if (!check) return null;
  return {
    kind: 'growth',
    values: [round2(value)],
    unit: rupees ? 'rupees' : 'number',
    label: past ? `The ${what} ${years} years ago` : `The ${what} after ${years} years`,
    steps: [...steps, check],
    mistakes: [{ value: round2(past ? start * (1 - ((down ? -1 : 1) * rate * years) / 100) : start * (1 + ((down ? -1 : 1) * rate * years) / 100)), why: 'this takes the same change every year on the first value (simple, not compound, growth)' }],
    givens: [start, rate, years],
  };
}
