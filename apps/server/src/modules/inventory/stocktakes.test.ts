// @db both — a stocktake's freeze, its counts and the gains and losses it posts hold on each database
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, endpointById, pathWith, type DifferenceTotals, type Page, type Stocktake, type StocktakeDifference, type StocktakeLine, type StocktakeOption } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { count, limitedToken, ok } from '../../testing/api';
import { withTx, type Ctx } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { issueFefo, receive, stockBreaches, toMilli, type DocRef } from './stock';

let t: TestServer;
let admin: string;
let admin2: string;
let ctx: Ctx;
let canteenId: number;
let otherCanteenId: number;
let unitId: number;
let serial = 0;

const call = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });
type Lines = { stocktake: Stocktake; lines: StocktakeLine[] };
type Differences = Page<StocktakeDifference> & { stocktake: Stocktake; totals: DifferenceTotals };

async function warehouse(name: string, canteen = canteenId): Promise<number> {
  return (await t.db.query<{ id: number }>(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, $2) RETURNING id`, [canteen, name]))[0].id;
}
/** A warehouse material of a fresh material (the tables straight: the warehouse services are another part's). */
async function houseMaterial(warehouseId: number, name: string): Promise<number> {
  const [{ id: materialId }] = await t.db.query<{ id: number }>(`INSERT INTO menu_materials (merchant_id, name, unit) VALUES (1, $1, 'kg') RETURNING id`, [name]);
  return (
    await t.db.query<{ id: number }>(`INSERT INTO inv_house_materials (merchant_id, warehouse_id, material_id, unit_id) VALUES (1, $1, $2, $3) RETURNING id`, [warehouseId, materialId, unitId])
  )[0].id;
}
async function inbound(c: Ctx, warehouseId: number): Promise<DocRef> {
  const no = `TST${++serial}`;
  const [{ id }] = await c.db.query<{ id: number }>(`INSERT INTO inv_inbounds (merchant_id, doc_no, warehouse_id, inbound_date) VALUES (1, $1, $2, '2026-11-20') RETURNING id`, [no, warehouseId]);
  return { type: 'inbound', id, no };
}
/** Receives batches (qty in units, value in cents) through the stock core; returns their ids in order. */
async function stock(warehouseId: number, lines: { hm: number; qty: number; value: number; expiry?: string }[]): Promise<number[]> {
  const got = await withTx(ctx, async (c) =>
    receive(c, await inbound(c, warehouseId), {
      warehouseId,
      supplierId: null,
      lines: lines.map((l, i) => ({ lineId: i + 1, houseMaterialId: l.hm, qty: toMilli(l.qty), value: l.value, batchNo: `B${++serial}`, productionDate: null, expiryDate: l.expiry ?? null })),
    }),
  );
  return lines.map((_, i) => got.get(i + 1)!);
}
const batch = async (id: number) => (await t.db.query<{ qty: string; value: string }>(`SELECT qty::text, value::text FROM inv_batches WHERE id = $1`, [id]))[0];
const start = async (warehouseId: number, token = admin) => ok<{ stocktakeId: number; docNo: string }>(t, 'inventoryStocktake.save', { warehouseId, checkDate: '2026-11-28' }, token);
const linesOf = (stocktakeId: number, token = admin) => ok<Lines>(t, 'inventoryStocktake.lines', { stocktakeId }, token);

async function blobRows(id: string, content: Record<string, unknown>) {
  const e = endpointById.get(id)!;
  const res = await t.app.inject({ method: e.method, url: pathWith(e.path, content), payload: envelopeFor(content, admin), headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' } });
  if (String(res.headers['content-type']).includes('json')) throw new Error(res.body);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
}

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  ctx = testCtx(t.db, 1);
  [{ id: canteenId }] = await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Count hall') RETURNING id`);
  [{ id: otherCanteenId }] = await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Other hall') RETURNING id`);
  [{ id: unitId }] = await t.db.query<{ id: number }>(`INSERT INTO inv_units (merchant_id, name) VALUES (1, 'kg') RETURNING id`);
});
afterAll(() => t?.close());

