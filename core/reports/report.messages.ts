/** What the report form and the operator's list say; written for this feature. */
export const REPORT_MESSAGES = {
  sent: 'Thank you. Your report was sent to our team.',
  updated: 'Thank you. Your earlier report of this question was updated.',
  failed: 'Your report could not be sent. Please try again; your note is kept.',
  notSignedIn: 'Please sign in to report a question.',
  reasonRequired: 'Choose what is wrong with this question.',
  noteTooLong: 'Keep the note to 500 characters or fewer.',
  badQuestion: 'This question cannot be reported.',
  listFailed: 'Could not load the reported questions. Please try again.',
  resolveFailed: 'Could not mark the report resolved. Please try again.',
  notFound: 'That report no longer exists.',
} as const;
