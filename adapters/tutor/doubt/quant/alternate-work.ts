import type { QuantAnswer } from './quant-answer';
import { NUMBER, fraction, questionOf } from './rate-text';
import { checkStep, num, round2, shown } from './quant-text';

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
  return {
    kind: pipes ? 'pipes' : 'time-work',
    values: [round2(total)],
    unit: unitOut,
    label: `The time to ${pipes ? 'fill the tank' : 'finish the work'}`,
    steps: [
      { title: 'Work in one round', bullets: [`${label(0)} does 1/${num(times[0])} of ${thing} ${base === 'hour' ? 'an' : 'a'} ${base}; ${label(1)} does 1/${num(times[1])}.`, `They take turns of ${num(slot)} ${base}${slot === 1 ? '' : 's'}, ${label(order[0])} first: one round of ${num(2 * slot)} ${unitOut} does ${fraction(p)} + ${fraction(q)} = ${fraction(cycle)}.`] },
      { title: 'Whole rounds, then the last turns', bullets: [`${rounds} whole rounds (${num(2 * rounds * slot)} ${unitOut}) do ${fraction(rounds * cycle)}; ${fraction(left)} is left.`, last, `Total = ${num(total)} ${unitOut}.`] },
      check,
    ],
    mistakes: [{ value: round2((times[0] * times[1]) / (times[0] + times[1])), why: 'this is the time with both working together all the time' }],
    givens: [times[0], times[1], ...(turnWritten !== null ? [turnWritten] : [])],
  };
}
