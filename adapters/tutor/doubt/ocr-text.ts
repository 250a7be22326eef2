import { withMixedNumbersRead, withNumberWordsRead, withRatiosAsColons } from './number-words';
import { followsName, isName, isNameEnding, isWord, letterNameSeam, repairedWord, wordFromDigits } from './ocr-words';

/**
 * OCR text as the doubt solver reads it: the photographed question cleaned of the usual
 * misreadings, and split into its stem and its options when it shows them.
 */

export interface QuestionOption {
  /** As printed: 'a', 'B', '3'. */
  readonly label: string;
  /** The product's letter for it: A to D. */
  readonly letter: 'A' | 'B' | 'C' | 'D';
  readonly text: string;
}

export interface ParsedQuestion {
  /** The question without its options, cleaned (see normaliseOcr). */
  readonly stem: string;
  /** The stem as printed (case kept, spaces collapsed): names such as 'A' or 'Ravi' need their capitals. */
  readonly original: string;
  /**
   * The stem cleaned like `stem` but with its words as printed, not split or respelt: for matching
   * against the question bank, whose own matcher forgives OCR slips in words it knows.
   */
  readonly read: string;
  readonly options: readonly QuestionOption[];
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', fifteen: '15', twenty: '20',
};

/** Words that, next to a number, show that it was a percentage (so '20X of' was '20% of'). */
const PERCENT_AFTER = String.raw`(?:of\b|per\b|p\.?\s?a\b|profit|loss|gain|discount|interest|increase|decrease|more\b|less\b|above|below|rise|fall|off\b|annum|a year|yearly|annually|compound|simple|commission|markup)`;
const PERCENT_BEFORE = String.raw`(?:at|of|by|rate|discount|profit|loss|gain|interest|is|markup|above|below|and)`;

/**
 * A question's own number, as printed or typed before it: 'Q.17', 'Q 17.', 'Question 4:', '17.',
 * '17)', 'l7.' with its '1' read as a letter, or '3.In' with its space lost (a decimal never runs into a word; '2.1f' is '2.If'). Left in,
 * it is a number the question never uses, and the solvers decline it.
 */
const QUESTION_NUMBER =
  /^\s*(?:(?:q(?:u[e3]st[il1][o0]n|ues|n)?|que)\s*(?:no\.?\s*)?[.:-]?\s*(?=[\dilosbz]{0,2}\d)[\dilosbz]{1,3}(?:\s*[.):-]\s*|\s+)(?=[\p{L}(₹\d'"‘“]|[?&%]\s?\d)|(?:(?:\d|[il](?=\d))[\dilosb]{0,2}\s*[.)]\s+|\(\d{1,3}\)\s+)(?=[\p{L}(₹]|[?&%]\s?\d)|\d{1,3}\.(?=\p{L}{2}|1[fn]\b)(?![olisb]+(?![\p{L}\d])))/iu;

/**
 * 'Q.3BDiya', 'Q.5ORitu': a question's number whose last digit was read as a capital look-alike,
 * its space to the first word then lost (the capital, then a word in small letters, shows the seam).
 */
const QUESTION_NUMBER_GLUED = /^\s*(?:Q|Que|Ques|Question)\s*[.:-]?\s*\d[\dOIlSB]?[OISB](?=\p{Lu}\p{Ll})/u;

function withoutQuestionNumber(text: string): string {
  return text.replace(QUESTION_NUMBER_GLUED, '').replace(QUESTION_NUMBER, '');
}

/**
 * Slips of the printed page that the later steps would make worse, put right on the text as
 * read: '¢' for a 'c' ('¢) 7 : 5', '¢c/d', 'c¢.'); an area's lost '²'; a person named by a letter run into the number
 * before it ('A:B=7:5B:C=3:5', where 'B' would be read as a misread 8); and the Roman numbers
 * of statements and conclusions (see `withClaimNumbersRepaired`).
 */
function withPrintSlipsRepaired(text: string): string {
  const repaired = text
    .replace(/(?<=[cC])¢|¢(?=[cC])/g, '')
    // 'If' and 'In' with their capital read as a '1': '1f A = 4/7 of B'.
    .replace(/(?<![\p{L}\d.,])1([fn])(?![\p{L}\d])/gu, 'I$1')
    .replace(/¢/g, 'c')
    // A quote doubled ("'‘CANDLE'"): one quote.
    .replace(/['‘’]['‘’](?=\p{L}+['‘’](?!['‘’]))/gu, "'")
    // π lost from 'Take π = 22/7' (the print or the photo dropped it).
    .replace(/\b(take|use|taking|using)\s*=\s*(?=22\s*\/\s*7|3\.14)/giu, '$1 π = ')
    // A compass point split at its hyphen, or across a line: 'North- East', 'South -\nWest'.
    .replace(/\b(north|south)[ \t]*-[ \t]*\n?[ \t]*(east|west)\b/giu, '$1-$2')
    // A turn's '°' lost: 'turns 135 anti-clockwise', '270 in the clockwise direction'.
    .replace(/(?<![\d.])(\d{2,3})(?=[ \t\n]+(?:in[ \t\n]+the[ \t\n]+)?(?:anti|counter)?[ \t-]?clockwise)/giu, '$1°')
    // An area's '²' lost, leaving a gap before the stop: 'an area of 1,444 m .' is 1,444 m².
    .replace(/(\barea\b[^.?;\n]{0,24}?\d[\d,.]*\s*(?:cm|m))[ \t]+(?=[.,;?])/giu, '$12')
    .replace(/(\d)([A-Z])(?=\s*:\s*[A-Z](?![\p{L}\d]))/gu, '$1, $2');
  return withClaimNumbersRepaired(withSizesParted(withRatioColonsRepaired(withLetterRatiosRepaired(withLetterNamesInCapitals(withInterestNamesRepaired(withCodeLettersParted(repaired)))))));
}

/** A length's unit as a size typed as a product writes it after a number ('10mx8mx6m'). */
const SIZE_UNIT = String.raw`(?:cm|mm|km|dm|m|ft)`;
/** Two or three sizes typed as a product, each maybe with its unit: '8x5x5 m', '10mx8mx6m', '12.5X4X2 cm', '40mx25m'. */
const SIZES = new RegExp(String.raw`(?<![\p{L}\d.,])\d+(?:\.\d+)?[ \t]*(?:${SIZE_UNIT}[ \t]*)?[xX×✕](?:[ \t]*\d+(?:\.\d+)?[ \t]*(?:${SIZE_UNIT}[ \t]*)?[xX×✕])?[ \t]*\d+(?:\.\d+)?(?:[ \t]*${SIZE_UNIT})?(?![\p{L}\d])`, 'gu');

/**
 * Sizes typed as a product ('a cuboid 8x5x5 m', 'a room 10mx8mx6m') with a space around each
 * 'x', so that the word repairs do not read '8x5x5' as a word with its digits misread ('bxsxs'):
 * three sizes, or two with a unit ('40mx25m'). Two bare numbers ('3x5') are left as written.
 */
function withSizesParted(text: string): string {
  return text.replace(SIZES, (found) => {
    const sizes = found.split(/[xX×✕]/).map((size) => size.trim().replace(/^(\d+(?:\.\d+)?)\s*(\p{L}+)$/u, '$1 $2'));
    return sizes.length === 3 || sizes.some((size) => /\p{L}/u.test(size)) ? sizes.join(' x ') : found;
  });
}

/** A run of three capitals or more standing alone ('E P J P F S D', 'A P B'): a coded relation or arrangement. */
const LONE_CAPITALS_RUN = /(?<![\p{L}\d])\p{Lu}(?:[ \t]+\p{Lu}){2,}(?![\p{L}\d])/u;

/**
 * Two capitals run together beside capitals that stand alone, in a question that writes runs of
 * them ('E P J PF S D', 'AT B means A is the father of B'): the space between them was lost, so
 * they are two letters, not a word or an abbreviation. Not Roman 'II'.
 */
function withCodeLettersParted(text: string): string {
  if (!LONE_CAPITALS_RUN.test(text)) return text;
  return text.replace(/(?<![\p{L}\d'’])(\p{Lu})(\p{Lu})(?![\p{L}\d'’])/gu, (found, first: string, second: string, offset: number, whole: string) => {
    if (first === 'I' && second === 'I') return found;
    const loneBefore = /(?:^|[^\p{L}\d])\p{Lu}[ \t]+$/u.test(whole.slice(0, offset));
    const loneAfter = /^[ \t]+\p{Lu}(?![\p{L}\d])/u.test(whole.slice(offset + 2));
    return loneBefore || loneAfter ? `${first} ${second}` : found;
  });
}

/**
 * 'SI' and 'CI' (simple and compound interest) as OCR reads them: 'S|', 'Cl', 'S..' for 'S.I.';
 * only in a question about interest.
 */
function withInterestNamesRepaired(text: string): string {
  if (!/\binterest|\bp\.\s?a\b|per\s+annum|\bprincipal|\bsum\b|\blent\b|\bborrow/i.test(text)) return text;
  // Never 'C. 1,02,000', an option's letter before its figure.
  return text.replace(/(?<![\p{L}\d])([SC])(?:[l|]|\.\s?[lI|.]\.?)(?![\p{L}\d,])/gu, (_found, letter: string) => `${letter}I`);
}

/** The four options lettered in small letters on the last line, one after another: 'a. B   b. E   c. A   d. C'. */
const OPTION_ROW = /(?<![\p{L}\d])a\.[ \t]+[^\n]{1,60}?[ \t]b\.[ \t]+[^\n]{1,60}?[ \t]c\.[ \t]+[^\n]{1,60}?[ \t]d\.[ \t]+[^\n]*$/u;

/**
 * People named by capitals ('P, Q, R, S, T and U'), one of whom the photo read in lower case
 * ('between T and u.', '(d) s'): the capital, when the text names at least three so and the
 * letter stands alone, not as a unit after a number ('5 m').
 */
function withLetterNamesInCapitals(text: string): string {
  const names = new Set([...text.matchAll(/(?<![\p{L}\d'’.])([B-HJ-Z])(?![\p{L}\d'’])/gu)].map((match) => match[1]!));
  if (names.size < 3) return text;
  // Not an option's letter ('c) R', '(d) S', 'c. R' at a line's start, or in a row of the four: 'a. B   b. E   c. A   d. C').
  const row = OPTION_ROW.exec(text);
  return text.replace(/(?<![\p{L}\d'’.([{]|\d\s{0,2})([b-hj-z])(?![\p{L}\d'’/)\]}])/gu, (_found, letter: string, offset: number, whole: string) => {
    const marker = /^[.:]/.test(whole.slice(offset + 1)) && (/(?:^|\n)[ \t]*$/.test(whole.slice(0, offset)) || (row !== null && offset > row.index));
    return names.has(letter.toUpperCase()) && !marker ? letter.toUpperCase() : letter;
  });
}

