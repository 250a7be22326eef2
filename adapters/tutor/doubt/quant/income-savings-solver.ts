import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { AMOUNT, NUM, askedClause, checkStep, num, pct, round2, rs } from './quant-text';

/**
 * Income, expenditure and savings: spending shares of the income and of what remains, or income
 * and expenditure that both change by a percentage.
 */
export function solveIncomeSavings(text: string): QuantAnswer | null {
  if (!/income|salary|earns|earning|pocket money|wage/.test(text) || !/spend|spent|expend|save|saving|pays|gives|rent|food/.test(text)) return null;
  return changedBoth(text) ?? spendingChain(text);
}

/** Income rises a%, expenditure rises b%: the change in savings. */
function changedBoth(text: string): QuantAnswer | null {
  const income = new RegExp(String.raw`(?:income|salary)[^₹\d%]{0,25}?${AMOUNT}`).exec(text);
  const spend = new RegExp(String.raw`(?:expenditure|spends|expenses?|spending)[^₹\d%]{0,25}?${AMOUNT}`).exec(text);
  const incomeRise = new RegExp(String.raw`(?:income|salary)[^%.]{0,40}?(?:increases?|increased|rises|rose|goes up|went up|is raised|hiked)\s*(?:by\s*)?${NUM}\s*%`).exec(text);
  const spendRise = new RegExp(String.raw`(?:expenditure|expenses?|spending)[^%.₹\d]{0,40}?(?:(?:increases?|increased|rises|rose|goes up|went up)\s*)?(?:by\s*)${NUM}\s*%`).exec(text);
  if (!income || !spend || !incomeRise || !spendRise) return null;
  if (!/sav/.test(askedClause(text))) return null;
  const i0 = Number(income[1]);
  const e0 = Number(spend[1]);
  if (e0 >= i0) return null;
  const a = Number(incomeRise[1]);
  const b = Number(spendRise[1]);
  const i1 = i0 * (1 + a / 100);
  const e1 = e0 * (1 + b / 100);
  const s0 = i0 - e0;
  const s1 = i1 - e1;
  const change = ((s1 - s0) / s0) * 100;
  const qualifier = change >= 0 ? 'increase' : 'decrease';
  const steps: SolutionStep[] = [
    { title: 'Savings before', bullets: [`${rs(i0)} − ${rs(e0)} = ${rs(s0)}.`] },
    { title: 'After the changes', bullets: [`Income ${num(i0)} × ${num(1 + a / 100)} = ${rs(i1)}; expenditure ${num(e0)} × ${num(1 + b / 100)} = ${rs(e1)}; savings ${rs(s1)}.`] },
    { title: `Percentage ${qualifier} in savings`, bullets: [`(${num(s1)} − ${num(s0)}) ÷ ${num(s0)} × 100 = ${pct(Math.abs(change))} ${qualifier}.`] },
  ];
  const wantsRupees = !/%|percent/.test(askedClause(text)) && /new|now|how much|amount|what (?:are|is|will be) (?:his|her|the) (?:new )?sav/.test(askedClause(text));
  const check = checkStep([`${num(s0)} × ${num(1 + change / 100)} = ${num(s0 * (1 + change / 100))}, and new income − new expenditure = ${num(i1 - e1)}.`], [[s0 * (1 + change / 100), s1]]);
  if (!check) return null;
  return {
    kind: 'income-savings',
    values: [round2(wantsRupees ? s1 : Math.abs(change))],
    unit: wantsRupees ? 'rupees' : 'percent',
    label: wantsRupees ? 'The new savings' : `The ${qualifier} in savings`,
    steps: [...steps, check],
    mistakes: [{ value: round2(Math.abs(a - b)), why: 'this subtracts the percentages; savings change by a share of their own, smaller, base' }],
    givens: [i0, e0, a, b],
  };
}

