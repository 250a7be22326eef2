import { reorder } from '../../generators/logical/solvers';
import type { LogicalResult } from './logical-result';

interface Scheme {
  readonly name: string;
  readonly encode: (word: string) => string;
  /** Word from code, for letter codes (every letter scheme here can be undone). */
  readonly decode?: (code: string) => string;
}

const A = 65;
const letter = (index: number) => String.fromCharCode(A + (((index % 26) + 26) % 26));
const index = (char: string) => char.charCodeAt(0) - A;
const position = (char: string) => index(char) + 1;

function letterSchemes(): Scheme[] {
  const schemes: Scheme[] = [];
  for (const reversal of ['none', 'word', 'halves'] as const) {
    const order = reversal === 'none' ? '' : reversal === 'word' ? 'the word reversed, then ' : 'each half reversed, then ';
    for (let shift = 0; shift < 26; shift += 1) {
      if (shift === 0 && reversal === 'none') continue;
      const shown = shift === 0 ? 'no shift' : shift <= 13 ? `each letter moved ${shift} forward` : `each letter moved ${26 - shift} back`;
      schemes.push({
        name: `${order}${shown}`.replace(/, then no shift$/, ''),
        encode: (word) => [...reorder(word, reversal)].map((char) => letter(index(char) + shift)).join(''),
        decode: (code) => reorder([...code].map((char) => letter(index(char) - shift)).join(''), reversal),
      });
    }
    schemes.push({
      name: `${order}each letter replaced by its opposite (A-Z, B-Y, ...)`,
      encode: (word) => [...reorder(word, reversal)].map((char) => letter(25 - index(char))).join(''),
      decode: (code) => reorder([...code].map((char) => letter(25 - index(char))).join(''), reversal),
    });
  }
  for (const sign of [1, -1]) {
    schemes.push({
      name: `the 1st letter moved ${sign > 0 ? 'forward' : 'back'} 1, the 2nd 2, the 3rd 3, and so on`,
      encode: (word) => [...word].map((char, at) => letter(index(char) + sign * (at + 1))).join(''),
      decode: (code) => [...code].map((char, at) => letter(index(char) - sign * (at + 1))).join(''),
    });
    schemes.push({
      name: `letters moved ${sign > 0 ? '+1 and -1' : '-1 and +1'} in turn`,
      encode: (word) => [...word].map((char, at) => letter(index(char) + (at % 2 === 0 ? sign : -sign))).join(''),
      decode: (code) => [...code].map((char, at) => letter(index(char) - (at % 2 === 0 ? sign : -sign))).join(''),
    });
  }
  return schemes;
}

function numberSchemes(separator: string): Scheme[] {
  const values = (word: string, fromEnd: boolean) => [...word].map((char) => (fromEnd ? 27 - position(char) : position(char)));
  const schemes: Scheme[] = [
    { name: 'the sum of the letters\' positions (A = 1 ... Z = 26)', encode: (word) => String(values(word, false).reduce((sum, value) => sum + value, 0)) },
    { name: 'the sum of the letters\' reverse positions (Z = 1 ... A = 26)', encode: (word) => String(values(word, true).reduce((sum, value) => sum + value, 0)) },
    { name: 'the product of the letters\' positions', encode: (word) => String(values(word, false).reduce((product, value) => product * value, 1)) },
  ];
  for (const fromEnd of [false, true]) {
    for (const reversed of [false, true]) {
      for (let offset = -3; offset <= 3; offset += 1) {
        schemes.push({
          name: `each letter written as its ${fromEnd ? 'reverse position (Z = 1)' : 'position (A = 1)'}${offset ? ` ${offset > 0 ? 'plus' : 'minus'} ${Math.abs(offset)}` : ''}${reversed ? ', read backwards' : ''}`,
          encode: (word) => {
            const list = values(word, fromEnd).map((value) => value + offset);
            return (reversed ? list.reverse() : list).join(separator);
          },
        });
      }
    }
  }
  return schemes;
}

/**
 * A code that gives each letter its own symbol ('ROSE' is 6821): read from the examples, letter by
 * letter, when every letter keeps one symbol and no two letters share one.
 */
function letterForLetter(examples: readonly [string, string][]): Scheme | null {
  const forward = new Map<string, string>();
  const backward = new Map<string, string>();
  for (const [word, code] of examples) {
    const symbols = code.replace(/[\s,-]+/g, '');
    if (symbols.length !== word.length) return null;
    for (let at = 0; at < word.length; at += 1) {
      const [letter, symbol] = [word[at]!, symbols[at]!];
      if ((forward.get(letter) ?? symbol) !== symbol || (backward.get(symbol) ?? letter) !== letter) return null;
      forward.set(letter, symbol);
      backward.set(symbol, letter);
    }
  }
  // A plain shift or reversal would already be found; this is for codes with no rule but the table.
  if ([...forward].every(([letter, symbol]) => letter === symbol)) return null;
  const table = [...forward].map(([letter, symbol]) => `${letter}=${symbol}`).join(', ');
  return {
    name: `each letter written as its own symbol, read from the examples (${table})`,
    encode: (word) => ([...word].every((letter) => forward.has(letter)) ? [...word].map((letter) => forward.get(letter)!).join('') : ''),
    decode: (code) => ([...code].every((symbol) => backward.has(symbol)) ? [...code].map((symbol) => backward.get(symbol)!).join('') : ''),
  };
}

