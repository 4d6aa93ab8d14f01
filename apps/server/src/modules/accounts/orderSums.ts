import type { Ctx } from '../../platform/context';
import { scopeClause } from '../../platform/access';
import { businessRule } from '../../platform/http/errors';
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
  const params: unknown[] = [ctx.merchantId, await merchantTimeZone(ctx)];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  let where = `o.merchant_id = $1 AND o.state IN ('paid', 'part_refunded', 'refunded', 'repaired')`;
  // Day bounds as instants, so the (merchant_id, ordered_at) index serves the range.
  if (q.startDay) where += ` AND o.ordered_at >= (${p(q.startDay)}::date)::timestamp AT TIME ZONE $2`;
  if (q.endDay) where += ` AND o.ordered_at < (${p(q.endDay)}::date + 1)::timestamp AT TIME ZONE $2`;
  if (q.canteenId !== undefined) where += ` AND o.canteen_id = ${p(q.canteenId)}`;
  if (q.mealPeriod !== undefined) where += ` AND o.meal_period = ${p(q.mealPeriod)}`;
  if (q.payType) where += ` AND o.pay_type = ${p(q.payType)}`;
  if (q.orderType) where += ` AND o.order_type = ${p(q.orderType)}`;
  where += scopeClause(ctx, 'canteen', 'o.canteen_id', params);
  const refunded = 'o.refunded_subsidy + o.refunded_gift + o.refunded_cash';
  return {
    sql: `SELECT concat_ws('|', g.day, g."canteenId", g."mealPeriod", g."payType", g."orderType") AS "groupKey", g.* FROM (
          SELECT to_char((o.ordered_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, o.canteen_id AS "canteenId",
            COALESCE(min(cn.name), '') AS "canteenName", o.meal_period::int AS "mealPeriod", o.pay_type AS "payType",
            o.order_type AS "orderType", count(*)::int AS orders, sum(o.amount)::float8 AS amount,
            sum(${refunded})::float8 AS refunded, sum(o.amount - (${refunded}))::float8 AS net
          FROM orders o LEFT JOIN canteens cn ON cn.merchant_id = o.merchant_id AND cn.id = o.canteen_id
          WHERE ${where}
          GROUP BY 1, 2, 4, 5, 6) g`,
    params,
    order: `day DESC, "canteenId" NULLS LAST, "mealPeriod" NULLS LAST, "payType", "orderType"`,
  };
}

/** The person a card (or a chip bound to one) belongs to, for a pick-up counter; a lost card hands over nothing. */
export async function cardHolder(ctx: Ctx, cardNo: string): Promise<number> {
  const card = await accountOfCard(ctx, cardNo);
  if (card.cardState === 'lost') throw businessRule('cardLost');
  return card.custId;
}
