import { QUESTIONS_PER_REQUEST } from '../../../../core/practice/practice.model';
import type { DraftQuestion, GeneratedSet } from '../generated-set';
import { assembleSet } from '../generated-set';
import { Random } from '../random';
import type { CodeScheme } from './solvers';
import type { Difficulty } from '../../../../core/exam/difficulty';
import { decodeCode, encodeWord, reorder } from './solvers';

export interface CodingQuestionFacts {
  /** Encode: write `input` (a word) in the code. Decode: find the word that `input` (a code) stands for. */
  readonly direction: 'encode' | 'decode';
  readonly input: string;
}

/** What a coding-decoding set is built from: enough for the solver to recompute every answer. */
export interface CodingFacts {
  readonly scheme: CodeScheme;
  readonly examples: readonly { readonly word: string; readonly code: string }[];
  readonly questions: readonly CodingQuestionFacts[];
}

const WORDS: readonly string[] = [
  'BOOK', 'DESK', 'LAMP', 'ROAD', 'TREE', 'FISH', 'GOLD', 'RAIN', 'SALT', 'MILK', 'WIND', 'STAR', 'BANK', 'RICE', 'SHIP', 'DOOR', 'FARM', 'KING', 'LAKE', 'SONG',
  'COURT', 'TRAIN', 'HOUSE', 'TIGER', 'LEMON', 'PAPER', 'CLOUD', 'MONEY', 'RIVER', 'TABLE', 'PLANT', 'STONE', 'BREAD', 'CHAIR', 'MANGO', 'WATER', 'LIGHT',
  'LAWYER', 'MARKET', 'GARDEN', 'PLANET', 'SCHOOL', 'PENCIL', 'WINDOW', 'BRIDGE', 'CANDLE', 'DOCTOR', 'FOREST', 'SILVER', 'TEMPLE', 'FARMER', 'MOTHER', 'SUMMER', 'ORANGE', 'POCKET',
  'JUSTICE', 'LIBRARY', 'KITCHEN', 'CAPTAIN', 'VILLAGE', 'TEACHER', 'MORNING', 'PICTURE', 'HOLIDAY', 'BALLOON',
  'MOUNTAIN', 'ELEPHANT', 'HOSPITAL', 'CHAMPION', 'TREASURE', 'SANDWICH', 'PAINTING', 'CALENDAR', 'SUNLIGHT', 'FOOTBALL',
];

const SETTINGS: readonly string[] = [
  'The records room of a High Court has begun labelling its sealed files with code words, so that no one reading over a clerk’s shoulder can tell which matter a file concerns. The registrar has asked a new clerk to learn the code from two labels already in use.',
  'Two law students preparing for a national moot court competition in Bhopal pass notes to each other in a private code, so that the opposing team cannot read their arguments. A third teammate, who joined late, has been shown two coded words and must pick up the code from them.',
  'While investigating an online fraud, the cyber crime cell of the Hyderabad police found that the gang wrote the key words of its text messages in a simple code. An officer has cracked two of the coded words and now wants to read, and write, the rest.',
  'For the treasure hunt at a law school’s annual fest in Patna, the organisers wrote every clue in a code that the teams had to crack before moving on. The first clue came with two coded words already explained, to get the teams started.',
  'A panchayat office in Rajasthan keeps its list of pending land records in a code, so that the names on the list are not read by passers-by. A newly posted secretary has been given two coded words as a key and must use the same code from now on.',
];

type SchemeName = 'shift' | 'reverse-shift' | 'opposite' | 'position' | 'halves-shift';
const SCHEME_NAMES: readonly SchemeName[] = ['shift', 'reverse-shift', 'opposite', 'position', 'halves-shift'];

/** A Logical Reasoning set on coding-decoding: two coded examples, five words to encode or codes to decode. */
export function generateCodingDecoding(seed: number): GeneratedSet {
  const { passage, drafts, random } = build(seed);
  return assembleSet(passage, drafts, random);
}

/** The structured facts behind `generateCodingDecoding(seed)`. */
export function describeCodingDecoding(seed: number): CodingFacts {
  return build(seed).facts;
}

