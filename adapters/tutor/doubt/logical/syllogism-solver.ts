import { statementHolds, syllogismModels, type CategoricalStatement, type Quantifier } from '../../generators/logical/solvers';
import type { LogicalResult } from './logical-result';

interface Parsed {
  readonly quantifier: Quantifier;
  readonly subject: string;
  readonly predicate: string;
}

interface Conclusion extends Parsed {
  /** 'Some A being B is a possibility': true when some case allows it, not when every case does. */
  readonly possibility: boolean;
  /** 'Only a few A are B': some A are B and some A are not B, both at once. */
  readonly onlyFew?: boolean;
}

/** What an option (or the worked answer) says: which conclusions follow, or that one of a pair does. */
type Verdict = { readonly either: false; readonly follows: ReadonlySet<number> } | { readonly either: true; readonly pair: readonly [number, number] };

const ROMAN = ['i', 'ii', 'iii', 'iv'];
/** Digits a photo shows for letters inside a word: 'a1l' is 'all', 's0me' is 'some'. */
const DIGIT_LETTERS: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', '5': 's', '8': 'b' };

/** Quantifier words and the little words between terms: never a term, and the pieces a glued word may split into. */
const FUNCTION_WORDS = new Set(['all', 'some', 'no', 'not', 'none', 'of', 'are', 'is', 'a', 'an', 'the', 'every', 'each', 'any', 'also', 'few', 'many', 'several', 'being', 'can', 'may', 'be', 'only', 'never', 'least', 'at']);

