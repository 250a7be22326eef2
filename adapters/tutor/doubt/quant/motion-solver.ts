import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { KMH_UNIT, KM_UNIT, MS_UNIT, NUMBER, durations, hoursAndMinutes, questionOf, readable, withWrittenGivens, type MergedFigure } from './rate-text';
import { checkStep, lowestTerms, num, round2, usesAll } from './quant-text';
import { conversion, solveTrains } from './trains-solver';
import { clockReading, timesOfDay } from './time-of-day';
import { solveMotionIdeas } from './motion-ideas';
import { solveSpeedMultiple } from './speed-multiple';
import { solveAverageParts } from './average-parts';

/**
 * Speed, distance and time: trains (trains-solver.ts); two people or vehicles meeting, moving
 * apart or one catching the other; the average speed of a journey in legs; a time, distance or
 * speed from the other two; late and early at two speeds. Boats and streams have a solver of their
 * own (boats-solver.ts). Each reader takes the quantities by their units and the words around
 * them, and the question from its last clause; a question it cannot read in full is declined.
 */
export function solveMotion(raw: string): QuantAnswer | null {
  // '2 min 30 sec' is read as 150 seconds; its two written numbers count as used when 150 is.
  const merged: MergedFigure[] = [];
  const joined = raw.replace(/(?<![\d.])(\d+)\s*(?:minutes?|mins?)\s*(?:and\s+)?(\d+(?:\.\d+)?)\s*(?:seconds?|secs?)\b/g, (_match, minutes: string, seconds: string) => {
    const total = Number(minutes) * 60 + Number(seconds);
    merged.push({ value: total, written: [Number(minutes), Number(seconds)] });
    return `${total} seconds`;
  });
  const answer = motionOf(joined);
  return answer && merged.length > 0 ? withWrittenGivens(answer, merged) : answer;
}

/** Motion on text whose minutes and seconds are joined (see solveMotion). */
function motionOf(raw: string): QuantAnswer | null {
  // 'At the rate of 10 km and 11 km per hour respectively': each figure a speed.
  const text = wordFractions(readable(raw)).replace(/\b(\d+(?:\.\d+)?)\s*km\s+and\s+(\d+(?:\.\d+)?)\s*km\s+(?:per|an|a)\s+hour\b/g, '$1 km/h and $2 km/h');
  if (/clock|hands?\b|boat|stream|upstream|downstream|swimmer|river|\bcurrent\b|still water/.test(text)) return null;
  if (!new RegExp(String.raw`${NUMBER}\s*(?:${KMH_UNIT}|${MS_UNIT})|speed|km\b|kilomet|train`).test(text)) return null;
  // Meeting again at the starting point of a circular track is a question of whole laps, not read here.
  if (/circular|circle|round a|around a/.test(text) && /starting point|start(?:ing)? (?:place|position)|again|first time at/.test(questionOf(text).tail)) return null;
  const lapped = aroundTrack(text);
  if (lapped) return lapped;
  // Around a track with no way said for each runner, when they meet is not fixed.
  if (/circular|\bcircle\b/.test(text) && /\bmeet/.test(questionOf(text).tail) && !/opposite|other direction|towards each other|same direction|same way/.test(text)) return null;
  // 'Meet for the second time', 'the third meeting': only aroundTrack finds a meeting after the first.
  if (/circular|circle|round a|around a|\blaps?\b/.test(text) && /\b(?:second|third|fourth|fifth|2nd|3rd|4th|5th|next)\b|\b(?:two|three|four|five|\d+)\s+times\b/.test(questionOf(text).tail)) return null;
  return solveSpeedMultiple(text) ?? solveAverageParts(text) ?? stoppages(text) ?? conversion(text) ?? afterMeeting(text) ?? thereAndBack(text) ?? partly(text) ?? ratioTimes(text) ?? solveTrains(text) ?? apart(text) ?? meetingByClock(text) ?? meeting(text) ?? meetingGap(text) ?? meetingSurplus(text) ?? restOfJourney(text) ?? catchUpSpeed(text) ?? speedChangeSaves(text) ?? chase(text) ?? lateEarly(text) ?? usualSpeed(text) ?? averageSpeed(text) ?? plainMotion(text) ?? solveMotionIdeas(text);
}

/**
 * 'Excluding stoppages the speed of a train is 75 km/h, including stoppages it is 65 km/h; for how
 * many minutes does it stop per hour?': in an hour with stops it covers only 65 km, which at its
 * running speed takes 65/75 of the hour; it stands still the rest, (75 − 65)/75 × 60 minutes.
 */
function stoppages(text: string): QuantAnswer | null {
  // ('Stoppages' comes out of the text cleaning as 'stop pages'.)
  if (!/stop\s?pages?|\bstops\b|halts?\b/.test(text) || !/minutes?|\bmins?\b/.test(questionOf(text).tail)) return null;
  if (!/\bper hour\b|\ban hour\b|\bevery hour\b|\beach hour\b|\ba hour\b|\/\s*h(?:ou)?r\b/.test(questionOf(text).tail)) return null;
  const speeds = speedsIn(text);
  if (speeds.length !== 2 || durations(text).length > 0 || distancesIn(text).length > 0) return null;
  // Which speed is without the stops: the one said with 'excluding', 'without', 'not counting'.
  const without = /\b(?:excluding|without|not counting|not including|leaving out|apart from)\s+(?:the\s+|its\s+)?(?:stop\s?pages?|stops|halts)\b/;
  const withStops = /\b(?:including|with|counting)\s+(?:the\s+|its\s+)?(?:stop\s?pages?|stops|halts)\b/;
  const [a, b] = speeds as [Speed, Speed];
  // The words of a speed: from the speed before it (or the start) to it, after the last 'and' or 'but', and what follows it up to the next clause.
  const near = (speed: Speed, pattern: RegExp) => {
    const from = speed === b ? a.index + 1 : 0;
    const before = text.slice(from, speed.index).split(/\band\b|\bbut\b|\bwhile\b|\bwhereas\b|;|\.\s/).pop()!;
    const after = text.slice(speed.index, speed.index + 40).split(/[.,;]|\band\b|\bbut\b/)[0]!;
    return pattern.test(before) || pattern.test(after);
  };
  const aWithout = near(a, without) && !near(a, withStops);
  const bWithout = near(b, without) && !near(b, withStops);
  const aWith = near(a, withStops) && !near(a, without);
  const bWith = near(b, withStops) && !near(b, without);
  const [running, overall] = aWithout && bWith ? [a, b] : bWithout && aWith ? [b, a] : [null, null];
  if (!running || !overall || !(running.kmh > overall.kmh)) return null;
  const minutes = ((running.kmh - overall.kmh) / running.kmh) * 60;
  return answer({
    value: minutes, unit: 'minutes', label: 'The time it stops each hour',
    steps: [{ title: 'What the stops cost', bullets: [`With the stops it covers ${num(overall.kmh)} km in an hour; without them it would cover ${num(running.kmh)} km.`, `The ${num(running.kmh - overall.kmh)} km it loses would take ${num(running.kmh - overall.kmh)} ÷ ${num(running.kmh)} of an hour at its running speed: ${num(running.kmh - overall.kmh)}/${num(running.kmh)} × 60 = ${num(minutes)} minutes.`] }],
    mistakes: [{ value: round2(running.kmh - overall.kmh), why: 'this is the distance lost in an hour, not the time' }, { value: round2(((running.kmh - overall.kmh) / overall.kmh) * 60), why: 'this divides by the speed with the stops; the lost distance is run at the speed without them' }],
    givens: [running.written, overall.written],
    checks: [`Running ${num(60 - minutes)} minutes an hour at ${num(running.kmh)} km/h covers ${num((running.kmh * (60 - minutes)) / 60)} km, the ${num(overall.kmh)} km an hour with stops.`],
    pairs: [[(running.kmh * (60 - minutes)) / 60, overall.kmh]],
  });
}

