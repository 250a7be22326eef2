import type { LogicalResult } from './logical-result';

/**
 * Codes from a table of digits with conditions: "Digits are coded as follows: 0: P 1: K ...
 * Conditions: (i) If the first digit is odd and the last digit is even, their codes are
 * interchanged. (ii) If the first digit is even and the last digit is odd, the last digit is
 * coded as *. What is the code for 85137?". Each digit takes its code from the table; a condition
 * that holds then changes the codes it names. Only tests on the first, last or another named
 * place (odd, even, zero, greater or less than a number) joined by 'and', and the changes
 * 'their codes are interchanged' and 'the ... digit is coded as X', are read; anything else, or
 * two conditions that both hold, is declined.
 */

const PLACES: Readonly<Record<string, number>> = { first: 0, second: 1, third: 2, fourth: 3, fifth: 4, sixth: 5 };
const PLACE = String.raw`(first|second|third|fourth|fifth|sixth|last)`;

/** A place in a number of a given length: 'last' is its end. */
const placeAt = (word: string, length: number): number => (word === 'last' ? length - 1 : PLACES[word]!);

/** One test on one place ('the first digit is odd'): null when the words say something else. */
function readTest(words: string): { place: string; test: (digit: number) => boolean; said: string } | null {
  // Spaces may be lost in a photo ('the firstdigit', 'last digitis'): the words are read without them.
  const match = new RegExp(String.raw`^(?:the\s*)?${PLACE}\s*digit\s*is\s+(?:an?\s+)?(odd|even|zero|0|(?:greater|more|less|smaller)\s+than\s+(\d))(?:\s+(?:number|digit))?$`).exec(words.trim());
  if (!match) return null;
  const [, place, kind, bound] = match;
  const test =
    kind === 'odd' ? (digit: number) => digit % 2 === 1
    : kind === 'even' ? (digit: number) => digit % 2 === 0
    : kind === 'zero' || kind === '0' ? (digit: number) => digit === 0
    : /^(?:greater|more)/.test(kind!) ? (digit: number) => digit > Number(bound)
    : (digit: number) => digit < Number(bound);
  return { place: place!, test, said: `the ${place!} digit is ${kind!}` };
}

interface Condition {
  readonly tests: readonly NonNullable<ReturnType<typeof readTest>>[];
  /** Swap the codes of two places, or code some places by one sign. */
  readonly change: { readonly swap: readonly [string, string] } | { readonly places: readonly string[]; readonly sign: string };
  readonly said: string;
}

/** 'If the first digit is odd and the last digit is even, their codes are interchanged.' */
function readCondition(piece: string): Condition | null {
  const match = /^if\s+(.+?),\s*(?:then\s+)?(.+?)\s*[.;]?\s*$/.exec(piece.trim());
  if (!match) return null;
  const tests = match[1]!.split(/\s+and\s*(?=the|first|last|second|third|fourth|fifth|sixth)/).map(readTest);
  if (tests.length === 0 || tests.some((test) => test === null)) return null;
  const read = tests as NonNullable<ReturnType<typeof readTest>>[];
  const action = match[2]!.trim();
  const named = read.map((test) => test.place);
  const swap =
    /^(?:their|the)\s+codes?\s+(?:are|is)\s+(?:to\s+be\s+)?(?:inter\s?changed|swapped|exchanged)$/.test(action) && named.length === 2
      ? ([named[0]!, named[1]!] as const)
      : (() => {
          const both = new RegExp(String.raw`^(?:the\s+)?codes?\s+(?:of|for)\s+(?:the\s+)?${PLACE}\s+and\s+(?:the\s+)?${PLACE}\s+digits?\s+(?:are|is)\s+(?:to\s+be\s+)?(?:inter\s?changed|swapped|exchanged)$`).exec(action);
          return both ? ([both[1]!, both[2]!] as const) : null;
        })();
  if (swap) return { tests: read, change: { swap }, said: piece.trim() };
  const coded = new RegExp(String.raw`^(?:(?:the\s+)?${PLACE}\s+digit|both(?:\s+(?:of\s+)?(?:them|these|the\s+digits))?|(?:both\s+)?(?:the\s+)?${PLACE}\s+and\s+(?:the\s+)?${PLACE}\s+digits)\s+(?:is|are)\s+(?:to\s+be\s+)?(?:both\s+)?coded\s+as\s+['"]?([^\s'".,;]{1})['"]?$`).exec(action);
  if (!coded) return null;
  const places = coded[1] ? [coded[1]] : coded[2] ? [coded[2], coded[3]!] : named;
  return { tests: read, change: { places, sign: coded[4]!.toUpperCase() }, said: piece.trim() };
}

