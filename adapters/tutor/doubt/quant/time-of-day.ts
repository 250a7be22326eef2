/**
 * Times of day, as questions state them ('at 9 a.m.', 'at 10:30 am', '12 noon') and as options
 * print them ('1:20 p.m.', '11 a.m.', '12 noon'). A value is in hours after midnight, so 1:20 p.m.
 * is 13 1/3. Only a time with a.m., p.m., noon or midnight written is read: '1:20' alone could be
 * either half of the day.
 */

const CLOCK = /(?<![\d.])(\d{1,2})(?:\s*[:.]\s*(\d{2}))?\s*(a\.?\s?m\b\.?|p\.?\s?m\b\.?|noon\b|mid-?night\b)/g;

/** Every time of day written in a text, in hours after midnight, with the numbers written and where it stands. */
export function timesOfDay(text: string): { hours: number; written: number[]; index: number }[] {
  return [...text.toLowerCase().matchAll(CLOCK)].flatMap((match) => {
    const hour = Number(match[1]);
    const minutes = match[2] ? Number(match[2]) : 0;
    if (hour < 1 || hour > 12 || minutes >= 60) return [];
    const half = match[3]!;
    // '12 noon' and '12 midnight' only: '3 noon' is not a time.
    if (/noon|night/.test(half) && (hour !== 12 || minutes !== 0)) return [];
    const pm = /^p|noon/.test(half);
    const hours = (hour % 12) + (pm ? 12 : 0) + minutes / 60;
    return [{ hours, written: [hour, ...(match[2] ? [minutes] : [])], index: match.index }];
  });
}

/** The one time of day an option states, or null when it states none or several. */
export function optionTimeOfDay(text: string): number | null {
  const times = timesOfDay(text);
  return times.length === 1 ? times[0]!.hours : null;
}

/** Hours after midnight as a clock reads it: 13 1/3 is '1:20 p.m.', 12 is '12 noon'. */
export function clockReading(hours: number): string {
  const total = Math.round((((hours % 24) + 24) % 24) * 60);
  const [hour24, minutes] = [Math.floor(total / 60) % 24, total % 60];
  if (hour24 === 12 && minutes === 0) return '12 noon';
  if (hour24 === 0 && minutes === 0) return '12 midnight';
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour}${minutes > 0 ? `:${String(minutes).padStart(2, '0')}` : ''} ${hour24 < 12 ? 'a.m.' : 'p.m.'}`;
}

/** True when an option states the worked time of day exactly (an option prints whole minutes). */
export function sameTimeOfDay(worked: number, text: string): boolean {
  const shown = optionTimeOfDay(text);
  return shown !== null && Math.abs(shown - (((worked % 24) + 24) % 24)) < 0.01 / 60;
}
