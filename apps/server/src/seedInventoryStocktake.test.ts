import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { systemCtx } from './platform/systemCtx';
import { stockBreaches } from './modules/inventory';
import { seedInventoryStocktake } from './seedInventoryStocktake';

describe('the demo stocktake seed', () => {
  it("commits last evening's count of the dry store with a small loss and a gain, once", async () => {
    const t = await startTestServer();
    try {
      // Thursday 2026-11-26, 10:00 in Shanghai. The warehouse and its stock are other parts' seeds: put in by hand.
      const ctx = { ...systemCtx(t.db, 1), now: () => new Date('2026-11-26T02:00:00Z') };
      const [{ id: canteenId }] = await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, '一食堂') RETURNING id`);
      const [{ id: unitId }] = await t.db.query<{ id: number }>(`INSERT INTO inv_units (merchant_id, name) VALUES (1, '千克') RETURNING id`);
      const [{ id: dry }] = await t.db.query<{ id: number }>(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, '主食库') RETURNING id`, [canteenId]);
      const [{ id: cold }] = await t.db.query<{ id: number }>(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, '冷库') RETURNING id`, [canteenId]);
      // Batches received into the dry store, each with its first movement (as the stock core writes them).
      for (const [name, qty, value] of [
        ['大米', 50, 30000],
        ['面粉', 20, 9000],
        ['食用盐', 3, 600],
      ] as const) {
        const [{ id: materialId }] = await t.db.query<{ id: number }>(`INSERT INTO menu_materials (merchant_id, name, unit) VALUES (1, $1, 'kg') RETURNING id`, [name]);
        const [{ id: hm }] = await t.db.query<{ id: number }>(`INSERT INTO inv_house_materials (merchant_id, warehouse_id, material_id, unit_id) VALUES (1, $1, $2, $3) RETURNING id`, [dry, materialId, unitId]);
        const [{ id: batchId }] = await t.db.query<{ id: number }>(
          `INSERT INTO inv_batches (merchant_id, warehouse_id, house_material_id, batch_no, qty, value, in_qty, in_value, received_at) VALUES (1, $1, $2, $3, $4, $5, $4, $5, now()) RETURNING id`,
          [dry, hm, `RK1-${name}`, qty, value],
        );
        await t.db.query(
          `INSERT INTO inv_movements (merchant_id, warehouse_id, house_material_id, batch_id, doc_type, doc_id, doc_no, line_id, qty, value, qty_after, value_after, at)
           VALUES (1, $1, $2, $3, 'inbound', 1, 'RK1', $3, $4, $5, $4, $5, now())`,
          [dry, hm, batchId, qty, value],
        );
      }

      await seedInventoryStocktake(ctx, { warehouseIds: { 冷库: cold, 主食库: dry } });
      const [doc] = await t.db.query<{ id: number; state: string; day: string; gain: string; loss: string; warehouse_id: number }>(
        `SELECT id, state, to_char(check_date, 'YYYY-MM-DD') AS day, gain_value::text AS gain, loss_value::text AS loss, warehouse_id FROM inv_stocktakes WHERE merchant_id = 1`,
      );
      expect(doc).toMatchObject({ state: 'committed', day: '2026-11-25', warehouse_id: dry });
      // Its gains and losses are filed on that evening (20:00 in Shanghai).
      expect(await t.db.query(`SELECT DISTINCT extract(epoch FROM at)::int AS at FROM inv_movements WHERE doc_type = 'stocktake'`)).toEqual([{ at: Date.parse('2026-11-25T12:00:00Z') / 1000 }]);
      // Rice 50 kg worth ¥300.00: 2 kg short (−¥12.00); flour 20 kg at ¥4.50 a kg: 1 kg over (+¥4.50).
      expect([doc.gain, doc.loss]).toEqual(['450', '1200']);
      const counted = await t.db.query<{ book: string; counted: string; diff: string; remark: string }>(
        `SELECT book_qty::text AS book, counted_qty::text AS counted, diff_value::text AS diff, remark FROM inv_stocktake_lines WHERE stocktake_id = $1 ORDER BY book_qty DESC`,
        [doc.id],
      );
      expect(counted.map((l) => [l.book, l.counted, l.diff])).toEqual([
        ['50.000', '48.000', '-1200'],
        ['20.000', '21.000', '450'],
        ['3.000', '3.000', '0'],
      ]);
      expect(await stockBreaches(ctx)).toEqual([]);

      await seedInventoryStocktake(ctx, { warehouseIds: [dry] });
      expect((await t.db.query(`SELECT 1 FROM inv_stocktakes WHERE merchant_id = 1`)).length).toBe(1);
    } finally {
      await t.close();
    }
  });
});
