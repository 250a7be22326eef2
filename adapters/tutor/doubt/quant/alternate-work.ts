import type { QuantAnswer } from './quant-answer';
import { NUMBER, fraction, questionOf } from './rate-text';
import { checkStep, num, oneValueAnswer, round2, shown } from './quant-text';

/**
 * Two pipes that take turns: 'pipes A and B fill a tank in 14 and 13 minutes; if they are opened
 * alternately for 1 minute each, beginning with A, when is the tank full?'. Both must fill; who
 * begins must be said, unless both are alike. The turns are followed one by one until the tank
 * is full.
 */
export function solveAlternate(text: string): QuantAnswer | null {
  if (!/alternate|by turns|in turns|turn by turn|one after (?:the other|another)/.test(text) || /empt|leak|outlet|waste|drain/.test(text)) return null;
  // Pipes only: workers on alternate days are left to the method (the tests of time and work keep that a decline).
  const pipes = /pipe|\btaps?\b|cistern|tank/.test(text);
  if (!pipes) return null;
  const unit = String.raw`(days?|hours?|hrs?|minutes?|mins?)`;
  const who = String.raw`(?:pipe\s+|tap\s+)?([a-z]|[a-z]{3,})`;
  const verb = String.raw`(?:alone\s+)?(?:can|could)?\s*(?:alone\s+)?(?:fill|fills|do|does|complete|completes|finish|finishes)`;
  const job = String.raw`(?:(?:a|the|it|this)\s+)?(?:(?:piece\s+of|certain|same)\s+)?(?:tank|cistern|work|job|task|it)?`;
  const together = new RegExp(String.raw`${who}\s+and\s+${who}\s+${verb}\s+${job}\s*(?:separately\s+|alone\s+|individually\s+)?in\s+${NUMBER}\s*(?:${unit}\s+)?and\s+${NUMBER}\s*${unit}`).exec(text);
  const apart = new RegExp(String.raw`${who}\s+${verb}\s+${job}\s*in\s+${NUMBER}\s*${unit}\s*(?:,|and|while|whereas)\s*${who}\s+(?:${verb}\s+${job}\s*)?in\s+${NUMBER}\s*${unit}`).exec(text);
  let names: [string, string];
  let times: [number, number];
  let timeUnit: string;
  if (together) {
    names = [together[1]!, together[2]!];
    times = [Number(together[3]), Number(together[5])];
    if (together[4] && together[4][0] !== together[6]![0]) return null;
    timeUnit = together[6]!;
  } else if (apart) {
    names = [apart[1]!, apart[4]!];
    times = [Number(apart[2]), Number(apart[5])];
    if (apart[3]![0] !== apart[6]![0]) return null;
    timeUnit = apart[3]!;
  } else {
    return null;
  }
  if (names[0] === names[1] || names.some((name) => /^(?:and|the|can|pipe|tap|pipes|taps|both|they)$/.test(name))) return null;
  const base = /^d/.test(timeUnit) ? 'day' : /^h/.test(timeUnit) ? 'hour' : 'minute';
  // The length of a turn: 'for 1 minute each', 'for an hour each', 'on alternate days' (one day).
  const turn = new RegExp(String.raw`(?:for\s+)?(${NUMBER.slice(1, -1)}|an|a|one)\s*(days?|hours?|hrs?|minutes?|mins?)\s+(?:each|at a time|by turns|in turns|alternately|turn by turn)|alternate\s+(days?|hours?|minutes?)`).exec(text);
  if (!turn) return null;
  const turnUnit = turn[2] ?? turn[3]!;
  const turnBase = /^d/.test(turnUnit) ? 'day' : /^h/.test(turnUnit) ? 'hour' : 'minute';
  if (turnBase !== base) return null;
  const turnWritten = turn[1] && /\d/.test(turn[1]) ? Number(turn[1]) : null;
  const slot = turnWritten ?? 1;
  // Who begins.
  const [first, second] = names;
  const starts = (name: string) => new RegExp(String.raw`(?:beginning|starting|begins|starts|commencing|start)\s+(?:with\s+)?(?:pipe\s+|tap\s+)?${name}\b|\b(?:pipe\s+|tap\s+)?${name}\s+(?:is\s+opened\s+|being\s+opened\s+|opened\s+|is\s+open\s+|works\s+|working\s+)?(?:first|begins|starts|on the first day)\b`).test(text);
  let order: [number, number];
  if (starts(first) && !starts(second)) order = [0, 1];
  else if (starts(second) && !starts(first)) order = [1, 0];
  else if (times[0] === times[1]) order = [0, 1];
  else return null;
  const asked = questionOf(text).tail;
  if (!/how (?:long|much time|many)|in what time|when|time|full|filled|complete|finish/.test(asked)) return null;
  const rates = [1 / times[0], 1 / times[1]];
  const [p, q] = [rates[order[0]]! * slot, rates[order[1]]! * slot];
  const cycle = p + q;
  // Whole rounds of two turns while the job is not yet done, then the turns of the last round.
  const rounds = Math.max(0, Math.ceil(1 / cycle - 1e-9) - 1);
  const left = 1 - rounds * cycle;
  let total: number;
  let last: string;
  const label = (index: number) => shown(names[index]!);
  if (left <= p + 1e-12) {
    total = 2 * rounds * slot + (left / p) * slot;
    last = `The ${fraction(left)} left is done by ${label(order[0])} (${fraction(p)} a turn) in ${num((left / p) * slot)} ${base}${(left / p) * slot === 1 ? '' : 's'}.`;
  } else {
    total = 2 * rounds * slot + slot + ((left - p) / q) * slot;
    last = `Of the ${fraction(left)} left, ${label(order[0])} does ${fraction(p)} in its turn; ${label(order[1])} does the last ${fraction(left - p)} in ${num(((left - p) / q) * slot)} ${base}s.`;
  }
  const unitOut = base === 'day' ? 'days' : base === 'hour' ? 'hours' : 'minutes';
  const done = (at: number) => {
    const full = Math.floor(at / (2 * slot) + 1e-9);
    const rest = at - full * 2 * slot;
    return full * cycle + Math.min(rest, slot) / slot * p + Math.max(0, rest - slot) / slot * q;
  };
  const check = checkStep([`In ${num(total)} ${unitOut}: ${rounds} rounds of ${num(2 * slot)} ${unitOut} do ${fraction(rounds * cycle)}, and the last turns the ${fraction(left)} left: the whole ${pipes ? 'tank' : 'work'}.`], [[done(total), 1]]);
  if (!check) return null;
  const thing = pipes ? 'the tank' : 'the work';
  return oneValueAnswer(pipes ? 'pipes' : 'time-work', total, unitOut, `The time to ${pipes ? 'fill the tank' : 'finish the work'}`, {
    steps: [
      { title: 'Work in one round', bullets: [`${label(0)} does 1/${num(times[0])} of ${thing} ${base === 'hour' ? 'an' : 'a'} ${base}; ${label(1)} does 1/${num(times[1])}.`, `They take turns of ${num(slot)} ${base}${slot === 1 ? '' : 's'}, ${label(order[0])} first: one round of ${num(2 * slot)} ${unitOut} does ${fraction(p)} + ${fraction(q)} = ${fraction(cycle)}.`] },
      { title: 'Whole rounds, then the last turns', bullets: [`${rounds} whole rounds (${num(2 * rounds * slot)} ${unitOut}) do ${fraction(rounds * cycle)}; ${fraction(left)} is left.`, last, `Total = ${num(total)} ${unitOut}.`] },
      check,
    ],
    mistakes: [{ value: round2((times[0] * times[1]) / (times[0] + times[1])), why: 'this is the time with both working together all the time' }],
    givens: [times[0], times[1], ...(turnWritten !== null ? [turnWritten] : [])],
  });
}

