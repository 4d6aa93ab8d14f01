import { TRADE_TYPES, type RechargeData } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { Where } from '../../platform/sql';
import { setRechargeRemark, TRADE_NAME_SQL } from '../accounts';

const RECHARGE_TYPES = [TRADE_TYPES.recharge.code, TRADE_TYPES.revokeRecharge.code, TRADE_TYPES.walletImport.code];

/** A recharge operation (recharge, revocation, wallet import) of the merchant, in the caller's organisation scope. */
export async function rechargeById(ctx: Ctx, txnId: number): Promise<RechargeData> {
  const w = new Where('t.merchant_id = ?', ctx.merchantId).add('t.id = ?', txnId).add('t.trade_type = ANY(?::int[])', RECHARGE_TYPES).scope(ctx, 'org', 'c.org_id');
  const row = (
    await ctx.db.query<RechargeData>(
      `SELECT t.id::int AS "txnId", t.biz_no AS "bizNo", ${TRADE_NAME_SQL('t.trade_type')} AS "tradeType", c.id AS "custId", c.cust_name AS "custName",
         c.cust_num AS "custNum", t.amount::float8 AS amount, t.pay_type AS "payType", t.state, t.remark, t.operator_name AS "operatorName", t.at
       FROM money_operations t JOIN people_directory c ON c.id = t.cust_id WHERE ${w.sql}`,
      w.params,
    )
  )[0];
  if (!row) throw notFound('recharge');
  return row;
}

/** The remark of a recharge, written by the money core (never its amounts: the ledger rows are immutable). */
export async function editRechargeRemark(ctx: Ctx, txnId: number, remark: string): Promise<{ txnId: number }> {
  await rechargeById(ctx, txnId);
  await setRechargeRemark(ctx, txnId, remark);
  return { txnId };
}
