import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { solveMensurationCount } from './mensuration-count-solver';
import { solvePath } from './mensuration-path-solver';
import { solveCone } from './mensuration-cone';
import { solveWalls } from './mensuration-walls';
import { solveRecast } from './mensuration-recast';
import { solveTent } from './mensuration-tent';
import { LEN, type LengthUnit, type Measure, type Read, type Relation, readMeasures, unitOf } from './mensuration-read';
import { askedTail, checkStep, formatValue, num, round2, rs } from './quant-text';

/**
 * Mensuration: area, perimeter and diagonal of a rectangle, square, circle (π = 22/7 unless the
 * question says otherwise) and right triangle; volume and surface area of a cube, cuboid and
 * cylinder; the cost of fencing, tiling or painting at a rate, or a measure from the cost paid.
 * A dimension may be given through another measure ('a square of perimeter 40 cm', 'a circle of
 * circumference 44 cm'), a rectangle's length through its breadth ('twice the breadth', 'in the
 * ratio 4 : 3'), a triangle by its three sides (Heron's formula). Also: counting tiles, bricks,
 * cubes and a wheel's revolutions (mensuration-count-solver), a path round or across a field
 * (mensuration-path-solver), and two figures sharing a measure (a wire bent again, a solid recast).
 * The four walls of a room less its doors and windows (mensuration-walls), a sphere, cylinder or
 * cuboid melted into wire, balls, cones or cubes (mensuration-recast) and a conical tent's canvas
 * (mensuration-tent) are read before all of these.
 */
export function solveMensuration(written: string): QuantAnswer | null {
  // 'A tank of base radius 0.7 m', 'the radius of its base is 7 cm': the radius of the cylinder.
  // 'How many litres does it hold when full?': 'when full' says nothing and is not the ask.
  const text = written
    .replace(/\bbase\s+radius\b/g, 'radius')
    .replace(/\bradius\s+of\s+(?:its|the)\s+base\b/g, 'radius')
    .replace(/\s+when\s+(?:it\s+is\s+)?(?:completely\s+)?(?:full|filled)(?:\s+to\s+the\s+brim)?\b/g, '')
    // 'One of the sides containing the right angle is 16 m', 'one of its legs': one side beside the hypotenuse.
    .replace(/\b(?:one|either)\s+of\s+(?:the|its)\s+(?:(?:other\s+)?sides|legs)(?:\s+(?:containing|forming|making|enclosing|about|including)\s+the\s+right\s+angle)?\b/g, 'one side')
    // 'A right-angled triangle ... its longest side is 15 m': the hypotenuse.
    .replace(/\b(?:its|the)\s+longest\s+side\b(\s+is\s+\d+(?:\.\d+)?\s*(?:cm|m)?)(?:\s+long\b)?/g, (side, length: string) => (/\bright\b/.test(written) ? `the hypotenuse${length}` : side))
    // 'pi 22/7': the value of π to use.
    .replace(/\(?\bpi\s*(?:=|:|is)?\s*(22\s*\/\s*7|3\.14)\s*\)?/g, 'use π = $1')
    // 'A round pond (table, park)': a circle.
    .replace(/\bround\s+(?=(?:pond|table|park|field|plot|garden|lawn|ground|track|disc|sheet|plate|carpet|mat|rug|pool)\b)/g, 'circular ');
  const counted = solveWalls(text) ?? solveRecast(text) ?? solveTent(text) ?? meltedCubes(text) ?? solveMensurationCount(text) ?? reshaped(text) ?? solvePath(text) ?? tankDepth(text) ?? solveCone(text);
  if (counted) return counted;
  if (/semi|hemispher|sphere|\bcone\b|conical|trapez|rhombus|parallelogram|hexagon|pentagon|sector|\barc\b|frustum|prism|pyramid|\bpath\b|verandah|\bborder\b|margin|inner|outer(?!\s+surface)|hollow|\bpipe\b|\bring\b|increased|decreased|%|equilateral|isosceles|melted|recast|\bbent\b|rebent|revolutions?|\bwire\b|how many (?:tiles|bricks|cubes|small|boxes)/.test(text)) return null;
  const cleaned = text.replace(/square\s+(?:cm|m|metres?|meters?|centimet(?:re|er)s?|units?|km|feet|ft)\b/g, 'sq m').replace(/cubic\s+(?:cm|m|metres?|meters?|centimet(?:re|er)s?|units?)\b/g, 'cu m');
  const named = shapeOf(cleaned);
  if (!named) return null;
  if (named === 'triangle' && threeSides(text)) return heron(text);
  const measured = readMeasures(text);
  if (!measured) return null;
  // 'The floor of a room 8 m long and 6 m wide': a room with no height is only its floor.
  const shape = named === 'cuboid' && measured.values.height === undefined && /\bfloor(?:ing)?\b|carpet|\btiling\b|\bpaving\b/.test(text) ? 'rectangle' : named;
  const read = measured.totalCost === null ? measured : paidFor(shape, measured);
  if (!read) return null;
  const figure = SHAPES[shape](read);
  if (!figure) return null;
  return answer(text, shape, read, figure);
}

/**
 * 'A cylindrical tank of radius 0.7 m holds 3,850 litres when full: find its depth': 3,850 litres
 * is 3.85 m³, and the depth is that volume ÷ πr².
 */
function tankDepth(text: string): QuantAnswer | null {
  const held = /\b(?:holds?|contains?|can hold|capacity\s+(?:of|is))\s+(\d+(?:\.\d+)?)\s*(?:litres?|liters?|l)\b/.exec(text);
  if (!held || !/cylind/.test(text) || !/\b(?:depth|height|how deep|how high)\b/.test(askedTail(text))) return null;
  const radius = /\bradius\s+(?:of\s+)?(?:is\s+)?(\d+(?:\.\d+)?)\s*(m|metres?|meters?|cm|centimet(?:re|er)s?)\b/.exec(text);
  const diameter = radius ? null : /\bdiameter\s+(?:of\s+)?(?:is\s+)?(\d+(?:\.\d+)?)\s*(m|metres?|meters?|cm|centimet(?:re|er)s?)\b/.exec(text);
  const found = radius ?? diameter;
  if (!found) return null;
  const piMatch = /(?:π|\bpi\b)\s*(?:=|as|is)\s*(\d+)\s*\/\s*(\d+)/.exec(text);
  const pi = piMatch ? Number(piMatch[1]) / Number(piMatch[2]) : 22 / 7;
  if (!(pi > 3 && pi < 3.2)) return null;
  const metres = /^c/.test(found[2]!);
  const r = (Number(found[1]) / (radius ? 1 : 2)) / (metres ? 100 : 1);
  const volume = Number(held[1]) / 1000;
  const depth = volume / (pi * r * r);
  if (!(depth > 0) || Math.abs(depth * 100 - Math.round(depth * 100)) > 1e-6) return null;
  const steps: SolutionStep[] = [
    { title: 'The volume in cubic metres', bullets: [`1,000 litres = 1 m³: ${num(Number(held[1]))} litres = ${num(volume)} m³.`, ...(radius ? [] : [`Radius = ${num(Number(found[1]))} ÷ 2 = ${num(Number(found[1]) / 2)} ${found[2]}.`]), ...(metres ? [`Radius = ${num(r)} m.`] : [])] },
    { title: 'Depth = volume ÷ πr²', bullets: [`πr² = ${piMatch ? `${piMatch[1]}/${piMatch[2]}` : '22/7'} × ${num(r)} × ${num(r)} = ${num(pi * r * r)} m²; depth = ${num(volume)} ÷ ${num(pi * r * r)} = ${num(depth)} m.`] },
  ];
  const check = checkStep([`πr²h = ${num(pi * r * r)} × ${num(depth)} = ${num(pi * r * r * depth)} m³ = ${num(pi * r * r * depth * 1000)} litres.`], [[pi * r * r * depth * 1000, Number(held[1])]]);
  if (!check) return null;
  return { kind: 'mensuration', values: [round2(depth)], unit: 'm', label: 'The depth of the tank', steps: [...steps, check], mistakes: [{ value: round2(depth * 1000), why: 'this leaves the litres unconverted' }], givens: [Number(held[1]), Number(found[1]), ...(piMatch ? [Number(piMatch[1]), Number(piMatch[2])] : []), ...(/\b1\s*(?:cubic\s+met(?:re|er)s?|cu\.?\s*m|m³|m\s?3)\s*=\s*1000\b/.test(text) ? [1, 1000, ...(/m\s?3\b/.test(text) ? [3] : [])] : [])] };
}

