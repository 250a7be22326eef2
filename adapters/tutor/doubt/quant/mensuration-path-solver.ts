import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { LEN, readMeasures, unitOf } from './mensuration-read';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { askedTail, checkStep, num, round2, rs } from './quant-text';

/**
 * A path (road, verandah, border) of some width: all round a rectangular, square or circular
 * field, on the outside or the inside; or two roads crossing a rectangular field through the
 * middle, one along each side. Asked: the area of the path, or the cost of paving it at a rate
 * per square metre. A path 'around' a field without 'outside' or 'inside' is declined: the two
 * give different areas.
 */
export function solvePath(text: string): QuantAnswer | null {
  const path = new RegExp(String.raw`\b(?:path|paths|road|roads|verandah|veranda|border|strip|walkway|track)\s*,?\s+(?:each\s+)?(?:of\s+)?(?:uniform\s+)?(?:width\s+|which\s+is\s+)?(?:of\s+)?${LEN}\s*(?:wide|in\s+width|broad)?|\b${LEN}\s+(?:wide|broad)\s+(?:path|paths|road|roads|verandah|veranda|border|strip|walkway|track)`).exec(text);
  if (!path) return null;
  const width = Number(path[1] ?? path[3]);
  const widthUnit = unitOf(path[2] ?? path[4]);
  const rest = `${text.slice(0, path.index)} the path ${text.slice(path.index + path[0].length)}`;
  const read = readMeasures(rest);
  if (!read || read.gate !== null || read.totalCost !== null || read.relation !== null || read.rate?.per === 'length' || read.rate?.per === 'volume') return null;
  if (widthUnit === 'other' || (widthUnit !== undefined && read.unit !== null && widthUnit !== read.unit)) return null;
  const crossing = /\bcross(?:es|ing)?\b|\bthrough\s+the\s+(?:middle|centre|center)\b|\bparallel\s+to\b|\bintersect/.test(text) && /\b(?:two|2)\s+(?:roads|paths|cross\s+roads)\b|\broads\b|\bpaths\b/.test(text);
  const outside = /\boutside\b|\bexterior\b/.test(text);
  const inside = /\binside\b|\bwithin\b|\binterior\b/.test(text);
  const around = /\b(?:all\s+)?(?:round|around)\b|\bsurround|\balong\s+(?:all\s+)?(?:the\s+)?(?:four\s+)?sides\b|\bon\s+all\s+sides\b/.test(text);
  const ring = around && outside !== inside;
  if (crossing === ring) return null;
  const v = read.values;
  const keys = Object.keys(v);
  const circle = /\bcircular|\bcircle\b/.test(text);
  const square = /\bsquare\b/.test(text.replace(/square\s+(?:m|cm|metres?|meters?)\b/g, ''));
  let whole: { line: string; inner: number; outer: number; area: number } | null = null;
  const w = width;
  if (circle && !crossing) {
    const r = v.radius ?? (v.diameter !== undefined ? v.diameter / 2 : undefined);
    if (r === undefined || keys.some((key) => key !== 'radius' && key !== 'diameter') || (v.radius !== undefined && v.diameter !== undefined)) return null;
    const pi = read.pi.value;
    const [small, big] = outside ? [r, r + w] : [r - w, r];
    if (!(small > 0)) return null;
    whole = { line: `Radii ${num(big)} and ${num(small)}: path = ${read.pi.text} × (${num(big)}² − ${num(small)}²) = ${read.pi.text} × ${num(big * big - small * small)} = ${num(pi * (big * big - small * small))}.`, inner: pi * small * small, outer: pi * big * big, area: pi * (big * big - small * small) };
  } else if (!circle) {
    const [l, b] = square && v.side !== undefined && keys.length === 1 ? [v.side, v.side] : !square && v.length !== undefined && v.breadth !== undefined && keys.length === 2 ? [v.length, v.breadth] : [undefined, undefined];
    if (l === undefined || b === undefined) return null;
    if (crossing) {
      if (!(w < Math.min(l, b))) return null;
      const area = w * l + w * b - w * w;
      whole = { line: `Road along the length ${num(l)} × ${num(w)} = ${num(l * w)}, road along the breadth ${num(b)} × ${num(w)} = ${num(b * w)}; the square where they cross, ${num(w)} × ${num(w)} = ${num(w * w)}, is counted twice: ${num(l * w)} + ${num(b * w)} − ${num(w * w)} = ${num(area)}.`, inner: l * b - area, outer: l * b, area };
    } else {
      const [innerL, innerB, outerL, outerB] = outside ? [l, b, l + 2 * w, b + 2 * w] : [l - 2 * w, b - 2 * w, l, b];
      if (!(innerL > 0 && innerB > 0)) return null;
      const area = outerL * outerB - innerL * innerB;
      whole = { line: `${outside ? 'With' : 'Inside'} the path: ${num(outerL)} × ${num(outerB)} = ${num(outerL * outerB)}; ${outside ? 'the field' : 'within it'}: ${num(innerL)} × ${num(innerB)} = ${num(innerL * innerB)}; path = ${num(outerL * outerB)} − ${num(innerL * innerB)} = ${num(area)}.`, inner: innerL * innerB, outer: outerL * outerB, area };
    }
  }
  if (!whole || !(whole.area > 0)) return null;
  const asked = askedTail(text);
  const cost = /\bcost\b|\bexpense|how much money|amount (?:spent|required|needed)/.test(asked);
  if (cost !== (read.rate !== null)) return null;
  if (!cost && !/\barea\b/.test(asked)) return null;
  const unit = read.unit ?? (widthUnit === undefined ? null : widthUnit);
  const steps: SolutionStep[] = [{ title: crossing ? 'Area of the two roads' : `Area of the path (${outside ? 'outside' : 'inside'} the field)`, bullets: [whole.line] }];
  const gap = whole.outer - whole.inner;
  const bullets = [`${num(whole.inner)} + ${num(whole.area)} = ${num(whole.inner + whole.area)}, the ${crossing ? 'whole field' : 'outer area'}, as worked: the path and the rest make up the whole.`];
  if (cost) {
    const rate = read.rate!.value;
    const value = round2(whole.area * rate);
    steps.push({ title: 'Cost', bullets: [`${num(whole.area)} × ${rs(rate)} = ${rs(value)}.`] });
    const check = checkStep([...bullets, `${rs(value)} ÷ ${rs(rate)} = ${num(value / rate)}, the area of the path.`], [[whole.inner + whole.area, whole.outer], [gap, whole.area], [value / rate, whole.area]]);
    if (!check) return null;
    return { kind: 'mensuration', values: [value], unit: 'rupees', label: 'The cost', steps: [...steps, check], mistakes: [], givens: [width, ...read.givens] };
  }
  const check = checkStep(bullets, [[whole.inner + whole.area, whole.outer], [gap, whole.area]]);
  if (!check) return null;
  const areaUnit: QuantUnit = unit === 'cm' ? 'cm²' : unit === 'm' ? 'm²' : 'number';
  return { kind: 'mensuration', values: [round2(whole.area)], unit: areaUnit, label: crossing ? 'The area of the roads' : 'The area of the path', steps: [...steps, check], mistakes: [], givens: [width, ...read.givens] };
}
