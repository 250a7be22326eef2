import { describe, expect, it } from 'vitest';
import { exitFeedbackText, validateExitFeedback } from '../../../core/feedback/feedback.validation';

describe('validateExitFeedback', () => {
  it('requires a reason', () => {
    expect(validateExitFeedback({ reason: '', otherText: 'too much' })).toBe('Please choose a reason');
  });

  it.each(['Too expensive', 'Not sure if it actually works', 'Payment process is confusing'] as const)(
    'accepts %s without any text',
    (reason) => {
      expect(validateExitFeedback({ reason, otherText: '' })).toBeNull();
    },
  );

  it('requires non-blank text for Other reason', () => {
    expect(validateExitFeedback({ reason: 'Other reason', otherText: '  ' })).toBe("Please tell us what's holding you back");
    expect(validateExitFeedback({ reason: 'Other reason', otherText: 'No time' })).toBeNull();
  });
});

describe('exitFeedbackText', () => {
  it('saves the reason label', () => {
    expect(exitFeedbackText({ reason: 'Too expensive', otherText: 'ignored' })).toBe('Too expensive');
  });

  it('saves the trimmed text instead of the Other reason label', () => {
    expect(exitFeedbackText({ reason: 'Other reason', otherText: '  Exams are next week  ' })).toBe('Exams are next week');
  });
});
