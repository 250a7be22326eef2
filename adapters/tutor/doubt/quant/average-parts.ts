import type { QuantAnswer, QuantUnit } from './quant-answer';
import { KMH_UNIT, KM_UNIT, NUMBER, durations, hoursAndMinutes, quantities, questionOf } from './rate-text';
import { checkStep, num, oneValueAnswer, round2, usesAll } from './quant-text';

/**
 * Average-speed questions that give the whole journey and ask for a part: the speed on the way
 * back when the round trip's average is given; the length of a journey covered half at one speed
 * and half at another in a given time; the speed over the rest of a route when the whole route's
 * average and its first stretch are given; the time of one leg of a round trip at two speeds; how
 * long a car ran at its second speed for a wanted average; the time of a journey run half the
 * time at each of two speeds. Each reads every number of the question or declines.
 */
export function solveAverageParts(text: string): QuantAnswer | null {
  if (/boat|stream|river|\bcurrent\b|clock|circular|\blaps?\b|\bstop(?:s|ped|page)?\b|\brest(?:s|ed|ing)\b|\bhalts?\b|\bwaits?\b|\bbreak\b|\blater\b|\bearlier\b|\d\s*(?:m|metres?|meters?)\b|\bcross|\bpass|\bplatform|\bpole|\bovertak/.test(text)) return null;
  return returnSpeed(text) ?? halvesInTime(text) ?? restOfRoute(text) ?? legOfRoundTrip(text) ?? timeAtSecondSpeed(text) ?? halfTimeJourney(text);
}

/** Every 'v km/h' of the text, and whether 'average' stands just before it. */
function speedsOf(text: string): { value: number; average: boolean }[] {
  const found = quantities(text, KMH_UNIT);
  return found.map((speed, index) => {
    // 'The average speed of a bus over a 270 km route is 60 kmph': 'average' in the same clause, with no speed between.
    const from = Math.max(0, speed.index - 60, index > 0 ? found[index - 1]!.end : 0);
    return { value: speed.value, average: /\b(?:average|avg)\b[^.;]*$/.test(text.slice(from, speed.index)) };
  });
}

/** Words of a journey there and back over the same road. */
const ROUND_TRIP = /\breturns?\b|\breturning\b|\bcomes?\s+back\b|\bcoming\s+back\b|\bround\s+trip\b|\bback\s+home\b|\bway\s+back\b|\bwalks?\s+back\b|\brides?\s+back\b|\bdrives?\s+back\b/;

/** An answer in one unit with its steps and its check; null when the check fails. */
function answer(value: number, unit: QuantUnit, label: string, lines: string[], checkLines: string[], pairs: [number, number][], givens: number[], mistakes: { value: number; why: string }[] = []): QuantAnswer | null {
  const check = checkStep(checkLines, pairs);
  if (!check || !(value > 0)) return null;
  return oneValueAnswer('speed-distance', value, unit, label, { steps: [{ title: 'Whole distance ÷ whole time', bullets: lines }, check], mistakes, givens });
}

/**
 * 'Goes to his office at 40 km/h and returns along the same road; the average for the whole
 * journey is 48 km/h: the speed on the return?': equal distances, so 48 = 2 × 40 × y ÷ (40 + y),
 * y = 48 × 40 ÷ (2 × 40 − 48).
 */
function returnSpeed(text: string): QuantAnswer | null {
  if (!ROUND_TRIP.test(text) || /\bhalf\b|\bthird\b|\d\s*\/\s*\d/.test(text)) return null;
  const asked = questionOf(text).tail;
  if (!/\bspeed\b|how fast/.test(asked) || !/\breturn|\bback\b|\bway\s+back/.test(asked) || /\baverage\b/.test(asked)) return null;
  const speeds = speedsOf(text);
  if (speeds.length !== 2 || speeds.filter((speed) => speed.average).length !== 1) return null;
  const average = speeds.find((speed) => speed.average)!.value;
  const going = speeds.find((speed) => !speed.average)!.value;
  if (!(2 * going > average) || going === average) return null;
  if (!usesAll(text, [average, going])) return null;
  const back = (average * going) / (2 * going - average);
  return answer(
    back,
    'km/h',
    'The speed on the way back',
    [`There and back are the same distance d: the average is 2d ÷ (d/${num(going)} + d/y) = 2 × ${num(going)} × y ÷ (${num(going)} + y).`, `${num(average)} × (${num(going)} + y) = ${num(2 * going)}y, so y = ${num(average * going)} ÷ ${num(2 * going - average)} = ${num(round2(back))} km/h.`],
    [`Over d = ${num(round2(going * back))} km each way: ${hoursAndMinutes(back)} going and ${hoursAndMinutes(going)} back; ${num(round2(2 * going * back))} km ÷ ${num(round2(going + back))} h = ${num(average)} km/h.`],
    [[(2 * going * back) / (going + back), average]],
    [average, going],
    [{ value: round2(2 * average - going), why: 'the mean of the speeds, as if both legs took the same time' }],
  );
}

