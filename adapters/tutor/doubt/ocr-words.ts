import { QUESTION_WORDS } from './question-words';

/**
 * Words as OCR breaks them, put right against a vocabulary (the commonest English words and the
 * tutor's own): a letter read as a digit ('so1d', 'c0st'), 'm' read as 'rn' ('nurnber'), and two
 * words run together where a space was lost ('theprice'). A token is changed only when it is not
 * a word itself and exactly the repair makes it one.
 */
/** Each word's rank, commonest first. */
const WORDS: ReadonlyMap<string, number> = new Map(QUESTION_WORDS.split(' ').map((word, rank) => [word, rank]));
/** Short words that run into a neighbour when a space is lost ('ofa', 'itcame'); other pieces must be three letters or more. */
const SHORT_WORDS: ReadonlySet<string> = new Set(['a', 'i', 'an', 'as', 'at', 'be', 'by', 'do', 'he', 'if', 'in', 'is', 'it', 'my', 'no', 'of', 'on', 'or', 'so', 'to', 'up', 'us', 'we', 'rs']);
/** Words that glue to a neighbour so often that a five-letter run of them is a lost space ('isthe', 'sumof'). */
const GLUE_WORDS: ReadonlySet<string> = new Set([...SHORT_WORDS, 'how', 'who', 'why', 'what', 'the', 'for', 'and', 'are', 'was', 'has', 'had', 'his', 'her', 'its', 'she', 'him', 'all', 'per', 'sum', 'end', 'got']);
/** Words a question opens with that a lost space joins to the next ('Findthe', 'Whatis', 'Howis'); not 'a' or 'an', which begin names ('Aman', 'Anand'). */
const SENTENCE_OPENERS: ReadonlySet<string> = new Set(['the', 'it', 'he', 'she', 'if', 'in', 'on', 'at', 'by', 'find', 'what', 'how', 'who', 'which', 'when', 'why', 'there', 'two', 'three', 'four', 'five', 'six', 'seven']);
/** Short words that follow a name in a question ('Tanviis', 'Rohanand'). */
const AFTER_NAME: ReadonlySet<string> = new Set(['is', 'and', 'was', 'has', 'had', 'are', 'or', 'sat', 'got']);
/** A word this common is more likely a word run into a name than a name's own ending. */
const COMMON_RANK = 5000;
/** Units that a lost space joins to a neighbour ('perkg', 'mlong', 'sqm'). */
const UNITS: ReadonlySet<string> = new Set(['kg', 'km', 'cm', 'mm', 'sq', 'cu', 'ml', 'm', 'hr', 'hrs']);
const LETTERS_FOR_DIGIT: Readonly<Record<string, readonly string[]>> = { '0': ['o'], '1': ['l', 'i'], '5': ['s'], '8': ['b'] };

const ENDINGS = ['ing', 'ed', 'es', 's', 'er', 'ers', 'est', 'ly', 'ment'];

/** A listed word, or one with a common ending: 'costing', 'gained', 'sellers', 'running'. */
export function isWord(word: string): boolean {
  if (WORDS.has(word)) return true;
  return ENDINGS.some((ending) => {
    if (!word.endsWith(ending) || word.length - ending.length < 3) return false;
    const stem = word.slice(0, -ending.length);
    return WORDS.has(stem) || WORDS.has(`${stem}e`) || (/(.)\1$/.test(stem) && WORDS.has(stem.slice(0, -1)));
  });
}

/** The first reading of a token's digits as letters ('sirnp1e' as 'sirnple'), for the word repairs that follow. */
export function lettersForDigits(token: string): string {
  return token.replace(/[0158]/g, (digit) => LETTERS_FOR_DIGIT[digit]![0]!);
}

/** Every spelling a token may have had, each digit that looks like a letter read as that letter. */
function letterReadings(token: string): string[] {
  let readings = [''];
  for (const character of token) {
    const options = LETTERS_FOR_DIGIT[character] ?? [character];
    readings = readings.flatMap((reading) => options.map((option) => reading + option));
    if (readings.length > 64) return [];
  }
  return readings;
}

/** 'so1d' as 'sold', 'art1cle' as 'article': the one reading that is a word, else the first reading. */
export function wordFromDigits(token: string): string {
  const words = [...new Set(letterReadings(token))].filter(isWord);
  return words.length === 1 ? words[0]! : lettersForDigits(token);
}

/** 'nurnber' as 'number': 'rn' read for 'm', when the token is no word and the repair is one. */
function fromRn(token: string): string | null {
  if (!token.includes('rn') || isWord(token)) return null;
  const all = token.replace(/rn/g, 'm');
  if (isWord(all)) return all;
  const single = [...token.matchAll(/rn/g)].map((match) => token.slice(0, match.index) + 'm' + token.slice(match.index + 2)).filter(isWord);
  return single.length === 1 ? single[0]! : null;
}

