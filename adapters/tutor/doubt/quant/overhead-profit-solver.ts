import type { QuantAnswer } from './quant-answer';
import { priceAsk } from './price-text';
import { AMOUNT, checkStep, num, oneValueAnswer, pct, percentNear, round2, rs } from './quant-text';

const EXTRA = String.raw`repairs?|repairing|overheads?|transport(?:ation)?|cartage|freight|carriage|labour|installation|polish(?:ing)?|painting|octroi|maintenance|servicing|delivery|packing|registration|other expenses|expenses|tax|taxes`;

/**
 * Profit and loss when money is spent on the article besides its price (repairs, transport,
 * overheads): the real cost price is the price plus every such expense.
 */
export function solveOverheadProfit(text: string): QuantAnswer | null {
  if (!new RegExp(EXTRA).test(text) || !/sold|sells|selling|sale|profit|loss|gain/.test(text)) return null;
  const price = new RegExp(String.raw`(?:bought|buys|purchased|purchases|cost price of|costing|for which he paid)[^₹\d%]{0,40}?${AMOUNT}`).exec(text);
  if (!price) return null;
  const extras: { amount: number; on: string }[] = [];
  for (const match of text.matchAll(new RegExp(String.raw`₹\s?(\d+(?:\.\d+)?)(?![\d.]*\s*%)\s*(?:(?:is|was|are|were)\s+)?(?:spent\s+|paid\s+)?(?:on|for|towards|as|in)\s+(?:its\s+|the\s+|his\s+)?(${EXTRA})|(${EXTRA})(?![^₹\d%.;]{0,25}?\b(?:sold|sells?|selling|sale|resold)\b)[^₹\d%.;]{0,25}?₹\s?(\d+(?:\.\d+)?)(?![\d.]*\s*%)`, 'g'))) {
    extras.push(match[1] !== undefined ? { amount: Number(match[1]), on: match[2]! } : { amount: Number(match[4]), on: match[3]! });
  }
  if (extras.length === 0) return null;
  const selling = new RegExp(String.raw`(?:sold|sells|selling price|sale price|sold it|sells it)[^₹\d%]{0,30}?${AMOUNT}`).exec(text);
  const cost = Number(price[1]) + extras.reduce((sum, extra) => sum + extra.amount, 0);
  const ask = priceAsk(text);
  const steps = [{ title: 'True cost price', bullets: [`CP = price ${rs(Number(price[1]))} + ${extras.map((extra) => `${rs(extra.amount)} (${extra.on})`).join(' + ')} = ${rs(cost)}.`] }];
  const givens = [Number(price[1]), ...extras.map((extra) => extra.amount)];
  if (selling) {
    const sp = Number(selling[1]);
    const change = sp - cost;
    const percent = (change / cost) * 100;
    const qualifier = change >= 0 ? 'profit' : 'loss';
    // 'Find his gain' asks the rupees, 'his gain per cent' the percentage; anything else is another question.
    const wantsAmount = ask === 'profit' || ask === 'loss';
    if (!wantsAmount && ask !== 'profit-percent' && ask !== 'loss-percent' && ask !== 'profit-or-loss-percent') return null;
    steps.push({ title: qualifier === 'profit' ? 'Profit' : 'Loss', bullets: [`${rs(sp)} − ${rs(cost)} = ${change >= 0 ? '' : '−'}${rs(Math.abs(change))}${wantsAmount ? '' : `; ${num(Math.abs(change))} ÷ ${num(cost)} × 100 = ${pct(Math.abs(percent))} ${qualifier}`}.`] });
    const check = checkStep([`${rs(cost)} ${change >= 0 ? '+' : '−'} ${pct(Math.abs(percent))} of it = ${rs(cost * (1 + percent / 100))}, the selling price.`], [[cost * (1 + percent / 100), sp]]);
    if (!check) return null;
    return oneValueAnswer('profit-loss-percent', wantsAmount ? Math.abs(change) : Math.abs(percent), wantsAmount ? 'rupees' : 'percent', wantsAmount ? `The ${qualifier}` : `The ${qualifier} percentage`, {
      steps: [...steps, check],
      mistakes: [{ value: round2(Math.abs(((sp - Number(price[1])) / Number(price[1])) * (wantsAmount ? Number(price[1]) : 100))), why: 'this leaves out the money spent on the article, which is part of its cost' }],
      givens: [...givens, sp],
    });
  }
  const profit = percentNear(text, String.raw`profit|gain`);
  const loss = percentNear(text, String.raw`loss`);
  const percent = profit ?? (loss !== null ? -loss : null);
  if (percent === null || ask !== 'selling') return null;
  const sp = cost * (1 + percent / 100);
  steps.push({ title: 'Selling price', bullets: [`${rs(cost)} × ${num(100 + percent)}/100 = ${rs(sp)}.`] });
  const check = checkStep([`(${rs(sp)} − ${rs(cost)}) ÷ ${rs(cost)} × 100 = ${pct(((sp - cost) / cost) * 100)}.`], [[((sp - cost) / cost) * 100, percent]]);
  if (!check) return null;
  return { kind: 'selling-price', values: [round2(sp)], unit: 'rupees', label: 'The selling price', steps: [...steps, check], mistakes: [{ value: round2(Number(price[1]) * (1 + percent / 100)), why: 'this leaves out the money spent on the article, which is part of its cost' }], givens: [...givens, Math.abs(percent)] };
}