/** '20% of his income on rent, 25% of the remainder on food, saves the rest'. */
function spendingChain(text: string): QuantAnswer | null {
  const shares: { percent: number; ofRest: boolean; on: string }[] = [];
  const pattern = new RegExp(String.raw`${NUM}\s*%\s*(?:of\s+(?:(?:his|her|their|the|my)\s+)?(income|salary|earnings?|pocket money|remaining(?: amount| money| income)?|remainder|rest|balance|what (?:is left|remains))\s*)?(?:on|for|in|towards|to)\s+(?:the\s+|his\s+|her\s+|their\s+)?([a-z][a-z' ]{0,30}?)(?=[,.;]|\s+and\b|\s+then\b|\s+(?:\d|₹)|$)`, 'g');
  for (const match of text.matchAll(pattern)) {
    const of = match[2] ?? '';
    shares.push({ percent: Number(match[1]), ofRest: /remain|rest|balance|left/.test(of) || (of === '' && shares.length > 0 && /remain|rest|balance/.test(text.slice(0, match.index))), on: match[3]!.trim() });
  }
  // Every percentage of the question must be a share read here, or a share was misread.
  if (shares.length === 0 || shares.length !== (text.match(/\d\s*%/g) ?? []).length) return null;
  const savedMatch = new RegExp(String.raw`(?:saves|saved|savings? (?:is|are|of|were|was)|left with|remains?|balance of)\s*(?:is\s*|are\s*|of\s*)?${AMOUNT}`).exec(text);
  const monthly = new RegExp(String.raw`${AMOUNT}\s*(?:a|per|every)\s*month`).exec(text);
  const incomeMatch = new RegExp(String.raw`(?:income|salary|earns|earnings|pocket money|wage)[^₹\d%]{0,30}?${AMOUNT}`).exec(text) ?? (monthly && !(savedMatch && monthly.index < savedMatch.index + savedMatch[0].length) ? monthly : null);
  const asked = askedClause(text);
  // Each share's fraction of the income; the savings are what is left.
  let left = 1;
  const parts = shares.map((share) => {
    const fraction = share.ofRest ? (left * share.percent) / 100 : share.percent / 100;
    left -= fraction;
    return { ...share, fraction };
  });
  if (left <= 0) return null;
  const givens = shares.map((share) => share.percent);
  const fractionLines = parts.map((part) => `${part.on}: ${pct(part.percent)} of ${part.ofRest ? 'what remained' : 'the income'} = ${num(part.fraction * 100)}% of the income.`);
  if (incomeMatch && !savedMatch) {
    const income = Number(incomeMatch[1]);
    const target = /\bsav|\bleft\b|remain|balance/.test(asked) ? null : parts.find((part) => asked.includes(part.on));
    const value = target ? income * target.fraction : income * left;
    const steps: SolutionStep[] = [
      { title: 'Read the data', bullets: [`Income = ${rs(income)}.`, ...fractionLines] },
      { title: target ? `Spent on ${target.on}` : 'Savings', bullets: [target ? `${num(target.fraction * 100)}% of ${rs(income)} = ${rs(value)}.` : `Left: ${num(left * 100)}% of ${rs(income)} = ${rs(value)}.`] },
    ];
    if (!target && !/\bsav|\bleft\b|remain|balance/.test(asked)) return null;
    let money = income;
    const trail = parts.map((part) => {
      const spent = part.ofRest ? (money * part.percent) / 100 : (income * part.percent) / 100;
      money -= spent;
      return `${part.on} ${rs(spent)}`;
    });
    const check = checkStep([`Spending in turn from ${rs(income)}: ${trail.join(', ')}; left ${rs(money)}.`], [[target ? income * target.fraction : money, value]]);
    if (!check) return null;
    return { kind: 'income-savings', values: [round2(value)], unit: 'rupees', label: target ? `The amount spent on ${target.on}` : 'The savings', steps: [...steps, check], mistakes: [{ value: round2(income * (1 - shares.reduce((sum, share) => sum + share.percent, 0) / 100)), why: 'this takes every percentage of the whole income, not of what remained' }], givens: [income, ...givens] };
  }
  if (savedMatch && !incomeMatch && /income|salary|earn/.test(asked)) {
    const saved = Number(savedMatch[1]);
    const income = saved / left;
    const steps: SolutionStep[] = [
      { title: 'Read the data', bullets: [`Savings = ${rs(saved)}.`, ...fractionLines] },
      { title: 'Income', bullets: [`Savings are ${num(left * 100)}% of the income, so income = ${num(saved)} ÷ ${num(left)} = ${rs(income)}.`] },
    ];
    let money = income;
    for (const part of parts) money -= part.ofRest ? (money * part.percent) / 100 : (income * part.percent) / 100;
    const check = checkStep([`From ${rs(income)}, spending as stated leaves ${rs(money)}.`], [[money, saved]]);
    if (!check) return null;
    return { kind: 'income-savings', values: [round2(income)], unit: 'rupees', label: 'The income', steps: [...steps, check], mistakes: [], givens: [saved, ...givens] };
  }
  return null;
}
