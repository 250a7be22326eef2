import { Suspense, lazy } from 'react';
import type { RankSimulatorOverlayProps } from './rank-simulator-overlay.body';

// The overlay, the rank model and its published figures load when the simulator opens, so the
// dashboard's first load does not carry them.
const RankSimulatorOverlayBody = lazy(() => import('./rank-simulator-overlay.body'));

/** The simulator full screen (a moment after the tap while its code arrives). */
export function RankSimulatorOverlay(props: RankSimulatorOverlayProps) {
  return (
    <Suspense fallback={null}>
      <RankSimulatorOverlayBody {...props} />
    </Suspense>
  );
}
