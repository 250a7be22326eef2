import type { QuantAnswer } from './quant-answer';
import { durations, fraction, hoursAndMinutes, questionOf } from './rate-text';
import { checkStep, num, round2 } from './quant-text';
import { clockReading, timesOfDay } from './time-of-day';

/**
 * Pipes opened at different times of day, asked when the tank is full: 'an empty tank is filled
 * from 9 a.m. by tap P, which alone takes 10 hours; at 10 a.m. tap Q, which alone takes 5 hours,
 * is also turned on: when is the tank full?'. Each pipe is read with the clock time of its own
 * sentence (or, for pipes named by letter, 'A is opened at 9 a.m. and B at 10 a.m.'); the tank
 * fills stage by stage, each stage at the sum of the pipes then open. Declined when a pipe is
 * closed again, a pipe has no opening time, or the tank would not be filling in some stage.
 */
export function solvePipeClock(text: string): QuantAnswer | null {
  const clocks = timesOfDay(text);
  if (clocks.length < 2) return null;
  // 'When will the empty tank be full?': the empty tank is the tank, not an emptying asked.
  const asked = questionOf(text).clause.replace(/\b(?:an|the|a|its)\s+empty\b/g, ' ');
  if (!/\bwhen\b|what time|at what/.test(asked) || !/\bfull\b|\bfill|\bfilled\b/.test(asked) || /empt|half|part|fraction/.test(asked)) return null;
  // A pipe closed or turned off again, or a tank not empty at the start, is another sum.
  if (/\bclos|\bshut|turned off|switched off|stopp|plugged|sealed|repaired|\bfull tank\b|already|litres?|\bkm\b|speed/.test(text)) return null;
  const pipes = pipesWithClocks(text, clocks);
  if (!pipes || pipes.length < 2 || pipes.length > 3) return null;
  const minutes = pipes.every((pipe) => pipe.minutes);
  const order = [...pipes].sort((a, b) => a.opens - b.opens);
  const start = order[0]!.opens;
  if (order[order.length - 1]!.opens - start > 12) return null;
  // Stage by stage: the part filled up to each opening.
  let level = 0;
  let finish: number | null = null;
  const bullets: string[] = [];
  for (let index = 0; index < order.length && finish === null; index += 1) {
    const open = order.slice(0, index + 1);
    const rate = open.reduce((sum, pipe) => sum + pipe.sign / pipe.hours, 0);
    if (!(rate > 0)) return null;
    const from = order[index]!.opens;
    const until = order[index + 1]?.opens ?? Infinity;
    const names = open.map((pipe) => pipe.label).join(' and ');
    if (level + rate * (until - from) >= 1 - 1e-9) {
      const t = (1 - level) / rate;
      finish = from + t;
      bullets.push(`From ${clockReading(from)} ${names} work together: ${fraction(rate)} of the tank an hour. The ${level > 0 ? `remaining ${fraction(1 - level)}` : 'whole tank'} takes ${fraction(1 - level)} ÷ ${fraction(rate)} = ${hoursAndMinutes(t)}.`);
    } else {
      const part = rate * (until - from);
      bullets.push(`From ${clockReading(from)} to ${clockReading(until)} (${hoursAndMinutes(until - from)}) ${names} fill${open.length > 1 ? '' : 's'} ${fraction(rate)} × ${num(round2(until - from))} = ${fraction(part)} of the tank.`);
      level += part;
    }
  }
  // Papers print whole minutes: a time between two minutes is not claimed for an option.
  if (finish === null || finish >= 24 || Math.abs(finish * 60 - Math.round(finish * 60)) > 1e-6) return null;
  const end = finish;
  bullets.push(`The tank is full at ${clockReading(start)} + ${hoursAndMinutes(end - start)} = ${clockReading(end)}.`);
  const parts = order.map((pipe) => (pipe.sign * Math.max(0, end - pipe.opens)) / pipe.hours);
  const check = checkStep([`By ${clockReading(end)}: ${order.map((pipe, index) => `${pipe.label} has run ${hoursAndMinutes(Math.max(0, end - pipe.opens))} and ${pipe.sign > 0 ? 'filled' : 'emptied'} ${fraction(Math.abs(parts[index]!))}`).join('; ')}: together one whole tank.`], [[parts.reduce((sum, part) => sum + part, 0), 1]]);
  if (!check) return null;
  const allAtOnce = start + 1 / order.reduce((sum, pipe) => sum + pipe.sign / pipe.hours, 0);
  return {
    kind: 'pipes',
    values: [end],
    unit: 'time of day',
    label: 'The time the tank is full',
    steps: [{ title: 'Part of the tank each pipe fills in an hour', bullets: order.map((pipe) => `${pipe.label}: ${pipe.sign > 0 ? '+' : '−'}1/${num(minutes ? pipe.hours * 60 : pipe.hours)} of the tank a${minutes ? ' minute' : 'n hour'}, opened at ${clockReading(pipe.opens)}.`) }, { title: 'Stage by stage', bullets }, check],
    mistakes: allAtOnce > start ? [{ value: allAtOnce, why: 'this opens every pipe at the first time' }] : [],
    givens: [...pipes.flatMap((pipe) => pipe.written), ...clocks.flatMap((clock) => clock.written)],
  };
}

