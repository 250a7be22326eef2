import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { NUM, checkStep, lowestTerms, num, round2 } from './quant-text';
import { sentenceAt } from './percent-reading';
import { questionOf, readable, withWrittenGivens } from './rate-text';
import { solveBoatIdeas } from './boat-ideas';
import { withoutChatOpening } from './work-solver';

/**
 * Boats and streams. Four speeds tie together: downstream = boat + stream, upstream = boat −
 * stream. Any two of them (written as speeds, or as a distance covered in a time one way) give the
 * other two; then a time one way, a time there and back, or a distance. Also: 'it takes twice as
 * long upstream as downstream', and a trip there and back in a given time.
 */
export function solveBoats(typed: string): QuantAnswer | null {
  // 'pls solve: ... come back the same distance? ans?': the student's opening and closing words ask nothing.
  const raw = withoutChatOpening(typed).replace(/[.?!]\s*(?:ans|answer|pls|please|plz|explain|help)\s*[?.!]*\s*$/, '?');
  // '11 hours 15 minutes' is read as 11.25 hours; its two written numbers count as used when 11.25 is.
  const merged: { value: number; written: number[] }[] = [];
  const text = readable(raw).replace(/(?<![\d.])(\d+)\s*(?:hours?|hrs?|h)\s*(?:and\s+)?(\d+)\s*(?:minutes?|mins?)\b/g, (_match, hours: string, minutes: string) => {
    const value = Number(hours) + Number(minutes) / 60;
    merged.push({ value, written: [Number(hours), Number(minutes)] });
    return `${value} hours`;
  })
    // 'For covering the same distance upstream, it takes 4 hours': the leg and its time in one clause.
    .replace(/\b(?:for\s+covering|to\s+cover|in\s+covering|for\s+going)\s+the\s+same\s+distance\s+(upstream|downstream)\s*,?\s*(?:it|the\s+boat|he|she)\s+takes\s+(?=\d)/g, 'it covers the same distance $1 in ')
    // 'In favour of the stream' is with it.
    .replace(/\bin\s+favou?r\s+of\s+the\s+(stream|current)\b/g, 'with the $1')
    // 'against the current than to go 34 km with it': 'it' is the current of the same sentence (and the other way round).
    .replace(/\b(against|with)\s+the\s+(current|stream|flow)\b([^.?]*?)\b(with|against)\s+it\b/g, (whole, first: string, water: string, between: string, second: string) => (first === second ? whole : `${first} the ${water}${between}${second} the ${water}`));
  // '4 metres per second in still water, the river flows at 3 m/s': speeds in km/h (× 18/5), written as they were.
  const metric = text.replace(new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*(?:m\s*\/\s*s(?:ec(?:ond)?)?\b|mps\b|met(?:re|er)s?\s*(?:per|a|\/)\s*s(?:ec(?:ond)?)?\b)`, 'g'), (_match, value: string) => {
    const kmh = Number(value) * 3.6;
    merged.push({ value: kmh, written: [Number(value)] });
    return `${kmh} km/h`;
  });
  const raft: string[] = [];
  const found = floatingLog(metric) ?? boatsIn(distanceFirst(raftAsStream(metric, merged, raft)));
  // Ideas the readers here do not take (boat-ideas.ts), on the text as written.
  if (!found) return solveBoatIdeas(readable(raw));
  const answer = raft.length > 0 ? { ...found, steps: [{ title: 'The raft', bullets: raft }, ...found.steps] } : found;
  if (merged.length === 0) return answer;
  // Speeds in metres per second give times of minutes and seconds, which hours to two decimals cannot state.
  if (metric !== text && answer.unit === 'hours') return null;
  return withWrittenGivens(answer, merged);
}

/**
 * 'A raft floats down the river and covers 12 km in 4 hours': a raft (or a log) moves with the
 * stream alone, so its speed is the stream's, and the sentence is read as 'the stream flows at
 * 3 km/h' (its two numbers count as used when 3 is). One that is rowed, paddled or driven, or said
 * to go upstream or downstream, is no raft of the stream's speed and is left as written.
 */
function raftAsStream(text: string, merged: { value: number; written: number[] }[], notes: string[]): string {
  // Sentence by sentence (no pattern that scans a long sentence from every word).
  return text.replace(/[^.;?!]+/g, (sentence) => {
    if (!/\b(?:raft|log|float(?:s|ing)?|drift(?:s|ing)?)\b/.test(sentence)) return sentence;
    if (/\brow|paddl|motor|engine|\boars?\b|swim|still water|upstream|downstream|against|km\s*\/|kmph|\bper\b|an hour/.test(sentence)) return sentence;
    const distances = [...sentence.matchAll(new RegExp(KM, 'g'))];
    const times = [...sentence.matchAll(new RegExp(TIME, 'g'))];
    if (distances.length !== 1 || times.length !== 1 || (sentence.match(/\d+(?:\.\d+)?/g) ?? []).length !== 2) return sentence;
    const [distance, time] = [Number(distances[0]![1]), Number(times[0]![1])];
    const hours = /^m/.test(times[0]![2]!) ? time / 60 : time;
    const speed = distance / hours;
    if (!(speed > 0) || round2(speed) !== speed) return sentence;
    merged.push({ value: speed, written: [distance, time] });
    notes.push(`A raft has no speed of its own: it moves at the speed of the stream, ${num(distance)} km ÷ ${num(hours)} h = ${num(speed)} km/h.`);
    return ` the stream flows at ${speed} km/h`;
  });
}

/**
 * 'Rows upstream 16 km and downstream 28 km': the way said before the distance, put after it
 * ('16 km upstream and 28 km downstream') as the readers take it. A distance that is itself a
 * speed ('upstream 16 km/h') is left alone.
 */
function distanceFirst(text: string): string {
  return text.replace(/\b(upstream|downstream)\s+(\d+(?:\.\d+)?\s*(?:km|kilomet(?:re|er)s?)\b)(?!\s*\/|\s*per|\s*an\s+hour|ph)/g, '$2 $1');
}

/** Boats and streams on text read by solveBoats. */
function boatsIn(text: string): QuantAnswer | null {
  if (!/boat|stream|current|upstream|downstream|swimmer|river|still water|rows?\b|rowing|steamer/.test(text) || /train|clock/.test(text)) return null;
  const trips = twoTrips(text);
  if (trips) return trips;
  // 'Takes 4 hours more to go 60 km upstream than downstream': a gap between two times is no leg's time.
  const gap = timeGap(text);
  if (gap) return gapBetweenWays(text, gap);
  const speeds = speedsOf(text);
  const legs = legsOf(text);
  if (!speeds || !legs) return null;
  const known: Partial<Record<Role, { value: number; line: string; givens: number[]; leg?: Leg }>> = {};
  for (const speed of speeds) {
    if (known[speed.role]) return null;
    known[speed.role] = { value: speed.value, line: `${NAMES[speed.role]} = ${num(speed.value)} km/h.`, givens: [speed.value] };
  }
  for (const leg of legs.timed) {
    if (leg.distance === null) continue;
    const role = leg.down ? 'down' : 'up';
    if (known[role]) return null;
    known[role] = { value: leg.distance / leg.hours, line: `${NAMES[role]} = ${num(leg.distance)} km ÷ ${hoursText(leg)} = ${num(leg.distance / leg.hours)} km/h.`, givens: [...(leg.distanceWritten ? [leg.distance] : []), leg.written], leg };
  }
  // What is asked comes after the last figure of the asked clause ('... the stream is 2 km/h; the upstream speed is').
  // What is asked: the question from its question word, without a condition that follows it ('... of the current if a boat goes 10 km/h downstream').
  const tail = askedPart(text);
  const asked = tail;
  const times = timesAsLong(text);
  const roles = Object.keys(known) as Role[];
  let all: Record<Role, number> | null = null;
  const steps: SolutionStep[] = [{ title: 'Read the data', bullets: [...roles.map((role) => known[role]!.line), 'Downstream the stream adds to the boat\'s speed; upstream it takes away: downstream = boat + stream, upstream = boat − stream.'] }];
  const givens = roles.flatMap((role) => known[role]!.givens);
  if (roles.length === 2) {
    all = fromTwo(known as Record<Role, { value: number }>, roles as [Role, Role]);
    if (all) steps.push({ title: 'The other speeds', bullets: linesFor(roles, all) });
  } else if (roles.length === 1 && times && (roles[0] === 'still' || roles[0] === 'stream')) {
    const n = times.n;
    const b = roles[0] === 'still' ? known.still!.value : (known.stream!.value * (n + 1)) / (n - 1);
    const s = roles[0] === 'stream' ? known.stream!.value : (known.still!.value * (n - 1)) / (n + 1);
    all = { still: b, stream: s, down: b + s, up: b - s };
    givens.push(...times.givens);
    steps.push({ title: 'Times to speeds', bullets: [`For the same distance, time upstream = ${num(n)} × time downstream, so downstream speed = ${num(n)} × upstream speed: b + s = ${num(n)}(b − s).`, roles[0] === 'still' ? `${num(b)} + s = ${num(n)}(${num(b)} − s), so ${num(n + 1)}s = ${num(b * (n - 1))} and s = ${num(s)} km/h.` : `b + ${num(s)} = ${num(n)}(b − ${num(s)}), so ${num(n - 1)}b = ${num(s * (n + 1))} and b = ${num(b)} km/h.`] });
  } else if (roles.length === 1 && legs.roundTrip && legs.roundTrip.distance !== null && (roles[0] === 'still' || roles[0] === 'stream')) {
    const { distance: d, hours: t } = legs.roundTrip;
    if (roles[0] === 'still') {
      const b = known.still!.value;
      const square = b * b - (2 * d * b) / t;
      if (!(square > 0)) return null;
      const s = Math.sqrt(square);
      all = { still: b, stream: s, down: b + s, up: b - s };
      steps.push({ title: 'There and back', bullets: [`${num(d)}/(${num(b)} + s) + ${num(d)}/(${num(b)} − s) = ${num(t)}, so ${num(2 * d * b)} = ${num(t)}(${num(b * b)} − s²).`, `s² = ${num(b * b)} − ${num(2 * d * b)}/${num(t)} = ${num(square)}, s = ${num(s)} km/h.`] });
    } else {
      const s = known.stream!.value;
      const b = (2 * d + Math.sqrt(4 * d * d + 4 * t * t * s * s)) / (2 * t);
      all = { still: b, stream: s, down: b + s, up: b - s };
      steps.push({ title: 'There and back', bullets: [`${num(d)}/(b + ${num(s)}) + ${num(d)}/(b − ${num(s)}) = ${num(t)}, so ${num(t)}b² − ${num(2 * d)}b − ${num(t * s * s)} = 0.`, `b = (${num(2 * d)} + √(${num(4 * d * d)} + ${num(4 * t * t * s * s)})) ÷ ${num(2 * t)} = ${num(b)} km/h.`] });
    }
    givens.push(...legs.roundTrip.givens);
    legs.roundTrip = { ...legs.roundTrip, used: true };
  }
  if (roles.length === 0 && times && /ratio/.test(tail) && /still|boat|man/.test(asked)) return ratioFromTimes(times, asked);
  if (!all || !(all.stream > 0) || !(all.up > 0)) return null;
  const speedsNow = all;

  // What is asked.
  const distance = legs.loose;
  const checks: string[] = roles.map((role) => (known[role]!.leg ? `${NAMES[role]} ${num(speedsNow[role])} km/h × ${hoursText(known[role]!.leg!)} = ${num(speedsNow[role] * known[role]!.leg!.hours)} km, as stated.` : `${NAMES[role]} = ${num(speedsNow[role])} km/h, as stated.`));
  const pairs: (readonly [number, number])[] = roles.map((role) => (known[role]!.leg ? [speedsNow[role] * known[role]!.leg!.hours, known[role]!.leg!.distance!] : [speedsNow[role], known[role]!.value]));
  checks.push(`And ${num(speedsNow.still)} + ${num(speedsNow.stream)} = ${num(speedsNow.down)}, ${num(speedsNow.still)} − ${num(speedsNow.stream)} = ${num(speedsNow.up)}.`);
  pairs.push([speedsNow.still + speedsNow.stream, speedsNow.down], [speedsNow.still - speedsNow.stream, speedsNow.up]);
  if (times) {
    checks.push(`Over any distance d: upstream d/${num(speedsNow.up)} = ${num(speedsNow.down / speedsNow.up)} × downstream d/${num(speedsNow.down)}.`);
    pairs.push([speedsNow.down / speedsNow.up, times.n]);
  }
  if (legs.roundTrip?.used && legs.roundTrip.distance !== null) {
    const { distance: d, hours: t } = legs.roundTrip;
    checks.push(`There and back: ${num(d)}/${num(speedsNow.down)} + ${num(d)}/${num(speedsNow.up)} = ${num(d / speedsNow.down + d / speedsNow.up)} hours.`);
    pairs.push([d / speedsNow.down + d / speedsNow.up, t]);
  }
  const worked = askedValue(tail, asked, speedsNow, legs, distance, text);
  if (!worked) return null;
  const result = inMinutesAsked(worked, tail);
  const check = checkStep([...result.checks, ...checks], [...result.pairs, ...pairs]);
  if (!check) return null;
  return { kind: 'boats', values: result.values.map(round2), unit: result.unit, label: result.label, steps: [...steps, ...result.steps, check], mistakes: result.mistakes, givens: [...givens, ...result.givens] };
}

/**
 * Both speeds asked at once, in the order asked: 'the man's rate in still water and the rate of
 * the current', 'the speed of the stream and of the boat in still water'.
 */
function bothSpeedsAsked(asked: string): ['still', 'stream'] | ['stream', 'still'] | null {
  const STILL = String.raw`(?:\b(?:still|calm|standing)\s+water\b|\bspeed\s+of\s+the\s+(?:boat|man|swimmer)\b)`;
  const STREAM = String.raw`\b(?:stream|current|river)\b`;
  if (new RegExp(String.raw`${STILL}[^.?]*?\band\b[^.?]*?${STREAM}`).test(asked)) return ['still', 'stream'];
  if (new RegExp(String.raw`${STREAM}[^.?]*?\band\b[^.?]*?${STILL}`).test(asked)) return ['stream', 'still'];
  return null;
}

/** A time asked 'in minutes' ('how many minutes will he take'), stated in minutes rather than hours. */
function inMinutesAsked(result: Asked, tail: string): Asked {
  if (result.unit !== 'hours' || !/\b(?:how\s+many\s+minutes|in\s+minutes)\b/.test(tail)) return result;
  return { ...result, values: result.values.map((hours) => hours * 60), unit: 'minutes', label: `${result.label} in minutes`, mistakes: result.mistakes.map((mistake) => ({ ...mistake, value: round2(mistake.value * 60) })) };
}

interface Gap {
  /** The gap in hours, and as written. */
  readonly hours: number;
  readonly written: number;
  readonly minutes: boolean;
  /** The one distance each way; 0 when it is not given (it is then asked); NaN when not read. */
  readonly distance: number;
}

/**
 * 'Takes 4 hours more to travel 60 km upstream than downstream', 'takes 1 hour less to come back
 * downstream than to go 24 km upstream': the difference of the two times over one distance.
 * Null when no time is said to be more or less; a gap whose slower way is not upstream, or with
 * no single distance, is returned with distance NaN so that the caller declines.
 */
function timeGap(text: string): Gap | null {
  const match = new RegExp(String.raw`${TIME}\s+(?:(more|longer|extra)|(less|fewer|shorter))\b`).exec(text);
  if (!match) return null;
  const written = Number(match[1]);
  const minutes = /^m/.test(match[2]!);
  const sentence = sentenceAt(text, match.index);
  const rest = text.slice(match.index + match[0].length, sentence.end);
  // Which way is slower, from the words of the gap's own sentence ('the upward journey takes 1 hour longer than the downward', 'up ... than coming back down').
  const down = String.raw`${DOWN}|downward|\bdown\b`;
  const up = String.raw`${UP}|upward|\bup\b`;
  const whole = text.slice(sentence.start, sentence.end);
  const ways = [...whole.matchAll(new RegExp(String.raw`(${down})|(${up})`, 'g'))];
  const beforeGap = ways.filter((way) => sentence.start + way.index < match.index);
  const afterGap = ways.filter((way) => sentence.start + way.index > match.index);
  // 'Going up the river takes 2 hours longer than coming back down': the way named first is the slower (or, with 'less', the faster).
  const firstWay = beforeGap.length > 0 && /\bthan\b/.test(rest) ? beforeGap[beforeGap.length - 1] : afterGap[0];
  const slowerUp = firstWay !== undefined && Boolean(firstWay[2]) !== Boolean(match[4]);
  const bothWays = /\bthan\b/.test(rest) && ways.some((way) => way[1]) && ways.some((way) => way[2]);
  // One distance, said once or for each way ('36 km upstream than to go 36 km downstream'); none when it is asked.
  const inSentence = [...whole.matchAll(new RegExp(KM, 'g'))].map((km) => Number(km[1]));
  // '... goes 42 km upstream and then back; the upward journey takes 1 hour longer': the one distance of the question.
  const kms = new Set(inSentence.length > 0 ? inSentence : [...text.matchAll(new RegExp(KM, 'g'))].map((km) => Number(km[1])));
  const distance = slowerUp && bothWays && kms.size <= 1 ? (kms.size === 1 ? [...kms][0]! : 0) : Number.NaN;
  return { hours: minutes ? written / 60 : written, written, minutes, distance };
}

/** The still-water or stream speed from the other and the gap between the times upstream and downstream over one distance. */
function gapBetweenWays(text: string, gap: Gap): QuantAnswer | null {
  const speeds = speedsOf(text);
  if (!speeds || !Number.isFinite(gap.distance)) return null;
  if (gap.distance === 0) return distanceFromGap(text, gap, speeds);
  if (speeds.length !== 1) return null;
  const [{ role, value }] = speeds as [{ role: Role; value: number }];
  const { distance: d, hours: t } = gap;
  let all: Record<Role, number>;
  let bullets: string[];
  if (role === 'still') {
    const s = (-d + Math.sqrt(d * d + t * t * value * value)) / t;
    all = { still: value, stream: s, down: value + s, up: value - s };
    bullets = [`${num(d)}/(${num(value)} − s) − ${num(d)}/(${num(value)} + s) = ${num(t)}, so ${num(2 * d)}s = ${num(t)}(${num(value * value)} − s²).`, `${num(t)}s² + ${num(2 * d)}s − ${num(t * value * value)} = 0, so s = (−${num(2 * d)} + √(${num(4 * d * d)} + ${num(4 * t * t * value * value)})) ÷ ${num(2 * t)} = ${num(s)} km/h.`];
  } else if (role === 'stream') {
    const b = Math.sqrt(value * value + (2 * d * value) / t);
    all = { still: b, stream: value, down: b + value, up: b - value };
    bullets = [`${num(d)}/(b − ${num(value)}) − ${num(d)}/(b + ${num(value)}) = ${num(t)}, so ${num(2 * d * value)} = ${num(t)}(b² − ${num(value * value)}).`, `b² = ${num(value * value)} + ${num(2 * d * value)}/${num(t)} = ${num(b * b)}, so b = ${num(b)} km/h.`];
  } else return null;
  if (!(all.stream > 0) || !(all.up > 0)) return null;
  const tail = askedPart(text);
  const result = askedValue(tail, tail, all, { timed: [], roundTrip: null, loose: null }, null, text);
  if (!result || result.unit !== 'km/h') return null;
  const gapText = gap.minutes ? `${num(gap.written)} min (${num(t)} h)` : `${num(t)} h`;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${NAMES[role]} = ${num(value)} km/h; over ${num(d)} km the time upstream is ${gapText} more than the time downstream.`, 'Downstream = boat + stream, upstream = boat − stream; time = distance ÷ speed.'] },
    { title: 'The gap in time', bullets },
    { title: 'The other speeds', bullets: linesFor([role], all) },
  ];
  const check = checkStep([`Upstream ${num(d)} ÷ ${num(all.up)} = ${num(d / all.up)} h, downstream ${num(d)} ÷ ${num(all.down)} = ${num(d / all.down)} h: ${num(d / all.up - d / all.down)} h more upstream, as stated.`], [[d / all.up - d / all.down, t]]);
  if (!check) return null;
  // The distance as often as it is written ('36 km upstream than 36 km downstream').
  const written = [...text.matchAll(new RegExp(KM, 'g'))].filter((km) => Number(km[1]) === d).map(() => d);
  return { kind: 'boats', values: result.values.map(round2), unit: 'km/h', label: result.label, steps: [...steps, ...result.steps, check], mistakes: result.mistakes, givens: [value, ...written, gap.written] };
}

