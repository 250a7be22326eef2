/**
 * Reading the text of an ordering or seating question: the photographed question with its OCR
 * misreadings undone (digits inside words, 'rn' for 'm', lost spaces, letters inside numbers),
 * its capitals kept (the people are often single letters: 'A sits next to B'), the people it
 * names, and ordinal numbers written as digits or words ('7th', 'seventh', 'twenty-sixth').
 */

/** Words these questions are written with: a glued token is split only into these (or names). */
const WORDS = new Set(
  `a an the is are was were be been am and or but nor not no none neither either both of to in on at from by with for as than then that this these those
  who whom whose which what where when how many much among amongst between each every all any some only exactly just also so if find given
  one two three four five six seven eight nine ten first second third fourth fifth sixth seventh eighth ninth tenth last
  immediate immediately right left end ends extreme extremes middle centre center row rows line bench queue circle circular round table square
  facing face faces faced north south east west outside outward outwards inward inwards away sit sits sat sitting seated seat seats stand stands
  standing next adjacent beside besides neighbour neighbours neighbor neighbors opposite together side sides person persons people friend friends
  student students boy boys girl girls child children member members colleague colleagues cousin cousins boxer boxers player players
  class group taller shorter tallest shortest heavier lighter heaviest lightest older younger oldest youngest elder eldest richer poorer richest
  poorest faster slower fastest slowest tall short heavy light old young more less fewer most least highest lowest higher lower
  scored score scores scorer scorers marks points earns earn earned earner earners earning salary weighs weight height age
  rank ranks ranked position positions place places placed top bottom front back rear behind ahead above below before after total number
  there their they them he she his her him it its compared arranged arrangement order descending ascending increasing decreasing
  question following interchange interchanged exchange exchanged becomes become became will would does do did has have had
  other others another everyone everybody nobody anyone someone rest same got gets obtained secured topper
  directions study read carefully answer information questions then moreover further now here consider note true correct false definitely
  hence therefore thus whereas while where respect regard pair pairs statement statements position
  around along across within without into onto upon inside often always again against apart aside alone nothing something anything everything
  himself herself themselves itself whether wherever whoever however thereby either each somewhere anywhere everywhere nowhere somebody anybody
  nobody everybody sometimes another whatever therefore moreover nevertheless beyond because otherwise likewise clockwise anticlockwise
  counterclockwise meanwhile thereafter ones cannot determined data inadequate insufficient suppose look given
  eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth fortieth fiftieth
  twenty thirty forty fifty sixty seventy eighty ninety hundred
  arrange explain solve help please pls plz kindly tell determine identify choose select pick mark sir madam hi hello thanks
  reached arrived came finished race test exam photo office`.split(/\s+/),
);

/** Words that open a sentence or question: a glued capitalised token may start with one ('Whois', 'AmongP'). */
const OPENERS = new Set(['who', 'how', 'what', 'which', 'where', 'among', 'amongst', 'if', 'in', 'the', 'each', 'exactly', 'only', 'neither', 'there', 'both', 'find', 'of', 'no', 'none', 'three', 'four', 'five', 'six', 'seven', 'eight']);

const LETTER_FOR_DIGIT: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', '5': 's', '8': 'b' };
const DIGIT_FOR_LETTER: Readonly<Record<string, string>> = { o: '0', O: '0', l: '1', I: '1', i: '1', s: '5', S: '5', B: '8', b: '8' };

const UNITS = ['zero', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const TENS_ORDINAL: Readonly<Record<string, number>> = { twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60, seventieth: 70, eightieth: 80, ninetieth: 90 };
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const CARDINALS: Readonly<Record<string, number>> = {
  no: 0, zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

/** An ordinal written in words or digits ('seventh', 'twenty-sixth', '26th', '2nd'), else null. */
export function ordinalValue(word: string): number | null {
  const text = word.toLowerCase().replace(/\s+/g, ' ').trim();
  const digits = /^(\d{1,4})\s?(?:st|nd|rd|th)$/.exec(text);
  if (digits) return Number(digits[1]);
  const unit = UNITS.indexOf(text);
  if (unit > 0) return unit;
  if (TENS_ORDINAL[text]) return TENS_ORDINAL[text];
  const compound = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ]?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)$/.exec(text);
  if (compound) return TENS[compound[1]!]! + UNITS.indexOf(compound[2]!);
  return null;
}

