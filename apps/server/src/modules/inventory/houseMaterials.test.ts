// @db both — stock values, average costs and FEFO order of the stock pages hold on each database (vitest.config.ts: serverFilesOn)
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, endpointById, envelopeQuery, pathWith, type BatchDetail, type HouseMaterial, type ImportFailure, type Page, type StockBatch, type StockRow } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { addCanteen, count, limitedToken, ok } from '../../testing/api';
import type { Ctx } from '../../platform/context';
import { issueFefo, receive, toMilli, type DocRef } from './stock';

let t: TestServer;
let admin: string;
let admin2: string;
let ctx: Ctx;
let canteenA: number;
let canteenB: number;
let dry: number;
let cold: number;
let kg: number;
let each: number;
const materials = new Map<string, number>();

async function material(name: string, merchantId = 1): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>(`INSERT INTO menu_materials (merchant_id, name, unit) VALUES ($1, $2, 'kg') RETURNING id`, [merchantId, name]);
  materials.set(name, id);
  return id;
}
const call = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });
const addHouse = async (warehouseId: number, materialName: string, extra: Record<string, unknown> = {}) =>
  (await ok<{ houseMaterialId: number }>(t, 'inventoryStock.houseMaterialAdd', { warehouseId, materialId: materials.get(materialName)!, unitId: kg, ...extra }, admin)).houseMaterialId;

