import type { Place, PlaceNode } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { defineTree } from '../../platform/tree';

/**
 * Places (地点) where people work or live: a tree per merchant, names unique among siblings (like organisations).
 * One that a person still lives or works at (customers.place_id) stays when removed (40900).
 */
export const places = defineTree<Place>({
  table: 'cust_places',
  idField: 'placeId',
  name: 'placeName',
  fields: { placeName: 'name', placeCode: 'place_code', sort: 'sort', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: {
    parentName: '(SELECT p.name FROM cust_places p WHERE p.id = r.parent_id)',
    childCount: '(SELECT count(*)::int FROM cust_places c WHERE c.parent_id = r.id)',
  },
  filters: { placeName: { column: 'name', op: 'like' }, parentId: { column: 'parent_id', op: 'eq' } },
  orderBy: 'r.sort, r.id',
  codes: { parentInvalid: 'placeParentInvalid', hasChildren: 'placeHasChildren' },
  what: 'place',
});

export const placeTree = (ctx: Ctx) =>
  places.tree<PlaceNode>(ctx, {}, (p) => ({ placeId: p.placeId, parentId: p.parentId, placeName: p.placeName, placeCode: p.placeCode, sort: p.sort, remark: p.remark }));

interface PlaceInput {
  parentId: number | null;
  placeName: string;
  placeCode: string;
  sort: number;
  remark: string;
}

export const placePage = places.page;
export async function addPlace(ctx: Ctx, input: PlaceInput) {
  return { placeId: await places.add(ctx, { ...input }) };
}

export async function editPlace(ctx: Ctx, { placeId, ...input }: PlaceInput & { placeId: number }) {
  await places.edit(ctx, placeId, input);
  return null;
}

export async function removePlace(ctx: Ctx, placeId: number) {
  await places.remove(ctx, placeId);
  return null;
}