interface ClockedPipe {
  readonly sign: 1 | -1;
  readonly hours: number;
  readonly written: number[];
  readonly opens: number;
  readonly label: string;
  readonly minutes: boolean;
}

const EMPTIER = /empt|drain|leak|\bholes?\b|waste|outlet|exhaust|let(?:s)?\s+out/;
const FILLER = /\bfill|\binlet|\btaps?\b|\bpipes?\b|\bpumps?\b/;
/** A pipe named by its letter alone at the start of its clause: 'a alone can fill the tank in 4 hours'. */
const LEAD_LETTER = /^\s*(?:,\s*)?([a-z])\s+(?:alone\s+)?(?:can|could|fills|takes|will|would)\b/;
const NAME = /\b(?:pipe|tap|inlet|outlet|pump)\s+([a-z])\b|\b(leak|drain|outlet|waste pipe|hole)\b/;

/**
 * Each pipe's time for a whole tank, whether it fills or empties (the words before it in its
 * sentence), and its opening time: the clock time of its sentence, or the time said after its
 * letter in a sentence of its own. Null when any pipe has no single opening time.
 */
function pipesWithClocks(text: string, clocks: ReturnType<typeof timesOfDay>): ClockedPipe[] | null {
  // The dots of 'a.m.' and 'p.m.' end a sentence only before a word that starts one ('... at 8 a.m. A leak ...'),
  // not before 'by tap P' or 'and pipe B' (blanked at the same length, so places still agree).
  const masked = text.replace(/\b([ap])\.(\s?)m\b(\.?)(?!\s+(?:a|an|the|it|at|when|what|find|how|if|another|then|both|in|after|calculate|determine|one|two|also)\b)/g, (_, half: string, space: string, dot: string) => `${half} ${space}m${dot ? ' ' : ''}`);
  const sentences = [...masked.matchAll(/[^.;?]+(?:[.;?]|$)/g)].map((match) => ({ from: match.index, to: match.index + match[0].length })).filter((span) => span.to > span.from);
  const within = (index: number) => sentences.find((span) => index >= span.from && index < span.to);
  const times = durations(text);
  const pipes: { sign: 1 | -1; hours: number; written: number[]; minutes: boolean; name: string | null; sentence: { from: number; to: number } }[] = [];
  let previousEnd = 0;
  for (const time of times) {
    const sentence = within(time.index);
    if (!sentence) return null;
    const before = text.slice(Math.max(sentence.from, previousEnd), time.end).replace(/\b(?:an|the|a|its)\s+empty\b/g, ' ');
    previousEnd = time.end;
    const last = pipes[pipes.length - 1];
    // 'Taps A and B fill it in 30 minutes and 60 minutes': a time joined to the one before is the next pipe of the same clause.
    if (last && last.sentence === sentence && /^\s*(?:,\s*)?(?:and\s+)?$/.test(before.slice(0, before.length - (time.end - time.index)))) {
      const letters = /\b(?:pipes|taps|inlets|pumps)\s+([a-z])\s*(?:,|and|&)\s*([a-z])\b/.exec(text.slice(sentence.from, sentence.to));
      if (!letters || last.name !== null && last.name !== letters[1]) return null;
      last.name = letters[1]!;
      pipes.push({ sign: last.sign, hours: time.hours, written: time.written, minutes: time.minutes, name: letters[2]!, sentence });
      continue;
    }
    // 'A alone can fill the tank in 4 hours and B alone in 6 hours': the next pipe by its letter, with the verb of the one before.
    const alsoNamed = /^\s*(?:,\s*)?(?:and|while|whereas)\s+(?:(?:pipe|tap)\s+)?([a-z])\s+(?:alone\s+)?in\s*$/.exec(before.slice(0, before.length - (time.end - time.index)));
    if (last && last.sentence === sentence && last.name && alsoNamed && alsoNamed[1] !== last.name) {
      pipes.push({ sign: last.sign, hours: time.hours, written: time.written, minutes: time.minutes, name: alsoNamed[1]!, sentence });
      continue;
    }
    const sign = EMPTIER.test(before) ? -1 : FILLER.test(before) ? 1 : null;
    if (sign === null) return null;
    const named = NAME.exec(before) ?? LEAD_LETTER.exec(before);
    pipes.push({ sign, hours: time.hours, written: time.written, minutes: time.minutes, name: named?.[1] ?? named?.[2] ?? null, sentence });
  }
  const used = new Set<number>();
  const result: ClockedPipe[] = [];
  for (const pipe of pipes) {
    let inSentence = clocks.filter((clock) => clock.index >= pipe.sentence.from && clock.index < pipe.sentence.to);
    const pipesThere = pipes.filter((other) => other.sentence === pipe.sentence).length;
    // 'A tap fills it in 4 hours. It is opened at 8 a.m.': the next sentence, of no other pipe, names it.
    const next = sentences.find((span) => span.from === pipe.sentence.to);
    if (inSentence.length === 0 && pipesThere === 1 && next && !pipes.some((other) => other.sentence === next) && /^\s*(?:it|this(?:\s+(?:tap|pipe|pump|inlet))?|the\s+(?:tap|pipe|pump|inlet|leak|outlet|drain))\s/.test(text.slice(next.from, next.to))) {
      inSentence = clocks.filter((clock) => clock.index >= next.from && clock.index < next.to);
    }
    if (inSentence.length !== 1 || pipesThere !== 1) {
      // 'A is opened at 9 a.m. and B at 10 a.m.': the time after the pipe's letter, in a sentence without times for a tank.
      if (!pipe.name || pipe.name.length !== 1) return null;
      inSentence = clocks.filter((clock) => {
        const lead = text.slice(Math.max(0, clock.index - 40), clock.index);
        const letters = [...lead.matchAll(/\b([a-z])\b(?!\.)/g)].map((match) => match[1]!).filter((letter) => pipes.some((other) => other.name === letter));
        return letters[letters.length - 1] === pipe.name && !pipes.some((other) => other.sentence === within(clock.index));
      });
      if (inSentence.length !== 1) return null;
    }
    const clock = inSentence[0]!;
    if (used.has(clock.index)) return null;
    used.add(clock.index);
    const label = pipe.name ? (pipe.name.length === 1 ? `${pipe.sign > 0 ? 'pipe' : 'outlet'} ${pipe.name.toUpperCase()}` : `the ${pipe.name}`) : pipe.sign > 0 ? 'the filling pipe' : 'the emptying pipe';
    result.push({ sign: pipe.sign, hours: pipe.hours, written: pipe.written, opens: clock.hours, label, minutes: pipe.minutes });
  }
  // Every clock time belongs to a pipe.
  return used.size === clocks.length ? result : null;
}
