import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { NUM, askedClause, checkStep, mixed, num, round2, shown } from './quant-text';

const UNIT = String.raw`(days?|hours?|hrs?|minutes?|mins?)`;
const VERB = String.raw`(do|does|complete|completes|finish|finishes|fill|fills|empty|empties|drain|drains|build|builds|paint|paints|dig|digs|take|takes|reap|reaps|make|makes)`;

interface Worker {
  readonly name: string;
  /** Time to do the whole job alone; negative for a pipe that empties. */
  readonly time: number;
}

function unitOf(word: string): 'days' | 'hours' | 'minutes' {
  return /^d/.test(word) ? 'days' : /^h/.test(word) ? 'hours' : 'minutes';
}

/**
 * Time and work and pipes: people (or pipes) who finish a job alone in given times, working
 * together; an emptying pipe works against the others. Also 'n men do it in d days'.
 */
export function solveWork(text: string): QuantAnswer | null {
  const pipes = /pipe|tap|cistern|tank|fill|empt|drain|leak|outlet|inlet/.test(text);
  if (!pipes && !/work|job|task|complete|finish|build|dig|paint|field|wall/.test(text)) return null;
  return menDays(text) ?? together(text, pipes);
}

function together(text: string, pipes: boolean): QuantAnswer | null {
  const workers: Worker[] = [];
  const givens: number[] = [];
  let unit = null as 'days' | 'hours' | 'minutes' | null;
  const add = (name: string, time: number, word: string, empties: boolean): boolean => {
    const thisUnit = unitOf(word);
    if (time <= 0 || (unit && unit !== thisUnit) || workers.some((worker) => worker.name === name)) return false;
    unit = thisUnit;
    workers.push({ name, time: empties ? -time : time });
    givens.push(time);
    return true;
  };
  // 'Pipes A and B fill it in 20 and 30 minutes respectively'.
  const listed = new RegExp(String.raw`\b((?:[a-z]\s*,\s*)*[a-z]\s+and\s+[a-z])\s+(?:[a-z]+\s+){0,2}?${VERB}\b[^.;\d]{0,30}?\bin\s+((?:\d+(?:\.\d+)?\s*(?:days?|hours?|hrs?|minutes?|mins?)?\s*(?:,|and)\s*)+\d+(?:\.\d+)?)\s*${UNIT}\s*,?\s*respectively`).exec(text);
  if (listed) {
    const names = listed[1]!.split(/\s*,\s*|\s+and\s+/);
    const times = [...listed[3]!.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
    if (names.length !== times.length) return null;
    const empties = /empt|drain/.test(listed[2]!);
    for (const [index, name] of names.entries()) if (!add(name, times[index]!, listed[4]!, empties)) return null;
  }
  // 'A can do it in 10 days', 'pipe A fills the tank in 6 hours', 'a leak can empty it in 12 hours'.
  const rest = listed ? text.slice(0, listed.index) + ' '.repeat(listed[0].length) + text.slice(listed.index + listed[0].length) : text;
  const single = new RegExp(String.raw`\b([a-z]|[a-z]{3,10})\s+(?:alone\s+)?(?:can\s+|could\s+|will\s+)?${VERB}\b[^.,;\d]{0,35}?\bin\s+${NUM}\s*${UNIT}`, 'g');
  // 'Sohan takes 3 hours to paint it'.
  const takes = new RegExp(String.raw`\b([a-z]|[a-z]{3,10})\s+(?:alone\s+)?(takes|needs|requires|took)\s+${NUM}\s*${UNIT}`, 'g');
  const found = [...rest.matchAll(single), ...rest.matchAll(takes)].sort((a, b) => a.index - b.index);
  for (const match of found) {
    let word = match[1]!;
    if (['and', 'together', 'both', 'they', 'which', 'can', 'the', 'work', 'job', 'tank', 'it', 'alone', 'will', 'could', 'he', 'she', 'who'].includes(word)) continue;
    // 'a tap can fill it in 12 minutes and another tap in 24': unnamed pipes are numbered.
    if (['pipe', 'tap', 'pump', 'inlet'].includes(word)) word = `${word} ${workers.length + 1}`;
    const before = rest.slice(Math.max(0, match.index - 30), match.index + word.length);
    const name = /leak|hole|outlet|waste/.test(before) ? (/leak/.test(before) ? 'the leak' : `the outlet ${word}`) : word;
    if (!add(name, Number(match[3]), match[4]!, /empt|drain/.test(match[2]!))) return null;
  }
  // 'A and B can do it in 12 days and A alone in 20': the other's time.
  const pair = new RegExp(String.raw`\b([a-z])\s+and\s+([a-z])\s+(?:together\s+)?(?:can\s+)?(?:together\s+)?(?:${VERB.replace('(', '(?:')})?\b[^.,;\d]{0,30}?\bin\s+${NUM}\s*${UNIT}`).exec(text);
  const asked = askedClause(text);
  if (pair && workers.length === 1 && [pair[1], pair[2]].includes(workers[0]!.name)) {
    givens.push(Number(pair[3]));
    const both = Number(pair[3]);
    const known = workers[0]!;
    const other = pair[1] === known.name ? pair[2]! : pair[1]!;
    if (!new RegExp(String.raw`(?<![a-z])${other}(?![a-z])`).test(asked)) return null;
    const rate = 1 / both - 1 / known.time;
    if (rate <= 0) return null;
    const time = 1 / rate;
    const steps: SolutionStep[] = [
      { title: 'Work per unit of time', bullets: [`${shown(pair[1]!)} and ${shown(pair[2]!)} together: 1/${num(both)} of the job; ${shown(known.name)}: 1/${num(known.time)}.`] },
      { title: `${shown(other)} alone`, bullets: [`1/${num(both)} − 1/${num(known.time)} = ${mixed(rate)}, so ${shown(other)} takes ${mixed(time)} ${unit}.`] },
    ];
    const check = checkStep([`Together: 1/${num(known.time)} + 1/${num(time)} = 1/${num(1 / (1 / known.time + 1 / time))}.`], [[1 / (1 / known.time + 1 / time), both]]);
    if (!check) return null;
    return { kind: pipes ? 'pipes' : 'time-work', values: [round2(time)], unit: unit!, label: `The time ${shown(other)} takes alone`, steps: [...steps, check], mistakes: [{ value: round2(known.time - both), why: 'this subtracts the times; it is the rates (work per unit of time) that subtract' }], givens: [both, known.time] };
  }
  if (workers.length < 2 || !unit) return null;
  const per = unit.replace(/s$/, '');
  if (!/together|all|both|simultaneous|at the same time|opened|working|work together|jointly|along|when|if/.test(text)) return null;
  // 'works for 4 days and leaves' changes the question: not read here.
  if (/leaves?|left|after\s+\d+\s*(?:days?|hours?|minutes?)|closed|turned off|remaining work|rest of the work/.test(text)) return null;
  const rate = workers.reduce((sum, worker) => sum + 1 / worker.time, 0);
  if (rate <= 0) return null;
  const time = 1 / rate;
  const verb = pipes ? 'fills' : 'does';
  const steps: SolutionStep[] = [
    { title: 'Work per unit of time', bullets: workers.map((worker) => `${shown(worker.name)} ${worker.time < 0 ? 'empties' : verb} 1/${num(Math.abs(worker.time))} of the ${pipes ? 'tank' : 'job'} each ${per}.`) },
    { title: 'Together', bullets: [`${workers.map((worker) => `${worker.time < 0 ? '−' : '+'} 1/${num(Math.abs(worker.time))}`).join(' ').replace(/^\+ /, '')} = ${mixed(rate)} of the ${pipes ? 'tank' : 'job'} each ${per}.`, `Time = 1 ÷ ${mixed(rate)} = ${mixed(time)} ${unit}.`] },
  ];
  const done = workers.map((worker) => time / worker.time);
  const check = checkStep([`In ${mixed(time)} ${unit}: ${workers.map((worker, index) => `${shown(worker.name)} ${done[index]! < 0 ? 'removes' : 'does'} ${num(Math.abs(done[index]!))}`).join(', ')} of it; in all ${num(done.reduce((a, b) => a + b, 0))}, the whole ${pipes ? 'tank' : 'job'}.`], [[done.reduce((a, b) => a + b, 0), 1]]);
  if (!check) return null;
  const positive = workers.filter((worker) => worker.time > 0);
  return {
    kind: pipes ? 'pipes' : 'time-work',
    values: [round2(time)],
    unit,
    label: 'The time taken together',
    steps: [...steps, check],
    mistakes: [
      { value: round2(workers.reduce((sum, worker) => sum + Math.abs(worker.time), 0) / workers.length), why: 'this averages the times; it is the rates that add' },
      ...(positive.length < workers.length ? [{ value: round2(1 / positive.reduce((sum, worker) => sum + 1 / worker.time, 0)), why: 'this leaves out the pipe that empties the tank' }] : []),
    ],
    givens,
  };
}

function menDays(text: string): QuantAnswer | null {
  const first = new RegExp(String.raw`${NUM}\s+(men|women|workers|labourers|persons|people|boys|machines)\s+(?:can\s+)?(?:do|complete|finish|build|dig|make|paint)[^.]{0,40}?in\s+${NUM}\s*${UNIT}`).exec(text);
  if (!first) return null;
  const rest = text.slice(first.index + first[0].length);
  const asked = askedClause(text);
  const unit = unitOf(first[4]!);
  const people = Number(first[1]);
  const time = Number(first[3]);
  const target = new RegExp(String.raw`${NUM}\s+${first[2]}`).exec(rest);
  const inTime = new RegExp(String.raw`in\s+${NUM}\s*${UNIT}`).exec(rest);
  const work = people * time;
  if (target && /how many (?:days|hours)|how long|in how much time|time/.test(asked)) {
    const others = Number(target[1]);
    const value = work / others;
    const steps = [{ title: 'Total work', bullets: [`${num(people)} × ${num(time)} = ${num(work)} ${first[2]}-${unit}.`, `${num(others)} ${first[2]} need ${num(work)} ÷ ${num(others)} = ${num(value)} ${unit}.`] }];
    const check = checkStep([`${num(others)} × ${num(value)} = ${num(others * value)} ${first[2]}-${unit}, the same work.`], [[others * value, work]]);
    if (!check) return null;
    return { kind: 'time-work', values: [round2(value)], unit, label: 'The time taken', steps: [...steps, check], mistakes: [{ value: round2((others * time) / people), why: 'this takes time to grow with the number of workers; more workers need less time' }], givens: [people, time, others] };
  }
  if (inTime && /how many (?:men|women|workers|labourers|persons|people|boys|machines)/.test(asked)) {
    const days = Number(inTime[1]);
    const value = work / days;
    const steps = [{ title: 'Total work', bullets: [`${num(people)} × ${num(time)} = ${num(work)} ${first[2]}-${unit}; in ${num(days)} ${unit} it needs ${num(work)} ÷ ${num(days)} = ${num(value)} ${first[2]}.`] }];
    const check = checkStep([`${num(value)} × ${num(days)} = ${num(value * days)}, the same work.`], [[value * days, work]]);
    if (!check) return null;
    return { kind: 'time-work', values: [round2(value)], unit: 'number', label: `The number of ${first[2]}`, steps: [...steps, check], mistakes: [], givens: [people, time, days] };
  }
  return null;
}