/**
 * Ratios of people or quantities named by capitals ('P:Q = 4:9'), as OCR breaks them: the colon
 * of one pair lost ('QR = 4:1' beside 'P:Q'), and the question mark they equal read with a digit
 * ('P:Q:R:S = 2?', 'A:C=27?'): a ratio of letters never equals a number.
 */
function withLetterRatiosRepaired(text: string): string {
  if (!/(?<![\p{L}\d])[A-Z]\s*:\s*[A-Z](?![\p{L}\d])/u.test(text)) return text;
  return text
    .replace(/(?<![\p{L}\d])([A-Z])([A-Z])(?=\s*=\s*\d+\s*:\s*\d)/gu, '$1:$2')
    .replace(/((?<![\p{L}\d])[A-Z](?:\s*:\s*[A-Z])+\s*=\s*)\d{1,2}\s*\?(?!\S)/gu, '$1?');
}

/**
 * A ratio's colon read as a semicolon between its terms ('in the ratio 3 ; 4', 'A : B = 2;3'), in
 * a question that speaks of a ratio or proportion; elsewhere a semicolon between numbers is kept.
 */
function withRatioColonsRepaired(text: string): string {
  if (!/\b(?:ratio|proportion)/i.test(text) && !/\b[A-Z]\s*:\s*[A-Z]\b/.test(text)) return text;
  // After a ratio's second term ('is 5 : 3; 25 boys'), a semicolon ends the clause, unless a third term follows ('2 : 3; 4 : 5' read for '2 : 3 : 4 : 5').
  return text.replace(/(?<=(?<![\d.])\d{1,4})[ \t]*;[ \t]*(?=\d{1,4}(?![\d.]|,\d))/g, (found, offset: number, whole: string) =>
    /:\s*\d{1,4}$/.test(whole.slice(0, offset)) && !/^\s*;\s*\d{1,4}\s*:/.test(whole.slice(offset)) ? found : ' : ',
  );
}

/** Words that show a question numbers its statements, conclusions or assumptions ('Conclusions: I. ... II. ...'). */
const NUMBERED_CLAIMS = /\b(?:conclusions?|assumptions?|arguments?|inferences?|courses?\s+of\s+action)\b/i;
/** A Roman 'I' or 'II' printed as a number's label or beside the words that name one ('I.', 'only II follows', 'I and II'). */
const ROMAN_NUMBERING = /(?<![\p{L}\d])I{1,3}(?:\s*[.):]|\s+(?:or|nor|and|follows?|is|are)\b)|\b(?:only|either|neither|both|conclusions?|and|or|nor)\s+I{1,3}(?![\p{L}\d])/u;

/**
 * The Roman numbers of a syllogism's conclusions (or an argument's assumptions) as OCR reads
 * them: 'I' as 'l' or '|', 'II' as 'Il', 'lI', 'll', '||' or, when the text numbers them in
 * Roman elsewhere, '11'. Only in a question that names such claims, and only a token standing
 * alone: '1.' and '2.' numbering statements stay digits.
 */
function withClaimNumbersRepaired(text: string): string {
  if (!NUMBERED_CLAIMS.test(text)) return text;
  return withClaimLabelsInOrder(withClaimNumbersRead(text));
}

/**
 * The conclusions' labels at their lines' starts, when OCR gave two the same number ('Il.' for
 * 'I.', then 'II.'): conclusions are numbered in order, so 'II, II' is 'I, II' when each label is
 * at most one stroke off its place.
 */
function withClaimLabelsInOrder(text: string): string {
  const heading = /\b(?:conclusions?|assumptions?|arguments?|inferences?|courses?\s+of\s+action)\s*:/gi;
  // After the last 'Conclusions:' heading, or anywhere when the conclusions have none.
  const after = [...text.matchAll(heading)].at(-1);
  const from = after ? after.index + after[0].length : 0;
  const labels = [...text.slice(from).matchAll(/(?<=^|\n)[ \t]*(I{1,3})(?=[ \t]*[.):])/g)];
  const strokes = labels.map((label) => label[1]!.length);
  const inOrder = strokes.every((count, index) => Math.abs(count - (index + 1)) <= 1);
  if (labels.length < 2 || new Set(strokes).size === strokes.length || !inOrder) return text;
  let result = text.slice(from);
  for (const [index, label] of [...labels.entries()].reverse()) {
    const start = label.index + label[0].length - label[1]!.length;
    result = result.slice(0, start) + 'I'.repeat(index + 1) + result.slice(start + label[1]!.length);
  }
  return text.slice(0, from) + result;
}

/** Each look-alike of a Roman number standing alone, read as the number (see withClaimNumbersRepaired). */
function withClaimNumbersRead(text: string): string {
  const roman = ROMAN_NUMBERING.test(text.replace(/(?<![\p{L}\d|])[Il|]{1,3}(?![\p{L}\d|])/gu, (token) => 'I'.repeat(token.length)));
  return text.replace(/(?<![\p{L}\d|'’])[Il|1]{1,3}(?![\p{L}\d|'’])/gu, (token, offset: number, whole: string) => {
    if (/^I+$/.test(token)) return token;
    if (/^1+$/.test(token)) {
      // '11' is 'II' only where the text numbers in Roman and the token stands as a label or in an option's words.
      const after = whole.slice(offset + token.length);
      const before = whole.slice(0, offset);
      const asLabel = /^\s*[.):]/.test(after) || /^\s+(?:or|nor|and|follows?)\b/i.test(after) || /\b(?:only|either|neither|both|conclusions?|and|or|nor)\s+$/i.test(before);
      return token.length >= 2 && roman && asLabel ? 'I'.repeat(token.length) : token;
    }
    return 'I'.repeat(token.length);
  });
}

/** A word with a digit among its letters: 'so1d', 'artic1e', 'vi1lage', 'c0st', '5old'. */
const WORD_WITH_DIGITS = /(?<![\p{L}\d])(?=[\p{L}\d]*\p{L}[\p{L}\d]*\p{L})(?=[\p{L}\d]*[0158])[\p{L}0158]{3,}(?![\p{L}\d])/gu;

/**
 * Letters read as digits inside a word ('so1d' is 'sold', 'c0st' is 'cost'), but not ordinals
 * ('1st', '5th') or a unit glued to a number ('50kg', '15km').
 */
function repairWord(word: string, after = ''): string {
  if (/^\d+(?:st|nd|rd|th|s|kg|km|cm|mm|m|g|l|ml|hrs?|min|yrs?|x)$/i.test(word)) return word;
  // An ordinal with a misread digit: 'I5th', 'l4th', '2Ond'.
  const ordinal = /^([\dOoIlSsBb]*\d[\dOoIlSsBb]*)(st|nd|rd|th)$/i.exec(word);
  // ('b0th' is 'both', a word.)
  if (ordinal && !isWord(wordFromDigits(word.toLowerCase()))) return `${repairNumber(ordinal[1]!.toLowerCase())}${ordinal[2]!.toLowerCase()}`;
  // A word in capitals, to be coded ('NAT1ON', 'XIQTP1'): its digits are the capitals they look like.
  // (Three capitals that look like no digit, or two beside a single digit in four characters or
  // more, 'FH1I': 'R5OO' is a rupee amount.)
  const plainCapitals = word.match(/[AC-HJKMNP-RT-Z]/g)?.length ?? 0;
  const digitCount = word.match(/\d/g)?.length ?? 0;
  if (/^[\p{Lu}0158]+$/u.test(word) && (plainCapitals >= 3 || (plainCapitals === 2 && digitCount === 1 && word.length >= 4)) && digitCount <= 2) {
    return word.replace(/[0158]/g, (digit) => ({ '0': 'O', '1': 'I', '5': 'S', '8': 'B' })[digit]!);
  }
  // 'Rs15' is the rupee sign before a number, whatever its digits were read as.
  const rupees = /^(rs\.?)([\dOoIlSsBb,]+)$/i.exec(word);
  if (rupees) return `${rupees[1]!.toLowerCase()}${repairNumber(rupees[2]!.toLowerCase())}`;
  // 'Rll0': the rupee sign read as 'R' before a number with misread digits.
  if (/^R[\dOoIlSsBb,]*\d[\dOoIlSsBb,]*$/.test(word)) return `₹${repairNumber(word.slice(1).toLowerCase())}`;
  // A number of thousands with a look-alike ('1O0k'), holding two digits or reading as no word ('l00k' starts with a letter: 'look').
  if (/^\d[\dOoIlSsBb]*k$/.test(word) && ((word.match(/\d/g)?.length ?? 0) >= 2 || !isWord(wordFromDigits(word.toLowerCase())))) return `${repairNumber(word.slice(0, -1).toLowerCase())}k`;
  // A digit, then look-alikes in capitals, then a small 's' ('1Os respectively'): a number of seconds.
  if (/^\d[\dOISB]*[OISB][\dOISB]*s$/.test(word)) return `${repairNumber(word.slice(0, -1).toLowerCase())} s`;
  // Every letter a look-alike of a digit ('I8O'), unless a word reads so ('l0ss' is 'loss'), or a number before its unit ('1lkm'): a number.
  if (/^[\dOoIlSsBb]+$/.test(word)) return readsAsNumber(word, after) ? repairNumber(word.toLowerCase()) : wordFromDigits(word.toLowerCase());
  const unit = /^([\dOoIlSsBb]*\d[\dOoIlSsBb]*)(km|kg|cm|mm|ml|hrs?|min|yrs?)$/i.exec(word);
  if (unit) return `${repairNumber(unit[1]!.toLowerCase())}${unit[2]!.toLowerCase()}`;
  const letters = word.replace(/\d/g, '').length;
  if (letters < 2 || /^\d+[a-z]{1,2}$/i.test(word)) return word;
  return wordFromDigits(word.toLowerCase());
}

/** Words that count or measure the number before them ('1ll seconds', 'I5O students'); not '%', which follows 'loss' too. */
const MEASURED_AFTER =
  /^\s*(?:(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|yrs?|kms?|kmph|m|cm|mm|kg|g|gm|litres?|liters?|l|ml|metres?|meters?|rupees?|paise|students?|persons?|people|men|women|boys?|girls?|workers?|members?|children|articles?|items?|runs?|marks?|votes?|units?|times|km\/h|m\/s)(?![\p{L}\d]))/iu;

/**
 * A token of digits and look-alike letters only ('l0ss', '1ll', 'I5O', '5O0') read as a number
 * rather than as the word its letters spell: when it holds as many digits as letters, spells no
 * word, or counts what follows it ('1ll seconds', 'I5O students'). 'l0ss' and 'S0 that' stay words.
 */
function readsAsNumber(token: string, after: string): boolean {
  const digits = token.replace(/\D/g, '').length;
  return digits >= token.length - digits || !isWord(wordFromDigits(token.toLowerCase())) || MEASURED_AFTER.test(after);
}

/**
 * A number with a digit read as a look-alike letter at its edge or between digit groups: '4s%',
 * 's5000', 'b1500', '1,1l,650', '26,74b', 'i2o'. The token must hold a digit and nothing but
 * digits, separators and look-alikes, so no word is touched.
 */
