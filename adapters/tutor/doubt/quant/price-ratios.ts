import { askedHead } from './figure-reader';
import type { QuantAnswer } from './quant-answer';
import { num, oneValueAnswer, pct, round2, rs, withCheck } from './quant-text';

/**
 * Profit and loss worked on the cost taken as 100 (or as C), for wordings the chain does not take:
 * 'on selling at three times the price the profit becomes five times' (k·S − C = m(S − C));
 * 'had he bought it 25% cheaper and sold it ₹638 for less, he would still have gained 30%';
 * 'three-fourths of the goods at 14% profit, the rest at 15% loss: the gain or loss in all' (per
 * cent, or in rupees when the whole outlay is given); 'selling at three-fourths of the tag price he
 * loses 16%: at the tag price?'; and 'the selling price is five-fourths of the cost price: the
 * profit per cent?'; and 'the cost of 20 articles is the selling price of x articles; the profit
 * is 25%: x?'; and 'bought 20 dozen at ₹375 a dozen, sold each at ₹33: the profit per cent?'.
 * Each reads only its own figures; anything else is declined.
 */
export function solvePriceRatios(text: string): QuantAnswer | null {
  return multipliedSale(text) ?? cheaperPurchase(text) ?? splitGoods(text) ?? partOfTagPrice(text) ?? saleAsPartOfCost(text) ?? unknownCountForResult(text) ?? dozensSoldSingly(text);
}

const MULTIPLES: Readonly<Record<string, number>> = { twice: 2, double: 2, doubled: 2, doubling: 2, thrice: 3, triple: 3, tripled: 3, tripling: 3, 'two times': 2, 'three times': 3, 'four times': 4, 'five times': 5, 'six times': 6, 'seven times': 7, 'eight times': 8, 'nine times': 9, 'ten times': 10 };
const MULTIPLE = String.raw`(twice|doubling|double|doubled|thrice|tripling|triple|tripled|(?:two|three|four|five|six|seven|eight|nine|ten)\s+times|(\d+(?:\.\d+)?)\s*times)`;
const multipleOf = (word: string, written: string | undefined) => (written !== undefined ? Number(written) : MULTIPLES[word.replace(/\s+/g, ' ')]);

/** 'Selling price made three times, profit becomes five times': S/C = (m − 1)/(m − k), a profit of (k − 1)/(m − k). */
function multipliedSale(text: string): QuantAnswer | null {
  const sale = new RegExp(String.raw`(?:\b(?:sp|s\.p|selling\s+price)\b[^.?%]{0,40}?${MULTIPLE}|${MULTIPLE}\s+(?:(?:its|the|his)\s+)?(?:present\s+|original\s+|current\s+)?(?:selling\s+price|sp|s\.p))`).exec(text);
  if (!sale) return null;
  const after = text.slice(sale.index + sale[0].length);
  // 'The profit triples', 'the gain doubles': the multiple said as a verb.
  const verb = /\b(?:profit|gain)\s+(?:also\s+)?(doubles|triples|trebles|quadruples)\b/.exec(after);
  const profit = verb ? ([verb[0], { doubles: 'double', triples: 'triple', trebles: 'triple', quadruples: 'four times' }[verb[1] as 'doubles' | 'triples' | 'trebles' | 'quadruples'], undefined] as const) : new RegExp(String.raw`\b(?:profit|gain)\b[^.?%]{0,30}?\b(?:becomes|become|is|will be|would be|gets|turns)\s+${MULTIPLE}`).exec(after);
  if (!profit || /₹|\d\s*%/.test(text)) return null;
  const k = multipleOf(sale[1] ?? sale[3]!, sale[2] ?? sale[4]);
  const m = multipleOf(profit[1]!, profit[2]);
  const head = askedHead(text);
  if (k === undefined || m === undefined || !(m > k && k > 1) || !/(?:profit|gain)\s*(?:%|per ?cent|percentage)|(?:%|per ?cent|percentage)\s*(?:of\s+)?(?:profit|gain)/.test(head)) return null;
  const percent = ((k - 1) / (m - k)) * 100;
  const cost = 100;
  const sp = cost * (1 + percent / 100);
  return withCheck(
    oneValueAnswer('profit-loss-percent', percent, 'percent', 'The profit percentage', {
      steps: [
        { title: 'Write it as an equation', bullets: [`Let CP = C and SP = S. At ${num(k)} times the price the profit is ${num(k)}S − C, and it is ${num(m)} times S − C: ${num(k)}S − C = ${num(m)}(S − C).`] },
        { title: 'Solve', bullets: [`${num(m - k)}S = ${num(m - 1)}C, so S = ${num((m - 1) / (m - k))}C: a profit of ${pct(percent)}.`] },
      ],
      mistakes: [{ value: round2(((m - 1) / (k - 1)) * 100), why: 'this divides the wrong way round' }],
      givens: [...(sale[2] ?? sale[4] ? [k] : []), ...(profit[2] ? [m] : [])],
    }),
    [`With CP ₹100 and SP ${rs(sp)}: profit ${rs(sp - cost)}; at ${num(k)} × ${rs(sp)} = ${rs(k * sp)} the profit is ${rs(k * sp - cost)}, ${num(m)} times as much.`],
    [[k * sp - cost, m * (sp - cost)]],
  );
}

