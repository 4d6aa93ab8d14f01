import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, endpointById, type Page } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { limitedOrgToken, limitedToken, ok } from '../../testing/api';
import { testCtx } from '../../testing/ctx';
import { addOrg, addPerson, newBizNo } from '../../testing/money';
import type { Ctx } from '../../platform/context';
import { consume, personalRecharge, refund } from '../accounts';
import { commitInbound, saveInbound } from '../inventory';
import { salesExportLimits } from './salesReport';

/**
 * The sales families (issue 27) on generated data: orders with lines in two canteens and two organisations, across
 * local midnight, with a part refund made days after its order and booked meals eaten, cancelled and waiting. Every
 * total is compared with a sum computed straight from the raw orders, lines and bookings.
 */

const ZONE = 'Asia/Shanghai';
let t: TestServer;
let ctx: Ctx;
let admin: string;
let admin2: string;
const ids = { hallA: 0, hallB: 0, stall: 0, orgX: 0, orgY: 0, rice: 0, soup: 0, warehouse: 0, supplier: 0 };

/** Local midnight `daysAgo` days before today in Shanghai, plus `minutes`. */
const localAt = (daysAgo: number, minutes: number) => {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: ZONE }));
  return new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - 8 * 3600_000 - daysAgo * 86_400_000 + minutes * 60_000);
};
const dayOf = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: ZONE });
const inTx = <T>(when: Date, fn: (c: Ctx) => Promise<T>) => t.db.tx((db) => fn({ ...ctx, now: () => when, db }));
const range = { startDay: dayOf(localAt(10, 0)), endDay: dayOf(localAt(0, 0)) };
const insertId = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: number }>(`${sql} RETURNING id`, params))[0].id;

type Report<T> = Page<T> & { sum: Record<string, number> };
const page = <T>(id: string, content: Record<string, unknown> = {}, token = admin) => ok<Report<T>>(t, `reportsSales.${id}`, { page: 1, limit: 100, ...range, ...content }, token);

