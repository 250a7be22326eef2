import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { AMOUNT, QUALIFIED, WHOLE_IS, askedTail, checkStep, formatValue, num, round2, shown } from './quant-text';

/**
 * Shares of a whole in one ratio: the whole given ('the ratio of boys to girls in a class of 40
 * is 5 : 3'), one share given ('B's share is ₹500'), or the difference of two shares given; asked
 * for a share, the total, the difference, the larger or the smaller.
 */
export function solveRatioShare(text: string): QuantAnswer | null {
  if (!/ratio|proportion/.test(text)) return null;
  const terms = [...text.matchAll(new RegExp(TERMS, 'g'))];
  if (terms.length !== 1) return null;
  const ratio = terms[0]![1]!.split(/\s*:\s*/).map(Number);
  if (ratio.length < 2 || ratio.length > 5 || ratio.some((term) => !(term > 0))) return null;
  const names = namesOf(text, ratio.length);
  if (names === undefined) return null;
  const asked = askedTail(text);
  if (/\b(?:added|add|removed|mixed|replaced|taken out|withdrawn|join|joins|leave|leaves|new ratio|becomes?|will be|after)\b/.test(`${asked} ${text.slice(terms[0]!.index)}`)) return null;
  const known = knownOf(text, names, ratio);
  if (!known) return null;
  return answerFor(text, asked, ratio, names, known);
}

const TERMS = String.raw`(\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+)`;
/** A figure that is not a term of the ratio ('is 4 : 5' holds no share of 4). */
const FIGURE = String.raw`(?<!:\s*)${AMOUNT}(?!\s*:\s*\d)`;
const NOT_NAMES = new Set(['the', 'an', 'number', 'numbers', 'ratio', 'of', 'in', 'is', 'are', 'that', 'those', 'their', 'its', 'two', 'three', 'four', 'it', 'them', 'and', 'to', 'share', 'shares', 'amount', 'sum', 'profit', 'money', 'be', 'been', 'was', 'were', 'so', 'if']);
const COUNTED = /\b(?:boys|girls|men|women|students|children|people|persons|members|employees|workers|players|coins|balls|notes|animals|voters|teachers|candidates|males|females|adults|pupils|cows|goats|hens|books|pens|marbles|chocolates|toffees|apples|oranges|mangoes|trees|cars|bikes)\b/;

