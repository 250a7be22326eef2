import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { NUM, askedTail, checkStep, formatValue, num, round2, rs } from './quant-text';

/**
 * Mensuration: area, perimeter and diagonal of a rectangle, square, circle (π = 22/7 unless the
 * question says otherwise) and right triangle; volume and surface area of a cube, cuboid and
 * cylinder; the cost of fencing, tiling or painting at a rate. A dimension may be given through
 * another measure ('a square of perimeter 40 cm', 'a circle of circumference 44 cm').
 */
export function solveMensuration(text: string): QuantAnswer | null {
  if (/semi|hemispher|sphere|\bcone\b|conical|trapez|rhombus|parallelogram|hexagon|pentagon|sector|\barc\b|frustum|prism|pyramid|\bpath\b|verandah|\bborder\b|margin|inner|outer|hollow|\bpipe\b|\bring\b|ratio|increased|decreased|%|equilateral|isosceles|melted|recast|\bbent\b|rebent|revolutions?|\bwire\b|how many (?:tiles|bricks|cubes|small|boxes)/.test(text)) return null;
  const cleaned = text.replace(/square\s+(?:cm|m|metres?|meters?|centimet(?:re|er)s?|units?|km|feet|ft)\b/g, 'sq m').replace(/cubic\s+(?:cm|m|metres?|meters?|centimet(?:re|er)s?|units?)\b/g, 'cu m');
  const shape = shapeOf(cleaned);
  if (!shape) return null;
  const read = readMeasures(text);
  if (!read) return null;
  const figure = SHAPES[shape](read);
  if (!figure) return null;
  return answer(text, shape, read, figure);
}

type Shape = 'rectangle' | 'square' | 'circle' | 'triangle' | 'cube' | 'cuboid' | 'cylinder';
type Measure = 'length' | 'breadth' | 'height' | 'side' | 'radius' | 'diameter' | 'base' | 'hypotenuse' | 'area' | 'perimeter' | 'volume' | 'tsa' | 'lsa' | 'diagonal';

