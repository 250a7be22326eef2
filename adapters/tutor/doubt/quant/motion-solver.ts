import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { NUM, askedClause, checkStep, num, round2 } from './quant-text';

const KMH = String.raw`${NUM}\s*(?:km\s*\/\s*h(?:r|our)?|kmph|km\s*per\s*h(?:ou)?r|kmh|km\s*an\s*hour|km\s*\/hr)`;
const MS = String.raw`${NUM}\s*(?:m\s*\/\s*s(?:ec)?|metres? per second|meters? per second|mps)`;
const METRES = String.raw`${NUM}\s*(?:m|metres?|meters?|mtrs?)\b(?!\s*\/|\s*per)`;
const SECONDS = String.raw`${NUM}\s*(?:s|secs?|seconds?)\b`;

function speedsKmh(text: string): number[] {
  return [...text.matchAll(new RegExp(KMH, 'g'))].map((match) => Number(match[1]));
}

/** Speed, distance and time: trains past poles, platforms and each other; boats; people meeting. */
export function solveMotion(text: string): QuantAnswer | null {
  if (/clock|hands?\b/.test(text)) return null;
  if (/train/.test(text)) return twoTrains(text) ?? oneTrain(text);
  // Boats and streams have a solver of their own (boats-solver.ts).
  if (/boat|stream|current|upstream|downstream|swimmer|river/.test(text)) return null;
  return meeting(text) ?? averageSpeed(text);
}

function speedAnswer(text: string, metresPerSecond: number): { value: number; unit: 'km/h' | 'm/s'; line: string } {
  const wantsMs = /m\s*\/\s*s|metres? per second|meters? per second/.test(askedClause(text));
  return wantsMs
    ? { value: metresPerSecond, unit: 'm/s', line: `${num(metresPerSecond)} m/s.` }
    : { value: metresPerSecond * 3.6, unit: 'km/h', line: `${num(metresPerSecond)} m/s × 18/5 = ${num(metresPerSecond * 3.6)} km/h.` };
}

