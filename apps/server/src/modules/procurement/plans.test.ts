// @db both
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, endpointById, pathWith, type Generation, type MailRow, type Page, type PlanDetail, type PlanRow, type PurchaseNotice, type PurchaseOrderRow } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, count, limitedToken, ok, type Fields } from '../../testing/api';
import { deliverQueuedMails, useMailAdapter } from './mailOutbox';

let t: TestServer;
let admin: string;
let admin2: string;
let canteenA: number;
let canteenB: number;
let warehouse: number;
let otherWarehouse: number;
let hm: Record<'pork' | 'cabbage' | 'egg' | 'otherPork', number>;
let supplierA: number;
let supplierB: number;
let supplierNoMail: number;
let mat: Record<'pork' | 'cabbage' | 'egg' | 'scallion', number>;

const q = <T>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(`${sql} RETURNING id`, params))[0].id;
const call = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });

async function material(name: string) {
  return one(`INSERT INTO menu_materials (merchant_id, name) VALUES (1, $1)`, [name]);
}
async function dish(name: string, ingredients: [number, number][]) {
  const type = await one(`INSERT INTO menu_dish_types (merchant_id, name) VALUES (1, $1)`, [`类${name}`]);
  const id = await one(`INSERT INTO menu_dishes (merchant_id, type_id, name, price) VALUES (1, $1, $2, 1200)`, [type, name]);
  for (const [m, g] of ingredients) await q(`INSERT INTO menu_dish_ingredients (merchant_id, dish_id, material_id, grams) VALUES (1, $1, $2, $3)`, [id, m, g]);
  return id;
}
async function recipe(canteenId: number, day: string, mealType: number, dishes: [number, number | null][], enabled = true) {
  const id = await one(`INSERT INTO menu_recipes (merchant_id, canteen_id, recipe_date, meal_type, enabled) VALUES (1, $1, $2, $3, $4)`, [canteenId, day, mealType, enabled]);
  for (const [i, [d, supply]] of dishes.entries()) {
    await q(`INSERT INTO menu_recipe_details (merchant_id, recipe_id, dish_id, supply_qty, sort) VALUES (1, $1, $2, $3, $4)`, [id, d, supply, i]);
  }
}

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteenA = await addCanteen(t, admin, 'P6食堂甲');
  canteenB = await addCanteen(t, admin, 'P6食堂乙');
  const g = await one(`INSERT INTO inv_units (merchant_id, name) VALUES (1, 'g')`);
  const kg = await one(`INSERT INTO inv_units (merchant_id, name, base_unit_id, ratio) VALUES (1, 'kg', $1, 1000)`, [g]);
  const box = await one(`INSERT INTO inv_units (merchant_id, name, base_unit_id, ratio) VALUES (1, '箱30', $1, 30)`, [kg]);
  const piece = await one(`INSERT INTO inv_units (merchant_id, name) VALUES (1, '个')`);
  warehouse = await one(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'P6主仓')`, [canteenA]);
  otherWarehouse = await one(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'P6乙仓')`, [canteenB]);
  mat = { pork: await material('P6猪肉'), cabbage: await material('P6白菜'), egg: await material('P6鸡蛋'), scallion: await material('P6葱') };
  const house = (w: number, m: number, u: number) => one(`INSERT INTO inv_house_materials (merchant_id, warehouse_id, material_id, unit_id) VALUES (1, $1, $2, $3)`, [w, m, u]);
  hm = { pork: await house(warehouse, mat.pork, kg), cabbage: await house(warehouse, mat.cabbage, box), egg: await house(warehouse, mat.egg, piece), otherPork: await house(otherWarehouse, mat.pork, kg) };
  supplierA = await one(`INSERT INTO pur_suppliers (merchant_id, name, email) VALUES (1, 'P6肉联厂', 'meat@example.com')`);
  supplierB = await one(`INSERT INTO pur_suppliers (merchant_id, name, email) VALUES (1, 'P6蔬菜行', 'veg@example.com')`);
  supplierNoMail = await one(`INSERT INTO pur_suppliers (merchant_id, name) VALUES (1, 'P6无邮箱')`);
});
afterAll(() => t.close());

