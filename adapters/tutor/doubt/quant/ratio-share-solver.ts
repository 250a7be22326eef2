import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { QUALIFIED, WHOLE_IS, checkStep, formatValue, lowestTerms, num, round2, shown } from './quant-text';
import { sharesByRelations } from './ratio-relations';
import { ORDINALS, askedName, askedPart, askedOrdinal, blanked, figuresIn, listNames, multiplierWord, namesOfRatio, nameWord, ratiosIn, unnamedGroup, type Figure, type WrittenRatio, withLakhs, withRatioTo, withoutQuestionNumber } from './ratio-text';

/**
 * Shares of a whole in one ratio: the whole given ('the ratio of boys to girls in a class of 40
 * is 5 : 3', '₹7,500 is divided among A, B and C in the ratio 2 : 9 : 4'), one share given ('if
 * B's share is ₹500'), or the difference of two shares given ('A gets ₹600 more than B'); asked
 * for a share, the total, the difference of two shares, the largest or the smallest. Coins in a
 * ratio with their total value are read too. The ratio's terms may be fractions ('1/2 : 1/3').
 */
export function solveRatioShare(raw: string): QuantAnswer | null {
  const lakhs = withLakhs(raw);
  if (lakhs) {
    const answer = solveRatioShare(lakhs.text);
    if (!answer) return null;
    // Every sum written in lakh ('₹5.4 lakh ... biggest share?'): the answer in lakh too, as the options then are.
    const inLakh = (answer.unit === 'rupees' || answer.unit === 'number') && !/\d(?![\d.]*\s*(?:lakhs?|lacs?|crores?)\b)/.test(withoutQuestionNumber(raw).replace(/\b\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)*/g, ' ').replace(/\b[1-5](?:st|nd|rd|th)\b|\b\d\s+(?=[a-z]+s\b)/g, ' '));
    return inLakh && !/crore/.test(raw)
      ? { ...answer, values: answer.values.map((value) => round2(value / 1e5)), unit: 'number', label: `${answer.label} (in lakh)`, steps: [...answer.steps, { title: 'In lakh', bullets: [`The question writes its sums in lakh, so the answer is ${answer.values.map((value) => `${num(round2(value / 1e5))} lakh`).join(', ')}.`] }], mistakes: answer.mistakes.map((mistake) => ({ ...mistake, value: round2(mistake.value / 1e5) })), givens: [...answer.givens, ...lakhs.written] }
      : { ...answer, givens: [...answer.givens, ...lakhs.written] };
  }
  const mixed = metresAndCentimetres(raw);
  if (mixed) {
    const answer = solveRatioShare(mixed.text);
    return answer ? { ...answer, givens: [...answer.givens, ...mixed.written] } : null;
  }
  const written = askedAtTheEnd(raw);
  const outOf = outOfEvery(withWordRatio(withRatioTo(withoutQuestionNumber(written))));
  if (outOf) {
    const answer = sharesInRatio(outOf.text);
    return answer ? { ...answer, givens: [...answer.givens, outOf.whole] } : null;
  }
  // '2 nos are in ratio 9 to 11, sum = 160. larger no = ?': a student's shorthand.
  const text = withProportionalTo(withSpending(withWordRatio(withRatioTo(withGroupsListed(withShorthandSums(withoutQuestionNumber(written).replace(/\bnos\b\.?/g, 'numbers').replace(/\bno\b\.?(?=\s*(?:=|\?|is\b))/g, 'number')))))));
  const inverse = inverseToAges(text);
  if (inverse) return inverse;
  const given = restInRatio(text);
  if (given) {
    const answer = sharesInRatio(given.text);
    return answer ? { ...answer, steps: [given.step, ...answer.steps], givens: [...answer.givens, ...given.written] } : null;
  }
  if (!/ratio|proportion|\b[a-z]\s*:\s*[a-z]\b|'s\s+[a-z]+\s*:\s*[a-z]+'s\b|\b[a-z]{2,}\s*:\s*[a-z]{2,}\s*(?:=|is|are)\s*\d/.test(text)) return notesByRelation(text) ?? sharesByRelations(text);
  return coinsInRatio(text) ?? perHeadShares(text) ?? changedByPercents(text) ?? sharesAfterSpending(text) ?? shortOfTwoTogether(text) ?? splitOfASplit(text) ?? sharesInRatio(text);
}

/** Groups of people counted, with the word for one of them. */
const ONE_OF: Readonly<Record<string, string>> = { men: 'man', women: 'woman', boys: 'boy', girls: 'girl', children: 'child', adults: 'adult', workers: 'worker', labourers: 'labourer' };
const GROUP = String.raw`(\d+)\s+(men|women|boys|girls|children|adults|workers|labourers)`;

/**
 * '₹2,880 is divided among 3 men, 7 women and 8 boys so that the shares of a man, a woman and a
 * boy are in the ratio 6 : 2 : 4', '... such that each man, each woman and each boy get amounts in
 * the ratio 6:2:4': the ratio is of one person's share in each group, so the whole is 3 × 6 + 7 × 2
 * + 8 × 4 parts. Asked: one person's share ('the share of a woman', 'each woman'), or the group's
 * ('all the women together'). The groups must be named once each, in the ratio's order.
 */
function perHeadShares(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 1) return null;
  const ratio = ratios[0]!;
  const listed = new RegExp(String.raw`\b(?:among|amongst|between)\s+${GROUP}(?:\s*,\s*${GROUP})?\s*,?\s+and\s+${GROUP}\b`).exec(text);
  if (!listed || listed.index > ratio.index) return null;
  const groups = [[listed[1], listed[2]], [listed[3], listed[4]], [listed[5], listed[6]]].filter(([count]) => count !== undefined).map(([count, word]) => ({ count: Number(count), word: word!, one: ONE_OF[word!]! }));
  if (groups.length !== ratio.terms.length || new Set(groups.map((group) => group.word)).size !== groups.length) return null;
  // 'the shares of a man, a woman and a boy', 'each man, each woman and each boy get', in the groups' order.
  const between = text.slice(listed.index + listed[0].length, ratio.index);
  const heads = [...between.matchAll(/\b(?:a|an|one|each|every)\s+([a-z]+)\b/g)].map((match) => match[1]!).filter((word) => Object.values(ONE_OF).includes(word));
  if (heads.length !== groups.length || heads.some((word, index) => word !== groups[index]!.one)) return null;
  const figures = figuresIn(blanked(text, [[listed.index, listed.index + listed[0].length], [ratio.index, ratio.end]]));
  if (figures.length !== 1 || !figures[0]!.rupees) return null;
  const whole = figures[0]!.value;
  const terms = ratio.raw;
  const parts = groups.reduce((sum, group, index) => sum + group.count * terms[index]!, 0);
  const part = whole / parts;
  const asked = askedPart(text);
  const askedOf = groups.map((group) => new RegExp(String.raw`\b(?:${group.one}|${group.word})\b`).test(asked));
  if (askedOf.filter(Boolean).length !== 1) return null;
  const index = askedOf.indexOf(true);
  const group = groups[index]!;
  const perHead = new RegExp(String.raw`\b(?:a|an|one|each|every|per)\s+${group.one}\b`).test(asked);
  const together = new RegExp(String.raw`\b(?:all\s+(?:the\s+)?${group.word}|(?:the\s+)?${group.word}\s+(?:together|in\s+all|altogether)|total\s+share\s+of\s+(?:the\s+|all\s+the\s+)?${group.word})\b`).test(asked);
  if (perHead === together) return null;
  const value = terms[index]! * part * (together ? group.count : 1);
  const shares = groups.map((g, position) => terms[position]! * part);
  const steps: SolutionStep[] = [
    { title: 'Parts in all', bullets: [`The ratio is of one person's share in each group, so the whole is ${groups.map((g, position) => `${g.count} × ${num(terms[position]!)}`).join(' + ')} = ${num(parts)} parts.`, `One part = ${formatValue(whole, 'rupees')} ÷ ${num(parts)} = ${formatValue(part, 'rupees')}.`] },
    { title: 'The share asked', bullets: [`Each ${group.one}: ${num(terms[index]!)} × ${formatValue(part, 'rupees')} = ${formatValue(shares[index]!, 'rupees')}${together ? `; all ${group.count} ${group.word}: ${formatValue(value, 'rupees')}` : ''}.`] },
  ];
  const check = checkStep([`${groups.map((g, position) => `${g.count} × ${formatValue(shares[position]!, 'rupees')}`).join(' + ')} = ${formatValue(whole, 'rupees')}, the whole.`], [[groups.reduce((sum, g, position) => sum + g.count * shares[position]!, 0), whole]]);
  if (!check) return null;
  return {
    kind: 'ratio-share',
    values: [round2(value)],
    unit: 'rupees',
    label: together ? `The ${group.word}${group.word.endsWith('s') ? "'" : "'s"} share together` : `The share of each ${group.one}`,
    steps: [...steps, check],
    mistakes: [{ value: round2(together ? shares[index]! : shares[index]! * group.count), why: together ? "this is one person's share, not the group's" : "this is the whole group's share, not one person's" }, { value: round2((whole * terms[index]!) / terms.reduce((a, b) => a + b, 0)), why: 'this shares the whole in the ratio as if each group were one person' }].filter((mistake) => Math.abs(mistake.value - value) > 1e-9),
    givens: [whole, ...groups.map((g) => g.count), ...ratio.written],
  };
}

/**
 * A student's shorthand of a sum and of the ask: 'sum = 187. difference = ?' reads 'their sum is
 * 187. what is their difference?'.
 */
function withShorthandSums(text: string): string {
  return text
    .replace(/(^|[.,;]\s*)(sum|total|difference)\s*=\s*(?=₹?\s?\d)/g, '$1their $2 is ')
    .replace(/(^|[.,;]\s*)(sum|total|difference)\s*=\s*\?/g, '$1what is their $2?')
    .replace(/(^|[.,;]\s*)((?:larger|smaller|greater|bigger|largest|smallest)\s+(?:number|share))\s*=\s*\?/g, '$1what is the $2?');
}

/**
 * 'Three departments, HR, Sales and Tech, in the ratio 5 : 8 : 7': the count and its noun taken
 * out, so that the names stand just before the ratio. Only when the count is that of the names.
 */
function withGroupsListed(text: string): string {
  const counts: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, '2': 2, '3': 3, '4': 4, '5': 5 };
  return text.replace(/\b(two|three|four|five|[2-5])\s+(?:[a-z]+\s+)?[a-z]+\s*,\s*([a-z]+(?:\s*,\s*[a-z]+)*\s*,?\s+and\s+[a-z]+)\s*,\s*(?=in\s+the\s+ratio\b)/g, (whole, count: string, list: string) =>
    list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).length === counts[count] ? `${list} ` : whole,
  );
}

/**
 * The ask written first and its verb last: "Qasim's share, when ₹6,600 is split between Pooja and
 * Qasim with ..., is:" reads "₹6,600 is split ... . What is Qasim's share?", so that the ask is
 * the last clause as the readers expect. The head must be a few words with no figure in them.
 */
