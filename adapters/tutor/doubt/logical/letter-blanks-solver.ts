import { spelledAnswer, type LogicalResult } from './logical-result';

/**
 * 'Fill in the blanks: x y _ _ y z x y _ x y _' and 'Which sequence of letters when placed at the
 * blanks one after another will complete the series?': a block of letters repeated. The letters
 * are read from the run of single letters and blanks; the block is the shortest one that every
 * printed letter agrees with, fills every blank, and is seen at least twice. Answered only then.
 */

/** The letters and blanks ('_' each) of the series, or null when there is no clear run of them. */
function blankRun(text: string): string | null {
  // A blank printed as several underscores is one blank; '_ _' are two.
  const tokens = text.replace(/_+/g, ' _ ').split(/\s+/).filter(Boolean);
  let best: string[] = [];
  let run: string[] = [];
  for (const token of [...tokens, '|']) {
    if (/^[a-z_]{1,6}$/.test(token)) {
      run.push(token);
      continue;
    }
    if (run.filter((part) => part === '_').length > best.filter((part) => part === '_').length) best = run;
    run = [];
  }
  // Words before the series ('fill in the blanks x y _'): dropped while the run starts with one.
  while (best.length > 0 && best[0] !== '_' && (best[0]!.length >= 3 || /^(?:in|of|to|at|is)$/.test(best[0]!))) best = best.slice(1);
  const letters = best.join('');
  const known = new Set(letters.replace(/_/g, ''));
  if (letters.split('_').length - 1 < 2 || known.size < 2 || known.size > 5 || letters.length < 8) return null;
  return letters;
}

/**
 * The shortest block length that the printed letters agree with, seen twice at least; its letters,
 * with null at a place that only blanks fall on.
 */
function repeatingBlock(series: string): (string | null)[] | null {
  for (let period = 2; period * 2 <= series.length; period += 1) {
    const block: (string | null)[] = Array.from({ length: period }, () => null);
    let fits = true;
    [...series].forEach((char, at) => {
      if (char === '_') return;
      const place = at % period;
      if (block[place] !== null && block[place] !== char) fits = false;
      block[place] = char;
    });
    if (fits) return block;
  }
  return null;
}

/** The series with the blanks filled by `fill`, letter by letter. */
function filledWith(series: string, fill: string): string {
  let next = 0;
  return [...series].map((char) => (char === '_' ? (fill[next++] ?? '_') : char)).join('');
}

/** Whether the filled series is the block (of that length) written again and again. */
function repeats(filled: string, period: number): boolean {
  return [...filled].every((char, at) => at < period || char === filled[at - period]);
}

/**
 * A letter series with blanks, filled by the block that repeats; null when the question is not
 * one. A place of the block that only blanks fall on is fixed by the options: the answer is then
 * the one option whose letters make the whole series the block repeated.
 */
export function solveLetterBlanks(stem: string, options: readonly string[] = []): LogicalResult | null {
  const text = stem.replace(/\s+/g, ' ');
  if (!/bl[a-z]nks?|placed\s+(?:at|in)\s+the\s+(?:gaps|blanks)|complete\s+the\s+(?:given\s+)?(?:letter\s+)?series/.test(text)) return null;
  const series = blankRun(text);
  if (!series) return null;
  const block = repeatingBlock(series);
  const blanks = series.split('_').length - 1;
  const fail = (reason: string): LogicalResult => ({ kind: 'series', solved: false, reason });
  if (!block) return fail('The letters do not repeat as one block, so I cannot fill the blanks with certainty.');
  const period = block.length;
  let fill: string;
  let fromOptions: string[] = [];
  if (block.every((char) => char !== null)) {
    fill = [...series].flatMap((char, at) => (char === '_' ? [block[at % period]!] : [])).join('');
  } else {
    const offered = options.map((option) => option.toLowerCase().replace(/[^a-z]/g, '')).filter((option) => option.length === blanks);
    fromOptions = [...new Set(offered)].filter((option) => repeats(filledWith(series, option), period));
    if (fromOptions.length !== 1) return fail('One letter of the repeating block is shown only by blanks, and the options do not settle it.');
    fill = fromOptions[0]!;
  }
  const answer = fill.toUpperCase();
  const completed = filledWith(series, fill);
  if (!repeats(completed, period)) return fail('The filled series does not repeat as one block.');
  const shownBlock = completed.slice(0, period);
  const groups = completed.match(new RegExp(`.{1,${period}}`, 'g'))!;
  return spelledAnswer(
    'series',
    answer,
    [
      { title: 'Read the series', bullets: [`Letters and blanks: ${[...series].join(' ')} (${blanks} blanks).`] },
      {
        title: 'Find the block that repeats',
        bullets: [
          `The letters given all fit a block of ${period} letters written again and again; no shorter block fits them.`,
          ...(fromOptions.length > 0 ? [`One place of the block has only blanks, so each option was tried: only ${answer} makes the series repeat.`] : []),
        ],
      },
      { title: 'Fill the blanks', bullets: [`The blanks, in order, take ${[...fill].join(', ')}: ${answer}.`] },
    ],
    [`The completed series ${groups.join(' / ')} is the block "${shownBlock}" repeated, and every printed letter is kept.`],
  );
}