/** The words that name a figure, and the figure each names. */
const SHAPE_WORDS: readonly [RegExp, Shape][] = [
  [/\bsquares?\b/, 'square'],
  [/\brectang(?:le|les|ular)\b/, 'rectangle'],
  [/\bcircles?\b|\bcircular\b/, 'circle'],
  [/\bcubes?\b|\bcubical\b/, 'cube'],
  [/\bcuboids?\b/, 'cuboid'],
  [/\bcylind(?:er|ers|rical)\b/, 'cylinder'],
];

/** What one figure hands to the other: a wire bent again keeps its length; a solid melted keeps its volume; 'the same area as'. */
function carriedMeasure(text: string): Measure | null {
  if (/\b(?:melted|recast|re-cast)\b/.test(text)) return 'volume';
  const sameArea = /\b(?:same|equal)\s+(?:in\s+)?area\b|\barea\b[^.?]*\b(?:equal\s+to|same\s+as)\s+(?:the\s+|that\s+of\s+)?(?:area\b|a\s+\w+)/.test(text);
  const samePerimeter = /\b(?:bent|re-?bent|reshaped|re-?shaped|folded|moulded|molded)\b|\b(?:same|equal)\s+(?:perimeter|circumference)s?\b|\b(?:perimeter|circumference)\b[^.?]*\b(?:equal\s+to|same\s+as)\s+(?:the\s+|that\s+of\s+)?(?:perimeter|circumference)\b/.test(text);
  if (sameArea === samePerimeter) return null;
  return sameArea ? 'area' : 'perimeter';
}

/**
 * Two figures sharing a measure: 'a wire bent in the form of a square of side 22 cm is bent into
 * a circle: its radius'; 'a square has the same area as a rectangle 125 m by 5 m: its side'; 'a
 * cube of edge 6 cm is melted into a cuboid 9 cm by 8 cm: its height'. The figure whose measures
 * settle it gives the shared measure to the other, which the question asks about.
 */
function reshaped(written: string): QuantAnswer | null {
  const carry = carriedMeasure(written);
  if (!carry || /%|increased|decreased|how many|₹|semi|sphere|cone|hollow|ratio of|times/.test(written)) return null;
  // π is read once, from anywhere; each figure is read from its own part of the question.
  const piClause = /\(?\s*(?:take|use|taking|using)?\s*(?:π|\bpi\b)\s*(?:=|as|is)\s*(?:\d+\s*\/\s*\d+|\d+(?:\.\d+)?)\s*\)?\.?/.exec(written);
  const text = piClause ? written.replace(piClause[0], ' ') : written;
  const pi = piClause ? ` ${piClause[0]}` : '';
  const mentions = SHAPE_WORDS.map(([pattern, shape]) => ({ shape, index: pattern.exec(text)?.index ?? -1 })).filter((mention) => mention.index >= 0).sort((a, b) => a.index - b.index);
  const wire = /\b(?:wire|string|thread|rope|cord)\b/.test(text) && carry === 'perimeter';
  if (mentions.length !== 2 && !(wire && mentions.length === 1)) return null;
  const split = mentions.length === 2 ? mentions[1]!.index : mentions[0]!.index;
  const parts = [text.slice(0, split), text.slice(split)];
  const reads = parts.map((part) => readMeasures(part + pi));
  if (reads.some((read) => !read || read.rate || read.gate !== null || read.totalCost !== null)) return null;
  const [first, second] = reads as [Read, Read];
  if (first.unit !== null && second.unit !== null && first.unit !== second.unit) return null;
  // A bare wire 'of length 88 cm' or '88 cm long' is the perimeter it keeps.
  const sourceOf = (index: 0 | 1): { shape: Shape | 'wire'; value: number; line: string } | null => {
    const read = reads[index]!;
    const shape = mentions.length === 2 ? mentions[index]!.shape : index === 0 ? 'wire' : null;
    if (!shape) return null;
    if (shape === 'wire') {
      const keys = Object.keys(read.values);
      return keys.length === 1 && read.values.length !== undefined && read.relation === null ? { shape, value: read.values.length, line: `The wire is ${num(read.values.length)} long: that is the perimeter of the new figure.` } : null;
    }
    if (read.values[carry] !== undefined) return null;
    const figure = SHAPES[shape](read);
    const measure = figure?.measures[carry];
    if (!figure || !measure || (Object.keys(read.values) as Measure[]).some((given) => figure.measures[given] === undefined)) return null;
    return { shape, value: measure.value, line: [...figure.steps.flatMap((step) => step.bullets), measure.line].join(' ') };
  };
  const sources = ([0, 1] as const).map((index) => sourceOf(index));
  if ((sources[0] === null) === (sources[1] === null)) return null;
  const from = sources[0] ? 0 : 1;
  const source = sources[from]!;
  const to = mentions.length === 2 ? mentions[1 - from]! : mentions[0]!;
  const target = reads[1 - from]!;
  if (mentions.length === 1 && from !== 0) return null;
  if (target.values[carry] !== undefined) return null;
  // The question asks about the new figure: a question naming only the first is declined.
  const asked = askedTail(written);
  if (source.shape !== 'wire' && SHAPE_WORDS.some(([pattern, shape]) => shape === source.shape && pattern.test(asked)) && !SHAPE_WORDS.some(([pattern, shape]) => shape === to.shape && pattern.test(asked))) return null;
  const unit = first.unit ?? second.unit;
  const merged: Read = { ...target, unit, values: { ...target.values, [carry]: source.value }, givens: [] };
  const figure = SHAPES[to.shape](merged);
  if (!figure) return null;
  const worked = answer(written, to.shape, merged, figure);
  if (!worked) return null;
  const what = carry === 'volume' ? 'volume' : carry === 'area' ? 'area' : 'perimeter';
  const step: SolutionStep = { title: source.shape === 'wire' ? 'The length of the wire' : `The ${what} of the ${source.shape}`, bullets: [source.line, ...(source.shape === 'wire' ? [] : [`The ${to.shape} has the same ${what}: ${num(source.value)}.`])] };
  // Each part read π again: count its figures once.
  const withoutPi = (read: Read) => read.givens.filter((given, index) => index < read.givens.length - read.pi.givens.length);
  return { ...worked, steps: [step, ...worked.steps], givens: [...withoutPi(first), ...withoutPi(second), ...first.pi.givens] };
}

/** 'The sides of a triangle are 13 cm, 14 cm and 15 cm': the three sides, in one unit. */
function threeSides(text: string): { sides: number[]; unit: LengthUnit } | null {
  const match = new RegExp(String.raw`\bsides(?:\s+of\s+(?:a|the|this)\s+triangle)?\s*(?:are|measure|measuring|of|of lengths?|:|=)?\s*${LEN}\s*,\s*${LEN}\s*,?\s*(?:and\s+)?${LEN}`).exec(text);
  if (!match) return null;
  const units = new Set([match[2], match[4], match[6]].filter((unit) => unit !== undefined).map(unitOf));
  if (units.size > 1 || units.has('other')) return null;
  return { sides: [Number(match[1]), Number(match[3]), Number(match[5])], unit: (units.values().next().value as LengthUnit | undefined) ?? null };
}

/** The area (Heron's formula) or perimeter of a triangle from its three sides; only an area that comes out exact. */
function heron(text: string): QuantAnswer | null {
  const read = threeSides(text);
  if (!read || /₹|right|hypotenuse|height|altitude|base|median|\d\s*\/\s*\d/.test(text)) return null;
  const [a, b, c] = read.sides as [number, number, number];
  if (!(a + b > c && b + c > a && a + c > b)) return null;
  const asked = askedTail(text);
  const perimeter = a + b + c;
  const unit = (measure: 'area' | 'perimeter') => (read.unit === null ? 'number' : measure === 'area' ? (read.unit === 'cm' ? 'cm²' : 'm²') : read.unit);
  if (/\bperimeter\b/.test(asked) && !/\barea\b/.test(asked)) {
    const check = checkStep([`${num(perimeter)} − ${num(a)} − ${num(b)} = ${num(c)}, the third side.`], [[perimeter - a - b, c]]);
    if (!check) return null;
    return { kind: 'mensuration', values: [perimeter], unit: unit('perimeter'), label: 'The perimeter', steps: [{ title: 'Perimeter', bullets: [`Perimeter = sum of the sides = ${num(a)} + ${num(b)} + ${num(c)} = ${num(perimeter)}.`] }, check], mistakes: [{ value: perimeter / 2, why: 'this is the semi-perimeter, half the perimeter' }], givens: [a, b, c] };
  }
  if (!/\barea\b/.test(asked)) return null;
  const s = perimeter / 2;
  const product = s * (s - a) * (s - b) * (s - c);
  const area = round2(Math.sqrt(product));
  if (Math.abs(area * area - product) > 1e-6 * product) return null;
  const steps: SolutionStep[] = [
    { title: 'Semi-perimeter', bullets: [`s = (${num(a)} + ${num(b)} + ${num(c)}) ÷ 2 = ${num(s)}.`] },
    { title: "Heron's formula", bullets: [`Area = √(s(s − a)(s − b)(s − c)) = √(${num(s)} × ${num(s - a)} × ${num(s - b)} × ${num(s - c)}) = √${num(product)} = ${num(area)}.`] },
  ];
  const check = checkStep([`${num(area)}² = ${num(area * area)} = ${num(s)} × ${num(s - a)} × ${num(s - b)} × ${num(s - c)}.`], [[area * area, product]]);
  if (!check) return null;
  return { kind: 'mensuration', values: [area], unit: unit('area'), label: 'The area', steps: [...steps, check], mistakes: [{ value: round2(Math.sqrt(perimeter * (perimeter - a) * (perimeter - b) * (perimeter - c))), why: 'this uses the whole perimeter for s; s is half the perimeter' }].filter((mistake) => Number.isFinite(mistake.value) && mistake.value !== area), givens: [a, b, c] };
}

