import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { systemCtx } from './platform/systemCtx';
import { seedDemoCanteens } from './seedCanteens';
import { seedDemoMenu } from './seedMenu';
import { seedMenuRecipes } from './seedMenuRecipes';
import { seedInventoryStock } from './seedInventoryStock';
import { seedProcurementSuppliers } from './seedProcurementSuppliers';
import { seedProcurementPlans } from './seedProcurementPlans';

describe('the demo purchase plans seed', () => {
  it("drafts a plan from next week's recipes and commits one whose orders stand in each state, once", async () => {
    const t = await startTestServer();
    try {
      await seedDemoCanteens(t.db);
      // Thursday 2026-11-26, 10:00 in Shanghai: next week runs from Monday 11-30.
      const now = new Date('2026-11-26T02:00:00Z');
      await seedDemoMenu(t.db, now);
      const ctx = { ...systemCtx(t.db, 1), now: () => now };
      await seedMenuRecipes(ctx);
      const stock = await seedInventoryStock(ctx);
      const suppliers = await seedProcurementSuppliers(ctx);
      const refs = { warehouseIds: stock.warehouseIds, supplierIds: Object.fromEntries(suppliers) };
      await seedProcurementPlans(ctx, refs);

      const plans = await t.db.query<{ id: number; state: string; source: string; recipe_from: string | null; lines: number }>(
        `SELECT id, state, source, to_char(recipe_from, 'YYYY-MM-DD') AS recipe_from, (SELECT count(*)::int FROM pur_plan_lines l WHERE l.plan_id = p.id) AS lines
           FROM pur_plans p WHERE merchant_id = 1 ORDER BY id`,
      );
      expect(plans.map((p) => [p.state, p.source, p.recipe_from])).toEqual([
        ['draft', 'recipes', '2026-11-30'],
        ['committed', 'manual', null],
      ]);
      expect(plans.every((p) => p.lines > 0)).toBe(true);
      const orders = await t.db.query<{ state: string; inbound_id: number | null }>(`SELECT state, inbound_id FROM pur_orders WHERE plan_id = $1 ORDER BY id`, [plans[1].id]);
      expect(orders.map((o) => o.state)).toEqual(['ordered', 'sent', 'received', 'cancelled']);
      const [inbound] = await t.db.query<{ state: string; lines: number }>(
        `SELECT state, (SELECT count(*)::int FROM inv_inbound_lines l WHERE l.inbound_id = i.id) AS lines FROM inv_inbounds i WHERE id = $1`,
        [orders[2].inbound_id],
      );
      expect(inbound.state).toBe('draft');
      expect(inbound.lines).toBeGreaterThan(0);
      expect((await t.db.query(`SELECT 1 FROM pur_mails WHERE merchant_id = 1`)).length).toBe(1);

      await seedProcurementPlans(ctx, refs);
      expect((await t.db.query(`SELECT 1 FROM pur_plans WHERE merchant_id = 1`)).length).toBe(2);
    } finally {
      await t.close();
    }
  });
});
