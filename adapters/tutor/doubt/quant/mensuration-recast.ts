import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { hasGluedFigure } from './glued-figures';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { askedTail, checkStep, num, oneValueAnswer, round2 } from './quant-text';

/**
 * One solid melted and recast into another, the volume kept: a sphere drawn into a wire (its
 * length), a sphere into small balls, a cuboid into cubes, a cylinder into cones (how many), a
 * sphere into a cone or cylinder of a given radius (its height), a rod drawn into a wire. The
 * question is read in two parts, the solid melted and the solid made, each with its own
 * measures; lengths in mm, cm and m are put in centimetres. Several solids melted together, a
 * hollow solid, a loss in melting, or a count that does not come out whole are declined.
 */
export function solveRecast(written: string): QuantAnswer | null {
  if (hasGluedFigure(written)) return null;
  // 'How many bullets can be made out of a cube of lead' melts it as surely as 'melted' does.
  if (!/\bmelt(?:ed|ing)?\b|\brecast\b|\bre-cast\b|\bdrawn\s+(?:out\s+)?into\b|\bhow many\b[^.?]*\b(?:made|cast|formed|obtained)\s+(?:out\s+of|from)\b/.test(written)) return null;
  if (/%|hollow|\bloss\b|wast|\bsolids\b|\b(?:two|three|four|five|\d+)\s+(?:solid\s+|metal(?:lic)?\s+|small\s+|equal\s+)*(?:spheres|cubes|cones|cylinders|balls)\b[^.?]*\bmelted\b/.test(written)) return null;
  // π is read once: '(π = 22/7)', 'use π = 3.14'.
  const piClause = /\(?\s*(?:take|use|taking|using)?\s*(?:π|\bpi\b)\s*(?:=|as|is)\s*(?:(22)\s*\/\s*(7)|(3\.14))\s*\)?\.?/.exec(written);
  const text = piClause ? written.replace(piClause[0], ' ') : written;
  const pi = piClause?.[3] ? { value: 3.14, text: '3.14', givens: [3.14] } : { value: 22 / 7, text: '22/7', givens: piClause ? [22, 7] : [] };
  const sides = partsOf(text);
  if (!sides) return null;
  const from = solidOf(sides.source, false);
  const made = solidOf(sides.target, true);
  if (!from || !made || from.unknown !== null) return null;
  const volume = volumeOf(from, pi.value);
  if (volume === null || !(volume > 0)) return null;
  const asked = askedTail(written);
  const steps: SolutionStep[] = [
    { title: `Volume of the ${from.name}`, bullets: [...from.lines, `${volumeLine(from, pi.text)} = ${num(round2(volume))} cm³.`] },
  ];
  const givens = [...from.givens, ...made.givens, ...pi.givens];
  if (made.unknown === null) {
    if (!/\bhow many\b|\bnumber of\b/.test(asked)) return null;
    const each = volumeOf(made, pi.value);
    if (each === null || !(each > 0)) return null;
    const count = volume / each;
    const whole = Math.round(count);
    if (Math.abs(count - whole) > 1e-6 || whole < 1) return null;
    steps.push({ title: `Volume of one ${made.name}`, bullets: [...made.lines, `${volumeLine(made, pi.text)} = ${num(round2(each))} cm³.`] }, { title: 'How many', bullets: [`The metal is the same: ${num(round2(volume))} ÷ ${num(round2(each))} = ${num(whole)}.`] });
    const check = checkStep([`${num(whole)} × ${num(round2(each))} = ${num(round2(whole * each))} cm³, the volume of the ${from.name}.`], [[whole * each, volume]]);
    if (!check) return null;
    return { kind: 'mensuration', values: [whole], unit: 'number', label: `The number of ${made.name}s`, steps: [...steps, check], mistakes: [], givens };
  }
  // One measure of the solid made is unknown: the one the question asks for.
  const wanted = made.unknown;
  const askedFor = wanted === 'height' ? /\b(?:length|height|how long|how high)\b/.test(asked) : wanted === 'radius' ? /\bradius\b/.test(asked) && !/\bdiameter\b/.test(asked) : /\b(?:edge|side)\b/.test(asked);
  if (!askedFor) return null;
  const solved = unknownOf(made, volume, pi.value);
  if (solved === null || !(solved > 0)) return null;
  const full = { ...made, [wanted]: solved, unknown: null };
  const back = volumeOf(full, pi.value);
  const inMetres = /\b(?:in\s+(?:m|metres?|meters?)\b|\(in\s+m\)|how many (?:metres|meters)\b|in metres)/.test(asked);
  const inCm = /\bin\s+(?:cm|centimet)/.test(asked);
  if (inMetres && inCm) return null;
  const value = inMetres ? solved / 100 : solved;
  const unit: QuantUnit = inMetres ? 'm' : 'cm';
  const name = made.name === 'wire' ? 'length of the wire' : `${wanted === 'height' ? 'height' : wanted === 'radius' ? 'radius' : 'edge'} of the ${made.name}`;
  steps.push({ title: `The ${name}`, bullets: [...made.lines, `The metal is the same: ${unknownLine(made, pi.text)} = ${num(round2(volume))}, so the ${name} = ${num(round2(solved))} cm${inMetres ? ` = ${num(round2(value))} m` : ''}.`] });
  const check = checkStep([`${volumeLine(full, pi.text)} = ${shown(back ?? undefined)} cm³, the volume of the ${from.name}.`], [[back ?? NaN, volume]]);
  if (!check) return null;
  return oneValueAnswer('mensuration', value, unit, `The ${name}`, { steps: [...steps, check], mistakes: [], givens });
}

