import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { KM_UNIT, M_UNIT, NUMBER, durations, hoursAndMinutes, multiplierOf, multiplierWritten, questionOf, quantities } from './rate-text';
import { checkStep, num, oneValueAnswer, round2, usesAll } from './quant-text';

/**
 * Two movers tied by 'one is twice (1.5 times, three times) as fast as the other' instead of two
 * speeds: two trains crossing each other (their lengths and the time given), two trains of equal
 * length when one crosses a pole, two travellers meeting or drawing apart after some hours, and
 * one who takes some minutes less than the other over a distance. The slower speed is x, the
 * faster k·x; one equation in x from the crossing, the meeting, the gap or the time saved. The
 * question must say which one it asks for (the faster or the slower, or the one named); each
 * reading uses every number of the question.
 */
export function solveSpeedMultiple(text: string): QuantAnswer | null {
  if (/boat|stream|river|clock|circular|\blaps?\b|\bplatform|\bbridge|\btunnel|\bman\b|\bwalking\b|%|ratio/.test(text)) return null;
  // A start later, a rest or a stop on the way is another sum, even said in words ('an hour later').
  if (/\b(?:starts?|starting|started|leaves?|leaving|left|sets?\s+out|setting\s+out)\b[^.;]{0,30}\b(?:later|earlier)\b|\b(?:later|earlier)\b[^.;]{0,20}\b(?:starts?|starting|leaves?|sets?\s+out)\b|\bbefore\b|\brest(?:s|ed|ing)?\b|\bstops?\b|\bhalts?\b|\bwaits?\b|\bbreak\b|\breturns?\b|\bback\b/.test(text)) return null;
  const multiple = multipleOf(text);
  if (!multiple) return null;
  return trainsCrossing(text, multiple) ?? trainsByPole(text, multiple) ?? meetOrApart(text, multiple) ?? timeSaved(text, multiple);
}

interface Multiple {
  /** How many times as fast the faster is. */
  readonly k: number;
  /** The multiple when written in digits ('1.5 times'), a number of the question. */
  readonly written: number[];
  /** Who is faster and who slower, when named ('a is twice as fast as b'); null for 'one ... the other'. */
  readonly faster: string | null;
  readonly slower: string | null;
  readonly phrase: string;
}

const MULTIPLE = String.raw`(twice|thrice|double|(?:\d+(?:\.\d+)?|two|three|four|five)\s*times|one and a half times)`;

/** The one 'k times as fast as' of the text, with whom it ties when they are named; null when none or more than one. */
function multipleOf(text: string): Multiple | null {
  // 'Twice as fast as the other', 'at twice the speed of the other'.
  const all = [...text.matchAll(new RegExp(String.raw`${MULTIPLE}\s+(?:as\s+(?:fast|quick|speedy)\s+as|the\s+speed\s+of)\b`, 'g'))];
  if (all.length !== 1) return null;
  const match = all[0]!;
  const k = multiplierOf(match[1]!.replace(/\s+/g, ' '));
  if (k === null || !(k > 1)) return null;
  const before = text.slice(Math.max(0, text.lastIndexOf('.', match.index) + 1), match.index);
  const after = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
  const subject = /(?:^|\s)(?:the\s+)?([a-z]+)\s+(?:is|was|runs|walks|rides|moves|travels|drives|goes|works)?\s*(?:moving\s+|running\s+|going\s+)?$/.exec(before)?.[1] ?? null;
  const object = /^\s*(?:the\s+|a\s+|an\s+)?([a-z]+)/.exec(after)?.[1] ?? null;
  const anonymous = (word: string | null) => !word || /^(?:one|other|another|them|it|which|who|that|is|being|each|slower|faster)$/.test(word);
  const named = !anonymous(subject) && !anonymous(object) && subject !== object;
  return { k, written: multiplierWritten(match[1]!) ? [k] : [], faster: named ? subject : null, slower: named ? object : null, phrase: match[0] };
}

/** Which speed the question asks for: the faster, the slower, or the one it names; null when it cannot tell. */
function askedSpeed(asked: string, multiple: Multiple): 'faster' | 'slower' | null {
  if (!/\bspeed|how fast|\bkm\s*\/\s*h|kmph/.test(asked)) return null;
  const faster = /\b(?:faster|quicker|fast)\b/.test(asked);
  const slower = /\bslower\b/.test(asked);
  if (faster !== slower) return faster ? 'faster' : 'slower';
  if (faster || !multiple.faster || !multiple.slower) return null;
  const names = (name: string) => new RegExp(String.raw`\b${name}(?:'s)?\b`).test(asked);
  if (names(multiple.faster) === names(multiple.slower)) return null;
  return names(multiple.faster) ? 'faster' : 'slower';
}

