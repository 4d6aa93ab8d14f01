import type { Ctx } from '../../platform/context';
import { merchantTimeZone } from '../settings';

export interface DishEaten {
  custId: number;
  /** YYYY-MM-DD in the merchant's time zone. */
  day: string;
  dishId: number;
  /** The name the dish was sold under. */
  dishName: string;
  /** The order's meal period (1 breakfast, 2 lunch, 3 afternoon tea, 4 dinner, 5 late-night); null: none known. */
  mealType: number | null;
  qty: number;
}

/**
 * What people ate, for the health centre: per person, day (merchant's zone), dish and meal period, the portions on their orders
 * that moved money (paid, part-refunded, repaired) less the portions approved refund requests gave back. A fully
 * refunded order counts nothing; a refund by amount alone names no dish, so its portions stay. Lines without a dish
 * (a weighed total, a free amount) are not food the menu knows. Not canteen-scoped: a person's intake is everything
 * they ate, and the caller has already checked the person is in its organisation scope.
 *
 * A booked meal is paid days ahead and may never be fetched: it is eaten only once it is handed over (written off at
 * pick-up, or delivered), and then on its meal day at its meal period, not on the day and at the period it was paid.
 * Every other order is eaten when paid.
 */
export async function dishesEaten(ctx: Ctx, q: { custIds: readonly number[]; from: string; to: string }): Promise<DishEaten[]> {
  if (!q.custIds.length) return [];
  return ctx.db.query<DishEaten>(
    `WITH eaten AS (
       SELECT o.id AS order_id, (o.ordered_at AT TIME ZONE $2)::date AS day, o.meal_period
         FROM order_records o
        WHERE o.merchant_id = $1 AND o.cust_id = ANY($3::int[])
          AND o.ordered_at >= ($4::date)::timestamp AT TIME ZONE $2 AND o.ordered_at < ($5::date + 1)::timestamp AT TIME ZONE $2
          AND NOT EXISTS (SELECT 1 FROM order_bookings b WHERE b.merchant_id = o.merchant_id AND b.order_id = o.id)
       UNION ALL
       SELECT b.order_id, b.meal_day, b.meal_period
         FROM order_bookings b
        WHERE b.merchant_id = $1 AND b.cust_id = ANY($3::int[]) AND b.state = 'picked' AND b.meal_day BETWEEN $4::date AND $5::date
     )
     SELECT o.cust_id AS "custId", to_char(e.day, 'YYYY-MM-DD') AS day, i.dish_id AS "dishId",
            min(i.dish_name) AS "dishName", e.meal_period::int AS "mealType", (sum(i.qty) - COALESCE(sum(back.qty), 0))::int AS qty
       FROM eaten e
       JOIN order_records o ON o.merchant_id = $1 AND o.id = e.order_id
       JOIN order_lines i ON i.order_id = o.id AND i.merchant_id = o.merchant_id
       LEFT JOIN LATERAL (
         SELECT sum(ri.qty) AS qty FROM refund_request_items ri JOIN refund_requests r ON r.id = ri.request_id
          WHERE ri.order_item_id = i.id AND ri.merchant_id = o.merchant_id AND r.order_id = o.id AND r.state = 'approved'
       ) back ON true
      WHERE o.state IN ('paid', 'part_refunded', 'repaired') AND i.dish_id IS NOT NULL
      GROUP BY 1, 2, 3, e.meal_period
     HAVING sum(i.qty) - COALESCE(sum(back.qty), 0) > 0
      ORDER BY 1, 2, 3, 5`,
    [ctx.merchantId, await merchantTimeZone(ctx), [...new Set(q.custIds)], q.from, q.to],
  );
}
