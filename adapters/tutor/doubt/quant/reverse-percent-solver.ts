import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { AMOUNT, NUM, askedClause, askedTail, checkStep, formatValue, num, oneValueAnswer, pct, percents, round2, shown } from './quant-text';
import { askedHead, complementOf, COMPLEMENTS, describeChange, partIn, PARTS, quantitiesOf, sentenceAt, signedChanges, withoutQuestionNumber, type Change } from './percent-reading';
import { solveMarksOrVotes } from './marks-votes-solver';
import { figuresOf } from './figure-reader';

/**
 * Reverse percentages: the whole from a part ('30% of a number is 120'), the income from what is
 * saved or spent, the value before a rise or a fall ('after a 20% rise the price is ₹1,200'), and
 * one person's figure from another's ('A earns 20% more than B'), and the maximum marks or the
 * votes polled from a share and a margin (see marks-votes-solver).
 */
export function solveReversePercent(text: string): QuantAnswer | null {
  return readReversePercent(withoutQuestionNumber(text));
}

/** The readers in turn, on the text without its question number. */
function readReversePercent(raw: string): QuantAnswer | null {
  // 'A no. is 154 more than 30% of itself'; '40% of (25% of x) = 269. x = ?': the unknown as 'a number'.
  let text = raw.replace(/\ba no\.?\s+(?=is|exceeds|when)/g, 'a number ').replace(/\bfind the no\b\.?/g, 'find the number');
  if (/\bof\s*\(?\s*x\s*\)?/.test(text) && /\bx\s*=\s*\?|\bfind\s+x\b|\bvalue of x\b/.test(text)) {
    text = text.replace(/\(\s*(\d+(?:\.\d+)?\s*%\s+of\s+)x\s*\)/g, '$1a number').replace(/(%\s+of\s+)x\b/g, '$1a number').replace(/\.?\s*\bx\s*=\s*\?\s*$|\bfind\s+x\b|\bthe value of x\b/, '. find the number.').replace(/\)\s*=\s*/, ' = ').replace(/(number)\s*=\s*/, '$1 is ');
  }
  // '25% of a number is taken, and then 40% of the result is 332': 40% of 25% of a number is 332.
  text = text.replace(/(\d+(?:\.\d+)?\s*%)\s+of\s+(a|the|certain)\s+number\s+is\s+(?:taken|found|calculated|worked out)\s*,?\s*(?:and\s+)?(?:then\s+)?(\d+(?:\.\d+)?\s*%)\s+of\s+(?:the|this|that)\s+(?:result|answer|value)\s+is\b/g, '$3 of $1 of $2 number is');
  // 'Gives a third of his salary away, then spends 40% of the rest': no reader here takes a share said as a fraction.
  if (FRACTION_SHARE.test(text) || asksAnotherMonth(text)) return null;
  return fallsShort(text) ?? commission(text) ?? dryingWeight(text) ?? shareDifference(text) ?? containerShare(text) ?? readOnce(text);
}

const MONTHS = /\b(?:january|february|march|april|june|july|august|september|october|november|december)\b/g;

/**
 * 'He earned ₹1,500 in commission in March; what were his sales in April?': the ask names a month
 * the figures never speak of. Nothing here carries a figure from one month to another (a change
 * month by month is the growth reader's), so the question is not read. ('May' is left out: it is
 * more often the verb.)
 */
function asksAnotherMonth(text: string): boolean {
  const ask = askedTail(text);
  const asked = ask.match(MONTHS) ?? [];
  if (asked.length === 0) return false;
  const told = new Set(text.replace(ask, ' ').match(MONTHS) ?? []);
  return told.size > 0 && asked.some((month) => !told.has(month));
}

/** A share said as a fraction of something: 'a third of his salary', 'one-fourth of it', '2/5 of the rest', 'half of the money'. */
const FRACTION_SHARE = /\b(?:a|one|two|three|four|five)[- ](?:half|third|fourth|quarter|fifth|sixth|seventh|eighth|ninth|tenth)s?\s+(?:of\b|(?:is|was)\s+(?:given|spent|paid|used|sold))|\bhalf\s+(?:of\s+)?(?:his|her|their|the|it|its|what|this)\b|(?<![\d/.])\d\s*\/\s*\d{1,2}(?![\d/])\s+of\b/;

/** The readers in turn, on the text read. */
function readOnce(text: string): QuantAnswer | null {
  return taxIncluded(text) ?? changeByAmount(text) ?? percentOfPercent(text) ?? shareByWeight(text) ?? percentOfUnknown(text) ?? exceedsItself(text) ?? shareOfIncome(text) ?? moreThanOther(text) ?? beforeChange(text) ?? solveMarksOrVotes(text) ?? groupShare(text) ?? partOfOther(text) ?? priceAndQuantity(text) ?? partTakenAway(text) ?? fillLevels(text);
}

// '85% of his monthly salary is ₹25,500', "30% of a man's income": a person's money is an unknown whole too.
const UNKNOWN = String.raw`(?:(?:a|the|some|what|which|an unknown|a certain)\s+(?:certain\s+)?|(?:his|her|their|my|(?:a\s+|the\s+)?[a-z]+'s)\s+(?:(?:monthly|annual|yearly|weekly|total)\s+)?)(number|sum(?:\s+of\s+money)?|amount|quantity|salary|income|wages|earnings|savings|budget)`;

/** '30% of a number is 120', '120 is 30% of what number', '20% of 30% of a number is 12'; then maybe 'what is 45% of the number'. */
function percentOfUnknown(text: string): QuantAnswer | null {
  // '... is 120 more than 20% of it' is another equation: the figure must end the statement.
  const ends = String.raw`(?!\s*(?:more|less|greater|fewer|than|added|subtracted|plus|minus|\+|-|times|of|%|x\b|\*))`;
  const forward = new RegExp(String.raw`${NUM}\s*%\s+of\s+(?:${NUM}\s*%\s+of\s+)?${UNKNOWN}\s+(?:is|was|equals|is equal to|=|gives|comes to|amounts to)\s+${AMOUNT}${ends}`).exec(text);
  const backward = forward ? null : new RegExp(String.raw`${AMOUNT}\s+is\s+${NUM}\s*%\s+of\s+(?:${NUM}\s*%\s+of\s+)?${UNKNOWN}`).exec(text);
  // 'find the number whose 20% is 732', 'a sum, 15% of which is ₹600'.
  const whose = forward || backward ? null : new RegExp(String.raw`\b(number|sum(?:\s+of\s+money)?|amount|quantity),?\s+(?:whose|of which)\s+${NUM}\s*%\s+(?:is|was|equals|is equal to|=|comes to|amounts to)\s+${AMOUNT}${ends}|\b(number|sum(?:\s+of\s+money)?|amount|quantity),?\s+${NUM}\s*%\s+of\s+(?:which|whom)\s+(?:is|was|equals|=|comes to)\s+${AMOUNT}${ends}`).exec(text);
  const match = forward ?? backward ?? whose;
  if (!match) return null;
  const first = Number(forward ? match[1] : backward ? match[2] : match[2] ?? match[5]);
  const secondText = forward ? match[2] : backward ? match[3] : undefined;
  const second = secondText === undefined ? null : Number(secondText);
  const part = Number(forward ? match[4] : backward ? match[1] : match[3] ?? match[6]);
  const noun = (forward ? match[3] : backward ? match[4] : match[1] ?? match[4])!.replace(/\s+of money/, '');
  if (first <= 0 || (second !== null && second <= 0) || part <= 0) return null;
  const unit = /₹/.test(match[0]) || /sum|amount/.test(noun) ? 'rupees' : 'number';
  const asked = askedTail(text);
  const rest = text.slice(match.index + match[0].length);
  const target = new RegExp(String.raw`${NUM}\s*%\s+of\s+(?:it|(?:the|that|this)\s+(?:same\s+)?(?:number|sum|amount|quantity))`).exec(rest);
  if (target && !asked.includes(target[0])) return null;
  if (!target && !new RegExp(String.raw`\b${noun.split(' ')[0]}\b|find it|what is it`).test(asked)) return null;
  // "Find his wife's salary": a salary of someone the statement does not name is not the whole read.
  const owner = new RegExp(String.raw`\b([a-z]+)'s\s+(?:(?:monthly|annual|yearly|weekly|total)\s+)?${noun.split(' ')[0]}\b`).exec(asked);
  if (owner && !match[0].includes(`${owner[1]}'s`)) return null;
  const share = second === null ? first : (first * second) / 100;
  const whole = (part * 100) / share;
  const steps: SolutionStep[] = [];
  if (second !== null) steps.push({ title: 'One percentage of the other', bullets: [`${pct(first)} of ${pct(second)} of the ${noun} = ${num(first)}/100 × ${num(second)}% = ${pct(share)} of the ${noun}.`] });
  steps.push(
    { title: 'Write it as an equation', bullets: [`${pct(share)} of the ${noun} is ${formatValue(part, unit)}: ${num(share)}/100 × ${noun} = ${num(part)}.`] },
    { title: `The ${noun}`, bullets: [`${noun.charAt(0).toUpperCase()}${noun.slice(1)} = ${num(part)} × 100/${num(share)} = ${formatValue(whole, unit)}.`] },
  );
  const mistakes = [{ value: round2((part * share) / 100), why: `this takes ${pct(share)} of ${num(part)}; ${num(part)} is the part, not the whole` }];
  let value = whole;
  let label = `The ${noun}`;
  const givens = [first, part, ...(second === null ? [] : [second])];
  if (target) {
    const wanted = Number(target[1]);
    value = (whole * wanted) / 100;
    label = `${pct(wanted)} of the ${noun}`;
    givens.push(wanted);
    steps.push({ title: `${pct(wanted)} of it`, bullets: [`${pct(wanted)} of ${formatValue(whole, unit)} = ${formatValue(value, unit)}.`, `(Shortcut: ${num(part)} × ${num(wanted)}/${num(share)} = ${num((part * wanted) / share)}.)`] });
    mistakes.push({ value: round2(whole), why: `this is the ${noun} itself, not ${pct(wanted)} of it` });
  }
  const check = checkStep([`${pct(share)} of ${formatValue(whole, unit)} = ${num(share)}/100 × ${num(whole)} = ${formatValue((whole * share) / 100, unit)}, as the question says.`], [[(whole * share) / 100, part]]);
  if (!check) return null;
  return { kind: 'reverse-percent', values: [round2(value)], unit, label, steps: [...steps, check], mistakes, givens };
}

const EARNER = String.raw`income|salary|earnings?|earns|pocket money|wages?|stipend|allowance`;
const SPEND = String.raw`spends?|spent|spending|expenditure|expenses?|pays?|paid|paying`;
const SAVE = String.raw`saves?|saved|saving|savings`;

/**
 * 'Spends 40% on food and some on rent', 'a part of the rest on travel', '... on food and on
 * rent': a second outlay with no figure of its own, so what is saved is not the rest of the one
 * share written.
 */
