import { describe, expect, it } from 'vitest';
import { ONBOARDING_QUESTIONS, type OnboardingKey } from '../../../core/onboarding/onboarding.model';
import { isOnboardingComplete, ONBOARDING_STEPS, stepLabel } from '../../../core/onboarding/onboarding.rules';

function firstOptions(): Record<OnboardingKey, string> {
  return Object.fromEntries(ONBOARDING_QUESTIONS.map((q) => [q.key, q.options[0]!])) as Record<OnboardingKey, string>;
}

describe('onboarding steps', () => {
  it('has 4 steps', () => {
    expect(ONBOARDING_STEPS).toBe(4);
  });

  it('labels steps from 1', () => {
    expect(stepLabel(0)).toBe('Step 1 of 4');
    expect(stepLabel(3)).toBe('Step 4 of 4');
  });
});

describe('isOnboardingComplete', () => {
  it('is complete when every question has one of its options', () => {
    expect(isOnboardingComplete(firstOptions())).toBe(true);
    const last = Object.fromEntries(ONBOARDING_QUESTIONS.map((q) => [q.key, q.options.at(-1)!]));
    expect(isOnboardingComplete(last)).toBe(true);
  });

  it('is incomplete while a question is unanswered', () => {
    const answers: Partial<Record<OnboardingKey, string>> = firstOptions();
    delete answers.dreamNlu;
    expect(isOnboardingComplete(answers)).toBe(false);
    expect(isOnboardingComplete({})).toBe(false);
  });

  it("rejects an answer that is not one of that question's options", () => {
    expect(isOnboardingComplete({ ...firstOptions(), gkStudyMethod: 'Something else' })).toBe(false);
    // An option of another question does not count either.
    expect(isOnboardingComplete({ ...firstOptions(), dreamNlu: 'Legal Reasoning' })).toBe(false);
  });
});