function oneTrain(text: string): QuantAnswer | null {
  const length = new RegExp(String.raw`train\s+(?:of\s+length\s+|which\s+is\s+|that\s+is\s+)?${METRES}\s*(?:long|in length)?`).exec(text) ?? new RegExp(String.raw`${METRES}\s*(?:long|in length)\s*train`).exec(text) ?? new RegExp(String.raw`train[^.]{0,20}?length\s*(?:of|is|=)?\s*${METRES}`).exec(text);
  const crossing = new RegExp(String.raw`(?:platform|bridge|tunnel|station)[^\d]{0,20}?${METRES}|${METRES}\s*(?:long\s*)?(?:platform|bridge|tunnel)`).exec(text);
  const pole = /pole|post|tree|man standing|person standing|signal|lamp|pillar|standing man|milestone|a man\b|a boy\b|a person\b/.test(text);
  const time = new RegExp(SECONDS).exec(text);
  const speedKmh = speedsKmh(text);
  const speedMs = new RegExp(MS).exec(text);
  const asked = askedClause(text);
  if (!length) return null;
  const trainLength = Number(length[1]);
  const platform = crossing ? Number(crossing[1] ?? crossing[2]) : null;
  if (platform === null && !pole) return null;
  const distance = trainLength + (platform ?? 0);
  const object = platform === null ? 'the pole' : `the ${/bridge/.test(text) ? 'bridge' : /tunnel/.test(text) ? 'tunnel' : 'platform'}`;
  const speed = speedKmh.length === 1 ? speedKmh[0]! / 3.6 : speedMs ? Number(speedMs[1]) : null;
  const steps: SolutionStep[] = [
    { title: 'Distance covered', bullets: [platform === null ? `To pass a pole the train covers its own length: ${num(trainLength)} m.` : `To cross ${object} the train covers its length plus ${object}'s: ${num(trainLength)} + ${num(platform)} = ${num(distance)} m.`] },
  ];
  if (time && speed === null && /speed/.test(asked)) {
    const seconds = Number(time[1]);
    const ms = distance / seconds;
    const answer = speedAnswer(text, ms);
    steps.push({ title: 'Speed', bullets: [`${num(distance)} m ÷ ${num(seconds)} s = ${answer.line}`] });
    const check = checkStep([`At ${num(ms)} m/s, ${num(distance)} m takes ${num(distance / ms)} s.`], [[distance / ms, seconds]]);
    if (!check) return null;
    return { kind: 'speed-distance', values: [round2(answer.value)], unit: answer.unit, label: 'The speed of the train', steps: [...steps, check], mistakes: [{ value: round2((trainLength / seconds) * (answer.unit === 'km/h' ? 3.6 : 1)), why: platform === null ? 'this leaves out a unit conversion' : `this forgets the length of ${object}` }, { value: round2(ms), why: 'this is in m/s, not km/h' }], givens: [trainLength, seconds, ...(platform === null ? [] : [platform])] };
  }
  if (speed !== null && time === null && /time|how long|how many seconds|how much time/.test(asked)) {
    const seconds = distance / speed;
    steps.push({ title: 'Time', bullets: [`Speed = ${speedKmh.length === 1 ? `${num(speedKmh[0]!)} × 5/18 = ` : ''}${num(speed)} m/s; time = ${num(distance)} ÷ ${num(speed)} = ${num(seconds)} s.`] });
    const check = checkStep([`In ${num(seconds)} s at ${num(speed)} m/s the train goes ${num(seconds * speed)} m.`], [[seconds * speed, distance]]);
    if (!check) return null;
    return { kind: 'speed-distance', values: [round2(seconds)], unit: 'seconds', label: `The time to cross ${object}`, steps: [...steps, check], mistakes: [{ value: round2(trainLength / speed), why: `this forgets the length of ${object}` }], givens: [trainLength, speedKmh[0] ?? Number(speedMs![1]), ...(platform === null ? [] : [platform])] };
  }
  if (speed !== null && time && platform === null && /platform|bridge|tunnel/.test(asked) && /length/.test(asked)) {
    const seconds = Number(time[1]);
    const covered = speed * seconds;
    const value = covered - trainLength;
    if (value <= 0) return null;
    steps.splice(0, 1, { title: 'Distance covered', bullets: [`${num(speed)} m/s × ${num(seconds)} s = ${num(covered)} m, the train plus the platform.`] });
    steps.push({ title: 'Length', bullets: [`${num(covered)} − ${num(trainLength)} = ${num(value)} m.`] });
    const check = checkStep([`(${num(trainLength)} + ${num(value)}) ÷ ${num(speed)} = ${num((trainLength + value) / speed)} s.`], [[(trainLength + value) / speed, seconds]]);
    if (!check) return null;
    return { kind: 'speed-distance', values: [round2(value)], unit: 'number', label: 'The length in metres', steps: [...steps, check], mistakes: [{ value: round2(covered), why: 'this is the whole distance, train included' }], givens: [trainLength, seconds, speedKmh[0] ?? Number(speedMs![1])] };
  }
  return null;
}

