import { Spinner } from '@fluentui/react-components';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ScoreBreakdown } from '../../core/diagnostic/diagnostic.model';
import { ListFullMocks } from '../../core/mock/list-full-mocks.use-case';
import { mockSectionResult, type MockSectionResult } from '../../core/rank/starting-point.rules';
import { ErrorBoundary } from '../common/error-boundary';
import { FullScreenOverlay } from '../common/full-screen-overlay';
import { useService } from '../common/services';
import { RANK_SIMULATOR_TITLE } from './rank-simulator.title';

// The rank model, its published figures and the sliders load only when the simulator opens.
const RankSimulatorPanel = lazy(() => import('./rank-simulator.panel'));

export interface RankSimulatorOverlayProps {
  readonly diagnostic?: ScoreBreakdown | null;
  readonly onClose: () => void;
}

/** The student's latest submitted full mock, once read (null when there is none or it cannot be read). */
function useLatestMock(): MockSectionResult | null | undefined {
  const listMocks = useService<ListFullMocks>(ListFullMocks);
  const [latest, setLatest] = useState<MockSectionResult | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void listMocks.execute().then((history) => {
      // Without the history the simulator still starts, from the diagnostic or a typical paper.
      const newest = history.ok ? history.value.past[0] : undefined;
      if (current) setLatest(newest ? mockSectionResult(newest.result) : null);
    });
    return () => {
      current = false;
    };
  }, [listMocks]);
  return latest;
}

/** The simulator full screen, with a close button; Escape closes it too. It starts from the latest full mock when there is one. */
export default function RankSimulatorOverlayBody({ diagnostic, onClose }: RankSimulatorOverlayProps) {
  const mock = useLatestMock();
  return (
    <FullScreenOverlay title={RANK_SIMULATOR_TITLE} width="wide" onClose={onClose}>
      <ErrorBoundary what={`The ${RANK_SIMULATOR_TITLE}`}>
        <Suspense fallback={<Spinner label="Opening..." />}>
          {mock === undefined ? <Spinner label="Opening..." /> : <RankSimulatorPanel diagnostic={diagnostic} mock={mock} />}
        </Suspense>
      </ErrorBoundary>
    </FullScreenOverlay>
  );
}