/** What a stated cost pays for: a rate per metre pays for the perimeter, per square metre for the area, per cubic metre for the volume. */
function paidFor(shape: Shape, read: Read): Read | null {
  const rate = read.rate;
  if (!rate || read.totalCost === null || read.gate !== null) return null;
  const on: Measure | null = rate.per === 'length' ? 'perimeter' : rate.per === 'volume' ? 'volume' : ['rectangle', 'square', 'circle', 'triangle'].includes(shape) ? 'area' : null;
  if (!on || read.values[on] !== undefined) return null;
  return { ...read, values: { ...read.values, [on]: read.totalCost / rate.value }, rate: null, totalCost: null, paid: { measure: on, rate: rate.value, cost: read.totalCost, per: rate.per } };
}

type Shape = 'rectangle' | 'square' | 'circle' | 'triangle' | 'cube' | 'cuboid' | 'cylinder';

function shapeOf(text: string): Shape | null {
  const found = new Set<Shape>();
  if (/\bcuboid|rectangular\s+(?:box|tank|block|solid|room|hall|godown|container|cistern|carton)|\b(?:room|hall|box|brick|tank|godown|carton|cistern|almirah|pit|trench|ditch|reservoir)\b/.test(text)) found.add('cuboid');
  if (/\bcubes?\b|\bcubical\b/.test(text)) found.add('cube');
  // 'A well of diameter 14 m dug 15 m deep' is a cylinder of earth ('as well as' is not a well).
  if (/cylind|\b(?:a|the)\s+well\b/.test(text)) found.add('cylinder');
  if (/circle|circular|\bwheel\b/.test(text)) found.add('circle');
  if (/\bsquare\b/.test(text)) found.add('square');
  if (/triangle|triangular/.test(text)) found.add('triangle');
  if (/rectang|\bfield\b|\bplot\b|\bgarden\b|\bfloor\b|\bpark\b|\blawn\b|\bcourtyard\b|\bground\b/.test(text) && !found.has('cuboid')) found.add('rectangle');
  // 'a square field', 'a circular park', 'a cubical tank', 'a cylindrical tank': the named shape wins over the thing.
  for (const named of ['cube', 'cylinder', 'circle', 'square', 'triangle'] as const) {
    if (found.has(named)) {
      found.delete('rectangle');
      if (named === 'cube' || named === 'cylinder') found.delete('cuboid');
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}


/** A figure: its dimensions as worked from the data, and every measure it has. */
interface Figure {
  readonly steps: SolutionStep[];
  /** Each measure with how it is worked out. */
  readonly measures: Partial<Record<Measure, { value: number; line: string }>>;
  /** The measure a cost applies to, if the question names a cost. */
  readonly costOn?: Measure;
  /** Conditions of the question beyond its measures ('the length is twice the breadth'), worked again from the answer. */
  readonly checks?: readonly { readonly line: string; readonly pair: readonly [number, number] }[];
}

type Builder = (read: Read) => Figure | null;

/** Every measure of a rectangle of length l and breadth b, with how it is worked out. */
function rectangleMeasures(l: number, b: number): Figure['measures'] {
  return {
    length: { value: l, line: `Length = ${num(l)}.` },
    breadth: { value: b, line: `Breadth = ${num(b)}.` },
    area: { value: l * b, line: `Area = length × breadth = ${num(l)} × ${num(b)} = ${num(l * b)}.` },
    perimeter: { value: 2 * (l + b), line: `Perimeter = 2(length + breadth) = 2 × (${num(l)} + ${num(b)}) = ${num(2 * (l + b))}.` },
    diagonal: { value: Math.hypot(l, b), line: `Diagonal = √(length² + breadth²) = √(${num(l * l)} + ${num(b * b)}) = ${num(Math.hypot(l, b))}.` },
  };
}

/**
 * A rectangle whose length is given through the breadth ('twice the breadth', 'in the ratio
 * 4 : 3', '5 m more than the breadth') and one more measure: the breadth as x, one equation.
 */
function related(read: Read, relation: Relation): Figure | null {
  const v = read.values;
  const known = (['length', 'breadth', 'perimeter', 'area', 'diagonal'] as const).filter((measure) => v[measure] !== undefined);
  if (known.length !== 1 || extra(read, ['length', 'breadth', 'perimeter', 'area', 'diagonal'])) return null;
  const given = known[0]!;
  const stated = v[given]!;
  const times = relation.kind === 'times';
  const f = times ? relation.factor : 1;
  const d = times ? 0 : relation.difference;
  // Length = f·x + d and breadth = x; in ratio p : q, length = p·x and breadth = q·x.
  const [p, q] = times && relation.ratio ? relation.ratio : [f, 1];
  const lengthOf = (x: number) => (times ? p * x : x + d);
  const breadthOf = (x: number) => (times ? q * x : x);
  const lx = times ? `${num(p)}x` : `x + ${num(d)}`;
  const bx = times ? (q === 1 ? 'x' : `${num(q)}x`) : 'x';
  let x: number;
  let equation: string;
  switch (given) {
    case 'length':
      x = times ? stated / p : stated - d;
      equation = `${lx} = ${num(stated)}, so x = ${num(x)}.`;
      break;
    case 'breadth':
      x = times ? stated / q : stated;
      equation = `${bx} = ${num(stated)}, so x = ${num(x)}.`;
      break;
    case 'perimeter':
      x = times ? stated / (2 * (p + q)) : (stated / 2 - d) / 2;
      equation = times ? `2(${lx} + ${bx}) = ${num(2 * (p + q))}x = ${num(stated)}, so x = ${num(x)}.` : `2(x + ${num(d)} + x) = ${num(stated)}, so 2x + ${num(d)} = ${num(stated / 2)} and x = ${num(x)}.`;
      break;
    case 'area':
      x = times ? Math.sqrt(stated / (p * q)) : (-d + Math.sqrt(d * d + 4 * stated)) / 2;
      equation = times ? `${lx} × ${bx} = ${num(p * q)}x² = ${num(stated)}, so x² = ${num(stated / (p * q))} and x = ${num(x)}.` : `x(x + ${num(d)}) = ${num(stated)}: x² + ${num(d)}x − ${num(stated)} = 0, whose positive root is x = ${num(x)}.`;
      break;
    case 'diagonal':
      x = times ? stated / Math.hypot(p, q) : (-d + Math.sqrt(2 * stated * stated - d * d)) / 2;
      equation = times ? `(${lx})² + (${bx})² = ${num(p * p + q * q)}x² = ${num(stated * stated)}, so x = ${num(x)}.` : `x² + (x + ${num(d)})² = ${num(stated * stated)}: its positive root is x = ${num(x)}.`;
      break;
  }
  const l = lengthOf(x);
  const b = breadthOf(x);
  if (!(x > 0 && l > 0 && b > 0) || !Number.isFinite(x)) return null;
  const steps: SolutionStep[] = [
    { title: 'Length and breadth', bullets: [`${capital(relation.said)}: take the breadth as ${bx} and the length as ${lx}.`, equation, `Length = ${num(l)}, breadth = ${num(b)}.`] },
  ];
  const pair: [number, number] = times ? [l * q, b * p] : [l - b, d];
  return { steps, measures: rectangleMeasures(l, b), checks: [{ line: times ? `${num(l)} : ${num(b)} = ${relation.ratio ? `${num(p)} : ${num(q)}` : `${num(f)} : 1`}, as stated.` : `${num(l)} − ${num(b)} = ${num(d)}, as stated.`, pair }] };
}

const SHAPES: Readonly<Record<Shape, Builder>> = {
  rectangle: (read) => {
    const v = read.values;
    if (read.relation) return related(read, read.relation);
    let l = v.length;
    let b = v.breadth;
    const steps: SolutionStep[] = [];
    if (l === undefined && b !== undefined && v.area !== undefined) {
      l = v.area / b;
      steps.push({ title: 'Length', bullets: [`Area = length × breadth, so length = ${num(v.area)} ÷ ${num(b)} = ${num(l)}.`] });
    } else if (b === undefined && l !== undefined && v.area !== undefined) {
      b = v.area / l;
      steps.push({ title: 'Breadth', bullets: [`Area = length × breadth, so breadth = ${num(v.area)} ÷ ${num(l)} = ${num(b)}.`] });
    } else if (b === undefined && l !== undefined && v.perimeter !== undefined) {
      b = v.perimeter / 2 - l;
      steps.push({ title: 'Breadth', bullets: [`Perimeter = 2(length + breadth), so breadth = ${num(v.perimeter)} ÷ 2 − ${num(l)} = ${num(b)}.`] });
    } else if (l === undefined && b !== undefined && v.perimeter !== undefined) {
      l = v.perimeter / 2 - b;
      steps.push({ title: 'Length', bullets: [`Perimeter = 2(length + breadth), so length = ${num(v.perimeter)} ÷ 2 − ${num(b)} = ${num(l)}.`] });
    } else if (l === undefined && b === undefined && v.area !== undefined && v.perimeter !== undefined) {
      // l + b = P/2 and l × b = A: the two roots of x² − (P/2)x + A = 0, the longer one the length.
      const half = v.perimeter / 2;
      const root = half * half - 4 * v.area;
      if (!(root >= 0)) return null;
      [l, b] = [(half + Math.sqrt(root)) / 2, (half - Math.sqrt(root)) / 2];
      steps.push({ title: 'Length and breadth', bullets: [`Length + breadth = ${num(v.perimeter)} ÷ 2 = ${num(half)} and length × breadth = ${num(v.area)}.`, `Two numbers with sum ${num(half)} and product ${num(v.area)}: ${num(l)} and ${num(b)} (x² − ${num(half)}x + ${num(v.area)} = 0). The length is the longer, ${num(l)}.`] });
    } else if (b === undefined && l !== undefined && v.diagonal !== undefined && v.diagonal > l) {
      b = Math.sqrt(v.diagonal ** 2 - l ** 2);
      steps.push({ title: 'Breadth', bullets: [`Diagonal² = length² + breadth², so breadth = √(${num(v.diagonal ** 2)} − ${num(l ** 2)}) = ${num(b)}.`] });
    }
    if (l === undefined || b === undefined || !(l > 0 && b > 0) || extra(read, ['length', 'breadth', 'area', 'perimeter', 'diagonal'])) return null;
    return { steps, measures: rectangleMeasures(l, b) };
  },
  square: (read) => {
    const v = read.values;
    let a = v.side;
    const steps: SolutionStep[] = [];
    if (a === undefined && v.perimeter !== undefined) {
      a = v.perimeter / 4;
      steps.push({ title: 'Side', bullets: [`Perimeter = 4 × side, so side = ${num(v.perimeter)} ÷ 4 = ${num(a)}.`] });
    } else if (a === undefined && v.area !== undefined) {
      a = Math.sqrt(v.area);
      steps.push({ title: 'Side', bullets: [`Area = side², so side = √${num(v.area)} = ${num(a)}.`] });
    } else if (a === undefined && v.diagonal !== undefined) {
      a = v.diagonal / Math.SQRT2;
      steps.push({ title: 'Area from the diagonal', bullets: [`Area = diagonal² ÷ 2 = ${num(v.diagonal ** 2)} ÷ 2 = ${num(v.diagonal ** 2 / 2)}; side = √${num(v.diagonal ** 2 / 2)} = ${num(a)}.`] });
    }
    if (a === undefined || !(a > 0) || extra(read, ['side', 'area', 'perimeter', 'diagonal'])) return null;
    return {
      steps,
      measures: {
        side: { value: a, line: `Side = ${num(a)}.` },
        area: { value: a * a, line: v.diagonal !== undefined && v.side === undefined ? `Area = diagonal² ÷ 2 = ${num(a * a)}.` : `Area = side² = ${num(a)} × ${num(a)} = ${num(a * a)}.` },
        perimeter: { value: 4 * a, line: `Perimeter = 4 × side = 4 × ${num(a)} = ${num(4 * a)}.` },
        diagonal: { value: a * Math.SQRT2, line: `Diagonal = side × √2 = ${num(a)} × 1.414… = ${num(a * Math.SQRT2)}.` },
      },
    };
  },
  circle: (read) => {
    const v = read.values;
    const pi = read.pi.value;
    const piText = read.pi.text;
    let r = v.radius ?? (v.diameter !== undefined ? v.diameter / 2 : undefined);
    const steps: SolutionStep[] = [];
    if (v.radius === undefined && v.diameter !== undefined) steps.push({ title: 'Radius', bullets: [`Radius = diameter ÷ 2 = ${num(v.diameter)} ÷ 2 = ${num(r!)}.`] });
    if (r === undefined && v.perimeter !== undefined) {
      r = v.perimeter / (2 * pi);
      steps.push({ title: 'Radius', bullets: [`Circumference = 2πr, so r = ${num(v.perimeter)} ÷ (2 × ${piText}) = ${num(r)}.`] });
    } else if (r === undefined && v.area !== undefined) {
      r = Math.sqrt(v.area / pi);
      steps.push({ title: 'Radius', bullets: [`Area = πr², so r² = ${num(v.area)} ÷ ${piText} = ${num(v.area / pi)} and r = ${num(r)}.`] });
    }
    if (r === undefined || !(r > 0) || (v.radius !== undefined && v.diameter !== undefined) || extra(read, ['radius', 'diameter', 'area', 'perimeter'])) return null;
    return {
      steps,
      measures: {
        radius: { value: r, line: `Radius = ${num(r)}.` },
        diameter: { value: 2 * r, line: `Diameter = 2 × ${num(r)} = ${num(2 * r)}.` },
        area: { value: pi * r * r, line: `Area = πr² = ${piText} × ${num(r)} × ${num(r)} = ${num(pi * r * r)}.` },
        perimeter: { value: 2 * pi * r, line: `Circumference = 2πr = 2 × ${piText} × ${num(r)} = ${num(2 * pi * r)}.` },
      },
    };
  },
  triangle: (read) => {
    const v = read.values;
    let base = v.base;
    let height = v.height;
    const steps: SolutionStep[] = [];
    // 'One side 9 cm' with the hypotenuse: the leg not otherwise named.
    if (v.side !== undefined) {
      if (v.hypotenuse === undefined || (base !== undefined && height !== undefined)) return null;
      if (base === undefined) base = v.side;
      else height = v.side;
    }
    // Area = ½ × base × height: the other of the two from the area.
    if (v.area !== undefined && v.hypotenuse === undefined && (base === undefined) !== (height === undefined)) {
      const known = (base ?? height)!;
      const other = (2 * v.area) / known;
      steps.push({ title: base === undefined ? 'Base' : 'Height', bullets: [`Area = ½ × base × height, so ${base === undefined ? 'base' : 'height'} = 2 × ${num(v.area)} ÷ ${num(known)} = ${num(other)}.`] });
      if (base === undefined) base = other;
      else height = other;
    }
    if (v.hypotenuse !== undefined && (base === undefined) !== (height === undefined)) {
      const known = (base ?? height)!;
      if (!(v.hypotenuse > known)) return null;
      const other = Math.sqrt(v.hypotenuse ** 2 - known ** 2);
      steps.push({ title: 'The other side', bullets: [`Pythagoras: ${num(v.hypotenuse)}² = ${num(known)}² + x², so x = √(${num(v.hypotenuse ** 2)} − ${num(known ** 2)}) = ${num(other)}.`] });
      if (base === undefined) base = other;
      else height = other;
    }
    if (base === undefined || height === undefined || !(base > 0 && height > 0) || extra(read, ['base', 'height', 'hypotenuse', 'area', 'side'])) return null;
    const hyp = Math.hypot(base, height);
    return {
      steps,
      measures: {
        base: { value: base, line: `Base = ${num(base)}.` },
        height: { value: height, line: `Height = ${num(height)}.` },
        area: { value: (base * height) / 2, line: `Area = ½ × base × height = ½ × ${num(base)} × ${num(height)} = ${num((base * height) / 2)}.` },
        hypotenuse: { value: hyp, line: `Hypotenuse = √(${num(base * base)} + ${num(height * height)}) = ${num(hyp)}.` },
        perimeter: { value: base + height + hyp, line: `Perimeter = ${num(base)} + ${num(height)} + ${num(hyp)} = ${num(base + height + hyp)}.` },
        ...(v.side === undefined ? {} : { side: { value: v.side, line: `The given side = ${num(v.side)}.` } }),
      },
    };
  },
  cube: (read) => {
    const v = read.values;
    let a = v.side;
    const steps: SolutionStep[] = [];
    if (a === undefined && v.volume !== undefined) {
      a = Math.cbrt(v.volume);
      steps.push({ title: 'Edge', bullets: [`Volume = edge³, so edge = ∛${num(v.volume)} = ${num(a)}.`] });
    } else if (a === undefined && v.tsa !== undefined) {
      a = Math.sqrt(v.tsa / 6);
      steps.push({ title: 'Edge', bullets: [`Total surface area = 6 × edge², so edge² = ${num(v.tsa)} ÷ 6 = ${num(v.tsa / 6)} and edge = ${num(a)}.`] });
    }
    if (a === undefined || !(a > 0) || extra(read, ['side', 'volume', 'tsa'])) return null;
    return {
      steps,
      measures: {
        side: { value: a, line: `Edge = ${num(a)}.` },
        volume: { value: a ** 3, line: `Volume = edge³ = ${num(a)} × ${num(a)} × ${num(a)} = ${num(a ** 3)}.` },
        tsa: { value: 6 * a * a, line: `Total surface area = 6 × edge² = 6 × ${num(a * a)} = ${num(6 * a * a)}.` },
        lsa: { value: 4 * a * a, line: `Lateral surface area (four faces) = 4 × edge² = 4 × ${num(a * a)} = ${num(4 * a * a)}.` },
        diagonal: { value: a * Math.sqrt(3), line: `Diagonal = edge × √3 = ${num(a)} × 1.732… = ${num(a * Math.sqrt(3))}.` },
      },
    };
  },
  cuboid: (read) => {
    const v = read.values;
    let [l, b, h] = [v.length, v.breadth, v.height];
    const steps: SolutionStep[] = [];
    if (v.volume !== undefined && [l, b, h].filter((value) => value === undefined).length === 1) {
      const known = [l, b, h].filter((value): value is number => value !== undefined);
      const missing = v.volume / (known[0]! * known[1]!);
      const name = l === undefined ? 'length' : b === undefined ? 'breadth' : 'height';
      steps.push({ title: `${name.charAt(0).toUpperCase()}${name.slice(1)}`, bullets: [`Volume = length × breadth × height, so ${name} = ${num(v.volume)} ÷ (${num(known[0]!)} × ${num(known[1]!)}) = ${num(missing)}.`] });
      if (l === undefined) l = missing;
      else if (b === undefined) b = missing;
      else h = missing;
    }
    if (l === undefined || b === undefined || h === undefined || !(l > 0 && b > 0 && h > 0) || extra(read, ['length', 'breadth', 'height', 'volume'])) return null;
    const tsa = 2 * (l * b + b * h + h * l);
    return {
      steps,
      measures: {
        length: { value: l, line: `Length = ${num(l)}.` },
        breadth: { value: b, line: `Breadth = ${num(b)}.` },
        height: { value: h, line: `Height = ${num(h)}.` },
        volume: { value: l * b * h, line: `Volume = length × breadth × height = ${num(l)} × ${num(b)} × ${num(h)} = ${num(l * b * h)}.` },
        tsa: { value: tsa, line: `Total surface area = 2(lb + bh + hl) = 2 × (${num(l * b)} + ${num(b * h)} + ${num(h * l)}) = ${num(tsa)}.` },
        lsa: { value: 2 * h * (l + b), line: `Area of the four walls = 2 × height × (length + breadth) = 2 × ${num(h)} × (${num(l)} + ${num(b)}) = ${num(2 * h * (l + b))}.` },
        area: { value: l * b, line: `Area of the floor = length × breadth = ${num(l)} × ${num(b)} = ${num(l * b)}.` },
        diagonal: { value: Math.sqrt(l * l + b * b + h * h), line: `Diagonal = √(l² + b² + h²) = √(${num(l * l)} + ${num(b * b)} + ${num(h * h)}) = ${num(Math.sqrt(l * l + b * b + h * h))}.` },
      },
    };
  },
  cylinder: (read) => {
    const v = read.values;
    const pi = read.pi.value;
    const piText = read.pi.text;
    let r = v.radius ?? (v.diameter !== undefined ? v.diameter / 2 : undefined);
    let h = v.height;
    const steps: SolutionStep[] = [];
    if (v.radius === undefined && v.diameter !== undefined) steps.push({ title: 'Radius', bullets: [`Radius = diameter ÷ 2 = ${num(v.diameter)} ÷ 2 = ${num(r!)}.`] });
    if (h === undefined && r !== undefined && v.volume !== undefined) {
      h = v.volume / (pi * r * r);
      steps.push({ title: 'Height', bullets: [`Volume = πr²h, so h = ${num(v.volume)} ÷ (${piText} × ${num(r * r)}) = ${num(h)}.`] });
    } else if (h === undefined && r !== undefined && v.lsa !== undefined) {
      h = v.lsa / (2 * pi * r);
      steps.push({ title: 'Height', bullets: [`Curved surface area = 2πrh, so h = ${num(v.lsa)} ÷ (2 × ${piText} × ${num(r)}) = ${num(h)}.`] });
    } else if (r === undefined && h !== undefined && v.volume !== undefined) {
      r = Math.sqrt(v.volume / (pi * h));
      steps.push({ title: 'Radius', bullets: [`Volume = πr²h, so r² = ${num(v.volume)} ÷ (${piText} × ${num(h)}) = ${num(r * r)} and r = ${num(r)}.`] });
    } else if (r === undefined && h !== undefined && v.lsa !== undefined) {
      r = v.lsa / (2 * pi * h);
      steps.push({ title: 'Radius', bullets: [`Curved surface area = 2πrh, so r = ${num(v.lsa)} ÷ (2 × ${piText} × ${num(h)}) = ${num(r)}.`] });
    }
    if (r === undefined || h === undefined || !(r > 0 && h > 0) || (v.radius !== undefined && v.diameter !== undefined) || extra(read, ['radius', 'diameter', 'height', 'volume', 'lsa'])) return null;
    return {
      steps,
      measures: {
        radius: { value: r, line: `Radius = ${num(r)}.` },
        diameter: { value: 2 * r, line: `Diameter = 2 × ${num(r)} = ${num(2 * r)}.` },
        height: { value: h, line: `Height = ${num(h)}.` },
        volume: { value: pi * r * r * h, line: `Volume = πr²h = ${piText} × ${num(r)} × ${num(r)} × ${num(h)} = ${num(pi * r * r * h)}.` },
        lsa: { value: 2 * pi * r * h, line: `Curved surface area = 2πrh = 2 × ${piText} × ${num(r)} × ${num(h)} = ${num(2 * pi * r * h)}.` },
        tsa: { value: 2 * pi * r * (r + h), line: `Total surface area = 2πr(r + h) = 2 × ${piText} × ${num(r)} × (${num(r)} + ${num(h)}) = ${num(2 * pi * r * (r + h))}.` },
      },
    };
  },
};

/** True when the question states a measure this figure does not use (a step the solver does not know). */
function extra(read: Read, allowed: readonly Measure[]): boolean {
  return (Object.keys(read.values) as Measure[]).some((measure) => !allowed.includes(measure));
}

const TITLES: Readonly<Record<Measure, string>> = {
  length: 'The length',
  breadth: 'The breadth',
  height: 'The height',
  side: 'The side',
  radius: 'The radius',
  diameter: 'The diameter',
  base: 'The base',
  hypotenuse: 'The hypotenuse',
  area: 'The area',
  perimeter: 'The perimeter',
  volume: 'The volume',
  tsa: 'The total surface area',
  lsa: 'The curved (lateral) surface area',
  diagonal: 'The diagonal',
};

/** The name of a measure on this shape: a cuboid's lateral surface is its four walls, a cylinder's is curved. */
function titleOf(shape: Shape, measure: Measure): string {
  if (measure === 'lsa') return shape === 'cuboid' ? 'The area of the four walls' : shape === 'cylinder' ? 'The curved surface area' : 'The lateral surface area';
  if (measure === 'perimeter' && shape === 'circle') return 'The circumference';
  if (measure === 'side' && shape === 'cube') return 'The edge';
  if (measure === 'area' && shape === 'cuboid') return 'The area of the floor';
  if (measure === 'height' && shape === 'triangle') return 'The height';
  return TITLES[measure];
}

const bare = (title: string) => title.replace(/^The /, '');
const capital = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** The dimensions a figure is built from: a measure among these needs no check of its own. */
const BASE: Readonly<Record<Shape, readonly Measure[]>> = {
  rectangle: ['length', 'breadth'],
  square: ['side'],
  circle: ['radius', 'diameter'],
  triangle: ['base', 'height', 'side'],
  cube: ['side'],
  cuboid: ['length', 'breadth', 'height'],
  cylinder: ['radius', 'diameter', 'height'],
};

/** The measure the question asks for: the first one the asked clause names ('find the area of a square whose side is 12 m'). */
function askedMeasure(written: string, shape: Shape, given: readonly Measure[] = []): Measure | 'cost' | null {
  // 'The area of the curved surface' is the curved surface area.
  const asked = written.replace(/\barea\s+of\s+(?:the\s+|its\s+)?((?:curved|lateral|total|whole|entire)\s+)?surface\b/, (_all, kind: string | undefined) => `${kind ?? ''}surface area`);
  // 'The length of the longest rod that fits in the room' is its diagonal, not its length.
  if (/\blongest\s+(?:rod|pole|stick|pencil|bar|needle|pipe)\b/.test(asked)) return 'diagonal';
  // A rectangle's 'smaller side' is its breadth, its 'longer side' its length.
  if (shape === 'rectangle' && /\b(?:smaller|shorter)\s+side\b/.test(asked)) return 'breadth';
  if (shape === 'rectangle' && /\b(?:larger|longer|bigger|greater)\s+side\b/.test(asked)) return 'length';
  const patterns: [Measure | 'cost' | 'surface', RegExp][] = [
    ['cost', /\bcost\b|expen(?:se|diture)|how much money|amount (?:spent|required|needed)/],
    ['tsa', /total surface|whole surface|entire surface/],
    ['lsa', /lateral|curved|four walls|the walls/],
    ['surface', /surface area/],
    ['area', /\barea\b/],
    ['volume', /volume|capacity|how much (?:water|space|air|soil|earth)|how many litres|how many cubic|cubic (?:metres|meters|centimetres|centimeters|cm|m) of (?:earth|soil|water)|earth (?:dug|taken) out/],
    ['perimeter', /perimeter|circumference|boundary|length of (?:the\s+)?(?:fence|fencing|rope|wire|boundary)|(?:how long|length|distance)\b[^.?]*\b(?:one|a|each|single)\s+(?:round|lap)\b/],
    ['diagonal', /diagonal|longest (?:rod|pole|stick)/],
    ['hypotenuse', /hypotenuse/],
    ['radius', /radius/],
    ['diameter', /diameter/],
    ['side', /\b(?:side|edge)\b/],
    ['length', /\blength\b(?!\s+of\s+(?:the\s+|its\s+|each\s+|one\s+)?(?:fence|fencing|rope|wire|boundary|diagonal|side|edge|hypotenuse|radius|diameter|perpendicular|base|altitude|height|longest))/],
    ['breadth', /breadth|width/],
    ['height', /height|depth|how (?:high|deep)|perpendicular|altitude/],
  ];
  let best: { measure: Measure | 'cost' | 'surface'; index: number } | null = null;
  for (const [measure, pattern] of patterns) {
    const match = pattern.exec(asked);
    // A measure the question gives is not what it asks ('if the perimeter of a square is 48 cm, its area is').
    if (match && (!best || match.index < best.index) && !given.includes(measure as Measure)) best = { measure, index: match.index };
  }
  if (!best) return null;
  // 'Surface area' alone is the total surface of a cube or cuboid, but could be either for a cylinder.
  if (best.measure === 'surface') return shape === 'cylinder' ? null : 'tsa';
  return best.measure;
}

function unitFor(measure: Measure, unit: LengthUnit): QuantUnit {
  if (unit === null) return 'number';
  if (measure === 'area' || measure === 'tsa' || measure === 'lsa') return unit === 'cm' ? 'cm²' : 'm²';
  if (measure === 'volume') return unit === 'cm' ? 'cm³' : 'm³';
  return unit;
}

function answer(text: string, shape: Shape, read: Read, figure: Figure): QuantAnswer | null {
  const asked = askedTail(text);
  const target = askedMeasure(asked, shape, Object.keys(read.values) as Measure[]);
  if (!target) return null;
  // Only a right triangle has a hypotenuse (and a perimeter from two sides); any triangle has ½ × base × height.
  if (shape === 'triangle' && !/right|hypotenuse|\blegs?\b/.test(text) && (!['area', 'base', 'height'].includes(target) || (Object.keys(read.values) as Measure[]).some((measure) => !['base', 'height', 'area'].includes(measure)))) return null;
  const m = figure.measures;
  const given = Object.keys(read.values) as Measure[];
  const paid = read.paid;
  const stated = given.filter((measure) => measure !== paid?.measure);
  const per = (kind: 'length' | 'area' | 'volume') => (kind === 'length' ? (read.unit ?? 'm') : kind === 'area' ? `sq ${read.unit ?? 'm'}` : `cu ${read.unit ?? 'm'}`);
  const shapeName = shape === 'triangle' ? (/right|hypotenuse|\blegs?\b/.test(text) ? 'right triangle' : 'triangle') : shape;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`A ${shapeName}${stated.length > 0 ? `: ${stated.map((measure) => `${bare(titleOf(shape, measure))} ${formatValue(read.values[measure]!, unitFor(measure, read.unit))}`).join(', ')}` : ''}.`, ...(paid ? [`${rs(paid.cost)} paid at ${rs(paid.rate)} per ${per(paid.per)}.`] : []), ...(/circle|cylinder/.test(shape) ? [`π = ${read.pi.text}.`] : [])] },
    ...(paid ? [{ title: `${capital(bare(titleOf(shape, paid.measure)))} from the cost`, bullets: [`Cost = rate × ${bare(titleOf(shape, paid.measure))}, so ${bare(titleOf(shape, paid.measure))} = ${rs(paid.cost)} ÷ ${rs(paid.rate)} = ${num(paid.cost / paid.rate)}.`] }] : []),
    ...figure.steps,
  ];
  if (given.some((measure) => m[measure] === undefined)) return null;
  // The check: every measure the question states beyond the plain dimensions, worked again from them.
  const derived = given.filter((measure) => !BASE[shape].includes(measure));
  const restated: (readonly [number, number])[] = given.map((measure) => [m[measure]!.value, read.values[measure]!] as const);
  const restatedLines = [...derived.map((measure) => `${m[measure]!.line.replace(/\.$/, '')}, as given.`), ...(figure.checks ?? []).map((entry) => entry.line)];
  restated.push(...(figure.checks ?? []).map((entry) => entry.pair));
  if (paid) {
    restatedLines.push(`${num(m[paid.measure]!.value)} × ${rs(paid.rate)} = ${rs(m[paid.measure]!.value * paid.rate)}, the cost stated.`);
    restated.push([m[paid.measure]!.value * paid.rate, paid.cost]);
  }
  if (target === 'cost') {
    if (!read.rate) return null;
    // The walls with the ceiling or the floor are not one measure of the cuboid ('the walls and the ceiling' is read in mensuration-walls).
    const on: Measure | null = read.rate.per === 'length' ? 'perimeter' : read.rate.per === 'volume' ? 'volume' : shape === 'cuboid' ? (/four walls|the walls/.test(text) ? (/\bceiling\b|\bfloor\b/.test(text) ? null : 'lsa') : /floor|carpet|tiling|flooring|paving/.test(text) ? 'area' : /total surface|whole surface|outer surface|entire surface/.test(text) ? 'tsa' : null) : shape === 'cube' ? (/four walls|lateral/.test(text) ? 'lsa' : /total surface|whole surface|outer surface|entire surface|all (?:six|the) faces/.test(text) ? 'tsa' : null) : shape === 'cylinder' ? (/curved|lateral/.test(text) ? 'lsa' : /total surface|whole surface|outer surface/.test(text) ? 'tsa' : null) : 'area';
    if (!on || !m[on]) return null;
    if (read.rate.per === 'length' && !/fenc|boundary|border|rail|wire|frame|edging|lace|compound wall|around/.test(text)) return null;
    if (read.rate.per === 'area' && !/til|floor|carpet|pav|paint|level|turf|plaster|polish|gravel|mow|plough|cultivat|cement|cover|grass|white ?wash|lawn|sow/.test(text)) return null;
    const quantity = m[on]!.value - (on === 'perimeter' && read.gate !== null ? read.gate : 0);
    if (!(quantity > 0)) return null;
    if (read.gate !== null && on !== 'perimeter') return null;
    const cost = quantity * read.rate.value;
    const per = read.rate.per === 'length' ? (read.unit ?? 'm') : read.rate.per === 'area' ? `sq ${read.unit ?? 'm'}` : `cu ${read.unit ?? 'm'}`;
    steps.push({ title: on === 'perimeter' ? 'Length to fence' : capital(bare(titleOf(shape, on))), bullets: [m[on]!.line, ...(read.gate !== null ? [`Leave out the gate: ${num(m[on]!.value)} − ${num(read.gate)} = ${num(quantity)}.`] : [])] });
    steps.push({ title: 'Cost', bullets: [`${num(quantity)} × ${rs(read.rate.value)} per ${per} = ${rs(cost)}.`] });
    const wrongOn: Measure | null = on === 'perimeter' ? 'area' : on === 'area' || on === 'lsa' || on === 'tsa' ? (m.perimeter ? 'perimeter' : on === 'lsa' && m.tsa ? 'tsa' : null) : null;
    const paid = cost / read.rate.value;
    const back = inverse(shape, on, paid + (on === 'perimeter' && read.gate !== null ? read.gate : 0), m, read);
    if (!back) return null;
    const check = checkStep([`${rs(cost)} ÷ ${rs(read.rate.value)} = ${num(paid)}${read.gate !== null ? ` m fenced; with the ${num(read.gate)} m gate, ${num(paid + read.gate)} round` : ''}. ${back.line}`, ...restatedLines], [[paid, quantity], [back.worked, back.stated], ...restated]);
    if (!check) return null;
    return { kind: 'mensuration', values: [round2(cost)], unit: 'rupees', label: 'The cost', steps: [...steps, check], mistakes: wrongOn && m[wrongOn] ? [{ value: round2(m[wrongOn]!.value * read.rate.value), why: `this multiplies the rate by the ${bare(titleOf(shape, wrongOn))}; ${read.rate.per === 'length' ? 'a rate per metre goes with a length' : 'a rate per square metre goes with an area'}` }] : [], givens: read.givens };
  }
  if (read.rate || read.gate !== null) return null;
  const wanted = m[target];
  if (!wanted) return null;
  if (read.values[target] !== undefined) return null;
  steps.push({ title: capital(bare(titleOf(shape, target))), bullets: [wanted.line] });
  // 'How many litres': 1 m³ = 1000 litres, 1000 cm³ = 1 litre.
  const litres = target === 'volume' && /litres?|liters?/.test(asked);
  if (litres && read.unit === null) return null;
  const perLitre = read.unit === 'm' ? 1000 : 1 / 1000;
  if (litres) steps.push({ title: 'In litres', bullets: [read.unit === 'm' ? `1 m³ = 1,000 litres: ${num(wanted.value)} × 1,000 = ${num(wanted.value * 1000)} litres.` : `1,000 cm³ = 1 litre: ${num(wanted.value)} ÷ 1,000 = ${num(wanted.value / 1000)} litres.`] });
  const unit = litres ? 'litres' : unitFor(target, read.unit);
  const back = inverse(shape, target, wanted.value, m, read);
  if (!back) return null;
  const check = checkStep([back.line, ...restatedLines], [[back.worked, back.stated], ...restated]);
  if (!check) return null;
  if (litres) return { kind: 'mensuration', values: [round2(wanted.value * perLitre)], unit, label: 'The capacity in litres', steps: [...steps, check], mistakes: [{ value: round2(wanted.value), why: `this is the volume in ${read.unit}³, not in litres` }], givens: read.givens };
  return { kind: 'mensuration', values: [round2(wanted.value)], unit, label: titleOf(shape, target), steps: [...steps, check], mistakes: mistakesFor(shape, target, m, read), givens: read.givens };
}

