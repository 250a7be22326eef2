import type { QuantAnswer } from './quant-answer';
import { KMH_UNIT, NUMBER, hoursAndMinutes, questionOf } from './rate-text';
import { checkStep, num, round2, usesAll } from './quant-text';
import { clockReading, timesOfDay } from './time-of-day';

/**
 * Speed, distance and time ideas the sentence readers of motion-solver.ts and trains-solver.ts do
 * not take, each read by its quantities and what is asked rather than by a whole sentence:
 * the average speed of legs 'd km at v km/h'; the speed needed on the second half for a wanted
 * average; two trains that take t1 and t2 hours to finish after they pass each other; one train
 * passing a walker; two trains passing a man and each other (the ratio of their speeds); a chase
 * or a meeting at a time of day. Each returns null unless every number of the question is read.
 */
export function solveMotionIdeas(text: string): QuantAnswer | null {
  if (/boat|stream|river|still water|\bcurrent\b|clock|hands?\b|circular|circle|track|\blaps?\b/.test(text)) return null;
  return legsAverage(text) ?? halfForAverage(text) ?? afterPassing(text) ?? walkerPassed(text) ?? manAndEachOther(text) ?? chaseByClock(text) ?? meetByClock(text);
}

/** Every 'speed km/h' of the text: its value and where it stands. */
function speedsIn(text: string): { value: number; index: number }[] {
  return [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*${KMH_UNIT}`, 'g'))].map((match) => ({ value: Number(match[1]), index: match.index }));
}

/** What the question asks, from its question word; a question written first counts ('avg speed for whole trip? first ...'). */
function askOf(text: string): string {
  const first = /^[^?]*\?/.exec(text);
  const tail = questionOf(text).tail;
  return first && !/\?/.test(tail) && !/\b(?:find|what|how|which|when)\b/.test(tail) ? first[0] : tail;
}

/**
 * 'First 60 km at 60 km/h, then the next 150 km at 30 km/h: the average speed for the whole
 * trip?': the whole distance over the whole time, never the mean of the speeds.
 */
function legsAverage(text: string): QuantAnswer | null {
  if (!/\b(?:average|avg)\b/.test(askOf(text)) || !/speed/.test(askOf(text))) return null;
  const legs = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*(?:km|kms|kilomet(?:re|er)s?)\b(?!\s*\/|\s*per)[^.;?\d]{0,30}?\b(?:at|with\s+a\s+speed\s+of|at\s+a\s+speed\s+of)\s+${NUMBER}\s*${KMH_UNIT}`, 'g'))].map((match) => ({ km: Number(match[1]), kmh: Number(match[2]) }));
  if (legs.length < 2 || !legs.every((leg) => leg.km > 0 && leg.kmh > 0)) return null;
  if (!usesAll(text, legs.flatMap((leg) => [leg.km, leg.kmh]))) return null;
  const distance = legs.reduce((sum, leg) => sum + leg.km, 0);
  const hours = legs.reduce((sum, leg) => sum + leg.km / leg.kmh, 0);
  const value = distance / hours;
  const check = checkStep([`At ${num(round2(value))} km/h the whole ${num(distance)} km take ${num(distance)} ÷ ${num(round2(value))} = ${num(round2(hours))} h, the time of the legs together.`], [[distance / value, hours]]);
  if (!check) return null;
  const mean = legs.reduce((sum, leg) => sum + leg.kmh, 0) / legs.length;
  return {
    kind: 'speed-distance',
    values: [round2(value)],
    unit: 'km/h',
    label: 'The average speed',
    steps: [
      { title: 'Time of each leg', bullets: legs.map((leg) => `${num(leg.km)} km at ${num(leg.kmh)} km/h: ${num(leg.km)} ÷ ${num(leg.kmh)} = ${hoursAndMinutes(leg.km / leg.kmh)}.`) },
      { title: 'Average speed = whole distance ÷ whole time', bullets: [`${num(distance)} km ÷ ${num(round2(hours))} h = ${num(round2(value))} km/h.`] },
      check,
    ],
    mistakes: Math.abs(mean - value) > 0.01 ? [{ value: round2(mean), why: 'the mean of the speeds, as if each leg took the same time' }] : [],
    givens: legs.flatMap((leg) => [leg.km, leg.kmh]),
  };
}

