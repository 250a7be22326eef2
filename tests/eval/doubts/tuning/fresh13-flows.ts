import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { cap, exact, hm, ind, isInt, num, numericOptions, options, quarter, r2, type Show, small, until } from './quant-kit';

/**
 * Round-13 tuning templates for flows and motion (ids 'fresh13/<kind>/<n>'): pipes with a leak
 * given in litres a minute, pipes opened at clock times or closed after some minutes, workers and
 * pipes taking alternate days or hours, trains and travellers tied by "twice as fast" instead of
 * two speeds, and average-speed questions that give the whole journey's average and ask for a
 * part. Worded as SSC, IBPS/RRB, CLAT mocks and R.S. Aggarwal print them. Each template computes
 * its own answer; the wrong options are the usual slips.
 */

const litres: Show = (x) => `${ind(x)} litres`;
const minutes: Show = (x) => `${num(x)} minutes`;
const hours: Show = (x) => (r2(x) === 1 ? '1 hour' : `${num(x)} hours`);
const days: Show = (x) => (r2(x) === 1 ? '1 day' : `${num(x)} days`);
const seconds: Show = (x) => `${num(x)} seconds`;
const km: Show = (x) => `${num(x)} km`;
const sp =
  (word: string): Show =>
  (x) =>
    `${num(x)} ${word}`;
const speedWord = (random: Random): string => random.pick(['km/h', 'km/hr', 'kmph']);

/** A clock time from hours after midnight: '10:15 a.m.', '1 p.m.' */
const clock = (h: number): string => {
  const total = Math.round(h * 60);
  const hh = Math.floor(total / 60) % 24;
  const mm = total % 60;
  const suffix = hh < 12 ? 'a.m.' : 'p.m.';
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return mm === 0 ? `${h12} ${suffix}` : `${h12}:${String(mm).padStart(2, '0')} ${suffix}`;
};

/** Turns of one unit each, rates in order (negative empties): the time until the whole is done, or NaN. */
const turns = (rates: readonly number[]): number => {
  let done = 0;
  for (let k = 0; k < 5_000; k += 1) {
    const rate = rates[k % rates.length]!;
    if (rate > 0 && done + rate >= 1 - 1e-12) return k + (1 - done) / rate;
    done += rate;
    if (done < 0) done = 0;
  }
  return Number.NaN;
};

/** 'twice', '1.5 times', 'three times'. */
const asFast = (k: number): string => (k === 2 ? 'twice' : k === 3 ? 'three times' : `${num(k)} times`);

