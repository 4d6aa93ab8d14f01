import type { CanteenDiningTree, Dining, DiningEffective } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';
import { canteens, findCanteen } from './canteens';

/** Dining rooms (餐厅) of a canteen. Disabling keeps the record; removing takes its effective periods with it. */
export const dinings = defineResource<Dining>({
  table: 'dining_rooms',
  idField: 'diningId',
  fields: { canteenId: 'canteen_id', diningName: 'name', sort: 'sort', enabled: 'enabled', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: { canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)' },
  filters: { canteenId: { column: 'canteen_id', op: 'eq' }, diningName: { column: 'name', op: 'like' }, enabled: { column: 'enabled', op: 'eq' } },
  orderBy: 'r.canteen_id, r.sort, r.id',
  scope: { type: 'canteen', column: 'canteen_id' },
  unique: [['diningName', 'canteenId']],
  what: 'dining room',
});

/** Date ranges during which a dining room is in service; canteen_id follows the dining room for the data scope. */
export const diningEffectives = defineResource<DiningEffective>({
  table: 'dining_effective_periods',
  idField: 'diningEffId',
  fields: { diningId: 'dining_id', canteenId: 'canteen_id', startDay: 'start_day', endDay: 'end_day', remark: 'remark' },
  computed: {
    diningName: '(SELECT d.name FROM dining_rooms d WHERE d.id = r.dining_id)',
    canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)',
  },
  filters: { canteenId: { column: 'canteen_id', op: 'eq' }, diningId: { column: 'dining_id', op: 'eq' } },
  orderBy: 'r.dining_id, r.start_day',
  scope: { type: 'canteen', column: 'canteen_id' },
  what: 'dining effective period',
});

export async function addDining(ctx: Ctx, input: Record<string, unknown> & { canteenId: number }) {
  await findCanteen(ctx, input.canteenId);
  return { diningId: await dinings.create(ctx, input) };
}

export async function disableDining(ctx: Ctx, diningId: number) {
  await dinings.update(ctx, diningId, { enabled: false });
  return null;
}

export async function diningDetail(ctx: Ctx, diningId: number) {
  const room = await dinings.get(ctx, diningId);
  return { ...room, effectivePeriods: await diningEffectives.list(ctx, { diningId }) };
}

/** The visible canteens, each with its dining rooms (the tree beside the dining-room list). */
export async function canteenDiningTree(ctx: Ctx): Promise<CanteenDiningTree[]> {
  const rooms = await dinings.list(ctx);
  return (await canteens.list(ctx)).map((c) => ({
    canteenId: c.canteenId,
    canteenName: c.canteenName,
    dinings: rooms.filter((d) => d.canteenId === c.canteenId).map(({ diningId, diningName, enabled }) => ({ diningId, diningName, enabled })),
  }));
}

interface DiningEffectiveInput {
  diningId: number;
  startDay: string;
  endDay: string;
  remark: string;
}

async function checkEffective(ctx: Ctx, input: DiningEffectiveInput) {
  if (input.endDay < input.startDay) throw fieldError('endDay', 'endBeforeStart');
  return { ...input, canteenId: (await dinings.get(ctx, input.diningId)).canteenId };
}

export async function addDiningEffective(ctx: Ctx, input: DiningEffectiveInput) {
  return { diningEffId: await diningEffectives.create(ctx, await checkEffective(ctx, input)) };
}

export async function editDiningEffective(ctx: Ctx, input: DiningEffectiveInput & { diningEffId: number }) {
  await diningEffectives.get(ctx, input.diningEffId);
  await diningEffectives.update(ctx, input.diningEffId, await checkEffective(ctx, input));
  return null;
}
