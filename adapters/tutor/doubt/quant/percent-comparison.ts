import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { NUM, askedClause, checkStep, formatValue, num, oneValueAnswer, pct, percents, round2, shown } from './quant-text';
import { quantitiesOf, unitsDiffer, type Quantity } from './percent-reading';

/**
 * One thing as a percentage of another, read as a comparison: 'By what percent is ₹91,700 more
 * than ₹65,500?', 'Rohan earns ₹35,700 and Anil ₹34,000; by what percent is Rohan's salary more
 * than Anil's?', and comparisons stated as percentages and asked the other way round or along a
 * chain: 'A's income is 25% more than B's; by what percent is B's income less than A's?', 'A is
 * 20% more than B and B is 10% more than C; A is what percent of C?'.
 */

const MORE = String.raw`more|greater|higher|larger|bigger|costlier|dearer|heavier|taller|older|longer|faster|richer`;
const LESS = String.raw`less|lower|smaller|fewer|cheaper|lighter|shorter|younger|slower|poorer`;
const COMPARE = `${MORE}|${LESS}`;
const PERCENT_ASKED = String.raw`(?:by\s+)?(?:how\s+much|how\s+many|what)\s+(?:per\s?cent(?:age)?|%)`;
const VERB = String.raw`is|are|was|were|has|have|had|earns?|gets?|got|scored?|scores|weighs?|costs?|does|do|did|will be|would be`;

/** One side of a comparison: a figure written in it, or a person or thing named. */
type Side = { readonly kind: 'figure'; readonly value: number; readonly rupees: boolean; readonly unit: string } | { readonly kind: 'name'; readonly name: string };

/** What is asked: subject as a percentage more than, less than, or of the object. */
interface Asked {
  readonly subject: Side;
  readonly object: Side;
  readonly mode: 'more' | 'less' | 'of';
}

/** Words that are never the name of what is compared. */
const NOT_NAMES = new Set(['the', 'an', 'it', 'its', 'this', 'that', 'these', 'those', 'what', 'which', 'he', 'she', 'they', 'his', 'her', 'their', 'them', 'one', 'other', 'number', 'price', 'salary', 'income', 'value', 'marks', 'then', 'so', 'if', 'is', 'are', 'was', 'by', 'how', 'much', 'percent', 'than']);

/**
 * The side a few words name: '₹65,500' (a figure), 'sita's salary', 'that of rice', 'the price of
 * wheat', 'b's', 'rice'. Null when the words name nothing the reader can be sure of.
 */
function sideOf(words: string): Side | null {
  const phrase = words.replace(/[?.,;:]+\s*$/, '').replace(/^(?:\s*(?:if|then|so|and|that(?!\s+of\b)|while|whereas|but|,)\s+)+/, '').trim();
  const figures = quantitiesOf(phrase);
  if (figures.length > 1 || percents(phrase).length > 0) return null;
  if (figures.length === 1) {
    // Only the figure and its unit: '₹65,500', '920', '1,560 marks'.
    const unit = /^(?:₹\s?)?\d+(?:\.\d+)?(?:\s+(rupees|marks|kg|km|people|students|votes|units|copies|tonnes|litres|metres|cm|m|g))?$/.exec(phrase);
    if (!unit) return null;
    return { kind: 'figure', value: figures[0]!.value, rupees: figures[0]!.rupees, unit: unit[1] ?? '' };
  }
  const stripped = phrase.replace(/^(?:the|that|those)\s+(?:[a-z]+\s+)?of\s+(?:a\s+|an\s+|the\s+)?/, '').replace(/^the\s+/, '');
  const possessive = /^([a-z]+)(?:'s?|s')(?:\s+[a-z]+){0,2}$/.exec(stripped);
  const ofName = /^(?:[a-z]+\s+){1,3}?of\s+(?:the\s+)?([a-z]+)$/.exec(stripped);
  const bare = /^([a-z]+)$/.exec(stripped);
  const name = possessive?.[1] ?? ofName?.[1] ?? bare?.[1];
  if (!name || NOT_NAMES.has(name)) return null;
  return { kind: 'name', name };
}

const modeOf = (word: string): 'more' | 'less' => (new RegExp(`^(?:${MORE})$`).test(word) ? 'more' : 'less');

/**
 * The comparison a clause asks: 'x is what percent more than y', 'by what percent is x less than
 * y', 'what percent more is x than y', 'by what percent does x exceed y', 'x is what percent of y',
 * 'what percent of y is x'. Null when it asks none of these or a side is not read.
 */