/** A term as written, articles dropped: 'the lawyers'. Plurals are matched later (see sameTerm). */
function term(text: string): string {
  return text
    .replace(/^(?:of\s+)?(?:the|a|an|these|those)\s+/, '')
    .replace(/\s+(?:also|too)$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The forms a term may take without its plural ending: 'mangoes' gives 'mangoe' and 'mango'.
 * Spaces are dropped and an 'rn' is read as the 'm' a photo often shows that way, so a word the
 * photo split or misread ('pa inter', 'hamrners') still names its term.
 */
function bareForms(text: string): string[] {
  const whole = text.replace(/rn/g, 'm').replace(/\s+/g, '');
  const forms = new Set([whole]);
  if (whole.endsWith('ies')) forms.add(`${whole.slice(0, -3)}y`);
  if (whole.endsWith('es')) forms.add(whole.slice(0, -2));
  if (whole.endsWith('s') && !whole.endsWith('ss')) forms.add(whole.slice(0, -1));
  if (whole.endsWith('people')) forms.add(`${whole.slice(0, -6)}person`);
  if (whole.endsWith('men')) forms.add(`${whole.slice(0, -3)}man`);
  if (whole.endsWith('children')) forms.add(`${whole.slice(0, -8)}child`);
  // Irregular plurals: 'mice' and 'mouse', 'knives' and 'knife', 'teeth' and 'tooth'.
  if (whole.endsWith('ice')) forms.add(`${whole.slice(0, -3)}ouse`);
  if (whole.endsWith('ves')) forms.add(`${whole.slice(0, -3)}f`).add(`${whole.slice(0, -3)}fe`);
  if (whole.endsWith('eeth') || whole.endsWith('eese') || whole.endsWith('eet')) forms.add(whole.replace(/ee(?=th$|se$|t$)/, 'oo'));
  return [...forms];
}

/** 'mango' and 'mangoes', 'lawyer' and 'lawyers' name one term. */
function sameTerm(a: string, b: string): boolean {
  const forms = bareForms(a);
  return bareForms(b).some((form) => forms.includes(form));
}

/** 'sorne' and 'staternents': the quantifier and marker words with an 'm' read as 'rn'; 'atleast' parted. */
function repairWords(text: string): string {
  // 'atleast': the two words of 'at least' run together, as students and photos write them.
  return text.replace(/\batleast\b/g, 'at least').replace(/\b[a-z]*rn[a-z]*\b/g, (word) => {
    const fixed = word.replace(/rn/g, 'm');
    return /^(?:some|statements?|many|may|premises?)$/.test(fixed) ? fixed : word;
  });
}

/**
 * One statement or conclusion as All / No / Some / Some-not between two terms, or null. 'All A
 * are not B' is left unread: papers take it for 'No A is B' or for 'Not all A are B'.
 */
function parseStatement(sentence: string): Parsed | null {
  const text = sentence.replace(/[.!]+$/, '').trim();
  // 'All A are never B', the bank papers' way of writing 'No A is B'.
  const never = /^all\s+(.+?)\s+(?:are|is)\s+never\s+(.+)$/.exec(text);
  if (never) return { quantifier: 'no', subject: term(never[1]!), predicate: term(never[2]!) };
  if (/^(?:all|every|each)\b.*\b(?:are|is)\s+not\b/.test(text)) return null;
  const forms: readonly [RegExp, Quantifier][] = [
    [/^(?:all(?:\s+the)?|every|each|any)\s+(.+?)\s+(?:are|is)\s+(?:also\s+)?(.+)$/, 'all'],
    [/^(?:no|none\s+of\s+the)\s+(.+?)\s+(?:is|are)\s+(.+)$/, 'no'],
    [/^not\s+(?:all|every)\s+(.+?)\s+(?:are|is)\s+(.+)$/, 'some-not'],
    [/^(?:some|a\s+few|several|many|at\s+least\s+some)\s+(.+?)\s+(?:are|is)\s+not\s+(.+)$/, 'some-not'],
    [/^(?:some|a\s+few|several|many|at\s+least\s+some)\s+(.+?)\s+(?:are|is)\s+(?:also\s+)?(.+)$/, 'some'],
  ];
  for (const [pattern, quantifier] of forms) {
    const match = pattern.exec(text);
    if (match) return { quantifier, subject: term(match[1]!), predicate: term(match[2]!) };
  }
  return null;
}

/** A conclusion: a statement, or a possibility ('Some A being B is a possibility', 'All A can be B'). */
function parseConclusion(sentence: string): Conclusion | null {
  const text = sentence.replace(/[.!]+$/, '').trim();
  // 'Some A not being B is a possibility', 'No A being B is a possibility'.
  const negative = /^(some|no)\s+(.+?)\s+(not\s+)?being\s+(.+?)\s+is\s+a\s+possibility$/.exec(text);
  if (negative && (negative[1] === 'no' || negative[3])) {
    if (negative[1] === 'no' && negative[3]) return null;
    return { quantifier: negative[1] === 'no' ? 'no' : 'some-not', subject: term(negative[2]!), predicate: term(negative[4]!), possibility: true };
  }
  const possible =
    /^(all|some)\s+(.+?)\s+being\s+(.+?)\s+is\s+a\s+possibility$/.exec(text) ??
    /^(?:there\s+is\s+a\s+possibility\s+that\s+)(all|some)\s+(.+?)\s+(?:are|is|can\s+be|may\s+be)\s+(.+)$/.exec(text) ??
    /^(all|some)\s+(.+?)\s+(?:can|may|could)\s+be\s+(.+)$/.exec(text);
  if (possible) {
    if (/^not\b/.test(possible[3]!)) return null;
    return { quantifier: possible[1] as 'all' | 'some', subject: term(possible[2]!), predicate: term(possible[3]!), possibility: true };
  }
  // 'Only a few A are B' as a conclusion: both halves must follow.
  const few = /^only\s+(?:a\s+)?few\s+(.+?)\s+(?:are|is)\s+(.+)$/.exec(text);
  if (few) return /^not\b/.test(few[2]!) ? null : { quantifier: 'some', subject: term(few[1]!), predicate: term(few[2]!), possibility: false, onlyFew: true };
  const parsed = parseStatement(text);
  return parsed ? { ...parsed, possibility: false } : null;
}

/**
 * Whether a conclusion is true in one case, given how a plain statement is tested: 'Only a few A
 * are B' is true when 'Some A are B' and 'Some A are not B' both are.
 */
function conclusionTrue(conclusion: Conclusion, holds: (statement: Parsed) => boolean): boolean {
  return conclusion.onlyFew ? holds(conclusion) && holds({ ...conclusion, quantifier: 'some-not' }) : holds(conclusion);
}

const WORDS: Record<Quantifier, (subject: string, predicate: string) => string> = {
  all: (s, p) => `All ${s} are ${p}`,
  no: (s, p) => `No ${s} is ${p}`,
  some: (s, p) => `Some ${s} are ${p}`,
  'some-not': (s, p) => `Some ${s} are not ${p}`,
};
const CONTRADICTORY: Record<Quantifier, Quantifier> = { all: 'some-not', no: 'some', some: 'no', 'some-not': 'all' };

function say(statement: Parsed | Conclusion): string {
  if ('onlyFew' in statement && statement.onlyFew) return `Only a few ${statement.subject} are ${statement.predicate}`;
  return WORDS[statement.quantifier](statement.subject, statement.predicate);
}

// ---------------------------------------------------------------- options

/** The words an option may use; any other word ('data', 'inadequate', 'these') makes it unread. */
const OPTION_WORDS = new Set([
  'only', 'conclusion', 'conclusions', 'follow', 'follows', 'followed', 'alone', 'and', 'or', 'nor', 'both', 'either', 'neither', 'none',
  'no', 'all', 'of', 'the', 'them', 'is', 'are', 'true', 'valid', 'can', 'be', 'drawn', 'if', 'given', 'answer', 'one', 'two', 'three',
]);
/** A conclusion's number as printed or misread: 'ii', 'II' read as 'll', 'lI' or '11'; '2'. */
function numeral(word: string): number | null {
  if (/^[il1]{1,3}$/.test(word)) return word.length - 1;
  return ({ iv: 3, '2': 1, '3': 2, '4': 3 } as Record<string, number>)[word] ?? null;
}

/** An option's words, with OCR glue undone: 'onlyconclusion' is 'only conclusion', 'inor' is 'i nor'. */
function optionWords(option: string): string[] | null {
  const text = option
    // A fifth option '(e) Both I and II follow' printed after the fourth belongs to neither.
    .replace(/\s\(?[eE][).]\s.*$/, '')
    .toLowerCase()
    .replace(/(?<=[a-z])[0158]|[0158](?=[a-z]{2})/g, (digit) => DIGIT_LETTERS[digit]!)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const known = (word: string) => OPTION_WORDS.has(word) || numeral(word) !== null;
  const words: string[] = [];
  for (const word of text.split(' ').filter(Boolean)) {
    if (known(word)) {
      words.push(word);
      continue;
    }
    const pieces = splitInto(word, known);
    if (!pieces) return null;
    words.push(...pieces);
  }
  return words;
}

/**
 * The way to cut a glued word into known words with the fewest cuts, or null when there is none,
 * or two with as few cuts ('iiand' is 'ii and', not 'i i and').
 */
function splitInto(word: string, known: (piece: string) => boolean): string[] | null {
  // best[end]: the fewest pieces covering word.slice(0, end), and whether two ways reach that count.
  const best: ({ pieces: string[]; tied: boolean } | null)[] = [{ pieces: [], tied: false }];
  for (let end = 1; end <= word.length; end += 1) {
    best[end] = null;
    for (let start = 0; start < end; start += 1) {
      const head = best[start];
      const piece = word.slice(start, end);
      if (!head || !known(piece)) continue;
      const current = best[end];
      const count = head.pieces.length + 1;
      if (!current || count < current.pieces.length) best[end] = { pieces: [...head.pieces, piece], tied: head.tied };
      else if (count === current.pieces.length) current.tied = true;
    }
  }
  const found = best[word.length];
  return found && !found.tied && found.pieces.length > 1 ? found.pieces : null;
}

/** The verdict an option states: 'Only I follows', 'I and II both follow', 'Either I or II', 'Neither follows'. */
function optionVerdict(option: string, count: number): Verdict | null {
  const words = optionWords(option);
  if (!words || words.length === 0) return null;
  const numerals = words.map(numeral).filter((value): value is number => value !== null);
  if (numerals.some((index) => index >= count) || new Set(numerals).size !== numerals.length) return null;
  const has = (word: string) => words.includes(word);
  const all = Array.from({ length: count }, (_, index) => index);
  if (has('neither') || (has('none') && words.some((word) => /^(?:follow|conclusion)/.test(word))) || (has('no') && has('conclusion'))) {
    return has('either') || has('both') || has('only') ? null : { either: false, follows: new Set() };
  }
  if (has('either')) {
    const pair = numerals.length === 0 && count === 2 ? [0, 1] : numerals;
    return pair.length === 2 && !has('and') && !has('both') ? { either: true, pair: [pair[0]!, pair[1]!] } : null;
  }
  if (has('or') || has('nor')) return null;
  if (has('both') && numerals.length === 0) return count === 2 ? { either: false, follows: new Set(all) } : null;
  if (has('all') && numerals.length === 0) return { either: false, follows: new Set(all) };
  return numerals.length > 0 ? { either: false, follows: new Set(numerals) } : null;
}

function sameVerdict(a: Verdict, b: Verdict): boolean {
  if (a.either || b.either) return a.either && b.either && new Set([...a.pair, ...b.pair]).size === 2;
  return a.follows.size === b.follows.size && [...a.follows].every((index) => b.follows.has(index));
}

// ---------------------------------------------------------------- reading the question

const LABEL = String.raw`\(?(?:iv|iii|ii|i|lll|ll|l|[1-4])\s*[.):]`;
/** A 'Statements:' heading (with a colon, or numbering straight after), not 'take the given statements to be true'. */
const STATEMENT_HEADING = /\b(?:statements?|premises?)\b\s*(?:[:\-–]\s*|(?=\(?(?:1|i)\s*[.):]))/g;

/** True for a sentence that reads like a statement even if the photo garbled it ('allpens are books'). */
function looksLikeStatement(sentence: string): boolean {
  return /^(?:all|some|no|none|not|every|each|many|several|a few|at least)/.test(sentence) && /(?:are|is)\b/.test(sentence);
}

/**
 * Where the conclusions start: 'Conclusions:' or 'Conclusion I.', or a question about them with
 * the numbered conclusions straight after ('which of the following conclusions follow? I. ...');
 * not 'two conclusions numbered I and II'.
 */
function conclusionMarker(text: string): { start: number; end: number } | null {
  for (const match of text.matchAll(/\bconclusions?\b\s*([:\-–]?)\s*/g)) {
    const rest = text.slice(match.index + match[0].length);
    if (match[1] || new RegExp(`^${LABEL}`).test(rest)) return { start: match.index, end: match.index + match[0].length };
    const asked = new RegExp(String.raw`^(?:[a-z()/]+\s*){0,7}?(?:\?+|[:\-–])\s*(?=${LABEL})`).exec(rest);
    if (asked) return { start: match.index, end: match.index + match[0].length + asked[0].length };
  }
  // No heading: 'I: Some A ... II: ...' straight after the numbered statements.
  const first = new RegExp(String.raw`(?:^|[\s.])(?=i\s*[:.)]\s*${QUANTIFIER_START})`).exec(text);
  if (first && new RegExp(String.raw`\sii\s*[:.)]\s*${QUANTIFIER_START}`).test(text.slice(first.index))) {
    const at = first.index + first[0].length;
    return { start: at, end: at };
  }
  return null;
}

/** The start of a statement: a quantifier word. */
const QUANTIFIER_START = String.raw`(?:all|some|no|none|every|each|only\s+a\s+few|a\s+few|many|several|not\s+all|at\s+least\s+some)\b`;

/**
 * 'Only a few A are B' is two statements: some A are B, and some A are not B. Any other sentence
 * is itself.
 */
function expandedStatement(sentence: string): string[] {
  const few = /^only\s+(?:a\s+)?few\s+(.+?)\s+(are|is)\s+(.+)$/.exec(sentence);
  return few ? [`some ${few[1]} ${few[2]} ${few[3]}`, `some ${few[1]} ${few[2]} not ${few[3]}`] : [sentence];
}

/**
 * Statement sentences: split at numbering ('1.', '(2)'), at full stops or semicolons, and at a
 * comma or 'and' followed by a quantifier ('if some A are B and no B is C'); a leading 'if' goes.
 */
function sentencesOf(text: string): string[] {
  return text
    .replace(/(?:^|\s)(?:\(?[1-9]\s*[.):]|\((?:i{1,3}|iv|[a-d])\)|(?:i{1,3}|iv)[.)])\s*/g, ' | ')
    .replace(new RegExp(String.raw`\s*[,:]\s*(?:and\s+)?(?=${QUANTIFIER_START})|\s+and\s+(?=${QUANTIFIER_START})`, 'g'), ' | ')
    .split(/\s*\|\s*|(?<=[.;])\s+|[.;]$/)
    .map((part) => part.replace(/[.;,]+$/, '').replace(/^(?:if|given\s+that|suppose)\s+/, '').trim())
    .filter((part) => /[a-z]/.test(part));
}

/** Conclusions in their printed order ('I. ... II. ...'); null when the numbering is not I, II, ... in turn. */
function conclusionsOf(text: string): string[] | null {
  const cleaned = text.replace(new RegExp(String.raw`\bconclusions?\s+(?=${LABEL})`, 'g'), '');
  const label = new RegExp(String.raw`(?:^|\s)(${LABEL})\s*`, 'g');
  const marks = [...cleaned.matchAll(label)];
  if (marks.length === 0) {
    const parts = cleaned.split(/(?<=[.;])\s+/).map((part) => part.trim()).filter((part) => /[a-z]/.test(part));
    return parts.length > 0 ? parts : null;
  }
  const order = marks.map((mark) => numeral(mark[1]!.replace(/[^a-z0-9]/g, '')));
  if (order.some((index, at) => index !== at) || /[a-z]/.test(cleaned.slice(0, marks[0]!.index))) return null;
  return marks.map((mark, at) => cleaned.slice(mark.index + mark[0].length, marks[at + 1]?.index ?? cleaned.length).trim());
}

/**
 * A sentence the photo garbled ('all flowers arepainters', 'no do gis a singer', 'a1lbags are
 * hills') read again: its letters run together, then cut into quantifier words and terms the
 * other sentences use, the one way with the fewest pieces. Null when no such way, or two, exist.
 */
function resegmented(sentence: string, terms: readonly string[]): string | null {
  const letters = sentence.replace(/[^a-z]/g, '');
  const little = (piece: string) => (FUNCTION_WORDS.has(piece.replace(/rn/g, 'm')) ? piece.replace(/rn/g, 'm') : null);
  const known = (piece: string) => little(piece) !== null || (piece.length > 1 && terms.some((name) => sameTerm(name, piece)));
  if (letters.length > 60) return null;
  return splitInto(letters, known)?.map((piece) => little(piece) ?? piece).join(' ') ?? null;
}

/** A term of one to three plain words, none of them a quantifier or a verb the parser uses. */
function plainTerm(name: string): boolean {
  const words = name.split(' ');
  return /^[a-z][a-z -]*$/.test(name) && words.length <= 3 && !words.some((word) => FUNCTION_WORDS.has(word) && word !== 'of' && word !== 'the');
}

/** True when the sentence reads as a statement or conclusion between two plain terms. */
function readsPlainly(sentence: string): boolean {
  const parsed = parseConclusion(sentence);
  return parsed !== null && plainTerm(parsed.subject) && plainTerm(parsed.predicate);
}

interface Read {
  readonly premises: readonly Parsed[];
  readonly conclusions: readonly Conclusion[];
}

/** Every statement and conclusion read, or null if any one of them is not a plain All / No / Some sentence. */
function readAll(premiseTexts: readonly string[], conclusionTexts: readonly string[]): Read | null {
  const premises = premiseTexts.map(parseStatement);
  const conclusions = conclusionTexts.map(parseConclusion);
  if (premises.length === 0 || conclusions.length < 2 || premises.some((premise) => !premise) || conclusions.some((conclusion) => !conclusion)) return null;
  // A term the photo split ('ban an as' for 'bananas') is read whole when so it names a term used
  // elsewhere, or when its pieces include a little word no term has inside it.
  const named = [...premises, ...conclusions].flatMap((statement) => [statement!.subject, statement!.predicate]);
  const whole = (name: string) => {
    const joined = name.replace(/\s+/g, '');
    const split = name.includes(' ') && (named.some((other) => other !== name && sameTerm(other, joined)) || !plainTerm(name));
    return split && /^[a-z]+$/.test(joined) ? joined : name;
  };
  const rejoin = <T extends Parsed>(statement: T): T => ({ ...statement, subject: whole(statement.subject), predicate: whole(statement.predicate) });
  const read = { premises: (premises as Parsed[]).map(rejoin), conclusions: (conclusions as Conclusion[]).map(rejoin) };
  const all = [...read.premises, ...read.conclusions].flatMap((statement) => [statement.subject, statement.predicate]);
  if (all.some((name) => !plainTerm(name))) return null;
  // 'books and' beside 'books' is most often a term with a scrap of the photo stuck to it.
  if (all.some((name) => name.includes(' ') && name.split(' ').some((word) => all.some((other) => !other.includes(' ') && sameTerm(other, word))))) return null;
  // A conclusion about a term no statement mentions is most often a misread photo.
  const known = read.premises.flatMap((premise) => [premise.subject, premise.predicate]);
  if (read.conclusions.some((conclusion) => [conclusion.subject, conclusion.predicate].some((name) => !known.some((other) => sameTerm(other, name))))) return null;
  return read;
}

/** The question's statements and conclusions, however they are numbered and broken over lines. */
function readQuestion(stem: string): Read | 'unreadable' | null {
  let text = repairWords(stem.replace(/\s+/g, ' ').replace(/\b(?=[a-z0158]*[a-z][a-z0158]*[a-z])(?=[a-z]*[0158])[a-z0158]{3,}\b/g, (word) => word.replace(/[0158]/g, (digit) => DIGIT_LETTERS[digit]!)));
  // A student's shorthand: 'st: all A are B ... c1) ... c2) ...'.
  if (!/\bconclusions?\b/.test(text) && /\bc\s?1\s*[).:]/.test(text)) {
    text = text
      .replace(/\bst\s*[:\-–]/, 'statements:')
      .replace(/\bc\s?1\s*[).:]/, 'conclusions: 1)')
      .replace(/\bc\s?([2-4])\s*[).:]/g, '$1)');
  }
  const marker = conclusionMarker(text);
  if (!marker) return null;
  // 'Statement 1:' labels a statement as '1.' does.
  const labelled = /\bstatement\s+(?:[1-9]|i{1,3}|iv)\s*[:.)\-–]/.test(text.slice(0, marker.start));
  const before = text.slice(0, marker.start).replace(/\bstatement\s+(?:[1-9]|i{1,3}|iv)\s*[:.)\-–]\s*/g, ' | ');
  // 'Statement 1: ... Statement 2: ...' marks the statements as a heading does.
  const lastMark = [...before.matchAll(STATEMENT_HEADING)].at(-1) ?? (labelled ? { index: before.indexOf('|'), 0: '|' } : undefined);
  // '..., which of the following conclusions follow?': the question about the conclusions is not a statement.
  const premiseText = (lastMark ? before.slice(lastMark.index + lastMark[0].length) : before).replace(/(?:^|[\s,;.])(?:then\s+)?(?:which|what)\s+(?:of\s+the\s+(?:following|given)|one)?[^.;]*$/, '');
  let premiseTexts = sentencesOf(premiseText).flatMap(expandedStatement);
  // With no 'Statements:' heading, the statements are the sentences just before the conclusions;
  // a sentence before them that looks like a garbled statement is not silently left out.
  if (!lastMark) {
    let first = premiseTexts.length;
    while (first > 0 && parseStatement(premiseTexts[first - 1]!)) first -= 1;
    if (first === premiseTexts.length) return null;
    // A statement inside a sentence left out ('help me: some A are B') would be silently lost.
    if (premiseTexts.slice(0, first).some((sentence) => looksLikeStatement(sentence) || new RegExp(String.raw`\b${QUANTIFIER_START}\s+[a-z]+\s+(?:are|is)\b`).test(sentence))) return 'unreadable';
    premiseTexts = premiseTexts.slice(first);
  } else if (premiseTexts.length === 0 || !premiseTexts.some((sentence) => /^(?:all|some|no|none|not|every|each|a few|many|several|at least)\b/.test(sentence))) {
    return null;
  }
  const after = text
    .slice(marker.end)
    .replace(/\b(?:which|what\b|decide\b|choose\b|select\b|find\b|consider\b|give answer|mark answer|read the\b|assuming\b|taking\b|you have to|options?\s*:).*$/, '')
    .trim();
  const conclusionTexts = conclusionsOf(after);
  if (!conclusionTexts) return 'unreadable';
  const read = readAll(premiseTexts, conclusionTexts);
  if (read) return read;
  // Some sentence garbled: read it again with the terms of the sentences that read cleanly.
  const sentences = [...premiseTexts, ...conclusionTexts];
  const termsOf = (sentence: string) => {
    const parsed = readsPlainly(sentence) ? parseConclusion(sentence)! : null;
    return parsed ? [parsed.subject, parsed.predicate].map((name) => name.replace(/\s+/g, '')) : [];
  };
  // The terms read, less glued ones: 'abook' in 'no fruit is abook' is 'a' and the term 'book'.
  const named = sentences.map(termsOf);
  const glued = (name: string) => splitInto(name, (piece) => FUNCTION_WORDS.has(piece) || named.flat().some((other) => other !== name && sameTerm(other, piece)))?.some((piece) => FUNCTION_WORDS.has(piece)) ?? false;
  const terms = named.flat().filter((name) => !glued(name));
  const known = (name: string) => terms.some((other) => sameTerm(other, name));
  const repaired = sentences.map((sentence, index) => {
    if (named[index]!.length > 0 && named[index]!.every(known)) return sentence;
    // 'no ring isa doctor': little words run together are parted, even next to a term used once.
    const parted = sentence
      .split(' ')
      .map((word) => splitInto(word, (piece) => FUNCTION_WORDS.has(piece))?.join(' ') ?? word)
      .join(' ');
    return resegmented(sentence, terms) ?? (readsPlainly(parted) ? parted : sentence);
  });
  return readAll(repaired.slice(0, premiseTexts.length), repaired.slice(premiseTexts.length)) ?? 'unreadable';
}

