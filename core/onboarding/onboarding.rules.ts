import { ONBOARDING_QUESTIONS, type OnboardingAnswers, type OnboardingKey } from './onboarding.model';

export const ONBOARDING_STEPS = ONBOARDING_QUESTIONS.length;

export function stepLabel(stepIndex0: number): string {
  return `Step ${stepIndex0 + 1} of ${ONBOARDING_STEPS}`;
}

export function isOnboardingComplete(answers: Partial<Record<OnboardingKey, string>>): answers is OnboardingAnswers {
  return ONBOARDING_QUESTIONS.every((question) => {
    const answer = answers[question.key];
    return answer !== undefined && question.options.includes(answer);
  });
}
