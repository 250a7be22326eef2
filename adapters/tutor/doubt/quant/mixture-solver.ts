import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { gcd } from '../../generators/quant/format';
import { NUM, checkStep, lowestTerms, num, pct, round2, rs } from './quant-text';
import { askedPart, blanked, figuresIn, ratiosIn, type WrittenRatio, withoutQuestionNumber } from './ratio-text';

/**
 * Mixtures: the ratio that gives a mean price (alligation, also with water at no cost or with
 * strengths in percent), the price of a mixture by weight or by ratio, what to add for a new
 * ratio or a new percentage, the ratio after adding, two mixtures put together, and milk left
 * after some is drawn off and replaced by water, once or several times.
 */
export function solveMixture(written: string): QuantAnswer | null {
  const text = withShorthand(withoutQuestionNumber(written));
  if (!/mix|mixture|blend|alligation|solution|vessel|container|milk|water|alloy|jar|can\b|cask|drum/.test(text) && !/\b(?:part|some)\b[^.]*\b(?:rest|remaining|remainder|balance)\b/.test(text)) return null;
  return waterRatioFromGain(text) ?? alligation(text) ?? percentQuantity(text) ?? gainWithWaterRatio(text) ?? partsByPercent(text) ?? unknownPrice(text) ?? meanPrice(text) ?? meanPriceOfMany(text) ?? drawnAndRefilled(text) ?? fractionReplaced(text) ?? replacement(text) ?? equalVessels(text) ?? twoMixtures(text) ?? percentToAdd(text) ?? addToAmounts(text) ?? ratioAfterAdding(text) ?? addForRatio(text) ?? waterForGain(text) ?? gainFromWater(text) ?? percentAfterAdding(text) ?? drawnOnce(text) ?? evaporated(text);
}

/**
 * 'A container holds milk and water in the ratio 5 : 4. What fraction of it must be taken out and
 * replaced by water to make the ratio 1 : 1?': the milk is only drawn off, so what stays of it,
 * 1 − f, takes its share from 5/9 to 1/2: 1 − f = (1/2) ÷ (5/9) and f = 1/10.
 */
function fractionReplaced(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  // 'How much of the mixture must be drawn off ...' with no volume written: a fraction of it (no figure is checked below).
  if (!/\bwhat\s+(?:fraction|part|portion)\b|\bhow\s+much\s+of\s+(?:the|this|that|it|its)\s*(?:mixture|liquid|solution|contents?)?\b/.test(asked)) return null;
  const parts = partsNamed(text);
  const ratios = ratiosIn(text);
  if (!parts || ratios.length !== 2 || ratios.some((ratio) => ratio.terms.length !== 2 || ratio.fractional)) return null;
  const refill = new RegExp(String.raw`\b(?:taken\s+out|drawn\s+off|drawn\s+out|removed|withdrawn|drained(?:\s+off)?)\s+and\s+(?:be\s+)?(?:replaced|refilled|substituted)\s+(?:by|with)\s+(?:pure\s+)?(${parts[0]}|${parts[1]})\b`).exec(text);
  if (!refill || refill.index < ratios[0]!.end || refill.index > ratios[1]!.index || figuresIn(blanked(text, ratios.map((ratio) => [ratio.index, ratio.end] as const))).length !== 0) return null;
  const added = parts.indexOf(refill[1]!);
  const kept = 1 - added;
  const [a, b] = ratios[0]!.terms as [number, number];
  const [c, d] = ratios[1]!.terms as [number, number];
  const [keptOld, sumOld, keptNew, sumNew] = [kept === 0 ? a : b, a + b, kept === 0 ? c : d, c + d];
  // f = 1 − (keptNew / sumNew) ÷ (keptOld / sumOld) = (keptOld·sumNew − keptNew·sumOld) ÷ (keptOld·sumNew).
  const top = keptOld * sumNew - keptNew * sumOld;
  const bottom = keptOld * sumNew;
  if (!(top > 0 && top < bottom)) return null;
  const divisor = gcd(top, bottom);
  const [p, q] = [top / divisor, bottom / divisor];
  const steps: SolutionStep[] = [
    { title: `Only the ${parts[kept]} is drawn off`, bullets: [`The ${parts[kept]} is ${keptOld}/${sumOld} of the mixture; after, it must be ${keptNew}/${sumNew}. Refilling keeps the volume, so what stays of it, 1 − f, does this.`] },
    { title: 'The fraction', bullets: [`1 − f = (${keptNew}/${sumNew}) ÷ (${keptOld}/${sumOld}) = ${bottom - top}/${bottom}, so f = ${top}/${bottom} = ${p}/${q}.`] },
  ];
  const keptAfter = (keptOld / sumOld) * (1 - p / q);
  const check = checkStep([`Take 1 unit: ${parts[kept]} ${num(keptOld / sumOld)} × (1 − ${p}/${q}) = ${num(keptAfter)}, ${parts[added]} ${num(1 - keptAfter)}: ${num(keptAfter)} : ${num(1 - keptAfter)} = ${kept === 0 ? `${c} : ${d}` : `${d} : ${c}`}.`], [[keptAfter * sumNew, keptNew]]);
  if (!check) return null;
  return { kind: 'mixture', values: [p, q], unit: 'fraction', label: 'The fraction to take out', steps: [...steps, check], mistakes: [], givens: [...ratios[0]!.written, ...ratios[1]!.written] };
}

/**
 * A student's shorthand as the readers expect the words: 'ltr' litres, '45 ltr mix' a mixture,
 * 'milk n water' milk and water, 'bought @ ₹40' at ₹40, 'milk:water = 8:7' milk and water in the
 * ratio 8:7; and, when a ratio is asked, prices in paise as the same figures in rupees ('1210
 * paise per kg' as ₹1210 per kg: the ratio does not depend on the unit of money).
 */
/** Counts of parts written as words: 'one part water and 9 parts juice'. */
const PART_WORDS: Readonly<Record<string, string>> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10' };

function withShorthand(text: string): string {
  const plain = text
    .replace(/\bltrs?\b\.?/g, 'litres')
    // '90 l of sugar solution is 45% strong': the strength beside the amount, as '90 l of a 45% sugar solution'.
    .replace(/\b(\d+(?:\.\d+)?\s*(?:litres?|liters?|l|kg|ml))\s+of\s+(?:an?\s+|the\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:is|was)\s+(\d+(?:\.\d+)?)\s*%\s+(?:strong|pure|concentrated)\b/g, '$1 of a $3% $2')
    .replace(/\b(juice|syrup|milk)\s+concentrate\b/g, '$1')
    // '5 parts water and 6 parts juice', 'half water and half juice': the two kinds in a ratio.
    .replace(/\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s+parts?\s+(?:of\s+)?([a-z]+)\s+and\s+(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s+parts?\s+(?:of\s+)?([a-z]+)\b/g, (_, first: string, kind: string, second: string, other: string) => `${kind} and ${other} in the ratio ${PART_WORDS[first] ?? first} : ${PART_WORDS[second] ?? second}`)
    .replace(/\bhalf\s+([a-z]+)\s+and\s+half\s+([a-z]+)\b/g, '$1 and $2 in the ratio 1 : 1')
    .replace(/(\d\s*(?:litres|kg))\s+mix\b/g, '$1 mixture')
    .replace(/(?<=[a-z])\s+n\s+(?=[a-z])/g, ' and ')
    .replace(/\s*@\s*(?=₹|\d)/g, ' at ')
    .replace(/\b([a-z]+)\s*:\s*([a-z]+)\s*(?:=|is|becomes|became)\s*(?=\d+(?:\.\d+)?\s*:\s*\d)/g, (whole, first: string, second: string) => (/^(?:ratio|is|of)$/.test(first) ? whole : `${first} and ${second} in the ratio `))
    // '9 l of a milk-water mixture (2:1) is taken out': the mixture and its ratio said first, then the amount taken.
    .replace(/\b(\d+(?:\.\d+)?)\s*(litres?|l|kg)\s+of\s+(?:a|the)\s+([a-z]+)[-\s](?:and\s+)?([a-z]+)\s+(mixture|solution)\s*\(\s*(\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?)\s*\)\s+(?=(?:is|are|was|were)\s+(?:drawn|taken|removed|withdrawn|drained))/g, 'a vessel holds $3 and $4 in the ratio $6. $1 $2 of the $5 ');
  return asksRatio(askedPart(plain)) || /^\s*ratio\b/.test(askedPart(plain)) ? plain.replace(/(?<![\d.₹])(\d+(?:\.\d+)?)\s*paise\s+(?=per|a\b|an\b|\/)/g, '₹$1 ') : plain;
}

/**
 * 'How many kg of an alloy with 35% zinc must be melted with 20 kg of the first alloy (20% zinc)
 * to get 30% zinc?', 'how much of an 80% tin alloy with 100 kg of a 20% tin alloy to make 40%?':
 * alligation on the strengths, the one amount written fixing the other. The amount's strength is
 * the one written beside it ('20 kg of a 20% alloy') or the first one ('20 kg of the first alloy').
 */
function percentQuantity(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  // 'Find the quantity of 15% solution to be mixed': the amount asked, as 'how much'.
  const QUANTITY_ASKED = /\bhow\s+(?:many|much)\b|\b(?:find|what\s+is|calculate|determine)\s+the\s+(?:quantity|amount|volume)\s+of\b/;
  if (!QUANTITY_ASKED.test(asked) || /₹|\bprofit|\bgain|\bloss/.test(text)) return null;
  const strengths = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((match) => ({ value: Number(match[1]), index: match.index }));
  const amounts = [...text.matchAll(new RegExp(String.raw`${NUM}\s*(kg|kilograms?|litres?|liters?|l|grams?|g)\b`, 'g'))];
  if (strengths.length !== 3 || amounts.length !== 1 || !/\balloy|\bsolution|\bacid|\balcohol|\bconcentrat|\bstrength/.test(text)) return null;
  const target = /\b(?:to\s+get|to\s+make|to\s+obtain|to\s+form|so\s+that|so\s+as\s+to|resulting|giving)\b[^%]*?(\d+(?:\.\d+)?)\s*%[^%]*$/.exec(text);
  if (!target) return null;
  const meanAt = strengths.findIndex((strength) => strength.index >= target.index && strength.index < target.index + target[0].length);
  if (meanAt !== 2) return null;
  const amount = amounts[0]!;
  const after = text.slice(amount.index + amount[0].length, amount.index + amount[0].length + 40);
  // The strength of the amount written: 'of a 20% alloy' after it, or 'of the first (alloy)'.
  const beside = /^\s+of\s+(?:a|an|the)\s+(\d+(?:\.\d+)?)\s*%/.exec(after);
  const first = /^\s+of\s+the\s+first\b/.test(after);
  const second = /^\s+of\s+the\s+second\b/.test(after);
  const knownAt = beside ? strengths.findIndex((strength) => strength.index === amount.index + amount[0].length + beside[0].indexOf(beside[1]!)) : first ? 0 : second ? 1 : -1;
  if (knownAt < 0 || knownAt > 1) return null;
  // The amount asked is the other kind's: 'how many kg of another alloy', 'how much of a 80% alloy'.
  if (!new RegExp(String.raw`\bhow\s+(?:many\s+(?:kg|kilograms|litres|liters|grams)|much)\b|\b(?:find|what\s+is|calculate|determine)\s+the\s+(?:quantity|amount|volume)\s+of\s+(?:a\s+|an\s+|the\s+)?\d+(?:\.\d+)?\s*%`).test(asked)) return null;
  const known = strengths[knownAt]!.value;
  const other = strengths[1 - knownAt]!.value;
  const mean = strengths[2]!.value;
  const q = Number(amount[1]);
  if (!(Math.min(known, other) < mean && mean < Math.max(known, other))) return null;
  const value = (q * Math.abs(known - mean)) / Math.abs(other - mean);
  const unit: QuantUnit = /^k/.test(amount[2]!) ? 'kg' : /^l/.test(amount[2]!) ? 'litres' : 'number';
  const steps: SolutionStep[] = [
    { title: 'Alligation on the strengths', bullets: [`The ${num(other)}% kind and the ${num(known)}% kind mix in the ratio |${num(known)} − ${num(mean)}| : |${num(mean)} − ${num(other)}| = ${num(Math.abs(known - mean))} : ${num(Math.abs(mean - other))}.`, `With ${num(q)} of the ${num(known)}% kind: ${num(q)} × ${num(Math.abs(known - mean))} ÷ ${num(Math.abs(mean - other))} = ${num(value)}.`] },
  ];
  const check = checkStep([`${num(value)} at ${num(other)}% and ${num(q)} at ${num(known)}%: ${num((value * other) / 100 + (q * known) / 100)} in ${num(value + q)}, which is ${num(((value * other + q * known) / (value + q)))}%.`], [[(value * other + q * known) / (value + q), mean]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(value)], unit, label: 'The quantity to mix', steps: [...steps, check], mistakes: [{ value: round2((q * Math.abs(other - mean)) / Math.abs(known - mean)), why: 'this turns the alligation ratio the wrong way round' }], givens: [known, other, mean, q] };
}

/**
 * 'A milkman buys milk at ₹44 a litre and adds water in the ratio 2 : 9 (water : milk); he sells
 * the mixture at ₹54 a litre: his gain per cent?': a litre of the mixture costs only its milk,
 * 9/11 of ₹44, and sells at ₹54.
 */
function gainWithWaterRatio(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/\b(?:gain|profit|loss)\b/.test(asked) || !/%|per\s?cent|percent/.test(asked) || !/\bwater\b/.test(text)) return null;
  const liquid = /\b(milk|juice|spirit|wine|syrup|oil|petrol|kerosene)\b/.exec(text)?.[1];
  const ratios = ratiosIn(text);
  if (!liquid || ratios.length !== 1 || ratios[0]!.terms.length !== 2) return null;
  const ratio = ratios[0]!;
  // The ratio's order: '(water : milk)', 'water : milk = 3 : 5', 'water and milk in the ratio', or 'water ... in the ratio' with the liquid before.
  const around = text.slice(Math.max(0, ratio.index - 60), ratio.end + 30);
  const waterFirst = new RegExp(String.raw`\bwater\s*(?::|and|to)\s*${liquid}\b`).test(around);
  const liquidFirst = new RegExp(String.raw`\b${liquid}\s*(?::|and|to)\s*water\b`).test(around);
  if (waterFirst === liquidFirst) return null;
  const [w, m] = waterFirst ? (ratio.raw as [number, number]) : [ratio.raw[1]!, ratio.raw[0]!];
  const buy = new RegExp(String.raw`\b(?:buys?|bought|purchases?|purchased|costs?|costing)\b[^.;₹]{0,30}?₹\s?${NUM}\s*(?:per|a|an|\/)\s*(?:litres?|liters?|l|kg)\b`).exec(text);
  const sell = new RegExp(String.raw`\b(?:sells?|sold|selling)\b[^.;₹]{0,30}?₹\s?${NUM}\s*(?:per|a|an|\/)\s*(?:litres?|liters?|l|kg)\b`).exec(text);
  if (!buy || !sell || (text.match(/₹/g) ?? []).length !== 2 || figuresIn(blanked(text, [[ratio.index, ratio.end], [buy.index, buy.index + buy[0].length], [sell.index, sell.index + sell[0].length]])).length !== 0) return null;
  const [cost, price] = [Number(buy[1]), Number(sell[1])];
  const costOfMixture = (cost * m) / (m + w);
  const percent = ((price - costOfMixture) / costOfMixture) * 100;
  const steps: SolutionStep[] = [
    { title: 'Cost of a litre of the mixture', bullets: [`${num(m + w)} litres hold ${num(m)} of ${liquid} (water is free): they cost ${num(m)} × ${rs(cost)} = ${rs(m * cost)}, so a litre costs ${rs(costOfMixture)}.`] },
    { title: percent >= 0 ? 'Gain' : 'Loss', bullets: [`Sold at ${rs(price)}: ${percent >= 0 ? 'gain' : 'loss'} = ${num(Math.abs(price - costOfMixture))} ÷ ${num(costOfMixture)} × 100 = ${pct(Math.abs(percent))}.`] },
  ];
  const check = checkStep([`${num(m + w)} litres sell for ${rs((m + w) * price)} against a cost of ${rs(m * cost)}: ${pct(((m + w) * price - m * cost) / (m * cost) * 100)}.`], [[(((m + w) * price - m * cost) / (m * cost)) * 100, percent]]);
  if (!check || (/\bloss\b/.test(asked) && !/\b(?:gain|profit)\b/.test(asked)) !== percent < 0) return null;
  return { kind: 'mixture', values: [round2(Math.abs(percent))], unit: 'percent', label: percent >= 0 ? 'The gain percent' : 'The loss percent', steps: [...steps, check], mistakes: [{ value: round2(((price - cost) / cost) * 100), why: 'this forgets the water, which costs nothing' }], givens: [cost, price, ...ratio.written] };
}

