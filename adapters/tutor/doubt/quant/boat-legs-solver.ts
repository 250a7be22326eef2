import type { QuantAnswer } from './quant-answer';
import { KMH_UNIT, KM_UNIT, MS_UNIT, durations, hoursAndMinutes, questionOf, readable } from './rate-text';
import { checkStep, num, round2 } from './quant-text';

/**
 * Boats and streams read as equations in the boat's still-water speed b and the stream's speed s,
 * for the wordings the first boats reader leaves: each trip of the question is a distance and a
 * time one way (b + s downstream, b − s upstream), or a time each way over one unnamed distance
 * ('3 hours to the island, 6 hours back'); the stream's or the boat's own speed; their ratio
 * ('as 3 : 1'); the stream as a percentage of the boat's speed; 'rowing 5 km downstream takes as
 * long as 3 km upstream'; and a trip there and back in a total time. The ask is read from the
 * question: a speed (still water, stream, downstream, upstream) or the time of a trip. When the
 * facts do not fix b and s, or a figure is left unread, the question is declined.
 */
export function solveBoatLegs(raw: string): QuantAnswer | null {
  const text = spelledDistances(readable(raw.replace(/\bhw\s+(?=long|many|much)/g, 'how ')));
  if (!/\b(?:stream|current|river|upstream|downstream|still water|still-water)\b/.test(text.value)) return null;
  if (/\btrain|\bclock|\blog\b|\braft|\bswimm|\bplatform/.test(text.value) || new RegExp(MS_UNIT).test(text.value)) return null;
  return towardsEachOther(text.value) ?? readLegs(text.value, text.unwritten);
}

const DOWN = String.raw`downstream|down\s*stream|down (?:the|a) (?:stream|river)|with the (?:stream|current|flow|river)|along the (?:stream|current)|down the river|down river`;
const UP = String.raw`upstream|up\s*stream|up (?:the|a) (?:stream|river)|against the (?:stream|current|flow|river)|up the river|up river|against it`;

/** 'Half of a km', 'three-fourths of a km', 'one and a half km': distances in words, as numbers the question did not write. */
function spelledDistances(text: string): { value: string; unwritten: number[] } {
  const unwritten: number[] = [];
  const words: Readonly<Record<string, number>> = { half: 0.5, 'a half': 0.5, 'one half': 0.5, 'a quarter': 0.25, 'one quarter': 0.25, 'one-fourth': 0.25, 'one fourth': 0.25, 'three-fourths': 0.75, 'three fourths': 0.75, 'three quarters': 0.75, 'one and a half': 1.5, 'two and a half': 2.5 };
  const counts: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
  const value = text
    .replace(/\b(one and a half|two and a half|a half|one half|half|a quarter|one quarter|one[- ]fourth|three[- ]fourths|three quarters)\s+(?:of\s+)?(?:a\s+|an\s+)?(km|kilomet(?:re|er)s?)\b/g, (_match, word: string) => {
      const km = words[word]!;
      unwritten.push(km);
      return `${km} km`;
    })
    // 'Row one km against the stream': a distance in words.
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten)\s+(km|kilomet(?:re|er)s?)\b/g, (_match, word: string) => {
      unwritten.push(counts[word]!);
      return `${counts[word]!} km`;
    });
  return { value, unwritten };
}

/** One way over a stretch of the river: its distance (null when not said), its time in hours, its direction. */
interface Leg {
  readonly down: boolean;
  readonly hours: number;
  readonly km: number | null;
  readonly written: number[];
}

/** One equation a·b + c·s = d in the still-water speed b and the stream's speed s. */
interface Equation {
  readonly b: number;
  readonly s: number;
  readonly value: number;
  readonly line: string;
}

/** The clause around a place in the text: from the last stop, comma or 'and' before it to the next. */
function clauseAt(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  let from = 0;
  for (const match of before.matchAll(/\.(?!\d)|[,;?]|\band\b|\bwhile\b|\bbut\b/g)) from = match.index + match[0].length;
  const after = text.slice(end).search(/\.(?!\d)|[,;?]|\band\b|\bwhile\b|\bbut\b/);
  return text.slice(from, after < 0 ? text.length : end + after);
}

