import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { TRADE_TYPES } from '@canteen/contract';
import type { Db } from './platform/db/db';
import { startTestServer } from './testing/server';
import { seedDemoCanteens } from './seedCanteens';
import { seedDemoPeople } from './seedPeople';
import { runSubsidySchedules } from './modules/accounts';
import { expectMoneyInvariants } from './testing/money';

const [CONSUME, RECHARGE, SUBSIDY, WITHDRAWAL] = [TRADE_TYPES.consume.code, TRADE_TYPES.recharge.code, TRADE_TYPES.subsidy.code, TRADE_TYPES.withdrawal.code];

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
    // 10:00 in Shanghai on both days; the story began 30 days before.
    { when: 'across a month start', now: '2026-11-22T02:00:00Z', grantedAt: ['2026-10-23T01:00:00.000Z', '2026-10-31T22:00:00.000Z'], period: '2026-11' },
    { when: 'within one long month', now: '2026-12-31T02:00:00Z', grantedAt: ['2026-12-01T01:00:00.000Z'], period: '2026-12' },
  ])('tells a true month $when: money in first, meals after, and the scheduler has nothing left to grant', async ({ now, grantedAt, period }) => {
    // A server of its own per case, without the app's timers: its one-minute subsidy tick runs on the real clock, and
    // seeding a month takes longer than a minute. The case runs the scheduler's tick itself, at the story's time.
    vi.spyOn(globalThis, 'setInterval').mockImplementation((() => ({ unref() {} })) as unknown as typeof setInterval);
    const t = await startTestServer();
    vi.restoreAllMocks();
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

      // Meals on the working days of the month only: breakfast at the noodle stall, lunch at two, dinner.
      const meals = await t.db.query<{ day: string; dow: number; period: number; stall: string }>(
        `SELECT to_char(o.meal_day, 'YYYY-MM-DD') AS day, extract(isodow FROM o.meal_day)::int AS dow, o.meal_period AS period, s.name AS stall
         FROM orders o JOIN stalls s ON s.id = o.stall_id WHERE o.merchant_id = 1 AND o.state = 'paid'`,
      );
      expect(meals.filter((m) => m.dow > 5)).toEqual([]);
      expect(new Set(meals.filter((m) => m.period === 2).map((m) => m.day)).size).toBeGreaterThanOrEqual(20);
      expect([...new Set(meals.map((m) => `${m.period} ${m.stall}`))].sort()).toEqual(['1 面食档口', '2 快餐档口', '2 风味小炒', '4 快餐档口']);

      // Top-ups at the counter by the administrator during the month, and one withdrawal.
      const counter = await t.db.query<{ tradeType: number; payType: string | null; operator: string; n: number }>(
        `SELECT trade_type AS "tradeType", pay_type AS "payType", operator_name AS operator, count(*)::int AS n FROM money_txns
         WHERE merchant_id = 1 AND trade_type IN ($1, $2) AND at > (SELECT min(at) FROM money_txns WHERE merchant_id = 1) + interval '1 hour'
         GROUP BY 1, 2, 3 ORDER BY 1, 2`,
        [RECHARGE, WITHDRAWAL],
      );
      expect(counter.filter((r) => r.tradeType === RECHARGE).map((r) => [r.payType, r.operator])).toEqual([
        ['alipay', 'admin'],
        ['cash', 'admin'],
        ['wechat', 'admin'],
      ]);
      expect(counter.filter((r) => r.tradeType === RECHARGE).reduce((s, r) => s + r.n, 0)).toBeGreaterThanOrEqual(5);
      expect(counter.filter((r) => r.tradeType === WITHDRAWAL).map((r) => [r.operator, r.n])).toEqual([['admin', 1]]);

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
  }, 300_000);
});
