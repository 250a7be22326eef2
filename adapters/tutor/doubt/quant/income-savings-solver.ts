import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { withoutQuestionNumber } from './percent-reading';
import { AMOUNT, NUM, askedClause, checkStep, num, pct, round2, rs } from './quant-text';

/**
 * Income, expenditure and savings: spending shares of the income and of what remains, or income
 * and expenditure that both change by a percentage.
 */
export function solveIncomeSavings(text: string): QuantAnswer | null {
  return readIncomeSavings(withoutQuestionNumber(text));
}

/** The readers in turn, on the text without its question number. */
function readIncomeSavings(text: string): QuantAnswer | null {
  if (!/income|salary|earns|earning|pocket money|wage|money|savings|wealth|property|\bsum\b|amount/.test(text) || !/spend|spent|expend|save|saving|pays|paid|gives|gave|give|giving|hands|handed|donat|rent|food|left/.test(text)) return null;
  return changedBoth(text) ?? savingsChanged(text) ?? spendingChain(text);
}

/** Income rises a%, expenditure rises b%: the change in savings. */
function changedBoth(text: string): QuantAnswer | null {
  const income = new RegExp(String.raw`(?:income|salary)[^₹\d%]{0,25}?${AMOUNT}`).exec(text);
  const spend = new RegExp(String.raw`(?:expenditure|spends|expenses?|spending)[^₹\d%]{0,25}?${AMOUNT}`).exec(text);
  const incomeRise = new RegExp(String.raw`(?:income|salary)[^%.]{0,40}?(?:increases?|increased|rises|rose|goes up|went up|is raised|hiked)\s*(?:by\s*)?${NUM}\s*%`).exec(text);
  const spendRise = new RegExp(String.raw`(?:expenditure|expenses?|spending)[^%.₹\d]{0,40}?(?:(?:increases?|increased|rises|rose|goes up|went up)\s*)?(?:by\s*)${NUM}\s*%`).exec(text);
  if (!incomeRise || !spendRise) return null;
  if (!/sav/.test(askedClause(text))) return null;
  const share = income && spend ? null : spentShare(text);
  if (!(income && spend) && !share) return null;
  const i0 = share ? 100 : Number(income![1]);
  const e0 = share ? share.spent : Number(spend![1]);
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
    share
      ? { title: 'Savings before', bullets: [`Take the income as 100. ${share.line} Savings = 100 − ${num(e0)} = ${num(s0)}.`] }
      : { title: 'Savings before', bullets: [`${rs(i0)} − ${rs(e0)} = ${rs(s0)}.`] },
    share
      ? { title: 'After the changes', bullets: [`Income 100 × ${num(1 + a / 100)} = ${num(i1)}; expenditure ${num(e0)} × ${num(1 + b / 100)} = ${num(e1)}; savings ${num(s1)}.`] }
      : { title: 'After the changes', bullets: [`Income ${num(i0)} × ${num(1 + a / 100)} = ${rs(i1)}; expenditure ${num(e0)} × ${num(1 + b / 100)} = ${rs(e1)}; savings ${rs(s1)}.`] },
    { title: `Percentage ${qualifier} in savings`, bullets: [`(${num(s1)} − ${num(s0)}) ÷ ${num(s0)} × 100 = ${pct(Math.abs(change))} ${qualifier}.`] },
  ];
  const wantsRupees = !share && !/%|percent/.test(askedClause(text)) && /new|now|how much|amount|what (?:are|is|will be) (?:his|her|the) (?:new )?sav/.test(askedClause(text));
  const check = checkStep([`${num(s0)} × ${num(1 + change / 100)} = ${num(s0 * (1 + change / 100))}, and new income − new expenditure = ${num(i1 - e1)}.`], [[s0 * (1 + change / 100), s1]]);
  if (!check) return null;
  return {
    kind: 'income-savings',
    values: [round2(wantsRupees ? s1 : Math.abs(change))],
    unit: wantsRupees ? 'rupees' : 'percent',
    label: wantsRupees ? 'The new savings' : `The ${qualifier} in savings`,
    steps: [...steps, check],
    mistakes: [{ value: round2(Math.abs(a - b)), why: 'this subtracts the percentages; savings change by a share of their own, smaller, base' }],
    givens: share ? [share.written, a, b] : [i0, e0, a, b],
  };
}

/**
 * Income rises a% and savings rise c%: the change in expenditure ('saves 25% of his income; his
 * income goes up by 10% and his savings by 20%; by what percent does his expenditure increase?').
 * Read only from a share of the income (no rupees) and a rise of each, with the expenditure asked.
 */
