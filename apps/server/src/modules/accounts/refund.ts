import { TRADE_TYPES } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, notFound } from '../../platform/http/errors';
import { claimBizNo, finish, lockAccount, post, totalOf } from './ledger';
import { accountOfPerson } from './lookup';
import { assertOrderInScope } from './consumptionPlace';
import { orderRefunded } from './ports';
import { returnCouponOfOrder, settleRefundPoints } from '../marketing';
import { refundSplit, type WalletAmounts as Paid } from './refundSplit';

/** True when the account's subsidy was cleared after the order (in a query of `orders`): its subsidy share is forfeited. */
const subsidyClearedSince = (account: string, merchant: string) =>
  `EXISTS (SELECT 1 FROM money_txns t WHERE t.account_id = ${account} AND t.merchant_id = ${merchant} AND t.trade_type = ${TRADE_TYPES.subsidyClear.code} AND t.at > orders.ordered_at)`;

/**
 * Whether a refund of the order now would send its subsidy share to the merchant's subsidy book (cleared since the
 * payment) rather than to the person: what refund() decides under its locks, for a preview.
 */
export async function subsidyForfeitedOnRefund(ctx: Ctx, orderId: number): Promise<boolean> {
  const rows = await ctx.db.query<{ cleared: boolean }>(
    `SELECT ${subsidyClearedSince('orders.account_id', '$2')} AS cleared FROM orders WHERE id = $1 AND merchant_id = $2`,
    [orderId, ctx.merchantId],
  );
  return rows[0]?.cleared ?? false;
}

export interface RefundResult {
  refundId: number;
  /** What the refund gives back of each wallet's payment. */
  refunded: Paid;
  /** Of refunded.subsidy, what went back to the merchant's subsidy book: that subsidy was cleared since the payment. */
  subsidyForfeited: number;
  balance: number;
}

/** The order's account, found before anything is locked (the account is the first lock of every operation). */
async function refundHead(ctx: Ctx, orderId: number): Promise<{ custId: number; accountId: number; canteenId: number | null }> {
  const head = (
    await ctx.db.query<{ custId: number; canteenId: number | null }>(`SELECT cust_id AS "custId", canteen_id AS "canteenId" FROM orders WHERE id = $1 AND merchant_id = $2`, [
      orderId,
      ctx.merchantId,
    ])
  )[0];
  if (!head) throw notFound('order');
  assertOrderInScope(ctx, head.canteenId);
  const ref = await accountOfPerson(ctx, head.custId);
  return { custId: ref.custId, accountId: ref.accountId, canteenId: head.canteenId };
}

/**
 * Locks the account that paid the order, for a caller that locks its own records of the refund (a request, the order)
 * before refund() runs: the account comes first in every transaction (MONEY.md, lock order); refund() takes it again.
 */
export async function lockRefundPayer(ctx: Ctx, orderId: number): Promise<void> {
  await lockAccount(ctx, (await refundHead(ctx, orderId)).accountId);
}

/**
 * Refunds part or all of an order to the wallets it was paid from (acc/refund/accrefund), in the proportion they paid
 * (refundSplit.ts), never more than what is left unrefunded on each wallet; the account and then the order are locked
 * so two refunds cannot pass the check together. Subsidy cleared since the payment does not come back to the person:
 * its share goes back to the merchant's subsidy book. Earned points go back in proportion to the money (MONEY.md).
 * `amount` undefined: the whole rest of the order (ordInfo/whole/order/back).
 */
