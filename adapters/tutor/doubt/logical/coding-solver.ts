import { reorder } from '../../generators/logical/solvers';
import type { LogicalResult, LogicalSolved } from './logical-result';
import { solveDigitTableCode } from './digit-table-code-solver';
import { solveStatedCode } from './stated-code-solver';

interface Scheme {
  readonly name: string;
  readonly encode: (word: string) => string;
  /** Word from code, for letter codes (every letter scheme here can be undone). */
  readonly decode?: (code: string) => string;
  /**
   * How much the rule has to be told: 1 for one shift or opposite letters, one more for a
   * reordering, one more for a second shift. Of rules that fit and disagree, the simplest wins
   * only when it alone is that simple.
   */
  readonly parts?: number;
}

const A = 65;
const letter = (index: number) => String.fromCharCode(A + (((index % 26) + 26) % 26));
const index = (char: string) => char.charCodeAt(0) - A;
const position = (char: string) => index(char) + 1;
const mod26 = (value: number) => ((value % 26) + 26) % 26;

/** 'each letter moved 2 forward', 'each letter moved 3 back'. */
function shiftName(shift: number): string {
  const amount = mod26(shift);
  return amount <= 13 ? `moved ${amount} forward` : `moved ${26 - amount} back`;
}

/** Signed shift for display: 25 is -1. */
function signed(shift: number): number {
  const amount = mod26(shift);
  return amount <= 13 ? amount : amount - 26;
}

// ---------------------------------------------------------------- letter codes

type Order = 'none' | 'word' | 'halves' | 'pairs' | 'swap-halves' | 'ends' | 'first-to-end' | 'last-to-front';

const ORDERS: readonly { order: Order; name: string }[] = [
  { order: 'none', name: '' },
  { order: 'word', name: 'the word reversed, then ' },
  { order: 'halves', name: 'each half reversed, then ' },
  { order: 'pairs', name: 'each pair of letters swapped, then ' },
  { order: 'swap-halves', name: 'the two halves swapped, then ' },
  { order: 'ends', name: 'the first and last letters swapped, then ' },
  { order: 'first-to-end', name: 'the first letter moved to the end, then ' },
  { order: 'last-to-front', name: 'the last letter moved to the front, then ' },
];

/**
 * The word's letters in the order a scheme takes them; halves split at the middle (the odd letter
 * stays in the second half). Each order undoes itself, so it also turns a code's letters back.
 */
function arrange(word: string, order: Order): string {
  if (order === 'none' || order === 'word' || order === 'halves') return reorder(word, order);
  if (order === 'pairs') return word.replace(/(.)(.)/g, '$2$1');
  if (order === 'ends') return word.length < 3 ? '' : word.at(-1)! + word.slice(1, -1) + word[0]!;
  if (order === 'first-to-end') return word.length < 3 ? '' : word.slice(1) + word[0]!;
  if (order === 'last-to-front') return word.length < 3 ? '' : word.at(-1)! + word.slice(0, -1);
  const half = Math.floor(word.length / 2);
  return word.length % 2 === 0 ? word.slice(half) + word.slice(0, half) : '';
}

/** The word's letters put back from an order: a rotation is undone by the opposite one; every other order undoes itself. */
function unarrange(letters: string, order: Order): string {
  if (order === 'first-to-end') return arrange(letters, 'last-to-front');
  if (order === 'last-to-front') return arrange(letters, 'first-to-end');
  return arrange(letters, order);
}

/** Each letter's shift given its place (0-based) in the arranged word. */
interface ShiftPattern {
  readonly name: string;
  /** The shift of the letter at `place` of a word of `length` letters. */
  readonly shift: (place: number, length?: number) => number;
}

/**
 * The shift patterns the examples show: one shift for every letter, two shifts in turn (+1, -1,
 * +1, ...), or shifts growing by place (+1, +2, +3, ...). A pattern is kept only if every letter
 * of every example follows it, with letters to spare beyond those that fix it: the two-shift
 * patterns need a word of five letters, read forwards or backwards (after swapping halves, an
 * opposite-letter code of CLAT also reads as -3, -5 in turn).
 */
function shiftPatterns(shifts: readonly (readonly number[])[], plainOrder: boolean): ShiftPattern[] {
  const all = shifts.flat();
  const longest = Math.max(...shifts.map((list) => list.length));
  const patterns: ShiftPattern[] = [];
  if (all.every((shift) => shift === all[0])) {
    patterns.push({ name: `each letter ${shiftName(all[0]!)}`, shift: () => all[0]! });
    return patterns;
  }
  const [first, second] = [shifts[0]![0]!, shifts[0]![1]!];
  // Two shifts to fit leave too few letters to check on a short word, or after a reordering; shifts
  // growing by place (+1, +2, +3, +4) are checked on two letters of a four-letter word.
  if (!plainOrder || longest < 4) return patterns;
  if (longest >= 5 && shifts.every((list) => list.every((shift, place) => shift === (place % 2 === 0 ? first : second)))) {
    patterns.push({ name: `letters ${signed(first) >= 0 ? '+' : ''}${signed(first)} and ${signed(second) >= 0 ? '+' : ''}${signed(second)} in turn`, shift: (place) => (place % 2 === 0 ? first : second) });
  }
  const step = mod26(second - first);
  if (step !== 0 && shifts.every((list) => list.every((shift, place) => shift === mod26(first + step * place)))) {
    const shown = [0, 1, 2].map((place) => signed(first + step * place)).map((value) => (value >= 0 ? `+${value}` : String(value)));
    patterns.push({ name: `letters shifted ${shown.join(', ')}, ... by place`, shift: (place) => first + step * place });
  }
  // COMPUTER as RFUVQNPC: the end letters moved one way, the letters between them another.
  const middle = shifts[0]![1]!;
  const ends = (list: readonly number[]) => list.every((shift, place) => shift === (place === 0 || place === list.length - 1 ? first : middle));
  if (middle !== first && shifts.every((list) => list.length >= 5 && ends(list))) {
    const lengths = shifts.map((list) => list.length);
    patterns.push({
      name: `the first and last letters ${shiftName(first).replace('moved 0 forward', 'kept')}, the letters between them ${shiftName(middle).replace('moved 0 forward', 'kept')}`,
      shift: (place, length = lengths[0]!) => (place === 0 || place === length - 1 ? first : middle),
    });
  }
  return patterns;
}

/** Every letter scheme (an order, then a shift pattern or opposite letters) that turns each example word into its code. */
function letterSchemes(examples: readonly (readonly [string, string])[]): Scheme[] {
  const schemes: Scheme[] = [];
  if (examples.some(([word, code]) => word.length !== code.length || word.length < 2)) return schemes;
  for (const { order, name } of ORDERS) {
    const arranged = examples.map(([word]) => arrange(word, order));
    if (arranged.some((word) => word === '')) continue;
    const shifts = arranged.map((word, at) => [...word].map((char, place) => mod26(index(examples[at]![1][place]!) - index(char))));
    for (const pattern of shiftPatterns(shifts, order === 'none' || order === 'word')) {
      if (order === 'none' && pattern.shift(0) === 0 && shifts.flat().every((shift) => shift === 0)) continue;
      const label = `${name}${pattern.name}`.replace(/, then each letter moved 0 forward$/, '');
      schemes.push({
        name: label,
        parts: (order === 'none' ? 0 : 1) + (/in turn|by place|between them/.test(pattern.name) ? 2 : 1),
        encode: (word) => {
          const letters = arrange(word, order);
          return letters === '' ? '' : [...letters].map((char, place) => letter(index(char) + pattern.shift(place, letters.length))).join('');
        },
        decode: (code) => unarrange([...code].map((char, place) => letter(index(char) - pattern.shift(place, code.length))).join(''), order),
      });
    }
    if (arranged.every((word, at) => [...word].every((char, place) => index(examples[at]![1][place]!) === 25 - index(char)))) {
      schemes.push({
        name: `${name}each letter replaced by its opposite (A-Z, B-Y, ...)`,
        parts: order === 'none' ? 1 : 2,
        encode: (word) => [...arrange(word, order)].map((char) => letter(25 - index(char))).join(''),
        decode: (code) => unarrange([...code].map((char) => letter(25 - index(char))).join(''), order),
      });
    }
  }
  const byKind = vowelConsonantScheme(examples);
  if (byKind) schemes.push(byKind);
  return schemes;
}