/** The one time the text states (e.g. '10 hours', '2 hours 30 minutes'); null when not one. */
function oneTime(text: string): { hours: number; written: number[] } | null {
  const found = durations(text);
  return found.length === 1 ? found[0]! : null;
}

/**
 * 'Covers half of his journey at 30 km/h and the remaining half at 20 km/h, taking 10 hours in
 * all: the total distance?': D/(2 × 30) + D/(2 × 20) = 10.
 */
function halvesInTime(text: string): QuantAnswer | null {
  if (!/\b(?:first\s+)?half\s+(?:of\s+)?(?:the\s+|his\s+|her\s+|its\s+|a\s+|my\s+)?(?:journey|distance|way|trip|route)\b/.test(text) || /\bhalf\s+(?:of\s+)?the\s+time\b|\bhalf\s+an?\s+hour/.test(text)) return null;
  if (!/\b(?:remaining|other|second|next|last)\s+half\b|\bthe\s+rest\b/.test(text)) return null;
  const asked = questionOf(text).tail;
  if (!/\bdistance\b|\bhow\s+far\b|\blength\s+of\b|\bhow\s+many\s+km\b/.test(asked) || /\bspeed\b/.test(asked)) return null;
  const speeds = speedsOf(text);
  const time = oneTime(text);
  if (speeds.length !== 2 || speeds.some((speed) => speed.average) || !time || quantities(text, KM_UNIT).length > 0) return null;
  const [x, y] = [speeds[0]!.value, speeds[1]!.value];
  const givens = [x, y, ...time.written];
  if (!usesAll(text, givens)) return null;
  const distance = (2 * time.hours * x * y) / (x + y);
  return answer(
    distance,
    'km',
    'The whole distance',
    [`Each half is D/2: D/(2 × ${num(x)}) + D/(2 × ${num(y)}) = ${hoursAndMinutes(time.hours)}.`, `D × (${num(x)} + ${num(y)}) ÷ (2 × ${num(x * y)}) = ${num(round2(time.hours))}, so D = ${num(round2(distance))} km.`],
    [`${num(round2(distance / 2))} km at ${num(x)} km/h take ${hoursAndMinutes(distance / 2 / x)} and ${num(round2(distance / 2))} km at ${num(y)} km/h take ${hoursAndMinutes(distance / 2 / y)}: ${hoursAndMinutes(distance / 2 / x + distance / 2 / y)} in all.`],
    [[distance / 2 / x + distance / 2 / y, time.hours]],
    givens,
    [{ value: round2((time.hours * (x + y)) / 2), why: 'this takes the mean of the speeds as the average' }],
  );
}

/**
 * 'A journey of 300 km at an average of 50 km/h; the first 100 km at 40 km/h: the speed for the
 * rest?': the whole takes 300 ÷ 50 h, the first part 100 ÷ 40 h, the rest (300 − 100) km in what is left.
 */
function restOfRoute(text: string): QuantAnswer | null {
  const asked = questionOf(text).tail;
  if (!/\bspeed\b|how fast/.test(asked) || !/\b(?:rest|remaining|remainder|other)\b/.test(asked)) return null;
  const speeds = speedsOf(text);
  const kms = quantities(text, KM_UNIT);
  if (speeds.length !== 2 || speeds.filter((speed) => speed.average).length !== 1 || kms.length !== 2 || durations(text).length > 0) return null;
  // The whole route is the distance said with the average ('a 300 km route ... average 50'), the first stretch the other.
  const [whole, first] = kms[0]!.value > kms[1]!.value ? [kms[0]!.value, kms[1]!.value] : [kms[1]!.value, kms[0]!.value];
  if (!/\bfirst\b/.test(text) || !/\b(?:journey|route|trip|distance|whole|total|entire)\b/.test(text)) return null;
  // The first stretch is written with its own speed: 'the first 100 km at 40 km/h'.
  if (!new RegExp(String.raw`\bfirst\s+${first}\s*(?:km|kms|kilomet)`).test(text)) return null;
  const average = speeds.find((speed) => speed.average)!.value;
  const v1 = speeds.find((speed) => !speed.average)!.value;
  const left = whole / average - first / v1;
  if (!(left > 0) || !(whole > first)) return null;
  if (!usesAll(text, [whole, first, average, v1])) return null;
  const v2 = (whole - first) / left;
  return answer(
    v2,
    'km/h',
    'The speed over the rest',
    [`The whole ${num(whole)} km at an average of ${num(average)} km/h take ${hoursAndMinutes(whole / average)}.`, `The first ${num(first)} km at ${num(v1)} km/h take ${hoursAndMinutes(first / v1)}; ${hoursAndMinutes(left)} are left for ${num(whole - first)} km.`, `Speed = ${num(whole - first)} ÷ ${num(round2(left))} = ${num(round2(v2))} km/h.`],
    [`${hoursAndMinutes(first / v1)} + ${num(whole - first)} km at ${num(round2(v2))} km/h (${hoursAndMinutes((whole - first) / v2)}) = ${hoursAndMinutes(first / v1 + (whole - first) / v2)}; ${num(whole)} km in that time is ${num(average)} km/h.`],
    [[whole / (first / v1 + (whole - first) / v2), average]],
    [whole, first, average, v1],
    [{ value: round2(2 * average - v1), why: 'the mean of the speeds, as if both parts took the same time' }],
  );
}

