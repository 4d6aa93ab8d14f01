import type { Page, WriteOffResult, WriteOffSumRow } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, conflict, notFound } from '../../platform/http/errors';
import { inScope } from '../../platform/access';
import { cardHolder } from '../accounts';
import { getDevice } from '../devices';
import { mealPeriodAt, merchantToday } from '../canteens';
import { col, exportSql, labelled, mealWhere } from './bookingsSql';
import { pageOfSql, type ListSql } from './listSql';

/**
 * Write-off (核销) of booked meals at pick-up (issue 13): a booked meal is handed over once, on its day, and never when
 * its booking was cancelled or its order refunded. The booking row is locked first, so two machines scanning the same
 * meal at once hand it over once (the second gets 40900).
 */
export type PickedVia = 'device' | 'console' | 'delivery';

interface Held {
  orderId: number;
  orderNo: string;
  custName: string;
  canteenId: number;
  mealDay: string;
  mealPeriod: number;
  state: 'booked' | 'picked' | 'cancelled';
  orderState: string;
  pickedAt: string | null;
  deliveryPlace: string | null;
  dishes: string;
}

const HELD_SELECT = `SELECT b.order_id::int AS "orderId", b.order_no AS "orderNo", c.cust_name AS "custName", b.canteen_id AS "canteenId",
    to_char(b.meal_day, 'YYYY-MM-DD') AS "mealDay", b.meal_period::int AS "mealPeriod", b.state, o.state AS "orderState", b.picked_at AS "pickedAt",
    b.delivery_place AS "deliveryPlace",
    COALESCE((SELECT string_agg(i.dish_name || ' ×' || i.qty, '、' ORDER BY i.id) FROM order_lines i WHERE i.order_id = b.order_id), '') AS dishes
  FROM order_bookings b
  JOIN order_records o ON o.merchant_id = b.merchant_id AND o.id = b.order_id
  JOIN people_directory c ON c.merchant_id = b.merchant_id AND c.id = b.cust_id`;

/** Who hands the meal over: the machine (by its name) or the operator (by user name). */
async function handler(ctx: Ctx, via: PickedVia): Promise<{ deviceId: number | null; by: string }> {
  if (via === 'device' && ctx.device) return { deviceId: ctx.device.deviceId, by: (await getDevice(ctx, ctx.device.deviceId)).name };
  return { deviceId: null, by: ctx.actor?.username ?? '' };
}

/**
 * Why a held booking may not be handed over today, as the error to throw; null when it may. The order's state is
 * asked before the booking's, so a whole refund is named as such, not as a cancelled meal.
 */
function refusal(b: Held, today: string) {
  if (b.state === 'picked') return conflict('bookingAlreadyPicked', { at: b.pickedAt ?? '' });
  if (!['paid', 'part_refunded'].includes(b.orderState)) return conflict('bookingRefunded');
  if (b.state === 'cancelled') return conflict('bookingCancelled');
  if (b.mealDay !== today) return businessRule('bookingNotToday', { day: b.mealDay });
  return null;
}

async function markPicked(ctx: Ctx, orderIds: number[], via: PickedVia): Promise<string> {
  const who = await handler(ctx, via);
  const at = ctx.now().toISOString();
  await ctx.db.query(
    `UPDATE order_bookings SET state = 'picked', picked_at = $3, picked_via = $4, picked_device_id = $5, picked_by = $6,
       delivered_at = CASE WHEN $4 = 'delivery' THEN $3::timestamptz ELSE delivered_at END
     WHERE merchant_id = $1 AND order_id = ANY($2::bigint[]) AND state = 'booked'`,
    [ctx.merchantId, orderIds, at, via, who.deviceId, who.by],
  );
  return at;
}

const resultOf = (b: Held, pickedAt: string): WriteOffResult => ({
  orderId: b.orderId,
  orderNo: b.orderNo,
  custName: b.custName,
  mealDay: b.mealDay,
  mealPeriod: b.mealPeriod,
  dishes: b.dishes,
  pickedAt,
});

/** Locks one booking found by `where` ($1 merchant, $2 the value); 40400 when it is not the caller's or out of scope. */
async function holdOne(ctx: Ctx, where: string, value: unknown): Promise<Held> {
  const b = (await ctx.db.query<Held>(`${HELD_SELECT} WHERE b.merchant_id = $1 AND ${where} FOR UPDATE OF b`, [ctx.merchantId, value]))[0];
  if (!b || (ctx.actor && !inScope(ctx, 'canteen', b.canteenId))) throw notFound('order');
  return b;
}

async function handOver(ctx: Ctx, b: Held, via: PickedVia): Promise<WriteOffResult> {
  const refused = refusal(b, await merchantToday(ctx));
  if (refused) throw refused;
  return resultOf(b, await markPicked(ctx, [b.orderId], via));
}

/** The console writes off one booked meal by its order number (the code the diner shows). */
export async function writeOff(ctx: Ctx, input: { orderNo: string }): Promise<WriteOffResult> {
  return handOver(ctx, await holdOne(ctx, 'b.order_no = $2', input.orderNo), 'console');
}

/** A write-off machine scans a booked meal: only one booked at the machine's own canteen. */
export async function deviceWriteOff(ctx: Ctx, input: { orderNo: string }): Promise<WriteOffResult> {
  const b = await holdOne(ctx, 'b.order_no = $2', input.orderNo);
  if (ctx.device?.canteenId != null && b.canteenId !== ctx.device.canteenId) throw businessRule('bookingOtherCanteen');
  return handOver(ctx, b, 'device');
}

