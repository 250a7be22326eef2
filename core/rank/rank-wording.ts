import { DIAGNOSTIC_CANDIDATES } from '../diagnostic/scoring.rules';
import type { RankEstimate } from './marks-to-rank.rules';
import { CANDIDATES } from './rank-data';

/** A rank as Indian readers write it: 12,031. */
export const formatRank = (rank: number): string => rank.toLocaleString('en-IN');

/** The band in words: "Likely between rank 7,282 and 11,500". */
export function rankRange({ low, high }: Pick<RankEstimate, 'low' | 'high'>): string {
  return low === high ? `Rank ${formatRank(low)}` : `Likely between rank ${formatRank(low)} and ${formatRank(high)}`;
}

/** What the diagnostic's rank is based on, in one line beside it. */
export function diagnosticRankBasis(): string {
  return `A first pointer from 13 answers by a fixed formula over ${formatRank(DIAGNOSTIC_CANDIDATES)} candidates; a full mock's rank reads your marks against CLAT 2024 and 2025 results (about ${formatRank(CANDIDATES)} candidates).`;
}

/** What a mock's rank is based on, in one line beside it. */
export function mockRankBasis(): string {
  return `Based on CLAT 2024 and 2025 results (about ${formatRank(CANDIDATES)} candidates); the diagnostic's first pointer is a fixed formula over ${formatRank(DIAGNOSTIC_CANDIDATES)}.`;
}

/** How sure the estimate is, in plain words, wherever a rank from the model is shown. */
export function rankUncertainty({ shiftMarks, candidates }: Pick<RankEstimate, 'shiftMarks' | 'candidates'>): string {
  return (
    `An estimate, not a promise. It reads your marks against CLAT 2024 and 2025 figures (about ${formatRank(candidates)} candidates). ` +
    `One year's paper can be easier or harder than another's by about ${shiftMarks} marks at this level, which is why the range is wide; ` +
    'it is widest where few figures are published. A mock is also not the real exam.'
  );
}
