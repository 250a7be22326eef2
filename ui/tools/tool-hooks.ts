import { runInAction } from 'mobx';
import type { AppError } from '../../core/shared/app-error';
import type { Result } from '../../core/shared/result';

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

/**
 * How a tool's request ends: on success `succeeded` takes the value (in one action) and the use is
 * counted; on failure `stopped` runs, then the dashboard deals with what it does for every tool.
 * The error left for the tool to show, or null when there is none.
 */
export async function settleRequest<T>(hooks: ToolHooks, result: Result<T>, succeeded: (value: T) => void, stopped: () => void): Promise<AppError | null> {
  if (result.ok) {
    runInAction(() => succeeded(result.value));
    hooks.onUsed();
    return null;
  }
  runInAction(stopped);
  return (await handledByDashboard(hooks, result.error)) ? null : result.error;
}
