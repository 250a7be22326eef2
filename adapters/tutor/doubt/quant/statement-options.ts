import { normaliseOcr, type ParsedQuestion } from '../ocr-text';
import type { QuantAnswer } from './quant-answer';
import { formatValue, mentions, round2, shown } from './quant-text';

/**
 * Options that are statements about the people of a Quant question, not values: '₹6,000 is
 * divided among A, B and C in the ratio 2 : 3 : 5. Which of the following is true? (a) A gets
 * ₹1,200 (b) B gets ₹2,000 ...', partners' shares ("B's share is ₹15,000", 'P and Q together get
 * ₹5,000', 'Binu gets ₹1,000 more than Asha') and ages ('A is 24 years old', 'A is 5 years older
 * than B'). Each statement is checked by asking the question's readers for each person it names
 * ("what is b's share?", "what is a's present age?") and comparing what they work with the
 * amount it states, as an option's value is compared. The answer is the one statement that is
 * true (or, for 'which is not true', the one that is false); beside 'None of these', a true
 * statement or, when none is true, 'None of these'. Several, or a statement not read, leaves
 * the question to the other readers, which decline it.
 */

/** 'Which of the following is true?', 'which one of these statements is correct', 'which of the following is not true'. */
const WHICH = /\bwhich\s+(?:one\s+)?(?:of\s+(?:the\s+following|these|the\s+above)\s+|among\s+the\s+following\s+)?(?:statements?\s+|options?\s+)?(?:is|are)\s+(not\s+)?(true|correct|right|false|incorrect|wrong)\b(?:\s+statements?)?\s*\??/;

/** A person as a statement names them: 'a', 'asha'; not a pronoun or a word of quantity. */
const NAME = String.raw`(?!(?:the|each|all|both|none|he|she|they|it|his|her|their)\b)([a-z]+)`;
/** An amount as an option states it: '₹1200', '₹2 lakh', '2400'. */
const MONEY = String.raw`(₹?\s?\d+(?:\.\d+)?(?:\s*(?:lakhs?|lacs?|crores?|thousand))?)`;
const YEARS = String.raw`(\d+(?:\.\d+)?)\s+years?`;
const GETS = String.raw`(?:is|gets|receives|will\s+get|would\s+get|should\s+get|got|received|get|earns|has)`;

/** An option that says no other option is right: 'None of these', 'None of the above'. */
const NONE_OF_THESE = /^(?:none\s+of\s+(?:these|them|the\s+above)(?:\s+(?:statements|options))?|none)$/;

type Measure = 'share' | 'age';
type Form = 'one' | 'together' | 'more' | 'less';

/** One statement option: the people it names, what it says of them, and the amount it states. */
interface Statement {
  readonly measure: Measure;
  readonly form: Form;
  readonly names: readonly string[];
  readonly amount: string;
}

const STATEMENTS: readonly { readonly shape: RegExp; readonly measure: Measure; readonly form: Form | 'compare'; readonly order: readonly number[] }[] = [
  // 'A gets ₹1200', "b's share is ₹15000", "b's share of the profit is ₹15000", 'the share of a is ₹1200'.
  { shape: new RegExp(String.raw`^(?:only\s+)?${NAME}(?:'s\s+share(?:\s+of\s+the\s+(?:profit|amount|money|sum))?)?\s+${GETS}\s+${MONEY}$`), measure: 'share', form: 'one', order: [1, 2] },
  { shape: new RegExp(String.raw`^(?:the\s+)?share\s+of\s+${NAME}\s+is\s+${MONEY}$`), measure: 'share', form: 'one', order: [1, 2] },
  // 'A and B together get ₹2800', 'the shares of a and b together are ₹2800'.
  { shape: new RegExp(String.raw`^${NAME}\s+and\s+${NAME}\s+(?:together\s+)?(?:get|receive|got|received|earn|have)\s+(?:a\s+total\s+of\s+)?${MONEY}(?:\s+(?:together|in\s+all|altogether))?$`), measure: 'share', form: 'together', order: [1, 2, 3] },
  { shape: new RegExp(String.raw`^(?:the\s+)?(?:combined\s+)?shares\s+of\s+${NAME}\s+and\s+${NAME}\s+(?:together\s+)?(?:is|are)\s+${MONEY}$`), measure: 'share', form: 'together', order: [1, 2, 3] },
  // 'Binu gets ₹1000 more than Asha', "c's share is ₹1800 more than a's".
  { shape: new RegExp(String.raw`^${NAME}(?:'s\s+share)?\s+(?:is|gets|receives|got)\s+${MONEY}\s+(more|less)\s+than\s+${NAME}(?:'s(?:\s+share)?)?$`), measure: 'share', form: 'compare', order: [1, 4, 2, 3] },
  // 'A is 24 years old', "b's present age is 32 years", 'the age of a is 24 years'.
  { shape: new RegExp(String.raw`^${NAME}\s+is\s+${YEARS}(?:\s+old)?$`), measure: 'age', form: 'one', order: [1, 2] },
  { shape: new RegExp(String.raw`^${NAME}'s\s+(?:present\s+)?age\s+is\s+${YEARS}$`), measure: 'age', form: 'one', order: [1, 2] },
  { shape: new RegExp(String.raw`^(?:the\s+)?(?:present\s+)?age\s+of\s+${NAME}\s+is\s+${YEARS}$`), measure: 'age', form: 'one', order: [1, 2] },
  // 'A is 5 years older than B'.
  { shape: new RegExp(String.raw`^${NAME}\s+is\s+${YEARS}\s+(older|younger)\s+than\s+${NAME}$`), measure: 'age', form: 'compare', order: [1, 4, 2, 3] },
];

