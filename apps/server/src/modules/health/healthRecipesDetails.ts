import { HEALTH_RECIPE_MAX_LINES, type HealthMealTotal, type HealthNutrientAmount, type HealthRecipeDetail, type HealthRecipeDetailPage } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { assertDishes, dishNutrition, findDishes, nutrientCatalogue, type Nutrient } from '../menu';
import { allNodes, effectiveTargets, getRecipe } from './healthRecipes';
import { patternFor } from './healthRecipesPattern';

/**
 * The dish lines of a health recipe: a dish on one meal with a number of portions (kept in halves). A line's
 * nutrition is portions × the dish's nutrition per portion (the menu module computes that from the dish's
 * ingredients); a meal's and the day's totals are the sums of their lines. Amounts are worked in hundredths, so a
 * total is exactly the sum of the lines shown.
 */

export interface RecipeLine {
  detailId: number;
  recipeId: number;
  dishId: number;
  mealType: number;
  halves: number;
  remark: string;
}

const LINE_SELECT = `SELECT id AS "detailId", recipe_id AS "recipeId", dish_id AS "dishId", meal_type AS "mealType", portion_halves AS halves, remark
  FROM health_recipe_details`;

/** Every line of the recipes, by meal then as added. */
export async function recipeLines(ctx: Ctx, recipeIds: readonly number[]): Promise<RecipeLine[]> {
  if (!recipeIds.length) return [];
  return ctx.db.query<RecipeLine>(`${LINE_SELECT} WHERE merchant_id = $1 AND recipe_id = ANY($2::int[]) ORDER BY recipe_id, meal_type, id`, [
    ctx.merchantId,
    [...new Set(recipeIds)],
  ]);
}

type Hundredths = Map<number, number>;

/** Nutrition of each line, in hundredths per nutrient id. */
async function lineHundredths(ctx: Ctx, lines: readonly RecipeLine[]): Promise<Map<number, Hundredths>> {
  const perDish = await dishNutrition(ctx, lines.map((l) => l.dishId));
  return new Map(
    lines.map((l) => [l.detailId, new Map((perDish.get(l.dishId) ?? []).map((n) => [n.nutrientId, Math.round((l.halves * n.amount * 100) / 2)]))]),
  );
}

const amounts = (catalogue: readonly Nutrient[], hundredths: Hundredths): HealthNutrientAmount[] =>
  catalogue.map((n) => ({ nutrientId: n.nutrientId, code: n.code, name: n.name, unit: n.unit, amount: (hundredths.get(n.nutrientId) ?? 0) / 100 }));

function add(into: Hundredths, more: Hundredths) {
  for (const [id, v] of more) into.set(id, (into.get(id) ?? 0) + v);
}

export interface RecipeNutrition {
  catalogue: Nutrient[];
  /** Per line, only the nutrients the dish has. */
  lines: Map<number, HealthNutrientAmount[]>;
  /** Per recipe: the day's totals over the whole catalogue, and per meal that has lines. */
  totals: Map<number, { day: HealthNutrientAmount[]; meals: HealthMealTotal[] }>;
}

/** Nutrition of the lines and totals of each recipe they belong to (recipes without lines get zeros). */
export async function recipeNutrition(ctx: Ctx, recipeIds: readonly number[], lines: readonly RecipeLine[]): Promise<RecipeNutrition> {
  const [catalogue, perLine] = await Promise.all([nutrientCatalogue(ctx), lineHundredths(ctx, lines)]);
  const lineAmounts = new Map(
    lines.map((l) => {
      const h = perLine.get(l.detailId)!;
      return [l.detailId, amounts(catalogue.filter((n) => h.has(n.nutrientId)), h)];
    }),
  );
  const totals = new Map<number, { day: HealthNutrientAmount[]; meals: HealthMealTotal[] }>();
  for (const recipeId of recipeIds) {
    const day: Hundredths = new Map();
    const meals = new Map<number, Hundredths>();
    for (const l of lines) {
      if (l.recipeId !== recipeId) continue;
      const h = perLine.get(l.detailId)!;
      add(day, h);
      if (!meals.has(l.mealType)) meals.set(l.mealType, new Map());
      add(meals.get(l.mealType)!, h);
    }
    totals.set(recipeId, {
      day: amounts(catalogue, day),
      meals: [...meals.entries()].sort(([a], [b]) => a - b).map(([mealType, h]) => ({ mealType, totals: amounts(catalogue, h) })),
    });
  }
  return { catalogue, lines: lineAmounts, totals };
}

export interface DetailQuery {
  page: number;
  limit: number;
  healthRecipeId: number;
  mealType?: number;
}

/**
 * The recipe's lines whose dish the caller's dish scope reaches (by meal), paged, and the recipe's totals over every
 * line: a line outside the scope still counts, and the reply says how many are not listed. With them, the diet
 * pattern the day compares with.
 */
