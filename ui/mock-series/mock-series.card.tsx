import { Badge, Body1, Button, Caption1, Card, Subtitle1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TrophyRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, use, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SeriesService } from '../../core/mock-series/series-service.port';
import { Clock } from '../../core/ports/clock.port';
import { useOverlayCardStyles } from '../common/overlay-card';
import { usePaperListStyles } from '../mock/paper-list.styles';
import { useServicesLoader } from '../common/services';
import { SessionViewModel } from '../session/session.view-model';
import { MockSeriesViewModel, PAPER_ACTION_LABELS, paperAction } from './mock-series.view-model';
import { formatWindow, PAPER_STATE_LABELS } from './series-format';
import { SERIES_TITLE } from './series-title';

/** The exam and the result load only when a student opens a paper. */
const SeriesOverlay = lazy(() => import('./series.overlay').then((module) => ({ default: module.SeriesOverlay })));

export const SERIES_NEEDS_SERVER = 'The All-India Mock needs the NyayaPath server. Your full mocks work as before.';

const useStyles = makeStyles({
  // A paper's row holds its title, window and state: more room above and below than a past mock's line.
  paper: { padding: `${tokens.spacingVerticalS} 0` },
  about: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { overflowWrap: 'anywhere' },
});

/**
 * The card's view model, made here as the progress card makes its own (the composition root stays
 * within its budget), where the NyayaPath server is configured; null in local mode, where the
 * container's series service is null (there are no other students to rank against).
 */
function useSeriesViewModel(): MockSeriesViewModel | null {
  const resolver = use(useServicesLoader()());
  const [vm] = useState(() => {
    const service = resolver.get<SeriesService | null>(SeriesService);
    return service && new MockSeriesViewModel(service, resolver.get<Clock>(Clock), resolver.get<SessionViewModel>(SessionViewModel));
  });
  return vm;
}

interface MockSeriesCardProps {
  /** Told when a paper opens or closes full screen. */
  readonly onOpenChange?: (open: boolean) => void;
}

function Frame({ children }: { children: ReactNode }) {
  const styles = useOverlayCardStyles();
  return (
    <section aria-labelledby="mock-series-heading">
      <Card className={styles.card}>
        <div className={styles.top}>
          <TrophyRegular className={styles.icon} aria-hidden />
        </div>
        <Subtitle1 as="h2" id="mock-series-heading">
          {SERIES_TITLE}
        </Subtitle1>
        {children}
      </Card>
    </section>
  );
}

const HostedSeries = observer(function HostedSeries({ vm, onOpenChange }: { vm: MockSeriesViewModel } & MockSeriesCardProps) {
  const styles = useStyles();
  const paperList = usePaperListStyles();
  const idPrefix = useId();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  // Only its own openings and closings: the full mock's card reports the same flag, and a paper
  // never open must not clear it (the full mock may be on screen after a reload).
  const isOpen = vm.isOpen;
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === isOpen) return;
    reported.current = isOpen;
    onOpenChange?.(isOpen);
  }, [isOpen, onOpenChange]);
  const close = useCallback(() => vm.close(), [vm]);

  const papers = vm.papers;
  return (
    <>
      <Frame>
        <Body1>Scheduled papers that every taker sits alike, marked by the server: see your rank and percentile among NyayaPath&apos;s students.</Body1>
        {vm.listError ? <Caption1 role="status">{vm.listError}</Caption1> : null}
        {papers === null && !vm.listError ? <Caption1>Loading the papers...</Caption1> : null}
        {papers !== null && papers.length === 0 ? <Caption1>No paper is scheduled yet. Check back soon.</Caption1> : null}
        {papers !== null && papers.length > 0 ? (
          <ul className={paperList.list} aria-label="Papers">
            {papers.map((paper) => {
              const action = paperAction(paper);
              const titleId = `${idPrefix}-${paper.id}`;
              return (
                <li key={paper.id} className={mergeClasses(paperList.row, styles.paper)} aria-labelledby={titleId}>
                  <div className={styles.about}>
                    <Subtitle2 as="h3" id={titleId} className={styles.title}>
                      {paper.title}
                    </Subtitle2>
                    <Caption1>{formatWindow(paper.opensAt, paper.closesAt)}</Caption1>
                    <div>
                      <Badge appearance="tint" color={paper.state === 'open' ? 'success' : 'informative'}>
                        {PAPER_STATE_LABELS[paper.state]}
                      </Badge>
                    </div>
                  </div>
                  {action ? (
                    <Button appearance={action === 'result' ? 'secondary' : 'primary'} onClick={() => vm.act(paper)} disabled={vm.isOpen}>
                      {PAPER_ACTION_LABELS[action]}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </Frame>
      {vm.isOpen ? (
        <Suspense fallback={null}>
          <SeriesOverlay vm={vm.exam} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
});

/** The All-India Mock's card on the main dashboard: its papers where the server is configured, else why it is not here. */
export function MockSeriesCard({ onOpenChange }: MockSeriesCardProps) {
  const vm = useSeriesViewModel();
  if (!vm) {
    return (
      <Frame>
        <Body1>{SERIES_NEEDS_SERVER}</Body1>
      </Frame>
    );
  }
  return <HostedSeries vm={vm} onOpenChange={onOpenChange} />;
}

// The dashboard loads the card lazily, by its default export.
export default MockSeriesCard;
