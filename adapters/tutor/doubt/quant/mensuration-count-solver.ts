import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { LEN, type Read, readMeasures, unitOf } from './mensuration-read';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { NUM, askedTail, checkStep, num, round2 } from './quant-text';

/**
 * Mensuration questions that count: how many tiles cover a floor, how many bricks build a wall,
 * how many small cubes are cut from a block; and a wheel's revolutions over a distance (or the
 * distance, or the wheel's size, from the other two); the length (and cost) of a carpet of a
 * given width that covers a floor. Pieces and the whole are often measured in
 * different units ('tiles of side 25 cm', 'a floor 5 m by 4 m'): every length is put in
 * centimetres first, and the step says so.
 */
export function solveMensurationCount(text: string): QuantAnswer | null {
  return pieces(text) ?? revolutions(text) ?? carpet(text);
}

/** Centimetres in one of each unit of length. */
const CENTIMETRES: Readonly<Record<string, number>> = { mm: 0.1, cm: 1, m: 100, km: 100000 };

function unitName(written: string | undefined): 'mm' | 'cm' | 'm' | 'km' | null {
  if (written === undefined) return null;
  if (/^(?:mm|millimet)/.test(written)) return 'mm';
  if (/^(?:km|kilomet)/.test(written)) return 'km';
  if (/^c/.test(written)) return 'cm';
  return unitOf(written) === 'm' ? 'm' : null;
}

const exact = (value: number) => Math.round(value * 1e6) / 1e6;

interface InCentimetres {
  /** The text with every length written in centimetres. */
  readonly text: string;
  /** Each length converted: what was written and what it became, for the givens and the step. */
  readonly converted: { written: number; cm: number; line: string }[];
}

/** '5 m by 2.5 m' as '500 cm by 250 cm': every length in one unit, so that mixed units compare. */
function inCentimetres(text: string): InCentimetres | null {
  const converted: InCentimetres['converted'] = [];
  let failed = false;
  const rewritten = text.replace(/(\d+(?:\.\d+)?)\s*(km|kilomet(?:re|er)s?|mm|millimet(?:re|er)s?|cm|centimet(?:re|er)s?|m|metres?|meters?|mtrs?)(?![a-z\d²³])(?!\s?[23]\b)/g, (all, value: string, unit: string) => {
    const name = unitName(unit);
    if (!name) {
      failed = true;
      return all;
    }
    if (name === 'cm') return `${value} cm`;
    const cm = exact(Number(value) * CENTIMETRES[name]!);
    converted.push({ written: Number(value), cm, line: `${num(Number(value))} ${name} = ${num(cm)} cm` });
    return `${cm} cm`;
  });
  return failed ? null : { text: rewritten, converted };
}

/** The written numbers behind read values: a converted length counts as the figure written ('5' for 500 cm). */
function writtenGivens(givens: readonly number[], converted: InCentimetres['converted']): number[] {
  const left = [...converted];
  return givens.map((given) => {
    const index = left.findIndex((entry) => Math.abs(entry.cm - given) < 1e-9);
    if (index < 0) return given;
    const [entry] = left.splice(index, 1);
    return entry!.written;
  });
}

type PieceKind = 'tile' | 'brick' | 'cube';

interface Piece {
  readonly kind: PieceKind;
  /** Its word as the question writes it: 'tiles', 'bricks', 'cubes'. */
  readonly word: string;
  /** Its sides, in the unit written (two for a tile, three for a brick or cube). */
  readonly sides: number[];
  readonly unit: string | undefined;
  /** The figures written for it: one for a square tile or a cube, one a side otherwise. */
  readonly written: number[];
  readonly start: number;
  readonly end: number;
}

const FLAT = 'tiles|slabs|stones|sheets|planks|marble slabs';
const SOLID = 'bricks|blocks|boxes|cartons|packets|cuboids|tins';
const SIZE = String.raw`\s*,?\s*(?:each\s+)?(?:of\s+size\s+|of\s+dimensions?\s+|measuring\s+|of\s+|with\s+dimensions?\s+)?`;
const BY = String.raw`\s*(?:x|by)\s*`;

