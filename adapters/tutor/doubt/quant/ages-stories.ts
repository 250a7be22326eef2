import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { askedPart } from './ratio-text';
import { checkStep, lowestTerms, num, round2, shown, usesAll } from './quant-text';

/**
 * Ages told by a relation the equation reader does not take: one person as much younger than
 * one as older than another, the parents' ages at two births, and ages tied to calendar years.
 * Text as solveAges cleans it (lower case, 'yrs' as years).
 */
export function solveAgeStory(text: string): QuantAnswer | null {
  return midway(text) ?? parentsAtBirths(text) ?? calendarYears(text) ?? percentOfOwnAge(text) ?? groupSumLater(text);
}


/**
 * 'Q is as much younger than R as he is older than T; R and T together are 62 years old: the total
 * of the three?': Q is halfway between R and T, so Q = (R + T) ÷ 2 = 31 and the three make 93.
 */
function midway(text: string): QuantAnswer | null {
  const relation = /\b([a-z]+)\s+is\s+as\s+much\s+(younger|older)\s+than\s+([a-z]+)\s+as\s+(?:he|she)\s+is\s+(older|younger)\s+than\s+([a-z]+)\b/.exec(text);
  if (!relation || relation[2] === relation[4]) return null;
  const [middle, first, second] = [relation[1]!, relation[3]!, relation[5]!];
  if (new Set([middle, first, second]).size !== 3) return null;
  const pair = new RegExp(String.raw`\b(?:the\s+sum\s+of\s+(?:the\s+)?(?:present\s+)?ages\s+of\s+)?(${first}|${second})\s+and\s+(${first}|${second})(?:'s\s+ages)?\s+(?:together\s+are|are\s+together|is|are|together\s+is)\s+(\d+(?:\.\d+)?)\s+years(?:\s+old)?`).exec(text);
  // 'the ages of R and T add up to 76 years', 'R and T together are 76 years old'.
  const added = pair ?? new RegExp(String.raw`\b(?:the\s+)?(?:present\s+)?ages\s+of\s+(${first}|${second})\s+and\s+(${first}|${second})\s+(?:add\s+up\s+to|sum\s+up\s+to|total|make)\s+(\d+(?:\.\d+)?)\s+years\b`).exec(text);
  if (!added || added[1] === added[2]) return null;
  const sum = Number(added[3]);
  if (!usesAll(text, [sum])) return null;
  const asked = askedPart(text);
  const all = /\b(?:total|sum)\s+of\s+(?:the\s+)?(?:present\s+)?ages\s+of\s+(?:all\s+(?:the\s+)?three|[a-z]+\s*,\s*[a-z]+\s*,?\s+and\s+[a-z]+)\b|\ball\s+three\b/.test(asked);
  // Only the middle one's age: 'the difference between R and Q's age' cannot be known.
  const others = new RegExp(String.raw`(?<![a-z])(?:${first}|${second})(?:'s)?(?![a-z])|\b(?:difference|differ|more|less|older|younger|ratio|sum|total)\b`).test(asked);
  const own = new RegExp(String.raw`(?<![a-z])${middle}(?:'s)?(?![a-z])`).test(asked) && !all && !others;
  if (all === own) return null;
  const value = all ? 1.5 * sum : sum / 2;
  const steps: SolutionStep[] = [
    { title: 'Halfway', bullets: [`${shown(first)} − ${shown(middle)} = ${shown(middle)} − ${shown(second)}, so 2 × ${shown(middle)} = ${shown(first)} + ${shown(second)} = ${num(sum)}, and ${shown(middle)} = ${num(sum / 2)}.`] },
    ...(all ? [{ title: 'All three', bullets: [`${num(sum)} + ${num(sum / 2)} = ${num(value)} years.`] }] : []),
  ];
  const check = checkStep([`Take ${shown(first)} and ${shown(second)} as any two ages adding to ${num(sum)}: ${shown(middle)} at ${num(sum / 2)} is as far below the one as above the other.`], [[2 * (sum / 2), sum]]);
  if (!check) return null;
  return { kind: 'ages', values: [round2(value)], unit: 'years', label: all ? 'The total of the three ages' : `${shown(middle)}'s age`, steps: [...steps, check], mistakes: [{ value: round2(all ? sum : 1.5 * sum), why: all ? 'this leaves out the third person' : 'this adds all three' }], givens: [sum] };
}

