import type { HealthRecipeKind, HealthRecipeNode } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { namedList, checkTargets, targetNames, uniqueIds } from './healthMenusTargets';

/**
 * Health recipes (healthmenu): one tree per merchant of categories (糖尿病食谱…) and recipes (糖尿病一日三餐A…).
 * Only a category holds children; a recipe holds dish lines (healthMenusDetails.ts). Names are unique among siblings.
 */

export interface HealthRecipeRow {
  id: number;
  parentId: number | null;
  kind: HealthRecipeKind;
  name: string;
  chronicIds: number[];
  psnTypeIds: number[];
  energyKcal: number | null;
  description: string;
  sort: number;
  lineCount: number;
}

const SELECT = `SELECT r.id, r.parent_id AS "parentId", r.kind, r.name, r.chronic_ids AS "chronicIds", r.psn_type_ids AS "psnTypeIds",
    r.energy_kcal AS "energyKcal", r.description, r.sort,
    (SELECT count(*)::int FROM health_recipe_details d WHERE d.merchant_id = r.merchant_id AND d.recipe_id = r.id) AS "lineCount"
  FROM health_recipes r`;

/** Every node of the merchant, siblings by sort. */
export async function allNodes(ctx: Ctx): Promise<HealthRecipeRow[]> {
  return ctx.db.query<HealthRecipeRow>(`${SELECT} WHERE r.merchant_id = $1 ORDER BY r.sort, r.id`, [ctx.merchantId]);
}

/** The node, or 40400 when it does not exist or belongs to another merchant. */
export async function getNode(ctx: Ctx, id: number): Promise<HealthRecipeRow> {
  const row = (await ctx.db.query<HealthRecipeRow>(`${SELECT} WHERE r.merchant_id = $1 AND r.id = $2`, [ctx.merchantId, id]))[0];
  if (!row) throw notFound('health recipe');
  return row;
}

/** A recipe (not a category), or 40400 / 40000 on `field`. */
export async function getRecipe(ctx: Ctx, id: number, field = 'healthRecipeId'): Promise<HealthRecipeRow> {
  const row = await getNode(ctx, id);
  if (row.kind !== 'recipe') throw fieldError(field, 'healthRecipeNotRecipe');
  return row;
}

export async function recipeTree(ctx: Ctx, q: { name?: string }): Promise<HealthRecipeNode[]> {
  const [rows, names] = await Promise.all([allNodes(ctx), targetNames(ctx)]);
  const nodes = new Map<number, HealthRecipeNode>(
    rows.map((r) => {
      const chronics = namedList(r.chronicIds, names.chronics);
      const types = namedList(r.psnTypeIds, names.psnTypes);
      return [
        r.id,
        {
          healthRecipeId: r.id,
          parentId: r.parentId,
          kind: r.kind,
          name: r.name,
          chronicIds: chronics.ids,
          chronics: chronics.named,
          psnTypeIds: types.ids,
          psnTypes: types.named,
          energyKcal: r.energyKcal,
          description: r.description,
          sort: r.sort,
          lineCount: r.lineCount,
          children: [],
        },
      ];
    }),
  );
  const roots: HealthRecipeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  if (!q.name) return roots;
  const needle = q.name.toLowerCase();
  // Keeps a node whose name holds the text, with everything below it, and the categories on the way to it.
  const prune = (list: HealthRecipeNode[]): HealthRecipeNode[] =>
    list.flatMap((n) => {
      if (n.name.toLowerCase().includes(needle)) return [n];
      const children = prune(n.children);
      return children.length ? [{ ...n, children }] : [];
    });
  return prune(roots);
}

interface NodeInput {
  parentId: number | null;
  kind: HealthRecipeKind;
  name: string;
  chronicIds: number[];
  psnTypeIds: number[];
  energyKcal: number | null;
  description: string;
  sort: number;
}

