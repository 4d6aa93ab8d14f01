import type { Page, RefundCheck, RefundRequestRow } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, conflict, fieldError, notFound } from '../../platform/http/errors';
import { orgScopeClause, scopeClause } from '../../platform/access';
import { likeContains } from '../../platform/sql';
import { orderQueries, refund } from '../accounts';
import { lineShares, refundSplit, unitsValue, type Wallets } from './shares';
import { assertInPeriod, refundPeriodOf, type RefundPeriodEnd } from './refundPeriod';

type OrderFull = orderQueries.OrderFull;
const REFUNDABLE_STATES = ['paid', 'part_refunded', 'repaired'];

export interface RefundAsk {
  orderId: number;
  amount?: number;
  items?: { itemId: number; qty: number }[];
}

const REQUEST_SELECT = `r.id::int AS "requestId", r.order_id::int AS "orderId", r.order_no AS "orderNo", r.cust_id AS "custId", r.cust_name AS "custName",
  r.cust_num AS "custNum", r.canteen_id AS "canteenId", r.order_amount::float8 AS "orderAmount", r.amount::float8 AS amount, r.source, r.state, r.reason,
  r.reject_reason AS "rejectReason", r.remark, r.requester_name AS "requesterName", r.reviewer_name AS "reviewerName", r.refund_txn_id::int AS "refundTxnId",
  r.refunded, COALESCE((SELECT json_agg(json_build_object('itemId', i.order_item_id, 'dishName', i.dish_name, 'qty', i.qty, 'amount', i.amount) ORDER BY i.id)
    FROM refund_request_items i WHERE i.request_id = r.id), '[]') AS items, r.created_at AS "createdAt", r.reviewed_at AS "reviewedAt"`;

interface LineState {
  itemId: number;
  dishName: string;
  qty: number;
  paid: number;
  refundedQty: number;
  refundedAmount: number;
  pendingQty: number;
  pendingAmount: number;
}

/** The order's lines with what each paid, what approved requests gave back and what pending requests hold. */
async function lineStates(ctx: Ctx, order: OrderFull, exceptRequest?: number): Promise<LineState[]> {
  const shares = lineShares(
    order.items.map((i) => i.amount),
    order.amount,
  );
  const used = await ctx.db.query<{ itemId: number; state: string; qty: number; amount: number }>(
    `SELECT i.order_item_id::int AS "itemId", r.state, SUM(i.qty)::int AS qty, SUM(i.amount)::float8 AS amount
     FROM refund_request_items i JOIN refund_requests r ON r.id = i.request_id
     WHERE r.merchant_id = $1 AND r.order_id = $2 AND r.state IN ('pending', 'approved') AND r.id <> $3
     GROUP BY i.order_item_id, r.state`,
    [ctx.merchantId, order.orderId, exceptRequest ?? 0],
  );
  return order.items.map((item, k) => {
    const of = (state: string) => used.find((u) => u.itemId === item.itemId && u.state === state);
    return {
      itemId: item.itemId,
      dishName: item.dishName,
      qty: item.qty,
      paid: shares[k],
      refundedQty: of('approved')?.qty ?? 0,
      refundedAmount: of('approved')?.amount ?? 0,
      pendingQty: of('pending')?.qty ?? 0,
      pendingAmount: of('pending')?.amount ?? 0,
    };
  });
}

async function pendingTotal(ctx: Ctx, orderId: number, exceptRequest?: number): Promise<number> {
  return (
    await ctx.db.query<{ n: number }>(`SELECT COALESCE(SUM(amount), 0)::float8 AS n FROM refund_requests WHERE merchant_id = $1 AND order_id = $2 AND state = 'pending' AND id <> $3`, [
      ctx.merchantId,
      orderId,
      exceptRequest ?? 0,
    ])
  )[0].n;
}

const leftOf = (o: OrderFull): Wallets => ({ subsidy: o.paid.subsidy - o.refunded.subsidy, gift: o.paid.gift - o.refunded.gift, cash: o.paid.cash - o.refunded.cash });
const total = (w: Wallets) => w.subsidy + w.gift + w.cash;

