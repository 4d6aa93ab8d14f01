import { AI_DEVICE_TYPES, DEFAULT_CONFIDENCE_THRESHOLD, type AiMeal, type Page } from '@canteen/contract';
import { actorOf, deviceOf, type Ctx } from '../../platform/context';
import { pageOf, Where } from '../../platform/sql';
import { businessRule, fieldError, notFound } from '../../platform/http/errors';
import { merchantTimeZone } from '../settings';
import { configOfCanteen } from './aiConfig';
import { addPicture } from './aiDishes';

interface MealRow {
  id: number;
  canteen_id: number;
  canteen_name: string | null;
  device_id: number;
  device_name: string | null;
  device_trade_no: string;
  recognised_at: string;
  picture: string;
  needs_review: boolean;
  reviewed_at: string | null;
  reviewed_by: string | null;
  threshold: number;
}
interface MealDishRow {
  id: number;
  meal_id: number;
  ai_dish_id: number | null;
  dish_number: number;
  dish_name: string;
  confidence: number | null;
  source: 'device' | 'review';
  removed_at: string | null;
}

const SELECT = `SELECT m.id, m.canteen_id, (SELECT c.name FROM canteens c WHERE c.id = m.canteen_id) AS canteen_name, m.device_id,
                       (SELECT d.name FROM devices d WHERE d.id = m.device_id) AS device_name, m.device_trade_no, m.recognised_at, m.picture,
                       m.needs_review, m.reviewed_at, (SELECT u.username FROM mgr_users u WHERE u.id = m.reviewed_by) AS reviewed_by,
                       coalesce((SELECT cfg.confidence_threshold FROM ai_menu_configs cfg WHERE cfg.merchant_id = m.merchant_id AND cfg.canteen_id = m.canteen_id), ${DEFAULT_CONFIDENCE_THRESHOLD}) AS threshold
                  FROM ai_meals m`;

