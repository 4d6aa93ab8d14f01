import type { z } from 'zod';
import type { settingSchemas } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';
import { getSetting, merchantTimeZone } from '../settings';
import { addDays, localClock } from '../canteens';

/**
 * The merchant's refund period (pay setting refundDays): an order may be refunded until the end of the day refundDays
 * days after the day of its meal, in the merchant's time zone: the day it was paid, or for a booking the later day
 * it was booked for, so a meal booked a week ahead can still be refunded after it was eaten. 0: on that day only.
 * Calendar days, not 24-hour periods, so everyone who ate one lunch has the same last day.
 *
 * It is checked when a refund is asked (a request, a manager's part refund, the money core's direct refunds through
 * the accounts port), before anything is written; not when a reviewer approves a request, so a request made in time
 * is not lost to a slow review. Cancelling a booked meal follows the meal-cancel rules instead. The part-refund check
 * (refunds.ts) shows the last day, and nothing refundable past it.
 */
export async function assertRefundPeriod(ctx: Ctx, order: { orderId: number; orderedAt: string }): Promise<void> {
  assertInPeriod(await refundPeriodOf(ctx, order));
}

export interface RefundPeriodEnd {
  /** The last day a refund may be asked, 'YYYY-MM-DD' in the merchant's time zone. */
  lastDay: string;
  /** Today is past it. */
  over: boolean;
}

/** 42200 refundPeriodOver, naming the last day, when the period has ended. */
export function assertInPeriod(period: RefundPeriodEnd): void {
  if (period.over) throw businessRule('refundPeriodOver', { lastDay: period.lastDay });
}

export async function refundPeriodOf(ctx: Ctx, order: { orderId: number; orderedAt: string }): Promise<RefundPeriodEnd> {
  const mealDay = (
    await ctx.db.query<{ day: string }>(`SELECT to_char(meal_day, 'YYYY-MM-DD') AS day FROM order_bookings WHERE merchant_id = $1 AND order_id = $2`, [
      ctx.merchantId,
      order.orderId,
    ])
  )[0]?.day;
  const zone = await merchantTimeZone(ctx);
  const orderDay = localClock(new Date(order.orderedAt), zone).day;
  const { refundDays } = (await getSetting(ctx, 'pay')).value as z.infer<typeof settingSchemas.pay>;
  const lastDay = addDays(mealDay && mealDay > orderDay ? mealDay : orderDay, refundDays);
  return { lastDay, over: localClock(ctx.now(), zone).day > lastDay };
}
