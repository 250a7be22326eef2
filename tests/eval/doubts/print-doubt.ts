import type { Random } from '../../../adapters/tutor/generators/random';
import type { DrawnDoubt } from './doubt-template';

/**
 * Prints a drawn doubt as a student would type it or a paper would show it: the options shuffled
 * and lettered in one of the common styles, on one line or one per line, sometimes after a
 * question number, sometimes with the question broken over lines mid-sentence.
 */

export type AnswerLetter = 'A' | 'B' | 'C' | 'D';

export interface PrintedDoubt {
  readonly text: string;
  /** The letter of the correct option, upper-case whatever the printed style. */
  readonly answerLetter: AnswerLetter;
}

export const LABEL_STYLES = ['(a)', 'a)', 'A.', '(A)', 'A)', 'a.'] as const;
export type LabelStyle = (typeof LABEL_STYLES)[number];

const LETTERS: readonly AnswerLetter[] = ['A', 'B', 'C', 'D'];

/** The label of option index (0-3) in a style: '(c)', 'C.'. */
export function optionLabel(style: LabelStyle, index: number): string {
  const upper = LETTERS[index]!;
  const letter = style === style.toLowerCase() ? upper.toLowerCase() : upper;
  return style.replace(/[aA]/, letter);
}

/** Breaks the question at one or two spaces between words, as a narrow screen or a photo of a column does. */
function breakLines(question: string, random: Random): string {
  const spaces = [...question.matchAll(/(?<=[A-Za-z,]) (?=[A-Za-z])/g)].map((match) => match.index);
  if (spaces.length < 4) return question;
  const breaks = new Set(random.shuffle(spaces).slice(0, random.int(1, 2)));
  return [...question].map((char, index) => (breaks.has(index) ? '\n' : char)).join('');
}

function questionPrefix(random: Random): string {
  const number = random.int(1, 60);
  return random.pick(['', '', '', `Q.${number} `, `${number}. `, `Question ${number}: `, `Q${number}. `]);
}

export function printDoubt(drawn: DrawnDoubt, random: Random): PrintedDoubt {
  const order = random.shuffle([0, 1, 2, 3]);
  const style = random.pick(LABEL_STYLES);
  const labelled = order.map((optionIndex, place) => `${optionLabel(style, place)} ${drawn.options[optionIndex]}`);
  const oneLine = random.next() < 0.4;
  const options = oneLine ? labelled.join(random.pick(['  ', '   ', '    '])) : labelled.join('\n');
  const question = random.next() < 0.35 ? breakLines(drawn.question, random) : drawn.question;
  return { text: `${questionPrefix(random)}${question}\n${options}`, answerLetter: LETTERS[order.indexOf(0)]! };
}
