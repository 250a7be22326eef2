import { Body1, Caption1, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowTrendingLinesRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ListFullMocks } from '../../core/mock/list-full-mocks.use-case';
import { ReadQuizHistory } from '../../core/quiz/read-quiz-history.use-case';
import { useService } from '../common/services';
import { SessionViewModel } from '../session/session.view-model';
import { ProgressViewModel } from './progress.view-model';
import { CLAT_SECTIONS } from '../../core/exam/clat-pattern';
import { VISUALLY_HIDDEN } from '../common/visually-hidden.styles';

/** The charts (and the charting library) load only once there is a trend to draw. */
const ProgressCharts = lazy(() => import('./progress-charts'));

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, minWidth: 0 },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  summaries: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXXS },
  // Read by screen readers, not drawn: the charts' figures as a table.
  hidden: VISUALLY_HIDDEN,
});

interface ProgressCardProps {
  /** While a mock is open the trend waits; it is read again when the mock closes. */
  readonly mockOpen?: boolean;
}

/** 'Your progress' on the main dashboard: full mock marks and section accuracy over time. */
const ProgressCard = observer(function ProgressCard({ mockOpen = false }: ProgressCardProps) {
  const styles = useStyles();
  const list = useService<ListFullMocks>(ListFullMocks);
  const quizzes = useService<ReadQuizHistory>(ReadQuizHistory);
  const session = useService<SessionViewModel>(SessionViewModel);
  const [vm] = useState(() => new ProgressViewModel(list, quizzes, session));

  useEffect(() => {
    if (!mockOpen) void vm.load();
  }, [vm, mockOpen]);

  const trend = vm.trend;
  return (
    <section aria-labelledby="progress-heading">
      <Card className={styles.card}>
        <ArrowTrendingLinesRegular className={styles.icon} aria-hidden />
        <Subtitle1 as="h2" id="progress-heading">
          Your progress
        </Subtitle1>
        {vm.error ? <Caption1 role="status">{vm.error}</Caption1> : null}
        {vm.needed ? <Body1>{vm.needed}</Body1> : null}
        {trend && vm.hasTrend ? (
          <>
            <ul className={styles.summaries} aria-label="Your trend in words">
              {vm.summaries.map((line) => (
                <li key={line}>
                  <Body1>{line}</Body1>
                </li>
              ))}
            </ul>
            <Suspense fallback={<Caption1>Loading the charts...</Caption1>}>
              <ProgressCharts trend={trend} />
            </Suspense>
            <table className={styles.hidden}>
              <caption>Marks and accuracy by mock</caption>
              <thead>
                <tr>
                  <th scope="col">Mock</th>
                  <th scope="col">Total</th>
                  {CLAT_SECTIONS.map((section) => (
                    <th key={section} scope="col">
                      {section}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {vm.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.total}</td>
                    {row.sections.map((cell, index) => (
                      <td key={CLAT_SECTIONS[index]}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </Card>
    </section>
  );
});

export default ProgressCard;