/** A regular expression source for an ordinal in digits or words (lower case text). */
export const ORDINAL = String.raw`(?:\d{1,4}\s?(?:st|nd|rd|th)|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth)`;

/** A whole number in digits or as a small word ('3', 'three', 'no'), else null. */
export function countValue(word: string): number | null {
  const text = word.toLowerCase();
  if (/^\d{1,4}$/.test(text)) return Number(text);
  return CARDINALS[text] ?? null;
}

/** The ordinal to print: 1st, 2nd, 3rd, 11th, 22nd. */
export function ordinalText(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${tail}`;
}

function isWord(token: string): boolean {
  return WORDS.has(token.toLowerCase());
}

/** 'irnmediate' is 'immediate', 'arnong' is 'among': 'rn' read for 'm', undone only where that makes a known word. */
function withM(token: string): string {
  if (isWord(token) || !/rn/.test(token)) return token;
  const fixed = token.replace(/rn/g, 'm');
  return isWord(fixed) ? fixed : token;
}

/**
 * Digits misread inside words ('sh0rter', 'Rahu1', 'M0han') and letters misread inside numbers
 * ('5O', 'I8', '4Oth'), the capitals kept. A token of letters and digits is a word when it has at
 * least two letters besides an ordinal ending; '2nd', '26th' and 'Q2' are left as they are.
 */
function repairTokens(text: string): string {
  return text.replace(/[A-Za-z0-9]+/g, (token) => {
    if (/^\d+$/.test(token) || /^[A-Za-z]+$/.test(token)) return token;
    // A number with look-alike letters: '5O', 'I8', '2I', '4Oth', 'l2th'.
    const ordinal = /^([0-9OoIlSB]+?)(st|nd|rd|th)$/.exec(token);
    const body = ordinal ? ordinal[1]! : token;
    if (/^[0-9OoIlSB]+$/.test(body) && /\d/.test(body) && body.length >= 2) return body.replace(/[OoIlSB]/g, (letter) => DIGIT_FOR_LETTER[letter]!) + (ordinal?.[2] ?? '');
    if (ordinal && /^\d+$/.test(body)) return token;
    const letters = token.replace(/\d/g, '').length;
    if (letters < 2 || !/^[A-Za-z]/.test(token) || !/[0158]/.test(token)) return token;
    return token.replace(/[0158]/g, (digit) => LETTER_FOR_DIGIT[digit]!);
  });
}


/**
 * The fewest known pieces a glued token splits into ('immediateright' -> 'immediate right',
 * 'Meerasits' -> 'Meera sits', 'Tand' -> 'T and'), or null. A capitalised first piece must be a
 * name written on its own elsewhere or a word that opens a sentence; 'a' never follows a name
 * (so 'Aruna' is not 'Arun a').
 */
function splitGlued(token: string, names: ReadonlySet<string>): string[] | null {
  const n = token.length;
  const best: (string[] | null)[] = Array.from({ length: n + 1 }, () => null);
  best[0] = [];
  for (let end = 1; end <= n; end += 1) {
    for (let start = 0; start < end; start += 1) {
      const before = best[start];
      if (!before) continue;
      const piece = token.slice(start, end);
      let known: string | null = null;
      if (/^[A-Z]/.test(piece)) {
        if (start === 0 && (names.has(piece) || [...names].some((name) => nameKey(name) === nameKey(piece)))) known = piece;
        else if (start === 0 && OPENERS.has(withM(piece.toLowerCase()))) known = withM(piece.toLowerCase()).replace(/^./, (first) => first.toUpperCase());
      } else if (piece === 'a') {
        if (start === 0 || !names.has(before.at(-1)!)) known = piece;
      } else if (piece.length > 1 && isWord(withM(piece))) {
        known = withM(piece);
      }
      if (known === null) continue;
      const candidate = [...before, known];
      if (!best[end] || candidate.length < best[end]!.length) best[end] = candidate;
    }
  }
  const found = best[n];
  return found && found.length >= 2 ? found : null;
}

/** Verbs a name may be glued to, and words that, next after such a token, show it is a whole name. */
const GLUED_VERBS = new Set(['is', 'are', 'was', 'has', 'sits', 'sat', 'stands', 'scored', 'earns', 'ranks', 'ranked', 'weighs', 'and', 'or', 'but', 'who', 'sit', 'stand', 'does', 'did', 'ran', 'runs', 'got', 'gets', 'secured']);

/** Canonical form of a name for OCR look-alikes: 'Kornal' and 'Komal', 'Lakshrni' and 'Lakshmi'. */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/rn/g, 'm').replace(/cl/g, 'd').replace(/vv/g, 'w');
}

/**
 * The question with its misreadings undone: one line; digits in words and letters in numbers
 * repaired; glued words split where every piece is a known word or a name written on its own
 * elsewhere; a name misread with 'rn' for 'm' written as printed.
 */
export function repairArrangementText(original: string, options: readonly string[] = []): string {
  // A question number the cleaning left ('l3.', 'Q 12)'): not part of the question.
  const oneLine = original
    .replace(/\s+/g, ' ')
    .trim()
    // An ordinal glued to the next word: '13thfrom', '3Bthfrom'.
    .replace(/\b([0-9OoIlSB]*\d[0-9OoIlSB]*(?:st|nd|rd|th))(?=[a-z]{2,})/g, '$1 ');
  // A one-letter name glued to the word before it and read as a digit: 'than5' is 'than S', 'and8' is 'and B'.
  const unglued = oneLine.replace(/\b([a-z]{2,})([58])\b/g, (all, word: string, digit: string) => {
    const letter = digit === '5' ? 'S' : 'B';
    return isWord(word) && new RegExp(`\\b${letter}\\b`).test(oneLine) ? `${word} ${letter}` : all;
  });
  let text = repairTokens(unglued).replace(/^(?:q(?:uestion|ues|n)?\s*[.:]?\s*(?:no\.?\s*)?\d{1,3}\s*[.):-]?|\d{1,3}\s*[.)])\s+/i, '');
  // A lost space between a lower-case and a capital letter: 'thanQ', 'andRohan', 'AmongP'.
  text = text.replace(/([a-z])([A-Z])/g, '$1 $2');
  // The last 'and' of a list glued to the name before it: 'P, Q, R, S, Tand U', 'Ravi, Rituand Tanvi'.
  text = text.replace(/(,\s*[A-Z][a-z]*?)and\s+(?=[A-Z][a-z]*\b(?!\s*,))/g, '$1 and ');
  // A possessive glued to the next word: "Rekha'sposition".
  text = text.replace(/'s([a-z]{3,})\b/g, (all, rest: string) => (isWord(withM(rest)) ? `'s ${rest}` : all));
  const tokens = text.match(/[A-Za-z]+/g) ?? [];
  const count = (token: string) => tokens.filter((other) => other === token).length;
  // Names for cutting glued words: capitalised words written on their own, names the options give,
  // and any capital letter when the people are letters ('Dis younger' is 'D is younger').
  const capitalised = new Set([...tokens.filter((token) => /^[A-Z]/.test(token) && !isWord(withM(token))), ...options.map((option) => repairTokens(option.trim().replace(/[.)]$/, '')))].filter((name) => /^[A-Z][a-z]*$/.test(name)));
  if (tokens.filter((token) => /^[B-HJ-Z]$/.test(token)).length >= 2) for (const letter of 'ABCDEFGHJKLMNOPQRSTUVWXYZ') capitalised.add(letter);
  text = text.replace(/[A-Za-z]+(?=(\s*[,.;:?]?\s*)([A-Za-z]*))/g, (token: string, gap: string, next: string) => {
    const fixed = withM(token);
    if (isWord(fixed)) return /^[A-Z]/.test(token) ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed;
    // A name written more than once is a name, whatever words it could be cut into.
    if (/^[A-Z]/.test(token) && count(token) > 1) return token;
    const names = new Set([...capitalised].filter((name) => name !== token));
    const pieces = splitGlued(token, names);
    if (pieces) return pieces.join(' ');
    // 'Raviis heavier', 'Nitinranks eighteenth': a name, seen nowhere else, glued to the verb after it
    // (not 'Francis is', 'Francis, Ravi': the next word would then be the verb or a list goes on).
    const verb = /^([A-Z][a-z]{2,}?)(is|are|was|has|sits|sat|stands|scored|earns|ranks|ranked|weighs)$/.exec(token);
    if (verb && !gap.trim() && next && !GLUED_VERBS.has(next.toLowerCase())) return `${verb[1]} ${verb[2]}`;
    return token;
  });
  // Names misread with look-alike letters: the spelling with 'm' (or 'd', 'w') is the printed one.
  const spellings = new Map<string, string[]>();
  for (const token of text.match(/\b[A-Z][a-z]+\b/g) ?? []) {
    if (isWord(token)) continue;
    const list = spellings.get(nameKey(token)) ?? [];
    if (!list.includes(token)) list.push(token);
    spellings.set(nameKey(token), list);
  }
  for (const list of spellings.values()) {
    const printed = list.filter((name) => !/rn|cl|vv/.test(name));
    if (list.length < 2 || printed.length !== 1) continue;
    for (const misread of list) if (misread !== printed[0]) text = text.replace(new RegExp(`\\b${misread}\\b`, 'g'), printed[0]!);
  }
  return text;
}

