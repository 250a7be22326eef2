import type { ServerReply } from './payment.model';

/**
 * The confirmation the student's app sends once the operator has approved a payment (the AI
 * host's /api/confirm-payment, spec §7). What was paid is read from the backend's own records;
 * `amountPaid` is only what the app shows.
 */
export const PaymentConfirmation = Symbol('PaymentConfirmation');
export interface PaymentConfirmation {
  confirmPayment(input: { readonly userId: string; readonly amountPaid: number }): Promise<ServerReply>;
}
