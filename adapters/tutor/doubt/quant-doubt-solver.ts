import { solveAges } from './quant/ages-solver';
import { solveAverage } from './quant/average-solver';
import { solveBoats } from './quant/boats-solver';
import { solveBoatLegs } from './quant/boat-legs-solver';
import { solveCalendar } from './quant/calendar-solver';
import { solveClock } from './quant/clock-solver';
import { solveCommission } from './quant/commission-solver';
import { solveConsecutive } from './quant/consecutive-solver';
import { solveGrowth } from './quant/growth-solver';
import { solveBirthDeath } from './quant/birth-death-solver';
import { solveHcfLcm } from './quant/hcf-lcm-solver';
import { solveIncomeSavings } from './quant/income-savings-solver';
import { solveInterest } from './quant/interest-solver';
import { solveInterestUnknown } from './quant/interest-unknown-solver';
import { solveMensuration } from './quant/mensuration-solver';
import { solveReboundSeries } from './quant/rebound-series-solver';
import { solveMixture } from './quant/mixture-solver';
import { solveMotion } from './quant/motion-solver';
import { solveOverheadProfit } from './quant/overhead-profit-solver';
import { solvePartnership } from './quant/partnership-solver';
import { solvePercentChange, solvePercentOf, solveWhatPercent, solveChangeByPercent } from './quant/percent-solver';
import { solveMarkedPrice, solveProfitLoss } from './quant/price-solver';
import { solvePriceBases } from './quant/price-bases';
import { solvePipeStages } from './quant/pipe-stages-solver';
import type { QuantAnswer } from './quant/quant-answer';
import { solveRatioCombine } from './quant/ratio-combine-solver';
import { solveRemainderShares } from './quant/remainder-shares-solver';
import { solveRatioShare } from './quant/ratio-share-solver';
import { withLakhs } from './quant/ratio-text';
import { solveRatio } from './quant/ratio-solver';
import { solveRemainder } from './quant/remainder-solver';
import { solveReversePercent } from './quant/reverse-percent-solver';
import { solveReverseBase } from './quant/reverse-base-solver';
import { solveSuccessiveChange } from './quant/successive-change-solver';
import { solveInverseChange } from './quant/inverse-change';
import { withFractionPercents, withMixedPercents } from './quant/percent-reading';
import { solveShareChain } from './quant/share-chain-solver';
import { solveTable } from './quant/table-solver';
import { solveWork } from './quant/work-solver';
import { solvePercentShapes } from './quant/percent-shapes';
import { solveReworded } from './quant/reworded-money';
import { solvePriceShapes } from './quant/price-shapes';

export type { QuantAnswer, QuantKind } from './quant/quant-answer';
export { formatValue } from './quant/quant-text';

/**
 * Numeric Quant questions, parsed from cleaned OCR text (see normaliseOcr) and solved with their
 * working and a check that puts the answer back into the question. A parser that cannot find
 * every value it needs returns null, so that the doubt solver falls back to the bank or to an
 * approach: never a guessed answer. Each kind's reader lives in quant/.
 */

/** Most specific first: a calendar or table question also holds numbers a percentage parser would read. */
const SOLVERS: readonly ((text: string) => QuantAnswer | null)[] = [
  solveCalendar,
  solveClock,
  solveTable,
  solveHcfLcm,
  solveRemainder,
  solveConsecutive,
  solveMensuration,
  solveReboundSeries,
  solveGrowth,
  solveBirthDeath,
  solveInterestUnknown,
  solveInterest,
  solveOverheadProfit,
  solveCommission,
  solvePartnership,
  solveMarkedPrice,
  solveProfitLoss,
  solvePriceBases,
  solveMixture,
  solveAges,
  solveAverage,
  solveWork,
  solvePipeStages,
  solveBoats,
  solveBoatLegs,
  solveMotion,
  solveIncomeSavings,
  solveReversePercent,
  solveReverseBase,
  solveSuccessiveChange,
  solveInverseChange,
  solveShareChain,
  solveRemainderShares,
  solveRatioCombine,
  solveRatioShare,
  solveRatio,
  solvePercentChange,
  solveWhatPercent,
  solveChangeByPercent,
  solvePercentOf,
  // Last, so that no reader above is overtaken: percentage and price ideas the readers above do not take.
  solvePercentShapes,
  solvePriceShapes,
  // A question none of them takes as written, read once more reworded (the ask last, the story's year set aside, ...).
  solveReworded,
];

