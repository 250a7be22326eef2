import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { normaliseOcr, numbersIn, type ParsedQuestion, type QuestionOption } from '../ocr-text';
import { solveQuant } from '../quant-doubt-solver';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { fraction } from './rate-text';
import { WEEKDAYS, formatValue, mixed } from './quant-text';
import { statementAnswer } from './statement-options';
import { clockReading, sameTimeOfDay } from './time-of-day';

/** A worked Quant doubt as the student sees it: the steps, the check, the options weighed, the answer. */
export interface QuantSolution {
  readonly answer: QuantAnswer;
  /** The value as written in the answer: '₹1,331', '3 : 2', 'Friday', '16 4/11 minutes past 3'. */
  readonly stated: string;
  /** The one option that states the worked value, or null (no options, or none or several fit). */
  readonly option: QuestionOption | null;
  readonly finalAnswerText: string;
  readonly steps: readonly SolutionStep[];
  readonly workedSolution: string;
  readonly optionExplanations: Readonly<Record<string, string>>;
}

/** The answer as a student would write it. */
export function statedValue(answer: QuantAnswer): string {
  if (answer.unit === 'ratio') return answer.values.join(' : ');
  if (answer.unit === 'fraction') return answer.values.join('/');
  if (answer.unit === 'time of day') return clockReading(answer.values[0]!);
  // A part of a tank is read as a fraction: '4/21', not 0.19.
  if (answer.kind === 'pipes' && answer.unit === 'number') return fraction(answer.values[0]!);
  // The hands meet at elevenths of a minute; the value is rounded to two decimals.
  if (answer.kind === 'clock' && answer.unit === 'minutes') return `${mixed(Math.round(answer.values[0]! * 11) / 11)} minutes${answer.label.replace(/^Minutes/, '')}`;
  return answer.values.map((value) => formatValue(value, answer.unit)).join(', ');
}

// 'He loses 20%' and 'a loss of 20%' alike state a loss, not a profit.
const OPPOSITE: Readonly<Record<string, RegExp>> = { increase: /decrease|less|fall|drop/, decrease: /increase|more|rise|gain/, profit: /loss|\blos(?:es|e|t|ing)\b/, gain: /loss|\blos(?:es|e|t|ing)\b/, loss: /profit|gain/ };

/** An option that states no change at all: 'No change', 'Neither profit nor loss', 'No profit, no loss'. */
const NO_CHANGE = /^\s*(?:no\s+change|(?:there\s+is\s+)?neither\s+(?:profit|gain)\s+nor\s+loss|no\s+(?:profit|gain)[\s,]+no\s+loss|remains?\s+(?:the\s+)?same|unchanged)\s*\.?\s*$/;

/** An option written as a time of day: '2:40 p.m.', '11 a.m.', '12 noon', '14:30'. */
const TIME_OF_DAY = /\b\d{1,2}\s*:\s*\d{2}\b|\b\d{1,2}(?:\s*[:.]\s*\d{2})?\s*(?:a\.?\s?m\b|p\.?\s?m\b|noon\b|midnight\b|o'?\s?clock\b)/;

function near(worked: number, shown: number, rounded: boolean): boolean {
  if (Math.abs(worked - shown) <= 0.011) return true;
  // An option rounded to a whole number ('₹23,397' for ₹23,397.17), never the other way ('12%' is not 12.5%).
  return rounded && Number.isInteger(shown) && Math.abs(shown) >= 10 && Math.round(worked) === shown;
}

/**
 * The options that state the worked value: those that state it exactly when any does (the
 * nearest, when '98 litres' and '98.01 litres' both do), else those that state it rounded to a
 * whole number as a paper prints it.
 */
export function matchingOptions(answer: QuantAnswer, options: readonly QuestionOption[]): QuestionOption[] {
  // Statements ('B gets ₹2,000') are the answer by what they say, not by their figures.
  if (answer.statements) return options.filter((option) => answer.statements!.some((statement) => statement.chosen && statement.text === option.text));
  const exact = options.filter((option) => optionMatches(answer, option.text, false));
  if (exact.length > 1 && answer.values.length === 1 && answer.unit !== 'ratio' && answer.unit !== 'weekday') {
    const distance = (option: QuestionOption) => Math.abs((shownValue(answer, option.text) ?? Infinity) - answer.values[0]!);
    const nearest = Math.min(...exact.map(distance));
    const closest = exact.filter((option) => distance(option) === nearest);
    if (closest.length === 1) return closest;
  }
  return exact.length > 0 ? exact : options.filter((option) => optionMatches(answer, option.text, true));
}

/** Hours and minutes in one option ('1 h 15 min', '2 hours 30 minutes'), in the answer's unit. */
function clockDuration(text: string, unit: QuantUnit): number | null {
  if (unit !== 'hours' && unit !== 'minutes') return null;
  const both = /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?)\.?\s*(?:and\s+)?(\d+(?:\.\d+)?)\s*(?:m|mins?|minutes?)\b/i.exec(text);
  if (!both) return null;
  const minutes = Number(both[1]) * 60 + Number(both[2]);
  return unit === 'hours' ? minutes / 60 : minutes;
}