function askedAtTheEnd(raw: string): string {
  const text = withoutQuestionNumber(raw).trim();
  const first = /^((?:the\s+)?(?:[a-z]+'s\s+(?:share|part|portion|amount|money)|(?:share|part|portion)\s+of\s+[a-z]+|(?:larger|smaller|largest|smallest|greater|bigger)\s+(?:share|part|number)|(?:whole|total)\s+(?:sum|amount)))\s*,\s*(?:when|if|given\s+that|where)\s+([^?]+?)\s*,?\s+(?:is|will\s+be|would\s+be|comes\s+to|equals)\s*[:?.]?\s*$/.exec(text);
  return first && /\d/.test(first[2]!) ? `${first[2]!}. what is ${first[1]!}?` : raw;
}

/**
 * 'A, B and C share ₹7,570. After A spends ₹100, B spends ₹250 and C spends ₹20, the money left
 * with them is in the ratio 5 : 6 : 1. How much did C get at first?', '₹5,840 is divided among A,
 * B and C so that if ₹190, ₹240 and ₹10 are taken away from their shares respectively, the
 * remainders are in the ratio 5 : 7 : 6': what is left is the whole less all that was taken, and
 * it is shared in the ratio; each share is its part of that plus what was taken from it.
 */
function sharesAfterSpending(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 1) return null;
  const ratio = ratios[0]!;
  const before = text.slice(0, ratio.index);
  // 'if their shares are reduced by ₹5, ₹45 and ₹30 respectively, they are in the ratio 7 : 4 : 2': what is left, said without the word.
  const reducedThen = /\brespectively\s*,?\s*(?:then\s+)?(?:they|the\s+(?:shares|amounts))\s+(?:are|will\s+be|would\s+be|become|becomes)\s+(?:in\s+)?(?:the\s+)?(?:ratio|proportion)\s*(?:of\s*)?$/.test(before);
  if (!reducedThen && !/\b(?:left|remain(?:s|ing|ders?)?|balance|rest)\b[^.?]{0,50}$/.test(before)) return null;
  const list = /\b(?:among|amongst|between)\s+([a-z]+(?:\s*,\s*[a-z]+)*(?:\s*,?\s+and\s+[a-z]+))\b/.exec(before) ?? /(?:^|[.;]\s*)([a-z]+(?:\s*,\s*[a-z]+)*(?:\s*,?\s+and\s+[a-z]+))\s+(?:share|shared|divide|divided|split)\b/.exec(before);
  const names = list ? listNames(list[1]!) : null;
  if (!names || names.length !== ratio.terms.length) return null;
  const count = names.length;
  const taken: (number | null)[] = names.map(() => null);
  const spans: [number, number][] = [[ratio.index, ratio.end]];
  const TAKE = String.raw`(?:spends?|spent|uses?|used|gives? away|gave away|loses|lost|pays?|paid|donates?|donated)`;
  for (const match of before.matchAll(new RegExp(String.raw`(?<![a-z])([a-z]+)\s+${TAKE}\s+₹\s?(\d+(?:\.\d+)?)`, 'g'))) {
    const index = names.indexOf(match[1]!);
    if (index < 0 || taken[index] !== null) return null;
    taken[index] = Number(match[2]);
    spans.push([match.index, match.index + match[0].length]);
  }
  const respectively = new RegExp(String.raw`(₹\s?\d+(?:\.\d+)?(?:\s*(?:,|,?\s*and)\s*₹\s?\d+(?:\.\d+)?)+)\s+(?:are|is|were|be)?\s*(?:taken away|taken out|removed|deducted|subtracted|spent|used|withdrawn|diminished|reduced|decreased)\s+(?:from|by)\s+(?:their|the)\s+(?:shares|amounts|money)\s+respectively|\b(?:their|the)\s+shares\s+(?:are|be|were)\s+(?:reduced|diminished|decreased)\s+by\s+(₹\s?\d+(?:\.\d+)?(?:\s*(?:,|,?\s*and)\s*₹\s?\d+(?:\.\d+)?)+)\s+respectively|\b(?:spend|spent|use|used|lose|lost|pay|paid)\s+(₹\s?\d+(?:\.\d+)?(?:\s*(?:,|,?\s*and)\s*₹\s?\d+(?:\.\d+)?)+)\s+respectively`).exec(before);
  if (respectively) {
    if (taken.some((value) => value !== null)) return null;
    const amounts = [...(respectively[1] ?? respectively[2] ?? respectively[3])!.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
    if (amounts.length !== count) return null;
    amounts.forEach((amount, index) => (taken[index] = amount));
    spans.push([respectively.index, respectively.index + respectively[0].length]);
  }
  if (taken.some((value) => value === null)) return null;
  const figures = figuresIn(blanked(text, spans));
  if (figures.length !== 1 || !figures[0]!.rupees) return null;
  const whole = figures[0]!.value;
  const spent = (taken as number[]).reduce((a, b) => a + b, 0);
  const terms = ratio.terms;
  const sum = terms.reduce((a, b) => a + b, 0);
  const left = whole - spent;
  const part = left / sum;
  if (!(part > 0)) return null;
  const remainders = terms.map((term) => term * part);
  const shares = remainders.map((remainder, index) => remainder + taken[index]!);
  const asked = askedPart(text);
  const index = askedName(asked, names);
  if (index === null || /\b(?:differ|more than|less than|together|total|sum)\b/.test(asked)) return null;
  const wantsLeft = /\b(?:left|remain|remaining|now|after)\b/.test(asked) && !/\b(?:at first|initially|originally|in the beginning|get|got|receive|received|share)\b/.test(asked);
  const who = (position: number) => (names[position]!.length === 1 ? names[position]!.toUpperCase() : shown(names[position]!));
  const value = wantsLeft ? remainders[index]! : shares[index]!;
  const steps: SolutionStep[] = [
    { title: 'What is left', bullets: [`Taken away in all: ${(taken as number[]).map((amount) => formatValue(amount, 'rupees')).join(' + ')} = ${formatValue(spent, 'rupees')}.`, `Left: ${formatValue(whole, 'rupees')} − ${formatValue(spent, 'rupees')} = ${formatValue(left, 'rupees')}, in the ratio ${terms.join(' : ')}: one part = ${num(left)} ÷ ${sum} = ${num(part)}.`] },
    { title: 'Each share', bullets: names.map((_, position) => `${who(position)}: ${terms[position]} × ${num(part)} = ${formatValue(remainders[position]!, 'rupees')} left, + ${formatValue(taken[position]!, 'rupees')} = ${formatValue(shares[position]!, 'rupees')} at first.`) },
  ];
  const check = checkStep(
    [`The shares ${shares.map((share) => formatValue(share, 'rupees')).join(' + ')} = ${formatValue(shares.reduce((a, b) => a + b, 0), 'rupees')}, the whole; less what each took away they are ${remainders.map((remainder) => num(remainder)).join(' : ')} = ${terms.join(' : ')}.`],
    [[shares.reduce((a, b) => a + b, 0), whole], ...remainders.map((remainder, position) => [(shares[position]! - taken[position]!) / terms[position]!, part] as const), [remainders[0]! / terms[0]!, part]],
  );
  if (!check) return null;
  return {
    kind: 'ratio-share',
    values: [round2(value)],
    unit: 'rupees',
    label: wantsLeft ? `What ${who(index)} has left` : `${who(index)}'s share`,
    steps: [...steps, check],
    mistakes: [{ value: round2(remainders[index]!), why: 'this is what is left, not the share at first' }, { value: round2((whole * terms[index]!) / sum), why: 'this shares the whole in the ratio without first taking away what was spent' }].filter((mistake) => Math.abs(mistake.value - value) > 1e-9),
    givens: [whole, ...(taken as number[]), ...ratio.written],
  };
}

/**
 * 'The seats for Arts, Commerce and Science are in the ratio 5 : 7 : 3, and there are 300 seats in
 * all. The seats are increased by 10%, 25% and 30% respectively. How many seats will there be in
 * all after the increase?': each part is its share of the whole, changed by its own percentage.
 * Asked: the new total, the new ratio, or one part's new number. Only with one percentage per
 * term, said 'respectively', all increases or all decreases.
 */
function changedByPercents(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 1 || ratios[0]!.fractional) return null;
  const ratio = ratios[0]!;
  const PERCENT = String.raw`\d+(?:\.\d+)?\s*%`;
  const change = new RegExp(String.raw`\b(increased?|increasing|raised?|raising|decreased?|decreasing|reduced?|reducing|cut)\s+(?:[a-z]+\s+){0,3}?by\s+(${PERCENT}(?:\s*,\s*${PERCENT})*\s*,?\s+and\s+${PERCENT})\s*,?\s+respectively\b`).exec(text);
  if (!change || change.index < ratio.end) return null;
  const percents = [...change[2]!.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((match) => Number(match[1]));
  const terms = ratio.raw;
  if (percents.length !== terms.length) return null;
  const up = /^(?:increas|rais)/.test(change[1]!);
  if (!up && percents.some((percent) => percent >= 100)) return null;
  const names = namesOfRatio(text, ratio);
  const figures = figuresIn(blanked(text, [[ratio.index, ratio.end], [change.index, change.index + change[0].length]]));
  const asked = askedPart(text);
  const factors = percents.map((percent) => 1 + (up ? percent : -percent) / 100);
  const newTerms = terms.map((term, index) => term * factors[index]!);
  const who = (index: number) => (names ? (names[index]!.length === 1 ? names[index]!.toUpperCase() : shown(names[index]!)) : `part ${index + 1}`);
  const steps: SolutionStep[] = [];
  // The new ratio needs no whole: each term times its factor.
  if (/\bratio\b/.test(asked) && /\b(?:new|now|after|increased|decreased|reduced|become|becomes)\b/.test(asked) && figures.length === 0) {
    const values = lowestTerms(newTerms.map((term) => Math.round(term * 1e6) / 1e6));
    if (!values || values.some((value) => value > 100000)) return null;
    steps.push({ title: 'Each term changed', bullets: terms.map((term, index) => `${who(index)}: ${num(term)} × ${num(factors[index]!)} = ${num(newTerms[index]!)}.`) });
    steps.push({ title: 'The new ratio', bullets: [`${newTerms.map(num).join(' : ')} = ${values.join(' : ')}.`] });
    const check = checkStep([`Each new term over its old one gives back ${percents.map((percent) => `${num(percent)}%`).join(', ')} ${up ? 'more' : 'less'}.`], newTerms.map((term, index) => [((term - terms[index]!) / terms[index]!) * 100, up ? percents[index]! : -percents[index]!] as const));
    if (!check) return null;
    return { kind: 'ratio-share', values, unit: 'ratio', label: 'The new ratio', steps: [...steps, check], mistakes: [], givens: [...ratio.written, ...percents] };
  }
  if (figures.length !== 1) return null;
  const whole = figures[0]!;
  const before = text.slice(Math.max(0, whole.index - 40), whole.index);
  const after = text.slice(whole.end, whole.end + 40);
  if (!(WHOLE_AFTER.test(after) || /^\s*(?:[a-z]+\s+)?(?:in all|altogether|in total)\b/.test(after) || WHOLE_BEFORE.test(before))) return null;
  const sum = terms.reduce((a, b) => a + b, 0);
  const parts = terms.map((term) => (whole.value * term) / sum);
  const changed = parts.map((part, index) => part * factors[index]!);
  const total = changed.reduce((a, b) => a + b, 0);
  const wantsTotal = /\b(?:in all|altogether|in total|total|whole)\b/.test(asked);
  const index = wantsTotal ? null : names ? askedName(asked, names) : null;
  if (!wantsTotal && index === null) return null;
  const value = wantsTotal ? total : changed[index!]!;
  steps.push({ title: 'Each part now', bullets: [`${whole.value} in the ratio ${terms.map(num).join(' : ')}: one part = ${num(whole.value)} ÷ ${num(sum)} = ${num(whole.value / sum)}.`, ...parts.map((part, position) => `${who(position)}: ${num(part)} × ${num(factors[position]!)} = ${num(changed[position]!)}.`)] });
  steps.push({ title: 'What is asked', bullets: [wantsTotal ? `In all: ${changed.map(num).join(' + ')} = ${num(total)}.` : `${who(index!)} now: ${num(value)}.`] });
  const check = checkStep([`Before: ${parts.map(num).join(' + ')} = ${num(parts.reduce((a, b) => a + b, 0))}, in the ratio ${terms.map(num).join(' : ')}; after: each grew by its own percentage.`], [[parts.reduce((a, b) => a + b, 0), whole.value], ...changed.map((amount, position) => [((amount - parts[position]!) / parts[position]!) * 100, up ? percents[position]! : -percents[position]!] as const)]);
  if (!check || !Number.isFinite(value)) return null;
  const unit: QuantUnit = whole.rupees ? 'rupees' : 'number';
  return { kind: 'ratio-share', values: [round2(value)], unit, label: wantsTotal ? 'The total after the change' : `${who(index!)} after the change`, steps: [...steps, check], mistakes: [{ value: round2(wantsTotal ? total - whole.value : parts[index!]!), why: wantsTotal ? 'this is only the increase, not the new total' : 'this is the number before the change' }], givens: [whole.value, ...ratio.written, ...percents] };
}

/**
 * 'A cash box has only ₹50, ₹100 and ₹500 notes. The number of ₹100 notes is twice the number of
 * ₹500 notes, and the number of ₹50 notes is four times the number of ₹500 notes. If the box
 * holds ₹12,600 in all, how many ₹100 notes are there?': every count in terms of one (the ₹500
 * notes: 1, 2 and 4 of each kind per ₹500 note), so one such group is worth 500 + 200 + 200 =
 * ₹900 and there are 12,600 ÷ 900 = 14 groups. Only when every kind is tied to the others.
 */
function notesByRelation(text: string): QuantAnswer | null {
  const kinds = /\b(?:only\s+)?((?:₹\s?\d+\s*,\s*)*₹\s?\d+\s*,?\s+and\s+₹\s?\d+)\s+(notes|coins)\b/.exec(text);
  if (!kinds) return null;
  const noun = kinds[2]!;
  const values = [...kinds[1]!.matchAll(/₹\s?(\d+)/g)].map((match) => Number(match[1]));
  if (new Set(values).size !== values.length) return null;
  const TIMES = String.raw`(${MULTIPLIER_WORDS}|\d+(?:\.\d+)?\s+times)`;
  const relations = [...text.matchAll(new RegExp(String.raw`\bnumber\s+of\s+₹\s?(\d+)\s+${noun}\s+(?:is|are|was|were)\s+${TIMES}\s+(?:as\s+many\s+as\s+|the\s+number\s+of\s+|that\s+of\s+)?(?:the\s+)?₹\s?(\d+)\s+${noun}`, 'g'))];
  if (relations.length !== values.length - 1) return null;
  const factor = new Map<number, number>();
  const base = Number(relations[0]![3]);
  factor.set(base, 1);
  const written: number[] = [];
  for (let round = 0; round < values.length; round += 1) {
    for (const relation of relations) {
      const [one, other] = [Number(relation[1]), Number(relation[3])];
      const times = /times$/.test(relation[2]!) && /^\d/.test(relation[2]!) ? Number(relation[2]!.replace(/\s*times$/, '')) : multiplierWord(relation[2]!);
      if (times === null || !(times > 0)) return null;
      if (factor.has(other) && !factor.has(one)) factor.set(one, factor.get(other)! * times);
      else if (factor.has(one) && !factor.has(other)) factor.set(other, factor.get(one)! / times);
    }
  }
  if (values.some((value) => !factor.has(value)) || factor.size !== values.length) return null;
  for (const relation of relations) if (/^\d/.test(relation[2]!)) written.push(Number(relation[2]!.replace(/\s*times$/, '')));
  // The total: the one rupee figure that is not a kind of note.
  const spans = [[kinds.index, kinds.index + kinds[0].length] as const, ...relations.map((relation) => [relation.index, relation.index + relation[0].length] as const)];
  const asked = askedPart(text);
  const askedKind = new RegExp(String.raw`\bhow\s+many\s+₹\s?(\d+)\s+${noun}\b`).exec(asked);
  const askedSpan = askedKind ? [[text.lastIndexOf(askedKind[0]), text.lastIndexOf(askedKind[0]) + askedKind[0].length] as const] : [];
  const figures = figuresIn(blanked(text, [...spans, ...askedSpan]));
  if (figures.length !== 1 || !figures[0]!.rupees) return null;
  const total = figures[0]!.value;
  const groupValue = values.reduce((sum, value) => sum + value * factor.get(value)!, 0);
  const groups = total / groupValue;
  const counts = values.map((value) => factor.get(value)! * groups);
  if (counts.some((count) => !(count > 0) || Math.abs(count - Math.round(count)) > 1e-9)) return null;
  const wantsAll = !askedKind && /\b(?:total|in all|altogether)\b/.test(asked) && new RegExp(String.raw`\bhow\s+many\s+${noun}\b|\bnumber\s+of\s+${noun}\b`).test(asked);
  const index = askedKind ? values.indexOf(Number(askedKind[1])) : -1;
  if (!wantsAll && index < 0) return null;
  const value = wantsAll ? counts.reduce((a, b) => a + b, 0) : counts[index]!;
  const single = noun.replace(/s$/, '');
  const steps: SolutionStep[] = [
    { title: `Count every ${single} against the ₹${base} ${noun}`, bullets: values.map((kind) => `For each ₹${base} ${single}: ${num(factor.get(kind)!)} of ₹${kind}.`) },
    { title: 'One group', bullets: [`One such group is worth ${values.map((kind) => `${num(factor.get(kind)!)} × ₹${kind}`).join(' + ')} = ${formatValue(groupValue, 'rupees')}.`, `${formatValue(total, 'rupees')} ÷ ${formatValue(groupValue, 'rupees')} = ${num(groups)} groups.`] },
    { title: 'What is asked', bullets: [wantsAll ? `${noun} in all: ${counts.map(num).join(' + ')} = ${num(value)}.` : `₹${values[index]} ${noun}: ${num(factor.get(values[index]!)!)} × ${num(groups)} = ${num(value)}.`] },
  ];
  const check = checkStep([`${values.map((kind, position) => `${num(counts[position]!)} × ₹${kind}`).join(' + ')} = ${formatValue(counts.reduce((sum, count, position) => sum + count * values[position]!, 0), 'rupees')}, and the counts keep the stated multiples.`], [[counts.reduce((sum, count, position) => sum + count * values[position]!, 0), total], ...relations.map((relation) => [counts[values.indexOf(Number(relation[1]))]! / counts[values.indexOf(Number(relation[3]))]!, factor.get(Number(relation[1]))! / factor.get(Number(relation[3]))!] as const)]);
  if (!check) return null;
  // Every '₹50', '₹100' written names a kind: each is one of the question's numbers.
  const denominations = [...text.matchAll(/₹\s?(\d+)(?=\s+(?:notes|coins)\b|\s*,|\s+and\s+₹)/g)].map((match) => Number(match[1]));
  return { kind: 'ratio-share', values: [round2(value)], unit: 'number', label: wantsAll ? `The number of ${noun}` : `The number of ₹${values[index]} ${noun}`, steps: [...steps, check], mistakes: [{ value: round2(groups), why: `this is the number of ₹${base} ${noun}, not the ones asked` }], givens: [total, ...denominations, ...written] };
}

/** 'twice', 'four times', 'half': the multiplier words notesByRelation reads. */
const MULTIPLIER_WORDS = String.raw`twice|thrice|double|half|(?:two|three|four|five|six|seven|eight|nine|ten)\s+times`;

/**
 * 'A sum is shared by A, B and C in the ratio 4 : 5 : 6, and C receives ₹2,625 less than A and B
 * put together', "C's share falls short of the combined share of A and B by ₹700": the gap is
 * (4 + 5 − 6) parts, so one part is the gap over that, and every share and the sum follow.
 */
function shortOfTwoTogether(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 1 || ratios[0]!.terms.length !== 3) return null;
  const ratio = ratios[0]!;
  const names = namesOfRatio(text, ratio);
  if (!names) return null;
  const N = String.raw`([a-z]+)`;
  const gap =
    new RegExp(String.raw`\b${N}(?:'s\s+share)?\s+(?:receives|gets|got|received|has|is)\s+₹\s?(\d+(?:\.\d+)?)\s+(less|more)\s+than\s+(?:the\s+combined\s+share\s+of\s+)?${N}\s+and\s+${N}(?:\s+(?:put\s+together|together|combined|taken\s+together))?`).exec(text) ??
    new RegExp(String.raw`\b${N}'s\s+share\s+(falls\s+short\s+of|exceeds)\s+the\s+(?:combined|total|joint)\s+shares?\s+of\s+${N}\s+and\s+${N}\s+by\s+₹\s?(\d+(?:\.\d+)?)`).exec(text);
  if (!gap) return null;
  const first = gap[3] === 'less' || gap[3] === 'more' ? { one: gap[1]!, amount: Number(gap[2]), less: gap[3] === 'less', pair: [gap[4]!, gap[5]!] } : { one: gap[1]!, amount: Number(gap[5]), less: /short/.test(gap[2]!), pair: [gap[3]!, gap[4]!] };
  const at = (name: string) => names.indexOf(name);
  const [i, j, k] = [at(first.one), at(first.pair[0]!), at(first.pair[1]!)];
  if (new Set([i, j, k]).size !== 3 || [i, j, k].some((index) => index < 0)) return null;
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== ratio.written.length + 1) return null;
  const terms = ratio.terms;
  const parts = first.less ? terms[j]! + terms[k]! - terms[i]! : terms[i]! - terms[j]! - terms[k]!;
  // 'More than A and B together' must leave the one more parts than the two: 2 : 3 : 6 can, 2 : 3 : 4 cannot.
  if (!(parts > 0)) return null;
  const part = first.amount / parts;
  const shares = terms.map((term) => term * part);
  const total = shares.reduce((a, b) => a + b, 0);
  const asked = askedPart(text);
  const wantsWhole = /\b(?:the\s+)?(?:sum|amount|total|whole)\b(?!\s+of\s+(?:the\s+)?(?:shares?\s+of\s+)?[a-z]+\s+and)/.test(asked) && !/'s\s+share\b|\bshare\s+of\b/.test(asked);
  const index = wantsWhole ? null : askedName(asked, names);
  if (!wantsWhole && index === null) return null;
  const value = wantsWhole ? total : shares[index!]!;
  const who = (position: number) => (names[position]!.length === 1 ? names[position]!.toUpperCase() : shown(names[position]!));
  const steps: SolutionStep[] = [
    { title: 'The gap in parts', bullets: [`${who(j)} and ${who(k)} together have ${terms[j]! + terms[k]!} parts, ${who(i)} ${terms[i]}: ${who(i)} has ${parts} part${parts === 1 ? '' : 's'} ${first.less ? 'less' : 'more'}, and that is ${formatValue(first.amount, 'rupees')}.`, `One part = ${num(first.amount)} ÷ ${parts} = ${num(part)}.`] },
    { title: 'What is asked', bullets: [wantsWhole ? `The sum = ${terms.reduce((a, b) => a + b, 0)} parts = ${formatValue(total, 'rupees')}.` : `${who(index!)}'s share = ${terms[index!]} × ${num(part)} = ${formatValue(value, 'rupees')}.`] },
  ];
  const gapWorked = first.less ? shares[j]! + shares[k]! - shares[i]! : shares[i]! - shares[j]! - shares[k]!;
  const check = checkStep([`The shares ${shares.map((share) => formatValue(share, 'rupees')).join(', ')} are in the ratio ${terms.join(' : ')}, and ${first.less ? `${who(j)} + ${who(k)} − ${who(i)}` : `${who(i)} − (${who(j)} + ${who(k)})`} = ${formatValue(Math.abs(gapWorked), 'rupees')}.`], [[gapWorked, first.amount], [shares[0]! * terms[1]!, shares[1]! * terms[0]!]]);
  if (!check) return null;
  return { kind: 'ratio-share', values: [round2(value)], unit: 'rupees', label: wantsWhole ? 'The sum' : `${who(index!)}'s share`, steps: [...steps, check], mistakes: [{ value: round2((first.amount * terms[i]!) / terms.reduce((a, b) => a + b, 0)), why: 'this shares the gap as if it were the whole' }], givens: [...ratio.written, first.amount] };
}

