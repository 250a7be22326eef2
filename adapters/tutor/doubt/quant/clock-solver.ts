import type { QuantAnswer } from './quant-answer';
import { askedClause, checkStep, mixed, num, round2 } from './quant-text';

/** Clock hands: the angle at a given time, or when between two hours the hands coincide or point opposite ways. */
export function solveClock(text: string): QuantAnswer | null {
  if (!/clock|hands|hour hand|minute hand|watch/.test(text)) return null;
  return angleAt(text) ?? meetBetween(text);
}

/** The hands' own positions, in degrees from 12, at h hours m minutes. */
function positions(hour: number, minute: number): [number, number] {
  return [((hour % 12) * 60 + minute) * 0.5, minute * 6];
}

function angleAt(text: string): QuantAnswer | null {
  if (!/angle/.test(askedClause(text)) && !/angle/.test(text)) return null;
  const time = /\b(\d{1,2})\s*[:.]\s*(\d{2})\b/.exec(text) ?? /\b(\d{1,2})\s*(?:hours?|hrs?|o'?\s?clock)?\s*(?:and\s*)?(\d{1,2})\s*min(?:ute)?s?\b/.exec(text);
  const past = /(\d{1,2})\s*min(?:ute)?s?\s*past\s*(\d{1,2})/.exec(text);
  const oclock = /\b(\d{1,2})\s*o'?\s?clock/.exec(text);
  let hour: number;
  let minute: number;
  if (past) [hour, minute] = [Number(past[2]), Number(past[1])];
  else if (time) [hour, minute] = [Number(time[1]), Number(time[2])];
  else if (oclock) [hour, minute] = [Number(oclock[1]), 0];
  else return null;
  if (hour < 0 || hour > 24 || minute >= 60) return null;
  const raw = Math.abs(30 * (hour % 12) - 5.5 * minute);
  const angle = raw > 180 ? 360 - raw : raw;
  const wantsReflex = /reflex|larger|bigger|greater/.test(askedClause(text));
  const value = wantsReflex ? 360 - angle : angle;
  const steps = [
    { title: 'Formula', bullets: [`Angle = |30 × H − 5.5 × M| = |30 × ${hour % 12} − 5.5 × ${minute}| = ${num(raw)}°${raw > 180 ? `; the smaller angle is 360° − ${num(raw)}° = ${num(angle)}°` : ''}.`, ...(wantsReflex ? [`The reflex angle is 360° − ${num(angle)}° = ${num(value)}°.`] : [])] },
  ];
  const [hourHand, minuteHand] = positions(hour, minute);
  const between = Math.abs(hourHand - minuteHand);
  const smaller = Math.min(between, 360 - between);
  const check = checkStep([`Hour hand at ${num(hourHand)}° from 12 (0.5° a minute), minute hand at ${num(minuteHand)}° (6° a minute): ${num(between)}° apart, the smaller way ${num(smaller)}°.`], [[wantsReflex ? 360 - smaller : smaller, value]]);
  if (!check) return null;
  // '4.40' is read as one number by the check that every number is used.
  const written = time && !past ? [Number(time[0].replace(/\s/g, '').replace(':', '.'))] : [];
  return { kind: 'clock', values: [round2(value)], unit: 'degrees', label: wantsReflex ? 'The reflex angle between the hands' : 'The angle between the hands', steps: [...steps, check], mistakes: [{ value: round2(Math.abs(30 * (hour % 12) - 6 * minute)), why: 'this forgets that the hour hand also moves, half a degree each minute' }], givens: [hour, minute, ...written] };
}

function meetBetween(text: string): QuantAnswer | null {
  const between = /between\s+(\d{1,2})\s*(?:o'?\s?clock|am|pm)?\s+and\s+(\d{1,2})/.exec(text);
  if (!between) return null;
  const hour = Number(between[1]);
  if (Number(between[2]) !== (hour % 12) + 1 || hour > 12) return null;
  const together = /coincide|together|overlap|meet|same (?:place|position|point)|on top of each other/.test(text);
  const opposite = /opposite|straight line.*opposite|180/.test(text);
  if (together === opposite) return null;
  const h = hour % 12;
  // The minute hand gains 5.5° a minute on the hour hand.
  let minutes = together ? (60 * h) / 11 : ((30 * h + (30 * h >= 180 ? -180 : 180)) * 2) / 11;
  if (minutes >= 60 || minutes < 0) return null;
  if (together && h === 0) minutes = 0;
  const steps = [
    { title: 'Gain of the minute hand', bullets: [`At ${hour} o'clock the minute hand is ${30 * h}° behind the hour hand; it gains 5.5° a minute.`, together ? `To coincide it must gain ${30 * h}°: ${30 * h} ÷ 5.5 = ${mixed(minutes)} minutes.` : `To point opposite it must gain ${30 * h >= 180 ? `${30 * h} − 180` : `${30 * h} + 180`}° = ${num(minutes * 5.5)}°: ÷ 5.5 = ${mixed(minutes)} minutes.`] },
    { title: 'Time', bullets: [`${mixed(minutes)} minutes past ${hour}.`] },
  ];
  const [hourHand, minuteHand] = positions(hour, minutes);
  const gap = Math.abs(hourHand - minuteHand);
  const check = checkStep([`At ${mixed(minutes)} minutes past ${hour} the hour hand is at ${num(hourHand)}°, the minute hand at ${num(minuteHand)}°: ${num(gap)}° apart.`], [[gap, together ? 0 : 180]]);
  if (!check) return null;
  return { kind: 'clock', values: [round2(minutes)], unit: 'minutes', label: `Minutes past ${hour}`, steps: [...steps, check], mistakes: [{ value: round2(5 * h), why: 'this forgets that the hour hand moves on while the minute hand catches up' }], givens: [hour, Number(between[2]), ...(opposite ? [180] : [])] };
}
