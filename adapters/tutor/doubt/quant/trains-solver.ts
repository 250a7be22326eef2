import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { solveAll, type Equation } from './linear-rates';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { KMH_UNIT, MS_UNIT, NUMBER, blank, questionOf, readable } from './rate-text';
import { checkStep, lowestTerms, num, round2 } from './quant-text';

/**
 * Trains. Each crossing is one equation: while a train passes something, its front runs its own
 * length plus the length of what it passes (nothing for a pole or a standing man, the platform,
 * bridge or tunnel, the other train) at the speed relative to it (the train's speed, less or plus
 * a walker's or the other train's). With the times known the equations are linear in the lengths
 * and speeds, so any one of them the question asks for can be found when the statements fix it;
 * a time asked is then the distance over the relative speed.
 */
export function solveTrains(raw: string): QuantAnswer | null {
  // 'The Delhi-Howrah express, 380 m long': a train by its name.
  // 'miles tone': a cleaning step splits 'milestone' in two.
  // 'Going the same way', 'the opposite way': as 'in the same direction'; 'fully passes' is 'passes'.
  const read = readable(raw)
    .replace(/\bmiles tone\b/g, 'milestone')
    .replace(/\b(?:in\s+)?the\s+same\s+way\b/g, 'in the same direction')
    .replace(/\b(?:in\s+)?the\s+opposite\s+way\b/g, 'in the opposite direction')
    .replace(/\b(?:fully|completely|entirely)\s+(pass|cross|overtak)/g, '$1')
    // 'a train of length 120 m', 'a bridge having a length of 180 metres': as 'a 120 m long train'
    // ('another train of length 100 m' is read as written).
    .replace(/\b(a|the)\s+(train|platform|bridge|tunnel)\s+(?:of|having|with)\s+(?:a\s+)?length\s+(?:of\s+)?(\d+(?:\.\d+)?\s*(?:m|metres?|meters?))(?![\p{L}\d])/gu, '$1 $3 long $2')
    // A chat's dropped articles: 'train crosses 170 m platform in 48 sec and 430 m tunnel ...'.
    .replace(/(^|[.?!:;]\s*)train\b/g, '$1a train')
    .replace(/\b(cross(?:es|ed|ing)?|pass(?:es|ed|ing)?|and)\s+(\d+(?:\.\d+)?\s*(?:m|metres?|meters?)\s+(?:long\s+)?(?:platform|bridge|tunnel)s?\b)/g, '$1 a $2');
  const named = /train/.test(read) ? read : read.replace(/\b(?:the|an?)\s+(?:[a-z]+(?:\s*-\s*[a-z]+)?\s+)?(?:express|mail|superfast|shatabdi|rajdhani|duronto)\b(?!\s+\d)/g, 'the train');
  const text = withItsTrain(named);
  if (!/train/.test(text) || /clock|boat|stream/.test(text)) return null;
  const timed = minutesAndSeconds(lengthWithTrain(text));
  const run = runAsSpeed(timed.text);
  const merged = { text: run.text, pairs: [...timed.pairs, ...run.pairs] };
  const found = conversion(merged.text) ?? passenger(merged.text) ?? seatedInIt(merged.text) ?? twoWalkers(merged.text) ?? bothWays(merged.text) ?? speedRatioAtPoles(merged.text) ?? walkerAhead(merged.text) ?? crossings(merged.text);
  const answer = found && run.note ? { ...found, steps: [{ title: 'The speed of the train', bullets: [run.note] }, ...found.steps] } : found;
  if (!answer || merged.pairs.length === 0) return answer;
  // '1 minute 50 seconds' was read as 110 seconds: its two written numbers are what the question used.
  const givens = [...answer.givens];
  for (const pair of merged.pairs) {
    const at = givens.findIndex((given) => Math.abs(given - pair.seconds) < 1e-9);
    if (at < 0) return null;
    givens.splice(at, 1, ...pair.written);
  }
  return { ...answer, givens };
}

/**
 * 'A train overtakes two men walking in its direction at 2 km/h and 9 km/h and passes them in 9
 * and 10 seconds': the train's length is run at the speed relative to each walker, so
 * L = (v − u1)·t1 = (v − u2)·t2 (with + for walkers coming the other way). The speeds and times
 * are paired in the order written ('respectively', 'the first ... the second'); the train's speed
 * or its length is asked. Declined when the walkers' ways differ or are not said, or a length is given.
 */
function twoWalkers(text: string): QuantAnswer | null {
  if (!/\b(?:two|2)\s+(?:persons|men|people|boys|girls|women|joggers|pedestrians|walkers|cyclists)\b|\bone\s+at\b[^.?]*\bthe other\s+at\b/.test(text)) return null;
  const same = /same direction|direction (?:in which|of) the train|in its direction|in the direction of (?:the|a|its) (?:train|motion)|\bovertak/.test(text);
  const opposite = /opposite direction|other direction|towards the train|coming towards|approaching the train/.test(text);
  if (same === opposite) return null;
  const speeds = [...listed(text, KMH_UNIT, (value) => value / 3.6, 'km/h'), ...listed(text, MS_UNIT, (value) => value, 'm/s')].flat().sort((a, b) => a.index - b.index);
  const times = listed(text, TIME, (value, unit) => (/^m/.test(unit) ? value * 60 : value), 's').flat();
  const lengths = listed(text, LENGTH, (value) => value, 'm').flat();
  if (speeds.length !== 2 || times.length !== 2 || lengths.length > 0 || times[0]!.index < speeds[1]!.index) return null;
  // 'The second in 18 seconds and the first in 20': the pairing is turned round; not read.
  if (/\bsecond\b[^.?]*\bfirst\b/.test(text.slice(times[0]!.index - 40))) return null;
  const asked = questionOf(text).clause;
  const wantsSpeed = /speed|how fast/.test(asked) && /train/.test(asked);
  const wantsLength = /length|how long is|how long was/.test(asked) && /train/.test(asked);
  if (wantsSpeed === wantsLength) return null;
  const sign = same ? -1 : 1;
  const [u1, u2, t1, t2] = [speeds[0]!.si, speeds[1]!.si, times[0]!.si, times[1]!.si];
  if (t1 === t2) return null;
  // (v + s·u1)·t1 = (v + s·u2)·t2, s = −1 for walkers going the train's way.
  const v = (sign * (u2 * t2 - u1 * t1)) / (t1 - t2);
  const length = (v + sign * u1) * t1;
  if (!(v > 0) || !(length > 0) || (same && v <= Math.max(u1, u2))) return null;
  const kmh = v * 3.6;
  const rel = same ? '−' : '+';
  const uSaid = (quantity: Quantity) => (quantity.unit === 'km/h' ? `${num(quantity.value)} km/h = ${num(round2(quantity.si))} m/s` : `${num(quantity.value)} m/s`);
  const check = checkStep([`At ${num(round2(v))} m/s the train passes the first walker at ${num(round2(v + sign * u1))} m/s: ${num(round2(v + sign * u1))} × ${num(t1)} = ${num(round2(length))} m, and the second at ${num(round2(v + sign * u2))} m/s: ${num(round2(v + sign * u2))} × ${num(t2)} = ${num(round2((v + sign * u2) * t2))} m, the same length.`], [[(v + sign * u2) * t2, length]]);
  if (!check) return null;
  const steps: SolutionStep[] = [
    { title: 'The same length, passed twice', bullets: [`Walkers: ${uSaid(speeds[0]!)} and ${uSaid(speeds[1]!)}; ${same ? 'going the same way, the train gains on each at v − u' : 'coming the other way, each closes on the train at v + u'}.`, `Length of the train: (v ${rel} ${num(round2(u1))}) × ${num(t1)} = (v ${rel} ${num(round2(u2))}) × ${num(t2)}.`] },
    { title: 'Solve', bullets: [`v = ${num(round2(v))} m/s = ${num(round2(v))} × 18/5 = ${num(round2(kmh))} km/h; length = ${num(round2(length))} m.`] },
    check,
  ];
  const givens = [speeds[0]!.value, speeds[1]!.value, times[0]!.value, times[1]!.value];
  return wantsSpeed
    ? { kind: 'speed-distance', values: [round2(kmh)], unit: 'km/h', label: 'The speed of the train', steps, mistakes: [{ value: round2(v), why: 'this is the speed in m/s, not km/h' }], givens }
    : { kind: 'speed-distance', values: [round2(length)], unit: 'm', label: 'The length of the train', steps, mistakes: [], givens };
}

/**
 * 'Find its length', 'what is its speed' about the one train of the question, said as the readers
 * take it ('the length of the train'). Only when nothing else there has a speed (a walker, a car,
 * another train) or, for a length, a length (a platform, a bridge, a tunnel).
 */