/** Family words: a question that uses them is a blood-relation puzzle (perhaps with seats or ages), not one of these. */
export const FAMILY = /\b(?:father|mother|son|daughter|brother|sister|husband|wife|uncle|aunt|nephew|niece|grandfather|grandmother|grandson|granddaughter|father-in-law|mother-in-law|sibling|spouse|married|parent)s?\b/i;

/** Capitalised words that are never people here, besides the known words. */
const NOT_PEOPLE = /^(?:Q|Qn|Ques|Question|Statement|Statements|Clue|Clues|Note|Direction|Directions|Mr|Mrs|Ms|Dr|Shri|Smt|Sri|Options?)$/;

/** A capital letter or capitalised word that can be a person: not 'I' (a numeral here) nor a known word. */
function isNameWord(token: string): boolean {
  if (/^[A-Z]$/.test(token)) return token !== 'I';
  return /^[A-Z][a-z]+$/.test(token) && !isWord(token) && !NOT_PEOPLE.test(token);
}

/**
 * A question typed in lower case ('in a class anil rank is 23 from top'): its names written with a
 * capital, so the readers find them. A name is a word the word list does not know that stands
 * where a person stands: before "'s", 'rank', 'is', 'sits', 'scored' and the like, or in the list
 * after 'five friends'. Used only when no word of the text has a capital.
 */
