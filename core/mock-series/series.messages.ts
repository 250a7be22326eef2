/** What the All-India Mock tells students and operators; not in the specification, so written for this feature. */
export const SERIES_MESSAGES = {
  paperNotFound: 'This paper could not be found.',
  notStarted: 'You have not started this paper.',
  notYetOpen: 'This paper has not opened yet. Please come back when it opens.',
  closed: 'This paper has closed. You can no longer start it.',
  timeUp: 'Time is up for this paper: your answers were submitted as they stood at the deadline.',
  alreadySubmitted: 'You have already submitted this paper.',
  notSubmitted: 'Submit the paper to see your result.',
  windowOrder: 'The paper must open before it closes.',
  notEnoughQuestions: 'A paper cannot be put together right now. Please try again later.',
  displayNameLength: 'Your display name must be 2 to 30 characters.',
  displayNameEmail: 'Your display name must not look like an e-mail address.',
  displayNameNeeded: 'Choose a display name to appear on the leaderboard.',
  failed: 'Something went wrong with the All-India Mock. Please try again.',
} as const;