/**
 * 'A milkman buys milk at ₹66 a litre, mixes water in it and sells the mixture at ₹56 a litre,
 * making a profit of 40%: the ratio of water to milk?': a litre of the mixture costs the selling
 * price ÷ 1.4 = ₹40; water is free, so that litre holds 40/66 of a litre of milk and 26/66 of
 * water. A loss divides by (1 − loss) instead. Asked only for the ratio, in the order named.
 */
function waterRatioFromGain(text: string): QuantAnswer | null {
  if (!/\bwater\b/.test(text) || ratiosIn(text).length > 0) return null;
  const liquid = /\b(milk|juice|spirit|wine|syrup|oil|petrol|kerosene)\b/.exec(text)?.[1];
  const asked = askedPart(text);
  if (!liquid) return null;
  const waterFirst = new RegExp(String.raw`\bwater\s*(?:to|and|:)\s*${liquid}\b`).test(asked);
  const liquidFirst = new RegExp(String.raw`\b${liquid}\s*(?:to|and|:)\s*water\b`).test(asked);
  if (waterFirst === liquidFirst || !/\bratio\b|\bproportion\b|=\s*\?|:\s*[a-z]+\s*\??\s*$/.test(asked)) return null;
  const PRICE = String.raw`₹\s?${NUM}\s*(?:per|a|an|\/)\s*(?:litres?|liters?|l|kg)\b`;
  const buy = new RegExp(String.raw`\b(?:buys?|bought|purchases?|purchased|cost\s+price\s+of\s+(?:the\s+)?${liquid}(?:\s+is)?|${liquid}\s+costs?|costing)\b[^.;₹]{0,30}?${PRICE}`).exec(text);
  const sell = new RegExp(String.raw`\b(?:sells?|sold|selling(?:\s+price)?)\b[^.;₹]{0,30}?${PRICE}`).exec(text);
  const change = new RegExp(String.raw`\b(profit|gain|loss)\s*(?:of\s+|is\s+|=\s*)?${NUM}\s*%|${NUM}\s*%\s*(profit|gain|loss)`).exec(text);
  if (!buy || !sell || !change || buy.index === sell.index) return null;
  const spans = [[buy.index, buy.index + buy[0].length], [sell.index, sell.index + sell[0].length], [change.index, change.index + change[0].length]] as const;
  if (figuresIn(blanked(text, spans)).length !== 0) return null;
  const [cost, price] = [Number(buy[1]), Number(sell[1])];
  const percent = Number(change[2] ?? change[3]);
  const loss = (change[1] ?? change[4]) === 'loss';
  const factor = loss ? 1 - percent / 100 : 1 + percent / 100;
  const mixtureCost = price / factor;
  if (!(factor > 0 && mixtureCost > 0 && mixtureCost < cost)) return null;
  const water = cost - mixtureCost;
  const terms = lowestTerms((waterFirst ? [water, mixtureCost] : [mixtureCost, water]).map((value) => Math.round(value * 1e6) / 1e6));
  if (!terms || terms.some((term) => term > 10000)) return null;
  const steps: SolutionStep[] = [
    { title: 'Cost of a litre of the mixture', bullets: [`Sold at ${rs(price)} with a ${loss ? 'loss' : 'profit'} of ${num(percent)}%: the cost of a litre is ${num(price)} ÷ ${num(factor)} = ${rs(mixtureCost)}.`] },
    { title: `${liquid.charAt(0).toUpperCase()}${liquid.slice(1)} and water in it`, bullets: [`Water costs nothing, so ${rs(mixtureCost)} buys ${num(mixtureCost)}/${num(cost)} of a litre of ${liquid}; the rest, ${num(water)}/${num(cost)}, is water.`, `${waterFirst ? 'Water' : liquid} : ${waterFirst ? liquid : 'water'} = ${terms.join(' : ')}.`] },
  ];
  const milk = mixtureCost / cost;
  const check = checkStep([`A litre with ${num(milk)} litre of ${liquid} costs ${num(milk)} × ${rs(cost)} = ${rs(milk * cost)}; sold at ${rs(price)} it ${loss ? 'loses' : 'gains'} ${pct((Math.abs(price - milk * cost) / (milk * cost)) * 100)}.`], [[((price - milk * cost) / (milk * cost)) * 100, loss ? -percent : percent], [(waterFirst ? 1 - milk : milk) * terms[1]!, (waterFirst ? milk : 1 - milk) * terms[0]!]]);
  if (!check) return null;
  return { kind: 'mixture', values: terms, unit: 'ratio', label: `The ratio of ${waterFirst ? 'water' : liquid} to ${waterFirst ? liquid : 'water'}`, steps: [...steps, check], mistakes: [], givens: [cost, price, percent] };
}

/**
 * 'A 195 kg solution of salt and water contains 8% salt. How much water must be evaporated so
 * that the solution has 12% salt?': the salt stays, so the new weight is salt ÷ 12%.
 */
function evaporated(text: string): QuantAnswer | null {
  if (!/\bevaporat|\bboil(?:ed|ing)?\s+off|\bdried\s+off|\bdriven\s+off/.test(text)) return null;
  const amount = new RegExp(String.raw`${NUM}\s*(kg|kilograms?|litres?|liters?|l|grams?|g)\b`).exec(text);
  const percents = [...text.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))];
  const substance = /\b(salt|sugar|solids?|pulp|acid)\b/.exec(text)?.[1];
  if (!amount || percents.length !== 2 || !substance || figuresIn(text).length !== 3) return null;
  const asked = askedPart(text);
  if (!/how much\s+(?:of\s+(?:the\s+)?)?water|quantity of water|water\s+(?:must|should|is to|has to)\s+be\s+evaporat/.test(asked)) return null;
  const v = Number(amount[1]);
  const [p, q] = [Number(percents[0]![1]), Number(percents[1]![1])];
  if (!(p > 0 && q > p && q < 100)) return null;
  const kept = (v * p) / 100;
  const after = kept / (q / 100);
  const value = v - after;
  const unit: QuantUnit = /^k|^g/.test(amount[2]!) ? 'kg' : 'litres';
  const steps: SolutionStep[] = [
    { title: `The ${substance} stays`, bullets: [`${substance} = ${num(p)}% of ${num(v)} = ${num(kept)}; only water goes off.`] },
    { title: 'The new weight', bullets: [`${num(kept)} must be ${num(q)}% of what is left: ${num(kept)} ÷ ${num(q / 100)} = ${num(after)}.`, `Water to evaporate = ${num(v)} − ${num(after)} = ${num(value)}.`] },
  ];
  const check = checkStep([`${num(kept)} of ${num(after)} is ${pct((kept / after) * 100)} ${substance}.`], [[(kept / after) * 100, q]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(value)], unit, label: 'The water to evaporate', steps: [...steps, check], mistakes: [{ value: round2(after), why: 'this is what is left, not the water taken off' }], givens: [v, p, q] };
}

/**
 * 'In what ratio must water be mixed with milk to gain 20% by selling the mixture at cost
 * price?': the water is sold at the milk's price, so the water is the gain, 20 parts to every 100
 * of milk. Also asked as the water to add to a given amount of milk, or as the percent of water.
 */
function waterForGain(text: string): QuantAnswer | null {
  if (!/\bwater\b/.test(text) || !/\b(?:milk|juice|spirit|wine|syrup|oil)\b/.test(text)) return null;
  const sameRupees = boughtAndSoldAtOnePrice(text);
  if (!sameRupees && !/\b(?:at|for)\s+(?:the\s+)?(?:its\s+|their\s+)?cost\s+price\b|\bat\s+(?:the\s+)?(?:same\s+)?(?:price|rate)\s+of\s+(?:the\s+)?(?:pure\s+)?milk\b|\bat\s+cost\b/.test(text)) return null;
  const percents = [...text.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))];
  const gain = new RegExp(String.raw`(?:gain|profit)\s+(?:of\s+)?${NUM}\s*%|${NUM}\s*%\s+(?:gain|profit)|\bgain(?:s|ing)?\s+${NUM}\s*%|\bprofit\s+(?:is|was|of)\s+${NUM}\s*%`).exec(text);
  if (percents.length !== 1 || !gain || /\bloss\b/.test(text) || (!sameRupees && /₹|\bper\s+(?:litre|kg)\b/.test(text))) return null;
  const percent = Number(gain[1] ?? gain[2] ?? gain[3] ?? gain[4]);
  if (!(percent > 0 && percent < 100)) return null;
  const liquid = /\b(milk|juice|spirit|wine|syrup|oil)\b/.exec(text)![1]!;
  const asked = askedPart(text);
  const steps: SolutionStep[] = [{ title: 'Where the gain comes from', bullets: [`The mixture is sold at the cost price of ${liquid}, so every litre of water sold is pure gain.`, `A gain of ${num(percent)}% on the ${liquid} means ${num(percent)} litres of water for every 100 litres of ${liquid}.`] }];
  if (asksRatio(asked)) {
    // The order asked: 'water to milk', or 'water be mixed with milk' (water first).
    const waterNamedFirst = new RegExp(String.raw`\bwater\s+(?:to|and|:)\s+${liquid}\b|\bwater\s+(?:be|is|should be|must be)\s+(?:mixed|added)`).test(asked);
    const liquidNamedFirst = new RegExp(String.raw`\b${liquid}\s+(?:to|and|:)\s+water\b|\b${liquid}\s+(?:be|is|should be|must be)\s+(?:mixed|added)`).test(asked);
    if (waterNamedFirst === liquidNamedFirst) return null;
    const waterFirst = waterNamedFirst;
    const terms = lowestTerms(waterFirst ? [percent, 100] : [100, percent]);
    if (!terms) return null;
    const [w, m] = waterFirst ? (terms as [number, number]) : [terms[1]!, terms[0]!];
    steps.push({ title: 'The ratio', bullets: [`${waterFirst ? 'water' : liquid} : ${waterFirst ? liquid : 'water'} = ${waterFirst ? num(percent) : 100} : ${waterFirst ? 100 : num(percent)} = ${terms.join(' : ')}.`] });
    const check = checkStep([`Take ${m} litres of ${liquid} costing 1 unit a litre and ${w} of water: ${m + w} litres sold at 1 unit bring ${m + w}, against a cost of ${m}: a gain of ${num(w)}/${num(m)} = ${num((w / m) * 100)}%.`], [[(w / m) * 100, percent]]);
    if (!check) return null;
    return { kind: 'mixture', values: terms, unit: 'ratio', label: waterFirst ? `The ratio of water to ${liquid}` : `The ratio of ${liquid} to water`, steps: [...steps, check], mistakes: [], givens: [percent, ...(sameRupees ?? [])] };
  }
  if (/\b(?:percent|percentage|%)\b[^.?]*\bwater\b|\bwater\b[^.?]*\b(?:percent|percentage|%)/.test(asked) && /\bmixture\b/.test(asked)) {
    // 'What percent of the mixture is water?': water ÷ (milk + water).
    const value = (percent / (100 + percent)) * 100;
    steps.push({ title: 'Water in the mixture', bullets: [`Water = ${num(percent)} ÷ (100 + ${num(percent)}) × 100 = ${num(round2(value))}%.`] });
    const check = checkStep([`${num(round2(value))}% water and ${num(round2(100 - value))}% ${liquid}: the gain is ${num(round2(value))} ÷ ${num(round2(100 - value))} × 100 = ${num(round2((value / (100 - value)) * 100))}%.`], [[(value / (100 - value)) * 100, percent]]);
    if (!check) return null;
    return { kind: 'mixture', values: [round2(value)], unit: 'percent', label: 'The percent of water in the mixture', steps: [...steps, check], mistakes: [{ value: percent, why: `this is the water as a percent of the ${liquid}, not of the mixture` }], givens: [percent, ...(sameRupees ?? [])] };
  }
  return null;
}