/**
 * 'A boat whose speed in still water is 6 km/h takes 2 hours 24 minutes more to go a certain
 * distance upstream than downstream; the stream flows at 1 km/h: find the distance': d/(b − s) −
 * d/(b + s) = t, so d = t(b² − s²) ÷ 2s.
 */
function distanceFromGap(text: string, gap: Gap, speeds: readonly { role: Role; value: number }[]): QuantAnswer | null {
  const b = speeds.find((speed) => speed.role === 'still')?.value;
  const s = speeds.find((speed) => speed.role === 'stream')?.value;
  if (speeds.length !== 2 || b === undefined || s === undefined || !(b > s && s > 0)) return null;
  const tail = askedPart(text);
  if (!/distance|how far|how many km|how many kilomet/.test(tail) || /speed|time|how long/.test(tail.replace(/how far/, ''))) return null;
  const t = gap.hours;
  const d = (t * (b * b - s * s)) / (2 * s);
  const gapText = gap.minutes ? `${num(gap.written)} min (${num(t)} h)` : `${num(t)} h`;
  const check = checkStep([`Upstream ${num(d)} ÷ ${num(b - s)} = ${num(d / (b - s))} h, downstream ${num(d)} ÷ ${num(b + s)} = ${num(d / (b + s))} h: ${num(d / (b - s) - d / (b + s))} h more upstream, as stated.`], [[d / (b - s) - d / (b + s), t]]);
  if (!check) return null;
  return {
    kind: 'boats', values: [round2(d)], unit: 'km', label: 'The distance',
    steps: [
      { title: 'Read the data', bullets: [`Boat ${num(b)} km/h, stream ${num(s)} km/h: downstream ${num(b + s)} km/h, upstream ${num(b - s)} km/h.`, `Over the same distance d the time upstream is ${gapText} more.`] },
      { title: 'The gap in time', bullets: [`d/${num(b - s)} − d/${num(b + s)} = ${num(t)}, so d × ${num(2 * s)}/${num((b - s) * (b + s))} = ${num(t)} and d = ${num(t)} × ${num((b - s) * (b + s))} ÷ ${num(2 * s)} = ${num(d)} km.`] },
      check,
    ],
    mistakes: [{ value: round2(t * b), why: 'this ignores the stream' }, { value: round2(2 * d), why: 'this is the distance there and back' }],
    givens: [b, s, gap.written],
  };
}