interface Assessed {
  check: RefundCheck;
  /** The asked amount and lines (with their value), when something was asked. */
  ask: { amount: number; lines: { itemId: number; dishName: string; qty: number; amount: number }[] } | null;
}

/**
 * What the order may still give back, and the value of what is asked (refused when it asks too much). Past the refund
 * period nothing is refundable, so the check tells a clerk why before a refund is asked.
 */
async function assess(ctx: Ctx, order: OrderFull, input: RefundAsk, opts: { whole: boolean; period: RefundPeriodEnd }): Promise<Assessed> {
  if (input.amount !== undefined && input.items !== undefined) throw fieldError('items', 'refundAmountOrItems');
  const lines = await lineStates(ctx, order);
  const pending = await pendingTotal(ctx, order.orderId);
  const open = REFUNDABLE_STATES.includes(order.state) && !opts.period.over;
  const refundable = open ? Math.max(total(leftOf(order)) - pending, 0) : 0;
  const check: RefundCheck = {
    orderId: order.orderId,
    state: order.state,
    amount: order.amount,
    paid: order.paid,
    refunded: order.refunded,
    pending,
    refundable,
    refundLastDay: opts.period.lastDay,
    refundPeriodOver: opts.period.over,
    items: lines.map((l) => ({
      itemId: l.itemId,
      dishName: l.dishName,
      qty: l.qty,
      refundableQty: open ? Math.max(l.qty - l.refundedQty - l.pendingQty, 0) : 0,
      refundableAmount: Math.min(Math.max(l.paid - l.refundedAmount - l.pendingAmount, 0), refundable),
    })),
    preview: null,
  };
  let ask: Assessed['ask'] = null;
  if (input.items) {
    const merged = new Map<number, number>();
    for (const i of input.items) merged.set(i.itemId, (merged.get(i.itemId) ?? 0) + i.qty);
    const asked: NonNullable<Assessed['ask']>['lines'] = [];
    for (const [itemId, qty] of merged) {
      const line = lines.find((l) => l.itemId === itemId);
      if (!line) throw fieldError('items', 'refundItemUnknown');
      const qtyLeft = line.qty - line.refundedQty - line.pendingQty;
      if (qty > qtyLeft) throw businessRule('refundItemQtyExceeds', { dish: line.dishName, qty: Math.max(qtyLeft, 0) });
      // The last units take what is left of the line, so rounding never leaves a cent behind.
      const amount = qty === qtyLeft ? line.paid - line.refundedAmount - line.pendingAmount : unitsValue(line.paid, line.qty, qty);
      asked.push({ itemId, dishName: line.dishName, qty, amount });
    }
    ask = { amount: asked.reduce((s, l) => s + l.amount, 0), lines: asked };
  } else if (input.amount !== undefined) ask = { amount: input.amount, lines: [] };
  else if (opts.whole) ask = { amount: refundable, lines: [] };
  if (ask && !opts.period.over) check.preview = { amount: ask.amount, split: refundSplit(ask.amount, leftOf(order)) };
  return { check, ask };
}

function assertAskable(check: RefundCheck, amount: number) {
  if (!REFUNDABLE_STATES.includes(check.state)) throw businessRule('orderNotRefundable');
  if (check.refundable <= 0) throw businessRule('refundNothingLeft');
  if (amount <= 0 || amount > check.refundable) throw businessRule('refundPendingExceeds', { left: (check.refundable / 100).toFixed(2) });
}

/** The part-refund check: refundable per wallet and per line, and the split an asked refund would take. */
export async function refundCheckOf(ctx: Ctx, input: RefundAsk): Promise<RefundCheck> {
  const order = await orderQueries.orderById(ctx, input.orderId);
  return (await assess(ctx, order, input, { whole: false, period: await refundPeriodOf(ctx, order) })).check;
}