/** A number as a student's photo may show it: 'l' and 'i' for 1, 'o' for 0. */
function digitsOf(token: string): string | null {
  const mended = token.replace(/[li]/g, '1').replace(/o/g, '0');
  return /^\d{3,8}$/.test(mended) && (token.match(/\d/g) ?? []).length >= mended.length - 1 ? mended : null;
}

export function solveDigitTableCode(text: string): LogicalResult | null {
  if (!/\bdigits?\b[^.]*\bcoded\b|\bcoded\s+as\s+follows/.test(text) || !/\bif\s+the\s+(?:first|last)\s+digit\b/.test(text)) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'coding-decoding', solved: false, reason });
  const ask = /\bwhat\s+(?:is|will\s+be|would\s+be)\s+the\s+code\s*(?:for|of)\s*(?:the\s+number\s+)?([0-9oli]{3,8})\b/.exec(text);
  if (!ask) return fail('I could not read the number to be coded.');
  const number = digitsOf(ask[1]!);
  if (!number) return fail('I could not read the number to be coded.');
  const table = new Map<number, string>();
  const tableEnd = /\bconditions?\b|\bif\s+the\b/.exec(text)?.index ?? ask.index;
  for (const pair of text.slice(0, tableEnd).matchAll(/(?:^|\s)(\d)\s*[:=-]\s*([a-z@#$%&*])(?=\s|$|,)/g)) {
    const digit = Number(pair[1]);
    if (table.has(digit) && table.get(digit) !== pair[2]!.toUpperCase()) return fail(`The digit ${digit} is given two codes.`);
    table.set(digit, pair[2]!.toUpperCase());
  }
  if (![...number].every((digit) => table.has(Number(digit)))) return fail('The table does not give a code for every digit of the number.');
  const pieces = text
    .slice(tableEnd, ask.index)
    .replace(/^\s*conditions?\s*:?/, '')
    .split(/\(\s*(?:i{1,3}|iv|v|vi)\s*\)|(?=\bif\s+the\b)/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  const conditions: Condition[] = [];
  for (const piece of pieces) {
    // 'If none of the conditions applies, the digits are coded as in the table': the plain table.
    if (/^if\s+(?:none|no\s+condition)/.test(piece)) continue;
    const condition = readCondition(piece);
    if (!condition) return fail(`I could not read the condition "${piece}".`);
    conditions.push(condition);
  }
  if (conditions.length === 0) return fail('I found no condition I could read.');
  const digits = [...number].map(Number);
  const plainCodes = digits.map((digit) => table.get(digit)!);
  const holding = conditions.filter((condition) => condition.tests.every((test) => test.test(digits[placeAt(test.place, digits.length)]!)));
  if (holding.length > 1) return fail('More than one condition holds for this number, and the question does not say which comes first.');
  const codes = [...plainCodes];
  const steps = [`${number}: ${digits.map((digit, at) => `${digit} → ${plainCodes[at]}`).join(', ')} from the table, giving ${plainCodes.join('')}.`];
  const applied = holding[0];
  if (applied) {
    const change = applied.change;
    if ('swap' in change) {
      const [a, b] = [placeAt(change.swap[0], digits.length), placeAt(change.swap[1], digits.length)];
      [codes[a], codes[b]] = [codes[b]!, codes[a]!];
      steps.push(`Condition "${applied.said}" holds: the codes of the ${change.swap[0]} and ${change.swap[1]} digits change places.`);
    } else {
      for (const place of change.places) codes[placeAt(place, digits.length)] = change.sign;
      steps.push(`Condition "${applied.said}" holds: the ${change.places.join(' and ')} digit${change.places.length > 1 ? 's are' : ' is'} coded as ${change.sign}.`);
    }
  } else steps.push('No condition holds for this number, so the table codes stand.');
  const answer = codes.join('');
  const tests = conditions.map((condition) => `${condition.tests.map((test) => `${test.said} (${digits[placeAt(test.place, digits.length)]}): ${test.test(digits[placeAt(test.place, digits.length)]!) ? 'yes' : 'no'}`).join('; ')}.`);
  return {
    kind: 'coding-decoding',
    solved: true,
    answer,
    matches: (option) => option.replace(/\s+/g, '').toUpperCase() === answer,
    steps: [
      { title: 'Code each digit from the table', bullets: [steps[0]!] },
      { title: 'Test the conditions', bullets: [...tests, ...steps.slice(1)] },
    ],
    check: [`Checking every condition again on ${number}: ${holding.length === 1 ? 'exactly one holds' : 'none holds'}, and ${answer} has ${answer.length} codes, one for each digit.`],
  };
}
