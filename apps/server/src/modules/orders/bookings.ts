import type { z } from 'zod';
import type { bookMealInput, BookingRecord, BookTimeRow, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/http/errors';
import { consume } from '../accounts';
import { merchantTimeZone } from '../settings';
import { localClock } from '../canteens';
import { mealPrices } from '../menu';
import { assertBookable } from './bookingRules';
import { bookingExportColumns, bookingListSql, col, exportSql, labelled, mealWhere, type BookingFilter } from './bookingsSql';
import { pageOfSql, type ListSql } from './listSql';

type BookInput = z.output<typeof bookMealInput>;

/**
 * Books a meal (DESIGN §6): the person pays now through the consumption service (an order of type 'booking', the
 * money and its ledger rows in this same transaction), and the booking records the day and meal period it is for and
 * where to deliver it. The merchant's booking rules (bookingRules.ts) are checked before the charge. The lines are
 * priced by the menu (`pricedLines`), and the payment is judged and filed as the meal it books: the marketing rules,
 * limits and quotas of its meal day and period. The same bizNo again returns the first booking; under another day or
 * period it is 40900.
 */
export async function bookMeal(ctx: Ctx, input: BookInput): Promise<{ orderId: number; orderNo: string; amount: number }> {
  const now = localClock(ctx.now(), await merchantTimeZone(ctx));
  if (input.mealDay < now.day) throw fieldError('mealDay', 'mealDayPast');
  // A repeat of a booking already made gets its first reply: the rules held when it was made, and a client retrying
  // after the cutoff, or after the menu's price changed, must not be told that the meal it paid for was refused.
  const made = await bookedUnder(ctx, input.bizNo);
  if (made) return sameBooking(made, input);
  const items = await pricedLines(ctx, input);
  const amount = items.reduce((s, i) => s + i.qty * i.price, 0);
  if (amount <= 0) throw fieldError('items', 'validation');
  await assertBookable(ctx, input, now);
  const paid = await consume(ctx, {
    bizNo: input.bizNo,
    custId: input.custId,
    canteenId: input.canteenId,
    amount,
    items,
    orderType: 'booking',
    payType: 'account',
    meal: { day: input.mealDay, mealType: input.mealPeriod },
  });
  const inserted = await ctx.db.query<{ orderNo: string }>(
    `INSERT INTO order_bookings (order_id, merchant_id, order_no, cust_id, canteen_id, meal_day, meal_period, delivery_place, created_at)
     SELECT o.id, o.merchant_id, o.order_no, o.cust_id, $3, $4, $5, $6, $7 FROM order_records o WHERE o.merchant_id = $1 AND o.id = $2
     ON CONFLICT (order_id) DO NOTHING
     RETURNING order_no AS "orderNo"`,
    [ctx.merchantId, paid.orderId, input.canteenId, input.mealDay, input.mealPeriod, input.deliveryPlace ?? null, ctx.now()],
  );
  if (inserted.length) return { orderId: paid.orderId, orderNo: inserted[0].orderNo, amount };
  // The same bizNo made at the same moment by another request: consumption returned the first order.
  const first = await bookedUnder(ctx, input.bizNo);
  if (!first) throw conflict('bookingBizNoReused');
  return sameBooking(first, input);
}

interface BookingMade {
  orderId: number;
  orderNo: string;
  amount: number;
  custId: number;
  canteenId: number;
  mealDay: string;
  mealPeriod: number;
  deliveryPlace: string | null;
  /** 'dishId:qty' of each line, in order. */
  lines: string[];
}

/** The first reply of a booking asked again under its bizNo; another booking under it is 40900. */
function sameBooking(first: BookingMade, input: BookInput): { orderId: number; orderNo: string; amount: number } {
  const same =
    first.custId === input.custId &&
    first.canteenId === input.canteenId &&
    first.mealDay === input.mealDay &&
    first.mealPeriod === input.mealPeriod &&
    first.deliveryPlace === (input.deliveryPlace ?? null) &&
    first.lines.join() === input.items.map((i) => `${i.dishId}:${i.qty}`).join();
  if (!same) throw conflict('bookingBizNoReused');
  return { orderId: first.orderId, orderNo: first.orderNo, amount: first.amount };
}

/**
 * The booking's lines at the menu's prices: the enabled recipe of its canteen, day and meal period, else the dish's
 * own; named as the menu names them. A dish that is not an approved dish on shelf of the merchant is a 40000 on items.
 */
async function pricedLines(ctx: Ctx, input: BookInput): Promise<{ dishId: number; dishName: string; qty: number; price: number }[]> {
  const menu = await mealPrices(ctx, { canteenId: input.canteenId, day: input.mealDay, mealType: input.mealPeriod }, input.items.map((i) => i.dishId));
  return input.items.map((i) => {
    const dish = menu.get(i.dishId);
    if (!dish) throw fieldError('items', 'dishUnknown', { id: i.dishId });
    return { dishId: i.dishId, dishName: dish.dishName, qty: i.qty, price: dish.price };
  });
}

/** The booking already made and paid under the bizNo, if any. */
async function bookedUnder(ctx: Ctx, bizNo: string): Promise<BookingMade | null> {
  const rows = await ctx.db.query<BookingMade>(
    `SELECT o.id::int AS "orderId", b.order_no AS "orderNo", o.list_amount::float8 AS amount, o.cust_id AS "custId", b.canteen_id AS "canteenId",
       to_char(b.meal_day, 'YYYY-MM-DD') AS "mealDay", b.meal_period::int AS "mealPeriod", b.delivery_place AS "deliveryPlace",
       ARRAY(SELECT i.dish_id || ':' || i.qty FROM order_lines i WHERE i.merchant_id = o.merchant_id AND i.order_id = o.id ORDER BY i.id) AS lines
     FROM order_records o JOIN order_bookings b ON b.merchant_id = o.merchant_id AND b.order_id = o.id WHERE o.merchant_id = $1 AND o.biz_no = $2`,
    [ctx.merchantId, bizNo],
  );
  return rows[0] ?? null;
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
  const w = mealWhere(ctx, q).add(`b.state <> 'cancelled'`);
  return {
    sql: `SELECT concat_ws('|', b.meal_day, b.meal_period, b.canteen_id, i.dish_id, i.dish_name) AS "groupKey", to_char(b.meal_day, 'YYYY-MM-DD') AS "mealDay", b.meal_period::int AS "mealPeriod", b.canteen_id AS "canteenId", min(cn.name) AS "canteenName",
            i.dish_id AS "dishId", i.dish_name AS "dishName", sum(i.qty)::int AS qty, count(DISTINCT b.order_id)::int AS bookings, sum(i.amount)::bigint AS amount
          FROM order_bookings b
          JOIN order_records o ON o.merchant_id = b.merchant_id AND o.id = b.order_id
          JOIN order_lines i ON i.order_id = b.order_id
          JOIN canteens cn ON cn.merchant_id = b.merchant_id AND cn.id = b.canteen_id
          WHERE ${w.sql}
          GROUP BY b.meal_day, b.meal_period, b.canteen_id, i.dish_id, i.dish_name`,
    params: w.params,
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
