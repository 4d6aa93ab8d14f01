import type { Ctx } from '../../platform/context';
import { registerScopeProvider } from '../../platform/access';
import { fieldError } from '../../platform/http/errors';
import { Where } from '../../platform/sql';

/**
 * What other parts and modules may know of dishes (the menu module's face): their basics, and their nutrition
 * computed from their ingredients. A role limited to some dish types (its dish data scope) sees only those dishes.
 */
export interface DishBasics {
  dishId: number;
  dishName: string;
  typeId: number;
  /** Cents. */
  price: number;
  discountPrice: number | null;
  boxFee: number;
  onShelf: boolean;
  approved: boolean;
  image: string | null;
}

interface DishRow {
  id: number;
  name: string;
  type_id: number;
  price: string;
  discount_price: string | null;
  box_fee: string;
  on_shelf: boolean;
  audit_state: string;
  image: string | null;
}

/** The merchant's dishes of those ids that the caller's dish scope reaches (the others are simply absent). */
export async function findDishes(ctx: Ctx, ids: readonly number[]): Promise<Map<number, DishBasics>> {
  if (!ids.length) return new Map();
  const w = new Where('merchant_id = ?', ctx.merchantId).add('id = ANY(?::int[])', [...new Set(ids)]).scope(ctx, 'dish', 'type_id');
  const rows = await ctx.db.query<DishRow>(
    `SELECT id, name, type_id, price, discount_price, box_fee, on_shelf, audit_state, images[1] AS image FROM menu_dishes WHERE ${w.sql}`,
    w.params,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        dishId: r.id,
        dishName: r.name,
        typeId: r.type_id,
        price: Number(r.price),
        discountPrice: r.discount_price === null ? null : Number(r.discount_price),
        boxFee: Number(r.box_fee),
        onShelf: r.on_shelf,
        approved: r.audit_state === 'approved',
        image: r.image,
      },
    ]),
  );
}

/**
 * Refuses (field error on `field`, nothing written) unless every id is a dish the caller reaches; with
 * `approvedOnly`, also unless each is approved (only reviewed dishes go on recipes, products and devices).
 */
export async function assertDishes(ctx: Ctx, ids: readonly number[], field = 'dishIds', approvedOnly = false): Promise<Map<number, DishBasics>> {
  const found = await findDishes(ctx, ids);
  for (const id of ids) {
    const dish = found.get(id);
    if (!dish) throw fieldError(field, 'dishUnknown', { id });
    if (approvedOnly && !dish.approved) throw fieldError(field, 'dishNotApproved', { name: dish.dishName });
  }
  return found;
}

/** The merchant's dishes by exact name (seeds and imports name dishes; absent names are absent from the map). */
export async function dishIdsByName(ctx: Ctx, names: readonly string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM menu_dishes WHERE merchant_id = $1 AND name = ANY($2::text[])`, [
    ctx.merchantId,
    [...new Set(names)],
  ]);
  return new Map(rows.map((r) => [r.name, r.id]));
}

export interface NutrientAmount {
  nutrientId: number;
  code: string;
  name: string;
  unit: string;
  /** Per portion, rounded to two decimals. */
  amount: number;
}

/**
 * Nutrition of one portion of each dish: for every nutrient, the sum over the dish's ingredients of
 * grams / 100 × the material's value per 100 g (DESIGN §7). Computed when asked, never stored, so editing a
 * material changes every dish made of it. Dishes without ingredients get an empty list. Not scope-filtered: the
 * health centre computes intake from whatever dishes a person ate.
 */
export async function dishNutrition(ctx: Ctx, dishIds: readonly number[]): Promise<Map<number, NutrientAmount[]>> {
  const out = new Map<number, NutrientAmount[]>(dishIds.map((id) => [id, []]));
  if (!dishIds.length) return out;
  const rows = await ctx.db.query<{ dish_id: number; nutrient_id: number; code: string; name: string; unit: string; amount: string }>(
    `SELECT i.dish_id, n.id AS nutrient_id, n.code, n.name, n.unit, round(sum(i.grams * mn.per_100g / 100), 2) AS amount
       FROM menu_dish_ingredients i
       JOIN menu_material_nutrients mn ON mn.material_id = i.material_id AND mn.merchant_id = i.merchant_id
       JOIN menu_nutrients n ON n.id = mn.nutrient_id AND n.merchant_id = i.merchant_id
      WHERE i.merchant_id = $1 AND i.dish_id = ANY($2::int[])
      GROUP BY i.dish_id, n.id, n.code, n.name, n.unit, n.sort
      ORDER BY i.dish_id, n.sort, n.id`,
    [ctx.merchantId, [...new Set(dishIds)]],
  );
  for (const r of rows) out.get(r.dish_id)?.push({ nutrientId: r.nutrient_id, code: r.code, name: r.name, unit: r.unit, amount: Number(r.amount) });
  return out;
}

export interface Nutrient {
  nutrientId: number;
  typeCode: string;
  code: string;
  name: string;
  unit: string;
}

/** The merchant's nutrient catalogue, by sort. */
export async function nutrientCatalogue(ctx: Ctx): Promise<Nutrient[]> {
  return ctx.db.query<Nutrient>(
    `SELECT id AS "nutrientId", type_code AS "typeCode", code, name, unit FROM menu_nutrients WHERE merchant_id = $1 ORDER BY sort, id`,
    [ctx.merchantId],
  );
}

/** A role's dish data scope is a set of dish types. */
registerScopeProvider('dish', async (ctx) =>
  ctx.db.query<{ id: number; name: string; parentId: null }>(`SELECT id, name, NULL::int AS "parentId" FROM menu_dish_types WHERE merchant_id = $1 ORDER BY sort, id`, [
    ctx.merchantId,
  ]),
);