/** The asked speed shown in km/h (or m/s when the question asks so), from m/s. */
function speedAnswer(asked: string, metresPerSecond: number): { value: number; unit: QuantUnit; line: string } {
  if (/m\s*\/\s*s|metres?\s+per\s+second|m\/sec/.test(asked)) return { value: metresPerSecond, unit: 'm/s', line: `${num(round2(metresPerSecond))} m/s.` };
  const kmh = metresPerSecond * 3.6;
  return { value: kmh, unit: 'km/h', line: `${num(round2(metresPerSecond))} m/s × 18/5 = ${num(round2(kmh))} km/h.` };
}

/** Lengths of the two trains: 'each 100 m long', 'of equal length 150 m', or two lengths; null otherwise. */
function trainLengths(text: string): { lengths: [number, number]; written: number[] } | null {
  const found = quantities(text, M_UNIT);
  const equal = /\beach\b(?!\s+other)|\bequal\s+lengths?|\bsame\s+length/.test(text);
  if (found.length === 1 && equal) return { lengths: [found[0]!.value, found[0]!.value], written: [found[0]!.value] };
  if (found.length === 2 && !equal) return { lengths: [found[0]!.value, found[1]!.value], written: [found[0]!.value, found[1]!.value] };
  return null;
}

/** The one time in seconds of the text. */
function secondsOf(text: string): number | null {
  const found = quantities(text, String.raw`(?:seconds?|secs?|s)\b`);
  return found.length === 1 ? found[0]!.value : null;
}

/** 'Opposite directions', 'towards each other' (+1) or 'same direction', 'overtakes' (−1); null when not said or both. */
function wayOf(text: string): 1 | -1 | null {
  const opposite = /opposite\s+directions?|towards\s+each\s+other|toward\s+each\s+other|from\s+opposite|coming\s+from\s+opposite/.test(text);
  const same = /same\s+direction|\bovertak|same\s+way/.test(text);
  if (opposite === same) return null;
  return opposite ? 1 : -1;
}

/**
 * 'Two trains 100 m and 150 m long, in opposite directions, cross each other in 10 seconds; one
 * is twice as fast as the other: the faster train's speed?': (L1 + L2) ÷ t is the relative speed,
 * x·(k + 1) opposite or x·(k − 1) the same way.
 */
function trainsCrossing(text: string, multiple: Multiple): QuantAnswer | null {
  if (!/\btrains?\b/.test(text) || /\bpole|\bpost|\bpillar|\btree|\bsignal/.test(text)) return null;
  if (!/\b(?:cross|pass|overtak)\w*\b/.test(text)) return null;
  const way = wayOf(text);
  const lengths = trainLengths(text);
  const seconds = secondsOf(text);
  if (way === null || !lengths || seconds === null || !(seconds > 0)) return null;
  const asked = questionOf(text).tail;
  const which = askedSpeed(asked, multiple);
  if (!which) return null;
  const { k } = multiple;
  const distance = lengths.lengths[0] + lengths.lengths[1];
  const relative = distance / seconds;
  const factor = way > 0 ? k + 1 : k - 1;
  const slow = relative / factor;
  const speed = which === 'faster' ? k * slow : slow;
  const shown = speedAnswer(asked, speed);
  const givens = [...lengths.written, seconds, ...multiple.written];
  if (!usesAll(text, givens)) return null;
  const check = checkStep([`Slower ${num(round2(slow * 3.6))} km/h, faster ${num(round2(k * slow * 3.6))} km/h: relative speed ${way > 0 ? 'sum' : 'difference'} = ${num(round2(factor * slow))} m/s, and ${num(distance)} m at that speed take ${num(round2(distance / (factor * slow)))} s, as given.`], [[distance / (factor * slow), seconds], [(k * slow) / slow, k]]);
  if (!check) return null;
  const steps: SolutionStep[] = [
    { title: 'Relative speed while crossing', bullets: [`To cross each other the trains cover both lengths: ${num(lengths.lengths[0])} + ${num(lengths.lengths[1])} = ${num(distance)} m in ${num(seconds)} s, so the relative speed is ${num(round2(relative))} m/s.`] },
    { title: 'Speeds from the multiple', bullets: [`Slower = x, faster = ${num(k)}x; ${way > 0 ? 'opposite directions: x + ' : 'same direction: '}${num(k)}x${way > 0 ? '' : ' − x'} = ${num(factor)}x = ${num(round2(relative))}, so x = ${num(round2(slow))} m/s.`, `The ${which} train: ${which === 'faster' ? `${num(k)} × ${num(round2(slow))} = ` : ''}${shown.line}`] },
    check,
  ];
  return { kind: 'speed-distance', values: [round2(shown.value)], unit: shown.unit, label: `The speed of the ${which} train`, steps, mistakes: [{ value: round2(relative * 3.6), why: 'this is the relative speed, not one train\'s' }], givens };
}

