import { NUM } from './quant-text';
import { FRACTION_WORD, fractionWordValue } from '../number-words';

const NUM_TEXT = String.raw`\d+(?:\.\d+)?`;

/**
 * The measures a mensuration question states, read by their names ('the radius is 7 cm'), by the
 * words after them ('12 m long', '8 m wide'), as a list ('12 m by 8 m', 'length and breadth are
 * 12 m and 8 m') or as legs of a right triangle; with π, a rate (₹ per metre, per sq m, per cu m)
 * and a gate left out of a fence. Shared by the figure solver and the counting solver.
 */

export type Measure = 'length' | 'breadth' | 'height' | 'side' | 'radius' | 'diameter' | 'base' | 'hypotenuse' | 'area' | 'perimeter' | 'volume' | 'tsa' | 'lsa' | 'diagonal';

export type LengthUnit = 'cm' | 'm' | null;

export interface Read {
  readonly unit: LengthUnit;
  readonly values: Partial<Record<Measure, number>>;
  readonly givens: number[];
  readonly pi: { value: number; text: string; givens: number[] };
  readonly rate: { value: number; per: 'length' | 'area' | 'volume' } | null;
  readonly gate: number | null;
  /** A total cost stated with the rate ('the cost of fencing at ₹15 per metre is ₹1,800'): the measure it pays for is then known. */
  readonly totalCost: number | null;
  /** Set once the total cost has been turned into the measure it pays for. */
  readonly paid?: { readonly measure: Measure; readonly rate: number; readonly cost: number; readonly per: 'length' | 'area' | 'volume' };
  /** How the length stands to the breadth, when the question says so instead of giving both. */
  readonly relation: Relation | null;
}

/**
 * 'The length is twice (3 times, 1.5 times) the breadth', 'length and breadth in the ratio 4 : 3'
 * (length = factor × breadth); 'the length is 5 m more than the breadth', 'exceeds it by 5 m'
 * (length = breadth + difference).
 */
export type Relation = { readonly kind: 'times'; readonly factor: number; readonly ratio?: readonly [number, number]; readonly said: string } | { readonly kind: 'more'; readonly difference: number; readonly said: string };

const MULTIPLES: Readonly<Record<string, number>> = { twice: 2, double: 2, thrice: 3, 'one and a half times': 1.5 };
const BREADTH = String.raw`(?:its\s+|the\s+)?(?:breadth|width)`;
const LENGTH_OF = String.raw`\blength(?:\s+of\s+(?:the\s+|a\s+|this\s+)?(?:[a-z-]+\s+){0,2}?(?:rectangle|field|plot|garden|park|floor|lawn|ground|room|hall|courtyard))?\s+(?:is|was|=)\s+`;

