import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { askedHead } from './figure-reader';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { AMOUNT, NUM, WHOLE_IS, askedTail, checkStep, formatValue, lowestTerms, num, round2, rs } from './quant-text';
import { MULTIPLIER, askedPart, multiplierWord, namesOfRatio, nameWord, ratiosIn, withRatioTo, withoutQuestionNumber } from './ratio-text';

/**
 * Ratios combined or changed: a : b and b : c to a : b : c (or a : c), 'A's share is 2/3 of B's',
 * '2/3 of A = 3/4 of B', a compound or duplicate ratio, and two numbers in a ratio that becomes
 * another after the same number is added to (or taken from) each, or after some join or leave.
 */
export function solveRatioCombine(raw: string): QuantAnswer | null {
  // '(3 : 5), (5 : 8) and (6 : 1)': the brackets only group the terms.
  // 'b/w' is between; 'in the ratio 3 to 7' is 3 : 7.
  // A student's spellings: 'wat no. shud be added'.
  // 'If a/b = 5/6, then (2a + b) : (2a + 2b)': one letter over another as a ratio of the letters.
  const LETTER_QUOTIENT = /\b([a-z])\s*\/\s*([a-z])\s*=\s*(\d+)\s*\/\s*(\d+)\b/g;
  const single = (raw.match(LETTER_QUOTIENT) ?? []).length === 1 && /\(\s*\d*[a-z]\s*[+\-−]/.test(raw);
  const typed = withoutQuestionNumber(single ? raw.replace(LETTER_QUOTIENT, '$1 : $2 = $3 : $4') : raw).replace(/\bb\/w\b/g, 'between').replace(/\bwat\b/g, 'what').replace(/\bshud\b/g, 'should').replace(/\bno\.(?=\s+(?:should|must|be|is)\b)/g, 'number');
  const text = withFamilyRoles(ungluedLetters(withRatioTo(typed)).replace(/\(\s*(\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)*)\s*\)/g, '$1'));
  return equalMultiples(text) ?? equalGroupsMerged(text) ?? lettersFromExpressions(withGroupNames(text)) ?? quotientsOfTerms(text) ?? compounded(text) ?? proportional(text) ?? expressionRatio(text) ?? percentChanges(text) ?? percentChangesByName(text) ?? inProportionAfter(text) ?? chained(withGroupNames(text)) ?? savingsInRatio(text) ?? incomesAndExpenses(text) ?? addedToEach(text) ?? joinedOrLeft(text) ?? newRatioAfterChange(text) ?? addedToEveryTerm(text) ?? transferred(text) ?? ratioAfterGift(text) ?? percentMoreWithTotal(text);
}

/**
 * '(x + 2y)/(x − 2y) = 5/2; x : y = ?', 'if (a + b) : (a − b) = 5 : 3, find a : b': cross-multiply,
 * 2(x + 2y) = 5(x − 2y), so 3x = 14y and x : y = 14 : 3.
 */
function lettersFromExpressions(text: string): QuantAnswer | null {
  const plain = text.replace(/[−–]/g, '-');
  const given = /\(\s*([a-z0-9+\-\s.]+?)\s*\)\s*(?:\/|:)\s*\(\s*([a-z0-9+\-\s.]+?)\s*\)\s*=\s*(\d+(?:\.\d+)?)\s*(?:\/|:)\s*(\d+(?:\.\d+)?)(?!\d|\.\d)/.exec(plain);
  const asked = /\b([a-z])\s*:\s*([a-z])\b(?!\s*=\s*\d)/.exec(plain.slice(given ? given.index + given[0].length : 0));
  if (!given || !asked || asked[1] === asked[2]) return null;
  const letters: [string, string] = [asked[1]!, asked[2]!];
  const top = linearIn(given[1]!, letters);
  const bottom = linearIn(given[2]!, letters);
  if (!top || !bottom) return null;
  const [n, m] = [Number(given[3]), Number(given[4])];
  // m (p1 x + q1 y) = n (p2 x + q2 y): (m p1 − n p2) x = (n q2 − m q1) y.
  const xSide = m * top.coefficients[0] - n * bottom.coefficients[0];
  const ySide = n * bottom.coefficients[1] - m * top.coefficients[1];
  if (!(xSide !== 0 && ySide / xSide > 0)) return null;
  const terms = lowestTerms([Math.abs(ySide), Math.abs(xSide)]);
  if (!terms) return null;
  const [x, y] = terms as [number, number];
  const value = (coefficients: readonly [number, number]) => coefficients[0] * x + coefficients[1] * y;
  const steps: SolutionStep[] = [
    { title: 'Cross-multiply', bullets: [`${num(m)} × (${asWritten(given[1]!, letters)}) = ${num(n)} × (${asWritten(given[2]!, letters)}).`, `${num(xSide)}${letters[0]} = ${num(ySide)}${letters[1]}, so ${letters[0]} : ${letters[1]} = ${num(Math.abs(ySide))} : ${num(Math.abs(xSide))} = ${x} : ${y}.`] },
  ];
  const check = checkStep([`With ${letters[0]} = ${x} and ${letters[1]} = ${y}: (${num(value(top.coefficients))}) : (${num(value(bottom.coefficients))}) = ${num(n)} : ${num(m)}.`], [[value(top.coefficients) * m, value(bottom.coefficients) * n]]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: [x, y], unit: 'ratio', label: `${letters[0]} : ${letters[1]}`, steps: [...steps, check], mistakes: [{ value: n, why: 'this is the given ratio of the expressions' }], givens: [...top.written, ...bottom.written, n, m] };
}

/**
 * 'If A : B : C = 6 : 4 : 1, find (A/B) : (B/C) : (C/A)': put the terms in (A = 6, B = 4, C = 1),
 * work each quotient, and clear the fractions.
 */
function quotientsOfTerms(text: string): QuantAnswer | null {
  const given = /\b([a-z])\s*:\s*([a-z])\s*:\s*([a-z])\s*=\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)(?!\d|\.\d)/.exec(text);
  if (!given) return null;
  const rest = text.slice(given.index + given[0].length);
  const QUOTIENT = String.raw`\(?\s*([a-z])\s*\/\s*([a-z])\s*\)?`;
  const asked = new RegExp(String.raw`${QUOTIENT}\s*:\s*${QUOTIENT}\s*:\s*${QUOTIENT}`).exec(rest);
  if (!asked || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const value = new Map([[given[1]!, Number(given[4])], [given[2]!, Number(given[5])], [given[3]!, Number(given[6])]]);
  if (value.size !== 3) return null;
  const pairs = [[asked[1]!, asked[2]!], [asked[3]!, asked[4]!], [asked[5]!, asked[6]!]] as const;
  if (pairs.some(([top, bottom]) => !value.has(top) || !value.has(bottom) || top === bottom)) return null;
  const quotients = pairs.map(([top, bottom]) => value.get(top)! / value.get(bottom)!);
  const terms = lowestTerms(quotients.map((quotient) => Math.round(quotient * 1e9) / 1e9));
  if (!terms || terms.some((term) => term > 100000)) return null;
  const show = (letter: string) => letter.toUpperCase();
  const steps: SolutionStep[] = [
    { title: 'Put the terms in', bullets: [`${show(given[1]!)} = ${given[4]}, ${show(given[2]!)} = ${given[5]}, ${show(given[3]!)} = ${given[6]}.`, `${pairs.map(([top, bottom]) => `${show(top)}/${show(bottom)} = ${num(value.get(top)!)}/${num(value.get(bottom)!)}`).join(', ')}.`] },
    { title: 'Clear the fractions', bullets: [`${quotients.map((quotient) => num(round2(quotient))).join(' : ')} = ${terms.join(' : ')}.`] },
  ];
  const check = checkStep([`${terms.map((term, index) => `${term} ÷ ${num(round2(quotients[index]!))}`).join(', ')} are all the same.`], terms.map((term, index) => [term * quotients[0]!, terms[0]! * quotients[index]!] as const));
  if (!check) return null;
  return { kind: 'ratio-combine', values: terms, unit: 'ratio', label: 'The ratio of the quotients', steps: [...steps, check], mistakes: [{ value: Number(given[4]), why: 'this is the given ratio' }], givens: [Number(given[4]), Number(given[5]), Number(given[6])] };
}

/**
 * 'Three sections have students in the ratio 2 : 5 : 8; after 24 new students join every section
 * the ratio becomes 14 : 23 : 32; how many students were there in all before?': with k for one
 * part, (2k + 24) : (5k + 24) = 14 : 23 fixes k, and the third term must agree.
 */
function addedToEveryTerm(text: string): QuantAnswer | null {
  const ratios = [...text.matchAll(new RegExp(TERMS, 'g'))].map((match) => termsOf(match[1]!));
  if (ratios.length !== 2 || ratios[0]!.length !== 3 || ratios[1]!.length !== 3 || ratios.some((ratio) => ratio.some((term) => !(term > 0)))) return null;
  const change = new RegExp(String.raw`\b(?:after\s+|if\s+|when\s+)?${AMOUNT}\s+(?:new\s+|more\s+)?(?:[a-z]+\s+)?(?:are\s+|is\s+)?(added|join|joined|admitted|put|removed|leave|left|taken\s+out|withdrawn)\s+(?:to|in|into|from)?\s*(?:each|every|all)\b`).exec(text);
  if (!change || /\bages?\b|years?\b|milk|water|mixture|%/.test(text)) return null;
  const [before, after] = ratios as [number[], number[]];
  const x = Number(change[1]) * (/removed|leave|left|taken|withdrawn/.test(change[2]!) ? -1 : 1);
  const [a, b] = [before[0]!, before[1]!];
  const [c, d] = [after[0]!, after[1]!];
  // (a k + x) d = (b k + x) c.
  const k = (x * (c - d)) / (a * d - b * c);
  if (!Number.isFinite(k) || !(k > 0)) return null;
  const first = before.map((term) => term * k);
  const then = first.map((value) => value + x);
  if (then.some((value) => !(value > 0)) || first.some((value) => Math.abs(value - Math.round(value)) > 1e-9)) return null;
  const asked = askedPart(text);
  const total = /\b(?:in all|total|altogether|together|sum)\b/.test(asked);
  const originally = /\b(?:before|originally|at first|initially|earlier|in the beginning|were there)\b/.test(asked);
  const now = /\b(?:after|now|new)\b/.test(asked) && !originally;
  if (!total || (!originally && !now)) return null;
  const value = (originally ? first : then).reduce((acc, term) => acc + term, 0);
  const steps: SolutionStep[] = [
    { title: 'Write the numbers', bullets: [`Let them be ${before.map((term) => `${num(term)}k`).join(', ')}; ${x > 0 ? 'adding' : 'taking away'} ${num(Math.abs(x))} gives ${after.join(' : ')}.`] },
    { title: 'Use two of the terms', bullets: [`(${num(a)}k ${x > 0 ? '+' : '−'} ${num(Math.abs(x))}) : (${num(b)}k ${x > 0 ? '+' : '−'} ${num(Math.abs(x))}) = ${num(c)} : ${num(d)}, so k = ${num(k)}.`, `Before: ${first.map(num).join(', ')}; after: ${then.map(num).join(', ')}.`] },
    { title: 'What is asked', bullets: [`${originally ? 'In all before' : 'In all after'}: ${(originally ? first : then).map(num).join(' + ')} = ${num(value)}.`] },
  ];
  const check = checkStep([`${then.map(num).join(' : ')} = ${after.join(' : ')}, and ${first.map(num).join(' : ')} = ${before.join(' : ')}.`], [...then.map((term, index) => [term * after[0]!, then[0]! * after[index]!] as const), ...first.map((term, index) => [term * before[0]!, first[0]! * before[index]!] as const)]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: [round2(value)], unit: 'number', label: originally ? 'The total before the change' : 'The total after the change', steps: [...steps, check], mistakes: [{ value: round2(originally ? then.reduce((acc, term) => acc + term, 0) : first.reduce((acc, term) => acc + term, 0)), why: originally ? 'this is the total after the change' : 'this is the total before the change' }], givens: [...before, ...after, Math.abs(x)] };
}

/**
 * 'Two brothers have savings in the ratio 5 : 2; when the elder gives ₹450 to the younger, their
 * savings become equal (or: the ratio becomes 3 : 4)': with k for one part, (5k − 450) and
 * (2k + 450) are equal (in the new ratio), which fixes k.
 */
function transferred(text: string): QuantAnswer | null {
  const ratios = [...text.matchAll(new RegExp(TERMS, 'g'))].map((match) => termsOf(match[1]!));
  if (ratios.length < 1 || ratios.length > 2 || ratios.some((ratio) => ratio.length !== 2 || ratio.some((term) => !(term > 0)))) return null;
  const give = new RegExp(String.raw`\b(?:the\s+)?([a-z]+)(?:\s+(?:brother|sister|one|friend))?\s+(?:gives|gave|transfers|transferred|hands\s+over|pays|paid)\s+${AMOUNT}\s+to\s+(?:the\s+)?([a-z]+)`).exec(text);
  if (!give) return null;
  const equal = /\b(?:become|becomes|became|are|will be|would be|have|will have|would have)\s+(?:now\s+)?(?:equal|the same)\b/.test(text.slice(give.index));
  if ((ratios.length === 2) === equal) return null;
  const [a, b] = ratios[0]! as [number, number];
  const [c, d] = ratios.length === 2 ? (ratios[1]! as [number, number]) : [1, 1];
  // Who is first in the ratio: a name written with it ('the money with a and b'), or the elder (the larger term).
  const giver = give[1]!;
  const taker = give[3]!;
  const firstRatio = ratiosIn(text)[0];
  const names = firstRatio ? namesOfRatio(text, firstRatio) : null;
  const elderFirst = a > b;
  const ranked = (word: string) => (/^(?:elder|older|eldest|first)$/.test(word) ? (elderFirst ? 0 : 1) : /^(?:younger|youngest|second)$/.test(word) ? (elderFirst ? 1 : 0) : -1);
  const at = (word: string) => (names && names.length === 2 ? names.indexOf(word) : ranked(word));
  const [from, to] = [at(giver), /^other$/.test(taker) ? 1 - at(giver) : at(taker)];
  if (from < 0 || to < 0 || from === to || a === b) return null;
  const firstGives = from === 0;
  const t = Number(give[2]) * (firstGives ? 1 : -1);
  // (a k − t) d = (b k + t) c.
  const k = (t * (c + d)) / (a * d - b * c);
  if (!Number.isFinite(k) || !(k > 0)) return null;
  const [x, y] = [a * k, b * k];
  if (!(x - t > 0) || !(y + t > 0)) return null;
  const asked = askedPart(text);
  const wantsTotal = /\b(?:total|together|in all|sum|combined)\b/.test(asked);
  const askedAt = (names && names.length === 2 ? names : ['elder', 'younger']).flatMap((name, position) => (new RegExp(String.raw`(?<![a-z])${name}(?:'s)?(?![a-z])`).test(asked) ? [names && names.length === 2 ? position : ranked(name)] : []));
  const wantsFirst = askedAt.length === 1 ? askedAt[0] === 0 : null;
  const after = /\b(?:after|now|then|left|new)\b/.test(asked) && !/\b(?:at first|originally|initially|before|in the beginning)\b/.test(asked);
  if (!wantsTotal && wantsFirst === null) return null;
  if (wantsTotal && wantsFirst !== null) return null;
  const value = wantsTotal ? x + y : after ? (wantsFirst ? x - t : y + t) : wantsFirst ? x : y;
  const unit: QuantUnit = /₹/.test(give[0]) ? 'rupees' : 'number';
  const show = (amount: number) => formatValue(amount, unit);
  const steps: SolutionStep[] = [
    { title: 'Write the amounts', bullets: [`Let them be ${num(a)}k and ${num(b)}k; ${num(Math.abs(t))} passes from the ${firstGives ? 'first' : 'second'} to the ${firstGives ? 'second' : 'first'}.`] },
    { title: 'Use what happens after', bullets: [`(${num(a)}k ${t > 0 ? '−' : '+'} ${num(Math.abs(t))}) : (${num(b)}k ${t > 0 ? '+' : '−'} ${num(Math.abs(t))}) = ${num(c)} : ${num(d)}, so k = ${num(k)}.`, `At first ${show(x)} and ${show(y)}; after, ${show(x - t)} and ${show(y + t)}.`] },
    { title: 'What is asked', bullets: [`${wantsTotal ? 'Together' : 'The one asked'}: ${show(value)}.`] },
  ];
  const check = checkStep([`${num(x)} : ${num(y)} = ${num(a)} : ${num(b)}; after the gift ${num(x - t)} : ${num(y + t)}${equal ? ', equal' : ` = ${num(c)} : ${num(d)}`}.`], [[x * b, y * a], [(x - t) * d, (y + t) * c]]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: [round2(value)], unit, label: wantsTotal ? 'The total' : 'The amount asked', steps: [...steps, check], mistakes: [{ value: round2(wantsTotal ? x : wantsFirst ? y : x), why: 'this is another of the amounts' }], givens: [a, b, ...(ratios.length === 2 ? [c, d] : []), Math.abs(t)] };
}

/**
 * '₹22,400 is divided between Suresh and Neha in the ratio 5 : 9. If Neha gives ₹800 to Suresh,
 * what will be the new ratio of Suresh's money to Neha's?': the shares, the gift moved from one to
 * the other, and the two amounts after it as a ratio (in the order the ask names them).
 */