const isVowel = (char: string) => /[AEIOU]/.test(char);

/**
 * ORANGE as PQBMFF: every vowel moved one way and every consonant another. Kept only when the
 * examples show at least two vowels and two consonants (one of each would fit any code), and the
 * two shifts differ (else it is one shift for all). A code letter that could come from a vowel or
 * a consonant cannot be undone, so decoding then gives nothing (a decline).
 */
function vowelConsonantScheme(examples: readonly (readonly [string, string])[]): Scheme | null {
  const shifts = { vowel: new Set<number>(), consonant: new Set<number>() };
  let [vowels, consonants] = [0, 0];
  for (const [word, code] of examples) {
    [...word].forEach((char, place) => {
      const shift = mod26(index(code[place]!) - index(char));
      if (isVowel(char)) [vowels, shifts.vowel] = [vowels + 1, shifts.vowel.add(shift)];
      else [consonants, shifts.consonant] = [consonants + 1, shifts.consonant.add(shift)];
    });
  }
  if (vowels < 2 || consonants < 2 || shifts.vowel.size !== 1 || shifts.consonant.size !== 1) return null;
  const [vowel] = [...shifts.vowel];
  const [consonant] = [...shifts.consonant];
  if (vowel === consonant) return null;
  const shiftOf = (char: string) => (isVowel(char) ? vowel! : consonant!);
  return {
    name: `each vowel ${shiftName(vowel!)} and each consonant ${shiftName(consonant!)}`,
    parts: 2,
    encode: (word) => [...word].map((char) => letter(index(char) + shiftOf(char))).join(''),
    decode: (code) => {
      const letters = [...code].map((char) => {
        const from = [letter(index(char) - vowel!), letter(index(char) - consonant!)].filter((plain, at) => isVowel(plain) === (at === 0));
        return from.length === 1 ? from[0]! : '';
      });
      return letters.every(Boolean) ? letters.join('') : '';
    },
  };
}

/**
 * STORM as TU4SN: each vowel written as its number among the vowels (A = 1, E = 2, I = 3, O = 4,
 * U = 5) and each consonant moved one steady step. Read from the codes as printed (their digits
 * are digits), and kept only when the examples show two vowels and two consonants or more.
 */
function vowelDigitScheme(examples: readonly (readonly [string, string])[]): Scheme | null {
  const steps = new Set<number>();
  let [vowels, consonants] = [0, 0];
  for (const [word, code] of examples) {
    if (word.length !== code.length || !/^[A-Z]+$/.test(word)) return null;
    for (const [place, char] of [...word].entries()) {
      const shown = code[place]!;
      if (isVowel(char)) {
        // The digit, or a capital the photo read for it ('DMI3N' for DM13N).
        const digit = String('AEIOU'.indexOf(char) + 1);
        if (shown !== digit && ({ I: '1', L: '1', S: '5' } as Readonly<Record<string, string>>)[shown] !== digit) return null;
        vowels += 1;
      } else {
        if (!/[A-Z]/.test(shown)) return null;
        steps.add(mod26(index(shown) - index(char)));
        consonants += 1;
      }
    }
  }
  const [step] = [...steps];
  if (vowels < 2 || consonants < 2 || steps.size !== 1 || step === 0) return null;
  return {
    name: `each vowel written as its number among the vowels (A = 1, E = 2, I = 3, O = 4, U = 5), each consonant ${shiftName(step!)}`,
    parts: 2,
    encode: (word) => [...word].map((char) => (isVowel(char) ? String('AEIOU'.indexOf(char) + 1) : letter(index(char) + step!))).join(''),
  };
}

// ---------------------------------------------------------------- number codes

function numberSchemes(separator: string): Scheme[] {
  const values = (word: string, fromEnd: boolean) => [...word].map((char) => (fromEnd ? 27 - position(char) : position(char)));
  const schemes: Scheme[] = [
    { name: "the sum of the letters' positions (A = 1 ... Z = 26)", encode: (word) => String(values(word, false).reduce((sum, value) => sum + value, 0)) },
    { name: "the sum of the letters' reverse positions (Z = 1 ... A = 26)", encode: (word) => String(values(word, true).reduce((sum, value) => sum + value, 0)) },
    { name: "the product of the letters' positions", encode: (word) => String(values(word, false).reduce((product, value) => product * value, 1)) },
    { name: "the sum of the letters' positions times the number of letters", encode: (word) => String(values(word, false).reduce((sum, value) => sum + value, 0) * word.length) },
    { name: "the sum of the letters' positions plus the number of letters", encode: (word) => String(values(word, false).reduce((sum, value) => sum + value, 0) + word.length) },
    { name: "the sum of the squares of the letters' positions", encode: (word) => String(values(word, false).reduce((sum, value) => sum + value * value, 0)) },
    { name: "each letter written as the square of its position (A = 1, B = 4, C = 9 ...)", encode: (word) => values(word, false).map((value) => value * value).join(separator) },
  ];
  // SOUTH as 16328: each position's digits added till one is left (S = 19: 1 + 9 = 10: 1 + 0 = 1).
  if (separator === '') schemes.push({ name: "each letter written as the digit sum of its position (S = 19: 1 + 9 = 10, 1 + 0 = 1)", encode: (word) => values(word, false).map((value) => String(((value - 1) % 9) + 1)).join('') });
  // DEMOCRACY as 8: the number of letters, one less, one more, or twice it.
  for (const [name, count] of LENGTH_CODES) schemes.push({ name: `the number of letters ${name}`.trim(), encode: (word) => String(count(word.length)) });
  for (const fromEnd of [false, true]) {
    for (const reversed of [false, true]) {
      for (let offset = -3; offset <= 3; offset += 1) {
        schemes.push({
          name: `each letter written as its ${fromEnd ? 'reverse position (Z = 1)' : 'position (A = 1)'}${offset ? ` ${offset > 0 ? 'plus' : 'minus'} ${Math.abs(offset)}` : ''}${reversed ? ', read backwards' : ''}`,
          encode: (word) => {
            const list = values(word, fromEnd).map((value) => value + offset);
            return (reversed ? list.reverse() : list).join(separator);
          },
          // '19 15 21 20 8' back to SOUTH: a number per letter, each turned back into its letter.
          decode: (code) => {
            const list = code.split(/[\s,-]+/).filter(Boolean).map(Number);
            const positions = (reversed ? list.reverse() : list).map((value) => (fromEnd ? 27 - (value - offset) : value - offset));
            return positions.length > 0 && positions.every((value) => Number.isInteger(value) && value >= 1 && value <= 26) ? positions.map((value) => letter(value - 1)).join('') : '';
          },
        });
      }
    }
  }
  return schemes;
}

/** Codes that count a word's letters: the count, one less or more, or twice it. */
const LENGTH_CODES: readonly (readonly [string, (count: number) => number])[] = [
  ['', (count) => count],
  ['less one', (count) => count - 1],
  ['plus one', (count) => count + 1],
  ['less two', (count) => count - 2],
  ['plus two', (count) => count + 2],
  ['times two', (count) => count * 2],
];

/**
 * A code that gives each letter its own symbol ('ROSE' is 6821): read from the examples, letter by
 * letter, when every letter keeps one symbol and no two letters share one.
 */
function letterForLetter(examples: readonly (readonly [string, string])[]): Scheme | null {
  const forward = new Map<string, string>();
  const backward = new Map<string, string>();
  for (const [word, code] of examples) {
    const symbols = code.replace(/[\s,-]+/g, '');
    if (symbols.length !== word.length) return null;
    for (let at = 0; at < word.length; at += 1) {
      const [plain, symbol] = [word[at]!, symbols[at]!];
      if ((forward.get(plain) ?? symbol) !== symbol || (backward.get(symbol) ?? plain) !== plain) return null;
      forward.set(plain, symbol);
      backward.set(symbol, plain);
    }
  }
  if ([...forward].every(([plain, symbol]) => plain === symbol)) return null;
  const table = [...forward].map(([plain, symbol]) => `${plain}=${symbol}`).join(', ');
  return {
    name: `each letter written as its own symbol, read from the examples (${table})`,
    encode: (word) => ([...word].every((plain) => forward.has(plain)) ? [...word].map((plain) => forward.get(plain)!).join('') : ''),
    decode: (code) => ([...code].every((symbol) => backward.has(symbol)) ? [...code].map((symbol) => backward.get(symbol)!).join('') : ''),
  };
}

