import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { AMOUNT, checkStep, formatValue, mentions, num, round2 } from './quant-text';
import { askedName, askedPart } from './ratio-text';

/** A total divided in a ratio: each share, one person's share, or the difference between two. */
// Ratio --------------------------------------------------------------------------------------

export function solveRatio(text: string): QuantAnswer | null {
  if (!/ratio|proportion/.test(text)) return null;
  const ratioMatch = /(\d+(?:\.\d+)?(?:\s*[:;]\s*\d+(?:\.\d+)?)+)/.exec(text);
  // Terms written as fractions ('1/2 : 1/3') are read by the ratio-share solver, not here.
  if (!ratioMatch || /[/]\s*$/.test(text.slice(0, ratioMatch.index)) || /^\s*\//.test(text.slice(ratioMatch.index + ratioMatch[0].length))) return null;
  const parts = ratioMatch[1]!.split(/\s*[:;]\s*/).map(Number);
  if (parts.length < 2 || parts.some((part) => part <= 0)) return null;
  const before = text.slice(0, ratioMatch.index);
  const totalMatch =
    new RegExp(String.raw`${AMOUNT}\s+(?:is|was|are|were|has been|have been)?\s*(?:to be\s+)?(?:divided|distributed|shared|split|apportioned)`).exec(text) ??
    new RegExp(String.raw`(?:divide|distribute|share|split)[a-z]*\s+${AMOUNT}`).exec(text) ??
    new RegExp(String.raw`(?:total|sum|amount|profit)\s+of\s+${AMOUNT}`).exec(text);
  const total = totalMatch ? Number(totalMatch[1]) : null;
  if (total === null || parts.length > 6) return null;
  const unit = /₹/.test(totalMatch![0]) ? 'rupees' : 'number';

  const namesMatch = /(?:among|between|amongst)\s+(.+?)\s+(?:in\s+the\s+ratio|in\s+ratio|in\s+the\s+proportion|such that|so that|respectively|\.|,?\s*$)/.exec(before + ' in the ratio');
  const names = namesMatch
    ? namesMatch[1]!
        .split(/\s*,\s*|\s+and\s+/)
        .map((name) => name.replace(/^and\s+/, '').trim())
        .filter(Boolean)
    : [];
  // The text was lower-cased for parsing: show 'b' as 'B' and 'ram' as 'Ram'.
  const shown = (name: string) => name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
  const sum = parts.reduce((acc, part) => acc + part, 0);
  const givens = [total, ...parts];
  const shares = parts.map((part) => (total * part) / sum);
  const label = (index: number) => (names.length === parts.length ? shown(names[index]!) : `part ${index + 1}`);
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`Total = ${formatValue(total, unit)}, ratio ${parts.map(num).join(' : ')}${names.length === parts.length ? ` for ${names.map(shown).join(', ')}` : ''}.`] },
    { title: 'Add the parts', bullets: [`${parts.map(num).join(' + ')} = ${num(sum)} parts, so one part = ${num(total)} ÷ ${num(sum)} = ${num(total / sum)}.`] },
    { title: 'Each share', bullets: shares.map((share, index) => `${label(index)}: ${num(parts[index]!)} × ${num(total / sum)} = ${formatValue(share, unit)}.`) },
  ];
  const shareTotal = shares.reduce((acc, share) => acc + share, 0);
  const ratioCheck = checkStep(
    [`The shares add up: ${shares.map((share) => formatValue(share, unit)).join(' + ')} = ${formatValue(shareTotal, unit)}; and each share ÷ its part of the ratio is ${num(shares[0]! / parts[0]!)}.`],
    [[shareTotal, total], ...shares.map((share, index) => [share / parts[index]!, shares[0]! / parts[0]!] as const)],
  );
  if (!ratioCheck) return null;

  const asked = askedPart(text);
  // 'The second largest share' is a rank by size, not the largest.
  if (/\b(?:first|second|third|fourth|fifth|2nd|3rd|4th)\s+(?:[a-z]+est|most|least)\b/.test(asked)) return null;
  // Money moved or the ratio changed after the division ('then a gives half of his share to c'), or
  // some shares together asked ('the sum of the shares of a and c'): not a plain share.
  if (/\b(?:gives?|gave|transfers?|transferred|donates?|donated|spends?|spent|lends?|lent|pays?|paid|loses|lost|added|adds|removed|joins?|joined|leaves|left|becomes?|became|new ratio|now)\b/.test(text.slice(ratioMatch.index + ratioMatch[0].length))) return null;
  if (/\b(?:sum|total|together|combined|jointly)\b/.test(asked)) return null;
  const namedInAsked = names.length === parts.length ? names.flatMap((name, position) => (mentions(asked, name) ? [position] : [])) : [];
  // A difference or a comparison asked ('by how much does the largest exceed the smallest') is never one share.
  const compares = /differ|exceed|more|less|fewer|gap|\bby how much\b/.test(asked);
  let index = compares ? -1 : names.length === parts.length ? (askedName(asked, names) ?? -1) : -1;
  const unique = (term: number) => parts.filter((part) => part === term).length === 1;
  if (index < 0 && !compares && /largest|greatest|biggest|highest|maximum/.test(asked) && unique(Math.max(...parts))) index = parts.indexOf(Math.max(...parts));
  if (index < 0 && !compares && /smallest|least|lowest|minimum/.test(asked) && unique(Math.min(...parts))) index = parts.indexOf(Math.min(...parts));
  if (compares && !/difference/.test(asked)) return null;
  if (index < 0 && /difference/.test(asked)) {
    const named = namedInAsked;
    if (named.length === 2) {
      const difference = Math.abs(shares[named[0]!]! - shares[named[1]!]!);
      steps.push({ title: 'Difference', bullets: [`${formatValue(shares[named[0]!]!, unit)} − ${formatValue(shares[named[1]!]!, unit)} = ${formatValue(difference, unit)}.`] });
      return { kind: 'ratio-division', values: [round2(difference)], unit, label: `The difference between the shares of ${label(named[0]!)} and ${label(named[1]!)}`, steps: [...steps, ratioCheck], mistakes: [], givens };
    }
    return null;
  }
  if (index >= 0) {
    return {
      kind: 'ratio-division',
      values: [round2(shares[index]!)],
      unit,
      label: `The share of ${label(index)}`,
      steps: [...steps, ratioCheck],
      mistakes: shares.flatMap((share, position) => (position === index ? [] : [{ value: round2(share), why: `this is the share of ${label(position)}` }])),
      givens,
    };
  }
  // Every share only when every share is asked ('find the shares', 'divide ... among'); an ask not read ('the eldest') is declined.
  if (!/\beach\b|\b(?:the|their|all|all the)\s+(?:shares|parts)\b|^\s*(?:divide|distribute|split)\b/.test(asked) || /\b(?:elde?st|elder|youngest|younger|oldest|older|which|who)\b/.test(asked)) return null;
  return { kind: 'ratio-division', values: shares.map(round2), unit, label: 'The shares', steps: [...steps, ratioCheck], mistakes: [], givens };
}