/** The order a device may ask a refund of: one of its own canteen (another canteen's order is not found). */
function assertDeviceOrder(ctx: Ctx, order: OrderFull) {
  if (ctx.device && ctx.device.canteenId !== null && order.canteenId !== ctx.device.canteenId) throw notFound('order');
}

async function insertRequest(ctx: Ctx, order: OrderFull, ask: NonNullable<Assessed['ask']>, source: 'console' | 'app', reason: string, bizNo?: string): Promise<number> {
  const requestId = Number(
    (
      await ctx.db.query<{ id: string }>(
        `INSERT INTO refund_requests (merchant_id, order_id, order_no, cust_id, cust_name, cust_num, org_id, canteen_id, order_amount, amount, source, reason,
           biz_no, requester_id, requester_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
        [
          ctx.merchantId,
          order.orderId,
          order.orderNo,
          order.custId,
          order.custName,
          order.custNum,
          order.orgId,
          order.canteenId,
          order.amount,
          ask.amount,
          source,
          reason,
          bizNo ?? null,
          ctx.actor?.userId ?? null,
          ctx.actor?.username ?? (ctx.device ? `device ${ctx.device.deviceId}` : ''),
          ctx.now(),
        ],
      )
    )[0].id,
  );
  for (const l of ask.lines) {
    await ctx.db.query(`INSERT INTO refund_request_items (merchant_id, request_id, order_item_id, dish_name, qty, amount) VALUES ($1, $2, $3, $4, $5, $6)`, [
      ctx.merchantId,
      requestId,
      l.itemId,
      l.dishName,
      l.qty,
      l.amount,
    ]);
  }
  return requestId;
}

/**
 * A refund request (console or app): an amount, some lines, or the whole rest of the order, never more than is
 * left after the refunds made and the requests still pending, within the merchant's refund period. The order row is
 * locked so that two requests of one order are checked one after the other. It waits for review; no money moves.
 */
export async function applyRefund(ctx: Ctx, input: RefundAsk & { reason: string }, source: 'console' | 'app'): Promise<{ requestId: number; amount: number }> {
  const order = await orderQueries.orderById(ctx, input.orderId, { lock: true });
  assertDeviceOrder(ctx, order);
  const period = await refundPeriodOf(ctx, order);
  assertInPeriod(period);
  const { check, ask } = await assess(ctx, order, input, { whole: true, period });
  assertAskable(check, ask!.amount);
  return { requestId: await insertRequest(ctx, order, ask!, source, input.reason), amount: ask!.amount };
}

interface RequestHead {
  id: number;
  orderId: number;
  amount: number;
  state: string;
  reason: string;
  bizNo: string | null;
  canteenId: number | null;
}

/** A request of the merchant inside the caller's canteen and organisation scope (else 40400), locked when asked. */
async function requestHead(ctx: Ctx, requestId: number, lock = false): Promise<RequestHead> {
  const params: unknown[] = [requestId, ctx.merchantId];
  const scope = scopeClause(ctx, 'canteen', 'r.canteen_id', params) + orgScopeClause(ctx, 'r.org_id', params);
  const row = (
    await ctx.db.query<RequestHead>(
      `SELECT r.id::int AS id, r.order_id::int AS "orderId", r.amount::float8 AS amount, r.state, r.reason, r.biz_no AS "bizNo", r.canteen_id AS "canteenId"
       FROM refund_requests r WHERE r.id = $1 AND r.merchant_id = $2${scope}${lock ? ' FOR UPDATE' : ''}`,
      params,
    )
  )[0];
  if (!row) throw notFound('refundRequest');
  return row;
}

export interface RefundMade {
  requestId: number;
  refundId: number;
  refunded: Wallets;
  balance: number;
}

/**
 * Makes the refund of a pending request and marks it approved. The money moves through the money core's refund with
 * the bizNo 'RR<id>' (or the console's own bizNo of a part refund): a second approval, however it arrives, finds the
 * request no longer pending, and the bizNo would return the first refund rather than pay again. When it leaves the
 * order wholly refunded, the money core cancels a booked meal of it in the same transaction (its orderRefunded port).
 */
async function pay(ctx: Ctx, r: RequestHead): Promise<RefundMade> {
  if (r.state !== 'pending') throw businessRule('refundRequestNotPending');
  const made = await refund(ctx, { orderId: r.orderId, amount: r.amount, bizNo: r.bizNo ?? `RR${r.id}`, reason: r.reason });
  await ctx.db.query(
    `UPDATE refund_requests SET state = 'approved', refund_txn_id = $3, refunded = $4, reviewer_id = $5, reviewer_name = $6, reviewed_at = $7
     WHERE id = $1 AND merchant_id = $2`,
    [r.id, ctx.merchantId, made.refundId, JSON.stringify(made.refunded), ctx.actor?.userId ?? null, ctx.actor?.username ?? '', ctx.now()],
  );
  return { requestId: r.id, ...made };
}

export async function approveRefund(ctx: Ctx, requestId: number): Promise<RefundMade> {
  return pay(ctx, await requestHead(ctx, requestId, true));
}

export async function rejectRefund(ctx: Ctx, input: { id: number; reason: string }): Promise<{ requestId: number }> {
  const r = await requestHead(ctx, input.id, true);
  if (r.state !== 'pending') throw businessRule('refundRequestNotPending');
  await ctx.db.query(
    `UPDATE refund_requests SET state = 'rejected', reject_reason = $3, reviewer_id = $4, reviewer_name = $5, reviewed_at = $6 WHERE id = $1 AND merchant_id = $2`,
    [r.id, ctx.merchantId, input.reason, ctx.actor?.userId ?? null, ctx.actor?.username ?? '', ctx.now()],
  );
  return { requestId: r.id };
}

/** Removing a request cancels it, and only while it waits: a handled request stays as it was. */
export async function cancelRefund(ctx: Ctx, requestId: number): Promise<{ requestId: number }> {
  const r = await requestHead(ctx, requestId, true);
  if (r.state !== 'pending') throw businessRule('refundRequestNotPending');
  await ctx.db.query(`UPDATE refund_requests SET state = 'cancelled' WHERE id = $1 AND merchant_id = $2`, [r.id, ctx.merchantId]);
  return { requestId: r.id };
}

export async function setRefundRemark(ctx: Ctx, input: { id: number; remark: string }): Promise<{ requestId: number }> {
  const r = await requestHead(ctx, input.id);
  await ctx.db.query(`UPDATE refund_requests SET remark = $3 WHERE id = $1 AND merchant_id = $2`, [r.id, ctx.merchantId, input.remark]);
  return { requestId: r.id };
}

/**
 * A part refund made at once by a manager, within the merchant's refund period: recorded as a request approved on the
 * spot. A repeated bizNo returns the first refund (the money core's bizNo claim answers it), whatever the day now;
 * the same bizNo for another order is a conflict.
 */
export async function partRefund(ctx: Ctx, input: RefundAsk & { reason: string; bizNo: string }): Promise<RefundMade> {
  const prior = (
    await ctx.db.query<{ id: number; orderId: number }>(`SELECT id::int AS id, order_id::int AS "orderId" FROM refund_requests WHERE merchant_id = $1 AND biz_no = $2`, [
      ctx.merchantId,
      input.bizNo,
    ])
  )[0];
  if (prior) {
    if (prior.orderId !== input.orderId) throw conflict('refundBizNoReused');
    const r = await requestHead(ctx, prior.id);
    const made = await refund(ctx, { orderId: r.orderId, amount: r.amount, bizNo: input.bizNo, reason: r.reason });
    return { requestId: r.id, ...made };
  }
  // Not locked here: the money core's refund takes the account and then the order (MONEY.md lock order) and checks
  // what is left itself; locking the order first could deadlock with another refund of the same account.
  const order = await orderQueries.orderById(ctx, input.orderId);
  const period = await refundPeriodOf(ctx, order);
  assertInPeriod(period);
  const { check, ask } = await assess(ctx, order, input, { whole: true, period });
  assertAskable(check, ask!.amount);
  const requestId = await insertRequest(ctx, order, ask!, 'console', input.reason, input.bizNo);
  return pay(ctx, { id: requestId, orderId: order.orderId, amount: ask!.amount, state: 'pending', reason: input.reason, bizNo: input.bizNo, canteenId: order.canteenId });
}

export interface RequestFilter {
  state?: string;
  source?: string;
  orderNo?: string;
  custName?: string;
  custNum?: string;
  canteenId?: number;
  orderId?: number;
  startTime?: string;
  endTime?: string;
}

function requestWhere(ctx: Ctx, q: RequestFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [ctx.merchantId];
  let sql = 'r.merchant_id = $1' + scopeClause(ctx, 'canteen', 'r.canteen_id', params) + orgScopeClause(ctx, 'r.org_id', params);
  const add = (clause: string, value: unknown) => {
    params.push(value);
    sql += ` AND ${clause.replace('?', `$${params.length}`)}`;
  };
  if (q.state) add('r.state = ?', q.state);
  if (q.source) add('r.source = ?', q.source);
  if (q.orderNo) add('r.order_no ILIKE ?', likeContains(q.orderNo));
  if (q.custName) add('r.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) add('r.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.canteenId !== undefined) add('r.canteen_id = ?', q.canteenId);
  if (q.orderId !== undefined) add('r.order_id = ?', q.orderId);
  if (q.startTime) add('r.created_at >= ?::timestamptz', q.startTime);
  if (q.endTime) add('r.created_at < ?::timestamptz', q.endTime);
  return { sql, params };
}

/** Refund requests, the pending ones first (oldest first, as they wait), then the handled ones newest first. */
export async function refundRequestPage(ctx: Ctx, q: RequestFilter & { page: number; limit: number }): Promise<Page<RefundRequestRow> & { sum: { count: number; amount: number } }> {
  const w = requestWhere(ctx, q);
  const sum = (await ctx.db.query<{ count: number; amount: number }>(`SELECT count(*)::int AS count, COALESCE(SUM(r.amount), 0)::float8 AS amount FROM refund_requests r WHERE ${w.sql}`, w.params))[0];
  const n = w.params.length;
  const records = await ctx.db.query<RefundRequestRow>(
    `SELECT ${REQUEST_SELECT} FROM refund_requests r WHERE ${w.sql}
     ORDER BY (r.state = 'pending') DESC, CASE WHEN r.state = 'pending' THEN r.created_at END ASC, r.created_at DESC, r.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...w.params, q.limit, (q.page - 1) * q.limit],
  );
  return { records, total: sum.count, page: q.page, limit: q.limit, sum };
}

export function requestsOfOrder(ctx: Ctx, orderId: number): Promise<RefundRequestRow[]> {
  const w = requestWhere(ctx, { orderId });
  return ctx.db.query<RefundRequestRow>(`SELECT ${REQUEST_SELECT} FROM refund_requests r WHERE ${w.sql} ORDER BY r.id`, w.params);
}

export async function refundRequestById(ctx: Ctx, requestId: number): Promise<RefundRequestRow> {
  const w = requestWhere(ctx, {});
  const row = (await ctx.db.query<RefundRequestRow>(`SELECT ${REQUEST_SELECT} FROM refund_requests r WHERE ${w.sql} AND r.id = $${w.params.length + 1}`, [...w.params, requestId]))[0];
  if (!row) throw notFound('refundRequest');
  return row;
}

/** Per line of an order: what it paid and what approved requests gave back (for the order detail). */
export async function linesRefunded(ctx: Ctx, order: OrderFull) {
  const lines = await lineStates(ctx, order);
  return order.items.map((item, k) => ({ ...item, paidAmount: lines[k].paid, refundedQty: lines[k].refundedQty, refundedAmount: lines[k].refundedAmount }));
}