function ratioAfterGift(text: string): QuantAnswer | null {
  if ([...text.matchAll(new RegExp(TERMS, 'g'))].length !== 1) return null;
  const division = new RegExp(String.raw`(?:₹\s?(\d+(?:\.\d+)?)\s+(?:is|was)\s+(?:divided|shared|split|distributed)\s+between\s+([a-z]+)\s+and\s+([a-z]+)|\b([a-z]+)\s+and\s+([a-z]+)\s+(?:share|shared|divide|divided|split)\s+₹\s?(\d+(?:\.\d+)?))\s+in\s+the\s+ratio(?:\s+of)?\s+(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)(?!\s*:)`).exec(text);
  if (!division) return null;
  const whole = Number(division[1] ?? division[6]);
  const names = [division[2] ?? division[4], division[3] ?? division[5]] as [string, string];
  const [a, b] = [Number(division[7]), Number(division[8])];
  const after = text.slice(division.index + division[0].length);
  const gifts = [...after.matchAll(/\b([a-z]+)\s+(?:gives|gave|transfers|transferred|hands\s+over|handed\s+over|pays|paid)\s+₹\s?(\d+(?:\.\d+)?)\s+to\s+([a-z]+)\b/g)];
  if (gifts.length !== 1 || names[0] === names[1] || !(a > 0 && b > 0 && whole > 0)) return null;
  const [, giver, amount, taker] = gifts[0]! as unknown as [string, string, string, string];
  const from = names.indexOf(giver);
  const to = names.indexOf(taker);
  if (from < 0 || to < 0 || from === to) return null;
  const asked = askedTail(text);
  if (!/\bratio\b/.test(asked) || !/\b(?:new|now|after|then|become|becomes|will\s+be|would\s+be)\b/.test(asked)) return null;
  // The ask's own order: 'the ratio of Neha's money to Suresh's' puts Neha first.
  const spots = names.map((name) => asked.search(new RegExp(String.raw`(?<![a-z])${name}(?:'s)?(?![a-z])`)));
  const order = spots.every((spot) => spot >= 0) ? (spots[0]! <= spots[1]! ? [0, 1] : [1, 0]) : spots.some((spot) => spot >= 0) ? null : [0, 1];
  if (!order) return null;
  const t = Number(amount);
  const shares = [(whole * a) / (a + b), (whole * b) / (a + b)];
  const moved = shares.map((share, index) => (index === from ? share - t : index === to ? share + t : share));
  if (moved.some((value) => !(value > 0))) return null;
  const terms = lowestTerms(order.map((index) => moved[index]!));
  if (!terms) return null;
  const [first, second] = order.map((index) => letter(names[index]!));
  const steps: SolutionStep[] = [
    { title: 'The shares', bullets: [`${letter(names[0])} gets ${num(a)}/${num(a + b)} × ${rs(whole)} = ${rs(shares[0]!)}; ${letter(names[1])} gets ${rs(shares[1]!)}.`] },
    { title: 'After the gift', bullets: [`${letter(giver)} gives ${rs(t)} to ${letter(taker)}: ${letter(names[0])} has ${rs(moved[0]!)}, ${letter(names[1])} has ${rs(moved[1]!)}.`] },
    { title: 'The new ratio', bullets: [`${first} : ${second} = ${num(moved[order[0]!]!)} : ${num(moved[order[1]!]!)} = ${ratioText(terms)}.`] },
  ];
  const check = checkStep([`${rs(moved[0]!)} + ${rs(moved[1]!)} = ${rs(whole)}, and ${num(moved[order[0]!]!)} : ${num(moved[order[1]!]!)} = ${ratioText(terms)}.`], [[moved[0]! + moved[1]!, whole], [moved[order[0]!]! * terms[1]!, moved[order[1]!]! * terms[0]!]]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: terms, unit: 'ratio', label: `${first} : ${second} after the gift`, steps: [...steps, check], mistakes: [{ value: a, why: 'this is the ratio before the gift' }], givens: [whole, a, b, t] };
}

/**
 * 'A husband earns 75% more than his wife, and together they earn ₹74,250', 'A has 20% less money
 * than B and they have ₹51,300 between them': the two are in the ratio (100 ± p) : 100, and the
 * whole is shared in that ratio.
 */
function percentMoreWithTotal(text: string): QuantAnswer | null {
  const relation = /\b(?:the\s+|a\s+)?([a-z]+)\s+(?:earns|has|gets|saves|receives|scores|is paid|weighs)\s+(\d+(?:\.\d+)?)\s*%\s+(more|less)\s+(?:money\s+|marks\s+)?than\s+(?:his\s+|her\s+|the\s+)?([a-z]+)\b/.exec(text);
  if (!relation) return null;
  const [, first, percent, direction, second] = relation as unknown as [string, string, string, string, string];
  if (first === second || /^(?:he|she|it|they|who|that)$/.test(first)) return null;
  const whole = new RegExp(String.raw`\b(?:together|between\s+them|in\s+all|altogether|combined|jointly|total)\b[^.?]{0,40}?${AMOUNT}|${AMOUNT}\s+(?:[a-z]+\s+){0,3}?(?:between\s+them|together|in\s+all|altogether)`).exec(text.slice(relation.index + relation[0].length));
  const figures = text.match(/\d+(?:\.\d+)?/g) ?? [];
  if (!whole || figures.length !== 2) return null;
  const total = Number(whole[1] ?? whole[2]);
  const p = Number(percent);
  const factor = direction === 'more' ? 1 + p / 100 : 1 - p / 100;
  if (!(factor > 0) || !(total > 0)) return null;
  const other = total / (1 + factor);
  const one = total - other;
  const asked = askedPart(text);
  const askedFirst = new RegExp(String.raw`(?<![a-z])${first}(?:'s)?(?![a-z])`).test(asked);
  const askedSecond = new RegExp(String.raw`(?<![a-z])${second}(?:'s)?(?![a-z])`).test(asked);
  if (askedFirst === askedSecond) return null;
  const value = askedFirst ? one : other;
  const unit: QuantUnit = /₹/.test(whole[0]) ? 'rupees' : 'number';
  const show = (amount: number) => formatValue(amount, unit);
  const steps: SolutionStep[] = [
    { title: 'Write one in terms of the other', bullets: [`${letter(first)} = ${direction === 'more' ? `${num(100 + p)}` : `${num(100 - p)}`}% of ${letter(second)} = ${num(factor)} × ${letter(second)}.`] },
    { title: 'Use the total', bullets: [`${letter(second)} × (1 + ${num(factor)}) = ${show(total)}, so ${letter(second)} = ${show(other)} and ${letter(first)} = ${show(one)}.`] },
  ];
  const check = checkStep([`${show(one)} + ${show(other)} = ${show(total)}, and ${show(one)} is ${num(p)}% ${direction} than ${show(other)}.`], [[one + other, total], [one, other * factor]]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: [round2(value)], unit, label: `${letter(askedFirst ? first : second)}'s amount`, steps: [...steps, check], mistakes: [{ value: round2(askedFirst ? other : one), why: 'this is the other one\'s amount' }, { value: round2(total * (askedFirst ? p : 100 - p) / 100), why: 'this takes the percentage of the total, not of the other one' }], givens: [p, total] };
}

/**
 * Groups named by what their members study or do, as one word each: 'the ratio of students in
 * arts to those in science' is the ratio of arts to science, 'science students to commerce
 * students' of science to commerce, and 'there are 550 commerce students' says commerce is 550.
 */
function withGroupNames(text: string): string {
  const PEOPLE = String.raw`(?:students|pupils|people|members|workers|employees|players|candidates)`;
  return text
    .replace(new RegExp(String.raw`\bratio\s+of\s+(?:the\s+)?(?:number\s+of\s+)?${PEOPLE}\s+(?:in|of|from|studying)\s+([a-z]+)\s+to\s+(?:those|that|the\s+number|the\s+${PEOPLE})\s+(?:in|of|from|studying)\s+([a-z]+)\b`, 'g'), 'ratio of $1 to $2')
    .replace(new RegExp(String.raw`\bratio\s+of\s+(?:the\s+)?([a-z]+)\s+${PEOPLE}\s+to\s+(?:the\s+)?([a-z]+)\s+${PEOPLE}\b`, 'g'), 'ratio of $1 to $2')
    // 'there are 550 commerce students', 'there are 320 green balls': the group named by its word.
    .replace(new RegExp(String.raw`\bthere\s+are\s+(\d+)\s+([a-z]+)\s+(?:${PEOPLE}|[a-z]{3,}s)\b`, 'g'), (whole, count: string, name: string) => (/^(?:more|less|fewer|other|new|extra)$/.test(name) ? whole : `${name} is ${count}`))
    // 'if there are 150 tulips, ...': the group is the word itself.
    .replace(/\bthere\s+are\s+(\d+)\s+([a-z]{3,})(?=\s*[,.?]|\s+in\s+(?:it|the)\b)/g, (whole, count: string, name: string) => (/^(?:more|less|fewer|other|new|extra|students|people|members)$/.test(name) ? whole : `${name} is ${count}`));
}

/**
 * '9 times the first number, 8 times the second and 2 times the third are all equal: the ratio of
 * the numbers?': each number is the common value over its multiple, 1/9 : 1/8 : 1/2.
 */
function equalMultiples(text: string): QuantAnswer | null {
  const ITEM = String.raw`(\d+(?:\.\d+)?\s+times|twice|thrice|half|(?:two|three|four|five|six|seven|eight|nine|ten)\s+times)\s+(?:of\s+)?the\s+(first|second|third|fourth)(?:\s+(?:number|one|quantity))?`;
  const found = new RegExp(String.raw`${ITEM}((?:\s*,\s*(?:and\s+)?|\s*,?\s+and\s+)${ITEM})+\s+(?:are|were)\s+(?:all\s+)?(?:equal|the\s+same)\b`).exec(text);
  if (!found || !/\bratio\b/.test(askedPart(text.slice(found.index + found[0].length)) || askedPart(text))) return null;
  const items = [...found[0].matchAll(new RegExp(ITEM, 'g'))].map((match) => ({ words: match[1]!, place: ['first', 'second', 'third', 'fourth'].indexOf(match[2]!) }));
  if (items.some((item, index) => item.place !== index)) return null;
  // 'the ratio of the three numbers' with two multiples written: a number left unread.
  const counted = /\b(two|three|four)\s+(?:numbers|quantities)\b/.exec(text);
  if (counted && ['two', 'three', 'four'].indexOf(counted[1]!) + 2 !== items.length) return null;
  const factors = items.map((item) => (/^\d/.test(item.words) ? Number(item.words.split(/\s+/)[0]) : multiplierWord(item.words)));
  if (factors.some((factor) => factor === null || !(factor > 0))) return null;
  const terms = lowestTerms(factors.map((factor) => Math.round((1 / factor!) * 1e9) / 1e9));
  const written = items.flatMap((item) => [...item.words.matchAll(/\d+(?:\.\d+)?/g)].map((digits) => Number(digits[0])));
  if (!terms || terms.some((term) => term > 100000) || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== written.length) return null;
  const steps: SolutionStep[] = [{ title: 'Each number is the common value over its multiple', bullets: [`${items.map((item) => `${item.words} the ${['first', 'second', 'third', 'fourth'][item.place]}`).join(' = ')} = k, so the numbers are ${factors.map((factor) => `k/${num(factor!)}`).join(', ')}.`, `${factors.map((factor) => `1/${num(factor!)}`).join(' : ')} = ${terms.join(' : ')}.`] }];
  const check = checkStep([`${terms.map((term, index) => `${num(factors[index]!)} × ${term} = ${num(factors[index]! * term)}`).join('; ')}: all equal.`], terms.map((term, index) => [factors[index]! * term, factors[0]! * terms[0]!] as const));
  if (!check) return null;
  return { kind: 'ratio-combine', values: terms, unit: 'ratio', label: 'The ratio of the numbers', steps: [...steps, check], mistakes: [], givens: written };
}

/**
 * 'Sections A and B are equally strong; boys : girls is 6 : 1 in A and 3 : 2 in B. Merged, the
 * ratio of boys to girls?': equal groups, so each gives its share of one unit to each part, and
 * the new ratio is the sum of the first shares to the sum of the second.
 */
function equalGroupsMerged(text: string): QuantAnswer | null {
  if (!/\bequally\s+(?:strong|large|big)\b|\b(?:the\s+)?same\s+(?:number\s+of\s+[a-z]+|strength|size)\b|\bequal\s+(?:strength|numbers?\s+of\s+[a-z]+|size)\b/.test(text)) return null;
  if (!/\b(?:merged|combined|put\s+together|taken\s+together|joined|together|mixed)\b/.test(text)) return null;
  const ratios = ratiosIn(text);
  if (ratios.length < 2 || ratios.length > 4 || ratios.some((ratio) => ratio.terms.length !== 2 || ratio.fractional)) return null;
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== ratios.reduce((count, ratio) => count + ratio.written.length, 0)) return null;
  // The two parts, named in one order everywhere ('boys : girls', 'the ratio of boys to girls').
  const pairs = [...text.matchAll(/\b([a-z]{3,})\s*(?::|\s+to\s+)\s*([a-z]{3,})\b/g)].filter((match) => !/^(?:ratio|is|in|and|the)$/.test(match[1]!) && !/^(?:ratio|is|in|and|the|be|make|get)$/.test(match[2]!));
  const orders = new Set(pairs.map((match) => `${match[1]}|${match[2]}`));
  if (orders.size !== 1) return null;
  const [first, second] = [...orders][0]!.split('|') as [string, string];
  const asked = askedPart(text);
  if (!/\bratio\b/.test(asked) && !/\bratio\b/.test(text.slice(ratios[ratios.length - 1]!.end))) return null;
  const shares = ratios.map((ratio) => ratio.raw[0]! / (ratio.raw[0]! + ratio.raw[1]!));
  const a = shares.reduce((sum, share) => sum + share, 0);
  const b = ratios.length - a;
  const scale = ratios.reduce((product, ratio) => product * (ratio.raw[0]! + ratio.raw[1]!), 1);
  const terms = lowestTerms([a, b].map((value) => Math.round(value * scale * 1e6) / 1e6));
  if (!terms || terms.some((term) => term > 100000)) return null;
  const steps: SolutionStep[] = [
    { title: 'Each group as 1 unit', bullets: ratios.map((ratio, index) => `Group ${index + 1}: ${first} ${num(ratio.raw[0]!)}/${num(ratio.raw[0]! + ratio.raw[1]!)}, ${second} ${num(ratio.raw[1]!)}/${num(ratio.raw[0]! + ratio.raw[1]!)}.`) },
    { title: 'Together', bullets: [`${first} = ${num(a)}, ${second} = ${num(b)}: ${first} : ${second} = ${terms.join(' : ')}.`] },
  ];
  const check = checkStep([`${num(a)} + ${num(b)} = ${ratios.length}, all the groups; ${num(a)} : ${num(b)} = ${terms.join(' : ')}.`], [[a + b, ratios.length], [a * terms[1]!, b * terms[0]!]]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: terms, unit: 'ratio', label: `The ratio of ${first} to ${second}`, steps: [...steps, check], mistakes: [], givens: ratios.flatMap((ratio) => ratio.written) };
}

/** Family roles a ratio may compare, one word each once the article goes: 'father', 'elderson'. */
const ROLE = String.raw`(?:(elder|younger|eldest|youngest|older|first|second)\s+)?(father|mother|son|daughter|brother|sister|husband|wife|uncle|aunt|grandfather|grandmother|grandson|granddaughter)`;

/**
 * 'The ratio of the ages of a father and his elder son is 2 : 5, and that of the father and his
 * younger son is 4 : 3': each role as one name ('father', 'elderson', 'youngerson'), without the
 * article or 'his' before it, so that the ratio readers take the roles as they take names.
 */
function withFamilyRoles(text: string): string {
  // Only when the ratios compare roles: two different roles at least ('the elder ... the elder brother's savings' stays as it is).
  const roles = new Set([...text.matchAll(new RegExp(String.raw`\b${ROLE}\b`, 'g'))].map((match) => `${match[1] ?? ''}${match[2]}`));
  if (!/\bratio/.test(text) || roles.size < 2) return text;
  return text.replace(new RegExp(String.raw`\b(?:(?:a|an|the|his|her|their)\s+)?${ROLE}(?:'s)?\b`, 'g'), (whole, rank: string | undefined, role: string) => `${rank ?? ''}${role}${/'s$/.test(whole) ? "'s" : ''}`);
}

/**
 * A photo often loses the space beside a one-letter name: 'andb : c', 'ifa : b', 'a : cis'. A
 * single letter glued to one of these short words and followed or preceded by ':' can only be
 * the name, so the space is put back.
 */
function ungluedLetters(text: string): string {
  return text
    .replace(/\b(and|if|then|find|given|so|that|is)([a-e])(?=\s*:\s*[a-e]\b)/g, '$1 $2')
    .replace(/(\b[a-e]\s*:\s*[a-e])(is|are|was|equals)\b/g, '$1 $2');
}

const TERMS = String.raw`(\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+)`;
const termsOf = (written: string) => written.split(/\s*:\s*/).map(Number);
const ratioText = (terms: readonly number[]) => terms.map(num).join(' : ');
const cap = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
const letter = (name: string) => (name.length === 1 ? name.toUpperCase() : `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/^(lder|ounger|ldest|oungest|lder|irst|econd)(?=[a-z])/, '$1 ')}`);

// --- Compound, duplicate, inverse -----------------------------------------------------------------

/**
 * Every ratio of a compounding question, each raised as its words say, multiplied term by term:
 * 'the compound ratio of 2 : 3, 4 : 5 and 6 : 7', 'the ratio compounded of 2:9, 1:5 and 2:3', 'the
 * duplicate ratio of 7 : 8 compounded with 1 : 2', 'the ratio compounded of the duplicate ratio of
 * 8 : 5 and the ratio 5 : 3'. Declined when any other number is written.
 */
function compoundOfAll(text: string): QuantAnswer | null {
  const found = [...text.matchAll(new RegExp(TERMS, 'g'))];
  if (found.length < 2 || text.replace(new RegExp(TERMS, 'g'), ' ').match(/\d/)) return null;
  const ratios = found.map((match) => {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const word = /\b(sub-?\s?duplicate|sub-?\s?triplicate|duplicate|triplicate|inverse|reciprocal)\s+(?:ratio\s+)?(?:of\s+)?$/.exec(before)?.[1]?.replace(/[-\s]/g, '');
    const power = word === undefined ? 1 : word === 'inverse' || word === 'reciprocal' ? -1 : POWERS[word]!.power;
    const base = termsOf(match[1]!);
    return { base, power, raised: base.map((term) => term ** power), word };
  });
  if (ratios.some((ratio) => ratio.base.length !== ratios[0]!.base.length || ratio.base.some((term) => !(term > 0)) || (ratio.power > 0 && ratio.power < 1 && ratio.raised.some((term) => Math.abs(term - Math.round(term)) > 1e-9)))) return null;
  const asked = askedPart(text);
  if (!/\bcompound/.test(asked) && !/\bcompound/.test(text.slice(0, found[0]!.index))) return null;
  const product = ratios[0]!.base.map((_, index) => ratios.reduce((acc, ratio) => acc * ratio.raised[index]!, 1));
  const lowest = lowestTerms(product.map((term) => Math.round(term * 1e9) / 1e9));
  if (!lowest) return null;
  const shown = (ratio: (typeof ratios)[number]) => (ratio.power === 1 ? ratioText(ratio.base) : `${ratioText(ratio.raised)} (the ${ratio.word} ratio of ${ratioText(ratio.base)})`);
  const steps: SolutionStep[] = [
    { title: 'The ratios to compound', bullets: ratios.map((ratio) => `${shown(ratio)}.`) },
    { title: 'Multiply the terms', bullets: [`First terms together and second terms together: ${product.map((_, index) => ratios.map((ratio) => num(ratio.raised[index]!)).join(' × ')).join(' : ')} = ${ratioText(product)} = ${lowest.join(' : ')}.`] },
  ];
  const check = checkStep([`${lowest.map((term, index) => `${num(product[index]!)} ÷ ${term} = ${num(product[index]! / term)}`).join('; ')}: the same, so ${lowest.join(' : ')} is ${ratioText(product)} in lowest terms.`], lowest.map((term, index) => [product[index]! / term, product[0]! / lowest[0]!] as const));
  if (!check) return null;
  return { kind: 'ratio-combine', values: lowest, unit: 'ratio', label: 'The compound ratio', steps: [...steps, check], mistakes: [], givens: ratios.flatMap((ratio) => ratio.base) };
}