/**
 * 'Two trains of equal length 120 m, one twice as fast as the other; the faster crosses a pole in
 * 6 s: how long to cross each other (opposite ways)?': the faster's speed is L ÷ t, the slower's
 * that ÷ k, and they cover 2L at the sum (or the difference) of the speeds.
 */
function trainsByPole(text: string, multiple: Multiple): QuantAnswer | null {
  if (!/\btrains\b/.test(text) || !/\b(?:pole|post|pillar|signal|tree|lamp)/.test(text)) return null;
  const way = wayOf(text);
  const lengths = trainLengths(text);
  const seconds = secondsOf(text);
  if (way === null || !lengths || lengths.written.length !== 1 || seconds === null) return null;
  const poleBy = /\b(faster|slower)\s+(?:one|train)\b[^.;]*?\b(?:pole|post|pillar|signal|tree|lamp)/.exec(text);
  if (!poleBy) return null;
  const asked = questionOf(text).tail;
  if (!/\b(?:how long|how many seconds|what time|time taken|find the time|in what time)\b/.test(asked) || !/\beach other\b|\bcross\b|\bpass\b/.test(asked)) return null;
  const { k } = multiple;
  const length = lengths.lengths[0];
  const fast = poleBy[1] === 'faster' ? length / seconds : (k * length) / seconds;
  const slow = fast / k;
  const relative = way > 0 ? fast + slow : fast - slow;
  const time = (2 * length) / relative;
  const givens = [length, seconds, ...multiple.written];
  if (!usesAll(text, givens)) return null;
  const check = checkStep([`At ${num(round2(relative))} m/s relative, ${num(round2(time))} s cover ${num(round2(relative * time))} m: both lengths, ${num(2 * length)} m.`], [[relative * time, 2 * length], [fast / slow, k]]);
  if (!check) return null;
  return oneValueAnswer('speed-distance', time, 'seconds', 'The time to cross each other', {
    steps: [
      { title: 'Speeds from the pole', bullets: [`The ${poleBy[1]} train passes the pole (its own ${num(length)} m) in ${num(seconds)} s: ${num(round2(length / seconds))} m/s.`, `Faster ${num(round2(fast))} m/s, slower ${num(round2(slow))} m/s (one is ${num(k)} times the other).`] },
      { title: 'Crossing each other', bullets: [`Relative speed = ${num(round2(relative))} m/s (${way > 0 ? 'opposite ways: the sum' : 'same way: the difference'}); distance = ${num(length)} + ${num(length)} = ${num(2 * length)} m.`, `Time = ${num(2 * length)} ÷ ${num(round2(relative))} = ${num(round2(time))} s.`] },
      check,
    ],
    mistakes: [],
    givens,
  });
}

/**
 * Two travellers D km apart coming towards each other who meet after t hours (x + kx = D ÷ t), or
 * leaving one place the same way and D km apart after t hours (kx − x = D ÷ t).
 */
