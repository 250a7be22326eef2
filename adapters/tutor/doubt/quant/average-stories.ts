import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { checkStep, num, round2, usesAll } from './quant-text';
import { askedPart, multiplierWord } from './ratio-text';

/**
 * Averages told as a small story, each read by the roles of its figures rather than by one
 * sentence: a class split into toppers and the rest, boys and girls whose averages differ by a
 * gap, a year's spending in two stretches and the saving, three numbers tied by 'times' with their
 * average, one number taken out of a set, and a baby born into a family since an average was
 * taken. Text as solveAverage cleans it ('avg' is average, 'nos' numbers).
 */
export function solveAverageStory(text: string): QuantAnswer | null {
  return toppersAndRest(text) ?? countsFromTwoAverages(text) ?? groupsWithGap(text) ?? spendingAndSaving(text) ?? numbersByTimes(text) ?? oneTakenOut(text) ?? babyBornSince(text) ?? coupleAndChild(text) ?? newMembersInPlace(text) ?? bowlingAverage(text) ?? twoLeftOutOfTeam(text);
}

const FIGURE = String.raw`(\d+(?:\.\d+)?)`;
const WORD_COUNTS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20 };
const COUNT = String.raw`(\d+|${Object.keys(WORD_COUNTS).join('|')})`;
/** A count as written, and whether it is one of the question's written numbers. */
const countOf = (word: string) => ({ value: WORD_COUNTS[word] ?? Number(word), written: /^\d/.test(word) });

/**
 * 'The average of the whole class was 66; the 9 toppers averaged 84 and the rest 57: how many
 * students?': k toppers lift the total by k × (84 − 57) over the rest's average, and that lift is
 * spread over the class as 66 − 57 each, so n = k(84 − 57) ÷ (66 − 57).
 */