const line = (houseMaterialId: number, qty: number, unitPrice: number, supplierId: number | null) => ({ houseMaterialId, qty, unitPrice, supplierId });
const plan = (lines: ReturnType<typeof line>[], extra: Record<string, unknown> = {}) => ({ name: 'P6周计划', warehouseId: warehouse, needDate: '2026-12-10', lines, ...extra });

describe('purchase plans', () => {
  it('saves a draft with amounts = qty × unit price rounded half up, edits it, and lists it by its filters', async () => {
    const saved = await ok<{ planId: number; planNo: string }>(t, 'procurementPlans.planAddSave', plan([line(hm.pork, 2.5, 1234.5678, supplierA), line(hm.cabbage, 1, 999.5, null)]), admin);
    expect(saved.planNo).toMatch(/^CG\d{8}\d{3}$/);
    let detail = await ok<PlanDetail>(t, 'procurementPlans.planDetail', { id: saved.planId }, admin);
    // 2.5 × 1234.5678 = 3086.4195 → 3086; 1 × 999.5 = 999.5 → 1000.
    expect(detail.lines.map((l) => [l.materialName, l.qty, l.amount, l.supplierName])).toEqual([
      ['P6猪肉', 2.5, 3086, 'P6肉联厂'],
      ['P6白菜', 1, 1000, null],
    ]);
    expect(detail).toMatchObject({ state: 'draft', totalAmount: 4086, warehouseName: 'P6主仓', orders: [] });
    await ok(t, 'procurementPlans.planEditSave', { planId: saved.planId, ...plan([line(hm.pork, 1, 100, null)], { remark: '改' }) }, admin);
    detail = await ok<PlanDetail>(t, 'procurementPlans.planDetail', { id: saved.planId }, admin);
    expect(detail).toMatchObject({ totalAmount: 100, remark: '改', lineCount: 1 });
    const page = await ok<Page<PlanRow>>(t, 'procurementPlans.planPage', { planNo: saved.planNo, state: 'draft', warehouseId: warehouse, needFrom: '2026-12-10', needTo: '2026-12-10' }, admin);
    expect(page.records.map((r) => r.planId)).toEqual([saved.planId]);
    expect((await ok<Page<PlanRow>>(t, 'procurementPlans.planPage', { planNo: saved.planNo, state: 'committed' }, admin)).total).toBe(0);
    await ok(t, 'procurementPlans.planRemove', { id: saved.planId }, admin);
    expect((await call('procurementPlans.planDetail', { id: saved.planId })).code).toBe(Code.NOT_FOUND);
  });

  it('refuses bad lines with a 40000 naming the field, nothing written', async () => {
    const before = await count(t, 'pur_plans');
    const r1 = await call('procurementPlans.planAddCommit', plan([line(hm.pork, 1, 100, supplierA), line(hm.cabbage, 1, 100, null)]));
    expect(r1.code).toBe(Code.VALIDATION);
    expect((r1.data as Fields).fields[0].field).toBe('lines.1.supplierId');
    const r2 = await call('procurementPlans.planAddSave', plan([line(hm.otherPork, 1, 100, supplierA)]));
    expect((r2.data as Fields).fields[0].field).toBe('lines.0.houseMaterialId');
    await q(`UPDATE pur_suppliers SET enabled = false WHERE id = $1`, [supplierNoMail]);
    const r3 = await call('procurementPlans.planAddSave', plan([line(hm.pork, 1, 100, supplierNoMail)]));
    expect((r3.data as Fields).fields[0].field).toBe('lines.0.supplierId');
    await q(`UPDATE pur_suppliers SET enabled = true WHERE id = $1`, [supplierNoMail]);
    const r4 = await call('procurementPlans.planAddSave', plan([line(hm.pork, 1.0005, 100, supplierA)]));
    expect(r4.code).toBe(Code.VALIDATION);
    const r5 = await call('procurementPlans.planAddSave', plan([line(hm.pork, 1, 100, supplierA)], { buyerId: 1 }));
    expect((r5.data as Fields).fields[0].field).toBe('buyerId');
    const r6 = await call('procurementPlans.planAddSave', plan([line(hm.pork, 1_000_000_000, 1_000_000_000, supplierA)]));
    expect((r6.data as Fields).fields[0].field).toBe('lines.0.qty');
    expect(await count(t, 'pur_plans')).toBe(before);
  });

  it('commits into one purchase order per supplier; committing twice, editing or removing a committed plan is 40900', async () => {
    const c = await ok<{ planId: number; orders: { orderId: number; orderNo: string; supplierId: number }[] }>(
      t,
      'procurementPlans.planAddCommit',
      plan([line(hm.pork, 3, 3000, supplierA), line(hm.cabbage, 2, 4500, supplierB), line(hm.egg, 10, 80.25, supplierA)]),
      admin,
    );
    expect(c.orders.map((o) => o.supplierId)).toEqual([supplierA, supplierB]);
    expect(c.orders.every((o) => /^PO\d{11}$/.test(o.orderNo))).toBe(true);
    const detail = await ok<PlanDetail>(t, 'procurementPlans.planDetail', { id: c.planId }, admin);
    expect(detail.state).toBe('committed');
    expect(detail.orders.map((o) => [o.supplierName, o.state, o.totalAmount, o.lines.map((l) => l.materialName)])).toEqual([
      ['P6肉联厂', 'ordered', 9000 + 803, ['P6猪肉', 'P6鸡蛋']],
      ['P6蔬菜行', 'ordered', 9000, ['P6白菜']],
    ]);
    const edit = { planId: c.planId, ...plan([line(hm.pork, 1, 1, supplierA)]) };
    expect((await call('procurementPlans.planEditCommit', edit)).code).toBe(Code.CONFLICT);
    expect((await call('procurementPlans.planEditSave', edit)).code).toBe(Code.CONFLICT);
    expect((await call('procurementPlans.planRemove', { id: c.planId })).code).toBe(Code.CONFLICT);
    expect((await q<{ n: number }>(`SELECT count(*)::int AS n FROM pur_orders WHERE plan_id = $1`, [c.planId]))[0].n).toBe(2);
  });

  it('moves orders ordered → sent → received (an inbound draft with its lines and prices) or cancelled; other moves are 40900', async () => {
    const c = await ok<{ planId: number; orders: { orderId: number }[] }>(t, 'procurementPlans.planAddCommit', plan([line(hm.pork, 4, 2500, supplierA), line(hm.cabbage, 1, 100, supplierB)]), admin);
    const [meat, veg] = c.orders.map((o) => o.orderId);
    expect((await call('procurementPlans.orderStatus', { orderId: meat, state: 'received' })).code).toBe(Code.CONFLICT);
    await ok(t, 'procurementPlans.orderStatus', { orderId: meat, state: 'sent' }, admin);
    const got = await ok<{ inboundId: number; inboundNo: string; state: string }>(t, 'procurementPlans.orderStatus', { orderId: meat, state: 'received', inboundDate: '2026-12-09' }, admin);
    expect(got.state).toBe('received');
    const [inbound] = await q<{ state: string; supplier_id: number; purchase_order_id: number; warehouse_id: number }>(`SELECT * FROM inv_inbounds WHERE id = $1`, [got.inboundId]);
    expect(inbound).toMatchObject({ state: 'draft', supplier_id: supplierA, purchase_order_id: meat, warehouse_id: warehouse });
    const lines = await q<{ house_material_id: number; qty: string; unit_price: string; value: string }>(`SELECT house_material_id, qty::text, unit_price::float8 AS unit_price, value FROM inv_inbound_lines WHERE inbound_id = $1`, [got.inboundId]);
    expect(lines.map((l) => [l.house_material_id, Number(l.qty), Number(l.unit_price), Number(l.value)])).toEqual([[hm.pork, 4, 2500, 10000]]);
    const page = await ok<Page<PurchaseOrderRow>>(t, 'procurementPlans.orderPage', { planId: c.planId, state: 'received' }, admin);
    expect(page.records.map((r) => [r.orderId, r.inboundId, r.inboundNo])).toEqual([[meat, got.inboundId, got.inboundNo]]);
    expect((await call('procurementPlans.orderStatus', { orderId: meat, state: 'cancelled' })).code).toBe(Code.CONFLICT);
    expect((await call('procurementPlans.orderRemove', { id: meat })).code).toBe(Code.CONFLICT);
    expect((await call('procurementPlans.orderRemove', { id: veg })).code).toBe(Code.CONFLICT);
    await ok(t, 'procurementPlans.orderStatus', { orderId: veg, state: 'cancelled' }, admin);
    expect((await call('procurementPlans.orderStatus', { orderId: veg, state: 'sent' })).code).toBe(Code.CONFLICT);
    await ok(t, 'procurementPlans.orderRemove', { id: veg }, admin);
    expect((await q(`SELECT 1 FROM pur_orders WHERE id = $1`, [veg])).length).toBe(0);
  });

  it('lists purchase notices: orders awaiting delivery, soonest need date first', async () => {
    const late = await ok<{ orders: { orderId: number }[] }>(t, 'procurementPlans.planAddCommit', plan([line(hm.pork, 1, 1, supplierA)], { needDate: '2099-01-02' }), admin);
    const soon = await ok<{ orders: { orderId: number }[] }>(t, 'procurementPlans.planAddCommit', plan([line(hm.pork, 1, 1, supplierA)], { needDate: '2099-01-01' }), admin);
    const page = await ok<Page<PurchaseNotice>>(t, 'procurementPlans.noticePage', { limit: 500 }, admin);
    const ids = page.records.map((r) => r.orderId);
    expect(ids.indexOf(soon.orders[0].orderId)).toBeLessThan(ids.indexOf(late.orders[0].orderId));
    expect(page.records.every((r) => r.state === 'ordered' || r.state === 'sent')).toBe(true);
    expect(page.records.find((r) => r.orderId === soon.orders[0].orderId)!.daysLeft).toBeGreaterThan(0);
  });

  it('exports the plans and the orders as sheets, states in words', async () => {
    const sheet = async (id: string, content: Record<string, unknown>) => {
      const e = endpointById.get(id)!;
      const res = await t.app.inject({ method: 'POST', url: pathWith(e.path, content), payload: envelopeFor(content, admin), headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh' } });
      expect(String(res.headers['content-type'])).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    };
    const plans = await sheet('procurementPlans.planExport', { state: 'committed' });
    expect(plans[0]).toContain('计划单号');
    expect(plans.slice(1).every((r) => r.includes('已提交'))).toBe(true);
    const orders = await sheet('procurementPlans.orderExport', { state: 'received', columns: ['orderNo', 'supplierId', 'state', 'inboundNo'] });
    expect(orders[0]).toEqual(['订单号', '供应商', '状态', '入库单']);
    expect(orders.length).toBeGreaterThan(1);
    expect(orders.slice(1).every((r) => r[2] === '已收货' && /^RK/.test(String(r[3])))).toBe(true);
  });
});

describe('mails to suppliers', () => {
  it('queues one mail per order in the call, marks the orders sent, and delivers them to the outbox after it', async () => {
    const c = await ok<{ planId: number; orders: { orderId: number }[] }>(t, 'procurementPlans.planAddCommit', plan([line(hm.pork, 2, 3000, supplierA), line(hm.cabbage, 1, 5000, supplierNoMail)]), admin);
    const [meat, noMail] = c.orders.map((o) => o.orderId);
    const refused = await call('procurementPlans.planSendEmail', { planId: c.planId });
    expect(refused.code).toBe(Code.VALIDATION);
    expect(refused.msg).toContain('P6无邮箱');
    expect(await count(t, 'pur_mails')).toBe(0);
    const sent = await ok<{ mails: { mailId: number; toAddress: string }[] }>(t, 'procurementPlans.planSendEmail', { planId: c.planId, orderIds: [meat] }, admin);
    expect(sent.mails.map((m) => m.toAddress)).toEqual(['meat@example.com']);
    expect((await q<{ state: string }>(`SELECT state FROM pur_orders WHERE id = $1`, [meat]))[0].state).toBe('sent');
    expect((await q<{ state: string }>(`SELECT state FROM pur_orders WHERE id = $1`, [noMail]))[0].state).toBe('ordered');
    expect((await q<{ state: string }>(`SELECT state FROM pur_mails WHERE id = $1`, [sent.mails[0].mailId]))[0].state).toBe('queued');
    await deliverQueuedMails(t.db, { dataDir: t.config.dataDir });
    const file = path.join(t.config.dataDir, 'outbox', `mail-1-${sent.mails[0].mailId}.eml`);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toContain('To: meat@example.com');
    const mails = await ok<Page<MailRow>>(t, 'procurementPlans.mailPage', { planId: c.planId }, admin);
    expect(mails.records.map((m) => [m.state, m.supplierName, m.attempts])).toEqual([['sent', 'P6肉联厂', 1]]);
    expect((await call('procurementPlans.mailResend', { id: sent.mails[0].mailId })).code).toBe(Code.CONFLICT);
    const draft = await ok<{ planId: number }>(t, 'procurementPlans.planAddSave', plan([line(hm.pork, 1, 1, supplierA)]), admin);
    expect((await call('procurementPlans.planSendEmail', { planId: draft.planId })).code).toBe(Code.CONFLICT);
  });

  it('marks a mail failed with the error when delivery fails, and queues it again on resend', async () => {
    const c = await ok<{ planId: number }>(t, 'procurementPlans.planAddCommit', plan([line(hm.pork, 1, 3000, supplierB)]), admin);
    const sent = await ok<{ mails: { mailId: number }[] }>(t, 'procurementPlans.planSendEmail', { planId: c.planId }, admin);
    useMailAdapter({
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
    });
    try {
      await deliverQueuedMails(t.db, { dataDir: t.config.dataDir });
    } finally {
      useMailAdapter(null);
    }
    let rows = await ok<Page<MailRow>>(t, 'procurementPlans.mailPage', { planId: c.planId, state: 'failed' }, admin);
    expect(rows.records.map((m) => [m.mailId, m.error])).toEqual([[sent.mails[0].mailId, '550 mailbox unavailable']]);
    await ok(t, 'procurementPlans.mailResend', { id: sent.mails[0].mailId }, admin);
    await deliverQueuedMails(t.db, { dataDir: t.config.dataDir });
    rows = await ok<Page<MailRow>>(t, 'procurementPlans.mailPage', { planId: c.planId }, admin);
    expect(rows.records.map((m) => [m.state, m.attempts, m.error])).toEqual([['sent', 2, '']]);
  });
});

describe('generation from recipes', () => {
  it('a plan generated from a week of recipes equals the hand-computed material list', async () => {
    const hongshao = await dish('P6红烧肉', [
      [mat.pork, 150],
      [mat.scallion, 5],
    ]);
    const baicai = await dish('P6白菜炒肉', [
      [mat.cabbage, 205],
      [mat.pork, 50],
    ]);
    const egg = await dish('P6炒蛋', [[mat.egg, 100]]);
    // The week 2027-03-01 … 03-07 of canteen A: two enabled recipes count.
    await recipe(canteenA, '2027-03-01', 2, [
      [hongshao, 80],
      [baicai, null],
    ]);
    await recipe(canteenA, '2027-03-03', 3, [
      [baicai, 120],
      [egg, 30],
    ]);
    // Not counted: a disabled recipe, a day after the week, another canteen.
    await recipe(canteenA, '2027-03-05', 2, [[hongshao, 50]], false);
    await recipe(canteenA, '2027-03-08', 2, [[hongshao, 1000]]);
    await recipe(canteenB, '2027-03-02', 2, [[hongshao, 1000]]);
    // 2 kg of pork in stock, 0.5 kg of it in a second batch.
    for (const [i, kg] of [1.5, 0.5].entries()) {
      const b = await one(
        `INSERT INTO inv_batches (merchant_id, warehouse_id, house_material_id, batch_no, qty, value, in_qty, in_value, received_at) VALUES (1, $1, $2, $3, $4, 0, $4, 0, now())`,
        [warehouse, hm.pork, `P6B${i}`, kg],
      );
      await q(
        `INSERT INTO inv_movements (merchant_id, warehouse_id, house_material_id, batch_id, doc_type, doc_id, doc_no, line_id, qty, value, qty_after, value_after, at) VALUES (1, $1, $2, $3, 'inbound', 0, 'T', 0, $4, 0, $4, 0, now())`,
        [warehouse, hm.pork, b, kg],
      );
    }
    const input = { canteenId: canteenA, warehouseId: warehouse, from: '2027-03-01', to: '2027-03-07', defaultPortions: 100 };
    const g = await ok<Generation>(t, 'procurementPlans.calculateMaterial', input, admin);
    // Pork: 80 × 150 + 100 × 50 + 120 × 50 = 23 000 g = 23 kg, less 2 kg in stock = 21 kg.
    // Cabbage: (100 + 120) × 205 = 45 100 g = 45.1 kg = 1.50333… boxes of 30 kg, rounded up: 1.504.
    expect(g).toMatchObject({ recipeCount: 2, dishCount: 4 });
    const byName = Object.fromEntries(g.lines.map((l) => [l.materialName, [l.grams, l.needQty, l.stockQty, l.qty, l.unitName]]));
    expect(byName).toEqual({ P6猪肉: [23000, 23, 2, 21, 'kg'], P6白菜: [45100, 1.504, 0, 1.504, '箱30'] });
    // Eggs are kept by the piece (no gram reaches it); scallions are not kept: 80 × 5 = 400 g.
    expect(Object.fromEntries(g.notStocked.map((n) => [n.materialName, [n.grams, n.reason]]))).toEqual({ P6葱: [400, 'noHouseMaterial'], P6鸡蛋: [3000, 'noGramUnit'] });
    // The last price paid comes with its supplier; ignoring stock buys the whole need.
    const pork = g.lines.find((l) => l.houseMaterialId === hm.pork)!;
    expect(pork.unitPrice).not.toBeNull();
    expect(pork.supplierId).not.toBeNull();
    const all = await ok<Generation>(t, 'procurementPlans.calculateMaterial', { ...input, ignoreStock: true }, admin);
    expect(all.lines.find((l) => l.houseMaterialId === hm.pork)!.qty).toBe(23);
    // Saved as a plan, the lines are the list.
    const saved = await ok<{ planId: number }>(
      t,
      'procurementPlans.planAddSave',
      plan(
        g.lines.map((l) => line(l.houseMaterialId, l.qty, l.unitPrice ?? 0, l.supplierId)),
        { source: 'recipes', recipeFrom: '2027-03-01', recipeTo: '2027-03-07' },
      ),
      admin,
    );
    const detail = await ok<PlanDetail>(t, 'procurementPlans.planDetail', { id: saved.planId }, admin);
    expect(detail.lines.map((l) => [l.houseMaterialId, l.qty])).toEqual(g.lines.map((l) => [l.houseMaterialId, l.qty]));
    expect(Object.fromEntries(detail.lines.map((l) => [l.materialName, l.qty]))).toEqual({ P6猪肉: 21, P6白菜: 1.504 });
    expect(detail).toMatchObject({ source: 'recipes', recipeFrom: '2027-03-01', recipeTo: '2027-03-07' });
  });

  it('refuses a reversed or too long range with 40000', async () => {
    const base = { canteenId: canteenA, warehouseId: warehouse };
    expect((await call('procurementPlans.calculateMaterial', { ...base, from: '2027-03-07', to: '2027-03-01' })).code).toBe(Code.VALIDATION);
    expect((await call('procurementPlans.calculateMaterial', { ...base, from: '2027-01-01', to: '2027-06-01' })).code).toBe(Code.VALIDATION);
  });
});

describe('access', () => {
  it('another merchant sees and changes nothing of merchant 1', async () => {
    const c = await ok<{ planId: number; orders: { orderId: number }[] }>(t, 'procurementPlans.planAddCommit', plan([line(hm.pork, 1, 1, supplierA)]), admin);
    const draft = await ok<{ planId: number }>(t, 'procurementPlans.planAddSave', plan([line(hm.pork, 1, 1, supplierA)]), admin);
    expect((await call('procurementPlans.planDetail', { id: c.planId }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementPlans.planRemove', { id: draft.planId }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementPlans.planEditSave', { planId: draft.planId, ...plan([line(hm.pork, 1, 1, null)]) }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementPlans.orderStatus', { orderId: c.orders[0].orderId, state: 'sent' }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementPlans.planSendEmail', { planId: c.planId }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementPlans.calculateMaterial', { canteenId: canteenA, warehouseId: warehouse, from: '2027-03-01', to: '2027-03-07' }, admin2)).code).toBe(Code.NOT_FOUND);
    for (const id of ['procurementPlans.planPage', 'procurementPlans.orderPage', 'procurementPlans.noticePage', 'procurementPlans.mailPage']) {
      expect((await ok<Page<unknown>>(t, id, {}, admin2)).total, id).toBe(0);
    }
    expect((await ok<{ warehouses: unknown[]; suppliers: unknown[] }>(t, 'procurementPlans.planOptions', {}, admin2)).suppliers).toEqual([]);
    expect((await q<{ state: string }>(`SELECT state FROM pur_orders WHERE id = $1`, [c.orders[0].orderId]))[0].state).toBe('ordered');
    expect((await q(`SELECT 1 FROM pur_plans WHERE id = $1`, [draft.planId])).length).toBe(1);
  });

  it('a role without the plans menu is refused (40300); the canteen scope hides plans of other canteens’ warehouses', async () => {
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_p6noplan', roleName: 'p6noplan', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 1003000 && m !== 1003010 && m !== 1003030) }, admin);
    await ok(t, 'admin.userAdd', { username: 'p6noplan', password: await t.encrypt('Passw0rd!'), realName: 'p6noplan', roleId }, admin);
    const noPlan = await t.token('p6noplan', 'Passw0rd!');
    for (const id of ['procurementPlans.planPage', 'procurementPlans.calculateMaterial', 'procurementPlans.mailPage', 'procurementPlans.orderPage']) {
      expect((await call(id, {}, noPlan)).code, id).toBe(Code.FORBIDDEN);
    }
    const c = await ok<{ planId: number; orders: { orderId: number }[] }>(t, 'procurementPlans.planAddCommit', plan([line(hm.pork, 1, 1, supplierA)]), admin);
    const onlyB = await limitedToken(t, admin, 'p6onlyb', [canteenB]);
    expect((await call('procurementPlans.planDetail', { id: c.planId }, onlyB)).code).toBe(Code.NOT_FOUND);
    expect((await ok<Page<PlanRow>>(t, 'procurementPlans.planPage', { limit: 500 }, onlyB)).records.some((r) => r.warehouseId === warehouse)).toBe(false);
    expect((await ok<Page<PurchaseOrderRow>>(t, 'procurementPlans.orderPage', { limit: 500 }, onlyB)).records.some((r) => r.warehouseId === warehouse)).toBe(false);
    expect((await call('procurementPlans.orderStatus', { orderId: c.orders[0].orderId, state: 'sent' }, onlyB)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementPlans.planAddSave', plan([line(hm.pork, 1, 1, supplierA)]), onlyB)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementPlans.calculateMaterial', { canteenId: canteenA, warehouseId: warehouse, from: '2027-03-01', to: '2027-03-07' }, onlyB)).code).toBe(Code.NOT_FOUND);
    const options = await ok<{ warehouses: { warehouseId: number }[] }>(t, 'procurementPlans.planOptions', {}, onlyB);
    expect(options.warehouses.map((w) => w.warehouseId)).toEqual([otherWarehouse]);
  });
});
