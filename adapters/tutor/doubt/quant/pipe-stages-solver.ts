import type { QuantAnswer } from './quant-answer';
import { COUNT_WORDS, durations, fraction, hoursAndMinutes, questionOf, readable } from './rate-text';
import { checkStep, num, round2 } from './quant-text';
import { solvePipeClock } from './pipe-clock';

/**
 * Pipes and cisterns worked in two stages, the kinds the general time-and-work reader leaves:
 * 'both are opened together for 4 minutes: what part of the tank is filled (is still empty)?';
 * 'both are open for 19 minutes, then the drain is closed: how much more time to fill?';
 * 'after half the tank is filled, two more similar taps are opened: the total time?';
 * 'when the tank is half full the leak is found and plugged: how long in all?'. Each pipe is read
 * by the verb of its own clause (fills, or empties/drains/a leak), each stage by 'for t minutes',
 * 'after t minutes' or the part of the tank it ends at. Anything else is left to the others.
 */
export function solvePipeStages(typed: string): QuantAnswer | null {
  const text = readable(typed.replace(/\bhw\s+(?=long|many|much)/g, 'how ')).replace(/\b(all|both)(open(?:ed)?)\b/g, '$1 $2');
  if (!/\b(?:pipes?|taps?|cisterns?|tanks?|inlets?|outlets?|drains?|leaks?|pumps?)\b/.test(text)) return null;
  // Pipes opened at times of day, asked when the tank is full.
  const byClock = solvePipeClock(text);
  if (byClock) return byClock;
  // Speeds, litres and clock times are other sums.
  if (/\bkm\b|speed|train|boat|stream|litres?|\blit\b|\bl\s*\/|gallons?|\d\s*:\s*\d\d|\b[ap]\.?\s?m\b|o'clock|level|height|depth|\bwork\b|\bjob\b|\bmen\b|alternate/.test(text)) return null;
  const asked = questionOf(text).clause;
  const early = byTimeGap(text, asked) ?? byClosedForTotal(text, asked) ?? byTapCount(text, asked);
  if (early) return early;
  const stages = stagesOf(text);
  if (!stages) return null;
  const flows = flowsOf(text, stages);
  if (!flows || flows.length === 0 || flows.length > 2) return null;
  const minutes = flows.every((flow) => flow.minutes);
  return byPercentTime(text, flows, stages, asked, minutes) ?? byLeakFound(text, flows, stages, asked, minutes) ?? byPart(text, flows, asked, minutes) ?? byTime(text, flows, stages, asked, minutes) ?? byTogether(text, flows, stages, asked, minutes);
}

/** A pipe named by its letter: 'pipe a', 'tap b', 'a'. */
const LETTER = String.raw`(?:pipe|tap)?\s*\b([a-d])\b`;

/**
 * 'Pipe A takes 12 hours longer than pipe B to fill the tank; together they fill it in 2.5
 * hours': with B's time x, 1/x + 1/(x + 12) = 1/2.5, a quadratic with one positive root.
 */
function byTimeGap(text: string, asked: string): QuantAnswer | null {
  // 'Pipe A takes 12 hours longer than pipe B', 'the first tap needs 3 hrs more than the second'.
  const gap =
    new RegExp(String.raw`${LETTER}\s+takes\s+(\d+(?:\.\d+)?)\s*(hours?|hrs?|minutes?|mins?)\s+(?:longer|more)\s+than\s+${LETTER}`).exec(text) ??
    /\bthe\s+(first|second)\s+(?:tap|pipe|one)?\s*(?:alone\s+)?(?:takes|needs|requires)\s+(\d+(?:\.\d+)?)\s*(hours?|hrs?|minutes?|mins?)\s+(?:longer|more)(?:\s+time)?\s+than\s+the\s+(first|second)\b/.exec(text);
  if (!gap) return null;
  const [slow, d, unitWord, fast] = [gap[1]!, Number(gap[2]), gap[3]!, gap[4]!];
  const together = new RegExp(String.raw`\b(?:together|both|the two)\b[^.?]{0,40}?\bin\s+(\d+(?:\.\d+)?)\s*(hours?|hrs?|minutes?|mins?)\b`).exec(text);
  if (!together || slow === fast || /^h/.test(unitWord) !== /^h/.test(together[2]!)) return null;
  const t = Number(together[1]);
  if ((text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? []).length !== 2) return null;
  const askedLetter = new RegExp(String.raw`(?:pipe|tap)\s+([a-d])\b|\b([a-d])\s+(?:alone|by\s+itself|need|take)|\bthe\s+(first|second)\s+(?:tap|pipe|one)\b`).exec(asked);
  const who = askedLetter?.[1] ?? askedLetter?.[2] ?? askedLetter?.[3];
  if (!who || (who !== slow && who !== fast) || !/\balone\b|\bby\s+itself\b|\bon\s+its\s+own\b|\bhow long\b/.test(asked)) return null;
  const name = (pipe: string) => (pipe.length === 1 ? pipe.toUpperCase() : `the ${pipe}`);
  // x² + (d − 2t)x − d·t = 0.
  const b = d - 2 * t;
  const x = (-b + Math.sqrt(b * b + 4 * d * t)) / 2;
  if (!(x > 0)) return null;
  const value = who === fast ? x : x + d;
  const unit = /^h/.test(unitWord) ? 'hours' : 'minutes';
  const check = checkStep([`1/${num(round2(x))} + 1/${num(round2(x + d))} = ${fraction(1 / x + 1 / (x + d))} = 1/${num(t)}.`], [[1 / x + 1 / (x + d), 1 / t]]);
  if (!check) return null;
  return {
    kind: 'pipes',
    values: [round2(value)],
    unit,
    label: `The time ${name(who)} takes alone`,
    steps: [
      { title: 'Set up the equation', bullets: [`Let ${name(fast)} take x ${unit}; ${name(slow)} takes x + ${num(d)}. Together: 1/x + 1/(x + ${num(d)}) = 1/${num(t)}.`] },
      { title: 'Solve', bullets: [`${num(t)}(2x + ${num(d)}) = x(x + ${num(d)}), so x² ${b >= 0 ? '+' : '−'} ${num(Math.abs(b))}x − ${num(d * t)} = 0 and x = ${num(round2(x))} (the positive root).`, `${name(fast)}: ${num(round2(x))} ${unit}; ${name(slow)}: ${num(round2(x + d))} ${unit}.`] },
      check,
    ],
    mistakes: [{ value: round2(who === fast ? x + d : x), why: `this is the time of ${who === fast ? name(slow) : name(fast)}, the other pipe` }],
    givens: [d, t],
  };
}

/**
 * 'Pipes A and B fill it in 32 and 8 minutes; both are opened, and B is closed some time later so
 * that the tank is full exactly 20 minutes after the start: for how long was B open?': A works
 * all 20 minutes; B fills the rest.
 */
function byClosedForTotal(text: string, asked: string): QuantAnswer | null {
  // The total: 'so that the tank gets full exactly 20 minutes after the start', 'tank full in 44 min total', 'has to be filled in exactly 18 minutes'.
  const total = /\b(?:full|filled)\s+(?:exactly\s+|just\s+)?(?:in\s+)?(?:exactly\s+)?(\d+(?:\.\d+)?)\s*(minutes?|mins?|min|hours?|hrs?)\b\s*(after\s+the\s+start|from\s+the\s+start|total|in\s+all|altogether)?/.exec(text);
  if (!total || (!total[3] && !/\bhas\s+to\s+be\s+filled\b|\bmust\s+be\s+(?:full|filled)\b|\bso\s+that\b/.test(text))) return null;
  // Each pipe's own time: 'pipes a and b fill it in 32 and 8 minutes respectively', 'a fills the tank in 56 min, b in 28 min', 'pipe a alone fills it in 36 min'.
  const times: Record<string, number> = {};
  const written: number[] = [];
  const pair = /(?:pipes?|taps?)\s+([a-d])\s+and\s+([a-d])\s+(?:can\s+)?fill\s+(?:a|the|an\s+empty)\s+(?:tank|cistern)\s+in\s+(\d+(?:\.\d+)?)\s*(?:minutes?|mins?|min|hours?|hrs?)?\s+and\s+(\d+(?:\.\d+)?)\s*(?:minutes?|mins?|min|hours?|hrs?)\s+respectively/.exec(text);
  if (pair) {
    times[pair[1]!] = Number(pair[3]);
    times[pair[2]!] = Number(pair[4]);
    written.push(Number(pair[3]), Number(pair[4]));
  } else {
    for (const match of text.matchAll(/(?:\bpipe\s+|\btap\s+|(?<![a-z'])(?=[a-d]\s))([a-d])\s+(?:alone\s+)?(?:can\s+)?(?:fills?\s+(?:it|the\s+tank|a\s+tank|tank|the\s+cistern)\s+)?(?:alone\s+)?in\s+(\d+(?:\.\d+)?)\s*(?:minutes?|mins?|min|hours?|hrs?)\b/g)) {
      if (times[match[1]!] !== undefined) return null;
      times[match[1]!] = Number(match[2]);
      written.push(Number(match[2]));
    }
  }
  const letters = Object.keys(times);
  if (letters.length !== 2 || /\bempt(?:ies|ied|ying)\b|\bdrain|\bleak|\boutlet/.test(text)) return null;
  // The pipe shut: named beside 'closed', 'turned off', 'shut off', in the facts or in the ask.
  const shutMatch = /(?<![a-z'])([a-d])\s+(?:is\s+|was\s+|must\s+be\s+|be\s+|should\s+be\s+)?(?:closed|turned\s+off|shut(?:\s+off)?|switched\s+off)\b/.exec(text);
  const shut = shutMatch?.[1];
  if (!shut || times[shut] === undefined) return null;
  const other = letters.find((letter) => letter !== shut)!;
  if (!/\bhow (?:many|long)\b|\bfor how\b|\bafter how\b/.test(asked) || !new RegExp(String.raw`(?<![a-z'])${shut}(?![a-z'])`).test(asked)) return null;
  if ((text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const t = Number(total[1]);
  const byOther = t / times[other]!;
  if (!(byOther < 1)) return null;
  const open = (1 - byOther) * times[shut]!;
  if (!(open < t)) return null;
  const unit = /^h/.test(total[2]!) ? 'hours' : 'minutes';
  const check = checkStep([`${other.toUpperCase()} in ${num(t)}: ${fraction(byOther)}; ${shut.toUpperCase()} in ${num(round2(open))}: ${fraction(open / times[shut]!)}; together the whole tank.`], [[byOther + open / times[shut]!, 1]]);
  if (!check) return null;
  return {
    kind: 'pipes',
    values: [round2(open)],
    unit,
    label: `The time ${shut.toUpperCase()} was open`,
    steps: [
      { title: `${other.toUpperCase()} runs throughout`, bullets: [`In ${num(t)} ${unit} ${other.toUpperCase()} fills ${num(t)}/${num(times[other]!)} = ${fraction(byOther)} of the tank.`] },
      { title: `${shut.toUpperCase()} fills the rest`, bullets: [`${fraction(1 - byOther)} of the tank at 1/${num(times[shut]!)} a ${unit === 'hours' ? 'hour' : 'minute'}: ${fraction(1 - byOther)} × ${num(times[shut]!)} = ${num(round2(open))} ${unit}, so ${shut.toUpperCase()} is shut after ${num(round2(open))} ${unit}.`] },
      check,
    ],
    mistakes: [{ value: round2(t - open), why: `this is the time after ${shut.toUpperCase()} was closed` }],
    givens: [...written, t],
  };
}

/** '12 same taps fill a pool in 2 hours 45 minutes: how many taps fill it in 5 hours 30 minutes?': taps × time stays the same. */
function byTapCount(text: string, asked: string): QuantAnswer | null {
  if (!/\bhow\s+many\s+(?:such\s+|similar\s+|identical\s+)?(?:taps|pipes|pumps)\b/.test(asked)) return null;
  const count = /(?<![\d.])(\d+)\s+(?:same|similar|identical|equal)?\s*(?:taps|pipes|pumps)\b/.exec(text);
  const times = durations(text);
  const numbers = text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? [];
  if (!count || times.length !== 2 || numbers.length !== 1 + times[0]!.written.length + times[1]!.written.length || times[0]!.index < count.index) return null;
  if (/\bempt|drain|leak|closed|\bmore\b|\bextra\b|additional/.test(text)) return null;
  const n = Number(count[1]);
  const [first, second] = [times[0]!, times[1]!];
  const needed = (n * first.hours) / second.hours;
  if (Math.abs(needed - Math.round(needed)) > 1e-9) return null;
  const check = checkStep([`${num(needed)} taps × ${hoursAndMinutes(second.hours)} = ${num(n)} taps × ${hoursAndMinutes(first.hours)} = ${num(round2(n * first.hours))} tap-hours.`], [[needed * second.hours, n * first.hours]]);
  if (!check) return null;
  return {
    kind: 'pipes',
    values: [Math.round(needed)],
    unit: 'number',
    label: 'The number of taps',
    steps: [{ title: 'Taps × time stays the same', bullets: [`${num(n)} × ${num(round2(first.hours))} h = taps × ${num(round2(second.hours))} h, so taps = ${num(Math.round(needed))}.`] }, check],
    mistakes: [{ value: round2((n * second.hours) / first.hours), why: 'this scales the taps up with the time; more time needs fewer taps' }],
    givens: [n, ...first.written, ...second.written],
  };
}

/**
 * 'An inlet fills the tank in 12 hours; one day it took 20 hours, because of a crack: how long
 * would the crack take to drain the full tank?': the crack empties 1/12 − 1/20 of it an hour.
 */
function byLeakFound(text: string, flows: readonly Flow[], stages: readonly Stage[], asked: string, minutes: boolean): QuantAnswer | null {
  if (stages.length > 0 || flows.length !== 2 || flows.some((flow) => flow.sign < 0)) return null;
  const hole = /\b(crack|leak|hole|leakage|seepage|outlet)\b/.exec(text);
  if (!hole || !new RegExp(String.raw`\b${hole[1]}\b`).test(asked) || !/\bempt|\bdrain/.test(asked)) return null;
  if (!/\b(?:took|takes|now takes|it took|took instead)\b/.test(text) || /\bboth\b|\btogether\b|\bpipes?\s+[a-d]\b|\btaps?\s+[a-d]\b/.test(text)) return null;
  const [alone, slower] = flows[0]!.hours < flows[1]!.hours ? [flows[0]!, flows[1]!] : [flows[1]!, flows[0]!];
  if (alone !== flows[0]) return null;
  const leak = (alone.hours * slower.hours) / (slower.hours - alone.hours);
  const unitOf = (hours: number) => (minutes ? hours * 60 : hours);
  const check = checkStep([`1/${num(unitOf(alone.hours))} − 1/${num(round2(unitOf(leak)))} = 1/${num(unitOf(slower.hours))}: with the ${hole[1]} open the tank fills in ${said(slower.hours, minutes)}.`], [[1 / alone.hours - 1 / leak, 1 / slower.hours]]);
  if (!check) return null;
  return {
    kind: 'pipes',
    values: [round2(unitOf(leak))],
    unit: minutes ? 'minutes' : 'hours',
    label: `The time the ${hole[1]} takes to empty the tank`,
    steps: [
      { title: 'What the leak takes away', bullets: [`Alone the pipe fills 1/${num(unitOf(alone.hours))} of the tank ${minutes ? 'a minute' : 'an hour'}; with the ${hole[1]} 1/${num(unitOf(slower.hours))}.`, `The ${hole[1]} empties 1/${num(unitOf(alone.hours))} − 1/${num(unitOf(slower.hours))} = ${fraction(minutes ? (1 / alone.hours - 1 / slower.hours) / 60 : 1 / alone.hours - 1 / slower.hours)} of it ${minutes ? 'a minute' : 'an hour'}: the full tank in ${said(leak, minutes)}.`] },
      check,
    ],
    mistakes: [{ value: round2(unitOf(slower.hours - alone.hours)), why: 'this is the extra time, not the time the leak takes alone' }],
    givens: flows.flatMap((flow) => flow.written),
  };
}

/** A pipe as its own clause tells it: how long it takes to fill (+) or empty (−) the whole tank. */
interface Flow {
  readonly sign: 1 | -1;
  readonly hours: number;
  readonly written: number[];
  readonly label: string;
  readonly minutes: boolean;
}

/** A stretch of time the pipes run: 'for 4 minutes', 'after 30 minutes'. */
interface Stage {
  readonly hours: number;
  readonly written: number[];
  readonly index: number;
  readonly end: number;
}

/** 'An empty tank' is the tank, not a pipe that empties it. */
const withoutEmptyTank = (clause: string) => clause.replace(/\b(?:an|the|a|its)\s+empty\b/g, ' ');
const EMPTIER = /empt|drain|leak|\bholes?\b|waste|outlet|exhaust|remov|let(?:s)?\s+out/;
const FILLER = /\bfill|\binlet|\btaps?\b|\bpipes?\b|\bpumps?\b/;
const BOUNDARY = /[.;?,]|\band\b|\bwhile\b|\bbut\b|\bwhereas\b|\bwhich\b/g;

/** The stretches of time the question gives with 'for' or 'after' before them: stages, not pipes. */
function stagesOf(text: string): Stage[] | null {
  const stages: Stage[] = [];
  for (const duration of durations(text)) {
    const before = text.slice(Math.max(0, duration.index - 30), duration.index);
    if (/\b(?:for|after|first)\s+(?:the\s+)?(?:first\s+)?$/.test(before)) stages.push({ hours: duration.hours, written: duration.written, index: duration.index, end: duration.end });
  }
  return stages;
}

/** Where the clause holding a position starts and ends. */
function clauseAround(text: string, start: number, end: number): string {
  let from = 0;
  for (const match of text.slice(0, start).matchAll(BOUNDARY)) from = match.index + match[0].length;
  const after = text.slice(end);
  const stop = after.search(/[.;?,]|\band\b|\bwhile\b|\bbut\b|\bwhereas\b/);
  return text.slice(from, stop < 0 ? text.length : end + stop);
}

/** The noun a clause names its pipe by: 'the tap', 'the drain', 'the leak'. */
function labelIn(clause: string, sign: 1 | -1): string {
  const noun = /\b(inlet|outlet|waste pipe|drain|leak|hole|tap|pipe)\b/.exec(clause)?.[1];
  return noun ? `the ${noun}` : sign > 0 ? 'the filling pipe' : 'the emptying pipe';
}

/**
 * Every pipe of the question with its time for a whole tank; two times written together ('in 33
 * minutes and 44 minutes respectively') are two pipes of the same clause. Null when a time's
 * clause says neither filling nor emptying.
 */
function flowsOf(text: string, stages: readonly Stage[]): Flow[] | null {
  const times = durations(text).filter((duration) => !stages.some((stage) => stage.index === duration.index));
  const runs: (typeof times)[] = [];
  for (const time of times) {
    const last = runs[runs.length - 1];
    const previous = last?.[last.length - 1];
    if (previous && /^\s*(?:,\s*)?(?:and\s+)?$/.test(text.slice(previous.end, time.index))) last!.push(time);
    else runs.push([time]);
  }
  const flows: Flow[] = [];
  for (const run of runs) {
    const clause = withoutEmptyTank(clauseAround(text, run[0]!.index, run[run.length - 1]!.end));
    const empties = EMPTIER.test(clause);
    if (!empties && !FILLER.test(clause)) return null;
    const sign = empties ? -1 : 1;
    run.forEach((time, index) => {
      const label = run.length > 1 ? `the ${['first', 'second', 'third'][index] ?? 'next'} pipe` : labelIn(clause, sign);
      flows.push({ sign, hours: time.hours, written: time.written, label, minutes: time.minutes });
    });
  }
  return flows;
}

/** A time in the question's unit: '4 h 40 min' or '27 minutes'. */
const said = (hours: number, minutes: boolean) => (minutes ? `${num(round2(hours * 60))} minutes` : hoursAndMinutes(hours));
/** The part of the tank one pipe does in the question's unit of time. */
const rateSaid = (flow: Flow, minutes: boolean) => `${flow.sign > 0 ? '+' : '−'}1/${num(minutes ? flow.hours * 60 : flow.hours)}`;
const unitWord = (minutes: boolean) => (minutes ? 'minute' : 'hour');

/** 'Half', '1/3', 'two-thirds' of the tank full: the part a stage ends at. */
function partFull(text: string): { part: number; written: number[]; index: number } | null {
  const words: Readonly<Record<string, number>> = { half: 1 / 2, 'one-third': 1 / 3, 'one third': 1 / 3, 'two-thirds': 2 / 3, 'two thirds': 2 / 3, 'a quarter': 1 / 4, 'one-fourth': 1 / 4, 'one fourth': 1 / 4, 'three-fourths': 3 / 4, 'three fourths': 3 / 4 };
  const word = String.raw`(\d+)\s*\/\s*(\d+)|(half|one[- ]third|two[- ]thirds|a quarter|one[- ]fourth|three[- ]fourths)`;
  const match =
    new RegExp(String.raw`(?:${word})(?:\s+of)?(?:\s+(?:the|it|its))?(?:\s+(?:tank|cistern|capacity))?\s+(?:is\s+|was\s+|gets\s+|got\s+|has\s+been\s+|had\s+been\s+)?(?:full|filled)|(?:${word})[- ]full`).exec(text) ??
    new RegExp(String.raw`(?:tank|cistern)\s+(?:is|was|becomes|became|gets|got)\s+(?:${word})[- ]?(?:full|filled)`).exec(text);
  if (!match) return null;
  const groups = match.slice(1);
  const over = groups.findIndex((group, index) => group !== undefined && index % 3 === 0);
  if (over >= 0) return { part: Number(groups[over]) / Number(groups[over + 1]), written: [Number(groups[over]), Number(groups[over + 1])], index: match.index };
  const named = groups.find((group) => group !== undefined && /[a-z]/.test(group));
  return named && words[named] !== undefined ? { part: words[named]!, written: [], index: match.index } : null;
}

/** 'From the start', 'in all', 'the total time': the ask is the whole time, not the part after the change. */
const TOTAL = /\btotal\b|\bin all\b|from the (?:start|beginning)|altogether|\bwhole\b|completely|in how much time|how long does it take|how long will it take|how much time (?:does|will|is)/;

/**
 * The tank run to a part ('half full') with some pipes, then to full with others: two more
 * similar taps opened, or a leak plugged (or found) once the tank is half full. The total time.
 */
function byPart(text: string, flows: readonly Flow[], asked: string, minutes: boolean): QuantAnswer | null {
  const part = partFull(text);
  if (!part || !(part.part > 0 && part.part < 1)) return null;
  if (!TOTAL.test(asked) || /\bmore\s+(?:time|minutes|hours)\b|\bremaining\b|\brest\b/.test(asked)) return null;
  const fillers = flows.filter((flow) => flow.sign > 0);
  const emptiers = flows.filter((flow) => flow.sign < 0);
  const more = /(?<![\d.])(\d+|one|two|three|four|five|six)\s+more\s+(?:similar\s+|identical\s+|such\s+)?(?:taps?|pipes?|pumps?)\b/.exec(text);
  const change = /\b(?:plugged|sealed|stopped|closed|repaired|blocked|mended|fixed|shut|turned off)\b/.exec(text.slice(part.index - 60 < 0 ? 0 : part.index - 60));
  let first: number;
  let second: number;
  let firstLine: string;
  let secondLine: string;
  const written: number[] = [...part.written, ...flows.flatMap((flow) => flow.written)];
  const tap = fillers[0];
  if (more && flows.length === 1 && tap) {
    // n more taps like the first: n + 1 taps fill the rest.
    const count = /\d/.test(more[1]!) ? Number(more[1]) : COUNT_WORDS[more[1]!]!;
    if (/\d/.test(more[1]!)) written.push(count);
    first = 1 / tap.hours;
    second = (count + 1) / tap.hours;
    firstLine = `One tap fills ${fraction(part.part)} of the tank in ${fraction(part.part)} × ${said(tap.hours, minutes)} = ${said(part.part * tap.hours, minutes)}.`;
    secondLine = `Then ${count + 1} such taps fill ${count + 1}/${num(minutes ? tap.hours * 60 : tap.hours)} of the tank ${minutes ? 'a minute' : 'an hour'}: the other ${fraction(1 - part.part)} takes ${fraction(1 - part.part)} × ${said(tap.hours, minutes)} ÷ ${count + 1} = ${said(((1 - part.part) * tap.hours) / (count + 1), minutes)}.`;
  } else if (change && !more && flows.length === 2 && tap && emptiers.length === 1) {
    // The emptier runs until the tank is part full, then it is stopped.
    const leak = emptiers[0]!;
    const stopWords = text.slice(Math.max(0, part.index - 60));
    if (!EMPTIER.test(stopWords.slice(0, stopWords.indexOf(change[0]) + 1))) return null;
    first = 1 / tap.hours - 1 / leak.hours;
    if (!(first > 0)) return null;
    second = 1 / tap.hours;
    const net = minutes ? first / 60 : first;
    firstLine = `With ${leak.label} open the tank gains ${rateSaid(tap, minutes)} ${rateSaid(leak, minutes)} = ${fraction(net)} of itself ${minutes ? 'a minute' : 'an hour'}: ${fraction(part.part)} of it takes ${fraction(part.part)} ÷ ${fraction(net)} = ${said(part.part / first, minutes)}.`;
    secondLine = `Then ${tap.label} alone fills the other ${fraction(1 - part.part)} in ${fraction(1 - part.part)} × ${said(tap.hours, minutes)} = ${said((1 - part.part) * tap.hours, minutes)}.`;
  } else return null;
  const firstTime = part.part / first;
  const secondTime = (1 - part.part) / second;
  const total = firstTime + secondTime;
  const value = minutes ? total * 60 : total;
  const check = checkStep([`In ${said(firstTime, minutes)} the tank fills ${fraction(firstTime * first)}; in the next ${said(secondTime, minutes)} it fills ${fraction(secondTime * second)}; together the whole tank.`], [[firstTime * first + secondTime * second, 1]]);
  if (!check) return null;
  return {
    kind: 'pipes',
    values: [round2(value)],
    unit: minutes ? 'minutes' : 'hours',
    label: 'The total time to fill the tank',
    steps: [
      { title: 'Until the change', bullets: [firstLine] },
      { title: 'After the change', bullets: [secondLine] },
      { title: 'Total time', bullets: [`${said(firstTime, minutes)} + ${said(secondTime, minutes)} = ${said(total, minutes)}.`] },
      check,
    ],
    mistakes: [{ value: round2(minutes ? secondTime * 60 : secondTime), why: 'this is only the time after the change, not from the start' }],
    givens: written,
  };
}

/**
 * All the pipes run for a stretch of time ('both are opened together for 4 minutes'): the part
 * of the tank filled or still empty then; or, when the emptying pipe is then closed, the time
 * the filling pipe still takes (or the total time from the start).
 */
function byTime(text: string, flows: readonly Flow[], stages: readonly Stage[], asked: string, minutes: boolean): QuantAnswer | null {
  if (stages.length !== 1) return null;
  const stage = stages[0]!;
  if (!/\b(?:both|together|simultaneously|all|at the same time|at once)\b/.test(text) && flows.length > 1) return null;
  const net = flows.reduce((sum, flow) => sum + flow.sign / flow.hours, 0);
  const filled = net * stage.hours;
  const written = [...stage.written, ...flows.flatMap((flow) => flow.written)];
  const rateLine = `Each ${unitWord(minutes)}: ${flows.map((flow) => `${flow.label} ${rateSaid(flow, minutes)}`).join(', ')}; together ${fraction(minutes ? net / 60 : net)} of the tank.`;
  const stageLine = `In ${said(stage.hours, minutes)}: ${num(minutes ? stage.hours * 60 : stage.hours)} × ${fraction(minutes ? net / 60 : net)} = ${fraction(filled)} of the tank is filled.`;
  const partAsk = /\bwhat\s+(?:part|fraction|portion|proportion)\b/.exec(asked);
  if (partAsk) {
    if (!(filled > 0 && filled < 1)) return null;
    const emptyAsk = /\bempty\b|\bunfilled\b|\bnot\s+(?:be\s+)?filled\b|\bleft\s+to\s+(?:be\s+)?fill|\bremain/.test(asked.slice(partAsk.index));
    const fillAsk = /\bfill(?:ed)?\b|\bfull\b/.test(asked.slice(partAsk.index));
    if (emptyAsk === fillAsk && !(emptyAsk && /\bstill\s+(?:be\s+)?empty\b/.test(asked))) return null;
    const value = emptyAsk ? 1 - filled : filled;
    const check = checkStep([`${fraction(filled)} filled + ${fraction(1 - filled)} empty = the whole tank.`], [[filled + (1 - filled), 1]]);
    if (!check) return null;
    return {
      kind: 'pipes',
      values: [value],
      unit: 'number',
      label: emptyAsk ? 'The part of the tank still empty' : 'The part of the tank filled',
      steps: [{ title: 'Work done per unit of time', bullets: [rateLine] }, { title: 'After the time given', bullets: [stageLine, ...(emptyAsk ? [`Still empty: 1 − ${fraction(filled)} = ${fraction(value)}.`] : [])] }, check],
      mistakes: [{ value: emptyAsk ? filled : 1 - filled, why: emptyAsk ? 'this is the part filled, not the part still empty' : 'this is the part still empty, not the part filled' }],
      givens: written,
    };
  }
  // Then the emptying pipe is closed: the filler alone does the rest.
  if (flows.length !== 2) return null;
  const closing = /\b(?:closed|shut(?:\s+off)?|turned\s+off|plugged|stopped|removed|sealed|blocked)\b/.exec(text.slice(stage.end));
  if (!closing) return null;
  const before = text.slice(stage.end, stage.end + closing.index);
  const emptiers = flows.filter((flow) => flow.sign < 0);
  const filler = flows.find((flow) => flow.sign > 0);
  if (emptiers.length !== 1 || !filler || !EMPTIER.test(withoutEmptyTank(before))) return null;
  if (!(filled > 0 && filled < 1)) return null;
  const rest = (1 - filled) * filler.hours;
  const moreAsk = /\bmore\b|\bremaining\b|\bthe\s+rest\b|\bafter\s+(?:that|this|the)\b|\bthereafter\b/.test(asked);
  const total = TOTAL.test(asked) && !moreAsk;
  if (!moreAsk && !total) return null;
  const time = total ? stage.hours + rest : rest;
  const check = checkStep([`${said(stage.hours, minutes)} together fill ${fraction(filled)}; ${said(rest, minutes)} of ${filler.label} alone fill ${fraction(rest / filler.hours)}; together the whole tank.`], [[filled + rest / filler.hours, 1]]);
  if (!check) return null;
  return {
    kind: 'pipes',
    values: [round2(minutes ? time * 60 : time)],
    unit: minutes ? 'minutes' : 'hours',
    label: total ? 'The total time to fill the tank' : 'The time still needed to fill the tank',
    steps: [
      { title: 'Work done per unit of time', bullets: [rateLine] },
      { title: 'While both are open', bullets: [stageLine] },
      { title: `${filler.label.replace(/^the/, 'The')} alone`, bullets: [`The other ${fraction(1 - filled)} takes ${fraction(1 - filled)} × ${said(filler.hours, minutes)} = ${said(rest, minutes)}.${total ? ` In all ${said(stage.hours, minutes)} + ${said(rest, minutes)} = ${said(time, minutes)}.` : ''}`] },
      check,
    ],
    mistakes: [{ value: round2(minutes ? (total ? rest : stage.hours + rest) * 60 : total ? rest : stage.hours + rest), why: total ? 'this leaves out the time both were open' : 'this adds the time both were open; the question asks only the time after' }],
    givens: written,
  };
}

/**
 * 'A tap fills a bucket in 36 minutes; a second tap takes 100 per cent longer (50% more time, 20%
 * less time)': the second tap's time from the first's; both together fill it in 1 ÷ (sum of rates).
 */
function byPercentTime(text: string, flows: readonly Flow[], stages: readonly Stage[], asked: string, minutes: boolean): QuantAnswer | null {
  const relation = /\b(?:takes?|needs?|requires?|is)\s+(\d+(?:\.\d+)?)\s*%\s+(more\s+time|longer|less\s+time)\b/.exec(text);
  if (!relation || stages.length > 0 || flows.length !== 1 || flows[0]!.sign < 0) return null;
  // 'With the leak open it takes 50% longer': the extra time is a leak's, not a second tap's.
  if (EMPTIER.test(withoutEmptyTank(text))) return null;
  if (!/\b(?:together|both|simultaneously|at the same time|at once)\b/.test(asked)) return null;
  const first = flows[0]!;
  const percent = Number(relation[1]);
  const factor = relation[2] === 'longer' || relation[2]!.startsWith('more') ? 1 + percent / 100 : 1 - percent / 100;
  if (!(percent > 0 && factor > 0)) return null;
  const second = first.hours * factor;
  const together = 1 / (1 / first.hours + 1 / second);
  const unit = (hours: number) => num(round2(minutes ? hours * 60 : hours));
  const check = checkStep([`In ${said(together, minutes)} the first fills ${unit(together)}/${unit(first.hours)} and the second ${unit(together)}/${unit(second)} of it: ${fraction(together / first.hours)} + ${fraction(together / second)} = 1.`], [[together / first.hours + together / second, 1]]);
  if (!check) return null;
  return {
    kind: 'pipes',
    values: [round2(minutes ? together * 60 : together)],
    unit: minutes ? 'minutes' : 'hours',
    label: 'The time with both running',
    steps: [
      { title: 'The second time', bullets: [`${num(percent)}% ${relation[2] === 'longer' ? 'longer' : relation[2]!.replace(/\s+/, ' ')} than ${said(first.hours, minutes)}: ${said(first.hours, minutes)} × ${num(factor)} = ${said(second, minutes)}.`] },
      { title: 'Together', bullets: [`Each ${unitWord(minutes)}: 1/${unit(first.hours)} + 1/${unit(second)} = ${fraction(minutes ? (1 / first.hours + 1 / second) / 60 : 1 / first.hours + 1 / second)} of it; the whole takes ${said(together, minutes)}.`] },
      check,
    ],
    mistakes: [{ value: round2(minutes ? second * 60 : second), why: 'this is the second tap alone, not both together' }],
    givens: [...first.written, percent],
  };
}

/**
 * 'A tap fills the cistern in 6 hours and a drain empties it in 15 hours; (the cistern is already
 * 1/4 full;) both are opened together: when is it full?': the net part a unit of time fills, and
 * the part still to fill divided by it.
 */
function byTogether(text: string, flows: readonly Flow[], stages: readonly Stage[], asked: string, minutes: boolean): QuantAnswer | null {
  if (stages.length > 0 || flows.length !== 2 || !/\b(?:both|together|simultaneously|at the same time|at once)\b/.test(text)) return null;
  if (!/\bhow\s+(?:long|much\s+time|many\s+(?:hours|minutes))|\bin\s+what\s+time|\bfind\s+the\s+time|\btime\s+(?:taken|needed|required)/.test(asked) || !/\b(?:full|fill(?:ed)?)\b/.test(asked)) return null;
  if (/\balone\b|\bmore\b|\brest\b|\bremaining\b|\bempty\b/.test(asked) || /\b(?:closed|shut|turned off|plugged|sealed|blocked|stopped)\b/.test(text)) return null;
  // 'Already 1/4 full': the start; 'when it is half full' is a moment later on, not read here.
  const start = new RegExp(String.raw`\b(?:tank|cistern|reservoir|it)\s+is\s+(?:already\s+|initially\s+|now\s+)?(?:(\d+)\s*\/\s*(\d+)|(${FRACTION_WORD}))\s*-?\s*(?:full|filled)\b`).exec(text);
  // A part named only in the ask ('to become 3/4 full?') is the target, read below; one before it is a stage.
  const askedAt = text.lastIndexOf(asked);
  if (partFull(askedAt > 0 ? text.slice(0, askedAt) : text) && !start) return null;
  // 'Already one-fifth full' said some other way: a start this reader has not read is no start of zero.
  if (!start && /\b(?:already|initially)\b[^.?]*\b(?:full|filled)\b/.test(text)) return null;
  if (start && /\b(?:when|after|until|till|once|by the time|before|while)\s+(?:the\s+|a\s+)?$/.test(text.slice(Math.max(0, start.index - 30), start.index))) return null;
  const initial = start ? (start[1] ? Number(start[1]) / Number(start[2]) : fractionInWords(start[3]!)) : 0;
  if (!(initial >= 0 && initial < 1)) return null;
  // 'In how many hours will five-sixths of the tank be filled?': the part asked, not the whole.
  const asks = askedPart(asked);
  if (asks === undefined) return null;
  const target = asks?.part ?? 1;
  if (!(target > initial && target <= 1)) return null;
  const net = flows.reduce((sum, flow) => sum + flow.sign / flow.hours, 0);
  if (!(net > 0)) return null;
  const time = (target - initial) / net;
  const perUnit = minutes ? net / 60 : net;
  const check = checkStep([`In ${said(time, minutes)} the pipes fill ${fraction(time * net)} of the tank${initial > 0 ? `; with the ${fraction(initial)} already in it` : ''}, ${target < 1 ? `${fraction(target)} of the tank, as asked` : 'the whole tank'}.`], [[initial + time * net, target]]);
  if (!check) return null;
  return {
    kind: 'pipes',
    values: [round2(minutes ? time * 60 : time)],
    unit: minutes ? 'minutes' : 'hours',
    label: target < 1 ? `The time to fill ${fraction(target)} of the tank` : 'The time to fill the tank',
    steps: [
      { title: 'Work done per unit of time', bullets: [`Each ${unitWord(minutes)}: ${flows.map((flow) => `${flow.label} ${rateSaid(flow, minutes)}`).join(', ')}; together ${fraction(perUnit)} of the tank.`] },
      { title: 'Time to fill', bullets: [`${initial > 0 ? `Still to fill: ${fraction(target)} − ${fraction(initial)} = ${fraction(target - initial)}. ` : ''}${fraction(target - initial)} ÷ ${fraction(perUnit)} = ${said(time, minutes)}.`] },
      check,
    ],
    mistakes: initial > 0 ? [{ value: round2(minutes ? (60 * 1) / net : 1 / net), why: 'this fills the whole tank, but part of it was full at the start' }] : [],
    givens: [...(start?.[1] ? [Number(start[1]), Number(start[2])] : []), ...(asks?.written ?? []), ...flows.flatMap((flow) => flow.written)],
  };
}

const TOPS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const BOTTOMS: Readonly<Record<string, number>> = { half: 2, halves: 2, third: 3, thirds: 3, fourth: 4, fourths: 4, quarter: 4, quarters: 4, fifth: 5, fifths: 5, sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10 };
/** 'half', 'a quarter', 'one-fifth', 'three fourths': a part of the tank in words. */
const FRACTION_WORD = String.raw`half|a quarter|(?:${Object.keys(TOPS).join('|')})[- ](?:${Object.keys(BOTTOMS).join('|')})`;

function fractionInWords(words: string): number {
  if (words === 'half') return 1 / 2;
  if (words === 'a quarter') return 1 / 4;
  const [top = '', bottom = ''] = words.split(/[- ]/);
  return (TOPS[top] ?? Number.NaN) / (BOTTOMS[bottom] ?? Number.NaN);
}

/**
 * A part of the tank named in the ask ('five-sixths of the tank', '3/4 of it', 'half the
 * cistern', '80% of the tank'): null when the ask names none (the whole tank), undefined when it
 * names a part that cannot be read.
 */
function askedPart(asked: string): { part: number; written: number[] } | null | undefined {
  const over = /(?<![\d.])(\d+)\s*\/\s*(\d+)\s*(?:th|rd|nd)?\s+(?:part\s+)?(?:of\b|full\b|filled\b)/.exec(asked);
  if (over) return { part: Number(over[1]) / Number(over[2]), written: [Number(over[1]), Number(over[2])] };
  const percent = /(\d+(?:\.\d+)?)\s*%\s+(?:of\b|full\b|filled\b)/.exec(asked);
  if (percent) return { part: Number(percent[1]) / 100, written: [Number(percent[1])] };
  const words = /\b(one|two|three|four|five|six|seven|eight|nine|a|an)[- ](half|halves|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b|\b(half)\b/.exec(asked);
  if (words) {
    const top = words[3] ? 1 : words[1] === 'a' || words[1] === 'an' ? 1 : TOPS[words[1]!]!;
    const bottom = words[3] ? 2 : BOTTOMS[words[2]!]!;
    return top < bottom ? { part: top / bottom, written: [] } : undefined;
  }
  return /\bpart\b|\bfraction\b|\bportion\b/.test(asked) ? undefined : null;
}