function withItsTrain(text: string): string {
  if (/\b(?:two|both|other|another|second|goods|first)\s+trains?\b|\btrains\b|walk|cycl|jogg|runn(?:er|ing)\s+(?:man|boy)|\bcar\b|\bbus\b|\bman\s+(?:running|moving)/.test(text)) return text;
  return text
    .replace(/\bits\s+speed\b/g, 'the speed of the train')
    .replace(/\bits\s+length\b/g, (found) => (/platform|bridge|tunnel/.test(text) ? found : 'the length of the train'));
}

/**
 * 'Two trains of lengths 340 m and 120 m take 115 seconds to cross each other running the same
 * way, but only 23 seconds running in opposite directions': both lengths pass at the difference of
 * the speeds one way and at their sum the other, so v1 − v2 = 460 ÷ 115 and v1 + v2 = 460 ÷ 23.
 * Each time must sit in the clause that says its way; the faster or the slower train's speed is asked.
 */
function bothWays(text: string): QuantAnswer | null {
  if (!/\btwo\s+trains\b/.test(text) || !/same\s+direction/.test(text) || !/opposite\s+directions?/.test(text)) return null;
  const lengths = listed(text, LENGTH, (value) => value, 'm').flat();
  const times = listed(text, TIME, (value, unit) => (/^m/.test(unit) ? value * 60 : value), 's').flat();
  if (lengths.length !== 2 || times.length !== 2 || listed(text, `(?:${KMH_UNIT}|${MS_UNIT})`, (value) => value, 'm/s').flat().length > 0) return null;
  const clauses = text.split(/[.;,?]|\bbut\b|\bwhereas\b|\bwhile\b/);
  const wayOf = (time: Quantity) => {
    let start = 0;
    for (const clause of clauses) {
      const end = start + clause.length;
      if (time.index >= start && time.index < end) {
        const same = /same\s+direction/.test(clause);
        const opposite = /opposite\s+directions?/.test(clause);
        return same === opposite ? null : same ? 'same' : 'opposite';
      }
      start = end + 1;
    }
    return null;
  };
  const ways = times.map(wayOf);
  if (ways.includes(null) || ways[0] === ways[1]) return null;
  const asked = questionOf(text).clause;
  const faster = /\bfaster\b/.test(asked);
  if (faster === /\bslower\b/.test(asked) || !/speed|how fast/.test(asked)) return null;
  const total = lengths[0]!.si + lengths[1]!.si;
  const tSame = times[ways.indexOf('same')]!.si;
  const tOpposite = times[ways.indexOf('opposite')]!.si;
  const difference = total / tSame;
  const sum = total / tOpposite;
  const speed = faster ? (sum + difference) / 2 : (sum - difference) / 2;
  if (!(sum > difference) || !(speed > 0)) return null;
  const wantsMs = /m\s*\/\s*s|met(?:re|er)s?\s+per\s+second/.test(asked);
  const value = wantsMs ? speed : speed * 3.6;
  const other = faster ? (sum - difference) / 2 : (sum + difference) / 2;
  const [fast, slow] = faster ? [speed, other] : [other, speed];
  const check = checkStep([`Same way: ${num(round2(fast))} − ${num(round2(slow))} = ${num(round2(fast - slow))} m/s, ${num(total)} m ÷ ${num(round2(fast - slow))} = ${num(round2(total / (fast - slow)))} s; opposite ways: ${num(total)} ÷ ${num(round2(fast + slow))} = ${num(round2(total / (fast + slow)))} s, as stated.`], [[total / (fast - slow), tSame], [total / (fast + slow), tOpposite]]);
  if (!check) return null;
  return {
    kind: 'speed-distance', values: [round2(value)], unit: wantsMs ? 'm/s' : 'km/h', label: `The speed of the ${faster ? 'faster' : 'slower'} train`,
    steps: [
      { title: 'Both lengths pass, each way', bullets: [`They pass each other when their fronts have run ${num(lengths[0]!.value)} + ${num(lengths[1]!.value)} = ${num(total)} m between them.`, `Same direction: difference of speeds = ${num(total)} ÷ ${num(tSame)} = ${num(round2(difference))} m/s. Opposite directions: sum = ${num(total)} ÷ ${num(tOpposite)} = ${num(round2(sum))} m/s.`] },
      { title: 'The two speeds', bullets: [`Faster = (${num(round2(sum))} + ${num(round2(difference))}) ÷ 2 = ${num(round2(fast))} m/s; slower = (${num(round2(sum))} − ${num(round2(difference))}) ÷ 2 = ${num(round2(slow))} m/s.`, ...(wantsMs ? [] : [`${num(round2(speed))} m/s × 18/5 = ${num(round2(value))} km/h.`])] },
      check,
    ],
    mistakes: [{ value: round2(wantsMs ? other : other * 3.6), why: `this is the ${faster ? 'slower' : 'faster'} train's speed` }, { value: round2(wantsMs ? speed / 3.6 : speed), why: 'this leaves the speed in the other unit' }],
    givens: [lengths[0]!.value, lengths[1]!.value, times[0]!.value, times[1]!.value],
  };
}

/**
 * 'A train 140 m long passes a pole in 23 s and another train 210 m long passes the same pole in
 * 30 s: the ratio of their speeds?': each speed is its own length over its own time at a thing of
 * no length (a pole, a post, a standing man), so the ratio is 140/23 : 210/30. Lengths and times
 * are paired in the order written; only two of each, and no speed given.
 */
function speedRatioAtPoles(text: string): QuantAnswer | null {
  const asked = questionOf(text).clause;
  if (!/\bratio\b/.test(asked) || !/\bspeeds?\b/.test(asked) || !/\btwo\s+trains\b|\banother\s+train\b|\bother\s+train\b|\bsecond\s+train\b/.test(text)) return null;
  if (!/\b(?:pole|post|lamp-?\s?post|signal(?:\s+pole)?|telegraph\s+post|tree|milestone|man\s+standing|standing\s+man)\b/.test(text) || /platform|bridge|tunnel|each\s+other|one\s+another/.test(text)) return null;
  const lengths = listed(text, LENGTH, (value) => value, 'm').flat();
  const times = listed(text, TIME, (value, unit) => (/^m/.test(unit) ? value * 60 : value), 's').flat();
  if (lengths.length !== 2 || times.length !== 2 || (text.match(/\d+(?:\.\d+)?/g) ?? []).length !== 4 || listed(text, `(?:${KMH_UNIT}|${MS_UNIT})`, (value) => value, 'm/s').flat().length > 0) return null;
  // Each length before its own time: 'a train 140 m long passes ... in 23 s and another train 210 m long ... in 30 s', or both lists with 'respectively'.
  const paired = (lengths[1]!.index < times[0]!.index && /\brespectively\b/.test(text)) || (lengths[0]!.index < times[0]!.index && times[0]!.index < lengths[1]!.index && lengths[1]!.index < times[1]!.index);
  if (!paired || [...lengths, ...times].some((quantity) => !Number.isInteger(quantity.si))) return null;
  const speeds = [lengths[0]!.si / times[0]!.si, lengths[1]!.si / times[1]!.si] as const;
  // 'The ratio of the speed of the second train to that of the first' turns it round.
  const reversed = /\bsecond\b[^.?]*\bto\b[^.?]*\bfirst\b/.test(asked);
  const [a, b] = reversed ? [speeds[1], speeds[0]] : [speeds[0], speeds[1]];
  const scale = lengths[0]!.si * lengths[1]!.si * times[0]!.si * times[1]!.si;
  const whole = [Math.round(a * scale), Math.round(b * scale)];
  const terms = whole.every((term) => term > 0) ? lowestTerms(whole) : null;
  if (!terms) return null;
  const check = checkStep([`${num(lengths[0]!.value)} ÷ ${num(times[0]!.value)} = ${num(round2(speeds[0]))} m/s and ${num(lengths[1]!.value)} ÷ ${num(times[1]!.value)} = ${num(round2(speeds[1]))} m/s, in the ratio ${terms.join(' : ')}.`], [[a * terms[1]!, b * terms[0]!]]);
  if (!check) return null;
  return {
    kind: 'speed-distance', values: terms, unit: 'ratio', label: 'The ratio of the speeds',
    steps: [
      { title: 'Each speed', bullets: ['Passing a pole, a train runs its own length.', `First: ${num(lengths[0]!.value)} m in ${num(times[0]!.value)} s; second: ${num(lengths[1]!.value)} m in ${num(times[1]!.value)} s.`] },
      { title: 'The ratio', bullets: [`${num(lengths[0]!.value)}/${num(times[0]!.value)} : ${num(lengths[1]!.value)}/${num(times[1]!.value)} = ${num(lengths[0]!.value * times[1]!.value)} : ${num(lengths[1]!.value * times[0]!.value)}${reversed ? ', turned round as asked' : ''} = ${terms.join(' : ')}.`] },
      check,
    ],
    mistakes: [{ value: lengths[0]!.value / lengths[1]!.value, why: 'this compares the lengths alone' }],
    givens: [lengths[0]!.value, lengths[1]!.value, times[0]!.value, times[1]!.value],
  };
}

