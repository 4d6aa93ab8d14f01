import type { DishClassKind } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { Where } from '../../platform/sql';
import { dishIngredients, getDish } from './dishes';
import { namePinyin } from './pinyin';
import { sanitizeDishHtml } from './richText';

/**
 * Adding, editing and removing dishes, their review and shelf state. A new dish waits for review, and so does one
 * whose name, price or ingredients change; only the audit call moves it on.
 */
export interface DishInput {
  dishName: string;
  typeId: number;
  cookId: number | null;
  classIds: number[];
  price: number;
  boxFee: number;
  discountPrice: number | null;
  weightG: number | null;
  images: string[];
  description: string;
  detailHtml: string;
  chef: string;
  recommended: boolean;
  stock: number | null;
  purchaseLimit: number | null;
  onShelf: boolean;
  sort: number;
  ingredients: { materialId: number; grams: number }[];
}

/** Refuses (on the field at fault, nothing written) a type outside the scope, unknown classes or materials. */
async function check(ctx: Ctx, input: DishInput) {
  const w = new Where('merchant_id = ?', ctx.merchantId).add('id = ?', input.typeId).scope(ctx, 'dish', 'id');
  const type = await ctx.db.query(`SELECT 1 FROM menu_dish_types WHERE ${w.sql}`, w.params);
  if (!type.length) throw fieldError('typeId', 'dishTypeUnknown');
  if (input.discountPrice !== null && input.discountPrice > input.price) throw fieldError('discountPrice', 'dishDiscountAbovePrice');

  const classIds = [...new Set([...input.classIds, ...(input.cookId ? [input.cookId] : [])])];
  const kinds = new Map(
    (
      await ctx.db.query<{ id: number; kind: DishClassKind }>(`SELECT id, kind FROM menu_dish_classes WHERE merchant_id = $1 AND id = ANY($2::int[])`, [
        ctx.merchantId,
        classIds,
      ])
    ).map((c) => [c.id, c.kind]),
  );
  if (input.cookId !== null && kinds.get(input.cookId) !== 'cook') throw fieldError('cookId', 'dishClassUnknown', { id: input.cookId });
  for (const id of input.classIds) {
    const kind = kinds.get(id);
    if (!kind) throw fieldError('classIds', 'dishClassUnknown', { id });
    if (kind === 'cook') throw fieldError('classIds', 'dishClassNotAllowed');
  }

  const materialIds = input.ingredients.map((i) => i.materialId);
  const materials = new Map(
    (await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM menu_materials WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, materialIds])).map(
      (m) => [m.id, m.name],
    ),
  );
  const seen = new Set<number>();
  for (const id of materialIds) {
    if (!materials.has(id)) throw fieldError('ingredients', 'dishMaterialUnknown', { id });
    if (seen.has(id)) throw fieldError('ingredients', 'dishIngredientRepeated', { name: materials.get(id)! });
    seen.add(id);
  }
}

async function nameFree(ctx: Ctx, name: string, exceptId = 0) {
  const clash = await ctx.db.query(`SELECT 1 FROM menu_dishes WHERE merchant_id = $1 AND name = $2 AND id <> $3`, [ctx.merchantId, name, exceptId]);
  if (clash.length) throw fieldError('dishName', 'dishNameTaken');
}

async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('dishName', 'dishNameTaken');
    throw e;
  }
}

/** Column values of the input, in the order of COLUMNS. */
function values(input: DishInput): unknown[] {
  const pinyin = namePinyin(input.dishName);
  return [
    input.typeId,
    input.dishName,
    pinyin.initials,
    pinyin.full,
    input.price,
    input.boxFee,
    input.discountPrice,
    input.weightG,
    input.images,
    input.description,
    sanitizeDishHtml(input.detailHtml),
    input.chef,
    input.recommended,
    input.stock,
    input.purchaseLimit,
    input.onShelf,
    input.sort,
  ];
}
const COLUMNS = [
  'type_id',
  'name',
  'pinyin_initials',
  'pinyin_full',
  'price',
  'box_fee',
  'discount_price',
  'weight_g',
  'images',
  'description',
  'detail_html',
  'chef',
  'recommended',
  'stock',
  'purchase_limit',
  'on_shelf',
  'sort',
];

async function writeLinks(ctx: Ctx, dishId: number, input: DishInput) {
  await ctx.db.query(`DELETE FROM menu_dish_class_links WHERE merchant_id = $1 AND dish_id = $2`, [ctx.merchantId, dishId]);
  await ctx.db.query(`DELETE FROM menu_dish_ingredients WHERE merchant_id = $1 AND dish_id = $2`, [ctx.merchantId, dishId]);
  const classIds = [...new Set([...input.classIds, ...(input.cookId ? [input.cookId] : [])])];
  if (classIds.length) {
    await ctx.db.query(`INSERT INTO menu_dish_class_links (merchant_id, dish_id, class_id) SELECT $1, $2, unnest($3::int[])`, [ctx.merchantId, dishId, classIds]);
  }
  if (input.ingredients.length) {
    await ctx.db.query(`INSERT INTO menu_dish_ingredients (merchant_id, dish_id, material_id, grams) SELECT $1, $2, m, g FROM unnest($3::int[], $4::numeric[]) AS s(m, g)`, [
      ctx.merchantId,
      dishId,
      input.ingredients.map((i) => i.materialId),
      input.ingredients.map((i) => i.grams),
    ]);
  }
}

