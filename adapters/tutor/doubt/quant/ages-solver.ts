import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { solveLinear } from './linear-system';
import { checkStep, lowestTerms, num, round2, shown } from './quant-text';
import { MULTIPLIER, askedPart, multiplierWord } from './ratio-text';

/**
 * Ages: each sentence is turned into an equation in the present ages of one or two people — a
 * ratio at some time ('five years ago the ratio of their ages was 3 : 4'), a sum ('the sum of
 * their present ages is 60'), a difference ('A is 6 years older than B'), a multiple ('after 10
 * years the father will be twice as old as the son', 'Ravi's age is one-third of his father's'),
 * an age at a birth ('when Ravi was born his father was 30') — and the equations are solved.
 * Also children born at equal intervals with the sum of their ages.
 */
export function solveAges(text: string): QuantAnswer | null {
  if (!/\bages?\b|years? old|as old|older|younger|\bborn\b|\bbirth\b/.test(text)) return null;
  return children(text) ?? byEquations(text);
}

/** A time phrase: '5 years ago' is −5; 'after 5 years', 'in 5 years', '5 years hence' are +5. */
const TIME = String.raw`(?:(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\.?\s*(ago|back|before|earlier|hence|from now|later)|(?:after|in)\s+(?:another\s+)?(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\.?(?!\s*(?:older|younger|old|more|less|of)\b))`;

function timesIn(clause: string): { offset: number; index: number; end: number; written: number }[] {
  return [...clause.matchAll(new RegExp(TIME, 'g'))].map((match) => {
    const value = Number(match[1] ?? match[3]);
    const past = match[2] !== undefined && /ago|back|before|earlier/.test(match[2]);
    return { offset: past ? -value : value, index: match.index, end: match.index + match[0].length, written: value };
  });
}

const ROLES = String.raw`(?:person|father|mother|son|daughter|man|woman|husband|wife|brother|sister|grandfather|grandmother|grandson|granddaughter|uncle|aunt|nephew|niece|boy|girl|teacher|student|child|friend|cousin)`;
const NOT_PEOPLE = new Set(['he', 'she', 'it', 'his', 'her', 'him', 'they', 'their', 'them', 'the', 'an', 'and', 'of', 'is', 'was', 'will', 'be', 'ages', 'age', 'sum', 'ratio', 'present', 'what', 'find', 'how', 'years', 'year', 'old', 'now', 'then', 'when', 'two', 'both', 'whose', 'who', 'which', 'that', 'this', 'one', 'other', 'each', 'if', 'after', 'before', 'ago', 'hence', 'time', 'total', 'difference', 'product', 'at', 'in', 'as', 'times', 'twice', 'thrice', 'half', 'brothers', 'sisters', 'friends', 'persons', 'people', 'children', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'double', 'more', 'less', 'older', 'younger', 'years']);