async function sheet(id: string, content: Record<string, unknown>, token = admin) {
  const e = endpointById.get(`reportsSales.${id}`)!;
  const res = await t.app.inject({ method: e.method, url: e.path, payload: envelopeFor({ ...range, ...content }, token), headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  if (String(res.headers['content-type']).includes('json')) return { reply: res.json() as { code: number }, rows: [] as unknown[][] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { reply: null, rows: wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)) };
}

/** A paid order with lines (rice 800, soup 300 each) at `when`. */
async function pay(when: Date, custId: number, canteenId: number, lines: { rice?: number; soup?: number }, extra: Record<string, unknown> = {}) {
  const items = [
    ...(lines.rice ? [{ dishId: ids.rice, qty: lines.rice, price: 800, dishName: 'Rice' }] : []),
    ...(lines.soup ? [{ dishId: ids.soup, qty: lines.soup, price: 300, dishName: 'Soup' }] : []),
  ];
  const amount = items.reduce((s, i) => s + i.qty * i.price, 0);
  return inTx(when, (c) => consume(c, { custId, amount, items, canteenId, bizNo: newBizNo('C'), ...extra }));
}

/** A booked meal paid at `when` for the meal `daysAgo` days back, then handed over, cancelled or left waiting. */
async function booking(when: Date, custId: number, canteenId: number, mealDaysAgo: number, state: 'booked' | 'picked' | 'cancelled', via: 'device' | 'console' | null = null) {
  const day = dayOf(localAt(mealDaysAgo, 0));
  const paid = await pay(when, custId, canteenId, { rice: 1 }, { orderType: 'booking', payType: 'account', meal: { day, mealType: 2 } });
  await t.db.query(
    `INSERT INTO order_bookings (order_id, merchant_id, order_no, cust_id, canteen_id, meal_day, meal_period, state, picked_at, picked_via)
     SELECT id, merchant_id, order_no, cust_id, $2, $3, 2, $4, $5, $6 FROM orders WHERE id = $1`,
    [paid.orderId, canteenId, day, state, state === 'picked' ? when : null, via],
  );
  if (state === 'cancelled') await inTx(when, (c) => refund(c, { orderId: paid.orderId, bizNo: newBizNo('F') }));
  return paid;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  admin2 = await t.token('admin2', 'Admin@123');
  ctx = testCtx(t.db, 1);
  ids.hallA = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Sales hall A')`);
  ids.hallB = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Sales hall B')`);
  ids.stall = await insertId(`INSERT INTO stalls (merchant_id, canteen_id, name) VALUES (1, $1, 'Noodle stall')`, [ids.hallA]);
  ids.orgX = await addOrg(t.db, 1, 'Sales org X');
  ids.orgY = await addOrg(t.db, 1, 'Sales org Y');
  const type = await insertId(`INSERT INTO menu_dish_types (merchant_id, name) VALUES (1, 'Sales type')`);
  ids.rice = await insertId(`INSERT INTO menu_dishes (merchant_id, type_id, name, price) VALUES (1, $1, 'Sales rice', 800)`, [type]);
  ids.soup = await insertId(`INSERT INTO menu_dishes (merchant_id, type_id, name, price) VALUES (1, $1, 'Sales soup', 300)`, [type]);
  const [p1, p2, p3] = [await addPerson(t.db, 1, ids.orgX), await addPerson(t.db, 1, ids.orgY), await addPerson(t.db, 1, ids.orgX)];
  for (const p of [p1, p2, p3]) await inTx(localAt(12, 600), (c) => personalRecharge(c, { custId: p.custId, amount: 100_000, payType: 'cash', bizNo: newBizNo('R') }));

  // A minute before and after local midnight; the late one is part refunded two days later.
  const late = await pay(localAt(5, 24 * 60 - 1), p1.custId, ids.hallA, { rice: 2, soup: 1 }, { stallId: ids.stall });
  await pay(localAt(4, 1), p2.custId, ids.hallB, { soup: 3 });
  await pay(localAt(4, 720), p1.custId, ids.hallA, { rice: 1 });
  await pay(localAt(4, 730), p3.custId, ids.hallA, { rice: 1, soup: 1 }, { stallId: ids.stall });
  await pay(localAt(2, 700), p2.custId, ids.hallB, { rice: 1 });
  await inTx(localAt(3, 600), (c) => refund(c, { orderId: late.orderId, amount: 500, bizNo: newBizNo('F') }));
  // Before the range: never counted.
  await pay(localAt(11, 600), p1.custId, ids.hallA, { rice: 5 });

  await booking(localAt(6, 600), p1.custId, ids.hallA, 4, 'picked', 'device');
  await booking(localAt(6, 610), p2.custId, ids.hallB, 4, 'picked', 'console');
  await booking(localAt(6, 620), p3.custId, ids.hallA, 3, 'cancelled');
  await booking(localAt(6, 630), p1.custId, ids.hallA, 1, 'booked');

  // Intake: two deliveries of one supplier and one of no supplier.
  const unit = await insertId(`INSERT INTO inv_units (merchant_id, name) VALUES (1, 'Sales kg')`);
  ids.warehouse = await insertId(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'Sales store')`, [ids.hallA]);
  ids.supplier = await insertId(`INSERT INTO pur_suppliers (merchant_id, name) VALUES (1, 'Sales farm')`);
  const cat = await insertId(`INSERT INTO menu_material_categories (merchant_id, name) VALUES (1, 'Sales grain')`);
  const mat = await insertId(`INSERT INTO menu_materials (merchant_id, name, unit, category_id) VALUES (1, 'Sales flour', 'kg', $1)`, [cat]);
  const hm = await insertId(`INSERT INTO inv_house_materials (merchant_id, warehouse_id, material_id, unit_id) VALUES (1, $1, $2, $3)`, [ids.warehouse, mat, unit]);
  for (const [daysAgo, supplierId, qty] of [[3, ids.supplier, 10], [2, ids.supplier, 5], [2, null, 2]] as const) {
    const when = localAt(daysAgo, 600);
    await inTx(when, async (c) => {
      const { inboundId } = await saveInbound(c, { warehouseId: ids.warehouse, supplierId, purchaseOrderId: null, inboundDate: dayOf(when), remark: '', lines: [{ houseMaterialId: hm, qty, unitPrice: 250 }] });
      await commitInbound(c, inboundId);
    });
  }
});
afterAll(() => t?.close());

/** Orders counted by the sale facts, paid in the range. */
const COUNTED = `o.merchant_id = 1 AND o.state IN ('paid', 'part_refunded', 'refunded', 'repaired') AND (o.ordered_at AT TIME ZONE '${ZONE}')::date BETWEEN $1::date AND $2::date`;
const raw = <T>(sql: string, extra: unknown[] = []) => t.db.query<T>(sql, [range.startDay, range.endDay, ...extra]);

describe('dish sales', () => {
  it('sums every dish’s lines of the range as the raw order lines do, with its share of the amount', async () => {
    const r = await page<{ dishId: number; dishName: string; qty: number; amount: number; share: number }>('dishSales');
    const expected = await raw<{ dishId: number; qty: number; amount: number }>(
      `SELECT i.dish_id AS "dishId", sum(i.qty)::float8 AS qty, sum(i.amount)::float8 AS amount FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE ${COUNTED} GROUP BY 1 ORDER BY amount DESC, 1`,
    );
    expect(r.records.map((x) => ({ dishId: x.dishId, qty: x.qty, amount: x.amount }))).toEqual(expected);
    const total = expected.reduce((s, x) => s + x.amount, 0);
    expect(r.sum).toEqual({ qty: expected.reduce((s, x) => s + x.qty, 0), amount: total });
    expect(r.records.find((x) => x.dishId === ids.rice)).toMatchObject({ dishName: 'Sales rice', share: Math.round((expected.find((x) => x.dishId === ids.rice)!.amount / total) * 1e4) / 1e4 });
    // rice: 2 + 1 + 1 + 1 spot and 4 booked; the 5 before the range are not.
    expect(r.records.find((x) => x.dishId === ids.rice)!.qty).toBe(9);
  });

  it('splits the dishes by canteen and stall, and filters by stall and dish name', async () => {
    const r = await page<{ canteenName: string; stallName: string; dishName: string; qty: number }>('areaDishSales', { stallId: ids.stall });
    expect(r.records.map((x) => [x.canteenName, x.stallName, x.dishName, x.qty])).toEqual([
      ['Sales hall A', 'Noodle stall', 'Sales rice', 3],
      ['Sales hall A', 'Noodle stall', 'Sales soup', 2],
    ]);
    const soup = await page<{ canteenName: string; qty: number }>('areaDishSales', { dishName: 'soup' });
    expect(soup.records.map((x) => [x.canteenName, x.qty])).toEqual([
      ['Sales hall A', 2],
      ['Sales hall B', 3],
    ]);
  });

  it('exports the rows and the total row', async () => {
    const file = await sheet('dishSalesExport', {});
    expect(file.rows[0]).toEqual(['Dish', 'Quantity', 'Amount (yuan)', 'Share']);
    expect(file.rows.at(-1)!.slice(0, 3)).toEqual(['Total', 14, (9 * 800 + 5 * 300) / 100]);
  });
});

describe('sale analysis', () => {
  it('gives each day its orders, diners, average ticket and the refunds made that day, as the raw orders do', async () => {
    const r = await page<{ day: string; orders: number; persons: number; amount: number; avgTicket: number; refundAmount: number; net: number }>('saleAnalysis');
    const sales = await raw<{ day: string; orders: number; persons: number; amount: number }>(
      `SELECT to_char((o.ordered_at AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day, count(*)::int AS orders, count(DISTINCT o.cust_id)::int AS persons, sum(o.amount)::float8 AS amount
         FROM orders o WHERE ${COUNTED} GROUP BY 1`,
    );
    const refunds = await raw<{ day: string; amount: number }>(
      `SELECT to_char((at AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day, sum(amount)::float8 AS amount FROM money_txns
        WHERE merchant_id = 1 AND trade_type = 10 AND (at AT TIME ZONE '${ZONE}')::date BETWEEN $1::date AND $2::date GROUP BY 1`,
    );
    const days = [...new Set([...sales, ...refunds].map((x) => x.day))].sort();
    expect(r.records.map((x) => x.day)).toEqual(days);
    for (const x of r.records) {
      const s = sales.find((y) => y.day === x.day) ?? { orders: 0, persons: 0, amount: 0 };
      const f = refunds.find((y) => y.day === x.day)?.amount ?? 0;
      expect([x.orders, x.persons, x.amount, x.avgTicket, x.refundAmount, x.net], x.day).toEqual([s.orders, s.persons, s.amount, s.orders ? Math.round(s.amount / s.orders) : 0, f, s.amount - f]);
    }
    // Midnight: 23:59 is the 5th day back, 00:01 the 4th.
    expect(r.records.find((x) => x.day === dayOf(localAt(5, 0)))).toMatchObject({ orders: 1, amount: 1_900 });
    expect(r.sum.orders).toBe(sales.reduce((s, x) => s + x.orders, 0));
  });

  it('gives the hours of a chosen day', async () => {
    const day = dayOf(localAt(4, 0));
    const r = await page<{ hour: number; orders: number; persons: number | null }>('saleAnalysis', { by: 'hour', startDay: day, endDay: day });
    expect(r.records.map((x) => [x.hour, x.orders, x.persons])).toEqual([
      [0, 1, null],
      [12, 2, null],
    ]);
  });
});

describe('dining and booked meals', () => {
  it('sums orders per day, canteen and meal period as the raw orders do', async () => {
    const r = await page<{ day: string; canteenName: string; mealPeriod: number; orders: number; amount: number }>('diningSum');
    const expected = await raw<{ day: string; canteenName: string; mealPeriod: number; orders: number; amount: number }>(
      `SELECT to_char((o.ordered_at AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day, cn.name AS "canteenName", COALESCE(o.meal_period, 0)::int AS "mealPeriod",
              count(*)::int AS orders, sum(o.amount)::float8 AS amount
         FROM orders o JOIN canteens cn ON cn.id = o.canteen_id WHERE ${COUNTED} GROUP BY 1, 2, 3 ORDER BY 1 DESC, 2, 3`,
    );
    expect(r.records.filter((x) => x.orders > 0).map((x) => ({ day: x.day, canteenName: x.canteenName, mealPeriod: x.mealPeriod, orders: x.orders, amount: x.amount }))).toEqual(expected);
    expect(r.sum.orders).toBe(expected.reduce((s, x) => s + x.orders, 0));
    expect(r.sum.refundAmount).toBe(500 + 800);
  });

  it('counts booked meals by canteen, person, mode and pay type: booked, eaten, cancelled, waiting', async () => {
    const byCanteen = await page<{ name: string; booked: number; eaten: number; cancelled: number; waiting: number; amount: number; refundAmount: number }>('bookingByCanteen');
    expect(byCanteen.records.map((x) => [x.name, x.booked, x.eaten, x.cancelled, x.waiting, x.amount, x.refundAmount])).toEqual([
      ['Sales hall A', 3, 1, 1, 1, 2_400, 800],
      ['Sales hall B', 1, 1, 0, 0, 800, 0],
    ]);
    expect(byCanteen.sum).toEqual({ booked: 4, eaten: 2, cancelled: 1, waiting: 1, amount: 3_200, refundAmount: 800 });
    const raw4 = await raw<{ n: number }>(`SELECT count(*)::int AS n FROM order_bookings WHERE merchant_id = 1 AND meal_day BETWEEN $1::date AND $2::date`);
    expect(byCanteen.sum.booked).toBe(raw4[0].n);
    const modes = await page<{ groupKey: string; booked: number }>('bookingByMode');
    expect(modes.records.map((x) => [x.groupKey, x.booked]).sort()).toEqual([['console', 1], ['device', 1], ['none', 2]]);
    const people = await page<{ custNum: string; booked: number }>('bookingByCustomer');
    expect(people.records.map((x) => x.booked).sort()).toEqual([1, 1, 2]);
    const orgs = await page<{ name: string; booked: number }>('bookingByOrg', { orgId: ids.orgY });
    expect(orgs.records.map((x) => [x.name, x.booked])).toEqual([['Sales org Y', 1]]);
    expect((await page<{ name: string }>('bookingByPayType')).records.map((x) => x.name)).toEqual(['account']);
    expect((await page<{ booked: number }>('bookingByMerchant')).records.map((x) => x.booked)).toEqual([4]);
    expect((await page<{ booked: number }>('bookingByPersonType')).sum.booked).toBe(4);
  });

  it('sums the meals handed over per meal day and canteen, and exports modes in words', async () => {
    const r = await page<{ canteenName: string; eaten: number; byDevice: number; inConsole: number; amount: number }>('writeOffDays');
    expect(r.records.map((x) => [x.canteenName, x.eaten, x.byDevice, x.inConsole, x.amount])).toEqual([
      ['Sales hall A', 1, 1, 0, 800],
      ['Sales hall B', 1, 0, 1, 800],
    ]);
    const file = await sheet('bookingByModeExport', {});
    expect(file.rows.slice(1, -1).map((x) => x[0]).sort()).toEqual(['At a device', 'In the console', 'Not handed over']);
  });
});

describe('intake', () => {
  it('sums committed inbound stock by supplier, material and category', async () => {
    const bySupplier = await page<{ supplierName: string; qty: number; value: number; docCount: number }>('intake');
    expect(bySupplier.records.map((x) => [x.supplierName, x.qty, x.value, x.docCount])).toEqual([
      ['', 2, 500, 1],
      ['Sales farm', 15, 3_750, 2],
    ]);
    expect(bySupplier.sum).toEqual({ qty: 17, value: 4_250 });
    const byMaterial = await page<{ materialName: string; unitName: string; qty: number }>('intake', { groupBy: 'material', supplierId: ids.supplier });
    expect(byMaterial.records.map((x) => [x.materialName, x.unitName, x.qty])).toEqual([['Sales flour', 'Sales kg', 15]]);
    const day = dayOf(localAt(3, 0));
    const byCategory = await page<{ categoryName: string; value: number }>('intake', { groupBy: 'category', startDay: day, endDay: day });
    expect(byCategory.records.map((x) => [x.categoryName, x.value])).toEqual([['Sales grain', 2_500]]);
  });
});

describe('access and scope', () => {
  const reports = ['dishSales', 'areaDishSales', 'saleAnalysis', 'intake', 'diningSum', 'bookingByCanteen', 'bookingByCustomer', 'writeOffDays'];

  it('refuses bad input with 40000 naming the field', async () => {
    for (const [id, content, field] of [
      ['dishSales', { startDay: range.endDay, endDay: range.startDay }, 'endDay'],
      ['saleAnalysis', { by: 'week' }, 'by'],
      ['diningSum', { mealPeriod: 6 }, 'mealPeriod'],
      ['bookingByOrg', { startDay: '2026-02-30' }, 'startDay'],
      ['intake', { groupBy: 'dish' }, 'groupBy'],
      ['dishSalesExport', { startDay: '2024-01-01', endDay: '2026-01-01' }, 'endDay'],
    ] as const) {
      const r = await t.call<{ fields: { field: string }[] }>(`reportsSales.${id}`, { page: 1, limit: 10, ...range, ...content }, { token: admin });
      expect(r.code, id).toBe(Code.VALIDATION);
      expect(r.data.fields.map((f) => f.field)).toContain(field);
    }
  });

  it('shows another merchant nothing', async () => {
    for (const id of reports) expect((await page(id, {}, admin2)).total, id).toBe(0);
    expect((await sheet('diningSumExport', {}, admin2)).rows.length).toBe(2);
  });

  it('shows a manager limited to hall B only hall B, in rows, totals and export', async () => {
    const limited = await limitedToken(t, admin, 'sales_hall_b', [ids.hallB]);
    const dishes = await page<{ dishId: number; qty: number }>('dishSales', {}, limited);
    // Soup 3 and rice 1 paid, rice 1 booked.
    expect(dishes.sum).toEqual({ qty: 5, amount: 900 + 800 + 800 });
    const dining = await page<{ canteenName: string }>('diningSum', {}, limited);
    expect(new Set(dining.records.map((x) => x.canteenName))).toEqual(new Set(['Sales hall B']));
    expect((await page('bookingByCanteen', {}, limited)).sum.booked).toBe(1);
    expect((await page('intake', {}, limited)).total).toBe(0);
    const file = await sheet('areaDishSalesExport', {}, limited);
    expect(file.rows.slice(1, -1).every((x) => x[0] === 'Sales hall B')).toBe(true);
  });

  it('shows a manager limited to organisation Y only its people', async () => {
    const limited = await limitedOrgToken(t, admin, 'sales_org_y', [ids.orgY]);
    const analysis = await page<{ orders: number }>('saleAnalysis', {}, limited);
    expect(analysis.sum.orders).toBe(3);
    expect((await page('bookingByCustomer', {}, limited)).total).toBe(1);
    expect((await page('dishSales', {}, limited)).sum).toEqual({ qty: 5, amount: 800 + 900 + 800 });
  });

  it('refuses a role without the report menus (40300), report and export alike', async () => {
    const { roleId } = await ok<{ roleId: number }>(
      t,
      'admin.roleAdd',
      { roleCode: 'r_nosales', roleName: 'nosales', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => ![1207000, 1205000].includes(m)) },
      admin,
    );
    await ok(t, 'admin.userAdd', { username: 'nosales', password: await t.encrypt('Passw0rd!'), realName: 'nosales', roleId }, admin);
    const token = await t.token('nosales', 'Passw0rd!');
    for (const id of reports) {
      expect((await t.call(`reportsSales.${id}`, range, { token })).code, id).toBe(Code.FORBIDDEN);
      expect((await sheet(`${id}Export`, {}, token)).reply?.code, id).toBe(Code.FORBIDDEN);
    }
  });

  it('refuses an export past the cap (42200)', async () => {
    salesExportLimits.cap = 1;
    try {
      expect((await sheet('dishSalesExport', {})).reply?.code).toBe(Code.BUSINESS_RULE);
    } finally {
      salesExportLimits.cap = 50_000;
    }
  });
});
