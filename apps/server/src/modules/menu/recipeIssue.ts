import { OFFLINE_AFTER_SECONDS, type IssueDevice, type MachineMealList, type Page, type RecipeIssueRecord, type RecipeIssueResult, type RecipeIssueScope } from '@canteen/contract';
import { deviceOf, type Ctx } from '../../platform/context';
import { scopeClause } from '../../platform/access';
import { fieldError } from '../../platform/http/errors';
import { findCanteen, localClock } from '../canteens';
import { bumpDeviceVersion, getDevice, versionsFor } from '../devices';
import { merchantTimeZone } from '../settings';
import { actorName, assertIssuable, hhmm, lockRecipes } from './recipes';

/**
 * Issuing recipes to devices (D1 §7.6): to every device of their canteen, to some or to one. An issue is a record
 * (which recipes, which devices, by whom); the canteen's 'menu' version goes up in the same transaction, so each
 * device sees it on its next heartbeat and pulls machine/meal/list, which shows a device the enabled recipes an issue
 * reached it with.
 */

async function recordIssue(ctx: Ctx, canteenId: number, scope: RecipeIssueScope, recipeIds: number[], deviceIds: number[]) {
  const now = ctx.now();
  const issueId = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO menu_recipe_issues (merchant_id, canteen_id, scope, device_ids, issued_by, issued_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [ctx.merchantId, canteenId, scope, deviceIds, actorName(ctx), now],
    )
  )[0].id;
  await ctx.db.query(`INSERT INTO menu_recipe_issue_recipes (merchant_id, issue_id, recipe_id) SELECT $1, $2, unnest($3::int[])`, [ctx.merchantId, issueId, recipeIds]);
  await ctx.db.query(`UPDATE menu_recipes SET issue_count = issue_count + 1, issued_at = $3 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, recipeIds, now]);
  await bumpDeviceVersion(ctx, 'menu', canteenId);
}

const enabledDeviceCount = async (ctx: Ctx, canteenId: number) =>
  (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM devices WHERE merchant_id = $1 AND canteen_id = $2 AND state = 'enabled'`, [ctx.merchantId, canteenId]))[0].n;

/** To every device of the recipes' canteens (one issue per canteen). */
export async function issueToAll(ctx: Ctx, recipeIds: number[]): Promise<RecipeIssueResult> {
  const rows = await lockRecipes(ctx, recipeIds);
  assertIssuable(ctx, rows);
  const canteenIds = [...new Set(rows.map((r) => r.canteen_id))].sort((a, b) => a - b);
  let deviceCount = 0;
  for (const canteenId of canteenIds) {
    await recordIssue(ctx, canteenId, 'all', rows.filter((r) => r.canteen_id === canteenId).map((r) => r.id), []);
    deviceCount += await enabledDeviceCount(ctx, canteenId);
  }
  return { canteenIds, recipeCount: rows.length, deviceCount };
}

/** To some (or one) enabled devices of the one canteen the recipes belong to. */
export async function issueToDevices(ctx: Ctx, recipeIds: number[], deviceIds: number[], scope: 'part' | 'single'): Promise<RecipeIssueResult> {
  const rows = await lockRecipes(ctx, recipeIds);
  const canteenIds = [...new Set(rows.map((r) => r.canteen_id))];
  if (canteenIds.length > 1) throw fieldError('recipeIds', 'recipesOneCanteen');
  assertIssuable(ctx, rows);
  const field = scope === 'single' ? 'deviceId' : 'deviceIds';
  const unique = [...new Set(deviceIds)];
  for (const deviceId of unique) {
    const device = await getDevice(ctx, deviceId);
    if (device.canteenId !== canteenIds[0]) throw fieldError(field, 'recipeDeviceOtherCanteen', { name: device.name });
    if (device.state !== 'enabled') throw fieldError(field, 'recipeDeviceDisabled', { name: device.name });
  }
  await recordIssue(ctx, canteenIds[0], scope, rows.map((r) => r.id), unique);
  return { canteenIds, recipeCount: rows.length, deviceCount: unique.length };
}

/** A canteen's enabled devices, for the issue dialog (the recipe planner need not hold the device menu). */
export async function issueDevices(ctx: Ctx, canteenId: number): Promise<IssueDevice[]> {
  await findCanteen(ctx, canteenId);
  const since = new Date(ctx.now().getTime() - OFFLINE_AFTER_SECONDS * 1000);
  return ctx.db.query<IssueDevice>(
    `SELECT id AS "deviceId", name, type, serial_number AS "serialNumber", coalesce(last_heartbeat_at >= $3, false) AS online
       FROM devices WHERE merchant_id = $1 AND canteen_id = $2 AND state = 'enabled' ORDER BY name, id`,
    [ctx.merchantId, canteenId, since],
  );
}

