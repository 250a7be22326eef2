import type { Random } from '../../../adapters/tutor/generators/random';

/**
 * A model of how Tesseract misreads a phone photo of a printed question: look-alike characters
 * inside numbers and words, the rupee sign read as another symbol, '(a)' read as '(@)', lost
 * spaces and lines broken mid-sentence, and the commas of a lakh figure read as dots. One to four
 * edits a doubt, each changing at most three characters, every one of them still readable by a
 * careful human (a digit is misread only inside a number, a letter only inside a word).
 */

/** The most characters one edit changes (the rupee sign read as 'Rs.'). */
export const MAX_CHANGED_PER_EDIT = 3;
export const MAX_EDITS = 4;

export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly replacement: string;
}

export type EditKind = 'digit-as-letter' | 'letter-as-digit' | 'rupee' | 'option-at' | 'lost-space' | 'line-break' | 'lakh-dots' | 'm-as-rn';

const DIGIT_LOOKALIKES: Record<string, readonly string[]> = { '1': ['l', 'I'], '0': ['O'], '5': ['S'], '8': ['B'] };
const LETTER_LOOKALIKES: Record<string, readonly string[]> = { l: ['1'], I: ['1', 'l'], O: ['0'], o: ['0'], S: ['5'], B: ['8'] };
const RUPEE_READINGS = ['Rs', 'Rs.', 'R', 'z', '&', '%', '?'];

/** Spans of option labels ('(a)', 'B.', 'c)'), which a misreading must leave alone (except '(a)' -> '(@)'). */
function labelSpans(text: string): [number, number][] {
  return [...text.matchAll(/(?<=^|\s)(\([a-dA-D]\)|[a-dA-D][.)])(?=\s)/g)].map((match) => [match.index, match.index + match[0].length]);
}

/** Every place one kind of misreading could happen in the text. */
function candidates(text: string, kind: EditKind): Edit[] {
  const edits: Edit[] = [];
  const labels = labelSpans(text);
  const inLabel = (index: number) => labels.some(([start, end]) => index >= start && index < end);
  switch (kind) {
    case 'digit-as-letter':
      for (const match of text.matchAll(/\d[\d,.]*\d/g)) {
        for (let i = 0; i < match[0].length; i += 1) {
          const readings = DIGIT_LOOKALIKES[match[0][i]!];
          if (readings) for (const reading of readings) edits.push({ start: match.index + i, end: match.index + i + 1, replacement: reading });
        }
      }
      break;
    case 'letter-as-digit':
      for (const match of text.matchAll(/[A-Za-z]{3,}/g)) {
        for (let i = 1; i < match[0].length; i += 1) {
          const readings = LETTER_LOOKALIKES[match[0][i]!];
          if (readings) for (const reading of readings) edits.push({ start: match.index + i, end: match.index + i + 1, replacement: reading });
        }
      }
      break;
    case 'm-as-rn':
      for (const match of text.matchAll(/(?<=[a-z])m(?=[a-z])/g)) edits.push({ start: match.index, end: match.index + 1, replacement: 'rn' });
      break;
    case 'rupee':
      for (const match of text.matchAll(/₹(?= ?\d)/g)) for (const reading of RUPEE_READINGS) edits.push({ start: match.index, end: match.index + 1, replacement: reading });
      break;
    case 'option-at':
      for (const match of text.matchAll(/(?<=^|\s)\(a\)(?=\s)/g)) edits.push({ start: match.index, end: match.index + 3, replacement: '(@)' });
      break;
    case 'lost-space':
      for (const match of text.matchAll(/(?<=[A-Za-z]) (?=[A-Za-z])/g)) edits.push({ start: match.index, end: match.index + 1, replacement: '' });
      break;
    case 'line-break':
      for (const match of text.matchAll(/(?<=[A-Za-z,]) (?=[A-Za-z])/g)) edits.push({ start: match.index, end: match.index + 1, replacement: '\n' });
      break;
    case 'lakh-dots':
      for (const match of text.matchAll(/\d{1,2}(?:,\d\d)+,\d{3}(?!\d)/g)) edits.push({ start: match.index, end: match.index + match[0].length, replacement: match[0].replaceAll(',', '.') });
      break;
  }
  return edits.filter((edit) => !(kind !== 'option-at' && inLabel(edit.start)) && !inLabelBefore(text, edit, kind));
}

/** True when removing a space would glue an option's text to the next label ('Sister B.'). */
function inLabelBefore(text: string, edit: Edit, kind: EditKind): boolean {
  if (kind !== 'lost-space' && kind !== 'line-break') return false;
  return /^\(?[a-dA-D][.)]\s/.test(text.slice(edit.end));
}

/** Every kind of misreading, once each (KINDS below weighs them for the draw). */
export const EDIT_KINDS: readonly EditKind[] = ['digit-as-letter', 'letter-as-digit', 'rupee', 'option-at', 'lost-space', 'line-break', 'lakh-dots', 'm-as-rn'];

/** One misreading the model could make in a text, with its kind. */
export interface OcrEdit extends Edit {
  readonly kind: EditKind;
}

/**
 * Every single misreading the model could make in the text, kind by kind: for measuring how the
 * cleaning stands up to each one. Reads no random, so `ocrNoise` draws exactly as before.
 */
export function ocrEdits(text: string): OcrEdit[] {
  return EDIT_KINDS.flatMap((kind) => candidates(text, kind).map((edit) => ({ ...edit, kind })));
}

/** The text with one edit made. */
export function applyEdit(text: string, edit: Edit): string {
  return text.slice(0, edit.start) + edit.replacement + text.slice(edit.end);
}

const KINDS: readonly EditKind[] = ['digit-as-letter', 'digit-as-letter', 'letter-as-digit', 'letter-as-digit', 'rupee', 'rupee', 'option-at', 'lost-space', 'line-break', 'lakh-dots', 'm-as-rn'];

/** The text as Tesseract might read a photo of it: 1 to 4 misreadings, chosen by the seeded random. */
export function ocrNoise(text: string, random: Random): string {
  let current = text;
  const wanted = random.int(1, MAX_EDITS);
  let made = 0;
  for (let attempt = 0; made < wanted && attempt < 20; attempt += 1) {
    const options = candidates(current, random.pick(KINDS));
    if (options.length === 0) continue;
    const edit = random.pick(options);
    current = current.slice(0, edit.start) + edit.replacement + current.slice(edit.end);
    made += 1;
  }
  return current;
}