function toppersAndRest(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/\bhow\s+many\s+(?:students|pupils|candidates|children|boys|girls|members)\b|\bnumber\s+of\s+(?:students|pupils|candidates|children|members)\b|\bhow\s+many\b[^.?]*\b(?:took|wrote|sat|appeared|are\s+in|were\s+in)\b/.test(asked)) return null;
  const whole = new RegExp(String.raw`\b(?:average|mean)\s+(?:[a-z]+\s+){0,2}?of\s+the\s+(?:whole|entire|full)\s+(?:class|group|batch)\s+(?:was|is|=)\s+${FIGURE}|\b(?:overall|class)\s+(?:average|mean)(?:\s+(?:mark|marks|score))?\s+(?:was|is|=|of)\s+${FIGURE}|\b(?:whole|entire)\s+class\s+(?:averaged|averages|had\s+an\s+average\s+of)\s+${FIGURE}`).exec(text);
  const top = new RegExp(String.raw`\b${COUNT}\s+(?:toppers|top\s+(?:students|scorers|rankers)|best\s+students|students\s+of\s+(?:its|the)\s+top\s+group|rank\s+holders)\s+(?:[a-z]+\s+){0,2}?(?:averaged|average|had\s+an\s+average\s+of|scored\s+an\s+average\s+of)\s+${FIGURE}`).exec(text);
  const rest = new RegExp(String.raw`\b(?:rest(?:\s+of\s+the\s+(?:class|students|group))?|(?:all\s+)?the\s+others|other\s+students|remaining\s+students)\s+(?:[a-z]+\s+){0,2}?(?:averaged|average|had\s+an\s+average\s+of)\s+${FIGURE}`).exec(text);
  if (!whole || !top || !rest) return null;
  const w = Number(whole[1] ?? whole[2] ?? whole[3]);
  const k = countOf(top[1]!);
  const [a, b] = [Number(top[2]), Number(rest[1])];
  if (!usesAll(text, [w, ...(k.written ? [k.value] : []), a, b]) || !(a > w && w > b)) return null;
  const n = (k.value * (a - b)) / (w - b);
  if (!Number.isInteger(round2(n)) || !(n > k.value)) return null;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${k.value} toppers average ${num(a)}, the rest average ${num(b)}, the whole class ${num(w)}.`] },
    { title: 'Balance the totals', bullets: [`${k.value} × ${num(a)} + (n − ${k.value}) × ${num(b)} = n × ${num(w)}.`, `${k.value} × (${num(a)} − ${num(b)}) = n × (${num(w)} − ${num(b)}), so n = ${num(k.value * (a - b))} ÷ ${num(w - b)} = ${num(n)}.`] },
  ];
  const check = checkStep([`${k.value} × ${num(a)} + ${num(n - k.value)} × ${num(b)} = ${num(k.value * a + (n - k.value) * b)}, and ÷ ${num(n)} = ${num((k.value * a + (n - k.value) * b) / n)}, the class average.`], [[(k.value * a + (n - k.value) * b) / n, w]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(n)], unit: 'number', label: 'The number of students', steps: [...steps, check], mistakes: [{ value: round2(n - k.value), why: 'this is the rest of the class, without the toppers' }], givens: [w, ...(k.written ? [k.value] : []), a, b] };
}

/**
 * '12 boys and 10 girls average 56 in all, and each girl scored on average 11 more than each
 * boy': with the boys' average x, 12x + 10(x + 11) = 22 × 56, so x = 56 − 10 × 11 ÷ 22.
 */
function groupsWithGap(text: string): QuantAnswer | null {
  const counts = new RegExp(String.raw`\b${COUNT}\s+(boys|girls|men|women)\s+and\s+${COUNT}\s+(boys|girls|men|women)\b`).exec(text);
  if (!counts || counts[2] === counts[4]) return null;
  const groups = [counts[2]!, counts[4]!];
  const sizes = [countOf(counts[1]!), countOf(counts[3]!)];
  const overall = new RegExp(String.raw`\b(?:overall|combined|whole)\s+(?:average|mean)(?:\s+(?:score|marks?|age|weight))?\s+(?:is|was|=|of)\s+${FIGURE}|\b(?:average|mean)(?:\s+(?:score|marks?|mark|age|weight))?\s+of\s+the\s+(?:whole|entire)\s+(?:class|group)\s+(?:is|was)\s+${FIGURE}|\btaken\s+together\s*,?\s+(?:is|was)\s+${FIGURE}|\b(?:together|in\s+all)\s+(?:average|averaged)\s+${FIGURE}`).exec(text);
  const single = (word: string) => word.replace(/(?<=[a-z]{3})s$/, '').replace(/^men$/, 'man').replace(/^women$/, 'woman');
  const names = groups.map((group) => String.raw`(?:${group}|${single(group)})`);
  const gapWords = (first: number) => new RegExp(String.raw`\b(?:the\s+)?(?:each\s+)?${names[first]}(?:'s|s')?\s+(?:average\s+)?(?:is|was|scored|score|scores|got|had)?\s*(?:on\s+average\s+)?(${COUNT.slice(1, -1)}|\d+(?:\.\d+)?)\s+(?:marks?\s+|points?\s+|runs?\s+)?(more|less|higher|lower)\s+than\s+(?:the\s+)?(?:each\s+)?${names[1 - first]}(?:'s|s')?(?:\s+average)?\b`);
  const gaps = [0, 1].flatMap((first) => {
    const match = gapWords(first).exec(text.replace(/\bon\s+average\s+each\s+/g, 'each '));
    return match ? [{ first, match }] : [];
  });
  if (!overall || gaps.length !== 1) return null;
  const { first, match } = gaps[0]!;
  const gapWritten = countOf(match[1]!);
  // d: how far the second group's average is above the first's.
  const up = /more|higher/.test(match[2]!) ? 1 : -1;
  const d = (first === 1 ? 1 : -1) * up * gapWritten.value;
  const w = Number(overall[1] ?? overall[2] ?? overall[3] ?? overall[4]);
  const [n1, n2] = [sizes[0]!.value, sizes[1]!.value];
  const asked = askedPart(text);
  const wanted = names.flatMap((name, index) => (new RegExp(String.raw`\b${name}(?:'s|s')?\s+(?:average|mean)|\baverage\s+(?:[a-z]+\s+){0,2}?of\s+(?:the\s+)?${name}\b`).test(asked) ? [index] : []));
  if (wanted.length !== 1 || !usesAll(text, [...sizes.flatMap((size) => (size.written ? [size.value] : [])), w, ...(gapWritten.written ? [gapWritten.value] : [])])) return null;
  const firstAverage = w - (n2 * d) / (n1 + n2);
  const averages = [firstAverage, firstAverage + d];
  const value = averages[wanted[0]!]!;
  if (!(averages[0]! > 0 && averages[1]! > 0)) return null;
  const steps: SolutionStep[] = [
    { title: 'Set up', bullets: [`Let the ${groups[0]}' average be x; the ${groups[1]}' is x ${d >= 0 ? '+' : '−'} ${num(Math.abs(d))}.`, `${n1}x + ${n2}(x ${d >= 0 ? '+' : '−'} ${num(Math.abs(d))}) = ${n1 + n2} × ${num(w)} = ${num((n1 + n2) * w)}.`] },
    { title: 'Solve', bullets: [`x = ${num(w)} − ${n2} × ${num(d)} ÷ ${n1 + n2} = ${num(averages[0]!)}; the ${groups[1]}' average is ${num(averages[1]!)}.`] },
  ];
  const check = checkStep([`${n1} × ${num(averages[0]!)} + ${n2} × ${num(averages[1]!)} = ${num(n1 * averages[0]! + n2 * averages[1]!)}, and ÷ ${n1 + n2} = ${num(w)}; the gap is ${num(Math.abs(d))}.`], [[(n1 * averages[0]! + n2 * averages[1]!) / (n1 + n2), w], [averages[1]! - averages[0]!, d]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: `The ${groups[wanted[0]!]}' average`, steps: [...steps, check], mistakes: [{ value: round2(averages[1 - wanted[0]!]!), why: `this is the ${groups[1 - wanted[0]!]}' average` }], givens: [...sizes.flatMap((size) => (size.written ? [size.value] : [])), w, ...(gapWritten.written ? [gapWritten.value] : [])] };
}

/**
 * 'He spends ₹4,300 a month on average for the first 4 months and ₹6,500 a month for the
 * remaining months, and saves ₹16,000 in the year: his average monthly income?': income is what
 * is spent plus what is saved, over the 12 months.
 */
