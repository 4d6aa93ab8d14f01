import type { EffectivePeriod } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';
import { findCanteen } from './canteens';

/** Date ranges during which a canteen is in service (spec effId). */
export const effectivePeriods = defineResource<EffectivePeriod>({
  table: 'canteen_effective_periods',
  idField: 'effId',
  fields: { canteenId: 'canteen_id', startDay: 'start_day', endDay: 'end_day', remark: 'remark' },
  computed: { canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)' },
  filters: { canteenId: { column: 'canteen_id', op: 'eq' } },
  orderBy: 'r.canteen_id, r.start_day',
  scope: { type: 'canteen', column: 'canteen_id' },
  what: 'effective period',
});

interface EffectiveInput {
  canteenId: number;
  startDay: string;
  endDay: string;
  remark: string;
}

async function check(ctx: Ctx, input: EffectiveInput) {
  if (input.endDay < input.startDay) throw fieldError('endDay', 'endBeforeStart');
  await findCanteen(ctx, input.canteenId);
}

export async function addEffective(ctx: Ctx, input: EffectiveInput) {
  await check(ctx, input);
  return { effId: await effectivePeriods.create(ctx, { ...input }) };
}

export async function editEffective(ctx: Ctx, input: EffectiveInput & { effId: number }) {
  await effectivePeriods.get(ctx, input.effId);
  await check(ctx, input);
  await effectivePeriods.update(ctx, input.effId, { ...input });
  return null;
}