/**
 * 'Rides to a place at 16 km/h and walks back at 4 km/h, 5 hours in all: how long does the walk
 * back take?': one way is d = 5 × 16 × 4 ÷ (16 + 4) km; the leg asked takes d over its own speed.
 */
function legOfRoundTrip(text: string): QuantAnswer | null {
  if (!ROUND_TRIP.test(text) || /\baverage\b|\bhalf\b/.test(text)) return null;
  const asked = questionOf(text).tail;
  if (!/\bhow long\b|\btime\b|\bhow many (?:hours|minutes)/.test(asked) || /\bspeed\b|\bdistance\b|\bhow far\b/.test(asked)) return null;
  const back = /\b(?:back|return|returning|coming back)\b/.test(asked);
  const there = /\b(?:there|to reach|going|onward|to get to|way to|ride there|reach the)\b/.test(asked);
  if (back === there) return null;
  const speeds = speedsOf(text);
  const time = oneTime(text);
  if (speeds.length !== 2 || speeds.some((speed) => speed.average) || !time || quantities(text, KM_UNIT).length > 0) return null;
  // The first speed written is the way there, the second the way back ('goes at 16 ... comes back at 4').
  const firstAt = text.search(new RegExp(String.raw`${NUMBER}\s*${KMH_UNIT}`));
  if (ROUND_TRIP.test(text.slice(0, firstAt))) return null;
  const [x, y] = [speeds[0]!.value, speeds[1]!.value];
  const givens = [x, y, ...time.written];
  if (!usesAll(text, givens)) return null;
  const oneWay = (time.hours * x * y) / (x + y);
  const value = back ? oneWay / y : oneWay / x;
  return answer(
    value,
    'hours',
    back ? 'The time for the way back' : 'The time for the way there',
    [`One way is d km: d/${num(x)} + d/${num(y)} = ${hoursAndMinutes(time.hours)}, so d = ${num(round2(time.hours))} × ${num(x * y)} ÷ ${num(x + y)} = ${num(round2(oneWay))} km.`, `The way ${back ? 'back' : 'there'}: ${num(round2(oneWay))} ÷ ${num(back ? y : x)} = ${hoursAndMinutes(value)}.`],
    [`${hoursAndMinutes(oneWay / x)} there and ${hoursAndMinutes(oneWay / y)} back make ${hoursAndMinutes(oneWay / x + oneWay / y)}, the whole time given.`],
    [[oneWay / x + oneWay / y, time.hours]],
    givens,
    [{ value: round2(time.hours / 2), why: 'this splits the time equally between the legs' }],
  );
}

/**
 * 'Travels 3 hours at 40 km/h and then some time at 70 km/h; the average for the whole journey is
 * 55 km/h: how long at 70?': (55 − 40) × 3 = (70 − 55) × t.
 */