const PIPES: readonly DoubtTemplate[] = [
  {
    kind: 'pipes',
    id: 'fresh13/pipes/1',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(4, 20), k: random.int(1, 8), L: random.int(1, 12) }),
        (x) => isInt((60 * x.L * x.a * (x.a + x.k)) / x.k) && (60 * x.L * x.a * (x.a + x.k)) / x.k <= 50_000,
      );
      const b = v.a + v.k;
      const C = (60 * v.L * v.a * b) / v.k;
      const question = random.pick([
        `A pipe fills a tank in ${v.a} hours. A leak at the bottom empties ${v.L} litres a minute; with the leak the tank fills in ${b} hours. Find the capacity of the tank.`,
        `An inlet pipe can fill a cistern in ${v.a} hours. Because of a leak that drains ${v.L} litres per minute, it now takes ${b} hours to fill. What is the capacity of the cistern (in litres)?`,
        `A tap can fill a tank in ${v.a} hrs. Due to a hole in the bottom which lets out ${v.L} litres of water per minute, the tank gets filled in ${b} hrs. How many litres does the tank hold?`,
      ]);
      return { question, options: numericOptions(C, [C / 60, (v.L * v.a * b) / v.k, 60 * v.L * b, 60 * v.L * v.a], litres, 60 * v.L) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh13/pipes/2',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(3, 12), k: random.int(1, 8), L: random.int(2, 10) }),
        (x) => isInt((60 * x.L * x.a * (x.a + x.k)) / x.k) && (60 * x.L * x.a * (x.a + x.k)) / x.k <= 50_000,
      );
      const b = v.a + v.k;
      const C = (60 * v.L * v.a * b) / v.k;
      const question = random.pick([
        `A cistern has a leak which would empty it in ${v.a} hours. A tap is turned on which admits ${v.L} litres a minute into the cistern, and it is now emptied in ${b} hours. How many litres does the cistern hold?`,
        `A leak in the bottom of a tank can empty the full tank in ${v.a} hours. An inlet pipe fills water at the rate of ${v.L} litres a minute. When the tank is full, the inlet is opened and due to the leak the tank is empty in ${b} hours. The capacity of the tank is:`,
      ]);
      return { question, options: numericOptions(C, [C / 60, (v.L * v.a * b) / v.k, 60 * v.L * b, 60 * v.L * v.a], litres, 60 * v.L) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh13/pipes/3',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(6, 40), b: random.int(6, 40), t: random.int(6, 60), L: random.int(1, 9) }),
        (x) => {
          const net = 1 / x.a + 1 / x.b - 1 / x.t;
          return x.a < x.b && net > 1e-9 && isInt(x.L / net) && x.L / net <= 2000 && x.t > (x.a * x.b) / (x.a + x.b);
        },
      );
      const C = v.L / (1 / v.a + 1 / v.b - 1 / v.t);
      const unit = random.pick(['litres', 'gallons']);
      const question = random.pick([
        `Two pipes A and B can fill a tank in ${v.a} minutes and ${v.b} minutes respectively. A waste pipe can empty ${v.L} ${unit} per minute. If all the three pipes work together, the tank is filled in ${v.t} minutes. Find the capacity of the tank.`,
        `Pipes P and Q fill a cistern in ${v.a} min and ${v.b} min. An outlet pipe drains ${v.L} ${unit} a minute. With all three open, the cistern fills in ${v.t} minutes. What is its capacity?`,
      ]);
      const show: Show = (x) => `${ind(x)} ${unit}`;
      return { question, options: numericOptions(C, [v.L * v.t, v.L * v.a, C / 2, C + v.L * v.b], show, v.L * 10) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh13/pipes/4',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(3, 12), b: random.int(3, 12), h0: random.int(6, 11), d: random.pick([0.5, 1, 1, 2]) }),
        (x) => x.a !== x.b && x.d < x.a && isInt(60 * (x.d + (1 - x.d / x.a) / (1 / x.a + 1 / x.b))) && Number.isInteger((60 * (x.d + (1 - x.d / x.a) / (1 / x.a + 1 / x.b))) / 5),
      );
      const h1 = v.h0 + v.d;
      const T = v.d + (1 - v.d / v.a) / (1 / v.a + 1 / v.b);
      const both = (v.a * v.b) / (v.a + v.b);
      const question = random.pick([
        `Pipe A is opened at ${clock(v.h0)} and pipe B at ${clock(h1)}. A alone can fill the tank in ${v.a} hours and B alone in ${v.b} hours. When is the tank full?`,
        `An empty tank can be filled by pipe A in ${v.a} hours and by pipe B in ${v.b} hours. A is opened at ${clock(v.h0)} and B is opened at ${clock(h1)}. At what time will the tank be full?`,
        `Two taps P and Q fill a tank in ${v.a} hrs and ${v.b} hrs respectively. P is turned on at ${clock(v.h0)} and Q at ${clock(h1)}. At what time will the tank be filled?`,
      ]);
      const wrong = [v.h0 + both, h1 + both, v.h0 + v.a, h1 + T - v.d];
      return { question, options: options(clock(v.h0 + T), wrong.map(clock), (k) => clock(v.h0 + T + (k % 2 === 1 ? 1 : -1) * Math.ceil(k / 2) * 0.25)) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh13/pipes/5',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(8, 40), b: random.int(8, 40), k: random.int(2, 10) }),
        (x) => x.a !== x.b && x.k * (1 / x.a + 1 / x.b) < 0.9 && exact(x.k + (1 - x.k * (1 / x.a + 1 / x.b)) * x.b),
      );
      const rest = (1 - v.k * (1 / v.a + 1 / v.b)) * v.b;
      const total = v.k + rest;
      const askRest = random.next() < 0.4;
      const question = askRest
        ? random.pick([
            `Two pipes A and B can fill a tank in ${v.a} minutes and ${v.b} minutes respectively. Both are opened together, but after ${v.k} minutes pipe A is closed. How much more time will B take to fill the tank?`,
            `Pipes A and B fill a cistern in ${v.a} and ${v.b} min. Both are opened and A is turned off after ${v.k} minutes. In how many more minutes does B alone fill the rest?`,
          ])
        : random.pick([
            `Two pipes A and B can fill a tank in ${v.a} minutes and ${v.b} minutes respectively. Both pipes are opened together, but after ${v.k} minutes pipe A is turned off. What is the total time required to fill the tank?`,
            `Pipes A and B fill a cistern in ${v.a} and ${v.b} min. Both are opened together and A is closed after ${v.k} minutes. In how many minutes in all is the cistern full?`,
          ]);
      const answer = askRest ? rest : total;
      return { question, options: numericOptions(answer, askRest ? [total, v.b - v.k, rest + v.k] : [rest, v.b, v.b + v.k, (v.a * v.b) / (v.a + v.b)], minutes, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh13/pipes/6',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(6, 40), b: random.int(6, 40), k: random.int(2, 12) }),
        (x) => x.a !== x.b && x.k < x.b && exact(((x.b + x.k) * x.a) / (x.a + x.b)) && ((x.b + x.k) * x.a) / (x.a + x.b) > x.k,
      );
      const T = ((v.b + v.k) * v.a) / (v.a + v.b);
      const question = random.pick([
        `Two pipes A and B can fill a tank in ${v.a} and ${v.b} minutes respectively. Both are opened together, but pipe B is closed ${v.k} minutes before the tank is full. In how many minutes is the tank filled?`,
        `Pipe A fills a cistern in ${v.a} minutes and pipe B in ${v.b} minutes. Both are turned on together; B is turned off ${v.k} minutes before the cistern fills. How long does it take to fill the cistern?`,
      ]);
      const both = (v.a * v.b) / (v.a + v.b);
      return { question, options: numericOptions(T, [both, both + v.k, ((v.a + v.k) * v.b) / (v.a + v.b), T + v.k], minutes, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh13/pipes/7',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(2, 10), b: random.int(3, 16) }),
        (x) => x.b > x.a && exact(turns([1 / x.a, -1 / x.b])) && turns([1 / x.a, -1 / x.b]) <= 80,
      );
      const T = turns([1 / v.a, -1 / v.b]);
      const question = random.pick([
        `Pipe A can fill a tank in ${v.a} hours and pipe B can empty it in ${v.b} hours. If they are opened alternately for 1 hour each, starting with A, in how many hours will the empty tank be full?`,
        `A filling pipe takes ${v.a} hours to fill a tank and an emptying pipe takes ${v.b} hours to empty it. They are opened on alternate hours, the filling pipe first. When will the empty tank be filled?`,
      ]);
      const net = (v.a * v.b) / (v.b - v.a);
      return { question, options: numericOptions(T, [2 * net, net, T + 1, T - 1], hours, 1) };
    },
  },
];