// ---------------------------------------------------------------- reading the question

/** A code token with a letter a photo shows for a digit ('6b' is 68, '3i' is 31): digits only. */
function numberToken(token: string): string {
  return /\d/.test(token) && /^[\dolisbz]+$/.test(token) ? token.replace(/[olisbz]/g, (char) => ({ o: '0', l: '1', i: '1', s: '5', b: '8', z: '2' })[char]!) : token;
}

/**
 * Whether an 'l' in a word may be a capital I the photo misread: an 'l' no English word would
 * have there ('klngdom', 'justlce', 'natlon', 'lsland', 'empl'), that is after a consonant that
 * never comes before an l (t, d, n, m, ...), between two consonants, before a consonant at the
 * start, or after one at the end; but not in an ending such as '-tle'.
 */
function doubtfulL(word: string, at: number): boolean {
  const vowel = (char: string | undefined) => char !== undefined && /[AEIOUY]/.test(char);
  const [before, after] = [word[at - 1], word[at + 1]];
  if (before === undefined) return after !== undefined && !vowel(after) && after !== 'L';
  if (vowel(before)) return false;
  if (after === undefined) return !/[RW]/.test(before) && !(before === 'L' && (at < 2 || vowel(word[at - 2])));
  if (after === 'E' && at + 2 >= word.length - 1) return false;
  return !vowel(after) || !/[BCFGPSLK]/.test(before);
}

/**
 * The spellings a lower-case word or code may have had: a capital I is often read as 'l' or '1';
 * 0, 5 and 8 are O, S and B. A '1' is always either letter; an 'l' may be an I everywhere in an
 * example or an asked code (the fitting rule or the options tell which), but in an asked word only
 * where the word reads oddly with an L, so that a plain 'lion' is read as written.
 */
function spellings(token: string, everyL: boolean): string[] {
  const base = token.toUpperCase().replace(/0/g, 'O').replace(/5/g, 'S').replace(/8/g, 'B');
  let readings = [''];
  [...base].forEach((char, at) => {
    const unclear = char === '1' || (char === 'L' && (everyL || doubtfulL(base, at)));
    const options = unclear ? ['L', 'I'] : [char];
    readings = readings.flatMap((reading) => options.map((option) => reading + option));
  });
  return readings.length > 8 ? [base.replace(/1/g, 'L')] : readings;
}

const NOT_A_WORD = /^(?:how|what|which|then|will|would|is|it|same|that|this|word|code|the|language|written|coded|if|and|as|in|a|be|so|find|also)$/;
const Q = `['"]?`;
const WORD = String.raw`${Q}([a-z][a-z0158]{1,11})${Q}`;
const CODE = String.raw`${Q}(\d{1,2}(?:\s*[,-]\s*\d{1,2})+|\d{1,2}(?:\s+\d{1,2}){2,}|[a-z0-9]{2,12}|\d)${Q}`;
const CODED = String.raw`(?:is|are|was|has\s+been|can\s+be|may\s+be|will\s+be)\s*(?:coded|written|encoded|represented|denoted|expressed|code[sd]?)(?:\s+in\s+(?:that|the|this|a)\s+(?:certain\s+)?code(?:\s+language)?)?\s*(?:as|by)?`;

/** The asked word ends its clause: 'code for PUB LLC?' (a word the photo broke) is not read as 'PUB'. */
const ENDS = String.raw`(?=\s*(?:[?.,;:]|$|in\b|be\b|will\b|would\b|is\b|written\b|coded\b))`;

interface Ask {
  readonly token: string;
  readonly decode: boolean;
  readonly start: number;
  readonly end: number;
}

/** What is asked: the code of a word, or the word for a code; and where the ask sits, so that it is not read as an example. */
function askOf(text: string): Ask | null {
  const decodes = [
    new RegExp(String.raw`which\s+word\s+(?:is|will\s+be|would\s+be|has\s+been|can\s+be)\s+(?:coded|written|encoded|represented|denoted)\s+(?:as|by)\s*${CODE}`),
    new RegExp(String.raw`which\s+word\s+(?:has|is\s+given|gets)\s+the\s+code\s+${CODE}`),
    new RegExp(String.raw`(?:^|[\s,;])(?:then)?${CODE}\s*(?:is|will\s+be|would\s+be|stands\s+for|represents|is\s+used\s+for)\s+(?:the\s+code\s+(?:for|of)\s+)?(?:which|what)\b`),
    new RegExp(String.raw`what\s+(?:does|will|would)\s+${CODE}\s+(?:stand\s+for|mean|represent|be\s+decoded\s+as)`),
    new RegExp(String.raw`\bdecode\s+${CODE}`),
    new RegExp(String.raw`which\s+word\s+(?:does|will|would)\s+(?:the\s+code\s+)?${CODE}\s+(?:stand\s+for|mean|represent)`),
    new RegExp(String.raw`(?:what|which)\s+is\s+the\s+word\s+(?:for|of|coded\s+as|written\s+as)\s+(?:the\s+code\s+)?${CODE}`),
  ];
  for (const pattern of decodes) {
    const match = pattern.exec(text);
    if (match && !NOT_A_WORD.test(match[1]!)) return { token: match[1]!, decode: true, start: match.index, end: match.index + match[0].length };
  }
  const encodes = [
    new RegExp(String.raw`how\s*(?:will|would|can|shall|should|could)\s*(?:the\s+word\s+)?${Q}([a-z][a-z0158]{1,11}?)${Q}\s*be\s+(?:coded|written|encoded|represented|expressed)`),
    new RegExp(String.raw`how\s*(?:is|are)\s*(?:the\s+word\s+)?${Q}([a-z][a-z0158]{1,11}?)${Q}\s*(?:coded|written|encoded|represented|expressed)\b`),
    new RegExp(String.raw`what\s+will\s+${WORD}\s+be\s+(?:coded|written)\s+as`),
    new RegExp(String.raw`\bcode\s+(?:word\s+)?(?:for|of)\s*(?:the\s+word\s+)?${WORD}${ENDS}`),
    new RegExp(String.raw`(?:then|so|find|what\s+is|what\s+will\s+be)\s+${WORD}\s*(?:=|will\s+be(?:\s+(?:coded|written|equal\s+to))?|is\s+(?:coded|written)\s+as|equals?)\s*(?:\?|$)`),
    new RegExp(String.raw`${WORD}\s+(?:will\s+be|is)\s+(?:coded|written)\s+as\s*(?:\?|$|which\b|what\b)`),
    new RegExp(String.raw`what\s+(?:does|will|would)\s+${WORD}\s+become\b`),
    new RegExp(String.raw`(?:^|[\s,;])(?:then)?${WORD}\s*=\s*\?`),
    new RegExp(String.raw`\bvalue\s+of\s+${WORD}${ENDS}`),
    new RegExp(String.raw`(?<=::)\s*${WORD}\s*:\s*\?`),
    // 'Using the same rule, code PLANET.': the ask as a bare instruction at the end.
    new RegExp(String.raw`(?:^|[\s,;.:])code\s+(?!(?:for|of|word|language)\b)${WORD}\s*[.?]?\s*$`),
    // 'WRIT is coded DIRG, how to code TRIAL?': a student's own ask.
    new RegExp(String.raw`\bhow\s+(?:to|do\s+(?:i|we|you)|can\s+(?:i|we|you)|should\s+(?:i|we))\s+(?:code|write|encode)\s+${WORD}${ENDS}`),
    // 'FLOWER -> GKPVFQ, then SPORT -> ??': a student's arrows.
    new RegExp(String.raw`(?:^|[\s,;])(?:then\s+)?${WORD}\s*(?:->|→|=>)\s*\?`),
  ];
  for (const pattern of encodes) {
    const match = pattern.exec(text);
    if (match && !NOT_A_WORD.test(match[1]!)) return { token: match[1]!, decode: false, start: match.index, end: match.index + match[0].length };
  }
  return null;
}