/**
 * 'theprice' as 'the price', 'boughtforrs' as 'bought for rs': the fewest words, then the
 * commonest ('votes and', not 'vote sand'). A name must not come apart: pieces of one or two
 * letters must be short words, and a run under six letters only splits into words that glue.
 */
function segmented(token: string): string[] | null {
  const rank = (word: string) => WORDS.get(word) ?? Infinity;
  const best: ({ pieces: string[]; cost: number } | null)[] = Array.from({ length: token.length + 1 }, () => null);
  best[0] = { pieces: [], cost: 0 };
  for (let end = 1; end <= token.length; end += 1) {
    for (let start = Math.max(0, end - 16); start < end; start += 1) {
      const head = best[start];
      const piece = token.slice(start, end);
      if (!head || !(isWord(piece) || UNITS.has(piece)) || (piece.length < 3 && !SHORT_WORDS.has(piece) && !UNITS.has(piece))) continue;
      const candidate = { pieces: [...head.pieces, piece], cost: head.cost + Math.log(2 + rank(piece)) };
      const current = best[end];
      if (!current || candidate.pieces.length < current.pieces.length || (candidate.pieces.length === current.pieces.length && candidate.cost < current.cost)) best[end] = candidate;
    }
  }
  const found = best[token.length]?.pieces;
  if (!found || found.length < 2 || found.length > 3) return null;
  // A short piece must be a word that glues ('of', 'the'), not a word's own ending ('remain ders', 'young est', 'mel ted').
  if (found.some((piece) => piece.length < 4 && !GLUE_WORDS.has(piece) && !UNITS.has(piece))) return null;
  return token.length >= 6 || found.every((piece) => GLUE_WORDS.has(piece) || UNITS.has(piece) || piece.length >= 4) ? found : null;
}

/** 'rahulsaid' as 'rahul said': a stem of three letters or more that is no word, then a common word (or a glue word). */
function nameAndWord(token: string): string[] | null {
  let best: { pieces: string[]; rank: number } | null = null;
  for (let cut = 3; cut <= token.length - 2; cut += 1) {
    const [name, word] = [token.slice(0, cut), token.slice(cut)];
    const rank = WORDS.get(word);
    // A name may end like a short word ('Sohan', 'Aman'): only the words that follow a name are split off.
    if (isWord(name) || rank === undefined || !(AFTER_NAME.has(word) || (word.length >= 4 && rank < COMMON_RANK))) continue;
    if (!best || rank < best.rank) best = { pieces: [name, word], rank };
  }
  return best?.pieces ?? null;
}

/** 'andb', 'cis', 'toc': a letter naming a person or a term, run into a short word. */
function letterAndWord(token: string): string[] | null {
  if (token.length > 4) return null;
  const [head, tail] = [token.slice(0, -1), token.slice(-1)];
  if (GLUE_WORDS.has(head) && head.length >= 2) return [head, tail];
  const [first, rest] = [token[0]!, token.slice(1)];
  return GLUE_WORDS.has(rest) && rest.length >= 2 && first !== 'a' && first !== 'i' ? [first, rest] : null;
}

/**
 * One token of letters as printed, repaired if it is no word: 'rn' for 'm', then a lost space. A
 * capitalised token inside a sentence is a name ('Anand', 'Meera'), and is never split.
 */
export function repairedWord(printed: string, sentenceStart = false): string {
  const token = printed.toLowerCase();
  // Capitals mark an abbreviation ('INR', 'LCM'), a code ('INODTS', 'GRTVI') or a word to be coded ('PUBLlC'): no run of words.
  if (token.length < 3 || isWord(token) || (printed.match(/\p{Lu}/gu)?.length ?? 0) >= 2) return token;
  const fixed = fromRn(token);
  if (fixed) return fixed;
  const pieces = segmented(token) ?? segmented(token.replace(/rn/g, 'm')) ?? letterAndWord(token);
  if (!/^\p{Lu}\p{Ll}/u.test(printed)) return pieces?.join(' ') ?? token;
  // Capitalised: a name ('Anand', 'Hemant') unless the split is plainly words. At a sentence's start,
  // after an opener or with a long piece ('Findthe', 'Markedprice'); inside one, only from a common long word ('Northand').
  const plainly = pieces && (sentenceStart ? SENTENCE_OPENERS.has(pieces[0]!) || pieces.some((piece) => piece.length >= 4) : pieces[0]!.length >= 4 && (WORDS.get(pieces[0]!) ?? Infinity) < COMMON_RANK);
  if (plainly) return pieces.join(' ');
  // A name run into the next word ('Rahulsaid', 'Tanviis'): a stem that is no word, then a word.
  return nameAndWord(token)?.join(' ') ?? token;
}