function shapeOf(text: string): Shape | null {
  const found = new Set<Shape>();
  if (/\bcuboid|rectangular\s+(?:box|tank|block|solid|room|hall|godown|container|cistern|carton)|\b(?:room|hall|box|brick|tank|godown|carton|cistern|almirah)\b/.test(text)) found.add('cuboid');
  if (/\bcubes?\b|\bcubical\b/.test(text)) found.add('cube');
  if (/cylind/.test(text)) found.add('cylinder');
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

type LengthUnit = 'cm' | 'm' | null;

interface Read {
  readonly unit: LengthUnit;
  readonly values: Partial<Record<Measure, number>>;
  readonly givens: number[];
  readonly pi: { value: number; text: string; givens: number[] };
  readonly rate: { value: number; per: 'length' | 'area' | 'volume' } | null;
  readonly gate: number | null;
}

const UNIT = String.raw`(cm|centimet(?:re|er)s?|mm|km|m|metres?|meters?|mtrs?)?`;
const LEN = String.raw`${NUM}\s*${UNIT}(?![a-z\d])`;
const NOT_MEASURE = String.raw`(?!(?:side|edge|radius|diameter|length|breadth|width|height|depth|base|perimeter|circumference|area|volume|diagonal|hypotenuse|whose|with|having|which|and|is|are)\b)`;
const OF = String.raw`(?:\s+of\s+(?:the\s+|a\s+|an\s+|this\s+|that\s+|its\s+|each\s+)?(?:${NOT_MEASURE}[a-z]+\s+){0,3}?)?`;
const VERB = String.raw`\s*(?:is|are|was|were|=|of|:|measures|measuring|being|as|equal to|equals)?\s*`;

const KEYWORDS: Readonly<Record<Measure, string>> = {
  length: 'length',
  breadth: 'breadth|width',
  height: 'height|depth|altitude|perpendicular',
  side: 'side|edge',
  radius: 'radius',
  diameter: 'diameter',
  base: 'base',
  hypotenuse: 'hypotenuse',
  area: 'area',
  perimeter: 'perimeter|circumference',
  volume: 'volume|capacity',
  tsa: 'total surface area|whole surface area|entire surface area|(?<!curved |lateral )surface area',
  lsa: 'lateral surface area|curved surface area|lateral surface|curved surface',
  diagonal: 'diagonal',
};
const ADJECTIVES: Partial<Record<Measure, string>> = { length: 'long|in length', breadth: 'broad|wide|in breadth|in width', height: 'high|deep|tall|in height|in depth', radius: 'in radius|radius', diameter: 'in diameter|diameter', side: 'side|each side' };

function unitOf(written: string | undefined): LengthUnit | 'other' | undefined {
  if (written === undefined) return undefined;
  if (/^c/.test(written)) return 'cm';
  if (/^(?:m|metres?|meters?|mtrs?)$/.test(written)) return 'm';
  return 'other';
}

/** Every measure the question states, in one unit of length; null when they are mixed or read twice differently. */
function readMeasures(text: string): Read | null {
  const values: Partial<Record<Measure, number>> = {};
  const givens: number[] = [];
  const units = new Set<LengthUnit | 'other'>();
  const set = (measure: Measure, value: number, unit: LengthUnit | 'other' | undefined): boolean => {
    if (values[measure] !== undefined && values[measure] !== value) return false;
    if (values[measure] === undefined) givens.push(value);
    values[measure] = value;
    if (unit !== undefined) units.add(unit);
    return true;
  };
  // Several at once: 'length and breadth of a rectangle are 12 m and 8 m', 'measuring 12 m by 8 m', 'length, breadth and height 10 m, 8 m and 6 m'.
  const listed = new RegExp(String.raw`(length|radius|side)\s*(?:,|and)\s*(breadth|width|height)(?:\s*(?:,|and)\s*(height|depth))?${OF}\s*(?:are|is|of|=|:)?\s*(?:respectively\s+)?${LEN}\s*(?:,|and)\s*${LEN}(?:\s*(?:,|and)\s*${LEN})?`).exec(text);
  if (listed) {
    const names = [listed[1]!, listed[2]!, listed[3]].filter((name): name is string => name !== undefined).map((name) => (name === 'width' ? 'breadth' : name === 'depth' ? 'height' : name)) as Measure[];
    const numbers = [[listed[4], listed[5]], [listed[6], listed[7]], [listed[8], listed[9]]].filter(([value]) => value !== undefined);
    if (names.length !== numbers.length) return null;
    for (const [index, name] of names.entries()) if (!set(name, Number(numbers[index]![0]), unitOf(numbers[index]![1]))) return null;
  }
  // A figure read as part of a list is not read again by its own keyword ('breadth ... are 12 cm and 8 cm').
  const spans: [number, number][] = listed ? [[listed.index, listed.index + listed[0].length]] : [];
  const inside = (index: number) => spans.some(([start, end]) => index >= start && index < end);
  const by = new RegExp(String.raw`${LEN}\s*(?:x|by)\s*${LEN}(?:\s*(?:x|by)\s*${LEN})?`).exec(text);
  if (by && !listed) {
    const numbers = [[by[1], by[2]], [by[3], by[4]], [by[5], by[6]]].filter(([value]) => value !== undefined);
    const names: Measure[] = ['length', 'breadth', 'height'];
    for (const [index, [value, unit]] of numbers.entries()) if (!set(names[index]!, Number(value), unitOf(unit))) return null;
  }
  for (const measure of Object.keys(KEYWORDS) as Measure[]) {
    const unitPattern = measure === 'area' || measure === 'tsa' || measure === 'lsa' ? AREA_UNIT : measure === 'volume' ? VOLUME_UNIT : UNIT;
    const pattern = new RegExp(String.raw`\b(?:${KEYWORDS[measure]})${OF}${VERB}${NUM}\s*${unitPattern}(?![a-z\d])`, 'g');
    for (const match of text.matchAll(pattern)) {
      if (inside(match.index)) continue;
      // 'area of 154 sq m' is the area; 'surface area of 96' read by 'area' again is the same figure.
      if (measure === 'area' && /surface\s+$/.test(text.slice(0, match.index))) continue;
      if (!set(measure, Number(match[1]), measure === 'area' || measure === 'tsa' || measure === 'lsa' || measure === 'volume' ? areaUnit(match[2]) : unitOf(match[2]))) return null;
    }
    const adjective = ADJECTIVES[measure];
    if (adjective) {
      for (const match of text.matchAll(new RegExp(String.raw`${LEN}\s+(?:${adjective})\b`, 'g'))) {
        // 'a gate 5 m wide' is the gate, not the field.
        if (/(?:gate|opening|entrance|door)\s+(?:of\s+|which is\s+)?$/.test(text.slice(0, match.index))) continue;
        if (!set(measure, Number(match[1]), unitOf(match[2]))) return null;
      }
    }
  }
  // 'sides containing the right angle are 6 cm and 8 cm', 'legs of 6 cm and 8 cm'.
  const legs = new RegExp(String.raw`(?:sides containing the right angle|sides forming the right angle|sides about the right angle|legs|two shorter sides|perpendicular sides)(?:\s+of\s+(?:a|the|this)\s+(?:right[- ]angled\s+|right\s+)?triangle)?${VERB}${LEN}\s*(?:,|and)\s*${LEN}`).exec(text);
  if (legs) {
    if (!set('base', Number(legs[1]), unitOf(legs[2])) || !set('height', Number(legs[3]), unitOf(legs[4]))) return null;
  }
  const piMatch = /(?:π|\bpi\b)\s*(?:=|as|is)\s*(?:(\d+)\s*\/\s*(\d+)|(\d+(?:\.\d+)?))/.exec(text);
  const pi = piMatch ? (piMatch[3] ? { value: Number(piMatch[3]), text: piMatch[3], givens: [Number(piMatch[3])] } : { value: Number(piMatch[1]) / Number(piMatch[2]), text: `${piMatch[1]}/${piMatch[2]}`, givens: [Number(piMatch[1]), Number(piMatch[2])] }) : { value: 22 / 7, text: '22/7', givens: [] };
  if (!(pi.value > 3 && pi.value < 3.2)) return null;
  const rateMatch = new RegExp(String.raw`₹\s?${NUM}\s*(?:\/-\s*)?(?:per|\/|a|an|for each|for every|each)\s*(sq(?:uare)?\.?\s*(?:m|metres?|meters?|cm)|(?:m|cm)\s?2|m²|cm²|cu(?:bic)?\.?\s*(?:m|metres?|meters?|cm)|(?:m|cm)\s?3|m³|cm³|(?:running\s+)?(?:m|metres?|meters?|cm|centimet(?:re|er)s?)\b)`).exec(text);
  let rate: Read['rate'] = null;
  if (rateMatch) {
    const per = /sq|2|²/.test(rateMatch[2]!) ? 'area' : /cu|3|³/.test(rateMatch[2]!) ? 'volume' : 'length';
    const rateUnit = /cm|centi/.test(rateMatch[2]!) ? 'cm' : 'm';
    units.add(rateUnit);
    rate = { value: Number(rateMatch[1]), per };
    givens.push(rate.value);
  } else if (/₹/.test(text)) {
    return null;
  }
  const gateMatch = new RegExp(String.raw`(?:gate|opening|entrance|door|space)\s+(?:of\s+|which is\s+)?${LEN}(?:\s+(?:wide|width))?|${LEN}\s+(?:wide\s+)?(?:gate|opening|entrance)`).exec(text);
  const gate = gateMatch ? Number(gateMatch[1] ?? gateMatch[3]) : null;
  if (gate !== null) {
    units.add(unitOf(gateMatch![2] ?? gateMatch![4]) ?? null);
    givens.push(gate);
  }
  // Exponents written into units ('154 cm2', 'm3') are read as numbers too.
  for (const match of text.matchAll(/(?:\bcm|\bm)\s?([23])\b/g)) givens.push(Number(match[1]));
  units.delete(null);
  if (units.has('other') || units.size > 1) return null;
  const unit = (units.values().next().value as LengthUnit | undefined) ?? null;
  return { unit, values, givens: [...givens, ...pi.givens], pi, rate, gate };
}

const AREA_UNIT = String.raw`(sq(?:uare)?\.?\s*(?:cm|m|metres?|meters?|centimet(?:re|er)s?|units?)|(?:cm|m)\s?2|cm²|m²)?`;
const VOLUME_UNIT = String.raw`(cu(?:bic)?\.?\s*(?:cm|m|metres?|meters?|centimet(?:re|er)s?|units?)|(?:cm|m)\s?3|cm³|m³|litres?)?`;

function areaUnit(written: string | undefined): LengthUnit | 'other' | undefined {
  if (written === undefined) return undefined;
  if (/litre/.test(written)) return 'other';
  if (/cm|centi/.test(written)) return 'cm';
  if (/units?$/.test(written)) return undefined;
  return 'm';
}

/** A figure: its dimensions as worked from the data, and every measure it has. */
interface Figure {
  readonly steps: SolutionStep[];
  /** Each measure with how it is worked out. */
  readonly measures: Partial<Record<Measure, { value: number; line: string }>>;
  /** The measure a cost applies to, if the question names a cost. */
  readonly costOn?: Measure;
}

type Builder = (read: Read) => Figure | null;

const SHAPES: Readonly<Record<Shape, Builder>> = {
  rectangle: (read) => {
    const v = read.values;
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
    return {
      steps,
      measures: {
        length: { value: l, line: `Length = ${num(l)}.` },
        breadth: { value: b, line: `Breadth = ${num(b)}.` },
        area: { value: l * b, line: `Area = length × breadth = ${num(l)} × ${num(b)} = ${num(l * b)}.` },
        perimeter: { value: 2 * (l + b), line: `Perimeter = 2(length + breadth) = 2 × (${num(l)} + ${num(b)}) = ${num(2 * (l + b))}.` },
        diagonal: { value: Math.hypot(l, b), line: `Diagonal = √(length² + breadth²) = √(${num(l * l)} + ${num(b * b)}) = ${num(Math.hypot(l, b))}.` },
      },
    };
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
    if (v.hypotenuse !== undefined && (base === undefined) !== (height === undefined)) {
      const known = (base ?? height)!;
      if (!(v.hypotenuse > known)) return null;
      const other = Math.sqrt(v.hypotenuse ** 2 - known ** 2);
      steps.push({ title: 'The other side', bullets: [`Pythagoras: ${num(v.hypotenuse)}² = ${num(known)}² + x², so x = √(${num(v.hypotenuse ** 2)} − ${num(known ** 2)}) = ${num(other)}.`] });
      if (base === undefined) base = other;
      else height = other;
    }
    if (base === undefined || height === undefined || !(base > 0 && height > 0) || extra(read, ['base', 'height', 'hypotenuse', 'area'])) return null;
    const hyp = Math.hypot(base, height);
    return {
      steps,
      measures: {
        base: { value: base, line: `Base = ${num(base)}.` },
        height: { value: height, line: `Height = ${num(height)}.` },
        area: { value: (base * height) / 2, line: `Area = ½ × base × height = ½ × ${num(base)} × ${num(height)} = ${num((base * height) / 2)}.` },
        hypotenuse: { value: hyp, line: `Hypotenuse = √(${num(base * base)} + ${num(height * height)}) = ${num(hyp)}.` },
        perimeter: { value: base + height + hyp, line: `Perimeter = ${num(base)} + ${num(height)} + ${num(hyp)} = ${num(base + height + hyp)}.` },
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
  triangle: ['base', 'height'],
  cube: ['side'],
  cuboid: ['length', 'breadth', 'height'],
  cylinder: ['radius', 'diameter', 'height'],
};

/** The measure the question asks for: the first one the asked clause names ('find the area of a square whose side is 12 m'). */
function askedMeasure(asked: string, shape: Shape): Measure | 'cost' | null {
  const patterns: [Measure | 'cost' | 'surface', RegExp][] = [
    ['cost', /\bcost\b|expense|how much money|amount (?:spent|required|needed)/],
    ['tsa', /total surface|whole surface|entire surface/],
    ['lsa', /lateral|curved|four walls|the walls/],
    ['surface', /surface area/],
    ['area', /\barea\b/],
    ['volume', /volume|capacity|how much (?:water|space|air|soil|earth)|how many litres/],
    ['perimeter', /perimeter|circumference|boundary|length of (?:the\s+)?(?:fence|fencing|rope|wire|boundary)/],
    ['diagonal', /diagonal|longest (?:rod|pole|stick)/],
    ['hypotenuse', /hypotenuse/],
    ['radius', /radius/],
    ['diameter', /diameter/],
    ['side', /\b(?:side|edge)\b/],
    ['length', /\blength\b(?!\s+of\s+(?:the\s+|its\s+)?(?:fence|fencing|rope|wire|boundary|diagonal))/],
    ['breadth', /breadth|width/],
    ['height', /height|depth|how (?:high|deep)/],
  ];
  let best: { measure: Measure | 'cost' | 'surface'; index: number } | null = null;
  for (const [measure, pattern] of patterns) {
    const match = pattern.exec(asked);
    if (match && (!best || match.index < best.index)) best = { measure, index: match.index };
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
  const target = askedMeasure(asked, shape);
  if (!target) return null;
  const m = figure.measures;
  const given = Object.keys(read.values) as Measure[];
  const steps: SolutionStep[] = [{ title: 'Read the data', bullets: [`A ${shape === 'triangle' ? 'right triangle' : shape}: ${given.map((measure) => `${bare(titleOf(shape, measure))} ${formatValue(read.values[measure]!, unitFor(measure, read.unit))}`).join(', ')}.`, ...(/circle|cylinder/.test(shape) ? [`π = ${read.pi.text}.`] : [])] }, ...figure.steps];
  if (given.some((measure) => m[measure] === undefined)) return null;
  // The check: every measure the question states beyond the plain dimensions, worked again from them.
  const derived = given.filter((measure) => !BASE[shape].includes(measure));
  const restated = given.map((measure) => [m[measure]!.value, read.values[measure]!] as const);
  const restatedLines = derived.map((measure) => `${m[measure]!.line.replace(/\.$/, '')}, as given.`);
  if (target === 'cost') {
    if (!read.rate) return null;
    const on: Measure | null = read.rate.per === 'length' ? 'perimeter' : read.rate.per === 'volume' ? 'volume' : shape === 'cuboid' ? (/four walls|the walls/.test(text) ? 'lsa' : /floor|carpet|tiling|flooring|paving/.test(text) ? 'area' : /total surface|whole surface|outer surface|entire surface/.test(text) ? 'tsa' : null) : shape === 'cube' ? (/four walls|lateral/.test(text) ? 'lsa' : /total surface|whole surface|outer surface|entire surface|all (?:six|the) faces/.test(text) ? 'tsa' : null) : shape === 'cylinder' ? (/curved|lateral/.test(text) ? 'lsa' : /total surface|whole surface|outer surface/.test(text) ? 'tsa' : null) : 'area';
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
