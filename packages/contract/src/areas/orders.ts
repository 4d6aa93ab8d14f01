import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { cents } from '../money';
import { pageOf, pageQuery, textFilter } from '../paging';
import { dateTime, id, int32, pathId } from '../scalars';
import { TRADE_TYPE_NAMES } from '../tradeTypes';
import { bizNo, ledgerEntry, ORDER_STATES, refundAsked } from './accounts';

const M = PREFIX.main;
const MENU = { orderDetail: 401000, refundReview: 402000, rechargeRecords: 803030 } as const;

export const ORDER_TYPES = ['spot', 'booking', 'scan', 'weighing', 'repair', 'external'] as const;
export const ORDER_PAY_TYPES = ['card', 'face', 'account', 'qrcode'] as const;
export const REFUND_REQUEST_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const REFUND_SOURCES = ['console', 'app'] as const;
export const REFUND_REPORT_KINDS = ['order', 'supplement', 'recharge'] as const;

const wallets = z.object({ subsidy: z.int(), gift: z.int(), cash: z.int() });
const reason = z.string().trim().max(200);
const remark = z.string().trim().max(200);

/** Filters of the order pages; times are ISO 8601 with offset, a period is [startTime, endTime). */
const orderFilters = {
  canteenId: id.optional(),
  stallId: id.optional(),
  deviceId: id.optional(),
  mealPeriod: z.int().min(1).max(5).optional(),
  payType: z.enum(ORDER_PAY_TYPES).optional(),
  custName: textFilter,
  custNum: textFilter,
  orgId: id.optional(),
  state: z.enum(ORDER_STATES).optional(),
  orderType: z.enum(ORDER_TYPES).optional(),
  orderNo: textFilter,
  startTime: dateTime.optional(),
  endTime: dateTime.optional(),
};
const orderQuery = pageQuery.extend(orderFilters);
const outerQuery = orderQuery.omit({ orderType: true });

