import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';
import { Where } from '../../platform/sql';
import { merchantTimeZone } from '../settings';
import { accountOfCard } from './lookup';

/**
 * The order centre's summaries over the orders this module writes (issue 13: ordersum, outOrdsum). Returned as SQL
 * (a full SELECT, its params and a stable order) so that the order centre pages and exports it; money is cents.
 */
export interface OrderSumQuery {
  canteenId?: number;
  startDay?: string;
  endDay?: string;
  mealPeriod?: number;
  payType?: string;
  orderType?: string;
}
export interface OrderSumSql {
  sql: string;
  params: unknown[];
  order: string;
}

/**
 * Orders summed by their day (merchant's zone), canteen, meal period, pay type and order type. Only orders that moved
 * money count (paid, part-refunded, refunded, repaired); refunds are subtracted in `net`. An operator limited to some
 * canteens sees only theirs (an order without a canteen lies in none).
 */
export async function orderSumSql(ctx: Ctx, q: OrderSumQuery): Promise<OrderSumSql> {
  const w = new Where('o.merchant_id = ?', ctx.merchantId).add(`o.state IN ('paid', 'part_refunded', 'refunded', 'repaired')`);
  const zone = w.param(await merchantTimeZone(ctx));
  // Day bounds as instants, so the (merchant_id, ordered_at) index serves the range.
  if (q.startDay) w.add(`o.ordered_at >= (?::date)::timestamp AT TIME ZONE ${zone}`, q.startDay);
  if (q.endDay) w.add(`o.ordered_at < (?::date + 1)::timestamp AT TIME ZONE ${zone}`, q.endDay);
  if (q.canteenId !== undefined) w.add('o.canteen_id = ?', q.canteenId);
  if (q.mealPeriod !== undefined) w.add('o.meal_period = ?', q.mealPeriod);
  if (q.payType) w.add('o.pay_type = ?', q.payType);
  if (q.orderType) w.add('o.order_type = ?', q.orderType);
  w.scope(ctx, 'canteen', 'o.canteen_id');
  const refunded = 'o.refunded_subsidy + o.refunded_gift + o.refunded_cash';
  return {
    sql: `SELECT concat_ws('|', g.day, g."canteenId", g."mealPeriod", g."payType", g."orderType") AS "groupKey", g.* FROM (
          SELECT to_char((o.ordered_at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day, o.canteen_id AS "canteenId",
            COALESCE(min(cn.name), '') AS "canteenName", o.meal_period::int AS "mealPeriod", o.pay_type AS "payType",
            o.order_type AS "orderType", count(*)::int AS orders, sum(o.amount)::float8 AS amount,
            sum(${refunded})::float8 AS refunded, sum(o.amount - (${refunded}))::float8 AS net
          FROM orders o LEFT JOIN canteens cn ON cn.merchant_id = o.merchant_id AND cn.id = o.canteen_id
          WHERE ${w.sql}
          GROUP BY 1, 2, 4, 5, 6) g`,
    params: w.params,
    order: `day DESC, "canteenId" NULLS LAST, "mealPeriod" NULLS LAST, "payType", "orderType"`,
  };
}

/** The person a card (or a chip bound to one) belongs to, for a pick-up counter; a lost card hands over nothing. */
export async function cardHolder(ctx: Ctx, cardNo: string): Promise<number> {
  const card = await accountOfCard(ctx, cardNo);
  if (card.cardState === 'lost') throw businessRule('cardLost');
  return card.custId;
}
