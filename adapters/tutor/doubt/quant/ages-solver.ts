import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { askedClause, checkStep, num, round2, shown } from './quant-text';

const WHO = String.raw`([a-z]+)`;
const RATIO = String.raw`(\d+)\s*:\s*(\d+)`;

interface Ages {
  readonly names: readonly [string, string];
  readonly ages: readonly [number, number];
  readonly steps: SolutionStep[];
  readonly givens: number[];
  /** The statements of the question, each as worked ages and the figure it states. */
  readonly checks: { readonly line: string; readonly pair: readonly [number, number] }[];
}

const TIMES = (text: string) => text.replace(/\btwice\b/g, '2 times').replace(/\bthrice\b/g, '3 times').replace(/\bdouble\b/g, '2 times').replace(/\bhalf\b/g, '0.5 times');

/** The sentence of the text that holds the given position. */
function sentenceAt(text: string, index: number): string {
  const start = text.lastIndexOf('. ', index) + 1;
  const end = text.indexOf('. ', index);
  return text.slice(start, end < 0 ? text.length : end + 1);
}

/** Which direction a time phrase points: '5 years ago' is −5, 'after 5 years' / 'in 5 years' / '5 years hence' is +5. */
function offsetOf(clause: string): number | null {
  const ago = /(\d+)\s*years?\s*(?:ago|back|before|earlier)/.exec(clause);
  if (ago) return -Number(ago[1]);
  const hence = /(?:after|in|hence)\s*(\d+)\s*years?|(\d+)\s*years?\s*(?:hence|from now|later)/.exec(clause);
  return hence ? Number(hence[1] ?? hence[2]) : null;
}

/** Present ages of two people from two statements (ratios, a sum, a difference, 'n times as old'). */
export function solveAges(raw: string): QuantAnswer | null {
  if (!/\bages?\b|years? old|as old|older|younger|born/.test(raw)) return null;
  const text = TIMES(raw);
  const found = ratioThenRatio(text) ?? ratioAndSum(text) ?? timesThenTimes(text) ?? differenceThenTimes(text) ?? sumThenTimes(text);
  if (!found) return null;
  const asked = askedClause(text);
  const index = [0, 1].filter((position) => new RegExp(String.raw`(?<![a-z])${found.names[position]}(?![a-z])`).test(asked));
  if (index.length !== 1 && !/sum|total|combined/.test(asked)) return null;
  const future = /after\s+(\d+)\s+years|(\d+)\s+years\s+(?:hence|from now)/.exec(asked);
  const shift = future ? Number(future[1] ?? future[2]) : 0;
  const value = index.length === 1 ? found.ages[index[0]!]! + shift : found.ages[0] + found.ages[1] + 2 * shift;
  if (!(found.ages[0] > 0 && found.ages[1] > 0)) return null;
  const check = checkStep(found.checks.map((check) => check.line), found.checks.map((check) => check.pair));
  if (!check) return null;
  const label = index.length === 1 ? `${shown(found.names[index[0]!]!)}'s age${shift ? ` after ${shift} years` : ' now'}` : 'The sum of the ages';
  return {
    kind: 'ages',
    values: [round2(value)],
    unit: 'years',
    label,
    steps: [...found.steps, { title: 'Answer the question asked', bullets: [`${label} = ${num(value)} years.`] }, check],
    mistakes: index.length === 1 ? [{ value: round2(found.ages[1 - index[0]!]!), why: 'this is the other person\'s age' }] : [],
    givens: [...found.givens, ...(shift ? [shift] : [])],
  };
}

function namesOf(text: string): [string, string] | null {
  const match = new RegExp(String.raw`(?:ages?|age)\s+of\s+(?:the\s+)?${WHO}\s+and\s+(?:his\s+|her\s+|the\s+)?${WHO}`).exec(text) ?? new RegExp(String.raw`${WHO}\s+and\s+${WHO}(?:'s)?\s+(?:ages|present ages|are)`).exec(text);
  return match ? [match[1]!, match[2]!] : null;
}