/** True for two conclusions papers call a complementary pair: the same two terms, Some/No, All/Some-not or Some/Some-not. */
function complementary(a: Conclusion, b: Conclusion): boolean {
  if (a.possibility || b.possibility || a.onlyFew || b.onlyFew) return false;
  const quantifiers = new Set([a.quantifier, b.quantifier]);
  const sameOrder = sameTerm(a.subject, b.subject) && sameTerm(a.predicate, b.predicate);
  const swapped = sameTerm(a.subject, b.predicate) && sameTerm(a.predicate, b.subject);
  if (quantifiers.has('some') && quantifiers.has('no')) return sameOrder || swapped;
  return sameOrder && quantifiers.has('some-not') && (quantifiers.has('all') || quantifiers.has('some'));
}

function unsolved(reason: string): LogicalResult {
  return { kind: 'syllogism', solved: false, reason };
}

/**
 * Syllogisms checked by enumerating Venn regions: every way of filling the regions that keeps
 * the statements true (no term empty) is a case; a conclusion follows only if true in every case.
 * 'Either I or II' is given only for a complementary pair on the same two terms.
 */
/** 'Which of the following conclusions can be definitely drawn?', with the conclusions as the options. */
const OPTIONS_ASK = /\b(?:which|what)\s+(?:one\s+)?(?:of\s+the\s+following\s+)?(?:conclusions?\s+|statements?\s+|inferences?\s+)?(?:can\s+be\s+|could\s+be\s+|is\s+|are\s+|must\s+be\s+)?(?:definitely\s+|logically\s+|necessarily\s+|certainly\s+|validly\s+)?(?:drawn|follows?|true|valid|inferred|concluded|deduced)\b[^.]*$/;
const NONE_OPTION = /^(?:none\s+(?:of\s+(?:these|the\s+above)|follows?)|no\s+conclusion\s+follows)\.?$/;

