import type { QuantAnswer } from './quant-answer';
import { NUM, askedClause, checkStep, num, round2 } from './quant-text';

/** Averages: of a list, or with a member removed, added or replaced. */
export function solveAverage(text: string): QuantAnswer | null {
  if (!/average|mean/.test(text)) return null;
  return replaced(text) ?? firstAndLast(text) ?? removedOrAdded(text) ?? ofList(text);
}

const GROUP = String.raw`(\d+)\s+(?:numbers|students|boys|girls|players|persons|people|men|women|members|workers|employees|children|observations|values|items|friends|batsmen|teachers|candidates|innings|matches|days|months|subjects|papers|tests)`;

function groupAverage(text: string): { count: number; average: number } | null {
  const match =
    new RegExp(String.raw`average(?:\s+[a-z]+){0,3}?\s+of\s+(?:a\s+group\s+of\s+|a\s+class\s+of\s+|the\s+)?${GROUP}[^\d]{0,30}?(?:is|was|=|:|be)\s+${NUM}`).exec(text) ??
    new RegExp(String.raw`${GROUP}[^\d]{0,40}?average(?:\s+[a-z]+){0,2}?\s+(?:is|was|of|=|:)\s+${NUM}`).exec(text);
  return match ? { count: Number(match[1]), average: Number(match[2]) } : null;
}

