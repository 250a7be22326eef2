import type { QuantAnswer } from './quant-answer';
import { askedTail, checkStep, num, round2, usesAll } from './quant-text';
import { fraction } from './rate-text';

/**
 * Time and work ideas the statement reader of work-solver.ts does not take: crews of two kinds of
 * worker ('2 men and 2 women in 9 days, 4 men and 1 woman in 6 days') solved for one worker's
 * rate; 'A works 60% faster than B'; and the chain rule with the work written as an amount ('11
 * men working 8 hours a day lay 20 m of road in 21 days'). Each returns null unless every number
 * of the question is read and the ask is one of them.
 */
export function solveWorkIdeas(text: string): QuantAnswer | null {
  return twoKinds(text) ?? percentFaster(text) ?? chainWithAmount(text);
}

/** Two kinds of worker as the papers pair them. */
const KINDS: readonly (readonly [RegExp, string])[] = [
  [/^(?:men|man)$/, 'man'],
  [/^(?:women|woman)$/, 'woman'],
  [/^(?:boys?)$/, 'boy'],
  [/^(?:girls?)$/, 'girl'],
  [/^(?:children|child)$/, 'child'],
];
const CREW_WORD = String.raw`(men|man|women|woman|boys?|girls?|children|child)`;
const COUNT = String.raw`(\d+|one|an?|two|three|four|five|six)`;
const WORD_COUNTS: Readonly<Record<string, number>> = { one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const countValue = (word: string) => (/^\d/.test(word) ? Number(word) : WORD_COUNTS[word]!);
const kindOf = (word: string) => KINDS.find(([pattern]) => pattern.test(word))?.[1] ?? null;

interface Crew {
  readonly counts: Readonly<Record<string, number>>;
  readonly written: number[];
  readonly end: number;
}

/** A crew written at a place: '2 men and 2 women', '3 women', '6 men together with 3 women'. */
function crewsIn(text: string): (Crew & { index: number })[] {
  const pattern = new RegExp(String.raw`\b${COUNT}\s+${CREW_WORD}\b(?:\s*(?:,|and|&|together\s+with|along\s+with|with|plus)\s+${COUNT}\s+${CREW_WORD}\b)?`, 'g');
  return [...text.matchAll(pattern)].flatMap((match) => {
    const first = kindOf(match[2]!);
    const second = match[4] ? kindOf(match[4]) : null;
    if (!first || (match[4] && (!second || second === first))) return [];
    const counts: Record<string, number> = { [first]: countValue(match[1]!) };
    const written = /^\d/.test(match[1]!) ? [Number(match[1])] : [];
    if (second) {
      counts[second] = countValue(match[3]!);
      if (/^\d/.test(match[3]!)) written.push(Number(match[3]));
    }
    return [{ counts, written, index: match.index, end: match.index + match[0].length }];
  });
}

/**
 * '2 men and 2 women can do it in 9 days, while 4 men and 1 woman do it in 6 days: one woman
 * alone?' and '2 men in 32 days, or 3 women in the same 32 days: 6 men with 3 women?': each crew
 * with its days is an equation in the daily work of one man and one woman; two crews fix both.
 */
function twoKinds(text: string): QuantAnswer | null {
  if (!/\b(?:work|job|task|field|wall|project|complete|finish|reap|build|dig|do)\b/.test(text) || /pipe|tank|cistern|\bkm\b|speed|₹|rs\b|wages?|paid|earn/.test(text)) return null;
  const asked = askedTail(text);
  if (!/\bhow\s+(?:many|long)\b|\bin\s+what\s+time\b|\bnumber\s+of\s+days\b/.test(asked) || !/\bdays?\b/.test(asked)) return null;
  const askedAt = text.lastIndexOf(asked);
  const crews = crewsIn(text);
  const statements: { crew: Crew; days: number }[] = [];
  let question: Crew | null = null;
  for (const crew of crews) {
    if (crew.index >= askedAt) {
      if (question) return null;
      question = crew;
      continue;
    }
    const after = text.slice(crew.end, text.indexOf('.', crew.end) < 0 ? undefined : text.indexOf('.', crew.end));
    const days = /^[^\d]{0,60}?\bin\s+(?:the\s+same\s+)?(\d+(?:\.\d+)?)\s+days?\b/.exec(after);
    if (!days || /\b(?:men|man|women|woman|boys?|girls?|children|child)\b/.test(after.slice(0, days.index + days[0].length).replace(/^[^a-z]*/, '').replace(/\bsame\b/, ''))) return null;
    statements.push({ crew, days: Number(days[1]) });
  }
  // 'How many days will one woman alone take': the asked crew may be written after the question word.
  if (!question || statements.length !== 2) return null;
  const kinds = [...new Set(statements.flatMap((statement) => Object.keys(statement.crew.counts)))];
  if (kinds.length !== 2 || Object.keys(question.counts).some((kind) => !kinds.includes(kind))) return null;
  const [k1, k2] = kinds as [string, string];
  const [s1, s2] = statements as [{ crew: Crew; days: number }, { crew: Crew; days: number }];
  // a1·x + b1·y = 1/d1, a2·x + b2·y = 1/d2.
  const a1 = s1.crew.counts[k1] ?? 0;
  const b1 = s1.crew.counts[k2] ?? 0;
  const a2 = s2.crew.counts[k1] ?? 0;
  const b2 = s2.crew.counts[k2] ?? 0;
  const det = a1 * b2 - a2 * b1;
  if (Math.abs(det) < 1e-9) return null;
  const x = (b2 / s1.days - b1 / s2.days) / det;
  const y = (a1 / s2.days - a2 / s1.days) / det;
  if (!(x > 0 && y > 0)) return null;
  const q1 = question.counts[k1] ?? 0;
  const q2 = question.counts[k2] ?? 0;
  const daily = q1 * x + q2 * y;
  const value = 1 / daily;
  const givens = [...s1.crew.written, s1.days, ...s2.crew.written, s2.days, ...question.written];
  if (!usesAll(text, givens)) return null;
  const crewText = (crew: Crew) => Object.entries(crew.counts).map(([kind, count]) => `${num(count)} ${count === 1 ? kind : kind === 'man' ? 'men' : kind === 'woman' ? 'women' : kind === 'child' ? 'children' : `${kind}s`}`).join(' and ');
  const check = checkStep(
    [s1, s2].map((s) => `${crewText(s.crew)}: ${fraction(((s.crew.counts[k1] ?? 0) * x + (s.crew.counts[k2] ?? 0) * y))} of the work a day, so ${num(round2(1 / ((s.crew.counts[k1] ?? 0) * x + (s.crew.counts[k2] ?? 0) * y)))} days, as stated.`),
    [s1, s2].map((s) => [1 / ((s.crew.counts[k1] ?? 0) * x + (s.crew.counts[k2] ?? 0) * y), s.days] as const),
  );
  if (!check) return null;
  return {
    kind: 'time-work',
    values: [round2(value)],
    unit: 'days',
    label: `The days for ${crewText(question)}`,
    steps: [
      { title: 'One day\'s work of each crew', bullets: [`Let one ${k1} do m and one ${k2} do w of the work a day.`, ...[s1, s2].map((s) => `${crewText(s.crew)} in ${num(s.days)} days: ${num(s.crew.counts[k1] ?? 0)}m + ${num(s.crew.counts[k2] ?? 0)}w = 1/${num(s.days)}.`)] },
      { title: 'Solve the two equations', bullets: [`m = ${fraction(x)}, w = ${fraction(y)}: one ${k1} alone takes ${num(round2(1 / x))} days, one ${k2} alone ${num(round2(1 / y))} days.`] },
      { title: 'The crew asked', bullets: [`${crewText(question)}: ${num(q1)} × ${fraction(x)} + ${num(q2)} × ${fraction(y)} = ${fraction(daily)} a day, so ${num(round2(value))} days.`] },
      check,
    ],
    mistakes: [],
    givens,
  };
}

/**
 * 'Ramesh works 60% faster than Suresh, who alone takes 52 days: together?': Ramesh does 1.6 times
 * Suresh's daily work, so together 2.6 times it: 52 ÷ 2.6 days. Also 'more efficient than'.
 */
function percentFaster(text: string): QuantAnswer | null {
  const faster = /\b([a-z]+)\s+(?:works?|is|can\s+work)\s+(\d+(?:\.\d+)?)\s*%\s+(?:faster|more\s+efficient|more\s+efficiently|quicker)\s+than\s+([a-z]+)\b/.exec(text);
  if (!faster || /pipe|tank|\bkm\b|speed|₹|wages?/.test(text)) return null;
  const [quick, percent, slow] = [faster[1]!, Number(faster[2]), faster[3]!];
  // The slower one's time: 'Suresh, who alone takes 52 days' or 'Suresh alone takes 52 days' anywhere.
  const stated = [...text.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)\s+days?\b/g)];
  if (stated.length !== 1) return null;
  const before = text.slice(0, stated[0]!.index);
  const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf(',')) + 1);
  const whoAfter = /^\s*,?\s*who\b/.test(text.slice(faster.index + faster[0].length)) && stated[0]!.index > faster.index + faster[0].length && !/[.;]/.test(text.slice(faster.index + faster[0].length, stated[0]!.index));
  if (!whoAfter && !(new RegExp(String.raw`\b${slow}\b`).test(clause) && !new RegExp(String.raw`\b${quick}\b`).test(clause))) return null;
  if (!/\b(?:takes?|can\s+(?:do|finish|complete)|does|finishes|completes|alone|in)\b/.test(text.slice(stated[0]!.index - 40, stated[0]!.index))) return null;
  const alone = stated[0]!;
  const days = Number(alone[1]);
  const asked = askedTail(text);
  const together = /\btogether\b|\bboth\b|\bworking\s+together\b/.test(text.slice(faster.index + faster[0].length)) && !new RegExp(String.raw`\b${quick}\s+alone\b`).test(asked);
  const quickAlone = new RegExp(String.raw`\b${quick}\s+(?:alone|by\s+(?:him|her)self)\b`).test(text.slice(faster.index + faster[0].length));
  if (together === quickAlone || !usesAll(text, [percent, days])) return null;
  const times = 1 + percent / 100;
  const value = together ? days / (1 + times) : days / times;
  const check = checkStep([together ? `In ${num(round2(value))} days ${slow} does ${fraction(value / days)} and ${quick} ${num(times)} times that, ${fraction((value * times) / days)}: together ${num(round2((value * (1 + times)) / days))}, the whole work.` : `${quick} does ${num(times)} × 1/${num(days)} a day; in ${num(round2(value))} days that is ${num(round2((value * times) / days))}, the whole work.`], [[(value * (together ? 1 + times : times)) / days, 1]]);
  if (!check) return null;
  return {
    kind: 'time-work',
    values: [round2(value)],
    unit: 'days',
    label: together ? 'The days working together' : `The days for ${quick} alone`,
    steps: [
      { title: 'Daily work', bullets: [`${slow} does 1/${num(days)} a day; ${num(percent)}% faster, ${quick} does ${num(times)} × 1/${num(days)} = ${fraction(times / days)} a day.`] },
      { title: together ? 'Together' : `${quick} alone`, bullets: [together ? `1/${num(days)} + ${fraction(times / days)} = ${fraction((1 + times) / days)} a day, so ${num(days)} ÷ ${num(1 + times)} = ${num(round2(value))} days.` : `${num(days)} ÷ ${num(times)} = ${num(round2(value))} days.`] },
      check,
    ],
    mistakes: together ? [] : [{ value: round2(days * (1 - percent / 100)), why: `${num(percent)}% of the days taken off, not the rate raised` }],
    givens: [percent, days],
  };
}