/** The answer worked backwards to a dimension of the figure. */
function inverse(shape: Shape, target: Measure, value: number, m: Figure['measures'], read: Read): { line: string; worked: number; stated: number } | null {
  const pi = read.pi.value;
  const d = (measure: Measure) => m[measure]!.value;
  switch (shape) {
    case 'rectangle':
      if (target === 'area') return { line: `${num(value)} ÷ ${num(d('length'))} = ${num(value / d('length'))}, the breadth.`, worked: value / d('length'), stated: d('breadth') };
      if (target === 'perimeter') return { line: `${num(value)} ÷ 2 − ${num(d('length'))} = ${num(value / 2 - d('length'))}, the breadth.`, worked: value / 2 - d('length'), stated: d('breadth') };
      if (target === 'diagonal') return { line: `${num(value)}² − ${num(d('length'))}² = ${num(value ** 2 - d('length') ** 2)} = ${num(d('breadth'))}², the breadth squared.`, worked: value ** 2 - d('length') ** 2, stated: d('breadth') ** 2 };
      return { line: `${num(d('length'))} × ${num(d('breadth'))} = ${num(d('length') * d('breadth'))} and 2 × (${num(d('length'))} + ${num(d('breadth'))}) = ${num(d('perimeter'))}.`, worked: value, stated: target === 'length' ? d('length') : d('breadth') };
    case 'square':
      if (target === 'area') return { line: `√${num(value)} = ${num(Math.sqrt(value))}, the side.`, worked: Math.sqrt(value), stated: d('side') };
      if (target === 'perimeter') return { line: `${num(value)} ÷ 4 = ${num(value / 4)}, the side.`, worked: value / 4, stated: d('side') };
      if (target === 'diagonal') return { line: `${num(value)}² ÷ 2 = ${num(value ** 2 / 2)}, the area (side²).`, worked: value ** 2 / 2, stated: d('side') ** 2 };
      return { line: `Side ${num(value)}: area ${num(value * value)}, perimeter ${num(4 * value)}.`, worked: value, stated: d('side') };
    case 'circle':
      if (target === 'area') return { line: `√(${num(value)} ÷ ${read.pi.text}) = ${num(Math.sqrt(value / pi))}, the radius.`, worked: Math.sqrt(value / pi), stated: d('radius') };
      if (target === 'perimeter') return { line: `${num(value)} ÷ (2 × ${read.pi.text}) = ${num(value / (2 * pi))}, the radius.`, worked: value / (2 * pi), stated: d('radius') };
      if (target === 'diameter') return { line: `Circumference π × ${num(value)} = ${num(pi * value)} = 2π × ${num(d('radius'))}.`, worked: pi * value, stated: 2 * pi * d('radius') };
      return { line: `Radius ${num(value)}: area ${read.pi.text} × ${num(value * value)} = ${num(pi * value * value)}, circumference ${num(2 * pi * value)}.`, worked: value, stated: d('radius') };
    case 'triangle':
      if (target === 'area') return { line: `2 × ${num(value)} ÷ ${num(d('base'))} = ${num((2 * value) / d('base'))}, the height.`, worked: (2 * value) / d('base'), stated: d('height') };
      if (target === 'hypotenuse') return { line: `${num(value)}² = ${num(value ** 2)} = ${num(d('base'))}² + ${num(d('height'))}².`, worked: value ** 2, stated: d('base') ** 2 + d('height') ** 2 };
      if (target === 'perimeter') return { line: `${num(value)} − ${num(d('base'))} − ${num(d('height'))} = ${num(value - d('base') - d('height'))}, and its square ${num((value - d('base') - d('height')) ** 2)} = ${num(d('base'))}² + ${num(d('height'))}².`, worked: (value - d('base') - d('height')) ** 2, stated: d('base') ** 2 + d('height') ** 2 };
      return { line: `${num(d('base'))}² + ${num(d('height'))}² = ${num(d('hypotenuse') ** 2)}, the hypotenuse squared.`, worked: d('base') ** 2 + d('height') ** 2, stated: d('hypotenuse') ** 2 };
    case 'cube':
      if (target === 'volume') return { line: `∛${num(value)} = ${num(Math.cbrt(value))}, the edge.`, worked: Math.cbrt(value), stated: d('side') };
      if (target === 'tsa') return { line: `√(${num(value)} ÷ 6) = ${num(Math.sqrt(value / 6))}, the edge.`, worked: Math.sqrt(value / 6), stated: d('side') };
      if (target === 'lsa') return { line: `√(${num(value)} ÷ 4) = ${num(Math.sqrt(value / 4))}, the edge.`, worked: Math.sqrt(value / 4), stated: d('side') };
      if (target === 'diagonal') return { line: `${num(value)}² ÷ 3 = ${num(value ** 2 / 3)}, the edge squared.`, worked: value ** 2 / 3, stated: d('side') ** 2 };
      return { line: `Edge ${num(value)}: volume ${num(value ** 3)}.`, worked: value ** 3, stated: d('volume') };
    case 'cuboid':
      if (target === 'volume') return { line: `${num(value)} ÷ (${num(d('length'))} × ${num(d('breadth'))}) = ${num(value / (d('length') * d('breadth')))}, the height.`, worked: value / (d('length') * d('breadth')), stated: d('height') };
      if (target === 'tsa') return { line: `(${num(value)} ÷ 2 − ${num(d('length') * d('breadth'))}) ÷ (${num(d('length'))} + ${num(d('breadth'))}) = ${num((value / 2 - d('length') * d('breadth')) / (d('length') + d('breadth')))}, the height.`, worked: (value / 2 - d('length') * d('breadth')) / (d('length') + d('breadth')), stated: d('height') };
      if (target === 'lsa') return { line: `${num(value)} ÷ (2 × (${num(d('length'))} + ${num(d('breadth'))})) = ${num(value / (2 * (d('length') + d('breadth'))))}, the height.`, worked: value / (2 * (d('length') + d('breadth'))), stated: d('height') };
      if (target === 'area') return { line: `${num(value)} ÷ ${num(d('length'))} = ${num(value / d('length'))}, the breadth.`, worked: value / d('length'), stated: d('breadth') };
      if (target === 'diagonal') return { line: `${num(value)}² = ${num(value ** 2)} = ${num(d('length'))}² + ${num(d('breadth'))}² + ${num(d('height'))}².`, worked: value ** 2, stated: d('length') ** 2 + d('breadth') ** 2 + d('height') ** 2 };
      return { line: `${num(d('length'))} × ${num(d('breadth'))} × ${num(d('height'))} = ${num(d('volume'))}.`, worked: d('length') * d('breadth') * d('height'), stated: d('volume') };
    case 'cylinder':
      if (target === 'volume') return { line: `${num(value)} ÷ (${read.pi.text} × ${num(d('radius') ** 2)}) = ${num(value / (pi * d('radius') ** 2))}, the height.`, worked: value / (pi * d('radius') ** 2), stated: d('height') };
      if (target === 'lsa') return { line: `${num(value)} ÷ (2 × ${read.pi.text} × ${num(d('radius'))}) = ${num(value / (2 * pi * d('radius')))}, the height.`, worked: value / (2 * pi * d('radius')), stated: d('height') };
      if (target === 'tsa') return { line: `${num(value)} ÷ (2 × ${read.pi.text} × ${num(d('radius'))}) − ${num(d('radius'))} = ${num(value / (2 * pi * d('radius')) - d('radius'))}, the height.`, worked: value / (2 * pi * d('radius')) - d('radius'), stated: d('height') };
      return { line: `${read.pi.text} × ${num(d('radius'))}² × ${num(d('height'))} = ${num(pi * d('radius') ** 2 * d('height'))}.`, worked: pi * d('radius') ** 2 * d('height'), stated: d('volume') };
  }
}

