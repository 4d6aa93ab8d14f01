import type { OrderRow, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { orderColumns as col, orderLabels, orderTitles } from '../../platform/messages/orders';
import { likeContains, Where } from '../../platform/sql';
import type { ExportColumn } from '../../platform/xlsx/export';
import { periodWhere, personWhere } from '../accounts';
import { exportList, pageOfSql, type ListSql } from './listSql';
import { ORDER_FROM, ORDER_SELECT } from './orderRecord';
import type { Wallets } from './shares';

/** The order centre's order list (orders.page, the outer orders' page and the export), with its sum row. */

export interface OrderFilter {
  canteenId?: number;
  stallId?: number;
  deviceId?: number;
  mealPeriod?: number;
  payType?: string;
  custName?: string;
  custNum?: string;
  orgId?: number;
  state?: string;
  orderType?: string;
  orderNo?: string;
  startTime?: string;
  endTime?: string;
}

/** Orders of the merchant inside the caller's canteen and organisation scope, filtered. */
function orderWhere(ctx: Ctx, q: OrderFilter): Where {
  const w = new Where('o.merchant_id = ?', ctx.merchantId);
  const canteens = ctx.scopes.canteenIds;
  if (canteens !== null) w.add('o.canteen_id = ANY(?::int[])', canteens);
  personWhere(w, ctx, q);
  periodWhere(w, 'o.ordered_at', q);
  if (q.canteenId !== undefined) w.add('o.canteen_id = ?', q.canteenId);
  if (q.stallId !== undefined) w.add('o.stall_id = ?', q.stallId);
  if (q.deviceId !== undefined) w.add('o.device_id = ?', q.deviceId);
  if (q.mealPeriod !== undefined) w.add('o.meal_period = ?', q.mealPeriod);
  if (q.payType) w.add('o.pay_type = ?', q.payType);
  if (q.state) w.add('o.state = ?', q.state);
  if (q.orderType) w.add('o.order_type = ?', q.orderType);
  if (q.orderNo) w.add('o.order_no ILIKE ?', likeContains(q.orderNo));
  return w;
}

function orderList(ctx: Ctx, q: OrderFilter): ListSql {
  const w = orderWhere(ctx, q);
  return { sql: `SELECT ${ORDER_SELECT} ${ORDER_FROM} WHERE ${w.sql}`, params: w.params, order: 'o.ordered_at DESC, o.id DESC' };
}

export interface OrderSum {
  count: number;
  amount: number;
  listAmount: number;
  refundedAmount: number;
}

export async function orderPage(ctx: Ctx, q: OrderFilter & { page: number; limit: number }): Promise<Page<OrderRow> & { sum: OrderSum }> {
  const page = await pageOfSql<OrderRow>(ctx, orderList(ctx, q), q);
  const w = orderWhere(ctx, q);
  const sum = (
    await ctx.db.query<OrderSum>(
      `SELECT count(*)::int AS count, COALESCE(SUM(o.amount), 0)::float8 AS amount, COALESCE(SUM(o.list_amount), 0)::float8 AS "listAmount",
         COALESCE(SUM(o.refunded), 0)::float8 AS "refundedAmount"
       FROM order_records o JOIN people_directory c ON c.id = o.cust_id WHERE ${w.sql}`,
      w.params,
    )
  )[0];
  return { ...page, sum };
}

const ORDER_EXPORT: ExportColumn[] = [
  { header: col.orderNo, key: 'orderNo', width: 24 },
  { header: col.custName, key: 'custName' },
  { header: col.custNum, key: 'custNum' },
  { header: col.orgName, key: 'orgName' },
  { header: col.canteenName, key: 'canteenName' },
  { header: col.stallName, key: 'stallName' },
  { header: col.deviceName, key: 'deviceName' },
  { header: col.mealPeriod, key: 'mealPeriod', labels: orderLabels.mealPeriod },
  { header: col.orderType, key: 'orderType', labels: orderLabels.orderType },
  { header: col.payType, key: 'payType', labels: orderLabels.payType },
  { header: col.state, key: 'state', labels: orderLabels.state },
  { header: col.listAmount, key: 'listAmount', money: true },
  { header: col.amount, key: 'amount', money: true },
  { header: col.paidSubsidy, key: 'paidSubsidy', field: 'paid', money: true },
  { header: col.paidGift, key: 'paidGift', field: 'paid', money: true },
  { header: col.paidCash, key: 'paidCash', field: 'paid', money: true },
  { header: col.refundedAmount, key: 'refundedAmount', field: 'refunded', money: true },
  { header: col.orderedAt, key: 'orderedAt', time: true, width: 20 },
  { header: col.remark, key: 'remark', width: 24 },
];

export function orderExport(ctx: Ctx, q: OrderFilter): Promise<FileReply> {
  return exportList(ctx, orderList(ctx, q), orderTitles.orders[ctx.lang], ORDER_EXPORT, {
    map: (r) => {
      const paid = r.paid as Wallets;
      const refunded = r.refunded as Wallets;
      return { ...r, paidSubsidy: paid.subsidy, paidGift: paid.gift, paidCash: paid.cash, refundedAmount: refunded.subsidy + refunded.gift + refunded.cash };
    },
  });
}
