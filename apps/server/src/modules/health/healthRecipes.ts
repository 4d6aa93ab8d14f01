import type { HealthRecipeKind, HealthRecipeNode } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError } from '../../platform/http/errors';
import { defineTree, nest } from '../../platform/tree';
import { namedList, checkTargets, targetNames, uniqueIds } from './healthRecipesTargets';

/**
 * Health recipes (healthmenu): one tree per merchant of categories (糖尿病食谱…) and recipes (糖尿病一日三餐A…).
 * Only a category holds children; a recipe holds dish lines (healthRecipesDetails.ts). Names are unique among siblings.
 */

export type HealthRecipeRow = {
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
};

type NodeInput = Omit<HealthRecipeRow, 'id' | 'lineCount'>;

/** A category that still holds nodes stays (40900); a recipe goes with its dish lines. */
const nodes = defineTree<HealthRecipeRow>({
  table: 'health_recipes',
  idField: 'id',
  name: 'name',
  fields: {
    kind: 'kind',
    name: 'name',
    chronicIds: 'chronic_ids',
    psnTypeIds: 'psn_type_ids',
    energyKcal: 'energy_kcal',
    description: 'description',
    sort: 'sort',
  },
  computed: { lineCount: '(SELECT count(*)::int FROM health_recipe_details d WHERE d.merchant_id = r.merchant_id AND d.recipe_id = r.id)' },
  orderBy: 'r.sort, r.id',
  updatedAt: 'updated_at',
  // A node added below one being removed meanwhile is the only row that refers to it (its lines go with it).
  codes: { parentInvalid: 'healthRecipeParentInvalid', hasChildren: 'healthRecipeHasChildren', inUse: 'healthRecipeHasChildren' },
  checkParent: (_ctx, parent) => {
    if (parent.kind !== 'category') throw fieldError('parentId', 'healthRecipeParentNotCategory');
  },
  prepare: async (ctx, input) => {
    const chronicIds = uniqueIds(input.chronicIds as number[]);
    const psnTypeIds = uniqueIds(input.psnTypeIds as number[]);
    await checkTargets(ctx, { chronicIds, psnTypeIds });
    // A category's energy means nothing: its recipes each carry their own.
    return { ...input, chronicIds, psnTypeIds, energyKcal: input.kind === 'recipe' ? input.energyKcal : null };
  },
  what: 'health recipe',
});

/** Every node of the merchant, siblings by sort. */
export const allNodes = (ctx: Ctx) => nodes.list(ctx);

/** The node, or 40400 when it does not exist or belongs to another merchant. */
export const getNode = nodes.get;

/** A recipe (not a category), or 40400 / 40000 on `field`. */
export async function getRecipe(ctx: Ctx, id: number, field = 'healthRecipeId'): Promise<HealthRecipeRow> {
  const row = await getNode(ctx, id);
  if (row.kind !== 'recipe') throw fieldError(field, 'healthRecipeNotRecipe');
  return row;
}

export async function recipeTree(ctx: Ctx, q: { name?: string }): Promise<HealthRecipeNode[]> {
  const [rows, names] = await Promise.all([allNodes(ctx), targetNames(ctx)]);
  const roots = nest<HealthRecipeRow, HealthRecipeNode>(
    rows,
    (r) => r.id,
    (r) => {
      const chronics = namedList(r.chronicIds, names.chronics);
      const types = namedList(r.psnTypeIds, names.psnTypes);
      return {
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
      };
    },
  );
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

export async function addNode(ctx: Ctx, input: NodeInput): Promise<{ healthRecipeId: number }> {
  return { healthRecipeId: await nodes.add(ctx, { ...input }) };
}

export async function editNode(ctx: Ctx, { healthRecipeId, ...input }: NodeInput & { healthRecipeId: number }): Promise<null> {
  const current = await getNode(ctx, healthRecipeId);
  if (input.kind !== current.kind) {
    // A category that holds nodes cannot become a recipe, nor a recipe with dishes a category.
    const held = current.kind === 'category' ? await nodes.hasChildren(ctx, healthRecipeId) : current.lineCount > 0;
    if (held) throw conflict('healthRecipeKindLocked');
  }
  await nodes.edit(ctx, healthRecipeId, { ...input });
  return null;
}

export async function removeNode(ctx: Ctx, healthRecipeId: number): Promise<null> {
  await nodes.remove(ctx, healthRecipeId);
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
