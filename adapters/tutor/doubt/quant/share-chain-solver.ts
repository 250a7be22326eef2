import type { QuantAnswer } from './quant-answer';
import { withoutQuestionNumber } from './percent-reading';
import { askedClause, checkStep, num, pct, round2 } from './quant-text';

/**
 * A whole cut down by percentages in turn, each of what is left: '30% of the water is used on
 * Monday, 40% of the rest on Tuesday' (taken away), '65% cleared the first round, 35% of them the
 * second' (kept). Asked: what is left from the start, the start from what is left ('378 litres
 * were left unsold: how much milk had he?', 'the winner, with 60% of the valid votes, received
 * 54,621'), or what percent of the whole is left. Each percentage must be read as taken away or
 * kept by a verb of its own clause (or of the one before, when its verb is left out); anything
 * else is declined.
 */
export function solveShareChain(raw: string): QuantAnswer | null {
  const text = withoutQuestionNumber(raw).replace(/\bdidn't\b/g, 'did not');
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
  if (percents.length < 2 || percents.length > 4) return null;
  if (/\binterest\b|\bprofit\b|\bloss\b|\bdiscount|\bincreas|\bdecreas|\brise\b|\brose\b|\bmarked\b|\bsalary\b|\bincome\b|\bratio\b|\bboth\b|\beach\b/.test(text)) return null;
  const steps: { percent: number; keep: boolean; index: number }[] = [];
  for (const [at, match] of percents.entries()) {
    const next = percents[at + 1]?.index ?? text.length;
    const after = text.slice(match.index + match[0].length, next).split(/[.;?]|,\s*(?:and\s+)?(?=\d)|\band\s+(?=\d)/)[0]!;
    const before = text.slice(Math.max(at > 0 ? percents[at - 1]!.index + percents[at - 1]![0].length : 0, match.index - 30), match.index);
    // Later shares must be of what is left, not of the whole again.
    if (at > 0 && /^\s*of\s+(?:the\s+)?(?:total|whole|all|original|initial|full|entire)\b/.test(after)) return null;
    if (at > 0 && !/^\s*of\b/.test(after) && !/^\s*(?:cleared|passed|qualified|got|were|was|did|are|is)\b/.test(after)) return null;
    const kind = verbOf(`${before} # ${after}`);
    if (kind === 'both') return null;
    const keep = kind ?? (steps.length > 0 && /^\s*of\s+(?:the\s+)?(?:rest|remaining|remainder|what\s+(?:is|was)\s+(?:then\s+)?left|them|those|these)\b/.test(after) ? steps[steps.length - 1]!.keep : null);
    if (keep === null) return null;
    steps.push({ percent: Number(match[1]), keep, index: match.index });
  }
  const others = [...text.matchAll(/(?<![\d.%])\d+(?:\.\d+)?(?![\d.]*\s*%)/g)].filter((match) => !/^(?:st|nd|rd|th)\b/.test(text.slice(match.index + match[0].length)));
  if (others.length > 1) return null;
  const factor = steps.reduce((product, step) => product * (step.keep ? step.percent / 100 : 1 - step.percent / 100), 1);
  if (!(factor > 0 && factor < 1)) return null;
  const clause = askedClause(text);
  // 'If 378 litres were left, how much milk did he have?': the ask from its question word, without its condition.
  const from = /\b(?:how|what|find)\b/.exec(clause);
  const asked = (from ? clause.slice(from.index) : clause).split(/\b(?:if|given that|when)\b/)[0]!;
  const trail = steps.map((step) => `${step.keep ? '' : '1 − '}${num(step.percent / 100)}`).map((term) => (term.includes('−') ? `(${term})` : term)).join(' × ');
  const lines = steps.map((step, index) => `${index === 0 ? 'First' : 'Then'}: ${step.keep ? `${pct(step.percent)} of ${index === 0 ? 'the whole' : 'those'} go on` : `${pct(step.percent)} of ${index === 0 ? 'the whole' : 'what is left'} is taken away, ${pct(100 - step.percent)} stays`}.`);
  if (others.length === 0) {
    if (!/\bwhat\s+(?:per ?cent|%|percentage|part|fraction)\s+of\s+(?:all|the\s+(?:total|whole|original)|the\s+\w+\s+(?:in\s+all|at\s+first))/.test(asked) && !/\bwhat\s+(?:per ?cent|%|percentage)\s+of\s+(?:all\s+)?[a-z]+\b/.test(asked)) return null;
    const share = factor * 100;
    const check = checkStep([`Of 100 at the start: ${steps.map((step) => (step.keep ? `${pct(step.percent)} kept` : `${pct(step.percent)} taken away`)).join(', then ')} leaves ${num(round2(share))}.`], [[steps.reduce((value, step) => value * (step.keep ? step.percent / 100 : 1 - step.percent / 100), 100), share]]);
    if (!check) return null;
    return { kind: 'successive-change', values: [round2(share)], unit: 'percent', label: 'The part of the whole at the end', steps: [{ title: 'Each step of what is left', bullets: lines }, { title: 'In all', bullets: [`${trail} = ${num(factor)}: ${pct(share)} of the whole.`] }, check], mistakes: [{ value: round2(steps.reduce((sum, step) => sum + step.percent, 0) / steps.length), why: 'this averages the percentages; each is a share of what the step before left' }], givens: steps.map((step) => step.percent) };
  }
  const figure = others[0]!;
  const value = Number(figure[0]);
  const unit = /^\s*(?:litres?|liters?|l)\b/.test(text.slice(figure.index + figure[0].length)) ? 'litres' : /₹\s?$/.test(text.slice(0, figure.index)) ? 'rupees' : 'number';
  const said = (amount: number) => `${num(round2(amount))}${unit === 'litres' ? ' litres' : ''}`;
  // The figure's own words say whether it is the whole or what is left: 'milk left = 284 litres after selling ...'.
  const own = text.slice(Math.max(0, figure.index - 20), figure.index + figure[0].length + 25).split(/[.;?]/).find((part) => part.includes(figure[0])) ?? '';
  const leftFirst = figure.index < steps[0]!.index && /\bleft\b|\bremain/.test(own) && !/\bholds?\b|\bhad\b|\bcapacity\b|\bfull\b/.test(own);
  if (figure.index < steps[0]!.index && !leftFirst) {
    // The whole given first: what is left asked.
    if (!/\bremain|\bleft\b|\bstill\b|\bnow\b|\bat the end\b|\bfinally\b/.test(asked) || /\bused\b|\bsold\b|\bspent\b/.test(asked)) return null;
    const left = value * factor;
    const check = checkStep([`${said(value)} × ${trail} = ${said(left)}.`], [[steps.reduce((amount, step) => amount * (step.keep ? step.percent / 100 : 1 - step.percent / 100), value), left]]);
    if (!check) return null;
    return { kind: 'successive-change', values: [round2(left)], unit: unit === 'litres' ? 'litres' : unit === 'rupees' ? 'rupees' : 'number', label: 'What is left', steps: [{ title: 'Each step of what is left', bullets: lines }, { title: 'What is left', bullets: [`${said(value)} × ${trail} = ${said(left)}.`] }, check], mistakes: [{ value: round2(value * (1 - steps.reduce((sum, step) => sum + (step.keep ? 100 - step.percent : step.percent), 0) / 100)), why: 'this takes every percentage of the whole; each is of what the step before left' }], givens: [value, ...steps.map((step) => step.percent)] };
  }
  // What is left given last (or said to be left): the whole asked.
  if (figure.index < steps[steps.length - 1]!.index && !leftFirst) return null;
  if (!/\bhow\s+(?:many|much)\b|\bat the start\b|\bat first\b|\btotal\b|\boriginal/.test(asked) || /\bremain|\bleft\b|\bnow\b|\bat the end\b|\bfinally\b|\bvalid\b|\brejected\b/.test(asked)) return null;
  if (!/\b(?:had|have|has|were|was|are|is|there|at the start|at first|total|original)\b/.test(asked)) return null;
  // The figure must be what is left or kept at the end ('378 litres were left unsold', 'received 54,621 votes'), not a part taken away.
  const around = text.slice(Math.max(0, figure.index - 25), figure.index + figure[0].length + 30).split(/[.;?]/).find((part) => part.includes(figure[0])) ?? '';
  if (!/\bleft\b|\bremain|\bunsold\b|\bstill\b|\breceived\b|\bsecured\b|\bgot\b|\bkept\b|\bc(?:ame|omes)\s+to\b|\bamount(?:s|ed)\s+to\b/.test(around) || /\b(?:sold|used|spent|consumed|rejected|lost|gave|given)\b(?!\s+(?:unsold|left))/.test(around.replace(/\bunsold\b/g, ''))) return null;
  const whole = value / factor;
  const check = checkStep([`${said(whole)} × ${trail} = ${said(whole * factor)}, as the question says.`], [[whole * factor, value]]);
  if (!check) return null;
  return { kind: 'reverse-percent', values: [round2(whole)], unit: unit === 'litres' ? 'litres' : unit === 'rupees' ? 'rupees' : 'number', label: 'The whole at the start', steps: [{ title: 'Each step of what is left', bullets: lines }, { title: 'The whole', bullets: [`What is left is ${trail} = ${num(factor)} of the whole: ${said(value)} ÷ ${num(factor)} = ${said(whole)}.`] }, check], mistakes: [], givens: [value, ...steps.map((step) => step.percent)] };
}

const TAKEN = /\b(?:used|uses|sold|sells|selling|spent|spends|consumed|rejected|failed|did not|absent|lost|evaporated|wasted|given away|gave away|drawn|taken out|removed|leaked|eaten|burnt|destroyed|stolen|withdrawn|donated|distributed|invalid|drained|poured out)\b/;
const KEPT = /\b(?:cleared|clears|passed|passes|qualified|qualifies|selected|valid|received|secured|got|gets|remained|survived|attended|turned up|accepted|succeeded|went through|made it)\b/;

/** 'Taken' (false), 'kept' (true), null when the words say neither, 'both' when they say both. */
function verbOf(words: string): boolean | 'both' | null {
  const [before, after] = words.split('#') as [string, string];
  // The verb right after the share wins ('15% of them did not turn up'); else the one just before ('sold 30% of the milk').
  const takenAfter = TAKEN.test(after);
  const keptAfter = KEPT.test(after) && !/\bdid not\s+turn up\b/.test(after);
  if (takenAfter && keptAfter) return /\bdid not\b|\brejected\b|\binvalid\b/.test(after) && !/\bcleared|\bpassed|\bqualified|\bselected\b/.test(after) ? false : 'both';
  if (takenAfter || keptAfter) return keptAfter;
  const lead = before.replace(/^.*[.;?,]/, '');
  const takenBefore = TAKEN.test(lead);
  const keptBefore = KEPT.test(lead);
  if (takenBefore && keptBefore) return 'both';
  return takenBefore ? false : keptBefore ? true : null;
}