/** The sentence around a place in the text. */
function sentenceAt(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('; ')) + 1;
  const after = text.slice(end).search(/[.?;](?:\s|$)/);
  return text.slice(from, after < 0 ? text.length : end + after);
}

/** The direction a clause names: true downstream, false upstream, null neither or both. */
function directionOf(clause: string): boolean | null {
  const down = new RegExp(DOWN).test(clause);
  const up = new RegExp(UP).test(clause);
  return down === up ? null : down;
}

function readLegs(text: string, unwritten: readonly number[]): QuantAnswer | null {
  const { clause, tail } = questionOf(text);
  // 'What is its downstream speed if it takes ...': the ask before 'if', the facts after it.
  const condition = /\b(?:if|when|given that|provided)\b/.exec(tail);
  const asked = condition ? tail.slice(0, condition.index) : tail;
  // The facts: the text without the ask (which may come first: 'Find the speed in still water. It goes ...').
  const askAt = text.lastIndexOf(clause) + clause.lastIndexOf(tail);
  const facts = `${askAt > 0 ? text.slice(0, askAt) : ''} ${condition ? tail.slice(condition.index) : ''} ${text.slice(askAt + tail.length)}`;
  if (!asked.trim()) return null;
  const written: number[] = [...unwritten];
  const equations: Equation[] = [];
  // Speeds: of the stream, or of the boat in still water.
  for (const match of facts.matchAll(new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*${KMH_UNIT}`, 'g'))) {
    const value = Number(match[1]);
    const clause = clauseAt(facts, match.index, match.index + match[0].length);
    const stream = /\b(?:stream|current|river|water)\b(?!\s*(?:speed\s+)?(?:is|are)\s+in\s+the\s+ratio)/.test(clause.replace(/still[- ]water/g, '')) && !/\bboat|\brow|\bferry|\bsteamer|\bmotor/.test(clause.replace(/boat'?s?\s+(?:still[- ]water\s+)?speed\s+and\s+/g, ''));
    const still = /still[- ]water|\bin still\b/.test(clause);
    if (stream === still || directionOf(clause) !== null) return null;
    equations.push(stream ? { b: 0, s: 1, value, line: `Stream: s = ${num(value)} km/h.` } : { b: 1, s: 0, value, line: `Still water: b = ${num(value)} km/h.` });
    written.push(value);
  }
  // Trips: each time, with the distance and the way of its clause.
  const legs: Leg[] = [];
  let totalHours: { hours: number; written: number[] } | null = null;
  // 'He can row 45 km and back in 24 hours': the trip there and back, with its distance each way.
  const andBack = new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*${KM_UNIT}\s+(?:and\s+back|there\s+and\s+back|and\s+returns?|to\s+and\s+fro)\s+in\s+`).exec(facts);
  let roundKm: number | null = null;
  for (const time of durations(facts)) {
    if (andBack && time.index === andBack.index + andBack[0].length) {
      if (totalHours) return null;
      totalHours = { hours: time.hours, written: time.written };
      roundKm = Number(andBack[1]);
      continue;
    }
    const clause = clauseAt(facts, time.index, time.end);
    const sentence = sentenceAt(facts, time.index, time.end);
    // 'Taking 8 hours in all': the trip there and back.
    if (/\bin all\b|\btotal\b|\baltogether\b|\bround trip\b|\bthere and back\b|\bto and fro\b/.test(clause)) {
      if (totalHours) return null;
      totalHours = { hours: time.hours, written: time.written };
      continue;
    }
    // 'Returns in 45 minutes', 'comes back in 7 hours': the other way from the trip before it.
    const returning = directionOf(clause) === null && /\breturns?\b|\breturning\b|\bcomes?\s+back\b|\bcoming\s+back\b|\bback\b/.test(clause) && !new RegExp(`${DOWN}|${UP}`).test(clause);
    if (returning && legs.length !== 1) return null;
    // The way of the clause, else of the sentence ('Rowing against the stream, he covers 60 km in 5 hours').
    const down = returning ? !legs[0]!.down : (directionOf(clause) ?? (new RegExp(`${DOWN}|${UP}`).test(clause) ? null : directionOf(sentence)));
    if (down === null) return null;
    const kmPattern = new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*-?\s*${KM_UNIT}`, 'g');
    const own = [...clause.matchAll(kmPattern)];
    const inSentence = [...sentence.matchAll(kmPattern)];
    const kms = own.length > 0 || directionOf(clause) !== null ? own : inSentence;
    if (kms.length > 1) return null;
    legs.push({ down, hours: time.hours, km: kms[0] ? Number(kms[0][1]) : null, written: [...time.written, ...(kms[0] ? [Number(kms[0][1])] : [])] });
  }
  // 'Rows 0.5 km against the stream in 3 minutes and down the stream in 1.5 minutes': the second way over the same distance.
  for (let index = 1; index < legs.length; index += 1) {
    const [previous, leg] = [legs[index - 1]!, legs[index]!];
    if (leg.km === null && previous.km !== null && previous.down !== leg.down && legs.filter((each) => each.km === null).length === 1 && legs.length === 2 && !/\bback\b|\breturn/.test(facts)) {
      legs[index] = { ...leg, km: previous.km };
    }
  }
  // 'Rowing 5 km downstream takes as long as rowing 3 km upstream': the speeds are as the distances.
  const sameTime = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${KM_UNIT}\s*(${DOWN}|${UP})[^.?]{0,60}?\b(?:as long as|the same time as|in the same time as)\b[^.?]{0,20}?(\d+(?:\.\d+)?)\s*${KM_UNIT}\s*(${DOWN}|${UP})`).exec(facts);
  if (sameTime) {
    const [d1, d2] = [Number(sameTime[1]), Number(sameTime[3])];
    const firstDown = new RegExp(DOWN).test(sameTime[2]!);
    if (firstDown === new RegExp(DOWN).test(sameTime[4]!)) return null;
    const [dd, du] = firstDown ? [d1, d2] : [d2, d1];
    // dd/(b + s) = du/(b − s): dd(b − s) − du(b + s) = 0.
    equations.push({ b: dd - du, s: -dd - du, value: 0, line: `${num(dd)} km downstream take as long as ${num(du)} km upstream: (b + s) : (b − s) = ${num(dd)} : ${num(du)}.` });
    written.push(d1, d2);
  }
  // The ratio of the two speeds, the boat's named first or second.
  const ratio = /(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/.exec(facts);
  if (ratio) {
    const before = facts.slice(0, ratio.index);
    const still = before.search(/still[- ]water|boat'?s?\s+(?:own\s+)?speed|speed of (?:the |a )?boat/);
    const stream = before.search(/\b(?:stream|current|river)(?:'s)?\b(?!\s*(?:is|flows))/);
    if (still < 0 || stream < 0) return null;
    const [p, q] = still < stream ? [Number(ratio[1]), Number(ratio[2])] : [Number(ratio[2]), Number(ratio[1])];
    equations.push({ b: q, s: -p, value: 0, line: `b : s = ${num(p)} : ${num(q)}.` });
    written.push(Number(ratio[1]), Number(ratio[2]));
  }
  // 'The river flows at 20% of the boat's still-water speed'.
  const share = /(?:stream|current|river|water)[^.?%]{0,40}?(\d+(?:\.\d+)?)\s*%\s+of\s+(?:the\s+|its\s+|his\s+)?(?:boat'?s?\s+|ferry'?s?\s+)?(?:speed|still[- ]water)/.exec(facts);
  if (share) {
    equations.push({ b: Number(share[1]) / 100, s: -1, value: 0, line: `s = ${num(Number(share[1]))}% of b.` });
    written.push(Number(share[1]));
  } else if (/%/.test(facts)) return null;
  if ((facts.match(/(?<![\d.])\d+(?:\.\d+)?\s*:\s*\d/g)?.length ?? 0) > 1) return null;
  // Trips with their distance give b ± s; a time each way over one unnamed distance gives their ratio.
  const unnamed = legs.filter((leg) => leg.km === null);
  for (const leg of legs) {
    written.push(...leg.written);
    if (leg.km !== null) {
      // 'He rows to a village 15 km down the river and returns, taking 8 hours in all' is the total above.
      const value = leg.km / leg.hours;
      equations.push({ b: 1, s: leg.down ? 1 : -1, value, line: `${num(leg.km)} km ${leg.down ? 'downstream' : 'upstream'} in ${hoursAndMinutes(leg.hours)}: b ${leg.down ? '+' : '−'} s = ${num(leg.km)} ÷ ${num(leg.hours)} = ${num(value)} km/h.` });
    }
  }
  let totalTrip: { km: number; hours: number } | null = null;
  if (totalHours) {
    // 'He rows to a village 15 km down the river and returns': the distance each way.
    const km = [...facts.matchAll(new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*-?\s*${KM_UNIT}\s*(?:${DOWN}|${UP}|away)`, 'g'))].filter((match) => !sameTime || match.index < sameTime.index || match.index > sameTime.index + sameTime[0].length);
    if ((roundKm === null && km.length !== 1) || (roundKm !== null && km.length !== 0) || legs.length > 0 || !/\breturns?\b|\bcomes? back\b|\bback\b|\bthere and back\b|\bround trip\b|\bto and fro\b/.test(facts)) return null;
    totalTrip = { km: roundKm ?? Number(km[0]![1]), hours: totalHours.hours };
    written.push(totalTrip.km, ...totalHours.written);
  }
  const timedOnly = unnamed;
  if (timedOnly.length === 2 && timedOnly[0]!.down !== timedOnly[1]!.down) {
    const [down, up] = timedOnly[0]!.down ? [timedOnly[0]!, timedOnly[1]!] : [timedOnly[1]!, timedOnly[0]!];
    // The same distance both ways: (b + s)·t_down = (b − s)·t_up.
    equations.push({ b: down.hours - up.hours, s: down.hours + up.hours, value: 0, line: `The same distance each way: (b + s) × ${hoursAndMinutes(down.hours)} = (b − s) × ${hoursAndMinutes(up.hours)}.` });
  } else if (timedOnly.length > 0) return null;
  const solved = solve(equations, totalTrip);
  if (!solved) return null;
  const { b, s } = solved;
  if (!(b > s && s > 0)) return null;
  const answer = askOf(asked, b, s, legs, totalTrip);
  if (!answer) return null;
  const check = checkStep(
    [`With b = ${num(round2(b))} km/h and s = ${num(round2(s))} km/h: ${equations.map((equation) => `${num(round2(equation.b * b + equation.s * s))} = ${num(equation.value)}`).join('; ')}${totalTrip ? `; ${num(totalTrip.km)} ÷ ${num(round2(b + s))} + ${num(totalTrip.km)} ÷ ${num(round2(b - s))} = ${num(round2(totalTrip.km / (b + s) + totalTrip.km / (b - s)))} h` : ''}.`],
    [...equations.map((equation) => [equation.b * b + equation.s * s, equation.value] as const), ...(totalTrip ? [[totalTrip.km / (b + s) + totalTrip.km / (b - s), totalTrip.hours] as const] : [])],
  );
  if (!check) return null;
  return {
    kind: 'boats',
    values: [round2(answer.value)],
    unit: answer.unit,
    label: answer.label,
    steps: [
      { title: 'Read the data', bullets: ['Let the boat\'s speed in still water be b and the stream\'s s (km/h): downstream b + s, upstream b − s.', ...equations.map((equation) => equation.line), ...(totalTrip ? [`There and back over ${num(totalTrip.km)} km takes ${hoursAndMinutes(totalTrip.hours)}: ${num(totalTrip.km)}/(b + s) + ${num(totalTrip.km)}/(b − s) = ${num(totalTrip.hours)}.`] : [])] },
      { title: 'Solve', bullets: [`b = ${num(round2(b))} km/h, s = ${num(round2(s))} km/h; downstream ${num(round2(b + s))} km/h, upstream ${num(round2(b - s))} km/h.`] },
      { title: answer.label, bullets: [answer.line] },
      check,
    ],
    mistakes: answer.mistakes,
    givens: written,
  };
}

/** b and s from two independent equations (the rest must agree), or from a ratio and a trip there and back. */
function solve(equations: readonly Equation[], totalTrip: { km: number; hours: number } | null): { b: number; s: number } | null {
  for (let i = 0; i < equations.length; i += 1) {
    for (let j = i + 1; j < equations.length; j += 1) {
      const [e, f] = [equations[i]!, equations[j]!];
      const det = e.b * f.s - e.s * f.b;
      if (Math.abs(det) < 1e-9) continue;
      const b = (e.value * f.s - e.s * f.value) / det;
      const s = (e.b * f.value - e.value * f.b) / det;
      return { b, s };
    }
  }
  // Only the ratio of b to s is fixed: the trip there and back sets the scale.
  if (!totalTrip || equations.length === 0 || equations.some((equation) => equation.value !== 0)) return null;
  const e = equations[0]!;
  if (Math.abs(e.b) < 1e-9) return null;
  const [b0, s0] = [-e.s / e.b, 1];
  if (!(b0 > s0)) return null;
  const scale = (totalTrip.km / (b0 + s0) + totalTrip.km / (b0 - s0)) / totalTrip.hours;
  return { b: b0 * scale, s: s0 * scale };
}

interface Asked {
  readonly value: number;
  readonly unit: 'km/h' | 'hours';
  readonly label: string;
  readonly line: string;
  readonly mistakes: { value: number; why: string }[];
}

/** What the question asks of b and s: a speed, or the time of a trip named in the ask or said before it. */
function askOf(asked: string, b: number, s: number, legs: readonly Leg[], totalTrip: { km: number; hours: number } | null): Asked | null {
  const down = new RegExp(DOWN).test(asked);
  const up = new RegExp(UP).test(asked);
  if (/\bhow long|\bhow much time|\bhow many (?:hours|minutes)|\btime (?:taken|it takes|will it take|needed|required)|\bwhat time\b|\bthe time\b/.test(asked)) {
    if (totalTrip) return null;
    const km = /(\d+(?:\.\d+)?)\s*-?\s*(?:km|kilomet)/.exec(asked);
    // 'Come back the same distance upstream', 'row back to his starting point': the one trip with a distance, the other way.
    const back = /\bback\b|\breturn|\bsame distance\b|\bstarting point\b/.test(asked);
    const known = legs.filter((leg) => leg.km !== null);
    if (km || !back || known.length !== 1) return null;
    const leg = known[0]!;
    const wayDown = !leg.down;
    if ((down || up) && down !== wayDown) return null;
    const speed = wayDown ? b + s : b - s;
    const hours = leg.km! / speed;
    return { value: hours, unit: 'hours', label: `The time ${wayDown ? 'downstream' : 'upstream'}`, line: `Back over ${num(leg.km!)} km ${wayDown ? 'downstream' : 'upstream'}: ${num(leg.km!)} ÷ ${num(round2(speed))} = ${hoursAndMinutes(hours)}.`, mistakes: [{ value: round2(leg.hours), why: 'this is the time of the trip out, against the other way of the stream' }, { value: round2(leg.km! / b), why: 'this ignores the stream' }] };
  }
  if (!/\bspeed|\brate\b|\bhow fast\b|\bkm\s*\/\s*h|\bkmph\b/.test(asked)) return null;
  const stream = /\b(?:stream|current|river|water flow)(?:'s)?\b(?!\s+(?:is|flows))/.test(asked.replace(new RegExp(`${DOWN}|${UP}`, 'g'), ' ')) && !/still[- ]water/.test(asked);
  const still = /still[- ]water|\bin still\b|\brate of rowing\b|\browing speed\b/.test(asked);
  const picks = [stream, still, down, up].filter(Boolean).length;
  if (picks !== 1) return null;
  if (stream) return { value: s, unit: 'km/h', label: 'The speed of the stream', line: `s = ${num(round2(s))} km/h.`, mistakes: [{ value: round2(b), why: 'this is the boat\'s speed in still water' }] };
  if (still) return { value: b, unit: 'km/h', label: 'The speed in still water', line: `b = ${num(round2(b))} km/h.`, mistakes: [{ value: round2(s), why: 'this is the speed of the stream' }] };
  return down
    ? { value: b + s, unit: 'km/h', label: 'The downstream speed', line: `b + s = ${num(round2(b + s))} km/h.`, mistakes: [{ value: round2(b - s), why: 'this is the upstream speed' }] }
    : { value: b - s, unit: 'km/h', label: 'The upstream speed', line: `b − s = ${num(round2(b - s))} km/h.`, mistakes: [{ value: round2(b + s), why: 'this is the downstream speed' }] };
}

/**
 * 'Two boats start towards each other from jetties 60 km apart on the same river; still-water
 * speeds 6 and 14 km/h, the river 2 km/h': one gains s downstream, the other loses it upstream, so
 * they close at 6 + 14 km/h whatever the stream.
 */
function towardsEachOther(raw: string): QuantAnswer | null {
  // 'Speeds in still water 12 & 6 km/hr': one unit for both.
  const text = raw.replace(new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*(?:&|and)\s*(\d+(?:\.\d+)?)\s*(${KMH_UNIT})`, 'g'), '$1 $3 and $2 $3');
  if (!/\btowards?\s+(?:each other|one another|it|the other|the first)\b|\bapproach each other\b/.test(text) || !/\bmeet\b/.test(questionOf(text).clause)) return null;
  // 'Jetties 60 km apart', 'another ghat 60 km further down the river': the one distance between them.
  const apart = new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*-?\s*${KM_UNIT}\s*(?:apart|further\s+(?:down|up)|away)`).exec(text);
  if ((text.match(new RegExp(String.raw`(?<![\d.])\d+(?:\.\d+)?\s*-?\s*${KM_UNIT}`, 'g')) ?? []).length !== 1 || !/\b(?:two|second|other|another)\b/.test(text)) return null;
  const speeds = [...text.matchAll(new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*${KMH_UNIT}`, 'g'))].map((match) => ({ value: Number(match[1]), index: match.index }));
  if (!apart || speeds.length !== 3 || !/still[- ]water/.test(text)) return null;
  const last = speeds[speeds.length - 1]!;
  if (!/\b(?:river|stream|current)\b[^.?]{0,30}$/.test(text.slice(Math.max(0, last.index - 40), last.index).replace(/\s+is\s*$/, ' at '))  || /\bin still\b|still[- ]water/.test(text.slice(Math.max(0, last.index - 30), last.index))) return null;
  const [first, second] = [speeds[0]!.value, speeds[1]!.value];
  const d = Number(apart[1]);
  const hours = d / (first + second);
  const stream = last.value;
  const check = checkStep([`In ${hoursAndMinutes(hours)} one goes ${num(round2((first + stream) * hours))} km and the other ${num(round2((second - stream) * hours))} km: together ${num(round2((first + second) * hours))} km.`], [[(first + stream) * hours + (second - stream) * hours, d]]);
  if (!check || !(second > stream && first > stream)) return null;
  return {
    kind: 'boats',
    values: [round2(hours)],
    unit: 'hours',
    label: 'The time until they meet',
    steps: [
      { title: 'Closing speed', bullets: [`Going downstream one boat gains ${num(stream)} km/h; going upstream the other loses ${num(stream)} km/h: together they close at ${num(first)} + ${num(second)} = ${num(first + second)} km/h, as in still water.`] },
      { title: 'Time to meet', bullets: [`${num(d)} ÷ ${num(first + second)} = ${hoursAndMinutes(hours)}.`] },
      check,
    ],
    mistakes: [{ value: round2(d / (first + second + stream)), why: 'this adds the stream once; it helps one boat as much as it slows the other' }],
    givens: [d, first, second, stream],
  };
}