export function askedComparison(clause: string): Asked | null {
  const question = new RegExp(PERCENT_ASKED).exec(clause);
  if (!question) return null;
  const before = clause.slice(0, question.index).replace(/^.*(?:,|;|\bthen|\bso)\s+/, '');
  const after = clause.slice(question.index + question[0].length);
  const subjectBefore = () => before.replace(new RegExp(String.raw`\s+(?:${VERB})\s*$`), '');
  const read = (subject: string, object: string, mode: Asked['mode']): Asked | null => {
    const [one, two] = [sideOf(subject), sideOf(object)];
    // '250 g' against '2 kg' needs a conversion the reader does not make.
    if (one?.kind === 'figure' && two?.kind === 'figure' && one.unit && two.unit && one.unit !== two.unit) return null;
    return one && two ? { subject: one, object: two, mode } : null;
  };
  let match: RegExpExecArray | null;
  // 'x is what percent more than y'.
  if ((match = new RegExp(String.raw`^\s+(${COMPARE})\s+than\s*(.+)$`).exec(after)) && before.trim()) return read(subjectBefore(), match[2]!, modeOf(match[1]!));
  // 'by what percent is x more than y'.
  if ((match = new RegExp(String.raw`^\s+(?:is|are|was|were)\s+(.+?)\s+(${COMPARE})\s+than\s*(.+)$`).exec(after))) return read(match[1]!, match[3]!, modeOf(match[2]!));
  // 'what percent more is x than y', 'how much percent more does x earn than y'.
  if ((match = new RegExp(String.raw`^\s+(${COMPARE})\s+(?:is|are|was|were|does|do|did)\s+(.+?)(?:\s+(?:earn|get|score|have|weigh|cost))?\s+than\s+(.+)$`).exec(after))) return read(match[2]!, match[3]!, modeOf(match[1]!));
  // 'by what percent does x exceed y'.
  if ((match = /^\s+(?:does|do|did|is|are)\s+(.+?)\s+exceeds?(?:ed)?\s+(.+)$/.exec(after))) return read(match[1]!, match[2]!, 'more');
  // 'x is what percent of y'.
  if ((match = /^\s+of\s+(.+)$/.exec(after)) && before.trim() && !/\b(?:is|are|was|were)\b/.test(match[1]!)) return read(subjectBefore(), match[1]!, 'of');
  // 'what percent is x of y'.
  if ((match = /^\s+(?:is|are|was|were)\s+(.+?)\s+of\s+(.+)$/.exec(after)) && !before.trim()) return read(match[1]!, match[2]!, 'of');
  // 'what percent of y is x'.
  if ((match = /^\s+of\s+(.+?)\s+(?:is|are|was|were)\s+(.+)$/.exec(after)) && !before.trim()) return read(match[2]!, match[1]!, 'of');
  return null;
}

/** A name as it is written in the text: 'b' as b or b's; a single letter only as a person ('b is', 'b's'), never the article 'a'. */
function mentionPattern(name: string): RegExp {
  if (name.length === 1) return new RegExp(String.raw`(?<![a-z'])${name}(?:'s\b|(?=\s+(?:is|was|earns?|gets?|got|scored?|scores|has|had|weighs?|costs?|and|while|whereas|but)\b)|(?=\s*[,:=]))`, 'g');
  return new RegExp(String.raw`(?<![a-z])${name}(?:'s|s')?(?![a-z])`, 'g');
}

/** The figure each named side owns: the one written after its last mention, before the other's. */
function figuresOwned(text: string, names: readonly string[], figures: readonly Quantity[]): Map<string, Quantity> | null {
  const owned = new Map<string, Quantity>();
  let from = 0;
  for (const figure of figures) {
    const window = text.slice(from, figure.index);
    const mentions = names.flatMap((name) => [...window.matchAll(mentionPattern(name))].map((match) => ({ name, at: match.index })));
    if (mentions.length === 0) return null;
    const owner = mentions.reduce((latest, mention) => (mention.at > latest.at ? mention : latest)).name;
    if (owned.has(owner)) return null;
    owned.set(owner, figure);
    from = figure.end;
  }
  return owned.size === names.length ? owned : null;
}

