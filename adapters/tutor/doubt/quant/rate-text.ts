import { gcd } from '../../generators/quant/format';
import { withNumberWordsRead } from '../number-words';
import type { QuantAnswer } from './quant-answer';
import { num } from './quant-text';

/**
 * Readers shared by the rate solvers (time and work, pipes, trains, boats, people moving): the
 * words OCR breaks inside them, quantities read by their units, and fractions as students write
 * them. They work on text cleaned by normaliseOcr (one line, lower case).
 */

/**
 * Words with an 'm' between two letters, which OCR often reads as 'rn' ('cornplete', 'tirne',
 * 'ernpty'). A word is repaired only when the repair gives one of these, so 'return' or 'journey'
 * are never touched.
 */
const M_WORDS = new Set(
  `complete completes completed completing completion completely time times timed sometime empty empties emptied emptying emptier same moment moments come comes coming
  become becomes simultaneously remaining remainder remains remain remained immediately woman women summer home homeward kilometre kilometres kilometer kilometers
  swimmer swimmers swims swimming number numbers normally normal some somewhere camp pump pumps platforms streams steamer steamers compute common commences commenced
  amount amounts employed farmer farmers timing similarly small smaller smallest admit demand compartment comparison formed performed performs themselves himself herself
  meantime timetable uniform uniformly summit tramway impossible compare compared completely kmph km`.split(/\s+/),
);

/**
 * The text with 'rn' read back as 'm' inside the words the rate solvers look for, and words that
 * a cleaning step split in two put back together ('in lets', 'over takes', 'police man').
 */
export function readable(text: string): string {
  const joined = withNumberWordsRead(text, true)
    .replace(/\b(in|out) (lets?)\b/g, '$1$2')
    .replace(/\bover (takes?|took|taken|taking)\b/g, 'over$1')
    .replace(/\b(police|work|boat|sales|fisher|milk) (man|men)\b/g, '$1$2')
    .replace(/\bdown (stream)\b/g, 'down$1')
    .replace(/\bup (stream)\b/g, 'up$1')
    .replace(/\b(flow|speed|travell?|mov|runn|row|swimm|go) (ing)\b/g, '$1$2')
    // Spaces lost between words the readers look for: 'twotrains', 'isthrice', 'thriceas', 'jobin 36 days', '12 sand a bridge', 'km/hovertakes'.
    .replace(/\b(two|three|four|both)(trains?|pipes?|taps?|men|women|workers|inlets|outlets|cars|persons|boats)\b/g, '$1 $2')
    .replace(/\b(is|as)(twice|thrice|half)\b/g, '$1 $2')
    .replace(/\b(can|could|will|would|to|and)(empty|empties|emptied|fill|fills|filled)\b/g, '$1 $2')
    .replace(/\b(twice|thrice|times)(as)\b/g, '$1 $2')
    .replace(/\b(job|work|task|tank|cistern|wall|field|it|tap|taps|pipe|pipes|together|alone|them|leak)(in)(?=\s*\d)/g, '$1 $2')
    // 'atap fills', 'a taplets in 2 litres', 'oneof them'.
    .replace(/\b(a|one|another)(tap|pipe|tank|cistern|leak|reservoir)\b/g, '$1 $2')
    .replace(/\b(tap|pipe|inlet)(lets?)\b/g, '$1 $2')
    .replace(/\boneof\b/g, 'one of')
    .replace(/\b(due|owing)(to)\b|\b(because)(of)\b/g, (_match, a?: string, b?: string, c?: string, d?: string) => `${a ?? c} ${b ?? d}`)
    // '4 menand 6 women', '5 menor 8 women', 'do awork'.
    .replace(/(\d\s*)(men|women|boys|girls|children|workers|labourers)(and|or)\b/g, '$1$2 $3')
    .replace(/\b(do|does|did|finish|finishes|complete|completes|a)(work|job|task|piece)\b/g, '$1 $2')
    .replace(/(\d)\s*s(and)\b/g, '$1 s $2')
    .replace(/(\bk?m\s*\/\s*(?:hr|h|s))(?=(?!our\b|r\b|ec\b|econd)[a-z]{2,})/g, '$1 ')
    // 'In one hour', 'two hours later': counts in words as digits (a number the question did not write is never one the solver must use).
    .replace(/\b(in|for|takes?|took|taking|within|after)\s+(?:an|one)\s+hour\b/g, '$1 1 hour')
    .replace(/(\d\s*)(kmph|kmh)(?=(?:and|in|to|for|is|then|but|the)\b)/g, '$1$2 ')
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|eighteen|twenty|thirty|forty|fifty|sixty)\s+(hours?|minutes?|days?|seconds?)\b/g, (_match, word: string, unit: string) => `${COUNT_WORDS[word] ?? 12} ${unit}`)
    .replace(/\bhalf an hour\b/g, '30 minutes')
    // 'kms per hour', 'kms/hr': the plural of a speed's km.
    .replace(/\bkms(?=\s*(?:per|an|a|\/)\s*h)/g, 'km')
    // '10 hrs/day', '8 hours per day': as 'hours a day'.
    .replace(/\b(hours?|hrs?)\s*(?:\/|per|a|each)\s*day\b/g, 'hours a day');
  return joined.replace(/[a-z]*rn[a-z]*/g, (word) => {
    if (M_WORDS.has(word)) return word;
    const all = word.replace(/rn/g, 'm');
    if (M_WORDS.has(all)) return all;
    for (let index = word.indexOf('rn'); index >= 0; index = word.indexOf('rn', index + 1)) {
      const one = `${word.slice(0, index)}m${word.slice(index + 2)}`;
      if (M_WORDS.has(one)) return one;
    }
    return word;
  });
}

