import type { QuantAnswer } from './quant-answer';
import { withoutQuestionNumber } from './percent-reading';
import { askedClause, checkStep, formatValue, num, pct, round2 } from './quant-text';

/**
 * A figure said with its percentage against a base, the base asked: 'Ravi's salary is now
 * ₹17,365, 15% higher than what he drew a year ago' (the base = 17,365 ÷ 1.15), 'A's income,
 * ₹48,000, is 20 per cent below B's' (B = 48,000 ÷ 0.8), 'he made 80 runs, which was 25% of his
 * team's total' (the total = 80 ÷ 0.25; the rest of the team 240). The figure must stand before
 * its percentage in the same sentence (it is the one compared), the base is named after 'than' or
 * 'of', and the ask must name the base: else another reader, or a decline.
 */
export function solveReverseBase(raw: string): QuantAnswer | null {
  const text = withoutQuestionNumber(raw);
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
  const numbers = [...text.matchAll(/(?<![\d.])\d+(?:\.\d+)?(?![\d.])/g)];
  if (percents.length !== 1 || numbers.length !== 2) return null;
  if (/\binterest\b|\bprofit\b|\bloss\b|\bgain\b|\bdiscount\b|\bmarked\b|\bcost price\b|\bselling price\b|\bsold\b|\bbought\b|\bper annum\b|\bsuccessive\b/.test(text)) return null;
  const percent = percents[0]!;
  const p = Number(percent[1]);
  const figureMatch = numbers.find((match) => match.index !== percent.index)!;
  const k = Number(figureMatch[0]);
  if (figureMatch.index > percent.index || !(p > 0 && k > 0)) return null;
  // The figure and its percentage in one sentence, nothing but words between.
  const between = text.slice(figureMatch.index + figureMatch[0].length, percent.index);
  if (/[.?;](?:\s|$)/.test(between) || between.length > 80) return null;
  const grown = sinceThen(text, figureMatch, percent);
  if (grown) return grown;
  const relation = new RegExp(String.raw`^\s*%\s*(?:(higher|more|greater|above|over|in excess of)|(lower|less|below|under|short of|smaller|fewer))\s+(?:than\s+)?([^.?;,]{2,60})|^\s*%\s+of\s+([^.?;,]{2,60})`).exec(text.slice(percent.index + percent[1]!.length));
  if (!relation) return null;
  // 'was 15% higher than': the compared figure is the subject; 'increased by 15%' and the like are other readers'.
  if (!/(?:\bis|\bwas|\bare|\bwere|\bbeing|\bwhich\s+(?:is|was)|\bthat\s+(?:is|was)|\bthat'?s|,)\s*(?:now\s+|just\s+|only\s+|exactly\s+)?$/.test(between)) return null;
  const factor = relation[1] ? 1 + p / 100 : relation[2] ? 1 - p / 100 : p / 100;
  if (!(factor > 0)) return null;
  const baseWords = contentWords(relation[3] ?? relation[4]!);
  // The subject is named in the clause before the figure: after the last stop or 'if'.
  const lead = text.slice(0, figureMatch.index);
  const cut = Math.max(-1, ...[...lead.matchAll(/[.?;](?:\s|$)|\b(?:if|when|given that)\b/g)].map((match) => match.index + match[0].length));
  const subjectWords = contentWords(lead.slice(Math.max(0, cut)));
  // 'How much does B earn if A's income, ₹48,000, is 20% below B's?': the ask is the part before 'if'.
  const clause = askedClause(text);
  const asked = /^(?:how|what|find|calculate)\b/.test(clause) ? clause.split(/\b(?:if|given that|when)\b/)[0]! : clause;
  if (asked.includes(figureMatch[0]) || /%|per ?cent|percentage|\bincrease\b|\bdecrease\b|\bdifference\b|\bnow\b|\bnew\b|\bpresent\b|\bcurrent\b/.test(asked)) return null;
  const askedWords = contentWords(asked);
  const named = [...baseWords].filter((word) => askedWords.has(word) && !subjectWords.has(word));
  // 'How many did the others make?': the rest of the whole the figure is a share of.
  const rest = relation[4] !== undefined && /\brest\b|\bremaining\b|\bothers?\b/.test(asked);
  if (named.length === 0 && !rest) return null;
  const base = k / factor;
  const value = rest ? base - k : base;
  const rupees = /₹\s?$/.test(text.slice(0, figureMatch.index));
  const unit = rupees ? 'rupees' : 'number';
  const how = relation[1] ? `${pct(p)} more than the base: ${num(k)} = base × ${num(factor)}` : relation[2] ? `${pct(p)} less than the base: ${num(k)} = base × ${num(factor)}` : `${pct(p)} of the base: ${num(k)} = base × ${num(p)}/100`;
  const check = checkStep([`${relation[4] !== undefined ? `${pct(p)} of` : `${formatValue(base, unit)} ${relation[1] ? '+' : '−'} ${pct(p)} of it`} ${relation[4] !== undefined ? formatValue(base, unit) : ''} = ${formatValue(base * factor, unit)}, the figure of the question.`.replace(/\s+/g, ' ')], [[base * factor, k]]);
  if (!check) return null;
  return {
    kind: 'reverse-percent',
    values: [round2(value)],
    unit,
    label: rest ? 'The rest' : 'The base value',
    steps: [
      { title: 'Read the data', bullets: [`${formatValue(k, unit)} is ${how}.`] },
      { title: 'The base', bullets: [`Base = ${num(k)} ÷ ${num(factor)} = ${formatValue(base, unit)}.${rest ? ` The rest: ${formatValue(base, unit)} − ${formatValue(k, unit)} = ${formatValue(value, unit)}.` : ''}`] },
      check,
    ],
    mistakes: [
      ...(relation[4] === undefined ? [{ value: round2(relation[1] ? k * (1 - p / 100) : k * (1 + p / 100)), why: `this takes ${pct(p)} of ${num(k)}; the percentage is of the base, not of ${num(k)}` }] : []),
      ...(rest ? [{ value: round2(base), why: 'this is the whole, not the rest' }] : []),
    ],
    givens: [k, p],
  };
}

const STOP = new Set('what which who whom whose how much many did does do was were is are will would the a an his her their its my our your of to in on at for by from with than that this those these he she they it i we you what\'s whats find calculate one all total value amount sum earn earns earned draw drew drawn get gets got has have had be been'.split(' '));

/** The words of a phrase that name something ('b', 'team', 'year', 'salary'), possessives dropped. */
function contentWords(phrase: string): Set<string> {
  return new Set(phrase.replace(/'s\b/g, '').split(/[^a-z]+/).filter((word) => word.length > 0 && !STOP.has(word) && (word.length > 2 || /^[b-hj-z]$/.test(word))));
}

/**
 * 'It has 31,395 members now, and the number has grown by 15% since then': the figure now is the
 * earlier one changed by the percentage, and the ask is the earlier one ('last year', 'before').
 */
function sinceThen(text: string, figure: RegExpMatchArray, percent: RegExpMatchArray): QuantAnswer | null {
  const verb = /\b(?:has|have|had)\s+(?:been\s+)?(?:(grown|increased|risen|gone up|rose|grew|been raised|been increased)|(fallen|decreased|dropped|declined|come down|gone down|been reduced|been cut))\s+by\s*$/.exec(text.slice(Math.max(0, percent.index! - 40), percent.index));
  if (!verb) return null;
  const between = text.slice(figure.index! + figure[0].length, percent.index);
  if (/[.?;](?:\s|$)/.test(between) || !/\bnow\b|\bat present\b|\bcurrently\b|\btoday\b|\bthis year\b/.test(text.slice(Math.max(0, figure.index! - 30), percent.index))) return null;
  const clause = askedClause(text);
  const asked = /^(?:how|what|find|calculate)\b/.test(clause) ? clause.split(/\b(?:if|given that|when)\b/)[0]! : clause;
  if (!/\blast year\b|\bago\b|\bbefore\b|\bearlier\b|\boriginal(?:ly)?\b|\bat first\b|\bpreviously\b|\binitially\b|\bthen\b/.test(asked) || asked.includes(figure[0]) || /%|per ?cent|\bnow\b/.test(asked)) return null;
  const p = Number(percent[1]);
  const k = Number(figure[0]);
  const factor = verb[1] ? 1 + p / 100 : 1 - p / 100;
  if (!(factor > 0)) return null;
  const before = k / factor;
  const rupees = /₹\s?$/.test(text.slice(0, figure.index));
  const unit = rupees ? 'rupees' : 'number';
  const check = checkStep([`${formatValue(before, unit)} ${verb[1] ? '+' : '−'} ${pct(p)} of it = ${formatValue(before * factor, unit)}, the figure now.`], [[before * factor, k]]);
  if (!check) return null;
  return {
    kind: 'reverse-percent',
    values: [round2(before)],
    unit,
    label: 'The value before the change',
    steps: [
      { title: 'Read the data', bullets: [`Now ${formatValue(k, unit)}, after ${verb[1] ? 'a rise' : 'a fall'} of ${pct(p)}: now = before × ${num(factor)}.`] },
      { title: 'Before the change', bullets: [`${num(k)} ÷ ${num(factor)} = ${formatValue(before, unit)}.`] },
      check,
    ],
    mistakes: [{ value: round2(k * (verb[1] ? 1 - p / 100 : 1 + p / 100)), why: `this takes ${pct(p)} of the figure now; the change is a percentage of the figure before` }],
    givens: [k, p],
  };
}
