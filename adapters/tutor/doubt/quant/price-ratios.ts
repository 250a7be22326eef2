import { askedHead } from './figure-reader';
import type { QuantAnswer } from './quant-answer';
import { num, oneValueAnswer, pct, round2, rs, withCheck } from './quant-text';

/**
 * Profit and loss worked on the cost taken as 100 (or as C), for wordings the chain does not take:
 * 'on selling at three times the price the profit becomes five times' (k·S − C = m(S − C));
 * 'had he bought it 25% cheaper and sold it ₹638 for less, he would still have gained 30%';
 * 'three-fourths of the goods at 14% profit, the rest at 15% loss: the gain or loss in all'; and
 * 'selling at three-fourths of the tag price he loses 16%: at the tag price?'. Each reads only its
 * own figures; anything else is declined.
 */
export function solvePriceRatios(text: string): QuantAnswer | null {
  return multipliedSale(text) ?? cheaperPurchase(text) ?? splitGoods(text) ?? partOfTagPrice(text);
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

/** 'Three-fourths of his goods at 14% profit and the rest at 15% loss': the gain or loss on the whole outlay. */
function splitGoods(text: string): QuantAnswer | null {
  // 'Three-fourths of his goods fetch 14% profit', 'sold 3/5 of his stock at a profit of 23%'.
  const said = new RegExp(String.raw`\b${PART}\s+of\s+(?:his|her|the|its|their)?\s*(?:goods|stock|articles|items|consignment|lot|purchase)\b(?:[^.?%]{0,40}?(\d+(?:\.\d+)?)\s*%\s*(?:(profit|gain)|(loss))|[^.?%]{0,20}?\b(?:at|a)\s+(?:a\s+)?(?:(profit|gain)|(loss))\s+of\s+(\d+(?:\.\d+)?)\s*%)`).exec(text);
  if (!said) return null;
  const first = [said[0], said[1], said[2], said[3], said[4] ?? said[9], said[5] ?? said[7], said[6] ?? said[8]] as const;
  const firstAt = said.index + said[0].length;
  const rest = new RegExp(String.raw`\b(?:the\s+)?(?:rest|remaining|remainder)\b[^.?%]{0,40}?(\d+(?:\.\d+)?)\s*%\s*(?:(profit|gain)|(loss))|\b(?:the\s+)?(?:rest|remaining|remainder)\b[^.?%]{0,40}?\b(?:at|a)\s+(?:a\s+)?(?:(profit|gain)|(loss))\s+of\s+(\d+(?:\.\d+)?)\s*%`).exec(text.slice(firstAt));
  if (!rest || /₹/.test(text)) return null;
  const f = partOf(first[1]!, first[2], first[3]);
  if (f === undefined || !(f > 0 && f < 1)) return null;
  const p1 = Number(first[4]) * (first[6] ? -1 : 1);
  const p2 = Number(rest[1] ?? rest[6]) * (rest[3] || rest[5] ? -1 : 1);
  const head = askedHead(text);
  if (!/(?:gain|profit|loss)/.test(head) || !/%|per ?cent|percentage/.test(head + text)) return null;
  const net = f * p1 + (1 - f) * p2;
  const kind = net >= 0 ? 'profit' : 'loss';
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