function savingsChanged(text: string): QuantAnswer | null {
  const CHANGE = String.raw`(?:(?:increases?|increased|rises|rose|goes up|go up|went up|is raised|are raised|hiked|grows?|grew)\s*)?(?:by\s*)`;
  const incomeRise = new RegExp(String.raw`(?:income|salary)[^%.]{0,40}?(?:increases?|increased|rises|rose|goes up|went up|is raised|hiked)\s*(?:by\s*)?${NUM}\s*%`).exec(text);
  const saveRise = new RegExp(String.raw`\bsavings?[^%.₹\d]{0,30}?${CHANGE}${NUM}\s*%`).exec(text);
  if (!incomeRise || !saveRise || /(?:expenditure|expenses?|spending)[^%.₹\d]{0,40}?\bby\s*\d/.test(text)) return null;
  const asked = askedClause(text);
  if (!/expend|spend|expense/.test(asked) || !/percent|%/.test(asked)) return null;
  const share = spentShare(text);
  if (!share) return null;
  const a = Number(incomeRise[1]);
  const c = Number(saveRise[1]);
  const e0 = share.spent;
  const s0 = 100 - e0;
  const i1 = 100 * (1 + a / 100);
  const s1 = s0 * (1 + c / 100);
  const e1 = i1 - s1;
  const change = ((e1 - e0) / e0) * 100;
  const qualifier = change >= 0 ? 'increase' : 'decrease';
  const check = checkStep([`${num(e0)} × ${num(1 + change / 100)} = ${num(e0 * (1 + change / 100))}; with savings ${num(s1)} that makes the new income ${num(e0 * (1 + change / 100) + s1)}, ${num(a)}% above 100.`], [[e0 * (1 + change / 100) + s1, i1]]);
  if (!check) return null;
  return {
    kind: 'income-savings',
    values: [round2(Math.abs(change))],
    unit: 'percent',
    label: `The ${qualifier} in expenditure`,
    steps: [
      { title: 'Before', bullets: [`Take the income as 100. ${share.line} Savings = ${num(s0)}, expenditure = ${num(e0)}.`] },
      { title: 'After the changes', bullets: [`Income 100 × ${num(1 + a / 100)} = ${num(i1)}; savings ${num(s0)} × ${num(1 + c / 100)} = ${num(s1)}; expenditure = ${num(i1)} − ${num(s1)} = ${num(e1)}.`] },
      { title: `Percentage ${qualifier} in expenditure`, bullets: [`(${num(e1)} − ${num(e0)}) ÷ ${num(e0)} × 100 = ${pct(Math.abs(change))} ${qualifier}.`] },
      check,
    ],
    mistakes: [{ value: round2(Math.abs(a - c)), why: 'this subtracts the percentages; each is a share of its own base' }],
    givens: [share.written, a, c],
  };
}

/**
 * The part of the income spent when only a percentage is given: 'spends 75% of his income',
 * 'saves 20% of his salary', 'his expenditure is 80% of his income'. Null when rupees are written
 * (those are read as amounts) or when both or neither part is said.
 */
function spentShare(text: string): { spent: number; written: number; line: string } | null {
  if (/₹/.test(text)) return null;
  const OF = String.raw`\s*%\s+of\s+(?:his|her|their|the|my|its)?\s*(?:monthly\s+|annual\s+|yearly\s+)?(?:income|salary|earnings)`;
  // 'The expenditure of a man is 75% of his income': the owner may be said between.
  const WHOSE = String.raw`(?:\s+of\s+(?:a|the|this)\s+[a-z]+)?`;
  const spent = new RegExp(String.raw`(?:spends?|spent|spending|(?:expenditure|expenses?)${WHOSE}\s+(?:is|are|was|were))\s+${NUM}${OF}`).exec(text);
  const saved = new RegExp(String.raw`(?:saves?|saved|saving|savings?${WHOSE}\s+(?:is|are|was|were))\s+${NUM}${OF}`).exec(text);
  if (Boolean(spent) === Boolean(saved)) return null;
  const written = Number((spent ?? saved)![1]);
  if (!(written > 0 && written < 100)) return null;
  return spent
    ? { spent: written, written, line: `Expenditure = ${num(written)}.` }
    : { spent: 100 - written, written, line: `Savings are ${num(written)}, so expenditure = ${num(100 - written)}.` };
}

