import { sql, type Kysely } from 'kysely';
import { EMPTY_USAGE, FEATURES, type Feature, type UsageCounters } from '../../core/access/access.model';
import type { Allowance, Entitlements, PlanAndUsage } from '../../core/billing/billing.ports';
import type { Database } from '../database/schema';
import type { StatusCache } from './status-cache';

/** The allowance of the plan in force; started again when a payment is approved. */
export const PLAN_PERIOD = 'plan';

export type { PlanAndUsage };

/**
 * Usage metering in PostgreSQL. A use is checked and counted in one statement: the plan is read,
 * the allowance chosen for it, and the counter raised only while below it, so any number of
 * parallel requests, on any number of server processes, get exactly the allowance.
 */
export class UsageStore implements Entitlements {
  constructor(
    private readonly db: Kysely<Database>,
    /** Copies of the status, forgotten on every change this store makes (and by the change feed for others'). */
    private readonly statusCache: StatusCache<PlanAndUsage>,
  ) {}

  async take(userId: string, feature: Feature, limits: Allowance, nowMs: number): Promise<number | null> {
    const now = new Date(nowMs);
    const allowance = sql<number>`(
      select case when paid then ${limits.paid}::int else ${limits.free}::int end from plan
    )`;
    const row = await this.db
      .with('plan', (db) =>
        db.selectNoFrom((eb) =>
          eb
            .exists(db.selectFrom('subscriptions').select('user_id').where('user_id', '=', userId).where('valid_till', '>=', now))
            .as('paid'),
        ),
      )
      .insertInto('usage_counters')
      .columns(['user_id', 'feature', 'period', 'used', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('plan')
          .select([
            sql<string>`${userId}::uuid`.as('user_id'),
            sql<Feature>`${feature}::text`.as('feature'),
            sql<string>`${PLAN_PERIOD}::text`.as('period'),
            sql<number>`1`.as('used'),
            sql<Date>`${now}::timestamptz`.as('updated_at'),
          ])
          .where(allowance, '>', 0),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'feature', 'period'])
          .doUpdateSet((eb) => ({ used: eb('usage_counters.used', '+', 1), updated_at: now }))
          .where('usage_counters.used', '<', allowance),
      )
      .returning('used')
      .executeTakeFirst();
    if (row) this.statusCache.forget(userId);
    return row?.used ?? null;
  }

  async giveBack(userId: string, feature: Feature): Promise<void> {
    await this.db
      .updateTable('usage_counters')
      .set((eb) => ({ used: eb('used', '-', 1) }))
      .where('user_id', '=', userId)
      .where('feature', '=', feature)
      .where('period', '=', PLAN_PERIOD)
      .where('used', '>', 0)
      .execute();
    this.statusCache.forget(userId);
  }

  /**
   * The student's plan and uses of the plan's allowance. The app asks for it on every screen and
   * every few seconds while a payment waits, so it comes from this process's copy while the
   * change feed is live, else in one round trip.
   */
  planAndUsage(userId: string): Promise<PlanAndUsage> {
    return this.statusCache.read(userId, () => this.readPlanAndUsage(userId));
  }

  private async readPlanAndUsage(userId: string): Promise<PlanAndUsage> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb.selectFrom('subscriptions').select('plan').where('user_id', '=', userId).as('plan'),
        eb.selectFrom('subscriptions').select('valid_till').where('user_id', '=', userId).as('valid_till'),
        eb
          .selectFrom('usage_counters')
          .select(sql<Record<string, number> | null>`json_object_agg(feature, used)`.as('usage'))
          .where('user_id', '=', userId)
          .where('period', '=', PLAN_PERIOD)
          .as('usage'),
      ])
      .executeTakeFirstOrThrow();
    const usage: UsageCounters = { ...EMPTY_USAGE };
    for (const feature of FEATURES) {
      const used = row.usage?.[feature];
      if (typeof used === 'number') usage[feature] = used;
    }
    const plan = row.plan && row.valid_till ? { plan: row.plan, validTill: new Date(row.valid_till).getTime() } : null;
    return { plan, usage };
  }
}