function unstatedOutlay(text: string): boolean {
  if (/\b(?:some|a part|part of|a portion|portion of|a certain (?:amount|sum|part)|an amount|something)\b/.test(text)) return true;
  return /\bon\s+[a-z]+(?:\s+[a-z]+)?\s*(?:,|and)\s+(?:also\s+)?(?:on|for)\s+[a-z]+/.test(text);
}

/** 'He spends 60% of his income and saves ₹14,000': one share, one rupee figure, the income or the other share asked. */
function shareOfIncome(text: string): QuantAnswer | null {
  if (!new RegExp(EARNER).test(text) || !new RegExp(String.raw`${SPEND}|${SAVE}`).test(text)) return null;
  if (percents(text).length !== 1 || unstatedOutlay(text)) return null;
  const own = String.raw`(?:his|her|their|the|my|its|your)\s+(?:monthly\s+|annual\s+|yearly\s+)?(?:${EARNER})`;
  const spendShare =
    new RegExp(String.raw`(?:${SPEND})\s+(?:is\s+|was\s+|are\s+|of\s+|only\s+|about\s+)?${NUM}\s*%`).exec(text) ??
    new RegExp(String.raw`${NUM}\s*%\s+of\s+${own}\s+(?:is\s+|was\s+|are\s+)?(?:spent|(?:he|she|they|i|we)\s+spends?)`).exec(text);
  const saveShare =
    new RegExp(String.raw`(?:${SAVE})\s+(?:is\s+|was\s+|are\s+|of\s+|only\s+|about\s+)?${NUM}\s*%`).exec(text) ??
    new RegExp(String.raw`${NUM}\s*%\s+of\s+${own}\s+(?:is\s+|was\s+|are\s+)?(?:saved|(?:he|she|they|i|we)\s+saves?)`).exec(text);
  if ((spendShare === null) === (saveShare === null)) return null;
  const percent = Number((spendShare ?? saveShare)![1]);
  if (percent <= 0 || percent >= 100) return null;
  const spent = spendShare ? percent / 100 : 1 - percent / 100;
  const roles = { income: 1, spend: spent, save: 1 - spent } as const;
  type Role = keyof typeof roles;
  const figures: [Role, RegExpExecArray | null][] = [
    ['save', new RegExp(String.raw`(?:${SAVE}|left with|is left with|balance of)\s+(?:is\s+|are\s+|was\s+|were\s+|of\s+|amount to\s+|amounts to\s+|come to\s+|comes to\s+)?₹\s?(\d+(?:\.\d+)?)`).exec(text)],
    ['spend', new RegExp(String.raw`(?:${SPEND})\s+(?:is\s+|are\s+|was\s+|were\s+|of\s+|amount to\s+|amounts to\s+|comes? to\s+)?₹\s?(\d+(?:\.\d+)?)`).exec(text)],
    ['income', new RegExp(String.raw`(?:${EARNER})\s+(?:is\s+|was\s+|of\s+)?₹\s?(\d+(?:\.\d+)?)`).exec(text)],
  ];
  const stated = figures.filter(([, match]) => match !== null);
  if (stated.length !== 1) return null;
  const [knownRole, knownMatch] = stated[0]!;
  const known = Number(knownMatch![1]);
  const asked = askedTail(text);
  // The first of income, spending and savings the question names: 'find the income of a person who saves ... after spending ...' asks the income.
  const named = (['income', 'spend', 'save'] as const)
    .map((role) => ({ role, at: new RegExp(String.raw`\b(?:${{ income: EARNER, spend: SPEND, save: SAVE }[role]})`).exec(asked)?.index ?? -1 }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at);
  if (named.length === 0 || named[0]!.role === knownRole) return null;
  const target: Role = named[0]!.role;
  const income = known / roles[knownRole];
  const value = income * roles[target];
  const word = { income: 'income', spend: 'spending', save: 'savings' } as const;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${spendShare ? 'Spent' : 'Saved'}: ${pct(percent)} of the income, so ${spendShare ? 'saved' : 'spent'}: 100 − ${num(percent)} = ${pct(100 - percent)}.`, `The ${word[knownRole]} ${knownRole === 'income' ? 'is' : 'are'} ${formatValue(known, 'rupees')}.`] },
  ];
  if (knownRole !== 'income') steps.push({ title: 'Income', bullets: [`${pct(roles[knownRole] * 100)} of the income = ${formatValue(known, 'rupees')}, so income = ${num(known)} × 100/${num(roles[knownRole] * 100)} = ${formatValue(income, 'rupees')}.`] });
  if (target !== 'income') steps.push({ title: target === 'save' ? 'Savings' : 'Spending', bullets: [`${pct(roles[target] * 100)} of ${formatValue(income, 'rupees')} = ${formatValue(value, 'rupees')}.`] });
  const check = checkStep([`Income ${formatValue(income, 'rupees')}: spent ${pct(spent * 100)} = ${formatValue(income * spent, 'rupees')}, saved ${formatValue(income * (1 - spent), 'rupees')}; together ${formatValue(income, 'rupees')}.`], [[income * roles[knownRole], known], [income * spent + income * (1 - spent), income]]);
  if (!check) return null;
  const mistakes = knownRole === 'income' ? [{ value: round2(income * roles[target === 'save' ? 'spend' : 'save']), why: `this is the ${target === 'save' ? 'spending' : 'savings'}, not the ${word[target]}` }] : [{ value: round2(known / (1 - roles[knownRole])), why: `this divides by the wrong share: ${formatValue(known, 'rupees')} is the ${word[knownRole]}, ${pct(roles[knownRole] * 100)} of the income` }];
  if (knownRole !== 'income') mistakes.push({ value: round2(known * (1 + percent / 100)), why: `this adds ${pct(percent)} of ${formatValue(known, 'rupees')} to it; the percentage is of the income` });
  return { kind: 'reverse-percent', values: [round2(value)], unit: 'rupees', label: target === 'income' ? 'The income' : `The ${word[target]}`, steps: [...steps, check], mistakes, givens: [percent, known] };
}

/**
 * 'The price of a refrigerator is 25% less than that of a washing machine': the two things named
 * by their nouns, written as owners ('refrigerator's price is 25% less than washingmachine's') so
 * the comparison reads as one of people; a name of two words is joined into one word everywhere,
 * and shown as written.
 */
function ownersNamed(raw: string): { text: string; display: Map<string, string> } {
  const display = new Map<string, string>();
  const STOP = String.raw`(?!(?:and|if|is|was|then|but|so|which|the|a|an|costs?|has|had|of|in)\b)`;
  const THING = String.raw`(${STOP}[a-z]+(?:\s+${STOP}[a-z]+)?)`;
  const compare = new RegExp(String.raw`\bthe\s+(price|cost|value|weight|height|salary|income)\s+of\s+(?:a|an|the)\s+${THING}\s+(is|was)\s+(\d+(?:\.\d+)?\s*%\s+(?:${MORE}|${LESS})\s+than)\s+(?:that|the\s+\1)\s+of\s+(?:a|an|the)\s+${THING}(?=\s*[.,;?]|\s*$)`).exec(raw);
  if (!compare) return { text: raw, display };
  const [noun, first, verb, middle, second] = [compare[1]!, compare[2]!, compare[3]!, compare[4]!, compare[5]!];
  if (first === second) return { text: raw, display };
  let text = `${raw.slice(0, compare.index)}${first}'s ${noun} ${verb} ${middle} ${second}'s${raw.slice(compare.index + compare[0].length)}`;
  for (const name of [first, second]) {
    const token = name.replace(/\s+/g, '');
    display.set(token, name.charAt(0).toUpperCase() + name.slice(1));
    text = text.replace(new RegExp(String.raw`\b${name.replace(/\s+/g, '\\s+')}\b`, 'g'), token);
  }
  return { text, display };
}

const MORE = String.raw`more|greater|higher|above|in excess of`;
const LESS = String.raw`less|lower|fewer|smaller|below`;

/** 'A's salary is 20% more than B's. If A's salary is ₹12,000, find B's salary' (and the forward way round). */
function moreThanOther(raw: string): QuantAnswer | null {
  const { text, display } = ownersNamed(raw);
  const compare = new RegExp(String.raw`\b(?!(?:the|an|it|this|that|which|what|price|number|he|she|his|her|its|their|salary|income|wage|weight|height|marks|score|age|share|savings|earnings|speed|value|cost|monthly|annual|of|in|for|to|by|on|at|and|than|then|if|so)\b)([a-z]+)(?:'s)?\s+((?:[a-z]+\s+){0,2}?)(?:is|was|are|were)\s+${NUM}\s*%\s+(${MORE}|${LESS})\s+than\s+(?:that of\s+|those of\s+|the [a-z]+ of\s+)?([a-z]+)(?:'s)?\b`).exec(text);
  if (!compare) return null;
  const [first, percentText, direction, second] = [compare[1]!, compare[3]!, compare[4]!, compare[5]!];
  const noun = /^(?:monthly\s+|annual\s+)?(salary|income|wage|weight|height|marks|score|age|share|savings|earnings|price|speed)\s+$/.exec(compare[2]!)?.[1] ?? 'figure';
  if (first === second || percents(text).length !== 1 || /\b(?:the|an|it|this|that|which|what|price|number|he|she|his|her|its|their)\b/.test(`${first} ${second}`)) return null;
  const percent = Number(percentText);
  const factor = 1 + ((new RegExp(MORE).test(direction) ? 1 : -1) * percent) / 100;
  if (factor <= 0) return null;
  // The one figure, said of one of the two, before or after the comparison ('the salary of a is ₹12,000').
  if (quantitiesOf(text).length !== 1) return null;
  const rest = `${text.slice(0, compare.index)} | ${text.slice(compare.index + compare[0].length)}`;
  const figureOf = (name: string) => new RegExp(String.raw`\b${name}(?:'s)?\s+(?:[a-z]+\s+){0,2}?(?:is|was|=|of|earns|gets|has|scored|scores|weighs|costs|costs?\s+(?:is|was)|is priced at|sells for|is sold for)\s+${AMOUNT}`).exec(rest);
  const knownFirst = figureOf(first);
  const knownSecond = figureOf(second);
  if ((knownFirst === null) === (knownSecond === null)) return null;
  const asked = askedTail(text);
  const wantsFirst = new RegExp(String.raw`\b${first}\b`).test(asked);
  const wantsSecond = new RegExp(String.raw`\b${second}\b`).test(asked);
  if (wantsFirst === wantsSecond || (wantsFirst && knownFirst) || (wantsSecond && knownSecond) || /%|percent/.test(asked)) return null;
  const known = Number((knownFirst ?? knownSecond)![1]);
  const unit = /₹/.test((knownFirst ?? knownSecond)![0]) ? 'rupees' : 'number';
  const firstValue = knownFirst ? known : known * factor;
  const secondValue = knownFirst ? known / factor : known;
  const value = wantsFirst ? firstValue : secondValue;
  const shownName = (name: string) => (display.get(name) ?? (name.length === 1 ? name.toUpperCase() : `${name.charAt(0).toUpperCase()}${name.slice(1)}`));
  const [nameOne, nameTwo] = [shownName(first), shownName(second)];
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${nameOne} = ${nameTwo} × (100 ${factor > 1 ? '+' : '−'} ${num(percent)})/100 = ${nameTwo} × ${num(factor)}: the percentage is of ${nameTwo}'s ${noun}.`, `${knownFirst ? nameOne : nameTwo} = ${formatValue(known, unit)}.`] },
    { title: `${wantsFirst ? nameOne : nameTwo}`, bullets: [knownFirst ? `${nameTwo} = ${num(known)} ÷ ${num(factor)} = ${formatValue(value, unit)}.` : `${nameOne} = ${num(known)} × ${num(factor)} = ${formatValue(value, unit)}.`] },
  ];
  const check = checkStep([`${nameTwo}: ${formatValue(secondValue, unit)}; ${factor > 1 ? 'adding' : 'taking off'} ${pct(percent)} of it gives ${formatValue(secondValue * factor, unit)}, ${nameOne}'s ${noun}.`], [[secondValue * factor, firstValue], [knownFirst ? secondValue * factor : secondValue, known]]);
  if (!check) return null;
  const mistakes = knownFirst ? [{ value: round2(known * (2 - factor)), why: `this takes ${pct(percent)} of ${nameOne}'s figure; the percentage is of ${nameTwo}'s` }] : [{ value: round2(known / (2 - factor)), why: `this divides; ${nameOne}'s figure is ${nameTwo}'s ${factor > 1 ? 'plus' : 'less'} ${pct(percent)} of it` }];
  return { kind: 'reverse-percent', values: [round2(value)], unit, label: `${wantsFirst ? nameOne : nameTwo}'s ${noun}`, steps: [...steps, check], mistakes, givens: [percent, known] };
}

const NOUNS = String.raw`price|salary|value|population|cost|rent|fare|wage|income|production|sales|bill|fee|marks|weight|length|number|output|enrolment|membership|turnover`;

/** Words right before a figure that make it the value after the change: 'is now', 'rose to', 'leaving', 'now sells for'. */
const AFTER_STATE = new RegExp(
  String.raw`(?:now\s+(?:it|they|the\s+[a-z]+)\s+(?:is|are|costs?|sells for|stands at)|becomes|became|become|is now|are now|was now|now is|now costs|now sells for|now sells at|now pays|now stands at|now|rises to|rose to|risen to|increased to|increases to|goes up to|went up to|grows to|grew to|falls to|fell to|fallen to|reduced to|reduces to|decreased to|decreases to|comes down to|came down to|drops to|dropped to|declined to|declines to|to become|(?:new|final|present|current|resulting|reduced|increased|raised|revised|discounted)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|was|=|of|becomes|became)|at the end of (?:the\s+)?(?:[a-z]+\s+)?(?:years?|period|months?)\s+(?:is|was|becomes|became|stands at)|\bafter\s+(?:[a-z\d]+\s+){1,3}(?:is|was|are|were|becomes|became|stands at)|the result is|result is|resulting in|results in|(?:it\s+|we\s+)?(?:gives|gave|get|yields|comes to|amounts to|equals|is equal to)|leaving|leaves|left with|is left|stands at|\d\s*%\s+to)\s*$`,
);

/** 'After a 20% rise the price is ₹1,200. What was it before?': the value before one, two or three changes. */
function beforeChange(text: string): QuantAnswer | null {
  // 'Income tax' is a deduction, not an income with savings.
  if (/interest|per annum|\bp\.?\s?a\b|compound|profit|loss|\bgain|\bsold\b|\bbought\b|cost price|selling price|every year|each year|per year|annually|yearly|(?<!in )a year\b|\bspend|\bsave|income(?![ -]tax)/.test(text)) return null;
  const read = signedChanges(text)?.map((change) => change.signed);
  if (!read || read.length === 0 || read.length > 3) return null;
  // 'Two successive raises of 10% each': one figure for each of the changes; any other 'each' is unread.
  const each = /\b(two|three)\s+(?:successive\s+|consecutive\s+|equal\s+)?[a-z]+\s+(?:of\s+)?\d+(?:\.\d+)?\s*%\s+each\b/.exec(text);
  if (/\d\s*%\s*each\b/.test(text) && (!each || read.length !== 1)) return null;
  const changes = each ? Array.from({ length: each[1] === 'two' ? 2 : 3 }, () => read[0]!) : read;
  const last = signedChanges(text)!.at(-1)!.index;
  const all = quantitiesOf(text);
  // 'what was it 2 years ago': a count of years equal to the number of changes is read with them.
  const yearCount = all.filter((quantity) => quantity.value === changes.length && changes.length > 1 && /^\s*years?\b/.test(text.slice(quantity.end)));
  const figures = all.filter((quantity) => !yearCount.includes(quantity));
  if (figures.length !== 1 || yearCount.length > 1) return null;
  const figure = figures[0]!;
  const stated = figure.value;
  // The figure must be the value after the change: 'after a 20% rise ... is ₹1,200', 'increased by 25% becomes 150', '... ₹20,648 after an increase of 16%'.
  const { start: sentenceStart, end: sentenceEnd } = sentenceAt(text, figure.index);
  const lead = text.slice(sentenceStart, figure.index);
  const trailing = text.slice(figure.end, sentenceEnd);
  // '₹99 less than the original price', '₹50 more than before': a gap between two values, not the value after the change.
  if (/^\s*(?:[a-z]+\s+)?(?:less|more|fewer|greater|lower|higher|above|below|short|over)\b/.test(trailing)) return null;
  const afterWord = /\b(?:after|following|with|on)\b(?:[^.?;]|\.(?=\d))*\d\s*%/.test(lead) || /^[^.?;]{0,20}?\b(?:after|following)\b(?:[^.?;]|\.(?=\d))*\d\s*%/.test(trailing);
  const becomes = AFTER_STATE.test(text.slice(Math.max(0, figure.index - 40), figure.index));
  // '280 is obtained by increasing a certain number by 40%': the figure is what the change gave.
  // '... is increased by 40% and 280 is obtained': the same, said after the change.
  const obtained =
    /^\s*(?:is|was)\s+(?:obtained|got|gotten|arrived at|the result of|what we get|what you get)\s+(?:by\s+|on\s+|after\s+|when\s+)?(?:increasing|decreasing|raising|reducing|lowering|cutting|diminishing|enlarging)\b/.test(trailing) ||
    (last < figure.index && /^\s*(?:is|was)\s+(?:obtained|got|gotten|arrived at)\s*(?:[.?;]|$)/.test(trailing));
  if (!afterWord && !becomes && !obtained) return null;
  // 'The original price was ₹1,000 and after a 20% rise it is ...', 'an item with a marked price of ₹40,500': the figure is the value before, unless those words ask ('what was the original price if ...').
  const before = /\b(?:original(?:ly)?|initial(?:ly)?|earlier|old|previous(?:ly)?|usual|at first|marked|list|printed|tag|catalogue|labelled)\b/.exec(lead);
  if (before && !/\b(?:what|find|calculate|determine|how much)\b[^.?;]{0,25}$/.test(lead.slice(0, before.index))) return null;
  const asked = askedHead(text);
  const subjectNumber = /\b(?:a|the|certain)\s+number\b/.test(text.slice(0, last));
  // '... after 20% tax is deducted from her salary. What is her salary?': the whole the deduction was taken from.
  const deductedFrom = /\b(?:deducted|withheld)\s+from\s+(?:his|her|their|the|its)\s+(?:monthly\s+|annual\s+|gross\s+)?(salary|pay|income|wages?|earnings?)\b/.exec(text)?.[1];
  const asksWhole = deductedFrom !== undefined && changes.length === 1 && changes[0]! < 0 && new RegExp(String.raw`\b${deductedFrom}\b`).test(asked) && !/\bafter\b|\bnet\b|take[- ]?home|in hand|\bleft\b|\bremain/.test(asked);
  if (!asksWhole && !/original|before|earlier|initial|previous|\bold\b|at first|actual|what was|what were|what did|marked price|list price|last year|\bago\b|find it|\bstart|beginning|\bgross\b|\busual\b|\bwithout\b/.test(asked) && !(subjectNumber && /number/.test(asked))) return null;
  if (/\bnew\b|\bnow\b|final|after the|become|present|current/.test(asked)) return null;
  // 'A deduction of 12% of his gross salary for provident fund and 3% for insurance': every part is of the same gross, so they add.
  const sameBase = changes.length > 1 && /\bof\s+(?:his|her|their|its|the)\s+(?:gross|total|original|basic|whole|full)\b/.test(text);
  if (changes.length > 1 && !sameBase && /\bdeduct|\btax(?:es)?\b|\bfor\s+[a-z ]+?\s+and\s+\d/.test(text)) return null;
  if (sameBase) return sharesOfOneBase(text, figure, changes);
  const factor = changes.reduce((acc, change) => acc * (1 + change / 100), 1);
  if (factor <= 0) return null;
  const original = stated / factor;
  const unit = figure.rupees ? 'rupees' : 'number';
  const noun = new RegExp(String.raw`\b(${NOUNS})\b`).exec(text)?.[1] ?? 'value';
  const describe = (change: number) => describeChange(change, pct(Math.abs(change)));
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`After ${changes.map(describe).join(', then ')}, the ${noun} is ${formatValue(stated, unit)}. ${changes.length > 1 ? 'Each percentage is of the value before its change' : 'The percentage is of the value before the change'}, not of ${formatValue(stated, unit)}.`] },
    { title: 'The multiplier', bullets: [...changes.map((change) => `${describe(change).replace(/^a/, 'A')} multiplies by (100 ${change >= 0 ? '+' : '−'} ${num(Math.abs(change))})/100 = ${num(1 + change / 100)}.`), ...(changes.length > 1 ? [`Together: ${changes.map((change) => num(1 + change / 100)).join(' × ')} = ${num(factor)}.`] : [])] },
    { title: `The original ${noun}`, bullets: [`Original × ${num(factor)} = ${num(stated)}, so original = ${num(stated)} ÷ ${num(factor)} = ${formatValue(original, unit)}.`] },
  ];
  let value = original;
  const trail = changes.map((change) => {
    value *= 1 + change / 100;
    return formatValue(value, unit);
  });
  const check = checkStep([`Start from ${formatValue(original, unit)} and apply the change${changes.length > 1 ? 's in turn' : ''}: ${[formatValue(original, unit), ...trail].join(' → ')}.`], [[value, stated]]);
  if (!check) return null;
  const net = changes.reduce((sum, change) => sum + change, 0);
  const mistakes = [{ value: round2(stated * (1 - net / 100)), why: `this ${net >= 0 ? 'takes' : 'adds'} ${pct(Math.abs(net))} of ${formatValue(stated, unit)} ${net >= 0 ? 'off' : 'back'}; the percentage is of the original ${noun}, not the new one` }];
  if (changes.length > 1) mistakes.push({ value: round2(stated / (1 + net / 100)), why: 'this adds the percentages; each change applies to the value after the one before' });
  return { kind: 'reverse-percent', values: [round2(original)], unit, label: noun === 'number' && subjectNumber ? 'The number' : `The original ${noun}`, steps: [...steps, check], mistakes, givens: [stated, ...changes.map(Math.abs), ...yearCount.map((quantity) => quantity.value)] };
}