const NUMBER_WITH_LETTERS = /(?<![\p{L}\d])(?=[\dolisb,.]*\d)(?=[\dolisb,.]*[olisb])[\dolisb][\dolisb,.]*(?![\p{L}\d])/gu;
const DIGIT_FOR_LETTER: Readonly<Record<string, string>> = { o: '0', l: '1', i: '1', s: '5', b: '8' };

function repairNumber(token: string): string {
  // 'is', 'so', 'bio' hold no digit and never reach here; a lone letter beside a dot is a label ('b.').
  if (/^[olisb][.,]?$/.test(token)) return token;
  return token.replace(/[olisb]/g, (letter) => DIGIT_FOR_LETTER[letter]!);
}

/**
 * Cleans OCR text for parsing: one line, lower case, currency as '₹', Indian digit groups
 * joined, words put right (unless `repairWords` is false), and the usual misreadings inside numbers repaired ('1O0' is 100, '20X of' is '20% of',
 * '2096 of' is '20% of' when the context says percent).
 */
/** Printed fractions that end in a decimal: 12½ is 12.5 (NFKC would make it '121⁄2'). */
const DECIMAL_FRACTIONS: Readonly<Record<string, string>> = { '½': '5', '¼': '25', '¾': '75', '⅛': '125', '⅜': '375', '⅝': '625', '⅞': '875', '⅕': '2', '⅖': '4', '⅗': '6', '⅘': '8' };

/**
 * A whole number with a printed fraction glued to it: 12½ as 12.5; one with no decimal end (8⅓)
 * as a mixed number, '8 1/3', which no reader takes for 81.
 */
function withPrintedFractions(raw: string): string {
  return raw.replace(/(\d)\s?([½¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅓⅔⅙⅚])/g, (_match, digit: string, fraction: string) =>
    DECIMAL_FRACTIONS[fraction] ? `${digit}.${DECIMAL_FRACTIONS[fraction]}` : `${digit} ${fraction}`,
  );
}