/** A worker's (or pipe's) time alone for the whole job, as the time-and-work reader finds it from the statements; null when it cannot. */
export type AloneTime = (statements: string, who: string, empties: boolean) => { time: number; unit: string; givens: readonly number[] } | null;

/** Words that put work on turns: 'on alternate days', 'alternately for 1 hour each', 'one day each in turn'. */
const TURNS = /\balternate(?:ly)?\b|\bby turns\b|\bin turn\b|\bturn by turn\b/;

/** Who works: a letter ('a', 'pipe b') or a name ('ravi'); 'a' only where it stands as a worker, not as an article. */
const WHO = String.raw`(?:pipe\s+|tap\s+)?([a-z]{3,}|[b-z](?![a-z])|a(?=\s*(?:,|\.|;|\band\b|\bfills?\b|\bempties\b|\bcan\b|\bcould\b|\balone\b|\bis\b|\bworks?\b|\bwould\b|\btakes?\b|\bdoes\b|\bstart|\bbegin|\bon\b|\bfirst\b|$)))`;

/** Words that are no worker's name where WHO would take them. */
const NOT_WORKER = /^(?:the|they|them|both|with|and|work|working|job|task|day|days|hour|hours|first|second|third|one|each|turn|order|then|alone|pipe|pipes|tap|taps|tank|which|this|that|starting|beginning|who|all|three|two|manuscript|cistern|typist|another|other|filling|emptying)$/;

