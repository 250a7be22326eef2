import { type Figure, askedHead, clauseOf, earliestOf, figuresOf, inYears, isTime, leadOf, trailOf, withBareMoney } from './figure-reader';

/**
 * Reads a simple or compound interest question into its facts: each rupee figure by what it is
 * (the sum lent, what it grows to, the interest, the CI−SI difference), the rates (one, or one
 * for each year), the times, 'doubles itself' and 'four times itself', how often interest is
 * compounded, and what is asked. A figure whose role the words do not say leaves the question
 * unread (null): a guessed role would give a wrong answer.
 */

export type MoneyRole = 'principal' | 'amount' | 'interest' | 'difference';
export type InterestAsk = 'interest' | 'amount' | 'principal' | 'rate' | 'time' | 'difference';

export interface Money {
  readonly figure: Figure;
  readonly role: MoneyRole;
  /** The time the figure is reached in: 'amounts to ₹12,760 in 2 years'. */
  readonly after: Figure | null;
  /** For an interest: the kind its own words name ('the compound interest ... is ₹41'), else null. */
  readonly kind: 'simple' | 'compound' | null;
}

export interface Rate {
  readonly figure: Figure;
  /** 'for the second year': the year it applies to, counted from 1; null for every year. */
  readonly year: number | null;
}

/** 'doubles itself in 4 years' (times 2, in 4 years) or, asked, 'will it become eight times itself' (no time). */
export interface Multiple {
  readonly times: number;
  readonly within: Figure | null;
  /** The number as written, when it is written in digits ('3 times'). */
  readonly written: number | null;
}

export interface InterestFacts {
  readonly simple: boolean;
  readonly compound: boolean;
  /** How many times a year interest is compounded: 1, 2 (half-yearly) or 4 (quarterly). */
  readonly perYear: number;
  /** Numbers that name the compounding period ('every 6 months'), not a value. */
  readonly periodWords: readonly number[];
  readonly money: readonly Money[];
  readonly rates: readonly Rate[];
  readonly times: readonly Figure[];
  readonly multiples: readonly Multiple[];
  readonly ask: InterestAsk | null;
  /** Every figure read, for the answer's givens. */
  readonly figures: readonly Figure[];
}

/** 'the simple interest on it', 'will the interest be', 'S.I. on ₹500': interest as a subject, not 'at simple interest'. */
const SUBJECT_INTEREST = /(?:^|\b(?:the|its|an?|total|that|this)\s+)(?:(?:simple|compound|total)\s+)?interest\b(?!\s+(?:rate|p\.a|per))|^[sc]\.?\s?i\.?\s|\b[sc]\.?\s?i\.?\s+(?:on|for|of)\b/;
const SUBJECT_DIFFERENCE = /\bdifference\b|\bdiffer\b/;

/** What a bare 'is ₹500' is: the subject of its sentence ('the simple interest on it is', 'the difference ... is'). */
function subjectOf(clause: string): MoneyRole | null {
  if (SUBJECT_DIFFERENCE.test(clause)) return 'difference';
  if (SUBJECT_INTEREST.test(clause)) return 'interest';
  if (/^(?:the\s+)?(?:amount|total amount|maturity)\b/.test(clause)) return 'amount';
  if (/^(?:the\s+|a\s+)?(?:sum|principal)\b/.test(clause)) return 'principal';
  return null;
}

