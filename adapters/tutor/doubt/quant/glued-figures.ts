/**
 * A figure glued to the letters before it ('room i4x4x3.5 m', 'l3x5', 'wa1ls') or a decimal point
 * before a letter ('1.s m'): OCR has read a digit as a letter (or a letter as a digit) and the
 * cleaning has not repaired it, so the number a reader would find ('4' in 'i4') is not the one printed. A reader of measures that would take such
 * a figure declines instead. A unit with its exponent ('m2', 'cm3') is not a glued figure.
 */
export function hasGluedFigure(text: string): boolean {
  // A decimal point with a letter after it ('1.s m' for '1.5 m') is the same slip the other way round.
  if (/\d\.[a-z]/.test(text)) return true;
  return [...text.matchAll(/\b([a-z]+)\d/g)].some((match) => !UNIT_EXPONENT.test(match[0] + text.slice(match.index + match[0].length, match.index + match[0].length + 1)));
}

/** 'm2', 'cm3', 'mm2' and the like, not followed by another digit. */
const UNIT_EXPONENT = /^(?:c|m|k)?m[23](?!\d)/;