/** The examples: 'X is written as Y', 'X is coded as Y', 'the code for X is Y', 'X = Y', and 'and Z as W' after one of them. */
function examplesOf(text: string, lettersFirst = false): [string, string][] {
  const found: [string, string][] = [];
  const patterns = [
    new RegExp(String.raw`(?:^|[\s,;(:])${WORD}\s*${CODED}\s+${CODE}(?=[\s,.;?)]|$)`, 'g'),
    new RegExp(String.raw`\bcode\s+(?:for|of)\s+${WORD}\s+is\s+${CODE}(?=[\s,.;?)]|$)`, 'g'),
    new RegExp(String.raw`(?:^|[\s,;(:])${WORD}\s*(?:=|→|->|=>|becomes)\s*${CODE}(?=[\s,.;?)]|$)`, 'g'),
    // "TRAIN is 'USBJO'" (the code in quotes) and "TRAIN's code is USBJO".
    new RegExp(String.raw`(?:^|[\s,;(:])${WORD}\s+is\s+['"]([a-z0-9]{2,12})['"]`, 'g'),
    new RegExp(String.raw`(?:^|[\s,;(:])${WORD}'s\s+code\s+is\s+${CODE}(?=[\s,.;?)]|$)`, 'g'),
    // 'FLOWER : RLOWEF :: ROCKET : ?': the analogy form.
    new RegExp(String.raw`(?:^|[\s,;(])${WORD}\s*:\s*${CODE}\s*::`, 'g'),
  ];
  // 'pencil is coded askvmxro': an 'as' glued to the code; read so when the code then has the word's length.
  const glued = new RegExp(String.raw`(?:^|[\s,;(:])${WORD}\s*${CODED.replace(String.raw`\s*(?:as|by)?`, '')}\s+as([a-z]{2,12}|\d[\d\s,-]*\d)(?=[\s,.;?)]|$)`, 'g');
  for (const match of text.matchAll(glued)) {
    if (!NOT_A_WORD.test(match[1]!) && (/\d/.test(match[2]!) || match[2]!.length === match[1]!.length)) found.push([match[1]!, match[2]!]);
  }
  // 'If 20, 15, 23, 5, 18 stands for TOWER': the code first. A code of letters ('OQVKQP stands for
  // MOTION') is read so only when the ask is said the same way (`lettersFirst`: 'which word does the
  // code GUVCVG stand for').
  for (const match of text.matchAll(new RegExp(String.raw`(?:^|[\s,;(:])(?:if\s+)?${CODE}\s+(?:stands\s+for|means|represents)\s+${WORD}(?=[\s,.;?)]|$)`, 'g'))) {
    if (!NOT_A_WORD.test(match[2]!) && (/\d/.test(match[1]!) || (lettersFirst && match[1]!.length === match[2]!.length))) found.push([match[2]!, match[1]!.trim()]);
  }
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      if (NOT_A_WORD.test(match[1]!)) continue;
      // 'ifisland is coded as cmzkrh': an 'if' glued to a word two letters longer than its letter code.
      const word = /^if[a-z]/.test(match[1]!) && /^[a-z]+$/.test(match[2]!) && match[1]!.length === match[2]!.length + 2 ? match[1]!.slice(2) : match[1]!;
      if (found.some(([known, code]) => known === word && `as${code}` === match[2])) continue;
      found.push([word, match[2]!.trim()]);
      // 'X is written as Y and Z as W': the second example with its verb left out.
      const rest = text.slice(match.index + match[0].length);
      const more = new RegExp(String.raw`^\s*(?:,\s*|and\s+|,\s*and\s+)${WORD}\s+(?:as|by|is(?!\s+(?:coded|written|encoded|represented|denoted|expressed)\b))\s+${CODE}(?=[\s,.;?)]|$)`).exec(rest);
      if (more && !NOT_A_WORD.test(more[1]!)) found.push([more[1]!, more[2]!.trim()]);
    }
  }
  return found.filter(([word, code], at) => found.findIndex(([other, otherCode]) => other === word && otherCode === code) === at);
}

/**
 * True when an option states the answer, letter by letter, allowing for what a photo does to
 * capitals: I read as '1' or 'l', O as '0', S as '5', B as '8' ('TZ1WVM' states TZIWVM); and to
 * digits: 1 read as 'l' or 'I', 0 as 'O' ('I51845' states 151845). SILVER never states SLIVER.
 */
function statesAnswer(option: string, answer: string, numeric: boolean): boolean {
  const shown = option.replace(/[^A-Za-z0-9]/g, '');
  const wanted = answer.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (shown.length !== wanted.length) return false;
  // In an option printed in capitals a small 'l' is a misread I (or L).
  const capitals = /[A-Z]/.test(shown);
  const LOOKS: Readonly<Record<string, string>> = numeric
    ? { O: '0', o: '0', I: '1', l: '1', i: '1', S: '5', s: '5', B: '8', b: '8' }
    : { '0': 'O', '5': 'S', '8': 'B' };
  return [...shown].every((char, at) => {
    const want = wanted[at]!;
    // A digit inside a letter code ('HM1TT'): the digit, or a letter that looks like it.
    if (numeric || /\d/.test(want)) return (({ O: '0', o: '0', I: '1', l: '1', i: '1', S: '5', s: '5', B: '8', b: '8' } as Readonly<Record<string, string>>)[char] ?? char) === want;
    if (char === '1') return want === 'I' || want === 'L';
    if (char === 'l' && capitals) return want === 'I' || want === 'L';
    return (LOOKS[char] ?? char.toUpperCase()) === want;
  });
}

// ---------------------------------------------------------------- sentence codes

interface Coded {
  readonly codes: readonly string[];
  readonly words: readonly string[];
}

/** A meaning word as compared: an 'rn' read as the 'm' it often is ('srnart' is 'smart'). */
const wordKey = (word: string) => word.replace(/rn/g, 'm');

/**
 * The coded sentences: "'pit na sa' means 'you are good'" (code first) or "'you are good' is
 * written as 'pit na sa'" (meaning first).
 */
function codedSentences(text: string): Coded[] {
  const found: Coded[] = [];
  // A code may be digits, one a word ("'478' means 'see good pictures'").
  const phrase = String.raw`['"]([a-z0-9][a-z0-9 ]*?)['"]`;
  const pattern = new RegExp(String.raw`${phrase}\s+(means|stands\s+for|is\s+the\s+code\s+for|(?:is|are)\s+(?:written|coded)\s+(?:as|in\s+(?:that|the)\s+code\s+as))\s+${phrase}`, 'g');
  const split = (codes: string) => (/^\d{2,6}$/.test(codes.trim()) ? [...codes.trim()] : codes.trim().split(/\s+/));
  for (const match of text.matchAll(pattern)) {
    const codeFirst = !/written|coded/.test(match[2]!);
    const [codes, words] = codeFirst ? [match[1]!, match[3]!] : [match[3]!, match[1]!];
    if (/\d/.test(words) || (/\d/.test(codes) && !/^[\d\s]+$/.test(codes))) continue;
    found.push({ codes: split(codes), words: words.trim().split(/\s+/).map(wordKey) });
  }
  return found;
}

