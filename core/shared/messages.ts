/**
 * The specification's user-facing texts (spec §4, §5, §8), in one place so that every layer
 * shows the same words. A toast is a title with an optional description.
 */
export interface Notice {
  readonly title: string;
  readonly description?: string;
}

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  fillRequiredFields: 'Please fill in all required fields',
  phoneTooShort: 'Phone number must contain at least 10 digits',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  networkFailure: 'Failed to connect to server',
  networkFailureShown: 'Failed to connect to server. Please try again.',
  emailNotConfirmed: 'Please confirm your email before signing in. Check your inbox for the confirmation link.',
  invalidCredentials: 'Invalid email or password',
  signUpFallback: 'Failed to create account',
  signInAfterSignUp: 'Now please sign in to your account',
  signOutFailed: 'Failed to sign out',
  authenticationFailed: 'Authentication failed',
  paymentRequired: 'Payment required to use this feature',
} as const;

export const AUTH_NOTICES = {
  loginFailed: (description: string): Notice => ({ title: 'Login Failed', description }),
  loginSucceeded: { title: 'Success', description: 'Login successful!' },
  registrationFailed: (description: string): Notice => ({ title: 'Registration Failed', description }),
  accountCreated: { title: 'Account Created Successfully', description: 'You can now sign in to your account' },
  sessionExpired: { title: 'Session Expired', description: 'Please log in again' },
} satisfies Record<string, Notice | ((description: string) => Notice)>;

export const ACCESS_MESSAGES = {
  materialPracticeComingSoon: 'Material Practice - Coming Soon',
  premiumCreditsOver: 'Premium credits over - buy more to continue using',
  upgradeRequired: 'Upgrade Required',
} as const;

export const CONTACT_NOTICES = {
  sent: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
  failed: (description = 'Please try again later.'): Notice => ({ title: 'Failed to send message', description }),
} as const;

export const CONTACT_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
} as const;

export const PAYMENT_NOTICES = {
  missingBankingName: { title: 'Missing Banking Name', description: 'Please enter your banking name' },
  invalidLast4: { title: 'Invalid Last 4 Digits', description: 'Please enter the last 4 digits of transaction ID' },
  submitFailed: (description: string): Notice => ({ title: 'Payment Submission Failed', description }),
  submitted: { title: 'Payment Submitted Successfully!', description: 'Waiting for admin approval...' },
  approved: { title: 'Payment Approved!', description: 'You now have premium access to all features.' },
  underReview: { title: 'Payment Submitted', description: "Your payment is under review. You'll be notified when approved." },
  pollFailed: { title: 'Payment Submitted', description: 'Payment submitted successfully. Please check back later for approval status.' },
} as const;

export const PAYMENT_MESSAGES = {
  unknownError: 'Unknown error',
  submitFallback: 'Failed to submit payment',
  confirmFailed: 'Failed to confirm payment',
} as const;

/** Saving on this device (local mode and per-user data), in plain words. */
export const STORAGE_MESSAGES = {
  deviceFull:
    "Your browser's storage for NyayaPath is full, so this was not saved. Free some space (for example, clear other websites' data in your browser settings) and try again. Everything saved before is still here.",
  saveFailed: 'Could not save on this device. Free some space and try again.',
} as const;

export const DOUBT_MESSAGES = {
  imageTooLarge: 'Image must be smaller than 5MB',
  notAnImage: 'Please choose an image file',
  imageTooManyPixels: "This photo has too many pixels to read (over 50 megapixels). Please take it at your camera's normal resolution, or send a screenshot.",
  timeout: 'Request timed out. Please try again.',
  solveFallback: 'Failed to solve question. Please try again.',
  answerAreaError: 'Error occurred while processing your question. Please try again.',
  noSolution: 'No solution provided',
  typeQuestion: 'Please type your question',
  questionTooLong: 'Please keep the question under 4,000 characters',
} as const;

export const DOUBT_NOTICES = {
  noTextFound: { title: 'No text found', description: 'Could not extract text from the image. Please try a clearer photo.' },
  ocrError: { title: 'OCR Error', description: 'Failed to extract text from image. Please try again.' },
} as const;

export const PRACTICE_MESSAGES = {
  selectSection: 'Please select a section',
  enterTopic: 'Please enter a topic',
  chooseSubtopic: 'Please choose a subtopic',
  emptyResponse: 'No questions generated. Backend returned empty response.',
  generateFallback: 'Failed to generate questions',
} as const;

export const CHAT_MESSAGES = {
  explainerToast: 'Failed to get explanation. Please try again.',
  chatError: 'Sorry, I encountered an error. Please try again.',
  explainerEmpty: "Sorry, I couldn't generate an explanation right now.",
  adviceToast: 'Failed to get study advice. Please try again.',
  adviceEmpty: "Sorry, I couldn't generate study advice right now.",
} as const;

export const ONBOARDING_NOTICES = {
  saveFailed: { title: 'Error', description: 'Failed to save your preferences. Please try again.' },
  saved: { title: 'Profile Updated', description: "Ready for your diagnostic test? Let's see where you stand." },
} as const;

export const DIAGNOSTIC_NOTICES = {
  saveFailed: { title: 'Error', description: 'Failed to save your test results. Please try again.' },
} as const;

export const FEEDBACK_MESSAGES = {
  chooseReason: 'Please choose a reason',
  describeOther: "Please tell us what's holding you back",
} as const;

export const FEEDBACK_NOTICES = {
  saveFailed: { title: 'Error', description: 'Failed to save feedback.' },
  saved: { title: 'Thanks for the feedback!', description: "We'll use this to improve the product." },
} as const;

export const PUBLIC_NOTICES = {
  readyToStart: { title: 'Ready to start?', description: 'Sign up to begin your CLAT preparation journey!' },
} as const;