export async function detailPage(ctx: Ctx, q: DetailQuery): Promise<HealthRecipeDetailPage> {
  const recipe = await getRecipe(ctx, q.healthRecipeId);
  const lines = await recipeLines(ctx, [recipe.id]);
  const [dishes, nutrition, nodes] = await Promise.all([findDishes(ctx, lines.map((l) => l.dishId)), recipeNutrition(ctx, [recipe.id], lines), allNodes(ctx)]);
  const visible = lines.filter((l) => dishes.has(l.dishId));
  const listed = visible.filter((l) => q.mealType === undefined || l.mealType === q.mealType);
  const records: HealthRecipeDetail[] = listed.slice((q.page - 1) * q.limit, q.page * q.limit).map((l) => {
    const dish = dishes.get(l.dishId)!;
    return {
      detailId: l.detailId,
      healthRecipeId: recipe.id,
      dishId: l.dishId,
      dishName: dish.dishName,
      dishImage: dish.image,
      mealType: l.mealType,
      portions: l.halves / 2,
      remark: l.remark,
      nutrition: nutrition.lines.get(l.detailId) ?? [],
    };
  });
  const totals = nutrition.totals.get(recipe.id)!;
  return {
    records,
    total: listed.length,
    page: q.page,
    limit: q.limit,
    healthRecipeId: recipe.id,
    name: recipe.name,
    energyKcal: recipe.energyKcal,
    totals: totals.day,
    mealTotals: totals.meals,
    hiddenLines: lines.length - visible.length,
    pattern: await patternFor(ctx, effectiveTargets(nodes, recipe.id)),
  };
}

const halvesOf = (portions: number) => Math.round(portions * 2);

/** The unique index (a dish once per meal) refuses a line another request added meanwhile. */
async function guardTwice<T>(field: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError(field, 'healthRecipeDishTwice');
    throw e;
  }
}

export interface DetailAddInput {
  healthRecipeId: number;
  mealType: number;
  items: { dishId: number; portions: number; remark: string }[];
}

export async function addDetails(ctx: Ctx, input: DetailAddInput): Promise<{ detailIds: number[] }> {
  const recipe = await getRecipe(ctx, input.healthRecipeId);
  const dishIds = input.items.map((i) => i.dishId);
  if (new Set(dishIds).size !== dishIds.length) throw fieldError('items', 'healthRecipeDishTwice');
  await assertDishes(ctx, dishIds, 'items', true);
  // Lock the recipe so two additions cannot pass the line limit together.
  await ctx.db.query(`SELECT 1 FROM health_recipes WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [ctx.merchantId, recipe.id]);
  const existing = await ctx.db.query<{ dishId: number; mealType: number }>(`SELECT dish_id AS "dishId", meal_type AS "mealType" FROM health_recipe_details WHERE merchant_id = $1 AND recipe_id = $2`, [
    ctx.merchantId,
    recipe.id,
  ]);
  if (existing.some((l) => l.mealType === input.mealType && dishIds.includes(l.dishId))) throw fieldError('items', 'healthRecipeDishTwice');
  if (existing.length + input.items.length > HEALTH_RECIPE_MAX_LINES) throw businessRule('healthRecipeFull', { max: HEALTH_RECIPE_MAX_LINES });
  const rows = await guardTwice('items', () =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO health_recipe_details (merchant_id, recipe_id, meal_type, dish_id, portion_halves, remark)
       SELECT $1, $2, $3, x.dish_id, x.halves, x.remark FROM unnest($4::int[], $5::int[], $6::text[]) WITH ORDINALITY AS x(dish_id, halves, remark, n)
       ORDER BY x.n RETURNING id`,
      [ctx.merchantId, recipe.id, input.mealType, dishIds, input.items.map((i) => halvesOf(i.portions)), input.items.map((i) => i.remark)],
    ),
  );
  return { detailIds: rows.map((r) => r.id) };
}

/** A line of the merchant's whose dish the caller reaches, or 40400. */
async function getLine(ctx: Ctx, detailId: number): Promise<RecipeLine> {
  const line = (await ctx.db.query<RecipeLine>(`${LINE_SELECT} WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, detailId]))[0];
  if (!line || !(await findDishes(ctx, [line.dishId])).has(line.dishId)) throw notFound('health recipe line');
  return line;
}

export interface DetailEditInput {
  detailId: number;
  dishId: number;
  mealType: number;
  portions: number;
  remark: string;
}

export async function editDetail(ctx: Ctx, input: DetailEditInput): Promise<null> {
  const line = await getLine(ctx, input.detailId);
  if (input.dishId !== line.dishId) await assertDishes(ctx, [input.dishId], 'dishId', true);
  const twice = await ctx.db.query(`SELECT 1 FROM health_recipe_details WHERE merchant_id = $1 AND recipe_id = $2 AND meal_type = $3 AND dish_id = $4 AND id <> $5`, [
    ctx.merchantId,
    line.recipeId,
    input.mealType,
    input.dishId,
    line.detailId,
  ]);
  if (twice.length) throw fieldError('dishId', 'healthRecipeDishTwice');
  await guardTwice('dishId', () =>
    ctx.db.query(`UPDATE health_recipe_details SET dish_id = $3, meal_type = $4, portion_halves = $5, remark = $6 WHERE merchant_id = $1 AND id = $2`, [
      ctx.merchantId,
      line.detailId,
      input.dishId,
      input.mealType,
      halvesOf(input.portions),
      input.remark,
    ]),
  );
  return null;
}

export async function removeDetail(ctx: Ctx, detailId: number): Promise<null> {
  const line = await getLine(ctx, detailId);
  await ctx.db.query(`DELETE FROM health_recipe_details WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, line.detailId]);
  return null;
}
