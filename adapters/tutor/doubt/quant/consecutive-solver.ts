import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { COUNT_WORD, NUM, askedTail, checkStep, countOf, num } from './quant-text';

/**
 * Sums of whole numbers: of the first n natural, odd or even numbers (or their squares or cubes),
 * of a written run '1 + 2 + 3 + ... + 100', of all the numbers from a to b; and consecutive
 * integers, even, odd numbers or multiples with a given sum or average, asked for one of them.
 */
export function solveConsecutive(text: string): QuantAnswer | null {
  return consecutive(text) ?? firstN(text) ?? writtenRun(text) ?? fromTo(text);
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** 'The sum of three consecutive even numbers is 84. Find the largest.' */
function consecutive(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`\b(sum|average|mean)\s+of\s+(?:the\s+)?(\d+|${COUNT_WORD})\s+consecutive\s+(?:(even|odd|natural|whole|positive|negative)\s+)?(?:(numbers|integers|natural numbers|whole numbers|even numbers|odd numbers)|multiples\s+of\s+(\d+))\s+(?:is|was|=|are|comes to|equals)\s+${NUM}`).exec(text);
  if (!match) return null;
  const count = countOf(match[2]!);
  if (!count || count.count < 2 || count.count > 10) return null;
  const n = count.count;
  const kind = match[3] ?? (/even|odd/.exec(match[4] ?? '')?.[0] ?? null);
  const multiple = match[5] !== undefined ? Number(match[5]) : null;
  const step = multiple ?? (kind === 'even' || kind === 'odd' ? 2 : 1);
  const stated = Number(match[6]);
  const sum = match[1] === 'sum' ? stated : stated * n;
  // n numbers a, a + step, ...: their sum is n·a + step·(0 + 1 + ... + (n − 1)).
  const offset = (step * n * (n - 1)) / 2;
  const first = (sum - offset) / n;
  if (!Number.isInteger(first)) return null;
  if (kind === 'even' && first % 2 !== 0) return null;
  if (kind === 'odd' && Math.abs(first % 2) !== 1) return null;
  if (multiple !== null && first % multiple !== 0) return null;
  if ((kind === 'natural' || kind === 'positive' || /natural/.test(match[4] ?? '')) && first < 1) return null;
  const terms = Array.from({ length: n }, (_, index) => first + index * step);
  const asked = askedTail(text);
  const what = multiple !== null ? `multiples of ${multiple}` : kind === 'even' || kind === 'odd' ? `${kind} numbers` : 'numbers';
  let index: number | null = null;
  let label = '';
  if (/\b(?:largest|greatest|biggest|highest|last)\b/.test(asked)) [index, label] = [n - 1, `The largest of the ${what}`];
  else if (/\b(?:smallest|least|lowest|first)\b/.test(asked)) [index, label] = [0, `The smallest of the ${what}`];
  else if (/\bmiddle\b/.test(asked) && n % 2 === 1) [index, label] = [(n - 1) / 2, `The middle one of the ${what}`];
  else {
    const ordinal = ORDINALS.findIndex((word) => new RegExp(String.raw`\b${word}\b`).test(asked));
    if (ordinal >= 0 && ordinal < n) [index, label] = [ordinal, `The ${ORDINALS[ordinal]} of the ${what}`];
  }
  const all = index === null && /\b(?:the numbers|the integers|these numbers|all the numbers|find them|the (?:even|odd) numbers)\b/.test(asked);
  if (index === null && !all) return null;
  if (/product|square|difference|sum of (?:the )?(?:smallest|largest|first|last)/.test(asked)) return null;
  const steps: SolutionStep[] = [
    { title: 'Name the numbers', bullets: [`Let the smallest be x: the ${n} ${what} are ${terms.map((_, position) => (position === 0 ? 'x' : `x + ${num(position * step)}`)).join(', ')}.`] },
    ...(match[1] === 'sum' ? [] : [{ title: 'Sum from the average', bullets: [`Sum = ${n} × ${num(stated)} = ${num(sum)}.`] }]),
    { title: 'Solve', bullets: [`${n}x + ${num(offset)} = ${num(sum)}, so ${n}x = ${num(sum - offset)} and x = ${num(first)}.`, `The numbers are ${terms.map(num).join(', ')}.`] },
  ];
  const total = terms.reduce((acc, term) => acc + term, 0);
  const check = checkStep([`${terms.map(num).join(' + ')} = ${num(total)}${match[1] === 'sum' ? '' : `, and ${num(total)} ÷ ${n} = ${num(total / n)}`}; each is ${num(step)} more than the one before.`], [[match[1] === 'sum' ? total : total / n, stated], ...terms.slice(1).map((term, position) => [term - terms[position]!, step] as const)]);
  if (!check) return null;
  const mistakes = index === null ? [] : [{ value: terms[(n - 1) / 2] ?? sum / n, why: 'this is the average of the numbers, the middle one' }, ...(step !== 1 ? [{ value: (sum - (n * (n - 1)) / 2) / n + (index === n - 1 ? n - 1 : index), why: 'this steps by 1; consecutive even or odd numbers are 2 apart' }] : [])].filter((mistake) => mistake.value !== terms[index!] && Number.isFinite(mistake.value));
  return { kind: 'consecutive-numbers', values: index === null ? terms : [terms[index]!], unit: 'number', label: index === null ? `The ${what}` : label, steps: [...steps, check], mistakes, givens: [stated, ...(count.written ? [n] : []), ...(multiple !== null ? [multiple] : [])] };
}

