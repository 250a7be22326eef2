import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { cap, exact, FRACTION_WORDS, fractionIn, gcd, hm, ind, isInt, money, num, numericOptions, options, quarter, r2, type Show, small, until, wholeOptions } from './quant-kit';

/**
 * Fresh tuning templates for the rate kinds and the percent kinds (ids 'fresh/<kind>/<n>', n from
 * 201 so they never meet fresh-quant.ts): pipes, trains, boats, relative-speed, reverse-percent,
 * successive-percent and profit-loss. Each template computes its own answer.
 *
 * They ask for unknowns the other tuning templates leave alone (the length of each of two equal
 * trains, the stoppage minutes per hour, the distance between two towns from the meeting time, the
 * drift time of a log, the time an outlet alone takes, the original price from fractional changes,
 * the count of articles to sell for a sum), and word them as papers and students do: roles instead
 * of names, numbers and fractions in words, units to convert (m/sec, metres per second, km,
 * minutes and hours mixed, quintals), irrelevant detail, the ask put first or over two sentences,
 * and doubts typed into a chat. The wrong options are the usual slips.
 */

// ---------------------------------------------------------------- shared bits (this file only)

const KMPH = ['km/h', 'km/hr', 'kmph', 'km per hour', 'kilometres per hour'];
const kmphWord = (random: Random): string => random.pick(KMPH);

/** '1 min 12 sec' style from seconds (whole seconds). */
const ms = (sec: number): string => {
  const m = Math.floor(sec / 60);
  const s = sec % 60;
  const mPart = m === 0 ? '' : m === 1 ? '1 minute' : `${m} minutes`;
  const sPart = s === 0 ? '' : s === 1 ? '1 second' : `${s} seconds`;
  return [mPart, sPart].filter((x) => x !== '').join(' ');
};

/** A clock time from hours after midnight (whole minutes): '10:15 a.m.', '1 p.m.', '12:30 p.m.' */
const clock = (h: number): string => {
  const total = Math.round(h * 60);
  const hh = Math.floor(total / 60) % 24;
  const mm = total % 60;
  const suffix = hh < 12 ? 'a.m.' : 'p.m.';
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  if (hh === 12 && mm === 0) return '12 noon';
  return mm === 0 ? `${h12} ${suffix}` : `${h12}:${String(mm).padStart(2, '0')} ${suffix}`;
};

const FRACTION_NAMES: Readonly<Record<string, string>> = {
  ...FRACTION_WORDS,
  '1/6': 'one-sixth',
  '1/8': 'one-eighth',
  '3/8': 'three-eighths',
  '5/8': 'five-eighths',
  '7/8': 'seven-eighths',
  '1/10': 'one-tenth',
  '3/10': 'three-tenths',
};

const fraction = fractionIn(FRACTION_NAMES);

const kmh = (word: string): Show => (x) => `${num(x)} ${word}`;
const metres: Show = (x) => `${ind(x)} m`;
const hours: Show = (x) => (r2(x) === 1 ? '1 hour' : `${num(x)} hours`);
const minutes: Show = (x) => `${num(x)} minutes`;
const kms: Show = (x) => `${num(x)} km`;
const pc: Show = (x) => `${num(x)}%`;
const kg: Show = (x) => `${num(x)} kg`;

// ---------------------------------------------------------------- trains

