import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { hasGluedFigure } from './glued-figures';
import { LEN, readMeasures, unitOf } from './mensuration-read';
import type { QuantAnswer } from './quant-answer';
import { COUNT_WORD, askedTail, checkStep, countOf, num, oneValueAnswer, round2, rs } from './quant-text';

/**
 * The four walls of a room less its doors and windows: the area to paint, paper or plaster; its
 * cost at a rate per square metre; or the length of paper of a given width that covers it, and
 * that paper's cost at a rate per metre. 'The walls and the ceiling' adds the ceiling (length ×
 * breadth). A room whose openings are not all sized, a wall named alone ('two adjacent walls'),
 * the floor, or a total cost to work back from are declined.
 */
export function solveWalls(written: string): QuantAnswer | null {
  if (hasGluedFigure(written)) return null;
  // '6x5x4 m', '1.5x2.5 m': a size typed without spaces is read as '6 x 5 x 4 m'.
  const text = written.replace(/(\d)\s*x\s*(?=\d)/g, '$1 x ');
  if (!/\bwalls\b/.test(text) || !/\b(?:room|hall|class\s?room|auditorium|godown|house)\b/.test(text)) return null;
  if (/\bwall\b|\bfloor|%|\b(?:one|two|three|1|2|3|adjacent|opposite|longer|shorter|side|end|inner|outer)\s+walls\b/.test(text)) return null;
  const openings = openingsOf(text);
  if (!openings) return null;
  const paper = paperOf(openings.rest);
  if (paper === undefined) return null;
  const read = readMeasures(paper ? paper.rest : openings.rest);
  if (!read || read.gate !== null || read.totalCost !== null || read.relation !== null) return null;
  const v = read.values;
  if (v.length === undefined || v.breadth === undefined || v.height === undefined || Object.keys(v).length !== 3) return null;
  // The room and its openings in metres: a room in centimetres is not a room papers set.
  if (read.unit === 'cm' || openings.list.some((opening) => opening.unit === 'other')) return null;
  const [l, b, h] = [v.length, v.breadth, v.height];
  const ceiling = ceilingOf(text);
  if (ceiling === undefined) return null;
  const walls = 2 * h * (l + b);
  const roof = ceiling ? l * b : 0;
  const cut = openings.list.reduce((sum, opening) => sum + opening.count * opening.area, 0);
  const area = walls + roof - cut;
  if (!(area > 0) || !(cut < walls)) return null;
  const asked = askedTail(text);
  const cost = /\bcost\b|\bexpen(?:se|diture)|how much money|amount (?:spent|required|needed)/.test(asked);
  const rate = read.rate;
  const steps: SolutionStep[] = [
    { title: ceiling ? 'The four walls and the ceiling' : 'The four walls', bullets: [`Four walls = 2 × height × (length + breadth) = 2 × ${num(h)} × (${num(l)} + ${num(b)}) = ${num(walls)} m².`, ...(ceiling ? [`Ceiling = ${num(l)} × ${num(b)} = ${num(roof)} m².`] : [])] },
    ...(openings.list.length === 0 ? [] : [{ title: 'Less the doors and windows', bullets: [...openings.list.map((opening) => `${opening.count} ${opening.word}${opening.count === 1 ? '' : 's'} of ${num(opening.width)} m × ${num(opening.height)} m = ${num(opening.count * opening.area)} m².`), `Area left = ${num(walls + roof)} − ${num(cut)} = ${num(area)} m².`] }]),
  ];
  // Back from the area covered to the height of the room: the check every answer below ends with.
  const heightBack = (covered: number) => (covered + cut - roof) / (2 * (l + b));
  const back = (covered: number) => `${num(covered)} + ${num(cut)} (openings)${ceiling ? ` − ${num(roof)} (ceiling)` : ''} = ${num(covered + cut - roof)} = 2 × (${num(l)} + ${num(b)}) × ${num(heightBack(covered))}: the height ${num(heightBack(covered))} m, as given.`;
  const givens = [...read.givens, ...openings.givens, ...(paper ? [paper.written] : [])];
  const fullCost = (per: number) => [{ value: round2(walls * per), why: 'this leaves the doors and windows in' }, { value: round2(h * (l + b) * per - cut * per), why: 'this counts only two walls: the four walls are 2 × h × (l + b)' }];
  if (cost) {
    if (!rate || rate.per === 'volume') return null;
    if (rate.per === 'area') {
      if (paper) return null;
      const value = area * rate.value;
      steps.push({ title: 'Cost', bullets: [`${num(area)} × ${rs(rate.value)} per m² = ${rs(value)}.`] });
      const check = checkStep([`${rs(value)} ÷ ${rs(rate.value)} = ${num(value / rate.value)} m². ${back(value / rate.value)}`], [[heightBack(value / rate.value), h]]);
      return check ? oneValueAnswer('mensuration', value, 'rupees', 'The cost', { steps: [...steps, check], mistakes: fullCost(rate.value).filter((mistake) => mistake.value !== round2(value)), givens }) : null;
    }
    if (!paper) return null;
    const length = area / paper.width;
    const value = length * rate.value;
    steps.push({ title: 'Length of paper', bullets: [`${paper.line}Length = area ÷ width = ${num(area)} ÷ ${num(paper.width)} = ${num(length)} m.`] }, { title: 'Cost', bullets: [`${num(length)} m × ${rs(rate.value)} per metre = ${rs(value)}.`] });
    const covered = (value / rate.value) * paper.width;
    const check = checkStep([`${rs(value)} ÷ ${rs(rate.value)} = ${num(value / rate.value)} m of paper, × ${num(paper.width)} m wide = ${num(covered)} m². ${back(covered)}`], [[heightBack(covered), h]]);
    return check ? oneValueAnswer('mensuration', value, 'rupees', 'The cost of the paper', { steps: [...steps, check], mistakes: [{ value: round2(area * rate.value), why: 'this pays the rate per metre on the area; the paper is bought by its length' }], givens }) : null;
  }
  if (rate) return null;
  if (paper) {
    if (!/\blength\b|how (?:many|much)\s+(?:metres|meters|m\b|paper|wall\s*paper)/.test(asked)) return null;
    const length = area / paper.width;
    steps.push({ title: 'Length of paper', bullets: [`${paper.line}Length = area ÷ width = ${num(area)} ÷ ${num(paper.width)} = ${num(length)} m.`] });
    const check = checkStep([`${num(length)} m × ${num(paper.width)} m = ${num(length * paper.width)} m². ${back(length * paper.width)}`], [[heightBack(length * paper.width), h]]);
    return check ? oneValueAnswer('mensuration', length, 'm', 'The length of paper', { steps: [...steps, check], mistakes: [{ value: round2(walls / paper.width), why: 'this leaves the doors and windows in' }], givens }) : null;
  }
  if (!/\barea\b/.test(asked)) return null;
  const check = checkStep([back(area)], [[heightBack(area), h]]);
  return check ? oneValueAnswer('mensuration', area, 'm²', ceiling ? 'The area of the walls and the ceiling' : 'The area of the four walls', { steps: [...steps, check], mistakes: [{ value: round2(walls + roof), why: 'this leaves the doors and windows in' }], givens }) : null;
}