const visible = (ctx: Ctx): Where => new Where('m.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'm.canteen_id');

async function withDishes(ctx: Ctx, rows: MealRow[]): Promise<AiMeal[]> {
  if (!rows.length) return [];
  const dishes = await ctx.db.query<MealDishRow>(
    `SELECT md.id, md.meal_id, md.ai_dish_id, md.dish_number, coalesce(d.dish_name, md.dish_name) AS dish_name, md.confidence, md.source, md.removed_at
       FROM ai_meal_dishes md LEFT JOIN ai_dishes d ON d.id = md.ai_dish_id
      WHERE md.merchant_id = $1 AND md.meal_id = ANY($2::int[]) ORDER BY md.id`,
    [ctx.merchantId, rows.map((r) => r.id)],
  );
  return rows.map((m) => {
    const own = dishes.filter((d) => d.meal_id === m.id);
    return {
      mealId: m.id,
      canteenId: m.canteen_id,
      canteenName: m.canteen_name,
      deviceId: m.device_id,
      deviceName: m.device_name,
      deviceTradeNo: m.device_trade_no,
      recognisedAt: new Date(m.recognised_at).toISOString(),
      picture: m.picture,
      needsReview: m.needs_review,
      reviewed: m.reviewed_at !== null,
      // A reviewer removed a recognised dish or added one the device missed.
      corrected: own.some((d) => d.removed_at !== null || d.source === 'review'),
      reviewedAt: m.reviewed_at ? new Date(m.reviewed_at).toISOString() : null,
      reviewedBy: m.reviewed_by,
      dishes: own.map((d) => ({
        mealDishId: d.id,
        aiDishId: d.ai_dish_id,
        dishNumber: d.dish_number,
        dishName: d.dish_name,
        confidence: d.confidence,
        lowConfidence: d.confidence !== null && d.confidence < m.threshold,
        source: d.source,
        removed: d.removed_at !== null,
      })),
    };
  });
}

export async function pageMeals(
  ctx: Ctx,
  q: { page: number; limit: number; canteenId?: number; day?: string; reviewed?: boolean },
): Promise<Page<AiMeal>> {
  const w = visible(ctx);
  if (q.canteenId) w.add('m.canteen_id = ?', q.canteenId);
  if (q.day) w.add(`(m.recognised_at AT TIME ZONE ?)::date = ?::date`, await merchantTimeZone(ctx), q.day);
  if (q.reviewed !== undefined) w.add(q.reviewed ? 'm.reviewed_at IS NOT NULL' : 'm.reviewed_at IS NULL');
  const page = await pageOf<MealRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM ai_meals m WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY m.recognised_at DESC, m.id DESC`,
    params: w.params,
  });
  return { ...page, records: await withDishes(ctx, page.records) };
}

/** The next meal to review: those with unknown or doubtful dishes first, then the oldest. */
export async function nextMealToReview(ctx: Ctx, canteenId?: number): Promise<AiMeal | null> {
  const w = visible(ctx).add('m.reviewed_at IS NULL');
  if (canteenId) w.add('m.canteen_id = ?', canteenId);
  const rows = await ctx.db.query<MealRow>(`${SELECT} WHERE ${w.sql} ORDER BY m.needs_review DESC, m.recognised_at, m.id LIMIT 1`, w.params);
  return (await withDishes(ctx, rows))[0] ?? null;
}

async function findMeal(ctx: Ctx, mealId: number): Promise<MealRow> {
  const w = visible(ctx).add('m.id = ?', mealId);
  const row = (await ctx.db.query<MealRow>(`${SELECT} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('meal');
  return row;
}

/** Enabled AI dishes of a canteen by id; any id missing (another canteen, merchant or disabled) is a field error. */
async function dishesOfCanteen(ctx: Ctx, canteenId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.query<{ id: number; dish_number: number; dish_name: string }>(
    `SELECT id, dish_number, dish_name FROM ai_dishes WHERE merchant_id = $1 AND canteen_id = $2 AND enabled AND id = ANY($3::int[])`,
    [ctx.merchantId, canteenId, unique],
  );
  if (rows.length !== unique.length) throw fieldError('aiDishId', 'aiDishOtherCanteen');
  return new Map(rows.map((r) => [r.id, r]));
}

async function insertReviewDish(ctx: Ctx, mealId: number, dish: { id: number; dish_number: number; dish_name: string }) {
  return (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO ai_meal_dishes (merchant_id, meal_id, ai_dish_id, dish_number, dish_name, source) VALUES ($1, $2, $3, $4, $5, 'review') RETURNING id`,
      [ctx.merchantId, mealId, dish.id, dish.dish_number, dish.dish_name],
    )
  )[0].id;
}

/**
 * Confirms or corrects a meal: `aiDishIds` is the final list (a dish may appear more than once). Recognised dishes
 * beyond it are marked removed, missing ones are added as the reviewer's, and the meal is marked reviewed.
 */
export async function reviewMeal(ctx: Ctx, input: { mealId: number; aiDishIds: number[] }) {
  const meal = await findMeal(ctx, input.mealId);
  const known = await dishesOfCanteen(ctx, meal.canteen_id, input.aiDishIds);
  const current = await ctx.db.query<{ id: number; ai_dish_id: number | null }>(
    `SELECT id, ai_dish_id FROM ai_meal_dishes WHERE merchant_id = $1 AND meal_id = $2 AND removed_at IS NULL ORDER BY id`,
    [ctx.merchantId, meal.id],
  );
  const wanted = [...input.aiDishIds];
  const removeIds: number[] = [];
  for (const row of current) {
    const at = row.ai_dish_id === null ? -1 : wanted.indexOf(row.ai_dish_id);
    if (at >= 0) wanted.splice(at, 1);
    else removeIds.push(row.id);
  }
  const { userId } = actorOf(ctx);
  if (removeIds.length) {
    await ctx.db.query(`UPDATE ai_meal_dishes SET removed_at = $3, removed_by = $4 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [
      ctx.merchantId,
      removeIds,
      ctx.now(),
      userId,
    ]);
  }
  for (const dishId of wanted) await insertReviewDish(ctx, meal.id, known.get(dishId)!);
  await ctx.db.query(`UPDATE ai_meals SET reviewed_at = $3, reviewed_by = $4 WHERE id = $1 AND merchant_id = $2`, [meal.id, ctx.merchantId, ctx.now(), userId]);
  return { corrected: removeIds.length > 0 || wanted.length > 0 };
}

/** Removes a wrongly recognised dish from a meal; the row stays, marked removed, as a correction. */
export async function removeMealDish(ctx: Ctx, mealDishId: number) {
  const w = visible(ctx).add('md.id = ?', mealDishId);
  const row = (
    await ctx.db.query<{ removed_at: string | null }>(
      `SELECT md.removed_at FROM ai_meal_dishes md JOIN ai_meals m ON m.id = md.meal_id WHERE ${w.sql}`,
      w.params,
    )
  )[0];
  if (!row || row.removed_at) throw notFound('meal dish');
  await ctx.db.query(`UPDATE ai_meal_dishes SET removed_at = $3, removed_by = $4 WHERE id = $1 AND merchant_id = $2`, [
    mealDishId,
    ctx.merchantId,
    ctx.now(),
    actorOf(ctx).userId,
  ]);
  return null;
}

export async function addMealDish(ctx: Ctx, input: { mealId: number; aiDishId: number }) {
  const meal = await findMeal(ctx, input.mealId);
  const dish = (await dishesOfCanteen(ctx, meal.canteen_id, [input.aiDishId])).get(input.aiDishId)!;
  return { mealDishId: await insertReviewDish(ctx, meal.id, dish) };
}