/** What a rupee figure is, from the words just before it (and 'as interest' just after). */
function roleOf(lead: string, trail: string, clause: string, previous: MoneyRole | null, afterTime: boolean): MoneyRole | null {
  // '... it would have fetched ₹360 more': a difference between two sums, not one of them.
  if (/^\s*(?:more|less|extra|higher|lower)\b/.test(trail)) return null;
  if (/^\s*(?:\/-)?\s*(?:as|in|by way of|towards)\s+(?:the\s+)?(?:(?:simple|compound)\s+)?interest\b/.test(trail)) return 'interest';
  // A copula leaves the role to the sentence's subject: 'the difference between CI and SI on a sum is ₹25'.
  if (/(?:\bis|\bwas|\bbe|=|:|\bcomes to)\s*$/.test(lead)) return subjectOf(clause);
  if (/\bdifference\s*(?:of)?\s*$|\b(?:exceeds?|exceeded|more than|greater than)\b[^₹]*?\bby\s*$/.test(lead)) return 'difference';
  if (/(?:interest|\b[sc]\.?\s?i\.?)\s*(?:earned|received|obtained|charged|accrued|payable|due|paid)?\s*of\s*$/.test(lead)) return 'interest';
  if (/\b(?:earns?|earned|earning|yields?|yielded|fetch(?:es|ed)?|produces?|produced|brings?|brought|gives?|gave)\s+(?:an?\s+)?(?:(?:simple|compound)\s+)?(?:interest\s+)?(?:of\s+)?$/.test(lead)) return 'interest';
  if (/\b(?:amounts?|amounted|amounting|becomes?|became|become|grows?|grew|grown|turns?|turned|accumulates?|accumulated)\s*(?:to|into|up to)?\s*$/.test(lead)) {
    // 'The interest on it amounts to ₹500' is the interest; 'a sum ... amounts to ₹500' the amount.
    const subject = subjectOf(clause);
    return subject === 'interest' || subject === 'difference' ? subject : 'amount';
  }
  // 'got back ₹5,800', 'repaid ₹6,200 to clear the loan': what the sum grew to.
  if (/\b(?:got|gets|received|receives|paid|pays)\s+back\s*$|\b(?:repaid|repays|returned|returns)\s*$/.test(lead)) return 'amount';
  if (/\b(?:sum|principal|capital|deposit|loan|investment)\b(?:\s+of\s+money)?\s*(?:of|amounting to)?\s*$|\b(?:invests?|invested|investing|deposits?|deposited|depositing|lends?|lent|lending|borrows?|borrowed|borrowing|puts?|placed|keeps?|kept|on)\s*$/.test(lead)) {
    return 'principal';
  }
  // 'amounts to ₹12,760 in 2 years and to ₹13,640 in 3 years': the same role again.
  if (afterTime && previous && /^\s*(?:,|and|or)?\s*(?:and\s+)?(?:to|into)?\s*$/.test(lead)) return previous;
  return null;
}

const MULTIPLE_WORDS: Readonly<Record<string, number>> = { double: 2, doubles: 2, doubled: 2, twice: 2, triple: 3, triples: 3, tripled: 3, treble: 3, trebles: 3, trebled: 3, thrice: 3, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, nine: 9, sixteen: 16 };

/** 'doubles itself in 6 years', 'becomes four times itself in 16 years', 'will it become eight times as large'. */
function multiplesOf(text: string, figures: readonly Figure[]): Multiple[] {
  const multiples: Multiple[] = [];
  const pattern = /\b(doubles|doubled|triples|tripled|trebles|trebled)\b(?:\s+itself)?|\b(double|twice|triple|treble|thrice|(two|three|four|five|six|eight|nine|sixteen|\d+)\s+times)\b(?:\s+(?:itself|of itself|the sum|the principal|as large|as much|its (?:value|principal)))?/g;
  for (const match of text.matchAll(pattern)) {
    const word = match[1] ?? match[3] ?? match[2]!;
    const times = /^\d+$/.test(word) ? Number(word) : MULTIPLE_WORDS[word];
    if (!times || times < 2) continue;
    const end = match.index + match[0].length;
    const within = figures.find((figure) => isTime(figure) && figure.start >= end && /^\s*(?:at [^.?]{0,40}?)?(?:in|within|after)\s*$/.test(text.slice(end, figure.start))) ?? null;
    multiples.push({ times, within, written: /^\d+$/.test(word) ? times : null });
  }
  return multiples;
}

/** 'the rates for successive years are 4% and 5%': each rate in turn is the next year's. */
function successiveYears(text: string, rates: Rate[]): Rate[] {
  if (rates.length < 2 || rates.some((rate) => rate.year !== null)) return rates;
  if (!/\b(?:successive|consecutive|subsequent)\s+years\b|\bfor\s+(?:the\s+)?(?:first|1st)\s+and\s+(?:the\s+)?(?:second|2nd)\s+years?\b|\byear\s+by\s+year\b/.test(text)) return rates;
  return rates.map((rate, index) => ({ ...rate, year: index + 1 }));
}

/** 'for the first year', 'in the 2nd year': the year a rate applies to. */
function yearOf(trail: string): number | null {
  const match = /^\s*(?:p\.?\s?a\.?\s*|per annum\s*)?(?:for|in|during)\s+the\s+(first|second|third|fourth|1st|2nd|3rd|4th)\b/.exec(trail);
  if (!match) return null;
  return { first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4 }[match[1]!] ?? null;
}