const CODED = String.raw`(?:is|are|was)\s+(?:coded|written|encoded|represented|denoted)\s*(?:as|by)?|(?:is|are)\s+code[sd]?\s+as|=|→|->|becomes`;
const WORD = String.raw`['"]?([a-z]{2,12})['"]?`;
const CODE = String.raw`['"]?([a-z]{2,12}|\d+(?:[\s,-]+\d+)*)['"]?`;

/**
 * Coding-decoding: the rule is inferred from the example(s) (letter shifts, reversal, opposite
 * letters, position values and their sums), applied to the asked word, and re-checked on the example.
 */
export function solveCoding(stem: string): LogicalResult | null {
  const text = stem.replace(/\s+/g, ' ');
  if (!/\bcode|\bcoded|\bwritten as|\bencoded|\bcode language/.test(text)) return null;
  const examples: [string, string][] = [];
  const examplePattern = new RegExp(String.raw`(?:^|[\s,;(])${WORD}\s+(?:${CODED})\s+${CODE}(?=[\s,.;?)]|$)`, 'g');
  for (const match of text.matchAll(examplePattern)) {
    const word = match[1]!;
    if (/^(?:how|what|which|then|will|would|is|it|same|that|this)$/.test(word)) continue;
    examples.push([word.toUpperCase(), match[2]!.toUpperCase().trim()]);
  }
  const askWord =
    /(?:how|what)\s+(?:is|will|would|can|shall)\s+(?:the\s+word\s+)?['"]?([a-z]{2,12})['"]?\s+(?:be\s+)?(?:coded|written|encoded|represented)/.exec(text)?.[1] ??
    /(?:code|coded form)\s+(?:for|of)\s+(?:the\s+word\s+)?['"]?([a-z]{2,12})['"]?/.exec(text)?.[1] ??
    /(?:then|what is|find)\s+['"]?([a-z]{2,12})['"]?\s*(?:=|is coded as|will be)\s*\??/.exec(text)?.[1] ??
    null;
  const askCode = /(?:which|what)\s+word\s+(?:is|will be)\s+(?:coded|written|encoded)\s+(?:as\s+)?['"]?([a-z]{2,12})['"]?|(?:what does|decode)\s+['"]?([a-z]{2,12})['"]?/.exec(text);
  const asked = askWord ? askWord.toUpperCase() : (askCode?.[1] ?? askCode?.[2])?.toUpperCase() ?? null;
  const usable = examples.filter(([word]) => word !== asked || !askWord);
  if (usable.length === 0 || !asked) return { kind: 'coding-decoding', solved: false, reason: 'I could not find both an example (WORD coded as CODE) and the word or code asked about.' };

  const numeric = usable.every(([, code]) => /^\d/.test(code));
  const separator = numeric ? (/-/.test(usable[0]![1]) ? '-' : /,/.test(usable[0]![1]) ? ',' : /\s/.test(usable[0]![1]) ? ' ' : '') : '';
  const normalise = (code: string) => (numeric ? code.replace(/[\s,-]+/g, separator) : code);
  const candidates = numeric ? numberSchemes(separator) : letterSchemes();
  const fitting = candidates.filter((scheme) => usable.every(([word, code]) => (numeric || word.length === code.length) && scheme.encode(word) === normalise(code)));
  // Digit-for-letter codes have no rule but their table; letter codes are never read as a table,
  // since a rule that depends on the position would give another answer.
  const substitution = numeric && fitting.length === 0 ? letterForLetter(usable) : null;
  if (substitution) {
    if ((askWord ? substitution.encode(asked) : substitution.decode!(asked)) === '') {
      return { kind: 'coding-decoding', solved: false, reason: `The examples do not show the code of every letter of ${asked}.` };
    }
    fitting.push(substitution);
  }
  if (fitting.length === 0) return { kind: 'coding-decoding', solved: false, reason: 'No rule I know (shift, reversal, opposite letters, position values or sums) turns the example word into its code.' };
  const decoding = !askWord;
  const results = new Set(fitting.map((scheme) => (decoding ? (scheme.decode ? scheme.decode(asked) : '') : scheme.encode(asked))));
  if (results.has('') || results.size > 1) {
    return { kind: 'coding-decoding', solved: false, reason: `More than one rule fits the example and they give different answers (${[...results].filter(Boolean).join(', ')}).` };
  }
  const [scheme] = fitting;
  const answer = [...results][0]!;
  const [exampleWord, exampleCode] = usable[0]!;
  const spelled = (word: string) => [...word].map((char) => `${char}=${position(char)}`).join(', ');
  return {
    kind: 'coding-decoding',
    solved: true,
    answer,
    matches: (option) => option.toUpperCase().replace(/[^A-Z0-9]/g, '') === answer.replace(/[^A-Z0-9]/g, ''),
    steps: [
      { title: 'Compare the example letter by letter', bullets: [`${exampleWord} (${spelled(exampleWord)}) is coded ${exampleCode}.`, `The rule that fits: ${scheme!.name}.`] },
      {
        title: decoding ? `Undo the rule on ${asked}` : `Apply the rule to ${asked}`,
        bullets: [decoding ? `Undoing "${scheme!.name}" on ${asked} gives ${answer}.` : `${asked} (${spelled(asked)}) gives ${answer}.`],
      },
    ],
    check: [
      ...usable.map(([word, code]) => `Re-coding the example with this rule: ${word} gives ${scheme!.encode(word)}, which is the given ${code}.`),
      decoding ? `Coding ${answer} again gives ${scheme!.encode(answer)}, the code asked about.` : fitting.length > 1 ? `${fitting.length} rules fit the example and all give ${answer}.` : 'No other rule tried fits the example.',
    ],
  };
}