const GROUP = String.raw`students|pupils|people|persons|employees|workers|candidates|children|members|voters|villagers|residents|population|staff|class|school|village|town|city|company|office|college|examinees|applicants|articles|items|bulbs|eggs|mangoes`;


/**
 * 'A school has 60% boys. If the number of girls is 300, find the total number of students',
 * 'In an examination 35% of the students failed; if 130 passed, how many appeared?': one part of
 * a group that has only two parts, as a percentage, and a count of one part; the whole (or the
 * other part) asked.
 */
function groupShare(raw: string): QuantAnswer | null {
  // 'Lite rate' is how the cleaning splits 'literate'; 'not literate' is the other part, as are
  // 'not married', 'not employed', 'not selected'. '520 people of the village are ...': the place said with the count.
  const text = raw
    .replace(/\b(il)?lite rate\b/g, '$1literate')
    .replace(/\bnot\s+(literate|employed|married|selected)\b/g, (_match, word: string) => ({ literate: 'illiterate', employed: 'unemployed', married: 'unmarried', selected: 'rejected' })[word] ?? word)
    .replace(new RegExp(String.raw`(\d\s+(?:${GROUP}))\s+(?:of|in)\s+(?:the|this|that)\s+(?:village|town|city|school|class|college|company|office)\b`, 'g'), '$1');
  const shares = [...text.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))];
  const figures = quantitiesOf(text);
  if (shares.length !== 1 || figures.length !== 1 || figures[0]!.rupees || !new RegExp(String.raw`\b(?:${GROUP})\b`).test(text)) return null;
  const share = shares[0]!;
  const figure = figures[0]!;
  // The part of the percentage: '60% boys', '60% of the students are boys', '35% of the students failed'.
  const shareClause = text.slice(share.index + share[0].length).split(/[,.;?]|\b(?:and|if|while|but)\b/)[0]!;
  // 'The boys are 40% of the girls': a percentage of the other part, not of the group (partOfOther reads it).
  if (new RegExp(String.raw`^\s*of\s+(?:the\s+)?(?:number\s+of\s+|no\.?\s+of\s+)?(?:${PARTS})\b`).test(shareClause)) return null;
  const sharePart = /\b(?:more|less|fewer|than)\b/.test(shareClause) ? null : partIn(shareClause);
  // The part of the count: '300 girls', '130 students passed', 'the number of girls is 300'; never a difference ('150 more boys').
  const after = text.slice(figure.end, figure.end + 40);
  const before = text.slice(Math.max(0, figure.index - 40), figure.index);
  const countAfter = new RegExp(String.raw`^\s*(?:(?:${GROUP}|of them|of these)\s+)?(?:are\s+|were\s+|have\s+|had\s+)?(${PARTS})\b`).exec(after)?.[1];
  const countBefore = new RegExp(String.raw`\b(?:number of|no\.? of)\s+(${PARTS})\s+(?:is|was|are|were|=|comes to|stands at)\s*$|\b(${PARTS})\s+(?:is|are|was|were|number|numbered|=)\s*$`).exec(before);
  const countPart = /^\s*(?:[a-z]+\s+)?(?:more|less|fewer|than)\b/.test(after) ? null : countAfter ?? countBefore?.[1] ?? countBefore?.[2] ?? null;
  if (!sharePart || !countPart || !COMPLEMENTS.some((pair) => pair.includes(sharePart) && pair.includes(countPart))) return null;
  const percent = Number(share[1]);
  if (percent <= 0 || percent >= 100) return null;
  const countShare = countPart === sharePart ? percent : 100 - percent;
  const total = (figure.value * 100) / countShare;
  const asked = askedHead(text);
  const askedPart = partIn(asked);
  const wantsTotal = /\btotal\b|\bin all\b|\baltogether\b|appeared|\bstrength\b|how many (?:students|pupils|people|persons|employees|workers|candidates|children|members|voters|villagers|residents)\b(?!\s+(?:are|were)\s+(?:${PARTS}))|\bpopulation\b|number of (?:students|pupils|people|persons|employees|workers|candidates|children|members|voters)\b(?!\s+(?:who|that))/.test(asked) && askedPart === null;
  if (!wantsTotal && (askedPart === null || askedPart === countPart)) return null;
  const value = wantsTotal ? total : (total * (askedPart === sharePart ? percent : 100 - percent)) / 100;
  if (!Number.isInteger(round2(total))) return null;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${shown(sharePart)}: ${pct(percent)} of the whole, so ${complementOf(sharePart)}: 100 − ${num(percent)} = ${pct(100 - percent)}.`, `${shown(countPart)}: ${num(figure.value)}.`] },
    { title: 'The whole', bullets: [`${num(figure.value)} is ${pct(countShare)} of the whole: whole = ${num(figure.value)} × 100 ÷ ${num(countShare)} = ${num(total)}.`] },
  ];
  if (!wantsTotal) steps.push({ title: shown(askedPart!), bullets: [`${pct(askedPart === sharePart ? percent : 100 - percent)} of ${num(total)} = ${num(value)}.`] });
  const check = checkStep([`${shown(sharePart)} ${num((total * percent) / 100)} + ${complementOf(sharePart)} ${num((total * (100 - percent)) / 100)} = ${num(total)}, and the ${countPart} are ${num((total * countShare) / 100)}, as the question says.`], [[(total * countShare) / 100, figure.value]]);
  if (!check) return null;
  return oneValueAnswer('reverse-percent', value, 'number', wantsTotal ? 'The total' : `The number of ${askedPart}`, {
    steps: [...steps, check],
    mistakes: countPart === sharePart ? [] : [{ value: round2((figure.value * 100) / percent), why: `this divides by ${pct(percent)}, the share of the ${sharePart}; ${num(figure.value)} are the ${countPart}, ${pct(100 - percent)}` }],
    givens: [percent, figure.value],
  });
}

/**
 * 'The number of boys is 40% of the number of girls; there are 156 boys: how many in all?', 'the
 * men are 140% of the women; the men number 238': one part as a percentage of the other, and a
 * count of one part; the whole or the other part asked.
 */
function partOfOther(text: string): QuantAnswer | null {
  const relation = new RegExp(String.raw`\b(?:the\s+)?(?:number\s+of\s+|no\.?\s+of\s+)?(${PARTS})\s+(?:[a-z]+\s+){0,3}?(?:is|are|was|were|=|equals|make up|form)\s+${NUM}\s*%\s+of\s+(?:the\s+)?(?:number\s+of\s+|no\.?\s+of\s+)?(${PARTS})\b`).exec(text);
  const figures = quantitiesOf(text);
  if (!relation || percents(text).length !== 1 || figures.length !== 1 || figures[0]!.rupees) return null;
  const [first, percentText, second] = [relation[1]!, relation[2]!, relation[3]!];
  if (!COMPLEMENTS.some((pair) => pair.includes(first) && pair.includes(second)) || first === second) return null;
  const percent = Number(percentText);
  if (!(percent > 0)) return null;
  const figure = figures[0]!;
  // The count's part: '156 boys', 'the men number 238', 'there are 238 men'.
  const after = text.slice(figure.end, figure.end + 30);
  const before = text.slice(Math.max(0, figure.index - 40), figure.index);
  const countPart = new RegExp(String.raw`^\s*(${PARTS})\b`).exec(after)?.[1] ?? new RegExp(String.raw`\b(${PARTS})\s+(?:number|numbered|is|are|was|were|=|count)\s*$|number\s+of\s+(${PARTS})\s+(?:is|was|=)\s*$`).exec(before)?.slice(1).find(Boolean) ?? null;
  if (countPart !== first && countPart !== second) return null;
  const firstValue = countPart === first ? figure.value : (figure.value * percent) / 100;
  const secondValue = countPart === second ? figure.value : (figure.value * 100) / percent;
  const asked = askedHead(text);
  const askedPart = partIn(asked);
  const wantsTotal = askedPart === null && /\btotal\b|\bin all\b|\baltogether\b|\bstrength\b|\bpersons\b|\bpeople\b|\bmembers\b|\bstudents\b|\bchildren\b|\bgroup\b|\bclass\b|\bhall\b|\bworkers\b|\bemployees\b/.test(asked);
  if (!wantsTotal && (askedPart === null || askedPart === countPart)) return null;
  const value = wantsTotal ? firstValue + secondValue : askedPart === first ? firstValue : secondValue;
  if (!Number.isInteger(round2(firstValue)) || !Number.isInteger(round2(secondValue))) return null;
  const other = countPart === first ? second : first;
  const otherValue = countPart === first ? secondValue : firstValue;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${shown(first)} = ${pct(percent)} of ${second}: the percentage is of the ${second}, not of the whole group.`, `${shown(countPart)}: ${num(figure.value)}.`] },
    { title: shown(other), bullets: [countPart === second ? `${shown(first)} = ${num(percent)}/100 × ${num(figure.value)} = ${num(otherValue)}.` : `${num(figure.value)} = ${num(percent)}/100 × ${second}, so ${second} = ${num(figure.value)} × 100 ÷ ${num(percent)} = ${num(otherValue)}.`] },
  ];
  if (wantsTotal) steps.push({ title: 'The whole group', bullets: [`${num(firstValue)} + ${num(secondValue)} = ${num(value)}.`] });
  const check = checkStep([`${pct(percent)} of ${num(secondValue)} ${second} = ${num((secondValue * percent) / 100)}, the number of ${first}.`], [[(secondValue * percent) / 100, firstValue]]);
  if (!check) return null;
  return oneValueAnswer('reverse-percent', value, 'number', wantsTotal ? 'The total' : `The number of ${askedPart}`, {
    steps: [...steps, check],
    mistakes: [{ value: round2((figure.value * 100) / (countPart === first ? percent : 100 - percent)), why: `this takes ${pct(percent)} as the ${first}' share of the whole group; it is a percentage of the ${second}` }],
    givens: [percent, figure.value],
  });
}

