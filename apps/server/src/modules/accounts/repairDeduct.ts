import type { Ctx } from '../../platform/context';
import { businessRule, notFound } from '../../platform/http/errors';
import { deductionOrder, getSetting } from '../settings';
import { claimBizNo, finish, lockAccount, post, totalOf } from './ledger';
import { accountOfPerson } from './lookup';
import { assertOrderInScope } from './consumptionPlace';
import { split, type AccountLimits, type ConsumeResult } from './consumption';

/**
 * Charges an error order (an offline consumption the balance did not cover at upload) now (acc/repair/deduct/single).
 * The order keeps its original time; the ledger row is a repair deduction dated now.
 */
export async function repairDeduct(ctx: Ctx, input: { orderId: number; bizNo: string }): Promise<ConsumeResult> {
  const head = (
    await ctx.db.query<{ custId: number; canteenId: number | null; amount: number; orderNo: string }>(
      `SELECT cust_id AS "custId", canteen_id AS "canteenId", amount::float8 AS amount, order_no AS "orderNo" FROM orders WHERE id = $1 AND merchant_id = $2`,
      [input.orderId, ctx.merchantId],
    )
  )[0];
  if (!head) throw notFound('order');
  assertOrderInScope(ctx, head.canteenId);
  const ref = await accountOfPerson(ctx, head.custId);
  const claim = await claimBizNo<ConsumeResult>(ctx, {
    bizNo: input.bizNo,
    tradeType: 'repairDeduction',
    accountId: ref.accountId,
    custId: ref.custId,
    amount: head.amount,
    refId: input.orderId,
    canteenId: head.canteenId,
    request: { orderId: input.orderId },
  });
  if (!claim.first) return claim.result;
  const account = await lockAccount(ctx, ref.accountId);
  const marked = await ctx.db.query(`UPDATE orders SET state = 'repaired' WHERE id = $1 AND merchant_id = $2 AND state = 'error' RETURNING id`, [input.orderId, ctx.merchantId]);
  if (!marked.length) throw businessRule('orderNotInError');
  if (account.state === 'cancelled') throw businessRule('accountCancelled');
  const limits = (await getSetting(ctx, 'account')).value as AccountLimits;
  const paid = split(head.amount, account, await deductionOrder(ctx, 'console', { custId: ref.custId }));
  if (account.cash - paid.cash < -limits.overdraftLimit) throw businessRule('insufficientBalance');
  const after = await post(ctx, {
    txnId: claim.txnId,
    tradeType: 'repairDeduction',
    bizNo: input.bizNo,
    accountId: ref.accountId,
    custId: ref.custId,
    deltas: { subsidy: -paid.subsidy, gift: -paid.gift, cash: -paid.cash },
    book: 'revenue',
    canteenId: head.canteenId,
    cashFloor: limits.overdraftLimit,
  });
  await ctx.db.query(`UPDATE orders SET paid_subsidy = $2, paid_gift = $3, paid_cash = $4, error_reason = NULL WHERE id = $1`, [input.orderId, paid.subsidy, paid.gift, paid.cash]);
  return finish(ctx, claim.txnId, { orderId: input.orderId, orderNo: head.orderNo, paid, balance: totalOf(after), wallets: { subsidy: after.subsidy, gift: after.gift, cash: after.cash } });
}
