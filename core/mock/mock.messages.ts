/** What the full mock tells the student; not in the specification, so written for this feature. */
export const MOCK_MESSAGES = {
  notSignedIn: 'Please sign in to take a full mock.',
  notEnoughQuestions: 'A full mock cannot be put together right now. Please try again later.',
  loadFailed: 'Could not load your mock. Please try again.',
  saveFailed: 'Your latest answer was not saved. Please check your connection; it is kept on this screen.',
  submitFailed: 'Could not submit your mock. Please try again; your answers are kept.',
  alreadySubmitted: 'This mock has already been submitted.',
  notFound: 'This mock could not be found.',
  historyFailed: 'Could not load your past mocks. Please try again.',
} as const;