const WORK: readonly DoubtTemplate[] = [
  {
    kind: 'time-work',
    id: 'fresh13/time-work/1',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(4, 30), b: random.int(4, 30) }),
        (x) => x.a !== x.b && exact(turns([1 / x.a, 1 / x.b])) && exact((x.a * x.b) / (x.a + x.b)),
      );
      const T = turns([1 / v.a, 1 / v.b]);
      const question = random.pick([
        `A and B work on alternate days, A starting. A alone can do the work in ${v.a} days and B alone in ${v.b} days. In how many days is the work done?`,
        `A can do a piece of work in ${v.a} days and B can do it in ${v.b} days. If they work on alternate days, A beginning, in how many days will the work be completed?`,
        `Ravi alone finishes a job in ${v.a} days and Mohan alone in ${v.b} days. They work on alternate days starting with Ravi. How many days does the job take?`,
      ]);
      const together = (v.a * v.b) / (v.a + v.b);
      return { question, options: numericOptions(T, [turns([1 / v.b, 1 / v.a]), 2 * together, together, (v.a + v.b) / 2], days, 0.5) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh13/time-work/2',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(4, 30), b: random.int(4, 30) }),
        (x) => x.a !== x.b && exact(turns([1 / x.b, 1 / x.a])) && !isInt(turns([1 / x.b, 1 / x.a])),
      );
      const T = turns([1 / v.b, 1 / v.a]);
      const question = random.pick([
        `A can complete a work in ${v.a} days and B in ${v.b} days. They work on alternate days, with B working on the first day. In how many days will the work be finished?`,
        `Working on alternate days, with Q starting, P and Q complete a task. P alone would take ${v.a} days and Q alone ${v.b} days. Find the number of days taken.`,
      ]);
      const together = (v.a * v.b) / (v.a + v.b);
      return { question, options: numericOptions(T, [turns([1 / v.a, 1 / v.b]), 2 * together, Math.ceil(T), Math.floor(T)], days, 0.5) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh13/time-work/3',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(6, 30), c: random.int(2, 20) }),
        (x) => x.c < x.a && isInt((x.a * x.c) / (x.a - x.c)) && exact(turns([1 / x.a, (x.a - x.c) / (x.a * x.c)])),
      );
      const b = (v.a * v.c) / (v.a - v.c);
      const T = turns([1 / v.a, 1 / b]);
      const question = random.pick([
        `A and B together can do a piece of work in ${v.c} days, and A alone can do it in ${v.a} days. If A and B work on alternate days, A starting, in how many days will the work be completed?`,
        `A alone does a job in ${v.a} days; A and B together do it in ${v.c} days. If they work on alternate days beginning with A, how many days will the job take?`,
      ]);
      return { question, options: numericOptions(T, [2 * v.c, turns([1 / b, 1 / v.a]), b, v.a - v.c], days, 0.5) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh13/time-work/4',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(3, 20) * 2, k: random.pick([2, 3]) }),
        (x) => isInt(x.b / x.k) && exact(turns([1 / x.b, x.k / x.b])),
      );
      const a = v.b / v.k;
      const T = turns([1 / v.b, 1 / a]);
      const question = random.pick([
        `A is ${v.k === 2 ? 'twice' : 'thrice'} as efficient as B, and B alone can finish a work in ${v.b} days. If they work on alternate days, B starting, in how many days will the work be done?`,
        `A works ${v.k === 2 ? 'twice' : 'three times'} as fast as B. B alone takes ${v.b} days to do a job. They work on alternate days with B on the first day. Find the days taken to finish the job.`,
      ]);
      return { question, options: numericOptions(T, [turns([1 / a, 1 / v.b]), (2 * v.b) / (v.k + 1), v.b / (v.k + 1), a], days, 0.5) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh13/time-work/5',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(3, 14), b: random.int(3, 14) }),
        (x) => x.a !== x.b && exact(turns([1 / x.a, 1 / x.b])) && !isInt(turns([1 / x.a, 1 / x.b])),
      );
      const T = turns([1 / v.a, 1 / v.b]);
      const question = random.pick([
        `A typist can type a manuscript in ${v.a} hours and another typist in ${v.b} hours. If they type on alternate hours, the first typist beginning, how long will it take to type the manuscript?`,
        `Two pipes A and B fill a tank in ${v.a} hours and ${v.b} hours. They are opened alternately for one hour each, beginning with A. In how many hours will the tank be full?`,
      ]);
      return { question, options: numericOptions(T, [turns([1 / v.b, 1 / v.a]), (v.a * v.b) / (v.a + v.b), Math.ceil(T), Math.floor(T)], hours, 0.5) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh13/time-work/6',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(6, 24), b: random.int(6, 24), c: random.int(6, 24) }),
        (x) => x.a < x.b && x.b < x.c && exact(turns([1 / x.a, 1 / x.b, 1 / x.c])),
      );
      const T = turns([1 / v.a, 1 / v.b, 1 / v.c]);
      const question = random.pick([
        `A, B and C can do a work in ${v.a}, ${v.b} and ${v.c} days respectively. They work one day each in turn, A on the first day, B on the second and C on the third, and so on. In how many days will the work be finished?`,
        `A can do a job in ${v.a} days, B in ${v.b} days and C in ${v.c} days. If they work on alternate days in the order A, B, C, in how many days is the job completed?`,
      ]);
      const together = 1 / (1 / v.a + 1 / v.b + 1 / v.c);
      return { question, options: numericOptions(T, [3 * together, together, turns([1 / v.c, 1 / v.b, 1 / v.a]), T + 1], days, 0.5) };
    },
  },
];