let docs = 0;
async function inbound(warehouseId: number): Promise<DocRef> {
  const no = `HMT${++docs}`;
  const [{ id }] = await t.db.query<{ id: number }>(`INSERT INTO inv_inbounds (merchant_id, doc_no, warehouse_id, inbound_date) VALUES (1, $1, $2, '2026-11-28') RETURNING id`, [no, warehouseId]);
  return { type: 'inbound', id, no };
}
const receiveInto = async (warehouseId: number, lines: { houseMaterialId: number; qty: number; value: number; batchNo: string; expiryDate: string | null }[]) =>
  receive(ctx, await inbound(warehouseId), {
    warehouseId,
    supplierId: null,
    lines: lines.map((l, i) => ({ lineId: i + 1, houseMaterialId: l.houseMaterialId, qty: toMilli(l.qty), value: l.value, batchNo: l.batchNo, productionDate: null, expiryDate: l.expiryDate })),
  });

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('materials');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const importFile = <T>(warehouseId: number, data: Buffer, token = admin) =>
  t.call<T>('inventoryStock.houseMaterialImport', { warehouseId }, { token, file: { name: 'house.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data } });

async function blob(id: string, content: Record<string, unknown>, token = admin) {
  const e = endpointById.get(id)!;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'zh' };
  const res =
    e.method === 'GET'
      ? await t.app.inject({ method: 'GET', url: pathWith(e.path, content), query: envelopeQuery(envelopeFor(content, token) as never), headers })
      : await t.app.inject({ method: e.method, url: pathWith(e.path, content), payload: envelopeFor(content, token), headers });
  if (String(res.headers['content-type']).includes('json')) throw new Error(res.body);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
}

beforeAll(async () => {
  t = await startTestServer();
  ctx = testCtx(t.db, 1);
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteenA = await addCanteen(t, admin, 'HM hall A');
  canteenB = await addCanteen(t, admin, 'HM hall B');
  dry = (await ok<{ warehouseId: number }>(t, 'inventoryStock.warehouseAdd', { canteenId: canteenA, name: 'HM dry' }, admin)).warehouseId;
  cold = (await ok<{ warehouseId: number }>(t, 'inventoryStock.warehouseAdd', { canteenId: canteenB, name: 'HM cold' }, admin)).warehouseId;
  kg = (await ok<{ unitId: number }>(t, 'inventoryStock.unitAdd', { name: 'HM千克' }, admin)).unitId;
  each = (await ok<{ unitId: number }>(t, 'inventoryStock.unitAdd', { name: 'HM个' }, admin)).unitId;
  for (const name of ['HM大米', 'HM面粉', 'HM鸡蛋', 'HM猪肉', 'HM食用油']) await material(name);
});
afterAll(() => t?.close());

describe('warehouse materials', () => {
  it('adds, pages, edits and removes one; once per warehouse; limits in order', async () => {
    const rice = await addHouse(dry, 'HM大米', { spec: '25千克/袋', minQty: 50, maxQty: 500, shelfLifeDays: 365 });
    const page = await ok<Page<HouseMaterial>>(t, 'inventoryStock.houseMaterialPage', { warehouseId: dry, materialName: '大米' }, admin);
    expect(page.records).toEqual([
      expect.objectContaining({ houseMaterialId: rice, warehouseName: 'HM dry', materialName: 'HM大米', unitName: 'HM千克', spec: '25千克/袋', minQty: 50, maxQty: 500, shelfLifeDays: 365, stockQty: 0, stockValue: 0, batchCount: 0 }),
    ]);
    const before = await count(t, 'inv_house_materials');
    expect(await call('inventoryStock.houseMaterialAdd', { warehouseId: dry, materialId: materials.get('HM大米'), unitId: kg })).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'materialId' }] } });
    expect(await call('inventoryStock.houseMaterialAdd', { warehouseId: dry, materialId: materials.get('HM面粉'), unitId: kg, minQty: 5, maxQty: 1 })).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'maxQty' }] } });
    expect(await call('inventoryStock.houseMaterialAdd', { warehouseId: dry, materialId: 999_999, unitId: kg })).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'materialId' }] } });
    expect(await call('inventoryStock.houseMaterialAdd', { warehouseId: dry, materialId: materials.get('HM面粉'), unitId: 999_999 })).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'unitId' }] } });
    expect(await count(t, 'inv_house_materials')).toBe(before);
    await ok(t, 'inventoryStock.houseMaterialEdit', { houseMaterialId: rice, unitId: each, spec: '袋', minQty: null, maxQty: 10, shelfLifeDays: null }, admin);
    const [edited] = (await ok<Page<HouseMaterial>>(t, 'inventoryStock.houseMaterialPage', { warehouseId: dry, materialName: '大米' }, admin)).records;
    expect(edited).toMatchObject({ unitName: 'HM个', spec: '袋', minQty: null, maxQty: 10, shelfLifeDays: null });
    await ok(t, 'inventoryStock.houseMaterialRemove', { id: rice }, admin);
    expect((await ok<Page<HouseMaterial>>(t, 'inventoryStock.houseMaterialPage', { warehouseId: dry, materialName: '大米' }, admin)).total).toBe(0);
  });

  it('refuses to remove one with stock or to change its unit (40900)', async () => {
    const oil = await addHouse(dry, 'HM食用油');
    await receiveInto(dry, [{ houseMaterialId: oil, qty: 5, value: 6000, batchNo: 'OIL-1', expiryDate: null }]);
    expect((await call('inventoryStock.houseMaterialRemove', { id: oil })).code).toBe(Code.CONFLICT);
    expect((await call('inventoryStock.houseMaterialEdit', { houseMaterialId: oil, unitId: each })).code).toBe(Code.CONFLICT);
    // And its warehouse now holds stock: it stays.
    expect((await call('inventoryStock.warehouseRemove', { id: dry })).code).toBe(Code.CONFLICT);
    expect((await t.db.query(`SELECT unit_id FROM inv_house_materials WHERE id = $1`, [oil]))[0]).toEqual({ unit_id: kg });
  });

  it('imports a warehouse’s materials from the sheet, all rows or none, and records the import', async () => {
    const records = await count(t, 'inv_import_records');
    const bad = await importFile<ImportFailure>(
      cold,
      await xlsx([
        ['原材料名称', '库存单位', '规格', '最低库存', '最高库存', '保质期(天)', '备注'],
        ['HM猪肉', 'HM千克', '', 5, 50, 3, ''],
        ['HM猪肉', 'HM千克', '', '', '', '', ''],
        ['没有这个', 'HM千克', '', '', '', '', ''],
        ['HM鸡蛋', '桶', '', 9, 2, 0, ''],
      ]),
    );
    expect(bad.code).toBe(Code.PASS_THROUGH);
    expect(bad.data.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'materialName'],
      [4, 'materialName'],
      [5, 'shelfLifeDays'],
      [5, 'unitName'],
      [5, 'maxQty'],
    ].sort((a, b) => (a[0] as number) - (b[0] as number)));
    expect((await ok<Page<HouseMaterial>>(t, 'inventoryStock.houseMaterialPage', { warehouseId: cold }, admin)).total).toBe(0);
    expect(await count(t, 'inv_import_records')).toBe(records);

    const good = await importFile<{ total: number; imported: number }>(
      cold,
      await xlsx([
        ['原材料名称', '库存单位', '规格', '最低库存', '最高库存', '保质期(天)'],
        ['HM猪肉', 'HM千克', '冷鲜', 5, 50, 3],
        ['HM鸡蛋', 'HM个', '', 100, '', 30],
      ]),
    );
    expect(good).toMatchObject({ code: Code.OK, data: { total: 2, imported: 2 } });
    const page = await ok<Page<HouseMaterial>>(t, 'inventoryStock.houseMaterialPage', { warehouseId: cold }, admin);
    expect(page.records.map((r) => [r.materialName, r.unitName, r.minQty, r.maxQty, r.shelfLifeDays])).toEqual([
      ['HM猪肉', 'HM千克', 5, 50, 3],
      ['HM鸡蛋', 'HM个', 100, null, 30],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    expect((await t.db.query(`SELECT kind, total_rows, ok_rows, failed_rows FROM inv_import_records ORDER BY id DESC LIMIT 1`))[0]).toEqual({
      kind: 'houseMaterial',
      total_rows: 2,
      ok_rows: 2,
      failed_rows: 0,
    });
    // The template reads back as a sheet with its example.
    const template = await blob('inventoryStock.houseMaterialTemplate', {});
    expect(template[0][0]).toBe('原材料名称');
    // Another merchant cannot import into this warehouse.
    expect((await importFile(cold, await xlsx([['原材料名称', '库存单位'], ['HM面粉', 'HM千克']]), admin2)).code).toBe(Code.NOT_FOUND);
  });
});

