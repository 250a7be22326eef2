import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { NUM, askedClause, checkStep, num, round2 } from './quant-text';
import { solveAverageStory } from './average-stories';
import { solveLinear } from './linear-system';
import { MULTIPLIER, askedPart, multiplierWord } from './ratio-text';

/**
 * Averages: of a list; with a member removed, added or replaced; the missing value from the
 * average; two groups put together; a batsman's new average; a value copied wrongly; the average
 * of first-n and of consecutive runs of numbers; and named people's values from the averages of
 * groups of them ('the average of A, B and C is 45; of A and B 40; of B and C 43').
 */
export function solveAverage(written: string): QuantAnswer | null {
  // 'avg of 1st 10 odd nos': '1st' is the word first, and its digit one of the question's numbers.
  const FIRST_N = /\b1st\s+(?=\d+\s+(?:odd|even|natural|whole|prime|multiples|numbers|nos?)\b)/g;
  if (FIRST_N.test(written)) {
    const answer = solveAverageRead(written.replace(FIRST_N, 'first '));
    return answer ? { ...answer, givens: [...answer.givens, ...[...written.matchAll(FIRST_N)].map(() => 1)] } : null;
  }
  return solveAverageRead(written);
}

function solveAverageRead(written: string): QuantAnswer | null {
  // 'avg of 40 numbers came out 54': the short form and the spoken verb.
  // 'avg of 5 nos ... if 1 no is removed': the short forms students type; the cleaning sometimes
  // splits 'nos' into 'no s' and 'innings' into 'inn ings'.
  // 'avg wt', 'avg ht': the short forms of weight and height.
  const text = valueWordsAsDigits(written.replace(/\bavgwt\b/g, 'avg wt').replace(/\bwt\b\.?/g, 'weight').replace(/\bht\b\.?/g, 'height').replace(/\bavg\b\.?/g, 'average').replace(/\binn\s+ings\b/g, 'innings').replace(/\bno\s?s\b\.?/g, 'numbers').replace(/(\d)\s+no\b\.?(?!\s+(?:one|more|change)\b)/g, '$1 number').replace(/\b(?:came|comes)\s+out(?:\s+to\s+be|\s+as|\s+at)?\b/g, 'was')
    // 'in his 23th inning n his avg goes up', 'wat is', 'by half a year': a student's typing.
    // 'A, B and C weigh 48 kg on average', 'A and B together average 40 kg': the averages said with a verb.
    .replace(/(?<!\d\s*)\b((?:[a-z]+\s*,\s*)*[a-z]+\s*,?\s+and\s+[a-z]+)\s+(?:together\s+)?weigh\s+(\d+(?:\.\d+)?\s*kg)\s+on\s+(?:an\s+)?average\b/g, 'the average weight of $1 is $2')
    .replace(/(?<!\d\s*)\b((?:[a-z]+\s*,\s*)*[a-z]+\s*,?\s+and\s+[a-z]+)\s+together\s+average\s+(?=\d)/g, 'the average of $1 is ')
    .replace(/\b(\d+)\s*(st|nd|rd|th)\s*innings?\b/g, '$1$2 innings').replace(/\binning\b/g, 'innings').replace(/\s+n\s+(?=(?:his|her|its|their|the)\b)/g, ' and ').replace(/\bwat\b/g, 'what').replace(/\bhalf\s+a\s+year\b/g, '0.5 year'));
  const rate = runRate(text);
  if (rate) return rate;
  const ranged = withDayRanges(text);
  if (ranged !== text) {
    const answer = solveAverage(ranged);
    if (answer) return answer;
  }
  if (!/average|\bmean\b/.test(text)) return null;
  const story = solveAverageStory(text.replace(/(?<=[a-z0-9])\s+n\s+(?=[a-z0-9])/g, ' and '));
  if (story) return story;
  // 'avg of a & b = 60 kg': the shorthand of the named members' averages, in words.
  const spelled = text.replace(/\b([a-z])\s*&\s*([a-z])\b/g, '$1 and $2').replace(/\b(average(?:\s+[a-z]+)?\s+of\s+[a-z](?:\s*,\s*[a-z])*(?:\s*,?\s+and\s+[a-z])?)\s*=\s*(?=\d)/g, '$1 is ').replace(/\b([a-z]),\s*([a-z]),\s*([a-z])\s+is\b/g, '$1, $2 and $3 is');
  // Only when every '=' was read as an average: 'c = 66' left over would be taken for C's own value.
  if (spelled !== text && !/=/.test(spelled)) {
    const placedSpelled = positionsAsNames(terseClass(averagedAsHad(spelled)));
    const read = readAverages(placedSpelled.text);
    if (read) return placedSpelled.written.length > 0 ? { ...read, givens: [...read.givens, ...placedSpelled.written] } : read;
  }
  const placed = positionsAsNames(terseClass(averagedAsHad(text)));
  const answer = readAverages(placed.text);
  return answer && placed.written.length > 0 ? { ...answer, givens: [...answer.givens, ...placed.written] } : answer;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * 'the average temperature from Monday to Wednesday is 27 and from Tuesday to Thursday 31': each
 * run of days, going forward through the week, listed as 'on monday, tuesday and wednesday'.
 */
function withDayRanges(text: string): string {
  return text.replace(/\b(?:from\s+|for\s+|on\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:to|till|until|through|thru|-|–)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g, (whole, first: string, last: string) => {
    const [from, to] = [WEEKDAYS.indexOf(first), WEEKDAYS.indexOf(last)];
    if (!(to > from)) return whole;
    const days = WEEKDAYS.slice(from, to + 1);
    return `on ${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
  });
}

/** The readers, most specific first. */
function readAverages(text: string): QuantAnswer | null {
  return (
    severalCorrected(text) ??
    severalLeave(text) ??
    sameAsYearsAgo(text) ??
    oneLeavesChange(text) ??
    groupStory(text) ??
    percentOfGroup(text) ??
    multiplesBetween(text) ??
    nextConsecutive(text) ??
    highestAndLowest(text) ??
    leaveAndJoin(text) ??
    newcomerFromAverages(text) ??
    groupMoved(text) ??
    replaced(text) ??
    replacedOne(text) ??
    corrected(text) ??
    batsman(text) ??
    runsNeeded(text) ??
    firstAndLast(text) ??
    namedValues(text) ??
    wholeCount(text) ??
    wholeCountDrawn(text) ??
    partsAndWhole(text) ??
    groupsOfWhole(text) ??
    namedGroups(text) ??
    weightedMarks(text) ??
    twoGroups(text) ??
    clauseGroups(text) ??
    unknownInList(text) ??
    atBirth(text) ??
    childSinceMarriage(text) ??
    babySince(text) ??
    missingValue(text) ??
    removedOrAdded(text) ??
    multipliedThenAdded(text) ??
    eachChanged(text) ??
    ofList(text) ??
    runOfNumbers(text) ??
    consecutiveFromAverage(text) ??
    totalOverCount(text) ??
    membersInRatio(text) ??
    restOfGroup(text) ??
    nextForAverage(text) ??
    otherOfTwo(text) ??
    nextValuesListed(text) ??
    classFromParts(text)
  );
}

/**
 * 'Class of 26, average 48. Leave out the 5 toppers and the average drops to 45.': a student's
 * short form, as the full sentences the readers know ('the average of a class of 26 students is 48;
 * if the top 5 students are excluded ...').
 */
function terseClass(text: string): string {
  return text
    .replace(/\b(?:a\s+)?class\s+of\s+(\d+)\s*,\s*(?:the\s+)?average\s+(?:is\s+|of\s+)?(\d+(?:\.\d+)?)\b/g, 'the average score of a class of $1 students is $2')
    .replace(/\b(?:leave|leaving|leaves|left)\s+out\s+the\s+(\d+)\s+toppers\b/g, 'if the top $1 students are excluded')
    .replace(/\b(?:the\s+)?average\s+marks\s+of\s+the\s+(\d+)\s+toppers\b/g, 'what is the average score of the top $1');
}

/**
 * 'Of four numbers, the average of the first three is 40 and that of the last three is 43; the
 * last number is 36; the first number?': the numbers by their places, as named members (p, q, r,
 * s), so that namedValues reads each average as a total of named members.
 */
function positionsAsNames(text: string): { readonly text: string; readonly written: number[] } {
  const placed = namedPlaces(text);
  // 'Of 4 numbers': the count in digits is the question's number, though the text read then writes it as a word.
  const digits = /\b(?:of|among)\s+([45])\s+numbers\b/.exec(text);
  if (placed === text) return { text, written: [] };
  // 'The first 3', 'the last 3': those counts in digits too.
  const places = [...text.matchAll(/\b(?:first|last)\s+([234])\b/g)].map((match) => Number(match[1]));
  return { text: placed.replace(/\b(of|among)\s+([45])\s+numbers\b/, (_, word: string, count: string) => `${word} ${count === '4' ? 'four' : 'five'} numbers`), written: [...(digits ? [Number(digits[1])] : []), ...places] };
}

/** The places as names: 'the first three' is 'p, q and r', 'the last number' is 's'. */
function namedPlaces(text: string): string {
  // 'the first 3 of 4 numbers': the count written after the place.
  const count = /\b(?:of|among)\s+(four|five|4|5)\s+numbers\b/.exec(text);
  if (count && /\b(?:first|last)\s+(?:two|three|four|2|3|4)\s+$/.test(text.slice(0, count.index))) return namedPlaces(`of ${count[1]} numbers, ${text.slice(0, count.index).trimEnd()}${text.slice(count.index + count[0].length)}`);
  if (!count || !/\b(?:first|last)\s+(?:two|three|four|2|3|4)\b/.test(text) || /\b[pqrst]\b/.test(text)) return text;
  const n = ({ four: 4, five: 5 } as Record<string, number>)[count[1]!] ?? Number(count[1]);
  const letters = ['p', 'q', 'r', 's', 't'].slice(0, n);
  const list = (names: string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
  const size = (word: string) => ({ two: 2, three: 3, four: 4 } as Record<string, number>)[word] ?? Number(word);
  return text
    .replace(count[0], `${count[0]} p, q${n > 2 ? `, ${letters.slice(2).join(', ')}` : ''}`)
    .replace(/\b(?:the\s+)?first\s+(two|three|four|2|3|4)(?:\s+(?:numbers|of\s+(?:them|the\s+numbers)))?\b/g, (phrase, word: string) => (size(word) < n ? list(letters.slice(0, size(word))) : phrase))
    .replace(/\b(?:the\s+)?last\s+(two|three|four|2|3|4)(?:\s+(?:numbers|of\s+(?:them|the\s+numbers)))?\b/g, (phrase, word: string) => (size(word) < n ? list(letters.slice(n - size(word))) : phrase))
    .replace(/\b(?:the\s+)?first\s+number\b/g, 'p')
    .replace(/\b(?:the\s+)?last\s+number\b/g, letters[n - 1]!);
}

/**
 * '60% of the employees are women, whose average age is 70; the average age of the men is 84':
 * the average of all is 0.6 × 70 + 0.4 × 84. Only two groups that make up the whole (men and
 * women, boys and girls).
 */
function percentOfGroup(text: string): QuantAnswer | null {
  const PARTS: Readonly<Record<string, string>> = { women: 'men', men: 'women', boys: 'girls', girls: 'boys', males: 'females', females: 'males' };
  const share = /\b(\d+(?:\.\d+)?)\s*%\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?[a-z]+(?:\s+of\s+(?:a|the)\s+[a-z]+)?\s+(?:are|were)\s+(women|men|boys|girls|males|females)\b/.exec(text);
  if (!share) return null;
  const group = share[2]!;
  const other = PARTS[group]!;
  const averageOf = (name: string) =>
    new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+of\s+(?:the\s+)?${name}\s+(?:is|was|are|were|=)\s+${VAL}|\b${name}\s*,\s*whose\s+average${WHAT}\s+(?:is|was)\s+${VAL}|\bthose\s+of\s+the\s+${name}\s+(?:are|is|were|was)\s+${VAL}`).exec(text);
  const first = averageOf(group);
  const second = averageOf(other);
  if (!first || !second || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const asked = askedPart(text);
  if (!/\b(?:all|whole|entire|overall|class|firm|group|total|combined)\b/.test(asked) || !/\b(?:average|mean)\b/.test(asked)) return null;
  const p = Number(share[1]) / 100;
  if (!(p > 0 && p < 1)) return null;
  const [a1, a2] = [Number(first[1] ?? first[2] ?? first[3]), Number(second[1] ?? second[2] ?? second[3])];
  const value = p * a1 + (1 - p) * a2;
  const steps: SolutionStep[] = [
    { title: 'Weight each average by its share', bullets: [`${group}: ${num(p * 100)}% of all, average ${num(a1)}; ${other}: the other ${num(100 - p * 100)}%, average ${num(a2)}.`, `Average of all = ${num(p)} × ${num(a1)} + ${num(1 - p)} × ${num(a2)} = ${num(round2(value))}.`] },
  ];
  const check = checkStep([`Out of 100: ${num(p * 100)} × ${num(a1)} + ${num(100 - p * 100)} × ${num(a2)} = ${num(round2(100 * value))}, and ÷ 100 = ${num(round2(value))}.`], [[p * 100 * a1 + (100 - p * 100) * a2, 100 * value]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average of all', steps: [...steps, check], mistakes: [{ value: round2((a1 + a2) / 2), why: 'this averages the two averages without weighting them by the shares' }], givens: [Number(share[1]), a1, a2] };
}

/**
 * 'The average of all multiples of 8 lying between 27 and 148', 'the numbers between 33 and 69
 * which are divisible by 8': the first and the last multiple inside, averaged (they are evenly
 * spaced). Declined when an end is itself a multiple (whether 'between' takes it in is not said).
 */
function multiplesBetween(text: string): QuantAnswer | null {
  const multiples = /\bmultiples\s+of\s+(\d+)\s+(?:lying\s+|that\s+lie\s+|which\s+lie\s+)?between\s+(\d+)\s+and\s+(\d+)\b/.exec(text);
  const divisible = /\bnumbers\s+between\s+(\d+)\s+and\s+(\d+)\s+(?:which|that)\s+are\s+divisible\s+by\s+(\d+)\b/.exec(text);
  if ((!multiples && !divisible) || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== 3 || !/\b(?:average|mean)\b/.test(askedPart(text))) return null;
  const [k, a, b] = multiples ? [Number(multiples[1]), Number(multiples[2]), Number(multiples[3])] : [Number(divisible![3]), Number(divisible![1]), Number(divisible![2])];
  if (!(k > 0) || !(b > a) || a % k === 0 || b % k === 0) return null;
  const first = Math.ceil(a / k) * k;
  const last = Math.floor(b / k) * k;
  if (!(last >= first)) return null;
  const count = (last - first) / k + 1;
  const value = (first + last) / 2;
  const steps: SolutionStep[] = [
    { title: 'The multiples inside', bullets: [`The first multiple of ${k} after ${a} is ${first}; the last before ${b} is ${last}: ${count} numbers, ${k} apart.`] },
    { title: 'Average of evenly spaced numbers', bullets: [`(first + last) ÷ 2 = (${first} + ${last}) ÷ 2 = ${num(value)}.`] },
  ];
  let sum = 0;
  for (let term = first; term <= last; term += k) sum += term;
  const check = checkStep([`The ${count} multiples add up to ${num(sum)}, and ${num(sum)} ÷ ${count} = ${num(sum / count)}.`], [[sum / count, value]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average of the multiples', steps: [...steps, check], mistakes: [{ value: round2((a + b) / 2), why: 'this averages the two ends, which are not multiples' }], givens: [k, a, b] };
}

/**
 * 'The average of 3 consecutive integers is 76; the average if the next four consecutive integers
 * are also included?': all the numbers together run from the first to the new last, so their
 * average is the old average plus half the count added.
 */
function nextConsecutive(text: string): QuantAnswer | null {
  const words: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
  const countOf = (word: string) => words[word] ?? Number(word);
  const group = /\b(?:average|mean)\s+of\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+consecutive\s+(?:integers|numbers|natural numbers|whole numbers)\s+(?:is|was|=)\s+(\d+(?:\.\d+)?)/.exec(text);
  const next = /\bnext\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:consecutive\s+)?(?:integers|numbers)\s+(?:are\s+)?(?:also\s+)?(?:included|added|taken)/.exec(text);
  if (!group || !next || /\b(?:odd|even)\b/.test(text)) return null;
  const [n, a, m] = [countOf(group[1]!), Number(group[2]), countOf(next[1]!)];
  if (!(n >= 2) || !(m >= 1) || Math.abs(a * 2 - Math.round(a * 2)) > 1e-9 || (n % 2 === 1 && !Number.isInteger(a)) || (n % 2 === 0 && Number.isInteger(a))) return null;
  const first = a - (n - 1) / 2;
  const last = a + (n - 1) / 2 + m;
  const value = (first + last) / 2;
  const steps: SolutionStep[] = [
    { title: 'The numbers', bullets: [`${n} consecutive numbers with average ${num(a)} run from ${num(first)} to ${num(a + (n - 1) / 2)}; the next ${m} take them to ${num(last)}.`] },
    { title: 'The new average', bullets: [`(first + last) ÷ 2 = (${num(first)} + ${num(last)}) ÷ 2 = ${num(value)}.`] },
  ];
  let sum = 0;
  for (let term = first; term <= last + 1e-9; term += 1) sum += term;
  const check = checkStep([`${n + m} numbers from ${num(first)} to ${num(last)} add up to ${num(sum)}; ÷ ${n + m} = ${num(sum / (n + m))}.`], [[sum / (n + m), value]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The new average', steps: [...steps, check], mistakes: [{ value: round2(a + m), why: 'this adds the count, not half of it' }], givens: [...(/^\d+$/.test(group[1]!) ? [n] : []), a, ...(/^\d+$/.test(next[1]!) ? [m] : [])] };
}

/**
 * 'The batting average for 42 innings is 35; his highest score exceeds his lowest by 180; without
 * these two innings the average is 32': the two together are 42 × 35 − 40 × 32, and with their gap
 * each is found.
 */
function highestAndLowest(text: string): QuantAnswer | null {
  const whole = /\b(?:average|mean)\s+(?:of\s+(?:a\s+|the\s+)?[a-z]+\s+)?(?:for|in|of)\s+(\d+)\s+(?:innings|matches|tests|students|numbers)\s+(?:is|was)\s+(\d+(?:\.\d+)?)/.exec(text);
  const gap = /\bhighest\s+(?:score\s+)?exceeds\s+(?:his\s+|her\s+|the\s+)?lowest\s+(?:score\s+)?by\s+(\d+(?:\.\d+)?)|\bdifference\s+between\s+(?:his\s+|her\s+|the\s+)?highest\s+and\s+(?:the\s+)?lowest\s+scores?\s+(?:is|was)\s+(\d+(?:\.\d+)?)|\bhighest\s+and\s+(?:his\s+|her\s+)?lowest\s+scores?\s*,?\s+which\s+differ\s+by\s+(\d+(?:\.\d+)?)/.exec(text);
  const rest = /\b(?:these|the)\s+two\s+(?:innings|scores|matches)\s+(?:are\s+)?excluded\b[^.?]*?\baverage\b[^.?\d]*?(\d+(?:\.\d+)?)/.exec(text);
  // 'Excluding his highest and lowest scores, ..., the average of the remaining 40 innings is 55'.
  const excluding = rest ? null : /\bexcluding\s+(?:his\s+|her\s+|the\s+|these\s+)?(?:two\s+|highest\s+and\s+(?:his\s+|her\s+)?lowest\s+)[^.?]*?\baverage\s+of\s+the\s+remaining\s+(?:(\d+)\s+)?(?:innings|scores|matches)\s+(?:is|was|becomes|comes\s+to)\s+(\d+(?:\.\d+)?)/.exec(text);
  const remaining = excluding?.[1] !== undefined ? Number(excluding[1]) : null;
  if (!whole || !gap || (!rest && !excluding) || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== 4 + (remaining !== null ? 1 : 0)) return null;
  const [n, a, d, b] = [Number(whole[1]), Number(whole[2]), Number(gap[1] ?? gap[2] ?? gap[3]), Number(rest ? rest[1] : excluding![2])];
  if (remaining !== null && remaining !== n - 2) return null;
  const pair = n * a - (n - 2) * b;
  const high = (pair + d) / 2;
  const low = (pair - d) / 2;
  const asked = askedPart(text);
  const wantsHigh = /\bhighest\b/.test(asked);
  const wantsLow = /\blowest\b/.test(asked);
  if (wantsHigh === wantsLow || !(low >= 0) || !(n > 2)) return null;
  const value = wantsHigh ? high : low;
  const steps: SolutionStep[] = [
    { title: 'The two innings together', bullets: [`All ${n}: ${n} × ${num(a)} = ${num(n * a)}; the other ${n - 2}: ${n - 2} × ${num(b)} = ${num((n - 2) * b)}; so highest + lowest = ${num(pair)}.`] },
    { title: 'Each of the two', bullets: [`Highest − lowest = ${num(d)}: highest = (${num(pair)} + ${num(d)}) ÷ 2 = ${num(high)}, lowest = ${num(low)}.`] },
  ];
  const check = checkStep([`${num(high)} + ${num(low)} + ${num((n - 2) * b)} = ${num(n * a)}, and ${num(high)} − ${num(low)} = ${num(d)}.`], [[high + low + (n - 2) * b, n * a], [high - low, d]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: wantsHigh ? 'The highest score' : 'The lowest score', steps: [...steps, check], mistakes: [{ value: round2(wantsHigh ? low : high), why: wantsHigh ? 'this is the lowest score' : 'this is the highest score' }], givens: [n, a, d, b, ...(remaining !== null ? [remaining] : [])] };
}

/**
 * '15 students averaged 80 marks and the remaining 25 averaged 72': the verb as 'had an average
 * of', and a count left without its noun ('the remaining 25') given the noun of the group before,
 * so that the readers below take both groups as they take 'the average of 15 students is 80'.
 */
function averagedAsHad(text: string): string {
  const first = new RegExp(String.raw`\b\d+\s+(?:[a-z]+\s+)?(${MEMBERS})\s+(?:have\s+|had\s+)?(?:averaged|averaging|average)\s+(?!of\b)`).exec(text);
  if (!first) return text;
  const noun = first[1]!;
  return text
    .replace(new RegExp(String.raw`\b(\d+)\s+((?:[a-z]+\s+)?${MEMBERS})\s+(?:have\s+|had\s+)?(?:averaged|averaging|average)\s+(?!of\b)`, 'g'), '$1 $2 had an average of ')
    .replace(new RegExp(String.raw`\b(remaining|other|rest of the|last|next)\s+(\d+)\s+(?:have\s+|had\s+)?(?:averaged|averaging|average)\s+(?!of\b)`, 'g'), `$1 $2 ${noun} had an average of `);
}

const VALUE_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100 };

/**
 * A value written in words where an average or a result stands ('the average of six numbers is
 * eight', 'becomes seven.'), in digits, so that the readers below take it like any other value.
 * Only a word after 'is', 'becomes', 'to', 'by' and before the end of the clause or a unit is
 * changed: 'one of them', 'two numbers' stay words (they count members).
 */
function valueWordsAsDigits(text: string): string {
  const words = Object.keys(VALUE_WORDS).join('|');
  return text.replace(new RegExp(String.raw`\b(is|was|are|were|becomes|became|be|to|by)\s+(${words})(?=\s*(?:[.,;?]|$|years?\b|kg\b|kilograms?\b|runs?\b|marks?\b|points?\b))`, 'g'), (_, verb: string, word: string) => `${verb} ${VALUE_WORDS[word]}`);
}

/** Nouns for the members of a group whose average is taken. */
const MEMBERS = String.raw`(?:(?!(?:years|months|days|weeks|kgs|kilograms|grams|runs|marks|rupees|litres|metres|hours|minutes|seconds|times|points|percent)\b)[a-z]{3,}s\b|numbers|students|boys|girls|players|persons|people|men|women|members|workers|employees|children|observations|values|items|friends|batsmen|teachers|candidates|innings|matches|days|months|subjects|papers|tests|results|quantities|readings|families|houses|officers|labourers|staff members|pupils|passengers|boxes|bags|apples|runs|scores|marks|months|weeks|years|shops|families|villages|classes|sections|cricketers|athletes|girls and boys|employees)`;
/** The quantity averaged: 'average age', 'average marks', 'mean weight'. */
const WHAT = String.raw`(?:\s+(?:age|ages|weight|weights|height|heights|marks|score|scores|salary|salaries|income|incomes|wage|wages|runs|price|prices|temperature|rainfall|speed|expenditure|sale|sales|pay|earnings|profit|monthly\s+[a-z]+))?`;
/** A value as written, with a rupee sign or without. */
const VAL = String.raw`₹?\s?${NUM}`;
const IS = String.raw`(?:is|was|are|were|=|be|comes to|is found to be|was found to be|turns out to be|works out to|(?:is|was)\s+(?:calculated|computed|worked out)\s+(?:as|to be))`;

/** A count and the average of the group: 'the average of 20 numbers is 61', '11 students with an average score of 60'. */
function groupAverage(text: string): { count: number; average: number; index: number; end: number; written: boolean } | null {
  const count = String.raw`(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;
  const match =
    new RegExp(String.raw`\b(?:average|mean)${WHAT}(?:\s+of\s+(?:the\s+)?(?:marks|scores|ages|weights|heights|salaries|wages|incomes|runs))?\s+(?:of|over|for|in)\s+(?:(?:a|the)\s+(?:group|class|team|family|batch|section|set|company|office|committee|crew|squad|club|panel|board|firm|factory)\s+of\s+|the\s+|all\s+|his\s+|her\s+)?${count}\s+(?:[a-z]+\s+)?${MEMBERS}\b[^\d.;?]{0,30}?(?:\b${IS}\s+|\s*=\s*)${VAL}`).exec(text) ??
    new RegExp(String.raw`\b${count}\s+(?:[a-z]+\s+)?${MEMBERS}\b[^\d.;?]{0,40}?\b(?:average|mean)${WHAT}\s+(?:is|was|of|=|:|are|were)\s+${VAL}`).exec(text);
  if (!match) return null;
  const written = /^\d+$/.test(match[1]!);
  // '24 students and the class teacher': one more than the count; 'and some teachers' is not read.
  const joined = match[0].slice(match[0].search(/\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/)).split(/\b(?:average|mean)\b|\b(?:is|was|are|were)\s+₹?\s?\d/)[0]!;
  const oneMore = /\b(?:and|plus|including|besides)\s+(?:the|a|an|their|his|her)\s+(?:class\s+|team\s+)?(?:teacher|principal|coach|captain|manager|driver|mother|father|guide|warden|instructor|leader|wife|husband|supervisor)\b/.test(joined);
  if (!oneMore && /\b(?:and|plus|including|besides)\s+(?:the|a|an|their|his|her|its|some|all|one|two|three|four|five|\d+)\s/.test(joined)) return null;
  const members = (written ? Number(match[1]) : COUNT_WORDS[match[1]!]!) + (oneMore ? 1 : 0);
  return { count: members, average: Number(match[2]), index: match.index, end: match.index + match[0].length, written };
}

/** Numbers written as a list: '54, 86, 70 and 57'. */
const LIST = String.raw`((?:\d+(?:\.\d+)?\s*,\s*)+\d+(?:\.\d+)?(?:\s*,?\s*and\s+\d+(?:\.\d+)?)?|\d+(?:\.\d+)?\s+and\s+\d+(?:\.\d+)?)`;
const valuesOf = (list: string) => [...list.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };

/** The unit the averaged quantity is read in, for the label: years of age, kg of weight. */
function unitWord(text: string): string {
  if (/\bages?\b|\byears?\b/.test(text)) return ' years';
  if (/\bweighs?|weight|\bkg\b/.test(text)) return ' kg';
  return '';
}

/** A member's value as said before it leaves or joins: 'aged 35', 'weighing 60', 'whose salary is ₹9,000'. */
const HAS_VALUE = String.raw`(?:aged|weighing|of age|scoring|earning|who (?:weighs|is|was|scored|earns|earned|gets|got)|whose\s+[a-z]+\s+(?:is|was)|with\s+(?:a|an)?\s*[a-z]+\s+of|having\s+(?:a|an)?\s*[a-z]+\s+of|of\s+(?:weight|age|salary))`;

/** The text with the units after values taken out: 'aged 35 years old leaves' reads 'aged 35 leaves'. */
const withoutUnits = (text: string) => text.replace(/(\d)\s*(?:years?|yrs?|kgs?|kilograms?|marks|runs)(?![a-z])(?:\s+old)?/g, '$1');

/**
 * One member leaves and another joins, both values given: 'in a group of 10 friends the average
 * age is 24; a friend aged 35 leaves and another aged 15 joins', 'a man weighing 72 kg is
 * replaced by one weighing 60 kg'. The total changes by the difference of the two, so the new
 * average is the old one and the difference ÷ the count.
 */
function leaveAndJoin(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  const rest = withoutUnits(text.slice(group.end));
  const leaves = new RegExp(String.raw`${HAS_VALUE}\s+${VAL}\s*,?\s+(?:leaves|left|retires|retired|is removed|was removed|goes away|went away|is transferred|was transferred|dies|died|quits|quit|drops out|dropped out|is replaced|was replaced|gets replaced)\b`).exec(rest);
  const joins =
    new RegExp(String.raw`${HAS_VALUE}\s+${VAL}\s*,?\s+(?:joins|joined|comes in|came in|comes|came|is added|was added|is admitted|was admitted|takes (?:his|her|its|their) place|took (?:his|her|its|their) place|is included|was included)\b`).exec(rest) ??
    new RegExp(String.raw`replaced\s+(?:by|with)\s+(?:a\s+new\s+|another\s+|a\s+|one\s+|a\s+fresh\s+)?(?:[a-z]+\s+)?${HAS_VALUE}\s+${VAL}`).exec(rest);
  // 'If the number 30 is replaced by 42', 'one of the numbers, 18, is replaced with 27': a number swapped for another.
  const swap = leaves && joins ? null : numberSwapped(rest);
  if (swap) return leaveAndJoinWorked(text, group, rest, swap.out, swap.into);
  if (!leaves || !joins || leaves.index === joins.index) return null;
  return leaveAndJoinWorked(text, group, rest, Number(leaves[1]), Number(joins[1]));
}

/**
 * One member leaves and another takes his place, the new average given, the newcomer asked: 'the
 * average weight of 12 students is 40 kg; a student weighing 52 kg leaves and another joins, and
 * the average becomes 39.5 kg', 'one of them, weighing 52 kg, is replaced by another man and the
 * average becomes ...'. The total changes by n × (new average − old), so the newcomer is the one
 * who left plus that. The newcomer's value must not be written (that is leaveAndJoin's question),
 * and the ask must name the one who came.
 */
function newcomerFromAverages(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  const rest = withoutUnits(text.slice(group.end));
  const leaves = new RegExp(String.raw`(?:${HAS_VALUE}|\bof)\s+${VAL}\s*,?\s+(?:leaves|left|retires|retired|is removed|was removed|goes away|went away|is transferred|was transferred|quits|quit|drops out|dropped out|is replaced|was replaced|gets replaced)\b(?:\s+(?:the|this|that)\s+(?:group|class|team|committee|club))?`).exec(rest);
  if (!leaves) return null;
  const after = rest.slice(leaves.index + leaves[0].length);
  // 'and another joins', 'and a new boy joins it', 'by another man', 'by a new student': the newcomer, with no value of his own.
  const joins = /^\s*(?:,\s*)?(?:and\s+)?(?:(?:another|a\s+new|one\s+more|a\s+fresh)(?:\s+[a-z]+)?\s+(?:joins|joined|comes in|came in|comes|came|is admitted|was admitted|takes\s+(?:his|her)\s+place|took\s+(?:his|her)\s+place)(?:\s+(?:it|them|the\s+[a-z]+))?|by\s+(?:another|a\s+new|a\s+fresh)(?:\s+[a-z]+)?)\s*(?:,\s*)?(?:and\s+)?/.exec(after);
  if (!joins) return null;
  const becomes = new RegExp(String.raw`^(?:then\s+|so\s+)?(?:the\s+)?(?:(?:new\s+)?(?:average|mean)${WHAT}\s+)?(?:of\s+the\s+[a-z]+\s+)?(?:becomes|became|is now|was now|changes to|comes down to|goes up to|falls to|rises to)\s+${VAL}(?:\s*(?:kg|years?))?\s*[.,;]`).exec(after.slice(joins[0].length));
  if (!becomes) return null;
  const asked = askedPart(text);
  if (!/\bnew\b|\bnewcomer|\bjoined\b|\bwho\s+(?:came|joined)|\banother\b|\bincoming\b/.test(asked) || !/\b(?:weight|age|aged|weighs|old|value|salary|score|marks?)\b/.test(asked)) return null;
  const { count: n, average: a } = group;
  const [out, b] = [Number(leaves[1]), Number(becomes[1])];
  const value = out + n * (b - a);
  if (!(value > 0) || b === a) return null;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${n} members, average ${num(a)}; one of ${num(out)} leaves and another joins; the average becomes ${num(b)}.`] },
    { title: 'The newcomer', bullets: [`The count stays ${n}, so the total changes by ${n} × (${num(b)} − ${num(a)}) = ${num(n * (b - a))}.`, `Newcomer = ${num(out)} ${b >= a ? '+' : '−'} ${num(Math.abs(n * (b - a)))} = ${num(value)}.`] },
  ];
  const check = checkStep([`${n} × ${num(a)} = ${num(n * a)}; − ${num(out)} + ${num(value)} = ${num(n * a - out + value)}; ÷ ${n} = ${num((n * a - out + value) / n)}, the new average.`], [[(n * a - out + value) / n, b]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The newcomer', steps: [...steps, check], mistakes: [{ value: round2(out + (b - a)), why: 'this adds the change in the average once, not once for every member' }, { value: round2(out - n * (b - a)), why: 'this takes the change the wrong way' }], givens: [...(group.written ? [n] : []), a, out, b] };
}

/** A number of the list swapped for another, both written: 'the number 30 is replaced by 42'. Not a value copied wrongly. */
function numberSwapped(rest: string): { out: number; into: number } | null {
  if (/wrong|mistak|incorrect|misread|copied|read as/.test(rest)) return null;
  const swap = new RegExp(String.raw`(?:^|[\s,;.])(?:(?:one\s+of\s+the\s+numbers|the\s+number|a\s+number|one\s+number|the\s+value|one\s+value|an?\s+observation|the\s+observation)\s*,?\s*)?${VAL}\s*,?\s+(?:is|was|gets|be|were)\s+replaced\s+(?:by|with)\s+(?:the\s+number\s+|a\s+number\s+|another\s+number\s+)?${VAL}(?![\d%]|\s*(?:%|per\s*cent|percent|times))`).exec(rest);
  return swap ? { out: Number(swap[1]), into: Number(swap[2]) } : null;
}

/** The new average (or its change) once a member of value `out` leaves and one of value `into` joins. */
function leaveAndJoinWorked(text: string, group: NonNullable<ReturnType<typeof groupAverage>>, rest: string, out: number, into: number): QuantAnswer | null {
  // A change of the average given as well is a different question (the newcomer asked).
  if (/\b(?:increases?|increased|decreases?|decreased|rises|rose|falls|fell|drops|dropped|goes up|goes down)\s+by\b|\bbecomes\b|\bbecame\b/.test(rest)) return null;
  const asked = askedPart(text);
  const byHow = /\bby how much\b|\bhow much (?:does|did|will|has|would)\b|\b(?:increase|decrease|change|rise|fall) in\b/.test(asked);
  if (!byHow && !/average|mean/.test(asked)) return null;
  // 'What was the average before?', 'the original average': the one given, not the one worked.
  if (/\bbefore\b|\boriginal|\bearlier\b|\binitial|\bold\s+average|\bat\s+first\b/.test(asked)) return null;
  const { count: n, average: a } = group;
  const value = a + (into - out) / n;
  if (!(value > 0)) return null;
  if (byHow && into !== out && (/increase|rise|go up|goes up/.test(asked) ? into < out : /decrease|fall|drop|go down|goes down|reduc/.test(asked) ? into > out : false)) return null;
  const change = Math.abs(into - out) / n;
  const answer = byHow ? change : value;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${n} members, average ${num(a)}; one of ${num(out)} leaves and one of ${num(into)} joins, so the count stays ${n}.`] },
    { title: 'The new average', bullets: [`The total changes by ${num(into)} − ${num(out)} = ${num(into - out)}, so the average changes by ${num(into - out)} ÷ ${n} = ${num((into - out) / n)}.`, byHow ? `It ${into >= out ? 'rises' : 'falls'} by ${num(change)}.` : `New average = ${num(a)} ${into >= out ? '+' : '−'} ${num(change)} = ${num(value)}.`] },
  ];
  const check = checkStep([`${n} × ${num(a)} = ${num(n * a)}; − ${num(out)} + ${num(into)} = ${num(n * a - out + into)}; ÷ ${n} = ${num((n * a - out + into) / n)}.`], [[(n * a - out + into) / n, value]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(answer)], unit: 'number', label: byHow ? 'The change in the average' : 'The new average', steps: [...steps, check], mistakes: [{ value: round2(byHow ? Math.abs(into - out) : a + (into - out)), why: 'this adds the whole difference to the average instead of sharing it among all' }], givens: [...(group.written ? [n] : []), a, out, into] };
}

/**
 * Several members with an average of their own leave or join: 'the average weight of 45
 * students is 52 kg; five of them, whose average weight is 48 kg, leave: by how much does the
 * average increase?', '10 new students with an average age of 12 join'.
 */
function groupMoved(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  const rest = withoutUnits(text.slice(group.end));
  const counted = String.raw`(\d+|${Object.keys(COUNT_WORDS).join('|')})`;
  const moved = new RegExp(String.raw`\b${counted}\s+(?:new\s+|more\s+|other\s+)?(?:of\s+(?:them|these|those|the\s+[a-z]+)|(?:[a-z]+\s+){0,2}?[a-z]+)\s*,?\s+(?:whose|with|having)\s+(?:an?\s+|the\s+)?(?:average|mean)${WHAT}\s+(?:is|was|of|=|being)?\s*${VAL}\s*,?\s+(?:(?:are|were)\s+)?(leave|left|removed|excluded|drop out|dropped out|transferred|quit|retire|retired|go away|went away|join|joined|added|admitted|come|came|included|enter|entered)\b`).exec(rest);
  if (!moved) return null;
  const k = COUNT_WORDS[moved[1]!] ?? Number(moved[1]);
  const b = Number(moved[2]);
  const out = /leave|left|remov|exclud|drop|transfer|quit|retire|go away|went away/.test(moved[3]!);
  const { count: n, average: a } = group;
  const m = out ? n - k : n + k;
  if (!(k >= 1) || m <= 0) return null;
  // Nothing else may be said of the average afterwards: that would be another question.
  if (/\b(?:becomes|became|is now|changes to|falls to|rises to|by\s+\d)/.test(rest.slice(moved.index + moved[0].length))) return null;
  const asked = askedPart(text);
  const byHow = /\bby how much\b|\bhow much (?:does|did|will|has|would)\b|\b(?:increase|decrease|change|rise|fall) in\b/.test(asked);
  if (!byHow && !/average|mean/.test(asked)) return null;
  const total = out ? n * a - k * b : n * a + k * b;
  const value = total / m;
  if (!(value > 0)) return null;
  const change = Math.abs(value - a);
  if (byHow && (/increase|rise|go up|goes up/.test(asked) ? value < a : /decrease|fall|drop|go down|goes down|reduc/.test(asked) ? value > a : false)) return null;
  const answer = byHow ? change : value;
  const steps: SolutionStep[] = [
    { title: 'Totals', bullets: [`All ${n}: ${n} × ${num(a)} = ${num(n * a)}. The ${k} ${out ? 'who leave' : 'who join'}: ${k} × ${num(b)} = ${num(k * b)}.`, `${out ? 'Left' : 'Now'}: ${num(n * a)} ${out ? '−' : '+'} ${num(k * b)} = ${num(total)} for ${m}, an average of ${num(total)} ÷ ${m} = ${num(value)}.`] },
    ...(byHow ? [{ title: 'The change', bullets: [`${num(Math.max(value, a))} − ${num(Math.min(value, a))} = ${num(change)}: the average ${value >= a ? 'rises' : 'falls'} by ${num(change)}.`] }] : []),
  ];
  const check = checkStep([`${m} × ${num(value)} ${out ? '+' : '−'} ${num(k * b)} = ${num(out ? m * value + k * b : m * value - k * b)} = ${n} × ${num(a)}.`], [[out ? m * value + k * b : m * value - k * b, n * a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(answer)], unit: 'number', label: byHow ? 'The change in the average' : 'The new average', steps: [...steps, check], mistakes: [{ value: round2(byHow ? Math.abs(a - b) : total / n), why: byHow ? 'this is only the gap between the two averages' : 'this divides by the old count' }], givens: [...(group.written ? [n] : []), a, b, ...(/^\d+$/.test(moved[1]!) ? [k] : [])] };
}

/**
 * One or more members replaced: 'the average weight of 8 persons rises by 2.5 kg when one of them
 * weighing 65 kg is replaced by a new person', 'two of them aged 21 and 23 are replaced by two new
 * men: the average age of the new men'. The total changes by the count × the change.
 */
function replaced(text: string): QuantAnswer | null {
  if (!/replac|in place of|instead of|substitut/.test(text) || /wrongly|mistak|incorrect|misread|copied|read as/.test(text)) return null;
  // 'replaced by a new man weighing 68 kg': that figure is the newcomer's, read by replacedOne.
  if (/\breplaced\s+by\s+(?:(?:a|an|another)\s+(?:new\s+)?[a-z]+\s+)?(?:weighing|aged|of|scoring|who|whose|with|₹?\s?\d)/.test(text)) return null;
  const group = groupAverage(text) ?? (() => {
    const match = new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+of\s+(\d+)\s+${MEMBERS}`).exec(text) ?? new RegExp(String.raw`\b(?:team|group|class|committee|family|batch|crew|panel|board|club|squad)\s+of\s+(\d+)\s+(?:[a-z]+\s+)?${MEMBERS}`).exec(text);
    return match ? { count: Number(match[1]), average: NaN, index: match.index, end: match.index + match[0].length } : null;
  })();
  const shift = new RegExp(String.raw`(increases?|increased|goes up|went up|rises|rose|is increased|decreases?|decreased|goes down|went down|falls|fell|drops|dropped|is decreased|is reduced|reduces)\s+by\s+${VAL}`).exec(text);
  const bare = text.replace(/(\d)\s*(?:years?|kg)\b/g, '$1');
  const olds = new RegExp(String.raw`(?:weighing|weight|weights|aged|ages?|of age|whose (?:weights?|ages?|scores?|salar(?:y|ies)|marks) (?:is|are|was|were)|scoring|who (?:weighs|weigh|is|are|was|were|scored))\s+${LIST}`).exec(bare) ?? new RegExp(String.raw`(?:weighing|weight|aged|age|of age|whose (?:weight|age|score|salary) (?:is|was)|scoring|who (?:weighs|is|was|scored))\s+${VAL}`).exec(text) ?? new RegExp(String.raw`replac\w*\s+(?:a|one|an)?\s*(?:[a-z]+\s+){0,3}?(?:of|with)\s+${VAL}`).exec(text);
  if (!group || !shift || !olds || !/new|incoming|\breplaced\s+by\s+(?:two|three|four|\d+)\s+[a-z]+/.test(text)) return null;
  const old = valuesOf(olds[1]!.replace(/\s*(?:years?|kg)\b/g, ''));
  // How many are replaced, read after the group ('the average of 3 men ...' is not three replaced).
  const many = /\b(two|three|four|2|3|4)\s+(?:of\s+them|men|women|persons|people|students|boys|girls|members|players|workers)\b[^.]*\breplac/.exec(text.slice(group.end));
  const k = many ? (COUNT_WORDS[many[1]!] ?? Number(many[1])) : 1;
  if (old.length !== k) return null;
  const n = group.count;
  const baseUnit = unitAfter(text, group.end);
  const by = inUnitOf(Number(shift[2]), unitAfter(text, shift.index + shift[0].length), baseUnit);
  if (by === null) return null;
  const d = by * (/increas|up|rises|rose/.test(shift[1]!) ? 1 : -1);
  const oldSum = old.reduce((acc, value) => acc + value, 0);
  const newSum = oldSum + n * d;
  const asked = askedPart(text);
  const wantsAverage = k > 1 && /average|mean/.test(asked);
  if (k > 1 && !wantsAverage && !/\b(?:total|sum|together|combined)\b/.test(asked)) return null;
  const value = wantsAverage ? newSum / k : newSum;
  if (!(value > 0)) return null;
  const steps = [
    { title: 'Read the data', bullets: [`${n} members; ${k === 1 ? `one of ${num(old[0]!)}` : `${k} of them (${old.map(num).join(' and ')})`} replaced; the average ${d >= 0 ? 'rises' : 'falls'} by ${num(Math.abs(d))}.`] },
    { title: k === 1 ? 'The new member' : 'The new members', bullets: [`The total changes by ${n} × ${num(d)} = ${num(n * d)}, so the newcomers add up to ${num(oldSum)} ${d >= 0 ? '+' : '−'} ${num(Math.abs(n * d))} = ${num(newSum)}${wantsAverage ? `, an average of ${num(newSum)} ÷ ${k} = ${num(value)}` : ''}.`] },
  ];
  const base = Number.isFinite(group.average) ? group.average : 50;
  const check = checkStep([`Say the average was ${num(base)} (total ${num(n * base)}): the new total ${num(n * base)} − ${num(oldSum)} + ${num(newSum)} = ${num(n * base - oldSum + newSum)}, average ${num((n * base - oldSum + newSum) / n)}.`], [[(n * base - oldSum + newSum) / n, base + d]]);
  if (!check) return null;
  return {
    kind: 'average',
    values: [round2(value)],
    unit: 'number',
    label: k === 1 ? 'The new member' : wantsAverage ? 'The average of the new members' : 'The total of the new members',
    steps: [...steps, check],
    mistakes: [{ value: round2(old[0]! + d), why: 'this adds the change in the average once, not once for every member' }],
    givens: [...('written' in group && !group.written ? [] : [n]), Number(shift[2]), ...old, ...(Number.isFinite(group.average) ? [group.average] : []), ...(many && /^\d$/.test(many[1]!) ? [k] : [])],
  };
}

/**
 * The one that was replaced asked, the newcomer known: 'the average of four numbers is 45; if one
 * number is replaced by 60 the average becomes 50: what was the number replaced?', 'a man weighing
 * 68 kg takes the place of one of 8 men and the average rises by 1.5 kg: the weight of the man who
 * left'. The total changes by n × the change, so the old one is the new one less that.
 */
function replacedOne(text: string): QuantAnswer | null {
  if (!/replac|in place of|place of one/.test(text) || /wrongly|mistak|incorrect|misread|copied|read as/.test(text)) return null;
  const group = groupAverage(text);
  if (!group) return null;
  const rest = text.slice(group.end);
  const newcomer = new RegExp(String.raw`\breplaced\s+by\s+(?:(?:a|an|another)\s+(?:new\s+)?[a-z]+\s+(?:weighing|aged|of|scoring|with)\s+(?:a\s+[a-z]+\s+of\s+)?)?${VAL}|\b(?:weighing|aged|scoring)\s+${VAL}\s*(?:kgs?|years?|marks)?\s+(?:replaces|replaced|takes\s+the\s+place\s+of|took\s+the\s+place\s+of|comes\s+in\s+place\s+of|came\s+in\s+place\s+of)\b`).exec(rest);
  const after = new RegExp(String.raw`(?:average|mean)(?:${WHAT})?\s+(?:now\s+)?(?:becomes|became|is now|changes to|changed to|rises to|rose to|falls to|fell to|increases to|increased to|decreases to|decreased to|drops to|dropped to)\s+${VAL}`).exec(rest);
  const shift = new RegExp(String.raw`(?:average|mean)(?:${WHAT})?\s+(?:[a-z]+\s+){0,2}?(increases|increased|goes up|went up|rises|rose|is increased|decreases|decreased|goes down|went down|falls|fell|drops|dropped|is reduced|reduces)\s+by\s+${VAL}`).exec(rest);
  if (!newcomer || !after === !shift) return null;
  const asked = askedPart(text);
  if (!/\b(?:replaced|who\s+(?:was\s+replaced|left|went out|was\s+taken\s+out)|outgoing|removed)\b/.test(asked) || /\bnew\b|\bincoming\b|\baverage\b/.test(asked)) return null;
  const baseUnit = unitAfter(text, group.end);
  const incoming = Number(newcomer[1] ?? newcomer[2]);
  const n = group.count;
  const a = group.average;
  let d: number;
  let changeGiven: number;
  if (after) {
    if (inUnitOf(1, unitAfter(rest, after.index + after[0].length), baseUnit) !== 1) return null;
    changeGiven = Number(after[1]);
    d = changeGiven - a;
  } else {
    const by = inUnitOf(Number(shift![2]), unitAfter(rest, shift!.index + shift![0].length), baseUnit);
    if (by === null) return null;
    changeGiven = Number(shift![2]);
    d = by * (/increas|up|rises|rose/.test(shift![1]!) ? 1 : -1);
  }
  const value = incoming - n * d;
  if (!(value > 0) || d === 0) return null;
  const steps = [
    { title: 'Change in the total', bullets: [`The average of ${n} ${d > 0 ? 'rises' : 'falls'} by ${num(Math.abs(d))}, so the total ${d > 0 ? 'rises' : 'falls'} by ${n} × ${num(Math.abs(d))} = ${num(Math.abs(n * d))}.`] },
    { title: 'The one replaced', bullets: [`The newcomer (${num(incoming)}) is ${num(Math.abs(n * d))} ${d > 0 ? 'more' : 'less'} than the one replaced, so that one was ${num(incoming)} ${d > 0 ? '−' : '+'} ${num(Math.abs(n * d))} = ${num(value)}.`] },
  ];
  const check = checkStep([`Total before ${n} × ${num(a)} = ${num(n * a)}; take out ${num(value)} and put in ${num(incoming)}: ${num(n * a - value + incoming)} ÷ ${n} = ${num((n * a - value + incoming) / n)}, the new average.`], [[(n * a - value + incoming) / n, a + d]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The one replaced', steps: [...steps, check], mistakes: [{ value: round2(incoming + n * d), why: 'this adds the change instead of taking it away' }], givens: [...(group.written ? [n] : []), a, incoming, changeGiven] };
}

/**
 * 'The average of 20 observations was 32; later 23 was found to have been copied as 71': the
 * total was off by the difference, so the average is off by the difference ÷ the count.
 */
function corrected(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  const wrongly = String.raw`(?:wrongly\s+|mistakenly\s+|incorrectly\s+|erroneously\s+|by mistake\s+|wrongly\s+been\s+)?`;
  // The cleaning splits 'misread' into 'm is read'.
  text = text.replace(/\bm\s+is\s+(read|copied|typed|recorded|taken)\b/g, 'mis$1');
  // 'misread as 78 kg instead of 87 kg': the unit after a value stands between the two.
  text = text.replace(/(\d)\s*(?:kgs?|kilograms?|years?|yrs?|marks|runs|cm|°c)(?![a-z])/g, '$1');
  const verbs = String.raw`(?:copied|read|taken|written|entered|recorded|noted|typed|counted|used|put|misread|miscopied|mistyped|misrecorded|mistaken|wrongly\s+read|(?:copying|reading|taking|writing|entering|recording|noting|typing)\s+(?:one\s+|a\s+)?(?:[a-z]+'s\s+|his\s+|her\s+)?(?:score|marks?|mark|value|number|weight|age|result|figure))`;
  const forms: { pattern: RegExp; right: number; wrong: number }[] = [
    { pattern: new RegExp(String.raw`(?<![\d.])${VAL}\s+(?:had been|has been|was|were|is|had)\s+${wrongly}${verbs}\s+${wrongly}as\s+${VAL}`), right: 1, wrong: 2 },
    { pattern: new RegExp(String.raw`${verbs}\s+${wrongly}as\s+${VAL}\s+(?:instead of|in place of|rather than)\s+${VAL}`), right: 2, wrong: 1 },
    { pattern: new RegExp(String.raw`(?<![\d.])${VAL}\s+(?:had been|has been|was|were|is)\s+${wrongly}${verbs}\s+(?:instead of|in place of)\s+${VAL}`), right: 2, wrong: 1 },
    { pattern: new RegExp(String.raw`\bmis(?:read|copied|typed)\s+${VAL}\s+as\s+${VAL}`), right: 1, wrong: 2 },
  ];
  const found = forms.map((form) => ({ form, match: form.pattern.exec(text) })).filter((entry) => entry.match);
  if (found.length === 0) return null;
  const { form, match } = found[0]!;
  if (found.some((entry) => entry.match!.index !== match!.index && entry.form !== form)) return null;
  const right = Number(match![form.right]);
  const wrong = Number(match![form.wrong]);
  if (!group) return countFromError(text, right, wrong);
  if (!/correct|actual|true|right/.test(askedPart(text)) || !/average|mean/.test(askedPart(text))) return null;
  const { count: n, average: a } = group;
  const value = a + (right - wrong) / n;
  if (!(value > 0)) return null;
  const steps: SolutionStep[] = [
    { title: 'The total as worked out', bullets: [`${n} × ${num(a)} = ${num(n * a)}, with ${num(wrong)} in place of ${num(right)}.`] },
    { title: 'Correct the total', bullets: [`${num(n * a)} − ${num(wrong)} + ${num(right)} = ${num(n * a - wrong + right)}; correct average = ${num(n * a - wrong + right)} ÷ ${n} = ${num(value)}.`] },
  ];
  const check = checkStep([`${n} × ${num(value)} = ${num(n * value)}; putting ${num(wrong)} back for ${num(right)} gives ${num(n * value - right + wrong)}, and ÷ ${n} = ${num((n * value - right + wrong) / n)}, the average first found.`], [[(n * value - right + wrong) / n, a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The correct average', steps: [...steps, check], mistakes: [{ value: round2(a - (right - wrong) / n), why: 'this corrects the total the wrong way round' }, { value: round2(a + (right - wrong)), why: 'this adds the whole difference to the average instead of dividing it among all the values' }], givens: [...(group.written ? [n] : []), a, right, wrong] };
}

/**
 * 'A mark was entered as 83 instead of 63, and the class average rose by half: how many students?'
 * The total rose by 20, spread over all of them.
 */
function countFromError(text: string, right: number, wrong: number): QuantAnswer | null {
  // 'The average rose by half', or the verb before it: 'raised the class average by three-fourths of a mark'.
  const BY = String.raw`(half|one[-\s]half|a half|1\/2|(?:one|a|two|three|four)[-\s](?:quarters?|fourths?|thirds?|fifths?|tenths?)|${VAL})(\s*\(\s*1\s*\/\s*2\s*\))?(?:\s+of\s+a\s+mark)?`;
  const change =
    new RegExp(String.raw`(?:average|mean)[^.]{0,40}?\b(increas|decreas|ris|rose|fell|fall|went up|went down|goes up|goes down)[a-z]*\s+(?:by\s+)?${BY}`).exec(text) ??
    new RegExp(String.raw`\b(raised|increased|lowered|decreased|reduced|pushed\s+up|pulled\s+down)\s+(?:the\s+)?(?:[a-z]+\s+)?(?:average|mean)(?:\s+[a-z]+)?\s+by\s+${BY}`).exec(text);
  if (!change || !/how many|number of/.test(askedPart(text))) return null;
  const by = /half|1\/2/.test(change[2]!) ? 0.5 : /^(?:one|a|two|three|four)[-\s]/.test(change[2]!) ? multiplierWord(change[2]!.replace(/^a[-\s]/, 'one-').replace(/\s/, '-')) ?? NaN : Number(change[3]);
  const up = /increas|ris|rose|up|raised/.test(change[1]!);
  if (!(by > 0) || up !== wrong > right) return null;
  const count = Math.abs(wrong - right) / by;
  if (!Number.isInteger(Math.round(count * 1e9) / 1e9)) return null;
  const steps: SolutionStep[] = [{ title: 'The total was off by the difference', bullets: [`${num(wrong)} in place of ${num(right)} puts the total ${num(Math.abs(wrong - right))} ${up ? 'too high' : 'too low'}.`, `That raises each of the n averages by ${num(by)}: n = ${num(Math.abs(wrong - right))} ÷ ${num(by)} = ${num(count)}.`] }];
  const check = checkStep([`${num(Math.abs(wrong - right))} spread over ${num(count)} is ${num(Math.abs(wrong - right) / count)} each.`], [[Math.abs(wrong - right) / count, by]]);
  if (!check) return null;
  // 'by 1/2', 'by half (1/2)': the digits of the fraction are numbers of the question.
  const halfDigits = /1\/2/.test(change[2]!) || change[4] !== undefined ? [1, 2] : [];
  return { kind: 'average', values: [round2(count)], unit: 'number', label: 'The number in the group', steps: [...steps, check], mistakes: [], givens: [right, wrong, ...(change[3] !== undefined ? [by] : []), ...halfDigits] };
}

const ORDINAL_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth'];

/** '17th', 'seventeenth': the number, and whether it was written in digits. */
function ordinalOf(word: string): { n: number; written: boolean } | null {
  const digits = /^(\d+)(?:st|nd|rd|th)$/.exec(word);
  if (digits) return { n: Number(digits[1]), written: true };
  const index = ORDINAL_WORDS.indexOf(word.replace(/\s+/, '-'));
  return index > 0 ? { n: index, written: false } : null;
}

/** Every place the innings are counted in digits: '17th innings', 'after 17 innings', 'for 16 innings' (the ones before). */
function inningsWritten(text: string, n: number): number[] {
  return [...text.matchAll(/(?<![\d.])(\d+)(?:st|nd|rd|th)?\s+(?:innings|matches|match)\b/g)].map((match) => Number(match[1])).filter((value) => value === n || value === n - 1);
}

/**
 * 'A batsman scores 43 runs in his 20th innings and thereby increases his average by 1': with
 * the old average a over 19 innings, 19a + 43 = 20(a + 1), so a = 43 − 20 and the new average is a + 1.
 */
function batsman(text: string): QuantAnswer | null {
  if (!/innings|match(?:es)?\b|test/.test(text)) return null;
  const ordinal = String.raw`(\d+(?:st|nd|rd|th)|${ORDINAL_WORDS.slice(1).join('|')})`;
  const scored = String.raw`(?:scores?|scored|makes?|made|hits?|gets?|got)\s+(?:a\s+score\s+of\s+)?`;
  const score = new RegExp(String.raw`\b${scored}(\d+)(?:\s+runs?)?\s+in\s+(?:his|her|the)\s+${ordinal}\s+(?:innings|match)|\bin\s+(?:his|her|the)\s+${ordinal}\s+(?:innings|match)\b[^.\d]{0,40}?\b${scored}(\d+)(?:\s+runs?)?(?!\s*(?:%|innings|matches))`).exec(text);
  // The change in digits or as a word: 'by 3', 'goes up by one'.
  const BY = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\b`;
  const change = new RegExp(String.raw`\b(increas\w*|rais\w*|improv\w*|decreas\w*|lower\w*|reduc\w*|drops?|dropped|falls?|fell|goes up|goes down)\s+(?:his|her|the)?\s*(?:batting\s+)?average\s+by\s+${BY}|\baverage\s+(increases|increased|rises|rose|goes up|went up|improves|improved|decreases|decreased|falls|fell|drops|dropped|goes down|went down)\s+by\s+${BY}`).exec(text);
  if (!score || !change) return null;
  const runs = Number(score[1] ?? score[4]);
  const inning = ordinalOf((score[2] ?? score[3])!);
  if (!inning || inning.n < 2) return null;
  const verb = (change[1] ?? change[3])!;
  const up = /increas|rais|improv|rise|rose|up/.test(verb);
  const byWord = (change[2] ?? change[4])!;
  const d = (byWord === 'one' ? 1 : (COUNT_WORDS[byWord] ?? Number(byWord))) * (up ? 1 : -1);
  const n = inning.n;
  const old = runs - n * d;
  const now = old + d;
  const asked = askedPart(text);
  const wantsOld = /\b(?:before|previous|earlier|old|original)\b/.test(asked) && !/\bafter\b|\bnew\b/.test(asked);
  if (!/average/.test(asked) || !(old > 0)) return null;
  const value = wantsOld ? old : now;
  const steps: SolutionStep[] = [
    { title: 'Set up', bullets: [`Let the average after ${n - 1} innings be a. Then ${n - 1}a + ${runs} = ${n}(a ${up ? '+' : '−'} ${num(Math.abs(d))}).`] },
    { title: 'Solve', bullets: [`${runs} = a ${up ? '+' : '−'} ${num(n * Math.abs(d))}, so a = ${num(old)}; the average after the ${n}th innings is ${num(old)} ${up ? '+' : '−'} ${num(Math.abs(d))} = ${num(now)}.`] },
  ];
  const check = checkStep([`${n - 1} × ${num(old)} + ${runs} = ${num((n - 1) * old + runs)} runs in ${n} innings: ${num(((n - 1) * old + runs) / n)} an innings, ${num(Math.abs(d))} ${up ? 'more' : 'less'} than ${num(old)}.`], [[((n - 1) * old + runs) / n, old + d]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: wantsOld ? 'The average before that innings' : 'The new average', steps: [...steps, check], mistakes: [{ value: round2(wantsOld ? now : old), why: wantsOld ? 'this is the average after the innings' : 'this is the average before the innings' }, { value: round2(runs / n), why: 'this divides the one score by the number of innings' }], givens: [runs, ...(/^\d/.test(byWord) ? [Math.abs(d)] : []), ...inningsWritten(text, n)] };
}

/**
 * 'Harish has an average of 44 runs after 22 innings. To raise it by 3, how many runs must he
 * make in the 23rd?': 23 × 47 runs are needed in all, and he has 22 × 44.
 */
function runsNeeded(text: string): QuantAnswer | null {
  // 'an average of 44 after 22 innings', '22 innings ... average is 44', and 'the batting average of
  // a cricketer for 10 innings is 32 runs' (the count before the value, groups 5 and 6).
  const PLAYED = String.raw`(\d+|${Object.keys(COUNT_WORDS).join('|')})\s+(?:innings|matches|tests|exams|examinations|subjects|papers|quizzes|games|unit\s+tests)`;
  const now = new RegExp(String.raw`\baverage\s+(?:score\s+|marks\s+)?of\s+${VAL}\s+(?:runs\s+|marks\s+)?(?:after|in|for|from)\s+${PLAYED}|\b${PLAYED}\b[^.]{0,30}?\baverage\s+(?:score\s+|marks\s+)?(?:is|was|of)\s+${VAL}|\baverage\b(?:\s+score|\s+marks)?(?:\s+of\s+(?:a|the|his|her)\s+[a-z]+)?\s+(?:for|in|after|over)\s+(?:the\s+|his\s+|her\s+)?(?:first\s+)?${PLAYED}\s+(?:is|was|=|stands at)\s+${VAL}`).exec(text);
  // The change in digits or as a word: 'by 3 runs', 'by one run'.
  const amount = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)`;
  const raise = new RegExp(String.raw`\b(?:increase|raise|improve|decrease|reduce|lower|bring down)\s+(?:his|her|the)?\s*(?:batting\s+)?average\s+(?:score\s+)?by\s+${amount}\b|\baverage\s+(?:to\s+)?(?:go\s+up|rise|increase|drop|fall)\s+by\s+${amount}\b`).exec(text);
  const target = raise ? null : new RegExp(String.raw`\b(?:increase|raise|improve|bring|take|make|decrease|reduce|lower)\s+(?:his|her|the)?\s*(?:batting\s+)?average\s+(?:score\s+)?(?:up\s+|down\s+)?to\s+${VAL}|\b(?:make|makes)\s+(?:his|her|the)\s+(?:batting\s+)?average\s+${VAL}(?=\s*(?:runs?\b|[.?,]|$))|\baverage\s+(?:becomes?|rises to|goes up to|increases to)\s+${VAL}`).exec(text);
  const asked = askedPart(text);
  if (!now || (!raise && !target) || !/how many (?:runs|marks)|what (?:score|marks|should|must)|(?:runs|marks)\s+(?:must|should|does|will)|score\s+(?:must|should)/.test(asked)) return null;
  const average = Number(now[1] ?? now[4] ?? now[6]);
  const countWord = (now[2] ?? now[3] ?? now[5])!;
  const played = COUNT_WORDS[countWord] ?? Number(countWord);
  // 'in the fifth test': the one to come must be the next.
  const nextNamed = [...text.matchAll(/\b(\d+(?:st|nd|rd|th)|[a-z]+(?:st|nd|rd|th))\s+(?:innings|match|test|exam|examination|subject|paper|quiz|game|unit\s+test)\b/g)].map((match) => ordinalOf(match[1]!));
  if (nextNamed.some((ordinal) => ordinal !== null && ordinal.n !== played + 1)) return null;
  const raised = raise ? (raise[1] ?? raise[2])! : null;
  const raiseWritten = raised !== null && /^\d/.test(raised);
  const by = raised !== null ? (raiseWritten ? Number(raised) : raised === 'one' ? 1 : (COUNT_WORDS[raised] ?? NaN)) * (/decrease|reduce|lower|bring down|drop|fall/.test(raise![0]) ? -1 : 1) : Number(target![1] ?? target![2]) - average;
  if (!Number.isFinite(by)) return null;
  const up = by >= 0;
  const runs = /innings|match|runs/.test(text);
  const next = played + 1;
  const value = next * (average + by) - played * average;
  if (!(value >= 0)) return null;
  const turns = runs ? 'innings' : 'tries';
  const steps: SolutionStep[] = [{ title: runs ? 'Runs needed' : 'Score needed', bullets: [`Now: ${played} × ${num(average)} = ${num(played * average)}${runs ? ' runs' : ''}.`, `After ${next} ${turns} at ${num(average + by)}: ${next} × ${num(average + by)} = ${num(next * (average + by))}${runs ? ' runs' : ''}.`, `Needed in the next one: ${num(next * (average + by))} − ${num(played * average)} = ${num(value)}.`] }];
  const check = checkStep([`(${num(played * average)} + ${num(value)}) ÷ ${next} = ${num((played * average + value) / next)}, which is ${num(average)} ${up ? '+' : '−'} ${num(Math.abs(by))}.`], [[(played * average + value) / next, average + by]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: runs ? 'The runs needed' : 'The score needed', steps: [...steps, check], mistakes: [{ value: round2(average + by), why: 'this is the new average, not the score needed' }, { value: round2(average + played * by), why: 'this raises only the earlier innings' }], givens: [average, played, ...(raise ? (raiseWritten ? [Math.abs(by)] : []) : [average + by]), ...inningsWritten(text, next).filter((value) => value === next), ...ordinalsWritten(text, next)] };
}

/** 'The average of 11 results is 50; of the first six 49 and of the last six 52: find the sixth', the one counted twice. */
function firstAndLast(text: string): QuantAnswer | null {
  const count = String.raw`(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
  // The whole as a count ('the average of 11 results is 50') or as a week of 7 days ('the average
  // temperature for the whole week was 40.2').
  const whole =
    new RegExp(String.raw`average${WHAT}\s+(?:of|for|over)\s+(?:the\s+)?(\d+|${Object.keys(COUNT_WORDS).join('|')})\s+([a-z]+)\s+(?:is|was|=)\s+${VAL}`).exec(text) ??
    (() => {
      const week = new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+(?:for|of|over|during|in)\s+(?:the\s+|a\s+|that\s+|this\s+)?(?:whole\s+|entire\s+|full\s+)?week\s+(?:is|was|=|be)\s+${VAL}`).exec(text);
      return week ? Object.assign([week[0], 'seven', 'days', week[1]], { index: week.index }) : null;
    })();
  // 'first six is 49', 'the first four days of a week was 40', 'first twelve of them is 14'.
  const first = new RegExp(String.raw`(?:first|initial)\s+${count}\s*(?:[a-z]+\s+){0,4}?(?:is|was|=|be)?\s*${VAL}`).exec(text) ?? new RegExp(String.raw`average\s+of\s+(?:the\s+)?first\s+${count}\s+[a-z]+\s+(?:is|was|=)\s+${VAL}`).exec(text);
  const last = new RegExp(String.raw`last\s+${count}\s*(?:[a-z]+\s+){0,4}?(?:is|was|=|be)?\s*${VAL}`).exec(text);
  if (!whole || !first || !last) return null;
  const n = COUNT_WORDS[whole[1]!] ?? Number(whole[1]);
  const a = Number(whole[3]);
  const toCount = (word: string) => COUNT_WORDS[word] ?? Number(word);
  const k = toCount(first[1]!);
  const m = toCount(last[1]!);
  const [b, c] = [Number(first[2]), Number(last[2])];
  // The two groups overlap in exactly one member only when k + m = n + 1.
  const asked = askedPart(text);
  if (!(/find|what|which/.test(askedClause(text)) || new RegExp(String.raw`\b(?:${ORDINAL_WORDS[k]}|${k}th|${ORDINAL_WORDS[k + 1]}|${k + 1}th|common|middle)\b`).test(asked))) return null;
  // An ordinal asked must be the one the groups fix: the shared k-th, or the (k + 1)-th left out.
  const askedOrdinal = /\b(\d+(?:st|nd|rd|th)|(?:twenty-)?[a-z]+(?:st|nd|rd|th))\s+(?:[a-z]+\s+)?(?:day|result|number|value|observation|reading|match|month|one|innings|subject|test|student|person|member)\b/.exec(asked);
  const ordinal = askedOrdinal ? ordinalOf(askedOrdinal[1]!) : null;
  if (ordinal && ordinal.n !== (k + m === n + 1 ? k : k + 1)) return null;
  if (k + m === n - 1) return leftOut(n, a, k, b, m, c, whole[2]!, [first[1]!, last[1]!], ordinalsWritten(text, k + 1));
  if (k + m !== n + 1) return null;
  const value = k * b + m * c - n * a;
  const steps = [{ title: 'Count the shared member twice', bullets: [`First ${k}: ${k} × ${num(b)} = ${num(k * b)}; last ${m}: ${m} × ${num(c)} = ${num(m * c)}; all ${n}: ${n} × ${num(a)} = ${num(n * a)}.`, `The ${k}th is in both groups: ${num(k * b)} + ${num(m * c)} − ${num(n * a)} = ${num(value)}.`] }];
  const rest = n * a - value;
  const check = checkStep([`Without it the other ${n - 1} add up to ${num(rest)}; the first ${k - 1} (${num(k * b - value)}) and the last ${m - 1} (${num(m * c - value)}) make ${num(k * b - value + m * c - value)}.`], [[k * b - value + m * c - value, rest]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: `The ${k}th ${whole[2]!.replace(/s$/, '')}`, steps: [...steps, check], mistakes: [], givens: [...(/^\d+$/.test(whole[1]!) ? [n] : []), a, b, c, ...(/^\d+$/.test(first[1]!) ? [k] : []), ...(/^\d+$/.test(last[1]!) ? [m] : []), ...ordinalsWritten(text, k)] };
}

/** 'The average of 25 results is 18; of the first 12, 14; of the last 12, 17: the 13th', the one in neither group. */
/** '6th' written in digits, once for each time: a number of the question. */
function ordinalsWritten(text: string, n: number): number[] {
  return [...text.matchAll(new RegExp(String.raw`(?<![\d.])${n}(?:st|nd|rd|th)\b`, 'g'))].map(() => n);
}

function leftOut(n: number, a: number, k: number, b: number, m: number, c: number, noun: string, counts: readonly string[], asked: readonly number[]): QuantAnswer | null {
  const value = n * a - k * b - m * c;
  if (!(value > 0)) return null;
  const steps = [{ title: 'The one in neither group', bullets: [`All ${n}: ${n} × ${num(a)} = ${num(n * a)}; first ${k}: ${k} × ${num(b)} = ${num(k * b)}; last ${m}: ${m} × ${num(c)} = ${num(m * c)}.`, `The ${k + 1}th = ${num(n * a)} − ${num(k * b)} − ${num(m * c)} = ${num(value)}.`] }];
  const check = checkStep([`${num(k * b)} + ${num(value)} + ${num(m * c)} = ${num(k * b + value + m * c)}, and ÷ ${n} = ${num((k * b + value + m * c) / n)}.`], [[(k * b + value + m * c) / n, a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: `The ${k + 1}th ${noun.replace(/s$/, '')}`, steps: [...steps, check], mistakes: [], givens: [n, a, b, c, ...(/^\d+$/.test(counts[0]!) ? [k] : []), ...(/^\d+$/.test(counts[1]!) ? [m] : []), ...asked] };
}

/**
 * Named people's values from averages of groups of them: 'the average weight of A, B and C is 45
 * kg; the average of A and B is 40 kg and that of B and C is 43 kg; find B's weight'. Each
 * statement gives a sum; the asked value is read off when the statements fix it.
 */
function namedValues(text: string): QuantAnswer | null {
  // Ages at other times ('5 years ago the average age of a and b was 30') are the ages solver's.
  if (/\b(?:ago|hence|from now|later|earlier|back)\b|\b(?:after|in)\s+\d+(?:\.\d+)?\s+years?\b/.test(text)) return null;
  // A name: a letter ('a'), a day or a month, or a word that is not a common word ('ravi', 'husband').
  const TOKEN = String.raw`(?:the\s+)?[a-z]+`;
  const NAME_LIST = String.raw`(${TOKEN}(?:\s*,\s*${TOKEN})*(?:\s*,?\s*and\s+${TOKEN})|${TOKEN}(?:\s*,\s*${TOKEN})+)`;
  const namesOf = (list: string) => {
    const names = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((name) => name.replace(/^the\s+/, ''));
    return names.every(isValueName) && new Set(names).size === names.length ? names : null;
  };
  // A statement: the sum of its names (an average × the count, or one value), or one name as a multiple of another (factor).
  const statements: { names: string[]; value: number; average: boolean; at: number; factor?: number; written?: number[] }[] = [];
  const spans: [number, number][] = [];
  const add = (names: string[] | null, value: string, average: boolean, at: number, end: number) => {
    if (!names || spans.some(([from, to]) => at < to && end > from)) return;
    statements.push({ names, value: Number(value), average, at });
    spans.push([at, end]);
  };
  // 'the average weight of a, b and c is 45', 'the average temperature on monday, tuesday and wednesday was 40'.
  for (const match of text.matchAll(new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+(?:of|for|on)\s+${NAME_LIST}\s+(?:is|was|be|=|are|were)\s+${VAL}`, 'g'))) {
    add(namesOf(match[1]!), match[2]!, true, match.index, match.index + match[0].length);
  }
  // 'and that of b and c is 43', ', of q and r ₹6,250', 'and on tuesday, wednesday and thursday 41': an average with its words left out.
  for (const match of text.matchAll(new RegExp(String.raw`(?:\bthat\s+(?:of|for|on)|(?:,|;|\band\b)\s*(?:that\s+)?(?:of|for|on))\s+${NAME_LIST}\s*,?\s+(?:(?:it|they)\s+)?(?:(?:is|was|be|=|are|were)\s+)?${VAL}`, 'g'))) {
    if (statements.length === 0 || match.index < statements[0]!.at) continue;
    add(namesOf(match[1]!), match[2]!, true, match.index, match.index + match[0].length);
  }
  // 'and a is 89', 'if thursday was 45': a value stated alone, not the last name of an average's list ('of a, b and c is 64').
  for (const match of text.matchAll(new RegExp(String.raw`(?:^|[,.;]\s*|\bif\s+|\band\s+|\bwhile\s+)(?:the\s+)?([a-z]+)\s+(?:is|was)\s+${VAL}(?:\s*(?:kg|years?|cm|marks|°\s*c?|degrees?(?:\s+celsius)?))?\s*(?=[.,;?]|$)`, 'g'))) {
    const at = match.index + match[0].lastIndexOf(`${match[1]!} `);
    const before = text.slice(Math.max(0, at - 60), at);
    if (/\b(?:of|for|on)\s+(?:(?:the\s+)?[a-z]+\s*,\s*)*(?:(?:the\s+)?[a-z]+\s*,?\s*(?:and\s+)?)?(?:the\s+)?$/.test(before)) continue;
    add(namesOf(match[1]!), match[2]!, false, at, match.index + match[0].length);
  }
  // 'the temperature on thursday was seven-eighths of that on monday': one member as a multiple of another.
  for (const match of text.matchAll(new RegExp(String.raw`\b(?:the\s+[a-z]+\s+(?:on|of)\s+)?([a-z]+)(?:'s\s+[a-z]+)?\s+(?:is|was)\s+(${MULTIPLIER})\s+(?:of\s+)?(?:that\s+(?:on|of)\s+|the\s+[a-z]+\s+(?:on|of)\s+)?([a-z]+)(?:'s)?\b`, 'g'))) {
    const factor = multiplierWord(match[2]!);
    const [x, y] = [namesOf(match[1]!), namesOf(match[3]!)];
    if (factor === null || !x || !y || x[0] === y[0] || spans.some(([from, to]) => match.index < to && match.index + match[0].length > from)) continue;
    statements.push({ names: [x[0]!, y[0]!], value: 0, average: false, at: match.index, factor, written: [...match[2]!.matchAll(/\d+/g)].map((digits) => Number(digits[0])) });
    spans.push([match.index, match.index + match[0].length]);
  }
  // 'if a = 59': a value written as an equation.
  for (const match of text.matchAll(new RegExp(String.raw`(?:^|[,.;]\s*|\bif\s+|\band\s+|\bwhile\s+)([a-z])\s*=\s*${VAL}(?![\d.]|\s*[:/])`, 'g'))) {
    add([match[1]!], match[2]!, false, match.index, match.index + match[0].length);
  }
  // 'a's weight is 40 kg', 'c weighs 45 kg', "thursday's temperature was 45", 'the temperature on thursday was 45'.
  for (const match of text.matchAll(new RegExp(String.raw`\b([a-z]+)(?:'s\s+[a-z]+\s+(?:is|was|=)|\s+(?:weighs|is aged|scored|earns|gets))\s+${VAL}|\bthe\s+[a-z]+\s+(?:on|of)\s+([a-z]+)\s+(?:is|was|=)\s+${VAL}`, 'g'))) {
    add(namesOf((match[1] ?? match[3])!), (match[2] ?? match[4])!, false, match.index, match.index + match[0].length);
  }
  if (statements.length < 2) return null;
  const names = [...new Set(statements.flatMap((statement) => statement.names))].sort();
  if (names.length < 2 || names.length > 7) return null;
  // 'What is B's weight, if the average of A, B, C is 46 kg ...': the ask written first ends at 'if'.
  // 'If ..., then the weight of b is': the ask is the clause after 'then'.
  const asked = /,\s*then\s+([^,]+)$/.exec(askedPart(text))?.[1] ?? askedPart(text).split(/,?\s+\b(?:if|when|given that|where)\b/)[0]!;
  const wanted = names.filter((name) => new RegExp(String.raw`(?<![a-z])${name}(?:'s)?(?![a-z])`).test(asked));
  // Every number written is in a statement read: a figure left over is a fact not understood.
  const rest = spans.reduce((acc, [from, to]) => `${acc.slice(0, from)}${' '.repeat(to - from)}${acc.slice(to)}`, text);
  if (/\d/.test(rest.replace(/^\s*(?:q(?:uestion)?\s*\.?\s*)?\d{1,3}\s*[.):]\s+/, ''))) return null;
  if (wanted.length !== 1) return null;
  // Gaussian elimination on the sums: each statement is Σ names = count × average.
  const rows = statements.map((statement) =>
    statement.factor !== undefined
      ? [...names.map((name) => (name === statement.names[0] ? 1 : name === statement.names[1] ? -statement.factor! : 0)), 0]
      : [...names.map((name) => (statement.names.includes(name) ? 1 : 0)), statement.average ? statement.names.length * statement.value : statement.value],
  );
  const solved = solveLinear(rows, names.length);
  const index = names.indexOf(wanted[0]!);
  if (!solved || solved.fixed[index] !== true) return null;
  const value = solved.values[index]!;
  if (!(value > 0)) return null;
  const unit = unitWord(text);
  const steps: SolutionStep[] = [
    { title: 'Turn each average into a total', bullets: statements.map((statement) => (statement.factor !== undefined ? `${nameShown(statement.names[0]!)} = ${num(statement.factor)} × ${nameShown(statement.names[1]!)}.` : statement.average ? `${statement.names.map(nameShown).join(' + ')} = ${statement.names.length} × ${num(statement.value)} = ${num(statement.names.length * statement.value)}.` : `${nameShown(statement.names[0]!)} = ${num(statement.value)}.`)) },
    { title: 'Combine the totals', bullets: [`Adding and taking away these totals leaves ${nameShown(wanted[0]!)} alone: ${nameShown(wanted[0]!)} = ${num(value)}${unit}.`] },
  ];
  const known = names.map((name, position) => (solved.fixed[position] ? solved.values[position]! : null));
  // A member the statements leave open (B and C when only B + C is fixed) is set to 0 for the
  // check, so that every statement can still be put back with the value found.
  const pinned = [...rows];
  let full: { values: number[]; fixed: boolean[] } | null = solved;
  while (full && full.fixed.some((fixed) => !fixed)) {
    const position = full.fixed.indexOf(false);
    pinned.push([...names.map((_, column) => (column === position ? 1 : 0)), 0]);
    full = solveLinear(pinned, names.length);
  }
  const particular = full?.values;
  if (!particular) return null;
  const check = checkStep(
    statements.filter((statement) => statement.factor === undefined && statement.names.every((name) => known[names.indexOf(name)] !== null)).map((statement) => `${statement.names.map((name) => num(known[names.indexOf(name)]!)).join(' + ')} = ${num(statement.names.reduce((acc, name) => acc + known[names.indexOf(name)]!, 0))}${statement.average ? `, average ${num(statement.names.reduce((acc, name) => acc + known[names.indexOf(name)]!, 0) / statement.names.length)}` : ''}.`).concat(['Each statement holds with this value.']),
    statements.map((statement) => {
      const row = rows[statements.indexOf(statement)]!;
      const total = names.reduce((acc, _, position) => acc + row[position]! * (particular[position] ?? 0), 0);
      return [total, row[names.length]!] as const;
    }),
  );
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: `${nameShown(wanted[0]!)}'s value`, steps: [...steps, check], mistakes: [], givens: statements.flatMap((statement) => statement.written ?? [statement.value]) };
}

/** Words that are never the name of one member in namedValues: groups, numbers, places in a list, pronouns. */
const NOT_VALUE_NAMES = new Set([
  'the', 'an', 'his', 'her', 'their', 'its', 'them', 'they', 'he', 'she', 'it', 'all', 'both', 'each', 'these', 'those', 'this', 'that', 'other', 'others', 'rest', 'remaining', 'first', 'second',
  'third', 'fourth', 'fifth', 'last', 'next', 'previous', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'numbers', 'number', 'students', 'boys', 'girls', 'men', 'women',
  'members', 'persons', 'people', 'children', 'players', 'workers', 'employees', 'marks', 'runs', 'scores', 'values', 'items', 'days', 'weeks', 'months', 'years', 'is', 'was', 'are', 'were', 'and',
  'of', 'for', 'on', 'in', 'average', 'mean', 'total', 'sum', 'whole', 'class', 'group', 'family', 'team', 'week', 'month', 'year', 'day', 'what', 'find', 'if', 'then', 'also', 'same', 'age',
  'weight', 'height', 'income', 'salary', 'temperature', 'score', 'value', 'new', 'old', 'one', 'some', 'many', 'few', 'more', 'less', 'only', 'just', 'together', 'combined', 'now', 'present',
]);

/** A name of one member: a letter ('a'), or a word that is not a common word ('monday', 'ravi', 'husband'). */
function isValueName(name: string): boolean {
  return /^[a-z]+$/.test(name) && !NOT_VALUE_NAMES.has(name) && (name.length === 1 || name.length >= 3);
}

/** A member as the student writes it: 'A', 'Monday', 'Ravi'. */
const nameShown = (name: string) => (name.length === 1 ? name.toUpperCase() : `${name.charAt(0).toUpperCase()}${name.slice(1)}`);

/**
 * Two groups put together: 'the average marks of 24 boys are 73 and those of 36 girls are 47:
 * the average of the whole class', 'section A has 11 students with an average of 60; section B
 * has 49 with an average of 69'.
 */
function twoGroups(text: string): QuantAnswer | null {
  const groups: { count: number; average: number; at: number }[] = [];
  const add = (count: string, average: string, at: number) => {
    if (!groups.some((group) => group.at === at)) groups.push({ count: Number(count), average: Number(average), at });
  };
  for (const match of text.matchAll(new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+of\s+(?:the\s+)?(\d+)\s+(?:[a-z]+\s+)?${MEMBERS}\b[^\d.;?]{0,25}?\b(?:is|was|are|were|=|be)\s+${VAL}`, 'g'))) add(match[1]!, match[2]!, match.index);
  for (const match of text.matchAll(new RegExp(String.raw`\b(?:those|that|and|while)\s+(?:for\s+|of\s+)(?:the\s+|another\s+|other\s+)?(\d+)\s+(?:[a-z]+\s+)?${MEMBERS}\b[^\d.;?]{0,20}?\b(?:is|was|are|were|=|be)\s+${VAL}`, 'g'))) add(match[1]!, match[2]!, match.index);
  for (const match of text.matchAll(new RegExp(String.raw`\b(\d+)\s+(?:[a-z]+\s+)?${MEMBERS}\b[^\d.;?]{0,30}?\b(?:average|mean)${WHAT}(?:\s+(?:is|was|of|=|:|being))?\s+${VAL}`, 'g'))) add(match[1]!, match[2]!, match.index);
  // '20 boys averaged 65 marks', 'section b has 35 students averaging 60'.
  for (const match of text.matchAll(new RegExp(String.raw`\b(\d+)\s+(?:[a-z]+\s+)?${MEMBERS}\s+(?:averaged|averaging|averages|average)\s+(?:of\s+)?${VAL}`, 'g'))) add(match[1]!, match[2]!, match.index);
  if (groups.length !== 2) return null;
  const asked = askedPart(text);
  if (!/average|mean/.test(asked) || !/\b(?:whole|all|combined|together|total|entire|both|overall|class|group|children|students)\b/.test(asked)) return null;
  const [first, second] = groups as [(typeof groups)[number], (typeof groups)[number]];
  // 'the average weight of the 10 children': a count in the ask must be the two groups together.
  const askedCounts = [...asked.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  if (askedCounts.some((value) => value !== first.count + second.count)) return null;
  const total = first.count * first.average + second.count * second.average;
  const count = first.count + second.count;
  const value = total / count;
  const steps: SolutionStep[] = [
    { title: 'Totals of the two groups', bullets: [`${first.count} × ${num(first.average)} = ${num(first.count * first.average)}; ${second.count} × ${num(second.average)} = ${num(second.count * second.average)}.`] },
    { title: 'Average of all', bullets: [`(${num(first.count * first.average)} + ${num(second.count * second.average)}) ÷ (${first.count} + ${second.count}) = ${num(total)} ÷ ${count} = ${num(value)}.`] },
  ];
  const check = checkStep([`${count} × ${num(value)} = ${num(count * value)}, the two totals together.`], [[count * value, total]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average of the whole group', steps: [...steps, check], mistakes: [{ value: round2((first.average + second.average) / 2), why: 'this averages the two averages without weighting them by the group sizes' }], givens: [first.count, first.average, second.count, second.average, ...askedCounts] };
}

/**
 * A weighted average: 'he scores 60 in Maths, 70 in Science and 80 in English; the weights of the
 * subjects are 2, 3 and 5', 'the weighted average of 60, 70 and 80 with weights 2, 3 and 5'. The
 * weights are the list after 'weights' or 'weightage'; the values are the other numbers, in order,
 * as many as the weights and nothing else written.
 */
function weightedMarks(text: string): QuantAnswer | null {
  if (!/\bweight(?:s|ages?|ed)\b/.test(text) || /%|percent|\bkgs?\b|kilograms?/.test(text)) return null;
  if (!/average|mean/.test(askedPart(text))) return null;
  const listed = new RegExp(String.raw`\b(?:weights?|weightages?)\s+(?:(?:given\s+)?(?:to|of|for)\s+(?:the\s+|these\s+|its\s+)?(?:[a-z]+\s+){0,2}?)?(?:are|is|were|being|as|of|:|=)?\s*(?:respectively\s+)?${LIST}`).exec(text);
  if (!listed) return null;
  const weights = valuesOf(listed[1]!);
  const rest = `${text.slice(0, listed.index)} ${text.slice(listed.index + listed[0].length)}`;
  const marks = valuesOf(rest);
  if (weights.length < 2 || marks.length !== weights.length || weights.some((weight) => !(weight > 0))) return null;
  const total = marks.reduce((acc, mark, index) => acc + mark * weights[index]!, 0);
  const weightSum = weights.reduce((acc, weight) => acc + weight, 0);
  const value = total / weightSum;
  const steps: SolutionStep[] = [
    { title: 'Weigh each value', bullets: [`${marks.map((mark, index) => `${num(mark)} × ${num(weights[index]!)}`).join(' + ')} = ${num(total)}.`] },
    { title: 'Divide by the total weight', bullets: [`${weights.map(num).join(' + ')} = ${num(weightSum)}; ${num(total)} ÷ ${num(weightSum)} = ${num(value)}.`] },
  ];
  const check = checkStep([`${num(value)} × ${num(weightSum)} = ${num(value * weightSum)}, the weighted total.`], [[value * weightSum, total]]);
  if (!check) return null;
  const plain = marks.reduce((acc, mark) => acc + mark, 0) / marks.length;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The weighted average', steps: [...steps, check], mistakes: [{ value: round2(plain), why: 'this is the plain average, which leaves out the weights' }], givens: [...marks, ...weights] };
}

/** Two parts of a whole named by what they are: 'boys' and 'girls', 'passed' and 'failed'. */
const PART_NAME = String.raw`(boys|girls|men|women|males|females|passed|failed|successful|unsuccessful|technicians|non-technicians|officers|clerks|adults|children)`;
const PART_NOUN = String.raw`(?:\s+(?:candidates|students|employees|workers|members|ones|people))?`;

/**
 * Two named groups, each with its average: 'the average age of the boys is 12 and of the girls
 * 11; there are 20 boys and 30 girls: the average of the class', or, with the whole's count and
 * average written, how many are in one group: 'the average marks of 120 candidates is 35; that of
 * the passed candidates is 39 and that of the failed ones 15: how many passed?' (39p + 15(120 − p)
 * = 120 × 35).
 */
function namedGroups(text: string): QuantAnswer | null {
  if (/replac|wrong|instead|mistak|remov|exclud|leaves|left|join|increas|decreas|\beach\b|\bevery\b|speed|%|percent|ratio/.test(text)) return null;
  const averages = new Map<string, number>();
  const read = (name: string, value: string) => {
    const key = name.replace(/^(?:un)?successful$/, (word) => (word === 'successful' ? 'passed' : 'failed'));
    if (averages.has(key)) averages.set(key, NaN);
    else averages.set(key, Number(value));
  };
  const plain = withoutUnits(text).replace(/(\d)\s*(?:cm|m|g|kg|kgs)\b/g, '$1');
  for (const match of plain.matchAll(new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+(?:of|for)\s+(?:the\s+|all\s+the\s+)?${PART_NAME}${PART_NOUN}(?:\s+in\s+(?:a|the)\s+[a-z]+)?\s+(?:is|was|are|were|=)\s+${VAL}`, 'g'))) read(match[1]!, match[2]!);
  for (const match of plain.matchAll(new RegExp(String.raw`\b(?:that|those)\s+of\s+(?:the\s+)?${PART_NAME}${PART_NOUN}\s+(?:is\s+|was\s+|are\s+|were\s+|=\s*)?${VAL}|\band\s+of\s+the\s+${PART_NAME}${PART_NOUN}\s+${VAL}`, 'g'))) read(match[1] ?? match[3]!, match[2] ?? match[4]!);
  const names = [...averages.keys()];
  if (names.length !== 2 || [...averages.values()].some((value) => !Number.isFinite(value))) return null;
  const [first, second] = names as [string, string];
  const [a1, a2] = [averages.get(first)!, averages.get(second)!];
  const asked = askedPart(text);
  const counts = new Map<string, number>();
  for (const match of plain.matchAll(new RegExp(String.raw`(?<!(?:average|mean)[a-z ]{0,30}\bof\s+(?:the\s+)?)\b(\d+)\s+${PART_NAME}\b`, 'g'))) counts.set(match[2]!, counts.has(match[2]!) ? NaN : Number(match[1]));
  const figures = (plain.match(/\d+(?:\.\d+)?/g) ?? []).length;
  // (i) Both counts written, the class's average asked.
  if (counts.size === 2 && counts.has(first) && counts.has(second) && figures === 4) {
    const [n1, n2] = [counts.get(first)!, counts.get(second)!];
    if (!(n1 > 0 && n2 > 0) || !/average|mean/.test(asked) || !/\b(?:whole|all|combined|together|entire|overall|class|group|school)\b/.test(asked) || new RegExp(String.raw`\b${PART_NAME}\b`).test(asked)) return null;
    const total = n1 * a1 + n2 * a2;
    const value = total / (n1 + n2);
    const steps: SolutionStep[] = [
      { title: 'Totals of the two groups', bullets: [`${first}: ${n1} × ${num(a1)} = ${num(n1 * a1)}; ${second}: ${n2} × ${num(a2)} = ${num(n2 * a2)}.`] },
      { title: 'Average of all', bullets: [`(${num(n1 * a1)} + ${num(n2 * a2)}) ÷ (${n1} + ${n2}) = ${num(total)} ÷ ${n1 + n2} = ${num(value)}.`] },
    ];
    const check = checkStep([`${n1 + n2} × ${num(value)} = ${num((n1 + n2) * value)}, the two totals together.`], [[(n1 + n2) * value, total]]);
    if (!check) return null;
    return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average of the whole group', steps: [...steps, check], mistakes: [{ value: round2((a1 + a2) / 2), why: 'this averages the two averages without weighting them by the group sizes' }], givens: [a1, a2, n1, n2] };
  }
  // (ii) The whole's count and average written; how many in one group asked.
  // 'the average marks obtained by 120 candidates ... is 35'.
  const obtained = new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+(?:obtained|scored|secured|got|earned)\s+by\s+(\d+)\s+${MEMBERS}\b[^\d.;?]{0,40}?\b(?:is|was|are|were|=)\s+${VAL}`).exec(plain);
  const whole = groupAverage(text) ?? (obtained ? { count: Number(obtained[1]), average: Number(obtained[2]), written: true } : null);
  if (!whole || counts.size !== 0 || figures !== 4 || a1 === a2) return null;
  const wanted = /\bhow many\b/.test(asked) ? names.filter((name) => new RegExp(String.raw`\b${name === 'passed' ? '(?:passed|successful)' : name === 'failed' ? '(?:failed|unsuccessful)' : name}\b`).test(asked)) : [];
  if (wanted.length !== 1) return null;
  const { count: n, average: a } = whole;
  const target = wanted[0]!;
  const [at, ao] = target === first ? [a1, a2] : [a2, a1];
  const other = target === first ? second : first;
  const value = (n * (a - ao)) / (at - ao);
  if (!(value > 0 && value < n) || Math.abs(value - Math.round(value)) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { title: 'Write the total two ways', bullets: [`All ${n}: ${n} × ${num(a)} = ${num(n * a)}.`, `If x are ${target}: ${num(at)}x + ${num(ao)}(${n} − x) = ${num(n * a)}.`] },
    { title: 'Solve', bullets: [`${num(at - ao)}x = ${num(n * a)} − ${num(n * ao)} = ${num(n * (a - ao))}, so x = ${num(value)}.`] },
  ];
  const check = checkStep([`${num(value)} × ${num(at)} + ${num(n - value)} × ${num(ao)} = ${num(value * at + (n - value) * ao)} = ${n} × ${num(a)}.`], [[value * at + (n - value) * ao, n * a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: `The number of ${target}`, steps: [...steps, check], mistakes: [{ value: round2(n - value), why: `this is the number of ${other}` }], givens: [...(whole.written ? [n] : []), a, a1, a2] };
}

/** People a class is split into, for a group named without its count ('that of the girls'). */
const GROUP_PEOPLE = String.raw`(boys|girls|men|women|males|females|teachers|students|players|workers|officers|clerks|members)`;

/**
 * Two groups of a whole whose size is written, the whole's average asked: 'in a class of 50, the
 * average height of the 30 boys is 150 cm and that of the girls is 140 cm' (the girls are 50 − 30),
 * 'the average of 30 boys is 150 and that of 20 girls is 140: the average of all the 50 students'
 * (the whole must be the two counts together). Anything changed in the group is another reader's.
 */
function groupsOfWhole(text: string): QuantAnswer | null {
  if (/replac|wrong|instead|mistak|remov|exclud|leaves|left|join|increas|decreas|\beach\b|\bevery\b|speed|%|percent|ratio/.test(text)) return null;
  const asked = askedPart(text);
  if (!/average|mean/.test(asked) || !/\b(?:whole|all|combined|together|entire|overall|class|group|school|section)\b/.test(asked) || new RegExp(String.raw`\b${GROUP_PEOPLE}\b`).test(asked.replace(/\ball\s+(?:the\s+)?(?:\d+\s+)?students\b/, ''))) return null;
  const plain = withoutUnits(text).replace(/(\d)\s*(?:cm|m|g|kg|kgs)\b/g, '$1');
  const wholes = [...plain.matchAll(new RegExp(String.raw`\b(?:class|group|school|batch|team|section|college|hostel)\s+of\s+(\d+)\b|\ball\s+(?:the\s+)?(\d+)\s+${GROUP_PEOPLE}|\b(\d+)\s+${GROUP_PEOPLE}\s+in\s+(?:all|total)\b`, 'g'))];
  if (wholes.length !== 1) return null;
  const whole = Number(wholes[0]![1] ?? wholes[0]![2] ?? wholes[0]![4]);
  const counted = [...plain.matchAll(new RegExp(String.raw`\b(?:(?:average|mean)${WHAT}|that|those)\s+of\s+(?:the\s+)?(\d+)\s+${GROUP_PEOPLE}\b[^\d.;?]{0,20}?\b(?:is|was|are|were|=)\s+${VAL}`, 'g'))];
  const uncounted = [...plain.matchAll(new RegExp(String.raw`\b(?:(?:average|mean)${WHAT}|that|those)\s+of\s+(?:the\s+)?(?:remaining\s+|other\s+|rest\s+of\s+the\s+)?${GROUP_PEOPLE}\b[^\d.;?]{0,20}?\b(?:is|was|are|were|=)\s+${VAL}`, 'g'))];
  let groups: { count: number; average: number; name: string }[];
  if (counted.length === 2 && uncounted.length === 0) groups = counted.map((match) => ({ count: Number(match[1]), average: Number(match[3]), name: match[2]! }));
  else if (counted.length === 1 && uncounted.length === 1) {
    const known = counted[0]!;
    groups = [{ count: Number(known[1]), average: Number(known[3]), name: known[2]! }, { count: whole - Number(known[1]), average: Number(uncounted[0]![2]), name: uncounted[0]![1]! }];
  } else return null;
  const [first, second] = groups as [(typeof groups)[number], (typeof groups)[number]];
  if (first.name === second.name || !(first.count > 0 && second.count > 0) || first.count + second.count !== whole) return null;
  const total = first.count * first.average + second.count * second.average;
  const value = total / whole;
  const steps: SolutionStep[] = [
    { title: 'Read the groups', bullets: [`${whole} in all: ${first.count} ${first.name} with average ${num(first.average)}, and ${counted.length === 2 ? '' : `${whole} − ${first.count} = `}${second.count} ${second.name} with average ${num(second.average)}.`] },
    { title: 'Totals of the two groups', bullets: [`${first.count} × ${num(first.average)} = ${num(first.count * first.average)}; ${second.count} × ${num(second.average)} = ${num(second.count * second.average)}.`] },
    { title: 'Average of all', bullets: [`(${num(first.count * first.average)} + ${num(second.count * second.average)}) ÷ ${whole} = ${num(value)}.`] },
  ];
  const check = checkStep([`${whole} × ${num(value)} = ${num(whole * value)}, the two totals together.`], [[whole * value, total]]);
  if (!check) return null;
  const givens = counted.length === 2 ? [first.count, first.average, second.count, second.average, whole] : [whole, first.count, first.average, second.average];
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average of the whole group', steps: [...steps, check], mistakes: [{ value: round2((first.average + second.average) / 2), why: 'this averages the two averages without weighting them by the group sizes' }], givens };
}

/**
 * Two groups told clause by clause, each with its count and its average, the whole asked: 'his
 * average expenditure for the first 4 months is ₹2,750 and for the next 8 months ₹3,500: the
 * average for the year', 'average runs in 20 matches is 40; in the next 10 matches an average of
 * 13: the average in all 30', 'of 16 boys 50.25 kg and of the remaining 8 boys 45.15 kg'. A clause
 * is read only when it holds one count and one value and nothing else; a count in the ask must be
 * the sum, and 'the year' must be 12 months.
 */
function clauseGroups(text: string): QuantAnswer | null {
  if (/replac|wrong|instead|mistak|remov|exclud|leaves|left|join|includ|increas|decreas|each|every|speed|km|%|percent/.test(text)) return null;
  const asked = askedPart(text);
  if (!/average|mean/.test(asked) || !/\b(?:whole|all|combined|together|total|entire|both|overall|class|group|year)\b/.test(asked)) return null;
  const body = text.slice(0, text.lastIndexOf(asked) >= 0 ? text.lastIndexOf(asked) : text.length);
  const clauses = body.split(/[.;?]\s|\s+(?:and|while|whereas|but)\s+(?=(?:that|those|the|for|in|of|during|over)\b)|,\s+(?=(?:and\s+)?(?:that|those|for|in|of|during|over)\b)/);
  const groups: { count: number; average: number }[] = [];
  let averaged = false;
  for (const clause of clauses) {
    const plain = withoutUnits(clause).replace(/(\d)\s*(?:cm|m|g|°c)\b/g, '$1');
    averaged ||= /average|mean/.test(plain);
    const figures = [...plain.matchAll(/\d+(?:\.\d+)?/g)];
    if (figures.length === 0) continue;
    const count = new RegExp(String.raw`(?<![\d.])(\d+)\s+(?:[a-z]+\s+){0,2}?(?:${MEMBERS}|months)\b`).exec(plain);
    // The value is the figure that is not the count, after it or before it.
    const valueIn = (part: string) => new RegExp(String.raw`(?:\b(?:is|was|are|were|=|of|:)\s+|average\s+)${VAL}(?![\d.])`).exec(part);
    const value = count ? (valueIn(plain.slice(count.index + count[0].length)) ?? valueIn(plain.slice(0, count.index))) : null;
    if (figures.length !== 2 || !count || !value || !averaged) return null;
    if (!/average|mean|^\s*(?:and\s+)?(?:that|those|for|in|of|during|over)\b/.test(plain)) return null;
    groups.push({ count: Number(count[1]), average: Number(value[1]) });
  }
  if (groups.length !== 2) return null;
  const [first, second] = groups as [(typeof groups)[number], (typeof groups)[number]];
  const count = first.count + second.count;
  const askedCounts = [...asked.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  if (askedCounts.some((value) => value !== count) || (/\byear\b/.test(asked) && !(count === 12 && /months/.test(text)))) return null;
  const total = first.count * first.average + second.count * second.average;
  const value = total / count;
  const steps: SolutionStep[] = [
    { title: 'Totals of the two groups', bullets: [`${first.count} × ${num(first.average)} = ${num(first.count * first.average)}; ${second.count} × ${num(second.average)} = ${num(second.count * second.average)}.`] },
    { title: 'Average of all', bullets: [`(${num(first.count * first.average)} + ${num(second.count * second.average)}) ÷ ${count} = ${num(value)}.`] },
  ];
  const check = checkStep([`${count} × ${num(value)} = ${num(count * value)}, the two totals together.`], [[count * value, total]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average of all', steps: [...steps, check], mistakes: [{ value: round2((first.average + second.average) / 2), why: 'this averages the two averages without weighting them by the counts' }], givens: [first.count, first.average, second.count, second.average, ...askedCounts] };
}

/**
 * One value of a list written as x: 'if the average of 6, 8, x, 12 and 14 is 10, find x', 'his
 * marks are 68, 74, 82, 59 and x; his average is 70'. Read only when the list, the average and a
 * count equal to the list's length are the only numbers, and x is asked.
 */
function unknownInList(text: string): QuantAnswer | null {
  const ITEM = String.raw`(?:\d+(?:\.\d+)?|\bx\b)`;
  const lists = [...text.matchAll(new RegExp(String.raw`(?<![\d.])(${ITEM}(?:\s*,\s*${ITEM})+(?:\s*,?\s*and\s+${ITEM})?)(?!\d|\.\d)`, 'g'))].filter((match) => (match[1]!.match(/\bx\b/g) ?? []).length === 1);
  if (lists.length !== 1 || !/\bx\b/.test(askedPart(text))) return null;
  const list = lists[0]![1]!;
  const known = valuesOf(list);
  const n = known.length + 1;
  if (n < 3) return null;
  const others = text.replace(list, ' ');
  const average = new RegExp(String.raw`\b(?:average|mean)\b[^.\d]{0,40}?\b(?:is|was|=|be|of)\s+${VAL}`).exec(others) ?? new RegExp(String.raw`\b(?:average|mean)\b[^\d]{0,12}?\s+(?:is|was|=|be)\s+${VAL}`).exec(others);
  if (!average) return null;
  const rest = others.replace(average[0], ' ');
  if ([...rest.matchAll(/\d+(?:\.\d+)?/g)].some((match) => Number(match[0]) !== n) || /\b(?:if|when)\b[^.]*\b(?:increas|decreas|remov|add|replac|exclud)/.test(text)) return null;
  const a = Number(average[1]);
  const sum = known.reduce((acc, value) => acc + value, 0);
  const value = n * a - sum;
  const steps: SolutionStep[] = [{ title: 'Total less the known values', bullets: [`${n} values averaging ${num(a)} add up to ${n} × ${num(a)} = ${num(n * a)}.`, `The known ones add up to ${num(sum)}, so x = ${num(n * a)} − ${num(sum)} = ${num(value)}.`] }];
  const check = checkStep([`${[...known, value].map(num).join(' + ')} = ${num(sum + value)}, and ÷ ${n} = ${num((sum + value) / n)}.`], [[(sum + value) / n, a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The value of x', steps: [...steps, check], mistakes: [{ value: round2(a), why: 'this is the average, not x' }], givens: [...known, a, n] };
}

/**
 * 'The average age of a husband and wife was 23 years when they were married 5 years ago; the
 * average age of the husband, the wife and their child is 20 years now: how old is the child?'.
 * The couple are now 2 × (23 + 5) together, the three 3 × 20, and the child is the difference. The
 * child must have been born since the marriage (younger than the years since it).
 */
function childSinceMarriage(text: string): QuantAnswer | null {
  const plain = withoutUnits(text);
  const COUPLE = String.raw`average\s+age\s+of\s+(?:a|the)\s+husband\s+and\s+(?:his\s+|the\s+)?wife`;
  const married =
    new RegExp(String.raw`\b${COUPLE}\s+(?:was|is)\s+${NUM}\s*,?\s+(?:when|at the time)\s+(?:they|the couple)\s+(?:were|got)\s+married\s+(\d+)\s+ago\b`).exec(plain) ??
    (() => {
      const match = new RegExp(String.raw`\b(\d+)\s+ago\s*,?\s+(?:when|at the time)\s+(?:they|the couple)\s+(?:were\s+|got\s+)?married\s*,?\s+the\s+${COUPLE}\s+was\s+${NUM}\b`).exec(plain);
      return match ? ([match[0], match[2], match[1]] as const) : null;
    })();
  const family = new RegExp(String.raw`\baverage\s+age\s+of\s+the\s+husband\s*,\s*(?:the\s+)?wife\s+and\s+(?:their\s+|the\s+)?(?:child|baby|son|daughter)\b[^.?]*?\b(?:is|=)\s+${NUM}\b`).exec(plain);
  if (!married || !family || !/\bnow\b|\bat present\b|\bpresent\b|\btoday\b/.test(plain)) return null;
  const asked = askedPart(text);
  if (!/\b(?:child|baby|son|daughter)\b/.test(asked) || /\b(?:ago|born|birth|married|marriage|average|husband|wife)\b/.test(asked)) return null;
  const [a, k, b] = [Number(married[1]), Number(married[2]), Number(family[1])];
  const couple = 2 * (a + k);
  const child = 3 * b - couple;
  if (!(child > 0) || child > k) return null;
  const steps: SolutionStep[] = [
    { title: 'The couple now', bullets: [`At the marriage they were 2 × ${num(a)} = ${num(2 * a)} together; ${num(k)} years on, each is ${num(k)} older: ${num(2 * a)} + 2 × ${num(k)} = ${num(couple)}.`] },
    { title: 'The child', bullets: [`Husband, wife and child now: 3 × ${num(b)} = ${num(3 * b)}; the child is ${num(3 * b)} − ${num(couple)} = ${num(child)} years old.`] },
  ];
  const check = checkStep([`(${num(couple)} + ${num(child)}) ÷ 3 = ${num((couple + child) / 3)}, the average now; ${num(k)} years ago the couple's average was (${num(couple)} − ${num(2 * k)}) ÷ 2 = ${num((couple - 2 * k) / 2)}.`], [[(couple + child) / 3, b], [(couple - 2 * k) / 2, a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(child)], unit: 'years', label: "The child's present age", steps: [...steps, check], mistakes: [{ value: round2(3 * b - 2 * a), why: 'this forgets that the couple have grown older since the marriage' }], givens: [a, k, b] };
}

/**
 * 'Five years ago the average age of a family of 4 was 30 years; a baby was born 2 years ago:
 * the present average?'. The four are each 5 years older (4 × 30 + 4 × 5), the baby is 2, and
 * there are five now. The baby must have been born after that time (2 < 5).
 */
function babySince(text: string): QuantAnswer | null {
  const plain = withoutUnits(text);
  const FAMILY = String.raw`average\s+age\s+of\s+(?:a|the|his|her)\s+family\s+of\s+(\d+)(?:\s+(?:members|persons|people))?\s+(?:was|were)\s+${NUM}`;
  const then =
    new RegExp(String.raw`\b(\d+)\s+ago\s*,?\s+the\s+${FAMILY}(?!\s*(?:more|less|%))`).exec(plain) ??
    (() => {
      const match = new RegExp(String.raw`\bthe\s+${FAMILY}\s+(\d+)\s+ago\b`).exec(plain);
      return match ? ([match[0], match[3], match[1], match[2]] as const) : null;
    })();
  const baby = /\ba\s+(?:baby|child)\s+(?:was\s+)?born\s+(\d+)\s+ago\b|\b(\d+)\s+ago\s*,?\s+a\s+(?:baby|child)\s+was\s+born\b/.exec(plain);
  if (!then || !baby) return null;
  const asked = askedPart(text);
  if (!/\baverage\b/.test(asked) || !/\b(?:present|now|today|current|at\s+present)\b/.test(asked) || /\b(?:ago|born|birth|was)\b/.test(asked)) return null;
  const [k, n, a, j] = [Number(then[1]), Number(then[2]), Number(then[3]), Number(baby[1] ?? baby[2])];
  if (!(n >= 2) || !(j > 0) || j >= k) return null;
  const total = n * a + n * k + j;
  const value = total / (n + 1);
  const steps: SolutionStep[] = [
    { title: 'The family then and now', bullets: [`${num(k)} years ago: ${n} × ${num(a)} = ${num(n * a)}. Each is ${num(k)} years older now: ${num(n * a)} + ${n} × ${num(k)} = ${num(n * a + n * k)}.`] },
    { title: 'With the baby', bullets: [`The baby is ${num(j)}: the ${n + 1} of them total ${num(n * a + n * k)} + ${num(j)} = ${num(total)}, an average of ${num(total)} ÷ ${n + 1} = ${num(round2(value))}.`] },
  ];
  const check = checkStep([`${n + 1} × ${num(round2(value))} − ${num(j)} = ${num(round2((n + 1) * value - j))} for the ${n} older members; less ${n} × ${num(k)} = ${num(round2((n + 1) * value - j - n * k))}, which is ${n} × ${num(a)}.`], [[(n + 1) * value - j - n * k, n * a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'years', label: 'The present average age of the family', steps: [...steps, check], mistakes: [{ value: round2((n * a + j) / (n + 1)), why: 'this forgets that the others have grown older' }, { value: round2(a + k), why: 'this leaves out the baby' }], givens: [k, n, a, j] };
}

/**
 * 'The average age of a family of 5 is 24 years; the youngest is 8: the average age of the family
 * when the youngest was born?' Then the youngest was not there and each of the others was 8 years
 * younger: (5 × 24 − 5 × 8) ÷ 4.
 */
function atBirth(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  const asked = askedPart(text);
  if (!group || !/\bbirth|\bborn\b/.test(asked) || !/average|mean/.test(asked)) return null;
  const youngest = new RegExp(String.raw`\byoungest(?:\s+(?:member|child|one|son|daughter|person|of them))?(?:'s\s+age)?\s+(?:is|was|=|aged)\s+${VAL}|\bage\s+of\s+the\s+youngest(?:\s+(?:member|child|one|son|daughter|person))?\s+(?:is|was|=)\s+${VAL}`).exec(text.slice(group.end));
  if (!youngest) return null;
  const y = Number(youngest[1] ?? youngest[2]);
  const { count: n, average: a } = group;
  if (!(n >= 2) || !(y < a)) return null;
  const value = (n * a - n * y) / (n - 1);
  if (!(value > 0)) return null;
  const steps: SolutionStep[] = [
    { title: 'The family now', bullets: [`${n} × ${num(a)} = ${num(n * a)} years in all, the youngest ${num(y)}.`] },
    { title: `${num(y)} years ago`, bullets: [`Without the youngest the other ${n - 1} had ${num(n * a - y)} now, and each was ${num(y)} years younger then: ${num(n * a - y)} − ${n - 1} × ${num(y)} = ${num(n * a - n * y)}.`, `Average then = ${num(n * a - n * y)} ÷ ${n - 1} = ${num(value)}.`] },
  ];
  const check = checkStep([`${n - 1} × ${num(value)} = ${num((n - 1) * value)}; adding ${num(y)} years to each of the ${n - 1} and the youngest's ${num(y)}: ${num((n - 1) * value + (n - 1) * y + y)} = ${n} × ${num(a)}.`], [[(n - 1) * value + (n - 1) * y + y, n * a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average age at the birth of the youngest', steps: [...steps, check], mistakes: [{ value: round2(a - y), why: 'this takes the years off the average but keeps the youngest in the count' }, { value: round2((n * a - y) / (n - 1)), why: 'this leaves out the youngest but forgets the others were younger then' }], givens: [...(group.written ? [n] : []), a, y] };
}

/**
 * 'The average of 5 numbers is 61. If 4 of them are 54, 86, 70 and 57, find the remaining one':
 * the total less the known values. Also 'his marks in 4 subjects are ...; find the last'.
 */
function missingValue(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  const after = text.slice(group.end);
  const list = new RegExp(String.raw`\b(?:(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven)\s+(?:of\s+(?:them|these|the\s+[a-z]+)|[a-z]+(?:\s+[a-z]+)?)|(?:the\s+)?(?:other|first|rest|remaining)\s+(?:\d+\s+)?[a-z]*)\s+(?:are|were|is|be|score|scored|weigh|get|got)\s+${LIST}`).exec(after) ?? new RegExp(String.raw`\b(?:marks|scores|values|weights|ages|salaries|runs)\s+(?:in|of|for)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z]+\s+(?:are|were)\s+${LIST}`).exec(after);
  if (!list) return null;
  const known = valuesOf(list[2]!);
  const countWord = list[1];
  const stated = countWord === undefined ? null : (COUNT_WORDS[countWord] ?? Number(countWord));
  if (stated !== null && stated !== known.length) return null;
  if (known.length !== group.count - 1) return null;
  const asked = askedPart(text);
  if (!/remaining|missing|last|other|sixth|fifth|seventh|eighth|unknown|\bthe\s+\w+th\b|\bthe\s+(?:\w+\s+)?number\b|how much|what|find/.test(asked)) return null;
  const total = group.count * group.average;
  const sum = known.reduce((a, b) => a + b, 0);
  const value = total - sum;
  if (!(value >= 0)) return null;
  const steps: SolutionStep[] = [
    { title: 'Total of all', bullets: [`${group.count} × ${num(group.average)} = ${num(total)}.`] },
    { title: 'Take away the known ones', bullets: [`${known.map(num).join(' + ')} = ${num(sum)}; the missing one = ${num(total)} − ${num(sum)} = ${num(value)}.`] },
  ];
  const check = checkStep([`${[...known, value].map(num).join(' + ')} = ${num(sum + value)}, and ÷ ${group.count} = ${num((sum + value) / group.count)}.`], [[(sum + value) / group.count, group.average]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The missing value', steps: [...steps, check], mistakes: [{ value: round2(group.average), why: 'this is the average, not the missing value' }], givens: [...(group.written ? [group.count] : []), group.average, ...known, ...(stated !== null && countWord !== undefined && /^\d+$/.test(countWord) ? [stated] : [])] };
}

/** The unit a figure is written in ('15 years', '3 months', '40 kg', '500 grams'), or null. */
function unitAfter(text: string, at: number): string | null {
  const unit = /^\s*(years?|yrs?|months?|days?|kg|kilograms?|grams?|g|cm|m|metres?|runs?|marks?)\b/.exec(text.slice(at))?.[1] ?? null;
  return unit && /^yrs?$/.test(unit) ? 'years' : unit;
}

/** A change read in another unit than the average: '3 months' of an average in years is 0.25. */
function inUnitOf(value: number, unit: string | null, base: string | null): number | null {
  // '3 months' (or grams, days) of an average whose unit is not written: which unit it is in is not known.
  if (unit && !base && /^(?:months?|days?|grams?|g)$/.test(unit)) return null;
  if (!unit || !base || unit.replace(/s$/, '') === base.replace(/s$/, '')) return value;
  if (/^month/.test(unit) && /^year/.test(base)) return value / 12;
  if (/^(?:gram|g$)/.test(unit) && /^(?:kg|kilogram)/.test(base)) return value / 1000;
  return null;
}

/**
 * One or several members leave or join: 'the average of 8 numbers is 25; one is removed and the
 * average of the rest is 24', 'when the teacher is included the average rises by 3 months',
 * 'if the marks of 5 students are excluded, the average becomes 38: their average', 'two numbers,
 * 45 and 55, are discarded: the average of the rest'.
 */
function removedOrAdded(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  const rest = text.slice(group.end);
  const removed = /remov|exclud|leaves|\bleave\b|left|dropped|drop out|taken out|taken away|deleted|discard|withdraw|retire|dies|died|transferred|omitted|subtracted/.test(rest);
  // 'the average came down to ₹13,000' says what the average became, not that someone came.
  const added = /join|\badd|includ|\bnew\b|\bcomes?\b|\bcame\b|admitted|another|put in|\bsixth\b|\bseventh\b|\beleventh\b|\bwith\s+(?:the|a|his|her)\b/.test(rest.replace(/\b(?:came|comes)\s+(?:down\s+|up\s+)?to\b/g, ' ').replace(/\bnew\s+(?:average|mean)\b/g, ' '));
  if (removed === added) return null;
  const baseUnit = unitAfter(text, group.end);
  // How many leave or join: 'one', 'a new boy', '5 students', 'two numbers, namely 45 and 55'.
  const many = new RegExp(String.raw`\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:new\s+|more\s+)?(?:of\s+(?:them|these)\s+|(?!(?:days|months|weeks|years|runs|marks|scores)\b)${MEMBERS}\b|number\b)`).exec(rest);
  const countWord = many?.[1];
  const k = countWord === undefined ? 1 : (COUNT_WORDS[countWord] ?? Number(countWord));
  // 'two numbers, namely 45 and 55, are discarded', 'two more boxes weighing 15 kg and 19 kg are added'.
  const named = new RegExp(String.raw`(?:namely|viz\.?|i\.e\.?|that is|which are|:)?\s*${LIST}\s*,?\s+(?:are|were|is|be)\s+(?:removed|excluded|dropped|discarded|deleted|taken out|omitted|left out|added|included|put in|admitted)`).exec(withoutUnits(rest));
  // One member of known value: 'a person weighing 30 kg leaves', 'a new boy aged 14 joins'.
  // Also 'the supervisor's salary of ₹28,000 is also included'.
  const single = new RegExp(String.raw`(?:,\s*(?=₹?\s?\d+(?:\.\d+)?\s*,)|\b(?:weighing|aged|of age|whose (?:weight|age|score|marks|salary|income) (?:is|was)|scoring|who (?:weighs|scored|is aged)|with (?:a )?(?:weight|score|age|salary|income) of|of (?:weight|age|salary)|(?:salary|income|age|weight|score|marks|wage|pay)\s+(?:of|is|was))\s+)${VAL}\s*(?:kgs?|kilograms?|years?|marks|runs)?(?:\s+old)?\s*,?(?:\s+(?:is|was))?(?:\s+also)?\s+(?:leaves|left|is removed|was removed|removed|is excluded|was excluded|excluded|is dropped|dies|died|joins|joined|is added|was added|added|is included|was included|included|is admitted|was admitted|comes|came)\b`).exec(rest);
  // 'the marks 35 and 45 of two students are left out', 'two students who scored 35 and 45 leave'.
  const namedOf = named ? null : new RegExp(String.raw`${LIST}\s+of\s+(?:the\s+)?(?:two|three|four|\d+)\s+(?:${MEMBERS}|of\s+them)\s*,?\s+(?:are|were)\s+(?:removed|excluded|dropped|discarded|deleted|taken out|omitted|left out|added|included|put in|admitted)\b`).exec(withoutUnits(rest));
  const namedWho = named || namedOf ? null : new RegExp(String.raw`\b(?:(?:who|which)\s+(?:scored|score|got|get|weigh|weighed|weighing|are aged|were aged|earn|earned|earning)|weighing|aged|scoring|earning)\s+${LIST}\s*,?\s+(?:leave|left|are removed|were removed|are excluded|were excluded|drop out|dropped out|join|joined|are added|were added|are included|were included|are admitted|were admitted|come|came)\b`).exec(withoutUnits(rest));
  const listed = named ?? namedOf ?? namedWho;
  // The verb of the list says whether they go or come; it must agree with the words read above.
  if ((namedOf ?? namedWho) && /\b(?:join|joined|added|included|put in|admitted|come|came)\b/.test((namedOf ?? namedWho)![0]) !== added) return null;
  const knownValues = listed ? valuesOf(listed[1]!) : single ? [Number(single[1])] : null;
  const after = new RegExp(String.raw`(?:average|it|mean)(?:\s+(?:(?:monthly\s+|daily\s+|annual\s+)?(?:income|salary|wage|pay|earnings|expenditure)|height|temperature|price|runs|age|weight|marks|score|salary|of\s+(?:the\s+)?(?:rest|remaining(?:\s+[a-z]+)?|others|other\s+[a-z]+|new\s+[a-z]+|all\s+[a-z]+|the\s+group|the\s+class|[a-z]+)))?\s+(?:now\s+)?(?:becomes|became|is now|was now|changes to|changed to|comes down to|came down to|goes up to|went up to|goes down to|went down to|falls to|fell to|rises to|rose to|increases to|increased to|decreases to|decreased to|drops to|dropped to|reduces to|is reduced to|turns out to be|will be|would be|is)\s+${VAL}`).exec(rest);
  const shift = new RegExp(String.raw`(?:average|mean)\s+(?:[a-z]+\s+){0,2}?(increases|increased|goes up|went up|rises|rose|decreases|decreased|goes down|went down|falls|fell|drops|dropped|is reduced|reduces|is increased)\s+by\s+${VAL}`).exec(rest);
  const asked = askedPart(text);
  const { count: n, average: a } = group;
  const m = removed ? n - k : n + k;
  if (m <= 0 || k >= n + (added ? 100 : 0)) return null;

  // The values that leave or join are known: the new average is asked.
  if (knownValues) {
    if (knownValues.length !== k || after || shift || !/average|mean/.test(asked)) return null;
    const moved = knownValues.reduce((acc, value) => acc + value, 0);
    const newTotal = removed ? n * a - moved : n * a + moved;
    const value = newTotal / m;
    const steps = [{ title: 'Totals', bullets: [`All ${n}: ${n} × ${num(a)} = ${num(n * a)}. ${removed ? 'Taking out' : 'Adding'} ${knownValues.map(num).join(' and ')} (${num(moved)}) gives ${num(newTotal)} for ${m}.`, `New average = ${num(newTotal)} ÷ ${m} = ${num(value)}.`] }];
    const check = checkStep([`${m} × ${num(value)} ${removed ? '+' : '−'} ${num(moved)} = ${num(removed ? m * value + moved : m * value - moved)} = ${n} × ${num(a)}.`], [[removed ? m * value + moved : m * value - moved, n * a]]);
    if (!check) return null;
    return { kind: 'average', values: [round2(value)], unit: 'number', label: removed ? 'The average of the rest' : 'The new average', steps: [...steps, check], mistakes: [{ value: round2(newTotal / n), why: 'this divides by the old count' }], givens: [...(group.written ? [n] : []), a, ...knownValues, ...(countWord && /^\d+$/.test(countWord) ? [k] : [])] };
  }
  if (!after === !shift) return null;
  let b: number;
  if (after) {
    if (inUnitOf(1, unitAfter(rest, after.index + after[0].length), baseUnit) !== 1) return null;
    b = Number(after[1]);
  } else {
    const by = inUnitOf(Number(shift![2]), unitAfter(rest, shift!.index + shift![0].length), baseUnit);
    if (by === null) return null;
    b = a + by * (/increase|up|rises|rose/.test(shift![1]!) ? 1 : -1);
  }
  const total = removed ? n * a - m * b : m * b - n * a;
  // One member: that value; several: their total, or their average when asked.
  const wantsAverage = k > 1 && /average|mean/.test(asked);
  if (k > 1 && !wantsAverage && !/\b(?:total|sum)\b/.test(asked)) return null;
  const value = wantsAverage ? total / k : total;
  if (!(value > 0)) return null;
  const who = k === 1 ? (removed ? 'The value removed' : 'The value added') : wantsAverage ? `The average of the ${k} ${removed ? 'removed' : 'added'}` : `The total of the ${k} ${removed ? 'removed' : 'added'}`;
  const steps = [
    { title: 'Totals', bullets: [`Before: ${n} × ${num(a)} = ${num(n * a)}.`, `After: ${m} × ${num(b)} = ${num(m * b)}${shift ? ` (the average ${num(a)} ${b > a ? '+' : '−'} ${num(Math.abs(b - a))})` : ''}.`] },
    { title: removed ? 'What was removed' : 'What was added', bullets: [removed ? `${num(n * a)} − ${num(m * b)} = ${num(total)}${wantsAverage ? `, so their average is ${num(total)} ÷ ${k} = ${num(value)}` : ''}.` : `${num(m * b)} − ${num(n * a)} = ${num(total)}${wantsAverage ? `, so their average is ${num(total)} ÷ ${k} = ${num(value)}` : ''}.`] },
  ];
  const newTotal = removed ? n * a - total : n * a + total;
  const check = checkStep([`${num(n * a)} ${removed ? '−' : '+'} ${num(total)} = ${num(newTotal)}, and ${num(newTotal)} ÷ ${m} = ${num(newTotal / m)}.`], [[newTotal / m, b]]);
  if (!check) return null;
  const change = Math.abs(a - b);
  return {
    kind: 'average',
    values: [round2(value)],
    unit: 'number',
    label: who,
    steps: [...steps, check],
    mistakes: [{ value: round2(change), why: 'this is only the change in the average' }, { value: round2(a + (removed ? -1 : 1) * n * (b - a)), why: 'this counts the change once for each of the first group only' }],
    // 'the average of the top 5': the count said again in the ask.
    givens: [...(group.written ? [n] : []), a, ...(after ? [b] : [Number(shift![2])]), ...(countWord && /^\d+$/.test(countWord) ? [k] : []), ...(k > 1 && new RegExp(String.raw`(?<![\d.])${k}(?![\d.])`).test(asked) ? [k] : [])],
  };
}

/**
 * 'The average salary of all the workers is ₹8,000; of 7 technicians ₹12,000 and of the rest
 * ₹6,000: how many workers?': the technicians are 4,000 above the average and the rest 2,000
 * below, so the rest are 7 × 4,000 ÷ 2,000.
 */
function wholeCount(text: string): QuantAnswer | null {
  const overall = new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+of\s+(?:all\s+)?(?:the\s+)?(?:[a-z]+\s+)?${MEMBERS}\b(?:\s+(?:in|of|at)\s+[a-z\s]{1,30}?)?\s+${IS}\s+${VAL}`).exec(text);
  const part = new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+of\s+(?:the\s+)?(\d+)\s+([a-z]+)\s+${IS}\s+${VAL}`).exec(text);
  const others = new RegExp(String.raw`\b(?:of|for)\s+the\s+(?:rest|others|remaining(?:\s+[a-z]+)?|other\s+[a-z]+)\s+(?:of\s+the\s+[a-z]+\s+)?${IS}\s+${VAL}`).exec(text);
  const asked = askedPart(text);
  if (!overall || !part || !others || overall.index === part.index) return null;
  if (!/\b(?:total|how many|number of)\b/.test(asked)) return null;
  const mean = Number(overall[1]);
  const n1 = Number(part[1]);
  const a1 = Number(part[3]);
  const a2 = Number(others[1]);
  if (!((a1 - mean) * (mean - a2) > 0)) return null;
  const restCount = (n1 * (a1 - mean)) / (mean - a2);
  if (!Number.isInteger(Math.round(restCount * 1e9) / 1e9)) return null;
  // 'how many of the workers are not officers': the rest, named by the part they are not.
  const partNoun = part[2]!.replace(/(?<=[a-z]{3})s$/, '');
  const notPart = new RegExp(String.raw`\bnot\s+(?:an?\s+|the\s+)?${partNoun}`).test(asked);
  if (/\bnot\b/.test(asked) && !notPart) return null;
  const wantsRest = (/\b(?:rest|others|remaining|other)\b/.test(asked) || notPart) && !/\btotal\b/.test(asked);
  const value = wantsRest ? restCount : n1 + restCount;
  const steps: SolutionStep[] = [
    { title: 'Balance about the average', bullets: [`Each of the ${n1} is ${num(Math.abs(a1 - mean))} ${a1 > mean ? 'above' : 'below'} ${num(mean)}: ${n1} × ${num(Math.abs(a1 - mean))} = ${num(n1 * Math.abs(a1 - mean))}.`, `Each of the rest is ${num(Math.abs(mean - a2))} ${a2 < mean ? 'below' : 'above'}, so the rest are ${num(n1 * Math.abs(a1 - mean))} ÷ ${num(Math.abs(mean - a2))} = ${num(restCount)}.`, wantsRest ? `The rest = ${num(restCount)}.` : `In all ${n1} + ${num(restCount)} = ${num(value)}.`] },
  ];
  const total = n1 * a1 + restCount * a2;
  const check = checkStep([`${n1} × ${num(a1)} + ${num(restCount)} × ${num(a2)} = ${num(total)}, and ÷ ${num(n1 + restCount)} = ${num(total / (n1 + restCount))}.`], [[total / (n1 + restCount), mean]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: wantsRest ? 'The number of the rest' : 'The total number', steps: [...steps, check], mistakes: [{ value: round2(wantsRest ? n1 + restCount : restCount), why: wantsRest ? 'this is the total, not the rest' : 'this is only the rest' }], givens: [mean, n1, a1, a2] };
}

/**
 * Two parts and the whole, with all three averages and one count: 'the average marks of 30 boys
 * is 60 and of the girls 70; the average of the class is 64: how many girls?', 'the average of
 * 120 candidates was 35; of those who passed 39 and of those who failed 15: how many passed?'.
 * Each part's distance from the whole average balances the other's: n1 (a1 − A) = n2 (A − a2).
 * The whole is the statement named 'overall', 'class', 'group' ..., or the plain noun the parts
 * qualify ('candidates' beside 'passed candidates'); the part asked is the one whose own word the
 * ask uses. Anything else is declined.
 */
function partsAndWhole(text: string): QuantAnswer | null {
  type Statement = { count: number | null; words: string[]; average: number; whole: boolean };
  const statements: Statement[] = [];
  const counted = String.raw`(?:(\d+)\s+)?`;
  const phrase = String.raw`((?:[a-z]+\s+){0,3}?[a-z]+)`;
  const by = String.raw`(?:(?:marks|scores?)\s+)?(?:(?:obtained|scored|got|secured)\s+by\s+(?:the\s+)?)?`;
  const forms = [
    new RegExp(String.raw`\b((?:overall|combined|whole|total|entire|class|group)\s+)?(?:average|mean)${WHAT}\s+(?:of|for)\s+(?:the\s+|all\s+(?:the\s+)?)?${by}${counted}${phrase}\s+(?:is|was|are|were|=)\s+${VAL}`, 'g'),
    new RegExp(String.raw`\b()(?:that|those)\s+(?:of|for)\s+(?:the\s+)?${counted}${phrase}\s+(?:is|was|are|were|=)\s+${VAL}`, 'g'),
  ];
  const WHOLE_WORDS = /^(?:class|group|whole|all|entire|school|section|batch|team|office|company|factory|family|total|overall|combined|examination|exam)$/;
  for (const form of forms) {
    for (const match of text.matchAll(form)) {
      const words = match[3]!.split(/\s+/).filter((word) => !/^(?:the|who|those|which|that|in|of|and)$/.test(word));
      statements.push({ count: match[2] === undefined ? null : Number(match[2]), words, average: Number(match[4]), whole: Boolean(match[1]) || words.some((word) => WHOLE_WORDS.test(word)) });
    }
  }
  if (statements.length !== 3) return null;
  // The plain noun the two parts qualify: 'candidates' beside 'passed candidates'.
  if (!statements.some((statement) => statement.whole)) {
    for (const statement of statements) {
      const others = statements.filter((other) => other !== statement);
      if (statement.words.length === 1 && others.every((other) => other.words.length > 1 && other.words.includes(statement.words[0]!))) statement.whole = true;
    }
  }
  const wholes = statements.filter((statement) => statement.whole);
  if (wholes.length !== 1) return null;
  const whole = wholes[0]!;
  const [first, second] = statements.filter((statement) => !statement.whole) as [Statement, Statement];
  const A = whole.average;
  if (!((first.average - A) * (A - second.average) > 0)) return null;
  const counts = [whole.count, first.count, second.count].filter((count) => count !== null);
  if (counts.length !== 1) return null;
  // n1 : n2 = (A − a2) : (a1 − A).
  const share = (A - second.average) / (first.average - second.average);
  const total = whole.count ?? (first.count !== null ? first.count / share : second.count! / (1 - share));
  const n1 = total * share;
  const n2 = total - n1;
  if (![total, n1, n2].every((count) => count > 0 && Math.abs(count - Math.round(count)) < 1e-9)) return null;
  // The ask from its 'how many' / 'number of' on: 'if ... of passed candidates was 39 ..., the number of candidates who passed is'.
  const question = askedPart(text);
  const from = [...question.matchAll(/how many|number of|strength of/g)].pop();
  if (!from) return null;
  const asked = question.slice(from.index);
  const own = (statement: Statement) => statement.words.filter((word) => !whole.words.includes(word) && !WHOLE_WORDS.test(word) && word.length > 2);
  const names = (statement: Statement) => own(statement).some((word) => new RegExp(String.raw`\b${word.slice(0, Math.max(4, word.length - 2))}`).test(asked));
  const [asksFirst, asksSecond] = [names(first), names(second)];
  const asksWhole = /\b(?:total|in all|altogether|whole|entire|overall|strength)\b/.test(asked);
  if (Number(asksFirst) + Number(asksSecond) + Number(asksWhole) !== 1) return null;
  const target = asksFirst ? first : asksSecond ? second : whole;
  if (target.count !== null) return null;
  const value = asksFirst ? n1 : asksSecond ? n2 : total;
  const label = (statement: Statement) => statement.words.join(' ');
  const steps: SolutionStep[] = [
    { title: 'Balance about the whole average', bullets: [`${label(first)}: ${num(Math.abs(first.average - A))} ${first.average > A ? 'above' : 'below'} ${num(A)}; ${label(second)}: ${num(Math.abs(A - second.average))} ${second.average < A ? 'below' : 'above'}.`, `So ${label(first)} : ${label(second)} = ${num(Math.abs(A - second.average))} : ${num(Math.abs(first.average - A))}.`] },
    { title: 'The count asked', bullets: [`With ${whole.count !== null ? `${num(total)} in all` : first.count !== null ? `${num(n1)} ${label(first)}` : `${num(n2)} ${label(second)}`}: ${label(first)} ${num(n1)}, ${label(second)} ${num(n2)}, in all ${num(total)}.`] },
  ];
  const check = checkStep([`${num(n1)} × ${num(first.average)} + ${num(n2)} × ${num(second.average)} = ${num(n1 * first.average + n2 * second.average)}, and ÷ ${num(total)} = ${num((n1 * first.average + n2 * second.average) / total)}.`], [[(n1 * first.average + n2 * second.average) / total, A]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: `The number asked (${asksWhole ? 'in all' : label(target)})`, steps: [...steps, check], mistakes: [{ value: round2(asksFirst ? n2 : n1), why: 'this is the other part' }], givens: [A, first.average, second.average, ...counts] };
}

/** 'The average of 10 numbers is 15. If each number is increased by 5 (or multiplied by 3), find the new average.' */
function eachChanged(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  // 'each number is increased by 5', 'every labourer's wage is raised by 10%', 'if 10 is added to every observation'.
  const each = new RegExp(String.raw`\b(?:each|every|all(?:\s+the)?)\s+(?:of\s+the\s+)?(?:[a-z]+(?:'s)?\.?\s+){0,2}?(?:number|numbers|value|values|observation|observations|of them|score|scores|mark|marks)?\s*(?:is|are|was|were|gets|get)\s+(increased|decreased|multiplied|divided|reduced|raised|cut)\s+by\s+${VAL}(\s*%)?`).exec(text);
  const added = each ? null : new RegExp(String.raw`\b${VAL}\s+(?:is|are|be)\s+(added|subtracted|taken away|deducted)\s+(?:to|from)\s+(?:each|every|all(?:\s+the)?)\b`).exec(text);
  const change = each ?? (added ? Object.assign([added[0], /^add/.test(added[2]!) ? 'increased' : 'decreased', added[1]], { index: added.index }) : null);
  if (!change || !/average|mean/.test(askedPart(text))) return null;
  const percent = each?.[3] !== undefined;
  const k = Number(change[2]);
  // A rise or fall by a percentage is a multiplication: 10% more is × 1.1.
  const verb = percent ? 'multiplied' : change[1] === 'raised' ? 'increased' : change[1] === 'cut' ? 'decreased' : change[1]!;
  if (percent && !/^(?:increased|raised|decreased|reduced|cut)$/.test(change[1]!)) return null;
  if (percent) {
    const factor = /^(?:increased|raised)$/.test(change[1]!) ? 1 + k / 100 : 1 - k / 100;
    const a = group.average;
    const value = a * factor;
    const steps: SolutionStep[] = [{ title: 'Every value changes the same way', bullets: [`When each value is ${change[1]} by ${num(k)}%, the average is too: ${num(a)} × ${num(factor)} = ${num(value)}.`] }];
    const check = checkStep([`The total ${num(group.count * a)} becomes ${num(group.count * a * factor)}, and ÷ ${group.count} = ${num((group.count * a * factor) / group.count)}.`], [[(group.count * a * factor) / group.count, value]]);
    if (!check || !(value > 0)) return null;
    return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The new average', steps: [...steps, check], mistakes: [{ value: round2(a + (/^(?:increased|raised)$/.test(change[1]!) ? k : -k)), why: `this adds ${num(k)} instead of ${num(k)}%` }], givens: [...(group.written ? [group.count] : []), a, k] };
  }
  const a = group.average;
  const value = verb === 'increased' ? a + k : verb === 'multiplied' ? a * k : verb === 'divided' ? a / k : a - k;
  if (!Number.isFinite(value)) return null;
  const sign = verb === 'increased' ? '+' : verb === 'multiplied' ? '×' : verb === 'divided' ? '÷' : '−';
  const steps: SolutionStep[] = [{ title: 'Every value changes the same way', bullets: [`When each value is ${verb} by ${num(k)}, the average is too: ${num(a)} ${sign} ${num(k)} = ${num(value)}.`] }];
  const total = group.count * a;
  const newTotal = verb === 'increased' ? total + group.count * k : verb === 'multiplied' ? total * k : verb === 'divided' ? total / k : total - group.count * k;
  const check = checkStep([`The total ${num(total)} becomes ${num(newTotal)}, and ÷ ${group.count} = ${num(newTotal / group.count)}.`], [[newTotal / group.count, value]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The new average', steps: [...steps, check], mistakes: [], givens: [...(group.written ? [group.count] : []), a, k] };
}

/**
 * The one list of values in a question that asks only their plain average, however the values are
 * introduced ('the marks obtained by Riya in English, Hindi, Maths, Science and Social Studies are
 * 76, 65, 82, 67 and 85 respectively'). Declined when any other number is written (but a count
 * equal to the list's length), when anything is done to the values (removed, replaced, increased),
 * when a value may be negative, or when the ask is about part of the list.
 */
function soleList(text: string): string | null {
  const asked = askedPart(text);
  if (!/\b(?:average|mean)\b/.test(asked) || /\b(?:highest|lowest|first|last|except|excluding|without|other|remaining|rest|new|median|mode|range|sum|total|difference|if|weighted|correct)\b/.test(asked)) return null;
  if (/\b(?:if|increas\w*|decreas\w*|replac\w*|remov\w*|exclud\w*|includ\w*|wrong\w*|instead|mistak\w*|multipl\w*|divid\w*|added|doubled|halved|joins?|leaves?|minus|below zero|weight(?:age|ed))\b|[-−]\s*\d/.test(text)) return null;
  // An average speed over equal distances, a rate or a percent is not the plain mean of the list.
  if (/\bspeed|km|\/\s*h(?:r|our)?\b|\bper\b|\brate|%|percent|\bratio\b/.test(text)) return null;
  text = text.replace(/₹\s?(?=\d)/g, '').replace(/(\d)\s*(?:°\s*[cf]?|degrees?(?:\s+(?:celsius|fahrenheit))?|kgs?|cm|marks|runs|years|yrs)(?![a-z])/g, '$1');
  const lists = [...text.matchAll(new RegExp(String.raw`(?<![\d.])((?:\d+(?:\.\d+)?\s*,\s*){2,}\d+(?:\.\d+)?(?:\s*,?\s*and\s+\d+(?:\.\d+)?)?)`, 'g'))];
  if (lists.length !== 1) return null;
  const list = lists[0]![1]!;
  const count = valuesOf(list).length;
  const others = text.replace(list, ' ');
  if ([...others.matchAll(/\d+(?:\.\d+)?/g)].some((match) => Number(match[0]) !== count)) return null;
  if (Object.entries(COUNT_WORDS).some(([word, n]) => n !== count && new RegExp(String.raw`\b${word}\b`).test(others))) return null;
  return list;
}

function ofList(text: string): QuantAnswer | null {
  const asked = askedClause(text);
  const inAsk = new RegExp(String.raw`(?:average|mean)\s+of\s+(?:the\s+)?(?:following\s+)?(?:numbers|scores|marks|values|observations|data|quantities|figures)?\s*:?\s*${LIST}`).exec(asked);
  // 'The marks of a student in 5 tests are 50, 41, 75, 66, 80. What are his average marks?'
  const stated = inAsk ? null : new RegExp(String.raw`\b(?:marks|scores|runs|weights|ages|heights|salaries|values|readings|temperatures|sales|prices|numbers)\s+(?:(?:of|scored by|obtained by|made by|earned by|taken by)\s+[a-z\s]{1,25}?\s+)?(?:in|of|for|on|over)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+([a-z]+)\s+(?:are|were|is)\s+${LIST}`).exec(text);
  const scored = inAsk || stated ? null : new RegExp(String.raw`\b(?:scored|scores|got|gets|obtained|obtains|secured|secures|made|makes)\s+${LIST}\s+(?:marks\s+|runs\s+|points\s+)?(?:in|on|over)\s+(?:the\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+([a-z]+)`).exec(text);
  const only = inAsk || stated || scored ? null : soleList(text);
  const list = inAsk ? inAsk[1]! : stated ? stated[3]! : scored ? scored[1]! : only;
  if (!list || ((stated || scored) && !/average|mean/.test(asked))) return null;
  // 'the average of her three highest marks', 'excluding the lowest': only part of the list.
  if (/\b(?:highest|lowest|largest|smallest|best|worst|top|bottom|except|excluding|without|other than|median|mode|range|first|last|middle)\b|\b(?!test\b)[a-z]{2,}est\b/.test(asked)) return null;
  const values = valuesOf(list);
  // A count in the ask ('the average of the two eldest') must be the whole list.
  const askedCounts = [...asked.matchAll(new RegExp(String.raw`\b(${Object.keys(COUNT_WORDS).join('|')})\b|(?<![\d.])(\d+)(?![\d.])`, 'g'))].map((match) => (match[1] ? COUNT_WORDS[match[1]]! : Number(match[2])));
  if (!inAsk && askedCounts.some((count) => count !== values.length)) return null;
  const countWord = stated?.[1] ?? scored?.[2];
  const count = countWord === undefined ? null : (COUNT_WORDS[countWord] ?? Number(countWord));
  if (values.length < 2 || (count !== null && count !== values.length)) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  const mean = sum / values.length;
  const steps = [{ title: 'Add and divide', bullets: [`Sum = ${values.map(num).join(' + ')} = ${num(sum)}; count = ${values.length}; average = ${num(sum)} ÷ ${values.length} = ${num(mean)}.`] }];
  const deviation = values.reduce((acc, value) => acc + (value - mean), 0);
  const check = checkStep([`The differences from ${num(mean)} (${values.map((value) => num(value - mean)).join(', ')}) add up to ${num(deviation)}.`], [[deviation, 0]]);
  if (!check) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return { kind: 'average', values: [round2(mean)], unit: 'number', label: 'The average', steps: [...steps, check], mistakes: [{ value: round2(sum / (values.length - 1)), why: 'this divides by one less than the count' }, { value: round2(sorted[Math.floor(values.length / 2)]!), why: 'this is the middle value, not the average' }], givens: [...values, ...(only ? [values.length] : []), ...(countWord !== undefined && /^\d+$/.test(countWord) ? [count!] : [])] };
}

/**
 * 'The average of the first 50 natural numbers', 'of the first 20 even (odd) numbers', 'of all the
 * even numbers from 2 to 40', 'of the multiples of 7 between 1 and 100': an evenly spaced run, so
 * the average is half the first plus the last.
 */
function runOfNumbers(text: string): QuantAnswer | null {
  const asked = askedPart(text);
  if (!/average|mean/.test(asked)) return null;
  const countWords = Object.keys(COUNT_WORDS).join('|');
  const firstN = new RegExp(String.raw`\bfirst\s+(\d+|${countWords})\s+(natural|whole|even|odd|positive)\s+(?:natural\s+)?numbers\b`).exec(asked);
  // 'the first 10 multiples of 7', 'the first five multiples of 3': k, 2k, ... nk.
  const firstMultiples = new RegExp(String.raw`\bfirst\s+(\d+|${countWords})\s+multiples\s+of\s+(\d+)\b`).exec(asked);
  let first: number;
  let step: number;
  let count: number;
  let givens: number[];
  let words: string;
  if (firstMultiples) {
    count = COUNT_WORDS[firstMultiples[1]!] ?? Number(firstMultiples[1]);
    first = Number(firstMultiples[2]);
    step = first;
    givens = [...(/^\d+$/.test(firstMultiples[1]!) ? [count] : []), first];
    words = `the first ${count} multiples of ${num(first)}`;
    if (!(first > 0)) return null;
  } else if (firstN) {
    count = COUNT_WORDS[firstN[1]!] ?? Number(firstN[1]);
    const kind = firstN[2]!;
    [first, step] = kind === 'even' ? [2, 2] : kind === 'odd' ? [1, 2] : kind === 'whole' ? [0, 1] : [1, 1];
    givens = /^\d+$/.test(firstN[1]!) ? [count] : [];
    words = `the first ${count} ${kind} numbers`;
  } else {
    const range = /\b(?:all\s+(?:the\s+)?)?(even|odd|natural)?\s*numbers\s+(?:from|between)\s+(\d+)\s+(?:to|and)\s+(\d+)(\s+inclusive|\s*\(both inclusive\))?/.exec(asked) ?? null;
    const multiples = /\bmultiples\s+of\s+(\d+)\s+(?:from|between)\s+(\d+)\s+(?:to|and)\s+(\d+)/.exec(asked);
    const primes = /\bprime\s+numbers\s+(?:from|between)\s+(\d+)\s+(?:to|and)\s+(\d+)/.exec(asked);
    if (primes && !multiples) return primesBetween(Number(primes[1]), Number(primes[2]));
    if (multiples) {
      const [k, low, high] = [Number(multiples[1]), Number(multiples[2]), Number(multiples[3])];
      first = Math.ceil(low / k) * k;
      const last = Math.floor(high / k) * k;
      step = k;
      count = (last - first) / k + 1;
      givens = [k, low, high];
      words = `the multiples of ${k} from ${first} to ${last}`;
    } else if (range && range[1] !== undefined && (range[4] || /from/.test(range[0]))) {
      const [low, high] = [Number(range[2]), Number(range[3])];
      const kind = range[1];
      step = kind === 'natural' ? 1 : 2;
      first = kind === 'even' ? (low % 2 === 0 ? low : low + 1) : kind === 'odd' ? (low % 2 === 1 ? low : low + 1) : low;
      const last = kind === 'even' ? (high % 2 === 0 ? high : high - 1) : kind === 'odd' ? (high % 2 === 1 ? high : high - 1) : high;
      count = (last - first) / step + 1;
      givens = [low, high];
      words = `the ${kind} numbers from ${first} to ${last}`;
    } else return null;
  }
  if (!(count >= 2) || !Number.isInteger(count)) return null;
  const last = first + (count - 1) * step;
  const value = (first + last) / 2;
  const sum = (count * (first + last)) / 2;
  const steps: SolutionStep[] = [{ title: 'An evenly spaced run', bullets: [`${words}: ${count} numbers from ${num(first)} to ${num(last)}, each ${step} more than the one before.`, `Their average is (first + last) ÷ 2 = (${num(first)} + ${num(last)}) ÷ 2 = ${num(value)}.`] }];
  const check = checkStep([`Sum = ${count} × (${num(first)} + ${num(last)}) ÷ 2 = ${num(sum)}, and ${num(sum)} ÷ ${count} = ${num(sum / count)}.`], [[sum / count, value]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average', steps: [...steps, check], mistakes: [{ value: round2(sum / (count + 1)), why: 'this divides by one more than the count' }], givens };
}

/**
 * 'The average of 8 consecutive odd numbers is 30; the least is', 'the average of five
 * consecutive numbers is 27: the largest': the run is centred on its average, so the first is
 * the average less (count − 1) × step ÷ 2. Declined when the first is not a whole number of the
 * kind named (odd, even), or when the ask is not the first, the last or the middle one.
 */
function consecutiveFromAverage(text: string): QuantAnswer | null {
  const countWords = Object.keys(COUNT_WORDS).join('|');
  const run = new RegExp(String.raw`\b(?:average|mean)\s+of\s+(?:the\s+)?(\d+|${countWords})\s+consecutive\s+(?:(odd|even|natural|whole|positive)\s+)?(?:numbers|integers|natural numbers|whole numbers)\s+(?:is|was|=|be)\s+(\d+(?:\.\d+)?)`).exec(text);
  if (!run) return null;
  const count = COUNT_WORDS[run[1]!] ?? Number(run[1]);
  const average = Number(run[3]);
  const kind = run[2] ?? 'natural';
  const step = kind === 'odd' || kind === 'even' ? 2 : 1;
  if (!(count >= 2 && count <= 50)) return null;
  const first = average - ((count - 1) * step) / 2;
  const whole = Math.abs(first - Math.round(first)) < 1e-9;
  if (!whole || (kind === 'odd' && Math.abs(Math.round(first) % 2) !== 1) || (kind === 'even' && Math.round(first) % 2 !== 0) || first < 0) return null;
  const last = first + (count - 1) * step;
  // Every other number of the question is the count or the average: nothing else may be written.
  const rest = `${text.slice(0, run.index)} ${text.slice(run.index + run[0].length)}`;
  if (/\d/.test(rest.replace(/\b\d(?:st|nd|rd|th)\b/g, ''))) return null;
  const asked = askedPart(text).replace(/\b(?:average|mean)\b/g, ' ');
  const high = /\b(?:largest|greatest|biggest|highest|last|maximum|larger|greatest)\b/.test(asked);
  const low = /\b(?:smallest|least|lowest|first|minimum|smaller)\b/.test(asked);
  const middle = /\b(?:middle|centre|center)\b/.test(asked);
  if (Number(high) + Number(low) + Number(middle) !== 1 || /\b(?:sum|product|differ|square|total)\b/.test(asked) || (middle && count % 2 === 0)) return null;
  const value = high ? last : low ? first : average;
  const numbers = Array.from({ length: count }, (_, index) => first + index * step);
  const sum = numbers.reduce((a, b) => a + b, 0);
  const named = kind === 'natural' || kind === 'whole' || kind === 'positive' ? 'numbers' : `${kind} numbers`;
  const steps: SolutionStep[] = [
    { title: 'The run is centred on its average', bullets: [`${count} consecutive ${named} go up by ${step} each time, so the average sits halfway between the first and the last.`, `First = ${num(average)} − (${count} − 1) × ${step} ÷ 2 = ${num(first)}; last = ${num(first)} + (${count} − 1) × ${step} = ${num(last)}.`] },
    { title: 'What is asked', bullets: [`The ${high ? 'largest' : low ? 'smallest' : 'middle'} number = ${num(value)}.`] },
  ];
  const check = checkStep([`${count <= 10 ? numbers.map(num).join(' + ') : `${num(first)} + … + ${num(last)}`} = ${num(sum)}, and ${num(sum)} ÷ ${count} = ${num(sum / count)}, the average.`], [[sum / count, average]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: `The ${high ? 'largest' : low ? 'smallest' : 'middle'} number`, steps: [...steps, check], mistakes: [{ value: round2(high ? first : last), why: `this is the ${high ? 'smallest' : 'largest'} number` }, { value: round2(average), why: 'this is the average itself' }], givens: [...(/^\d+$/.test(run[1]!) ? [count] : []), average] };
}

/**
 * 'The total weight of 8 boys is 360 kg; what is their average weight?': the average is the total
 * over the count. Only these two figures, and the average asked.
 */
function totalOverCount(text: string): QuantAnswer | null {
  const countWord = String.raw`(\d+|${Object.keys(COUNT_WORDS).join('|')})`;
  // 'the sum of 9 numbers is 405', 'nine numbers add up to 405', 'the total weight of five boys comes to 250 kg'.
  const total =
    new RegExp(String.raw`\b(?:total|combined|sum(?:\s+of\s+the)?)${WHAT}\s+(?:of\s+(?:the\s+|all\s+(?:the\s+)?)?${countWord}\s+(${MEMBERS}))\s+(?:is|was|=|are|were|comes to|amounts to)\s+${VAL}`).exec(text) ??
    new RegExp(String.raw`(?:^|[.;]\s*|\bif\s+)(?:the\s+)?${countWord}\s+(${MEMBERS})\s+(?:add\s+up\s+to|sum\s+(?:up\s+)?to|total|have\s+a\s+(?:total|sum)\s+of|together\s+(?:make|come to|weigh|score))\s+${VAL}`).exec(text);
  if (!total) return null;
  const asked = askedPart(text);
  if (!/\b(?:average|mean)\b/.test(asked) || /\b(?:new|becomes|join|leave|added|removed|excluded|included)\b/.test(asked)) return null;
  const written = /^\d+$/.test(total[1]!);
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== (written ? 2 : 1)) return null;
  const count = COUNT_WORDS[total[1]!] ?? Number(total[1]);
  const sum = Number(total[3]);
  if (!(count >= 2)) return null;
  const value = sum / count;
  const unit = unitWord(text);
  const steps: SolutionStep[] = [{ title: 'Average = total ÷ count', bullets: [`${num(sum)}${unit} ÷ ${count} = ${num(value)}${unit}.`] }];
  const check = checkStep([`${count} × ${num(value)} = ${num(count * value)}, the total.`], [[count * value, sum]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average', steps: [...steps, check], mistakes: [{ value: round2(sum / (count - 1)), why: 'this divides by one less than the count' }], givens: [...(written ? [count] : []), sum] };
}

/**
 * 'The average age of three boys is 15 years; their ages are in the ratio 3 : 5 : 7; the age of
 * the youngest': the total is count × average, shared in the ratio. Only the largest, the
 * smallest or one by its place is answered.
 */
function membersInRatio(text: string): QuantAnswer | null {
  const countWords = Object.keys(COUNT_WORDS).join('|');
  const group =
    new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+of\s+(?:the\s+)?(\d+|${countWords})\s+(${MEMBERS})\s+(?:is|was|=|are|were)\s+${VAL}`).exec(text) ??
    // 'Three numbers are in the ratio 3 : 4 : 5 and their average is 28'.
    new RegExp(String.raw`\b(\d+|${countWords})\s+(${MEMBERS})\s+(?:are|were)\s+in\s+(?:the\s+)?(?:ratio|proportion)\s+[\d\s:.]+(?:,\s*|\s+and\s+)(?:their|the)\s+(?:average|mean)${WHAT}\s+(?:is|was|=)\s+${VAL}`).exec(text);
  const ratio = /(?<![\d.:/])(\d+(?:\s*:\s*\d+)+)(?![\d.:/%])/.exec(text);
  if (!group || !ratio || !/\bratio\b|\bproportion\b/.test(text.slice(Math.max(0, ratio.index - 30), ratio.index))) return null;
  const count = COUNT_WORDS[group[1]!] ?? Number(group[1]);
  const terms = ratio[1]!.split(/\s*:\s*/).map(Number);
  if (terms.length !== count || terms.some((term) => !(term > 0))) return null;
  // The ratio, the count and the average are all the numbers written.
  const written = (text.match(/\d+(?:\.\d+)?/g) ?? []).length;
  if (written !== terms.length + 1 + (/^\d+$/.test(group[1]!) ? 1 : 0)) return null;
  const average = Number(group[3]);
  const total = count * average;
  const sum = terms.reduce((a, b) => a + b, 0);
  const values = terms.map((term) => (total * term) / sum);
  const asked = askedPart(text);
  const unique = (term: number) => terms.filter((other) => other === term).length === 1;
  const high = /\b(?:largest|greatest|eldest|oldest|heaviest|tallest|highest|biggest|maximum)\b/.test(asked);
  const low = /\b(?:smallest|youngest|lightest|shortest|lowest|least|minimum)\b/.test(asked);
  const place = /\b(first|second|third|fourth|fifth)\s+(?:[a-z]+\s+)?(?:one|number|boy|girl|person|man|member|student|child|friend|value)\b/.exec(asked);
  let index: number;
  if (high !== low) {
    const term = high ? Math.max(...terms) : Math.min(...terms);
    if (!unique(term)) return null;
    index = terms.indexOf(term);
  } else if (!high && place) index = ['first', 'second', 'third', 'fourth', 'fifth'].indexOf(place[1]!);
  else return null;
  if (index < 0 || index >= count || /\b(?:sum|differ|total|together|product)\b/.test(asked)) return null;
  const unit = unitWord(text);
  const steps: SolutionStep[] = [
    { title: 'The total', bullets: [`${count} members with average ${num(average)}${unit}: total = ${count} × ${num(average)} = ${num(total)}${unit}.`] },
    { title: 'Share the total in the ratio', bullets: [`${terms.join(' + ')} = ${sum} parts; one part = ${num(total)} ÷ ${sum} = ${num(total / sum)}.`, `${values.map((value, position) => `${terms[position]} × ${num(total / sum)} = ${num(value)}`).join('; ')}.`] },
  ];
  const check = checkStep([`${values.map(num).join(' + ')} = ${num(values.reduce((a, b) => a + b, 0))}; ÷ ${count} = ${num(values.reduce((a, b) => a + b, 0) / count)}, the average; and they are in the ratio ${terms.join(' : ')}.`], [[values.reduce((a, b) => a + b, 0) / count, average], ...values.map((value, position) => [value / terms[position]!, total / sum] as const)]);
  if (!check) return null;
  return { kind: 'average', values: [round2(values[index]!)], unit: 'number', label: `The ${high ? 'largest' : low ? 'smallest' : place![1]} value`, steps: [...steps, check], mistakes: [{ value: round2(total), why: 'this is the total, not one member' }], givens: [...(/^\d+$/.test(group[1]!) ? [count] : []), average, ...terms] };
}

/**
 * 'The average of 6 numbers is 8; the average of the first four is 7.5: the average of the last
 * two?': the rest's total is the whole total less the part's, over the rest's count. The ask must
 * name the rest by a count that is the whole less the part.
 */
function restOfGroup(text: string): QuantAnswer | null {
  const countWords = Object.keys(COUNT_WORDS).join('|');
  const count = String.raw`(\d+|${countWords})`;
  const whole = new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+of\s+(?:the\s+)?${count}\s+(${MEMBERS})\s+(?:is|was|=)\s+${VAL}`).exec(text);
  const part = new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+of\s+(?:the\s+)?(?:first\s+)?${count}(?:\s+(?:of\s+(?:them|these|those)(?:\s+[a-z]+)?|numbers|[a-z]+))?\s+(?:is|was|=)\s+${VAL}`, 'g');
  if (!whole) return null;
  const parts = [...text.matchAll(part)].filter((match) => match.index !== whole.index);
  if (parts.length !== 1) return null;
  const asked = askedPart(text);
  const rest = new RegExp(String.raw`\b(?:average|mean)\s+of\s+(?:the\s+)?(?:last|remaining|other|rest)\s+${count}\b`).exec(asked);
  if (!rest) return null;
  const toCount = (word: string) => COUNT_WORDS[word] ?? Number(word);
  const [n, k, m] = [toCount(whole[1]!), toCount(parts[0]![1]!), toCount(rest[1]!)];
  if (!(k + m === n && k > 0 && m > 0)) return null;
  const [a, b] = [Number(whole[3]), Number(parts[0]![2])];
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== [whole[1], parts[0]![1], rest[1]].filter((word) => /^\d+$/.test(word!)).length + 2) return null;
  const value = (n * a - k * b) / m;
  const steps: SolutionStep[] = [{ title: 'Totals', bullets: [`All ${n}: ${n} × ${num(a)} = ${num(n * a)}; the ${k}: ${k} × ${num(b)} = ${num(k * b)}.`, `The other ${m} add up to ${num(n * a)} − ${num(k * b)} = ${num(n * a - k * b)}, so their average = ${num(n * a - k * b)} ÷ ${m} = ${num(value)}.`] }];
  const check = checkStep([`${k} × ${num(b)} + ${m} × ${num(value)} = ${num(k * b + m * value)}, and ÷ ${n} = ${num((k * b + m * value) / n)}, the average of all.`], [[(k * b + m * value) / n, a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: `The average of the other ${m}`, steps: [...steps, check], mistakes: [{ value: round2(n * a - k * b), why: 'this is their total, not their average' }], givens: [a, b, ...[whole[1], parts[0]![1], rest[1]].filter((word) => /^\d+$/.test(word!)).map(Number)] };
}

/**
 * 'The average of 13 numbers is 50. Each number is first multiplied by 9 and then 8 is added to
 * it: the new average?': the average goes through the same two steps, 50 × 9 + 8.
 */
function multipliedThenAdded(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  const change = new RegExp(String.raw`\b(?:each|every)\s+(?:[a-z]+\s+)?(?:is|was)\s+(?:first\s+)?(multiplied|divided)\s+by\s+${NUM}\s*,?\s*and\s+(?:then\s+)?${NUM}\s+is\s+(added|subtracted)\s+(?:to|from)\s+(?:it|each|the result)`).exec(text);
  if (!change || !/average|mean/.test(askedPart(text))) return null;
  const [factor, shift] = [Number(change[2]), Number(change[3])];
  if (change[1] === 'divided' && factor === 0) return null;
  const scaled = change[1] === 'multiplied' ? group.average * factor : group.average / factor;
  const value = change[4] === 'added' ? scaled + shift : scaled - shift;
  const steps: SolutionStep[] = [{ title: 'The average follows each step', bullets: [`${change[1] === 'multiplied' ? 'Multiplying' : 'Dividing'} every value by ${num(factor)} does the same to the average: ${num(group.average)} ${change[1] === 'multiplied' ? '×' : '÷'} ${num(factor)} = ${num(scaled)}.`, `${change[4] === 'added' ? 'Adding' : 'Taking away'} ${num(shift)} from every value does the same: ${num(scaled)} ${change[4] === 'added' ? '+' : '−'} ${num(shift)} = ${num(value)}.`] }];
  const total = group.count * group.average;
  const newTotal = (change[1] === 'multiplied' ? total * factor : total / factor) + (change[4] === 'added' ? 1 : -1) * group.count * shift;
  const check = checkStep([`The total ${num(total)} becomes ${num(newTotal)}, and ÷ ${group.count} = ${num(newTotal / group.count)}.`], [[newTotal / group.count, value]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The new average', steps: [...steps, check], mistakes: [{ value: round2(change[1] === 'multiplied' ? (group.average + shift) * factor : value), why: 'this adds before multiplying' }].filter((mistake) => mistake.value !== round2(value)), givens: [...(group.written ? [group.count] : []), group.average, factor, shift] };
}

/**
 * 'My scores in 4 mocks: 141, 111, 117, 130. What do I need in the 5th mock to get an average of
 * 126?', 'sales of ₹6,550, ₹6,735, ... for 5 months: the sale in the sixth month for an average of
 * ₹7,400': the new total is the average × one more than the list, less the list's sum.
 */
function nextForAverage(text: string): QuantAnswer | null {
  const ITEM = String.raw`₹?\s?\d+(?:\.\d+)?`;
  const lists = [...text.matchAll(new RegExp(String.raw`(?<![\d.])(${ITEM}(?:\s*,\s*(?:and\s+)?${ITEM})+(?:\s*,?\s*and\s+${ITEM})?)(?![\d]|\.\d)`, 'g'))];
  if (lists.length !== 1) return null;
  const known = [...lists[0]![1]!.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const k = known.length;
  if (k < 2 || k > 12) return null;
  const asked = askedPart(text);
  const next = new RegExp(String.raw`\b(?:in|for|on|during)\s+the\s+(next|(\d+)(?:st|nd|rd|th)|${ORDINAL_WORDS.slice(2, 13).join('|')})\s+(?:month|mock|mock test|test|match|innings|exam|examination|subject|paper|day|week|year|game|quiz|round|term|attempt)\b`).exec(text.slice(lists[0]!.index! + lists[0]![0].length));
  if (!next) return null;
  const place = next[1] === 'next' ? k + 1 : next[2] ? Number(next[2]) : ORDINAL_WORDS.indexOf(next[1]!);
  if (place !== k + 1) return null;
  const average = new RegExp(String.raw`\b(?:average|mean)(?:\s+[a-z]+){0,3}?\s+(?:of|is|to|be|=|becomes|becoming|comes to|to come to|equal to|at)\s+(?:be\s+)?${VAL}`).exec(asked) ?? new RegExp(String.raw`\b(?:average|mean)(?:\s+[a-z]+){0,3}?\s+(?:of|is|to|be|=|becomes|becoming|comes to|to come to|equal to|at)\s+(?:be\s+)?${VAL}`).exec(text.slice(lists[0]!.index! + lists[0]![0].length));
  if (!average) return null;
  const a = Number(average[1]);
  // Every other number is the count of the list ('in 4 mocks', 'for 5 months') or the place asked ('the 5th mock').
  const allowed = new Set([...known.map(String), String(a), String(k), String(k + 1)]);
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).some((digits) => !allowed.has(String(Number(digits))))) return null;
  const counted = [...text.matchAll(/\b(\d+)\s+(?:consecutive\s+|successive\s+)?(?:months|mocks|mock tests|tests|matches|innings|exams|subjects|papers|days|weeks|years|games|quizzes|rounds|terms)\b/g)].map((match) => Number(match[1]));
  if (counted.some((count) => count !== k)) return null;
  const sum = known.reduce((acc, value) => acc + value, 0);
  const value = a * (k + 1) - sum;
  if (!(value >= 0)) return null;
  const rupees = /₹/.test(lists[0]![1]!) || /₹/.test(average[0]);
  const steps: SolutionStep[] = [{ title: 'The total needed', bullets: [`For an average of ${num(a)} over ${k + 1}, the total must be ${k + 1} × ${num(a)} = ${num(a * (k + 1))}.`, `The first ${k} add up to ${known.map(num).join(' + ')} = ${num(sum)}, so the ${ORDINAL_WORDS[k + 1] ?? `${k + 1}th`} must be ${num(a * (k + 1))} − ${num(sum)} = ${num(value)}.`] }];
  const check = checkStep([`${[...known, value].map(num).join(' + ')} = ${num(sum + value)}, and ÷ ${k + 1} = ${num((sum + value) / (k + 1))}.`], [[(sum + value) / (k + 1), a]]);
  if (!check) return null;
  const givens = [...known, a, ...counted, ...(next[2] ? [Number(next[2])] : [])];
  return { kind: 'average', values: [round2(value)], unit: rupees ? 'rupees' : 'number', label: `The ${ORDINAL_WORDS[k + 1] ?? `${k + 1}th`} value needed`, steps: [...steps, check], mistakes: [{ value: round2(a * k - sum), why: `this keeps ${k} in the count, not ${k + 1}` }], givens };
}

/**
 * 'Find the total number of employees, if the average pay of all of them is ₹15,000 a month, 6
 * officers draw an average of ₹25,000 and the other employees an average of ₹9,000': the same
 * balance as wholeCount, with the averages written after the groups ('draw an average of').
 */
function wholeCountDrawn(text: string): QuantAnswer | null {
  const overall = new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+of\s+(?:all\s+of\s+them|all\s+(?:the\s+)?[a-z]+|the\s+whole\s+[a-z]+|everyone|all)\s+(?:is|was|=)\s+${VAL}`).exec(text);
  const VERB = String.raw`(?:draws?|earns?|gets?|has|have|scores?|weighs?|takes?|receives?)`;
  const part = new RegExp(String.raw`\b(\d+|${Object.keys(COUNT_WORDS).join('|')})\s+([a-z]+)\s+${VERB}\s+(?:an?\s+)?(?:average|mean)(?:\s+[a-z]+)?\s+of\s+${VAL}`).exec(text);
  const others = new RegExp(String.raw`\b(?:the\s+)?(rest|others|remaining\s+[a-z]+|other\s+[a-z]+|non-[a-z]+(?:\s+[a-z]+)?)\s+(?:${VERB}\s+)?(?:an?\s+)?(?:average|mean)(?:\s+[a-z]+)?\s+of\s+${VAL}`).exec(text);
  if (!overall || !part || !others) return null;
  const countWritten = /^\d+$/.test(part[1]!);
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== (countWritten ? 4 : 3)) return null;
  const asked = askedPart(text).split(/,?\s+\b(?:if|when|given that)\b/)[0]!;
  const partNoun = part[2]!.replace(/(?<=[a-z]{3})s$/, '');
  const wantsTotal = /\b(?:total|in all|altogether|whole)\b/.test(asked);
  const wantsRest = !wantsTotal && (/\b(?:rest|others|remaining|other)\b/.test(asked) || new RegExp(String.raw`\bnot\s+(?:an?\s+|the\s+)?${partNoun}`).test(asked));
  if (!/\bhow many\b|\bnumber\b/.test(asked) || wantsTotal === wantsRest) return null;
  const [mean, n1, a1, a2] = [Number(overall[1]), COUNT_WORDS[part[1]!] ?? Number(part[1]), Number(part[3]), Number(others[2])];
  if (!((a1 - mean) * (mean - a2) > 0)) return null;
  const restCount = (n1 * (a1 - mean)) / (mean - a2);
  if (!Number.isInteger(Math.round(restCount * 1e9) / 1e9)) return null;
  const value = wantsRest ? restCount : n1 + restCount;
  const steps: SolutionStep[] = [
    { title: 'Balance about the average', bullets: [`Each of the ${n1} ${part[2]} is ${num(Math.abs(a1 - mean))} ${a1 > mean ? 'above' : 'below'} ${num(mean)}: ${n1} × ${num(Math.abs(a1 - mean))} = ${num(n1 * Math.abs(a1 - mean))}.`, `Each of the others is ${num(Math.abs(mean - a2))} ${a2 < mean ? 'below' : 'above'}, so there are ${num(n1 * Math.abs(a1 - mean))} ÷ ${num(Math.abs(mean - a2))} = ${num(restCount)} of them.`, wantsRest ? `The others = ${num(restCount)}.` : `In all ${n1} + ${num(restCount)} = ${num(value)}.`] },
  ];
  const total = n1 * a1 + restCount * a2;
  const check = checkStep([`${n1} × ${num(a1)} + ${num(restCount)} × ${num(a2)} = ${num(total)}, and ÷ ${num(n1 + restCount)} = ${num(total / (n1 + restCount))}, the average of all.`], [[total / (n1 + restCount), mean]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: wantsRest ? 'The number of the others' : 'The total number', steps: [...steps, check], mistakes: [{ value: round2(wantsRest ? n1 + restCount : restCount), why: wantsRest ? 'this is the total, not the others' : 'this is only the others' }], givens: [mean, ...(countWritten ? [n1] : []), a1, a2] };
}

/** 'The average of all prime numbers between 30 and 50': the primes listed, added and divided by their count. */
function primesBetween(low: number, high: number): QuantAnswer | null {
  if (!(high > low) || high > 200) return null;
  const isPrime = (value: number) => value > 1 && Array.from({ length: Math.floor(Math.sqrt(value)) - 1 }, (_, index) => index + 2).every((divisor) => value % divisor !== 0);
  // 'Between' leaves out the ends; a prime end would make the question unclear, so it is declined.
  if (isPrime(low) || isPrime(high)) return null;
  const primes = Array.from({ length: high - low - 1 }, (_, index) => low + 1 + index).filter(isPrime);
  if (primes.length < 2) return null;
  const sum = primes.reduce((a, b) => a + b, 0);
  const value = sum / primes.length;
  const steps: SolutionStep[] = [{ title: 'List the primes', bullets: [`The prime numbers between ${low} and ${high}: ${primes.join(', ')} (${primes.length} of them).`, `Sum = ${num(sum)}; average = ${num(sum)} ÷ ${primes.length} = ${num(value)}.`] }];
  const check = checkStep([`${primes.length} × ${num(value)} = ${num(primes.length * value)}, the sum ${primes.join(' + ')}.`], [[primes.length * value, sum]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average', steps: [...steps, check], mistakes: [{ value: round2((low + high) / 2), why: 'this is the middle of the range, not the average of the primes' }], givens: [low, high] };
}

/** 'The average of two numbers is 45. If one of them is 38, find the other': twice the average less the one given. */
function otherOfTwo(text: string): QuantAnswer | null {
  const pair = new RegExp(String.raw`\b(?:average|mean)${WHAT}\s+of\s+(?:the\s+)?(?:two|2)\s+(${MEMBERS})\s+(?:is|was|=)\s+${VAL}`).exec(text);
  const one = new RegExp(String.raw`\b(?:one\s+(?:of\s+them|[a-z]+)|the\s+first(?:\s+[a-z]+)?|one)\s+(?:is|was|=|weighs|scores|scored)\s+${VAL}`).exec(text);
  if (!pair || !one || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== 2 + (/\b2\s/.test(pair[0]) ? 1 : 0)) return null;
  if (!/\b(?:other|second|another|remaining)\b/.test(askedPart(text))) return null;
  const [a, x] = [Number(pair[2]), Number(one[1])];
  const value = 2 * a - x;
  const steps: SolutionStep[] = [{ title: 'Total less the one given', bullets: [`Two values averaging ${num(a)} add up to 2 × ${num(a)} = ${num(2 * a)}; the other = ${num(2 * a)} − ${num(x)} = ${num(value)}.`] }];
  const check = checkStep([`(${num(x)} + ${num(value)}) ÷ 2 = ${num((x + value) / 2)}, the average.`], [[(x + value) / 2, a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The other value', steps: [...steps, check], mistakes: [{ value: round2(a), why: 'this is the average, not the other value' }], givens: [a, x, ...(/\b2\s/.test(pair[0]) ? [2] : [])] };
}

/**
 * 'A batsman's average for 20 innings is 40. In the next 5 innings he scores 50, 60, 70, 80 and
 * 90: his new average?': the old total and the new values, over the new count.
 */
function nextValuesListed(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  const next = new RegExp(String.raw`\b(?:in\s+)?the\s+next\s+(\d+|${Object.keys(COUNT_WORDS).join('|')})\s+([a-z]+)\s*,?\s+(?:he|she|they|it|the\s+[a-z]+)?\s*(?:scores?|scored|makes?|made|gets?|got|takes?|took|earns?|earned)\s+${LIST}`).exec(text.slice(group.end));
  if (!next || !/\b(?:new|now|overall|all)\b[^.?]*\b(?:average|mean)\b|\b(?:average|mean)\b[^.?]*\b(?:now|after|of all|overall|in all)\b/.test(askedPart(text))) return null;
  const values = valuesOf(next[3]!);
  const k = COUNT_WORDS[next[1]!] ?? Number(next[1]);
  if (values.length !== k) return null;
  const rest = text.slice(group.end).replace(next[0], ' ');
  if (/\d/.test(rest.replace(askedPart(text), ' ')) || /\d/.test(askedPart(text))) return null;
  const total = group.count * group.average + values.reduce((a, b) => a + b, 0);
  const n = group.count + k;
  const value = total / n;
  const steps: SolutionStep[] = [{ title: 'New total over the new count', bullets: [`Old total = ${group.count} × ${num(group.average)} = ${num(group.count * group.average)}; the next ${k} add ${values.map(num).join(' + ')} = ${num(total - group.count * group.average)}.`, `New average = ${num(total)} ÷ ${n} = ${num(value)}.`] }];
  const check = checkStep([`${n} × ${num(value)} = ${num(n * value)}, the new total.`], [[n * value, total]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The new average', steps: [...steps, check], mistakes: [{ value: round2(total / group.count), why: 'this divides by the old count' }], givens: [...(group.written ? [group.count] : []), group.average, ...values, ...(/^\d+$/.test(next[1]!) ? [k] : [])] };
}

/**
 * 'In a class of 40 students, 12 scored an average of 80 and the rest scored an average of 70:
 * the class average?': the part's total and the rest's total, over the whole count.
 */
function classFromParts(text: string): QuantAnswer | null {
  const whole = new RegExp(String.raw`\b(?:a|the)\s+(?:class|group|batch|team|school|section|company|office)\s+of\s+(\d+)\s+(${MEMBERS})`).exec(text);
  const part = new RegExp(String.raw`\b(\d+)\s+(?:of\s+them\s+|(?:${MEMBERS})\s+)?(?:scored|score|scores|have|has|had|got|get|earn|earns|earned|weigh|weighs)\s+(?:an?\s+)?(?:average|mean)(?:\s+[a-z]+)?\s+of\s+${VAL}`).exec(text);
  const rest = new RegExp(String.raw`\b(?:the\s+)?(?:rest|others|remaining(?:\s+[a-z]+)?)\s+(?:scored|score|have|had|got|earn|earned|weigh)?\s*(?:an?\s+)?(?:average|mean)(?:\s+[a-z]+)?\s+of\s+${VAL}`).exec(text);
  if (!whole || !part || !rest || !/\b(?:average|mean)\b/.test(askedPart(text))) return null;
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== 4) return null;
  const [n, k, a, b] = [Number(whole[1]), Number(part[1]), Number(part[2]), Number(rest[1])];
  if (!(k < n)) return null;
  const total = k * a + (n - k) * b;
  const value = total / n;
  const steps: SolutionStep[] = [{ title: 'Add the two totals', bullets: [`${k} × ${num(a)} = ${num(k * a)}; the other ${n - k} × ${num(b)} = ${num((n - k) * b)}.`, `Average = ${num(total)} ÷ ${n} = ${num(value)}.`] }];
  const check = checkStep([`${n} × ${num(value)} = ${num(n * value)} = ${num(k * a)} + ${num((n - k) * b)}.`], [[n * value, total]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average of all', steps: [...steps, check], mistakes: [{ value: round2((a + b) / 2), why: 'this averages the two averages without weighing them by their counts' }], givens: [n, k, a, b] };
}

/** The pairs 'entered as 87 instead of 32', '87 was wrongly read as 32' in the order written: the value used and the right one. */
function wrongForRight(text: string): { wrong: number; right: number; index: number }[] {
  const verbs = String.raw`(?:copied|read|taken|written|entered|recorded|noted|typed|counted|misread|miscopied|mistyped)`;
  const insteadOf = [...text.matchAll(new RegExp(String.raw`\bas\s+${VAL}\s+(?:instead\s+of|in\s+place\s+of|rather\s+than)\s+${VAL}`, 'g'))].map((match) => ({ wrong: Number(match[1]), right: Number(match[2]), index: match.index }));
  const readAs = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${VAL}\s+(?:had been|has been|was|were|is)\s+(?:wrongly\s+|mistakenly\s+|incorrectly\s+)?${verbs}\s+as\s+${VAL}(?!\s+(?:instead|in\s+place|rather))`, 'g'))].map((match) => ({ wrong: Number(match[2]), right: Number(match[1]), index: match.index }));
  // 'two observations were wrongly copied as 3 and 6 ... replaced by the correct values 8 and 4': the pairs in order (the total needs only their sums).
  const listed = [...text.matchAll(new RegExp(String.raw`\b(?:two\s+|2\s+)?(?:observations|values|numbers|marks|scores|entries|readings|items)\s+(?:were|had been|have been)\s+(?:wrongly\s+|mistakenly\s+|incorrectly\s+)?${verbs}\s+as\s+${VAL}\s+and\s+${VAL}(?!\d|\.\d)[^.?]{0,30}?[.,;]?\s*(?:if\s+|when\s+)?[^.?\d]*?\bcorrect\s+(?:values|observations|figures|numbers|marks|scores)\s+(?:are\s+|were\s+|of\s+|being\s+)?${VAL}\s+and\s+${VAL}(?!\d|\.\d)`, 'g'))].flatMap((match) => [
    { wrong: Number(match[1]), right: Number(match[3]), index: match.index },
    { wrong: Number(match[2]), right: Number(match[4]), index: match.index + 1 },
  ]);
  // 'two numbers were wrongly taken as 6 and 14 instead of 17 and 28'.
  const listedInstead = [...text.matchAll(new RegExp(String.raw`\b${verbs}\s+as\s+${VAL}\s+and\s+${VAL}\s+(?:instead\s+of|in\s+place\s+of|rather\s+than)\s+${VAL}\s+and\s+${VAL}(?!\d|\.\d)`, 'g'))].flatMap((match) => [
    { wrong: Number(match[1]), right: Number(match[3]), index: match.index },
    { wrong: Number(match[2]), right: Number(match[4]), index: match.index + 1 },
  ]);
  return [...insteadOf, ...readAs, ...listed, ...listedInstead].sort((first, second) => first.index - second.index);
}

/**
 * 'The average of 25 students was 65; later the marks of one had been entered as 87 instead of 32,
 * and of another as 33 instead of 73: the correct average?': every value copied wrongly is put
 * right in the total (less each wrong one, plus each right one) before dividing again. Two or
 * more such pairs; one pair is the corrected reader's.
 */
function severalCorrected(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group || !/\b(?:correct|actual|true|right)\b[^.?]*\b(?:average|mean)\b/.test(askedPart(text))) return null;
  const cleaned = text.slice(group.end).replace(/(\d)\s*(?:kgs?|kilograms?|years?|yrs?|marks|runs|cm)(?![a-z])/g, '$1');
  const pairs = wrongForRight(cleaned);
  // Every figure after the average is one of the pairs: nothing else is said of the values.
  // 'two observations were ...': the count of the wrong values, when it is the count of the pairs read, is no value.
  const counted = /\b(\d+)\s+(?=(?:observations|values|numbers|marks|scores|entries|readings|items)\s+(?:were|had been|have been)\b)/.exec(cleaned);
  const figures = [...cleaned.matchAll(/\d+(?:\.\d+)?/g)].length - (counted && Number(counted[1]) === pairs.length ? 1 : 0);
  if (pairs.length < 2 || figures !== pairs.length * 2) return null;
  const { count: n, average: a } = group;
  const shift = pairs.reduce((acc, pair) => acc + pair.right - pair.wrong, 0);
  const total = n * a + shift;
  const value = total / n;
  if (!(value > 0)) return null;
  const steps: SolutionStep[] = [
    { title: 'The total as worked out', bullets: [`${n} × ${num(a)} = ${num(n * a)}, with the wrong values in it.`] },
    { title: 'Put each value right', bullets: [...pairs.map((pair) => `${num(pair.wrong)} was used for ${num(pair.right)}: the total changes by ${num(pair.right)} − ${num(pair.wrong)} = ${num(pair.right - pair.wrong)}.`), `Correct total = ${num(n * a)} ${shift >= 0 ? '+' : '−'} ${num(Math.abs(shift))} = ${num(total)}; correct average = ${num(total)} ÷ ${n} = ${num(round2(value))}.`] },
  ];
  const check = checkStep([`${n} × ${num(round2(value))} = ${num(total)}; putting the wrong values back (${pairs.map((pair) => `− ${num(pair.right)} + ${num(pair.wrong)}`).join(' ')}) gives ${num(n * a)}, and ÷ ${n} = ${num(a)}, the average first found.`], [[(total - shift) / n, a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The correct average', steps: [...steps, check], mistakes: [{ value: round2(a - shift / n), why: 'this corrects the total the wrong way round' }, { value: round2(a + (pairs[0]!.right - pairs[0]!.wrong) / n), why: 'this puts right only the first value' }], givens: [...(group.written ? [n] : []), a, ...pairs.flatMap((pair) => [pair.wrong, pair.right])] };
}

/** Values listed, each perhaps with a ₹: '₹15,500 and ₹24,500', '35, 40 and 45'. */
const VALUE_LIST = String.raw`((?:₹?\s?\d+(?:\.\d+)?\s*,\s*)*₹?\s?\d+(?:\.\d+)?\s*,?\s*and\s+₹?\s?\d+(?:\.\d+)?)`;

const LEAVE = String.raw`(?:retire|retired|leave|left|quit|resign|resigned|are\s+transferred|were\s+transferred|are\s+removed|were\s+removed|drop\s+out|dropped\s+out)`;

/**
 * 'The average salary of 12 employees is ₹18,000; two of them, drawing ₹15,500 and ₹24,500,
 * retire: the average of the rest?': the total less the values that left, over those left.
 */
function severalLeave(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  const rest = withoutUnits(text.slice(group.end));
  const leaving = new RegExp(String.raw`\b(\d+|two|three|four|five)\s+of\s+(?:them|these|those)\s*,?\s*(?:drawing|earning|getting|aged|weighing|scoring|with\s+(?:salaries|ages|weights|marks|scores)\s+(?:of\s+)?|who\s+(?:draw|drew|earn|earned|get|got|weigh|weighed|scored|are\s+aged|were\s+aged))\s+${VALUE_LIST}\s*(?:respectively\s*)?,?\s+${LEAVE}\b`).exec(rest);
  if (!leaving || !/\b(?:remaining|rest|others|other|left)\b/.test(askedPart(text)) || !/\b(?:average|mean)\b/.test(askedPart(text))) return null;
  const k = /^\d+$/.test(leaving[1]!) ? Number(leaving[1]) : COUNT_WORDS[leaving[1]!]!;
  const values = valuesOf(leaving[2]!.replace(/₹\s?/g, ''));
  const { count: n, average: a } = group;
  // The figures after the average are the count that left and their values, nothing more.
  const figures = [...rest.slice(0, leaving.index + leaving[0].length).matchAll(/\d+(?:\.\d+)?/g)].length + [...rest.slice(leaving.index + leaving[0].length).matchAll(/\d+(?:\.\d+)?/g)].length;
  if (values.length !== k || k >= n || figures !== values.length + (/^\d/.test(leaving[1]!) ? 1 : 0)) return null;
  const out = values.reduce((acc, value) => acc + value, 0);
  const value = (n * a - out) / (n - k);
  if (!(value > 0)) return null;
  const steps: SolutionStep[] = [
    { title: 'Total of all', bullets: [`${n} × ${num(a)} = ${num(n * a)}.`] },
    { title: 'Take out those who left', bullets: [`${values.map(num).join(' + ')} = ${num(out)}; ${num(n * a)} − ${num(out)} = ${num(n * a - out)} for the ${n - k} left.`, `New average = ${num(n * a - out)} ÷ ${n - k} = ${num(round2(value))}.`] },
  ];
  const check = checkStep([`${n - k} × ${num(round2(value))} + ${num(out)} = ${num((n - k) * value + out)}, and ÷ ${n} = ${num(((n - k) * value + out) / n)}, the average of all ${n}.`], [[((n - k) * value + out) / n, a]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The average of the rest', steps: [...steps, check], mistakes: [{ value: round2((n * a - out) / n), why: `this divides by all ${n}, not by the ${n - k} left` }], givens: [...(group.written ? [n] : []), a, ...values, ...(/^\d/.test(leaving[1]!) ? [k] : [])] };
}

/**
 * 'The average age of a committee of 11 is the same as it was 5 years ago, because an old member
 * was replaced by a young one: how much younger is the new one?': in 5 years every member aged 5,
 * adding 11 × 5 to the total; the swap took exactly that back.
 */
function sameAsYearsAgo(text: string): QuantAnswer | null {
  const count = /\b(?:of|with)\s+(\d+)\s+(?:members|persons|people|players|men|women|students|workers|employees)\b|\b(\d+)\s+(?:members|persons|people|players|men|women|students|workers|employees)\s+(?:in|of)\s+(?:a|the)\s+(?:committee|team|group|club|family|board|panel|class)\b/.exec(text);
  const ago = /\b(?:average|mean)\s+age\b[^.?]*?(?<![a-z])(?:(?:is\s+)?(?:the\s+)?same\s+as\s+(?:it\s+was\s+|that\s+of\s+|the\s+average\s+age\s+)?|=\s*(?:the\s+)?(?:average|mean)\s+age\s+|equal\s+to\s+(?:the\s+)?(?:average|mean)\s+age\s+|remains\s+(?:the\s+same\s+as\s+)?)(\d+(?:\.\d+)?)\s+(?:years?|yrs?)\s+(?:ago|back|before|earlier)\b/.exec(text);
  const swap = /\breplaced\s+(?:by|with)\s+(?:a\s+|an\s+)?(?:young|younger|new)\b|\b(?:young|younger|new)\s+(?:member|person|man|player|one)\s+(?:replaced|took\s+the\s+place\s+of)\b/.test(text);
  const asked = askedPart(text);
  if (!count || !ago || !swap || !/\byounger\b|\bdifference\b|\bhow\s+much\s+(?:older|younger)\b/.test(asked)) return null;
  const n = Number(count[1] ?? count[2]);
  const years = Number(ago[1]);
  if (!(n >= 2) || [...text.matchAll(/\d+(?:\.\d+)?/g)].length !== 2) return null;
  const value = n * years;
  const steps: SolutionStep[] = [
    { title: 'What the years added', bullets: [`In ${num(years)} years each of the ${n} members grew ${num(years)} years older: the total age rose by ${n} × ${num(years)} = ${num(value)}.`] },
    { title: 'What the swap took away', bullets: [`The average is the same, so the total is the same: putting a younger member for an older one took back all ${num(value)} years.`] },
  ];
  const check = checkStep([`Total then T; now T + ${num(value)} − ${num(value)} = T, so the average is the same as ${num(years)} years ago.`], [[value - n * years, 0]]);
  if (!check) return null;
  return { kind: 'average', values: [value], unit: 'years', label: 'How much younger the new member is', steps: [...steps, check], mistakes: [{ value: years, why: 'this is only the years passed, for one member, not for all of them' }], givens: [n, years] };
}

/**
 * 'The average weight of 7 friends is 41 kg; when the heaviest leaves, the average of the others
 * comes down by 1.5 kg: the one who left?': the 6 left have 41 − 1.5 each, so the one who left is
 * 7 × 41 − 6 × 39.5 = 41 + 6 × 1.5.
 */
function oneLeavesChange(text: string): QuantAnswer | null {
  const group = groupAverage(text);
  if (!group) return null;
  const rest = withoutUnits(text.slice(group.end));
  const leaves = /\b(?:the\s+)?(?:[a-z]+est|topper|one|a\s+[a-z]+)\s+(?:of\s+(?:them|the\s+[a-z]+)\s+|member\s+|person\s+|friend\s+|student\s+)?(?:leaves|left|is\s+removed|goes\s+away|drops\s+out|quits|is\s+taken\s+out)\b/.exec(rest);
  const change = /\b(?:average|mean)[^.?\d]*?\b(comes\s+down|goes\s+down|falls|fell|decreases|decreased|drops|dropped|reduces|is\s+reduced|goes\s+up|rises|rose|increases|increased)\s+by\s+(\d+(?:\.\d+)?)(?!\s*%)/.exec(rest);
  const asked = askedPart(text);
  if (!leaves || !change || change.index < leaves.index || !/\b(?:left|leaves|removed|went\s+away)\b/.test(asked) || !/\bhow\s+(?:heavy|old|tall|much)|\bhow\s+many\s+(?:marks|runs|points)|\bweight\b|\bage\b|\bwhat\b|\bfind\b/.test(asked)) return null;
  if ([...rest.matchAll(/\d+(?:\.\d+)?/g)].length !== 1) return null;
  const { count: n, average: a } = group;
  const d = Number(change[2]) * (/down|fall|fell|decrease|drop|reduce/.test(change[1]!) ? -1 : 1);
  const value = n * a - (n - 1) * (a + d);
  if (!(value > 0) || n < 2) return null;
  const unit = unitWord(text);
  const steps: SolutionStep[] = [
    { title: 'Totals', bullets: [`All ${n}: ${n} × ${num(a)} = ${num(n * a)}. The ${n - 1} left average ${num(a)} ${d < 0 ? '−' : '+'} ${num(Math.abs(d))} = ${num(a + d)}: ${n - 1} × ${num(a + d)} = ${num((n - 1) * (a + d))}.`] },
    { title: 'The one who left', bullets: [`${num(n * a)} − ${num((n - 1) * (a + d))} = ${num(value)}${unit}.`] },
  ];
  const check = checkStep([`(${num(n * a)} − ${num(value)}) ÷ ${n - 1} = ${num((n * a - value) / (n - 1))}, which is ${num(Math.abs(d))} ${d < 0 ? 'less' : 'more'} than ${num(a)}.`], [[(n * a - value) / (n - 1) - a, d]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The value of the one who left', steps: [...steps, check], mistakes: [{ value: round2(a - d), why: 'this adds the change once, not once for each who stayed' }].filter((mistake) => mistake.value !== round2(value)), givens: [...(group.written ? [n] : []), a, Math.abs(d)] };
}

/**
 * 'In the first 10 overs of a 50-over match the run rate was 4.2: what run rate is needed in the
 * remaining 40 overs to reach 250 runs?': a run rate is the runs per over, an average, so the runs
 * made are 10 × 4.2 and the rest of the target is spread over the 40 overs left.
 */
function runRate(text: string): QuantAnswer | null {
  const first = /\bfirst\s+(\d+)\s+overs\b[^.?]*?\brun\s*rate\s+(?:was|is|of|=)\s+(?:only\s+|just\s+)?(\d+(?:\.\d+)?)(?!\s*%)/.exec(text);
  const left = /\b(?:remaining|next|last|other)\s+(\d+)\s+overs\b/.exec(text);
  const target = /\b(?:target\s+(?:of\s+)?|score\s+(?:of\s+)?|make\s+|total\s+of\s+)(\d+)\s*(?:runs\b|(?=\s*[?.,]|$))|\b(\d+)\s+runs\s+to\s+win\b/.exec(text);
  const whole = /\b(\d+)[\s-]*overs?\s+(?:match|game|innings)\b/.exec(text);
  if (!first || !left || !target || !/\brun\s*rate\b/.test(askedPart(text))) return null;
  const [played, rate, remaining, runs] = [Number(first[1]), Number(first[2]), Number(left[1]), Number(target[1] ?? target[2])];
  if (whole && Number(whole[1]) !== played + remaining) return null;
  const givens = [played, rate, remaining, runs, ...(whole ? [Number(whole[1])] : [])];
  if ([...text.matchAll(/\d+(?:\.\d+)?/g)].length !== givens.length) return null;
  const made = played * rate;
  const value = (runs - made) / remaining;
  if (!(value > 0)) return null;
  const steps: SolutionStep[] = [
    { title: 'Runs made so far', bullets: [`A run rate is the runs per over: ${played} × ${num(rate)} = ${num(made)} runs in the first ${played} overs.`] },
    { title: 'Runs still needed, per over', bullets: [`${num(runs)} − ${num(made)} = ${num(runs - made)} runs in ${remaining} overs: ${num(runs - made)} ÷ ${remaining} = ${num(round2(value))} runs an over.`] },
  ];
  const check = checkStep([`${num(made)} + ${remaining} × ${num(value)} = ${num(made + remaining * value)} runs, the target.`], [[made + remaining * value, runs]]);
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: 'The run rate needed', steps: [...steps, check], mistakes: [{ value: round2(runs / (played + remaining)), why: 'this is the rate for the whole match, not for the overs left' }, { value: round2(runs / remaining), why: 'this forgets the runs already made' }], givens };
}

/** One statement of a group story: the named members add up to `total` (or, with a second name, differ by it). */
interface GroupFact {
  readonly names: readonly string[];
  readonly signs: readonly number[];
  readonly total: number;
  readonly line: string;
  readonly at: number;
  readonly written: readonly number[];
}

const LETTERS = String.raw`[a-z](?:\s*,\s*[a-z])*\s*,?\s+and\s+[a-z]`;
const lettersOf = (list: string) => [...list.matchAll(/(?<![a-z])[a-z](?![a-z])/g)].map((match) => match[0]).filter((letter) => letter !== 'and');

/**
 * 'The average weight of A, B and C is 85 kg; D joins and the average becomes 78 kg; E, whose
 * weight is 8 kg more than D's, replaces A, and the average of B, C, D and E is 82 kg: A's
 * weight?': each average of named members is their total, a newcomer joins the group last
 * named, a replacement takes one out, and the equations are solved for the one asked.
 */
function groupStory(written: string): QuantAnswer | null {
  const text = withoutUnits(written);
  const facts: GroupFact[] = [];
  const averageOf = new RegExp(String.raw`\b(?:average|mean)(?:\s+(?:weight|age|height|marks|score|salary|income))?\s+of\s+(?:(?:the\s+)?(two|three|four|five|six|\d)\s*(?:men|women|boys|girls|persons|people|students|friends|players|members)\s+)?(${LETTERS})\s+(?:is|was|becomes|became|=)\s+${NUM}`, 'g');
  for (const match of text.matchAll(averageOf)) {
    const names = lettersOf(match[2]!);
    const count = match[1] ? (COUNT_WORDS[match[1]] ?? Number(match[1])) : names.length;
    if (count !== names.length || new Set(names).size !== names.length) return null;
    const average = Number(match[3]);
    facts.push({ names, signs: names.map(() => 1), total: names.length * average, line: `${names.map((name) => name.toUpperCase()).join(' + ')} = ${names.length} × ${num(average)} = ${num(names.length * average)}.`, at: match.index, written: [average, ...(match[1] && /^\d/.test(match[1]) ? [count] : [])] });
  }
  // 'Another man D joins the group and the average becomes 78': the group last named, and D.
  const joins = new RegExp(String.raw`\b(?:another|a\s+new|one\s+more|a\s+fourth|a\s+fifth)\s+(?:man|woman|person|boy|girl|student|member|friend|player)\s*,?\s+([a-z])\s*,?\s+(?:joins|joined|is\s+added|comes\s+in)\b(?:\s+the\s+(?:group|team|class))?\s*,?\s*(?:and\s+)?(?:then\s+)?(?:the\s+)?(?:average|mean)(?:\s+(?:weight|age|height|marks))?\s+(?:becomes|became|is\s+now|changes\s+to|falls\s+to|rises\s+to|goes\s+up\s+to|comes\s+down\s+to)\s+${NUM}`, 'g');
  for (const match of text.matchAll(joins)) {
    const before = facts.filter((fact) => fact.at < match.index && fact.signs.every((sign) => sign === 1)).pop();
    if (!before || before.names.includes(match[1]!)) return null;
    const names = [...before.names, match[1]!];
    const average = Number(match[2]);
    facts.push({ names, signs: names.map(() => 1), total: names.length * average, line: `With ${match[1]!.toUpperCase()}: ${names.map((name) => name.toUpperCase()).join(' + ')} = ${names.length} × ${num(average)} = ${num(names.length * average)}.`, at: match.index, written: [average] });
  }
  // 'E, whose weight is 8 kg more than that of D': E − D = 8.
  const gaps = new RegExp(String.raw`\b([a-z])\s*,?\s+whose\s+(?:weight|age|height|marks|score|salary)\s+is\s+${NUM}\s+(more|less)\s+than\s+(?:that\s+of\s+)?([a-z])(?![a-z])`, 'g');
  for (const match of text.matchAll(gaps)) {
    const gap = Number(match[2]);
    const [x, y] = [match[1]!, match[4]!];
    if (x === y) return null;
    facts.push({ names: [x, y], signs: [1, -1], total: match[3] === 'more' ? gap : -gap, line: `${x.toUpperCase()} = ${y.toUpperCase()} ${match[3] === 'more' ? '+' : '−'} ${num(gap)}.`, at: match.index, written: [gap] });
  }
  const asked = askedPart(text);
  const who = /\b(?:weight|age|height|marks|score|salary)\s+of\s+([a-z])(?![a-z])|\b([a-z])'s\s+(?:weight|age|height|marks|score|salary)\b|\bhow\s+(?:heavy|old|tall)\s+is\s+([a-z])(?![a-z])/.exec(asked);
  if (!who || facts.length < 3 || !/\breplaces?\b|\bjoins?\b/.test(text)) return null;
  const target = (who[1] ?? who[2] ?? who[3])!;
  const names = [...new Set(facts.flatMap((fact) => fact.names))].sort();
  if (!names.includes(target) || names.length > 8) return null;
  // Every figure of the question is one of the facts (and a written count).
  const figures = [...text.slice(0, text.lastIndexOf(asked) >= 0 ? text.lastIndexOf(asked) : text.length).matchAll(/\d+(?:\.\d+)?/g)].length;
  const givens = facts.flatMap((fact) => fact.written);
  if (figures !== givens.length) return null;
  const rows = facts.map((fact) => [...names.map((name) => { const at = fact.names.indexOf(name); return at < 0 ? 0 : fact.signs[at]!; }), fact.total]);
  const solved = solveLinear(rows, names.length);
  const index = names.indexOf(target);
  if (!solved || !solved.fixed[index]) return null;
  const value = solved.values[index]!;
  if (!(value > 0) || !facts.every((fact) => fact.names.every((name) => !solved.fixed[names.indexOf(name)] || solved.values[names.indexOf(name)]! > 0))) return null;
  const known = names.filter((_, at) => solved.fixed[at]);
  const steps: SolutionStep[] = [
    { title: 'Write each average as a total', bullets: facts.sort((first, second) => first.at - second.at).map((fact) => fact.line) },
    { title: 'Solve', bullets: [`${known.map((name) => `${name.toUpperCase()} = ${num(round2(solved.values[names.indexOf(name)]!))}`).join(', ')}.`] },
  ];
  const check = checkStep(facts.map((fact) => `${fact.names.map((name) => name.toUpperCase()).join(fact.signs.every((sign) => sign === 1) ? ' + ' : ' − ')}: ${num(round2(fact.names.reduce((acc, name, at) => acc + fact.signs[at]! * (solved.values[names.indexOf(name)] ?? 0), 0)))}, as stated.`), facts.filter((fact) => fact.names.every((name) => solved.fixed[names.indexOf(name)])).map((fact) => [fact.names.reduce((acc, name, at) => acc + fact.signs[at]! * solved.values[names.indexOf(name)]!, 0), fact.total] as const));
  if (!check) return null;
  return { kind: 'average', values: [round2(value)], unit: 'number', label: `The value of ${target.toUpperCase()}`, steps: [...steps, check], mistakes: [], givens };
}