export function normaliseOcr(raw: string, repairWords = true): string {
  // '2A = 3B = 4C': terms of an equation, where a letter after a number is a name, not a misread digit.
  const equation = /\d[A-Z]\s*=\s*\d[A-Z]/.test(raw);
  const series = withSeriesTermsKept(withPrintSlipsRepaired(withoutQuestionNumber(withPrintedFractions(raw).normalize('NFKC').replace(/\u2044/g, '/'))));
  let text = withRnNamesMatched(series.text);
  const letterNames = letterNamesIn(text);
  // Unknowns a sum names by small letters ('then x : y = ?', '15% of x'), which a lost space may join to a word ('thenx');
  // any small letter in a ratio or fraction of letters too ('r/s = 3/4', 'p : s'), which 'andr/s' and 'Findp' run on.
  const unknowns = new Set([...text.matchAll(/(?<![\p{L}'’.])([npqxy])(?![\p{L}\d'’])/gu)].map((match) => match[1]!));
  for (const match of text.matchAll(/(?<![\p{L}\d])([a-z])\s*[/:]\s*([a-z])(?![\p{L}\d])/gu)) if (!/^b\/w$/.test(match[0])) for (const letter of [match[1]!, match[2]!]) unknowns.add(letter);
  // The words the text prints, for the runs whose reading another printing of a word settles ('eldersonis' beside 'son').
  const printedWords = new Set([...text.matchAll(/(?<![\p{L}\d])\p{L}+(?![\p{L}\d])/gu)].map((match) => match[0].toLowerCase()));
  const printedNames = namesPrintedIn(text);
  text = text
    .replace(/[\u2018\u2019\u201b`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[×]/g, ' x ')
    .replace(/(\w)-\s*\n\s*(\w)/g, '$1$2')
    // 'I' read as '|' between words: 'as old as | was'.
    .replace(/(?<=\p{Ll}[ \t]+)\|(?=[ \t]+\p{Ll})/gu, 'I')
    .replace(/\s+/g, ' ')
    .replace(/[|~^_©®•¢¦§]+/g, ' ')
    .replace(/₨/g, '₹');
  // Words are put right before lower-casing: a capital tells a name ('Anand') from two words run together ('theprice').
  text = text
    // A number run into the word after it: '40,00Oand', '30720rupees', '6thfrom', '5is' (not 'j0in' or 'fl0or').
    // Also before a capital that starts the next word: '4:9andB:C'.
    .replace(/(?<![\p{L}\d,.])(\d[\d,.]*(?:[OISBl]|st|nd|rd|th)?)(and|or|in|is|for|from|per|each|rupees)(?!\p{Ll})/gu, '$1 $2')
    // A chat's 'n' for 'and' run onto the number after it, its '1' read as a letter: '22 from top nI5 from bottom'.
    .replace(/(?<=\b(?:top|bottom|front|back|end|left|right|first|last)\s+)n(?=[Il1]?\d+(?![\p{L}\d]))/gu, 'n ')
    // A student's 'b/w' (between) run onto the word before it: 'proportionalb/w 4 and 64'.
    .replace(/(?<![\p{L}\d])(\p{L}{3,})(b\/w)(?![\p{L}\d])/gu, (found, word: string, between: string) => {
      const read = isWord(word.toLowerCase()) ? word : repairedWord(word.toLowerCase());
      return read.split(' ').every((piece) => isWord(piece) || SHORT_GLUED.has(piece)) ? `${read} ${between}` : found;
    })
    // A chat's 'n' (and) run onto a person named by a letter ('A nB was'), and a chat's 'u' onto its verb ('as old as uwere').
    .replace(/(?<![\p{L}\d])n(\p{Lu})(?![\p{L}\d])/gu, (found, letter: string) => ([...letterNames].some((name) => Math.abs(name.charCodeAt(0) - letter.charCodeAt(0)) <= 1) ? `n ${letter}` : found))
    .replace(/(?<![\p{L}\d])u(were|are|have|had|will|can|did|got|paid|get|pay)(?![\p{L}\d])/gu, 'u $1')
    // A little word run into a name the text prints elsewhere, in any case: 'ofsneha's' beside 'Sneha'.
    .replace(/(?<![\p{L}\d])(of|to|and|is|for|from|by|with|than)(\p{L}{3,})(?![\p{L}\d])/gu, (found, little: string, name: string) =>
      !isWord(found.toLowerCase()) && [...printedNames.keys()].some((printed) => printed.toLowerCase() === name.toLowerCase()) ? `${little} ${name}` : found,
    )
    // 'and' or 'or' run in between two code words in capitals: 'FQ13MandMOUSE' is 'FQ13M and MOUSE'.
    .replace(/(?<=(?<![\p{L}\d])(?=[A-Z\d]*[A-Z])[A-Z\d]{2,})(and|or)(?=[A-Z][A-Z\d]+(?![\p{L}\d]))/gu, ' $1 ');
  text = withGluedNumbersParted(withLittleWordsBeforeNamesParted(text))
    // In the case printed, for the word repairs that follow: 'm0nthsB' is 'monthsB', a word and a name.
    .replace(WORD_WITH_DIGITS, (word, offset: number, whole: string) => withCaseOf(word, repairWord(word, whole.slice(offset + word.length))))
    // A possessive run into the next word ("Imran'sshare"), and 'km/h' into 'and'.
    .replace(/(\p{L})'s(?=\p{L}{2,})/gu, "$1's ")
    // A contraction run into the next word: "it'llbe", "don'tknow".
    .replace(/(\p{L}'(?:ll|re|ve|d|t|m))(\p{L}{2,})/gu, (found, contraction: string, word: string) => (isWord(word.toLowerCase()) ? `${contraction} ${word}` : found))
    // 'per' run onto the word before a rate's unit: 'stopper hour' is 'stop per hour'.
    .replace(/(?<![\p{L}\d])(\p{L}{3,})per(?=\s+(?:hour|hr|day|week|month|year|annum|km|kg|litre|person|head|unit|cent)\b)/gu, (found, word: string) => (isWord(word.toLowerCase()) ? `${word} per` : found))
    // A comparison's 'less' or 'more' run onto the word before it: 'salaryless than', 'costmore than'.
    .replace(/(?<![\p{L}\d])(\p{L}{3,}?)(less|more)(?=\s+than\b)/gu, (found, word: string, degree: string) => (!isWord(found.toLowerCase()) && isWord(word.toLowerCase()) ? `${word} ${degree}` : found))
    .replace(/\b(k?m\/(?:h|hr|s))(and|in|is|to|for|the|of|or)\b/gi, '$1 $2')
    .replace(/\p{L}+/gu, (word, offset: number, whole: string) => {
      if (!repairWords) return word;
      // A code word in quotes ('tok', "pa zo") is kept as printed.
      // (Not a plural's possessive: "theboys' average" is 'the boys'.)
      const after = whole.slice(offset + word.length);
      // The first half of "n't" ('doesn', 'wasn'): a word as it is.
      if (/n$/i.test(word) && /^['’]t(?!\p{L})/u.test(after)) return word;
      // (Not the first word of quoted speech, three words or more before the quote closes: '"Atthe time of your birth'.)
      const speech = /^(?:[ \t\n]+[\p{L}'’,]+){3}/u.test(after);
      const quoted = (/(?:^|[^\p{L}])['"]$/u.test(whole.slice(0, offset)) && !speech) || (/^['"](?!\p{L})/u.test(after) && !(/^'/.test(after) && /s$/.test(word) && !/['"]\p{L}[^'"]*$/u.test(whole.slice(0, offset))));
      // A unit after its number run into the next word: '800 ginstead', '400 mlongbridge'.
      const named = quoted ? null : nameThenWord(word, printedNames);
      if (named) return named;
      const context = { quoted, letterNames, unknowns, next: after.slice(0, 40), printedWhole: (printedNames.get(word) ?? 0) > 1, before: whole.slice(Math.max(0, offset - 60), offset), words: printedWords };
      // Two words the text prints apart run together ('betweeneshan', 'buntyamit' beside 'eshan', 'bunty' and 'amit').
      const pair = quoted || isWord(word.toLowerCase()) || isName(word.toLowerCase()) ? null : printedPair(word.toLowerCase(), printedWords);
      if (pair) return pair;
      // (Quoted speech opens a sentence too: '"Atthe time of your birth'.)
      const repaired = repairedWord(word, /(?:^|[.?!]\s*)$/.test(whole.slice(0, offset)) || (speech && /["“]$/.test(whole.slice(0, offset))), context);
      // The unit's reading when it makes fewer pieces than the word's own ('mlong' as 'm long', not 'ml on g'; 'minuteslate' stays 'minutes late').
      // (A litre's 'L' is printed as a capital: '130 Lsolution'.)
      const lower = /^L\p{Ll}{3,}$/u.test(word) ? word.toLowerCase() : word;
      // A unit of two letters or more and a little word, even when the whole is a rare word: '30 minis what %' is '30 min is'.
      // (Also as the first piece of a longer run: '30 miniswhat'.)
      const unitThenLittle = /\d[ \t]?$/.test(whole.slice(0, offset)) ? /^(km|kg|cm|mm|ml|hrs?|mins?)(is|in|of|at|to|by|on|or|and|for)$/.exec(repaired.split(' ')[0]!.toLowerCase()) : null;
      if (!quoted && unitThenLittle) return `${unitThenLittle[1]} ${unitThenLittle[2]}${repaired.slice(unitThenLittle[0].length)}`;
      if (!quoted && /\d[ \t]?$/.test(whole.slice(0, offset)) && /^\p{Ll}{4,}$/u.test(lower) && !isWord(lower)) {
        const pieces = (reading: string) => (reading === lower ? Infinity : reading.split(' ').length);
        for (const unit of GLUED_UNITS_BEFORE_WORD) {
          if (!lower.startsWith(unit)) continue;
          const rest = isWord(lower.slice(unit.length)) ? lower.slice(unit.length) : repairedWord(lower.slice(unit.length), false, { letterNames });
          // (Little words only after the unit, 'as a': '125 gasa percentage' is '125 g as a', not 'gas a'.)
          const little = rest.split(' ').every((piece) => SHORT_GLUED.has(piece) || piece === 'a' || piece === 'an' || piece === 'the');
          if ((rest === lower.slice(unit.length) && !isWord(rest)) || (/(?:^| )\p{L}(?: |$)/u.test(rest) && !little)) continue;
          // (Or a listed word after the unit, where the word's own reading leaves a piece no word: 'lsolu tion'.)
          if (1 + rest.split(' ').length < pieces(repaired) || little || (isWord(rest) && repaired !== lower && !repaired.split(' ').every((piece) => isWord(piece)))) return `${unit} ${rest}`;
        }
      }
      return repaired;
    });
  text = withThousandsRead(
    text
      .toLowerCase()
      // The rupee sign read as 'z' before an amount with a look-alike in its first digits: 'zlI,000' is ₹11,000.
      .replace(/(?<![\p{L}\d])z(?=[olisb][\dolisb]*[,.]?\d[\d,.]*(?![\p{L}\d]))/gu, '₹'),
  )
    .replace(NUMBER_WITH_LETTERS, (token) => (equation && /^\d+[olisb]$/.test(token) ? token : repairNumber(token)))
    // An ordinal with a misread digit: '2bth', 's2nd', '4ist'.
    .replace(/(?<![\p{L}\d])(?=[\dolisb]*\d)[\dolisb]+(?=st|nd|rd|th\b)/gu, repairNumber)
    // After a rupee sign, a number read wholly as look-alike letters: 'Rs loooo'.
    .replace(/(?<=(?:\brs\.?|₹)\s?)[olisb][olisb,.]{2,}(?![\p{L}\d])/gu, repairNumber)
    // 'R62542', 'r 11000', 'R58,916': a lone r glued to a number ('R5 400' and 'R5.400' are 'Rs').
    .replace(/(?<![\p{L}\d])r(?=\d)(?!5(?:\.\s*|\s+)\d)/gu, '₹')
    // An ordinal whose '1' was read as a letter: 'lbth', 'lsth', 'llth' (not 'both').
    .replace(/(?<![\p{L}\d])[li][olisb](?=th\b)/gu, repairNumber)
    // A percentage read wholly as look-alike letters: 'is%' is 15%.
    .replace(/(?<![\p{L}\d])[\dolisb]{2,3}(?=%)/gu, repairNumber)
    // 'a gain' with its space lost reads as 'again': 'sold at again of 5%', 'wants again of ₹400', 'sold at again?'.
    .replace(/\bagain(?=\s+of\s+(?:₹|rs\.?|inr|rupees)?\s?\d)|(?<=\bat\s+)again\b/g, 'a gain')
    // 'be half' with its space lost reads as 'behalf', but a verb after 'will' or 'to' is 'be': 'his age will behalf of'.
    .replace(/(?<=\b(?:will|would|shall|should|must|can|could|may|might|to)\s+)behalf\b/g, 'be half');
  // A list's commas read as dots where the list goes on with a comma ('16.36.64.100,144,?'): commas.
  text = withListDotsRead(text);
  // A lakh figure's commas read as dots ('1.76.250'): two dots or more are never a decimal.
  text = text.replace(/\b\d{1,3}(?:\.\d{2})+\.\d{3}(?!\d)|\b\d{1,3}(?:\.\d{3}){2,}(?!\d)/g, (number) => number.replace(/\./g, ''));
  text = withoutQuestionNumber(text);
  // Numbers in words before a measure ('eight litres', 'five hundred rupees') in digits, before the currency is read.
  text = withRatiosAsColons(withNumberWordsRead(text));

  // Currency: 'Rs.', 'Rs', 'INR', 'rupees' before or after a number all become '₹'.
  text = text
    // 'Rs' read as 'R5' or 'Rs,'; '₹' read as '%', '&' or 'z' where a number follows at a word's start.
    .replace(/(?<![\p{L}\d])r5\.?(?=\s*\d)/gu, 'rs ')
    // A percent sign comes after its number: '%500', '? 1800', 'z 3174', '& 500' and a lone 'r' before one are the rupee sign.
    // ('285 & 259' is 'and': after a number, '&' joins two; so it does before an ordinal, a
    // measure or a count of things: 'at 8% profit & 2nd at a loss', '6 km per hour & 8 km per hour',
    // 'Ram & 2 friends', '3 pens & 4 pencils'.)
    .replace(/(?<=^|[\s(:,])(?:[%z?]|&(?<!\d\s?&)(?!\s?\d+\s*(?:st|nd|rd|th)\b)(?!\s?\d[\d,.]*\s*(?:km|kmph|kg|g|m|cm|mm|hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|months?|years?|yrs?|litres?|liters?|l|ml)\b)(?!(?<!\b(?:and|or)\s?&)\s?\d+\s+(?:men|women|children|people|(?!rupees\b|paise\b|notes\b|coins\b|is\b|was\b|has\b|as\b|less\b|this\b|thus\b|plus\b)[a-z]{2,}s)\b)|r(?=\s))\s?(?=\d[\d,.]*(?![\d,.]*\s*%))/g, '₹')
    // Not a word after its own number: in '500 rupees, 600 rupees' the first 'rupees' belongs to 500.
    .replace(/(?:(?<!\p{L}|\d\s*)rs\.?|(?<!\d\s*)\binr\b\.?|₹|(?<!\d\s*)\brupees?\b)\s*[,.:]?\s*(?=\d|o\d)/gu, '₹')
    // The whole number, not its tail: 'Rs. 18,800/-' is ₹18,800, not ₹1₹8,800.
    .replace(/(?<![₹\d,.])(\d[\d,.]*)\s*(?:rupees?\b|\/-)/g, '₹$1')
    .replace(/(₹\d[\d,.]*)\s*\/-/g, '$1')
    // A rupee sign misread before an amount that also says 'rupees' ('& 500 rupees'): one sign.
    .replace(/(₹\d[\d,.]*)\s*rupees?\b/g, '$1')
    // After the rupee sign, look-alike letters are digits: '₹2s' is ₹25 (but '₹10is' is '₹10 is').
    .replace(/(?<=₹)\d[\dolisb,.]*(?<![olisb]{2})(?![\p{L}\d])/gu, repairNumber);

  // Digits misread as letters, but only inside something that is clearly a number.
  // (A trailing 'x' may be a misread '%', dealt with below: '2OX' is '20%'.)
  text = text
    .replace(/(?<![\p{L}\d])[li](?=\d[\d,.]*(?![\p{L}\d]))/gu, '1')
    .replace(/(?<![\p{L}\d])\d[\doilsb,.]*(?=x?(?![\p{L}\d]))/gu, (token) =>
      token
        .replace(/o/g, '0')
        .replace(/(?<=\d)[il](?=\d)/g, '1')
        .replace(/(?<=\d)s(?=\d)/g, '5')
        .replace(/(?<=\d)b(?=\d)/g, '8'),
    );

  // Indian and western digit groups: 1,20,000 and 120,000 are 120000. Not terms of a list typed
  // without spaces ('25,49,81,121,169,?', '125,216,343,?'): a number's groups never run on into
  // another group, a gap or a blank.
  text = text.replace(/(?<!\d|\d,)(?:\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?!\d|,\d|,\s?[?_…])/g, (number) => number.replace(/,/g, ''));
  text = text.replace(/₹\s+/g, '₹');

  // Percent signs read as something else.
  text = text
    // '0/0' only where it ends the number: in a date ('20/02/2154') it is digits.
    // 'per cent' run into 'less' or 'more' ('what per centless').
    .replace(/\b(per\s?cent)(less|more)\b/g, '$1 $2')
    // ... and into 'p.a.': '9 percentp.a.'.
    .replace(/\b(per\s?cent)(?=p\.?\s?a\b)/g, '$1 ')
    .replace(/(\d)\s*(?:°\/o|o\/o|0\/0(?![\d/])|°\/°|%o|\bper\s?cent\b|\bpercent\b|\bpc\b)/g, '$1%')
    .replace(new RegExp(String.raw`(\d)x(?=\s*${PERCENT_AFTER})`, 'g'), '$1%')
    .replace(new RegExp(String.raw`(${PERCENT_BEFORE}\s+)(\d+(?:\.\d+)?)x\b`, 'g'), '$1$2%')
    // Not a year named as one ('in 1996 fall'); a bare '1996 fall' is still read as '19% fall'.
    .replace(new RegExp(String.raw`(?<![₹\d.])(?<!\b(?:in|year|since|from|till|until|to|during)\s+)\b(\d{1,2}(?:\.\d+)?|100)96(?=\s*${PERCENT_AFTER})`, 'g'), '$1%')
    .replace(/%\s*%/g, '%');

  // Number words in the phrases the parser reads ('two years', 'six months').
  text = text.replace(
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b(?=\s+(?:and\s+a\s+half\s+)?(?:years?|yrs?|months?))/g,
    (word) => NUMBER_WORDS[word]!,
  );
  text = text.replace(/(\d+)\s+(?:and\s+)?(?:a\s+)?half\s+years?/g, (_match, whole: string) => `${Number(whole) + 0.5} years`);
  text = text.replace(/(\d+)\s+1\/2\s+years?/g, (_match, whole: string) => `${Number(whole) + 0.5} years`);
  // '6 1/2 hours', '37 1/2 minutes', '1 3/4 times': exact mixed numbers before a unit as decimals.
  text = withMixedNumbersRead(text);
  // An equals sign with the spaces a photo lost put back ('a=4/7 of b' as printed 'A = 4/7 of B').
  text = text.replace(/(?<=[\p{L}\d)?])\s*=\s*(?=[\p{L}\d(₹?])/gu, ' = ');
  return series.restore(text.replace(/₹+/g, '₹').replace(/\s+/g, ' ').trim());
}

/**
 * A token of small letters that is two words the text prints apart, run together: 'betweeneshan'
 * beside 'eshan', 'buntyamit' beside 'bunty' and 'amit'. One piece printed elsewhere and no listed
 * word (a name as the student typed it), the other the same or a listed word or name of four letters
 * or more that ends no name.
 */
function printedPair(token: string, printed: ReadonlySet<string>): string | null {
  if (!/^\p{Ll}{6,}$/u.test(token)) return null;
  for (let cut = 3; cut <= token.length - 3; cut += 1) {
    const [first, second] = [token.slice(0, cut), token.slice(cut)];
    // (A name the student typed: printed, no word, and no run the word repairs part itself, as '280 mlong' is.)
    const named = (piece: string) => printed.has(piece) && !isWord(piece) && repairedWord(piece) === piece;
    // (The other a word or name of four letters or more, and no name's ending: 'Rameshwar' beside 'Ramesh' stays.)
    const known = (piece: string) => named(piece) || (piece.length >= 4 && (isWord(piece) || isName(piece)) && !isNameEnding(piece));
    if ((named(first) || named(second)) && known(first) && known(second)) return `${first} ${second}`;
  }
  return null;
}

/**
 * Capitalised words of three letters or more that are no listed word, each with the times it is
 * printed: the people the question names ('Mehul', 'Omkar').
 */
function namesPrintedIn(text: string): ReadonlyMap<string, number> {
  const names = new Map<string, number>();
  for (const [name] of text.matchAll(/(?<![\p{L}\d])\p{Lu}\p{Ll}{2,}(?![\p{L}\d])/gu)) if (!isWord(name.toLowerCase())) names.set(name, (names.get(name) ?? 0) + 1);
  return names;
}

/**
 * A name the question prints on its own elsewhere, run into the word after it: 'Mehulget' beside
 * 'Mehul', 'Arunnow' beside 'Arun'. Only when the whole is no word, printed once, and the rest is a
 * listed word that ends no compound name ('Rameshwar' beside 'Ramesh' stays).
 */
function nameThenWord(word: string, names: ReadonlyMap<string, number>): string | null {
  if (!/^\p{Lu}\p{Ll}{4,}$/u.test(word) || (names.get(word) ?? 0) > 1 || isWord(word.toLowerCase())) return null;
  for (const name of names.keys()) {
    const rest = word.slice(name.length);
    if (name.length >= 4 && word.startsWith(name) && rest.length >= 2 && isWord(rest) && !isNameEnding(rest)) return `${name.toLowerCase()} ${rest}`;
  }
  return null;
}

/**
 * The commas of a list of numbers read as dots ('16.36.64.100,144,?'): numbers joined by two dots
 * or more that the list then goes on from with a comma are terms, not a lakh figure (1.76.250).
 */
function withListDotsRead(text: string): string {
  return text.replace(/(?<![\d.,])\d{1,4}(?:\.\d{1,4}){2,}(?=\s?,\s?\d)/g, (run) => run.replace(/\./g, ','));
}

/** Units that a lost space may join to the word after them, once a number shows them units ('400 mlong'). */
const GLUED_UNITS_BEFORE_WORD = ['kg', 'km', 'cm', 'mm', 'ml', 'hrs', 'hr', 'mins', 'min', 'g', 'm', 'l'];

/** Words of two letters that a number runs into ('ofI1', 'isI5'); a longer word must be listed. */
const SHORT_GLUED: ReadonlySet<string> = new Set(['of', 'is', 'in', 'at', 'by', 'to', 'on', 'as', 'or', 'be', 'if', 'up']);

/** Units a number may be glued to, and a word after them ('4Skg', '400 mlong'). */
const GLUED_UNITS = /^(?:kg|km|cm|mm|ml|gm|g|m|l|hrs?|mins?|yrs?|kmph)$/;

/**
 * Numbers run into the words beside them where a space was lost, parted before the word repairs
 * read the whole as one misread word ('heightl1' would be 'heightll', '8thresu1t' 'bthresult'):
 * - the rupee sign run into the word before it: 'forRs8', 'divideRs 43,500', 'costingz 48,740';
 * - a word, then a number that may start with a look-alike: 'heightl1', 'ofI1', 'isI5', 'speed14';
 * - a number with a look-alike, then a word or unit: '3Ominutes', '4Skg', '1Spercent', '12Ocm';
 *   a plain number only before a word of four letters or more ('30minutes'; '5old' may be 'sold');
 * - an ordinal, then a word: '13thinnings', '8thresu1t', 'lstperson'.
 * Never when the whole, its digits read as letters, is itself a word ('th1s', 'sel1s', 'fe11').
 */
function withGluedNumbersParted(text: string): string {
  const spellsWord = (token: string) => isWord(wordFromDigits(token.toLowerCase()));
  return (
    text
      // 'Rs' after an abbreviation in capitals ('MRPRs. 3,400'): the rupee sign.
      .replace(/(?<![\p{L}\d])(\p{Lu}{2,})(Rs\.?)(?=\s?[\dOIlSB,]*\d)/gu, '$1 $2')
      // 'Rs' or 'INR' in capitals after a word's small letters, before a number, is the rupee sign; 'z' so only after a whole word.
      .replace(/(?<![\p{L}\d])(\p{Lu}?\p{Ll}+?)(Rs\.?|INR|z)(?=\s?[\dOIlSB,]*\d)/gu, (found, word: string, sign: string, offset: number, whole: string) => {
        if (sign !== 'z') return `${word} ${sign}`;
        const glued = found + (/^\p{L}+/u.exec(whole.slice(offset + found.length))?.[0] ?? '');
        return isWord(word.toLowerCase()) && word.length >= 2 && !isWord(glued.toLowerCase()) ? `${word} ${sign}` : found;
      })
      // A number whose first '1' was read as a small 'l', run onto the word before it: 'thenl.2 km', 'profitisl0,800'.
      // (Two characters after the 'l' at least: 'stayedtil1' is 'stayed till', words with a digit for a letter.)
      .replace(/(?<![\p{L}\d])(\p{Lu}?\p{Ll}{2,}?)l([.,]?\d[\d,.]*\d|[.,]\d)(?![\p{L}\d])/gu, (found, word: string, digits: string) => {
        const lower = word.toLowerCase();
        const spelt = wordFromDigits(found.toLowerCase());
        if (isWord(`${lower}l`) || isWord(spelt) || repairedWord(spelt) !== spelt) return found;
        const read = isWord(lower) || SHORT_GLUED.has(lower) ? word : repairedWord(lower);
        return read.split(' ').every((piece) => isWord(piece) || SHORT_GLUED.has(piece)) ? `${read} 1${digits}` : found;
      })
      .replace(/(?<![\p{L}\d])\p{Lu}?\p{Ll}+[\dOIlSB]*\d[\dOIlSB]*(?:[,.][\dOIlSB]+)*(?![\p{L}\d])/gu, (token) => {
        // 'Rll0' is the rupee sign read as 'R' (see repairWord).
        if (spellsWord(token) || /^R[\dOoIlSsBb,]*\d/.test(token)) return token;
        for (let cut = token.length - 1; cut >= 2; cut -= 1) {
          const [word, number] = [token.slice(0, cut), token.slice(cut)];
          const known = word.length === 2 ? SHORT_GLUED.has(word.toLowerCase()) : isWord(word.toLowerCase());
          // A lone '1', '0', '5' or '8' may be the word's own last letter ('grave1', 'its0', 'and8' for 'andB').
          const lone = /^[0158]$/.test(number);
          if (/^[\dOIlSB][\dOIlSB,.]*$/.test(number) && /\d/.test(number) && !lone && /^\p{Lu}?\p{Ll}+$/u.test(word) && known) return `${word} ${number}`;
        }
        return token;
      })
      .replace(/(?<![\p{L}\d,.])\d[\dOoIlSsBb,.]*\p{L}+(?![\p{L}\d])/gu, (token) => {
        if (spellsWord(token) || /^\d+(?:st|nd|rd|th)$/i.test(token)) return token;
        // The number's own ordinal ending, then a word of five letters or more: '15thinning' is '15th inning', not '15 thinning'.
        const ordinal = /^(\d+)(st|nd|rd|th)(\p{Ll}{5,})$/u.exec(token);
        if (ordinal && ordinal[2] === ordinalEnding(Number(ordinal[1])) && isWord(ordinal[3]!)) return `${ordinal[1]}${ordinal[2]} ${ordinal[3]}`;
        // ... or a little word: '1stat 15%' is '1st at', not '1 stat'.
        const little = /^(\d+)(st|nd|rd|th)(\p{Ll}{2})$/u.exec(token);
        if (little && little[2] === ordinalEnding(Number(little[1])) && SHORT_GLUED.has(little[3]!)) return `${little[1]}${little[2]} ${little[3]}`;
        for (let cut = 1; cut < token.length; cut += 1) {
          const [number, word] = [token.slice(0, cut), token.slice(cut)];
          // '8Ok' is 80 thousand.
          if (word === 'k' && /^\d[\dOo]*$/.test(number)) return `${repairNumber(number.toLowerCase())}k`;
          // ('3:1findA': a word then a person named by a letter, for the word repairs to part.)
          const listed = isWord(word) || GLUED_UNITS.test(word) || isWord(word.replace(/\p{Lu}$/u, ''));
          // Thousands run into the next word: '5kmore' is '5k more' (not 'skmore').
          if (!listed && /^\d+$/.test(number) && /^k\p{Ll}{3,}$/u.test(word) && isWord(word.slice(1))) return `${number}k ${word.slice(1)}`;
          if (!/^\d[\dOoIlSsBb,.]*$/.test(number) || !/^\p{Ll}/u.test(word) || /^(?:st|nd|rd|th)$/.test(word) || !listed) continue;
          // Its look-alikes read as digits, since the word repairs would read the number as letters.
          if (/[OoIlSsBb]/.test(number)) return `${repairNumber(number.toLowerCase())} ${word}`;
          return word.length >= 4 && !GLUED_UNITS.test(word) ? `${number} ${word}` : token;
        }
        return token;
      })
      .replace(/(?<![\p{L}\d])([\dlIOSB]*\d[\dlIOSB]*|[lI])(st|nd|rd|th)([\p{L}0158]{3,})(?![\p{L}\d])/gu, (found, number: string, ending: string, word: string) =>
        isWord(wordFromDigits(word.toLowerCase())) && (/\d/.test(number) || ending === 'st') ? `${number.replace(/^[lI]$/, '1')}${ending} ${word}` : found,
      )
      // An ordinal of digits run into a short word ('2ndat', '3rdis', '1stno', '2ndn' for '2nd n[and]'), or into
      // a word of four letters or more that the ordinal's ending does not start ('6thmock'; not '5thousand').
      .replace(/(?<![\p{L}\d])(\d+(?:st|nd|rd|th))(\p{Ll}+)(?![\p{L}\d])/gu, (found, ordinal: string, word: string) => {
        const ending = ordinal.slice(-2);
        const short = SHORT_GLUED.has(word) || word === 'n' || word === 'no' || word === 'nos';
        return short || (word.length >= 4 && isWord(word) && !isWord(`${ending}${word}`)) ? `${ordinal} ${word}` : found;
      })
      // A word with a letter read as a digit, run into a number: 'p0werI79' is 'power 179'.
      .replace(/(?<![\p{L}\d])\p{Ll}[\p{Ll}0158]*[0158][\p{Ll}0158]*\p{Ll}[\dOIlSB]*\d[\dOIlSB,.]*(?![\p{L}\d])/gu, (token) => {
        if (spellsWord(token)) return token;
        for (let cut = token.length - 2; cut >= 3; cut -= 1) {
          const [word, number] = [token.slice(0, cut), token.slice(cut)];
          if (!/\p{Ll}$/u.test(word) || !/^[\dOIlSB][\dOIlSB,.]*$/.test(number) || (number.match(/\d/g)?.length ?? 0) < 2) continue;
          if (isWord(wordFromDigits(word))) return `${word} ${number}`;
        }
        return token;
      })
  );
}

/** An amount in thousands ('25k', '10k'), which a student's doubt writes so. */
const THOUSANDS = /(?<![\p{L}\d.,])\d+k(?![\p{L}\d])/u;

/**
 * Amounts in thousands as OCR reads them (the text, in small letters): a digit read as a letter
 * ('2sk' is 25k, '1ok' 10k, 'sok' 50k where the text writes other amounts so), and the word or a
 * chat's 'n' (and) run on after the 'k' ('3skbut' is '35k but', '55kn 40k' '55k n 40k'). Never a
 * word ('book', 'look', 'ok') or a unit ('5km', '2kg').
 */
function withThousandsRead(text: string): string {
  const written = THOUSANDS.test(text);
  return text.replace(/(?<![\p{L}\d.,₹])([\dolisb]{1,3})k(\p{Ll}*)(?![\p{L}\d])/gu, (found, number: string, rest: string) => {
    const digits = /\d/.test(number);
    const misread = /[olisb]/.test(number);
    if ((!digits && (!written || number.length < 2)) || isWord(found) || isWord(wordFromDigits(found))) return found;
    if (rest !== '' && !(rest === 'n' || SHORT_GLUED.has(rest) || (rest.length >= 3 && isWord(rest) && !/^[mglwph]/.test(rest)))) return found;
    if (!misread && rest === '') return found;
    return `${repairNumber(number)}k${rest ? ` ${rest}` : ''}`;
  });
}

/** The ending of a number's ordinal: 'st' for 1 and 21, 'th' for 11 and 15. */
function ordinalEnding(number: number): string {
  if (number % 100 >= 11 && number % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][number % 10] ?? 'th';
}

/**
 * The terms of a letter-number series ('U21, R18, O15, L12'), kept from the number repairs (which
 * would read 'R18' as ₹18 and 'O15' as 015): each is held as one placeholder character and put
 * back, lower case, with only its digits repaired ('Ol5' is 'o15').
 */
function withSeriesTermsKept(text: string): { text: string; restore: (clean: string) => string } {
  // One capital or two ('GD10, FF13, EH16'), then the number.
  const term = String.raw`[A-Z]{1,2}(?=[\dOIlSB]{0,2}\d)[\dOIlSB]{1,3}(?![\p{L}\d])`;
  const run = new RegExp(String.raw`(?<![\p{L}\d])${term}(?:\s*,?\s*${term}){2,}`, 'gu');
  const terms: string[] = [];
  // Three letters or more: 'R500, R600, R700' are rupees read as 'R'.
  const kept = text.replace(run, (found) => {
    const all = [...found.matchAll(new RegExp(term, 'gu'))].map((one) => one[0]);
    if (new Set(all.map((one) => one[0])).size < 3) return found;
    // The fewest capitals any term shows: a capital past them is a misread digit ('OI5' beside 'R18' is O15).
    const width = Math.min(...all.map((one) => /^[A-Z]+/.exec(one)![0].length));
    return found.replace(new RegExp(term, 'gu'), (one) => {
      terms.push(`${one.slice(0, width).toLowerCase()}${repairNumber(one.slice(width).toLowerCase())}`);
      return String.fromCharCode(0xe000 + terms.length - 1);
    });
  });
  return { text: kept, restore: (clean) => clean.replace(/[\ue000-\uf8ff]/g, (mark) => terms[mark.charCodeAt(0) - 0xe000] ?? mark) };
}

/** Capitals that stand alone as names ('A, B and C share', 'section B'): not 'A' or 'I', which are words. */
function letterNamesIn(text: string): ReadonlySet<string> {
  // Also in a possessive: "B's share".
  const names = new Set([...text.matchAll(/(?<![\p{L}\d'’.])([B-HJ-Z])(?![\p{L}\d])(?!['’](?!s\b))/gu)].map((match) => match[1]!));
  // 'A' inside a sentence ('pipe A is', 'than A,'), where the article would be 'a', names someone too.
  if (/(?<=[\p{Ll},][ \t]+)A(?=[ \t]*[,.;:?]|[ \t]+(?:is|and|or|can|alone|takes|gets|has|was|will|invests|started|fills|does|did)\b)/u.test(text)) names.add('A');
  // So does 'A' beside another capital by 'and' or a comma ('A and B start', 'B, A and C'), or as an owner ("A's").
  // So does 'A' beside another capital by 'and' or a comma ('A and B start', 'B, A and C', 'A and Bstart' with
  // its space lost), as an owner ("A's"), or opening a sentence before a verb ('A invests ...').
  if (/(?<![\p{L}\d'’.])A(?:[ \t]*(?:,|and|&)[ \t]*[B-Z]|['’]s\b)|(?<![\p{L}\d])[B-Z][ \t]*(?:,|and|&)[ \t]*A(?![\p{L}\d])/u.test(text)) names.add('A');
  if (/(?:^|[.:;?][ \t]+|\n)A(?=[ \t]+(?:invests|invested|started|starts|alone|can|takes|took|gets|got|sells|sold|buys|bought|puts|put|joins|joined)\b)/u.test(text)) names.add('A');
  return names;
}

/**
 * Option letters as OCR misreads them: '(@)' for '(a)', and a look-alike for the one letter of
 * four missing ('(8)' for '(a)', '(0)' for '(b)') when the other letters show that the options are lettered.
 */
function withMarkersRepaired(text: string): string {
  // A marker may follow the last option's number with no space: '(@)4 : 7(0)12 : 21(c) 16'.
  const repaired = text.replace(/(^|[\s;,\d])\(@\)/g, '$1(a)').replace(/(^|[\s;,])@\)/g, '$1a)');
  return withMissingMarkerRead(withMissingMarkerRead(repaired, true), false);
}

/**
 * The one lower-case marker of four that is missing, '(a)' or 'a)' read as a look-alike ('(8)',
 * '8)', '(6)', '(0)', '(e)', '(da)'): taken as the missing letter when it stands between its neighbours
 * ('(8) 4 : 7 : 4 (b) 12 : 21 : 28 (c) ...').
 */
function withMissingMarkerRead(text: string, opened: boolean): string {
  const at = (letter: string) => {
    const found = new RegExp(String.raw`(?:^|[\s;,\d])${opened ? String.raw`\(` : String.raw`(?<!\()`}${letter}\)`).exec(text);
    return found ? found.index : -1;
  };
  const places = ['a', 'b', 'c', 'd'].map(at);
  const missing = places.flatMap((place, index) => (place < 0 ? [index] : []));
  if (missing.length !== 1) return text;
  const index = missing[0]!;
  const [from, to] = [index === 0 ? 0 : places[index - 1]! + 1, index === 3 ? text.length : places[index + 1]!];
  const letter = 'abcd'[index]!;
  // A digit or sign that looks like the letter, or the letter with a speck read beside it ('(da)').
  const lookAlike = new RegExp(String.raw`(^|[\s;,\d])${opened ? String.raw`\(` : ''}(?:[860@oe9]|[a-z]?${letter}[a-z]?)\)`);
  const span = text.slice(from, to);
  const found = lookAlike.exec(span);
  if (!found) return text;
  const start = from + found.index + found[1]!.length;
  return text.slice(0, start) + (opened ? `(${letter})` : `${letter})`) + text.slice(start + found[0].length - found[1]!.length);
}

interface Marker {
  readonly style: 'lower' | 'upper' | 'digit';
  readonly index: number;
  readonly start: number;
  readonly end: number;
  /** Glued to the number before it ('125b)5 : 3'), with no space between. */
  readonly glued: boolean;
}

/**
 * '(a)', 'b)', 'C.', '(3)' after a space or the start, or a letter with its bracket or dot glued to
 * the last option's number ('147 : 125b) 5 : 3', '12 : 17b.5 : 12'); never the start of an
 * abbreviation ('10:15 a.m.').
 */
const MARKER = /(^|[\s;,]|(?<=\d)(?=[([{]?[a-dA-D](?:[)\]}]|\.\s?[\d₹])))[([{]?([a-dA-D1-4])[)\]}.:](?![a-zA-Z]\.)/g;
/** A lower-case letter whose dot or bracket the photo lost, at a line's start before a number ('d 2 : 3', 'd2 : 3'). */
const BARE_MARKER = /(^|\n)[ \t]*([b-d])[ \t]*(?=[\d₹])/g;

function markersOf(raw: string): Marker[] {
  const markers: Marker[] = [];
  for (const match of raw.matchAll(MARKER)) {
    const label = match[2]!;
    const style = /\d/.test(label) ? 'digit' : label === label.toLowerCase() ? 'lower' : 'upper';
    // '1.' and '2:' are too common inside a question to be options: digits need a bracket.
    if (style === 'digit' && !/[)\]}]/.test(match[0])) continue;
    const index = style === 'digit' ? Number(label) - 1 : label.toLowerCase().charCodeAt(0) - 97;
    const start = match.index + match[1]!.length;
    markers.push({ style, index, start, end: match.index + match[0].length, glued: match[1] === '' && match.index > 0 && /\d/.test(raw[match.index - 1]!) });
  }
  for (const match of raw.matchAll(BARE_MARKER)) {
    const index = match[2]!.charCodeAt(0) - 97;
    const start = match.index + match[0].length - match[0].replace(/^\n?[ \t]*/, '').length;
    markers.push({ style: 'lower', index, start, end: match.index + match[0].length, glued: false });
  }
  // A letter glued to a number where the same letter also stands apart is a digit misread inside the number:
  // 'B) 3B.67 seconds' is 38.67 after the option B), not '3' and an option B.
  const apart = new Set(markers.filter((marker) => !marker.glued).map((marker) => `${marker.style}${marker.index}`));
  return markers.filter((marker) => !marker.glued || !apart.has(`${marker.style}${marker.index}`)).sort((a, b) => a.start - b.start);
}

/** Splits off options printed as (a)-(d), a)-d), A.-D. or (1)-(4), taking the last full run of four. */
export function parseQuestion(printed: string): ParsedQuestion {
  const raw = withMarkersRepaired(withPrintSlipsRepaired(withoutQuestionNumber(printed)));
  const markers = markersOf(raw);
  // Last, letters of both cases: one of the four read in the other case ('a.', 'b.', 'C.', 'd.').
  for (const style of ['lower', 'upper', 'digit', 'mixed'] as const) {
    const chain: Marker[] = [];
    let limit = Infinity;
    const fits = (marker: Marker) => (style === 'mixed' ? marker.style !== 'digit' : marker.style === style);
    for (let index = 3; index >= 0; index -= 1) {
      const found = markers.filter((marker) => fits(marker) && marker.index === index && marker.end <= limit).pop();
      if (!found) break;
      chain.unshift(found);
      limit = found.start;
    }
    if (chain.length !== 4) continue;
    const capitals = chain.filter((marker) => marker.style === 'upper').length;
    if (style === 'mixed' && capitals !== 1 && capitals !== 3) continue;
    const texts = withOptionShapesRead(chain.map((marker, index) => raw.slice(marker.end, chain[index + 1]?.start ?? raw.length).replace(/\s+/g, ' ').trim()));
    // Options that are numbers alone ('79', '₹1,240', '12.5%'): the one read with a look-alike is a number too.
    const context = { claims: NUMBERED_CLAIMS.test(raw), numeric: texts.texts.filter((text) => /^[₹\d,.\s%:/-]+$/.test(text) && /\d/.test(text)).length >= 2, names: namesPrintedIn(raw) };
    const options = chain.map((marker, index) => ({
      label: raw.slice(marker.start, marker.end).replace(/[^a-dA-D1-4]/g, ''),
      letter: LETTERS[index]!,
      text: texts.shaped ? texts.texts[index]! : repairedOptionText(texts.texts[index]!, context),
    }));
    // A question asked after the run means its letters were names in the clues ('... next to A. C sits ...').
    if (options.some((option) => option.text === '' || option.text.endsWith('?'))) continue;
    const printed = raw.slice(0, chain[0]!.start);
    return { stem: normaliseOcr(printed), original: withWordsReadAsPrinted(withWordDigitsRead(withGluedNumbersParted(collapse(printed)))), read: normaliseOcr(printed, false), options };
  }
  return { stem: normaliseOcr(raw), original: withWordsReadAsPrinted(withWordDigitsRead(withGluedNumbersParted(collapse(raw)))), read: normaliseOcr(raw, false), options: [] };
}

/**
 * A number in an option as OCR may read it: digits, separators and the letters that look like
 * digits, holding at least one digit ('5O', 'l9', '3B.67', '10,S00', 'S.26'), alone or before a
 * unit glued to it ('12Ocm').
 */
const OPTION_NUMBER = /(?<![\p{L}\d])(?=[\dOoIlSsBb,.]*\d)[\dOoIlSsBb](?:[\dOoIlSsBb,.]*[\dOoIlSsBb])?(?=(?:km|kg|cm|mm|m|g|ml|hrs?|mins?|yrs?|st|nd|rd|th)?(?![\p{L}\d]))/gu;

/**
 * An option's text with the misreadings inside its numbers and words put right, its case and
 * layout kept: '1 h 5O min' is '1 h 50 min', 'Rs 8B0' ₹880, 'S.26%' 5.26%, '9% l0ss' '9% loss',
 * 'C0usin' 'Cousin', and a code in capitals 'SG1ZV' 'SGIZV'. The solvers read the options as
 * printed, so a misread '5O' would match no worked value. In a question that numbers its
 * conclusions, 'I1' and '1I' are a Roman II, not 11.
 */
function repairedOptionText(text: string, context: { readonly claims: boolean; readonly numeric: boolean; readonly names: ReadonlyMap<string, number> }): string {
  return text
    .replace(OPTION_NUMBER, (token, offset: number, whole: string) => {
      if (context.claims && /^[1Il]+$/.test(token)) return token;
      // A word with its letters read as digits, before its last letters ('B0th'): a word.
      const rest = /^\p{L}+/u.exec(whole.slice(offset + token.length))?.[0] ?? '';
      if (rest && isWord(wordFromDigits(`${token}${rest}`.toLowerCase()))) return token;
      // 'l0ss' and 'S0uth' spell words; a token of four options that are numbers is one ('B0' among 79, 56, 74).
      const number = /[,.]/.test(token) || context.numeric || readsAsNumber(token, whole.slice(offset + token.length));
      return number ? repairNumber(token.toLowerCase()) : token;
    })
    .replace(WORD_WITH_DIGITS, (token, offset: number, whole: string) => withCaseOf(token, repairWord(token, whole.slice(offset + token.length))))
    // 'm' read as 'rn' where only the 'm' makes a word: 'Grandrnother', 'deterrnined'.
    .replace(/\p{L}*rn\p{L}*/gu, (token) => (!isWord(token.toLowerCase()) && isWord(token.toLowerCase().replace(/rn/g, 'm')) ? token.replace(/rn/g, 'm') : token))
    // Two long words run together ('Immediateleft'): parted when both are listed words.
    .replace(/(?<![\p{L}\d])\p{Lu}?\p{Ll}{7,}(?![\p{L}\d])/gu, (token) => {
      if (isWord(token.toLowerCase())) return token;
      const pieces = repairedWord(token.toLowerCase()).split(' ');
      if (pieces.length !== 2 || !pieces.every((piece) => piece.length >= 4 && isWord(piece))) return token;
      return `${token[0]}${pieces[0]!.slice(1)} ${pieces[1]}`;
    })
    // Short words run together in small letters ('Nakul isthe cousin'): parted when every piece is a listed word.
    .replace(/(?<![\p{L}\d'’])\p{Ll}{4,}(?![\p{L}\d'’])/gu, (token) => {
      if (isWord(token)) return token;
      const pieces = repairedWord(token).split(' ');
      return pieces.length >= 2 && pieces.every((piece) => isWord(piece)) ? pieces.join(' ') : token;
    })
    // A little word run into the name after it ('brother-in-law ofUmesh', 'V andZ'), or a person named by a capital into it ('Vand Z').
    .replace(/(?<![\p{L}\d])(of|is|and|to|the|by|or|with|than)(\p{Lu}\p{Ll}*)(?![\p{L}\d])/gu, '$1 $2')
    .replace(/(?<![\p{L}\d])(\p{Lu})(and|or)(?=[ \t]+\p{Lu}(?![\p{L}\d]))/gu, '$1 $2')
    // A capitalised word run into a little word after it ('Thirdto the right'): parted when the word is listed.
    // (Only 'to', 'of' and 'from', which end no names: 'Martin' and 'Ramon' stay.)
    .replace(/(?<![\p{L}\d])(\p{Lu}\p{Ll}{3,}?)(to|of|from)(?![\p{L}\d])/gu, (found, word: string, little: string) =>
      !isWord(found.toLowerCase()) && isWord(word.toLowerCase()) && (context.names.get(found) ?? 0) <= 1 ? `${word} ${little}` : found,
    )
    // A name the question prints, run into the verb after it ('Aniketis the nephew', 'Vidyahas').
    .replace(/(?<![\p{L}\d])(\p{Lu}\p{Ll}{2,})(is|was|has|had|and|or)(?![\p{L}\d])/gu, (found, name: string, word: string) =>
      context.names.has(name) && (context.names.get(found) ?? 0) <= 1 && !isWord(found.toLowerCase()) ? `${name} ${word}` : found,
    )
    // A code in capitals with a capital 'I' read as a small 'l' ('VTMZlL').
    .replace(/(?<![\p{L}\d])(?=\p{Lu}*l)[\p{Lu}l]{3,}(?![\p{L}\d])/gu, (token) => ((token.match(/\p{Lu}/gu)?.length ?? 0) >= 2 ? token.replace(/l/g, 'I') : token));
}

/** A repaired word in the case it was printed: 'C0usin' as 'Cousin', 'SG1ZV' as 'SGIZV' (a word in capitals keeps them). */
function withCaseOf(printed: string, repaired: string): string {
  if (repaired.length !== printed.length || !/^\p{L}+$/u.test(repaired)) return repaired;
  const capitals = !/\p{Ll}/u.test(printed);
  // (A capital between small letters was a digit's look-alike too: 'fol10wing' read 'fol1Owing' is 'following'; 'monthsB' keeps its person.)
  const between = (index: number) => index > 0 && /[\p{Ll}\d]/u.test(printed[index - 1]!) && /\p{Ll}/u.test(printed[index + 1] ?? '');
  const kept = (char: string, index: number) => (!capitals && /\p{Lu}/u.test(char) && between(index) ? char.toLowerCase() : char);
  return [...repaired].map((char, index) => (/\p{L}/u.test(printed[index]!) ? kept(printed[index]!, index) : capitals ? char.toUpperCase() : char)).join('');
}

/** Options of a letter-number series: a letter and its number ('N15'), or a number and its letter ('48O'). */
const OPTION_SHAPES: readonly { readonly shape: RegExp; readonly misread: RegExp; readonly read: (text: string) => string }[] = [
  { shape: /^[A-Z]\d{1,3}$/, misread: /^[A-Z][\dOIlSB]{1,3}$/, read: (text) => `${text[0]}${repairNumber(text.slice(1).toLowerCase())}` },
  { shape: /^\d{1,3}[A-Z]$/, misread: /^[\dOIlSB]{1,3}[A-Z]$/, read: (text) => `${repairNumber(text.slice(0, -1).toLowerCase())}${text.slice(-1)}` },
  // Two letters and a number ('KA18', 'CL22').
  { shape: /^[A-Z]{2}\d{1,3}$/, misread: /^[A-Z]{2}[\dOIlSB]{1,3}$/, read: (text) => `${text.slice(0, 2)}${repairNumber(text.slice(2).toLowerCase())}` },
];

/**
 * The options of a letter-number series read by the shape the others share: when two or more are
 * a letter and a number ('M13', 'N14'), 'Nl5' is N15 and 'MI4' M14; when they are a number and a
 * letter ('48P', '50O'), '4BO' is 48O (its last letter kept, which a number's repair would read as 0).
 */
function withOptionShapesRead(texts: readonly string[]): { texts: readonly string[]; shaped: boolean } {
  for (const { shape, misread, read } of OPTION_SHAPES) {
    if (texts.filter((text) => shape.test(text)).length < 2) continue;
    return { texts: texts.map((text) => (!shape.test(text) && misread.test(text) ? read(text) : text)), shaped: true };
  }
  return { texts, shaped: false };
}

/**
 * The stem as printed with the digits read inside its words put right, in their case ('Rahu1' is
 * Rahul, 'b1anks' blanks): the logical solvers read names from it. A token that reads as anything
 * but letters (a number, a unit, a rupee amount), or that starts with a digit, is kept as printed.
 */
function withWordDigitsRead(text: string): string {
  return text.replace(WORD_WITH_DIGITS, (token, offset: number, whole: string) => {
    // A token that starts with a digit may be a number run into a word (parted before: '18thfrom'): kept; so is a
    // series term of capitals and a number ('GD10', 'R18').
    if (!/^\p{L}/u.test(token) || /^\p{Lu}{1,2}\d+$/u.test(token)) return token;
    const read = withCaseOf(token, repairWord(token, whole.slice(offset + token.length)));
    // Capitals and digits that read as no word are a code as printed ('R5F1Q', its digits for vowels); 'NAT1ON' is NATION.
    if (/^[\p{Lu}\d]+$/u.test(token) && !isWord(read.toLowerCase())) return token;
    // An ordinal whose first digit was read as a letter: 'l0th' is 10th.
    if (/^\d+(?:st|nd|rd|th)$/.test(read)) return read;
    return /^\p{L}+$/u.test(read) && read.length === token.length ? read : token;
  });
}

/** Pieces that start words as prefixes: a split after one may part an unlisted word ('inter changing'). */
const PREFIX_PIECES: ReadonlySet<string> = new Set(['inter', 'over', 'under', 'out', 'up', 'down', 'super', 'sub', 'pre', 'non', 'anti', 'counter', 'semi', 'multi', 'self', 'with', 'fore', 'back', 'after']);

/**
 * A name with its 'm' read as 'rn' where the text also prints it right: 'Birnal' beside 'Bimal'
 * is one person (so is 'arnit' beside 'amit'). Only a token that is no listed word.
 */
function withRnNamesMatched(text: string): string {
  const tokens = new Set([...text.matchAll(/\p{L}+/gu)].map((match) => match[0].toLowerCase()));
  return text.replace(/\p{L}*rn\p{L}*/gu, (token) => {
    const lower = token.toLowerCase();
    const read = lower.replace(/rn/g, 'm');
    if (isWord(lower) || !tokens.has(read)) return token;
    return /^\p{Lu}/u.test(token) ? read[0]!.toUpperCase() + read.slice(1) : read;
  });
}

/**
 * The stem as printed with two slips put right that the logical solvers cannot see past, each only
 * where the repair is plainly a word: 'm' read as 'rn' ('Staternents', 'Birnal' for the listed
 * name Bimal; 'return' and 'modern' are words and stay), and a lost space between words in small
 * letters ('viveksays' as 'vivek says'; pieces that are listed words or names only, not after a
 * prefix), as the stem reads them ('Northwhile'), after a name printed alone elsewhere
 * ('Radhasaying'), and before a person named by a capital ('SundayR'); two such capitals run
 * together ('AR B'), and a number's first digit read as a capital ('B5137'). Quoted words
 * (codes) and words in capitals are kept as printed.
 */
function withWordsReadAsPrinted(text: string): string {
  const names = namesPrintedIn(text);
  const printedWords = new Set([...text.matchAll(/(?<![\p{L}\d])\p{L}+(?![\p{L}\d])/gu)].map((match) => match[0].toLowerCase()));
  // People named by a capital standing alone ('R is married to L'): one run onto the word before it is parted ('SundayR').
  const letters = new Set([...text.matchAll(/(?<![\p{L}\d])\p{Lu}(?![\p{L}\d])/gu)].map((match) => match[0]));
  const parted = withSeamsParted(text, letters, names)
    .replace(/(?<![\p{L}\d])(\p{Lu}?\p{Ll}{2,})(\p{Lu})(?![\p{L}\d])/gu, (found, word: string, letter: string) => (letters.has(letter) && isWord(word.toLowerCase()) ? `${word} ${letter}` : found))
    // Two of them run together where the text names four people or more so ('AR B' beside 'A P B', 'D TN R L').
    .replace(/(?<![\p{L}\d])(\p{Lu})(\p{Lu})(?![\p{L}\d]|['’]s\b)/gu, (found, first: string, second: string) => (letters.size >= 4 && letters.has(first) && letters.has(second) ? `${first} ${second}` : found))
    // A number of three digits or more whose first digit was read as a capital look-alike ('B5137' in a digit code): digits.
    .replace(/(?<![\p{L}\d])[BOIS](?=\d{3,}(?![\p{L}\d]))/gu, (letter) => ({ B: '8', O: '0', I: '1', S: '5' })[letter]!);
  return withRnNamesMatched(parted).replace(/(?<![\p{L}\d'’"])\p{Lu}?\p{Ll}+(?![\p{L}\d]|['’"](?!s\b))/gu, (token, offset: number, whole: string) => {
    const lower = token.toLowerCase();
    if (isWord(lower) || isName(lower)) return token;
    const pair = printedPair(token, printedWords);
    if (pair) return pair;
    const capital = /^\p{Lu}/u.test(token);
    const sentenceStart = /(?:^|[.?!:]\s*)$/.test(whole.slice(0, offset));
    // A name printed on its own elsewhere, run into a word: 'Radhasaying' beside 'Radha'.
    const named = capital ? nameThenWord(token, names) : null;
    if (named) return `${token.slice(0, named.indexOf(' '))} ${named.slice(named.indexOf(' ') + 1)}`;
    const read = repairedWord(lower);
    // A name run into a little word that follows names ('Aniketand', 'Swatiis'), or a listed name into any word.
    const context = { next: whole.slice(offset + token.length, offset + token.length + 40), printedWhole: (names.get(token) ?? 0) > 1 };
    const [first, ...rest] = (capital ? repairedWord(token, sentenceStart, context) : read).split(' ');
    const little = rest.length === 1 && (/^(?:and|is|was|has|had|are|or)$/.test(rest[0]!) || followsName(rest[0]!)) && !isWord(first!);
    // Words run together as the stem reads them ('Nowhis' at a sentence's start is 'Now his'; 'Northwhile' is 'North while').
    const words = rest.length > 0 && [first!, ...rest].every((piece) => piece.length >= 2 && isWord(piece));
    if (capital && rest.length > 0 && (little || words || (isName(first!) && !isNameEnding(rest.join('')) && rest.every((piece) => isWord(piece))))) return `${token.slice(0, first!.length)} ${rest.join(' ')}`;
    if (read === lower) return token;
    if (lower.includes('rn') && !read.includes(' ') && read === lower.replace(/rn/g, 'm')) return capital ? read[0]!.toUpperCase() + read.slice(1) : read;
    // Lost spaces only in small letters: a capital may start a name that is no listed one ('Nehaget').
    const pieces = read.split(' ');
    if (capital || lower.length < 5 || pieces.length < 2 || !pieces.every((piece) => piece.length >= 2 && (isWord(piece) || isName(piece)))) return token;
    // Not a prefix and a word, which may be one word unlisted ('inter changing', 'over flowing').
    return PREFIX_PIECES.has(pieces[0]!) ? token : read;
  });
}

/** Little words that a lost space runs into the capitalised name after them ('andTarun', 'RajeshandZoya'). */
const LITTLE_BEFORE_NAME = 'and|or|of|to|is|the|by|with|than|for|from';

/** A little word run into the capitalised name after it, and maybe into the name before it: 'andTarun', 'RajeshandZoya'. */
function withLittleWordsBeforeNamesParted(text: string): string {
  return text.replace(new RegExp(String.raw`(?<![\p{L}\d])(\p{Lu}\p{Ll}{2,})?(${LITTLE_BEFORE_NAME})(\p{Lu}\p{Ll}+)(?![\p{L}\d])`, 'gu'), (found, name: string | undefined, little: string, after: string) =>
    name === undefined || !isWord(`${name}${little}`.toLowerCase()) ? [name, little, after].filter(Boolean).join(' ') : found,
  );
}

/**
 * Lost spaces in the stem as printed that the capitals or the text's own words show, for the
 * readers of people and relations: a possessive run into the next word ("rahul'smother's"); a
 * little word run into the name after it ('andTarun', 'RajeshandZoya'); a short word or words run
 * into a person named by a capital ('IfM', 'sisterofH'); a person named by a capital run into the
 * word that follows a name ('Pwon', 'Jand', 'Ovisitshis'), where the capital names someone
 * elsewhere and the whole is no word or name ('Pearl', 'Aman', 'Kiran' stay).
 */
function withSeamsParted(text: string, letters: ReadonlySet<string>, names: ReadonlyMap<string, number>): string {
  const words = (run: string) => {
    if (isWord(run) || SHORT_GLUED.has(run)) return run;
    const read = repairedWord(run);
    return read.split(' ').length > 1 && read.split(' ').every((piece) => isWord(piece) || SHORT_GLUED.has(piece)) ? read : null;
  };
  return withLittleWordsBeforeNamesParted(text.replace(/(\p{L})['’]s(?=\p{L}{2,})/gu, "$1's "))
    // 'I' run into the verb after it ('sisters Ihave none').
    .replace(/(?<![\p{L}\d])I(am|was|have|had|will|shall|can|got|went)(?![\p{L}\d])/gu, 'I $1')
    // A code of digits with a look-alike inside ('8S137', '5l37'): digits, where three or more are digits already.
    .replace(/(?<![\p{L}\d])(?=(?:[OSIlB]*\d){3})(?=[\d]*[OSIlB])[\dOSIlB]{4,}(?![\p{L}\d])/gu, (code) => ((code.match(/[OSIlB]/g)?.length ?? 0) <= 2 ? code.replace(/[OSIlB]/g, (letter) => ({ O: '0', S: '5', I: '1', l: '1', B: '8' })[letter]!) : code))
    .replace(/(?<![\p{L}\d])(\p{Lu}?\p{Ll}+)(\p{Lu})(?![\p{L}\d])/gu, (found, run: string, letter: string) => {
      const read = letters.has(letter) && run.length >= 2 ? words(run.toLowerCase()) : null;
      return read && !isWord(found.toLowerCase()) ? `${/^\p{Lu}/u.test(run) ? run[0] + read.slice(1) : read} ${letter}` : found;
    })
    .replace(/(?<![\p{L}\d])(\p{Lu})(\p{Ll}{2,})(?![\p{L}\d])/gu, (found, letter: string, run: string, offset: number, whole: string) => {
      const lower = found.toLowerCase();
      // 'Bon the second', 'Sand F': a word or name only in form.
      if (letterNameSeam(found, whole.slice(offset + found.length), letters)) return `${letter} ${run}`;
      if (!letters.has(letter) || isWord(lower) || isName(lower) || (names.get(found) ?? 0) > 1) return found;
      // (The word after the letter one that follows a name: 'Kiran' is no 'K iran'.)
      const read = words(run);
      return read && followsName(read.split(' ')[0]!) ? `${letter} ${read}` : found;
    });
}

function collapse(text: string): string {
  return text.normalize('NFKC').replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\s+/g, ' ').trim();
}

/** The numbers in an option ('₹1,350', '16 2/3%', '12.5 %'), in order. */
export function numbersIn(text: string): number[] {
  const clean = normaliseOcr(text);
  const numbers: number[] = [];
  for (const match of clean.matchAll(/(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+))?/g)) {
    const whole = Number(match[1]);
    numbers.push(match[2] && match[3] ? whole + Number(match[2]) / Number(match[3]) : whole);
  }
  return numbers;
}