function spendingAndSaving(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/\b(?:average\s+)?monthly\s+income\b|\baverage\s+income\b/.test(asked) || !/\bspend|\bspent\b|\bexpenditure|\bexpenses?\b/.test(text)) return null;
  const rates = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)\s*(?:a|per|each|every)\s+month\b/g)];
  const first = /\bfirst\s+(\d+|[a-z]+)\s+months\b/.exec(text);
  const second = /\b(?:next|last|remaining|other)\s+(\d+|[a-z]+)\s+months\b|\b(?:the\s+)?(?:remaining|rest\s+of\s+the)\s+months\b|\brest\s+of\s+the\s+year\b/.exec(text);
  const saved = /\bsav(?:es|ed|ing|e)\s+(?:a\s+total\s+of\s+)?₹\s?(\d+(?:\.\d+)?)\s+(?:in\s+the\s+(?:whole\s+)?year|during\s+the\s+year|in\s+a\s+year|a\s+year|per\s+year|in\s+(?:all|total)|that\s+year|over\s+the\s+year)/.exec(text);
  if (rates.length !== 2 || !first || !second || !saved || !/\byear\b/.test(text)) return null;
  const m = countOf(first[1]!);
  const given = second[1] !== undefined ? countOf(second[1]) : null;
  if (!(m.value > 0) || Number.isNaN(m.value) || (given && (Number.isNaN(given.value) || m.value + given.value !== 12))) return null;
  const k = 12 - m.value;
  if (!(k > 0) || rates[0]!.index > rates[1]!.index) return null;
  const [x, y, s] = [Number(rates[0]![1]), Number(rates[1]![1]), Number(saved[1])];
  if (!usesAll(text, [x, y, s, ...(m.written ? [m.value] : []), ...(given?.written ? [given.value] : [])])) return null;
  const spent = x * m.value + y * k;
  const income = spent + s;
  const value = income / 12;
  const steps: SolutionStep[] = [
    { title: 'Spent in the year', bullets: [`${m.value} × ₹${num(x)} + ${k} × ₹${num(y)} = ₹${num(spent)}.`] },
    { title: 'Income', bullets: [`Income = spent + saved = ₹${num(spent)} + ₹${num(s)} = ₹${num(income)} in 12 months, ₹${num(income)} ÷ 12 = ₹${num(value)} a month.`] },
  ];
  const check = checkStep([`12 × ₹${num(value)} = ₹${num(12 * value)}; less ₹${num(spent)} spent leaves ₹${num(12 * value - spent)} saved.`], [[12 * value - spent, s]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'rupees', label: 'The average monthly income', steps: [...steps, check], mistakes: [{ value: round2(spent / 12), why: 'this is the average spending, without the saving' }], givens: [x, y, s, ...(m.written ? [m.value] : []), ...(given?.written ? [given.value] : [])] };
}

const PLACES = ['first', 'second', 'third'] as const;
const placeOf = (word: string) => (/^\d/.test(word) ? Number(word[0]) - 1 : PLACES.indexOf(word as (typeof PLACES)[number]));

/**
 * 'The average of three numbers is 30; the first is thrice the second and the second twice the
 * third: the largest?': with the third as 1 the others follow from the 'times', and their sum is
 * 3 × 30.
 */
function numbersByTimes(text: string): QuantAnswer | null {
  // 'Of three numbers, the first is ... If their average is 30': the count named once, the average of 'their'.
  const counted = /\b(?:of\s+|there\s+are\s+)(three|3)\s+numbers\b/.exec(text);
  const theirs = counted && (text.match(/\bnumbers\b/g) ?? []).length === 1 ? /\b(?:their|the)\s+(?:average|mean)\s+(?:is|was|=)\s+(\d+(?:\.\d+)?)/.exec(text) : null;
  const average = /\b(?:average|mean)\s+of\s+(three|3)\s+numbers\s+(?:is|was|=)\s+(\d+(?:\.\d+)?)/.exec(text) ?? (counted && theirs ? ([theirs[0], counted[1]!, theirs[1]!] as const) : null);
  if (!average) return null;
  const PLACE = String.raw`(first|second|third|1st|2nd|3rd)`;
  const links = [...text.matchAll(new RegExp(String.raw`\b(?:the\s+)?${PLACE}(?:\s+(?:number|no|one))?\s+(?:is|=)\s+(${String.raw`twice|thrice|double|half|(?:two|three|four|five|six|seven|eight|nine|ten)\s+times|\d+\s+times|(?:one|a|two|three)[-\s](?:half|third|fourth|quarter|fifth)s?`})\s+(?:of\s+)?(?:the\s+)?${PLACE}\b`, 'g'))];
  if (links.length !== 2) return null;
  const factors = links.map((link) => (/^\d+\s+times$/.test(link[2]!) ? Number(link[2]!.split(/\s+/)[0]) : multiplierWord(link[2]!)));
  if (factors.some((factor) => factor === null || !(factor > 0))) return null;
  const value = [NaN, NaN, NaN];
  // Place one number at 1 and follow the links, in whichever order they are written.
  const pairs = links.map((link, index) => ({ x: placeOf(link[1]!), y: placeOf(link[3]!), factor: factors[index]! }));
  if (pairs.some((pair) => pair.x === pair.y || pair.x < 0 || pair.y < 0)) return null;
  value[pairs[0]!.y] = 1;
  value[pairs[0]!.x] = pairs[0]!.factor;
  const next = pairs[1]!;
  if (!Number.isNaN(value[next.y]!) && Number.isNaN(value[next.x]!)) value[next.x] = value[next.y]! * next.factor;
  else if (!Number.isNaN(value[next.x]!) && Number.isNaN(value[next.y]!)) value[next.y] = value[next.x]! / next.factor;
  else return null;
  const a = Number(average[2]);
  const sum = 3 * a;
  const unit = sum / value.reduce((acc, entry) => acc + entry, 0);
  const numbers = value.map((entry) => entry * unit);
  const asked = askedPart(text);
  const which = /\b(largest|greatest|biggest|smallest|least|lowest)\b/.exec(asked) ?? new RegExp(String.raw`\b${PLACE}\s+(?:number|no|one)\b`).exec(asked);
  if (!which) return null;
  const index = /largest|greatest|biggest/.test(which[1]!) ? numbers.indexOf(Math.max(...numbers)) : /smallest|least|lowest/.test(which[1]!) ? numbers.indexOf(Math.min(...numbers)) : placeOf(which[1]!);
  // '1st', '2nd': the digits of an ordinal are numbers of the question too.
  const written = [...(/\d/.test(average[1]!) ? [3] : []), a, ...[...links.map((link) => link[0]), /\d/.test(which[0]) ? which[0] : ''].flatMap((words) => [...words.matchAll(/\d+/g)].map((digits) => Number(digits[0])))];
  if (!usesAll(text, written)) return null;
  const steps: SolutionStep[] = [
    { title: 'In terms of one number', bullets: [`Take the ${PLACES[pairs[0]!.y]} as 1: the numbers are ${value.map(num).join(', ')} parts.`] },
    { title: 'Use the average', bullets: [`Their sum is 3 × ${num(a)} = ${num(sum)}, and ${num(value.reduce((acc, entry) => acc + entry, 0))} parts = ${num(sum)}, so one part = ${num(unit)}.`, `The numbers are ${numbers.map(num).join(', ')}; the one asked is ${num(numbers[index]!)}.`] },
  ];
  const check = checkStep([`(${numbers.map(num).join(' + ')}) ÷ 3 = ${num(numbers.reduce((acc, entry) => acc + entry, 0) / 3)}; ${pairs.map((pair) => `${num(numbers[pair.x]!)} = ${num(pair.factor)} × ${num(numbers[pair.y]!)}`).join('; ')}.`], [[numbers.reduce((acc, entry) => acc + entry, 0) / 3, a], ...pairs.map((pair) => [numbers[pair.x]!, pair.factor * numbers[pair.y]!] as const)]);
  if (!check) return null;
  return { kind: 'average', values: [round2(numbers[index]!)], unit: 'number', label: 'The number asked', steps: [...steps, check], mistakes: numbers.flatMap((entry, position) => (position === index ? [] : [{ value: round2(entry), why: `this is the ${PLACES[position]} number` }])), givens: written };
}