/** Units an option may state its value in, by family, with each unit's size in the family's base unit. */
const UNIT_FAMILIES: readonly Readonly<Partial<Record<QuantUnit, number>>>[] = [
  { seconds: 1, minutes: 60, hours: 3_600, days: 86_400 },
  { cm: 0.01, m: 1, km: 1_000 },
  { 'm/s': 1, 'km/h': 5 / 18 },
];

/** The unit written straight after an option's first number; a bare 'm' is metres only beside a length. */
const OPTION_UNITS: readonly [RegExp, QuantUnit][] = [
  [/^(?:km\s*\/\s*h(?:r|our)?|kmph|km per hour|kilomet(?:re|er)s? per hour)\b/, 'km/h'],
  [/^(?:m\s*\/\s*s(?:ec)?|met(?:re|er)s? per second)\b/, 'm/s'],
  [/^(?:km|kilomet(?:re|er)s?)\b/, 'km'],
  [/^(?:cm|centimet(?:re|er)s?)\b/, 'cm'],
  [/^(?:seconds?|secs?)\b/, 'seconds'],
  [/^(?:minutes?|mins?)\b/, 'minutes'],
  [/^(?:hours?|hrs?)\b/, 'hours'],
  [/^days?\b/, 'days'],
  [/^(?:m|met(?:re|er)s?)\b/, 'm'],
];

/**
 * The worked value in the unit an option states it in, when that is another unit of the same
 * family ('300 minutes' for 5 hours, '250 cm' for 2.5 m); the value itself otherwise.
 */
function inOptionUnit(answer: QuantAnswer, text: string): number {
  const value = answer.values[0]!;
  const after = /\d(?:[\d,]*\d)?(?:\.\d+)?\s*(.*)$/.exec(normaliseOcr(text))?.[1] ?? '';
  const unit = OPTION_UNITS.find(([pattern]) => pattern.test(after))?.[1];
  const family = UNIT_FAMILIES.find((sizes) => sizes[answer.unit] !== undefined);
  if (!unit || unit === answer.unit || !family || family[unit] === undefined) return value;
  return (value * family[answer.unit]!) / family[unit]!;
}

const SCALES: Readonly<Record<string, number>> = { lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, crore: 1e7, crores: 1e7, thousand: 1e3 };

/**
 * The numbers an option states, its first one in plain units when a word of size follows it
 * ('₹1.8 lakh' is 1,80,000, '₹2.5 crore' 2,50,00,000, '45 thousand' 45,000): a paper prints large
 * sums so.
 */
function optionNumbers(answer: QuantAnswer, text: string): number[] {
  const numbers = numbersIn(text);
  // An answer worked in lakhs ('the share (in lakh) is 2.7') is compared as the option prints it.
  if (/\b(?:lakhs?|lacs?|crores?|thousands?)\b/i.test(answer.label)) return numbers;
  const scaled = /^[^\d]*(\d+(?:\.\d+)?)\s*(lakhs?|lacs?|crores?|thousand)\b/.exec(normaliseOcr(text));
  if (!scaled || numbers.length === 0 || Number(scaled[1]) !== numbers[0]) return numbers;
  return [numbers[0] * SCALES[scaled[2]!]!, ...numbers.slice(1)];
}

/** The value an option states for a one-value answer: hours and minutes together, else its first number. */
function shownValue(answer: QuantAnswer, text: string): number | undefined {
  return clockDuration(text, answer.unit) ?? optionNumbers(answer, text)[0];
}

