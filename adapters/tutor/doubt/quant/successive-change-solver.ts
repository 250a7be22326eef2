import type { QuantAnswer } from './quant-answer';
import { AMOUNT, NUM, askedClause, checkStep, num, pct, round2 } from './quant-text';

const UP = String.raw`increased|increases|increase|raised|rises|rose|rise|hiked|hike|goes up|went up|grew|grows|up`;
const DOWN = String.raw`decreased|decreases|decrease|reduced|reduces|reduction|cut|lowered|falls|fell|fall|drops|dropped|goes down|went down|down|decline[sd]?`;

/**
 * One quantity changed by several percentages in turn ('increased by 20% and then decreased by
 * 20%'): the net change, or the final value when the starting value is given.
 */
export function solveSuccessiveChange(text: string): QuantAnswer | null {
  if (/interest|discount|profit|loss|per annum|every year|each year|a year|per year|yearly|annually|spends?|saves?|savings/.test(text)) return null;
  const changes: number[] = [];
  const pattern = new RegExp(String.raw`(?:(${UP})|(${DOWN}))\s+(?:again\s+)?(?:by\s+)?${NUM}\s*%|${NUM}\s*%\s+(?:(increase|rise|hike|raise)|(decrease|reduction|cut|fall|drop))|(?:and|then|,)\s+(?:then\s+)?(?:again\s+)?by\s+(?:another\s+)?${NUM}\s*%`, 'g');
  for (const match of text.matchAll(pattern)) {
    if (match[3] !== undefined) changes.push(match[1] ? Number(match[3]) : -Number(match[3]));
    else if (match[4] !== undefined) changes.push(match[5] ? Number(match[4]) : -Number(match[4]));
    else if (changes.length > 0) changes.push(Math.sign(changes[changes.length - 1]!) * Number(match[7]));
    else return null;
  }
  if (changes.length < 2) return null;
  const asked = askedClause(text);
  const base = new RegExp(String.raw`(?:price|salary|value|cost|number|wage|pay|income|population|rent|fare)\s+(?:of\s+[a-z ]{1,30}?\s+)?(?:is|was|of)\s+${AMOUNT}`).exec(text);
  const factor = changes.reduce((acc, change) => acc * (1 + change / 100), 1);
  const net = (factor - 1) * 100;
  const steps = [
    { title: 'Read the data', bullets: [`The changes in turn: ${changes.map((change) => `${change >= 0 ? '+' : '−'}${pct(Math.abs(change))}`).join(', then ')}.`] },
    { title: 'Multiply the factors', bullets: [`${changes.map((change) => num(1 + change / 100)).join(' × ')} = ${num(factor)}.`] },
  ];
  if (base && /final|new|now|become|after|present|what is the (?:price|salary|value)|how much/.test(asked) && !/%|percent/.test(asked)) {
    const start = Number(base[1]);
    const end = start * factor;
    steps.push({ title: 'Final value', bullets: [`${num(start)} × ${num(factor)} = ${num(end)}.`] });
    const check = checkStep([`${num(end)} ÷ ${num(factor)} = ${num(end / factor)}, the starting value.`], [[end / factor, start]]);
    if (!check) return null;
    return { kind: 'successive-change', values: [round2(end)], unit: /₹/.test(base[0]) ? 'rupees' : 'number', label: 'The final value', steps: [...steps, check], mistakes: [{ value: round2(start * (1 + changes.reduce((a, b) => a + b, 0) / 100)), why: 'this adds the percentages; each change applies to the value after the one before' }], givens: [start, ...changes.map(Math.abs)] };
  }
  const qualifier = net >= 0 ? 'increase' : 'decrease';
  steps.push({ title: 'Net change', bullets: [`(${num(factor)} − 1) × 100 = ${net >= 0 ? '+' : '−'}${pct(Math.abs(net))}: a net ${qualifier} of ${pct(Math.abs(net))}.`] });
  let value = 100;
  const trail = changes.map((change) => {
    const next = value * (1 + change / 100);
    const line = `${num(value)} → ${num(next)}`;
    value = next;
    return line;
  });
  const check = checkStep([`Start from 100: ${trail.join(', ')}; 100 ${net >= 0 ? '+' : '−'} ${num(Math.abs(net))} = ${num(value)}.`], [[value, 100 + net]]);
  if (!check) return null;
  return {
    kind: 'successive-change',
    values: [round2(Math.abs(net))],
    unit: 'percent',
    label: `The net ${qualifier}`,
    steps: [...steps, check],
    mistakes: [{ value: round2(Math.abs(changes.reduce((a, b) => a + b, 0))), why: 'this adds the percentages; each change applies to the value after the one before' }],
    givens: changes.map(Math.abs),
  };
}