const AMOUNT_UNIT = String.raw`(m|metres?|meters?|km|units?|articles?|toys?|pages?|items?|pieces?|bags?|boxes?|shirts?|chairs?|tables?|cloth|kg|tonnes?|hectares?|acres?)`;
const WORKERS = String.raw`(men|women|labou?rers?|workers?|workmen|persons?|people|boys|girls|machines?|typists?|masons?)`;

interface Gang {
  workers: number | null;
  hours: number | null;
  days: number | null;
  amount: number | null;
  written: number[];
}

/** One clause of the chain rule: workers, hours a day, days and the amount of work, each by its unit. */
function gangOf(clause: string): Gang | null {
  const gang: Gang = { workers: null, hours: null, days: null, amount: null, written: [] };
  let rest = clause;
  const take = (pattern: RegExp, key: keyof Omit<Gang, 'written'>): boolean => {
    const found = [...rest.matchAll(pattern)];
    if (found.length > 1) return false;
    if (found.length === 1) {
      const value = Number(found[0]![1]);
      gang[key] = value;
      gang.written.push(value);
      rest = rest.slice(0, found[0]!.index) + ' '.repeat(found[0]![0].length) + rest.slice(found[0]!.index + found[0]![0].length);
    }
    return true;
  };
  if (!take(/(?<![\d.])(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\s+(?:a|per|each|every|\/)\s*day\b|(?<![\d.])(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\s+daily\b/g, 'hours')) return null;
  if (!take(new RegExp(String.raw`(?<![\d.])(\d+)\s+${WORKERS}\b`, 'g'), 'workers')) return null;
  if (!take(/(?<![\d.])(\d+(?:\.\d+)?)\s+days?\b/g, 'days')) return null;
  if (!take(new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*${AMOUNT_UNIT}\b`, 'g'), 'amount')) return null;
  if (/\d/.test(rest)) return null;
  return gang;
}

/**
 * '11 labourers working 8 hours a day lay 20 m of road in 21 days: how many labourers lay 60 m in
 * 12 days at 6 hours a day?': workers × hours × days ÷ work is the same for both gangs.
 */
function chainWithAmount(text: string): QuantAnswer | null {
  if (/pipe|tank|cistern|speed|\bkm\/|₹|wages?|more\s+(?:men|workers|labou?rers)|additional|extra|join/.test(text)) return null;
  const askAt = text.search(/\bhow\s+many\b|\bin\s+how\s+many\b|\bfind\s+the\s+number\b/);
  if (askAt < 0) return null;
  const sentenceStart = Math.max(text.lastIndexOf('. ', askAt) + 1, text.lastIndexOf('? ', askAt) + 1, 0);
  const given = gangOf(text.slice(0, sentenceStart > 0 ? sentenceStart : askAt));
  const wanted = gangOf(text.slice(sentenceStart > 0 ? sentenceStart : askAt));
  if (!given || !wanted) return null;
  const asked = text.slice(askAt);
  const target: keyof Omit<Gang, 'written'> | null = new RegExp(String.raw`^(?:in\s+)?how\s+many\s+${WORKERS}`).test(asked.replace(/^find\s+the\s+number\s+of/, 'how many')) ? 'workers' : /^(?:in\s+)?how\s+many\s+days\b/.test(asked) ? 'days' : /^(?:in\s+)?how\s+many\s+hours\b/.test(asked) ? 'hours' : null;
  if (!target) return null;
  const keys = ['workers', 'hours', 'days', 'amount'] as const;
  // Every measure given in the first gang; the second lacks only the one asked.
  if (keys.some((key) => given[key] === null) || wanted[target] !== null || keys.some((key) => key !== target && wanted[key] === null)) return null;
  if (!usesAll(text, [...given.written, ...wanted.written])) return null;
  const perUnit = (given.workers! * given.hours! * given.days!) / given.amount!;
  const known = keys.filter((key) => key !== target && key !== 'amount').reduce((product, key) => product * wanted[key]!, 1);
  const value = (perUnit * wanted.amount!) / known;
  const full = { ...wanted, [target]: value };
  const check = checkStep([`${num(round2(full.workers!))} × ${num(round2(full.hours!))} × ${num(round2(full.days!))} ÷ ${num(full.amount!)} = ${num(round2(perUnit))}, the same as the first gang.`], [[(full.workers! * full.hours! * full.days!) / full.amount!, perUnit]]);
  if (!check) return null;
  const names = { workers: 'workers', hours: 'hours a day', days: 'days', amount: 'work' };
  return {
    kind: 'time-work',
    values: [round2(value)],
    unit: target === 'days' ? 'days' : target === 'hours' ? 'hours' : 'number',
    label: target === 'workers' ? 'The number of workers' : target === 'days' ? 'The days' : 'The hours a day',
    steps: [
      { title: 'Work done is workers × hours a day × days', bullets: [`First gang: ${num(given.workers!)} × ${num(given.hours!)} × ${num(given.days!)} = ${num(given.workers! * given.hours! * given.days!)} worker-hours for ${num(given.amount!)}, so ${num(round2(perUnit))} for each unit of work.`] },
      { title: `The ${names[target]}`, bullets: [`${num(wanted.amount!)} units need ${num(round2(perUnit * wanted.amount!))} worker-hours; ÷ ${num(known)} = ${num(round2(value))}.`] },
      check,
    ],
    mistakes: [],
    givens: [...given.written, ...wanted.written],
  };
}