/** A figure that is a difference or a multiple ('₹5,000 more than a's', 'twice'), not a value to compare. */
function qualified(text: string, figure: Quantity): boolean {
  return new RegExp(String.raw`^\s*(?:[a-z]+\s+){0,2}?(?:${COMPARE}|than|times)\b`).test(text.slice(figure.end, figure.end + 30)) || /(?:twice|thrice|half|double|times|difference|by)\s+(?:of\s+)?(?:the\s+)?₹?\s?$/.test(text.slice(Math.max(0, figure.index - 20), figure.index));
}

/**
 * 'By what percent is ₹91,700 more than ₹65,500?', '598 is what percent less than 920?', 'what
 * percent of 1,920 is 864?', and the same with names whose figures the question gives ('Sita
 * earns ₹35,700 and Tarun ₹34,000; by what percent is Sita's salary more than Tarun's?').
 */
export function comparedFigures(text: string): QuantAnswer | null {
  if (percents(text).length > 0) return null;
  const clause = askedClause(text);
  const asked = askedComparison(clause);
  if (!asked) return null;
  const figures = quantitiesOf(text);
  // A figure outside the asked clause followed by 'more than' is a difference, not a value.
  const clauseStart = text.lastIndexOf(clause);
  if (figures.length !== 2 || figures.some((figure) => figure.index < clauseStart && qualified(text, figure))) return null;
  const names = [asked.subject, asked.object].flatMap((side) => (side.kind === 'name' ? [side.name] : []));
  if (names.length === 1 || (names.length === 2 && names[0] === names[1])) return null;
  const owned = names.length === 2 ? figuresOwned(text, names, figures) : null;
  const valueOf = (side: Side): Quantity | null => (side.kind === 'figure' ? figures.find((figure) => figure.value === side.value) ?? null : owned?.get(side.name) ?? null);
  const subject = valueOf(asked.subject);
  const object = valueOf(asked.object);
  if (!subject || !object || subject === object || object.value === 0 || unitsDiffer(text, subject, object)) return null;
  const unit = subject.rupees || object.rupees ? 'rupees' : 'number';
  const label = (side: Side, figure: Quantity) => (side.kind === 'name' ? `${shown(side.name)}'s ${formatValue(figure.value, unit)}` : formatValue(figure.value, unit));
  if (asked.mode === 'of') {
    const percent = (subject.value / object.value) * 100;
    const check = checkStep([`${pct(percent)} of ${num(object.value)} = ${num((percent * object.value) / 100)}, the part.`], [[(percent * object.value) / 100, subject.value]]);
    if (!check) return null;
    return oneValueAnswer('what-percent', percent, 'percent', `${num(subject.value)} as a percentage of ${num(object.value)}`, {
      steps: [
        { title: 'Identify the whole', bullets: [`The whole (the 'of' quantity) is ${label(asked.object, object)}; the part is ${label(asked.subject, subject)}.`] },
        { title: 'Divide and multiply by 100', bullets: [`${num(subject.value)} ÷ ${num(object.value)} × 100 = ${pct(percent)}.`] },
        check,
      ],
      mistakes: [{ value: round2((object.value / subject.value) * 100), why: 'this divides the wrong way round: the whole goes below' }],
      givens: [subject.value, object.value],
    });
  }
  const difference = asked.mode === 'more' ? subject.value - object.value : object.value - subject.value;
  if (difference <= 0) return null;
  const percent = (difference / object.value) * 100;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`Compare ${label(asked.subject, subject)} with ${label(asked.object, object)}: the figure after 'than' is the base.`] },
    { title: 'Difference', bullets: [`${num(Math.max(subject.value, object.value))} − ${num(Math.min(subject.value, object.value))} = ${num(difference)}.`] },
    { title: `Percentage ${asked.mode}`, bullets: [`${num(difference)} ÷ ${num(object.value)} (the base) × 100 = ${pct(percent)}.`] },
  ];
  const sign = asked.mode === 'more' ? 1 : -1;
  const check = checkStep([`${num(object.value)} ${sign > 0 ? '+' : '−'} ${pct(percent)} of it = ${num(object.value)} × ${num(1 + (sign * percent) / 100)} = ${num(object.value * (1 + (sign * percent) / 100))}, the other figure.`], [[object.value * (1 + (sign * percent) / 100), subject.value]]);
  if (!check) return null;
  return oneValueAnswer('percent-change', percent, 'percent', `The percentage by which it is ${asked.mode}`, {
    steps: [...steps, check],
    mistakes: [{ value: round2((difference / subject.value) * 100), why: `this divides by ${num(subject.value)}; the base is the figure after 'than', ${num(object.value)}` }],
    givens: [subject.value, object.value],
  });
}