/** A parent must be one of the merchant's categories, and neither the node itself nor one below it. */
async function checkParent(ctx: Ctx, parentId: number | null, nodeId: number | null) {
  if (parentId === null) return;
  const parent = await getNode(ctx, parentId);
  if (parent.kind !== 'category') throw fieldError('parentId', 'healthRecipeParentNotCategory');
  if (nodeId === null) return;
  const cycle = await ctx.db.query(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id FROM health_recipes WHERE merchant_id = $1 AND id = $2
       UNION SELECT p.id, p.parent_id FROM health_recipes p JOIN up ON p.id = up.parent_id AND p.merchant_id = $1)
     SELECT 1 FROM up WHERE id = $3 LIMIT 1`,
    [ctx.merchantId, parentId, nodeId],
  );
  if (cycle.length) throw fieldError('parentId', 'healthRecipeParentInvalid');
}

async function checkSiblingName(ctx: Ctx, parentId: number | null, name: string, exceptId: number) {
  const clash = await ctx.db.query(`SELECT 1 FROM health_recipes WHERE merchant_id = $1 AND parent_id IS NOT DISTINCT FROM $2 AND name = $3 AND id <> $4 LIMIT 1`, [
    ctx.merchantId,
    parentId,
    name,
    exceptId,
  ]);
  if (clash.length) throw fieldError('name', 'alreadyExists');
}

/** The unique index backs the sibling check when two requests race. */
async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', 'alreadyExists');
    throw e;
  }
}

async function prepare(ctx: Ctx, input: NodeInput) {
  const chronicIds = uniqueIds(input.chronicIds);
  const psnTypeIds = uniqueIds(input.psnTypeIds);
  await checkTargets(ctx, { chronicIds, psnTypeIds });
  // A category's energy means nothing: its recipes each carry their own.
  return { ...input, chronicIds, psnTypeIds, energyKcal: input.kind === 'recipe' ? input.energyKcal : null };
}

export async function addNode(ctx: Ctx, input: NodeInput): Promise<{ healthRecipeId: number }> {
  await checkParent(ctx, input.parentId, null);
  const v = await prepare(ctx, input);
  await checkSiblingName(ctx, v.parentId, v.name, 0);
  const row = await guardUnique(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO health_recipes (merchant_id, parent_id, kind, name, chronic_ids, psn_type_ids, energy_kcal, description, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [ctx.merchantId, v.parentId, v.kind, v.name, v.chronicIds, v.psnTypeIds, v.energyKcal, v.description, v.sort],
    ),
  );
  return { healthRecipeId: row[0].id };
}

export async function editNode(ctx: Ctx, { healthRecipeId, ...input }: NodeInput & { healthRecipeId: number }): Promise<null> {
  const current = await getNode(ctx, healthRecipeId);
  if (input.kind !== current.kind) {
    // A category that holds nodes cannot become a recipe, nor a recipe with dishes a category.
    const held = current.kind === 'category' ? (await ctx.db.query(`SELECT 1 FROM health_recipes WHERE merchant_id = $1 AND parent_id = $2 LIMIT 1`, [ctx.merchantId, healthRecipeId])).length : current.lineCount;
    if (held) throw conflict('healthRecipeKindLocked');
  }
  if (input.parentId !== current.parentId) await checkParent(ctx, input.parentId, healthRecipeId);
  const v = await prepare(ctx, input);
  await checkSiblingName(ctx, v.parentId, v.name, healthRecipeId);
  await guardUnique(() =>
    ctx.db.query(
      `UPDATE health_recipes SET parent_id = $3, kind = $4, name = $5, chronic_ids = $6, psn_type_ids = $7, energy_kcal = $8, description = $9, sort = $10,
              updated_at = now()
        WHERE merchant_id = $1 AND id = $2`,
      [ctx.merchantId, healthRecipeId, v.parentId, v.kind, v.name, v.chronicIds, v.psnTypeIds, v.energyKcal, v.description, v.sort],
    ),
  );
  return null;
}

/** A category that still holds nodes stays (40900); a recipe goes with its dish lines. */
export async function removeNode(ctx: Ctx, healthRecipeId: number): Promise<null> {
  await getNode(ctx, healthRecipeId);
  const children = await ctx.db.query(`SELECT 1 FROM health_recipes WHERE merchant_id = $1 AND parent_id = $2 LIMIT 1`, [ctx.merchantId, healthRecipeId]);
  if (children.length) throw conflict('healthRecipeHasChildren');
  try {
    await ctx.db.query(`DELETE FROM health_recipes WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, healthRecipeId]);
  } catch (e) {
    // A node added below it meanwhile.
    if ((e as { code?: string }).code === '23503') throw conflict('healthRecipeHasChildren');
    throw e;
  }
  return null;
}

/**
 * Who a recipe is for, with what the categories above it say: the union of its own and its ancestors' chronic
 * illnesses and person types, and the names of those categories (top first).
 */
export function effectiveTargets(rows: readonly HealthRecipeRow[], id: number): { chronicIds: Set<number>; psnTypeIds: Set<number>; path: string[] } {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chronicIds = new Set<number>();
  const psnTypeIds = new Set<number>();
  const path: string[] = [];
  const seen = new Set<number>();
  for (let node = byId.get(id); node && !seen.has(node.id); node = node.parentId === null ? undefined : byId.get(node.parentId)) {
    seen.add(node.id);
    node.chronicIds.forEach((c) => chronicIds.add(c));
    node.psnTypeIds.forEach((p) => psnTypeIds.add(p));
    if (node.id !== id) path.unshift(node.name);
  }
  return { chronicIds, psnTypeIds, path };
}