/**
 * '45% of a number falls short of the number by 407': the other 55% of the number is 407.
 */
function fallsShort(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`${NUM}\s*%\s+of\s+(?:a|the|certain|some)\s+(?:certain\s+)?number\s+(?:falls?|is)\s+short\s+of\s+(?:the|that)\s+number\s+by\s+${AMOUNT}|${NUM}\s*%\s+of\s+(?:a|the)\s+number\s+is\s+${AMOUNT}\s+less\s+than\s+the\s+number`).exec(text);
  if (!match || percents(text).length !== 1 || quantitiesOf(text).length !== 1 || !/\bnumber\b|find it/.test(askedHead(text) + askedClause(text))) return null;
  const percent = Number(match[1] ?? match[3]);
  const gap = Number(match[2] ?? match[4]);
  if (!(percent > 0 && percent < 100)) return null;
  const number = (gap * 100) / (100 - percent);
  const check = checkStep([`${pct(percent)} of ${num(number)} = ${num((number * percent) / 100)}, which is ${num(number - (number * percent) / 100)} short of ${num(number)}, as the question says.`], [[number - (number * percent) / 100, gap]]);
  if (!check) return null;
  return {
    kind: 'reverse-percent', values: [round2(number)], unit: 'number', label: 'The number',
    steps: [{ title: 'Write it as an equation', bullets: [`The number − ${pct(percent)} of it = ${num(gap)}: ${pct(100 - percent)} of the number = ${num(gap)}.`, `Number = ${num(gap)} × 100 ÷ ${num(100 - percent)} = ${num(number)}.`] }, check],
    mistakes: [{ value: round2((gap * 100) / percent), why: `this divides by ${pct(percent)}; ${num(gap)} is the other ${pct(100 - percent)}` }],
    givens: [percent, gap],
  };
}

