import type { Area, AreaNode } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError } from '../../platform/http/errors';
import { defineTree } from '../../platform/tree';
import { findCanteen } from './canteens';

/** Areas of a canteen (floors, zones), nested: a tree per canteen; tables stand in them. */
export const areas = defineTree<Area>({
  table: 'canteen_areas',
  idField: 'areaId',
  name: 'areaName',
  within: ['canteenId'],
  fields: { canteenId: 'canteen_id', areaName: 'name', sort: 'sort' },
  computed: {
    canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)',
    tableCount: '(SELECT count(*)::int FROM dining_tables t WHERE t.area_id = r.id)',
  },
  filters: { canteenId: { column: 'canteen_id', op: 'eq' }, parentId: { column: 'parent_id', op: 'eq' }, areaName: { column: 'name', op: 'like' } },
  orderBy: 'r.canteen_id, r.sort, r.id',
  scope: { type: 'canteen', column: 'canteen_id' },
  codes: { parentInvalid: 'areaParentInvalid', hasChildren: 'areaHasChildren' },
  // The parent is another area of the same canteen.
  checkParent: (_ctx, parent, area) => {
    if (parent.canteenId !== area.canteenId) throw fieldError('parentId', 'areaParentInvalid');
  },
  checkRemove: (_ctx, area) => {
    if (area.tableCount > 0) throw conflict('areaHasTables');
  },
  what: 'area',
});

interface AreaInput {
  parentId: number | null;
  areaName: string;
  sort: number;
}

export async function addArea(ctx: Ctx, input: AreaInput & { canteenId: number }) {
  await findCanteen(ctx, input.canteenId);
  return { areaId: await areas.add(ctx, { ...input }) };
}

export async function editArea(ctx: Ctx, { areaId, ...input }: AreaInput & { areaId: number }) {
  await areas.edit(ctx, areaId, input);
  return null;
}

export async function removeArea(ctx: Ctx, id: number) {
  await areas.remove(ctx, id);
  return null;
}

/** The areas of a canteen as a tree, siblings by sort. */
export async function areaTree(ctx: Ctx, canteenId: number): Promise<AreaNode[]> {
  await findCanteen(ctx, canteenId);
  return areas.tree<AreaNode>(ctx, { canteenId }, (a) => ({ areaId: a.areaId, parentId: a.parentId, areaName: a.areaName, sort: a.sort }));
}
