import type { z } from 'zod';
import type { Page, RefundAsked, RefundCheck, RefundRequestRow, settingSchemas } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, conflict, fieldError, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where } from '../../platform/sql';
import { internalBizNo, lockRefundPayer, refund, refundSplit, requestHash, subsidyForfeitedOnRefund } from '../accounts';
import { getSetting } from '../settings';
import { lineShares, unitsValue, type Wallets } from './shares';
import { assertInPeriod, refundPeriodOf, type RefundPeriodEnd } from './refundPeriod';
import { orderById, type OrderFull } from './orderRecord';

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
  if (ask && !opts.period.over) {
    const split = refundSplit(ask.amount, order.paid, order.refunded);
    const subsidyForfeited = split.subsidy > 0 && (await subsidyForfeitedOnRefund(ctx, order.orderId)) ? split.subsidy : 0;
    check.preview = { amount: ask.amount, split, subsidyForfeited };
  }
  return { check, ask };
}

function assertAskable(check: RefundCheck, amount: number) {
  if (!REFUNDABLE_STATES.includes(check.state)) throw businessRule('orderNotRefundable');
  if (check.refundable <= 0) throw businessRule('refundNothingLeft');
  if (amount <= 0 || amount > check.refundable) throw businessRule('refundPendingExceeds', { left: (check.refundable / 100).toFixed(2) });
}

/** The part-refund check: refundable per wallet and per line, and the split an asked refund would take. */
export async function refundCheckOf(ctx: Ctx, input: RefundAsk): Promise<RefundCheck> {
  const order = await orderById(ctx, input.orderId);
  return (await assess(ctx, order, input, { whole: false, period: await refundPeriodOf(ctx, order) })).check;
}

/** The order a device may ask a refund of: one of its own canteen (another canteen's order is not found). */
function assertDeviceOrder(ctx: Ctx, order: OrderFull) {
  if (ctx.device && ctx.device.canteenId !== null && order.canteenId !== ctx.device.canteenId) throw notFound('order');
}