/**
 * 'An agent earns 4% commission on his sales; his commission is ₹4,120: the value of his sales?',
 * 'a broker gets 2% commission, got ₹3,320: total sales?': the commission is that share of the sales.
 */
function commission(text: string): QuantAnswer | null {
  if (!/\bcommission|brokerage\b/.test(text) || percents(text).length !== 1) return null;
  const rate = new RegExp(String.raw`${NUM}\s*%\s+(?:as\s+)?(?:commission|brokerage)|(?:commission|brokerage)\s+(?:of|at|@)\s+${NUM}\s*%`).exec(text);
  const money = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  if (!rate || money.length !== 1 || quantitiesOf(text).length !== 1) return null;
  const before = text.slice(Math.max(0, money[0]!.index - 40), money[0]!.index);
  if (!/(?:commission|brokerage)[^.?\d%]{0,30}(?:is|was|=|of|amounts? to|came to|comes to)\s*$|\b(?:got|gets|earned|earns|received|receives)\s*$/.test(before)) return null;
  if (!/\bsales?\b|\bsold\b|value of (?:the )?goods|business/.test(askedClause(text))) return null;
  const percent = Number(rate[1] ?? rate[2]);
  const paid = Number(money[0]![1]);
  if (!(percent > 0 && percent < 100)) return null;
  const sales = (paid * 100) / percent;
  const check = checkStep([`${pct(percent)} of ${formatValue(sales, 'rupees')} = ${formatValue((sales * percent) / 100, 'rupees')}, the commission.`], [[(sales * percent) / 100, paid]]);
  if (!check) return null;
  return {
    kind: 'reverse-percent', values: [round2(sales)], unit: 'rupees', label: 'The value of the sales',
    steps: [{ title: 'The commission is a share of the sales', bullets: [`${pct(percent)} of the sales = ${formatValue(paid, 'rupees')}, so sales = ${num(paid)} × 100 ÷ ${num(percent)} = ${formatValue(sales, 'rupees')}.`] }, check],
    mistakes: [{ value: round2((paid * percent) / 100), why: `this takes ${pct(percent)} of the commission` }],
    givens: [percent, paid],
  };
}

/**
 * 'Fresh mushrooms have 70% water, dried ones 25%: how much fresh makes 8 kg dried?': the dry
 * matter does not change, 30% of the fresh = 75% of the dried.
 */
function dryingWeight(text: string): QuantAnswer | null {
  if (!/\bwater\b|moisture/.test(text) || !/\bdr(?:y|ied)\b/.test(text) || !/\bfresh\b/.test(text)) return null;
  const shares = [...text.matchAll(new RegExp(String.raw`${NUM}\s*%\s+(?:of\s+)?(?:water|moisture)`, 'g'))];
  const weights = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUM}\s*(kg|kilograms?|g|grams?|quintals?|tonnes?)\b`, 'g'))];
  if (shares.length !== 2 || weights.length !== 1 || percents(text).length !== 2 || quantitiesOf(text).length !== 1) return null;
  // Which share is the fresh one: the nearer of 'fresh' and 'dry' before it.
  const kindOf = (index: number) => {
    const before = text.slice(0, index);
    const fresh = before.lastIndexOf('fresh');
    const dry = Math.max(before.lastIndexOf('dry'), before.lastIndexOf('dried'), before.lastIndexOf('raisin'));
    return fresh > dry ? 'fresh' : dry > fresh ? 'dry' : null;
  };
  const [first, second] = shares as [RegExpExecArray, RegExpExecArray];
  const kinds = [kindOf(first.index), kindOf(second.index)];
  if (kinds[0] === null || kinds[0] === kinds[1] || kinds[1] === null) return null;
  const freshWater = Number((kinds[0] === 'fresh' ? first : second)[1]);
  const dryWater = Number((kinds[0] === 'fresh' ? second : first)[1]);
  if (!(freshWater > dryWater && freshWater < 100)) return null;
  const weight = weights[0]!;
  const unit = weight[2]!;
  // The weight given: of the dry ('to get 8 kg of the dry form', '44 kg of dry fruit') or of the fresh.
  const around = text.slice(weight.index, weight.index + 40);
  const givenDry = /^[^.?,]*?\b(?:dry|dried|raisins?)\b/.test(around) && !/^[^.?,]*?\bfresh\b/.test(around);
  const givenFresh = /^[^.?,]*?\bfresh\b/.test(around) && !givenDry;
  const asked = askedClause(text);
  if (givenDry === givenFresh || (givenDry ? !/\bfresh\b|how much of the fresh/.test(asked) : !/\bdr(?:y|ied)\b/.test(asked))) return null;
  const value = givenDry ? (Number(weight[1]) * (100 - dryWater)) / (100 - freshWater) : (Number(weight[1]) * (100 - freshWater)) / (100 - dryWater);
  const [fresh, dry] = givenDry ? [value, Number(weight[1])] : [Number(weight[1]), value];
  const check = checkStep([`Dry matter: ${pct(100 - freshWater)} of ${num(fresh)} ${unit} = ${num((fresh * (100 - freshWater)) / 100)} ${unit}, and ${pct(100 - dryWater)} of ${num(dry)} ${unit} = ${num((dry * (100 - dryWater)) / 100)} ${unit}: the same.`], [[(fresh * (100 - freshWater)) / 100, (dry * (100 - dryWater)) / 100]]);
  if (!check) return null;
  return {
    kind: 'reverse-percent', values: [round2(value)], unit: /^k/.test(unit) ? 'kg' : 'number', label: givenDry ? 'The weight of fresh produce needed' : 'The weight after drying',
    steps: [{ title: 'Only the water dries out', bullets: [`Fresh: ${pct(100 - freshWater)} is dry matter; dried: ${pct(100 - dryWater)} is dry matter. The dry matter stays the same.`, givenDry ? `${pct(100 - freshWater)} of fresh = ${pct(100 - dryWater)} of ${num(dry)}, so fresh = ${num(dry)} × ${num(100 - dryWater)} ÷ ${num(100 - freshWater)} = ${num(value)} ${unit}.` : `${pct(100 - dryWater)} of dried = ${pct(100 - freshWater)} of ${num(fresh)}, so dried = ${num(fresh)} × ${num(100 - freshWater)} ÷ ${num(100 - dryWater)} = ${num(value)} ${unit}.`] }, check],
    mistakes: [{ value: round2((Number(weight[1]) * (100 + freshWater - dryWater)) / 100), why: 'this adds the difference of the water percentages' }],
    givens: [freshWater, dryWater, Number(weight[1])],
  };
}

/**
 * 'There are 120 more adults than children; adults make up 53% of the total', '62% are girls and
 * the rest boys; the girls outnumber the boys by 480': the gap is (p − (100 − p))% of the whole.
 */
function shareDifference(text: string): QuantAnswer | null {
  const shares = [...text.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))];
  const figures = quantitiesOf(text);
  if (shares.length !== 1 || figures.length !== 1 || figures[0]!.rupees) return null;
  const figure = figures[0]!;
  // The gap: '120 more adults than children', 'outnumber the boys by 480', 'exceeds ... by 480'.
  const more = new RegExp(String.raw`^\s*more\s+([a-z]+)\s+than\s+(?:the\s+)?([a-z]+)`).exec(text.slice(figure.end));
  const outnumber = new RegExp(String.raw`\b([a-z]+)\s+(?:out\s?number|exceed)s?\s+(?:the\s+)?([a-z]+)\s+by\s*$`).exec(text.slice(Math.max(0, figure.index - 50), figure.index));
  const pair = more ? [more[1]!, more[2]!] : outnumber ? [outnumber[1]!, outnumber[2]!] : null;
  if (!pair) return null;
  const [larger, smaller] = pair as [string, string];
  const share = shares[0]!;
  const clause = text.slice(Math.max(0, share.index - 40), share.index + 40);
  // Whose share: 'adults make up 53% of the total', '62% of the people are girls'.
  const owner = new RegExp(String.raw`\b(${larger}|${smaller})\s+(?:make up|form|are|constitute|account for)\s+${NUM}\s*%|${NUM}\s*%\s+of\s+(?:the\s+)?[a-z]+\s+(?:are|were)\s+(${larger}|${smaller})\b`).exec(clause);
  if (!owner) return null;
  const who = owner[1] ?? owner[4]!;
  const percent = Number(owner[2] ?? owner[3]);
  if (!(percent > 0 && percent < 100) || /\band\b[^.?]*\band\b[^.?]*%/.test(text)) return null;
  const largerShare = who === larger ? percent : 100 - percent;
  const gapShare = largerShare - (100 - largerShare);
  if (!(gapShare > 0)) return null;
  if (!/\btotal\b|\bin all\b|\baltogether\b|how many (?:people|persons|members|students)|number of (?:people|persons)/.test(askedClause(text))) return null;
  const total = (figure.value * 100) / gapShare;
  if (!Number.isInteger(round2(total))) return null;
  const check = checkStep([`Of ${num(total)}: ${larger} ${num((total * largerShare) / 100)}, ${smaller} ${num((total * (100 - largerShare)) / 100)}; the ${larger} are ${num((total * gapShare) / 100)} more, as the question says.`], [[(total * gapShare) / 100, figure.value]]);
  if (!check) return null;
  return {
    kind: 'reverse-percent', values: [round2(total)], unit: 'number', label: 'The total',
    steps: [{ title: 'The gap as a share of the whole', bullets: [`${shown(larger)}: ${pct(largerShare)}; ${smaller}: ${pct(100 - largerShare)}. The gap is ${num(largerShare)} − ${num(100 - largerShare)} = ${pct(gapShare)} of the whole.`, `${pct(gapShare)} of the whole = ${num(figure.value)}, so the whole = ${num(figure.value)} × 100 ÷ ${num(gapShare)} = ${num(total)}.`] }, check],
    mistakes: [{ value: round2((figure.value * 100) / largerShare), why: `this takes ${num(figure.value)} as the ${larger}' share` }],
    givens: [percent, figure.value],
  };
}

