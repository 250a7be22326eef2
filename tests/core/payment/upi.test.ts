import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../core/billing/plans';
import { upiPaymentUri } from '../../../core/payment/upi';

describe('upiPaymentUri', () => {
  it('asks for the plan price, in rupees, from the configured payee', () => {
    const uri = upiPaymentUri({ vpa: 'nyayapath@okaxis', payee: 'NyayaPath Learning' }, PLANS.daily);
    expect(uri).toBe('upi://pay?pa=nyayapath%40okaxis&pn=NyayaPath%20Learning&am=15.00&cu=INR&tn=NyayaPath%20Try%20It%20Today');
    const params = new URL(uri.replace('upi://pay', 'https://x/')).searchParams;
    expect(params.get('pa')).toBe('nyayapath@okaxis');
    expect(upiPaymentUri({ vpa: 'a@b', payee: 'P' }, PLANS.monthly)).toContain('am=300.00');
  });
});
