import type { DishMaterials, Material, MaterialOption, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { assertDishes, dishNutrition } from './dishFacts';
import { CATEGORY_PATHS, subtreeOf } from './materialCategories';

/** Raw materials (menumaterial): what dishes are made of, with their nutrients per 100 g of edible part. */

export interface MaterialFilters {
  materialName?: string;
  categoryId?: number;
  source?: string;
}

type MaterialRow = Omit<Material, 'nutrients'> & { nutrients: { nutritionId: number; code: string; name: string; unit: string; per100g: string | number }[] };

const SELECT = `SELECT m.id AS "materialId", m.name AS "materialName", m.category_id AS "categoryId", cat.name AS "categoryName",
    coalesce(cat.path, '') AS "categoryPath", m.unit, m.source, m.remark,
    coalesce((SELECT json_agg(json_build_object('nutritionId', n.id, 'code', n.code, 'name', n.name, 'unit', n.unit, 'per100g', mn.per_100g) ORDER BY n.sort, n.id)
        FROM menu_material_nutrients mn JOIN menu_nutrients n ON n.merchant_id = mn.merchant_id AND n.id = mn.nutrient_id
       WHERE mn.merchant_id = m.merchant_id AND mn.material_id = m.id), '[]'::json) AS nutrients,
    (SELECT count(*)::int FROM menu_dish_ingredients i WHERE i.merchant_id = m.merchant_id AND i.material_id = m.id) AS "dishCount",
    m.created_at AS "createdAt"`;
const FROM = `FROM menu_materials m LEFT JOIN cat ON cat.id = m.category_id`;
const ORDER = 'ORDER BY m.id DESC';

/** The page's and the export's WHERE; the merchant is $1, as CATEGORY_PATHS and subtreeOf expect. */
export function materialWhere(ctx: Ctx, q: MaterialFilters): Where {
  const w = new Where('m.merchant_id = ?', ctx.merchantId);
  if (q.materialName) w.add('m.name ILIKE ?', likeContains(q.materialName));
  if (q.categoryId !== undefined) w.add(`m.category_id IN ${subtreeOf('?')}`, q.categoryId);
  if (q.source) w.add('m.source ILIKE ?', likeContains(q.source));
  return w;
}

const toMaterial = (r: MaterialRow): Material => ({ ...r, nutrients: r.nutrients.map((n) => ({ ...n, per100g: Number(n.per100g) })) });

/** The SELECT of materials (with their nutrients) over `where`; the export streams it. */
export const materialSelect = (where: string) => `WITH RECURSIVE ${CATEGORY_PATHS} ${SELECT} ${FROM} WHERE ${where} ${ORDER}`;

export async function materialPage(ctx: Ctx, q: MaterialFilters & Paging): Promise<Page<Material>> {
  const w = materialWhere(ctx, q);
  const page = await pageOf<MaterialRow>(ctx.db, q, { count: `SELECT count(*)::int AS n FROM menu_materials m WHERE ${w.sql}`, rows: materialSelect(w.sql), params: w.params });
  return { ...page, records: page.records.map(toMaterial) };
}

export async function materialOptions(ctx: Ctx, materialName?: string): Promise<MaterialOption[]> {
  const w = materialWhere(ctx, { materialName });
  return ctx.db.query<MaterialOption>(
    `WITH RECURSIVE ${CATEGORY_PATHS}
     SELECT m.id AS "materialId", m.name AS "materialName", m.unit, m.category_id AS "categoryId", coalesce(cat.path, '') AS "categoryPath"
       ${FROM} WHERE ${w.sql} ORDER BY m.name, m.id`,
    w.params,
  );
}

export interface MaterialInput {
  materialName: string;
  categoryId: number | null;
  unit: string;
  source: string;
  remark: string;
  nutrients: { nutritionId: number; per100g: number }[];
}

/** The category and every nutrient must be the merchant's; a nutrient is given once. */
async function checkRefs(ctx: Ctx, input: MaterialInput) {
  if (input.categoryId !== null) {
    const found = await ctx.db.query(`SELECT 1 FROM menu_material_categories WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, input.categoryId]);
    if (!found.length) throw fieldError('categoryId', 'materialCategoryUnknown');
  }
  const ids = input.nutrients.map((n) => n.nutritionId);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) throw fieldError('nutrients', 'nutrientRepeated', { id: repeated });
  if (!ids.length) return;
  const known = new Set(
    (await ctx.db.query<{ id: number }>(`SELECT id FROM menu_nutrients WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, ids])).map((r) => r.id),
  );
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw fieldError('nutrients', 'nutrientUnknown', { id: unknown });
}