/** What a sentence-code question asks: the code of a word (or phrase), or the word of a code. */
function sentenceAsk(text: string): { token: string; decode: boolean } | null {
  const quoted = String.raw`['"]([a-z0-9][a-z0-9 ]*?)['"]`;
  const decode =
    new RegExp(String.raw`what\s+(?:does|do)\s+${quoted}\s+(?:mean|stand\s+for|represent)`).exec(text) ??
    new RegExp(String.raw`${quoted}\s+(?:means|stands\s+for|is\s+the\s+code\s+for)\s+(?:what|which)\b`).exec(text) ??
    new RegExp(String.raw`which\s+word\s+(?:is\s+(?:coded|written)\s+as|does\s+the\s+code)\s+${quoted}`).exec(text) ??
    new RegExp(String.raw`what\s+(?:does|do)\s+(?:the\s+code\s+)?([a-z]{2,6}|\d)\s+(?:mean|stand\s+for|represent)`).exec(text);
  if (decode) return { token: decode[1]!.trim(), decode: true };
  const encode =
    new RegExp(String.raw`(?:code|code\s+word|code\s+words)\s+(?:for|of)\s+${quoted}`).exec(text) ??
    new RegExp(String.raw`which\s+(?:code|code\s+word|of\s+the\s+following)\s+(?:stands\s+for|means|represents|is\s+used\s+for|is\s+the\s+code\s+for)\s+${quoted}`).exec(text) ??
    new RegExp(String.raw`how\s+(?:is|are|will)\s+${quoted}\s+(?:be\s+)?(?:written|coded)`).exec(text) ??
    new RegExp(String.raw`${quoted}\s+(?:is|will\s+be)\s+(?:written|coded)\s+as\s*(?:\?|$)`).exec(text) ??
    new RegExp(String.raw`(?:which|what)\s+(?:[a-z]+\s+){0,5}?(?:means|stands\s+for|represents|is\s+used\s+for|is\s+the\s+code\s+for)\s+${quoted}`).exec(text) ??
    new RegExp(String.raw`(?:code|code\s+word)\s+(?:for|of)\s+([a-z]{2,12})\b`).exec(text) ??
    new RegExp(String.raw`(?:which|what)\s+(?:[a-z]+\s+){0,4}?(?:means|stands\s+for|represents|is\s+used\s+for)\s+([a-z]{2,12})\s*(?:\?|$|\.|\bin\b)`).exec(text);
  return encode ? { token: encode[1]!.trim(), decode: false } : null;
}

/** Every way to cut tokens into pieces of two letters or more so that there are `count` of them ('tamozu' as 'ta mo zu'). */
function cutTo(tokens: readonly string[], count: number): string[][] {
  if (count === tokens.length) return [[...tokens]];
  if (count < tokens.length || tokens.length === 0) return [];
  const [first, ...rest] = tokens;
  const ways: string[][] = [];
  for (let pieces = 1; pieces <= count - rest.length; pieces += 1) {
    for (const head of cutWord(first!, pieces)) for (const tail of cutTo(rest, count - pieces)) ways.push([...head, ...tail]);
  }
  return ways.slice(0, 50);
}

/** The ways to cut one word into `pieces` parts of two letters or more. */
function cutWord(word: string, pieces: number): string[][] {
  if (pieces === 1) return word.length >= 2 ? [[word]] : [];
  const ways: string[][] = [];
  for (let cut = 2; cut <= word.length - 2 * (pieces - 1); cut += 1) for (const rest of cutWord(word.slice(cut), pieces - 1)) ways.push([word.slice(0, cut), ...rest]);
  return ways;
}

/** Ways to read a sentence whose counts differ: glued tokens cut apart ('zuna bo' as 'zu na bo'). */
function readingsOf(sentence: Coded): Coded[] {
  const { codes, words } = sentence;
  if (codes.length < words.length) return cutTo(codes, words.length).map((list) => ({ codes: list, words }));
  // 'dar to k pa' for 'dar tok pa': a lone letter the cleaning split off may belong to the code before it.
  const joined = codes.reduce<string[]>((list, code, at) => (code.length === 1 && at > 0 ? [...list.slice(0, -1), `${list.at(-1)!}${code}`] : [...list, code]), []);
  if (joined.length < codes.length) {
    const asWritten = readingsOf({ codes: joined, words }).filter((reading) => reading.codes.length === reading.words.length);
    return [...(codes.length === words.length ? [sentence] : []), ...asWritten, ...(words.length < codes.length ? cutTo(words, codes.length).map((list) => ({ codes, words: list.map(wordKey) })) : [])];
  }
  if (words.length < codes.length) return cutTo(words, codes.length).map((list) => ({ codes, words: list.map(wordKey) }));
  return [sentence];
}

/**
 * Every one-to-one matching of words to codes that keeps each sentence's codes exactly the codes
 * of its words (the order of codes inside a sentence tells nothing); the codes the asked word (or
 * the words the asked code) can have across them.
 */
function possibleMeanings(sentences: readonly Coded[], asked: readonly string[], decode: boolean): Set<string> | null {
  if (sentences.some((sentence) => new Set(sentence.codes).size !== sentence.codes.length || new Set(sentence.words).size !== sentence.words.length || sentence.codes.length !== sentence.words.length)) return null;
  const [from, to] = decode ? (['codes', 'words'] as const) : (['words', 'codes'] as const);
  const units = [...new Set(sentences.flatMap((sentence) => sentence[from]))];
  if (asked.some((unit) => !units.includes(unit))) return null;
  const candidates = new Map(
    units.map((unit) => {
      const inside = sentences.filter((sentence) => sentence[from].includes(unit));
      const outside = new Set(sentences.filter((sentence) => !sentence[from].includes(unit)).flatMap((sentence) => sentence[to]));
      return [unit, inside.map((sentence) => sentence[to]).reduce((common, list) => common.filter((value) => list.includes(value))).filter((value) => !outside.has(value))];
    }),
  );
  const results = new Set<string>();
  const chosen = new Map<string, string>();
  const used = new Set<string>();
  let explored = 0;
  const assign = (at: number): boolean => {
    explored += 1;
    if (explored > 20_000) return false;
    if (at === units.length) {
      const ok = sentences.every((sentence) => {
        const image = new Set(sentence[from].map((unit) => chosen.get(unit)));
        return sentence[to].every((value) => image.has(value));
      });
      if (ok) results.add(asked.map((unit) => chosen.get(unit)!).join(' '));
      return true;
    }
    const unit = units[at]!;
    for (const value of candidates.get(unit)!) {
      if (used.has(value)) continue;
      chosen.set(unit, value);
      used.add(value);
      if (!assign(at + 1)) return false;
      used.delete(value);
    }
    chosen.delete(unit);
    return true;
  };
  return assign(0) ? results : null;
}

