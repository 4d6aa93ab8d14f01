// @db both — the reports' sums (opening + movements = closing, costs in cents) hold on each database (vitest.config.ts: serverFilesOn)
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  MERCHANT_MENU_IDS,
  endpointById,
  type ExpiryWarningRow,
  type InOutDetailRow,
  type InventoryWarningRow,
  type OutCostRow,
  type Page,
} from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { limitedToken, ok } from '../../testing/api';
import { testCtx } from '../../testing/ctx';
import type { Ctx } from '../../platform/context';
import { addDays, merchantToday } from '../canteens';
import { adjustBatches, issueFefo, receive, reverseReceipt, stockBreaches, toMilli, type DocRef } from './stock';
import { reportExportLimits } from './reports';

let t: TestServer;
let admin: string;
let admin2: string;
let ctx: Ctx;
let today: string;
const ids = { hallA: 0, hallB: 0, wa: 0, wb: 0, rice: 0, oil: 0, flour: 0, milk: 0, salt: 0, eggs: 0, grain: 0, riceCat: 0 };
const batches = { r1: 0, r2: 0, o1: 0, milk: 0 };
let docId = 1000;

/** The service context at an instant: movements are stamped with ctx.now(). */
const at = (iso: string): Ctx => ({ ...ctx, now: () => new Date(iso) });
const insertId = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: number }>(`${sql} RETURNING id`, params))[0].id;
async function inbound(c: Ctx, warehouseId: number): Promise<DocRef> {
  const no = `RT${++docId}`;
  const id = await insertId(`INSERT INTO inv_inbounds (merchant_id, doc_no, warehouse_id, inbound_date) VALUES (1, $1, $2, '2026-11-01')`, [no, warehouseId]);
  return { type: 'inbound', id, no };
}
const doc = (type: DocRef['type']): DocRef => ({ type, id: ++docId, no: `RT${docId}` });
async function houseMaterial(warehouseId: number, name: string, unit: string, categoryId: number | null, limits: { min?: number; max?: number } = {}) {
  const materialId = await insertId(`INSERT INTO menu_materials (merchant_id, name, unit, category_id) VALUES (1, $1, $2, $3)`, [name, unit, categoryId]);
  return insertId(`INSERT INTO inv_house_materials (merchant_id, warehouse_id, material_id, unit_id, min_qty, max_qty) VALUES (1, $1, $2, (SELECT id FROM inv_units WHERE merchant_id = 1 AND name = $3), $4, $5)`, [
    warehouseId,
    materialId,
    unit,
    limits.min ?? null,
    limits.max ?? null,
  ]);
}
const line = (lineId: number, houseMaterialId: number, qty: number, value: number, batchNo: string, expiryDate: string | null) => ({
  lineId,
  houseMaterialId,
  qty: toMilli(qty),
  value,
  batchNo,
  productionDate: null,
  expiryDate,
});

const page = <T>(id: string, content: Record<string, unknown>, token = admin) => ok<Page<T> & { sum: Record<string, number> }>(t, id, { page: 1, limit: 100, ...content }, token);
const byMaterial = <T extends { materialName: string }>(rows: T[], name: string) => rows.find((r) => r.materialName === name)!;