/**
 * 'I need an average of 24 km/h; I drove the first half of the distance at 16 km/h: what speed for
 * the other half?': equal distances, so 24 = 2 × 16 × v ÷ (16 + v), v = 24 × 16 ÷ (2 × 16 − 24).
 * Half of the time (not the distance) is a different sum and is declined.
 */
function halfForAverage(text: string): QuantAnswer | null {
  if (!/\bhalf\b/.test(text) || /half\s+(?:of\s+)?the\s+time|half\s+(?:an?\s+)?hour/.test(text)) return null;
  if (!/\b(?:first|one)\s+half\b/.test(text) || !/\b(?:remaining|other|second|next|last|rest(?:\s+of\s+the)?)\s+half\b/.test(askOf(text)) || !/speed|how fast|km\/h|kmph/.test(askOf(text))) return null;
  const speeds = speedsIn(text);
  if (speeds.length !== 2 || !usesAll(text, speeds.map((speed) => speed.value))) return null;
  const averageAt = speeds.findIndex((speed) => /\b(?:average|avg)\b[^\d]{0,45}$/.test(text.slice(Math.max(0, speed.index - 40), speed.index)));
  if (averageAt < 0) return null;
  const average = speeds[averageAt]!.value;
  const first = speeds[1 - averageAt]!.value;
  if (!/\bhalf\b[^\d]{0,40}$/.test(text.slice(0, speeds[1 - averageAt]!.index))) return null;
  if (!(2 * first > average)) return null;
  const value = (average * first) / (2 * first - average);
  const check = checkStep([`Over 2 equal halves of d km: time = d/${num(first)} + d/${num(round2(value))}, and 2d ÷ that time = ${num(round2((2 * first * value) / (first + value)))} km/h, the average wanted.`], [[(2 * first * value) / (first + value), average]]);
  if (!check) return null;
  return {
    kind: 'speed-distance',
    values: [round2(value)],
    unit: 'km/h',
    label: 'The speed for the other half',
    steps: [
      { title: 'Equal distances: the average is 2uv ÷ (u + v)', bullets: [`${num(average)} = 2 × ${num(first)} × v ÷ (${num(first)} + v).`, `${num(average)} × ${num(first)} + ${num(average)}v = ${num(2 * first)}v, so v = ${num(average * first)} ÷ ${num(2 * first - average)} = ${num(round2(value))} km/h.`] },
      check,
    ],
    mistakes: [{ value: 2 * average - first, why: 'the mean of the speeds, as if both halves took the same time' }],
    givens: [average, first],
  };
}

/**
 * 'Two trains start from Howrah and Patna towards each other; after passing each other they take
 * 2 hours and 8 hours to reach Patna and Howrah respectively; the train from Howrah runs at 66
 * km/h: the other's speed?': speed1 : speed2 = √(t2) : √(t1), each t the time after the meeting.
 */