/** The ask, from the head noun of the asked clause: 'at what rate ... will ₹500 earn ₹120' asks the rate. */
export function interestAsk(text: string): InterestAsk | null {
  // 'A sum of ₹5,000 amounts to how much in 2 years?': the head is 'how much', the verb says the amount.
  if (/\b(?:amounts? to|becomes?|grows? to|will be|will it be) how much\b/.test(text)) return 'amount';
  // '... amounts to ₹1,764 in:' and '... eight times itself in:' leave the time blank.
  if (/\b(?:in|after|within)\s*[:?]?\s*$/.test(text)) return 'time';
  const head = askedHead(text)
    // 'the amount of interest' is the interest; 'principal and interest together' the amount.
    .replace(/\bamount of (?:the )?interest|\binterest amount/g, 'interest')
    .replace(/(?:principal|sum) (?:and|plus|\+) interest|(?:including|with|along with|together with|plus|inclusive of)\s+(?:the\s+)?interest/g, 'amount');
  return earliestOf(head, {
    time: /how many years|in what time|how long|\btime\b|\bperiod\b|number of years|how much time|after how many|in how many|when will/,
    rate: /\brate(?:\b|percent|of)|what (?:%|per ?cent)|at what (?:%|per ?cent)/,
    difference: /\bdifference\b|by how much (?:does|is|will|would)/,
    principal: /\b(?:sum|principal|capital|investment)\b|what amount (?:was|is|should|must|had|has) (?:been )?(?:invested|lent|deposited|borrowed)|how much (?:money )?(?:was|is|should|must|did|had|has)\b[^?]*?\b(?:invest|lend|lent|deposit|borrow)/,
    interest: /\binterest\b|\b[sc]\.?\s?i\b/,
    amount: /\bamount(?:\b|to\b)|\bbecomes?\b|\btotal\b|maturity|get back|gets back|\breceive|\brepay|pay back|pays back|\breturn|in all|altogether|accumulate|grows? to|how much (?:money )?(?:will|would|does|did|do|shall|can)\s+[a-z]+\s+(?:get|have|receive|collect|withdraw|pay)|will (?:it|the sum|the deposit|the money) be|(?:have|has) to pay/,
  });
}

const INTEREST_NOUN = String.raw`((?:simple|compound)\s+interest|[sc]\.?\s?i\.?|principal|sum|amount)`;

/** What 'the simple interest', 'C.I.', 'the amount' names, for 'respectively'. */
function namedMoney(words: string): { role: MoneyRole; kind: 'simple' | 'compound' | null } {
  if (/^(?:simple|s)/.test(words)) return { role: 'interest', kind: 'simple' };
  if (/^(?:compound|c)/.test(words)) return { role: 'interest', kind: 'compound' };
  return { role: /^amount/.test(words) ? 'amount' : 'principal', kind: null };
}

/**
 * 'The simple interest and the compound interest on a sum for 2 years are ₹1,200 and ₹1,260
 * respectively': the two figures take the two names in order.
 */
function respectively(text: string, figures: readonly Figure[]): Map<Figure, { role: MoneyRole; kind: 'simple' | 'compound' | null }> {
  const named = new Map<Figure, { role: MoneyRole; kind: 'simple' | 'compound' | null }>();
  const match = new RegExp(String.raw`\b${INTEREST_NOUN}\s+and\s+(?:the\s+)?${INTEREST_NOUN}\b[^.?₹]*?\b(?:are|were|is|was)\s*₹\s?\d+(?:\.\d+)?\s+and\s+₹\s?\d+(?:\.\d+)?\s+respectively`).exec(text);
  if (!match) return named;
  const start = match.index + match[0].indexOf('₹');
  const pair = figures.filter((figure) => figure.unit === 'rupees' && figure.start >= start && figure.end <= match.index + match[0].length);
  const [first, second] = [namedMoney(match[1]!), namedMoney(match[2]!)];
  if (pair.length !== 2 || (first.role === second.role && first.kind === second.kind)) return named;
  named.set(pair[0]!, first);
  named.set(pair[1]!, second);
  return named;
}