type Series = 'natural' | 'odd' | 'even' | 'squares' | 'cubes';

/** 'The sum of the first 50 natural numbers', '... first 20 odd numbers', '... squares of the first 10 natural numbers'. */
function firstN(text: string): QuantAnswer | null {
  const match = /\b(sum|average|mean)\s+of\s+(?:the\s+)?(?:(squares|cubes)\s+of\s+(?:the\s+)?)?first\s+(\d+)\s+(?:(odd|even)\s+)?(?:natural\s+numbers|numbers|positive integers|natural numbers|integers|counting numbers)\b/.exec(text);
  if (!match) return null;
  const n = Number(match[3]);
  if (!(n >= 2 && n <= 100000)) return null;
  if (match[2] && match[4]) return null;
  const series: Series = (match[2] as Series | undefined) ?? (match[4] as Series | undefined) ?? 'natural';
  const formulas: Record<Series, { value: number; line: string; term: (k: number) => number; what: string }> = {
    natural: { value: (n * (n + 1)) / 2, line: `n(n + 1)/2 = ${n} × ${n + 1} ÷ 2 = ${num((n * (n + 1)) / 2)}`, term: (k) => k, what: 'natural numbers' },
    odd: { value: n * n, line: `n² = ${n} × ${n} = ${num(n * n)}`, term: (k) => 2 * k - 1, what: 'odd numbers' },
    even: { value: n * (n + 1), line: `n(n + 1) = ${n} × ${n + 1} = ${num(n * (n + 1))}`, term: (k) => 2 * k, what: 'even numbers' },
    squares: { value: (n * (n + 1) * (2 * n + 1)) / 6, line: `n(n + 1)(2n + 1)/6 = ${n} × ${n + 1} × ${2 * n + 1} ÷ 6 = ${num((n * (n + 1) * (2 * n + 1)) / 6)}`, term: (k) => k * k, what: 'squares of the natural numbers' },
    cubes: { value: ((n * (n + 1)) / 2) ** 2, line: `[n(n + 1)/2]² = (${num((n * (n + 1)) / 2)})² = ${num(((n * (n + 1)) / 2) ** 2)}`, term: (k) => k ** 3, what: 'cubes of the natural numbers' },
  };
  const formula = formulas[series];
  const average = match[1] !== 'sum';
  const value = average ? formula.value / n : formula.value;
  let total = 0;
  for (let k = 1; k <= n; k += 1) total += formula.term(k);
  const steps: SolutionStep[] = [
    { title: 'Use the formula', bullets: [`The first ${n} ${formula.what} are ${[1, 2, 3].map(formula.term).map(num).join(', ')}, … , ${num(formula.term(n))}.`, `Sum = ${formula.line}.`] },
    ...(average ? [{ title: 'Average', bullets: [`${num(formula.value)} ÷ ${n} = ${num(value)}.`] }] : []),
  ];
  const check = checkStep([`Adding them one by one, ${[1, 2].map(formula.term).map(num).join(' + ')} + … + ${num(formula.term(n))}, also gives ${num(total)}${series === 'natural' || series === 'odd' || series === 'even' ? ` (or pair the first and last: ${num(formula.term(1) + formula.term(n))} × ${num(n / 2)} = ${num(((formula.term(1) + formula.term(n)) * n) / 2)})` : ''}.`], [[total, formula.value]]);
  if (!check) return null;
  return { kind: 'series-sum', values: [value], unit: 'number', label: `The ${average ? 'average' : 'sum'} of the first ${n} ${formula.what}`, steps: [...steps, check], mistakes: series === 'natural' ? [{ value: (n * (n - 1)) / 2, why: 'this uses n(n − 1)/2; the sum of 1 to n is n(n + 1)/2' }, { value: n * n, why: 'this is n², the sum of the first n odd numbers' }] : series === 'odd' ? [{ value: (n * (n + 1)) / 2, why: 'this is the sum of the first n natural numbers' }] : [], givens: [n] };
}

