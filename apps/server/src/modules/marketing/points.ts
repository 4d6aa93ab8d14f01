import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';

/**
 * Points (jifen): what consumption calls, no HTTP. A person's balance lives in point_balances and changes only by a
 * guarded single statement that also writes its point_entries row, inside the caller's transaction. Orders belong to
 * the accounts module above: entries keep the order id without a foreign key.
 */

export interface PointRules {
  gain: { gainRuleId: number; name: string; pointsPerYuan: number; canteenIds: number[]; mealTypes: number[]; psnTypeIds: number[] } | null;
  offset: { offsetRuleId: number; name: string; pointsPerYuan: number; maxSharePercent: number; minPoints: number } | null;
}

const VALID_ON = `merchant_id = $1 AND enabled AND (valid_from IS NULL OR valid_from <= $2::date) AND (valid_to IS NULL OR valid_to >= $2::date) ORDER BY priority DESC, id LIMIT 1`;

/**
 * The merchant's enabled rules valid on a merchant's `day` (the first by priority/id of each kind), in one round trip:
 * the day of the meal paid for (a booking's meal day), as the rest of the rule set cached per merchant and day
 * (ruleSet.ts).
 */
export async function loadPointRules(ctx: Ctx, day: string): Promise<PointRules> {
  const row = (
    await ctx.db.query<PointRules>(
      `SELECT
         (SELECT json_build_object('gainRuleId', id, 'name', name, 'pointsPerYuan', points_per_yuan, 'canteenIds', canteen_ids, 'mealTypes', meal_types,
                 'psnTypeIds', psn_type_ids) FROM mkt_point_gain_rules WHERE ${VALID_ON}) AS gain,
         (SELECT json_build_object('offsetRuleId', id, 'name', name, 'pointsPerYuan', points_per_yuan, 'maxSharePercent', max_share_percent,
                 'minPoints', min_points) FROM mkt_point_offset_rules WHERE ${VALID_ON}) AS offset`,
      [ctx.merchantId, day],
    )
  )[0];
  return { gain: parsed(row.gain), offset: parsed(row.offset) };
}

/** json columns come back parsed on one driver and as text on another. */
function parsed<T>(v: T | string | null): T | null {
  return typeof v === 'string' ? (JSON.parse(v) as T) : v;
}

export async function pointBalance(ctx: Ctx, custId: number): Promise<number> {
  const row = (await ctx.db.query<{ balance: number }>(`SELECT balance FROM point_balances WHERE merchant_id = $1 AND cust_id = $2`, [ctx.merchantId, custId]))[0];
  return row?.balance ?? 0;
}

/** Guarded: false (nothing written) when the balance is short. */
export async function spendPoints(ctx: Ctx, custId: number, points: number, orderId: number, at: Date): Promise<boolean> {
  assertPoints(points);
  const rows = await ctx.db.query(
    `WITH b AS (
       UPDATE point_balances SET balance = balance - $3, spent = spent + $3, updated_at = $5
        WHERE merchant_id = $1 AND cust_id = $2 AND balance >= $3 RETURNING balance)
     INSERT INTO point_entries (merchant_id, cust_id, delta, balance_after, reason, order_id, at)
     SELECT $1, $2, -$3::bigint, b.balance, 'spend', $4, $5 FROM b RETURNING id`,
    [ctx.merchantId, custId, points, orderId, at.toISOString()],
  );
  return rows.length > 0;
}

/**
 * `awardPoints` as data-modifying CTEs, for the money core to put into the statement that writes the order: points
 * earned by a payment cost it no round trip of their own. The arguments name SQL parameters or expressions.
 */
export function awardPointsCtes(p: { merchant: string; cust: string; points: string; order: string; at: string }): string {
  return `pb AS (
       INSERT INTO point_balances AS p (merchant_id, cust_id, balance, earned, updated_at) VALUES (${p.merchant}, ${p.cust}, ${p.points}, ${p.points}, ${p.at})
       ON CONFLICT (merchant_id, cust_id) DO UPDATE SET balance = p.balance + EXCLUDED.balance, earned = p.earned + EXCLUDED.earned, updated_at = EXCLUDED.updated_at
       RETURNING balance
     ), pe AS (
       INSERT INTO point_entries (merchant_id, cust_id, delta, balance_after, reason, order_id, at)
       SELECT ${p.merchant}, ${p.cust}, ${p.points}, pb.balance, 'gain', ${p.order}, ${p.at} FROM pb
     )`;
}

