import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { FRACTION_WORD, fractionWordValue } from '../number-words';
import { hasGluedFigure } from './glued-figures';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { askedClause, askedTail, checkStep, countOf, num, oneValueAnswer, round2, rs } from './quant-text';

/**
 * Geometric series told as stories. A ball dropped from a height that rebounds each time to a
 * fraction r of its fall (2/3, 'three-fourths', 60 %): the total distance until it comes to rest,
 * H + 2Hr/(1 − r); its height after the k-th bounce, H·r^k; the distance when it strikes the
 * ground the k-th time. A pendulum whose each swing is r of the one before: a ÷ (1 − r) in all.
 * A saving that doubles (or is k times the last) each month: a(k^n − 1) ÷ (k − 1) in n months.
 * A rebound 'by' a fraction (less than the fall), a time asked, or a ratio of one or more is
 * declined.
 */
export function solveReboundSeries(text: string): QuantAnswer | null {
  if (hasGluedFigure(text)) return null;
  return ball(text) ?? pendulum(text) ?? savings(text);
}

const FIGURE = String.raw`(\d+(?:\.\d+)?)`;
/** A fraction as written: '2/3', '60%', 'two-thirds', 'half'. */
const RATIO = String.raw`(?:(\d+)\s*\/\s*(\d+)|${FIGURE}\s*%|(${FRACTION_WORD}))`;

/** The fraction a RATIO match says, from its four groups starting at `at`, with the figures it writes. */
function ratioOf(match: RegExpExecArray, at: number): { value: number; said: string; givens: number[] } | null {
  const [p, q, percent, words] = [match[at], match[at + 1], match[at + 2], match[at + 3]];
  if (p !== undefined && q !== undefined) return Number(q) > 0 ? { value: Number(p) / Number(q), said: `${p}/${q}`, givens: [Number(p), Number(q)] } : null;
  if (percent !== undefined) return { value: Number(percent) / 100, said: `${percent}%`, givens: [Number(percent)] };
  const value = words === undefined ? null : fractionWordValue(words);
  return value === null ? null : { value, said: words!, givens: [] };
}

const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const ORDINAL = String.raw`(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(\d+)(?:st|nd|rd|th))`;

/** 'third' or '3rd': the count, and the figure written when it is in digits. */
function ordinalOf(word: string, digits: string | undefined): { k: number; givens: number[] } {
  return digits !== undefined ? { k: Number(digits), givens: [Number(digits)] } : { k: ORDINALS[word]!, givens: [] };
}

/** A question about how long something takes ('how long', 'in 3 seconds', 'the time taken'), not how far: 'each time' and 'the second bounce' are not. */
const TIMED = /\bhow\s+long\b|\bhow\s+much\s+time\b|\btime\s+(?:taken|required|needed)\b|\b\d+(?:\.\d+)?\s*(?:seconds?|secs?|s)\b|\bseconds\b|\bspeed\b|\bvelocity\b/;

const LENGTH_UNIT = String.raw`\s*(m|metres?|meters?|cm|centimet(?:re|er)s?)(?![a-z\d])`;