function mistakesFor(shape: Shape, target: Measure, m: Figure['measures'], read: Read): { value: number; why: string }[] {
  const mistakes: { value: number; why: string }[] = [];
  const add = (value: number | undefined, why: string) => {
    if (value !== undefined && Number.isFinite(value)) mistakes.push({ value: round2(value), why });
  };
  const pi = read.pi.value;
  if (target === 'area' && m.perimeter) add(m.perimeter.value, `this is the ${shape === 'circle' ? 'circumference' : 'perimeter'}, not the area`);
  if (target === 'perimeter' && m.area) add(m.area.value, 'this is the area, not the perimeter');
  if (shape === 'rectangle' && target === 'perimeter') add(m.length!.value + m.breadth!.value, 'this adds length and breadth once; the perimeter goes round all four sides');
  if (shape === 'circle' && m.radius) {
    if (target === 'area') add(pi * (2 * m.radius.value) ** 2, 'this uses the diameter as the radius');
    if (target === 'perimeter') add(pi * m.radius.value, 'this is πr, half the circumference');
  }
  if (shape === 'triangle' && target === 'area') add(m.base!.value * m.height!.value, 'this forgets the ½');
  if ((shape === 'cube' || shape === 'cuboid' || shape === 'cylinder') && target === 'tsa') add(m.lsa?.value, 'this is the curved or lateral surface only, without the ends');
  if ((shape === 'cube' || shape === 'cuboid' || shape === 'cylinder') && target === 'lsa') add(m.tsa?.value, 'this is the total surface, ends included');
  if (target === 'volume') add(m.tsa?.value, 'this is the total surface area, not the volume');
  if (shape === 'cylinder' && target === 'volume') add(2 * pi * m.radius!.value * m.height!.value, 'this is the curved surface area, 2πrh, not the volume πr²h');
  return mistakes;
}