/** The people of the question in the order they are first named: ['father', 'son'], ['ravi'], ['a', 'b']. */
function peopleOf(text: string): string[] {
  const found: { name: string; at: number }[] = [];
  const add = (name: string | undefined, at: number) => {
    if (!name) return;
    const clean = name.replace(/'s$|s'$/, '');
    if (NOT_PEOPLE.has(clean) || /^\d/.test(clean)) return;
    if (!found.some((entry) => entry.name === clean)) found.push({ name: clean, at });
    else found.find((entry) => entry.name === clean)!.at = Math.min(found.find((entry) => entry.name === clean)!.at, at);
  };
  for (const match of text.matchAll(new RegExp(String.raw`\b${ROLES}\b`, 'g'))) add(match[0], match.index);
  const patterns = [
    String.raw`\bages?\s+of\s+(?:the\s+)?([a-z]+)\s+and\s+(?:his\s+|her\s+|the\s+)?([a-z]+)`,
    String.raw`\b([a-z]+)\s+and\s+([a-z]+)(?:'s)?\s+(?:present\s+)?(?:ages|are|were)\b`,
    String.raw`\b([a-z]+)(?:'s)\s+(?:present\s+)?age\b`,
    String.raw`\b([a-z]+)\s+(?:is|was|will be)\s+(?:\d+(?:\.\d+)?\s+years?\s+(?:older|younger)|(?:\d+(?:\.\d+)?\s+times|${MULTIPLIER})\s+as\s+old)`,
    String.raw`\b(?:than|as old as|that of)\s+(?:his\s+|her\s+|the\s+)?([a-z]+)\b`,
    String.raw`\b([a-z]+)(?:'s)?(?:\s+present)?(?:\s+age)?\s+(?:is|was|will be)\s+(?:\d+(?:\.\d+)?\s+times|${MULTIPLIER})\s+(?:of\s+|the\s+age\s+of\s+)(?:his\s+|her\s+|the\s+)?([a-z]+)\b`,
    String.raw`\bwhen\s+([a-z]+)\s+was\s+born\b`,
    String.raw`\bhow old (?:is|was|will)\s+([a-z]+)\b`,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(new RegExp(pattern, 'g'))) {
      for (const group of [match[1], match[2]]) {
        if (!group) continue;
        // 'a' is a name only where it stands as one ('a and b', 'a's age'), not as the article.
        if (group === 'a' && new RegExp(String.raw`\ba\s+${ROLES}\b`).test(text.slice(match.index, match.index + match[0].length + 12))) continue;
        add(group, match.index + match[0].indexOf(group));
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.name);
}

/** One equation in the present ages: coefficients · ages = total. */
interface Equation {
  readonly coefficients: readonly number[];
  readonly total: number;
  /** The statement as a student writes it. */
  readonly line: string;
  /** The written numbers the statement used. */
  readonly givens: readonly number[];
  /** Times at which an age is taken: an age then must be positive. */
  readonly moments: readonly { readonly person: number; readonly offset: number }[];
  /** The statement with the worked ages put in, for the check: '48 = 3 × 16'. */
  readonly show: (ages: readonly number[]) => string;
}

const when = (offset: number) => (offset === 0 ? 'now' : `${num(Math.abs(offset))} years ${offset > 0 ? 'from now' : 'ago'}`);
const at = (name: string, offset: number) => (offset === 0 ? name : `(${name} ${offset > 0 ? '+' : '−'} ${num(Math.abs(offset))})`);

/** The clauses of the text: sentences, and parts after ';' or ', and' / 'but' that start a new statement. */
function clausesOf(text: string): string[] {
  return text
    .split(/(?<=[.;?])\s+|[;]\s*|,?\s+(?:and|but|while|whereas)\s+(?=(?:the\s+|their\s+|his\s+|her\s+)?(?:ratio|sum|total|difference)\b|\d+(?:\.\d+)?\s*years?\s*(?:ago|back|hence|from now|later|before)|(?:after|in)\s+\d)|,\s+(?=\d+(?:\.\d+)?\s*years?\s*(?:ago|back|hence|from now|later|before)\b|(?:after|in)\s+\d+(?:\.\d+)?\s*years?\b)/)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

/** The person a word refers to: a named one, or the first person for 'he', 'she', 'his', 'her', 'it'. */
function personAt(word: string, people: readonly string[]): number {
  const clean = word.replace(/'s$|s'$/, '');
  const index = people.indexOf(clean);
  if (index >= 0) return index;
  return /^(?:he|she|his|her|it|him)$/.test(clean) ? 0 : -1;
}

/** The equations each clause states. Null when a clause with a number says something not read. */
function equationsOf(text: string, people: readonly string[]): Equation[] | null {
  const names = people.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const WHO = String.raw`(?:the\s+|a\s+|an\s+|his\s+|her\s+)?(${names}|he|she|his|her|it)(?:'s|s')?`;
  const equations: Equation[] = [];
  const size = people.length;
  const row = (entries: readonly (readonly [number, number])[]) => {
    const coefficients = Array.from({ length: size }, () => 0);
    for (const [person, value] of entries) coefficients[person]! += value;
    return coefficients;
  };
  const label = (index: number) => shown(people[index]!);
  // The asked part states nothing ('after 6 years, the son's age will be:'); a fact before it still counts.
  const asked = askedPart(text);
  const statements = text.lastIndexOf(asked) > 0 ? text.slice(0, text.lastIndexOf(asked)) : text;
  for (const clause of clausesOf(statements)) {
    const body = clause.replace(/\b(?:what|find|how|which|calculate|determine)\b.*$/, '');
    if (!new RegExp(String.raw`\d|\btimes\b|${MULTIPLIER}`).test(body)) continue;
    const times = timesIn(body);
    const clauseTime = times.length === 1 ? times[0]!.offset : times.length === 0 ? 0 : null;
    const timeGivens = times.map((time) => time.written);
    const before = equations.length;

    // A ratio: 'the ratio of the ages of a and b (5 years ago) was 3 : 4', 'their ages are in the ratio 3 : 4', 'it will be 5 : 6'.
    const ratio = /(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/.exec(body);
    if (ratio) {
      if (size !== 2 || clauseTime === null) return null;
      const [p, q] = [Number(ratio[1]), Number(ratio[2])];
      const pair = new RegExp(String.raw`\b(?:of\s+(?:the\s+)?(?:present\s+)?(?:ages?\s+of\s+)?)?(?:the\s+)?(${names})(?:'s)?\s+(?:and|to)\s+(?:that\s+of\s+)?(?:his\s+|her\s+|the\s+)?(${names})\b`).exec(body);
      const order = pair ? [people.indexOf(pair[1]!), people.indexOf(pair[2]!)] : [0, 1];
      if (order[0] === order[1] || order.some((index) => index < 0)) return null;
      const [x, y] = order as [number, number];
      // q (x + t) = p (y + t).
      equations.push({
        coefficients: row([[x, q], [y, -p]]),
        total: (p - q) * clauseTime,
        line: `${cap(when(clauseTime))}: ${at(label(x), clauseTime)} : ${at(label(y), clauseTime)} = ${num(p)} : ${num(q)}.`,
        givens: [p, q, ...timeGivens],
        moments: [{ person: x, offset: clauseTime }, { person: y, offset: clauseTime }],
        show: (ages) => `${cap(when(clauseTime))}: ${num(ages[x]! + clauseTime)} : ${num(ages[y]! + clauseTime)} = ${ratioText(ages[x]! + clauseTime, ages[y]! + clauseTime)}, as stated (${num(p)} : ${num(q)}).`,
      });
      continue;
    }
    // A sum: 'the sum of their (present) ages is 60', 'a father and his son are together 60 years old'.
    const listed = new RegExp(String.raw`\b(?:sum|total)\s+of\s+(?:the\s+)?(?:present\s+)?ages?\s+of\s+((?:${names})(?:\s*,\s*(?:${names}))*\s*,?\s+and\s+(?:${names}))\s+(?:is|was|be|will be|=|are|were)\s+(\d+(?:\.\d+)?)`).exec(body);
    if (listed && size > 2) {
      const members = listed[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((name) => people.indexOf(name));
      if (members.some((index) => index < 0) || new Set(members).size !== members.length || clauseTime === null) return null;
      const value = Number(listed[2]);
      equations.push({ coefficients: row(members.map((index) => [index, 1] as const)), total: value - members.length * clauseTime, line: `${cap(when(clauseTime))}: ${members.map((index) => at(label(index), clauseTime)).join(' + ')} = ${num(value)}.`, givens: [value, ...timeGivens], moments: members.map((person) => ({ person, offset: clauseTime })), show: (ages) => `${cap(when(clauseTime))}: ${members.map((index) => num(ages[index]! + clauseTime)).join(' + ')} = ${num(members.reduce((acc, index) => acc + ages[index]! + clauseTime, 0))}.` });
      continue;
    }
    const sum = /\b(?:sum|total)\s+of\s+(?:the\s+|their\s+)?(?:present\s+)?ages?\b[^\d]*?(?:\b(?:is|was|will be|would be|are|were)|=)\s+(\d+(?:\.\d+)?)|\b(?:are|were|will be)\s+together\s+(\d+(?:\.\d+)?)\s*years?|\btogether\s+(?:their\s+ages\s+)?(?:is|are|add up to|make)\s+(\d+(?:\.\d+)?)|\bages?\s+add\s+up\s+to\s+(\d+(?:\.\d+)?)|\bcombined\s+age\s+(?:is|was|will be)\s+(\d+(?:\.\d+)?)/.exec(body);
    if (sum) {
      if (size !== 2 || clauseTime === null || /\bages?\s+of\s+[a-z]+\s*,/.test(body)) return null;
      const value = Number(sum[1] ?? sum[2] ?? sum[3] ?? sum[4] ?? sum[5]);
      equations.push({ coefficients: row([[0, 1], [1, 1]]), total: value - 2 * clauseTime, line: `${cap(when(clauseTime))}: ${at(label(0), clauseTime)} + ${at(label(1), clauseTime)} = ${num(value)}.`, givens: [value, ...timeGivens], moments: [{ person: 0, offset: clauseTime }, { person: 1, offset: clauseTime }], show: (ages) => `${cap(when(clauseTime))}: ${num(ages[0]! + clauseTime)} + ${num(ages[1]! + clauseTime)} = ${num(ages[0]! + ages[1]! + 2 * clauseTime)}.` });
      continue;
    }
    // A difference: 'a is 6 years older (younger) than b', 'the difference of their ages is 6 years'.
    const older = new RegExp(String.raw`${WHO}\s+(?:is|was|will be)\s+(\d+(?:\.\d+)?)\s+(?:years?|yrs?)\.?\s+(older|younger|elder)\s+than\s+${WHO}`).exec(body) ?? new RegExp(String.raw`${WHO}\s+(?:is|was)\s+(older|younger|elder)\s+than\s+${WHO}\s+by\s+(\d+(?:\.\d+)?)\s*years?`).exec(body);
    if (older) {
      const byForm = !/^\d/.test(older[2]!);
      const [first, gap, word, second] = byForm ? [older[1]!, Number(older[4]), older[2]!, older[3]!] : [older[1]!, Number(older[2]), older[3]!, older[4]!];
      const x = personAt(first, people);
      const y = personAt(second, people);
      if (x < 0 || y < 0 || x === y) return null;
      const sign = word === 'younger' ? -1 : 1;
      equations.push({ coefficients: row([[x, 1], [y, -1]]), total: sign * gap, line: `${label(x)} − ${label(y)} = ${sign < 0 ? '−' : ''}${num(gap)}.`, givens: [gap, ...timeGivens], moments: [], show: (ages) => `${label(x)} ${num(ages[x]!)} is ${num(Math.abs(ages[x]! - ages[y]!))} years ${ages[x]! >= ages[y]! ? 'older' : 'younger'} than ${label(y)} ${num(ages[y]!)}.` });
      continue;
    }
    const difference = /\bdifference\s+(?:between|of|in)\s+(?:the\s+|their\s+)?(?:present\s+)?ages?\b[^\d]*?\b(?:is|was|=)\s+(\d+(?:\.\d+)?)/.exec(body);
    if (difference) {
      // Which is older must come from another statement; read only when a ratio or multiple says so.
      return null;
    }
    // Born: 'when ravi was born, his father was 30 (years old)', 'the father was 30 when ravi was born'.
    const born = new RegExp(String.raw`\bwhen\s+${WHO}\s+was\s+born\s*,?\s*${WHO}\s+(?:was|were)\s+(\d+(?:\.\d+)?)\s*(?:years?)?(?:\s+old)?|${WHO}\s+was\s+(\d+(?:\.\d+)?)\s*(?:years?)?(?:\s+old)?\s+(?:when|at the time)\s+${WHO}\s+was\s+born|${WHO}\s+was\s+(\d+(?:\.\d+)?)\s*(?:years?)?(?:\s+old)?\s+at\s+the\s+(?:time\s+of\s+)?birth\s+of\s+${WHO}`).exec(body);
    if (born) {
      const child = personAt((born[1] ?? born[6] ?? born[9])!, people);
      const parent = personAt((born[2] ?? born[4] ?? born[7])!, people);
      const gap = Number(born[3] ?? born[5] ?? born[8]);
      if (child < 0 || parent < 0 || child === parent) return null;
      equations.push({ coefficients: row([[parent, 1], [child, -1]]), total: gap, line: `${label(parent)} was ${num(gap)} when ${label(child)} was born, so ${label(parent)} − ${label(child)} = ${num(gap)}.`, givens: [gap], moments: [], show: (ages) => `${num(ages[child]!)} years ago ${label(child)} was born and ${label(parent)} was ${num(ages[parent]!)} − ${num(ages[child]!)} = ${num(ages[parent]! - ages[child]!)}.` });
      continue;
    }
    // 'A is 3 times as old as B was when A was as old as B is now': a time given by another age, not read.
    if (/\bwhen\b|\bat the time\b|\bas old as\b[^.]*\bas old as\b/.test(body)) return null;
    // A multiple and a bit: 'the father's age is 3 years more than three times the age of his son'.
    const plus = new RegExp(String.raw`${WHO}(?:\s+present)?(?:\s+age)?\s+(?:(?:after|in)\s+\d+(?:\.\d+)?\s+years?\s+|\d+(?:\.\d+)?\s+years?\s+(?:ago|back|hence|from now|later)\s+)?(?:is|was|will be|would be|becomes|will become)\s+(\d+(?:\.\d+)?)\s+years?\s+(more|less)\s+than\s+(?:(\d+(?:\.\d+)?)\s+times|(${MULTIPLIER}))\s+(?:(?:as\s+old\s+as|(?:of\s+)?(?:the\s+)?(?:present\s+)?age\s+of|that\s+of|of|the|what)\s+)?${WHO}(?:\s+(?:present\s+)?age)?`).exec(body);
    if (plus) {
      const x = personAt(plus[1]!, people);
      const y = personAt(plus[6]!, people);
      const extra = Number(plus[2]) * (plus[3] === 'more' ? 1 : -1);
      const factor = plus[4] !== undefined ? Number(plus[4]) : multiplierWord(plus[5]!);
      if (x < 0 || y < 0 || x === y || factor === null || !(factor > 0) || clauseTime === null) return null;
      const t = clauseTime;
      // x + t = factor (y + t) + extra.
      equations.push({
        coefficients: row([[x, 1], [y, -factor]]),
        total: factor * t - t + extra,
        line: `${cap(when(t))}: ${at(label(x), t)} = ${fraction(factor)} × ${at(label(y), t)} ${extra >= 0 ? '+' : '−'} ${num(Math.abs(extra))}.`,
        givens: [Math.abs(extra), ...(plus[4] !== undefined ? [factor] : /\d/.test(plus[5]!) ? [...plus[5]!.matchAll(/\d+/g)].map((digits) => Number(digits[0])) : []), ...timeGivens],
        moments: [{ person: x, offset: t }, { person: y, offset: t }],
        show: (ages) => `${cap(when(t))}: ${num(ages[x]! + t)} = ${fraction(factor)} × ${num(ages[y]! + t)} ${extra >= 0 ? '+' : '−'} ${num(Math.abs(extra))}.`,
      });
      continue;
    }
    // A multiple: 'a (5 years ago) was 3 times as old as b', 'x's age after 8 years will be twice his age 4 years ago',
    // 'ravi's age is one-third of his father's age', 'the father's age is 4 times that of his son'.
    const times3 = new RegExp(String.raw`${WHO}(?:\s+present)?(?:\s+age)?\s+(?:(?:after|in)\s+\d+(?:\.\d+)?\s+years?\s+|\d+(?:\.\d+)?\s+years?\s+(?:ago|back|hence|from now|later)\s+)?(?:is|was|will be|would be|becomes|became|shall be|will become)\s+(?:(?:now|at present|currently|presently)\s+)?(?:(\d+(?:\.\d+)?)\s+times|(${MULTIPLIER}))\s+(?:(?:as\s+old\s+as|(?:of\s+)?(?:the\s+)?(?:present\s+)?age\s+of|that\s+of|of|the|what)\s+)?${WHO}(?:\s+(?:present\s+)?age)?(?:\s+(?:was|is|will be))?`).exec(body);
    if (times3) {
      const x = personAt(times3[1]!, people);
      const y = personAt(times3[4]!, people);
      const factor = times3[2] !== undefined ? Number(times3[2]) : multiplierWord(times3[3]!.replace(/\s+times$/, ' times'));
      if (x < 0 || y < 0 || factor === null || !(factor > 0) || factor === 1) return null;
      // The time of each side: before the multiplier for the first, after the second person for the second.
      const head = body.slice(0, times3.index + times3[0].indexOf(times3[2] ?? times3[3]!));
      const tail = body.slice(times3.index + times3[0].length);
      const headTimes = timesIn(head);
      const tailTimes = timesIn(tail.slice(0, 40)).filter((time) => time.index < 25);
      if (headTimes.length > 1 || tailTimes.length > 1 || times.length !== headTimes.length + tailTimes.length) return null;
      const t1 = headTimes[0]?.offset ?? tailTimes[0]?.offset ?? 0;
      const t2 = tailTimes[0]?.offset ?? t1;
      if (x === y && t1 === t2) return null;
      // x + t1 = factor (y + t2).
      equations.push({
        coefficients: row([[x, 1], [y, -factor]]),
        total: factor * t2 - t1,
        line: x === y ? `${label(x)}'s age ${when(t1)} is ${fraction(factor)} × the age ${when(t2)}: ${at(label(x), t1)} = ${fraction(factor)} × ${at(label(y), t2)}.` : `${cap(when(t1))}: ${at(label(x), t1)} = ${fraction(factor)} × ${at(label(y), t2)}.`,
        givens: [...(times3[2] !== undefined ? [factor] : /\d/.test(times3[3]!) ? [...times3[3]!.matchAll(/\d+/g)].map((digits) => Number(digits[0])) : []), ...timeGivens],
        moments: [{ person: x, offset: t1 }, { person: y, offset: t2 }],
        show: (ages) => `${x === y ? `${label(x)} ${when(t1)}` : cap(when(t1))}: ${num(ages[x]! + t1)} = ${fraction(factor)} × ${num(ages[y]! + t2)}${x === y || t1 !== t2 ? ` (${label(y)} ${when(t2)})` : ''}.`,
      });
      continue;
    }
    // An age as it is: 'ravi is 20 years old', 'the son's present age is 12 years'.
    const plain = new RegExp(String.raw`${WHO}\s+(?:present\s+)?(?:age\s+)?(?:is|was|will be)\s+(\d+(?:\.\d+)?)\s*(?:years?)(?:\s+old)?(?!\s+(?:older|younger|more|less))`).exec(body);
    if (plain && clauseTime !== null) {
      const x = personAt(plain[1]!, people);
      if (x < 0) return null;
      const value = Number(plain[2]);
      equations.push({ coefficients: row([[x, 1]]), total: value - clauseTime, line: `${cap(when(clauseTime))}: ${at(label(x), clauseTime)} = ${num(value)}.`, givens: [value, ...timeGivens], moments: [{ person: x, offset: clauseTime }], show: (ages) => `${cap(when(clauseTime))}: ${label(x)} is ${num(ages[x]! + clauseTime)}.` });
      continue;
    }
    if (equations.length === before) return null;
  }
  return equations;
}

/** Two ages as a ratio in lowest terms: '24 : 30' is '4 : 5'. */
function ratioText(first: number, second: number): string {
  const terms = lowestTerms([first, second]);
  return terms ? terms.join(' : ') : `${num(first)} : ${num(second)}`;
}

const cap = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** 'one-third' for 1/3, '2' for 2, in a student's words. */
function fraction(value: number): string {
  for (let bottom = 2; bottom <= 10; bottom += 1) if (Math.abs(value * bottom - 1) < 1e-9) return `1/${bottom}`;
  return num(value);
}

/**
 * 'Neha and her daughter ... the mother was 3 times as old as the daughter': the mother is Neha.
 * 'Fatima and her father ... the present age of the child': the child is Fatima. The role word is
 * put back as the name, so that each person has one name.
 */
function withNamedRoles(text: string): string {
  const pair = new RegExp(String.raw`\b([a-z]+)\s+and\s+(his|her)\s+(son|daughter|father|mother)\b`).exec(text);
  if (!pair || new RegExp(String.raw`^${ROLES}$`).test(pair[1]!) || NOT_PEOPLE.has(pair[1]!)) return text;
  const [, name, pronoun, other] = pair as unknown as [string, string, string, string];
  const role = /son|daughter/.test(other) ? (pronoun === 'her' ? 'mother' : 'father') : '(?:child|son|daughter|boy|girl)';
  return text.replace(new RegExp(String.raw`\b${role}(?='s|s'|\b)`, 'g'), (word, at: number) => (at >= pair.index && at < pair.index + pair[0].length ? word : name));
}

function byEquations(raw: string): QuantAnswer | null {
  // 'A is 2 years older than B who is twice as old as C': the relative clause is a statement of its own.
  const text = withNamedRoles(raw).replace(/\b([a-z]+)\s*,?\s+who\s+(is|was|will be)\b/g, '$1. $1 $2');
  let people = peopleOf(text);
  // 'two brothers', 'two friends': unnamed, the first and the second in the order the ratios give them.
  if (people.length === 0 && /\b(?:two|2)\s+(?:brothers|sisters|friends|persons|people|men|women|boys|girls|children|cousins|colleagues)\b/.test(text)) people = ['the first', 'the second'];
  if (people.length < 1 || people.length > 3) return null;
  const equations = equationsOf(text, people);
  if (!equations || equations.length !== people.length) return null;
  const solved = solveLinear(equations.map((equation) => [...equation.coefficients, equation.total]), people.length);
  if (!solved || solved.fixed.some((fixed) => !fixed)) return null;
  const ages = solved.values;
  // Ages are whole or half years, and positive at every time a statement speaks of.
  if (ages.some((age) => !(age > 0) || Math.abs(age * 2 - Math.round(age * 2)) > 1e-9)) return null;
  if (equations.some((equation) => equation.moments.some((moment) => !(ages[moment.person]! + moment.offset > 0)))) return null;

  const asked = askedPart(text);
  const label = (index: number) => shown(people[index]!);
  const askedTimes = [...asked.matchAll(new RegExp(TIME, 'g'))];
  if (askedTimes.length > 1) return null;
  const shift = askedTimes.length === 1 ? timesIn(asked)[0]!.offset : 0;
  const named = people.flatMap((name, index) => (new RegExp(String.raw`(?<![a-z])${name}(?:'s|s')?(?![a-z])`).test(asked) ? [index] : []));
  const pronoun = named.length === 0 && people.length === 1 && /\b(?:his|her|he|she)\b/.test(asked) ? [0] : [];
  const who = named.length > 0 ? named : pronoun;
  let value: number;
  let answerLabel: string;
  const mistakes: { value: number; why: string }[] = [];
  if (/\bratio\b/.test(asked) && people.length === 2) {
    // 'What will be the ratio of their ages after 6 years?'
    const pair = new RegExp(String.raw`\b(${people.join('|')})(?:'s)?\s+(?:and|to)\s+(?:that\s+of\s+)?(?:his\s+|her\s+|the\s+)?(${people.join('|')})\b`).exec(asked);
    const order = pair ? [people.indexOf(pair[1]!), people.indexOf(pair[2]!)] : [0, 1];
    if (order[0] === order[1]) return null;
    const terms = lowestTerms(order.map((index) => ages[index]! + shift));
    if (!terms || order.some((index) => !(ages[index]! + shift > 0))) return null;
    const ratioLabel = `The ratio of the ages of ${label(order[0]!)} and ${label(order[1]!)}${shift ? ` ${when(shift)}` : ' now'}`;
    const steps: SolutionStep[] = [
      { title: 'Write each statement as an equation', bullets: [`Let ${people.map((_, index) => label(index)).join(' and ')} stand for the present age${people.length > 1 ? 's' : ''}.`, ...equations.map((equation) => equation.line)] },
      { title: 'Solve', bullets: [`${people.map((_, index) => `${label(index)} = ${num(ages[index]!)}`).join(', ')} years now.`] },
      { title: 'Answer the question asked', bullets: [`${order.map((index) => num(ages[index]! + shift)).join(' : ')} = ${terms.join(' : ')}.`] },
    ];
    const check = checkStep(equations.map((equation) => equation.show(ages)), equations.map((equation) => [equation.coefficients.reduce((acc, coefficient, index) => acc + coefficient * ages[index]!, 0), equation.total] as const));
    if (!check) return null;
    return { kind: 'ages', values: terms, unit: 'ratio', label: ratioLabel, steps: [...steps, check], mistakes: [], givens: [...equations.flatMap((equation) => equation.givens), ...askedTimes.map((match) => Number(match[1] ?? match[3]))] };
  }
  const both = who.length === 0 && /\b(?:their|the)\s+(?:present\s+)?ages\b/.test(asked) && !/\b(?:sum|total|difference|ratio|product)\b/.test(asked);
  if (both) {
    value = NaN;
    answerLabel = `Their ages${shift ? ` ${when(shift)}` : ' now'}`;
  } else if (/\b(?:sum|total|together|combined)\b/.test(asked) && people.length === 2) {
    value = ages[0]! + ages[1]! + 2 * shift;
    answerLabel = `The sum of their ages${shift ? ` ${when(shift)}` : ' now'}`;
    mistakes.push({ value: round2(ages[0]! + ages[1]!), why: 'this is the sum now' });
  } else if (/\bdifference\b/.test(asked) && people.length === 2) {
    value = Math.abs(ages[0]! - ages[1]!);
    answerLabel = 'The difference of their ages';
  } else if (who.length === 1) {
    const index = who[0]!;
    value = ages[index]! + shift;
    answerLabel = `${label(index)}'s age ${shift ? when(shift) : 'now'}`;
    if (people.length === 2) mistakes.push({ value: round2(ages[1 - index]! + shift), why: `this is ${label(1 - index)}'s age` });
    for (const equation of equations) for (const moment of equation.moments) if (moment.person === index && moment.offset !== shift) mistakes.push({ value: round2(ages[index]! + moment.offset), why: `this is the age ${when(moment.offset)}` });
  } else return null;
  if (!both && !(value > 0)) return null;
  const steps: SolutionStep[] = [
    { title: 'Write each statement as an equation', bullets: [`Let ${people.map((_, index) => label(index)).join(' and ')} stand for the present age${people.length > 1 ? 's' : ''}.`, ...equations.map((equation) => equation.line)] },
    { title: 'Solve', bullets: [`${people.map((_, index) => `${label(index)} = ${num(ages[index]!)}`).join(', ')} years now.`] },
    { title: 'Answer the question asked', bullets: [both ? `${people.map((_, index) => `${label(index)}: ${num(ages[index]! + shift)}`).join(', ')} years.` : `${answerLabel} = ${num(value)} years.`] },
  ];
  const check = checkStep(
    equations.map((equation) => equation.show(ages)),
    equations.map((equation) => [equation.coefficients.reduce((acc, coefficient, index) => acc + coefficient * ages[index]!, 0), equation.total] as const),
  );
  if (!check) return null;
  const givens = [...equations.flatMap((equation) => equation.givens), ...askedTimes.map((match) => Number(match[1] ?? match[3]))];
  return { kind: 'ages', values: both ? ages.map((age) => round2(age + shift)) : [round2(value)], unit: 'years', label: answerLabel, steps: [...steps, check], mistakes: mistakes.filter((mistake, index) => Math.abs(mistake.value - value) > 1e-9 && mistakes.findIndex((other) => other.value === mistake.value) === index), givens };
}

const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/**
 * 'The sum of the ages of 5 children born at intervals of 3 years each is 50 years. What is the
 * age of the youngest child?': the ages are y, y + 3, ..., so 5y + 3(0 + 1 + 2 + 3 + 4) = 50.
 */
function children(text: string): QuantAnswer | null {
  const match = /\b(\d+|two|three|four|five|six|seven)\s+(children|sons|daughters|brothers|sisters|kids|persons|siblings)\s+born\s+at\s+(?:an?\s+|the\s+)?(?:equal\s+|regular\s+)?intervals?\s+of\s+(\d+(?:\.\d+)?)\s*years?(?:\s+each)?/.exec(text);
  const sum = /\b(?:sum|total)\s+of\s+(?:the\s+|their\s+)?(?:present\s+)?ages\b[^.]*?\b(?:is|was|=|are)\s+(\d+(?:\.\d+)?)/.exec(text) ?? /\bages\b[^.\d]*?\b(?:add up to|total)\s+(\d+(?:\.\d+)?)/.exec(text);
  if (!match || !sum) return null;
  const count = COUNTS[match[1]!] ?? Number(match[1]);
  const gap = Number(match[3]);
  const total = Number(sum[1]);
  if (!(count >= 2 && count <= 10)) return null;
  const youngest = (total - (gap * count * (count - 1)) / 2) / count;
  if (!(youngest > 0)) return null;
  const asked = askedPart(text);
  const position = /\b(?:youngest|smallest)\b/.test(asked) ? 0 : /\b(?:eldest|oldest|elder|older)\b/.test(asked) ? count - 1 : /\bmiddle\b/.test(asked) && count % 2 === 1 ? (count - 1) / 2 : -1;
  if (position < 0) return null;
  const value = youngest + gap * position;
  const ages = Array.from({ length: count }, (_, index) => youngest + gap * index);
  const word = position === 0 ? 'youngest' : position === count - 1 ? 'eldest' : 'middle';
  const steps: SolutionStep[] = [
    { title: 'Set up', bullets: [`Let the youngest be y; the others are ${ages.slice(1).map((_, index) => `y + ${num(gap * (index + 1))}`).join(', ')}.`, `${count}y + ${num((gap * count * (count - 1)) / 2)} = ${num(total)}, so y = ${num(youngest)}.`] },
    { title: 'Answer the question asked', bullets: [`The ${word} child is ${num(value)} years old.`] },
  ];
  const check = checkStep([`${ages.map(num).join(' + ')} = ${num(ages.reduce((a, b) => a + b, 0))}, each ${num(gap)} years apart.`], [[ages.reduce((a, b) => a + b, 0), total]]);
  if (!check) return null;
  return { kind: 'ages', values: [round2(value)], unit: 'years', label: `The age of the ${word} child`, steps: [...steps, check], mistakes: [{ value: round2(total / count), why: 'this is the average age, the age of the middle child' }, { value: round2(position === 0 ? ages[count - 1]! : ages[0]!), why: `this is the ${position === 0 ? 'eldest' : 'youngest'} child` }], givens: [...(/^\d+$/.test(match[1]!) ? [count] : []), gap, total] };
}