export async function issueRecordPage(ctx: Ctx, q: { canteenId?: number; scope?: RecipeIssueScope; page: number; limit: number }): Promise<Page<RecipeIssueRecord>> {
  const params: unknown[] = [ctx.merchantId];
  let where = `i.merchant_id = $1` + scopeClause(ctx, 'canteen', 'i.canteen_id', params);
  if (q.canteenId !== undefined) where += ` AND i.canteen_id = $${params.push(q.canteenId)}`;
  if (q.scope) where += ` AND i.scope = $${params.push(q.scope)}`;
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM menu_recipe_issues i WHERE ${where}`, params))[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const records = await ctx.db.query<RecipeIssueRecord>(
    `SELECT i.id AS "issueId", i.canteen_id AS "canteenId", c.name AS "canteenName", i.scope,
            (SELECT count(*)::int FROM menu_recipe_issue_recipes x WHERE x.issue_id = i.id) AS "recipeCount",
            coalesce((SELECT json_agg(json_build_object('recipeId', r.id, 'recipeDate', to_char(r.recipe_date, 'YYYY-MM-DD'), 'mealType', r.meal_type) ORDER BY r.recipe_date, r.meal_type)
               FROM menu_recipe_issue_recipes x JOIN menu_recipes r ON r.id = x.recipe_id AND r.merchant_id = x.merchant_id WHERE x.issue_id = i.id), '[]') AS recipes,
            i.device_ids AS "deviceIds",
            coalesce((SELECT array_agg(d.name ORDER BY d.name) FROM devices d WHERE d.merchant_id = i.merchant_id AND d.id = ANY(i.device_ids)), '{}') AS "deviceNames",
            i.issued_by AS "issuedBy", i.issued_at AS "issuedAt"
       FROM menu_recipe_issues i JOIN canteens c ON c.id = i.canteen_id AND c.merchant_id = i.merchant_id
      WHERE ${where} ORDER BY i.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { records, total, page: q.page, limit: q.limit };
}

interface MealDishRow {
  recipe_id: number;
  dish_id: number;
  dish_name: string;
  type_id: number;
  image: string | null;
  price: number;
  discount_price: number | null;
  supply_qty: number | null;
  start_minute: number | null;
  end_minute: number | null;
}

/**
 * What a device shows for a day (default its merchant's today): the enabled recipes of its canteen that an issue
 * reached it with, narrowed by its menu bind, with their approved dishes on shelf; and the menu version it reflects.
 */
export async function machineMealList(ctx: Ctx, input: { date?: string }): Promise<MachineMealList> {
  const { deviceId } = deviceOf(ctx);
  const { canteenId } = await getDevice(ctx, deviceId);
  const date = input.date ?? localClock(ctx.now(), await merchantTimeZone(ctx)).day;
  const bind = (
    await ctx.db.query<{ meal_types: number[]; dish_type_ids: number[] }>(`SELECT meal_types, dish_type_ids FROM menu_device_binds WHERE merchant_id = $1 AND device_id = $2`, [
      ctx.merchantId,
      deviceId,
    ])
  )[0];
  const params: unknown[] = [ctx.merchantId, canteenId, date, deviceId];
  let where = `r.merchant_id = $1 AND r.canteen_id = $2 AND r.recipe_date = $3 AND r.enabled
    AND EXISTS (SELECT 1 FROM menu_recipe_issue_recipes x JOIN menu_recipe_issues i ON i.id = x.issue_id AND i.merchant_id = x.merchant_id
                 WHERE x.recipe_id = r.id AND x.merchant_id = r.merchant_id AND (i.scope = 'all' OR $4 = ANY(i.device_ids)))`;
  if (bind?.meal_types.length) where += ` AND r.meal_type = ANY($${params.push(bind.meal_types)}::smallint[])`;
  const recipes = await ctx.db.query<{ id: number; meal_type: number; name: string }>(`SELECT r.id, r.meal_type, r.name FROM menu_recipes r WHERE ${where} ORDER BY r.meal_type`, params);
  const dParams: unknown[] = [ctx.merchantId, recipes.map((r) => r.id)];
  const byType = bind?.dish_type_ids.length ? ` AND m.type_id = ANY($${dParams.push(bind.dish_type_ids)}::int[])` : '';
  const dishes = await ctx.db.query<MealDishRow>(
    `SELECT d.recipe_id, d.dish_id, m.name AS dish_name, m.type_id, m.images[1] AS image, m.price::int AS price, d.discount_price::int AS discount_price,
            d.supply_qty, d.start_minute, d.end_minute
       FROM menu_recipe_details d JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = d.merchant_id
      WHERE d.merchant_id = $1 AND d.recipe_id = ANY($2::int[]) AND m.audit_state = 'approved' AND m.on_shelf${byType}
      ORDER BY d.sort, d.id`,
    dParams,
  );
  const menuVersion = (await versionsFor(ctx, canteenId)).menu;
  return {
    canteenId,
    date,
    menuVersion,
    meals: recipes.map((r) => ({
      recipeId: r.id,
      mealType: r.meal_type,
      name: r.name,
      dishes: dishes
        .filter((d) => d.recipe_id === r.id)
        .map((d) => ({
          dishId: d.dish_id,
          dishName: d.dish_name,
          typeId: d.type_id,
          image: d.image,
          price: d.discount_price ?? d.price,
          originalPrice: d.price,
          supplyQty: d.supply_qty,
          startTime: hhmm(d.start_minute),
          endTime: hhmm(d.end_minute),
        })),
    })),
  };
}