async function checkName(ctx: Ctx, name: string, exceptId: number) {
  const clash = await ctx.db.query(`SELECT 1 FROM menu_materials WHERE merchant_id = $1 AND name = $2 AND id <> $3`, [ctx.merchantId, name, exceptId]);
  if (clash.length) throw fieldError('materialName', 'materialNameTaken');
}

async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('materialName', 'materialNameTaken');
    throw e;
  }
}

/** Writes the values of materials (nutrient ids already checked), in one statement. */
export async function writeMaterialNutrients(ctx: Ctx, values: { materialId: number; nutritionId: number; per100g: number }[]) {
  if (!values.length) return;
  await ctx.db.query(
    `INSERT INTO menu_material_nutrients (merchant_id, material_id, nutrient_id, per_100g)
     SELECT $1, u.m, u.n, u.v FROM unnest($2::int[], $3::int[], $4::numeric[]) AS u(m, n, v)`,
    [ctx.merchantId, values.map((v) => v.materialId), values.map((v) => v.nutritionId), values.map((v) => v.per100g)],
  );
}

export async function addMaterial(ctx: Ctx, input: MaterialInput) {
  await checkRefs(ctx, input);
  await checkName(ctx, input.materialName, 0);
  const row = await guardUnique(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO menu_materials (merchant_id, category_id, name, unit, source, remark) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [ctx.merchantId, input.categoryId, input.materialName, input.unit, input.source, input.remark],
    ),
  );
  const materialId = row[0].id;
  await writeMaterialNutrients(
    ctx,
    input.nutrients.map((n) => ({ materialId, ...n })),
  );
  return { materialId };
}

async function assertMaterial(ctx: Ctx, materialId: number) {
  const found = await ctx.db.query(`SELECT 1 FROM menu_materials WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, materialId]);
  if (!found.length) throw notFound('material');
}

/** The nutrients sent replace the material's (a nutrient left out has no value any more). */
export async function editMaterial(ctx: Ctx, input: MaterialInput & { materialId: number }) {
  await assertMaterial(ctx, input.materialId);
  await checkRefs(ctx, input);
  await checkName(ctx, input.materialName, input.materialId);
  await guardUnique(() =>
    ctx.db.query(`UPDATE menu_materials SET category_id = $3, name = $4, unit = $5, source = $6, remark = $7 WHERE id = $1 AND merchant_id = $2`, [
      input.materialId,
      ctx.merchantId,
      input.categoryId,
      input.materialName,
      input.unit,
      input.source,
      input.remark,
    ]),
  );
  await ctx.db.query(`DELETE FROM menu_material_nutrients WHERE merchant_id = $1 AND material_id = $2`, [ctx.merchantId, input.materialId]);
  await writeMaterialNutrients(
    ctx,
    input.nutrients.map((n) => ({ materialId: input.materialId, ...n })),
  );
  return null;
}

/**
 * Removes the materials, all or none: an id that is not the merchant's is 40400, a material a dish is made of is
 * 40900 naming it and a dish (the dish keeps its nutrition only while its ingredients exist).
 */
export async function removeMaterials(ctx: Ctx, materialIds: readonly number[]) {
  const ids = [...new Set(materialIds)];
  const rows = await ctx.db.query<{ id: number; name: string; dishes: number; dish: string | null }>(
    `SELECT m.id, m.name,
        (SELECT count(*)::int FROM menu_dish_ingredients i WHERE i.merchant_id = m.merchant_id AND i.material_id = m.id) AS dishes,
        (SELECT d.name FROM menu_dish_ingredients i JOIN menu_dishes d ON d.merchant_id = i.merchant_id AND d.id = i.dish_id
          WHERE i.merchant_id = m.merchant_id AND i.material_id = m.id ORDER BY d.id LIMIT 1) AS dish
       FROM menu_materials m WHERE m.merchant_id = $1 AND m.id = ANY($2::int[]) ORDER BY m.id`,
    [ctx.merchantId, ids],
  );
  if (rows.length !== ids.length) throw notFound('material');
  const used = rows.find((r) => r.dishes > 0);
  if (used) throw conflict('materialInUse', { name: used.name, dish: used.dish ?? '', count: used.dishes });
  try {
    await ctx.db.query(`DELETE FROM menu_materials WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, ids]);
  } catch (e) {
    // A dish took one of them between the check and the delete.
    if ((e as { code?: string }).code === '23503') throw conflict('inUse');
    throw e;
  }
  return null;
}