export async function refund(ctx: Ctx, input: { orderId: number; amount?: number; bizNo: string; reason?: string }): Promise<RefundResult> {
  const params: unknown[] = [input.orderId, ctx.merchantId];
  const ref = await refundHead(ctx, input.orderId);
  const claim = await claimBizNo<RefundResult>(ctx, {
    bizNo: input.bizNo,
    tradeType: 'refund',
    accountId: ref.accountId,
    custId: ref.custId,
    amount: input.amount ?? 0,
    refId: input.orderId,
    canteenId: ref.canteenId,
    remark: input.reason,
    request: { orderId: input.orderId, amount: input.amount, reason: input.reason },
  });
  if (!claim.first) return claim.result;
  // The account before the order: every operation takes its account lock first (MONEY.md, lock order).
  const account = await lockAccount(ctx, ref.accountId);
  const o = (
    await ctx.db.query<{ state: string; paid: Paid; refunded: Paid; subsidyCleared: boolean }>(
      `SELECT state, json_build_object('subsidy', paid_subsidy, 'gift', paid_gift, 'cash', paid_cash) AS paid,
         json_build_object('subsidy', refunded_subsidy, 'gift', refunded_gift, 'cash', refunded_cash) AS refunded,
         ${subsidyClearedSince('$3', '$2')} AS "subsidyCleared"
       FROM orders WHERE id = $1 AND merchant_id = $2 FOR NO KEY UPDATE`,
      [...params, ref.accountId],
    )
  )[0];
  if (!['paid', 'part_refunded', 'repaired'].includes(o.state)) throw businessRule('orderNotRefundable');
  const left: Paid = { subsidy: o.paid.subsidy - o.refunded.subsidy, gift: o.paid.gift - o.refunded.gift, cash: o.paid.cash - o.refunded.cash };
  const leftTotal = left.subsidy + left.gift + left.cash;
  const amount = input.amount ?? leftTotal;
  // A tray a coupon or points paid whole moved no money: its whole refund moves none either, and gives them back.
  const nothingPaid = leftTotal === 0 && input.amount === undefined && o.state === 'paid';
  if (!nothingPaid && (amount <= 0 || amount > leftTotal)) throw businessRule('refundExceeds', { left: (leftTotal / 100).toFixed(2) });
  const back = refundSplit(amount, o.paid, o.refunded);
  const forfeited = o.subsidyCleared ? back.subsidy : 0;
  if (account.state === 'cancelled') throw businessRule('accountCancelled');
  const posting = { txnId: claim.txnId, bizNo: input.bizNo, accountId: ref.accountId, custId: ref.custId, canteenId: ref.canteenId };
  let after = nothingPaid ? account : await post(ctx, { ...posting, tradeType: 'refund', deltas: back, book: 'revenue', cashFloor: Number.MAX_SAFE_INTEGER });
  // Cleared subsidy was the merchant's again at the clear: the refund's subsidy share leaves the wallet for the subsidy
  // book in the same transaction (revenue before subsidy: the book lock order), visible as its own ledger rows.
  if (forfeited > 0) after = await post(ctx, { ...posting, tradeType: 'subsidyClear', deltas: { subsidy: -forfeited }, book: 'subsidy' });
  const full = amount === leftTotal;
  const paidTotal = o.paid.subsidy + o.paid.gift + o.paid.cash;
  const at = ctx.now();
  // What the payment spent besides money comes back with the last of it; what it earned goes with the money.
  if (full) await returnCouponOfOrder(ctx, input.orderId, at);
  await settleRefundPoints(ctx, input.orderId, { refunded: paidTotal - leftTotal + amount, paid: paidTotal, whole: full }, at);
  await ctx.db.query(
    `UPDATE orders SET refunded_subsidy = refunded_subsidy + $3, refunded_gift = refunded_gift + $4, refunded_cash = refunded_cash + $5, state = $6
     WHERE id = $1 AND merchant_id = $2`,
    [input.orderId, ctx.merchantId, back.subsidy, back.gift, back.cash, full ? 'refunded' : 'part_refunded'],
  );
  if (full) await orderRefunded.use().whollyRefunded(ctx, input.orderId);
  return finish(ctx, claim.txnId, { refundId: claim.txnId, refunded: back, subsidyForfeited: forfeited, balance: totalOf(after) }, { amount });
}
