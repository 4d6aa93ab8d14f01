import { TRADE_TYPES, type LedgerRow, type OrderRow, type Page, type RechargeData, type RefundRecordRow } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { Lang } from '../../platform/messages';
import type { FileReply } from '../../platform/http/register';
import { businessRule, notFound } from '../../platform/http/errors';
import { orderColumns as col, orderLabels, orderTitles } from '../../platform/messages/orders';
import { recordValues } from '../../platform/messages/accountRecords';
import { eachRow, exportXlsx, type ExportColumn } from '../../platform/xlsx/export';
import { likeContains, Where } from '../../platform/sql';
import { merchantTimeZone } from '../settings';
import { codesOf, countOf, exportLimits, pageFrom, periodWhere, personWhere, type ListSql } from './records/list';
import { TRADE_NAME_SQL } from './records/moneyRecords';
import { assertOrderInScope } from './consumptionPlace';

/** The export cap shared with the account records (tests lower it instead of inserting 50 001 rows). */
export { exportLimits };

/**
 * The reads (and the two non-money writes) of the order centre on the tables the accounts module owns: orders,
 * order_items, money_txns and ledger_entries. The orders module builds its pages and refund flows on them.
 */

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

const ORDER_SELECT = `o.id::int AS "orderId", o.order_no AS "orderNo", o.biz_no AS "bizNo", c.id AS "custId", c.cust_name AS "custName",
  c.cust_num AS "custNum", g.name AS "orgName", o.card_no AS "cardNo", o.canteen_id AS "canteenId", k.name AS "canteenName", s.name AS "stallName",
  d.name AS "deviceName", o.meal_period::int AS "mealPeriod", o.order_type AS "orderType", o.pay_type AS "payType", o.state, o.amount::float8 AS amount,
  COALESCE(o.list_amount, o.amount)::float8 AS "listAmount",
  json_build_object('subsidy', o.paid_subsidy, 'gift', o.paid_gift, 'cash', o.paid_cash) AS paid,
  json_build_object('subsidy', o.refunded_subsidy, 'gift', o.refunded_gift, 'cash', o.refunded_cash) AS refunded,
  o.offline, o.remark, o.ordered_at AS "orderedAt"`;
const ORDER_FROM = `FROM orders o JOIN people_directory c ON c.id = o.cust_id JOIN cust_orgs g ON g.id = c.org_id
  LEFT JOIN canteens k ON k.id = o.canteen_id LEFT JOIN stalls s ON s.id = o.stall_id LEFT JOIN devices d ON d.id = o.device_id`;

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
  const list = orderList(ctx, q);
  const page = await pageFrom<OrderRow>(ctx, list, q);
  const w = orderWhere(ctx, q);
  const sum = (
    await ctx.db.query<OrderSum>(
      `SELECT count(*)::int AS count, COALESCE(SUM(o.amount), 0)::float8 AS amount, COALESCE(SUM(COALESCE(o.list_amount, o.amount)), 0)::float8 AS "listAmount",
         COALESCE(SUM(o.refunded_subsidy + o.refunded_gift + o.refunded_cash), 0)::float8 AS "refundedAmount"
       FROM orders o JOIN people_directory c ON c.id = o.cust_id WHERE ${w.sql}`,
      w.params,
    )
  )[0];
  return { ...page, sum };
}