/** The time phrase of the sentence part that ends with a ratio: 'six years ago, the ratio was 6 : 5' is −6; none is now. */
function offsetBefore(text: string, from: number, to: number): number {
  const start = Math.max(from, text.lastIndexOf('. ', to - 1) + 1);
  const region = text.slice(start, to).replace(/\d+\s*:\s*\d+/g, ' ');
  if (/present|\bnow\b|current|today/.test(region)) return 0;
  return offsetOf(region) ?? 0;
}

function ratioThenRatio(text: string): Ages | null {
  const ratios = [...text.matchAll(new RegExp(RATIO, 'g'))];
  const names = namesOf(text);
  if (ratios.length !== 2 || !names) return null;
  const [first, second] = ratios as [RegExpExecArray, RegExpExecArray];
  const firstEnd = first.index + first[0].length;
  const o1 = offsetBefore(text, 0, firstEnd);
  const o2 = offsetBefore(text, firstEnd, second.index + second[0].length);
  if (o1 === o2) return null;
  const [a, b, c, d] = [Number(first[1]), Number(first[2]), Number(second[1]), Number(second[2])];
  // At time o1 the ages are a k and b k; at o2 they are a k + n and b k + n, in the ratio c : d.
  const n = o2 - o1;
  if (a * d === b * c) return null;
  const k = (n * (c - d)) / (a * d - b * c);
  const ages: [number, number] = [a * k - o1, b * k - o1];
  const when = (offset: number) => (offset === 0 ? 'Now' : `${Math.abs(offset)} years ${offset > 0 ? 'from now' : 'ago'}`);
  return {
    names,
    ages,
    steps: [
      { title: `${when(o1)} the ages are`, bullets: [`${shown(names[0])} = ${a}k, ${shown(names[1])} = ${b}k.`] },
      { title: 'Use the second ratio', bullets: [`${when(o2)}, ${Math.abs(n)} years ${n > 0 ? 'later' : 'earlier'}: (${a}k ${n >= 0 ? '+' : '−'} ${Math.abs(n)}) : (${b}k ${n >= 0 ? '+' : '−'} ${Math.abs(n)}) = ${c} : ${d}, so ${d}(${a}k ${n >= 0 ? '+' : '−'} ${Math.abs(n)}) = ${c}(${b}k ${n >= 0 ? '+' : '−'} ${Math.abs(n)}) and k = ${num(k)}.`, `Ages now: ${num(ages[0])} and ${num(ages[1])}.`] },
    ],
    givens: [a, b, c, d, Math.abs(o1), Math.abs(o2)],
    checks: [
      { line: `${when(o1)}: ${num(ages[0] + o1)} : ${num(ages[1] + o1)} = ${num((ages[0] + o1) / (ages[1] + o1))} = ${a}/${b}.`, pair: [(ages[0] + o1) / (ages[1] + o1), a / b] },
      { line: `${when(o2)}: ${num(ages[0] + o2)} : ${num(ages[1] + o2)} = ${num((ages[0] + o2) / (ages[1] + o2))} = ${c}/${d}.`, pair: [(ages[0] + o2) / (ages[1] + o2), c / d] },
    ],
  };
}

