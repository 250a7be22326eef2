/**
 * A sans-serif stroke font drawn for these tests: each glyph is a few polylines, elliptical arcs
 * and dots in font units (capitals 10 tall, x-height 7, descenders to -3, y up from the
 * baseline). Stroked with a round pen of about 1.3 units it reads like a bold print face, smooth
 * at any size, unlike the pixel font of text-png.ts, whose blocks and slashed zero OCR misreads
 * when it is large.
 */

type Point = readonly [number, number];

export type Stroke =
  | { readonly kind: 'line'; readonly points: readonly Point[] }
  /** From `from` to `to` degrees (0 is +x, 90 is up); `to` < `from` runs clockwise. */
  | { readonly kind: 'arc'; readonly cx: number; readonly cy: number; readonly rx: number; readonly ry: number; readonly from: number; readonly to: number }
  | { readonly kind: 'dot'; readonly x: number; readonly y: number };

export interface Glyph {
  /** Ink width in font units; the pen adds half its width on each side. */
  readonly width: number;
  readonly strokes: readonly Stroke[];
}

export const CAP_HEIGHT = 10;
/** Pen width in font units. */
export const PEN = 1.3;
/** Space between the ink boxes of neighbouring glyphs, pen excluded. */
export const LETTER_GAP = 1.8;
export const SPACE_WIDTH = 3.2;

const L = (...coordinates: number[]): Stroke => {
  const points: Point[] = [];
  for (let index = 0; index + 1 < coordinates.length; index += 2) points.push([coordinates[index]!, coordinates[index + 1]!]);
  return { kind: 'line', points };
};
const A = (cx: number, cy: number, rx: number, ry: number, from: number, to: number): Stroke => ({ kind: 'arc', cx, cy, rx, ry, from, to });
const E = (cx: number, cy: number, rx: number, ry: number): Stroke => A(cx, cy, rx, ry, 0, 360);
const D = (x: number, y: number): Stroke => ({ kind: 'dot', x, y });
const g = (width: number, ...strokes: Stroke[]): Glyph => ({ width, strokes });

/** Bowls of b, d, g, o, p, q: the x-height ellipse. */
const BOWL = E(3, 3.5, 3, 3.5);
/** The shoulder of h, n and r: from the stem over the x-height and down the right. */
const HUMP = A(3, 4, 3, 3, 180, 0);

