import { OFFLINE_AFTER_SECONDS, type IssueDevice, type MachineMealList, type Page, type RecipeIssueRecord, type RecipeIssueResult, type RecipeIssueScope } from '@canteen/contract';
import { deviceOf, type Ctx } from '../../platform/context';
import { pageOf, Where } from '../../platform/sql';
import { fieldError } from '../../platform/http/errors';
import { findCanteen, localClock } from '../canteens';
import { bumpDeviceVersion, getDevice, versionsFor } from '../devices';
import { merchantTimeZone } from '../settings';
import { actorName, assertIssuable, hhmm, lockRecipes } from './recipes';
import { bindShowsSql } from './recipeReach';

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

type Reach = Pick<RecipeIssueResult, 'deviceCount' | 'onlineCount' | 'hiddenCount'>;

/**
 * What an issue of these recipes reached: the canteen's enabled devices it names (none: all of them), split into those
 * that will show at least one recipe (and of them the online ones, which pull it on their next heartbeat) and those
 * whose menu bind shows none. Counted after the issue is recorded, in its transaction.
 */
async function reachOf(ctx: Ctx, canteenId: number, recipeIds: number[], deviceIds: number[]): Promise<Reach> {
  const since = new Date(ctx.now().getTime() - OFFLINE_AFTER_SECONDS * 1000);
  return (
    await ctx.db.query<Reach>(
      `SELECT count(*) FILTER (WHERE shows)::int AS "deviceCount", count(*) FILTER (WHERE shows AND online)::int AS "onlineCount",
              count(*) FILTER (WHERE NOT shows)::int AS "hiddenCount"
         FROM (SELECT coalesce(dv.last_heartbeat_at >= $5, false) AS online,
                      EXISTS (SELECT 1 FROM menu_recipes r WHERE r.merchant_id = dv.merchant_id AND r.id = ANY($3::int[]) AND ${bindShowsSql('dv', 'r')}) AS shows
                 FROM devices dv
                WHERE dv.merchant_id = $1 AND dv.canteen_id = $2 AND dv.state = 'enabled' AND (cardinality($4::int[]) = 0 OR dv.id = ANY($4::int[]))) x`,
      [ctx.merchantId, canteenId, recipeIds, deviceIds, since],
    )
  )[0];
}

const addReach = (a: Reach, b: Reach): Reach => ({ deviceCount: a.deviceCount + b.deviceCount, onlineCount: a.onlineCount + b.onlineCount, hiddenCount: a.hiddenCount + b.hiddenCount });

/** To every device of the recipes' canteens (one issue per canteen; devices bound there later see it too). */
export async function issueToAll(ctx: Ctx, recipeIds: number[]): Promise<RecipeIssueResult> {
  const rows = await lockRecipes(ctx, recipeIds);
  assertIssuable(ctx, rows);
  const canteenIds = [...new Set(rows.map((r) => r.canteen_id))].sort((a, b) => a - b);
  let reach: Reach = { deviceCount: 0, onlineCount: 0, hiddenCount: 0 };
  for (const canteenId of canteenIds) {
    const ids = rows.filter((r) => r.canteen_id === canteenId).map((r) => r.id);
    await recordIssue(ctx, canteenId, 'all', ids, []);
    reach = addReach(reach, await reachOf(ctx, canteenId, ids, []));
  }
  return { canteenIds, recipeCount: rows.length, ...reach };
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
  const ids = rows.map((r) => r.id);
  await recordIssue(ctx, canteenIds[0], scope, ids, unique);
  return { canteenIds, recipeCount: rows.length, ...(await reachOf(ctx, canteenIds[0], ids, unique)) };
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
  const w = new Where('i.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'i.canteen_id');
  if (q.canteenId !== undefined) w.add('i.canteen_id = ?', q.canteenId);
  if (q.scope) w.add('i.scope = ?', q.scope);
  return pageOf<RecipeIssueRecord>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM menu_recipe_issues i WHERE ${w.sql}`,
    rows: `SELECT i.id AS "issueId", i.canteen_id AS "canteenId", c.name AS "canteenName", i.scope,
            (SELECT count(*)::int FROM menu_recipe_issue_recipes x WHERE x.issue_id = i.id) AS "recipeCount",
            coalesce((SELECT json_agg(json_build_object('recipeId', r.id, 'recipeDate', to_char(r.recipe_date, 'YYYY-MM-DD'), 'mealType', r.meal_type) ORDER BY r.recipe_date, r.meal_type)
               FROM menu_recipe_issue_recipes x JOIN menu_recipes r ON r.id = x.recipe_id AND r.merchant_id = x.merchant_id WHERE x.issue_id = i.id), '[]') AS recipes,
            i.device_ids AS "deviceIds",
            coalesce((SELECT array_agg(d.name ORDER BY d.name) FROM devices d WHERE d.merchant_id = i.merchant_id AND d.id = ANY(i.device_ids)), '{}') AS "deviceNames",
            i.issued_by AS "issuedBy", i.issued_at AS "issuedAt"
       FROM menu_recipe_issues i JOIN canteens c ON c.id = i.canteen_id AND c.merchant_id = i.merchant_id
      WHERE ${w.sql} ORDER BY i.id DESC`,
    params: w.params,
  });
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
  const issued = new Where('r.merchant_id = ? AND r.canteen_id = ? AND r.recipe_date = ? AND r.enabled', ctx.merchantId, canteenId, date).add(
    `EXISTS (SELECT 1 FROM menu_recipe_issue_recipes x JOIN menu_recipe_issues i ON i.id = x.issue_id AND i.merchant_id = x.merchant_id
                 WHERE x.recipe_id = r.id AND x.merchant_id = r.merchant_id AND (i.scope = 'all' OR ? = ANY(i.device_ids)))`,
    deviceId,
  );
  if (bind?.meal_types.length) issued.add('r.meal_type = ANY(?::smallint[])', bind.meal_types);
  const recipes = await ctx.db.query<{ id: number; meal_type: number; name: string }>(`SELECT r.id, r.meal_type, r.name FROM menu_recipes r WHERE ${issued.sql} ORDER BY r.meal_type`, issued.params);
  const shown = new Where(`d.merchant_id = ? AND d.recipe_id = ANY(?::int[]) AND m.audit_state = 'approved' AND m.on_shelf`, ctx.merchantId, recipes.map((r) => r.id));
  if (bind?.dish_type_ids.length) shown.add('m.type_id = ANY(?::int[])', bind.dish_type_ids);
  const dishes = await ctx.db.query<MealDishRow>(
    `SELECT d.recipe_id, d.dish_id, m.name AS dish_name, m.type_id, m.images[1] AS image, m.price::int AS price, d.discount_price::int AS discount_price,
            d.supply_qty, d.start_minute, d.end_minute
       FROM menu_recipe_details d JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = d.merchant_id
      WHERE ${shown.sql}
      ORDER BY d.sort, d.id`,
    shown.params,
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
