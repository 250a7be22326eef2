import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';

function solve(text: string) {
  const worked = solveQuantQuestion(parseQuestion(text));
  if (worked) expect(worked.steps.some((step) => step.title.startsWith('Check'))).toBe(true);
  return worked;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Hands of a clock driven second by second from 12:00, as a clockwork would move them. */
function handsAt(hour: number, minute: number): number {
  let hourHand = 0;
  let minuteHand = 0;
  for (let second = 0; second < ((hour % 12) * 60 + minute) * 60; second += 1) {
    minuteHand = (minuteHand + 0.1) % 360;
    hourHand = (hourHand + 1 / 120) % 360;
  }
  const apart = Math.abs(hourHand - minuteHand);
  return Math.min(apart, 360 - apart);
}

describe('clocks', () => {
  it('gives the angle between the hands at a time, as the moving hands show', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 59 }), fc.nat(2), (hour, minute, wording) => {
        const text = [
          `What is the angle between the hour hand and the minute hand of a clock at ${hour}:${String(minute).padStart(2, '0')}?`,
          `Find the angle between the hands of a clock when the time is ${hour}.${String(minute).padStart(2, '0')}.`,
          `What angle do the hands of a clock make at ${minute} minutes past ${hour}?`,
        ][wording]!;
        fc.pre(!(wording === 2 && minute === 0));
        expect(Math.abs(solve(text)!.answer.values[0]! - handsAt(hour, minute))).toBeLessThan(0.01);
      }),
    );
  });

  it('finds when between two hours the hands coincide or point opposite ways', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 11 }), fc.boolean(), (hour, together) => {
        const text = together ? `At what time between ${hour} and ${hour + 1} o'clock will the hands of a clock be together?` : `At what time between ${hour} and ${hour + 1} o'clock will the hands of a clock point in opposite directions?`;
        // Scan the hour in steps of 1/1100 minute for the moment the hands are closest to the wanted angle.
        let best = 0;
        let bestError = Infinity;
        for (let step = 0; step < 66_000; step += 1) {
          const minute = step / 1100;
          const hourHand = hour * 30 + minute / 2;
          const apart = Math.abs(hourHand - minute * 6) % 360;
          const angle = Math.min(apart, 360 - apart);
          const error = Math.abs(angle - (together ? 0 : 180));
          if (error < bestError) [best, bestError] = [minute, error];
        }
        const worked = solve(text);
        // Between 5 and 6 the hands are opposite only at 6:00, and between 11 and 12 together only at 12:00: not between.
        if (bestError > 0.01 || best > 59.9) {
          expect(worked).toBeNull();
          return;
        }
        expect(Math.abs(worked!.answer.values[0]! - best)).toBeLessThan(0.006);
        expect(worked!.stated).toContain(`past ${hour}`);
      }),
    );
  });
});

describe('calendars', () => {
  const date = fc.date({ min: new Date(Date.UTC(1600, 0, 1)), max: new Date(Date.UTC(2400, 11, 31)), noInvalidDate: true });

  it('names the day of the week of a date, as the calendar of the platform counts it', { timeout: 0 }, () => {
    fc.assert(
      fc.property(date, fc.nat(2), (when, wording) => {
        const [d, m, y] = [when.getUTCDate(), when.getUTCMonth(), when.getUTCFullYear()];
        const text = [
          `What day of the week was ${d} ${MONTHS[m]} ${y}?`,
          `Which day of the week was ${MONTHS[m]} ${d}, ${y}?`,
          `Find the day of the week on ${String(d).padStart(2, '0')}-${String(m + 1).padStart(2, '0')}-${y}.`,
        ][wording]!;
        const worked = solve(text);
        expect(worked!.answer.unit).toBe('weekday');
        expect(worked!.stated).toBe(DAYS[when.getUTCDay()]);
      }),
    );
  });

  it('counts on from a date whose weekday is given, and picks the option that names the day', { timeout: 0 }, () => {
    fc.assert(
      fc.property(date, date, (from, to) => {
        const say = (when: Date) => `${when.getUTCDate()} ${MONTHS[when.getUTCMonth()]} ${when.getUTCFullYear()}`;
        const text = `If ${say(from)} was a ${DAYS[from.getUTCDay()]}, what day of the week was ${say(to)}?\n(a) ${DAYS[to.getUTCDay()]} (b) ${DAYS[(to.getUTCDay() + 1) % 7]} (c) ${DAYS[(to.getUTCDay() + 2) % 7]} (d) ${DAYS[(to.getUTCDay() + 3) % 7]}`;
        fc.pre(say(from) !== say(to));
        const worked = solve(text);
        expect(worked!.stated).toBe(DAYS[to.getUTCDay()]);
        expect(worked!.option?.letter).toBe('A');
      }),
    );
  });

  it('counts days forward from today', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 1000 }), (today, n) => {
        const worked = solve(`If today is ${DAYS[today]}, what day of the week will it be after ${n} days?`);
        const later = new Date(Date.UTC(2024, 0, 7 + today + n));
        expect(worked!.stated).toBe(DAYS[later.getUTCDay()]);
      }),
    );
  });
});

describe('a small table written in the text', () => {
  const rows = fc.uniqueArray(fc.integer({ min: 2005, max: 2024 }), { minLength: 3, maxLength: 6 }).chain((years) =>
    fc.tuple(fc.constant([...years].sort((a, b) => a - b)), fc.array(fc.integer({ min: 10, max: 900 }), { minLength: years.length, maxLength: years.length })),
  );

  function render([years, values]: [number[], number[]], style: number): string {
    if (style === 0) return `Sales of a company (in lakh Rs.)\n${years.map((year, index) => `${year} - ${values[index]}`).join('\n')}`;
    if (style === 1) return `Production of cars (in thousands): ${years.map((year, index) => `${year}: ${values[index]}`).join(', ')}.`;
    return `Year: ${years.join(' ')}\nStudents: ${values.join(' ')}`;
  }

  it('reads percentage change, ratio and average from the rows', { timeout: 0 }, () => {
    fc.assert(
      fc.property(rows, fc.nat(2), ([years, values], style) => {
        const table = render([years, values], style);
        const [first, last] = [0, years.length - 1];
        const change = solve(`${table}\nWhat is the percentage change from ${years[first]} to ${years[last]}?`);
        expect(Math.abs(change!.answer.values[0]! - (Math.abs(values[last]! - values[first]!) * 100) / values[first]!)).toBeLessThan(0.006);
        const ratio = solve(`${table}\nFind the ratio of the figure in ${years[first]} to that in ${years[last]}.`);
        expect(ratio!.answer.unit).toBe('ratio');
        const [p, q] = ratio!.answer.values as [number, number];
        expect(p * values[last]!).toBe(q * values[first]!);
        const average = solve(`${table}\nFind the average per year.`);
        expect(Math.abs(average!.answer.values[0]! - values.reduce((a, b) => a + b, 0) / values.length)).toBeLessThan(0.006);
      }),
    );
  });
});