/**
 * 'A boat takes 4 hours downstream and 12 hours upstream over the same distance; how long would a
 * log floating with the current take?': the stream's speed is half the gap between the two speeds,
 * d/2 × (1/t₁ − 1/t₂), so the log takes 2·t₁·t₂ ÷ (t₂ − t₁).
 */
function floatingLog(text: string): QuantAnswer | null {
  if (!/\blog\b|float|drift/.test(text) || /km\/h|kmph/.test(text)) return null;
  const asked = askedPart(text);
  if (!/\blog\b|float|drift/.test(asked) || !/time|how long|how many hours/.test(asked)) return null;
  const times = [...text.matchAll(new RegExp(TIME, 'g'))];
  if (times.length !== 2 || times.some((time) => /^m/.test(time[2]!)) || new RegExp(KM).test(text)) return null;
  // Which time is downstream: the one said with 'down' (or 'with the current').
  // 'Takes 2 hours to go downstream': the way said right after the time; else the way said just before it ('down 4 hr').
  const wayOf = (at: number) => {
    const after = text.slice(at).replace(/^\d+(?:\.\d+)?\s*[a-z]+/, '').split(/\d|\band\b|[.,;?]/)[0]!;
    const afterDown = new RegExp(String.raw`${DOWN}|\bdown\b`).test(after);
    const afterUp = new RegExp(String.raw`${UP}|\bup\b`).test(after);
    if (afterDown !== afterUp) return afterDown ? 'down' : 'up';
    const before = text.slice(Math.max(0, at - 40), at).split(/\d|\band\b|[.,;?]/).pop()!;
    const down = new RegExp(String.raw`${DOWN}|\bdown\b`).test(before);
    const up = new RegExp(String.raw`${UP}|\bup\b`).test(before);
    return down !== up ? (down ? 'down' : 'up') : null;
  };
  const [first, second] = times as [RegExpExecArray, RegExpExecArray];
  const ways = [wayOf(first.index), wayOf(second.index)];
  if (ways[0] === null || ways[1] === null || ways[0] === ways[1]) return null;
  const tDown = Number((ways[0] === 'down' ? first : second)[1]);
  const tUp = Number((ways[0] === 'down' ? second : first)[1]);
  if (!(tUp > tDown && tDown > 0)) return null;
  const log = (2 * tDown * tUp) / (tUp - tDown);
  const check = checkStep([`Take the distance as ${num(tDown * tUp)} km: downstream ${num(tUp)} km/h, upstream ${num(tDown)} km/h, stream (${num(tUp)} − ${num(tDown)}) ÷ 2 = ${num((tUp - tDown) / 2)} km/h; the log takes ${num(tDown * tUp)} ÷ ${num((tUp - tDown) / 2)} = ${num((tDown * tUp) / ((tUp - tDown) / 2))} h.`], [[(tDown * tUp) / ((tUp - tDown) / 2), log]]);
  if (!check) return null;
  return {
    kind: 'boats', values: [round2(log)], unit: 'hours', label: 'The time the log takes',
    steps: [
      { title: 'Read the data', bullets: [`Over the same distance d: ${num(tDown)} h downstream and ${num(tUp)} h upstream. A log moves only with the stream.`] },
      { title: 'Speed of the stream', bullets: [`Downstream speed d/${num(tDown)}, upstream d/${num(tUp)}; stream = (d/${num(tDown)} − d/${num(tUp)}) ÷ 2 = d × ${num(tUp - tDown)}/${num(2 * tDown * tUp)}.`, `Time for the log = d ÷ stream = ${num(2 * tDown * tUp)} ÷ ${num(tUp - tDown)} = ${num(log)} hours.`] },
      check,
    ],
    mistakes: [{ value: round2(tUp - tDown), why: 'this is the gap between the two times' }, { value: round2((tDown + tUp) / 2), why: 'this averages the two times' }],
    givens: [tDown, tUp],
  };
}

