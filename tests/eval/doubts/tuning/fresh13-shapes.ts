import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { exact, ind, isInt, money, num, numericOptions, small, type Show, until, wholeOptions } from './quant-kit';

/**
 * Fresh tuning templates (ids 'fresh13/<kind>/<n>') for four constructions of mensuration and
 * series papers: the four walls of a room less its doors and windows (paint, paper by the metre),
 * a solid melted and recast (a sphere drawn into wire, into smaller spheres, a cuboid into cubes,
 * a cylinder into cones), a conical tent's canvas, a heap's capacity and the persons a tent holds,
 * and a ball that rebounds to a fraction of its fall (or a swing, a saving, told as a story).
 * Each computes its own answer.
 */

const PI = 22 / 7;
const sqm: Show = (x) => `${ind(x)} m²`;
const metres: Show = (x) => `${ind(x)} m`;
const m3: Show = (x) => `${ind(x)} m³`;
const count: Show = (x) => ind(x);
const PLURAL = (n: number, word: string): string => `${word}${n === 1 ? '' : 's'}`;

/** A door or window of the room, and how many. */
interface Opening {
  readonly n: number;
  readonly w: number;
  readonly h: number;
}

/** A room and its openings, drawn so that the walls left are a whole number of tenths of a square metre. */
function room(random: Random): { l: number; b: number; h: number; doors: Opening; windows: Opening } {
  return until(
    () => ({
      l: random.int(5, 14),
      b: random.int(4, 10),
      h: random.pick([3, 3.5, 4, 4.5, 5]),
      doors: { n: random.int(1, 2), w: random.pick([1, 1.5, 2]), h: random.pick([2, 2.5]) },
      windows: { n: random.int(1, 3), w: random.pick([1, 1.5, 2]), h: random.pick([1, 1.5]) },
    }),
    (v) => v.l > v.b && v.doors.w * v.doors.h !== v.windows.w * v.windows.h,
  );
}

const walls = (v: ReturnType<typeof room>): number => 2 * v.h * (v.l + v.b);
const openings = (v: ReturnType<typeof room>): number => v.doors.n * v.doors.w * v.doors.h + v.windows.n * v.windows.w * v.windows.h;

/** 'two doors 2 m × 1 m each', 'a window 1.5 m by 1 m'. */
function said(random: Random, o: Opening, word: string, by: string): string {
  const many = o.n === 1 ? random.pick(['a', 'one']) : small(random, o.n);
  return `${many} ${PLURAL(o.n, word)} ${o.n === 1 ? '' : 'each '}${num(o.w)} m ${by} ${num(o.h)} m`.replace(/\s+/g, ' ');
}

// ---------------------------------------------------------------- the four walls