/** What the shares are of: the income, or money a person has ('gave 25% of his money to his wife'). */
const WHOLE = String.raw`income|salary|earnings?|pocket money|money|savings|wealth|property|amount|sum|capital|bonus|stipend|allowance|wages?|cash|fund|inheritance|prize money`;
/** What is left after the earlier shares: 'the remainder', 'what remains', 'the remaining amount'. */
const REST = String.raw`remainder|remaining(?:\s+(?:amount|money|income|salary|sum|part|balance))?|rest|balance|what (?:is left|remains|remained|was left)|the amount left|left over`;
const OWNER = String.raw`(?:his|her|their|the|my|its|your|this)\s+(?:monthly\s+|annual\s+|yearly\s+|total\s+|entire\s+|whole\s+|net\s+)?`;

/** One share taken in turn: its percentage, whether it is of what remained, and what it went on. */
interface Share {
  readonly percent: number;
  /** The numbers the question wrote for it: a percentage, a fraction's two terms, none for words. */
  readonly written: number[];
  readonly ofRest: boolean;
  readonly on: string;
  readonly end: number;
}

/** Every share of the text: '20% of his income on rent', '25% of the remainder to his son', '15% on food'. */
function sharesOf(text: string): { shares: Share[]; whole: string | null } {
  const shares: Share[] = [];
  let whole: string | null = null;
  // A share is a percentage or a fraction ('one-fourth of it to charity', '1/5 of his salary on rent').
  const pattern = new RegExp(String.raw`(?:${NUM}\s*%|(?<![\d/])(\d+)\s*\/\s*(\d+)(?![\d/])|\b(${Object.keys(SHARE_WORDS).join('|')})\b)\s*(?:of\s+(?:${OWNER})?(${WHOLE}|${REST}|it)\s*)?(?:on|for|in|towards|to|as)\s+(?:the\s+|his\s+|her\s+|their\s+|a\s+|an\s+|my\s+)?([a-z][a-z' ]{0,30}?)(?=[,.;]|\s+and\b|\s+then\b|\s+(?:\d|₹)|\s+(?:he|she|they|i|we)\b|$)`, 'g');
  for (const match of text.matchAll(pattern)) {
    const of = match[5] === 'it' ? '' : (match[5] ?? '');
    const rest = new RegExp(`^(?:${REST})$`).test(of);
    if (of && !rest) whole ??= of;
    const percent = match[1] !== undefined ? Number(match[1]) : match[2] !== undefined ? (Number(match[2]) / Number(match[3])) * 100 : SHARE_WORDS[match[4]!]! * 100;
    const written = match[1] !== undefined ? [Number(match[1])] : match[2] !== undefined ? [Number(match[2]), Number(match[3])] : [];
    shares.push({ percent, written, ofRest: rest || (of === '' && match[5] !== 'it' && shares.length > 0 && new RegExp(REST).test(text.slice(0, match.index))), on: match[6]!.trim(), end: match.index + match[0].length });
  }
  return { shares, whole };
}

/** Shares said as fractions in words. */
const SHARE_WORDS: Readonly<Record<string, number>> = {
  half: 1 / 2, 'one-half': 1 / 2, 'a third': 1 / 3, 'one-third': 1 / 3, 'one third': 1 / 3, 'two-thirds': 2 / 3, 'two thirds': 2 / 3, 'a quarter': 1 / 4, 'one-fourth': 1 / 4, 'one fourth': 1 / 4,
  'three-fourths': 3 / 4, 'three fourths': 3 / 4, 'one-fifth': 1 / 5, 'one fifth': 1 / 5, 'two-fifths': 2 / 5, 'two fifths': 2 / 5, 'three-fifths': 3 / 5, 'three fifths': 3 / 5, 'one-sixth': 1 / 6, 'one sixth': 1 / 6,
  'one-eighth': 1 / 8, 'one eighth': 1 / 8, 'one-tenth': 1 / 10, 'one tenth': 1 / 10,
};

/** 'saves the remaining ₹35,750', 'he was left with ₹7,125', 'if ₹6,480 is left with him', 'his savings are ₹4,000'. */
function leftOf(text: string): RegExpExecArray | null {
  return (
    new RegExp(String.raw`(?:saves|saved|savings? (?:is|are|of|were|was|amount to|come to)|left with|remains?|remained|remaining|balance of|balance is|rest)\s*(?:is\s*|are\s*|was\s*|of\s*|the remaining\s*|the rest\s*|the balance\s*|only\s*)?${AMOUNT}`).exec(text) ??
    new RegExp(String.raw`${AMOUNT}\s+(?:is|was|are|were)\s+(?:still\s+)?(?:left|saved|remaining|remains)\b`).exec(text) ??
    new RegExp(String.raw`(?:has|had|have|is|was)\s+(?:still\s+)?(?:only\s+)?${AMOUNT}\s+(?:left|remaining)\b`).exec(text) ??
    // 'Still has ₹21,060' after the shares: what is left.
    new RegExp(String.raw`\bstill\s+(?:has|had|have|keeps|kept|retains|retained)\s+(?:only\s+)?${AMOUNT}`).exec(text)
  );
}