/** An option read as a statement, or null when it is none the readers know. */
function statementOf(option: string): Statement | null {
  const text = normaliseOcr(option).replace(/[.;]+$/, '').trim();
  for (const { shape, measure, form, order } of STATEMENTS) {
    const found = shape.exec(text);
    if (!found) continue;
    const [first, second, amount, direction] = order.map((group) => found[group]!);
    if (form !== 'compare') return { measure, form, names: form === 'one' ? [first!] : [first!, second!], amount: form === 'one' ? second! : amount! };
    // ('more' and 'older' state the first above the second.)
    return { measure, form: /^(?:more|older)$/.test(direction!) ? 'more' : 'less', names: [first!, second!], amount: amount! };
  }
  return null;
}

/** The question the readers answer for one person: their share, or their age now. */
const ASKS: Readonly<Record<Measure, (name: string) => string>> = {
  share: (name) => `what is ${name}'s share?`,
  age: (name) => `what is ${name}'s present age?`,
};

/**
 * The one statement option the working makes true (or false, when the question asks which is
 * not true), as an answer whose `statements` say which option it is and why each other is not;
 * null when the stem asks no such question, an option is no statement read here, or not exactly
 * one option is the answer. `solve` works a Quant stem; `matches` compares a worked value with an
 * amount as an option states it.
 */
