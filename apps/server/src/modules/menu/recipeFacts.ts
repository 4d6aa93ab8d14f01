import type { Ctx } from '../../platform/context';
import { Where } from '../../platform/sql';

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
  const w = new Where('r.merchant_id = ?', ctx.merchantId)
    .add('r.recipe_date BETWEEN ? AND ?', range.from, range.to)
    .add('r.enabled')
    .scope(ctx, 'canteen', 'r.canteen_id');
  if (range.canteenId !== undefined) w.add('r.canteen_id = ?', range.canteenId);
  return ctx.db.query<PlannedDish>(
    `SELECT r.id AS "recipeId", r.canteen_id AS "canteenId", to_char(r.recipe_date, 'YYYY-MM-DD') AS "recipeDate", r.meal_type AS "mealType",
            d.dish_id AS "dishId", m.name AS "dishName"
       FROM menu_recipes r
       JOIN menu_recipe_details d ON d.recipe_id = r.id AND d.merchant_id = r.merchant_id
       JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = r.merchant_id
      WHERE ${w.sql}
      ORDER BY r.recipe_date, r.canteen_id, r.meal_type, d.sort, d.id`,
    w.params,
  );
}

/** A dish as one meal of a canteen sells it. */
export interface MealDish {
  dishId: number;
  dishName: string;
  /** Cents. */
  price: number;
}

/**
 * The merchant's approved dishes on shelf of those ids as one meal sells them (a booking's lines): at the price the
 * enabled recipe of that canteen, day and meal period gives the dish, else at the dish's own price. An id that is not
 * such a dish of the merchant is absent.
 */
export async function mealPrices(ctx: Ctx, meal: { canteenId: number; day: string; mealType: number }, dishIds: readonly number[]): Promise<Map<number, MealDish>> {
  const rows = await ctx.db.query<MealDish>(
    `SELECT m.id AS "dishId", m.name AS "dishName", COALESCE(d.discount_price, m.price)::float8 AS price
       FROM menu_dishes m
       LEFT JOIN menu_recipes r ON r.merchant_id = m.merchant_id AND r.canteen_id = $2 AND r.recipe_date = $3::date AND r.meal_type = $4 AND r.enabled
       LEFT JOIN menu_recipe_details d ON d.merchant_id = m.merchant_id AND d.recipe_id = r.id AND d.dish_id = m.id
      WHERE m.merchant_id = $1 AND m.id = ANY($5::int[]) AND m.audit_state = 'approved' AND m.on_shelf`,
    [ctx.merchantId, meal.canteenId, meal.day, meal.mealType, [...new Set(dishIds)]],
  );
  return new Map(rows.map((r) => [r.dishId, r]));
}

/**
 * What one meal of a canteen sells: the approved dishes on shelf of that day's enabled recipe for the meal period,
 * in the recipe's order, at the recipe's price else the dish's own. Empty when no such recipe is planned.
 */
export async function mealMenu(ctx: Ctx, meal: { canteenId: number; day: string; mealType: number }): Promise<MealDish[]> {
  return ctx.db.query<MealDish>(
    `SELECT m.id AS "dishId", m.name AS "dishName", COALESCE(d.discount_price, m.price)::float8 AS price
       FROM menu_recipes r
       JOIN menu_recipe_details d ON d.merchant_id = r.merchant_id AND d.recipe_id = r.id
       JOIN menu_dishes m ON m.merchant_id = r.merchant_id AND m.id = d.dish_id
      WHERE r.merchant_id = $1 AND r.canteen_id = $2 AND r.recipe_date = $3::date AND r.meal_type = $4 AND r.enabled
        AND m.audit_state = 'approved' AND m.on_shelf
      ORDER BY d.sort, d.id`,
    [ctx.merchantId, meal.canteenId, meal.day, meal.mealType],
  );
}
