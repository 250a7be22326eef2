import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { checkStep, lowestTerms, num, round2, rs, shown, usesAll } from './quant-text';
import { askedPart, multiplierWord, ratiosIn } from './ratio-text';

/**
 * Partnerships told without each partner's money and months in one line: one partner's money and
 * time as multiples of the other's, two capitals that make a total and earn equal profits, and a
 * capital ratio with the months and the gap between the two shares. Text as solvePartnership
 * cleans it (lakh and 'k' read as rupees, times in words as digits).
 */
export function solvePartnershipStory(text: string): QuantAnswer | null {
  return relativeStakes(text) ?? equalProfitsFromTotal(text) ?? ratioMonthsAndGap(text);
}


const TIMES = String.raw`(\d+\s*\/\s*\d+|twice|thrice|double|half|(?:two|three|four|five|six|seven|eight|nine|ten)\s+times|\d+(?:\.\d+)?\s+times|(?:one|a|two|three|four)[-\s](?:half|third|thirds|fourth|fourths|quarter|quarters|fifth|fifths|sixth|sixths))`;
const factorOf = (words: string) => (/\//.test(words) ? multiplierWord(words.replace(/\s+/g, '')) : /^\d/.test(words) ? Number(words.split(/\s+/)[0]) : multiplierWord(words.replace(/\s+/g, ' ')));

/**
 * 'A invested thrice as much money as B but kept it for only one-fourth of the time B kept his',
 * 'the first puts in four times the capital of the second, but for half of the second partner's
 * period': the profits are capital × time, 3 × 1/4 : 1 × 1 = 3 : 4.
 */
function relativeStakes(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/\bratio\b/.test(asked) || !/\bprofits?\b/.test(asked + text)) return null;
  const money = new RegExp(String.raw`\b([a-z]+)\s+(?:invested|invests|puts?\s+in|put|contributed|contributes|brought\s+in|brings\s+in)\s+${TIMES}\s+(?:as\s+much\s+(?:money\s+|capital\s+)?as|the\s+(?:capital|money|investment|amount)\s+of|what)\s+(?:the\s+)?([a-z]+)\b`).exec(text);
  if (!money) return null;
  const rest = text.slice(money.index + money[0].length);
  const time = new RegExp(String.raw`\b(?:for|kept\s+it(?:\s+there)?\s+for|kept\s+(?:his|her|the)\s+money\s+(?:in\s+it\s+)?for)\s+(?:only\s+)?${TIMES}\s+(?:of\s+)?(?:the\s+time|the\s+period|(?:the\s+)?[a-z]+(?:'s)?\s+(?:partner's\s+)?(?:time|period))\b`).exec(rest);
  if (!time) return null;
  const [first, second] = [money[1]!, money[3]!];
  if (first === second) return null;
  const [capital, months] = [factorOf(money[2]!), factorOf(time[1]!)];
  if (capital === null || months === null || !(capital > 0) || !(months > 0)) return null;
  const written = [...`${money[2]} ${time[1]}`.matchAll(/\d+(?:\.\d+)?/g)].map((digits) => Number(digits[0]));
  if (!usesAll(text, written)) return null;
  const terms = lowestTerms([Math.round(capital * months * 1e9) / 1e9, 1]);
  if (!terms) return null;
  const who = (name: string) => (/^(?:first|second)$/.test(name) ? `the ${name} partner` : shown(name));
  const steps: SolutionStep[] = [
    { title: 'Capital × time', bullets: [`Take ${who(second)}'s capital and time as 1 each: ${who(first)} has ${money[2]} the capital for ${time[1]} the time.`, `${who(first)} : ${who(second)} = ${num(capital)} × ${num(months)} : 1 × 1 = ${num(capital * months)} : 1 = ${terms.join(' : ')}.`] },
  ];
  const check = checkStep([`${terms[0]} : ${terms[1]} = ${num(terms[0]! / terms[1]!)}, and ${num(capital)} × ${num(months)} = ${num(capital * months)}.`], [[terms[0]! / terms[1]!, capital * months]]);
  if (!check) return null;
  return { kind: 'partnership', values: terms, unit: 'ratio', label: 'The ratio of the profits', steps: [...steps, check], mistakes: [{ value: round2(capital), why: 'this is the ratio of the capitals alone' }], givens: written };
}

/**
 * 'The total capital of two partners is ₹2,75,000; one's was used for 9 months and the other's
 * for 6; their profits were equal: the capital used for 9 months?': equal profits mean capital ×
 * months is the same, so the capitals are in the ratio 6 : 9 of the whole.
 */