/** "'pit na sa' means 'you are good' ...; what is the code for 'good'?" worked by matching words to codes. */
function solveSentenceCode(text: string): LogicalResult | null {
  const sentences = codedSentences(text);
  if (sentences.length < 2 || sentences.every((sentence) => sentence.codes.length < 2 && sentence.words.length < 2)) return null;
  const ask = sentenceAsk(text);
  if (!ask) return { kind: 'coding-decoding', solved: false, reason: 'I could not tell which word or code is asked about.' };
  const askedAll = ask.decode ? ask.token.split(/\s+/) : ask.token.split(/\s+/).map(wordKey);
  // 'What may be the code for "never teachers books"': a word no sentence uses takes a code no sentence uses.
  const knownWords = new Set(sentences.flatMap((sentence) => sentence.words));
  const fresh = ask.decode ? [] : askedAll.filter((word) => !knownWords.has(word));
  const mayBe = /\b(?:may|might|could|can)\s+be\b/.test(text);
  if (fresh.length > 0 && (!mayBe || fresh.length === askedAll.length || new Set(fresh).size !== fresh.length)) return { kind: 'coding-decoding', solved: false, reason: `The word ${fresh.join(', ')} is in none of the coded sentences, so its code is not given.` };
  const asked = askedAll.filter((word) => !fresh.includes(word));
  const usedCodes = new Set(sentences.flatMap((sentence) => sentence.codes));
  // A sentence the photo glued ('zuna bo' for 'zu na bo') is read every way it can be; an answer is given only if all agree.
  let readings: Coded[][] = [[]];
  for (const sentence of sentences) {
    const ways = readingsOf(sentence);
    readings = readings.flatMap((reading) => ways.map((way) => [...reading, way]));
    if (readings.length > 40) break;
  }
  const answers = new Set<string>();
  let consistent = 0;
  for (const reading of readings.length > 40 ? [] : readings) {
    const possible = possibleMeanings(reading, asked, ask.decode);
    if (!possible || possible.size === 0) continue;
    consistent += 1;
    for (const value of possible) answers.add(value);
  }
  if (consistent === 0) return { kind: 'coding-decoding', solved: false, reason: 'The coded sentences do not fit together as one word for one code, or the asked word is not in them.' };
  if (answers.size !== 1) {
    return { kind: 'coding-decoding', solved: false, reason: `The sentences leave more than one possibility (${[...answers].join(', ')}), so they do not fix the answer.` };
  }
  const knownAnswer = [...answers][0]!;
  const answer = fresh.length === 0 ? knownAnswer : `${knownAnswer} and a new code for ${fresh.join(', ')}`;
  const used = readings.find((reading) => possibleMeanings(reading, asked, ask.decode)?.size === 1) ?? sentences;
  const shown = (sentence: Coded) => `'${sentence.codes.join(' ')}' = '${sentence.words.join(' ')}'`;
  const withAsked = used.filter((sentence) => asked.every((unit) => (ask.decode ? sentence.codes : sentence.words).includes(unit)));
  const answerUnits = knownAnswer.split(' ');
  const solved: LogicalSolved = {
    kind: 'coding-decoding',
    solved: true,
    answer,
    matches: (option) => {
      const units = option.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').trim().split(/\s+/).map((unit) => (ask.decode ? wordKey(unit) : unit));
      // The new words' codes: as many, each its own, none of them a code the sentences use.
      const others = units.filter((unit) => !answerUnits.includes(unit));
      const freshCodes = others.length === fresh.length && new Set(others).size === others.length && others.every((unit) => !usedCodes.has(unit));
      return units.length === answerUnits.length + fresh.length && answerUnits.every((unit) => units.includes(unit)) && freshCodes;
    },
    steps: [
      { title: 'Write each coded sentence beside its meaning', bullets: used.map(shown) },
      {
        title: `Find the ${ask.decode ? 'word' : 'code'} common to the sentences with ${ask.token}`,
        bullets: [
          `${ask.token} appears in ${withAsked.length} sentence${withAsked.length === 1 ? '' : 's'}: ${withAsked.map(shown).join('; ')}.`,
          `The ${ask.decode ? 'word' : 'code'} shared by those sentences, and used by no other word of the sentences, is ${answer}.`,
        ],
      },
    ],
    check: [
      `Matching every word to one code so that each sentence's codes are exactly its words' codes leaves ${knownAnswer} as the only possibility for ${asked.join(' ')}.`,
      ...(fresh.length > 0 ? [`${fresh.join(', ')} is in none of the sentences, so its code is one that none of them uses (${[...usedCodes].join(', ')} are all taken).`] : []),
      'Each sentence was re-checked with that matching: its codes are the codes of its words.',
    ],
  };
  return solved;
}

// ---------------------------------------------------------------- word codes

interface Fit {
  readonly scheme: Scheme;
  readonly examples: readonly (readonly [string, string])[];
}

/** The rule of a letter or number code from its example(s), applied to the word asked, or undone on the code asked. */
function solveWordCode(stem: string, original = ''): LogicalResult | null {
  // 'qtfgtin that language': an 'in' glued to the code before it.
  const text = stem
    .replace(/\b([a-z]{3,})in(?=\s+(?:that|the|this|a)\s+(?:certain\s+)?(?:code|language))/g, '$1 in')
    // 'h0w is TIGER coded', 'wi1l': question words with a misread letter.
    .replace(/\bh0w\b/g, 'how')
    .replace(/\bwi(?:1l|l1|11)\b/g, 'will');
  const ask = askOf(text);
  const lettersFirst = Boolean(ask?.decode) && /\bstand\s+for\b/.test(text.slice(ask!.start, ask!.end));
  const examples = examplesOf(ask ? text.slice(0, ask.start) + ' ' + text.slice(ask.end) : text, lettersFirst).filter(([word]) => !ask || ask.decode || word !== ask.token);
  if (examples.length === 0 || !ask) return { kind: 'coding-decoding', solved: false, reason: 'I could not find both an example (WORD coded as CODE) and the word or code asked about.' };
  const numeric = examples.every(([, code]) => /\d/.test(code) && /^[\dolisbz\s,-]+$/.test(code));
  if (!numeric && examples.some(([, code]) => /[\s,-]/.test(code))) return { kind: 'coding-decoding', solved: false, reason: 'The example codes mix letters and numbers in a way I do not read.' };
  const codes = examples.map(([, code]) => (numeric ? code.replace(/[^\s,-]+/g, numberToken) : code));
  const separator = numeric ? (/-/.test(codes[0]!) ? '-' : /,/.test(codes[0]!) ? ',' : /\s/.test(codes[0]!) ? ' ' : '') : '';

  // Every spelling of the examples the photo allows ('l' may be a misread I); rules are fitted on each.
  let exampleReadings: [string, string][][] = [[]];
  examples.forEach(([word], at) => {
    // 'ifjour is coded as 10152118': an 'if' the photo glued on may belong to the word or not.
    const wordWays = [...spellings(word, true), ...(/^if[a-z]{2}/.test(word) ? spellings(word.slice(2), true) : [])];
    // 'ncornp' for NCOMP: an 'm' the photo read as 'rn', when that gives the word's length.
    const code = !numeric && codes[at]!.length > word.length && codes[at]!.replace(/rn/g, 'm').length === word.length ? codes[at]!.replace(/rn/g, 'm') : codes[at]!;
    const codeWays = numeric ? [codes[at]!] : spellings(code, true);
    exampleReadings = exampleReadings.flatMap((reading) => wordWays.flatMap((w) => codeWays.map((c) => [...reading, [w, c] as [string, string]])));
  });
  if (exampleReadings.length > 64) return { kind: 'coding-decoding', solved: false, reason: 'Too many letters of the example are unclear in the photo.' };

  // An 'l' read as a misread I is a guess: rules fitted on the examples as written come first.
  const guessed = (reading: readonly (readonly [string, string])[]) =>
    reading.reduce((count, [word, code], at) => {
      const [shownWord, shownCode] = [examples[at]![0].replace(/^if(?=[a-z]{2})/, '').slice(-word.length), codes[at]!];
      const changed = (shown: string, read: string) => [...read].filter((char, place) => char === 'I' && shown[place] === 'l').length;
      return count + changed(shownWord, word) + (numeric ? 0 : changed(shownCode, code));
    }, 0);
  const fits: Fit[] = [];
  let fewestGuesses = Infinity;
  // Vowels written as digits (STORM as TU4SN): read on the codes as printed, before any digit is taken for a letter.
  // The cleaning reads a code in capitals with digits as letters ('R5F1Q' as RSFIQ): the code as printed is looked up.
  const printed = new Map([...original.matchAll(/[A-Za-z0-9]{2,12}/g)].map((match) => [match[0].toLowerCase().replace(/[0158]/g, (digit) => ({ '0': 'o', '1': 'i', '5': 's', '8': 'b' })[digit]!), match[0]] as const));
  const printedExamples = examples.map(([word, code]) => [word.toUpperCase(), (printed.get(code) ?? code).toUpperCase()] as [string, string]);
  const vowelDigits = numeric ? null : vowelDigitScheme(printedExamples);
  if (vowelDigits) {
    fits.push({ scheme: vowelDigits, examples: printedExamples });
    fewestGuesses = 0;
  }
  for (const reading of exampleReadings) {
    const normalise = (code: string) => (numeric ? code.replace(/[\s,-]+/g, separator) : code);
    const candidates = numeric ? numberSchemes(separator).filter((scheme) => reading.every(([word, code]) => scheme.encode(word) === normalise(code))) : letterSchemes(reading);
    // A table of symbols fits any spelling, so it is read from the first reading it fits (the words as
    // written, or without an 'if' the photo glued on).
    if (numeric && candidates.length === 0 && !fits.some((fit) => fit.scheme.name.startsWith('each letter written as its own symbol'))) {
      const table = letterForLetter(reading);
      if (table) candidates.push(table);
    }
    if (candidates.length === 0) continue;
    const guesses = guessed(reading);
    if (guesses > fewestGuesses) continue;
    if (guesses < fewestGuesses) fits.length = 0;
    fewestGuesses = guesses;
    for (const scheme of candidates) fits.push({ scheme, examples: reading });
  }
  if (fits.length === 0) return { kind: 'coding-decoding', solved: false, reason: 'No rule I know (shift, reversal, opposite letters, shifts by place, position values or sums) turns the example word into its code.' };

  const askedWays = ask.decode && numeric ? [numberToken(ask.token)] : spellings(ask.token, ask.decode);
  const outcomes = new Map<string, { asked: string; fit: Fit; answer: string }[]>();
  // In decoding, a rule that cannot give the asked code from any word is refuted by that code
  // (RPKLV has a K no vowel or consonant rule of LEMON gives): it is set aside when another rule can.
  const undoes = (fit: Fit, asked: string) => {
    const word = fit.scheme.decode?.(asked) ?? '';
    return word !== '' && fit.scheme.encode(word) === asked;
  };
  const usable = (asked: string) => (ask.decode && fits.some((fit) => undoes(fit, asked)) ? fits.filter((fit) => undoes(fit, asked)) : fits);
  for (const asked of askedWays) {
    for (const fit of usable(asked)) {
      const answer = ask.decode ? (fit.scheme.decode?.(asked) ?? '') : fit.scheme.encode(asked);
      if (answer === '') return { kind: 'coding-decoding', solved: false, reason: `The rule that fits the example (${fit.scheme.name}) cannot be ${ask.decode ? 'undone on' : 'applied to'} ${asked}.` };
      outcomes.set(asked, [...(outcomes.get(asked) ?? []), { asked, fit, answer }]);
    }
  }
  // Every rule that fits must give one answer for each spelling of the asked word; where they
  // differ, the simplest rule is taken when no other rule as simple fits (APPLE as ZKKOV is opposite
  // letters, not 'reversed, then -5 and -1 in turn').
  const simplest = (list: { fit: Fit }[]) => Math.min(...list.map((outcome) => outcome.fit.scheme.parts ?? 1));
  let setAside: string | null = null;
  for (const [asked, list] of outcomes) {
    const all = new Set(list.map((outcome) => outcome.answer));
    if (all.size < 2) continue;
    const kept = list.filter((outcome) => (outcome.fit.scheme.parts ?? 1) === simplest(list));
    setAside = list.find((outcome) => !kept.includes(outcome))?.fit.scheme.name ?? setAside;
    outcomes.set(asked, kept);
  }
  for (const [asked, list] of outcomes) {
    const answers = new Set(list.map((outcome) => outcome.answer));
    if (answers.size > 1) return { kind: 'coding-decoding', solved: false, reason: `More than one rule fits the example and they give different answers for ${asked} (${[...answers].join(', ')}).` };
  }
  const readings = [...outcomes.values()].map((list) => list[0]!);
  const [main] = readings;
  const { fit } = main!;
  const alternatives = readings.slice(1);
  const asking = ask.decode ? 'code' : 'word';
  const answer = alternatives.length === 0 ? main!.answer : `${main!.answer} for ${main!.asked} (${alternatives.map((other) => `${other.answer} if the ${asking} is ${other.asked}`).join('; ')})`;
  const spelled = (word: string) => [...word].map((char) => `${char}=${position(char)}`).join(', ');
  const [exampleWord, exampleCode] = fit.examples[0]!;
  const accepted = readings.map((reading) => reading.answer);
  return {
    kind: 'coding-decoding',
    solved: true,
    answer,
    matches: (option) => accepted.some((value) => statesAnswer(option, value, numeric && !ask.decode)),
    steps: [
      { title: 'Compare the example letter by letter', bullets: [`${exampleWord} (${spelled(exampleWord)}) is coded ${exampleCode}.`, `The rule that fits: ${fit.scheme.name}.`] },
      {
        title: ask.decode ? `Undo the rule on ${main!.asked}` : `Apply the rule to ${main!.asked}`,
        bullets: [
          ...readings.map((reading) => (ask.decode ? `Undoing "${fit.scheme.name}" on ${reading.asked} gives ${reading.answer}.` : `${reading.asked} (${spelled(reading.asked)}) gives ${reading.answer}.`)),
          ...(alternatives.length > 0 ? [`The photo shows "${ask.token}": its 'l' may be an I read wrongly, so each spelling is worked; the option that states one of them is the answer.`] : []),
        ],
      },
    ],
    check: [
      ...fit.examples.map(([word, code]) => `Re-coding the example with this rule: ${word} gives ${fit.scheme.encode(word)}, which is the given ${code}.`),
      ask.decode
        ? `Coding ${main!.answer} again gives ${fit.scheme.encode(main!.answer)}, the code asked about.`
        : setAside
          ? `A more involved rule also fits the example (${setAside}), but the simpler rule above is the one the code is built on.`
          : fits.length > 1
          ? `${fits.length} rules fit the example and all give the same answer.`
          : 'No other rule tried fits the example.',
    ],
  };
}