/** True when an option's text states the worked value (a weekday by name, a ratio in any terms). */
export function optionMatches(answer: QuantAnswer, text: string, rounded = true): boolean {
  if (answer.unit === 'weekday') {
    const named = WEEKDAYS.filter((day) => new RegExp(`\\b${day.slice(0, 3)}`, 'i').test(text));
    return named.length === 1 && named[0] === WEEKDAYS[answer.values[0]!];
  }
  // A time of day ('1:20 p.m.') is matched by the clock, never by its first number.
  if (answer.unit === 'time of day') return answer.values.length === 1 && sameTimeOfDay(answer.values[0]!, text);
  // 'No change', 'no profit no loss': a net change of exactly zero.
  if (NO_CHANGE.test(text.toLowerCase())) return answer.values.length === 1 && answer.values[0] === 0 && answer.unit === 'percent' && /change|profit|loss|gain|increase|decrease/i.test(answer.label);
  // '4% increase' is not the answer '4% decrease'.
  const direction = /increase|decrease|profit|loss|gain/.exec(answer.label)?.[0];
  if (direction && OPPOSITE[direction]!.test(text.toLowerCase())) return false;
  // '2:40 p.m.' is a time of day, never a duration of 2 hours or 40 minutes.
  if (answer.kind !== 'clock' && answer.values.length === 1 && answer.unit !== 'ratio' && answer.unit !== 'fraction' && TIME_OF_DAY.test(text.toLowerCase())) return false;
  const numbers = numbersIn(text);
  // A fraction is matched as a ratio of its two terms: '1/9' and '2/18' state the same value.
  if (answer.unit === 'ratio' || answer.unit === 'fraction') {
    return numbers.length === answer.values.length && numbers.every((value, index) => Math.abs(value * answer.values[0]! - numbers[0]! * answer.values[index]!) < 1e-6 * Math.max(1, value));
  }
  if (answer.kind === 'clock' && answer.unit === 'minutes') return numbers.some((value) => near(answer.values[0]!, value, rounded));
  const duration = clockDuration(text, answer.unit);
  if (duration !== null) return answer.values.length === 1 && near(answer.values[0]!, duration, false);
  // A part of the whole written as a fraction ('4/21'): the option is the fraction, not its first number.
  const over = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(normaliseOcr(text));
  if (over && answer.values.length === 1 && answer.unit === 'number' && Number(over[2]) > 0) return Math.abs(Number(over[1]) / Number(over[2]) - answer.values[0]!) < 1e-6;
  // A value with a unit printed as an improper fraction ('24/5 days', '40/3 km/h'): the fraction, in the option's unit.
  const improper = /^\s*(\d+)\s*\/\s*(\d+)\s+(?=[a-z])(?!.*[\d:])/.exec(normaliseOcr(text));
  if (improper && answer.values.length === 1 && answer.unit !== 'number' && Number(improper[2]) > 1) return Math.abs(Number(improper[1]) / Number(improper[2]) - inOptionUnit(answer, text.replace(/^\s*\d+\s*\/\s*/, ''))) < 0.006;
  if (answer.values.length === 1) {
    const shown = optionNumbers(answer, text);
    return shown.length > 0 && near(inOptionUnit(answer, text), shown[0]!, rounded);
  }
  return answer.values.length <= numbers.length && answer.values.every((value, index) => near(value, numbers[index]!, rounded));
}

/**
 * Solves a parsed Quant question on its own: null when the text is not a kind it can read, so the
 * caller gives the method instead; otherwise the working, the check, and the option that fits,
 * or a plain statement that none does.
 */
export function solveQuantQuestion(parsed: ParsedQuestion): QuantSolution | null {
  const answer = solveParsedQuant(parsed);
  return answer ? workedQuant(parsed, answer) : null;
}

/**
 * The worked answer to a parsed Quant question: options that are statements about its people
 * ('B gets ₹2,000', 'A is 24 years old') weighed one by one when the stem asks which is true, else
 * the value the stem asks for.
 */
export function solveParsedQuant(parsed: ParsedQuestion): QuantAnswer | null {
  return statementAnswer(parsed, solveQuant, (answer, amount) => optionMatches(answer, amount, false)) ?? solveQuant(parsed.stem);
}

/** A worked answer as the student sees it, with `note` first when the photo was re-read to fit an option. */
export function workedQuant(parsed: ParsedQuestion, answer: QuantAnswer, note?: string): QuantSolution {
  const stated = statedValue(answer);
  const matching = matchingOptions(answer, parsed.options);
  const option = matching.length === 1 ? matching[0]! : null;
  const sentence = `${answer.label} ${answer.values.length > 1 && answer.unit !== 'ratio' && answer.unit !== 'fraction' ? 'are' : 'is'} **${stated}**`;
  const steps: SolutionStep[] = note ? [{ title: 'Reading the photo', bullets: [note] }, ...answer.steps] : [...answer.steps];
  const optionExplanations: Record<string, string> = {};
  let finalAnswerText = `${sentence}.`;
  if (parsed.options.length > 0) {
    finalAnswerText = option
      ? `${sentence}: option (${option.letter}) ${option.text}.`
      : `${sentence}. ${matching.length > 1 ? 'More than one option states this value' : 'None of the options as read matches exactly'}; check that the photo was read correctly.`;
    for (const candidate of parsed.options) {
      const statement = answer.statements?.find((entry) => entry.text === candidate.text);
      if (statement) {
        optionExplanations[candidate.letter] = `${candidate === option ? 'Correct' : 'Wrong'}: ${statement.why}.`;
        continue;
      }
      const mistake = answer.mistakes.find((entry) => candidate !== option && optionMatches({ ...answer, values: [entry.value], unit: answer.unit === 'ratio' || answer.unit === 'fraction' ? 'number' : answer.unit }, candidate.text));
      optionExplanations[candidate.letter] = candidate === option ? `Correct: the working gives ${stated}.` : mistake ? `Wrong: ${mistake.why}.` : `Wrong: the working gives ${stated}, not ${candidate.text}.`;
    }
    steps.push({ title: 'Check the options', bullets: parsed.options.map((candidate) => `(${candidate.letter}) ${candidate.text}: ${optionExplanations[candidate.letter]}`) });
  }
  steps.push({ title: 'Answer', bullets: [finalAnswerText.replace(/\*\*/g, '')] });
  const workedSolution = steps.map((step) => [`**${step.title}**`, ...step.bullets.map((bullet) => `- ${bullet}`)].join('\n')).join('\n\n');
  return { answer, stated, option, finalAnswerText, steps, workedSolution, optionExplanations };
}