/**
 * 'A salary of ₹43,200 is split between savings and expenses in the ratio 5 : 4; the expenses, in
 * turn, between rent and other costs in the ratio 5 : 3: the rent?': the spending is 4/9 of the
 * salary, and the rent 5/8 of that. Read only for a salary (or income) split into saving and
 * spending, the spending split again, and a part of the second split asked.
 */
function splitOfASplit(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 2 || ratios.some((ratio) => ratio.terms.length !== 2 || ratio.fractional)) return null;
  const [outer, inner] = ratios as [WrittenRatio, WrittenRatio];
  const whole = /\b(?:salary|income|earnings|pay)\s+(?:of|is|was|=)\s+₹\s?(\d+(?:\.\d+)?)/.exec(text);
  if (!whole || whole.index > outer.index || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== outer.written.length + inner.written.length + 1) return null;
  // The first split: saving and spending, in the order written.
  const SAVE = String.raw`(?:savings?|saves?|saved)`;
  const SPEND = String.raw`(?:expenses|expenditure|spending|spends?|spent)`;
  const order = new RegExp(String.raw`\b(${SAVE}|${SPEND})\s+(?:and|&|n)\s+(${SAVE}|${SPEND})\b[^.;]{0,30}$`).exec(text.slice(0, outer.index));
  if (!order || new RegExp(`^${SAVE}$`).test(order[1]!) === new RegExp(`^${SAVE}$`).test(order[2]!)) return null;
  const spendAt = new RegExp(`^${SPEND}$`).test(order[1]!) ? 0 : 1;
  // The second split is of the spending: 'his expenses, in turn, are split', 'out of what she spends'.
  const between = text.slice(outer.end, inner.index);
  if (!new RegExp(String.raw`\b(?:his|her|their|the|these|those)\s+${SPEND}\b|\bout\s+of\s+what\s+(?:he|she|they)\s+${SPEND}\b`).test(between)) return null;
  const parts = /\bbetween\s+([a-z]+)\s+and\s+(?:the\s+)?([a-z]+)(?:\s+[a-z]+)?\s+in\s+(?:the\s+)?ratio\s+(?:of\s+)?$/.exec(text.slice(0, inner.index)) ?? /\b([a-z]+)\s*:\s*([a-z]+)(?:\s+[a-z]+)?\s*(?:=|is|are)\s*$/.exec(text.slice(0, inner.index));
  if (!parts) return null;
  const asked = askedPart(text);
  const wanted = [parts[1]!, parts[2]!].flatMap((name, index) => (new RegExp(String.raw`(?<![a-z])${name}(?![a-z])`).test(asked) ? [index] : []));
  if (wanted.length !== 1 || /\b(?:sav|together|total|differ|more|less)\w*/.test(asked)) return null;
  const w = Number(whole[1]);
  const spending = (w * outer.raw[spendAt]!) / (outer.raw[0]! + outer.raw[1]!);
  const value = (spending * inner.raw[wanted[0]!]!) / (inner.raw[0]! + inner.raw[1]!);
  const name = parts[wanted[0]! + 1]!;
  const steps: SolutionStep[] = [
    { title: 'The spending', bullets: [`${outer.raw[spendAt]} of every ${outer.raw[0]! + outer.raw[1]!} parts is spent: ${num(outer.raw[spendAt]!)}/${num(outer.raw[0]! + outer.raw[1]!)} × ${formatValue(w, 'rupees')} = ${formatValue(spending, 'rupees')}.`] },
    { title: `The ${name}`, bullets: [`${num(inner.raw[wanted[0]!]!)}/${num(inner.raw[0]! + inner.raw[1]!)} × ${formatValue(spending, 'rupees')} = ${formatValue(value, 'rupees')}.`] },
  ];
  const rest = spending - value;
  const check = checkStep([`${formatValue(value, 'rupees')} and ${formatValue(rest, 'rupees')} make the spending ${formatValue(spending, 'rupees')} in the ratio ${inner.terms.join(' : ')}; with the saving ${formatValue(w - spending, 'rupees')} the salary is ${formatValue(w, 'rupees')}.`], [[value + rest + (w - spending), w], [(wanted[0] === 0 ? value : rest) * inner.raw[1]!, (wanted[0] === 0 ? rest : value) * inner.raw[0]!]]);
  if (!check) return null;
  return { kind: 'ratio-share', values: [round2(value)], unit: 'rupees', label: `The ${name}`, steps: [...steps, check], mistakes: [{ value: round2((w * inner.raw[wanted[0]!]!) / (inner.raw[0]! + inner.raw[1]!)), why: 'this splits the whole salary, not only what is spent' }], givens: [w, ...outer.written, ...inner.written] };
}

const RATIO_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/**
 * 'In the ratio of three to two', 'in the ratio two is to five': a ratio written in words, as
 * digits ('3 : 2'). Words are not written numbers, so the digits add nothing the answer must use.
 */
function withWordRatio(text: string): string {
  const word = `(${Object.keys(RATIO_WORDS).join('|')})`;
  const count = `(\\d+|${Object.keys(RATIO_WORDS).join('|')})`;
  const value = (term: string) => RATIO_WORDS[term] ?? Number(term);
  // 'For every nine apples there are 5 oranges', 'for every 3 boys in the class there are 5 girls':
  // the ratio of apples to oranges is 9 : 5; 'there are 5 girls for every 3 boys' the same, turned round.
  const every = namedPairs(text)
    .replace(new RegExp(String.raw`\bfor\s+every\s+${count}\s+([a-z]+)(?:\s+(?:in|of|at|on)\s+(?:the|a|this|that|our)\s+[a-z]+)?\s*,?\s+there\s+(?:are|is|were|was)\s+${count}\s+([a-z]+)`, 'g'), (_, a: string, first: string, b: string, second: string) => `the ratio of ${first} to ${second} is ${value(a)} : ${value(b)}`)
    .replace(new RegExp(String.raw`\bthere\s+(?:are|is|were|was)\s+${count}\s+([a-z]+)\s+for\s+every\s+${count}\s+([a-z]+)\b`, 'g'), (_, b: string, second: string, a: string, first: string) => `the ratio of ${first} to ${second} is ${value(a)} : ${value(b)}`);
  // 'So that for every ₹3 Arun gets, Varun gets ₹2': arun : varun = 3 : 2.
  const VERB = String.raw`(?:gets?|receives?|earns?|saves?|spends?|has|pays?)`;
  const everyRupee = every.replace(new RegExp(String.raw`\bfor\s+every\s+₹\s?(\d+)\s+(?:that\s+|which\s+)?([a-z]{2,})\s+${VERB}\s*,?\s+([a-z]{2,})\s+${VERB}\s+₹\s?(\d+)\b`, 'g'), (_, a: string, first: string, second: string, b: string) => `${first} : ${second} = ${a} : ${b}`);
  return partsOfEachEqual(fractionOfOther(ratioSpelledOut(everyRupee))).replace(new RegExp(String.raw`\b(ratio|proportion)\s+(of\s+)?${word}\s+(?:to|is to|:)\s+${word}(?:\s+(?:to|is to|:)\s+${word})?\b`, 'g'), (_, noun: string, of: string | undefined, a: string, b: string, c: string | undefined) =>
    `${noun} ${of ?? ''}${[a, b, c].filter((term): term is string => term !== undefined).map((term) => RATIO_WORDS[term]).join(' : ')}`,
  );
}

/**
 * '₹70,200 is divided among three children in inverse proportion to their ages, which are 3, 6 and
 * 7 years; how much does the youngest get?': each share is in proportion to 1 over the age, so the
 * youngest gets the most. Asked only by age (the youngest, the eldest, the one aged 6).
 */
function inverseToAges(text: string): QuantAnswer | null {
  if (!/\binverse(?:ly)?\s+(?:proportion(?:al)?|ratio)\s+(?:to|of)\s+(?:their\s+)?(?:respective\s+)?ages\b/.test(text)) return null;
  const listed = /\b(?:aged|ages\s*,?\s*(?:which\s+)?(?:are|were|being))\s+(\d+(?:\s*,\s*\d+)*\s*,?\s*and\s+\d+)\s*(?:years?|yrs?)\b/.exec(text);
  if (!listed) return null;
  const ages = [...listed[1]!.matchAll(/\d+/g)].map((match) => Number(match[0]));
  if (ages.length < 2 || ages.length > 4 || ages.some((age) => !(age > 0)) || new Set(ages).size !== ages.length) return null;
  const figures = figuresIn(blanked(text, [[listed.index, listed.index + listed[0].length]]));
  if (figures.length !== 1 || !figures[0]!.rupees) return null;
  const whole = figures[0]!.value;
  const asked = askedPart(text);
  const at = /\b(?:youngest|smallest)\b/.test(asked) ? ages.indexOf(Math.min(...ages)) : /\b(?:eldest|oldest)\b/.test(asked) ? ages.indexOf(Math.max(...ages)) : -1;
  const byAge = /\baged\s+(\d+)\b/.exec(asked);
  const index = at >= 0 && !byAge ? at : byAge && at < 0 ? ages.indexOf(Number(byAge[1])) : -1;
  if (index < 0) return null;
  const weights = ages.map((age) => 1 / age);
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => (whole * weight) / sum);
  const terms = lowestTerms(weights.map((weight) => Math.round(weight * 1e9) / 1e9));
  if (!terms) return null;
  const value = shares[index]!;
  const steps: SolutionStep[] = [
    { title: 'Inverse proportion', bullets: [`The shares go as ${ages.map((age) => `1/${age}`).join(' : ')} = ${terms.join(' : ')} (the younger, the more).`] },
    { title: 'The share asked', bullets: [`One part = ${num(whole)} ÷ ${terms.reduce((a, b) => a + b, 0)} = ${num(whole / terms.reduce((a, b) => a + b, 0))}; the one aged ${ages[index]} gets ${terms[index]} parts = ${formatValue(value, 'rupees')}.`] },
  ];
  const check = checkStep([`${shares.map((share, position) => `${formatValue(share, 'rupees')} × ${ages[position]}`).join(', ')} are all ${num(round2(shares[0]! * ages[0]!))}, and the shares add up to ${formatValue(shares.reduce((a, b) => a + b, 0), 'rupees')}.`], [[shares.reduce((a, b) => a + b, 0), whole], ...shares.map((share, position) => [share * ages[position]!, shares[0]! * ages[0]!] as const)]);
  if (!check) return null;
  return { kind: 'ratio-share', values: [round2(value)], unit: 'rupees', label: `The share of the one aged ${ages[index]}`, steps: [...steps, check], mistakes: [{ value: round2((whole * ages[index]!) / ages.reduce((a, b) => a + b, 0)), why: 'this shares in proportion to the ages, not inversely' }], givens: [whole, ...ages, ...[...text.matchAll(/\b(\d)\s+(?:children|grandchildren|sons|daughters|kids|brothers|sisters)\b/g)].map((match) => Number(match[1]))] };
}

/**
 * 'Out of ₹50,000 the wife gets ₹20,000 and the rest is divided between the son and the daughter
 * in the ratio 3 : 2', 'the wife is to get one-fifth of the amount, and the remainder is to be
 * divided between the son and the daughter in the ratio 3 : 2': the part taken first (in rupees,
 * or as a part of the whole: 'half of it', 'two-fifths of the amount', '1/5 of the sum', '20% of
 * the money') comes off the whole, and only what remains is split in the ratio. The text is
 * rewritten as that split, with a step that shows the part taken off.
 */
function restInRatio(text: string): { readonly text: string; readonly written: number[]; readonly step: SolutionStep } | null {
  const ROLE = String.raw`(?:the\s+|his\s+|her\s+|their\s+)?([a-z]+)(?:\s+(?:son|daughter|brother|sister|child|partner|friend|one))?`;
  const rest = new RegExp(String.raw`\b(?:the\s+)?(?:remaining(?:\s+(?:amount|money|sum|part))?|rest(?:\s+of\s+(?:it|the\s+(?:amount|money|sum)))?|remainder|balance)\s+(?:is|was|will\s+be|has\s+to\s+be|should\s+be|must\s+be)\s+(?:then\s+)?(?:to\s+be\s+)?(?:divided|shared|distributed|split)\s+(?:between|among|amongst|by)\s+${ROLE}\s+and\s+${ROLE}\s+in\s+(?:the\s+)?(?:ratio|proportion)\s+(?:of\s+)?(\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?)(?!\d|\.\d|\s*:)`).exec(text) ??
    // 'the son and the daughter share the rest in the ratio 2 : 1'.
    new RegExp(String.raw`\b${ROLE}\s+and\s+${ROLE}\s+(?:share|divide|split)\s+(?:the\s+rest|the\s+remainder|the\s+balance|the\s+remaining\s+(?:amount|money|sum)|what\s+is\s+left)\s+(?:between\s+them(?:selves)?\s+)?in\s+(?:the\s+)?(?:ratio|proportion)\s+(?:of\s+)?(\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?)(?!\d|\.\d|\s*:)`).exec(text);
  if (!rest) return null;
  const before = text.slice(0, rest.index);
  if (figuresIn(text.slice(rest.index + rest[0].length)).length > 0) return null;
  const taken = takenFirst(before);
  if (!taken) return null;
  const { whole, taker } = taken;
  // The whole: 'out of ₹x', 'a sum of ₹x', 'leaves ₹x'.
  const wholeFirst = /\b(?:out\s+of|of|leaves|left|has|had|divides|distributes|shares|total|sum\s+of|amount\s+of)\s+$/.test(text.slice(Math.max(0, whole.index - 20), whole.index)) || /^\s*(?:is|was)\s+(?:to\s+be\s+)?(?:divided|shared|distributed|split)\b/.test(text.slice(whole.end));
  if (!wholeFirst) return null;
  const [first, second] = [rest[1]!, rest[2]!];
  if (!(taken.amount > 0 && taken.amount < whole.value) || new Set([taker, first, second]).size !== 3) return null;
  const asked = askedPart(text).replace(new RegExp(String.raw`\b(?:the\s+|his\s+|her\s+)?(${first}|${second})\s+(?:son|daughter|brother|sister|child|partner|friend|one)\b`, 'g'), '$1');
  if (new RegExp(String.raw`(?<![a-z])${taker}(?:'s)?(?![a-z])`).test(asked)) return null;
  const left = round2(whole.value - taken.amount);
  const who = taker.length === 1 ? taker.toUpperCase() : shown(taker);
  const step: SolutionStep = {
    title: 'Take off the first part',
    bullets: [`${who} gets ${taken.part ? `${taken.part} of ${formatValue(whole.value, 'rupees')} = ` : ''}${formatValue(taken.amount, 'rupees')} first.`, `What remains, ${formatValue(whole.value, 'rupees')} − ${formatValue(taken.amount, 'rupees')} = ${formatValue(left, 'rupees')}, is the amount split in the ratio ${rest[3]}.`],
  };
  return { text: `₹${left} is divided between ${first} and ${second} in the ratio ${rest[3]}. ${asked}`, written: [whole.value, ...taken.written], step };
}

