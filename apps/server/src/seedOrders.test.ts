import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { expectMoneyInvariants } from './testing/money';
import { seedDemoCanteens } from './seedCanteens';
import { seedDemoPeople } from './seedPeople';
import { seedDemoOrders } from './seedOrders';

describe('the demo refund requests', () => {
  it('asks, approves, rejects and cancels refunds of the demo lunches through the real services, once', async () => {
    const t = await startTestServer();
    try {
      const now = new Date('2026-03-18T11:00:00Z');
      await seedDemoCanteens(t.db);
      await seedDemoPeople(t.db, now);
      await seedDemoOrders(t.db);
      await seedDemoOrders(t.db);
      const states = Object.fromEntries(
        (await t.db.query<{ state: string; n: number }>(`SELECT state, count(*)::int AS n FROM refund_requests WHERE merchant_id = 1 GROUP BY state`)).map((r) => [r.state, r.n]),
      );
      expect(states).toEqual({ approved: 4, rejected: 2, cancelled: 1, pending: 3 });
      const sources = await t.db.query<{ source: string }>(`SELECT DISTINCT source FROM refund_requests ORDER BY source`);
      expect(sources.map((s) => s.source)).toEqual(['app', 'console']);
      const refunded = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE merchant_id = 1 AND state IN ('refunded', 'part_refunded')`);
      expect(refunded[0].n).toBe(4);
      await expectMoneyInvariants(t.db);
    } finally {
      await t.close();
    }
  }, 180_000);
});
