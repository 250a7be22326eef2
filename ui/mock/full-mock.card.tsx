import { Badge, Body1, Button, Caption1, Card, Subtitle1 } from '@fluentui/react-components';
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useOverlayCard, useOverlayCardStyles, type OverlayCardProps } from '../common/overlay-card';
import { useService } from '../common/services';
import { FullMockViewModel, type MockHooks } from './full-mock.view-model';
import { formatMarks, formatMockDate } from './mock-format';
import { MOCK_TITLE } from './mock-title';
import { usePaperListStyles } from './paper-list.styles';

/** The exam and its analysis load only when a student opens a mock. */
const FullMockOverlay = lazy(() => import('./full-mock.overlay').then((module) => ({ default: module.FullMockOverlay })));

interface FullMockCardProps extends OverlayCardProps {
  readonly hooks: MockHooks;
  /** The access badge of the mock for this student ('1/1 free', '34/35 uses'). */
  readonly badge?: string | null;
  /** The mock was on screen when the page went away: open straight onto its question. */
  readonly resume?: boolean;
  /** The resume has settled: the mock is open, or there was nothing to resume. */
  readonly onResumed?: (open: boolean) => void;
}

/** The full mock's card on the main dashboard: start or resume, and past mocks with their marks. */
export const FullMockCard = observer(function FullMockCard({ hooks, badge, resume = false, onResumed, ...overlay }: FullMockCardProps) {
  const styles = useOverlayCardStyles();
  const paperList = usePaperListStyles();
  const vm = useService<FullMockViewModel>(FullMockViewModel);

  useEffect(() => {
    vm.setHooks(hooks);
    void vm.loadHistory();
  }, [vm, hooks]);

  useEffect(() => {
    if (resume) void vm.resume().then(() => onResumed?.(vm.isOpen));
  }, [resume, vm, onResumed]);

  const close = useOverlayCard(vm, overlay);
  const past = vm.history?.past ?? [];
  const running = vm.history?.inProgress ?? null;

  return (
    <section aria-labelledby="full-mock-heading">
      <Card className={styles.card}>
        <div className={styles.top}>
          <ClipboardTaskListLtrRegular className={styles.icon} aria-hidden />
          {badge ? <Badge appearance="tint">{badge}</Badge> : null}
        </div>
        <Subtitle1 as="h2" id="full-mock-heading">
          {MOCK_TITLE}
        </Subtitle1>
        <Body1>120 questions in 120 minutes in the current CLAT pattern, +1 for a right answer and -0.25 for a wrong one, then a full analysis.</Body1>
        {vm.historyError ? <Caption1 role="status">{vm.historyError}</Caption1> : null}
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => void vm.open()} disabled={vm.isOpen}>
            {running ? 'Resume mock' : 'Start full mock'}
          </Button>
        </div>
        {past.length > 0 ? (
          <>
            <Subtitle1 as="h3">Past mocks</Subtitle1>
            <ul className={paperList.list} aria-label="Past mocks">
              {past.map((mock) => (
                <li key={mock.id} className={paperList.row}>
                  <Body1>
                    {formatMockDate(mock.submittedAt)}: {formatMarks(mock.result.marks)}/{mock.result.questions}
                  </Body1>
                  <Button size="small" onClick={() => void vm.review(mock.id)} aria-label={`See analysis of the mock of ${formatMockDate(mock.submittedAt)}`}>
                    See analysis
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
      {vm.isOpen ? (
        <Suspense fallback={null}>
          <FullMockOverlay vm={vm} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
});