/** The text with a span replaced by spaces: what a reader has used is not read again, and positions stay put. */
export function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(Math.max(0, end - start)) + text.slice(end);
}

/** A figure a reader made of written ones ('2 min 30 sec' as 150 seconds), with the numbers written. */
export interface MergedFigure {
  readonly value: number;
  readonly written: readonly number[];
}

/**
 * The answer with each merged figure among its givens put back as the numbers written, so the
 * check that every written number is used counts them; null when a merged figure was not used.
 */
export function withWrittenGivens(answer: QuantAnswer, merged: readonly MergedFigure[]): QuantAnswer | null {
  const givens = [...answer.givens];
  for (const entry of merged) {
    const at = givens.findIndex((given) => Math.abs(given - entry.value) < 1e-9);
    if (at < 0) return null;
    givens.splice(at, 1, ...entry.written);
  }
  return { ...answer, givens };
}

/** Small counts written as words. */
export const COUNT_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, eighteen: 18, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, both: 2 };

/** A rational value in lowest terms, as a student writes a rate: 7/120, 1/12, 5 (denominators up to 10 000). */
export function fraction(value: number): string {
  if (Math.abs(value - Math.round(value)) < 1e-9) return num(Math.round(value));
  for (let denominator = 2; denominator <= 10_000; denominator += 1) {
    const numerator = Math.round(value * denominator);
    if (Math.abs(numerator / denominator - value) < 1e-9 * Math.max(1, Math.abs(value))) {
      const divisor = gcd(Math.abs(numerator), denominator);
      return `${numerator / divisor}/${denominator / divisor}`;
    }
  }
  return num(value);
}

/** 'Twice', 'thrice', 'half', '3 times', '1.5 times' as a multiplier, or null. */
export function multiplierOf(word: string): number | null {
  const words: Readonly<Record<string, number>> = { twice: 2, thrice: 3, double: 2, triple: 3, half: 0.5, 'one and a half times': 1.5 };
  if (words[word] !== undefined) return words[word]!;
  const times = /^(\d+(?:\.\d+)?|two|three|four|five|six)\s*times$/.exec(word);
  if (!times) return null;
  return /\d/.test(times[1]!) ? Number(times[1]) : COUNT_WORDS[times[1]!]!;
}

/** True when the multiplier was written in digits ('3 times'), so that it is one of the question's numbers. */
export const multiplierWritten = (word: string) => /^\d/.test(word);

export const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

/** Speeds in km/h as papers write them: '54 km/h', '54 km/hr', '54 kmph', '54 km per hour', '54 km an hour'. */
export const KMH_UNIT = String.raw`(?:km\s*\/\s*h(?:r|our)?s?\b|kmph|kmh\b|km\s*(?:per|an|a|\/)\s*h(?:ou)?r\b|km\s*(?:per|an|a)\s*hour|kilomet(?:re|er)s?\s*(?:per|an|a)\s*hour|km\s*h\s*-\s*1)`;
/** Speeds in m/s: '15 m/s', '15 m/sec', '15 metres per second', '15 mps'. */
export const MS_UNIT = String.raw`(?:m\s*\/\s*s(?:ec(?:ond)?)?\b|mps\b|met(?:re|er)s?\s*(?:per|a|\/)\s*s(?:ec(?:ond)?)?\b)`;
/** A distance in km that is not the start of a speed. */
export const KM_UNIT = String.raw`(?:km|kms|kilomet(?:re|er)s?)(?![a-z]|\s*\/|\s*(?:per|an|a)\s+h(?:ou)?r|\s*(?:per|an|a)\s+hour|\s*h\b|ph)`;
/** A length in metres (not m/s): '240 m', '240 metres', '240-metre', '240 mlong' (a lost space). */
export const M_UNIT = String.raw`(?:met(?:re|er)s?|mtrs?|m(?=long|\b))(?!\s*\/|\s*per\b|\s*a\s+sec)`;
export const SECONDS_UNIT = String.raw`(?:seconds?|secs?|s)\b`;
export const MINUTES_UNIT = String.raw`(?:minutes?|mins?)\b`;
export const HOURS_UNIT = String.raw`(?:hours?|hrs?|h)\b`;