/**
 * 'Upstream takes thrice as long as downstream; the ratio of the boat's speed to the stream's':
 * b + s = n(b − s), so b : s = (n + 1) : (n − 1).
 */
function ratioFromTimes(times: { n: number; givens: number[] }, asked: string): QuantAnswer | null {
  const rest = asked.replace(new RegExp(`${DOWN}|${UP}`, 'g'), ' ');
  const boatFirst = /(?:still|calm|boat|man|swimmer)[^.?]*?(?:stream|current|river)/.test(rest.replace(/still water|calm water/g, 'still'));
  if (!boatFirst || !/\b(?:stream|current|river|flow)\b/.test(rest)) return null;
  const n = times.n;
  const ratio = lowestTerms([n + 1, n - 1]);
  if (!ratio) return null;
  const [b, s] = ratio as [number, number];
  const check = checkStep([`With boat ${num(b)} and stream ${num(s)}: downstream ${num(b + s)}, upstream ${num(b - s)}; over the same distance upstream takes ${num((b + s) / (b - s))} times as long, as stated.`], [[(b + s) / (b - s), n]]);
  if (!check) return null;
  return {
    kind: 'boats', values: ratio, unit: 'ratio', label: 'The speed of the boat to the speed of the stream',
    steps: [
      { title: 'Times to speeds', bullets: [`For the same distance, time upstream = ${num(n)} × time downstream, so downstream speed = ${num(n)} × upstream speed: b + s = ${num(n)}(b − s).`, `So ${num(n - 1)}b = ${num(n + 1)}s, and b : s = ${num(n + 1)} : ${num(n - 1)} = ${ratio.join(' : ')}.`] },
      check,
    ],
    mistakes: [{ value: n, why: 'this takes the ratio of the times for the ratio of the speeds' }],
    givens: times.givens,
  };
}

type Role = 'still' | 'stream' | 'down' | 'up';
const NAMES: Readonly<Record<Role, string>> = { still: 'Speed in still water', stream: 'Speed of the stream', down: 'Downstream speed', up: 'Upstream speed' };

const KMH = String.raw`${NUM}\s*(?:km\s*\/\s*h(?:r|our)?|kmph|km\s*per\s*h(?:ou)?r|kmh|km\s*an\s*hour|km\s*\/hr|kilomet(?:re|er)s?\s*(?:per|an|a)\s*hour)\b`;
const KM = String.raw`${NUM}\s*(?:km|kilomet(?:re|er)s?)\b(?!\s*\/|\s*per|\s*an\s+hour|ph)`;
const TIME = String.raw`${NUM}\s*(hours?|hrs?|h\b|minutes?|mins?)`;
const DOWN = String.raw`downstream|down (?:the|a) (?:stream|river)|with the (?:stream|current|flow)|along the (?:stream|current)`;
const UP = String.raw`upstream|up (?:the|a) (?:stream|river)|against the (?:stream|current|flow)`;

function speedsOf(text: string): { role: Role; value: number }[] | null {
  const found: { role: Role; value: number }[] = [];
  const matches = [...text.matchAll(new RegExp(KMH, 'g'))];
  let previousEnd = 0;
  for (const [position, match] of matches.entries()) {
    const end = match.index + match[0].length;
    const after = text.slice(end, matches[position + 1]?.index ?? end + 40).slice(0, 40);
    const before = text.slice(Math.max(previousEnd, match.index - 70), match.index);
    previousEnd = end;
    const afterRole = new RegExp(String.raw`^\s*(?:(in (?:still|calm|standing|stagnant|quiet) water|in still|of the boat)|(${DOWN})|(${UP}))`).exec(after);
    let role: Role | null = afterRole ? (afterRole[1] ? 'still' : afterRole[2] ? 'down' : 'up') : null;
    if (!role) {
      // The last word that names a speed ('the downstream speed of a boat is', 'in a river flowing at'); a boat or a rower alone is its speed in still water.
      const strong = [...before.matchAll(new RegExp(String.raw`((?:in\s+)?(?:still|calm|standing|stagnant|quiet)\s+water|in\s+still)|(${DOWN})|(${UP})|(stream|current|river|water|flow)`, 'g'))];
      const last = strong[strong.length - 1];
      if (last) role = last[1] ? 'still' : last[2] ? 'down' : last[3] ? 'up' : 'stream';
      else if (/boat|\bman\b|swimmer|rows?\b|rowing|swims?\b|steamer|boatman/.test(before)) role = 'still';
      else return null;
    }
    found.push({ role, value: Number(match[1]) });
  }
  return found;
}