/** A reader that fails on text it did not expect has not read it: no answer, never a broken reply. */
function safely(solve: (text: string) => QuantAnswer | null, text: string): QuantAnswer | null {
  try {
    return solve(text);
  } catch {
    return null;
  }
}

/** Every number written in the question, less a leading question number ('Q12.', '7)'). */
function numbersOf(text: string): number[] {
  // 'Q.51 32 litres ...': after a 'Q' the number needs no stop of its own.
  const body = text.replace(/^\s*(?:q(?:uestion)?\.?\s*)?\d{1,3}\s*[.):]\s+/, '').replace(/^\s*q(?:uestion)?\s*\.?\s*\d{1,3}\s+(?=\S)/, '');
  return [...body.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

/**
 * The stem without a question number printed before a stem that opens with a figure ('18. 4 years
 * ago ...', '21) 1 man and 2 women ...'): the cleaning keeps such a number, since '18. 4' might be
 * a figure, but a decimal is never printed with a space after its point, and the readers must not
 * count the question's number among its figures. Unlike the percentage readers' own trim, a colon
 * is left alone: '3 : 2 is the ratio ...' opens with a ratio.
 */
function withoutQuestionNumber(text: string): string {
  return text.replace(/^\s*\d{1,3}\s*[.)]\s+(?=\d)/, '');
}

/**
 * The first preset kind whose parser finds every value it needs and uses every number of the
 * question, solved; null when none does (a number left over means a step the parser does not know).
 */
export function solveQuant(asWritten: string): QuantAnswer | null {
  // '33 1/3%' is one percentage, read and counted as its decimal.
  // 'A hike of one-fifth' is a rise of 20%.
  const text = withFractionPercents(withMixedPercents(withoutQuestionNumber(asWritten)));
  const lakhs = withLakhs(text);
  if (!lakhs) return solveRead(text);
  // '₹50 lakh', 'a population of 2 lakh', '₹1.2 crore': read in plain units, as every reader
  // counts; but a reader that keeps the question's lakhs ('₹4.8 lakh ... the largest share?')
  // answers in lakh, as the options then are.
  const inLakh = solveRead(text);
  if (inLakh && /\(in lakh\)/.test(inLakh.label)) return inLakh;
  return solveRead(lakhs.text) ?? (inLakh && READS_LAKHS.has(inLakh.kind) ? inLakh : null);
}

/** Kinds whose readers turn lakhs into rupees themselves (see withLakhs); any other reader would read '₹3 lakhs' as ₹3. */
const READS_LAKHS: ReadonlySet<QuantAnswer['kind']> = new Set(['ratio-share', 'partnership']);

/** The readers on the text, then on it with a story's year set aside. */
function solveRead(text: string): QuantAnswer | null {
  const answer = solveText(text);
  if (answer) return answer;
  // 'In 2019, a farmer noticed that ...': the year of the story, in a kind that never counts years, is no figure of the sum.
  const story = text.replace(STORY_YEAR, '');
  if (story === text) return null;
  const untold = solveText(story);
  return untold && YEARLESS_KINDS.has(untold.kind) ? untold : null;
}

/** A year said as the time of the story, opening a sentence: 'In 2019, ...', 'In the year 2021, ...'. */
const STORY_YEAR = /(?:^|(?<=[.!?]\s))(?:in|during)\s+(?:the\s+year\s+)?(?:19|20)\d{2}\s*,\s*/g;

/** Kinds whose sums never count in years, where a year can only be the story's. */
const YEARLESS_KINDS: ReadonlySet<QuantAnswer['kind']> = new Set(['time-work', 'pipes', 'speed-distance', 'boats', 'mixture', 'mensuration']);

/** solveQuant on the stem as the readers take it. */
function solveText(text: string): QuantAnswer | null {
  // '₹1₹8800' (from 'Rs. 18,800/-'): a rupee sign inside a number is a misread figure; no reader can trust it.
  if (/₹\s?\d[\d,.]*₹/.test(text)) return null;
  const written = numbersOf(text);
  for (const solve of SOLVERS) {
    const answer = safely(solve, text);
    if (!answer || !answer.values.every((value) => Number.isFinite(value))) continue;
    // An answer is shown only with the check that puts it back into the question.
    if (!answer.steps.some((step) => step.title.startsWith('Check'))) continue;
    // Each given covers one written number: '10% ... 10%' with one 10 used leaves a step unread.
    const unused = [...answer.givens];
    const covered = written.every((value) => {
      const index = unused.findIndex((given) => Math.abs(given - value) < 1e-9);
      if (index < 0) return false;
      unused.splice(index, 1);
      return true;
    });
    if (covered) return answer;
  }
  return null;
}
