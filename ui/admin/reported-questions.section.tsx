import { Badge, Body1, Button, Caption1, Card, MessageBar, MessageBarBody, Spinner, Subtitle1, makeStyles } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SOURCE_LABELS } from '../../core/reports/question-report.model';
import { useService } from '../common/services';
import { useOperatorConsoleStyles } from './operator-console.styles';
import { ReportDeskViewModel } from './report-desk.view-model';

const useStyles = makeStyles({
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The operator console's 'Reported questions': loaded with the page's other lists, its own chunk. */
function ReportedQuestionsSection() {
  const styles = useStyles();
  const shared = useOperatorConsoleStyles();
  const vm = useService<ReportDeskViewModel>(ReportDeskViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section className={shared.list} aria-labelledby="reports-heading">
      <Subtitle1 as="h2" id="reports-heading">
        Reported questions ({vm.openCount} open)
      </Subtitle1>
      {vm.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{vm.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {vm.loading ? <Spinner size="small" label="Loading reported questions..." /> : null}
      {!vm.loading && vm.reports.length === 0 && !vm.error ? <Body1>No questions have been reported.</Body1> : null}
      {vm.reports.map((report) => {
        const open = report.resolvedAt === null;
        return (
          <Card key={report.id} className={shared.card} aria-label={`Report of question ${report.questionId}`}>
            <Caption1>
              <Badge appearance="tint" color={open ? 'warning' : 'success'}>
                {open ? 'open' : 'resolved'}
              </Badge>{' '}
              {when.format(report.reportedAt)}
              {report.resolvedAt !== null ? `, resolved ${when.format(report.resolvedAt)}` : ''}
            </Caption1>
            <dl className={shared.details}>
              <dt className={shared.term}>Question</dt>
              <dd className={styles.value}>{report.questionText || '—'}</dd>
              <dt className={shared.term}>Question id</dt>
              <dd className={styles.value}>{report.questionId}</dd>
              <dt className={shared.term}>Seen in</dt>
              <dd className={styles.value}>{SOURCE_LABELS[report.source]}</dd>
              <dt className={shared.term}>Reason</dt>
              <dd className={styles.value}>{report.reason}</dd>
              <dt className={shared.term}>Note</dt>
              <dd className={styles.value}>{report.note || '—'}</dd>
              <dt className={shared.term}>Student</dt>
              <dd className={styles.value}>{report.email ?? report.userId}</dd>
            </dl>
            {open ? (
              <div>
                <Button disabled={vm.busyId !== null} onClick={() => void vm.resolve(report.id)}>
                  {vm.busyId === report.id ? 'Resolving...' : 'Mark resolved'}
                </Button>
              </div>
            ) : null}
          </Card>
        );
      })}
    </section>
  );
}

export default observer(ReportedQuestionsSection);