/**
 * 'The weight of a drum is 20% of the total weight of the drum with the paint in it; the paint
 * alone weighs 79 kg: the empty drum?', 'a crate of goods, of which 25% is the weight of the crate
 * itself; the goods weigh 126 kg: the total?': the contents are the other share of the total.
 */
function containerShare(text: string): QuantAnswer | null {
  const CONTAINER = String.raw`drum|crate|box|tin|can|jar|bottle|bucket|sack|bag|vessel|container|carton|basket|truck|cart`;
  const share = new RegExp(String.raw`\b(?:weight\s+of\s+(?:the|a|an)\s+(${CONTAINER})\s+(?:itself\s+)?is\s+${NUM}\s*%\s+of\s+the\s+total|${NUM}\s*%\s+(?:of\s+it\s+)?is\s+the\s+weight\s+of\s+(?:the|a|an)\s+(${CONTAINER})\s*(?:itself)?)`).exec(text);
  const weights = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUM}\s*(kg|kilograms?|g|grams?|quintals?|tonnes?)\b`, 'g'))];
  if (!share || weights.length !== 1 || percents(text).length !== 1 || quantitiesOf(text).length !== 1) return null;
  const container = (share[1] ?? share[4])!;
  const percent = Number(share[2] ?? share[3]);
  if (!(percent > 0 && percent < 100)) return null;
  const weight = weights[0]!;
  // The figure must be the contents alone ('the paint alone weighs 79 kg', 'the goods weigh 126 kg').
  const before = text.slice(Math.max(0, weight.index - 40), weight.index);
  if (new RegExp(String.raw`\b(?:${CONTAINER})\b|total|gross|together|with`).test(before.split(/[.;]/).pop()!) || !/\b(?:alone\s+)?(?:weighs?|weight\s+is|weigh|is)\s*$/.test(before)) return null;
  const asked = askedClause(text);
  const wantsContainer = new RegExp(String.raw`\b(?:empty\s+)?(?:${container})\b(?!\s+(?:together|with|filled|full))`).test(asked.replace(/total weight of (?:the|a|an) \w+/, '')) && !/total|gross/.test(asked);
  const wantsTotal = /total|gross|together|filled|full/.test(asked);
  if (wantsContainer === wantsTotal) return null;
  const contents = Number(weight[1]);
  const total = (contents * 100) / (100 - percent);
  const value = wantsTotal ? total : total - contents;
  const unit = weight[2]!;
  const check = checkStep([`Total ${num(total)} ${unit}: the ${container} is ${pct(percent)} = ${num((total * percent) / 100)} ${unit}, the rest ${num(total - (total * percent) / 100)} ${unit}, as stated.`], [[total - (total * percent) / 100, contents]]);
  if (!check) return null;
  return {
    kind: 'reverse-percent', values: [round2(value)], unit: /^k/.test(unit) ? 'kg' : 'number', label: wantsTotal ? 'The total weight' : `The weight of the ${container}`,
    steps: [{ title: 'The contents are the rest of the total', bullets: [`The ${container} is ${pct(percent)} of the total, so the contents are ${pct(100 - percent)}: total = ${num(contents)} × 100 ÷ ${num(100 - percent)} = ${num(total)} ${unit}.`, ...(wantsTotal ? [] : [`The ${container}: ${num(total)} − ${num(contents)} = ${num(value)} ${unit}.`])] }, check],
    mistakes: [{ value: round2((contents * percent) / 100), why: `this takes ${pct(percent)} of the contents; it is ${pct(percent)} of the total` }],
    givens: [percent, contents],
  };
}

/** 'A number exceeds 20% of itself by 40', 'a number is 40 more than 20% of itself', '20% of a number is 40 less than the number'. */
function exceedsItself(text: string): QuantAnswer | null {
  const exceeds = new RegExp(String.raw`\b(?:a|the|certain|some)\s+(?:certain\s+)?number\s+(?:exceeds|is greater than|is more than)\s+${NUM}\s*%\s+of\s+itself\s+by\s+${AMOUNT}|\b(?:a|the|certain|some)\s+(?:certain\s+)?number\s+is\s+${AMOUNT}\s+(?:more|greater)\s+than\s+${NUM}\s*%\s+of\s+itself`).exec(text);
  if (!exceeds || percents(text).length !== 1 || quantitiesOf(text).length !== 1) return null;
  const percent = Number(exceeds[1] ?? exceeds[4]);
  const difference = Number(exceeds[2] ?? exceeds[3]);
  if (!(percent > 0 && percent < 100) || !/\bnumber\b|find it/.test(askedHead(text))) return null;
  const number = (difference * 100) / (100 - percent);
  const check = checkStep([`${pct(percent)} of ${num(number)} = ${num((number * percent) / 100)}; ${num(number)} − ${num((number * percent) / 100)} = ${num(number - (number * percent) / 100)}, as the question says.`], [[number - (number * percent) / 100, difference]]);
  if (!check) return null;
  return oneValueAnswer('reverse-percent', number, 'number', 'The number', {
    steps: [
      { title: 'Write it as an equation', bullets: [`The number − ${pct(percent)} of it = ${num(difference)}, so ${pct(100 - percent)} of the number = ${num(difference)}.`] },
      { title: 'The number', bullets: [`Number = ${num(difference)} × 100 ÷ ${num(100 - percent)} = ${num(number)}.`] },
      check,
    ],
    mistakes: [{ value: round2((difference * 100) / percent), why: `this divides by ${pct(percent)}; ${num(difference)} is the other ${pct(100 - percent)} of the number` }],
    givens: [percent, difference],
  });
}

/** Units a quantity is bought in: '2 kg more', '5 litres less', '4 more eggs'. */
const BOUGHT = String.raw`kg|kgs|kilograms?|g|grams?|litres?|liters?|l|dozens?|units?|items?|pieces?|metres?|meters?|quintals?|tonnes?|eggs|apples|oranges|mangoes|bananas|pens|pencils|books|copies|tickets|shirts|notebooks`;

/**
 * 'A 25% rise in the price of sugar lets a family buy 2 kg less for ₹240: find the original price
 * per kg.' The same money buys less (or more) at the new price: the change in quantity is worth
 * r% of the money at the new price, so new price = money × r/100 ÷ change in quantity.
 */
function priceAndQuantity(raw: string): QuantAnswer | null {
  // 'Now gets five kg more': a small count in words, as its number.
  const WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };
  const text = raw.replace(new RegExp(String.raw`\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(?=(?:${BOUGHT})\s+(?:more|less|fewer|extra)\b|(?:more|less|fewer|extra)\s+(?:${BOUGHT})\b)`, 'g'), (_match, word: string) => `${WORDS[word]} `);
  const changes = signedChanges(text);
  if (!changes || changes.length !== 1 || !/\bprice|\brate|\bcost/.test(text)) return null;
  const [{ percent, signed }] = changes as [Change];
  const quantity = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*(?:(${BOUGHT})\s+)?(more|less|fewer|extra)\b(?:\s+(${BOUGHT})\b)?`).exec(text);
  const money = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  if (!quantity || (!quantity[2] && !quantity[4]) || money.length !== 1 || quantitiesOf(text).length !== 2) return null;
  const more = /more|extra/.test(quantity[3]!);
  // A rise buys less; a fall buys more.
  if (more !== signed < 0 || percent >= 100) return null;
  const spent = Number(money[0]![1]);
  const difference = Number(quantity[1]);
  const unit = (quantity[2] ?? quantity[4])!;
  const asked = askedHead(text);
  const wantsNew = /\bnew\b|present|now|current|reduced|increased|raised|after/.test(asked);
  // 'What was the new price?': 'was' alone names no time.
  const wantsOld = /original|earlier|before|old|initial|usual|previous/.test(asked) || (/\bwas\b/.test(asked) && !wantsNew);
  if (wantsOld === wantsNew || !/price|rate|cost/.test(asked)) return null;
  const newPrice = (spent * percent) / 100 / difference;
  const oldPrice = newPrice / (1 + signed / 100);
  const value = wantsOld ? oldPrice : newPrice;
  const [oldCount, newCount] = [spent / oldPrice, spent / newPrice];
  const steps: SolutionStep[] = [
    { title: 'What the change costs', bullets: [`After ${describeChange(signed, pct(percent))}, ${formatValue(spent, 'rupees')} buys ${num(difference)} ${unit} ${more ? 'more' : 'less'}.`, `${more ? 'The saving' : 'The extra cost'} is ${pct(percent)} of the old spending: ${pct(percent)} of ${formatValue(spent, 'rupees')} = ${formatValue((spent * percent) / 100, 'rupees')}${signed > 0 ? ', which at the new price is the quantity given up' : ', which at the new price buys the extra quantity'}.`] },
    { title: 'New price', bullets: [`New price = ${num((spent * percent) / 100)} ÷ ${num(difference)} = ${formatValue(newPrice, 'rupees')} per ${unit.replace(/s$/, '')}.`] },
  ];
  if (wantsOld) steps.push({ title: 'Original price', bullets: [`Original price = ${num(newPrice)} ÷ ${num(1 + signed / 100)} = ${formatValue(oldPrice, 'rupees')}.`] });
  const check = checkStep([`At ${formatValue(oldPrice, 'rupees')}, ${formatValue(spent, 'rupees')} buys ${num(oldCount)} ${unit}; at ${formatValue(newPrice, 'rupees')} it buys ${num(newCount)}: ${num(Math.abs(newCount - oldCount))} ${more ? 'more' : 'less'}.`], [[Math.abs(newCount - oldCount), difference], [newPrice, oldPrice * (1 + signed / 100)]]);
  if (!check) return null;
  return oneValueAnswer('reverse-percent', value, 'rupees', wantsOld ? 'The original price' : 'The new price', {
    steps: [...steps, check],
    mistakes: [{ value: round2(wantsOld ? newPrice : oldPrice), why: wantsOld ? 'this is the new price; the original is before the change' : 'this is the original price, before the change' }],
    givens: [percent, spent, difference],
  });
}

/** Verbs that take a share away from a stock: 'sells 40% of his apples', 'gave away 25%', 'used 30%'. */
const TAKES = String.raw`sells|sold|gives away|gave away|gives|gave|uses|used|spends|spent|loses|lost|eats|ate|distributes|distributed|donates|donated|consumes|consumed|removes|removed|takes out|took out|withdraws|withdrew|draws|drew|throws away|threw away|pays|paid|selling|giving away|giving|using|spending|losing|eating|distributing|donating|consuming|removing|withdrawing|paying`;

