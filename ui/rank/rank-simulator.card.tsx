import { Suspense, lazy } from 'react';
import type { RankSimulatorCardProps } from './rank-simulator-card.body';

// The card arrives in a chunk of its own just after the dashboard shows, so the dashboard's
// first load does not carry it.
const RankSimulatorCardBody = lazy(() => import('./rank-simulator-card.body'));

/** The simulator's card on the main dashboard. */
export function RankSimulatorCard(props: RankSimulatorCardProps) {
  return (
    <Suspense fallback={null}>
      <RankSimulatorCardBody {...props} />
    </Suspense>
  );
}