const GLYPHS: Readonly<Record<string, Glyph>> = {
  a: g(5.8, A(2.9, 4.9, 2.9, 2.1, 160, 0), L(5.8, 4.9, 5.8, 0), E(3.05, 2.05, 2.75, 2.05)),
  b: g(6, L(0, 10, 0, 0), BOWL),
  c: g(5.6, A(3, 3.5, 3, 3.5, 42, 318)),
  d: g(6, BOWL, L(6, 10, 6, 0)),
  e: g(6, L(0.1, 3.4, 6, 3.4, 6, 3.5), A(3, 3.5, 3, 3.5, 0, 320)),
  f: g(4.4, L(1.4, 0, 1.4, 7.9), A(3.2, 7.9, 1.8, 2.1, 180, 35), L(0, 7, 3.6, 7)),
  g: g(6, BOWL, L(6, 7, 6, -0.8), A(3, -0.8, 3, 2.2, 0, -155)),
  h: g(6, L(0, 10, 0, 0), HUMP, L(6, 4, 6, 0)),
  i: g(0, L(0, 7, 0, 0), D(0, 9.4)),
  j: g(2.2, L(2.2, 7, 2.2, -1.3), A(0.7, -1.3, 1.5, 1.7, 0, -150), D(2.2, 9.4)),
  k: g(5.4, L(0, 10, 0, 0), L(5.2, 7, 0, 2.4), L(1.9, 4.2, 5.4, 0)),
  l: g(0, L(0, 10, 0, 0)),
  m: g(9, L(0, 7, 0, 0), A(2.25, 4.6, 2.25, 2.4, 180, 0), L(4.5, 4.6, 4.5, 0), A(6.75, 4.6, 2.25, 2.4, 180, 0), L(9, 4.6, 9, 0)),
  n: g(6, L(0, 7, 0, 0), HUMP, L(6, 4, 6, 0)),
  o: g(6, BOWL),
  p: g(6, L(0, 7, 0, -3), BOWL),
  q: g(6, BOWL, L(6, 7, 6, -3)),
  r: g(4.2, L(0, 7, 0, 0), A(3.3, 4, 3.3, 3, 180, 75)),
  s: g(5.4, A(2.7, 5.3, 2.6, 1.7, 25, 270), A(2.7, 1.8, 2.7, 1.8, 90, -155)),
  t: g(4, L(1.4, 9.4, 1.4, 1.6), A(3.2, 1.6, 1.8, 1.6, 180, 290), L(0, 7, 3.8, 7)),
  u: g(6, L(0, 7, 0, 3), A(3, 3, 3, 3, 180, 360), L(6, 7, 6, 0)),
  v: g(5.8, L(0, 7, 2.9, 0, 5.8, 7)),
  w: g(8.6, L(0, 7, 2.15, 0, 4.3, 6.2, 6.45, 0, 8.6, 7)),
  x: g(5.8, L(0, 7, 5.8, 0), L(0, 0, 5.8, 7)),
  y: g(6, L(0, 7, 3, 0), L(6, 7, 1.7, -3)),
  z: g(5.6, L(0, 7, 5.6, 7, 0, 0, 5.6, 0)),

  A: g(7.4, L(0, 0, 3.7, 10, 7.4, 0), L(1.35, 3.6, 6.05, 3.6)),
  B: g(6.4, L(0, 0, 0, 10, 3.6, 10), A(3.6, 7.6, 2.3, 2.4, 90, -90), L(3.6, 5.2, 0, 5.2, 3.8, 5.2), A(3.8, 2.6, 2.6, 2.6, 90, -90), L(3.8, 0, 0, 0)),
  C: g(7, A(4, 5, 4, 5, 42, 318)),
  D: g(7, L(2.6, 0, 0, 0, 0, 10, 2.6, 10), A(2.6, 5, 4.4, 5, 90, -90)),
  E: g(5.8, L(5.8, 10, 0, 10, 0, 0, 5.8, 0), L(0, 5.2, 5, 5.2)),
  F: g(5.6, L(5.6, 10, 0, 10, 0, 0), L(0, 5.2, 4.8, 5.2)),
  G: g(8, A(4, 5, 4, 5, 42, 355), L(7.98, 4.56, 4.6, 4.56)),
  H: g(6.6, L(0, 0, 0, 10), L(6.6, 0, 6.6, 10), L(0, 5.2, 6.6, 5.2)),
  I: g(0, L(0, 0, 0, 10)),
  J: g(4.4, L(4.4, 10, 4.4, 3), A(2.2, 3, 2.2, 3, 0, -180)),
  K: g(6.4, L(0, 0, 0, 10), L(6.1, 10, 0, 3.6), L(2.3, 6, 6.4, 0)),
  L: g(5.4, L(0, 10, 0, 0, 5.4, 0)),
  M: g(8.2, L(0, 0, 0, 10, 4.1, 0.6, 8.2, 10, 8.2, 0)),
  N: g(6.6, L(0, 0, 0, 10, 6.6, 0, 6.6, 10)),
  O: g(8, E(4, 5, 4, 5)),
  P: g(6.2, L(0, 0, 0, 10, 3.5, 10), A(3.5, 7.3, 2.7, 2.7, 90, -90), L(3.5, 4.6, 0, 4.6)),
  Q: g(8, E(4, 5, 4, 5), L(4.9, 2.3, 8, -0.6)),
  R: g(6.4, L(0, 0, 0, 10, 3.5, 10), A(3.5, 7.3, 2.7, 2.7, 90, -90), L(3.5, 4.6, 0, 4.6), L(3.2, 4.6, 6.4, 0)),
  S: g(6.6, A(3.3, 7.45, 3.1, 2.55, 25, 270), A(3.3, 2.45, 3.3, 2.45, 90, -155)),
  T: g(6.8, L(0, 10, 6.8, 10), L(3.4, 10, 3.4, 0)),
  U: g(6.6, L(0, 10, 0, 3.3), A(3.3, 3.3, 3.3, 3.3, 180, 360), L(6.6, 3.3, 6.6, 10)),
  V: g(7.2, L(0, 10, 3.6, 0, 7.2, 10)),
  W: g(10, L(0, 10, 2.5, 0, 5, 9, 7.5, 0, 10, 10)),
  X: g(6.8, L(0, 10, 6.8, 0), L(0, 0, 6.8, 10)),
  Y: g(7, L(0, 10, 3.5, 4.8, 7, 10), L(3.5, 4.8, 3.5, 0)),
  Z: g(6.4, L(0, 10, 6.4, 10, 0, 0, 6.4, 0)),

  '0': g(6, E(3, 5, 3, 5)),
  '1': g(4, L(0.6, 7.9, 3, 10, 3, 0)),
  '2': g(6.2, A(3, 7, 3, 3, 160, -38), L(5.36, 5.15, 0, 0, 6.2, 0)),
  '3': g(6.1, A(3, 7.6, 2.7, 2.4, 150, -90), A(3, 2.6, 3.1, 2.6, 90, -150)),
  '4': g(6.4, L(4.6, 0, 4.6, 10, 0, 3, 6.4, 3)),
  '5': g(6.2, L(5.8, 10, 0.9, 10, 0.55, 5.3), A(3.1, 3.2, 3.1, 3.2, 140, -150)),
  '6': g(6.2, A(3.2, 5, 3, 5, 55, 195), E(3.1, 3.1, 3.1, 3.1)),
  '7': g(6, L(0, 10, 6, 10, 2, 0)),
  '8': g(6, E(3, 7.55, 2.55, 2.45), E(3, 2.65, 3, 2.65)),
  '9': g(6.2, A(3, 5, 3, 5, 235, 375), E(3.1, 6.9, 3.1, 3.1)),

  '.': g(0.4, D(0.2, 0.7)),
  ',': g(1.2, D(0.4, 0.7), L(1.2, 0.6, 0.1, -2)),
  ':': g(0.4, D(0.2, 0.7), D(0.2, 6.3)),
  ';': g(1.2, D(0.4, 6.3), D(0.4, 0.7), L(1.2, 0.6, 0.1, -2)),
  '?': g(4.6, A(2.3, 7.6, 2.3, 2.4, 195, -30), L(4.29, 6.4, 3.7, 5.55, 2.75, 4.85, 2.45, 4.3, 2.4, 3.3), D(2.4, 0.75)),
  '!': g(0.4, L(0.2, 10, 0.2, 3), D(0.2, 0.7)),
  "'": g(0, L(0, 10, 0, 7)),
  '"': g(2, L(0, 10, 0, 7), L(2, 10, 2, 7)),
  '%': g(8, E(1.8, 7.7, 1.8, 2.3), E(6.2, 2.3, 1.8, 2.3), L(6.6, 10, 1.4, 0)),
  // An 'a' inside an open ring: the inner bowl and stem, then the ring from the stem's foot round to the right.
  '@': g(10, E(5, 4.6, 1.8, 2.1), L(6.8, 6.7, 6.8, 2.9), A(5, 4.8, 5, 5, -20, 330), A(7.8, 3.4, 1, 1.1, 180, 360)),
  '&': g(7.2, A(2.9, 8, 1.9, 2, -55, 235), L(1.81, 6.36, 7.2, 0), L(3.99, 6.36, 1, 3.9), A(3.1, 2.4, 3.1, 2.4, 150, 305), L(4.88, 0.43, 7, 3.8)),
  '(': g(2.1, A(3.6, 4, 3.6, 7, 115, 245)),
  ')': g(2.1, A(-1.5, 4, 3.6, 7, 65, -65)),
  '-': g(3.6, L(0, 4, 3.6, 4)),
  '+': g(6, L(0, 4.5, 6, 4.5), L(3, 1.5, 3, 7.5)),
  '=': g(6, L(0, 6, 6, 6), L(0, 3, 6, 3)),
  '/': g(4.6, L(0, -1, 4.6, 10.5)),
};