/**
 * Whether the ceiling is painted too: 'the walls and the ceiling', 'the ceiling and the four
 * walls' add it; 'the walls (not ceiling)', 'excluding the ceiling' leave it out. A ceiling named
 * any other way is undefined: the reader declines rather than guess which way it goes.
 */
function ceilingOf(text: string): boolean | undefined {
  if (!/\bceiling\b/.test(text)) return false;
  const joined = /\bwalls\s+(?:of\s+(?:the|a|this|its)\s+(?:room|hall)\s+)?(?:and|as\s+well\s+as|along\s+with|together\s+with)\s+(?:the\s+|its\s+)?ceiling\b|\bceiling\s+and\s+(?:the\s+|its\s+)?(?:four\s+|4\s+)?walls\b/.test(text);
  const left = /\b(?:not|no|except|excluding|without|leaving|leave|but|other\s+than)\b[^.?,;]{0,25}\bceiling\b/.test(text);
  if ((text.match(/\bceiling\b/g) ?? []).length !== 1 || joined === left) return undefined;
  return joined;
}

interface Opening {
  readonly word: 'door' | 'window' | 'ventilator';
  readonly count: number;
  readonly width: number;
  readonly height: number;
  readonly area: number;
  readonly unit: 'm' | 'other';
}

const OPENING_WORD = String.raw`(doors?|windows?|ventilators?)(?:\s*\(s\))?`;
const HOW_MANY = String.raw`(\d+|an?|one|${COUNT_WORD})`;
const SIZE = String.raw`${LEN}\s*(?:x|by)\s*${LEN}`;