/** Every match of a pattern whose first group is the number: its value and where it stands. */
export function quantities(text: string, unit: string): { value: number; index: number; end: number }[] {
  return [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*-?\s*${unit}`, 'g'))].map((match) => ({ value: Number(match[1]), index: match.index, end: match.index + match[0].length }));
}

/**
 * A duration as written: '3 hours', '45 minutes', '2 hours 30 minutes', '2 h 15 min', '1 hour and
 * 20 minutes'; in hours, with the numbers written. Null when the text at that place is not one.
 */
export function durationAt(text: string, index: number, seconds = false): { hours: number; written: number[]; end: number; minutes: boolean } | null {
  const rest = text.slice(index);
  const both = new RegExp(String.raw`^${NUMBER}\s*${HOURS_UNIT}\s*(?:and\s*)?${NUMBER}\s*${MINUTES_UNIT}`).exec(rest);
  if (both) return { hours: Number(both[1]) + Number(both[2]) / 60, written: [Number(both[1]), Number(both[2])], end: index + both[0].length, minutes: false };
  const hours = new RegExp(String.raw`^${NUMBER}\s*${HOURS_UNIT}`).exec(rest);
  if (hours) return { hours: Number(hours[1]), written: [Number(hours[1])], end: index + hours[0].length, minutes: false };
  const minutes = new RegExp(String.raw`^${NUMBER}\s*${MINUTES_UNIT}`).exec(rest);
  if (minutes) return { hours: Number(minutes[1]) / 60, written: [Number(minutes[1])], end: index + minutes[0].length, minutes: true };
  // Seconds only for a reader that asks for them ('covers 750 m in 150 seconds'): elsewhere they are a train's crossing.
  const secondsAt = seconds ? new RegExp(String.raw`^${NUMBER}\s*(?:seconds?|secs?)\b`).exec(rest) : null;
  if (secondsAt) return { hours: Number(secondsAt[1]) / 3600, written: [Number(secondsAt[1])], end: index + secondsAt[0].length, minutes: true };
  return null;
}

/** Every duration of the text ('2 hours 30 minutes' is one), in order. */
export function durations(text: string, seconds = false): { hours: number; written: number[]; index: number; end: number; minutes: boolean }[] {
  const found: { hours: number; written: number[]; index: number; end: number; minutes: boolean }[] = [];
  for (const match of text.matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)) {
    if (found.length > 0 && match.index < found[found.length - 1]!.end) continue;
    const duration = durationAt(text, match.index, seconds);
    if (duration) found.push({ ...duration, index: match.index });
  }
  return found;
}

/** Hours as a student reads them: 2.25 -> '2 h 15 min', 0.75 -> '45 min', 3 -> '3 h'. */
export function hoursAndMinutes(hours: number): string {
  const minutes = Math.round(hours * 60 * 100) / 100;
  const whole = Math.floor(minutes / 60 + 1e-9);
  const rest = Math.round((minutes - whole * 60) * 100) / 100;
  if (whole === 0) return `${num(rest)} min`;
  return rest === 0 ? `${whole} h` : `${whole} h ${num(rest)} min`;
}

/**
 * The question of a motion problem: its last sentence (the one with a question mark, a question
 * word or an ending ':' when the last is not), and the part of it from the first question word
 * ('if the train is 500 m long, what is the length of the bridge?' asks the bridge). Unlike a
 * search for the last question word, a relative 'which' ('in which the train is going') does not
 * cut the question short.
 */
export function questionOf(text: string): { clause: string; tail: string } {
  const sentences = text.split(/(?<=[.?!])(?<!\d\.)\s+(?=\D)/).map((sentence) => sentence.trim()).filter((sentence) => /[a-z]/.test(sentence));
  const cue = (sentence: string) => /\?|:\s*$|\b(?:find|what|how|calculate|determine|compute|when|after how|in what)\b|\b(?:is|was|will be|are)\s*[.:]?$|_+/.test(sentence);
  const last = sentences[sentences.length - 1] ?? text;
  const clause = cue(last) ? last : ([...sentences].reverse().find(cue) ?? last);
  const start = /\b(?:in what|at what|after how|how|what|find|calculate|determine|compute|when)\b/.exec(clause);
  return { clause, tail: start ? clause.slice(start.index) : clause };
}