/**
 * 'Buys milk at ₹53 a litre ... sells the mixture at ₹53 a litre': the mixture sold at the price
 * paid, which is selling at cost price. The two prices (to be used as givens), or null when the
 * text writes other rupee figures or the two prices differ.
 */
function boughtAndSoldAtOnePrice(text: string): number[] | null {
  const rupees = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  const prices = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)\s*(?:per|a|an|\/)\s*(?:litre|liter|l|kg)\b/g)];
  if (rupees.length !== 2 || prices.length !== 2 || prices[0]![1] !== prices[1]![1]) return null;
  const bought = /\b(?:buys?|bought|purchases?|purchased|costs?|cost\s+price)\b[^.;₹]{0,40}$/.test(text.slice(0, prices[0]!.index));
  const sold = /\b(?:sells?|sold|selling)\b[^.;₹]{0,40}$/.test(text.slice(prices[0]!.index + prices[0]![0].length, prices[1]!.index));
  return bought && sold ? [Number(prices[0]![1]), Number(prices[1]![1])] : null;
}

/**
 * 'A milkman mixes 5 litres of water with 20 litres of milk and sells the mixture at the cost price
 * of milk: his profit percent?' The water is sold at the milk's price, so the gain is the water
 * over the milk. The milk's price, when given, does not change the percent.
 */
function gainFromWater(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/\b(?:profit|gain)\b/.test(asked) || !/\b(?:percent|percentage|per\s+cent)\b|%/.test(asked)) return null;
  if (!/\b(?:at|for)\s+(?:the\s+)?(?:its\s+|their\s+)?cost\s+price\b|\bat\s+(?:the\s+)?(?:same\s+)?(?:price|rate)\s+of\s+(?:the\s+)?(?:pure\s+)?milk\b|\bat\s+cost\b/.test(text)) return null;
  if (/%|\bloss\b|\bratio\b|\bsells?\b[^.]*₹/.test(text)) return null;
  const liquid = /\b(milk|juice|spirit|wine|syrup|oil)\b/.exec(text)?.[1];
  if (!liquid) return null;
  const amount = (what: string) => [...text.matchAll(new RegExp(String.raw`${NUM}\s*${LITRES}\s+(?:of\s+)?(?:pure\s+)?${what}\b`, 'g'))];
  const waters = amount('water');
  const liquids = amount(liquid);
  if (waters.length !== 1 || liquids.length !== 1) return null;
  const price = [...text.matchAll(new RegExp(String.raw`₹\s?${NUM}\s*(?:per|a|\/)\s*(?:litre|liter|l|kg)\b`, 'g'))];
  if (price.length > 1) return null;
  const w = Number(waters[0]![1]);
  const m = Number(liquids[0]![1]);
  if (!(w > 0 && m > 0)) return null;
  const value = (w / m) * 100;
  const cost = price.length === 1 ? Number(price[0]![1]) : 1;
  const steps: SolutionStep[] = [
    { title: 'Where the gain comes from', bullets: [`${num(m)} litres of ${liquid} and ${num(w)} of water make ${num(m + w)} litres, all sold at the ${liquid}'s cost price.`, `Only the ${liquid} was paid for: gain = ${num(w)} ÷ ${num(m)} × 100 = ${pct(value)}.`] },
  ];
  const check = checkStep([`At ${price.length === 1 ? rs(cost) : '1 unit'} a litre: cost ${num(m)} × ${num(cost)} = ${num(m * cost)}, sale ${num(m + w)} × ${num(cost)} = ${num((m + w) * cost)}; gain ${num(w * cost)} on ${num(m * cost)} = ${pct(((w * cost) / (m * cost)) * 100)}.`], [[(((m + w) * cost - m * cost) / (m * cost)) * 100, value]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(value)], unit: 'percent', label: 'The profit percent', steps: [...steps, check], mistakes: [{ value: round2((w / (m + w)) * 100), why: 'this is the water as a share of the mixture, not the gain on the cost' }], givens: [w, m, ...(price.length === 1 ? [cost] : [])] };
}

/**
 * 'A 20 litre mixture contains 25% alcohol; 5 litres of water are added: the percent of alcohol
 * now?' The substance stays (or grows by what is added) and the volume grows by the amount added.
 */
function percentAfterAdding(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/\b(?:percent|percentage|per\s+cent)\b|%/.test(asked)) return null;
  const parts = partsNamed(text);
  const volume = volumeOf(text);
  if (!parts || !volume || ratiosIn(text).length > 0) return null;
  const percents = [...text.matchAll(new RegExp(String.raw`${NUM}\s*%\s*(?:of\s+)?(${parts[0]}|${parts[1]})?`, 'g'))];
  if (percents.length !== 1) return null;
  const named = percents[0]![2] ?? /\b([a-z]+)\s+(?:is|forms|makes up|content is)\s+$/.exec(text.slice(Math.max(0, percents[0]!.index - 30), percents[0]!.index))?.[1];
  if (!named || !parts.includes(named)) return null;
  const added = addedAmount(text, parts);
  if (!added || added.index < percents[0]!.index) return null;
  const wanted = new RegExp(String.raw`(?:percent|percentage|per\s+cent|%)\s+(?:of\s+)?(${parts[0]}|${parts[1]})\b|\b(${parts[0]}|${parts[1]})\s+(?:percent|percentage|content)`).exec(asked);
  if (!wanted) return null;
  const target = (wanted[1] ?? wanted[2])!;
  if (figuresIn(blanked(text, [[volume.index, volume.end], [percents[0]!.index, percents[0]!.index + percents[0]![0].length], [added.index, added.end]])).length > 0) return null;
  const v = volume.value;
  const p = Number(percents[0]![1]);
  if (!(p > 0 && p < 100)) return null;
  const share = [named === parts[0] ? (v * p) / 100 : v - (v * p) / 100];
  const amounts = [share[0]!, v - share[0]!];
  const after = [...amounts];
  after[added.part]! += added.amount;
  const index = parts.indexOf(target);
  const total = v + added.amount;
  const value = (after[index]! / total) * 100;
  const unit = volumeUnit(text);
  const steps: SolutionStep[] = [
    { title: 'What the mixture holds', bullets: [`${named} = ${num(p)}% of ${num(v)} = ${num((v * p) / 100)} ${unit}; ${parts[0]} ${num(amounts[0]!)}, ${parts[1]} ${num(amounts[1]!)}.`] },
    { title: 'After adding', bullets: [`${parts[added.part]} becomes ${num(amounts[added.part]!)} + ${num(added.amount)} = ${num(after[added.part]!)}; the mixture is ${num(v)} + ${num(added.amount)} = ${num(total)}.`, `${target} = ${num(after[index]!)} ÷ ${num(total)} × 100 = ${pct(value)}.`] },
  ];
  const check = checkStep([`${pct(value)} of ${num(total)} is ${num((value * total) / 100)} ${unit} of ${target}, and ${num(after[0]!)} + ${num(after[1]!)} = ${num(total)}.`], [[(value * total) / 100, after[index]!], [after[0]! + after[1]!, total]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(value)], unit: 'percent', label: `The percent of ${target} now`, steps: [...steps, check], mistakes: [{ value: round2((amounts[index]! / v) * 100), why: 'this is the percent before adding' }], givens: [v, p, added.amount] };
}

/**
 * 'A 20-litre mixture of milk and water in the ratio 3 : 1; 4 litres of the mixture are taken out
 * and replaced by water. The new ratio?': what is left keeps the old ratio, then the refill is
 * added to its part. Only once: a repeat is read by `replacement` or declined.
 */
function drawnOnce(text: string): QuantAnswer | null {
  const parts = partsNamed(text.replace(/-/g, ' and '));
  const volume = volumeOf(text);
  const ratios = ratiosIn(text);
  if (!parts || !volume || ratios.length !== 1 || ratios[0]!.terms.length !== 2) return null;
  const ratio = ratios[0]!;
  const drawn = new RegExp(String.raw`${NUM}\s*${LITRES}\s+(?:of\s+(?:the\s+|this\s+|that\s+)?(?:mixture|solution|liquid|it)\s+)?(?:is|are|was|were)?\s*(?:drawn off|drawn out|taken out|taken off|removed|withdrawn|replaced|drained|poured out)(?:[^.]{0,50}?\b(?:filled|replaced|topped up|refilled|substituted))?\s+(?:up\s+)?(?:with|by)\s+(?:(?:the\s+same|an\s+equal|equal|the\s+equal)\s+(?:amount|quantity|volume)\s+of\s+)?(?:pure\s+)?(${parts[0]}|${parts[1]})\b`).exec(text);
  if (!drawn || drawn.index < ratio.end) return null;
  const rest = text.slice(drawn.index + drawn[0].length);
  if (/\brepeat|\bagain\b|\bonce more\b|\bmore times\b|\btwice\b|\bthrice\b|\btimes\b|\bprocess\b|\boperation\b/.test(rest)) return null;
  const x = Number(drawn[1]);
  const filled = parts.indexOf(drawn[2]!);
  const v = volume.value;
  if (!(x > 0 && x < v)) return null;
  if (figuresIn(blanked(text, [[ratio.index, ratio.end], [volume.index, volume.end], [drawn.index, drawn.index + drawn[0].length]])).length > 0) return null;
  const [a, b] = ratio.raw as [number, number];
  const left = [((v - x) * a) / (a + b), ((v - x) * b) / (a + b)];
  const after = [...left];
  after[filled]! += x;
  const asked = askedPart(text);
  const unit = volumeUnit(text);
  const steps: SolutionStep[] = [
    { title: 'What the mixture holds', bullets: [`${parts[0]} = ${num(a)}/${num(a + b)} × ${num(v)} = ${num((v * a) / (a + b))}; ${parts[1]} = ${num((v * b) / (a + b))}.`] },
    { title: 'Take out, then refill', bullets: [`Taking out ${num(x)} of the mixture leaves ${num(v - x)} in the same ratio: ${parts[0]} ${num(left[0]!)}, ${parts[1]} ${num(left[1]!)}.`, `Adding ${num(x)} of ${parts[filled]}: ${parts[filled]} = ${num(left[filled]!)} + ${num(x)} = ${num(after[filled]!)}.`] },
  ];
  const checkWords = `${num(after[0]!)} + ${num(after[1]!)} = ${num(v)} ${unit}, the vessel full again; ${parts[1 - filled]} fell from ${num(((1 - filled === 0 ? a : b) * v) / (a + b))} to ${num(after[1 - filled]!)}, by ${num(x)} × ${num(1 - filled === 0 ? a : b)}/${num(a + b)}.`;
  if (asksRatio(asked)) {
    const askedOrder = partsNamed(asked.replace(/-/g, ' and ')) ?? parts;
    const order = askedOrder[0] === parts[0] ? [0, 1] : [1, 0];
    const values = lowestTerms([after[order[0]!]!, after[order[1]!]!].map((value) => Math.round(value * 1e6) / 1e6));
    if (!values || values.some((value) => value > 1000)) return null;
    steps.push({ title: 'The new ratio', bullets: [`${askedOrder[0]} : ${askedOrder[1]} = ${num(after[order[0]!]!)} : ${num(after[order[1]!]!)} = ${values.join(' : ')}.`] });
    const check = checkStep([checkWords], [[after[0]! + after[1]!, v], [after[1 - filled]!, (((1 - filled === 0 ? a : b) * (v - x)) / (a + b))], [after[order[0]!]! * values[1]!, after[order[1]!]! * values[0]!]]);
    if (!check) return null;
    return { kind: 'mixture', values, unit: 'ratio', label: `The new ratio of ${askedOrder[0]} to ${askedOrder[1]}`, steps: [...steps, check], mistakes: [], givens: [v, a, b, x] };
  }
  const wanted = new RegExp(String.raw`\bhow\s+much\s+(?:pure\s+)?(${parts[0]}|${parts[1]})\b|\b(?:quantity|amount)\s+of\s+(${parts[0]}|${parts[1]})\b`).exec(asked);
  if (!wanted || /\badd|\bmore\b|\bmust\b|\bshould\b/.test(asked)) return null;
  const index = parts.indexOf((wanted[1] ?? wanted[2])!);
  steps.push({ title: 'What is asked', bullets: [`${parts[index]} now = ${num(after[index]!)} ${unit}.`] });
  const check = checkStep([checkWords], [[after[0]! + after[1]!, v], [after[1 - filled]!, (((1 - filled === 0 ? a : b) * (v - x)) / (a + b))]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(after[index]!)], unit, label: `The ${parts[index]} now`, steps: [...steps, check], mistakes: [{ value: round2(left[index]!), why: 'this leaves out the refill' }], givens: [v, a, b, x] };
}

/** True when the asked clause wants a ratio ('in what ratio', 'find the ratio of milk to water'), not when it only mentions one. */
function asksRatio(asked: string): boolean {
  // 'ratio of milk to water now?': the ratio asked as a bare phrase.
  return /\b(?:in\s+what|what|which)\s+(?:ratio|proportion)\b|\bfind\s+the\s+(?:new\s+)?(?:ratio|proportion)\b|\b(?:the|new)\s+ratio\s+(?:of|between|in which)\b|\bratio\s+(?:will|would)\s+be\b|^\s*(?:new\s+)?ratio\s+(?:of|between)\b[^.?]*\?+\s*$/.test(asked);
}