/** A delivery hands the meal over at its place: the same guards, recorded as delivered. */
export async function deliver(ctx: Ctx, input: { orderId: number }): Promise<WriteOffResult> {
  const b = await holdOne(ctx, 'b.order_id = $2', input.orderId);
  if (b.deliveryPlace === null) throw businessRule('bookingNotDelivery');
  return handOver(ctx, b, 'delivery');
}

/**
 * Book write-off: every meal the person booked for today's meal period at the canteen is handed over at once. Nothing
 * to hand over is an error that names why (already handed over 40900, cancelled or refunded 40900, none booked 42200).
 */
async function bookWriteOffAt(ctx: Ctx, custId: number, canteenId: number, mealPeriod: number, via: PickedVia) {
  const today = await merchantToday(ctx);
  const held = await ctx.db.query<Held>(
    `${HELD_SELECT} WHERE b.merchant_id = $1 AND b.cust_id = $2 AND b.canteen_id = $3 AND b.meal_day = $4::date AND b.meal_period = $5
     ORDER BY b.order_id FOR UPDATE OF b`,
    [ctx.merchantId, custId, canteenId, today, mealPeriod],
  );
  const open = held.filter((b) => refusal(b, today) === null);
  if (!open.length) {
    const why = held.map((b) => refusal(b, today)).find((e) => e !== null);
    throw why ?? businessRule('noBookingNow');
  }
  const pickedAt = await markPicked(
    ctx,
    open.map((b) => b.orderId),
    via,
  );
  return { mealPeriod, count: open.length, meals: open.map((b) => resultOf(b, pickedAt)) };
}

/** The meal period open now at the canteen (42200 when none is), or the one named. */
async function periodNow(ctx: Ctx, canteenId: number, named?: number): Promise<number> {
  // mealPeriodAt also refuses another merchant's canteen, or one outside the caller's scope (40400).
  const now = await mealPeriodAt(ctx, canteenId, ctx.now());
  const period = named ?? now?.mealType;
  if (period === undefined) throw businessRule('noMealPeriodNow');
  return period;
}

export async function bookWriteOff(ctx: Ctx, input: { custId: number; canteenId: number; mealPeriod?: number }) {
  const mealPeriod = await periodNow(ctx, input.canteenId, input.mealPeriod);
  const person = await ctx.db.query(`SELECT 1 FROM people_directory WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, input.custId]);
  if (!person.length) throw notFound('person');
  return bookWriteOffAt(ctx, input.custId, input.canteenId, mealPeriod, 'console');
}

export async function deviceBookWriteOff(ctx: Ctx, input: { custId?: number; cardNo?: string }) {
  const canteenId = ctx.device?.canteenId;
  if (canteenId == null) throw businessRule('bookingOtherCanteen');
  const custId = input.cardNo !== undefined ? await cardHolder(ctx, input.cardNo) : (input.custId as number);
  return bookWriteOffAt(ctx, custId, canteenId, await periodNow(ctx, canteenId), 'device');
}

interface SumFilter {
  canteenId?: number;
  startDay?: string;
  endDay?: string;
  mealPeriod?: number;
}

/** Meals booked and handed over per day, canteen and meal period (hexiaosum). */
function writeOffSumSql(ctx: Ctx, q: SumFilter): ListSql {
  const w = mealWhere(ctx, q);
  const open = `b.state = 'booked'`;
  return {
    sql: `SELECT concat_ws('|', b.meal_day, b.canteen_id, b.meal_period) AS "groupKey", to_char(b.meal_day, 'YYYY-MM-DD') AS "mealDay", b.canteen_id AS "canteenId", min(cn.name) AS "canteenName", b.meal_period::int AS "mealPeriod",
            count(*)::int AS booked, count(*) FILTER (WHERE b.state = 'picked')::int AS picked, count(*) FILTER (WHERE ${open})::int AS waiting,
            count(*) FILTER (WHERE b.picked_via = 'device')::int AS "pickedByDevice", count(*) FILTER (WHERE b.picked_via = 'console')::int AS "pickedInConsole",
            count(*) FILTER (WHERE b.picked_via = 'delivery')::int AS delivered,
            COALESCE(sum(o.amount - o.refunded) FILTER (WHERE b.state = 'picked'), 0)::bigint AS "pickedAmount"
          FROM order_bookings b
          JOIN order_records o ON o.merchant_id = b.merchant_id AND o.id = b.order_id
          JOIN canteens cn ON cn.merchant_id = b.merchant_id AND cn.id = b.canteen_id
          WHERE ${w.sql}
          GROUP BY b.meal_day, b.canteen_id, b.meal_period`,
    params: w.params,
    order: `"mealDay" DESC, "canteenId", "mealPeriod"`,
  };
}

export const writeOffSum = (ctx: Ctx, q: SumFilter & { page: number; limit: number }): Promise<Page<WriteOffSumRow>> => pageOfSql<WriteOffSumRow>(ctx, writeOffSumSql(ctx, q), q);

export const writeOffSumExport = (ctx: Ctx, q: SumFilter) =>
  exportSql(ctx, writeOffSumSql(ctx, q), 'writeOffSum', [
    col('mealDay'),
    col('canteenName'),
    col('mealPeriod', labelled.mealPeriod),
    col('booked'),
    col('picked'),
    col('waiting'),
    col('pickedByDevice'),
    col('pickedInConsole'),
    col('delivered'),
    col('pickedAmount', { money: true }),
  ]);
