/**
 * NUMBER WORDS (the shared reader, round 12): this file. `normaliseOcr` (ocr-text.ts) already
 * applies `withNumberWordsRead`, `withRatiosAsColons` and `withMixedNumbersRead`, so every solver
 * sees 'eight litres', 'twenty-five per cent', 'five hundred rupees', 'two and a half years', 'in
 * the ratio 3 to 4', '6 1/2 hours' as '8 litres', '25%', '₹500', '2.5 years', 'in the ratio 3 : 4',
 * '6.5 hours'. Hours, minutes and days in words are read only by the rate solvers (rate-text.ts
 * `readable`, `withNumberWordsRead(text, true)`).
 * Readers that meet words the cleaning leaves alone use the functions below:
 * `numberWordValue` ('a dozen', 'one hundred and twenty'), `fractionWordValue` ('one-third',
 * 'three-fourths', 'a fifth', 'half') and `timesWordValue` ('twice', 'thrice', 'three times'),
 * with the patterns `NUMBER_WORD`, `FRACTION_WORD` and `TIMES_WORD` to find them.
 *
 * Why only before a unit: a count in words ('two pipes A and B', 'one of them', 'one day, Ravi
 * said') is often no quantity of the sum, and a digit put there would be a number the solver
 * must use. A word before a measure ('eight litres', 'six km') always is one.
 */

const ONES: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000, lakh: 100_000, lakhs: 100_000 };

const WORD = `(?:${[...Object.keys(ONES), ...Object.keys(TENS), ...Object.keys(SCALES)].sort((a, b) => b.length - a.length).join('|')})`;

/**
 * A number in words, as a regular-expression source: 'eight', 'twenty-five', 'one hundred and
 * twenty', 'a hundred', 'two and a half', 'a dozen', 'two dozen'. Read it with numberWordValue.
 * At most eight words (no number of a question has more), so a long run of words costs little.
 */
export const NUMBER_WORD = String.raw`(?:(?:a\s+)?${WORD}(?:[\s-]+${WORD}|(?<=hundred|thousand|lakhs?)\s+and\s+${WORD}){0,7}(?:\s+and\s+a\s+half)?(?:\s+dozens?)?|(?:a|half\s+a)\s+dozen)`;

/**
 * The value of a number in words, or null when the words do not make one number ('two three',
 * 'five and six'): 'twenty-five' 25, 'one hundred and five' 105, 'a hundred' 100, 'two and a half'
 * 2.5, 'a dozen' 12, 'two dozen' 24, 'half a dozen' 6.
 */
export function numberWordValue(phrase: string): number | null {
  const words = phrase.trim().toLowerCase();
  if (words === 'a dozen') return 12;
  if (words === 'half a dozen') return 6;
  const dozen = /^(.+?)\s+dozens?$/.exec(words);
  if (dozen) {
    const count = numberWordValue(dozen[1]!);
    return count === null ? null : count * 12;
  }
  const half = /^(.+?)\s+and\s+a\s+half$/.exec(words);
  if (half) {
    const whole = numberWordValue(half[1]!);
    return whole === null ? null : whole + 0.5;
  }
  const tokens = words.replace(/^a\s+(?=hundred|thousand|lakh)/, 'one ').split(/[\s-]+/);
  let total = 0;
  let current = 0;
  // What the last word was, so that only words in a number's order are read: 'twenty five', not 'five twenty'.
  let last: 'none' | 'one' | 'teen' | 'tens' | 'hundred' | 'scale' | 'and' = 'none';
  for (const token of tokens) {
    if (token === 'and') {
      if (last !== 'hundred' && last !== 'scale') return null;
      last = 'and';
    } else if (ONES[token] !== undefined) {
      const value = ONES[token]!;
      const kind = value >= 10 ? 'teen' : 'one';
      if (last === 'one' || last === 'teen' || (last === 'tens' && kind === 'teen')) return null;
      current += value;
      last = kind;
    } else if (TENS[token] !== undefined) {
      if (last === 'one' || last === 'teen' || last === 'tens') return null;
      current += TENS[token]!;
      last = 'tens';
    } else if (token === 'hundred') {
      if (last !== 'one' && last !== 'teen' && last !== 'tens') return null;
      if (current % 100 !== current) return null;
      current *= 100;
      last = 'hundred';
    } else if (SCALES[token] !== undefined) {
      if (last === 'none' || last === 'and' || current === 0) return null;
      total += current * SCALES[token]!;
      current = 0;
      last = 'scale';
    } else {
      return null;
    }
  }
  if (last === 'none' || last === 'and') return null;
  return total + current;
}

