import { Spinner } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import type { ScoreBreakdown } from '../../core/diagnostic/diagnostic.model';
import type { MockSectionResult } from '../../core/rank/starting-point.rules';
import { ErrorBoundary } from '../common/error-boundary';
import { FullScreenOverlay } from '../common/full-screen-overlay';
import { RANK_SIMULATOR_TITLE } from './rank-simulator.title';

// The rank model, its published figures and the sliders load only when the simulator opens.
const RankSimulatorPanel = lazy(() => import('./rank-simulator.panel'));

export interface RankSimulatorOverlayProps {
  readonly diagnostic?: ScoreBreakdown | null;
  readonly mock?: MockSectionResult | null;
  readonly onClose: () => void;
}

/** The simulator full screen, with a close button; Escape closes it too. */
export default function RankSimulatorOverlayBody({ diagnostic, mock, onClose }: RankSimulatorOverlayProps) {
  return (
    <FullScreenOverlay title={RANK_SIMULATOR_TITLE} width="wide" onClose={onClose}>
      <ErrorBoundary what={`The ${RANK_SIMULATOR_TITLE}`}>
        <Suspense fallback={<Spinner label="Opening..." />}>
          <RankSimulatorPanel diagnostic={diagnostic} mock={mock} />
        </Suspense>
      </ErrorBoundary>
    </FullScreenOverlay>
  );
}