async function exportList(ctx: Ctx, list: ListSql, fileName: string, columns: ExportColumn[], map: (r: Record<string, unknown>) => Record<string, unknown>): Promise<FileReply> {
  const total = await countOf(ctx, list);
  async function* rows() {
    for await (const r of eachRow(ctx.db.cursor<Record<string, unknown>>(`${list.sql} ORDER BY ${list.order}`, list.params))) yield map(r);
  }
  return exportXlsx(ctx, { fileName, sheetName: fileName, columns, rows: rows(), total, cap: exportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}

export function orderExport(ctx: Ctx, q: OrderFilter): Promise<FileReply> {
  const columns: ExportColumn[] = [
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
    { header: col.paidSubsidy, key: 'paidSubsidy', money: true },
    { header: col.paidGift, key: 'paidGift', money: true },
    { header: col.paidCash, key: 'paidCash', money: true },
    { header: col.refundedAmount, key: 'refundedAmount', money: true },
    { header: col.orderedAt, key: 'orderedAt', time: true, width: 20 },
    { header: col.remark, key: 'remark', width: 24 },
  ];
  type Money = { subsidy: number; gift: number; cash: number };
  return exportList(ctx, orderList(ctx, q), orderTitles.orders[ctx.lang as Lang], columns, (r) => {
    const paid = r.paid as Money;
    const refunded = r.refunded as Money;
    return { ...r, paidSubsidy: paid.subsidy, paidGift: paid.gift, paidCash: paid.cash, refundedAmount: refunded.subsidy + refunded.gift + refunded.cash };
  });
}

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
 * order row (FOR NO KEY UPDATE) so that two refund requests of one order are checked one after the other.
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
     FROM order_items WHERE order_id = $1 AND merchant_id = $2 ORDER BY id`,
    [orderId, ctx.merchantId],
  );
  return row;
}

/** The ledger rows (person side) of every money operation on the order: its payment, repair deduction and refunds. */
export function orderLedger(ctx: Ctx, orderId: number): Promise<LedgerRow[]> {
  return ctx.db.query<LedgerRow>(
    `SELECT l.id::int AS "entryId", l.txn_id::int AS "txnId", l.biz_no AS "bizNo", ${TRADE_NAME_SQL('l.trade_type')} AS "tradeType", l.wallet,
       l.amount::float8 AS amount, l.balance_after::float8 AS "balanceAfter", t.operator_name AS "operatorName", t.remark, l.at
     FROM money_txns t JOIN ledger_entries l ON l.txn_id = t.id AND l.account_id IS NOT NULL
     WHERE t.merchant_id = $1 AND (t.id = (SELECT txn_id FROM orders WHERE id = $2 AND merchant_id = $1)
       OR (t.ref_id = $2 AND t.trade_type = ANY($3::int[])))
     ORDER BY l.id`,
    [ctx.merchantId, orderId, codesOf(['refund', 'repairDeduction'])],
  );
}

/** The order's remark: the only field of an order a manager may edit (money changes through money operations). */
export async function setOrderRemark(ctx: Ctx, orderId: number, remark: string): Promise<{ orderId: number }> {
  await orderById(ctx, orderId);
  await ctx.db.query(`UPDATE orders SET remark = $3 WHERE id = $1 AND merchant_id = $2`, [orderId, ctx.merchantId, remark]);
  return { orderId };
}

/** Removes an error order that was never charged: it becomes void (the row stays for the record; no money moved). */
export async function voidErrorOrder(ctx: Ctx, orderId: number): Promise<{ orderId: number }> {
  await orderById(ctx, orderId);
  const done = await ctx.db.query(
    `UPDATE orders SET state = 'void' WHERE id = $1 AND merchant_id = $2 AND state = 'error'
       AND paid_subsidy + paid_gift + paid_cash = 0 AND NOT EXISTS (SELECT 1 FROM money_txns t WHERE t.merchant_id = $2 AND t.ref_id = $1 AND t.trade_type = $3)
     RETURNING id`,
    [orderId, ctx.merchantId, TRADE_TYPES.repairDeduction.code],
  );
  if (!done.length) throw businessRule('orderNotVoidable');
  return { orderId };
}

export interface RefundFilter {
  orderId?: number;
  orderNo?: string;
  canteenId?: number;
  custName?: string;
  custNum?: string;
  orgId?: number;
  startTime?: string;
  endTime?: string;
}
export type RefundKind = 'order' | 'supplement' | 'recharge';

/**
 * Refunds as money operations with the split per wallet from their ledger rows. order: refunds of orders that were
 * paid at once; supplement: refunds of orders charged later by repair deduction; recharge: recharges revoked and
 * withdrawals (money paid back out of the wallets). `all` (the refund detail page) takes both kinds of order refund.
 */
function refundList(ctx: Ctx, kind: RefundKind | 'all', q: RefundFilter): ListSql {
  const w = new Where('t.merchant_id = ?', ctx.merchantId);
  const repaired = `EXISTS (SELECT 1 FROM money_txns r WHERE r.merchant_id = t.merchant_id AND r.ref_id = t.ref_id AND r.trade_type = ${TRADE_TYPES.repairDeduction.code})`;
  if (kind === 'recharge') w.add('t.trade_type = ANY(?::int[])', codesOf(['revokeRecharge', 'withdrawal']));
  else {
    w.add('t.trade_type = ?', TRADE_TYPES.refund.code);
    if (kind === 'supplement') w.add(repaired);
    if (kind === 'order') w.add(`NOT ${repaired}`);
    // Order refunds are canteen-bound: a canteen-limited role sees those of its canteens only.
    const canteens = ctx.scopes.canteenIds;
    if (canteens !== null) w.add('t.canteen_id = ANY(?::int[])', canteens);
    if (q.canteenId !== undefined) w.add('t.canteen_id = ?', q.canteenId);
    if (q.orderId !== undefined) w.add('t.ref_id = ?', q.orderId);
    if (q.orderNo) w.add('od.order_no ILIKE ?', likeContains(q.orderNo));
  }
  personWhere(w, ctx, q);
  periodWhere(w, 't.at', q);
  const sql = `SELECT t.id::int AS "txnId", t.biz_no AS "bizNo", ${TRADE_NAME_SQL('t.trade_type')} AS "tradeType", c.id AS "custId", c.cust_name AS "custName",
      c.cust_num AS "custNum", g.name AS "orgName", od.id::int AS "orderId", od.order_no AS "orderNo", od.amount::float8 AS "orderAmount", k.name AS "canteenName",
      abs(x.subsidy + x.gift + x.cash)::float8 AS amount,
      json_build_object('subsidy', abs(x.subsidy), 'gift', abs(x.gift), 'cash', abs(x.cash)) AS refunded,
      t.pay_type AS "payType", t.remark AS reason, t.operator_name AS "operatorName", t.at
    FROM money_txns t
    JOIN people_directory c ON c.id = t.cust_id
    JOIN cust_orgs g ON g.id = c.org_id
    LEFT JOIN orders od ON od.id = t.ref_id AND od.merchant_id = t.merchant_id AND t.trade_type = ${TRADE_TYPES.refund.code}
    LEFT JOIN canteens k ON k.id = t.canteen_id
    CROSS JOIN LATERAL (
      SELECT COALESCE(SUM(l.amount) FILTER (WHERE l.wallet = 'subsidy'), 0) AS subsidy, COALESCE(SUM(l.amount) FILTER (WHERE l.wallet = 'gift'), 0) AS gift,
        COALESCE(SUM(l.amount) FILTER (WHERE l.wallet = 'cash'), 0) AS cash
      FROM ledger_entries l WHERE l.txn_id = t.id AND l.account_id IS NOT NULL
    ) x
    WHERE ${w.sql}`;
  return { sql, params: w.params, order: 't.at DESC, t.id DESC' };
}

export async function refundRecordPage(
  ctx: Ctx,
  kind: RefundKind | 'all',
  q: RefundFilter & { page: number; limit: number },
): Promise<Page<RefundRecordRow> & { sum: { count: number; amount: number } }> {
  const list = refundList(ctx, kind, q);
  const page = await pageFrom<RefundRecordRow>(ctx, list, q);
  const sum = (await ctx.db.query<{ count: number; amount: number }>(`SELECT count(*)::int AS count, COALESCE(SUM(amount), 0)::float8 AS amount FROM (${list.sql}) q`, list.params))[0];
  return { ...page, sum };
}

export function refundRecordExport(ctx: Ctx, kind: RefundKind, q: RefundFilter): Promise<FileReply> {
  const columns: ExportColumn[] = [
    { header: col.custName, key: 'custName' },
    { header: col.custNum, key: 'custNum' },
    { header: col.orgName, key: 'orgName' },
    { header: col.tradeType, key: 'tradeType', labels: orderLabels.tradeType },
    ...(kind === 'recharge'
      ? [{ header: col.payType, key: 'payType', labels: recordValues }]
      : [
          { header: col.orderNo, key: 'orderNo', width: 24 },
          { header: col.canteenName, key: 'canteenName' },
          { header: col.orderAmount, key: 'orderAmount', money: true },
        ]),
    { header: col.refundAmount, key: 'amount', money: true },
    { header: col.refundedSubsidy, key: 'refundedSubsidy', money: true },
    { header: col.refundedGift, key: 'refundedGift', money: true },
    { header: col.refundedCash, key: 'refundedCash', money: true },
    { header: col.reason, key: 'reason', width: 24 },
    { header: col.operatorName, key: 'operatorName' },
    { header: col.at, key: 'at', time: true, width: 20 },
    { header: col.bizNo, key: 'bizNo', width: 24 },
  ];
  return exportList(ctx, refundList(ctx, kind, q), orderTitles[kind][ctx.lang as Lang], columns, (r) => {
    const back = r.refunded as { subsidy: number; gift: number; cash: number };
    return { ...r, refundedSubsidy: back.subsidy, refundedGift: back.gift, refundedCash: back.cash };
  });
}

const RECHARGE_TYPES = codesOf(['recharge', 'revokeRecharge', 'walletImport']);

/** A recharge operation (recharge, revocation, wallet import) of the merchant, in the caller's organisation scope. */
export async function rechargeById(ctx: Ctx, txnId: number): Promise<RechargeData> {
  const w = new Where('t.merchant_id = ?', ctx.merchantId).add('t.id = ?', txnId).add('t.trade_type = ANY(?::int[])', RECHARGE_TYPES).scope(ctx, 'org', 'c.org_id');
  const row = (
    await ctx.db.query<RechargeData>(
      `SELECT t.id::int AS "txnId", t.biz_no AS "bizNo", ${TRADE_NAME_SQL('t.trade_type')} AS "tradeType", c.id AS "custId", c.cust_name AS "custName",
         c.cust_num AS "custNum", t.amount::float8 AS amount, t.pay_type AS "payType", t.state, t.remark, t.operator_name AS "operatorName", t.at
       FROM money_txns t JOIN people_directory c ON c.id = t.cust_id WHERE ${w.sql}`,
      w.params,
    )
  )[0];
  if (!row) throw notFound('recharge');
  return row;
}

/** The remark of a recharge: money_txns.remark, never its amounts (the ledger rows are immutable). */
export async function setRechargeRemark(ctx: Ctx, txnId: number, remark: string): Promise<{ txnId: number }> {
  await rechargeById(ctx, txnId);
  await ctx.db.query(`UPDATE money_txns SET remark = $3 WHERE id = $1 AND merchant_id = $2`, [txnId, ctx.merchantId, remark]);
  return { txnId };
}