/** The relation between length and breadth and the figures it uses; null when none is stated, undefined when it is stated in a way not read. */
function relationOf(text: string): { relation: Relation; givens: number[] } | null | undefined {
  const times = new RegExp(String.raw`${LENGTH_OF}(twice|double|thrice|one and a half times|(\d+(?:\.\d+)?)\s+times)\s+(?:that\s+of\s+)?${BREADTH}\b`).exec(text);
  if (times) {
    const factor = times[2] !== undefined ? Number(times[2]) : MULTIPLES[times[1]!]!;
    return { relation: { kind: 'times', factor, said: `length = ${times[1]} the breadth` }, givens: times[2] !== undefined ? [factor] : [] };
  }
  const ratio = new RegExp(String.raw`\b(?:length\s+and\s+(?:the\s+)?(?:breadth|width)|sides|adjacent\s+sides|dimensions)(?:\s+of\s+(?:the\s+|a\s+|this\s+)?(?:[a-z-]+\s+){0,2}?(?:rectangle|field|plot|garden|park|floor|lawn|ground|courtyard))?\s+(?:are\s+)?in\s+the\s+ratio\s+(?:of\s+)?(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)(?!\s*:)|\bratio\s+of\s+(?:the\s+|its\s+)?length\s+to\s+(?:the\s+|its\s+)?(?:breadth|width)(?:\s+of\s+(?:the\s+|a\s+)?(?:[a-z-]+\s+){0,2}?(?:rectangle|field|plot|garden|park|floor|lawn|ground|courtyard))?\s+(?:is\s+)?(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)(?!\s*:)`).exec(text);
  if (ratio) {
    const [p, q] = [Number(ratio[1] ?? ratio[3]), Number(ratio[2] ?? ratio[4])];
    // 'Sides in the ratio 4 : 3' names the longer side first only by habit: take the length as the longer.
    if (!(p > 0 && q > 0) || p < q) return undefined;
    return { relation: { kind: 'times', factor: p / q, ratio: [p, q], said: `length : breadth = ${p} : ${q}` }, givens: [p, q] };
  }
  const more = new RegExp(String.raw`${LENGTH_OF}(${NUM_TEXT})\s*${UNIT}\s+(?:more|longer|greater)\s+than\s+${BREADTH}\b|\blength(?:\s+of\s+[a-z- ]{0,40}?)?\s+exceeds\s+${BREADTH}(?:\s+of\s+[a-z- ]{0,40}?)?\s+by\s+(${NUM_TEXT})\s*${UNIT}|\b(?:breadth|width)(?:\s+of\s+[a-z- ]{0,40}?)?\s+(?:is|was)\s+(${NUM_TEXT})\s*${UNIT}\s+(?:less|shorter|smaller)\s+than\s+(?:its\s+|the\s+)?length\b`).exec(text);
  if (more) {
    const difference = Number(more[1] ?? more[3] ?? more[5]);
    return { relation: { kind: 'more', difference, said: `length = breadth + ${difference}` }, givens: [difference] };
  }
  // 'The breadth is three-fourths of its length', 'the breadth is half the length', 'the length is 3/2 of the breadth'.
  const part = new RegExp(String.raw`\b(breadth|width|length)(?:\s+of\s+(?:the\s+|a\s+|this\s+)?(?:[a-z-]+\s+){0,2}?(?:rectangle|field|plot|garden|park|floor|lawn|ground|room|hall|courtyard))?\s+(?:is|was|=)\s+(?:equal\s+to\s+)?(${FRACTION_WORD}|(\d+)\s*\/\s*(\d+))\s+(?:of\s+)?(?:its\s+|the\s+)?(length|breadth|width)\b`).exec(text);
  if (part && (part[1] === 'length') !== (part[5] === 'length')) {
    const fraction = part[3] !== undefined ? Number(part[3]) / Number(part[4]) : fractionWordValue(part[2]!);
    const factor = fraction === null ? null : part[1] === 'length' ? fraction : 1 / fraction;
    // The length is the longer side, as everywhere above.
    if (factor === null || !(factor > 1)) return undefined;
    return { relation: { kind: 'times', factor, said: `${part[1]} = ${part[2]} of the ${part[5]}` }, givens: part[3] !== undefined ? [Number(part[3]), Number(part[4])] : [] };
  }
  // A relation said some other way ('half the length', 'the length is 3 times the height') is not guessed at.
  return /\b(?:\d+(?:\.\d+)?\s+times|twice|thrice|double|half|more than|less than|exceeds|ratio)\b/.test(text) ? undefined : null;
}


/** A unit of length after a figure, captured ('cm', 'metres'); optional. */
const UNIT = String.raw`(cm|centimet(?:re|er)s?|mm|km|m|metres?|meters?|mtrs?)?`;
/** A length: its figure and its unit, if written ('12 m', '7.5 cm', '20'). */
export const LEN = String.raw`${NUM}\s*${UNIT}(?![a-z\d])`;
const NOT_MEASURE = String.raw`(?!(?:side|edge|radius|diameter|length|breadth|width|height|depth|base|perimeter|circumference|area|volume|diagonal|hypotenuse|whose|with|having|which|and|is|are)\b)`;
const OF = String.raw`(?:\s+of\s+(?:the\s+|a\s+|an\s+|this\s+|that\s+|its\s+|each\s+)?(?:${NOT_MEASURE}[a-z][a-z-]*\s+){0,3}?)?`;
const VERB = String.raw`\s*(?:is|are|was|were|=|of|:|measures?|measured|measuring|being|as|equal to|equals)?\s*`;
/** After a figure: words that make it a dimension ('29 cm long', '22 cm by 4 cm'), not the measure named before it. */
const NOT_DIMENSION = String.raw`(?!\s*(?:(?:cm|mm|km|m|metres?|meters?|centimet(?:re|er)s?|mtrs?)\s*)?(?:long|broad|wide|high|deep|tall|thick|by|x|times|more|less|greater|smaller|longer|shorter|wider|broader|narrower|higher|lower|bigger|%)(?![a-z])|\s*:\s*\d)`;
/** After an area or a volume: a plain unit of length ('the volume of a cuboid 29 cm ...') shows the figure is a length. */
const NOT_LENGTH_UNIT = String.raw`(?!\s*(?:cm|mm|km|m|metres?|meters?|centimet(?:re|er)s?|mtrs?)\b)`;