const UNIT = String.raw`(?:kg|kilo|kilos|kilogram|kilograms|litre|litres|liter|liters|l|unit|gram|grams|g|quintal|packet|dozen|bottle)`;
const PER = String.raw`(?:per|a|an|/|each)\s*${UNIT}\b`;

/** Prices per unit in order: '₹36 per kg', '₹36 and ₹45 per kg', '₹36 a kilogram'. */
function pricesPerUnit(text: string): { value: number; index: number }[] {
  const prices: { value: number; index: number }[] = [];
  for (const match of text.matchAll(new RegExp(String.raw`(₹\s?\d+(?:\.\d+)?(?:\s*(?:,|,?\s*and|or)\s*₹\s?\d+(?:\.\d+)?)*)\s*${PER}`, 'g'))) {
    for (const price of match[1]!.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)) prices.push({ value: Number(price[1]), index: match.index + price.index });
  }
  return prices;
}

/** 'How many kg at ₹36 must be mixed with 20 kg at ₹45 for ₹40 a kg?': the alligation ratio scaled to the given lot. */
function quantityToMix([first, second, mean]: readonly [number, number, number], known: number, knownPrice: number, gain?: { readonly percent: number; readonly selling: number }): QuantAnswer | null {
  if (!(Math.min(first, second) < mean && mean < Math.max(first, second))) return null;
  const other = knownPrice === second ? first : knownPrice === first ? second : null;
  if (other === null || first === second) return null;
  // other : known = |known price − mean| : |mean − other price|.
  const value = (known * Math.abs(knownPrice - mean)) / Math.abs(mean - other);
  const steps = [
    ...(gain ? [{ title: 'Cost price of the mixture', bullets: [`Selling at ${rs(gain.selling)} gives a ${num(gain.percent)}% gain, so the mixture must cost ${num(gain.selling)} ÷ ${num(1 + gain.percent / 100)} = ${rs(mean)} a unit.`] }] : []),
    { title: 'Alligation', bullets: [`The kind at ${rs(other)} and the kind at ${rs(knownPrice)} mix in the ratio ${num(Math.abs(knownPrice - mean))} : ${num(Math.abs(mean - other))}.`, `With ${num(known)} of the second: ${num(known)} × ${num(Math.abs(knownPrice - mean))} ÷ ${num(Math.abs(mean - other))} = ${num(value)}.`] },
  ];
  const check = checkStep([`${num(value)} × ${num(other)} + ${num(known)} × ${num(knownPrice)} = ${rs(value * other + known * knownPrice)} for ${num(value + known)} units: ${rs((value * other + known * knownPrice) / (value + known))} a unit.`], [[(value * other + known * knownPrice) / (value + known), mean]]);
  if (!check) return null;
  const free = first === 0 || second === 0;
  return { kind: 'mixture', values: [round2(value)], unit: free ? 'litres' : 'number', label: free ? 'The water to add' : 'The quantity to mix', steps: [...steps, check], mistakes: [{ value: round2((known * Math.abs(mean - other)) / Math.abs(knownPrice - mean)), why: 'this turns the alligation ratio the wrong way round' }], givens: [...[first, second].filter((price) => price > 0), ...(gain ? [gain.selling, gain.percent] : [mean]), known] };
}

/**
 * '110 kg of a mixture worth ₹275 a kg, of coffee at ₹170 and ₹280 a kg: how many kg at ₹170?',
 * '110 kg of a blend at ₹120 from leaf at ₹70 and ₹125: how much of the cheaper?': the whole split
 * in the alligation ratio, the kind asked named by its price or as the cheaper or dearer one.
 */
function splitOfWhole(asked: string, kinds: readonly [number, number], mean: number, whole: number): QuantAnswer | null {
  const [first, second] = kinds;
  if (!(Math.min(first, second) < mean && mean < Math.max(first, second))) return null;
  // 'How many kg of coffee at ₹170 a kg ...': the price written with the ask itself.
  const named = [/\bhow\s+(?:many|much)\s+(?:kg\s+|kilograms\s+|litres\s+|liters\s+|quintals\s+)?(?:of\s+)?(?:[a-z]+\s+){0,3}?(?:at|costing|worth|priced\s+at)\s+₹\s?(\d+(?:\.\d+)?)/.exec(asked)].flatMap((match) => (match ? [Number(match[1])] : []));
  const byWord = /\b(?:cheaper|cheapest|lower[-\s]priced|inferior)\b/.test(asked) ? Math.min(first, second) : /\b(?:dearer|costlier|more\s+expensive|higher[-\s]priced|superior|better)\b/.test(asked) ? Math.max(first, second) : null;
  const price = named.length === 1 ? named[0]! : named.length === 0 ? byWord : null;
  if (price === null || !kinds.includes(price)) return null;
  const other = price === first ? second : first;
  const value = (whole * Math.abs(other - mean)) / Math.abs(first - second);
  const steps: SolutionStep[] = [
    { title: 'Alligation', bullets: [`The kind at ${rs(price)} and the kind at ${rs(other)} mix in the ratio |${num(other)} − ${num(mean)}| : |${num(mean)} − ${num(price)}| = ${num(Math.abs(other - mean))} : ${num(Math.abs(mean - price))}.`] },
    { title: 'Split the whole', bullets: [`${num(whole)} × ${num(Math.abs(other - mean))} ÷ ${num(Math.abs(first - second))} = ${num(value)} at ${rs(price)}, and ${num(whole - value)} at ${rs(other)}.`] },
  ];
  const check = checkStep([`${num(value)} × ${num(price)} + ${num(whole - value)} × ${num(other)} = ${rs(value * price + (whole - value) * other)} for ${num(whole)}: ${rs((value * price + (whole - value) * other) / whole)} a unit.`], [[(value * price + (whole - value) * other) / whole, mean]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(value)], unit: 'number', label: `The quantity at ${rs(price)}`, steps: [...steps, check], mistakes: [{ value: round2(whole - value), why: 'this is the quantity of the other kind' }], givens: [first, second, mean, whole] };
}

/**
 * The mixing ratio for a mean price: the cheaper kind takes (dearer − mean) parts and the dearer
 * (mean − cheaper). Prices are read per unit ('₹42 per kg'); water is free ('mixed with water');
 * strengths in percent work the same way ('20% and 50% solutions to get 30%').
 */
function alligation(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  const quantityAsked = /how (?:many|much) (?:kg|kilograms?|litres?|liters?|quintals?)|how much (?:of|more|water)|how much [a-z]+ (?:at|costing|worth|priced)|quantity of/.test(asked);
  // 'ratio to mix sugar at ₹6.80 a kg with ...?': a student's ask without a question word.
  if (!asksRatio(asked) && !quantityAsked && !/^\s*(?:the\s+)?ratio\s+(?:to|in\s+which\s+to|for)\s+mix\b/.test(asked)) return null;
  const prices = pricesPerUnit(text);
  if (quantityAsked && prices.length === 2 && /how much water|how many (?:litres|liters) of water|quantity of water/.test(asked)) {
    // Water costs nothing: '40 litres of milk at ₹15 a litre; how much water for ₹12 a litre?'
    const lot = new RegExp(String.raw`${NUM}\s*(?:litres?|liters?)\s+of\s+(?:pure\s+)?(?:milk|juice|syrup|spirit|wine|oil)\s+(?:costing|at|worth|priced at)\s+₹\s?${NUM}`).exec(text);
    const mean = meanOf(text, prices);
    if (!lot || mean === null || Number(lot[2]) !== prices[1 - mean]!.value) return null;
    return quantityToMix([0, prices[1 - mean]!.value, prices[mean]!.value], Number(lot[1]), Number(lot[2]));
  }
  if (quantityAsked) {
    if (prices.length !== 3) return null;
    const lot = new RegExp(String.raw`${NUM}\s*(?:kg|kilograms?|litres?|liters?|quintals?)\s+(?:of\s+[a-z ]{1,20}?)?(?:costing|at|worth|priced at|of price|which costs|that costs)\s+₹\s?${NUM}`).exec(text) ?? new RegExp(String.raw`${NUM}\s*(?:kg|kilograms?|litres?|liters?|quintals?)\s+of\s+[a-z ]{1,20}?\s+(?:costing|at|worth)\s+₹\s?${NUM}`).exec(text);
    if (!lot) return null;
    const mean = meanOf(text, prices);
    if (mean === null) return null;
    const kinds = prices.filter((_, index) => index !== mean).map((price) => price.value) as [number, number];
    // '110 kg of a mixture worth ₹275 a kg': the amount written is the whole mixture's, split in the alligation ratio.
    if (Number(lot[2]) === prices[mean]!.value && /\b(?:mixture|blend)\b/.test(lot[0])) return splitOfWhole(asked, kinds, prices[mean]!.value, Number(lot[1]));
    // 'a gain of 10% by selling the mixture at ₹9.24': the mixture's cost is ₹9.24 ÷ 1.1.
    const gain = new RegExp(String.raw`(?:gain|profit)\s+of\s+${NUM}\s*%|${NUM}\s*%\s+(?:gain|profit)`).exec(text);
    if (gain) {
      if (!/\bsell(?:s|ing)?\b|\bsold\b/.test(text.slice(Math.max(0, prices[mean]!.index - 40), prices[mean]!.index))) return null;
      const percent = Number(gain[1] ?? gain[2]);
      return quantityToMix([kinds[0], kinds[1], prices[mean]!.value / (1 + percent / 100)], Number(lot[1]), Number(lot[2]), { percent, selling: prices[mean]!.value });
    }
    return quantityToMix([kinds[0], kinds[1], prices[mean]!.value], Number(lot[1]), Number(lot[2]));
  }
  let kinds: [number, number];
  let mean: number;
  let givens: number[];
  let names = ['the first kind', 'the second kind'];
  let money = true;
  let sold: { readonly percent: number; readonly selling: number } | null = null;
  if (prices.length === 3) {
    const at = meanOf(text, prices);
    if (at === null) return null;
    mean = prices[at]!.value;
    kinds = prices.filter((_, index) => index !== at).map((price) => price.value) as [number, number];
    givens = prices.map((price) => price.value);
    // 'He sells the mixture at ₹147 a kg and earns a profit of 5%': the mixture costs ₹147 ÷ 1.05.
    const gain = new RegExp(String.raw`(?:gain|profit)\s+(?:of\s+)?${NUM}\s*(?:%|per\s?cent|percent)|${NUM}\s*(?:%|per\s?cent|percent)\s+(?:gain|profit)|\bgains?\s+${NUM}\s*(?:%|per\s?cent|percent)`).exec(text);
    if (gain) {
      if (!/\bsell(?:s|ing)?\b[^.]{0,30}$|\bsold\b[^.]{0,30}$/.test(text.slice(Math.max(0, prices[at]!.index - 40), prices[at]!.index)) || /\bloss\b/.test(text)) return null;
      const percent = Number(gain[1] ?? gain[2] ?? gain[3]);
      sold = { percent, selling: mean };
      mean /= 1 + percent / 100;
      givens.push(percent);
    }
  } else if (prices.length === 2 && /\bwater\b/.test(text) && /\bmilk|juice|syrup|spirit|wine|oil\b/.test(text)) {
    // Water costs nothing: 'milk at ₹12 a litre mixed with water to get ₹8 a litre'.
    const at = meanOf(text, prices);
    // A profit or loss on the selling price changes the mean: read by waterRatioFromGain, not here.
    if (at === null || /\b(?:profit|gain|loss)\b/.test(text)) return null;
    mean = prices[at]!.value;
    const price = prices[1 - at]!.value;
    const waterFirst = text.search(/\bwater\b/) < text.search(/\bmilk|juice|syrup|spirit|wine|oil\b/);
    kinds = waterFirst ? [0, price] : [price, 0];
    names = waterFirst ? ['water', 'the other'] : ['the other', 'water'];
    givens = prices.map((entry) => entry.value);
  } else {
    // Strengths in percent: 'In what ratio must a 20% solution be mixed with a 50% solution to get a 30% solution?'
    const strengths = [...text.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))].map((match) => Number(match[1]));
    if (prices.length > 0 || strengths.length !== 3 || !/solution|alloy|acid|alcohol|spirit|concentration|strength|pure|milk|gold|copper|silver/.test(text)) return null;
    const meanAt = strengths.length === 3 ? 2 : -1;
    [kinds, mean] = [[strengths[0]!, strengths[1]!], strengths[meanAt]!];
    if (!/(?:to get|to make|to obtain|to form|so as to get|so that|result|resulting|get|becomes?|of)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:[a-z]+\s+){0,3}?\d+(?:\.\d+)?\s*%[^%]*$/.test(text)) return null;
    givens = strengths;
    money = false;
  }
  const [first, second] = kinds;
  if (!(Math.min(first, second) < mean && mean < Math.max(first, second))) return null;
  const ratio = lowestTerms([Math.abs(second - mean), Math.abs(mean - first)].map((value) => Math.round(value * 1e6) / 1e6));
  if (!ratio) return null;
  const [a, b] = ratio as [number, number];
  const show = (value: number) => (money ? rs(value) : pct(value));
  const steps = [
    ...(sold ? [{ title: 'Cost price of the mixture', bullets: [`Selling at ${rs(sold.selling)} gives a ${num(sold.percent)}% gain, so the mixture must cost ${num(sold.selling)} ÷ ${num(1 + sold.percent / 100)} = ${rs(mean)} a unit.`] }] : []),
    { title: 'Read the data', bullets: [`${names[0]} ${show(first)}${money ? ' a unit' : ''}, ${names[1]} ${show(second)}${money ? ' a unit' : ''}; the mixture ${show(mean)}.`] },
    { title: 'Alligation', bullets: [`${names[0]} : ${names[1]} = (${num(second)} − ${num(mean)}) : (${num(mean)} − ${num(first)}) in size = ${num(Math.abs(second - mean))} : ${num(Math.abs(mean - first))} = ${a} : ${b}.`] },
  ];
  const check = checkStep([`${a} units at ${show(first)} and ${b} at ${show(second)} give ${num(a * first + b * second)} for ${a + b} units: ${show((a * first + b * second) / (a + b))} a unit.`], [[(a * first + b * second) / (a + b), mean]]);
  if (!check) return null;
  return { kind: 'mixture', values: [a, b], unit: 'ratio', label: `The ratio of ${names[0]} to ${names[1]}`, steps: [...steps, check], mistakes: [{ value: b, why: 'this reverses the ratio: the cheaper kind takes the difference of the dearer one from the mean' }], givens };
}