/** All enabled AI dishes of the caller's canteens (or one), for pickers. */
export async function allDishes(ctx: Ctx, canteenId?: number) {
  const w = new Where('d.merchant_id = ? AND d.enabled', ctx.merchantId).scope(ctx, 'canteen', 'd.canteen_id');
  if (canteenId) w.add('d.canteen_id = ?', canteenId);
  return ctx.db.query<{ aiDishId: number; canteenId: number; dishName: string; dishNumber: number }>(
    `SELECT d.id AS "aiDishId", d.canteen_id AS "canteenId", d.dish_name AS "dishName", d.dish_number AS "dishNumber"
       FROM ai_dishes d WHERE ${w.sql} ORDER BY d.canteen_id, d.dish_number`,
    w.params,
  );
}

/** A picture from a reviewed meal becomes a picture of one of that canteen's AI dishes. */
export async function addMealPicture(ctx: Ctx, input: { mealId: number; aiDishId: number }) {
  const meal = await findMeal(ctx, input.mealId);
  if (!meal.reviewed_at) throw businessRule('aiMealNotReviewed');
  await dishesOfCanteen(ctx, meal.canteen_id, [input.aiDishId]);
  return addPicture(ctx, input.aiDishId, meal.id);
}

interface DeviceMeal {
  deviceTradeNo: string;
  at: string;
  picture: string;
  dishes: { dishNumber: number; confidence: number }[];
}

/**
 * A dish-recognition device uploads a recognised meal. The device trade number is the idempotency key: a re-sent
 * upload returns the stored meal and writes nothing. Numbers are matched to the canteen's AI dishes; an unknown
 * number or a confidence under the threshold puts the meal first in the review queue.
 */
export async function uploadDeviceMeal(ctx: Ctx, input: DeviceMeal) {
  const { deviceId } = deviceOf(ctx);
  const device = (
    await ctx.db.query<{ type: string; canteen_id: number }>(`SELECT type, canteen_id FROM devices WHERE id = $1 AND merchant_id = $2`, [deviceId, ctx.merchantId])
  )[0];
  if (!device) throw notFound('device');
  if (!(AI_DEVICE_TYPES as readonly string[]).includes(device.type)) throw businessRule('aiDeviceNotRecognition');
  const existing = await mealByTradeNo(ctx, deviceId, input.deviceTradeNo);
  if (existing) return { mealId: existing.id, duplicate: true, needsReview: existing.needs_review };

  const config = await configOfCanteen(ctx, device.canteen_id);
  if (!config.enabled) throw businessRule('aiRecognitionOff');
  const numbers = [...new Set(input.dishes.map((d) => d.dishNumber))];
  const known = await ctx.db.query<{ id: number; dish_number: number; dish_name: string }>(
    `SELECT id, dish_number, dish_name FROM ai_dishes WHERE merchant_id = $1 AND canteen_id = $2 AND enabled AND dish_number = ANY($3::int[])`,
    [ctx.merchantId, device.canteen_id, numbers],
  );
  const byNumber = new Map(known.map((d) => [d.dish_number, d]));
  const needsReview = input.dishes.some((d) => !byNumber.has(d.dishNumber) || d.confidence < config.confidenceThreshold);
  const inserted = await ctx.db.query<{ id: number }>(
    `INSERT INTO ai_meals (merchant_id, canteen_id, device_id, device_trade_no, recognised_at, picture, needs_review)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (merchant_id, device_id, device_trade_no) DO NOTHING RETURNING id`,
    [ctx.merchantId, device.canteen_id, deviceId, input.deviceTradeNo, input.at, input.picture, needsReview],
  );
  // Two uploads of the same trade raced; the first one stored the meal.
  if (!inserted.length) {
    const first = (await mealByTradeNo(ctx, deviceId, input.deviceTradeNo))!;
    return { mealId: first.id, duplicate: true, needsReview: first.needs_review };
  }
  const mealId = inserted[0].id;
  for (const d of input.dishes) {
    const dish = byNumber.get(d.dishNumber);
    await ctx.db.query(
      `INSERT INTO ai_meal_dishes (merchant_id, meal_id, ai_dish_id, dish_number, dish_name, confidence, source) VALUES ($1, $2, $3, $4, $5, $6, 'device')`,
      [ctx.merchantId, mealId, dish?.id ?? null, d.dishNumber, dish?.dish_name ?? '', d.confidence],
    );
  }
  return { mealId, duplicate: false, needsReview };
}

async function mealByTradeNo(ctx: Ctx, deviceId: number, tradeNo: string) {
  return (
    await ctx.db.query<{ id: number; needs_review: boolean }>(
      `SELECT id, needs_review FROM ai_meals WHERE merchant_id = $1 AND device_id = $2 AND device_trade_no = $3`,
      [ctx.merchantId, deviceId, tradeNo],
    )
  )[0];
}
