import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { askedClause, num, oneValueAnswer, pct, rs, usesAll, withCheck } from './quant-text';

/**
 * Stock bought by the dozen or by the piece, some of it spoilt, the rest sold: 'bought 300
 * bananas at ₹32 per dozen; 12 got rotten and he sold the rest at ₹4 each: gain or loss per
 * cent?'. The cost is of all that was bought, the sale only of what was left.
 */
export function solveSpoiltStock(text: string): QuantAnswer | null {
  const bought = /\b(?:bought|buys|buying|purchased|purchases)\s+(\d+)\s+(dozens?\s+)?([a-z]+)\s+(?:at|@|for)\s+₹\s?(\d+(?:\.\d+)?)\s*(?:(?:per|a|\/)\s*(dozen|piece|[a-z]+)|(each|apiece))?/.exec(text);
  const spoilt = /\b(\d+)\s+(?:of\s+(?:them|these|those)\s+)?(?:got|were|was|are|went|had\s+gone|became)\s+(?:rotten|spoilt|spoiled|broken|damaged|bad|wasted|stolen|lost)\b/.exec(text);
  const sold = /\bsold\s+the\s+(?:rest|remaining|remainder)(?:\s+[a-z]+)?\s+(?:at|@|for)\s+₹\s?(\d+(?:\.\d+)?)\s*(?:(each|apiece)|(?:per|a|\/)\s*(dozen|piece|[a-z]+))/.exec(text);
  if (!bought || !spoilt || !sold || !/\b(?:profit|gain|loss)\b/.test(askedClause(text)) || !/%|per\s*cent|percent/.test(askedClause(text))) return null;
  const item = bought[3]!.replace(/e?s$/, '');
  const perUnit = (unit: string | undefined, each: string | undefined): number | null => {
    if (each || unit === 'piece' || (unit && unit.replace(/e?s$/, '') === item)) return 1;
    return unit === 'dozen' ? 12 : null;
  };
  const boughtUnit = perUnit(bought[5], bought[6]);
  const soldUnit = perUnit(sold[3], sold[2]);
  if (boughtUnit === null || soldUnit === null) return null;
  const count = Number(bought[1]) * (bought[2] ? 12 : 1);
  const [price, lost, salePrice] = [Number(bought[4]), Number(spoilt[1]), Number(sold[1])];
  if (!(lost > 0 && lost < count) || !usesAll(text, [Number(bought[1]), price, lost, salePrice])) return null;
  const cost = (count / boughtUnit) * price;
  const left = count - lost;
  const sale = (left / soldUnit) * salePrice;
  const percent = ((sale - cost) / cost) * 100;
  if (percent === 0) return null;
  const gain = percent > 0;
  const steps: SolutionStep[] = [
    { title: 'Cost of all that was bought', bullets: [`${bought[2] ? `${num(Number(bought[1]))} dozen = ${num(count)}; ` : ''}${num(count)} at ${rs(price)} ${boughtUnit === 12 ? 'a dozen' : 'each'}: ${rs(cost)}.`] },
    { title: 'Sale of what was left', bullets: [`${num(count)} − ${num(lost)} = ${num(left)} sold at ${rs(salePrice)} ${soldUnit === 12 ? 'a dozen' : 'each'}: ${rs(sale)}.`] },
    { title: gain ? 'The profit percentage' : 'The loss percentage', bullets: [`${gain ? 'Profit' : 'Loss'} = ${rs(Math.abs(sale - cost))}; ÷ ${rs(cost)} × 100 = ${pct(Math.abs(percent))}.`] },
  ];
  return withCheck(
    oneValueAnswer('profit-loss-percent', Math.abs(percent), 'percent', gain ? 'The profit percentage' : 'The loss percentage', {
      steps,
      mistakes: [{ value: Math.round(Math.abs(((count / soldUnit) * salePrice - cost) / cost) * 10000) / 100, why: 'this sells every one bought, the spoilt ones too' }],
      givens: [Number(bought[1]), price, lost, salePrice],
    }),
    [`${rs(cost)} ${gain ? '+' : '−'} ${pct(Math.abs(percent))} of it = ${rs(cost * (1 + percent / 100))}, what the ${num(left)} left fetch.`],
    [[cost * (1 + percent / 100), sale]],
  );
}