async function insertRequest(
  ctx: Ctx,
  order: OrderFull,
  ask: NonNullable<Assessed['ask']>,
  source: 'console' | 'app',
  reason: string,
  caller?: { bizNo: string; hash: string; reviewed: boolean },
): Promise<number> {
  const requestId = Number(
    (
      await ctx.db.query<{ id: string }>(
        `INSERT INTO refund_requests (merchant_id, order_id, order_no, cust_id, cust_name, cust_num, org_id, canteen_id, order_amount, amount, source, reason,
           biz_no, request_hash, reviewed, requester_id, requester_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
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
          caller?.bizNo ?? null,
          caller?.hash ?? null,
          caller?.reviewed ?? true,
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
  const order = await orderById(ctx, input.orderId, { lock: true });
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
  requesterId: number | null;
}

/** A request of the merchant inside the caller's canteen and organisation scope (else 40400), locked when asked. */
async function requestHead(ctx: Ctx, requestId: number, lock = false): Promise<RequestHead> {
  const w = requestWhere(ctx, {}).add('r.id = ?', requestId);
  const row = (
    await ctx.db.query<RequestHead>(
      `SELECT r.id::int AS id, r.order_id::int AS "orderId", r.amount::float8 AS amount, r.state, r.reason, r.biz_no AS "bizNo", r.canteen_id AS "canteenId",
         r.requester_id AS "requesterId"
       FROM refund_requests r WHERE ${w.sql}${lock ? ' FOR UPDATE' : ''}`,
      w.params,
    )
  )[0];
  if (!row) throw notFound('refundRequest');
  return row;
}

export interface RefundMade {
  requestId: number;
  refundId: number;
  refunded: Wallets;
  subsidyForfeited: number;
  balance: number;
}

/**
 * Makes the refund of a pending request under `bizNo` and marks it approved. A reviewed request pays with the bizNo
 * '#RR-<id>' (internal), a refund made at once with the caller's: a second approval, however it arrives, finds the request no longer
 * pending, and the bizNo would return the first refund rather than pay again. When it leaves the order wholly
 * refunded, the money core cancels a booked meal of it in the same transaction (its orderRefunded port).
 */
async function pay(ctx: Ctx, r: RequestHead, bizNo: string): Promise<RefundMade> {
  if (r.state !== 'pending') throw businessRule('refundRequestNotPending');
  const made = await refund(ctx, { orderId: r.orderId, amount: r.amount, bizNo, reason: r.reason });
  await ctx.db.query(
    `UPDATE refund_requests SET state = 'approved', refund_txn_id = $3, refunded = $4, reviewer_id = $5, reviewer_name = $6, reviewed_at = $7
     WHERE id = $1 AND merchant_id = $2`,
    [r.id, ctx.merchantId, made.refundId, JSON.stringify(made.refunded), ctx.actor?.userId ?? null, ctx.actor?.username ?? '', ctx.now()],
  );
  return { requestId: r.id, ...made };
}

/**
 * Approves a pending request (the refund review's menu). Locks in the global order (MONEY.md): the paying account
 * first, then the request, then (in refund()) the order. Whoever asked for a refund never approves it: a review is
 * a second pair of eyes.
 */
export async function approveRefund(ctx: Ctx, requestId: number): Promise<RefundMade> {
  await lockRefundPayer(ctx, (await requestHead(ctx, requestId)).orderId);
  const r = await requestHead(ctx, requestId, true);
  if (r.state === 'pending' && ctx.actor && r.requesterId === ctx.actor.userId) throw businessRule('refundOwnRequest');
  return pay(ctx, r, internalBizNo('RR', r.id));
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

type PayRules = z.infer<typeof settingSchemas.pay>;
const reviewOn = async (ctx: Ctx) => ((await getSetting(ctx, 'pay')).value as PayRules).refundReview;

/**
 * The answer to a bizNo the order pages used before: another request under it is 40900 bizNoReused; the same request
 * gets the first refund's reply when it was made at once, else the request as it stands now (one that waited for
 * review: its refund was paid under '#RR-<id>'). Requests from before request hashes keep the older check (same order).
 */
async function priorAnswer(ctx: Ctx, bizNo: string, hash: string, orderId: number): Promise<RefundMade | RefundAsked | null> {
  const prior = (
    await ctx.db.query<{ id: number; orderId: number; hash: string | null; state: RefundAsked['state']; amount: number; reason: string; reviewed: boolean }>(
      `SELECT id::int AS id, order_id::int AS "orderId", request_hash AS hash, state, amount::float8 AS amount, reason, reviewed
         FROM refund_requests WHERE merchant_id = $1 AND biz_no = $2`,
      [ctx.merchantId, bizNo],
    )
  )[0];
  if (!prior) return null;
  if (prior.hash !== null ? prior.hash !== hash : prior.orderId !== orderId) throw conflict('bizNoReused', { bizNo });
  // Only within the caller's canteens and organisations (else 40400), as the request itself.
  await requestHead(ctx, prior.id);
  if (prior.reviewed) return { state: prior.state, requestId: prior.id, amount: prior.amount };
  const made = await refund(ctx, { orderId: prior.orderId, amount: prior.amount, bizNo, reason: prior.reason });
  return { requestId: prior.id, ...made };
}

/**
 * A refund asked on the order pages: within the merchant's refund period, never more than is left after the refunds
 * made and the requests pending. While the merchant's refund review is on it becomes a request waiting on the review
 * page (no money moves); else a part refund is made at once, recorded as a request approved on the spot, and a whole
 * refund (`onlyUnderReview`) is left to the money core (null). The bizNo is bound to the request (priorAnswer). The
 * account and then the order are locked before anything is checked, so two refunds of one order — or of one line —
 * are judged one after the other.
 */
async function refundFromOrderPage(
  ctx: Ctx,
  input: RefundAsk & { reason: string; bizNo: string },
  hash: string,
  onlyUnderReview: boolean,
): Promise<RefundMade | RefundAsked | null> {
  await lockRefundPayer(ctx, input.orderId);
  const prior = await priorAnswer(ctx, input.bizNo, hash, input.orderId);
  if (prior) return prior;
  const review = await reviewOn(ctx);
  if (onlyUnderReview && !review) return null;
  const order = await orderById(ctx, input.orderId, { lock: true });
  const period = await refundPeriodOf(ctx, order);
  assertInPeriod(period);
  const { check, ask } = await assess(ctx, order, input, { whole: true, period });
  assertAskable(check, ask!.amount);
  const requestId = await insertRequest(ctx, order, ask!, 'console', input.reason, { bizNo: input.bizNo, hash, reviewed: review });
  if (review) return { state: 'pending', requestId, amount: ask!.amount };
  const head = { id: requestId, orderId: order.orderId, amount: ask!.amount, state: 'pending', reason: input.reason, bizNo: input.bizNo, canteenId: order.canteenId, requesterId: null };
  return pay(ctx, head, input.bizNo);
}

/** ordInfo/part/refund: an amount, some lines, or (neither) the whole rest of the order. */
export async function partRefund(ctx: Ctx, input: RefundAsk & { reason: string; bizNo: string }): Promise<RefundMade | RefundAsked> {
  const { bizNo: _bizNo, ...request } = input;
  return (await refundFromOrderPage(ctx, input, requestHash({ op: 'partRefund', request }), false))!;
}

/** ordInfo/whole/order/back while the refund review is on: a request for the whole rest; null when it is off. */
export function wholeRefundUnderReview(ctx: Ctx, input: { orderId: number; bizNo: string; reason?: string }): Promise<RefundMade | RefundAsked | null> {
  const reason = input.reason ?? '';
  return refundFromOrderPage(ctx, { orderId: input.orderId, bizNo: input.bizNo, reason }, requestHash({ op: 'wholeOrderBack', request: { orderId: input.orderId, reason } }), true);
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

/** The merchant's requests inside the caller's canteen and organisation scope that match the filters. */
function requestWhere(ctx: Ctx, q: RequestFilter): Where {
  const w = new Where('r.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'r.canteen_id').scope(ctx, 'org', 'r.org_id');
  if (q.state) w.add('r.state = ?', q.state);
  if (q.source) w.add('r.source = ?', q.source);
  if (q.orderNo) w.add('r.order_no ILIKE ?', likeContains(q.orderNo));
  if (q.custName) w.add('r.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('r.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.canteenId !== undefined) w.add('r.canteen_id = ?', q.canteenId);
  if (q.orderId !== undefined) w.add('r.order_id = ?', q.orderId);
  if (q.startTime) w.add('r.created_at >= ?::timestamptz', q.startTime);
  if (q.endTime) w.add('r.created_at < ?::timestamptz', q.endTime);
  return w;
}

/** Refund requests, the pending ones first (oldest first, as they wait), then the handled ones newest first. */
export async function refundRequestPage(ctx: Ctx, q: RequestFilter & { page: number; limit: number }): Promise<Page<RefundRequestRow> & { sum: { count: number; amount: number } }> {
  const w = requestWhere(ctx, q);
  // One scan counts and sums the filtered requests.
  const page = await pageOf<RefundRequestRow, { amount: number }>(ctx.db, q, {
    count: `SELECT count(*)::int AS n, COALESCE(SUM(r.amount), 0)::float8 AS amount FROM refund_requests r WHERE ${w.sql}`,
    rows: `SELECT ${REQUEST_SELECT} FROM refund_requests r WHERE ${w.sql}
     ORDER BY (r.state = 'pending') DESC, CASE WHEN r.state = 'pending' THEN r.created_at END ASC, r.created_at DESC, r.id DESC`,
    params: w.params,
    sum: true,
  });
  return { records: page.records, total: page.total, page: page.page, limit: page.limit, sum: { count: page.total, amount: page.sum!.amount } };
}

export function requestsOfOrder(ctx: Ctx, orderId: number): Promise<RefundRequestRow[]> {
  const w = requestWhere(ctx, { orderId });
  return ctx.db.query<RefundRequestRow>(`SELECT ${REQUEST_SELECT} FROM refund_requests r WHERE ${w.sql} ORDER BY r.id`, w.params);
}

export async function refundRequestById(ctx: Ctx, requestId: number): Promise<RefundRequestRow> {
  const w = requestWhere(ctx, {}).add('r.id = ?', requestId);
  const row = (await ctx.db.query<RefundRequestRow>(`SELECT ${REQUEST_SELECT} FROM refund_requests r WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('refundRequest');
  return row;
}

/** Per line of an order: what it paid and what approved requests gave back (for the order detail). */
export async function linesRefunded(ctx: Ctx, order: OrderFull) {
  const lines = await lineStates(ctx, order);
  return order.items.map((item, k) => ({ ...item, paidAmount: lines[k].paid, refundedQty: lines[k].refundedQty, refundedAmount: lines[k].refundedAmount }));
}