const WALLS: readonly DoubtTemplate[] = [
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/1',
    draw: (random) => {
      // Paint the four walls less doors and windows, at a rate per square metre.
      const v = room(random);
      const rate = random.pick([10, 12, 15, 20, 25, 30, 40, 50]);
      const area = walls(v) - openings(v);
      const rs = money(random);
      const question = random.pick([
        `A room ${v.l} m × ${v.b} m × ${num(v.h)} m has ${said(random, v.doors, 'door', '×')} and ${said(random, v.windows, 'window', '×')}. Find the cost of painting the walls at ${rs(rate)} per sq m.`,
        `A room is ${v.l} m long, ${v.b} m broad and ${num(v.h)} m high. It has ${said(random, v.doors, 'door', 'by')} and ${said(random, v.windows, 'window', 'by')}. What is the cost of painting its four walls at ${rs(rate)} per m²?`,
        `The cost of painting the four walls of a hall ${v.l} m long, ${v.b} m wide and ${num(v.h)} m high at ${rs(rate)} per square metre, leaving out ${said(random, v.doors, 'door', '×')} and ${said(random, v.windows, 'window', '×')}, is:`,
      ]);
      return { question, options: numericOptions(area * rate, [walls(v) * rate, (walls(v) + v.l * v.b - openings(v)) * rate, (v.h * (v.l + v.b) - openings(v)) * rate, (area - v.doors.w * v.doors.h) * rate], rs, rate * 5) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/2',
    draw: (random) => {
      // The area to be painted (or papered), no rate.
      const v = room(random);
      const area = walls(v) - openings(v);
      const job = random.pick(['painted', 'papered', 'plastered', 'whitewashed']);
      const question = random.pick([
        `A room is ${v.l} m long, ${v.b} m wide and ${num(v.h)} m high. It has ${said(random, v.doors, 'door', '×')} and ${said(random, v.windows, 'window', '×')}. Find the area of the four walls to be ${job}.`,
        `The four walls of a room ${v.l} m × ${v.b} m × ${num(v.h)} m are to be ${job}. The room has ${said(random, v.doors, 'door', 'by')} and ${said(random, v.windows, 'window', 'by')}. What area is to be ${job}?`,
      ]);
      return { question, options: numericOptions(area, [walls(v), walls(v) - v.doors.w * v.doors.h - v.windows.w * v.windows.h, v.h * (v.l + v.b) - openings(v), area + v.l * v.b], sqm, 2) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/3',
    draw: (random) => {
      // Paper of a given width: its length is the area ÷ the width.
      const { v, w } = until(
        () => ({ v: room(random), w: random.pick([50, 75, 80, 100, 125]) }),
        (x) => exact(((walls(x.v) - openings(x.v)) * 100) / x.w),
      );
      const area = walls(v) - openings(v);
      const length = (area * 100) / w;
      const question = random.pick([
        `The walls of a room ${v.l} m long, ${v.b} m wide and ${num(v.h)} m high are to be covered with paper ${w} cm wide. Leaving ${said(random, v.doors, 'door', '×')} and ${said(random, v.windows, 'window', '×')}, find the length of paper required.`,
        `How many metres of wallpaper ${w} cm wide will be needed to paper the walls of a room ${v.l} m × ${v.b} m × ${num(v.h)} m, allowing for ${said(random, v.doors, 'door', 'by')} and ${said(random, v.windows, 'window', 'by')}?`,
      ]);
      return { question, options: numericOptions(length, [area, (walls(v) * 100) / w, area / w, (area * w) / 100], metres, 4) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/4',
    draw: (random) => {
      // Paper of a given width, paid for by the metre.
      const { v, w, rate } = until(
        () => ({ v: room(random), w: random.pick([50, 75, 100]), rate: random.pick([5, 8, 10, 12, 15, 20]) }),
        (x) => exact(((walls(x.v) - openings(x.v)) * 100 * x.rate) / x.w),
      );
      const area = walls(v) - openings(v);
      const cost = (area * 100 * rate) / w;
      const rs = money(random);
      const question = random.pick([
        `A room is ${v.l} m long, ${v.b} m broad and ${num(v.h)} m high. It has ${said(random, v.doors, 'door', '×')} and ${said(random, v.windows, 'window', '×')}. Find the cost of papering its walls with paper ${w} cm wide at ${rs(rate)} per metre.`,
        `Find the cost of papering the four walls of a room ${v.l} m × ${v.b} m × ${num(v.h)} m with paper ${w} cm wide at ${rs(rate)} per metre, leaving ${said(random, v.doors, 'door', 'by')} and ${said(random, v.windows, 'window', 'by')}.`,
      ]);
      return { question, options: numericOptions(cost, [area * rate, (walls(v) * 100 * rate) / w, (area * rate * w) / 100, cost / 2], rs, rate * 4) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/5',
    draw: (random) => {
      // The walls and the ceiling, less the openings.
      const v = room(random);
      const rate = random.pick([10, 15, 20, 25, 30]);
      const area = walls(v) + v.l * v.b - openings(v);
      const rs = money(random);
      const question = random.pick([
        `A hall is ${v.l} m long, ${v.b} m wide and ${num(v.h)} m high. It has ${said(random, v.doors, 'door', '×')} and ${said(random, v.windows, 'window', '×')}. Find the cost of whitewashing its four walls and the ceiling at ${rs(rate)} per sq m.`,
        `What will it cost to paint the walls and the ceiling of a room ${v.l} m × ${v.b} m × ${num(v.h)} m at ${rs(rate)} per m², if it has ${said(random, v.doors, 'door', 'by')} and ${said(random, v.windows, 'window', 'by')}?`,
      ]);
      return { question, options: numericOptions(area * rate, [(walls(v) - openings(v)) * rate, (walls(v) + v.l * v.b) * rate, (walls(v) + 2 * v.l * v.b - openings(v)) * rate, (area - v.windows.w * v.windows.h) * rate], rs, rate * 5) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/6',
    draw: (random) => {
      // Shorthand as a student types it.
      const v = room(random);
      const rate = random.pick([10, 15, 20, 25]);
      const area = walls(v) - openings(v);
      const question = random.pick([
        `room ${v.l}x${v.b}x${num(v.h)} m (lxbxh), ${v.doors.n} door${v.doors.n === 1 ? '' : 's'} ${num(v.doors.w)}x${num(v.doors.h)} m, ${v.windows.n} window${v.windows.n === 1 ? '' : 's'} ${num(v.windows.w)}x${num(v.windows.h)} m. cost of painting walls @ Rs ${rate}/sq m = ?`,
        `pls help: painting 4 walls of room ${v.l} m x ${v.b} m x ${num(v.h)} m, rate ₹${rate} per sq m, ${v.doors.n} door(s) ${num(v.doors.w)} m x ${num(v.doors.h)} m and ${v.windows.n} window(s) ${num(v.windows.w)} m x ${num(v.windows.h)} m not painted. total cost?`,
      ]);
      const rs: Show = (x) => `₹${ind(x)}`;
      return { question, options: numericOptions(area * rate, [walls(v) * rate, (walls(v) + v.l * v.b - openings(v)) * rate, (area + openings(v) / 2) * rate, (v.h * (v.l + v.b) - openings(v)) * rate], rs, rate * 5) };
    },
  },
];

// ---------------------------------------------------------------- melted and recast

const MELTED: readonly DoubtTemplate[] = [
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/7',
    draw: (random) => {
      // A sphere drawn into a wire: (4/3)πR³ = πr²L.
      const { R, d, mm } = until(
        () => ({ R: random.pick([3, 6, 9, 12, 1.5, 4.5]), d: random.pick([1, 2, 4, 6]), mm: random.next() < 0.5 }),
        (x) => exact((4 * x.R ** 3) / (3 * (x.d / 20) ** 2) / 100),
      );
      const r = d / 20; // cm
      const lengthCm = (4 * R ** 3) / (3 * r * r);
      const L = lengthCm / 100;
      const wire = mm ? `${random.pick(['diameter', 'thickness'])} ${d} mm` : `radius ${num(r)} cm`;
      const question = random.pick([
        `A metallic sphere of radius ${num(R)} cm is melted and drawn into a wire of ${wire}. Find the length of the wire in metres.`,
        `A solid copper sphere of radius ${num(R)} cm is melted and drawn into a uniform wire of ${wire}. What is the length of the wire (in m)?`,
      ]);
      return { question, options: numericOptions(L, [lengthCm / 400, (R ** 3) / (r * r) / 100, (4 * R ** 2) / (3 * r) / 100, L * 4], metres, 2) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/8',
    draw: (random) => {
      // A sphere into smaller spheres: (R/r)³ of them.
      const { R, r } = until(
        () => ({ R: random.pick([6, 8, 9, 10, 12, 15, 16, 18, 20, 24]), r: random.pick([1, 2, 3, 4, 5, 6]) }),
        (x) => isInt(x.R / x.r) && x.R / x.r >= 2 && x.R / x.r <= 8,
      );
      const n = (R / r) ** 3;
      const byDiameter = random.next() < 0.4;
      const question = random.pick([
        `A solid metallic sphere of radius ${R} cm is melted and recast into small spherical balls, each of radius ${r} cm. How many balls are made?`,
        `How many lead shots, each of ${byDiameter ? `diameter ${2 * r} cm` : `radius ${r} cm`}, can be made by melting a solid lead sphere of ${byDiameter ? `diameter ${2 * R} cm` : `radius ${R} cm`}?`,
      ]);
      return { question, options: wholeOptions(n, [(R / r) ** 2, R / r, 3 * (R / r), n / 8], count) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/9',
    draw: (random) => {
      // A cuboid melted into equal cubes.
      const { l, b, h, a } = until(
        () => ({ l: random.int(6, 30), b: random.int(4, 20), h: random.int(3, 15), a: random.pick([2, 3, 4, 5]) }),
        (x) => isInt((x.l * x.b * x.h) / x.a ** 3) && x.l > x.b && (x.l * x.b * x.h) / x.a ** 3 >= 10,
      );
      const n = (l * b * h) / a ** 3;
      const question = random.pick([
        `A metallic block in the shape of a cuboid measuring ${l} cm × ${b} cm × ${h} cm is melted and recast into cubes of edge ${a} cm. How many cubes are formed?`,
        `A cuboid of metal ${l} cm long, ${b} cm wide and ${h} cm high is melted to make cubes, each of side ${a} cm. Find the number of cubes.`,
      ]);
      return { question, options: wholeOptions(n, [(l * b * h) / a ** 2, (l * b * h) / a, n * 2, n / 2], count) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/10',
    draw: (random) => {
      // A cylinder into cones: 3R²H ÷ (r²h).
      const { R, H, r, h } = until(
        () => ({ R: random.pick([3, 4, 5, 6, 7, 8, 10, 12]), H: random.int(5, 30), r: random.pick([1, 1.5, 2, 3, 3.5, 4]), h: random.int(2, 12) }),
        (x) => isInt((3 * x.R ** 2 * x.H) / (x.r ** 2 * x.h)) && x.r < x.R && (3 * x.R ** 2 * x.H) / (x.r ** 2 * x.h) <= 2000,
      );
      const n = (3 * R ** 2 * H) / (r ** 2 * h);
      const question = random.pick([
        `A solid metallic cylinder of radius ${R} cm and height ${H} cm is melted and recast into cones, each of radius ${num(r)} cm and height ${h} cm. How many cones are made?`,
        `How many solid cones of base radius ${num(r)} cm and height ${h} cm can be cast from a metal cylinder of base radius ${R} cm and height ${H} cm, melted down?`,
      ]);
      return { question, options: wholeOptions(n, [n / 3, (R * H) / (r * h), (3 * R * H) / (r * h), 2 * n], count) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/11',
    draw: (random) => {
      // A sphere into a cone (or a cylinder) of given radius: its height.
      const heightOf = (x: { R: number; r: number; cone: boolean }): number => (x.cone ? (4 * x.R ** 3) / x.r ** 2 : (4 * x.R ** 3) / (3 * x.r ** 2));
      const { R, r, cone } = until(
        () => ({ R: random.pick([3, 4, 6, 8, 9, 12]), r: random.pick([2, 3, 4, 6, 8, 12]), cone: random.next() < 0.5 }),
        (x) => exact(heightOf(x)) && heightOf(x) <= 500,
      );
      const H = heightOf({ R, r, cone });
      const shape = cone ? 'cone' : 'cylinder';
      const question = random.pick([
        `A solid metal sphere of radius ${R} cm is melted and recast into a ${cone ? 'right circular cone' : 'solid cylinder'} of base radius ${r} cm. Find the height of the ${shape}.`,
        `A metallic sphere of radius ${R} cm is melted and recast into the shape of a ${shape} of radius ${r} cm. What is the height of the ${shape}?`,
      ]);
      return { question, options: numericOptions(H, [cone ? H / 3 : H * 3, (4 * R ** 3) / (3 * r), R, 2 * H], (x) => `${num(x)} cm`, 1) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/12',
    draw: (random) => {
      // A cylindrical rod drawn into a wire: R²H = r²L.
      const { D, H, d } = until(
        () => ({ D: random.pick([1, 2, 3, 4]), H: random.pick([8, 10, 12, 15, 20, 25]), d: random.pick([0.1, 0.2, 0.25, 0.4, 0.5]) }),
        (x) => exact(((x.D / x.d) ** 2 * x.H) / 100) && x.d < x.D,
      );
      const lengthCm = (D / d) ** 2 * H;
      const question = random.pick([
        `A copper rod of diameter ${D} cm and length ${H} cm is drawn into a wire of uniform diameter ${num(d)} cm. Find the length of the wire in metres.`,
        `A cylindrical metal rod of diameter ${D} cm and length ${H} cm is melted and drawn into a wire of diameter ${num(d)} cm. The length of the wire (in m) is:`,
      ]);
      return { question, options: numericOptions(lengthCm / 100, [(D / d) * H / 100, lengthCm / 400, (lengthCm / 100) * 4, lengthCm / 1000], metres, 1) };
    },
  },
];

// ---------------------------------------------------------------- conical tents and heaps

/** A cone with whole radius, height and slant height (π = 22/7 keeps multiples of 7 exact). */
function cone(random: Random): { r: number; h: number; l: number } {
  const [a, b, c] = random.pick([[7, 24, 25], [21, 20, 29], [14, 48, 50], [21, 28, 35], [28, 21, 35], [7, 24, 25], [35, 12, 37]] as const);
  const k = random.pick([1, 1, 2]);
  return { r: a * k, h: b * k, l: c * k };
}

const TENTS: readonly DoubtTemplate[] = [
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/13',
    draw: (random) => {
      // Canvas of a given width for a conical tent: πrl ÷ width.
      const { c, w } = until(
        () => ({ c: cone(random), w: random.pick([2, 2.5, 4, 5, 8]) }),
        (x) => exact((PI * x.c.r * x.c.l) / x.w),
      );
      const area = PI * c.r * c.l;
      const question = random.pick([
        `How many metres of cloth ${num(w)} m wide will be required to make a conical tent, the radius of whose base is ${c.r} m and height is ${c.h} m? (Take π = 22/7)`,
        `A conical tent is ${c.h} m high and the radius of its base is ${c.r} m. Find the length of canvas ${num(w)} m wide needed to make it. (π = 22/7)`,
      ]);
      return { question, options: numericOptions(area / w, [area, (PI * c.r * c.h) / w, (PI * c.r * (c.l + c.r)) / w, (2 * area) / w], metres, 2) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/14',
    draw: (random) => {
      // The cost of the canvas: by the square metre, or by the metre of a given width.
      const { c, w, rate, perMetre } = until(
        () => ({ c: cone(random), w: random.pick([2, 4, 5]), rate: random.pick([10, 12, 15, 20, 25, 50, 70]), perMetre: random.next() < 0.5 }),
        (x) => exact((PI * x.c.r * x.c.l * x.rate) / (x.perMetre ? x.w : 1)),
      );
      const area = PI * c.r * c.l;
      const cost = perMetre ? (area * rate) / w : area * rate;
      const rs = money(random);
      const question = perMetre
        ? `A conical tent of height ${c.h} m has a base of radius ${c.r} m. Find the cost of the canvas required to make it, if canvas ${w} m wide costs ${rs(rate)} per metre. (Use π = 22/7)`
        : random.pick([
            `A conical tent is ${c.h} m high and the radius of its base is ${c.r} m. Find the cost of the canvas required to make the tent at ${rs(rate)} per m². (π = 22/7)`,
            `The slant height of a conical tent is ${c.l} m and the radius of its base is ${c.r} m. What is the cost of the canvas used for it at ${rs(rate)} per sq m? Take π = 22/7.`,
          ]);
      const wrong = perMetre ? [area * rate, (PI * c.r * c.h * rate) / w, (PI * c.r * (c.l + c.r) * rate) / w] : [PI * c.r * c.h * rate, PI * c.r * (c.l + c.r) * rate, (area * rate) / 2];
      return { question, options: numericOptions(cost, wrong, rs, rate * 10) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/15',
    draw: (random) => {
      // The capacity of a conical heap (its volume), from the diameter or the radius.
      const { r, h } = until(
        () => ({ r: random.pick([1.4, 2.1, 3.5, 5.25, 7, 10.5, 14]), h: random.pick([1.5, 2, 3, 3.5, 4, 6]) }),
        (x) => exact((PI * x.r * x.r * x.h) / 3),
      );
      const volume = (PI * r * r * h) / 3;
      const byDiameter = random.next() < 0.5;
      const what = random.pick(['wheat', 'rice', 'sand', 'grain']);
      const base = byDiameter ? `diameter ${num(2 * r)} m` : `base radius ${num(r)} m`;
      const question = random.pick([
        `A heap of ${what} is in the form of a cone of ${base} and height ${num(h)} m. Find its volume. (π = 22/7)`,
        `A conical heap of ${what} has ${byDiameter ? 'a diameter' : 'a base radius'} of ${num(byDiameter ? 2 * r : r)} m and a height of ${num(h)} m. What is the capacity of the heap? (Take π = 22/7)`,
      ]);
      return { question, options: numericOptions(volume, [3 * volume, 4 * volume, volume / 2, (PI * r * h) / 3], m3, 1) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/16',
    draw: (random) => {
      // A tent for N persons, each needing x m² of floor and y m³ of air: h = 3y ÷ x.
      const { N, x, y } = until(
        () => ({ N: random.int(5, 25), x: random.pick([2, 3, 4, 5, 6]), y: random.pick([10, 12, 15, 18, 20, 24, 30, 36, 40]) }),
        (v) => exact((3 * v.y) / v.x) && (3 * v.y) / v.x > 3,
      );
      const h = (3 * y) / x;
      const question = random.pick([
        `A conical tent is to accommodate ${N} persons. Each person must have ${x} m² of space on the ground and ${y} m³ of air to breathe. Find the height of the tent.`,
        `A conical tent accommodates ${N} persons, each needing ${x} sq m of floor and ${y} cu m of air. What is the height of the tent?`,
      ]);
      return { question, options: numericOptions(h, [y / x, (N * y) / (N * x) * 2, (3 * y) / (N * x), (y * x) / 3], metres, 1) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/17',
    draw: (random) => {
      // The canvas area of a tent from its slant height (or its height).
      const c = cone(random);
      const area = PI * c.r * c.l;
      const slant = random.next() < 0.5;
      const question = slant
        ? random.pick([
            `A conical tent has a base of radius ${c.r} m and a slant height of ${c.l} m. How much canvas is needed to make it? (π = 22/7)`,
            `Find the area of canvas required for a conical tent of slant height ${c.l} m and base radius ${c.r} m. Take π = 22/7.`,
          ])
        : `What area of canvas is required for a conical tent of height ${c.h} m and base radius ${c.r} m? (π = 22/7)`;
      return { question, options: numericOptions(area, [PI * c.r * (c.l + c.r), PI * c.r * c.h, (PI * c.r * c.r * c.h) / 3, 2 * area], sqm, 11) };
    },
  },
  {
    kind: 'mensuration',
    id: 'fresh13/mensuration/18',
    draw: (random) => {
      // A conical heap covered with canvas: its curved surface.
      const c = cone(random);
      const area = PI * c.r * c.l;
      const byDiameter = random.next() < 0.5;
      const question = random.pick([
        `A heap of wheat is in the form of a cone of ${byDiameter ? `diameter ${2 * c.r} m` : `radius ${c.r} m`} and height ${c.h} m. The heap is to be covered by canvas to protect it from rain. Find the area of the canvas required. (π = 22/7)`,
        `How much canvas is needed to cover a conical heap of sand of ${byDiameter ? `diameter ${2 * c.r} m` : `base radius ${c.r} m`} and height ${c.h} m? Use π = 22/7.`,
      ]);
      return { question, options: numericOptions(area, [(PI * c.r * c.r * c.h) / 3, PI * c.r * c.h, PI * c.r * (c.l + c.r), area / 2], sqm, 11) };
    },
  },
];

// ---------------------------------------------------------------- rebounds and series told as stories

/** A fraction a paper writes in words or digits. */
const FRACTIONS: readonly (readonly [number, number, string])[] = [
  [1, 2, 'half'],
  [2, 3, 'two-thirds'],
  [3, 4, 'three-fourths'],
  [3, 5, 'three-fifths'],
  [4, 5, 'four-fifths'],
  [1, 3, 'one-third'],
];

const SERIES: readonly DoubtTemplate[] = [
  {
    kind: 'number-system',
    id: 'fresh13/number-system/19',
    draw: (random) => {
      // Total distance until it stops: H(1 + r) ÷ (1 − r).
      const [p, q, word] = random.pick(FRACTIONS);
      const H = until(() => random.int(2, 40) * q, (x) => exact((x * (q + p)) / (q - p)) && x <= 200);
      const total = (H * (q + p)) / (q - p);
      const rebound = random.next() < 0.5 ? word : `${p}/${q}`;
      const question = random.pick([
        `A ball is dropped from a height of ${H} m. Each time it strikes the ground, it rebounds to ${rebound} of the height from which it fell. Find the total distance travelled by the ball before it comes to rest.`,
        `A rubber ball dropped from a height of ${H} m rises to ${rebound} of the height it falls from after every bounce. What total distance does it travel till it stops?`,
      ]);
      return { question, options: numericOptions(total, [H / (1 - p / q), (2 * H) / (1 - p / q), H + (H * p) / q, total + H], metres, 5) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh13/number-system/20',
    draw: (random) => {
      // A rebound of a percentage.
      const pc = random.pick([20, 25, 40, 50, 60, 75, 80]);
      const f = pc / 100;
      const H = until(() => random.int(1, 60) * 5, (x) => exact((x * (1 + f)) / (1 - f)));
      const total = (H * (1 + f)) / (1 - f);
      const question = random.pick([
        `A ball dropped from a height of ${H} m bounces back to ${pc}% of the height from which it falls, every time. What is the total distance covered by the ball before it comes to rest?`,
        `A ball falls from a height of ${H} metres and after each bounce it rises to ${pc}% of its previous height. Find the total distance it travels until it stops bouncing.`,
      ]);
      return { question, options: numericOptions(total, [H / (1 - f), (2 * H) / (1 - f), H + 2 * H * f, total - H], metres, 5) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh13/number-system/21',
    draw: (random) => {
      // The height after the k-th bounce: H r^k.
      const [p, q, word] = random.pick(FRACTIONS.slice(0, 5));
      const k = random.int(2, 4);
      const H = until(() => random.int(1, 30) * q ** k, (x) => x <= 2500);
      const height = H * (p / q) ** k;
      const ordinalWord = ['', 'first', 'second', 'third', 'fourth'][k]!;
      const rebound = random.next() < 0.5 ? word : `${p}/${q}`;
      const question = random.pick([
        `A ball is dropped from a height of ${H} m and rebounds to ${rebound} of the height it falls from each time. What height does it reach after the ${ordinalWord} bounce?`,
        `A ball dropped from ${H} m rises to ${rebound} of the previous height after every bounce. How high does it rise after its ${ordinalWord} bounce?`,
      ]);
      return { question, options: numericOptions(height, [H * (p / q) ** (k - 1), H * (p / q) ** (k + 1), H - k * ((H * (q - p)) / q), (H * p) / q], metres, 1) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh13/number-system/22',
    draw: (random) => {
      // The distance when it strikes the ground the k-th time: H + 2H(r + … + r^(k−1)).
      const [p, q, word] = random.pick(FRACTIONS.slice(0, 5));
      const k = random.int(2, 4);
      const H = until(() => random.int(1, 20) * q ** (k - 1), (x) => x <= 1000);
      let total = H;
      for (let i = 1; i < k; i += 1) total += 2 * H * (p / q) ** i;
      const ordinalWord = ['', 'first', 'second', 'third', 'fourth'][k]!;
      const partial = (n: number): number => {
        let t = H;
        for (let i = 1; i < n; i += 1) t += 2 * H * (p / q) ** i;
        return t;
      };
      const rebound = random.next() < 0.5 ? word : `${p}/${q}`;
      const question = `A ball is dropped from a height of ${H} m. Each time it hits the ground it rebounds to ${rebound} of the height it fell. What distance has it travelled when it hits the ground for the ${ordinalWord} time?`;
      return { question, options: numericOptions(total, [partial(k + 1), partial(k - 1), total - H, total + H], metres, 2) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh13/number-system/23',
    draw: (random) => {
      // A swing that shortens by a fixed fraction: a ÷ (1 − r).
      const [p, q, word] = random.pick(FRACTIONS.slice(0, 5));
      const a = until(() => random.int(2, 30) * q, (x) => exact(x / (1 - p / q)));
      const total = a / (1 - p / q);
      const swing = random.next() < 0.5 ? word : `${p}/${q}`;
      const question = random.pick([
        `The first swing of a pendulum covers ${a} cm. Each later swing is ${swing} of the one before it. What total distance does the pendulum cover before it comes to rest?`,
        `A pendulum swings through ${a} cm in its first swing, and each succeeding swing is ${swing} of the previous one. Find the total distance it travels before stopping.`,
      ]);
      return { question, options: numericOptions(total, [(2 * a) / (1 - p / q), a + (a * p) / q, total - a, (a * q) / p], (x) => `${ind(x)} cm`, 5) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh13/number-system/24',
    draw: (random) => {
      // A saving that doubles (or triples) each month: a(k^n − 1) ÷ (k − 1).
      const k = random.pick([2, 2, 3]);
      const n = k === 2 ? random.int(4, 10) : random.int(3, 6);
      const a = random.pick([1, 2, 5, 10, 20, 50, 100]);
      const total = (a * (k ** n - 1)) / (k - 1);
      const rs = money(random);
      const grows = k === 2 ? random.pick(['doubles his saving', 'saves twice as much as in the month before']) : random.pick(['triples his saving', 'saves three times as much as in the month before']);
      const question = random.pick([
        `A man saves ${rs(a)} in the first month and every month after that he ${grows}. How much does he save in all in ${n} months?`,
        `Ravi saved ${rs(a)} in January. Each month after that he ${grows}. What are his total savings in the first ${n} months?`,
      ]);
      return { question, options: numericOptions(total, [a * k ** n, a * k ** (n - 1), a * n * k, total - a], rs, a) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [...WALLS, ...MELTED, ...TENTS, ...SERIES];