/**
 * What a question asks for by its use ('What do we sit on?'), for the things papers rename in
 * turn ("'chair' is called 'water' ..."): each thing with the words that ask for it.
 */
const THINGS_BY_USE: readonly (readonly [string, RegExp])[] = [
  ['water', /\bdrink|\bthirst/],
  ['sky', /\bbirds?\s+fly|\bfly\b|\baeroplanes?\b|\bclouds?\s+(?:float|move)/],
  ['pen', /\bwrite\b/],
  ['chair', /\bsit\b/],
  ['bed', /\bsleep\b/],
  ['grass', /\bgraze|\bcows?\s+eats?\b/],
  ['road', /\bcars?\s+(?:runs?|move|moves|drive)|\bdrive\s+on\b|\bvehicles?\s+(?:run|move)/],
  ['book', /\bread\b/],
  ['sun', /\blight\s+(?:during|in)\s+the\s+day|\bshines?\b.*\bday|\brises?\s+in\s+the\s+east/],
  ['food', /\bwe\s+eat\b|\bdo\s+(?:we|you)\s+eat\b|\bwhen\s+hungry/],
  ['clothes', /\bwear\b/],
  // Colours asked for by what has them ('what is the colour of clear sky?').
  ['blue', /\bcolou?r\s+of\s+(?:the\s+)?(?:clear\s+|cloudless\s+|a\s+)?sky\b|\bcolou?r\s+of\s+(?:the\s+)?sea\b/],
  ['red', /\bcolou?r\s+of\s+(?:the\s+)?(?:human\s+)?blood\b/],
  ['white', /\bcolou?r\s+of\s+(?:the\s+)?(?:pure\s+)?milk\b|\bcolou?r\s+of\s+(?:the\s+)?snow\b/],
  ['green', /\bcolou?r\s+of\s+(?:the\s+)?(?:fresh\s+)?(?:grass|leaves|leaf)\b/],
  ['black', /\bcolou?r\s+of\s+(?:the\s+)?(?:coal|crow)\b/],
  ['bag', /\b(?:keep|keeps|carry|carries|put|puts)\s+(?:his|her|their|your|our|the)?\s*books\b/],
  ['tree', /\bfruits?\s+grows?\b|\bgrows?\s+fruits?\b/],
  ['house', /\b(?:we|you|people)\s+live\s+in\b|\blive\s+in\s*\?/],
  ['knife', /\bcut\s+(?:vegetables|fruits?|bread)\b|\bused\s+(?:to|for)\s+cut/],
];

/**
 * "If 'chair' is called 'water', 'water' is called 'pen' ... what do we sit on?": the thing the
 * question asks for by its use (a chair), said by the name it is called (water). Given only when
 * exactly one renamed thing fits the ask.
 */
