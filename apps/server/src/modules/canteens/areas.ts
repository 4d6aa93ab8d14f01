import type { Area, AreaNode } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';
import { findCanteen } from './canteens';

/** Areas of a canteen (floors, zones), nested; tables stand in them. */
export const areas = defineResource<Area>({
  table: 'canteen_areas',
  idField: 'areaId',
  fields: { canteenId: 'canteen_id', parentId: 'parent_id', areaName: 'name', sort: 'sort' },
  computed: {
    canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)',
    tableCount: '(SELECT count(*)::int FROM dining_tables t WHERE t.area_id = r.id)',
  },
  filters: { canteenId: { column: 'canteen_id', op: 'eq' }, parentId: { column: 'parent_id', op: 'eq' }, areaName: { column: 'name', op: 'like' } },
  orderBy: 'r.canteen_id, r.sort, r.id',
  scope: { type: 'canteen', column: 'canteen_id' },
  unique: [['areaName', 'canteenId', 'parentId']],
  what: 'area',
});

interface AreaInput {
  parentId: number | null;
  areaName: string;
  sort: number;
}

/** The parent is another area of the same canteen and not the area itself or one below it (no cycles). */
async function checkParent(ctx: Ctx, canteenId: number, parentId: number | null, selfId = 0) {
  if (parentId === null) return;
  const parent = await areas.get(ctx, parentId);
  if (parent.canteenId !== canteenId) throw fieldError('parentId', 'areaParentInvalid');
  const parentOf = new Map((await areas.list(ctx, { canteenId })).map((a) => [a.areaId, a.parentId]));
  for (let at: number | null | undefined = parentId; at; at = parentOf.get(at)) {
    if (at === selfId) throw fieldError('parentId', 'areaParentInvalid');
  }
}

export async function addArea(ctx: Ctx, input: AreaInput & { canteenId: number }) {
  await findCanteen(ctx, input.canteenId);
  await checkParent(ctx, input.canteenId, input.parentId);
  return { areaId: await areas.create(ctx, { ...input }) };
}

export async function editArea(ctx: Ctx, input: AreaInput & { areaId: number }) {
  const current = await areas.get(ctx, input.areaId);
  await checkParent(ctx, current.canteenId, input.parentId, input.areaId);
  await areas.update(ctx, input.areaId, { ...input });
  return null;
}

export async function removeArea(ctx: Ctx, id: number) {
  const area = await areas.get(ctx, id);
  const children = await ctx.db.query(`SELECT 1 FROM canteen_areas WHERE merchant_id = $1 AND parent_id = $2 LIMIT 1`, [ctx.merchantId, id]);
  if (children.length) throw conflict('areaHasChildren');
  if (area.tableCount > 0) throw conflict('areaHasTables');
  await areas.remove(ctx, id);
  return null;
}

/** The areas of a canteen as a tree, siblings by sort. */
export async function areaTree(ctx: Ctx, canteenId: number): Promise<AreaNode[]> {
  await findCanteen(ctx, canteenId);
  const list = await areas.list(ctx, { canteenId });
  const nodes = new Map<number, AreaNode>(list.map((a) => [a.areaId, { areaId: a.areaId, parentId: a.parentId, areaName: a.areaName, sort: a.sort, children: [] }]));
  const roots: AreaNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
