import { Badge, Body1, Button, Caption1, Card, Subtitle1 } from '@fluentui/react-components';
import { ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { useOverlayCard, useOverlayCardStyles, type OverlayCardProps } from '../common/overlay-card';
import { useService } from '../common/services';
import { MistakesReviewViewModel, REVIEW_TITLE } from './mistakes-review.view-model';

const MistakesReviewOverlay = lazy(() => import('./mistakes-review.overlay'));

/**
 * Mistakes Review on the main dashboard: how many wrong answers are due to come back, and the
 * review itself in a full-screen overlay. Loaded after the dashboard has shown, in a chunk of its own.
 */
function MistakesReviewCard(props: OverlayCardProps) {
  const styles = useOverlayCardStyles();
  const vm = useService<MistakesReviewViewModel>(MistakesReviewViewModel);

  useEffect(() => {
    void vm.refresh();
  }, [vm]);
  const close = useOverlayCard(vm, props);

  const due = vm.dueCount;
  const total = vm.summary?.total ?? 0;
  return (
    <section aria-labelledby="mistakes-review-heading">
      <Card className={styles.card}>
        <div className={styles.top}>
          <ArrowRepeatAllRegular className={styles.icon} aria-hidden />
          {due > 0 ? <Badge appearance="filled" color="important">{`${due} due`}</Badge> : null}
        </div>
        <Subtitle1 as="h2" id="mistakes-review-heading">
          {REVIEW_TITLE}
        </Subtitle1>
        {due > 0 ? (
          <Body1>
            {due === 1 ? '1 question you got wrong is due for review.' : `${due} questions you got wrong are due for review.`}
          </Body1>
        ) : total > 0 ? (
          <Body1>Nothing is due now. {vm.nextReviewText}</Body1>
        ) : (
          <Body1>Questions you answer wrongly in practice come back here, spaced out so that they stick.</Body1>
        )}
        {vm.loadError ? <Caption1 role="status">{vm.loadError}</Caption1> : null}
        <div>
          <Button appearance="primary" disabled={due === 0 || vm.isOpen} onClick={() => void vm.open()}>
            Review now
          </Button>
        </div>
      </Card>
      {vm.isOpen ? (
        <Suspense fallback={null}>
          <MistakesReviewOverlay vm={vm} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}

export default observer(MistakesReviewCard);
