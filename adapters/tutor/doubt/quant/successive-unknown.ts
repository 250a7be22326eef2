import type { QuantAnswer } from './quant-answer';
import { checkStep, num, pct, round2 } from './quant-text';

/**
 * Two changes in turn where the second is the unknown: 'decreased by 50% and then increased by
 * x%; the result is 20% more than the original' ((1 − 0.5)(1 + x) = 1.2), and the area kept the
 * same ('the length is decreased by 37.5%: by what per cent must the breadth be increased?',
 * (1 − 0.375)(1 + x) = 1). Only these two shapes are read; anything else is declined.
 */
export function solveSuccessiveUnknown(text: string): QuantAnswer | null {
  return keptArea(text) ?? secondFromResult(text);
}

const UP = String.raw`increased|raised|increases|rises|rose|goes up|went up|hiked`;
const DOWN = String.raw`decreased|reduced|cut|decreases|falls|fell|lowered|goes down|went down|brought down`;

/** The answer with its working and the check that puts it back. */
function answer(first: number, second: number, end: number, line: string, label: string, givens: number[]): QuantAnswer | null {
  const check = checkStep([`100 × ${num(1 + first / 100)} × ${num(round2((1 + second / 100) * 10000) / 10000)} = ${num(round2(100 * (1 + first / 100) * (1 + second / 100)))}, which is ${num(round2(100 * (1 + end / 100)))} as the question says.`], [[(1 + first / 100) * (1 + second / 100), 1 + end / 100]]);
  if (!check) return null;
  return {
    kind: 'successive-change',
    values: [round2(Math.abs(second))],
    unit: 'percent',
    label,
    steps: [
      { title: 'Take the original as 100', bullets: [line] },
      { title: 'The second change', bullets: [`(1 ${first >= 0 ? '+' : '−'} ${num(Math.abs(first) / 100)}) × (1 + x) = ${num(1 + end / 100)}, so 1 + x = ${num(1 + end / 100)} ÷ ${num(1 + first / 100)} = ${num(round2((1 + second / 100) * 10000) / 10000)}: ${second >= 0 ? 'an increase' : 'a decrease'} of ${pct(Math.abs(second))}.`] },
      check,
    ],
    mistakes: [{ value: round2(Math.abs(end - first)), why: 'this subtracts the percentages; the second change is a percentage of the changed value' }],
    givens,
  };
}

/** 'The length is decreased by 37.5%: by what per cent must the breadth be increased to keep the area the same?' */
function keptArea(text: string): QuantAnswer | null {
  if (!/\barea\b[^.?]*\b(?:same|unchanged|unaltered|constant|remains?\s+the\s+same)\b|\b(?:same|unchanged)\s+area\b/.test(text)) return null;
  const change = new RegExp(String.raw`\b(length|breadth|width|side|base|height|radius)\b[^.?%]{0,30}?\b(?:is\s+|are\s+|be\s+)?(?:(${UP})|(${DOWN}))\s+by\s+(\d+(?:\.\d+)?)\s*%`).exec(text);
  const asked = /\bby\s+what\s+(?:per ?cent|%|percentage)\b[^.?]*\b(length|breadth|width|side|base|height)\b[^.?]*\b(?:be\s+)?(?:(increased|raised)|(decreased|reduced|cut))\b|\b(length|breadth|width|side|base|height)\b[^.?]*\b(?:(increased|raised)|(decreased|reduced|cut))\s+by\s+what\s+(?:per ?cent|%|percentage)/.exec(text);
  if (!change || !asked || (text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? []).length !== 1) return null;
  const other = asked[1] ?? asked[4]!;
  if (other === change[1] || !/rectangle|rectangular|triangle|parallelogram|field|plot|room|floor|carpet/.test(text)) return null;
  const first = Number(change[4]) * (change[2] ? 1 : -1);
  const second = (1 / (1 + first / 100) - 1) * 100;
  // The ask must name the direction the answer takes.
  const askedUp = Boolean(asked[2] ?? asked[5]);
  if (askedUp !== second > 0) return null;
  return answer(first, second, 0, `The ${change[1]} is ${first > 0 ? 'increased' : 'decreased'} by ${pct(Math.abs(first))}: × ${num(1 + first / 100)}. The area stays the same, so the ${other} must make up the factor.`, `The change in the ${other}`, [Math.abs(first)]);
}

/** 'Decreased by 50% and then increased by x%; the result is 20% more than the original: x?' */
function secondFromResult(text: string): QuantAnswer | null {
  const first = new RegExp(String.raw`\b(?:first\s+)?(?:(${UP})|(${DOWN}))\s+by\s+(\d+(?:\.\d+)?)\s*%`).exec(text);
  if (!first) return null;
  const rest = text.slice(first.index + first[0].length);
  const unknown = new RegExp(String.raw`\b(?:then|later|and)\b[^.?%]{0,40}?\b(?:(${UP})|(${DOWN}))\s+(?:by\s+)?(?:x\s*%|some\s+per ?cent|a\s+certain\s+per ?cent)|\bthe\s+(?:new|reduced|increased)\s+(?:price|value|number|salary)\s+was\s+(${UP}|${DOWN})\s+so\s+that`).exec(rest);
  const result = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*%\s+(more|less|higher|lower|above|below)\s+than\s+(?:the\s+|its\s+)?(?:original|initial|first|old)`).exec(rest);
  if (!unknown || !result || (text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? []).length !== 2) return null;
  const ask = /\bfind\s+x\b|\bx\s*=\s*\?|\bvalue\s+of\s+x\b|\bby\s+what\s+(?:per ?cent|%|percentage)\b/.test(text.slice(text.lastIndexOf(result[0]) + result[0].length)) || /\bby\s+what\s+(?:per ?cent|%|percentage)\b/.test(text.slice(0, first.index));
  if (!ask) return null;
  const a = Number(first[3]) * (first[1] ? 1 : -1);
  const end = Number(result[1]) * (/more|higher|above/.test(result[2]!) ? 1 : -1);
  const second = ((1 + end / 100) / (1 + a / 100) - 1) * 100;
  const upSaid = unknown[1] !== undefined || (unknown[3] !== undefined && new RegExp(`^(?:${UP})$`).test(unknown[3]));
  if (upSaid !== second > 0 || Math.abs(second) < 1e-9) return null;
  return answer(a, second, end, `First ${a >= 0 ? 'up' : 'down'} ${pct(Math.abs(a))}: 100 → ${num(100 + a)}. At the end ${num(100 + end)}, ${pct(Math.abs(end))} ${end >= 0 ? 'more' : 'less'} than 100.`, 'The second change', [Math.abs(a), Math.abs(end)]);
}
