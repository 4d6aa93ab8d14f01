import { TRADE_TYPES, type Page, type RefundRecord } from '@canteen/contract';
import type { Ctx } from '../../../platform/context';
import { recordColumns as col } from '../../../platform/messages/accountRecords';
import type { FileReply } from '../../../platform/http/register';
import { exportFrom, pageFrom, periodWhere, personWhere, type ListSql, type Period, type PersonFilter } from './list';
import { likeContains, Where } from '../../../platform/sql';
import { personColumns } from './moneyRecords';

export interface RefundQuery extends PersonFilter, Period {
  orderNo?: string;
}

/** Refunds (trade type refund) with their order and the split per wallet read from the refund's ledger rows. */
function refundList(ctx: Ctx, q: RefundQuery): ListSql {
  const w = new Where('t.merchant_id = ?', ctx.merchantId).add('t.trade_type = ?', TRADE_TYPES.refund.code);
  personWhere(w, ctx, q);
  periodWhere(w, 't.at', q);
  if (q.orderNo) w.add('od.order_no ILIKE ?', likeContains(q.orderNo));
  const sql = `SELECT t.id::int AS "txnId", t.biz_no AS "bizNo", c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", o.name AS "orgName",
      k.card_no AS "cardNo", od.id::int AS "orderId", od.order_no AS "orderNo", COALESCE(od.amount, 0)::float8 AS "orderAmount",
      (x.subsidy + x.gift + x.cash)::float8 AS amount, x.subsidy::float8 AS "refundedSubsidy", x.gift::float8 AS "refundedGift", x.cash::float8 AS "refundedCash",
      t.remark AS reason, t.operator_name AS "operatorName", t.at
    FROM money_txns t
    JOIN people_directory c ON c.id = t.cust_id
    JOIN cust_orgs o ON o.id = c.org_id
    LEFT JOIN orders od ON od.id = t.ref_id AND od.merchant_id = t.merchant_id
    LEFT JOIN cards k ON k.account_id = t.account_id AND k.kind = 'main' AND k.state IN ('active', 'lost')
    CROSS JOIN LATERAL (
      SELECT COALESCE(SUM(l.amount) FILTER (WHERE l.wallet = 'subsidy'), 0) AS subsidy, COALESCE(SUM(l.amount) FILTER (WHERE l.wallet = 'gift'), 0) AS gift,
        COALESCE(SUM(l.amount) FILTER (WHERE l.wallet = 'cash'), 0) AS cash
      FROM ledger_entries l WHERE l.txn_id = t.id AND l.account_id IS NOT NULL
    ) x
    WHERE ${w.sql}`;
  return { sql, params: w.params, order: 't.at DESC, t.id DESC' };
}

export const refundPage = (ctx: Ctx, q: RefundQuery & { page: number; limit: number }): Promise<Page<RefundRecord>> => pageFrom<RefundRecord>(ctx, refundList(ctx, q), q);

export const refundExport = (ctx: Ctx, q: RefundQuery): Promise<FileReply> =>
  exportFrom(ctx, refundList(ctx, q), 'refund', [
    ...personColumns,
    { header: col.orderNo, key: 'orderNo', width: 24 },
    { header: col.orderAmount, key: 'orderAmount', money: true },
    { header: col.refundAmount, key: 'amount', money: true },
    { header: col.refundedSubsidy, key: 'refundedSubsidy', money: true },
    { header: col.refundedGift, key: 'refundedGift', money: true },
    { header: col.refundedCash, key: 'refundedCash', money: true },
    { header: col.reason, key: 'reason', width: 24 },
    { header: col.operatorName, key: 'operatorName' },
    { header: col.at, key: 'at', time: true, width: 20 },
    { header: col.bizNo, key: 'bizNo', width: 24 },
  ]);