export async function awardPoints(ctx: Ctx, custId: number, points: number, orderId: number, at: Date): Promise<void> {
  assertPoints(points);
  await credit(ctx, custId, points, 'gain', orderId, at);
}

/** Adds points (earned or given back) with its entry, in one statement. */
async function credit(ctx: Ctx, custId: number, points: number, reason: 'gain' | 'return', orderId: number, at: Date) {
  await ctx.db.query(
    `WITH b AS (
       INSERT INTO point_balances AS p (merchant_id, cust_id, balance, earned, updated_at) VALUES ($1, $2, $3, CASE WHEN $4::text = 'gain' THEN $3::bigint ELSE 0 END, $6)
       ON CONFLICT (merchant_id, cust_id) DO UPDATE SET balance = p.balance + $3, earned = p.earned + EXCLUDED.earned,
         spent = CASE WHEN $4::text = 'return' THEN GREATEST(p.spent - $3, 0) ELSE p.spent END, updated_at = $6
       RETURNING balance)
     INSERT INTO point_entries (merchant_id, cust_id, delta, balance_after, reason, order_id, at)
     SELECT $1, $2, $3, b.balance, $4, $5, $6 FROM b`,
    [ctx.merchantId, custId, points, reason, orderId, at.toISOString()],
  );
}

/**
 * The points of an order a refund gives back money of (in the refund's transaction, the order locked by the caller).
 * Earned points go in proportion to the money: after the refund, floor(earned × refunded ÷ paid) of them have been
 * taken back, counted over every refund of the order, so the last refund ends exactly at what was earned; the order's
 * last cent (`whole`) also gives back the points it spent, first. Points already spent elsewhere are owed: a balance
 * never goes below zero, so a refund whose points are no longer there is refused (42200 refundPointsSpent).
 */
export async function settleRefundPoints(ctx: Ctx, orderId: number, share: { refunded: number; paid: number; whole: boolean }, at: Date): Promise<void> {
  const moves = await ctx.db.query<{ custId: number; spent: number; earned: number; reversed: number; returned: boolean }>(
    `SELECT cust_id AS "custId", COALESCE(-sum(delta) FILTER (WHERE reason = 'spend'), 0)::int8 AS spent,
            COALESCE(sum(delta) FILTER (WHERE reason = 'gain'), 0)::int8 AS earned, COALESCE(-sum(delta) FILTER (WHERE reason = 'reverse'), 0)::int8 AS reversed,
            bool_or(reason = 'return') AS returned
       FROM point_entries WHERE merchant_id = $1 AND order_id = $2 GROUP BY cust_id ORDER BY cust_id`,
    [ctx.merchantId, orderId],
  );
  for (const m of moves) {
    const [spent, earned, reversed] = [Number(m.spent), Number(m.earned), Number(m.reversed)];
    if (share.whole && spent > 0 && !m.returned) await credit(ctx, m.custId, spent, 'return', orderId, at);
    const due = (share.whole || share.paid <= 0 ? earned : Number((BigInt(earned) * BigInt(share.refunded)) / BigInt(share.paid))) - reversed;
    if (due <= 0) continue;
    const taken = await ctx.db.query(
      `WITH b AS (
         UPDATE point_balances SET balance = balance - $3, earned = GREATEST(earned - $3, 0), updated_at = $5
          WHERE merchant_id = $1 AND cust_id = $2 AND balance >= $3 RETURNING balance)
       INSERT INTO point_entries (merchant_id, cust_id, delta, balance_after, reason, order_id, at)
       SELECT $1, $2, -$3::bigint, b.balance, 'reverse', $4, $5 FROM b RETURNING id`,
      [ctx.merchantId, m.custId, due, orderId, at.toISOString()],
    );
    if (!taken.length) throw businessRule('refundPointsSpent', { points: due, balance: await pointBalance(ctx, m.custId) });
  }
}

function assertPoints(points: number) {
  if (!Number.isSafeInteger(points) || points <= 0) throw new Error(`points must be a positive integer, got ${points}`);
}
