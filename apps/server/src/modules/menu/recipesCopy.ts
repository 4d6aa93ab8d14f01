import type { RecipeCopyInput, RecipeCopyResult } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { Where } from '../../platform/sql';
import { addDays, daysBetween, findCanteen } from '../canteens';
import { assertRange } from './recipes';
import { nameForDay } from './recipeNames';

interface SourceRow {
  id: number;
  recipe_date: string;
  meal_type: number;
  name: string;
  remark: string;
  enabled: boolean;
}

/**
 * Copies recipes into the target canteen (default the same): the days fromDate…toDate at the same offset from
 * targetStartDate (a day or a week), or one day onto each of targetDates (a range or picked days), in the one
 * transaction of the call. Every target cell is treated alike: one that already has a recipe is skipped, or overwritten
 * (name, remark, state and the dishes the caller reaches; its issue history stays, and it shows as changed since
 * issued). Only approved dishes within the caller's dish scope are copied; a name saying the source's weekday says
 * the target's (recipeNames). Same canteen: the source days are never a target.
 */
export async function copyRecipes(ctx: Ctx, input: RecipeCopyInput): Promise<RecipeCopyResult> {
  assertRange(input.fromDate, input.toDate, 'toDate');
  const targetCanteen = input.targetCanteenId ?? input.canteenId;
  await findCanteen(ctx, input.canteenId);
  if (targetCanteen !== input.canteenId) await findCanteen(ctx, targetCanteen);
  const span = daysBetween(input.fromDate, input.toDate);
  // Each target is an offset from the source days; the contract gives targetStartDate or targetDates (one day).
  const offsets = input.targetDates
    ? [...new Set(input.targetDates)].sort().map((d) => daysBetween(input.fromDate, d))
    : [daysBetween(input.fromDate, input.targetStartDate ?? input.fromDate)];
  if (targetCanteen === input.canteenId && offsets.some((o) => Math.abs(o) <= span)) {
    throw input.targetDates ? fieldError('targetDates', 'recipeCopySameDay') : fieldError('targetStartDate', 'recipeCopyOverlap');
  }
  const sources = await ctx.db.query<SourceRow>(
    `SELECT id, to_char(recipe_date, 'YYYY-MM-DD') AS recipe_date, meal_type, name, remark, enabled FROM menu_recipes
      WHERE merchant_id = $1 AND canteen_id = $2 AND recipe_date BETWEEN $3 AND $4 ORDER BY recipe_date, meal_type`,
    [ctx.merchantId, input.canteenId, input.fromDate, input.toDate],
  );
  const targetDays = offsets.flatMap((o) => sources.map((r) => addDays(r.recipe_date, o)));
  const targets = new Map(
    (
      await ctx.db.query<{ id: number; key: string }>(
        `SELECT id, to_char(recipe_date, 'YYYY-MM-DD') || '/' || meal_type AS key FROM menu_recipes
          WHERE merchant_id = $1 AND canteen_id = $2 AND recipe_date = ANY($3::date[]) ORDER BY id FOR UPDATE`,
        [ctx.merchantId, targetCanteen, [...new Set(targetDays)]],
      )
    ).map((r) => [r.key, r.id]),
  );
  const copying: Copying = { targetCanteen, targets, mode: input.mode, now: ctx.now(), result: { copied: 0, replaced: 0, skipped: 0 } };
  for (const offset of offsets) {
    for (const source of sources) await copyOne(ctx, source, addDays(source.recipe_date, offset), copying);
  }
  return copying.result;
}

/** Where copies land and what the call has done so far. */
interface Copying {
  targetCanteen: number;
  /** Target cells that had a recipe before the call, 'YYYY-MM-DD/meal' → recipe id. */
  targets: Map<string, number>;
  mode: RecipeCopyInput['mode'];
  now: Date;
  result: RecipeCopyResult;
}

/** One source recipe onto one target day: a new recipe, or the one there skipped or overwritten. */
async function copyOne(ctx: Ctx, source: SourceRow, day: string, { targetCanteen, targets, mode, now, result }: Copying) {
  const name = nameForDay(source.name, source.recipe_date, day);
  let targetId = targets.get(`${day}/${source.meal_type}`);
  if (targetId !== undefined && mode === 'skip') {
    result.skipped++;
    return;
  }
  if (targetId === undefined) {
    targetId = (
      await ctx.db.query<{ id: number }>(
        `INSERT INTO menu_recipes (merchant_id, canteen_id, recipe_date, meal_type, name, remark, enabled, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
        [ctx.merchantId, targetCanteen, day, source.meal_type, name, source.remark, source.enabled, now],
      )
    )[0].id;
  } else {
    result.replaced++;
    await ctx.db.query(`UPDATE menu_recipes SET name = $3, remark = $4, enabled = $5, updated_at = $6 WHERE id = $1 AND merchant_id = $2`, [
      targetId,
      ctx.merchantId,
      name,
      source.remark,
      source.enabled,
      now,
    ]);
    const mine = new Where('d.merchant_id = ?', ctx.merchantId)
      .add('d.recipe_id = ?', targetId)
      .add('m.id = d.dish_id AND m.merchant_id = d.merchant_id')
      .scope(ctx, 'dish', 'm.type_id');
    await ctx.db.query(`DELETE FROM menu_recipe_details d USING menu_dishes m WHERE ${mine.sql}`, mine.params);
  }
  const w = new Where('d.merchant_id = ?', ctx.merchantId).add('d.recipe_id = ?', source.id).add(`m.audit_state = 'approved'`).scope(ctx, 'dish', 'm.type_id');
  await ctx.db.query(
    `INSERT INTO menu_recipe_details (merchant_id, recipe_id, dish_id, supply_qty, discount_price, start_minute, end_minute, sort)
     SELECT d.merchant_id, ${w.param(targetId)}, d.dish_id, d.supply_qty, d.discount_price, d.start_minute, d.end_minute, d.sort
       FROM menu_recipe_details d JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = d.merchant_id
      WHERE ${w.sql}
     ON CONFLICT (recipe_id, dish_id) DO NOTHING`,
    w.params,
  );
  result.copied++;
}
