import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { hasGluedFigure } from './glued-figures';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { askedTail, checkStep, num, oneValueAnswer, round2, rs } from './quant-text';

/**
 * A conical tent or heap: the canvas (its curved surface, πrl) that makes a tent or covers a heap,
 * the length of canvas of a given width, its cost by the square metre or by the metre, the air a
 * tent holds (its volume); and a tent that must give each of N persons x m² of floor and y m³ of
 * air, whose height is then 3y ÷ x. π is 22/7 unless the question says 3.14. A tent with a
 * cylindrical part, canvas for the floor too, or a wastage allowance is declined.
 */
export function solveTent(text: string): QuantAnswer | null {
  if (hasGluedFigure(text)) return null;
  if (!/\bcon(?:e|es|ical)\b/.test(text) || !/\btent|\bcanvas|\bcloth|\btarpaulin|\bpersons?\b|\bpeople\b/.test(text)) return null;
  if (/cylind|hemispher|spher|frustum|%|wast|hollow|\bclosed\b|melt|\bstitch|\bmargin/.test(text)) return null;
  return persons(text) ?? canvas(text);
}

const UNIT = String.raw`\s*(cm|centimet(?:re|er)s?|m|met(?:re|er)s?)(?![a-z\d])`;
const FIGURE = String.raw`(\d+(?:\.\d+)?)`;
const SQ = String.raw`(?:sq(?:uare)?\.?\s*(?:m|metres?|meters?)|m\s?(2)|m²)`;
const CU = String.raw`(?:cu(?:bic)?\.?\s*(?:m|metres?|meters?)|m\s?(3)|m³)`;
const PEOPLE = String.raw`(?:persons|people|men|soldiers|students|scouts|pilgrims|campers)`;

/**
 * 'A conical tent is to accommodate 11 persons; each needs 4 m² of space on the ground and 20 m³
 * of air': the floor is 11 × 4 m², the volume 11 × 20 m³, and (1/3) × floor × h = volume gives
 * h = 3 × 20 ÷ 4.
 */
function persons(text: string): QuantAnswer | null {
  const people = new RegExp(String.raw`\b(\d+)\s+${PEOPLE}\b`).exec(text);
  const floor = new RegExp(String.raw`\b${FIGURE}\s*${SQ}\s+of\s+(?:(?:space|area)\s+on\s+the\s+(?:ground|floor)|(?:the\s+)?(?:floor|ground|base)(?:\s+(?:space|area))?|(?:floor|ground)\s+space|space)\b`).exec(text);
  const air = new RegExp(String.raw`\b${FIGURE}\s*${CU}\s+of\s+air\b`).exec(text);
  if (!people || !floor || !air) return null;
  // Nothing else is stated: every figure is one of these (and the exponents written with m2, m3).
  const asked = askedTail(text);
  if (!/\bheight\b|how high/.test(asked) || /\bslant\b/.test(asked)) return null;
  const n = Number(people[1]);
  const x = Number(floor[1]);
  const y = Number(air[1]);
  if (!(n > 0 && x > 0 && y > 0)) return null;
  const base = n * x;
  const volume = n * y;
  const h = (3 * volume) / base;
  const steps: SolutionStep[] = [
    { title: 'Floor and air for everyone', bullets: [`Floor (the base of the cone) = ${num(n)} × ${num(x)} = ${num(base)} m².`, `Air (the volume of the cone) = ${num(n)} × ${num(y)} = ${num(volume)} m³.`] },
    { title: 'Height', bullets: [`Volume = (1/3) × base area × height, so height = 3 × ${num(volume)} ÷ ${num(base)} = ${num(round2(h))} m.`] },
  ];
  const check = checkStep([`(1/3) × ${num(base)} × ${num(round2(h))} = ${num(round2((base * h) / 3))} m³ = ${num(n)} × ${num(y)} m³ of air.`], [[(base * h) / 3, volume]]);
  if (!check) return null;
  const givens = [n, x, y, ...(floor[2] ? [2] : []), ...(air[2] ? [3] : [])];
  return oneValueAnswer('mensuration', h, 'm', 'The height of the tent', { steps: [...steps, check], mistakes: [{ value: round2(y / x), why: 'this forgets the 1/3 of a cone: the volume is (1/3) × base × height' }], givens });
}

