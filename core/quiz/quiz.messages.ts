/** What the daily quiz tells the student; not in the specification, so written for this feature. */
export const QUIZ_MESSAGES = {
  alreadyTaken: "You have already taken today's quiz. Come back tomorrow for a new one.",
  incomplete: 'Answer all the questions before you submit.',
  closed: "This quiz has closed. Open today's quiz to play.",
  loadFailed: "Could not load today's quiz. Please try again.",
  submitFailed: 'Could not submit your answers. Please try again; your answers are kept.',
  historyFailed: 'Could not load your quiz history. Please try again.',
  notSignedIn: 'Please sign in to take the daily quiz.',
} as const;
