import type { LogicalResult, LogicalSolved } from './logical-result';

/**
 * Codes whose rule is told in words, with no example: 'If each letter in the word DESERT is
 * replaced by the letter 3 places ahead of it in the alphabet, what will the new arrangement be?',
 * 'A code replaces every letter by its opposite letter (A by Z, B by Y ...) and then writes the
 * result backwards. What is the code for FOREST?'. The rule is read from its parts (a shift or
 * opposite letters, and a reversal); anything else said about the letters (vowels, odd places,
 * pairs, halves ...) is a rule not read here, so the question is declined.
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** How each letter is changed: a shift (+3, -2) or its opposite letter; null when the text does not say one clear rule. */
function letterChange(text: string): { shift: number } | { opposite: true } | null {
  const said: ({ shift: number } | { opposite: true })[] = [];
  const count = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;
  const places = new RegExp(String.raw`${count}\s*(?:places?|positions?|steps?|letters?)\s+(ahead|after|forward|further|to\s+the\s+right|right|following|next|beyond|before|behind|back(?:wards?)?|preceding|earlier|to\s+the\s+left|left)`, 'g');
  for (const match of text.matchAll(places)) {
    const amount = NUMBER_WORDS[match[1]!] ?? Number(match[1]);
    said.push({ shift: /before|behind|back|preceding|earlier|left/.test(match[2]!) ? -amount : amount });
  }
  if (/\b(?:(?:immediately\s+)?next|following|succeeding|subsequent)\s+letter\b|\bletter\s+(?:just\s+|immediately\s+)?after\s+it\b/.test(text)) said.push({ shift: 1 });
  if (/\b(?:(?:immediately\s+)?previous|preceding)\s+letter\b|\bletter\s+(?:just\s+|immediately\s+)?before\s+it\b/.test(text)) said.push({ shift: -1 });
  if (/\bopposite\s+letter|\bopposite\s+(?:in|of)\s+the\s+alphabet|\ba\s+(?:by|with|as|=|becomes)\s+z\b|\bmirror\s+(?:letter|image\s+letter)|\breverse\s+alphabet/.test(text)) said.push({ opposite: true });
  return said.length === 1 ? said[0]! : null;
}

/** Parts of a rule this reader does not work; a question that says one is declined. */
const UNREAD = /\bvowels?\b|\bconsonants?\b|\bodd\b|\beven\b|\balternate|\bpairs?\b|\bhalf\b|\bhalves\b|\bmiddle\b|\bfirst\s+(?:and|letter)|\blast\s+letter|\bnumbers?\b|\bdigits?\b|\bsum\b|\bposition\s+(?:in|of)\s+the\s+alphabet|\bsquares?\b/;