/** 'a's salary is 20% more than b's', 'rice is 25% cheaper than wheat', 'a is 150% of b'. */
interface Statement {
  readonly subject: string;
  readonly object: string;
  /** subject = object × factor. */
  readonly factor: number;
  readonly percent: number;
  readonly words: string;
  readonly end: number;
}

const STATEMENT = new RegExp(
  String.raw`(?:^|[,.;]\s*|\b(?:if|and|then|that|while|whereas|but)\s+)((?:[a-z']+\s+){0,4}?[a-z']+)\s+(?:${VERB})\s+(?:by\s+)?${NUM}\s*%\s+(?:(${COMPARE})\s+than\s*|(of)\s+)((?:that of|those of)\s+(?:a\s+|an\s+|the\s+)?[a-z']+|[a-z']+(?:\s+[a-z]+)?)(?=\s*(?:[,.;?]|$|\s+(?:and|then|while|whereas|but|so|find|what|by|how)\b))`,
  'g',
);

/** Every comparison the question states as a percentage, or null when a percentage is not one. */
function statementsOf(text: string): Statement[] | null {
  const statements: Statement[] = [];
  for (const match of text.matchAll(STATEMENT)) {
    const subject = sideOf(match[1]!);
    const object = sideOf(match[5]!);
    if (subject?.kind !== 'name' || object?.kind !== 'name' || subject.name === object.name) return null;
    const percent = Number(match[2]);
    const factor = match[4] ? percent / 100 : modeOf(match[3]!) === 'more' ? 1 + percent / 100 : 1 - percent / 100;
    if (factor <= 0) return null;
    statements.push({ subject: subject.name, object: object.name, factor, percent, words: match[0].replace(/^(?:[,.;]\s*|(?:if|and|then|that|while|whereas|but)\s+)/, '').trim(), end: match.index + match[0].length });
  }
  return statements.length === percents(text).length ? statements : null;
}

/** The value of every name as a multiple of the first statement's object, or null when the statements contradict. */
function multiples(statements: readonly Statement[]): Map<string, number> | null {
  const value = new Map<string, number>([[statements[0]!.object, 1]]);
  for (let pass = 0; pass < statements.length; pass += 1) {
    for (const statement of statements) {
      const [subject, object] = [value.get(statement.subject), value.get(statement.object)];
      if (object !== undefined && subject === undefined) value.set(statement.subject, object * statement.factor);
      else if (subject !== undefined && object === undefined) value.set(statement.object, subject / statement.factor);
      else if (subject !== undefined && object !== undefined && Math.abs(subject - object * statement.factor) > 1e-9) return null;
    }
  }
  return statements.every((statement) => value.has(statement.subject) && value.has(statement.object)) ? value : null;
}

/**
 * Comparisons stated as percentages and asked another way: the other way round ('by what percent
 * is b's income less than a's?'), or along a chain of two or more ('a is what percent of c?').
 * minimum is the fewest statements to read (2 for a chain).
 */
export function relativePercents(text: string, minimum = 1): QuantAnswer | null {
  const equal = minimum <= 1 ? equalShares(text) : null;
  if (equal) return equal;
  if (quantitiesOf(text).length > 0) return null;
  const respective = respectively(text);
  if (respective) return minimum <= 2 ? comparisonAnswer(respective.statements, respective.asked, text) : null;
  const statements = statementsOf(text);
  if (!statements || statements.length < minimum || statements.length > 3) return null;
  const rest = text.slice(statements[statements.length - 1]!.end);
  const asked = askedComparison(askedClause(rest.trim() ? rest : text)) ?? askedComparison(rest);
  return asked ? comparisonAnswer(statements, asked, text) : null;
}