/** The words of an ask for the whole: 'what is the monthly salary', 'how much money did he have at first', 'what were his savings' (when the shares are of his savings). */
function asksWhole(asked: string, whole: string | null): boolean {
  if (/at first|originally|initially|in the beginning|to begin with|did (?:he|she|they|i|we) have|had (?:he|she|they)|total|\bincome\b|salary|\bearn/.test(asked)) return true;
  return whole !== null && new RegExp(String.raw`\b${whole.split(' ')[0]}`).test(asked);
}

/**
 * Shares taken in turn from an income or a sum of money: '20% of his income on rent, 25% of the
 * remainder on food, saves the rest' (forward, to the savings or one share), or with what is left
 * given, the whole ('gave 25% of his money to his wife and 50% of the remainder to his son and
 * was left with ₹7,125: how much had he at first?').
 */
function spendingChain(text: string): QuantAnswer | null {
  const { shares, whole } = sharesOf(text);
  // Every percentage of the question must be a share read here, or a share was misread.
  if (shares.length === 0 || shares.filter((share) => share.written.length === 1).length !== (text.match(/\d\s*%/g) ?? []).length) return null;
  // A fraction of the money not read as a share ('gives a third of it away, then ...') is a step unread.
  const fractions = (text.match(new RegExp(String.raw`\b(?:${Object.keys(SHARE_WORDS).join('|')})\b|(?<![\d/])\d+\s*\/\s*\d+(?![\d/])`, 'g')) ?? []).length;
  if (fractions !== shares.filter((share) => share.written.length !== 1).length) return null;
  // An outlay with no figure ('and some on rent', 'a part of it on travel'): what is left is unknown.
  if (/\b(?:some|a part|a portion|a little|an amount|a sum|something)\s+(?:of\s+(?:it|the\s+rest|the\s+remainder)\s+|money\s+|amount\s+)?(?:on|for|towards)\b/.test(text)) return null;
  const savedMatch = leftOf(text);
  const monthly = new RegExp(String.raw`${AMOUNT}\s*(?:a|per|every)\s*month`).exec(text);
  // A fraction's top ('2/5 of it') is no income.
  const incomeWords = new RegExp(String.raw`(?:income|salary|earns|earnings|pocket money|wage|(?:he|she|they|i|we) (?:has|had|have))[^₹\d%]{0,30}?${AMOUNT}(?!\s*\/\s*\d)`).exec(text);
  // The figure of what is left is not the income: 'a man has ₹14,000 left'.
  const overlaps = (match: RegExpExecArray | null) => match !== null && savedMatch !== null && match.index + match[0].length > savedMatch.index && match.index < savedMatch.index + savedMatch[0].length;
  const incomeMatch = (overlaps(incomeWords) ? null : incomeWords) ?? (monthly && !overlaps(monthly) && !(savedMatch && monthly.index < savedMatch.index + savedMatch[0].length) ? monthly : null);
  const asked = askedClause(text);
  // Each share's fraction of the whole; what is left is the rest.
  let left = 1;
  const parts = shares.map((share) => {
    const fraction = share.ofRest ? (left * share.percent) / 100 : share.percent / 100;
    left -= fraction;
    return { ...share, fraction };
  });
  if (left <= 1e-9) return null;
  const noun = whole && !/income|salary|earn|wage/.test(whole) ? whole : 'income';
  const givens = shares.flatMap((share) => share.written);
  const fractionLines = parts.map((part) => `${part.on}: ${pct(part.percent)} of ${part.ofRest ? 'what remained' : `the ${noun}`} = ${num(part.fraction * 100)}% of the ${noun}.`);
  const asksLeft = /\bsav|\bleft\b|remain|balance/.test(asked) && !(whole === 'savings' && /\bsav/.test(asked) && !/\bleft\b|remain|balance/.test(asked));
  if (incomeMatch && !savedMatch) {
    const income = Number(incomeMatch[1]);
    const target = asksLeft ? null : parts.find((part) => asked.includes(part.on));
    if (!target && !asksLeft) return null;
    const value = target ? income * target.fraction : income * left;
    const steps: SolutionStep[] = [
      { title: 'Read the data', bullets: [`${noun.charAt(0).toUpperCase()}${noun.slice(1)} = ${rs(income)}.`, ...fractionLines] },
      { title: target ? `Spent on ${target.on}` : 'What is left', bullets: [target ? `${num(target.fraction * 100)}% of ${rs(income)} = ${rs(value)}.` : `Left: ${num(left * 100)}% of ${rs(income)} = ${rs(value)}.`] },
    ];
    let money = income;
    const trail = parts.map((part) => {
      const spent = part.ofRest ? (money * part.percent) / 100 : (income * part.percent) / 100;
      money -= spent;
      return `${part.on} ${rs(spent)}`;
    });
    const check = checkStep([`Spending in turn from ${rs(income)}: ${trail.join(', ')}; left ${rs(money)}.`], [[target ? income * target.fraction : money, value]]);
    if (!check) return null;
    return { kind: 'income-savings', values: [round2(value)], unit: 'rupees', label: target ? `The amount spent on ${target.on}` : noun === 'income' ? 'The savings' : 'The amount left', steps: [...steps, check], mistakes: [{ value: round2(income * (1 - shares.reduce((sum, share) => sum + share.percent, 0) / 100)), why: 'this takes every percentage of the whole, not of what remained' }], givens: [income, ...givens] };
  }
  // 'If he spends ₹5,600 on food, what is his salary?': one share given in rupees.
  const spentOn = parts.map((part) => ({ part, match: new RegExp(String.raw`${AMOUNT}\s+(?:on|for|to|towards|as)\s+(?:the\s+|his\s+|her\s+|their\s+|a\s+|an\s+)?${part.on.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`).exec(text) })).filter((entry) => entry.match !== null);
  if (!savedMatch && !incomeMatch && spentOn.length === 1 && asksWhole(asked, whole)) {
    const { part, match } = spentOn[0]!;
    const spent = Number(match![1]);
    const income = spent / part.fraction;
    const steps: SolutionStep[] = [
      { title: 'Read the data', bullets: [`Spent on ${part.on} = ${rs(spent)}.`, ...fractionLines] },
      { title: `The ${noun}`, bullets: [`${part.on} is ${num(part.fraction * 100)}% of the ${noun}, so the ${noun} = ${num(spent)} ÷ ${num(part.fraction)} = ${rs(income)}.`] },
    ];
    let money = income;
    const trail = parts.map((each) => {
      const paid = each.ofRest ? (money * each.percent) / 100 : (income * each.percent) / 100;
      money -= paid;
      return { on: each.on, paid };
    });
    const check = checkStep([`From ${rs(income)}, in turn: ${trail.map((each) => `${each.on} ${rs(each.paid)}`).join(', ')}; so ${part.on} gets ${rs(trail.find((each) => each.on === part.on)!.paid)}, as the question says.`], [[trail.find((each) => each.on === part.on)!.paid, spent]]);
    if (!check) return null;
    return { kind: 'income-savings', values: [round2(income)], unit: 'rupees', label: noun === 'income' ? 'The income' : `The ${noun} at first`, steps: [...steps, check], mistakes: part.ofRest ? [{ value: round2((spent * 100) / part.percent), why: `this takes ${pct(part.percent)} of the whole; it is ${pct(part.percent)} of what remained` }] : [], givens: [spent, ...givens] };
  }
  if (savedMatch && !incomeMatch && asksWhole(asked, whole)) {
    // What is left must be named after the shares it is left from, not as one of them.
    if (shares.some((share) => share.end > savedMatch.index && share.end <= savedMatch.index + savedMatch[0].length)) return null;
    const saved = Number(savedMatch[1]);
    const income = saved / left;
    const steps: SolutionStep[] = [
      { title: 'Read the data', bullets: [`Left at the end = ${rs(saved)}.`, ...fractionLines] },
      { title: `The ${noun}`, bullets: [`What is left is ${num(left * 100)}% of the ${noun}, so the ${noun} = ${num(saved)} ÷ ${num(left)} = ${rs(income)}.`] },
    ];
    let money = income;
    const trail = parts.map((part) => {
      const spent = part.ofRest ? (money * part.percent) / 100 : (income * part.percent) / 100;
      money -= spent;
      return `${part.on} ${rs(spent)}`;
    });
    const check = checkStep([`From ${rs(income)}, in turn: ${trail.join(', ')}; left ${rs(money)}, as the question says.`], [[money, saved]]);
    if (!check) return null;
    const sumShares = shares.reduce((sum, share) => sum + share.percent, 0);
    const mistakes = sumShares < 100 ? [{ value: round2((saved * 100) / (100 - sumShares)), why: 'this takes every percentage of the whole, not of what remained' }] : [];
    return { kind: 'income-savings', values: [round2(income)], unit: 'rupees', label: noun === 'income' ? 'The income' : `The ${noun} at first`, steps: [...steps, check], mistakes, givens: [saved, ...givens] };
  }
  return null;
}