/** The facts of an interest question, or null when a rupee figure's role cannot be read. */
export function readInterest(text: string): InterestFacts | null {
  // '₹1₹0250' from 'Rs. 10,250/-': a rupee sign inside a number is a misread figure.
  if (/₹\s?\d[\d,.]*₹/.test(text)) return null;
  const simple = namesSimple(text);
  const compound = namesCompound(text);
  const perYear = compound ? (/half[- ]?year|semi[- ]?annual|(?:every|each)\s+(?:6|six)\s+months?|six[- ]monthly|twice a year/.test(text) ? 2 : /quarter|(?:every|each)\s+(?:3|three)\s+months?|three[- ]monthly/.test(text) ? 4 : 1) : 1;
  // 'compounded every sixmonths' (a lost space), 'compounded monthly': a period named but not read as one of the three.
  if (compound && perYear === 1 && /month|semi|quarter|weekly|daily/.test(text) && !/\b(?:annually|yearly|every year|each year|per annum compounded)\b/.test(text)) return null;
  // 'every 6 months' names the compounding period: its 6 is not a time.
  const periodText = text.replace(/(?:every|each)\s+(?:6|3)\s+months?|(?:6|3)[- ]monthly/g, (words) => words.replace(/\d/g, '#'));
  const periodWords = [...text.matchAll(/(?:every|each)\s+(6|3)\s+months?|(6|3)[- ]monthly/g)].map((match) => Number(match[1] ?? match[2]));
  const figures = withBareMoney(periodText, figuresOf(periodText), String.raw`(?:principal|sum|amount|interest|p|a|s\.?\s?i\.?|c\.?\s?i\.?)\s*(?:is|was|=|:)|(?:sum|principal|loan|deposit)\s+of`);
  const paired = respectively(periodText, figures);
  const read: { figure: Figure; role: MoneyRole | null; after: Figure | null; kind: 'simple' | 'compound' | null; paidBack: boolean }[] = [];
  const rates: Rate[] = [];
  const times: Figure[] = [];
  let previous: MoneyRole | null = null;
  for (const [index, figure] of figures.entries()) {
    if (figure.unit === 'percent') {
      const trail = trailOf(periodText, figures, index);
      // '2% per month', '5% per half-year': a rate for a period other than the year.
      if (/^\s*(?:per|a|every|each)\s+(?:month|quarter|half[- ]?year|six months|day|week)\b|^\s*(?:monthly|quarterly|half[- ]?yearly)\b/.test(trail)) return null;
      rates.push({ figure, year: yearOf(trail) });
    } else if (isTime(figure)) times.push(figure);
    else if (figure.unit === 'rupees') {
      const lead = leadOf(periodText, figures, index);
      const pair = paired.get(figure);
      const role: MoneyRole | null = pair?.role ?? roleOf(lead, trailOf(periodText, figures, index), clauseOf(periodText, figure), previous, index > 0 && isTime(figures[index - 1]!));
      const next = figures[index + 1];
      const after = next && isTime(next) && /^\s*(?:in|after|at the end of|by the end of|for)\s*$/.test(periodText.slice(figure.end, next.start)) ? next : null;
      // The kind named nearest before an interest figure, in its clause ('... and the simple interest is ₹40').
      const named = [...`${clauseOf(periodText, figure)} ${lead}`.matchAll(/\b(simple|compound)\s+interest|\b([sc])\.?\s?i\b/g)].pop();
      const word = named ? (named[1] ?? named[2])! : null;
      const kind = pair ? pair.kind : role === 'interest' && word ? (word.startsWith('s') ? 'simple' : 'compound') : null;
      // 'He got back ₹5,800', 'repaid ₹6,200': a sum paid back, which no word makes the principal.
      const paidBack = /\b(?:got|gets?|received?|receives|repaid|repays?|paid|pays?|returned|returns?|back|withdr\w*|cleared?|settled?|total|final)\b/.test(lead);
      read.push({ figure, role, after, kind, paidBack });
      if (role) previous = role;
    }
  }
  // A lone sum with no word for it ('What will ₹5,000 amount to ...') is the principal.
  const unread = read.filter((entry) => entry.role === null);
  if (unread.length === 1 && !unread[0]!.paidBack && !read.some((entry) => entry.role === 'principal')) unread[0]!.role = 'principal';
  const money = read.flatMap(({ figure, role, after, kind }) => (role ? [{ figure, role, after, kind }] : []));
  if (money.length < read.length) return null;
  return { simple, compound, perYear, periodWords, money, rates: successiveYears(periodText, rates), times, multiples: multiplesOf(periodText, figures), ask: interestAsk(periodText), figures };
}

/**
 * True when a figure has no part in the facts: a plain number that is not a written multiple
 * ('3 times'), or an ordinal that names no rate's year. Such a question is not read in full.
 */
export function hasStrayFigures(facts: InterestFacts): boolean {
  const multiples = facts.multiples.flatMap((multiple) => (multiple.written === null ? [] : [multiple.written]));
  const yearTagged = facts.rates.some((rate) => rate.year !== null);
  return facts.figures.some((figure) => (figure.unit === 'plain' && !multiples.includes(figure.value)) || (figure.unit === 'ordinal' && !yearTagged));
}

/** Simple interest named ('simple', 'S.I.'). */
export const namesSimple = (text: string) => /simple|\bs\.?\s?i\b/.test(text);
/** Compound interest named ('compound', 'C.I.', 'compounded'). */
export const namesCompound = (text: string) => /compound|\bc\.?\s?i\b/.test(text);

/**
 * 'Interest' with no kind named, which papers use for simple interest: only when nothing hints
 * at compounding, not even a broken word ('com pound', 'cornpound') or a period of compounding.
 */
export function plainInterest(text: string): boolean {
  if (namesSimple(text) || namesCompound(text) || !/\binterest\b/.test(text)) return false;
  return !/pound|compo|half[- ]?year|quarter|yearly|annually|every (?:6|six|3|three) months/.test(text);
}

/** The one figure of a role, or null when there is none or more than one. */
export function only(money: readonly Money[], role: MoneyRole): Money | null {
  const found = money.filter((entry) => entry.role === role);
  return found.length === 1 ? found[0]! : null;
}

export { inYears };