/** Which of the prices is the mixture's: the one after 'mixture ... costs / worth', 'to get', 'so that'; null when unclear. */
function meanOf(text: string, prices: readonly { value: number; index: number }[]): number | null {
  const marked = prices.flatMap((price, index) => (/(?:mixture|blend|result|it)\s+(?:[a-z]+\s+){0,3}?(?:costs?|costing|is worth|worth|is|be|sells? at|at|of|priced at|valued at)\s*$|\b(?:to get|to make|to obtain|to produce|so as to get|so as to make|get|obtain|make|giving)\s+(?:a\s+)?(?:mixture|blend)?\s*(?:[a-z]+\s+){0,3}?(?:worth|costing|of|at)?\s*$/.test(text.slice(Math.max(0, price.index - 50), price.index)) ? [index] : []));
  if (marked.length === 1) return marked[0]!;
  // Otherwise the mixture's price is the one written last, when the text says so after the two kinds.
  if (marked.length === 0 && /\b(?:so that|to get|mixture)\b/.test(text.slice(prices[prices.length - 2]?.index ?? 0, prices[prices.length - 1]!.index))) return prices.length - 1;
  return null;
}

/**
 * The price of a mixture: by weights ('20 kg at ₹150 per kg with 30 kg at ₹200 per kg') or by a
 * ratio ('rice at ₹36 per kg mixed with rice at ₹45 per kg in the ratio 2 : 3'), with a profit
 * percentage when it is sold at a gain.
 */
function meanPrice(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/price|cost|rate|worth|value|sell/.test(asked) || asksRatio(asked)) return null;
  const lots = [...text.matchAll(new RegExp(String.raw`${NUM}\s*(?:kg|kilograms?|litres?|liters?|l|quintals?)\b[^₹\d]{0,25}?₹\s?${NUM}\s*${PER}`, 'g'))];
  let weights: [number, number];
  let prices: [number, number];
  let givens: number[];
  if (lots.length === 2) {
    weights = [Number(lots[0]![1]), Number(lots[1]![1])];
    prices = [Number(lots[0]![2]), Number(lots[1]![2])];
    givens = [...weights, ...prices];
  } else {
    const perUnit = pricesPerUnit(text);
    const ratios = ratiosIn(text);
    if (perUnit.length !== 2 || ratios.length !== 1 || ratios[0]!.terms.length !== 2 || ratios[0]!.index < perUnit[1]!.index) return null;
    weights = ratios[0]!.raw as [number, number];
    prices = [perUnit[0]!.value, perUnit[1]!.value];
    givens = [...ratios[0]!.written, ...prices];
  }
  const gain = new RegExp(String.raw`(?:profit|gain)\s*(?:of\s*)?${NUM}\s*%|${NUM}\s*%\s*(?:profit|gain)`).exec(text);
  const profit = gain ? Number(gain[1] ?? gain[2]) : 0;
  if (figuresIn(text).length !== givens.length + (gain ? 1 : 0)) return null;
  const [q1, q2] = weights;
  const [p1, p2] = prices;
  const cost = q1 * p1 + q2 * p2;
  const mean = cost / (q1 + q2);
  const value = mean * (1 + profit / 100);
  const byRatio = lots.length !== 2;
  const steps = [
    { title: 'Cost of the mixture', bullets: [`${byRatio ? `Take ${num(q1)} and ${num(q2)} units in the ratio: ` : ''}${num(q1)} × ${num(p1)} + ${num(q2)} × ${num(p2)} = ${rs(cost)} for ${num(q1 + q2)} units, so ${rs(mean)} a unit.`] },
    ...(profit ? [{ title: 'Selling price for the profit', bullets: [`${num(mean)} × ${num(1 + profit / 100)} = ${rs(value)} a unit.`] }] : []),
  ];
  const check = checkStep([`Selling ${num(q1 + q2)} units at ${rs(value)} brings ${rs(value * (q1 + q2))}, which is the cost ${rs(cost)}${profit ? ` plus ${num(profit)}%` : ''}.`], [[value * (q1 + q2), cost * (1 + profit / 100)]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(value)], unit: 'rupees', label: profit ? 'The selling price a unit' : 'The price of the mixture a unit', steps: [...steps, check], mistakes: [{ value: round2(((p1 + p2) / 2) * (1 + profit / 100)), why: 'this averages the two prices without weighting by quantity' }, { value: round2(((q2 * p1 + q1 * p2) / (q1 + q2)) * (1 + profit / 100)), why: 'this gives each price the other kind\'s quantity' }], givens: [...givens, ...(gain ? [profit] : [])] };
}

/**
 * The price of a mixture of three or four kinds in a ratio: 'three varieties of coffee costing
 * ₹164, ₹186 and ₹219 per kg are mixed in the ratio 2 : 2 : 1': (2 × 164 + 2 × 186 + 1 × 219)
 * ÷ 5 a kg. Read only with one price per term of the ratio, written before it, and nothing else.
 */
function meanPriceOfMany(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/price|cost|rate|worth|value/.test(asked) || asksRatio(asked) || /\b(?:profit|gain|loss|sell|sold)\b/.test(text)) return null;
  const prices = pricesPerUnit(text);
  const ratios = ratiosIn(text);
  if (prices.length < 3 || prices.length > 4 || ratios.length !== 1) return null;
  const ratio = ratios[0]!;
  if (ratio.terms.length !== prices.length || ratio.fractional || ratio.index < prices[prices.length - 1]!.index) return null;
  // 'coffee of 3 kinds', '... price of 1 kg of the mixture?': the count of kinds and the one unit asked are not data.
  const extras = [...text.matchAll(/\b(\d)\s+(?:kinds|varieties|types|sorts|grades|qualities)\b|\b(1)\s*(?:kg|kilogram|litre|liter|l)\s+of\s+(?:the\s+|this\s+)?(?:mixture|blend)\b/g)].filter((match) => match[1] === undefined || Number(match[1]) === prices.length);
  if (figuresIn(text).length !== prices.length + ratio.written.length + extras.length) return null;
  const weights = ratio.raw;
  const cost = weights.reduce((sum, weight, index) => sum + weight * prices[index]!.value, 0);
  const units = weights.reduce((sum, weight) => sum + weight, 0);
  const mean = cost / units;
  const steps: SolutionStep[] = [{ title: 'Cost of the mixture', bullets: [`Take ${weights.map(num).join(', ')} units in the ratio: ${weights.map((weight, index) => `${num(weight)} × ${num(prices[index]!.value)}`).join(' + ')} = ${rs(cost)} for ${num(units)} units, so ${rs(mean)} a unit.`] }];
  const check = checkStep([`${num(units)} units at ${rs(mean)} cost ${rs(mean * units)}, the cost of the kinds put in.`], [[mean * units, cost]]);
  if (!check) return null;
  const plain = prices.reduce((sum, price) => sum + price.value, 0) / prices.length;
  return { kind: 'mixture', values: [round2(mean)], unit: 'rupees', label: 'The price of the mixture a unit', steps: [...steps, check], mistakes: [{ value: round2(plain), why: 'this averages the prices without weighting by the ratio' }], givens: [...prices.map((price) => price.value), ...ratio.written, ...extras.map((match) => Number(match[1] ?? match[2]))] };
}

/** The two things a mixture holds, in the order the question names them: ['milk', 'water']. */
function partsNamed(text: string): [string, string] | null {
  const match = /\b(milk|water|alcohol|acid|wine|juice|spirit|sugar|syrup|oil|kerosene|petrol|copper|zinc|tin|gold|silver|lead|sand|cement|a|b|x|y|p|q)\s*(?:and|to|-)\s*(milk|water|alcohol|acid|wine|juice|spirit|sugar|syrup|oil|kerosene|petrol|copper|zinc|tin|gold|silver|lead|sand|cement|a|b|x|y|p|q)\b/.exec(text);
  return match && match[1] !== match[2] ? [match[1]!, match[2]!] : null;
}

const LITRES = String.raw`(?:litres?|liters?|l|kg|kilograms?|ml|gallons?)`;

/** The unit the mixture is measured in. */
function volumeUnit(text: string): QuantUnit {
  return /\bkg\b|kilograms?/.test(text) ? 'kg' : 'litres';
}

/**
 * The mixture's volume: '60 litres of a mixture', 'a mixture of 60 litres', 'a 60 litre
 * mixture', 'a vessel contains 60 litres'.
 */
function volumeOf(text: string): { value: number; index: number; end: number } | null {
  const match = new RegExp(String.raw`(?:mixture|solution|vessel|container|can|jar|cask|drum|tank)\s+(?:of|contains|containing|holds|holding|has|having|with)\s+${NUM}\s*${LITRES}|${NUM}\s*${LITRES}\s+(?:of\s+(?:a|the)\s+)?(?:[a-z]+\s+){0,2}?(?:mixture|solution)|\b(?:contains|containing|holds|has|have)\s+${NUM}\s*${LITRES}\s+(?:of\s+)?(?:a\s+)?(?:mixture|solution|milk and water|[a-z]+\s+and\s+[a-z]+)|${NUM}[-\s]?(?:litre|liter|kg)\s+(?:mixture|solution)`).exec(text);
  if (!match) return null;
  const value = Number(match[1] ?? match[2] ?? match[3] ?? match[4]);
  return { value, index: match.index, end: match.index + match[0].length };
}

/** 'If 10 litres of water is added', 'after 10 litres of water are poured in': the amount and what is added. */
function addedAmount(text: string, parts: readonly [string, string]): { amount: number; part: number; index: number; end: number } | null {
  const found = [...text.matchAll(new RegExp(String.raw`${NUM}\s*${LITRES}\s+(?:of\s+)?(?:pure\s+)?(${parts[0]}|${parts[1]})\s+(?:is|are|was|were|be)?\s*(?:added|poured|mixed|put)|(?:add|adding|pour|pouring|mix|mixing)\s+${NUM}\s*${LITRES}\s+(?:of\s+)?(?:pure\s+)?(${parts[0]}|${parts[1]})`, 'g'))];
  if (found.length !== 1) return null;
  const match = found[0]!;
  const amount = Number(match[1] ?? match[3]);
  const part = parts.indexOf((match[2] ?? match[4])!);
  return { amount, part, index: match.index, end: match.index + match[0].length };
}

/** 'A 60 litre mixture of milk and water in the ratio 2 : 1; 10 litres of water is added: the new ratio'. */
function ratioAfterAdding(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!asksRatio(asked)) return null;
  const parts = partsNamed(text);
  const volume = volumeOf(text);
  const ratios = ratiosIn(text);
  if (!parts || !volume || ratios.length !== 1 || ratios[0]!.terms.length !== 2) return null;
  const added = addedAmount(text, parts);
  if (!added) return null;
  const [a, b] = ratios[0]!.raw as [number, number];
  const before = [(volume.value * a) / (a + b), (volume.value * b) / (a + b)];
  const after = [...before];
  after[added.part]! += added.amount;
  const askedOrder = partsNamed(asked) ?? parts;
  const order = askedOrder[0] === parts[0] ? [0, 1] : [1, 0];
  const values = lowestTerms([after[order[0]!]!, after[order[1]!]!].map((value) => Math.round(value * 1e6) / 1e6));
  if (!values || values.some((value) => value > 1000)) return null;
  const unit = volumeUnit(text);
  const steps: SolutionStep[] = [
    { title: 'What the mixture holds', bullets: [`${parts[0]} = ${num(a)}/${num(a + b)} × ${num(volume.value)} = ${num(before[0]!)}; ${parts[1]} = ${num(before[1]!)}.`] },
    { title: 'After adding', bullets: [`${parts[added.part]} becomes ${num(before[added.part]!)} + ${num(added.amount)} = ${num(after[added.part]!)}.`, `${askedOrder[0]} : ${askedOrder[1]} = ${num(after[order[0]!]!)} : ${num(after[order[1]!]!)} = ${values.join(' : ')}.`] },
  ];
  const check = checkStep([`${num(before[0]!)} + ${num(before[1]!)} = ${num(volume.value)} ${unit} in the ratio ${num(a)} : ${num(b)}; with ${num(added.amount)} more ${parts[added.part]}, ${num(after[order[0]!]!)} : ${num(after[order[1]!]!)} = ${values.join(' : ')}.`], [[before[0]! + before[1]!, volume.value], [before[0]! * b, before[1]! * a], [after[order[0]!]! * values[1]!, after[order[1]!]! * values[0]!]]);
  if (!check) return null;
  return { kind: 'mixture', values, unit: 'ratio', label: `The new ratio of ${askedOrder[0]} to ${askedOrder[1]}`, steps: [...steps, check], mistakes: [], givens: [volume.value, a, b, added.amount] };
}

