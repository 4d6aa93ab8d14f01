import type { Ctx } from '../../platform/context';
import { refund, type RefundResult } from './refund';
import { assertOrderInScope } from './consumptionPlace';
import { orderPageRefund, refundPeriod } from './ports';
import type { RefundAsked } from '@canteen/contract';
import { businessRule } from '../../platform/http/errors';
import { getSetting } from '../settings';

/**
 * A refund asked of the money core directly (acc/refund/accrefund, the order detail's whole refund, the report
 * centre's refund): refused while the merchant's refund review is on (a request on the order pages is the way then),
 * the merchant's refund period first, then refund(). A bizNo already used is left to refund(), which
 * returns its first result (or refuses the reuse) whatever the day now; an order of another merchant is refund()'s
 * 40400, as before.
 */
export async function refundInPeriod(ctx: Ctx, input: { orderId: number; amount?: number; bizNo: string; reason?: string }): Promise<RefundResult> {
  const head = (
    await ctx.db.query<{ orderedAt: string; canteenId: number | null }>(`SELECT ordered_at AS "orderedAt", canteen_id AS "canteenId" FROM orders WHERE id = $1 AND merchant_id = $2`, [
      input.orderId,
      ctx.merchantId,
    ])
  )[0];
  const repeated = (await ctx.db.query(`SELECT 1 FROM money_txns WHERE merchant_id = $1 AND biz_no = $2`, [ctx.merchantId, input.bizNo])).length > 0;
  if (head && !repeated) {
    // Outside the caller's canteens the order is not found, before its refund period could tell it exists.
    assertOrderInScope(ctx, head.canteenId);
    // While the refund review is on, money goes back only through a reviewed request: no refund page pays at once.
    if (((await getSetting(ctx, 'pay')).value as { refundReview: boolean }).refundReview) throw businessRule('refundReviewOn');
    await refundPeriod.use().assertOpen(ctx, { orderId: input.orderId, orderedAt: head.orderedAt });
  }
  return refund(ctx, input);
}

/**
 * The order detail's whole refund (ordInfo/whole/order/back): while the merchant's refund review is on, a request for
 * the whole rest waiting for review (the order centre's); else refundInPeriod. A bizNo the money core already used is
 * refundInPeriod's to answer (its first reply, or 40900 for another request).
 */
export async function wholeOrderBack(ctx: Ctx, input: { orderId: number; bizNo: string; reason?: string }): Promise<RefundResult | RefundAsked> {
  const used = (await ctx.db.query(`SELECT 1 FROM money_txns WHERE merchant_id = $1 AND biz_no = $2`, [ctx.merchantId, input.bizNo])).length > 0;
  const asked = used ? null : await orderPageRefund.use().underReview(ctx, input);
  return asked ?? refundInPeriod(ctx, input);
}