/**
 * What a dish the caller's dish scope reaches is made of: each ingredient with its grams, category and the
 * nutrients it brings to one portion, and the portion's totals (the menu's one nutrition sum, dishNutrition).
 */
export async function materialsOfDish(ctx: Ctx, dishesId: number): Promise<DishMaterials> {
  const dish = (await assertDishes(ctx, [dishesId], 'dishesId')).get(dishesId)!;
  const rows = await ctx.db.query<{
    materialId: number;
    materialName: string;
    unit: string;
    categoryId: number | null;
    categoryPath: string;
    grams: string;
    nutrients: { nutritionId: number; code: string; name: string; unit: string; amount: string | number }[];
  }>(
    `WITH RECURSIVE ${CATEGORY_PATHS}
     SELECT m.id AS "materialId", m.name AS "materialName", m.unit, m.category_id AS "categoryId", coalesce(cat.path, '') AS "categoryPath", i.grams,
       coalesce((SELECT json_agg(json_build_object('nutritionId', n.id, 'code', n.code, 'name', n.name, 'unit', n.unit, 'amount', round(i.grams * mn.per_100g / 100, 2)) ORDER BY n.sort, n.id)
           FROM menu_material_nutrients mn JOIN menu_nutrients n ON n.merchant_id = mn.merchant_id AND n.id = mn.nutrient_id
          WHERE mn.merchant_id = m.merchant_id AND mn.material_id = m.id), '[]'::json) AS nutrients
       FROM menu_dish_ingredients i
       JOIN menu_materials m ON m.merchant_id = i.merchant_id AND m.id = i.material_id
       LEFT JOIN cat ON cat.id = m.category_id
      WHERE i.merchant_id = $1 AND i.dish_id = $2
      ORDER BY i.grams DESC, m.id`,
    [ctx.merchantId, dishesId],
  );
  const totals = (await dishNutrition(ctx, [dishesId])).get(dishesId) ?? [];
  return {
    dishesId,
    dishesName: dish.dishName,
    ingredients: rows.map((r) => ({ ...r, grams: Number(r.grams), nutrients: r.nutrients.map((n) => ({ ...n, amount: Number(n.amount) })) })),
    totals: totals.map((n) => ({ nutritionId: n.nutrientId, code: n.code, name: n.name, unit: n.unit, amount: n.amount })),
  };
}

/** The merchant's materials by exact name (seeds and dish imports name materials; absent names are absent from the map). */
export async function materialIdsByName(ctx: Ctx, names: readonly string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM menu_materials WHERE merchant_id = $1 AND name = ANY($2::text[])`, [
    ctx.merchantId,
    [...new Set(names)],
  ]);
  return new Map(rows.map((r) => [r.name, r.id]));
}