/**
 * 'A jogger running at 9 km/h is 240 m ahead of the engine of a 120 m long train running at 45
 * km/h in the same direction: how long to pass him?': the engine must first close the 240 m and
 * then run the train's own 120 m past him, at 45 − 9 = 36 km/h = 10 m/s, so 360 ÷ 10 = 36 s.
 */
function walkerAhead(text: string): QuantAnswer | null {
  const ahead = /(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?)\s+ahead\s+of\s+(?:the\s+engine\s+of\s+)?(?:a|the)\s+(?:(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?)\s+long\s+train|train\s+(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?)\s+long)\b/.exec(text);
  if (!ahead || !/\bsame\s+direction\b/.test(text) || /opposite/.test(text)) return null;
  const speeds = listed(text, KMH_UNIT, (value) => value / 3.6, 'km/h').flat().sort((a, b) => a.index - b.index);
  if (speeds.length !== 2 || speeds[0]!.index > ahead.index || speeds[1]!.index < ahead.index) return null;
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== 4) return null;
  const asked = questionOf(text).clause;
  if (!/\b(?:how\s+(?:much\s+time|long)|in\s+what\s+time|time\s+(?:taken|will))\b/.test(asked) || !/\bpass|\bcross|\bovertake/.test(asked)) return null;
  const gap = Number(ahead[1]);
  const length = Number(ahead[2] ?? ahead[3]);
  const [walker, train] = [speeds[0]!, speeds[1]!];
  const relative = train.si - walker.si;
  if (!(relative > 0)) return null;
  const seconds = (gap + length) / relative;
  const check = checkStep([`In ${num(round2(seconds))} s the engine runs ${num(round2(train.si * seconds))} m and the jogger ${num(round2(walker.si * seconds))} m: the engine gains ${num(round2(relative * seconds))} m, the ${num(gap)} m start and the train's ${num(length)} m.`], [[relative * seconds, gap + length]]);
  if (!check) return null;
  return {
    kind: 'speed-distance', values: [round2(seconds)], unit: 'seconds', label: 'The time to pass the jogger',
    steps: [
      { title: 'Relative speed', bullets: [`Same direction: ${num(train.value)} − ${num(walker.value)} = ${num(train.value - walker.value)} km/h = ${num(round2(relative))} m/s.`] },
      { title: 'Distance to gain', bullets: [`The ${num(gap)} m start plus the train's own ${num(length)} m: ${num(gap + length)} m, so ${num(gap + length)} ÷ ${num(round2(relative))} = ${num(round2(seconds))} s.`] },
      check,
    ],
    mistakes: [{ value: round2(gap / relative), why: 'this forgets the length of the train' }, { value: round2((gap + length) / (train.si + walker.si)), why: 'this adds the speeds; they go the same way' }],
    givens: [walker.value, gap, length, train.value],
  };
}

/**
 * 'A train crosses a 200 m platform in 20 seconds and is 100 m long', '..., which is 100 m long',
 * '... in 1 minute. It is 150 m long':
 * the length said after the crossing belongs to the train the sentence is about; said as the
 * readers take it, 'a train 100 m long crosses ...'. Only with one train in the sentence.
 */
function lengthWithTrain(text: string): string {
  return text.replace(/\b(a|the)\s+train\b([^.?;]*?)(?:,?\s+and\s+(?:it\s+)?is|,\s*(?:which|that)\s+is|,\s*being|(?=\.\s+it\s+is\s+\d)\.\s+it\s+is)\s+(\d+(?:\.\d+)?\s*(?:m|metres?|meters?))\s+long\b/g, (found, article: string, middle: string, length: string) =>
    /\btrain|\blong\b|\blength/.test(middle) ? found : `${article} train ${length} long${middle}`,
  );
}

/**
 * 'A train covers 12 km in 10 minutes' (or 'runs 900 m in a minute'): its speed, written as
 * '72 km/h', with the two numbers written counted as used when 72 is. Only the train's own run,
 * and only a speed exact to two decimals.
 */
function runAsSpeed(text: string): { text: string; pairs: { seconds: number; written: number[] }[]; note: string | null } {
  const pairs: { seconds: number; written: number[] }[] = [];
  let note: string | null = null;
  const replaced = text.replace(/\b(the|a|this|the same)\s+train\s+(\d+(?:\.\d+)?\s*(?:m|metres?|meters?)\s+long\s+)?(?:covers|runs|travels|goes)\s+(?:a\s+distance\s+of\s+)?(\d+(?:\.\d+)?)\s*(km|kilomet(?:re|er)s?|m|metres?|meters?)\s+in\s+(\d+(?:\.\d+)?)\s*(hours?|hrs?|minutes?|mins?|seconds?|secs?)\b/g, (found, article: string, long: string | undefined, distance: string, unit: string, time: string, timeUnit: string) => {
    if (pairs.length > 0) return found;
    const km = /^k/.test(unit) ? Number(distance) : Number(distance) / 1000;
    const hours = /^h/.test(timeUnit) ? Number(time) : /^m/.test(timeUnit) ? Number(time) / 60 : Number(time) / 3600;
    const kmh = km / hours;
    if (!(kmh > 0) || round2(kmh) !== kmh) return found;
    pairs.push({ seconds: kmh, written: [Number(distance), Number(time)] });
    note = `${num(Number(distance))} ${unit} in ${num(Number(time))} ${timeUnit} is ${num(km)} km in ${num(round2(hours))} h: ${num(kmh)} km/h.`;
    return `${article} train ${long ?? ''}runs at ${kmh} km/h`;
  });
  return { text: replaced, pairs, note };
}

/** '1 minute 50 seconds', '2 min and 30 sec': one time in seconds, with the two numbers as written. */
function minutesAndSeconds(text: string): { text: string; pairs: { seconds: number; written: number[] }[] } {
  const pairs: { seconds: number; written: number[] }[] = [];
  const joined = text.replace(/\bhalf a minute\b/g, '30 seconds').replace(/(?<![\d.])(\d+)\s*(?:minutes?|mins?)\s*(?:and\s+)?(\d+(?:\.\d+)?)\s*(?:seconds?|secs?|s\b)/g, (_match, minutes: string, seconds: string) => {
    const total = Number(minutes) * 60 + Number(seconds);
    pairs.push({ seconds: total, written: [Number(minutes), Number(seconds)] });
    return `${total} seconds`;
  });
  return { text: joined, pairs };
}

/**
 * A person sitting in one train sees another train pass: 'a man sitting in a train running at
 * 45 km/h sees a goods train 280 m long, going the opposite way, pass him in 8 seconds'. Only the
 * other train's length goes past him, at the sum of the speeds (opposite ways) or, when the other
 * train overtakes him, at their difference. Any one of the other train's speed, its length or the
 * time is found from the rest; null unless each is read once and the ask is one of them.
 */