async function sheet(id: string, content: Record<string, unknown>, token = admin) {
  const e = endpointById.get(id)!;
  const res = await t.app.inject({ method: e.method, url: e.path, payload: envelopeFor(content, token), headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  if (String(res.headers['content-type']).includes('json')) return { reply: res.json() as { code: number }, rows: [] as unknown[][] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { reply: null, rows: wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)) };
}

/**
 * The history (merchant time zone Asia/Shanghai, +08:00), warehouse A:
 * - 11-01 receive rice 100 kg for 500.00 (R1) and oil 20 L for 300.00 (O1); milk 4 L for 12.00, expired yesterday;
 * - 11-05 issue rice 30 (150.00);
 * - 11-09 17:30Z = 11-10 01:30 local: issue rice 10 (50.00);
 * - 11-12 receive rice 50 for 300.00 (R2, expiring first);
 * - 11-15 stocktake: R1 60 → 58 (loss 2, 10.00), O1 20 → 21 (gain 1 at its receiving cost, 15.00);
 * - 11-16 issue rice 55: R2's 50 (300.00) then 5 of R1 (25.00); oil 1 (15.00).
 * Warehouse B (hall B): salt 10 kg for 20.00.
 */
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  admin2 = await t.token('admin2', 'Admin@123');
  ctx = testCtx(t.db, 1);
  today = await merchantToday(ctx);
  ids.hallA = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Report hall A')`);
  ids.hallB = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Report hall B')`);
  for (const unit of ['kg', 'L', 'pcs']) await t.db.query(`INSERT INTO inv_units (merchant_id, name) VALUES (1, $1)`, [unit]);
  ids.wa = await insertId(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'Dry store A')`, [ids.hallA]);
  ids.wb = await insertId(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'Store B')`, [ids.hallB]);
  ids.grain = await insertId(`INSERT INTO menu_material_categories (merchant_id, name) VALUES (1, 'Report grain')`);
  ids.riceCat = await insertId(`INSERT INTO menu_material_categories (merchant_id, parent_id, name) VALUES (1, $1, 'Report rice')`, [ids.grain]);
  const oilCat = await insertId(`INSERT INTO menu_material_categories (merchant_id, name) VALUES (1, 'Report oil')`);
  ids.rice = await houseMaterial(ids.wa, 'Report rice', 'kg', ids.riceCat, { min: 100, max: 500 });
  ids.oil = await houseMaterial(ids.wa, 'Report oil', 'L', oilCat, { max: 10 });
  ids.flour = await houseMaterial(ids.wa, 'Report flour', 'kg', ids.grain, { min: 5 });
  ids.milk = await houseMaterial(ids.wa, 'Report milk', 'L', null);
  ids.eggs = await houseMaterial(ids.wa, 'Report eggs', 'pcs', null, { min: 0, max: 100 });
  ids.salt = await houseMaterial(ids.wb, 'Report salt', 'kg', null, { min: 20 });

  let c = at('2026-11-01T02:00:00Z');
  const got = await receive(c, await inbound(c, ids.wa), {
    warehouseId: ids.wa,
    supplierId: null,
    lines: [
      line(1, ids.rice, 100, 50_000, 'R1', addDays(today, 30)),
      line(2, ids.oil, 20, 30_000, 'O1', addDays(today, 3)),
      line(3, ids.milk, 4, 1_200, 'M1', addDays(today, -1)),
    ],
  });
  [batches.r1, batches.o1, batches.milk] = [got.get(1)!, got.get(2)!, got.get(3)!];
  await issueFefo(at('2026-11-05T03:00:00Z'), doc('outbound'), { warehouseId: ids.wa, lines: [{ lineId: 1, houseMaterialId: ids.rice, qty: toMilli(30) }] });
  await issueFefo(at('2026-11-09T17:30:00Z'), doc('outbound'), { warehouseId: ids.wa, lines: [{ lineId: 1, houseMaterialId: ids.rice, qty: toMilli(10) }] });
  c = at('2026-11-12T03:00:00Z');
  batches.r2 = (await receive(c, await inbound(c, ids.wa), { warehouseId: ids.wa, supplierId: null, lines: [line(1, ids.rice, 50, 30_000, 'R2', addDays(today, 2))] })).get(1)!;
  await adjustBatches(at('2026-11-15T03:00:00Z'), doc('stocktake'), [
    { lineId: 1, batchId: batches.r1, qty: toMilli(58) },
    { lineId: 2, batchId: batches.o1, qty: toMilli(21) },
  ]);
  const [riceOut, oilOut] = await issueFefo(at('2026-11-16T03:00:00Z'), doc('outbound'), {
    warehouseId: ids.wa,
    lines: [
      { lineId: 1, houseMaterialId: ids.rice, qty: toMilli(55) },
      { lineId: 2, houseMaterialId: ids.oil, qty: toMilli(1) },
    ],
  });
  expect([riceOut.cost, oilOut.cost]).toEqual([32_500, 1_500]);
  c = at('2026-11-02T03:00:00Z');
  await receive(c, await inbound(c, ids.wb), { warehouseId: ids.wb, supplierId: null, lines: [line(1, ids.salt, 10, 2_000, 'S1', addDays(today, 5))] });
  expect(await stockBreaches(ctx)).toEqual([]);
});
afterAll(() => t?.close());

