import type { RankEstimate } from './marks-to-rank.rules';
import { NLU_CLOSING_RANKS } from './rank-data';

export interface NluBand {
  /** NLUs whose general-category seats closed at or after the point estimate in 2024 or 2025. */
  readonly realistic: readonly string[];
  /** NLUs reached only at the band's best case. */
  readonly reach: readonly string[];
  /** The point estimate is past every closing rank held here. */
  readonly beyondListed: boolean;
  /** One sentence for the screen. */
  readonly summary: string;
}

const latestClosing = (row: (typeof NLU_CLOSING_RANKS)[number]) => Math.max(row.closing2024, row.closing2025);
const LAST_LISTED = NLU_CLOSING_RANKS.reduce((last, row) => (latestClosing(row) > latestClosing(last) ? row : last));

/**
 * Which national law universities a rank band reaches, from their published general-category
 * closing ranks (the later of 2024 and 2025, so a good year for a student is not hidden).
 * Reserved-category, state-domicile and newer NLUs' seats close later and are not listed.
 */
export function nluBand(estimate: Pick<RankEstimate, 'rank' | 'low'>): NluBand {
  const realistic = NLU_CLOSING_RANKS.filter((row) => estimate.rank <= latestClosing(row)).map((row) => row.nlu);
  const reach = NLU_CLOSING_RANKS.filter((row) => estimate.rank > latestClosing(row) && estimate.low <= latestClosing(row)).map(
    (row) => row.nlu,
  );
  const beyondListed = estimate.rank > latestClosing(LAST_LISTED);
  return { realistic, reach, beyondListed, summary: summarise(estimate.rank, realistic, reach, beyondListed) };
}

const LATER_SEATS = "Newer NLUs, state-domicile and reserved-category seats close later, so check the Consortium's allotment lists for those.";

function summarise(rank: number, realistic: readonly string[], reach: readonly string[], beyondListed: boolean): string {
  if (realistic.length > 0) {
    const stretch = reach.length > 0 ? ` On a good day: ${reach.join(', ')}.` : '';
    return `Realistic at this rank: ${realistic.join(', ')}.${stretch}`;
  }
  if (reach.length > 0) return `Within reach only at the best end of the range: ${reach.join(', ')}. ${LATER_SEATS}`;
  if (!beyondListed) return '';
  const last = latestClosing(LAST_LISTED).toLocaleString('en-IN');
  return `None of the ${NLU_CLOSING_RANKS.length} NLUs in our closing-rank table closed as late as rank ${rank.toLocaleString('en-IN')}: the last, ${LAST_LISTED.nlu}, closed at ${last}. ${LATER_SEATS}`;
}