function passenger(text: string): QuantAnswer | null {
  const seat = new RegExp(String.raw`\b(?:man|person|passenger|boy|girl|woman|lady|traveller|he|she)\s+(?:is\s+)?(?:sitting|seated|standing|travelling|traveling|riding)\s+(?:in|on|inside)\s+(?:a|the)\s+train\b(?:\s*,?\s*(?:which\s+is\s+|that\s+is\s+)?(?:running|travelling|traveling|moving|going|speeding)?\s*(?:at|with a speed of|at a speed of)\s+${NUMBER}\s*${KMH_UNIT})?`).exec(text);
  if (!seat) return null;
  const other = /\b(goods|another|other|second|express|passenger|local|mail|freight)\s+train\b/.exec(text.slice(seat.index + seat[0].length));
  if (!other) return null;
  const otherAt = seat.index + seat[0].length + other.index;
  const speeds = [...text.matchAll(new RegExp(String.raw`${NUMBER}\s*${KMH_UNIT}`, 'g'))];
  const lengths = [...text.matchAll(new RegExp(String.raw`${NUMBER}\s*${LENGTH}`, 'g'))];
  const times = [...text.matchAll(new RegExp(String.raw`${NUMBER}\s*${TIME}`, 'g'))];
  if (speeds.length + lengths.length + times.length !== 3 || lengths.length > 1 || times.length > 1 || speeds.length > 2) return null;
  // A length said before the other train is named may be his own train's.
  if (lengths[0] && lengths[0].index < seat.index + seat[0].length) return null;
  if (/\d\s*m\s*\/\s*s|mps|metres?\s+per\s+second|platform|bridge|tunnel|pole|post|\blength of (?:his|the first|that)\b/.test(text)) return null;
  // His own train's speed is the one said with his seat; the other's is said after the other train.
  const own = seat[1] !== undefined ? Number(seat[1]) : null;
  const otherSpeeds = speeds.filter((match) => match.index > otherAt && !(own !== null && match.index < seat.index + seat[0].length));
  if (own === null && speeds.length === 2) return null;
  if (otherSpeeds.length > 1 || speeds.length - otherSpeeds.length !== (own === null ? 0 : 1)) return null;
  const opposite = /opposite|other direction|other way|contrary|towards? (?:him|each other)|from the opposite/.test(text);
  const overtakes = /\bsame direction|same way\b/.test(text) && /overtak\w*\s+(?:him|her|the man|the passenger)|(?:passes|crosses)\s+(?:him|her)\s+from\s+behind/.test(text);
  if (opposite === overtakes) return null;
  const v2 = otherSpeeds[0] ? Number(otherSpeeds[0][1]) : null;
  const length = lengths[0] ? Number(lengths[0][1]) : null;
  const seconds = times[0] ? (/^m/.test(times[0][2]!) ? Number(times[0][1]) * 60 : Number(times[0][1])) : null;
  if (own === null) return null;
  const asked = questionOf(text).clause;
  const sign = opposite ? 1 : -1;
  const relativeText = opposite ? `${num(own)} + v` : `v − ${num(own)}`;
  let value: number;
  let unit: QuantUnit;
  let label: string;
  const steps: SolutionStep[] = [];
  let relative: number;
  if (v2 === null && length !== null && seconds !== null && /speed|how fast/.test(asked) && !/\b(?:his|own|first)\b[^.?]{0,20}\btrain/.test(asked)) {
    relative = length / seconds;
    value = relative * 3.6 - sign * own;
    unit = 'km/h';
    label = 'The speed of the other train';
    steps.push({ title: 'Only the other train goes past him', bullets: [`It passes him in ${num(seconds)} s, so its ${num(length)} m go by at ${num(length)} ÷ ${num(seconds)} = ${num(relative)} m/s = ${num(relative)} × 18/5 = ${num(relative * 3.6)} km/h.`, `${opposite ? 'Going opposite ways the speeds add' : 'Overtaking him, the other train gains only the difference'}: ${relativeText} = ${num(relative * 3.6)}, so v = ${num(value)} km/h.`] });
  } else if (length === null && v2 !== null && seconds !== null && /length|how long is|long is/.test(asked)) {
    relative = (v2 + sign * own) / 3.6;
    value = relative * seconds;
    unit = 'm';
    label = 'The length of the other train';
    steps.push({ title: 'Only the other train goes past him', bullets: [`Relative speed = ${opposite ? `${num(v2)} + ${num(own)}` : `${num(v2)} − ${num(own)}`} = ${num(relative * 3.6)} km/h = ${num(relative)} m/s.`, `In ${num(seconds)} s its whole length goes by: ${num(relative)} × ${num(seconds)} = ${num(value)} m.`] });
  } else if (seconds === null && v2 !== null && length !== null && /time|how long|how many seconds|how much time/.test(asked) && !/length/.test(asked)) {
    relative = (v2 + sign * own) / 3.6;
    value = length / relative;
    unit = 'seconds';
    label = 'The time the other train takes to pass him';
    steps.push({ title: 'Only the other train goes past him', bullets: [`Relative speed = ${opposite ? `${num(v2)} + ${num(own)}` : `${num(v2)} − ${num(own)}`} = ${num(relative * 3.6)} km/h = ${num(relative)} m/s.`, `Time = ${num(length)} ÷ ${num(relative)} = ${num(value)} s.`] });
  } else return null;
  if (!(value > 0) || !(relative > 0)) return null;
  const speed2 = v2 ?? value;
  const len2 = length ?? value;
  const time2 = seconds ?? value;
  const check = checkStep([`${num(len2)} m at ${opposite ? `${num(speed2)} + ${num(own)}` : `${num(speed2)} − ${num(own)}`} = ${num(speed2 + sign * own)} km/h takes ${num(len2)} ÷ ${num((speed2 + sign * own) / 3.6)} = ${num(len2 / ((speed2 + sign * own) / 3.6))} s.`], [[len2 / ((speed2 + sign * own) / 3.6), time2]]);
  if (!check) return null;
  const givens = [own, ...(v2 !== null ? [v2] : []), ...(length !== null ? [length] : []), ...(times[0] ? [Number(times[0][1])] : [])];
  return {
    kind: 'speed-distance',
    values: [round2(value)],
    unit,
    label,
    steps: [{ title: 'Read the data', bullets: [`His train runs at ${num(own)} km/h; the other train goes ${opposite ? 'the opposite way' : 'the same way and overtakes him'}.`] }, ...steps, check],
    mistakes: unit === 'km/h' ? [{ value: round2(relative * 3.6), why: 'this is the speed at which the train passes him, not its own speed' }, { value: round2(relative * 3.6 + sign * own), why: `this ${opposite ? 'adds' : 'takes away'} his train's speed the wrong way` }] : [],
    givens,
  };
}

/**
 * 'A passenger train 190 m long runs at 45 km/h. A man sitting in it sees a goods train 330 m long
 * pass him in 11 s': his own train, named first with its speed (and perhaps its length, which plays
 * no part: only the other train goes past him), said as passenger() reads it.
 */
function seatedInIt(text: string): QuantAnswer | null {
  const seat = /\b(?:man|person|passenger|boy|girl|woman|lady|traveller)\s+(?:who\s+is\s+|is\s+)?(?:sitting|seated|travelling|traveling|riding)\s+(?:in|on|inside)\s+it\b/.exec(text);
  if (!seat) return null;
  const before = text.slice(0, seat.index);
  const speeds = [...before.matchAll(new RegExp(String.raw`${NUMBER}\s*${KMH_UNIT}`, 'g'))];
  const lengths = [...before.matchAll(new RegExp(String.raw`${NUMBER}\s*${LENGTH}`, 'g'))];
  if (speeds.length !== 1 || lengths.length > 1 || !/\btrain\b/.test(before) || /\d/.test(before.replace(speeds[0]![0], ' ').replace(lengths[0]?.[0] ?? '', ' '))) return null;
  // His train's length must be said as its own ('a passenger train 190 m long').
  if (lengths[0] && !new RegExp(String.raw`\btrain\s+(?:of\s+length\s+|which\s+is\s+|is\s+)?${lengths[0][1]}\s*${LENGTH}`).test(before)) return null;
  const answer = passenger(`a man sitting in a train running at ${speeds[0]![1]} km/h ${text.slice(seat.index + seat[0].length)}`);
  if (!answer) return null;
  const ownLength = lengths[0] ? Number(lengths[0][1]) : null;
  return ownLength === null ? answer : { ...answer, steps: [{ title: 'His own train', bullets: [`His own train's length (${num(ownLength)} m) plays no part: he is one point in it, and only the other train goes past him.`] }, ...answer.steps], givens: [...answer.givens, ownLength] };
}

type Kind = 'point' | 'span' | 'mover' | 'train';

interface Thing {
  readonly id: string;
  readonly kind: Kind;
  readonly name: string;
  readonly index: number;
  readonly end: number;
  /** For a walker or the other train: which way it goes relative to the train. */
  direction?: 'same' | 'opposite' | null;
}

interface Quantity {
  readonly value: number;
  /** In metres, metres a second or seconds. */
  readonly si: number;
  readonly index: number;
  readonly end: number;
  readonly unit: 'm' | 'km/h' | 'm/s' | 's';
}

const LENGTH = String.raw`(?:met(?:re|er)s?|mtrs?|m(?=\s|long|\.|,|$))(?![a-z])(?!\s*\/|\s*per\b|\s*(?:a|an)\s+sec)`;
const TIME = String.raw`(seconds?|secs?|s\b|minutes?|mins?)`;

/** Numbers written together with one unit: '120 m and 150 m', '54 and 36 km/h', '40, 50 km/h'. */
function listed(text: string, unit: string, toSi: (value: number, unitText: string) => number, kind: Quantity['unit']): Quantity[][] {
  const pattern = new RegExp(String.raw`(?<![\d.])${NUMBER}(?:\s*(?:-\s*)?${unit})?(?:\s*(?:,\s*(?:and\s+)?|and|&)\s*${NUMBER}(?:\s*(?:-\s*)?${unit})?)*`, 'g');
  const lists: Quantity[][] = [];
  for (const match of text.matchAll(pattern)) {
    const parts = [...match[0].matchAll(new RegExp(String.raw`${NUMBER}(\s*(?:-\s*)?(${unit}))?`, 'g'))];
    const last = parts[parts.length - 1]!;
    if (!last[2]) continue;
    // Every number of the list carries the unit or shares the last one.
    lists.push(parts.map((part) => ({ value: Number(part[1]), si: toSi(Number(part[1]), part[3] ?? last[3]!), index: match.index + part.index, end: match.index + part.index + part[0].length, unit: kind })));
  }
  return lists;
}