describe('interval out cost', () => {
  it('sums committed outbound by warehouse material over the range: quantity, cost, average unit cost, documents', async () => {
    const r = await page<OutCostRow>('inventoryReports.outCost', { startDay: '2026-11-01', endDay: '2026-11-30', warehouseId: ids.wa });
    expect(r.records.map((x) => [x.materialName, x.unitName, x.qty, x.cost, x.avgUnitCost, x.docCount, x.categoryName])).toEqual([
      ['Report oil', 'L', 1, 1_500, 1_500, 1, 'Report oil'],
      // 150.00 + 50.00 + 325.00 for 95 kg.
      ['Report rice', 'kg', 95, 52_500, 552.6316, 3, 'Report rice'],
    ]);
    expect(r.sum).toEqual({ qty: 96, cost: 54_000 });
  });

  it('counts days in the merchant time zone: 17:30 UTC on the 9th is the 10th in Shanghai', async () => {
    const tenth = await page<OutCostRow>('inventoryReports.outCost', { startDay: '2026-11-10', endDay: '2026-11-10' });
    expect(tenth.records.map((x) => [x.materialName, x.qty, x.cost])).toEqual([['Report rice', 10, 5_000]]);
    const ninth = await page<OutCostRow>('inventoryReports.outCost', { startDay: '2026-11-09', endDay: '2026-11-09' });
    expect(ninth.total).toBe(0);
  });

  it('groups by category (a parent category filter reaching the one below) and by warehouse', async () => {
    const cats = await page<OutCostRow>('inventoryReports.outCost', { groupBy: 'category', categoryId: ids.grain });
    expect(cats.records.map((x) => [x.categoryName, x.qty, x.cost, x.materialName, x.warehouseId])).toEqual([['Report rice', 95, 52_500, '', null]]);
    const stores = await page<OutCostRow>('inventoryReports.outCost', { groupBy: 'warehouse', materialName: 'report' });
    // Two units in one warehouse: no unit and no average.
    expect(stores.records.map((x) => [x.warehouseName, x.qty, x.cost, x.unitName, x.avgUnitCost, x.docCount])).toEqual([['Dry store A', 96, 54_000, '', null, 3]]);
  });

  it('exports every row and the total row', async () => {
    const file = await sheet('inventoryReports.outCostExport', { startDay: '2026-11-01', endDay: '2026-11-30', warehouseId: ids.wa });
    expect(file.rows[0]).toEqual(['Warehouse', 'Material', 'Category', 'Unit', 'Quantity', 'Cost (yuan)', 'Average unit cost (yuan)', 'Outbound documents']);
    expect(file.rows[2].slice(0, 6)).toEqual(['Dry store A', 'Report rice', 'Report rice', 'kg', 95, 525]);
    expect(file.rows[2][6]).toBeCloseTo(5.526316, 6);
    expect(file.rows[2][7]).toBe(3);
    expect(file.rows[3]).toEqual(['Total', undefined, undefined, undefined, 96, 540]);
  });

  it('writes the total label in the first column the console asked for', async () => {
    const file = await sheet('inventoryReports.outCostExport', { columns: ['categoryName', 'materialName', 'qty', 'cost'] });
    expect(file.rows[0]).toEqual(['Category', 'Material', 'Quantity', 'Cost (yuan)']);
    expect(file.rows.at(-1)).toEqual(['Total', undefined, 96, 540]);
  });
});

