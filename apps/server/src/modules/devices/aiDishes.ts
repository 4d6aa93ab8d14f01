import { AI_DISH_PICTURE_LIMIT, type AiDish, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { defineResource } from '../../platform/resource';
import { businessRule, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { canteenOptions, findCanteen } from '../canteens';
import { removeImage, uploadImage } from '../files';
import { likeContains, pageOf, Where } from '../../platform/sql';

/** The recognition catalogue: an AI dish is a label number of a canteen with the pictures the model learns from. */
export const aiDishes = defineResource<AiDish>({
  table: 'ai_dishes',
  idField: 'aiDishId',
  fields: { canteenId: 'canteen_id', dishName: 'dish_name', dishNumber: 'dish_number', dishId: 'dish_id', enabled: 'enabled', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: {
    canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)',
    pictureCount: '(SELECT count(*)::int FROM ai_dish_pictures p WHERE p.ai_dish_id = r.id)',
    pictures: `(SELECT coalesce(json_agg(json_build_object('pictureId', p.id, 'url', p.url, 'mealId', p.meal_id) ORDER BY p.id), '[]'::json)
                  FROM ai_dish_pictures p WHERE p.ai_dish_id = r.id)`,
  },
  filters: {
    canteenId: { column: 'canteen_id', op: 'eq' },
    dishName: { column: 'dish_name', op: 'like' },
    dishNumber: { column: 'dish_number', op: 'eq' },
    enabled: { column: 'enabled', op: 'eq' },
  },
  orderBy: 'r.canteen_id, r.dish_number',
  scope: { type: 'canteen', column: 'canteen_id' },
  // A label number names one dish per canteen; a clash is shown on the number.
  unique: [['dishNumber', 'canteenId']],
  what: 'AI dish',
});

const numberTaken = (e: unknown) => {
  throw isUniqueViolation(e) ? fieldError('dishNumber', 'alreadyExists') : e;
};

type DishFields = {
  dishName: string;
  dishNumber: number;
  dishId?: number | null;
  enabled: boolean;
};

export async function addDish(ctx: Ctx, input: DishFields & { canteenId: number }) {
  await findCanteen(ctx, input.canteenId);
  return { aiDishId: await aiDishes.create(ctx, input).catch(numberTaken) };
}

export async function updateDish(ctx: Ctx, { aiDishId, ...input }: DishFields & { aiDishId: number }) {
  await aiDishes.update(ctx, aiDishId, { dishId: null, ...input }).catch(numberTaken);
  return null;
}

/** Removes the dish; its pictures go with it, records and files. */
export async function removeDish(ctx: Ctx, aiDishId: number) {
  await aiDishes.get(ctx, aiDishId);
  const pictures = await ctx.db.query<{ url: string }>(`SELECT url FROM ai_dish_pictures WHERE merchant_id = $1 AND ai_dish_id = $2`, [ctx.merchantId, aiDishId]);
  await aiDishes.remove(ctx, aiDishId);
  for (const { url } of pictures) await removeImage(ctx, url);
  return null;
}

/** The caller's canteens, each with its AI config state and counts. */
export async function aiCanteens(ctx: Ctx) {
  const canteens = await canteenOptions(ctx);
  const stats = await ctx.db.query<{ canteen_id: number; configured: boolean; enabled: boolean; dish_count: number; picture_count: number }>(
    `SELECT c.id AS canteen_id, cfg.id IS NOT NULL AS configured, coalesce(cfg.enabled, false) AS enabled,
            (SELECT count(*)::int FROM ai_dishes d WHERE d.merchant_id = c.merchant_id AND d.canteen_id = c.id) AS dish_count,
            (SELECT count(*)::int FROM ai_dish_pictures p JOIN ai_dishes d ON d.id = p.ai_dish_id
              WHERE d.merchant_id = c.merchant_id AND d.canteen_id = c.id) AS picture_count
       FROM canteens c LEFT JOIN ai_menu_configs cfg ON cfg.merchant_id = c.merchant_id AND cfg.canteen_id = c.id
      WHERE c.merchant_id = $1 AND c.id = ANY($2::int[])`,
    [ctx.merchantId, canteens.map((c) => c.canteenId)],
  );
  const byId = new Map(stats.map((s) => [s.canteen_id, s]));
  return canteens.map((c) => {
    const s = byId.get(c.canteenId);
    return {
      canteenId: c.canteenId,
      canteenName: c.canteenName,
      configured: s?.configured ?? false,
      enabled: s?.enabled ?? false,
      dishCount: s?.dish_count ?? 0,
      pictureCount: s?.picture_count ?? 0,
    };
  });
}

interface NumberRow {
  aiDishId: number;
  canteenId: number;
  canteenName: string | null;
  dishNumber: number;
  dishName: string;
  enabled: boolean;
  pictureCount: number;
  lastPictureAt: string | null;
  recognisedCount: number;
}

/** Registration info: each dish number with the pictures registered for it and how often devices recognised it. */
export async function pageNumbers(
  ctx: Ctx,
  q: { page: number; limit: number; canteenId?: number; dishNumber?: number; dishName?: string },
): Promise<Page<NumberRow>> {
  const w = new Where('d.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'd.canteen_id');
  if (q.canteenId) w.add('d.canteen_id = ?', q.canteenId);
  if (q.dishNumber) w.add('d.dish_number = ?', q.dishNumber);
  if (q.dishName) w.add('d.dish_name ILIKE ?', likeContains(q.dishName));
  return pageOf<NumberRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM ai_dishes d WHERE ${w.sql}`,
    rows: `SELECT d.id AS "aiDishId", d.canteen_id AS "canteenId", (SELECT c.name FROM canteens c WHERE c.id = d.canteen_id) AS "canteenName",
            d.dish_number AS "dishNumber", d.dish_name AS "dishName", d.enabled,
            (SELECT count(*)::int FROM ai_dish_pictures p WHERE p.ai_dish_id = d.id) AS "pictureCount",
            (SELECT max(p.created_at) FROM ai_dish_pictures p WHERE p.ai_dish_id = d.id) AS "lastPictureAt",
            (SELECT count(*)::int FROM ai_meal_dishes md WHERE md.merchant_id = d.merchant_id AND md.ai_dish_id = d.id AND md.removed_at IS NULL) AS "recognisedCount"
       FROM ai_dishes d WHERE ${w.sql} ORDER BY d.canteen_id, d.dish_number`,
    params: w.params,
  });
}

/** Stores an uploaded image (checked by content and size by the files service) as a picture of the dish. */
export async function addPicture(ctx: Ctx, aiDishId: number, mealId: number | null = null) {
  const dish = await aiDishes.get(ctx, aiDishId);
  if (dish.pictureCount >= AI_DISH_PICTURE_LIMIT) throw businessRule('aiDishPictureLimit', { limit: AI_DISH_PICTURE_LIMIT });
  const image = await uploadImage(ctx, 'menuai');
  const row = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO ai_dish_pictures (merchant_id, ai_dish_id, url, width, height, meal_id, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [ctx.merchantId, aiDishId, image.fileNameUrl, image.width, image.height, mealId, ctx.actor?.userId ?? null],
    )
  )[0];
  return { pictureId: row.id, url: image.fileNameUrl };
}

export async function removePicture(ctx: Ctx, pictureId: number) {
  const w = new Where('p.id = ? AND p.merchant_id = ? AND d.id = p.ai_dish_id', pictureId, ctx.merchantId).scope(ctx, 'canteen', 'd.canteen_id');
  const rows = await ctx.db.query(
    `DELETE FROM ai_dish_pictures p USING ai_dishes d WHERE ${w.sql} RETURNING p.url`,
    w.params,
  );
  if (!rows.length) throw notFound('picture');
  await removeImage(ctx, (rows[0] as { url: string }).url);
  return null;
}
