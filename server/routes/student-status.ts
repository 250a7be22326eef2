import type { BackendUserStatus, UsageCounters } from '../../core/access/access.model';
import { planStatus } from '../../core/access/plan-grant.rules';
import type { StudentsStore } from '../stores/students.store';
import type { UsageStore } from '../stores/usage.store';

export type StudentStatus = BackendUserStatus & { readonly usage: UsageCounters };

/** The status both APIs report (spec §3 "Backend user status"), derived from the database, with the usage counters. */
export async function studentStatus(students: StudentsStore, usage: UsageStore, userId: string, now: Date): Promise<StudentStatus> {
  const [grant, counters] = await Promise.all([students.plan(userId), usage.read(userId)]);
  return { ...planStatus(grant, now.getTime()), usage: counters };
}
