import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentDetailsInput } from '../../../core/payment/payment.model';
import { buildPaymentSubmission, checkPaymentSubmission, sanitizeLast4, validatePaymentDetails } from '../../../core/payment/payment.validation';

const VALID: PaymentDetailsInput = { plan: 'daily', bankingName: 'Asha Rao', last4: '1234', notes: '' };

describe('sanitizeLast4', () => {
  it('strips non-digits and keeps the first 4 digits', () => {
    expect(sanitizeLast4('12a3-4')).toBe('1234');
    expect(sanitizeLast4('123456')).toBe('1234');
    expect(sanitizeLast4('ab')).toBe('');
    expect(sanitizeLast4(' 9 8 ')).toBe('98');
  });

  it('always returns at most 4 digits, all taken from the input in order', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const last4 = sanitizeLast4(raw);
        expect(last4).toMatch(/^\d{0,4}$/);
        expect(raw.replace(/\D/g, '').startsWith(last4)).toBe(true);
      }),
    );
  });
});

describe('validatePaymentDetails', () => {
  it('accepts a banking name and 4 digits, with or without notes', () => {
    expect(validatePaymentDetails(VALID)).toBeNull();
    expect(validatePaymentDetails({ ...VALID, notes: 'paid from GPay' })).toBeNull();
  });

  it('requires a non-blank banking name', () => {
    const expected = { title: 'Missing Banking Name', description: 'Please enter your banking name' };
    expect(validatePaymentDetails({ ...VALID, bankingName: '' })).toEqual(expected);
    expect(validatePaymentDetails({ ...VALID, bankingName: '   ' })).toEqual(expected);
  });

  it.each(['', '123', '12345', '12a4', ' 123'])('rejects last 4 digits %j', (last4) => {
    expect(validatePaymentDetails({ ...VALID, last4 })).toEqual({
      title: 'Invalid Last 4 Digits',
      description: 'Please enter the last 4 digits of transaction ID',
    });
  });

  it('reports the banking name before the digits', () => {
    expect(validatePaymentDetails({ ...VALID, bankingName: '', last4: '' })?.title).toBe('Missing Banking Name');
  });
});

describe('buildPaymentSubmission', () => {
  it('builds a daily UPI submission at 15 rupees without notes', () => {
    const submission = buildPaymentSubmission({ ...VALID, bankingName: '  Asha Rao ', notes: '   ' });
    expect(submission).toEqual({
      transactionId: '',
      bankingName: 'Asha Rao',
      last4: '1234',
      amount: 15,
      paymentMethod: 'upi',
      planType: 'daily',
    });
    expect('notes' in submission).toBe(false);
  });

  it('builds a monthly submission at 300 rupees with trimmed notes', () => {
    expect(buildPaymentSubmission({ ...VALID, plan: 'monthly', notes: '  from SBI  ' })).toEqual({
      transactionId: '',
      bankingName: 'Asha Rao',
      last4: '1234',
      amount: 300,
      paymentMethod: 'upi',
      planType: 'monthly',
      notes: 'from SBI',
    });
  });
});

describe('checkPaymentSubmission', () => {
  const submission = buildPaymentSubmission(VALID);

  it('accepts what the payment dialog builds, for either plan', () => {
    expect(checkPaymentSubmission(submission)).toBeNull();
    expect(checkPaymentSubmission(buildPaymentSubmission({ ...VALID, plan: 'monthly' }))).toBeNull();
  });

  it('refuses, saying why, a blank name, bad digits, an unknown plan or an amount that is not the price', () => {
    expect(checkPaymentSubmission({ ...submission, bankingName: '  ' })).toBe('Please enter your banking name');
    expect(checkPaymentSubmission({ ...submission, last4: '12a4' })).toBe('Please enter the last 4 digits of transaction ID');
    expect(checkPaymentSubmission({ ...submission, planType: 'yearly' as never })).toBe('Unknown plan.');
    expect(checkPaymentSubmission({ ...submission, planType: 'toString' as never })).toBe('Unknown plan.');
    expect(checkPaymentSubmission({ ...submission, amount: 14 })).toBe('The Try It Today plan costs ₹15.');
    expect(checkPaymentSubmission({ ...submission, planType: 'monthly' })).toBe('The Monthly Access plan costs ₹300.');
  });
});