/** 'A ball dropped from a height of 120 m rebounds to 2/3 of the height it falls from ...'. */
function ball(text: string): QuantAnswer | null {
  if (!/\bball\b/.test(text) || !/\b(?:dropped|drops|falls?|fell|released|let\s+fall)\b/.test(text)) return null;
  if (TIMED.test(text) || /\brebounds?\s+by\b|\bloses\b|\bless\b|\bballs\b/.test(text)) return null;
  const heights = [...text.matchAll(new RegExp(String.raw`\b(?:from|height\s+of|height\s+is)\s+(?:a\s+height\s+of\s+)?${FIGURE}${LENGTH_UNIT}`, 'g'))];
  const rebounds = [...text.matchAll(new RegExp(String.raw`\b(?:rebounds?|rises?|bounces?\s+(?:back|up)|goes\s+(?:back\s+)?up|jumps?\s+(?:back|up))\s+(?:back\s+)?(?:(?:each|every)\s+time\s+)?(?:to\s+)?(?:a\s+height\s+(?:of\s+|equal\s+to\s+)?)?(?:a\s+)?${RATIO}\s+(?:of\b|times\b|(?=the\b))`, 'g'))];
  if (heights.length !== 1 || rebounds.length !== 1) return null;
  const H = Number(heights[0]![1]);
  const unit: QuantUnit = /^c/.test(heights[0]![2]!) ? 'cm' : 'm';
  const r = ratioOf(rebounds[0]!, 1);
  if (!r || !(r.value > 0 && r.value < 1) || !(H > 0)) return null;
  const asked = askedTail(text);
  const givens = [H, ...r.givens];
  const read: SolutionStep = { title: 'Read the bounces', bullets: [`It falls ${num(H)} ${unit}; each rebound is ${r.said} of the fall before it (r = ${num(round2(r.value))}).`] };
  const hitAgain = new RegExp(String.raw`\b(?:hits?|strikes?|touches?|reaches)\s+(?:the\s+)?(?:ground|floor)\s+(?:for\s+)?(?:the\s+)?${ORDINAL}\s+time\b`).exec(text);
  const afterBounce = new RegExp(String.raw`\b(?:after|on|at)\s+(?:the\s+|its\s+)?${ORDINAL}\s+(?:bounce|rebound)\b|\b${ORDINAL}\s+(?:bounce|rebound)\b`).exec(asked);
  if (hitAgain) {
    const { k, givens: more } = ordinalOf(hitAgain[1]!, hitAgain[2]);
    // 'What distance has it gone when it hits the ground ...': the whole asking sentence, not its last clause.
    if (k < 1 || k > 12 || !/\bdistance\b|how far/.test(askedClause(text))) return null;
    const ups = Array.from({ length: k - 1 }, (_, index) => H * r.value ** (index + 1));
    const total = H + 2 * ups.reduce((sum, up) => sum + up, 0);
    const steps: SolutionStep[] = [read, { title: `Up to the ${hitAgain[1]} time it strikes the ground`, bullets: [`First fall ${num(H)}${ups.map((up) => ` + 2 × ${num(round2(up))}`).join('')} (each rebound goes up and comes down) = ${num(round2(total))} ${unit}.`] }];
    const check = checkStep([`${num(round2(total))} − ${num(H)} = ${num(round2(total - H))} = 2 × (${ups.map((up) => num(round2(up))).join(' + ') || '0'}), the ${k - 1} rebound${k === 2 ? '' : 's'} up and down.`], [[total - H, 2 * ups.reduce((sum, up) => sum + up, 0)], [ups.length, k - 1]]);
    return check ? oneValueAnswer('series-sum', total, unit, 'The distance travelled', { steps: [...steps, check], mistakes: [{ value: round2(H + ups.reduce((sum, up) => sum + up, 0)), why: 'this counts each rebound once; it goes up and comes down again' }], givens: [...givens, ...more] }) : null;
  }
  // 'After 3 bounces', 'after three rebounds': the height after the third.
  const afterCount = new RegExp(String.raw`\bafter\s+(\d+|two|three|four|five|six)\s+(?:bounces|rebounds)\b`).exec(asked);
  if (afterBounce || afterCount) {
    const counted = afterCount ? countOf(afterCount[1]!) : null;
    const word = afterBounce ? afterBounce[1] ?? afterBounce[3]! : `${counted!.count}th`;
    const { k, givens: more } = afterBounce ? ordinalOf(word, afterBounce[2] ?? afterBounce[4]) : { k: counted!.count, givens: counted!.written ? [counted!.count] : [] };
    if (k < 1 || k > 12 || !/\bheight\b|how high/.test(asked)) return null;
    const height = H * r.value ** k;
    const steps: SolutionStep[] = [read, { title: `After the ${word} bounce`, bullets: [`Each bounce multiplies the height by ${r.said}: ${num(H)} × (${r.said})^${k} = ${num(round2(height))} ${unit}.`] }];
    const check = checkStep([`${num(round2(height))} ÷ (${r.said})^${k} = ${num(round2(height / r.value ** k))} ${unit}, the height it was dropped from.`], [[height / r.value ** k, H]]);
    return check ? oneValueAnswer('series-sum', height, unit, `The height after the ${word} bounce`, { steps: [...steps, check], mistakes: [{ value: round2(H * r.value ** (k - 1)), why: 'this stops one bounce short' }], givens: [...givens, ...more] }) : null;
  }
  if (!/\b(?:total|whole|entire)\s+distance\b|\bdistance\b[^.?]*\b(?:before|until|till|by\s+the\s+time)\b[^.?]*\b(?:rest|stops?|stopping|still)\b/.test(asked)) return null;
  const total = (H * (1 + r.value)) / (1 - r.value);
  const ups = (H * r.value) / (1 - r.value);
  const steps: SolutionStep[] = [
    read,
    { title: 'Fall, then every rebound up and down', bullets: [`The rebounds rise ${num(H)} × ${r.said}, then × ${r.said} again, ...: in all ${num(H)} × r ÷ (1 − r) = ${num(round2(ups))} ${unit}.`, `Each is travelled up and down: total = ${num(H)} + 2 × ${num(round2(ups))} = ${num(round2(total))} ${unit}, that is H(1 + r) ÷ (1 − r).`] },
  ];
  const check = checkStep([`(${num(round2(total))} − ${num(H)}) ÷ 2 = ${num(round2(ups))}, and ${num(round2(ups))} × (1 − r) = ${num(round2(ups * (1 - r.value)))} = ${num(H)} × r, the first rebound.`], [[((total - H) / 2) * (1 - r.value), H * r.value]]);
  return check ? oneValueAnswer('series-sum', total, unit, 'The total distance travelled', { steps: [...steps, check], mistakes: [{ value: round2(H / (1 - r.value)), why: 'this counts each rebound once; it goes up and comes down again' }], givens }) : null;
}

