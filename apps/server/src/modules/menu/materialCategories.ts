import type { MaterialCategory, MaterialCategoryNode, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains } from '../../platform/sql';

/**
 * Material categories (menumaterialcategory): a tree per merchant, names unique among siblings. The top level are the
 * big types (谷薯类, 畜禽肉类…), the levels below the small types (米面, 猪肉…).
 */

/** `cat(id, parent_id, name, path)`: every category of merchant $1 with its path from the big type ('畜禽肉类 / 猪肉'). */
export const CATEGORY_PATHS = `cat AS (
    SELECT id, parent_id, name, name::text AS path FROM menu_material_categories WHERE merchant_id = $1 AND parent_id IS NULL
    UNION ALL
    SELECT c.id, c.parent_id, c.name, cat.path || ' / ' || c.name FROM menu_material_categories c JOIN cat ON c.parent_id = cat.id WHERE c.merchant_id = $1)`;

/** SQL for the ids of category $n and every category below it (merchant $1). */
export const subtreeOf = (param: number) => `(WITH RECURSIVE sub AS (
    SELECT id FROM menu_material_categories WHERE merchant_id = $1 AND id = $${param}
    UNION ALL
    SELECT c.id FROM menu_material_categories c JOIN sub ON c.parent_id = sub.id WHERE c.merchant_id = $1)
  SELECT id FROM sub)`;

const SELECT = `SELECT r.id AS "categoryId", r.parent_id AS "parentId", p.name AS "parentName", r.name AS "categoryName", r.sort,
    (SELECT count(*)::int FROM menu_material_categories c WHERE c.merchant_id = r.merchant_id AND c.parent_id = r.id) AS "childCount",
    (SELECT count(*)::int FROM menu_materials m WHERE m.merchant_id = r.merchant_id AND m.category_id = r.id) AS "materialCount",
    r.created_at AS "createdAt"
  FROM menu_material_categories r LEFT JOIN menu_material_categories p ON p.merchant_id = r.merchant_id AND p.id = r.parent_id`;
const ORDER = 'ORDER BY r.sort, r.id';

export async function categoryPage(ctx: Ctx, q: { page: number; limit: number; categoryName?: string; parentId?: number }): Promise<Page<MaterialCategory>> {
  const params: unknown[] = [ctx.merchantId];
  let where = 'r.merchant_id = $1';
  if (q.categoryName) {
    params.push(likeContains(q.categoryName));
    where += ` AND r.name ILIKE $${params.length}`;
  }
  if (q.parentId !== undefined) {
    params.push(q.parentId);
    where += ` AND r.parent_id = $${params.length}`;
  }
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM menu_material_categories r WHERE ${where}`, params))[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const records = await ctx.db.query<MaterialCategory>(`${SELECT} WHERE ${where} ${ORDER} LIMIT $${params.length - 1} OFFSET $${params.length}`, params);
  return { records, total, page: q.page, limit: q.limit };
}

/** The category, or 40400 when it does not exist or belongs to another merchant. */
async function getCategory(ctx: Ctx, categoryId: number): Promise<MaterialCategory> {
  const row = (await ctx.db.query<MaterialCategory>(`${SELECT} WHERE r.merchant_id = $1 AND r.id = $2`, [ctx.merchantId, categoryId]))[0];
  if (!row) throw notFound('category');
  return row;
}

export async function categoryTree(ctx: Ctx): Promise<MaterialCategoryNode[]> {
  const list = await ctx.db.query<MaterialCategory>(`${SELECT} WHERE r.merchant_id = $1 ${ORDER}`, [ctx.merchantId]);
  const nodes = new Map<number, MaterialCategoryNode>(
    list.map((c) => [c.categoryId, { categoryId: c.categoryId, parentId: c.parentId, categoryName: c.categoryName, sort: c.sort, materialCount: c.materialCount, children: [] }]),
  );
  const roots: MaterialCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A parent must be the merchant's and, for a move, neither the category itself nor one below it (no cycles). */
async function checkParent(ctx: Ctx, parentId: number | null, categoryId: number | null) {
  if (parentId === null) return;
  const found = await ctx.db.query(`SELECT 1 FROM menu_material_categories WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, parentId]);
  if (!found.length) throw fieldError('parentId', 'materialCategoryUnknown');
  if (categoryId === null) return;
  const below = await ctx.db.query(`SELECT 1 FROM ${subtreeOf(2)} s WHERE s.id = $3`, [ctx.merchantId, categoryId, parentId]);
  if (below.length) throw fieldError('parentId', 'materialCategoryParentInvalid');
}

async function checkSiblingName(ctx: Ctx, parentId: number | null, name: string, exceptId: number) {
  const clash = await ctx.db.query(
    `SELECT 1 FROM menu_material_categories WHERE merchant_id = $1 AND parent_id IS NOT DISTINCT FROM $2 AND name = $3 AND id <> $4 LIMIT 1`,
    [ctx.merchantId, parentId, name, exceptId],
  );
  if (clash.length) throw fieldError('categoryName', 'alreadyExists');
}

/** The unique index backs the sibling check when two requests race. */
async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('categoryName', 'alreadyExists');
    throw e;
  }
}

interface CategoryInput {
  parentId: number | null;
  categoryName: string;
  sort: number;
}

export async function addCategory(ctx: Ctx, input: CategoryInput) {
  await checkParent(ctx, input.parentId, null);
  await checkSiblingName(ctx, input.parentId, input.categoryName, 0);
  const row = await guardUnique(() =>
    ctx.db.query<{ id: number }>(`INSERT INTO menu_material_categories (merchant_id, parent_id, name, sort) VALUES ($1, $2, $3, $4) RETURNING id`, [
      ctx.merchantId,
      input.parentId,
      input.categoryName,
      input.sort,
    ]),
  );
  return { categoryId: row[0].id };
}

export async function editCategory(ctx: Ctx, input: CategoryInput & { categoryId: number }) {
  const current = await getCategory(ctx, input.categoryId);
  if (input.parentId !== current.parentId) await checkParent(ctx, input.parentId, input.categoryId);
  await checkSiblingName(ctx, input.parentId, input.categoryName, input.categoryId);
  await guardUnique(() =>
    ctx.db.query(`UPDATE menu_material_categories SET parent_id = $3, name = $4, sort = $5 WHERE id = $1 AND merchant_id = $2`, [
      input.categoryId,
      ctx.merchantId,
      input.parentId,
      input.categoryName,
      input.sort,
    ]),
  );
  return null;
}

/** A category with sub-categories or materials stays (40900): removing it would orphan them. */
export async function removeCategory(ctx: Ctx, categoryId: number) {
  const current = await getCategory(ctx, categoryId);
  if (current.childCount > 0) throw conflict('materialCategoryHasChildren');
  if (current.materialCount > 0) throw conflict('materialCategoryHasMaterials', { count: current.materialCount });
  await ctx.db.query(`DELETE FROM menu_material_categories WHERE id = $1 AND merchant_id = $2`, [categoryId, ctx.merchantId]);
  return null;
}
