import { Badge, Body1, Button, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import type { UnmeteredFeatureAccess } from '../../core/access/feature-access.rules';
import { WEEKLY_REPORT_TITLE } from './weekly-report.title';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  open: { justifySelf: 'start' },
});

export interface WeeklyReportCardProps {
  /** Null until the plan status has loaded. */
  readonly access: UnmeteredFeatureAccess | null;
  readonly onOpen: () => void;
}

/** The dashboard's way into the weekly report: what it holds, whether the plan includes it, and Open. */
export default function WeeklyReportCardBody({ access, onOpen }: WeeklyReportCardProps) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <div className={styles.top}>
        <CalendarLtrRegular className={styles.icon} aria-hidden />
        {access ? <Badge appearance="tint">{access.badge}</Badge> : null}
      </div>
      <Subtitle1 as="h2">{WEEKLY_REPORT_TITLE}</Subtitle1>
      <Body1>Your week on one page: questions done, accuracy by section, mocks, your quiz streak and three topics to work on.</Body1>
      <Button className={styles.open} appearance="primary" onClick={onOpen} disabled={!access} aria-label={`Open ${WEEKLY_REPORT_TITLE}`}>
        Open
      </Button>
    </Card>
  );
}