/** 'Three-fifths of his usual speed' as '3/5 of his usual speed' ('five-fourths' as 5/4). */
function wordFractions(text: string): string {
  const tops: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
  const bottoms: Readonly<Record<string, number>> = { half: 2, halves: 2, third: 3, thirds: 3, fourth: 4, fourths: 4, quarter: 4, quarters: 4, fifth: 5, fifths: 5, sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10 };
  return text.replace(/\b(one|two|three|four|five|six|seven)[\s-]+(halves|half|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b/g, (phrase, top: string, bottom: string) => (tops[top]! !== bottoms[bottom]! ? `${tops[top]}/${bottoms[bottom]}` : phrase));
}

/**
 * Start times by the clock ('leaves at 6 a.m.', 'at 10:30 am', 'at 2 p.m.'), in hours from
 * midnight, with the numbers written. Noon is 12 p.m.
 */
function clockTimes(text: string): { hours: number; written: number[]; index: number }[] {
  return [...text.matchAll(/(?<![\d.])(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?\s?m\b\.?|p\.?\s?m\b\.?|noon\b)/g)].flatMap((match) => {
    const hour = Number(match[1]);
    const minutes = match[2] ? Number(match[2]) : 0;
    if (hour < 1 || hour > 12 || minutes >= 60) return [];
    const pm = /^p|noon/.test(match[3]!);
    const hours = (hour % 12) + (pm ? 12 : 0) + minutes / 60;
    return [{ hours, written: [hour, ...(match[2] ? [minutes] : [])], index: match.index }];
  });
}

/**
 * 'Two trains start towards each other; after meeting they reach their destinations in 9 and 4
 * hours': the speeds are as the square roots of the times the other way round (v1 : v2 = √t2 : √t1).
 * Answered only when both roots are whole (so the ratio is exact).
 */
function afterMeeting(text: string): QuantAnswer | null {
  if (!/after (?:passing|meeting|crossing) each other|after (?:they|the two [a-z]+) (?:meet|pass|cross)|after meeting/.test(text)) return null;
  const asked = questionOf(text).tail;
  if (!/ratio/.test(asked) || !/speed/.test(asked)) return null;
  const spans = durations(text);
  if (spans.length !== 2 || new RegExp(String.raw`${NUMBER}\s*(?:${KMH_UNIT}|${MS_UNIT})`).test(text) || distancesIn(text).length > 0) return null;
  // 'The ratio of the speed of the second train to that of the first' turns it round.
  if (/second[^.?]*?first/.test(asked) && !/first[^.?]*?second/.test(asked)) return null;
  const [t1, t2] = [spans[0]!.hours, spans[1]!.hours];
  const [r1, r2] = [Math.sqrt(t1), Math.sqrt(t2)];
  if (!Number.isInteger(Math.round(r1 * 1e9) / 1e9) || !Number.isInteger(Math.round(r2 * 1e9) / 1e9)) return null;
  const ratio = lowestTerms([Math.round(r2), Math.round(r1)]);
  if (!ratio) return null;
  const [v1, v2] = ratio as [number, number];
  // Meeting after time T: v1·T = v2·t2 and v2·T = v1·t1 (each covers what the other still has to go).
  const check = checkStep([`Take speeds ${num(v1)} and ${num(v2)}: they meet after T with ${num(v1)}T = ${num(v2)} × ${num(t2)}, so T = ${num((v2 * t2) / v1)}; then ${num(v2)} × ${num((v2 * t2) / v1)} = ${num((v2 * v2 * t2) / v1)} = ${num(v1)} × ${num(t1)}, the first train's part after the meeting.`], [[(v2 * v2 * t2) / v1, v1 * t1]]);
  if (!check) return null;
  return {
    kind: 'speed-distance', values: ratio, unit: 'ratio', label: 'The ratio of the speeds',
    steps: [
      { title: 'After they meet', bullets: ['Up to the meeting both run the same time T. What one covers after the meeting, the other covered before it.', `So v1 × ${num(t1)} = v2 × T and v2 × ${num(t2)} = v1 × T; dividing, (v1/v2)² = ${num(t2)}/${num(t1)}.`] },
      { title: 'Ratio', bullets: [`v1 : v2 = √${num(t2)} : √${num(t1)} = ${num(Math.round(r2))} : ${num(Math.round(r1))} = ${ratio.join(' : ')}.`] },
      check,
    ],
    mistakes: [{ value: t2 / t1, why: 'this takes the times without the square roots' }],
    givens: [...spans[0]!.written, ...spans[1]!.written],
  };
}

// ---------------------------------------------------------------------------------------------
// Quantities.

interface Speed {
  readonly kmh: number;
  readonly written: number;
  readonly index: number;
  readonly end: number;
}

/** Speeds in km/h (m/s converted), one by one, also from lists ('at 40 km/h and 50 km/h', 'at 40 and 50 km/h'). */
function speedsIn(text: string): Speed[] {
  const found: Speed[] = [];
  const pattern = new RegExp(String.raw`(?<![\d.])${NUMBER}(?:\s*(${KMH_UNIT}|${MS_UNIT}))?(?:\s*(?:,\s*(?:and\s+)?|and|&)\s*${NUMBER}\s*(${KMH_UNIT}|${MS_UNIT}))?`, 'g');
  for (const match of text.matchAll(pattern)) {
    const secondUnit = match[4];
    const firstUnit = match[2] ?? secondUnit;
    if (!firstUnit) continue;
    const toKmh = (value: number, unit: string) => (new RegExp(`^${MS_UNIT}$`).test(unit) ? value * 3.6 : value);
    found.push({ kmh: toKmh(Number(match[1]), firstUnit), written: Number(match[1]), index: match.index, end: match.index + match[1]!.length });
    if (match[3]) {
      const at = match.index + match[0].lastIndexOf(match[3]);
      found.push({ kmh: toKmh(Number(match[3]), secondUnit!), written: Number(match[3]), index: at, end: at + match[3].length });
    }
  }
  return found;
}

interface Distance {
  readonly km: number;
  readonly written: number;
  readonly index: number;
  readonly metres: boolean;
}

/** Distances in km (metres converted), not speeds. */
function distancesIn(text: string): Distance[] {
  const km = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*-?\s*${KM_UNIT}`, 'g'))].map((match) => ({ km: Number(match[1]), written: Number(match[1]), index: match.index, metres: false }));
  const metres = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*-?\s*(?:met(?:re|er)s?|mtrs?|m)\b(?!\s*\/|\s*per\b|\s*(?:a|an)\s+sec)`, 'g'))].map((match) => ({ km: Number(match[1]) / 1000, written: Number(match[1]), index: match.index, metres: true }));
  return [...km, ...metres].sort((a, b) => a.index - b.index);
}



/** The time unit the question asks in: minutes when it says so, else hours. */
function timeAnswer(question: string, hours: number, scale: 'seconds' | 'minutes' | null = null): { value: number; unit: QuantUnit; shown: string } {
  // 'How many minutes ... at 3 km per hour': the hour of a speed is not the unit asked.
  const asked = question.replace(new RegExp(KMH_UNIT, 'g'), ' ').replace(new RegExp(MS_UNIT, 'g'), ' ');
  if (/minutes?\b|mins?\b/.test(asked) && !/hours?\b/.test(asked)) return { value: hours * 60, unit: 'minutes', shown: `${num(hours * 60)} minutes` };
  if (/seconds?\b/.test(asked)) return { value: hours * 3600, unit: 'seconds', shown: `${num(hours * 3600)} seconds` };
  // Speeds in m/s give seconds; a gap of some metres at km/h, minutes (the question names no unit).
  if (!/hours?\b|hrs?\b/.test(asked) && scale === 'seconds' && hours < 1) return { value: hours * 3600, unit: 'seconds', shown: `${num(hours * 3600)} seconds` };
  if (!/hours?\b|hrs?\b/.test(asked) && scale === 'minutes' && hours < 1) return { value: hours * 60, unit: 'minutes', shown: `${num(hours * 60)} minutes` };
  // A long time that is not whole hours is shown in minutes, so that it is never matched to a rounded 'h min' option.
  if (hours >= 10 && Math.abs(hours - Math.round(hours)) > 1e-9 && Math.abs(hours * 60 - Math.round(hours * 60)) < 1e-9) return { value: hours * 60, unit: 'minutes', shown: `${num(hours * 60)} minutes` };
  return { value: hours, unit: 'hours', shown: `${num(hours)} hours (${hoursAndMinutes(hours)})` };
}

/** The unit a short time is best given in: seconds when speeds are in m/s, minutes when a gap is in metres at km/h. */
function scaleOf(text: string): 'seconds' | 'minutes' | null {
  const ms = new RegExp(String.raw`${NUMBER}\s*${MS_UNIT}`).test(text);
  const kmh = new RegExp(String.raw`${NUMBER}\s*${KMH_UNIT}`).test(text);
  if (ms && !kmh) return 'seconds';
  return kmh && !ms && distancesIn(text).some((distance) => distance.metres) ? 'minutes' : null;
}

const TIME_ASKED = /how long|how much time|how many (?:hours|minutes|seconds)|in what time|what time|after how (?:long|many|much)|when will|when do|time taken|time (?:will|would|do|does)|find the time|at what time|time (?:required|needed)|time it takes/;
const DISTANCE_ASKED = /how far|what distance|at what distance|distance|how many (?:km|kilomet|metres|meters)|how much distance|length of the (?:journey|trip|route|road|way|path)/;

function answer(values: { value: number; unit: QuantUnit; label: string; steps: SolutionStep[]; checks: string[]; pairs: (readonly [number, number])[]; mistakes: { value: number; why: string }[]; givens: number[] }): QuantAnswer | null {
  const check = checkStep(values.checks, values.pairs);
  if (!check) return null;
  return { kind: 'speed-distance', values: [round2(values.value)], unit: values.unit, label: values.label, steps: [...values.steps, check], mistakes: values.mistakes, givens: values.givens };
}

/** 'For the first time', 'the third time': which meeting is asked. */
const MEETINGS: Readonly<Record<string, number>> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5 };

/**
 * Two runners from one point around a circular track: going opposite ways they meet each time
 * together they have run one more lap (the sum of the speeds closes the track length); going the
 * same way, each time the faster gains a lap (the difference). The n-th meeting is n laps of that.
 * Meeting again at the starting point (whole laps of each) is not read here.
 */
function aroundTrack(text: string): QuantAnswer | null {
  if (!/circular|\bcircle\b|round (?:a|the) (?:track|park|field|lake|ground|stadium|pond)/.test(text)) return null;
  const asked = questionOf(text).tail;
  if (/starting point|start(?:ing)? (?:place|position)|again|how many (?:times|rounds|laps)|distance|how far|where/.test(asked) || !/\bmeet|\bcross each other|\bpass each other/.test(asked)) return null;
  const speeds = speedsIn(text);
  const tracks = distancesIn(text);
  if (speeds.length !== 2 || tracks.length !== 1 || durations(text).length > 0) return null;
  const opposite = /opposite direction|opposite directions|opposite ways?|in opposite|other direction|towards each other/.test(text);
  const same = /same direction|same way/.test(text);
  if (opposite === same) return null;
  const ordinal = /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)\s+time\b|\b(first|second|third|fourth|fifth)\s+meeting\b/.exec(asked);
  if (!ordinal && /\b(?:next|last|again|times)\b/.test(asked)) return null;
  const n = ordinal ? MEETINGS[(ordinal[1] ?? ordinal[2])!]! : 1;
  const [a, b] = speeds as [Speed, Speed];
  const rel = opposite ? a.kmh + b.kmh : Math.abs(a.kmh - b.kmh);
  if (!(rel > 0)) return null;
  const track = tracks[0]!;
  const hours = (n * track.km) / rel;
  const metric = track.metres;
  const unit: QuantUnit = /\bminutes?\b|\bmins?\b/.test(asked) ? 'minutes' : /\bhours?\b|\bhrs?\b/.test(asked) ? 'hours' : /\bseconds?\b|\bsecs?\b/.test(asked) || metric ? 'seconds' : 'hours';
  const value = unit === 'minutes' ? hours * 60 : unit === 'seconds' ? hours * 3600 : hours;
  const lengthText = `${num(track.written)} ${metric ? 'm' : 'km'}`;
  const speedText = (speed: Speed) => `${num(speed.written)}`;
  const relText = opposite ? `${speedText(a)} + ${speedText(b)}` : `${speedText(a)} − ${speedText(b)}`;
  return answer({
    value,
    unit,
    label: n === 1 ? 'The time until they first meet' : `The time until they meet for the ${(ordinal?.[1] ?? ordinal?.[2])!} time`,
    steps: [{ title: 'One lap at the relative speed', bullets: [
      opposite ? 'Going opposite ways, they meet each time together they have run one lap more: the speeds add.' : 'Going the same way, they meet each time the faster has gained one full lap: the speeds are taken one from the other.',
      `Relative speed = ${relText} = ${num(opposite ? a.kmh + b.kmh : Math.abs(a.kmh - b.kmh))} km/h${metric ? ` = ${num((rel * 5) / 18)} m/s` : ''}.`,
      `Meeting ${n}: ${n === 1 ? '' : `${n} × `}${lengthText} at that speed takes ${num(value)} ${unit}.`,
    ] }],
    checks: [`In ${num(value)} ${unit} they run ${num(a.kmh * hours * (metric ? 1000 : 1))} and ${num(b.kmh * hours * (metric ? 1000 : 1))} ${metric ? 'm' : 'km'}, which ${opposite ? 'together make' : 'differ by'} ${num(n)} × ${lengthText}.`],
    pairs: [[(opposite ? a.kmh + b.kmh : Math.abs(a.kmh - b.kmh)) * hours, n * track.km]],
    mistakes: [{ value: round2((n * track.km) / (opposite ? Math.abs(a.kmh - b.kmh) : a.kmh + b.kmh) * (unit === 'minutes' ? 60 : unit === 'seconds' ? 3600 : 1)), why: opposite ? 'this takes the speeds one from the other; going opposite ways they add' : 'this adds the speeds; going the same way only the gain counts' }],
    givens: [track.written, a.written, b.written],
  });
}

