import { MAX_MARKS, MIN_MARKS } from '../exam/clat-pattern';
import { fail, ok, type Result } from '../shared/result';
import { CANDIDATES, MARKS_RANK_POINTS, type MarksRankPoint } from './rank-data';

export const RANK_MESSAGES = {
  marksOutOfRange: `Marks must be a number from ${MIN_MARKS} to ${MAX_MARKS}.`,
} as const;

export interface RankEstimate {
  /** The net marks the estimate is for. */
  readonly marks: number;
  /** The point estimate: All-India rank on a CLAT 2025-like paper and field. */
  readonly rank: number;
  /** Best and worst rank the published figures allow for these marks. */
  readonly low: number;
  readonly high: number;
  /** How many marks the paper may shift the scale by at these marks (the band's half-width). */
  readonly shiftMarks: number;
  readonly candidates: number;
}

/**
 * How far, in marks, one year's paper moves the scale against another's. Where several sources
 * agree (88 marks up) it is the 4 marks NLSIU's closing score moved between CLAT 2024 (about
 * 99) and CLAT 2025 (about 95); it widens to 6 over the projection-only stretch down to 70 and
 * to 10 where only the old 147-mark paper's figures exist.
 */
export function marksShift(marks: number): number {
  if (marks >= 88) return 4;
  if (marks >= 70) return 6 - ((marks - 70) / 18) * 2;
  if (marks >= 36) return 10 - ((marks - 36) / 34) * 4;
  return 10;
}

/** Year-to-year spread of a rank at equal marks (10-15 % in coaching institutes' comparisons). */
const RANK_SPREAD = 1.15;

/** The rank curve itself: log-rank interpolated linearly between the published points, clamped at both ends. */
export function curveRank(marks: number): number {
  let upper: MarksRankPoint | null = null;
  for (const point of MARKS_RANK_POINTS) {
    if (marks >= point.marks) {
      if (!upper) return point.rank;
      const t = (upper.marks - marks) / (upper.marks - point.marks);
      return Math.exp(Math.log(upper.rank) + t * (Math.log(point.rank) - Math.log(upper.rank)));
    }
    upper = point;
  }
  return CANDIDATES;
}

function clampRank(rank: number): number {
  return Math.min(CANDIDATES, Math.max(1, Math.round(rank)));
}

/**
 * Net mock marks to an All-India rank with its band. The point estimate follows the curve; the
 * best case is the rank of a paper that pays `shiftMarks` more for the same work (or the point
 * divided by the year-to-year spread, whichever is better), the worst case the reverse. Both ends
 * move with the marks, so more marks never give a worse rank, best case or worst.
 */
export function estimateRank(marks: number): Result<RankEstimate> {
  if (typeof marks !== 'number' || !Number.isFinite(marks) || marks < MIN_MARKS || marks > MAX_MARKS) {
    return fail('validation', RANK_MESSAGES.marksOutOfRange);
  }
  const shift = marksShift(marks);
  const point = curveRank(marks);
  const best = Math.min(curveRank(marks + shift), point / RANK_SPREAD);
  const worst = Math.max(curveRank(marks - shift), point * RANK_SPREAD);
  return ok({
    marks,
    rank: clampRank(point),
    low: clampRank(best),
    high: clampRank(worst),
    shiftMarks: Math.round(shift * 10) / 10,
    candidates: CANDIDATES,
  });
}
