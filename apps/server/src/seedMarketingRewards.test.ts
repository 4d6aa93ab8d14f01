import { describe, expect, it } from 'vitest';
import { TRADE_TYPES } from '@canteen/contract';
import { startTestServer } from './testing/server';
import { seedDemoCanteens } from './seedCanteens';
import { seedDemoPeople } from './seedPeople';
import { seedDemoRewards } from './seedMarketingRewards';
import { expectMoneyInvariants } from './testing/money';

describe('the demo rewards seed', () => {
  it('grants a festival envelope into gift wallets, keeps a draft, sets point rules and awards the lunches their points', async () => {
    const t = await startTestServer();
    try {
      const now = new Date('2026-11-22T02:00:00Z');
      await seedDemoCanteens(t.db);
      await seedDemoPeople(t.db, now);
      await seedDemoRewards(t.db, now);
      await expectMoneyInvariants(t.db);
      const envelopes = await t.db.query<{ state: string; paid: number }>(`SELECT state, paid_count AS paid FROM mkt_red_envelopes WHERE merchant_id = 1 ORDER BY id`);
      expect(envelopes).toEqual([
        { state: 'granted', paid: 36 },
        { state: 'draft', paid: 0 },
      ]);
      const gifts = await t.db.query<{ n: number; sum: number }>(`SELECT count(*)::int AS n, sum(amount)::float8 AS sum FROM ledger_entries WHERE merchant_id = 1 AND trade_type = $1 AND account_id IS NOT NULL`, [
        TRADE_TYPES.redEnvelope.code,
      ]);
      expect(gifts).toEqual([{ n: 36, sum: 36 * 2000 }]);
      expect((await t.db.query(`SELECT 1 FROM mkt_point_gain_rules WHERE merchant_id = 1`)).length).toBe(1);
      // Every person's balance is what their entries add up to, and the lunches earned some.
      const mismatched = await t.db.query(
        `SELECT b.cust_id FROM point_balances b LEFT JOIN (SELECT cust_id, sum(delta) AS s FROM point_entries GROUP BY cust_id) e ON e.cust_id = b.cust_id WHERE b.balance <> COALESCE(e.s, 0)`,
      );
      expect(mismatched).toEqual([]);
      expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM point_balances WHERE merchant_id = 1 AND balance > 0`))[0].n).toBeGreaterThan(10);
      // Seeding again changes nothing.
      await seedDemoRewards(t.db, now);
      expect((await t.db.query(`SELECT 1 FROM mkt_red_envelopes`)).length).toBe(2);
    } finally {
      await t.close();
    }
  }, 180_000);
});
