// @db both — the stock core's sums and FEFO hold on each database (vitest.config.ts: serverFilesOn)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { withTx, type Ctx } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { adjustBatches, issueFefo, lineValue, milliSql, nextDocNo, proportion, receive, reverseReceipt, stockBreaches, takeValue, toMilli, type DocRef } from './stock';

let t: TestServer;
let ctx: Ctx;
let warehouseId: number;
let docId = 0;
const doc = (type: DocRef['type']): DocRef => ({ type, id: ++docId, no: `T${docId}` });
/** A batch names the inbound document it came from: a draft row stands for it. */
async function inbound(c: Ctx = ctx): Promise<DocRef> {
  const no = `TI${++docId}`;
  const [{ id }] = await c.db.query<{ id: number }>(`INSERT INTO inv_inbounds (merchant_id, doc_no, warehouse_id, inbound_date) VALUES (1, $1, $2, '2026-11-28') RETURNING id`, [no, warehouseId]);
  return { type: 'inbound', id, no };
}

/** A warehouse material of a fresh material (the tables straight: the services are tested in their own files). */
async function houseMaterial(name: string): Promise<number> {
  const [{ id: materialId }] = await t.db.query<{ id: number }>(`INSERT INTO menu_materials (merchant_id, name, unit) VALUES (1, $1, 'kg') RETURNING id`, [name]);
  const [{ id }] = await t.db.query<{ id: number }>(`INSERT INTO inv_house_materials (merchant_id, warehouse_id, material_id, unit_id) VALUES (1, $1, $2, (SELECT id FROM inv_units WHERE merchant_id = 1 AND name = 'kg')) RETURNING id`, [
    warehouseId,
    materialId,
  ]);
  return id;
}
const batch = async (id: number) =>
  (await t.db.query<{ qty: string; value: string }>(`SELECT qty::text, value::text FROM inv_batches WHERE id = $1`, [id]))[0];