function build(seed: number) {
  const random = new Random(seed);
  const scheme = chooseScheme(random, random.pick(SCHEME_NAMES));
  const { examples, questions } = chooseWords(random, scheme);
  const facts: CodingFacts = { scheme, examples, questions };
  const drafts = questions.map((question) => draftQuestion(random, scheme, examples, question));
  return { facts, passage: writePassage(random.pick(SETTINGS), scheme, examples), drafts, random };
}

function chooseScheme(random: Random, name: SchemeName): CodeScheme {
  const shift = random.int(1, 4) * (random.next() < 0.6 ? 1 : -1);
  switch (name) {
    case 'shift':
      return { kind: 'letters', reversal: 'none', mapping: 'shift', amount: shift };
    case 'reverse-shift':
      return { kind: 'letters', reversal: 'word', mapping: 'shift', amount: shift };
    case 'halves-shift':
      return { kind: 'letters', reversal: 'halves', mapping: 'shift', amount: shift };
    case 'opposite':
      return { kind: 'letters', reversal: 'none', mapping: 'mirror', amount: 25 };
    case 'position':
      return { kind: 'numbers', offset: random.int(0, 2), fromEnd: false, reversed: false };
  }
}

/** Every scheme of the families the passage could be read as following: the examples must single out one answer. */
const RIVAL_SCHEMES: readonly CodeScheme[] = [
  ...(['none', 'word', 'halves'] as const).flatMap((reversal) =>
    (['shift', 'mirror'] as const).flatMap((mapping) => Array.from({ length: 26 }, (_, amount): CodeScheme => ({ kind: 'letters', reversal, mapping, amount }))),
  ),
  ...[false, true].flatMap((fromEnd) =>
    [false, true].flatMap((reversed) => Array.from({ length: 16 }, (_, index): CodeScheme => ({ kind: 'numbers', offset: index - 5, fromEnd, reversed }))),
  ),
];

function chooseWords(random: Random, scheme: CodeScheme) {
  const words = WORDS.filter((word) => suits(scheme, word));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [first, second, ...rest] = random.shuffle(words);
    const examples = [first!, second!].map((word) => ({ word, code: encodeWord(scheme, word) }));
    const questions = rest.slice(0, QUESTIONS_PER_REQUEST).map((word, index): CodingQuestionFacts => {
      const decode = index === 1 || (index > 1 && random.next() < 0.2);
      return decode ? { direction: 'decode', input: encodeWord(scheme, word) } : { direction: 'encode', input: word };
    });
    const [firstFits, secondFits] = examples.map((example) => schemesFitting(example.word, example.code));
    const rivals = firstFits!.filter((rival) => secondFits!.includes(rival));
    const unambiguous = questions.every((question) => new Set(rivals.map((rival) => solve(rival, question))).size === 1);
    if (unambiguous) return { examples, questions: random.shuffle(questions) };
  }
  throw new Error('No unambiguous pair of examples found');
}

/** The same word and code recur across seeds (a few thousand pairs), so each is matched against the rivals once. */
const fittingCache = new Map<string, readonly CodeScheme[]>();

function schemesFitting(word: string, code: string): readonly CodeScheme[] {
  const key = `${word}=${code}`;
  let fitting = fittingCache.get(key);
  if (!fitting) {
    fitting = RIVAL_SCHEMES.filter((rival) => encodeWord(rival, word) === code);
    fittingCache.set(key, fitting);
  }
  return fitting;
}

function suits(scheme: CodeScheme, word: string): boolean {
  // Halves are only well defined for an even number of letters.
  if (scheme.kind === 'letters') return scheme.reversal !== 'halves' || word.length % 2 === 0;
  // Past Z, "position plus 2" could be read as 27 or as 1 again: keep such letters out of the set.
  return [...word].every((letter) => letter.charCodeAt(0) - 64 + scheme.offset <= 26);
}

function solve(scheme: CodeScheme, question: CodingQuestionFacts): string {
  return question.direction === 'encode' ? encodeWord(scheme, question.input) : decodeCode(scheme, question.input);
}

// ---------------------------------------------------------------- distractors