function twoTrains(text: string): QuantAnswer | null {
  const lengths = [...text.matchAll(new RegExp(METRES, 'g'))].map((match) => Number(match[1]));
  const speeds = speedsKmh(text);
  if (lengths.length !== 2 || speeds.length !== 2 || /platform|bridge|tunnel|pole/.test(text)) return null;
  const opposite = /opposite|towards each other|toward each other|from opposite/.test(text);
  const same = /same direction|overtake|in the same/.test(text);
  if (opposite === same) return null;
  if (!/time|how long|how many seconds/.test(askedClause(text))) return null;
  const [s1, s2] = speeds as [number, number];
  const relative = opposite ? s1 + s2 : Math.abs(s1 - s2);
  if (relative === 0) return null;
  const distance = lengths[0]! + lengths[1]!;
  const ms = relative / 3.6;
  const seconds = distance / ms;
  const steps = [
    { title: 'Relative speed', bullets: [`${opposite ? 'Opposite directions: add' : 'Same direction: subtract'} the speeds: ${relative} km/h = ${relative} × 5/18 = ${num(ms)} m/s.`] },
    { title: 'Time to cross', bullets: [`They must cover both lengths: ${num(lengths[0]!)} + ${num(lengths[1]!)} = ${num(distance)} m; time = ${num(distance)} ÷ ${num(ms)} = ${num(seconds)} s.`] },
  ];
  // Simulate the two fronts: the gap closes at the relative speed.
  const gap = Math.abs(s1 / 3.6 - (opposite ? -s2 / 3.6 : s2 / 3.6)) * seconds;
  const check = checkStep([`In ${num(seconds)} s the trains move ${num((s1 / 3.6) * seconds)} m and ${num((s2 / 3.6) * seconds)} m; relative to each other ${num(gap)} m, the two lengths.`], [[gap, distance]]);
  if (!check) return null;
  return { kind: 'speed-distance', values: [round2(seconds)], unit: 'seconds', label: 'The time to cross each other', steps: [...steps, check], mistakes: [{ value: round2(distance / ((opposite ? Math.abs(s1 - s2) : s1 + s2) / 3.6)), why: opposite ? 'this subtracts the speeds; trains running towards each other close the gap at the sum' : 'this adds the speeds; a train overtaking gains only the difference' }], givens: [...lengths, ...speeds] };
}

function meeting(text: string): QuantAnswer | null {
  const apart = new RegExp(String.raw`${NUM}\s*km\s*(?:apart|away|between)|(?:distance|apart)[^\d]{0,20}?${NUM}\s*km\b(?!\s*\/|\s*per|ph)`).exec(text);
  const speeds = speedsKmh(text);
  if (!apart || speeds.length !== 2) return null;
  const towards = /towards each other|toward each other|opposite directions|meet/.test(text);
  if (!towards || !/when|time|how long|how many hours|after how/.test(askedClause(text))) return null;
  const d = Number(apart[1] ?? apart[2]);
  const [a, b] = speeds as [number, number];
  const hours = d / (a + b);
  const steps = [{ title: 'Relative speed', bullets: [`Moving towards each other they close the gap at ${num(a)} + ${num(b)} = ${num(a + b)} km/h; time = ${num(d)} ÷ ${num(a + b)} = ${num(hours)} hours.`] }];
  const check = checkStep([`In ${num(hours)} h they cover ${num(a * hours)} km and ${num(b * hours)} km: together ${num((a + b) * hours)} km.`], [[a * hours + b * hours, d]]);
  if (!check) return null;
  return { kind: 'speed-distance', values: [round2(hours)], unit: 'hours', label: 'The time until they meet', steps: [...steps, check], mistakes: [{ value: round2(d / Math.abs(a - b)), why: 'this subtracts the speeds; moving towards each other they add' }], givens: [d, a, b] };
}

function averageSpeed(text: string): QuantAnswer | null {
  if (!/average speed/.test(askedClause(text))) return null;
  const speeds = speedsKmh(text);
  if (speeds.length !== 2 || !/(?:return|back|comes back|same distance|equal distance|half)/.test(text)) return null;
  if (/\d+\s*km\b(?!\s*\/|\s*per|ph)/.test(text.replace(new RegExp(KMH, 'g'), ''))) return null;
  const [x, y] = speeds as [number, number];
  const value = (2 * x * y) / (x + y);
  const steps = [{ title: 'Equal distances', bullets: [`For the same distance each way the average speed is 2xy/(x + y) = 2 × ${num(x)} × ${num(y)} ÷ ${num(x + y)} = ${num(value)} km/h.`] }];
  const d = x * y;
  const check = checkStep([`Take ${num(d)} km each way: ${num(d / x)} h + ${num(d / y)} h; ${num(2 * d)} km ÷ ${num(d / x + d / y)} h = ${num((2 * d) / (d / x + d / y))} km/h.`], [[(2 * d) / (d / x + d / y), value]]);
  if (!check) return null;
  return { kind: 'speed-distance', values: [round2(value)], unit: 'km/h', label: 'The average speed', steps: [...steps, check], mistakes: [{ value: round2((x + y) / 2), why: 'this averages the speeds; more time is spent at the slower speed' }], givens: [x, y] };
}