/** A part of a whole in words or figures: 'half', 'one-fifth', 'two thirds', 'a quarter', '2/5', '20%'. */
const PART_OF = String.raw`(half|(?:a|one|two|three|four|five|six|seven)[-\s](?:half|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)|\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%)`;
const PART_NUMERATORS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const PART_DENOMINATORS: Readonly<Record<string, number>> = { half: 2, third: 3, fourth: 4, quarter: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

/** The fraction a written part stands for ('two-fifths' is 0.4, '20%' is 0.2), with the digits it writes; null when not a proper part. */
function partValue(written: string): { readonly value: number; readonly digits: number[] } | null {
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(written);
  if (percent) return { value: Number(percent[1]) / 100, digits: [Number(percent[1])] };
  const digits = /^(\d+)\s*\/\s*(\d+)$/.exec(written);
  if (digits) return Number(digits[2]) > 0 ? { value: Number(digits[1]) / Number(digits[2]), digits: [Number(digits[1]), Number(digits[2])] } : null;
  if (written === 'half') return { value: 1 / 2, digits: [] };
  const words = /^([a-z]+)[-\s]([a-z]+?)s?$/.exec(written);
  const numerator = words ? PART_NUMERATORS[words[1]!] : undefined;
  const denominator = words ? PART_DENOMINATORS[words[2]!] : undefined;
  return numerator !== undefined && denominator !== undefined && numerator < denominator ? { value: numerator / denominator, digits: [] } : null;
}

/**
 * What one person is given before the rest is split, and the whole it comes from: 'the wife gets
 * ₹20,000' (with one other sum, the whole), or 'the wife is to get one-fifth of the amount' (the
 * one sum is the whole). Null when the text does not write exactly that.
 */
function takenFirst(before: string): { readonly whole: Figure; readonly taker: string; readonly amount: number; readonly part: string | null; readonly written: number[] } | null {
  const GETS = String.raw`(?:is\s+given|is\s+to\s+(?:get|receive|be\s+given)|gets|got|receives|received|takes|took|is\s+paid|was\s+given|will\s+get|should\s+get|shall\s+get)`;
  const partTaken = new RegExp(String.raw`\b(?:the\s+|his\s+|her\s+)?([a-z]+)\s+${GETS}\s+${PART_OF}\s+of\s+(?:(?:the|this|that|his|her|their)\s+)?(?:amount|sum|money|property|estate|it|total|whole|wealth|prize|savings)\b`).exec(before);
  if (partTaken) {
    const part = partValue(partTaken[2]!.replace(/\s+/g, ' '));
    const figures = figuresIn(blanked(before, [[partTaken.index, partTaken.index + partTaken[0].length]]));
    if (!part || !(part.value > 0 && part.value < 1) || figures.length !== 1 || !figures[0]!.rupees) return null;
    return { whole: figures[0]!, taker: partTaken[1]!, amount: round2(figures[0]!.value * part.value), part: partTaken[2]!, written: part.digits };
  }
  const figures = figuresIn(before);
  if (figures.length !== 2 || !figures.every((figure) => figure.rupees)) return null;
  const [whole, share] = figures as [Figure, Figure];
  // The share: 'a is given ₹y', 'the wife gets ₹y'.
  const taker = new RegExp(String.raw`\b(?:the\s+)?([a-z]+)\s+${GETS}\s+$`).exec(before.slice(Math.max(0, share.index - 30), share.index));
  return taker ? { whole, taker: taker[1]!, amount: share.value, part: null, written: [share.value] } : null;
}

/** One term of a ratio written in digits: '3', '2.5', '1/2'. */
const DIGIT_TERM = String.raw`\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;

/**
 * Ratios written without the word 'ratio' or without colons, as the colon form the readers know:
 * "tina's part is to rita's part as 5 is to 7" and 'p's share : q's share :: 5 : 7' as
 * 'tina : rita = 5 : 7'; 'divided in 3 : 5' as 'divided in the ratio 3 : 5'; 'proportional to
 * 1, 2 and 4' and 'in the ratio of 1, 2 and 4' as 'in the ratio 1 : 2 : 4'. The digits are the
 * ones written, so nothing is added to what the answer must use.
 */
function ratioSpelledOut(text: string): string {
  const OWNED = String.raw`([a-z]+)(?:'s|')?(?:\s+(?:share|part|portion|amount|salary|income|money|number|age))?`;
  return percentSplit(text)
    .replace(new RegExp(String.raw`\b${OWNED}\s+(?:is|are)\s+to\s+(?:that\s+of\s+)?${OWNED}\s+(?:is\s+|are\s+)?as\s+(${DIGIT_TERM})\s+(?:is\s+to|:|to)\s+(${DIGIT_TERM})(?!\d|\.\d|\s*[:/])`, 'g'), (phrase, first: string, second: string, a: string, b: string) =>
      first === second || /^(?:the|a|an|it|this|that|what|which)$/.test(first) || /^(?:the|a|an|it|this|that|what|which)$/.test(second) ? phrase : `${first} : ${second} = ${a} : ${b}`,
    )
    .replace(new RegExp(String.raw`\b([a-z]+)(?:'s|')\s+(share|part|portion|amount|salary|income)\s*:\s*([a-z]+)(?:'s|')\s+\2\s*::\s*(?=${DIGIT_TERM}\s*:)`, 'g'), '$1 : $3 = ')
    .replace(new RegExp(String.raw`\b(divided|shared|split|distributed|divide|share|distribute)\s+in(?:\s+the)?\s+(?=${DIGIT_TERM}\s*:\s*\d)`, 'g'), '$1 in the ratio ')
    .replace(new RegExp(String.raw`\b(?:(?:directly\s+)?proportional\s+to\s+|in\s+(?:the\s+)?(?:ratio|proportion)\s+(?:of\s+|to\s+)?)(${DIGIT_TERM}(?:\s*,\s*${DIGIT_TERM})*(?:\s*,?\s+and\s+${DIGIT_TERM}))(?!\d|\.\d|\s*[:/%])(?!\s*(?:percent|years?|months?|days?))`, 'g'), (_, list: string) =>
      `in the ratio ${list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).join(' : ')}`,
    );
}

/**
 * 'One of them gets 45% of the total and the other the remaining amount', 'the younger gets 20%
 * of it and the elder gets the rest': two shares in the ratio 45 : 55 (20 : 80). The 45 is the
 * figure written; the 55 is worked from it.
 */
function percentSplit(text: string): string {
  const WHO = String.raw`(?:the\s+)?(one\s+of\s+them|[a-z]+)(?:\s+(?:sister|brother|son|daughter|friend|partner|one))?`;
  const OTHER = String.raw`(?:the\s+)?(other|[a-z]+)(?:\s+(?:sister|brother|son|daughter|friend|partner|one))?`;
  return text.replace(new RegExp(String.raw`\b${WHO}\s+(?:gets|receives|takes|is\s+given)\s+(\d+(?:\.\d+)?)\s*%\s+of\s+(?:it|the\s+(?:total|sum|amount|money|savings|whole|profit|prize))\s*,?\s+(?:and|while|whereas)\s+${OTHER}\s+(?:gets\s+|receives\s+|takes\s+|is\s+given\s+)?(?:the\s+)?(?:rest|remaining(?:\s+(?:amount|part|money))?|remainder|balance)\b`, 'g'), (phrase, one: string, percent: string, other: string) => {
    const part = Number(percent);
    if (!(part > 0 && part < 100)) return phrase;
    if (/^one\s+of\s+them$/.test(one) && other === 'other') return `they share it in the ratio ${percent} : ${round2(100 - part)}`;
    if (/^one\s+of\s+them$/.test(one) || other === 'other' || one === other || NOT_SHARE_NAMES.test(one) || NOT_SHARE_NAMES.test(other)) return phrase;
    return `the ratio of ${one} to ${other} is ${percent} : ${round2(100 - part)}`;
  });
}

/** Words that are not the person a percentage share belongs to. */
const NOT_SHARE_NAMES = /^(?:he|she|it|they|who|which|that|this|each|every|and|of|the)$/;

/**
 * 'A pole 2 m 10 cm long': one length, 210 cm, so that the pieces come out in centimetres. The
 * metres and centimetres written are the answer's givens though the text read writes 210.
 */
function metresAndCentimetres(text: string): { readonly text: string; readonly written: number[] } | null {
  const matches = [...text.matchAll(/\b(\d+)\s*(?:m|metres?|meters?)\s+(?:and\s+)?(\d{1,2})\s*(?:cm|centimetres?|centimeters?)\b/g)];
  if (matches.length !== 1) return null;
  const match = matches[0]!;
  const [metres, centimetres] = [Number(match[1]), Number(match[2])];
  return { text: `${text.slice(0, match.index)}${metres * 100 + centimetres} cm${text.slice(match.index + match[0].length)}`, written: [metres, centimetres] };
}

/**
 * 'Between a mother and her daughter', 'among the father, the mother and the son': the articles and
 * possessives dropped so that the people are read as the names of the ratio's terms.
 */
function namedPairs(text: string): string {
  const article = String.raw`(?:(?:a|an|the|his|her|their)\s+)?`;
  return text
    .replace(/\bb\/w\b/g, 'between')
    .replace(/\b([a-z]) n ([a-z])\b/g, '$1 and $2')
    .replace(new RegExp(String.raw`\b(between|among|amongst|by)\s+${article}([a-z]+)\s+and\s+${article}([a-z]+)\b`, 'g'), '$1 $2 and $3');
}

/**
 * 'The number of boys is three-fifths of the number of girls', 'the number of men is 2/3 of that of
 * women': the ratio of boys to girls is 3 : 5. A fraction in digits keeps its own digits (they are
 * the question's numbers); one in words takes the least whole terms.
 */
function fractionOfOther(text: string): string {
  const fraction = String.raw`(\d+\s*\/\s*\d+|(?:one|a|two|three|four|five|six|seven)[-\s](?:half|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?))`;
  return text.replace(
    new RegExp(String.raw`\b(?:the\s+)?number\s+of\s+([a-z]+)\s+(?:is|was|are|were)\s+(?:only\s+)?${fraction}\s+(?:of\s+)?(?:the\s+number\s+of|that\s+of)\s+(?:the\s+)?([a-z]+)\b`, 'g'),
    (phrase, first: string, written: string, second: string) => {
      const digits = /^(\d+)\s*\/\s*(\d+)$/.exec(written);
      if (digits) return `the ratio of ${first} to ${second} is ${digits[1]} : ${digits[2]}`;
      const value = multiplierWord(written);
      const bottom = value === null ? undefined : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((size) => Math.abs(value * size - Math.round(value * size)) < 1e-9);
      return value === null || bottom === undefined || first === second ? phrase : `the ratio of ${first} to ${second} is ${Math.round(value * bottom)} : ${bottom}`;
    },
  );
}

/**
 * '1/3 of Pooja's part equal to 2/5 of Qasim's part', 'so that 3/4 of what the first one gets is
 * the same as 1/4 of what the second one gets': the shares are in the ratio of the other side's
 * fraction to this side's, 2/5 : 1/3, written as such a ratio so that the ratio readers take it.
 * Fractions in words ('half', 'two-thirds') as digits; only two shares, each named once.
 */
function partsOfEachEqual(text: string): string {
  const FRACTION = String.raw`(\d+\s*\/\s*\d+|half|(?:one|a|two|three|four|five|six|seven)[-\s](?:half|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?))`;
  const SIDE = String.raw`${FRACTION}\s+of\s+(?:what\s+)?(?:the\s+)?([a-z]+)(?:'s\s+(?:part|share|amount)|\s+one\s+gets|\s+gets|\s+receives)`;
  return text.replace(new RegExp(String.raw`\b(?:with|so\s+that|such\s+that|where)\s+${SIDE}\s+(?:is\s+)?(?:equal\s+to|=|equals|is\s+the\s+same\s+as|the\s+same\s+as)\s+${SIDE}`, 'g'), (phrase, left: string, first: string, right: string, second: string) => {
    const value = (written: string) => (/\d/.test(written) ? written.replace(/\s+/g, '') : fractionDigits(multiplierWord(written.replace(/-/g, ' ').replace(/^(one|a|two|three|four|five|six|seven) /, '$1-'))));
    const [l, r] = [value(left), value(right)];
    if (first === second || l === null || r === null) return phrase;
    return `so that the shares of ${first} and ${second} are in the ratio ${r} : ${l}`;
  });
}

/** A fraction as digits ('2/3'), for a value read from words; null when not a small fraction. */
function fractionDigits(value: number | null): string | null {
  if (value === null || !(value > 0)) return null;
  const bottom = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((size) => Math.abs(value * size - Math.round(value * size)) < 1e-9);
  return bottom === undefined ? null : `${Math.round(value * bottom)}/${bottom}`;
}

/**
 * A budget in a ratio: 'the spending of the family on rent, food and their children's education
 * is in the ratio 7 : 6 : 8; they spend ₹15,000 a month on food' reads as the spending of rent,
 * food and education in the ratio, and food is ₹15,000; 'groceries come to ₹6,900' as groceries is
 * ₹6,900. The heads of spending are then names like any other.
 */