export function capitaliseTypedNames(text: string): string {
  if (/[A-Z]/.test(text)) return text;
  const found = new Set<string>();
  const person = /\b([a-z]{3,})(?='s?\b|\s+(?:rank|ranks|ranked|is|was|sits|sit|stands|scored|scores|got|secured)\b)/g;
  for (const match of text.matchAll(person)) if (!isWord(withM(match[1]!))) found.add(match[1]!);
  // 'five friends dolly eshan bunty amit chinu sitting ...': the list is names when it is as long as the count.
  const listed = /\b(three|four|five|six|seven|eight|[3-8])\s+(?:friends|persons|people|students|boys|girls|children|members)\s*,?\s*((?:[a-z]{3,}\s*,?\s*(?:and\s+)?){3,8}?)(?=\b(?:are|were|sitting|sit|sits|seated|standing|stand|who)\b)/.exec(text);
  const list = (listed?.[2] ?? '').split(/[\s,]+/).filter((name) => name && name !== 'and');
  if (listed && list.length === countValue(listed[1]!) && new Set(list).size === list.length) for (const name of list) found.add(name);
  let out = text;
  for (const name of found) out = out.replace(new RegExp(`\\b${name}\\b`, 'g'), name.charAt(0).toUpperCase() + name.slice(1));
  return out;
}

/** 'A' as a person rather than the article: followed by a verb or punctuation, or after 'than', 'of', 'and'. */
function isPersonA(text: string): boolean {
  return /\bA\b(?=\s*(?:[,.;?]|$|\s+(?:is|sits|sit|stands|and|or|was|scored|scores|earns|does|has|weighs|gets|got|faces|ranks|but)\b))|(?:\b(?:than|of|and|to|between|opposite|nor|beside)\s+)A\b/.test(text);
}

/**
 * A list of people as written: 'P, Q, R, S and T', 'Amit, Anil, Ayesha and Isha', or with commas
 * alone ('P, Q, R, S, T, U'; three names at least, so that 'next to Ravi, Aman sits' is no list).
 */
const LIST = /\b[A-Z][a-z]*(?:\s*,\s*[A-Z][a-z]*)+\s*,?\s+(?:and|&)\s+[A-Z][a-z]*\b|\b[A-Z][a-z]*(?:\s*,\s*[A-Z][a-z]*){2,}\b/g;

export interface People {
  /** The people, in the order of the question's list of them, or in the order it names them. */
  readonly names: readonly string[];
  /** How many people the question says there are ('five friends', '6 persons'), if it says. */
  readonly stated: number | null;
}

/**
 * The people of the question: every capitalised name written, in the order of the question's
 * longest list of them when that list names them all; with the number the question states. A
 * person only the options name ('Five friends ...' with four named in the clues) is one of them
 * when that makes up the number stated. Null when the names disagree with the number stated, or
 * an option names someone the question never counts.
 */
export function peopleIn(text: string, options: readonly string[] = []): People | null {
  const stated = statedCount(text);
  const written = namesWritten(text);
  const lists = [...text.matchAll(LIST)]
    .map((match) => match[0].split(/\s*,\s*|\s+(?:and|&)\s+/).map((name) => name.trim()))
    .filter((list) => list.every(isNameWord) && new Set(list).size === list.length);
  const longest = lists.reduce<string[]>((best, list) => (list.length > best.length ? list : best), []);
  let names = longest.length === written.length && written.every((name) => longest.includes(name)) ? longest : written;
  const keys = new Set(names.map(nameKey));
  const extra = [...new Set(options.map(optionName).filter((option) => isNameWord(option) && !keys.has(nameKey(option))))];
  if (extra.length > 0) {
    if (stated === null || stated !== names.length + extra.length) return null;
    names = [...names, ...extra];
  }
  if (stated !== null && stated !== names.length) return null;
  return { names, stated };
}

/** Every capital letter or capitalised word of the text that can be a person, in the order first written. */
export function namesWritten(text: string): string[] {
  return [...new Set((text.match(/\b[A-Z][a-z]*\b/g) ?? []).filter(isNameWord))].filter((name) => name !== 'A' || isPersonA(text));
}

/** 'Five friends', 'six persons', '7 people': the number of people the question states. */
function statedCount(text: string): number | null {
  // Not a count in a clue ('taller than exactly three persons', 'only two persons sit between'), nor 'five or more'.
  const pattern = /(?<!\b(?:than|only|exactly|just|least|most)\s+)\b(three|four|five|six|seven|eight|[3-8])\s+(?:[a-z]+\s+)?(?:friends|persons|people|students|boys|girls|children|members|colleagues|cousins|boxers|players|men|women|athletes|runners|employees|candidates)\b(?!(?:\s+[a-z]+){0,3}\s+(?:between|than)\b)/gi;
  for (const match of text.matchAll(pattern)) {
    if (/^\s*or\s+(?:more|less|fewer)\b/i.test(text.slice(match.index + match[1]!.length))) continue;
    return countValue(match[1]!.toLowerCase());
  }
  return null;
}

/**
 * The text in lower case with each person written as '#<index>' ('Meera sits second to the right
 * of Farhan' -> '#1 sits second to the right of #0'), so that the readers never mistake a name for
 * a word ('A' for the article) or a word for a name.
 */
export function coded(text: string, names: readonly string[]): string {
  const byLength = names.map((name, index) => ({ name, index })).sort((a, b) => b.name.length - a.name.length);
  let out = text;
  for (const { name, index } of byLength) out = out.replace(new RegExp(`(?<![A-Za-z#])${name}(?![a-z])`, 'g'), `\uE000${index}\uE001`);
  return out.toLowerCase().replace(/\uE000(\d+)\uE001/g, '#$1');
}

/**
 * The sentences of a text (a full stop, semicolon, question or exclamation mark ends one; so does
 * a colon, which closes a lead-in such as 'Statements:' or 'sir plz solve:').
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.;!?:])\s+|(?<=\?)/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[a-z#]/i.test(sentence));
}

/**
 * The clauses of a clue sentence as split by `separator` (a pattern with one capturing group):
 * each non-empty one, trimmed, with the separator before it ('' for the first). A leading '(i)' or
 * '1.' is dropped, and a lone name before 'and' joins the clause after it: 'A and C are sitting
 * together' is one clause, not two.
 */
export function cluePieces(unfolded: string, separator: RegExp): { raw: string; separator: string }[] {
  const pieces = unfolded.replace(/^(?:\(?(?:[ivx]{1,4}|\d{1,2})\)|(?:[ivx]{1,4}|\d{1,2})\.)\s+/, '').split(separator);
  for (let index = 0; index + 2 < pieces.length; index += 2) {
    if (/^#\d+$/.test(pieces[index]!.trim()) && /\band\s*$/.test(pieces[index + 1]!)) {
      pieces.splice(index, 3, `${pieces[index]!.trim()}${pieces[index + 1]!}${pieces[index + 2]!}`);
      index -= 2;
    }
  }
  const out: { raw: string; separator: string }[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    const raw = pieces[index]!.trim();
    if (raw) out.push({ raw, separator: index > 0 ? pieces[index - 1]! : '' });
  }
  return out;
}

/** The sentence that asks: the one ending in a question mark, else the last that opens with an asking word. */
export function findQuestion(sentences: readonly string[]): number {
  const marked = sentences.map((sentence, index) => (/\?$/.test(sentence) ? index : -1)).filter((index) => index >= 0);
  if (marked.length === 1) return marked[0]!;
  const asking = sentences.map((sentence, index) => (/^(?:who|whom|which|how many|what|where|find|in which|at which|arrange)\b/.test(sentence) ? index : -1)).filter((index) => index >= 0);
  return asking.at(-1) ?? -1;
}

/** A coded text with the names back in place, as a sentence. */
export function decode(text: string, names: readonly string[]): string {
  const out = text.replace(/#(\d+)/g, (code, index: string) => names[Number(index)] ?? code);
  return out.charAt(0).toUpperCase() + out.slice(1);
}

const NEGATION = /\b(?:does|do|did|is|are|was|were|has|have)\s+not\b|\b(?:doesn'?t|don'?t|didn'?t|isn'?t|aren'?t|wasn'?t|weren'?t|hasn'?t|haven'?t)\b|\bnot\b|\bnever\b/g;

/**
 * A clause without its 'not' ('A does not sit next to B' -> 'A sit next to B', denied); null
 * when it denies twice ('It is not true that A does not ...'), which is not read.
 */
export function withoutNegation(clause: string): { plain: string; negated: boolean } | null {
  const found = clause.match(NEGATION) ?? [];
  if (found.length > 1) return null;
  return { plain: clause.replace(NEGATION, ' ').replace(/\s+/g, ' ').trim(), negated: found.length === 1 };
}

/** The person codes in a coded clause: '#3 sits next to #1' -> [3, 1]. */
export function codesIn(clause: string): number[] {
  return [...clause.matchAll(/#(\d+)/g)].map((match) => Number(match[1]));
}

/** The number an option states, with look-alike letters read as digits ('2I' is 21, '8O' is 80, '15th' is 15). */
export function optionNumber(option: string): number | null {
  const text = option.trim().replace(/[.)]$/, '').trim();
  const match = /^([0-9OoIlSB]+)\s*(?:st|nd|rd|th)?$/.exec(text);
  if (match && /\d/.test(match[1]!)) return Number(match[1]!.replace(/[OoIlSB]/g, (letter) => DIGIT_FOR_LETTER[letter]!));
  const word = ordinalValue(text) ?? countValue(text);
  return word;
}

/** An option's text read as a name: 'Suni1' is 'Sunil', '(b) Ravi.' is 'Ravi'. */
export function optionName(option: string): string {
  return repairTokens(option.trim().replace(/[.)]$/, '').trim());
}

/**
 * True when an option names the answer: one name ('Kornal' for 'Komal', 'Suni1' for 'Sunil'), or
 * the same people in any order ('C and A', 'A, C' for 'A and C').
 */
export function namesMatch(option: string, answer: string): boolean {
  const people = (text: string) =>
    text
      .split(/\s*(?:,|&|\band\b)\s*/)
      .map((name) => nameKey(name.trim()))
      .filter(Boolean)
      .sort()
      .join('|');
  return people(optionName(option)) === people(answer);
}