function ratioAndSum(text: string): Ages | null {
  const ratios = [...text.matchAll(new RegExp(RATIO, 'g'))];
  const names = namesOf(text);
  const sum = /(?:sum|total)\s+of\s+(?:the\s+|their\s+)?(?:present\s+)?ages?(?:\s+of\s+[a-z]+\s+and\s+[a-z]+)?\s+(?:is|was|=)\s+(\d+)/.exec(text);
  if (ratios.length !== 1 || !names || !sum) return null;
  const ratio = ratios[0]!;
  const [c, d] = [Number(ratio[1]), Number(ratio[2])];
  const total = Number(sum[1]);
  const sumSentence = sentenceAt(text, sum.index);
  const ratioSentence = sentenceAt(text, ratio.index);
  // Both in one sentence with a time phrase: which statement it dates is unclear.
  if (sumSentence === ratioSentence && offsetOf(sumSentence) !== null) return null;
  const sumOffset = offsetOf(sumSentence) ?? 0;
  const ratioOffset = offsetOf(ratioSentence) ?? 0;
  // At the sum's moment the ages add to total; at the ratio's moment they are c : d.
  const presentTotal = total - 2 * sumOffset;
  const x = (c * (presentTotal + 2 * ratioOffset)) / (c + d) - ratioOffset;
  const ages: [number, number] = [x, presentTotal - x];
  return {
    names,
    ages,
    steps: [
      { title: 'Read the data', bullets: [`Sum of the ages${sumOffset ? ` ${Math.abs(sumOffset)} years ${sumOffset > 0 ? 'hence' : 'ago'}` : ''} = ${total}, so now ${num(presentTotal)}; ratio ${c} : ${d}${ratioOffset ? ` ${Math.abs(ratioOffset)} years ${ratioOffset > 0 ? 'hence' : 'ago'}` : ' now'}.`] },
      { title: 'Split the sum', bullets: [`At the ratio's time the sum is ${num(presentTotal + 2 * ratioOffset)}: ${shown(names[0])} = ${c}/${c + d} × ${num(presentTotal + 2 * ratioOffset)} = ${num(x + ratioOffset)}, so now ${num(x)}; ${shown(names[1])} now ${num(ages[1])}.`] },
    ],
    givens: [c, d, total, Math.abs(sumOffset), Math.abs(ratioOffset)],
    checks: [
      { line: `Sum: ${num(ages[0] + sumOffset)} + ${num(ages[1] + sumOffset)} = ${num(ages[0] + ages[1] + 2 * sumOffset)}.`, pair: [ages[0] + ages[1] + 2 * sumOffset, total] },
      { line: `Ratio: ${num(ages[0] + ratioOffset)} : ${num(ages[1] + ratioOffset)} = ${c} : ${d}.`, pair: [(ages[0] + ratioOffset) / (ages[1] + ratioOffset), c / d] },
    ],
  };
}

const TIMES_AS = String.raw`${WHO}\s+(?:is|was|will be)\s+(\d+(?:\.\d+)?)\s+times\s+(?:as old as\s+|the age of\s+)?(?:his\s+|her\s+)?${WHO}`;