const OBJECT = [
  // A man or a boy standing still is a point; one walking has a speed of his own.
  { kind: 'point' as const, pattern: /(?:standing|stationary)\s+(?:man|person|boy|girl|woman|pole)|(?:man|person|boy|girl|woman|lady)\s+(?:on|at)\s+(?:the\s+|a\s+)?(?:platform|station)(?!\s+(?:walking|running|moving|cycling))|(?:man|person|boy|girl|woman|lady)\s+(?:who\s+is\s+)?standing(?:\s+(?:on|at|near)\s+(?:the|a)\s+(?:platform|station|track|bridge|road|crossing))?|(?:telegraph|signal|electric|lamp|telephone)\s*(?:post|pole)|\b(?:pole|post|pillar|tree|milestone|signal|lamppost|lamp)\b/g },
  { kind: 'mover' as const, pattern: /\b(?:man|person|boy|girl|woman|cyclist|jogger|motorcyclist|motorist|car|scooter|scooterist|biker|rider|pedestrian|runner|walker|athlete|him|her)\b/g },
  { kind: 'span' as const, pattern: /\b(?:station\s+)?(?:platforms?|bridges?|tunnels?|viaduct|stations?)\b/g },
];

function thingsIn(text: string): Thing[] {
  const things: Thing[] = [];
  let rest = text;
  for (const { kind, pattern } of OBJECT) {
    for (const match of rest.matchAll(pattern)) {
      const name = match[0];
      things.push({ id: '', kind, name, index: match.index, end: match.index + name.length });
      rest = blank(rest, match.index, match.index + name.length);
    }
  }
  return things.sort((a, b) => a.index - b.index);
}

/** 'Convert 72 km/h into m/s', 'a speed of 15 m/s is how many km/h'. */
export function conversion(text: string): QuantAnswer | null {
  const kmh = [...text.matchAll(new RegExp(String.raw`${NUMBER}\s*${KMH_UNIT}`, 'g'))];
  const ms = [...text.matchAll(new RegExp(String.raw`${NUMBER}\s*${MS_UNIT}`, 'g'))];
  if (kmh.length + ms.length !== 1 || !/convert|express|equal to|equivalent|how many (?:m\b|metres|meters|km\b)|in (?:m\/s|km\/h|metres per second)/.test(text)) return null;
  if (/\d+\s*(?:m|metres?|seconds?|s)\b(?!\s*\/)/.test(text.replace(new RegExp(String.raw`${NUMBER}\s*(?:${KMH_UNIT}|${MS_UNIT})`, 'g'), ' '))) return null;
  const toMs = kmh.length === 1;
  const given = Number((toMs ? kmh[0] : ms[0])![1]);
  const value = toMs ? (given * 5) / 18 : (given * 18) / 5;
  const check = checkStep([toMs ? `${num(value)} m/s × 18/5 = ${num((value * 18) / 5)} km/h.` : `${num(value)} km/h × 5/18 = ${num((value * 5) / 18)} m/s.`], [[toMs ? (value * 18) / 5 : (value * 5) / 18, given]]);
  if (!check) return null;
  return {
    kind: 'speed-distance',
    values: [round2(value)],
    unit: toMs ? 'm/s' : 'km/h',
    label: `The speed in ${toMs ? 'm/s' : 'km/h'}`,
    steps: [{ title: 'Convert', bullets: [toMs ? `1 km/h = 1000 m ÷ 3600 s = 5/18 m/s, so ${num(given)} km/h = ${num(given)} × 5/18 = ${num(value)} m/s.` : `1 m/s = 3600 m an hour = 18/5 km/h, so ${num(given)} m/s = ${num(given)} × 18/5 = ${num(value)} km/h.`] }, check],
    mistakes: [{ value: round2(toMs ? (given * 18) / 5 : (given * 5) / 18), why: 'this multiplies by the wrong factor' }],
    givens: [given],
  };
}

interface Crossing {
  readonly thing: Thing;
  /** Which train passes: the first named, or the other one. */
  readonly train: '1' | '2';
  readonly seconds: number | null;
  readonly written: number[];
}

/**
 * 'A platform of the same length as the train', 'a bridge twice as long as the train', 'a tunnel
 * half as long as the train': the span's length as a multiple of the train's, and the text without
 * the phrase (so the readers do not take the multiple for something else).
 */