function replaced(text: string): QuantAnswer | null {
  if (!/replac|in place of|instead of|substitut/.test(text)) return null;
  const group = groupAverage(text) ?? (() => {
    const match = new RegExp(String.raw`average(?:\s+[a-z]+){0,3}?\s+of\s+${GROUP}`).exec(text);
    return match ? { count: Number(match[1]), average: NaN } : null;
  })();
  const shift = new RegExp(String.raw`(increases?|increased|goes up|rises|decreases?|decreased|goes down|falls|drops)\s+by\s+${NUM}`).exec(text);
  const old = new RegExp(String.raw`(?:weighing|weight|aged|age|of age|whose (?:weight|age|score|salary) (?:is|was)|scoring|who (?:weighs|is|was|scored))\s+${NUM}`).exec(text) ?? new RegExp(String.raw`replac\w*\s+(?:a|one|an)?\s*(?:[a-z]+\s+){0,3}?(?:of|with)\s+${NUM}`).exec(text);
  if (!group || !shift || !old || !/new|incoming/.test(text)) return null;
  const n = group.count;
  const d = Number(shift[2]) * (/increas|up|rises/.test(shift[1]!) ? 1 : -1);
  const w = Number(old[1]);
  const value = w + n * d;
  if (value <= 0) return null;
  const steps = [
    { title: 'Read the data', bullets: [`${n} members; one of ${num(w)} is replaced; the average ${d >= 0 ? 'rises' : 'falls'} by ${num(Math.abs(d))}.`] },
    { title: 'The new member', bullets: [`The total changes by ${n} × ${num(d)} = ${num(n * d)}, so the new member is ${num(w)} ${d >= 0 ? '+' : '−'} ${num(Math.abs(n * d))} = ${num(value)}.`] },
  ];
  const base = Number.isFinite(group.average) ? group.average : 50;
  const check = checkStep([`Say the average was ${num(base)} (total ${num(n * base)}): the new total ${num(n * base)} − ${num(w)} + ${num(value)} = ${num(n * base - w + value)}, average ${num((n * base - w + value) / n)}.`], [[(n * base - w + value) / n, base + d]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The new member', steps: [...steps, check], mistakes: [{ value: round2(w + d), why: 'this adds the change in the average once, not once for every member' }], givens: [n, Math.abs(d), w, ...(Number.isFinite(group.average) ? [group.average] : [])] };
}

function removedOrAdded(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  const removed = /remov|exclud|leaves|left|dropped|taken out|taken away|deleted|discard|withdraw|retire/.test(text);
  const added = /join|\badd|includ|\bnew\b|\bcomes?\b|\bcame\b|admitted|another|put in/.test(text);
  if (removed === added) return null;
  const after = new RegExp(String.raw`(?:average|it)(?:\s+of\s+(?:the\s+)?(?:rest|remaining(?:\s+[a-z]+)?|others|other\s+[a-z]+|new\s+[a-z]+))?\s+(?:now\s+)?(?:becomes|became|is now|changes to|comes down to|goes up to|goes down to|falls to|rises to|increases to|decreases to|drops to|reduces to|turns out to be|will be)\s+${NUM}`).exec(text);
  const shift = new RegExp(String.raw`average\s+(?:[a-z]+\s+){0,2}?(increases|increased|goes up|rises|decreases|decreased|goes down|falls|drops|is reduced|reduces)\s+by\s+${NUM}`).exec(text);
  if (!after && !shift) return null;
  const { count: n, average: a } = group;
  const b = after ? Number(after[1]) : a + Number(shift![2]) * (/increase|up|rises/.test(shift![1]!) ? 1 : -1);
  const m = removed ? n - 1 : n + 1;
  if (m <= 0) return null;
  const value = removed ? n * a - m * b : m * b - n * a;
  const steps = [
    { title: 'Totals', bullets: [`Before: ${n} × ${num(a)} = ${num(n * a)}.`, `After: ${m} × ${num(b)} = ${num(m * b)}.`] },
    { title: removed ? 'The one removed' : 'The one added', bullets: [removed ? `${num(n * a)} − ${num(m * b)} = ${num(value)}.` : `${num(m * b)} − ${num(n * a)} = ${num(value)}.`] },
  ];
  const total = removed ? n * a - value : n * a + value;
  const check = checkStep([`${num(n * a)} ${removed ? '−' : '+'} ${num(value)} = ${num(total)}, and ${num(total)} ÷ ${m} = ${num(total / m)}.`], [[total / m, b]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: removed ? 'The value removed' : 'The value added', steps: [...steps, check], mistakes: [{ value: round2(Math.abs(a - b)), why: 'this is only the change in the average' }], givens: [n, a, b, ...(shift ? [Number(shift[2])] : [])] };
}

function ofList(text: string): QuantAnswer | null {
  const asked = askedClause(text);
  const list = /(?:average|mean)\s+of\s+(?:the\s+)?(?:numbers\s+|scores\s+|marks\s+|values\s+|observations\s+)?((?:\d+(?:\.\d+)?\s*,\s*)+\d+(?:\.\d+)?\s*(?:,?\s*and\s+\d+(?:\.\d+)?)?)/.exec(asked);
  if (!list) return null;
  const values = [...list[1]!.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  if (values.length < 2) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  const mean = sum / values.length;
  const steps = [{ title: 'Add and divide', bullets: [`Sum = ${values.map(num).join(' + ')} = ${num(sum)}; count = ${values.length}; average = ${num(sum)} ÷ ${values.length} = ${num(mean)}.`] }];
  const deviation = values.reduce((acc, value) => acc + (value - mean), 0);
  const check = checkStep([`The differences from ${num(mean)} (${values.map((value) => num(value - mean)).join(', ')}) add up to ${num(deviation)}.`], [[deviation, 0]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(mean)], unit: 'number', label: 'The average', steps: [...steps, check], mistakes: [], givens: values };
}

/** 'The average of 11 results is 50; of the first six 49 and of the last six 52: find the sixth', the one counted twice. */
function firstAndLast(text: string): QuantAnswer | null {
  const words: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
  const count = String.raw`(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
  const whole = new RegExp(String.raw`average\s+of\s+(\d+)\s+([a-z]+)\s+(?:is|was|=)\s+${NUM}`).exec(text);
  const first = new RegExp(String.raw`(?:first|initial)\s+${count}\s*(?:[a-z]+\s+)?(?:is|was|=|be)?\s*${NUM}`).exec(text) ?? new RegExp(String.raw`average\s+of\s+(?:the\s+)?first\s+${count}\s+[a-z]+\s+(?:is|was|=)\s+${NUM}`).exec(text);
  const last = new RegExp(String.raw`last\s+${count}\s*(?:[a-z]+\s+)?(?:is|was|=|be)?\s*${NUM}`).exec(text);
  if (!whole || !first || !last) return null;
  const n = Number(whole[1]);
  const a = Number(whole[3]);
  const toCount = (word: string) => words[word] ?? Number(word);
  const k = toCount(first[1]!);
  const m = toCount(last[1]!);
  const [b, c] = [Number(first[2]), Number(last[2])];
  // The two groups overlap in exactly one member only when k + m = n + 1.
  if (k + m !== n + 1 || !/find|what|which/.test(askedClause(text))) return null;
  const value = k * b + m * c - n * a;
  const steps = [{ title: 'Count the shared member twice', bullets: [`First ${k}: ${k} × ${num(b)} = ${num(k * b)}; last ${m}: ${m} × ${num(c)} = ${num(m * c)}; all ${n}: ${n} × ${num(a)} = ${num(n * a)}.`, `The ${k}th is in both groups: ${num(k * b)} + ${num(m * c)} − ${num(n * a)} = ${num(value)}.`] }];
  const rest = n * a - value;
  const check = checkStep([`Without it the other ${n - 1} add up to ${num(rest)}; the first ${k - 1} (${num(k * b - value)}) and the last ${m - 1} (${num(m * c - value)}) make ${num(k * b - value + m * c - value)}.`], [[k * b - value + m * c - value, rest]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: `The ${k}th ${whole[2]!.replace(/s$/, '')}`, steps: [...steps, check], mistakes: [], givens: [n, a, b, c, k, m] };
}
