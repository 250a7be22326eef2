import type { QuantAnswer } from './quant-answer';
import { AMOUNT, NUM, askedClause, formatValue, num, pct, round2, withCheck } from './quant-text';

/** Percentages: change from one value to another, what percent one is of another, a value changed by a percent, a percent of a value. */
// Percentages --------------------------------------------------------------------------------

export function solvePercentChange(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`from\s+${AMOUNT}\s*(?:[a-z]+\s+){0,3}?to\s+${AMOUNT}`).exec(text);
  if (!match || !/increase|decrease|rise|rose|risen|fell|fall|fallen|grew|grow|drop|change|went up|went down|reduc|goes up|goes down|declin|jump/.test(text)) return null;
  if (!/%|percent|per cent/.test(askedClause(text))) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  if (from === 0) return null;
  const change = ((to - from) / from) * 100;
  const qualifier = change >= 0 ? 'increase' : 'decrease';
  const unit = /₹/.test(match[0]) ? 'rupees' : 'number';
  return withCheck({
    kind: 'percent-change',
    values: [round2(Math.abs(change))],
    unit: 'percent',
    label: `The percentage ${qualifier}`,
    steps: [
      { title: 'Read the data', bullets: [`Old value = ${formatValue(from, unit)}, new value = ${formatValue(to, unit)}.`] },
      { title: 'Change', bullets: [`Change = ${num(to)} − ${num(from)} = ${num(to - from)}.`] },
      { title: `Percentage ${qualifier}`, bullets: [`${num(Math.abs(to - from))} ÷ ${num(from)} (the old value) × 100 = ${pct(Math.abs(change))} ${qualifier}.`] },
    ],
    mistakes: [{ value: round2(Math.abs(((to - from) / to) * 100)), why: 'this divides by the new value; a percentage change is always on the old value' }],
    givens: [from, to],
  }, [`${num(from)} ${change >= 0 ? '+' : '−'} ${pct(Math.abs(change))} of it = ${num(from)} × ${num(1 + change / 100)} = ${num(from * (1 + change / 100))}, the new value.`], [[from * (1 + change / 100), to]]);
}

export function solveWhatPercent(text: string): QuantAnswer | null {
  const p = String.raw`(?:%|percent(?:age)?|per cent)`;
  const patterns: [RegExp, boolean][] = [
    [new RegExp(String.raw`what\s+${p}\s+of\s+${AMOUNT}\s+is\s+${AMOUNT}`), true],
    [new RegExp(String.raw`${AMOUNT}\s+is\s+what\s+${p}\s+of\s+${AMOUNT}`), false],
    [new RegExp(String.raw`what\s+${p}\s+is\s+${AMOUNT}\s+of\s+${AMOUNT}`), false],
    [new RegExp(String.raw`express\s+${AMOUNT}\s+as\s+a\s+${p}\s+of\s+${AMOUNT}`), false],
  ];
  for (const [pattern, wholeFirst] of patterns) {
    const match = pattern.exec(askedClause(text));
    if (!match) continue;
    const part = Number(wholeFirst ? match[2] : match[1]);
    const whole = Number(wholeFirst ? match[1] : match[2]);
    if (whole === 0) return null;
    const value = (part / whole) * 100;
    return withCheck({
      kind: 'what-percent',
      values: [round2(value)],
      unit: 'percent',
      label: `${num(part)} as a percentage of ${num(whole)}`,
      steps: [
        { title: 'Identify the whole', bullets: [`The whole (the 'of' quantity) is ${num(whole)}; the part is ${num(part)}.`] },
        { title: 'Divide and multiply by 100', bullets: [`${num(part)} ÷ ${num(whole)} × 100 = ${pct(value)}.`] },
      ],
      mistakes: [{ value: round2((whole / part) * 100), why: 'this divides the wrong way round: the whole goes below' }],
      givens: [part, whole],
    }, [`${pct(value)} of ${num(whole)} = ${num((value * whole) / 100)}, the part.`], [[(value * whole) / 100, part]]);
  }
  return null;
}

export function solveChangeByPercent(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`${AMOUNT}\s+(?:is\s+|was\s+|are\s+)?(increased|decreased|reduced|raised|lowered|diminished|enhanced)\s+by\s+${NUM}\s*%`).exec(text);
  if (!match) return null;
  const base = Number(match[1]);
  const up = /increased|raised|enhanced/.test(match[2]!);
  const percent = Number(match[3]);
  const value = base * (1 + ((up ? 1 : -1) * percent) / 100);
  const unit = /₹/.test(match[0]) ? 'rupees' : 'number';
  return withCheck({
    kind: 'change-by-percent',
    values: [round2(value)],
    unit,
    label: 'The new value',
    steps: [
      { title: 'Read the data', bullets: [`Start from ${formatValue(base, unit)}, ${up ? 'increase' : 'decrease'} by ${pct(percent)}.`] },
      { title: 'Multiply by the factor', bullets: [`${num(base)} × ${num(100 + (up ? percent : -percent))}/100 = ${formatValue(value, unit)}.`] },
    ],
    mistakes: [
      { value: round2((base * percent) / 100), why: `this is only the ${up ? 'increase' : 'decrease'}, not the new value` },
      { value: round2(base * (1 - ((up ? 1 : -1) * percent) / 100)), why: `this ${up ? 'decreases' : 'increases'} instead` },
    ],
    givens: [base, percent],
  }, [`${num(value)} ÷ ${num(1 + ((up ? 1 : -1) * percent) / 100)} = ${num(value / (1 + ((up ? 1 : -1) * percent) / 100))}, the starting value.`], [[value / (1 + ((up ? 1 : -1) * percent) / 100), base]]);
}

export function solvePercentOf(text: string): QuantAnswer | null {
  const chain = new RegExp(String.raw`${NUM}\s*%\s+of\s+(?:${NUM}\s*%\s+of\s+)?(?:the\s+(?:number|amount|sum)\s+)?${AMOUNT}`).exec(text);
  if (!chain) return null;
  const first = Number(chain[1]);
  const second = chain[2] === undefined ? null : Number(chain[2]);
  const base = Number(chain[3]);
  const unit = /₹/.test(chain[0]) ? 'rupees' : 'number';
  const value = (base * first * (second ?? 100)) / 10000;
  const bullets =
    second === null
      ? [`${pct(first)} of ${num(base)} = ${num(first)}/100 × ${num(base)} = ${formatValue(value, unit)}.`]
      : [`${pct(second)} of ${num(base)} = ${num((base * second) / 100)}.`, `${pct(first)} of ${num((base * second) / 100)} = ${formatValue(value, unit)}.`];
  return withCheck({
    kind: 'percent-of',
    values: [round2(value)],
    unit,
    label: second === null ? `${pct(first)} of ${num(base)}` : `${pct(first)} of ${pct(second)} of ${num(base)}`,
    steps: [{ title: 'Multiply by the fraction', bullets }],
    mistakes: second === null ? [] : [{ value: round2((base * (first + second)) / 100), why: 'this adds the percentages instead of applying them in turn' }],
    givens: [first, base, ...(second === null ? [] : [second])],
  }, [`${num(value)} × 100/${num(first)}${second === null ? '' : ` × 100/${num(second)}`} = ${num((value * 10000) / (first * (second ?? 100)))}, the number we started from.`], [[(value * 10000) / (first * (second ?? 100)), base]]);
}