function spanAsTrain(text: string): { text: string; span: string; factor: number } | null {
  const MULTIPLE: Readonly<Record<string, number>> = { twice: 2, thrice: 3, half: 0.5, 'two times': 2, 'three times': 3, 'four times': 4, 'one and a half times': 1.5 };
  const match = /\b(platform|bridge|tunnel)\s+(?:which\s+is\s+|that\s+is\s+)?(?:(?:of\s+)?(?:the\s+)?(same length as|equal in length to|as long as)|(twice|thrice|half|two times|three times|four times|one and a half times)\s+as\s+long\s+as|(twice|thrice|half|two times|three times|four times)\s+(?:the\s+)?length\s+of)\s+(?:the\s+|that\s+)?train(?:'s(?:\s+length)?)?\b/.exec(text);
  if (!match) return null;
  const factor = match[2] ? 1 : MULTIPLE[(match[3] ?? match[4])!]!;
  return { text: `${text.slice(0, match.index)}${match[1]}${text.slice(match.index + match[0].length)}`, span: match[1]!, factor };
}

function crossings(raw: string): QuantAnswer | null {
  const related = spanAsTrain(raw);
  const text = related?.text ?? raw;
  // A ratio or a multiple ('twice as fast', 'in the ratio 3 : 2') is a relation these readers do not take.
  if (/twice|thrice|\btimes\b|ratio|\bhalf\b|\d+\s*%|percent|\d\s*\/\s*\d|\d\s*:\s*\d|same length as|as long as/.test(text)) return null;
  const asked = questionOf(text).clause;
  const askedAt = text.lastIndexOf(asked);
  // Lengths in metres, or in km ('their lengths are 1.10 km and 0.9 km', 'a tunnel 1.5 km long').
  const lengths = [...listed(text, LENGTH, (value) => value, 'm'), ...listed(text, String.raw`(?:km|kilomet(?:re|er)s?)(?![a-z]|\s*\/|\s*(?:per|an|a)\s+h)`, (value) => value * 1000, 'm')].sort((a, b) => a[0]!.index - b[0]!.index);
  const speeds = [...listed(text, KMH_UNIT, (value) => value / 3.6, 'km/h'), ...listed(text, MS_UNIT, (value) => value, 'm/s')];
  const times = listed(text, TIME, (value, unit) => (/^m/.test(unit) ? value * 60 : value), 's');
  const things = thingsIn(text);
  // The trains: 'two trains', 'another train', 'the other train', 'the faster train'.
  const trainWords = [...text.matchAll(/\b(?:(two|both|the\s+two)\s+trains|(another|other|second|slower|faster|goods|express|passenger|opposite)\s+(?:train|one)|trains?)\b/g)];
  // Two trains: named so, or a second train crossed ('cross a 200 m long train running the other way').
  const two = /\b(?:two|2|both)\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?trains\b|each other|another train|other train|second train/.test(text) || /(?:cross|pass|overtak)\w*\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,4}?train\b/.test(text.replace(/^[^.?]*?\btrain\b/, ''));
  const variables = new Map<string, { label: string; unit: 'm' | 'm/s' }>();
  const equations: Equation[] = [];
  const givenLines: string[] = [];
  const written: number[] = [];
  const givenIds = new Set<string>();
  const givenSpeed = new Map<string, number>();
  const set = (id: string, value: number, line: string) => {
    givenIds.add(id);
    if (/^v/.test(id)) givenSpeed.set(id, value);
    equations.push({ coefficients: new Map([[id, 1]]), value });
    givenLines.push(line);
  };
  variables.set('L1', { label: 'the length of the train', unit: 'm' });
  variables.set('v1', { label: 'the speed of the train', unit: 'm/s' });
  if (two) {
    variables.set('L2', { label: 'the length of the other train', unit: 'm' });
    variables.set('v2', { label: 'the speed of the other train', unit: 'm/s' });
  }
  /** Which train a word about a train means: the other one after 'another', 'second', 'slower'. */
  // A train crossed by the first ('crosses a 200 m long train') is the second one.
  const crossed = [...text.matchAll(/(?:cross|pass|overtak)\w*\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,4}?train\b/g)].map((match) => match.index + match[0].length - 'train'.length);
  const trainAt = (index: number): '1' | '2' => {
    const before = trainWords.filter((word) => word.index <= index).pop();
    return before && (before[2] || /\bone\b/.test(before[0]) || crossed.includes(before.index)) && two ? '2' : '1';
  };
  // Span ids: each platform, bridge or tunnel named.
  let spans = 0;
  let movers = 0;
  for (const thing of things) {
    if (thing.kind === 'span') {
      // 'A platform ... what is the length of the platform?': the same one, unless two are named.
      const noun = thing.name.replace(/^station\s+/, '').replace(/s$/, '');
      const earlier = things.find((other) => other !== thing && other.kind === 'span' && other.id && other.name.replace(/^station\s+/, '').replace(/s$/, '') === noun);
      if (earlier && !/two\s+(?:platform|bridge|tunnel)s|another\s+(?:platform|bridge|tunnel)|second\s+(?:platform|bridge|tunnel)/.test(text)) {
        (thing as { id: string }).id = earlier.id;
        continue;
      }
      spans += 1;
      (thing as { id: string }).id = `P${spans}`;
      variables.set(thing.id, { label: `the length of the ${thing.name.replace(/^station\s+/, '')}`, unit: 'm' });
    } else if (thing.kind === 'mover') {
      if (/^(?:him|her)$/.test(thing.name)) {
        // 'Passes him': the walker named before, or the man standing there.
        const previous = things.filter((other) => (other.kind === 'mover' || (other.kind === 'point' && /man|person|boy|girl|woman|lady/.test(other.name))) && other.index < thing.index && other.id).pop();
        if (!previous) return null;
        (thing as { id: string }).id = previous.id;
        (thing as { kind: Kind }).kind = previous.kind;
        continue;
      }
      movers += 1;
      (thing as { id: string }).id = `u${movers}`;
      variables.set(thing.id, { label: `the speed of the ${thing.name}`, unit: 'm/s' });
    } else (thing as { id: string }).id = 'point';
  }
  if (spans > 2 || movers > 1) return null;

  // Lengths: what each belongs to, from the words next to it.
  for (const list of lengths) {
    const first = list[0]!;
    const lastEnd = list[list.length - 1]!.end;
    const after = text.slice(lastEnd, lastEnd + 30);
    const before = text.slice(Math.max(0, first.index - 45), first.index);
    const nextNoun = /^\s*(?:long|in length)?\s*-?\s*(?:long\s+)?(trains?|platforms?|bridges?|tunnels?|station|viaduct)\b/.exec(after);
    // 'Their lengths are 1.10 km and 0.9 km': the two trains'.
    // 'Each of two trains is 210 m long': each train's.
    const nouns = [...before.replace(/\btheir\b/g, 'trains').replace(/\beach\s+of\s+(?:the\s+)?(?:two|2|both)\s+trains\b/g, 'each').matchAll(/\b(trains?|platforms?|bridges?|tunnels?|station|viaduct|each)\b/g)];
    const noun = nextNoun?.[1] ?? (/\d/.test(before.slice(nouns[nouns.length - 1]?.index ?? 0)) ? undefined : nouns[nouns.length - 1]?.[1]);
    if (!noun) return null;
    const at = nextNoun ? lastEnd + nextNoun[0].length - nextNoun[1]!.length : first.index - before.length + nouns[nouns.length - 1]!.index!;
    if (/^trains$|^each$/.test(noun) || (noun === 'train' && list.length === 2)) {
      if (list.length === 1 && noun === 'each' && two) {
        set('L1', first.si, `Each train is ${num(first.value)} m long.`);
        set('L2', first.si, '');
        written.push(first.value);
        continue;
      }
      if (list.length !== 2 || !two) return null;
      set('L1', list[0]!.si, `The first train is ${num(list[0]!.value)} m long.`);
      set('L2', list[1]!.si, `The second train is ${num(list[1]!.value)} m long.`);
      written.push(list[0]!.value, list[1]!.value);
      continue;
    }
    if (list.length !== 1) return null;
    if (noun === 'train') {
      const which = trainAt(at);
      set(`L${which}`, first.si, `The ${which === '1' ? '' : 'other '}train is ${num(first.value)} m long.`);
    } else {
      const span = things.filter((thing) => thing.kind === 'span').sort((a, b) => Math.abs(a.index - at) - Math.abs(b.index - at))[0];
      if (!span) return null;
      set(span.id, first.si, `The ${span.name.replace(/^station\s+/, '')} is ${num(first.value)} m long.`);
    }
    written.push(first.value);
  }
  // 'A platform twice as long as the train': span = factor × train.
  if (related) {
    const span = things.find((thing) => thing.kind === 'span' && thing.name.replace(/^station\s+/, '').replace(/s$/, '') === related.span);
    if (!span || two || things.filter((thing) => thing.kind === 'span').length !== 1) return null;
    equations.push({ coefficients: new Map([[span.id, 1], ['L1', -related.factor]]), value: 0 });
    givenLines.push(`The ${related.span} is ${related.factor === 1 ? 'as long as the train' : `${num(related.factor)} × the train's length`}.`);
  }
  // 'Two trains of equal length', 'of the same length'.
  if (two && /(?:equal|same)\s+length|equally\s+long|each of the same length/.test(text)) {
    equations.push({ coefficients: new Map([['L1', 1], ['L2', -1]]), value: 0 });
    givenLines.push('The two trains are equally long.');
  }

  // Speeds: the train's, the other train's, a walker's.
  for (const list of speeds) {
    const first = list[0]!;
    const before = text.slice(Math.max(0, first.index - 60), first.index);
    const owners = [...before.matchAll(/\b(trains?|man|person|boy|girl|woman|cyclist|jogger|motorcyclist|motorist|car|scooter|scooterist|biker|rider|pedestrian|runner|walker|athlete|him|her|he|she|it|they)\b/g)];
    const owner = owners[owners.length - 1];
    if (list.length === 2) {
      if (!two) return null;
      set('v1', list[0]!.si, `The first train runs at ${num(list[0]!.value)} ${list[0]!.unit}.`);
      set('v2', list[1]!.si, `The second train runs at ${num(list[1]!.value)} ${list[1]!.unit}.`);
      written.push(list[0]!.value, list[1]!.value);
      continue;
    }
    if (list.length !== 1) return null;
    written.push(first.value);
    // No owner named before ('running at 54 km/h, a train ...'): the train when no one else moves.
    const ownerWord = owner?.[1] ?? (movers === 0 ? 'it' : '');
    if (/^(?:train|it|they)$/.test(ownerWord) || (ownerWord === 'trains' && !two)) {
      const which = ownerWord === 'train' && owner ? trainAt(first.index - before.length + owner.index!) : '1';
      set(`v${which}`, first.si, `The ${which === '1' ? '' : 'other '}train runs at ${num(first.value)} ${first.unit}.`);
    } else if (/^(?:he|she|him|her)$/.test(ownerWord) || movers === 1) {
      const mover = things.find((thing) => thing.kind === 'mover');
      if (!mover || /^(?:it|train)$/.test(ownerWord)) return null;
      set(mover.id, first.si, `The ${mover.name} moves at ${num(first.value)} ${first.unit}.`);
    } else return null;
  }

  // Crossings: each time with the thing passed, the nearest before it in its clause (or after: 'takes 16 s to cross a bridge').
  const events: Crossing[] = [];
  // A list of times for two trains passing the same thing: 'cross a post in 15 s and 9 s respectively'.
  for (const [position, list] of times.entries()) {
    const first = list[0]!;
    const last = list[list.length - 1]!;
    // A sentence ends at '?' too: a question written first ('how long to cross a 420 m platform? a train ... past a pole in 20 s') lends it no thing.
    const from = Math.max(times[position - 1]?.[times[position - 1]!.length - 1]!.end ?? 0, text.lastIndexOf('. ', first.index) + 1, text.lastIndexOf('? ', first.index) + 1);
    const to = Math.min(times[position + 1]?.[0]!.index ?? text.length, sentenceEndAfter(text, last.end));
    // 'passes a pole, one in 6 s and the other in 12 s': the other train passes the same thing.
    const sameThing = two && list.length === 1 && /(?:and|,)\s+(?:the other|the second)(?:\s+(?:one|train))?\s+in\s*$/.test(text.slice(from, first.index)) ? events[events.length - 1]?.thing : undefined;
    // 'Takes 59 seconds to cross a bridge and 35 seconds to cross a platform': the thing after the time.
    const forward = /^\s*(?:to\s+(?:completely\s+)?(?:cross|pass|overtake|clear|go\s+(?:through|past|over|across)|get\s+(?:through|past))|in\s+(?:crossing|passing)|for\s+crossing)\b/.test(text.slice(last.end, last.end + 40));
    // '... a tunnel 1.6 km long. The train takes 2 minutes to get through it': the one thing named.
    const itThing = /^\s*to\s+(?:completely\s+)?(?:cross|pass(?:\s+through)?|clear|go\s+(?:through|past|over|across)|get\s+(?:through|past))\s+it\b/.test(text.slice(last.end, last.end + 40)) && things.length === 1 && things[0]!.kind !== 'mover' ? things[0] : undefined;
    const thing = sameThing ?? itThing ?? (forward ? things.find((candidate) => candidate.index >= last.end && candidate.end <= to) : undefined) ?? things.filter((candidate) => candidate.index >= from && candidate.end <= first.index).pop() ?? things.find((candidate) => candidate.index >= last.end && candidate.end <= to);
    const clause = text.slice(from, to);
    // The other train passed ('crosses another train', 'cross each other'), or the other train passing ('another train ... takes 4 seconds').
    const eachOther = /each other|one another|(?:cross|pass|overtak)\w*\s+(?:(?:another|the other|the second|a second|the slower|the faster|a|an|the)\s+)(?:[\w-]+\s+){0,4}?train|(?:cross|pass|overtak)\w*\s+(?:the\s+)?(?:slower|faster|other|second)(?:\s+one)?\b/.exec(clause);
    const otherPasses = two && !eachOther && /(?:another|the other|the second|a second)\s+train\b/.test(text.slice(from, first.index));
    if (thing && eachOther) return null;
    const previousThing = events[events.length - 1]?.thing;
    const target: Thing | null = thing ?? (eachOther && two ? { id: 'L2', kind: 'train', name: 'the other train', index: from + eachOther.index, end: from + eachOther.index + eachOther[0].length } : otherPasses && previousThing?.kind !== 'train' ? previousThing ?? null : null);
    if (!target) return null;
    if (list.length === 2 && two && target.kind !== 'train') {
      list.forEach((time, at) => events.push({ thing: target, train: at === 0 ? '1' : '2', seconds: time.si, written: [time.value] }));
    } else if (list.length === 1) {
      // 'one in 6 s and the other in 12 s'; 'another train of the same length takes 4 seconds'.
      const other = two && target.kind !== 'train' && (otherPasses || /(?:the other|the second|another)(?:\s+(?:one|train))?\s+(?:in\s+)?$/.test(text.slice(from, first.index)));
      events.push({ thing: target, train: other ? '2' : '1', seconds: first.si, written: [first.value] });
    } else return null;
    written.push(...list.map((time) => time.value));
  }
  // The crossing asked about, with no time: 'in what time will it pass a pole'.
  // A question written first ('how long to cross a 160 m platform? a train ...'): only what stands in it is asked.
  const askedThing = things.filter((thing) => thing.index >= askedAt && thing.index < askedAt + asked.length).pop() ?? (two && /each other|one another|the other|the slower|the faster|overtake|pass (?:it|the)|(?:cross|pass|overtak)\w*\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,4}?train/.test(asked) ? ({ id: 'L2', kind: 'train', name: 'the other train', index: askedAt, end: askedAt } as Thing) : null);
  const timeAsked = askedKind(asked) === 'time';
  // 'A 150 m train crosses a 250 m bridge at 72 km/h. How long does it take?': with one thing named
  // and no crossing timed, 'it' is that crossing.
  const onlyThing = !askedThing && events.length === 0 && things.length === 1 && things[0]!.kind !== 'train' && /\b(?:it|they)\b/.test(asked) && !/\b(?:another|other|second)\b/.test(asked) ? things[0]! : null;
  if (timeAsked) {
    const crossed = askedThing ?? onlyThing;
    if (!crossed) return null;
    events.push({ thing: crossed, train: '1', seconds: null, written: [] });
  }

  // Direction of a walker or of the other train.
  const opposite = /opposite|towards each other|toward each other|coming from the other|approach(?:ing|es)?\s+each other|approaching|from the opposite|coming towards|head-on|in the other direction/.test(text);
  const same = /same direction|overtak|from behind|catch(?:es)? up|in the direction of the (?:moving\s+)?train/.test(text);
  if (opposite && same) return null;
  const direction = opposite ? 'opposite' : same ? 'same' : null;

  // One equation per crossing with a known time: length + what it passes = relative speed × time.
  const lines: string[] = [];
  const rows: { coefficients: Map<string, number>; value: number; event: Crossing }[] = [];
  const relative = (event: Crossing): { terms: [string, number][]; text: string } | null => {
    switch (event.thing.kind) {
      case 'point':
      case 'span':
        return { terms: [[`v${event.train}`, 1]], text: 'the train\'s speed' };
      case 'mover':
        if (!direction || event.train !== '1') return null;
        return { terms: [['v1', 1], [event.thing.id, direction === 'same' ? -1 : 1]], text: direction === 'same' ? 'the train\'s speed less the walker\'s' : 'the two speeds added' };
      case 'train': {
        if (!direction) return null;
        if (direction === 'opposite') return { terms: [['v1', 1], ['v2', 1]], text: 'the sum of the speeds' };
        // Going the same way: the faster less the slower (the one that overtakes, when a speed is not given).
        const [v1, v2] = [givenSpeed.get('v1'), givenSpeed.get('v2')];
        const firstFaster = v1 !== undefined && v2 !== undefined ? v1 > v2 : /overtak|passes|catch/.test(text) ? true : null;
        if (firstFaster === null) return null;
        return { terms: firstFaster ? [['v1', 1], ['v2', -1]] : [['v2', 1], ['v1', -1]], text: 'the difference of the speeds' };
      }
    }
  };
  const covered = (event: Crossing): [string, number][] => (event.thing.kind === 'span' ? [[`L${event.train}`, 1], [event.thing.id, 1]] : event.thing.kind === 'train' ? [['L1', 1], ['L2', 1]] : [[`L${event.train}`, 1]]);
  for (const event of events) {
    if (event.seconds === null) continue;
    const speed = relative(event);
    if (!speed) return null;
    const coefficients = new Map<string, number>();
    for (const [id, sign] of covered(event)) coefficients.set(id, (coefficients.get(id) ?? 0) + sign);
    for (const [id, sign] of speed.terms) coefficients.set(id, (coefficients.get(id) ?? 0) - sign * event.seconds);
    rows.push({ coefficients, value: 0, event });
    lines.push(`Passing ${describe(event.thing)} in ${num(event.seconds)} s: ${distanceText(event)} = (${speed.text}) × ${num(event.seconds)}.`);
  }
  // With only times given, the lengths and speeds are fixed only up to scale: the time asked does not depend on it.
  const absolute = equations.some((equation) => equation.value !== 0);
  const scale = !absolute && timeAsked;
  if (scale) equations.push({ coefficients: new Map([['L1', 1]]), value: 100 });
  const all = solveAll([...equations, ...rows]);
  if (!all) return null;

  // What is asked.
  let value: number;
  let unit: QuantUnit;
  let label: string;
  let answerLine: string;
  const mistakes: { value: number; why: string }[] = [];
  const wantsMs = /m\s*\/\s*s|metres? per second|meters? per second|mps/.test(asked);
  const askedEvent = events.find((event) => event.seconds === null);
  if (askedEvent) {
    const speed = relative(askedEvent);
    if (!speed) return null;
    const distance = covered(askedEvent).reduce((sum, [id, sign]) => sum + sign * all.get(id)!, 0);
    const rate = speed.terms.reduce((sum, [id, sign]) => sum + sign * all.get(id)!, 0);
    if (!(rate > 0 && distance > 0)) return null;
    value = distance / rate;
    const minutes = /minutes?/.test(asked) && !/seconds?/.test(asked);
    if (minutes) value /= 60;
    unit = minutes ? 'minutes' : 'seconds';
    label = `The time to pass ${describe(askedEvent.thing)}`;
    answerLine = `Time = ${distanceText(askedEvent)} ÷ (${speed.text}) = ${num(distance)} m ÷ ${num(rate)} m/s = ${num(distance / rate)} s${minutes ? ` = ${num(value)} minutes` : ''}.`;
    if (askedEvent.thing.kind === 'span' || askedEvent.thing.kind === 'train') mistakes.push({ value: round2(all.get('L1')! / rate), why: 'this counts only the train\'s own length' });
    if (speed.terms.length > 1) {
      const other = speed.terms.reduce((sum, [id, sign], index) => sum + (index === 0 ? sign : -sign) * all.get(id)!, 0);
      if (other > 0) mistakes.push({ value: round2(distance / other), why: direction === 'same' ? 'this adds the speeds; going the same way only the difference counts' : 'this subtracts the speeds; coming towards each other the speeds add' });
    }
  } else {
    const target = askedVariable(asked, variables, things, two, trainAt, askedAt, all);
    // A figure the question gives is never its answer: the ask was misread.
    if (!target || !all.has(target) || givenIds.has(target)) return null;
    const found = all.get(target)!;
    if (!(found > 0)) return null;
    const speedAsked = variables.get(target)!.unit === 'm/s';
    const kmh = speedAsked && !wantsMs;
    value = kmh ? found * 3.6 : found;
    unit = speedAsked ? (kmh ? 'km/h' : 'm/s') : 'm';
    label = `${variables.get(target)!.label.charAt(0).toUpperCase()}${variables.get(target)!.label.slice(1)}`;
    answerLine = `${label} = ${num(found)} ${speedAsked ? 'm/s' : 'm'}${kmh ? ` = ${num(found)} × 18/5 = ${num(value)} km/h` : ''}.`;
    if (kmh) mistakes.push({ value: round2(found), why: 'this is in m/s, not km/h' });
    const span = [...variables.keys()].find((id) => /^P/.test(id) && all.has(id));
    if (target === 'L1' && span) mistakes.push({ value: round2(all.get(span)!), why: 'this is the length of what the train passes, not the train' });
    if (target === 'v1' && span) mistakes.push({ value: round2((all.get('L1')! / (rows[0]?.event.seconds ?? 1)) * (kmh ? 3.6 : 1)), why: 'this leaves out the length of what the train passes' });
  }
  // Every length or speed the answer rests on must be fixed by the question.
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [...givenLines.filter(Boolean), ...(scale ? ['No length is given: take the train as 100 m long; the time asked does not depend on it.'] : []), 'km/h × 5/18 = m/s. Passing something, the front of the train runs the train\'s length plus the length of what it passes.'] },
    { title: 'The crossings', bullets: lines.length > 0 ? lines : ['(The crossing asked is worked below.)'] },
    { title: label, bullets: [...solvedLines(all, variables, rows).filter((line) => !line.startsWith(label)), answerLine] },
  ];
  const checks = rows.map((row) => {
    const speed = relative(row.event)!;
    const distance = covered(row.event).reduce((sum, [id, sign]) => sum + sign * all.get(id)!, 0);
    const rate = speed.terms.reduce((sum, [id, sign]) => sum + sign * all.get(id)!, 0);
    return { line: `${num(distance)} m at ${num(rate)} m/s takes ${num(distance / rate)} s, as stated.`, pair: [distance / rate, row.event.seconds!] as const };
  });
  const check = checkStep(checks.length > 0 ? checks.map((entry) => entry.line) : ['The speeds and lengths are those stated.'], checks.map((entry) => entry.pair));
  if (!check) return null;
  return { kind: 'speed-distance', values: [round2(value)], unit, label, steps: [...steps, check], mistakes, givens: written };
}

