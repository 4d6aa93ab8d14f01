import type { DashboardFigures } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { Where } from '../../platform/sql';
import { devicesHandlers } from '../devices';
import { inventoryReportsHandlers } from '../inventory';
import { freshRollups } from './rollups';
import { addDays, merchantToday } from '../canteens';
import { orderSum, todayOrders, tradeSum } from './screenCharts';

/** The menus behind the work-waiting figures: a figure is shown only to who may open its page. */
const MENU = { refundReview: 402000, devices: 202000, inventoryWarning: 1106030 } as const;

const mayOpen = (ctx: Ctx, menuId: number) => actorOf(ctx).menuIds.has(menuId);

async function refundsPending(ctx: Ctx): Promise<number> {
  const w = new Where('r.merchant_id = ?', ctx.merchantId).add(`r.state = 'pending'`).scope(ctx, 'canteen', 'r.canteen_id').scope(ctx, 'org', 'r.org_id');
  return (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM refund_requests r WHERE ${w.sql}`, w.params))[0].n;
}

async function devicesOffline(ctx: Ctx): Promise<number> {
  return (await devicesHandlers['devices.machineState'](ctx, {})).reduce((n, r) => n + r.offline, 0);
}

async function stockWarnings(ctx: Ctx): Promise<number> {
  return (await inventoryReportsHandlers['inventoryReports.inventoryWarning'](ctx, { page: 1, limit: 1 })).total;
}

/**
 * The dashboard: today against yesterday and the same weekday last week (from the rollups, within the caller's
 * scope; sales = consumption − refunds, the trade detail's total of the day), the work waiting, and today's orders
 * by hour per canteen.
 */
export async function dashboard(ctx: Ctx): Promise<DashboardFigures> {
  await freshRollups(ctx);
  const day = await merchantToday(ctx);
  const range = { startDay: addDays(day, -7), endDay: day };
  const [trade, orders, hours, refunds, offline, warnings] = await Promise.all([
    tradeSum(ctx, range),
    orderSum(ctx, range),
    todayOrders(ctx, {}, day),
    mayOpen(ctx, MENU.refundReview) ? refundsPending(ctx) : null,
    mayOpen(ctx, MENU.devices) ? devicesOffline(ctx) : null,
    mayOpen(ctx, MENU.inventoryWarning) ? stockWarnings(ctx) : null,
  ]);
  // Rows run from a week ago (0) to today (7).
  const compare = <R>(rows: R[], pick: (r: R) => number) => ({ today: pick(rows[7]), yesterday: pick(rows[6]), lastWeek: pick(rows[0]) });
  return {
    day,
    sales: compare(trade, (r) => r.net),
    orders: compare(orders, (r) => r.orders),
    diners: compare(orders, (r) => r.diners),
    recharge: compare(trade, (r) => r.recharge),
    subsidy: compare(trade, (r) => r.subsidy),
    refundsPending: refunds,
    devicesOffline: offline,
    stockWarnings: warnings,
    todayOrders: hours,
  };
}
