import { Suspense, lazy } from 'react';
import type { PaidFeatureCardProps } from '../common/paid-feature-card';

// The card arrives in a chunk of its own just after the dashboard shows, so the dashboard's
// first load does not carry it.
const RankSimulatorCardBody = lazy(() => import('./rank-simulator-card.body'));

/** The simulator's card on the main dashboard. */
export function RankSimulatorCard(props: PaidFeatureCardProps) {
  return (
    <Suspense fallback={null}>
      <RankSimulatorCardBody {...props} />
    </Suspense>
  );
}
