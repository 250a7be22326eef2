import type { PlanOption } from './payment.model';

export interface UpiPayee {
  readonly vpa: string;
  readonly payee: string;
}

/**
 * The UPI deep link a payment app opens from the QR code (NPCI's `upi://pay` format): payee
 * address and name, the exact amount in rupees, INR, and a note naming the plan.
 */
export function upiPaymentUri({ vpa, payee }: UpiPayee, plan: PlanOption): string {
  const params = new URLSearchParams({
    pa: vpa,
    pn: payee,
    am: plan.price.toFixed(2),
    cu: 'INR',
    tn: `NyayaPath ${plan.name}`,
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}