/**
 * The order of the turns: 'in the order a, b, c', 'a on the first day, b on the second', or who
 * begins ('a starting', 'beginning with b', 'with q working on the first day'). Null when not said.
 */
function turnOrder(text: string): { order: string[] } | { starter: string } | null {
  const listed = new RegExp(String.raw`\bin\s+the\s+order\s+${WHO}\s*,\s*${WHO}\s*,?\s*(?:and\s+)?${WHO}\b`).exec(text);
  if (listed) return { order: [listed[1]!, listed[2]!, listed[3]!] };
  const days = new RegExp(String.raw`${WHO}\s+on\s+the\s+first(?:\s+day|\s+hour)?\s*,\s*${WHO}\s+on\s+the\s+second(?:\s+day|\s+hour)?\s*,?\s*(?:and\s+)?(?:${WHO}\s+on\s+the\s+third)?`).exec(text);
  if (days) return { order: [days[1]!, days[2]!, ...(days[3] ? [days[3]] : [])] };
  const starters = [
    ...text.matchAll(new RegExp(String.raw`\b(?:beginning|starting|commencing|begins|starts|start)\s+with\s+${WHO}`, 'g')),
    ...text.matchAll(new RegExp(String.raw`(?:^|[,;.(]\s*|\bwith\s+|\band\s+)${WHO}\s+(?:starting|beginning|begins|starts|commencing|first|(?:working\s+|opened\s+|is\s+opened\s+)?on\s+the\s+first\s+(?:day|hour))\b`, 'g')),
  ].map((match) => match[1]!);
  const named = [...new Set(starters)].filter((name) => !NOT_WORKER.test(name));
  return named.length === 1 ? { starter: named[0]! } : null;
}

