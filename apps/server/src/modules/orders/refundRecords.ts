import { TRADE_TYPES, type Page, type RefundRecordRow } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { recordValues } from '../../platform/messages/accountRecords';
import { orderColumns as col, orderLabels, orderTitles } from '../../platform/messages/orders';
import { likeContains, Where } from '../../platform/sql';
import type { ExportColumn } from '../../platform/xlsx/export';
import { periodWhere, personWhere, TRADE_NAME_SQL } from '../accounts';
import { exportList, pageOfSql, type ListSql } from './listSql';
import type { Wallets } from './shares';

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

const REFUND = TRADE_TYPES.refund.code;
const REPAIR_DEDUCTION = TRADE_TYPES.repairDeduction.code;

/**
 * Refunds as money operations with the split per wallet from their ledger rows (the accounts module's view
 * `money_operation_wallets`). order: refunds of orders that were paid at once; supplement: refunds of orders charged
 * later by repair deduction; recharge: recharges revoked and withdrawals (money paid back out of the wallets). `all`
 * (the refund detail page) takes both kinds of order refund.
 */
function refundList(ctx: Ctx, kind: RefundKind | 'all', q: RefundFilter): ListSql {
  const w = new Where('t.merchant_id = ?', ctx.merchantId);
  const repaired = `EXISTS (SELECT 1 FROM money_operations r WHERE r.merchant_id = t.merchant_id AND r.ref_id = t.ref_id AND r.trade_type = ${REPAIR_DEDUCTION})`;
  if (kind === 'recharge') w.add('t.trade_type = ANY(?::int[])', [TRADE_TYPES.revokeRecharge.code, TRADE_TYPES.withdrawal.code]);
  else {
    w.add('t.trade_type = ?', REFUND);
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
      abs(t.subsidy + t.gift + t.cash)::float8 AS amount,
      json_build_object('subsidy', abs(t.subsidy), 'gift', abs(t.gift), 'cash', abs(t.cash)) AS refunded,
      t.pay_type AS "payType", t.remark AS reason, t.operator_name AS "operatorName", t.at
    FROM money_operation_wallets t
    JOIN people_directory c ON c.id = t.cust_id
    JOIN cust_orgs g ON g.id = c.org_id
    LEFT JOIN order_records od ON od.id = t.ref_id AND od.merchant_id = t.merchant_id AND t.trade_type = ${REFUND}
    LEFT JOIN canteens k ON k.id = t.canteen_id
    WHERE ${w.sql}`;
  return { sql, params: w.params, order: 't.at DESC, t.id DESC' };
}

export async function refundRecordPage(
  ctx: Ctx,
  kind: RefundKind | 'all',
  q: RefundFilter & { page: number; limit: number },
): Promise<Page<RefundRecordRow> & { sum: { count: number; amount: number } }> {
  const list = refundList(ctx, kind, q);
  const page = await pageOfSql<RefundRecordRow>(ctx, list, q);
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
    { header: col.refundedSubsidy, key: 'refundedSubsidy', field: 'refunded', money: true },
    { header: col.refundedGift, key: 'refundedGift', field: 'refunded', money: true },
    { header: col.refundedCash, key: 'refundedCash', field: 'refunded', money: true },
    { header: col.reason, key: 'reason', width: 24 },
    { header: col.operatorName, key: 'operatorName' },
    { header: col.at, key: 'at', time: true, width: 20 },
    { header: col.bizNo, key: 'bizNo', width: 24 },
  ];
  return exportList(ctx, refundList(ctx, kind, q), orderTitles[kind][ctx.lang], columns, {
    map: (r) => {
      const back = r.refunded as Wallets;
      return { ...r, refundedSubsidy: back.subsidy, refundedGift: back.gift, refundedCash: back.cash };
    },
  });
}
