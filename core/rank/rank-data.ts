/**
 * The published figures the marks-to-rank model is built on. Every figure names its source and
 * year; marks are on the 120-question paper (CLAT 2024 onwards) unless the note says otherwise.
 * Published figures disagree with each other (one site's 95 marks is another's rank 350): the
 * model's band is there to say so, and each point's `accepted` range is how far the model's
 * point estimate may sit from it.
 */

export interface MarksRankPoint {
  /** Net marks out of 120 (after the 0.25 penalty for each wrong answer). */
  readonly marks: number;
  /** The rank the source gives for those marks (the middle of its range when it gives one). */
  readonly rank: number;
  /** The model's point estimate must fall in this range; wider where the source is weaker. */
  readonly accepted: readonly [number, number];
  readonly year: number;
  readonly source: string;
  readonly note: string;
}

/** Candidates who sat CLAT UG 2025 ("more than 75,000", edukida.in, December 2024). The last rank. */
export const CANDIDATES = 75_000;

/** Candidates who sat CLAT UG 2024: 58,504 of 60,295 registered (imsindia.com). For the README only. */
export const CANDIDATES_2024 = 58_504;

/**
 * The knots of the curve, highest marks first. Between knots the model interpolates the
 * logarithm of the rank linearly; above the first it is rank 1, below the last the last rank.
 */
export const MARKS_RANK_POINTS: readonly MarksRankPoint[] = [
  {
    marks: 103.5,
    rank: 1,
    accepted: [1, 2],
    year: 2025,
    source: 'https://www.edukida.in/career/clat-2025-toppers-share-top-spot-amid-rising-competition/17733/',
    note: 'Two toppers tied at 103.5 (99.997 percentile).',
  },
  {
    marks: 95,
    rank: 105,
    accepted: [100, 112],
    year: 2025,
    source: 'https://law.careers360.com/articles/clat-2025-cut-off-trends-marks-rank-required-for-nlsiu-nalsar-nlujs-beyond',
    note: 'About 95 marks was roughly AIR 100-110; NLSIU general closed at 112.',
  },
  {
    marks: 94,
    rank: 165,
    accepted: [150, 330],
    year: 2025,
    source: 'https://law.careers360.com/articles/clat-2025-cut-off-trends-marks-rank-required-for-nlsiu-nalsar-nlujs-beyond',
    note: 'NALSAR general closed at 165 and WBNUJS at 327, both at "94+" marks.',
  },
  {
    marks: 92,
    rank: 500,
    accepted: [300, 700],
    year: 2026,
    source: 'https://www.jagranjosh.com/articles/clat-2026-marks-vs-rank-analysis-1800006097-1',
    note: 'Projection from earlier years: 92-97 marks, ranks 200-500.',
  },
  {
    marks: 90,
    rank: 1_000,
    accepted: [500, 1_500],
    year: 2026,
    source: 'https://www.jagranjosh.com/articles/clat-2026-marks-vs-rank-analysis-1800006097-1',
    note: 'Projection from earlier years: 90-92 marks, ranks 500-1,000.',
  },
  {
    marks: 88,
    rank: 1_500,
    accepted: [1_000, 2_500],
    year: 2026,
    source: 'https://www.jagranjosh.com/articles/clat-2026-marks-vs-rank-analysis-1800006097-1',
    note: 'Projection from earlier years: 88-90 marks, ranks 1,000-1,500.',
  },
  {
    marks: 85,
    rank: 2_500,
    accepted: [1_500, 5_000],
    year: 2026,
    source: 'https://www.jagranjosh.com/articles/clat-2026-marks-vs-rank-analysis-1800006097-1',
    note: 'Projection from earlier years: 85-88 marks, ranks 1,500-2,500.',
  },
  {
    marks: 80,
    rank: 5_000,
    accepted: [2_500, 8_000],
    year: 2026,
    source: 'https://www.jagranjosh.com/articles/clat-2026-marks-vs-rank-analysis-1800006097-1',
    note: 'Projection from earlier years: 80-85 marks, ranks 2,500-5,000.',
  },
  {
    marks: 75,
    rank: 8_000,
    accepted: [5_000, 10_000],
    year: 2026,
    source: 'https://www.jagranjosh.com/articles/clat-2026-marks-vs-rank-analysis-1800006097-1',
    note: 'Projection from earlier years: 75-80 marks, ranks 5,000-8,000.',
  },
  {
    marks: 70,
    rank: 10_000,
    accepted: [8_000, 12_000],
    year: 2026,
    source: 'https://www.jagranjosh.com/articles/clat-2026-marks-vs-rank-analysis-1800006097-1',
    note: 'Projection from earlier years: 70-75 marks, ranks 8,000-10,000+.',
  },
  {
    marks: 36,
    rank: 18_750,
    accepted: [15_000, 25_000],
    year: 2020,
    source: 'https://www.legallyindia.com/pre-law-student/clat-score-analysis-4-547-scored-no-more-than-10-points-40-000-got-less-than-30-only-1-cleared-80-out-of-147-points-20201006-11678',
    note: 'Old 147-mark paper: about 40,000 of 53,226 scored under 30 %; 30 % of 120 is 36, the top quarter of 75,000 is 18,750.',
  },
  {
    marks: 15,
    rank: 56_250,
    accepted: [45_000, 65_000],
    year: 2020,
    source: 'https://www.legallyindia.com/pre-law-student/clat-score-analysis-4-547-scored-no-more-than-10-points-40-000-got-less-than-30-only-1-cleared-80-out-of-147-points-20201006-11678',
    note: 'Old 147-mark paper: 25 % scored under 18.5 (12.6 %); 12.6 % of 120 is 15, three quarters of 75,000 is 56,250.',
  },
  {
    marks: 0,
    rank: CANDIDATES,
    accepted: [CANDIDATES - 100, CANDIDATES],
    year: 2021,
    source: 'https://lawctopus.com/clatalogue/clat-2021-in-numbers-ug-analysis/',
    note: 'Only 38 of 53,502 scored exactly zero: zero or less is the last few ranks.',
  },
];