function timeAtSecondSpeed(text: string): QuantAnswer | null {
  const asked = questionOf(text).tail;
  if (!/\bhow long\b|\bhow many hours\b|\bfor how long\b|\btime\b/.test(asked) || /\bspeed\b(?!\s+of\s+\d)/.test(asked.replace(/\bhigher\s+speed\b|\bsecond\s+speed\b/g, ' '))) return null;
  const speeds = speedsOf(text);
  const time = oneTime(text);
  if (speeds.length !== 3 && speeds.length !== 4) return null;
  if (!time || speeds.filter((speed) => speed.average).length !== 1 || quantities(text, KM_UNIT).length > 0) return null;
  if (!/\bsome\s+time\b|\bthen\s+(?:speeds?\s+up|slows?\s+down|for\s+some)|\bthe\s+rest\s+of\s+the\s+time\b/.test(text)) return null;
  const plain = speeds.filter((speed) => !speed.average);
  const average = speeds.find((speed) => speed.average)!.value;
  // 'At 70 km/h' repeated in the question names the second speed again.
  const [x, y] = [plain[0]!.value, plain[1]!.value];
  if (plain.length === 3 && plain[2]!.value !== y) return null;
  // The time given is the first speed's ('for 3 hours at 40 km/h', 'at 40 km/h for 3 hours'); the unknown time the second's.
  const speed = String.raw`${NUMBER}\s*${KMH_UNIT}`;
  const timed = new RegExp(String.raw`\bfor\s+${NUMBER}\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s*)?\d+\s*(?:minutes?|mins?))?\s+at\s+${speed}|\bat\s+${speed}\s+for\s+${NUMBER}\s*(?:hours?|hrs?|h)\b`).exec(text);
  const timedSpeed = timed ? Number(timed[2] ?? timed[3]) : null;
  if (timedSpeed !== x || !new RegExp(String.raw`\b(?:some\s+time|the\s+rest\s+of\s+the\s+time)\s+at\s+${y}\s*${KMH_UNIT}|\bat\s+${y}\s*${KMH_UNIT}\s+for\s+(?:some\s+time|the\s+rest)|\b(?:speeds?\s+up|slows?\s+down)\s+to\s+${y}\s*${KMH_UNIT}`).test(text)) return null;
  if (!(x < average && average < y) && !(x > average && average > y)) return null;
  const t1 = time.hours;
  const givens = [x, y, average, ...time.written, ...(plain.length === 3 ? [y] : [])];
  if (!usesAll(text, givens)) return null;
  const t2 = (t1 * (average - x)) / (y - average);
  return answer(
    t2,
    'hours',
    `The time at ${num(y)} km/h`,
    [`Average ${num(average)} km/h over ${num(round2(t1))} + t hours: ${num(x)} × ${num(round2(t1))} + ${num(y)}t = ${num(average)} × (${num(round2(t1))} + t).`, `${num(Math.abs(average - x))} × ${num(round2(t1))} = ${num(Math.abs(y - average))}t, so t = ${hoursAndMinutes(t2)}.`],
    [`${num(round2(x * t1))} km + ${num(round2(y * t2))} km = ${num(round2(x * t1 + y * t2))} km in ${num(round2(t1 + t2))} h: ${num(average)} km/h.`],
    [[(x * t1 + y * t2) / (t1 + t2), average]],
    givens,
  );
}

/**
 * 'Travels 300 km, half the time at 40 km/h and the other half at 60 km/h: how long does the
 * journey take?': equal times, so the average is (40 + 60) ÷ 2 and the time 300 ÷ 50.
 */
function halfTimeJourney(text: string): QuantAnswer | null {
  if (!/\bhalf\s+(?:of\s+)?the\s+time\b/.test(text) || !/\b(?:other|second|remaining)\s+half\b|\bhalf\s+the\s+time\s+at\b[^.;]*\band\s+half\s+the\s+time\b/.test(text)) return null;
  const asked = questionOf(text).tail;
  if (!/\bhow long\b|\btime\b|\bhow many hours\b/.test(asked) || /\bspeed\b/.test(asked)) return null;
  const speeds = speedsOf(text);
  const kms = quantities(text, KM_UNIT);
  if (speeds.length !== 2 || speeds.some((speed) => speed.average) || kms.length !== 1 || durations(text).length > 0) return null;
  const [x, y] = [speeds[0]!.value, speeds[1]!.value];
  const distance = kms[0]!.value;
  if (!usesAll(text, [x, y, distance])) return null;
  const total = (2 * distance) / (x + y);
  return answer(
    total,
    'hours',
    'The time for the journey',
    [`Half the time T/2 at each speed: ${num(x)} × T/2 + ${num(y)} × T/2 = ${num(distance)}.`, `T = 2 × ${num(distance)} ÷ (${num(x)} + ${num(y)}) = ${hoursAndMinutes(total)}.`],
    [`${hoursAndMinutes(total / 2)} at ${num(x)} km/h (${num(round2((x * total) / 2))} km) and ${hoursAndMinutes(total / 2)} at ${num(y)} km/h (${num(round2((y * total) / 2))} km): ${num(round2(((x + y) * total) / 2))} km.`],
    [[((x + y) * total) / 2, distance]],
    [x, y, distance],
  );
}