function solveCalledNames(text: string): LogicalResult | null {
  const pairs = [...text.matchAll(/['"]([a-z]+)['"]\s+(?:is|are)\s+(?:called|named|known\s+as)\s+['"]([a-z]+)['"]/g)].map((match) => [wordKey(match[1]!), wordKey(match[2]!)] as const);
  if (pairs.length < 2) return null;
  const called = new Map<string, string>();
  for (const [thing, name] of pairs) {
    if ((called.get(thing) ?? name) !== name) return { kind: 'coding-decoding', solved: false, reason: `${thing} is given two names.` };
    called.set(thing, name);
  }
  // The question is the text after the last renaming.
  const last = [...text.matchAll(/(?:is|are)\s+(?:called|named|known\s+as)\s+['"][a-z]+['"]/g)].at(-1)!;
  const question = text.slice(last.index + last[0].length);
  const asked = THINGS_BY_USE.filter(([thing, cue]) => called.has(thing) && cue.test(question));
  if (asked.length !== 1) return { kind: 'coding-decoding', solved: false, reason: 'I could not tell which one thing the question asks for by its use.' };
  const [thing] = asked[0]!;
  const answer = called.get(thing)!;
  return {
    kind: 'coding-decoding',
    solved: true,
    answer: answer.charAt(0).toUpperCase() + answer.slice(1),
    matches: (option) => wordKey(option.toLowerCase().replace(/[^a-z]+/g, '')) === answer,
    steps: [
      { title: 'Write down each new name', bullets: pairs.map(([from, to]) => `A ${from} is called '${to}'.`) },
      { title: 'Name the thing asked for', bullets: [`The question asks for the ${thing}.`, `A ${thing} is called '${answer}', so the answer is ${answer}.`] },
    ],
    check: [`Going back: '${answer}' is the name given to the ${thing}, and the ${thing} is what the question describes.`],
  };
}

/**
 * "If A = 1, B = 2 and so on, what is the value of BAD?" (or 'A = 26, B = 25 ...'): each letter
 * stands for a number that goes up or down by one along the alphabet, read from two or more of
 * the letters given; the word's value is the sum of its letters' numbers. Given only when the
 * question asks for a value, sum or total of one word (a 'code' of it could be the numbers
 * written side by side) and the letters given fit one such rule.
 */
function solveLetterValues(text: string): LogicalResult | null {
  const given = [...text.matchAll(/(?:^|[\s,(])([a-z])\s*=\s*(\d{1,2})(?=[\s,;.)]|$)/g)].map((match) => [match[1]!.charCodeAt(0) - 96, Number(match[2])] as const);
  if (given.length < 2) return null;
  const ask = /\b(?:value|sum|total|worth)\s+of\s+(?:the\s+)?(?:letters\s+(?:of|in)\s+(?:the\s+)?)?(?:word\s+)?['"]?([a-z]{2,12})['"]?\s*(?:\?|$|\.|,|be\b|will\b|would\b|is\b)|\b([a-z]{2,12})\s*=\s*\?/.exec(text);
  // 'a = 2, b = 3, find the value of ab' is algebra: the letters must be told as a count along the alphabet.
  const alongAlphabet = /\bso\s+on\b|\.\.\.|…|\betc\b|\balphabet|\bword\b|\bletters?\b/.test(text);
  if (!ask || !alongAlphabet || /\bproduct\b|\bmultipl/.test(text)) return null;
  const word = ask[1] ?? ask[2]!;
  if (/^(?:the|word|each|every|it|that|this|letters?)$/.test(word)) return null;
  const [firstPlace, firstValue] = given[0]!;
  const rules = [1, -1].filter((step) => given.every(([place, value]) => value - firstValue === step * (place - firstPlace)));
  if (rules.length !== 1) return { kind: 'coding-decoding', solved: false, reason: 'The letters given do not follow one count along the alphabet.' };
  const step = rules[0]!;
  const valueOf = (letter: string): number => firstValue + step * (letter.charCodeAt(0) - 96 - firstPlace);
  const values = [...word].map(valueOf);
  if (values.some((value) => value < 1)) return { kind: 'coding-decoding', solved: false, reason: 'A letter of the word falls outside the numbers given.' };
  const sum = values.reduce((total, value) => total + value, 0);
  const letters = [...word.toUpperCase()];
  return {
    kind: 'coding-decoding',
    solved: true,
    answer: String(sum),
    matches: (option) => (option.match(/\d+/g) ?? []).length === 1 && Number(/\d+/.exec(option)![0]) === sum,
    steps: [
      { title: 'Read the rule', bullets: [`${given.map(([place, value]) => `${String.fromCharCode(64 + place)} = ${value}`).join(', ')}: each next letter is ${step === 1 ? 'one more' : 'one less'}.`] },
      { title: `Add the letters of ${word.toUpperCase()}`, bullets: [`${letters.map((letter, at) => `${letter} = ${values[at]}`).join(', ')}.`, `${values.join(' + ')} = ${sum}.`] },
    ],
    check: [`Counting each letter again from ${String.fromCharCode(64 + firstPlace)} = ${firstValue}: ${letters.map((letter) => valueOf(letter.toLowerCase())).join(' + ')} = ${sum}.`],
  };
}

/**
 * Coding-decoding: sentence codes ("'pit na sa' means 'you are good'") by matching words to codes;
 * letter and number codes by a rule inferred from the example(s) (letter shifts, shifts by place,
 * reversal, opposite letters, position values and their sums), applied to the asked word, and
 * re-checked on the example.
 */
export function solveCoding(stem: string, original = ''): LogicalResult | null {
  const text = stem.replace(/\s+/g, ' ');
  // 'South is called North-East ... what is West called?': a turned compass, for the direction reader.
  if (/\b(?:north|south|east|west)(?:-(?:east|west))?\s+(?:is\s+called|becomes|is\s+written\s+as)\s+(?:north|south|east|west)/.test(text)) return null;
  const renamed = solveCalledNames(text);
  if (renamed) return renamed;
  const valued = solveLetterValues(text);
  if (valued) return valued;
  // 'Digits are coded as follows: 0: P 1: K ... Conditions: (i) If the first digit is odd ...'.
  // Read from the question as written: the cleaning takes 'R 7' in the table for a rupee amount.
  const tabled = solveDigitTableCode((original || text).toLowerCase().replace(/\s+/g, ' '));
  if (tabled) return tabled;
  const sentence = solveSentenceCode(text);
  if (sentence) return sentence;
  // 'Each letter is replaced by the letter 3 places ahead of it': the rule told in words.
  const stated = solveStatedCode(text);
  if (stated) return stated;
  // 'If MARKET = 68 and SCHOOL = 72, then MOTHER = ?' or '... then SOME will be equal to'.
  const equations = /\b[a-z]{2,12}\s*=\s*\d+\b.*(?:\b[a-z]{2,12}\s*(?:=\s*\?|will\s+be\s+equal\s+to|equals?\s*\?|=\s*$)|\bvalue\s+of\s+[a-z]{2,12}\s*\?)/.test(text);
  // An analogy of words of one length ('FLOWER : RLOWEF :: ROCKET : ?'); 'DOG : PUPPY' is not a code.
  const analogy = /\b([a-z]{3,12})\s*:\s*([a-z]{3,12}|\d{2,})\s*::\s*[a-z]{3,12}\s*:\s*\?/.exec(text);
  const letterAnalogy = analogy !== null && (/\d/.test(analogy[2]!) || analogy[1]!.length === analogy[2]!.length);
  const arrows = /\b[a-z]{2,12}\s*(?:->|→|=>)\s*[a-z0-9]{2,12}\b.*\b[a-z]{2,12}\s*(?:->|→|=>)\s*\?/.test(text);
  // 'If CRISP = DS3TQ and BREAD = CS21E, then FRAME = ?': words equal to codes of their own length.
  const wordEquations = [...text.matchAll(/\b([a-z]{3,12})\s*=\s*([a-z0-9]{3,12})\b/g)].some((match) => match[1]!.length === match[2]!.length && /[a-z]/.test(match[2]!)) && /\b[a-z]{3,12}\s*=\s*\?/.test(text);
  // 'If 20, 15, 23, 5, 18 stands for TOWER': numbers standing for a word.
  const standsFor = /\d(?:[\s,-]+\d+)+\s+stands?\s+for\s+['"]?[a-z]{2,12}\b/.test(text);
  const coded = /\bcode|\bcoded|\bcoding\b|\bwritten as|\bencoded|\bcode language/.test(text) || equations || arrows || letterAnalogy || wordEquations || standsFor;
  return coded ? solveWordCode(text, original) : null;
}
