import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { AMOUNT, NUM, askedTail, checkStep, formatValue, num, pct, percents, round2 } from './quant-text';

/**
 * Reverse percentages: the whole from a part ('30% of a number is 120'), the income from what is
 * saved or spent, the value before a rise or a fall ('after a 20% rise the price is ₹1,200'), and
 * one person's figure from another's ('A earns 20% more than B').
 */
export function solveReversePercent(text: string): QuantAnswer | null {
  return percentOfUnknown(text) ?? shareOfIncome(text) ?? moreThanOther(text) ?? beforeChange(text);
}

const UNKNOWN = String.raw`(?:a|the|some|what|which|an unknown|a certain)\s+(?:certain\s+)?(number|sum(?:\s+of\s+money)?|amount|quantity)`;

/** '30% of a number is 120', '120 is 30% of what number', '20% of 30% of a number is 12'; then maybe 'what is 45% of the number'. */
function percentOfUnknown(text: string): QuantAnswer | null {
  // '... is 120 more than 20% of it' is another equation: the figure must end the statement.
  const ends = String.raw`(?!\s*(?:more|less|greater|fewer|than|added|subtracted|plus|minus|\+|-|times|of|%|x\b|\*))`;
  const forward = new RegExp(String.raw`${NUM}\s*%\s+of\s+(?:${NUM}\s*%\s+of\s+)?${UNKNOWN}\s+(?:is|was|equals|is equal to|=|gives|comes to|amounts to)\s+${AMOUNT}${ends}`).exec(text);
  const backward = forward ? null : new RegExp(String.raw`${AMOUNT}\s+is\s+${NUM}\s*%\s+of\s+(?:${NUM}\s*%\s+of\s+)?${UNKNOWN}`).exec(text);
  const match = forward ?? backward;
  if (!match) return null;
  const first = Number(forward ? match[1] : match[2]);
  const secondText = forward ? match[2] : match[3];
  const second = secondText === undefined ? null : Number(secondText);
  const part = Number(forward ? match[4] : match[1]);
  const noun = (forward ? match[3] : match[4])!.replace(/\s+of money/, '');
  if (first <= 0 || (second !== null && second <= 0) || part <= 0) return null;
  const unit = /₹/.test(match[0]) || /sum|amount/.test(noun) ? 'rupees' : 'number';
  const asked = askedTail(text);
  const rest = text.slice(match.index + match[0].length);
  const target = new RegExp(String.raw`${NUM}\s*%\s+of\s+(?:it|(?:the|that|this)\s+(?:same\s+)?(?:number|sum|amount|quantity))`).exec(rest);
  if (target && !asked.includes(target[0])) return null;
  if (!target && !new RegExp(String.raw`\b${noun.split(' ')[0]}\b|find it|what is it`).test(asked)) return null;
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
const SPEND = String.raw`spends?|spent|spending|expenditure|expenses?`;
const SAVE = String.raw`saves?|saved|saving|savings`;

/** 'He spends 60% of his income and saves ₹14,000': one share, one rupee figure, the income or the other share asked. */
function shareOfIncome(text: string): QuantAnswer | null {
  if (!new RegExp(EARNER).test(text) || !new RegExp(String.raw`${SPEND}|${SAVE}`).test(text)) return null;
  if (percents(text).length !== 1) return null;
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
  const wanted = (['income', 'spend', 'save'] as const).filter((role) => new RegExp({ income: EARNER, spend: SPEND, save: SAVE }[role]).test(asked));
  if (wanted.length !== 1 || wanted[0] === knownRole) return null;
  const target: Role = wanted[0]!;
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

const MORE = String.raw`more|greater|higher|above|in excess of`;
const LESS = String.raw`less|lower|fewer|smaller|below`;

/** 'A's salary is 20% more than B's. If A's salary is ₹12,000, find B's salary' (and the forward way round). */
function moreThanOther(text: string): QuantAnswer | null {
  const compare = new RegExp(String.raw`\b([a-z]+)(?:'s)?\s+((?:[a-z]+\s+){0,2}?)(?:is|was|are|were)\s+${NUM}\s*%\s+(${MORE}|${LESS})\s+than\s+(?:that of\s+|those of\s+|the [a-z]+ of\s+)?([a-z]+)(?:'s)?\b`).exec(text);
  if (!compare) return null;
  const [first, percentText, direction, second] = [compare[1]!, compare[3]!, compare[4]!, compare[5]!];
  const noun = /^(?:monthly\s+|annual\s+)?(salary|income|wage|weight|height|marks|score|age|share|savings|earnings|price|speed)\s+$/.exec(compare[2]!)?.[1] ?? 'figure';
  if (first === second || percents(text).length !== 1 || /\b(?:the|an|it|this|that|which|what|price|number|he|she|his|her|its|their)\b/.test(`${first} ${second}`)) return null;
  const percent = Number(percentText);
  const factor = 1 + ((new RegExp(MORE).test(direction) ? 1 : -1) * percent) / 100;
  if (factor <= 0) return null;
  const figureOf = (name: string) => new RegExp(String.raw`\b${name}(?:'s)?\s+(?:[a-z]+\s+){0,2}?(?:is|was|=|of|earns|gets|has|scored|scores|weighs)\s+${AMOUNT}`).exec(text.slice(compare.index + compare[0].length));
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
  const shownName = (name: string) => (name.length === 1 ? name.toUpperCase() : `${name.charAt(0).toUpperCase()}${name.slice(1)}`);
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

const UP_AFTER = String.raw`rise|increase|hike|raise|growth|more|higher|appreciation|jump|mark-?up`;
const DOWN_AFTER = String.raw`fall|decrease|drop|reduction|cut|decline|less|lower|discount|off|depreciation|rebate|dip`;
const UP_BEFORE = String.raw`increased|increases|increase|raised|raises|rises|rose|risen|rise|hiked|hikes|hike|grew|grows|grown|goes up|went up|gone up|jumps|jumped|marked up|appreciates|appreciated`;
const DOWN_BEFORE = String.raw`decreased|decreases|decrease|reduced|reduces|reduction|cut|lowered|lowers|falls|fell|fallen|fall|drops|dropped|drop|goes down|went down|gone down|declined|declines|decline|discounts?|rebate|depreciates|depreciated|dips|dipped`;

/** Each percentage of the text with its sign from the words next to it, or null when one has none. */
function changesOf(text: string): { changes: number[]; last: number } | null {
  const changes: number[] = [];
  let previousEnd = 0;
  let last = -1;
  for (const match of text.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 25);
    const before = text.slice(Math.max(previousEnd, match.index - 40), match.index);
    const value = Number(match[1]);
    const afterWord = new RegExp(String.raw`^\s*(?:(${UP_AFTER})|(${DOWN_AFTER}))\b`).exec(after);
    const beforeWord = new RegExp(String.raw`(?:(${UP_BEFORE})|(${DOWN_BEFORE}))\s+(?:of\s+|by\s+)?(?:another\s+|a further\s+|further\s+)?$`).exec(before);
    const inherits = changes.length > 0 && /(?:,|\band|\bthen|followed by)\s+(?:then\s+)?(?:again\s+)?(?:by\s+)?(?:another\s+|a further\s+)?$/.test(before);
    if (afterWord) changes.push(afterWord[1] ? value : -value);
    else if (beforeWord) changes.push(beforeWord[1] ? value : -value);
    else if (inherits) changes.push(Math.sign(changes[changes.length - 1]!) * value);
    else return null;
    previousEnd = match.index + match[0].length;
    last = match.index;
  }
  return changes.length > 0 ? { changes, last } : null;
}

const NOUNS = String.raw`price|salary|value|population|cost|rent|fare|wage|income|production|sales|bill|fee|marks|weight|length|number|output|enrolment|membership|turnover`;

/** 'After a 20% rise the price is ₹1,200. What was it before?': the value before one, two or three changes. */
function beforeChange(text: string): QuantAnswer | null {
  if (/interest|per annum|\bp\.?\s?a\b|compound|profit|loss|\bsold\b|\bbought\b|cost price|selling price|every year|each year|per year|annually|a year\b|\bspend|\bsave|income/.test(text)) return null;
  const read = changesOf(text);
  if (!read || read.changes.length > 3) return null;
  const { changes } = read;
  const figures = [...text.matchAll(new RegExp(AMOUNT, 'g'))];
  if (figures.length !== 1) return null;
  const figure = figures[0]!;
  const stated = Number(figure[1]);
  // The figure must be the value after the change: 'after a 20% rise ... is ₹1,200', 'increased by 25% becomes 150'.
  const sentenceStart = Math.max(text.lastIndexOf('. ', figure.index), text.lastIndexOf('? ', figure.index), text.lastIndexOf('; ', figure.index)) + 1;
  const sentenceEnd = text.slice(figure.index).search(/[.?;](?:\s|$)/);
  const sentence = text.slice(sentenceStart, sentenceEnd < 0 ? text.length : figure.index + sentenceEnd);
  const afterWord = /\b(?:after|following|with)\b/.test(sentence) && /\d\s*%/.test(sentence);
  const becomes = new RegExp(String.raw`(?:becomes|became|become|is now|are now|was now|now is|now costs|now sells for|now pays|now|rises to|rose to|risen to|increased to|increases to|goes up to|went up to|grows to|grew to|falls to|fell to|fallen to|reduced to|reduces to|decreased to|decreases to|comes down to|came down to|drops to|dropped to|declined to|declines to|to become|new\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|was|=|of)|the result is|result is|\d\s*%\s+to)\s*$`).test(text.slice(Math.max(0, figure.index - 40), figure.index));
  if (!afterWord && !becomes) return null;
  // 'The original price was ₹1,000 and after a 20% rise it is ...': the figure is the value before, unless those words ask ('what was the original price if ...').
  const lead = text.slice(sentenceStart, figure.index);
  const before = /\b(?:original(?:ly)?|initial(?:ly)?|earlier|old|previous(?:ly)?|usual|at first)\b/.exec(lead);
  if (before && !/\b(?:what|find|calculate|determine|how much)\b[^.?;]{0,25}$/.test(lead.slice(0, before.index))) return null;
  const asked = askedTail(text);
  const subjectNumber = /\b(?:a|the|certain)\s+number\b/.test(text.slice(0, read.last));
  if (!/original|before|earlier|initial|previous|\bold\b|at first|actual|what was|what were|marked price|list price|last year|\bago\b|find it/.test(asked) && !(subjectNumber && /number/.test(asked))) return null;
  if (/\bnew\b|\bnow\b|final|after the|become|present|current/.test(asked)) return null;
  const factor = changes.reduce((acc, change) => acc * (1 + change / 100), 1);
  if (factor <= 0) return null;
  const original = stated / factor;
  const unit = /₹/.test(figure[0]) ? 'rupees' : 'number';
  const noun = new RegExp(String.raw`\b(${NOUNS})\b`).exec(text)?.[1] ?? 'value';
  const describe = (change: number) => `${change >= 0 ? 'a rise' : 'a fall'} of ${pct(Math.abs(change))}`;
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
  return { kind: 'reverse-percent', values: [round2(original)], unit, label: noun === 'number' && subjectNumber ? 'The number' : `The original ${noun}`, steps: [...steps, check], mistakes, givens: [stated, ...changes.map(Math.abs)] };
}
