import { TRADE_TYPES, type LedgerRow, type OrderRow } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { Where } from '../../platform/sql';
import { assertOrderInScope, setOrderRemark, TRADE_NAME_SQL, voidErrorOrder } from '../accounts';

/**
 * One order of the order centre, read through the accounts module's views (`order_records`, `order_lines`,
 * `money_operations`, `wallet_entries`, migration 0072); its edits are the accounts module's writes.
 */

/** An order row as the order pages show it (contract OrderRow), with its person, organisation and places. */
export const ORDER_SELECT = `o.id::int AS "orderId", o.order_no AS "orderNo", o.biz_no AS "bizNo", c.id AS "custId", c.cust_name AS "custName",
  c.cust_num AS "custNum", g.name AS "orgName", o.card_no AS "cardNo", o.canteen_id AS "canteenId", k.name AS "canteenName", s.name AS "stallName",
  d.name AS "deviceName", o.meal_period::int AS "mealPeriod", o.order_type AS "orderType", o.pay_type AS "payType", o.state, o.amount::float8 AS amount,
  o.list_amount::float8 AS "listAmount",
  json_build_object('subsidy', o.paid_subsidy, 'gift', o.paid_gift, 'cash', o.paid_cash) AS paid,
  json_build_object('subsidy', o.refunded_subsidy, 'gift', o.refunded_gift, 'cash', o.refunded_cash) AS refunded,
  o.offline, o.remark, o.ordered_at AS "orderedAt"`;
export const ORDER_FROM = `FROM order_records o JOIN people_directory c ON c.id = o.cust_id JOIN cust_orgs g ON g.id = c.org_id
  LEFT JOIN canteens k ON k.id = o.canteen_id LEFT JOIN stalls s ON s.id = o.stall_id LEFT JOIN devices d ON d.id = o.device_id`;

export interface OrderItem {
  itemId: number;
  dishId: number | null;
  dishName: string;
  qty: number;
  price: number;
  amount: number;
}
export interface OrderFull extends OrderRow {
  orgId: number;
  items: OrderItem[];
  marketing: { kind: string; id: number | null; name: string; amount: number }[];
  pointsUsed: number;
  pointsGained: number;
  errorReason: string | null;
}

/**
 * One order with its lines, inside the caller's data scope (else 40400, like another merchant's). `lock` takes the
 * order row (FOR NO KEY UPDATE, through the view onto the orders table) so that two refund requests of one order
 * are checked one after the other.
 */
export async function orderById(ctx: Ctx, orderId: number, opts: { lock?: boolean } = {}): Promise<OrderFull> {
  const w = new Where('o.merchant_id = ?', ctx.merchantId).add('o.id = ?', orderId).scope(ctx, 'org', 'c.org_id');
  const row = (
    await ctx.db.query<OrderFull>(
      `SELECT ${ORDER_SELECT}, c.org_id AS "orgId", o.marketing, o.points_used AS "pointsUsed", o.points_gained AS "pointsGained", o.error_reason AS "errorReason"
       ${ORDER_FROM} WHERE ${w.sql}${opts.lock ? ' FOR NO KEY UPDATE OF o' : ''}`,
      w.params,
    )
  )[0];
  if (!row) throw notFound('order');
  if (ctx.actor) assertOrderInScope(ctx, row.canteenId);
  row.marketing = (row.marketing ?? []).map((x) => ({ kind: String(x.kind), id: x.id ?? null, name: String(x.name ?? ''), amount: Number(x.amount ?? 0) }));
  row.items = await ctx.db.query<OrderItem>(
    `SELECT id::int AS "itemId", dish_id AS "dishId", dish_name AS "dishName", qty, price::float8 AS price, amount::float8 AS amount
     FROM order_lines WHERE order_id = $1 AND merchant_id = $2 ORDER BY id`,
    [orderId, ctx.merchantId],
  );
  return row;
}

/** The ledger rows (person side) of every money operation on the order: its payment, repair deduction and refunds. */
export function orderLedger(ctx: Ctx, orderId: number): Promise<LedgerRow[]> {
  return ctx.db.query<LedgerRow>(
    `SELECT l.id::int AS "entryId", l.txn_id::int AS "txnId", l.biz_no AS "bizNo", ${TRADE_NAME_SQL('l.trade_type')} AS "tradeType", l.wallet,
       l.amount::float8 AS amount, l.balance_after::float8 AS "balanceAfter", t.operator_name AS "operatorName", t.remark, l.at
     FROM money_operations t JOIN wallet_entries l ON l.txn_id = t.id
     WHERE t.merchant_id = $1 AND (t.id = (SELECT txn_id FROM order_records WHERE id = $2 AND merchant_id = $1)
       OR (t.ref_id = $2 AND t.trade_type = ANY($3::int[])))
     ORDER BY l.id`,
    [ctx.merchantId, orderId, [TRADE_TYPES.refund.code, TRADE_TYPES.repairDeduction.code]],
  );
}

/** The order's remark: the only field of an order a manager may edit (money changes through money operations). */
export async function editOrderRemark(ctx: Ctx, orderId: number, remark: string): Promise<{ orderId: number }> {
  await orderById(ctx, orderId);
  await setOrderRemark(ctx, orderId, remark);
  return { orderId };
}

/** Removes an error order that was never charged: the money core makes it void (42200 orderNotVoidable otherwise). */
export async function removeErrorOrder(ctx: Ctx, orderId: number): Promise<{ orderId: number }> {
  await orderById(ctx, orderId);
  await voidErrorOrder(ctx, orderId);
  return { orderId };
}