export function statementAnswer(parsed: ParsedQuestion, solve: (stem: string) => QuantAnswer | null, matches: (answer: QuantAnswer, amount: string) => boolean): QuantAnswer | null {
  const which = WHICH.exec(parsed.stem);
  if (!which || parsed.options.length < 2) return null;
  const negated = (which[1] !== undefined) !== /false|incorrect|wrong/.test(which[2]!);
  const story = `${parsed.stem.slice(0, which.index)} ${parsed.stem.slice(which.index + which[0].length)}`.replace(/\s+/g, ' ').trim();
  const noneOfThese = parsed.options.findIndex((option) => NONE_OF_THESE.test(normaliseOcr(option.text).replace(/[.;]+$/, '').trim()));
  // 'Which is not true? ... (d) None of these' says nothing a paper agrees on: left alone.
  if (noneOfThese >= 0 && negated) return null;
  const statements = parsed.options.map((option, index) => (index === noneOfThese ? null : statementOf(option.text)));
  const read = statements.filter((statement): statement is Statement => statement !== null);
  if (read.length !== parsed.options.length - (noneOfThese >= 0 ? 1 : 0) || read.length < 2) return null;
  if (read.some((statement) => !statement.names.every((name) => mentions(story, name)))) return null;
  const worked = new Map<string, QuantAnswer | null>();
  const workedFor = (measure: Measure, name: string): QuantAnswer | null => {
    const key = `${measure} ${name}`;
    if (!worked.has(key)) {
      const answer = solve(`${story} ${ASKS[measure](name)}`);
      const fits = answer !== null && answer.values.length === 1 && (measure === 'age' ? answer.unit === 'years' : answer.unit === 'rupees' || (answer.unit === 'number' && /\blakh\b/.test(answer.label))) && mentions(answer.label.toLowerCase(), name);
      worked.set(key, fits ? answer : null);
    }
    return worked.get(key)!;
  };
  const weighed = statements.map((statement) => {
    if (statement === null) return null;
    const answers = statement.names.map((name) => workedFor(statement.measure, name));
    if (answers.some((answer) => answer === null)) return null;
    const [first, second] = answers.map((answer) => answer!.values[0]!);
    const value = statement.form === 'one' ? first! : statement.form === 'together' ? first! + second! : statement.form === 'more' ? first! - second! : second! - first!;
    const base = answers[0]!;
    return { statement, base, value: round2(value), holds: matches({ ...base, values: [round2(value)] }, statement.amount), answers: answers as QuantAnswer[] };
  });
  if (weighed.some((entry, index) => entry === null && index !== noneOfThese)) return null;
  const chosen = weighed.flatMap((entry, index) => (entry !== null && entry.holds !== negated ? [index] : []));
  if (chosen.length > 1 || (chosen.length === 0 && noneOfThese < 0)) return null;
  const described = weighed.map((entry) => {
    if (entry === null) return { label: '', said: '' };
    const { statement, answers, value, base } = entry;
    const label = (index: number) => answers[index]!.label.replace(/^The\s+/, 'the ');
    const stated = (amount: number) => formatValue(amount, base.unit);
    const said =
      statement.form === 'one'
        ? `${label(0)} is ${stated(value)}`
        : statement.form === 'together'
          ? `${label(0)} and ${label(1)} together are ${stated(answers[0]!.values[0]!)} + ${stated(answers[1]!.values[0]!)} = ${stated(value)}`
          : `${label(0)} is ${stated(answers[0]!.values[0]!)} and ${label(1)} ${stated(answers[1]!.values[0]!)}, so ${label(0)} is ${stated(Math.abs(answers[0]!.values[0]! - answers[1]!.values[0]!))} ${answers[0]!.values[0]! >= answers[1]!.values[0]! ? 'more' : 'less'}`;
    return { label: statement.form === 'one' ? answers[0]!.label : statement.form === 'together' ? `${shown(statement.names[0]!)} and ${shown(statement.names[1]!)} together` : `The difference between ${label(0)} and ${label(1)}`, said };
  });
  const whyOf = (at: number) =>
    at === noneOfThese
      ? chosen.length === 0
        ? 'no statement above is true, so this is the answer'
        : `option (${parsed.options[chosen[0]!]!.letter}) is true, so this is not the answer`
      : `${described[at]!.said}, so this statement is ${weighed[at]!.holds ? 'true' : 'not true'}${negated && weighed[at]!.holds ? ', and the question asks for the one that is not' : ''}`;
  if (chosen.length === 0) {
    // A figure that lost or gained one digit in the photo ('₹60' for ₹600) would make a true
    // statement look false, and 'None of these' a wrong answer: such a near miss is declined.
    if (weighed.some((entry) => entry !== null && oneDigitApart(digitsOf(entry.statement.amount), digitsOf(String(entry.value))))) return null;
    return noneTrue(read, workedFor, parsed, noneOfThese, whyOf);
  }
  const index = chosen[0]!;
  const entry = weighed[index]!;
  const option = parsed.options[index]!;
  return {
    ...entry.base,
    values: [entry.value],
    label: negated ? `The one statement that is not true: ${described[index]!.label.replace(/^The\s+/, 'the ')}` : described[index]!.label,
    // (Each other statement is weighed in the options' check, by its `why`.)
    steps: entry.base.steps,
    mistakes: [],
    statements: parsed.options.map((candidate, at) => ({ text: candidate.text, chosen: candidate === option, why: whyOf(at) })),
  };
}

const digitsOf = (text: string): string => text.replace(/\.0+$/, '').replace(/\D/g, '');

/** Whether one string of digits is the other with one digit more. */
function oneDigitApart(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  return [...long].some((_, at) => long.slice(0, at) + long.slice(at + 1) === short);
}

/**
 * 'None of these' as the answer: every statement is false, and the answer states what the
 * working gives for each person the statements name ('The shares of A, B and C are ₹400, ₹600,
 * ₹800'). Null when the statements speak of shares and ages at once.
 */
function noneTrue(
  statements: readonly Statement[],
  workedFor: (measure: Measure, name: string) => QuantAnswer | null,
  parsed: ParsedQuestion,
  noneOfThese: number,
  whyOf: (at: number) => string,
): QuantAnswer | null {
  const measure = statements[0]!.measure;
  if (statements.some((statement) => statement.measure !== measure)) return null;
  const people = [...new Set(statements.flatMap((statement) => statement.names))];
  const answers = people.map((name) => workedFor(measure, name)!);
  const listed = people.map(shown);
  const names = listed.length > 1 ? `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}` : listed[0]!;
  return {
    ...answers[0]!,
    values: answers.map((answer) => answer.values[0]!),
    label: measure === 'share' ? `The shares of ${names}` : `The present ages of ${names}`,
    mistakes: [],
    statements: parsed.options.map((candidate, at) => ({ text: candidate.text, chosen: at === noneOfThese, why: whyOf(at) })),
  };
}