function sentenceEndAfter(text: string, index: number): number {
  const match = /[.;?!](?=\s|$)/.exec(text.slice(index));
  return match ? index + match.index : text.length;
}

function describe(thing: Thing): string {
  if (thing.kind === 'train') return 'the other train';
  if (/^(?:him|her)$/.test(thing.name)) return thing.kind === 'mover' ? 'the walker' : 'the man';
  if (thing.kind === 'point') return `the ${thing.name.replace(/\s+(?:on|at|near)\s+.*$/, '')}`;
  return `the ${thing.name.replace(/^station\s+/, '')}`;
}

function distanceText(event: Crossing): string {
  if (event.thing.kind === 'span') return `train + ${event.thing.name.replace(/^station\s+/, '')}`;
  if (event.thing.kind === 'train') return 'train + other train';
  return 'train';
}

/**
 * What the question asks, from the phrase its question word opens: 'in what time will a train 420 m
 * long, running at 54 km/h, cross a pole' asks a time, though a length and a speed follow.
 */
function askedKind(asked: string): 'time' | 'length' | 'speed' | null {
  const { tail } = questionOf(asked);
  const kinds: ['time' | 'length' | 'speed', RegExp][] = [
    ['time', /(?:in\s+)?(?:what|how much|how many)\s+(?:time|seconds|minutes)|how long (?:will|does|did|would|do|it|they|the|a|is it)|time taken|(?:find|calculate|determine|what is) the time|when will|how soon/],
    ['length', /(?:what|find|calculate|determine|how)\b[^.?]{0,25}?\blength|how long is|length of (?:the|each|a|its)|length of (?:train|platform|bridge|tunnel)\b/],
    ['speed', /(?:what|find|calculate|determine|how)\b[^.?]{0,25}?\bspeed|speed of the|speed of (?:train|man)\b|how fast/],
  ];
  const found = kinds.map(([kind, pattern]) => ({ kind, at: pattern.exec(tail)?.index ?? Infinity })).sort((a, b) => a.at - b.at);
  if (found[0]!.at < Infinity) return found[0]!.kind;
  // 'The time (in seconds) they take to cross each other is:', 'the speed of the train is:'.
  const bare = [/\btime\b/, /\blength\b/, /\bspeed\b/].map((pattern) => pattern.exec(tail)?.index ?? Infinity);
  const first = Math.min(...bare);
  return first === Infinity || bare.filter((at) => at < Infinity).length > 1 ? null : (['time', 'length', 'speed'] as const)[bare.indexOf(first)]!;
}