interface Leg {
  readonly down: boolean;
  readonly distance: number | null;
  readonly distanceWritten: boolean;
  readonly hours: number;
  /** The time as written (minutes stay minutes). */
  readonly written: number;
  readonly minutes: boolean;
}

const hoursText = (leg: Pick<Leg, 'written' | 'minutes'>) => (leg.minutes ? `${num(leg.written)} min (${num(leg.written / 60)} h)` : `${num(leg.written)} h`);

interface Legs {
  timed: Leg[];
  roundTrip: { distance: number | null; hours: number; givens: number[]; used?: boolean } | null;
  /** A distance with no time: the one the question asks about. */
  loose: number | null;
  /** Which way that distance goes, when its sentence says ('goes 176 km downstream'). */
  looseDown?: boolean | null;
}

/** Distances covered in a time, one way; a trip there and back in a time; and a distance asked about. */
function legsOf(text: string): Legs | null {
  const legs: Legs = { timed: [], roundTrip: null, loose: null };
  // 'In one hour a boat goes 11 km along the stream and 5 km against it', '... taking 3 hours each': one time for both ways.
  const each = new RegExp(String.raw`(?:(?:in|within)\s+${TIME}\s*,?\s*[^.?]*?)?${KM}\s*(${DOWN}|${UP})[^.?\d]{0,20}?\s+and\s+${KM}\s*(${DOWN}|${UP}|against\s+(?:it|the\s+\w+))(?:[^.?\d]{0,20}?(?:taking|in)\s+${TIME}\s+each)?`).exec(text);
  if (each && Boolean(each[1]) !== Boolean(each[7]) && new RegExp(DOWN).test(each[4]!) !== new RegExp(DOWN).test(each[6]!.replace(/against.*/, 'upstream'))) {
    const value = Number(each[1] ?? each[7]);
    const minutes = /^m/.test((each[2] ?? each[8])!);
    const hours = minutes ? value / 60 : value;
    for (const [km, way] of [[each[3]!, each[4]!], [each[5]!, each[6]!.replace(/against.*/, 'upstream')]] as const) legs.timed.push({ down: new RegExp(DOWN).test(way), distance: Number(km), distanceWritten: true, hours, written: value, minutes });
    return legs;
  }
  const there = new RegExp(String.raw`(?:to\s+(?:go|row|travel|swim|sail)|rows?|goes|travels?|swims?)\s+(?:to\s+a\s+(?:place|point|spot)\s+)?(?:${KM.replace('(', '(?:')}\s+(?:away\s+|distant\s+|off\s+)?)?(?:${DOWN}|${UP})?\s*(?:and|&)\s+(?:to\s+)?(?:come|comes|came|return|returns|returned|back|row back|rows back)`).exec(text);
  const roundKm = new RegExp(String.raw`(?:place|point|spot)\s+(?:which is\s+)?${KM}\s+(?:away|distant|off)|${KM}\s+(?:away|distant)|(?:goes|go|rows?|travels?|swims?|sails?)\s+${KM}`).exec(text);
  const roundTime = new RegExp(String.raw`(?:in|takes?|took|taking)\s+(?:him\s+|her\s+|them\s+|it\s+)?(?:a total of\s+)?${TIME}`).exec(text);
  const clauses = text.split(/(?<=[.;?])\s+|,\s*|\s+(?:and|but|while|whereas)\s+/);
  let lastDistance: { value: number; down: boolean } | null = null;
  for (const clause of clauses) {
    const direction = new RegExp(String.raw`(${DOWN})|(${UP})|\b(return(?:s|ed|ing)?|comes? back|came back|back)\b`).exec(clause);
    const km = new RegExp(KM).exec(clause);
    const time = new RegExp(TIME).exec(clause);
    if (km && direction && !time) lastDistance = direction[3] ? null : { value: Number(km[1]), down: Boolean(direction[1]) };
    // '... 18 km down a river and the same time to travel 6 km up the river': the time of the leg before.
    if (km && direction && !time && !direction[3] && /same time|same duration|equal time/.test(clause)) {
      const before = legs.timed[legs.timed.length - 1];
      if (!before || before.down === Boolean(direction[1])) return null;
      legs.timed.push({ ...before, down: Boolean(direction[1]), distance: Number(km[1]), distanceWritten: true, written: before.written, minutes: before.minutes });
      continue;
    }
    // 'Goes downstream from P to Q and comes back upstream, taking 5 hours in all', 'a round trip ... and back in 6.25 hours': one time for both ways.
    const whole = text.split(/(?<=[.;?])\s+/).find((part) => part.includes(clause)) ?? clause;
    if (time && !km && [...whole.matchAll(new RegExp(TIME, 'g'))].length === 1 && (/\b(?:in all|in total|altogether)\b/.test(clause) || /\bround trip\b|there and back|to and fro|both ways/.test(whole))) {
      if (/\bround trip\b|there and back|to and fro|both ways/.test(whole) || (new RegExp(DOWN).test(whole) && new RegExp(UP).test(whole))) {
        if (legs.roundTrip || legs.timed.length > 0 || /^m/.test(time[2]!)) return null;
        legs.roundTrip = { distance: null, hours: Number(time[1]), givens: [Number(time[1])] };
        continue;
      }
    }
    if (!time || !direction) continue;
    if (there && /back|return/.test(clause) && !km) continue;
    // 'Takes 11 hours to go 45 km downstream and come back': the time is for the trip there and back.
    const at = text.indexOf(clause);
    if (there && at >= 0 && at <= there.index + there[0].length && at + clause.length >= there.index && km) continue;
    const minutes = /^m/.test(time[2]!);
    const written = Number(time[1]);
    const hours = minutes ? written / 60 : written;
    if (hours <= 0) return null;
    if (direction[3]) {
      // 'and returns in 6 hours': the same distance the other way.
      if (!lastDistance) return null;
      legs.timed.push({ down: !lastDistance.down, distance: lastDistance.value, distanceWritten: false, hours, written, minutes });
      continue;
    }
    const down = Boolean(direction[1]);
    // 'and the same distance downstream in 30 minutes'.
    const same = !km && /same distance/.test(clause) && lastDistance && lastDistance.down !== down ? lastDistance.value : null;
    // 'Upstream from B to A and downstream from A to B in 3 hours': one time for both ways, not for one leg.
    const sentence = text.split(/(?<=[.;?])\s+/).find((part) => part.includes(clause)) ?? clause;
    if (!km && same === null && new RegExp(DOWN).test(sentence) && new RegExp(UP).test(sentence)) {
      if (legs.roundTrip || legs.timed.length > 0) return null;
      legs.roundTrip = { distance: null, hours, givens: [written] };
      continue;
    }
    legs.timed.push({ down, distance: km ? Number(km[1]) : same, distanceWritten: Boolean(km), hours, written, minutes });
    lastDistance = km ? { value: Number(km[1]), down } : null;
  }
  if (there && roundTime && legs.timed.every((leg) => leg.distance === null)) {
    legs.timed = [];
    const minutes = /^m/.test(roundTime[2]!);
    legs.roundTrip = { distance: roundKm ? Number(roundKm[1] ?? roundKm[2] ?? roundKm[3]) : null, hours: minutes ? Number(roundTime[1]) / 60 : Number(roundTime[1]), givens: [...(roundKm ? [Number(roundKm[1] ?? roundKm[2] ?? roundKm[3])] : []), Number(roundTime[1])] };
  }
  const allKm = [...text.matchAll(new RegExp(KM, 'g'))].map((match) => Number(match[1]));
  const usedKm = [...legs.timed.filter((leg) => leg.distanceWritten).map((leg) => leg.distance!), ...(legs.roundTrip?.distance != null ? [legs.roundTrip.distance] : [])];
  const loose = allKm.filter((value) => {
    const index = usedKm.indexOf(value);
    if (index >= 0) usedKm.splice(index, 1);
    return index < 0;
  });
  if (loose.length > 1) return null;
  legs.loose = loose[0] ?? null;
  if (legs.loose !== null) {
    const clause = clauses.find((part) => new RegExp(String.raw`(?<![\d.])${legs.loose}\s*(?:km|kilomet)`).test(part));
    legs.looseDown = clause && new RegExp(DOWN).test(clause) !== new RegExp(UP).test(clause) ? new RegExp(DOWN).test(clause) : null;
  }
  if (legs.timed.length > 2) return null;
  return legs;
}

