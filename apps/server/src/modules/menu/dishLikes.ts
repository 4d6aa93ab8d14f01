import type { LikeRank, Page, SurveyAnswer } from '@canteen/contract';
import { deviceOf, type Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { likeContains, pageOf, Where } from '../../platform/sql';
import { merchantTimeZone } from '../settings';
import { localClock } from '../canteens';
import { getDish } from './dishes';

/**
 * Diners' likes of dishes and their survey answers (a like with a score 1–5 and/or a comment). The ordering app or
 * a device sends them; one like a person, dish and day (the merchant's day), a second one updates the answer.
 */

interface DayRange {
  startDate?: string;
  endDate?: string;
}

function dayRange(q: DayRange, w: Where): Where {
  if (q.startDate) w.add('l.like_day >= ?', q.startDate);
  if (q.endDate) w.add('l.like_day <= ?', q.endDate);
  return w;
}

/** A diner's like, with an optional score and comment (device call: the person must be one of the merchant's). */
export async function addLike(ctx: Ctx, input: { custId: number; dishesId: number; score: number | null; comment: string }): Promise<{ likeId: number; repeated: boolean }> {
  const dish = (
    await ctx.db.query<{ audit_state: string }>(`SELECT audit_state FROM menu_dishes WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, input.dishesId])
  )[0];
  if (!dish || dish.audit_state !== 'approved') throw fieldError('dishesId', 'dishUnknown', { id: input.dishesId });
  const day = localClock(ctx.now(), await merchantTimeZone(ctx)).day;
  try {
    const row = (
      await ctx.db.query<{ id: number; repeated: boolean }>(
        `INSERT INTO menu_dish_likes AS l (merchant_id, dish_id, cust_id, like_day, score, comment, device_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
         ON CONFLICT (dish_id, cust_id, like_day) DO UPDATE
           SET score = COALESCE(EXCLUDED.score, l.score),
               comment = CASE WHEN EXCLUDED.comment <> '' THEN EXCLUDED.comment ELSE l.comment END,
               updated_at = EXCLUDED.updated_at
         RETURNING id, (xmax::text <> '0') AS repeated`,
        [ctx.merchantId, input.dishesId, input.custId, day, input.score, input.comment, deviceOf(ctx).deviceId, ctx.now().toISOString()],
      )
    )[0];
    return { likeId: row.id, repeated: row.repeated };
  } catch (e) {
    // The composite key to customers refuses a person of another merchant or none.
    if ((e as { code?: string }).code === '23503') throw fieldError('custId', 'likePersonUnknown', { id: input.custId });
    throw e;
  }
}

/** Clears a dish's likes and survey answers. */
export async function emptyLikes(ctx: Ctx, dishesId: number): Promise<{ removed: number }> {
  await getDish(ctx, dishesId);
  const rows = await ctx.db.query(`DELETE FROM menu_dish_likes WHERE merchant_id = $1 AND dish_id = $2 RETURNING id`, [ctx.merchantId, dishesId]);
  return { removed: rows.length };
}

/** Dishes by likes over the days given, most liked first (then the better mean score). */
export async function likeRanking(ctx: Ctx, q: DayRange & { typeId?: number; page: number; limit: number }): Promise<Page<LikeRank>> {
  const w = new Where('d.merchant_id = ?', ctx.merchantId).scope(ctx, 'dish', 'd.type_id');
  if (q.typeId !== undefined) w.add('d.type_id = ?', q.typeId);
  dayRange(q, w);
  const grouped = `SELECT d.id AS "dishesId", d.name AS "dishName", t.name AS "typeName", d.images[1] AS image,
        count(l.id)::int AS "likeCount", count(l.score)::int AS "scoreCount", round(avg(l.score), 1)::float8 AS "avgScore"
      FROM menu_dishes d
      JOIN menu_dish_types t ON t.id = d.type_id AND t.merchant_id = d.merchant_id
      JOIN menu_dish_likes l ON l.dish_id = d.id AND l.merchant_id = d.merchant_id
     WHERE ${w.sql}
     GROUP BY d.id, d.name, t.name`;
  const page = await pageOf<Omit<LikeRank, 'rank'>>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM (${grouped}) g`,
    rows: `${grouped} ORDER BY "likeCount" DESC, "avgScore" DESC NULLS LAST, d.id`,
    params: w.params,
  });
  const first = (q.page - 1) * q.limit;
  return { ...page, records: page.records.map((r, i) => ({ rank: first + i + 1, ...r })) };
}

/**
 * Survey answers: likes with a score or a comment, newest first. The person's name and number are read from the
 * people's table beside the key that ties each like to one of the merchant's people (display only).
 */
export async function surveyList(ctx: Ctx, q: DayRange & { dishesId?: number; score?: number; custName?: string; page: number; limit: number }): Promise<Page<SurveyAnswer>> {
  // The dishes of the role's dish scope, answered by people of its organisation scope.
  const w = new Where(`l.merchant_id = ? AND (l.score IS NOT NULL OR l.comment <> '')`, ctx.merchantId).scope(ctx, 'dish', 'd.type_id').scope(ctx, 'org', 'c.org_id');
  dayRange(q, w);
  if (q.dishesId !== undefined) w.add('l.dish_id = ?', q.dishesId);
  if (q.score !== undefined) w.add('l.score = ?', q.score);
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  const from = `FROM menu_dish_likes l
      JOIN menu_dishes d ON d.id = l.dish_id AND d.merchant_id = l.merchant_id
      JOIN people_directory c ON c.id = l.cust_id AND c.merchant_id = l.merchant_id`;
  return pageOf<SurveyAnswer>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${from} WHERE ${w.sql}`,
    rows: `SELECT l.id AS "likeId", l.dish_id AS "dishesId", d.name AS "dishName", l.score, l.comment, l.cust_id AS "custId", c.cust_name AS "custName",
            c.cust_num AS "custNum", l.like_day AS "likeDay", l.updated_at AS "createdAt"
       ${from} WHERE ${w.sql} ORDER BY l.updated_at DESC, l.id DESC`,
    params: w.params,
  });
}

/** A like as the demo seed records it, on a given day (no device). */
export async function seedLike(ctx: Ctx, like: { custId: number; dishesId: number; day: string; score: number | null; comment: string; at: Date }): Promise<void> {
  await ctx.db.query(
    `INSERT INTO menu_dish_likes (merchant_id, dish_id, cust_id, like_day, score, comment, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (dish_id, cust_id, like_day) DO NOTHING`,
    [ctx.merchantId, like.dishesId, like.custId, like.day, like.score, like.comment, like.at.toISOString()],
  );
}