/** 'How much water must be added to 60 litres of milk and water in the ratio 2 : 1 to make it 1 : 2?' */
function addForRatio(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  const parts = partsNamed(text);
  const volume = volumeOf(text) ?? (() => {
    const match = new RegExp(String.raw`${NUM}\s*${LITRES}\b`).exec(text);
    return match ? { value: Number(match[1]), index: match.index, end: match.index + match[0].length } : null;
  })();
  const ratios = ratiosIn(text);
  if (!parts || !volume || ratios.length !== 2 || ratios.some((ratio) => ratio.terms.length !== 2)) return null;
  const wanted = new RegExp(String.raw`(?:how much|how many (?:litres|liters|kg)|what (?:quantity|amount)|the quantity|the amount)\s+(?:more\s+)?(?:of\s+)?(?:pure\s+)?(${parts[0]}|${parts[1]})`).exec(asked) ?? new RegExp(String.raw`(?:quantity|amount)\s+of\s+(${parts[0]}|${parts[1]})`).exec(asked) ?? new RegExp(String.raw`\b(${parts[0]}|${parts[1]})\s+(?:must|should|has to|is to|to)\s+be\s+(?:added|mixed|poured)`).exec(asked);
  const adding = /\badd|\bmix|\bpour/.test(asked) || /(?:added|mixed|poured)/.test(text.slice(ratios[0]!.end));
  if (!wanted || !adding) return null;
  if (figuresIn(blanked(text, ratios.map((ratio) => [ratio.index, ratio.end] as const))).length !== 1) return null;
  const total = volume.value;
  const [[a, b], [c, d]] = ratios.map((ratio: WrittenRatio) => ratio.raw) as [[number, number], [number, number]];
  const first = (total * a) / (a + b);
  const second = total - first;
  const addSecond = wanted[1] === parts[1];
  const amount = addSecond ? (first * d) / c - second : (second * c) / d - first;
  if (!(amount > 0)) return null;
  const unit = volumeUnit(text);
  const name = parts;
  const steps = [
    { title: 'What the mixture holds', bullets: [`${name[0]} = ${num(a)}/${num(a + b)} × ${num(total)} = ${num(first)}, ${name[1]} = ${num(second)}.`] },
    { title: `${addSecond ? name[1] : name[0]} to add`, bullets: [addSecond ? `${name[0]} stays ${num(first)}; for ${num(c)} : ${num(d)}, ${name[1]} must be ${num(first)} × ${num(d)}/${num(c)} = ${num((first * d) / c)}, so add ${num(amount)}.` : `${name[1]} stays ${num(second)}; for ${num(c)} : ${num(d)}, ${name[0]} must be ${num(second)} × ${num(c)}/${num(d)} = ${num((second * c) / d)}, so add ${num(amount)}.`] },
  ];
  const newFirst = addSecond ? first : first + amount;
  const newSecond = addSecond ? second + amount : second;
  const check = checkStep([`After adding: ${num(newFirst)} : ${num(newSecond)} = ${num(newFirst / newSecond)}, and ${num(c)} : ${num(d)} = ${num(c / d)}.`], [[newFirst / newSecond, c / d]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(amount)], unit, label: `The ${addSecond ? name[1] : name[0]} to add`, steps: [...steps, check], mistakes: [{ value: round2((total * (addSecond ? d : c)) / (c + d) - (addSecond ? second : first)), why: 'this splits the old volume in the new ratio, as if nothing were added' }], givens: [total, ...ratios[0]!.written, ...ratios[1]!.written] };
}

/** '60 litres of a mixture contain 10% water; how much water must be added to make it 20%?' */
function percentToAdd(text: string): QuantAnswer | null {
  const volume = volumeOf(text) ?? (() => {
    const match = new RegExp(String.raw`${NUM}\s*${LITRES}\b`).exec(text);
    return match ? { value: Number(match[1]), index: match.index, end: match.index + match[0].length } : null;
  })();
  const percents = [...text.matchAll(new RegExp(String.raw`${NUM}\s*%\s*(?:of\s+(?:the\s+)?(?:new\s+)?(?:mixture|solution)\s+)?(?:is\s+|of\s+)?(water|milk|alcohol|acid|salt|sugar|spirit|juice|pure\s+[a-z]+)?`, 'g'))];
  if (!volume || percents.length !== 2 || ratiosIn(text).length > 0) return null;
  // 'alcohol is 5% (and the rest is water)': the word before the percent names it first.
  const named = /\b(water|milk|alcohol|acid|salt|sugar|spirit|juice)\s+(?:(?:is|forms|makes up|constitutes|content is)\s+)?$/.exec(text.slice(Math.max(0, percents[0]?.index ?? 0) - 30, percents[0]?.index ?? 0))?.[1];
  const substance = (percents[0]?.[2] ?? named ?? /\b(water|alcohol|acid|salt|sugar|spirit|juice)\b/.exec(text.slice(percents[0]?.index ?? 0, (percents[0]?.index ?? 0) + 60))?.[1])?.replace(/^pure\s+/, '');
  if (!substance) return null;
  const asked = askedPart(text);
  const wanted = new RegExp(String.raw`(?:how much|how many (?:litres|liters|kg)|what (?:quantity|amount)|the quantity|the amount)\s+(?:more\s+)?(?:of\s+)?(?:pure\s+)?([a-z]+)`).exec(asked) ?? /quantity\s+of\s+([a-z]+)/.exec(text);
  if (!wanted || !/\badd|\bmix|\bpour/.test(`${asked} ${text.slice(percents[0]!.index)}`)) return null;
  const p = Number(percents[0]![1]);
  const q = Number(percents[1]![1]);
  const v = volume.value;
  const addsIt = wanted[1] === substance;
  // Adding the substance itself raises its share: (v p + 100 x) / (v + x) = q. Adding the rest lowers it: v p / (v + x) = q.
  const amount = addsIt ? (v * (q - p)) / (100 - q) : (v * (p - q)) / q;
  if (!(amount > 0) || !(q < 100) || !(p > 0)) return null;
  const unit = volumeUnit(text);
  const has = (v * p) / 100;
  const after = addsIt ? has + amount : has;
  const steps: SolutionStep[] = [
    { title: 'What the mixture holds', bullets: [`${substance} = ${num(p)}% of ${num(v)} = ${num(has)}; the rest = ${num(v - has)}.`] },
    addsIt
      ? { title: `${substance} to add`, bullets: [`The rest, ${num(v - has)}, stays and must become ${num(100 - q)}% of the new mixture: new mixture = ${num(v - has)} ÷ ${num((100 - q) / 100)} = ${num(v + amount)}.`, `Add ${num(v + amount)} − ${num(v)} = ${num(amount)}.`] }
      : { title: `${wanted[1]} to add`, bullets: [`The ${substance}, ${num(has)}, stays and must become ${num(q)}% of the new mixture: new mixture = ${num(has)} ÷ ${num(q / 100)} = ${num(v + amount)}.`, `Add ${num(v + amount)} − ${num(v)} = ${num(amount)}.`] },
  ];
  const check = checkStep([`${num(after)} of ${num(v + amount)} is ${pct((after / (v + amount)) * 100)} ${substance}.`], [[(after / (v + amount)) * 100, q]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(amount)], unit, label: `The ${wanted[1]} to add`, steps: [...steps, check], mistakes: [{ value: round2((v * Math.abs(q - p)) / 100), why: 'this takes the change in percent of the old volume, forgetting that the volume grows' }], givens: [v, p, q] };
}

/**
 * 'A vessel holds 8 litres of milk and 2 litres of water. How much water must be added so that
 * water is 50% of the mixture (or: to make the ratio 1 : 1)?': the amounts of the two parts are
 * written, not a ratio. The part not added stays, and must become its new share of the whole.
 * The target is one ratio of two terms or one percent said of a part; anything drawn off declines.
 */
function addToAmounts(text: string): QuantAnswer | null {
  const held = new RegExp(String.raw`${NUM}\s*${LITRES}\s+(?:of\s+)?(?:pure\s+)?([a-z]+)\s*(?:,|and|,\s*and)\s*${NUM}\s*${LITRES}\s+(?:of\s+)?(?:pure\s+)?([a-z]+)`).exec(text);
  if (!held || held[2] === held[4] || /\b(?:taken out|drawn|removed|replaced|evaporat|sold|spilt|spilled)/.test(text)) return null;
  const names = [held[2]!, held[4]!] as const;
  const amounts = [Number(held[1]), Number(held[3])] as const;
  const rest = text.slice(held.index + held[0].length);
  const asked = askedPart(text);
  const wanted = new RegExp(String.raw`(?:how much|how many (?:litres|liters|kg)|what (?:quantity|amount)|the quantity|the amount)\s+(?:more\s+)?(?:of\s+)?(?:pure\s+)?(${names[0]}|${names[1]})\b`).exec(asked);
  if (!wanted || !/\badd|\bmix|\bpour/.test(rest)) return null;
  const added = names.indexOf(wanted[1]!);
  const ratios = ratiosIn(rest);
  const percents = [...rest.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))];
  if (ratios.length + percents.length !== 1 || (ratios.length === 1 && ratios[0]!.terms.length !== 2)) return null;
  let share: number;
  let target: number[];
  let targetLine: string;
  if (ratios.length === 1) {
    // The ratio's order is the order its clause names the parts in ('water to milk'), else the order they were first named.
    const order = partsNamed(rest.slice(Math.max(0, ratios[0]!.index - 40), ratios[0]!.end + 20)) ?? names;
    if (!order.every((name) => names.includes(name))) return null;
    const [c, d] = ratios[0]!.raw as [number, number];
    share = (order[0] === names[added] ? c : d) / (c + d);
    target = [...ratios[0]!.written];
    targetLine = `${order[0]} : ${order[1]} = ${num(c)} : ${num(d)}`;
  } else {
    // Whose percent: the part named just before it ('water is 50%') or just after ('50% water').
    const at = percents[0]!.index;
    const before = new RegExp(String.raw`\b(${names[0]}|${names[1]})\s+(?:is|becomes|forms|makes up|content is|to be|should be|will be)?\s*$`).exec(rest.slice(Math.max(0, at - 30), at));
    const after = new RegExp(String.raw`^\s*%\s*(?:of\s+(?:the\s+)?(?:new\s+)?(?:mixture|solution)\s+(?:is\s+)?)?(${names[0]}|${names[1]})\b`).exec(rest.slice(at + percents[0]![1]!.length));
    const whose = before?.[1] ?? after?.[1];
    if (!whose || (before && after && before[1] !== after[1])) return null;
    const q = Number(percents[0]![1]);
    share = whose === names[added] ? q / 100 : 1 - q / 100;
    target = [q];
    targetLine = `${whose} = ${num(q)}% of the mixture`;
  }
  const [mine, other] = [amounts[added]!, amounts[1 - added]!];
  const total = mine + other;
  if (!(share > 0 && share < 1)) return null;
  // The other part stays and must be (1 − share) of the new whole.
  const whole = other / (1 - share);
  const amount = whole - total;
  if (!(amount > 0)) return null;
  const unit = volumeUnit(text);
  const steps: SolutionStep[] = [
    { title: 'What the mixture holds', bullets: [`${names[0]} ${num(amounts[0])}, ${names[1]} ${num(amounts[1])}: ${num(total)} in all.`] },
    { title: `${names[added]} to add`, bullets: [`Wanted: ${targetLine}, so ${names[1 - added]} must be ${pct((1 - share) * 100)} of the new mixture.`, `${names[1 - added]} stays ${num(other)}: new mixture = ${num(other)} ÷ ${num(round2(1 - share))} = ${num(whole)}; add ${num(whole)} − ${num(total)} = ${num(amount)}.`] },
  ];
  const check = checkStep([`${names[added]} ${num(mine)} + ${num(amount)} = ${num(mine + amount)} of ${num(whole)}, that is ${pct(((mine + amount) / whole) * 100)} of the mixture, as wanted.`], [[(mine + amount) / whole, share]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(amount)], unit, label: `The ${names[added]} to add`, steps: [...steps, check], mistakes: [{ value: round2(share * total - mine), why: 'this takes the share of the old mixture, forgetting that the mixture grows' }], givens: [...amounts, ...target] };
}

/** The count of times written in digits ('done 2 times in all'): one of the question's numbers. */
const countWritten = (said: string | undefined): number[] => (said && /^\d/.test(said) ? [Number.parseInt(said, 10)] : []);

/**
 * Drawn off and replaced: 'a container holds 40 litres of milk; 4 litres are taken out and
 * replaced by water; this is done once more'. Each time the milk is multiplied by (1 − 4/40).
 */
