import { describe, expect, it } from 'vitest';
import { classifyUnauthorized, isPaymentMatter } from '../../../core/auth/unauthorized.rules';
import { AppError } from '../../../core/shared/app-error';

describe('isPaymentMatter', () => {
  it.each(['/api/payments/submit', '/api/user/start-free-trial/u1', '/api/upgrade', '/API/PAYMENT'])(
    'recognises the path %s',
    (path) => {
      expect(isPaymentMatter(path, null)).toBe(true);
    },
  );

  it.each(['Payment required', 'Please UPGRADE your plan', 'Your trial has ended'])('recognises the message %s', (message) => {
    expect(isPaymentMatter('/api/user/status', message)).toBe(true);
  });

  it('is false for anything else', () => {
    expect(isPaymentMatter('/api/user/status', 'Token expired')).toBe(false);
    expect(isPaymentMatter('/api/user/status', undefined)).toBe(false);
  });
});

describe('classifyUnauthorized', () => {
  it("keeps the user signed in with the server's message on a payment matter", () => {
    const error = classifyUnauthorized('/api/user/status', '  Your trial has ended  ');
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('payment_required');
    expect(error.message).toBe('Your trial has ended');
  });

  it('falls back to the payment-required text when the server says nothing', () => {
    for (const message of [null, undefined, '   ']) {
      const error = classifyUnauthorized('/api/payments/submit', message);
      expect(error.code).toBe('payment_required');
      expect(error.message).toBe('Payment required to use this feature');
    }
  });

  it('expires the session on any other 401', () => {
    const error = classifyUnauthorized('/api/user/status', 'jwt expired');
    expect(error.code).toBe('session_expired');
    expect(error.message).toBe('Authentication failed');
  });
});
