import { Badge, Body1, Button, Caption1, Card, Subtitle1 } from '@fluentui/react-components';
import { CalendarCheckmarkRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { useOverlayCard, useOverlayCardStyles, type OverlayCardProps } from '../common/overlay-card';
import { useService } from '../common/services';
import { DailyQuizViewModel, QUIZ_TITLE } from './daily-quiz.view-model';

// The quiz itself (its questions, radios and answers) loads when the student opens it.
const DailyQuizOverlay = lazy(() => import('./daily-quiz.overlay').then((module) => ({ default: module.DailyQuizOverlay })));

/**
 * The daily quiz's card on the main dashboard: an invitation, or today's score and 'Come back
 * tomorrow'. Free for every student; it uses none of the AI allowance.
 */
export const DailyQuizCard = observer(function DailyQuizCard(props: OverlayCardProps) {
  const styles = useOverlayCardStyles();
  const vm = useService<DailyQuizViewModel>(DailyQuizViewModel);

  useEffect(() => {
    void vm.loadStatus();
  }, [vm]);
  const close = useOverlayCard(vm, props);
  const today = vm.todaysAttempt;
  const streak = vm.record?.streak ?? 0;

  return (
    <section aria-labelledby="daily-quiz-heading">
      <Card className={styles.card}>
        <div className={styles.top}>
          <CalendarCheckmarkRegular className={styles.icon} aria-hidden />
          {streak > 0 ? <Badge appearance="tint">{`Streak: ${streak} ${streak === 1 ? 'day' : 'days'}`}</Badge> : null}
        </div>
        <Subtitle1 as="h2" id="daily-quiz-heading">
          {QUIZ_TITLE}
        </Subtitle1>
        {today ? (
          <>
            <Body1>
              Today&apos;s score: {today.score}/{today.total}
            </Body1>
            <Caption1>Come back tomorrow</Caption1>
          </>
        ) : (
          <Body1>Ten questions on today&apos;s current affairs, free for every student. One try a day.</Body1>
        )}
        {vm.statusError ? <Caption1 role="status">{vm.statusError}</Caption1> : null}
        <div className={styles.actions}>
          <Button appearance={today ? 'secondary' : 'primary'} onClick={() => void vm.open()} disabled={vm.isOpen}>
            {today ? "See today's answers" : "Start today's quiz"}
          </Button>
        </div>
      </Card>
      {vm.isOpen ? (
        <Suspense fallback={null}>
          <DailyQuizOverlay vm={vm} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
});