describe('a stocktake', () => {
  it('freezes the warehouse, saves counts, previews and posts a loss in proportion and a gain at receiving cost', async () => {
    const wh = await warehouse('Dry store A');
    const rice = await houseMaterial(wh, 'Count rice');
    const oil = await houseMaterial(wh, 'Count oil');
    const salt = await houseMaterial(wh, 'Count salt');
    // rice 3 kg worth ¥10.00, oil 2 kg worth ¥7.00 (received 2 kg for 700: 350 a kg), salt 5 kg worth ¥5.00; an empty batch is not counted.
    const [r, o, s] = await stock(wh, [
      { hm: rice, qty: 3, value: 1000, expiry: '2026-12-30' },
      { hm: oil, qty: 2, value: 700 },
      { hm: salt, qty: 5, value: 500 },
    ]);
    const [gone] = await stock(wh, [{ hm: salt, qty: 1, value: 100 }]);
    await withTx(ctx, (c) => issueFefo(c, { type: 'outbound', id: 9000 + ++serial, no: `CKT${serial}` }, { warehouseId: wh, lines: [{ lineId: 1, houseMaterialId: salt, qty: toMilli(1) }] }));
    // FEFO by expiry, then arrival: the salt taken was the first-received batch without expiry.
    expect((await batch(s)).qty).toBe('4.000');
    expect((await batch(gone)).qty).toBe('1.000');

    const { stocktakeId, docNo } = await start(wh);
    expect(docNo).toMatch(/^PD20261128\d{3}$/);
    const { stocktake, lines } = await linesOf(stocktakeId);
    expect(stocktake).toMatchObject({ state: 'counting', warehouseName: 'Dry store A', canteenName: 'Count hall', checkDate: '2026-11-28', lineCount: 4, countedCount: 0, bookValue: 2200 });
    expect(lines.map((l) => [l.materialName, l.bookQty, l.bookValue, l.countedQty])).toEqual([
      ['Count oil', 2, 700, null],
      ['Count rice', 3, 1000, null],
      ['Count salt', 4, 400, null],
      ['Count salt', 1, 100, null],
    ]);
    expect(lines[1]).toMatchObject({ unitName: 'kg', expiryDate: '2026-12-30', batchId: r });

    // Frozen: no goods in or out of the warehouse while it counts (the stock core refuses, 40900 warehouseCounting).
    for (const refused of [
      await withTx(ctx, async (c) => receive(c, await inbound(c, wh), { warehouseId: wh, supplierId: null, lines: [{ lineId: 1, houseMaterialId: rice, qty: 1000, value: 1, batchNo: '', productionDate: null, expiryDate: null }] })).catch((e: unknown) => e),
      await withTx(ctx, (c) => issueFefo(c, { type: 'outbound', id: 9999, no: 'CKX' }, { warehouseId: wh, lines: [{ lineId: 1, houseMaterialId: rice, qty: 1000 }] })).catch((e: unknown) => e),
    ]) {
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe(Code.CONFLICT);
      expect((refused as AppError).key).toBe('warehouseCounting');
    }
    // Through the documents' API too: an inbound or outbound commit is 40900, and nothing is written.
    const movementsBefore = await count(t, 'inv_movements');
    const inboundsBefore = await count(t, `inv_inbounds WHERE state = 'committed'`);
    const inCommit = await call('inventoryDocuments.inboundCommit', {
      warehouseId: wh,
      inboundDate: '2026-11-28',
      lines: [{ houseMaterialId: rice, qty: 1, unitPrice: 300, batchNo: '', remark: '' }],
    });
    const outCommit = await call('inventoryDocuments.outboundCommit', { warehouseId: wh, outboundDate: '2026-11-28', lines: [{ houseMaterialId: rice, qty: 1, remark: '' }] });
    expect([inCommit.code, outCommit.code]).toEqual([Code.CONFLICT, Code.CONFLICT]);
    expect(inCommit.msg).toContain(docNo);
    expect(await count(t, 'inv_movements')).toBe(movementsBefore);
    expect(await count(t, `inv_inbounds WHERE state = 'committed'`)).toBe(inboundsBefore);
    // A second stocktake of the same warehouse waits for this one.
    expect((await call('inventoryStocktake.save', { warehouseId: wh })).code).toBe(Code.CONFLICT);

    const byName = (name: string, i = 0) => lines.filter((l) => l.materialName === name)[i].lineId;
    // Rice: 1 kg missing (a third of ¥10.00 → 333); oil: 0.5 kg found (at 350 a kg → 175); salt's first batch as booked, the second not counted.
    await ok(t, 'inventoryStocktake.save', {
      stocktakeId,
      remark: 'monthly count',
      lines: [
        { lineId: byName('Count rice'), countedQty: 2, remark: 'spilt' },
        { lineId: byName('Count oil'), countedQty: 2.5 },
        { lineId: byName('Count salt'), countedQty: 4 },
      ],
    }, admin);
    const preview = await ok<Differences>(t, 'inventoryStocktake.differences', { stocktakeId }, admin);
    expect(preview.records.map((d) => [d.materialName, d.bookQty, d.countedQty, d.diffQty, d.diffValue, d.remark])).toEqual([
      ['Count oil', 2, 2.5, 0.5, 175, ''],
      ['Count rice', 3, 2, -1, -333, 'spilt'],
    ]);
    expect(preview.totals).toEqual({ lines: 4, gainLines: 1, lossLines: 1, bookValue: 2200, gainValue: 175, lossValue: 333, diffValue: -158 });
    expect(preview.stocktake).toMatchObject({ countedCount: 3, remark: 'monthly count' });
    expect((await ok<Differences>(t, 'inventoryStocktake.differences', { stocktakeId, kind: 'loss' }, admin)).records.map((d) => d.materialName)).toEqual(['Count rice']);
    expect((await ok<Differences>(t, 'inventoryStocktake.differences', { stocktakeId, kind: 'all', materialName: 'salt' }, admin)).total).toBe(2);
    expect((await ok<Lines>(t, 'inventoryStocktake.lines', { stocktakeId, uncountedOnly: true }, admin)).lines.map((l) => l.batchId)).toEqual([gone]);

    // Commit saves its own counts first: the salt's second batch counted to nothing takes all its value.
    const committed = await ok<{ gainValue: number; lossValue: number; diffValue: number }>(t, 'inventoryStocktake.commit', { stocktakeId, lines: [{ lineId: byName('Count salt', 1), countedQty: 0, remark: '' }] }, admin);
    expect(committed).toMatchObject({ gainValue: 175, lossValue: 433, diffValue: -258 });
    expect(await batch(r)).toEqual({ qty: '2.000', value: '667' });
    expect(await batch(o)).toEqual({ qty: '2.500', value: '875' });
    expect(await batch(s)).toEqual({ qty: '4.000', value: '400' });
    expect(await batch(gone)).toEqual({ qty: '0.000', value: '0' });
    expect(await stockBreaches(ctx)).toEqual([]);
    const moved = await t.db.query<{ qty: string; value: string }>(`SELECT qty::text, value::text FROM inv_movements WHERE doc_type = 'stocktake' AND doc_id = $1 ORDER BY batch_id`, [stocktakeId]);
    expect(moved).toEqual([
      { qty: '-1.000', value: '-333' },
      { qty: '0.500', value: '175' },
      { qty: '-1.000', value: '-100' },
    ]);
    const after = await ok<Differences>(t, 'inventoryStocktake.differences', { stocktakeId, kind: 'all' }, admin);
    expect(after.totals).toMatchObject({ gainValue: 175, lossValue: 433, diffValue: -258 });
    expect(after.stocktake).toMatchObject({ state: 'committed', gainValue: 175, lossValue: 433, countedCount: 4, committedByName: expect.any(String) });

    // Committed: immutable; the warehouse is open again.
    for (const [id, content] of [
      ['inventoryStocktake.commit', { stocktakeId }],
      ['inventoryStocktake.save', { stocktakeId, lines: [{ lineId: byName('Count rice'), countedQty: 3 }] }],
      ['inventoryStocktake.remove', { id: stocktakeId }],
    ] as const) {
      const res = await call(id, content);
      expect(res.code, id).toBe(Code.CONFLICT);
    }
    expect(await batch(r)).toEqual({ qty: '2.000', value: '667' });
    await stock(wh, [{ hm: rice, qty: 1, value: 300 }]);

    // The export writes the differences with money in yuan.
    const sheet = await blobRows('inventoryStocktake.differenceExport', { stocktakeId, kind: 'differ' });
    expect(sheet[0]).toEqual(['Material', 'Specification', 'Unit', 'Batch', 'Production date', 'Expiry date', 'Book quantity', 'Book value (yuan)', 'Counted quantity', 'Difference', 'Difference value (yuan)', 'Remark']);
    expect(sheet.slice(1).map((row) => [row[0], row[9], row[10]])).toEqual([
      ['Count oil', 0.5, 1.75],
      ['Count rice', -1, -3.33],
      ['Count salt', -1, -1],
    ]);

    // Lists: the page by filters, the dates, the options.
    const page = await ok<Page<Stocktake>>(t, 'inventoryStocktake.page', { warehouseId: wh, state: 'committed', startDate: '2026-11-01', endDate: '2026-11-30', docNo: docNo.slice(-5) }, admin);
    expect(page.records.map((x) => x.stocktakeId)).toEqual([stocktakeId]);
    expect((await ok<Page<Stocktake>>(t, 'inventoryStocktake.page', { warehouseId: wh, state: 'counting' }, admin)).total).toBe(0);
    expect(await ok<string[]>(t, 'inventoryStocktake.checkDates', { warehouseId: wh }, admin)).toEqual(['2026-11-28']);
    expect(await ok<StocktakeOption[]>(t, 'inventoryStocktake.options', { warehouseId: wh }, admin)).toEqual([
      { stocktakeId, docNo, warehouseId: wh, warehouseName: 'Dry store A', checkDate: '2026-11-28', state: 'committed' },
    ]);
  });

  it('commits with nothing counted as booked: no movement, no value change', async () => {
    const wh = await warehouse('Dry store B');
    const beans = await houseMaterial(wh, 'Booked beans');
    const [b] = await stock(wh, [{ hm: beans, qty: 7.25, value: 1234 }]);
    const { stocktakeId } = await start(wh);
    expect(await ok(t, 'inventoryStocktake.commit', { stocktakeId }, admin)).toMatchObject({ gainValue: 0, lossValue: 0, diffValue: 0 });
    expect(await batch(b)).toEqual({ qty: '7.250', value: '1234' });
    expect(await count(t, `inv_movements WHERE doc_type = 'stocktake' AND doc_id = ${stocktakeId}`)).toBe(0);
    const [line] = (await linesOf(stocktakeId)).lines;
    expect(line.countedQty).toBe(7.25);
  });

  it('removes a stocktake still counting and opens the warehouse again', async () => {
    const wh = await warehouse('Dry store C');
    const flour = await houseMaterial(wh, 'Removed flour');
    await stock(wh, [{ hm: flour, qty: 1, value: 100 }]);
    const { stocktakeId } = await start(wh);
    expect(await ok(t, 'inventoryStocktake.remove', { id: stocktakeId }, admin)).toBeNull();
    expect(await count(t, `inv_stocktake_lines WHERE stocktake_id = ${stocktakeId}`)).toBe(0);
    await stock(wh, [{ hm: flour, qty: 1, value: 100 }]);
    // Started again, it freezes both batches.
    expect((await linesOf((await start(wh)).stocktakeId)).lines).toHaveLength(2);
  });

  it('starts one stocktake of a warehouse when two start at once, and commits it once when two commit at once', async () => {
    const wh = await warehouse('Raced store');
    const corn = await houseMaterial(wh, 'Raced corn');
    const [b] = await stock(wh, [{ hm: corn, qty: 4, value: 400 }]);
    const starts = await Promise.all([call('inventoryStocktake.save', { warehouseId: wh }), call('inventoryStocktake.save', { warehouseId: wh })]);
    expect(starts.map((r) => r.code).sort()).toEqual([Code.OK, Code.CONFLICT]);
    expect(await count(t, `inv_stocktakes WHERE warehouse_id = ${wh}`)).toBe(1);
    const { stocktakeId } = starts.find((r) => r.code === Code.OK)!.data as { stocktakeId: number };
    const [line] = (await linesOf(stocktakeId)).lines;
    const commits = await Promise.all(
      [3, 3].map((countedQty) => call('inventoryStocktake.commit', { stocktakeId, lines: [{ lineId: line.lineId, countedQty, remark: '' }] })),
    );
    expect(commits.map((r) => r.code).sort()).toEqual([Code.OK, Code.CONFLICT]);
    // Posted once: 1 of 4 kg lost, a quarter of the value.
    expect(await batch(b)).toEqual({ qty: '3.000', value: '300' });
    expect(await stockBreaches(ctx)).toEqual([]);
  });

  it('refuses bad input with a code and writes nothing', async () => {
    const wh = await warehouse('Dry store D');
    const empty = await warehouse('Empty store');
    const sugar = await houseMaterial(wh, 'Bad sugar');
    await stock(wh, [{ hm: sugar, qty: 2, value: 200 }]);
    const before = await count(t, 'inv_stocktakes');
    const expectCode = async (content: Record<string, unknown>, code: number, id = 'inventoryStocktake.save') => expect((await call(id, content)).code, JSON.stringify(content)).toBe(code);
    await expectCode({}, Code.VALIDATION);
    await expectCode({ warehouseId: wh, lines: [{ lineId: 1, countedQty: 1, remark: '' }] }, Code.VALIDATION);
    await expectCode({ warehouseId: empty }, Code.BUSINESS_RULE);
    await expectCode({ warehouseId: 999_999 }, Code.NOT_FOUND);
    await expectCode({ warehouseId: wh, checkDate: '2026-02-30' }, Code.VALIDATION);
    await expectCode({ stocktakeId: 999_999 }, Code.NOT_FOUND, 'inventoryStocktake.commit');
    expect(await count(t, 'inv_stocktakes')).toBe(before);

    const { stocktakeId } = await start(wh);
    const [line] = (await linesOf(stocktakeId)).lines;
    const other = await start(await (async () => {
      const w2 = await warehouse('Dry store E');
      await stock(w2, [{ hm: await houseMaterial(w2, 'Other sugar'), qty: 1, value: 1 }]);
      return w2;
    })());
    const [foreign] = (await linesOf(other.stocktakeId)).lines;
    for (const lines of [
      [{ lineId: line.lineId, countedQty: -1, remark: '' }],
      [{ lineId: line.lineId, countedQty: 1.0001, remark: '' }],
      [{ lineId: line.lineId, countedQty: 1, remark: 'x'.repeat(201) }],
      // A line of another stocktake, or one line twice: nothing saved.
      [
        { lineId: line.lineId, countedQty: 1, remark: '' },
        { lineId: foreign.lineId, countedQty: 1, remark: '' },
      ],
      [
        { lineId: line.lineId, countedQty: 1, remark: '' },
        { lineId: line.lineId, countedQty: 1.5, remark: '' },
      ],
    ]) {
      await expectCode({ stocktakeId, lines }, Code.VALIDATION);
      await expectCode({ stocktakeId, lines }, Code.VALIDATION, 'inventoryStocktake.commit');
    }
    expect((await linesOf(stocktakeId)).lines[0].countedQty).toBeNull();
    expect((await linesOf(other.stocktakeId)).lines[0].countedQty).toBeNull();
    expect((await linesOf(stocktakeId)).stocktake.state).toBe('counting');
  });

  it('shows another merchant nothing and lets it change nothing', async () => {
    const wh = await warehouse('Dry store F');
    const tea = await houseMaterial(wh, 'Private tea');
    await stock(wh, [{ hm: tea, qty: 3, value: 300 }]);
    const { stocktakeId } = await start(wh);
    const [line] = (await linesOf(stocktakeId)).lines;
    expect((await ok<Page<Stocktake>>(t, 'inventoryStocktake.page', {}, admin2)).records.map((s) => s.stocktakeId)).not.toContain(stocktakeId);
    expect(await ok<StocktakeOption[]>(t, 'inventoryStocktake.options', {}, admin2)).toEqual([]);
    expect(await ok<string[]>(t, 'inventoryStocktake.checkDates', {}, admin2)).toEqual([]);
    for (const [id, content] of [
      ['inventoryStocktake.save', { warehouseId: wh }],
      ['inventoryStocktake.save', { stocktakeId, lines: [{ lineId: line.lineId, countedQty: 0 }] }],
      ['inventoryStocktake.commit', { stocktakeId }],
      ['inventoryStocktake.remove', { id: stocktakeId }],
      ['inventoryStocktake.lines', { stocktakeId }],
      ['inventoryStocktake.differences', { stocktakeId }],
      ['inventoryStocktake.differenceExport', { stocktakeId }],
    ] as const) {
      expect((await call(id, content, admin2)).code, id).toBe(Code.NOT_FOUND);
    }
    expect((await linesOf(stocktakeId)).lines[0].countedQty).toBeNull();
    expect((await linesOf(stocktakeId)).stocktake.state).toBe('counting');
  });

  it('keeps to the caller’s canteens and refuses a role without the stocktake menu', async () => {
    const wh = await warehouse('Far store', otherCanteenId);
    const nuts = await houseMaterial(wh, 'Far nuts');
    await stock(wh, [{ hm: nuts, qty: 1, value: 100 }]);
    const { stocktakeId } = await start(wh);
    const near = await limitedToken(t, admin, 'stocktake_near', [canteenId]);
    expect((await ok<Page<Stocktake>>(t, 'inventoryStocktake.page', {}, near)).records.map((s) => s.warehouseId)).not.toContain(wh);
    expect((await ok<StocktakeOption[]>(t, 'inventoryStocktake.options', {}, near)).map((s) => s.stocktakeId)).not.toContain(stocktakeId);
    for (const [id, content] of [
      ['inventoryStocktake.lines', { stocktakeId }],
      ['inventoryStocktake.commit', { stocktakeId }],
      ['inventoryStocktake.remove', { id: stocktakeId }],
      ['inventoryStocktake.save', { warehouseId: wh }],
    ] as const) {
      expect((await call(id, content, near)).code, id).toBe(Code.NOT_FOUND);
    }
    expect((await linesOf(stocktakeId)).stocktake.state).toBe('counting');

    const { roleId } = await ok<{ roleId: number }>(
      t,
      'admin.roleAdd',
      { roleCode: 'r_nocount', roleName: 'nocount', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => Math.floor(m / 1000) !== 1105) },
      admin,
    );
    await ok(t, 'admin.userAdd', { username: 'nocount', password: await t.encrypt('Passw0rd!'), realName: 'nocount', roleId }, admin);
    const none = await t.token('nocount', 'Passw0rd!');
    for (const id of ['inventoryStocktake.page', 'inventoryStocktake.checkDates', 'inventoryStocktake.options']) expect((await call(id, {}, none)).code, id).toBe(Code.FORBIDDEN);
    for (const [id, content] of [
      ['inventoryStocktake.save', { warehouseId: wh }],
      ['inventoryStocktake.commit', { stocktakeId }],
      ['inventoryStocktake.remove', { id: stocktakeId }],
      ['inventoryStocktake.lines', { stocktakeId }],
      ['inventoryStocktake.differences', { stocktakeId }],
    ] as const) {
      expect((await call(id, content, none)).code, id).toBe(Code.FORBIDDEN);
    }
  });
});