export function strokeGlyph(character: string): Glyph {
  const glyph = GLYPHS[character];
  if (!glyph) throw new Error(`The stroke font has no glyph for ${JSON.stringify(character)}; add one to GLYPHS.`);
  return glyph;
}

/** The advance of `line` in font units, the last glyph's gap excluded. */
export function lineWidth(line: string): number {
  let width = 0;
  [...line].forEach((character, index) => {
    if (index > 0) width += LETTER_GAP + PEN;
    width += character === ' ' ? SPACE_WIDTH : strokeGlyph(character).width;
  });
  return width;
}

/** A segment (x1, y1, x2, y2) or a dot (x, y, x, y) in font units. */
export type Segment = readonly [number, number, number, number];

/** The pen's path for `line` as segments, starting at x = 0 on the baseline y = 0. */
export function lineSegments(line: string): Segment[] {
  const segments: Segment[] = [];
  let x = 0;
  [...line].forEach((character, index) => {
    if (index > 0) x += LETTER_GAP + PEN;
    if (character === ' ') {
      x += SPACE_WIDTH;
      return;
    }
    const glyph = strokeGlyph(character);
    for (const stroke of glyph.strokes) segments.push(...strokeSegments(stroke, x));
    x += glyph.width;
  });
  return segments;
}

function strokeSegments(stroke: Stroke, dx: number): Segment[] {
  if (stroke.kind === 'dot') return [[dx + stroke.x, stroke.y, dx + stroke.x, stroke.y]];
  const points = stroke.kind === 'line' ? stroke.points : arcPoints(stroke);
  const segments: Segment[] = [];
  for (let index = 1; index < points.length; index += 1) {
    const [x1, y1] = points[index - 1]!;
    const [x2, y2] = points[index]!;
    segments.push([dx + x1, y1, dx + x2, y2]);
  }
  return segments;
}

/** An arc as a polyline, a point every 6 degrees or closer. */
function arcPoints({ cx, cy, rx, ry, from, to }: Extract<Stroke, { kind: 'arc' }>): Point[] {
  const steps = Math.max(1, Math.ceil(Math.abs(to - from) / 6));
  return Array.from({ length: steps + 1 }, (_, index): Point => {
    const angle = ((from + ((to - from) * index) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)];
  });
}
