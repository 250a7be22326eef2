import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { cap, exact, FRACTION_WORDS, fractionIn, gcd, hm, ind, isInt, money, num, numericOptions, options, ordinal, pct, quarter, r2, type Show, small, times, unit, until, wholeOptions } from './quant-kit';

/**
 * Fresh tuning templates (ids 'fresh/<kind>/4xx') for pipes, boats, reverse-percent, successive-percent, profit-loss, discount and mensuration. Each computes its own answer.
 *
 * They ask for unknowns the other tuning templates leave alone (the time a leak alone drains a tank,
 * when a pipe must be shut, a clock time, the still-water speed from two journey times, the
 * meeting time of two boats, the original wage from a net loss, each of two equal changes, a ball's
 * rebound height, the second discount, the cost price from the rupee discount, bricks for a wall,
 * recast cubes) and word them as papers and students do. The wrong options are the usual slips.
 */

// ---------------------------------------------------------------- shared bits (this file only)

const KMPH = ['km/hr', 'kmph', 'km per hour', 'km/h'];
const kmphWord = (random: Random): string => random.pick(KMPH);

/** '1 minute 40 seconds' from whole seconds. */
const ms = (sec: number): string => {
  const total = Math.round(sec);
  const m = Math.floor(total / 60);
  const s = total % 60;
  const mPart = m === 0 ? '' : m === 1 ? '1 minute' : `${m} minutes`;
  const sPart = s === 0 ? '' : s === 1 ? '1 second' : `${s} seconds`;
  return [mPart, sPart].filter((x) => x !== '').join(' ') || '0 seconds';
};

/** A clock time from hours after midnight: '10:15 a.m.', '1 p.m.' */
const clock = (h: number): string => {
  const total = Math.round(h * 60);
  const hh = Math.floor(total / 60) % 24;
  const mm = total % 60;
  const suffix = hh < 12 ? 'a.m.' : 'p.m.';
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  if (hh === 12 && mm === 0) return '12 noon';
  return mm === 0 ? `${h12} ${suffix}` : `${h12}:${String(mm).padStart(2, '0')} ${suffix}`;
};

const fraction = fractionIn({ ...FRACTION_WORDS, '1/6': 'one-sixth', '1/8': 'one-eighth', '3/8': 'three-eighths' });

const hours: Show = (x) => (r2(x) === 1 ? '1 hour' : `${num(x)} hours`);
const minutes: Show = (x) => (r2(x) === 1 ? '1 minute' : `${num(x)} minutes`);
const kmh =
  (word: string): Show =>
  (x) =>
    `${num(x)} ${word}`;
const litres = unit('litres');
const metres: Show = (x) => `${ind(x)} m`;

/** '12% profit', '8% loss', 'No profit, no loss'. */
const gainText =
  (up = 'profit', down = 'loss'): Show =>
  (x) =>
    Math.abs(x) < 1e-9 ? `No ${up}, no ${down}` : `${num(Math.abs(x))}% ${x > 0 ? up : down}`;

/** Options for a signed percent shown by `show`: the slips, then the answer moved by 1, 2, ... */
const signedOptions = (correct: number, wrong: readonly number[], show: Show): [string, string, string, string] =>
  options(
    show(r2(correct)),
    wrong.filter((x) => exact(x)).map((x) => show(r2(x))),
    (k) => show(r2(correct + (k % 2 === 1 ? (k + 1) / 2 : -k / 2))),
  );

// ---------------------------------------------------------------- pipes

