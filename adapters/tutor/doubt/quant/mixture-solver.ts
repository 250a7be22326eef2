import type { QuantAnswer } from './quant-answer';
import { NUM, askedClause, checkStep, lowestTerms, num, round2, rs } from './quant-text';

const PER = String.raw`(?:per|a|/|an)\s*(?:kg|kilo|kilogram|litre|liter|l|unit|gram)`;

/** Mixtures: the ratio that gives a mean price (alligation), the price of a mixture, or what to add for a new ratio. */
export function solveMixture(text: string): QuantAnswer | null {
  if (!/mix|mixture|blend|alligation|solution/.test(text)) return null;
  return alligation(text) ?? meanPrice(text) ?? addForRatio(text);
}

function alligation(text: string): QuantAnswer | null {
  const asked = askedClause(text);
  const quantity = /how (?:many|much) (?:kg|kilograms?|litres?|liters?)/.test(asked) ? new RegExp(String.raw`${NUM}\s*(?:kg|kilograms?|litres?|liters?)\s+(?:of\s+[a-z ]{1,20}?)?(?:costing|at|worth|priced at)\s+₹\s?${NUM}`).exec(text) : null;
  if (!/ratio|proportion/.test(asked) && !quantity) return null;
  const prices = [...text.matchAll(new RegExp(String.raw`₹\s?${NUM}\s*${PER}`, 'g'))].map((match) => Number(match[1]));
  if (prices.length !== 3) return null;
  if (quantity) return quantityToMix(prices as [number, number, number], Number(quantity[1]), Number(quantity[2]));
  const [first, second, mean] = prices as [number, number, number];
  if (!(Math.min(first, second) < mean && mean < Math.max(first, second))) return null;
  const ratio = lowestTerms([Math.abs(second - mean), Math.abs(mean - first)]);
  if (!ratio) return null;
  const [a, b] = ratio as [number, number];
  const steps = [
    { title: 'Read the data', bullets: [`First kind ${rs(first)} a unit, second kind ${rs(second)} a unit, mixture ${rs(mean)} a unit.`] },
    { title: 'Alligation', bullets: [`First : second = (${num(second)} − ${num(mean)}) : (${num(mean)} − ${num(first)}) in size = ${num(Math.abs(second - mean))} : ${num(Math.abs(mean - first))} = ${a} : ${b}.`] },
  ];
  const check = checkStep([`${a} units at ${rs(first)} and ${b} at ${rs(second)} cost ${rs(a * first + b * second)}; ÷ ${a + b} units = ${rs((a * first + b * second) / (a + b))} a unit.`], [[(a * first + b * second) / (a + b), mean]]);
  if (!check) return null;
  return { kind: 'mixture', values: [a, b], unit: 'ratio', label: 'The ratio of the first kind to the second', steps: [...steps, check], mistakes: [{ value: b, why: 'this reverses the ratio: the cheaper kind takes the difference of the dearer one from the mean' }], givens: [first, second, mean] };
}

function meanPrice(text: string): QuantAnswer | null {
  const lots = [...text.matchAll(new RegExp(String.raw`${NUM}\s*(?:kg|kilograms?|litres?|liters?|l)\b[^₹\d]{0,25}?₹\s?${NUM}\s*${PER}`, 'g'))];
  if (lots.length !== 2) return null;
  if (!/price|cost|rate|worth/.test(askedClause(text))) return null;
  const [q1, p1, q2, p2] = [Number(lots[0]![1]), Number(lots[0]![2]), Number(lots[1]![1]), Number(lots[1]![2])];
  const gain = new RegExp(String.raw`(?:profit|gain)\s*(?:of\s*)?${NUM}\s*%|${NUM}\s*%\s*(?:profit|gain)`).exec(text);
  const profit = gain ? Number(gain[1] ?? gain[2]) : 0;
  const cost = q1 * p1 + q2 * p2;
  const mean = cost / (q1 + q2);
  const value = mean * (1 + profit / 100);
  const steps = [
    { title: 'Cost of the mixture', bullets: [`${num(q1)} × ${num(p1)} + ${num(q2)} × ${num(p2)} = ${rs(cost)} for ${num(q1 + q2)} units, so ${rs(mean)} a unit.`] },
    ...(profit ? [{ title: 'Selling price for the profit', bullets: [`${num(mean)} × ${num(1 + profit / 100)} = ${rs(value)} a unit.`] }] : []),
  ];
  const check = checkStep([`Selling ${num(q1 + q2)} units at ${rs(value)} brings ${rs(value * (q1 + q2))}, which is the cost ${rs(cost)}${profit ? ` plus ${num(profit)}%` : ''}.`], [[value * (q1 + q2), cost * (1 + profit / 100)]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(value)], unit: 'rupees', label: profit ? 'The selling price a unit' : 'The price of the mixture a unit', steps: [...steps, check], mistakes: [{ value: round2(((p1 + p2) / 2) * (1 + profit / 100)), why: 'this averages the two prices without weighting by quantity' }], givens: [q1, p1, q2, p2, ...(profit ? [profit] : [])] };
}

