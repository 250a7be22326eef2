import type { BackendUserStatus, UsageCounters } from '../../core/access/access.model';
import { planStatus } from '../../core/billing/plan-grant.rules';
import type { UsageStore } from '../stores/usage.store';

export type StudentStatus = BackendUserStatus & { readonly usage: UsageCounters };

/** The status both APIs report (spec §3 "Backend user status"), derived from the database, with the usage counters. */
export async function studentStatus(usage: UsageStore, userId: string, now: Date): Promise<StudentStatus> {
  const current = await usage.planAndUsage(userId);
  return { ...planStatus(current.plan, now.getTime()), usage: current.usage };
}