/**
 * 'Sells at 12% profit. Had he bought it 25% cheaper and sold it for ₹638 less, he would still
 * have gained 30%': (1.12)C − 638 = 0.75 × 1.30 × C.
 */
function cheaperPurchase(text: string): QuantAnswer | null {
  const actual = /\b(?:at|a)\s+(?:a\s+)?(?:(profit|gain)|(loss))\s+of\s+(\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*%\s+(?:(profit|gain)|(loss))/.exec(text);
  const bought = /\b(?:bought|buys|purchased|had\s+bought|had\s+purchased)\s+(?:it\s+)?(?:for|at)\s+(\d+(?:\.\d+)?)\s*%\s+(less|more|cheaper|dearer)\b/.exec(text);
  const sold = /\bsold\s+(?:it\s+)?(?:for\s+)?₹\s?(\d+(?:\.\d+)?)\s+(less|more)\b/.exec(text);
  const hoped = /\b(?:would|could)\s+(?:still\s+)?(?:have\s+)?(?:gained|made|earned|got|had)\s+(?:a\s+(?:profit|gain)\s+of\s+)?(\d+(?:\.\d+)?)\s*%|\b(?:would|could)\s+(?:still\s+)?(?:have\s+)?(?:made|had|earned)\s+a\s+(?:profit|gain)\s+of\s+(\d+(?:\.\d+)?)\s*%|\b(?:the|his|her)\s+(?:profit|gain)\s+(?:would|could)\s+(?:still\s+)?have\s+been\s+(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (!actual || !bought || !sold || !hoped || actual.index > bought.index) return null;
  if ((text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? []).length !== 4) return null;
  const head = askedHead(text);
  const asksCost = /\bcost\s?price\b|\bc\.?\s?p\b|\bcost\s+(?:him|her|them)\b|\bwhat\s+did\s+(?:the\s+\w+|it)\s+cost\b|\bbought\s+it\s+for\b|\bfind\s+the\s+cost\b/.test(head);
  if (!asksCost) return null;
  const p = Number(actual[3] ?? actual[4]) * (actual[2] || actual[6] ? -1 : 1);
  const q = Number(bought[1]) * (/less|cheaper/.test(bought[2]!) ? -1 : 1);
  const r = Number(hoped[1] ?? hoped[2] ?? hoped[3]);
  const rupees = Number(sold[1]) * (sold[2] === 'less' ? -1 : 1);
  // (1 + p)C + rupees = (1 + q)(1 + r)C.
  const spread = (1 + q / 100) * (1 + r / 100) - (1 + p / 100);
  if (Math.abs(spread) < 1e-9) return null;
  const cost = rupees / spread;
  if (!(cost > 0)) return null;
  const first = cost * (1 + p / 100);
  const newCost = cost * (1 + q / 100);
  return withCheck(
    oneValueAnswer('cost-price', cost, 'rupees', 'The cost price', {
      steps: [
        { title: 'Write it as an equation', bullets: [`Let CP = C. Sold at ${pct(Math.abs(p))} ${p >= 0 ? 'profit' : 'loss'}: SP = ${num(1 + p / 100)}C.`, `Bought for ${pct(Math.abs(q))} ${q < 0 ? 'less' : 'more'}: ${num(1 + q / 100)}C; sold at ${pct(r)} profit on that: ${num(round2((1 + q / 100) * (1 + r / 100) * 10000) / 10000)}C, which is ${rs(Math.abs(rupees))} ${rupees < 0 ? 'less' : 'more'} than ${num(1 + p / 100)}C.`] },
        { title: 'Solve', bullets: [`${num(1 + p / 100)}C ${rupees < 0 ? '−' : '+'} ${num(Math.abs(rupees))} = ${num((1 + q / 100) * (1 + r / 100))}C, so C = ${num(Math.abs(rupees))} ÷ ${num(Math.abs(round2(spread * 10000) / 10000))} = ${rs(cost)}.`] },
      ],
      mistakes: [],
      givens: [Math.abs(p), Math.abs(q), r, Math.abs(rupees)],
    }),
    [`SP = ${rs(first)}; new cost ${rs(newCost)}, new SP ${rs(first + rupees)}: a profit of ${pct(((first + rupees - newCost) / newCost) * 100)}.`],
    [[((first + rupees - newCost) / newCost) * 100, r]],
  );
}

const PARTS: Readonly<Record<string, number>> = { half: 1 / 2, 'one-half': 1 / 2, 'one-third': 1 / 3, 'two-thirds': 2 / 3, 'one-fourth': 1 / 4, 'a quarter': 1 / 4, 'three-fourths': 3 / 4, 'three quarters': 3 / 4, 'one-fifth': 1 / 5, 'two-fifths': 2 / 5, 'three-fifths': 3 / 5, 'four-fifths': 4 / 5 };
const PART = String.raw`(half|one-half|one-third|two-thirds|one-fourth|a quarter|three-fourths|three quarters|one-fifth|two-fifths|three-fifths|four-fifths|(\d+)\s*\/\s*(\d+))`;
const partOf = (word: string, top?: string, bottom?: string) => (top !== undefined ? Number(top) / Number(bottom) : PARTS[word.replace(/\s+/g, ' ')]);

/**
 * The whole outlay on the goods, when the question states it once and nothing else in rupees:
 * 'bought goods for ₹12,000', 'his stock, which cost him ₹12,000 in all'.
 */
function wholeOutlay(text: string): number | null {
  if ((text.match(/₹/g) ?? []).length !== 1) return null;
  const cost = /\b(?:bought|buys|purchased|purchases|cost(?:s|ing)?(?:\s+(?:him|her|them|it))?|worth|outlay\s+(?:of|was|is))\s+(?:(?:the\s+)?goods\s+)?(?:for\s+|of\s+)?₹\s?(\d+(?:\.\d+)?)/.exec(text);
  return cost ? Number(cost[1]) : null;
}

/**
 * 'Three-fourths of his goods at 14% profit and the rest at 15% loss': the gain or loss on the
 * whole outlay, as a percentage, or in rupees when the outlay is given and no percentage is asked.
 */
function splitGoods(text: string): QuantAnswer | null {
  // 'Three-fourths of his goods fetch 14% profit', 'sold 3/5 of his stock at a profit of 23%', 'sold two-thirds of them at ...'.
  const said = new RegExp(String.raw`\b${PART}\s+of\s+(?:(?:his|her|the|its|their)?\s*(?:goods|stock|articles|items|consignment|lot|purchase)\b|them\b)(?:[^.?%]{0,40}?(\d+(?:\.\d+)?)\s*%\s*(?:(profit|gain)|(loss))|[^.?%]{0,20}?\b(?:at|a)\s+(?:a\s+)?(?:(profit|gain)|(loss))\s+of\s+(\d+(?:\.\d+)?)\s*%)`).exec(text);
  if (!said) return null;
  const first = [said[0], said[1], said[2], said[3], said[4] ?? said[9], said[5] ?? said[7], said[6] ?? said[8]] as const;
  const firstAt = said.index + said[0].length;
  const rest = new RegExp(String.raw`\b(?:the\s+)?(?:rest|remaining|remainder)\b[^.?%]{0,40}?(\d+(?:\.\d+)?)\s*%\s*(?:(profit|gain)|(loss))|\b(?:the\s+)?(?:rest|remaining|remainder)\b[^.?%]{0,40}?\b(?:at|a)\s+(?:a\s+)?(?:(profit|gain)|(loss))\s+of\s+(\d+(?:\.\d+)?)\s*%`).exec(text.slice(firstAt));
  const outlay = /₹/.test(text) ? wholeOutlay(text) : null;
  if (!rest || (/₹/.test(text) && outlay === null)) return null;
  // 'Them' stands for goods only when the question speaks of goods.
  if (/\bof\s+them\b/.test(said[0]) && !/\b(?:goods|stock|articles|items|pieces|units)\b/.test(text)) return null;
  const f = partOf(first[1]!, first[2], first[3]);
  if (f === undefined || !(f > 0 && f < 1)) return null;
  const p1 = Number(first[4]) * (first[6] ? -1 : 1);
  const p2 = Number(rest[1] ?? rest[6]) * (rest[3] || rest[5] ? -1 : 1);
  const head = askedHead(text);
  if (!/(?:gain|profit|loss)/.test(head) || !/%|per ?cent|percentage/.test(head + text)) return null;
  const net = f * p1 + (1 - f) * p2;
  const kind = net >= 0 ? 'profit' : 'loss';
  if (outlay !== null && !/%|per ?cent|percentage/.test(head)) return splitGoodsInRupees(outlay, f, p1, p2, first[2] !== undefined ? [Number(first[2]), Number(first[3])] : []);
  return withCheck(
    oneValueAnswer('profit-loss-percent', Math.abs(net), 'percent', `The ${kind} percentage`, {
      steps: [
        { title: 'Take the outlay as ₹100', bullets: [`Goods worth ₹${num(round2(f * 100))} at ${p1 >= 0 ? '+' : '−'}${pct(Math.abs(p1))}: ${p1 >= 0 ? '+' : '−'}₹${num(round2(Math.abs(f * p1)))}.`, `The rest, ₹${num(round2((1 - f) * 100))}, at ${p2 >= 0 ? '+' : '−'}${pct(Math.abs(p2))}: ${p2 >= 0 ? '+' : '−'}₹${num(round2(Math.abs((1 - f) * p2)))}.`] },
        { title: 'In all', bullets: [`${num(round2(f * p1))} + ${num(round2((1 - f) * p2))} = ${num(round2(net))}: a ${kind} of ${pct(Math.abs(net))}.`] },
      ],
      mistakes: [{ value: round2(Math.abs(p1 + p2) / 2), why: 'this averages the two percentages; the goods are not split half and half' }],
      givens: [...(first[2] !== undefined ? [Number(first[2]), Number(first[3])] : []), Math.abs(p1), Math.abs(p2)],
    }),
    [`₹${num(round2(f * 100))} × ${num(1 + p1 / 100)} + ₹${num(round2((1 - f) * 100))} × ${num(1 + p2 / 100)} = ₹${num(round2(f * (100 + p1) + (1 - f) * (100 + p2)))}.`],
    [[f * (100 + p1) + (1 - f) * (100 + p2), 100 + net]],
  );
}

/** The gain or loss in rupees on an outlay of which a part f went at p1% and the rest at p2%. */
function splitGoodsInRupees(outlay: number, f: number, p1: number, p2: number, written: readonly number[]): QuantAnswer | null {
  const [partCost, restCost] = [f * outlay, (1 - f) * outlay];
  const net = (partCost * p1) / 100 + (restCost * p2) / 100;
  const kind = net >= 0 ? 'profit' : 'loss';
  return withCheck(
    oneValueAnswer('profit-loss-percent', Math.abs(net), 'rupees', `The ${kind}`, {
      steps: [
        { title: 'Split the outlay', bullets: [`${num(round2(f))} of ${rs(outlay)} = ${rs(partCost)}; the rest is ${rs(restCost)}.`] },
        { title: 'Each part', bullets: [`${rs(partCost)} at ${p1 >= 0 ? '+' : '−'}${pct(Math.abs(p1))}: ${p1 >= 0 ? '+' : '−'}${rs(Math.abs((partCost * p1) / 100))}.`, `${rs(restCost)} at ${p2 >= 0 ? '+' : '−'}${pct(Math.abs(p2))}: ${p2 >= 0 ? '+' : '−'}${rs(Math.abs((restCost * p2) / 100))}.`] },
        { title: 'In all', bullets: [`A ${kind} of ${rs(Math.abs(net))}.`] },
      ],
      mistakes: [{ value: round2(Math.abs((outlay * (p1 + p2)) / 200)), why: 'this averages the two percentages; the goods are not split half and half' }],
      givens: [...written, Math.abs(p1), Math.abs(p2), outlay],
    }),
    [`${rs(partCost)} × ${num(1 + p1 / 100)} + ${rs(restCost)} × ${num(1 + p2 / 100)} = ${rs(partCost * (1 + p1 / 100) + restCost * (1 + p2 / 100))}, which is ${rs(outlay)} ${net >= 0 ? '+' : '−'} ${rs(Math.abs(net))}.`],
    [[partCost * (1 + p1 / 100) + restCost * (1 + p2 / 100), outlay + net]],
  );
}

/** Fractions above one, as papers write a price that exceeds the cost: 'five-fourths of the cost price'. */
const WHOLE_PARTS: Readonly<Record<string, number>> = { 'five-fourths': 5 / 4, 'six-fifths': 6 / 5, 'four-thirds': 4 / 3, 'five-thirds': 5 / 3, 'seven-fifths': 7 / 5, 'seven-fourths': 7 / 4, 'three-halves': 3 / 2, 'nine-eighths': 9 / 8, 'seven-sixths': 7 / 6 };
const ANY_PART = String.raw`(half|one-half|one-third|two-thirds|one-fourth|a quarter|three-fourths|three quarters|one-fifth|two-fifths|three-fifths|four-fifths|${Object.keys(WHOLE_PARTS).join('|')}|(\d+)\s*\/\s*(\d+))`;
const anyPartOf = (word: string, top?: string, bottom?: string) => partOf(word, top, bottom) ?? WHOLE_PARTS[word];

/**
 * 'The selling price is five-fourths of the cost price', 'sold at four-fifths of what it cost',
 * 'the cost price is four-fifths of the selling price': the profit or loss per cent.
 */
function saleAsPartOfCost(text: string): QuantAnswer | null {
  const COST = String.raw`(?:(?:its|the|his|her)\s+)?(?:cost\s+price|c\.?\s?p\b\.?|cost\b)|what\s+(?:it|they|he|she)\s+(?:had\s+)?cost`;
  const SALE = String.raw`(?:(?:its|the|his|her)\s+)?(?:selling\s+price|s\.?\s?p\b\.?)`;
  const saleFirst = new RegExp(String.raw`\b(?:(?:selling\s+price|s\.?\s?p\.?)\s+(?:of\s+(?:an?|the)\s+[a-z]+\s+)?(?:is|was|equals|=)|(?:is|was|are|were)\s+sold\s+(?:at|for))\s+${ANY_PART}\s+(?:of\s+)?(?:${COST})`).exec(text);
  const costFirst = saleFirst ? null : new RegExp(String.raw`\b(?:cost\s+price|c\.?\s?p\.?)\s+(?:of\s+(?:an?|the)\s+[a-z]+\s+)?(?:is|was|equals|=)\s+${ANY_PART}\s+(?:of\s+)?(?:${SALE})`).exec(text);
  const said = saleFirst ?? costFirst;
  if (!said) return null;
  const f = anyPartOf(said[1]!, said[2], said[3]);
  if (f === undefined || !(f > 0) || f === 1) return null;
  const ratio = saleFirst ? f : 1 / f;
  const net = (ratio - 1) * 100;
  const kind = net >= 0 ? 'profit' : 'loss';
  const head = askedHead(text);
  if (!/%|per ?cent|percentage/.test(head) || !/(?:gain|profit|loss)/.test(head)) return null;
  // A question that asks the loss of a sale at a profit (or the other way) has been misread.
  if (!new RegExp(kind === 'profit' ? 'gain|profit' : 'loss').test(head)) return null;
  if ((text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? []).length !== (said[2] !== undefined ? 2 : 0)) return null;
  const sale = 100 * ratio;
  return withCheck(
    oneValueAnswer('profit-loss-percent', Math.abs(net), 'percent', `The ${kind} percentage`, {
      steps: [
        { title: 'Take the cost as ₹100', bullets: [saleFirst ? `The selling price is ${num(round2(f))} of it: ₹${num(round2(sale))}.` : `The cost is ${num(round2(f))} of the selling price, so the selling price is 100 ÷ ${num(round2(f))} = ₹${num(round2(sale))}.`] },
        { title: 'The result', bullets: [`₹${num(round2(sale))} on a cost of ₹100: a ${kind} of ${pct(Math.abs(net))}.`] },
      ],
      mistakes: [{ value: round2(Math.abs(1 - 1 / ratio) * 100), why: 'this takes the result on the selling price, not on the cost' }],
      givens: said[2] !== undefined ? [Number(said[2]), Number(said[3])] : [],
    }),
    [`₹100 × ${num(round2(1 + net / 100))} = ₹${num(round2(sale))}; ₹${num(round2(sale))} ÷ ₹100 = ${num(round2(ratio))}.`],
    [[100 + net, sale]],
  );
}

/**
 * 'The cost price of 20 articles is the same as the selling price of x articles. If the profit is
 * 25%, x is': x articles sell for what 20 cost, so each sells at 20/x of its cost; a 25% profit
 * makes 20/x = 1.25 and x = 16.
 */
function unknownCountForResult(text: string): QuantAnswer | null {
  const CP = String.raw`(?:cost\s+price|c\.?\s?p\.?)`;
  const SP = String.raw`(?:selling\s+price|s\.?\s?p\.?)`;
  const equal = new RegExp(String.raw`\b${CP}\s+of\s+(\d+)\s+([a-z]+)\s+(?:is\s+(?:the\s+same\s+as|equal\s+to)|equals|=)\s+(?:the\s+)?${SP}\s+of\s+([a-z])\s+(?:[a-z]+)\b`).exec(text);
  if (!equal) return null;
  const letter = equal[3]!;
  const result = /\b(?:(profit|gain)|(loss))\s+(?:is|was|of)\s+(\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*%\s+(?:(profit|gain)|(loss))/.exec(text);
  if (!result) return null;
  const asked = askedHead(text);
  if (!new RegExp(String.raw`(?:value\s+of|find|what\s+is|then)\s+${letter}\b|\b${letter}\s*(?:=|is)\s*\??\s*$`).test(asked) && !new RegExp(String.raw`\bvalue\s+of\s+${letter}\b`).test(text)) return null;
  if ((text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? []).length !== 2) return null;
  const n = Number(equal[1]);
  const p = Number(result[3] ?? result[4]) * (result[2] || result[6] ? -1 : 1);
  if (!(p > -100) || p === 0) return null;
  const x = (n * 100) / (100 + p);
  if (!(x > 0) || Math.abs(x - Math.round(x)) > 1e-9) return null;
  const kind = p > 0 ? 'profit' : 'loss';
  return withCheck(
    oneValueAnswer('profit-loss-percent', x, 'number', `The value of ${letter}`, {
      steps: [
        { title: 'Take each article as costing ₹1', bullets: [`${n} articles cost ₹${n}, and ${letter} articles sell for that: each sells at ₹${n}/${letter}.`] },
        { title: `A ${kind} of ${pct(Math.abs(p))}`, bullets: [`${n}/${letter} = ${num(1 + p / 100)}, so ${letter} = ${n} ÷ ${num(1 + p / 100)} = ${num(x)}.`] },
      ],
      mistakes: [{ value: round2((n * (100 - p)) / 100), why: 'this takes the percentage off the count instead of dividing by 1 + rate' }],
      givens: [n, Math.abs(p)],
    }),
    [`${num(x)} articles sell for ₹${n}, ₹${num(round2(n / x))} each on a cost of ₹1: a ${kind} of ${pct(Math.abs(round2((n / x - 1) * 100)))}.`],
    [[(n / x - 1) * 100, p]],
  );
}

/**
 * 'Purchased 20 dozens of toys at ₹375 per dozen and sold each of them at ₹33: the profit per
 * cent?': a dozen cost ₹375 and sells for 12 × ₹33 = ₹396, a profit of 21 on 375, 5.6%. The number
 * of dozens changes nothing.
 */
function dozensSoldSingly(text: string): QuantAnswer | null {
  const bought = /\b(\d+)\s+dozens?\s+(?:of\s+)?(?:[a-z]+\s+){0,2}?(?:at\s+(?:the\s+rate\s+of\s+)?|for\s+)₹\s?(\d+(?:\.\d+)?)\s+(?:per|a|each|for\s+a|for\s+each)\s+dozen\b/.exec(text);
  if (!bought) return null;
  const sold = /\b(?:sold|sells|sell|selling)\s+(?:each\s+(?:one\s+)?(?:of\s+them\s+)?|them\s+|the\s+[a-z]+\s+|it\s+)?(?:at\s+(?:the\s+rate\s+of\s+)?|for\s+)₹\s?(\d+(?:\.\d+)?)(\s+(?:each|apiece|per\s+piece|a\s+piece|per\s+[a-z]+))?/.exec(text.slice(bought.index + bought[0].length));
  if (!sold || (!sold[2] && !/\beach\b/.test(sold[0]))) return null;
  if (/\bper\s+dozen\b|\ba\s+dozen\b/.test(sold[2] ?? '')) return null;
  const head = askedHead(text);
  if (!/(?:profit|gain|loss)/.test(head) || !/%|per ?cent|percentage/.test(head)) return null;
  if ((text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const [dozens, perDozen, each] = [Number(bought[1]), Number(bought[2]), Number(sold[1])];
  const sale = 12 * each;
  const net = ((sale - perDozen) / perDozen) * 100;
  const kind = net >= 0 ? 'profit' : 'loss';
  return withCheck(
    oneValueAnswer('profit-loss-percent', Math.abs(net), 'percent', `The ${kind} percentage`, {
      steps: [
        { title: 'One dozen', bullets: [`A dozen costs ${rs(perDozen)} and sells as 12 × ${rs(each)} = ${rs(sale)}.`] },
        { title: `The ${kind}`, bullets: [`${rs(Math.abs(sale - perDozen))} on ${rs(perDozen)}: ${pct(Math.abs(round2(net)))}. The ${dozens} dozens change nothing.`] },
      ],
      mistakes: [{ value: round2(Math.abs(((sale - perDozen) / sale) * 100)), why: 'this takes the profit on the selling price, not on the cost' }],
      givens: [dozens, perDozen, each],
    }),
    [`${dozens} dozens cost ${rs(dozens * perDozen)} and sell for ${rs(dozens * sale)}: ${pct(Math.abs(round2(((dozens * sale - dozens * perDozen) / (dozens * perDozen)) * 100)))} ${kind}.`],
    [[((dozens * sale - dozens * perDozen) / (dozens * perDozen)) * 100, net]],
  );
}

/** 'Selling at three-fourths of the tag price he loses 16%: at the tag price?': the tag price is (1 − 0.16) ÷ 0.75 of the cost. */
function partOfTagPrice(text: string): QuantAnswer | null {
  const part = new RegExp(String.raw`\b(?:for|at)\s+${PART}\s+of\s+(?:its|the|his)\s+(?:tag|marked|list(?:ed)?|printed|labell?ed|actual|full)\s+price\b`).exec(text);
  if (!part || /₹/.test(text)) return null;
  const result = /\b(?:(gains?|gained|makes?\s+a\s+profit\s+of|profit\s+of)|(loses|lost|loss\s+of|incurs\s+a\s+loss\s+of))\s*(\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*%\s*(?:(profit|gain)|(loss))/.exec(text);
  if (!result) return null;
  const head = askedHead(text);
  if (!/\b(?:at|for)\s+(?:the\s+|its\s+)?(?:tag|marked|list(?:ed)?|printed|labell?ed|full|actual)\s+price\b/.test(`${head} ${text.slice(text.lastIndexOf(head))}`) || !/(?:profit|gain|loss)/.test(head)) return null;
  if ((text.match(/(?<![\d.])\d+(?:\.\d+)?/g) ?? []).length !== 1 + (part[2] !== undefined ? 2 : 0)) return null;
  const f = partOf(part[1]!, part[2], part[3]);
  if (f === undefined || !(f > 0 && f < 1)) return null;
  const p = Number(result[3] ?? result[4]) * (result[2] || result[6] ? -1 : 1);
  const tag = (100 + p) / f;
  const net = tag - 100;
  const kind = net >= 0 ? 'profit' : 'loss';
  return withCheck(
    oneValueAnswer('profit-loss-percent', Math.abs(net), 'percent', `The ${kind} percentage`, {
      steps: [
        { title: 'Take the cost as ₹100', bullets: [`At ${num(f)} of the tag price he gets ₹${num(100 + p)}, so the tag price = ${num(100 + p)} ÷ ${num(f)} = ₹${num(round2(tag))}.`] },
        { title: 'At the tag price', bullets: [`₹${num(round2(tag))} on a cost of ₹100: a ${kind} of ${pct(Math.abs(net))}.`] },
      ],
      mistakes: [{ value: round2(Math.abs(p)), why: 'this is the result at the reduced price, not at the tag price' }],
      givens: [...(part[2] !== undefined ? [Number(part[2]), Number(part[3])] : []), Math.abs(p)],
    }),
    [`${num(f)} × ₹${num(round2(tag))} = ₹${num(round2(f * tag))}, ${pct(Math.abs(p))} ${p >= 0 ? 'above' : 'below'} the cost of ₹100.`],
    [[f * tag, 100 + p]],
  );
}
