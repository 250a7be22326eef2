import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';

function answer(text: string) {
  const worked = solveQuantQuestion(parseQuestion(text));
  if (worked) expect(worked.steps.some((step) => step.title.startsWith('Check'))).toBe(true);
  return worked?.answer ?? null;
}

/** The first tick at which a tank or job, filled at the given rates (parts per unit time), is complete. */
function simulate(rates: readonly number[], tick: number): number {
  let filled = 0;
  let time = 0;
  while (filled < 1 - 1e-12 && time < 10_000) {
    for (const rate of rates) filled += rate * tick;
    time += tick;
  }
  return time;
}

describe('time and work, pipes and cisterns', () => {
  it('works out the time together, as a step-by-step simulation finds it', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 40 }), { minLength: 2, maxLength: 3 }), fc.nat(1), (days, wording) => {
        const names = ['Ramesh', 'Suresh', 'Mahesh'].slice(0, days.length);
        const text = [
          `${names.map((name, index) => `${name} can finish a piece of work in ${days[index]} days`).join(' and ')}. In how many days will they finish it working together?`,
          `${names.map((name, index) => `${name} alone can do a job in ${days[index]} days`).join(', ')}. If they work together, in how many days will the job be done?`,
        ][wording]!;
        const worked = answer(text)?.values[0] ?? NaN;
        expect(Math.abs(worked - simulate(days.map((d) => 1 / d), 0.001))).toBeLessThan(0.0061);
      }),
    );
  });

  it('subtracts a pipe that empties, and finds a partner time from the joint time', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 60 }), fc.boolean(), (a, b, c, listed) => {
        const rates = [1 / a, 1 / b, -1 / c];
        fc.pre(rates[0]! + rates[1]! + rates[2]! > 0.01);
        const text = listed
          ? `Two pipes A and B can fill a tank in ${a} minutes and ${b} minutes respectively, and a waste pipe C can empty it in ${c} minutes. If all three are opened together, in how much time will the tank be filled?`
          : `Pipe P fills a cistern in ${a} hours and pipe Q fills it in ${b} hours. A leak at the bottom can empty the full cistern in ${c} hours. With both pipes open and the leak working, how long will it take to fill the cistern?`;
        const worked = answer(text)?.values[0] ?? NaN;
        expect(Math.abs(worked - simulate(rates, 0.001))).toBeLessThan(0.0061);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 30 }), (a, b) => {
        const together = Math.round((1 / (1 / a + 1 / b)) * 100) / 100;
        fc.pre(Math.abs(together - 1 / (1 / a + 1 / b)) < 1e-9);
        const text = `A and B together can complete a job in ${together} days. A alone can complete it in ${a} days. How many days will B alone take?`;
        expect(answer(text)?.values[0]).toBeCloseTo(b, 2);
      }),
    );
  });

  it('scales men and days by total man-days', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 30 }), fc.integer({ min: 1, max: 60 }), (men, days, others) => {
        const text = `${men} men can build a wall in ${days} days. In how many days can ${others} men build the same wall?`;
        let done = 0;
        let day = 0;
        while (done < men * days - 1e-9) {
          done += others * 0.01;
          day += 0.01;
        }
        expect(Math.abs((answer(text)?.values[0] ?? NaN) - day)).toBeLessThan(0.011);
      }),
    );
  });
});

describe('speed, distance and time', () => {
  /** Seconds until a train's tail passes the far end of something standing still, moving it 1 ms at a time. */
  function crossing(lengthMetres: number, objectMetres: number, kmh: number): number {
    let front = 0;
    let time = 0;
    while (front < lengthMetres + objectMetres - 1e-9) {
      front += (kmh * 1000) / 3600 / 1000;
      time += 0.001;
    }
    return time;
  }

  it('gives a train its speed from the pole or platform it passes', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 40 }).map((n) => n * 10), fc.integer({ min: 0, max: 40 }).map((n) => n * 10), fc.constantFrom(36, 45, 54, 72, 90), fc.nat(1), (train, platform, kmh, wording) => {
        const seconds = Math.round(crossing(train, platform, kmh) * 100) / 100;
        fc.pre(Math.abs(seconds - ((train + platform) * 3.6) / kmh) < 1e-6);
        const text =
          platform === 0
            ? [`A train ${train} m long crosses a signal post in ${seconds} seconds. What is its speed in km/hr?`, `A ${train} metre long train passes a pole in ${seconds} seconds. Find the speed of the train in km/h.`][wording]!
            : [`A train ${train} m long crosses a platform ${platform} m long in ${seconds} seconds. Find its speed in km/h.`, `A ${train} metre long train passes a ${platform} m long bridge in ${seconds} seconds. What is the speed of the train?`][wording]!;
        expect(answer(text)?.values[0]).toBeCloseTo(kmh, 2);
        const time = `How long will a train ${train} m long running at ${kmh} km/h take to cross ${platform === 0 ? 'a pole' : `a platform ${platform} m long`}?`;
        expect(answer(time)?.values[0]).toBeCloseTo(seconds, 2);
      }),
    );
  });

  it('lets two trains cross each other at their relative speed', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 30 }).map((n) => n * 10), fc.integer({ min: 5, max: 30 }).map((n) => n * 10), fc.constantFrom(36, 45, 54, 72), fc.constantFrom(18, 36, 54, 90), fc.boolean(), (l1, l2, s1, s2, opposite) => {
        fc.pre(opposite || s1 !== s2);
        const text = `Two trains ${l1} m and ${l2} m long are running in ${opposite ? 'opposite directions' : 'the same direction'} at ${s1} km/h and ${s2} km/h. How long will they take to cross each other?`;
        // Put the trains nose to nose (or nose to tail) and move both, 1 ms at a time.
        const v1 = s1 / 3.6;
        const v2 = (opposite ? -s2 : s2) / 3.6;
        let gap = 0;
        let time = 0;
        while (gap < l1 + l2 - 1e-9) {
          gap += Math.abs(v1 - v2) * 0.001;
          time += 0.001;
        }
        expect(Math.abs((answer(text)?.values[0] ?? NaN) - time)).toBeLessThan(0.006);
      }),
    );
  });

  it('reads boats up and down a stream, and people meeting', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 20 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (boat, stream, tDown, tUp) => {
        fc.pre(boat > stream);
        const down = (boat + stream) * tDown;
        const up = (boat - stream) * tUp;
        const text = `A motorboat covers ${down} km downstream in ${tDown} hours and ${up} km upstream in ${tUp} hours. What is the speed of the current?`;
        expect(answer(text)?.values[0]).toBeCloseTo(stream, 2);
        const still = `A boat covers ${down} km downstream in ${tDown} hours and ${up} km upstream in ${tUp} hours. Find the speed of the boat in still water.`;
        expect(answer(still)?.values[0]).toBeCloseTo(boat, 2);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 30 }), fc.integer({ min: 1, max: 10 }), (a, b, hours) => {
        const apart = (a + b) * hours;
        const text = `Two cyclists start at the same time from towns ${apart} km apart and ride towards each other at ${a} km/h and ${b} km/h. After how many hours will they meet?`;
        let left = apart;
        let time = 0;
        while (left > 1e-9) {
          left -= (a + b) * 0.01;
          time += 0.01;
        }
        expect(Math.abs((answer(text)?.values[0] ?? NaN) - time)).toBeLessThan(0.011);
      }),
    );
  });
});
