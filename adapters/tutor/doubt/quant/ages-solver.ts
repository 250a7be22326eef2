import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { solveLinear } from './linear-system';
import { checkStep, lowestTerms, num, round2, shown } from './quant-text';
import { solveAgeStory } from './ages-stories';
import { MULTIPLIER, askedPart, multiplierWord, withRatioTo } from './ratio-text';

/**
 * Ages: each sentence is turned into an equation in the present ages of one or two people — a
 * ratio at some time ('five years ago the ratio of their ages was 3 : 4'), a sum ('the sum of
 * their present ages is 60'), a difference ('A is 6 years older than B'), a multiple ('after 10
 * years the father will be twice as old as the son', 'Ravi's age is one-third of his father's'),
 * an age at a birth ('when Ravi was born his father was 30') — and the equations are solved.
 * Also children born at equal intervals with the sum of their ages.
 */
/**
 * "C's 8th birthday was celebrated 2 years ago" -> 'c is 10 years old now'; 'he will celebrate his
 * 15th birthday 3 years hence' -> 'he is 12 years old now': a birthday at a time said as the age
 * today, with the figures it was read from.
 */
function withBirthdayAges(text: string): { text: string; read: number[]; ages: number[] } | null {
  const read: number[] = [];
  const ages: number[] = [];
  const YEARS = String.raw`(\d+|a|one)\s+years?`;
  const age = (name: string, nth: string, years: string, sign: 1 | -1) => {
    const n = Number(nth);
    const k = /^\d/.test(years) ? Number(years) : 1;
    read.push(n, ...(/^\d/.test(years) ? [k] : []));
    ages.push(n + sign * k);
    return `${name} is ${n + sign * k} years old now`;
  };
  const said = text
    .replace(new RegExp(String.raw`\b([a-z]+)(?:'s)?\s+(\d+)(?:st|nd|rd|th)\s+birthday\s+was\s+(?:celebrated|held|observed)\s+${YEARS}\s+(?:ago|back|before)\b`, 'g'), (_whole: string, name: string, nth: string, years: string) => age(name, nth, years, 1))
    .replace(new RegExp(String.raw`\b([a-z]+)\s+celebrated\s+(?:his|her|their)\s+(\d+)(?:st|nd|rd|th)\s+birthday\s+${YEARS}\s+(?:ago|back|before)\b`, 'g'), (_whole: string, name: string, nth: string, years: string) => age(name, nth, years, 1))
    .replace(new RegExp(String.raw`\b([a-z]+)\s+will\s+celebrate\s+(?:his|her|their)\s+(\d+)(?:st|nd|rd|th)\s+birthday\s+(?:${YEARS}\s+(?:hence|from\s+now|later)|after\s+${YEARS})\b`, 'g'), (_whole: string, name: string, nth: string, hence?: string, after?: string) => age(name, nth, (hence ?? after)!, -1));
  return said === text ? null : { text: said, read, ages };
}

/** The values less one of each of `taken`: the ages a rewording wrote are not figures of the question. */
function withoutOnce(values: readonly number[], taken: readonly number[]): number[] {
  const left = [...values];
  for (const value of taken) {
    const index = left.indexOf(value);
    if (index >= 0) left.splice(index, 1);
  }
  return left;
}

export function solveAges(raw: string): QuantAnswer | null {
  if (!/\bages?\b|years? old|as old|older|younger|\bborn\b|\bbirth\b/.test(raw)) return null;
  // A question number ('Q.45', '47.') states nothing.
  // A question number ('Q.45', '47.') and a student's preface ('how to do this q:') state nothing.
  const text = withRatioTo(raw)
    .replace(/\byrs?\b/g, (word) => (word === 'yrs' ? 'years' : 'year'))
    // '28 years of age': years old.
    .replace(/\b(\d+(?:\.\d+)?)\s+years?\s+of\s+age\b/g, '$1 years old')
    // 'Mr. Gupta' is Gupta; the dot does not end a sentence.
    .replace(/\b(?:mr|mrs|ms|dr|shri|smt)\s*\.\s*(?=[a-z])/g, '')
    .replace(/^\s*(?:q(?:uestion)?\s*\.?\s*)?\d{1,3}\s*[.):]\s+/, '').replace(/^[^:.?]{0,30}?\b(?:how (?:to|do i|do we|can i)|help|solve|plz|pls|please|sir|doubt)\b[^:.?]{0,30}(?:[:?]|\s-)\s*/, '');
  const birthday = withBirthdayAges(text);
  if (birthday) {
    const answer = solveAges(birthday.text);
    if (answer) return { ...answer, givens: [...withoutOnce(answer.givens, birthday.ages), ...birthday.read] };
  }
  const story = solveAgeStory(text);
  if (story) return story;
  const told = withStoryForms(text);
  if (told !== text) {
    const answer = solveAges(told);
    if (answer) return answer;
  }
  const calendar = byCalendarYears(text);
  if (calendar) return calendar;
  const shaped = withAgeShorthand(text);
  if (shaped !== text) {
    const answer = solveAges(shaped);
    if (answer) return answer;
  }
  const married = marriageRatioYears(text);
  if (married !== undefined) return married;
  const fromProduct = productAndRatio(text);
  if (fromProduct !== undefined) return fromProduct;
  const answer = children(text) ?? marriage(withNumberWords(text)) ?? productAndGap(text) ?? productAndMultiple(text) ?? yearsToRatio(text) ?? yourAgeQuote(text) ?? byEquations(firstPerson(chatForms(withNumberWords(birthQuote(askFirst(marriageMoment(text)))))));
  // '168.75% of her age' is read as 16875/10000: the percentage as written is the question's number.
  const decimals = [...text.matchAll(/\b(\d+\.\d{1,2})\s*%\s+of\b/g)].map((match) => Number(match[1]));
  return answer && decimals.length > 0 ? { ...answer, givens: [...answer.givens, ...decimals] } : answer;
}

/**
 * Ways of putting an ages question that the statement readers take once rewritten: the ask first
 * ('What was Gita's age 8 years ago, if ...?', 'How old will the son be? The father and the son
 * ...') moved to the end; a second statement with no subject of its own ('the mother was thrice as
 * old ... and will be twice as old ...') given the first one's; 'A's age 3 years back = B's age 8
 * years from now' as 'is equal to'; '9 more than four times his son's age' as 9 years more; 'will
 * exceed twice the son's age by 32 years' as 32 years more than twice it; 'the father and the son
 * are 43 years old in all' as the sum of their ages.
 */