function withSpending(text: string): string {
  return text
    // 'the girls outnumbering the boys by 42': there are 42 more girls than boys.
    .replace(/\b(?:the\s+)?([a-z]+)\s+(?:outnumber(?:s|ing|ed)?|out\s+number(?:s|ing|ed)?)\s+(?:the\s+)?([a-z]+)\s+by\s+(\d+)\b/g, 'there are $3 more $1 than $2')
    // 'rent : groceries : school fees = 4 : 3 : 2': a head of two words by its last word.
    .replace(/(:\s*)[a-z]+\s+([a-z]{3,})(?=\s*=\s*\d)/g, '$1$2')
    .replace(/\b(?:spending|expenditure|expenses|budget|expense)\b(?:\s+of\s+(?:the\s+)?[a-z]+(?:\s+family)?)?\s+on\s+([a-z]+)\s*,\s*([a-z]+)\s*,?\s+and\s+(?:(?:their|the|his|her)\s+)?(?:[a-z]+'s\s+)?([a-z]+)\s+(?:is|are|was|were)\s+in\s+the\s+ratio\b/g, 'spending of $1, $2 and $3 are in the ratio')
    .replace(/\b(?:they|he|she|we|the\s+family)\s+spends?\s+(₹\s?\d+(?:\.\d+)?)(?:\s+(?:a|per|each|every)\s+month)?\s+on\s+([a-z]+)\b/g, '$2 is $1')
    .replace(/\b([a-z]+)\s+(?:comes?|came|amounts?|amounted)\s+to\s+(₹\s?\d+(?:\.\d+)?)(?:\s+(?:a|per|each|every)\s+month)?/g, (whole, name: string, money: string) => (/^(?:it|this|that|total|sum|which|amount|share|bill)$/.test(name) ? whole : `${name} is ${money}`))
    .replace(/\bhow\s+much\s+do(?:es)?\s+(?:they|he|she|we|the\s+family)\s+spend\s+on\s+([a-z]+)/g, 'how much is $1');
}

/**
 * 'Shared among three sisters in proportion to their ages of 36, 20 and 32 years', 'three brothers
 * aged 18, 21 and 30 years ... divided in direct proportion to their ages': the values listed are
 * the ratio (36 : 20 : 32), and the eldest's share is the largest (the youngest's the smallest).
 */
function withProportionalTo(text: string): string {
  const LIST = String.raw`(\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?)*\s*,?\s+and\s+\d+(?:\.\d+)?)`;
  const ratioOf = (list: string) => [...list.matchAll(/\d+(?:\.\d+)?/g)].map((match) => match[0]).join(' : ');
  const eldest = (words: string) => words.replace(/\b(?:the\s+)?(?:eldest|oldest)\s+[a-z]+(?:'s)?(?:\s+share)?\b/g, 'the largest share').replace(/\b(?:the\s+)?youngest\s+[a-z]+(?:'s)?(?:\s+share)?\b/g, 'the smallest share');
  const stated = new RegExp(String.raw`\bin\s+(?:direct\s+)?proportion\s+to\s+their\s+(?:ages|weights|heights|marks|scores|salaries)\s+(?:of\s+)?${LIST}(?:\s+(?:years|kg|marks))?`).exec(text);
  if (stated) return eldest(`${text.slice(0, stated.index)}in the ratio ${ratioOf(stated[1]!)}${text.slice(stated.index + stated[0].length)}`);
  const named = namedMeasures(text);
  if (named !== text) return named;
  const aged = new RegExp(String.raw`\b(?:aged|of\s+ages)\s+${LIST}\s+years(?:\s+old)?`).exec(text);
  const byAge = /\bin\s+(?:direct\s+)?proportion\s+to\s+their\s+ages\b/.exec(text);
  if (!aged || !byAge || byAge.index < aged.index) return text;
  const without = `${text.slice(0, aged.index)}${text.slice(aged.index + aged[0].length)}`;
  return eldest(without.replace(/\bin\s+(?:direct\s+)?proportion\s+to\s+their\s+ages\b/, `in the ratio ${ratioOf(aged[1]!)}`));
}

/**
 * 'Split the rent of ₹3,360 in proportion to the number of days each stayed. Arjun stayed 8 days,
 * Lata 5 days and Nisha 3 days.': the measures named one by one, all in the same unit, are the
 * ratio, and the proportion phrase reads 'among arjun, lata and nisha in the ratio 8 : 5 : 3'. The
 * list sentence is taken out (its numbers are the ratio's). Unchanged unless the list names every
 * measure once, with one unit, after a 'proportion to' phrase.
 */
function namedMeasures(text: string): string {
  const phrase = /\b(?:in\s+(?:direct\s+)?proportion\s+to|proportional(?:ly)?\s+to|in\s+the\s+ratio\s+of|according\s+to)\s+(?:the\s+|their\s+)?(?:number\s+of\s+|amount\s+of\s+)?([a-z]+)(?:\s+(?:each\s+(?:of\s+them\s+)?)?[a-z]+){0,3}?(?=\s*[.,;]|\s+(?:and|so)\b)/.exec(text);
  if (!phrase) return text;
  const UNITS = String.raw`days?|hours?|nights?|months?|weeks?|kg|litres?|km|units?|hectares?|acres?|cows|cattle|animals|members|persons|people|students|machines|items`;
  const ENTRY = String.raw`\b(?!and\b)([a-z]+)\s+(?:[a-z]+\s+){0,3}?(\d+(?:\.\d+)?)\s+(${UNITS})`;
  const PLAIN = String.raw`\b(?!and\b)[a-z]+\s+(?:[a-z]+\s+){0,3}?\d+(?:\.\d+)?\s+(?:${UNITS})`;
  const list = new RegExp(String.raw`${PLAIN}(?:\s*,\s*${PLAIN})*\s*,?\s+and\s+${PLAIN}(?![a-z])`).exec(text.slice(phrase.index + phrase[0].length));
  if (!list) return text;
  const start = phrase.index + phrase[0].length + list.index;
  const entries = [...list[0].matchAll(new RegExp(ENTRY, 'g'))];
  const units = new Set(entries.map((entry) => entry[3]!.replace(/s$/, '')));
  const names = entries.map((entry) => entry[1]!);
  // The measure named by the phrase ('days') must be the unit of the list, and every name a person, once.
  const MEASURES: Readonly<Record<string, readonly string[]>> = { distance: ['km'], distances: ['km'], kilometres: ['km'], kilometers: ['km'], time: ['day', 'hour', 'month', 'week', 'night'], weight: ['kg'], weights: ['kg'], area: ['hectare', 'acre'], land: ['hectare', 'acre'] };
  const unit = [...units][0]!;
  if (units.size !== 1 || !(phrase[1]!.startsWith(unit) || MEASURES[phrase[1]!]?.includes(unit)) || new Set(names).size !== names.length || names.some((name) => NOT_SHARE_NAMES.test(name) || /^(?:and|for|with|only)$/.test(name))) return text;
  // Only one clause of the list: the sentence it stands in says nothing else.
  const sentenceStart = text.lastIndexOf('.', start) + 1;
  const sentenceEnd = text.indexOf('.', start + list[0].length);
  const end = sentenceEnd < 0 ? text.length : sentenceEnd + 1;
  if (text.slice(sentenceStart, start).trim() !== '' || text.slice(start + list[0].length, end).replace(/[.\s]/g, '') !== '') return text;
  const ratio = entries.map((entry) => entry[2]!).join(' : ');
  const shared = `among ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} in the ratio ${ratio}`;
  return `${text.slice(0, phrase.index)}${shared}${text.slice(phrase.index + phrase[0].length, sentenceStart)} ${text.slice(end)}`.replace(/\s+/g, ' ').trim();
}

/** Groups whose members are one or the other: the rest of the girls of a class are the boys. */
const COMPLEMENTS: Readonly<Record<string, string>> = { boys: 'girls', girls: 'boys', men: 'women', women: 'men', males: 'females', females: 'males' };

/**
 * '3 out of every 8 students are girls': the girls are 3 of every 8, so girls : boys = 3 : 5. Read
 * only for groups with one plain other part (boys and girls, men and women); the 8 is a given of
 * the answer though the ratio writes 5.
 */
function outOfEvery(text: string): { readonly text: string; readonly whole: number } | null {
  const match = /\b(\d+)\s+(?:out\s+)?of\s+every\s+(\d+)\s+(?:([a-z]+)\s+)?(?:in\s+(?:the|a|this)\s+[a-z]+\s+)?(?:are|were|is)\s+([a-z]+)\b/.exec(text);
  if (!match) return null;
  const part = Number(match[1]);
  const whole = Number(match[2]);
  const group = match[4]!;
  const other = COMPLEMENTS[group];
  if (!other || part <= 0 || part >= whole) return null;
  return { text: `${text.slice(0, match.index)}the ratio of ${group} to ${other} is ${part} : ${whole - part}${text.slice(match.index + match[0].length)}`, whole };
}

/** The one figure besides the ratio, and what it is. */
type Known =
  | { readonly kind: 'total'; readonly value: number; readonly figure: Figure }
  | { readonly kind: 'share'; readonly index: number; readonly value: number; readonly figure: Figure }
  | { readonly kind: 'difference'; readonly larger: number; readonly smaller: number; readonly value: number; readonly figure: Figure }
  /** Some of the shares together, not all: 'a and b together get ₹2,700', 'the sum of the shares of a and c is ₹900'. */
  | { readonly kind: 'sum'; readonly indices: readonly number[]; readonly value: number; readonly figure: Figure };

/** Things counted in whole numbers: their shares must come out whole. */
const COUNTED = /\b(?:boys|girls|men|women|students|children|people|persons|members|employees|workers|players|coins|balls|notes|animals|voters|teachers|candidates|males|females|adults|pupils|cows|goats|hens|books|pens|marbles|chocolates|toffees|apples|oranges|mangoes|trees|cars|bikes|officers|clerks|labourers|passengers|villagers|residents|girls|staff|soldiers|patients|doctors|nurses|visitors|spectators|tickets|shirts|bags|boxes|pencils|eggs|sheep|horses|fishes|birds|flowers|plants)\b/;

/** Words after which a figure is the whole: 'a class of 40', '₹7,500 is divided', 'a sum of ₹800'. */
const WHOLE_BEFORE = new RegExp(
  [
    String.raw`\b(?:class|group|batch|team|school|college|club|village|party|bag|box|basket|gathering|meeting|office|company|factory|firm|hostel|crowd|audience|committee|town|library|garden|farm|herd|jar|purse|mixture|solution|army|camp|hall|bus|train|fleet|flock|section)\s+(?:of|has|had|contains|contained|with|having|consisting of)\s+(?:a total of\s+|total\s+)?$`,
    // 'To make 2550 kg of concrete, cement, sand and gravel are mixed in the proportion 1 : 3 : 6'.
    String.raw`\bto\s+(?:make|prepare|produce)\s+(?:a\s+total\s+of\s+)?$`,
    String.raw`(?:divide|distribute|share|split|apportion)[a-z]*\s+(?:a\s+sum\s+of\s+|an\s+amount\s+of\s+|the\s+sum\s+of\s+|a\s+profit\s+of\s+|a\s+total\s+of\s+)?$`,
    // 'agreed to split the rent of ₹3,360', 'share a taxi fare of ₹840': a bill shared is the whole.
    String.raw`(?:divide|distribute|share|split|apportion)[a-z]*\s+(?:the|a|an|their)\s+(?:[a-z]+\s+){0,2}?(?:rent|bill|fare|cost|fees?|expenses?|charges?)\s+of\s+$`,
    String.raw`\b(?:a sum|an amount|a total|the sum|the amount|the total|a profit|the profit|profit|a prize|prize money|a bonus|bonus|an inheritance|property|an estate|a fund|a reward|savings)\s+of\s+$`,
    String.raw`${WHOLE_IS}\s+$`,
    String.raw`\btogether\s+(?:they\s+)?(?:have|had|get|got|are worth|were worth|make|made|earn|earned|number)\s+$`,
    String.raw`\b(?:a\s+)?total\s+of\s+$`,
    // 'its perimeter is 84 cm', 'a rope of length 84 m is cut': the whole of the sides or pieces.
    String.raw`\b(?:its\s+|the\s+)?perimeter\s+(?:is|was|=|of)\s+$|\b(?:rope|wire|rod|ribbon|pipe|plank|cloth|string|stick|road|pole|log|thread|cable|tape|bar|beam|line segment|segment)\s+of\s+(?:total\s+)?length\s+$`,
    String.raw`(?:^|[.;]\s*)out\s+of\s+(?:a\s+total\s+of\s+)?$`,
    String.raw`\b(?:there are|there were|has|have|had|contains?|contained|employs?|employed)\s+(?:a total of\s+|in all\s+|altogether\s+)?$`,
    String.raw`(?:^|[^a-z'])(?:the\s+|a\s+|their\s+)?(?:total\s+|annual\s+|net\s+)?(?:profit|prize|prize money|amount|money|sum|bonus|property|estate|inheritance|reward)\s+(?:earned\s+|made\s+|to be (?:shared|divided|distributed)\s+)?(?:is|was|=|amounts to|comes to|of)\s+$`,
    // A student's shorthand: '... in ratio 1/7 : 1/3 : 1/6, profit ₹1,53,900 ...'.
    String.raw`(?:^|[,;:]\s*)(?:total\s+|annual\s+|net\s+)?(?:profit|prize money|bonus)\s+₹?\s?$`,
  ].join('|'),
);

/** Words after a figure that make it the whole: '₹7,500 is divided', '40 students in all'. */
const WHOLE_AFTER = /^\s*(?:is|are|was|were|has been|have been|has to be|have to be|is to be|are to be|must be|should be|will be)?\s*(?:to be\s+)?(?:divided|distributed|shared|split|apportioned|given away)\b|^\s*(?:acres?|hectares?|bighas?|sq(?:uare)?\s+(?:m|metres?|feet))\s+of\s+(?:[a-z]+\s+){0,2}?[a-z]+\s*,?\s+(?:which\s+)?(?:is|are|was|were)\s+(?:to\s+be\s+)?(?:divided|distributed|shared|split)\b|^\s*(?:[a-z]+\s+)?(?:in all|altogether|in total)\b|^\s*(?:m|cm|km|metres?|meters?|centimetres?|centimeters?)\s+long\b(?=[^.?]*\b(?:cut|divided|split)\b)|^\s*(?:kg|kilograms?|g|grams?|litres?|liters?|l|ml)?\s*of\s+(?:the|this|that|such\s+an?)\s+(?:alloy|mixture|solution|compound|blend)\b/;

/** The larger and smaller of a pair, from the ratio: 'their difference' needs no word for which is larger. */
function ordered(ratio: readonly number[], first: number, second: number): { larger: number; smaller: number } | null {
  if (ratio[first] === ratio[second]) return null;
  return ratio[first]! > ratio[second]! ? { larger: first, smaller: second } : { larger: second, smaller: first };
}

/**
 * What the one figure is: a difference ('₹600 more than b', 'differ by 12'), one share ('b's
 * share is ₹500', '420 boys'), or the whole ('a class of 40', '₹7,500 is divided'). Null when its
 * words do not say.
 */
function roleOf(text: string, figure: Figure, names: readonly string[], ratio: readonly number[]): Known | null {
  const before = text.slice(Math.max(0, figure.index - 70), figure.index);
  const after = text.slice(figure.end, figure.end + 60);
  const clauseBefore = before.split(/[.;?]|\b(?:if|and|while|but)\b/).pop() ?? before;
  // 'the sum of their squares is 400', 'twice the first and the second make 88': not the plain shares.
  const sentence = before.split(/[.;?]/).pop() ?? before;
  if (/\b(?:twice|thrice|double|half|squares?|squared|cubes?|products?|reciprocals?|times|percent)\b|\d\s*%/.test(sentence)) return null;
  const namesIn = (words: string) => names.flatMap((name, index) => [...words.matchAll(new RegExp(nameWord(name), 'g'))].map((match) => ({ index, at: match.index })));
  if (QUALIFIED.test(before)) return null;
  // '₹2,700 is the combined share of a and b': the names come after the figure; not read.
  if (/^\s*(?:is|was|are|were)?\s*(?:the\s+)?(?:combined|joint|total)\s+(?:share|amount|part)s?\s+of\b/.test(after)) return null;
  // 'a and b together get ₹2,700', 'the sum of the shares of a and c is ₹900': some of the shares together.
  const local = sentence.split(/\b(?:ratio|proportion)\b[\s\d.:/]*|\bif\b|\bsuch that\b|\bso that\b|\bwhile\b/).pop() ?? sentence;
  if (/\b(?:together|combined|jointly)\b|\b(?:sum|total)\s+of\s+(?:the\s+)?(?:shares|parts|amounts|numbers)\s+of\b/.test(local)) {
    const named = namedIn(local, names);
    // 'a and b together get ₹500 more than c': a comparison, not the sum itself.
    if (named.length === 1 || /^\s*(?:more|less|fewer)\b/.test(after)) return null;
    if (named.length >= 2 && named.length < names.length) return { kind: 'sum', indices: named, value: figure.value, figure };
    // 'The second and third friends together receive ₹24,000': unnamed shares by their places.
    const places = names.length === 0 ? [...local.matchAll(/\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\b/g)].map((match) => (/^\d/.test(match[1]!) ? Number(match[1]![0]) - 1 : ORDINALS.indexOf(match[1] as (typeof ORDINALS)[number]))) : [];
    if (places.length >= 2 && new Set(places).size === places.length && places.length < ratio.length && places.every((place) => place < ratio.length) && !/^\s*(?:more|less|fewer)\b/.test(after)) return { kind: 'sum', indices: places, value: figure.value, figure };
  }

  // 'the 3rd one gets ₹18,550 more than the 1st': two unnamed shares by their places.
  const ORDINAL = String.raw`(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)`;
  const placed = names.length === 0 ? new RegExp(String.raw`\b${ORDINAL}\s+(?:[a-z]+\s+)?(?:gets?|got|receives?|received|has|had)\s+₹?\s?$`).exec(clauseBefore) : null;
  const placedOther = placed ? new RegExp(String.raw`^\s*(more|less)\s+than\s+the\s+${ORDINAL}\b(?!\s*(?:and|,|together))`).exec(after) : null;
  if (placed && placedOther) {
    const place = (word: string) => (/^\d/.test(word) ? Number(word[0]) - 1 : ORDINALS.indexOf(word as (typeof ORDINALS)[number]));
    const [subject, object] = [place(placed[1]!), place(placedOther[2]!)];
    const [larger, smaller] = placedOther[1] === 'more' ? [subject, object] : [object, subject];
    if (subject === object || larger >= ratio.length || smaller >= ratio.length || !(ratio[larger]! > ratio[smaller]!)) return null;
    return { kind: 'difference', larger, smaller, value: figure.value, figure };
  }
  // 'one of them gets ₹840 more than the other': the larger share less the smaller.
  if (/\bone\s+of\s+them\s+(?:gets?|got|receives?|received|has|had|earns?)\s+₹?\s?$/.test(clauseBefore) && /^\s*(?:more|less)\s+than\s+the\s+other\b/.test(after) && ratio.length === 2) {
    const pair = ordered(ratio, 0, 1);
    return pair ? { kind: 'difference', ...pair, value: figure.value, figure } : null;
  }
  // 'the winner got 1,200 more votes than the loser', 'the larger share is ₹300 more than the smaller': two shares by their roles.
  const roles = ratio.length === 2 && /\b(?:winner|winning candidate|successful candidate|larger|greater|bigger|elder|older)\b(?:\s+[a-z]+)?\s+(?:gets?|got|received|receives|secured|secures|polled|has|had|is|was|won by)\s+(?:by\s+)?$/.test(clauseBefore);
  // 'the winner won by 600 votes', 'won by a margin of 600 votes': the gap between two candidates.
  const margin = ratio.length === 2 && /\bvotes?\b|\belection\b|\bcandidates?\b/.test(text) && /\b(?:won|wins|win|lost|loses|lose)\s+(?:the\s+election\s+)?by\s+(?:a\s+margin\s+of\s+)?$|\bmargin\s+(?:of|was|is)\s+$/.test(clauseBefore);
  if (margin || (roles && /^\s*(?:[a-z]+\s+)?more\s+(?:[a-z]+\s+)?than\s+(?:the\s+)?(?:loser|losing candidate|defeated candidate|unsuccessful candidate|other|smaller|lesser|younger)\b/.test(after))) {
    const pair = ordered(ratio, 0, 1);
    return pair ? { kind: 'difference', ...pair, value: figure.value, figure } : null;
  }
  // 'a gets ₹600 more than b', 'there are 12 more boys than girls', 'b gets ₹300 less than a'.
  // '24 more red roses than white roses': the thing counted may follow the name.
  const comparison = /^\s*(?:([a-z]+)\s+)?(more|less|fewer)\s+(?:([a-z]+)\s+)?(?:[a-z]+\s+)?than\s+(?:that of\s+|the\s+)?([a-z]+)/.exec(after);
  if (comparison) {
    const nameAt = (word: string | undefined) => (word === undefined ? -1 : names.findIndex((name) => new RegExp(`^${nameWord(name)}$`).test(word)));
    const object = nameAt(comparison[4]);
    const subjects = namesIn(clauseBefore);
    const subject = nameAt(comparison[3]) >= 0 ? nameAt(comparison[3]) : nameAt(comparison[1]) >= 0 ? nameAt(comparison[1]) : subjects.length > 0 ? subjects[subjects.length - 1]!.index : -1;
    if (object < 0 || subject < 0 || object === subject) return null;
    // 'more than b and c together', 'more than twice b's share': not a difference of two shares.
    const rest = after.slice(comparison.index + comparison[0].length);
    if (/^(?:'s)?\s*(?:share\s+)?(?:and|,|together|combined|put together|taken together)\b/.test(rest) || /\bthan\s+(?:twice|thrice|double|half|\d)/.test(comparison[0])) return null;
    const larger = comparison[2] === 'more' ? subject : object;
    const smaller = larger === subject ? object : subject;
    if (!(ratio[larger]! > ratio[smaller]!)) return null;
    return { kind: 'difference', larger, smaller, value: figure.value, figure };
  }
  // 'the larger exceeds the smaller by 15', 'the greater is more than the smaller by 15': two numbers by their sizes.
  if (names.length === 0 && ratio.length === 2 && /\b(?:the\s+)?(?:larger|greater|bigger)(?:\s+(?:number|one|part|share))?\s+(?:exceeds|is more than|is greater than)\s+(?:the\s+)?(?:smaller|lesser)(?:\s+(?:number|one|part|share))?\s+by\s+₹?\s?$/.test(clauseBefore)) {
    const pair = ordered(ratio, 0, 1);
    return pair ? { kind: 'difference', ...pair, value: figure.value, figure } : null;
  }
  // 'boys outnumber girls by 12', 'a's share exceeds b's by ₹600'.
  const exceeds = /(?:outnumbers?|exceeds?|is more than|are more than|is greater than)\s+(?:that of\s+|the\s+)?([a-z]+)(?:'s)?(?:\s+[a-z]+)?\s+by\s+₹?\s?$/.exec(clauseBefore);
  if (exceeds) {
    const object = names.findIndex((name) => new RegExp(`^${nameWord(name)}$`).test(exceeds[1]!));
    const subjects = namesIn(clauseBefore.slice(0, exceeds.index));
    const subject = subjects.length > 0 ? subjects[subjects.length - 1]!.index : -1;
    if (object < 0 || subject < 0 || object === subject || !(ratio[subject]! > ratio[object]!)) return null;
    return { kind: 'difference', larger: subject, smaller: object, value: figure.value, figure };
  }
  // 'the difference between their shares is ₹900', 'a's and b's shares differ by ₹900'.
  const difference = /\bdiffer(?:ence|s)?\b([^.?]{0,70}?)\s(?:is|was|of|=|by|comes to|amounts to)\s+₹?\s?$/.exec(clauseBefore) ?? /\bdiffer(?:ence|s)?\b([^.?]{0,70}?)\s(?:is|was|of|=|by|comes to|amounts to)\s+₹?\s?$/.exec(before);
  if (difference) {
    const phrase = difference[1]!;
    if (/squares?|cubes?|twice|thrice|double|half|times|reciprocal|product|digit/.test(phrase)) return null;
    if (/\b(?:largest|greatest|biggest|highest)\b/.test(phrase) && /\b(?:smallest|least|lowest)\b/.test(phrase)) {
      const larger = ratio.indexOf(Math.max(...ratio));
      const smaller = ratio.indexOf(Math.min(...ratio));
      if (ratio.filter((term) => term === ratio[larger]).length > 1 || ratio.filter((term) => term === ratio[smaller]).length > 1) return null;
      return { kind: 'difference', larger, smaller, value: figure.value, figure };
    }
    const named = [...new Set(namesIn(phrase).map((entry) => entry.index))];
    const pair = named.length === 2 ? ordered(ratio, named[0]!, named[1]!) : named.length === 0 && ratio.length === 2 ? ordered(ratio, 0, 1) : null;
    return pair ? { kind: 'difference', ...pair, value: figure.value, figure } : null;
  }

  // 'the larger number is 96', 'the first part is 20', 'the smallest share is ₹400': a share by its place or size.
  // 'the smaller is 84': a size word alone after 'the' names a share too.
  const bySize = /\b(?:the\s+)?(larger|largest|greater|greatest|bigger|biggest|smaller|smallest|lesser|least|first|second|third|fourth)\s+(?:number|part|share|one|integer|quantity)\s+(?:is|was|=|comes to)\s+₹?\s?$/.exec(clauseBefore) ?? /\bthe\s+(larger|largest|greater|greatest|bigger|biggest|smaller|smallest|lesser|least)\s+(?:is|was|=)\s+₹?\s?$/.exec(clauseBefore);
  if (bySize) {
    const word = bySize[1]!;
    const large = /larg|great|big/.test(word);
    const small = /small|less|least/.test(word);
    const position = large ? ratio.indexOf(Math.max(...ratio)) : small ? ratio.indexOf(Math.min(...ratio)) : ORDINALS.indexOf(word as (typeof ORDINALS)[number]);
    const term = ratio[position];
    if (term === undefined || ((large || small) && ratio.filter((value) => value === term).length > 1) || ((/larger|greater|bigger|smaller|lesser/.test(word)) && ratio.length !== 2)) return null;
    return { kind: 'share', index: position, value: figure.value, figure };
  }
  // 'b's share is ₹500', 'ravi received ₹8,600', 'the number of girls is 24', 'there are 420 boys'.
  for (const [index, name] of names.entries()) {
    const word = nameWord(name);
    const direct = new RegExp(String.raw`${word}\s*(?:share|part|portion|salary|income|savings|number|count|profit|money|amount|strength|population)?(?:\s+(?:of|in)\s+the\s+(?:total\s+|annual\s+)?(?:profit|gain|prize|bonus|amount|money|sum))?\s*(?:is|are|was|were|=|gets?|got|receives?|received|earns?|earned|has|had|numbers?|numbered|comes to|amounts to|will get|would get|gets a share of)\s+(?:a\s+share\s+of\s+|an?\s+amount\s+of\s+|only\s+)?₹?\s?$`).test(clauseBefore);
    const shareOf = new RegExp(String.raw`(?:share|part|portion|number|salary|income|count|strength)\s+of\s+(?:the\s+)?${word}\s+(?:is|was|are|were|=|comes to|amounts to)\s+₹?\s?$`).test(clauseBefore);
    // '420 boys', '10 litres of water': the count or the quantity of one name.
    const counted = (new RegExp(String.raw`^\s*${word}(?!\s+(?:and|to|than|more|less|fewer))`).test(after) && !/^\s*[a-z]+\s+(?:more|less|fewer)\b/.test(after)) || new RegExp(String.raw`^\s*(?:litres?|liters?|l|ml|kg|kilograms?|g|grams?|m|cm|metres?|meters?)\s+of\s+${word}(?!\s+(?:and|to|than|more|less|fewer))`).test(after);
    if (direct || shareOf || counted) return { kind: 'share', index, value: figure.value, figure };
  }

  // A figure compared with something ('24 more ... than') is never the whole.
  if (/^\s*(?:[a-z]+\s+){0,3}?(?:more|less|fewer)\b/.test(after)) return null;
  // The whole.
  const countedAfter = /^\s*([a-z]+)/.exec(after)?.[1];
  const countsWhole = countedAfter !== undefined && COUNTED.test(countedAfter) && !names.some((name) => new RegExp(`^${nameWord(name)}$`).test(countedAfter));
  // 'a father leaves ₹9,000 to his children', 'gives ₹600 to be shared among'.
  const bequest = /\b(?:leaves|left|bequeaths?|bequeathed|wills|willed|gives|gave|donates|donated|distributes|distributed)\s+(?:behind\s+)?₹?\s?$/.test(before) && /^\s*(?:to|for|among|between|amongst)\b/.test(after);
  if (WHOLE_BEFORE.test(before) || WHOLE_AFTER.test(after) || countsWhole || bequest) return { kind: 'total', value: figure.value, figure };
  return null;
}

/**
 * The names a stretch of words mentions, in the ratio's order. A lone 'a' counts only where it
 * stands as a name ('a and b', 'a's', 'of a and'), never as the article ('a sum', 'a share').
 */
function namedIn(words: string, names: readonly string[]): number[] {
  return names.flatMap((name, index) => {
    const pattern = name === 'a' ? /(?<![a-z])a(?:'s|')(?![a-z])|(?<![a-z'])a(?=\s*(?:,|\band\b|\btogether\b|\bcombined\b|[.?]|$))/ : new RegExp(nameWord(name));
    return pattern.test(words) ? [index] : [];
  });
}

/** 'the number of girls', 'B's share', 'the first number', 'the share of the second sister'. */
interface Labels {
  readonly of: (index: number) => string;
  readonly names: readonly string[];
}

function labelsFor(names: readonly string[] | null, group: string | null, text: string): Labels {
  if (names) {
    const crowd = (name: string) => (/s$/.test(name) && name.length > 2) || /^(?:men|women|children|people|staff)$/.test(name);
    const nameOf = (name: string) => (name.length === 1 ? name.toUpperCase() : shown(name));
    return { names, of: (index) => (crowd(names[index]!) ? `the number of ${names[index]!}` : `${nameOf(names[index]!)}'s share`) };
  }
  // 'the sides of a triangle', 'cut into two pieces': the longest side, the shorter piece.
  const piece = group ?? (/\bparts?\b/.test(text) ? 'part' : /\bsides\b/.test(text) ? 'side' : /\bpieces\b/.test(text) ? 'piece' : /\b(?:ppl|persons|people)\b/.test(text) ? 'person' : 'number');
  const thing = /^(?:number|part|integer|quantity|share|side|piece)$/.test(piece);
  return { names: [], of: (index) => (thing ? `the ${ORDINALS[index]!} ${piece}` : `the share of the ${ORDINALS[index]!} ${piece}`) };
}

const cap = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

interface Target {
  readonly value: number;
  readonly label: string;
  readonly bullets: string[];
  readonly mistakes: { value: number; why: string }[];
  /** Several values ('the shares'): value is then NaN. */
  readonly all?: boolean;
}

/**
 * A part of the whole given away or kept before the split, which the ratio then shares only the
 * rest of: 'the remainder', 'the rest', 'the balance', 'what is left', 'after paying ₹500', 'the
 * wife gets half of it'. A split of the whole would ignore it, so the plain reader declines.
 */
export function takenBeforeSplit(before: string): boolean {
  return (
    /\b(?:remainder|rest|remaining|balance|left\s*over|what\s+is\s+left|after\s+(?:giving|paying|keeping|donating|spending|deducting|setting\s+aside|taking\s+out|taking\s+away|removing))\b/.test(before) ||
    new RegExp(String.raw`\b${PART_OF}\s+of\s+(?:(?:the|this|that|his|her|their)\s+)?(?:amount|sum|money|property|estate|it|total|whole|wealth|prize|savings|profit)\b`).test(before)
  );
}

/** The shares of the one ratio in the text from the one other figure it writes. */
function sharesInRatio(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 1) return null;
  const ratio = ratios[0]!;
  const terms = ratio.terms;
  if (terms.length < 2 || terms.length > 5) return null;
  // 'the 1st person's share': an ordinal in digits, read as the word; its digit is one of the question's numbers.
  const ordinalDigits = [...text.matchAll(/\b([1-5])(?:st|nd|rd|th)\b/g)].map((match) => Number(match[1]));
  // "the 2nd winner's share": the share of the second.
  let asked = blankTail(withSubject(text, askedPart(text)))
    .replace(/\b([1-5])(?:st|nd|rd|th)\b/g, (_, digit: string) => ORDINALS[Number(digit) - 1]!)
    .replace(/\b(first|second|third|fourth|fifth)\s+[a-z]+'s\s+share\b/g, '$1 share')
    // 'the share of the second winner', 'how much does the third son get': the share of that one.
    .replace(/\bshare\s+of\s+the\s+(first|second|third|fourth|fifth)\s+(?![a-z]+est\b)[a-z]+\b/g, '$1 share')
    .replace(/\bhow\s+much\s+(?:does|did|will|would)\s+the\s+(first|second|third|fourth|fifth)\s+(?![a-z]+est\b)[a-z]+\s+(?:get|receive)\b/g, 'what is the $1 share');
  // "The younger brother's share is what per cent of the total?": the share named before the question word.
  const percentSubject = /\b((?:the\s+)?[a-z]+(?:\s+[a-z]+)?'s\s+share)\s+is\s+what\s+(?:per\s*cent|percent(?:age)?|%)/.exec(text);
  if (percentSubject && !asked.includes(percentSubject[1]!)) asked = `${percentSubject[1]} is ${asked}`;
  // 'The second largest share', 'the second richest': a rank by size, not the second term; not read.
  if (/\b(?:first|second|third|fourth|fifth)\s+(?:[a-z]+est|most|least|biggest)\b/.test(asked)) return null;
  // A ratio that changes, or ages at two times, is another kind's question.
  if (/\b(?:added|adding|add|removed|mixed|replaced|taken out|withdrawn|withdraws|joins?|joined|leaves?|left|new ratio|becomes?|became|ratio (?:will|would) be|after|ago|hence|later|earlier|increased|decreased|instead)\b/.test(`${text.slice(ratio.end)} ${asked}`)) return null;
  // 'then a gives half of his share to c', 'b spends ₹200 of it': money moved after the division changes the shares.
  // ('How much should Lata pay?' only asks for a share.)
  if (/\b(?:gives?|gave|transfers?|transferred|donates?|donated|spends?|spent|lends?|lent|hands? over|handed over|pays?|paid|loses|lost)\b/.test(text.slice(ratio.end).replace(/\bhow\s+much\s+(?:should|does|did|will|would|must|has|have)\s+(?:the\s+)?[a-z]+\s+(?:have\s+to\s+|to\s+)?pay\s*\??\s*$/, ' '))) return null;
  // Ages, money held for some months, and incomes with expenditures are read by their own solvers.
  if (/\bages?\b|\byears? old\b|\bmonths?\b|\bexpenditures?\b|\bexpenses\b/.test(text)) return null;
  // 'the wife gets one-fifth, and the remainder is divided 3 : 2': a part taken before the split leaves less to share.
  if (takenBeforeSplit(text.slice(0, ratio.index))) return null;
  // 'men:women = 8:11': names joined by a colon before the ratio.
  const colonNames = /\b([a-z]{2,})\s*:\s*([a-z]{2,})(?:\s*:\s*([a-z]{2,}))?\s*(?:=|is|are)\s*$/.exec(text.slice(0, ratio.index));
  // "rahul's and mohit's incomes are in the ratio 4 : 5".
  const owners = colonNames ? null : /\b([a-z]+)'s\s*,?\s+(?:([a-z]+)'s\s*,?\s+)?and\s+([a-z]+)'s\s+[a-z]+\s+(?:are|were)\s+in\s+(?:the\s+)?(?:ratio|proportion)\s+(?:of\s+)?$/.exec(text.slice(0, ratio.index));
  const colonList = colonNames ? [colonNames[1]!, colonNames[2]!, colonNames[3]].filter((name): name is string => name !== undefined) : owners ? [owners[1]!, owners[2], owners[3]!].filter((name): name is string => name !== undefined) : null;
  const names = namesOfRatio(text, ratio) ?? namesAfter(text, ratio) ?? (colonList && colonList.length === terms.length && listNames(colonList.join(', ')) ? colonList : null);
  // 'Shared among A, B and C in the ratio 2 : 3': three people and two terms leave a share unsaid.
  const among = /\b(?:among|amongst|between)\s+(?:the\s+)?([a-z]+(?:\s*,\s*[a-z]+)*\s*,?\s+and\s+[a-z]+)\b/.exec(text.slice(0, ratio.index));
  const amongNames = among ? listNames(among[1]!) : null;
  if (amongNames && amongNames.length !== terms.length) return null;
  const group = names ? null : unnamedGroup(text, terms.length);
  // 'among 3 kids', 'between 2 friends': a count of the people equal to the number of terms is not a figure.
  const counts = [...text.matchAll(/\b(\d)\s+(?:ppl|kids|children|friends|sisters|brothers|sons|daughters|persons|people|partners|men|women|boys|girls|students|workers|employees|heirs|winners|players|parts|numbers)\b/g)].filter((match) => Number(match[1]) === terms.length && match.index! >= 0);
  const figures = figuresIn(blanked(text, [[ratio.index, ratio.end], ...counts.map((match) => [match.index!, match.index! + match[1]!.length] as const)]).replace(/\b[1-5](?=(?:st|nd|rd|th)\b)/g, ' '));
  // 'The angles of a triangle are in the ratio 2 : 3 : 4': the whole is 180°, though not written.
  const angles = /\bangles\s+of\s+(?:a|the)\s+(triangle|quadrilateral)\b/.exec(text);
  if (angles && figures.length === 0) return anglesInRatio(text, asked, ratio, angles[1] === 'triangle' ? 180 : 360);
  if (figures.length !== 1) return null;
  const known = roleOf(text, figures[0]!, names ?? [], terms);
  if (!known) return null;
  if (!names && known.kind === 'share' && !/\b(?:larger|largest|greater|greatest|bigger|biggest|smaller|smallest|lesser|least|first|second|third|fourth)\s+(?:number|part|share|one|integer|quantity)\b|\bthe\s+(?:larger|largest|greater|greatest|bigger|biggest|smaller|smallest|lesser|least)\s+(?:is|was|=)\s/.test(text)) return null;
  const answer = answerFor(text, names && asksForEveryKind(text, asked, names) ? `${asked} in all` : asked, ratio, labelsFor(names, group, text), known);
  return answer && counts.length + ordinalDigits.length > 0 ? { ...answer, givens: [...answer.givens, ...counts.map((match) => Number(match[1])), ...ordinalDigits] } : answer;
}

/**
 * 'The ratio of blue pens to red pens is 7 : 2 ... how many pens are in the box?': the thing every
 * named kind is ('blue pens', 'red pens'), asked with no kind named, is all of them. Not when the
 * text writes other things of that kind besides ('some black pens', 'the other pens').
 */
function asksForEveryKind(text: string, asked: string, names: readonly string[]): boolean {
  const thing = /^how\s+many\s+([a-z]+)\b/.exec(asked)?.[1];
  if (!thing || names.length < 2 || names.includes(thing) || names.some((name) => new RegExp(nameWord(name)).test(asked))) return false;
  const kinds = names.filter((name) => new RegExp(String.raw`(?<![a-z])${name}\s+${thing}\b`).test(text));
  // Any other word naming a kind of the thing ('black pens', 'other pens') but the plain ones ('the pens', 'how many pens').
  const others = [...text.matchAll(new RegExp(String.raw`([a-z]+)\s+${thing}\b`, 'g'))].some((match) => !names.includes(match[1]!) && !/^(?:many|the|all|of|these|those|total|number|more|fewer|less|its|their|his|her|in|are|were|has|have|had|with)$/.test(match[1]!));
  return kinds.length > 0 && !others;
}

/**
 * An ask with no question word, as a blank to fill ('if men are 160 and men : women = 8 : 11,
 * total women = ?'): the words after the last comma are what is asked.
 */
function blankTail(asked: string): string {
  if (/\b(?:find|what|how|which|calculate|compute|determine|who|whose)\b/.test(asked)) return asked;
  const tail = /,\s*(?:then\s+)?([a-z][^,]{2,60}?)\s*(?:=|is|was|will be)?\s*\??\s*$/.exec(asked);
  return tail ? tail[1]! : asked;
}

/**
 * 'In the ratio 3.5 : 2.5 : 1.5, ₹1,21,500 has to be split among P, Q and R (in that order)': the
 * names written after the ratio, in the same sentence, when none are written before it.
 */
function namesAfter(text: string, ratio: WrittenRatio): string[] | null {
  const sentence = /^[^.?;]*/.exec(text.slice(ratio.end))![0];
  const among = /\b(?:among|amongst|between)\s+(?:the\s+)?([a-z]+(?:\s*,\s*[a-z]+)*(?:\s*,?\s+and\s+[a-z]+))\b/.exec(sentence);
  const names = among ? listNames(among[1]!) : null;
  return names && names.length === ratio.terms.length ? names : null;
}

/**
 * The asked clause with the person written just before its question word: 'then chitra gets how
 * much more than asha' is about chitra, though the question words start at 'how'.
 */
function withSubject(text: string, asked: string): string {
  const at = text.lastIndexOf(asked);
  if (at <= 0 || !/^how\s+(?:much|many)\b/.test(asked)) return asked;
  const subject = /(?:^|[,;]\s*|\bthen\s+|\.\s+)([a-z]+(?:'s\s+share)?\s+(?:gets?|receives?|got|received|earns?|will get|would get))\s+$/.exec(text.slice(Math.max(0, at - 40), at));
  return subject ? `${subject[1]} ${asked}` : asked;
}

function answerFor(text: string, asked: string, ratio: WrittenRatio, labels: Labels, written: Known): QuantAnswer | null {
  const terms = ratio.terms;
  const sum = terms.reduce((acc, term) => acc + term, 0);
  const after = text.slice(written.figure.end, written.figure.end + 20);
  const read: string[] = [];
  let unit: QuantUnit = written.figure.rupees ? 'rupees' : /^\s*(?:litres?|liters?|l)\b/.test(after) ? 'litres' : /^\s*(?:kg|kilograms?)\b/.test(after) ? 'kg' : /^\s*(?:cm|centimetres?|centimeters?)\b/.test(after) ? 'cm' : /^\s*(?:m|metres?|meters?)\b/.test(after) ? 'm' : /^\s*(?:km|kilometres?|kilometers?)\b/.test(after) ? 'km' : 'number';
  // 'a rope of 8.5 metres ... the length, in centimetres': the metres written as centimetres first.
  const inCentimetres = unit === 'm' && /\bin\s+(?:centimetres?|centimeters?|cms?)\b/.test(text);
  const known: Known = inCentimetres ? { ...written, value: round2(written.value * 100) } : written;
  if (inCentimetres) {
    unit = 'cm';
    read.push(`${num(written.value)} m = ${num(known.value)} cm, as the length is asked in centimetres.`);
  }
  const value = (amount: number) => formatValue(amount, unit);
  const label = labels.of;

  read.unshift(
    ratio.fractional
      ? `The ratio ${ratio.raw.map(fractionText).join(' : ')}: multiply every term by the common denominator to get whole numbers, ${terms.join(' : ')}.`
      : `Ratio ${labels.names.length > 0 ? `${labels.names.map((name) => (name.length === 1 ? name.toUpperCase() : shown(name))).join(' : ')} = ` : ''}${terms.join(' : ')}.`,
  );
  const steps: SolutionStep[] = [{ title: 'Read the data', bullets: read }];
  let part: number;
  if (known.kind === 'total') {
    part = known.value / sum;
    read.push(`The whole is ${value(known.value)}.`);
    steps.push({ title: 'One part', bullets: [`${terms.join(' + ')} = ${parts(sum)} make ${value(known.value)}, so one part = ${num(known.value)} ÷ ${num(sum)} = ${num(part)}.`] });
  } else if (known.kind === 'share') {
    part = known.value / terms[known.index]!;
    read.push(`${cap(label(known.index))} is ${value(known.value)}.`);
    steps.push({ title: 'One part', bullets: [`${cap(label(known.index))} is ${parts(terms[known.index]!)} = ${value(known.value)}, so one part = ${num(known.value)} ÷ ${num(terms[known.index]!)} = ${num(part)}.`] });
  } else if (known.kind === 'sum') {
    const within = known.indices.reduce((acc, index) => acc + terms[index]!, 0);
    part = known.value / within;
    read.push(`${cap(known.indices.map(label).join(' and '))} together are ${value(known.value)}.`);
    steps.push({ title: 'One part', bullets: [`${cap(known.indices.map(label).join(' + '))} = ${known.indices.map((index) => num(terms[index]!)).join(' + ')} = ${parts(within)} = ${value(known.value)}, so one part = ${num(known.value)} ÷ ${num(within)} = ${num(part)}.`] });
  } else {
    const gap = terms[known.larger]! - terms[known.smaller]!;
    part = known.value / gap;
    read.push(`${cap(label(known.larger))} is ${value(known.value)} more than ${label(known.smaller)}.`);
    steps.push({ title: 'One part', bullets: [`The difference is ${num(terms[known.larger]!)} − ${num(terms[known.smaller]!)} = ${parts(gap)} = ${value(known.value)}, so one part = ${num(known.value)} ÷ ${num(gap)} = ${num(part)}.`] });
  }
  const shares = terms.map((term) => term * part);
  // A count of people or things split into fractions means the question was misread.
  if (unit === 'number' && COUNTED.test(text) && shares.some((share) => Math.abs(share - Math.round(share)) > 1e-9)) return null;

  const target = targetOf(asked, terms, shares, part, known, labels, value);
  if (!target) return null;
  const total = shares.reduce((acc, share) => acc + share, 0);
  const stated = known.kind === 'total' ? total : known.kind === 'share' ? shares[known.index]! : known.kind === 'sum' ? known.indices.reduce((acc, index) => acc + shares[index]!, 0) : shares[known.larger]! - shares[known.smaller]!;
  const check = checkStep(
    [
      `The ${unit === 'rupees' ? 'shares' : 'parts'} ${shares.map((share) => value(share)).join(', ')}: each ÷ its term of the ratio is ${num(part)}, so they are in the ratio ${terms.join(' : ')}.`,
      known.kind === 'total' ? `They add up to ${value(total)}, the whole.` : known.kind === 'share' ? `${cap(label(known.index))} is ${value(shares[known.index]!)}, as stated.` : known.kind === 'sum' ? `${cap(known.indices.map(label).join(' + '))} = ${value(stated)}, as stated.` : `${cap(label(known.larger))} − ${label(known.smaller)} = ${value(stated)}, as stated.`,
    ],
    [[stated, known.value], ...shares.map((share, index) => [share / terms[index]!, part] as const), ...(ratio.fractional ? ratio.raw.map((term, index) => [shares[index]! / term, shares[0]! / ratio.raw[0]!] as const) : [])],
  );
  if (!check) return null;
  // 'What percentage of the amount does the younger son get?': one share as a percentage of the whole.
  const percentOfWhole = /\b(?:what|which)\s+(?:percent(?:age)?|per\s*cent|%)\s+(?:part\s+)?of\s+(?:the\s+)?(?:total\s+|whole\s+)?(?:amount|total|whole|sum|money|profit|prize|property|estate|inheritance|savings|students|class|group)\b|\bis\s+what\s+(?:percent(?:age)?|per\s*cent|%)\s+of\s+(?:the\s+)?(?:total|whole|amount|sum)\b/.test(asked);
  if (percentOfWhole) {
    const one = shares.findIndex((share) => Math.abs(share - target.value) < 1e-9);
    if (target.all || one < 0 || !/share|number of/.test(target.label.toLowerCase()) || /together|difference|total/i.test(target.label)) return null;
    const percent = (terms[one]! / sum) * 100;
    return {
      kind: 'ratio-share',
      values: [round2(percent)],
      unit: 'percent',
      label: `${target.label} as a percentage of the whole`,
      steps: [...steps, { title: 'What is asked', bullets: [...target.bullets, `As a part of the whole: ${num(terms[one]!)} of ${num(sum)} parts = ${num(terms[one]!)} ÷ ${num(sum)} × 100 = ${num(round2(percent))}%.`] }, check],
      mistakes: [{ value: round2((terms[one]! / (sum - terms[one]!)) * 100), why: 'this compares the share with the other shares, not with the whole' }],
      givens: [written.value, ...ratio.written],
    };
  }
  return {
    kind: 'ratio-share',
    values: target.all ? shares.map(round2) : [round2(target.value)],
    unit,
    label: target.label,
    steps: [...steps, { title: 'What is asked', bullets: target.bullets }, check],
    mistakes: target.mistakes,
    givens: [written.value, ...ratio.written],
  };
}

/** A term as a student writes it: 1/6 as '1/6', 2.5 as '5/2', 3 as '3'. */
function fractionText(term: number): string {
  for (let bottom = 1; bottom <= 100; bottom += 1) {
    const top = term * bottom;
    if (Math.abs(top - Math.round(top)) < 1e-9) return bottom === 1 ? num(top) : `${Math.round(top)}/${bottom}`;
  }
  return num(term);
}

/** The value the asked clause wants, from the shares. */
function targetOf(asked: string, terms: readonly number[], shares: readonly number[], part: number, known: Known, labels: Labels, value: (amount: number) => string): Target | null {
  const label = labels.of;
  const sum = terms.reduce((acc, term) => acc + term, 0);
  const others = (index: number) => shares.flatMap((share, position) => (position === index ? [] : [{ value: round2(share), why: `this is ${label(position)}` }]));
  const pick = (index: number): Target => ({
    value: shares[index]!,
    label: cap(label(index)),
    bullets: [`${cap(label(index))} = ${num(terms[index]!)} × ${num(part)} = ${value(shares[index]!)}.`],
    mistakes: [...others(index), ...(known.kind === 'total' && terms.length === 2 ? [{ value: round2((known.value * terms[index]!) / terms[1 - index]!), why: `this takes ${num(terms[index]!)}/${num(terms[1 - index]!)} of the whole; the whole is ${num(sum)} parts, not ${num(terms[1 - index]!)}` }] : [])],
  });
  const gapOf = (i: number, j: number): Target => {
    const gap = Math.abs(shares[i]! - shares[j]!);
    return { value: gap, label: `The difference between ${label(i)} and ${label(j)}`, bullets: [`${cap(label(i))} = ${value(shares[i]!)}, ${label(j)} = ${value(shares[j]!)}: the difference is ${value(gap)}.`], mistakes: [{ value: round2(Math.abs(terms[i]! - terms[j]!)), why: 'this is the difference of the ratio terms, not of the shares' }, { value: round2(shares[i]!), why: `this is ${label(i)} alone` }, { value: round2(shares[j]!), why: `this is ${label(j)} alone` }] };
  };
  const largest = /\b(?:largest|greatest|biggest|highest|maximum|longest)\b/.test(asked);
  const smallest = /\b(?:smallest|least|lowest|minimum|shortest)\b/.test(asked);
  // Of two candidates, the winner had the larger share of the votes and the loser the smaller.
  const larger = /\b(?:larger|greater|bigger|higher|longer|winner|winning candidate|successful candidate)\b/.test(asked);
  const smaller = /\b(?:smaller|lesser|lower|shorter|loser|losing candidate|defeated candidate|unsuccessful candidate)\b/.test(asked);
  const unique = (index: number) => terms.filter((term) => term === terms[index]).length === 1;
  const maxAt = terms.indexOf(Math.max(...terms));
  const minAt = terms.indexOf(Math.min(...terms));

  if (/\bdiffer|\bexceed|\bmore than|\bless than|\bfewer than|how (?:much|many) (?:more|less|fewer)|\bgap\b/.test(asked)) {
    // The difference the question already gives is not what it asks.
    const fresh = (i: number, j: number) => (known.kind === 'difference' && new Set([i, j, known.larger, known.smaller]).size === 2 ? null : gapOf(i, j));
    if ((largest && smallest) || (larger && smaller && terms.length === 2)) return unique(maxAt) && unique(minAt) ? fresh(maxAt, minAt) : null;
    const named = labels.names.flatMap((name, index) => (new RegExp(nameWord(name)).test(asked) ? [index] : []));
    if (named.length === 2) return fresh(named[0]!, named[1]!);
    const ordinals = [...asked.matchAll(/\b(first|second|third|fourth|fifth)\b/g)].map((match) => ORDINALS.indexOf(match[1] as (typeof ORDINALS)[number]));
    if (labels.names.length === 0 && ordinals.length === 2 && ordinals.every((index) => index < terms.length)) return fresh(ordinals[0]!, ordinals[1]!);
    if (named.length === 0 && ordinals.length === 0 && terms.length === 2 && /\b(?:their|the two|both|two)\b|\bdifference\s+(?:between|of)\s+(?:them|the\s+(?:numbers|shares|parts|pieces|amounts))\b/.test(asked)) return fresh(0, 1);
    return null;
  }
  // 'the sum of the shares of x and z', 'how much do a and b get together': some of the shares, not all.
  const sumAsked = /\b(?:sum|total|together|combined|jointly|in all|altogether)\b|\+/.test(asked);
  if (sumAsked && labels.names.length >= 2) {
    // 'total women = ?' names one group only: its share, read below.
    const named = namedIn(asked, labels.names);
    // 'the number of apples and oranges together': every share, so the whole.
    if (named.length >= 2 && named.length === labels.names.length) {
      if (known.kind === 'total') return null;
      return { value: part * sum, label: 'The total', bullets: [`Total = ${parts(sum)} × ${num(part)} = ${value(part * sum)}.`], mistakes: known.kind === 'share' ? [{ value: round2(shares[labels.names.length - 1 - known.index] ?? NaN), why: 'this is the other share alone' }].filter((mistake) => Number.isFinite(mistake.value)) : [] };
    }
    if (named.length >= 2 && named.length < labels.names.length) {
      if (known.kind === 'sum' && known.indices.length === named.length && known.indices.every((index) => named.includes(index))) return null;
      const together = named.reduce((acc, index) => acc + shares[index]!, 0);
      return { value: together, label: `${cap(named.map(label).join(' and '))} together`, bullets: [`${cap(named.map(label).join(' + '))} = ${named.map((index) => value(shares[index]!)).join(' + ')} = ${value(together)}.`], mistakes: named.map((index) => ({ value: round2(shares[index]!), why: `this is ${label(index)} alone` })) };
    }
  }
  const name = labels.names.length > 0 ? askedName(asked, labels.names) : null;
  if (name !== null) {
    if (known.kind === 'share' && known.index === name) return null;
    return pick(name);
  }
  if (labels.names.length > 0 && labels.names.some((entry) => new RegExp(nameWord(entry)).test(asked))) {
    // Names are in the asked clause but none is plainly the one asked about.
    if (!/\b(?:total|sum|whole|altogether|in all|entire)\b/.test(asked)) return null;
  }
  const ordinal = askedOrdinal(asked);
  if (ordinal !== null && labels.names.length === 0) return ordinal < terms.length ? pick(ordinal) : null;
  if ((largest || (larger && terms.length === 2)) && !smallest && !smaller) return unique(maxAt) ? pick(maxAt) : null;
  if ((smallest || (smaller && terms.length === 2)) && !largest && !larger) return unique(minAt) ? pick(minAt) : null;
  if (known.kind !== 'total' && /\b(?:total|sum|whole|altogether|in all|entire|strength|the amount|how much money|how much was (?:divided|distributed|shared)|how many (?:students|people|persons|members|employees|children|coins|balls|workers|players|animals|pupils|candidates))\b/.test(asked)) {
    return { value: part * sum, label: 'The total', bullets: [`Total = ${parts(sum)} × ${num(part)} = ${value(part * sum)}.`], mistakes: known.kind === 'share' && terms.length === 2 ? [{ value: round2((known.value * sum) / terms[1 - known.index]!), why: `this takes ${value(known.value)} as the other share` }] : known.kind === 'difference' ? [{ value: round2(known.value * sum), why: 'this multiplies the difference by the sum of the terms without first finding one part' }] : [] };
  }
  if (!sumAsked && /\b(?:each|the numbers|the shares|the parts|all the shares|their shares)\b/.test(asked)) {
    return { value: NaN, all: true, label: labels.names.length > 0 ? 'The shares' : 'The parts', bullets: shares.map((share, index) => `${cap(label(index))} = ${num(terms[index]!)} × ${num(part)} = ${value(share)}.`), mistakes: [] };
  }
  return null;
}

const parts = (count: number) => `${num(count)} part${count === 1 ? '' : 's'}`;

// --- Coins in a ratio ------------------------------------------------------------------------------

const COIN_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, five: 5, ten: 10, twenty: 20, 'twenty-five': 25, 'twenty five': 25, fifty: 50 };
/** A coin named in words: 'one-rupee', '50-paise', 'fifty paise', '25p'. */
const COIN_WORDED = String.raw`(\d+|one|two|five|ten|twenty[-\s]five|twenty|fifty)[-\s]?(rupees?|paise|p)\b`;
/** A coin named in words or by its sign ('₹2'). */
const COIN = String.raw`(?:${COIN_WORDED}|₹\s?(\d+))`;

/** A coin's value in rupees from its words. */
function coinValue(match: RegExpMatchArray, offset: number): { value: number; written: number | null } | null {
  const amount = match[offset] ?? match[offset + 2];
  if (amount === undefined) return null;
  const count = /^\d+$/.test(amount) ? Number(amount) : COIN_WORDS[amount.replace(/\s+/, ' ')];
  if (count === undefined) return null;
  const rupees = match[offset + 1] === undefined || /^rupee/.test(match[offset + 1]!);
  return { value: rupees ? count : count / 100, written: /^\d+$/.test(amount) ? Number(amount) : null };
}

/**
 * 'A bag contains one-rupee, 50-paise and 25-paise coins in the ratio 3 : 9 : 5. If the total
 * value is ₹175, how many 50-paise coins are there?': a group of 3 + 9 + 5 coins is worth a fixed
 * sum, so the value gives the number of groups.
 */
function coinsInRatio(raw: string): QuantAnswer | null {
  if (!/\bcoins?\b/.test(raw) || !/paise|rupee|₹/.test(raw)) return null;
  // Cleaning reads 'one-rupee, 50-paise' as 'one-₹50-paise': the rupee word is the coin's, the number the next coin's.
  const text = raw.replace(/\b(one|two|five|ten|\d+)[-\s]₹(\d+)(?=[-\s]?(?:paise|rupees?\b))/g, '$1-rupee, $2');
  const ratios = ratiosIn(text);
  if (ratios.length !== 1) return null;
  const ratio = ratios[0]!;
  // '₹1, 50-paise and 25-paise coins', or 'coins of ₹1, 50 p and 25 p (in the ratio ...)'.
  const list = new RegExp(String.raw`((?:${COIN}\s*(?:,\s*(?:and\s+)?|and\s+)?)+)\s*coins?\b`).exec(text.slice(0, ratio.index)) ?? new RegExp(String.raw`\bcoins?\s+of\s+(?:(?:the\s+)?denominations?\s+)?((?:${COIN}\s*(?:,\s*(?:and\s+)?|and\s+)?)+)(?=\s*(?:in\s+the\s+ratio|[,.;]|$))`).exec(text.slice(0, ratio.index));
  if (!list) return null;
  const coins = [...list[1]!.matchAll(new RegExp(COIN, 'g'))].map((match) => coinValue(match, 1));
  if (coins.some((coin) => coin === null) || coins.length !== ratio.terms.length || new Set(coins.map((coin) => coin!.value)).size !== coins.length) return null;
  const values = coins.map((coin) => coin!.value);
  const terms = ratio.terms;
  // Every coin named in digits, wherever it is written, is a number of the question: in words
  // anywhere ('50-paise'), by its sign only in the list or just before 'coins' ('₹5 coins').
  const named = [
    ...[...text.matchAll(new RegExp(COIN_WORDED, 'g'))].map((match) => ({ at: match.index, end: match.index + match[0].length, digits: /^\d+$/.test(match[1]!) ? Number(match[1]) : null })),
    ...[...text.matchAll(/₹\s?(\d+)/g)].filter((match) => (match.index >= list.index && match.index < list.index + list[0].length) || /^[-\s]?coins?\b/.test(text.slice(match.index + match[0].length))).map((match) => ({ at: match.index, end: match.index + match[0].length, digits: Number(match[1]) })),
  ];
  const denominations = named.flatMap((coin) => (coin.digits === null ? [] : [coin.digits]));
  const rest = blanked(text, [[ratio.index, ratio.end], ...named.map((coin) => [coin.at, coin.end] as const)]);
  const figures = figuresIn(rest);
  if (figures.length !== 1) return null;
  const figure = figures[0]!;
  const asked = askedPart(text);
  const groupValue = terms.reduce((acc, term, index) => acc + term * values[index]!, 0);
  const groupCount = terms.reduce((acc, term) => acc + term, 0);
  const byValue = figure.rupees || /\b(?:value|worth|amount|total of ₹)\b/.test(text.slice(Math.max(0, figure.index - 30), figure.index));
  const groups = byValue ? figure.value / groupValue : figure.value / groupCount;
  if (!(groups > 0) || Math.abs(groups - Math.round(groups)) > 1e-9) return null;
  const counts = terms.map((term) => term * groups);
  const coinName = (index: number) => (values[index]! >= 1 ? `₹${num(values[index]!)}` : `${num(values[index]! * 100)}-paise`);
  // Which coins are asked: 'how many 50-paise coins', 'the number of one-rupee coins', or all of them.
  const askedCoins = [...asked.matchAll(new RegExp(COIN, 'g'))].map((match) => coinValue(match, 1)?.value);
  let value: number;
  let label: string;
  if (askedCoins.length === 1 && /how many|number of|count/.test(asked)) {
    const index = values.indexOf(askedCoins[0]!);
    if (index < 0) return null;
    value = counts[index]!;
    label = `The number of ${coinName(index)} coins`;
  } else if (askedCoins.length === 0 && /\b(?:each|every)\s+(?:type|kind|denomination|variety)\b|\bcoins of each\b/.test(asked)) {
    return eachCoin(terms, values, counts, groups, groupValue, groupCount, byValue, figure.value, [...ratio.written, figure.value, ...denominations], coinName);
  } else if (askedCoins.length === 0 && byValue && /(?:total|how many)\s+(?:number of\s+)?coins|number of coins/.test(asked)) {
    value = counts.reduce((acc, count) => acc + count, 0);
    label = 'The total number of coins';
  } else if (askedCoins.length === 0 && !byValue && /\b(?:value|worth|how much money|amount)\b/.test(asked)) {
    value = groups * groupValue;
    label = 'The total value';
  } else return null;
  const unit: QuantUnit = label === 'The total value' ? 'rupees' : 'number';
  const steps: SolutionStep[] = [
    { title: 'One group of coins', bullets: [`Take ${terms.map((term, index) => `${term} coin${term === 1 ? '' : 's'} of ${coinName(index)}`).join(', ')}: ${terms.reduce((acc, term) => acc + term, 0)} coins worth ${terms.map((term, index) => `${term} × ₹${num(values[index]!)}`).join(' + ')} = ₹${num(groupValue)}.`] },
    { title: 'Number of groups', bullets: [byValue ? `The coins are worth ${formatValue(figure.value, 'rupees')}, so there are ${num(figure.value)} ÷ ${num(groupValue)} = ${num(groups)} such groups.` : `There are ${num(figure.value)} coins, so ${num(figure.value)} ÷ ${num(groupCount)} = ${num(groups)} groups.`] },
    { title: 'What is asked', bullets: [`${counts.map((count, index) => `${coinName(index)} coins: ${terms[index]} × ${num(groups)} = ${num(count)}`).join('; ')}.`, `${label} = ${formatValue(value, unit)}.`] },
  ];
  const totalValue = counts.reduce((acc, count, index) => acc + count * values[index]!, 0);
  const check = checkStep([`${counts.map((count, index) => `${num(count)} × ₹${num(values[index]!)}`).join(' + ')} = ₹${num(totalValue)}, and ${counts.map(num).join(' : ')} is ${terms.join(' : ')}.`], [byValue ? [totalValue, figure.value] : [counts.reduce((a, b) => a + b, 0), figure.value], ...counts.map((count, index) => [count / terms[index]!, groups] as const)]);
  if (!check) return null;
  return {
    kind: 'ratio-share',
    values: [round2(value)],
    unit,
    label,
    steps: [...steps, check],
    mistakes: counts.flatMap((count, index) => (Math.abs(count - value) < 1e-9 ? [] : [{ value: round2(count), why: `this is the number of ${coinName(index)} coins` }])),
    givens: [...ratio.written, figure.value, ...denominations],
  };
}

/** The angles of a triangle (180°) or a quadrilateral (360°) in a ratio: the largest, the smallest, or one by its place. */
function anglesInRatio(text: string, asked: string, ratio: WrittenRatio, whole: number): QuantAnswer | null {
  const terms = ratio.terms;
  if ((whole === 180 && terms.length !== 3) || (whole === 360 && terms.length !== 4)) return null;
  const sum = terms.reduce((acc, term) => acc + term, 0);
  const angles = terms.map((term) => (whole * term) / sum);
  const unique = (value: number) => terms.filter((term) => term === value).length === 1;
  const largest = /\b(?:largest|greatest|biggest)\b/.test(asked);
  const smallest = /\b(?:smallest|least)\b/.test(asked);
  const ordinal = askedOrdinal(asked.replace(/\bangle\b/, 'one'));
  let index = -1;
  let value: number;
  let label: string;
  if (largest && smallest && /differ/.test(asked)) {
    if (!unique(Math.max(...terms)) || !unique(Math.min(...terms))) return null;
    value = Math.max(...angles) - Math.min(...angles);
    label = 'The difference between the largest and the smallest angle';
  } else if (largest !== smallest) {
    const term = largest ? Math.max(...terms) : Math.min(...terms);
    if (!unique(term)) return null;
    index = terms.indexOf(term);
    value = angles[index]!;
    label = `The ${largest ? 'largest' : 'smallest'} angle`;
  } else if (ordinal !== null && ordinal < terms.length) {
    index = ordinal;
    value = angles[index]!;
    label = `The ${ORDINALS[index]} angle`;
  } else return null;
  const steps: SolutionStep[] = [
    { title: 'The whole', bullets: [`The angles of a ${whole === 180 ? 'triangle' : 'quadrilateral'} add up to ${whole}°; the ratio ${terms.join(' : ')} has ${sum} parts, so one part = ${whole} ÷ ${sum} = ${num(whole / sum)}°.`] },
    { title: 'The angles', bullets: [`${angles.map((angle, position) => `${terms[position]} × ${num(whole / sum)} = ${num(angle)}°`).join('; ')}.`, `${label} = ${num(value)}°.`] },
  ];
  const check = checkStep([`${angles.map((angle) => `${num(angle)}°`).join(' + ')} = ${num(angles.reduce((a, b) => a + b, 0))}°, in the ratio ${terms.join(' : ')}.`], [[angles.reduce((a, b) => a + b, 0), whole], ...angles.map((angle, position) => [angle / terms[position]!, whole / sum] as const)]);
  if (!check) return null;
  return { kind: 'ratio-share', values: [round2(value)], unit: 'degrees', label, steps: [...steps, check], mistakes: angles.flatMap((angle, position) => (position === index ? [] : [{ value: round2(angle), why: `this is another angle` }])), givens: [...ratio.written] };
}

/** 'Find the number of coins of each type': all the counts, in the order the coins are named. */
function eachCoin(
  terms: readonly number[],
  values: readonly number[],
  counts: readonly number[],
  groups: number,
  groupValue: number,
  groupCount: number,
  byValue: boolean,
  figure: number,
  givens: readonly number[],
  coinName: (index: number) => string,
): QuantAnswer | null {
  const totalValue = counts.reduce((acc, count, index) => acc + count * values[index]!, 0);
  const steps: SolutionStep[] = [
    { title: 'One group of coins', bullets: [`${terms.map((term, index) => `${term} × ₹${num(values[index]!)}`).join(' + ')} = ₹${num(groupValue)} for ${groupCount} coins.`] },
    { title: 'Number of groups', bullets: [byValue ? `${num(figure)} ÷ ${num(groupValue)} = ${num(groups)}.` : `${num(figure)} ÷ ${num(groupCount)} = ${num(groups)}.`] },
    { title: 'Coins of each kind', bullets: [`${counts.map((count, index) => `${coinName(index)}: ${terms[index]} × ${num(groups)} = ${num(count)}`).join('; ')}.`] },
  ];
  const check = checkStep([`${counts.map((count, index) => `${num(count)} × ₹${num(values[index]!)}`).join(' + ')} = ₹${num(totalValue)}.`], [byValue ? [totalValue, figure] : [counts.reduce((a, b) => a + b, 0), figure]]);
  if (!check) return null;
  return { kind: 'ratio-share', values: counts.map(round2), unit: 'number', label: 'The numbers of coins', steps: [...steps, check], mistakes: [], givens: [...givens] };
}
