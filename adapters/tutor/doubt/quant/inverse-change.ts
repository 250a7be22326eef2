import type { QuantAnswer } from './quant-answer';
import { figuresOf } from './figure-reader';
import { askedClause, askedTail, num, oneValueAnswer, pct, round2, withCheck } from './quant-text';

/**
 * Two quantities whose product stays the same, so that one goes down as the other goes up: the
 * speed and the time of the same journey, the rate of work and the time of the same job ('the
 * speed of a car is increased by 60%; by what percent does the time for the same journey
 * decrease?'), and a count of equal taps and the time they take ('five taps of the same capacity
 * fill a tank in 33 minutes; how many are needed to fill it in 11 minutes?').
 */
export function solveInverseChange(text: string): QuantAnswer | null {
  return speedAndTime(text) ?? tapsAndTime(text);
}

const RATE = /\b(?:speed|velocity|rate of work|efficiency|rate|number of (?:workers|men|labourers|employees|people)|workers|workforce|men)\b/;
const UP = /\b(?:increased|increases|increase|raised|rises|rose|goes up|went up|more)\b/;
const DOWN = /\b(?:decreased|decreases|decrease|reduced|reduces|cut|falls|fell|drops|dropped|goes down|went down|less)\b/;

/**
 * 'The speed of a car is increased by 60%. By what percent does the time for the same journey
 * decrease?': time × speed is the distance, which stays the same, so the new time is 100/160 of
 * the old, 37.5% less. One change of the speed (or rate of work), the time asked, the same
 * journey (or work) said.
 */
function speedAndTime(text: string): QuantAnswer | null {
  const figures = figuresOf(text);
  if (figures.length !== 1 || figures[0]!.unit !== 'percent') return null;
  const [change] = figures as [(typeof figures)[0]];
  const statement = text.slice(0, change.start + 40);
  const rate = RATE.exec(text.slice(Math.max(0, change.start - 60), change.start));
  if (!rate || /\btime\b/.test(text.slice(Math.max(0, change.start - 60), change.start))) return null;
  const near = text.slice(Math.max(0, change.start - 30), change.start);
  const up = UP.test(near);
  if (up === DOWN.test(near) || change.value <= 0 || (!up && change.value >= 100)) return null;
  if (!/\bsame\s+(?:journey|distance|trip|route|work|job|task)\b|\b(?:journey|distance|work|job|man-?hours|man-?days|total work|output)\s+(?:is\s+|remains\s+|stays?\s+|stay\s+)?(?:the\s+)?(?:same|unchanged|fixed|constant)\b/.test(text)) return null;
  // From the question word on: 'speed increased by 60%, by what % does the time decrease?' asks only after the comma.
  const asked = askedTail(text);
  const workers = /workers|men|labourers|employees|people|workforce/.test(rate[0]);
  if (!(workers ? /\b(?:hours|days|time)\b/ : /\btime\b/).test(asked) || !/%|per ?cent|percentage/.test(asked)) return null;
  // The time must move the other way: 'by what percent does the time decrease' after a rise.
  const timeUp = /\b(?:increase|increases|increased|rise|rises|more|longer|go up)\b/.test(asked);
  const timeDown = /\b(?:decrease|decreases|decreased|reduce|reduces|reduced|fall|falls|less|shorter|saved|go down|come down)\b/.test(asked);
  if (timeUp === timeDown || timeUp === up || !/(?:by\s+)?(?:what|how much)\b/.test(asked) || statement.length === 0) return null;
  const factor = 1 + ((up ? 1 : -1) * change.value) / 100;
  const value = (up ? change.value / (100 + change.value) : change.value / (100 - change.value)) * 100;
  const word = rate[0] === 'speed' || rate[0] === 'velocity' ? 'speed' : workers ? 'number of workers' : 'rate of work';
  return withCheck(oneValueAnswer('percent-change', value, 'percent', `The ${up ? 'decrease' : 'increase'} in ${workers ? 'working time' : 'time'}`, {
    steps: [
      { title: 'Read the data', bullets: [`The ${word} ${up ? 'rises' : 'falls'} by ${pct(change.value)}: it becomes ${num(factor)} times the old. The ${word === 'speed' ? 'distance' : 'work'} is the same, and ${word} × time = ${word === 'speed' ? 'distance' : 'work'}, so the time becomes 1 ÷ ${num(factor)} of the old.`] },
      { title: 'The change in time', bullets: [`${up ? 'Decrease' : 'Increase'} = ${num(change.value)} ÷ (100 ${up ? '+' : '−'} ${num(change.value)}) × 100 = ${pct(value)}.`] },
    ],
    mistakes: [{ value: round2(change.value), why: `this changes the time by the same percentage; it is a percentage of the ${up ? 'higher' : 'lower'} ${word}` }],
    givens: [change.value],
  }), [`Old: ${word} 100 × time 100. New: ${word} ${num(factor * 100)} × time ${num(round2(100 + (up ? -1 : 1) * value))} = ${num(round2(factor * (100 + (up ? -1 : 1) * value) * 100))}, the same ${word === 'speed' ? 'distance' : 'work'}.`], [[factor * (100 + (up ? -1 : 1) * value), 100]]);
}

const WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/**
 * 'Five taps of the same capacity fill a tank in 33 minutes. How many such taps are needed to
 * fill it in 11 minutes?': taps × minutes stays 5 × 33 = 165, so 165 ÷ 11 = 15 taps. Equal taps
 * (said to be the same or such), two times in the same unit, the count asked; or two counts and
 * the time asked.
 */
function tapsAndTime(text: string): QuantAnswer | null {
  const stated = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(taps|pipes)\s+(?:of\s+(?:the\s+)?(?:same|equal)\s+(?:capacity|size|rate|flow)|each\s+of\s+(?:the\s+)?same\s+\w+)?\s*(?:can\s+|together\s+)?(?:fill|fills|empty|empties)\b[^.?]*?\bin\s+(\d+(?:\.\d+)?)\s*(minutes?|mins?|hours?|hrs?)\b/.exec(text);
  if (!stated || !/\b(?:same|equal|such|identical|similar)\b/.test(text)) return null;
  const count = WORDS[stated[1]!] ?? Number(stated[1]);
  const time = Number(stated[3]);
  const unit = stated[4]!.startsWith('h') ? 'hours' : 'minutes';
  const rest = text.slice(stated.index + stated[0].length);
  const asked = askedClause(text);
  const broken = /\bif\s+(\d+|one|two|three|four|five)\s+of\s+them\s+(?:go|goes|went|are|is)\s+out\s+of\s+order\b|\bif\s+(\d+|one|two|three|four|five)\s+of\s+them\s+(?:are|is)\s+(?:closed|shut|blocked)\b/.exec(rest);
  if (broken) return remainingTaps(text, stated, count, time, unit, WORDS[broken[1] ?? broken[2]!] ?? Number(broken[1] ?? broken[2]), asked);
  const other = new RegExp(String.raw`\bin\s+(\d+(?:\.\d+)?)\s*(minutes?|mins?|hours?|hrs?)\b`).exec(rest);
  if (!other || /\b(?:closed|leak|drain|waste|empt)/.test(text.replace(stated[0], '')) || !/\bhow many\b[^.?]*\b(?:taps|pipes)\b/.test(asked)) return null;
  if ((other[2]!.startsWith('h') ? 'hours' : 'minutes') !== unit) return null;
  const second = Number(other[1]);
  if (figuresOf(text).length !== (/^\d/.test(stated[1]!) ? 3 : 2) || second <= 0) return null;
  const value = (count * time) / second;
  if (!Number.isInteger(round2(value))) return null;
  return withCheck(oneValueAnswer('pipes', value, 'number', 'The number of taps', {
    steps: [
      { title: 'Read the data', bullets: [`${num(count)} equal ${stated[2]} fill the tank in ${num(time)} ${unit}: the tank takes ${num(count)} × ${num(time)} = ${num(count * time)} tap-${unit === 'hours' ? 'hours' : 'minutes'}.`] },
      { title: 'Taps needed', bullets: [`To fill it in ${num(second)} ${unit}: ${num(count * time)} ÷ ${num(second)} = ${num(value)} ${stated[2]}.`] },
    ],
    mistakes: [{ value: round2((count * second) / time), why: 'this makes more taps take longer; fewer minutes need more taps' }],
    givens: [...(/^\d/.test(stated[1]!) ? [count] : []), time, second],
  }), [`${num(value)} taps × ${num(second)} ${unit} = ${num(value * second)} tap-${unit}, the same as ${num(count)} × ${num(time)}.`], [[value * second, count * time]]);
}

/**
 * 'Eleven pipes of equal size fill a tank in 25 minutes. If one of them goes out of order, how long
 * will the remaining pipes take?': 11 × 25 = 275 pipe-minutes, shared by 10 pipes: 27.5 minutes.
 */
function remainingTaps(text: string, stated: RegExpExecArray, count: number, time: number, unit: string, broken: number, asked: string): QuantAnswer | null {
  const left = count - broken;
  if (!(broken > 0 && left > 0) || !/\bhow\s+(?:long|much time|many (?:minutes|hours))\b/.test(asked) || !/\b(?:remaining|rest|others|other)\b/.test(asked)) return null;
  const written = [...(/^\d/.test(stated[1]!) ? [count] : []), time, ...(/\bif\s+\d/.test(text) ? [broken] : [])];
  if (figuresOf(text).length !== written.length) return null;
  const value = (count * time) / left;
  return withCheck(oneValueAnswer('pipes', value, unit === 'hours' ? 'hours' : 'minutes', 'The time the remaining pipes take', {
    steps: [
      { title: 'Read the data', bullets: [`${num(count)} equal ${stated[2]} fill the tank in ${num(time)} ${unit}: the tank takes ${num(count)} × ${num(time)} = ${num(count * time)} pipe-${unit}.`] },
      { title: 'The remaining pipes', bullets: [`${num(count)} − ${num(broken)} = ${num(left)} pipes: ${num(count * time)} ÷ ${num(left)} = ${num(value)} ${unit}.`] },
    ],
    mistakes: [{ value: round2((left * time) / count), why: 'this makes fewer pipes faster; fewer pipes take longer' }],
    givens: written,
  }), [`${num(left)} pipes × ${num(value)} ${unit} = ${num(left * value)} pipe-${unit}, the same as ${num(count)} × ${num(time)}.`], [[left * value, count * time]]);
}
