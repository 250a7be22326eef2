import type { QuantAnswer } from './quant-answer';
import { askedTail, checkStep, num, round2 } from './quant-text';

/**
 * A right circular cone: its volume (πr²h/3), curved surface (πrl), total surface (πr(l + r)) or
 * slant height (√(r² + h²)), from the radius (or diameter) and the height or slant height, all in
 * one unit. π is 22/7 unless the question says 3.14. Anything else about a cone (melting, a
 * hemisphere on top, a tent's canvas by the metre) is declined.
 */
export function solveCone(text: string): QuantAnswer | null {
  if (!/\bcone\b|\bconical\b/.test(text)) return null;
  if (/cylind|sphere|hemispher|melt|recast|frustum|canvas|cloth|tent|₹|\brs\b|cost|ratio|%|increase|decrease|\bhollow\b|how many/.test(text)) return null;
  const UNIT = String.raw`(cm|centimet(?:re|er)s?|m|met(?:re|er)s?)\b`;
  const read = (word: string) => {
    const found = [...text.matchAll(new RegExp(String.raw`\b${word}\b(?:\s+(?:of\s+)?(?:the\s+|its\s+)?base)?(?:\s+of\s+(?:the|a|its|this)\s+(?:conical\s+|right\s+circular\s+)?(?:cone|heap|vessel|base))?\s*(?:of|is|=|:|measures|being)?\s*(?:of\s+)?(\d+(?:\.\d+)?)\s*${UNIT}`, 'g'))];
    return found.length === 1 ? { value: Number(found[0]![1]), unit: /^c/.test(found[0]![2]!) ? 'cm' : 'm' } : found.length > 1 ? undefined : null;
  };
  const radius = read('radius');
  const diameter = read('diameter');
  const slant = read('slant height');
  const height = slant ? read('(?<!slant\\s)height') : read('height');
  if (radius === undefined || diameter === undefined || slant === undefined || height === undefined) return null;
  if (!radius === !diameter) return null;
  const given = [radius ?? diameter, height, slant].filter((entry): entry is { value: number; unit: string } => entry !== null);
  if (given.length !== 2 || new Set(given.map((entry) => entry.unit)).size !== 1) return null;
  const unit = given[0]!.unit as 'cm' | 'm';
  const r = radius ? radius.value : diameter!.value / 2;
  const pi = /3\.14/.test(text) ? 3.14 : 22 / 7;
  const piText = pi === 3.14 ? '3.14' : '22/7';
  let h: number;
  let l: number;
  if (height) {
    h = height.value;
    l = Math.sqrt(r * r + h * h);
  } else {
    l = slant!.value;
    if (!(l > r)) return null;
    h = Math.sqrt(l * l - r * r);
  }
  const asked = askedTail(text);
  const target = /volume|capacity|how much (?:water|sand|space)/.test(asked) ? 'volume' : /curved|lateral/.test(asked) ? 'csa' : /total surface|whole surface/.test(asked) ? 'tsa' : /slant/.test(asked) ? 'slant' : null;
  if (!target || (target === 'slant' && slant)) return null;
  // A root that the answer needs and that is not exact to two decimals (a slant height of √65) is not read.
  const needed = target === 'volume' ? h : l;
  if (Math.abs(round2(needed) - needed) > 1e-9) return null;
  const volume = (pi * r * r * h) / 3;
  const csa = pi * r * l;
  const tsa = pi * r * (l + r);
  const value = target === 'volume' ? volume : target === 'csa' ? csa : target === 'tsa' ? tsa : l;
  const answerUnit = target === 'volume' ? (unit === 'cm' ? 'cm³' : 'm³') : target === 'slant' ? unit : unit === 'cm' ? 'cm²' : 'm²';
  const lines = [
    `Radius r = ${num(round2(r))} ${unit}${diameter ? ` (half the diameter ${num(diameter.value)} ${unit})` : ''}; ${height ? `height h = ${num(h)} ${unit}` : `slant height l = ${num(l)} ${unit}`}; π = ${piText}.`,
    height ? `Slant height l = √(r² + h²) = √(${num(round2(r * r))} + ${num(round2(h * h))}) = ${num(round2(l))} ${unit}.` : `Height h = √(l² − r²) = √(${num(round2(l * l))} − ${num(round2(r * r))}) = ${num(round2(h))} ${unit}.`,
    target === 'volume' ? `Volume = (1/3) × π × r² × h = (1/3) × ${piText} × ${num(round2(r * r))} × ${num(round2(h))} = ${num(round2(volume))} ${answerUnit}.` : target === 'csa' ? `Curved surface = π × r × l = ${piText} × ${num(round2(r))} × ${num(round2(l))} = ${num(round2(csa))} ${answerUnit}.` : target === 'tsa' ? `Total surface = π × r × (l + r) = ${piText} × ${num(round2(r))} × ${num(round2(l + r))} = ${num(round2(tsa))} ${answerUnit}.` : `The slant height is ${num(round2(l))} ${unit}.`,
  ];
  const check = checkStep([`Back the other way: r² + h² = ${num(round2(r * r + h * h))} = l², and ${target === 'volume' ? `3 × volume ÷ (π r²) = ${num(round2((3 * volume) / (pi * r * r)))}, the height` : target === 'slant' ? `l = ${num(round2(l))}` : `${target === 'csa' ? 'curved surface' : 'total surface − πr²'} ÷ (π r) = ${num(round2(l))}, the slant height`}.`], [[r * r + h * h, l * l], target === 'volume' ? [(3 * volume) / (pi * r * r), h] : target === 'csa' ? [csa / (pi * r), l] : target === 'tsa' ? [(tsa - pi * r * r) / (pi * r), l] : [l * l, r * r + h * h]]);
  if (!check) return null;
  const label = target === 'volume' ? 'The volume of the cone' : target === 'csa' ? 'The curved surface area of the cone' : target === 'tsa' ? 'The total surface area of the cone' : 'The slant height of the cone';
  const mistakes = target === 'volume' ? [{ value: round2(pi * r * r * h), why: 'this forgets the 1/3: it is the cylinder of the same base and height' }] : target === 'tsa' ? [{ value: round2(csa), why: 'this is the curved surface only, without the base' }] : target === 'csa' ? [{ value: round2(tsa), why: 'this adds the base; only the curved surface is asked' }] : [];
  const written = [radius ? radius.value : diameter!.value, ...(height ? [height.value] : []), ...(slant ? [slant.value] : []), ...(/22\s*\/\s*7/.test(text) ? [22, 7] : /3\.14/.test(text) ? [3.14] : [])];
  return { kind: 'mensuration', values: [round2(value)], unit: answerUnit, label, steps: [{ title: 'Read the cone', bullets: lines }, check], mistakes, givens: written };
}
