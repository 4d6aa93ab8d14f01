import type { Canteen, Stall } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { registerScopeProvider } from '../../platform/access';
import { defineResource } from '../../platform/resource';

export const canteens = defineResource<Canteen>({
  table: 'canteens',
  idField: 'canteenId',
  fields: { canteenName: 'name', address: 'address', contact: 'contact', phone: 'phone', enabled: 'enabled', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: { stallCount: '(SELECT count(*)::int FROM stalls s WHERE s.canteen_id = r.id)' },
  filters: { canteenName: { column: 'name', op: 'like' }, enabled: { column: 'enabled', op: 'eq' } },
  orderBy: 'r.id',
  scope: { type: 'canteen', column: 'id' },
  unique: [['canteenName']],
  what: 'canteen',
});

export const stalls = defineResource<Stall>({
  table: 'stalls',
  idField: 'stallId',
  fields: { canteenId: 'canteen_id', stallName: 'name', contact: 'contact', phone: 'phone', enabled: 'enabled', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: { canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)' },
  filters: { canteenId: { column: 'canteen_id', op: 'eq' }, stallName: { column: 'name', op: 'like' } },
  orderBy: 'r.canteen_id, r.id',
  scope: { type: 'canteen', column: 'canteen_id' },
  unique: [['stallName', 'canteenId']],
  what: 'stall',
});

/** The canteen, or 40400 when it is another merchant's or outside the caller's data scope. */
export const findCanteen = (ctx: Ctx, canteenId: number) => canteens.get(ctx, canteenId);

export async function canteenOptions(ctx: Ctx) {
  return (await canteens.list(ctx)).map(({ canteenId, canteenName }) => ({ canteenId, canteenName }));
}

export async function addStall(ctx: Ctx, input: Record<string, unknown> & { canteenId: number }) {
  await findCanteen(ctx, input.canteenId);
  return { stallId: await stalls.create(ctx, input) };
}

export async function editStall(ctx: Ctx, input: Record<string, unknown> & { stallId: number; canteenId: number }) {
  await stalls.get(ctx, input.stallId);
  await findCanteen(ctx, input.canteenId);
  await stalls.update(ctx, input.stallId, input);
  return null;
}

// The data-permission page limits roles to canteens with these options (DESIGN §4).
registerScopeProvider('canteen', async (ctx) => (await canteens.list(ctx)).map((c) => ({ id: c.canteenId, name: c.canteenName, parentId: null })));