const KEYWORDS: Readonly<Record<Measure, string>> = {
  length: 'length',
  breadth: 'breadth|width|thickness',
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
const ADJECTIVES: Partial<Record<Measure, string>> = { length: 'long|in length', breadth: 'broad|wide|thick|in breadth|in width|in thickness', height: 'high|deep|tall|in height|in depth', radius: 'in radius|radius', diameter: 'in diameter|diameter', side: 'side|each side' };

/** The unit of length a written unit names: 'cm', 'm', 'other' (mm, km) or undefined when none is written. */
export function unitOf(written: string | undefined): LengthUnit | 'other' | undefined {
  if (written === undefined) return undefined;
  if (/^c/.test(written)) return 'cm';
  if (/^(?:m|metres?|meters?|mtrs?)$/.test(written)) return 'm';
  return 'other';
}

/** Every measure the question states, in one unit of length; null when they are mixed or read twice differently. */
export function readMeasures(text: string): Read | null {
  const values: Partial<Record<Measure, number>> = {};
  const givens: number[] = [];
  const units = new Set<LengthUnit | 'other'>();
  // The unit each measure was written in, to put cm and m lengths into one unit below.
  const writtenIn: Partial<Record<Measure, LengthUnit | 'other' | undefined>> = {};
  const set = (measure: Measure, value: number, unit: LengthUnit | 'other' | undefined): boolean => {
    if (values[measure] !== undefined && values[measure] !== value) return false;
    if (values[measure] === undefined) givens.push(value);
    values[measure] = value;
    writtenIn[measure] = unit;
    if (unit !== undefined) units.add(unit);
    return true;
  };
  // Several at once: 'length and breadth of a rectangle are 12 m and 8 m', 'measuring 12 m by 8 m', 'length, breadth and height 10 m, 8 m and 6 m'.
  const listed = new RegExp(String.raw`(length|radius|side|base|diameter|perpendicular|height|altitude)\s*(?:,|and)\s*(breadth|width|height|altitude|base)(?:\s*(?:,|and)\s*(height|depth))?${OF}\s*(?:are|is|of|=|:)?\s*(?:respectively\s+)?${LEN}\s*(?:,|and)\s*${LEN}(?:\s*(?:,|and)\s*${LEN})?`).exec(text);
  if (listed) {
    const names = [listed[1]!, listed[2]!, listed[3]].filter((name): name is string => name !== undefined).map((name) => (name === 'width' ? 'breadth' : name === 'depth' || name === 'altitude' || name === 'perpendicular' ? 'height' : name)) as Measure[];
    const numbers = [[listed[4], listed[5]], [listed[6], listed[7]], [listed[8], listed[9]]].filter(([value]) => value !== undefined);
    if (names.length !== numbers.length) return null;
    for (const [index, name] of names.entries()) if (!set(name, Number(numbers[index]![0]), unitOf(numbers[index]![1]))) return null;
  }
  // A figure read as part of a list is not read again by its own keyword ('breadth ... are 12 cm and 8 cm').
  const spans: [number, number][] = listed ? [[listed.index, listed.index + listed[0].length]] : [];
  const inside = (index: number) => spans.some(([start, end]) => index >= start && index < end);
  const by = new RegExp(String.raw`${LEN}\s*(?:x|by)\s*${LEN}(?:\s*(?:x|by)\s*${LEN})?|\b(?:dimensions|dims)\.?\s+(?:of\s+[a-z ]{0,30}?)?(?:are|is|of|:)?\s*${LEN}\s*,\s*${LEN}\s*(?:,?\s*and\s+|,\s*)${LEN}`).exec(text);
  if (by && !listed) {
    // '12 m by 8 m (by 5 m)', or 'dimensions are 8 cm, 6 cm and 5 cm' ('dims 14 m, 10 m, 5 m'): length, breadth, height in that order.
    const numbers = (by[1] !== undefined ? [[by[1], by[2]], [by[3], by[4]], [by[5], by[6]]] : [[by[7], by[8]], [by[9], by[10]], [by[11], by[12]]]).filter(([value]) => value !== undefined);
    const names: Measure[] = ['length', 'breadth', 'height'];
    for (const [index, [value, unit]] of numbers.entries()) if (!set(names[index]!, Number(value), unitOf(unit))) return null;
  }
  for (const measure of Object.keys(KEYWORDS) as Measure[]) {
    const unitPattern = measure === 'area' || measure === 'tsa' || measure === 'lsa' ? AREA_UNIT : measure === 'volume' ? VOLUME_UNIT : UNIT;
    const pattern = new RegExp(String.raw`\b(?:${KEYWORDS[measure]})${OF}${VERB}${NUM}\s*${unitPattern}(?![a-z\d])${NOT_DIMENSION}${unitPattern === UNIT ? '' : NOT_LENGTH_UNIT}`, 'g');
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
  // A right triangle's 'one of the other sides is 9 cm', 'one side 9 cm': a leg, read as a side (the triangle takes it as the leg it lacks).
  const oneSide = new RegExp(String.raw`\bone\s+(?:of\s+(?:the\s+|its\s+)?(?:other\s+)?(?:two\s+)?sides|(?:other\s+)?side|leg)(?:\s+of\s+(?:the|a|this|its)\s+[a-z- ]*?triangle)?${VERB}${LEN}`).exec(text);
  if (oneSide && !set('side', Number(oneSide[1]), unitOf(oneSide[2]))) return null;
  // 'sides containing the right angle are 6 cm and 8 cm', 'legs of 6 cm and 8 cm'.
  const legs = new RegExp(String.raw`(?:sides containing the right angle|sides forming the right angle|sides about the right angle|legs|two shorter sides|perpendicular sides|other two sides|two other sides)(?:\s+of\s+(?:a|the|this)\s+(?:right[- ]angled\s+|right\s+)?triangle)?${VERB}${LEN}\s*(?:,|and)\s*${LEN}`).exec(text);
  if (legs) {
    if (!set('base', Number(legs[1]), unitOf(legs[2])) || !set('height', Number(legs[3]), unitOf(legs[4]))) return null;
  }
  const piMatch = /(?:π|\bpi\b)\s*(?:=|as|is)\s*(?:(\d+)\s*\/\s*(\d+)|(\d+(?:\.\d+)?))/.exec(text);
  const pi = piMatch ? (piMatch[3] ? { value: Number(piMatch[3]), text: piMatch[3], givens: [Number(piMatch[3])] } : { value: Number(piMatch[1]) / Number(piMatch[2]), text: `${piMatch[1]}/${piMatch[2]}`, givens: [Number(piMatch[1]), Number(piMatch[2])] }) : { value: 22 / 7, text: '22/7', givens: [] };
  if (!(pi.value > 3 && pi.value < 3.2)) return null;
  // '₹15 per metre', '₹2.50 per sq m', '₹5 per 100 sq cm' (₹0.05 per sq cm).
  const rateMatch = new RegExp(String.raw`₹\s?${NUM}\s*(?:\/-\s*)?(?:per|\/|a|an|for each|for every|each)\s*(?:(\d+)\s*)?(sq(?:uare)?\.?\s*(?:m|metres?|meters?|cm)|(?:m|cm)\s?2|m²|cm²|cu(?:bic)?\.?\s*(?:m|metres?|meters?|cm)|(?:m|cm)\s?3|m³|cm³|(?:running\s+)?(?:m|metres?|meters?|cm|centimet(?:re|er)s?)\b)`).exec(text);
  let rate: Read['rate'] = null;
  if (rateMatch) {
    const written = rateMatch[3]!;
    const per = /sq|2|²/.test(written) ? 'area' : /cu|3|³/.test(written) ? 'volume' : 'length';
    const rateUnit = /cm|centi/.test(written) ? 'cm' : 'm';
    const each = rateMatch[2] !== undefined ? Number(rateMatch[2]) : 1;
    if (!(each > 0)) return null;
    units.add(rateUnit);
    rate = { value: Number(rateMatch[1]) / each, per };
    givens.push(Number(rateMatch[1]), ...(rateMatch[2] !== undefined ? [each] : []));
  } else if (/₹/.test(text)) {
    return null;
  }
  // Any other rupee figure is the total paid; more than one is a question this reader does not know.
  const others = rateMatch ? [...text.matchAll(new RegExp(String.raw`₹\s?${NUM}`, 'g'))].filter((match) => match.index !== rateMatch.index) : [];
  if (others.length > 1) return null;
  const totalCost = others.length === 1 ? Number(others[0]![1]) : null;
  if (totalCost !== null) givens.push(totalCost);
  const gateMatch = new RegExp(String.raw`(?:gate|opening|entrance|door|space)\s+(?:of\s+|which is\s+)?${LEN}(?:\s+(?:wide|width))?|${LEN}\s+(?:wide\s+)?(?:gate|opening|entrance)`).exec(text);
  const gate = gateMatch ? Number(gateMatch[1] ?? gateMatch[3]) : null;
  if (gate !== null) {
    units.add(unitOf(gateMatch![2] ?? gateMatch![4]) ?? null);
    givens.push(gate);
  }
  // A stated conversion ('1 cubic metre = 1000 litres') is a fact the working uses, not a measure.
  if (/\b1\s*(?:cubic\s+met(?:re|er)s?|cu\.?\s*m|m³|m\s?3)\s*=\s*1000\s*lit(?:re|er)s?\b|\b1000\s*lit(?:re|er)s?\s*=\s*1\s*(?:cubic\s+met(?:re|er)|cu\.?\s*m|m³|m\s?3)/.test(text)) givens.push(1, 1000);
  // '4 walls' names the four walls, not a measure.
  for (const _ of text.matchAll(/\b4\s+walls\b/g)) givens.push(4);
  // Exponents written into units ('154 cm2', 'm3') are read as numbers too.
  for (const match of text.matchAll(/(?:\bcm|\bm)\s?([23])\b/g)) givens.push(Number(match[1]));
  units.delete(null);
  // Lengths in both cm and m ('a tank of radius 35 cm and height 2 m: its capacity in litres'):
  // each cm length in metres, only when every measure is a length with its unit written, no rate
  // or gate or relation between lengths ('20 cm more than') is read, and nothing is asked 'in cm'.
  const measures = Object.keys(values) as Measure[];
  const lengthsOnly = measures.every((measure) => !['area', 'tsa', 'lsa', 'volume'].includes(measure) && (writtenIn[measure] === 'cm' || writtenIn[measure] === 'm'));
  const askedInCm = /\bin\s+(?:sq(?:uare)?\.?\s*|cu(?:bic)?\.?\s*)?(?:cm|centimet)/.test(text);
  if (units.size === 2 && units.has('cm') && units.has('m') && lengthsOnly && !rate && gate === null && !askedInCm && relationOf(text) === null) {
    for (const measure of measures) if (writtenIn[measure] === 'cm') values[measure] = values[measure]! / 100;
    units.delete('cm');
  }
  if (units.has('other') || units.size > 1) return null;
  const unit = (units.values().next().value as LengthUnit | undefined) ?? null;
  const related = relationOf(text);
  if (related === undefined) return null;
  if (related) givens.push(...related.givens);
  return { unit, values, givens: [...givens, ...pi.givens], pi, rate, gate, totalCost, relation: related?.relation ?? null };
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
