import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { expectMoneyInvariants } from './testing/money';
import { seedDemoCanteens } from './seedCanteens';
import { seedDemoPeople } from './seedPeople';
import { seedDemoOrderBookings } from './seedOrderBookings';

describe('the demo bookings', () => {
  it('books, hands over and delivers meals through the real services, once', async () => {
    const t = await startTestServer();
    try {
      // 19:00 in Shanghai: today's lunch and dinner have been served.
      const now = new Date('2026-03-18T11:00:00Z');
      await seedDemoCanteens(t.db);
      await seedDemoPeople(t.db, now);
      await seedDemoOrderBookings(t.db, now);
      await seedDemoOrderBookings(t.db, now);
      const rows = await t.db.query<{ day: string; state: string; via: string | null; n: number }>(
        `SELECT to_char(meal_day, 'YYYY-MM-DD') AS day, state, picked_via AS via, count(*)::int AS n FROM order_bookings WHERE merchant_id = 1 GROUP BY 1, 2, 3`,
      );
      const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((s, r) => s + r.n, 0);
      expect(sum((r) => r.day <= '2026-03-18' && r.via === 'console')).toBeGreaterThan(20);
      expect(sum((r) => r.via === 'delivery')).toBeGreaterThan(0);
      // Meals of the days ahead wait; some past ones were never picked up.
      expect(sum((r) => r.day > '2026-03-18' && r.state === 'booked')).toBeGreaterThan(5);
      expect(sum((r) => r.day > '2026-03-18' && r.state !== 'booked')).toBe(0);
      expect(sum((r) => r.day < '2026-03-18' && r.state === 'booked')).toBeGreaterThan(0);
      const outer = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE merchant_id = 1 AND order_type = 'external'`);
      expect(outer[0].n).toBeGreaterThan(10);
      await expectMoneyInvariants(t.db);
    } finally {
      await t.close();
    }
  }, 180_000);
});
