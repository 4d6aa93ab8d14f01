import type { Ctx } from '../../platform/context';
import { scopeClause } from '../../platform/access';
import { fieldError } from '../../platform/http/errors';
import { findCanteen } from '../canteens';
import { assertRange } from './recipes';
import { addDays, daysBetween } from '../canteens';

export interface CopyInput {
  canteenId: number;
  fromDate: string;
  toDate: string;
  targetStartDate: string;
  targetCanteenId?: number;
  mode: 'skip' | 'overwrite';
}

interface SourceRow {
  id: number;
  recipe_date: string;
  meal_type: number;
  name: string;
  remark: string;
  enabled: boolean;
}

/**
 * Copies a day or a week: each source recipe lands on the day at the same offset from targetStartDate, in the target
 * canteen (default the same). A target cell that already has a recipe is skipped, or overwritten (name, remark, state
 * and the dishes the caller reaches; its issue history stays, and it shows as changed since issued). Only approved
 * dishes within the caller's dish scope are copied. Same canteen: the two ranges may not overlap.
 */
export async function copyRecipes(ctx: Ctx, input: CopyInput): Promise<{ copied: number; skipped: number }> {
  assertRange(input.fromDate, input.toDate, 'toDate');
  const targetCanteen = input.targetCanteenId ?? input.canteenId;
  await findCanteen(ctx, input.canteenId);
  if (targetCanteen !== input.canteenId) await findCanteen(ctx, targetCanteen);
  const offset = daysBetween(input.fromDate, input.targetStartDate);
  const targetEnd = addDays(input.toDate, offset);
  if (targetCanteen === input.canteenId && input.targetStartDate <= input.toDate && targetEnd >= input.fromDate) {
    throw fieldError('targetStartDate', 'recipeCopyOverlap');
  }
  const sources = await ctx.db.query<SourceRow>(
    `SELECT id, to_char(recipe_date, 'YYYY-MM-DD') AS recipe_date, meal_type, name, remark, enabled FROM menu_recipes
      WHERE merchant_id = $1 AND canteen_id = $2 AND recipe_date BETWEEN $3 AND $4 ORDER BY recipe_date, meal_type`,
    [ctx.merchantId, input.canteenId, input.fromDate, input.toDate],
  );
  const targets = new Map(
    (
      await ctx.db.query<{ id: number; key: string }>(
        `SELECT id, to_char(recipe_date, 'YYYY-MM-DD') || '/' || meal_type AS key FROM menu_recipes
          WHERE merchant_id = $1 AND canteen_id = $2 AND recipe_date BETWEEN $3 AND $4 FOR UPDATE`,
        [ctx.merchantId, targetCanteen, input.targetStartDate, targetEnd],
      )
    ).map((r) => [r.key, r.id]),
  );
  let copied = 0;
  let skipped = 0;
  const now = ctx.now();
  for (const source of sources) {
    const day = addDays(source.recipe_date, offset);
    let targetId = targets.get(`${day}/${source.meal_type}`);
    if (targetId !== undefined && input.mode === 'skip') {
      skipped++;
      continue;
    }
    if (targetId === undefined) {
      targetId = (
        await ctx.db.query<{ id: number }>(
          `INSERT INTO menu_recipes (merchant_id, canteen_id, recipe_date, meal_type, name, remark, enabled, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
          [ctx.merchantId, targetCanteen, day, source.meal_type, source.name, source.remark, source.enabled, now],
        )
      )[0].id;
    } else {
      await ctx.db.query(`UPDATE menu_recipes SET name = $3, remark = $4, enabled = $5, updated_at = $6 WHERE id = $1 AND merchant_id = $2`, [
        targetId,
        ctx.merchantId,
        source.name,
        source.remark,
        source.enabled,
        now,
      ]);
      const params: unknown[] = [ctx.merchantId, targetId];
      await ctx.db.query(
        `DELETE FROM menu_recipe_details d USING menu_dishes m
          WHERE d.merchant_id = $1 AND d.recipe_id = $2 AND m.id = d.dish_id AND m.merchant_id = d.merchant_id${scopeClause(ctx, 'dish', 'm.type_id', params)}`,
        params,
      );
    }
    const params: unknown[] = [ctx.merchantId, source.id, targetId];
    await ctx.db.query(
      `INSERT INTO menu_recipe_details (merchant_id, recipe_id, dish_id, supply_qty, discount_price, start_minute, end_minute, sort)
       SELECT d.merchant_id, $3, d.dish_id, d.supply_qty, d.discount_price, d.start_minute, d.end_minute, d.sort
         FROM menu_recipe_details d JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = d.merchant_id
        WHERE d.merchant_id = $1 AND d.recipe_id = $2 AND m.audit_state = 'approved'${scopeClause(ctx, 'dish', 'm.type_id', params)}
       ON CONFLICT (recipe_id, dish_id) DO NOTHING`,
      params,
    );
    copied++;
  }
  return { copied, skipped };
}