beforeAll(async () => {
  t = await startTestServer();
  ctx = testCtx(t.db, 1);
  const [{ id: canteenId }] = await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Stock hall') RETURNING id`);
  await t.db.query(`INSERT INTO inv_units (merchant_id, name) VALUES (1, 'kg')`);
  [{ id: warehouseId }] = await t.db.query<{ id: number }>(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'Dry store') RETURNING id`, [canteenId]);
});
afterAll(() => t?.close());

describe('stock arithmetic', () => {
  it('values a take in proportion, the last take carrying what is left, and a line at its unit price', () => {
    expect(takeValue(3000, 1000, 1000)).toBe(333);
    expect(takeValue(3000, 1000, 2000)).toBe(667);
    expect(takeValue(2000, 667, 2000)).toBe(667);
    expect(proportion(3, 1, 2)).toBe(1);
    expect(lineValue(toMilli(2.5), 1234.5)).toBe(3086);
    expect(lineValue(toMilli(99_999_999.999), 999_999)).toBe(99_999_899_999_000);
    expect(milliSql(-1500)).toBe('-1.500');
    expect(milliSql(7)).toBe('0.007');
  });
});

describe('the stock core', () => {
  it('numbers documents per kind and day', async () => {
    const a = await nextDocNo(ctx, 'RK', '2026-11-28');
    const b = await nextDocNo(ctx, 'RK', '2026-11-28');
    expect([a, b]).toEqual(['RK20261128001', 'RK20261128002']);
    expect(await nextDocNo(ctx, 'CK', '2026-11-28')).toBe('CK20261128001');
  });

  it('issues first-expiring first: 10 from batches expiring on the 3rd (4 left) and the 5th takes 4 then 6, at their costs', async () => {
    const rice = await houseMaterial('FEFO rice');
    const got = await receive(ctx, await inbound(), {
      warehouseId,
      supplierId: null,
      lines: [
        // Arrives first but expires last: taken last.
        { lineId: 1, houseMaterialId: rice, qty: toMilli(20), value: 10_000, batchNo: 'late', productionDate: null, expiryDate: '2026-12-09' },
        { lineId: 2, houseMaterialId: rice, qty: toMilli(10), value: 4_000, batchNo: 'third', productionDate: null, expiryDate: '2026-12-03' },
        { lineId: 3, houseMaterialId: rice, qty: toMilli(8), value: 3_300, batchNo: 'fifth', productionDate: '2026-11-20', expiryDate: '2026-12-05' },
      ],
    });
    const [late, third, fifth] = [got.get(1)!, got.get(2)!, got.get(3)!];
    await issueFefo(ctx, doc('outbound'), { warehouseId, lines: [{ lineId: 9, houseMaterialId: rice, qty: toMilli(6) }] });
    expect(await batch(third)).toEqual({ qty: '4.000', value: '1600' });

    const [line] = await issueFefo(ctx, doc('outbound'), { warehouseId, lines: [{ lineId: 10, houseMaterialId: rice, qty: toMilli(10) }] });
    expect(line.picks).toEqual([
      { batchId: third, qty: 4000, cost: 1600 },
      { batchId: fifth, qty: 6000, cost: 2475 },
    ]);
    expect(line.cost).toBe(4075);
    expect(await batch(third)).toEqual({ qty: '0.000', value: '0' });
    expect(await batch(fifth)).toEqual({ qty: '2.000', value: '825' });
    expect(await batch(late)).toEqual({ qty: '20.000', value: '10000' });
    expect(await stockBreaches(ctx)).toEqual([]);
  });

  it('refuses an issue beyond the stock and takes nothing', async () => {
    const oil = await houseMaterial('Short oil');
    const [id] = [...(await receive(ctx, await inbound(), { warehouseId, supplierId: null, lines: [{ lineId: 1, houseMaterialId: oil, qty: 5000, value: 500, batchNo: '', productionDate: null, expiryDate: null }] })).values()];
    const refused = await withTx(ctx, (c) => issueFefo(c, doc('outbound'), { warehouseId, lines: [{ lineId: 1, houseMaterialId: oil, qty: 5001 }] })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).key).toBe('stockShort');
    expect(await batch(id)).toEqual({ qty: '5.000', value: '500' });
  });

  it('sets a batch to its count: a loss in proportion, a gain at its receiving cost; reverses only a whole batch', async () => {
    const salt = await houseMaterial('Counted salt');
    const ids = await receive(ctx, await inbound(), {
      warehouseId,
      supplierId: null,
      lines: [
        { lineId: 1, houseMaterialId: salt, qty: 3000, value: 1000, batchNo: 'a', productionDate: null, expiryDate: null },
        { lineId: 2, houseMaterialId: salt, qty: 2000, value: 700, batchNo: 'b', productionDate: null, expiryDate: null },
      ],
    });
    const changes = await adjustBatches(ctx, doc('stocktake'), [
      { lineId: 1, batchId: ids.get(1)!, qty: 2000 },
      { lineId: 2, batchId: ids.get(2)!, qty: 2500 },
    ]);
    expect([...changes.values()]).toEqual([-333, 175]);
    expect(await batch(ids.get(1)!)).toEqual({ qty: '2.000', value: '667' });
    expect(await batch(ids.get(2)!)).toEqual({ qty: '2.500', value: '875' });
    const used = await reverseReceipt(ctx, doc('inbound'), { warehouseId, batches: [{ lineId: 1, batchId: ids.get(1)! }] }).catch((e: unknown) => e);
    expect((used as AppError).key).toBe('stockReverseUsed');
    expect(await stockBreaches(ctx)).toEqual([]);
  });

  it('keeps every batch equal to the sum of its movements after random receipts, issues and counts', async () => {
    const material = await houseMaterial('Random flour');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('in' as const), qty: fc.integer({ min: 1, max: 50_000 }), value: fc.integer({ min: 0, max: 900_000 }), expiry: fc.option(fc.integer({ min: 1, max: 28 })) }),
            fc.record({ kind: fc.constant('out' as const), qty: fc.integer({ min: 1, max: 60_000 }) }),
            fc.record({ kind: fc.constant('count' as const), pick: fc.nat(), qty: fc.integer({ min: 0, max: 40_000 }) }),
          ),
          { minLength: 1, maxLength: 12 },
        ),
        async (steps) => {
          for (const step of steps) {
            const run = async (c: Ctx) => {
              if (step.kind === 'in') {
                const expiryDate = step.expiry === null ? null : `2027-02-${String(step.expiry).padStart(2, '0')}`;
                await receive(c, await inbound(c), { warehouseId, supplierId: null, lines: [{ lineId: 1, houseMaterialId: material, qty: step.qty, value: step.value, batchNo: '', productionDate: null, expiryDate }] });
              } else if (step.kind === 'out') {
                await issueFefo(c, doc('outbound'), { warehouseId, lines: [{ lineId: 1, houseMaterialId: material, qty: step.qty }] });
              } else {
                const open = await c.db.query<{ id: number }>(`SELECT id FROM inv_batches WHERE house_material_id = $1 ORDER BY id`, [material]);
                if (!open.length) return;
                await adjustBatches(c, doc('stocktake'), [{ lineId: 1, batchId: open[step.pick % open.length].id, qty: step.qty }]);
              }
            };
            await withTx(ctx, run).catch((e: unknown) => {
              if (!(e instanceof AppError && e.key === 'stockShort')) throw e;
            });
          }
          expect(await stockBreaches(ctx)).toEqual([]);
          const [{ bad }] = await t.db.query<{ bad: number }>(`SELECT count(*)::int AS bad FROM inv_batches WHERE qty < 0 OR value < 0 OR (qty = 0 AND value <> 0)`);
          expect(bad).toBe(0);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('never issues more than there is when two issues race for the same batches', async () => {
    const beans = await houseMaterial('Raced beans');
    await receive(ctx, await inbound(), { warehouseId, supplierId: null, lines: [{ lineId: 1, houseMaterialId: beans, qty: 10_000, value: 1000, batchNo: '', productionDate: null, expiryDate: null }] });
    const issue = () =>
      withTx(testCtx(t.db, 1), (c) => issueFefo(c, doc('outbound'), { warehouseId, lines: [{ lineId: 1, houseMaterialId: beans, qty: 6000 }] })).then(
        () => 'issued',
        (e: unknown) => (e instanceof AppError ? e.key : Promise.reject(e)),
      );
    expect((await Promise.all([issue(), issue()])).sort()).toEqual(['issued', 'stockShort']);
    const [{ qty }] = await t.db.query<{ qty: string }>(`SELECT sum(qty)::text AS qty FROM inv_batches WHERE house_material_id = $1`, [beans]);
    expect(qty).toBe('4.000');
    expect(await stockBreaches(ctx)).toEqual([]);
  });
});
