import type { z } from 'zod';
import type { bookMealInput, BookingRecord, BookTimeRow, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/http/errors';
import { scopeClause } from '../../platform/access';
import { consume } from '../accounts';
import { merchantTimeZone } from '../settings';
import { localClock } from '../canteens';
import { assertBookable } from './bookingRules';
import { bookingExportColumns, bookingListSql, col, exportSql, labelled, pageOfSql, Params, type BookingFilter, type ListSql } from './bookingsSql';

type BookInput = z.output<typeof bookMealInput>;

/**
 * Books a meal (DESIGN §6): the person pays now through the consumption service (an order of type 'booking', the
 * money and its ledger rows in this same transaction), and the booking records the day and meal period it is for and
 * where to deliver it. The merchant's booking rules (bookingRules.ts) are checked before the charge. The same bizNo
 * again returns the first booking; under another day or period it is 40900.
 */
export async function bookMeal(ctx: Ctx, input: BookInput): Promise<{ orderId: number; orderNo: string; amount: number }> {
  const now = localClock(ctx.now(), await merchantTimeZone(ctx));
  if (input.mealDay < now.day) throw fieldError('mealDay', 'mealDayPast');
  const amount = input.items.reduce((s, i) => s + i.qty * i.price, 0);
  if (amount <= 0) throw fieldError('items', 'validation');
  // A repeat of a booking already made gets its first reply: the rules held when it was made, and a client retrying
  // after the cutoff must not be told that the meal it paid for was refused.
  if (!(await bookedUnder(ctx, input.bizNo))) await assertBookable(ctx, input, now);
  const paid = await consume(ctx, {
    bizNo: input.bizNo,
    custId: input.custId,
    canteenId: input.canteenId,
    amount,
    items: input.items,
    orderType: 'booking',
    payType: 'account',
  });
  const inserted = await ctx.db.query<{ orderNo: string }>(
    `INSERT INTO order_bookings (order_id, merchant_id, order_no, cust_id, canteen_id, meal_day, meal_period, delivery_place, created_at)
     SELECT o.id, o.merchant_id, o.order_no, o.cust_id, $3, $4, $5, $6, $7 FROM orders o WHERE o.merchant_id = $1 AND o.id = $2
     ON CONFLICT (order_id) DO NOTHING
     RETURNING order_no AS "orderNo"`,
    [ctx.merchantId, paid.orderId, input.canteenId, input.mealDay, input.mealPeriod, input.deliveryPlace ?? null, ctx.now()],
  );
  if (inserted.length) return { orderId: paid.orderId, orderNo: inserted[0].orderNo, amount };
  // A repeated bizNo: consumption returned the first order; it must be the same booking.
  const first = (
    await ctx.db.query<{ orderNo: string; mealDay: string; mealPeriod: number; canteenId: number; deliveryPlace: string | null }>(
      `SELECT order_no AS "orderNo", to_char(meal_day, 'YYYY-MM-DD') AS "mealDay", meal_period::int AS "mealPeriod", canteen_id AS "canteenId", delivery_place AS "deliveryPlace"
       FROM order_bookings WHERE merchant_id = $1 AND order_id = $2`,
      [ctx.merchantId, paid.orderId],
    )
  )[0];
  const same = first && first.mealDay === input.mealDay && first.mealPeriod === input.mealPeriod && first.canteenId === input.canteenId && first.deliveryPlace === (input.deliveryPlace ?? null);
  if (!same) throw conflict('bookingBizNoReused');
  return { orderId: paid.orderId, orderNo: first.orderNo, amount };
}

/** True when a booking was already made and paid under the bizNo. */
async function bookedUnder(ctx: Ctx, bizNo: string): Promise<boolean> {
  const rows = await ctx.db.query(
    `SELECT 1 FROM orders o JOIN order_bookings b ON b.merchant_id = o.merchant_id AND b.order_id = o.id WHERE o.merchant_id = $1 AND o.biz_no = $2`,
    [ctx.merchantId, bizNo],
  );
  return rows.length > 0;
}

export const bookPage = (ctx: Ctx, q: BookingFilter & { page: number; limit: number }): Promise<Page<BookingRecord>> =>
  pageOfSql<BookingRecord>(ctx, bookingListSql(ctx, q), q);

export const bookExport = (ctx: Ctx, q: BookingFilter) => exportSql(ctx, bookingListSql(ctx, q), 'bookings', bookingExportColumns);

interface SumFilter {
  canteenId?: number;
  startDay?: string;
  endDay?: string;
  mealPeriod?: number;
}

/**
 * Booked dishes per day × meal period × canteen × dish: what the kitchen cooks. Cancelled or refunded meals are left
 * out; a meal handed over before its refund was cooked, and stays in.
 */
function bookTimeSql(ctx: Ctx, q: SumFilter): ListSql {
  const p = new Params(ctx.merchantId);
  let where = `b.merchant_id = $1 AND b.state <> 'cancelled'`;
  if (q.canteenId !== undefined) where += ` AND b.canteen_id = ${p.add(q.canteenId)}`;
  if (q.startDay) where += ` AND b.meal_day >= ${p.add(q.startDay)}::date`;
  if (q.endDay) where += ` AND b.meal_day <= ${p.add(q.endDay)}::date`;
  if (q.mealPeriod !== undefined) where += ` AND b.meal_period = ${p.add(q.mealPeriod)}`;
  where += scopeClause(ctx, 'canteen', 'b.canteen_id', p.values);
  return {
    sql: `SELECT concat_ws('|', b.meal_day, b.meal_period, b.canteen_id, i.dish_id, i.dish_name) AS "groupKey", to_char(b.meal_day, 'YYYY-MM-DD') AS "mealDay", b.meal_period::int AS "mealPeriod", b.canteen_id AS "canteenId", min(cn.name) AS "canteenName",
            i.dish_id AS "dishId", i.dish_name AS "dishName", sum(i.qty)::int AS qty, count(DISTINCT b.order_id)::int AS bookings, sum(i.amount)::bigint AS amount
          FROM order_bookings b
          JOIN orders o ON o.merchant_id = b.merchant_id AND o.id = b.order_id
          JOIN order_items i ON i.order_id = b.order_id
          JOIN canteens cn ON cn.merchant_id = b.merchant_id AND cn.id = b.canteen_id
          WHERE ${where}
          GROUP BY b.meal_day, b.meal_period, b.canteen_id, i.dish_id, i.dish_name`,
    params: p.values,
    order: `"mealDay" DESC, "mealPeriod", "canteenId", qty DESC, "dishName", "dishId" NULLS LAST`,
  };
}

export const bookTimeSum = (ctx: Ctx, q: SumFilter & { page: number; limit: number }): Promise<Page<BookTimeRow>> => pageOfSql<BookTimeRow>(ctx, bookTimeSql(ctx, q), q);

export const bookTimeSumExport = (ctx: Ctx, q: SumFilter) =>
  exportSql(ctx, bookTimeSql(ctx, q), 'bookTimeSum', [
    col('mealDay'),
    col('mealPeriod', labelled.mealPeriod),
    col('canteenName'),
    col('dishName', { width: 24 }),
    col('qty'),
    col('bookings'),
    col('amount', { money: true }),
  ]);

/**
 * Cancels a booked meal (for the meal-cancel flow, which moves the money): it will not be handed over and drops out of
 * the menu sums. A meal already handed over cannot be cancelled (40900); not a booking is 40400.
 */
export async function cancelBooking(ctx: Ctx, orderId: number): Promise<void> {
  const row = (
    await ctx.db.query<{ state: string; pickedAt: string | null }>(`SELECT state, picked_at AS "pickedAt" FROM order_bookings WHERE merchant_id = $1 AND order_id = $2 FOR UPDATE`, [ctx.merchantId, orderId])
  )[0];
  if (!row) throw notFound('order');
  if (row.state === 'picked') throw conflict('bookingAlreadyPicked', { at: row.pickedAt ?? '' });
  await ctx.db.query(`UPDATE order_bookings SET state = 'cancelled' WHERE merchant_id = $1 AND order_id = $2 AND state = 'booked'`, [ctx.merchantId, orderId]);
}

/**
 * A whole refund of an order, however made (the money core calls this in the refund's transaction through its
 * `orderRefunded` port): a meal of it still booked is cancelled. A meal handed over stays picked: it was cooked and
 * eaten, and its money is back.
 */
export async function cancelRefundedBooking(ctx: Ctx, orderId: number): Promise<void> {
  await ctx.db.query(`UPDATE order_bookings SET state = 'cancelled' WHERE merchant_id = $1 AND order_id = $2 AND state = 'booked'`, [ctx.merchantId, orderId]);
}