const TRAINS: readonly DoubtTemplate[] = [
  {
    kind: 'trains',
    id: 'fresh/trains/201',
    draw: (random) => {
      const v = until(
        () => ({ s: random.int(10, 30), L: 5 * random.int(20, 70), b1: 10 * random.int(8, 30), extra: 10 * random.int(6, 30) }),
        (w) => (w.L + w.b1) % w.s === 0 && (w.L + w.b1 + w.extra) % w.s === 0 && w.L !== w.b1,
      );
      const b2 = v.b1 + v.extra;
      const t1 = (v.L + v.b1) / v.s;
      const t2 = (v.L + b2) / v.s;
      const askSpeed = random.next() < 0.5;
      const u = kmphWord(random);
      const ask = askSpeed ? `the speed of the train in ${u}` : 'the length of the train';
      const question = random.pick([
        `A train crosses a platform ${v.b1} m long in ${t1} seconds and a bridge ${b2} m long in ${t2} seconds. Find ${ask}.`,
        `A train takes ${t2} seconds to cross a ${b2} metre long bridge and ${t1} seconds to cross a ${v.b1} metre long platform. What is ${ask}?`,
        `pls solve: train crosses ${v.b1}m platform in ${t1} sec and ${b2}m tunnel in ${t2} sec. find ${askSpeed ? `speed in ${u}` : 'length of train'}`,
      ]);
      if (askSpeed) {
        return { question, options: numericOptions(v.s * 3.6, [v.s, (b2 / t2) * 3.6, (v.b1 / t1) * 3.6, ((v.b1 + b2) / (t1 + t2)) * 3.6], kmh(u), 9) };
      }
      return { question, options: wholeOptions(v.L, [v.s * t1, v.extra, v.s * t2 - v.b1 + v.s, v.L * 2], metres, 10) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/202',
    draw: (random) => {
      const [kNum, kDen, words] = random.pick([
        [1, 1, 'of the same length as the train'],
        [2, 1, 'twice as long as the train'],
        [1, 2, 'half as long as the train'],
        [3, 2, 'one and a half times the length of the train'],
      ] as const);
      const v = until(
        () => ({ kmh: 18 * random.int(2, 5), t: random.pick([15, 20, 24, 30, 36, 40, 45, 48, 60]) }),
        (w) => {
          const d = (w.kmh / 3.6) * w.t;
          const L = (d * kDen) / (kDen + kNum);
          return isInt(L) && isInt((L * kNum) / kDen) && L >= 80;
        },
      );
      const d = (v.kmh / 3.6) * v.t;
      const L = (d * kDen) / (kDen + kNum);
      const P = (L * kNum) / kDen;
      const time = v.t === 30 ? 'half a minute' : v.t === 60 ? 'one minute' : v.t === 15 ? 'a quarter of a minute' : `${v.t} seconds`;
      const askPlatform = random.next() < 0.4;
      const u = kmphWord(random);
      const question = random.pick([
        `A train running at ${v.kmh} ${u} crosses a platform which is ${words} in ${time}. What is the length of the ${askPlatform ? 'platform' : 'train'}?`,
        `Find the length of the ${askPlatform ? 'platform' : 'train'}: a train moving at ${v.kmh} ${u} takes ${time} to cross a platform ${words}.`,
      ]);
      const answer = askPlatform ? P : L;
      return { question, options: wholeOptions(answer, [d, askPlatform ? L : P, v.kmh * v.t, d / 2], metres, 10) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/203',
    draw: (random) => {
      const v = until(
        () => ({ s: random.int(12, 30), L: 10 * random.int(10, 40), X: random.int(5, 25) / 10 }),
        (w) => isInt((w.L + w.X * 1000) / w.s) && (w.L + w.X * 1000) / w.s >= 60 && (w.L + w.X * 1000) / w.s % 60 !== 0,
      );
      const T = (v.L + v.X * 1000) / v.s;
      const speed = random.pick([`${v.s} m/sec`, `${v.s} metres per second`, `${v.s} m/s`]);
      const question = random.pick([
        `A train moving at ${speed} takes ${ms(T)} to pass completely through a tunnel ${num(v.X)} km long. What is the length of the train in metres?`,
        `The length of a tunnel is ${num(v.X)} km. A train running at a uniform speed of ${speed} takes ${ms(T)} to get through it, from the moment its engine enters till its last coach leaves. How long is the train?`,
        `hw to do this: train speed ${speed}, tunnel ${num(v.X)} km, full crossing time ${ms(T)}. length of train = ?`,
      ]);
      return { question, options: wholeOptions(v.L, [v.s * T, v.X * 1000 - v.L, v.s * (T - 60) ], metres, 10) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/204',
    draw: (random) => {
      const opp = random.next() < 0.35;
      const v = until(
        () => ({ a: random.int(30, 90), b: random.int(20, 80), t: random.int(10, 60) }),
        (w) => {
          const rel = opp ? w.a + w.b : w.a - w.b;
          const L = (rel / 3.6) * w.t / 2;
          return w.a > w.b + 5 && isInt(L) && L >= 50 && L <= 400;
        },
      );
      const rel = opp ? v.a + v.b : v.a - v.b;
      const L = ((rel / 3.6) * v.t) / 2;
      const other = opp ? v.a - v.b : v.a + v.b;
      const u = kmphWord(random);
      const question = opp
        ? random.pick([
            `Two trains of equal length are running on parallel lines in opposite directions at ${v.a} ${u} and ${v.b} ${u}. They cross each other in ${v.t} seconds. The length of each train is`,
            `Two trains, each of the same length, approach each other on parallel tracks at ${v.a} ${u} and ${v.b} ${u}, and pass each other completely in ${v.t} seconds. How long is each train?`,
          ])
        : random.pick([
            `Two trains of equal length are running on parallel lines in the same direction at ${v.a} ${u} and ${v.b} ${u}. The faster train passes the slower train in ${v.t} seconds. The length of each train is`,
            `The faster of two equally long trains, running in the same direction on parallel tracks at ${v.a} ${u} and ${v.b} ${u}, overtakes the other completely in ${v.t} sec. Find the length of each train.`,
            `2 trains same length, same direction, speeds ${v.a} & ${v.b} ${u}, faster one passes slower in ${v.t} s. length of each train?? pls`,
          ]);
      return { question, options: numericOptions(L, [2 * L, ((other / 3.6) * v.t) / 2, (rel * v.t) / 2, L / 2], metres, 10) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/205',
    draw: (random) => {
      const v = until(
        () => ({ tr: random.int(20, 72), a: random.int(2, 6), b: random.int(3, 12), t1: random.int(6, 20) }),
        (w) => {
          if (w.b <= w.a) return false;
          const L = ((w.tr - w.a) / 3.6) * w.t1;
          const t2 = ((w.tr - w.a) * w.t1) / (w.tr - w.b);
          return isInt(L) && isInt(t2) && L >= 50 && t2 !== w.t1;
        },
      );
      const L = ((v.tr - v.a) / 3.6) * v.t1;
      const t2 = ((v.tr - v.a) * v.t1) / (v.tr - v.b);
      const u = kmphWord(random);
      const askLen = random.next() < 0.55;
      const ask = askLen ? 'What is the length of the train?' : `What is the speed of the train in ${u}?`;
      const question = random.pick([
        `A train overtakes two persons who are walking in the same direction in which the train is going, at the rate of ${v.a} ${u} and ${v.b} ${u}, and passes them completely in ${v.t1} seconds and ${t2} seconds respectively. ${ask}`,
        `Two men are walking beside a railway line in the direction of a train, one at ${v.a} ${u} and the other at ${v.b} ${u}. The train takes ${v.t1} seconds to pass the first man and ${t2} seconds to pass the second. ${ask}`,
      ]);
      if (askLen) return { question, options: wholeOptions(L, [(v.tr / 3.6) * v.t1, ((v.tr - v.b) / 3.6) * v.t1, (v.b - v.a) * v.t1, 2 * L], metres, 5) };
      return { question, options: numericOptions(v.tr, [v.tr - v.a, v.tr + v.a, v.tr / 3.6, v.tr - v.b], kmh(u), 3) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/206',
    draw: (random) => {
      const opp = random.next() < 0.6;
      const v = until(
        () => ({ u: 9 * random.int(4, 9), w: 9 * random.int(2, 8), t: random.int(6, 30) }),
        (x) => {
          const rel = opp ? x.u + x.w : x.w - x.u;
          const Lg = (rel / 3.6) * x.t;
          return rel > 0 && isInt(Lg) && Lg >= 100 && Lg <= 500 && x.u !== x.w;
        },
      );
      const rel = opp ? v.u + v.w : v.w - v.u;
      const Lg = (rel / 3.6) * v.t;
      const own = 10 * random.int(15, 40);
      const unitWord = kmphWord(random);
      const dir = opp ? 'travelling in the opposite direction' : 'travelling in the same direction (and overtaking him)';
      const question = random.pick([
        `A man sitting in a train which is travelling at ${v.u} ${unitWord} observes that a goods train, ${dir}, takes ${v.t} seconds to pass him. If the goods train is ${Lg} m long, find its speed.`,
        `A passenger train ${own} m long is running at ${v.u} ${unitWord}. A man sitting in it notices that a goods train ${Lg} metres long, ${dir}, passes him in ${v.t} seconds. What is the speed of the goods train?`,
      ]);
      const plain = Lg / v.t * 3.6;
      const wrong = [plain, opp ? plain + v.u : plain - v.u, ((Lg + own) / v.t) * 3.6 - (opp ? v.u : -v.u), Lg / v.t];
      return { question, options: numericOptions(v.w, wrong, kmh(unitWord), 9) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/207',
    draw: (random) => {
      const v = until(
        () => ({ kmh: 18 * random.int(2, 5) + random.pick([0, 9]), t1: random.int(8, 25), dt: random.int(6, 30) }),
        (w) => isInt((w.kmh / 3.6) * w.t1) && isInt((w.kmh / 3.6) * w.dt),
      );
      const s = v.kmh / 3.6;
      const P = s * v.dt;
      const t2 = v.t1 + v.dt;
      const u = kmphWord(random);
      const question = random.pick([
        `How long is the platform? A train running at ${v.kmh} ${u} passes a man standing on the platform in ${v.t1} seconds and crosses the whole platform in ${t2} seconds.`,
        `A train passes a station platform in ${t2} seconds and a man standing on the platform in ${v.t1} seconds. If the speed of the train is ${v.kmh} ${u}, what is the length of the platform?`,
        `train @ ${v.kmh} ${u}. crosses a man on platform in ${v.t1} s, crosses platform in ${t2} s. length of platform = ?`,
      ]);
      return { question, options: wholeOptions(P, [s * t2, s * v.t1, v.kmh * v.dt, s * (t2 + v.t1)], metres, 15) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/208',
    draw: (random) => {
      const v = until(
        () => ({ v1: random.int(10, 30), v2: random.int(5, 25), S: 10 * random.int(16, 60) }),
        (w) => w.v1 > w.v2 && isInt(w.S / (w.v1 + w.v2)) && isInt(w.S / (w.v1 - w.v2)) && w.S / (w.v1 - w.v2) <= 120,
      );
      const L1 = 10 * random.int(5, v.S / 10 - 5);
      const L2 = v.S - L1;
      const to = v.S / (v.v1 + v.v2);
      const ts = v.S / (v.v1 - v.v2);
      const askFast = random.next() < 0.6;
      const u = kmphWord(random);
      const which = askFast ? 'faster' : 'slower';
      const question = random.pick([
        `Two trains ${L1} m and ${L2} m long run on parallel tracks. When they move in opposite directions they cross each other in ${to} seconds, and when they move in the same direction the faster one passes the other in ${ts} seconds. Find the speed of the ${which} train in ${u}.`,
        `Two trains of lengths ${L1} m and ${L2} m take ${ts} seconds to cross each other when running in the same direction, but only ${to} seconds when running in opposite directions. What is the speed of the ${which} train?`,
      ]);
      const answer = (askFast ? v.v1 : v.v2) * 3.6;
      const wrong = [(askFast ? v.v2 : v.v1) * 3.6, askFast ? v.v1 : v.v2, (v.v1 + v.v2) * 3.6, (v.v1 - v.v2) * 3.6];
      return { question, options: numericOptions(answer, wrong, kmh(u), 9) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/209',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(30, 100), b: random.int(20, 90) }),
        (w) => w.a > w.b && isInt(((w.a - w.b) / w.a) * 60),
      );
      const stop = ((v.a - v.b) / v.a) * 60;
      const u = kmphWord(random);
      const question = random.pick([
        `Excluding stoppages, the speed of a train is ${v.a} ${u} and including stoppages it is ${v.b} ${u}. For how many minutes does the train stop per hour?`,
        `Without stoppages a train travels a certain distance at an average speed of ${v.a} ${u}, and with stoppages it covers the same distance at an average speed of ${v.b} ${u}. How many minutes per hour does the train stop?`,
        `a train's speed is ${v.a} ${u} without stops and ${v.b} ${u} with stops. how many min per hour does it stop?? pls explain`,
      ]);
      return { question, options: numericOptions(stop, [v.a - v.b, ((v.a - v.b) / v.b) * 60, 60 - stop], minutes, 2) };
    },
  },
];

// ---------------------------------------------------------------- boats

const BOATS: readonly DoubtTemplate[] = [
  {
    kind: 'boats',
    id: 'fresh/boats/201',
    draw: (random) => {
      const [p, q] = random.pick([[1, 2], [3, 4], [1, 1], [3, 2], [5, 4]] as const);
      const v = until(
        () => ({ b: random.int(3, 15), s: random.int(1, 6) }),
        (w) => w.b >= 2 * w.s && quarter((p / q) * 60 / (w.b - w.s)) && quarter((p / q) * 60 / (w.b + w.s)),
      );
      const D = p / q;
      const up = (D * 60) / (v.b - v.s);
      const down = (D * 60) / (v.b + v.s);
      const dText = p === q ? 'one km' : p === 3 && q === 2 ? 'one and a half km' : p === 5 && q === 4 ? '1.25 km' : `${fraction(p, q, true)} of a km`;
      const askStream = random.next() < 0.4;
      const ask = askStream ? 'the speed of the stream' : 'his speed in still water';
      const question = random.pick([
        `A man can row ${dText} against the stream in ${num(up)} minutes and down the stream in ${num(down)} minutes. Find ${ask}.`,
        `Rowing against the current, a man covers ${dText} in ${num(up)} minutes; with the current he covers the same stretch in ${num(down)} minutes. What is ${ask} in km/h?`,
      ]);
      const upS = v.b - v.s;
      const downS = v.b + v.s;
      const answer = askStream ? v.s : v.b;
      return { question, options: numericOptions(answer, askStream ? [v.b, downS - upS, upS] : [v.s, downS, upS, (downS + upS)], kmh('km/h'), 1) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/202',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(5, 20), s: random.int(1, 6), D: random.int(6, 60) }),
        (w) => w.b >= 2 * w.s && w.D <= 4 * w.b && quarter(w.D / (w.b - w.s) + w.D / (w.b + w.s)),
      );
      const T = v.D / (v.b - v.s) + v.D / (v.b + v.s);
      const u = kmphWord(random);
      const [x, y] = random.pick([['A', 'B'], ['P', 'Q'], ['the ghat', 'the temple'], ['Village X', 'Village Y']] as const);
      const question = random.pick([
        `A boat goes downstream from ${x} to ${y} and comes back upstream from ${y} to ${x}, taking ${hm(T)} in all. If the speed of the boat in still water is ${v.b} ${u} and the speed of the current is ${v.s} ${u}, what is the distance between ${x} and ${y}?`,
        `The speed of the stream is ${v.s} ${u}. A motorboat that goes at ${v.b} ${u} in still water makes a round trip from ${x} to ${y} and back in ${num(T)} hours. How far is ${y} from ${x}?`,
        `boat speed in still water ${v.b} ${u}, stream ${v.s} ${u}, goes and comes back in ${num(T)} hrs total. distance one way = ?`,
      ]);
      return { question, options: numericOptions(v.D, [(T * v.b) / 2, (T * (v.b + v.s)) / 2, (T * (v.b - v.s)) / 2, T * v.b], kms, 2) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/203',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(6, 20), s: random.int(1, 6), D: random.int(8, 72) }),
        (w) => {
          const d = w.D / (w.b - w.s) - w.D / (w.b + w.s);
          return w.b >= 2 * w.s && isInt(d * 60) && d * 60 >= 20 && d <= 5;
        },
      );
      const delta = v.D / (v.b - v.s) - v.D / (v.b + v.s);
      const u = kmphWord(random);
      const gap = random.next() < 0.5 ? hm(delta) : `${num(delta * 60)} minutes`;
      const question = random.pick([
        `A boat whose speed in still water is ${v.b} ${u} takes ${gap} more to go a certain distance upstream than to go the same distance downstream. If the stream flows at ${v.s} ${u}, find the distance.`,
        `The speed of a motorboat in still water is ${v.b} ${u} and the river flows at ${v.s} ${u}. Going up the river to a temple takes it ${gap} longer than coming back down. How far up the river is the temple?`,
      ]);
      return { question, options: numericOptions(v.D, [delta * (v.b - v.s), delta * (v.b + v.s), delta * v.b, (delta * (v.b * v.b - v.s * v.s)) / v.s], kms, 2) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/204',
    draw: (random) => {
      const [m, n] = random.pick([[3, 1], [4, 1], [5, 1], [5, 2], [7, 2], [7, 3], [8, 3], [9, 4]] as const);
      const v = until(
        () => ({ k: random.int(1, 6), t: random.pick([1, 1.5, 2, 2.5, 3, 4]) }),
        (w) => quarter((w.t * (m + n)) / (m - n)) && isInt(w.k * (m + n) * w.t) && w.k * (m + n) <= 40,
      );
      const D = v.k * (m + n) * v.t;
      const back = (v.t * (m + n)) / (m - n);
      const relation =
        n / m === 0.2 || n / m === 0.25
          ? random.pick([`The speed of the current is ${num((n / m) * 100)}% of the speed of the boat in still water.`, `The speed of the stream is ${fraction(n, m, true)} of the speed of the boat in still water.`])
          : `The speed of a boat in still water and the speed of the stream are in the ratio ${m} : ${n}.`;
      const question = random.pick([
        `${relation} The boat goes ${D} km downstream in ${hm(v.t)}. How much time will it take to come back upstream?`,
        `A boat covers ${D} km downstream in ${num(v.t)} hours. ${relation} Find the time taken by the boat to cover the same distance upstream.`,
      ]);
      return { question, options: numericOptions(back, [(v.t * m) / n, (v.t * (m - n)) / (m + n), 2 * v.t, v.t + (v.t * n) / m], hours, 0.5) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/205',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(5, 24), s: random.int(1, 8) }),
        (w) => w.b >= 2 * w.s && exact((w.b * w.b - w.s * w.s) / w.b),
      );
      const avg = (v.b * v.b - v.s * v.s) / v.b;
      const u = kmphWord(random);
      const D = random.int(5, 40);
      const question = random.pick([
        `A boat has a speed of ${v.b} ${u} in still water. It goes ${D} km downstream and returns to the starting point. If the stream flows at ${v.s} ${u}, what is its average speed for the whole journey?`,
        `Find the average speed of a motorboat for a round trip on a river (down and back up the same stretch), if its speed in still water is ${v.b} ${u} and the speed of the river current is ${v.s} ${u}.`,
        `man rows ${v.b} ${u} in still water, river ${v.s} ${u}. he goes down & comes back. avg speed for whole trip?`,
      ]);
      return { question, options: numericOptions(avg, [v.b, v.b - v.s, avg / 2, (v.b + v.s + v.b - v.s) / 2 + v.s], kmh(u), 0.5) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/206',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(5, 18) + random.pick([0, 0.5]), s: random.int(1, 5) + random.pick([0, 0.5]) }),
        (w) => w.b >= 2 * w.s,
      );
      const up = v.b - v.s;
      const down = v.b + v.s;
      const knowUp = random.next() < 0.5;
      const u = kmphWord(random);
      const question = knowUp
        ? random.pick([
            `A man rows upstream at ${num(up)} ${u}. If the river flows at ${num(v.s)} ${u}, what would his speed be when rowing downstream?`,
            `The speed of a boat against the current is ${num(up)} ${u} and the current runs at ${num(v.s)} ${u}. What is the speed of the boat with the current?`,
          ])
        : random.pick([
            `A boat's speed in still water is ${num(v.b)} ${u}. If it travels downstream at ${num(down)} ${u}, at what speed does it travel upstream?`,
            `going with the stream a boat does ${num(down)} ${u}, its still water speed is ${num(v.b)} ${u}. speed against the stream = ?`,
          ]);
      if (knowUp) return { question, options: numericOptions(down, [up + v.s, up + 3 * v.s, up - v.s, 2 * up], kmh(u), 0.5) };
      return { question, options: numericOptions(up, [down - v.s, v.b + v.s + v.s, down - v.b, (down + v.b) / 2], kmh(u), 0.5) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/207',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(3, 10), s: random.int(1, 3), T: random.pick([10, 12, 15, 20, 25, 30, 40, 45, 50]) }),
        (w) => w.b > w.s && exact(((w.b + w.s) * w.T * 60) / 1000) && exact(((w.b - w.s) * w.T * 60) / 1000),
      );
      const down = random.next() < 0.6;
      const rate = down ? v.b + v.s : v.b - v.s;
      const D = (rate * v.T * 60) / 1000;
      const question = random.pick([
        `A motorboat moves at ${v.b} metres per second in still water, and the river flows at ${v.s} m/s. How many kilometres will it travel ${down ? 'downstream' : 'upstream'} in ${v.T} minutes?`,
        `The speed of a boat in still water is ${v.b} m/sec and that of the current is ${v.s} m/sec. Find the distance (in km) it covers in ${v.T} minutes going ${down ? 'with' : 'against'} the current.`,
      ]);
      const other = down ? v.b - v.s : v.b + v.s;
      return { question, options: numericOptions(D, [(other * v.T * 60) / 1000, (v.b * v.T * 60) / 1000, (rate * v.T) / 100, (rate * v.T * 60) / 100], kms, 0.3) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/208',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(6, 20), s: random.int(1, 6), D: random.int(10, 80) }),
        (w) => {
          const d = w.D / (w.b - w.s) - w.D / (w.b + w.s);
          return w.b >= 2 * w.s && quarter(d) && d > 0 && d <= 6;
        },
      );
      const delta = v.D / (v.b - v.s) - v.D / (v.b + v.s);
      const u = kmphWord(random);
      const question = random.pick([
        `A boat with a speed of ${v.b} ${u} in still water takes ${hm(delta)} more to go ${v.D} km upstream than to go ${v.D} km downstream. What is the speed of the stream?`,
        `Find the speed of the current. A motorboat, which moves at ${v.b} ${u} in still water, goes ${v.D} km upstream and then the same distance downstream; the upward journey takes ${hm(delta)} longer than the downward one.`,
        `pls: boat ${v.b} ${u} in still water, ${v.D} km up takes ${num(delta)} hr more than ${v.D} km down. speed of stream?`,
      ]);
      return { question, options: numericOptions(v.s, [v.s + 1, v.b - v.s, v.D / delta / v.b, 2 * v.s], kmh(u), 1) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/209',
    draw: (random) => {
      const v = until(
        () => ({ t1: random.int(2, 8), t2: random.int(3, 14) }),
        (w) => w.t2 > w.t1 && quarter((2 * w.t1 * w.t2) / (w.t2 - w.t1)) && (2 * w.t1 * w.t2) / (w.t2 - w.t1) <= 48,
      );
      const log = (2 * v.t1 * v.t2) / (v.t2 - v.t1);
      const question = random.pick([
        `A boat takes ${v.t1} hours to go from village A to village B downstream and ${v.t2} hours to come back from B to A upstream. How long would a log of wood, floating with the current, take to drift from A to B?`,
        `Going downstream from a ferry point to a market a motorboat takes ${small(random, v.t1)} hours; coming back upstream takes ${small(random, v.t2)} hours. In how many hours would a raft, carried only by the current, float from the ferry point to the market?`,
        `boat: down ${v.t1} hr, up ${v.t2} hr same distance. time for a floating log to go down the same distance?? (no engine, only current)`,
      ]);
      return { question, options: numericOptions(log, [v.t2 - v.t1, v.t1 + v.t2, (v.t1 * v.t2) / (v.t2 - v.t1), (v.t1 + v.t2) / 2], hours, 1) };
    },
  },
];

// ---------------------------------------------------------------- relative speed

const TOWNS = ['Agra', 'Mathura', 'Kanpur', 'Lucknow', 'Nagpur', 'Wardha', 'Pune', 'Nashik', 'Mysuru', 'Mandya', 'Ajmer', 'Jaipur', 'Patna', 'Gaya'];

const RELATIVE: readonly DoubtTemplate[] = [
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/201',
    draw: (random) => {
      const [who1, who2, lo1, hi1, lo2, hi2] = random.pick([
        ['a cyclist', 'a motorcyclist', 10, 20, 30, 60],
        ['a man', 'his friend', 3, 7, 3, 7],
        ['a truck', 'a car', 30, 50, 40, 80],
        ['a bus', 'a jeep', 30, 60, 40, 70],
      ] as const);
      const v = until(
        () => ({ a: random.int(lo1, hi1), b: random.int(lo2, hi2), m: random.pick([12, 15, 20, 24, 30, 36, 40, 45, 48]), h: random.int(0, 4) }),
        (w) => w.a !== w.b && w.h * 60 + w.m >= 30 && exact(((w.a + w.b) * (w.h * 60 + w.m)) / 60),
      );
      const t = (v.h * 60 + v.m) / 60;
      const D = (v.a + v.b) * t;
      const u = kmphWord(random);
      const [x, y] = random.shuffle(TOWNS).slice(0, 2) as [string, string];
      const question = random.pick([
        `${cap(who1)} starts from ${x} towards ${y} at ${v.a} ${u}, and at the same time ${who2} starts from ${y} towards ${x} at ${v.b} ${u}. They meet after ${hm(t)}. What is the distance between ${x} and ${y}?`,
        `How far apart are ${x} and ${y}? ${cap(who1)} leaving ${x} at ${v.a} ${u} and ${who2} leaving ${y} at ${v.b} ${u} at the same time, moving towards each other, meet ${hm(t)} later.`,
        `2 ppl start at same time from ${x} and ${y} towards each other, speeds ${v.a} and ${v.b} ${u}, meet after ${exact(t) ? `${num(t)} hrs` : hm(t)}. distance ${x} to ${y}?`,
      ]);
      return { question, options: numericOptions(D, [Math.abs(v.a - v.b) * t, (v.a + v.b) * (v.h + v.m / 100), v.a * t, (v.a + v.b) * Math.round(t)], kms, 5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/202',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(20, 80), b: random.int(15, 70), d: 5 * random.int(2, 24) }),
        (w) => w.a > w.b && isInt(w.d / (w.a - w.b)) && (w.d / (w.a - w.b)) <= 8,
      );
      const t = v.d / (v.a - v.b);
      const D = (v.a + v.b) * t;
      const u = kmphWord(random);
      const [x, y] = random.shuffle(TOWNS).slice(0, 2) as [string, string];
      const question = random.pick([
        `Two buses start at the same time from ${x} and ${y} and move towards each other at ${v.a} ${u} and ${v.b} ${u}. When they meet, one bus has travelled ${v.d} km more than the other. Find the distance between ${x} and ${y}.`,
        `Two cars set out simultaneously from two cities towards each other, one at ${v.a} ${u} and the other at ${v.b} ${u}. At the point where they meet, it is found that the faster car has covered ${v.d} km more than the slower one. How far apart are the cities?`,
      ]);
      return { question, options: numericOptions(D, [v.a * t, v.b * t, v.d * 2, (v.a - v.b) * t + v.d], kms, 10) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/203',
    draw: (random) => {
      const v = until(
        () => ({ h1: random.int(5, 9), delay: random.pick([0.5, 1, 1.5, 2]), a: 5 * random.int(4, 14), b: 5 * random.int(4, 14), rest: random.pick([1, 1.25, 1.5, 2, 2.5, 3]) }),
        (w) => w.a !== w.b,
      );
      const D = v.a * v.delay + (v.a + v.b) * v.rest;
      const h2 = v.h1 + v.delay;
      const meet = h2 + v.rest;
      const [x, y] = random.shuffle(TOWNS).slice(0, 2) as [string, string];
      const u = kmphWord(random);
      const question = random.pick([
        `Two stations ${x} and ${y} are ${num(D)} km apart on a straight line. One train starts from ${x} at ${clock(v.h1)} and travels towards ${y} at ${v.a} ${u}. Another train starts from ${y} at ${clock(h2)} and travels towards ${x} at ${v.b} ${u}. At what time will they meet?`,
        `At what time do they meet? A goods carrier leaves ${x} at ${clock(v.h1)} for ${y}, ${num(D)} km away, at ${v.a} ${u}; a van leaves ${y} for ${x} at ${clock(h2)} at ${v.b} ${u}.`,
      ]);
      const wrongs = [v.h1 + D / (v.a + v.b), h2 + D / (v.a + v.b), v.h1 + v.rest, meet + v.delay, meet - 0.5, meet + 0.5, meet + 1];
      return {
        question,
        options: options(
          clock(meet),
          wrongs.filter((h) => h > 0 && isInt(h * 60)).map(clock),
          (k) => clock(meet + k * 0.25),
        ),
      };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/204',
    draw: (random) => {
      const opp = random.next() < 0.6;
      const [r1, r2n, lo, hi] = random.pick([
        ['two men', 'walking', 2, 7],
        ['two cyclists', 'riding', 8, 20],
        ['two cars', 'driving', 30, 70],
      ] as const);
      const v = until(
        () => ({ a: random.int(lo, hi) + random.pick([0, 0.5]), b: random.int(lo, hi) + random.pick([0, 0.5]), D: random.int(lo, hi * 6) }),
        (w) => w.a > w.b && quarter(w.D / (opp ? w.a + w.b : w.a - w.b)) && w.D / (opp ? w.a + w.b : w.a - w.b) <= 12,
      );
      const t = v.D / (opp ? v.a + v.b : v.a - v.b);
      const u = kmphWord(random);
      const question = opp
        ? random.pick([
            `${cap(r1)} start from the same point at the same time and move in opposite directions, ${r2n} at ${num(v.a)} ${u} and ${num(v.b)} ${u}. After how many hours will they be ${v.D} km apart?`,
            `Starting together from a crossing, ${r1} go along a straight road in opposite directions at ${num(v.a)} ${u} and ${num(v.b)} ${u}. When will the distance between them be ${v.D} km?`,
          ])
        : random.pick([
            `${cap(r1)} start from the same place at the same time in the same direction at ${num(v.a)} ${u} and ${num(v.b)} ${u}. In how many hours will they be ${v.D} km apart?`,
            `${cap(r1)} leave a town together along the same road, one at ${num(v.a)} ${u} and the other at ${num(v.b)} ${u}. After how long will the gap between them be ${v.D} km?`,
          ]);
      const other = v.D / (opp ? v.a - v.b : v.a + v.b);
      return { question, options: numericOptions(t, [other, v.D / v.a, v.D / v.b, (2 * v.D) / (v.a + v.b)], hours, 0.5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/205',
    draw: (random) => {
      const [role, move, lo, hi, kMax, dMax] = random.pick([
        ['a cyclist', 'ride', 8, 20, 5, 120],
        ['a man', 'walk', 3, 6, 2, 30],
        ['a motorist', 'drive', 30, 60, 15, 400],
        ['a truck driver', 'drive', 30, 50, 10, 400],
      ] as const);
      const v = until(
        () => ({ s: random.int(lo, hi), k: random.int(1, kMax), D: random.int(2, dMax) }),
        (w) => {
          const d = w.D / w.s - w.D / (w.s + w.k);
          return isInt(d * 60) && d * 60 >= 10 && d <= 4;
        },
      );
      const delta = v.D / v.s - v.D / (v.s + v.k);
      const u = kmphWord(random);
      const gap = delta < 1 ? `${num(delta * 60)} minutes` : hm(delta);
      const question = random.pick([
        `If ${role} increases his speed by ${v.k} ${u}, he takes ${gap} less to cover ${v.D} km. What is his usual speed?`,
        `${cap(role)} has to ${move} ${v.D} km. Had he gone ${v.k} ${u} faster, he would have taken ${gap} less. Find his original speed.`,
        `dist ${v.D} km. if speed is ${v.k} ${u} more, time saved = ${gap}. original speed = ? pls explain`,
      ]);
      return { question, options: numericOptions(v.s, [v.s + v.k, v.D / delta / 10, v.s - v.k, v.s + 2 * v.k], kmh(u), 2) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/206',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(2, 30) * random.pick([1, 2, 5]), b: random.int(2, 30) * random.pick([1, 2, 5]), c: random.int(2, 30) * random.pick([1, 2, 5]) }),
        (w) => new Set([w.a, w.b, w.c]).size === 3 && w.a <= 120 && w.b <= 120 && w.c <= 120 && exact(3 / (1 / w.a + 1 / w.b + 1 / w.c)),
      );
      const avg = 3 / (1 / v.a + 1 / v.b + 1 / v.c);
      const u = kmphWord(random);
      const [role, ways] = random.pick([
        ['A man', 'the first third walking, the next third by cycle and the last third by bus'],
        ['A car', 'the first third in city traffic, the next third on a state highway and the last third on an expressway'],
        ['An athlete', 'the first, second and last thirds of the course'],
      ] as const);
      const question = random.pick([
        `${role} covers a certain distance in three equal parts, ${ways}, at speeds of ${v.a} ${u}, ${v.b} ${u} and ${v.c} ${u} respectively. What is the average speed for the whole journey?`,
        `A distance is divided into three equal parts. A person travels them at ${v.a}, ${v.b} and ${v.c} ${u} respectively. Find the average speed over the whole distance.`,
      ]);
      return { question, options: numericOptions(avg, [(v.a + v.b + v.c) / 3, 1 / (1 / v.a + 1 / v.b + 1 / v.c), (v.a * v.b * v.c) / (v.a * v.b + v.b * v.c), avg + 1], kmh(u), 1) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/207',
    draw: (random) => {
      const FR = [[2, 3], [3, 4], [1, 2], [3, 5], [2, 5], [1, 3], [1, 4]] as const;
      const v = until(
        () => {
          const [fp, fq] = random.pick(FR);
          const [gp, gq] = random.pick(FR);
          return { fp, fq, gp, gq, D: 10 * random.int(3, 60), T: random.int(2, 12) };
        },
        (w) => {
          const rest = (w.D * (1 - w.fp / w.fq)) / (w.T * (1 - w.gp / w.gq));
          return w.fp / w.fq !== w.gp / w.gq && w.D / w.T <= 70 && rest <= 100 && isInt((w.D * w.fp) / w.fq) && exact((w.T * w.gp) / w.gq) && exact(rest) && exact((w.D * w.fp) / w.fq / ((w.T * w.gp) / w.gq));
        },
      );
      const { fp, fq, gp, gq } = v;
      const rest = (v.D * (1 - fp / fq)) / (v.T * (1 - gp / gq));
      const words = random.next() < 0.6;
      const u = kmphWord(random);
      const question = random.pick([
        `A man has to cover ${v.D} km in ${hm(v.T)}. If he covers ${fraction(fp, fq, words)} of the journey in ${fraction(gp, gq, words)} of the time, what should his speed be to cover the remaining distance in the time left?`,
        `A bus must reach a town ${v.D} km away in ${small(random, v.T)} hours. It covers ${fraction(fp, fq, words)} of the distance in ${fraction(gp, gq, words)} of the available time. At what speed must it go for the rest of the way to arrive on time?`,
      ]);
      return { question, options: numericOptions(rest, [v.D / v.T, (v.D * fp) / fq / ((v.T * gp) / gq), (v.D * (1 - fp / fq)) / v.T, v.D / (v.T * (1 - gp / gq))], kmh(u), 5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/208',
    draw: (random) => {
      const v = until(
        () => ({ bus: 5 * random.int(6, 14), delay: random.pick([15, 20, 30, 40, 45, 60, 90]), T: random.pick([1, 1.5, 2, 2.5, 3, 4]) }),
        (w) => isInt((w.bus * (w.delay / 60 + w.T)) / w.T),
      );
      const car = (v.bus * (v.delay / 60 + v.T)) / v.T;
      const u = kmphWord(random);
      const question = random.pick([
        `A bus leaves a depot at ${v.bus} ${u}. ${v.delay} minutes later a car leaves the same depot along the same road and catches up with the bus ${hm(v.T)} after it started. What is the speed of the car?`,
        `A car starts ${hm(v.delay / 60)} after a bus from the same point and overtakes it ${num(v.T)} hours after its own start. If the bus runs at ${v.bus} ${u}, find the speed of the car.`,
        `bus speed ${v.bus} ${u}. car starts ${v.delay} min later from same place, catches bus after ${num(v.T)} hrs. car speed??`,
      ]);
      return { question, options: numericOptions(car, [v.bus + v.delay / v.T, (v.bus * v.T) / (v.T - v.delay / 60), v.bus * (1 + v.delay / 60), 2 * v.bus], kmh(u), 5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/209',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(2, 9), b: random.int(3, 11), m: 5 * random.int(2, 24) }),
        (w) => w.b > w.a && gcd(w.a, w.b) === 1 && isInt((w.m * w.a) / (w.b - w.a)),
      );
      const tB = (v.m * v.a) / (v.b - v.a);
      const tA = (v.m * v.b) / (v.b - v.a);
      const askA = random.next() < 0.5;
      const [A, B] = random.pick([['A', 'B'], ['the father', 'his son'], ['Ravi', 'Sita'], ['the scooter', 'the car']] as const);
      const question = random.pick([
        `The ratio of the speeds of ${A} and ${B} is ${v.a} : ${v.b}. ${cap(A)} takes ${v.m} minutes more than ${B} to reach a destination. How much time does ${askA ? A : B} take to reach it?`,
        `${cap(A)} and ${B} cover the same distance with speeds in the ratio ${v.a} : ${v.b}, and ${A} needs ${hm(v.m / 60)} more than ${B}. Find the time taken by ${askA ? A : B}.`,
      ]);
      return { question, options: numericOptions(askA ? tA : tB, [askA ? tB : tA, (v.m * v.b) / v.a, (v.m * v.a) / v.b, v.m * v.a], minutes, 5) };
    },
  },
];

// ---------------------------------------------------------------- pipes

const PIPES: readonly DoubtTemplate[] = [
  {
    kind: 'pipes',
    id: 'fresh/pipes/201',
    draw: (random) => {
      const v = until(
        () => ({ ra: random.int(1, 8), rb: random.int(1, 8), rc: random.int(1, 8), N: random.pick([24, 30, 36, 40, 48, 60, 72, 120]) }),
        (w) => {
          const x = w.N / (w.ra + w.rb);
          const y = w.N / (w.rb + w.rc);
          const z = w.N / (w.ra + w.rc);
          return new Set([w.ra, w.rb, w.rc]).size === 3 && [x, y, z].every((t) => exact(t)) && exact(w.N / (w.ra + w.rb + w.rc)) && exact(w.N / w.rc);
        },
      );
      const x = v.N / (v.ra + v.rb);
      const y = v.N / (v.rb + v.rc);
      const z = v.N / (v.ra + v.rc);
      const all = v.N / (v.ra + v.rb + v.rc);
      const cAlone = v.N / v.rc;
      const askAll = random.next() < 0.55;
      const ask = askAll ? 'How long will it take to fill the tank if all three are opened together?' : 'How long will pipe C alone take to fill the tank?';
      const question = random.pick([
        `Pipes A and B can fill a tank in ${num(x)} hours, pipes B and C in ${num(y)} hours, and pipes A and C in ${num(z)} hours. ${ask}`,
        `A tank is filled by taps A and B together in ${num(x)} hrs, by B and C together in ${num(y)} hrs and by A and C together in ${num(z)} hrs. ${ask}`,
      ]);
      const wrong = askAll ? [2 * all, (x + y + z) / 3, all / 2, 1 / (1 / x + 1 / y + 1 / z)] : [v.N / v.ra, v.N / v.rb, 1 / (1 / y + 1 / z - 1 / x), 2 * cAlone];
      return { question, options: numericOptions(askAll ? all : cAlone, wrong, hours, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/202',
    draw: (random) => {
      const [p1, q1] = random.pick([[1, 2], [2, 3], [3, 4], [1, 3], [3, 5], [2, 5], [1, 4]] as const);
      const [p2, q2] = random.pick([[1, 2], [3, 4], [2, 3], [1, 3], [4, 5], [1, 4]] as const);
      const v = until(
        () => ({ A: random.int(6, 40), B: random.int(6, 40) }),
        (w) => w.A !== w.B && isInt((w.A * p1) / q1) && isInt((w.B * p2) / q2) && exact((w.A * w.B) / (w.A + w.B)),
      );
      const t1 = (v.A * p1) / q1;
      const t2 = (v.B * p2) / q2;
      const T = (v.A * v.B) / (v.A + v.B);
      const words = random.next() < 0.6;
      const question = random.pick([
        `Pipe A can fill ${fraction(p1, q1, words)} of a tank in ${t1} minutes and pipe B can fill ${fraction(p2, q2, words)} of it in ${t2} minutes. If both pipes are opened together, how long will they take to fill the empty tank?`,
        `One tap fills ${fraction(p1, q1, words)} of a cistern in ${t1} minutes; another fills ${fraction(p2, q2, words)} of the same cistern in ${t2} minutes. In what time will both taps together fill the whole cistern?`,
        `pls solve: tap A fills ${fraction(p1, q1, false)} tank in ${t1} min, tap B fills ${fraction(p2, q2, false)} tank in ${t2} min. both together full tank = ?`,
      ]);
      return { question, options: numericOptions(T, [(t1 * t2) / (t1 + t2), (v.A + v.B) / 2, t1 + t2, (T * (p1 + p2)) / 2], minutes, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/203',
    draw: (random) => {
      const v = until(
        () => ({ ra: random.int(2, 9), rb: random.int(2, 9), rc: random.int(1, 8), N: random.pick([12, 24, 30, 36, 40, 48, 60, 72]) }),
        (w) => w.ra !== w.rb && w.rc < w.ra + w.rb && [w.N / w.ra, w.N / w.rb, w.N / w.rc, w.N / (w.ra + w.rb - w.rc)].every((t) => exact(t)),
      );
      const x = v.N / v.ra;
      const y = v.N / v.rb;
      const z = v.N / (v.ra + v.rb - v.rc);
      const out = v.N / v.rc;
      const question = random.pick([
        `Two inlet pipes can fill a tank in ${num(x)} hours and ${num(y)} hours respectively. When an outlet pipe at the bottom is also opened, the three together fill the tank in ${num(z)} hours. How long will the outlet pipe alone take to empty the full tank?`,
        `Taps A and B fill a cistern in ${num(x)} hrs and ${num(y)} hrs. With a waste pipe also open, the empty cistern is full in ${num(z)} hrs. In what time can the waste pipe alone empty a full cistern?`,
        `hw to do: 2 pipes fill tank in ${num(x)} hr & ${num(y)} hr, with drain open all 3 fill it in ${num(z)} hr. drain alone empties full tank in ??`,
      ]);
      return { question, options: numericOptions(out, [z - (x * y) / (x + y), 1 / (1 / x + 1 / y + 1 / z), z, (x + y) / 2], hours, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/204',
    draw: (random) => {
      const v = until(
        () => ({ T: random.int(2, 16), k: random.int(1, 5) }),
        (w) => isInt((w.T / 2 / (w.k + 1)) * 60) && isInt((w.T / 2) * 60),
      );
      const total = v.T / 2 + v.T / 2 / (v.k + 1);
      const kText = small(random, v.k);
      const question = random.pick([
        `A tap can fill a tank in ${small(random, v.T)} hours. After half the tank is filled, ${kText} more similar tap${v.k === 1 ? ' is' : 's are'} opened. What is the total time taken to fill the tank completely?`,
        `It takes one tap ${v.T} hours to fill a tank. When the tank is half full, ${kText} more tap${v.k === 1 ? '' : 's'} of the same size ${v.k === 1 ? 'is' : 'are'} also turned on. In how much time, from the start, is the tank full?`,
      ]);
      const wrong = [v.T / 2 + v.T / 2 / v.k, v.T / (v.k + 1), v.T / 2 + v.T / (v.k + 1), v.T];
      return { question, options: options(hm(total), wrong.filter((h) => isInt(h * 60) && Math.abs(h - total) > 1e-9).map(hm), (k) => hm(total + (k % 2 === 1 ? 1 : -1) * Math.ceil(k / 2) * 0.25)) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/205',
    draw: (random) => {
      const [fp, fq] = random.pick([[1, 1], [3, 4], [1, 2], [2, 3], [1, 3], [2, 5], [3, 5]] as const);
      const v = until(
        () => ({ x: random.int(2, 12), y: random.int(3, 20) }),
        (w) => w.y > w.x && exact(((fp / fq) * w.x * w.y) / (w.y - w.x)),
      );
      const t = ((fp / fq) * v.x * v.y) / (v.y - v.x);
      const state = fp === fq ? 'full' : `${fraction(fp, fq, random.next() < 0.6)} full`;
      const question = random.pick([
        `An outlet can empty a full tank in ${v.x} hours and an inlet can fill the empty tank in ${v.y} hours. The tank is ${state} when both are opened together. In how many hours will the tank be emptied?`,
        `A cistern is ${state}. Its drain pipe alone would empty the whole cistern in ${small(random, v.x)} hours, while a tap that is left running would fill the empty cistern in ${small(random, v.y)} hours. If the drain and the tap are both open, how long will it take to empty the cistern?`,
      ]);
      const show: Show = (h) => (isInt(h * 60) ? hm(h) : hours(h));
      return { question, options: numericOptions(t, [(v.x * v.y) / (v.y - v.x), (fp / fq) * v.x, ((fp / fq) * v.x * v.y) / (v.y + v.x), (fp / fq) * (v.y - v.x)], show, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/206',
    draw: (random) => {
      const v = until(
        () => ({ x: random.int(2, 12), y: random.int(4, 30) }),
        (w) => w.y > w.x && isInt((0.5 * w.x * w.y * 60) / (w.y - w.x)) && isInt((w.x / 2) * 60),
      );
      const first = (0.5 * v.x * v.y) / (v.y - v.x);
      const total = first + v.x / 2;
      const question = random.pick([
        `A tap can fill a tank in ${v.x} hours, and a leak at the bottom can empty the full tank in ${v.y} hours. The tap is opened with the leak unnoticed; when the tank is half full the leak is found and plugged. How long does it take in all to fill the tank?`,
        `A cistern has a hole that can drain it completely in ${v.y} hours. A pipe that fills the cistern in ${v.x} hours is turned on. Only after the cistern is half full is the hole sealed. Find the total time taken to fill the cistern.`,
      ]);
      const wrong = [(v.x * v.y) / (v.y - v.x), first, v.x + first, total + v.x / 2];
      return { question, options: options(hm(total), wrong.filter((h) => isInt(h * 60) && Math.abs(h - total) > 1e-9).map(hm), (k) => hm(total + (k % 2 === 1 ? 1 : -1) * Math.ceil(k / 2) * 0.5)) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/207',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(4, 40), p: random.pick([20, 25, 50, 60, 75, 100, 150, 200]) }),
        (w) => isInt((w.a * (100 + w.p)) / 100) && exact((w.a * (w.a * (100 + w.p)) / 100) / (w.a + (w.a * (100 + w.p)) / 100)),
      );
      const b = (v.a * (100 + v.p)) / 100;
      const T = (v.a * b) / (v.a + b);
      const u = v.a > 12 ? 'minutes' : random.pick(['hours', 'minutes'] as const);
      const show: Show = (x) => `${num(x)} ${u}`;
      const question = random.pick([
        `Pipe A alone fills a tank in ${v.a} ${u}. Pipe B takes ${v.p}% more time than pipe A to fill it. How long will both pipes take together?`,
        `A tap fills a bucket in ${v.a} ${u}, and a second, narrower tap takes ${v.p} per cent longer to fill the same bucket. In what time will the bucket be filled with both taps running?`,
        `pipe A - ${v.a} ${u}, pipe B takes ${v.p}% more time than A. together?`,
      ]);
      const bWrong = (v.a * 100) / (100 + v.p);
      return { question, options: numericOptions(T, [(v.a + b) / 2, (v.a * bWrong) / (v.a + bWrong), v.a / 2, (v.a * (v.a + v.p)) / (2 * v.a + v.p)], show, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/208',
    draw: (random) => {
      const v = until(
        () => ({ a: 10 * random.int(3, 18), b: 10 * random.int(3, 24), c: 15 * random.int(4, 24) }),
        (w) => {
          const net = 1 / w.a + 1 / w.b - 1 / w.c;
          return w.a !== w.b && w.c !== w.a && w.c !== w.b && net > 0 && isInt(1 / net) && (w.a >= 60 || w.b >= 60) && w.c > Math.min(w.a, w.b);
        },
      );
      const T = 1 / (1 / v.a + 1 / v.b - 1 / v.c);
      const mixed = (m: number): string => (m % 60 === 0 ? hours(m / 60) : m > 60 ? hm(m / 60) : `${m} minutes`);
      const dec = (m: number): string => (exact(m / 60) && m % 60 !== 0 && m > 60 ? `${num(m / 60)} hours` : mixed(m));
      const question = random.pick([
        `One tap can fill a cistern in ${mixed(v.a)} and another in ${mixed(v.b)}. An outlet can empty the full cistern in ${dec(v.c)}. If all three are opened together, how many minutes will it take to fill the empty cistern?`,
        `Pipe P fills a tank in ${dec(v.a)}, pipe Q fills it in ${mixed(v.b)}, and pipe R empties it in ${dec(v.c)}. All three are turned on at once when the tank is empty. Find the time (in minutes) needed to fill it.`,
      ]);
      return { question, options: numericOptions(T, [1 / (1 / v.a + 1 / v.b), 1 / (1 / v.a + 1 / v.b + 1 / v.c), 1 / (1 / v.a + 1 / v.b - 2 / v.c), (v.a + v.b) / 2], minutes, 4) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/209',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(6, 40), b: random.int(8, 80), t: random.int(2, 30) }),
        (w) => {
          const filled = w.t * (1 / w.a - 1 / w.b);
          return w.b > w.a && filled > 0 && filled < 1 && isInt((1 - filled) * w.a);
        },
      );
      const more = (1 - v.t * (1 / v.a - 1 / v.b)) * v.a;
      const start = random.int(8, 11);
      const clockAsk = random.next() < 0.35;
      const question = clockAsk
        ? `An inlet pipe fills an empty tank in ${v.a} minutes and an outlet pipe empties the full tank in ${v.b} minutes. Both are opened at ${clock(start)}; at ${clock(start + v.t / 60)} the outlet is closed. At what time will the tank be full?`
        : random.pick([
            `A pipe can fill a tank in ${v.a} minutes and another pipe can empty it in ${v.b} minutes. Both are opened together, and after ${v.t} minutes the emptying pipe is closed. How many more minutes will the first pipe take to fill the tank?`,
            `tap fills tank in ${v.a} min, drain empties it in ${v.b} min. both open for ${v.t} min, then drain closed. how much more time to fill??`,
          ]);
      if (clockAsk) {
        const end = start + (v.t + more) / 60;
        const wrongs = [start + more / 60, start + v.a / 60, start + (v.t + v.a) / 60, end + 5 / 60, end - 5 / 60];
        return { question, options: options(clock(end), wrongs.map(clock), (k) => clock(end + (k * 2) / 60)) };
      }
      return { question, options: numericOptions(more, [v.a - v.t, v.t + more, (1 - v.t / v.a) * v.a + v.t, more + v.t / 2], minutes, 2) };
    },
  },
];

// ---------------------------------------------------------------- reverse percent

const REVERSE: readonly DoubtTemplate[] = [
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/201',
    draw: (random) => {
      const v = until(
        () => ({ p: random.pick([10, 12.5, 15, 20, 25, 30, 35, 40, 45, 60, 75]), x: random.int(20, 800) }),
        (w) => isInt((w.x * (100 - w.p)) / 100) && isInt(w.x) && (w.x * (100 - w.p)) / 100 > 10,
      );
      const N = (v.x * (100 - v.p)) / 100;
      const question = random.pick([
        `A number exceeds ${num(v.p)}% of itself by ${N}. What is the number?`,
        `If ${num(v.p)}% of a number is subtracted from the number, the result is ${N}. Find the number.`,
        `${num(v.p)} per cent of a number falls short of the number by ${N}. The number is`,
        `a no. is ${N} more than ${num(v.p)}% of itself. find the no.`,
      ]);
      return { question, options: wholeOptions(v.x, [(N * 100) / v.p, (N * (100 + v.p)) / 100, N + v.p, (N * 100) / (100 + v.p)], (x) => ind(x), 10) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/202',
    draw: (random) => {
      const v = until(
        () => ({ p: random.int(52, 75), T: 20 * random.int(3, 100) }),
        (w) => isInt((w.T * w.p) / 100) && (w.T * (2 * w.p - 100)) / 100 >= 10,
      );
      const boys = (v.T * v.p) / 100;
      const d = boys - (v.T - boys);
      const [many, few, place] = random.pick([
        ['boys', 'girls', 'a school'],
        ['girls', 'boys', 'a college'],
        ['men', 'women', 'a village'],
        ['adults', 'children', 'a colony'],
      ] as const);
      const question = random.pick([
        `In ${place}, ${v.p}% of the people are ${many} and the rest are ${few}. If the ${many} outnumber the ${few} by ${d}, how many people are there in all?`,
        `There are ${d} more ${many} than ${few} in ${place}. If ${many} make up ${v.p} per cent of the total, find the total number.`,
      ]);
      return { question, options: wholeOptions(v.T, [(d * 100) / v.p, (d * 100) / (100 - v.p), (d * 100) / (v.p - 50), 2 * d], (x) => ind(x), 20) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/203',
    draw: (random) => {
      const v = until(
        () => ({ p1: random.int(20, 40), dp: random.int(5, 20), M: 50 * random.int(4, 20), f: random.int(5, 60) }),
        (w) => {
          const pass = (w.p1 * w.M) / 100 + w.f;
          const e = ((w.p1 + w.dp) * w.M) / 100 - pass;
          return isInt((w.p1 * w.M) / 100) && isInt(((w.p1 + w.dp) * w.M) / 100) && e >= 5;
        },
      );
      const p2 = v.p1 + v.dp;
      const pass = (v.p1 * v.M) / 100 + v.f;
      const e = (p2 * v.M) / 100 - pass;
      const askPass = random.next() < 0.4;
      const ask = askPass ? 'What are the pass marks?' : 'What are the maximum marks?';
      const question = random.pick([
        `A candidate who gets ${v.p1}% of the marks fails by ${v.f} marks, but another candidate who gets ${p2}% marks gets ${e} marks more than the minimum required to pass. ${ask}`,
        `In an examination, one student scored ${v.p1}% marks and failed by ${v.f} marks. Another scored ${p2}% and got ${e} marks more than the pass marks. ${ask}`,
        `student A gets ${v.p1}% and fails by ${v.f} marks; student B gets ${p2}% and is ${e} marks above pass mark. ${askPass ? 'pass marks' : 'max marks'} = ?`,
      ]);
      const wrongM = [((v.f + e) * 100) / p2, ((e - v.f) * 100) / v.dp, ((v.f + e) * 100) / v.p1];
      if (askPass) return { question, options: wholeOptions(pass, [pass - 2 * v.f, (p2 * v.M) / 100, (v.p1 * v.M) / 100, pass + e], (x) => `${x} marks`, 5) };
      return { question, options: wholeOptions(v.M, wrongM, (x) => `${x} marks`, 50) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/204',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ r: random.pick([10, 12.5, 15, 20, 25, 30]), A: 20 * random.int(5, 60), k: random.int(2, 12) }),
        (w) => exact((w.r * w.A) / 100 / w.k) && exact((w.r * w.A) / 100 / w.k / (1 - w.r / 100)),
      );
      const newP = (v.r * v.A) / 100 / v.k;
      const oldP = newP / (1 - v.r / 100);
      const [item, buyer] = random.pick([['sugar', 'a housewife'], ['rice', 'a hostel mess'], ['onions', 'a restaurant owner'], ['wheat', 'a man']] as const);
      const askOld = random.next() < 0.5;
      const question = random.pick([
        `A reduction of ${num(v.r)}% in the price of ${item} enables ${buyer} to buy ${v.k} kg more for ${rs(v.A)}. Find the ${askOld ? 'original' : 'reduced'} price per kg.`,
        `Because the price of ${item} fell by ${num(v.r)} per cent, ${buyer} now gets ${small(random, v.k)} kg more ${item} for the same ${rs(v.A)}. What was the ${askOld ? 'price per kg before the fall' : 'new price per kg'}?`,
      ]);
      const ans = askOld ? oldP : newP;
      return { question, options: numericOptions(ans, [askOld ? newP : oldP, v.A / v.k, newP * (1 + v.r / 100), (v.A / v.k) * (v.r / 100) * 2], rs, 1) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/205',
    draw: (random) => {
      const v = until(
        () => ({ p: random.pick([125, 150, 80, 75, 120, 60, 140, 175, 40]), B: random.int(12, 300) }),
        (w) => isInt((w.B * 100) / w.p),
      );
      const G = (v.B * 100) / v.p;
      const T = v.B + G;
      const [b, g] = random.pick([['boys', 'girls'], ['men', 'women'], ['teachers', 'non-teaching staff']] as const);
      const question = random.pick([
        `In a group, the number of ${b} is ${v.p}% of the number of ${g}. If there are ${v.B} ${b}, how many persons are there in the group?`,
        `The ${b} in a hall are ${v.p} per cent of the ${g}. Find the total strength if the ${b} number ${v.B}.`,
      ]);
      return { question, options: wholeOptions(T, [G, v.B + (v.B * v.p) / 100, (v.B * 100) / (100 - v.p), 2 * v.B], (x) => ind(x), 5) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/206',
    draw: (random) => {
      const v = until(
        () => ({ p: random.pick([10, 20, 25, 30, 40, 50, 60, 75, 80]), q: random.pick([10, 15, 20, 25, 30, 40, 50, 60]), x: 10 * random.int(10, 500) }),
        (w) => isInt((w.p * w.q * w.x) / 10000) && w.p !== w.q,
      );
      const N = (v.p * v.q * v.x) / 10000;
      const question = random.pick([
        `If ${v.p}% of ${v.q}% of a number is ${N}, then the number is`,
        `${v.q} per cent of a number is taken, and then ${v.p} per cent of the result is ${N}. Find the number.`,
        `${v.p}% of (${v.q}% of x) = ${N}. x = ?`,
      ]);
      return { question, options: wholeOptions(v.x, [(N * 100) / (v.p + v.q), (N * 100) / v.p, (N * 100) / v.q, (N * 10000) / (v.p * v.q * 10)], (x) => ind(x), 10) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/207',
    draw: (random) => {
      const rs = money(random);
      const fixed = random.next() < 0.55;
      const v = until(
        () => ({ c: random.pick([2, 2.5, 4, 5, 6, 8, 10]), F: 500 * random.int(2, 30), H: 1000 * random.pick([5, 10, 20, 25]), S: 1000 * random.int(10, 200) }),
        (w) => isInt((w.c * (w.S - (fixed ? w.H : 0))) / 100) && w.S > w.H,
      );
      const com = (v.c * (v.S - (fixed ? v.H : 0))) / 100;
      const E = fixed ? v.F + com : com;
      const question = fixed
        ? random.pick([
            `A salesman gets a fixed salary of ${rs(v.F)} per month plus a commission of ${num(v.c)}% on the sales exceeding ${rs(v.H)}. If he earned ${rs(E)} in a month, what were his sales in that month?`,
            `A salesperson's monthly pay is ${rs(v.F)} plus ${num(v.c)} per cent of her sales above ${rs(v.H)}. Her total earning last month was ${rs(E)}. Find the value of her sales.`,
          ])
        : random.pick([
            `An agent earns ${num(v.c)}% commission on his sales. If his commission in a month is ${rs(E)}, what was the value of his sales?`,
            `broker gets ${num(v.c)}% commission, got ${rs(E)}. total sales = ?`,
          ]);
      const wrong = fixed ? [(E * 100) / v.c, ((E - v.F) * 100) / v.c, (E * 100) / v.c + v.H, ((E - v.F) * 100) / v.c - v.H] : [E * v.c, (E * 100) / (100 - v.c), (E * 1000) / v.c];
      return { question, options: wholeOptions(v.S, wrong, rs, 1000) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/208',
    draw: (random) => {
      const v = until(
        () => ({ w1: random.pick([60, 65, 68, 70, 75, 80, 84, 90]), w2: random.pick([10, 12, 15, 16, 20, 25, 28]), D: random.int(2, 80) }),
        (w) => w.w1 > w.w2 && exact((w.D * (100 - w.w2)) / (100 - w.w1)),
      );
      const fresh = (v.D * (100 - v.w2)) / (100 - v.w1);
      const [f, d] = random.pick([['Fresh grapes', 'dry grapes (raisins)'], ['Fresh fruit', 'dry fruit'], ['Fresh mushrooms', 'dried mushrooms'], ['Fresh amla', 'dried amla']] as const);
      const question = random.pick([
        `${f} contain ${v.w1}% water by weight while ${d} contain ${v.w2}% water. How many kg of ${f.toLowerCase()} are needed to get ${v.D} kg of ${d}?`,
        `How much of the fresh produce must be dried to get ${v.D} kg of the dry form? ${f} have ${v.w1} per cent water; ${d} have only ${v.w2} per cent water.`,
      ]);
      return { question, options: numericOptions(fresh, [(v.D * (100 - v.w1)) / (100 - v.w2), (v.D * v.w1) / v.w2, (v.D * 100) / (100 - v.w1), v.D * (1 + (v.w1 - v.w2) / 100)], kg, 5) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/209',
    draw: (random) => {
      const v = until(
        () => ({ c: random.pick([5, 8, 10, 12, 15, 20, 25]), W: random.int(10, 200) }),
        (w) => exact((w.W * w.c) / (100 - w.c)),
      );
      const box = (v.W * v.c) / (100 - v.c);
      const total = v.W + box;
      const askTotal = random.next() < 0.4;
      const [noun, content] = random.pick([['tin', 'the oil in it'], ['crate', 'the mangoes in it'], ['drum', 'the paint in it'], ['sack', 'the rice in it']] as const);
      const thing = `a ${noun}`;
      const question = random.pick([
        `The weight of ${thing} is ${v.c}% of the total weight of ${thing} together with ${content}. If ${content.replace(' in it', '')} alone weighs ${num(v.W)} kg, find the ${askTotal ? 'total weight' : `weight of the empty ${noun}`}.`,
        `${cap(thing)} filled with goods weighs a certain amount, of which ${v.c} per cent is the weight of the ${noun} itself. The goods weigh ${num(v.W)} kg. What is the ${askTotal ? 'gross (total) weight' : `weight of the ${noun}`}?`,
      ]);
      const ans = askTotal ? total : box;
      return { question, options: numericOptions(ans, askTotal ? [box, v.W * (1 + v.c / 100), (v.W * 100) / v.c] : [total, (v.W * v.c) / 100, (v.W * v.c) / (100 + v.c)], kg, 1) };
    },
  },
];

// ---------------------------------------------------------------- successive percent

const SUCCESSIVE: readonly DoubtTemplate[] = [
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/201',
    draw: (random) => {
      const rs = money(random);
      const upFirst = random.next() < 0.6;
      const v = until(
        () => {
          const [a, b] = random.pick([[1, 5], [1, 4], [1, 3], [1, 2], [1, 10], [2, 5]] as const);
          const [c, d] = random.pick([[1, 5], [1, 4], [1, 10], [1, 3], [1, 6], [1, 8]] as const);
          return { a, b, c, d, P: 10 * random.int(5, 2000) };
        },
        (w) => {
          const f = (1 + w.a / w.b) * (1 - w.c / w.d);
          return isInt(w.P * f) && isInt(w.P * (1 + w.a / w.b)) && Math.abs(f - 1) > 1e-9;
        },
      );
      const { a, b, c, d } = v;
      const factor = (1 + a / b) * (1 - c / d);
      const F = v.P * factor;
      const words = random.next() < 0.7;
      const question = upFirst
        ? random.pick([
            `The price of an article was first raised by ${fraction(a, b, words)} of itself and then reduced by ${fraction(c, d, words)} of the new price. It now sells for ${rs(F)}. What was its original price?`,
            `A shopkeeper increased the price of a mixer by ${fraction(a, b, words)} and later, in a sale, cut the new price by ${fraction(c, d, words)}. If the mixer now costs ${rs(F)}, what was the price before both changes?`,
          ])
        : `What was the original price? The price of a scooter was first brought down by ${fraction(c, d, words)}, and then the reduced price was raised by ${fraction(a, b, words)} of itself, so that the scooter now costs ${rs(F)}.`;
      return { question, options: numericOptions(v.P, [F / (1 + a / b - c / d), F * (1 - a / b) * (1 + c / d), F / (1 + a / b), F / (1 - c / d)], rs, 10) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/202',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ a: random.pick([10, 15, 20, 25, 30]), b: random.pick([5, 10, 15, 20]), P: 100 * random.int(5, 400) }),
        (w) => isInt((w.P * w.a * w.b) / 10000),
      );
      const diff = (v.P * v.a * v.b) / 10000;
      const question = random.pick([
        `What is the difference between a single discount of ${v.a + v.b}% and two successive discounts of ${v.a}% and ${v.b}% on a bill of ${rs(v.P)}?`,
        `On an order of ${rs(v.P)}, one shop offers a flat ${v.a + v.b}% discount and another offers successive discounts of ${v.a}% and ${v.b}%. How much more does the customer save at the first shop?`,
        `flat ${v.a + v.b}% off vs ${v.a}% then ${v.b}% off on ${rs(v.P)}. difference in money??`,
      ]);
      return { question, options: numericOptions(diff, [(v.P * (v.a + v.b)) / 100 - (v.P * v.a) / 100, (v.P * v.a * v.b) / 1000, (v.P * Math.abs(v.a - v.b)) / 100, diff * 2], rs, 10) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/203',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ a: random.pick([5, 8, 10, 12, 15, 20, 25]), b: random.pick([4, 5, 8, 10, 12, 15, 20]), S: 500 * random.int(10, 200) }),
        (w) => isInt((w.S * (100 + w.a) * w.b) / 10000) && isInt((w.S * w.a) / 100),
      );
      const I = (v.S * (100 + v.a) * v.b) / 10000;
      const question = random.pick([
        `A man's salary was increased by ${v.a}%, and the increased salary was later raised by a further ${v.b}%. If the second increment amounted to ${rs(I)}, what was his original salary?`,
        `After a ${v.a} per cent hike, an employee's pay was raised again by ${v.b} per cent of the new pay. The second raise was worth ${rs(I)} a month. Find the pay before either raise.`,
      ]);
      return { question, options: numericOptions(v.S, [(I * 100) / v.b, (I * 10000) / (v.a * v.b), (I * 100) / (v.a + v.b), (I * 100) / v.b / (1 - v.a / 100)], rs, 500) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/204',
    draw: (random) => {
      const v = until(
        () => ({ a: random.pick([5, 10, 15, 20, 25, 30]), b: random.pick([5, 10, 20, 25]), c: random.pick([5, 10, 20]) }),
        (w) => exact(100 - ((100 - w.a) * (100 - w.b) * (100 - w.c)) / 10000) && !(w.a === w.b && w.b === w.c),
      );
      const single = 100 - ((100 - v.a) * (100 - v.b) * (100 - v.c)) / 10000;
      const two = 100 - ((100 - v.a) * (100 - v.b)) / 100;
      const question = random.pick([
        `Three successive discounts of ${v.a}%, ${v.b}% and ${v.c}% are equivalent to a single discount of`,
        `A festival offer gives ${v.a}% off on the tag price, then ${v.b}% off on that, and a further ${v.c}% off at the counter. What single discount would have the same effect?`,
        `${v.a}%, ${v.b}% & ${v.c}% successive discounts = single discount of how much %?`,
      ]);
      return { question, options: numericOptions(single, [v.a + v.b + v.c, two, single + 1, v.a + v.b + v.c - (v.a * v.b + v.b * v.c) / 100], pc, 0.5) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/205',
    draw: (random) => {
      const v = until(
        () => ({ a: random.pick([10, 20, 25, 30, 40, 50]), b: random.pick([10, 20, 25, 30, 40, 50]), N: 10 * random.int(2, 200) }),
        (w) => {
          const net = ((100 + w.a) * (100 - w.b)) / 10000 - 1;
          return Math.abs(net) > 1e-9 && isInt(w.N * net) && isInt((w.N * (100 + w.a)) / 100);
        },
      );
      const net = ((100 + v.a) * (100 - v.b)) / 10000 - 1;
      const k = Math.round(Math.abs(v.N * net));
      const rel = net > 0 ? 'more' : 'less';
      const question = random.pick([
        `A number is increased by ${v.a}% and the result is then decreased by ${v.b}%. The final number is ${k} ${rel} than the original number. What is the original number?`,
        `When a number is first raised by ${v.a} per cent and then lowered by ${v.b} per cent, it ends up ${k} ${rel} than it was at the start. Find the number.`,
      ]);
      return { question, options: wholeOptions(v.N, [(k * 100) / Math.abs(v.a - v.b), (k * 100) / v.a, v.N + k, (k * 100) / v.b], (x) => ind(x), 10) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/206',
    draw: (random) => {
      const r = random.pick([10, 20, 30, 40, 50, -10, -20, -30]);
      const cube = random.next() < 0.6;
      const askVolume = cube && random.next() < 0.5;
      const f = 1 + r / 100;
      const change = (askVolume ? f ** 3 : f ** 2) * 100 - 100;
      const word = r > 0 ? 'increased' : 'decreased';
      const question = cube
        ? random.pick([
            `Each edge of a cube is ${word} by ${Math.abs(r)}%. What is the percentage ${r > 0 ? 'increase' : 'decrease'} in its ${askVolume ? 'volume' : 'surface area'}?`,
            `If every side of a cube is ${word} by ${Math.abs(r)} per cent, by what per cent does its ${askVolume ? 'volume' : 'total surface area'} change?`,
          ])
        : random.pick([
            `The radius of a circle is ${word} by ${Math.abs(r)}%. By what percent does its area change?`,
            `radius of circle ${r > 0 ? 'up' : 'down'} ${Math.abs(r)}%, area changes by what %?`,
          ]);
      const pw = askVolume ? 3 : 2;
      const showC: Show = (x) => `${num(x)}% ${r > 0 ? 'increase' : 'decrease'}`;
      return { question, options: numericOptions(Math.abs(change), [pw * Math.abs(r), Math.abs(r) ** 2 / 100 + Math.abs(r), Math.abs((f ** (pw === 3 ? 2 : 3)) * 100 - 100), Math.abs(r)], showC, 1) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/207',
    draw: (random) => {
      const v = until(
        () => ({ a: random.pick([10, 20, 25, 30, 40, 50, 60]), e: random.pick([0, 4, 5, 8, 10, 12, 15, 20]) }),
        (w) => w.a > w.e && exact(100 - ((100 + w.e) * 100) / (100 + w.a)),
      );
      const cut = 100 - ((100 + v.e) * 100) / (100 + v.a);
      const [item, who] = random.pick([['petrol', 'a car owner'], ['milk', 'a family'], ['electricity', 'a hostel'], ['cooking gas', 'a household']] as const);
      const budget = v.e === 0 ? 'does not want to spend any more on it' : `can afford to increase the spending on it by only ${v.e}%`;
      const question = random.pick([
        `The price of ${item} goes up by ${v.a}%. If ${who} ${budget}, by what percent must the consumption be reduced?`,
        `${cap(who)} finds that ${item} now costs ${v.a} per cent more. By how much per cent should the consumption of ${item} be cut so that the expenditure on it rises by only ${v.e} per cent?`,
      ]);
      const wrong = [v.a - v.e, ((v.a - v.e) * 100) / (100 + v.e), v.a, cut + 1];
      return { question, options: numericOptions(cut, wrong, pc, 1) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/208',
    draw: (random) => {
      const v = until(
        () => ({ a: random.pick([10, 20, 25, 50, 60, 75, 80, 100]), b: random.pick([10, 20, 25, 40, 50, 60]) }),
        (w) => {
          const r = 10000 / ((100 + w.a) * (100 - w.b));
          return exact(Math.abs(r - 1) * 100) && Math.abs(r - 1) > 1e-9;
        },
      );
      const r = 10000 / ((100 + v.a) * (100 - v.b));
      const more = r > 1;
      const ans = Math.abs(r - 1) * 100;
      const [A, B, C] = random.pick([['A', 'B', 'C'], ['Ravi', 'Mohan', 'Kiran'], ['the manager', 'the clerk', 'the officer']] as const);
      const question = random.pick([
        `${cap(A)}'s income is ${v.a}% more than ${B}'s, and ${B}'s income is ${v.b}% less than ${C}'s. By what percent is ${C}'s income ${more ? 'more' : 'less'} than ${A}'s?`,
        `If ${A} earns ${v.a} per cent more than ${B} and ${B} earns ${v.b} per cent less than ${C}, then ${C}'s earning is what per cent ${more ? 'more' : 'less'} than ${A}'s?`,
      ]);
      const fwd = Math.abs(((100 + v.a) * (100 - v.b)) / 10000 - 1) * 100;
      return { question, options: numericOptions(ans, [fwd, Math.abs(v.a - v.b), v.a + v.b, ans + 5], pc, 2) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/209',
    draw: (random) => {
      const v = until(
        () => ({ a: random.pick([10, 20, 25, 50, 60]), T: random.int(-20, 80) }),
        (w) => {
          const x = ((100 + w.T) / (100 + w.a) - 1) * 100;
          return w.T !== w.a && w.T !== 0 && exact(x) && Math.abs(x) >= 2;
        },
      );
      const x = ((100 + v.T) / (100 + v.a) - 1) * 100;
      const upSecond = x > 0;
      const end = v.T > 0 ? `${v.T}% more than` : `${-v.T}% less than`;
      const question = random.pick([
        `The price of a commodity was increased by ${v.a}%. Later the new price was ${upSecond ? 'increased' : 'decreased'} by some percent, so that the final price is ${end} the original price. By what percent was the new price ${upSecond ? 'increased' : 'decreased'}?`,
        `A worker's wage went up by ${v.a} per cent, and then the raised wage was ${upSecond ? 'raised again' : 'cut'} so that it became ${end.replace('%', ' per cent')} his original wage. Find the per cent of the second change.`,
      ]);
      return { question, options: numericOptions(Math.abs(x), [Math.abs(v.T - v.a), Math.abs(v.T + v.a), Math.abs((((100 + v.a) / (100 + v.T)) - 1) * 100), Math.abs(x) + 2], pc, 1) };
    },
  },
];

// ---------------------------------------------------------------- profit and loss

const ITEMS = ['a cooler', 'a bicycle', 'a sofa set', 'a mobile phone', 'an almirah', 'a printer', 'a wrist watch', 'a sewing machine'];

const PROFIT: readonly DoubtTemplate[] = [
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/201',
    draw: (random) => {
      const rs = money(random);
      const form = random.int(0, 2);
      const v = until(
        () => ({ c: 50 * random.int(4, 400), r1: random.int(2, 25), r2: random.int(2, 30) }),
        (w) => {
          const gap = form === 0 ? w.r2 - w.r1 : form === 1 ? w.r1 - w.r2 : w.r1 + w.r2;
          return gap > 0 && isInt((w.c * gap) / 100) && isInt((w.c * w.r1) / 100);
        },
      );
      const item = random.pick(ITEMS);
      const gap = form === 0 ? v.r2 - v.r1 : form === 1 ? v.r1 - v.r2 : v.r1 + v.r2;
      const X = (v.c * gap) / 100;
      const question =
        form === 0
          ? random.pick([
              `A shopkeeper sold ${item} at a profit of ${v.r1}%. Had he sold it at a profit of ${v.r2}%, he would have got ${rs(X)} more. What is the cost price?`,
              `If ${item} is sold at ${v.r2}% gain instead of ${v.r1}% gain, the seller gets ${rs(X)} more. Find its cost price.`,
            ])
          : form === 1
            ? random.pick([
                `A man sold ${item} at a loss of ${v.r1}%. If he had sold it for ${rs(X)} more, his loss would have been only ${v.r2}%. Find the cost price.`,
                `${cap(item)} was sold at ${v.r1}% loss. With ${rs(X)} more in the selling price the loss would have come down to ${v.r2}%. What did it cost?`,
              ])
            : random.pick([
                `A trader sold ${item} at a gain of ${v.r1}%. Had he sold it for ${rs(X)} less, he would have lost ${v.r2}%. What was the cost price?`,
                `sold ${item} at ${v.r1}% profit. if sold for ${rs(X)} less → ${v.r2}% loss. CP = ?`,
              ]);
      const wrong = [(X * 100) / (v.r1 + v.r2), (X * 100) / Math.abs(v.r2 - v.r1), (X * 100) / v.r1, (X * 100) / v.r2, v.c * (1 + v.r1 / 100)];
      return { question, options: numericOptions(v.c, wrong, rs, 50) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/202',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ g1: random.pick([5, 10, 12, 15, 20, 25]), d: random.pick([10, 20, 25]), g2: random.pick([10, 20, 25, 30, 40]), c: 50 * random.int(4, 200) }),
        (w) => {
          const k = 1 + w.g1 / 100 - (1 - w.d / 100) * (1 + w.g2 / 100);
          return k > 0.005 && isInt(w.c * k) && isInt((w.c * w.g1) / 100) && isInt(w.c * (1 - w.d / 100));
        },
      );
      const k = 1 + v.g1 / 100 - (1 - v.d / 100) * (1 + v.g2 / 100);
      const X = v.c * k;
      const question = random.pick([
        `A man bought an article and sold it at a gain of ${v.g1}%. If he had bought it at ${v.d}% less and sold it for ${rs(X)} less, he would have made a profit of ${v.g2}%. Find the cost price of the article.`,
        `A dealer sells a refrigerator at ${v.g1} per cent profit. Had he bought it for ${v.d} per cent less and sold it for ${rs(X)} less, he would still have gained ${v.g2} per cent. What did the refrigerator cost him?`,
      ]);
      return { question, options: numericOptions(v.c, [(X * 100) / v.g1, (X * 100) / Math.abs(v.g2 - v.g1), (X * 100) / v.d, v.c * (1 - v.d / 100)], rs, 50) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/203',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ p1: random.pick([10, 20, 25, -10, -20, 15]), p2: random.pick([10, 20, 25, -10, -20, -25, 12.5]), c: 100 * random.int(5, 300) }),
        (w) => isInt((w.c * (100 + w.p1) * (100 + w.p2)) / 10000) && w.p1 !== -w.p2,
      );
      const X = (v.c * (100 + v.p1) * (100 + v.p2)) / 10000;
      const t = (p: number): string => (p > 0 ? `a profit of ${num(p)}%` : `a loss of ${num(-p)}%`);
      const item = random.pick(ITEMS);
      const question = random.pick([
        `A sells ${item} to B at ${t(v.p1)}, and B sells it to C at ${t(v.p2)}. If C pays ${rs(X)} for it, what did it cost A?`,
        `What was the cost price for the first seller? ${cap(item)} is sold by a manufacturer to a wholesaler at ${t(v.p1)}; the wholesaler sells it to a retailer at ${t(v.p2)} and the retailer pays ${rs(X)}.`,
      ]);
      const wrong = [X / (1 + (v.p1 + v.p2) / 100), (X * (100 - v.p1) * (100 - v.p2)) / 10000, X / (1 + v.p2 / 100), X / (1 + v.p1 / 100)];
      return { question, options: numericOptions(v.c, wrong, rs, 100) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/204',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ n1: random.int(6, 45), A1: random.int(4, 40), l: random.pick([4, 10, 12, 16, 20, 25]), g: random.pick([8, 10, 20, 25, 44, 50]), A2: random.int(5, 50) }),
        (w) => {
          const cp = w.A1 / w.n1 / (1 - w.l / 100);
          const sp = cp * (1 + w.g / 100);
          return w.A1 < w.n1 * 2 && isInt(w.A2 / sp) && w.A2 / sp >= 3 && Math.abs(w.A2 / sp - w.n1) > 0.5;
        },
      );
      const cp = v.A1 / v.n1 / (1 - v.l / 100);
      const n2 = v.A2 / (cp * (1 + v.g / 100));
      const [things] = random.pick([['oranges'], ['lemons'], ['pencils'], ['bananas'], ['eggs']] as const);
      const question = random.pick([
        `By selling ${v.n1} ${things} for ${rs(v.A1)}, a man loses ${v.l}%. How many ${things} should he sell for ${rs(v.A2)} to gain ${v.g}%?`,
        `A vendor loses ${v.l} per cent by selling ${things} at ${v.n1} for ${rs(v.A1)}. To make a profit of ${v.g} per cent, how many should he sell for ${rs(v.A2)}?`,
      ]);
      const perA1 = (v.n1 * v.A2) / v.A1;
      const wrong = [perA1 * (1 - v.g / 100), perA1 * (1 - (v.l + v.g) / 100), perA1 * (1 + v.l / 100) / (1 + v.g / 100), perA1];
      return { question, options: wholeOptions(n2, wrong, (x) => String(x), 1) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/205',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ c: 50 * random.int(4, 400), g1: random.pick([-15, -10, -8, -5, 4, 5, 8, 10, 12, 14, 15, 20, 25]), g2: random.pick([-12, -10, -5, 5, 8, 10, 12, 15, 20, 30]) }),
        (w) => w.g1 !== w.g2 && isInt((w.c * (100 + w.g1)) / 100) && isInt((w.c * (100 + w.g2)) / 100),
      );
      const S1 = (v.c * (100 + v.g1)) / 100;
      const S2 = (v.c * (100 + v.g2)) / 100;
      const t = (p: number, pre: string): string => (p > 0 ? `${pre}gains ${p}%` : `${pre}loses ${-p}%`);
      const target = v.g2 > 0 ? `a profit of ${v.g2}%` : `a loss of ${-v.g2}%`;
      const question = random.pick([
        `By selling a bicycle for ${rs(S1)}, a shopkeeper ${t(v.g1, '')}. If the ${v.g2 > 0 ? 'profit' : 'loss'} is to be ${Math.abs(v.g2)}% instead, what should the selling price be?`,
        `What selling price gives ${target}, if selling a table for ${rs(S1)} means the seller ${t(v.g1, '')}?`,
        `sold at ${rs(S1)} → ${v.g1 > 0 ? 'profit' : 'loss'} ${Math.abs(v.g1)}%. for ${v.g2 > 0 ? 'profit' : 'loss'} ${Math.abs(v.g2)}% SP should be?`,
      ]);
      const wrong = [S1 * (1 + (v.g2 - v.g1) / 100), S1 * (1 + v.g2 / 100), (S1 * (100 + v.g1)) / (100 + v.g2), v.c];
      return { question, options: numericOptions(S2, wrong, rs, 50) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/206',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ q1: 5 * random.int(2, 20), p1: random.int(20, 90), q2: 5 * random.int(2, 20), p2: random.int(20, 90), s: random.int(25, 110) }),
        (w) => {
          const cost = w.q1 * w.p1 + w.q2 * w.p2;
          const sale = (w.q1 + w.q2) * w.s;
          const g = ((sale - cost) / cost) * 100;
          return w.p1 !== w.p2 && Math.abs(g) >= 2 && Math.abs(g) <= 40 && exact(g);
        },
      );
      const cost = v.q1 * v.p1 + v.q2 * v.p2;
      const sale = (v.q1 + v.q2) * v.s;
      const g = ((sale - cost) / cost) * 100;
      const [item] = random.pick([['rice'], ['tea'], ['pulses'], ['sugar']] as const);
      const question = random.pick([
        `A grocer buys ${v.q1} kg of ${item} at ${rs(v.p1)} per kg and ${v.q2} kg of another variety at ${rs(v.p2)} per kg. He mixes the two and sells the mixture at ${rs(v.s)} per kg. Find his ${g > 0 ? 'gain' : 'loss'} per cent.`,
        `${v.q1} kg of ${item} costing ${rs(v.p1)} per kg is mixed with ${v.q2} kg costing ${rs(v.p2)} per kg and the whole is sold at ${rs(v.s)} a kg. What is the ${g > 0 ? 'profit' : 'loss'} percentage?`,
      ]);
      const simple = ((v.s - (v.p1 + v.p2) / 2) / ((v.p1 + v.p2) / 2)) * 100;
      const onSale = ((sale - cost) / sale) * 100;
      return { question, options: numericOptions(Math.abs(g), [Math.abs(simple), Math.abs(onSale), Math.abs(g) + 2, Math.abs(g) / 2], pc, 1) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/207',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ l: random.pick([5, 10, 15, 20, 25]), g: random.pick([5, 10, 15, 20, 25, 50]), X: 100 * random.int(5, 500) }),
        (w) => {
          const c1 = (w.X * (100 + w.g)) / (200 + w.g - w.l);
          return isInt(c1) && w.l !== w.g;
        },
      );
      const c1 = (v.X * (100 + v.g)) / (200 + v.g - v.l);
      const c2 = v.X - c1;
      const askLoss = random.next() < 0.5;
      const [things, one] = random.pick([['two cows', 'cow'], ['two scooters', 'scooter'], ['two plots of land', 'plot'], ['two horses', 'horse']] as const);
      const question = random.pick([
        `A man bought ${things} for ${rs(v.X)}. He sold one at a loss of ${v.l}% and the other at a gain of ${v.g}%, and found that each ${one} was sold at the same price. Find the cost price of the ${one} sold at a ${askLoss ? 'loss' : 'gain'}.`,
        `${cap(things)} together cost ${rs(v.X)}. By selling one at ${v.l} per cent loss and the other at ${v.g} per cent profit, the seller got the same amount for each. What was the cost of the ${one} sold at a ${askLoss ? 'loss' : 'profit'}?`,
      ]);
      return { question, options: numericOptions(askLoss ? c1 : c2, [askLoss ? c2 : c1, v.X / 2, (v.X * (100 - v.l)) / (200 + v.g - v.l), (v.X * v.g) / (v.g + v.l)], rs, 100) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/208',
    draw: (random) => {
      const v = until(
        () => ({ n: random.int(8, 60), k: random.int(2, 12) }),
        (w) => w.k < w.n / 2 && exact((w.k * 100) / (w.n + w.k)),
      );
      const loss = (v.k * 100) / (v.n + v.k);
      const [things] = random.pick([['oranges'], ['pens'], ['chairs'], ['notebooks'], ['mangoes']] as const);
      const question = random.pick([
        `By selling ${v.n} ${things}, a vendor loses an amount equal to the selling price of ${small(random, v.k)} ${things}. Find his loss per cent.`,
        `On the sale of ${v.n} ${things} there is a loss equal to the selling price of ${v.k} ${things}. The loss percentage is`,
        `loss on selling ${v.n} ${things} = SP of ${v.k} ${things}. loss % ?`,
      ]);
      return { question, options: numericOptions(loss, [(v.k * 100) / v.n, (v.k * 100) / (v.n - v.k), loss + 1, (v.k * 100) / (v.n + 2 * v.k)], pc, 0.5) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/209',
    draw: (random) => {
      const rs = money(random);
      const form = random.int(0, 1);
      const v = until(
        () => ({ buy: form === 0 ? 50 * random.int(20, 120) : random.int(40, 900), sell: form === 0 ? random.int(10, 150) : random.int(5, 120) }),
        (w) => {
          const perKgBuy = form === 0 ? w.buy / 100 : w.buy;
          const perKgSell = form === 0 ? w.sell : w.sell * 4;
          const g = ((perKgSell - perKgBuy) / perKgBuy) * 100;
          return Math.abs(g) >= 2 && Math.abs(g) <= 50 && exact(g);
        },
      );
      const perKgBuy = form === 0 ? v.buy / 100 : v.buy;
      const perKgSell = form === 0 ? v.sell : v.sell * 4;
      const g = ((perKgSell - perKgBuy) / perKgBuy) * 100;
      const word = g > 0 ? 'gain' : 'loss';
      const question =
        form === 0
          ? random.pick([
              `A trader buys wheat at ${rs(v.buy)} per quintal and sells it at ${rs(v.sell)} per kg. What is his ${word} per cent?`,
              `Wheat bought at ${rs(v.buy)} a quintal is retailed at ${rs(v.sell)} a kilogram. Find the ${word} percentage.`,
            ])
          : random.pick([
              `A sweet-shop owner buys dry fruits at ${rs(v.buy)} per kg and sells them in packets of 250 g at ${rs(v.sell)} per packet. Find his ${word} per cent.`,
              `dry fruits bought @ ${rs(v.buy)} per kg, sold @ ${rs(v.sell)} per 250 gm packet. ${word} % = ?`,
            ]);
      const slip1 = form === 0 ? ((v.sell - v.buy / 10) / (v.buy / 10)) * 100 : ((v.sell - v.buy / 4) / v.buy) * 100;
      const slip2 = ((perKgSell - perKgBuy) / perKgSell) * 100;
      return { question, options: numericOptions(Math.abs(g), [Math.abs(slip1), Math.abs(slip2), Math.abs(g) + 5, Math.abs(g) / 2], pc, 1) };
    },
  },
];

/** '1 kilometres per hour' and '1 minutes' read as a slip: singular after a lone 1. */
const tidy = (text: string): string => text.replace(/(^|[^\d.,])1 (kilometre|minute|second)s\b/g, (_all, before: string, word: string) => `${before}1 ${word}`);

export const TEMPLATES: readonly DoubtTemplate[] = [...TRAINS, ...BOATS, ...RELATIVE, ...PIPES, ...REVERSE, ...SUCCESSIVE, ...PROFIT].map((t) => ({
  ...t,
  draw: (random: Random) => {
    const drawn = t.draw(random);
    const [a, b, c, d] = drawn.options.map(tidy);
    return { question: tidy(drawn.question), options: [a!, b!, c!, d!] as const };
  },
}));