/** 'Length of the platform', 'speed of the train (in km/h)', 'length of the other train', 'speed of the man'. */
function askedVariable(asked: string, variables: ReadonlyMap<string, { label: string }>, things: readonly Thing[], two: boolean, trainAt: (index: number) => '1' | '2', askedAt: number, all: ReadonlyMap<string, number>): string | null {
  // 'The faster train': the one with the greater speed, when both are known.
  const faster = /faster|quicker/.exec(asked) ? 'faster' : /slower/.exec(asked) ? 'slower' : null;
  const pick = (kind: 'L' | 'v'): string | null => {
    const [v1, v2] = [all.get('v1'), all.get('v2')];
    if (!faster || v1 === undefined || v2 === undefined || v1 === v2) return null;
    return `${kind}${(v1 > v2) === (faster === 'faster') ? '1' : '2'}`;
  };
  const kind = askedKind(asked);
  if (kind !== 'length' && kind !== 'speed') return null;
  const length = kind === 'length';
  const question = questionOf(asked).tail;
  // The thing named right after 'length of' / 'speed of': 'the length of a train that crosses a bridge' is the train's.
  const from = question.slice(Math.max(question.search(length ? /length|how long is/ : /speed|how fast/), 0)).replace(/[,;].*$/, '');
  const named = /^(?:length|speed|how long is|how fast is)\s*(?:of\s+)?(?:the\s+|a\s+|an\s+|its\s+|each\s+)?((?:\w+\s+){0,2}?(?:trains?|platform|bridge|tunnel|station|viaduct|man|person|boy|girl|woman|cyclist|jogger|motorcyclist|motorist|car|scooter|biker|rider|pedestrian|runner|walker|athlete|one))\b/.exec(from);
  const tail = named ? named[0] : from;
  if (length) {
    const span = /platform|bridge|tunnel|station|viaduct/.exec(tail);
    if (span) {
      const named = new Set(things.filter((thing) => thing.kind === 'span' && thing.name.includes(span[0])).map((thing) => thing.id));
      return named.size === 1 ? [...named][0]! : null;
    }
    if (/each train|each of the trains|both trains/.test(tail)) return 'L1';
    if (faster) return pick('L');
    if (/train/.test(tail)) {
      const at = askedAt + asked.indexOf(tail) + tail.search(/train/) + 1;
      return two && /other|second|another|goods/.test(tail) ? 'L2' : trainAt(at) === '2' ? 'L2' : 'L1';
    }
    return variables.has('P1') && !variables.has('P2') && /its|the train/.test(tail) ? 'L1' : null;
  }
  const mover = /\b(?:man|person|boy|girl|woman|cyclist|jogger|motorcyclist|motorist|car|scooter|biker|rider|pedestrian|runner|walker|athlete)\b/.exec(tail);
  if (mover) return things.find((thing) => thing.kind === 'mover')?.id ?? null;
  if (faster) return pick('v');
  if (two && /other|second|another|goods/.test(tail)) return 'v2';
  // 'What is its speed?': the train's, unless someone else moves too and the train is not named.
  return /train|its/.test(question) || !things.some((thing) => thing.kind === 'mover') ? 'v1' : null;
}

function solvedLines(all: ReadonlyMap<string, number>, variables: ReadonlyMap<string, { label: string; unit: string }>, rows: readonly unknown[]): string[] {
  if (rows.length === 0) return [];
  return [...variables].filter(([id]) => all.has(id)).map(([id, variable]) => `${variable.label.charAt(0).toUpperCase()}${variable.label.slice(1)}: ${num(all.get(id)!)} ${variable.unit}${variable.unit === 'm/s' ? ` (${num(all.get(id)! * 3.6)} km/h)` : ''}.`);
}