function afterPassing(text: string): QuantAnswer | null {
  if (!/\bafter\s+(?:passing|crossing|meeting)\s+(?:each\s+other|one\s+another)|\bafter\s+they\s+(?:meet|pass|cross)/.test(text)) return null;
  const ordinal = firstAndSecond(text);
  if (ordinal) return ordinal;
  const origins = /\bfrom\s+(?:the\s+)?(?:stations?\s+|towns?\s+|cities\s+|places?\s+)?([a-z]+)\s+(?:and|to)\s+([a-z]+)\b/.exec(text);
  const times = /\b(?:take|takes|took|taking)\s+(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\s+and\s+(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\s+(?:respectively\s+)?to\s+(?:reach|arrive\s+at|get\s+to)\s+([a-z]+)\s+and\s+([a-z]+)\b/.exec(text);
  if (!origins || !times) return null;
  const [o1, o2] = [origins[1]!, origins[2]!];
  const [d1, d2] = [times[3]!, times[4]!];
  if (o1 === o2 || !((d1 === o2 && d2 === o1) || (d1 === o1 && d2 === o2))) return null;
  // The train from o1 ends at o2: its time is the one written against o2.
  const after = { [o1]: Number(d1 === o2 ? times[1] : times[2]), [o2]: Number(d1 === o2 ? times[2] : times[1]) } as Record<string, number>;
  const given = new RegExp(String.raw`\b(?:train|car|bus)\s+(?:starting\s+|coming\s+|running\s+)?from\s+([a-z]+)\s+(?:runs\s+|travels\s+|moves\s+|goes\s+|is\s+(?:running|moving|travell?ing)\s+)?at\s+(?:a\s+speed\s+of\s+)?${NUMBER}\s*${KMH_UNIT}`).exec(text);
  if (!given || (given[1] !== o1 && given[1] !== o2)) return null;
  const known = given[1]!;
  const other = known === o1 ? o2 : o1;
  const speed = Number(given[2]);
  const asked = askOf(text);
  if (!/speed/.test(asked) || !(/\bother\b/.test(asked) || new RegExp(String.raw`\bfrom\s+${other}\b|\b${other}\s+train\b`).test(asked))) return null;
  if (!usesAll(text, [after[o1]!, after[o2]!, speed]) || !(after[o1]! > 0 && after[o2]! > 0)) return null;
  const value = speed * Math.sqrt(after[known]! / after[other]!);
  const meet = Math.sqrt(after[o1]! * after[o2]!);
  const check = checkStep([`They meet after √(${num(after[o1]!)} × ${num(after[o2]!)}) = ${num(round2(meet))} h. What the ${shownPlace(known)} train runs after the meeting, ${num(speed)} × ${num(after[known]!)} = ${num(speed * after[known]!)} km, the other ran before it: ${num(round2(value))} × ${num(round2(meet))} = ${num(round2(value * meet))} km.`], [[value * meet, speed * after[known]!], [speed * meet, value * after[other]!]]);
  if (!check) return null;
  return {
    kind: 'speed-distance',
    values: [round2(value)],
    unit: 'km/h',
    label: `The speed of the train from ${shownPlace(other)}`,
    steps: [
      { title: 'Times after passing each other', bullets: [`The train from ${shownPlace(known)} takes ${num(after[known]!)} h more; the train from ${shownPlace(other)} takes ${num(after[other]!)} h more.`, 'Each train runs after the meeting what the other ran before it, so speed1 : speed2 = √(time2) : √(time1).'] },
      { title: 'The other speed', bullets: [`${num(speed)} : v = √${num(after[other]!)} : √${num(after[known]!)}, so v = ${num(speed)} × √(${num(after[known]!)}/${num(after[other]!)}) = ${num(round2(value))} km/h.`] },
      check,
    ],
    mistakes: [{ value: round2((speed * after[known]!) / after[other]!), why: 'the times taken as the ratio, without the square root' }],
    givens: [after[o1]!, after[o2]!, speed],
  };
}

/**
 * The same idea said by order: 'after they meet, the first needs 25 more hours and the second 9
 * more hours; the first cycles at 54 km/h: the speed of the second?'.
 */
function firstAndSecond(text: string): QuantAnswer | null {
  const times = /\bthe\s+first\s+(?:needs|takes|requires|reaches[^.]{0,30}?in)\s+(?:another\s+)?(\d+(?:\.\d+)?)\s+(?:more\s+)?(?:hours?|hrs?|h)\b(?:\s+more)?\s*,?\s+and\s+the\s+second\s+(?:needs\s+|takes\s+|requires\s+)?(?:another\s+)?(\d+(?:\.\d+)?)\s+(?:more\s+)?(?:hours?|hrs?|h)\b/.exec(text);
  if (!times) return null;
  const given = new RegExp(String.raw`\bthe\s+(first|second)(?:\s+one)?\s+(?:cycles|runs|travels|moves|goes|drives|walks|rides|is\s+(?:running|moving|travell?ing|going))\s+at\s+(?:a\s+speed\s+of\s+)?${NUMBER}\s*${KMH_UNIT}`).exec(text);
  const asked = askOf(text);
  if (!given || !/speed/.test(asked)) return null;
  const other = given[1] === 'first' ? 'second' : 'first';
  if (!new RegExp(String.raw`\b(?:the\s+)?${other}\b`).test(asked) || new RegExp(String.raw`\b${given[1]}\b`).test(asked)) return null;
  const after = { first: Number(times[1]), second: Number(times[2]) };
  const speed = Number(given[2]);
  if (!usesAll(text, [after.first, after.second, speed]) || !(after.first > 0 && after.second > 0)) return null;
  const known = given[1] as 'first' | 'second';
  const value = speed * Math.sqrt(after[known] / after[other]);
  const meet = Math.sqrt(after.first * after.second);
  const check = checkStep([`They meet after √(${num(after.first)} × ${num(after.second)}) = ${num(round2(meet))} h. What the ${known} covers after the meeting, ${num(speed)} × ${num(after[known])} = ${num(speed * after[known])} km, the ${other} covered before it: ${num(round2(value))} × ${num(round2(meet))} = ${num(round2(value * meet))} km.`], [[value * meet, speed * after[known]], [speed * meet, value * after[other]]]);
  if (!check) return null;
  return {
    kind: 'speed-distance',
    values: [round2(value)],
    unit: 'km/h',
    label: `The speed of the ${other}`,
    steps: [
      { title: 'Times after the meeting', bullets: [`The ${known} needs ${num(after[known])} h more, the ${other} ${num(after[other])} h more.`, 'Each covers after the meeting what the other covered before it, so speed1 : speed2 = √(time2) : √(time1).'] },
      { title: 'The other speed', bullets: [`v = ${num(speed)} × √(${num(after[known])}/${num(after[other])}) = ${num(round2(value))} km/h.`] },
      check,
    ],
    mistakes: [{ value: round2((speed * after[known]) / after[other]), why: 'the times taken as the ratio, without the square root' }],
    givens: [after.first, after.second, speed],
  };
}

const shownPlace = (place: string) => place.charAt(0).toUpperCase() + place.slice(1);

/**
 * 'A train at 51 km/h takes 18 seconds to pass a man coming towards it at 3 km/h: its length?':
 * only the train goes past the man, at the sum of the speeds (towards each other) or the
 * difference (the same way); length = relative speed in m/s × seconds.
 */
function walkerPassed(text: string): QuantAnswer | null {
  if (!/\btrain\b/.test(text) || /\btrains\b|\b(?:another|other|second|two|goods|passenger)\s+train|platform|bridge|tunnel|pole|post|signal|another train|other train/.test(text)) return null;
  const walker = /\b(?:man|person|boy|girl|cyclist|walker|jogger|pedestrian)\b/.exec(text);
  if (!walker) return null;
  const towards = /\b(?:coming|walking|running|moving|cycling)\s+towards\s+(?:it|the\s+train)|\bopposite\s+direction|\bfrom\s+the\s+opposite/.test(text);
  const same = /\bsame\s+(?:direction|way)|\bin\s+the\s+direction\s+of\s+the\s+train/.test(text);
  if (towards === same) return null;
  const speeds = speedsIn(text);
  const seconds = [...text.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)\s*(?:seconds?|secs?|s)\b/g)];
  if (speeds.length !== 2 || seconds.length !== 1) return null;
  // The train's speed is written before the walker is named, the walker's after.
  const [train, man] = speeds;
  if (!(train!.index < walker.index && man!.index > walker.index)) return null;
  const asked = askOf(text);
  if (!/\blength\b|how long is the train|long is it/.test(asked)) return null;
  const time = Number(seconds[0]![1]);
  if (!usesAll(text, [train!.value, man!.value, time])) return null;
  const relative = towards ? train!.value + man!.value : train!.value - man!.value;
  if (!(relative > 0)) return null;
  const metres = (relative * 5) / 18;
  const value = metres * time;
  const check = checkStep([`${num(round2(value))} m at ${num(round2(metres))} m/s take ${num(round2(value))} ÷ ${num(round2(metres))} = ${num(round2(value / metres))} s.`], [[value / metres, time]]);
  if (!check) return null;
  return {
    kind: 'speed-distance',
    values: [round2(value)],
    unit: 'm',
    label: 'The length of the train',
    steps: [
      { title: 'Relative speed', bullets: [`${towards ? 'Coming towards each other the speeds add' : 'Going the same way only the difference counts'}: ${num(train!.value)} ${towards ? '+' : '−'} ${num(man!.value)} = ${num(relative)} km/h = ${num(relative)} × 5/18 = ${num(round2(metres))} m/s.`] },
      { title: 'Length', bullets: [`The whole train goes past him in ${num(time)} s: ${num(round2(metres))} × ${num(time)} = ${num(round2(value))} m.`] },
      check,
    ],
    mistakes: [{ value: round2(((towards ? train!.value - man!.value : train!.value + man!.value) * 5 * time) / 18), why: towards ? 'the speeds subtracted, as if the man walked the same way' : 'the speeds added, as if the man came towards the train' }],
    givens: [train!.value, man!.value, time],
  };
}