describe('stock and batches', () => {
  let flour: number;
  let early: number;
  let late: number;
  it('shows stock per warehouse material with value, average cost and the below-minimum flag, and sets limits', async () => {
    flour = await addHouse(dry, 'HM面粉', { minQty: 20, maxQty: 100 });
    const got = await receiveInto(dry, [
      { houseMaterialId: flour, qty: 10, value: 5000, batchNo: 'F-LATE', expiryDate: '2027-03-01' },
      { houseMaterialId: flour, qty: 8, value: 4400, batchNo: 'F-EARLY', expiryDate: '2027-01-01' },
    ]);
    [late, early] = [got.get(1)!, got.get(2)!];
    // 10 out: 8 of the early batch (all of it) and 2 of the late one.
    await issueFefo(ctx, { type: 'outbound', id: 77, no: 'CKT77' }, { warehouseId: dry, lines: [{ lineId: 1, houseMaterialId: flour, qty: toMilli(10) }] });
    const [row] = (await ok<Page<StockRow>>(t, 'inventoryStock.stockPage', { warehouseId: dry, materialName: '面粉' }, admin)).records;
    expect(row).toMatchObject({ houseMaterialId: flour, qty: 8, value: 4000, avgUnitCost: 500, minQty: 20, maxQty: 100, belowMin: true, aboveMax: false });
    expect((await ok<Page<StockRow>>(t, 'inventoryStock.stockPage', { warehouseId: dry, belowMin: true }, admin)).records.map((r) => r.houseMaterialId)).toEqual([flour]);
    await ok(t, 'inventoryStock.stockSet', { houseMaterialId: flour, minQty: 5, maxQty: 6 }, admin);
    const [after] = (await ok<Page<StockRow>>(t, 'inventoryStock.stockPage', { warehouseId: dry, materialName: '面粉' }, admin)).records;
    expect(after).toMatchObject({ belowMin: false, aboveMax: true, minQty: 5, maxQty: 6 });
    expect(await call('inventoryStock.stockSet', { houseMaterialId: flour, minQty: 7, maxQty: 6 })).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'maxQty' }] } });
    expect((await call('inventoryStock.stockSet', { houseMaterialId: flour, minQty: 1, maxQty: 2 }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await t.db.query(`SELECT min_qty::float8 AS min FROM inv_house_materials WHERE id = $1`, [flour]))[0]).toEqual({ min: 5 });

    const sheet = await blob('inventoryStock.stockExport', { warehouseId: dry, materialName: '面粉' });
    expect(sheet[1]).toEqual(expect.arrayContaining(['HM dry', 'HM面粉', 8, 40]));

    const all = await ok<{ houseMaterialId: number; stockQty: number }[]>(t, 'inventoryStock.stockAllMaterial', { warehouseId: dry }, admin);
    expect(all.find((m) => m.houseMaterialId === flour)).toMatchObject({ stockQty: 8, materialName: 'HM面粉', unitName: 'HM千克' });
    expect((await call('inventoryStock.stockAllMaterial', { warehouseId: dry }, admin2)).code).toBe(Code.NOT_FOUND);
  });

  it('lists batches, those with stock first-expiring first, and one batch with its movements', async () => {
    const page = await ok<Page<StockBatch>>(t, 'inventoryStock.batchPage', { houseMaterialId: flour }, admin);
    expect(page.records.map((b) => [b.batchNo, b.qty, b.inQty, b.value, b.inValue])).toEqual(
      expect.arrayContaining([
        ['F-LATE', 8, 10, 4000, 5000],
        ['F-EARLY', 0, 8, 0, 4400],
      ]),
    );
    expect((await ok<Page<StockBatch>>(t, 'inventoryStock.batchPage', { houseMaterialId: flour, inStock: true }, admin)).records.map((b) => b.batchId)).toEqual([late]);
    expect((await ok<Page<StockBatch>>(t, 'inventoryStock.batchPage', { batchNo: 'F-EARLY', receivedFrom: '2000-01-01', receivedTo: '2999-12-31' }, admin)).total).toBe(1);
    const more = await receiveInto(dry, [{ houseMaterialId: flour, qty: 1, value: 700, batchNo: 'F-SOON', expiryDate: '2026-12-15' }]);
    const fefo = await ok<StockBatch[]>(t, 'inventoryStock.batchesOfMaterial', { houseMaterialId: flour }, admin);
    expect(fefo.map((b) => b.batchId)).toEqual([more.get(1), late]);
    expect(fefo[0]).toMatchObject({ unitCost: 700, supplierName: null, expiryDate: '2026-12-15' });

    const detail = await ok<BatchDetail>(t, 'inventoryStock.batchDetail', { batchId: early }, admin);
    expect(detail).toMatchObject({ batchNo: 'F-EARLY', qty: 0, inQty: 8 });
    expect(detail.movements.map((m) => [m.docType, m.qty, m.value, m.qtyAfter, m.valueAfter])).toEqual([
      ['inbound', 8, 4400, 8, 4400],
      ['outbound', -8, -4400, 0, 0],
    ]);
    expect((await call('inventoryStock.batchDetail', { batchId: early }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('inventoryStock.batchesOfMaterial', { houseMaterialId: flour }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await ok<Page<StockBatch>>(t, 'inventoryStock.batchPage', {}, admin2)).records.map((b) => b.batchId)).not.toContain(early);
  });

  it('applies the canteen scope to materials, stock and batches', async () => {
    const onlyB = await limitedToken(t, admin, 'hm_scope_b', [canteenB]);
    const houses = await ok<Page<HouseMaterial>>(t, 'inventoryStock.houseMaterialPage', { limit: 500 }, onlyB);
    expect(houses.records.length).toBeGreaterThan(0);
    expect(houses.records.every((h) => h.warehouseId === cold)).toBe(true);
    expect((await ok<Page<StockRow>>(t, 'inventoryStock.stockPage', { limit: 500 }, onlyB)).records.every((r) => r.warehouseId === cold)).toBe(true);
    expect((await ok<Page<StockBatch>>(t, 'inventoryStock.batchPage', { limit: 500 }, onlyB)).records.every((r) => r.warehouseId === cold)).toBe(true);
    expect((await call('inventoryStock.batchDetail', { batchId: early }, onlyB)).code).toBe(Code.NOT_FOUND);
    expect((await call('inventoryStock.stockSet', { houseMaterialId: flour, minQty: 1, maxQty: 2 }, onlyB)).code).toBe(Code.NOT_FOUND);
    expect((await call('inventoryStock.houseMaterialAdd', { warehouseId: dry, materialId: materials.get('HM鸡蛋'), unitId: each }, onlyB)).code).toBe(Code.NOT_FOUND);
  });
});