const TRAINS: readonly DoubtTemplate[] = [
  {
    kind: 'trains',
    id: 'fresh13/trains/1',
    draw: (random) => {
      const v = until(
        () => ({ L1: random.int(5, 40) * 10, L2: random.int(5, 40) * 10, t: random.int(4, 30), k: random.pick([2, 2, 3, 1.5]) }),
        (x) => {
          const slow = ((x.L1 + x.L2) / x.t / (x.k + 1)) * 3.6;
          return isInt(slow) && isInt(slow * x.k) && slow >= 18 && slow * x.k <= 180;
        },
      );
      const slow = ((v.L1 + v.L2) / v.t / (v.k + 1)) * 3.6;
      const fast = slow * v.k;
      const askFast = random.next() < 0.7;
      const same = v.L1 === v.L2;
      const u = speedWord(random);
      const question = random.pick([
        `Two trains ${v.L1} m and ${v.L2} m long run in opposite directions on parallel tracks and cross each other in ${v.t} seconds. If one train is ${asFast(v.k)} as fast as the other, what is the speed of the ${askFast ? 'faster' : 'slower'} train?`,
        `Two trains of lengths ${v.L1} metres and ${v.L2} metres, moving towards each other, pass each other completely in ${v.t} sec. One of them runs ${asFast(v.k)} as fast as the other. Find the speed of the ${askFast ? 'faster' : 'slower'} train in ${u}.`,
        ...(same ? [`Two trains, each ${v.L1} m long, moving in opposite directions, cross each other in ${v.t} seconds. If one is moving ${asFast(v.k)} as fast as the other, then the speed of the ${askFast ? 'faster' : 'slower'} train is:`] : []),
      ]);
      const answer = askFast ? fast : slow;
      return { question, options: numericOptions(answer, [askFast ? slow : fast, ((v.L1 + v.L2) / v.t) * 3.6, answer / 3.6, (v.L1 + v.L2) / v.t], sp(u), 6) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh13/trains/2',
    draw: (random) => {
      const v = until(
        () => ({ L1: random.int(5, 30) * 10, L2: random.int(5, 30) * 10, t: random.int(10, 90), k: random.pick([2, 3, 1.5]) }),
        (x) => {
          const slow = ((x.L1 + x.L2) / x.t / (x.k - 1)) * 3.6;
          return isInt(slow) && isInt(slow * x.k) && slow >= 18 && slow * x.k <= 180;
        },
      );
      const slow = ((v.L1 + v.L2) / v.t / (v.k - 1)) * 3.6;
      const fast = slow * v.k;
      const askFast = random.next() < 0.5;
      const u = speedWord(random);
      const question = random.pick([
        `A train ${v.L1} m long overtakes another train ${v.L2} m long running in the same direction, and passes it completely in ${v.t} seconds. If the faster train is ${asFast(v.k)} as fast as the slower one, find the speed of the ${askFast ? 'faster' : 'slower'} train.`,
        `Two trains ${v.L1} m and ${v.L2} m long are running in the same direction. The faster one, which runs ${asFast(v.k)} as fast as the other, crosses the slower train in ${v.t} seconds. What is the speed of the ${askFast ? 'faster' : 'slower'} train (in ${u})?`,
      ]);
      const answer = askFast ? fast : slow;
      return { question, options: numericOptions(answer, [askFast ? slow : fast, ((v.L1 + v.L2) / v.t) * 3.6, ((v.L1 + v.L2) / v.t / (v.k + 1)) * 3.6 * (askFast ? v.k : 1), answer / 3.6], sp(u), 6) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh13/trains/3',
    draw: (random) => {
      const v = until(
        () => ({ L: random.int(5, 30) * 10, t: random.int(3, 20), k: random.pick([2, 3, 1.5]) }),
        (x) => exact((2 * x.t * x.k) / (x.k + 1)) && isInt((x.L / x.t) * 3.6),
      );
      const T = (2 * v.t * v.k) / (v.k + 1);
      const question = random.pick([
        `Two trains of equal length ${v.L} m are running in opposite directions. One is ${asFast(v.k)} as fast as the other. The faster train crosses a pole in ${v.t} seconds. In how many seconds will the two trains cross each other?`,
        `Two trains, each ${v.L} metres long, run towards each other on parallel lines. The faster one passes a signal post in ${v.t} seconds and runs ${asFast(v.k)} as fast as the slower. How long do they take to cross each other?`,
      ]);
      return { question, options: numericOptions(T, [v.t * v.k, 2 * v.t, (2 * v.t) / (v.k + 1), T + v.t], seconds, 1) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh13/relative-speed/1',
    draw: (random) => {
      const v = until(
        () => ({ D: random.int(4, 60) * 5, t: random.int(1, 8), k: random.pick([2, 2, 3, 1.5]) }),
        (x) => isInt(x.D / x.t / (x.k + 1)) && isInt((x.k * x.D) / x.t / (x.k + 1)),
      );
      const slow = v.D / v.t / (v.k + 1);
      const fast = slow * v.k;
      const askFast = random.next() < 0.5;
      const u = speedWord(random);
      const question = random.pick([
        `Two persons start at the same time from two places ${v.D} km apart and walk towards each other. One walks ${asFast(v.k)} as fast as the other, and they meet after ${hm(v.t)}. What is the speed of the ${askFast ? 'faster' : 'slower'} one?`,
        `Two cars start from towns ${v.D} km apart at the same time and drive towards each other. One car is ${asFast(v.k)} as fast as the other. If they meet after ${small(random, v.t)} ${v.t === 1 ? 'hour' : 'hours'}, find the speed of the ${askFast ? 'faster' : 'slower'} car.`,
      ]);
      const answer = askFast ? fast : slow;
      return { question, options: numericOptions(answer, [askFast ? slow : fast, v.D / v.t, v.D / v.t / 2, answer + 5], sp(u), 5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh13/relative-speed/2',
    draw: (random) => {
      const v = until(
        () => ({ D: random.int(3, 60) * 2, m: random.pick([20, 30, 40, 45, 60, 90, 120]), k: random.pick([2, 1.5, 3]) }),
        (x) => isInt((x.D * (1 - 1 / x.k) * 60) / x.m) && (x.D * (1 - 1 / x.k) * 60) / x.m <= 90,
      );
      const slow = (v.D * (1 - 1 / v.k) * 60) / v.m;
      const question = random.pick([
        `A is ${asFast(v.k)} as fast as B. To cover ${v.D} km, A takes ${hm(v.m / 60)} less than B. What is the speed of B?`,
        `Over a distance of ${v.D} km, a car ${asFast(v.k)} as fast as a bus takes ${v.m} minutes less than the bus. Find the speed of the bus.`,
      ]);
      return { question, options: numericOptions(slow, [slow * v.k, (v.D * 60) / v.m, slow / 2, slow + 6], sp('km/h'), 3) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh13/relative-speed/3',
    draw: (random) => {
      const v = until(
        () => ({ D: random.int(2, 40) * 5, t: random.int(1, 6), k: random.pick([2, 3, 1.5]) }),
        (x) => isInt(x.D / ((x.k - 1) * x.t)) && isInt((x.k * x.D) / ((x.k - 1) * x.t)) && (x.k * x.D) / ((x.k - 1) * x.t) <= 120,
      );
      const slow = v.D / ((v.k - 1) * v.t);
      const fast = v.k * slow;
      const question = random.pick([
        `Two cyclists start from the same point at the same time and ride in the same direction. One rides ${asFast(v.k)} as fast as the other. After ${hm(v.t)} they are ${v.D} km apart. Find the speed of the faster cyclist.`,
        `A and B leave the same place together and travel the same way; A is ${asFast(v.k)} as fast as B. ${v.t === 1 ? 'One hour' : `${cap(small(random, v.t))} hours`} later A is ${v.D} km ahead of B. What is A's speed?`,
      ]);
      return { question, options: numericOptions(fast, [slow, v.D / v.t, (v.k * v.D) / ((v.k + 1) * v.t), fast + 5], sp('km/h'), 5) };
    },
  },
];

const AVERAGES: readonly DoubtTemplate[] = [
  {
    kind: 'relative-speed',
    id: 'fresh13/relative-speed/4',
    draw: (random) => {
      const v = until(
        () => ({ x: random.int(4, 20) * 5, V: random.int(4, 30) * 2 }),
        (w) => w.V !== w.x && 2 * w.x > w.V && isInt((w.V * w.x) / (2 * w.x - w.V)) && (w.V * w.x) / (2 * w.x - w.V) <= 150,
      );
      const y = (v.V * v.x) / (2 * v.x - v.V);
      const u = speedWord(random);
      const question = random.pick([
        `A man goes to his office at ${v.x} ${u} and returns home along the same road. If his average speed for the whole journey is ${v.V} ${u}, what is his speed on the return journey?`,
        `A car travels from P to Q at ${v.x} ${u} and comes back by the same route. The average speed for the round trip is ${v.V} ${u}. Find the speed of the car on the return leg.`,
        `going to college i ride at ${v.x} ${u}, coming back slower/faster; avg speed for the round trip came out ${v.V} ${u}. what was my speed coming back?`,
      ]);
      return { question, options: numericOptions(y, [2 * v.V - v.x, (v.V + v.x) / 2, Math.abs(v.V - v.x), y + 5], sp(u), 5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh13/relative-speed/5',
    draw: (random) => {
      const v = until(
        () => ({ x: random.int(3, 20) * 2, y: random.int(3, 20) * 2, T: random.int(2, 16) }),
        (w) => w.x !== w.y && isInt((2 * w.T * w.x * w.y) / (w.x + w.y)),
      );
      const D = (2 * v.T * v.x * v.y) / (v.x + v.y);
      const u = speedWord(random);
      const question = random.pick([
        `A man covers half of his journey at ${v.x} ${u} and the remaining half at ${v.y} ${u}. He takes ${hm(v.T)} in all. Find the total distance.`,
        `A person travels half the distance at ${v.x} ${u} and the rest at ${v.y} ${u}. If the whole journey takes ${v.T} hours, how far does he travel in all?`,
        `A cyclist covers the first half of a trip at ${v.x} ${u} and the second half at ${v.y} ${u}, taking ${v.T} hours in total. The length of the trip is:`,
      ]);
      return { question, options: numericOptions(D, [(v.T * (v.x + v.y)) / 2, D / 2, (v.T * v.x * v.y) / (v.x + v.y), D + 4], km, 4) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh13/relative-speed/6',
    draw: (random) => {
      const v = until(
        () => ({ D: random.int(6, 40) * 10, D1: random.int(2, 30) * 10, V: random.int(6, 16) * 5, v1: random.int(6, 16) * 5 }),
        (w) => {
          const rest = w.D / w.V - w.D1 / w.v1;
          return w.D1 < w.D && w.v1 !== w.V && rest > 0.25 && quarter(w.D / w.V) && quarter(w.D1 / w.v1) && isInt((w.D - w.D1) / rest) && (w.D - w.D1) / rest <= 150;
        },
      );
      const v2 = (v.D - v.D1) / (v.D / v.V - v.D1 / v.v1);
      const question = random.pick([
        `A car covers a journey of ${v.D} km at an average speed of ${v.V} km/h. It covers the first ${v.D1} km at ${v.v1} km/h. At what speed does it cover the rest of the journey?`,
        `The average speed of a bus over a ${v.D} km route is ${v.V} kmph. If it ran the first ${v.D1} km at ${v.v1} kmph, what was its speed over the remaining distance?`,
      ]);
      return { question, options: numericOptions(v2, [2 * v.V - v.v1, (v.D - v.D1) / (v.D / v.V), v.V + (v.V - v.v1) / 2, v2 + 5], sp('km/h'), 5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh13/relative-speed/7',
    draw: (random) => {
      const v = until(
        () => ({ x: random.int(3, 20) * 2, y: random.int(2, 10), T: random.int(2, 12) }),
        (w) => w.x > w.y && quarter((w.T * w.x) / (w.x + w.y)) && isInt((w.T * w.x * w.y) / (w.x + w.y)),
      );
      const back = (v.T * v.x) / (v.x + v.y);
      const go = v.T - back;
      const askBack = random.next() < 0.6;
      const question = askBack
        ? random.pick([
            `A man goes to a place on a bicycle at ${v.x} km/h and comes back on foot at ${v.y} km/h. The whole journey takes ${hm(v.T)}. How long does the walk back take?`,
            `Rahul rides to the market at ${v.x} km/h and walks back by the same road at ${v.y} km/h. If he is away ${v.T} hours in all, find the time taken on the return journey.`,
          ])
        : random.pick([
            `A man goes to a place on a bicycle at ${v.x} km/h and comes back on foot at ${v.y} km/h. The whole journey takes ${hm(v.T)}. How long does the ride there take?`,
            `Rahul rides to the market at ${v.x} km/h and walks back by the same road at ${v.y} km/h. If he is away ${v.T} hours in all, find the time taken to reach the market.`,
          ]);
      const answer = askBack ? back : go;
      return { question, options: numericOptions(answer, [askBack ? go : back, v.T / 2, (v.T * v.x * v.y) / (v.x + v.y), answer + 1], hours, 0.5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh13/relative-speed/8',
    draw: (random) => {
      const v = until(
        () => ({ x: random.int(4, 16) * 5, y: random.int(4, 16) * 5, V: random.int(4, 16) * 5, t1: random.int(1, 6) }),
        (w) => w.x < w.V && w.V < w.y && quarter((w.t1 * (w.V - w.x)) / (w.y - w.V)),
      );
      const t2 = (v.t1 * (v.V - v.x)) / (v.y - v.V);
      const question = random.pick([
        `A car travels for ${hm(v.t1)} at ${v.x} km/h and then for some time at ${v.y} km/h. If its average speed for the whole journey is ${v.V} km/h, for how long did it travel at ${v.y} km/h?`,
        `A bus runs at ${v.x} kmph for ${v.t1} hours and then speeds up to ${v.y} kmph. Its average speed for the entire trip is ${v.V} kmph. How many hours did it run at the higher speed?`,
      ]);
      return { question, options: numericOptions(t2, [v.t1, (v.t1 * (v.y - v.V)) / (v.V - v.x), t2 + 1, v.t1 + t2], hours, 0.5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh13/relative-speed/9',
    draw: (random) => {
      const v = until(
        () => ({ x: random.int(4, 30) * 2, y: random.int(4, 30) * 2, D: random.int(2, 60) * 10 }),
        (w) => w.x !== w.y && quarter((2 * w.D) / (w.x + w.y)) && exact((2 * w.x * w.y) / (w.x + w.y)),
      );
      const half = random.next() < 0.5;
      const question = half
        ? random.pick([
            `A car covers half the distance at ${v.x} km/h and the rest at ${v.y} km/h. What is its average speed for the whole journey?`,
            `Ankit travels the first half of a distance at ${v.x} kmph and the other half at ${v.y} kmph. Find his average speed.`,
          ])
        : random.pick([
            `A man travels ${v.D} km. For half the time he travels at ${v.x} km/h and for the other half of the time at ${v.y} km/h. How long does the journey take?`,
            `A train runs half the time at ${v.x} km/h and half the time at ${v.y} km/h, covering ${v.D} km in all. Find the total time taken.`,
          ]);
      const harmonic = (2 * v.x * v.y) / (v.x + v.y);
      const mean = (v.x + v.y) / 2;
      if (half) return { question, options: numericOptions(harmonic, [mean, Math.abs(v.x - v.y), harmonic + 2], sp('km/h'), 2) };
      const T = v.D / mean;
      return { question, options: numericOptions(T, [v.D / harmonic, T / 2, T + 1], hours, 0.5) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [...PIPES, ...WORK, ...TRAINS, ...AVERAGES];