const stem = (name: string) => name.replace(/'s$/, '').replace(/(?<=[a-z]{3})(?:es|s)$/, '');
/** The name as the question might write it again: 'girls' as girl, girls, girls'; 'b' as b, b's. */
const nameWord = (name: string) => String.raw`\b${stem(name)}(?:s|es)?(?:'s|')?(?![a-z])`;

/**
 * The names the ratio's terms belong to, in order: ['boys', 'girls'] or ['a', 'b', 'c']; an empty
 * list for 'two numbers in the ratio 3 : 5'; undefined when names are written but not read.
 */
function namesOf(text: string, count: number): string[] | undefined {
  const word = String.raw`([a-z]+(?:'s)?)`;
  const candidates: (string | undefined)[][] = [];
  const ratioOf = new RegExp(String.raw`ratio\s+(?:of|between)\s+(?:the\s+)?(?:(?:numbers?|shares?|salaries|incomes|ages|savings|weights|heights|investments|capitals|speeds|marks|prices|earnings|wages)\s+of\s+)?${word}(?:\s+(?:share|salary|income|age|savings))?\s+(?:to|and)\s+(?:the\s+)?(?:numbers?\s+of\s+|that\s+of\s+)?${word}(?:\s+(?:share|salary|income|age|savings))?(?:\s*,?\s+(?:to|and)\s+(?:the\s+)?(?:number\s+of\s+|that\s+of\s+)?${word})?`).exec(text);
  if (ratioOf) candidates.push([ratioOf[1], ratioOf[2], ratioOf[3]]);
  const listed = new RegExp(String.raw`((?:[a-z]+\s*,\s*)*[a-z]+)\s+and\s+([a-z]+)\s+(?:[a-z]+\s+){0,4}?in\s+(?:the\s+)?(?:ratio|proportion)\s+(?:of\s+)?${TERMS}`).exec(text);
  if (listed) candidates.push([...listed[1]!.split(/\s*,\s*/), listed[2]]);
  const letters = new RegExp(String.raw`\b([a-z])\s*:\s*([a-z])(?:\s*:\s*([a-z]))?\s*(?:=|is|::)\s*${TERMS}`).exec(text);
  if (letters) candidates.push([letters[1], letters[2], letters[3]]);
  for (const candidate of candidates) {
    const names = candidate.filter((name): name is string => name !== undefined).map((name) => name.replace(/'s$/, ''));
    if (names.length !== count || names.some((name) => NOT_NAMES.has(name)) || new Set(names.map(stem)).size !== names.length) continue;
    return names;
  }
  // 'Two numbers are in the ratio 3 : 5', 'divided into two parts in the ratio 3 : 5': no names.
  if (/(?:two|three|four|2|3|4)\s+(?:numbers|parts|quantities|positive integers|integers)\b/.test(text) || (candidates.length === 0 && /(?:divided|split)\s+into\s+(?:[a-z]+\s+)?parts/.test(text))) return [];
  return undefined;
}

type Known = { kind: 'total'; value: number; match: string } | { kind: 'share'; index: number; value: number; match: string } | { kind: 'difference'; larger: number; smaller: number; value: number; match: string; pair?: readonly [number, number] };

/** The one figure the question states besides the ratio: the whole, one share, or a difference. */
function knownOf(text: string, names: readonly string[], ratio: readonly number[]): Known | null {
  const count = ratio.length;
  const found: Known[] = [];
  const totals = [
    new RegExp(String.raw`\b(?:class|group|batch|team|school|college|club|village|party|bag|box|basket|gathering|meeting|office|company|hostel|crowd|audience|committee|town|library|garden|farm|herd|jar|purse|mixture|solution)\s+(?:of|has|had|contains|contained|with|having|consisting of)\s+(?:a total of\s+)?${FIGURE}`),
    new RegExp(String.raw`${WHOLE_IS}\s+${FIGURE}`),
    new RegExp(String.raw`${FIGURE}\s+(?:is|was|has been|are)?\s*(?:to be\s+)?(?:divided|distributed|shared|split|apportioned)`),
    new RegExp(String.raw`(?:divide|distribute|share|split)[a-z]*\s+${FIGURE}`),
    new RegExp(String.raw`\b(?:a sum|an amount|a total|a profit|profit|out)\s+of\s+${FIGURE}`),
    new RegExp(String.raw`\b(?:the\s+)?(?:total\s+)?(?:profit|prize|prize money|bonus|amount|money)\s+(?:earned\s+|made\s+|to be shared\s+)?(?:is|was|=|amounts to|comes to)\s+${FIGURE}`),
  ];
  for (const pattern of totals) {
    const match = pattern.exec(text);
    if (match) found.push({ kind: 'total', value: Number(match[1]), match: match[0] });
  }
  // 'There are 40 students', '40 students': a count of something that is not one of the names.
  for (const match of text.matchAll(new RegExp(String.raw`${FIGURE}\s+([a-z]+)\b(?!\s+than)`, 'g'))) {
    const index = names.findIndex((name) => new RegExp(String.raw`^${nameWord(name)}$`).test(match[2]!));
    if (index >= 0 && !/more|fewer|less/.test(match[2]!)) found.push({ kind: 'share', index, value: Number(match[1]), match: match[0] });
    else if (index < 0 && COUNTED.test(match[2]!)) found.push({ kind: 'total', value: Number(match[1]), match: match[0] });
  }
  names.forEach((name, index) => {
    const share = new RegExp(String.raw`${nameWord(name)}\s+(?:share|portion|part|number|count|salary|income|savings|age|profit)?\s*(?:is|are|was|were|=|gets?|got|receives?|received|numbers?|earns?|has|had)\s+(?:a\s+share\s+of\s+)?${FIGURE}(?!\s+more|\s+less|\s+fewer)`).exec(text) ?? new RegExp(String.raw`(?:number|share|portion|part)\s+of\s+(?:the\s+)?${nameWord(name)}\s+(?:is|are|was|were|=)\s+${FIGURE}`).exec(text);
    if (share && QUALIFIED.test(text.slice(Math.max(0, share.index - 25), share.index))) return;
    if (share) found.push({ kind: 'share', index, value: Number(share[1]), match: share[0] });
  });
  const difference = new RegExp(String.raw`\bdiffer(?:ence|s)?\s+(?:between\s+[^.?]{0,60}?\s+)?(?:is|was|of|=|by|comes to|amounts to)\s+${FIGURE}`).exec(text);
  if (difference) {
    const phrase = difference[0];
    // 'the difference between their squares', '... the larger and twice the smaller': not a difference of shares.
    if (/squares?|cubes?|twice|thrice|double|half|times|reciprocal|product|digit/.test(phrase)) return null;
    const inPhrase = names.flatMap((name, index) => (new RegExp(nameWord(name)).test(phrase) ? [index] : []));
    const pair = inPhrase.length === 2 ? inPhrase : count === 2 ? [0, 1] : null;
    if (pair) found.push({ kind: 'difference', larger: -1, smaller: -1, value: Number(difference[1]), match: phrase, pair: [pair[0]!, pair[1]!] });
    else return null;
  }
  names.forEach((name, index) => {
    names.forEach((other, position) => {
      if (index === position) return;
      const more =
        new RegExp(String.raw`${FIGURE}\s+more\s+${nameWord(name)}\s+than\s+(?:the\s+)?${nameWord(other)}`).exec(text) ??
        new RegExp(String.raw`${nameWord(name)}\s+(?:[a-z]+\s+)?(?:is|are|gets?|got|has|have|receives?|earns?)\s+${FIGURE}\s+more\s+than\s+(?:that of\s+)?(?:the\s+)?${nameWord(other)}`).exec(text) ??
        new RegExp(String.raw`${nameWord(name)}\s+(?:outnumbers?|exceeds?)\s+(?:the\s+)?${nameWord(other)}\s+by\s+${FIGURE}`).exec(text);
      if (more && QUALIFIED.test(text.slice(Math.max(0, more.index - 25), more.index))) return;
      if (more) found.push({ kind: 'difference', larger: index, smaller: position, value: Number(more[1]), match: more[0] });
    });
  });
  // The same figure read by two patterns is one statement; two different figures are more than this kind reads.
  const distinct = found.filter((entry, index) => found.findIndex((other) => other.kind === entry.kind && other.value === entry.value && (other.kind !== 'share' || entry.kind !== 'share' || other.index === entry.index)) === index);
  if (distinct.length !== 1) return null;
  const only = distinct[0]!;
  // 'Their difference is 20': the larger share is the one with the larger term.
  if (only.kind === 'difference' && only.pair) {
    const [first, second] = only.pair;
    return ratio[first]! >= ratio[second]! ? { ...only, larger: first, smaller: second } : { ...only, larger: second, smaller: first };
  }
  return only;
}

function answerFor(text: string, asked: string, ratio: readonly number[], names: readonly string[], known: Known): QuantAnswer | null {
  const group = (name: string) => (/s$/.test(name) && name.length > 2) || /^(?:men|women|children|people)$/.test(name);
  const nameOf = (index: number) => (group(names[index]!) ? names[index]! : names[index]!.length === 1 ? names[index]!.toUpperCase() : shown(names[index]!));
  const piece = /\bparts\b/.test(text) ? 'part' : 'number';
  /** 'the number of girls', 'B's share', 'the first number'. */
  const label = (index: number) => (names.length === 0 ? `the ${['first', 'second', 'third', 'fourth', 'fifth'][index]!} ${piece}` : group(names[index]!) ? `the number of ${names[index]!}` : `${nameOf(index)}'s share`);
  const parts = (count: number) => `${num(count)} part${count === 1 ? '' : 's'}`;
  const sum = ratio.reduce((acc, term) => acc + term, 0);
  let unit: QuantUnit = /₹/.test(known.match) ? 'rupees' : 'number';
  if (unit === 'number' && /litres?|liters?/.test(text)) unit = 'litres';
  else if (unit === 'number' && /\bkg\b|kilograms?/.test(text)) unit = 'kg';
  const value = (amount: number) => formatValue(amount, unit);

  // One part of the ratio, from what is known.
  let part: number;
  const read: string[] = [`Ratio ${names.length > 0 ? `${names.map((_, index) => nameOf(index)).join(' : ')} = ` : ''}${ratio.map(num).join(' : ')}.`];
  const steps: SolutionStep[] = [{ title: 'Read the data', bullets: read }];
  if (known.kind === 'total') {
    part = known.value / sum;
    read.push(`The whole is ${value(known.value)}.`);
    steps.push({ title: 'One part', bullets: [`${ratio.map(num).join(' + ')} = ${parts(sum)} make ${value(known.value)}, so one part = ${num(known.value)} ÷ ${num(sum)} = ${num(part)}.`] });
  } else if (known.kind === 'share') {
    part = known.value / ratio[known.index]!;
    read.push(`${cap(label(known.index))} is ${value(known.value)}.`);
    steps.push({ title: 'One part', bullets: [`${cap(label(known.index))} is ${parts(ratio[known.index]!)} = ${value(known.value)}, so one part = ${num(known.value)} ÷ ${num(ratio[known.index]!)} = ${num(part)}.`] });
  } else {
    const gap = ratio[known.larger]! - ratio[known.smaller]!;
    if (!(gap > 0)) return null;
    part = known.value / gap;
    read.push(`${cap(label(known.larger))} is ${value(known.value)} more than ${label(known.smaller)}.`);
    steps.push({ title: 'One part', bullets: [`The difference is ${num(ratio[known.larger]!)} − ${num(ratio[known.smaller]!)} = ${parts(gap)} = ${value(known.value)}, so one part = ${num(known.value)} ÷ ${num(gap)} = ${num(part)}.`] });
  }
  const shares = ratio.map((term) => term * part);
  if (COUNTED.test(text) && unit === 'number' && shares.some((share) => Math.abs(share - Math.round(share)) > 1e-9)) return null;

  // What is asked.
  const named = names.flatMap((name, index) => (new RegExp(nameWord(name)).test(asked) ? [index] : []));
  let target: { value: number; label: string; bullets: string[]; mistakes: { value: number; why: string }[] } | null = null;
  const otherShares = (index: number) => shares.flatMap((share, position) => (position === index ? [] : [{ value: round2(share), why: `this is ${label(position)}` }]));
  const pick = (index: number) => ({
    value: shares[index]!,
    label: cap(label(index)),
    bullets: [`${cap(label(index))} = ${num(ratio[index]!)} × ${num(part)} = ${value(shares[index]!)}.`],
    mistakes: [...otherShares(index), ...(known.kind === 'total' && ratio.length === 2 ? [{ value: round2((known.value * ratio[index]!) / ratio[1 - index]!), why: `this takes ${num(ratio[index]!)}/${num(ratio[1 - index]!)} of the whole; the whole is ${num(sum)} parts, not ${num(ratio[1 - index]!)}` }] : [])],
  });
  if (/difference|how many more|how much more|exceed|how many fewer|how much less/.test(asked) && (named.length === 2 || (named.length === 0 && ratio.length === 2))) {
    const [i, j] = named.length === 2 ? (named as [number, number]) : [0, 1];
    const gap = Math.abs(shares[i]! - shares[j]!);
    if (known.kind === 'difference') return null;
    target = { value: gap, label: `The difference between ${label(i)} and ${label(j)}`, bullets: [`${cap(label(i))} = ${value(shares[i]!)}, ${label(j)} = ${value(shares[j]!)}: the difference is ${value(gap)}.`], mistakes: [{ value: round2(Math.abs(ratio[i]! - ratio[j]!)), why: 'this is the difference of the ratio terms, not of the shares' }] };
  } else if (named.length === 1) {
    if (known.kind === 'share' && known.index === named[0]) return null;
    target = pick(named[0]!);
  } else if (named.length === 0 && /\b(?:larger|largest|greater|greatest|bigger|biggest)\b/.test(asked)) {
    target = pick(ratio.indexOf(Math.max(...ratio)));
  } else if (named.length === 0 && /\b(?:smaller|smallest|lesser|least)\b/.test(asked)) {
    target = pick(ratio.indexOf(Math.min(...ratio)));
  } else if (named.length === 0 && /\b(?:first|second|third)\s+(?:number|part|one)\b/.test(asked) && names.length === 0) {
    target = pick(['first', 'second', 'third'].indexOf(/\b(first|second|third)\b/.exec(asked)![1]!));
  } else if (named.length === 0 && known.kind !== 'total' && /\b(?:total|in all|altogether|whole|sum|entire|strength|how many (?:students|people|persons|members|employees|children|coins|balls|workers|players|animals)|how much (?:money|was divided|is the amount))\b/.test(asked)) {
    target = { value: part * sum, label: 'The total', bullets: [`Total = ${parts(sum)} × ${num(part)} = ${value(part * sum)}.`], mistakes: known.kind === 'share' && ratio.length === 2 ? [{ value: round2((known.value * sum) / ratio[1 - known.index]!), why: `this takes ${value(known.value)} as the other share` }] : [] };
  } else if (named.length === 0 && /\b(?:the numbers|the shares|each|the parts)\b/.test(asked)) {
    const all = { value: NaN, label: names.length > 0 ? 'The shares' : 'The numbers', bullets: shares.map((share, index) => `${cap(label(index))} = ${num(ratio[index]!)} × ${num(part)} = ${value(share)}.`), mistakes: [] };
    return finish(ratio, shares, part, known, steps, all, unit, names, label);
  }
  if (!target) return null;
  return finish(ratio, shares, part, known, steps, target, unit, names, label);
}

const cap = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

function finish(
  ratio: readonly number[],
  shares: readonly number[],
  part: number,
  known: Known,
  steps: SolutionStep[],
  target: { value: number; label: string; bullets: string[]; mistakes: { value: number; why: string }[] },
  unit: QuantUnit,
  names: readonly string[],
  label: (index: number) => string,
): QuantAnswer | null {
  const total = shares.reduce((acc, share) => acc + share, 0);
  const stated = known.kind === 'total' ? total : known.kind === 'share' ? shares[known.index]! : shares[known.larger]! - shares[known.smaller]!;
  const check = checkStep(
    [
      `The ${unit === 'rupees' ? 'shares' : 'numbers'} ${shares.map((share) => formatValue(share, unit)).join(', ')}: each ÷ its term of the ratio is ${num(part)}, so they are in the ratio ${ratio.map(num).join(' : ')}.`,
      known.kind === 'total'
        ? `They add up to ${formatValue(total, unit)}, the whole.`
        : known.kind === 'share'
          ? `${cap(label(known.index))} is ${formatValue(shares[known.index]!, unit)}, as stated.`
          : `${cap(label(known.larger))} − ${label(known.smaller)} = ${formatValue(stated, unit)}, as stated.`,
    ],
    [[stated, known.value], ...shares.map((share, index) => [share / ratio[index]!, part] as const)],
  );
  if (!check) return null;
  const values = Number.isNaN(target.value) ? shares.map(round2) : [round2(target.value)];
  return {
    kind: 'ratio-share',
    values,
    unit,
    label: target.label,
    steps: [...steps, { title: 'What is asked', bullets: target.bullets }, check],
    mistakes: target.mistakes,
    givens: [known.value, ...ratio],
  };
}