const POWERS: Readonly<Record<string, { power: number; name: string }>> = {
  duplicate: { power: 2, name: 'duplicate (squares)' },
  triplicate: { power: 3, name: 'triplicate (cubes)' },
  subduplicate: { power: 1 / 2, name: 'sub-duplicate (square roots)' },
  subtriplicate: { power: 1 / 3, name: 'sub-triplicate (cube roots)' },
};

function compounded(text: string): QuantAnswer | null {
  if (/\bcompound(?:ed|ing)?\b/.test(text)) return compoundOfAll(text);
  const compound = new RegExp(String.raw`compound(?:ed)?\s+ratio\s+of\s+(?:the\s+ratios\s+)?${TERMS}((?:\s*,\s*(?:and\s+)?${TERMS.replace('(', '(?:')}|\s+and\s+${TERMS.replace('(', '(?:')})+)`).exec(text);
  if (compound) {
    const ratios = [termsOf(compound[1]!), ...[...compound[2]!.matchAll(new RegExp(TERMS, 'g'))].map((match) => termsOf(match[1]!))];
    if (ratios.some((ratio) => ratio.length !== ratios[0]!.length || ratio.some((term) => term <= 0))) return null;
    const product = ratios[0]!.map((_, index) => ratios.reduce((acc, ratio) => acc * ratio[index]!, 1));
    const lowest = lowestTerms(product);
    if (!lowest) return null;
    const steps: SolutionStep[] = [
      { title: 'Multiply the terms', bullets: [`The compound ratio multiplies first terms together and second terms together: ${ratios[0]!.map((_, index) => ratios.map((ratio) => num(ratio[index]!)).join(' × ')).join(' : ')} = ${ratioText(product)}.`] },
      { title: 'Lowest terms', bullets: [`${ratioText(product)} = ${lowest.join(' : ')}.`] },
    ];
    const check = checkStep([`${lowest.map((term, index) => `${num(product[index]!)} ÷ ${term} = ${num(product[index]! / term)}`).join('; ')}: the same, so ${lowest.join(' : ')} is ${ratioText(product)} in lowest terms.`], lowest.map((term, index) => [product[index]! / term, product[0]! / lowest[0]!] as const));
    if (!check) return null;
    return { kind: 'ratio-combine', values: lowest, unit: 'ratio', label: 'The compound ratio', steps: [...steps, check], mistakes: [{ value: lowestTerms(ratios[0]!.map((_, index) => ratios.reduce((acc, ratio) => acc + ratio[index]!, 0)))?.[0] ?? NaN, why: 'this adds the terms; a compound ratio multiplies them' }].filter((mistake) => Number.isFinite(mistake.value)), givens: ratios.flat() };
  }
  const chained = poweredTwice(text);
  if (chained !== undefined) return chained;
  const powered = new RegExp(String.raw`\b(sub-?\s?duplicate|sub-?\s?triplicate|duplicate|triplicate|inverse|reciprocal)\s+ratio\s+of\s+${TERMS}`).exec(text);
  if (!powered) return null;
  const base = termsOf(powered[2]!);
  if (base.some((term) => term <= 0)) return null;
  const kind = powered[1]!.replace(/[-\s]/g, '');
  const inverse = kind === 'inverse' || kind === 'reciprocal';
  const power = inverse ? -1 : POWERS[kind]!.power;
  const raw = base.map((term) => term ** power);
  const lowest = lowestTerms(raw.map((term) => Math.round(term * 1e9) / 1e9));
  if (!lowest || (power < 1 && power > 0 && raw.some((term) => Math.abs(term - Math.round(term)) > 1e-9))) return null;
  const name = inverse ? 'inverse (reciprocal)' : POWERS[kind]!.name;
  const steps: SolutionStep[] = [
    { title: `The ${name} ratio`, bullets: [inverse ? `Turn each term upside down: ${base.map((term) => `1/${num(term)}`).join(' : ')}; multiply through by ${num(base.reduce((acc, term) => acc * term, 1))} and cancel: ${lowest.join(' : ')}.` : `${base.map((term) => (power === 2 ? `${num(term)}²` : power === 3 ? `${num(term)}³` : power === 0.5 ? `√${num(term)}` : `∛${num(term)}`)).join(' : ')} = ${raw.map(num).join(' : ')} = ${lowest.join(' : ')}.`] },
  ];
  const check = checkStep([`${lowest.map((term, index) => `${term} × ${num(base[index]! ** -power)}`).join(', ')} are all equal (${num(lowest[0]! * base[0]! ** -power)}), so the terms follow ${ratioText(base)} as the ${name} ratio should.`], lowest.map((term, index) => [term * base[index]! ** -power, lowest[0]! * base[0]! ** -power] as const));
  if (!check) return null;
  return { kind: 'ratio-combine', values: lowest, unit: 'ratio', label: `The ${name.replace(/ \(.*\)/, '')} ratio`, steps: [...steps, check], mistakes: [], givens: base };
}

/**
 * 'The duplicate ratio of the sub-duplicate ratio of 6 : 7': each word raises the ratio in turn,
 * so the powers multiply (2 × 1/2 = 1, and the answer is 6 : 7 itself). Undefined when no such
 * chain is written; null when it is but the terms do not come out whole.
 */
function poweredTwice(text: string): QuantAnswer | null | undefined {
  const WORD = String.raw`(?:sub-?\s?duplicate|sub-?\s?triplicate|duplicate|triplicate|inverse|reciprocal)`;
  const chain = new RegExp(String.raw`\b((?:${WORD}\s+ratio\s+of\s+(?:the\s+)?){2,3})${TERMS}`).exec(text);
  if (!chain) return undefined;
  const words = [...chain[1]!.matchAll(new RegExp(WORD, 'g'))].map((match) => match[0].replace(/[-\s]/g, ''));
  const powerOf = (word: string) => (word === 'inverse' || word === 'reciprocal' ? -1 : POWERS[word]!.power);
  const power = words.reduce((acc, word) => acc * powerOf(word), 1);
  const base = termsOf(chain[2]!);
  if (base.some((term) => !(term > 0)) || text.replace(chain[0], ' ').match(/\d/)) return null;
  const raw = base.map((term) => term ** power);
  if (raw.some((term) => Math.abs(term - Math.round(term)) > 1e-9 && Math.abs(1 / term - Math.round(1 / term)) > 1e-9)) return null;
  const lowest = lowestTerms(raw.map((term) => (power < 0 ? base.reduce((acc, other) => acc * other ** -power, 1) * term : term)).map((term) => Math.round(term * 1e9) / 1e9));
  if (!lowest) return null;
  // The innermost word acts first ('the duplicate ratio of the sub-duplicate ratio': the square roots, then their squares).
  const order = [...words].reverse();
  const steps: SolutionStep[] = [
    { title: 'One word at a time, from the inside', bullets: [`${order.map((word) => `the ${word === 'inverse' || word === 'reciprocal' ? 'inverse' : word.replace(/^sub/, 'sub-')} ratio raises the terms to the power ${num(powerOf(word))}`).join(', then ')}.`, `Together: the power ${num(power)}, so ${ratioText(base)} becomes ${lowest.join(' : ')}.`] },
  ];
  const against = (term: number, index: number) => (power < 0 ? `${term} × ${num(base[index]! ** -power)}` : `${term} ÷ ${num(base[index]! ** power)}`);
  const check = checkStep([`${lowest.map(against).join(', ')} are all equal, so the terms follow ${ratioText(base)} raised to ${num(power)}.`], lowest.slice(1).map((term, index) => [term * base[0]! ** power, lowest[0]! * base[index + 1]! ** power] as const));
  if (!check) return null;
  return { kind: 'ratio-combine', values: lowest, unit: 'ratio', label: 'The ratio asked', steps: [...steps, check], mistakes: [{ value: lowestTerms(base.map((term) => term ** powerOf(words[0]!)).map((term) => Math.round(term * 1e9) / 1e9))?.[0] ?? NaN, why: 'this uses only the first word' }], givens: base };
}

// --- Proportionals --------------------------------------------------------------------------------

/**
 * 'The fourth proportional to 4, 9 and 12' (4 : 9 = 12 : x), 'the third proportional to 16 and
 * 36' (16 : 36 = 36 : x), 'the mean proportional between 9 and 16' (9 : x = x : 16).
 */
