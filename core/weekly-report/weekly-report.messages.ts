/** What the weekly report says when something goes wrong; written for this feature. */
export const WEEKLY_REPORT_MESSAGES = {
  notSignedIn: 'Please sign in to see your weekly report.',
  loadFailed: 'Could not load your weekly report. Please try again.',
  badWeek: 'That is not a week we can show. Weeks start on a Monday.',
  futureWeek: 'That week has not started yet.',
  recordFailed: 'Could not save this practice for your weekly report.',
  badActivity: 'This practice cannot be recorded.',
} as const;