/** 'takes twice as long to row upstream as downstream', 'the time upstream is 3 times the time downstream'. */
function timesAsLong(text: string): { n: number; givens: number[] } | null {
  const words: Readonly<Record<string, number>> = { twice: 2, thrice: 3, double: 2, triple: 3, 'two times': 2, 'three times': 3, 'four times': 4, 'five times': 5, 'six times': 6 };
  const up = String.raw`(?:${UP}|\bup\b)`;
  const down = String.raw`(?:${DOWN}|\bdown\b)`;
  const match = new RegExp(String.raw`(twice|thrice|double|triple|two times|three times|four times|five times|six times|(\d+(?:\.\d+)?)\s+times)\s+(?:as\s+(?:long|much time)|the time)[^.?]{0,40}?${up}[^.?]{0,40}?${down}`).exec(text) ?? new RegExp(String.raw`${up}[^.?]{0,40}?(twice|thrice|double|triple|two times|three times|four times|five times|six times|(\d+(?:\.\d+)?)\s+times)\s+(?:as\s+(?:long|much)|the time)[^.?]{0,50}?${down}`).exec(text);
  if (!match) return null;
  const n = match[2] !== undefined ? Number(match[2]) : words[match[1]!]!;
  return n > 1 ? { n, givens: match[2] !== undefined ? [n] : [] } : null;
}

function fromTwo(known: Record<Role, { value: number }>, roles: [Role, Role]): Record<Role, number> | null {
  const has = (role: Role) => roles.includes(role);
  const v = (role: Role) => known[role].value;
  let still: number;
  let stream: number;
  if (has('still') && has('stream')) [still, stream] = [v('still'), v('stream')];
  else if (has('down') && has('up')) [still, stream] = [(v('down') + v('up')) / 2, (v('down') - v('up')) / 2];
  else if (has('still') && has('down')) [still, stream] = [v('still'), v('down') - v('still')];
  else if (has('still') && has('up')) [still, stream] = [v('still'), v('still') - v('up')];
  else if (has('stream') && has('down')) [still, stream] = [v('down') - v('stream'), v('stream')];
  else [still, stream] = [v('up') + v('stream'), v('stream')];
  return { still, stream, down: still + stream, up: still - stream };
}

function linesFor(roles: readonly Role[], all: Record<Role, number>): string[] {
  const has = (role: Role) => roles.includes(role);
  if (has('down') && has('up')) return [`Boat = (downstream + upstream) ÷ 2 = (${num(all.down)} + ${num(all.up)}) ÷ 2 = ${num(all.still)} km/h.`, `Stream = (downstream − upstream) ÷ 2 = (${num(all.down)} − ${num(all.up)}) ÷ 2 = ${num(all.stream)} km/h.`];
  const lines: string[] = [];
  if (!has('still')) lines.push(`Boat = ${has('down') ? `downstream − stream = ${num(all.down)} − ${num(all.stream)}` : `upstream + stream = ${num(all.up)} + ${num(all.stream)}`} = ${num(all.still)} km/h.`);
  if (!has('stream')) lines.push(`Stream = ${has('down') ? `downstream − boat = ${num(all.down)} − ${num(all.still)}` : `boat − upstream = ${num(all.still)} − ${num(all.up)}`} = ${num(all.stream)} km/h.`);
  if (!has('down')) lines.push(`Downstream = ${num(all.still)} + ${num(all.stream)} = ${num(all.down)} km/h.`);
  if (!has('up')) lines.push(`Upstream = ${num(all.still)} − ${num(all.stream)} = ${num(all.up)} km/h.`);
  return lines;
}

interface Asked {
  values: number[];
  unit: QuantUnit;
  label: string;
  steps: SolutionStep[];
  mistakes: { value: number; why: string }[];
  givens: number[];
  checks: string[];
  pairs: (readonly [number, number])[];
}