function replacement(text: string): QuantAnswer | null {
  if (!/replac|filled (?:up )?with|topped up|refilled/.test(text)) return null;
  const volume = new RegExp(String.raw`(?:holds|contains|containing|of|has|with)\s+${NUM}\s*${LITRES}\s+(?:of\s+)?(?:pure\s+)?(milk|wine|alcohol|spirit|acid|juice|oil|petrol|liquid)|${NUM}\s*${LITRES}\s+of\s+(?:pure\s+)?(milk|wine|alcohol|spirit|acid|juice|oil|petrol)|\bfull\s+of\s+(?:pure\s+)?(milk|wine|alcohol|spirit|acid|juice|oil|petrol|diesel)\s*,?\s*(?:holding|containing|of|with a capacity of)\s+${NUM}\s*${LITRES}`).exec(text);
  if (!volume) return null;
  const v = Number(volume[1] ?? volume[3] ?? volume[6]);
  const liquid = (volume[2] ?? volume[4] ?? volume[5])!;
  // '30 litres of milk and water in the ratio 7 : 3' is a mixture, not pure milk: read by drawnOnce.
  if (/^\s*(?:and|-|&)\s*[a-z]+/.test(text.slice(volume.index + volume[0].length)) || ratiosIn(text).length > 0) return null;
  const rest = text.slice(volume.index + volume[0].length);
  const drawn = new RegExp(String.raw`${NUM}\s*${LITRES}\s+(?:of\s+(?:the\s+)?(?:pure\s+)?(?:${liquid}|mixture|liquid|it)\s+)?(?:is|are|was|were)?\s*(?:taken out|drawn(?: off| out)?|removed|withdrawn|replaced|poured out|taken away)`).exec(rest) ?? new RegExp(String.raw`(?:take|draw|remove|withdraw)\s+(?:out\s+|off\s+)?${NUM}\s*${LITRES}`).exec(rest);
  if (!drawn) return null;
  const x = Number(drawn[1]);
  // How many times in all: once, and then 'once more', 'twice more', 'repeated two more times'.
  const more = /\b(?:done|repeated|carried out|performed)\s+(?:further\s+|another\s+)?(once|twice|two|three|2|3)\s+(?:more|again|further|other)\b|\b(?:done|repeated|carried out|performed)\s+(?:further|another|once more)\s+(two|three|2|3)\s+times\b|\b(?:this|the)\s+(?:process|operation)\s+is\s+repeated\s+(once|twice)(?:\s+more)?|\brepeated\s+once\b|\b(?:once more|one more time|again)\b/.exec(rest);
  const total = /\b(?:done|carried out|performed|repeated)\s+(twice|thrice|two times|three times|2 times|3 times)(?!\s+more)\b|\b(twice|thrice|two times|three times)\s+in\s+all\b/.exec(rest);
  const word = (value: string) => ({ once: 1, twice: 2, two: 2, 'two times': 2, '2 times': 2, thrice: 3, three: 3, 'three times': 3, '3 times': 3, 2: 2, 3: 3 } as Readonly<Record<string, number>>)[value];
  let times = 1;
  if (more && total) return null;
  if (more) times = 1 + (word((more[1] ?? more[2] ?? more[3] ?? 'once')!) ?? 1);
  else if (total) times = word((total[1] ?? total[2])!) ?? 0;
  // A repeat the readers above did not count ('repeated further two times' in other words, 'n times'): never assume once.
  else if (/\brepeat|\bagain\b|\bmore times\b|\bfurther\b|\bprocess\b|\boperation\b|\btimes\b/.test(rest)) return null;
  if (!(times >= 1) || times > 4) return null;
  if (!(x > 0 && x < v)) return null;
  const asked = askedPart(text);
  const left = v * (1 - x / v) ** times;
  const water = v - left;
  // What fills the container back: water unless the question names another liquid ('replaced by kerosene').
  const refill = /(?:replaced|filled(?:\s+up)?|topped up|refilled)\s+(?:with|by)\s+(?:pure\s+)?(?:the\s+same\s+(?:amount|quantity)\s+of\s+)?([a-z]+)/.exec(rest)?.[1] ?? 'water';
  if (refill === liquid || !/^(?:water|kerosene|milk|wine|alcohol|spirit|acid|juice|oil|petrol|diesel)$/.test(refill)) return null;
  let values: number[];
  let label: string;
  let unit: QuantUnit = volumeUnit(text);
  if (asksRatio(asked)) {
    const order = new RegExp(String.raw`\b${refill}\b[^.]*\b(?:to|and)\b[^.]*\b${liquid}\b`).test(asked) ? [water, left] : [left, water];
    const terms = lowestTerms(order.map((value) => Math.round(value * 1e6) / 1e6));
    if (!terms || terms.some((term) => term > 10000)) return null;
    values = terms;
    unit = 'ratio';
    label = order[0] === left ? `The ratio of ${liquid} to ${refill}` : `The ratio of ${refill} to ${liquid}`;
  } else if (new RegExp(String.raw`\b${refill}\b`).test(asked) && !new RegExp(String.raw`\b${liquid}\b`).test(asked)) {
    values = [round2(water)];
    label = `The ${refill} in the container`;
  } else if (new RegExp(String.raw`\b${liquid}\b|how much\b.*\bleft\b`).test(asked)) {
    values = [round2(left)];
    label = `The ${liquid} left`;
  } else return null;
  const steps: SolutionStep[] = [
    { title: 'Each time', bullets: [`Taking out ${num(x)} of ${num(v)} and filling up with ${refill} leaves ${num(v - x)}/${num(v)} of the ${liquid}.`] },
    { title: `After ${times} time${times === 1 ? '' : 's'}`, bullets: [`${liquid} = ${num(v)} × (${num(v - x)}/${num(v)})${times > 1 ? `^${times}` : ''} = ${num(left)}; ${refill} = ${num(v)} − ${num(left)} = ${num(water)}.`] },
  ];
  let amount = v;
  const lines: string[] = [];
  for (let time = 1; time <= times; time += 1) {
    const next = amount - (amount / v) * x;
    lines.push(`Time ${time}: ${num(x)} taken out holds ${num((amount / v) * x)} of ${liquid}, leaving ${num(next)}.`);
    amount = next;
  }
  const check = checkStep(lines, [[amount, left]]);
  if (!check) return null;
  return { kind: 'mixture', values, unit, label, steps: [...steps, check], mistakes: [{ value: round2(v - times * x), why: 'this takes out the same amount of milk each time; later draws hold some water' }, { value: round2(v - x), why: `this counts only the first time` }], givens: [v, x, ...(more && /^\d$/.test(more[1] ?? more[2] ?? '') ? [Number(more[1] ?? more[2])] : []), ...countWritten(total?.[1])] };
}

const VESSEL_COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, 2: 2, 3: 3, 4: 4 };

/**
 * 'Three vessels of equal capacity hold milk and water in the ratios 5 : 3, 3 : 5 and 9 : 5; all
 * are emptied into one vessel': equal amounts, so each vessel gives a/(a + b) of its volume to the
 * first part and b/(a + b) to the second; the new ratio is the sum of the firsts to the sum of
 * the seconds. Only when the vessels are said to be equal and there are as many ratios as vessels.
 */
function equalVessels(text: string): QuantAnswer | null {
  const count = /\b(two|three|four|2|3|4)\s+(?:equal\s+|identical\s+|similar\s+)?(?:vessels|glasses|jars|cans|containers|bottles|buckets|jugs|tumblers|casks|drums|flasks|beakers|mugs|cups|tanks)\b/.exec(text);
  if (!count || !/\b(?:equal|same|identical)\s+(?:capacity|capacities|size|sizes|volume|volumes|quantities|amounts)\b|\b(?:equal|identical)\s+(?:vessels|glasses|jars|cans|containers|bottles|buckets|jugs|tumblers|casks|drums|flasks|beakers|mugs|cups|tanks)\b/.test(text)) return null;
  const n = VESSEL_COUNTS[count[1]!]!;
  const ratios = ratiosIn(text);
  if (ratios.length !== n || ratios.some((ratio) => ratio.terms.length !== 2 || ratio.fractional)) return null;
  const parts = partsNamed(text.replace(/\s*&\s*/g, ' and '));
  const asked = askedPart(text);
  if (!parts || !asksRatio(asked) && !/\b[a-z]+\s*:\s*[a-z]+\b/.test(asked)) return null;
  // Only the vessels' count may stand besides the ratios.
  const others = figuresIn(blanked(text, ratios.map((ratio) => [ratio.index, ratio.end] as const)));
  if (others.length !== (/\d/.test(count[1]!) ? 1 : 0)) return null;
  const askedOrder = partsNamed(asked.replace(/\s*(?:&|:)\s*/g, ' and ')) ?? parts;
  if (!askedOrder.every((part) => parts.includes(part))) return null;
  const swap = askedOrder[0] !== parts[0];
  const firsts = ratios.map((ratio) => ratio.raw[0]! / (ratio.raw[0]! + ratio.raw[1]!));
  const first = firsts.reduce((a, b) => a + b, 0);
  const second = n - first;
  const scale = ratios.reduce((product, ratio) => product * (ratio.raw[0]! + ratio.raw[1]!), 1);
  const terms = lowestTerms((swap ? [second, first] : [first, second]).map((value) => Math.round(value * scale * 1e6) / 1e6));
  if (!terms || terms.some((term) => term > 100000)) return null;
  const steps: SolutionStep[] = [
    { title: 'Each vessel', bullets: [`Take each vessel as 1 unit. ${ratios.map((ratio, index) => `Vessel ${index + 1}: ${num(ratio.raw[0]!)}/${num(ratio.raw[0]! + ratio.raw[1]!)} ${parts[0]} and ${num(ratio.raw[1]!)}/${num(ratio.raw[0]! + ratio.raw[1]!)} ${parts[1]}`).join('; ')}.`] },
    { title: 'Together', bullets: [`${parts[0]} = ${ratios.map((ratio) => `${num(ratio.raw[0]!)}/${num(ratio.raw[0]! + ratio.raw[1]!)}`).join(' + ')} = ${num(first)}; ${parts[1]} = ${n} − ${num(first)} = ${num(second)}.`, `${askedOrder[0]} : ${askedOrder[1]} = ${terms.join(' : ')}.`] },
  ];
  const check = checkStep([`${num(first)} + ${num(second)} = ${n}, all ${n} vessels; ${num(swap ? second : first)} : ${num(swap ? first : second)} = ${terms.join(' : ')}.`], [[first + second, n], [(swap ? second : first) * terms[1]!, (swap ? first : second) * terms[0]!]]);
  if (!check) return null;
  return { kind: 'mixture', values: terms, unit: 'ratio', label: `The ratio of ${askedOrder[0]} to ${askedOrder[1]}`, steps: [...steps, check], mistakes: [], givens: [...ratios.flatMap((ratio) => ratio.written), ...(/\d/.test(count[1]!) ? [n] : [])] };
}

/**
 * Two mixtures put together: 'vessel P holds milk and water in the ratio 3 : 1 and Q in the ratio
 * 5 : 3; 12 litres from P and 16 from Q are mixed': the milk and water of each, added.
 */
function twoMixtures(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/ratio|proportion|how much|what quantity|percent|%/.test(asked)) return null;
  const ratios = ratiosIn(text);
  const parts = partsNamed(text.replace(/-/g, ' and '));
  if (!parts || ratios.length < 2 || ratios.length > 3 || ratios.some((ratio) => ratio.terms.length !== 2)) return null;
  const [first, second] = ratios as [WrittenRatio, WrittenRatio];
  const amounts = [...blanked(text, ratios.map((ratio) => [ratio.index, ratio.end] as const)).matchAll(new RegExp(String.raw`${NUM}\s*${LITRES}`, 'g'))].map((match) => Number(match[1]));
  let q1: number;
  let q2: number;
  let givens: number[];
  if (ratios.length === 2 && amounts.length === 2) {
    [q1, q2] = amounts as [number, number];
    givens = [...first.written, ...second.written, q1, q2];
  } else if (ratios.length === 2 && amounts.length === 0 && /\bequal\s+(?:quantities|amounts|volumes|parts)\b/.test(text)) {
    [q1, q2] = [1, 1];
    givens = [...first.written, ...second.written];
  } else if (ratios.length === 3 && amounts.length === 0 && asksRatio(asked) && (/\bin\s+which\b/.test(asked) || /\bin\s+what\s+(?:ratio|proportion)\s+(?:should|must|shall|are|is|will|would|do|does|can)\b[^.?]*\b(?:mix|mixed|combined|taken|added)\b/.test(asked))) {
    return mixturesForRatio(text, parts, first, second, ratios[2]!);
  } else if (ratios.length === 3 && amounts.length === 0 && /\bmixed\s+in\s+(?:the\s+)?ratio\b|\bin\s+the\s+ratio\s+[\d:\s]+\s*(?:are|is)?\s*mixed\b|\b(?:poured|emptied|combined|put)\s+(?:together\s+)?(?:into|in)\s+(?:a|an|the)\s+(?:third|new|another|bigger|larger|empty)?\s*(?:vessel|container|jar|can|drum|tank)\s+in\s+(?:the\s+)?ratio\b/.test(text)) {
    const mix = ratios[2]!;
    [q1, q2] = mix.raw as [number, number];
    givens = [...first.written, ...second.written, ...mix.written];
  } else return null;
  if (figuresIn(blanked(text, ratios.map((ratio) => [ratio.index, ratio.end] as const))).length !== amounts.length) return null;
  const [a, b] = first.raw as [number, number];
  const [c, d] = second.raw as [number, number];
  const firstPart = (q1 * a) / (a + b) + (q2 * c) / (c + d);
  const secondPart = q1 + q2 - firstPart;
  const askedOrder = partsNamed(asked.replace(/-/g, ' and ')) ?? parts;
  const swap = askedOrder[0] !== parts[0];
  // Scaled by both ratios' sums first, so that thirds and sevenths come out whole before rounding.
  const scale = (a + b) * (c + d);
  const terms = lowestTerms((swap ? [secondPart, firstPart] : [firstPart, secondPart]).map((value) => Math.round(value * scale * 1e6) / 1e6));
  if (!terms || terms.some((term) => term > 10000) || !asksRatio(asked)) return null;
  const steps: SolutionStep[] = [
    { title: 'Each part', bullets: [`First: ${num(q1)} × ${num(a)}/${num(a + b)} = ${num((q1 * a) / (a + b))} ${parts[0]} and ${num((q1 * b) / (a + b))} ${parts[1]}.`, `Second: ${num(q2)} × ${num(c)}/${num(c + d)} = ${num((q2 * c) / (c + d))} ${parts[0]} and ${num((q2 * d) / (c + d))} ${parts[1]}.`] },
    { title: 'Together', bullets: [`${parts[0]} = ${num(firstPart)}, ${parts[1]} = ${num(secondPart)}: ${askedOrder[0]} : ${askedOrder[1]} = ${terms.join(' : ')}.`] },
  ];
  const check = checkStep([`${num(firstPart)} + ${num(secondPart)} = ${num(q1 + q2)}, all that was mixed; ${num(swap ? secondPart : firstPart)} : ${num(swap ? firstPart : secondPart)} = ${terms.join(' : ')}.`], [[firstPart + secondPart, q1 + q2], [(swap ? secondPart : firstPart) * terms[1]!, (swap ? firstPart : secondPart) * terms[0]!]]);
  if (!check) return null;
  return { kind: 'mixture', values: terms, unit: 'ratio', label: `The ratio of ${askedOrder[0]} to ${askedOrder[1]}`, steps: [...steps, check], mistakes: [], givens };
}

/**
 * 'A can holds A and B in the ratio 7 : 5. When 9 litres of the mixture are drawn off and the can
 * is filled with B, the ratio becomes 7 : 9. How much of A did the can hold?' With V litres, the
 * A left is 7/12 of (V − 9) and the B is 5/12 of (V − 9) + 9.
 */
