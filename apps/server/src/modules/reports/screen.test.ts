import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type ChartTradeRow, type DashboardFigures, type ScreenData } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { limitedOrgToken, limitedToken, ok } from '../../testing/api';
import { testCtx } from '../../testing/ctx';
import { addOrg, addPerson, newBizNo } from '../../testing/money';
import type { Ctx } from '../../platform/context';
import { accountsHandlers, consume, personalRecharge, refund } from '../accounts';
import { addDays, merchantToday } from '../canteens';

/**
 * The data screen charts and the dashboard (issue 27) against the raw orders and money operations: an order a minute
 * before midnight refunded in part after it, orders in two canteens and two organisations, a week apart.
 */

let t: TestServer;
let ctx: Ctx;
let admin: string;
let today: string;
const ids = { a: 0, b: 0, orgA: 0, orgB: 0 };

const ZONE = 'Asia/Shanghai';
/** Local midnight `daysAgo` days before today in Shanghai, plus `minutes`. */
const localAt = (daysAgo: number, minutes: number) => {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: ZONE }));
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - 8 * 3600_000 - daysAgo * 86_400_000 + minutes * 60_000);
};
const inTx = <T>(when: Date, fn: (c: Ctx) => Promise<T>) => t.db.tx((db) => fn({ ...ctx, now: () => when, db }));