/**
 * 'Solid cubes of side 9 cm, 12 cm and 15 cm are melted to form one cube': no metal is lost, so
 * the new cube's volume is the sum of theirs, and its edge the cube root of that sum.
 */
function meltedCubes(text: string): QuantAnswer | null {
  if (!/\b(?:melted|recast|re-cast)\b/.test(text) || !/\b(?:form|make|into|get)\s+(?:a|one|single|a single|a new|one new|one big|a big|a bigger)\s+(?:new\s+|bigger\s+|larger\s+|single\s+)?cube\b/.test(text)) return null;
  const list = /\bcubes?\s+(?:of\s+|with\s+|having\s+)?(?:sides?|edges?)\s+(?:of\s+)?((?:\d+(?:\.\d+)?\s*(?:cm|m|mm)?\s*,\s*)+\d+(?:\.\d+)?\s*(?:cm|m|mm)?\s*,?\s*and\s+\d+(?:\.\d+)?\s*(cm|m|mm)?)/.exec(text);
  if (!list) return null;
  const edges = [...list[1]!.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const numbers = [...text.matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)];
  if (edges.length < 2 || numbers.length !== edges.length) return null;
  const ask = askedTail(text);
  // The edge, or the new cube's total surface area (6a²).
  const surface = /\btotal\s+surface\s+area\b|\bsurface\s+area\b/.test(ask) && !/\blateral\b|\bcurved\b/.test(ask);
  if (!surface && (!/\b(?:edge|side)\b/.test(ask) || /\b(?:area|volume|surface|ratio|diagonal)\b/.test(ask))) return null;
  const unit: QuantUnit = list[2] === 'm' ? 'm' : 'cm';
  const volume = edges.reduce((sum, edge) => sum + edge ** 3, 0);
  const edge = Math.cbrt(volume);
  const rounded = Math.round(edge);
  const value = Math.abs(rounded ** 3 - volume) < 1e-6 ? rounded : edge;
  const check = checkStep([`${num(value)}³ = ${num(value ** 3)} = ${edges.map((each) => `${num(each)}³`).join(' + ')}.`], [[value ** 3, volume]]);
  if (!check) return null;
  const area = 6 * value * value;
  return {
    kind: 'mensuration',
    values: [round2(surface ? area : value)],
    unit: surface ? (unit === 'm' ? 'm²' : 'cm²') : unit,
    label: surface ? 'The total surface area of the new cube' : 'The edge of the new cube',
    steps: [
      { title: 'Volume is kept', bullets: [`Volume of the new cube = ${edges.map((each) => `${num(each)}³`).join(' + ')} = ${edges.map((each) => num(each ** 3)).join(' + ')} = ${num(volume)} ${unit}³.`] },
      { title: 'Edge', bullets: [`Edge = ∛${num(volume)} = ${num(round2(value))} ${unit}.`] },
      ...(surface ? [{ title: 'Total surface area', bullets: [`6 × ${num(round2(value))}² = ${num(round2(area))} ${unit}².`] }] : []),
      check,
    ],
    mistakes: [{ value: round2(edges.reduce((sum, each) => sum + each, 0)), why: 'this adds the edges; it is the volumes that add up' }],
    givens: edges,
  };
}
