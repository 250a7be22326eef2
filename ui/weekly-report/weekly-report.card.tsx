import { Suspense, lazy } from 'react';
import type { PaidFeatureCardProps } from '../common/paid-feature-card';

// The card arrives in a chunk of its own just after the dashboard shows.
const WeeklyReportCardBody = lazy(() => import('./weekly-report-card.body'));

/** The weekly report's card on the main dashboard. */
export function WeeklyReportCard(props: PaidFeatureCardProps) {
  return (
    <Suspense fallback={null}>
      <WeeklyReportCardBody {...props} />
    </Suspense>
  );
}