/** The word to code: 'in the word DESERT', 'the code for FOREST', 'how will MARKET be written'. */
function wordOf(text: string): string | null {
  const patterns = [
    /\b(?:in|of)\s+the\s+word\s+['"]?([a-z]{2,12})\b/,
    /\bcode\s+(?:for|of)\s+(?:the\s+word\s+)?['"]?([a-z]{2,12})['"]?\s*(?:\?|$|\.|,|in\b|be\b|will\b|would\b)/,
    /\bhow\s+(?:will|would|is|can)\s+(?:the\s+word\s+)?['"]?([a-z]{2,12})['"]?\s+(?:be\s+)?(?:coded|written|encoded)/,
    /\b(?:word|code)\s+['"]?([a-z]{2,12})['"]?\s+(?:is|be)\s+(?:coded|written)/,
  ];
  const found = new Set(patterns.map((pattern) => pattern.exec(text)?.[1]).filter((word): word is string => Boolean(word) && !/^(?:the|word|each|every|it|that|this)$/.test(word!)));
  return found.size === 1 ? [...found][0]!.toUpperCase() : null;
}

type Change = { shift: number } | { opposite: true };

const isVowel = (char: string) => /[AEIOU]/.test(char);

function changed(char: string, change: Change): string {
  const at = char.charCodeAt(0) - 65;
  return String.fromCharCode(65 + ('opposite' in change ? 25 - at : (((at + change.shift) % 26) + 26) % 26));
}

const changeName = (change: Change) => ('opposite' in change ? 'replaced by its opposite letter' : `moved ${Math.abs(change.shift)} ${change.shift > 0 ? 'forward' : 'back'}`);

/**
 * 'Each vowel is replaced by the letter 2 places after it and each consonant by the previous
 * letter': the text cut at 'vowel' and 'consonant', each part read for one change. Null unless
 * both parts say exactly one change and nothing else is said of the letters.
 */
function vowelsAndConsonants(text: string): { vowel: Change; consonant: Change } | null {
  // 'eachvowel': the photo may glue the word to the one before it.
  const vowelAt = text.search(/vowels?\b/);
  const consonantAt = text.search(/consonants?\b/);
  if (vowelAt < 0 || consonantAt < 0) return null;
  const [first, second] = vowelAt < consonantAt ? [vowelAt, consonantAt] : [consonantAt, vowelAt];
  const rest = text.slice(second);
  const end = rest.search(/[.?](?:\s|$)/);
  const parts = [text.slice(first, second), end < 0 ? rest : rest.slice(0, end)];
  const changes = parts.map(letterChange);
  if (changes.some((change) => change === null) || UNREAD.test(parts.join(' ').replace(/(?:vowels?|consonants?)\b/g, ''))) return null;
  const [a, b] = changes as [Change, Change];
  return vowelAt < consonantAt ? { vowel: a, consonant: b } : { vowel: b, consonant: a };
}

/** A worked code: an option states it when its letters spell it, digits an OCR reads for letters (0, 5, 8 for O, S, B) taken as those letters. */
function codeAnswer(answer: string, steps: LogicalSolved['steps'], check: LogicalSolved['check']): LogicalSolved {
  return {
    kind: 'coding-decoding',
    solved: true,
    answer,
    matches: (option) => option.replace(/[^A-Za-z0-9]/g, '').toUpperCase().replace(/0/g, 'O').replace(/5/g, 'S').replace(/8/g, 'B') === answer,
    steps,
    check,
  };
}

/** The code of a word under a vowel rule and a consonant rule, checked by undoing each change. */
function byKindAnswer(word: string, rule: { vowel: Change; consonant: Change }): LogicalResult {
  const ruleOf = (char: string) => (isVowel(char) ? rule.vowel : rule.consonant);
  const letters = [...word].map((char) => changed(char, ruleOf(char)));
  const answer = letters.join('');
  const undo = (change: Change): Change => ('opposite' in change ? change : { shift: -change.shift });
  const undone = letters.map((char, at) => changed(char, undo(ruleOf(word[at]!)))).join('');
  if (undone !== word) return { kind: 'coding-decoding', solved: false, reason: 'Undoing the rule did not give the word back.' };
  return codeAnswer(
    answer,
    [
      { title: 'Read the rule', bullets: [`Each vowel (A, E, I, O, U) is ${changeName(rule.vowel)}; each consonant is ${changeName(rule.consonant)}.`] },
      { title: `Apply it to ${word}`, bullets: [`${[...word].map((char, at) => `${char} (${isVowel(char) ? 'vowel' : 'consonant'}) → ${letters[at]}`).join(', ')}.`] },
    ],
    [`Undoing each change on ${answer}, as the letter of ${word} under it is a vowel or a consonant, gives ${undone}, the word asked about.`],
  );
}

/** A code whose rule is stated in words; null when the question is not one. */
export function solveStatedCode(stem: string): LogicalResult | null {
  const text = stem.replace(/\s+/g, ' ');
  if (!/\b(?:each|every|all)\s*(?:the\s+)?(?:letters?|vowels?|consonants?)\b[^.?]*\b(?:replaced|changed|written|coded|substituted|moved|shifted|becomes?)\b|\breplaces?\s+(?:each|every)\s+letter/.test(text)) return null;
  // An example ('GARDEN is written as HBSEFO') makes it a code read from examples, not from words.
  if (/\b[a-z]{2,12}['"]?\s+(?:is|are|was)\s+(?:coded|written|encoded)\s+(?:as\s+)?['"]?[a-z0-9]{2,12}\b/.test(text.replace(/\bis\s+(?:coded|written)\s+as\s*\?/g, ''))) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'coding-decoding', solved: false, reason });
  const word = wordOf(text);
  const byKind = vowelsAndConsonants(text);
  if (byKind && word) return byKindAnswer(word, byKind);
  const change = letterChange(text);
  if (!change || !word) return fail('I could not read one clear rule for the letters and the word it is applied to.');
  if (UNREAD.test(text)) return fail('The rule treats some letters differently (vowels, places, pairs or numbers), which I do not read with certainty.');
  const reversed = /\bbackwards?\b|\breverse(?:d)?\s+order\b|\bin\s+reverse\b|\breversed?\b(?!\s+alphabet)|\bright\s+to\s+left\b/.test(text.replace(/reverse\s+alphabet/g, ''));
  const code = (char: string) => {
    const at = char.charCodeAt(0) - 65;
    const moved = 'opposite' in change ? 25 - at : (((at + change.shift) % 26) + 26) % 26;
    return String.fromCharCode(65 + moved);
  };
  const letters = [...word].map(code);
  const answer = (reversed ? [...letters].reverse() : letters).join('');
  const undo = (char: string) => {
    const at = char.charCodeAt(0) - 65;
    return String.fromCharCode(65 + ('opposite' in change ? 25 - at : (((at - change.shift) % 26) + 26) % 26));
  };
  const undone = [...(reversed ? [...answer].reverse() : [...answer])].map(undo).join('');
  if (undone !== word) return fail('Undoing the rule did not give the word back.');
  const ruleName = 'opposite' in change ? 'each letter replaced by its opposite (A-Z, B-Y, ...)' : `each letter moved ${Math.abs(change.shift)} ${change.shift > 0 ? 'forward' : 'back'} in the alphabet`;
  return codeAnswer(
    answer,
    [
      { title: 'Read the rule', bullets: [`The rule: ${ruleName}${reversed ? ', and the result written backwards' : ''}.`] },
      { title: `Apply it to ${word}`, bullets: [`${[...word].map((char, at) => `${char} → ${letters[at]}`).join(', ')}.`, ...(reversed ? [`Written backwards: ${answer}.`] : [])] },
    ],
    [`Undoing the rule on ${answer}${reversed ? ' (reading it backwards first)' : ''} letter by letter gives ${undone}, the word asked about.`],
  );
}