/** Schemes a candidate arrives at by a typical slip: the shift the wrong way or one off, a reversal missed or misplaced, counting from Z. */
function slips(scheme: CodeScheme): CodeScheme[] {
  if (scheme.kind === 'numbers') {
    return [
      { ...scheme, offset: scheme.offset + 1 },
      { ...scheme, fromEnd: !scheme.fromEnd },
      { ...scheme, reversed: !scheme.reversed },
      { ...scheme, offset: scheme.offset - 1 },
      { ...scheme, offset: scheme.offset + 2 },
    ];
  }
  const wrongParts = (['none', 'word', 'halves'] as const).filter((reversal) => reversal !== scheme.reversal).map((reversal) => ({ ...scheme, reversal }));
  if (scheme.mapping === 'mirror') {
    return [{ ...scheme, amount: scheme.amount - 1 }, ...wrongParts, { ...scheme, amount: scheme.amount + 1 }, { ...scheme, mapping: 'shift', amount: 13 }];
  }
  const away = Math.sign(scheme.amount);
  return [
    { ...scheme, amount: -scheme.amount },
    { ...scheme, amount: scheme.amount + away },
    ...wrongParts,
    { ...scheme, amount: scheme.amount - away },
    { ...scheme, amount: -scheme.amount - away },
    { ...scheme, amount: scheme.amount + 2 * away },
  ];
}

function reordersDifferently(slip: CodeScheme, scheme: CodeScheme): boolean {
  if (slip.kind === 'numbers' || scheme.kind === 'numbers') return slip.kind === 'numbers' && scheme.kind === 'numbers' && slip.reversed !== scheme.reversed;
  return slip.reversal !== scheme.reversal;
}

function draftQuestion(random: Random, scheme: CodeScheme, examples: readonly { word: string; code: string }[], question: CodingQuestionFacts): DraftQuestion {
  const correct = solve(scheme, question);
  const all = slips(scheme);
  // The most typical slip always appears: the wrong direction when encoding; when decoding, the
  // letters left in the wrong order, which reads almost like the word. The other two vary.
  const leading = question.direction === 'encode' ? all[0]! : all.find((slip) => reordersDifferently(slip, scheme))!;
  const candidates = [leading, ...random.shuffle(all.filter((slip) => slip !== leading))].map((slip) => solve(slip, question));
  // A slip that changes nothing (a shift of zero) would offer the question's own word or code.
  const usable = [...new Set(candidates)].filter((candidate) => candidate !== correct && candidate !== question.input);
  const [first, second, third] = usable;
  if (first === undefined || second === undefined || third === undefined) throw new Error(`Too few distractors for ${question.input}`);
  const asked = question.direction === 'encode' ? `In the same code, how is '${question.input}' written?` : `In the same code, which word is written as '${question.input}'?`;
  return { difficulty: codeDifficulty(scheme, question), question: asked, correct, distractors: [first, second, third], explanation: explain(scheme, examples[0]!, question, correct) };
}

/** A code of one step is easy to apply; a reversal on top of a shift, or working the code backwards, takes more. */
function codeDifficulty(scheme: CodeScheme, question: CodingQuestionFacts): Difficulty {
  const reordered = scheme.kind === 'letters' ? scheme.reversal !== 'none' : scheme.reversed || scheme.fromEnd;
  const steps = (reordered ? 1 : 0) + (question.direction === 'decode' ? 1 : 0);
  return steps === 0 ? 'easy' : steps === 1 ? 'medium' : 'hard';
}

// ---------------------------------------------------------------- text

function places(amount: number): string {
  const count = Math.abs(amount);
  return `${count} place${count === 1 ? '' : 's'} ${amount > 0 ? 'forward' : 'back'}`;
}

function ruleSteps(scheme: CodeScheme): string[] {
  if (scheme.kind === 'numbers') {
    const plus = scheme.offset === 0 ? '' : `, plus ${scheme.offset}`;
    return [`write each letter as its position in the alphabet (A = 1, B = 2, ..., Z = 26)${plus}, joining the numbers with hyphens`];
  }
  const steps: string[] = [];
  if (scheme.reversal === 'word') steps.push('write the word backwards');
  if (scheme.reversal === 'halves') steps.push('split the word into two equal halves and write each half backwards');
  steps.push(
    scheme.mapping === 'shift'
      ? `move every letter ${places(scheme.amount)} in the alphabet`
      : 'replace every letter by its opposite letter (A and Z, B and Y, C and X, and so on: the two positions always add up to 27)',
  );
  return steps;
}