/**
 * 'One number is taken out of a set of 9 numbers whose average is 40, and the average of the
 * numbers left is 38.5: which number?': the total less the total of those left.
 */
function oneTakenOut(text: string): QuantAnswer | null {
  const out = /\b(?:one|a)\s+(?:number|value|observation|item)\s+(?:is|was)\s+(?:taken\s+out|removed|dropped|deleted|excluded|left\s+out|taken\s+away)\s+(?:of|from)\s+(?:a\s+set\s+of|a\s+group\s+of|a\s+list\s+of|the)\s+(\d+)\s+(?:numbers|values|observations|items)\s+(?:whose|with\s+an?)\s+(?:average|mean)\s+(?:is|was|of)\s+(\d+(?:\.\d+)?)/.exec(text);
  const left = /\b(?:average|mean)\s+of\s+the\s+(?:numbers|values|observations|items)\s+(?:left|remaining|that\s+remain)\s+(?:is|was|becomes|became)\s+(\d+(?:\.\d+)?)|\b(?:average|mean)\s+of\s+the\s+(?:remaining|other)\s+(?:\d+\s+)?(?:numbers|values|observations|items)\s+(?:is|was|becomes|became)\s+(\d+(?:\.\d+)?)/.exec(text);
  const asked = askedPart(text);
  if (!out || !left || !/\bwhich\s+number|\bthe\s+number\s+(?:taken\s+out|removed|dropped|excluded)|\bwhat\s+(?:is|was)\s+the\s+(?:number|value)\b|\bfind\s+the\s+(?:number|value)\b/.test(asked)) return null;
  const [n, a, b] = [Number(out[1]), Number(out[2]), Number(left[1] ?? left[2])];
  const remainingWritten = /\b(?:remaining|other)\s+(\d+)\s+/.exec(left[0]);
  if (remainingWritten && Number(remainingWritten[1]) !== n - 1) return null;
  if (!(n >= 2) || !usesAll(text, [n, a, b, ...(remainingWritten ? [n - 1] : [])])) return null;
  const value = n * a - (n - 1) * b;
  const steps: SolutionStep[] = [{ title: 'Totals', bullets: [`All ${n}: ${n} × ${num(a)} = ${num(n * a)}. The ${n - 1} left: ${n - 1} × ${num(b)} = ${num((n - 1) * b)}.`, `The number taken out = ${num(n * a)} − ${num((n - 1) * b)} = ${num(value)}.`] }];
  const check = checkStep([`(${num(n * a)} − ${num(value)}) ÷ ${n - 1} = ${num((n * a - value) / (n - 1))}, the average of those left.`], [[(n * a - value) / (n - 1), b]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The number taken out', steps: [...steps, check], mistakes: [{ value: round2(a - b), why: 'this is only the fall in the average' }], givens: [n, a, b, ...(remainingWritten ? [n - 1] : [])] };
}

/**
 * 'Three years ago the average age of a family of 6 was 33; a baby has been born since, and the
 * average is 31 today: the baby's age?': the 6 are 3 years older each (6 × 36 now), and the 7 of
 * today add up to 7 × 31; the baby is the difference.
 */
function babyBornSince(text: string): QuantAnswer | null {
  if (!/\b(?:baby|child|infant|son|daughter)\b[^.?]*\bborn\b|\bborn\b[^.?]*\b(?:baby|child|infant)\b/.test(text)) return null;
  const asked = askedPart(text);
  if (!/\b(?:age\s+of\s+the\s+(?:baby|child|infant)|(?:baby|child|infant)'s\s+age|how\s+old\s+is\s+the\s+(?:baby|child|infant))\b/.test(asked)) return null;
  const ago = /\b(\d+|[a-z]+)\s+years?\s+ago\b/.exec(text);
  const family = /\bfamily\s+of\s+(\d+|[a-z]+)(?:\s+members)?\b|\bthe\s+(\d+|[a-z]+)\s+members\s+of\s+(?:a|the)\s+family\b/.exec(text);
  const before = /\b(?:average|mean)\s+age\b[^.?]*?\b(?:was|were)\s+(\d+(?:\.\d+)?)\s*years?/.exec(text);
  const now = /\b(?:average|mean)\s+age\b[^.?]*?\b(?:is|becomes|has\s+become)\s+(?:now\s+)?(\d+(?:\.\d+)?)\s*years?(?:\s+(?:today|now))?|\ball\s+(\d+)\s+members\s+(?:is|becomes)\s+(\d+(?:\.\d+)?)/.exec(text.slice(before ? before.index + before[0].length : 0));
  const same = /\b(?:is|remains|stays)\s+the\s+same\s+(?:today|now)\b|\bsame\s+as\s+(?:it\s+was\s+)?(?:before|then)\b/.test(text);
  if (!ago || !family || !before || (!now && !same)) return null;
  const t = countOf(ago[1]!);
  const n = countOf((family[1] ?? family[2])!);
  if (Number.isNaN(t.value) || Number.isNaN(n.value) || !(n.value >= 2)) return null;
  const a = Number(before[1]);
  const b = now ? Number(now[1] ?? now[3]) : a;
  // 'the average age of all 8 members is 36': the count of today written too.
  const allWritten = now?.[2] !== undefined ? Number(now[2]) : /\ball\s+(\d+)\s+(?:members|of\s+them)\b/.test(text) ? Number(/\ball\s+(\d+)\s+(?:members|of\s+them)\b/.exec(text)![1]) : null;
  if (allWritten !== null && allWritten !== n.value + 1) return null;
  if (!usesAll(text, [...(t.written ? [t.value] : []), ...(n.written ? [n.value] : []), a, ...(now ? [b] : []), ...(allWritten !== null ? [allWritten] : [])])) return null;
  const older = n.value * (a + t.value);
  const value = (n.value + 1) * b - older;
  // Born since the first average: the baby is younger than the years that have passed.
  if (!(value >= 0) || value > t.value) return null;
  const steps: SolutionStep[] = [
    { title: 'The family now, without the baby', bullets: [`${t.value} years ago: ${n.value} × ${num(a)} = ${num(n.value * a)}. Each is ${t.value} years older now: ${num(n.value * a)} + ${n.value} × ${t.value} = ${num(older)}.`] },
    { title: 'With the baby', bullets: [`Today ${n.value + 1} members average ${num(b)}: ${n.value + 1} × ${num(b)} = ${num((n.value + 1) * b)}.`, `The baby = ${num((n.value + 1) * b)} − ${num(older)} = ${num(value)} years.`] },
  ];
  const check = checkStep([`(${num(older)} + ${num(value)}) ÷ ${n.value + 1} = ${num((older + value) / (n.value + 1))}, the average today.`], [[(older + value) / (n.value + 1), b]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'years', label: "The baby's age", steps: [...steps, check], mistakes: [{ value: round2((n.value + 1) * b - n.value * a), why: 'this forgets that the others grew older too' }], givens: [...(t.written ? [t.value] : []), ...(n.written ? [n.value] : []), a, ...(now ? [b] : []), ...(allWritten !== null ? [allWritten] : [])] };
}

/**
 * 'The average age of a husband and wife was 25 at their marriage; after 6 years they have a child
 * of 2: the family's average now?': the couple are 6 years older each, 2 × (25 + 6), with the
 * child's 2 the three add up to 64, an average of 64 ÷ 3.
 */
function coupleAndChild(text: string): QuantAnswer | null {
  const COUPLE = String.raw`(?:a\s+|the\s+)?(?:husband\s+and\s+(?:his\s+)?wife|wife\s+and\s+(?:her\s+)?husband|couple)`;
  const married =
    new RegExp(String.raw`\b(?:average|mean)\s+age\s+of\s+${COUPLE}\s+(?:was|is)\s+${FIGURE}\s*years?\s+(?:at\s+the\s+time\s+of\s+(?:their\s+)?marriage|when\s+they\s+(?:were\s+|got\s+)?married|at\s+(?:their\s+)?marriage)\b`).exec(text) ??
    new RegExp(String.raw`\b${COUPLE}\s+(?:got\s+)?married\s+when\s+their\s+(?:average|mean)\s+age\s+was\s+${FIGURE}\s*(?:years?)?`).exec(text);
  if (!married) return null;
  const after = text.slice(married.index + married[0].length);
  const later = new RegExp(String.raw`\b(?:after\s+${COUNT}\s+years?|${COUNT}\s+years?\s+(?:on|later|after(?:\s+(?:their|the)\s+marriage)?))\b`).exec(after);
  const child = new RegExp(String.raw`\b(?:a|one)\s+(?:child|son|daughter|baby)\s+(?:(?:of|aged)\s+${FIGURE}\s*(?:years?(?:\s+old)?)?|${FIGURE}\s+years?\s+old)|\b${FIGURE}[-\s]years?[-\s]old\s+(?:child|son|daughter|baby)\b`).exec(after);
  if (!later || !child) return null;
  const asked = askedPart(text);
  if (!/\b(?:average|mean)\s+age\s+of\s+the\s+family\b/.test(asked) && !/\b(?:average|mean)\s+age\b[^.?]*\bfamily\b/.test(asked)) return null;
  const a = Number(married[1] ?? married[2]);
  const t = countOf((later[1] ?? later[2])!);
  const c = Number(child[1] ?? child[2] ?? child[3]);
  if (Number.isNaN(t.value) || !(c >= 0 && c <= t.value)) return null;
  if (!usesAll(text, [a, ...(t.written ? [t.value] : []), c])) return null;
  const total = 2 * (a + t.value) + c;
  const value = total / 3;
  const steps: SolutionStep[] = [
    { title: 'The couple now', bullets: [`At the marriage they had 2 × ${num(a)} = ${num(2 * a)} years between them; ${t.value} years on, each is ${t.value} years older: ${num(2 * a)} + 2 × ${t.value} = ${num(2 * (a + t.value))}.`] },
    { title: 'With the child', bullets: [`${num(2 * (a + t.value))} + ${num(c)} = ${num(total)} for the three of them: an average of ${num(total)} ÷ 3 = ${num(round2(value))} years.`] },
  ];
  const check = checkStep([`3 × ${num(round2(value))} − ${num(c)} = ${num(round2(3 * value - c))}, which is 2 × (${num(a)} + ${t.value}).`], [[3 * value - c, 2 * (a + t.value)]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'years', label: 'The average age of the family now', steps: [...steps, check], mistakes: [{ value: round2((2 * a + c) / 3), why: 'this forgets that the couple grew older too' }], givens: [a, ...(t.written ? [t.value] : []), c] };
}

/**
 * 'Two members of a committee of 10, whose ages are 37 and 24 years, retire and two new members
 * join in their place; the average age of the committee rises by 2.5 years: the average age of
 * the new members?': the total rises by 10 × 2.5, so the newcomers have 37 + 24 + 25 between them.
 */
function newMembersInPlace(text: string): QuantAnswer | null {
  const group = /\b(?:committee|group|team|club|board|panel|class|crew|squad|council)\s+of\s+(\d+)\b/.exec(text);
  const olds = /\b(?:whose\s+ages\s+are|aged)\s+(\d+(?:\.\d+)?)\s+and\s+(\d+(?:\.\d+)?)\s*(?:years)?/.exec(text);
  const going = /\b(two)\s+(?:members|men|women|persons|people|players)\b[^.?]*?\b(?:retire|retired|leave|left|resign|resigned|quit)\b/.exec(text);
  const coming = /\b(two)\s+new\s+(?:members|men|women|persons|people|players)\s+(?:join|joined|come\s+in|came\s+in|are\s+taken)\s+in\s+their\s+place\b|\bin\s+their\s+place\s+(?:two)\s+new\s+(?:members|men|women|persons|people|players)\b/.exec(text);
  const shift = /\b(?:average|mean)\s+age\b[^.?]*?\b(rises|rose|increases|increased|goes\s+up|went\s+up|falls|fell|decreases|decreased|goes\s+down|went\s+down|drops|dropped)\s+by\s+(\d+(?:\.\d+)?)\s*years?\b/.exec(text);
  const asked = askedPart(text);
  if (!group || !olds || !going || !coming || !shift || !/\b(?:average|mean)\s+age\s+of\s+the\s+(?:two\s+)?new\s+(?:members|men|women|persons|people|players)\b/.test(asked)) return null;
  const n = Number(group[1]);
  const old = [Number(olds[1]), Number(olds[2])];
  const d = Number(shift[2]) * (/rise|rose|increase|up/.test(shift[1]!) ? 1 : -1);
  if (!usesAll(text, [n, ...old, Math.abs(d)])) return null;
  const newSum = old[0]! + old[1]! + n * d;
  const value = newSum / 2;
  if (!(value > 0)) return null;
  const steps: SolutionStep[] = [
    { title: 'The change in the total', bullets: [`${n} members, each average ${d >= 0 ? 'up' : 'down'} by ${num(Math.abs(d))}: the total changes by ${n} × ${num(d)} = ${num(n * d)}.`] },
    { title: 'The new members', bullets: [`They add up to ${num(old[0]!)} + ${num(old[1]!)} ${d >= 0 ? '+' : '−'} ${num(Math.abs(n * d))} = ${num(newSum)}, an average of ${num(newSum)} ÷ 2 = ${num(value)} years.`] },
  ];
  const check = checkStep([`Whatever the old total T: (T − ${num(old[0]! + old[1]!)} + ${num(newSum)}) ÷ ${n} = T ÷ ${n} ${d >= 0 ? '+' : '−'} ${num(Math.abs((newSum - old[0]! - old[1]!) / n))}, as stated.`], [[(newSum - old[0]! - old[1]!) / n, d]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'years', label: 'The average age of the new members', steps: [...steps, check], mistakes: [{ value: round2((old[0]! + old[1]!) / 2 + d), why: 'this adds the change in the average once, not once for every member' }, { value: round2(newSum), why: 'this is their total, not their average' }], givens: [n, ...old, Math.abs(d)] };
}

/**
 * 'A class of 50 has an average of 62.3; the boys average 53 and the girls 68: how many boys?':
 * with b boys, 53b + 68(50 − b) = 50 × 62.3, so b = 50 × (68 − 62.3) ÷ (68 − 53).
 */
function countsFromTwoAverages(text: string): QuantAnswer | null {
  const whole = /\b(?:class|group|batch|school|team)\s+of\s+(\d+)(?:\s+(?:students|pupils|children|members|people))?\s+(?:has|had|with|having)\s+(?:an?\s+)?(?:overall\s+)?(?:average|mean)(?:\s+(?:score|marks?|age|weight))?\s+(?:of\s+)?(\d+(?:\.\d+)?)|\b(?:average|mean)(?:\s+(?:score|marks?|age|weight))?\s+of\s+(\d+)\s+(?:students|pupils|children|members|people)\s+(?:in\s+a\s+class\s+)?(?:is|was)\s+(\d+(?:\.\d+)?)/.exec(text);
  // 'The boys average 62 and the girls 57', or 'the average of the boys is 62 and (that) of the girls is 57'.
  const groups =
    /\b(?:the\s+)?(boys|girls|men|women)\s+(?:average|averaged|have\s+an\s+average\s+of)\s+(\d+(?:\.\d+)?)(?:\s+(?:marks|years|kg))?\s*(?:,\s*)?(?:and|while|whereas)\s+(?:the\s+)?(boys|girls|men|women)(?:\s+(?:average|averaged|have\s+an\s+average\s+of))?\s+(\d+(?:\.\d+)?)/.exec(text) ??
    /\b(?:average|mean)(?:\s+(?:score|marks?|age|weight))?\s+of\s+the\s+(boys|girls|men|women)\s+(?:is|was)\s+(\d+(?:\.\d+)?)(?:\s+(?:marks|years|kg))?\s*,?\s*(?:and|while|whereas)\s+(?:that\s+)?of\s+the\s+(boys|girls|men|women)\s+(?:is|was)\s+(\d+(?:\.\d+)?)/.exec(text);
  if (!whole || !groups || groups[1] === groups[3]) return null;
  const n = Number(whole[1] ?? whole[3]);
  const w = Number(whole[2] ?? whole[4]);
  const names = [groups[1]!, groups[3]!];
  const averages = [Number(groups[2]), Number(groups[4])];
  const asked = askedPart(text);
  const wanted = names.flatMap((name, index) => (new RegExp(String.raw`\b(?:number\s+of|how\s+many)\s+${name}\b`).test(asked) ? [index] : []));
  if (wanted.length !== 1 || !usesAll(text, [n, w, ...averages])) return null;
  if (!(Math.min(...averages) < w && w < Math.max(...averages))) return null;
  const index = wanted[0]!;
  const other = 1 - index;
  const count = (n * (averages[other]! - w)) / (averages[other]! - averages[index]!);
  if (!Number.isInteger(round2(count)) || !(count > 0 && count < n)) return null;
  const steps: SolutionStep[] = [
    { title: 'Set up', bullets: [`Let there be x ${names[index]}; the ${names[other]} are ${n} − x.`, `${num(averages[index]!)}x + ${num(averages[other]!)}(${n} − x) = ${n} × ${num(w)} = ${num(n * w)}.`] },
    { title: 'Solve', bullets: [`x = ${n} × (${num(averages[other]!)} − ${num(w)}) ÷ (${num(averages[other]!)} − ${num(averages[index]!)}) = ${num(count)}.`] },
  ];
  const check = checkStep([`${num(count)} × ${num(averages[index]!)} + ${num(n - count)} × ${num(averages[other]!)} = ${num(count * averages[index]! + (n - count) * averages[other]!)}, and ÷ ${n} = ${num((count * averages[index]! + (n - count) * averages[other]!) / n)}.`], [[(count * averages[index]! + (n - count) * averages[other]!) / n, w]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(count)], unit: 'number', label: `The number of ${names[index]}`, steps: [...steps, check], mistakes: [{ value: round2(n - count), why: `this is the number of ${names[other]}` }], givens: [n, w, ...averages] };
}

/**
 * 'A cricketer whose bowling average is 12.4 runs per wicket takes 5 wickets for 26 runs and
 * thereby decreases his average by 0.4: wickets before the last match?': with w wickets before,
 * 12.4w + 26 = 12(w + 5), so w = (5 × 12 − 26) ÷ 0.4 = 85.
 */
function bowlingAverage(text: string): QuantAnswer | null {
  const average = new RegExp(String.raw`\baverage\s+(?:is|was|of)\s+${FIGURE}\s+runs?\s+(?:per|a|an|each|for\s+(?:every|each|a))\s+wicket\b`).exec(text);
  const haul = new RegExp(String.raw`\b(?:takes|took|taking|take|has\s+taken|picked|picks|picking)\s+(?:up\s+)?${FIGURE}\s+wickets?\s+for\s+${FIGURE}\s+runs?\b`).exec(text);
  const change = new RegExp(String.raw`\b(decreases?|decreased|decreasing|reduces?|reduced|reducing|lowers?|lowered|lowering|increases?|increased|increasing|raises?|raised|raising)\s+(?:his\s+|her\s+|the\s+)?(?:bowling\s+)?average\s+by\s+${FIGURE}|\b(?:brings?|brought|bringing)\s+(?:his\s+|her\s+|the\s+)?(?:bowling\s+)?average\s+(down|up)\s+by\s+${FIGURE}|\b(?:his\s+|her\s+|the\s+)?(?:bowling\s+)?average\s+(?:goes|went|comes|came|falls?|fell|drops?|dropped)\s+(down|up)?\s*by\s+${FIGURE}`).exec(text);
  if (!average || !haul || !change || /\bimprov/.test(text)) return null;
  const [old, w, r] = [Number(average[1]), Number(haul[1]), Number(haul[2])];
  const word = change[1] ?? change[3] ?? change[5] ?? (/\b(?:falls?|fell|drops?|dropped)\b/.test(change[0]) ? 'down' : '');
  const d = Number(change[2] ?? change[4] ?? change[6]);
  if (!word || !(d > 0) || !(w > 0)) return null;
  const down = /^(?:decreas|reduc|lower|down)/.test(word);
  const now = down ? old - d : old + d;
  if (!(now > 0)) return null;
  const before = (w * now - r) / (old - now);
  if (!(before > 0) || Math.abs(before - Math.round(before)) > 1e-6) return null;
  const b = Math.round(before);
  const asked = askedPart(text);
  const wantBefore = /\bbefore\b|\btill\s+(?:then|that)\b|\bprevious/.test(asked) && /\bwickets?\b/.test(asked);
  const wantAfter = !wantBefore && /\bwickets?\b/.test(asked) && /\b(?:after|now|in\s+all|total|including)\b/.test(asked);
  const wantAverage = !wantBefore && !wantAfter && /\bnew\s+average\b|\baverage\s+(?:now|after)\b/.test(asked);
  if (!wantBefore && !wantAfter && !wantAverage) return null;
  if (!usesAll(text, [old, w, r, d])) return null;
  const value = wantBefore ? b : wantAfter ? b + w : now;
  const steps: SolutionStep[] = [
    { title: 'Set up', bullets: [`Let the wickets before the match be w: they cost ${num(old)}w runs. After taking ${num(w)} for ${num(r)}, the average is ${num(old)} ${down ? '−' : '+'} ${num(d)} = ${num(now)}.`, `${num(old)}w + ${num(r)} = ${num(now)}(w + ${num(w)}).`] },
    { title: 'Solve', bullets: [`${num(round2(old - now))}w = ${num(now)} × ${num(w)} − ${num(r)} = ${num(round2(now * w - r))}, so w = ${num(b)}.`, ...(wantBefore ? [] : [wantAfter ? `Wickets after the match: ${num(b)} + ${num(w)} = ${num(b + w)}.` : `The new average is ${num(now)}.`])] },
  ];
  const check = checkStep([`(${num(old)} × ${num(b)} + ${num(r)}) ÷ ${num(b + w)} = ${num(round2((old * b + r) / (b + w)))} runs a wicket, ${num(d)} ${down ? 'less' : 'more'} than ${num(old)}.`], [[(old * b + r) / (b + w), now]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: wantBefore ? 'Wickets before the last match' : wantAfter ? 'Wickets after the last match' : 'The new average', steps: [...steps, check], mistakes: [{ value: wantBefore ? b + w : b, why: wantBefore ? 'this counts the last match too' : 'this leaves out the last match' }], givens: [old, w, r, d] };
}

/**
 * 'In a cricket team of 11 players, the captain is 25 years old and the wicket keeper is 3 years
 * older. Leaving out these two, the average age of the rest is 1 year less than that of the whole
 * team: the team's average?': with the team's average A, 11A − (25 + 28) = 9(A − 1), so
 * 2A = 53 − 9 and A = 22.
 */
function twoLeftOutOfTeam(text: string): QuantAnswer | null {
  const team = new RegExp(String.raw`\b(?:team|group|committee|squad|family|club)\s+of\s+${COUNT}\s+(?:players|members|persons|people)\b`).exec(text);
  const captain = /\b(?:the\s+)?(captain|leader|coach|eldest|head)(?:\s+of\s+(?:a|the)\s+(?:[a-z]+\s+)?(?:team|group|committee|squad|club)\s+of\s+\S+\s+(?:players|members|persons|people))?\s+is\s+(\d+(?:\.\d+)?)\s+years?\s+old\b/.exec(text);
  const other = /\b(?:the\s+)?(wicket[-\s]?keeper|vice[-\s]?captain|deputy|secretary)\s+is\s+(\d+(?:\.\d+)?)\s+years?\s+(older|younger)(?:\s+than\s+(?:him|her|the\s+(?:captain|leader|coach|head)))?(?![a-z])/.exec(text) ?? /\b(?:the\s+)?(wicket[-\s]?keeper|vice[-\s]?captain|deputy|secretary)\s+is\s+(\d+(?:\.\d+)?)\s+years?\s+old\b()/.exec(text);
  const rest = /\b(?:excluded|left\s+out|leaving\s+out|excluding|not\s+counted|removed)\b[^.?]*?\baverage\s+(?:age\s+)?of\s+the\s+(?:remaining|rest|other)\b[^.?]*?\bis\s+(\d+(?:\.\d+)?)\s+years?\s+(less|more)\s+than\s+(?:the\s+average\s+(?:age\s+)?of\s+the\s+whole\s+(?:team|group|committee|squad|family|club)|that\s+of\s+the\s+whole\s+(?:team|group|committee|squad|family|club))\b/.exec(text);
  if (!team || !captain || !other || !rest) return null;
  const { value: n, written } = countOf(team[1]!);
  const c = Number(captain[2]);
  const k = Number(other[2]);
  const second = other[3] === 'older' ? c + k : other[3] === 'younger' ? c - k : k;
  const d = Number(rest[1]);
  const less = rest[2] === 'less';
  if (!(n > 2) || !(second > 0) || !(d > 0)) return null;
  // nA − (c + second) = (n − 2)(A ∓ d): 2A = c + second ∓ (n − 2)d.
  const whole = (c + second + (less ? -1 : 1) * (n - 2) * d) / 2;
  const remaining = less ? whole - d : whole + d;
  if (!(whole > 0) || !(remaining > 0)) return null;
  const asked = askedPart(text);
  const wantsRest = /\b(?:remaining|rest|other)\b/.test(asked);
  if (!/\baverage\b/.test(asked) || (!wantsRest && !/\b(?:whole|team|group|committee|squad|family|club)\b/.test(asked))) return null;
  if (!usesAll(text, [...(written ? [n] : []), c, k, d])) return null;
  const value = wantsRest ? remaining : whole;
  const steps: SolutionStep[] = [
    { title: 'Set up', bullets: [`Let the whole ${team[0].split(/\s+/)[0]}'s average be A: the total is ${num(n)}A. The two left out are ${num(c)} and ${num(second)}.`, `The other ${num(n - 2)} average A ${less ? '−' : '+'} ${num(d)}: ${num(n)}A − ${num(c + second)} = ${num(n - 2)}(A ${less ? '−' : '+'} ${num(d)}).`] },
    { title: 'Solve', bullets: [`2A = ${num(c + second)} ${less ? '−' : '+'} ${num((n - 2) * d)}, so A = ${num(whole)}.`, ...(wantsRest ? [`The rest average ${num(whole)} ${less ? '−' : '+'} ${num(d)} = ${num(remaining)}.`] : [])] },
  ];
  const check = checkStep([`${num(n)} × ${num(whole)} = ${num(n * whole)}; less ${num(c)} and ${num(second)} leaves ${num(n * whole - c - second)} for ${num(n - 2)}, an average of ${num(round2((n * whole - c - second) / (n - 2)))}.`], [[(n * whole - c - second) / (n - 2), remaining]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'years', label: wantsRest ? 'The average of the rest' : 'The average of the whole team', steps: [...steps, check], mistakes: [{ value: round2(wantsRest ? whole : remaining), why: wantsRest ? 'this is the whole team' : 'this is the rest of the team' }], givens: [...(written ? [n] : []), c, k, d] };
}