beforeAll(async () => {
  t = await startTestServer();
  ctx = testCtx(t.db, 1);
  admin = await t.token();
  today = await merchantToday(ctx);
  const canteen = async (name: string) => (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, $1) RETURNING id`, [name]))[0].id;
  ids.a = await canteen('Screen hall A');
  ids.b = await canteen('Screen hall B');
  ids.orgA = await addOrg(t.db, 1);
  ids.orgB = await addOrg(t.db, 1);
  const p1 = await addPerson(t.db, 1, ids.orgA);
  const p2 = await addPerson(t.db, 1, ids.orgB);
  for (const p of [p1, p2]) await inTx(localAt(9, 480), (c) => personalRecharge(c, { custId: p.custId, amount: 50_000, payType: 'cash', bizNo: newBizNo('R') }));
  await inTx(localAt(7, 600), (c) => consume(c, { custId: p1.custId, amount: 1_000, canteenId: ids.a, bizNo: newBizNo('C') }));
  const late = await inTx(localAt(1, 24 * 60 - 1), (c) => consume(c, { custId: p1.custId, amount: 1_250, canteenId: ids.a, bizNo: newBizNo('C') }));
  await inTx(localAt(0, 1), (c) => consume(c, { custId: p2.custId, amount: 800, canteenId: ids.b, bizNo: newBizNo('C') }));
  await inTx(localAt(0, 2), (c) => refund(c, { orderId: late.orderId, amount: 250, bizNo: newBizNo('F') }));
  await inTx(localAt(0, 3), (c) => accountsHandlers['accounts.subsidyRecharge'](c, { custId: p2.custId, amount: 3_000, bizNo: newBizNo('S') }));
  await inTx(localAt(0, 4), (c) => personalRecharge(c, { custId: p1.custId, amount: 5_000, payType: 'wechat', bizNo: newBizNo('R') }));
});
afterAll(() => t.close());

interface Raw {
  canteenId?: number;
  orgId?: number;
}
/** Straight from the raw rows: one local day's consumption − refunds, orders, diners, recharges and subsidy. */
async function raw(day: string, f: Raw = {}) {
  // An order's organisation is its payer's (as the rollups file it).
  const o = `o.merchant_id = 1 AND (o.ordered_at AT TIME ZONE $1)::date = $2::date AND ($3::int IS NULL OR o.canteen_id = $3) AND ($4::int IS NULL OR c.org_id = $4)`;
  const params = [ZONE, day, f.canteenId ?? null, f.orgId ?? null];
  const [sale] = await t.db.query<{ amount: number; orders: number; diners: number }>(
    `SELECT COALESCE(sum(o.amount), 0)::float8 AS amount, count(*)::int AS orders, count(DISTINCT o.cust_id)::int AS diners
       FROM orders o LEFT JOIN customers c ON c.id = o.cust_id
      WHERE ${o} AND o.state IN ('paid', 'part_refunded', 'refunded', 'repaired')`,
    params,
  );
  const [money] = await t.db.query<{ refunds: number; recharge: number; subsidy: number }>(
    `SELECT COALESCE(sum(x.amount) FILTER (WHERE x.trade_type = 10), 0)::float8 AS refunds,
            COALESCE(sum(x.amount) FILTER (WHERE x.trade_type = 1), 0)::float8 - COALESCE(sum(x.amount) FILTER (WHERE x.trade_type = 3), 0)::float8 AS recharge,
            COALESCE(sum(x.amount) FILTER (WHERE x.trade_type = 4), 0)::float8 - COALESCE(sum(x.amount) FILTER (WHERE x.trade_type = 5), 0)::float8 AS subsidy
       FROM money_txns x LEFT JOIN orders o ON x.trade_type = 10 AND o.id = x.ref_id LEFT JOIN customers c ON c.id = x.cust_id
      WHERE x.merchant_id = 1 AND (x.at AT TIME ZONE $1)::date = $2::date
        AND ($3::int IS NULL OR COALESCE(o.canteen_id, x.canteen_id) = $3) AND ($4::int IS NULL OR c.org_id = $4)`,
    params,
  );
  return { sales: sale.amount - money.refunds, orders: sale.orders, diners: sale.diners, recharge: money.recharge, subsidy: money.subsidy };
}

describe('dashboard', () => {
  it('compares today with yesterday and last week exactly as the raw rows, sales being consumption − refunds', async () => {
    const d = await ok<DashboardFigures>(t, 'dataScreen.dashboard', {}, admin);
    expect(d.day).toBe(today);
    for (const [key, day] of [['today', today], ['yesterday', addDays(today, -1)], ['lastWeek', addDays(today, -7)]] as const) {
      const r = await raw(day);
      expect([d.sales[key], d.orders[key], d.diners[key], d.recharge[key], d.subsidy[key]], key).toEqual([r.sales, r.orders, r.diners, r.recharge, r.subsidy]);
    }
    // The refund of yesterday's late order counts today; the figures are this file's own.
    expect(d.sales.today).toBe(800 - 250);
    expect(d.sales.yesterday).toBe(1_250);
    expect(d.sales.lastWeek).toBe(1_000);
    expect(d.subsidy.today).toBe(3_000);
    expect([d.refundsPending, d.devicesOffline, d.stockWarnings].every((n) => typeof n === 'number')).toBe(true);
    const b = d.todayOrders.canteens.find((c) => c.canteenId === ids.b);
    expect(b?.canteenName).toBe('Screen hall B');
    expect(b?.orders[0]).toBe(1);
    expect(d.todayOrders.canteens.some((c) => c.canteenId === ids.a)).toBe(false);
  });

  it('shows a manager limited to one canteen or one organisation only its rows, and hides the work of menus it lacks', async () => {
    const onlyA = await ok<DashboardFigures>(t, 'dataScreen.dashboard', {}, await limitedToken(t, admin, 'screenA', [ids.a]));
    expect(onlyA.sales).toEqual({ today: (await raw(today, { canteenId: ids.a })).sales, yesterday: 1_250, lastWeek: 1_000 });
    expect(onlyA.sales.today).toBe(-250);
    expect(onlyA.todayOrders.canteens).toEqual([]);
    const orgB = await ok<DashboardFigures>(t, 'dataScreen.dashboard', {}, await limitedOrgToken(t, admin, 'screenOrgB', [ids.orgB]));
    expect(orgB.sales).toEqual({ today: 800, yesterday: 0, lastWeek: 0 });
    expect(orgB.orders.today).toBe((await raw(today, { orgId: ids.orgB })).orders);

    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_plain', roleName: 'plain', roleDesc: '', menuIds: [205000] }, admin);
    await ok(t, 'admin.userAdd', { username: 'plain', password: await t.encrypt('Passw0rd!'), realName: 'plain', roleId }, admin);
    const plain = await ok<DashboardFigures>(t, 'dataScreen.dashboard', {}, await t.token('plain', 'Passw0rd!'));
    expect([plain.refundsPending, plain.devicesOffline, plain.stockWarnings]).toEqual([null, null, null]);
  });

  it('shows merchant 2 nothing of merchant 1', async () => {
    const admin2 = await t.token('admin2', 'Admin@123');
    const d = await ok<DashboardFigures>(t, 'dataScreen.dashboard', {}, admin2);
    expect([d.sales.today, d.sales.yesterday, d.orders.today, d.todayOrders.canteens]).toEqual([0, 0, 0, []]);
    const trade = await ok<ChartTradeRow[]>(t, 'dataScreen.tradeSum', { startDay: addDays(today, -7), endDay: today }, admin2);
    expect(trade.every((r) => r.amount === 0 && r.net === 0)).toBe(true);
  });
});

describe('charts', () => {
  it('give every day of the range, equal to the raw rows, filtered by canteen', async () => {
    const range = { startDay: addDays(today, -7), endDay: today };
    const rows = await ok<ChartTradeRow[]>(t, 'dataScreen.tradeSum', range, admin);
    expect(rows.map((r) => r.day)).toEqual(Array.from({ length: 8 }, (_, i) => addDays(today, i - 7)));
    for (const r of rows) expect(r.net).toBe((await raw(r.day)).sales);
    const a = await ok<ChartTradeRow[]>(t, 'dataScreen.tradeSum', { ...range, canteenId: ids.a }, admin);
    expect(a.map((r) => r.net).filter((n) => n !== 0)).toEqual([1_000, 1_250, -250]);
  });

  it('refuses a range ending before it starts or longer than a year (40000)', async () => {
    expect((await t.call('dataScreen.orderSum', { startDay: today, endDay: addDays(today, -1) }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('dataScreen.tradeSum', { startDay: addDays(today, -400), endDay: today }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('dataScreen.screen', { id: 'x' }, { token: admin })).code).toBe(Code.VALIDATION);
  });
});

describe('data screen', () => {
  const charts = ['tradeSum', 'orderSum', 'todayOrderSum', 'mealCount', 'rechargeSum', 'topDishes', 'deviceState', 'hourlyFlow'];

  it('shows its canteens’ charts, narrowed to the viewer’s data-screen canteens', async () => {
    const { id } = await ok<{ id: number }>(t, 'settings.dataScreenAdd', { name: 'Hall B', canteenIds: [ids.b], charts, refreshSeconds: 30, theme: 'dark' }, admin);
    const s = await ok<ScreenData>(t, 'dataScreen.screen', { id }, admin);
    expect(s.screen.canteenIds).toEqual([ids.b]);
    expect(s.tradeSum).toHaveLength(30);
    expect(s.tradeSum?.at(-1)).toMatchObject({ day: today, amount: 800, net: 800 });
    expect(s.todayOrderSum?.canteens.map((c) => c.canteenId)).toEqual([ids.b]);
    expect(s.hourlyFlow?.[0]).toEqual({ hour: 0, orders: 1 });
    expect(s.headline).toMatchObject({ day: today, canteens: 1, orders: 1, net: 800 });
    expect(s.mealCount?.reduce((n, m) => n + m.orders, 0)).toBe(1);

    const all = (await ok<{ id: number }>(t, 'settings.dataScreenAdd', { name: 'All halls', canteenIds: [], charts: ['tradeSum'], refreshSeconds: 60, theme: 'blue' }, admin)).id;
    const trimmed = await ok<ScreenData>(t, 'dataScreen.screen', { id: all }, admin);
    expect(trimmed.orderSum).toBeUndefined();
    await ok(t, 'settings.dsAuthoritySave', { userId: 1, canteenIds: [ids.a] }, admin);
    try {
      const narrowed = await ok<ScreenData>(t, 'dataScreen.screen', { id: all }, admin);
      expect(narrowed.tradeSum?.at(-1)?.net).toBe(-250);
      expect((await ok<ScreenData>(t, 'dataScreen.screen', { id }, admin)).headline.orders).toBe(0);
    } finally {
      await t.db.query(`DELETE FROM ds_canteen_authorities WHERE merchant_id = 1 AND user_id = 1`);
    }
  });

  it('refuses a role without the data screen menu (40300) and another merchant’s screen (40400)', async () => {
    const { id } = await ok<{ id: number }>(t, 'settings.dataScreenAdd', { name: 'Guarded', canteenIds: [], charts: ['orderSum'], refreshSeconds: 60, theme: 'dark' }, admin);
    const { roleId } = await ok<{ roleId: number }>(
      t,
      'admin.roleAdd',
      { roleCode: 'r_noscreen', roleName: 'noscreen', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 212010) },
      admin,
    );
    await ok(t, 'admin.userAdd', { username: 'noscreen', password: await t.encrypt('Passw0rd!'), realName: 'noscreen', roleId }, admin);
    expect((await t.call('dataScreen.screen', { id }, { token: await t.token('noscreen', 'Passw0rd!') })).code).toBe(Code.FORBIDDEN);
    expect((await t.call('dataScreen.screen', { id }, { token: await t.token('admin2', 'Admin@123') })).code).toBe(Code.NOT_FOUND);
  });
});