function proportional(text: string): QuantAnswer | null {
  // '4th proportional', '3rd proportional': the ordinal in digits.
  const match = /\b(fourth|third|mean|middle|4th|3rd)\s+proportional\s+(?:to|of|between|for)\s+(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*(?:,\s*|,?\s*and\s+)(\d+(?:\.\d+)?)(?!\d|\.\d)|\b(fourth|third|mean|middle|4th|3rd)\s+proportional\s+(?:to|of|between|for)\s+(\d+(?:\.\d+)?)\s*(?:,\s*|,?\s*and\s+)(\d+(?:\.\d+)?)(?!\d|\.\d|\s+and\s+\d|\s*,\s*\d)/.exec(text);
  if (!match) return null;
  const kind = ({ '4th': 'fourth', '3rd': 'third' } as Readonly<Record<string, string>>)[match[1] ?? match[5]!] ?? match[1] ?? match[5]!;
  const numbers = (match[1] ? [match[2], match[3], match[4]] : [match[6], match[7]]).map(Number);
  if (numbers.some((value) => !(value > 0)) || (kind === 'fourth') !== (numbers.length === 3)) return null;
  let value: number;
  let bullets: string[];
  let pairs: (readonly [number, number])[];
  if (kind === 'fourth') {
    const [a, b, c] = numbers as [number, number, number];
    value = (b * c) / a;
    bullets = [`${num(a)} : ${num(b)} = ${num(c)} : x, so x = ${num(b)} × ${num(c)} ÷ ${num(a)} = ${num(value)}.`];
    pairs = [[a * value, b * c]];
  } else if (kind === 'third') {
    const [a, b] = numbers as [number, number];
    value = (b * b) / a;
    bullets = [`${num(a)} : ${num(b)} = ${num(b)} : x, so x = ${num(b)}² ÷ ${num(a)} = ${num(value)}.`];
    pairs = [[a * value, b * b]];
  } else {
    const [a, b] = numbers as [number, number];
    value = Math.sqrt(a * b);
    // Only a whole or short answer is a paper's answer; a long root means the numbers were misread.
    if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return null;
    bullets = [`${num(a)} : x = x : ${num(b)}, so x² = ${num(a)} × ${num(b)} = ${num(a * b)} and x = ${num(value)}.`];
    pairs = [[value * value, a * b]];
  }
  const check = checkStep([kind === 'fourth' ? `${num(numbers[0]!)} × ${num(value)} = ${num(numbers[0]! * value)} = ${num(numbers[1]!)} × ${num(numbers[2]!)}: the products of the extremes and of the means agree.` : kind === 'third' ? `${num(numbers[0]!)} × ${num(value)} = ${num(numbers[0]! * value)} = ${num(numbers[1]!)} × ${num(numbers[1]!)}.` : `${num(value)} × ${num(value)} = ${num(value * value)} = ${num(numbers[0]!)} × ${num(numbers[1]!)}.`], pairs);
  if (!check) return null;
  const name = kind === 'middle' ? 'mean' : kind;
  return { kind: 'ratio-combine', values: [round2(value)], unit: 'number', label: `The ${name} proportional`, steps: [{ title: 'Set up the proportion', bullets }, check], mistakes: kind === 'mean' || kind === 'middle' ? [{ value: round2((numbers[0]! + numbers[1]!) / 2), why: 'this is the average; the mean proportional is the square root of the product' }] : [], givens: [...numbers, ...[...(match[1] ?? match[5]!).matchAll(/\d+/g)].map((digits) => Number(digits[0]))] };
}

// --- Chains: a : b and b : c ----------------------------------------------------------------------

interface Statement {
  readonly names: readonly string[];
  readonly terms: readonly number[];
  readonly line: string;
  readonly givens: readonly number[];
  /** Read from 'A = 2/3 of B' or '2/3 of A = 3/4 of B', not written as a ratio: worth answering on its own. */
  readonly derived: boolean;
}

/** Terms of a ratio, whole or as fractions: '3 : 4', '1/2 : 1/3'. */
const FRACTION_TERMS = String.raw`(\d+(?:\.\d+)?(?:\s*\/\s*\d+)?(?:\s*:\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)+)(?![\d/])`;

/** Whole terms in lowest terms from written ones ('1/2 : 1/3' is 3 : 2), how to show them, and the numbers written. */
function readTerms(written: string): { terms: number[]; shown: string; givens: number[] } | null {
  const pieces = written.split(/\s*:\s*/);
  const raw = pieces.map((piece) => {
    const [top, bottom] = piece.split('/').map((part) => Number(part.trim()));
    return bottom === undefined ? top! : top! / bottom;
  });
  if (raw.some((term) => !(term > 0))) return null;
  const fractional = pieces.some((piece) => piece.includes('/'));
  const terms = fractional ? lowestTerms(raw.map((term) => Math.round(term * 1e9) / 1e9)) : raw;
  if (!terms) return null;
  const givens = pieces.flatMap((piece) => piece.split('/').map((part) => Number(part.trim())));
  return { terms, shown: fractional ? `${pieces.map((piece) => piece.replace(/\s+/g, '')).join(' : ')} = ${ratioText(terms)}` : ratioText(terms), givens };
}

/** Words that name a quantity, not a person: 'a's amount' is a's, never a person called 'amount'. */
const NOT_A_NAME = String.raw`(?!(?:amount|money|share|salary|income|savings|capital|investment|sum|profit|number|age|marks|score|weight|height|speed|wages?|earnings|the|that|what|of|is|and)\b)`;
const WHO = String.raw`${NOT_A_NAME}([a-z]+)(?:'s)?(?:\s+(?:salary|income|share|age|savings|speed|marks|investment|capital|weight|height|wages?|earnings|profit|amount|money|sum|number|score|property|deposit|pocket money|monthly income|monthly salary))?`;

/** The ratio statements of the text in order, and the text with them blanked out (what is left asks the question). */
function statementsOf(text: string): { statements: Statement[]; rest: string } {
  const statements: { index: number; end: number; statement: Statement }[] = [];
  // The first reading of a stretch of text wins: a statement never reuses the words (and numbers) of another.
  const add = (match: RegExpMatchArray, names: (string | undefined)[], terms: number[], line: string, givens: number[], derived = false) => {
    const kept = names.filter((name): name is string => name !== undefined);
    const index = match.index!;
    const end = index + match[0].length;
    if (kept.length === terms.length && !statements.some((entry) => entry.index < end && index < entry.end)) statements.push({ index, end, statement: { names: kept, terms, line, givens, derived } });
  };
  for (const match of text.matchAll(new RegExp(String.raw`\b([a-z])\s*:\s*([a-z])(?:\s*:\s*([a-z]))?\s*(?:=|is|::|are|was)\s*${FRACTION_TERMS}`, 'g'))) {
    const read = readTerms(match[4]!);
    if (read) add(match, [match[1], match[2], match[3]], read.terms, `${[match[1], match[2], match[3]].filter(Boolean).map((name) => letter(name!)).join(' : ')} = ${read.shown}`, read.givens);
  }
  // 'mohan : sohan = 5 : 6', "ravi's : sita's is 2 : 3": names in words joined by a colon.
  for (const match of text.matchAll(new RegExp(String.raw`(?<![a-z]\s*:\s*)\b${NOT_A_NAME}([a-z]{2,})(?:'s)?\s*:\s*${NOT_A_NAME}([a-z]{2,})(?:'s)?(?:\s*:\s*${NOT_A_NAME}([a-z]{2,})(?:'s)?)?\s*(?:=|is|::|are|was)\s*${FRACTION_TERMS}`, 'g'))) {
    const read = readTerms(match[4]!);
    if (read && !/^(?:ratio|ratios|then|if|and|find|so)$/.test(match[1]!)) add(match, [match[1], match[2], match[3]], read.terms, `${[match[1], match[2], match[3]].filter(Boolean).map((name) => letter(name!)).join(' : ')} = ${read.shown}`, read.givens);
  }
  for (const match of text.matchAll(new RegExp(String.raw`(?:ratio|that)\s+(?:of|between)\s+(?:the\s+)?(?:[a-z]+\s+of\s+)?${WHO}\s+(?:to|and)\s+(?:that\s+of\s+)?(?:the\s+)?${WHO}\s+(?:is|=|was|are)\s+${FRACTION_TERMS}`, 'g'))) {
    const read = readTerms(match[3]!);
    if (read) add(match, [match[1], match[2]], read.terms, `${letter(match[1]!)} : ${letter(match[2]!)} = ${read.shown}`, read.givens);
  }
  // "A's and B's salaries are in the ratio 4 : 9", 'those of B and C are in the ratio 6 : 7': two names, then their ratio.
  for (const match of text.matchAll(new RegExp(String.raw`(?:\b(?:those|that)\s+of\s+)?\b${WHO}\s+and\s+${WHO}(?:\s+(?:salaries|incomes|shares|ages|savings|speeds|investments|capitals|weights|heights|wages|earnings|profits|amounts|numbers|scores))?\s+(?:are|were|is|was)\s+in\s+the\s+(?:ratio|proportion)(?:\s+of)?\s+${FRACTION_TERMS}`, 'g'))) {
    const read = readTerms(match[3]!);
    if (read && read.terms.length === 2 && !/^(?:ratio|ratios|then|if|and|find|so|while|those|that)$/.test(match[1]!)) add(match, [match[1], match[2]], read.terms, `${letter(match[1]!)} : ${letter(match[2]!)} = ${read.shown}`, read.givens);
  }
  // '... and b to c is 4 : 5', '... and that of b to c 4 : 5': a second ratio in the same sentence.
  for (const match of text.matchAll(new RegExp(String.raw`\band\s+(?:that\s+of\s+|of\s+)?([a-z])\s+to\s+([a-z])\s+(?:is\s+|=\s*|was\s+)?${FRACTION_TERMS}`, 'g'))) {
    const read = readTerms(match[3]!);
    if (read) add(match, [match[1], match[2]], read.terms, `${letter(match[1]!)} : ${letter(match[2]!)} = ${read.shown}`, read.givens);
  }
  // "..., and mohan's salary to sohan's is 9 : 2": a second ratio of names in words.
  for (const match of text.matchAll(new RegExp(String.raw`\band\s+(?:that\s+of\s+|of\s+)?${WHO}\s+to\s+(?:that\s+of\s+)?${WHO}\s+(?:is\s+|=\s*|was\s+)?${FRACTION_TERMS}`, 'g'))) {
    const read = readTerms(match[3]!);
    if (read) add(match, [match[1], match[2]], read.terms, `${letter(match[1]!)} : ${letter(match[2]!)} = ${read.shown}`, read.givens);
  }
  for (const match of text.matchAll(/\b([a-z])\s*\/\s*([a-z])\s*=\s*(\d+)\s*\/\s*(\d+)/g)) {
    const terms = [Number(match[3]), Number(match[4])];
    add(match, [match[1], match[2]], terms, `${letter(match[1]!)}/${letter(match[2]!)} = ${num(terms[0]!)}/${num(terms[1]!)}, so ${letter(match[1]!)} : ${letter(match[2]!)} = ${ratioText(terms)}`, terms);
  }
  // '60% of A, 40% of B and 25% of C are all equal', '3/5 of A = 1/2 of B = 1/3 of C': each is the common value over its fraction.
  const PART = String.raw`(?:\d+(?:\.\d+)?\s*%|${MULTIPLIER})\s+of\s+(?:the\s+)?[a-z]+(?:'s)?`;
  const EQUALS = String.raw`(?:=|equals|is equal to|is the same as|,\s*(?:which|that)\s+(?:equals|is equal to|is the same as|is))`;
  for (const match of text.matchAll(new RegExp(String.raw`${PART}(?:\s*(?:${EQUALS}|,\s*(?:and\s+)?|,?\s+and\s+)\s*${PART}){1,3}(\s+(?:are|is|were)\s+(?:all\s+)?(?:equal|the same|same)\b)?`, 'g'))) {
    const pieces = [...match[0].matchAll(new RegExp(String.raw`(\d+(?:\.\d+)?\s*%|${MULTIPLIER})\s+of\s+(?:the\s+)?([a-z]+)(?:'s)?`, 'g'))];
    const joints = match[0].replace(new RegExp(PART, 'g'), '|').split('|').slice(1, -1);
    const equalsOnly = joints.every((joint) => new RegExp(String.raw`^\s*${EQUALS}\s*$`).test(joint));
    if (!(match[1] || (equalsOnly && (pieces.length >= 3 || joints.some((joint) => /[a-z]/.test(joint)))))) continue;
    const factors = pieces.map((piece) => (/%$/.test(piece[1]!) ? Number(piece[1]!.replace(/\s*%$/, '')) / 100 : multiplierWord(piece[1]!)));
    const names = pieces.map((piece) => piece[2]!);
    if (factors.some((factor) => factor === null || !(factor > 0)) || new Set(names).size !== names.length) continue;
    const terms = lowestTerms(factors.map((factor) => Math.round((1 / factor!) * 1e9) / 1e9));
    const written = pieces.flatMap((piece) => [...piece[1]!.matchAll(/\d+(?:\.\d+)?/g)].map((digits) => Number(digits[0])));
    if (terms) add(match, names, terms, `${pieces.map((piece) => `${piece[1]} of ${letter(piece[2]!)}`).join(' = ')}, so ${names.map(letter).join(' : ')} = ${factors.map((factor) => `1/${num(factor!)}`).join(' : ')} = ${ratioText(terms)}`, written, true);
  }
  // 'A's income is 50% more than B's', 'the population of Pune is 20% less than that of Jaipur': A : B = 150 : 100.
  const OWNER = String.raw`(?:the\s+(?:[a-z]+\s+){1,2}?of\s+)?(?:an?\s+)?${WHO}`;
  for (const match of text.matchAll(new RegExp(String.raw`${OWNER}\s+(?:is|was|are|were|earns|earned|gets|got|has|had|scores|scored|weighs|costs|saves|spends)\s+${NUM}\s*%\s+(more|less|greater|higher|lower|smaller|fewer)\s+than\s+(?:that\s+of\s+(?:an?\s+)?|the\s+[a-z]+\s+of\s+(?:an?\s+)?)?${WHO}`, 'g'))) {
    const percent = Number(match[2]);
    const more = /more|greater|higher/.test(match[3]!);
    if (!more && percent >= 100) continue;
    const terms = lowestTerms([Math.round((100 + (more ? percent : -percent)) * 1e9) / 1e9, 100]);
    if (terms) add(match, [match[1], match[4]], terms, `${letter(match[1]!)} = ${num(100 + (more ? percent : -percent))}% of ${letter(match[4]!)}, so ${letter(match[1]!)} : ${letter(match[4]!)} = ${num(100 + (more ? percent : -percent))} : 100 = ${ratioText(terms)}`, [percent], true);
  }
  // '2/3 of A's share = 3/4 of B's share': A : B = 3/4 : 2/3 = 9 : 8; and the same with percentages.
  for (const match of text.matchAll(new RegExp(String.raw`(\d+)\s*\/\s*(\d+)\s+of\s+(?:the\s+)?${WHO}\s+(?:is equal to|=|equals|is same as|is the same as)\s+(\d+)\s*\/\s*(\d+)\s+of\s+(?:that of\s+)?(?:the\s+)?${WHO}`, 'g'))) {
    const [p, q, r, s] = [Number(match[1]), Number(match[2]), Number(match[4]), Number(match[5])];
    const terms = lowestTerms([r / s, p / q]);
    if (terms) add(match, [match[3], match[6]], terms, `${num(p)}/${num(q)} × ${letter(match[3]!)} = ${num(r)}/${num(s)} × ${letter(match[6]!)}, so ${letter(match[3]!)} : ${letter(match[6]!)} = ${num(r)}/${num(s)} : ${num(p)}/${num(q)} = ${ratioText(terms)}`, [p, q, r, s], true);
  }
  for (const match of text.matchAll(new RegExp(String.raw`${NUM}\s*%\s+of\s+(?:the\s+)?${WHO}\s+(?:is equal to|=|equals|is same as|is the same as)\s+${NUM}\s*%\s+of\s+(?:that of\s+)?(?:the\s+)?${WHO}`, 'g'))) {
    const [p, r] = [Number(match[1]), Number(match[3])];
    const terms = lowestTerms([r, p]);
    if (terms) add(match, [match[2], match[4]], terms, `${num(p)}% of ${letter(match[2]!)} = ${num(r)}% of ${letter(match[4]!)}, so ${letter(match[2]!)} : ${letter(match[4]!)} = ${num(r)} : ${num(p)} = ${ratioText(terms)}`, [p, r], true);
  }
  // 'three-fourths of A = two-thirds of B', 'twice a number A is equal to thrice B': the same in words.
  for (const match of text.matchAll(new RegExp(String.raw`(${MULTIPLIER})\s+(?:of\s+)?(?:the\s+)?(?:(?:a\s+)?(?:number|quantity)\s+)?${WHO}\s+(?:is equal to|=|equals|is same as|is the same as)\s+(${MULTIPLIER})\s+(?:of\s+)?(?:that of\s+)?(?:the\s+)?(?:(?:a\s+)?(?:number|quantity)\s+)?${WHO}`, 'g'))) {
    const [left, right] = [multiplierWord(match[1]!), multiplierWord(match[3]!)];
    const terms = left && right ? lowestTerms([Math.round((right / left) * 1e9) / 1e9, 1]) : null;
    const written = [...`${match[1]} ${match[3]}`.matchAll(/\d+/g)].map((digits) => Number(digits[0]));
    if (terms) add(match, [match[2], match[4]], terms, `${match[1]} × ${letter(match[2]!)} = ${match[3]} × ${letter(match[4]!)}, so ${letter(match[2]!)} : ${letter(match[4]!)} = ${ratioText(terms)}`, written, true);
  }
  // '2 times A equals 7 times B which equals 4 times C', '3 times x = 5 times y': each letter is the common value over its multiple.
  const TIMES_PART = String.raw`(\d+(?:\.\d+)?)\s+times\s+(?:of\s+)?([a-z])(?![a-z'])`;
  const TIMES_JOINT = String.raw`\s*(?:=|equals|is equal to|is the same as|,?\s*(?:which|that)\s+(?:equals|is equal to|is the same as|is|in turn equals))\s*`;
  for (const match of text.matchAll(new RegExp(String.raw`${TIMES_PART}(?:${TIMES_JOINT}${TIMES_PART}){1,3}`, 'g'))) {
    const pieces = [...match[0].matchAll(new RegExp(TIMES_PART, 'g'))];
    const factors = pieces.map((piece) => Number(piece[1]));
    const names = pieces.map((piece) => piece[2]!);
    if (factors.some((factor) => !(factor > 0)) || new Set(names).size !== names.length) continue;
    const terms = lowestTerms(factors.map((factor) => Math.round((1 / factor) * 1e9) / 1e9));
    if (terms) add(match, names, terms, `${pieces.map((piece) => `${piece[1]} × ${letter(piece[2]!)}`).join(' = ')}, so ${names.map(letter).join(' : ')} = ${factors.map((factor) => `1/${num(factor)}`).join(' : ')} = ${ratioText(terms)}`, factors, true);
  }
  // "A's money is to B's money as 4 : 5".
  for (const match of text.matchAll(new RegExp(String.raw`\b${WHO}\s+is\s+to\s+(?:that\s+of\s+)?${WHO}\s+as\s+(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)(?![\d/])`, 'g'))) {
    const terms = [Number(match[3]), Number(match[4])];
    if (terms.every((term) => term > 0)) add(match, [match[1], match[2]], terms, `${letter(match[1]!)} : ${letter(match[2]!)} = ${ratioText(terms)}`, terms);
  }
  // 'A has two-thirds as much money as B', 'A's share is two-thirds of B's', 'A is twice B': A : B = 2 : 3, 2 : 1.
  for (const match of text.matchAll(new RegExp(String.raw`(?<!of\s+(?:the\s+)?)\b${WHO}\s+(?:is|=|gets|receives|equals|is equal to|has|earns|invests|saves|scores|spends)\s+(${MULTIPLIER.replace(String.raw`|\d+\s*\/\s*\d+`, '')})\s+(?:as\s+(?:much|many)(?:\s+[a-z]+){0,2}?\s+as\s+|(?:of|times)\s+)?(?:that of\s+|what\s+)?(?:the\s+)?${WHO}(?!(?:'s)?(?:\s+[a-z]+)?\s*(?:,|and|&)\s+[a-z](?:'s)?(?:\s+[a-z]+)?\s+(?:together|combined|jointly|put together|taken together|get|gets|got|receive|receives|received|have|has|had)\b(?!\s+(?:\d|twice|thrice|half|one|two|three|four|five|six|seven|eight|nine)))`, 'g'))) {
    const factor = multiplierWord(match[2]!);
    const terms = factor ? lowestTerms([Math.round(factor * 1e9) / 1e9, 1]) : null;
    if (terms) add(match, [match[1], match[3]], terms, `${letter(match[1]!)} = ${match[2]} × ${letter(match[3]!)}, so ${letter(match[1]!)} : ${letter(match[3]!)} = ${ratioText(terms)}`, [], true);
  }
  // 'A's share is 2/3 of B's', 'A = 2/3 B': A : B = 2 : 3.
  for (const match of text.matchAll(new RegExp(String.raw`(?<!of\s+(?:the\s+)?)\b${WHO}\s+(?:is|=|gets|receives|equals|is equal to)\s+(\d+)\s*\/\s*(\d+)\s+(?:(?:of|times)\s+)?(?:that of\s+|what\s+)?(?:the\s+)?${WHO}(?!(?:'s)?(?:\s+[a-z]+)?\s*(?:,|and|&)\s+[a-z](?:'s)?(?:\s+[a-z]+)?\s+(?:together|combined|jointly|put together|taken together|get|gets|got|receive|receives|received|have|has|had)\b(?!\s+(?:\d|twice|thrice|half|one|two|three|four|five|six|seven|eight|nine)))`, 'g'))) {
    const [p, q] = [Number(match[2]), Number(match[3])];
    add(match, [match[1], match[4]], [p, q], `${letter(match[1]!)} = ${num(p)}/${num(q)} of ${letter(match[4]!)}, so ${letter(match[1]!)} : ${letter(match[4]!)} = ${num(p)} : ${num(q)}`, [p, q], true);
  }
  // '2a = 3b = 4c': A : B : C = 1/2 : 1/3 : 1/4; 'a/2 = b/3 = c/4': A : B : C = 2 : 3 : 4.
  // '3 times a equals 5 times b' is 3a = 5b.
  for (const match of text.matchAll(/(?<![\d.:/])(\d+(?:\.\d+)?)\s*(?:x\s+|times\s+)?([a-z])\s*(?:=|\s(?:equals|is\s+equal\s+to|is\s+the\s+same\s+as)\s)\s*(\d+(?:\.\d+)?)\s*(?:x\s+|times\s+)?([a-z])(?:\s*(?:=|\s(?:equals|is\s+equal\s+to|is\s+the\s+same\s+as)\s)\s*(\d+(?:\.\d+)?)\s*(?:x\s+|times\s+)?([a-z]))?(?![a-z\d])/g)) {
    const factors = [match[1], match[3], match[5]].filter((factor): factor is string => factor !== undefined).map(Number);
    const names = [match[2], match[4], match[6]].filter((name): name is string => name !== undefined);
    const terms = lowestTerms(factors.map((factor) => 1 / factor));
    if (terms && factors.every((factor) => factor > 0)) add(match, names, terms, `${factors.map((factor, index) => `${num(factor)}${letter(names[index]!)}`).join(' = ')}, so ${names.map(letter).join(' : ')} = ${factors.map((factor) => `1/${num(factor)}`).join(' : ')} = ${ratioText(terms)}`, factors, true);
  }
  // 'A × 1/2 = B × 5/6 = C × 3/5': each letter is the common value over its factor.
  const FACTOR = String.raw`(\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)`;
  for (const match of text.matchAll(new RegExp(String.raw`(?<![a-z])([a-z])\s*[×x*]\s*${FACTOR}\s*=\s*([a-z])\s*[×x*]\s*${FACTOR}(?:\s*=\s*([a-z])\s*[×x*]\s*${FACTOR})?(?![\d/])`, 'g'))) {
    const written = [match[2], match[4], match[6]].filter((factor): factor is string => factor !== undefined);
    const factors = written.map((factor) => multiplierWord(factor.replace(/\s+/g, '')) ?? Number(factor));
    const names = [match[1], match[3], match[5]].filter((name): name is string => name !== undefined);
    const terms = factors.every((factor) => factor > 0) ? lowestTerms(factors.map((factor) => Math.round((1 / factor) * 1e9) / 1e9)) : null;
    if (terms) add(match, names, terms, `${names.map((name, index) => `${letter(name)} × ${written[index]!.replace(/\s+/g, '')}`).join(' = ')}, so ${names.map(letter).join(' : ')} = ${written.map((factor) => `1 ÷ ${factor.replace(/\s+/g, '')}`).join(' : ')} = ${ratioText(terms)}`, written.flatMap((factor) => factor.split('/').map((part) => Number(part.trim()))), true);
  }
  for (const match of text.matchAll(/(?<![a-z])([a-z])\s*\/\s*(\d+(?:\.\d+)?)\s*=\s*([a-z])\s*\/\s*(\d+(?:\.\d+)?)(?:\s*=\s*([a-z])\s*\/\s*(\d+(?:\.\d+)?))?(?![\d/])/g)) {
    const factors = [match[2], match[4], match[6]].filter((factor): factor is string => factor !== undefined).map(Number);
    const names = [match[1], match[3], match[5]].filter((name): name is string => name !== undefined);
    const terms = lowestTerms(factors);
    if (terms && factors.every((factor) => factor > 0)) add(match, names, terms, `${names.map((name, index) => `${letter(name)}/${num(factors[index]!)}`).join(' = ')}, so ${names.map(letter).join(' : ')} = ${ratioText(terms)}`, factors, true);
  }
  let rest = text;
  for (const entry of statements) rest = `${rest.slice(0, entry.index)}${' '.repeat(entry.end - entry.index)}${rest.slice(entry.end)}`;
  return { statements: statements.sort((a, b) => a.index - b.index).map((entry) => entry.statement), rest };
}

function chained(text: string): QuantAnswer | null {
  const { statements, rest } = statementsOf(text);
  // 'A is twice as old as B was 5 years ago': a multiple at another time is the ages solver's.
  if (statements.some((statement) => statement.derived) && /\b(?:ago|hence|years?|ages?|old|older|younger)\b/.test(text)) return null;
  if (statements.length === 0 || statements.some((statement) => new Set(statement.names).size !== statement.names.length || statement.terms.some((term) => term <= 0))) return null;
  // Merge the statements one at a time through the name they share.
  const combined = new Map<string, number>(statements[0]!.names.map((name, index) => [name, statements[0]!.terms[index]!]));
  const steps: SolutionStep[] = [{ title: 'Read the data', bullets: statements.map((statement) => `${statement.line}.`) }];
  const pending = statements.slice(1);
  while (pending.length > 0) {
    // A statement about two names already joined would be a second reading of the same ratio: not this kind.
    const index = pending.findIndex((statement) => statement.names.filter((name) => combined.has(name)).length === 1);
    if (index < 0) return null;
    const statement = pending.splice(index, 1)[0]!;
    const shared = statement.names.find((name) => combined.has(name))!;
    const here = statement.terms[statement.names.indexOf(shared)]!;
    const there = combined.get(shared)!;
    const before = [...combined.entries()];
    for (const [name, term] of before) combined.set(name, term * here);
    statement.names.forEach((name, position) => {
      if (name !== shared) combined.set(name, statement.terms[position]! * there);
    });
    steps.push({
      title: `Make ${letter(shared)} the same`,
      bullets: [`${letter(shared)} is ${num(there)} in ${before.map(([name]) => letter(name)).join(' : ')} = ${before.map(([, term]) => num(term)).join(' : ')} and ${num(here)} in ${statement.line.split(/,|=/)[0]!.trim()}: multiply the first by ${num(here)} and the second by ${num(there)}.`, `${[...combined.keys()].map(letter).join(' : ')} = ${[...combined.values()].map(num).join(' : ')}.`],
    });
  }
  const names = [...combined.keys()];
  // The question is what is left once the ratio statements are taken out ('If A : B = 5 : 7 and B : C = 6 : 11, then A : B : C is').
  const asked = askedPart(rest);
  const total = new RegExp(String.raw`${AMOUNT}\s+(?:is|was|has been|have been|are|were|be)?\s*(?:to be\s+)?(?:divided|distributed|shared|split)|(?:divide|distribute|share|split)[a-z]*\s+${AMOUNT}|${WHOLE_IS}\s+${AMOUNT}|\b(?:together|between them|in all)\s+(?:they\s+)?(?:have|had|has|get|got|earn|earned|receive|received)\s+${AMOUNT}|\b(?:have|had|get|got|earn|earned|receive|received)\s+${AMOUNT}\s+(?:together|between them|in all)|\b(?:add|adds|added|sum|sums|total|totals)\s+up\s+to\s+${AMOUNT}|\b(?:sum|total)\s+of\s+(?:the\s+)?(?:(?:two|three|four|2|3|4)\s+)?(?:numbers?\s+)?[a-z](?:\s*,\s*[a-z])*\s*,?\s*and\s+[a-z]\s+(?:is|was|=)\s+${AMOUNT}|(?<![a-z])[a-z](?:\s*\+\s*[a-z])+\s*(?:=|is|was)\s*${AMOUNT}`).exec(text);
  // 'A + B + C = 589': a sum written with plus signs is the whole only when it adds every name of the chain.
  const plusSum = /(?<![a-z])([a-z](?:\s*\+\s*[a-z])+)\s*(?:=|is|was)\s*₹?\s?\d/.exec(text);
  if (plusSum) {
    const added = plusSum[1]!.split(/\s*\+\s*/);
    if (new Set(added).size !== added.length || added.length !== names.length || added.some((name) => !combined.has(name))) return null;
  }
  const givens = statements.flatMap((statement) => statement.givens);
  const checkLines = statements.map((statement) => {
    const terms = statement.names.map((name) => combined.get(name)!);
    const lowest = ratioText(lowestTerms(terms) ?? terms);
    return { line: `${statement.names.map(letter).join(' : ')} = ${terms.map(num).join(' : ')}${lowest === ratioText(terms) ? '' : ` = ${lowest}`}, as stated.`, pairs: statement.names.slice(1).map((name, position) => [combined.get(name)! * statement.terms[0]!, combined.get(statement.names[0]!)! * statement.terms[position + 1]!] as const) };
  });
  const known = [...combined.keys()].join('|');
  const asRatio = new RegExp(String.raw`\b(${known})\s*:\s*(${known})(?:\s*:\s*(${known}))?(?:\s*:\s*(${known}))?\b`).exec(asked) ?? new RegExp(String.raw`\bratio\s+(?:of|between)\s+(?:the\s+)?(?:[a-z]+\s+of\s+)?(?:an?\s+)?(${known})\s*,\s*(?:an?\s+)?(${known})(?:\s*,\s*(?:an?\s+)?(${known}))?\s*,?\s+and\s+(?:an?\s+)?(${known})\b`).exec(asked) ?? new RegExp(String.raw`ratio\s+(?:of|between)\s+(?:the\s+)?(?:[a-z]+\s+of\s+)?${WHO}\s+(?:to|and)\s+(?:that\s+of\s+)?(?:the\s+)?${WHO}(?:\s+(?:to|and)\s+(?:that\s+of\s+)?(?:the\s+)?${WHO})?`).exec(asked);
  if (total) {
    const amount = Number(total.slice(1).find((group) => group !== undefined));
    // Every person the whole is divided among must be in the chain: 'among a, b and c' (or 'among a, b, c') with only a : b read is not solved.
    const among = /\b(?:among|amongst|between)\s+([a-z](?:\s*,\s*[a-z])*(?:\s*,?\s*and\s+[a-z])|[a-z](?:\s*,\s*[a-z])+)\b/.exec(text);
    if (among && among[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).some((name) => !combined.has(name))) return null;
    // 'shared among p q r': letters listed without commas must all be in the chain too.
    const bare = /\b(?:among|amongst|between)\s+([a-z](?:\s+[a-z])+)(?![a-z'])/.exec(text);
    if (bare && bare[1]!.split(/\s+/).some((name) => !combined.has(name))) return null;
    if (/\b(?:a|b|c|d)\s*,\s*(?:a|b|c|d)\s*(?:,\s*|\s+and\s+)(?:a|b|c|d)\b/.test(text) && names.length < 3) return null;
    // 'R gets how much?': the one asked about stands before the question word, in the asking sentence.
    const asking = askingSentence(rest) ?? asked;
    const gap = differenceAsked(asking, names);
    const wanted = gap ? [] : names.filter((name) => new RegExp(String.raw`\b${name}(?:'s)?\b`).test(asked)).length > 0 ? names.filter((name) => new RegExp(String.raw`\b${name}(?:'s)?\b`).test(asked)) : names.filter((name) => new RegExp(String.raw`(?<![a-z'])${name}(?:'s)?(?![a-z])`).test(asking));
    if (!gap && wanted.length !== 1) return null;
    const terms = lowestTerms(names.map((name) => combined.get(name)!));
    if (gap && terms) {
      const sum = terms.reduce((acc, term) => acc + term, 0);
      const unit: QuantUnit = /₹/.test(total[0]) ? 'rupees' : 'number';
      const [more, less] = gap.map((name) => terms[names.indexOf(name)]!) as [number, number];
      if (!(more > less)) return null;
      const shares = terms.map((term) => (amount * term) / sum);
      const value = ((more - less) * amount) / sum;
      steps.push({ title: 'The difference', bullets: [`${terms.join(' + ')} = ${sum} parts = ${formatValue(amount, unit)}, so one part = ${num(amount)} ÷ ${sum} = ${num(amount / sum)}.`, `${letter(gap[0])} − ${letter(gap[1])} = ${more} − ${less} = ${more - less} parts = ${formatValue(value, unit)}.`] });
      const check = checkStep([...checkLines.map((entry) => entry.line), `The shares ${shares.map((share) => formatValue(share, unit)).join(' + ')} = ${formatValue(shares.reduce((a, b) => a + b, 0), unit)}, and ${formatValue(shares[names.indexOf(gap[0])]!, unit)} − ${formatValue(shares[names.indexOf(gap[1])]!, unit)} = ${formatValue(value, unit)}.`], [...checkLines.flatMap((entry) => entry.pairs), [shares.reduce((a, b) => a + b, 0), amount], [shares[names.indexOf(gap[0])]! - shares[names.indexOf(gap[1])]!, value]]);
      if (!check) return null;
      return { kind: 'ratio-combine', values: [round2(value)], unit, label: `${letter(gap[0])} − ${letter(gap[1])}`, steps: [...steps, check], mistakes: [{ value: round2(shares[names.indexOf(gap[0])]!), why: `this is ${letter(gap[0])} itself, not the difference` }], givens: [...givens, amount] };
    }
    if (!terms) return null;
    const sum = terms.reduce((acc, term) => acc + term, 0);
    const shares = terms.map((term) => (amount * term) / sum);
    const index = names.indexOf(wanted[0]!);
    const unit: QuantUnit = /₹/.test(total[0]) ? 'rupees' : 'number';
    steps.push({ title: 'Share', bullets: [`${terms.join(' + ')} = ${sum} parts; ${letter(wanted[0]!)} gets ${terms[index]}/${sum} of ${formatValue(amount, unit)} = ${formatValue(shares[index]!, unit)}.`] });
    const check = checkStep([...checkLines.map((entry) => entry.line), `The shares ${shares.map((share) => formatValue(share, unit)).join(' + ')} = ${formatValue(shares.reduce((a, b) => a + b, 0), unit)}.`], [...checkLines.flatMap((entry) => entry.pairs), [shares.reduce((a, b) => a + b, 0), amount]]);
    if (!check) return null;
    return { kind: 'ratio-combine', values: [round2(shares[index]!)], unit, label: `${letter(wanted[0]!)}'s share`, steps: [...steps, check], mistakes: shares.flatMap((share, position) => (position === index ? [] : [{ value: round2(share), why: `this is ${letter(names[position]!)}'s share` }])), givens: [...givens, amount] };
  }
  const sums = sumsAsked(asked, combined, steps, checkLines, givens);
  if (sums !== undefined) return sums;
  // 'Ram's salary is 4/5 of Shyam's. If Shyam earns ₹25,000 ...': one relation in words is a chain of its own.
  if (!asRatio && (statements.length >= 2 || statements[0]!.derived)) return oneFromAnother(rest, asked, combined, steps, checkLines, givens);
  if (!asRatio || (statements.length < 2 && !statements[0]!.derived)) return null;
  const wanted = [asRatio[1], asRatio[2], asRatio[3], asRatio[4]].filter((name): name is string => name !== undefined);
  if (wanted.length < 2 || wanted.some((name) => !combined.has(name)) || new Set(wanted).size !== wanted.length) return null;
  const values = lowestTerms(wanted.map((name) => combined.get(name)!));
  if (!values) return null;
  const full = wanted.map((name) => num(combined.get(name)!)).join(' : ');
  steps.push({ title: 'Answer the ratio asked', bullets: [`${wanted.map(letter).join(' : ')} = ${full}${full === values.join(' : ') ? '' : ` = ${values.join(' : ')}`}.`] });
  const check = checkStep(checkLines.map((entry) => entry.line), checkLines.flatMap((entry) => entry.pairs));
  if (!check) return null;
  const naive = wanted.length === 2 ? lowestTerms(wanted.map((name) => statements.find((statement) => statement.names.includes(name))!.terms[statements.find((statement) => statement.names.includes(name))!.names.indexOf(name)]!)) : null;
  return { kind: 'ratio-combine', values, unit: 'ratio', label: `${wanted.map(letter).join(' : ')}`, steps: [...steps, check], mistakes: naive && naive.join(':') !== values.join(':') ? [{ value: naive[0]!, why: 'this takes the terms straight from the two ratios without first making the shared term equal' }] : [], givens };
}

/**
 * '(A + B) : (B + C)', '(a+b):(b+c) = ?': a ratio of sums of the chained letters, each sum worked
 * from the combined terms. Undefined when the ask is not of that shape; null when it is but cannot
 * be read (a letter outside the chain).
 */
function sumsAsked(asked: string, combined: ReadonlyMap<string, number>, steps: SolutionStep[], checkLines: readonly { line: string; pairs: readonly (readonly [number, number])[] }[], givens: readonly number[]): QuantAnswer | null | undefined {
  const SUM = String.raw`\(\s*([a-z](?:\s*\+\s*[a-z])+)\s*\)`;
  const asked2 = new RegExp(String.raw`${SUM}\s*:\s*${SUM}`).exec(asked);
  if (!asked2) return undefined;
  const groups = [asked2[1]!, asked2[2]!].map((group) => group.split(/\s*\+\s*/));
  if (groups.some((group) => group.some((name) => !combined.has(name)) || new Set(group).size !== group.length)) return null;
  const totals = groups.map((group) => group.reduce((acc, name) => acc + combined.get(name)!, 0));
  const values = lowestTerms(totals);
  if (!values) return null;
  const shown = groups.map((group) => `(${group.map(letter).join(' + ')})`).join(' : ');
  steps.push({ title: 'Answer the ratio asked', bullets: [`${shown} = (${groups[0]!.map((name) => num(combined.get(name)!)).join(' + ')}) : (${groups[1]!.map((name) => num(combined.get(name)!)).join(' + ')}) = ${totals.map(num).join(' : ')}${totals.join(':') === values.join(':') ? '' : ` = ${values.join(' : ')}`}.`] });
  const check = checkStep(checkLines.map((entry) => entry.line), checkLines.flatMap((entry) => entry.pairs));
  if (!check) return null;
  return { kind: 'ratio-combine', values, unit: 'ratio', label: shown, steps: [...steps, check], mistakes: [], givens };
}

/** The whole last sentence that asks ('R gets how much?'), its subject kept; null when none ends in a question mark. */
function askingSentence(rest: string): string | null {
  const sentences = rest.split(/(?<=[.?!])\s+/).filter((sentence) => /\?\s*$/.test(sentence));
  return sentences.length > 0 ? sentences[sentences.length - 1]! : null;
}

/**
 * 'By how much does C exceed A?', 'how much more does C get than A?', 'what is the difference
 * between C and A?': the two compared, the larger first when the words say which; null otherwise.
 */
function differenceAsked(asking: string, names: readonly string[]): [string, string] | null {
  const known = names.join('|');
  const exceed = new RegExp(String.raw`\bby\s+how\s+much\s+(?:does|did|is|will)\s+(?:the\s+)?(${known})(?:'s\s+share)?\s+(?:exceed|exceeds|more\s+than|greater\s+than)\s+(?:the\s+)?(${known})\b|\bhow\s+much\s+more\s+(?:does|did|will)\s+(${known})\s+(?:get|receive|have)\s+than\s+(${known})\b`).exec(asking);
  if (exceed) {
    const [larger, smaller] = [exceed[1] ?? exceed[3], exceed[2] ?? exceed[4]];
    return larger && smaller && larger !== smaller ? [larger, smaller] : null;
  }
  return null;
}

/**
 * 'A : B = 4 : 5 and B : C = 6 : 7. If C = 70, find A': one member's value, written once outside
 * the ratios, gives one part of the combined ratio, and so the member asked. Declined unless
 * exactly one value and exactly one other member are written.
 */
/**
 * 'A : B = 2 : 3, B : C = 4 : 5. If C gets ₹700 more than A, what does B get?': the gap is the
 * difference of the two terms in parts, so one part is the gap over that difference.
 */
function gapFromAnother(rest: string, asked: string, combined: ReadonlyMap<string, number>, steps: SolutionStep[], checkLines: readonly { line: string; pairs: readonly (readonly [number, number])[] }[], givens: readonly number[]): QuantAnswer | null {
  const known = [...combined.keys()].join('|');
  const gaps = [...rest.matchAll(new RegExp(String.raw`(?<![a-z])(?<!\+\s*)(${known})(?:'s\s+(?:share|salary|income|amount|money|savings|marks|score))?\s*(?:is|was|gets|got|has|had|receives|received|earns|earned)\s*(₹\s?)?(\d+(?:\.\d+)?)\s+(more|less)\s+than\s+(${known})(?:'s)?(?![a-z])`, 'g'))];
  if (gaps.length !== 1 || (rest.match(/\d+(?:\.\d+)?/g) ?? []).length !== 1) return null;
  const gap = gaps[0]!;
  const [first, second] = [gap[1]!, gap[5]!];
  const more = gap[4] === 'more';
  const terms = combined.get(first)! - combined.get(second)!;
  if (first === second || (more ? terms <= 0 : terms >= 0)) return null;
  const askedAlone = asked.replace(gap[0], ' ');
  const wanted = [...combined.keys()].filter((other) => new RegExp(String.raw`(?<![a-z])${other}(?:'s)?(?![a-z])`).test(askedAlone));
  if (wanted.length !== 1 || /\b(?:ratio|total|sum|together|differ|more|less)\b/.test(askedAlone)) return null;
  const target = wanted[0]!;
  const value = Number(gap[3]);
  const unit: QuantUnit = gap[2] ? 'rupees' : 'number';
  const part = value / Math.abs(terms);
  const answer = part * combined.get(target)!;
  steps.push({ title: 'One part', bullets: [`${letter(first)} − ${letter(second)} = ${num(combined.get(first)!)} − ${num(combined.get(second)!)} = ${num(terms)} parts, and this is ${more ? '' : '−'}${formatValue(value, unit)}; so one part = ${num(value)} ÷ ${num(Math.abs(terms))} = ${num(part)}.`, `${letter(target)} = ${num(combined.get(target)!)} × ${num(part)} = ${formatValue(answer, unit)}.`] });
  const check = checkStep([...checkLines.map((entry) => entry.line), `${letter(first)} = ${formatValue(part * combined.get(first)!, unit)} and ${letter(second)} = ${formatValue(part * combined.get(second)!, unit)} differ by ${formatValue(value, unit)}.`], [...checkLines.flatMap((entry) => entry.pairs), [Math.abs(part * combined.get(first)! - part * combined.get(second)!), value]]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: [round2(answer)], unit, label: `${letter(target)}`, steps: [...steps, check], mistakes: [{ value: round2((value / combined.get(first)!) * combined.get(target)!), why: `this takes the gap as ${letter(first)}'s whole share` }], givens: [...givens, value] };
}

function oneFromAnother(rest: string, asked: string, combined: ReadonlyMap<string, number>, steps: SolutionStep[], checkLines: readonly { line: string; pairs: readonly (readonly [number, number])[] }[], givens: readonly number[]): QuantAnswer | null {
  const known = [...combined.keys()].join('|');
  const values = [...rest.matchAll(new RegExp(String.raw`(?<![a-z])(?<!\+\s*)(${known})(?:'s\s+(?:share|salary|income|amount|money|savings|marks|score|number|value))?\s*(?:=|is|was|gets|got|has|had|receives|received|earns|earned)\s*(₹\s?)?(\d+(?:\.\d+)?)(?![\d:/]|\.\d)(?!\s*(?:more|less|fewer|greater|higher|lower|extra|over|than)\b)`, 'g'))];
  if (values.length === 0) return gapFromAnother(rest, asked, combined, steps, checkLines, givens);
  if (values.length !== 1 || (rest.match(/\d+(?:\.\d+)?/g) ?? []).length !== 1) return null;
  const given = values[0]!;
  const name = given[1]!;
  const askedAlone = asked.replace(given[0], ' ');
  const wanted = [...combined.keys()].filter((other) => new RegExp(String.raw`(?<![a-z])${other}(?:'s)?(?![a-z])`).test(askedAlone));
  if (wanted.length !== 1 || wanted[0] === name || /\b(?:ratio|total|sum|together|differ|more|less)\b/.test(askedAlone)) return null;
  const target = wanted[0]!;
  const value = Number(given[3]);
  const unit: QuantUnit = given[2] ? 'rupees' : 'number';
  const part = value / combined.get(name)!;
  const answer = part * combined.get(target)!;
  steps.push({ title: 'One part', bullets: [`${letter(name)} is ${num(combined.get(name)!)} parts = ${formatValue(value, unit)}, so one part = ${num(value)} ÷ ${num(combined.get(name)!)} = ${num(part)}.`, `${letter(target)} = ${num(combined.get(target)!)} × ${num(part)} = ${formatValue(answer, unit)}.`] });
  const check = checkStep([...checkLines.map((entry) => entry.line), `${letter(target)} : ${letter(name)} = ${num(answer)} : ${num(value)} = ${num(combined.get(target)!)} : ${num(combined.get(name)!)}.`], [...checkLines.flatMap((entry) => entry.pairs), [answer * combined.get(name)!, value * combined.get(target)!]]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: [round2(answer)], unit, label: `${letter(target)}`, steps: [...steps, check], mistakes: [], givens: [...givens, value] };
}

// --- Adding to each, joining and leaving -----------------------------------------------------------

function pairOfRatios(text: string): [number[], number[]] | null {
  const ratios = [...text.matchAll(new RegExp(TERMS, 'g'))].map((match) => termsOf(match[1]!));
  if (ratios.length !== 2 || ratios.some((ratio) => ratio.length !== 2 || ratio.some((term) => term <= 0))) return null;
  return [ratios[0]!, ratios[1]!];
}

/** A 'which' that describes the noun before it ('numbers which are', 'and which, when'), not one that asks. */
const RELATIVE_WHICH = /(?<=\b(?!(?:of|in|to|from|for|by|then|so|if|is|are|find|out)\b)[a-z]{2,},?\s+)which\b(?!\s+(?:number|one|of)\b)/g;

/** Words that say which of the two numbers is asked. */
const ASKED_NUMBER = /\b(?:larger|largest|greater|greatest|bigger|smaller|smallest|lesser|least|first|second|sum|numbers)\b|\bwho\s+(?:earned|earns|had|has|got|gets|drew|draws)\b/;

/** 'Two numbers are in the ratio 3 : 5; if 10 is added to each, the ratio becomes 5 : 7'; or the number to add to each term. */
function addedToEach(written: string): QuantAnswer | null {
  // 'added to each of 3 and 5 so that the ratio becomes 5 : 6': the two numbers are the first ratio's terms.
  const text = written.replace(/\b(to|from)\s+(each|both)\s+(?:of\s+)?(?:the\s+numbers\s+)?(\d+(?:\.\d+)?)\s+and\s+(\d+(?:\.\d+)?)(?=\s+(?:so that|so as|to make|such that|to get)\b)/g, '$1 $2 of the ratio $3 : $4');
  const pair = pairOfRatios(text);
  if (!pair || /\bages?\b|years?\b|milk|water|mixture/.test(text)) return null;
  const [[a, b], [c, d]] = pair as [[number, number], [number, number]];
  // 'the smaller of two numbers which are in the ratio ...': a 'which' after a noun describes it; the ask is before it.
  // '... which, when increased by 12 each, are in the ratio 5 : 6?': a 'when' inside the ask is not where it starts.
  const plain = text.replace(RELATIVE_WHICH, 'that');
  const asked = [askedTail(plain), askedHead(plain)].find((clause) => ASKED_NUMBER.test(clause)) ?? askedTail(plain);
  // 'what number must be added to each', 'the number which, when added to both the terms'.
  const unknownAdded = /(?:what|which|the)\s+(?:least\s+)?(?:number|quantity)?\s*(?:(?:which|that)\s*,?\s*when\s+)?(?:must|should|has to|is to|to be|be|is)?\s*(?:be\s+)?(added|subtracted|taken away|deducted)\s+(?:to|from)\s+(?:each|both)/.exec(text);
  if (unknownAdded) {
    const adds = unknownAdded[1] === 'added';
    const x = (b * c - a * d) / (d - c);
    if (!Number.isFinite(x) || x === 0 || (adds ? x < 0 : x > 0)) return null;
    const amount = Math.abs(x);
    const steps: SolutionStep[] = [
      { title: 'Write the equation', bullets: [`(${num(a)} ${adds ? '+' : '−'} x) : (${num(b)} ${adds ? '+' : '−'} x) = ${num(c)} : ${num(d)}, so ${num(d)}(${num(a)} ${adds ? '+' : '−'} x) = ${num(c)}(${num(b)} ${adds ? '+' : '−'} x).`] },
      { title: 'Solve', bullets: [`${num(d * a)} ${adds ? '+' : '−'} ${num(d)}x = ${num(c * b)} ${adds ? '+' : '−'} ${num(c)}x, so x = ${num(amount)}.`] },
    ];
    const check = checkStep([`(${num(a)} ${adds ? '+' : '−'} ${num(amount)}) : (${num(b)} ${adds ? '+' : '−'} ${num(amount)}) = ${num(a + x)} : ${num(b + x)} = ${ratioText(lowestTerms([a + x, b + x]) ?? [a + x, b + x])}.`], [[(a + x) * d, (b + x) * c]]);
    if (!check) return null;
    return { kind: 'ratio-combine', values: [round2(amount)], unit: 'number', label: `The number to be ${adds ? 'added to' : 'subtracted from'} each term`, steps: [...steps, check], mistakes: [{ value: round2(Math.abs(c - a)), why: 'this is the change in the first term alone; the same number must fit both terms' }], givens: [a, b, c, d] };
  }
  const change = new RegExp(String.raw`${AMOUNT}\s+(?:is|are)\s+(added|subtracted|taken away|deducted|removed)\s+(?:to|from)\s+(?:each|both)|(adding|subtracting)\s+${AMOUNT}\s+(?:to|from)\s+(?:each|both)|(?:each|both)\s+(?:of\s+(?:them|the\s+[a-z]+)\s+|[a-z]+\s+)?(?:is|are)\s+(increased|decreased|reduced|raised)\s+by\s+${AMOUNT}|\b[a-z]+\s+of\s+(?:each|both)\s+(?:is|are)\s+(increased|decreased|reduced|raised)\s+by\s+${AMOUNT}|\b(?:when|if|on\s+being)\s+(increased|decreased|reduced|raised)\s+by\s+${AMOUNT}\s+(?:each|apiece)\b`).exec(text);
  // 'each of them gets a raise of ₹3,000 a month', 'after an increment of ₹1,000 each': the same sum added to both.
  const raise = change ? null : new RegExp(String.raw`\b(?:each|both)\s+(?:of\s+them\s+)?(?:gets?|got|receives?|received|is\s+given|are\s+given)\s+(?:a|an)\s+(?:raise|increment|hike|rise|increase)\s+of\s+${AMOUNT}|\b(?:a|an)\s+(?:raise|increment|hike|rise|increase)\s+of\s+${AMOUNT}\s+(?:each|to\s+each|for\s+each|to\s+both)\b`).exec(text);
  if (!change && !raise) return null;
  const amount = change ? Number(change[1] ?? change[4] ?? change[6] ?? change[8] ?? change[10]) : Number(raise![1] ?? raise![2]);
  const adds = raise !== null || /added|adding|increased|raised/.test(change![2] ?? change![3] ?? change![5] ?? change![7] ?? change![9] ?? '');
  const moved = (change ?? raise)!;
  const x = adds ? amount : -amount;
  const k = (x * (c - d)) / (a * d - b * c);
  if (!Number.isFinite(k) || k <= 0 || a * k + x <= 0 || b * k + x <= 0) return null;
  if (moved.index > text.search(new RegExp(TERMS)) && text.slice(moved.index).search(new RegExp(TERMS)) < 0) return null;
  const [first, second] = [a * k, b * k];
  const larger = /\b(?:larger|largest|greater|greatest|bigger)\b|\bwho\s+(?:earned|earns|had|has|got|gets|drew|draws)\s+more\b/.test(asked);
  const smaller = /\b(?:smaller|smallest|lesser|least)\b|\bwho\s+(?:earned|earns|had|has|got|gets|drew|draws)\s+less\b/.test(asked);
  // Named people ('the salaries of a and b ... what is b's present salary'): the one named in the question.
  // "Ravi's and Sunil's monthly incomes" names them as 'the incomes of Ravi and Sunil' does.
  const people = /\b(?:salaries|incomes|ages|savings|marks|scores|weights|heights|prices|wages|amounts)\s+of\s+([a-z]+)\s+and\s+([a-z]+)\b/.exec(text) ?? /(?<![a-z])([a-z]+)'s\s+and\s+([a-z]+)'s\s+(?:(?:monthly|annual|yearly|present|current)\s+)?(?:salaries|incomes|wages)\b/.exec(text);
  const named = people ? [people[1]!, people[2]!].flatMap((name, position) => (new RegExp(String.raw`(?<![a-z])${name}(?:'s)?(?![a-z])`).test(asked) ? [position] : [])) : [];
  // 'now (before the raise)' asks for the amount before the change, as 'present' does.
  const beforeChange = /\bbefore\s+the\s+(?:raise|increment|hike|rise|increase|change)\b/.test(asked) && !/\b(?:new|after)\b/.test(asked);
  if (named.length === 1 && !beforeChange && /\b(?:new|after|now|increased|decreased)\b/.test(asked)) return null;
  const target = named.length === 1 ? named[0]! : larger ? (first >= second ? 0 : 1) : smaller ? (first <= second ? 0 : 1) : /\bfirst\b/.test(asked) ? 0 : /\bsecond\b/.test(asked) ? 1 : /\bsum\b/.test(asked) ? 2 : /\bnumbers\b/.test(asked) ? 3 : -1;
  if (target < 0) return null;
  const steps: SolutionStep[] = [
    { title: 'Write the numbers', bullets: [`Let the numbers be ${num(a)}k and ${num(b)}k.`] },
    { title: 'Use the new ratio', bullets: [`(${num(a)}k ${adds ? '+' : '−'} ${num(amount)}) : (${num(b)}k ${adds ? '+' : '−'} ${num(amount)}) = ${num(c)} : ${num(d)}, so ${num(d)}(${num(a)}k ${adds ? '+' : '−'} ${num(amount)}) = ${num(c)}(${num(b)}k ${adds ? '+' : '−'} ${num(amount)}).`, `${num(d * a)}k ${adds ? '+' : '−'} ${num(d * amount)} = ${num(c * b)}k ${adds ? '+' : '−'} ${num(c * amount)}, so k = ${num(k)}.`] },
    { title: 'The numbers', bullets: [`${num(a)} × ${num(k)} = ${num(first)} and ${num(b)} × ${num(k)} = ${num(second)}.`] },
  ];
  const values = target === 0 ? [first] : target === 1 ? [second] : target === 2 ? [first + second] : [first, second];
  const check = checkStep([`${num(first)} : ${num(second)} = ${ratioText(lowestTerms([first, second]) ?? [first, second])}; ${adds ? 'adding' : 'taking'} ${num(amount)}: ${num(first + x)} : ${num(second + x)} = ${ratioText(lowestTerms([first + x, second + x]) ?? [first + x, second + x])}.`], [[first * b, second * a], [(first + x) * d, (second + x) * c]]);
  if (!check) return null;
  const label = named.length === 1 ? `${letter(people![named[0]! + 1]!)}'s amount before the change` : larger ? 'The larger number' : smaller ? 'The smaller number' : ['The first number', 'The second number', 'The sum of the numbers', 'The numbers'][target]!;
  return { kind: 'ratio-combine', values: values.map(round2), unit: 'number', label, steps: [...steps, check], mistakes: target < 2 ? [{ value: round2(target === 0 ? second : first), why: 'this is the other number' }, { value: round2(target === 0 ? c * k : d * k), why: 'this uses the new ratio for the numbers before the change' }] : [], givens: [a, b, c, d, amount] };
}

/** 'The ratio of boys to girls is 5 : 3. If 10 girls join, it becomes 5 : 4. How many boys?' */
function joinedOrLeft(written: string): QuantAnswer | null {
  // 'if two boys move out and one girl moves in': the counts in words as digits (a word is not a written number).
  const text = written.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(?=(?:more\s+|new\s+)?[a-z]+\s+(?:are\s+|were\s+|is\s+)?(?:move|moves|moved|join|joins|joined|leave|leaves|left|come|comes|came|sold|taken|admitted)\b)/g, (_, word: string) => `${COUNT_WORDS[word]} `);
  const pair = pairOfRatios(text);
  if (!pair) return null;
  const names = new RegExp(String.raw`ratio\s+of\s+(?:the\s+)?(?:number\s+of\s+)?([a-z]+)\s+to\s+(?:the\s+)?(?:number\s+of\s+|that\s+of\s+)?([a-z]+)`).exec(text) ?? /\b([a-z]+)\s+and\s+([a-z]+)\s+(?:[a-z]+\s+){0,6}?in\s+(?:the\s+)?ratio/.exec(text) ??
    // 'boys:girls is 3:2'.
    /\b([a-z]{2,})\s*:\s*([a-z]{2,})\s*(?:=|is|are|was)\s*\d/.exec(text);
  if (!names || names[1] === names[2]) return null;
  const who = [names[1]!, names[2]!];
  const word = (name: string) => String.raw`${name.replace(/(?<=[a-z]{3})s$/, '')}s?`;
  const changes = [0, 0];
  const givens: number[] = [];
  let changeLine = '';
  for (const [index, name] of who.entries()) {
    const joins = new RegExp(String.raw`${AMOUNT}\s*(?:litres?|liters?|kg)?\s+(?:more\s+|new\s+|additional\s+)?(?:of\s+)?${word(name)}(?:\s+(?!are\b|were\b|is\b)[a-z]+)?\s+(?:are\s+|were\s+|is\s+)?(?:join|joined|admitted|added|come|came|enter|entered|recruited|mixed|poured|move in|moved in|moves in|bought)`).exec(text) ?? new RegExp(String.raw`(?:adding|admitting|recruiting)\s+${AMOUNT}\s*(?:litres?|liters?|kg)?\s+(?:more\s+)?(?:of\s+)?${word(name)}\b`).exec(text);
    // '29 red balls are taken out': the name may stand before the thing counted.
    const leaves = new RegExp(String.raw`${AMOUNT}\s*(?:litres?|liters?|kg)?\s+(?:of\s+)?${word(name)}(?:\s+(?!are\b|were\b|is\b)[a-z]+)?\s+(?:are\s+|were\s+|is\s+)?(?:leave|left|removed|drop out|dropped out|withdrawn|withdraw|transferred|taken out|taken away|sold|move out|moved out|moves out|given away)`).exec(text);
    if (joins && leaves) return null;
    if (joins || leaves) {
      const amount = Number((joins ?? leaves)![1]);
      changes[index] = joins ? amount : -amount;
      givens.push(amount);
      const mixture = /litres?|liters?|kg/.test((joins ?? leaves)![0]);
      changeLine = `${changeLine}${changeLine ? '; ' : ''}${num(amount)}${mixture ? ` ${/kg/.test((joins ?? leaves)![0]) ? 'kg' : 'litres'} of` : ''} ${name} ${joins ? (mixture ? 'are added' : 'join') : mixture ? 'are taken out' : 'leave'}`;
    }
  }
  if (givens.length === 0) return null;
  const [[a, b], [c, d]] = pair as [[number, number], [number, number]];
  const [da, db] = changes as [number, number];
  // (a k + da) : (b k + db) = c : d.
  const k = (c * db - d * da) / (a * d - b * c);
  if (!Number.isFinite(k) || k <= 0 || a * k + da <= 0 || b * k + db <= 0) return null;
  const before = [a * k, b * k];
  const after = [a * k + da, b * k + db];
  // 'How many blue balls are there in the bag, if the red and blue balls ... ?': the ask written first ends at 'if'.
  const asked = /^\s*(?:how|what|find)\b[^,]*,\s*if\b/.test(askedPart(text)) ? askedPart(text).split(/,\s*if\b/)[0]! : askedTail(text);
  const wanted = who.flatMap((name, index) => (new RegExp(String.raw`\b${word(name)}\b`).test(asked) ? [index] : []));
  const now = /\bnow\b|\bafter\b|\bnew\b|\bfinally\b|\bthen\b/.test(asked);
  const first = /originally|initially|at first|\bbefore\b|in the beginning|\bearlier\b|\bwere there\b/.test(asked);
  const totalAsked = wanted.length === 0 && /\b(?:total|in all|altogether|how many students|strength)\b/.test(asked);
  if ((wanted.length !== 1 && !totalAsked) || (now && first)) return null;
  // 'How many girls are there?' after girls joined could mean before or after: only a group that did not change, or a word that says when.
  // As many join as leave: the total is the same before and after.
  if (!now && !first && (totalAsked ? changes[0]! + changes[1]! !== 0 : changes[wanted[0]!] !== 0)) return null;
  const counts = now ? after : before;
  const value = totalAsked ? counts[0]! + counts[1]! : counts[wanted[0]!]!;
  const unit: QuantUnit = /litres?|liters?/.test(text) ? 'litres' : /\bkg\b/.test(text) ? 'kg' : 'number';
  if (unit === 'number' && before.some((count) => Math.abs(count - Math.round(count)) > 1e-9)) return null;
  const side = (coefficient: number, delta: number) => (delta === 0 ? `${num(coefficient)}k` : `(${num(coefficient)}k ${delta > 0 ? '+' : '−'} ${num(Math.abs(delta))})`);
  const steps: SolutionStep[] = [
    { title: 'Write the amounts', bullets: [`Before: ${who[0]} = ${num(a)}k, ${who[1]} = ${num(b)}k. Then ${changeLine}.`] },
    { title: 'Use the new ratio', bullets: [`${side(a, da)} : ${side(b, db)} = ${num(c)} : ${num(d)}, so ${num(d)} × ${side(a, da)} = ${num(c)} × ${side(b, db)}.`, `${num(a * d)}k ${da * d === 0 ? '' : `${da * d > 0 ? '+' : '−'} ${num(Math.abs(da * d))} `}= ${num(b * c)}k${db * c === 0 ? '' : ` ${db * c > 0 ? '+' : '−'} ${num(Math.abs(db * c))}`}, so k = ${num(k)}.`] },
    { title: now ? 'After the change' : 'Before the change', bullets: [`${cap(who[0]!)} = ${num(a)} × ${num(k)}${now && da !== 0 ? ` ${da > 0 ? '+' : '−'} ${num(Math.abs(da))}` : ''} = ${formatValue(counts[0]!, unit)}; ${who[1]} = ${num(b)} × ${num(k)}${now && db !== 0 ? ` ${db > 0 ? '+' : '−'} ${num(Math.abs(db))}` : ''} = ${formatValue(counts[1]!, unit)}${totalAsked ? `; in all ${formatValue(value, unit)}` : ''}.`] },
  ];
  const check = checkStep([`Before: ${num(before[0]!)} : ${num(before[1]!)} = ${num(a)} : ${num(b)}; after: ${num(after[0]!)} : ${num(after[1]!)} = ${num(c)} : ${num(d)}.`], [[before[0]! * b, before[1]! * a], [after[0]! * d, after[1]! * c]]);
  if (!check) return null;
  const when = now ? ' now' : changes[wanted[0] ?? 0] !== 0 || totalAsked ? ' at first' : '';
  const label = totalAsked ? `The total${when}` : `The number of ${who[wanted[0]!]}${when}`;
  return { kind: 'ratio-combine', values: [round2(value)], unit, label, steps: [...steps, check], mistakes: totalAsked ? [] : [{ value: round2((now ? before : after)[wanted[0]!]!), why: now ? 'this is the number before the change' : 'this is the number after the change' }], givens: [a, b, c, d, ...givens] };
}

// --- Incomes and expenditures ----------------------------------------------------------------------

/** A part of an income in words or figures: 'one-third' is 1/3, '20%' is 0.2. */
function partOfIncome(written: string): { readonly value: number; readonly digits: number[] } | null {
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(written);
  if (percent) return { value: Number(percent[1]) / 100, digits: [Number(percent[1])] };
  const value = multiplierWord(written);
  const digits = [...written.matchAll(/\d+/g)].map((match) => Number(match[0]));
  return value !== null && value > 0 && value < 1 ? { value, digits } : null;
}

/**
 * The ratio of savings, asked from incomes in a ratio and what each spends or saves: 'incomes in
 * the ratio 3 : 5; Kiran spends 90% of her income and Lalit 80% of his' (savings 3 × 10 : 5 × 20),
 * or 'incomes 10 : 11 : 9 and expenditures 15 : 3 : 8; A saves one-third of his income' (A's
 * saving fixes the size of one part of expenditure against one part of income: with incomes 10k,
 * 11k, 9k and expenditures 15m, 3m, 8m, 10k − 15m = 10k/3). Asked only for the ratio of savings.
 */
function savingsInRatio(text: string): QuantAnswer | null {
  const TERMS = String.raw`(\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?){1,3})(?!\d|\.\d|\s*:)`;
  const asksSavings = /\bratio\s+(?:of|between)\s+(?:their\s+|the\s+)?(?:monthly\s+|annual\s+|yearly\s+)?savings\b|\bsavings\b[^.?]{0,40}\b(?:are\s+)?in\s+the\s+ratio\s*[:?.]?\s*$|\bsavings\b[^.?]{0,40}\bratio\s*\??\s*$/.test(text);
  if (!asksSavings) return null;
  const incomes = new RegExp(String.raw`\b(?:incomes?|salaries|earnings)\b[^.;]{0,60}?\b(?:ratio\s+(?:of\s+)?|(?:is|are|=)\s+)${TERMS}`).exec(text);
  if (!incomes || ratiosIn(text).length > 2) return null;
  const a = incomes[1]!.split(/\s*:\s*/).map(Number);
  const names = /\b(?:incomes?|salaries|earnings)\s+of\s+(?:the\s+)?([a-z]+(?:\s*,\s*[a-z]+)*\s*,?\s+and\s+[a-z]+)\b/.exec(text) ?? /\b([a-z]+(?:\s*,\s*[a-z]+)*\s*,?\s+and\s+[a-z]+)(?:'s)?\s+(?:monthly\s+|annual\s+)?(?:incomes|salaries)\b/.exec(text);
  const who = names ? names[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/) : null;
  if (!who || who.length !== a.length || new Set(who).size !== who.length) return null;
  const spends = new RegExp(String.raw`\b(?:expenditures?|expenses|spendings?)\b[^.;]{0,40}?\bratio\s+(?:of\s+)?${TERMS}`).exec(text);
  const PART = String.raw`(\d+(?:\.\d+)?\s*%|${MULTIPLIER})`;
  const shares = [...text.matchAll(new RegExp(String.raw`\b([a-z]+)\s+(spends|saves)\s+${PART}\s+of\s+(?:his|her|its|their)(?:\s+(?:monthly\s+)?(?:income|salary))?`, 'g'))];
  const steps: SolutionStep[] = [];
  let savings: number[];
  const givens = [...a];
  if (spends) {
    const e = spends[1]!.split(/\s*:\s*/).map(Number);
    if (e.length !== a.length || shares.length !== 1 || shares[0]![2] !== 'saves') return null;
    const at = who.indexOf(shares[0]![1]!);
    const part = partOfIncome(shares[0]![3]!);
    if (at < 0 || !part) return null;
    // Incomes a·k, expenditures e·m; the one saving the part f: a k − e m = f a k, so m = (1 − f) a k / e. Take k = 1.
    const m = ((1 - part.value) * a[at]!) / e[at]!;
    savings = a.map((income, index) => income - e[index]! * m);
    givens.push(...e, ...part.digits);
    steps.push({ title: 'One part of spending against one of income', bullets: [`Incomes ${a.map((term) => `${num(term)}k`).join(', ')}; expenditures ${e.map((term) => `${num(term)}m`).join(', ')}.`, `${letter(who[at]!)} saves ${shares[0]![3]} of ${num(a[at]!)}k, so spends ${num(round2(1 - part.value))} × ${num(a[at]!)}k = ${num(e[at]!)}m, and m = ${num(round2(m))}k.`] });
  } else {
    if (shares.length !== a.length || new Set(shares.map((share) => share[1])).size !== a.length) return null;
    savings = a.map(() => Number.NaN);
    for (const share of shares) {
      const at = who.indexOf(share[1]!);
      const part = partOfIncome(share[3]!);
      if (at < 0 || !part) return null;
      savings[at] = a[at]! * (share[2] === 'saves' ? part.value : 1 - part.value);
      givens.push(...part.digits);
    }
    steps.push({ title: 'Each saving', bullets: shares.map((share) => `${letter(share[1]!)} ${share[2]} ${share[3]} of ${num(a[who.indexOf(share[1]!)]!)}k, so saves ${num(round2(savings[who.indexOf(share[1]!)]!))}k.`) });
  }
  if (savings.some((saving) => !(saving > 0))) return null;
  const values = lowestTerms(savings.map((saving) => Math.round(saving * 1e9) / 1e9));
  if (!values) return null;
  steps.push({ title: 'The ratio of savings', bullets: [`${who.map(letter).join(' : ')} = ${savings.map((saving) => num(round2(saving))).join(' : ')} = ${values.join(' : ')}.`] });
  const check = checkStep([`With incomes ${a.map(num).join(', ')} the savings are ${savings.map((saving) => num(round2(saving))).join(', ')}, in the ratio ${values.join(' : ')}.`], savings.slice(1).map((saving, index) => [saving * values[0]!, savings[0]! * values[index + 1]!] as const));
  if (!check) return null;
  return { kind: 'ratio-combine', values, unit: 'ratio', label: 'The ratio of savings', steps: [...steps, check], mistakes: [{ value: a[0]!, why: 'this is the ratio of incomes, not of savings' }], givens };
}


/**
 * 'The incomes of A and B are in the ratio 5 : 4 and their expenditures in the ratio 3 : 2. If
 * each saves ₹2,000, find A's income': incomes 5k and 4k, expenditures 3m and 2m, and
 * 5k − 3m = 4k − 2m = 2,000.
 */
function incomesAndExpenses(text: string): QuantAnswer | null {
  const incomeRatio = new RegExp(String.raw`\b(?:incomes?|salaries|salary|earnings)\b[^.:;]{0,60}?(?:\bratio\s+(?:of\s+)?|\b(?:is|are|was|were|=)\s+)(\d+)\s*:\s*(\d+)`).exec(text);
  const spendRatio = new RegExp(String.raw`\b(?:expenditures?|expenses|spendings?|expenditure)\b[^.:;]{0,40}?(?:\bratio\s+(?:of\s+)?)?(\d+)\s*:\s*(\d+)`).exec(text);
  const saving = new RegExp(String.raw`\b(?:each(?:\s+of\s+them)?|both(?:\s+of\s+them)?|every one)\s+(?:saves?|saved|save)\s+(?:an amount of\s+)?${AMOUNT}|\b(?:each|both)\s+(?:of\s+them\s+)?(?:has|have|make|makes)\s+(?:a\s+)?savings?\s+of\s+${AMOUNT}|\bsavings?\s+of\s+each\s+(?:is|are|=)\s+${AMOUNT}`).exec(text);
  // 'A saves ₹600 and B saves ₹800': a saving for each, by name.
  const apart = saving ? null : new RegExp(String.raw`\b([a-z]+)\s+(?:saves|saved)\s+${AMOUNT}\s*,?\s+(?:and|while|whereas)\s+([a-z]+)\s+(?:saves|saved)\s+${AMOUNT}(?!\s*(?:more|less|than|times|per|a\s+(?:month|year|week)))`).exec(text);
  if (!incomeRatio || !spendRatio || (!saving && !apart) || incomeRatio.index + incomeRatio[0].length === spendRatio.index + spendRatio[0].length) return null;
  if (ratiosIn(text).length !== 2) return null;
  const [a, b, c, d] = [incomeRatio[1], incomeRatio[2], spendRatio[1], spendRatio[2]].map(Number) as [number, number, number, number];
  const s = saving ? Number(saving[1] ?? saving[2] ?? saving[3]) : NaN;
  // The savings in the order of the names they are said of; which name is which is checked against the ratios' names below.
  const swapped = apart !== null && apart[1] !== apart[3] && /\b(?:incomes?|salaries)\s+of\s+(?:the\s+)?([a-z]+)\s+(?:and|to)\s+([a-z]+)\b/.exec(text)?.[1] === apart[3];
  const [s1, s2] = saving ? [s, s] : swapped ? [Number(apart![4]), Number(apart![2])] : [Number(apart![2]), Number(apart![4])];
  if (a * d === b * c || (saving && c === d)) return null;
  // a k − c m = s1 and b k − d m = s2: k = (s1 d − s2 c)/(a d − b c), then m from the first.
  const k = (s1 * d - s2 * c) / (a * d - b * c);
  const m = (a * k - s1) / c;
  const incomes = [a * k, b * k];
  const spends = [c * m, d * m];
  if (!(k > 0 && m > 0) || incomes.some((income, index) => income - spends[index]! <= 0)) return null;
  const names = /\b(?:incomes?|salaries)\s+of\s+(?:the\s+)?([a-z]+)\s+(?:and|to)\s+([a-z]+)\b/.exec(text) ??
    /\b(?:incomes?|salaries)\s+of\s+(?:the\s+)?(?:two|2)\s+[a-z]+\s*,?\s*([a-z]+)\s+and\s+([a-z]+)\b/.exec(text) ?? /\b([a-z]+)\s+and\s+([a-z]+)(?:'s)?\s+(?:monthly\s+|annual\s+)?(?:incomes|salaries)\b/.exec(text);
  const who = names && !/^(?:two|the|their)$/.test(names[1]!) ? [names[1]!, names[2]!] : null;
  // Each saving must be said of the persons of the ratios, in their order.
  if (apart && (!who || (swapped ? apart[3] !== who[0] || apart[1] !== who[1] : apart[1] !== who[0] || apart[3] !== who[1]))) return null;
  const asked = askedTail(text);
  const personOf = (index: number) => (who ? letter(who[index]!) : `the ${['first', 'second'][index]!} person`);
  let index = -1;
  if (who) {
    const named = who.flatMap((name, position) => (new RegExp(String.raw`(?<![a-z])${name}(?![a-z])`).test(asked) ? [position] : []));
    if (named.length === 1) index = named[0]!;
  }
  if (index < 0 && /\bfirst\b/.test(asked) && !/\bsecond\b/.test(asked)) index = 0;
  if (index < 0 && /\bsecond\b/.test(asked) && !/\bfirst\b/.test(asked)) index = 1;
  // 'Find their incomes': both, in order.
  const both = index < 0 && /\b(?:their|the)\s+(?:monthly\s+|annual\s+|yearly\s+)?(?:incomes|expenditures|salaries|expenses)\b/.test(asked);
  if (index < 0 && !both) return null;
  const wantsSpend = /expend|expense|spend/.test(asked);
  if (!wantsSpend && !/income|salary|salaries|earn/.test(asked)) return null;
  const values = both ? (wantsSpend ? spends : incomes) : [wantsSpend ? spends[index]! : incomes[index]!];
  const label = both ? `The ${wantsSpend ? 'expenditures' : 'incomes'}` : `${cap(personOf(index))}'s ${wantsSpend ? 'expenditure' : 'income'}`;
  const steps: SolutionStep[] = [
    { title: 'Write the amounts', bullets: [`Incomes ${num(a)}k and ${num(b)}k; expenditures ${num(c)}m and ${num(d)}m; ${saving ? `each saves ${rs(s)}` : `the savings are ${rs(s1)} and ${rs(s2)}`}.`] },
    saving
      ? { title: 'Savings are equal', bullets: [`${num(a)}k − ${num(c)}m = ${num(b)}k − ${num(d)}m, so ${num(Math.abs(a - b))}k = ${num(Math.abs(c - d))}m and m = ${num((a - b) / (c - d))}k.`, `${num(a)}k − ${num(c)} × ${num((a - b) / (c - d))}k = ${num(a - (c * (a - b)) / (c - d))}k = ${num(s)}, so k = ${num(k)} and m = ${num(m)}.`] }
      : { title: 'Two savings, two equations', bullets: [`${num(a)}k − ${num(c)}m = ${num(s1)} and ${num(b)}k − ${num(d)}m = ${num(s2)}.`, `Multiply the first by ${num(d)} and the second by ${num(c)} and subtract: ${num(a * d - b * c)}k = ${num(s1 * d - s2 * c)}, so k = ${num(k)} and m = (${num(a)} × ${num(k)} − ${num(s1)}) ÷ ${num(c)} = ${num(m)}.`] },
    { title: 'What is asked', bullets: [`Incomes ${rs(incomes[0]!)} and ${rs(incomes[1]!)}; expenditures ${rs(spends[0]!)} and ${rs(spends[1]!)}.`, `${label} = ${values.map(rs).join(' and ')}.`] },
  ];
  const check = checkStep(
    [`Savings: ${rs(incomes[0]!)} − ${rs(spends[0]!)} = ${rs(incomes[0]! - spends[0]!)} and ${rs(incomes[1]!)} − ${rs(spends[1]!)} = ${rs(incomes[1]! - spends[1]!)}; incomes ${num(incomes[0]!)} : ${num(incomes[1]!)} = ${num(a)} : ${num(b)}; expenditures ${num(spends[0]!)} : ${num(spends[1]!)} = ${num(c)} : ${num(d)}.`],
    [[incomes[0]! - spends[0]!, s1], [incomes[1]! - spends[1]!, s2], [incomes[0]! * b, incomes[1]! * a], [spends[0]! * d, spends[1]! * c]],
  );
  if (!check) return null;
  return {
    kind: 'ratio-combine',
    values: values.map(round2),
    unit: 'rupees',
    label,
    steps: [...steps, check],
    mistakes: both ? [] : [{ value: round2(wantsSpend ? incomes[index]! : spends[index]!), why: wantsSpend ? 'this is the income, not the expenditure' : 'this is the expenditure, not the income' }, { value: round2((wantsSpend ? spends : incomes)[1 - index]!), why: `this is for ${personOf(1 - index)}` }],
    givens: saving ? [a, b, c, d, s] : [a, b, c, d, s1, s2],
  };
}

// --- Expressions in a ratio, and terms changed by percentages ----------------------------------------

/** The digits the text cleaning writes for a letter glued to a number ('2b' is cleaned to '28', '3s' to '35'). */
const DIGIT_OF_LETTER: Readonly<Record<string, string>> = { b: '8', s: '5', o: '0', l: '1', i: '1' };

/**
 * '2a+28' when the letters are a and b: a bare number cannot stand in a ratio of two letters (it
 * would not cancel), so a number ending in the digit the cleaning writes for one of the letters is
 * that letter with its coefficient ('28' is 2b, '8' is b). Any other bare number is left as it is.
 */
function withLettersFromDigits(written: string, letters: readonly [string, string]): { compact: string; cleaned: number[] } {
  const cleaned: number[] = [];
  const compact = written.replace(/(^|[+-])(\d*)(\d)(?=[+-]|$)/g, (term, sign: string, coefficient: string, digit: string) => {
    const letter = letters.filter((candidate) => DIGIT_OF_LETTER[candidate] === digit);
    if (letter.length !== 1) return term;
    cleaned.push(Number(`${coefficient}${digit}`));
    return `${sign}${coefficient}${letter[0]}`;
  });
  return { compact, cleaned };
}

/** An expression as the student wrote it, letters put back: '2a + 28' with a and b is '2a + 2b'. */
const asWritten = (expression: string, letters: readonly [string, string]) => withLettersFromDigits(expression.replace(/\s+/g, ''), letters).compact.replace(/(?<=.)([+-])/g, ' $1 ');

/** '4x + 5y' as the coefficients of the two letters: [4, 5]; null when it is not such a sum. */
function linearIn(expression: string, letters: readonly [string, string]): { coefficients: [number, number]; written: number[] } | null {
  const { compact, cleaned } = withLettersFromDigits(expression.replace(/\s+/g, ''), letters);
  const terms = [...compact.matchAll(/([+-]?)(\d*(?:\.\d+)?)([a-z])/g)];
  if (terms.length === 0 || terms.map((term) => term[0]).join('') !== compact) return null;
  const coefficients: [number, number] = [0, 0];
  // The number as the cleaned text shows it ('28' for 2b) is a figure of the question too.
  const written: number[] = [...cleaned];
  for (const term of terms) {
    const index = letters.indexOf(term[3]!);
    if (index < 0) return null;
    const size = term[2] ? Number(term[2]) : 1;
    if (term[2]) written.push(size);
    coefficients[index as 0 | 1] += term[1] === '-' ? -size : size;
  }
  return { coefficients, written };
}

/** 'If x : y = 3 : 4, find (4x + 5y) : (5x − 2y)': put x = 3k and y = 4k into each side. */
function expressionRatio(text: string): QuantAnswer | null {
  const given = /\b([a-z])\s*:\s*([a-z])\s*(?:=|is|::)\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)(?!\s*[/\d])/.exec(text);
  const asked = /\(\s*([^()]+?)\s*\)\s*:\s*\(\s*([^()]+?)\s*\)/.exec(text.replace(/[−–]/g, '-'));
  if (!given || !asked || given[1] === given[2]) return null;
  const letters: [string, string] = [given[1]!, given[2]!];
  const top = linearIn(asked[1]!, letters);
  const bottom = linearIn(asked[2]!, letters);
  if (!top || !bottom) return null;
  const [p, q] = [Number(given[3]), Number(given[4])];
  const value = (side: [number, number]) => side[0] * p + side[1] * q;
  const [a, b] = [value(top.coefficients), value(bottom.coefficients)];
  if (!(a > 0 && b > 0)) return null;
  const terms = lowestTerms([a, b]);
  if (!terms) return null;
  const side = (coefficients: [number, number]) => `${num(coefficients[0])} × ${num(p)} ${coefficients[1] < 0 ? '−' : '+'} ${num(Math.abs(coefficients[1]))} × ${num(q)}`;
  const steps: SolutionStep[] = [
    { title: 'Put in the ratio', bullets: [`Take ${letters[0]} = ${num(p)}k and ${letters[1]} = ${num(q)}k; k cancels.`, `First: ${side(top.coefficients)} = ${num(a)}; second: ${side(bottom.coefficients)} = ${num(b)}.`, `${num(a)} : ${num(b)} = ${terms.join(' : ')}.`] },
  ];
  const k = 2;
  const check = checkStep([`With k = ${k}: ${letters[0]} = ${num(p * k)}, ${letters[1]} = ${num(q * k)} gives ${num(a * k)} : ${num(b * k)} = ${terms.join(' : ')} again.`], [[a * k * terms[1]!, b * k * terms[0]!]]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: terms, unit: 'ratio', label: 'The ratio of the expressions', steps: [...steps, check], mistakes: [], givens: [p, q, ...top.written, ...bottom.written] };
}

/**
 * 'Seats for Maths, Physics and Biology are in the ratio 5 : 7 : 8; they are increased by 40%,
 * 50% and 75% respectively': each term grows by its own percentage, and the new ratio is asked.
 */
function percentChanges(written: string): QuantAnswer | null {
  const text = joinedAndLeftInPercent(written);
  const ratios = [...text.matchAll(new RegExp(FRACTION_TERMS, 'g'))];
  if (ratios.length !== 1) return null;
  const read = readTerms(ratios[0]![1]!);
  // 'increased by', 'go up by', 'come down by'.
  const LIST = String.raw`((?:${NUM.replace('(', '(?:')}\s*%\s*(?:,|,?\s*and)\s*)+${NUM.replace('(', '(?:')}\s*%)(?:\s+respectively)?`;
  // 'Increased by 20% and 10%', or the change as a noun: 'the percentage increase in the number of boys and girls be 20% and 10%'.
  const list =
    new RegExp(String.raw`\b(increased|decreased|raised|reduced|increase|decrease|rise|fall|go(?:es)?\s+up|went\s+up|go(?:es)?\s+down|went\s+down|come(?:s)?\s+down|came\s+down)\w*\s+(?:[a-z]+\s+){0,4}?by\s+${LIST}`).exec(text) ??
    new RegExp(String.raw`\b(?:percentage\s+|per\s*cent\s+)?(increase|decrease|rise|fall)s?\s+in\s+(?:the\s+)?(?:[a-z]+\s+){1,6}?(?:be|is|are|was|were)\s+${LIST}`).exec(text);
  // 'the first up by 40% and the second down by 30%' (from joinedAndLeftInPercent): each term its own sign.
  const signed = list ? null : /\bthe\s+first\s+(up|down)\s+by\s+(\d+(?:\.\d+)?)\s*%\s+and\s+the\s+second\s+(up|down)\s+by\s+(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (!read || (!list && !signed) || !/\bratio\b/.test(askedTail(text))) return null;
  const changes = list ? [...list[2]!.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((match) => Number(match[1])) : [Number(signed![2]), Number(signed![4])];
  if (changes.length !== read.terms.length) return null;
  const signs = list ? changes.map(() => (/decreas|reduc|fall|down/.test(list[1]!) ? -1 : 1)) : [signed![1] === 'up' ? 1 : -1, signed![3] === 'up' ? 1 : -1];
  const grown = read.terms.map((term, index) => term * (1 + (signs[index]! * changes[index]!) / 100));
  const values = lowestTerms(grown.map((term) => Math.round(term * 1e9) / 1e9));
  if (!values || grown.some((term) => !(term > 0)) || values.some((term) => term > 10000)) return null;
  const steps: SolutionStep[] = [{ title: 'Change each term by its own percentage', bullets: [...read.terms.map((term, index) => `${num(term)} × ${num(1 + (signs[index]! * changes[index]!) / 100)} = ${num(grown[index]!)}`), `New ratio ${grown.map(num).join(' : ')} = ${values.join(' : ')}.`] }];
  const check = checkStep([`${grown.map((term, index) => `${num(term)} ÷ ${values[index]} = ${num(term / values[index]!)}`).join('; ')}: the same, so the ratio is right.`], grown.map((term, index) => [term / values[index]!, grown[0]! / values[0]!] as const));
  if (!check) return null;
  return { kind: 'ratio-combine', values, unit: 'ratio', label: 'The new ratio', steps: [...steps, check], mistakes: [{ value: read.terms[0]!, why: 'this is the old ratio' }], givens: [...read.givens, ...changes] };
}

/**
 * The same reading as inProportionAfter's in other words: 'when the same number is added to each
 * of 8, 17, 13 and 25, the four sums are in proportion: find that number', 'which no. shd be added
 * to 37, 49, 51, 67 to make them proportional?'. Four numbers in one list, one way of changing
 * them (added or taken away), the proportion, and the number asked; [whole, way, a, b, c, d].
 */
function sameNumberForProportion(text: string): string[] | null {
  if (!/\bproportion(?:al)?\b/.test(text) || !/\b(?:what|which|find)\b[^.?]*\b(?:number|no|quantity)\b|\bthat\s+number\b/.test(askedPart(text))) return null;
  const ways = [...new Set([...text.matchAll(/\b(added|add|adding|subtracted|subtract|subtracting|taken away|deducted)\b/g)].map((match) => (/^add/.test(match[1]!) ? 'added' : 'subtracted')))];
  const lists = [...text.matchAll(/(?<![\d.:])(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*(?:,\s*(?:and\s+)?|,?\s+and\s+)(\d+(?:\.\d+)?)(?![\d.:])/g)];
  if (ways.length !== 1 || lists.length !== 1) return null;
  const list = lists[0]!;
  return [list[0], ways[0]!, list[1]!, list[2]!, list[3]!, list[4]!];
}

/**
 * 'What should be subtracted from 15, 28, 20 and 38 so that the remainders are in proportion?',
 * 'what number must be added to each of 3, 5, 7 and 10 to make them proportional': (a ± x)(d ± x)
 * = (b ± x)(c ± x), a first-degree equation in x once the squares cancel.
 */
function inProportionAfter(text: string): QuantAnswer | null {
  const strict = /\b(?:what|which|find the)\s+(?:least\s+)?(?:number|quantity)?\s*(?:must|should|has to|is to)?\s*(?:be\s+)?(added|subtracted|taken away|deducted)\s+(?:to|from)\s+(?:each\s+of\s+)?(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*,?\s*and\s+(\d+(?:\.\d+)?)\s+(?:so\s+that|so\s+as\s+to|to\s+make)\s+(?:the\s+)?(?:remainders|results|sums|numbers|they|them)?\s*(?:are\s+|become\s+)?(?:in\s+proportion|proportional)\b/.exec(text);
  const ask = strict ?? sameNumberForProportion(text);
  if (!ask || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== 4) return null;
  const [a, b, c, d] = [ask[2], ask[3], ask[4], ask[5]].map(Number) as [number, number, number, number];
  const sign = ask[1] === 'added' ? 1 : -1;
  // (a + s x)(d + s x) = (b + s x)(c + s x)  →  s x (a + d − b − c) = b c − a d.
  const spread = a + d - b - c;
  if (spread === 0) return null;
  const x = (b * c - a * d) / (sign * spread);
  if (!(x > 0) || Math.abs(x * 100 - Math.round(x * 100)) > 1e-9) return null;
  const [p, q, r, t] = [a, b, c, d].map((value) => value + sign * x) as [number, number, number, number];
  if ([p, q, r, t].some((value) => !(value > 0))) return null;
  const steps: SolutionStep[] = [
    { title: 'Set up the proportion', bullets: [`(${num(a)} ${sign > 0 ? '+' : '−'} x) : (${num(b)} ${sign > 0 ? '+' : '−'} x) = (${num(c)} ${sign > 0 ? '+' : '−'} x) : (${num(d)} ${sign > 0 ? '+' : '−'} x): the product of the extremes equals the product of the means.`, `The x² terms cancel: ${sign > 0 ? '' : '−'}x × (${num(a)} + ${num(d)} − ${num(b)} − ${num(c)}) = ${num(b)} × ${num(c)} − ${num(a)} × ${num(d)}, so x = ${num(x)}.`] },
  ];
  const check = checkStep([`${num(p)}, ${num(q)}, ${num(r)}, ${num(t)}: ${num(p)} × ${num(t)} = ${num(p * t)} and ${num(q)} × ${num(r)} = ${num(q * r)}, so ${num(p)} : ${num(q)} = ${num(r)} : ${num(t)}.`], [[p * t, q * r]]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: [round2(x)], unit: 'number', label: `The number to be ${ask[1]}`, steps: [...steps, check], mistakes: [], givens: [a, b, c, d] };
}

/**
 * 'Two classes have students in the ratio 7 : 6. If 40% more students join the first class and
 * 30% of the students of the second class leave': the first up by 40% and the second down by 30%.
 * Only when each of the two is named by its place and the words say which way each goes.
 */
function joinedAndLeftInPercent(text: string): string {
  const PLACE = String.raw`(first|second)`;
  const more = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*%\s+more\s+(?:[a-z]+\s+)?(?:join|are\s+admitted\s+to|are\s+added\s+to|come\s+to)\s+the\s+${PLACE}\b`).exec(text);
  const fewer = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*%\s+of\s+the\s+(?:[a-z]+\s+)?(?:of\s+)?(?:the\s+)?${PLACE}\s+(?:[a-z]+\s+)?(?:leave|left|drop\s+out|are\s+removed|quit)\b`).exec(text);
  if (!more || !fewer || more[2] === fewer[2]) return text;
  const change = { [more[2]!]: `up by ${more[1]}%`, [fewer[2]!]: `down by ${fewer[1]}%` };
  return `${text.slice(0, Math.min(more.index, fewer.index))}the first ${change.first} and the second ${change.second}. ${text.slice(Math.max(more.index + more[0].length, fewer.index + fewer[0].length))}`;
}

/**
 * 'The salaries of X and Y are in the ratio 3 : 5. If X's salary is increased by 20% and Y's by
 * 10%, what is the new ratio?': each percentage belongs to the one name written just before it
 * (in any order), and the new ratio keeps the order of the first. Declined unless every name of
 * the ratio gets exactly one percentage and the first says whether it is a rise or a fall.
 */
function percentChangesByName(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 1 || !/\bratio\b/.test(askedPart(text))) return null;
  const ratio = ratios[0]!;
  const names = namesOfRatio(text, ratio);
  if (!names || ratio.fractional) return null;
  const percents = [...text.slice(ratio.end).matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
  if (percents.length !== names.length) return null;
  const changes: number[] = Array.from({ length: names.length }, () => NaN);
  let from = ratio.end;
  let sign = 0;
  for (const percent of percents) {
    const at = ratio.end + percent.index;
    const segment = text.slice(from, at);
    from = at + percent[0].length;
    const rise = /\b(?:increase[sd]?|raised?|rises?|rose|grows?|grew|hiked?|goes up|went up)\b/.test(segment);
    const fall = /\b(?:decrease[sd]?|reduced?|falls?|fell|drops?|dropped|cut|goes down|went down)\b/.test(segment);
    if (rise && fall) return null;
    if (rise || fall) sign = rise ? 1 : -1;
    const named = names.flatMap((name, index) => (new RegExp(nameWord(name)).test(segment) ? [index] : []));
    if (sign === 0 || named.length !== 1 || !Number.isNaN(changes[named[0]!]!) || !/\bby\s*$/.test(segment)) return null;
    changes[named[0]!] = sign * Number(percent[1]);
  }
  // Words after the last percentage ('... by 10% and z's stays the same') are a change not read.
  if (/\b(?:increase|decrease|reduce|raise|rise|fall|same|unchanged)/.test(text.slice(from).replace(askedPart(text), ''))) return null;
  const grown = ratio.raw.map((term, index) => term * (1 + changes[index]! / 100));
  const values = lowestTerms(grown.map((term) => Math.round(term * 1e9) / 1e9));
  if (!values || grown.some((term) => !(term > 0)) || values.some((term) => term > 10000)) return null;
  const who = names.map((name) => (name.length === 1 ? name.toUpperCase() : name));
  const steps: SolutionStep[] = [
    { title: 'Change each term by its own percentage', bullets: [...ratio.raw.map((term, index) => `${who[index]}: ${num(term)} × ${num(1 + changes[index]! / 100)} = ${num(grown[index]!)}`), `New ratio ${grown.map(num).join(' : ')} = ${values.join(' : ')}.`] },
  ];
  const check = checkStep([`${grown.map((term, index) => `${num(term)} ÷ ${values[index]} = ${num(term / values[index]!)}`).join('; ')}: the same, so the ratio is right.`], grown.map((term, index) => [term / values[index]!, grown[0]! / values[0]!] as const));
  if (!check) return null;
  return { kind: 'ratio-combine', values, unit: 'ratio', label: 'The new ratio', steps: [...steps, check], mistakes: [{ value: ratio.terms[0]!, why: 'this is the old ratio' }], givens: [...ratio.written, ...changes.map(Math.abs)] };
}

const COUNT_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };

/**
 * 'The ratio of boys to girls is 7 : 5 and there are 49 boys. If five more girls join, what is
 * the new ratio?': the count gives one part, so both groups, then the change.
 */
function newRatioAfterChange(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 1 || ratios[0]!.terms.length !== 2 || !/\bratio\b/.test(askedPart(text))) return null;
  const ratio = ratios[0]!;
  const names = namesOfRatio(text, ratio);
  if (!names) return null;
  const word = (index: number) => nameWord(names[index]!);
  const known = names.flatMap((_, index) => [...text.matchAll(new RegExp(String.raw`\b(?:there\s+are|there\s+were|has|have|with)?\s*(\d+)\s+${word(index)}(?!\s+(?:more|less|fewer|join|joined|leave|leaves|left|are\s+admitted|were\s+admitted|come|came))`, 'g'))].map((match) => ({ index, value: Number(match[1]), at: match.index })));
  const changes = names.flatMap((_, index) => [...text.matchAll(new RegExp(String.raw`\b(\d+|${Object.keys(COUNT_WORDS).join('|')})\s+(?:more\s+|new\s+)?${word(index)}\s+(?:also\s+)?(?:are\s+|were\s+)?(join|joins|joined|are admitted|were admitted|come|came|leave|leaves|left|drop out|dropped out)`, 'g'))].map((match) => ({ index, amount: COUNT_WORDS[match[1]!] ?? Number(match[1]), written: /^\d+$/.test(match[1]!), joins: /join|admit|come|came/.test(match[2]!), at: match.index })));
  if (known.length !== 1 || changes.length !== 1 || known[0]!.at === changes[0]!.at) return null;
  const [a, b] = ratio.raw as [number, number];
  const count = known[0]!;
  const part = count.value / ratio.raw[count.index]!;
  const before = [a * part, b * part];
  if (before.some((value) => !Number.isInteger(Math.round(value * 1e9) / 1e9))) return null;
  const change = changes[0]!;
  const after = [...before];
  after[change.index]! += change.joins ? change.amount : -change.amount;
  if (after.some((value) => !(value > 0))) return null;
  const terms = lowestTerms(after);
  if (!terms) return null;
  const who = (index: number) => names[index]!;
  const steps: SolutionStep[] = [
    { title: 'The two groups now', bullets: [`${num(count.value)} ${who(count.index)} are ${num(ratio.raw[count.index]!)} parts, so one part is ${num(part)}: ${who(0)} = ${num(before[0]!)}, ${who(1)} = ${num(before[1]!)}.`] },
    { title: 'After the change', bullets: [`${num(change.amount)} ${who(change.index)} ${change.joins ? 'join' : 'leave'}: ${who(change.index)} = ${num(after[change.index]!)}.`, `New ratio ${num(after[0]!)} : ${num(after[1]!)} = ${terms.join(' : ')}.`] },
  ];
  const check = checkStep([`Before: ${num(before[0]!)} : ${num(before[1]!)} = ${num(a)} : ${num(b)}; after: ${num(after[0]!)} : ${num(after[1]!)} = ${terms.join(' : ')}.`], [[before[0]! * b, before[1]! * a], [after[0]! * terms[1]!, after[1]! * terms[0]!]]);
  if (!check) return null;
  return { kind: 'ratio-combine', values: terms, unit: 'ratio', label: `The new ratio of ${who(0)} to ${who(1)}`, steps: [...steps, check], mistakes: [{ value: a, why: 'this is the old ratio' }], givens: [...ratio.written, count.value, ...(change.written ? [change.amount] : [])] };
}