const PIPES: readonly DoubtTemplate[] = [
  {
    kind: 'pipes',
    id: 'fresh/pipes/401',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(2, 12), L: random.int(3, 40) }),
        (w) => w.L > w.a && quarter((w.a * w.L) / (w.L - w.a)) && (w.a * w.L) / (w.L - w.a) <= 20 && !isInt(w.L / w.a),
      );
      const T = (v.a * v.L) / (v.L - v.a);
      const question = random.pick([
        `Working alone, an inlet pipe fills an overhead tank in ${v.a} hours. One day it took ${hm(T)} to fill the empty tank, and the plumber traced the delay to a crack at the bottom. Once the tank is full and the inlet is shut, how long will the crack take to drain it?`,
        `How many hours would a leak take to empty a full cistern on its own? The cistern's tap normally fills it in ${small(random, v.a)} hours, but with the leak open the filling takes ${hm(T)}.`,
        `tap alone fills tank in ${v.a} hrs. with the leak it took ${hm(T)}.\nleak alone empties the full tank in ?? pls explain`,
      ]);
      return { question, options: numericOptions(v.L, [T - v.a, T + v.a, (v.a * T) / (v.a + T), v.L / 2], hours) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/402',
    draw: (random) => {
      const v = until(
        () => ({ C: 100 * random.int(6, 60), a: random.pick([10, 12, 15, 20, 24, 25, 30, 40, 45, 50, 60]), r: 5 * random.int(1, 20) }),
        (w) => {
          const inflow = w.C / w.a;
          return isInt(inflow) && inflow > w.r && isInt(w.C / (inflow - w.r)) && w.C / (inflow - w.r) <= 240;
        },
      );
      const inflow = v.C / v.a;
      const t = v.C / (inflow - v.r);
      const question = random.pick([
        `A motor fills an empty ${ind(v.C)}-litre sump in ${v.a} minutes. A tap fitted to the sump draws out water at ${v.r} litres per minute. If the motor is started with the tap left open, after how many minutes will the sump be full?`,
        `Water is pumped into an empty tank of capacity ${ind(v.C)} litres at a rate that would fill it in ${v.a} min, while a hole lets out ${v.r} litres every minute. Find the time taken to fill the tank.`,
        `${ind(v.C)} L tank, pump fills it in ${v.a} min, but ${v.r} L/min is leaking out at the same time. how many minutes to fill?`,
      ]);
      return { question, options: numericOptions(t, [v.C / (inflow + v.r), v.C / v.r, v.a + v.r, t - v.a], minutes, 2) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/403',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(2, 20), k: random.int(1, 15) }),
        (w) => (quarter((w.b * (w.b + w.k)) / (2 * w.b + w.k)) || isInt((10 * w.b * (w.b + w.k)) / (2 * w.b + w.k))) && !isInt((w.b * (w.b + w.k)) / (2 * w.b + w.k)) && w.k !== w.b,
      );
      const t = (v.b * (v.b + v.k)) / (2 * v.b + v.k);
      const askSlow = random.next() < 0.5;
      const question = random.pick([
        `Pipe A takes ${v.k} hours longer than pipe B to fill a tank on its own. Running together, the two fill it in ${num(t)} hours. How long does pipe ${askSlow ? 'A' : 'B'} need by itself?`,
        `Two taps together fill a cistern in ${num(t)} hrs. Alone, the first tap needs ${v.k} hrs more than the second. Find the time the ${askSlow ? 'first' : 'second'} tap alone takes.`,
      ]);
      const correct = askSlow ? v.b + v.k : v.b;
      const other = askSlow ? v.b : v.b + v.k;
      return { question, options: numericOptions(correct, [other, 2 * t, t + v.k, v.k], hours) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/404',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(12, 60), b: random.int(8, 60), x: random.int(2, 30) }),
        (w) => {
          const T = (w.a * (w.b - w.x)) / w.b;
          return w.x < w.b && isInt(T) && w.x < T && w.a !== w.b && T !== 2 * w.x;
        },
      );
      const T = (v.a * (v.b - v.x)) / v.b;
      const question = random.pick([
        `An empty tank has to be filled in exactly ${T} minutes. Pipe A alone fills it in ${v.a} min and pipe B alone in ${v.b} min. Both are started together. After how many minutes must B be shut off?`,
        `Pipes A and B can fill a tank in ${v.a} minutes and ${v.b} minutes respectively. They are opened at the same time, and pipe B is closed some time later so that the tank gets full exactly ${T} minutes after the start. For how many minutes was pipe B running?`,
        `A fills tank in ${v.a} min, B in ${v.b} min. both opened, then B turned off, tank full in ${T} min total. B was turned off after how many min?`,
      ]);
      return { question, options: wholeOptions(v.x, [T - v.x, (T * v.b) / v.a, v.a - T, v.b - T], minutes) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/405',
    draw: (random) => {
      const [p, q] = random.pick([
        [1, 2],
        [2, 3],
        [3, 4],
        [3, 5],
        [4, 5],
        [5, 6],
      ] as const);
      const v = until(
        () => ({ a: random.int(2, 15), b: random.int(3, 30) }),
        (w) => w.b > w.a && isInt((p * w.a * w.b) / (q * (w.b - w.a))) && (p * w.a * w.b) / (q * (w.b - w.a)) <= 40,
      );
      const full = (v.a * v.b) / (v.b - v.a);
      const t = (p * full) / q;
      const fw = fraction(p, q, random.next() < 0.6);
      const question = random.pick([
        `An empty cistern has an inlet that can fill it in ${v.a} hours and an outlet that can empty the full cistern in ${v.b} hours. Both are opened at the same moment. How long will it take for the cistern to become ${fw} full?`,
        `Starting with an empty tank, a tap (which fills it in ${v.a} hrs) and a drain (which empties it in ${v.b} hrs) are opened together. In how many hours will ${fw} of the tank be filled?`,
        `tank empty. inlet fills in ${v.a} hrs, outlet empties in ${v.b} hrs, both open.\ntime to fill ${fraction(p, q, false)} of the tank??`,
      ]);
      return { question, options: numericOptions(t, [full, (p * v.a * v.b) / (q * (v.a + v.b)), (p * (v.b - v.a)) / q, (p * v.a) / q], hours) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/406',
    draw: (random) => {
      const v = until(
        () => ({ n: random.int(2, 12), T: 15 * random.int(4, 40), m: random.int(2, 20) }),
        (w) => w.m !== w.n && isInt((w.n * w.T) / w.m) && ((w.n * w.T) / w.m) % 15 === 0 && (w.n * w.T) / w.m >= 30 && (w.n * w.T) / w.m <= 1440,
      );
      const T2 = (v.n * v.T) / v.m;
      const question = random.pick([
        `${cap(small(random, v.n))} identical taps together fill a swimming pool in ${hm(v.T / 60)}. How many such taps would be needed to fill it in ${hm(T2 / 60)}?`,
        `A reservoir is filled by ${v.n} pumps of equal capacity in ${hm(v.T / 60)}. If it must be filled in ${hm(T2 / 60)} instead, how many pumps of the same kind must run?`,
        `${v.n} same taps fill a pool in ${hm(v.T / 60)}. how many taps to fill it in ${hm(T2 / 60)}??`,
      ]);
      const count: Show = (x) => String(x);
      return { question, options: wholeOptions(v.m, [(v.n * T2) / v.T, v.n + v.m, v.m + 1, Math.abs(v.n - v.m) + v.n], count) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/407',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(2, 10), b: random.int(2, 12), s: random.int(6, 10) }),
        (w) => {
          const t = (w.a * (w.b + 1)) / (w.a + w.b);
          return w.a !== w.b && t > 1 && isInt(t * 12) && w.s + t <= 20;
        },
      );
      const t = (v.a * (v.b + 1)) / (v.a + v.b);
      const both = (v.a * v.b) / (v.a + v.b);
      const question = random.pick([
        `Pipe A can fill a tank in ${v.a} hours and pipe B in ${v.b} hours. Pipe A is opened at ${clock(v.s)}, and pipe B is opened at ${clock(v.s + 1)}, an hour later. At what time will the empty tank be full?`,
        `An empty tank is being filled from ${clock(v.s)} by tap P, which alone would take ${small(random, v.a)} hours. At ${clock(v.s + 1)} tap Q, which alone would take ${small(random, v.b)} hours, is also turned on. When does the tank become full?`,
      ]);
      const wrong = [v.s + both, v.s + 1 + both, v.s + t + 1, v.s + v.a].filter((x) => isInt(x * 60));
      return { question, options: options(clock(v.s + t), wrong.map(clock), (k) => clock(v.s + t + (k % 2 === 1 ? 1 : -1) * 0.25 * Math.ceil(k / 2))) };
    },
  },
];

// ---------------------------------------------------------------- boats

const PLACES: readonly (readonly [string, string])[] = [
  ['Patna', 'Hajipur'],
  ['Varanasi', 'Mirzapur'],
  ['the ghat', 'the temple'],
  ['the jetty', 'the island'],
];

const BOATS: readonly DoubtTemplate[] = [
  {
    kind: 'boats',
    id: 'fresh/boats/411',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(6, 20), s: random.int(1, 5), D: random.int(6, 90) }),
        (w) => w.s < w.b / 2 && quarter(w.D / (w.b + w.s)) && quarter(w.D / (w.b - w.s)) && w.D / (w.b - w.s) <= 12 && !isInt(w.D / (w.b + w.s)),
      );
      const t1 = v.D / (v.b + v.s);
      const t2 = v.D / (v.b - v.s);
      const u = kmphWord(random);
      const [x, y] = random.pick(PLACES);
      const question = random.pick([
        `A ferry takes ${hm(t1)} to go downstream from ${x} to ${y} and ${hm(t2)} to come back upstream. The river flows at ${v.s} ${u}. What is the speed of the ferry in still water?`,
        `The current in a river runs at ${v.s} ${u}. A motorboat covers a certain stretch downstream in ${hm(t1)} but needs ${hm(t2)} to cover the same stretch upstream. Find its speed in still water.`,
        `Find the speed of the boat in still water. It goes downstream from ${x} to ${y} in ${hm(t1)} and returns in ${hm(t2)}; the stream flows at ${v.s} ${u}.`,
      ]);
      return { question, options: numericOptions(v.b, [v.b + v.s, v.b - v.s, (v.s * t2) / t1, v.s * (t1 + t2)], kmh(u)) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/412',
    draw: (random) => {
      const v = until(
        () => ({ b: random.pick([1, 1.2, 1.5, 2, 2.5, 3]), s: random.pick([0.2, 0.25, 0.3, 0.5, 0.6, 0.8, 1]), D: 100 * random.int(3, 30), up: random.next() < 0.5 }),
        (w) => w.s < w.b && isInt(w.D / (w.up ? w.b - w.s : w.b + w.s)) && w.D / (w.up ? w.b - w.s : w.b + w.s) >= 60 && w.D / (w.up ? w.b - w.s : w.b + w.s) <= 3600,
      );
      const sec = v.D / (v.up ? v.b - v.s : v.b + v.s);
      const dist = v.D >= 1000 && random.next() < 0.5 ? `${num(v.D / 1000)} km` : `${v.D} m`;
      const question = random.pick([
        `A swimmer can swim at ${num(v.b)} m/s in still water. The river flows at ${num(v.s)} m/s. How long will she take to swim ${dist} ${v.up ? 'against' : 'with'} the current?`,
        `How long does a rower need to cover ${dist} ${v.up ? 'upstream' : 'downstream'}, if he rows at ${num(v.b)} metre${v.b === 1 ? '' : 's'} per second in still water and the current flows at ${num(v.s)} metre${v.s === 1 ? '' : 's'} per second?`,
      ]);
      const wrong = [v.D / (v.up ? v.b + v.s : v.b - v.s), v.D / v.b, v.D / (v.b + 2 * v.s)].filter(isInt);
      return { question, options: options(ms(sec), wrong.map(ms), (k) => ms(sec + 10 * (k % 2 === 1 ? (k + 1) / 2 : -k / 2))) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/413',
    draw: (random) => {
      const v = until(
        () => ({
          pq: random.pick([
            [3, 1],
            [4, 1],
            [5, 1],
            [5, 2],
            [7, 2],
            [6, 1],
            [7, 3],
            [8, 3],
            [9, 2],
          ] as const),
          k: random.int(1, 4),
          t: random.pick([1, 1.5, 2, 2.5, 3, 4, 0.75, 1.25]),
        }),
        (w) => isInt((w.pq[0] + w.pq[1]) * w.k * w.t) && quarter(((w.pq[0] + w.pq[1]) * w.t) / (w.pq[0] - w.pq[1])) && (w.pq[0] + w.pq[1]) * w.k * w.t >= 10,
      );
      const [p, q] = v.pq;
      const D = (p + q) * v.k * v.t;
      const u = kmphWord(random);
      const askStream = random.next() < 0.5;
      const ask = askStream ? `the speed of the current in ${u}` : 'the time it takes to come back the same distance upstream';
      const question = random.pick([
        `The speed of a boat in still water and the speed of the current are in the ratio ${p} : ${q}. The boat goes ${D} km downstream in ${hm(v.t)}. Find ${ask}.`,
        `A boat's still-water speed is to the river's speed as ${p}:${q}. If it travels ${D} km with the current in ${hm(v.t)}, what is ${ask}?`,
      ]);
      if (askStream) return { question, options: numericOptions(q * v.k, [p * v.k, v.k, (D / v.t) * (q / p), 2 * q * v.k], kmh(u)) };
      const back = D / ((p - q) * v.k);
      return { question, options: numericOptions(back, [v.t, D / (p * v.k), (v.t * (p + q)) / p, 2 * v.t], hm, 0.5) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/414',
    draw: (random) => {
      const v = until(
        () => ({ x: random.int(3, 9), y: random.int(2, 8), k: random.int(1, 4), D: random.int(8, 60) }),
        (w) => {
          const T = w.D / (w.x * w.k) + w.D / (w.y * w.k);
          return w.x > w.y && gcd(w.x, w.y) === 1 && (w.x - w.y) % 2 === 0 && quarter(T) && T <= 24 && isInt(w.D / (w.x * w.k)) && w.x * w.k <= 20;
        },
      );
      const T = v.D / (v.x * v.k) + v.D / (v.y * v.k);
      const stream = ((v.x - v.y) * v.k) / 2;
      const boat = ((v.x + v.y) * v.k) / 2;
      const u = kmphWord(random);
      const askStream = random.next() < 0.5;
      const ask = askStream ? 'the rate of the stream' : 'his rate of rowing in still water';
      const question = random.pick([
        `A man can row ${v.D} km and back in ${hm(T)}. He finds that he can row ${v.x} km with the stream in the same time as ${v.y} km against it. Find ${ask}.`,
        `Rowing ${v.x} km downstream takes a boatman exactly as long as rowing ${v.y} km upstream. He rows to a village ${v.D} km down the river and returns, taking ${hm(T)} in all. What is ${ask}?`,
      ]);
      const correct = askStream ? stream : boat;
      return { question, options: numericOptions(correct, [askStream ? boat : stream, (v.x - v.y) * v.k, v.x * v.k, v.y * v.k, v.x - v.y], kmh(u)) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/415',
    draw: (random) => {
      const v = until(
        () => ({ up: random.int(2, 12), t: random.pick([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6]), s: random.int(1, 4) }),
        (w) => isInt(w.up * w.t) && quarter((w.up * w.t) / (w.up + 2 * w.s)) && w.s < w.up,
      );
      const D = v.up * v.t;
      const back = D / (v.up + 2 * v.s);
      const u = kmphWord(random);
      const question = random.pick([
        `Rowing against the stream, a fisherman covers ${D} km in ${hm(v.t)}. If the stream flows at ${v.s} ${u}, how long will he take to row back to his starting point?`,
        `It takes a man ${hm(v.t)} to row ${D} km up a river that flows at ${v.s} ${u}. Find the time he needs to return downstream.`,
      ]);
      return { question, options: numericOptions(back, [D / (v.up + v.s), v.t, v.t / 2, D / (v.up + 4 * v.s)], hm, 0.25) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/416',
    draw: (random) => {
      const v = until(
        () => ({ b1: random.int(6, 20), b2: random.int(6, 20), s: random.int(1, 4), D: random.int(20, 150) }),
        (w) => w.b1 !== w.b2 && quarter(w.D / (w.b1 + w.b2)) && quarter(w.D / (w.b1 + w.b2 + 2 * w.s)) && w.D / (w.b1 + w.b2) >= 1,
      );
      const t = v.D / (v.b1 + v.b2);
      const u = kmphWord(random);
      const question = random.pick([
        `Two motorboats start at the same time from two jetties ${v.D} km apart on the same river and head towards each other. Their speeds in still water are ${v.b1} ${u} and ${v.b2} ${u}, and the river flows at ${v.s} ${u}. After how long will they meet?`,
        `A launch leaves a ghat and goes downstream while, at the same moment, a second launch leaves another ghat ${v.D} km further down the river and comes upstream towards it. In still water they move at ${v.b1} ${u} and ${v.b2} ${u}; the current is ${v.s} ${u}. When do they meet?`,
        `two boats ${v.D} km apart on a river start towards each other at the same time. speeds in still water ${v.b1} & ${v.b2} ${u}, current ${v.s} ${u}. they meet after how long??`,
      ]);
      return { question, options: numericOptions(t, [v.D / (v.b1 + v.b2 + 2 * v.s), v.D / (v.b1 + v.b2 + v.s), v.D / (v.b1 + v.b2 - 2 * v.s), v.D / Math.abs(v.b1 - v.b2)], hm, 0.25) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/417',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(5, 30), p: random.pick([10, 20, 25, 40, 50]), t: random.pick([1, 1.5, 2, 2.5, 3, 4]) }),
        (w) => exact((w.b * (100 - w.p)) / 100) && isInt(((w.b * (100 - w.p)) / 100) * w.t) && exact((w.b * (100 + w.p)) / 100),
      );
      const up = (v.b * (100 - v.p)) / 100;
      const down = (v.b * (100 + v.p)) / 100;
      const D = up * v.t;
      const u = kmphWord(random);
      const question = random.pick([
        `The speed of the current is ${v.p}% of the speed of a boat in still water. The boat goes ${D} km upstream in ${hm(v.t)}. What is its speed downstream?`,
        `What is a boat's downstream speed if it takes ${hm(v.t)} to go ${D} km upstream and the river flows at ${v.p} per cent of the boat's still-water speed?`,
      ]);
      return { question, options: numericOptions(down, [(up * (100 + v.p)) / 100, v.b, up + (2 * up * v.p) / 100, (v.b * v.p) / 100], kmh(u)) };
    },
  },
];

// ---------------------------------------------------------------- reverse-percent

const REVERSE: readonly DoubtTemplate[] = [
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/421',
    draw: (random) => {
      const [r, word] = random.pick([
        [12.5, 'one-eighth'],
        [25, 'one-fourth'],
        [20, 'one-fifth'],
        [8, ''],
        [15, ''],
        [16, ''],
        [24, ''],
        [35, ''],
      ] as const);
      const L = until(
        () => 25 * random.int(200, 2400),
        (x) => isInt((x * (100 + r)) / 100),
      );
      const X = (L * (100 + r)) / 100;
      const rText = word !== '' && random.next() < 0.5 ? word : random.pick([`${num(r)}%`, `${num(r)} per cent`]);
      const rs = money(random);
      const school = random.next() < 0.5;
      const question = school
        ? random.pick([
            `This year a school has ${ind(X)} students on its rolls, which is ${rText} more than last year. How many students did it have last year?`,
            `How many members did a club have last year, if it has ${ind(X)} members now and the number has grown by ${rText} since then?`,
          ])
        : random.pick([
            `Ravi's monthly salary is now ${rs(X)}, ${rText} higher than what he drew a year ago. What did he draw a year ago?`,
            `salary now ${rs(X)} after a hike of ${rText}. what was the salary before the hike?`,
          ]);
      const wrong = [(X * (100 - r)) / 100, X - r, (X * 100) / (100 - r), X - (L * r) / 200];
      if (school) return { question, options: wholeOptions(L, wrong, ind, 50) };
      return { question, options: numericOptions(L, wrong, rs, 50) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/422',
    draw: (random) => {
      const [fp, fq] = random.pick([
        [1, 4],
        [1, 5],
        [1, 3],
        [2, 5],
      ] as const);
      const v = until(
        () => ({ I: 600 * random.int(10, 150), p: random.pick([10, 20, 25, 30, 40]) }),
        (w) => isInt((w.I * (fq - fp) * (100 - w.p)) / (fq * 100)),
      );
      const S = (v.I * (fq - fp) * (100 - v.p)) / (fq * 100);
      const rs = money(random);
      const fw = fraction(fp, fq, random.next() < 0.7);
      const question = random.pick([
        `Anil hands ${fw} of his monthly salary to his mother and spends ${v.p}% of what is left on rent. He is then left with ${rs(S)}. What is his monthly salary?`,
        `What is the income of a man who, after giving ${fw} of it to charity and ${v.p} per cent of the remainder to his son, still has ${rs(S)}?`,
      ]);
      return {
        question,
        options: numericOptions(v.I, [S / (1 - fp / fq - v.p / 100), (S * fq) / (fq - fp), (S * (fq + fp) * (100 + v.p)) / (fq * 100), (S * 100) / (100 - v.p)], rs, 600),
      };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/423',
    draw: (random) => {
      const v = until(
        () => ({ B: 500 * random.int(20, 200), r: random.pick([10, 12, 15, 20, 25, 30, 40]), less: random.next() < 0.6 }),
        (w) => isInt((w.B * (w.less ? 100 - w.r : 100 + w.r)) / 100),
      );
      const X = (v.B * (v.less ? 100 - v.r : 100 + v.r)) / 100;
      const rs = money(random);
      const rel = v.less ? 'less' : 'more';
      const question = random.pick([
        `Meera earns ${rs(X)} a month, which is ${v.r}% ${rel} than what her brother earns. How much does her brother earn?`,
        `How much does B earn if A's income, ${rs(X)}, is ${v.r} per cent ${v.less ? 'below' : 'above'} B's income?`,
        `A gets ${rs(X)} which is ${v.r}% ${rel} than B. B gets = ?`,
      ]);
      const flip = v.less ? (X * (100 + v.r)) / 100 : (X * (100 - v.r)) / 100;
      return { question, options: numericOptions(v.B, [flip, v.less ? X + v.r * 100 : X - v.r * 100, (X * 100) / (v.less ? 100 + v.r : 100 - v.r)], rs, 500) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/424',
    draw: (random) => {
      const [text, n, d] = random.pick([
        ['12½', 1, 8],
        ['37½', 3, 8],
        ['62½', 5, 8],
        ['16⅔', 1, 6],
        ['66⅔', 2, 3],
        ['33⅓', 1, 3],
      ] as const);
      const up = random.next() < 0.5;
      const x = until(
        () => random.int(20, 600),
        (y) => isInt((y * (up ? d + n : d - n)) / d),
      );
      const N = (x * (up ? d + n : d - n)) / d;
      const question = up
        ? random.pick([
            `When a number is increased by ${text}%, it becomes ${N}. What is the number?`,
            `${N} is obtained by increasing a certain number by ${text} per cent. Find that number.`,
          ])
        : random.pick([
            `A number, on being reduced by ${text} per cent, becomes ${N}. Find the number.`,
            `After a decrease of ${text}%, a number becomes ${N}. The original number is`,
          ]);
      const slip = up ? (N * (d - n)) / d : (N * (d + n)) / d;
      return { question, options: numericOptions(x, [slip, up ? (N * d) / (d - n) : (N * d) / (d + n), up ? N - n * 10 : N + n * 10], num) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/425',
    draw: (random) => {
      const v = until(
        () => ({ S: 10 * random.int(10, 100), a: 5 * random.int(2, 12), b: 5 * random.int(2, 12) }),
        (w) => isInt((w.S * (100 - w.a) * (100 - w.b)) / 10000) && w.a !== w.b,
      );
      const L = (v.S * (100 - v.a) * (100 - v.b)) / 10000;
      const question = random.pick([
        `A milkman sold ${v.a}% of the milk he had in the morning and ${v.b}% of the remaining milk in the evening. If ${L} litres were left unsold, how much milk did he have in the morning?`,
        `milk left = ${L} litres after selling ${v.a}% first and then ${v.b}% of the rest.\ntotal milk at the start = ? pls`,
      ]);
      return {
        question,
        options: numericOptions(v.S, [(L * 100) / (100 - v.a - v.b), (L * (100 + v.a) * (100 + v.b)) / 10000, (L * 100) / (100 - v.a), L + v.a + v.b], litres, 10),
      };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/426',
    draw: (random) => {
      const v = until(
        () => ({ V: 1000 * random.int(10, 200), n: random.pick([5, 10, 15, 20, 25]), i: random.pick([2, 4, 5, 10]), w: random.pick([52, 55, 60, 62, 65, 70]) }),
        (u) => isInt((u.V * (100 - u.n) * (100 - u.i) * u.w) / 1e6),
      );
      const X = (v.V * (100 - v.n) * (100 - v.i) * v.w) / 1e6;
      const question = random.pick([
        `In an election, ${v.n}% of the voters on the list did not vote and ${v.i}% of the votes cast were found invalid. The winning candidate got ${v.w}% of the valid votes, which came to ${ind(X)} votes. How many voters were on the list?`,
        `How many names were on the voters' list of a ward, if ${v.n} per cent of them did not turn up, ${v.i} per cent of the votes polled were rejected, and the winner, with ${v.w} per cent of the valid votes, received ${ind(X)} votes?`,
      ]);
      return {
        question,
        options: wholeOptions(v.V, [(X * 1e4) / ((100 - v.i) * v.w), (X * 100) / v.w, (X * 1e4) / ((100 - v.n - v.i) * v.w), (X * 1e4) / ((100 - v.n) * v.w)], ind, 1000),
      };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/427',
    draw: (random) => {
      const v = until(
        () => ({ R: random.int(20, 150), p: random.pick([15, 16, 20, 24, 25, 30, 32, 40, 45]) }),
        (w) => isInt((w.R * 100) / w.p) && (w.R * 100) / w.p <= 420,
      );
      const total = (v.R * 100) / v.p;
      const question = random.pick([
        `A batsman made ${v.R} runs in an innings, which was ${v.p}% of his team's total. How many runs did the rest of the team score?`,
        `opener scored ${v.R}, thats ${v.p}% of the team total.\nhow many runs did the others make??`,
      ]);
      return { question, options: wholeOptions(total - v.R, [total, (v.R * (100 - v.p)) / 100, (v.R * 100) / (100 - v.p), total + v.R], num) };
    },
  },
];

// ---------------------------------------------------------------- successive-percent

const SUCCESSIVE: readonly DoubtTemplate[] = [
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/431',
    draw: (random) => {
      const v = until(
        () => ({ a: 5 * random.int(4, 16), b: 5 * random.int(2, 12), c: 10 * random.int(2, 8) }),
        (w) => exact((w.a * w.b * w.c) / 10000) && w.a !== w.b && w.b !== w.c && w.a !== w.c,
      );
      const ans = (v.a * v.b * v.c) / 10000;
      const question = random.pick([
        `Of the candidates who applied for a judicial services exam, ${v.a}% qualified the prelims, ${v.b}% of these qualified the mains and ${v.c}% of those called for interview were finally selected. What percentage of the applicants were selected?`,
        `What per cent of all applicants finally got selected, if ${v.a} per cent cleared the first round, ${v.b} per cent of them cleared the second and ${v.c} per cent of those cleared the third?`,
      ]);
      return { question, options: numericOptions(ans, [(v.a * v.b) / 100, (v.b * v.c) / 100, Math.min(v.a, v.b, v.c), (v.a + v.b + v.c) / 3], pct) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/432',
    draw: (random) => {
      const v = until(
        () => ({ H: random.pick([5, 8, 10, 12, 16, 20, 25, 32, 40, 50, 64, 80, 100, 125]), r: random.pick([40, 50, 60, 75, 80, 90]), n: random.int(2, 3) }),
        (w) => exact(w.H * (w.r / 100) ** w.n) && exact(w.H * (w.r / 100) ** (w.n + 1)) && w.H * (w.r / 100) ** w.n >= 1,
      );
      const f = v.r / 100;
      const h = v.H * f ** v.n;
      const question = random.pick([
        `A rubber ball is dropped from a height of ${v.H} m. Each time it hits the ground it rises back to ${v.r}% of the height it fell from. How high does it rise after the ${ordinal(v.n)} bounce?`,
        `To what height does a ball rise after hitting the floor ${small(random, v.n)} times, if it is dropped from ${v.H} metres and every bounce takes it up to ${v.r} per cent of the height of its previous fall?`,
      ]);
      return { question, options: numericOptions(h, [v.H * (1 - v.n * (1 - f)), v.H * f ** (v.n - 1), v.H * f ** (v.n + 1), v.H * (1 - f) ** v.n], metres, 0.5) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/433',
    draw: (random) => {
      const up = random.next() < 0.5;
      const x = random.pick(up ? [5, 10, 15, 20, 25, 30, 40, 50] : [5, 10, 20, 25, 30, 40, 50]);
      const S = up ? ((100 + x) ** 2 - 10000) / 100 : (10000 - (100 - x) ** 2) / 100;
      const question = up
        ? random.pick([
            `Two equal successive increases of x% are together equivalent to a single increase of ${num(S)}%. Find x.`,
            `A price rises by the same percentage in each of two years and is ${num(S)}% higher at the end of the two years. What was the yearly rate of rise?`,
          ])
        : random.pick([
            `A single discount of ${num(S)}% gives the same price as two equal successive discounts. What is each of those discounts?`,
            `2 equal discounts one after other = single discount of ${num(S)}%. each discount = ?`,
          ]);
      const root = Math.sqrt(S);
      return { question, options: numericOptions(x, [S / 2, isInt(root) ? root : S / 2 + 2, S / 2 - 1, 2 * x], pct) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/434',
    draw: (random) => {
      const v = until(
        () => ({ S: 500 * random.int(20, 160), r: random.pick([5, 10, 15, 20, 25, 30]) }),
        (w) => isInt((w.S * w.r * w.r) / 10000),
      );
      const L = (v.S * v.r * v.r) / 10000;
      const rs = money(random);
      const question = random.pick([
        `A clerk's monthly salary was raised by ${v.r}% and, a year later, the new salary was cut by ${v.r}%. He now earns ${rs(L)} a month less than he did at first. What was his original salary?`,
        `The price of a motorbike was increased by ${v.r} per cent and later decreased by ${v.r} per cent, which left it ${rs(L)} cheaper than the original price. Find the original price.`,
      ]);
      return { question, options: numericOptions(v.S, [v.S - L, (L * 100) / v.r, (v.S * (100 + v.r)) / 100, (L * 10000) / (v.r * (100 + v.r))], rs, 500) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/435',
    draw: (random) => {
      const v = until(
        () => ({ V: 10000 * random.int(3, 90), a: 5 * random.int(1, 5), b: 5 * random.int(1, 4), c: random.pick([4, 5, 8, 10, 12]) }),
        (w) => exact((w.V * (100 - w.a) * (100 - w.b) * (100 - w.c)) / 1e6) && isInt((w.V * (100 - w.a) * (100 - w.b) * (100 - w.c)) / 1e6),
      );
      const end = (v.V * (100 - v.a) * (100 - v.b) * (100 - v.c)) / 1e6;
      const rs = money(random);
      const question = random.pick([
        `A car bought for ${rs(v.V)} loses ${v.a}% of its value in the first year, ${v.b}% in the second and ${v.c}% in the third. What is it worth after three years?`,
        `What will be the value, three years from now, of a machine worth ${rs(v.V)} today, if it depreciates by ${v.a}%, ${v.b}% and ${v.c}% in the three successive years?`,
      ]);
      return {
        question,
        options: numericOptions(end, [(v.V * (100 - v.a - v.b - v.c)) / 100, (v.V * (100 - v.a) * (100 - v.b)) / 1e4, v.V - end, (v.V * (100 - v.c) ** 3) / 1e6], rs, 100),
      };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/436',
    draw: (random) => {
      const v = until(
        () => ({ X: 500 * random.int(10, 160), a: 5 * random.int(1, 6), b: 5 * random.int(1, 4), g: random.pick([5, 12, 18, 28]) }),
        (w) => isInt((w.X * (100 - w.a) * (100 - w.b) * (100 + w.g)) / 1e6) && w.a !== w.b,
      );
      const pay = (v.X * (100 - v.a) * (100 - v.b) * (100 + v.g)) / 1e6;
      const rs = money(random);
      const item = random.pick(['laptop', 'washing machine', 'sofa set', 'split AC']);
      const question = random.pick([
        `A ${item} is listed at ${rs(v.X)}. The shop gives discounts of ${v.a}% and ${v.b}% one after the other, and then charges ${v.g}% GST on the discounted price. How much does the buyer pay?`,
        `How much will I pay for a ${item} with a list price of ${rs(v.X)} if I get successive discounts of ${v.a}% and ${v.b}% and GST at ${v.g}% is added on the discounted amount?`,
        `list price ${rs(v.X)}, discounts ${v.a}% & ${v.b}% one after another, then ${v.g}% GST on that. final bill?`,
      ]);
      return {
        question,
        options: numericOptions(pay, [(v.X * (100 - v.a - v.b + v.g)) / 100, (v.X * (100 - v.a) * (100 - v.b)) / 1e4, (v.X * (100 - v.a - v.b) * (100 + v.g)) / 1e4], rs, 50),
      };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/437',
    draw: (random) => {
      const v = until(
        () => ({ a: 5 * random.int(1, 6), b: 5 * random.int(1, 6), c: 5 * random.int(1, 8) }),
        (w) => {
          const net = ((100 + w.a) * (100 + w.b) * (100 - w.c)) / 1e4 - 100;
          return exact(net) && Math.abs(net) > 0.5 && w.a + w.b !== w.c;
        },
      );
      const net = ((100 + v.a) * (100 + v.b) * (100 - v.c)) / 1e4 - 100;
      const question = random.pick([
        `The length and breadth of a cuboid are increased by ${v.a}% and ${v.b}% respectively, while its height is decreased by ${v.c}%. By what percentage does its volume change?`,
        `A box's length goes up by ${v.a} per cent and its width by ${v.b} per cent, while its height is cut by ${v.c} per cent. Find the per cent change in its volume.`,
      ]);
      const show = gainText('increase', 'decrease');
      return { question, options: signedOptions(net, [v.a + v.b - v.c, ((100 + v.a) * (100 + v.b) * (100 + v.c)) / 1e4 - 100, ((100 + v.a) * (100 + v.b)) / 100 - 100 - v.c, -net], show) };
    },
  },
];

// ---------------------------------------------------------------- profit-loss

const PROFIT: readonly DoubtTemplate[] = [
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/441',
    draw: (random) => {
      const v = until(
        () => ({ C: 50 * random.int(8, 200), L: 10 * random.int(2, 40), k: random.int(2, 4) }),
        (w) => w.L * w.k < w.C / 2,
      );
      const S1 = v.C + v.k * v.L;
      const S2 = v.C - v.L;
      const rs = money(random);
      const item = random.pick(['chair', 'bicycle', 'wrist watch', 'table lamp']);
      const question = random.pick([
        `The profit made by selling a ${item} for ${rs(S1)} is ${times(v.k)} the loss made by selling it for ${rs(S2)}. What is the cost price of the ${item}?`,
        `Find the cost price of a ${item} if selling it at ${rs(S1)} earns ${times(v.k)} as much profit as the loss suffered on selling it at ${rs(S2)}.`,
        `profit when sold at ${rs(S1)} = ${v.k} times the loss when sold at ${rs(S2)}. CP = ?`,
      ]);
      return { question, options: numericOptions(v.C, [(S1 + S2) / 2, (v.k * S1 + S2) / (v.k + 1), (S1 + v.k * S2) / (v.k + 1) + v.L, S2 + v.L / v.k], rs, 10) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/442',
    draw: (random) => {
      const v = until(
        () => ({ x: random.int(8, 40), y: random.int(8, 40) }),
        (w) => w.x !== w.y && exact(((w.y - w.x) * 100) / w.x) && exact(((w.y - w.x) * 100) / w.y),
      );
      const g = ((v.y - v.x) * 100) / v.x;
      const thing = random.pick(['pens', 'bulbs', 'notebooks', 'mangoes']);
      const question = random.pick([
        `The cost price of ${v.y} ${thing} is the same as the selling price of ${v.x} ${thing}. Find the gain or loss per cent.`,
        `If a shopkeeper sells ${v.x} ${thing} for the money he paid for ${v.y} ${thing}, what is his profit or loss per cent?`,
        `CP of ${v.y} ${thing} = SP of ${v.x} ${thing}. profit/loss % = ?`,
      ]);
      return { question, options: signedOptions(g, [((v.y - v.x) * 100) / v.y, -g, v.y - v.x].filter((w) => w > -100), gainText()) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/443',
    draw: (random) => {
      const [p, q] = random.pick([
        [1, 2],
        [1, 3],
        [2, 3],
        [1, 4],
        [3, 4],
        [2, 5],
        [3, 5],
      ] as const);
      const v = until(
        () => ({ g: random.int(4, 30), l: random.int(4, 30) }),
        (w) => {
          const net = (p * w.g - (q - p) * w.l) / q;
          return exact(net) && w.g !== w.l && Math.abs(net) > 0.2;
        },
      );
      const net = (p * v.g - (q - p) * v.l) / q;
      const fw = fraction(p, q, random.next() < 0.7);
      const question = random.pick([
        `A trader sold ${fw} of his stock at a profit of ${v.g}% and the rest at a loss of ${v.l}%. What is his overall profit or loss per cent?`,
        `What does a wholesaler gain or lose in all, as a per cent of his outlay, if ${fw} of his goods fetch ${v.g} per cent profit and the remaining goods are sold at ${v.l} per cent loss?`,
      ]);
      return { question, options: signedOptions(net, [(v.g - v.l) / 2, v.g - v.l, (p * v.g) / q - v.l, -net], gainText()) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/444',
    draw: (random) => {
      const v = until(
        () => ({ X: 500 * random.int(8, 80), Y: 100 * random.int(2, 40), g: random.pick([-10, -5, -4, 4, 5, 8, 10, 12, 15, 20, 25]) }),
        (w) => isInt(((w.X + w.Y) * (100 + w.g)) / 100) && w.Y < w.X / 2,
      );
      const Z = ((v.X + v.Y) * (100 + v.g)) / 100;
      const rs = money(random);
      const question = random.pick([
        `Ramesh bought an old scooter for ${rs(v.X)} and spent ${rs(v.Y)} on its repairs. He then sold it for ${rs(Z)}. Find his gain or loss per cent.`,
        `A second-hand fridge is bought for ${rs(v.X)} and ${rs(v.Y)} is spent on transport and repairs; it is then sold for ${rs(Z)}. What is the profit or loss percentage?`,
      ]);
      return { question, options: signedOptions(v.g, [((Z - v.X) * 100) / v.X, ((Z - v.X - v.Y) * 100) / Z, ((Z - v.X - v.Y) * 100) / v.X, -v.g], gainText('gain', 'loss')) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/445',
    draw: (random) => {
      const [p, q] = random.pick([
        [2, 3],
        [3, 4],
        [4, 5],
        [3, 5],
        [5, 6],
      ] as const);
      const v = until(
        () => ({ l: random.pick([4, 5, 8, 10, 12, 15, 16, 20, 25]) }),
        (w) => {
          const g = ((q * (100 - w.l)) / p) - 100;
          return exact(g) && Math.abs(g) > 0.2;
        },
      );
      const g = (q * (100 - v.l)) / p - 100;
      const fw = fraction(p, q, random.next() < 0.7);
      const question = random.pick([
        `By selling an article at ${fw} of its actual price, a shopkeeper suffers a loss of ${v.l}%. What will be his gain or loss per cent if he sells it at the actual price?`,
        `A shopkeeper who sells a saree for ${fw} of its tag price loses ${v.l} per cent. Find his profit or loss per cent when he sells it at the tag price.`,
      ]);
      return { question, options: signedOptions(g, [(q * 100) / p - 100 - v.l, (100 - v.l) / (p / q) - 100 + v.l, ((q - p) * 100) / q, -g], gainText('gain', 'loss')) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/446',
    draw: (random) => {
      const v = until(
        () => ({ C: 100 * random.int(5, 200), g1: random.int(4, 20), d: random.pick([2, 4, 5, 6, 8, 10]) }),
        (w) => isInt((w.C * w.d) / 100) && isInt((w.C * (100 + w.g1)) / 100),
      );
      const X = (v.C * v.d) / 100;
      const g2 = v.g1 + v.d;
      const SP = (v.C * (100 + v.g1)) / 100;
      const rs = money(random);
      const question = random.pick([
        `A shopkeeper sold a mobile phone at a profit of ${v.g1}%. Had he charged a profit of ${g2}% instead, he would have received ${rs(X)} more. At what price did he sell the phone?`,
        `At what price was a cycle sold, if it fetched a profit of ${v.g1} per cent and a profit of ${g2} per cent would have meant ${rs(X)} more for the seller?`,
      ]);
      return { question, options: numericOptions(SP, [v.C, (v.C * (100 + g2)) / 100, (X * 100) / v.g1, SP + X], rs, 100) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/447',
    draw: (random) => {
      const v = until(
        () => ({ T: 500 * random.int(4, 80), a: random.pick([5, 8, 10, 12, 15, 20, 25]), b: random.pick([4, 5, 8, 10, 12, 15, 20]) }),
        (w) => w.a !== w.b && isInt((w.T * w.a) / (w.a + w.b)),
      );
      const lossItem = (v.T * v.a) / (v.a + v.b);
      const rs = money(random);
      const question = random.pick([
        `A man buys two watches for ${rs(v.T)} in all. He sells one at a gain of ${v.a}% and the other at a loss of ${v.b}%, and on the whole he neither gains nor loses. Find the cost price of the watch sold at a loss.`,
        `pls help: bought 2 phones for ${rs(v.T)} total. sold 1st at ${v.a}% profit & 2nd at ${v.b}% loss, overall no profit no loss.\nCP of the phone sold at loss = ?`,
      ]);
      return { question, options: numericOptions(lossItem, [v.T - lossItem, v.T / 2, (v.T * v.b) / 100, (v.T * v.a) / 100], rs, 100) };
    },
  },
];

// ---------------------------------------------------------------- discount

const DISCOUNT: readonly DoubtTemplate[] = [
  {
    kind: 'discount',
    id: 'fresh/discount/451',
    draw: (random) => {
      const v = until(
        () => ({ C: 100 * random.int(10, 300), g: random.pick([5, 8, 10, 12, 15, 20, 25]), d: random.pick([4, 5, 10, 12, 15, 20, 25]) }),
        (w) => isInt((w.C * (100 + w.g)) / (100 - w.d)) && w.g !== w.d,
      );
      const MP = (v.C * (100 + v.g)) / (100 - v.d);
      const rs = money(random);
      const item = random.pick(['sofa', 'dining table', 'scooter', 'refrigerator']);
      const question = random.pick([
        `A trader buys a ${item} for ${rs(v.C)}. He wants to earn a profit of ${v.g}% even after allowing a discount of ${v.d}%. By how many rupees should the marked price exceed the cost price?`,
        `How far above its cost price of ${rs(v.C)} should a dealer mark a ${item} so that he gains ${v.g} per cent after giving ${v.d} per cent off? Give the answer in rupees.`,
      ]);
      return { question, options: numericOptions(MP - v.C, [MP, (v.C * (v.g + v.d)) / 100, (v.C * (100 + v.g) * (100 + v.d)) / 1e4 - v.C], rs, 50) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/452',
    draw: (random) => {
      const v = until(
        () => ({ C: 100 * random.int(5, 200), a: random.pick([20, 25, 30, 40, 50, 60]), d: random.pick([5, 10, 15, 20, 25]) }),
        (w) => {
          const P = (w.C * ((100 + w.a) * (100 - w.d) - 1e4)) / 1e4;
          return isInt(P) && P > 0 && w.a !== w.d;
        },
      );
      const MP = (v.C * (100 + v.a)) / 100;
      const P = (v.C * ((100 + v.a) * (100 - v.d) - 1e4)) / 1e4;
      const rs = money(random);
      const question = random.pick([
        `A shopkeeper marks a watch ${v.a}% above its cost price and then sells it at a discount of ${v.d}%, making a profit of ${rs(P)}. Find the cost price of the watch.`,
        `What did a shopkeeper pay for a cooler that he marked up by ${v.a} per cent and sold at ${v.d} per cent off, if his profit on it was ${rs(P)}?`,
      ]);
      return { question, options: numericOptions(v.C, [(P * 100) / (v.a - v.d), MP, v.C + P, (P * 100) / v.a], rs, 100) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/453',
    draw: (random) => {
      const v = until(
        () => ({ C: 100 * random.int(5, 200), g: random.pick([4, 5, 8, 10, 12, 15, 20, 25]), d: random.pick([5, 10, 12, 15, 20, 25]) }),
        (w) => isInt((w.C * (100 + w.g)) / (100 - w.d)) && w.g !== w.d,
      );
      const X = (v.C * (100 + v.g)) / (100 - v.d);
      const rs = money(random);
      const question = random.pick([
        `The marked price of a table is ${rs(X)}. Even after a discount of ${v.d}%, the seller earns a profit of ${v.g}%. What is the cost price of the table?`,
        `A bookshelf with a price tag of ${rs(X)} is sold at ${v.d} per cent off, and the seller still makes ${v.g} per cent profit. Find what the bookshelf cost the seller.`,
        `MP ${rs(X)}, ${v.d}% off, still ${v.g}% profit. CP = ?`,
      ]);
      return {
        question,
        options: numericOptions(v.C, [(X * (100 - v.d) * (100 - v.g)) / 1e4, (X * (100 - v.d - v.g)) / 100, (X * (100 - v.d)) / 100, (X * 100) / (100 + v.g)], rs, 100),
      };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/454',
    draw: (random) => {
      const v = until(
        () => ({ M: 500 * random.int(2, 60), a: random.pick([10, 15, 20, 25, 30]), b: random.pick([5, 10, 15, 20, 25]) }),
        (w) => isInt((w.M * (100 - w.a) * (100 - w.b)) / 1e4) && w.a !== w.b,
      );
      const S = (v.M * (100 - v.a) * (100 - v.b)) / 1e4;
      const rs = money(random);
      const question = random.pick([
        `An article marked at ${rs(v.M)} is sold for ${rs(S)} after two successive discounts. The first discount is ${v.a}%. What is the second discount?`,
        `After a first discount of ${v.a} per cent and then a second discount, a customer pays ${rs(S)} for a jacket marked ${rs(v.M)}. Find the rate of the second discount.`,
      ]);
      const total = ((v.M - S) * 100) / v.M;
      return { question, options: numericOptions(v.b, [total - v.a, total, v.a, ((v.M - v.a * v.M / 100 - S) * 100) / v.M], pct) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/455',
    draw: (random) => {
      const v = until(
        () => ({ MP: 100 * random.int(5, 80), d: random.pick([5, 8, 10, 12, 15, 20, 25]), g: random.pick([5, 8, 10, 12, 15, 20, 25]) }),
        (w) => isInt((w.MP * w.d) / 100) && isInt((w.MP * (100 - w.d)) / (100 + w.g)) && w.d !== w.g,
      );
      const D = (v.MP * v.d) / 100;
      const C = (v.MP * (100 - v.d)) / (100 + v.g);
      const rs = money(random);
      const question = random.pick([
        `A shopkeeper allowed a discount of ${v.d}% on a jacket, which amounted to ${rs(D)}, and still made a profit of ${v.g}%. What did the jacket cost him?`,
        `The discount on a pair of shoes at ${v.d} per cent comes to ${rs(D)}. If the seller's profit is ${v.g} per cent, find the cost price of the shoes.`,
      ]);
      return { question, options: numericOptions(C, [v.MP, v.MP - D, (v.MP * (100 - v.d) * (100 - v.g)) / 1e4, (D * 100) / v.g], rs, 50) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/456',
    draw: (random) => {
      const n = random.pick([1, 3, 4, 9]);
      const d = random.pick([5, 10, 20]);
      const eff = 100 - ((n * (100 - d)) / (n + 1));
      const question = random.pick([
        `A store runs an offer: buy ${n === 1 ? 'one shirt' : `${small(random, n)} shirts`} and get one free, plus a further ${d}% off the bill. What is the effective discount on the shirts?`,
        `On "Buy ${n} Get 1 Free" a supermarket also gives ${d} per cent off the amount payable. Find the overall discount percentage.`,
      ]);
      return { question, options: numericOptions(eff, [100 / (n + 1) + d, 100 / n + d, 100 / (n + 1), 100 - ((n * (100 - d)) / (n + 2))], pct) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/457',
    draw: (random) => {
      const v = until(
        () => ({ M: 100 * random.int(5, 80), a: random.pick([20, 30, 40, 50]), b: random.pick([10, 15, 20, 25]) }),
        (w) => isInt((w.M * (100 - w.a) * (100 - w.b)) / 1e4),
      );
      const pay = (v.M * (100 - v.a) * (100 - v.b)) / 1e4;
      const rs = money(random);
      const question = random.pick([
        `shop board says "${v.a}% + ${v.b}% off" on a jacket with MRP ${rs(v.M)}.\nhow much money do i actually save? (the extra ${v.b}% is on the reduced price)`,
        `A jacket with an MRP of ${rs(v.M)} is sold under a "${v.a}% + ${v.b}%" offer, the second discount being on the already reduced price. How much does the customer save on the MRP?`,
      ]);
      return { question, options: numericOptions(v.M - pay, [(v.M * (v.a + v.b)) / 100, pay, (v.M * v.a * v.b) / 1e4, (v.M * v.a) / 100], rs, 50) };
    },
  },
];

// ---------------------------------------------------------------- mensuration

const MENSURATION: readonly DoubtTemplate[] = [
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/461',
    draw: (random) => {
      const r = 7 * random.int(1, 10);
      const A = (22 / 7) * r * r;
      const ask = random.pick(['radius', 'diameter', 'circumference'] as const);
      const correct = ask === 'radius' ? r : ask === 'diameter' ? 2 * r : (44 / 7) * r;
      const question = random.pick([
        `The area of a circular garden is ${ind(A)} m². What is its ${ask}? (Take π = 22/7)`,
        `A round pond covers an area of ${ind(A)} sq m. Find its ${ask}. Use π = 22/7.`,
        `area of circle = ${ind(A)} sq m. ${ask} = ?? (pi 22/7)`,
      ]);
      return { question, options: numericOptions(correct, [r, 2 * r, (44 / 7) * r, (22 / 7) * r, A / 7], metres, 7) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/462',
    draw: (random) => {
      const v = {
        l: random.int(4, 12),
        b: random.int(3, 9),
        h: random.pick([3, 3.5, 4, 4.5, 5]),
        w: random.int(1, 3),
        rate: 10 * random.int(1, 9),
        ceiling: random.next() < 0.4,
      };
      const door = 2;
      const win = 1.5;
      const walls = 2 * v.h * (v.l + v.b);
      const area = walls - door - v.w * win + (v.ceiling ? v.l * v.b : 0);
      const rs = money(random);
      const what = v.ceiling ? 'the four walls and the ceiling' : 'the four walls';
      const question = random.pick([
        `A room is ${v.l} m long, ${v.b} m wide and ${num(v.h)} m high. It has one door of 2 m × 1 m and ${small(random, v.w)} window${v.w === 1 ? ' of 1.5 m × 1 m' : 's of 1.5 m × 1 m each'}. Find the cost of painting ${what} at ${rs(v.rate)} per m².`,
        `Find the cost of painting ${what} of a hall ${v.l} m × ${v.b} m × ${num(v.h)} m (l × b × h) at ${rs(v.rate)} per sq m, leaving out a 2 m by 1 m door and ${v.w} window${v.w === 1 ? '' : 's each'} 1.5 m by 1 m.`,
      ]);
      const full = walls + (v.ceiling ? v.l * v.b : 0);
      return {
        question,
        options: numericOptions(area * v.rate, [full * v.rate, (area + v.l * v.b) * v.rate, (v.h * (v.l + v.b) - door - v.w * win) * v.rate, (area - v.l * v.b) * v.rate], rs, 10),
      };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/463',
    draw: (random) => {
      const [a, b, c] = random.pick([
        [25, 12.5, 7.5],
        [20, 10, 7.5],
        [24, 12, 8],
        [25, 10, 8],
        [20, 10, 10],
      ] as const);
      const v = until(
        () => ({ L: random.int(4, 30), t: random.pick([20, 24, 25, 30, 40, 50]), H: random.pick([1.5, 2, 2.5, 3, 4]) }),
        (w) => isInt((w.L * 100 * w.t * w.H * 100) / (a * b * c)),
      );
      const n = (v.L * 100 * v.t * v.H * 100) / (a * b * c);
      const question = random.pick([
        `How many bricks, each measuring ${a} cm × ${b} cm × ${c} cm, will be needed to build a wall ${v.L} m long, ${v.t} cm thick and ${num(v.H)} m high?`,
        `A wall ${v.L} m long, ${num(v.H)} m high and ${v.t} cm thick is to be built with bricks of size ${a} cm by ${b} cm by ${c} cm. Find the number of bricks needed (ignore the mortar).`,
        `bricks ${a} x ${b} x ${c} cm, wall ${v.L} m x ${v.t} cm x ${num(v.H)} m (l x thickness x h).\nno. of bricks needed = ?`,
      ]);
      return { question, options: wholeOptions(n, [n * 10, n / 10, n * 100, n / 2], ind, 10) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/464',
    draw: (random) => {
      const [p, q, hyp] = random.pick([
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
        [7, 24, 25],
        [20, 21, 29],
      ] as const);
      const k = random.int(1, 5);
      const [a, b, c] = [p * k, q * k, hyp * k];
      const given = random.next() < 0.5 ? a : b;
      const other = given === a ? b : a;
      const askArea = random.next() < 0.5;
      const rs = money(random);
      const rate = 5 * random.int(2, 20);
      const ask = askArea ? 'its area' : `the cost of fencing it at ${rs(rate)} per metre`;
      const question = random.pick([
        `A field is in the shape of a right-angled triangle whose hypotenuse is ${c} m and one of the sides containing the right angle is ${given} m. Find ${ask}.`,
        `A triangular plot has a right angle; its longest side is ${c} m long and one of its other sides is ${given} m. ${askArea ? 'What is its area?' : `What will it cost to fence it at ${rs(rate)} per metre?`}`,
      ]);
      if (askArea) return { question, options: numericOptions((a * b) / 2, [(given * c) / 2, a * b, given * c, (a + b + c) * 2], (x) => `${ind(x)} m²`, 5) };
      return { question, options: numericOptions((a + b + c) * rate, [(given + c) * rate, (a * b * rate) / 2, (2 * given + c) * rate, (given + other) * rate], rs, rate) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/465',
    draw: (random) => {
      const k = random.int(1, 6);
      const a = 11 * k;
      const r = 7 * k;
      const area = (22 / 7) * r * r;
      const sq = random.next() < 0.6;
      const question = sq
        ? random.pick([
            `A piece of wire bent into a square of side ${a} cm is straightened and bent again into a circle. What is the area enclosed by the circle? (π = 22/7)`,
            `What area does a circle enclose if it is made by rebending a wire that formed a square of side ${a} cm? Take π = 22/7.`,
          ])
        : random.pick([
            `A wire in the form of a rectangle ${a + 2 * k} cm long and ${a - 2 * k} cm wide is reshaped into a circle. Find the area of the circle. (π = 22/7)`,
            `wire rectangle ${a + 2 * k} cm x ${a - 2 * k} cm bent into a circle. area of circle = ? (use 22/7)`,
          ]);
      return { question, options: numericOptions(area, [a * a, (22 / 7) * a * a / 4, (44 / 7) * r, 2 * area], (x) => `${ind(x)} cm²`, 11) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/466',
    draw: (random) => {
      const [e1, e2, e3, E] = random.pick([
        [3, 4, 5, 6],
        [6, 8, 10, 12],
        [1, 6, 8, 9],
        [2, 12, 16, 18],
        [9, 12, 15, 18],
      ] as const);
      const askEdge = random.next() < 0.5;
      const ask = askEdge ? 'the edge of the new cube' : 'the total surface area of the new cube';
      const question = random.pick([
        `Three metal cubes with edges ${e1} cm, ${e2} cm and ${e3} cm are melted and recast into a single cube. Find ${ask}.`,
        `Find ${ask}, if solid cubes of side ${e1} cm, ${e2} cm and ${e3} cm are melted together to form one cube without any loss of metal.`,
      ]);
      if (askEdge) return { question, options: numericOptions(E, [e1 + e2 + e3, (e1 + e2 + e3) / 3, e3 + 1, E * E], (x) => `${num(x)} cm`) };
      return { question, options: numericOptions(6 * E * E, [6 * (e1 * e1 + e2 * e2 + e3 * e3), 4 * E * E, E * E * E, 6 * (e1 + e2 + e3) ** 2], (x) => `${ind(x)} cm²`, 6) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/467',
    draw: (random) => {
      const [p, q] = random.pick([
        [3, 2],
        [4, 3],
        [5, 3],
        [5, 4],
        [2, 1],
        [7, 5],
      ] as const);
      const k = random.int(5, 20);
      const A = p * q * k * k;
      const rate = random.pick([5, 8, 10, 12, 15, 20, 25, 30]);
      const per = 2 * (p + q) * k;
      const rs = money(random);
      const question = random.pick([
        `The length and breadth of a rectangular plot are in the ratio ${p} : ${q}, and its area is ${ind(A)} m². Find the cost of fencing it at ${rs(rate)} per metre.`,
        `What will it cost to fence a rectangular park of area ${ind(A)} sq m at ${rs(rate)} a metre, if its length and breadth are in the ratio ${p}:${q}?`,
        `rect plot, l : b = ${p} : ${q}, area ${ind(A)} sq m. fencing @ ${rs(rate)} per m. total cost?`,
      ]);
      return { question, options: numericOptions(per * rate, [(p + q) * k * rate, A * rate, 4 * Math.sqrt(A) * rate, 2 * (p + q) * rate], rs, rate) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [...PIPES, ...BOATS, ...REVERSE, ...SUCCESSIVE, ...PROFIT, ...DISCOUNT, ...MENSURATION];
