import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { TRADE_TYPES } from '@canteen/contract';
import type { Db } from './platform/db/db';
import { startTestServer } from './testing/server';
import { seedDemoCanteens } from './seedCanteens';
import { seedDemoPeople } from './seedPeople';
import { runSubsidySchedules } from './modules/accounts';
import { expectMoneyInvariants } from './testing/money';

const [CONSUME, RECHARGE, SUBSIDY] = [TRADE_TYPES.consume.code, TRADE_TYPES.recharge.code, TRADE_TYPES.subsidy.code];

interface Entry {
  accountId: number;
  wallet: 'cash' | 'subsidy' | 'gift';
  amount: number;
  balanceAfter: number;
  tradeType: number;
  /** Milliseconds since the epoch. */
  at: number;
}

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

const entriesInTimeOrder = (db: Db) =>
  db.query<Entry>(
    `SELECT account_id AS "accountId", wallet, amount::float8 AS amount, balance_after::float8 AS "balanceAfter", trade_type AS "tradeType", ${ms('at')} AS at
     FROM ledger_entries WHERE merchant_id = 1 AND account_id IS NOT NULL ORDER BY account_id, at, id`,
  );

const grants = (db: Db) =>
  db.query<{ people: number; at: number }>(
    `SELECT count(*)::int AS people, ${ms('min(at)')} AS at FROM money_txns
     WHERE merchant_id = 1 AND trade_type = $1 GROUP BY batch_no ORDER BY min(at)`,
    [SUBSIDY],
  );

describe('the demo seed', () => {
  it.each([
    // 10:00 in Shanghai on both days.
    { when: 'in the middle of a month', now: '2026-11-22T02:00:00Z', grantedAt: ['2026-11-15T01:00:00.000Z'], period: '2026-11' },
    { when: 'in a week that began last month', now: '2026-12-03T02:00:00Z', grantedAt: ['2026-11-26T01:00:00.000Z', '2026-11-30T22:00:00.000Z'], period: '2026-12' },
  ])('tells a true story $when: money in first, lunches after, and the scheduler has nothing left to grant', async ({ now, grantedAt, period }) => {
    // A server of its own per case, open only while the case runs (well under the app's one-minute tick).
    const t = await startTestServer();
    try {
      await seedDemoCanteens(t.db);
      await seedDemoPeople(t.db, new Date(now));
      await expectMoneyInvariants(t.db);

      // Each wallet read in time order never goes below zero, and is what the ledger recorded at each step.
      const entries = await entriesInTimeOrder(t.db);
      const byAccount = new Map<number, Entry[]>();
      for (const e of entries) byAccount.set(e.accountId, [...(byAccount.get(e.accountId) ?? []), e]);
      expect(byAccount.size).toBe(36);
      for (const [accountId, list] of byAccount) {
        const running = { cash: 0, subsidy: 0, gift: 0 };
        for (const e of list) {
          running[e.wallet] += e.amount;
          expect(running[e.wallet], `account ${accountId} ${e.wallet} at ${new Date(e.at).toISOString()}`).toBe(e.balanceAfter);
          expect(e.balanceAfter).toBeGreaterThanOrEqual(0);
        }
        const first = (type: number) => Math.min(...list.filter((e) => e.tradeType === type).map((e) => e.at));
        expect(first(CONSUME), `account ${accountId} eats after its recharge`).toBeGreaterThan(first(RECHARGE));
        expect(first(CONSUME), `account ${accountId} eats after its subsidy`).toBeGreaterThan(first(SUBSIDY));
        expect(list.filter((e) => e.tradeType === CONSUME).length).toBeGreaterThan(0);
      }

      // This month's grant (and, across a month start, last month's before it) to everyone, and the rule remembers it.
      expect((await grants(t.db)).map((g) => [g.people, new Date(g.at).toISOString()])).toEqual(grantedAt.map((at) => [36, at]));
      const rule = async () => (await t.db.query<{ lastPeriod: string }>(`SELECT last_period AS "lastPeriod" FROM sub_time_rules WHERE merchant_id = 1`))[0];
      expect(await rule()).toEqual({ lastPeriod: period });

      // The scheduler's next tick, a minute later, grants and clears nothing.
      const txns = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM money_txns`))[0].n;
      const before = await txns();
      const log = { info: vi.fn(), error: vi.fn() };
      await runSubsidySchedules(t.db, log as unknown as FastifyBaseLogger, new Date(new Date(now).getTime() + 60_000));
      expect(log.error).not.toHaveBeenCalled();
      expect(log.info).not.toHaveBeenCalled();
      expect(await txns()).toBe(before);
      expect(await rule()).toEqual({ lastPeriod: period });
    } finally {
      await t.close();
    }
  });
});
