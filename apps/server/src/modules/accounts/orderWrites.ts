import { TRADE_TYPES } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';

/**
 * The order centre's writes that move no money, on tables this module owns. The orders module calls them after it
 * has found the order or recharge inside the caller's scope (its reads go through the views of migration 0072).
 */

/** The order's remark: the only field of an order a manager may edit (money changes through money operations). */
export async function setOrderRemark(ctx: Ctx, orderId: number, remark: string): Promise<void> {
  await ctx.db.query(`UPDATE orders SET remark = $3 WHERE id = $1 AND merchant_id = $2`, [orderId, ctx.merchantId, remark]);
}

/** An error order that was never charged becomes void (the row stays for the record; no money moved); else 42200. */
export async function voidErrorOrder(ctx: Ctx, orderId: number): Promise<void> {
  const done = await ctx.db.query(
    `UPDATE orders SET state = 'void' WHERE id = $1 AND merchant_id = $2 AND state = 'error'
       AND paid_subsidy + paid_gift + paid_cash = 0 AND NOT EXISTS (SELECT 1 FROM money_txns t WHERE t.merchant_id = $2 AND t.ref_id = $1 AND t.trade_type = $3)
     RETURNING id`,
    [orderId, ctx.merchantId, TRADE_TYPES.repairDeduction.code],
  );
  if (!done.length) throw businessRule('orderNotVoidable');
}

/** The remark of a recharge: money_txns.remark, never its amounts (the ledger rows are immutable). */
export async function setRechargeRemark(ctx: Ctx, txnId: number, remark: string): Promise<void> {
  await ctx.db.query(`UPDATE money_txns SET remark = $3 WHERE id = $1 AND merchant_id = $2`, [txnId, ctx.merchantId, remark]);
}