/** 'The first swing of a pendulum covers 30 cm; each later swing is 4/5 of the one before': 30 ÷ (1 − 4/5) in all. */
function pendulum(text: string): QuantAnswer | null {
  if (!/\bpendulum\b|\bswing\b/.test(text) || TIMED.test(text) || /\bperiod\b/.test(text)) return null;
  const first = [...text.matchAll(new RegExp(String.raw`\bfirst\s+swing\b[^.?\d]{0,40}?\b${FIGURE}${LENGTH_UNIT}|\bswings?\s+(?:through\s+|an\s+arc\s+of\s+)${FIGURE}${LENGTH_UNIT}\s+(?:in\s+(?:its|the)\s+first\s+swing|at\s+first|first)\b`, 'g'))];
  const each = [...text.matchAll(new RegExp(String.raw`\b(?:each|every)\s+(?:succeeding|subsequent|later|next|following|other)\s+swing\s+(?:is|covers|being)\s+(?:only\s+)?${RATIO}\s+of\s+(?:the\s+)?(?:previous|preceding|one\s+before|swing\s+before|last)`, 'g'))];
  if (first.length !== 1 || each.length !== 1) return null;
  const a = Number(first[0]![1] ?? first[0]![3]);
  const unit: QuantUnit = /^c/.test(first[0]![2] ?? first[0]![4]!) ? 'cm' : 'm';
  const r = ratioOf(each[0]!, 1);
  if (!r || !(r.value > 0 && r.value < 1) || !(a > 0)) return null;
  if (!/\b(?:total|whole|entire)\s+distance\b|\bdistance\b[^.?]*\b(?:before|until|till)\b[^.?]*\b(?:rest|stops?|stopping|still)\b/.test(askedTail(text))) return null;
  const total = a / (1 - r.value);
  const steps: SolutionStep[] = [{ title: 'Swings in a geometric series', bullets: [`${num(a)} + ${num(a)} × ${r.said} + ${num(a)} × (${r.said})² + ...: first term ${num(a)}, ratio ${r.said}.`, `Sum to rest = a ÷ (1 − r) = ${num(a)} ÷ ${num(round2(1 - r.value))} = ${num(round2(total))} ${unit}.`] }];
  const check = checkStep([`${num(round2(total))} − ${num(round2(total))} × ${r.said} = ${num(round2(total * (1 - r.value)))} ${unit}, the first swing.`], [[total * (1 - r.value), a]]);
  return check ? oneValueAnswer('series-sum', total, unit, 'The total distance', { steps: [...steps, check], mistakes: [], givens: [a, ...r.givens] }) : null;
}