/** The one figure a pattern finds (with its unit), null when none, undefined when there are two. */
function one(text: string, pattern: RegExp): { value: number; unit: 'cm' | 'm' } | null | undefined {
  const found = [...text.matchAll(pattern)];
  if (found.length > 1) return undefined;
  if (found.length === 0) return null;
  // A pattern with two ways of saying it captures the figure and its unit in the first pair that matched.
  const match = found[0]!;
  const value = match[1] ?? match[3];
  const unit = match[2] ?? match[4];
  return { value: Number(value), unit: /^c/.test(unit ?? '') ? 'cm' : 'm' };
}

const LINK = String.raw`(?:\s+of\s+(?:the|a|an|this|its)\s+(?:conical\s+|right\s+circular\s+)?(?:tent|heap|cone))?(?:\s+of\s+(?:its|the|whose|his)\s+base)?\s*(?:of|is|=|:|measures|being|as)?\s*(?:of\s+)?`;

/**
 * The canvas of a conical tent (or the canvas that covers a conical heap): πrl, with l from the
 * height when the slant is not given; its length for a given width; its cost; or the tent's volume.
 */
function canvas(text: string): QuantAnswer | null {
  // Canvas for the floor too ('the floor is also of canvas', 'including the base') is not the curved surface alone.
  if (/\bfloor\b|\bground\s*sheet|\bincluding\b|\bbase\s+(?:also|too)\b|\balso\s+(?:the\s+)?base\b/.test(text)) return null;
  const pi = piOf(text);
  const width = canvasWidth(text);
  if (width === undefined) return null;
  const cone = coneOf(width ? width.rest : text);
  if (!cone) return null;
  const { r, l, h, written, diameter, slantGiven } = cone;
  const area = pi.value * r * l;
  const asked = askedTail(text);
  const rate = rateOf(text);
  if (rate === undefined) return null;
  const cost = /\bcost\b|\bexpen(?:se|diture)|how much money|amount (?:spent|required|needed)/.test(asked);
  const volumeAsked = /\bvolume\b|\bcapacity\b|how much (?:air|space)/.test(asked);
  const lengthAsked = /\blength\b|how many (?:metres|meters)\b|how much (?:cloth|canvas)\b(?![^?.]*\barea\b)/.test(asked) && width !== null;
  const areaAsked = /\barea\b|how much (?:canvas|cloth)|(?:canvas|cloth)\s+(?:is\s+)?(?:required|needed)/.test(asked) && width === null;
  const exponents = [...text.matchAll(/\bm\s?([23])\b/g)].map((match) => Number(match[1]));
  const givens = [...written, ...pi.givens, ...exponents];
  const steps: SolutionStep[] = [
    { title: 'Read the cone', bullets: [`Radius r = ${num(r)} m${diameter ? ` (half the diameter ${num(2 * r)} m)` : ''}; π = ${pi.text}.`, slantGiven ? `Slant height l = ${num(l)} m.` : `Slant height l = √(r² + h²) = √(${num(r * r)} + ${num(h * h)}) = ${num(l)} m.`] },
  ];
  const lBack = (covered: number) => covered / (pi.value * r);
  const backLine = (covered: number) => `${num(round2(covered))} ÷ (${pi.text} × ${num(r)}) = ${num(round2(lBack(covered)))} m, the slant height.`;
  if (volumeAsked) {
    if (rate || width || !/\btent\b/.test(text)) return null;
    const volume = (pi.value * r * r * h) / 3;
    if (Math.abs(round2(h) - h) > 1e-9) return null;
    steps.push({ title: 'Volume', bullets: [`Volume = (1/3) × ${pi.text} × ${num(r)}² × ${num(h)} = ${num(round2(volume))} m³.`] });
    const check = checkStep([`3 × ${num(round2(volume))} ÷ (${pi.text} × ${num(r * r)}) = ${num(round2((3 * volume) / (pi.value * r * r)))} m, the height.`], [[(3 * volume) / (pi.value * r * r), h]]);
    return check ? oneValueAnswer('mensuration', volume, 'm³', 'The volume of the tent', { steps: [...steps, check], mistakes: [{ value: round2(pi.value * r * r * h), why: 'this forgets the 1/3 of a cone' }], givens }) : null;
  }
  steps.push({ title: 'Canvas = curved surface', bullets: [`Curved surface = π × r × l = ${pi.text} × ${num(r)} × ${num(l)} = ${num(round2(area))} m².`] });
  const mistakes = [{ value: round2(pi.value * r * (l + r)), why: 'this adds the base; a tent (or a heap) has no canvas on the ground' }, { value: round2(pi.value * r * h), why: 'this uses the height for the slant height' }];
  const finish = (value: number, unit: QuantUnit, label: string, covered: number, line: string): QuantAnswer | null => {
    const check = checkStep([`${line}${backLine(covered)}`], [[lBack(covered), l]]);
    return check ? oneValueAnswer('mensuration', value, unit, label, { steps: [...steps, check], mistakes, givens: [...givens, ...(width ? [width.written] : []), ...(rate ? [rate.value] : [])] }) : null;
  };
  if (cost) {
    if (!rate) return null;
    if (rate.per === 'area') {
      if (width) return null;
      const value = area * rate.value;
      steps.push({ title: 'Cost', bullets: [`${num(round2(area))} × ${rs(rate.value)} per m² = ${rs(round2(value))}.`] });
      return finish(value, 'rupees', 'The cost of the canvas', value / rate.value, `${rs(round2(value))} ÷ ${rs(rate.value)} = ${num(round2(value / rate.value))} m² of canvas; `);
    }
    if (!width) return null;
    const length = area / width.metres;
    const value = length * rate.value;
    steps.push({ title: 'Length of canvas', bullets: [`Width ${width.said}${/cm/.test(width.said) ? ` = ${num(width.metres)} m` : ''}: length = ${num(round2(area))} ÷ ${num(width.metres)} = ${num(round2(length))} m.`] }, { title: 'Cost', bullets: [`${num(round2(length))} × ${rs(rate.value)} per metre = ${rs(round2(value))}.`] });
    return finish(value, 'rupees', 'The cost of the canvas', (value / rate.value) * width.metres, `${rs(round2(value))} ÷ ${rs(rate.value)} = ${num(round2(value / rate.value))} m of canvas, × ${num(width.metres)} m wide = ${num(round2((value / rate.value) * width.metres))} m²; `);
  }
  if (rate) return null;
  if (lengthAsked) {
    const length = area / width!.metres;
    steps.push({ title: 'Length of canvas', bullets: [`Width ${width!.said}${/cm/.test(width!.said) ? ` = ${num(width!.metres)} m` : ''}: length = area ÷ width = ${num(round2(area))} ÷ ${num(width!.metres)} = ${num(round2(length))} m.`] });
    return finish(length, 'm', 'The length of canvas', length * width!.metres, `${num(round2(length))} m × ${num(width!.metres)} m = ${num(round2(length * width!.metres))} m²; `);
  }
  if (areaAsked) return finish(area, 'm²', 'The area of canvas', area, '');
  return null;
}