// ---------------------------------------------------------------------------------------------
// Two movers from the two ends: towards each other.

/**
 * 'One train leaves Jaipur at 5 a.m. for Agra at 60 km/h, another leaves Agra at 6 a.m. for Jaipur
 * at 40 km/h; the towns are 185 km apart: at what time do they meet?': the first runs alone until
 * the second starts, then the two close the rest of the gap at the sum of their speeds. Each start
 * time is paired with the speed beside it (time then speed, or speed then time, for both), and the
 * two must set out from different places (or 'towards each other'); the answer is a time of day.
 */
function meetingByClock(text: string): QuantAnswer | null {
  const asked = questionOf(text).tail;
  if (!/at what time|what time|\bwhen\b/.test(asked) || !/\bmeet|\bcross|\bpass/.test(asked)) return null;
  if (/same direction|overtake|catch|same (?:place|point|spot|station)/.test(text)) return null;
  const starts = [...text.matchAll(/\b(?:from|leaves|leaving|departs|starts)\s+(?:from\s+)?(?:the\s+)?(?:station\s+|city\s+|town\s+|village\s+)?([a-z]+)/g)].map((match) => match[1]!).filter((place) => !/^(?:from|at|a|an|the|station|home|there|here|rest|same|together|simultaneously|one|each|both)$/.test(place));
  const apartPlaces = new Set(starts).size >= 2;
  if (!apartPlaces && !/towards each other|toward each other|from opposite|opposite ends/.test(text)) return null;
  const speeds = speedsIn(text);
  const distances = distancesIn(text);
  const clocks = timesOfDay(text);
  if (speeds.length !== 2 || distances.length !== 1 || durations(text).length > 0) return null;
  // Both start at one written time only when the text says so.
  const sameStart = clocks.length === 1 && /at the same time|simultaneously/.test(text);
  if (clocks.length !== 2 && !sameStart) return null;
  const [s1, s2] = speeds as [Speed, Speed];
  const [c1, c2] = sameStart ? [clocks[0]!, clocks[0]!] : (clocks as [(typeof clocks)[0], (typeof clocks)[0]]);
  if (!sameStart && !((c1.index < s1.index && s1.index < c2.index && c2.index < s2.index) || (s1.index < c1.index && c1.index < s2.index && s2.index < c2.index))) return null;
  const d = distances[0]!;
  const [early, late] = c1.hours <= c2.hours ? [{ clock: c1, speed: s1 }, { clock: c2, speed: s2 }] : [{ clock: c2, speed: s2 }, { clock: c1, speed: s1 }];
  const head = late.clock.hours - early.clock.hours;
  const alone = early.speed.kmh * head;
  if (!(alone < d.km) || head > 12) return null;
  const total = s1.kmh + s2.kmh;
  const t = (d.km - alone) / total;
  const meet = late.clock.hours + t;
  // Papers print whole minutes: a time between two minutes is not claimed for an option.
  if (meet >= 24 || Math.abs(meet * 60 - Math.round(meet * 60)) > 1e-6) return null;
  const gone = [early.speed.kmh * (meet - early.clock.hours), late.speed.kmh * (meet - late.clock.hours)] as const;
  const steps: SolutionStep[] = [];
  if (head > 0) steps.push({ title: 'The head start', bullets: [`From ${clockReading(early.clock.hours)} to ${clockReading(late.clock.hours)} (${hoursAndMinutes(head)}) only the first one moves: ${num(early.speed.kmh)} × ${num(round2(head))} = ${num(round2(alone))} km.`, `Gap left: ${num(d.km)} − ${num(round2(alone))} = ${num(round2(d.km - alone))} km.`] });
  steps.push({ title: 'Relative speed', bullets: [`Then they close the gap at ${num(s1.kmh)} + ${num(s2.kmh)} = ${num(total)} km/h.`, `Time = ${num(round2(d.km - alone))} ÷ ${num(total)} = ${num(round2(t))} hours (${hoursAndMinutes(t)}).`, `They meet at ${clockReading(late.clock.hours)} + ${hoursAndMinutes(t)} = ${clockReading(meet)}.`] });
  const check = checkStep([`By ${clockReading(meet)} the one that left at ${clockReading(early.clock.hours)} has gone ${num(round2(gone[0]))} km and the other ${num(round2(gone[1]))} km: ${num(round2(gone[0] + gone[1]))} km, the whole distance.`], [[gone[0] + gone[1], d.km]]);
  if (!check) return null;
  return {
    kind: 'speed-distance', values: [meet], unit: 'time of day', label: 'The time they meet',
    steps: [...steps, check],
    mistakes: [{ value: early.clock.hours + d.km / total, why: 'this starts both at the earlier time; the second leaves later' }, { value: late.clock.hours + d.km / total, why: 'this forgets the head start of the first' }],
    givens: [d.written, s1.written, s2.written, ...(sameStart ? c1.written : [...c1.written, ...c2.written])],
  };
}

function meeting(text: string): QuantAnswer | null {
  if (!/towards each other|toward each other|opposite ends|other end|from the ends|each other|meet|for q|for p|for a\b|for b\b|from opposite|in opposite direction/.test(text)) return null;
  const speeds = speedsIn(text);
  const distances = distancesIn(text);
  const asked = questionOf(text).tail;
  const hours = durations(text);
  if (distances.length !== 1 || speeds.length < 1 || speeds.length > 2) return null;
  const d = distances[0]!;
  // Moving apart from one place (opposite directions) is another question.
  if (/same (?:place|point|spot|station)|from a point|from one place/.test(text) && !/towards|meet/.test(text)) return null;
  if (/same direction|overtake|catch/.test(text)) return null;
  const [v1, v2] = speeds;
  // Start times by the clock count only when both start together ('leaves P at 8 a.m. ... at the same time').
  const clocks = clockTimes(text);
  const together = clocks.length === 0 || (clocks.length === 1 && /at the same time|simultaneously/.test(text)) || (clocks.length === 2 && clocks[0]!.hours === clocks[1]!.hours);
  if (!together || /at what time/.test(asked)) return null;
  const clockGivens = clocks.flatMap((clock) => clock.written);
  // Two speeds: when and where they meet.
  if (speeds.length === 2 && hours.length === 0) {
    const total = v1!.kmh + v2!.kmh;
    const t = d.km / total;
    const base = { givens: [d.written, v1!.written, v2!.written, ...clockGivens], checks: [`In ${num(t)} h they go ${num(v1!.kmh * t)} km and ${num(v2!.kmh * t)} km: ${num((v1!.kmh + v2!.kmh) * t)} km in all, the distance between them.`], pairs: [[v1!.kmh * t + v2!.kmh * t, d.km] as const] };
    const first = [`Coming towards each other, they close the gap at ${num(v1!.kmh)} + ${num(v2!.kmh)} = ${num(total)} km/h.`, `Time to meet = ${num(d.km)} ÷ ${num(total)} = ${num(t)} hours.`];
    if (DISTANCE_ASKED.test(asked) && !TIME_ASKED.test(asked.replace(/at what distance/, ''))) {
      // From whose start? The place named in the question, or 'the first'.
      const from = startOf(text, asked, speeds);
      if (!from) return null;
      const covered = from.kmh * t;
      return answer({
        value: covered, unit: 'km', label: `The distance from ${from.place} where they meet`,
        steps: [{ title: 'Relative speed', bullets: first }, { title: 'Where they meet', bullets: [`The one from ${from.place} goes ${num(from.kmh)} × ${num(t)} = ${num(covered)} km.`] }],
        mistakes: [{ value: round2(d.km - covered), why: 'this is the distance from the other end' }, { value: round2(d.km / 2), why: 'this is the middle; the faster one goes farther' }],
        ...base,
      });
    }
    if (!TIME_ASKED.test(asked)) return null;
    const shown = timeAnswer(asked, t, scaleOf(text));
    return answer({
      value: shown.value, unit: shown.unit, label: 'The time until they meet',
      steps: [{ title: 'Relative speed', bullets: first }],
      mistakes: [{ value: round2(d.km / Math.abs(v1!.kmh - v2!.kmh)), why: 'this subtracts the speeds; coming towards each other they add' }],
      ...base,
    });
  }
  // One speed and the time they meet after: the other speed.
  if (speeds.length === 1 && hours.length === 1 && /speed|how fast/.test(asked)) {
    const t = hours[0]!.hours;
    const other = d.km / t - v1!.kmh;
    if (!(other > 0)) return null;
    return answer({
      value: other, unit: 'km/h', label: 'The other speed',
      steps: [{ title: 'Relative speed', bullets: [`They close ${num(d.km)} km in ${num(t)} h: together ${num(d.km)} ÷ ${num(t)} = ${num(d.km / t)} km/h.`, `The other speed = ${num(d.km / t)} − ${num(v1!.kmh)} = ${num(other)} km/h.`] }],
      mistakes: [{ value: round2(d.km / t), why: 'this is the two speeds together' }],
      givens: [d.written, v1!.written, ...hours[0]!.written],
      checks: [`In ${num(t)} h: ${num(v1!.kmh * t)} km + ${num(other * t)} km = ${num((v1!.kmh + other) * t)} km.`],
      pairs: [[(v1!.kmh + other) * t, d.km]],
    });
  }
  return null;
}

/**
 * 'A bus leaves P towards Q at 32 km/h and at the same time a jeep leaves Q towards P at 66 km/h;
 * they meet after 3 hours 24 minutes: how far apart are P and Q?': the two distances covered add
 * up to the whole gap. Both must start together from the two ends.
 */