const MULTIPLES: Readonly<Record<string, number>> = { doubles: 2, triples: 3, twice: 2, thrice: 3, 'three times': 3, 'four times': 4, 'five times': 5 };

/** '₹10 saved in the first month, each month double the month before: the total in 6 months' (a geometric series). */
function savings(text: string): QuantAnswer | null {
  if (!/\bsav(?:es|ed|ing|ings)\b|\bdeposits?\b|\bputs?\b/.test(text) || !/\bmonths?\b|\bdays?\b|\bweeks?\b|\byears?\b/.test(text)) return null;
  if (/%|interest|\bincreases?\s+by\b|\bmore\s+than\b|\bless\s+than\b/.test(text)) return null;
  const first = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  const grows = [...text.matchAll(/\b(doubles|triples)\s+(?:his|her|the|its)\s+(?:saving|savings|deposit|amount)\b|\bsaves?\s+(twice|thrice|three times|four times|five times|(\d+)\s+times)\s+(?:as\s+much\s+as|the\s+amount\s+(?:saved\s+)?)\s*(?:in\s+)?(?:the\s+)?(?:month|day|week|year)\s+before\b|\bsaves?\s+(twice|thrice|three times|four times|five times|(\d+)\s+times)\s+(?:as\s+much\s+as\s+)?(?:in\s+)?the\s+(?:previous|preceding|last)\s+(?:month|day|week|year)\b/g)];
  const span = [...text.matchAll(/\b(?:in\s+(?:all\s+in\s+)?|in\s+the\s+first\s+|over\s+(?:the\s+first\s+)?|for\s+(?:the\s+first\s+)?|after\s+|the\s+first\s+)(\d+)\s+(months|days|weeks|years)\b/g)];
  if (first.length !== 1 || grows.length !== 1 || span.length !== 1) return null;
  const a = Number(first[0]![1]);
  const grow = grows[0]!;
  const said = grow[1] ?? grow[2] ?? grow[4]!;
  const digits = grow[3] ?? grow[5];
  const k = digits !== undefined ? Number(digits) : MULTIPLES[said]!;
  const n = Number(span[0]![1]);
  const asked = askedTail(text);
  if (!(k >= 2) || !(n >= 2 && n <= 24) || !(a > 0) || !/\btotal\b|\bin\s+all\b|\baltogether\b|\bsum\b/.test(asked)) return null;
  // The first term's period must be the one counted ('in the first month' with 'in 6 months').
  if (!new RegExp(String.raw`\bfirst\s+${span[0]![2]!.replace(/s$/, '')}\b|\bin\s+(?:january|the\s+beginning)\b`).test(text)) return null;
  const total = (a * (k ** n - 1)) / (k - 1);
  const terms = Array.from({ length: n }, (_, index) => a * k ** index);
  const steps: SolutionStep[] = [{ title: 'A geometric series', bullets: [`${terms.slice(0, 4).map((term) => rs(term)).join(' + ')}${n > 4 ? ' + ...' : ''}: first term ${rs(a)}, each ${num(k)} times the one before, ${num(n)} terms.`, `Sum = a(k^n − 1) ÷ (k − 1) = ${num(a)} × (${num(k)}^${num(n)} − 1) ÷ ${num(k - 1)} = ${rs(total)}.`] }];
  const check = checkStep([`Adding the terms: ${terms.map((term) => num(term)).join(' + ')} = ${num(terms.reduce((sum, term) => sum + term, 0))}.`], [[terms.reduce((sum, term) => sum + term, 0), total]]);
  const givens = [a, n, ...(digits !== undefined ? [k] : [])];
  return check ? oneValueAnswer('series-sum', total, 'rupees', 'The total saved', { steps: [...steps, check], mistakes: [{ value: round2(a * k ** (n - 1)), why: `this is the saving of the ${n}th ${span[0]![2]!.replace(/s$/, '')} alone` }], givens }) : null;
}
