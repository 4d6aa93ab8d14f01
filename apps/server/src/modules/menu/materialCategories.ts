import type { MaterialCategory, MaterialCategoryNode } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict } from '../../platform/http/errors';
import { defineTree } from '../../platform/tree';

/**
 * Material categories (menumaterialcategory): a tree per merchant, names unique among siblings. The top level are the
 * big types (谷薯类, 畜禽肉类…), the levels below the small types (米面, 猪肉…).
 */

/** `cat(id, parent_id, name, path)`: every category of merchant $1 with its path from the big type ('畜禽肉类 / 猪肉'). */
export const CATEGORY_PATHS = `cat AS (
    SELECT id, parent_id, name, name::text AS path FROM menu_material_categories WHERE merchant_id = $1 AND parent_id IS NULL
    UNION ALL
    SELECT c.id, c.parent_id, c.name, cat.path || ' / ' || c.name FROM menu_material_categories c JOIN cat ON c.parent_id = cat.id WHERE c.merchant_id = $1)`;

/** SQL for the ids of the category at placeholder `id` and every category below it (merchant $1). */
export const subtreeOf = (id: string) => `(WITH RECURSIVE sub AS (
    SELECT id FROM menu_material_categories WHERE merchant_id = $1 AND id = ${id}
    UNION ALL
    SELECT c.id FROM menu_material_categories c JOIN sub ON c.parent_id = sub.id WHERE c.merchant_id = $1)
  SELECT id FROM sub)`;

/** Names unique among siblings; a category with sub-categories or materials stays (40900): removing it would orphan them. */
export const categories = defineTree<MaterialCategory>({
  table: 'menu_material_categories',
  idField: 'categoryId',
  name: 'categoryName',
  fields: { categoryName: 'name', sort: 'sort', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: {
    parentName: '(SELECT p.name FROM menu_material_categories p WHERE p.merchant_id = r.merchant_id AND p.id = r.parent_id)',
    childCount: '(SELECT count(*)::int FROM menu_material_categories c WHERE c.merchant_id = r.merchant_id AND c.parent_id = r.id)',
    materialCount: '(SELECT count(*)::int FROM menu_materials m WHERE m.merchant_id = r.merchant_id AND m.category_id = r.id)',
  },
  filters: { categoryName: { column: 'name', op: 'like' }, parentId: { column: 'parent_id', op: 'eq' } },
  orderBy: 'r.sort, r.id',
  codes: { parentInvalid: 'materialCategoryParentInvalid', hasChildren: 'materialCategoryHasChildren', parentUnknown: 'materialCategoryUnknown' },
  checkRemove: (_ctx, row) => {
    if (row.materialCount > 0) throw conflict('materialCategoryHasMaterials', { count: row.materialCount });
  },
  what: 'category',
});

export const categoryPage = categories.page;

export const categoryTree = (ctx: Ctx) =>
  categories.tree<MaterialCategoryNode>(ctx, {}, (c) => ({
    categoryId: c.categoryId,
    parentId: c.parentId,
    categoryName: c.categoryName,
    sort: c.sort,
    materialCount: c.materialCount,
  }));

interface CategoryInput {
  parentId: number | null;
  categoryName: string;
  sort: number;
}

export async function addCategory(ctx: Ctx, input: CategoryInput) {
  return { categoryId: await categories.add(ctx, { ...input }) };
}

export async function editCategory(ctx: Ctx, { categoryId, ...input }: CategoryInput & { categoryId: number }) {
  await categories.edit(ctx, categoryId, input);
  return null;
}

export async function removeCategory(ctx: Ctx, categoryId: number) {
  await categories.remove(ctx, categoryId);
  return null;
}
