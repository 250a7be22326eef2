import { describe, expect, it } from 'vitest';
import { CONCEPT_EXPLAINER_COUNTED_MESSAGES, countsTowardUsage, featureAccess } from '../../../core/access/feature-access.rules';
import { PAID_ONLY_FEATURES, USAGE_LIMITS } from '../../../core/billing/allowance.rules';

describe('usage limits', () => {
  it('gives 5 free and 35 paid uses per feature', () => {
    expect(USAGE_LIMITS).toEqual({ free: 5, paid: 35 });
  });

  it('reserves topic practice, concept explainer and study advice for paid plans', () => {
    expect([...PAID_ONLY_FEATURES].sort()).toEqual(['conceptExplainer', 'studyAdvice', 'topicPractice']);
  });
});

describe('featureAccess: material practice', () => {
  it.each([true, false])('is never accessible (paid %s)', (paid) => {
    expect(featureAccess('materialPractice', 0, paid)).toEqual({
      allowed: false,
      badge: 'Coming Soon',
      blockedMessage: 'Material Practice - Coming Soon',
      requiresPayment: false,
      remaining: 0,
    });
  });
});

describe('featureAccess: paid user', () => {
  it('starts with 35 uses', () => {
    const access = featureAccess('topicPractice', 0, true);
    expect(access.badge).toBe('35/35 uses');
    expect(access.allowed).toBe(true);
    expect(access.requiresPayment).toBe(false);
  });

  it('still allows the 35th use after 34', () => {
    expect(featureAccess('conceptExplainer', 34, true)).toEqual({
      allowed: true,
      badge: '1/35 uses',
      blockedMessage: null,
      requiresPayment: false,
      remaining: 1,
    });
  });

  it('blocks at 35 uses with the credits-over message', () => {
    expect(featureAccess('aiDoubtSolver', 35, true)).toEqual({
      allowed: false,
      badge: '0/35 uses',
      blockedMessage: 'Premium credits over - buy more to continue using',
      requiresPayment: false,
      remaining: 0,
    });
  });

  it('never shows a negative remainder', () => {
    expect(featureAccess('studyAdvice', 40, true).badge).toBe('0/35 uses');
    expect(featureAccess('studyAdvice', 40, true).allowed).toBe(false);
  });

  it('shows the remainder in the badge', () => {
    expect(featureAccess('studyAdvice', 31, true).badge).toBe('4/35 uses');
  });
});

describe('featureAccess: free user', () => {
  it('lets the doubt solver run on the free allowance', () => {
    expect(featureAccess('aiDoubtSolver', 4, false)).toEqual({
      allowed: true,
      badge: '1/5 free',
      blockedMessage: null,
      requiresPayment: false,
      remaining: 1,
    });
  });

  it('blocks the doubt solver at 5 uses with Upgrade Required', () => {
    expect(featureAccess('aiDoubtSolver', 5, false)).toEqual({
      allowed: false,
      badge: '0/5 free',
      blockedMessage: 'Upgrade Required',
      requiresPayment: false,
      remaining: 0,
    });
  });

  it.each(['topicPractice', 'conceptExplainer', 'studyAdvice'] as const)(
    'asks for payment for %s even with uses left',
    (feature) => {
      expect(featureAccess(feature, 0, false)).toEqual({
        allowed: false,
        badge: '5/5 free',
        blockedMessage: null,
        requiresPayment: true,
        remaining: 5,
      });
    },
  );

  it('gives a paid-only feature the Upgrade Required message once the allowance is gone too', () => {
    const access = featureAccess('topicPractice', 5, false);
    expect(access.blockedMessage).toBe('Upgrade Required');
    expect(access.requiresPayment).toBe(true);
    expect(access.allowed).toBe(false);
  });

  it('never shows a negative remainder', () => {
    expect(featureAccess('aiDoubtSolver', 9, false).badge).toBe('0/5 free');
  });
});

describe('countsTowardUsage', () => {
  it('counts only the first 3 concept-explainer messages', () => {
    expect(CONCEPT_EXPLAINER_COUNTED_MESSAGES).toBe(3);
    expect(countsTowardUsage('conceptExplainer', 0)).toBe(true);
    expect(countsTowardUsage('conceptExplainer', 1)).toBe(true);
    expect(countsTowardUsage('conceptExplainer', 2)).toBe(true);
    expect(countsTowardUsage('conceptExplainer', 3)).toBe(false);
    expect(countsTowardUsage('conceptExplainer', 10)).toBe(false);
  });

  it.each(['aiDoubtSolver', 'topicPractice', 'studyAdvice', 'materialPractice'] as const)(
    'always counts %s',
    (feature) => {
      expect(countsTowardUsage(feature, 0)).toBe(true);
      expect(countsTowardUsage(feature, 50)).toBe(true);
    },
  );
});