/**
 * Every door and window with its size and how many: 'two doors each 2 m × 1 m', 'a window of
 * 1.5 m by 1 m', '3 windows 1x1 m', 'a 2 m by 1 m door', 'windows of 1.5 m × 1 m each'; none when
 * the question names none. Null when a door or window is named without a size, or a size is not
 * in metres (nor centimetres).
 */
function openingsOf(text: string): { list: Opening[]; givens: number[]; rest: string } | null {
  const after = new RegExp(String.raw`\b${HOW_MANY}\s+${OPENING_WORD}\s*,?\s*(?:each\s+)?(?:(?:of|with)\s+)?(?:(?:size|dimensions?)\s+)?(?:measuring\s+)?(?:each\s+)?${SIZE}(?:\s+each)?`, 'g');
  const before = new RegExp(String.raw`\b${HOW_MANY}\s+${SIZE}\s+${OPENING_WORD}`, 'g');
  const list: Opening[] = [];
  const givens: number[] = [];
  let rest = text;
  const take = (count: string, word: string, w: string, wUnit: string | undefined, hh: string, hUnit: string | undefined): boolean => {
    const how = /^an?$/.test(count) ? { count: 1, written: false } : countOf(count) ?? (count === 'one' ? { count: 1, written: false } : null);
    if (!how || how.count < 1) return false;
    const units = [unitOf(wUnit), unitOf(hUnit)].filter((unit) => unit !== undefined);
    const cm = units.includes('cm');
    if (units.includes('other') || (cm && units.some((unit) => unit !== 'cm'))) return false;
    const scale = cm ? 1 / 100 : 1;
    const [width, height] = [Number(w) * scale, Number(hh) * scale];
    list.push({ word: word.replace(/s$/, '') as Opening['word'], count: how.count, width, height, area: width * height, unit: 'm' });
    givens.push(...(how.written ? [how.count] : []), Number(w), Number(hh));
    return true;
  };
  for (const match of text.matchAll(after)) {
    if (!take(match[1]!, match[2]!, match[3]!, match[4], match[5]!, match[6])) return null;
    rest = rest.replace(match[0], ' ');
  }
  for (const match of rest.matchAll(before)) {
    if (!take(match[1]!, match[6]!, match[2]!, match[3], match[4]!, match[5])) return null;
    rest = rest.replace(match[0], ' ');
  }
  // 'It has two doors and three windows; each door is 2 m × 1 m and each window 1.5 m × 1 m': the counts, then each size.
  for (const word of ['door', 'window'] as const) {
    const sized = [...rest.matchAll(new RegExp(String.raw`\beach\s+${word}\s+(?:is\s+|of\s+|measures\s+|measuring\s+)?(?:of\s+)?(?:size\s+)?${SIZE}`, 'g'))];
    const counted = [...rest.matchAll(new RegExp(String.raw`\b${HOW_MANY}\s+${word}s?\b`, 'g'))];
    if (sized.length === 0) continue;
    if (sized.length !== 1 || counted.length !== 1) return null;
    const [size, count] = [sized[0]!, counted[0]!];
    if (!take(count[1]!, word, size[1]!, size[2], size[3]!, size[4])) return null;
    rest = rest.replace(size[0], ' ').replace(count[0], ' ');
  }
  // Every door and window named must be sized ('a door and two windows' with no sizes is not read).
  if (/\b(?:doors?|windows?|ventilators?)\b/.test(rest)) return null;
  return { list, givens, rest };
}

const PAPER = String.raw`(?:wall\s*-?\s*)?paper`;

/** The width of the paper ('paper 50 cm wide', '75 cm wide wallpaper', 'paper of width 0.5 m'), in metres; null when no width is given, undefined when it cannot be read. */
function paperOf(text: string): { width: number; written: number; line: string; rest: string } | null | undefined {
  const match = new RegExp(String.raw`\b${PAPER}\s*,?\s*(?:which\s+is\s+|that\s+is\s+|of\s+width\s+|having\s+(?:a\s+)?width\s+(?:of\s+)?)?${LEN}\s+(?:wide|broad|in\s+width)\b|\b${LEN}\s+(?:wide|broad)\s+${PAPER}\b`).exec(text);
  if (!match) return null;
  const written = Number(match[1] ?? match[3]);
  const unit = unitOf(match[2] ?? match[4]);
  if (unit === undefined || unit === 'other') return undefined;
  const width = unit === 'cm' ? written / 100 : written;
  return { width, written, line: unit === 'cm' ? `Width ${num(written)} cm = ${num(width)} m. ` : '', rest: `${text.slice(0, match.index)} the paper ${text.slice(match.index + match[0].length)}` };
}