function letterMap(from: string, to: string): string {
  return [...from].map((letter, index) => `${letter}→${to.charAt(index)}`).join(', ');
}

function explain(scheme: CodeScheme, example: { word: string; code: string }, question: CodingQuestionFacts, answer: string): string {
  const steps = ruleSteps(scheme);
  const rule = steps.length === 1 ? `From the examples, the rule is: ${steps[0]}.` : `From the examples, the rule is: first ${steps[0]}; then ${steps[1]}.`;
  const check = `Check: ${example.word} becomes ${example.code}, as given.`;
  const working = question.direction === 'encode' ? encodingSteps(scheme, question.input) : decodingSteps(scheme, question.input);
  const result = question.direction === 'encode' ? `So ${question.input} is written as ${answer}.` : `So ${question.input} stands for ${answer}.`;
  return `${rule} ${check} ${working} ${result} Answer: ${answer}.`;
}

function encodingSteps(scheme: CodeScheme, word: string): string {
  if (scheme.kind === 'numbers') {
    const code = encodeWord(scheme, word).split('-');
    return `Letter by letter: ${[...word].map((letter, index) => `${letter} = ${code[index]}`).join(', ')}.`;
  }
  const reordered = reorder(word, scheme.reversal);
  const mapped = encodeWord(scheme, word);
  const mapping = `Then ${scheme.mapping === 'shift' ? `move every letter ${places(scheme.amount)}` : 'replace every letter by its opposite'}: ${letterMap(reordered, mapped)}.`;
  if (scheme.reversal === 'none') return `Letter by letter: ${letterMap(word, mapped)}.`;
  const how = scheme.reversal === 'word' ? 'Written backwards' : `Each half written backwards (${word.slice(0, word.length / 2)} | ${word.slice(word.length / 2)})`;
  return `${how}, ${word} becomes ${reordered}. ${mapping}`;
}

function decodingSteps(scheme: CodeScheme, code: string): string {
  const word = decodeCode(scheme, code);
  if (scheme.kind === 'numbers') {
    const numbers = code.split('-');
    const minus = scheme.offset === 0 ? '' : `, after taking away ${scheme.offset}`;
    return `Read each number as a position in the alphabet${minus}: ${numbers.map((number, index) => `${number} = ${word.charAt(index)}`).join(', ')}.`;
  }
  const unmapped = reorder(word, scheme.reversal);
  const undo = scheme.mapping === 'shift' ? `move every letter ${places(-scheme.amount)}` : 'replace every letter by its opposite letter again';
  const mapping = `Undo the steps in reverse order: ${undo}: ${letterMap(code, unmapped)}, giving ${unmapped}.`;
  if (scheme.reversal === 'none') return mapping;
  const how = scheme.reversal === 'word' ? 'Then write it backwards' : 'Then write each half backwards';
  return `${mapping} ${how}: ${word}.`;
}

function writePassage(setting: string, scheme: CodeScheme, examples: readonly { word: string; code: string }[]): string {
  const [first, second] = examples;
  const letters = scheme.kind === 'letters';
  return [
    setting,
    'Every word is coded by the same fixed rule, whatever its length, and the rule never depends on what the word means. The code works on whole words, one word at a time.',
    `In this code, '${first!.word}' is written as '${first!.code}', and '${second!.word}' is written as '${second!.code}'.`,
    letters
      ? 'The rule works on the letters alone. Where it needs to, it treats the alphabet as a circle: after Z comes A again, and before A comes Z.'
      : 'A coded word is a string of numbers joined by hyphens, one number for each letter of the word.',
    'Work out the rule from the two examples, check that it explains both of them completely, and then apply it exactly as it stands.',
    'Each question asks you either to write a word in this code or to find the word that a given code stands for.',
  ].join(' ');
}