export const orderRow = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  bizNo: z.string(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  cardNo: z.string().nullable(),
  canteenId: z.int().nullable(),
  canteenName: z.string().nullable(),
  stallName: z.string().nullable(),
  deviceName: z.string().nullable(),
  mealPeriod: z.int().nullable(),
  orderType: z.enum(ORDER_TYPES),
  payType: z.string(),
  state: z.enum(ORDER_STATES),
  /** What the wallets paid (after marketing); listAmount is the price before it. */
  amount: z.int(),
  listAmount: z.int(),
  paid: wallets,
  refunded: wallets,
  offline: z.boolean(),
  remark: z.string(),
  orderedAt: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;
const orderSum = z.object({ count: z.int(), amount: z.int(), listAmount: z.int(), refundedAmount: z.int() });

export const marketingApplied = z.object({ kind: z.string(), id: z.int().nullable(), name: z.string(), amount: z.int() });
export const orderItemRow = z.object({
  itemId: z.int(),
  dishId: z.int().nullable(),
  dishName: z.string(),
  qty: z.int(),
  price: z.int(),
  amount: z.int(),
  /** The share of what was paid that falls on this line (marketing spread over the lines). */
  paidAmount: z.int(),
  refundedQty: z.int(),
  refundedAmount: z.int(),
});
/** A person-side ledger row of the order's money operations: the account ledger's row with its transaction. */
export const ledgerRow = ledgerEntry.extend({ txnId: z.int() });
export type LedgerRow = z.infer<typeof ledgerRow>;

export const refundRequestRow = z.object({
  requestId: z.int(),
  orderId: z.int(),
  orderNo: z.string(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  canteenId: z.int().nullable(),
  orderAmount: z.int(),
  amount: z.int(),
  source: z.enum(REFUND_SOURCES),
  state: z.enum(REFUND_REQUEST_STATES),
  reason: z.string(),
  rejectReason: z.string(),
  remark: z.string(),
  requesterName: z.string(),
  reviewerName: z.string(),
  refundTxnId: z.int().nullable(),
  refunded: wallets.nullable(),
  items: z.array(z.object({ itemId: z.int(), dishName: z.string(), qty: z.int(), amount: z.int() })),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type RefundRequestRow = z.infer<typeof refundRequestRow>;

export const orderDetail = orderRow.extend({
  items: z.array(orderItemRow),
  marketing: z.array(marketingApplied),
  pointsUsed: z.int(),
  pointsGained: z.int(),
  errorReason: z.string().nullable(),
  ledger: z.array(ledgerRow),
  refundRequests: z.array(refundRequestRow),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** One refund (a money operation): of an order (order, supplement) or paid out of a recharge (recharge). */
export const refundRecordRow = z.object({
  txnId: z.int(),
  bizNo: z.string(),
  tradeType: z.enum(TRADE_TYPE_NAMES as [string, ...string[]]),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  orderId: z.int().nullable(),
  orderNo: z.string().nullable(),
  orderAmount: z.int().nullable(),
  canteenName: z.string().nullable(),
  amount: z.int(),
  refunded: wallets,
  payType: z.string().nullable(),
  reason: z.string(),
  operatorName: z.string(),
  at: z.string(),
});
export type RefundRecordRow = z.infer<typeof refundRecordRow>;
const refundSum = z.object({ count: z.int(), amount: z.int() });
const refundRecordQuery = pageQuery.extend({
  orderId: id.optional(),
  orderNo: textFilter,
  canteenId: id.optional(),
  custName: textFilter,
  custNum: textFilter,
  orgId: id.optional(),
  startTime: dateTime.optional(),
  endTime: dateTime.optional(),
});

/** What a refund of an order may still take: per wallet and per line, net of refunds made and requests pending. */
export const refundCheck = z.object({
  orderId: z.int(),
  state: z.enum(ORDER_STATES),
  amount: z.int(),
  paid: wallets,
  refunded: wallets,
  pending: z.int(),
  refundable: z.int(),
  /** The last day of the order's refund period (pay setting refundDays), 'YYYY-MM-DD' in the merchant's time zone. */
  refundLastDay: z.string(),
  /** The refund period is over: nothing is refundable (refundable and every line 0, no preview). */
  refundPeriodOver: z.boolean(),
  items: z.array(z.object({ itemId: z.int(), dishName: z.string(), qty: z.int(), refundableQty: z.int(), refundableAmount: z.int() })),
  /**
   * The asked amount (or the items' value) and how it would go back to the wallets; null when nothing was asked.
   * subsidyForfeited: the subsidy share that goes to the merchant's subsidy book instead (the subsidy was cleared
   * since the payment), 0 when none.
   */
  preview: z.object({ amount: z.int(), split: wallets, subsidyForfeited: z.int() }).nullable(),
});
export type RefundCheck = z.infer<typeof refundCheck>;

const refundItems = z.array(z.object({ itemId: id, qty: int32(1) })).min(1).max(100);
/** Either an amount, or lines (qty of each), or neither: the whole rest of the order. */
const refundAsk = { orderId: id, amount: cents.optional(), items: refundItems.optional() };
const refundResult = z.object({ requestId: z.int(), refundId: z.int(), refunded: wallets, subsidyForfeited: z.int(), balance: z.int() });

export const rechargeData = z.object({
  txnId: z.int(),
  bizNo: z.string(),
  tradeType: z.enum(TRADE_TYPE_NAMES as [string, ...string[]]),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  amount: z.int(),
  payType: z.string().nullable(),
  state: z.enum(['done', 'revoked']),
  remark: z.string(),
  operatorName: z.string(),
  at: z.string(),
});
export type RechargeData = z.infer<typeof rechargeData>;

const blob = z.null();
const exportOf = <const Id extends string, I extends z.ZodType>(idText: Id, path: string, access: number, input: I, summary: string) =>
  endpoint({ id: idText, method: 'GET', path, access, write: false, kind: 'blob', input, output: blob, summary: `${summary} (xlsx export, at most 50 000 rows)` });

/** The order centre (spec first document §7.4; DESIGN §6). */
export const ordersEndpoints = [
  endpoint({
    id: 'orders.page',
    method: 'GET',
    path: `${M}/ordInfo/page`,
    access: MENU.orderDetail,
    input: orderQuery,
    output: pageOf(orderRow).extend({ sum: orderSum }),
    summary: 'Order page query with the filters of the order centre and a sum row',
  }),
  exportOf('orders.export', `${M}/ordInfo/export`, MENU.orderDetail, orderQuery, 'Orders'),
  endpoint({
    id: 'orders.outerPage',
    method: 'GET',
    path: `${M}/ordInfo/outer/page`,
    access: MENU.orderDetail,
    input: outerQuery,
    output: pageOf(orderRow).extend({ sum: orderSum }),
    summary: 'Outer consumption detail: orders of order type external',
  }),
  endpoint({
    id: 'orders.get',
    method: 'GET',
    path: `${M}/ordInfo/{id}`,
    access: MENU.orderDetail,
    input: z.object({ id: pathId }),
    output: orderDetail,
    summary: 'Order detail: lines, wallets paid and refunded, marketing applied, ledger rows and refund requests',
  }),
  endpoint({
    id: 'orders.update',
    method: 'PUT',
    path: `${M}/ordInfo`,
    access: MENU.orderDetail,
    input: z.object({ id, remark }),
    output: z.object({ orderId: z.int() }),
    summary: 'Order data update: the remark only (money fields change through money operations)',
  }),
  endpoint({
    id: 'orders.remove',
    method: 'DELETE',
    path: `${M}/ordInfo/{id}`,
    access: MENU.orderDetail,
    input: z.object({ id: pathId }),
    output: z.object({ orderId: z.int() }),
    summary: 'Order data remove: voids an error order that was never charged',
  }),
  endpoint({
    id: 'orders.refundDetailPage',
    method: 'GET',
    path: `${M}/ordInfo/refund/detail/page`,
    access: MENU.orderDetail,
    input: refundRecordQuery,
    output: pageOf(refundRecordRow).extend({ sum: refundSum }),
    summary: 'Refund detail page: refunds of orders with the split per wallet',
  }),
  endpoint({
    id: 'orders.refundCheck',
    method: 'POST',
    path: `${M}/ordInfo/part/refund/check`,
    access: MENU.orderDetail,
    write: false,
    input: z.object(refundAsk),
    output: refundCheck,
    summary: 'Part-refund check: refundable amount per line and per wallet, the split of an asked refund, and the last day of the refund period (past it nothing is refundable)',
  }),
  endpoint({
    id: 'orders.partRefund',
    method: 'POST',
    path: `${M}/ordInfo/part/refund`,
    access: MENU.orderDetail,
    input: z.object({ ...refundAsk, bizNo, reason: reason.min(1) }),
    output: z.union([refundResult, refundAsked]),
    summary:
      'Part refund made at once by a manager (recorded as an approved request); while the refund review is on, a request waiting for review instead. A repeated bizNo pays once; another request under it is 40900',
  }),
  endpoint({
    id: 'orders.refundApply',
    method: 'POST',
    path: `${M}/ordRefund/apply`,
    access: MENU.orderDetail,
    input: z.object({ ...refundAsk, reason: reason.min(1) }),
    output: z.object({ requestId: z.int(), amount: z.int() }),
    summary: 'Refund request from the console, waiting for review',
  }),
  endpoint({
    id: 'orders.appRefundApply',
    method: 'POST',
    path: `${M}/ordRefund/app/apply`,
    access: 'device',
    input: z.object({ ...refundAsk, reason: reason.min(1) }),
    output: z.object({ requestId: z.int(), amount: z.int() }),
    summary: 'Refund request from the ordering app (device channel), waiting for review',
  }),
  endpoint({
    id: 'orders.refundRequestPage',
    method: 'GET',
    path: `${M}/ordRefund/page`,
    access: MENU.refundReview,
    input: pageQuery.extend({
      state: z.enum(REFUND_REQUEST_STATES).optional(),
      source: z.enum(REFUND_SOURCES).optional(),
      orderNo: textFilter,
      custName: textFilter,
      custNum: textFilter,
      canteenId: id.optional(),
      startTime: dateTime.optional(),
      endTime: dateTime.optional(),
    }),
    output: pageOf(refundRequestRow).extend({ sum: refundSum }),
    summary: 'Refund requests by state (pending first for review)',
  }),
  endpoint({
    id: 'orders.refundApprove',
    method: 'POST',
    path: `${M}/ordRefund/approve`,
    access: MENU.refundReview,
    input: z.object({ id }),
    output: refundResult,
    summary: 'Approve a pending refund request: the refund is made now (bizNo from the request id); its requester cannot approve it (42200)',
  }),
  endpoint({
    id: 'orders.refundReject',
    method: 'POST',
    path: `${M}/ordRefund/reject`,
    access: MENU.refundReview,
    input: z.object({ id, reason: reason.min(1) }),
    output: z.object({ requestId: z.int() }),
    summary: 'Reject a pending refund request with a reason',
  }),
  endpoint({
    id: 'orders.refundGet',
    method: 'GET',
    path: `${M}/ordRefund/{id}`,
    access: MENU.refundReview,
    input: z.object({ id: pathId }),
    output: refundRequestRow,
    summary: 'Refund data get by id (a refund request with its lines)',
  }),
  endpoint({
    id: 'orders.refundUpdate',
    method: 'PUT',
    path: `${M}/ordRefund`,
    access: MENU.refundReview,
    input: z.object({ id, remark }),
    output: z.object({ requestId: z.int() }),
    summary: 'Refund data update: the remark only',
  }),
  endpoint({
    id: 'orders.refundRemove',
    method: 'DELETE',
    path: `${M}/ordRefund/{id}`,
    access: MENU.refundReview,
    input: z.object({ id: pathId }),
    output: z.object({ requestId: z.int() }),
    summary: 'Refund data remove: cancels a request while it is pending',
  }),
  endpoint({
    id: 'orders.refundReport',
    method: 'GET',
    path: `${M}/ordRefund/report/page`,
    access: MENU.refundReview,
    input: refundRecordQuery.extend({ kind: z.enum(REFUND_REPORT_KINDS) }),
    output: pageOf(refundRecordRow).extend({ sum: refundSum }),
    summary: 'Refund reports: order refunds, supplement refunds (of repaired orders) and recharge refunds',
  }),
  exportOf('orders.refundReportExport', `${M}/ordRefund/report/export`, MENU.refundReview, refundRecordQuery.extend({ kind: z.enum(REFUND_REPORT_KINDS) }), 'Refund report'),
  endpoint({
    id: 'orders.rechargeGet',
    method: 'GET',
    path: `${M}/recharge/data/{id}`,
    access: MENU.rechargeRecords,
    input: z.object({ id: pathId }),
    output: rechargeData,
    summary: 'Recharge data get by id (a recharge, gift, revocation or wallet import)',
  }),
  endpoint({
    id: 'orders.rechargeUpdate',
    method: 'PUT',
    path: `${M}/recharge/data`,
    access: MENU.rechargeRecords,
    input: z.object({ id, remark }),
    output: z.object({ txnId: z.int() }),
    summary: 'Recharge data update: the remark only',
  }),
  endpoint({
    id: 'orders.rechargeRemove',
    method: 'DELETE',
    path: `${M}/recharge/data/{id}`,
    access: MENU.rechargeRecords,
    input: z.object({ id: pathId }),
    output: z.object({ txnId: z.int() }),
    summary: 'Recharge data remove: always refused (42200); a recharge is revoked by a money operation',
  }),
] as const satisfies readonly AnyEndpoint[];
