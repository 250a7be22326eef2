import type { QuantAnswer } from './quant-answer';
import { KMH_UNIT, NUMBER, durations, questionOf } from './rate-text';
import { checkStep, lowestTerms, num, round2, usesAll } from './quant-text';
import { multiplierWord } from './ratio-text';

/**
 * Boats and streams ideas the readers of boats-solver.ts do not take: 'going against the river
 * takes k times as long as going with it' with one speed known; a round trip of d km each way in
 * t hours with one speed known; a round trip with 'x km downstream in the time of y km upstream'
 * or with the stream's speed a part of the boat's ('two-fifths of the boat's speed');
 * and the two ways timed in metres and minutes, asked in km/h. Null unless every number is read.
 */
export function solveBoatIdeas(text: string): QuantAnswer | null {
  if (!/boat|stream|current|river|upstream|downstream|still water|rows?\b|rowing|rower|steamer|swimmer/.test(text) || /train|clock/.test(text)) return null;
  return timesAsLongWords(text) ?? roundTripKnown(text) ?? roundTripRatio(text) ?? roundTripStreamPart(text) ?? metresAndMinutes(text) ?? ratioFromTwoTimes(text);
}

const UP_WAY = /\bupstream\b|\bagainst\s+the\s+(?:stream|current|flow)\b|\bup\s+the\s+(?:stream|river)\b/g;
const DOWN_WAY = /\bdownstream\b|\b(?:with|along)\s+the\s+(?:stream|current|flow)\b|\bdown\s+the\s+(?:stream|river)\b/g;

/**
 * 'A boat running upstream takes 8 hours 48 minutes to cover a certain distance, while it takes 4
 * hours to cover the same distance running downstream. The ratio of the speed of the boat to the
 * speed of the current?': over one distance the speeds are as the times the other way round, so
 * (b + s) : (b − s) = 8.8 : 4 and b : s = (8.8 + 4) : (8.8 − 4) = 8 : 3. Only two times, each by
 * its own way, no distance written, and upstream the slower.
 */
function ratioFromTwoTimes(text: string): QuantAnswer | null {
  const { clause, tail } = questionOf(text);
  if (!/\bratio\b/.test(tail)) return null;
  // Which speed the ratio names first: the boat's ('in still water' is the boat's) or the stream's.
  const plain = tail.replace(/\b(?:in\s+)?still\s+water\b/g, (words) => ' '.repeat(words.length));
  const boatAt = plain.search(/\bboat|\bman\b|\bswimmer\b/);
  const streamAt = plain.search(/\bstream\b|\bcurrent\b|\briver\b|\bwater\b/);
  if (boatAt < 0 || streamAt < 0) return null;
  const facts = text.slice(0, text.lastIndexOf(clause) >= 0 ? text.lastIndexOf(clause) : text.length);
  if (!/\b(?:same|certain|a|that)\s+distance\b|\bstretch\b|\bsame\s+(?:way|route|path)\b/.test(facts) || /\d\s*(?:km|kilomet|m\b|metres?|meters?)/.test(text)) return null;
  const times = durations(facts);
  if (times.length !== 2 || !usesAll(text, times.flatMap((time) => time.written))) return null;
  const ups = [...facts.matchAll(UP_WAY)].map((match) => match.index);
  const downs = [...facts.matchAll(DOWN_WAY)].map((match) => match.index);
  if (ups.length !== 1 || downs.length !== 1) return null;
  // Each time goes with the way nearer to it; the two must take different ways.
  const nearer = (at: number) => (Math.abs(at - ups[0]!) < Math.abs(at - downs[0]!) ? 'up' : 'down');
  const ways = times.map((time) => nearer(time.index));
  if (ways[0] === ways[1]) return null;
  const up = times[ways.indexOf('up')]!.hours;
  const down = times[ways.indexOf('down')]!.hours;
  if (!(up > down)) return null;
  const minutes = [Math.round((up + down) * 60 * 1e6) / 1e6, Math.round((up - down) * 60 * 1e6) / 1e6];
  const terms = lowestTerms(boatAt < streamAt ? minutes : [minutes[1]!, minutes[0]!]);
  if (!terms || terms.length !== 2) return null;
  const [b, s] = boatAt < streamAt ? [terms[0]!, terms[1]!] : [terms[1]!, terms[0]!];
  const check = checkStep([`With boat ${num(b)} and stream ${num(s)}: downstream ${num(b + s)}, upstream ${num(b - s)}; over one distance the times are as ${num(b - s)} : ${num(b + s)} the other way round, ${num(round2(down))} : ${num(round2(up))} hours.`], [[(b + s) * down, (b - s) * up]]);
  if (!check) return null;
  return {
    kind: 'boats',
    values: terms,
    unit: 'ratio',
    label: boatAt < streamAt ? 'The speed of the boat to the speed of the stream' : 'The speed of the stream to the speed of the boat',
    steps: [
      { title: 'Times to speeds', bullets: [`Over the same distance, speed × time is the same: (b + s) × ${num(round2(down))} = (b − s) × ${num(round2(up))}.`, `So b × (${num(round2(up))} − ${num(round2(down))}) = s × (${num(round2(up))} + ${num(round2(down))}), and b : s = ${num(round2(up + down))} : ${num(round2(up - down))} = ${b} : ${s}.`] },
      check,
    ],
    mistakes: [{ value: round2(up / down), why: 'this takes the ratio of the times for the ratio of the speeds' }],
    givens: times.flatMap((time) => time.written),
  };
}