function meetOrApart(text: string, multiple: Multiple): QuantAnswer | null {
  if (/\btrains?\b.*\b(?:cross|pass|overtak)|\blong\b/.test(text)) return null;
  const kms = quantities(text, KM_UNIT);
  const times = durations(text);
  if (kms.length !== 1 || times.length !== 1) return null;
  const towards = /towards\s+each\s+other|toward\s+each\s+other|\bmeet\b|\bmeets\b|\bmeeting\b/.test(text) && /\bapart\b|\bdistance\s+between\b/.test(text.slice(0, kms[0]!.end + 20));
  const apart = /same\s+(?:point|place|station|spot|town|time\s+from\s+the\s+same)|leave\s+the\s+same|from\s+the\s+same\s+(?:point|place)/.test(text) && /same\s+(?:direction|way)/.test(text) && /\bapart\b|\bahead\b|\bdistance\s+between\b/.test(text);
  if (towards === apart) return null;
  const asked = questionOf(text).tail;
  const which = askedSpeed(asked, multiple);
  if (!which) return null;
  const { k } = multiple;
  const distance = kms[0]!.value;
  const hours = times[0]!.hours;
  const factor = towards ? k + 1 : k - 1;
  const slow = distance / hours / factor;
  const value = which === 'faster' ? k * slow : slow;
  const givens = [distance, ...times[0]!.written, ...multiple.written];
  if (!usesAll(text, givens)) return null;
  const check = checkStep([`In ${hoursAndMinutes(hours)} the slower goes ${num(round2(slow * hours))} km and the faster ${num(round2(k * slow * hours))} km: ${towards ? 'together' : 'the difference is'} ${num(round2(factor * slow * hours))} km, as given.`], [[factor * slow * hours, distance]]);
  if (!check) return null;
  return oneValueAnswer('speed-distance', value, 'km/h', `The speed of the ${which} one`, {
    steps: [
      { title: towards ? 'Closing speed' : 'Speed of drawing apart', bullets: [`${num(distance)} km in ${hoursAndMinutes(hours)}: ${num(round2(distance / hours))} km/h ${towards ? 'together (the sum of the speeds)' : 'between them (the difference of the speeds)'}.`] },
      { title: 'Speeds from the multiple', bullets: [`Slower = x, faster = ${num(k)}x: ${towards ? `x + ${num(k)}x` : `${num(k)}x − x`} = ${num(factor)}x = ${num(round2(distance / hours))}, so x = ${num(round2(slow))} km/h.`, `The ${which} one: ${num(round2(value))} km/h.`] },
      check,
    ],
    mistakes: [{ value: round2(distance / hours), why: towards ? 'this is the sum of the speeds' : 'this is the difference of the speeds' }],
    givens,
  });
}

/**
 * 'A is 1.5 times as fast as B; over 36 km A takes 40 minutes less than B: B's speed?': the times
 * are D/x and D/(kx), and their difference is the time given.
 */
function timeSaved(text: string, multiple: Multiple): QuantAnswer | null {
  const kms = quantities(text, KM_UNIT);
  const times = durations(text);
  if (kms.length !== 1 || times.length !== 1) return null;
  const saved = new RegExp(String.raw`${NUMBER}\s*(?:hours?|hrs?|minutes?|mins?)(?:\s*(?:and\s*)?\d+\s*(?:minutes?|mins?))?\s+less\s+than\b`).exec(text);
  if (!saved) return null;
  const asked = questionOf(text).tail;
  const which = askedSpeed(asked, multiple);
  if (!which) return null;
  // Who takes less must be the faster: 'A takes 40 minutes less than B', 'a car, 1.5 times as fast as a bus, takes ... less than the bus'.
  if (!multiple.faster || !multiple.slower) return null;
  const less = /\b(?:takes|took|needs|will\s+take)\b[^.;]*?\bless\s+than\s+(?:the\s+|a\s+|an\s+)?([a-z]+)/.exec(text);
  if (!less || less[1] !== multiple.slower) return null;
  const lead = text.slice(0, less.index);
  const taker = lead.trimEnd().endsWith(multiple.phrase) || new RegExp(String.raw`${multiple.phrase}\s+(?:the\s+|a\s+|an\s+)?${multiple.slower}\s*,?\s*$`).test(lead) ? multiple.faster : /([a-z]+)\s*$/.exec(lead)?.[1];
  if (taker !== multiple.faster) return null;
  const { k } = multiple;
  const distance = kms[0]!.value;
  const hours = times[0]!.hours;
  const slow = (distance * (1 - 1 / k)) / hours;
  const value = which === 'faster' ? k * slow : slow;
  const givens = [distance, ...times[0]!.written, ...multiple.written];
  if (!usesAll(text, givens)) return null;
  const check = checkStep([`At ${num(round2(slow))} km/h, ${num(distance)} km take ${hoursAndMinutes(distance / slow)}; at ${num(round2(k * slow))} km/h they take ${hoursAndMinutes(distance / (k * slow))}: ${hoursAndMinutes(distance / slow - distance / (k * slow))} less, as given.`], [[distance / slow - distance / (k * slow), hours]]);
  if (!check) return null;
  return oneValueAnswer('speed-distance', value, 'km/h', `The speed of the ${which} one`, {
    steps: [
      { title: 'The two times', bullets: [`Slower at x km/h takes ${num(distance)}/x h; the faster, at ${num(k)}x, takes ${num(distance)}/(${num(k)}x) h.`] },
      { title: 'The difference is the time saved', bullets: [`${num(distance)}/x − ${num(distance)}/(${num(k)}x) = ${num(round2(distance * (1 - 1 / k)))}/x = ${num(round2(hours))} h, so x = ${num(round2(slow))} km/h.`, `The ${which} one: ${num(round2(value))} km/h.`] },
      check,
    ],
    mistakes: [{ value: round2(distance / hours), why: 'this divides the distance by the time saved' }],
    givens,
  });
}