export async function addDish(ctx: Ctx, input: DishInput): Promise<{ dishesId: number }> {
  await check(ctx, input);
  await nameFree(ctx, input.dishName);
  const row = await named(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO menu_dishes (merchant_id, ${COLUMNS.join(', ')}, created_at, updated_at)
       VALUES ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}, $${COLUMNS.length + 2}, $${COLUMNS.length + 2}) RETURNING id`,
      [ctx.merchantId, ...values(input), ctx.now().toISOString()],
    ),
  );
  await writeLinks(ctx, row[0].id, input);
  return { dishesId: row[0].id };
}

const ingredientKey = (list: { materialId: number; grams: number }[]) =>
  list
    .map((i) => `${i.materialId}:${Math.round(i.grams * 100)}`)
    .sort()
    .join(',');

export async function editDish(ctx: Ctx, input: DishInput & { dishesId: number }): Promise<null> {
  const current = await getDish(ctx, input.dishesId);
  await check(ctx, input);
  await nameFree(ctx, input.dishName, input.dishesId);
  const before = await dishIngredients(ctx, input.dishesId);
  // A rejected dish, once edited, is submitted again.
  const reviewAgain =
    current.auditState === 'rejected' || current.dishName !== input.dishName || current.price !== input.price || ingredientKey(before) !== ingredientKey(input.ingredients);
  const sets = COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ');
  const at = COLUMNS.length + 3;
  await named(() =>
    ctx.db.query(
      `UPDATE menu_dishes SET ${sets}, updated_at = $${at}${reviewAgain ? `, audit_state = 'pending', audit_reason = ''` : ''} WHERE merchant_id = $1 AND id = $2`,
      [ctx.merchantId, input.dishesId, ...values(input), ctx.now().toISOString()],
    ),
  );
  await writeLinks(ctx, input.dishesId, input);
  return null;
}

/** The dishes of those ids the caller reaches; 40400 when one is missing. */
async function reachable(ctx: Ctx, ids: number[]): Promise<{ id: number; name: string; audit_state: string }[]> {
  const unique = [...new Set(ids)];
  const w = new Where('merchant_id = ?', ctx.merchantId).add('id = ANY(?::int[])', unique).scope(ctx, 'dish', 'type_id');
  const rows = await ctx.db.query<{ id: number; name: string; audit_state: string }>(
    `SELECT id, name, audit_state FROM menu_dishes WHERE ${w.sql} ORDER BY id FOR UPDATE`,
    w.params,
  );
  if (rows.length !== unique.length) throw notFound('dish');
  return rows;
}

/**
 * Removes dishes, all or none. One on a recipe is refused with the count; products and set meals guard their side
 * with foreign keys, refused here as "in use".
 */
export async function removeDishes(ctx: Ctx, ids: number[]): Promise<null> {
  const dishes = await reachable(ctx, ids);
  const used = await ctx.db.query<{ dish_id: number; n: number }>(
    `SELECT dish_id, count(DISTINCT recipe_id)::int AS n FROM menu_recipe_details WHERE merchant_id = $1 AND dish_id = ANY($2::int[]) GROUP BY dish_id`,
    [ctx.merchantId, dishes.map((d) => d.id)],
  );
  if (used.length) {
    const dish = dishes.find((d) => d.id === used[0].dish_id)!;
    throw conflict('dishInRecipe', { name: dish.name, count: used[0].n });
  }
  for (const dish of dishes) {
    try {
      await ctx.db.query(`DELETE FROM menu_dishes WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, dish.id]);
    } catch (e) {
      if ((e as { code?: string }).code === '23503') throw conflict('dishInUse', { name: dish.name });
      throw e;
    }
  }
  return null;
}

/** Approves pending dishes, or rejects them with a reason; every dish named must be pending. */
export async function auditDishes(ctx: Ctx, input: { dishesIds: number[]; approve: boolean; reason: string }): Promise<{ audited: number }> {
  const dishes = await reachable(ctx, input.dishesIds);
  const notPending = dishes.find((d) => d.audit_state !== 'pending');
  if (notPending) throw conflict('dishNotPending', { name: notPending.name });
  await ctx.db.query(`UPDATE menu_dishes SET audit_state = $3, audit_reason = $4, audited_at = $5, audited_by = $6 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [
    ctx.merchantId,
    dishes.map((d) => d.id),
    input.approve ? 'approved' : 'rejected',
    input.approve ? '' : input.reason,
    ctx.now().toISOString(),
    actorOf(ctx).username,
  ]);
  return { audited: dishes.length };
}

export async function shelveDishes(ctx: Ctx, input: { dishesIds: number[]; onShelf: boolean }): Promise<{ updated: number }> {
  const dishes = await reachable(ctx, input.dishesIds);
  await ctx.db.query(`UPDATE menu_dishes SET on_shelf = $3, updated_at = $4 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [
    ctx.merchantId,
    dishes.map((d) => d.id),
    input.onShelf,
    ctx.now().toISOString(),
  ]);
  return { updated: dishes.length };
}

/** Approves dishes whatever their state (the demo seed's dishes arrive reviewed). */
export async function approveDishes(ctx: Ctx, ids: number[]): Promise<void> {
  await ctx.db.query(`UPDATE menu_dishes SET audit_state = 'approved', audited_at = $3, audited_by = $4 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [
    ctx.merchantId,
    ids,
    ctx.now().toISOString(),
    actorOf(ctx).username,
  ]);
}