function withAgeShorthand(text: string): string {
  let shaped = text.replace(/^\s*ages?\s+q(?:ues(?:tion)?)?\.?\s+(?=[a-z]+'s\b)/, '');
  const askThenIf = /^((?:what|how|find|which|whose)\b[^,?]*?),?\s+if\s+([^?]+?)\s*[?.]?\s*$/.exec(shaped);
  if (askThenIf) shaped = `${askThenIf[2]}. ${askThenIf[1]}?`;
  const askSentenceFirst = /^((?:what|how|find|which|whose)\b[^?.]*\?)\s+([^?]+)$/.exec(shaped);
  if (!askThenIf && askSentenceFirst) shaped = `${askSentenceFirst[2]!.trim()} ${askSentenceFirst[1]}`;
  return shaped
    .replace(/\b((?:the\s+|a\s+)?[a-z]+)\s+(was|is)\s+((?:twice|thrice|half|(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+times)\s+as\s+old\s+as\s+(?:the\s+|his\s+|her\s+)?[a-z]+(?:\s+\d+\s+years\s+(?:ago|back|before|hence|from\s+now)|\s+(?:after|in)\s+\d+\s+years)?)\s+and\s+(will\s+be|would\s+be)\s+/g, '$1 $2 $3 and $1 $4 ')
    .replace(/\b([a-z]+'s\s+(?:present\s+)?age(?:\s+\d+\s+(?:years?|yrs?)\s+(?:ago|back|before|hence|from\s+now|later))?)\s*=\s*(?=[a-z]+'s\s+(?:present\s+)?age\b)/g, '$1 is equal to ')
    // "Charu's mother is five times as old as Charu. After 18 years, she will be twice as old as her": 'she'
    // is the one who was the subject, 'her' the one who was compared with (a role of the other sex never).
    .replace(/\b(((?:[a-z]+'s\s+)?[a-z]+)\s+(?:is|was)\s+(?:twice|thrice|(?:two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?)\s+times)\s+as\s+old\s+as\s+(?:the\s+|his\s+|her\s+)?([a-z]+)\s*\.\s+(?:(?:after|in)\s+\d+\s+years?\s*,?\s+|\d+\s+years?\s+(?:hence|from\s+now|later|ago|back)\s*,?\s+))(he|she)\s+((?:will|would)\s+be|was)\s+((?:twice|thrice|(?:two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?)\s+times)\s+as\s+old\s+as\s+)(him|her)\b/g, (whole, before: string, subject: string, object: string, pronoun: string, verb: string, times: string, other: string) =>
      /^(?:he|she|him|her|it|they)$/.test(subject) || /^(?:him|her|it|them)$/.test(object) || !fitsPronoun(subject, pronoun) || !fitsPronoun(object, other) ? whole : `${before}${subject} ${verb} ${times}${object}`,
    )
    // '... as old as the daughter ... and will be twice as old as her': 'her' is the daughter of the first statement.
    .replace(/\bas\s+old\s+as\s+(?:the\s+|his\s+|her\s+)([a-z]+)\b([^.?;]*?\band\s+[^.?;]*?\bas\s+old\s+as\s+)(him|her)\b/g, (whole, object: string, between: string) => (/^(?:him|her|he|she|it)$/.test(object) ? whole : `as old as the ${object}${between}the ${object}`))
    .replace(/\b(\d+)\s+more\s+than\s+(?=(?:twice|thrice|(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+times)\b)/g, '$1 years more than ')
    .replace(/\bwill\s+exceed\s+(twice|thrice|(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+times)\s+((?:the\s+|his\s+|her\s+)?[a-z]+'s\s+age)\s+by\s+(\d+)\s+years\b/g, 'will be $3 years more than $1 $2')
    .replace(/\b((?:the\s+)?[a-z]+)\s+and\s+((?:the\s+)?[a-z]+)\s+(?:are|were)\s+(\d+)\s+years\s+old\s+(?:in\s+all|together|altogether|put\s+together)(?:\s+today|\s+now)?/g, 'the sum of the present ages of $1 and $2 is $3 years')
    .replace(/\b((?:the\s+)?[a-z]+)\s+and\s+((?:the\s+)?[a-z]+)\s+together\s+are\s+(\d+)\s+years\s+old\b/g, 'the sum of the present ages of $1 and $2 is $3 years');
}

/**
 * Ages told as a story, put as the statements the readers take: a quote 'I am now as old as you
 * were 3 years ago' said by one to another; 'Rohan was born when his father was 31'; a sibling
 * 'who was born 5 years after him' (younger by 5); 'Rohan's sister' and 'their father' as the
 * sister and the father; 'elder to' as older than; a family of three whose 'total age' or 'total
 * of the three ages' is the sum of the ages of the three named; 'at the time of the son's birth'
 * as when the son was born. The text is returned as it was when none of these is written.
 */
function withStoryForms(written: string): string {
  const text = withNumberWords(written);
  let out = text
    // 'ages of A n B': a student's 'n' for and.
    .replace(/(?<=\b[a-z]+)\s+n\s+(?=[a-z]+\b)/g, ' and ')
    .replace(/\b(?:a\s+|the\s+)?([a-z]+)\s+(?:tells|told|says|said)\s+(?:to\s+)?(?:his\s+|her\s+)?(?:elder\s+|younger\s+|older\s+)?([a-z]+)\s*,?\s*:?\s*["“'‘]?\s*i\s+am\s+(?:now\s+)?as\s+old\s+as\s+(?:you|u)\s+were\s+(\d+)\s+years?\s+(ago|back|before|earlier)\s*[.!]?\s*["”'’]?\s*\.?/g, (whole, speaker: string, listener: string, years: string, ago: string) => (NOT_PEOPLE.has(speaker) || NOT_PEOPLE.has(listener) || speaker === listener ? whole : `${speaker} is as old as ${listener} was ${years} years ${ago}. `))
    .replace(/\b([a-z]+)\s+was\s+born\s+when\s+(?:his|her|the)\s+([a-z]+)\s+was\s+(\d+(?:\.\d+)?)\s+(years?\s+old|years?)\b/g, 'when $1 was born, the $2 was $3 $4')
    .replace(/\b(?:in\s+)?a\s+family\s+of\s+three\s*,?\s*/g, '')
    .replace(/\b(?:their|the)\s+only\s+(son|daughter|child)\b/g, 'the $1')
    .replace(/\b(elder|older|younger)\s+to\b/g, (_, word: string) => `${word === 'younger' ? 'younger' : 'older'} than`)
    .replace(/\bat\s+the\s+time\s+of\s+(?:the\s+|his\s+|her\s+)?([a-z]+)'s\s+birth\b/g, 'when the $1 was born')
    .replace(/\btheir\s+(?:present\s+)?ages\s+(will|would)\s+add\s+up\s+to\s+(\d+)/g, 'the sum of their ages $1 be $2')
    // "the mother's age now is", "the present age of Ravi is 1/2 of the present age of Imran": the owner's present age.
    .replace(/\b([a-z]+)'s\s+age\s+(?:now|at\s+present|today)\s+(?=is\b)/g, "$1's present age ")
    .replace(/(^|[.?;,]\s*|\b(?:if|that|and|then)\s+)the\s+present\s+age\s+of\s+([a-z]+)\s+(?=is\b|was\b)/g, (whole, lead: string, who: string) => (NOT_PEOPLE.has(who) ? whole : `${lead}${who}'s present age `))
    .replace(/\b(of|than|as)\s+the\s+present\s+age\s+of\s+([a-z]+)\b/g, (whole, word: string, who: string) => (NOT_PEOPLE.has(who) ? whole : `${word} ${who}'s present age`))
    // 'father is 4 years older than mother, mother is 4 times son's age': two statements.
    .replace(/,\s+(?=(?:the\s+)?(?:father|mother|son|daughter)(?:'s\s+age)?\s+is\b)/g, '. ');
  // 'The ages of a father and his son ... 5 years ago, the product of their ages was 4 times the father's age at
  // that time': the son's age then was 4 (the father's age then is not 0), the product divided by it.
  const couple = /\bages\s+of\s+(?:a\s+|the\s+)?([a-z]+)\s+and\s+(?:his\s+|her\s+|the\s+|a\s+)?([a-z]+)\b/.exec(out);
  if (couple && couple[1] !== couple[2]) {
    out = out.replace(/\bthe\s+product\s+of\s+their\s+ages\s+(was|is|will\s+be|would\s+be)\s+(twice|thrice|(?:two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?)\s+times)\s+(?:the\s+|his\s+|her\s+)?([a-z]+)'s\s+age\s+(?:at\s+that\s+time|then)\b/g, (whole, verb: string, times: string, owner: string) => {
      const factor = multiplierWord(times) ?? (/^\d/.test(times) ? Number(times.split(/\s+/)[0]) : null);
      const other = owner === couple[1] ? couple[2]! : owner === couple[2] ? couple[1]! : null;
      return factor && other ? `the ${other}'s age ${verb} ${num(factor)} years` : whole;
    });
  }
  // A sibling 'born 5 years after him': younger by 5; 'him' is the one whose sibling it is.
  out = out.replace(/\b([a-z]+)'s\s+(sister|brother)\s*,\s*who\s+was\s+born\s+(\d+)\s+years?\s+(after|before)\s+(?:him|her)\s*,\s*(is|was)\b([^.?]*)[.]/g, (_, owner: string, sibling: string, years: string, order: string, verb: string, rest: string) => `the ${sibling} ${verb}${rest}. the ${sibling} is ${years} years ${order === 'after' ? 'younger' : 'older'} than ${owner}.`);
  // 'Rohan's sister', 'their father': one sister, one father in the story.
  out = out.replace(/\b([a-z]+)'s\s+(sister|brother|father|mother)\b/g, (whole, owner: string, role: string) => (NOT_PEOPLE.has(owner) || new RegExp(String.raw`^${ROLES}$`).test(owner) ? whole : `the ${role}`)).replace(/\btheir\s+(father|mother)\b/g, 'the $1');
  // Three roles listed with their 'total age': 'father, mother and son: total age 76'; 'the total of the three ages is 75'.
  const roles = [...new Set([...out.matchAll(/\b(father|mother|son|daughter)\b/g)].map((match) => match[1]!))];
  if (roles.length === 3) {
    const all = `the sum of the ages of the ${roles[0]}, the ${roles[1]} and the ${roles[2]}`;
    out = out
      .replace(/\b(?:the\s+)?(father|mother|son|daughter)\s*,\s*(?:the\s+)?(father|mother|son|daughter)\s*,?\s+and\s+(?:the\s+)?(father|mother|son|daughter)\s*[:,-]\s*(?:their\s+)?total\s+(?:age|ages)\s+(?:is\s+|=\s*)?(\d+)/g, `${all} is $4`)
      .replace(/\b(?:the\s+)?(?:total|sum)\s+of\s+(?:the\s+|their\s+)?(?:three\s+)?(?:present\s+)?ages\s+(?=is|was|=)/g, `${all} `);
  }
  return out === text ? written : out;
}

/**
 * 'In 2009 a mother's age was 4 times her son's; in 2029 it was twice: in which year was the son
 * born?': the first year is taken as now and the other as so many years from it; the son's age
 * in the first year, taken from that year, is the year of his birth.
 */
function byCalendarYears(text: string): QuantAnswer | null {
  const years = [...text.matchAll(/\bin\s+((?:19|20)\d\d)\b/g)];
  const born = /\bin\s+which\s+year\s+was\s+(?:the\s+|his\s+|her\s+)?([a-z]+)\s+born\b|\b(?:the\s+)?year\s+of\s+(?:the\s+|his\s+|her\s+)?([a-z]+)'s\s+birth\b/.exec(askedPart(text));
  if (years.length !== 2 || !born || [...text.matchAll(/(?:19|20)\d\d/g)].length !== 2) return null;
  const [first, second] = [Number(years[0]![1]), Number(years[1]![1])];
  const gap = second - first;
  if (gap === 0) return null;
  const person = (born[1] ?? born[2])!;
  const stated = text.slice(0, born.index === undefined ? text.length : text.lastIndexOf(askedPart(text)));
  const shaped = `${stated.replace(years[0]![0], 'now').replace(years[1]![0], gap > 0 ? `after ${gap} years` : `${-gap} years ago`)} what is the ${person}'s present age?`;
  const worked = byEquations(firstPerson(chatForms(withNumberWords(shaped))));
  if (!worked || worked.values.length !== 1 || worked.unit !== 'years' || !worked.label.toLowerCase().startsWith(`${person}'s age now`)) return null;
  const age = worked.values[0]!;
  const value = first - age;
  const step: SolutionStep = { title: 'The year of birth', bullets: [`Take ${first} as "now" and ${second} as ${Math.abs(gap)} years ${gap > 0 ? 'later' : 'earlier'}.`, `In ${first} the ${person} was ${num(age)}, so the ${person} was born in ${first} − ${num(age)} = ${num(value)}.`] };
  const steps = worked.steps.filter((entry) => !entry.title.startsWith('Check'));
  const check = worked.steps.find((entry) => entry.title.startsWith('Check'));
  if (!check || !Number.isInteger(value)) return null;
  return { ...worked, values: [value], unit: 'number', label: `The year the ${person} was born`, steps: [...steps, step, check], mistakes: [{ value: second - age, why: `this takes the age in ${first} from ${second}` }], givens: [...worked.givens.filter((given, at) => at !== worked.givens.indexOf(Math.abs(gap))), first, second] };
}

/**
 * The marriage as a moment a number of years from now. 'Married 10 years ago at the age of 25':
 * 10 years ago he was 25. '12 years after the marriage his age is ...' with no other moment: that
 * is now, and 'at the time of (their) marriage' is 12 years ago. Any marriage word left unread
 * keeps the text as it was (the reader then declines it).
 */
/**
 * 'If at the time of marriage the ratio was 5 : 3, how many years ago were they married?': the
 * years back to that ratio, asked as such. Declined when either spouse would have been under 18 at
 * the marriage (a misprinted question: 'now 32 and 24, married 12 years ago' makes a bride of 12).
 * Undefined when the question is not of this shape.
 */
function marriageRatioYears(text: string): QuantAnswer | null | undefined {
  if ((text.match(/\bmarri/g) ?? []).length !== 2) return undefined;
  const AT = String.raw`(?:at\s+the\s+time\s+of\s+(?:the\s+|their\s+|his\s+|her\s+)?marriage|at\s+(?:the\s+|their\s+)?marriage|when\s+they\s+(?:got\s+|were\s+)?married)`;
  const WHEN_ASKED = String.raw`how\s+many\s+years\s+ago\s+(?:were\s+they|did\s+they\s+get|had\s+they\s+(?:been|got)|they\s+(?:were|got))\s+married\s*\??\s*$`;
  const ratioThen = new RegExp(String.raw`(?:\bif\s+)?${AT}\s*,?\s+the\s+ratio(?:\s+of\s+their\s+ages)?\s+was\s+(\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?)\s*[,.]?\s*(?:then\s+)?${WHEN_ASKED}|(?:\bif\s+)?the\s+ratio(?:\s+of\s+their\s+ages)?\s+was\s+(\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?)\s+${AT}\s*[,.]?\s*(?:then\s+)?${WHEN_ASKED}`).exec(text);
  if (!ratioThen) return undefined;
  const facts = text.slice(0, ratioThen.index);
  const answer = solveAges(`${facts}how many years ago was the ratio of their ages ${ratioThen[1] ?? ratioThen[2]}?`);
  const ages = solveAges(`${facts}what are their present ages?`);
  if (!answer || !ages || ages.values.length !== 2 || answer.values.length !== 1) return null;
  const years = answer.values[0]!;
  if (!(years > 0) || Math.min(...ages.values) - years < 18) return null;
  return answer;
}

function marriageMoment(text: string): string {
  if (!/\bmarri(?:age|ed)\b/.test(text)) return text;
  const AT = String.raw`(?:at\s+the\s+time\s+of\s+(?:the\s+|their\s+|his\s+|her\s+)?marriage|at\s+(?:the\s+|their\s+)?marriage|when\s+they\s+(?:got\s+|were\s+)?married|on\s+(?:the\s+|their\s+)?wedding\s+day)`;
  // A gap at the marriage is the gap now: 'at the time of marriage he was 6 years older than his wife'.
  const GAP = String.raw`(?:was|were)\s+(\d+(?:\.\d+)?)\s+years?\s+(older|younger|elder)\s+than\s+((?:his\s+|her\s+|the\s+)?[a-z]+)`;
  let out = text
    // 'was 23 years when they married 5 years ago': the marriage is that moment.
    .replace(/\bwhen\s+they\s+(?:got\s+|were\s+)?married\s+(\d+)\s+years?\s+(?:ago|back)\b/g, '$1 years ago')
    .replace(new RegExp(String.raw`\b${GAP}\s*,?\s+${AT}`, 'g'), 'is $1 years $2 than $3')
    .replace(new RegExp(String.raw`\b${AT}\s*,?\s+((?:the\s+|a\s+|his\s+|her\s+)?[a-z]+)\s+${GAP}`, 'g'), '$1 is $2 years $3 than $4');
  const married = /\b(?:(?:he|she|they|[a-z]+)\s+)?(?:was|were|got)\s+married\s+(\d+)\s+years?\s+(?:ago|back|before)\b|\bmarriage\s+took\s+place\s+(\d+)\s+years?\s+(?:ago|back)\b/.exec(out);
  const after = new RegExp(String.raw`\b(\d+)\s+years?\s+(?:after|since)\s+(?:the\s+|their\s+|his\s+|her\s+)?marriage\b|\bafter\s+(\d+)\s+years?\s+of\s+(?:the\s+|their\s+)?marriage\b`).exec(out);
  if (married && !after) {
    const years = married[1] ?? married[2]!;
    // 'A man was married 10 years ago at the age of 25': 10 years ago the man was 25 years old.
    out = out.replace(/\b((?:the\s+|a\s+)?[a-z]+)\s+(?:was|got)\s+married\s+(\d+)\s+years?\s+(?:ago|back|before)\s*,?\s+(?:at\s+the\s+age\s+of|when\s+(?:he|she)\s+was|aged)\s+(\d+)(?:\s*years?)?(?:\s+old)?/, (_match, who: string, ago: string, age: string) => `${ago} years ago ${who} was ${age} years old`);
    out = out.replace(new RegExp(AT, 'g'), `${years} years ago`);
  } else if (after && !married && !/\b(?:ago|hence|from now|later|back)\b/.test(out)) {
    // 'Now' is then a moment the question chose; only an ask at the marriage itself is fixed by it
    // ('what was the wife's age at the time of marriage?'), never 'her present age'.
    const ask = askedPart(out);
    if (!new RegExp(AT).test(ask) || /\b(?:present|now|today|current)/.test(ask)) return text;
    const years = after[1] ?? after[2]!;
    out = out.replace(after[0], 'now').replace(new RegExp(AT, 'g'), `${years} years ago`);
  } else if (out === text) return text;
  return /\bmarri|\bwedding\b/.test(out) ? text : out;
}

/**
 * 'Ravi said to Mohan, "When I was your age, you were 10 years old."': the speaker was the
 * listener's age (speaker − listener) years ago, when the listener was listener − (speaker −
 * listener) = 2 × listener − speaker = 10. With one age now (or their sum) both are fixed.
 */
function yourAgeQuote(text: string): QuantAnswer | null {
  const said = /\b([a-z]+)\s+(?:said|says|told|tells|remarked|remarks)\s+(?:to\s+)?(?:his\s+|her\s+)?([a-z]+)\b/.exec(text);
  const quote = /when\s+i\s+was\s+(?:of\s+)?your\s+(?:present\s+)?age\s*,?\s*you\s+were\s+(?:only\s+|just\s+)?(\d+(?:\.\d+)?)\s*(?:years?)?(?:\s+old)?/.exec(text);
  if (!said || !quote) return null;
  const [speaker, listener] = [said[1]!, said[2]!];
  if (speaker === listener || NOT_PEOPLE.has(speaker) || NOT_PEOPLE.has(listener)) return null;
  const n = Number(quote[1]);
  const rest = text.replace(quote[0], ' ');
  const numbers = [...rest.matchAll(/\d+(?:\.\d+)?/g)];
  if (numbers.length !== 1) return null;
  const other = Number(numbers[0]![0]);
  const person = (word: string) => (word === speaker || word === 'i' ? 'speaker' : word === listener || word === 'you' ? 'listener' : null);
  const ageNow = new RegExp(String.raw`\b(?:if\s+)?(?:the\s+)?(?:present\s+age\s+of\s+)?(${speaker}|${listener}|i|you)(?:'s\s+(?:present\s+)?age)?\s+(?:is|am|are)\s+(?:now\s+)?${other}\s*(?:years?)?(?:\s+old)?(?:\s+now)?\b`).exec(rest);
  const sum = new RegExp(String.raw`\b(?:sum|total)\s+of\s+(?:their|our|the)\s+(?:present\s+)?ages?\s+(?:is|=)\s+${other}\b`).exec(rest);
  if (Boolean(ageNow) === Boolean(sum)) return null;
  let s: number;
  let l: number;
  let line: string;
  if (ageNow) {
    const who = person(ageNow[1]!);
    if (!who) return null;
    // 2l − s = n.
    if (who === 'speaker') [s, l] = [other, (n + other) / 2];
    else [s, l] = [2 * other - n, other];
    line = who === 'speaker' ? `${cap(speaker)} is ${num(other)}, so 2 × ${cap(listener)} − ${num(other)} = ${num(n)} and ${cap(listener)} = ${num(l)}.` : `${cap(listener)} is ${num(other)}, so ${cap(speaker)} = 2 × ${num(other)} − ${num(n)} = ${num(s)}.`;
  } else {
    // s + l = other, 2l − s = n: 3l = other + n.
    l = (other + n) / 3;
    s = other - l;
    line = `${cap(speaker)} + ${cap(listener)} = ${num(other)}; adding, 3 × ${cap(listener)} = ${num(other)} + ${num(n)}, so ${cap(listener)} = ${num(l)} and ${cap(speaker)} = ${num(s)}.`;
  }
  if (!(s > l && l > 0 && Number.isInteger(2 * s) && Number.isInteger(2 * l))) return null;
  const asked = askedPart(text);
  const askedWho = [...asked.matchAll(new RegExp(String.raw`\b(${speaker}|${listener})\b`, 'g'))].map((match) => match[1]!);
  if (new Set(askedWho).size !== 1 || !/\bage|how old/.test(asked) || /\b(?:ago|hence|after|later|before|was|were|will|when|then)\b/.test(asked)) return null;
  const asksSpeaker = askedWho[0] === speaker;
  const value = asksSpeaker ? s : l;
  const check = checkStep([`${num(s - l)} years ago ${cap(speaker)} was ${num(s)} − ${num(s - l)} = ${num(l)}, ${cap(listener)}'s age now, and ${cap(listener)} was ${num(l)} − ${num(s - l)} = ${num(2 * l - s)}.`], [[2 * l - s, n], ...(sum ? [[s + l, other] as const] : [[asksSpeaker ? l : s, ageNow && person(ageNow[1]!) === 'speaker' ? s : l] as const])]);
  if (!check) return null;
  return {
    kind: 'ages',
    values: [round2(value)],
    unit: 'years',
    label: `${cap(asksSpeaker ? speaker : listener)}'s age now`,
    steps: [
      { title: 'When the speaker was the listener\'s age', bullets: [`That was (${cap(speaker)} − ${cap(listener)}) years ago; ${cap(listener)} was then ${cap(listener)} − (${cap(speaker)} − ${cap(listener)}) = 2 × ${cap(listener)} − ${cap(speaker)} = ${num(n)}.`] },
      { title: 'Solve', bullets: [line] },
      check,
    ],
    mistakes: [{ value: round2(asksSpeaker ? l : s), why: 'this is the other person\'s age' }],
    givens: [n, other],
  };
}

/**
 * 'Hitesh is 40 years old and Ronnie is 60. How many years ago was the ratio of their ages 3 : 5?':
 * t years ago, (40 − t) : (60 − t) = 3 : 5, so 5(40 − t) = 3(60 − t) and t = 10. The same forward
 * for 'after how many years will the ratio be'.
 */
function yearsToRatio(text: string): QuantAnswer | null {
  const ages = /\b([a-z]+)\s+is\s+(\d+)\s+years?\s+old\s+and\s+([a-z]+)\s+is\s+(\d+)(?:\s+years?(?:\s+old)?)?\b/.exec(text) ?? /\bpresent\s+ages\s+of\s+([a-z]+)\s+and\s+([a-z]+)\s+are\s+(\d+)\s+(?:years?\s+)?and\s+(\d+)\s+years?\b/.exec(text);
  if (!ages) return null;
  const listed = /\bpresent\s+ages/.test(ages[0]);
  const names = listed ? [ages[1]!, ages[2]!] : [ages[1]!, ages[3]!];
  const years = (listed ? [ages[3], ages[4]] : [ages[2], ages[4]]).map(Number) as [number, number];
  const asked = askedPart(text);
  // ('After how many years': the ask begins at 'how', so the word before it is read from the whole text.)
  const way = /\bhow\s+(?:many\s+years|long)\s+ago\b|\bhow\s+many\s+years\s+(?:back|before)\b/.test(asked) ? -1 : /\b(?:after|in)\s+how\s+many\s+years\b/.test(text) || /\bhow\s+many\s+years\s+(?:hence|later|from\s+now)\b/.test(asked) ? 1 : 0;
  const ratio = /(\d+)\s*:\s*(\d+)(?!\s*:)/.exec(asked);
  if (!way || !ratio || names[0] === names[1] || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== 4) return null;
  // The ratio's order: 'the ratio of their ages' keeps the order the ages were given in.
  const [p, q] = [Number(ratio[1]), Number(ratio[2])];
  if (!/\btheir\s+ages\b|\bratio\s+of\s+(?:the\s+)?ages\b/.test(asked) || !(p > 0 && q > 0) || p * years[1] === q * years[0] || p === q) return null;
  // (a + w t) q = (b + w t) p.
  const t = (p * years[1] - q * years[0]) / (way * (q - p));
  if (!(t > 0) || Math.abs(t - Math.round(t)) > 1e-9) return null;
  const then = years.map((age) => age + way * t) as [number, number];
  if (then.some((age) => !(age > 0))) return null;
  const check = checkStep([`${way < 0 ? `${t} years ago` : `In ${t} years`}: ${num(then[0])} and ${num(then[1])}, in the ratio ${p} : ${q}.`], [[then[0] * q, then[1] * p]]);
  if (!check) return null;
  return {
    kind: 'ages',
    values: [t],
    unit: 'years',
    label: way < 0 ? 'How many years ago' : 'After how many years',
    steps: [
      { title: 'Set up', bullets: [`${way < 0 ? `t years ago` : `After t years`}: (${num(years[0])} ${way < 0 ? '−' : '+'} t) : (${num(years[1])} ${way < 0 ? '−' : '+'} t) = ${p} : ${q}.`] },
      { title: 'Solve', bullets: [`${q}(${num(years[0])} ${way < 0 ? '−' : '+'} t) = ${p}(${num(years[1])} ${way < 0 ? '−' : '+'} t), so t = ${t}: ${shown(names[0]!)} ${num(then[0])}, ${shown(names[1]!)} ${num(then[1])}.`] },
      check,
    ],
    mistakes: [],
    givens: [...years, p, q],
  };
}

/**
 * "The product of the ages of Ankit and Nikita is 240; twice Nikita's age is more than Ankit's by
 * 4 years: Nikita's age?": with Nikita n, Ankit is 2n − 4 and n(2n − 4) = 240, so 2n² − 4n − 240 = 0
 * and n = 12. The multiple k, the gap d: kn − d (or kn + d) times n is the product.
 */
function productAndMultiple(text: string): QuantAnswer | null {
  const product = /\bproduct\s+of\s+(?:the\s+)?(?:present\s+)?ages\s+of\s+([a-z]+)\s+and\s+([a-z]+)\s+(?:is|was|=)\s*(\d+(?:\.\d+)?)/.exec(text) ?? /\b([a-z]+)'s\s+age\s+multiplied\s+by\s+([a-z]+)'s\s+age\s+(?:is|gives|=|comes\s+to)\s*(\d+(?:\.\d+)?)/.exec(text);
  if (!product || product[1] === product[2]) return null;
  const names = [product[1]!, product[2]!];
  const TIMES = String.raw`(twice|thrice|(\d+)\s+times|two\s+times|three\s+times)`;
  const relation = new RegExp(String.raw`\b${TIMES}\s+(?:the\s+age\s+of\s+([a-z]+)|([a-z]+)'s\s+age)\s+(?:is\s+)?(more|less|greater|exceeds|smaller|falls\s+short\s+of)\s*(?:than\s+)?(?:the\s+age\s+of\s+([a-z]+)|([a-z]+)'s\s+age|([a-z]+)'s)\s+by\s+(\d+(?:\.\d+)?)\s*years?`).exec(text);
  if (!relation || /\b(?:ago|hence|after|before|later|from now|back|since|average|sum|total|ratio)\b/.test(text)) return null;
  const k = relation[2] ? Number(relation[2]) : /twice|two/.test(relation[1]!) ? 2 : 3;
  const multiplied = (relation[3] ?? relation[4])!;
  const other = (relation[6] ?? relation[7] ?? relation[8])!;
  const d = Number(relation[9]) * (/more|greater|exceeds/.test(relation[5]!) ? 1 : -1);
  if (!names.includes(multiplied) || !names.includes(other) || multiplied === other) return null;
  const p = Number(product[3]);
  if ((text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? []).length !== 2 + (relation[2] ? 1 : 0)) return null;
  // other = k·n − d, and n·other = p: k·n² − d·n − p = 0.
  const n = (d + Math.sqrt(d * d + 4 * k * p)) / (2 * k);
  const m = k * n - d;
  if (!(n > 0 && m > 0) || Math.abs(n - Math.round(n)) > 1e-9) return null;
  const asked = askedPart(text);
  const askedNames = names.filter((name) => new RegExp(String.raw`(?<![a-z])${name}(?:'s)?(?![a-z])`).test(asked));
  if (askedNames.length !== 1) return null;
  const value = askedNames[0] === multiplied ? n : m;
  const check = checkStep([`${num(n)} × ${num(m)} = ${num(n * m)}, and ${k} × ${num(n)} = ${num(k * n)} is ${num(Math.abs(d))} ${d >= 0 ? 'more' : 'less'} than ${num(m)}.`], [[n * m, p], [k * n - m, d]]);
  if (!check) return null;
  return {
    kind: 'ages',
    values: [round2(value)],
    unit: 'years',
    label: `${shown(askedNames[0]!)}'s age`,
    steps: [
      { title: 'Set up', bullets: [`Let ${shown(multiplied)} be n years; then ${shown(other)} is ${k}n ${d >= 0 ? '−' : '+'} ${num(Math.abs(d))}.`, `Their product: n × (${k}n ${d >= 0 ? '−' : '+'} ${num(Math.abs(d))}) = ${num(p)}.`] },
      { title: 'Solve', bullets: [`${k}n² ${d >= 0 ? '−' : '+'} ${num(Math.abs(d))}n − ${num(p)} = 0, so n = ${num(n)}: ${shown(multiplied)} is ${num(n)} and ${shown(other)} ${num(m)}.`] },
      check,
    ],
    mistakes: [{ value: round2(askedNames[0] === multiplied ? m : n), why: 'this is the other one\'s age' }],
    givens: [p, Math.abs(d), ...(relation[2] ? [k] : [])],
  };
}

/**
 * 'Two sisters differ in age by 7 years, and their ages multiplied together give 638; find the
 * younger's age': with y the younger, y × (y + 7) = 638, so y = (−7 + √(49 + 4 × 638)) ÷ 2 = 22.
 * Only two people, one product and one gap, no moment other than now, and the younger or the
 * elder asked; the root must be a whole (or half) number of years.
 */
function productAndGap(text: string): QuantAnswer | null {
  const product = /\bproduct\s+of\s+(?:the\s+|their\s+)?(?:present\s+)?ages\b(?:\s+of\s+(?:the\s+)?(?:two|2)\s+[a-z]+)?[^.?\d]*?(?:\b(?:is|was|are|comes to)\b|=)\s*(\d+(?:\.\d+)?)/.exec(text) ?? /\bages?\b[^.?]*?\bmultiplied\b[^.?\d]*?\b(?:is|are|gives?|give|=|comes to|makes?)\s+(\d+(?:\.\d+)?)/.exec(text);
  if (!product) return null;
  const gap = /\bdiffer\s+(?:in\s+(?:their\s+)?ages?\s+)?by\s+(\d+(?:\.\d+)?)\s*years?/.exec(text) ?? /\b(?:elder|older)\b[^.?\d]*?\b(?:is|was)\s+(\d+(?:\.\d+)?)\s*years?\s+older\s+than\s+(?:the\s+)?younger\b/.exec(text) ?? /\bdifference\s+(?:between|of|in)\s+(?:their\s+)?(?:present\s+)?ages\s+is\s+(\d+(?:\.\d+)?)\s*(?:years?)?/.exec(text) ?? /\bone\s+(?:of\s+them\s+)?is\s+(\d+(?:\.\d+)?)\s*years?\s+older\s+than\s+the\s+other\b/.exec(text);
  if (!gap || /\b(?:ago|hence|after|before|later|from now|back|since|average|sum|total|ratio|times|twice|thrice|half)\b/.test(text)) return null;
  if (!/\b(?:two|2)\s+(?:sisters|brothers|friends|cousins|persons|people|boys|girls|children|siblings)\b/.test(text)) return null;
  const numbers = [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const [p, d] = [Number(product[1]), Number(gap[1])];
  // Only the product, the gap, and the count of two people ('2 cousins') may be written.
  const rest = [...numbers];
  for (const used of [p, d]) {
    const at = rest.indexOf(used);
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  if (rest.some((value) => value !== 2) || rest.length > 1) return null;
  const asked = askedPart(text);
  const younger = /\b(?:younger|youngest|smaller)\b/.test(asked);
  const elder = /\b(?:elder|older|eldest|oldest)\b/.test(asked);
  if (younger === elder) return null;
  const y = (-d + Math.sqrt(d * d + 4 * p)) / 2;
  if (!(y > 0) || Math.abs(y * 2 - Math.round(y * 2)) > 1e-9) return null;
  const value = younger ? y : y + d;
  const check = checkStep([`${num(y)} × ${num(y + d)} = ${num(y * (y + d))}, and ${num(y + d)} − ${num(y)} = ${num(d)}.`], [[y * (y + d), p], [d, d]]);
  if (!check) return null;
  return {
    kind: 'ages',
    values: [round2(value)],
    unit: 'years',
    label: `The ${younger ? 'younger' : 'elder'} one's age`,
    steps: [
      { title: 'Set up', bullets: [`Let the younger be y years; the elder is y + ${num(d)}. Their product: y × (y + ${num(d)}) = ${num(p)}.`] },
      { title: 'Solve', bullets: [`y² + ${num(d)}y − ${num(p)} = 0, so y = (−${num(d)} + √(${num(d * d)} + ${num(4 * p)})) ÷ 2 = (−${num(d)} + ${num(Math.sqrt(d * d + 4 * p))}) ÷ 2 = ${num(y)}.`, `The ${younger ? 'younger is' : `elder is ${num(y)} + ${num(d)} =`} ${num(value)} years.`] },
      check,
    ],
    mistakes: [{ value: round2(younger ? y + d : y), why: `this is the ${younger ? 'elder' : 'younger'} one` }],
    givens: [p, d, ...rest],
  };
}

/**
 * 'The present ages of A and B are in the ratio 5 : 8 and the product of their ages is 160': the
 * ages are 5u and 8u with 40u² = 160, so u = 2 and the ages 10 and 16; the question is then
 * worked from their sum, 26. Undefined when the question is not of this shape; null when it is but
 * the ages do not come out whole or a time is attached to the ratio or the product.
 */
function productAndRatio(text: string): QuantAnswer | null | undefined {
  const product = /\bproduct\s+of\s+(?:the\s+|their\s+)?(?:present\s+)?ages\b(?:\s+of\s+(?:the\s+)?[a-z]+\s+and\s+(?:the\s+)?[a-z]+)?(?:\s+(?:now|at\s+present))?\s*(?:\b(?:is|was|are|comes\s+to)\b|=)\s*(\d+(?:\.\d+)?)\b(?!\s*(?:years?\s+)?(?:ago|back|hence|from\s+now|later|earlier))/.exec(text);
  if (!product || /\bproduct\b/.test(text.slice(product.index + product[0].length))) return undefined;
  const ratios = [...text.matchAll(/(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)(?!\s*:)/g)];
  if (ratios.length !== 1) return undefined;
  const ratio = ratios[0]!;
  // The sentence of the ratio and the clause of the product both speak of now.
  const ratioStart = Math.max(text.lastIndexOf('.', ratio.index), text.lastIndexOf('?', ratio.index), text.lastIndexOf(';', ratio.index)) + 1;
  const ratioClause = text.slice(ratioStart, ratio.index + ratio[0].length);
  const TIME_WORDS = /\b(?:ago|back|hence|from\s+now|later|earlier|after|before|since|when|will|would|was|were)\b/;
  if (TIME_WORDS.test(ratioClause) || TIME_WORDS.test(product[0]) || !/\bages?\b/.test(ratioClause)) return null;
  const [p, q, value] = [Number(ratio[1]), Number(ratio[2]), Number(product[1])];
  if (!(p > 0 && q > 0 && value > 0)) return null;
  const u = Math.sqrt(value / (p * q));
  if (!Number.isInteger(Math.round(u * 1e9) / 1e9) || Math.abs(p * u * q * u - value) > 1e-9) return null;
  const unit = Math.round(u);
  const sum = (p + q) * unit;
  const start = product.index + product[0].lastIndexOf(product[1]!);
  const told = `${text.slice(0, product.index)}${product[0].slice(0, start - product.index).replace(/\bproduct\b/, 'sum')}${sum}${text.slice(start + product[1]!.length)}`;
  const answer = solveAges(told);
  if (!answer) return null;
  const step: SolutionStep = { title: 'From the product', bullets: [`Let the present ages be ${num(p)}u and ${num(q)}u. Their product: ${num(p * q)}u² = ${num(value)}, so u² = ${num(value / (p * q))} and u = ${unit}.`, `The ages are ${num(p * unit)} and ${num(q * unit)}, so their sum is ${num(sum)}.`] };
  const check = checkStep([`${num(p * unit)} × ${num(q * unit)} = ${num(p * q * unit * unit)}, and ${num(p * unit)} : ${num(q * unit)} = ${num(p)} : ${num(q)}.`], [[p * q * unit * unit, value]]);
  if (!check) return null;
  const at = answer.givens.indexOf(sum);
  const givens = at < 0 ? [...answer.givens, value] : answer.givens.map((given, index) => (index === at ? value : given));
  return { ...answer, steps: [step, ...answer.steps, check], givens };
}

/** 'The father is how old now?', 'Ravi will be how old in 5 years?': the ask put first, as 'how old is the father now?'. */
function askFirst(text: string): string {
  return text.replace(/(?<=^|[.?!;]\s*|,\s*then\s+)((?:the\s+|his\s+|her\s+)?[a-z]+(?:'s\s+[a-z]+)?)\s+(is|was|will be)\s+how old\b/, (_, who: string, verb: string) => `how old ${verb === 'will be' ? 'will' : verb} ${who}${verb === 'will be' ? ' be' : ''}`);
}

const UNITS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const TEENS: Readonly<Record<string, number>> = { ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };

/**
 * Ages written in words become figures: 'thirty years old', 'twenty-five years', 'twenty-5' (as
 * the scan leaves it), 'sixteen years ago'. Only a word followed by 'years' or 'year' is read,
 * so 'one-third', 'two brothers' and 'three times' keep their words.
 */
function withNumberWords(text: string): string {
  const unit = Object.keys(UNITS).join('|');
  const tens = Object.keys(TENS).join('|');
  const teens = Object.keys(TEENS).join('|');
  return text
    // 'A decade hence', 'two decades ago', 'half a decade later': ten years to a decade.
    .replace(/\bhalf\s+a\s+decade\b/g, '5 years')
    .replace(/\b(?:a|one)\s+decade\b/g, '10 years')
    .replace(/\b(two|three|four|2|3|4)\s+decades\b/g, (_, count: string) => `${(UNITS[count] ?? Number(count)) * 10} years`)
    .replace(new RegExp(String.raw`\b(${tens})(?:[-\s](${unit}|[1-9])\b)?(?=\s*(?:years?|yrs?)\b)`, 'g'), (_, ten: string, one?: string) => String(TENS[ten]! + (one ? (UNITS[one] ?? Number(one)) : 0)))
    // 'A one-year old child': the hyphen joins the number to its years.
    .replace(new RegExp(String.raw`\b(${teens}|${unit})(?=(?:\s+|-)(?:years?|yrs?)\b)`, 'g'), (word: string) => String(TEENS[word] ?? UNITS[word]!));
}

/**
 * A student's shorthand: 'father = 3 x son' is 'father is 3 times son', 'father age' is the
 * father's age.
 */
function chatForms(text: string): string {
  return text
    .replace(/(?<=\d)\s*[x×]\s*(?=[a-z(])/g, ' times ')
    // 'Ravi's age is 40 % of his father's age' is 40/100 of it.
    // '168.75% of her age': as a fraction of whole numbers (the percentage written is added to the givens by solveAges).
    .replace(/\b(\d+)\.(\d{1,2})\s*%\s+(?=of\b)/g, (_, whole: string, part: string) => `${Number(whole) * 10 ** part.length + Number(part)}/${100 * 10 ** part.length} `)
    .replace(/(?<![\d.])(\d+)\s*%\s+(?=of\b)/g, '$1/100 ')
    // 'my bro', 'it'll be': a student's shorthand.
    .replace(/\bbro\b/g, 'brother')
    .replace(/\bsis\b/g, 'sister')
    .replace(/\b(it|he|she)'ll\b/g, '$1 will')
    // 'Ram's age was 3/4 times that of Shyam': a fraction 'times' is that fraction of it.
    .replace(/\b(\d+\/\d+)\s+times\s+that\s+of\s+((?:his\s+|her\s+|the\s+)?[a-z]+)\b(?!')/g, "$1 of $2's age")
    .replace(/\b(\d+\/\d+)\s+times\s+(?=the age of\b|(?:his|her|the)\s+[a-z]+'s\b|[a-z]+'s\b)/g, '$1 of ')
    // 'isthrice', 'wastwice' as the scan glued them.
    .replace(/\b(is|was)(twice|thrice|double|half)\b/g, '$1 $2')
    // 'Ten times older than' is read, as these papers mean it, as ten times as old as.
    .replace(new RegExp(String.raw`\b(\d+(?:\.\d+)?\s+times|${MULTIPLIER})\s+older\s+than\b`, 'g'), '$1 as old as')
    .replace(/\s*=\s*(?=\d|twice|thrice|half|double)/g, ' is ')
    // 'avg age of Siddharth & Jyoti': a student's shorthand.
    .replace(/\bavg\.?(?=\s+age\b)/g, 'average')
    .replace(/(?<=[a-z])\s*&\s*(?=[a-z])/g, ' and ')
    // 'She will be only thrice as old as he will be then': 'only' adds nothing, and 'he then' is him at that time.
    .replace(/\bonly\s+(?=twice|thrice|double|half|\d+(?:\.\d+)?\s+times)/g, '')
    .replace(/\bas old as (he|she) (?:will be|would be|was) (?:then|at that time)\b/g, (_, who: string) => `as old as ${who === 'he' ? 'him' : 'her'}`)
    .replace(new RegExp(String.raw`\b(${ROLES})\s+(?=(?:present\s+)?age\b)`, 'g'), "$1's ");
}

/** A time phrase: '5 years ago' is −5; 'after 5 years', 'in 5 years', '5 years hence' are +5. */
const TIME = String.raw`(?:(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\.?\s*(ago|back|before|earlier|hence|from now|later)|(?:after|in)\s+(?:another\s+)?(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\.?(?!\s*(?:older|younger|old|more|less|of)\b)|before\s+(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\b(?!\s*(?:older|younger|more|less)\b))`;

/**
 * "the ratio of A's age 4 years ago to B's age 4 years hence is 9 : 19", "A's age 4 years ago and
 * B's age 4 years hence are in the ratio 9 : 19": two people, each at the time written after their
 * age, the first name taking the first term. Null unless the ratio follows the pair and each time
 * phrase sits right after its own person's age.
 */
function crossRatio(body: string, names: string, times: readonly { offset: number; index: number; end: number }[]): { first: string; second: string; firstTime: number; secondTime: number } | null {
  if (times.length !== 2) return null;
  const [t1, t2] = times as [{ offset: number; index: number; end: number }, { offset: number; index: number; end: number }];
  const before = body.slice(0, t1.index);
  const between = body.slice(t1.end, t2.index);
  const after = body.slice(t2.end);
  const first = new RegExp(String.raw`(?:^|\bratio\s+(?:of|between)\s+|[,.;]\s*|\b(?:if|that|and|also)\s+|^\s*)(?:the\s+age\s+of\s+(${names})|(${names})'s\s+age)\s+$`).exec(before);
  const second = new RegExp(String.raw`^\s+(?:to|and)\s+(?:the\s+age\s+of\s+(${names})|(${names})'s\s+age)\s+$`).exec(between);
  const ratio = /^\s*,?\s*(?:is|was|are|were|=|are\s+in\s+the\s+ratio(?:\s+of)?|were\s+in\s+the\s+ratio(?:\s+of)?|is\s+in\s+the\s+ratio(?:\s+of)?)\s*\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?\s*[.,;]?\s*$/.exec(after);
  if (!ratio) return null;
  // "5 years ago A's age and B's age 5 years from now are in the ratio 7 : 13": the first time stands before its person.
  const fronted = first || second ? null : new RegExp(String.raw`^\s*,?\s*(${names})'s\s+age\s+(?:and|to)\s+(${names})'s\s+age\s+$`).exec(between);
  if (fronted && /^\s*(?:(?:also|and|if|then)\s+)?$|[.;,]\s*(?:(?:also|and|if|then)\s+)?$/.test(before)) {
    if (fronted[1] === fronted[2]) return null;
    return { first: fronted[1]!, second: fronted[2]!, firstTime: t1.offset, secondTime: t2.offset };
  }
  if (!first || !second) return null;
  const [a, b] = [first[1] ?? first[2]!, second[1] ?? second[2]!];
  if (a === b) return null;
  return { first: a, second: b, firstTime: t1.offset, secondTime: t2.offset };
}

function timesIn(clause: string): { offset: number; index: number; end: number; written: number }[] {
  return [...clause.matchAll(new RegExp(TIME, 'g'))].map((match) => {
    const value = Number(match[1] ?? match[3] ?? match[4]);
    const past = (match[2] !== undefined && /ago|back|before|earlier/.test(match[2])) || match[4] !== undefined;
    return { offset: past ? -value : value, index: match.index, end: match.index + match[0].length, written: value };
  });
}

const ROLES = String.raw`(?:person|father|mother|son|daughter|man|woman|husband|wife|brother|sister|grandfather|grandmother|grandson|granddaughter|uncle|aunt|nephew|niece|boy|girl|teacher|student|child|friend|cousin)`;
const NOT_PEOPLE = new Set(['he', 'she', 'it', 'his', 'her', 'him', 'they', 'their', 'them', 'the', 'an', 'and', 'of', 'is', 'was', 'will', 'be', 'ages', 'age', 'sum', 'ratio', 'present', 'what', 'find', 'how', 'years', 'year', 'old', 'now', 'then', 'when', 'two', 'both', 'whose', 'who', 'which', 'that', 'this', 'one', 'other', 'each', 'if', 'after', 'before', 'ago', 'hence', 'time', 'total', 'difference', 'product', 'at', 'in', 'as', 'times', 'twice', 'thrice', 'half', 'brothers', 'sisters', 'friends', 'persons', 'people', 'children', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'double', 'more', 'less', 'older', 'younger', 'years', 'back', 'later', 'earlier', 'since', 'today', 'presently', 'currently', 'also', 'respectively', 'together']);

/** The people of the question in the order they are first named: ['father', 'son'], ['ravi'], ['a', 'b']. */
function peopleOf(text: string): string[] {
  const found: { name: string; at: number }[] = [];
  const add = (name: string | undefined, at: number) => {
    if (!name) return;
    // 'theson's' as the scan glued it is the son.
    const clean = name.replace(/'s$|s'$/, '').replace(new RegExp(String.raw`^(?:the|is|was|of)(?=${ROLES}$)`), '');
    if (NOT_PEOPLE.has(clean) || /^\d/.test(clean)) return;
    if (!found.some((entry) => entry.name === clean)) found.push({ name: clean, at });
    else found.find((entry) => entry.name === clean)!.at = Math.min(found.find((entry) => entry.name === clean)!.at, at);
  };
  for (const match of text.matchAll(new RegExp(String.raw`\b${ROLES}\b`, 'g'))) add(match[0], match.index);
  const patterns = [
    String.raw`\bages?\s+of\s+(?:the\s+)?([a-z]+)\s+and\s+(?:his\s+|her\s+|the\s+)?([a-z]+)`,
    // 'The sum of the present ages of A, B and C': three named in one list.
    String.raw`\bages?\s+of\s+(?:the\s+)?([a-z]+)\s*,\s*(?:the\s+)?([a-z]+)\s*,?\s+and\s+(?:the\s+)?([a-z]+)\b`,
    String.raw`\b([a-z]+)\s+and\s+([a-z]+)(?:'s)?\s+(?:present\s+)?(?:ages|are|were)\b`,
    String.raw`\b([a-z]+)(?:'s)\s+(?:present\s+)?age\b`,
    String.raw`\b([a-z]+)\s+(?:is|was|will be)\s+(?:\d+(?:\.\d+)?\s+years?\s+(?:older|younger|elder)|(?:\d+(?:\.\d+)?\s+times|${MULTIPLIER})\s+as\s+old)`,
    String.raw`\b(?:than|as old as|that of|(?:older|younger|elder)\s+to)\s+(?:his\s+|her\s+|the\s+)?([a-z]+)\b`,
    String.raw`\b([a-z]+)(?:'s)?(?:\s+present)?(?:\s+age)?\s+(?:is|was|will be)\s+(?:\d+(?:\.\d+)?\s+times|${MULTIPLIER})\s+(?:of\s+|the\s+age\s+of\s+)(?:his\s+|her\s+|the\s+)?([a-z]+)\b`,
    String.raw`\bwhen\s+([a-z]+)\s+was\s+born\b`,
    String.raw`\b([a-z]+)\s+was\s+born\s+\d`,
    String.raw`\b([a-z]+)\s+(?:is|was)\s+(?:older|younger|elder)\s+(?:than|to)\b`,
    String.raw`\bhow old (?:is|was|will)\s+([a-z]+)\b`,
    String.raw`\b([a-z]+)\s+(?:is|was|will be)\s+(?:now\s+)?(?:as old as|equal to)\b`,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(new RegExp(pattern, 'g'))) {
      for (const group of [match[1], match[2], match[3]]) {
        if (!group) continue;
        // 'a' is a name only where it stands as one ('a and b', 'a's age'), not as the article.
        if (group === 'a' && new RegExp(String.raw`\ba\s+${ROLES}\b`).test(text.slice(match.index, match.index + match[0].length + 12))) continue;
        add(group, match.index + match[0].indexOf(group));
      }
    }
  }
  // 'The age of Jacob ... Jacob's age ...': a person is ordered by the first time the name is written.
  for (const entry of found) {
    const first = new RegExp(String.raw`(?<![a-z])${entry.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:'s|s')?(?![a-z])`).exec(text);
    if (first && entry.name !== 'a' && first.index < entry.at) entry.at = first.index;
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
  /** 'Their ages differ by 6': who is older is not said, so the total may be either sign. */
  readonly either?: boolean;
}

const when = (offset: number) => (offset === 0 ? 'now' : `${num(Math.abs(offset))} years ${offset > 0 ? 'from now' : 'ago'}`);
const at = (name: string, offset: number) => (offset === 0 ? name : `(${name} ${offset > 0 ? '+' : '−'} ${num(Math.abs(offset))})`);

/** The clauses of the text: sentences, and parts after ';' or ', and' / 'but' that start a new statement. */
function clausesOf(text: string): string[] {
  return text
    .split(/(?<=[.;?])\s+|[;]\s*|,?\s+(?:and|but|while|whereas)\s+(?=(?:the\s+|their\s+|his\s+|her\s+)?(?:ratio|sum|total|difference|average|mean)\b|their\s+(?:present\s+)?ages\s+(?:are|were|will be)\b|\d+(?:\.\d+)?\s*years?\s*(?:ago|back|hence|from now|later|before)|(?:after|in)\s+\d)|,\s+(?=\d+(?:\.\d+)?\s*years?\s*(?:ago|back|hence|from now|later|before)\b|(?:after|in)\s+\d+(?:\.\d+)?\s*years?\b)/)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

/**
 * 'Simran is thrice as old as Farhan and Farhan is 5 years younger than Fatima': two statements.
 * Split only where the first part has a verb of its own, so 'the ages of A and B are' stays whole.
 */
function statementsIn(clause: string, names: string): string[] {
  // The first 'and' with a verb before it: 'the sum of the ages of a man and his wife is 84 and
  // the man is 6 years older' splits at the second 'and'.
  const splits = clause.matchAll(new RegExp(String.raw`,?\s+(?:and|while|whereas|but)\s+(?=(?:the\s+|his\s+|her\s+)?(?:(?:present\s+)?age\s+of\s+(?:the\s+|his\s+|her\s+)?)?(?:${names})(?:'s)?\s+(?:present\s+)?(?:age\s+)?(?:is|was|will|would)\b)`, 'g'));
  const split = [...splits].find((match) => /\b(?:is|was|will be|were|are)\b/.test(clause.slice(0, match.index)));
  if (!split) return [clause];
  return [clause.slice(0, split.index), ...statementsIn(clause.slice(split.index + split[0].length), names)];
}

/** Words put into a pattern as they are written. */
const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MEN = /^(?:father|man|son|husband|brother|grandfather|grandson|uncle|nephew|boy)$/;
/** A pronoun may stand for the person: 'she' never for a father, 'him' never for a mother ("charu's mother" by its role). */
function fitsPronoun(person: string, pronoun: string): boolean {
  const role = person.replace(/^[a-z]+'s\s+/, '');
  return /^(?:he|him)$/.test(pronoun) ? !WOMEN.test(role) : !MEN.test(role);
}

const WOMEN = /^(?:mother|woman|daughter|wife|sister|grandmother|granddaughter|aunt|niece|girl|lady)$/;

/**
 * The person a word refers to: a named one; for 'he', 'she', 'his', 'her' the only person the
 * roles leave ('a man and his daughter ... she' is the daughter); otherwise the first person.
 */
function personAt(word: string, people: readonly string[]): number {
  const clean = word.replace(/'s$|s'$/, '');
  const index = people.indexOf(clean);
  if (index >= 0) return index;
  if (!/^(?:he|she|his|her|it|him)$/.test(clean)) return -1;
  const male = /^(?:he|his|him)$/.test(clean);
  const female = /^(?:she|her)$/.test(clean);
  const fitting = people.flatMap((name, at) => ((male && WOMEN.test(name)) || (female && MEN.test(name)) ? [] : [at]));
  const gendered = people.some((name) => MEN.test(name) || WOMEN.test(name));
  return gendered && (male || female) && fitting.length === 1 ? fitting[0]! : 0;
}

/** The equations each clause states. Null when a clause with a number says something not read. */
function equationsOf(text: string, people: readonly string[]): Equation[] | null {
  const names = people.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const WHO = String.raw`(?:the\s+|a\s+|an\s+|his\s+|her\s+)?(${names}|he|she|his|her|him|it)(?:'s|s')?(?![a-z])`;
  const equations: Equation[] = [];
  // The two people of the last 'x times as old' statement, for 'it will be 5 times' after it.
  let lastMultiple: { x: number; y: number; t: number; factor: number } | null = null;
  const size = people.length;
  const row = (entries: readonly (readonly [number, number])[]) => {
    const coefficients = Array.from({ length: size }, () => 0);
    for (const [person, value] of entries) coefficients[person]! += value;
    return coefficients;
  };
  const label = (index: number) => shown(people[index]!);
  // The asked part states nothing ('after 6 years, the son's age will be:'); a fact before it, or
  // a condition after it ('..., if the son is now 10 years old?'), still counts.
  const { asked, condition } = askAndCondition(text);
  // 'What is the mother's age, if 8 years ago ...': with the ask first, the condition is all that is stated.
  const askedAt = text.lastIndexOf(asked);
  const statements = `${askedAt > 0 ? text.slice(0, askedAt) : askedAt === 0 && condition ? '' : text}${condition ? ` ${condition}.` : ''}`;
  for (const clause of clausesOf(statements).flatMap((part) => statementsIn(part, names))) {
    // 'Twice what it was 8 years ago' states; 'what is ...' asks.
    const body = clause.replace(/\b(?:(?<!(?:times|twice|thrice|half|double|than|of|as)\s+)what|find|how|which|calculate|determine)\b.*$/, '');
    // 'A is as much younger than B as he is older than C': B − A = A − C, so 2A − B − C = 0.
    const asMuch = new RegExp(String.raw`\b(?:the\s+)?(${names})\s+is\s+as\s+much\s+(younger|older|elder)\s+than\s+(?:the\s+)?(${names})\s+as\s+(?:he|she|(?:the\s+)?(?:${names}))\s+is\s+(older|elder|younger)\s+than\s+(?:the\s+)?(${names})\b`).exec(body);
    if (asMuch) {
      const [x, y, z] = [people.indexOf(asMuch[1]!), people.indexOf(asMuch[3]!), people.indexOf(asMuch[5]!)];
      if (x < 0 || y < 0 || z < 0 || new Set([x, y, z]).size !== 3 || (asMuch[2] === 'younger') === (asMuch[4] === 'younger')) return null;
      equations.push({ coefficients: row([[x, 2], [y, -1], [z, -1]]), total: 0, line: `${label(y)} − ${label(x)} = ${label(x)} − ${label(z)}, so 2 × ${label(x)} = ${label(y)} + ${label(z)}.`, givens: [], moments: [], show: (ages) => `${label(x)} ${num(ages[x]!)} is ${num(Math.abs(ages[y]! - ages[x]!))} years from ${label(y)} ${num(ages[y]!)} and ${num(Math.abs(ages[x]! - ages[z]!))} years from ${label(z)} ${num(ages[z]!)}.` });
      continue;
    }
    if (!new RegExp(String.raw`\d|\btimes\b|${MULTIPLIER}`).test(body)) continue;
    // 'At the time of their marriage the ratio was 4 : 3', 'when B joined, ...': a moment that is
    // not a number of years from now is not read (only a birth is).
    if (/\bmarri|\bwedding\b/.test(body) || (/\bwhen\b|\bat the time\b/.test(body) && !/\bborn\b|\bbirth\b/.test(body))) return null;
    const times = timesIn(body);
    // 'A decade hence', 'some years ago': a moment named that no time phrase read is not guessed as now.
    if (times.length === 0 && /\b(?:hence|ago|from now|later|earlier|back)\b/.test(body)) return null;
    const clauseTime = times.length === 1 ? times[0]!.offset : times.length === 0 ? 0 : null;
    const timeGivens = times.map((time) => time.written);
    const before = equations.length;

    // A ratio: 'the ratio of the ages of a and b (5 years ago) was 3 : 4', 'their ages are in the ratio 3 : 4', 'it will be 5 : 6'.
    // Three ages in a ratio: 'the present ages of three persons are in proportions 4 : 7 : 9'.
    const three = /(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/.exec(body);
    if (three) {
      const listed = new RegExp(String.raw`\bages?\s+of\s+(?:the\s+)?(${names})\s*,\s*(${names})\s*,?\s+and\s+(${names})\b`).exec(body);
      const order = listed ? [1, 2, 3].map((group) => people.indexOf(listed[group]!)) : [0, 1, 2];
      if (size !== 3 || clauseTime === null || new Set(order).size !== 3 || order.some((index) => index < 0)) return null;
      const terms = [Number(three[1]), Number(three[2]), Number(three[3])];
      const t = clauseTime;
      for (const position of [1, 2]) {
        const [x, y, p, q] = [order[0]!, order[position]!, terms[0]!, terms[position]!];
        // q (x + t) = p (y + t).
        equations.push({ coefficients: row([[x, q], [y, -p]]), total: (p - q) * t, line: `${cap(when(t))}: ${at(label(x), t)} : ${at(label(y), t)} = ${num(p)} : ${num(q)}.`, givens: position === 1 ? [...terms, ...timeGivens] : [], moments: [{ person: x, offset: t }, { person: y, offset: t }], show: (ages) => `${cap(when(t))}: ${num(ages[x]! + t)} : ${num(ages[y]! + t)} = ${ratioText(ages[x]! + t, ages[y]! + t)}, as stated (${num(p)} : ${num(q)}).` });
      }
      continue;
    }
    const ratio = /(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/.exec(body);
    if (ratio) {
      const [p, q] = [Number(ratio[1]), Number(ratio[2])];
      const pair = new RegExp(String.raw`\b(?:of\s+(?:the\s+)?(?:present\s+)?(?:ages?\s+of\s+)?)?(?:the\s+)?(${names})(?:'s)?\s*(?:\s(?:and|to)|:)\s+(?:that\s+of\s+)?(?:his\s+|her\s+|the\s+)?(${names})\b`).exec(body);
      // Each age at its own time: "the ratio of A's age 4 years ago to B's age 4 years hence is 9 : 19",
      // "A's age 4 years ago and B's age 4 years hence are in the ratio 9 : 19": q (x + t1) = p (y + t2).
      const crossed = times.length === 2 ? crossRatio(body, names, times) : null;
      if (crossed) {
        const [x, y] = [people.indexOf(crossed.first), people.indexOf(crossed.second)];
        const [t1, t2] = [crossed.firstTime, crossed.secondTime];
        if (x < 0 || y < 0 || x === y) return null;
        equations.push({
          coefficients: row([[x, q], [y, -p]]),
          total: p * t2 - q * t1,
          line: `${at(label(x), t1)} : ${at(label(y), t2)} = ${num(p)} : ${num(q)} (${label(x)} ${when(t1)}, ${label(y)} ${when(t2)}).`,
          givens: [p, q, ...timeGivens],
          moments: [{ person: x, offset: t1 }, { person: y, offset: t2 }],
          show: (ages) => `${label(x)} ${when(t1)} ${num(ages[x]! + t1)} : ${label(y)} ${when(t2)} ${num(ages[y]! + t2)} = ${ratioText(ages[x]! + t1, ages[y]! + t2)}, as stated (${num(p)} : ${num(q)}).`,
        });
        continue;
      }
      // For 'the elder' and 'the younger' a ratio of 'their ages' gives the larger term to the elder.
      // Of three people, a ratio of two names them: 'the ages of sana and ravi are in the ratio 3 : 5'.
      if ((size !== 2 && !pair) || clauseTime === null) return null;
      const ranked = people[0] === 'elder' && people[1] === 'younger';
      const order = pair ? [people.indexOf(pair[1]!), people.indexOf(pair[2]!)] : ranked && Number(ratio[1]) < Number(ratio[2]) ? [1, 0] : [0, 1];
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
    // An average: 'the average age of a husband and his wife is 30', 'their average age is 30'.
    const mean = new RegExp(String.raw`\b(?:average|mean)\s+(?:of\s+(?:the\s+|their\s+)?(?:present\s+)?ages|(?:present\s+)?age)\s+of\s+(?:the\s+|a\s+)?((?:${names})(?:\s*,\s*(?:the\s+|his\s+|her\s+)?(?:${names}))*(?:\s*,?\s+and\s+|\s*,\s*)(?:his\s+|her\s+|the\s+|their\s+)?(?:${names}))(?:\s+(?:now|at present))?(?:\s+\d+(?:\.\d+)?\s+years?\s+(?:ago|back|hence|from now|later))?\s+(?:is|was|will be|would be|=)\s+(\d+(?:\.\d+)?)|\btheir\s+(?:present\s+)?average\s+age\s+(?:is|was|will be)\s+(\d+(?:\.\d+)?)`).exec(body);
    if (mean) {
      const members = mean[1] ? mean[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((name) => people.indexOf(name.replace(/^(?:the|his|her|their)\s+/, ''))) : people.map((_, index) => index);
      if (members.some((index) => index < 0) || new Set(members).size !== members.length || clauseTime === null) return null;
      const value = Number(mean[2] ?? mean[3]);
      const count = members.length;
      equations.push({ coefficients: row(members.map((index) => [index, 1] as const)), total: count * value - count * clauseTime, line: `${cap(when(clauseTime))}: ${members.map((index) => at(label(index), clauseTime)).join(' + ')} = ${count} × ${num(value)} = ${num(count * value)}.`, givens: [value, ...timeGivens], moments: members.map((person) => ({ person, offset: clauseTime })), show: (ages) => `${cap(when(clauseTime))}: (${members.map((index) => num(ages[index]! + clauseTime)).join(' + ')}) ÷ ${count} = ${num(members.reduce((acc, index) => acc + ages[index]! + clauseTime, 0) / count)}.` });
      continue;
    }
    // Two ages at once: 'the ages of the father and the son are 40 years and 10 years (respectively)'.
    const both = new RegExp(String.raw`\bages?\s+of\s+(?:the\s+|a\s+)?(${names})\s+and\s+(?:his\s+|her\s+|the\s+)?(${names})\s+(?:are|were|will be)\s+(\d+(?:\.\d+)?)\s*(?:years?)?\s+and\s+(\d+(?:\.\d+)?)\s*(?:years?)?`).exec(body);
    if (both) {
      const [x, y] = [people.indexOf(both[1]!), people.indexOf(both[2]!)];
      if (x < 0 || y < 0 || x === y || clauseTime === null) return null;
      for (const [person, written] of [[x, Number(both[3])], [y, Number(both[4])]] as const) {
        equations.push({ coefficients: row([[person, 1]]), total: written - clauseTime, line: `${cap(when(clauseTime))}: ${at(label(person), clauseTime)} = ${num(written)}.`, givens: person === x ? [written, ...timeGivens] : [written], moments: [{ person, offset: clauseTime }], show: (ages) => `${cap(when(clauseTime))}: ${label(person)} is ${num(ages[person]! + clauseTime)}.` });
      }
      continue;
    }
    // A sum: 'the sum of their (present) ages is 60', 'a father and his son are together 60 years old'.
    // 'The total age of a father, mother and son is 90': each name may carry its article.
    const ART = String.raw`(?:(?:the|a|an|his|her|their)\s+)?`;
    const listed = new RegExp(String.raw`\b(?:sum|total)\s+(?:of\s+)?(?:the\s+)?(?:present\s+)?ages?\s+of\s+(${ART}(?:${names})(?:\s*,\s*${ART}(?:${names}))*(?:\s*,?\s+and\s+|\s*,\s*)${ART}(?:${names}))\s+(?:is|was|be|will be|=|are|were)\s+(\d+(?:\.\d+)?)`).exec(body);
    if (listed && size > 2) {
      const members = listed[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((name) => people.indexOf(name.replace(/^(?:the|a|an|his|her|their)\s+/, '')));
      if (members.some((index) => index < 0) || new Set(members).size !== members.length || clauseTime === null) return null;
      const value = Number(listed[2]);
      equations.push({ coefficients: row(members.map((index) => [index, 1] as const)), total: value - members.length * clauseTime, line: `${cap(when(clauseTime))}: ${members.map((index) => at(label(index), clauseTime)).join(' + ')} = ${num(value)}.`, givens: [value, ...timeGivens], moments: members.map((person) => ({ person, offset: clauseTime })), show: (ages) => `${cap(when(clauseTime))}: ${members.map((index) => num(ages[index]! + clauseTime)).join(' + ')} = ${num(members.reduce((acc, index) => acc + ages[index]! + clauseTime, 0))}.` });
      continue;
    }
    const sum = /\b(?:sum|total)\s+of\s+(?:the\s+|their\s+)?(?:present\s+)?ages?\b(?:\s+(?:after|in)\s+\d+(?:\.\d+)?\s+years?|\s+\d+(?:\.\d+)?\s+years?\s+(?:ago|back|hence|from now|later))?[^\d]*?(?:\b(?:is|was|will be|would be|are|were)|=)\s+(\d+(?:\.\d+)?)|\b(?:are|were|will be)\s+together\s+(\d+(?:\.\d+)?)\s*years?|\btogether\s+(?:their\s+ages\s+)?(?:is|are|add up to|make)\s+(\d+(?:\.\d+)?)|\bages?\s+add\s+up\s+to\s+(\d+(?:\.\d+)?)|\bcombined\s+(?:present\s+)?ages?\b[^\d]*?\b(?:is|was|will be|are|=)\s+(\d+(?:\.\d+)?)/.exec(body);
    if (sum) {
      // Of three people only 'their ages', 'the three cousins', 'all of them' is the sum of all.
      const everyone = size === 2 || new RegExp(String.raw`\b(?:their|all|${size === 3 ? 'three' : 'four'}|${size})\b`).test(body);
      if (!everyone || clauseTime === null || /\bages?\s+of\s+[a-z]+\s*,/.test(body)) return null;
      const value = Number(sum[1] ?? sum[2] ?? sum[3] ?? sum[4] ?? sum[5]);
      if (size > 2) {
        const members = people.map((_, index) => index);
        equations.push({ coefficients: row(members.map((index) => [index, 1] as const)), total: value - size * clauseTime, line: `${cap(when(clauseTime))}: ${members.map((index) => at(label(index), clauseTime)).join(' + ')} = ${num(value)}.`, givens: [value, ...timeGivens], moments: members.map((person) => ({ person, offset: clauseTime })), show: (ages) => `${cap(when(clauseTime))}: ${members.map((index) => num(ages[index]! + clauseTime)).join(' + ')} = ${num(members.reduce((acc, index) => acc + ages[index]! + clauseTime, 0))}.` });
        continue;
      }
      equations.push({ coefficients: row([[0, 1], [1, 1]]), total: value - 2 * clauseTime, line: `${cap(when(clauseTime))}: ${at(label(0), clauseTime)} + ${at(label(1), clauseTime)} = ${num(value)}.`, givens: [value, ...timeGivens], moments: [{ person: 0, offset: clauseTime }, { person: 1, offset: clauseTime }], show: (ages) => `${cap(when(clauseTime))}: ${num(ages[0]! + clauseTime)} + ${num(ages[1]! + clauseTime)} = ${num(ages[0]! + ages[1]! + 2 * clauseTime)}.` });
      continue;
    }
    // A difference: 'a is 6 years older (younger) than b', 'the difference of their ages is 6 years'.
    const older =
      new RegExp(String.raw`${WHO}(?:\s+present)?(?:\s+age)?\s+(?:is|was|will be)\s+(?:(?:now|at present|currently|also)\s+)?(\d+(?:\.\d+)?)\s+(?:years?|yrs?)\.?\s+(older|younger|elder|more|less)\s+(?:than|to)\s+(?:that\s+of\s+)?${WHO}(?!\s+(?:\d|times\b))(?:\s+(?:present\s+)?age)?(?!\s*(?:\d|times\b))`).exec(body) ??
      new RegExp(String.raw`${WHO}\s+(?:is|was)\s+(older|younger|elder)\s+(?:than|to)\s+${WHO}\s+by\s+(\d+(?:\.\d+)?)\s*years?`).exec(body) ??
      new RegExp(String.raw`${WHO}\s+was\s+born\s+(\d+(?:\.\d+)?)\s+years?\s+(before|after)\s+${WHO}`).exec(body);
    if (older) {
      const byForm = !/^\d/.test(older[2]!);
      const [first, gap, word, second] = byForm ? [older[1]!, Number(older[4]), older[2]!, older[3]!] : [older[1]!, Number(older[2]), older[3]!, older[4]!];
      const x = personAt(first, people);
      const y = personAt(second, people);
      if (x < 0 || y < 0 || x === y) return null;
      // 'A was born 4 years before B': A is the older.
      const sign = /younger|less|after/.test(word) ? -1 : 1;
      equations.push({ coefficients: row([[x, 1], [y, -1]]), total: sign * gap, line: `${label(x)} − ${label(y)} = ${sign < 0 ? '−' : ''}${num(gap)}.`, givens: [gap, ...timeGivens], moments: [], show: (ages) => `${label(x)} ${num(ages[x]!)} is ${num(Math.abs(ages[x]! - ages[y]!))} years ${ages[x]! >= ages[y]! ? 'older' : 'younger'} than ${label(y)} ${num(ages[y]!)}.` });
      continue;
    }
    // 'The father is 25 years older.': than the other of the two.
    const lone = size === 2 ? new RegExp(String.raw`${WHO}(?:\s+present)?(?:\s+age)?\s+(?:is|was)\s+(?:(?:now|also)\s+)?(\d+(?:\.\d+)?)\s+(?:years?|yrs?)\s+(older|younger|elder)\s*(?:[.,;]|$)`).exec(body) : null;
    if (lone) {
      const x = personAt(lone[1]!, people);
      if (x < 0) return null;
      const y = 1 - x;
      const gap = Number(lone[2]);
      const sign = lone[3] === 'younger' ? -1 : 1;
      equations.push({ coefficients: row([[x, 1], [y, -1]]), total: sign * gap, line: `${label(x)} − ${label(y)} = ${sign < 0 ? '−' : ''}${num(gap)}.`, givens: [gap, ...timeGivens], moments: [], show: (ages) => `${label(x)} ${num(ages[x]!)} is ${num(Math.abs(ages[x]! - ages[y]!))} years ${ages[x]! >= ages[y]! ? 'older' : 'younger'} than ${label(y)} ${num(ages[y]!)}.` });
      continue;
    }
    const difference = /\b(?:age\s+)?difference\s+(?:between|of|in)\s+(?:the\s+|their\s+)?(?:present\s+)?(?:ages?\b)?[^\d]*?\b(?:is|was|will be|=)\s+(\d+(?:\.\d+)?)/.exec(body) ?? /\bdiffer\s+(?:in\s+(?:their\s+)?ages?\s+)?by\s+(\d+(?:\.\d+)?)\s*years?/.exec(body) ?? /\b(?:the|their)\s+(?:age\s+)?difference\s+(?:is|was|=)\s+(\d+(?:\.\d+)?)\s*years?/.exec(body);
    if (difference) {
      // Which is older must come from another statement: both signs are tried, and only one may fit.
      const pair = new RegExp(String.raw`\bages?\s+of\s+(?:the\s+)?(${names})\s+and\s+(?:his\s+|her\s+|the\s+)?(${names})\b`).exec(body);
      const [x, y] = pair ? [people.indexOf(pair[1]!), people.indexOf(pair[2]!)] : size === 2 ? [0, 1] : [-1, -1];
      if (x < 0 || y < 0 || x === y) return null;
      const gap = Number(difference[1]);
      equations.push({ coefficients: row([[x, 1], [y, -1]]), total: gap, either: true, line: `${label(x)} and ${label(y)} differ by ${num(gap)} years.`, givens: [gap, ...timeGivens], moments: [], show: (ages) => `${label(x)} ${num(ages[x]!)} and ${label(y)} ${num(ages[y]!)} differ by ${num(Math.abs(ages[x]! - ages[y]!))} years.` });
      continue;
    }
    // Born: 'when ravi was born, his father was 30 (years old)', 'the father was 30 when ravi was born'.
    const born = new RegExp(String.raw`\bwhen\s+${WHO}\s+was\s+born\s*,?\s*${WHO}\s+(?:was|were)\s+(\d+(?:\.\d+)?)\s*(?:years?)?(?:\s+old)?|${WHO}\s+was\s+(\d+(?:\.\d+)?)\s*(?:years?)?(?:\s+old)?\s+(?:when|at the time)\s+${WHO}\s+was\s+born|${WHO}\s+was\s+(\d+(?:\.\d+)?)\s*(?:years?)?(?:\s+old)?\s+at\s+the\s+(?:time\s+of\s+)?birth\s+of\s+${WHO}`).exec(body);
    // 'The father's age at the birth of his son = 24', 'the father's age when the son was born was 24'.
    const bornAge = born ? null : new RegExp(String.raw`${WHO}\s+age\s+(?:at\s+the\s+(?:time\s+of\s+(?:the\s+)?)?birth\s+of\s+${WHO}|when\s+${WHO}\s+was\s+born)\s*,?\s*(?:is|was|=|:)\s*(\d+(?:\.\d+)?)`).exec(body);
    if (born || bornAge) {
      const child = born ? personAt((born[1] ?? born[6] ?? born[9])!, people) : personAt((bornAge![2] ?? bornAge![3])!, people);
      const parent = born ? personAt((born[2] ?? born[4] ?? born[7])!, people) : personAt(bornAge![1]!, people);
      const gap = born ? Number(born[3] ?? born[5] ?? born[8]) : Number(bornAge![4]);
      if (child < 0 || parent < 0 || child === parent) return null;
      equations.push({ coefficients: row([[parent, 1], [child, -1]]), total: gap, line: `${label(parent)} was ${num(gap)} when ${label(child)} was born, so ${label(parent)} − ${label(child)} = ${num(gap)}.`, givens: [gap], moments: [], show: (ages) => `${num(ages[child]!)} years ago ${label(child)} was born and ${label(parent)} was ${num(ages[parent]!)} − ${num(ages[child]!)} = ${num(ages[parent]! - ages[child]!)}.` });
      continue;
    }
    // 'A is 3 times as old as B was when A was as old as B is now': a time given by another age, not read.
    if (/\bwhen\b|\bat the time\b|\bas old as\b[^.]*\bas old as\b/.test(body)) return null;
    // The same age at two times: 'Asha's age after 10 years will be equal to Bina's present age',
    // 'Kavya is as old as Rohit will be in 6 years'.
    const same = new RegExp(String.raw`${WHO}(?:\s+present)?(?:\s+age)?\s+(?:(?:after|in)\s+\d+(?:\.\d+)?\s+years?\s+|\d+(?:\.\d+)?\s+years?\s+(?:ago|back|hence|from now|later)\s+)?(?:is|was|will be|would be)\s+(?:now\s+)?(?:equal\s+to|the\s+same\s+as|as\s+old\s+as)\s+(?:the\s+(?:present\s+)?age\s+of\s+)?${WHO}(?:\s+(?:present\s+)?age)?(?:\s+(?:is|was|will be|would be))?`).exec(body);
    if (same) {
      const x = personAt(same[1]!, people);
      const y = personAt(same[2]!, people);
      const pivot = same.index + same[0].search(/\b(?:equal\s+to|the\s+same\s+as|as\s+old\s+as)\b/);
      const headTimes = timesIn(body.slice(0, pivot));
      const tailTimes = timesIn(body.slice(pivot));
      if (x < 0 || y < 0 || x === y || headTimes.length > 1 || tailTimes.length > 1 || times.length !== headTimes.length + tailTimes.length) return null;
      const t1 = headTimes[0]?.offset ?? 0;
      const t2 = tailTimes[0]?.offset ?? 0;
      if (t1 === t2) return null;
      // x + t1 = y + t2.
      equations.push({
        coefficients: row([[x, 1], [y, -1]]),
        total: t2 - t1,
        line: `${label(x)} ${when(t1)} = ${label(y)} ${when(t2)}: ${at(label(x), t1)} = ${at(label(y), t2)}.`,
        givens: timeGivens,
        moments: [{ person: x, offset: t1 }, { person: y, offset: t2 }],
        show: (ages) => `${label(x)} ${when(t1)} is ${num(ages[x]! + t1)}, and ${label(y)} ${when(t2)} is ${num(ages[y]! + t2)}.`,
      });
      continue;
    }
    // A multiple and a bit: 'the father's age is 3 years more than three times the age of his son'.
    const plus = new RegExp(String.raw`${WHO}(?:\s+present)?(?:\s+age)?\s+(?:(?:after|in)\s+\d+(?:\.\d+)?\s+years?\s+|\d+(?:\.\d+)?\s+years?\s+(?:ago|back|hence|from now|later)\s+)?(?:is|was|will be|would be|becomes|will become)\s+(\d+(?:\.\d+)?)\s+(?:years?\s+)?(more|less)\s+than\s+(?:(\d+(?:\.\d+)?)\s+times|(${MULTIPLIER}))\s+(?:(?:as\s+old\s+as|(?:of\s+)?(?:the\s+)?(?:present\s+)?age\s+of|that\s+of|of|the|what)\s+)?${WHO}(?:\s+(?:present\s+)?age)?`).exec(body);
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
    // The multiple first: 'one-third of Ankit's age 6 years hence equals his age 6 years ago',
    // 'twice the age of the son 5 years ago was the father's age then' is not read (no second time).
    const fronted = new RegExp(String.raw`^(?:[^a-z]*)(?:(\d+(?:\.\d+)?)\s+times|(${MULTIPLIER}))\s+(?:of\s+)?(?:the\s+)?(?:age\s+of\s+)?${WHO}(?:\s+age)?\s+(${TIME})\s+(?:equals|is equal to|is|was|will be|=)\s+(?:the\s+age\s+of\s+)?${WHO}(?:\s+age)?\s+(${TIME})\s*[.,]?\s*$`).exec(body);
    if (fronted) {
      const factor = fronted[1] !== undefined ? Number(fronted[1]) : multiplierWord(fronted[2]!);
      const x = personAt(fronted[3]!, people);
      const y = personAt(fronted[9]!, people);
      const [first, second] = [timesIn(fronted[4]!)[0], timesIn(fronted[10]!)[0]];
      if (factor === null || !(factor > 0) || x < 0 || y < 0 || !first || !second || (x === y && first.offset === second.offset)) return null;
      const [t1, t2] = [first.offset, second.offset];
      // factor (x + t1) = y + t2.
      equations.push({
        coefficients: row([[x, factor], [y, -1]]),
        total: t2 - factor * t1,
        line: `${fraction(factor)} × ${at(label(x), t1)} = ${at(label(y), t2)}.`,
        givens: [...(fronted[1] !== undefined ? [factor] : /\d/.test(fronted[2]!) ? [...fronted[2]!.matchAll(/\d+/g)].map((digits) => Number(digits[0])) : []), ...timeGivens],
        moments: [{ person: x, offset: t1 }, { person: y, offset: t2 }],
        show: (ages) => `${fraction(factor)} × ${num(ages[x]! + t1)} (${label(x)} ${when(t1)}) = ${num(factor * (ages[x]! + t1))}, and ${label(y)} ${when(t2)} is ${num(ages[y]! + t2)}.`,
      });
      continue;
    }
    // A multiple: 'a (5 years ago) was 3 times as old as b', 'x's age after 8 years will be twice his age 4 years ago',
    // 'ravi's age is one-third of his father's age', 'the father's age is 4 times that of his son'.
    const times3 = new RegExp(String.raw`${WHO}(?:\s+present)?(?:\s+age)?\s+(?:(?:after|in)\s+\d+(?:\.\d+)?\s+years?\s+|\d+(?:\.\d+)?\s+years?\s+(?:ago|back|hence|from now|later)\s+)?(?:is|was|will be|would be|becomes|became|shall be|will become)\s+(?:(?:now|at present|currently|presently|only|just|exactly)\s+)?(?:(\d+(?:\.\d+)?)\s+times|(${MULTIPLIER}))\s+(?:(?:as\s+old\s+as|(?:of\s+)?(?:the\s+)?(?:present\s+)?age\s+of|that\s+of|(?:of\s+)?what|of|the)\s+)?${WHO}(?:\s+(?:present\s+)?age)?(?:\s+(?:was|is|will be))?`).exec(body);
    if (times3) {
      const y = personAt(times3[4]!, people);
      // 'After 10 years she will be twice as old as Priya': 'she' is the other of the two.
      const pronoun = /^(?:he|she|his|her)$/.test(times3[1]!.replace(/'s$/, '')) && !/^(?:he|she|his|her|him|it)$/.test(times3[4]!.replace(/'s$/, ''));
      const x = pronoun && size === 2 && personAt(times3[1]!, people) === y && timesIn(body).length <= 1 ? 1 - y : personAt(times3[1]!, people);
      const factor = times3[2] !== undefined ? Number(times3[2]) : multiplierWord(times3[3]!.replace(/\s+times$/, ' times'));
      if (x < 0 || y < 0 || factor === null || !(factor > 0) || factor === 1) return null;
      // The time of each side: before the multiplier for the first, after the second person for the second.
      // Found as '5 times', not the first '5' ('5 years ago was 5 times', 'after 15 years ... 5 times').
      const multiplier = times3[2] !== undefined ? String.raw`(?<![\d.])${escaped(times3[2])}\s+times` : String.raw`\b${escaped(times3[3]!)}`;
      const head = body.slice(0, times3.index + times3[0].search(new RegExp(multiplier)));
      const tail = body.slice(times3.index + times3[0].length);
      const headTimes = timesIn(head);
      const tailTimes = timesIn(tail.slice(0, 40)).filter((time) => time.index < 25);
      if (headTimes.length > 1 || tailTimes.length > 1 || times.length !== headTimes.length + tailTimes.length) return null;
      // 'The present age of a woman is 124/100 of her age 12 years back': 'present' fixes the first side now.
      let t1 = headTimes[0]?.offset ?? (/\b(?:present|now|today|at present|currently)\b/.test(head) ? 0 : tailTimes[0]?.offset ?? 0);
      const t2 = tailTimes[0]?.offset ?? t1;
      // 'A is twice as old as B was 5 years ago': the time is B's alone, with a verb of its own;
      // A's is its own verb's: now for 'is', and undecided for 'was' or 'will be' (declined).
      if (/\s(?:was|is|will be)$/.test(times3[0]) && headTimes.length === 0 && tailTimes.length === 1) {
        const firstVerb = /^\s*(?:present\s+)?(?:age\s+)?(is|was|will be|would be|becomes|became|shall be|will become)\b/.exec(times3[0].slice(times3[1]!.length))?.[1];
        if (firstVerb !== 'is') return null;
        t1 = 0;
      }
      if (x === y && t1 === t2) return null;
      // x + t1 = factor (y + t2).
      if (x !== y && t1 === t2) lastMultiple = { x, y, t: t1, factor };
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
    // 'After 6 years it will be 5 times': the same two people as the multiple before, at the clause's time.
    // 'Five years ago he was seven times as old': a pronoun with no one after 'as old' is the one
    // who was the multiple before (the father of 'the father ... as old as his son'); a pronoun
    // whose gender does not fit that one is left unread.
    const again = new RegExp(String.raw`\b(it|this|that|he|she)\s+(?:will\s+be|would\s+be|will\s+become|becomes|became|was|is)\s+(?:only\s+)?(?:(\d+(?:\.\d+)?)\s+times|(${MULTIPLIER}))(?:\s+as\s+old)?(?:\s+(?:that\s+)?(?:then|at that time))?\s*[.,]?\s*$`).exec(body);
    const fits = (word: string, index: number) => !((word === 'he' && WOMEN.test(people[index]!)) || (word === 'she' && MEN.test(people[index]!)));
    if (again && lastMultiple && clauseTime !== null && clauseTime !== lastMultiple.t && (!/^(?:he|she)$/.test(again[1]!) || (fits(again[1]!, lastMultiple.x) && lastMultiple.factor > 1))) {
      const { x, y } = lastMultiple;
      const factor = again[2] !== undefined ? Number(again[2]) : multiplierWord(again[3]!);
      if (factor === null || !(factor > 0) || factor === 1) return null;
      const t = clauseTime;
      equations.push({
        coefficients: row([[x, 1], [y, -factor]]),
        total: factor * t - t,
        line: `${cap(when(t))}: ${at(label(x), t)} = ${fraction(factor)} × ${at(label(y), t)}.`,
        givens: [...(again[2] !== undefined ? [factor] : /\d/.test(again[3]!) ? [...again[3]!.matchAll(/\d+/g)].map((digits) => Number(digits[0])) : []), ...timeGivens],
        moments: [{ person: x, offset: t }, { person: y, offset: t }],
        show: (ages) => `${cap(when(t))}: ${num(ages[x]! + t)} = ${fraction(factor)} × ${num(ages[y]! + t)}.`,
      });
      continue;
    }
    // An age as it is: 'ravi is 20 years old', 'the son's present age is 12 years'.
    const plains = [...body.matchAll(new RegExp(String.raw`(?:\b(?:present\s+)?age\s+of\s+)?${WHO}\s+(?:present\s+)?(?:age\s+)?(?:(?:after|in)\s+\d+(?:\.\d+)?\s+years?\s+|\d+(?:\.\d+)?\s+years?\s+(?:ago|back|hence|from now|later)\s+)?(?:is|was|will be)\s+(?:now\s+|aged\s+)?(\d+(?:\.\d+)?)\s*(?:years?(?![a-z])|(?=\s*(?:[.,;]|$)))(?:\s+old|\s+of\s+age)?(?!\s+(?:older|younger|elder|more|less))`, 'g'))];
    if (plains.length > 0 && clauseTime !== null) {
      // 'The father was 30 years ...' with no time said is an age at some other time, not read.
      if (clauseTime === 0 && plains.some((plain) => /\bwas\b/.test(plain[0]))) return null;
      // '... total age of a father, mother and son is 90': an age after a sum, average or product word is not one person's.
      if (plains.some((plain) => /\b(?:sum|total|average|mean|combined|product|together)\b/.test(body.slice(0, plain.index)))) return null;
      for (const plain of plains) {
        const x = personAt(plain[1]!, people);
        // 'After 5 years it will be 40': 'it' may be the sum or either age.
        if (x < 0 || (plain[1] === 'it' && people.length > 1)) return null;
        const value = Number(plain[2]);
        equations.push({ coefficients: row([[x, 1]]), total: value - clauseTime, line: `${cap(when(clauseTime))}: ${at(label(x), clauseTime)} = ${num(value)}.`, givens: plain === plains[0] ? [value, ...timeGivens] : [value], moments: [{ person: x, offset: clauseTime }], show: (ages) => `${cap(when(clauseTime))}: ${label(x)} is ${num(ages[x]! + clauseTime)}.` });
      }
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

/**
 * The ask and a condition written after it: 'after how many years will the man be twice as old
 * as his son, if the son is now 10 years old?' asks in its first part and states in its second.
 */
function askAndCondition(text: string): { asked: string; condition: string } {
  const asked = askedPart(text);
  // 'If A is now 9 years older than B, the present age of B is:' states first (the statement
  // stays in the text before the ask) and asks after.
  const leading = /^(?:if|given that|suppose)\s+[^,?]*\d[^,?]*,\s*(?=\S)/.exec(asked);
  if (leading) return { asked: asked.slice(leading[0].length), condition: '' };
  const split = /,?\s+(?:if|given that|provided that)\s+(?=[^?]*\d)/.exec(asked);
  return split && split.index > 0 ? { asked: asked.slice(0, split.index), condition: asked.slice(split.index + split[0].length).replace(/[?.:\s]+$/, '') } : { asked, condition: '' };
}

const PARENTS = /^(?:father|mother|grandfather|grandmother)$/;
const CHILDREN = /^(?:son|daughter|child|boy|girl|grandson|granddaughter)$/;

/**
 * The present ages the equations fix: whole or half years, positive at every time a statement
 * speaks of, and a parent older than a child. A difference that does not say who is older is
 * tried both ways; the ages are read only when exactly one way fits.
 */
function solvedAges(read: readonly Equation[], people: readonly string[]): { ages: number[]; equations: Equation[] } | null {
  const open = read.filter((equation) => equation.either);
  if (open.length > 2) return null;
  const fits: { ages: number[]; equations: Equation[] }[] = [];
  for (let signs = 0; signs < 2 ** open.length; signs += 1) {
    const equations = read.map((equation) => (equation.either && (signs >> open.indexOf(equation)) % 2 === 1 ? { ...equation, total: -equation.total } : equation));
    const solved = solveLinear(equations.map((equation) => [...equation.coefficients, equation.total]), people.length);
    if (!solved || solved.fixed.some((fixed) => !fixed)) continue;
    const ages = solved.values;
    if (ages.some((age) => !(age > 0) || Math.abs(age * 2 - Math.round(age * 2)) > 1e-9)) continue;
    if (equations.some((equation) => equation.moments.some((moment) => !(ages[moment.person]! + moment.offset > 0)))) continue;
    const parentYounger = people.some((parent, p) => PARENTS.test(parent) && people.some((child, c) => CHILDREN.test(child) && ages[p]! <= ages[c]!));
    if (parentYounger) continue;
    if (people[0] === 'elder' && people[1] === 'younger' && !(ages[0]! > ages[1]!)) continue;
    if (!fits.some((fit) => fit.ages.every((age, index) => Math.abs(age - ages[index]!) < 1e-9))) fits.push({ ages, equations });
  }
  return fits.length === 1 ? fits[0]! : null;
}

/**
 * 'After how many years will the father be twice as old as the son?', 'how many years ago was the
 * ratio of their ages 5 : 2?': the years t with (x ± t) = k (y ± t). Undefined when the question
 * does not ask for a number of years; null when it does but cannot be read.
 */
function yearsUntil(text: string, people: readonly string[], ages: readonly number[], equations: readonly Equation[]): QuantAnswer | null | undefined {
  const { asked } = askAndCondition(text);
  const at = text.lastIndexOf(asked);
  const sentence = `${text.slice(Math.max(0, at - 40), Math.max(0, at)).split(/[.?;]/).pop() ?? ''} ${asked}`;
  if (!/\bhow many years\b|\bhow long\b|\bwhen\s+will\b/.test(sentence) || /\bhow many years old\b/.test(sentence)) return undefined;
  const direction = /\b(?:ago|back|before|earlier)\b/.test(sentence) ? -1 : /\b(?:after|hence|later|from now|in how many|will|would|shall)\b/.test(sentence) ? 1 : 0;
  if (direction === 0 || people.length !== 2) return null;
  const names = people.join('|');
  const label = (index: number) => shown(people[index]!);
  const ratio = /(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/.exec(asked);
  const multiple = new RegExp(String.raw`\b(?:the\s+|his\s+|her\s+)?(${names}|he|she)(?:'s)?(?:\s+age)?\s+(?:(?:will\s+|would\s+|shall\s+)?(?:be|become|was|were|is)\s+)?(?:(\d+(?:\.\d+)?)\s+times|(${MULTIPLIER}))\s+(?:(?:as\s+old\s+as|(?:of\s+)?(?:the\s+)?age\s+of|that\s+of|of|the)\s+)?(?:the\s+|his\s+|her\s+)?(${names})\b`).exec(asked);
  let x: number;
  let y: number;
  let p: number;
  let q: number;
  const askedGivens: number[] = [];
  if (ratio && !multiple) {
    const pair = new RegExp(String.raw`\b(${names})(?:'s)?\s+(?:and|to)\s+(?:that\s+of\s+)?(?:his\s+|her\s+|the\s+)?(${names})\b`).exec(asked);
    [x, y] = pair ? [people.indexOf(pair[1]!), people.indexOf(pair[2]!)] : [0, 1];
    [p, q] = [Number(ratio[1]), Number(ratio[2])];
    askedGivens.push(p, q);
  } else if (multiple && !ratio) {
    x = personAt(multiple[1]!, people);
    y = people.indexOf(multiple[4]!);
    const factor = multiple[2] !== undefined ? Number(multiple[2]) : multiplierWord(multiple[3]!);
    if (factor === null || !(factor > 0)) return null;
    [p, q] = [factor, 1];
    if (multiple[2] !== undefined) askedGivens.push(factor);
    else if (/\d/.test(multiple[3]!)) askedGivens.push(...[...multiple[3]!.matchAll(/\d+/g)].map((digits) => Number(digits[0])));
  } else return null;
  if (x < 0 || y < 0 || x === y || p === q) return null;
  // q (x + u) = p (y + u), u the signed years.
  const u = (p * ages[y]! - q * ages[x]!) / (q - p);
  const years = Math.abs(u);
  if (!(years > 0) || Math.sign(u) !== direction || Math.abs(years * 2 - Math.round(years * 2)) > 1e-9) return null;
  if (!(ages[x]! + u > 0 && ages[y]! + u > 0)) return null;
  const shownRatio = `${num(p)} : ${num(q)}`;
  const steps: SolutionStep[] = [
    { title: 'Write each statement as an equation', bullets: [`Let ${people.map((_, index) => label(index)).join(' and ')} stand for the present ages.`, ...equations.map((equation) => equation.line)] },
    { title: 'Solve', bullets: [`${people.map((_, index) => `${label(index)} = ${num(ages[index]!)}`).join(', ')} years now.`] },
    { title: 'Answer the question asked', bullets: [`${direction > 0 ? 'In t years' : 't years ago'}: (${num(ages[x]!)} ${direction > 0 ? '+' : '−'} t) : (${num(ages[y]!)} ${direction > 0 ? '+' : '−'} t) = ${shownRatio}, so t = ${num(years)}.`] },
  ];
  const check = checkStep(
    [...equations.map((equation) => equation.show(ages)), `${direction > 0 ? `In ${num(years)} years` : `${num(years)} years ago`}: ${num(ages[x]! + u)} : ${num(ages[y]! + u)} = ${shownRatio}.`],
    [...equations.map((equation) => [equation.coefficients.reduce((acc, coefficient, index) => acc + coefficient * ages[index]!, 0), equation.total] as const), [q * (ages[x]! + u), p * (ages[y]! + u)] as const],
  );
  if (!check) return null;
  return { kind: 'ages', values: [round2(years)], unit: 'years', label: direction > 0 ? 'The years from now' : 'The years ago', steps: [...steps, check], mistakes: [], givens: [...equations.flatMap((equation) => equation.givens), ...askedGivens] };
}

/**
 * 'By how many years is the mother older than the daughter?', 'how much younger is Ravi than
 * Mohan?': the gap of two present ages, in the direction asked. Undefined when not asked so;
 * null when the one said to be older is not.
 */
function gapAsked(text: string, people: readonly string[], ages: readonly number[], equations: readonly Equation[]): QuantAnswer | null | undefined {
  const { asked } = askAndCondition(text);
  const names = people.map(escaped).join('|');
  const ask = new RegExp(String.raw`\bhow\s+(?:many\s+years|much)\s+(?:is|was)\s+(?:the\s+|his\s+|her\s+)?(${names})\s+(older|elder|younger)\s+than\s+(?:the\s+|his\s+|her\s+)?(${names})\b`).exec(asked);
  if (!ask) return undefined;
  const [x, y] = [people.indexOf(ask[1]!), people.indexOf(ask[3]!)];
  if (x === y || new RegExp(TIME).test(asked)) return null;
  const value = ask[2] === 'younger' ? ages[y]! - ages[x]! : ages[x]! - ages[y]!;
  if (!(value > 0)) return null;
  const label = (index: number) => shown(people[index]!);
  const check = checkStep(equations.map((equation) => equation.show(ages)), equations.map((equation) => [equation.coefficients.reduce((acc, coefficient, index) => acc + coefficient * ages[index]!, 0), equation.total] as const));
  if (!check) return null;
  const steps: SolutionStep[] = [
    { title: 'Write each statement as an equation', bullets: [`Let ${people.map((_, index) => label(index)).join(' and ')} stand for the present ages.`, ...equations.map((equation) => equation.line)] },
    { title: 'Solve', bullets: [`${people.map((_, index) => `${label(index)} = ${num(ages[index]!)}`).join(', ')} years now.`] },
    { title: 'Answer the question asked', bullets: [`${label(ask[2] === 'younger' ? y : x)} − ${label(ask[2] === 'younger' ? x : y)} = ${num(value)} years; the gap is the same at every time.`] },
  ];
  return { kind: 'ages', values: [round2(value)], unit: 'years', label: `How much ${ask[2] === 'younger' ? 'younger' : 'older'} ${label(x)} is than ${label(y)}`, steps: [...steps, check], mistakes: people.length === 2 ? [{ value: round2(ages[x]!), why: `this is ${label(x)}'s age` }, { value: round2(ages[y]!), why: `this is ${label(y)}'s age` }].filter((mistake) => mistake.value !== round2(value)) : [], givens: equations.flatMap((equation) => equation.givens) };
}

/** 'My age 8 years from now will be thrice my age 4 years ago': the one speaking is 'the person'. */
function firstPerson(text: string): string {
  if (!/\bmy\s+(?:present\s+)?age\b|\bi\s+(?:am|was|will be|shall be)\b/.test(text) || /\b(?:you|your)\b/.test(text)) return text;
  const spoken = text
    // 'my brother's age': the brother, another person than the speaker.
    .replace(new RegExp(String.raw`\bmy\s+(?=${ROLES}\b)`, 'g'), 'the ')
    .replace(/\bmy\b/g, "the person's")
    .replace(/\bas\s+i\s+(?:am|was|will be|shall be)\b|\bas\s+(?:me|myself)\b/g, 'as the person')
    .replace(/\bam\s+i\b/g, 'is the person')
    .replace(/\bi\s+(am|was|will be|shall be)\b/g, (_, verb: string) => `the person ${verb === 'am' ? 'is' : verb}`)
    .replace(/\bme\b/g, 'the person');
  // 'My father ... he will be': with one other person, 'he' and 'his' are that person, never the speaker.
  const others = [...new Set([...spoken.matchAll(new RegExp(String.raw`\b${ROLES}\b`, 'g'))].map((match) => match[0]).filter((role) => role !== 'person'))];
  if (others.length !== 1) return /\b(?:he|she|his|her|him)\b/.test(spoken) ? '' : spoken;
  return spoken.replace(/\b(?:he|she|him)\b/g, `the ${others[0]!}`).replace(/\b(?:his|her)\b/g, `the ${others[0]!}'s`);
}

/** 'Her brother Amit', 'his son Rohan': the name stands for the role. */
function withAppositives(text: string): string {
  return text.replace(new RegExp(String.raw`\b(?:his|her)\s+${ROLES}\s+([a-z]+)\b`, 'g'), (words, name: string) => (NOT_PEOPLE.has(name) || /^(?:are|were|has|had|have|would|could|should|shall|can|said|says|got|gets|also|too|or|who|whose|aged|born|together|respectively)$/.test(name) || new RegExp(String.raw`^${ROLES}$`).test(name) ? words : name));
}

/**
 * 'A man and his son ... the father is 3 times as old': the father is the man, and 'a woman (a
 * lady) and her daughter ... the mother' is the woman. Not when the father is someone's father
 * ('a man ... his father'), where they are two people.
 */
function withOneParent(text: string): string {
  if (!/\b(?:son|daughter|child|boy|girl)\b/.test(text)) return text;
  let out = text;
  for (const [person, role] of [['man', 'father'], ['woman', 'mother'], ['lady', 'mother']] as const) {
    const other = role === 'father' ? 'mother' : 'father';
    if (!new RegExp(String.raw`\b${person}\b`).test(out) || !new RegExp(String.raw`\b${role}\b`).test(out)) continue;
    if (new RegExp(String.raw`\b(?:their|${person}'s|whose|my)\s+${role}\b|\b${other}\b`).test(out)) continue;
    // 'His father' is the man only when the person last named before it is a child.
    const theirs = [...out.matchAll(new RegExp(String.raw`\b(?:his|her)\s+${role}\b`, 'g'))].map((match) => [...out.slice(0, match.index).matchAll(new RegExp(String.raw`\b${ROLES}\b`, 'g'))].pop()?.[0]);
    if (theirs.some((before) => before === undefined || !CHILDREN.test(before))) continue;
    out = out.replace(new RegExp(String.raw`\b${role}(?='s|s'|\b)`, 'g'), person);
  }
  return out;
}

/**
 * Two unnamed people told apart by age ('two brothers ... the elder one was 3 times as old as the
 * younger one'): they are read as 'elder' and 'younger'; a ratio of their ages puts the larger
 * term with the elder, and the elder must come out older.
 */
function byRank(text: string): QuantAnswer | null {
  if (/\b(?:first|second|one of them|other)\b/.test(text)) return null;
  const ranked = text
    .replace(/\b(?:the\s+)?(?:elder|older)(?:\s+(?:one|brother|sister|friend|person|man|woman|boy|girl|of the two))?\b(?!\s+(?:than|by|to)\b)/g, 'the elder')
    .replace(/\b(?:the\s+)?younger(?:\s+(?:one|brother|sister|friend|person|man|woman|boy|girl|of the two))?\b(?!\s+(?:than|by|to)\b)/g, 'the younger');
  return solvedFor(ranked, ['elder', 'younger']);
}

/**
 * Three unnamed people called by their places: 'the eldest (child)', 'the middle one', 'the
 * youngest'. Null unless all three places are written, so no one is left unnamed.
 */
function byPlace(text: string): string | null {
  const place = (words: string) => String.raw`\b(?:the\s+)?(?:${words})(?:\s+(?:one|child|brother|sister|son|daughter|boy|girl|of them|of the three))?\b(?!\s+(?:than|by|to)\b)`;
  const named = text
    .replace(new RegExp(place('eldest|oldest'), 'g'), 'eldest')
    .replace(new RegExp(place('youngest'), 'g'), 'youngest')
    .replace(new RegExp(place('middle|second'), 'g'), 'middle');
  return /\beldest\b/.test(named) && /\byoungest\b/.test(named) && /\bmiddle\b/.test(named) && !/\b(?:first|third|elder|younger)\b/.test(named) ? named : null;
}

/**
 * 'A father said to his son, "I was as old as you are now at the time of your birth"': the
 * speaker's age now is twice the listener's (the gap between them is the listener's age).
 */
function birthQuote(text: string): string {
  const pair = /\b(father|mother|man|woman)\s+(?:said|says|told|tells|remarked|remarks)\s+(?:to\s+)?(?:his|her)\s+(son|daughter)\b/.exec(text);
  if (!pair) return text;
  // 'I was as old as you are now at the time of your birth', or the time first: 'at the time of your birth I was as old as you are now'.
  const BIRTH = String.raw`(?:at\s+the\s+time\s+of\s+your\s+birth|when\s+you\s+were\s+born)`;
  const quote = new RegExp(String.raw`[,:]?\s*["'“‘]?\s*(?:i\s+was\s+as\s+old\s+as\s+you\s+are\s+(?:now|at\s+(?:the\s+)?present|today)?\s*,?\s*${BIRTH}|${BIRTH}\s*,?\s*i\s+was\s+as\s+old\s+as\s+you\s+are\s+(?:now|at\s+(?:the\s+)?present|today)?)\s*[.!]?\s*["'”’]?\s*[.]?`);
  if (!quote.test(text)) return text;
  return text.replace(quote, `. the ${pair[1]!} is twice as old as the ${pair[2]!}. `).replace(/\b(?:said|says|told|tells|remarked|remarks)\s+(?:to\s+)?(?=(?:his|her)\s+(?:son|daughter)\b)/, 'has ');
}

/**
 * The equations read and solved; 'the ages of 2 cousins', '3 brothers': the count written in
 * digits is one of the question's numbers, used in naming the people.
 */
function byEquations(raw: string): QuantAnswer | null {
  const answer = byEquationsRead(raw);
  const count = /\b([23])\s+(?:brothers|sisters|friends|persons|people|men|women|boys|girls|children|cousins|colleagues)\b/.exec(raw);
  return answer && count ? { ...answer, givens: [...answer.givens, Number(count[1])] } : answer;
}

function byEquationsRead(written: string): QuantAnswer | null {
  // 'Half of hers': her age. 'A man ... his wife ... the husband': the man is the husband.
  const hers = written.replace(/\b(of|than|as)\s+hers\b/g, '$1 her age');
  const husband = /\bman\b/.test(hers) && /\bhusband\b/.test(hers) && /\bwife\b/.test(hers) && !/\bwoman\b/.test(hers) ? hers.replace(/\bman\b/g, 'husband') : hers;
  // 'A boy ... his elder sister': with one sister only, 'elder' describes her and is not a person.
  const raw = ['sister', 'brother', 'son', 'daughter'].reduce((acc, role) => {
    const described = new Set([...acc.matchAll(new RegExp(String.raw`\b(elder|older|younger|eldest|youngest|little|big)\s+${role}\b`, 'g'))].map((match) => match[1]));
    const plain = [...acc.matchAll(new RegExp(String.raw`\b${role}s?\b`, 'g'))].length;
    const ranks = (acc.match(/\b(?:elder|older|younger|eldest|youngest)\b/g) ?? []).length;
    const rankedRole = (acc.match(new RegExp(String.raw`\b(?:elder|older|younger|eldest|youngest)\s+${role}\b`, 'g')) ?? []).length;
    return described.size === 1 && ranks === rankedRole && plain === [...acc.matchAll(new RegExp(String.raw`\b(?:elder|older|younger|eldest|youngest|little|big)\s+${role}\b`, 'g'))].length + (acc.match(new RegExp(String.raw`\b(?:the|his|her)\s+${role}\b`, 'g'))?.length ?? 0) && !/\b(?:two|three|2|3)\s+[a-z]+s\b/.test(acc)
      ? acc.replace(new RegExp(String.raw`\b(?:elder|older|younger|eldest|youngest|little|big)\s+(?=${role}\b)`, 'g'), '')
      : acc;
  }, husband);
  // 'A is 2 years older than B who is twice as old as C': the relative clause is a statement of its own.
  const text = withNamedRoles(withAppositives(withOneParent(raw)))
    .replace(/\b([a-z]+)\s*,?\s+who\s+(is|was|will be)\b/g, '$1. $1 $2')
    // '9 years ago the average age of A and B was 33 years and at present ...': a new moment starts a new statement.
    .replace(/(\d\s*(?:years?)?)\s*,?\s+(?:and|while|whereas|but)\s+(?=(?:at present|presently|currently|today|now|\d+(?:\.\d+)?\s+years?\s+(?:ago|back|hence|from now|later)|(?:after|in)\s+\d+(?:\.\d+)?\s+years?)\b)/g, '$1; ')
    // '... average age of a husband, wife and child was 27 and that of the wife and child was 20': a second average.
    .replace(/(\baverage\s+age\s+of\b[^.;]*?)\s*,?\s+(?:and|while|whereas)\s+that\s+of\s+/g, '$1. the average age of ')
    // 'The eldest, Ravi, is twice as old as Arvind': Ravi is.
    .replace(/\b(?:the\s+)?(?:eldest|youngest|elder|younger|oldest)(?:\s+[a-z]+)?\s*,\s*([a-z]+)\s*,\s+/g, '$1 ');
  let people = peopleOf(text);
  // 'A is as much younger than B as ...': a single letter first in a sentence is a person, not 'a'.
  const much = /(?:^|[.?!]\s+)([a-z])\s+is\s+as\s+much\s+(?:younger|older|elder)\s+than\b/.exec(text);
  if (much && !people.includes(much[1]!) && people.length === 2 && people.every((name) => name.length === 1)) people = [much[1]!, ...people];
  // 'two brothers', 'two friends': unnamed, the first and the second in the order the ratios give them.
  // 'The elder brother' names no one more.
  const pair = /\b(?:two|2)\s+(brothers|sisters|friends|persons|people|men|women|boys|girls|children|cousins|colleagues)\b/.exec(text);
  if (pair && (people.length === 0 || (people.length === 1 && (pair[1]!.startsWith(people[0]!) || /^(?:elder|older|younger)$/.test(people[0]!))))) people = ['the first', 'the second'];
  // 'Two sisters ... the elder sister will be 26': the two are the elder and the younger.
  if (pair && people[0] === 'the first' && /\b(?:elder|older|younger)\b/.test(text)) return byRank(text);
  // 'The elder brother ... the younger': one role, two people.
  if (people.length === 1 && /^(?:brother|sister|friend|person|boy|girl|cousin)$/.test(people[0]!) && /\b(?:elder|older)\s+(?:brother|sister|friend|one|person|boy|girl|cousin)\b/.test(text) && /\byounger\b/.test(text)) return byRank(text);
  const threeOf = /\b(?:three|3)\s+(?:brothers|sisters|friends|persons|people|men|women|boys|girls|children|cousins)\b/.test(text);
  // 'The eldest ... the middle one ... the youngest': the three named by their places.
  const ranked = threeOf ? byPlace(text) : null;
  if (ranked && peopleOf(ranked).every((name) => /^(?:eldest|middle|youngest|child|brother|sister|boy|girl)$/.test(name))) return solvedFor(ranked, ['eldest', 'middle', 'youngest']);
  // 'Three friends' with the noun read as one person ('friend'): the three, unnamed.
  const threeNoun = /\b(?:three|3)\s+([a-z]+)s\b/.exec(text)?.[1];
  if (threeOf && (people.length === 0 || (people.length === 1 && people[0] === threeNoun))) people = ['the first', 'the second', 'the third'];
  return solvedFor(text, people);
}

/**
 * Three people and two statements: 'the average age of P and Q 4 years ago was 30; the average of
 * P, Q and R now is 27; how old will R be after 6 years?'. The statements fix only some ages; the
 * one asked is answered when they fix it (R = 81 − 68 = 13), and declined otherwise. The check puts
 * it back: both statements then say the same of the other two (P + Q = 68).
 */
function oneOfThree(text: string, people: readonly string[], read: readonly Equation[]): QuantAnswer | null {
  if (read.some((equation) => equation.either)) return null;
  const solved = solveLinear(read.map((equation) => [...equation.coefficients, equation.total]), 3);
  if (!solved) return null;
  const asked = askAndCondition(text).asked;
  if (/\b(?:sum|total|difference|ratio|product|average|mean|born|birth|when)\b/.test(asked)) return null;
  const named = people.flatMap((name, index) => (new RegExp(String.raw`(?<![a-z])${escaped(name)}(?:'s|s')?(?![a-z])`).test(asked) ? [index] : []));
  if (named.length !== 1) return null;
  const index = named[0]!;
  if (!solved.fixed[index]) return null;
  const askedTimes = [...asked.matchAll(new RegExp(TIME, 'g'))];
  if (askedTimes.length > 1) return null;
  const shift = askedTimes.length === 1 ? timesIn(asked)[0]!.offset : 0;
  const age = solved.values[index]!;
  const value = age + shift;
  if (!(age > 0) || !(value > 0) || Math.abs(age * 2 - Math.round(age * 2)) > 1e-9) return null;
  // What each statement leaves for the other two once the asked age is put in.
  const others = [0, 1, 2].filter((person) => person !== index);
  const rests = read.map((equation) => ({ parts: others.map((person) => equation.coefficients[person]!), total: equation.total - equation.coefficients[index]! * age }));
  const [first, second] = rests as [{ parts: number[]; total: number }, { parts: number[]; total: number }];
  const lead = first.parts.findIndex((part) => Math.abs(part) > 1e-12);
  if (lead < 0 || Math.abs(second.parts[lead]!) < 1e-12) return null;
  const k = second.parts[lead]! / first.parts[lead]!;
  if (first.parts.some((part, at) => Math.abs(part * k - second.parts[at]!) > 1e-9)) return null;
  const label = (person: number) => shown(people[person]!);
  const restText = (parts: readonly number[]) => others.map((person, at) => (parts[at] === 1 ? label(person) : `${num(parts[at]!)} × ${label(person)}`)).join(' + ');
  const unitParts = first.parts.map((part) => part / first.parts[lead]!);
  const check = checkStep([`With ${label(index)} = ${num(age)}, the first statement gives ${restText(unitParts)} = ${num(first.total / first.parts[lead]!)} and the second gives ${restText(unitParts)} = ${num(second.total / second.parts[lead]!)}: they agree.`], [[first.total * k, second.total]]);
  if (!check) return null;
  const answerLabel = `${label(index)}'s age ${shift ? when(shift) : 'now'}`;
  return {
    kind: 'ages',
    values: [round2(value)],
    unit: 'years',
    label: answerLabel,
    steps: [
      { title: 'Write each statement as an equation', bullets: [`Let ${people.map((_, at) => label(at)).join(', ')} stand for the present ages.`, ...read.map((equation) => equation.line)] },
      { title: 'Take one from the other', bullets: [`The two statements differ only by ${label(index)}: ${label(index)} = ${num(age)} years now${shift ? `, so ${when(shift)} ${label(index)} will be ${num(age)} ${shift > 0 ? '+' : '−'} ${num(Math.abs(shift))} = ${num(value)}` : ''}.`, `(The others' ages are not fixed, only their total; none is needed.)`] },
      check,
    ],
    mistakes: shift ? [{ value: round2(age), why: `this is ${label(index)}'s age now` }] : [],
    givens: [...read.flatMap((equation) => equation.givens), ...askedTimes.map((match) => Number(match[1] ?? match[3] ?? match[4]))],
  };
}

/**
 * 'How old will Charu be when her mother is 41 years old?': the years until then are 41 less the
 * mother's age now, and the ask is read as 'after that many years'. Otherwise the ask as written.
 */
function solvedFor(text: string, people: readonly string[]): QuantAnswer | null {
  const { asked } = askAndCondition(text);
  const whenAge = new RegExp(String.raw`\bwhen\s+(?:the\s+|his\s+|her\s+)?(${people.map(escaped).join('|')})(?:'s\s+age)?\s+(?:is|will\s+be|becomes|turns|reaches)\s+(\d+(?:\.\d+)?)(?:\s*(?:years?|yrs?)(?:\s+old)?)?`).exec(asked);
  if (!whenAge) return solvedForAsked(text, people);
  // Only a time to come ('how old will ... be when'), with no other time in the ask.
  if (!/\bwill\b/.test(asked.slice(0, whenAge.index)) || new RegExp(TIME).test(asked)) return null;
  const read = equationsOf(text, people);
  const solved = read && read.length === people.length ? solvedAges(read, people) : null;
  if (!solved) return null;
  const person = people.indexOf(whenAge[1]!);
  const [now, then] = [solved.ages[person]!, Number(whenAge[2])];
  const gap = then - now;
  const at = text.lastIndexOf(whenAge[0]);
  if (!(gap > 0) || at < 0) return null;
  const worked = solvedForAsked(`${text.slice(0, at)}after ${num(gap)} years${text.slice(at + whenAge[0].length)}`, people);
  // The one asked must be another person, not the one whose age fixes the time.
  if (!worked || worked.unit !== 'years' || worked.label.startsWith(`${shown(people[person]!)}'s`)) return null;
  const step: SolutionStep = { title: 'When that is', bullets: [`${cap(shown(people[person]!))} is ${num(now)} now, so ${shown(people[person]!)} is ${num(then)} after ${num(then)} − ${num(now)} = ${num(gap)} years.`] };
  return { ...worked, steps: [step, ...worked.steps], givens: [...worked.givens, then] };
}

/** The equations of the text in the present ages of these people, solved, and the ask answered. */
function solvedForAsked(text: string, people: readonly string[]): QuantAnswer | null {
  if (people.length < 1 || people.length > 3) return null;
  const read = equationsOf(text, people);
  if (read && people.length === 3 && read.length === 2) return oneOfThree(text, people, read);
  if (!read || read.length !== people.length) return null;
  const solved = solvedAges(read, people);
  if (!solved) return null;
  const { ages, equations } = solved;

  const label = (index: number) => shown(people[index]!);
  const gap = gapAsked(text, people, ages, equations);
  if (gap !== undefined) return gap;
  const later = yearsUntil(text, people, ages, equations);
  if (later !== undefined) return later;
  // 'The present age of Gupta's son' asks for the son.
  let asked = askAndCondition(text).asked.replace(new RegExp(String.raw`\b(?:${people.map(escaped).join('|')})'s\s+(?=${ROLES}\b)`, 'g'), '');
  // A ratio stated in what was read as the ask ('4 yrs later ratio 2:3, A's age now?') is a
  // condition the ask was not told apart from: neither the ratio nor an age is certain then.
  if (/\d\s*:\s*\d/.test(asked)) return null;
  // 'The age of the father when the son was born': the gap between their ages.
  const birth = new RegExp(String.raw`\bwhen\s+(?:the\s+|his\s+|her\s+)?(${people.join('|')})\s+was\s+born\b|\bat\s+the\s+(?:time\s+of\s+(?:the\s+)?)?birth\s+of\s+(?:the\s+|his\s+|her\s+)?(${people.join('|')})\b`).exec(asked);
  if (birth) asked = `${asked.slice(0, birth.index)}${asked.slice(birth.index + birth[0].length)}`;
  const askedTimes = [...asked.matchAll(new RegExp(TIME, 'g'))];
  if (askedTimes.length > 1) return null;
  const shift = askedTimes.length === 1 ? timesIn(asked)[0]!.offset : 0;
  // A name glued to the word before it by the scan ('how old israhul', 'theson's') is still named.
  const named = people.flatMap((name, index) => (new RegExp(String.raw`(?<![a-z])(?:is|the|was|of)?${name}(?:'s|s')?(?![a-z])`).test(asked) ? [index] : []));
  // 'How old was she when her son was born?': with two people, the one asked by a pronoun is the one not being born.
  const bornOne = birth ? people.indexOf((birth[1] ?? birth[2])!) : -1;
  // 'What is her present age?' of a woman and her son: the one of that gender, when only one is.
  const female = /\b(?:she|her)\b/.test(asked) && !/\b(?:he|his|him)\b/.test(asked);
  const male = /\b(?:he|his|him)\b/.test(asked) && !/\b(?:she|her)\b/.test(asked);
  const byGender = people.flatMap((name, index) => ((female && WOMEN.test(name)) || (male && MEN.test(name)) ? [index] : []));
  const pronoun = named.length === 0 && /\b(?:his|her|he|she)\b/.test(asked) ? (people.length === 1 ? [0] : people.length === 2 && bornOne >= 0 ? [1 - bornOne] : people.length === 2 && byGender.length === 1 ? byGender : []) : [];
  // 'The age of the elder brother', 'the younger one': the older or the younger of two.
  // Of three, 'the eldest' and 'the youngest' only, each when one age is the most.
  const unique = (value: number) => ages.filter((age) => age === value).length === 1;
  const rank =
    named.length === 0 && people.length === 2 && ages[0] !== ages[1]
      ? /\b(?:elder|older|eldest|oldest)\b/.test(asked) ? [ages[0]! > ages[1]! ? 0 : 1] : /\b(?:younger|youngest)\b/.test(asked) ? [ages[0]! < ages[1]! ? 0 : 1] : []
      : named.length === 0 && people.length === 3
        ? /\b(?:eldest|oldest)\b/.test(asked) && unique(Math.max(...ages)) ? [ages.indexOf(Math.max(...ages))] : /\byoungest\b/.test(asked) && unique(Math.min(...ages)) ? [ages.indexOf(Math.min(...ages))] : []
        : [];
  const who = named.length > 0 ? named : pronoun.length > 0 ? pronoun : rank;
  let value: number;
  let answerLabel: string;
  const mistakes: { value: number; why: string }[] = [];
  if (!birth && /\bratio\b/.test(asked) && people.length === 2) {
    // 'What will be the ratio of their ages after 6 years?'
    // "The ratio of the grandson's age to the grandfather's age": the order the ask writes them in.
    const pair = new RegExp(String.raw`\b(${people.join('|')})(?:'s)?(?:\s+(?:present\s+)?ages?)?\s+(?:and|to)\s+(?:that\s+of\s+)?(?:his\s+|her\s+|the\s+)?(${people.join('|')})\b`).exec(asked);
    const mentioned = people.filter((name) => new RegExp(String.raw`(?<![a-z])${escaped(name)}(?:'s|s')?(?![a-z])`).test(asked));
    // Both named but not read as 'x to y': the order is not certain.
    if (!pair && mentioned.length > 0) return null;
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
    return { kind: 'ages', values: terms, unit: 'ratio', label: ratioLabel, steps: [...steps, check], mistakes: [], givens: [...equations.flatMap((equation) => equation.givens), ...askedTimes.map((match) => Number(match[1] ?? match[3] ?? match[4]))] };
  }
  // 'Find their present ages', 'the present ages of father and son': every age, in the order asked.
  const every = !/\b(?:sum|total|difference|ratio|product)\b/.test(asked) && ((who.length === 0 && /\b(?:their|the)\s+(?:present\s+)?ages\b/.test(asked)) || (people.length > 1 && who.length === people.length && /\bages\b/.test(asked)));
  const both = !birth && every;
  // 'What are their present ages? (younger, elder)': the order the answer is wanted in, written after the ask.
  const hinted = /\(\s*(?:the\s+)?([a-z]+)\s*,\s*(?:the\s+)?([a-z]+)(?:\s*,\s*(?:the\s+)?([a-z]+))?\s*\)\s*[.?:]?\s*$/.exec(text);
  const hint = hinted ? [hinted[1], hinted[2], hinted[3]].filter((name): name is string => name !== undefined).map((name) => people.indexOf(name)) : [];
  const order = hint.length === people.length && new Set(hint).size === hint.length && hint.every((index) => index >= 0) ? hint : named.length === people.length ? [...named].sort((first, second) => asked.search(new RegExp(String.raw`(?<![a-z])${escaped(people[first]!)}`)) - asked.search(new RegExp(String.raw`(?<![a-z])${escaped(people[second]!)}`))) : people.map((_, index) => index);
  if (birth) {
    const child = people.indexOf((birth[1] ?? birth[2])!);
    const parents = who.filter((index) => index !== child);
    if (parents.length !== 1 || shift !== 0) return null;
    const parent = parents[0]!;
    value = ages[parent]! - ages[child]!;
    answerLabel = `${label(parent)}'s age when ${label(child)} was born`;
    mistakes.push({ value: round2(ages[parent]!), why: `this is ${label(parent)}'s age now` });
  } else if (both) {
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
    { title: 'Answer the question asked', bullets: [both ? `${order.map((index) => `${label(index)}: ${num(ages[index]! + shift)}`).join(', ')} years.` : `${answerLabel} = ${num(value)} years.`] },
  ];
  const check = checkStep(
    equations.map((equation) => equation.show(ages)),
    equations.map((equation) => [equation.coefficients.reduce((acc, coefficient, index) => acc + coefficient * ages[index]!, 0), equation.total] as const),
  );
  if (!check) return null;
  const givens = [...equations.flatMap((equation) => equation.givens), ...askedTimes.map((match) => Number(match[1] ?? match[3] ?? match[4]))];
  return { kind: 'ages', values: both ? order.map((index) => round2(ages[index]! + shift)) : [round2(value)], unit: 'years', label: answerLabel, steps: [...steps, check], mistakes: mistakes.filter((mistake, index) => Math.abs(mistake.value - value) > 1e-9 && mistakes.findIndex((other) => other.value === mistake.value) === index), givens };
}

/**
 * A couple and one child: 'the average age of a husband and his wife was 30 at their marriage;
 * after 8 years they have a 5-year-old child: the average age of the family now' is
 * (2 × 30 + 2 × 8 + 5) ÷ 3; and back the other way, from the family's average now to the
 * couple's average at the marriage.
 */
function marriage(text: string): QuantAnswer | null {
  if (!/\bmarri(?:age|ed)\b/.test(text) || !((/\bhusband\b/.test(text) && /\bwife\b/.test(text)) || /\bcouple\b/.test(text)) || /\b(?:two|2|three|3)\s+(?:children|kids|sons|daughters)\b/.test(text)) return null;
  const N = String.raw`(\d+(?:\.\d+)?)`;
  const KID = String.raw`(?:child|son|daughter|baby|kid)`;
  const child = new RegExp(String.raw`\b${N}[-\s]years?[-\s]old\s+${KID}|(?<!\band\s+(?:their\s+|the\s+|a\s+)?)\b${KID}\s+(?:is\s+|aged\s+|of\s+)(?:now\s+)?${N}\s*years?|\b${KID}\s+(?:is\s+)?aged\s+${N}`).exec(text);
  const since = new RegExp(String.raw`\bmarried\s+${N}\s+years?\s+(?:ago|back|before)|\b${N}\s+years?\s+(?:ago|back)\s*,?\s+(?:at|on)\s+the\s+time\s+of\s+(?:their\s+)?marriage|\bmarried\s+for\s+${N}\s+years?|\bafter\s+${N}\s+years?\b|\b${N}\s+years?\s+(?:later|after\s+(?:the|their)\s+marriage)`).exec(text);
  const PAIR = String.raw`(?:a\s+|the\s+)?(?:husband\s+and\s+(?:his\s+|the\s+)?wife|couple)`;
  const couple = new RegExp(String.raw`\baverage\s+age\s+of\s+${PAIR}\s+(?:was|is|were)\s+${N}\s*(?:years?)?\s*(?:old\s+)?(?:at|on)\s+the\s+time\s+of\s+(?:their\s+)?marriage|\bat\s+the\s+time\s+of\s+(?:their\s+)?marriage\s*,?\s+(?:the\s+)?average\s+age\s+of\s+${PAIR}\s+(?:was|is)\s+${N}`).exec(text);
  const family = new RegExp(String.raw`\baverage\s+age\s+of\s+(?:a\s+|the\s+)?(?:husband\s*,\s*(?:his\s+|the\s+)?wife\s*,?\s+and\s+(?:their\s+|the\s+)?${KID}|family(?:\s+of\s+three)?)\s+(?:is|was)\s+(?:now\s+)?${N}`).exec(text);
  if (!child || !since) return null;
  const c = Number(child[1] ?? child[2] ?? child[3]);
  const t = Number(since[1] ?? since[2] ?? since[3] ?? since[4] ?? since[5]);
  const asked = askedPart(text);
  if (!/\baverage\b/.test(asked)) return null;
  if (couple && !family && /\bfamily\b/.test(asked) && !/\bmarriage\b/.test(asked)) {
    const a = Number(couple[1] ?? couple[2]);
    const total = 2 * a + 2 * t + c;
    const value = total / 3;
    const steps: SolutionStep[] = [
      { title: 'The couple now', bullets: [`At the marriage the two together were 2 × ${num(a)} = ${num(2 * a)} years.`, `${num(t)} years on, each is ${num(t)} years older: ${num(2 * a)} + 2 × ${num(t)} = ${num(2 * a + 2 * t)}.`] },
      { title: 'Add the child', bullets: [`${num(2 * a + 2 * t)} + ${num(c)} = ${num(total)} for the three; average = ${num(total)} ÷ 3 = ${num(value)} years.`] },
    ];
    const check = checkStep([`3 × ${num(value)} = ${num(3 * value)}; less the child ${num(c)} and 2 × ${num(t)} years since the marriage leaves ${num(3 * value - c - 2 * t)}, and ÷ 2 = ${num((3 * value - c - 2 * t) / 2)}, the couple's average then.`], [[(3 * value - c - 2 * t) / 2, a]]);
    if (!check) return null;
    return { kind: 'ages', values: [round2(value)], unit: 'years', label: 'The average age of the family now', steps: [...steps, check], mistakes: [{ value: round2((2 * a + c) / 3), why: 'this forgets that the couple grew older since the marriage' }, { value: round2(a + t), why: 'this is the couple\'s average now, without the child' }], givens: [a, t, c] };
  }
  if (family && !couple && /\bmarriage\b/.test(asked) && /\bhusband\b|\bcouple\b/.test(asked)) {
    const f = Number(family[1]);
    const value = (3 * f - c - 2 * t) / 2;
    if (!(value > 0) || !(value > t)) return null;
    const steps: SolutionStep[] = [
      { title: 'The couple now', bullets: [`The three together: 3 × ${num(f)} = ${num(3 * f)} years; without the child ${num(c)}: ${num(3 * f - c)}.`] },
      { title: 'Go back to the marriage', bullets: [`${num(t)} years ago each was ${num(t)} years younger: ${num(3 * f - c)} − 2 × ${num(t)} = ${num(3 * f - c - 2 * t)}; average = ${num(3 * f - c - 2 * t)} ÷ 2 = ${num(value)} years.`] },
    ];
    const check = checkStep([`2 × ${num(value)} + 2 × ${num(t)} + ${num(c)} = ${num(2 * value + 2 * t + c)}, and ÷ 3 = ${num((2 * value + 2 * t + c) / 3)}, the family's average now.`], [[(2 * value + 2 * t + c) / 3, f]]);
    if (!check) return null;
    return { kind: 'ages', values: [round2(value)], unit: 'years', label: 'The average age of the couple at the marriage', steps: [...steps, check], mistakes: [{ value: round2((3 * f - c) / 2), why: 'this is the couple\'s average now' }], givens: [f, t, c] };
  }
  return null;
}

const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/**
 * 'The sum of the ages of 5 children born at intervals of 3 years each is 50 years. What is the
 * age of the youngest child?': the ages are y, y + 3, ..., so 5y + 3(0 + 1 + 2 + 3 + 4) = 50.
 */
function children(text: string): QuantAnswer | null {
  const match = /\b(\d+|two|three|four|five|six|seven)\s+(children|sons|daughters|brothers|sisters|kids|persons|siblings)\s+born\s+at\s+(?:an?\s+|the\s+)?(?:equal\s+|regular\s+)?intervals?\s+of\s+(\d+(?:\.\d+)?)\s*years?(?:\s+each)?/.exec(text) ??
    // 'A couple has 4 kids, each born 3 years after the previous one', 'five children born 2 years apart'.
    /\b(\d+|two|three|four|five|six|seven)\s+(children|sons|daughters|brothers|sisters|kids|siblings)\b[^.]*?\bborn\s+(\d+(?:\.\d+)?)\s*years?\s+(?:after\s+the\s+(?:previous|last|one before|other)(?:\s+one)?|apart)\b/.exec(text);
  const sum = /\b(?:sum|total)\s+of\s+(?:the\s+|their\s+)?(?:present\s+)?ages\b[^.]*?(?:\b(?:is|was|are)\b|=)\s*(\d+(?:\.\d+)?)/.exec(text) ?? /\bages\b[^.\d]*?\b(?:add up to|total)\s+(\d+(?:\.\d+)?)/.exec(text);
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