/** Fractions said in words: 'half', 'three-fourths', 'two fifths'. */
const COUNT_WORDS: Readonly<Record<string, number>> = { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const PART_WORDS: Readonly<Record<string, number>> = { half: 2, halves: 2, third: 3, thirds: 3, fourth: 4, fourths: 4, quarter: 4, quarters: 4, fifth: 5, fifths: 5, sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10 };
const SHARE = String.raw`(\d+(?:\.\d+)?\s*%|\d+\s*\/\s*\d+|(?:(?:one|a|two|three|four|five|six|seven|eight|nine)[- ])?(?:half|halves|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?))`;

/** A share as written ('40%', '2/5', 'three-fourths'): its value as a fraction, how to show it, and the numbers written in it. */
function shareOf(words: string): { value: number; shown: string; written: number[] } | null {
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(words);
  if (percent) return { value: Number(percent[1]) / 100, shown: `${num(Number(percent[1]))}/100`, written: [Number(percent[1])] };
  const over = /^(\d+)\s*\/\s*(\d+)$/.exec(words);
  if (over) return Number(over[2]) > 0 ? { value: Number(over[1]) / Number(over[2]), shown: `${over[1]}/${over[2]}`, written: [Number(over[1]), Number(over[2])] } : null;
  const spoken = /^(?:([a-z]+)[- ])?([a-z]+)$/.exec(words);
  const [count, part] = [spoken?.[1] === undefined ? 1 : COUNT_WORDS[spoken[1]], PART_WORDS[spoken?.[2] ?? '']];
  if (!count || !part || count >= part) return null;
  return { value: count / part, shown: `${count}/${part}`, written: [] };
}

/**
 * 'If 50% of A = 40% of B, then A is what percent less than B?', 'if 5/8 of A = 2/5 of B',
 * 'four-fifths of A = half of B': two shares said equal make A = B × (2/5 ÷ 5/8), one comparison,
 * asked any way round. Only the two shares and two names, no other figure.
 */
function equalShares(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`(?:^|[^\d./-])${SHARE}\s+of\s+([a-z]+)\s+(?:=|is equal to|equals|is the same as|is)\s+${SHARE}\s+of\s+([a-z]+)(?=\s*(?:[,.;?]|$|\s+(?:then|so|and|what|find|by|how)\b))`).exec(text);
  if (!match) return null;
  const [subject, object] = [sideOf(match[2]!), sideOf(match[4]!)];
  const [first, second] = [shareOf(match[1]!), shareOf(match[3]!)];
  if (subject?.kind !== 'name' || object?.kind !== 'name' || subject.name === object.name || !first || !second || first.value <= 0 || second.value <= 0) return null;
  const written = [...first.written, ...second.written];
  if (percents(text).length !== [match[1], match[3]].filter((share) => share!.includes('%')).length || /\d/.test(text.slice(0, match.index + 1).replace(/^\s*\d+/, '')) || /\d/.test(text.slice(match.index + match[0].length))) return null;
  const words = match[0].replace(/^[^\da-z]/, '').trim();
  const statement: Statement = { subject: subject.name, object: object.name, factor: second.value / first.value, percent: first.value * 100, words, end: match.index + match[0].length };
  const rest = text.slice(statement.end);
  const asked = rest.trim() ? askedComparison(askedClause(rest)) ?? askedComparison(rest) : null;
  const answer = asked ? comparisonAnswer([statement], asked, text) : null;
  if (!answer) return null;
  const [one, two] = [shown(statement.subject), shown(statement.object)];
  const said = `'${words}': ${one} × ${first.shown} = ${two} × ${second.shown}, so ${one} = ${two} × ${num(statement.factor)}.`;
  const steps = answer.steps.map((step, index) => (index === 0 ? { ...step, bullets: [step.bullets[0]!, said] } : step));
  return { ...answer, steps, mistakes: [{ value: round2(Math.abs(first.value - second.value) * 100), why: 'this takes the gap between the two shares; compare the values themselves' }], givens: written };
}

/**
 * 'Two numbers are respectively 20% and 50% more than a third number: what percent is the first
 * of the second?' (or 'A and B are 20% and 50% more than C'): two statements against one base.
 */