describe('in/out detail', () => {
  it('gives opening, in, out, stocktake gain and loss and closing, closing = opening + the movements', async () => {
    const r = await page<InOutDetailRow>('inventoryReports.inOutDetail', { startDay: '2026-11-06', endDay: '2026-11-15', warehouseId: ids.wa });
    const rice = byMaterial(r.records, 'Report rice');
    expect(rice).toMatchObject({
      openingQty: 70,
      openingValue: 35_000,
      inQty: 50,
      inValue: 30_000,
      outQty: 10,
      outValue: 5_000,
      gainQty: 0,
      lossQty: 2,
      lossValue: 1_000,
      closingQty: 108,
      closingValue: 59_000,
      categoryName: 'Report rice',
      unitName: 'kg',
      canteenName: 'Report hall A',
    });
    const oil = byMaterial(r.records, 'Report oil');
    expect([oil.openingQty, oil.openingValue, oil.gainQty, oil.gainValue, oil.closingQty, oil.closingValue]).toEqual([20, 30_000, 1, 1_500, 21, 31_500]);
    for (const x of r.records) {
      expect(x.closingQty).toBeCloseTo(x.openingQty + x.inQty - x.outQty + x.gainQty - x.lossQty, 6);
      expect(x.closingValue).toBe(x.openingValue + x.inValue - x.outValue + x.gainValue - x.lossValue);
    }
    // Flour never moved, eggs neither: left out.
    expect(r.records.map((x) => x.materialName).sort()).toEqual(['Report milk', 'Report oil', 'Report rice']);
    expect(r.sum.closingValue).toBe(59_000 + 31_500 + 1_200);
  });

  it('closes a range ending today at the batches’ current sums', async () => {
    const r = await page<InOutDetailRow>('inventoryReports.inOutDetail', { startDay: '2026-11-01', endDay: today });
    const sums = await t.db.query<{ hm: number; qty: number; value: number }>(
      `SELECT house_material_id AS hm, sum(qty)::float8 AS qty, sum(value)::float8 AS value FROM inv_batches WHERE merchant_id = 1 GROUP BY 1`,
    );
    expect(r.records.length).toBe(sums.length);
    for (const s of sums) {
      const row = r.records.find((x) => x.houseMaterialId === s.hm)!;
      expect([row.closingQty, row.closingValue]).toEqual([s.qty, s.value]);
      expect(row.openingQty).toBe(0);
    }
    expect(byMaterial(r.records, 'Report rice')).toMatchObject({ inQty: 150, outQty: 95, lossQty: 2, closingQty: 53, closingValue: 26_500 });
  });

  it('counts a reversed receipt against the inbound of its day', async () => {
    const cold = await insertId(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'Cold store A')`, [ids.hallA]);
    const fish = await houseMaterial(cold, 'Report fish', 'kg', null);
    let c = at('2026-11-03T03:00:00Z');
    const batchId = (await receive(c, await inbound(c, cold), { warehouseId: cold, supplierId: null, lines: [line(1, fish, 10, 800, 'F1', null)] })).get(1)!;
    c = at('2026-11-04T03:00:00Z');
    await reverseReceipt(c, await inbound(c, cold), { warehouseId: cold, batches: [{ lineId: 1, batchId }] });
    const figures = async (startDay: string, endDay: string) => {
      const [row] = (await page<InOutDetailRow>('inventoryReports.inOutDetail', { startDay, endDay, warehouseId: cold })).records;
      return [row.openingQty, row.inQty, row.inValue, row.closingQty, row.closingValue];
    };
    expect(await figures('2026-11-03', '2026-11-03')).toEqual([0, 10, 800, 10, 800]);
    expect(await figures('2026-11-04', '2026-11-04')).toEqual([10, -10, -800, 0, 0]);
    expect(await figures('2026-11-01', '2026-11-30')).toEqual([0, 0, 0, 0, 0]);
  });

  it('exports the rows and the total row', async () => {
    const file = await sheet('inventoryReports.inOutDetailExport', { startDay: '2026-11-06', endDay: '2026-11-15', materialName: 'rice' });
    expect(file.rows[0].slice(0, 6)).toEqual(['Warehouse', 'Canteen', 'Material', 'Category', 'Unit', 'Opening quantity']);
    expect(file.rows[1]).toEqual(['Dry store A', 'Report hall A', 'Report rice', 'Report rice', 'kg', 70, 350, 50, 300, 10, 50, 0, 0, 2, 10, 108, 590]);
    expect(file.rows[2][0]).toBe('Total');
  });
});

describe('inventory warning', () => {
  it('lists materials below their minimum with the shortfall and above their maximum with the excess', async () => {
    const r = await page<InventoryWarningRow>('inventoryReports.inventoryWarning', { warehouseId: ids.wa });
    expect(r.records.map((x) => [x.materialName, x.warning, x.stockQty, x.stockValue, x.minQty, x.maxQty, x.shortfall, x.excess])).toEqual([
      ['Report flour', 'low', 0, 0, 5, null, 5, 0],
      ['Report rice', 'low', 53, 26_500, 100, 500, 47, 0],
      ['Report oil', 'high', 20, 30_000, null, 10, 0, 10],
    ]);
    expect(r.sum).toEqual({ stockValue: 56_500, shortfall: 52 });
    const high = await page<InventoryWarningRow>('inventoryReports.inventoryWarning', { warning: 'high' });
    expect(high.records.map((x) => x.materialName)).toEqual(['Report oil']);
  });

  it('exports with the warning in words', async () => {
    const file = await sheet('inventoryReports.inventoryWarningExport', { warning: 'high' });
    expect(file.rows[1].slice(0, 7)).toEqual(['Dry store A', 'Report hall A', 'Report oil', 'Report oil', 'L', 'Above maximum', 20]);
  });
});

describe('expiry warning', () => {
  it('lists batches with stock expiring within 7 days by default, and the expired ones, with days left and value at risk', async () => {
    const r = await page<ExpiryWarningRow>('inventoryReports.expiryWarning', { warehouseId: ids.wa });
    // R2 expires in 2 days but is empty: not at risk.
    expect(r.records.map((x) => [x.batchNo, x.daysLeft, x.state, x.qty, x.value, x.expiryDate])).toEqual([
      ['M1', -1, 'expired', 4, 1_200, addDays(today, -1)],
      ['O1', 3, 'expiring', 20, 30_000, addDays(today, 3)],
    ]);
    expect(r.sum).toEqual({ qty: 24, value: 31_200 });
    const month = await page<ExpiryWarningRow>('inventoryReports.expiryWarning', { days: 30, state: 'expiring' });
    expect(month.records.map((x) => x.batchNo)).toEqual(['O1', 'S1', 'R1']);
    const expired = await page<ExpiryWarningRow>('inventoryReports.expiryWarning', { days: 365, state: 'expired' });
    expect(expired.records.map((x) => x.batchNo)).toEqual(['M1']);
  });

  it('exports the batches and the total row', async () => {
    const file = await sheet('inventoryReports.expiryWarningExport', { warehouseId: ids.wa });
    expect(file.rows.length).toBe(4);
    expect(file.rows[1].slice(5, 11)).toEqual(['M1', null, addDays(today, -1), -1, 'Expired', 4].map((v) => (v === null ? undefined : v)));
    expect(file.rows[3].slice(0, 1)).toEqual(['Total']);
  });
});

describe('access', () => {
  const all = [
    ['inventoryReports.outCost', 1106010],
    ['inventoryReports.inOutDetail', 1106020],
    ['inventoryReports.inventoryWarning', 1106030],
    ['inventoryReports.expiryWarning', 1106040],
  ] as const;

  it('refuses bad input with 40000 naming the field', async () => {
    for (const [id, content, field] of [
      ['inventoryReports.outCost', { startDay: '2026-11-10', endDay: '2026-11-09' }, 'endDay'],
      ['inventoryReports.outCost', { groupBy: 'dish' }, 'groupBy'],
      ['inventoryReports.inOutDetail', { startDay: '2026-11-31' }, 'startDay'],
      ['inventoryReports.inventoryWarning', { warning: 'none' }, 'warning'],
      ['inventoryReports.expiryWarning', { days: 0 }, 'days'],
      ['inventoryReports.expiryWarning', { days: 366 }, 'days'],
      ['inventoryReports.expiryWarningExport', { days: 1.5 }, 'days'],
    ] as const) {
      const r = await t.call<{ fields: { field: string }[] }>(id, content, { token: admin });
      expect(r.code, id).toBe(Code.VALIDATION);
      expect(r.data.fields.map((f) => f.field)).toContain(field);
    }
  });

  it('shows another merchant nothing of these warehouses', async () => {
    for (const [id] of all) {
      const r = await page<unknown>(id, { days: 365, warehouseId: ids.wa }, admin2);
      expect(r.total, id).toBe(0);
    }
    const file = await sheet('inventoryReports.inOutDetailExport', {}, admin2);
    expect(file.rows.length).toBe(2);
  });

  it('shows a user limited to hall B only the warehouse of hall B', async () => {
    const limited = await limitedToken(t, admin, 'reports_hall_b', [ids.hallB]);
    expect((await page<OutCostRow>('inventoryReports.outCost', {}, limited)).total).toBe(0);
    const detail = await page<InOutDetailRow>('inventoryReports.inOutDetail', {}, limited);
    expect(detail.records.map((x) => [x.warehouseName, x.materialName, x.closingQty])).toEqual([['Store B', 'Report salt', 10]]);
    const warn = await page<InventoryWarningRow>('inventoryReports.inventoryWarning', {}, limited);
    expect(warn.records.map((x) => [x.materialName, x.shortfall])).toEqual([['Report salt', 10]]);
    const exp = await page<ExpiryWarningRow>('inventoryReports.expiryWarning', { days: 365 }, limited);
    expect(exp.records.map((x) => x.batchNo)).toEqual(['S1']);
    expect((await page<InOutDetailRow>('inventoryReports.inOutDetail', { warehouseId: ids.wa }, limited)).total).toBe(0);
  });

  it('refuses a role without the report’s menu (40300), report and export alike', async () => {
    const { roleId } = await ok<{ roleId: number }>(
      t,
      'admin.roleAdd',
      { roleCode: 'r_noreports', roleName: 'noreports', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => ![1106000, 1106010, 1106020, 1106030, 1106040].includes(m)) },
      admin,
    );
    await ok(t, 'admin.userAdd', { username: 'noreports', password: await t.encrypt('Passw0rd!'), realName: 'noreports', roleId }, admin);
    const token = await t.token('noreports', 'Passw0rd!');
    for (const [id] of all) {
      expect((await t.call(id, {}, { token })).code, id).toBe(Code.FORBIDDEN);
      expect((await sheet(`${id}Export`, {}, token)).reply?.code, id).toBe(Code.FORBIDDEN);
    }
  });

  it('refuses an export past the cap (42200) before writing anything', async () => {
    reportExportLimits.cap = 1;
    try {
      const refused = await sheet('inventoryReports.expiryWarningExport', { days: 365 });
      expect(refused.reply?.code).toBe(Code.BUSINESS_RULE);
    } finally {
      reportExportLimits.cap = 50_000;
    }
  });
});

describe('outbound kinds', () => {
  it('limits the out cost to outbound documents of one kind', async () => {
    const store = await insertId(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'Kind store')`, [ids.hallA]);
    const flour = await houseMaterial(store, 'Kind flour', 'kg', null);
    const c = at('2026-11-20T03:00:00Z');
    await receive(c, await inbound(c, store), { warehouseId: store, supplierId: null, lines: [line(1, flour, 10, 1_000, 'K1', null)] });
    for (const [kind, qty] of [
      ['loss', 2],
      ['kitchen', 3],
    ] as const) {
      const no = `KO${++docId}`;
      const id = await insertId(`INSERT INTO inv_outbounds (merchant_id, doc_no, warehouse_id, kind, outbound_date) VALUES (1, $1, $2, $3, '2026-11-20')`, [no, store, kind]);
      await issueFefo(c, { type: 'outbound', id, no }, { warehouseId: store, lines: [{ lineId: 1, houseMaterialId: flour, qty: toMilli(qty) }] });
    }
    const of = async (outboundKind?: string) =>
      (await page<OutCostRow>('inventoryReports.outCost', { warehouseId: store, ...(outboundKind ? { outboundKind } : {}) })).records.map((r) => [r.qty, r.cost, r.docCount]);
    expect(await of('loss')).toEqual([[2, 200, 1]]);
    expect(await of('kitchen')).toEqual([[3, 300, 1]]);
    expect(await of()).toEqual([[5, 500, 2]]);
    expect(await of('return')).toEqual([]);
  });
});
