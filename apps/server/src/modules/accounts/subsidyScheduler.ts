import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db';
import { systemCtx } from '../../platform/systemCtx';
import { txWithRetry } from '../../platform/db/retry';
import { runDueTimeRules } from './subsidyRules';

/**
 * The subsidy time rules' clock: every minute, each merchant with enabled time rules grants what has come due,
 * one merchant per transaction. A grant's bizNos name its period, so a tick that runs twice (two servers, a
 * restart mid-grant) grants once. `now` is the tick's moment (tests set it).
 */
export async function runSubsidySchedules(db: Db, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  const merchants = await db.query<{ merchant_id: number }>(`SELECT DISTINCT merchant_id FROM sub_time_rules WHERE enabled`);
  for (const { merchant_id } of merchants) {
    try {
      const grants = await txWithRetry(db, (tx) => runDueTimeRules({ ...systemCtx(tx, merchant_id, { log }), now: () => now }));
      for (const g of grants) log.info({ merchantId: merchant_id, ...g }, 'subsidy time rule granted');
    } catch (err) {
      log.error({ err, merchantId: merchant_id }, 'subsidy time rule failed');
    }
  }
}