/** π as the question says it ('π = 22/7', 'use π = 3.14'), 22/7 when it says nothing; with the figures it writes. */
function piOf(text: string): { value: number; text: string; givens: number[] } {
  const said = /(?:π|\bpi\b)\s*(?:=|as|is)\s*(?:(22)\s*\/\s*(7)|(3\.14))/.exec(text);
  return said?.[3] ? { value: 3.14, text: '3.14', givens: [3.14] } : { value: 22 / 7, text: '22/7', givens: said ? [22, 7] : [] };
}

/**
 * The width of the canvas ('canvas 5 m wide', '2 m wide cloth', 'cloth of width 1.5 m'), in metres,
 * with the text that is left once it is set aside ('5 m wide' is not the tent's). Null when no width
 * is given; undefined when a width is written that is not the canvas's.
 */
function canvasWidth(text: string): { written: number; metres: number; said: string; rest: string } | null | undefined {
  const match = new RegExp(String.raw`\b(?:canvas|cloth|tarpaulin)\s*,?\s*(?:which\s+is\s+|that\s+is\s+|of\s+width\s+|having\s+(?:a\s+)?width\s+(?:of\s+)?)?${FIGURE}${UNIT}\s+(?:wide|broad|in\s+width)\b|\b${FIGURE}${UNIT}\s+(?:wide|broad)\s+(?:canvas|cloth|tarpaulin)\b`).exec(text);
  const rest = match ? text.replace(match[0], ' the canvas ') : text;
  if (/\bwide\b|\bwidth\b|\bbroad\b/.test(rest)) return undefined;
  if (!match) return null;
  const written = Number(match[1] ?? match[3]);
  const unit = match[2] ?? match[4]!;
  return { written, metres: /^c/.test(unit) ? written / 100 : written, said: `${written} ${unit}`, rest };
}