/** Every worker named where a worker stands ('a can', 'b alone', 'a and b', 'p, q and r'), in order of first mention. */
export function workersNamed(text: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(String.raw`(?:^|[.,;:(]\s*|\b(?:and|while|whereas|but|if|then|with|order)\s+)${WHO}(?=\s*(?:,|\band\b|\bfills?\b|\bempties\b|\bcan\b|\bcould\b|\balone\b|\bis\b|\bworks?\b|\bwould\b|\btakes?\b|\bdoes\b|\bin\s+\d|\btogether\b|\bstart|\bbegin|\bon\s+the\b|\bfirst\b))`, 'g');
  for (const match of text.matchAll(pattern)) {
    const name = match[1]!;
    if (!NOT_WORKER.test(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

/** Snaps a time rounded to two decimals back to the fraction it stands for (13.33 → 40/3), denominators up to 12. */
function unrounded(value: number): number {
  for (let denominator = 1; denominator <= 12; denominator += 1) {
    const scaled = value * denominator;
    if (Math.abs(scaled - Math.round(scaled)) <= 0.005 * denominator + 1e-9) return Math.round(scaled) / denominator;
  }
  return value;
}

/**
 * Workers (or pipes) that take turns of a day or an hour: 'A and B work on alternate days, A
 * starting; A alone takes 10 days, B 15 days', 'A, B and C work one day each in turn, A first',
 * 'pipe A fills it in 6 hours, pipe B empties it in 8; opened alternately for one hour each, A
 * first'. Each one's time alone comes from the statements (the sentences without the turns and
 * the question), so 'A and B together in 6 days' or 'A is twice as efficient as B' count; the
 * turns are then followed one by one until the job is done (an emptying pipe's turn takes water
 * out, never below empty). Declined when who begins is not said, or a time cannot be found.
 */
export function solveTurns(typed: string, aloneTime: AloneTime): QuantAnswer | null {
  if (!TURNS.test(typed)) return null;
  // Someone joining, leaving or resting changes the turns: another sum, even with no figure for it.
  if (/\bjoin|\bleav|\bleft\b|\bquit|\bhelp|\bassist|\breplac|\bstop|\babsent|\bholiday|\bsunday|\brest(?:s|ed)?\b|\bclos|\bturned\s+off|\bwithdr/.test(typed)) return null;
  const text = lettered(typed);
  const sentences = text.split(/(?<=[.?;])\s+/).filter((sentence) => /[a-z]/.test(sentence));
  const ask = sentences[sentences.length - 1]!;
  if (!/\bhow (?:long|many|much time)|\bin what time|\bwhen\b|\bfind the (?:number of )?(?:days|hours|time)|\bdays taken|\btime taken/.test(ask)) return null;
  if (/\b(?:part|fraction|portion|percent|wages?|paid|share|litres?|gallons?|left|remain|after\s+\d)/.test(ask)) return null;
  const statements = plainTimes(sentences.filter((sentence) => !TURNS.test(sentence) && sentence !== ask).join(' '));
  const pipes = /pipe|\btaps?\b|cistern|tank/.test(text);
  // The length of a turn: 'alternate days', 'for 1 hour each', 'one day each in turn'.
  const turn = /\b(?:for\s+)?(\d+(?:\.\d+)?|an|a|one)\s*(days?|hours?|hrs?)\s+(?:each|at a time)\b|\balternate\s+(days?|hours?)\b/.exec(text);
  if (!turn) return null;
  if (turn[1] && /\d/.test(turn[1]) && Number(turn[1]) !== 1) return null;
  const turnWritten = turn[1] && /\d/.test(turn[1]) ? [1] : [];
  const base = /^d/.test(turn[2] ?? turn[3]!) ? 'days' : 'hours';
  const said = turnOrder(text);
  if (!said) return null;
  const named = workersNamed(statements);
  let order: string[];
  if ('order' in said) {
    order = said.order;
    if (named.length !== order.length || !order.every((name) => named.includes(name))) return null;
  } else {
    if (named.length !== 2 || !named.includes(said.starter)) return null;
    order = [said.starter, named.find((name) => name !== said.starter)!];
  }
  if (new Set(order).size !== order.length) return null;
  const signs = order.map((name) => (pipes && emptier(statements, name) ? -1 : 1));
  // The first turn must fill; and a question that empties with no pipe read as emptying is misread.
  if (signs[0] !== 1 || (EMPTIES.test(statements) && !signs.includes(-1))) return null;
  const times: number[] = [];
  let givens: readonly number[] | null = null;
  for (const [index, name] of order.entries()) {
    const alone = aloneTime(statements, name, signs[index]! < 0);
    if (!alone || alone.unit !== base || !(alone.time > 0)) return null;
    times.push(unrounded(alone.time));
    // Every worker's time comes from the same statements: the numbers they use are one set.
    if (!givens || alone.givens.length > givens.length) givens = alone.givens;
  }
  const rates = times.map((time, index) => signs[index]! / time);
  const finish = followTurns(rates);
  if (finish === null) return null;
  const label = (name: string) => shown(name);
  const done = levelAt(rates, finish);
  const check = checkStep([`Turn by turn for ${num(round2(finish))} ${base}: ${order.map((name, index) => `${label(name)} ${rates[index]! > 0 ? '+' : '−'}${fraction(Math.abs(rates[index]!))}`).join(', ')} a turn, in this order, gives the whole ${pipes ? 'tank' : 'work'} exactly at the end.`], [[done, 1]]);
  if (!check) return null;
  const cycle = rates.reduce((sum, rate) => sum + rate, 0);
  const one = base === 'days' ? 'day' : 'hour';
  return oneValueAnswer(pipes ? 'pipes' : 'time-work', finish, base, `The time to ${pipes ? 'fill the tank' : 'finish the work'}`, {
    steps: [
      { title: `Work in one ${one}`, bullets: order.map((name, index) => `${label(name)}: ${signs[index]! > 0 ? '' : 'empties '}1/${num(times[index]!)} of the ${pipes ? 'tank' : 'work'} a${one === 'hour' ? 'n' : ''} ${one} (alone in ${num(times[index]!)} ${base}).`) },
      { title: 'One round of turns', bullets: [`In the order ${order.map(label).join(', ')}, one round of ${order.length} ${base} does ${order.map((_, index) => fraction(rates[index]!)).join(' + ')} = ${fraction(cycle)}.`, `Follow the turns until the ${pipes ? 'tank is full' : 'work is done'}: the last turn needs only part of its ${one} when less than a turn's work is left. Total = ${num(round2(finish))} ${base}.`] },
      check,
    ],
    mistakes: cycle > 0 ? [{ value: round2(1 / cycle), why: `this is the time with all working together every ${one}` }] : [],
    givens: [...givens!, ...turnWritten],
  });
}

/** Workers or pipes with no names of their own, each said as one of two. */
const UNNAMED = String.raw`(typist|worker|machine|pump|pipe|tap|clerk|printer)`;

/**
 * Two workers or pipes without names, named P and Q as the readers take them: 'a typist ... and
 * another typist ..., the first typist beginning', 'a filling pipe ... an emptying pipe ..., the
 * filling pipe first'. Only when the question names no one by a letter already.
 */
function lettered(text: string): string {
  if (/\b(?:pipe\s+|tap\s+)?[b-z]\b(?!\.)/.test(text.replace(/\b[ap]\.?\s?m\b/g, ' '))) return text;
  const pipe = (letter: string, noun: string) => (/^(?:pipe|tap|pump)$/.test(noun) ? `${noun} ${letter}` : letter);
  const roles = new RegExp(String.raw`\b(?:a|an|one|the)\s+(filling|inlet|emptying|outlet|waste)\s+(pipe|tap)\b`, 'g');
  const found = [...text.matchAll(roles)].map((match) => (/^(?:filling|inlet)$/.test(match[1]!) ? 'fill' : 'empty'));
  if (new Set(found).size === 2) return text.replace(roles, (_, role: string, noun: string) => pipe(/^(?:filling|inlet)$/.test(role) ? 'p' : 'q', noun));
  const first = new RegExp(String.raw`\b(?:a|an|one)\s+${UNNAMED}\b`).exec(text);
  if (!first || !new RegExp(String.raw`\b(?:another|a\s+second|the\s+other)\s+${first[1]}\b`).test(text)) return text;
  const noun = first[1]!;
  return text
    .replace(new RegExp(String.raw`\b(?:a|an|one)\s+${noun}\b`), pipe('p', noun))
    .replace(new RegExp(String.raw`\b(?:another|a\s+second|the\s+other)\s+${noun}\b`), pipe('q', noun))
    .replace(new RegExp(String.raw`\bthe\s+first\s+(?:${noun}|one)\b`, 'g'), pipe('p', noun))
    .replace(new RegExp(String.raw`\bthe\s+second\s+(?:${noun}|one)\b`, 'g'), pipe('q', noun));
}

/** True when the pipe's own clause empties the tank: 'pipe b can empty it in 16 hours'. */
function emptier(statements: string, name: string): boolean {
  const clause = new RegExp(String.raw`\b(?:pipe\s+|tap\s+)?${name}\b(.*?)(?=[.;]|\band\s+(?:pipe\s+|tap\s+)?[a-z]\b|$)`).exec(statements);
  return Boolean(clause && EMPTIES.test(clause[1]!) && !/\bfill(?:s|ed)?\b/.test(clause[1]!));
}

/** Words of a pipe that takes water out. */
const EMPTIES = /\b(?:empt(?:y|ies|ied)|drains?|lets?\s+out|leaks?|outlet|waste)\b/;

/** 'P alone would take 4 days and Q alone 10 days' as the statement readers take it: 'p alone can do it in 4 days and q alone in 10 days'. */
function plainTimes(statements: string): string {
  return statements
    .replace(/\b(?:(?:would|will|can|could)\s+take|takes)\s+(\d+(?:\.\d+)?\s*[a-z]+)\s+to\s+(fill|empty)\s+(it|the\s+tank|a\s+tank|the\s+cistern|a\s+cistern)\b/g, 'can $2 $3 in $1')
    .replace(/\b(?:(?:would|will|can|could)\s+take|takes)\s+(?=\d+(?:\.\d+)?\s*[a-z]+\b(?!\s+to\b))/g, 'can do it in ').replace(/\balone\s+(?=\d)/g, 'alone in ');
}

/** The time turns of one unit, rates in order, take to do the whole (none is taken out below empty); null when never. */
function followTurns(rates: readonly number[]): number | null {
  let level = 0;
  for (let step = 0; step < 2_000; step += 1) {
    const rate = rates[step % rates.length]!;
    if (rate > 0 && level + rate >= 1 - 1e-12) return step + (1 - level) / rate;
    level = Math.max(0, level + rate);
  }
  return null;
}

/** How much is done after `time` units of turns, rates in order (a check independent of followTurns' stopping rule). */
function levelAt(rates: readonly number[], time: number): number {
  let level = 0;
  for (let step = 0; step < Math.ceil(time - 1e-9); step += 1) level = Math.max(0, level + rates[step % rates.length]! * Math.min(1, time - step));
  return level;
}
