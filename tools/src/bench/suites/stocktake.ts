import pg from 'pg';
import { freshDatabase, startServer } from '../../harness/server';
import { atMost, type Figure } from '../../harness/report';
import type { SuiteOptions } from '../../harness/runner';
import { ApiClient } from '../../simulator/client';

export const title = 'Stocktake of a large warehouse';

interface Line {
  lineId: number;
  bookQty: number;
}

/**
 * A warehouse of `batches` batches with stock (2 000 materials, the batches and their receiving movements written
 * by set-based SQL), counted through the API: start (freezes every batch), the lines read, every count saved in one
 * call (a third of them differing: losses and gains), then the commit, one transaction posting every difference
 * through the stock core. Issue 26's target: the commit of 10 000 batches within 2 s. Afterwards every batch still
 * equals the sum of its movements.
 */
export async function stocktakeOn(batches: number): Promise<Figure[]> {
  const db = await freshDatabase('postgres', 'bench-stocktake');
  const server = await startServer({ db });
  const client = new pg.Client({ connectionString: db.url });
  try {
    await client.connect();
    const materials = Math.min(2000, batches);
    const { rows } = await client.query<{ id: number }>(
      `WITH c AS (SELECT id FROM canteens WHERE merchant_id = 1 ORDER BY id LIMIT 1)
       INSERT INTO inv_warehouses (merchant_id, canteen_id, name) SELECT 1, c.id, 'Bench store' FROM c RETURNING id`,
    );
    if (!rows.length) throw new Error('no canteen of merchant 1 to put the warehouse in');
    const warehouseId = rows[0].id;
    await client.query(`INSERT INTO inv_units (merchant_id, name) VALUES (1, 'bench-kg') ON CONFLICT DO NOTHING`);
    await client.query(
      `INSERT INTO menu_materials (merchant_id, name, unit) SELECT 1, 'Bench material ' || g, 'kg' FROM generate_series(1, $1) g`,
      [materials],
    );
    await client.query(
      `INSERT INTO inv_house_materials (merchant_id, warehouse_id, material_id, unit_id)
       SELECT 1, $1, m.id, (SELECT id FROM inv_units WHERE merchant_id = 1 AND name = 'bench-kg') FROM menu_materials m WHERE m.merchant_id = 1 AND m.name LIKE 'Bench material %'`,
      [warehouseId],
    );
    // Batch g of material (g mod materials): 10.000–59.999 kg worth 3.50–12.49 yuan a kg.
    await client.query(
      `WITH h AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM inv_house_materials WHERE merchant_id = 1 AND warehouse_id = $1),
            b AS (SELECT g, h.id AS hm, (10 + (g * 7919 % 50000) / 1000.0)::numeric(14, 3) AS qty, 350 + g * 31 % 900 AS price
                    FROM generate_series(0, $2 - 1) g JOIN h ON h.k = g % $3)
       INSERT INTO inv_batches (merchant_id, warehouse_id, house_material_id, batch_no, qty, value, in_qty, in_value, expiry_date, received_at)
       SELECT 1, $1, hm, 'BENCH-' || g, qty, round(qty * price)::bigint, qty, round(qty * price)::bigint, current_date + (g % 90)::int, now() FROM b`,
      [warehouseId, batches, materials],
    );
    await client.query(
      `INSERT INTO inv_movements (merchant_id, warehouse_id, house_material_id, batch_id, doc_type, doc_id, doc_no, line_id, qty, value, qty_after, value_after, at)
       SELECT 1, warehouse_id, house_material_id, id, 'inbound', 0, 'BENCH', id, qty, value, qty, value, now() FROM inv_batches WHERE warehouse_id = $1`,
      [warehouseId],
    );

    const api = new ApiClient(server.url);
    const admin = await api.managerLogin('admin', 'Admin@123');
    const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
      const t0 = performance.now();
      const r = await fn();
      return [r, (performance.now() - t0) / 1000];
    };
    const [{ stocktakeId }, startS] = await timed(() => api.call<{ stocktakeId: number }>('inventoryStocktake.save', { warehouseId }, admin));
    const [{ lines }, readS] = await timed(() => api.call<{ lines: Line[] }>('inventoryStocktake.lines', { stocktakeId }, admin));
    // Every line counted: one in six short by a tenth, one in six over by 0.5, the rest as booked.
    const counts = lines.map((l, i) => ({
      lineId: l.lineId,
      countedQty: i % 6 === 0 ? Math.round(l.bookQty * 900) / 1000 : i % 6 === 1 ? Math.round((l.bookQty + 0.5) * 1000) / 1000 : l.bookQty,
      remark: '',
    }));
    const [, saveS] = await timed(() => api.call('inventoryStocktake.save', { stocktakeId, lines: counts }, admin));
    const [posted, commitS] = await timed(() => api.call<{ gainValue: number; lossValue: number }>('inventoryStocktake.commit', { stocktakeId }, admin));
    const breaches = await client.query(
      `SELECT b.id FROM inv_batches b JOIN (SELECT batch_id, sum(qty) AS q, sum(value) AS v FROM inv_movements GROUP BY batch_id) m ON m.batch_id = b.id
        WHERE b.warehouse_id = $1 AND (b.qty <> m.q OR b.value <> m.v)`,
      [warehouseId],
    );
    const note = `${lines.length} batches, gains ${posted.gainValue} cents, losses ${posted.lossValue} cents, ${breaches.rowCount} batches off their movements`;
    return [
      { name: `start: freeze ${lines.length} batches (PostgreSQL)`, value: startS, unit: 's', target: '' },
      { name: `read the ${lines.length} lines (PostgreSQL)`, value: readS, unit: 's', target: '' },
      { name: `save ${counts.length} counts in one call (PostgreSQL)`, value: saveS, unit: 's', target: '' },
      { name: `commit ${lines.length} batches, a third differing (PostgreSQL)`, value: commitS, unit: 's', target: '≤ 2 s', pass: atMost(commitS, 2) && breaches.rowCount === 0, note },
    ];
  } finally {
    await client.end();
    await server.stop();
    await db.drop();
  }
}

export async function run(opts: SuiteOptions): Promise<Figure[]> {
  if (!opts.dbs.includes('postgres')) return [];
  const figures = await stocktakeOn(opts.quick ? 500 : 10_000);
  return opts.quick ? figures.map((f) => ({ ...f, pass: undefined })) : figures;
}