function meetingGap(text: string): QuantAnswer | null {
  if (!/towards each other|toward each other|from opposite|opposite ends|\btowards?\b[^.?]*\btowards?\b/.test(text) || !/\bmeet|\bcross each other|\bpass each other/.test(text)) return null;
  if (!/at (?:the )?same time|simultaneously|together|same moment|at once/.test(text) || /\b(?:start|starts|started|leave|leaves|left|set out|sets out|depart|departs)\b[^.?,]{0,40}\b(?:later|earlier)\b|same direction|overtake|catch/.test(text)) return null;
  const speeds = speedsIn(text);
  const hours = durations(text).filter((span) => !speeds.some((speed) => speed.index === span.index));
  if (speeds.length !== 2 || hours.length !== 1 || distancesIn(text).length !== 0 || clockTimes(text).length > 0) return null;
  const asked = questionOf(text).tail;
  if (!DISTANCE_ASKED.test(asked) || TIME_ASKED.test(asked) || !/\bbetween\b|\bapart\b|distance of the (?:two|cities|towns|places|stations)|from each other|whole distance|total distance|distance\s+(?:from\s+)?[a-z]+\s+to\s+[a-z]+/.test(asked)) return null;
  const [a, b] = speeds as [Speed, Speed];
  const t = hours[0]!.hours;
  const total = (a.kmh + b.kmh) * t;
  return answer({
    value: total, unit: 'km', label: 'The distance between the two places',
    steps: [{ title: 'Relative speed', bullets: [`Coming towards each other they close the gap at ${num(a.kmh)} + ${num(b.kmh)} = ${num(a.kmh + b.kmh)} km/h.`, `In ${hoursAndMinutes(t)} (${num(t)} h) they close ${num(a.kmh + b.kmh)} × ${num(t)} = ${num(total)} km: the whole distance.`] }],
    mistakes: [{ value: round2(Math.abs(a.kmh - b.kmh) * t), why: 'this subtracts the speeds; coming towards each other they add' }, { value: round2(Math.max(a.kmh, b.kmh) * t), why: 'this is only the distance the faster one covers' }],
    givens: [a.written, b.written, ...hours[0]!.written],
    checks: [`In ${num(t)} h one goes ${num(a.kmh * t)} km and the other ${num(b.kmh * t)} km: ${num(a.kmh * t + b.kmh * t)} km together.`],
    pairs: [[a.kmh * t + b.kmh * t, total]],
  });
}

/**
 * 'Two cars set out at the same time from two cities towards each other at 56 and 34 km/h; where
 * they meet the faster has gone 110 km more than the slower: how far apart are the cities?': the
 * gap 110 km opens at 56 − 34 = 22 km/h, so they meet after 5 hours, and the cities are
 * (56 + 34) × 5 km apart.
 */
function meetingSurplus(text: string): QuantAnswer | null {
  if (!/towards each other|toward each other|from opposite|\btowards?\b[^.?]*\btowards?\b/.test(text) || !/\bmeet/.test(text) || !/at the same time|simultaneously|together|same moment|at once/.test(text)) return null;
  const speeds = speedsIn(text);
  const distances = distancesIn(text);
  if (speeds.length !== 2 || distances.length !== 1 || durations(text).length > 0 || clockTimes(text).length > 0) return null;
  const surplus = distances[0]!;
  if (!/^\s*(?:more|farther|further|extra)\s+than\b/.test(text.slice(surplus.index).replace(new RegExp(String.raw`^\d+(?:\.\d+)?\s*-?\s*${KM_UNIT}`), ''))) return null;
  const asked = questionOf(text).tail;
  if (!DISTANCE_ASKED.test(asked) || !/\bapart\b|\bbetween\b|distance between|from each other/.test(asked)) return null;
  const [a, b] = speeds as [Speed, Speed];
  const gain = Math.abs(a.kmh - b.kmh);
  if (!(gain > 0)) return null;
  const t = surplus.km / gain;
  const total = (a.kmh + b.kmh) * t;
  return answer({
    value: total, unit: 'km', label: 'The distance between the two places',
    steps: [{ title: 'When they meet', bullets: [`Each hour the faster goes ${num(Math.max(a.kmh, b.kmh))} − ${num(Math.min(a.kmh, b.kmh))} = ${num(gain)} km more than the slower; ${num(surplus.km)} km more takes ${num(surplus.km)} ÷ ${num(gain)} = ${num(t)} hours.`, `Together they close ${num(a.kmh)} + ${num(b.kmh)} = ${num(a.kmh + b.kmh)} km/h: in ${num(t)} h, ${num(total)} km, the whole distance.`] }],
    mistakes: [{ value: round2(surplus.km), why: 'this is only how much farther the faster one went' }],
    givens: [a.written, b.written, surplus.written],
    checks: [`In ${num(t)} h: ${num(Math.max(a.kmh, b.kmh) * t)} km and ${num(Math.min(a.kmh, b.kmh) * t)} km, ${num(Math.abs(a.kmh - b.kmh) * t)} km apart in what they covered, as stated.`],
    pairs: [[Math.abs(a.kmh - b.kmh) * t, surplus.km]],
  });
}

/**
 * 'A man has to cover 360 km in 8 hours. If he covers 3/5 of the journey in 2/5 of the time, what
 * should his speed be for the rest?': the distance left over the time left.
 */
function restOfJourney(text: string): QuantAnswer | null {
  const asked = questionOf(text).tail;
  if (!/speed|how fast/.test(asked) || !/\b(?:rest|remaining|remainder|balance)\b/.test(asked)) return null;
  const distances = distancesIn(text);
  const spans = durations(text);
  if (distances.length !== 1 || spans.length !== 1 || speedsIn(text).length > 0) return null;
  const share = String.raw`(?:(\d+)\s*\/\s*(\d+)|(half))\s*(?:th|rd)?\s*(?:of\s+)?`;
  const part = new RegExp(String.raw`${share}(?:the\s+|its\s+|his\s+|her\s+)?(?:journey|distance|way|route|trip)\b[^.?]*?\bin\s+${share}(?:the\s+|its\s+|his\s+|her\s+)?(?:available\s+|given\s+|total\s+|allotted\s+)?time\b`).exec(text);
  if (!part) return null;
  const fraction = (top?: string, bottom?: string, half?: string) => (half ? 0.5 : Number(top) / Number(bottom));
  const done = fraction(part[1], part[2], part[3]);
  const used = fraction(part[4], part[5], part[6]);
  if (!(done > 0 && done < 1 && used > 0 && used < 1)) return null;
  const [d, t] = [distances[0]!.km, spans[0]!.hours];
  const speed = (d * (1 - done)) / (t * (1 - used));
  const written = [...(part[1] ? [Number(part[1]), Number(part[2])] : []), ...(part[4] ? [Number(part[4]), Number(part[5])] : [])];
  return answer({
    value: speed, unit: 'km/h', label: 'The speed needed for the rest',
    steps: [{ title: 'What is left', bullets: [`Distance left: ${num(d)} × (1 − ${num(done)}) = ${num(d * (1 - done))} km.`, `Time left: ${num(t)} × (1 − ${num(used)}) = ${num(t * (1 - used))} h.`, `Speed = ${num(d * (1 - done))} ÷ ${num(t * (1 - used))} = ${num(speed)} km/h.`] }],
    mistakes: [{ value: round2(d / t), why: 'this is the average speed for the whole journey' }, { value: round2((d * done) / (t * used)), why: 'this is the speed of the part already covered' }],
    givens: [distances[0]!.written, ...spans[0]!.written, ...written],
    checks: [`${num(d * done)} km in ${num(t * used)} h, then ${num(d * (1 - done))} km at ${num(speed)} km/h in ${num((d * (1 - done)) / speed)} h: ${num(t * used + (d * (1 - done)) / speed)} h in all.`],
    pairs: [[t * used + (d * (1 - done)) / speed, t]],
  });
}

/**
 * 'A bus goes at 40 km/h; a car starts 45 minutes later from the same place and catches the bus
 * after 1 hour: the car's speed?': in that hour the car covers what the bus covered in 1 h 45 min.
 */
function catchUpSpeed(text: string): QuantAnswer | null {
  if (!/\bcatch(?:es)?\b|\bcaught\b|overtak/.test(text) || !/later|after/.test(text) || !/\bsame\s+(?:place|point|spot|station|depot|town|city|garage|stand|starting point)\b|from the same/.test(text)) return null;
  const speeds = speedsIn(text);
  const spans = durations(text);
  if (speeds.length !== 1 || spans.length !== 2 || distancesIn(text).length > 0) return null;
  const asked = questionOf(text).tail;
  if (!/speed|how fast/.test(asked)) return null;
  // The delay is the span said with 'later'; the chase the span said with 'catches ... after'.
  const [first, second] = spans as [Span, Span];
  const isDelay = (span: Span) => /^\s*(?:later|afterwards)\b/.test(text.slice(span.end, span.end + 12));
  // 'Catches the bus after 1 hour', 'catches up with the bus 1 hour after it started'.
  const isChase = (span: Span) => /\b(?:catch(?:es)?|caught|overtakes?|overtook)\b[^.?,;\d]{0,25}\b(?:after|in)\s*$/.test(text.slice(Math.max(0, span.index - 45), span.index)) || (/\b(?:catch(?:es)?|caught|overtakes?|overtook)\b[^.?,;\d]{0,30}$/.test(text.slice(Math.max(0, span.index - 45), span.index)) && /^\s*(?:after\s+(?:it|he|she|the\s+[a-z]+)\s+(?:started|starts|set\s+out|left)|after\s+starting|after\s+setting\s+out)/.test(text.slice(span.end, span.end + 30)));
  const delay = isDelay(first) && isChase(second) ? first : isDelay(second) && isChase(first) ? second : null;
  const chaseSpan = delay === first ? second : first;
  if (!delay) return null;
  const slow = speeds[0]!;
  if (slow.index > delay.index) return null;
  const speed = (slow.kmh * (delay.hours + chaseSpan.hours)) / chaseSpan.hours;
  return answer({
    value: speed, unit: 'km/h', label: 'The speed of the one that starts later',
    steps: [{ title: 'Same distance when it catches up', bullets: [`The first has gone ${num(slow.kmh)} × (${num(delay.hours)} + ${num(chaseSpan.hours)}) = ${num(slow.kmh * (delay.hours + chaseSpan.hours))} km when it is caught.`, `The second covers that in ${num(chaseSpan.hours)} h: ${num(slow.kmh * (delay.hours + chaseSpan.hours))} ÷ ${num(chaseSpan.hours)} = ${num(speed)} km/h.`] }],
    mistakes: [{ value: round2(slow.kmh + (slow.kmh * delay.hours) / chaseSpan.hours - slow.kmh), why: 'this is only the speed it gains on the first' }],
    givens: [slow.written, ...delay.written, ...chaseSpan.written],
    checks: [`In ${num(chaseSpan.hours)} h at ${num(speed)} km/h: ${num(speed * chaseSpan.hours)} km; the first in ${num(delay.hours + chaseSpan.hours)} h at ${num(slow.kmh)} km/h: ${num(slow.kmh * (delay.hours + chaseSpan.hours))} km.`],
    pairs: [[speed * chaseSpan.hours, slow.kmh * (delay.hours + chaseSpan.hours)]],
  });
}

type Span = ReturnType<typeof durations>[number];

/**
 * 'If a man increases his speed by 8 km/h he takes 1 hour less to cover 70 km: his usual speed?',
 * 'dist 3 km; if speed is 1 km/h more, time saved = 15 minutes': d/v − d/(v + k) = t, so
 * v² + kv − dk/t = 0 (and with a slower speed, d/(v − k) − d/v = t, v² − kv − dk/t = 0).
 */