/**
 * 'Two trains running in opposite directions cross a man standing on the platform in 37 s and
 * 10 s and cross each other in 31 s: the ratio of their speeds?': lengths 37x and 10y pass in
 * 31 s at x + y, so 37x + 10y = 31x + 31y and x : y = (31 − 10) : (37 − 31).
 */
function manAndEachOther(text: string): QuantAnswer | null {
  if (!/opposite\s+directions?|towards\s+each\s+other/.test(text) || !/\bratio\b/.test(askOf(text)) || !/speed/.test(askOf(text))) return null;
  const alone = /\bcross(?:es)?\s+(?:a|the)\s+(?:man|person|pole|post|lamp\s*post|signal)\b[^.?]*?\bin\s+(\d+(?:\.\d+)?)\s*(?:seconds?|secs?|s)\s+and\s+(\d+(?:\.\d+)?)\s*(?:seconds?|secs?|s)\b(?:\s*,)?\s*respectively/.exec(text);
  const each = /\bcross\s+(?:each\s+other|one\s+another)\s+in\s+(\d+(?:\.\d+)?)\s*(?:seconds?|secs?|s)\b/.exec(text);
  if (!alone || !each) return null;
  const [t1, t2, t3] = [Number(alone[1]), Number(alone[2]), Number(each[1])];
  if (!usesAll(text, [t1, t2, t3])) return null;
  // (t1 − t3)x = (t3 − t2)y: the two sides have one sign when the question is possible.
  const x = Math.abs(t3 - t2);
  const y = Math.abs(t1 - t3);
  if (!((t3 - t2) * (t1 - t3) > 0)) return null;
  const divisor = gcd(Math.round(x * 100), Math.round(y * 100)) / 100;
  const terms = [round2(x / divisor), round2(y / divisor)];
  if (!terms.every((term) => Number.isInteger(term))) return null;
  const [a, b] = terms as [number, number];
  const check = checkStep([`Speeds ${num(a)} and ${num(b)}: lengths ${num(a)} × ${num(t1)} = ${num(a * t1)} and ${num(b)} × ${num(t2)} = ${num(b * t2)}; together they pass in ${num(a * t1 + b * t2)} ÷ (${num(a)} + ${num(b)}) = ${num(round2((a * t1 + b * t2) / (a + b)))} s.`], [[(a * t1 + b * t2) / (a + b), t3]]);
  if (!check) return null;
  return {
    kind: 'speed-distance',
    values: terms,
    unit: 'ratio',
    label: 'The ratio of their speeds',
    steps: [
      { title: 'Lengths from the man', bullets: [`With speeds x and y, the lengths are ${num(t1)}x and ${num(t2)}y.`] },
      { title: 'Crossing each other', bullets: [`Opposite ways they pass at x + y: ${num(t1)}x + ${num(t2)}y = ${num(t3)}(x + y), so ${num(Math.abs(t1 - t3))}x = ${num(Math.abs(t3 - t2))}y and x : y = ${num(x)} : ${num(y)} = ${num(a)} : ${num(b)}.`] },
      check,
    ],
    mistakes: [{ value: t2 / t1, why: 'the times read as the ratio of the speeds' }],
    givens: [t1, t2, t3],
  };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The one starting place of a chase: 'from a place P', 'from P', 'from Delhi' said twice alike. */
function sameStart(text: string): boolean {
  const starts = [...text.matchAll(/\b(?:starts?|started|leaves?|left|sets?\s+(?:out|off))\s+(?:from\s+)?(?:a\s+place\s+|the\s+place\s+|the\s+same\s+place\s+|station\s+|town\s+)?([a-z]+)?/g)].map((match) => match[1]);
  return /same\s+(?:place|point|station|spot|town)/.test(text) || (starts.length === 2 && starts[0] !== undefined && starts[0] === starts[1]);
}

/**
 * 'Ramesh starts from P at 7 a.m. at 50 km/h; Suresh starts from P at 9 a.m. in the same
 * direction at 70 km/h: at what distance from P (or at what time) will Suresh overtake him?':
 * the head start 50 × 2 = 100 km closes at 70 − 50 = 20 km/h.
 */
function chaseByClock(text: string): QuantAnswer | null {
  if (!/same\s+(?:direction|way|road|route)/.test(text) || !sameStart(text) || !/overtake|catch|overtook|caught|pass(?:es)?\s+(?:him|her)/.test(text)) return null;
  const clocks = timesOfDay(text);
  const speeds = speedsIn(text);
  if (clocks.length !== 2 || speeds.length !== 2) return null;
  const [early, late] = clocks as [typeof clocks[0], typeof clocks[0]];
  if (!(late.hours > early.hours)) return null;
  // Each starter's speed follows (or just precedes) his start time: the order of the sentences.
  if (!(early.index < late.index)) return null;
  const [slow, fast] = speeds as [typeof speeds[0], typeof speeds[0]];
  if (!(slow.index < late.index && fast.index > late.index) || !(fast.value > slow.value)) return null;
  if (!usesAll(text, [...early.written, ...late.written, slow.value, fast.value])) return null;
  const asked = askOf(text);
  const distance = /\b(?:what|which)\s+distance|\bhow\s+far\b|\bdistance\s+from\b/.test(asked);
  const clock = /\bat\s+what\s+time\b|\bwhen\b|\bwhat\s+time\b/.test(asked);
  if (distance === clock) return null;
  const lead = early.hours < late.hours ? slow.value * (late.hours - early.hours) : 0;
  const hours = lead / (fast.value - slow.value);
  const where = fast.value * hours;
  const check = checkStep([`By then the first has run ${num(round2(late.hours - early.hours + hours))} h × ${num(slow.value)} = ${num(round2(slow.value * (late.hours - early.hours + hours)))} km and the second ${num(round2(hours))} h × ${num(fast.value)} = ${num(round2(where))} km: the same place.`], [[slow.value * (late.hours - early.hours + hours), where]]);
  if (!check) return null;
  const steps = [
    { title: 'Head start', bullets: [`From ${clockReading(early.hours)} to ${clockReading(late.hours)} the first goes alone: ${num(slow.value)} × ${num(round2(late.hours - early.hours))} = ${num(round2(lead))} km.`] },
    { title: 'Closing the gap', bullets: [`The second gains ${num(fast.value)} − ${num(slow.value)} = ${num(fast.value - slow.value)} km every hour: ${num(round2(lead))} ÷ ${num(fast.value - slow.value)} = ${hoursAndMinutes(hours)}.`] },
  ];
  const givens = [...early.written, ...late.written, slow.value, fast.value];
  if (distance) {
    return { kind: 'speed-distance', values: [round2(where)], unit: 'km', label: 'The distance from the start', steps: [...steps, { title: 'Where', bullets: [`${num(fast.value)} × ${num(round2(hours))} = ${num(round2(where))} km from the start.`] }, check], mistakes: [{ value: round2(lead), why: 'the head start, not where they meet' }], givens };
  }
  return { kind: 'speed-distance', values: [late.hours + hours], unit: 'time of day', label: 'The time of overtaking', steps: [...steps, { title: 'When', bullets: [`${clockReading(late.hours)} + ${hoursAndMinutes(hours)} = ${clockReading(late.hours + hours)}.`] }, check], mistakes: [], givens };
}

/**
 * 'Two cars start at 9 a.m. from Pune and Nashik, 217.5 km apart, towards each other at 70 and
 * 75 km/h: at what time do they meet?': both start together, so the gap closes at 145 km/h.
 */
function meetByClock(text: string): QuantAnswer | null {
  if (!/towards\s+each\s+other|towards\s+one\s+another/.test(text) || !/\bmeet|\bcross\s+each\s+other/.test(askOf(text)) || !/\bat\s+what\s+time\b|\bwhen\b|\bwhat\s+time\b/.test(askOf(text))) return null;
  const clocks = timesOfDay(text);
  if (clocks.length !== 1) return null;
  const apartAt = new RegExp(String.raw`(?<![\d.])${NUMBER}\s*(?:km|kms|kilomet(?:re|er)s?)\b(?!\s*\/|\s*per)\s*(?:apart|away|from\s+each\s+other)|\b(?:distance\s+(?:between\s+them|of)|apart\s+by)\s+${NUMBER}\s*(?:km|kms|kilomet(?:re|er)s?)\b`).exec(text);
  const pair = new RegExp(String.raw`(?<![\d.])${NUMBER}\s*(?:${KMH_UNIT})?\s*(?:and|&)\s*${NUMBER}\s*${KMH_UNIT}`).exec(text);
  const speeds = pair ? [Number(pair[1]), Number(pair[2])] : speedsIn(text).map((speed) => speed.value);
  if (!apartAt || speeds.length !== 2) return null;
  const distance = Number(apartAt[1] ?? apartAt[2]);
  const start = clocks[0]!;
  if (!usesAll(text, [...start.written, distance, ...speeds])) return null;
  const closing = speeds[0]! + speeds[1]!;
  const hours = distance / closing;
  const check = checkStep([`In ${hoursAndMinutes(hours)} they cover ${num(speeds[0]!)} × ${num(round2(hours))} + ${num(speeds[1]!)} × ${num(round2(hours))} = ${num(round2(closing * hours))} km, the whole gap.`], [[speeds[0]! * hours + speeds[1]! * hours, distance]]);
  if (!check) return null;
  return {
    kind: 'speed-distance',
    values: [start.hours + hours],
    unit: 'time of day',
    label: 'The time they meet',
    steps: [
      { title: 'Towards each other the speeds add', bullets: [`${num(speeds[0]!)} + ${num(speeds[1]!)} = ${num(closing)} km/h; ${num(distance)} ÷ ${num(closing)} = ${hoursAndMinutes(hours)}.`] },
      { title: 'The time', bullets: [`${clockReading(start.hours)} + ${hoursAndMinutes(hours)} = ${clockReading(start.hours + hours)}.`] },
      check,
    ],
    mistakes: [],
    givens: [...start.written, distance, ...speeds],
  };
}
