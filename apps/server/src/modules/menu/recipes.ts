import { RECIPE_RANGE_MAX_DAYS, type Page, type Recipe, type RecipeDetail, type RecipePlan } from '@canteen/contract';
import { actorOf, withTx, type Ctx } from '../../platform/context';
import { scopeIds } from '../../platform/access';
import { businessRule, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { translate, type MessageKey } from '../../platform/messages';
import { likeContains, pageOf, Where } from '../../platform/sql';
import { daysBetween, findCanteen, listPeriods } from '../canteens';
import { bumpDeviceVersion } from '../devices';
import { assertDishes } from './dishFacts';
import { recipeDeviceCountSql } from './recipeReach';

/**
 * Recipes (menurecipe): what a canteen serves at one meal of one day, as dishes with their supply, price and serving
 * time. One recipe per canteen, day and meal. Canteen-bound, so every read and write keeps to the caller's canteen
 * scope; only approved dishes within the caller's dish scope go on a recipe.
 */

export interface RecipeFields {
  canteenId: number;
  recipeDate: string;
  mealType: number;
  name: string;
  remark: string;
}
export interface DetailFields {
  supplyQty: number | null;
  discountPrice: number | null;
  startTime: string | null;
  endTime: string | null;
  sort: number;
}
export interface DetailLine extends DetailFields {
  dishId: number;
}

const minutes = (hhmm: string | null) => (hhmm === null ? null : Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)));
export const hhmm = (m: number | null) => (m === null ? null : `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
export const mealName = (ctx: Ctx, mealType: number) => translate(ctx.lang, `mealType${mealType}` as MessageKey);


/** Refuses a range whose end is before its start or that covers more than the planner's 31 days. */
export function assertRange(from: string, to: string, field = 'endDate') {
  const span = daysBetween(from, to);
  if (span < 0) throw fieldError(field, 'recipeRangeOrder');
  if (span + 1 > RECIPE_RANGE_MAX_DAYS) throw fieldError(field, 'recipeRangeTooLong', { days: RECIPE_RANGE_MAX_DAYS });
}

const RECIPE_COLUMNS = `r.id AS "recipeId", r.canteen_id AS "canteenId", c.name AS "canteenName", to_char(r.recipe_date, 'YYYY-MM-DD') AS "recipeDate",
  r.meal_type AS "mealType", r.name, r.enabled,
  (SELECT count(*)::int FROM menu_recipe_details d WHERE d.recipe_id = r.id AND d.merchant_id = r.merchant_id) AS "dishCount",
  coalesce((SELECT array_agg(x.name) FROM (SELECT m.name FROM menu_recipe_details d JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = d.merchant_id
     WHERE d.recipe_id = r.id AND d.merchant_id = r.merchant_id ORDER BY d.sort, d.id LIMIT 8) x), '{}') AS "dishNames",
  r.issue_count AS "issueCount", ${recipeDeviceCountSql('r')} AS "deviceCount", r.issued_at AS "issuedAt", r.applet_issued_at AS "appletIssuedAt",
  ((r.issued_at IS NOT NULL AND r.updated_at > r.issued_at) OR (r.applet_issued_at IS NOT NULL AND r.updated_at > r.applet_issued_at)) AS "changedSinceIssue",
  r.remark, r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;
const RECIPE_FROM = `FROM menu_recipes r JOIN canteens c ON c.id = r.canteen_id AND c.merchant_id = r.merchant_id`;

interface RecipeRow {
  id: number;
  canteen_id: number;
  recipe_date: string;
  meal_type: number;
  enabled: boolean;
}

/** The recipe, locked for the write that follows; 40400 when another merchant's or outside the caller's canteens. */
export async function lockRecipe(ctx: Ctx, recipeId: number): Promise<RecipeRow> {
  const w = new Where('merchant_id = ? AND id = ?', ctx.merchantId, recipeId).scope(ctx, 'canteen', 'canteen_id');
  const row = (
    await ctx.db.query<RecipeRow>(
      `SELECT id, canteen_id, to_char(recipe_date, 'YYYY-MM-DD') AS recipe_date, meal_type, enabled FROM menu_recipes WHERE ${w.sql} FOR UPDATE`,
      w.params,
    )
  )[0];
  if (!row) throw notFound('recipe');
  return row;
}

/** Marks a recipe changed (its content differs from what was issued). */
const touch = (ctx: Ctx, recipeId: number) => ctx.db.query(`UPDATE menu_recipes SET updated_at = $3 WHERE id = $1 AND merchant_id = $2`, [recipeId, ctx.merchantId, ctx.now()]);

function checkTimes(line: DetailFields, field: string) {
  const start = minutes(line.startTime);
  const end = minutes(line.endTime);
  // 00:00 as an end is before every start of the day, even an open one (the column holds 1‥1440).
  if (end === 0 || (start !== null && end !== null && end <= start)) throw fieldError(field, 'recipeTimeOrder');
}

async function insertRecipe(ctx: Ctx, input: RecipeFields & { enabled?: boolean }): Promise<number> {
  await findCanteen(ctx, input.canteenId);
  try {
    const now = ctx.now();
    return (
      await ctx.db.query<{ id: number }>(
        `INSERT INTO menu_recipes (merchant_id, canteen_id, recipe_date, meal_type, name, remark, enabled, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
        [ctx.merchantId, input.canteenId, input.recipeDate, input.mealType, input.name, input.remark, input.enabled ?? true, now],
      )
    )[0].id;
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('recipeDate', 'recipeExists');
    throw e;
  }
}

export async function addRecipe(ctx: Ctx, input: RecipeFields): Promise<{ recipeId: number }> {
  return withTx(ctx, async (tx) => ({ recipeId: await insertRecipe(tx, input) }));
}

export async function editRecipe(ctx: Ctx, input: RecipeFields & { recipeId: number }): Promise<null> {
  await lockRecipe(ctx, input.recipeId);
  await findCanteen(ctx, input.canteenId);
  try {
    await ctx.db.query(
      `UPDATE menu_recipes SET canteen_id = $3, recipe_date = $4, meal_type = $5, name = $6, remark = $7, updated_at = $8 WHERE id = $1 AND merchant_id = $2`,
      [input.recipeId, ctx.merchantId, input.canteenId, input.recipeDate, input.mealType, input.name, input.remark, ctx.now()],
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('recipeDate', 'recipeExists');
    throw e;
  }
  return null;
}

/** Removing an issued recipe tells its canteen's devices, so they stop showing it. */
export async function removeRecipe(ctx: Ctx, recipeId: number): Promise<null> {
  const row = await lockRecipe(ctx, recipeId);
  const issued = (await ctx.db.query(`SELECT 1 FROM menu_recipe_issue_recipes WHERE merchant_id = $1 AND recipe_id = $2 LIMIT 1`, [ctx.merchantId, recipeId])).length > 0;
  await ctx.db.query(`DELETE FROM menu_recipes WHERE id = $1 AND merchant_id = $2`, [recipeId, ctx.merchantId]);
  if (issued) await bumpDeviceVersion(ctx, 'menu', row.canteen_id);
  return null;
}

/** Dish lines checked together: approved dishes the caller reaches, each once, sane times. */
async function checkLines(ctx: Ctx, lines: DetailLine[], field: string) {
  const dishes = await assertDishes(ctx, lines.map((l) => l.dishId), field, true);
  const seen = new Set<number>();
  lines.forEach((line, i) => {
    if (seen.has(line.dishId)) throw fieldError(`${field}.${i}.dishId`, 'recipeDishTwice', { name: dishes.get(line.dishId)?.dishName ?? '' });
    seen.add(line.dishId);
    checkTimes(line, `${field}.${i}.endTime`);
  });
  return dishes;
}

async function insertLines(ctx: Ctx, recipeId: number, lines: DetailLine[]): Promise<number[]> {
  if (!lines.length) return [];
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO menu_recipe_details (merchant_id, recipe_id, dish_id, supply_qty, discount_price, start_minute, end_minute, sort)
     SELECT $1, $2, * FROM unnest($3::int[], $4::int[], $5::bigint[], $6::int[], $7::int[], $8::int[]) RETURNING id`,
    [
      ctx.merchantId,
      recipeId,
      lines.map((l) => l.dishId),
      lines.map((l) => l.supplyQty),
      lines.map((l) => l.discountPrice),
      lines.map((l) => minutes(l.startTime)),
      lines.map((l) => minutes(l.endTime)),
      lines.map((l) => l.sort),
    ],
  );
  return rows.map((r) => r.id);
}

export async function addDetails(ctx: Ctx, input: { recipeId: number; details: DetailLine[] }): Promise<{ detailIds: number[] }> {
  await lockRecipe(ctx, input.recipeId);
  const dishes = await checkLines(ctx, input.details, 'details');
  const taken = await ctx.db.query<{ dish_id: number }>(`SELECT dish_id FROM menu_recipe_details WHERE merchant_id = $1 AND recipe_id = $2 AND dish_id = ANY($3::int[])`, [
    ctx.merchantId,
    input.recipeId,
    input.details.map((d) => d.dishId),
  ]);
  if (taken.length) {
    const i = input.details.findIndex((d) => d.dishId === taken[0].dish_id);
    throw fieldError(`details.${i}.dishId`, 'recipeDishTwice', { name: dishes.get(taken[0].dish_id)?.dishName ?? '' });
  }
  const detailIds = await insertLines(ctx, input.recipeId, input.details);
  await touch(ctx, input.recipeId);
  return { detailIds };
}

/**
 * Creates the canteen/day/meal recipe or replaces its name, remark, state and dishes (the planner saves a cell with
 * it). Dishes outside the caller's dish scope stay on the recipe: the caller neither sees nor replaces them.
 */
export async function saveWithDetails(ctx: Ctx, input: RecipeFields & { enabled: boolean; details: DetailLine[] }): Promise<{ recipeId: number; created: boolean }> {
  await findCanteen(ctx, input.canteenId);
  await checkLines(ctx, input.details, 'details');
  const existing = (
    await ctx.db.query<{ id: number }>(`SELECT id FROM menu_recipes WHERE merchant_id = $1 AND canteen_id = $2 AND recipe_date = $3 AND meal_type = $4 FOR UPDATE`, [
      ctx.merchantId,
      input.canteenId,
      input.recipeDate,
      input.mealType,
    ])
  )[0];
  if (!existing) {
    const recipeId = await insertRecipe(ctx, input);
    await insertLines(ctx, recipeId, input.details);
    return { recipeId, created: true };
  }
  const recipeId = existing.id;
  await ctx.db.query(`UPDATE menu_recipes SET name = $3, remark = $4, enabled = $5, updated_at = $6 WHERE id = $1 AND merchant_id = $2`, [
    recipeId,
    ctx.merchantId,
    input.name,
    input.remark,
    input.enabled,
    ctx.now(),
  ]);
  const mine = new Where('d.merchant_id = ? AND d.recipe_id = ? AND m.id = d.dish_id AND m.merchant_id = d.merchant_id', ctx.merchantId, recipeId).scope(ctx, 'dish', 'm.type_id');
  await ctx.db.query(`DELETE FROM menu_recipe_details d USING menu_dishes m WHERE ${mine.sql}`, mine.params);
  const kept = await ctx.db.query<{ dish_id: number }>(`SELECT dish_id FROM menu_recipe_details WHERE merchant_id = $1 AND recipe_id = $2`, [ctx.merchantId, recipeId]);
  const keptIds = new Set(kept.map((k) => k.dish_id));
  await insertLines(ctx, recipeId, input.details.filter((d) => !keptIds.has(d.dishId)));
  return { recipeId, created: false };
}

/** A detail the caller reaches (its recipe's canteen and its dish's type), locked. */
async function lockDetails(ctx: Ctx, detailIds: number[]): Promise<{ id: number; recipe_id: number }[]> {
  const w = new Where('d.merchant_id = ? AND d.id = ANY(?::int[])', ctx.merchantId, detailIds).scope(ctx, 'canteen', 'r.canteen_id').scope(ctx, 'dish', 'm.type_id');
  return ctx.db.query(
    `SELECT d.id, d.recipe_id FROM menu_recipe_details d
       JOIN menu_recipes r ON r.id = d.recipe_id AND r.merchant_id = d.merchant_id
       JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = d.merchant_id
      WHERE ${w.sql}
      ORDER BY d.id FOR UPDATE OF d`,
    w.params,
  );
}

export async function editDetail(ctx: Ctx, input: DetailFields & { detailId: number }): Promise<null> {
  const found = (await lockDetails(ctx, [input.detailId]))[0];
  if (!found) throw notFound('recipe dish');
  checkTimes(input, 'endTime');
  await ctx.db.query(
    `UPDATE menu_recipe_details SET supply_qty = $3, discount_price = $4, start_minute = $5, end_minute = $6, sort = $7 WHERE id = $1 AND merchant_id = $2`,
    [input.detailId, ctx.merchantId, input.supplyQty, input.discountPrice, minutes(input.startTime), minutes(input.endTime), input.sort],
  );
  await touch(ctx, found.recipe_id);
  return null;
}

/** All or nothing: one id the caller does not reach refuses the batch. */
export async function removeDetails(ctx: Ctx, detailIds: number[]): Promise<{ removed: number }> {
  const unique = [...new Set(detailIds)];
  const found = await lockDetails(ctx, unique);
  if (found.length !== unique.length) throw notFound('recipe dish');
  await ctx.db.query(`DELETE FROM menu_recipe_details WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, unique]);
  for (const recipeId of new Set(found.map((f) => f.recipe_id))) await touch(ctx, recipeId);
  return { removed: found.length };
}

export interface RecipeQuery {
  canteenId?: number;
  startDate?: string;
  endDate?: string;
  mealType?: number;
  enabled?: boolean;
  issued?: boolean;
  name?: string;
}

export function recipeWhere(ctx: Ctx, q: RecipeQuery): Where {
  const w = new Where('r.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'r.canteen_id');
  if (q.canteenId !== undefined) w.add('r.canteen_id = ?', q.canteenId);
  if (q.mealType !== undefined) w.add('r.meal_type = ?', q.mealType);
  if (q.enabled !== undefined) w.add('r.enabled = ?', q.enabled);
  if (q.startDate) w.add('r.recipe_date >= ?', q.startDate);
  if (q.endDate) w.add('r.recipe_date <= ?', q.endDate);
  if (q.issued !== undefined) w.add(q.issued ? 'r.issue_count > 0' : 'r.issue_count = 0');
  if (q.name) w.add('r.name ILIKE ?', likeContains(q.name));
  return w;
}

export function recipePage(ctx: Ctx, q: RecipeQuery & { page: number; limit: number }): Promise<Page<Recipe>> {
  const w = recipeWhere(ctx, q);
  return pageOf<Recipe>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM menu_recipes r WHERE ${w.sql}`,
    rows: `SELECT ${RECIPE_COLUMNS} ${RECIPE_FROM} WHERE ${w.sql} ORDER BY r.recipe_date DESC, r.canteen_id, r.meal_type`,
    params: w.params,
  });
}

const DETAIL_SELECT = `SELECT d.id AS "detailId", d.recipe_id AS "recipeId", d.dish_id AS "dishId", m.name AS "dishName", m.type_id AS "typeId", t.name AS "typeName",
    m.price::int AS price, d.discount_price::int AS "discountPrice", m.images[1] AS image, d.supply_qty AS "supplyQty", d.start_minute, d.end_minute, d.sort
  FROM menu_recipe_details d
  JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = d.merchant_id
  JOIN menu_dish_types t ON t.id = m.type_id AND t.merchant_id = m.merchant_id`;
type DetailRow = Omit<RecipeDetail, 'startTime' | 'endTime'> & { start_minute: number | null; end_minute: number | null };
const toDetail = ({ start_minute, end_minute, ...rest }: DetailRow): RecipeDetail => ({ ...rest, startTime: hhmm(start_minute), endTime: hhmm(end_minute) });

export async function detailPage(ctx: Ctx, q: { recipeId: number; dishName?: string; page: number; limit: number }): Promise<Page<RecipeDetail>> {
  const w = new Where('d.merchant_id = ? AND d.recipe_id = ?', ctx.merchantId, q.recipeId);
  const canteens = scopeIds(ctx, 'canteen');
  const recipeInScope = canteens === null ? '' : ` AND r.canteen_id = ANY(${w.param(canteens)}::int[])`;
  w.add(`EXISTS (SELECT 1 FROM menu_recipes r WHERE r.id = d.recipe_id AND r.merchant_id = d.merchant_id${recipeInScope})`).scope(ctx, 'dish', 'm.type_id');
  if (q.dishName) w.add('m.name ILIKE ?', likeContains(q.dishName));
  const page = await pageOf<DetailRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM menu_recipe_details d JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = d.merchant_id WHERE ${w.sql}`,
    rows: `${DETAIL_SELECT} WHERE ${w.sql} ORDER BY d.sort, d.id`,
    params: w.params,
  });
  return { ...page, records: page.records.map(toDetail) };
}

/** The planner's read: the canteen's meal periods, and its recipes of those days with their dishes. */
export async function recipePlan(ctx: Ctx, q: { canteenId: number; startDate: string; endDate: string }): Promise<RecipePlan> {
  assertRange(q.startDate, q.endDate);
  const periods = (await listPeriods(ctx, q.canteenId)).map(({ mealType, startTime, endTime, enabled }) => ({ mealType, startTime, endTime, enabled }));
  const w = recipeWhere(ctx, { canteenId: q.canteenId, startDate: q.startDate, endDate: q.endDate });
  const recipes = await ctx.db.query<Recipe>(`SELECT ${RECIPE_COLUMNS} ${RECIPE_FROM} WHERE ${w.sql} ORDER BY r.recipe_date, r.meal_type`, w.params);
  const dishes = new Where('d.merchant_id = ? AND d.recipe_id = ANY(?::int[])', ctx.merchantId, recipes.map((r) => r.recipeId)).scope(ctx, 'dish', 'm.type_id');
  const details = (await ctx.db.query<DetailRow>(`${DETAIL_SELECT} WHERE ${dishes.sql} ORDER BY d.sort, d.id`, dishes.params)).map(toDetail);
  return {
    canteenId: q.canteenId,
    periods,
    recipes: recipes.map((r) => ({ ...r, details: details.filter((d) => d.recipeId === r.recipeId) })),
  };
}

/** Recipes of the ids the caller reaches, locked, with their dish counts; 40400 when one is not. */
export async function lockRecipes(ctx: Ctx, recipeIds: number[]) {
  const unique = [...new Set(recipeIds)];
  const w = new Where('r.merchant_id = ? AND r.id = ANY(?::int[])', ctx.merchantId, unique).scope(ctx, 'canteen', 'r.canteen_id');
  const rows = await ctx.db.query<RecipeRow & { dishes: number }>(
    `SELECT r.id, r.canteen_id, to_char(r.recipe_date, 'YYYY-MM-DD') AS recipe_date, r.meal_type, r.enabled,
            (SELECT count(*)::int FROM menu_recipe_details d WHERE d.recipe_id = r.id AND d.merchant_id = r.merchant_id) AS dishes
       FROM menu_recipes r WHERE ${w.sql} ORDER BY r.id FOR UPDATE OF r`,
    w.params,
  );
  if (rows.length !== unique.length) throw notFound('recipe');
  return rows;
}

/** Only an enabled recipe with at least one dish is issued (to devices or the app). */
export function assertIssuable(ctx: Ctx, rows: (RecipeRow & { dishes: number })[]) {
  const bad = rows.find((r) => !r.enabled || r.dishes === 0);
  if (bad) throw businessRule('recipeNotIssuable', { date: bad.recipe_date, meal: mealName(ctx, bad.meal_type) });
}

/** Disabling or enabling a recipe devices hold tells their canteens. */
export async function enableRecipes(ctx: Ctx, input: { recipeIds: number[]; enabled: boolean }): Promise<null> {
  const rows = await lockRecipes(ctx, input.recipeIds);
  const changed = rows.filter((r) => r.enabled !== input.enabled).map((r) => r.id);
  if (!changed.length) return null;
  await ctx.db.query(`UPDATE menu_recipes SET enabled = $3, updated_at = $4 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, changed, input.enabled, ctx.now()]);
  const issued = await ctx.db.query<{ canteen_id: number }>(
    `SELECT DISTINCT r.canteen_id FROM menu_recipes r JOIN menu_recipe_issue_recipes i ON i.recipe_id = r.id AND i.merchant_id = r.merchant_id
      WHERE r.merchant_id = $1 AND r.id = ANY($2::int[]) ORDER BY r.canteen_id`,
    [ctx.merchantId, changed],
  );
  for (const { canteen_id } of issued) await bumpDeviceVersion(ctx, 'menu', canteen_id);
  return null;
}

export async function issueToApplet(ctx: Ctx, recipeIds: number[]): Promise<{ issued: number }> {
  const rows = await lockRecipes(ctx, recipeIds);
  assertIssuable(ctx, rows);
  await ctx.db.query(`UPDATE menu_recipes SET applet_issued_at = $3 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, rows.map((r) => r.id), ctx.now()]);
  return { issued: rows.length };
}

/** Who did it, for issue records. */
export const actorName = (ctx: Ctx) => actorOf(ctx).username;