/** What is asked: the kind of answer from the whole asked clause, which way and which speed from its end. */
function askedValue(tail: string, asked: string, all: Record<Role, number>, legs: Legs, distance: number | null, text = ''): Asked | null {
  const downAsked = new RegExp(DOWN).test(asked);
  const upAsked = new RegExp(UP).test(asked);
  // 'Row 30 km downstream and come back' is both ways; 'come back downstream' is the way back only.
  const BOTH = /(?:and|&)\s*(?:to\s+)?(?:come|comes|came|return|returns|get|row|swim|sail)?\s*back|(?:and|&)\s*(?:to\s+)?return(?!\s+(?:the\s+same\s+distance\s+)?(?:downstream|upstream))|round trip|to and fro|there and back|both ways|total time|go and come|in all/;
  // 'It goes 48 km downstream and comes back. How long does the whole journey take?': the return is
  // said before the ask; a time asked with no way named is then the trip there and back, or unread.
  const returnSaid = BOTH.test(text.slice(0, Math.max(0, text.lastIndexOf(asked))));
  // (A time in still water names a distance of its own and no way of the stream: the trip out and back is not asked.)
  const stillAsked = /\b(?:still|stationary|standing|calm|stagnant|quiet)\s+water\b/.test(asked);
  if (returnSaid && !stillAsked && !BOTH.test(asked) && !/back|return|same distance/.test(asked) && downAsked === upAsked && !/\b(?:whole|entire|total|complete|journey|trip|altogether)\b/.test(asked) && /time|how long|how many hours|how much time|how many minutes/.test(tail)) return null;
  const bothWays = BOTH.test(asked) || (returnSaid && downAsked === upAsked && /\b(?:whole|entire|total|complete|journey|trip|altogether)\b/.test(asked));
  const empty = { givens: [] as number[], checks: [] as string[], pairs: [] as (readonly [number, number])[] };
  // 'The average speed for the round trip': equal distances each way, so 2 × down × up ÷ (down + up); never a speed of one way.
  if (/\baverage\b|\bavg\b/.test(tail)) {
    const roundTrip = bothWays || returnSaid || /round trip|there and back|down and back|up and back|(?:down|up)\s*(?:stream)?\s+and\s+(?:back|return)|to and fro|both ways/.test(text);
    if (!/speed|rate/.test(tail) || !roundTrip || downAsked !== upAsked) return null;
    const average = (2 * all.down * all.up) / (all.down + all.up);
    const d = distance ?? 1;
    return {
      values: [average], unit: 'km/h', label: 'The average speed for the round trip',
      steps: [{ title: 'Average speed', bullets: ['The same distance is gone each way, so the average speed is total distance ÷ total time = 2 × down × up ÷ (down + up).', `2 × ${num(all.down)} × ${num(all.up)} ÷ (${num(all.down)} + ${num(all.up)}) = ${num(average)} km/h.`] }],
      mistakes: [{ value: round2(all.still), why: 'this averages the two speeds; the boat spends longer going upstream' }, { value: round2((all.down + all.up) / 2), why: 'this averages the two speeds; the boat spends longer going upstream' }],
      givens: distance === null ? [] : [distance],
      checks: [`${distance === null ? 'Over any distance d, say 1 km' : `Over ${num(d)} km each way`}: ${num(2 * d)} km in ${num(d / all.down)} + ${num(d / all.up)} = ${num(d / all.down + d / all.up)} h, ${num((2 * d) / (d / all.down + d / all.up))} km/h.`],
      pairs: [[(2 * d) / (d / all.down + d / all.up), average]],
    };
  }
  if (/time|how long|how many hours|how much time|how many minutes/.test(tail)) {
    // 'How long will it take him to go 14 km in stationary water?': the still-water speed over the distance of the ask, never a way of the stream.
    if (stillAsked) {
      const inAsk = [...asked.matchAll(/(\d+(?:\.\d+)?)\s*(?:km|kilomet(?:re|er)s?)\b/g)].map((match) => Number(match[1]));
      if (inAsk.length !== 1 || downAsked || upAsked || bothWays || !(all.still > 0)) return null;
      const d = inAsk[0]!;
      const hours = d / all.still;
      // 14 km at 24 km/h is 35 minutes, which hours to two decimals (0.58) cannot state.
      const inMinutes = Math.abs(hours * 100 - Math.round(hours * 100)) > 1e-9;
      return {
        values: [inMinutes ? hours * 60 : hours], unit: inMinutes ? 'minutes' : 'hours', label: 'The time in still water',
        steps: [{ title: 'In still water', bullets: [`Still-water speed = (${num(all.down)} + ${num(all.up)}) ÷ 2 = ${num(all.still)} km/h.`, `Time = ${num(d)} ÷ ${num(all.still)} = ${num(hours)} hours.`] }],
        mistakes: [{ value: round2((d / all.down) * (inMinutes ? 60 : 1)), why: 'this uses the downstream speed; in still water there is no stream' }, { value: round2((d / all.up) * (inMinutes ? 60 : 1)), why: 'this uses the upstream speed; in still water there is no stream' }],
        givens: [d], checks: [`${num(hours)} h at ${num(all.still)} km/h covers ${num(hours * all.still)} km.`], pairs: [[hours * all.still, d]],
      };
    }
    // 'How long to come back (downstream)?': the distance of the one trip stated.
    const back = distance === null && /back|return|same distance/.test(asked) && !bothWays && legs.timed.length === 1 && legs.timed[0]!.distanceWritten ? legs.timed[0]! : null;
    if (back) {
      const down = !back.down;
      if ((downAsked || upAsked) && downAsked !== down) return null;
      const v = down ? all.down : all.up;
      const hours = back.distance! / v;
      return {
        values: [hours], unit: 'hours', label: `The time to come back ${down ? 'downstream' : 'upstream'}`,
        steps: [{ title: 'The way back', bullets: [`Back over the same ${num(back.distance!)} km ${down ? 'downstream' : 'upstream'}: ${num(back.distance!)} ÷ ${num(v)} = ${num(hours)} hours.`] }],
        mistakes: [{ value: round2(back.distance! / all.still), why: 'this ignores the stream' }, { value: round2(back.distance! / (down ? all.up : all.down)), why: 'this uses the speed the other way' }],
        givens: [], checks: [`${num(hours)} h at ${num(v)} km/h covers ${num(hours * v)} km, the distance out.`], pairs: [[hours * v, back.distance!]],
      };
    }
    if (distance === null) return null;
    const d = distance;
    if (bothWays) {
      const hours = d / all.down + d / all.up;
      return {
        values: [hours], unit: 'hours', label: 'The time to go and come back',
        steps: [{ title: 'There and back', bullets: [`Downstream ${num(d)} ÷ ${num(all.down)} = ${num(d / all.down)} h; upstream ${num(d)} ÷ ${num(all.up)} = ${num(d / all.up)} h.`, `Total = ${num(hours)} hours.`] }],
        mistakes: [{ value: round2((2 * d) / all.still), why: 'this ignores the stream; it slows the boat upstream more than it helps downstream in time' }, { value: round2(d / all.down), why: 'this is one way only' }],
        givens: [d], checks: [`In ${num(d / all.down)} h at ${num(all.down)} km/h and ${num(d / all.up)} h at ${num(all.up)} km/h the boat covers ${num(all.down * (d / all.down))} km each way.`], pairs: [[all.down * (d / all.down) + all.up * (hours - d / all.down), 2 * d]],
      };
    }
    // 'Goes 176 km downstream ... find the time taken': the way the distance was said to go.
    const wayDown = downAsked !== upAsked ? downAsked : legs.looseDown ?? null;
    if (wayDown === null) return null;
    const v = wayDown ? all.down : all.up;
    const hours = d / v;
    return {
      values: [hours], unit: 'hours', label: `The time ${wayDown ? 'downstream' : 'upstream'}`,
      steps: [{ title: wayDown ? 'Downstream' : 'Upstream', bullets: [`Time = ${num(d)} ÷ ${num(v)} = ${num(hours)} hours.`] }],
      mistakes: [{ value: round2(d / (wayDown ? all.up : all.down)), why: wayDown ? 'this uses the upstream speed; going downstream the stream helps' : 'this uses the downstream speed; going upstream the stream slows the boat' }, { value: round2(d / all.still), why: 'this ignores the stream' }],
      givens: [d], checks: [`${num(hours)} h at ${num(v)} km/h covers ${num(hours * v)} km.`], pairs: [[hours * v, d]],
    };
  }
  if (/distance|how far|how many km|how many kilomet/.test(tail)) {
    if (legs.roundTrip && !legs.roundTrip.used && legs.roundTrip.distance === null) {
      const t = legs.roundTrip.hours;
      const d = (t * all.down * all.up) / (all.down + all.up);
      return {
        values: [d], unit: 'km', label: 'The distance one way',
        steps: [{ title: 'There and back', bullets: [`d/${num(all.down)} + d/${num(all.up)} = ${num(t)}, so d = ${num(t)} × ${num(all.down)} × ${num(all.up)} ÷ (${num(all.down)} + ${num(all.up)}) = ${num(d)} km.`] }],
        mistakes: [{ value: round2((t * all.still) / 2), why: 'this ignores the stream' }, { value: round2(2 * d), why: 'this is the distance there and back, not one way' }],
        givens: legs.roundTrip.givens, checks: [`${num(d)}/${num(all.down)} + ${num(d)}/${num(all.up)} = ${num(d / all.down + d / all.up)} hours.`], pairs: [[d / all.down + d / all.up, t]],
      };
    }
    const timedOnly = legs.timed.filter((leg) => leg.distance === null);
    if (timedOnly.length !== 1) return null;
    const leg = timedOnly[0]!;
    const v = leg.down ? all.down : all.up;
    const d = v * leg.hours;
    return {
      values: [d], unit: 'km', label: `The distance ${leg.down ? 'downstream' : 'upstream'}`,
      steps: [{ title: 'Distance', bullets: [`${num(v)} km/h × ${hoursText(leg)} = ${num(d)} km.`] }],
      mistakes: [{ value: round2((leg.down ? all.up : all.down) * leg.hours), why: 'this uses the speed the other way' }],
      givens: [leg.written], checks: [`${num(d)} km ÷ ${num(v)} km/h = ${num(d / v)} h.`], pairs: [[d / v, leg.hours]],
    };
  }
  if (distance !== null || legs.timed.some((leg) => leg.distance === null)) return null;
  if (/ratio/.test(tail) && /still|boat|man/.test(asked) && /\bstream|\bcurrent|river/.test(asked.replace(new RegExp(`${DOWN}|${UP}`, 'g'), ''))) {
    const ratio = lowestTerms([all.still, all.stream]);
    if (!ratio) return null;
    return { values: ratio, unit: 'ratio', label: 'The speed of the boat to the speed of the stream', steps: [{ title: 'Ratio', bullets: [`${num(all.still)} : ${num(all.stream)} = ${ratio.join(' : ')}.`] }], mistakes: [], ...empty };
  }
  if (!/speed|rate|how fast|velocity/.test(tail)) return null;
  const pair = bothSpeedsAsked(asked);
  if (pair) {
    const values = pair.map((role) => all[role]);
    return { values, unit: 'km/h', label: pair[0] === 'still' ? 'The speed in still water and the speed of the stream' : 'The speed of the stream and the speed in still water', steps: [{ title: 'What is asked', bullets: [`${NAMES.still} = ${num(all.still)} km/h; ${NAMES.stream.charAt(0).toLowerCase()}${NAMES.stream.slice(1)} = ${num(all.stream)} km/h.`] }], mistakes: [], ...empty };
  }
  const rest = asked.replace(new RegExp(`${DOWN}|${UP}`, 'g'), ' ');
  let role: Role | null = null;
  if (downAsked !== upAsked) role = downAsked ? 'down' : 'up';
  else if (/still|calm|speed of (?:the |a )?(?:boat|man|swimmer|motorboat|steamer)|(?:boat|man|swimmer)'s speed|rowing speed|rate of rowing/.test(rest) && !/\bstream\b|\bcurrent\b|\briver\b/.test(rest.replace(/still water|calm water/g, ''))) role = 'still';
  else if (/\bstream\b|\bcurrent\b|\briver\b|flow/.test(rest) && !/still|calm/.test(rest)) role = 'stream';
  if (!role) return null;
  const mistakes: Record<Role, { value: number; why: string }[]> = {
    still: [{ value: round2(all.stream), why: 'this is the speed of the stream' }, { value: round2(all.down - all.up), why: 'this is the difference of the two speeds, twice the stream' }],
    stream: [{ value: round2(all.still), why: 'this is the speed in still water' }, { value: round2(all.down - all.up), why: 'this forgets to halve the difference of the two speeds' }],
    down: [{ value: round2(all.up), why: 'this is the upstream speed' }, { value: round2(all.still), why: 'this ignores the stream' }],
    up: [{ value: round2(all.down), why: 'this is the downstream speed' }, { value: round2(all.still), why: 'this ignores the stream' }],
  };
  return { values: [all[role]], unit: 'km/h', label: `The ${NAMES[role].charAt(0).toLowerCase()}${NAMES[role].slice(1)}`, steps: [{ title: 'What is asked', bullets: [`${NAMES[role]} = ${num(all[role])} km/h.`] }], mistakes: mistakes[role], ...empty };
}

/**
 * 'It goes 30 km upstream and 44 km downstream in 10 hours; in 13 hours it goes 40 km upstream
 * and 55 km downstream': two equations in 1/upstream and 1/downstream speed.
 */
function twoTrips(text: string): QuantAnswer | null {
  const pair = String.raw`${NUM}\s*(?:km|kilomet(?:re|er)s?)\s+(${UP}|${DOWN})\s+and\s+${NUM}\s*(?:km|kilomet(?:re|er)s?)\s+(${UP}|${DOWN})`;
  const after = new RegExp(String.raw`${pair}\s+in\s+${NUM}\s*(?:hours?|hrs?)`, 'g');
  // Not a pair that has its own time after it ('in 4 hours, while it covers 1 km upstream and 24 km downstream in 2.5 hours').
  const before = new RegExp(String.raw`in\s+${NUM}\s*(?:hours?|hrs?)\s*,?\s+(?:[a-z]+\s+){0,4}?${pair}(?!\s+in\s+\d)`, 'g');
  const trips: { up: number; down: number; hours: number }[] = [];
  const add = (first: string, firstWay: string, second: string, secondWay: string, hours: string) => {
    const firstUp = new RegExp(UP).test(firstWay);
    if (firstUp === new RegExp(UP).test(secondWay)) return false;
    trips.push({ up: Number(firstUp ? first : second), down: Number(firstUp ? second : first), hours: Number(hours) });
    return true;
  };
  for (const match of text.matchAll(after)) if (!add(match[1]!, match[2]!, match[3]!, match[4]!, match[5]!)) return null;
  for (const match of text.matchAll(before)) if (!add(match[2]!, match[3]!, match[4]!, match[5]!, match[1]!)) return null;
  if (trips.length !== 2) return null;
  const [p, q] = trips as [{ up: number; down: number; hours: number }, { up: number; down: number; hours: number }];
  // p.up·x + p.down·y = p.hours and q.up·x + q.down·y = q.hours, with x = 1/upstream, y = 1/downstream.
  const det = p.up * q.down - p.down * q.up;
  if (det === 0) return null;
  const x = (p.hours * q.down - p.down * q.hours) / det;
  const y = (p.up * q.hours - p.hours * q.up) / det;
  if (!(x > 0 && y > 0)) return null;
  const all = { up: 1 / x, down: 1 / y, still: (1 / x + 1 / y) / 2, stream: (1 / y - 1 / x) / 2 };
  if (!(all.stream > 0)) return null;
  const asked = askedPart(text).replace(new RegExp(`${DOWN}|${UP}`, 'g'), (word) => (new RegExp(DOWN).test(word) ? ' DOWNWARD ' : ' UPWARD '));
  const role: Role | null = /DOWNWARD/.test(asked) !== /UPWARD/.test(asked) ? (/DOWNWARD/.test(asked) ? 'down' : 'up') : /still|calm|speed of (?:the |a )?(?:boat|man|swimmer)/.test(asked) ? 'still' : /\bstream\b|\bcurrent\b|\briver\b|water/.test(asked) ? 'stream' : null;
  if (!role || !/speed|rate|how fast/.test(asked)) return null;
  const steps: SolutionStep[] = [
    { title: 'Two equations', bullets: ['Let the upstream speed be u and the downstream speed d (km/h); time = distance ÷ speed.', `${num(p.up)}/u + ${num(p.down)}/d = ${num(p.hours)} and ${num(q.up)}/u + ${num(q.down)}/d = ${num(q.hours)}.`] },
    { title: 'Solve for 1/u and 1/d', bullets: [`Eliminating one unknown: 1/u = ${num(x)} and 1/d = ${num(y)}, so u = ${num(all.up)} km/h and d = ${num(all.down)} km/h.`] },
    { title: NAMES[role], bullets: [role === 'still' ? `Boat = (d + u) ÷ 2 = (${num(all.down)} + ${num(all.up)}) ÷ 2 = ${num(all.still)} km/h.` : role === 'stream' ? `Stream = (d − u) ÷ 2 = (${num(all.down)} − ${num(all.up)}) ÷ 2 = ${num(all.stream)} km/h.` : `${NAMES[role]} = ${num(all[role])} km/h.`] },
  ];
  const check = checkStep(trips.map((trip) => `${num(trip.up)} ÷ ${num(all.up)} + ${num(trip.down)} ÷ ${num(all.down)} = ${num(trip.up / all.up + trip.down / all.down)} hours, as stated.`), trips.map((trip) => [trip.up / all.up + trip.down / all.down, trip.hours] as const));
  if (!check) return null;
  const other: Record<Role, number> = { still: all.stream, stream: all.still, down: all.up, up: all.down };
  return { kind: 'boats', values: [round2(all[role])], unit: 'km/h', label: `The ${NAMES[role].charAt(0).toLowerCase()}${NAMES[role].slice(1)}`, steps: [...steps, check], mistakes: [{ value: round2(other[role]), why: role === 'still' ? 'this is the speed of the stream' : role === 'stream' ? 'this is the speed in still water' : 'this is the speed the other way' }], givens: trips.flatMap((trip) => [trip.up, trip.down, trip.hours]) };
}

/** The question from its question word, without a condition that follows it ('the speed of the current if a boat goes 10 km/h downstream'). */
function askedPart(text: string): string {
  // 'If ..., then the speed of the boat is:' asks what follows the condition.
  const question = questionOf(text).tail.replace(/^(?:if|when|given that)\b[^,]*,\s*(?:then\s+)?/, '');
  // ('What would his speed be when rowing downstream?': a condition with no figure is part of the ask.)
  return question.replace(/\b(?:if|when|given that|provided)\b(?=[^?]*\d).*$/, '');
}