/**
 * The cone in metres: its radius (or half its diameter) and its height or slant height, the
 * other worked by Pythagoras; null unless exactly one of each is given, in metres, and the slant
 * height comes out exact to two decimals.
 */
function coneOf(text: string): { r: number; l: number; h: number; written: number[]; diameter: boolean; slantGiven: boolean } | null {
  const slant = one(text, new RegExp(String.raw`\bslant\s+height${LINK}${FIGURE}${UNIT}`, 'g'));
  const height = one(text, new RegExp(String.raw`(?<!slant\s)\b(?:vertical\s+)?height${LINK}${FIGURE}${UNIT}|\b(?:is|being|tent)\s+${FIGURE}${UNIT}\s+(?:high|tall)\b`, 'g'));
  const radius = one(text, new RegExp(String.raw`\bradius${LINK}${FIGURE}${UNIT}`, 'g'));
  const diameter = one(text, new RegExp(String.raw`\bdiameter${LINK}${FIGURE}${UNIT}`, 'g'));
  if (slant === undefined || height === undefined || radius === undefined || diameter === undefined) return null;
  if (!radius === !diameter || !slant === !height) return null;
  const across = (radius ?? diameter)!;
  const along = (slant ?? height)!;
  if (across.unit !== 'm' || along.unit !== 'm') return null;
  const r = radius ? radius.value : across.value / 2;
  const l = slant ? slant.value : Math.hypot(r, along.value);
  const h = slant ? Math.sqrt(Math.max(0, l * l - r * r)) : along.value;
  if (!(l > r) || Math.abs(round2(l) - l) > 1e-9) return null;
  return { r, l, h, written: [across.value, along.value], diameter: !radius, slantGiven: slant !== null };
}

/** The rate of the canvas: '₹70 per m²' (per area) or '₹20 per metre' (per length); null when none, undefined when another rupee figure is written. */
function rateOf(text: string): { value: number; per: 'area' | 'length' } | null | undefined {
  const match = new RegExp(String.raw`₹\s?${FIGURE}\s*(?:\/-\s*)?(?:per|\/|a|an|for each|each)\s*(?:(${SQ.replace('(2)', '2')})|(?:running\s+)?(?:m|metres?|meters?)\b)`).exec(text);
  const rupees = (text.match(/₹/g) ?? []).length;
  if (rupees > (match ? 1 : 0)) return undefined;
  return match ? { value: Number(match[1]), per: match[2] ? 'area' : 'length' } : null;
}
