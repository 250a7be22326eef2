import { CalendarLtrRegular } from '@fluentui/react-icons';
import { PaidFeatureCard, type PaidFeatureCardProps } from '../common/paid-feature-card';
import { WEEKLY_REPORT_TITLE } from './weekly-report.title';

/** The dashboard's way into the weekly report. */
export default function WeeklyReportCardBody(props: PaidFeatureCardProps) {
  return (
    <PaidFeatureCard
      {...props}
      icon={CalendarLtrRegular}
      title={WEEKLY_REPORT_TITLE}
      text="Your week on one page: questions done, accuracy by section, mocks, your quiz streak and three topics to work on."
    />
  );
}
