import type { ChartOrderRow, ChartTradeRow, Headline, ScreenData, TodayOrders } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { Where } from '../../platform/sql';
import { addDays } from '../canteens';
import { devicesHandlers } from '../devices';
import { FACT, tradeFact, type DimName } from './facts';
import { rollupWhere, type RollupFilter } from './rollups';

/**
 * The charts of the data screens and the dashboard, read from the rollups (the caller folds first). Every read is
 * inside the caller's canteen and organisation scope (rollupWhere); a screen narrows it further to its canteens.
 */

export interface ChartFilter extends RollupFilter {
  /** A screen's canteens; null or absent: every canteen in scope. */
  canteenIds?: number[] | null;
}

const daysOf = (start: string, end: string) => {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
};

function where(ctx: Ctx, facts: readonly number[], dim: DimName, f: ChartFilter): Where {
  const w = rollupWhere(ctx, facts, dim, f);
  if (f.canteenIds) w.add('r.canteen_id = ANY(?::int[])', f.canteenIds);
  return w;
}

const RECHARGE = tradeFact('recharge');
const REVOKE_RECHARGE = tradeFact('revokeRecharge');
const SUBSIDY = tradeFact('subsidy');
const REVOKE_SUBSIDY = tradeFact('revokeSubsidy');

/** Money by day: consumption of the orders paid, refunds made, recharges and subsidy net of their revokes. */
export async function tradeSum(ctx: Ctx, f: ChartFilter): Promise<ChartTradeRow[]> {
  const w = where(ctx, [FACT.sale, FACT.refund, RECHARGE, REVOKE_RECHARGE, SUBSIDY, REVOKE_SUBSIDY], 'none', f);
  const s = (fact: number) => `COALESCE(sum(r.amount) FILTER (WHERE r.fact = ${fact}), 0)::float8`;
  const rows = await ctx.db.query<ChartTradeRow>(
    `SELECT r.day::text AS day, ${s(FACT.sale)} AS amount, ${s(FACT.refund)} AS "refundAmount", (${s(FACT.sale)} - ${s(FACT.refund)}) AS net,
            (${s(RECHARGE)} - ${s(REVOKE_RECHARGE)}) AS recharge, (${s(SUBSIDY)} - ${s(REVOKE_SUBSIDY)}) AS subsidy
       FROM rpt_rollups r WHERE ${w.sql} GROUP BY r.day`,
    w.params,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysOf(f.startDay, f.endDay).map((day) => byDay.get(day) ?? { day, amount: 0, refundAmount: 0, net: 0, recharge: 0, subsidy: 0 });
}

/** Orders paid and refunds made by day, and the people who paid an order each day. */
export async function orderSum(ctx: Ctx, f: ChartFilter): Promise<ChartOrderRow[]> {
  const counts = where(ctx, [FACT.sale, FACT.refund], 'none', f);
  const people = where(ctx, [FACT.sale], 'person', f).add('r.key > 0');
  const [rows, diners] = await Promise.all([
    ctx.db.query<{ day: string; orders: number; refunds: number }>(
      `SELECT r.day::text AS day, COALESCE(sum(r.n) FILTER (WHERE r.fact = ${FACT.sale}), 0)::int AS orders,
              COALESCE(sum(r.n) FILTER (WHERE r.fact = ${FACT.refund}), 0)::int AS refunds
         FROM rpt_rollups r WHERE ${counts.sql} GROUP BY r.day`,
      counts.params,
    ),
    ctx.db.query<{ day: string; diners: number }>(
      `SELECT r.day::text AS day, count(DISTINCT r.key)::int AS diners FROM rpt_rollups r WHERE ${people.sql} GROUP BY r.day`,
      people.params,
    ),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const dinersOf = new Map(diners.map((r) => [r.day, r.diners]));
  return daysOf(f.startDay, f.endDay).map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, refunds: byDay.get(day)?.refunds ?? 0, diners: dinersOf.get(day) ?? 0 }));
}

/** A day's orders per local hour, per canteen that had any (canteens by name). */
export async function todayOrders(ctx: Ctx, f: Omit<ChartFilter, 'startDay' | 'endDay'>, day: string): Promise<TodayOrders> {
  const w = where(ctx, [FACT.sale], 'hour', { ...f, startDay: day, endDay: day });
  const rows = await ctx.db.query<{ canteenId: number; canteenName: string; hour: number; orders: number }>(
    `SELECT r.canteen_id AS "canteenId", COALESCE(min(c.name), '') AS "canteenName", r.key AS hour, sum(r.n)::int AS orders
       FROM rpt_rollups r LEFT JOIN canteens c ON c.merchant_id = r.merchant_id AND c.id = r.canteen_id
      WHERE ${w.sql} GROUP BY r.canteen_id, r.key`,
    w.params,
  );
  const canteens = new Map<number, TodayOrders['canteens'][number]>();
  for (const r of rows) {
    const c = canteens.get(r.canteenId) ?? { canteenId: r.canteenId, canteenName: r.canteenName, orders: Array<number>(24).fill(0) };
    if (r.hour >= 0 && r.hour < 24) c.orders[r.hour] += r.orders;
    canteens.set(r.canteenId, c);
  }
  return { day, canteens: [...canteens.values()].sort((a, b) => a.canteenName.localeCompare(b.canteenName) || a.canteenId - b.canteenId) };
}