/**
 * "Ravi's father was 30 when Ravi was born; his mother was 27 when his sister, 5 years younger than
 * Ravi, was born: the difference between the parents' ages?": with Ravi x, the father is x + 30
 * and the mother x − 5 + 27, so the father is 30 − 27 + 5 = 8 years older.
 */
function parentsAtBirths(text: string): QuantAnswer | null {
  // "Ravi's father was 28 when he was born": 'he' is Ravi.
  const fatherRead = /\b(?:([a-z]+)'s|my|his|her|the)\s+father\s+was\s+(\d+)(?:\s+years?(?:\s+old)?)?\s+(?:when|at\s+the\s+time)\s+(?:([a-z]+)|i)\s+(?:was|were)\s+born\b/.exec(text);
  const owner = fatherRead?.[1];
  const pronoun = fatherRead?.[3] !== undefined && /^(?:he|she)$/.test(fatherRead[3]);
  if (pronoun && (!owner || /^(?:he|she|his|her|him)$/.test(owner))) return null;
  const father = fatherRead ? ([fatherRead[0], fatherRead[2]!, pronoun ? owner : fatherRead[3]] as const) : null;
  const mother = /\b(?:[a-z]+'s|my|his|her|the)\s+mother\s+was\s+(\d+)(?:\s+years?(?:\s+old)?)?\s+when\s+(?:his|her|my|their)\s+(sister|brother)\s*,?\s+(?:who\s+is\s+)?(\d+)\s+years?\s+(younger|older)\s+(?:than|to)\s+([a-z]+)\s*,?\s+was\s+born\b/.exec(text);
  if (!father || !mother) return null;
  const child = father[2] ?? 'i';
  if (!(mother[5] === child || (child === 'i' && /^(?:me|i)$/.test(mother[5]!)) || (pronoun && /^(?:him|her)$/.test(mother[5]!)))) return null;
  const asked = askedPart(text);
  if (!/\bdifference\s+between\s+(?:the\s+)?ages\s+of\b[^.?]*\bparents\b|\bhow\s+(?:many\s+years|much)\s+(?:is\s+)?(?:[a-z]+'s\s+|my\s+|his\s+|her\s+|the\s+)?father\s+older\s+than\b|\bby\s+how\s+many\s+years\s+is\s+(?:[a-z]+'s\s+|my\s+|his\s+|her\s+|the\s+)?father\s+older\b/.test(asked)) return null;
  const [f, m, d] = [Number(father[1]), Number(mother[1]), Number(mother[3])];
  if (!usesAll(text, [f, m, d])) return null;
  const younger = mother[4] === 'younger';
  const gap = f - m + (younger ? d : -d);
  const asksOlder = /\bfather\s+older\b/.test(asked);
  if (asksOlder && !(gap > 0)) return null;
  const value = Math.abs(gap);
  const name = child === 'i' ? 'me' : shown(child);
  const steps: SolutionStep[] = [
    { title: `Take ${name === 'me' ? 'my age' : `${name}'s age`} as x`, bullets: [`Father: x + ${f}. The ${mother[2]} is x ${younger ? '−' : '+'} ${d}, so the mother is x ${younger ? '−' : '+'} ${d} + ${m} = x ${m + (younger ? -d : d) >= 0 ? '+' : '−'} ${Math.abs(m + (younger ? -d : d))}.`] },
    { title: 'The difference', bullets: [`(x + ${f}) − (x ${m + (younger ? -d : d) >= 0 ? '+' : '−'} ${Math.abs(m + (younger ? -d : d))}) = ${num(gap)}: x cancels.`] },
  ];
  const x = 20;
  const check = checkStep([`Say the child is ${x}: the father is ${x + f}, the ${mother[2]} ${younger ? x - d : x + d} and the mother ${(younger ? x - d : x + d) + m}; the difference is ${num(x + f - ((younger ? x - d : x + d) + m))}.`], [[x + f - ((younger ? x - d : x + d) + m), gap]]);
  if (!check) return null;
  return { kind: 'ages', values: [round2(value)], unit: 'years', label: "The difference between the parents' ages", steps: [...steps, check], mistakes: [{ value: round2(Math.abs(f - m)), why: `this forgets that the ${mother[2]} was born ${d} years ${younger ? 'after' : 'before'}` }], givens: [f, m, d] };
}

/**
 * 'Rahul was 12 in 2014; his sister Neha was born in 2013: the ratio of their ages in 2015?': each
 * age in a year is the year less the year of birth.
 */
function calendarYears(text: string): QuantAnswer | null {
  const YEAR = String.raw`((?:19|20)\d\d)`;
  const aged = new RegExp(String.raw`\b([a-z]+)\s+(?:was|turned|became|is)\s+(\d{1,2})(?:\s+years?(?:\s+old)?)?\s+in\s+${YEAR}\b`).exec(text);
  const born = new RegExp(String.raw`\b(?:(?:his|her)\s+(?:sister|brother|son|daughter|cousin)\s+)?([a-z]+)\s+was\s+born\s+in\s+${YEAR}\b`).exec(text);
  if (!aged || !born || aged[1] === born[1]) return null;
  const asked = askedPart(text);
  // The year asked: the one year written besides the year of the age and the year of birth.
  const others = [...text.matchAll(new RegExp(String.raw`\b${YEAR}\b`, 'g'))].filter((match) => !(match.index >= aged.index && match.index < aged.index + aged[0].length) && !(match.index >= born.index && match.index < born.index + born[0].length));
  if (others.length !== 1) return null;
  const at = others[0]!;
  const [first, second] = [aged[1]!, born[1]!];
  const birthFirst = Number(aged[3]) - Number(aged[2]);
  const birthSecond = Number(born[2]);
  const year = Number(at[1]);
  const ages = [year - birthFirst, year - birthSecond];
  if (ages.some((age) => !(age > 0))) return null;
  if (!usesAll(text, [Number(aged[2]), Number(aged[3]), birthSecond, year])) return null;
  if (!/\bratio\b/.test(asked)) return null;
  const order = new RegExp(String.raw`\b(${first}|${second})(?:'s)?\s+(?:age\s+)?to\s+(?:that\s+of\s+)?(?:his\s+|her\s+)?(?:sister\s+|brother\s+)?(${first}|${second})(?:'s)?\b`).exec(asked);
  if (!order || order[1] === order[2]) return null;
  const swap = order[1] === second;
  const terms = lowestTerms(swap ? [ages[1]!, ages[0]!] : ages);
  if (!terms) return null;
  const who = (name: string) => shown(name);
  const steps: SolutionStep[] = [
    { title: 'Years of birth', bullets: [`${who(first)}: ${aged[3]} − ${aged[2]} = ${birthFirst}. ${who(second)}: ${birthSecond}.`] },
    { title: `In ${year}`, bullets: [`${who(first)} is ${year} − ${birthFirst} = ${ages[0]}; ${who(second)} is ${year} − ${birthSecond} = ${ages[1]}.`, `${who(order[1]!)} : ${who(order[2]!)} = ${swap ? ages[1] : ages[0]} : ${swap ? ages[0] : ages[1]} = ${terms.join(' : ')}.`] },
  ];
  const check = checkStep([`${who(first)} was ${Number(aged[3]) - birthFirst} in ${aged[3]}, as stated, and ${who(second)} ${year - birthSecond} in ${year}.`], [[Number(aged[3]) - birthFirst, Number(aged[2])]]);
  if (!check) return null;
  return { kind: 'ages', values: terms, unit: 'ratio', label: `The ratio of ${who(order[1]!)}'s age to ${who(order[2]!)}'s in ${year}`, steps: [...steps, check], mistakes: [], givens: [Number(aged[2]), Number(aged[3]), birthSecond, year] };
}

/**
 * "A man's age is 125% of what it was 10 years ago (but 62.5% of what it will be after 18 years)":
 * x = 1.25 (x − 10), so x = 1.25 × 10 ÷ 0.25 = 50; a second clause, when written, must agree.
 */
function percentOfOwnAge(text: string): QuantAnswer | null {
  const past = /\b(?:age(?:\s+of\s+(?:a|the)\s+[a-z]+)?|he|she)\s+(?:is|was)\s+(\d+(?:\.\d+)?)\s*%\s+of\s+(?:what\s+it\s+was|(?:his|her)\s+age)\s+(\d+)\s+years?\s+(?:ago|back|before|earlier)\b/.exec(text);
  if (!past) return null;
  const future = /\b(?:but|and)\s+(\d+(?:\.\d+)?)\s*%\s+of\s+(?:what\s+it\s+will\s+be|(?:his|her)\s+age)\s+(?:after\s+(\d+)\s+years?|(\d+)\s+years?\s+(?:hence|from\s+now|later))/.exec(text);
  const asked = askedPart(text);
  if (!/\b(?:present|current)\s+age\b|\bage\s+(?:now|at\s+present)\b|\bhow\s+old\s+is\b/.test(asked)) return null;
  const [p, t] = [Number(past[1]), Number(past[2])];
  if (!(p > 100)) return null;
  const x = ((p / 100) * t) / (p / 100 - 1);
  const used = [p, t];
  if (future) {
    const [q, u] = [Number(future[1]), Number(future[2] ?? future[3])];
    if (!(Math.abs((q / 100) * (x + u) - x) < 1e-6)) return null;
    used.push(q, u);
  }
  if (!usesAll(text, used) || !(x > t)) return null;
  const steps: SolutionStep[] = [
    { title: 'Set up', bullets: [`Let the present age be x: x = ${num(p)}% of (x − ${t}) = ${num(p / 100)}(x − ${t}).`, `x × (${num(p / 100)} − 1) = ${num(p / 100)} × ${t}, so x = ${num(x)} years.`] },
  ];
  const check = checkStep([`${t} years ago: ${num(x - t)}; ${num(p)}% of that is ${num((p / 100) * (x - t))}, the present age.${future ? ` After ${future[2] ?? future[3]} years: ${num(x + Number(future[2] ?? future[3]))}; ${future[1]}% of that is ${num((Number(future[1]) / 100) * (x + Number(future[2] ?? future[3])))}.` : ''}`], [[(p / 100) * (x - t), x]]);
  if (!check) return null;
  return { kind: 'ages', values: [round2(x)], unit: 'years', label: 'The present age', steps: [...steps, check], mistakes: [{ value: round2(x - t), why: `this is the age ${t} years ago` }], givens: used };
}

/**
 * 'The sum of the ages of a family of 5 is 120 years: the sum of their ages after 4 years?': each
 * of the 5 is 4 years older, so 120 + 5 × 4 = 140 (and 5 × 4 less for years ago).
 */
function groupSumLater(text: string): QuantAnswer | null {
  const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
  const given = new RegExp(String.raw`^\s*(?:the\s+)?(?:sum|total)\s+of\s+(?:the\s+)?(?:present\s+)?ages\s+of\s+(?:a|the|all(?:\s+the)?)\s+(?:family|group|team|class|set)\s+of\s+(\d+|${Object.keys(COUNTS).join('|')})(?:\s+(?:members|persons|people|children|players|students))?\s+(?:is|was|=)\s+(\d+(?:\.\d+)?)\s+years?\s*[.,;]`).exec(text);
  if (!given) return null;
  const n = COUNTS[given[1]!] ?? Number(given[1]);
  const sum = Number(given[2]);
  const asked = text.slice(given[0].length);
  const later = /^\s*(?:what|find|how\s+much)\b[^.?]*?\b(?:sum|total)\s+of\s+(?:their|the)\s+ages(?:\s+of\s+(?:all\s+)?(?:the\s+)?(?:family|members|them|group|team|class|set)(?:\s+members)?)?\s+(?:(?:after|in)\s+(\d+(?:\.\d+)?)\s+years?|(\d+(?:\.\d+)?)\s+years?\s+(hence|from\s+now|later|ago|back|before))\s*\??\s*$/.exec(asked);
  if (!later || !(n > 1)) return null;
  const t = Number(later[1] ?? later[2]);
  const past = later[3] !== undefined && /ago|back|before/.test(later[3]);
  const value = past ? sum - n * t : sum + n * t;
  if (!(value > 0)) return null;
  const written = [...(/^\d/.test(given[1]!) ? [n] : []), sum, t];
  if (!usesAll(text, written)) return null;
  const check = checkStep([`Each of the ${n} is ${num(t)} years ${past ? 'younger' : 'older'}: ${num(sum)} ${past ? '−' : '+'} ${n} × ${num(t)} = ${num(value)}.`], [[value, sum + (past ? -1 : 1) * n * t]]);
  if (!check) return null;
  return { kind: 'ages', values: [round2(value)], unit: 'years', label: `The sum of their ages ${past ? `${num(t)} years ago` : `after ${num(t)} years`}`, steps: [{ title: 'Each one ages', bullets: [`${n} people each ${past ? 'lose' : 'gain'} ${num(t)} years: ${n} × ${num(t)} = ${num(n * t)}.`, `${num(sum)} ${past ? '−' : '+'} ${num(n * t)} = ${num(value)} years.`] }, check], mistakes: [{ value: round2(past ? sum - t : sum + t), why: `this ${past ? 'takes' : 'adds'} ${num(t)} years for one person only` }], givens: written };
}
