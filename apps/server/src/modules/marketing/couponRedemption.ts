import type { Ctx } from '../../platform/context';
import { operatorName } from './coupons';

/**
 * Coupons at consumption (the consumption path calls these; no HTTP). Each is one SQL statement, so a payment adds
 * one round trip per coupon step, and the guarded UPDATEs keep a coupon from paying twice under concurrency.
 */

export interface CouponOffer {
  couponItemId: number;
  couponNo: string;
  couponName: string;
  kind: 'cash' | 'discount';
  /** cash: cents off; discount: percent paid (1–99) */
  value: number;
  minSpend: number;
  canteenIds: number[];
  mealTypes: number[];
  /** Set for a universal code: couponItemId is then the universal coupon's id. */
  universal?: boolean;
}

/**
 * The person's coupon item by its number (or a universal coupon code) if it can pay now (unused, valid at `at`, of
 * this merchant; a personal one held by custId); else null. A paper coupon without a holder is a bearer coupon:
 * whoever presents it may use it, and it becomes theirs when used. A universal code is within its total and
 * per-person caps.
 */
export async function couponOffer(ctx: Ctx, custId: number, couponNo: string, at: Date): Promise<CouponOffer | null> {
  const [row] = await ctx.db.query<CouponOffer>(
    `SELECT i.id AS "couponItemId", i.coupon_no AS "couponNo", c.name AS "couponName", c.kind, c.value, c.min_spend AS "minSpend",
            c.canteen_ids AS "canteenIds", c.meal_types AS "mealTypes", false AS universal
       FROM mkt_coupon_items i JOIN mkt_coupons c ON c.merchant_id = i.merchant_id AND c.id = i.coupon_id
      WHERE i.merchant_id = $1 AND i.coupon_no = $2 AND i.state = 'unused' AND (i.cust_id = $3 OR i.cust_id IS NULL)
        AND i.valid_from <= $4 AND i.valid_to > $4 AND c.enabled
     UNION ALL
     SELECT u.id, u.code, c.name, c.kind, c.value, c.min_spend, c.canteen_ids, c.meal_types, true
       FROM mkt_universal_coupons u JOIN mkt_coupons c ON c.merchant_id = u.merchant_id AND c.id = u.coupon_id
      WHERE u.merchant_id = $1 AND u.code = upper($2) AND u.state = 'active' AND u.valid_from <= $4 AND u.valid_to > $4 AND c.enabled
        AND (u.total_cap = 0 OR u.used < u.total_cap)
        AND (u.per_person_cap = 0 OR (SELECT count(*) FROM mkt_universal_uses x
              WHERE x.merchant_id = u.merchant_id AND x.universal_id = u.id AND x.cust_id = $3 AND x.state = 'used') < u.per_person_cap)
     LIMIT 1`,
    [ctx.merchantId, couponNo.trim(), custId, at],
  );
  if (!row) return null;
  return { ...row, canteenIds: row.canteenIds.map(Number), mealTypes: row.mealTypes.map(Number) };
}

/** Marks it used by the order (a guarded UPDATE unused → used, or a universal-use row); false when it was used meanwhile. Logs the use. */
export async function redeemCoupon(ctx: Ctx, offer: CouponOffer, custId: number, orderId: number, discount: number, at: Date): Promise<boolean> {
  const params = [ctx.merchantId, offer.couponItemId, custId, orderId, discount, at, operatorName(ctx)];
  const rows = offer.universal
    ? await ctx.db.query(
        `WITH taken AS (
           UPDATE mkt_universal_coupons u SET used = u.used + 1
            WHERE u.merchant_id = $1 AND u.id = $2 AND u.state = 'active' AND u.valid_from <= $6 AND u.valid_to > $6
              AND (u.total_cap = 0 OR u.used < u.total_cap)
              AND (u.per_person_cap = 0 OR (SELECT count(*) FROM mkt_universal_uses x
                    WHERE x.merchant_id = u.merchant_id AND x.universal_id = u.id AND x.cust_id = $3 AND x.state = 'used') < u.per_person_cap)
           RETURNING u.id, u.coupon_id, u.code),
         used AS (
           INSERT INTO mkt_universal_uses (merchant_id, universal_id, cust_id, order_id, discount, at)
           SELECT $1, id, $3, $4, $5, $6 FROM taken RETURNING universal_id)
         INSERT INTO mkt_coupon_logs (merchant_id, coupon_id, event, universal_id, coupon_no, cust_id, order_id, discount, operator_name, at)
         SELECT $1, t.coupon_id, 'use', t.id, t.code, $3, $4, $5, $7, $6 FROM taken t JOIN used ON used.universal_id = t.id
         RETURNING id`,
        params,
      )
    : await ctx.db.query(
        `WITH taken AS (
           UPDATE mkt_coupon_items SET state = 'used', cust_id = $3, order_id = $4, discount = $5, used_at = $6
            WHERE merchant_id = $1 AND id = $2 AND state = 'unused' AND (cust_id = $3 OR cust_id IS NULL) AND valid_from <= $6 AND valid_to > $6
           RETURNING id, coupon_id, coupon_no)
         INSERT INTO mkt_coupon_logs (merchant_id, coupon_id, event, item_id, coupon_no, cust_id, order_id, discount, operator_name, at)
         SELECT $1, coupon_id, 'use', id, coupon_no, $3, $4, $5, $7, $6 FROM taken
         RETURNING id`,
        params,
      );
  return rows.length > 0;
}

/** A wholly refunded order gives its coupon back (used → unused) and logs it. No-op without one. */
export async function returnCouponOfOrder(ctx: Ctx, orderId: number, at: Date): Promise<void> {
  await ctx.db.query(
    `WITH item AS (
       UPDATE mkt_coupon_items i SET state = 'unused', order_id = NULL, discount = 0, used_at = NULL
         FROM (SELECT id, discount FROM mkt_coupon_items WHERE merchant_id = $1 AND order_id = $2 AND state = 'used' FOR UPDATE) old
        WHERE i.id = old.id
       RETURNING i.id, i.coupon_id, i.coupon_no, i.cust_id, old.discount),
     uses AS (
       UPDATE mkt_universal_uses SET state = 'returned', returned_at = $3
        WHERE merchant_id = $1 AND order_id = $2 AND state = 'used'
       RETURNING universal_id, cust_id, discount),
     back AS (
       UPDATE mkt_universal_coupons u SET used = u.used - n.n
         FROM (SELECT universal_id, count(*)::int AS n FROM uses GROUP BY universal_id) n
        WHERE u.merchant_id = $1 AND u.id = n.universal_id
       RETURNING u.id, u.coupon_id, u.code)
     INSERT INTO mkt_coupon_logs (merchant_id, coupon_id, event, item_id, universal_id, coupon_no, cust_id, order_id, discount, operator_name, at)
     SELECT $1, coupon_id, 'return', id, NULL, coupon_no, cust_id, $2, discount, $4, $3 FROM item
     UNION ALL
     SELECT $1, b.coupon_id, 'return', NULL, b.id, b.code, x.cust_id, $2, x.discount, $4, $3 FROM uses x JOIN back b ON b.id = x.universal_id`,
    [ctx.merchantId, orderId, at, operatorName(ctx)],
  );
}