const DENOMINATORS: Readonly<Record<string, number>> = {
  half: 2, halves: 2, third: 3, thirds: 3, fourth: 4, fourths: 4, quarter: 4, quarters: 4, fifth: 5, fifths: 5, sixth: 6, sixths: 6,
  seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10,
};

/** A fraction in words, as a regular-expression source: 'one-third', 'three fourths', 'a fifth', 'half'. */
export const FRACTION_WORD = String.raw`(?:(?:a|one|two|three|four|five|six|seven|eight|nine)[\s-]+(?:${Object.keys(DENOMINATORS).join('|')})|half)\b`;

/**
 * The value of a fraction in words, or null: 'one-third' 1/3, 'three-fourths' 0.75, 'a fifth'
 * 0.2, 'half' 0.5, 'two-fifths' 0.4, and 'two-third' 2/3 as Indian papers hyphenate it. 'One
 * fourths' and 'three third' (number and word disagree, no hyphen) are not read, nor a fraction
 * of one whole ('four fourths'; 'five thirds' is read: some speeds are 'five-fourths of the usual').
 */
export function fractionWordValue(phrase: string): number | null {
  const words = phrase.trim().toLowerCase();
  if (words === 'half' || words === 'a half' || words === 'one half') return 0.5;
  const match = /^(a|one|two|three|four|five|six|seven|eight|nine)[\s-]+(\w+)$/.exec(words);
  if (!match || DENOMINATORS[match[2]!] === undefined) return null;
  const top = match[1] === 'a' ? 1 : ONES[match[1]!]!;
  const plural = /s$/.test(match[2]!);
  if (top === 1 ? plural : !plural && !/-/.test(words)) return null;
  const bottom = DENOMINATORS[match[2]!]!;
  return top === bottom ? null : top / bottom;
}

const TIMES: Readonly<Record<string, number>> = { twice: 2, double: 2, thrice: 3, triple: 3, treble: 3, half: 0.5 };

/** How many times, as a regular-expression source: 'twice', 'thrice', 'three times', 'one and a half times', '2.5 times'. */
export const TIMES_WORD = String.raw`(?:twice|double|thrice|triple|treble|(?:${NUMBER_WORD}|\d+(?:\.\d+)?)\s+times)`;

/** How many times in words, or null: 'twice' 2, 'thrice' 3, 'four times' 4, 'one and a half times' 1.5, '2.5 times' 2.5. */
export function timesWordValue(phrase: string): number | null {
  const words = phrase.trim().toLowerCase();
  if (TIMES[words] !== undefined) return TIMES[words]!;
  const times = /^(.+?)\s+times$/.exec(words);
  if (!times) return null;
  return /^\d+(?:\.\d+)?$/.test(times[1]!) ? Number(times[1]) : numberWordValue(times[1]!);
}

/** The measures after which a number in words is a quantity of the sum. */
const MEASURE = String.raw`(?:(?:litres?|liters?|millilit(?:re|er)s?|ml|kg|kgs|kilos?|kilograms?|grams?|gms?|quintals?|tonnes?|km|kms|kmph|kmh|mps|kilomet(?:re|er)s?|metres?|meters?|cm|centimet(?:re|er)s?|mm|months?|years?|yrs?|per\s?cent|percent|rupees?|paise|sq(?:uare)?\s+(?:m|cm|km|metres?|meters?)|cubic\s+(?:m|cm|metres?|meters?))\b(?!-)|%)`;
/** Spans of time shorter than a month: quantities in the rate sums, but often only a story's words elsewhere ('how many were there two hours ago'). */
const SPAN = String.raw`(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?)\b(?!-)`;