function speedChangeSaves(text: string): QuantAnswer | null {
  const speeds = speedsIn(text);
  const distances = distancesIn(text);
  const spans = durations(text);
  if (speeds.length !== 1 || distances.length !== 1 || spans.length !== 1) return null;
  const change = speeds[0]!;
  const around = `${text.slice(Math.max(0, change.index - 40), change.index)}#${text.slice(change.end).replace(new RegExp(String.raw`^\s*(?:${KMH_UNIT}|${MS_UNIT})`), '').slice(0, 25)}`;
  const faster = /(?:increases?|increased|raises?|raised|more|faster|higher|greater)\b[^#.?]{0,25}?\bby\s*#|#\s*(?:more|faster|higher|greater|extra)\b/.test(around);
  const slower = /(?:decreases?|decreased|reduces?|reduced|lowers?|lowered|less|slower)\b[^#.?]{0,25}?\bby\s*#|#\s*(?:less|slower|lower)\b/.test(around);
  if (faster === slower) return null;
  const span = spans[0]!;
  const spanAround = `${text.slice(Math.max(0, span.index - 30), span.index)}#${text.slice(span.end, span.end + 20)}`;
  const saves = /#\s*(?:less|earlier|sooner|fewer)\b|(?:saved?|saves|saving)\s*(?:is|=|of)?\s*#|#\s*(?:is\s+)?saved/.test(spanAround);
  const costs = /#\s*(?:more|longer|later|extra)\b|(?:late|delayed)\s+by\s*#/.test(spanAround);
  if (saves === costs || saves !== faster) return null;
  const asked = questionOf(text).tail;
  if (!/speed|how fast/.test(asked) || !/usual|original|actual|normal|initial|present|his speed|her speed|its speed|speed\s*=|what is the speed/.test(asked) || /new|increased|reduced/.test(asked)) return null;
  const [d, k, t] = [distances[0]!.km, change.kmh, span.hours];
  const root = Math.sqrt(k * k + (4 * d * k) / t);
  const v = faster ? (-k + root) / 2 : (k + root) / 2;
  if (!(v > 0) || (!faster && !(v > k))) return null;
  const other = faster ? v + k : v - k;
  return answer({
    value: v, unit: 'km/h', label: 'The usual speed',
    steps: [{ title: 'The two times differ by the time saved', bullets: [`${faster ? `d/v − d/(v + ${num(k)})` : `d/(v − ${num(k)}) − d/v`} = ${num(t)} h with d = ${num(d)} km: v² ${faster ? '+' : '−'} ${num(k)}v − ${num((d * k) / t)} = 0.`, `v = (${faster ? '−' : ''}${num(k)} + √(${num(k * k)} + ${num((4 * d * k) / t)})) ÷ 2 = ${num(v)} km/h.`] }],
    mistakes: [{ value: round2(other), why: `this is the ${faster ? 'faster' : 'slower'} speed` }],
    givens: [distances[0]!.written, change.written, ...span.written],
    checks: [`${num(d)} ÷ ${num(v)} = ${num(d / v)} h and ${num(d)} ÷ ${num(other)} = ${num(d / other)} h: ${num(Math.abs(d / v - d / other))} h apart.`],
    pairs: [[Math.abs(d / v - d / other), t]],
  });
}

/**
 * From one place at the same time, opposite ways (or the same way): the gap grows at the sum (or
 * the difference) of the speeds. 'After 2 hours, how far apart are they?' is the ask; 'after 2
 * hours, the other starts' is a later start, another question.
 */
function apart(text: string): QuantAnswer | null {
  if (!/same (?:place|point|spot|station|time and place)|from a point|(?:from|leave|leaves|left)\s+(?:one|a)\s+(?:place|point|spot)|from the same/.test(text) || /towards|meet|later|after\s+\d+\s*(?:hours?|minutes?)\s*,(?!\s*(?:how far|what is the distance|find the distance))/.test(text)) return null;
  const opposite = /opposite directions?|in opposite|other direction|opposite ways?/.test(text);
  const same = /same direction|same way/.test(text);
  if (opposite === same) return null;
  const speeds = speedsIn(text);
  if (speeds.length !== 2) return null;
  const asked = questionOf(text).tail;
  const [a, b] = speeds as [Speed, Speed];
  const rate = opposite ? a.kmh + b.kmh : Math.abs(a.kmh - b.kmh);
  if (!(rate > 0)) return null;
  const spans = durations(text);
  const distances = distancesIn(text);
  const how = opposite ? `Going opposite ways the gap grows at ${num(a.kmh)} + ${num(b.kmh)} = ${num(rate)} km/h.` : `Going the same way the gap grows at ${num(Math.max(a.kmh, b.kmh))} − ${num(Math.min(a.kmh, b.kmh))} = ${num(rate)} km/h.`;
  if (spans.length === 1 && distances.length === 0 && DISTANCE_ASKED.test(asked)) {
    const t = spans[0]!.hours;
    const gap = rate * t;
    return answer({ value: gap, unit: 'km', label: 'The distance between them', steps: [{ title: 'Relative speed', bullets: [how, `After ${num(t)} h: ${num(rate)} × ${num(t)} = ${num(gap)} km.`] }], mistakes: [{ value: round2((opposite ? Math.abs(a.kmh - b.kmh) : a.kmh + b.kmh) * t), why: opposite ? 'this subtracts the speeds; going opposite ways they add' : 'this adds the speeds; going the same way only the difference counts' }], givens: [a.written, b.written, ...spans[0]!.written], checks: [`In ${num(t)} h they go ${num(a.kmh * t)} km and ${num(b.kmh * t)} km, ${opposite ? 'in opposite directions' : 'the same way'}: ${num(opposite ? (a.kmh + b.kmh) * t : Math.abs(a.kmh - b.kmh) * t)} km apart.`], pairs: [[opposite ? (a.kmh + b.kmh) * t : Math.abs(a.kmh - b.kmh) * t, gap]] });
  }
  if (spans.length === 0 && distances.length === 1 && TIME_ASKED.test(asked)) {
    const d = distances[0]!;
    const t = d.km / rate;
    const shown = timeAnswer(asked, t, scaleOf(text));
    return answer({ value: shown.value, unit: shown.unit, label: 'The time to be that far apart', steps: [{ title: 'Relative speed', bullets: [how, `${num(d.km)} km ÷ ${num(rate)} km/h = ${num(t)} h.`] }], mistakes: [], givens: [a.written, b.written, d.written], checks: [`In ${num(t)} h the gap grows by ${num(rate * t)} km.`], pairs: [[rate * t, d.km]] });
  }
  return null;
}

/** Who starts from the place the question measures from: 'from P' (the one that leaves P), 'from the first car's starting point'. */
function startOf(text: string, asked: string, speeds: readonly Speed[]): { kmh: number; place: string } | null {
  if (/first/.test(asked)) return { kmh: speeds[0]!.kmh, place: 'the first one\'s start' };
  if (/second/.test(asked)) return { kmh: speeds[1]!.kmh, place: 'the second one\'s start' };
  // 'From Delhi and Agra ... at 60 km/h and 40 km/h': the places in the order of the speeds.
  const pair = /from\s+(?:stations?\s+|towns?\s+|cities\s+|places?\s+|points?\s+)?([a-z]+)\s+and\s+([a-z]+)\b/.exec(text);
  const named = /from\s+(?:the\s+)?(?:town\s+|city\s+|place\s+|point\s+|station\s+)?([a-z]+)\b/.exec(asked.replace(/how far/, ''));
  if (pair && named && speeds.length === 2 && pair.index < speeds[0]!.index && [pair[1], pair[2]].includes(named[1]) && pair[1] !== pair[2]) {
    const at = pair[1] === named[1] ? 0 : 1;
    return { kmh: speeds[at]!.kmh, place: named[1]!.length === 1 ? named[1]!.toUpperCase() : `${named[1]!.charAt(0).toUpperCase()}${named[1]!.slice(1)}` };
  }
  const place = /from\s+(?:the\s+)?(?:town\s+|city\s+|place\s+|point\s+|station\s+)?([a-z]+)\b(?!\s+(?:and|to)\b)/.exec(asked.replace(/how far/, ''));
  if (!place) return null;
  const letter = place[1]!;
  // The speed whose clause says it leaves that place: 'a car leaves p for q at 63 km/h'.
  const owners = speeds.filter((speed) => {
    const clause = text.slice(Math.max(0, text.lastIndexOf(',', speed.index - 1), text.lastIndexOf('.', speed.index - 1), text.lastIndexOf(' and ', speed.index - 1)), speed.index);
    return new RegExp(String.raw`(?:from|leaves|leaving|left|starts? (?:from|at)|at)\s+(?:town\s+|city\s+|place\s+|point\s+|station\s+)?${letter}\b`).test(clause);
  });
  if (/^(?:the|his|her|their|its|start|starting|each|one|where|there)$/.test(letter)) return null;
  return owners.length === 1 ? { kmh: owners[0]!.kmh, place: letter.length === 1 ? letter.toUpperCase() : `${letter.charAt(0).toUpperCase()}${letter.slice(1)}` } : null;
}

// ---------------------------------------------------------------------------------------------
// One catches the other: a head start in distance or in time.

function chase(text: string): QuantAnswer | null {
  if (!/chase|catch|caught|overtake|behind|ahead|head start|later|after\s+\d|same direction|pursu/.test(text)) return null;
  // 'From Patna towards Ajmer ... from Ajmer towards Patna': coming towards each other is no chase.
  if (/towards each other|opposite|\btowards?\b[^.?]*\btowards?\b/.test(text)) return null;
  const speeds = speedsIn(text);
  if (speeds.length !== 2) return null;
  const asked = questionOf(text).tail;
  const [slow, fast] = speeds[0]!.kmh < speeds[1]!.kmh ? [speeds[0]!, speeds[1]!] : [speeds[1]!, speeds[0]!];
  if (!(fast.kmh > slow.kmh)) return null;
  const gain = fast.kmh - slow.kmh;
  const distances = distancesIn(text);
  const spans = durations(text).filter((span) => !speeds.some((speed) => speed.index === span.index));
  // 'Leaves at 6 a.m. at 45 km/h; the other leaves the same place at 8 a.m. at 70 km/h': a head start of 2 hours.
  const clocks = clockTimes(text);
  const byClock = spans.length === 0 && clocks.length === 2 && clocks[0]!.index < speeds[0]!.index && speeds[0]!.index < clocks[1]!.index && clocks[1]!.index < speeds[1]!.index && clocks[1]!.hours > clocks[0]!.hours
    ? [{ hours: clocks[1]!.hours - clocks[0]!.hours, written: [...clocks[0]!.written, ...clocks[1]!.written], index: clocks[1]!.index, end: clocks[1]!.index, minutes: false }]
    : null;
  if (clocks.length > 0 && !byClock) return null;
  const hours = byClock ?? spans;
  // A head start in time: 'B starts 3 hours later from the same place'.
  if (distances.length === 0 && hours.length === 1 && /later|after|same (?:place|point|station|spot)|same station/.test(text)) {
    const delay = hours[0]!;
    // The slower one must be the one that left first.
    if (speeds[0] !== slow) return null;
    const lead = slow.kmh * delay.hours;
    const t = lead / gain;
    const where = fast.kmh * t;
    const base = { givens: [slow.written, fast.written, ...delay.written], checks: [`After ${num(t)} h more, the second has gone ${num(fast.kmh * t)} km and the first ${num(slow.kmh * (t + delay.hours))} km: the same place.`], pairs: [[fast.kmh * t, slow.kmh * (t + delay.hours)] as const] };
    const lines = [`When the second starts, the first is ${num(slow.kmh)} × ${num(delay.hours)} = ${num(lead)} km ahead.`, `The gap closes at ${num(fast.kmh)} − ${num(slow.kmh)} = ${num(gain)} km/h: ${num(lead)} ÷ ${num(gain)} = ${num(t)} hours.`];
    if (DISTANCE_ASKED.test(asked)) {
      return answer({ value: where, unit: 'km', label: 'The distance from the start where they meet', steps: [{ title: 'Head start', bullets: [...lines, `Distance from the start = ${num(fast.kmh)} × ${num(t)} = ${num(where)} km.`] }], mistakes: [{ value: round2(slow.kmh * t), why: 'this multiplies the time by the slower speed without its head start' }, { value: round2(lead), why: 'this is only the head start' }], ...base });
    }
    if (TIME_ASKED.test(asked) && !/at what time/.test(asked)) {
      const shown = timeAnswer(asked, t, scaleOf(text));
      return answer({ value: shown.value, unit: shown.unit, label: 'The time after the second starts', steps: [{ title: 'Head start', bullets: lines }], mistakes: [{ value: round2(t + delay.hours), why: 'this counts from the first one\'s start' }], ...base });
    }
    return null;
  }
  // A head start in distance: 'a thief 200 m ahead', 'spotted from a distance of 200 metres'.
  if (distances.length === 1 && hours.length === 0 && /ahead|behind|distance of|away|apart|gap|spotted|chase|start|\blead\b/.test(text)) {
    const gap = distances[0]!;
    const t = gap.km / gain;
    const unit: QuantUnit = gap.metres ? 'm' : 'km';
    const scale = gap.metres ? 1000 : 1;
    const base = { givens: [gap.written, slow.written, fast.written], checks: [`In ${num(t)} h the chaser runs ${num(fast.kmh * t * scale)} ${unit} and the other ${num(slow.kmh * t * scale)} ${unit}: ${num((fast.kmh - slow.kmh) * t * scale)} ${unit} more, the gap.`], pairs: [[(fast.kmh - slow.kmh) * t * scale, gap.written] as const] };
    const lines = [`The gap of ${num(gap.written)} ${unit} closes at ${num(fast.kmh)} − ${num(slow.kmh)} = ${num(gain)} km/h, so it takes ${num(gap.km)} km ÷ ${num(gain)} = ${num(t)} h.`];
    if (DISTANCE_ASKED.test(asked) || /how many (?:metres|meters|km)|run|covered|travel/.test(asked)) {
      const who = runnerAsked(asked);
      if (!who) return null;
      const value = (who === 'slow' ? slow.kmh : fast.kmh) * t * scale;
      return answer({ value, unit, label: `The distance the ${who === 'slow' ? 'one ahead' : 'chaser'} runs`, steps: [{ title: 'Relative speed', bullets: [...lines, `In that time: ${num(who === 'slow' ? slow.kmh : fast.kmh)} × ${num(t)} = ${num(value / scale)} km = ${num(value)} ${unit}.`] }], mistakes: [{ value: round2((who === 'slow' ? fast.kmh : slow.kmh) * t * scale), why: 'this is the distance the other one runs' }, { value: gap.written, why: 'this is only the starting gap' }], ...base });
    }
    if (TIME_ASKED.test(asked)) {
      const shown = timeAnswer(asked, t, scaleOf(text));
      return answer({ value: shown.value, unit: shown.unit, label: 'The time to catch up', steps: [{ title: 'Relative speed', bullets: lines }], mistakes: [{ value: round2(gap.km / (fast.kmh + slow.kmh)), why: 'this adds the speeds; going the same way only the difference counts' }], ...base });
    }
  }
  return gapLeft(text, asked, slow, fast, distances, hours);
}

/**
 * 'A thief is noticed by a policeman from a distance of 200 m; they run at 10 and 11 km/h: the
 * distance between them after 6 minutes?': the gap closes at 1 km/h, 100 m in 6 minutes, leaving
 * 100 m. Only while the chaser has not yet caught up.
 */
function gapLeft(text: string, asked: string, slow: Speed, fast: Speed, distances: readonly Distance[], spans: readonly { hours: number; written: number[] }[]): QuantAnswer | null {
  if (distances.length !== 1 || spans.length !== 1 || !/ahead|behind|distance of|away|spotted|noticed|chase/.test(text)) return null;
  if (!/\b(?:distance\s+between\s+them|how\s+far\s+apart|gap\s+between\s+them|how\s+far\s+(?:behind|ahead))\b/.test(asked)) return null;
  const gap = distances[0]!;
  const t = spans[0]!.hours;
  const closed = (fast.kmh - slow.kmh) * t;
  if (!(closed < gap.km)) return null;
  const unit: QuantUnit = gap.metres ? 'm' : 'km';
  const scale = gap.metres ? 1000 : 1;
  const left = (gap.km - closed) * scale;
  return answer({
    value: left, unit, label: 'The distance between them',
    steps: [{ title: 'Relative speed', bullets: [`The gap closes at ${num(fast.kmh)} − ${num(slow.kmh)} = ${num(fast.kmh - slow.kmh)} km/h.`, `In ${num(t)} h it closes by ${num(closed)} km = ${num(closed * scale)} ${unit}, leaving ${num(gap.written)} − ${num(closed * scale)} = ${num(left)} ${unit}.`] }],
    mistakes: [{ value: round2(closed * scale), why: 'this is how much the gap closed, not what is left' }, { value: round2((gap.km + closed) * scale), why: 'this adds the gain to the gap' }],
    givens: [gap.written, slow.written, fast.written, ...spans[0]!.written],
    checks: [`In ${num(t)} h the chaser runs ${num(fast.kmh * t * scale)} ${unit} and the other ${num(slow.kmh * t * scale)} ${unit}; ${num(gap.written)} + ${num(slow.kmh * t * scale)} − ${num(fast.kmh * t * scale)} = ${num(left)} ${unit}.`],
    pairs: [[(gap.km + slow.kmh * t - fast.kmh * t) * scale, left]],
  });
}

// ---------------------------------------------------------------------------------------------
// Late at one speed, early at another: the distance.

function lateEarly(text: string): QuantAnswer | null {
  const marks = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*(minutes?|mins?|hours?|hrs?)\s+(late|early|before|after|too late|earlier|later)|(late|early)\s+by\s+${NUMBER}\s*(minutes?|mins?|hours?|hrs?)|(?:misses|missed)\s+(?:the\s+|a\s+|his\s+|her\s+)?(?:train|bus|school|flight|class)\s+by\s+${NUMBER}\s*(minutes?|mins?|hours?|hrs?)`, 'g'))];
  if (marks.length !== 2) return null;
  const speeds = speedsIn(text);
  if (speeds.length !== 2 || !DISTANCE_ASKED.test(questionOf(text).tail)) return null;
  const read = marks.map((match) => {
    const value = Number(match[1] ?? match[5] ?? match[7]);
    const unitWord = match[2] ?? match[6] ?? match[8]!;
    const word = match[3] ?? match[4] ?? 'late';
    const hours = /^h/.test(unitWord) ? value : value / 60;
    return { value, hours: /early|before|earlier/.test(word) ? -hours : hours };
  });
  // Each mark belongs to the speed before it.
  if (!(speeds[0]!.index < marks[0]!.index && speeds[1]!.index < marks[1]!.index && marks[0]!.index < speeds[1]!.index)) return null;
  const [a, b] = speeds as [Speed, Speed];
  const [lateA, lateB] = [read[0]!.hours, read[1]!.hours];
  // d/a − d/b = lateA − lateB.
  const gap = lateA - lateB;
  const d = gap / (1 / a.kmh - 1 / b.kmh);
  if (!(d > 0)) return null;
  const usual = d / a.kmh - lateA;
  return answer({
    value: d, unit: 'km', label: 'The distance',
    steps: [{ title: 'Difference of the times', bullets: [`At ${num(a.kmh)} km/h the trip takes ${num(Math.abs(read[0]!.value))} min ${lateA >= 0 ? 'more' : 'less'} than the right time; at ${num(b.kmh)} km/h, ${num(Math.abs(read[1]!.value))} min ${lateB >= 0 ? 'more' : 'less'}.`, `So d/${num(a.kmh)} − d/${num(b.kmh)} = ${num(gap * 60)} min = ${num(gap)} h, and d = ${num(gap)} ÷ (1/${num(a.kmh)} − 1/${num(b.kmh)}) = ${num(d)} km.`] }],
    mistakes: [{ value: round2(Math.abs(read[0]!.hours + read[1]!.hours) * (a.kmh * b.kmh) / Math.abs(b.kmh - a.kmh)), why: 'this takes the wrong difference of the two times' }],
    givens: [a.written, b.written, read[0]!.value, read[1]!.value],
    checks: [`At ${num(a.kmh)} km/h: ${num(d / a.kmh)} h; at ${num(b.kmh)} km/h: ${num(d / b.kmh)} h. The right time is ${num(usual)} h, so the first is ${num((d / a.kmh - usual) * 60)} min off and the second ${num((d / b.kmh - usual) * 60)} min off.`],
    pairs: [[(d / a.kmh - usual) * 60, lateA * 60], [(d / b.kmh - usual) * 60, lateB * 60]],
  });
}

/** 'Walking at 3/4 of his usual speed, he is 20 minutes late: his usual time?' */
function usualSpeed(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`(\d+)\s*\/\s*(\d+)\s*(?:th|rd)?\s*of\s+(?:his|her|its|the|their)\s+usual\s+speed[^.?]*?(?:(late|early)\s+by\s+${NUMBER}\s*(minutes?|mins?|hours?)|${NUMBER}\s*(minutes?|mins?|hours?)\s+(late|early|too late|earlier|later))`).exec(text);
  if (!match || !/usual time|time (?:usually|generally)|usual(?:ly)? takes|normal time/.test(questionOf(text).tail)) return null;
  const [p, q] = [Number(match[1]), Number(match[2])];
  const late = Number(match[4] ?? match[6]);
  const unitWord = match[5] ?? match[7]!;
  const word = match[3] ?? match[8]!;
  if (!(p > 0 && q > 0 && p !== q)) return null;
  // At p/q of the speed the time is q/p of the usual: the extra (q/p − 1)·t is the delay.
  const slower = p < q;
  if (slower !== /late|later/.test(word)) return null;
  const usual = (late * p) / Math.abs(q - p);
  const unit: QuantUnit = /^h/.test(unitWord) ? 'hours' : 'minutes';
  return answer({
    value: usual, unit, label: 'The usual time',
    steps: [{ title: 'Speed and time', bullets: [`At ${p}/${q} of the usual speed the same distance takes ${q}/${p} of the usual time t.`, `${q}/${p} × t − t = ${num(late)} ${unit}${slower ? '' : ' (early: t − ' + `${q}/${p} × t`})`, `So t = ${num(late)} × ${p} ÷ ${Math.abs(q - p)} = ${num(usual)} ${unit}.`] }],
    mistakes: [{ value: round2((late * q) / Math.abs(q - p)), why: 'this is the time at the new speed' }],
    givens: [p, q, late],
    checks: [`At the new speed: ${num(usual)} × ${q}/${p} = ${num((usual * q) / p)} ${unit}, ${num(Math.abs((usual * q) / p - usual))} ${unit} ${slower ? 'more' : 'less'} than usual.`],
    pairs: [[Math.abs((usual * q) / p - usual), late]],
  });
}

// ---------------------------------------------------------------------------------------------
// Two legs with a total time.

/**
 * 'Goes from P to Q at 20 km/h and returns at 30 km/h; the whole trip takes 5 hours; how far is
 * P from Q?': d/20 + d/30 = 5.
 */
function thereAndBack(text: string): QuantAnswer | null {
  if (!/return|comes? back|came back|back to|the same way back/.test(text) || /train|late|early|usual|average|towards|meet|rest|stop|halt|wait/.test(text)) return null;
  const speeds = speedsIn(text);
  const spans = durations(text);
  const asked = questionOf(text).tail;
  if (speeds.length !== 2 || spans.length !== 1 || distancesIn(text).length > 0 || !DISTANCE_ASKED.test(asked)) return null;
  // The time is the whole trip's: 'total time', 'in all', 'takes 5 hours in all', 'the whole journey'.
  if (!/total|in all|altogether|whole|entire|round trip|both ways|to and fro/.test(text)) return null;
  if (spans[0]!.index < speeds[1]!.index) return null;
  const [a, b] = speeds as [Speed, Speed];
  const t = spans[0]!.hours;
  const d = (t * a.kmh * b.kmh) / (a.kmh + b.kmh);
  return answer({
    value: d, unit: 'km', label: 'The distance one way',
    steps: [{ title: 'Time there + time back = total time', bullets: [`d/${num(a.kmh)} + d/${num(b.kmh)} = ${num(t)}, so d × (${num(a.kmh)} + ${num(b.kmh)}) ÷ (${num(a.kmh)} × ${num(b.kmh)}) = ${num(t)}.`, `d = ${num(t)} × ${num(a.kmh * b.kmh)} ÷ ${num(a.kmh + b.kmh)} = ${num(d)} km.`] }],
    mistakes: [{ value: round2(((a.kmh + b.kmh) / 2) * t), why: 'this is the whole distance there and back at the mean speed' }, { value: round2(2 * d), why: 'this is there and back, not one way' }],
    givens: [a.written, b.written, ...spans[0]!.written],
    checks: [`${num(d)} ÷ ${num(a.kmh)} + ${num(d)} ÷ ${num(b.kmh)} = ${num(d / a.kmh + d / b.kmh)} hours, the total time.`],
    pairs: [[d / a.kmh + d / b.kmh, t]],
  });
}

/**
 * 'Travelled 61 km in 9 hours, partly on foot at 4 km/h and partly on a bicycle at 9 km/h; the
 * distance on foot?': x/4 + (61 − x)/9 = 9.
 */
function partly(text: string): QuantAnswer | null {
  if (!/\bpartly\b|\bpart of (?:it|the (?:journey|distance|way))\b|\bsome distance\b[^.?]*\bthe rest\b|\bthe rest\b/.test(text) || /train|late|early|usual|average|towards|meet/.test(text)) return null;
  const speeds = speedsIn(text);
  const distances = distancesIn(text);
  const spans = durations(text);
  const asked = questionOf(text).tail;
  if (speeds.length !== 2 || distances.length !== 1 || spans.length !== 1 || distances[0]!.metres) return null;
  if (!(distances[0]!.index < speeds[0]!.index && spans[0]!.index < speeds[0]!.index)) return null;
  const [a, b] = speeds as [Speed, Speed];
  if (a.kmh === b.kmh) return null;
  const total = distances[0]!.km;
  const t = spans[0]!.hours;
  // x at a, the rest at b: x/a + (D − x)/b = t.
  const x = (t - total / b.kmh) / (1 / a.kmh - 1 / b.kmh);
  if (!(x > 0 && x < total)) return null;
  // Which part is asked: the words just before each speed ('on foot at 4', 'on bicycle at 9').
  const wordsBefore = (speed: Speed) => text.slice(Math.max(0, speed.index - 30), speed.index).replace(/\b(?:at|partly|and|the|rest|a|an|on|by|speed|of)\b/g, ' ').trim().split(/\s+/).filter((word) => word.length > 2);
  const [first, second] = [wordsBefore(a), wordsBefore(b)];
  const asksFirst = first.some((word) => asked.includes(word) && !second.includes(word)) || new RegExp(String.raw`\b${a.written}\s*(?:km\/h|kmph|km)`).test(asked);
  const asksSecond = second.some((word) => asked.includes(word) && !first.includes(word)) || new RegExp(String.raw`\b${b.written}\s*(?:km\/h|kmph|km)`).test(asked);
  if (asksFirst === asksSecond || !DISTANCE_ASKED.test(asked)) return null;
  const value = asksFirst ? x : total - x;
  return answer({
    value, unit: 'km', label: `The distance at ${num(asksFirst ? a.kmh : b.kmh)} km/h`,
    steps: [{ title: 'One equation in the times', bullets: [`Let x km be at ${num(a.kmh)} km/h; the other ${num(total)} − x km is at ${num(b.kmh)} km/h.`, `x/${num(a.kmh)} + (${num(total)} − x)/${num(b.kmh)} = ${num(t)}, so x = ${num(x)} km, and the rest is ${num(total - x)} km.`] }],
    mistakes: [{ value: round2(asksFirst ? total - x : x), why: 'this is the other part of the journey' }],
    givens: [total, a.written, b.written, ...spans[0]!.written],
    checks: [`${num(x)} km at ${num(a.kmh)} km/h is ${num(x / a.kmh)} h and ${num(total - x)} km at ${num(b.kmh)} km/h is ${num((total - x) / b.kmh)} h: ${num(x / a.kmh + (total - x) / b.kmh)} h in all.`],
    pairs: [[x / a.kmh + (total - x) / b.kmh, t]],
  });
}

/**
 * 'The speeds of A and B are in the ratio 3 : 4; A takes 20 minutes more than B over the same
 * distance; the time A takes?': the times are 4 : 3, and they differ by 20 minutes.
 */
function ratioTimes(text: string): QuantAnswer | null {
  // 'Speeds of A and B are in the ratio 3 : 4', 'the ratio of the speeds of the scooter and the car is 3 : 8', 'the scooter and the car cover the same distance with speeds in the ratio 7 : 8'.
  const the = String.raw`(?:the\s+|a\s+|his\s+|her\s+)?`;
  const ratio = new RegExp(String.raw`speeds?\s+of\s+${the}([a-z]+)\s+and\s+${the}([a-z]+)\s+(?:are|is|were|was)?\s*(?:in\s+the\s+ratio\s+(?:of\s+)?)?(\d+)\s*:\s*(\d+)`).exec(text)
    ?? new RegExp(String.raw`\b${the}([a-z]+)\s+and\s+${the}([a-z]+)\s+(?:cover|travel|go|run|walk)\s+the\s+same\s+distance\s+(?:with|at)\s+speeds?\s+in\s+the\s+ratio\s+(?:of\s+)?(\d+)\s*:\s*(\d+)`).exec(text);
  // 'B takes 40 minutes more than A', 'the scooter needs 1 hour 40 minutes more than the car'.
  const gap = new RegExp(String.raw`\b([a-z]+)\s+(?:takes|took|needs|needed|requires|required)\s+(?:(\d+)\s*(?:hours?|hrs?)\s+(?:and\s+)?(\d+)\s*(?:minutes?|mins?)|(\d+(?:\.\d+)?)\s*(minutes?|mins?|hours?|hrs?))\s+(more|less)\s+(?:time\s+)?than\s+${the}([a-z]+)\b`).exec(text);
  if (!ratio || !gap) return null;
  const [a, b, p, q] = [ratio[1]!, ratio[2]!, Number(ratio[3]), Number(ratio[4])];
  const mixed = gap[2] !== undefined;
  const [who, n, unitWord, more, other] = [gap[1]!, mixed ? Number(gap[2]) * 60 + Number(gap[3]) : Number(gap[4]), mixed ? 'minutes' : gap[5]!, gap[6] === 'more', gap[7]!];
  const gapGivens = mixed ? [Number(gap[2]), Number(gap[3])] : [n];
  if (!((who === a && other === b) || (who === b && other === a)) || !(p > 0 && q > 0) || p === q) return null;
  const asked = questionOf(text).tail;
  const target = [a, b].filter((name) => new RegExp(String.raw`(?:by|does|will|would|did|of)\s+${the}${name}\b|\b${name}\s+(?:takes?|took|need)`).test(asked));
  if (target.length !== 1 || !TIME_ASKED.test(asked) && !/time taken/.test(asked)) return null;
  // Same distance: time ∝ 1/speed, so tA : tB = q : p; tA = k·q, tB = k·p.
  const [timeA, timeB] = [q, p];
  const diff = (who === a ? timeA - timeB : timeB - timeA) * (more ? 1 : -1);
  if (!(diff > 0)) return null;
  const k = n / diff;
  const value = (target[0] === a ? timeA : timeB) * k;
  const unit: QuantUnit = /^h/.test(unitWord) ? 'hours' : 'minutes';
  const named = (name: string) => (name.length === 1 ? name.toUpperCase() : `${name.charAt(0).toUpperCase()}${name.slice(1)}`);
  return answer({
    value, unit, label: `The time ${named(target[0]!)} takes`,
    steps: [{ title: 'Times go the other way round from speeds', bullets: [`Over the same distance, time ∝ 1 ÷ speed: ${named(a)} : ${named(b)} times = ${num(q)} : ${num(p)}.`, `Say ${num(q)}k and ${num(p)}k; they differ by ${num(Math.abs(q - p))}k = ${num(n)} ${unit}, so k = ${num(k)}.`, `${named(target[0]!)}: ${num(target[0] === a ? q : p)} × ${num(k)} = ${num(value)} ${unit}.`] }],
    mistakes: [{ value: round2((target[0] === a ? timeB : timeA) * k), why: 'this is the other one\'s time' }],
    givens: [p, q, ...gapGivens],
    checks: [`${num(timeA * k)} and ${num(timeB * k)} ${unit}: in the ratio ${num(q)} : ${num(p)}, and ${named(who)} takes ${num(Math.abs(timeA - timeB) * k)} ${unit} ${more ? 'more' : 'less'}.`],
    pairs: [[(who === a ? timeA - timeB : timeB - timeA) * k * (more ? 1 : -1), n]],
  });
}

// ---------------------------------------------------------------------------------------------
// Average speed of a journey in legs.

function averageSpeed(text: string): QuantAnswer | null {
  const asked = questionOf(text).tail;
  if (!/average speed|average (?:rate|velocity)/.test(asked)) return null;
  // 'So that the average speed for the whole journey is 48 km/h': the average is given, a leg's speed is asked.
  if (new RegExp(String.raw`average\s+(?:speed|rate|velocity)(?:\s+(?:for|of|over|on)\s+(?:the\s+)?(?:whole|entire|total|complete|full)\s+[a-z]+)?\s*(?:is|be|was|becomes|=|of)\s*${NUMBER}\s*(?:${KMH_UNIT}|${MS_UNIT})`).test(text)) return null;
  const speeds = speedsIn(text);
  if (speeds.length < 2 || speeds.length > 4) return null;
  const distances = distancesIn(text);
  const spans = durations(text);
  let legs: { km: number; hours: number }[];
  let givens: number[];
  let lines: string[];
  let mistakeValue: number;
  if (distances.length === 0 && spans.length === 0) {
    // Equal distances: there and back, halves, or equal parts.
    if (!/return|back|same distance|equal distance|half|halves|equal parts|three equal|first third|the rest|remaining|round trip|whole journey|to and fro|from [a-z] to [a-z]/.test(text)) return null;
    if (speeds.length === 3 && !/three equal|equal (?:distances|parts)|one.third|thirds?/.test(text)) return null;
    if (speeds.length === 2 && /third|quarter|fourth|\d\s*\/\s*\d|%/.test(text)) return null;
    // 'Half the time at 40 km/h and the other half of the time at 60': equal times, not equal distances.
    const equalTimes = /\b(?:half|halves|thirds?|equal|same)\b[^.?,;]{0,20}?\b(?:time|duration|period)\b/.test(text);
    if (equalTimes) {
      if (/\b(?:half|halves|thirds?|equal|same)\b[^.?,;]{0,20}?\b(?:distance|way|journey|route|length)\b|return|back/.test(text) || (speeds.length === 3 && !/thirds?|three equal/.test(text))) return null;
      legs = speeds.map((speed) => ({ km: speed.kmh, hours: 1 }));
      givens = speeds.map((speed) => speed.written);
      lines = ['The parts take equal times; take each as 1 hour (any equal time gives the same answer).', ...speeds.map((speed) => `1 h at ${num(speed.kmh)} km/h: ${num(speed.kmh)} km.`)];
      const d = speeds.reduce((acc, speed) => acc * speed.kmh, 1);
      mistakeValue = (speeds.length * d) / speeds.reduce((sum, speed) => sum + d / speed.kmh, 0);
    } else {
      const d = speeds.reduce((acc, speed) => acc * speed.kmh, 1);
      legs = speeds.map((speed) => ({ km: d, hours: d / speed.kmh }));
      givens = speeds.map((speed) => speed.written);
      lines = [`Take each part as ${num(d)} km (any equal length gives the same answer).`, ...speeds.map((speed) => `${num(d)} km at ${num(speed.kmh)} km/h: ${num(d / speed.kmh)} h.`)];
      mistakeValue = speeds.reduce((sum, speed) => sum + speed.kmh, 0) / speeds.length;
    }
  } else if (distances.length === speeds.length && spans.length === 0) {
    // 'Travels 120 km at 40 km/h and the next 80 km at 60 km/h': each distance before its speed.
    if (!distances.every((distance, at) => distance.index < speeds[at]!.index && (at === 0 || distance.index > speeds[at - 1]!.index))) return null;
    legs = distances.map((distance, at) => ({ km: distance.km, hours: distance.km / speeds[at]!.kmh }));
    givens = [...distances.map((distance) => distance.written), ...speeds.map((speed) => speed.written)];
    lines = legs.map((leg, at) => `${num(leg.km)} km at ${num(speeds[at]!.kmh)} km/h: ${num(leg.hours)} h.`);
    mistakeValue = speeds.reduce((sum, speed) => sum + speed.kmh, 0) / speeds.length;
  } else if (spans.length === speeds.length && distances.length === 0) {
    // 'Drives 2 hours at 40 km/h and 3 hours at 60 km/h'.
    const ordered = spans.map((span, at) => ({ span, speed: speeds[at]! }));
    if (!ordered.every(({ span, speed }) => Math.abs(span.index - speed.index) < 40)) return null;
    legs = ordered.map(({ span, speed }) => ({ km: span.hours * speed.kmh, hours: span.hours }));
    givens = [...spans.flatMap((span) => span.written), ...speeds.map((speed) => speed.written)];
    lines = ordered.map(({ span, speed }) => `${num(span.hours)} h at ${num(speed.kmh)} km/h: ${num(span.hours * speed.kmh)} km.`);
    mistakeValue = speeds.reduce((sum, speed) => sum + speed.kmh, 0) / speeds.length;
  } else return null;
  const totalKm = legs.reduce((sum, leg) => sum + leg.km, 0);
  const totalHours = legs.reduce((sum, leg) => sum + leg.hours, 0);
  const value = totalKm / totalHours;
  if (!usesAll(text, givens)) return null;
  return answer({
    value, unit: 'km/h', label: 'The average speed',
    steps: [{ title: 'Total distance ÷ total time', bullets: [...lines, `Average speed = ${num(totalKm)} km ÷ ${num(totalHours)} h = ${num(value)} km/h.`] }],
    mistakes: [{ value: round2(mistakeValue), why: 'this averages the speeds; the average speed is total distance over total time' }],
    givens,
    checks: [`At ${num(value)} km/h the whole ${num(totalKm)} km takes ${num(totalKm / value)} h, the time of the legs together.`],
    pairs: [[totalKm / value, totalHours]],
  });
}

/**
 * Whose distance a chase asks: 'how far will the thief have run', 'the distance covered by the
 * policeman'. With both named ('how far must the policeman run to catch the thief?') the one after
 * 'by', else the first named, is the runner; null when neither is named.
 */
function runnerAsked(asked: string): 'slow' | 'fast' | null {
  const SLOW = /thief|the one ahead|the slower|escap|\bfirst\b/;
  const FAST = /police|chaser|the faster|\bsecond\b|owner/;
  const by = /\bby\s+(?:the\s+)?([a-z]+)/.exec(asked)?.[1] ?? '';
  if (SLOW.test(by) !== FAST.test(by)) return SLOW.test(by) ? 'slow' : 'fast';
  const slowAt = asked.search(SLOW);
  const fastAt = asked.search(FAST);
  if (slowAt < 0 && fastAt < 0) return null;
  if (slowAt < 0 || fastAt < 0) return slowAt >= 0 ? 'slow' : 'fast';
  return slowAt < fastAt ? 'slow' : 'fast';
}

// ---------------------------------------------------------------------------------------------
// Time, distance or speed from the other two.

function plainMotion(text: string): QuantAnswer | null {
  const speeds = speedsIn(text);
  const distances = distancesIn(text);
  const spans = durations(text, true);
  const asked = questionOf(text).tail;
  if (/average|towards|meet|each other|late|early|usual|train|chase|catch|overtake|ahead|behind|return|back|increase|decrease|more|less|faster|slower|half|third|%|ratio|\d\s*\/\s*\d/.test(text)) return null;
  // Time from distance and speed.
  if (speeds.length === 1 && distances.length === 1 && spans.length === 0 && TIME_ASKED.test(asked)) {
    const [speed, distance] = [speeds[0]!, distances[0]!];
    const hours = distance.km / speed.kmh;
    const shown = timeAnswer(asked, hours, scaleOf(text));
    return answer({
      value: shown.value, unit: shown.unit, label: 'The time taken',
      steps: [{ title: 'Time = distance ÷ speed', bullets: [`${num(distance.km)} km ÷ ${num(speed.kmh)} km/h = ${num(hours)} h = ${hoursAndMinutes(hours)}.`] }],
      mistakes: [{ value: round2(speed.kmh / distance.km), why: 'this divides the wrong way round' }],
      givens: [speed.written, distance.written],
      checks: [`In ${num(hours)} h at ${num(speed.kmh)} km/h: ${num(hours * speed.kmh)} km.`],
      pairs: [[hours * speed.kmh, distance.km]],
    });
  }
  // Distance from speed and time.
  if (speeds.length === 1 && spans.length === 1 && distances.length === 0 && DISTANCE_ASKED.test(asked)) {
    const [speed, span] = [speeds[0]!, spans[0]!];
    const km = speed.kmh * span.hours;
    return answer({
      value: km, unit: 'km', label: 'The distance',
      steps: [{ title: 'Distance = speed × time', bullets: [`${num(speed.kmh)} km/h × ${num(span.hours)} h = ${num(km)} km.`] }],
      mistakes: [{ value: round2(speed.kmh * span.written[0]!), why: 'this leaves the minutes unconverted' }],
      givens: [speed.written, ...span.written],
      checks: [`${num(km)} km ÷ ${num(speed.kmh)} km/h = ${num(km / speed.kmh)} h.`],
      pairs: [[km / speed.kmh, span.hours]],
    });
  }
  // Speed from distance and time.
  if (speeds.length === 0 && spans.length === 1 && distances.length === 1 && /speed|how fast/.test(asked)) {
    const [distance, span] = [distances[0]!, spans[0]!];
    const wantsMs = /m\s*\/\s*s|metres? per second|meters? per second/.test(asked);
    const kmh = distance.km / span.hours;
    const value = wantsMs ? kmh / 3.6 : kmh;
    return answer({
      value, unit: wantsMs ? 'm/s' : 'km/h', label: 'The speed',
      steps: [{ title: 'Speed = distance ÷ time', bullets: [`${num(distance.km)} km ÷ ${num(span.hours)} h = ${num(kmh)} km/h${wantsMs ? ` = ${num(value)} m/s` : ''}.`] }],
      mistakes: [{ value: round2(distance.written / span.written[0]!), why: 'this leaves the units unconverted' }],
      givens: [distance.written, ...span.written],
      checks: [`At ${num(kmh)} km/h, ${num(distance.km)} km takes ${num(distance.km / kmh)} h.`],
      pairs: [[distance.km / kmh, span.hours]],
    });
  }
  return null;
}
