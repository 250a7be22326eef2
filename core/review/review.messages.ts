/** What Mistakes Review says; written for this feature. */
export const REVIEW_MESSAGES = {
  notSignedIn: 'Please sign in to review your mistakes.',
  loadFailed: 'Could not load your mistakes. Please try again.',
  saveFailed: 'Could not save this review. Please try again; your answer is kept.',
  addFailed: 'Could not save your wrong answers for review.',
  badQuestion: 'This question cannot be saved for review.',
  notInQueue: 'This question is no longer in your review queue.',
} as const;
