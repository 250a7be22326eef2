import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { numbersIn, type ParsedQuestion, type QuestionOption } from '../ocr-text';
import { solveQuant } from '../quant-doubt-solver';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { WEEKDAYS, formatValue, mixed } from './quant-text';

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
  // The hands meet at elevenths of a minute; the value is rounded to two decimals.
  if (answer.kind === 'clock' && answer.unit === 'minutes') return `${mixed(Math.round(answer.values[0]! * 11) / 11)} minutes${answer.label.replace(/^Minutes/, '')}`;
  return answer.values.map((value) => formatValue(value, answer.unit)).join(', ');
}

const OPPOSITE: Readonly<Record<string, RegExp>> = { increase: /decrease|less|fall|drop/, decrease: /increase|more|rise|gain/, profit: /loss/, gain: /loss/, loss: /profit|gain/ };

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

/** The value an option states for a one-value answer: hours and minutes together, else its first number. */
function shownValue(answer: QuantAnswer, text: string): number | undefined {
  return clockDuration(text, answer.unit) ?? numbersIn(text)[0];
}

/** True when an option's text states the worked value (a weekday by name, a ratio in any terms). */
export function optionMatches(answer: QuantAnswer, text: string, rounded = true): boolean {
  if (answer.unit === 'weekday') {
    const named = WEEKDAYS.filter((day) => new RegExp(`\\b${day.slice(0, 3)}`, 'i').test(text));
    return named.length === 1 && named[0] === WEEKDAYS[answer.values[0]!];
  }
  // '4% increase' is not the answer '4% decrease'.
  const direction = /increase|decrease|profit|loss|gain/.exec(answer.label)?.[0];
  if (direction && OPPOSITE[direction]!.test(text.toLowerCase())) return false;
  const numbers = numbersIn(text);
  if (answer.unit === 'ratio') {
    return numbers.length === answer.values.length && numbers.every((value, index) => Math.abs(value * answer.values[0]! - numbers[0]! * answer.values[index]!) < 1e-6 * Math.max(1, value));
  }
  if (answer.kind === 'clock' && answer.unit === 'minutes') return numbers.some((value) => near(answer.values[0]!, value, rounded));
  const duration = clockDuration(text, answer.unit);
  if (duration !== null) return answer.values.length === 1 && near(answer.values[0]!, duration, false);
  return answer.values.length <= numbers.length && answer.values.every((value, index) => near(value, numbers[index]!, rounded));
}

/**
 * Solves a parsed Quant question on its own: null when the text is not a kind it can read, so the
 * caller gives the method instead; otherwise the working, the check, and the option that fits,
 * or a plain statement that none does.
 */
export function solveQuantQuestion(parsed: ParsedQuestion): QuantSolution | null {
  const answer = solveQuant(parsed.stem);
  return answer ? workedQuant(parsed, answer) : null;
}

/** A worked answer as the student sees it, with `note` first when the photo was re-read to fit an option. */
export function workedQuant(parsed: ParsedQuestion, answer: QuantAnswer, note?: string): QuantSolution {
  const stated = statedValue(answer);
  const matching = matchingOptions(answer, parsed.options);
  const option = matching.length === 1 ? matching[0]! : null;
  const sentence = `${answer.label} ${answer.values.length > 1 && answer.unit !== 'ratio' ? 'are' : 'is'} **${stated}**`;
  const steps: SolutionStep[] = note ? [{ title: 'Reading the photo', bullets: [note] }, ...answer.steps] : [...answer.steps];
  const optionExplanations: Record<string, string> = {};
  let finalAnswerText = `${sentence}.`;
  if (parsed.options.length > 0) {
    finalAnswerText = option
      ? `${sentence}: option (${option.letter}) ${option.text}.`
      : `${sentence}. ${matching.length > 1 ? 'More than one option states this value' : 'None of the options as read matches exactly'}; check that the photo was read correctly.`;
    for (const candidate of parsed.options) {
      const mistake = answer.mistakes.find((entry) => candidate !== option && optionMatches({ ...answer, values: [entry.value], unit: answer.unit === 'ratio' ? 'number' : answer.unit }, candidate.text));
      optionExplanations[candidate.letter] = candidate === option ? `Correct: the working gives ${stated}.` : mistake ? `Wrong: ${mistake.why}.` : `Wrong: the working gives ${stated}, not ${candidate.text}.`;
    }
    steps.push({ title: 'Check the options', bullets: parsed.options.map((candidate) => `(${candidate.letter}) ${candidate.text}: ${optionExplanations[candidate.letter]}`) });
  }
  steps.push({ title: 'Answer', bullets: [finalAnswerText.replace(/\*\*/g, '')] });
  const workedSolution = steps.map((step) => [`**${step.title}**`, ...step.bullets.map((bullet) => `- ${bullet}`)].join('\n')).join('\n\n');
  return { answer, stated, option, finalAnswerText, steps, workedSolution, optionExplanations };
}
