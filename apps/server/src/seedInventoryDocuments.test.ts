import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { systemCtx } from './platform/systemCtx';
import { stockBreaches } from './modules/inventory';
import { seedDemoCanteens } from './seedCanteens';
import { seedInventoryStock } from './seedInventoryStock';
import { seedInventoryDocuments } from './seedInventoryDocuments';

describe('the demo inbound and outbound seed', () => {
  it('receives two weeks of deliveries, issues daily to the kitchen, leaves a draft of each, once', async () => {
    const t = await startTestServer();
    try {
      await seedDemoCanteens(t.db);
      // The raw materials and suppliers seeds are other parts': a few are put in by hand.
      for (const name of ['大米', '花生油', '鸡蛋', '五花肉', '西红柿', '豆腐']) await t.db.query(`INSERT INTO menu_materials (merchant_id, name, unit) VALUES (1, $1, 'g')`, [name]);
      const suppliers = await t.db.query<{ id: number }>(`INSERT INTO pur_suppliers (merchant_id, name) VALUES (1, '绿源农场'), (1, '鲜达肉禽') RETURNING id`);
      // Thursday 2026-11-26, 10:00 in Shanghai.
      const ctx = { ...systemCtx(t.db, 1), now: () => new Date('2026-11-26T02:00:00Z') };
      const stock = await seedInventoryStock(ctx);
      const refs = { warehouseIds: stock.warehouseIds, houseMaterialIds: stock.houseMaterialIds, supplierIds: suppliers.map((s) => s.id) };
      await seedInventoryDocuments(ctx, refs);

      const docs = await t.db.query<{ kind: string; state: string; n: number; first: string; last: string }>(
        `SELECT 'in' AS kind, state, count(*)::int AS n, min(inbound_date)::text AS first, max(inbound_date)::text AS last FROM inv_inbounds WHERE merchant_id = 1 GROUP BY state
         UNION ALL SELECT 'out', state, count(*)::int, min(outbound_date)::text, max(outbound_date)::text FROM inv_outbounds WHERE merchant_id = 1 GROUP BY state ORDER BY 1, 2`,
      );
      expect(docs.filter((d) => d.state === 'draft').map((d) => [d.kind, d.n, d.first])).toEqual([
        ['in', 1, '2026-11-26'],
        ['out', 1, '2026-11-26'],
      ]);
      const committedIn = docs.find((d) => d.kind === 'in' && d.state === 'committed')!;
      expect(committedIn).toMatchObject({ first: '2026-11-12', last: '2026-11-24' });
      expect(committedIn.n).toBeGreaterThanOrEqual(8);
      expect(docs.find((d) => d.kind === 'out' && d.state === 'committed')!.n).toBeGreaterThanOrEqual(10);
      // Suppliers named, batch numbers given, some stock expiring within a week.
      expect((await t.db.query(`SELECT 1 FROM inv_batches WHERE merchant_id = 1 AND (supplier_id IS NULL OR batch_no = '')`)).length).toBe(0);
      const soon = await t.db.query(`SELECT 1 FROM inv_batches WHERE merchant_id = 1 AND qty > 0 AND expiry_date BETWEEN '2026-11-26' AND '2026-12-03'`);
      expect(soon.length).toBeGreaterThan(0);
      expect(await stockBreaches({ db: t.db, merchantId: 1 })).toEqual([]);

      await seedInventoryDocuments(ctx, refs);
      expect((await t.db.query(`SELECT 1 FROM inv_inbounds WHERE merchant_id = 1`)).length).toBe(committedIn.n + 1);
    } finally {
      await t.close();
    }
  });
});