function equalProfitsFromTotal(text: string): QuantAnswer | null {
  if (!/\bequal\s+(?:shares?\s+of\s+the\s+)?profits?\b|\bprofits?\s+(?:were|are|was|turned\s+out(?:\s+to\s+be)?|came\s+out)\s+equal\b|\bequal\s+shares\b|\bshared\s+(?:the\s+profit\s+)?equally\b/.test(text)) return null;
  const total = /\b(?:total\s+capital\s+of\s+(?:the\s+)?(?:two\s+partners|[a-z]+\s+and\s+[a-z]+)\s+(?:is|was)|together\s+(?:put|invested|put\s+in)|(?:put|invested)\s+(?:a\s+total\s+of|in\s+all))\s+₹\s?(\d+(?:\.\d+)?)|\b(?:have|had|invested|put\s+in)\s+(?:a\s+total\s+of\s+)?₹\s?(\d+(?:\.\d+)?)\s+between\s+them\b/.exec(text);
  if (!total) return null;
  const named = /\b([a-z]+)'s\s+(?:money|capital|investment)\s+(?:stayed|was\s+used|remained|was\s+kept|was)\s+(?:in\s+(?:it|the\s+business)\s+)?for\s+(\d+)\s+months?\s+and\s+([a-z]+)'s\s+(?:[a-z]+\s+){0,4}?for\s+(\d+)\s+months?/.exec(text);
  const unnamed = /\bone\s+partner's\s+(?:money|capital)\s+(?:was\s+used|stayed|remained|was\s+kept)\s+for\s+(\d+)\s+months?\s+and\s+the\s+other's\s+for\s+(\d+)\s+months?/.exec(text);
  const read = named ? { names: [named[1]!, named[3]!], months: [Number(named[2]), Number(named[4])] } : unnamed ? { names: ['first', 'second'], months: [Number(unnamed[1]), Number(unnamed[2])] } : null;
  if (!read || read.months[0] === read.months[1] || read.months.some((month) => !(month > 0))) return null;
  const whole = Number(total[1] ?? total[2]);
  const asked = askedPart(text);
  // The one asked: by name, or 'the partner whose money was used for 9 months'.
  const byName = named ? read.names.flatMap((name, index) => (new RegExp(String.raw`(?<![a-z])${name}(?![a-z])`).test(asked) ? [index] : [])) : [];
  const byMonths = /\bused\s+for\s+(\d+)\s+months?\b|\bfor\s+(\d+)\s+months?\b/.exec(asked);
  const index = byName.length === 1 ? byName[0]! : byMonths ? read.months.indexOf(Number(byMonths[1] ?? byMonths[2])) : -1;
  if (index < 0 || !/\bcapital|\binvest|\bmoney|\bhow\s+much/.test(asked)) return null;
  if (!usesAll(text, [whole, ...read.months, ...(byMonths && byName.length !== 1 ? [read.months[index]!] : [])])) return null;
  const capitals = read.months.map((_, position) => (whole * read.months[1 - position]!) / (read.months[0]! + read.months[1]!));
  const who = (position: number) => (named ? shown(read.names[position]!) : `the partner with ${read.months[position]} months`);
  const steps: SolutionStep[] = [
    { title: 'Equal profits', bullets: [`Profit is capital × months, so ${read.names.map((_, position) => `${read.months[position]} × (${who(position)}'s capital)`).join(' = ')}: the capitals are in the ratio ${read.months[1]} : ${read.months[0]}.`] },
    { title: 'Share the total', bullets: [`${who(index)}: ${read.months[1 - index]}/${read.months[0]! + read.months[1]!} × ${rs(whole)} = ${rs(capitals[index]!)}.`] },
  ];
  const check = checkStep([`${rs(capitals[0]!)} + ${rs(capitals[1]!)} = ${rs(whole)}; ${num(capitals[0]!)} × ${read.months[0]} = ${num(capitals[0]! * read.months[0]!)} and ${num(capitals[1]!)} × ${read.months[1]} = ${num(capitals[1]! * read.months[1]!)}, equal.`], [[capitals[0]! + capitals[1]!, whole], [capitals[0]! * read.months[0]!, capitals[1]! * read.months[1]!]]);
  if (!check) return null;
  return { kind: 'partnership', values: [round2(capitals[index]!)], unit: 'rupees', label: `The capital of ${who(index)}`, steps: [...steps, check], mistakes: [{ value: round2(capitals[1 - index]!), why: 'this is the other partner\'s capital' }], givens: [whole, ...read.months, ...(byMonths && byName.length !== 1 ? [read.months[index]!] : [])] };
}

/**
 * 'Ajay and Vikram invest in the ratio 2 : 1 for 11 and 3 months; Ajay's share is ₹74,100 more than
 * Vikram's: the total profit?', "Ajay's share exceeded Vikram's by ₹49,300; they had invested in
 * the ratio 6 : 7, for 12 and 3 months": the profits are in the ratio of capital × months, the gap
 * is the difference of their parts, and the whole is all the parts.
 */
function ratioMonthsAndGap(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  if (ratios.length !== 1 || ratios[0]!.terms.length !== 2 || ratios[0]!.fractional) return null;
  const ratio = ratios[0]!;
  if (!/\b(?:invest\w*|capitals?)\b[^.;]{0,40}$/.test(text.slice(0, ratio.index))) return null;
  const gap = /\b([a-z]+)'s\s+(?:share\s+)?(?:of\s+(?:a|the)\s+profit\s+|of\s+the\s+profit\s+)?(?:exceeded|exceeds|was\s+more\s+than|is\s+more\s+than)\s+([a-z]+)'s(?:\s+share)?\s+by\s+₹\s?(\d+(?:\.\d+)?)|\b([a-z]+)'s\s+share(?:\s+of\s+the\s+profit)?\s+(?:is|was)\s+₹\s?(\d+(?:\.\d+)?)\s+more\s+than\s+([a-z]+)'s\b/.exec(text);
  if (!gap) return null;
  const [larger, smaller, amount] = gap[1] !== undefined ? [gap[1], gap[2]!, Number(gap[3])] : [gap[4]!, gap[6]!, Number(gap[5])];
  if (larger === smaller) return null;
  // The partners in the ratio's order: 'a and b invest in the ratio', or as first named ('they had invested').
  const pair = /\b([a-z]+)\s+and\s+([a-z]+)\s+(?:invest|invested|put|start|started)\b/.exec(text);
  const names = pair ? [pair[1]!, pair[2]!] : /\bthey\s+(?:had\s+)?invested\b/.test(text) ? [larger, smaller].sort((x, y) => text.search(new RegExp(String.raw`(?<![a-z])${x}(?![a-z])`)) - text.search(new RegExp(String.raw`(?<![a-z])${y}(?![a-z])`))) : null;
  if (!names || new Set(names).size !== 2 || !names.includes(larger) || !names.includes(smaller)) return null;
  const listed = /\bfor\s+(\d+)\s+(?:months?\s+)?and\s+(\d+)\s+months\s+respectively\b/.exec(text);
  const each = new RegExp(String.raw`\b${names[0]}'s\s+(?:money|capital|investment)\s+(?:stays|stayed|remains|remained|is\s+kept|was\s+kept|is\s+used|was\s+used)\s+(?:in\s+the\s+business\s+)?for\s+(\d+)\s+months?\s+and\s+${names[1]}'s\s+for\s+(\d+)\s+months?`).exec(text);
  const months = listed ?? each;
  if (!months) return null;
  const times = [Number(months[1]), Number(months[2])];
  if (!usesAll(text, [...ratio.written, ...times, amount])) return null;
  const units = ratio.raw.map((capital, index) => capital * times[index]!);
  const terms = lowestTerms(units);
  if (!terms) return null;
  const [i, j] = [names.indexOf(larger), names.indexOf(smaller)];
  if (!(terms[i]! > terms[j]!)) return null;
  const asked = askedPart(text);
  if (!/\b(?:total|whole|entire)\s+profit\b|\bthe\s+profit\b/.test(asked)) return null;
  const part = amount / (terms[i]! - terms[j]!);
  const sum = terms[0]! + terms[1]!;
  const value = part * sum;
  const who = (index: number) => shown(names[index]!);
  const steps: SolutionStep[] = [
    { title: 'Capital × months', bullets: [`${who(0)}: ${num(ratio.raw[0]!)} × ${times[0]} = ${num(units[0]!)}; ${who(1)}: ${num(ratio.raw[1]!)} × ${times[1]} = ${num(units[1]!)}. Profits are in the ratio ${terms.join(' : ')}.`] },
    { title: 'One part', bullets: [`${who(i)} gets ${terms[i]} − ${terms[j]} = ${terms[i]! - terms[j]!} part${terms[i]! - terms[j]! === 1 ? '' : 's'} more, and that is ${rs(amount)}; one part = ${rs(part)}.`, `Total profit = ${sum} parts = ${rs(value)}.`] },
  ];
  const shares = terms.map((term) => term * part);
  const check = checkStep([`The shares ${shares.map(rs).join(' and ')} differ by ${rs(shares[i]! - shares[j]!)} and are in the ratio ${terms.join(' : ')}.`], [[shares[i]! - shares[j]!, amount], [shares[0]! * units[1]!, shares[1]! * units[0]!]]);
  if (!check) return null;
  return { kind: 'partnership', values: [round2(value)], unit: 'rupees', label: 'The total profit', steps: [...steps, check], mistakes: [{ value: round2((amount * (ratio.raw[0]! + ratio.raw[1]!)) / Math.abs(ratio.raw[0]! - ratio.raw[1]!)), why: 'this uses the capitals alone and forgets the months' }], givens: [...ratio.written, ...times, amount] };
}