function addForRatio(text: string): QuantAnswer | null {
  const volume = new RegExp(String.raw`${NUM}\s*(?:litres?|liters?|l|kg)\b`).exec(text);
  const ratios = [...text.matchAll(/(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/g)].map((match) => [Number(match[1]), Number(match[2])] as const);
  const asked = askedClause(text);
  const order = /(milk|alcohol|acid|wine|juice|spirit|sugar|syrup)\s+(?:and|to)\s+(water)/.exec(text);
  const added = /how much (?:more )?(water|milk|alcohol|acid|wine|juice|spirit|syrup)/.exec(asked) ?? /quantity of (water|milk|alcohol|acid|wine|juice|spirit|syrup)[^.]{0,20}(?:add|mix|pour)/.exec(asked);
  if (!volume || ratios.length !== 2 || !order || !added || !/add|mix|pour/.test(asked)) return null;
  const total = Number(volume[1]);
  const [[a, b], [c, d]] = ratios as [readonly [number, number], readonly [number, number]];
  const first = (total * a) / (a + b);
  const second = total - first;
  const addSecond = added[1] === order[2];
  const amount = addSecond ? (first * d) / c - second : (second * c) / d - first;
  if (amount <= 0) return null;
  const unit = /kg/.test(volume[0]) ? 'kg' : 'litres';
  const name = [order[1]!, order[2]!];
  const steps = [
    { title: 'What the mixture holds', bullets: [`${name[0]} = ${a}/${a + b} × ${num(total)} = ${num(first)}, ${name[1]} = ${num(second)}.`] },
    { title: `${addSecond ? name[1] : name[0]} to add`, bullets: [addSecond ? `${name[0]} stays ${num(first)}; for ${c} : ${d}, ${name[1]} must be ${num(first)} × ${d}/${c} = ${num((first * d) / c)}, so add ${num(amount)}.` : `${name[1]} stays ${num(second)}; for ${c} : ${d}, ${name[0]} must be ${num(second)} × ${c}/${d} = ${num((second * c) / d)}, so add ${num(amount)}.`] },
  ];
  const newFirst = addSecond ? first : first + amount;
  const newSecond = addSecond ? second + amount : second;
  const check = checkStep([`After adding: ${num(newFirst)} : ${num(newSecond)} = ${num(newFirst / newSecond)}, and ${c} : ${d} = ${num(c / d)}.`], [[newFirst / newSecond, c / d]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(amount)], unit, label: `The ${addSecond ? name[1] : name[0]} to add`, steps: [...steps, check], mistakes: [], givens: [total, a, b, c, d] };
}

/** 'How many kg at ₹36 must be mixed with 20 kg at ₹45 for ₹40 a kg?': the alligation ratio scaled to the given lot. */
function quantityToMix([first, second, mean]: readonly [number, number, number], known: number, knownPrice: number): QuantAnswer | null {
  if (!(Math.min(first, second) < mean && mean < Math.max(first, second))) return null;
  const other = knownPrice === second ? first : knownPrice === first ? second : null;
  if (other === null || first === second) return null;
  // other : known = |known price − mean| : |mean − other price|.
  const value = (known * Math.abs(knownPrice - mean)) / Math.abs(mean - other);
  const steps = [{ title: 'Alligation', bullets: [`The kind at ${rs(other)} and the kind at ${rs(knownPrice)} mix in the ratio ${num(Math.abs(knownPrice - mean))} : ${num(Math.abs(mean - other))}.`, `With ${num(known)} of the second: ${num(known)} × ${num(Math.abs(knownPrice - mean))} ÷ ${num(Math.abs(mean - other))} = ${num(value)}.`] }];
  const check = checkStep([`${num(value)} × ${num(other)} + ${num(known)} × ${num(knownPrice)} = ${rs(value * other + known * knownPrice)} for ${num(value + known)} units: ${rs((value * other + known * knownPrice) / (value + known))} a unit.`], [[(value * other + known * knownPrice) / (value + known), mean]]);
  if (!check) return null;
  return { kind: 'mixture', values: [round2(value)], unit: 'number', label: 'The quantity to mix', steps: [...steps, check], mistakes: [], givens: [first, second, mean, known] };
}