/** The pieces counted, as the question sizes them: 'square tiles of side 25 cm', 'bricks 25 cm x 12 cm x 8 cm', 'cubes of edge 3 cm'. */
function pieceOf(text: string): Piece | null {
  const found: Piece[] = [];
  // A square tile or a cube is sized by one figure, repeated for each of its sides.
  const add = (kind: PieceKind, word: string, written: number[], unit: string | undefined, match: RegExpExecArray) => {
    const sides = written.length === 1 ? Array<number>(kind === 'cube' ? 3 : 2).fill(written[0]!) : written;
    found.push({ kind, word, sides, unit, written, start: match.index, end: match.index + match[0].length });
  };
  const square = new RegExp(String.raw`(?:square\s+)?(${FLAT})${SIZE}(?:a\s+)?(?:side|edge)(?:\s+length)?\s+(?:of\s+|is\s+|=\s*|measuring\s+)?${LEN}|(?:square\s+)?(${FLAT})\s+(?:each\s+)?(?:of\s+)?${LEN}\s+(?:side|edge|square)\b`).exec(text);
  if (square) add('tile', square[1] ?? square[4]!, [Number(square[2] ?? square[5])], square[3] ?? square[6], square);
  const oblong = new RegExp(String.raw`(?:rectangular\s+)?(${FLAT})${SIZE}${LEN}${BY}${LEN}(?!${BY}\d)`).exec(text);
  if (oblong) add('tile', oblong[1]!, [Number(oblong[2]), Number(oblong[4])], sameUnit(oblong[3], oblong[5]), oblong);
  const brick = new RegExp(String.raw`(${SOLID})${SIZE}${LEN}${BY}${LEN}${BY}${LEN}`).exec(text);
  if (brick) add('brick', brick[1]!, [Number(brick[2]), Number(brick[4]), Number(brick[6])], sameUnit(brick[3], brick[5], brick[7]), brick);
  const cube = new RegExp(String.raw`(?:small\s+|smaller\s+|little\s+)?(cubes)${SIZE}(?:an?\s+)?(?:side|edge)(?:\s+length)?\s+(?:of\s+|is\s+|=\s*)?${LEN}|(?:small\s+|smaller\s+)?(cubes)\s+(?:each\s+)?(?:of\s+)?${LEN}\s+(?:side|edge)\b|${LEN}\s+(cubes)\b`).exec(text);
  if (cube) add('cube', cube[1] ?? cube[4] ?? cube[9]!, [Number(cube[2] ?? cube[5] ?? cube[7])], cube[3] ?? cube[6] ?? cube[8], cube);
  // Two readings of the same words ('square tiles of side 25 cm' is no oblong tile) must agree on one piece.
  if (found.length !== 1 || found[0]!.unit === '' ) return null;
  return found[0]!;
}

/** The one unit a list of sides is written in ('25 cm x 12 x 8 cm'), or '' when they differ. */
function sameUnit(...units: (string | undefined)[]): string | undefined {
  const named = [...new Set(units.filter((unit): unit is string => unit !== undefined).map(unitName))];
  if (named.length > 1 || named.includes(null)) return '';
  return units.find((unit) => unit !== undefined);
}

