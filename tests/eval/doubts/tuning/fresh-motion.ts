import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { cap, exact, gcd, hm, ind, isInt, lcm, money, num, numericOptions, options, quarter, r2, ratioOptions, type Show, small, times, until, wholeOptions } from './quant-kit';

/**
 * Fresh tuning templates for the motion and work kinds (ids 'fresh/<kind>/<n>', n from 801): boats,
 * trains, relative-speed, pipes, time-work and mensuration. Each template computes its own answer.
 *
 * They word the questions as SSC, IBPS/RRB, R.S. Aggarwal, NCERT and CLAT mocks print them and as
 * students type them into a chat: the ask first or last, roles instead of names, units in metres
 * and minutes to convert, numbers in words, "takes twice as long", round trips, a thief and a
 * policeman, pipes opened on alternate hours, men and women working together, wages by work done,
 * paths round a field, walls to paint, π = 22/7 solids and wheels. The wrong options are the usual slips.
 */

const KMPH = ['km/h', 'km/hr', 'kmph', 'km per hour'] as const;
const speedWord = (random: Random): string => random.pick(KMPH);
const sp =
  (word: string): Show =>
  (x) =>
    `${num(x)} ${word}`;
const km: Show = (x) => `${num(x)} km`;
const metres: Show = (x) => `${ind(x)} m`;
const seconds: Show = (x) => `${num(x)} seconds`;
const hours: Show = (x) => (r2(x) === 1 ? '1 hour' : `${num(x)} hours`);
const minutes: Show = (x) => `${num(x)} minutes`;
const days: Show = (x) => (r2(x) === 1 ? '1 day' : `${num(x)} days`);
const plain: Show = (x) => num(x);

/** A clock time from hours after midnight: '10:15 a.m.', '1 p.m.' */
const clock = (h: number): string => {
  const total = Math.round(h * 60);
  const hh = Math.floor(total / 60) % 24;
  const mm = total % 60;
  const suffix = hh < 12 ? 'a.m.' : 'p.m.';
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return mm === 0 ? `${h12} ${suffix}` : `${h12}:${String(mm).padStart(2, '0')} ${suffix}`;
};

/** Fills alternately with rates (parts per hour of a whole of `whole` parts), first rate first: the time to fill. */
const alternate = (whole: number, rates: readonly number[]): number => {
  let filled = 0;
  let t = 0;
  for (let k = 0; k < 10_000; k += 1) {
    const rate = rates[k % rates.length]!;
    if (filled + rate >= whole) return t + (whole - filled) / rate;
    filled += rate;
    t += 1;
  }
  return Number.NaN;
};