const WORDS_BEFORE_MEASURE = new RegExp(String.raw`(?<![\p{L}\d'"-])(${NUMBER_WORD})(?=[\s-]+${MEASURE})`, 'gu');
const WORDS_BEFORE_SPAN = new RegExp(String.raw`(?<![\p{L}\d'"-])(${NUMBER_WORD})(?=[\s-]+${SPAN})`, 'gu');

/** Words before 'one day' or 'one week' that make it a length of time, not a story's 'one day, Ravi ...'. */
const SPAN_BEFORE = /\b(?:in|for|takes?|took|taking|within|after|of|per|only|just|than|each|every|alone|together|does|did|do|is|was|completes?|finish(?:es)?|can)\s+$/;

/**
 * The text (lower case) with numbers in words before a measure written in digits: 'eight litres'
 * as '8 litres', 'twenty-five per cent' as '25 per cent', 'five hundred rupees' as '500 rupees',
 * 'two and a half years' as '2.5 years'. Spans of hours, minutes and days only when asked
 * (`spans`: the rate solvers, where every time is a quantity); a story's 'one day, ...' never.
 */
export function withNumberWordsRead(text: string, spans = false): string {
  const read = (phrase: string, _words: string, offset: number, whole: string) => {
    if (/dozen/.test(phrase)) return phrase;
    const value = numberWordValue(phrase);
    if (value === null) return phrase;
    const after = whole.slice(offset + phrase.length);
    if (value === 1 && /^[\s-]+(?:day|week)\b/.test(after) && !SPAN_BEFORE.test(whole.slice(Math.max(0, offset - 20), offset))) return phrase;
    return String(value);
  };
  const measured = text.replace(WORDS_BEFORE_MEASURE, read);
  return spans ? measured.replace(WORDS_BEFORE_SPAN, read) : measured;
}

/**
 * A ratio written with 'to' as a ratio with a colon: 'in the ratio 2 to 1', 'the ratio of their
 * speeds is 3 to 4', 'as 5 is to 7', '3 is to 4' all as 'N : M'. Without 'is', only as the first
 * figure after 'ratio' or 'proportion' ('rose from 20 to 30' and 'ratio ... from 2 to 3' are changes,
 * not ratios).
 */
const TERM_END = String.raw`(?!\d|\.\d|\s*(?:%|(?:km|kg|cm|mm|m|g|l|ml|litres?|liters?|hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|months?|years?|yrs?)\b))`;
const IS_TO = new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s+is\s+to\s+(\d+(?:\.\d+)?)${TERM_END}`, 'g');
const RATIO_TO = new RegExp(String.raw`\b(ratio|proportion)\b([^\d.?!;]{0,40}?)(?<!\bfrom\s)(?<![\d.])(\d+(?:\.\d+)?)\s+to\s+(\d+(?:\.\d+)?)(?:\s+to\s+(\d+(?:\.\d+)?))?${TERM_END}`, 'g');

export function withRatiosAsColons(text: string): string {
  return text
    .replace(IS_TO, '$1 : $2')
    .replace(RATIO_TO, (_match, word: string, between: string, a: string, b: string, c?: string) => `${word}${between}${a} : ${b}${c ? ` : ${c}` : ''}`);
}

/**
 * A mixed number before a unit of time, length or speed, or before 'times', as a decimal when it
 * is exact to two places: '6 1/2 hours' as 6.5 hours, '37 1/2 minutes', '1 3/4 times as
 * efficient'. '9 1/3 km/h' has no such decimal and is left as written.
 */
export function withMixedNumbersRead(text: string): string {
  return text.replace(/(?<![\d./])(\d+)\s+(\d+)\s*\/\s*(\d+)(?![\d./])(?=\s*(?:hours?|hrs?|minutes?|mins?|days?|seconds?|secs?|km|kmph|metres?|meters?|litres?|liters?|kg|times)\b)/g, (found, whole: string, top: string, bottom: string) => {
    const value = Number(whole) + Number(top) / Number(bottom);
    return Number(top) < Number(bottom) && Math.round(value * 100) === value * 100 ? String(value) : found;
  });
}