/** What is asked: the boat's speed in still water, or the stream's. */
function askedRole(text: string): 'boat' | 'stream' | null {
  const first = /^[^?]*\?/.exec(text)?.[0] ?? '';
  const { tail } = questionOf(text);
  const asked = /\b(?:find|what|how|which)\b|\?|:\s*$|=/.test(tail) ? tail : first;
  const boat = /still\s+water|speed\s+of\s+the\s+(?:boat|man|steamer|rower)|boat'?s\s+speed|rowing\s+speed/.test(asked);
  const stream = /\b(?:stream|current|river|flow)\b/.test(asked) && !/still\s+water/.test(asked);
  return boat === stream ? null : boat ? 'boat' : 'stream';
}

/** The speed the text gives: the stream's ('river flows at 4 km/h') or the boat's in still water. */
function knownSpeed(text: string): { role: 'boat' | 'stream'; value: number } | null {
  const speeds = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*(?:${KMH_UNIT}|km\s+per\s+hour)`, 'g'))];
  if (speeds.length !== 1) return null;
  const at = speeds[0]!.index;
  const around = text.slice(Math.max(0, at - 45), at + speeds[0]![0].length + 25);
  const still = /still\s+water/.test(around);
  const stream = /\b(?:stream|current|river|flows?|flowing)\b/.test(text.slice(Math.max(0, at - 45), at)) && !/still\s+water/.test(around);
  if (still === stream) return null;
  return { role: still ? 'boat' : 'stream', value: Number(speeds[0]![1]) };
}

/** The answer: the speed asked (the boat's in still water or the stream's), worked in these steps from these figures. */
function speedAnswer(role: 'boat' | 'stream', value: number, steps: QuantAnswer['steps'], givens: readonly number[]): QuantAnswer {
  return {
    kind: 'boats',
    values: [round2(value)],
    unit: 'km/h',
    label: role === 'boat' ? 'The speed in still water' : 'The speed of the stream',
    steps,
    mistakes: [],
    givens,
  };
}

const MULTIPLES: Readonly<Record<string, number>> = { twice: 2, double: 2, thrice: 3, triple: 3, two: 2, three: 3, four: 4, five: 5 };

/**
 * 'Going against the river takes twice the time of going with it; the river flows at 4 km/h: the
 * boat's speed?': same distance, so downstream speed = k × upstream speed: b + s = k(b − s).
 */
function timesAsLongWords(text: string): QuantAnswer | null {
  const multiple = /\b(twice|double|thrice|triple|(?:(\d+(?:\.\d+)?)|two|three|four|five)\s+times)\b/.exec(text);
  if (!multiple || !/\btime\b|\blong(?:er)?\b|\btakes?\b/.test(text.slice(multiple.index - 20, multiple.index + 40))) return null;
  const k = multiple[2] ? Number(multiple[2]) : MULTIPLES[multiple[1]!.replace(/\s+times$/, '')]!;
  const sentenceStart = Math.max(text.lastIndexOf('.', multiple.index), text.lastIndexOf(',', multiple.index), text.lastIndexOf(';', multiple.index)) + 1;
  const nextStop = text.slice(multiple.index).search(/[.;?]|,\s*(?:and|the|what|find|if)\b/);
  const sentence = text.slice(sentenceStart, nextStop < 0 ? undefined : multiple.index + nextStop);
  const ways = [...sentence.matchAll(/\b(upstream|against(?:\s+the\s+(?:stream|current|river|flow))?|against\s+it|downstream|with(?:\s+the\s+(?:stream|current|river|flow)|\s+it))\b/g)].map((match) => (/^(?:up|against)/.test(match[1]!) ? 'up' : 'down'));
  // The slower way is the first said, the faster after 'than', 'as' or 'of': 'against takes twice the time of going with'.
  if (ways.length !== 2 || ways[0] !== 'up' || ways[1] !== 'down' || !/same\s+distance|same\s+place|same\s+way|a\s+certain\s+distance|(?:the|a)\s+distance|there|back|\bit\b/.test(text)) return null;
  if (!(k > 1) || /\b\d+(?:\.\d+)?\s*(?:km|kilomet|metres?|m)\b(?!\s*\/|ph)/.test(text.replace(new RegExp(String.raw`${NUMBER}\s*${KMH_UNIT}`, 'g'), ''))) return null;
  const known = knownSpeed(text);
  const role = askedRole(text);
  if (!known || !role || role === known.role) return null;
  if (!usesAll(text, [known.value, ...(multiple[2] ? [k] : [])])) return null;
  const value = known.role === 'stream' ? (known.value * (k + 1)) / (k - 1) : (known.value * (k - 1)) / (k + 1);
  const [b, s] = known.role === 'stream' ? [value, known.value] : [known.value, value];
  const check = checkStep([`Downstream ${num(round2(b))} + ${num(round2(s))} = ${num(round2(b + s))} km/h, upstream ${num(round2(b))} − ${num(round2(s))} = ${num(round2(b - s))} km/h: ${num(round2((b + s) / (b - s)))} times as fast, so upstream takes ${num(k)} times as long.`], [[(b + s) / (b - s), k]]);
  if (!check) return null;
  return speedAnswer(role, value, [
      { title: 'Same distance, times k : 1', bullets: [`Upstream takes ${num(k)} times as long, so downstream is ${num(k)} times as fast: b + s = ${num(k)}(b − s), so ${num(k - 1)}b = ${num(k + 1)}s.`] },
      { title: role === 'boat' ? 'The boat' : 'The stream', bullets: [role === 'boat' ? `b = ${num(k + 1)} × ${num(known.value)} ÷ ${num(k - 1)} = ${num(round2(value))} km/h.` : `s = ${num(k - 1)} × ${num(known.value)} ÷ ${num(k + 1)} = ${num(round2(value))} km/h.`] },
      check,
    ], [known.value, ...(multiple[2] ? [k] : [])]);
}

/** 'Rows to a place 35 km away and comes back in 14 hours', 'a round trip of 21 km each way in 7 hours'. */
function roundTrip(text: string): { km: number; hours: number; written: number[] } | null {
  if (!/round\s+trip|comes?\s+back|came\s+back|returns?|returned|back\s+to\s+(?:the\s+)?(?:start|starting)|there\s+and\s+back|to\s+and\s+fro|and\s+back\b/.test(text)) return null;
  const kms = [...text.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)\s*(?:km|kms|kilomet(?:re|er)s?)\b(?!\s*\/|\s*per|\s*an\s+hour|ph)/g)];
  // '2 hours 30 minutes' is one time: 2.5 hours, both numbers written.
  const hours = durations(text);
  if (kms.length < 1 || hours.length !== 1) return null;
  // The trip's distance is the first one written, said once each way ('21 km each way', '35 km distant', 'a place 35 km away').
  const km = kms[0]!;
  if (!/^\s*(?:each\s+way|away|distant|off|upstream|downstream|up\s+the|down\s+the|apart)|^\s*\w*\s*(?:and|,)?\s*(?:comes?|came|returns?|back)/.test(text.slice(km.index + km[0].length)) && !/\b(?:a\s+place|a\s+point|a\s+village|a\s+town)\s+$/.test(text.slice(0, km.index))) return null;
  if (/\bin\s+all\b|\btotal\s+distance\b|\baltogether\b/.test(text.slice(km.index, km.index + km[0].length + 20))) return null;
  return { km: Number(km[1]), hours: hours[0]!.hours, written: [Number(km[1]), ...hours[0]!.written] };
}

/**
 * 'A steamer at 8 km/h in still water makes a round trip of 21 km each way in 7 hours: the speed
 * of the stream?': 21/(8 + s) + 21/(8 − s) = 7, so 7(64 − s²) = 2 × 21 × 8 and s² = 64 − 48.
 */
function roundTripKnown(text: string): QuantAnswer | null {
  const trip = roundTrip(text);
  const known = knownSpeed(text);
  const role = askedRole(text);
  if (!trip || !known || !role || role === known.role) return null;
  if (/\b\d+(?:\.\d+)?\s*(?:km|kilomet)/.test(text.replace(new RegExp(String.raw`${NUMBER}\s*(?:${KMH_UNIT}|km\s+per\s+hour)`, 'g'), '').replace(new RegExp(String.raw`(?<![\d.])${trip.km}\s*(?:km|kms|kilomet(?:re|er)s?)`), '')) || !usesAll(text, [...trip.written, known.value])) return null;
  const { km: d, hours: t } = trip;
  let b: number;
  let s: number;
  if (known.role === 'boat') {
    b = known.value;
    const square = b * b - (2 * d * b) / t;
    if (!(square > 0)) return null;
    s = Math.sqrt(square);
  } else {
    s = known.value;
    b = (2 * d + Math.sqrt(4 * d * d + 4 * t * t * s * s)) / (2 * t);
  }
  if (!(b > s && s > 0)) return null;
  const value = role === 'boat' ? b : s;
  const total = d / (b + s) + d / (b - s);
  const check = checkStep([`Downstream ${num(d)} ÷ ${num(round2(b + s))} = ${num(round2(d / (b + s)))} h, upstream ${num(d)} ÷ ${num(round2(b - s))} = ${num(round2(d / (b - s)))} h: ${num(round2(total))} h in all.`], [[total, t]]);
  if (!check) return null;
  return speedAnswer(role, value, [
      { title: 'Time there and back', bullets: [`${num(d)}/(b + s) + ${num(d)}/(b − s) = ${num(t)}, so ${num(t)}(b² − s²) = 2 × ${num(d)} × b.`] },
      { title: role === 'boat' ? 'The boat' : 'The stream', bullets: [known.role === 'boat' ? `With b = ${num(b)}: ${num(t)}(${num(b * b)} − s²) = ${num(2 * d * b)}, so s² = ${num(round2(s * s))} and s = ${num(round2(s))} km/h.` : `With s = ${num(s)}: ${num(t)}b² − ${num(2 * d)}b − ${num(t * s * s)} = 0, so b = ${num(round2(b))} km/h.`] },
      check,
    ], [...trip.written, known.value]);
}

/**
 * 'Rows to a place 35 km away and back in 14 hours; he can row 5 km with the stream in the same
 * time as 1 km against it: the rate of the stream?': downstream : upstream = 5 : 1, so the speeds
 * are 5k and k with 35/5k + 35/k = 14.
 */
function roundTripRatio(text: string): QuantAnswer | null {
  const same = inTheTimeOf(text) ?? /(\d+(?:\.\d+)?)\s*(?:km|kilomet(?:re|er)s?)\s+(with\s+the\s+(?:stream|current)|downstream|against\s+the\s+(?:stream|current)|upstream)\s+in\s+the\s+same\s+time\s+(?:as|that\s+(?:he|it|she)\s+(?:rows|goes|takes\s+to\s+row))\s+(\d+(?:\.\d+)?)\s*(?:km|kilomet(?:re|er)s?)\s+(with\s+the\s+(?:stream|current)|downstream|against\s+the\s+(?:stream|current)|upstream)/.exec(text);
  if (!same) return null;
  const firstDown = /with|down/.test(same[2]!);
  if (firstDown === /with|down/.test(same[4]!)) return null;
  const [x, y] = firstDown ? [Number(same[1]), Number(same[3])] : [Number(same[3]), Number(same[1])];
  const rest = text.slice(0, same.index) + ' '.repeat(same[0].length) + text.slice(same.index + same[0].length);
  const trip = roundTrip(rest);
  const role = askedRole(text);
  // Counts said in words ('three km') are no written number; in digits they are.
  const span = text.slice(same.index, same.index + same[0].length);
  const writtenCounts = [same[1]!, same[3]!].filter((count) => new RegExp(String.raw`(?<![\d.])${count.replace('.', '\\.')}\s*(?:km|kilomet)`).test(span)).map(Number);
  if (!trip || !role || !(x > y) || !usesAll(text, [...trip.written, ...writtenCounts])) return null;
  const k = (trip.km * (1 / x + 1 / y)) / trip.hours;
  const [down, up] = [x * k, y * k];
  const [b, s] = [(down + up) / 2, (down - up) / 2];
  const value = role === 'boat' ? b : s;
  const check = checkStep([`Downstream ${num(trip.km)} ÷ ${num(round2(down))} = ${num(round2(trip.km / down))} h, upstream ${num(trip.km)} ÷ ${num(round2(up))} = ${num(round2(trip.km / up))} h: ${num(round2(trip.km / down + trip.km / up))} h in all; and ${num(x)} km down takes as long as ${num(y)} km up.`], [[trip.km / down + trip.km / up, trip.hours], [x / down, y / up]]);
  if (!check) return null;
  return speedAnswer(role, value, [
      { title: 'The two speeds in the ratio', bullets: [`${num(x)} km down in the time of ${num(y)} km up: downstream = ${num(x)}k, upstream = ${num(y)}k.`, `${num(trip.km)}/${num(x)}k + ${num(trip.km)}/${num(y)}k = ${num(trip.hours)}, so k = ${num(round2(k))}: downstream ${num(round2(down))} km/h, upstream ${num(round2(up))} km/h.`] },
      { title: role === 'boat' ? 'The boat' : 'The stream', bullets: [role === 'boat' ? `(${num(round2(down))} + ${num(round2(up))}) ÷ 2 = ${num(round2(b))} km/h.` : `(${num(round2(down))} − ${num(round2(up))}) ÷ 2 = ${num(round2(s))} km/h.`] },
      check,
    ], [...trip.written, ...writtenCounts]);
}

/**
 * 'The speed of the stream is two-fifths of the speed of the boat in still water; the boat goes 21
 * km upstream and returns in 10 hours: the boat's speed?': with s = f·b, 21/(b(1 + f)) + 21/(b(1 − f))
 * = 10, so b = 21 × (1/(1 + f) + 1/(1 − f)) ÷ 10.
 */
function roundTripStreamPart(text: string): QuantAnswer | null {
  const PART = String.raw`(half|(?:one|a|two|three|four)[-\s](?:half|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|tenths?)|\d+\s*\/\s*\d+)`;
  const BOAT = String.raw`(?:(?:the\s+)?(?:speed|rate)\s+of\s+(?:the\s+|a\s+)?(?:boat|man|steamer|rower|swimmer)(?:\s+in\s+still\s+water)?|(?:the\s+)?(?:boat|man|steamer)'s\s+(?:speed|rate)(?:\s+in\s+still\s+water)?|that\s+speed|its\s+speed)`;
  const said = new RegExp(String.raw`\b(?:(?:the\s+)?(?:speed|rate)\s+of\s+(?:the\s+|a\s+)?(?:stream|current|river)\s+is|(?:the\s+)?(?:stream|current|river)\s+(?:runs|flows|moves)\s+at)\s+${PART}\s+of\s+${BOAT}`).exec(text);
  if (!said) return null;
  const f = multiplierWord(said[1]!.replace(/\s*\/\s*/, '/').replace(/^a[-\s]/, 'one-').replace(/\s/, '-'));
  const trip = roundTrip(text.slice(0, said.index) + ' '.repeat(said[0].length) + text.slice(said.index + said[0].length));
  if (f === null || !(f > 0 && f < 1) || !trip || askedRole(text) !== 'boat') return null;
  const fraction = /\d/.test(said[1]!) ? said[1]!.split('/').map((part) => Number(part.trim())) : [];
  if (!usesAll(text, [...trip.written, ...fraction])) return null;
  const b = (trip.km * (1 / (1 + f) + 1 / (1 - f))) / trip.hours;
  const s = f * b;
  const total = trip.km / (b + s) + trip.km / (b - s);
  const check = checkStep([`Stream ${num(round2(s))} km/h; downstream ${num(trip.km)} ÷ ${num(round2(b + s))} = ${num(round2(trip.km / (b + s)))} h, upstream ${num(trip.km)} ÷ ${num(round2(b - s))} = ${num(round2(trip.km / (b - s)))} h: ${num(round2(total))} h in all.`], [[total, trip.hours]]);
  if (!check) return null;
  return speedAnswer('boat', b, [
      { title: 'The speeds in terms of b', bullets: [`The stream is ${said[1]} of b: downstream b + ${num(round2(f))}b = ${num(round2(1 + f))}b, upstream ${num(round2(1 - f))}b.`] },
      { title: 'Time there and back', bullets: [`${num(trip.km)}/${num(round2(1 + f))}b + ${num(trip.km)}/${num(round2(1 - f))}b = ${num(trip.hours)}, so b = ${num(round2(b))} km/h.`] },
      check,
    ], [...trip.written, ...fraction]);
}

const SMALL: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * 'In the time he rows three km downstream he can row only two km upstream': the same pair of
 * ways said the other way round, as [match, x, way, y, way] like the reader above; counts in
 * words are read but are no written number.
 */
function inTheTimeOf(text: string): RegExpExecArray | null {
  const way = String.raw`(with\s+the\s+(?:stream|current)|downstream|against\s+the\s+(?:stream|current)|upstream)`;
  const count = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)`;
  const found = new RegExp(String.raw`\bin\s+the\s+(?:same\s+)?time\s+(?:that\s+)?(?:he|she|it|they|the\s+[a-z]+)\s+(?:rows?|swims?|goes|go|covers?|travels?|sails?)\s+${count}\s*(?:km|kilomet(?:re|er)s?)\s+${way}\s*,?\s*(?:he|she|it|they)\s+(?:can\s+|could\s+)?(?:rows?|swims?|goes|go|covers?|travels?|sails?)\s+(?:only\s+)?${count}\s*(?:km|kilomet(?:re|er)s?)\s+${way}`).exec(text);
  if (!found) return null;
  const value = (word: string) => String(SMALL[word] ?? Number(word));
  const read = [found[0], value(found[1]!), found[2]!, value(found[3]!), found[4]!] as unknown as RegExpExecArray;
  read.index = found.index;
  return read;
}

/**
 * 'Covers 1000 metres downstream in 4 minutes and the same 1000 metres upstream in 12 minutes: the
 * speed in still water, in km/h?': each way in km/h (metres ÷ 1000 over minutes ÷ 60), then
 * half their sum (the boat) or half their difference (the stream).
 */
function metresAndMinutes(text: string): QuantAnswer | null {
  const leg = String.raw`(\d+(?:\.\d+)?)\s*(m|metres?|meters?|km|kilomet(?:re|er)s?)\s+(downstream|upstream|with\s+the\s+(?:stream|current)|against\s+the\s+(?:stream|current))\s+in\s+(\d+(?:\.\d+)?)\s*(minutes?|mins?|hours?|hrs?|seconds?|secs?)\b`;
  const legs = [...text.matchAll(new RegExp(leg, 'g'))];
  if (legs.length !== 2) return null;
  // Only metres or minutes need this reader: km in hours is boats-solver's.
  if (!legs.some((match) => /^m/.test(match[2]!) || !/^h/.test(match[5]!))) return null;
  const read = legs.map((match) => {
    const km = /^k/.test(match[2]!) ? Number(match[1]) : Number(match[1]) / 1000;
    const hours = /^h/.test(match[5]!) ? Number(match[4]) : /^m/.test(match[5]!) ? Number(match[4]) / 60 : Number(match[4]) / 3600;
    return { down: /down|with/.test(match[3]!), kmh: km / hours, written: [Number(match[1]), Number(match[4])], shown: `${match[1]} ${match[2]} in ${match[4]} ${match[5]}` };
  });
  if (read[0]!.down === read[1]!.down) return null;
  const down = read.find((entry) => entry.down)!;
  const up = read.find((entry) => !entry.down)!;
  const role = askedRole(text);
  if (!role || !/km\s*\/\s*h|kmph|km\s+per\s+hour|kilomet(?:re|er)s?\s+per\s+hour/.test(text) || !(down.kmh > up.kmh)) return null;
  if (!usesAll(text, [...down.written, ...up.written])) return null;
  const [b, s] = [(down.kmh + up.kmh) / 2, (down.kmh - up.kmh) / 2];
  const value = role === 'boat' ? b : s;
  const check = checkStep([`Downstream ${num(round2(b))} + ${num(round2(s))} = ${num(round2(b + s))} km/h and upstream ${num(round2(b))} − ${num(round2(s))} = ${num(round2(b - s))} km/h, the speeds of the two ways.`], [[b + s, down.kmh], [b - s, up.kmh]]);
  if (!check) return null;
  return speedAnswer(role, value, [
      { title: 'Each way in km/h', bullets: [`Downstream: ${down.shown} = ${num(round2(down.kmh))} km/h.`, `Upstream: ${up.shown} = ${num(round2(up.kmh))} km/h.`] },
      { title: role === 'boat' ? 'The boat: half the sum' : 'The stream: half the difference', bullets: [role === 'boat' ? `(${num(round2(down.kmh))} + ${num(round2(up.kmh))}) ÷ 2 = ${num(round2(b))} km/h.` : `(${num(round2(down.kmh))} − ${num(round2(up.kmh))}) ÷ 2 = ${num(round2(s))} km/h.`] },
      check,
    ], [...down.written, ...up.written]);
}