export interface NluClosingRank {
  readonly nlu: string;
  /** General category, BA LLB, all-India seats. */
  readonly closing2025: number;
  readonly closing2024: number;
  readonly source2025: string;
  readonly source2024: string;
}

const CAREERS360_2025 = 'https://law.careers360.com/articles/clat-ug-2025-cut-off-nlu-wise-opening-and-closing-ranks-after-three-counselling-rounds';
const FLAMES = 'https://www.flamesclat.com/blog/nlus-through-clat-rank-wise-cutoff-trends-student-strategy';

/**
 * General-category closing ranks (all-India BA LLB seats), most selective first. 2025 from
 * Careers360's table after the three counselling rounds where it lists the NLU, else from
 * FLAMES' table; 2024 from FLAMES' table.
 */
export const NLU_CLOSING_RANKS: readonly NluClosingRank[] = [
  { nlu: 'NLSIU Bengaluru', closing2025: 112, closing2024: 102, source2025: CAREERS360_2025, source2024: FLAMES },
  { nlu: 'NALSAR Hyderabad', closing2025: 159, closing2024: 167, source2025: CAREERS360_2025, source2024: FLAMES },
  { nlu: 'WBNUJS Kolkata', closing2025: 327, closing2024: 279, source2025: CAREERS360_2025, source2024: FLAMES },
  { nlu: 'NLU Jodhpur', closing2025: 367, closing2024: 379, source2025: CAREERS360_2025, source2024: FLAMES },
  { nlu: 'GNLU Gandhinagar', closing2025: 444, closing2024: 464, source2025: FLAMES, source2024: FLAMES },
  { nlu: 'NLIU Bhopal', closing2025: 480, closing2024: 452, source2025: CAREERS360_2025, source2024: FLAMES },
  { nlu: 'RMLNLU Lucknow', closing2025: 780, closing2024: 764, source2025: FLAMES, source2024: FLAMES },
  { nlu: 'HNLU Raipur', closing2025: 807, closing2024: 791, source2025: CAREERS360_2025, source2024: FLAMES },
  { nlu: 'NLU Odisha', closing2025: 1_013, closing2024: 1_205, source2025: FLAMES, source2024: FLAMES },
];