/**
 * Statements followed by 'Which of the following conclusions can be definitely drawn?' with the
 * options as the conclusions: each option is tested in every case; the answer is the one option
 * that follows (or 'none of these' when none does and it is offered).
 */
function solveOptionConclusions(stem: string, options: readonly string[]): LogicalResult | null {
  const text = stem.replace(/\s+/g, ' ').trim();
  const ask = OPTIONS_ASK.exec(text);
  if (!ask || options.length < 3) return null;
  const shown = options.map((option) => option.toLowerCase().replace(/\s+/g, ' ').replace(/[.;]+$/, '').trim());
  const none = shown.findIndex((option) => NONE_OPTION.test(option));
  const tested = shown.map((option, index) => ({ option, index })).filter(({ index }) => index !== none);
  if (tested.length < 2 || tested.length > 4) return null;
  const synthetic = `${text.slice(0, ask.index)} conclusions: ${tested.map(({ option }, at) => `${ROMAN[at]}. ${option}.`).join(' ')}`;
  const read = readQuestion(synthetic);
  if (read === null) return null;
  if (read === 'unreadable') return unsolved('I could not read every statement and every option as an All / Some / No / Some-not sentence about the same terms.');
  const terms: string[] = [];
  const indexOf = (name: string) => terms.findIndex((known) => sameTerm(known, name));
  for (const statement of read.premises) for (const name of [statement.subject, statement.predicate]) if (indexOf(name) < 0) terms.push(name);
  if (terms.length > 4) return unsolved(`The statements use ${terms.length} different terms; I check up to four.`);
  if ([...read.premises, ...read.conclusions].some((statement) => indexOf(statement.subject) === indexOf(statement.predicate))) return unsolved('A sentence names the same term twice, so I read it wrongly.');
  const encode = (statement: Parsed): CategoricalStatement => ({ quantifier: statement.quantifier, subject: indexOf(statement.subject), predicate: indexOf(statement.predicate) });
  const models = syllogismModels(terms.length, read.premises.map(encode));
  if (models.length === 0) return unsolved('The statements contradict each other, so no conclusion can be judged.');
  const holds = (statement: Parsed | Conclusion, model: number) => conclusionTrue({ possibility: false, ...statement }, (plain) => statementHolds(terms.length, encode(plain), model));
  const follows = read.conclusions.map((conclusion) => (conclusion.possibility ? models.some((model) => holds(conclusion, model)) : models.every((model) => holds(conclusion, model))));
  const following = follows.flatMap((value, at) => (value ? [at] : []));
  if (following.length > 1) return unsolved('More than one of the options follows from the statements, so they do not fix one answer.');
  if (following.length === 0 && none < 0) return unsolved('None of the options follows from the statements, and "none of these" is not offered.');
  const chosenIndex = following.length === 1 ? tested[following[0]!]!.index : none;
  const answerText = options[chosenIndex]!.trim();
  const key = (option: string) => option.toLowerCase().replace(/[^a-z]+/g, '');
  const verdicts = read.conclusions.map((conclusion, at) => {
    const trueIn = models.filter((model) => holds(conclusion, model)).length;
    const label = `${say(conclusion)}${conclusion.possibility ? ' (as a possibility)' : ''}`;
    return follows[at] ? `${label}: ${conclusion.possibility ? `true in ${trueIn} of the ${models.length} cases, so possible` : `true in all ${models.length} cases`}: follows.` : `${label}: true in ${trueIn} of ${models.length} cases: does not follow.`;
  });
  return {
    kind: 'syllogism',
    solved: true,
    answer: answerText,
    matches: (option) => key(option) === key(answerText),
    steps: [
      { title: 'Read the statements', bullets: read.premises.map((premise) => say(premise)) },
      { title: 'List every case the statements allow', bullets: [`The ${terms.length} terms (${terms.join(', ')}) divide a Venn diagram into ${2 ** terms.length - 1} regions; ${models.length} ways of filling them keep every statement true with no term empty.`] },
      { title: 'Test each option in every case', bullets: [...verdicts, following.length === 0 ? 'No option follows, so the answer is "none of these".' : `Only "${answerText}" follows.`] },
    ],
    check: [`Each statement was re-checked in all ${models.length} cases, and each option was tested in all of them; a conclusion counts only if no case makes it false.`],
  };
}