/**
 * 'A fruit seller sells 40% of his apples and still has 420 apples: how many had he at first?':
 * one share taken away and what is left given, so the left is (100 − r)% of the stock.
 */
function partTakenAway(text: string): QuantAnswer | null {
  if (/\bprofit|\bloss\b|\bgain|\binterest|\bincome\b|\bsalary\b|\bcost price|\bselling price|\bat a\b/.test(text)) return null;
  const share = new RegExp(String.raw`\b(?:${TAKES})\s+(?:away\s+|off\s+|out\s+)?(?:only\s+)?${NUM}\s*%`).exec(text);
  const figures = quantitiesOf(text);
  if (!share || percents(text).length !== 1 || figures.length !== 1) return null;
  const figure = figures[0]!;
  const leftWords = /\b(?:still\s+)?(?:has|had|have|is left with|was left with|are left with|were left with|left with|remains? with)\s+(?:only\s+|just\s+)?(?:still\s+)?₹?\s?$|\b(?:remaining|the rest|what is left)\s+(?:is|was|are|were)\s+₹?\s?$/.test(text.slice(Math.max(0, figure.index - 40), figure.index)) || /^\s*(?:[a-z]+\s+)?(?:are|were|is|was)\s+(?:still\s+)?(?:left|remaining)\b|^\s*(?:[a-z]+\s+)?(?:left|remain)\b/.test(text.slice(figure.end, figure.end + 30));
  if (!leftWords || figure.index < share.index) return null;
  const asked = askedHead(text);
  if (!/original|at first|initial|in the beginning|to begin with|total|how many .*\b(?:had|have|did)\b|how much .*\b(?:had|have|did)\b|\bhad\b|\bhave\b/.test(`${asked} ${askedClause(text)}`)) return null;
  const percent = Number(share[1]);
  if (percent <= 0 || percent >= 100) return null;
  const whole = (figure.value * 100) / (100 - percent);
  const unit = figure.rupees ? 'rupees' : 'number';
  const check = checkStep([`${pct(percent)} of ${formatValue(whole, unit)} = ${formatValue((whole * percent) / 100, unit)} taken away; ${formatValue(whole, unit)} − ${formatValue((whole * percent) / 100, unit)} = ${formatValue(whole - (whole * percent) / 100, unit)} left, as the question says.`], [[whole - (whole * percent) / 100, figure.value]]);
  if (!check) return null;
  return oneValueAnswer('reverse-percent', whole, unit, 'The amount at first', {
    steps: [
      { title: 'Read the data', bullets: [`${pct(percent)} is taken away, so what is left, ${formatValue(figure.value, unit)}, is 100 − ${num(percent)} = ${pct(100 - percent)} of the amount at first.`] },
      { title: 'The amount at first', bullets: [`${num(figure.value)} × 100 ÷ ${num(100 - percent)} = ${formatValue(whole, unit)}.`] },
      check,
    ],
    mistakes: [
      { value: round2((figure.value * 100) / percent), why: `this divides by ${pct(percent)}; ${num(figure.value)} is the ${pct(100 - percent)} that is left` },
      { value: round2(figure.value * (1 + percent / 100)), why: `this adds ${pct(percent)} of what is left; the percentage is of the amount at first` },
    ],
    givens: [percent, figure.value],
  });
}

/**
 * 'A tank is 30% full; when 42 litres are added it becomes 65% full: find its capacity': the
 * litres added (or taken out) fill the difference of the two percentages.
 */
function fillLevels(text: string): QuantAnswer | null {
  const levels = [...text.matchAll(new RegExp(String.raw`${NUM}\s*%\s+(?:full|filled|empty)\b`, 'g'))];
  const figures = quantitiesOf(text);
  if (levels.length !== 2 || percents(text).length !== 2 || figures.length !== 1 || /empty/.test(levels.map((level) => level[0]).join(' '))) return null;
  const figure = figures[0]!;
  if (!/^\s*(?:litres?|liters?|l|gallons?|kilolitres?|kl|ml|buckets?)\b/.test(text.slice(figure.end))) return null;
  const added = /\b(?:added|poured|put in|filled|pumped in)\b/.test(text);
  const removed = /\b(?:removed|taken out|drawn out|drawn|used|leaked|drained|emptied|let out)\b/.test(text);
  if (added === removed || !/capacity|how much (?:water|oil|milk|liquid)?\s*(?:can|does|will)|hold|total|full tank/.test(askedClause(text))) return null;
  const [from, to] = [Number(levels[0]![1]), Number(levels[1]![1])];
  if (added ? to <= from : to >= from) return null;
  const capacity = (figure.value * 100) / Math.abs(to - from);
  const check = checkStep([`${pct(from)} of ${num(capacity)} = ${num((capacity * from) / 100)} litres; ${added ? 'adding' : 'taking out'} ${num(figure.value)} gives ${num((capacity * from) / 100 + (added ? 1 : -1) * figure.value)} litres, which is ${pct(to)} of ${num(capacity)}.`], [[(capacity * from) / 100 + (added ? 1 : -1) * figure.value, (capacity * to) / 100]]);
  if (!check) return null;
  return oneValueAnswer('reverse-percent', capacity, 'litres', 'The capacity', {
    steps: [
      { title: 'Read the data', bullets: [`From ${pct(from)} full to ${pct(to)} full: the ${num(figure.value)} litres ${added ? 'added' : 'taken out'} are ${pct(Math.abs(to - from))} of the capacity.`] },
      { title: 'The capacity', bullets: [`${num(figure.value)} × 100 ÷ ${num(Math.abs(to - from))} = ${num(capacity)} litres.`] },
      check,
    ],
    mistakes: [{ value: round2((figure.value * 100) / to), why: `this takes the ${num(figure.value)} litres as ${pct(to)} of the tank; they are only the difference of the two levels` }],
    givens: [from, to, figure.value],
  });
}

/**
 * 'The price including 5% GST is ₹51,219; what is it before GST?', 'bill ₹19,551 incl. 5% GST,
 * amount without GST?': the price with the tax is (100 + r)% of the price without it. Also the tax
 * itself when that is asked. One percentage of a tax and one rupee figure, nothing else.
 */
function taxIncluded(text: string): QuantAnswer | null {
  const tax = /\b(?:including|includes?|included|incl\.?|inclusive of|with)\s+(?:a\s+)?(\d+(?:\.\d+)?)\s*%\s*(?:of\s+)?(gst|vat|sales tax|service tax|tax|service charge)\b|\b(\d+(?:\.\d+)?)\s*%\s*(gst|vat|sales tax|service tax|tax|service charge)\s+(?:included|inclusive)\b|\b(?:including|includes?|included|incl\.?|inclusive of)\s+(?:the\s+)?(gst|vat|sales tax|service tax|tax|service charge)\s+(?:at|@|of)\s+(?:(?:the\s+)?rate\s+of\s+)?(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (!tax || percents(text).length !== 1) return null;
  const figures = quantitiesOf(text);
  if (figures.length !== 1 || !figures[0]!.rupees) return null;
  const rate = Number(tax[1] ?? tax[3] ?? tax[6]);
  const name = (tax[2] ?? tax[4] ?? tax[5])!.toUpperCase().replace(/^(SALES |SERVICE )?(TAX|CHARGE)$/, (word) => word.toLowerCase());
  const asked = askedHead(text);
  const wantsBase = /\bbefore\b|\bwithout\b|\bexclud|\bexclusive\b|\bbase\b|\boriginal\b|\bnet of\b|\bpre-?tax\b|\bactual\b|\bbasic\b/.test(asked);
  const wantsTax = !wantsBase && /\b(?:how much|amount of|the)\s+(?:gst|vat|tax|service charge)\b|\b(?:gst|vat|tax)\s+(?:amount|paid|charged)\b/.test(asked);
  if (!wantsBase && !wantsTax) return null;
  const total = figures[0]!.value;
  const base = (total * 100) / (100 + rate);
  const value = wantsBase ? base : total - base;
  const check = checkStep([`${formatValue(base, 'rupees')} + ${pct(rate)} of it = ${formatValue(base, 'rupees')} × ${num(1 + rate / 100)} = ${formatValue(base * (1 + rate / 100), 'rupees')}, the price with ${name}.`], [[base * (1 + rate / 100), total]]);
  if (!check) return null;
  return oneValueAnswer('reverse-percent', value, 'rupees', wantsBase ? `The price without ${name}` : `The ${name}`, {
    steps: [
      { title: 'Read the data', bullets: [`${formatValue(total, 'rupees')} includes ${pct(rate)} ${name}: it is (100 + ${num(rate)})% of the price without ${name}.`] },
      { title: `The price without ${name}`, bullets: [`${num(total)} × 100/${num(100 + rate)} = ${formatValue(base, 'rupees')}.`, ...(wantsTax ? [`${name} = ${formatValue(total, 'rupees')} − ${formatValue(base, 'rupees')} = ${formatValue(value, 'rupees')}.`] : [])] },
      check,
    ],
    mistakes: [{ value: round2(total * (1 - rate / 100)), why: `this takes ${pct(rate)} off the price with ${name}; the ${name} is ${pct(rate)} of the price without it` }],
    givens: [rate, total],
  });
}

/** Words of a rise and of a fall next to a percentage: 'a 12.5% pay hike', 'falls by 8%'. */
const RISE = /\b(?:hike|hiked|rise|rises|rose|raise|raised|increase|increased|increases|increment|grows|grew|growth|goes up|went up|appreciat\w*)\b/;
const FALL = /\b(?:cut|fall|falls|fell|drop|drops|dropped|decrease|decreased|decreases|reduction|reduced|decline|declines|declined|goes down|went down|depreciat\w*)\b/;

/**
 * 'After a 12.5% pay hike, Yash gets ₹7,700 more per month than before. What is his new salary?':
 * the rupee change is the percentage of the old value, so old = change × 100 ÷ r, and the new
 * value is the old one plus (or less) the change. One percentage, one amount said to be the
 * change ('₹7,700 more than before', 'an increase of ₹7,700'), and the old or the new value asked.
 */
function changeByAmount(text: string): QuantAnswer | null {
  const figures = figuresOf(text);
  if (figures.length !== 2) return null;
  const percent = figures.find((figure) => figure.unit === 'percent');
  const amount = figures.find((figure) => figure.unit === 'rupees' || figure.unit === 'plain');
  if (!percent || !amount || percent.value <= 0 || percent.value >= 100) return null;
  const near = text.slice(Math.max(0, percent.start - 30), Math.min(text.length, percent.end + 30));
  const up = RISE.test(near);
  if (up === FALL.test(near)) return null;
  // The amount is the change itself: '₹7,700 more than before', 'an increase of ₹7,700', 'goes up by ₹7,700'.
  const after = text.slice(amount.end, amount.end + 50);
  const before = text.slice(Math.max(0, amount.start - 30), amount.start);
  const more = /^\s*(?:more|extra|higher)\b[^.?]*?\bthan\s+(?:before|earlier|previously|last|the\s+(?:old|previous|earlier|original))/.test(after);
  const less = /^\s*(?:less|lower)\b[^.?]*?\bthan\s+(?:before|earlier|previously|last|the\s+(?:old|previous|earlier|original))/.test(after);
  const byWords = /\b(?:increase|rise|hike|increment|raise)\s+of\s*$|\bthe\s+(?:increase|rise|hike|increment|raise)\s+(?:is|was|=|amounts to|comes to)\s*$|\b(?:increases|increased|rises|rose|goes up|went up|is raised|was raised|raises (?:it|the \w+)|raised (?:it|the \w+))\s+by\s*$/.test(before) ? 'up' : /\b(?:decrease|fall|drop|reduction|cut)\s+of\s*$|\bthe\s+(?:decrease|fall|drop|reduction|cut)\s+(?:is|was|=|amounts to|comes to)\s*$|\b(?:decreases|decreased|falls|fell|goes down|went down|is reduced|was reduced|drops|dropped)\s+by\s*$/.test(before) ? 'down' : null;
  // 'After a 15% rise is ₹805': the value after the change, never the change.
  if (/\bafter\b[^.?]*$/.test(before) && !more && !less) return null;
  // 'Went up by 15%, i.e. ₹6,525 more': the amount restates the change.
  const restated = /\b(?:i\.?\s?e\.?|that is|which is)\s*,?\s*$/.test(before) ? /^\s*(?:(more|extra|higher)|(less|lower))\b/.exec(after) : null;
  const direction = more ? 'up' : less ? 'down' : restated ? (restated[1] ? 'up' : 'down') : byWords;
  if (!direction || (direction === 'up') !== up) return null;
  const asked = askedClause(text);
  const asksNew = /\b(?:new|now|revised|increased|reduced|present|current|final|after)\b/.test(asked);
  const asksOld = /\b(?:old|original|before|earlier|previous|initial|was)\b/.test(asked);
  if (asksNew === asksOld) return null;
  const rupees = amount.unit === 'rupees';
  const old = (amount.value * 100) / percent.value;
  const sign = up ? 1 : -1;
  const changed = old + sign * amount.value;
  const value = asksNew ? changed : old;
  const show = (figure: number) => formatValue(figure, rupees ? 'rupees' : 'number');
  const check = checkStep([`${pct(percent.value)} of ${show(old)} = ${show(amount.value)}, the change; ${show(old)} ${up ? '+' : '−'} ${show(amount.value)} = ${show(changed)}.`], [[(old * percent.value) / 100, amount.value], [old * (1 + (sign * percent.value) / 100), changed]]);
  if (!check) return null;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`The ${up ? 'rise' : 'fall'} of ${pct(percent.value)} is ${show(amount.value)}: ${pct(percent.value)} of the old value = ${show(amount.value)}.`] },
    { title: 'The old value', bullets: [`Old value = ${num(amount.value)} × 100 ÷ ${num(percent.value)} = ${show(old)}.`] },
  ];
  if (asksNew) steps.push({ title: 'The new value', bullets: [`New value = ${show(old)} ${up ? '+' : '−'} ${show(amount.value)} = ${show(changed)}.`] });
  return oneValueAnswer('reverse-percent', value, rupees ? 'rupees' : 'number', asksNew ? 'The new value' : 'The original value', {
    steps: [...steps, check],
    mistakes: [{ value: round2(asksNew ? old : changed), why: asksNew ? 'this is the value before the change' : 'this is the value after the change' }],
    givens: [percent.value, amount.value],
  });
}

