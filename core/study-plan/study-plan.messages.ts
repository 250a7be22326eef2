/** What the daily study plan says; written for this feature. */
export const STUDY_PLAN_MESSAGES = {
  notSignedIn: 'Please sign in to see your study plan.',
  loadFailed: 'Could not load your study plan. Please try again.',
  saveFailed: 'Could not save your exam date. Please try again.',
  tickFailed: 'Could not save that tick. Please try again.',
  taskGone: "That task is no longer in today's plan.",
  noExamDate: 'Set your exam date first.',
  examDateMissing: 'Choose the date of your exam.',
  examDateInvalid: 'Enter the exam date as a real date, for example 2026-12-06.',
  examDatePast: 'The exam date cannot be before today.',
  examDateTooFar: 'Choose an exam date within the next two years.',
} as const;