function timesThenTimes(text: string): Ages | null {
  const statements = [...text.matchAll(new RegExp(TIMES_AS, 'g'))];
  if (statements.length !== 2) return null;
  const [first, second] = statements as [RegExpExecArray, RegExpExecArray];
  if (first[1] !== second[1] && !/\b(?:he|she)\b/.test(second[1]!)) return null;
  const names: [string, string] = [first[1]!, first[3]!.replace(/'s$/, '')];
  const m = Number(first[2]);
  const p = Number(second[2]);
  const n = offsetOf(text.slice(first.index + first[0].length));
  if (n === null || m === p) return null;
  // F = m S; F + n = p (S + n).
  const s = (n * (p - 1)) / (m - p);
  const ages: [number, number] = [m * s, s];
  return {
    names,
    ages,
    steps: [{ title: 'Set up', bullets: [`Let ${shown(names[1])} = x, so ${shown(names[0])} = ${num(m)}x.`, `${num(m)}x ${n >= 0 ? '+' : '−'} ${Math.abs(n)} = ${num(p)}(x ${n >= 0 ? '+' : '−'} ${Math.abs(n)}), so x = ${num(s)}.`] }],
    givens: [m, p, Math.abs(n)],
    checks: [
      { line: `Now ${num(ages[0])} = ${num(m)} × ${num(ages[1])}.`, pair: [ages[0], m * ages[1]] },
      { line: `${Math.abs(n)} years ${n >= 0 ? 'later' : 'earlier'}: ${num(ages[0] + n)} = ${num(p)} × ${num(ages[1] + n)}.`, pair: [ages[0] + n, p * (ages[1] + n)] },
    ],
  };
}

function differenceThenTimes(text: string): Ages | null {
  const older = new RegExp(String.raw`${WHO}\s+is\s+(\d+)\s+years?\s+(older|younger)\s+than\s+(?:his\s+|her\s+)?${WHO}`).exec(text);
  const times = new RegExp(TIMES_AS).exec(text);
  if (!older || !times) return null;
  const gap = Number(older[2]) * (older[3] === 'older' ? 1 : -1);
  const names: [string, string] = [older[1]!, older[4]!];
  const n = offsetOf(text.slice(Math.max(0, times.index - 30)));
  if (n === null) return null;
  const m = Number(times[2]);
  const firstIsMultiple = times[1] === names[0] || /\b(?:he|she)\b/.test(times[1]!);
  if (m === 1) return null;
  // A = B + gap; one of them (at +n) is m times the other.
  const b = firstIsMultiple ? (gap + n - m * n) / (m - 1) : (m * gap + m * n - n) / (1 - m);
  const ages: [number, number] = [b + gap, b];
  const [big, small] = firstIsMultiple ? [ages[0] + n, ages[1] + n] : [ages[1] + n, ages[0] + n];
  return {
    names,
    ages,
    steps: [{ title: 'Set up', bullets: [`Let ${shown(names[1])} = x, so ${shown(names[0])} = x ${gap >= 0 ? '+' : '−'} ${Math.abs(gap)}.`, `${Math.abs(n)} years ${n >= 0 ? 'later' : 'earlier'} one is ${num(m)} times the other: x = ${num(b)}.`] }],
    givens: [Math.abs(gap), m, Math.abs(n)],
    checks: [
      { line: `Difference: ${num(ages[0])} − ${num(ages[1])} = ${num(gap)}.`, pair: [ages[0] - ages[1], gap] },
      { line: `${Math.abs(n)} years ${n >= 0 ? 'later' : 'earlier'}: ${num(big)} = ${num(m)} × ${num(small)}.`, pair: [big, m * small] },
    ],
  };
}

function sumThenTimes(text: string): Ages | null {
  const sum = /(?:sum|total)\s+of\s+(?:the\s+|their\s+)?(?:present\s+)?ages?\s+of\s+(?:a\s+|the\s+)?([a-z]+)\s+and\s+(?:his\s+|her\s+|a\s+|the\s+)?([a-z]+)\s+(?:is|was|=)\s+(\d+)/.exec(text);
  const times = new RegExp(TIMES_AS).exec(text);
  if (!sum || !times || /\d+\s*:\s*\d+/.test(text)) return null;
  if (sentenceAt(text, sum.index) === sentenceAt(text, times.index) || offsetOf(sentenceAt(text, sum.index)) !== null) return null;
  const names: [string, string] = [sum[1]!, sum[2]!];
  const total = Number(sum[3]);
  const n = offsetOf(sentenceAt(text, times.index)) ?? 0;
  const m = Number(times[2]);
  const firstIsMultiple = times[1] === names[0] || (/\b(?:he|she)\b/.test(times[1]!) && times[3] === names[1]);
  if (!firstIsMultiple && times[1] !== names[1]) return null;
  // big + small = total; big + n = m (small + n).
  const small = (total + n - m * n) / (m + 1);
  const big = total - small;
  const ages: [number, number] = firstIsMultiple ? [big, small] : [small, big];
  return {
    names,
    ages,
    steps: [{ title: 'Set up', bullets: [`Let ${shown(firstIsMultiple ? names[1] : names[0])} = x now, so the other is ${total} − x.`, `${n === 0 ? 'Now' : `${Math.abs(n)} years ${n > 0 ? 'later' : 'ago'}`}: (${total} − x ${n >= 0 ? '+' : '−'} ${Math.abs(n)}) = ${num(m)}(x ${n >= 0 ? '+' : '−'} ${Math.abs(n)}), so x = ${num(small)}.`] }],
    givens: [total, m, Math.abs(n)],
    checks: [
      { line: `Sum: ${num(big)} + ${num(small)} = ${num(big + small)}.`, pair: [big + small, total] },
      { line: `${n === 0 ? 'Now' : `${Math.abs(n)} years ${n > 0 ? 'later' : 'ago'}`}: ${num(big + n)} = ${num(m)} × ${num(small + n)}.`, pair: [big + n, m * (small + n)] },
    ],
  };
}
