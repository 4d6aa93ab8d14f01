import type { MealCancelResult } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, conflict, notFound } from '../../platform/http/errors';
import { inScope } from '../../platform/access';
import { daysBetween, listPeriods, localClock, toMinutes } from '../canteens';
import { merchantTimeZone } from '../settings';
import { decideMealCancel, enabledMealCancelRules, percentOf } from '../marketing';
import { internalBizNo, refund } from '../accounts';
import { cancelBooking } from './bookings';
import { orderById } from './orderRecord';


/**
 * Cancels a booked meal under the meal-cancel rules (mktmealbackrule, DESIGN §6): before the rule's deadline the
 * rule's share of what is left of the payment goes back to the wallets it came from, through the money core's refund
 * (one ledger transaction under the internal bizNo `#MB-<orderId>`), and the booking is cancelled in the same transaction.
 * A meal handed over, cancelled or refunded already is 40900; past the deadline or without a rule for it, 42200.
 */
export async function cancelMeal(ctx: Ctx, orderId: number): Promise<MealCancelResult> {
  const booking = (
    await ctx.db.query<{ canteenId: number; mealDay: string; mealPeriod: number; state: string }>(
      `SELECT b.canteen_id AS "canteenId", to_char(b.meal_day, 'YYYY-MM-DD') AS "mealDay", b.meal_period::int AS "mealPeriod", b.state
       FROM order_bookings b WHERE b.merchant_id = $1 AND b.order_id = $2`,
      [ctx.merchantId, orderId],
    )
  )[0];
  if (!booking || (ctx.actor && !inScope(ctx, 'canteen', booking.canteenId))) throw notFound('order');
  // The ordering app reaches the bookings of its own canteen only.
  if (ctx.device && ctx.device.canteenId !== booking.canteenId) throw notFound('order');
  if (booking.state !== 'booked') throw conflict('bookingNotCancellable');

  const period = (await listPeriods(ctx, booking.canteenId)).find((p) => p.mealType === booking.mealPeriod && p.enabled);
  if (!period) throw businessRule('mealBackDeadline');
  const now = localClock(ctx.now(), await merchantTimeZone(ctx));
  const minutesBefore = daysBetween(now.day, booking.mealDay) * 1440 + toMinutes(period.startTime) - now.minute;
  const decision = decideMealCancel(await enabledMealCancelRules(ctx, booking.canteenId), { canteenId: booking.canteenId, mealType: booking.mealPeriod, minutesBefore });
  if (!decision.allowed) throw businessRule(decision.reason);

  const order = await orderById(ctx, orderId);
  const left = order.amount - order.refunded.subsidy - order.refunded.gift - order.refunded.cash;
  const back = percentOf(left, decision.rule.refundPercent);
  if (back > 0) await refund(ctx, { orderId, amount: back, bizNo: internalBizNo('MB', orderId), reason: decision.rule.name });
  await cancelBooking(ctx, orderId);
  return { orderId, refunded: back, refundPercent: decision.rule.refundPercent, ruleId: decision.rule.ruleId, ruleName: decision.rule.name };
}