export function solveSyllogism(stem: string, options: readonly string[] = []): LogicalResult | null {
  const read = readQuestion(stem);
  if (read === null) return solveOptionConclusions(stem, options);
  if (read === 'unreadable') return unsolved('I could not read every statement and conclusion as an All / Some / No / Some-not sentence about the same terms.');
  const { premises, conclusions } = read;
  const terms: string[] = [];
  const indexOf = (name: string) => terms.findIndex((known) => sameTerm(known, name));
  for (const statement of premises) {
    for (const name of [statement.subject, statement.predicate]) if (indexOf(name) < 0) terms.push(name);
  }
  if (terms.length > 4) return unsolved(`The statements use ${terms.length} different terms; I check up to four.`);
  const encode = (statement: Parsed): CategoricalStatement => ({ quantifier: statement.quantifier, subject: indexOf(statement.subject), predicate: indexOf(statement.predicate) });
  if ([...premises, ...conclusions].some((statement) => indexOf(statement.subject) === indexOf(statement.predicate))) {
    return unsolved('A statement names the same term twice, so I read it wrongly.');
  }
  const models = syllogismModels(terms.length, premises.map(encode));
  if (models.length === 0) return unsolved('The statements contradict each other, so no conclusion can be judged.');

  const holds = (statement: Parsed | Conclusion, model: number) => conclusionTrue({ possibility: false, ...statement }, (plain) => statementHolds(terms.length, encode(plain), model));
  const follows = conclusions.map((conclusion) => (conclusion.possibility ? models.some((model) => holds(conclusion, model)) : models.every((model) => holds(conclusion, model))));
  const followSet = new Set(follows.flatMap((value, index) => (value ? [index] : [])));
  const name = (index: number) => ROMAN[index]!.toUpperCase();

  // Pairs of conclusions that do not follow but one of which always holds: 'either' when they are a
  // complementary pair, no verdict when not (papers differ) or when it is part of a longer verdict.
  let verdict: Verdict = { either: false, follows: followSet };
  const pairs: [number, number][] = [];
  for (let a = 0; a < conclusions.length; a += 1) {
    for (let b = a + 1; b < conclusions.length; b += 1) {
      const [first, second] = [conclusions[a]!, conclusions[b]!];
      if (follows[a] || follows[b] || first.possibility || second.possibility) continue;
      if (complementary(first, second)) pairs.push([a, b]);
      else if (models.every((model) => holds(first, model) || holds(second, model))) {
        return unsolved(`Neither ${name(a)} nor ${name(b)} follows, yet every case makes one of them true without their being a complementary pair on the same two terms; papers differ on whether to call that "either", so I give no verdict.`);
      }
    }
  }
  if (pairs.length > 0 && (pairs.length > 1 || conclusions.length > 2)) {
    return unsolved('An "either" pair is part of a longer verdict ("Only II, and either I or III"), which I do not give.');
  }
  // 'Some A are B' with 'Some A are not B' can both be true, but one of them always is: by the
  // papers' convention (CLAT, bank and SSC keys) that pair is 'either', even beside a 'neither' option.
  if (pairs.length === 1) verdict = { either: true, pair: pairs[0]! };

  let answer: string;
  if (verdict.either) answer = `Either conclusion ${name(verdict.pair[0])} or ${name(verdict.pair[1])} follows`;
  else if (followSet.size === 0) answer = conclusions.length === 2 ? 'Neither conclusion I nor II follows' : 'No conclusion follows';
  else if (followSet.size === conclusions.length) answer = conclusions.length === 2 ? 'Both conclusions I and II follow' : 'All the conclusions follow';
  else answer = `Only conclusion${followSet.size > 1 ? 's' : ''} ${[...followSet].map(name).join(' and ')} follow${followSet.size > 1 ? '' : 's'}`;

  const verdictBullets = conclusions.map((conclusion, index) => {
    const label = `${name(index)}. ${say(conclusion)}${conclusion.possibility ? ' (as a possibility)' : ''}`;
    const trueIn = models.filter((model) => holds(conclusion, model)).length;
    if (conclusion.possibility) {
      return follows[index]
        ? `${label}: true in ${trueIn} of the ${models.length} cases, so it is possible: follows.`
        : `${label}: true in none of the ${models.length} cases, so it is not possible: does not follow.`;
    }
    return follows[index]
      ? `${label}: true in all ${models.length} cases: follows.`
      : conclusion.onlyFew
        ? `${label}: true in ${trueIn} of ${models.length} cases: does not follow.`
        : `${label}: true in ${trueIn} of ${models.length} cases; the statements also allow "${say({ ...conclusion, quantifier: CONTRADICTORY[conclusion.quantifier] })}": does not follow.`;
  });
  if (verdict.either) {
    const [a, b] = verdict.pair;
    verdictBullets.push(`${name(a)} and ${name(b)} are about the same two terms and form a complementary pair: in every case at least one of them is true, so either ${name(a)} or ${name(b)} follows.`);
  }
  const recheck = models.every((model) => premises.every((premise) => holds(premise, model)));
  if (!recheck) return unsolved('The cases did not re-check against the statements, so I give no verdict.');
  const pairChecked = !verdict.either || models.every((model) => holds(conclusions[verdict.pair[0]]!, model) || holds(conclusions[verdict.pair[1]]!, model));
  if (!pairChecked) return unsolved('The "either" pair did not re-check in every case, so I give no verdict.');
  return {
    kind: 'syllogism',
    solved: true,
    answer,
    matches: (option) => {
      const stated = optionVerdict(option, conclusions.length);
      return stated !== null && sameVerdict(stated, verdict);
    },
    steps: [
      { title: 'Read the statements', bullets: premises.map((premise) => say(premise)) },
      {
        title: 'List every case the statements allow',
        bullets: [
          `The ${terms.length} terms (${terms.join(', ')}) divide a Venn diagram into ${2 ** terms.length - 1} regions.`,
          `Of the ways to fill those regions, ${models.length} keep every statement true with no term empty (traditional logic's reading, which takes every group named to have members: "All A are B" then also gives "Some A are B").`,
        ],
      },
      { title: 'Test each conclusion in every case', bullets: verdictBullets },
    ],
    check: [
      `Each statement was re-checked in all ${models.length} cases (true in every one), and each conclusion was tested in all of them.`,
      'A conclusion counts as following only if no case makes it false.',
    ],
  };
}
