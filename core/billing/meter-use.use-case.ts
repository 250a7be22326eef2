import type { Feature } from '../access/access.model';
import { featureAccess } from '../access/feature-access.rules';
import { ACCESS_MESSAGES, AUTH_MESSAGES } from '../shared/messages';
import { usageAllowance } from './allowance.rules';
import { BILLING_REPLIES } from './billing.messages';
import type { Entitlements } from './billing.ports';
import { hasRunningPlan } from './plan-grant.rules';

/** What a tool produced, and whether it is an answer the use pays for. */
export interface Answered<T> {
  readonly value: T;
  readonly charged: boolean;
}

export type MeteredOutcome<T> = { readonly kind: 'answered'; readonly value: T } | { readonly kind: 'refused'; readonly message: string };

/**
 * Every AI tool's use: one use of the plan's allowance is taken before the tool runs, so no burst
 * of parallel calls gets past it, and given back when nothing was answered (a decline, an
 * approach, a refusal or a failure): the student pays only for answers.
 */
export class MeterUse {
  constructor(private readonly entitlements: Entitlements) {}

  async run<T>(userId: string, feature: Feature, now: number, answer: () => Promise<Answered<T>>): Promise<MeteredOutcome<T>> {
    const allowance = { free: usageAllowance(feature, false), paid: usageAllowance(feature, true) };
    if ((await this.entitlements.take(userId, feature, allowance, now)) === null) {
      return { kind: 'refused', message: await this.whyRefused(userId, feature, now) };
    }
    let answered: Answered<T>;
    try {
      answered = await answer();
    } catch (error) {
      await this.entitlements.giveBack(userId, feature);
      throw error;
    }
    if (!answered.charged) await this.entitlements.giveBack(userId, feature);
    return { kind: 'answered', value: answered.value };
  }

  /** Why no use was left, in the words of core's access rules. */
  private async whyRefused(userId: string, feature: Feature, now: number): Promise<string> {
    const current = await this.entitlements.planAndUsage(userId);
    const paid = hasRunningPlan(current.plan, now);
    const access = featureAccess(feature, current.usage[feature], paid);
    if (access.requiresPayment) return AUTH_MESSAGES.paymentRequired;
    return paid ? BILLING_REPLIES.creditsOver : (access.blockedMessage ?? ACCESS_MESSAGES.upgradeRequired);
  }
}