type Shape = 'sphere' | 'hemisphere' | 'cylinder' | 'wire' | 'cone' | 'cuboid' | 'cube';

/** The words that name a solid, the solid each names, and whether the word is plural. */
const SOLID_WORDS: readonly [RegExp, Shape][] = [
  [/\bhemi-?spher(?:e|es|ical\s+[a-z]+)\b/g, 'hemisphere'],
  [/\b(?:spherical\s+(?:balls?|shots?|marbles?|bullets?|beads?|lead\s+shots?)|(?:lead\s+)?shots?|balls?|marbles?|bullets?|beads?|spheres?)\b/g, 'sphere'],
  [/\bwires?\b/g, 'wire'],
  [/\b(?:cylindrical\s+(?:rods?|vessels?|pieces?|blocks?|bars?)|cylinders?|rods?)\b/g, 'cylinder'],
  [/\b(?:conical\s+(?:pieces?|blocks?|vessels?)|(?:right\s+circular\s+)?cones?)\b/g, 'cone'],
  [/\b(?:cuboidal\s+(?:blocks?|pieces?|bars?)|cuboids?|rectangular\s+(?:blocks?|solids?|bars?))\b/g, 'cuboid'],
  [/\b(?:cubical\s+(?:blocks?|pieces?)|cubes?)\b/g, 'cube'],
];

interface Mention {
  readonly shape: Shape;
  readonly index: number;
  readonly end: number;
}