/** A day's orders by meal period. */
async function mealCount(ctx: Ctx, f: ChartFilter): Promise<NonNullable<ScreenData['mealCount']>> {
  const w = where(ctx, [FACT.sale], 'meal', f);
  return ctx.db.query(`SELECT r.key AS "mealPeriod", sum(r.n)::int AS orders FROM rpt_rollups r WHERE ${w.sql} GROUP BY r.key ORDER BY r.key`, w.params);
}

/** A day's ten dishes sold most (by quantity). */
async function topDishes(ctx: Ctx, f: ChartFilter): Promise<NonNullable<ScreenData['topDishes']>> {
  const w = where(ctx, [FACT.dish], 'dish', f);
  return ctx.db.query(
    `SELECT r.key AS "dishId", COALESCE(min(d.name), '') AS "dishName", sum(r.qty)::int AS qty, sum(r.amount)::float8 AS amount
       FROM rpt_rollups r LEFT JOIN menu_dishes d ON d.merchant_id = r.merchant_id AND d.id = r.key
      WHERE ${w.sql} GROUP BY r.key ORDER BY qty DESC, r.key LIMIT 10`,
    w.params,
  );
}

/** Devices online and offline per type over the canteens (the devices module's count, within the caller's scope). */
async function deviceState(ctx: Ctx, canteenIds: number[] | null | undefined) {
  const lists = await Promise.all((canteenIds ?? [undefined]).map((canteenId) => devicesHandlers['devices.machineState'](ctx, { canteenId })));
  const byType = new Map<string, { type: string; total: number; online: number; offline: number }>();
  for (const r of lists.flat()) {
    const t = byType.get(r.type) ?? { type: r.type, total: 0, online: 0, offline: 0 };
    byType.set(r.type, { type: r.type, total: t.total + r.total, online: t.online + r.online, offline: t.offline + r.offline });
  }
  return [...byType.values()];
}

/** Today's figures: canteens, people (not cancelled) and devices in scope, and today's orders, diners, net consumption and recharges. */
export async function headline(ctx: Ctx, f: Omit<ChartFilter, 'startDay' | 'endDay'>, day: string): Promise<Headline> {
  const range = { ...f, startDay: day, endDay: day };
  const canteens = new Where('c.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'c.id');
  if (f.canteenId !== undefined) canteens.add('c.id = ?', f.canteenId);
  if (f.canteenIds) canteens.add('c.id = ANY(?::int[])', f.canteenIds);
  const people = new Where('p.merchant_id = ?', ctx.merchantId).add(`p.state = 'normal'`).scope(ctx, 'org', 'p.org_id');
  if (f.orgId !== undefined) people.inOrgSubtree('p.org_id', ctx.merchantId, [f.orgId]);
  const ids = f.canteenIds ?? (f.canteenId !== undefined ? [f.canteenId] : null);
  const [[c], [p], devices, [trade], [orders]] = await Promise.all([
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM canteens c WHERE ${canteens.sql}`, canteens.params),
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers p WHERE ${people.sql}`, people.params),
    deviceState(ctx, ids),
    tradeSum(ctx, range),
    orderSum(ctx, range),
  ]);
  return {
    day,
    canteens: c.n,
    customers: p.n,
    devices: devices.reduce((n, d) => n + d.total, 0),
    devicesOnline: devices.reduce((n, d) => n + d.online, 0),
    orders: orders.orders,
    diners: orders.diners,
    net: trade.net,
    recharge: trade.recharge,
  };
}

/** The charts a screen names, over its canteens: day charts over the last 30 days, the rest today. */
export async function screenCharts(ctx: Ctx, charts: readonly string[], canteenIds: number[] | null, day: string) {
  const month = { startDay: addDays(day, -29), endDay: day, canteenIds };
  const today = { startDay: day, endDay: day, canteenIds };
  const want = (c: string) => charts.includes(c);
  const [trade, orders, todayOrderSum, meals, dishes, devices] = await Promise.all([
    want('tradeSum') || want('rechargeSum') ? tradeSum(ctx, month) : undefined,
    want('orderSum') ? orderSum(ctx, month) : undefined,
    want('todayOrderSum') || want('hourlyFlow') ? todayOrders(ctx, { canteenIds }, day) : undefined,
    want('mealCount') ? mealCount(ctx, today) : undefined,
    want('topDishes') ? topDishes(ctx, today) : undefined,
    want('deviceState') ? deviceState(ctx, canteenIds) : undefined,
  ]);
  return {
    tradeSum: want('tradeSum') ? trade : undefined,
    orderSum: orders,
    todayOrderSum: want('todayOrderSum') ? todayOrderSum : undefined,
    mealCount: meals,
    rechargeSum: want('rechargeSum') ? trade : undefined,
    topDishes: dishes,
    deviceState: devices,
    hourlyFlow:
      want('hourlyFlow') && todayOrderSum
        ? Array.from({ length: 24 }, (_, hour) => ({ hour, orders: todayOrderSum.canteens.reduce((n, c) => n + c.orders[hour], 0) }))
        : undefined,
  };
}