const BOATS: readonly DoubtTemplate[] = [
  {
    kind: 'boats',
    id: 'fresh/boats/801',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(6, 24), s: random.int(1, 6), tDown: random.int(2, 6) }),
        (w) => w.b >= 2 * w.s + 1 && quarter((w.tDown * (w.b + w.s)) / (w.b - w.s)),
      );
      const D = v.tDown * (v.b + v.s);
      const tUp = D / (v.b - v.s);
      const u = speedWord(random);
      const craft = random.pick(['A steamer', 'A motorboat', 'A launch', 'A ferry']);
      const question = random.pick([
        `Find the speed of the current if ${craft.toLowerCase()} goes ${D} km downstream in ${hm(v.tDown)} and returns the same distance upstream in ${hm(tUp)}.`,
        `${craft} covers ${D} km upstream in ${num(tUp)} hrs and the same distance downstream in ${num(v.tDown)} hrs. The speed of the current (in ${u}) is:`,
      ]);
      const down = v.b + v.s;
      const up = v.b - v.s;
      return { question, options: numericOptions(v.s, [down - up, v.b, (down + up) / 4, up / 2], sp(u), 0.5) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/802',
    draw: (random) => {
      const k = random.pick([2, 3, 4, 5]);
      const s = until(
        () => random.int(1, 8),
        (x) => isInt((x * (k + 1)) / (k - 1)) && (x * (k + 1)) / (k - 1) <= 24,
      );
      const b = (s * (k + 1)) / (k - 1);
      const u = speedWord(random);
      const askBoat = random.next() < 0.5;
      const person = random.pick(['A man', 'A swimmer', 'A boatman', 'Raju']);
      const question = askBoat
        ? random.pick([
            `The current of a river flows at ${s} ${u}. ${person} finds that it takes him ${times(k)} as long to row upstream as to row the same distance downstream. What is his speed in still water?`,
            `river flows at ${s} ${u}, and going against it takes ${times(k)} the time of going with it (same distance). speed of boat in still water?? pls explain`,
          ])
        : random.pick([
            `${person} can row at ${b} ${u} in still water. It takes him ${times(k)} as long to row up as to row down the river. Find the rate of the stream.`,
            `If a boat's speed in still water is ${b} ${u} and it takes ${times(k)} as much time to go upstream as to cover the same distance downstream, the speed of the stream is`,
          ]);
      const answer = askBoat ? b : s;
      const wrong = askBoat ? [s * k, s * (k + 1), (s * (k - 1)) / (k + 1), s * (k - 1)] : [b / k, (b * (k - 1)) / k, b / (k + 1), (b * (k + 1)) / (k - 1)];
      return { question, options: numericOptions(answer, wrong, sp(u), 1) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/803',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(4, 20), c: random.int(2, 16), D: random.int(2, 40) }),
        (w) => w.a > w.c && (w.a - w.c) % 2 === 0 && quarter(w.D / w.a + w.D / w.c) && w.D / w.a + w.D / w.c <= 14 && w.a / gcd(w.a, w.c) <= 9,
      );
      const T = v.D / v.a + v.D / v.c;
      const g = gcd(v.a, v.c);
      const x = v.a / g;
      const y = v.c / g;
      const s = (v.a - v.c) / 2;
      const u = random.pick(['km/hr', 'kmph', 'km/h']);
      const question = random.pick([
        `A man rows to a place ${v.D} km distant and comes back in ${num(T)} hours. He finds that he can row ${x} km with the stream in the same time as ${y} km against the stream. The rate of the stream is:`,
        `A boatman goes to a village ${v.D} km away and returns, the whole trip taking ${hm(T)}. In the time he rows ${small(random, x)} km downstream he can row only ${small(random, y)} km upstream. Find the speed of the stream in ${u}.`,
      ]);
      return { question, options: numericOptions(s, [v.a - v.c, (v.a + v.c) / 2, (2 * v.D) / T, x - y], sp(u), 0.5) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/804',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(6, 20), s: random.int(1, 5), t: random.int(2, 5) }),
        (w) => w.b > 2 * w.s && quarter((w.t * (w.b + w.s)) / (w.b - w.s)),
      );
      const D = v.t * (v.b + v.s);
      const tUp = D / (v.b - v.s);
      const u = speedWord(random);
      const question = random.pick([
        `pls solve: boat speed in still water is ${v.b} ${u}. it goes ${D} km downstream in ${v.t} hrs. how much time will it take to come back the same distance? ans?`,
        `A motorboat, whose speed in still water is ${v.b} ${u}, goes ${D} km downstream in ${hm(v.t)}. How long will it take to return upstream?`,
      ]);
      return { question, options: numericOptions(tUp, [D / v.b, 2 * v.t, D / (v.b + 2 * v.s), v.t + 1], hours, 0.5) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/805',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(5, 20), s: random.int(1, 6) }),
        (w) => w.b > w.s + 1 && exact((w.b * w.b - w.s * w.s) / w.b),
      );
      const avg = (v.b * v.b - v.s * v.s) / v.b;
      const u = speedWord(random);
      const D = random.int(3, 30);
      const question = random.pick([
        `A boat whose speed in still water is ${v.b} ${u} goes ${D} km downstream and comes back to the starting point. If the stream flows at ${v.s} ${u}, the average speed for the whole journey is`,
        `What is the average speed of a swimmer over a round trip of ${D} km each way along a river, if he swims at ${v.b} ${u} in still water and the river flows at ${v.s} ${u}?`,
      ]);
      return { question, options: numericOptions(avg, [v.b, v.b - v.s, ((v.b + v.s) + (v.b - v.s)) / 2 + v.s, (v.b * v.b + v.s * v.s) / v.b], sp(u), 0.4) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/806',
    draw: (random) => {
      const v = until(
        () => ({ b: random.int(8, 25), s: random.int(1, 7), D: random.int(10, 60) }),
        (w) => w.b > w.s + 2 && quarter(w.D / (w.b + w.s) + w.D / (w.b - w.s)) && w.D / (w.b - w.s) <= 8,
      );
      const T = v.D / (v.b + v.s) + v.D / (v.b - v.s);
      const u = random.pick(['km/hr', 'kmph', 'km per hour']);
      const question = random.pick([
        `A motorboat whose speed is ${v.b} ${u} in still water goes ${v.D} km downstream and comes back in a total of ${hm(T)}. The speed of the stream (in ${u}) is:`,
        `Speed of the stream = ?\nA steamer travelling at ${v.b} ${u} in still water makes a round trip of ${v.D} km each way in ${num(T)} hours.`,
      ]);
      return { question, options: numericOptions(v.s, [v.b - (2 * v.D) / T, 2 * v.s, v.s + 1, v.s + 2], plain, 1) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/807',
    draw: (random) => {
      const v = until(
        () => ({ down: random.int(3, 15), up: random.int(1, 12), t1: random.int(2, 20) }),
        (w) => w.down > w.up && (w.down + w.up) % 2 === 0 && isInt((w.down * w.t1 * 50) / 30) && isInt((w.down * w.t1) / w.up) && (w.down * w.t1) / w.up <= 90,
      );
      const d = (v.down * v.t1 * 50) / 3;
      const t1 = v.t1;
      const t2 = (v.down * v.t1) / v.up;
      const b = (v.down + v.up) / 2;
      const [who, whoMid] = random.pick([['A swimmer', 'a swimmer'], ['Meera', 'Meera'], ['A rower', 'a rower'], ['A boy', 'a boy']] as const);
      const question = random.pick([
        `${who} covers ${d} metres downstream in ${t1} minutes and the same ${d} metres upstream in ${t2} minutes. What is the speed in still water, in km/h?`,
        `In km per hour, find the speed in still water of ${whoMid} who takes ${t2} min to go ${d} m up a river but only ${t1} min to come back down.`,
      ]);
      const s = (v.down - v.up) / 2;
      return { question, options: numericOptions(b, [(b * 1000) / 60, v.down + v.up, s, (d / t1 + d / t2) / 2], sp('km/h'), 0.5) };
    },
  },
  {
    kind: 'boats',
    id: 'fresh/boats/808',
    draw: (random) => {
      const v = until(
        () => ({ up: random.int(2, 10), down: random.int(4, 18), p: random.int(2, 9) * 6, q: random.int(2, 9) * 6 }),
        (w) =>
          w.down > w.up && (w.down - w.up) % 2 === 0 && w.p !== w.q && quarter(w.p / w.up + w.q / w.down) && quarter(w.q / w.up + w.p / w.down) && w.p / w.up + w.q / w.down <= 16,
      );
      const T1 = v.p / v.up + v.q / v.down;
      const T2 = v.q / v.up + v.p / v.down;
      const s = (v.down - v.up) / 2;
      const b = (v.down + v.up) / 2;
      const askStream = random.next() < 0.5;
      const ask = askStream ? 'the speed of the current' : 'the speed of the boat in still water';
      const question = `A boat covers ${v.p} km upstream and ${v.q} km downstream in ${num(T1)} hours, while it covers ${v.q} km upstream and ${v.p} km downstream in ${num(T2)} hours. Find ${ask}.`;
      return { question, options: numericOptions(askStream ? s : b, askStream ? [v.down - v.up, b, v.up] : [s, v.down, v.up, v.down - v.up], sp('km/hr'), 1) };
    },
  },
];

const TRAINS: readonly DoubtTemplate[] = [
  {
    kind: 'trains',
    id: 'fresh/trains/801',
    draw: (random) => {
      const v = until(
        () => ({ k: random.int(2, 5), t: random.int(6, 30), w: random.pick([3, 4, 5, 6, 8, 9]) }),
        (x) => 5 * x.k * x.t >= 60 && 5 * x.k * x.t <= 500,
      );
      const relKmh = 18 * v.k;
      const L = 5 * v.k * v.t;
      const V = relKmh + v.w;
      const u = random.pick(['km/hr', 'kmph', 'km/h']);
      const who = random.pick(['a man', 'a jogger', 'a cyclist', 'a boy']);
      const question = random.pick([
        `A train ${L} m long passes ${who} running at ${v.w} ${u} in the same direction in which the train is going, in ${v.t} seconds. The speed of the train is:`,
        `what is the speed of a ${L} metre train if it takes ${v.t} sec to overtake ${who} going at ${v.w} ${u} the same way? (in ${u})`,
      ]);
      return { question, options: numericOptions(V, [relKmh - v.w, relKmh, 5 * v.k + v.w, V + 2 * v.w], sp(u), 2) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/802',
    draw: (random) => {
      const v = until(
        () => ({ V: random.int(30, 90), w: random.int(2, 9), t: random.int(4, 20) }),
        (x) => (x.V + x.w) % 18 === 0 && ((x.V + x.w) * 5 * x.t) / 18 <= 400 && (x.V - x.w) > 0,
      );
      const L = ((v.V + v.w) * 5 * v.t) / 18;
      const u = random.pick(['km/hr', 'kmph', 'km per hour']);
      const question = random.pick([
        `A train running at ${v.V} ${u} crosses a man walking at ${v.w} ${u} in the direction opposite to that of the train in ${v.t} seconds. What is the length of the train?`,
        `Length of the train?\nA train moving at ${v.V} ${u} takes ${v.t} seconds to pass a man coming towards it at ${v.w} ${u}.`,
      ]);
      return { question, options: numericOptions(L, [((v.V - v.w) * 5 * v.t) / 18, (v.V * 5 * v.t) / 18, (v.V + v.w) * v.t / 10, L + 10], metres, 10) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/803',
    draw: (random) => {
      const v = until(
        () => ({ sp: random.int(10, 30), t1: random.int(5, 20), P: random.int(5, 60) * 10 }),
        (x) => isInt(x.P / x.sp) && x.sp * x.t1 >= 80,
      );
      const L = v.sp * v.t1;
      const t2 = v.t1 + v.P / v.sp;
      const thing = random.pick(['a pole', 'a telegraph post', 'a signal post', 'an electric pole']);
      const question = random.pick([
        `A train crosses ${thing} in ${v.t1} seconds and a platform ${v.P} m long in ${t2} seconds. Find the length of the train.`,
        `A train takes ${t2} s to cross a ${v.P} m long platform and ${v.t1} s to pass ${thing}. How long is the train (in metres)?`,
      ]);
      return { question, options: numericOptions(L, [v.P, (v.P * t2) / (t2 - v.t1), L + v.P, (v.P * v.t1) / t2], metres, 10) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/804',
    draw: (random) => {
      const v = until(
        () => ({ V: random.int(4, 20) * 9, t: random.int(10, 60), L: random.int(8, 40) * 10 }),
        (x) => isInt((x.V * 5 * x.t) / 18) && (x.V * 5 * x.t) / 18 - x.L >= 50,
      );
      const total = (v.V * 5 * v.t) / 18;
      const B = total - v.L;
      const u = random.pick(['km/hr', 'kmph', 'km/h']);
      const question = random.pick([
        `A ${v.L} m long train running at ${v.V} ${u} crosses a bridge in ${v.t} seconds. What is the length of the bridge?`,
        `how long is the bridge? train length ${v.L} m, speed ${v.V} ${u}, takes ${v.t} sec to cross the bridge fully. plz explain`,
        `In ${v.t} seconds a train ${v.L} metres long, travelling at ${v.V} ${u}, completely crosses a bridge. Find the length of the bridge in metres.`,
      ]);
      return { question, options: numericOptions(B, [total, total + v.L, v.V * v.t - v.L, B / 2], metres, 10) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/805',
    draw: (random) => {
      const v = until(
        () => ({ V1: random.int(6, 16) * 9, L1: random.int(10, 30) * 10, L2: random.int(8, 30) * 10, t: random.int(10, 60) }),
        (x) => {
          const rel = ((x.L1 + x.L2) * 18) / (5 * x.t);
          return isInt(rel) && rel >= 9 && x.V1 - rel >= 20;
        },
      );
      const rel = ((v.L1 + v.L2) * 18) / (5 * v.t);
      const V2 = v.V1 - rel;
      const u = random.pick(['km/hr', 'kmph']);
      const question = random.pick([
        `A train ${v.L1} m long running at ${v.V1} ${u} overtakes another train ${v.L2} m long moving in the same direction, in ${v.t} seconds. Find the speed of the slower train.`,
        `The speed of the slower train is?\nA ${v.L1} m train at ${v.V1} ${u} fully passes a ${v.L2} m train going the same way in ${v.t} s.`,
      ]);
      return { question, options: numericOptions(V2, [v.V1 + rel, rel, v.V1 - (v.L1 * 18) / (5 * v.t), v.V1 - (v.L1 + v.L2) / v.t], sp(u), 9) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/806',
    draw: (random) => {
      const v = until(
        () => ({ t1: random.int(10, 40), t2: random.int(8, 35), T: random.int(9, 38) }),
        (x) => x.t2 < x.T && x.T < x.t1 && x.T - x.t2 !== x.t1 - x.T && (x.T - x.t2) / gcd(x.T - x.t2, x.t1 - x.T) <= 9 && (x.t1 - x.T) / gcd(x.T - x.t2, x.t1 - x.T) <= 9 && Math.max(x.T - x.t2, x.t1 - x.T) <= 4 * Math.min(x.T - x.t2, x.t1 - x.T),
      );
      const a = v.T - v.t2;
      const b = v.t1 - v.T;
      const question = random.pick([
        `Two trains running in opposite directions cross a man standing on the platform in ${v.t1} seconds and ${v.t2} seconds respectively, and they cross each other in ${v.T} seconds. The ratio of their speeds is:`,
        `two trains opp direction. first passes a man on platform in ${v.t1} s, second in ${v.t2} s, and they cross each other in ${v.T} s. ratio of speeds (first : second)?`,
      ]);
      return { question, options: ratioOptions([a, b], [[b, a], [v.t1, v.t2], [v.t2, v.t1], [v.t1 - v.t2, v.T]]) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/807',
    draw: (random) => {
      const v = until(
        () => ({ V: random.int(15, 60), a: random.int(1, 5), b: random.int(2, 9), t1: random.int(6, 20), t2: random.int(7, 25) }),
        (x) => x.b > x.a && x.t2 > x.t1 && (x.V - x.a) * x.t1 === (x.V - x.b) * x.t2 && isInt(((x.V - x.a) * 5 * x.t1) / 18) && ((x.V - x.a) * 5 * x.t1) / 18 >= 30,
      );
      const L = ((v.V - v.a) * 5 * v.t1) / 18;
      const askSpeed = random.next() < 0.4;
      const question = random.pick([
        `A train overtakes two persons who are walking in the same direction in which the train is going, at the rate of ${v.a} km/hr and ${v.b} km/hr, and passes them completely in ${v.t1} and ${v.t2} seconds respectively. ${askSpeed ? 'The speed of the train is:' : 'The length of the train is:'}`,
        `Two men walk beside a railway line in the same direction as a train, one at ${v.a} kmph and the other at ${v.b} kmph. The train passes them in ${v.t1} s and ${v.t2} s respectively. ${askSpeed ? 'Find the speed of the train.' : 'How long is the train?'}`,
      ]);
      if (askSpeed) return { question, options: numericOptions(v.V, [v.V - v.a, v.V + v.b, (v.V * 5) / 18, v.V + v.a], sp('km/hr'), 2) };
      return { question, options: numericOptions(L, [((v.V - v.b) * 5 * v.t1) / 18, ((v.V + v.a) * 5 * v.t1) / 18, (v.V - v.a) * v.t1, L + 5], metres, 10) };
    },
  },
  {
    kind: 'trains',
    id: 'fresh/trains/808',
    draw: (random) => {
      const v = until(
        () => ({ L: random.int(6, 40) * 10, t1: random.int(5, 20), P: random.int(5, 50) * 10 }),
        (x) => isInt((x.t1 * (x.L + x.P)) / x.L) && x.P !== x.L,
      );
      const t2 = (v.t1 * (v.L + v.P)) / v.L;
      const speed = v.L / v.t1;
      const thing = random.pick(['a tree', 'a lamp post', 'a milestone', 'a standing man']);
      const question = random.pick([
        `A ${v.L} m long train crosses ${thing} in ${v.t1} seconds. How much time will it take to pass a platform ${v.P} m long?`,
        `how much time to cross a ${v.P} m platform? a train ${v.L} m long goes past ${thing} in ${v.t1} sec. ans in seconds`,
      ]);
      return { question, options: numericOptions(t2, [v.P / speed, v.t1 + v.P / v.L, (v.t1 * v.P) / v.L + v.L / speed + v.t1, (v.t1 * Math.abs(v.L - v.P)) / v.L], seconds, 2) };
    },
  },
];

const RELATIVE: readonly DoubtTemplate[] = [
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/801',
    draw: (random) => {
      const v = until(
        () => ({ v1: random.int(6, 16) * 5, v2: random.int(6, 16) * 5, t: random.pick([1.5, 2, 2.25, 2.5, 3, 3.5, 4, 1.75]), start: random.int(6, 10) }),
        (x) => x.v1 !== x.v2,
      );
      const D = (v.v1 + v.v2) * v.t;
      const [p, q] = random.pick([['Delhi', 'Agra'], ['Pune', 'Nashik'], ['town A', 'town B'], ['Mysuru', 'Bengaluru']] as const);
      const question = random.pick([
        `Two cars start at ${clock(v.start)} from ${p} and ${q}, which are ${D} km apart, and move towards each other at ${v.v1} km/hr and ${v.v2} km/hr. At what time will they meet?`,
        `${cap(p)} and ${q} are ${D} km apart. A car leaves ${p} for ${q} at ${clock(v.start)} at ${v.v1} kmph and at the same time another car leaves ${q} for ${p} at ${v.v2} kmph. When do they meet?`,
      ]);
      const wrong = [D / Math.abs(v.v1 - v.v2), D / Math.max(v.v1, v.v2), D / (v.v1 + v.v2) / 2, v.t + 1];
      return { question, options: options(clock(v.start + v.t), wrong.map((w) => clock(v.start + w)), (k) => clock(v.start + v.t + k * 0.25)) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/802',
    draw: (random) => {
      const v = until(
        () => ({ d: random.int(1, 10) * 50, th: random.int(6, 12), po: random.int(7, 15) }),
        (x) => x.po > x.th && isInt((x.d * x.th) / (x.po - x.th)),
      );
      const ran = (v.d * v.th) / (v.po - v.th);
      const question = random.pick([
        `A thief is spotted by a policeman from a distance of ${v.d} metres. When the policeman starts the chase, the thief also starts running. If the speed of the thief is ${v.th} km/hr and that of the policeman is ${v.po} km/hr, how far will the thief have run before he is overtaken?`,
        `thief ${v.d} m ahead of a policeman, both start running at once. thief speed ${v.th} kmph, police ${v.po} kmph. distance run by thief till he is caught = ?`,
      ]);
      return { question, options: numericOptions(ran, [(v.d * v.po) / (v.po - v.th), v.d, (v.d * v.th) / (v.po + v.th), ran + v.d * 2], metres, 50) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/803',
    draw: (random) => {
      const v = until(
        () => ({ v1: random.int(4, 12) * 5, v2: random.int(5, 16) * 5, h: random.int(1, 4), start: random.int(6, 9) }),
        (x) => x.v2 > x.v1 && quarter((x.v1 * x.h) / (x.v2 - x.v1)) && (x.v1 * x.h) / (x.v2 - x.v1) <= 8,
      );
      const catchT = (v.v1 * v.h) / (v.v2 - v.v1);
      const dist = v.v2 * catchT;
      const [a, b] = random.pick([['A', 'B'], ['Ramesh', 'Suresh'], ['the bus', 'the car'], ['the first cyclist', 'the second cyclist']] as const);
      const question = random.pick([
        `${cap(a)} starts from a place P at ${clock(v.start)} and travels at ${v.v1} km/h. ${cap(b)} starts from P at ${clock(v.start + v.h)} in the same direction at ${v.v2} km/h. At what distance from P will ${b} overtake ${a}?`,
        `At what distance from the starting point will the second one catch the first?\n${cap(a)} leaves at ${v.v1} kmph; ${small(random, v.h)} hour${v.h === 1 ? '' : 's'} later ${b} follows on the same road at ${v.v2} kmph.`,
      ]);
      return { question, options: numericOptions(dist, [v.v1 * catchT, v.v1 * v.h, dist + v.v1 * v.h, v.v2 * v.h], km, 10) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/804',
    draw: (random) => {
      const v = until(
        () => ({ v1: random.int(4, 16) * 5, v2: random.int(4, 16) * 5, t1: random.int(1, 5), t2: random.int(1, 5) }),
        (x) => x.v1 !== x.v2 && x.v1 * x.t1 !== x.v2 * x.t2 && exact((x.v1 * x.t1 + x.v2 * x.t2) / (x.t1 + x.t2)) && x.t1 !== x.t2,
      );
      const D1 = v.v1 * v.t1;
      const D2 = v.v2 * v.t2;
      const avg = (D1 + D2) / (v.t1 + v.t2);
      const who = random.pick(['A man', 'A truck driver', 'Neha', 'A cyclist']);
      const question = random.pick([
        `${who} travels ${D1} km at ${v.v1} km/hr and then another ${D2} km at ${v.v2} km/hr. What is the average speed for the entire journey?`,
        `avg speed for whole trip? first ${D1} km at ${v.v1} kmph then next ${D2} km at ${v.v2} kmph`,
      ]);
      return { question, options: numericOptions(avg, [(v.v1 + v.v2) / 2, (2 * v.v1 * v.v2) / (v.v1 + v.v2), (D1 * v.v1 + D2 * v.v2) / (D1 + D2), (D1 + D2) / 2], sp('km/hr'), 1) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/805',
    draw: (random) => {
      const v = until(
        () => ({ V: random.int(6, 30) * 2, v1: random.int(5, 40) }),
        (x) => 2 * x.v1 > x.V && x.v1 < x.V && isInt((x.V * x.v1) / (2 * x.v1 - x.V)) && (x.V * x.v1) / (2 * x.v1 - x.V) <= 120,
      );
      const v2 = (v.V * v.v1) / (2 * v.v1 - v.V);
      const question = random.pick([
        `A car covers the first half of a journey at ${v.v1} km/h. At what speed must it cover the second half so that the average speed for the whole journey is ${v.V} km/h?`,
        `I need an average of ${v.V} kmph for my trip. I drove the first half of the distance at ${v.v1} kmph. what speed for the remaining half? pls`,
      ]);
      return { question, options: numericOptions(v2, [2 * v.V - v.v1, v.V + (v.V - v.v1), (v.V * v.v1) / (2 * v.V - v.v1), v2 + v.V / 2], sp('km/h'), 2) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/806',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(1, 5), b: random.int(1, 5), k: random.pick([1, 2, 4]), v1: random.int(4, 20) * 6 }),
        (x) => x.a !== x.b && gcd(x.a, x.b) === 1 && isInt((x.v1 * x.a) / x.b) && x.a * x.a * x.k <= 25 && x.b * x.b * x.k <= 25,
      );
      const t1 = v.a * v.a * v.k;
      const t2 = v.b * v.b * v.k;
      // after meeting, first takes t1, second takes t2: v1/v2 = sqrt(t2/t1) = b/a
      const v2 = (v.v1 * v.a) / v.b;
      const question = random.pick([
        `Two trains start at the same time from Howrah and Patna and proceed towards each other. After passing each other they take ${t1} hours and ${t2} hours to reach Patna and Howrah respectively. If the train from Howrah runs at ${v.v1} km/h, the speed of the other train is:`,
        `Two friends set off at the same moment from two villages towards each other. After they meet, the first needs ${t1} more hours and the second ${t2} more hours to reach the other village. The first cycles at ${v.v1} km/h. Find the speed of the second.`,
      ]);
      return { question, options: numericOptions(v2, [(v.v1 * t1) / t2, (v.v1 * t2) / t1, (v.v1 * v.b) / v.a, v.v1], sp('km/h'), 2) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/807',
    draw: (random) => {
      const v = until(
        () => ({ s1: random.int(3, 8), s2: random.int(4, 10), late: random.pick([5, 6, 10, 12, 15, 20]), early: random.pick([5, 6, 10, 12, 15, 20]) }),
        (x) => x.s2 > x.s1 && exact(((x.late + x.early) / 60) * ((x.s1 * x.s2) / (x.s2 - x.s1))) && ((x.late + x.early) / 60) * ((x.s1 * x.s2) / (x.s2 - x.s1)) <= 30,
      );
      const D = ((v.late + v.early) / 60) * ((v.s1 * v.s2) / (v.s2 - v.s1));
      const question = random.pick([
        `If a student walks from his house to school at ${v.s1} km/h, he reaches ${v.late} minutes late. If he walks at ${v.s2} km/h, he reaches ${v.early} minutes early. The distance of his school from his house is:`,
        `walking at ${v.s1} kmph i am ${v.late} min late for office, at ${v.s2} kmph i am ${v.early} min early. how far is the office??`,
      ]);
      return { question, options: numericOptions(D, [((Math.abs(v.late - v.early) / 60) * v.s1 * v.s2) / (v.s2 - v.s1), (v.late + v.early) * (v.s1 * v.s2) / (v.s2 - v.s1) / 100, D * 2, (v.s1 + v.s2) / 2], km, 0.5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'fresh/relative-speed/808',
    draw: (random) => {
      const v = until(
        () => ({ v1: random.int(6, 14) * 5, v2: random.int(5, 12) * 5, extra: random.int(2, 12) * 10 }),
        (x) => x.v1 > x.v2 && isInt(x.extra / (x.v1 - x.v2)) && x.extra / (x.v1 - x.v2) <= 12,
      );
      const t = v.extra / (v.v1 - v.v2);
      const D = (v.v1 + v.v2) * t;
      const question = random.pick([
        `Two buses start at the same time from two towns and travel towards each other at ${v.v1} km/hr and ${v.v2} km/hr. When they meet, it is found that one bus has travelled ${v.extra} km more than the other. Find the distance between the two towns.`,
        `Distance between the stations = ?\nTwo trains leave two stations at the same time, heading towards each other at ${v.v1} kmph and ${v.v2} kmph. At the meeting point, the faster has done ${v.extra} km more than the slower.`,
      ]);
      return { question, options: numericOptions(D, [v.v1 * t, (v.extra * (v.v1 + v.v2)) / (v.v1 + v.v2) * 2, v.v2 * t, D + v.extra], km, 10) };
    },
  },
];

const PIPES: readonly DoubtTemplate[] = [
  {
    kind: 'pipes',
    id: 'fresh/pipes/801',
    draw: (random) => {
      const v = until(
        () => ({ L: random.int(3, 12), T: random.int(4, 24), r: random.int(2, 12) }),
        (x) => x.T > x.L && isInt((60 * x.r * x.L * x.T) / (x.T - x.L)) && (60 * x.r * x.L * x.T) / (x.T - x.L) <= 20000,
      );
      const C = (60 * v.r * v.L * v.T) / (v.T - v.L);
      const litres: Show = (x) => `${ind(x)} litres`;
      const question = random.pick([
        `A leak in the bottom of a cistern can empty the full cistern in ${v.L} hours. An inlet pipe fills water at the rate of ${v.r} litres a minute. When the cistern is full, the inlet is opened and due to the leak the cistern is empty in ${v.T} hours. How many litres does the cistern hold?`,
        `capacity of tank in litres?? a full tank has a hole which empties it in ${v.L} hrs. a tap pouring ${v.r} L per min is turned on when the tank is full, and now the tank gets empty in ${v.T} hrs.`,
      ]);
      return { question, options: numericOptions(C, [(v.r * v.L * v.T) / (v.T - v.L), (60 * v.r * v.L * v.T) / (v.T + v.L), 60 * v.r * v.T, 60 * v.r * v.L], litres, 60) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/802',
    draw: (random) => {
      const v = until(
        () => ({ x: random.int(2, 12), extraMin: random.pick([15, 20, 30, 40, 45, 60, 90]) }),
        (w) => quarter((w.x * (w.x + w.extraMin / 60)) / (w.extraMin / 60)) && (w.x * (w.x + w.extraMin / 60)) / (w.extraMin / 60) <= 60,
      );
      const y = v.extraMin / 60;
      const leak = (v.x * (v.x + y)) / y;
      const extraText = v.extraMin === 30 ? 'half an hour' : v.extraMin === 15 ? 'a quarter of an hour' : v.extraMin === 60 ? 'one hour' : `${v.extraMin} minutes`;
      const question = random.pick([
        `A pipe can fill a tank in ${v.x} hours. Due to a leak at the bottom, it takes ${extraText} more to fill the tank. In how much time can the leak alone empty the full tank?`,
        `Because of a leak, a tank that normally fills in ${small(random, v.x)} hours now needs ${extraText} longer. The leak would empty the full tank in:`,
      ]);
      return { question, options: numericOptions(leak, [v.x + y, (v.x * y) / (v.x + y), v.x * (v.x + y), leak / 2], hours, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/803',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(3, 16), b: random.int(3, 16) }),
        (w) => w.a !== w.b && quarter(alternate(lcm(w.a, w.b), [lcm(w.a, w.b) / w.a, lcm(w.a, w.b) / w.b])) && quarter((w.a * w.b) / (w.a + w.b)),
      );
      const L = lcm(v.a, v.b);
      const T = alternate(L, [L / v.a, L / v.b]);
      const together = (v.a * v.b) / (v.a + v.b);
      const question = random.pick([
        `Two pipes A and B can fill a tank in ${v.a} hours and ${v.b} hours respectively. If they are opened on alternate hours and if pipe A is opened first, in how many hours will the tank be full?`,
        `pipe A fills tank in ${v.a} hr, pipe B in ${v.b} hr. they are opened one after other for 1 hour each (A first, then B, then A...). total time to fill??`,
      ]);
      return { question, options: numericOptions(T, [2 * together, together, Math.ceil(T) === T ? T + 1 : Math.ceil(T), (v.a + v.b) / 2], hours, 0.5) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/804',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(6, 40), b: random.int(6, 40), k: random.int(2, 10) }),
        (w) => w.a !== w.b && w.k * (1 / w.a + 1 / w.b) < 0.9 && quarter(w.k + (1 - w.k * (1 / w.a + 1 / w.b)) * w.a),
      );
      const rest = (1 - v.k * (1 / v.a + 1 / v.b)) * v.a;
      const T = v.k + rest;
      const question = random.pick([
        `Two pipes A and B can fill a cistern in ${v.a} minutes and ${v.b} minutes respectively. Both the pipes are opened together, but after ${v.k} minutes pipe B is turned off. What is the total time required to fill the cistern?`,
        `Pipes A and B fill a tank in ${v.a} min and ${v.b} min. Both are opened; ${v.k} minutes later B is closed and A alone fills the rest. How long does it take in all to fill the tank?`,
      ]);
      return { question, options: numericOptions(T, [rest, (v.a * v.b) / (v.a + v.b), v.a - v.k, T + v.k], minutes, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/805',
    draw: (random) => {
      const [fp, fq] = random.pick([[1, 2], [1, 3], [1, 4], [2, 3], [3, 4], [2, 5]] as const);
      const v = until(
        () => ({ a: random.int(4, 30), b: random.int(4, 30), c: random.int(6, 60) }),
        (w) => {
          const net = 1 / w.a + 1 / w.b - 1 / w.c;
          return w.a !== w.b && w.c > Math.min(w.a, w.b) && net > 0 && quarter((1 - fp / fq) / net) && quarter(1 / net);
        },
      );
      const net = 1 / v.a + 1 / v.b - 1 / v.c;
      const T = (1 - fp / fq) / net;
      const full = 1 / net;
      const words = { '1/2': 'half', '1/3': 'one-third', '1/4': 'one-fourth', '2/3': 'two-thirds', '3/4': 'three-fourths', '2/5': 'two-fifths' } as Record<string, string>;
      const f = words[`${fp}/${fq}`]!;
      const question = random.pick([
        `A cistern is ${f} full. Taps A and B can fill it in ${v.a} and ${v.b} hours respectively, while tap C can empty it in ${v.c} hours. If all three taps are opened together, how long will it take to fill the cistern completely?`,
        `In how many hours will the tank be full, if it is already ${f} full and inlets P (${v.a} hrs), Q (${v.b} hrs) and outlet R (${v.c} hrs to empty) are all opened?`,
      ]);
      return { question, options: numericOptions(T, [full, (fp / fq) / net, (1 - fp / fq) / (1 / v.a + 1 / v.b + 1 / v.c), (1 - fp / fq) / (1 / v.a + 1 / v.b)], hours, 0.5) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/806',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(8, 40), b: random.int(8, 40), T: random.int(6, 40), r: random.int(2, 12) }),
        (w) => {
          const d = 1 / w.a + 1 / w.b - 1 / w.T;
          return w.a !== w.b && w.T !== w.a && w.T !== w.b && d > 0 && isInt(w.r / d) && w.r / d <= 2000;
        },
      );
      const C = v.r / (1 / v.a + 1 / v.b - 1 / v.T);
      const question = random.pick([
        `Pipe A can fill a tank in ${v.a} minutes and pipe B in ${v.b} minutes. Pipe C can empty ${v.r} litres of water per minute. If all the three pipes are opened, the tank is filled in ${v.T} minutes. What is the capacity of the tank?`,
        `find capacity of tank (litres). inlet A fills in ${v.a} min, inlet B fills in ${v.b} min, outlet C drains ${v.r} litres/min. with all 3 open tank fills in ${v.T} min.`,
      ]);
      return { question, options: numericOptions(C, [v.r * v.T, v.r / (1 / v.a + 1 / v.b + 1 / v.T), v.r * (v.a + v.b), C / 2], (x) => `${ind(x)} litres`, 10) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/807',
    draw: (random) => {
      const v = until(
        () => ({ k1: random.pick([2, 3]), k2: random.pick([2, 3]), T: random.int(2, 12) }),
        (w) => quarter((w.T * (1 + w.k2 + w.k1 * w.k2)) / (w.k1 * w.k2)),
      );
      const cTime = v.T * (1 + v.k2 + v.k1 * v.k2);
      const aTime = cTime / (v.k1 * v.k2);
      const question = random.pick([
        `A tank is filled by three pipes together in ${v.T} hours. Pipe A is ${times(v.k1)} as fast as pipe B, and pipe B is ${times(v.k2)} as fast as pipe C. How much time will pipe A alone take to fill the tank?`,
        `Of three taps, the first fills ${times(v.k1)} as fast as the second and the second ${times(v.k2)} as fast as the third. All three together fill a drum in ${v.T} hours. The first tap alone would take:`,
      ]);
      return { question, options: numericOptions(aTime, [cTime, cTime / v.k2, 3 * v.T, v.T * (1 + v.k1 + v.k2) / v.k1], hours, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/808',
    draw: (random) => {
      const v = until(
        () => ({ inT: random.int(4, 20), outT: random.int(3, 16) }),
        (w) => w.inT > w.outT && quarter((w.inT * w.outT) / (w.inT - w.outT)) && (w.inT * w.outT) / (w.inT - w.outT) <= 40,
      );
      const T = (v.inT * v.outT) / (v.inT - v.outT);
      const question = random.pick([
        `how to do this q: a full tank can be emptied by an outlet pipe in ${v.outT} hrs, and an inlet fills it in ${v.inT} hrs. if both are opened when the tank is full, in how many hrs will it be empty?`,
        `When a full reservoir has both its inlet (which alone fills it in ${v.inT} hours) and its outlet (which alone empties it in ${v.outT} hours) open, after how long will it be empty?`,
      ]);
      return { question, options: numericOptions(T, [(v.inT * v.outT) / (v.inT + v.outT), v.inT - v.outT, v.inT + v.outT, (v.inT * v.outT) / (v.inT - v.outT) / 2], hours, 1) };
    },
  },
];

const TIME_WORK: readonly DoubtTemplate[] = [
  {
    kind: 'time-work',
    id: 'fresh/time-work/801',
    draw: (random) => {
      const v = until(
        () => ({ M1: random.int(4, 30), D1: random.int(5, 30), H1: random.int(5, 10), W1: random.int(2, 12) * 10, D2: random.int(5, 30), H2: random.int(5, 10), W2: random.int(2, 12) * 10 }),
        (x) => {
          const M2 = (x.M1 * x.D1 * x.H1 * x.W2) / (x.D2 * x.H2 * x.W1);
          return isInt(M2) && M2 !== x.M1 && M2 >= 2 && M2 <= 120 && x.W1 !== x.W2 && x.H1 !== x.H2;
        },
      );
      const M2 = (v.M1 * v.D1 * v.H1 * v.W2) / (v.D2 * v.H2 * v.W1);
      const question = random.pick([
        `If ${v.M1} men can build a wall ${v.W1} m long in ${v.D1} days working ${v.H1} hours a day, how many men are needed to build a similar wall ${v.W2} m long in ${v.D2} days working ${v.H2} hours a day?`,
        `${v.M1} labourers working ${v.H1} hrs per day lay ${v.W1} metres of road in ${v.D1} days. How many labourers will lay ${v.W2} m in ${v.D2} days at ${v.H2} hrs per day?`,
      ]);
      return {
        question,
        options: wholeOptions(M2, [(v.M1 * v.D1 * v.W2) / (v.D2 * v.W1), (v.M1 * v.D1 * v.H1 * v.W1) / (v.D2 * v.H2 * v.W2), (v.M1 * v.D2 * v.H2 * v.W2) / (v.D1 * v.H1 * v.W1), M2 + 2], (x) => String(x), 2),
      };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh/time-work/802',
    draw: (random) => {
      const v = until(
        () => ({ p: random.int(1, 5), q: random.int(1, 5), a1: random.int(1, 6), b1: random.int(1, 8), a2: random.int(1, 6), b2: random.int(1, 8), N: random.int(2, 30) * 6 }),
        (x) =>
          x.p !== x.q &&
          x.a1 * x.b2 !== x.a2 * x.b1 &&
          (x.a1 !== x.a2 || x.b1 !== x.b2) &&
          isInt(x.N / (x.a1 * x.p + x.b1 * x.q)) &&
          isInt(x.N / (x.a2 * x.p + x.b2 * x.q)) &&
          isInt(x.N / x.q) &&
          isInt(x.N / x.p) &&
          x.N / x.q <= 120 &&
          x.N / (x.a1 * x.p + x.b1 * x.q) !== x.N / (x.a2 * x.p + x.b2 * x.q),
      );
      const d1 = v.N / (v.a1 * v.p + v.b1 * v.q);
      const d2 = v.N / (v.a2 * v.p + v.b2 * v.q);
      const askWoman = random.next() < 0.5;
      const ans = askWoman ? v.N / v.q : v.N / v.p;
      const other = askWoman ? v.N / v.p : v.N / v.q;
      const who = askWoman ? 'one woman' : 'one man';
      const men = (n: number): string => `${n} ${n === 1 ? 'man' : 'men'}`;
      const women = (n: number): string => `${n} ${n === 1 ? 'woman' : 'women'}`;
      const question = random.pick([
        `${men(v.a1)} and ${women(v.b1)} can complete a piece of work in ${d1} days, while ${men(v.a2)} and ${women(v.b2)} can complete the same work in ${d2} days. In how many days will ${who} alone complete it?`,
        `How many days would ${who} take alone? A job is done by ${men(v.a1)} with ${women(v.b1)} in ${d1} days, or by ${men(v.a2)} with ${women(v.b2)} in ${d2} days.`,
      ]);
      return { question, options: numericOptions(ans, [other, d1 * (v.a1 + v.b1), d2 * (v.a2 + v.b2), ans * 2], days, 2) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh/time-work/803',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(6, 40), b: random.int(6, 40), k: random.int(2, 9) }),
        (x) => x.a !== x.b && x.k < x.b && quarter((x.a * (x.b + x.k)) / (x.a + x.b)) && (x.a * (x.b + x.k)) / (x.a + x.b) > x.k,
      );
      const T = (v.a * (v.b + v.k)) / (v.a + v.b);
      const together = (v.a * v.b) / (v.a + v.b);
      const [A, B] = random.pick([['A', 'B'], ['Ravi', 'Mohan'], ['Asha', 'Lata'], ['P', 'Q']] as const);
      const question = random.pick([
        `${A} and ${B} can do a piece of work in ${v.a} days and ${v.b} days respectively. They started the work together but ${B} left ${v.k} days before the work was completed. In how many days was the work completed?`,
        `${A} alone: ${v.a} days. ${B} alone: ${v.b} days. They begin together, and ${B} quits ${small(random, v.k)} days before the end. total days taken = ?`,
      ]);
      return { question, options: numericOptions(T, [together, together + v.k, (v.a * (v.b - v.k)) / (v.a + v.b), T + v.k], days, 1) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh/time-work/804',
    draw: (random) => {
      const v = until(
        () => ({ p: random.pick([20, 25, 40, 50, 60, 75, 80, 100]), b: random.int(6, 60) }),
        (x) => quarter(x.b / (2 + x.p / 100)) && quarter(x.b / (1 + x.p / 100)),
      );
      const A = v.b / (1 + v.p / 100);
      const together = v.b / (2 + v.p / 100);
      const askTogether = random.next() < 0.6;
      const question = askTogether
        ? random.pick([
            `A is ${v.p}% more efficient than B. If B alone can finish a work in ${v.b} days, in how many days can A and B together finish it?`,
            `Ramesh works ${v.p} percent faster than Suresh, who alone takes ${v.b} days for a job. Working together, they will finish it in`,
          ])
        : random.pick([`A is ${v.p}% more efficient than B, who takes ${v.b} days to do a job alone. How many days will A alone take?`]);
      if (askTogether) return { question, options: numericOptions(together, [v.b / 2, A, (v.b + A) / 2 / 2 + 1, v.b / (2 - v.p / 100)], days, 1) };
      return { question, options: numericOptions(A, [v.b * (1 - v.p / 100), v.b / 2, v.b - v.p / 10, together], days, 1) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh/time-work/805',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(4, 20), b: random.int(4, 20), T: random.int(2, 8), pay: random.int(12, 90) * 100 }),
        (x) => {
          const c = 1 / x.T - 1 / x.a - 1 / x.b;
          return x.a !== x.b && c > 0 && isInt(x.pay * x.T * c) && isInt((x.pay * x.T) / x.a) && x.T < Math.min(x.a, x.b);
        },
      );
      const show = money(random);
      const cShare = v.pay * v.T * (1 / v.T - 1 / v.a - 1 / v.b);
      const aShare = (v.pay * v.T) / v.a;
      const bShare = (v.pay * v.T) / v.b;
      const question = random.pick([
        `A alone can do a piece of work in ${v.a} days and B alone in ${v.b} days. A and B undertook to do it for ${show(v.pay)}. With the help of C, they completed the work in ${v.T} days. How much is to be paid to C?`,
        `${show(v.pay)} is paid for a job which A can finish in ${v.a} days and B in ${v.b} days. With C joining them, the three finish it in ${v.T} days. If the money is shared according to work done, C's share is:`,
      ]);
      return { question, options: numericOptions(cShare, [v.pay / 3, aShare, bShare, v.pay - (v.pay * v.b) / (v.a + v.b)], show, 50) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh/time-work/806',
    draw: (random) => {
      const [fp, fq] = random.pick([[3, 5], [2, 5], [1, 3], [2, 3], [1, 4], [3, 4], [1, 2]] as const);
      const v = until(
        () => ({ d: random.int(2, 20), t: random.int(2, 12) }),
        (x) => {
          const aFull = (x.d * fq) / fp;
          const inv = (1 - fp / fq) / x.t - 1 / aFull;
          return isInt(aFull) && inv > 0 && isInt(1 / inv) && 1 / inv <= 90;
        },
      );
      const aFull = (v.d * fq) / fp;
      const B = 1 / ((1 - fp / fq) / v.t - 1 / aFull);
      const fr = `${fp}/${fq}`;
      const word = { '3/5': 'three-fifths', '2/5': 'two-fifths', '1/3': 'one-third', '2/3': 'two-thirds', '1/4': 'one-fourth', '3/4': 'three-fourths', '1/2': 'half' } as Record<string, string>;
      const question = random.pick([
        `A can finish ${random.next() < 0.5 ? fr : word[fr]} of a work in ${v.d} days. He then calls B, and together they finish the remaining work in ${v.t} days. How long would B alone take to do the whole work?`,
        `Sonal does ${fr} of a project in ${v.d} days, then Priya joins her and the two finish what is left in ${v.t} days. In how many days can Priya alone do the whole project?`,
      ]);
      return { question, options: numericOptions(B, [aFull, v.t / (1 - fp / fq), (aFull * v.t) / (aFull - v.t), B + aFull], days, 2) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh/time-work/807',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(2, 8), b: random.int(2, 10), D: random.int(10, 60), c: random.int(1, 8), d: random.int(1, 8) }),
        (x) => x.a !== x.b && gcd(x.a, x.b) === 1 && quarter((x.a * x.b * x.D) / (x.c * x.b + x.d * x.a)) && (x.a * x.b * x.D) / (x.c * x.b + x.d * x.a) >= 2,
      );
      const T = (v.a * v.b * v.D) / (v.c * v.b + v.d * v.a);
      const men = (n: number): string => `${n} ${n === 1 ? 'man' : 'men'}`;
      const women = (n: number): string => `${n} ${n === 1 ? 'woman' : 'women'}`;
      const question = random.pick([
        `If ${v.a} men or ${v.b} women can reap a field in ${v.D} days, how long will ${men(v.c)} and ${women(v.d)} take to reap it?`,
        `A field can be reaped by ${small(random, v.a)} men in ${v.D} days, or by ${small(random, v.b)} women in the same ${v.D} days. In how many days will ${men(v.c)} together with ${women(v.d)} reap it?`,
      ]);
      return { question, options: numericOptions(T, [(v.a * v.D) / v.c, (v.D * (v.a + v.b)) / (v.c + v.d), (v.b * v.D) / (v.c + v.d), T + 2], days, 1) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh/time-work/808',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(4, 30), b: random.int(4, 30) }),
        (x) => x.a !== x.b && quarter(alternate(lcm(x.a, x.b), [lcm(x.a, x.b) / x.b, lcm(x.a, x.b) / x.a])) && quarter((x.a * x.b) / (x.a + x.b)),
      );
      const L = lcm(v.a, v.b);
      const T = alternate(L, [L / v.b, L / v.a]);
      const together = (v.a * v.b) / (v.a + v.b);
      const question = random.pick([
        `pls solve: A can do a work in ${v.a} days and B in ${v.b} days. they work on alternate days, B starting on the first day. in how many days will the work be finished?`,
        `Working on alternate days with B beginning, how long will A (${v.a} days alone) and B (${v.b} days alone) take to complete a task?`,
      ]);
      const aFirst = alternate(L, [L / v.a, L / v.b]);
      return { question, options: numericOptions(T, [aFirst, 2 * together, together, (v.a + v.b) / 2], days, 0.5) };
    },
  },
];

const MENSURATION: readonly DoubtTemplate[] = [
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/801',
    draw: (random) => {
      const v = until(
        () => ({ l: random.int(8, 50) * 2, b: random.int(5, 40) * 2, w: random.pick([1, 1.5, 2, 2.5, 3, 3.5]), r: random.pick([2, 3, 4, 5, 6, 8, 10, 12, 15, 20]) }),
        (x) => x.l > x.b && x.b > 4 * x.w,
      );
      const area = (v.l + 2 * v.w) * (v.b + 2 * v.w) - v.l * v.b;
      const inside = v.l * v.b - (v.l - 2 * v.w) * (v.b - 2 * v.w);
      const show = money(random);
      const question = random.pick([
        `A rectangular grassy plot ${v.l} m by ${v.b} m has a gravel path ${v.w} m wide all round it on the outside. Find the cost of gravelling the path at ${show(v.r)} per sq. m.`,
        `Cost of gravelling the path = ?\nAround a ${v.l} m × ${v.b} m lawn runs a ${v.w} m wide path, outside the lawn. Rate: ${show(v.r)} per m².`,
      ]);
      return { question, options: numericOptions(area * v.r, [inside * v.r, 2 * v.w * (v.l + v.b) * v.r, (v.l + 2 * v.w) * (v.b + 2 * v.w) * v.r, (area * v.r) / 2], show, v.r * 4) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/802',
    draw: (random) => {
      const v = until(
        () => ({ l: random.int(4, 15), b: random.int(3, 12), h: random.int(3, 6), dw: random.pick([1, 1.5, 2]), dh: random.pick([2, 2.5, 3]), r: random.int(4, 30) * 5 }),
        (x) => x.l > x.b && exact((2 * x.h * (x.l + x.b) - x.dw * x.dh) * x.r),
      );
      const area = 2 * v.h * (v.l + v.b) - v.dw * v.dh;
      const show = money(random);
      const question = random.pick([
        `A room is ${v.l} m long, ${v.b} m broad and ${v.h} m high. Find the cost of painting its four walls at ${show(v.r)} per m², leaving a door ${v.dw} m × ${v.dh} m.`,
        `the walls (not ceiling) of a hall ${v.l}m x ${v.b}m x ${v.h}m (height) are to be painted, except one door of ${v.dw} m by ${v.dh} m. painting costs ${show(v.r)} per sq m. total cost??`,
      ]);
      const full = 2 * v.h * (v.l + v.b);
      return { question, options: numericOptions(area * v.r, [full * v.r, (v.h * (v.l + v.b) - v.dw * v.dh) * v.r, (full + v.l * v.b - v.dw * v.dh) * v.r, (2 * v.h * v.l * v.b) * v.r / 10], show, v.r * 2) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/803',
    draw: (random) => {
      const v = until(
        () => ({ d: random.pick([0.7, 1.4, 2.1, 2.8, 3.5, 4.2]), h: random.pick([1, 1.5, 2, 2.5, 3, 4, 5]) }),
        (x) => exact((22 / 7) * (x.d / 2) ** 2 * x.h * 1000),
      );
      const r = v.d / 2;
      const L = r2((22 / 7) * r * r * v.h * 1000);
      const question = random.pick([
        `A cylindrical water tank has a diameter of ${num(v.d)} m and a height of ${num(v.h)} m. How many litres of water can it hold? (Take π = 22/7)`,
        `how many litres in a cylinder tank, diameter ${num(v.d)} m, height ${num(v.h)} m? use pi = 22/7`,
      ]);
      return { question, options: numericOptions(L, [L * 4, L / 10, L * 2, L / 1000], (x) => `${ind(x)} litres`, 100) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/804',
    draw: (random) => {
      const [a, b, c] = random.pick([[7, 24, 25], [24, 7, 25], [21, 20, 29], [14, 48, 50], [21, 72, 75], [7, 24, 25], [35, 12, 37], [28, 21, 35], [21, 28, 35]] as const);
      const r = a;
      const h = b;
      const l = c;
      const V = ((22 / 7) * r * r * h) / 3;
      const askWhat = random.next() < 0.5;
      const question = askWhat
        ? `The slant height of a right circular cone is ${l} cm and the radius of its base is ${r} cm. Find its volume. (π = 22/7)`
        : `Volume of a cone?\nbase radius ${r} cm, slant height ${l} cm (take π = 22/7)`;
      return { question, options: numericOptions(V, [((22 / 7) * r * r * l) / 3, (22 / 7) * r * r * h, (22 / 7) * r * l, V * 2], (x) => `${ind(x)} cm³`, 22) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/805',
    draw: (random) => {
      const v = until(
        () => ({ R: random.int(3, 21), w: random.pick([0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 1]) }),
        (x) => exact((4 * x.R ** 3) / (3 * x.w * x.w) / 100) && (4 * x.R ** 3) / (3 * x.w * x.w) / 100 <= 50000,
      );
      const lengthM = (4 * v.R ** 3) / (3 * v.w * v.w) / 100;
      const question = random.pick([
        `A solid metallic sphere of radius ${v.R} cm is melted and drawn into a wire of radius ${num(v.w)} cm. Find the length of the wire in metres.`,
        `sphere radius ${v.R} cm melted and made into wire of radius ${num(v.w)} cm (uniform). length of wire = ? (metres)`,
      ]);
      return { question, options: numericOptions(lengthM, [lengthM * 0.75, lengthM / 4, lengthM * 100, lengthM / 3], (x) => `${ind(x)} m`, 1) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/806',
    draw: (random) => {
      const k = random.int(3, 40);
      const d = 2 * k;
      const A = 2 * k * k;
      const askArea = random.next() < 0.5;
      if (askArea) {
        const question = random.pick([
          `The diagonal of a square field is ${d} m. What is the area of the field?`,
          `find area of square whose diagonal = ${d} m`,
        ]);
        return { question, options: numericOptions(A, [d * d, (d * d) / 4, 4 * d, A * 1.5], (x) => `${ind(x)} m²`, 2) };
      }
      const question = random.pick([
        `A square plot has an area of ${A} sq m. Find the length of its diagonal.`,
        `Length of the diagonal of a square whose area is ${A} square metres is:`,
      ]);
      return { question, options: numericOptions(d, [k, Math.sqrt(A) === Math.round(Math.sqrt(A)) ? Math.sqrt(A) + 1 : 4 * k, A / 4, 3 * k], metres, 2) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/807',
    draw: (random) => {
      const r = random.int(1, 10) * 7;
      const A = (22 / 7) * r * r;
      const C = (44 / 7) * r;
      const rate = random.pick([2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25]);
      const show = money(random);
      const askCost = random.next() < 0.5;
      const question = askCost
        ? random.pick([
            `The area of a circular park is ${ind(A)} m². Find the cost of fencing it at ${show(rate)} per metre. (π = 22/7)`,
            `circular ground area ${ind(A)} sq m. fencing cost at ${show(rate)}/m = ? take pi 22/7`,
          ])
        : random.pick([`If the area of a circle is ${ind(A)} cm², what is its circumference? (Take π = 22/7)`]);
      if (askCost) return { question, options: numericOptions(C * rate, [(C / 2) * rate, 2 * r * rate, (A / r) * rate, C * rate * 2], show, rate * 22) };
      return { question, options: numericOptions(C, [C / 2, 2 * r, C * 2, (44 / 7) * (r + 7)], (x) => `${ind(x)} cm`, 22) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh/mensuration/808',
    draw: (random) => {
      const v = until(
        () => ({ d: random.int(1, 12) * 14, n: random.pick([150, 200, 250, 300, 400, 450, 500, 600, 750, 800, 1000, 1200, 1500, 2000, 2500]) }),
        (x) => isInt(((22 / 7) * x.d * x.n) / 100) && ((22 / 7) * x.d * x.n) / 100 >= 200,
      );
      const circ = (22 / 7) * v.d;
      const distM = (circ * v.n) / 100;
      const distText = distM >= 1000 && isInt(distM / 10) ? `${num(distM / 1000)} km` : `${ind(distM)} m`;
      const useRadius = random.next() < 0.5;
      const size = useRadius ? `radius ${v.d / 2} cm` : `diameter ${v.d} cm`;
      const question = random.pick([
        `How many revolutions will a wheel of ${size} make to cover a distance of ${distText}? (π = 22/7)`,
        `A cart wheel has ${size}. The number of complete revolutions it makes in travelling ${distText} is:`,
        `wheel ${size}, road ${distText}. no. of revolutions?? (pi=22/7)`,
      ]);
      return { question, options: wholeOptions(v.n, [v.n * 2, v.n / 2, v.n * 4, v.n * 10], plain, 50) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [...BOATS, ...TRAINS, ...RELATIVE, ...PIPES, ...TIME_WORK, ...MENSURATION];