function drawnAndRefilled(text: string): QuantAnswer | null {
  const ratios = ratiosIn(text);
  const parts = partsNamed(text);
  if (!parts || ratios.length !== 2 || ratios.some((ratio) => ratio.terms.length !== 2)) return null;
  const drawn = new RegExp(String.raw`${NUM}\s*${LITRES}\s+(?:of\s+(?:the\s+)?(?:mixture|solution|liquid|it)\s+)?(?:is|are|was|were)?\s*(?:drawn off|drawn out|taken out|removed|withdrawn|replaced|drained)[^.]{0,60}?\b(?:filled|replaced|topped up|refilled)\s+(?:up\s+)?(?:with|by)\s+(?:pure\s+)?(?:liquid\s+)?(${parts[0]}|${parts[1]})\b`).exec(text);
  // '9 litres of the mixture is taken out and 9 litres of liquid b is poured in': the same amount put back as b.
  const pouredIn = drawn
    ? null
    : new RegExp(String.raw`${NUM}\s*${LITRES}\s+(?:of\s+(?:the\s+)?(?:mixture|solution|liquid|it)\s+)?(?:is|are|was|were)?\s*(?:drawn off|drawn out|taken out|taken off|removed|withdrawn|drained)\s*,?\s+(?:and|then)\s+(?:${NUM}\s*${LITRES}|the\s+same\s+(?:amount|quantity)|as\s+much)\s+of\s+(?:pure\s+)?(?:liquid\s+)?(${parts[0]}|${parts[1]})\s+(?:is|are|was|were)?\s*(?:poured\s+in(?:to\s+it)?|added|put\s+in|mixed\s+in)\b`).exec(text);
  if (pouredIn && pouredIn[2] !== undefined && pouredIn[2] !== pouredIn[1]) return null;
  const refill = drawn ? { index: drawn.index, x: drawn[1]!, part: drawn[2]!, written: [Number(drawn[1])] } : pouredIn ? { index: pouredIn.index, x: pouredIn[1]!, part: pouredIn[3]!, written: [Number(pouredIn[1]), ...(pouredIn[2] !== undefined ? [Number(pouredIn[2])] : [])] } : null;
  if (!refill || refill.index < ratios[0]!.end || refill.index > ratios[1]!.index) return null;
  const x = Number(refill.x);
  const filled = parts.indexOf(refill.part);
  const [a, b] = ratios[0]!.raw as [number, number];
  const [c, d] = ratios[1]!.raw as [number, number];
  // The part not refilled keeps its share of what is left: kept (V − x)/(a + b) against the other's + x.
  const [keep, add] = filled === 1 ? [a, b] : [b, a];
  const [keepNew, addNew] = filled === 1 ? [c, d] : [d, c];
  // keep (V − x) : (add (V − x) + x (a + b)) = keepNew : addNew.
  const denominator = addNew * keep - keepNew * add;
  if (!(denominator > 0)) return null;
  const volume = x + (keepNew * x * (a + b)) / denominator;
  const asked = askedPart(text);
  const wanted = new RegExp(String.raw`\b(?:of\s+)?(?:liquid\s+)?(${parts[0]}|${parts[1]})\b`).exec(asked.replace(/\bratio\b.*$/, ''));
  const totalAsked = /\b(?:capacity|total|whole|mixture|can|vessel|container|jar)\b/.test(asked) && !wanted;
  if (!wanted && !totalAsked) return null;
  // The whole is the same before and after (as much is put back as was taken); a part's time must be said.
  if (!totalAsked && !/initially|originally|at first|in the beginning|at the (?:start|beginning|outset)|to begin with|contained|capacity|before|had/.test(asked)) return null;
  const index = wanted ? parts.indexOf(wanted[1]!) : -1;
  const value = index < 0 ? volume : (volume * (index === 0 ? a : b)) / (a + b);
  const left = volume - x;
  const after = [(left * a) / (a + b) + (filled === 0 ? x : 0), (left * b) / (a + b) + (filled === 1 ? x : 0)];
  const unit = volumeUnit(text);
  const steps: SolutionStep[] = [
    { title: 'Set up', bullets: [`Let the can hold V. After drawing off ${num(x)}, V − ${num(x)} is left in the ratio ${num(a)} : ${num(b)}; then ${num(x)} of ${parts[filled]} is added.`, `${num(keep)}(V − ${num(x)}) : [${num(add)}(V − ${num(x)}) + ${num(x)} × ${num(a + b)}] = ${num(keepNew)} : ${num(addNew)}.`] },
    { title: 'Solve', bullets: [`(V − ${num(x)}) × (${num(addNew)} × ${num(keep)} − ${num(keepNew)} × ${num(add)}) = ${num(keepNew)} × ${num(x)} × ${num(a + b)}, so V = ${num(volume)}.`, index < 0 ? `The can held ${num(volume)}.` : `${parts[index]} at first = ${num(index === 0 ? a : b)}/${num(a + b)} × ${num(volume)} = ${num(value)}.`] },
  ];
  const check = checkStep([`${num(volume)} in the ratio ${num(a)} : ${num(b)}; after the change ${num(after[0]!)} : ${num(after[1]!)} = ${num(c)} : ${num(d)}.`], [[after[0]! * d, after[1]! * c]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(value)], unit, label: index < 0 ? 'The quantity in the can at first' : `The ${parts[index]} at first`, steps: [...steps, check], mistakes: [], givens: [a, b, ...refill.written, c, d] };
}

/**
 * 'A merchant has 1,000 kg of sugar, part sold at 8% profit and the rest at 18%; he gains 14% on
 * the whole: how much is sold at 18%?' The parts are in the alligation ratio (18 − 14) : (14 − 8).
 */
function partsByPercent(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  // The rates of the statement; the asked part may name one of them again ('the quantity sold at 18%').
  const statement = text.lastIndexOf(asked) > 0 ? text.slice(0, text.lastIndexOf(asked)) : text;
  const percents = [...statement.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))];
  const whole = new RegExp(String.raw`${NUM}\s*(kg|kilograms?|litres?|liters?|quintals?|tonnes?|units?|articles?|items?|metres?)\b`).exec(text);
  if (percents.length !== 3 || !whole || !/\b(?:part|some|rest|remaining|remainder|balance)\b/.test(text) || !/\b(?:whole|overall|total|entire|all)\b/.test(text)) return null;
  // The overall rate is the one whose own clause says 'on the whole', 'overall', 'in all'.
  const clauseAround = (match: RegExpExecArray) => {
    const before = text.slice(0, match.index);
    const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('%')) + 1;
    const rest = text.slice(match.index + match[0].length);
    const end = rest.search(/[.;%]/);
    return text.slice(start, match.index + match[0].length + (end < 0 ? rest.length : end));
  };
  const wholeRates = percents.flatMap((match, index) => (/\b(?:whole|overall|total|entire|in all|altogether)\b/.test(clauseAround(match)) ? [index] : []));
  if (wholeRates.length !== 1) return null;
  const overallAt = wholeRates[0]!;
  const rates = percents.map((match) => Number(match[1]));
  const mean = rates[overallAt]!;
  const kinds = rates.filter((_, index) => index !== overallAt) as [number, number];
  if (percents.some((match) => /^\s*(?:loss|less)\b/.test(text.slice(match.index + match[0].length)))) return null;
  if (!(Math.min(...kinds) < mean && mean < Math.max(...kinds))) return null;
  const wanted = new RegExp(String.raw`\b(?:at|with)\s+${NUM}\s*%`).exec(asked);
  if (!wanted || !/how much|how many|quantity|what part|amount/.test(asked) || [...asked.matchAll(/\d/g)].length !== wanted[1]!.replace('.', '').length) return null;
  const index = kinds.indexOf(Number(wanted[1]));
  if (index < 0) return null;
  const total = Number(whole[1]);
  const shares = [Math.abs(kinds[1] - mean), Math.abs(mean - kinds[0])];
  const value = (total * shares[index]!) / (shares[0]! + shares[1]!);
  const other = total - value;
  const steps: SolutionStep[] = [
    { title: 'Alligation on the percentages', bullets: [`The part at ${pct(kinds[0])} and the part at ${pct(kinds[1])} are in the ratio (${num(kinds[1])} − ${num(mean)}) : (${num(mean)} − ${num(kinds[0])}) = ${num(shares[0]!)} : ${num(shares[1]!)}.`] },
    { title: 'The part asked', bullets: [`${num(shares[index]!)}/${num(shares[0]! + shares[1]!)} × ${num(total)} = ${num(value)}.`] },
  ];
  const overall = (value * kinds[index]! + other * kinds[1 - index]!) / total;
  const check = checkStep([`${num(value)} at ${pct(kinds[index]!)} and ${num(other)} at ${pct(kinds[1 - index]!)} make ${num(value * kinds[index]! / 100 + other * kinds[1 - index]! / 100)} on ${num(total)}: ${pct(overall)} on the whole.`], [[overall, mean]]);
  if (!check) return null;
  const unit: QuantUnit = /^kg|^kilogram/.test(whole[2]!) ? 'kg' : /^lit/.test(whole[2]!) ? 'litres' : 'number';
  return { kind: 'mixture', values: [round2(value)], unit, label: `The part at ${pct(kinds[index]!)}`, steps: [...steps, check], mistakes: [{ value: round2(other), why: 'this is the other part' }], givens: [total, ...rates, Number(wanted[1])] };
}

/**
 * 'Tea worth ₹126 and ₹135 a kg is mixed with a third variety in the ratio 1 : 1 : 2; the mixture
 * is worth ₹153 a kg: the price of the third variety': the cost of 4 kg less the two known lots.
 */
function unknownPrice(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/\bprice|\bcost|\brate|\bworth/.test(asked) || !/\b(?:third|other|second|another)\s+(?:variety|kind|type|quality|sort)\b/.test(asked)) return null;
  const prices = pricesPerUnit(text);
  const ratios = ratiosIn(text);
  if (ratios.length !== 1 || prices.length !== ratios[0]!.terms.length) return null;
  const at = meanOf(text, prices);
  if (at === null || at !== prices.length - 1) return null;
  const mean = prices[at]!.value;
  const known = prices.slice(0, -1).map((price) => price.value);
  const terms = ratios[0]!.raw;
  // The unknown kind is the last term of the ratio, after the priced ones.
  const unknownTerm = terms[terms.length - 1]!;
  const sum = terms.reduce((a, b) => a + b, 0);
  const knownCost = known.reduce((acc, price, index) => acc + price * terms[index]!, 0);
  const value = (mean * sum - knownCost) / unknownTerm;
  if (!(value > 0)) return null;
  const steps: SolutionStep[] = [
    { title: 'Cost of the mixture', bullets: [`${num(sum)} units of the mixture at ${rs(mean)} cost ${rs(mean * sum)}.`, `The known kinds: ${known.map((price, index) => `${num(terms[index]!)} × ${num(price)}`).join(' + ')} = ${rs(knownCost)}.`] },
    { title: 'The unknown kind', bullets: [`${num(unknownTerm)} units cost ${rs(mean * sum)} − ${rs(knownCost)} = ${rs(mean * sum - knownCost)}, so ${rs(value)} a unit.`] },
  ];
  const check = checkStep([`${[...known, value].map((price, index) => `${num(terms[index]!)} × ${num(price)}`).join(' + ')} = ${rs(knownCost + unknownTerm * value)} for ${num(sum)} units: ${rs((knownCost + unknownTerm * value) / sum)} a unit.`], [[(knownCost + unknownTerm * value) / sum, mean]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(value)], unit: 'rupees', label: 'The price of the unknown kind a unit', steps: [...steps, check], mistakes: [], givens: [...known, mean, ...ratios[0]!.written] };
}

/**
 * 'Vessels A and B hold spirit and water in the ratios 5 : 2 and 7 : 6; in what ratio must they
 * be mixed for 8 : 5?': alligation on the share of spirit, 5/7 and 7/13 about 8/13.
 */
function mixturesForRatio(text: string, parts: readonly [string, string], first: WrittenRatio, second: WrittenRatio, target: WrittenRatio): QuantAnswer | null {
  if (figuresIn(blanked(text, [first, second, target].map((ratio) => [ratio.index, ratio.end] as const))).length > 0) return null;
  const share = (ratio: WrittenRatio) => ratio.raw[0]! / (ratio.raw[0]! + ratio.raw[1]!);
  const [p, q, mean] = [share(first), share(second), share(target)];
  if (!(Math.min(p, q) < mean && mean < Math.max(p, q))) return null;
  // In whole numbers when the ratios are ('5 : 8', '1 : 2' about '3 : 5'): the gaps over a common denominator, exact.
  const [a, b, c, d, e, f] = [...first.raw, ...second.raw, ...target.raw] as number[];
  const whole = [a, b, c, d, e, f].every((term) => Number.isInteger(term));
  const gaps = whole ? [Math.abs(c! * (e! + f!) - e! * (c! + d!)) * (a! + b!), Math.abs(e! * (a! + b!) - a! * (e! + f!)) * (c! + d!)] : [Math.abs(q - mean), Math.abs(mean - p)].map((value) => Math.round(value * 1e9) / 1e9);
  const terms = lowestTerms(gaps);
  if (!terms || terms.some((term) => term > 1000)) return null;
  const fractionOf = (ratio: WrittenRatio) => `${num(ratio.raw[0]!)}/${num(ratio.raw[0]! + ratio.raw[1]!)}`;
  const steps: SolutionStep[] = [
    { title: `Share of ${parts[0]} in each`, bullets: [`First: ${fractionOf(first)}; second: ${fractionOf(second)}; wanted: ${fractionOf(target)}.`] },
    { title: 'Alligation', bullets: [`First : second = (${fractionOf(second)} − ${fractionOf(target)}) : (${fractionOf(target)} − ${fractionOf(first)}) in size = ${num(Math.abs(q - mean))} : ${num(Math.abs(mean - p))} = ${terms.join(' : ')}.`] },
  ];
  const [x, y] = terms as [number, number];
  const mixed = (x * p + y * q) / (x + y);
  const check = checkStep([`${x} parts of the first and ${y} of the second hold ${num(x * p + y * q)} of ${parts[0]} in ${x + y}: a share of ${num(mixed)}, which is ${fractionOf(target)}.`], [[mixed, mean]]);
  if (!check) return null;
  return { kind: 'mixture', values: terms, unit: 'ratio', label: 'The ratio of the first mixture to the second', steps: [...steps, check], mistakes: [], givens: [...first.written, ...second.written, ...target.written] };
}
