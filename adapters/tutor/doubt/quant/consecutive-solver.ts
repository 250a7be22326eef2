import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { solveMultiplesInRange } from './divisibility-solver';
import type { QuantAnswer } from './quant-answer';
import { COUNT_WORD, NUM, askedTail, checkStep, countOf, num } from './quant-text';

/**
 * Sums of whole numbers: of the first n natural, odd or even numbers (or their squares or cubes)
 * or multiples of a number, and n from such a sum; of a written run '1 + 2 + 3 + ... + 100'; of
 * all the numbers from a to b; consecutive integers, even, odd numbers or multiples with a given
 * sum or average, asked for one of them or for the sum, product or difference of two; two
 * consecutive numbers with a given product; how many multiples of a number lie in a range, and
 * their sum (divisibility-solver).
 */
export function solveConsecutive(text: string): QuantAnswer | null {
  return consecutive(text) ?? consecutiveProduct(text) ?? firstN(text) ?? firstMultiples(text) ?? howManyTerms(text) ?? writtenRun(text) ?? fromTo(text) ?? solveMultiplesInRange(text);
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** 'The sum of three consecutive even numbers is 84. Find the largest.' */
function consecutive(written: string): QuantAnswer | null {
  // 'five consecutive even numbers whose sum is 100', '... add up to 100': the sum of five consecutive even numbers is 100.
  const KIND = String.raw`(?:(?:even|odd|natural|whole|positive|negative)\s+)?(?:numbers|integers|natural numbers|whole numbers|even numbers|odd numbers|multiples\s+of\s+\d+)`;
  const text = written
    // 'three consecutive natural numbers, each divisible by 3' are three consecutive multiples of 3.
    .replace(/\bconsecutive\s+(?:natural\s+|whole\s+|positive\s+)?(?:numbers|integers)\s*,?\s+(?:each\s+|all\s+|which\s+are\s+(?:all\s+)?)?divisible\s+by\s+(\d+)/, 'consecutive multiples of $1')
    .replace(new RegExp(String.raw`\b(\d+|${COUNT_WORD})\s+consecutive\s+(${KIND})\s*,?\s+(?:whose|with\s+(?:a|the))\s+(sum|average|mean)\s+(?:is|was|=|of)\s+`), '$3 of $1 consecutive $2 is ')
    .replace(new RegExp(String.raw`\b(\d+|${COUNT_WORD})\s+consecutive\s+(${KIND})\s+(?:add\s+up\s+to|sum\s+up\s+to|total)\s+`), 'sum of $1 consecutive $2 is ');
  const excess = sumOverAverage(text);
  if (excess) return consecutiveWithSum(text, excess.count, excess.kind, excess.multiple, excess.sum, excess.step, excess.givens);
  const match = new RegExp(String.raw`\b(sum|average|mean)\s+of\s+(?:the\s+)?(\d+|${COUNT_WORD})\s+consecutive\s+(?:(even|odd|natural|whole|positive|negative)\s+)?(?:(numbers|integers|natural numbers|whole numbers|even numbers|odd numbers)|multiples\s+of\s+(\d+))\s+(?:is|was|=|are|comes to|equals)\s+${NUM}`).exec(text);
  if (!match) return null;
  // 'The sum ... is 156 more than their average', '... is 3 times ...': the number is not the sum.
  if (new RegExp(String.raw`^\s*(?:more|less|greater|smaller|times|%|percent)\b`).test(text.slice(match.index + match[0].length))) return null;
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
  const pair = pairAsked(asked, n);
  if (pair) return pairOf(terms, step, what, match[1] === 'sum', stated, pair, [stated, ...(count.written ? [n] : []), ...(multiple !== null ? [multiple] : [])]);
  if (/\b(?:largest|greatest|biggest|highest|last|larger|greater|bigger)\b/.test(asked)) [index, label] = [n - 1, `The largest of the ${what}`];
  else if (/\b(?:smallest|least|lowest|first|smaller|lesser)\b/.test(asked)) [index, label] = [0, `The smallest of the ${what}`];
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

/**
 * 'The sum of three consecutive even numbers is 156 more than their average', '3 consecutive even
 * nos. their sum exceeds their avg by 76': with n numbers the sum is n times the average, so the
 * excess is (n − 1) times the average, and the sum is n × excess ÷ (n − 1).
 */
function sumOverAverage(text: string): { count: number; kind: string | null; multiple: number | null; sum: number; step: SolutionStep; givens: number[] } | null {
  const numbers = new RegExp(String.raw`\b(\d+|${COUNT_WORD})\s+consecutive\s+(?:(even|odd|natural|whole|positive)\s+)?(?:numbers|integers|nos\b\.?|multiples\s+of\s+(\d+))`).exec(text);
  if (!numbers) return null;
  const rest = text.slice(numbers.index + numbers[0].length);
  const AVERAGE = String.raw`(?:the|their)\s+(?:average|avg\.?|mean)(?:\s+of\s+(?:these|those|the|all\s+the)\s+(?:numbers|integers|nos\b\.?))?`;
  // The sum named before the numbers ('the sum of three consecutive ...') or after them ('... nos. their sum').
  const SUM = /\b(?:sum|total)\s+of\s+(?:the\s+)?$/.test(text.slice(0, numbers.index)) ? '' : String.raw`[^.?]*?\b(?:sum|total)\b`;
  const over = new RegExp(String.raw`^${SUM}[^.?]*?\b(?:exceeds|is\s+(?:more|greater)\s+than)\s+${AVERAGE}\s+by\s+${NUM}|^${SUM}[^.?]*?\bis\s+${NUM}\s+(?:more|greater)\s+than\s+${AVERAGE}`).exec(rest.replace(/^\s*[.,]?\s*/, ' '));
  const count = countOf(numbers[1]!);
  if (!over || !count || count.count < 2 || count.count > 10) return null;
  const n = count.count;
  const excess = Number(over[1] ?? over[2]);
  const sum = (n * excess) / (n - 1);
  const step: SolutionStep = { title: 'Sum from the excess', bullets: [`The sum of ${n} numbers is ${n} × their average, so the sum exceeds the average by ${n - 1} × the average.`, `Average = ${num(excess)} ÷ ${n - 1} = ${num(excess / (n - 1))}, so the sum = ${n} × ${num(excess / (n - 1))} = ${num(sum)}.`] };
  return { count: n, kind: numbers[2] ?? null, multiple: numbers[3] !== undefined ? Number(numbers[3]) : null, sum, step, givens: [excess, ...(count.written ? [n] : []), ...(numbers[3] !== undefined ? [Number(numbers[3])] : [])] };
}

/** n consecutive numbers of a kind with a known sum, asked for one of them by its place; the check puts back the stated figure. */
function consecutiveWithSum(text: string, n: number, kind: string | null, multiple: number | null, sum: number, reading: SolutionStep, givens: number[]): QuantAnswer | null {
  const step = multiple ?? (kind === 'even' || kind === 'odd' ? 2 : 1);
  const offset = (step * n * (n - 1)) / 2;
  const first = (sum - offset) / n;
  if (!Number.isInteger(first) || (kind === 'even' && first % 2 !== 0) || (kind === 'odd' && Math.abs(first % 2) !== 1) || (multiple !== null && first % multiple !== 0)) return null;
  if ((kind === 'natural' || kind === 'positive') && first < 1) return null;
  const asked = askedTail(text);
  if (/product|square|difference|\bsum\b|average|\bavg\b|mean/.test(asked)) return null;
  const roles = [...asked.matchAll(new RegExp(String.raw`\b(?:${ROLE})\b`, 'g'))].map((found) => found[0]);
  const index = roles.length === 1 ? place(roles[0]!, n) : null;
  if (index === null) return null;
  const terms = Array.from({ length: n }, (_, at) => first + at * step);
  const what = multiple !== null ? `multiples of ${multiple}` : kind === 'even' || kind === 'odd' ? `${kind} numbers` : 'numbers';
  const total = terms.reduce((acc, term) => acc + term, 0);
  const excess = total - total / n;
  const check = checkStep([`${terms.map(num).join(' + ')} = ${num(total)}; their average is ${num(total / n)}, and ${num(total)} − ${num(total / n)} = ${num(excess)}, as stated.`], [[excess, givens[0]!], ...terms.slice(1).map((term, at) => [term - terms[at]!, step] as const)]);
  if (!check) return null;
  const steps: SolutionStep[] = [
    reading,
    { title: 'Name the numbers', bullets: [`Let the smallest be x: the ${n} ${what} are ${terms.map((_, at) => (at === 0 ? 'x' : `x + ${num(at * step)}`)).join(', ')}.`, `${n}x + ${num(offset)} = ${num(sum)}, so x = ${num(first)}: the numbers are ${terms.map(num).join(', ')}.`] },
  ];
  const average = total / n;
  return { kind: 'consecutive-numbers', values: [terms[index]!], unit: 'number', label: `The ${roles[0]} of the ${what}`, steps: [...steps, check], mistakes: [{ value: average, why: 'this is the average, the middle number' }, { value: (excess - offset) / n + index * step, why: 'this takes the excess itself as the sum' }].filter((mistake) => mistake.value !== terms[index]), givens };
}

const ROLE = String.raw`largest|greatest|biggest|highest|last|smallest|least|lowest|first|middle|second|third|fourth|fifth`;

/** Where a role puts a number among n in order: 'largest' is the last, 'second' the second. */
function place(role: string, n: number): number | null {
  if (/largest|greatest|biggest|highest|last/.test(role)) return n - 1;
  if (/smallest|least|lowest|first/.test(role)) return 0;
  if (role === 'middle') return n % 2 === 1 ? (n - 1) / 2 : null;
  const ordinal = ORDINALS.indexOf(role);
  return ordinal >= 0 && ordinal < n ? ordinal : null;
}

type Pair = { readonly op: 'sum' | 'product' | 'difference'; readonly i: number; readonly j: number; readonly said: string };

/** 'The difference between the largest and the smallest', 'the product of the first and the last', 'the sum of the smallest and the largest'. */
function pairAsked(asked: string, n: number): Pair | null {
  const match = new RegExp(String.raw`\b(sum|product|difference)\s+(?:of|between)\s+(?:the\s+)?(${ROLE})\s+(?:one\s+|number\s+)?and\s+(?:the\s+)?(${ROLE})\b`).exec(asked);
  if (!match) return null;
  const [i, j] = [place(match[2]!, n), place(match[3]!, n)];
  if (i === null || j === null || i === j) return null;
  return { op: match[1] as Pair['op'], i, j, said: `the ${match[1]} of the ${match[2]} and the ${match[3]}` };
}

/** A sum, product or difference of two of the numbers, worked from the numbers themselves. */
function pairOf(terms: readonly number[], step: number, what: string, isSum: boolean, stated: number, pair: Pair, givens: number[]): QuantAnswer | null {
  const n = terms.length;
  const [a, b] = [terms[pair.i]!, terms[pair.j]!];
  const value = pair.op === 'sum' ? a + b : pair.op === 'product' ? a * b : Math.abs(a - b);
  const sign = pair.op === 'sum' ? '+' : pair.op === 'product' ? '×' : '−';
  const [x, y] = pair.op === 'difference' ? [Math.max(a, b), Math.min(a, b)] : [a, b];
  const total = terms.reduce((acc, term) => acc + term, 0);
  const steps: SolutionStep[] = [
    { title: 'Name the numbers', bullets: [`Let the smallest be x: the ${n} ${what} are ${terms.map((_, position) => (position === 0 ? 'x' : `x + ${num(position * step)}`)).join(', ')}.`, `${n}x + ${num(total - n * terms[0]!)} = ${num(total)}, so x = ${num(terms[0]!)}: the numbers are ${terms.map(num).join(', ')}.`] },
    { title: capitalised(pair.said), bullets: [`${num(x)} ${sign} ${num(y)} = ${num(value)}.`] },
  ];
  const check = checkStep([`${terms.map(num).join(' + ')} = ${num(total)}${isSum ? '' : `, and ${num(total)} ÷ ${n} = ${num(total / n)}`}, as stated; each is ${num(step)} more than the one before.`], [[isSum ? total : total / n, stated], ...terms.slice(1).map((term, position) => [term - terms[position]!, step] as const)]);
  if (!check) return null;
  const mistakes = pair.op === 'difference' ? [{ value: Math.abs(pair.i - pair.j) * step + step, why: 'this counts one step too many' }] : [];
  return { kind: 'consecutive-numbers', values: [value], unit: 'number', label: capitalised(`${pair.said} of the ${what}`), steps: [...steps, check], mistakes: mistakes.filter((mistake) => mistake.value !== value), givens };
}

const capitalised = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

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

/** 'The sum of the first 15 multiples of 8': 8 × (1 + 2 + ... + 15). */
function firstMultiples(text: string): QuantAnswer | null {
  const match = /\b(sum|average|mean)\s+of\s+(?:the\s+)?first\s+(\d+)\s+multiples\s+of\s+(\d+)\b/.exec(text);
  if (!match) return null;
  const [n, k] = [Number(match[2]), Number(match[3])];
  if (!(n >= 2 && n <= 100000 && k >= 2)) return null;
  const sum = (k * n * (n + 1)) / 2;
  const average = match[1] !== 'sum';
  const value = average ? sum / n : sum;
  let total = 0;
  for (let term = 1; term <= n; term += 1) total += k * term;
  const steps: SolutionStep[] = [
    { title: 'Take out the common factor', bullets: [`${num(k)} + ${num(2 * k)} + … + ${num(n * k)} = ${num(k)} × (1 + 2 + … + ${num(n)}) = ${num(k)} × ${num(n)} × ${num(n + 1)} ÷ 2 = ${num(sum)}.`] },
    ...(average ? [{ title: 'Average', bullets: [`${num(sum)} ÷ ${num(n)} = ${num(value)}.`] }] : []),
  ];
  const check = checkStep([`Adding the ${num(n)} multiples one by one also gives ${num(total)}.`], [[total, sum]]);
  if (!check) return null;
  return { kind: 'series-sum', values: [value], unit: 'number', label: `The ${average ? 'average' : 'sum'} of the first ${num(n)} multiples of ${num(k)}`, steps: [...steps, check], mistakes: [{ value: (k * n * (n - 1)) / 2, why: 'this uses n(n − 1)/2 for 1 + 2 + … + n' }], givens: [n, k] };
}

/**
 * 'The product of two consecutive numbers is 132: the larger?' Taken as positive numbers, as such
 * questions mean (−12 × −11 is 132 too): the smaller is the whole number x with x(x + step) = 132.
 */
function consecutiveProduct(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`\bproduct\s+of\s+(?:the\s+)?(?:two|2)\s+consecutive\s+(?:(even|odd)\s+)?(?:natural\s+|positive\s+|whole\s+)?(?:numbers|integers)\s+(?:is|was|=|equals)\s+(\d+)`).exec(text);
  if (!match) return null;
  const kind = match[1];
  const step = kind ? 2 : 1;
  const product = Number(match[2]);
  const x = Math.round((-step + Math.sqrt(step * step + 4 * product)) / 2);
  if (!(x >= 1) || x * (x + step) !== product) return null;
  if (kind === 'even' && x % 2 !== 0) return null;
  if (kind === 'odd' && x % 2 !== 1) return null;
  const asked = askedTail(text);
  const larger = /\b(?:larger|largest|greater|greatest|bigger|biggest)\b/.test(asked);
  const smaller = /\b(?:smaller|smallest|lesser|least)\b/.test(asked);
  const sum = /\bsum\b/.test(asked);
  if ([larger, smaller, sum].filter(Boolean).length !== 1) return null;
  const value = larger ? x + step : smaller ? x : 2 * x + step;
  const steps: SolutionStep[] = [
    { title: 'Name the numbers', bullets: [`Let them be x and x + ${step}, taking them as positive: x(x + ${step}) = ${num(product)}.`] },
    { title: 'Solve', bullets: [`x² + ${step === 1 ? '' : `${step}`}x − ${num(product)} = 0, whose positive root is x = ${num(x)}: the numbers are ${num(x)} and ${num(x + step)}.`] },
  ];
  const check = checkStep([`${num(x)} × ${num(x + step)} = ${num(x * (x + step))}, as stated.`], [[x * (x + step), product]]);
  if (!check) return null;
  return { kind: 'consecutive-numbers', values: [value], unit: 'number', label: larger ? 'The larger number' : smaller ? 'The smaller number' : 'The sum of the numbers', steps: [...steps, check], mistakes: [{ value: larger ? x : x + step, why: larger ? 'this is the smaller one' : 'this is the larger one' }].filter((mistake) => mistake.value !== value), givens: [product, ...(/\b2\s+consecutive/.test(text) ? [2] : [])] };
}

/** 'The sum of the first n natural numbers is 210: find n' (n(n + 1)/2, n², or n(n + 1) for odd and even numbers). */
function howManyTerms(text: string): QuantAnswer | null {
  const match = /\bsum\s+of\s+(?:the\s+)?first\s+(?:n|x|k|some|a\s+few|certain)\s+(?:(odd|even)\s+)?(?:natural\s+numbers|numbers|positive integers|integers|counting numbers)\s+(?:is|was|=|equals)\s+(\d+)/.exec(text);
  if (!match || !/\bfind\s+(?:n|x|k)\b|value\s+of\s+(?:n|x|k)\b|\bhow many\b|\b(?:n|x|k)\s*=\s*\?|\bnumber of (?:terms|numbers)\b/.test(askedTail(text))) return null;
  const series = match[1] ?? 'natural';
  const sum = Number(match[2]);
  const sumOf = (n: number) => (series === 'odd' ? n * n : series === 'even' ? n * (n + 1) : (n * (n + 1)) / 2);
  let n = 1;
  while (sumOf(n) < sum && n < 100000) n += 1;
  if (sumOf(n) !== sum) return null;
  const formula = series === 'odd' ? 'n²' : series === 'even' ? 'n(n + 1)' : 'n(n + 1)/2';
  const steps: SolutionStep[] = [{ title: 'Use the formula', bullets: [`The sum of the first n ${series === 'natural' ? 'natural' : series} numbers is ${formula}, so ${formula} = ${num(sum)}.`, series === 'odd' ? `n = √${num(sum)} = ${num(n)}.` : series === 'even' ? `n(n + 1) = ${num(sum)} = ${num(n)} × ${num(n + 1)}, so n = ${num(n)}.` : `n(n + 1) = ${num(2 * sum)} = ${num(n)} × ${num(n + 1)}, so n = ${num(n)}.`] }];
  const check = checkStep([`${formula.replace(/n/g, num(n))} = ${num(sumOf(n))}, as stated.`], [[sumOf(n), sum]]);
  if (!check) return null;
  return { kind: 'series-sum', values: [n], unit: 'number', label: 'n', steps: [...steps, check], mistakes: [], givens: [sum] };
}

/** '1 + 2 + 3 + ... + 100', '2 + 4 + 6 + ... + 50', '5 + 10 + 15 + ... + 100'. */
function writtenRun(text: string): QuantAnswer | null {
  const run = text.replace(/…/g, '...');
  const match = /(\d+)\s*\+\s*(\d+)\s*\+\s*(\d+)\s*\+\s*(?:\.\s*){2,}\s*\+?\s*(\d+)/.exec(run);
  // Two terms fix the step only for the runs every paper means: 1 + 2 + ..., 1 + 3 + ..., 2 + 4 + ... .
  const short = match ? null : /(?<![\d+]\s*)\b(1|2)\s*\+\s*(2|3|4)\s*\+\s*(?:\.\s*){2,}\s*\+?\s*(\d+)/.exec(run);
  if (short && !['1+2', '1+3', '2+4'].includes(`${short[1]}+${short[2]}`)) return null;
  if (!match && !short) return null;
  const [a, b, c, last] = match ? [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])] : [Number(short![1]), Number(short![2]), 2 * Number(short![2]) - Number(short![1]), Number(short![3])];
  const d = b - a;
  if (d <= 0 || c - b !== d || (last - a) % d !== 0 || last <= b) return null;
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
  return { kind: 'series-sum', values: [value], unit: 'number', label: 'The sum', steps: [...steps, check], mistakes: [{ value: ((n - 1) * (a + last)) / 2, why: 'this counts one term too few: the number of terms is (last − first) ÷ step + 1' }], givens: match ? [a, b, c, last] : [a, b, last] };
}

/** 'The sum of all natural numbers from 1 to 100', '... all even numbers from 2 to 50'. */
function fromTo(text: string): QuantAnswer | null {
  const match = /\bsum\s+of\s+(?:all\s+)?(?:the\s+)?(?:(odd|even)\s+)?(?:natural\s+|whole\s+|positive\s+|counting\s+)?(?:numbers|integers)\s+(from|between)\s+(\d+)\s+(?:to|and)\s+(\d+)\b/.exec(text);
  if (!match || /exclud|not\s+includ|exclusive/.test(text)) return null;
  const [from, to] = [Number(match[3]), Number(match[4])];
  // 'Between 50 and 100' leaves its ends out; that only matters when an end is of the kind summed.
  const inclusive = /\b(?:both\s+)?(?:inclusive|included|including)\b/.test(text);
  const endCounts = (end: number) => !match[1] || (match[1] === 'even') === (end % 2 === 0);
  if (match[2] === 'between' && !inclusive && (endCounts(from) || endCounts(to))) return null;
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
