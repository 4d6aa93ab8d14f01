import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { systemCtx } from './platform/systemCtx';
import { seedDemoCanteens } from './seedCanteens';
import { seedInventoryStock } from './seedInventoryStock';

describe('the demo inventory seed', () => {
  it('makes the units, a dry and a cold store in the main canteen keeping the demo materials, once', async () => {
    const t = await startTestServer();
    try {
      await seedDemoCanteens(t.db);
      // The raw materials seed is another part's: a few demo materials are put in by hand.
      for (const name of ['大米', '面粉', '花生油', '鸡蛋', '牛奶', '五花肉']) await t.db.query(`INSERT INTO menu_materials (merchant_id, name, unit) VALUES (1, $1, 'g')`, [name]);
      const ctx = systemCtx(t.db, 1);
      const first = await seedInventoryStock(ctx);
      expect(Object.keys(first.unitIds).sort()).toEqual(['个', '克', '千克', '升', '斤', '毫升', '瓶', '箱', '袋'].sort());
      expect(Object.keys(first.warehouseIds).sort()).toEqual(['主食库', '冷库'].sort());
      expect(Object.keys(first.houseMaterialIds).sort()).toEqual(['大米', '面粉', '花生油', '鸡蛋', '牛奶', '五花肉'].sort());
      const rows = await t.db.query<{ warehouse: string; material: string; unit: string; min: number; max: number; shelf: number }>(
        `SELECT w.name AS warehouse, m.name AS material, u.name AS unit, h.min_qty::float8 AS min, h.max_qty::float8 AS max, h.shelf_life_days AS shelf
           FROM inv_house_materials h JOIN inv_warehouses w ON w.id = h.warehouse_id JOIN menu_materials m ON m.id = h.material_id JOIN inv_units u ON u.id = h.unit_id
          WHERE h.merchant_id = 1 ORDER BY h.id`,
      );
      expect(rows.find((r) => r.material === '大米')).toEqual({ warehouse: '主食库', material: '大米', unit: '千克', min: 100, max: 1000, shelf: 365 });
      expect(rows.find((r) => r.material === '鸡蛋')).toMatchObject({ warehouse: '冷库', unit: '个' });
      expect(rows.find((r) => r.material === '牛奶')).toMatchObject({ warehouse: '冷库', unit: '升' });
      const jin = await t.db.query(`SELECT b.name AS base, u.ratio::float8 AS ratio FROM inv_units u JOIN inv_units b ON b.id = u.base_unit_id WHERE u.merchant_id = 1 AND u.name = '斤'`);
      expect(jin).toEqual([{ base: '克', ratio: 500 }]);

      expect(await seedInventoryStock(ctx)).toEqual(first);
      expect((await t.db.query(`SELECT 1 FROM inv_house_materials WHERE merchant_id = 1`)).length).toBe(6);
    } finally {
      await t.close();
    }
  });
});
