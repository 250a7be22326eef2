export type OnboardingKey = 'losingMarksArea' | 'reviewFrustration' | 'gkStudyMethod' | 'dreamNlu';

export interface OnboardingQuestion {
  readonly key: OnboardingKey;
  readonly question: string;
  readonly options: readonly string[];
}

export type OnboardingAnswers = Readonly<Record<OnboardingKey, string>>;

/** The four questions of 'Let's personalize your CLAT prep', with their fixed options (spec §9). */
export const ONBOARDING_QUESTIONS: readonly OnboardingQuestion[] = [
  {
    key: 'losingMarksArea',
    question: 'Where do you lose the most marks right now?',
    options: [
      'Legal Reasoning',
      'Logical Reasoning',
      'English Language',
      'Current Affairs & GK',
      'Quantitative Techniques',
    ],
  },
  {
    key: 'reviewFrustration',
    question: 'What frustrates you most when you review a mock test?',
    options: [
      'I don’t know why my answer was wrong',
      'Explanations are too short or unclear',
      'I repeat the same mistakes',
      'Reviewing takes too long',
    ],
  },
  {
    key: 'gkStudyMethod',
    question: 'How do you study GK and current affairs?',
    options: [
      'Daily newspaper reading',
      'Monthly compilations',
      'YouTube videos and apps',
      'I don’t have a fixed routine',
    ],
  },
  {
    key: 'dreamNlu',
    question: 'What is your dream law university or rank goal?',
    options: ['NLSIU Bengaluru (top 100)', 'NALSAR, NUJS or NLU Jodhpur', 'Any top-10 NLU', 'Any NLU'],
  },
];