/**
 * 'Take-home ₹1,44,500 after deductions of 12% of his gross salary and 3% more': the deductions are
 * all percentages of the one gross figure, so they add (15%) and the take-home is 85% of it.
 */
function sharesOfOneBase(text: string, figure: { value: number; rupees: boolean }, changes: readonly number[]): QuantAnswer | null {
  const net = changes.reduce((sum, change) => sum + change, 0);
  const factor = 1 + net / 100;
  if (factor <= 0 || changes.some((change) => Math.sign(change) !== Math.sign(changes[0]!))) return null;
  const unit = figure.rupees ? 'rupees' : 'number';
  const noun = new RegExp(String.raw`\b(${NOUNS})\b`).exec(text)?.[1] ?? 'value';
  const original = figure.value / factor;
  const parts = changes.map((change) => (original * Math.abs(change)) / 100);
  const left = original + Math.sign(net) * parts.reduce((sum, part) => sum + part, 0);
  const check = checkStep([`${changes.map((change, index) => `${pct(Math.abs(change))} of ${formatValue(original, unit)} = ${formatValue(parts[index]!, unit)}`).join('; ')}. ${formatValue(original, unit)} ${net < 0 ? '−' : '+'} ${parts.map((part) => formatValue(part, unit)).join(` ${net < 0 ? '−' : '+'} `)} = ${formatValue(left, unit)}.`], [[left, figure.value]]);
  if (!check) return null;
  return oneValueAnswer('reverse-percent', original, unit, `The original ${noun}`, {
    steps: [
      { title: 'Read the data', bullets: [`Each percentage is of the same ${noun}, so they add: ${changes.map((change) => pct(Math.abs(change))).join(' + ')} = ${pct(Math.abs(net))} ${net < 0 ? 'taken off' : 'added'}. What is left is ${pct(100 + net)} of it: ${formatValue(figure.value, unit)}.`] },
      { title: `The original ${noun}`, bullets: [`${num(figure.value)} × 100 ÷ ${num(100 + net)} = ${formatValue(original, unit)}.`] },
      check,
    ],
    mistakes: [{ value: round2(figure.value / changes.reduce((acc, change) => acc * (1 + change / 100), 1)), why: 'this takes one percentage after the other; both are of the same gross figure' }],
    givens: [figure.value, ...changes.map(Math.abs)],
  });
}

/**
 * 'What number's 30% is equal to 6% of 400?', '30% of a number is equal to 6% of 400; find the
 * number': 30% of N = 24, so N = 24 × 100 ÷ 30 = 80.
 */
function percentOfPercent(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`\b(?:what|which)\s+number'?s\s+${NUM}\s*%\s+(?:is\s+equal\s+to|equals|is|=)\s+${NUM}\s*%\s+of\s+${AMOUNT}|${NUM}\s*%\s+of\s+(?:a|the|some|what|which|a certain)\s+(?:certain\s+)?number\s+(?:is\s+equal\s+to|equals|is|=)\s+${NUM}\s*%\s+of\s+${AMOUNT}`).exec(text);
  if (!match) return null;
  const [p, q, whole] = match[1] ? [Number(match[1]), Number(match[2]), Number(match[3])] : [Number(match[4]), Number(match[5]), Number(match[6])];
  // Only the two percentages and the one whole: any other number is a step not read.
  if (percents(text).length + quantitiesOf(text).length > 3) return null;
  const asked = askedClause(text);
  if (!/\bnumber\b/.test(asked) || /\b(?:what|find)\s+(?:is\s+)?\d/.test(asked.replace(match[0], ''))) return null;
  if (p <= 0 || q <= 0) return null;
  const part = (q * whole) / 100;
  const number = (part * 100) / p;
  const check = checkStep([`${pct(p)} of ${num(number)} = ${num((p * number) / 100)}, and ${pct(q)} of ${num(whole)} = ${num(part)}: equal.`], [[(p * number) / 100, part]]);
  if (!check) return null;
  return oneValueAnswer('reverse-percent', number, 'number', 'The number', {
    steps: [
      { title: 'The known side', bullets: [`${pct(q)} of ${num(whole)} = ${num(q)} × ${num(whole)} ÷ 100 = ${num(part)}.`] },
      { title: 'The number', bullets: [`${pct(p)} of the number is ${num(part)}, so the number = ${num(part)} × 100 ÷ ${num(p)} = ${num(number)}.`] },
      check,
    ],
    mistakes: [{ value: round2(part), why: `this is ${pct(q)} of ${num(whole)}, not the number` }],
    givens: [p, q, whole],
  });
}

/**
 * 'An alloy contains 30% copper by weight. How much of the alloy is needed to get 9 kg of
 * copper?': 30% of the alloy is 9 kg, so the alloy is 9 × 100 ÷ 30 = 30 kg. One percentage, one
 * weight (or volume) of the part, and the whole asked.
 */
function shareByWeight(text: string): QuantAnswer | null {
  const stated = /\b(alloy|mixture|solution|ore|compound|sample|solder|brass|bronze)\s+(?:contains|has|is made of|consists of)\s+(\d+(?:\.\d+)?)\s*%\s+(?:of\s+)?([a-z]+)\b/.exec(text);
  if (!stated) return null;
  const unitWords = String.raw`kg|kgs|kilograms?|g|grams?|litres?|liters?|ml|tonnes?|quintals?`;
  const part = new RegExp(String.raw`\b(?:get|obtain|extract|have|contain|yield|produce)\s+(\d+(?:\.\d+)?)\s*(${unitWords})\s+of\s+(?:pure\s+)?${stated[3]}\b`).exec(text);
  const asked = askedClause(text);
  if (!part || !new RegExp(String.raw`\bhow much\b[^.?]*\b${stated[1]}\b|\b(?:weight|quantity|amount)\s+of\s+(?:the\s+)?${stated[1]}\b`).test(asked)) return null;
  if (quantitiesOf(text).length + percents(text).length > 2) return null;
  const percent = Number(stated[2]);
  const weight = Number(part[1]);
  if (percent <= 0 || percent > 100) return null;
  const whole = (weight * 100) / percent;
  const unit = part[2]!.startsWith('k') ? 'kg' : /^(?:litre|liter)/.test(part[2]!) ? 'litres' : null;
  if (!unit) return null;
  const check = checkStep([`${pct(percent)} of ${num(whole)} ${unit} = ${num((percent * whole) / 100)} ${unit} of ${stated[3]}.`], [[(percent * whole) / 100, weight]]);
  if (!check) return null;
  return oneValueAnswer('reverse-percent', whole, unit, `The ${stated[1]} needed`, {
    steps: [
      { title: 'Read the data', bullets: [`${pct(percent)} of the ${stated[1]} is ${stated[3]}, and ${num(weight)} ${unit} of ${stated[3]} is wanted.`] },
      { title: `The ${stated[1]}`, bullets: [`${num(weight)} × 100 ÷ ${num(percent)} = ${num(whole)} ${unit}.`] },
      check,
    ],
    mistakes: [{ value: round2((weight * percent) / 100), why: `this takes ${pct(percent)} of ${num(weight)}; the ${num(weight)} ${unit} is the ${pct(percent)} part` }],
    givens: [percent, weight],
  });
}