/** Each solid named, in order; a word inside another's name ('balls' in 'spherical balls') is not named twice. */
function mentionsOf(text: string): Mention[] {
  const found: Mention[] = [];
  for (const [pattern, shape] of SOLID_WORDS) {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (found.some((other) => match.index < other.end && end > other.index)) continue;
      found.push({ shape, index: match.index, end });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The two parts of the question: the solid melted and the solid made. 'A sphere ... is melted
 * and drawn into a wire ...' names the melted one first; 'How many balls ... can be made by
 * melting a sphere ...' (or '... cast from a cylinder') names it second.
 */
function partsOf(text: string): { source: string; target: string } | null {
  const into = /\b(?:melted|recast|re-cast|drawn|moulded|molded|converted)\b[^.?]*?\b(?:into|to\s+(?:form|make|get)|so\s+as\s+to\s+form)\b/.exec(text);
  const by = /\b(?:by\s+melting|(?:cast|made|formed|obtained|drawn|moulded|prepared)\s+(?:out\s+of|from|by\s+melting))\b/.exec(text);
  if (into && !by) {
    const split = into.index + into[0].length;
    return { source: text.slice(0, split), target: text.slice(split) };
  }
  if (by && !into && /\bhow many\b|\bnumber of\b/.test(text.slice(0, by.index))) {
    return { source: text.slice(by.index), target: text.slice(0, by.index) };
  }
  return null;
}

interface Solid {
  readonly shape: Shape;
  readonly name: string;
  readonly radius?: number;
  readonly height?: number;
  readonly side?: number;
  readonly length?: number;
  readonly breadth?: number;
  /** The one measure not given (only for the solid made). */
  readonly unknown: 'radius' | 'height' | 'side' | null;
  readonly lines: string[];
  readonly givens: number[];
}

const UNIT = String.raw`\s*(mm|millimet(?:re|er)s?|cm|centimet(?:re|er)s?|m|metres?|meters?)(?![a-z\d])`;
const FIGURE = String.raw`(\d+(?:\.\d+)?)`;
const LINK = String.raw`\s+(?:of\s+)?(?:is\s+|=\s*|being\s+|equal\s+to\s+)?`;

/** Centimetres in one of each unit. */
function inCm(value: number, unit: string): number {
  return /^mm|^milli/.test(unit) ? value / 10 : /^cm|^centi/.test(unit) ? value : value * 100;
}

/** The one figure a pattern finds in the part (with its unit, in cm), null when none, undefined when two differ or the unit is missing. */
function measure(part: string, patterns: readonly RegExp[]): { cm: number; written: number; said: string } | null | undefined {
  const found = patterns.flatMap((pattern) => [...part.matchAll(pattern)]);
  if (found.length === 0) return null;
  const values = found.map((match) => ({ written: Number(match[1]), cm: inCm(Number(match[1]), match[2]!), said: `${match[1]} ${match[2]}` }));
  if (values.some((value) => value.cm !== values[0]!.cm)) return undefined;
  return values[0]!;
}

const RADIUS = [new RegExp(String.raw`\bradius${LINK}${FIGURE}${UNIT}`, 'g'), new RegExp(String.raw`${FIGURE}${UNIT}\s+(?:in\s+)?radius\b`, 'g')];
const DIAMETER = [new RegExp(String.raw`\b(?:diameter|thickness)${LINK}${FIGURE}${UNIT}`, 'g'), new RegExp(String.raw`${FIGURE}${UNIT}\s+(?:in\s+)?(?:diameter|thick)\b`, 'g')];
const HEIGHT = [new RegExp(String.raw`\b(?:height|length)${LINK}${FIGURE}${UNIT}`, 'g'), new RegExp(String.raw`${FIGURE}${UNIT}\s+(?:high|long|tall|in\s+(?:height|length))\b`, 'g')];
const SIDE = [new RegExp(String.raw`\b(?:edge|side)(?:\s+length)?${LINK}${FIGURE}${UNIT}`, 'g'), new RegExp(String.raw`${FIGURE}${UNIT}\s+(?:edge|side)\b`, 'g')];
const BOX = new RegExp(String.raw`${FIGURE}(?:${UNIT})?\s*(?:x|by)\s*${FIGURE}(?:${UNIT})?\s*(?:x|by)\s*${FIGURE}${UNIT}`, 'g');
const BOX_WORDS = [new RegExp(String.raw`${FIGURE}${UNIT}\s+long\b`, 'g'), new RegExp(String.raw`${FIGURE}${UNIT}\s+(?:wide|broad)\b`, 'g'), new RegExp(String.raw`${FIGURE}${UNIT}\s+(?:high|thick|deep)\b`, 'g')];

/**
 * The one kind of solid named in a part, with its measures in cm. Every figure of the part must
 * be one of its measures; the solid made may lack one measure (its unknown), the solid melted none.
 */
function solidOf(part: string, made: boolean): Solid | null {
  const mentions = mentionsOf(part);
  const shapes = new Set(mentions.map((mention) => mention.shape));
  if (shapes.size !== 1) return null;
  const shape = mentions[0]!.shape;
  // The solid melted is one solid: 'cubes ... are melted' is several, not read here.
  if (!made && /s$/.test(part.slice(mentions[0]!.index, mentions[0]!.end))) return null;
  const figures = (part.match(/\d+(?:\.\d+)?/g) ?? []).length;
  const givens: number[] = [];
  const lines: string[] = [];
  const name = shape === 'cuboid' ? 'cuboid' : shape;
  if (shape === 'cuboid') {
    const box = [...part.matchAll(BOX)];
    let dims: number[] | null = null;
    if (box.length === 1) {
      const match = box[0]!;
      const units = [match[2], match[4], match[6]!].filter((unit): unit is string => unit !== undefined);
      if (new Set(units.map((unit) => inCm(1, unit))).size !== 1) return null;
      dims = [match[1]!, match[3]!, match[5]!].map((value) => inCm(Number(value), match[6]!));
      givens.push(Number(match[1]), Number(match[3]), Number(match[5]));
    } else if (box.length === 0) {
      const each = BOX_WORDS.map((pattern) => measure(part, [pattern]));
      if (each.some((value) => !value)) return null;
      dims = each.map((value) => value!.cm);
      givens.push(...each.map((value) => value!.written));
    }
    if (!dims || givens.length !== figures) return null;
    const [l, b, h] = dims as [number, number, number];
    lines.push(`The cuboid is ${num(l)} cm × ${num(b)} cm × ${num(h)} cm.`);
    return { shape, name, length: l, breadth: b, height: h, unknown: null, lines, givens };
  }
  if (shape === 'cube') {
    const side = measure(part, SIDE);
    if (side === undefined || (side === null && !made)) return null;
    if (side) givens.push(side.written);
    if (givens.length !== figures) return null;
    if (side) lines.push(`Edge = ${side.said} = ${num(side.cm)} cm.`);
    return { shape, name, side: side?.cm, unknown: side ? null : 'side', lines, givens };
  }
  const radius = measure(part, RADIUS);
  const diameter = measure(part, DIAMETER);
  if (radius === undefined || diameter === undefined || (radius && diameter)) return null;
  const r = radius ? radius.cm : diameter ? diameter.cm / 2 : undefined;
  if (radius) givens.push(radius.written);
  if (diameter) givens.push(diameter.written);
  if (r !== undefined) lines.push(radius ? `Radius of the ${name} = ${radius.said}${radius.said.endsWith('cm') ? '' : ` = ${num(r)} cm`}.` : `Radius of the ${name} = half the diameter ${diameter!.said} = ${num(r)} cm.`);
  const round = shape === 'sphere' || shape === 'hemisphere';
  if (round) {
    if (givens.length !== figures || (r === undefined && !made)) return null;
    return { shape, name, radius: r, unknown: r === undefined ? 'radius' : null, lines, givens };
  }
  const height = measure(part, HEIGHT);
  if (height === undefined) return null;
  if (height) {
    givens.push(height.written);
    lines.push(`${shape === 'cone' ? 'Height' : 'Length'} of the ${name} = ${height.said}${height.said.endsWith('cm') ? '' : ` = ${num(height.cm)} cm`}.`);
  }
  if (givens.length !== figures) return null;
  const missing = [r === undefined ? 'radius' : null, height ? null : 'height'].filter((entry) => entry !== null);
  if (missing.length > (made ? 1 : 0)) return null;
  return { shape, name, radius: r, height: height?.cm, unknown: (missing[0] as Solid['unknown'] | undefined) ?? null, lines, givens };
}

/** A measure as the working writes it; 'r' or 'h' stand in for the one not yet known. */
const shown = (value: number | undefined, name = '?'): string => (value === undefined ? name : num(round2(value)));

/** The volume in cm³, or null when a measure is missing. */
function volumeOf(solid: Solid, pi: number): number | null {
  const { radius: r, height: h, side: a, length: l, breadth: b } = solid;
  switch (solid.shape) {
    case 'sphere':
      return r === undefined ? null : (4 / 3) * pi * r ** 3;
    case 'hemisphere':
      return r === undefined ? null : (2 / 3) * pi * r ** 3;
    case 'cylinder':
    case 'wire':
      return r === undefined || h === undefined ? null : pi * r * r * h;
    case 'cone':
      return r === undefined || h === undefined ? null : (pi * r * r * h) / 3;
    case 'cube':
      return a === undefined ? null : a ** 3;
    case 'cuboid':
      return l === undefined || b === undefined || h === undefined ? null : l * b * h;
  }
}

/** The formula with the figures put in: '4/3 × π × 6³'. */
function volumeLine(solid: Solid, pi: string): string {
  const r = shown(solid.radius);
  const h = shown(solid.height);
  switch (solid.shape) {
    case 'sphere':
      return `Volume = (4/3) × ${pi} × ${r}³`;
    case 'hemisphere':
      return `Volume = (2/3) × ${pi} × ${r}³`;
    case 'cylinder':
    case 'wire':
      return `Volume = ${pi} × ${r}² × ${h}`;
    case 'cone':
      return `Volume = (1/3) × ${pi} × ${r}² × ${h}`;
    case 'cube':
      return `Volume = ${num(solid.side!)}³`;
    case 'cuboid':
      return `Volume = ${num(solid.length!)} × ${num(solid.breadth!)} × ${h}`;
  }
}

/** The unknown measure of the solid made, from the volume it keeps. */
function unknownOf(solid: Solid, volume: number, pi: number): number | null {
  const { radius: r, height: h } = solid;
  switch (solid.unknown) {
    case 'height':
      if (r === undefined) return null;
      return solid.shape === 'cone' ? (3 * volume) / (pi * r * r) : solid.shape === 'cylinder' || solid.shape === 'wire' ? volume / (pi * r * r) : null;
    case 'radius':
      if (solid.shape === 'sphere') return Math.cbrt((3 * volume) / (4 * pi));
      if (solid.shape === 'hemisphere') return Math.cbrt((3 * volume) / (2 * pi));
      if (h === undefined) return null;
      return solid.shape === 'cone' ? Math.sqrt((3 * volume) / (pi * h)) : Math.sqrt(volume / (pi * h));
    case 'side':
      return Math.cbrt(volume);
    default:
      return null;
  }
}

/** The equation for the unknown: 'π × r² × L'. */
function unknownLine(solid: Solid, pi: string): string {
  const r = shown(solid.radius);
  const h = shown(solid.height);
  switch (solid.unknown) {
    case 'height':
      return solid.shape === 'cone' ? `(1/3) × ${pi} × ${r}² × h` : `${pi} × ${r}² × ${solid.shape === 'wire' ? 'L' : 'h'}`;
    case 'radius':
      return solid.shape === 'sphere' ? `(4/3) × ${pi} × r³` : solid.shape === 'hemisphere' ? `(2/3) × ${pi} × r³` : solid.shape === 'cone' ? `(1/3) × ${pi} × r² × ${h}` : `${pi} × r² × ${h}`;
    default:
      return 'a³';
  }
}
