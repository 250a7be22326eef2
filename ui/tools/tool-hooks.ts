import type { AppError } from '../../core/shared/app-error';

/** What a tool asks of the dashboard around it. */
export interface ToolHooks {
  /** A use was counted: the dashboard refreshes its badges. */
  readonly onUsed: () => void;
  /**
   * Payment is needed (a paid-only tool, or the host said so): the dashboard shows why, in the
   * server's words where it gave some (spec §6), and opens the payment dialog.
   */
  readonly onPaymentRequired: (message: string) => void;
  /** Every error goes here first; true when it ended the session. */
  readonly onError: (error: AppError) => Promise<boolean>;
}

/** The failures the dashboard deals with for every tool: an ended session, a request for payment. */
export async function handledByDashboard(hooks: ToolHooks, error: AppError): Promise<boolean> {
  if (await hooks.onError(error)) return true;
  if (error.code !== 'payment_required') return false;
  hooks.onPaymentRequired(error.message);
  return true;
}
