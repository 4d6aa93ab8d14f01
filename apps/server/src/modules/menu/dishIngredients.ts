import type { Ctx } from '../../platform/context';
import { Where } from '../../platform/sql';

/** What the planned portions of a canteen's enabled recipes need of one material, in grams. */
export interface PlannedMaterial {
  materialId: number;
  materialName: string;
  /** Σ portions × grams per portion over every recipe dish of the range (exact to the hundredth of a gram). */
  grams: number;
}

/**
 * The materials the enabled recipes of one canteen plan from `from` to `to` (both included) need: each recipe
 * dish's portions (its supply quantity, or `defaultPortions` when the recipe leaves it open) × the grams of each
 * ingredient of one portion, summed per material. Limited to the caller's canteen scope. Also counts the recipes
 * and recipe dishes the sum came from.
 */
export async function plannedMaterials(
  ctx: Ctx,
  range: { canteenId: number; from: string; to: string; defaultPortions: number },
): Promise<{ recipeCount: number; dishCount: number; materials: PlannedMaterial[] }> {
  const w = new Where('r.merchant_id = ?', ctx.merchantId)
    .add('r.recipe_date BETWEEN ?::date AND ?::date', range.from, range.to)
    .add('r.enabled')
    .add('r.canteen_id = ?', range.canteenId)
    .scope(ctx, 'canteen', 'r.canteen_id');
  const [counts] = await ctx.db.query<{ recipes: number; dishes: number }>(
    `SELECT count(DISTINCT r.id)::int AS recipes, count(d.id)::int AS dishes
       FROM menu_recipes r LEFT JOIN menu_recipe_details d ON d.merchant_id = r.merchant_id AND d.recipe_id = r.id
      WHERE ${w.sql}`,
    w.params,
  );
  const portions = w.param(range.defaultPortions);
  const materials = await ctx.db.query<PlannedMaterial>(
    `SELECT i.material_id AS "materialId", m.name AS "materialName",
            sum(COALESCE(d.supply_qty, ${portions}::int) * i.grams)::float8 AS grams
       FROM menu_recipes r
       JOIN menu_recipe_details d ON d.merchant_id = r.merchant_id AND d.recipe_id = r.id
       JOIN menu_dish_ingredients i ON i.merchant_id = r.merchant_id AND i.dish_id = d.dish_id
       JOIN menu_materials m ON m.merchant_id = r.merchant_id AND m.id = i.material_id
      WHERE ${w.sql}
      GROUP BY i.material_id, m.name
     HAVING sum(COALESCE(d.supply_qty, ${portions}::int) * i.grams) > 0
      ORDER BY m.name, i.material_id`,
    w.params,
  );
  return { recipeCount: counts.recipes, dishCount: counts.dishes, materials };
}
