import { describe, expect, it } from 'vitest';
import { approvalNotice, isApproved, POLL_INTERVAL_MS, POLL_TIMEOUT_MS } from '../../../core/payment/approval.rules';

describe('polling constants', () => {
  it('polls every 5 seconds and gives up after 120 seconds', () => {
    expect(POLL_INTERVAL_MS).toBe(5_000);
    expect(POLL_TIMEOUT_MS).toBe(120_000);
  });
});

describe('isApproved', () => {
  it('is approved once the account is upgraded', () => {
    expect(isApproved({ hasActivePlan: false, accountStatus: 'upgraded' })).toBe(true);
  });

  it('is approved once a plan is active', () => {
    expect(isApproved({ hasActivePlan: true, accountStatus: 'free' })).toBe(true);
  });

  it('is not approved while free or expired without an active plan', () => {
    expect(isApproved({ hasActivePlan: false, accountStatus: 'free' })).toBe(false);
    expect(isApproved({ hasActivePlan: false, accountStatus: 'expired' })).toBe(false);
  });
});

describe('approvalNotice', () => {
  it('announces an approval', () => {
    expect(approvalNotice('approved')).toEqual({
      title: 'Payment Approved!',
      description: 'You now have premium access to all features.',
    });
  });

  it('announces a payment under review', () => {
    expect(approvalNotice('under_review')).toEqual({
      title: 'Payment Submitted',
      description: "Your payment is under review. You'll be notified when approved.",
    });
  });

  it('adds nothing to the Session Expired notice when a 401 ended the wait', () => {
    expect(approvalNotice('session_ended')).toBeNull();
  });

  it('tells the user to check back when polling failed', () => {
    expect(approvalNotice('poll_failed')).toEqual({
      title: 'Payment Submitted',
      description: 'Payment submitted successfully. Please check back later for approval status.',
    });
  });
});