/** 'How many square tiles of side 25 cm cover a floor 5 m by 4 m', 'bricks for a wall', 'cubes cut from a block'. */
function pieces(text: string): QuantAnswer | null {
  const piece = pieceOf(text);
  if (!piece) return null;
  const asked = askedTail(text);
  if (!/how many|number of/.test(asked) && !/how many/.test(text)) return null;
  // 'The least number of square tiles' asks for the largest tile that fits (an HCF), not this count.
  if (/least|minimum|largest|greatest|maximum|cost|₹|mortar|paise|wastage|cut (?:tiles|bricks)|border|path/.test(text)) return null;
  const rest = `${text.slice(0, piece.start)} the pieces ${text.slice(piece.end)}`;
  const whole = inCentimetres(rest);
  const size = inCentimetres(`${piece.sides.map((side) => `${side} ${piece.unit ?? ''}`).join(' by ')}`);
  if (!whole || !size || piece.unit === undefined) return null;
  const read: Read | null = readMeasures(whole.text);
  if (!read || read.rate || read.gate !== null || read.unit === 'm') return null;
  const v = read.values;
  const sides = [...size.text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const flat = piece.kind === 'tile';
  // The whole: a floor (length × breadth, or a square's side) for tiles; a block or wall (× height or thickness) for solids.
  const wholeSides = flat
    ? v.side !== undefined && v.length === undefined && v.breadth === undefined ? [v.side, v.side] : [v.length, v.breadth]
    : v.side !== undefined && v.length === undefined && v.breadth === undefined && v.height === undefined ? [v.side, v.side, v.side] : [v.length, v.breadth, v.height];
  const allowed = flat ? ['length', 'breadth', 'side'] : ['length', 'breadth', 'height', 'side'];
  if (wholeSides.some((side) => side === undefined || !(side > 0)) || Object.keys(v).some((measure) => !allowed.includes(measure))) return null;
  const big = wholeSides as number[];
  const wholeSize = big.reduce((acc, side) => acc * side, 1);
  const pieceSize = sides.reduce((acc, side) => acc * side, 1);
  const count = exact(wholeSize / pieceSize);
  if (!Number.isInteger(count) || count < 1) return null;
  // Small cubes cut from a block must fit along every edge; otherwise the volumes alone overcount.
  if (piece.kind === 'cube' && big.some((side) => !Number.isInteger(exact(side / sides[0]!)))) return null;
  const what = flat ? 'area' : 'volume';
  const sq = flat ? 'cm²' : 'cm³';
  const wholeName = flat ? 'floor' : /wall/.test(text) ? 'wall' : /cube/.test(rest) && v.side !== undefined ? 'cube' : 'block';
  const conversions = [...whole.converted, ...size.converted];
  const steps: SolutionStep[] = [
    ...(conversions.length > 0 ? [{ title: 'Work in centimetres', bullets: [`${conversions.map((entry) => entry.line).join(', ')}.`] }] : []),
    { title: `${flat ? 'Area' : 'Volume'} of the ${wholeName}`, bullets: [`${big.map(num).join(' × ')} = ${num(wholeSize)} ${sq}.`] },
    { title: `${flat ? 'Area' : 'Volume'} of one of the ${piece.word}`, bullets: [`${sides.map(num).join(' × ')} = ${num(pieceSize)} ${sq}.`] },
    { title: `Number of ${piece.word}`, bullets: [`${num(wholeSize)} ÷ ${num(pieceSize)} = ${num(count)}.`, ...(piece.kind === 'cube' ? [`Along the edges: ${big.map((side) => `${num(side)} ÷ ${num(sides[0]!)} = ${num(side / sides[0]!)}`).join(', ')}; ${big.map((side) => num(side / sides[0]!)).join(' × ')} = ${num(count)}, the same.`] : [])] },
  ];
  const check = checkStep([`${num(count)} ${piece.word} × ${num(pieceSize)} ${sq} = ${num(count * pieceSize)} ${sq}, the ${what} of the ${wholeName}.`], [[count * pieceSize, wholeSize]]);
  if (!check) return null;
  const mistakes = [
    { value: exact(wholeSize / sides[0]!), why: `this divides the ${what} by the side of one piece, not by its ${what}` },
    ...(flat ? [{ value: exact((2 * (big[0]! + big[1]!)) / sides[0]!), why: 'this divides the perimeter, not the area' }] : []),
    ...(conversions.length > 0 ? [{ value: exact(writtenProduct(big, whole.converted) / pieceSize), why: 'this mixes metres and centimetres; put every length in one unit first' }] : []),
  ].filter((mistake) => mistake.value !== count && Number.isFinite(mistake.value));
  return { kind: 'mensuration', values: [count], unit: 'number', label: `The number of ${piece.word}`, steps: [...steps, check], mistakes, givens: [...writtenGivens(read.givens, whole.converted), ...piece.written] };
}

/** The whole's size as the lengths were written, before putting them in centimetres (the unit slip). */
function writtenProduct(sides: readonly number[], converted: InCentimetres['converted']): number {
  return writtenGivens(sides, converted).reduce((acc, side) => acc * side, 1);
}

const REVOLUTION = String.raw`(?:complete\s+|full\s+)?(?:revolutions|rotations|rounds|turns)`;

/** 'A wheel of diameter 70 cm: how many revolutions to go 1.1 km?'; or the distance in so many revolutions; or the wheel's size. */
function revolutions(text: string): QuantAnswer | null {
  if (!/\b(?:wheels?|tyres?|tires?|cycle|bicycle|car|cart|vehicle|engine)\b/.test(text) || !/revolution|rotation|\bturns\b|\brounds\b|how many times\b[^.?]*\b(?:rotate|revolve|turn)\b/.test(text)) return null;
  if (/roller|\bminutes?\b|\bseconds?\b|\bhours?\b|km\/h|speed|per\s+minute|%/.test(text)) return null;
  const DISTANCE_UNIT = String.raw`\s*(km|kilomet(?:re|er)s?|m|metres?|meters?|cm|centimet(?:re|er)s?)(?![a-z\d])`;
  const distanceMatch = new RegExp(String.raw`\b(?:travel|cover|go|run|move|traverse|roll)\w*\s+(?:a\s+)?(?:distance\s+(?:of\s+)?|journey\s+of\s+)?${NUM}${DISTANCE_UNIT}`).exec(text) ?? new RegExp(String.raw`\bdistance\s+(?:of\s+)?${NUM}${DISTANCE_UNIT}`).exec(text);
  const countMatch = new RegExp(String.raw`${NUM}\s+${REVOLUTION}`).exec(text);
  let rest = text;
  for (const match of [distanceMatch, countMatch]) if (match) rest = rest.replace(match[0], ' ');
  const read = readMeasures(rest);
  if (!read || read.rate || read.gate !== null) return null;
  const v = read.values;
  if (Object.keys(v).some((measure) => measure !== 'radius' && measure !== 'diameter') || (v.radius !== undefined && v.diameter !== undefined)) return null;
  const asked = askedTail(text);
  const pi = read.pi;
  const wheelUnit = read.unit ?? null;
  const distanceUnit = distanceMatch ? unitName(distanceMatch[2]) : null;
  const toWheel = (value: number, from: string) => exact((value * CENTIMETRES[from]!) / CENTIMETRES[wheelUnit!]!);
  const r = v.radius ?? (v.diameter !== undefined ? v.diameter / 2 : undefined);
  const radiusLine = v.radius === undefined && v.diameter !== undefined ? [`Radius = ${num(v.diameter)} ÷ 2 = ${num(v.diameter / 2)} ${wheelUnit}.`] : [];
  if (r !== undefined && wheelUnit && distanceMatch && distanceUnit && !countMatch && /how many|number of/.test(asked)) {
    const circumference = 2 * pi.value * r;
    const distance = toWheel(Number(distanceMatch[1]), distanceUnit);
    const count = exact(distance / circumference);
    if (!Number.isInteger(count)) return null;
    const steps: SolutionStep[] = [
      { title: 'One revolution covers the circumference', bullets: [...radiusLine, `Circumference = 2πr = 2 × ${pi.text} × ${num(r)} = ${num(circumference)} ${wheelUnit}.`] },
      ...(distanceUnit === wheelUnit ? [] : [{ title: `The distance in ${wheelUnit}`, bullets: [`${num(Number(distanceMatch[1]))} ${distanceUnit} = ${num(distance)} ${wheelUnit}.`] }]),
      { title: 'Revolutions', bullets: [`${num(distance)} ÷ ${num(circumference)} = ${num(count)}.`] },
    ];
    const check = checkStep([`${num(count)} revolutions × ${num(circumference)} ${wheelUnit} = ${num(count * circumference)} ${wheelUnit} = ${num(Number(distanceMatch[1]))} ${distanceUnit}.`], [[exact(count * circumference), distance]]);
    if (!check) return null;
    return { kind: 'mensuration', values: [count], unit: 'number', label: 'The number of revolutions', steps: [...steps, check], mistakes: [{ value: round2(distance / (pi.value * r)), why: 'this divides by πr, half the circumference' }, { value: round2(distance / (2 * pi.value * 2 * r)), why: 'this takes the diameter as the radius' }].filter((mistake) => mistake.value !== count), givens: [...read.givens, Number(distanceMatch[1])] };
  }
  if (r !== undefined && wheelUnit && countMatch && !distanceMatch && /distance|how far|how much distance|how many (?:metres|meters|km|kilomet)/.test(asked)) {
    const n = Number(countMatch[1]);
    const circumference = 2 * pi.value * r;
    const inWheel = n * circumference;
    const askedUnit = /\bkm\b|kilomet/.test(asked) ? 'km' : /\bmetres?\b|\bmeters?\b|\bin m\b/.test(asked) ? 'm' : /\bcm\b|centimet/.test(asked) ? 'cm' : wheelUnit;
    const value = exact((inWheel * CENTIMETRES[wheelUnit]!) / CENTIMETRES[askedUnit]!);
    const steps: SolutionStep[] = [
      { title: 'One revolution covers the circumference', bullets: [...radiusLine, `Circumference = 2πr = 2 × ${pi.text} × ${num(r)} = ${num(circumference)} ${wheelUnit}.`] },
      { title: 'Distance', bullets: [`${num(n)} × ${num(circumference)} = ${num(inWheel)} ${wheelUnit}${askedUnit === wheelUnit ? '' : ` = ${num(value)} ${askedUnit}`}.`] },
    ];
    const check = checkStep([`${num(value)} ${askedUnit} ÷ ${num(circumference)} ${wheelUnit} per revolution = ${num(n)} revolutions.`], [[exact((value * CENTIMETRES[askedUnit]!) / CENTIMETRES[wheelUnit]! / circumference), n]]);
    if (!check) return null;
    return { kind: 'mensuration', values: [round2(value)], unit: askedUnit as QuantUnit, label: 'The distance covered', steps: [...steps, check], mistakes: [{ value: round2(value / 2), why: 'this uses πr, half the circumference' }], givens: [...read.givens, n] };
  }
  if (r === undefined && countMatch && distanceMatch && distanceUnit && Object.keys(v).length === 0) {
    const wantRadius = /radius/.test(asked);
    if (!wantRadius && !/diameter/.test(asked)) return null;
    const n = Number(countMatch[1]);
    // The unit the question asks in; else centimetres for a wheel under a metre across, metres above.
    const inCm = exact(Number(distanceMatch[1]) * CENTIMETRES[distanceUnit]!) / n / (2 * pi.value) * (wantRadius ? 1 : 2);
    const unit: 'cm' | 'm' = /\bcm\b|centimet/.test(asked) ? 'cm' : /\bin\s+m\b|metres?|meters?/.test(asked) ? 'm' : inCm < 100 ? 'cm' : 'm';
    const distance = exact((Number(distanceMatch[1]) * CENTIMETRES[distanceUnit]!) / CENTIMETRES[unit]!);
    const circumference = distance / n;
    const radius = circumference / (2 * pi.value);
    const value = wantRadius ? radius : 2 * radius;
    if (Math.abs(value - round2(value)) > 1e-9) return null;
    const steps: SolutionStep[] = [
      { title: 'One revolution covers the circumference', bullets: [`${num(Number(distanceMatch[1]))} ${distanceUnit} = ${num(distance)} ${unit}; ${num(distance)} ÷ ${num(n)} = ${num(circumference)} ${unit} a revolution.`] },
      { title: wantRadius ? 'Radius' : 'Diameter', bullets: [`2πr = ${num(circumference)}, so r = ${num(circumference)} ÷ (2 × ${pi.text}) = ${num(radius)} ${unit}${wantRadius ? '' : `, and the diameter = 2r = ${num(value)} ${unit}`}.`] },
    ];
    const check = checkStep([`2 × ${pi.text} × ${num(radius)} = ${num(2 * pi.value * radius)} ${unit} a revolution; × ${num(n)} = ${num(2 * pi.value * radius * n)} ${unit}, the distance.`], [[exact(2 * pi.value * radius * n), distance]]);
    if (!check) return null;
    return { kind: 'mensuration', values: [round2(value)], unit, label: wantRadius ? 'The radius of the wheel' : 'The diameter of the wheel', steps: [...steps, check], mistakes: [{ value: round2(wantRadius ? 2 * radius : radius), why: wantRadius ? 'this is the diameter' : 'this is the radius' }], givens: [...read.givens, n, Number(distanceMatch[1])] };
  }
  return null;
}

/**
 * 'A room 12 m long and 9 m broad is carpeted with a carpet 75 cm wide at ₹30 per metre': the
 * carpet's length is the floor's area ÷ its width, and it is paid for by the metre.
 */
function carpet(text: string): QuantAnswer | null {
  const width = new RegExp(String.raw`\b(?:carpet|cloth|canvas|matting|durrie)\s*,?\s*(?:which\s+is\s+|that\s+is\s+|of\s+width\s+|having\s+(?:a\s+)?width\s+(?:of\s+)?|of\s+)?${LEN}\s+(?:wide|broad|in\s+width)\b|\b${LEN}\s+(?:wide|broad)\s+(?:carpet|cloth|canvas|matting|durrie)\b`).exec(text);
  if (!width) return null;
  const rest = `${text.slice(0, width.index)} the carpet ${text.slice(width.index + width[0].length)}`;
  const read = readMeasures(rest);
  if (!read || read.gate !== null || read.totalCost !== null || read.relation !== null || (read.rate !== null && read.rate.per !== 'length')) return null;
  const v = read.values;
  if (v.length === undefined || v.breadth === undefined || Object.keys(v).length !== 2 || read.unit === null) return null;
  const writtenWidth = Number(width[1] ?? width[3]);
  const widthUnit = unitName(width[2] ?? width[4]);
  if (!widthUnit) return null;
  const w = exact((writtenWidth * CENTIMETRES[widthUnit]!) / CENTIMETRES[read.unit]!);
  const area = v.length * v.breadth;
  const carpetLength = exact(area / w);
  const asked = askedTail(text);
  const cost = /\bcost\b|\bexpense|how much money|amount (?:spent|required|needed)/.test(asked);
  if (cost !== (read.rate !== null) || (!cost && !/\blength\b|how many (?:metres|meters|m)\b|how much carpet/.test(asked))) return null;
  const unit = read.unit;
  const steps: SolutionStep[] = [
    { title: 'Area of the floor', bullets: [`${num(v.length)} × ${num(v.breadth)} = ${num(area)} sq ${unit}.`] },
    { title: 'Length of carpet', bullets: [`${widthUnit === unit ? '' : `Width ${num(writtenWidth)} ${widthUnit} = ${num(w)} ${unit}. `}Length = area ÷ width = ${num(area)} ÷ ${num(w)} = ${num(carpetLength)} ${unit}.`] },
  ];
  const givens = [...read.givens, writtenWidth];
  if (cost) {
    const rate = read.rate!.value;
    const value = round2(carpetLength * rate);
    steps.push({ title: 'Cost', bullets: [`${num(carpetLength)} × ₹${num(rate)} per ${unit} = ₹${num(value)}.`] });
    const check = checkStep([`₹${num(value)} ÷ ₹${num(rate)} = ${num(value / rate)} ${unit} of carpet; × ${num(w)} wide = ${num((value / rate) * w)} sq ${unit}, the floor.`], [[exact((value / rate) * w), area]]);
    if (!check) return null;
    return { kind: 'mensuration', values: [value], unit: 'rupees', label: 'The cost of the carpet', steps: [...steps, check], mistakes: [{ value: round2(area * rate), why: 'this multiplies the rate by the area; the carpet is paid for by its length' }].filter((mistake) => mistake.value !== value), givens };
  }
  const check = checkStep([`${num(carpetLength)} × ${num(w)} = ${num(carpetLength * w)} sq ${unit}, the floor.`], [[exact(carpetLength * w), area]]);
  if (!check) return null;
  return { kind: 'mensuration', values: [round2(carpetLength)], unit: unit === 'cm' ? 'cm' : 'm', label: 'The length of carpet', steps: [...steps, check], mistakes: [], givens };
}
