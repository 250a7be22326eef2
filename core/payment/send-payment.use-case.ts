import type { Backend } from '../ports/backend.port';
import { AppError } from '../shared/app-error';
import { PAYMENT_MESSAGES, PAYMENT_NOTICES, type Notice } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import type { PaymentDetailsInput } from './payment.model';
import { buildPaymentSubmission, validatePaymentDetails } from './payment.validation';

const FAILED_TITLE = PAYMENT_NOTICES.submitFailed('').title;

/** Sends the UPI payment details for operator approval. */
export class SendPayment {
  constructor(private readonly backend: Backend) {}

  async execute(details: PaymentDetailsInput): Promise<Result<Notice>> {
    const invalid = validatePaymentDetails(details);
    if (invalid) return fail('validation', invalid.description ?? '', invalid.title);
    try {
      const reply = await this.backend.submitPayment(buildPaymentSubmission(details));
      if (!reply.success) return fail('http', reply.message.trim() || PAYMENT_MESSAGES.unknownError, FAILED_TITLE);
      return ok(PAYMENT_NOTICES.submitted);
    } catch (error) {
      const appError = AppError.from(error);
      return fail(appError.code, appError.message.trim() || PAYMENT_MESSAGES.submitFallback, FAILED_TITLE);
    }
  }
}
