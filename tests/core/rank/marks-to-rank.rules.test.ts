import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateRank, RANK_MESSAGES, type RankEstimate } from '../../../core/rank/marks-to-rank.rules';
import { CANDIDATES, MARKS_RANK_POINTS } from '../../../core/rank/rank-data';
import { MAX_MARKS, MIN_MARKS } from '../../../core/exam/clat-pattern';

function estimate(marks: number): RankEstimate {
  const result = estimateRank(marks);
  if (!result.ok) throw new Error(`${marks}: ${result.error.message}`);
  return result.value;
}

const anyMarks = fc.double({ min: MIN_MARKS, max: MAX_MARKS, noNaN: true });
const quarterMarks = fc.integer({ min: MIN_MARKS * 4, max: MAX_MARKS * 4 }).map((quarters) => quarters / 4);

describe('marks to rank', () => {
  it('never gives a worse rank, best case or worst case, for more marks', { timeout: 0 }, () => {
    fc.assert(
      fc.property(anyMarks, anyMarks, (a, b) => {
        const [fewer, more] = a <= b ? [estimate(a), estimate(b)] : [estimate(b), estimate(a)];
        expect(more.rank).toBeLessThanOrEqual(fewer.rank);
        expect(more.low).toBeLessThanOrEqual(fewer.low);
        expect(more.high).toBeLessThanOrEqual(fewer.high);
      }),
      { numRuns: 2000 },
    );
  });

  it('is monotonic on the quarter marks a paper can actually give', { timeout: 0 }, () => {
    fc.assert(
      fc.property(quarterMarks, (marks) => {
        fc.pre(marks < MAX_MARKS);
        expect(estimate(marks + 0.25).rank).toBeLessThanOrEqual(estimate(marks).rank);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the point estimate inside its band, and the band inside 1 to the last rank', { timeout: 0 }, () => {
    fc.assert(
      fc.property(anyMarks, (marks) => {
        const { rank, low, high } = estimate(marks);
        expect(low).toBeLessThanOrEqual(rank);
        expect(rank).toBeLessThanOrEqual(high);
        expect(low).toBeGreaterThanOrEqual(1);
        expect(high).toBeLessThanOrEqual(CANDIDATES);
        expect(Number.isInteger(rank) && Number.isInteger(low) && Number.isInteger(high)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(MARKS_RANK_POINTS.map((point) => [point.marks, point.rank, point.accepted, point.year] as const))(
    'reproduces %s marks -> rank %s within %j (%s)',
    (marks, rank, [least, most]) => {
      const { rank: estimated, low, high } = estimate(marks);
      expect(estimated).toBeGreaterThanOrEqual(least);
      expect(estimated).toBeLessThanOrEqual(most);
      expect(low).toBeLessThanOrEqual(rank);
      expect(high).toBeGreaterThanOrEqual(rank);
    },
  );

  it('names a source and a year beside every data point, and the points run from most marks to fewest', () => {
    for (const point of MARKS_RANK_POINTS) {
      expect(point.source).toMatch(/^https:\/\//);
      expect(point.year).toBeGreaterThanOrEqual(2020);
      expect(point.accepted[0]).toBeLessThanOrEqual(point.rank);
      expect(point.accepted[1]).toBeGreaterThanOrEqual(point.rank);
    }
    MARKS_RANK_POINTS.slice(1).forEach((point, index) => {
      const previous = MARKS_RANK_POINTS[index]!;
      expect(point.marks).toBeLessThan(previous.marks);
      expect(point.rank).toBeGreaterThan(previous.rank);
    });
  });

  it('clamps at both ends: above the topper is rank 1, zero and below is the last rank', () => {
    expect(estimate(120)).toMatchObject({ rank: 1, low: 1, high: 1 });
    expect(estimate(MIN_MARKS)).toMatchObject({ rank: CANDIDATES, high: CANDIDATES });
    expect(estimate(-12.5).rank).toBe(CANDIDATES);
  });

  it('widens the band where the published data is sparse', () => {
    expect(estimate(95).shiftMarks).toBe(4);
    expect(estimate(75).shiftMarks).toBeGreaterThan(4);
    expect(estimate(30).shiftMarks).toBe(10);
    const ratio = (marks: number) => estimate(marks).high / estimate(marks).low;
    expect(ratio(30)).toBeGreaterThan(ratio(70));
  });

  it.each([MIN_MARKS - 0.25, MAX_MARKS + 0.25, Number.NaN, Number.POSITIVE_INFINITY, '90' as unknown as number])(
    'refuses %s marks with the validation message',
    (marks) => {
      const result = estimateRank(marks);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('validation');
        expect(result.error.message).toBe(RANK_MESSAGES.marksOutOfRange);
      }
    },
  );

  it('accepts negative marks down to -30', () => {
    expect(estimateRank(-30).ok).toBe(true);
    expect(estimateRank(-0.25).ok).toBe(true);
  });
});