/** '1 + 2 + 3 + ... + 100', '2 + 4 + 6 + ... + 50', '5 + 10 + 15 + ... + 100'. */
function writtenRun(text: string): QuantAnswer | null {
  const match = /(\d+)\s*\+\s*(\d+)\s*\+\s*(\d+)\s*\+\s*(?:\.\s*){2,}\s*\+?\s*(\d+)/.exec(text.replace(/…/g, '...'));
  if (!match) return null;
  const [a, b, c, last] = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
  const d = b - a;
  if (d <= 0 || c - b !== d || (last - a) % d !== 0 || last <= c) return null;
  const n = (last - a) / d + 1;
  if (n > 100000) return null;
  const asked = askedTail(text);
  if (/average|mean|how many terms|number of terms/.test(asked)) return null;
  const value = (n * (a + last)) / 2;
  let total = 0;
  for (let term = a; term <= last; term += d) total += term;
  const steps: SolutionStep[] = [
    { title: 'Count the terms', bullets: [`The numbers go up by ${num(d)}: (${num(last)} − ${num(a)}) ÷ ${num(d)} + 1 = ${num(n)} terms.`] },
    { title: 'Pair first and last', bullets: [`Sum = number of terms × (first + last) ÷ 2 = ${num(n)} × (${num(a)} + ${num(last)}) ÷ 2 = ${num(value)}.`] },
  ];
  const check = checkStep([`Adding the ${num(n)} terms one by one also gives ${num(total)}.`], [[total, value]]);
  if (!check) return null;
  return { kind: 'series-sum', values: [value], unit: 'number', label: 'The sum', steps: [...steps, check], mistakes: [{ value: ((n - 1) * (a + last)) / 2, why: 'this counts one term too few: the number of terms is (last − first) ÷ step + 1' }], givens: [a, b, c, last] };
}

/** 'The sum of all natural numbers from 1 to 100', '... all even numbers from 2 to 50'. */
function fromTo(text: string): QuantAnswer | null {
  const match = /\bsum\s+of\s+(?:all\s+)?(?:the\s+)?(?:(odd|even)\s+)?(?:natural\s+)?(?:numbers|integers)\s+from\s+(\d+)\s+to\s+(\d+)\b/.exec(text);
  if (!match) return null;
  const [from, to] = [Number(match[2]), Number(match[3])];
  if (!(to > from) || to - from > 100000) return null;
  const parity = match[1];
  const step = parity ? 2 : 1;
  const first = parity === 'even' ? from + (from % 2) : parity === 'odd' ? from + 1 - (from % 2) : from;
  const last = parity === 'even' ? to - (to % 2) : parity === 'odd' ? to - 1 + (to % 2) : to;
  if (last < first) return null;
  const n = (last - first) / step + 1;
  const value = (n * (first + last)) / 2;
  let total = 0;
  for (let term = first; term <= last; term += step) total += term;
  const steps: SolutionStep[] = [
    { title: 'Count the terms', bullets: [`The ${parity ? `${parity} numbers` : 'numbers'} from ${num(first)} to ${num(last)}${step === 2 ? ' (2 apart)' : ''}: (${num(last)} − ${num(first)}) ÷ ${step} + 1 = ${num(n)} terms.`] },
    { title: 'Pair first and last', bullets: [`Sum = ${num(n)} × (${num(first)} + ${num(last)}) ÷ 2 = ${num(value)}.`] },
  ];
  const check = checkStep([`Adding them one by one also gives ${num(total)}.`], [[total, value]]);
  if (!check) return null;
  return { kind: 'series-sum', values: [value], unit: 'number', label: `The sum of the ${parity ? `${parity} ` : ''}numbers from ${num(from)} to ${num(to)}`, steps: [...steps, check], mistakes: [{ value: ((n - 1) * (first + last)) / 2, why: 'this counts one term too few' }], givens: [from, to] };
}
