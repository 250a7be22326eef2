import type { RankEstimate } from './marks-to-rank.rules';

/** A rank as Indian readers write it: 12,031. */
export const formatRank = (rank: number): string => rank.toLocaleString('en-IN');

/** The band in words: "Likely between rank 7,282 and 11,500". */
export function rankRange({ low, high }: Pick<RankEstimate, 'low' | 'high'>): string {
  return low === high ? `Rank ${formatRank(low)}` : `Likely between rank ${formatRank(low)} and ${formatRank(high)}`;
}

/** How sure the estimate is, in plain words, wherever a rank from the model is shown. */
export function rankUncertainty({ shiftMarks, candidates }: Pick<RankEstimate, 'shiftMarks' | 'candidates'>): string {
  return (
    `An estimate, not a promise. It reads your marks against CLAT 2024 and 2025 figures (about ${formatRank(candidates)} candidates). ` +
    `One year's paper can be easier or harder than another's by about ${shiftMarks} marks at this level, which is why the range is wide; ` +
    'it is widest where few figures are published. A mock is also not the real exam.'
  );
}
