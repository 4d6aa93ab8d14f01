import type { Ctx } from '../../platform/context';
import { scopeClause } from '../../platform/access';

export interface PlannedDish {
  recipeId: number;
  canteenId: number;
  /** YYYY-MM-DD. */
  recipeDate: string;
  mealType: number;
  dishId: number;
  dishName: string;
}

/**
 * The dishes enabled recipes plan from `from` to `to` (days, both included), optionally of one canteen: what the
 * kitchen should serve, and so what sample retention should have kept. Limited to the caller's canteen scope.
 */
export async function plannedDishes(ctx: Ctx, range: { from: string; to: string; canteenId?: number }): Promise<PlannedDish[]> {
  const params: unknown[] = [ctx.merchantId, range.from, range.to];
  let where = `r.merchant_id = $1 AND r.recipe_date BETWEEN $2 AND $3 AND r.enabled` + scopeClause(ctx, 'canteen', 'r.canteen_id', params);
  if (range.canteenId !== undefined) {
    params.push(range.canteenId);
    where += ` AND r.canteen_id = $${params.length}`;
  }
  return ctx.db.query<PlannedDish>(
    `SELECT r.id AS "recipeId", r.canteen_id AS "canteenId", to_char(r.recipe_date, 'YYYY-MM-DD') AS "recipeDate", r.meal_type AS "mealType",
            d.dish_id AS "dishId", m.name AS "dishName"
       FROM menu_recipes r
       JOIN menu_recipe_details d ON d.recipe_id = r.id AND d.merchant_id = r.merchant_id
       JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = r.merchant_id
      WHERE ${where}
      ORDER BY r.recipe_date, r.canteen_id, r.meal_type, d.sort, d.id`,
    params,
  );
}