function respectively(text: string): { statements: Statement[]; asked: Asked } | null {
  const match = new RegExp(String.raw`\b(?:two numbers|(?:the\s+)?(?:salaries|incomes|prices|marks|values) of ([a-z]+) and ([a-z]+)|([a-z]+) and ([a-z]+))\s+(?:are|were)\s+(?:respectively\s+)?${NUM}\s*%\s+and\s+${NUM}\s*%\s+(?:respectively\s+)?(${COMPARE})\s+than\s+(?:that of\s+)?(?:a|the)\s+third(?:\s+number)?|\b(?:two numbers|(?:the\s+)?(?:salaries|incomes|prices|marks|values) of ([a-z]+) and ([a-z]+)|([a-z]+) and ([a-z]+))\s+(?:are|were)\s+(?:respectively\s+)?${NUM}\s*%\s+and\s+${NUM}\s*%\s+(?:respectively\s+)?(${COMPARE})\s+than\s+(?:that of\s+)?([a-z]+)(?:'s)?\b`).exec(text);
  if (!match || percents(text).length !== 2) return null;
  // The second form names the base ('... more than c'); its groups come 7 later.
  const named = match[7] === undefined;
  const g = named ? 7 : 0;
  const [nameOne, nameTwo] = [match[1 + g] ?? match[3 + g] ?? 'first', match[2 + g] ?? match[4 + g] ?? 'second'];
  const base = named ? match[15] ?? '' : 'third';
  const word = match[7 + g]!;
  if (!base || NOT_NAMES.has(nameOne) || NOT_NAMES.has(nameTwo) || NOT_NAMES.has(base) || new Set([nameOne, nameTwo, base]).size !== 3) return null;
  const statements = [Number(match[5 + g]), Number(match[6 + g])].map((percent, index) => ({
    subject: index === 0 ? nameOne : nameTwo,
    object: base,
    percent,
    factor: modeOf(word) === 'more' ? 1 + percent / 100 : 1 - percent / 100,
    words: `${index === 0 ? nameOne : nameTwo} is ${pct(percent)} ${word} than ${base}`,
    end: match.index + match[0].length,
  }));
  if (statements.some((statement) => statement.factor <= 0)) return null;
  const rest = text.slice(match.index + match[0].length).replace(/\bthe\s+(first|second|third)(?:\s+(?:number|one))?\b/g, '$1');
  const asked = askedComparison(askedClause(rest.trim() ? rest : text));
  return asked ? { statements, asked } : null;
}

/** The asked comparison worked from the stated ones, taking the first base as 100. */
function comparisonAnswer(statements: readonly Statement[], asked: Asked, text: string): QuantAnswer | null {
  if (asked.subject.kind !== 'name' || asked.object.kind !== 'name' || asked.subject.name === asked.object.name) return null;
  const value = multiples(statements);
  const [subject, object] = [value?.get(asked.subject.name), value?.get(asked.object.name)];
  if (!value || subject === undefined || object === undefined) return null;
  const ratio = subject / object;
  const result = asked.mode === 'of' ? ratio * 100 : asked.mode === 'more' ? (ratio - 1) * 100 : (1 - ratio) * 100;
  if (!(result > 1e-9) || /\bratio\b/.test(askedClause(text))) return null;
  const [one, two] = [shown(asked.subject.name), shown(asked.object.name)];
  const base = statements[0]!.object;
  const steps: SolutionStep[] = [
    { title: 'Take a convenient value', bullets: [`Let ${shown(base)} = 100.`, ...statements.map((statement) => `'${statement.words}': ${shown(statement.subject)} = ${shown(statement.object)} × ${num(statement.factor)}.`)] },
    { title: 'Every value from it', bullets: [...value.entries()].map(([name, multiple]) => `${shown(name)} = ${num(multiple * 100)}`) },
    {
      title: 'Compare',
      bullets: [
        asked.mode === 'of'
          ? `${one} as a percentage of ${two} = ${num(subject * 100)} ÷ ${num(object * 100)} × 100 = ${pct(result)}.`
          : `${one} is ${num(Math.abs(subject - object) * 100)} ${asked.mode} than ${two}: ${num(Math.abs(subject - object) * 100)} ÷ ${num(object * 100)} (${two}, after 'than') × 100 = ${pct(result)}.`,
      ],
    },
  ];
  const sign = asked.mode === 'less' ? -1 : 1;
  const worked = asked.mode === 'of' ? (object * 100 * result) / 100 : object * 100 * (1 + (sign * result) / 100);
  const check = checkStep([`${pct(asked.mode === 'of' ? result : 100 + sign * result)} of ${two}'s ${num(object * 100)} = ${num(worked)}, which is ${one}'s value.`], [[worked, subject * 100]]);
  if (!check) return null;
  const sum = statements.reduce((total, statement) => total + (statement.factor - 1) * 100, 0);
  const mistakes = statements.length === 1 ? [{ value: round2(statements[0]!.percent), why: 'this keeps the same percentage; the base changes when the comparison is turned round' }] : [{ value: round2(asked.mode === 'of' ? 100 + sum : Math.abs(sum)), why: 'this adds the percentages; each is of a different base' }];
  return oneValueAnswer(statements.length > 1 ? 'successive-change' : 'percent-change', result, 'percent', asked.mode === 'of' ? `${one} as a percentage of ${two}` : `The percentage by which ${one} is ${asked.mode} than ${two}`, {
    steps: [...steps, check],
    mistakes,
    givens: statements.map((statement) => statement.percent),
  });
}

