import type { MealLine, MealLineDetail } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';
import { findCanteen, stalls } from './canteens';

/** Meal lines (取餐线) of a canteen; pick-up devices bind to them (devices.meal_line_id). */
export const mealLines = defineResource<MealLine>({
  table: 'meal_lines',
  idField: 'mealLineId',
  fields: { canteenId: 'canteen_id', stallId: 'stall_id', mealLineName: 'name', sort: 'sort', enabled: 'enabled', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: {
    canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)',
    stallName: '(SELECT s.name FROM stalls s WHERE s.id = r.stall_id)',
    deviceCount: '(SELECT count(*)::int FROM devices d WHERE d.merchant_id = r.merchant_id AND d.meal_line_id = r.id)',
  },
  filters: {
    canteenId: { column: 'canteen_id', op: 'eq' },
    stallId: { column: 'stall_id', op: 'eq' },
    mealLineName: { column: 'name', op: 'like' },
    enabled: { column: 'enabled', op: 'eq' },
  },
  orderBy: 'r.canteen_id, r.sort, r.id',
  scope: { type: 'canteen', column: 'canteen_id' },
  unique: [['mealLineName', 'canteenId']],
  what: 'meal line',
});

interface MealLineInput {
  stallId: number | null;
  mealLineName: string;
  sort: number;
  enabled: boolean;
  remark: string;
}

async function checkStall(ctx: Ctx, stallId: number | null, canteenId: number) {
  if (stallId === null) return;
  const stall = await stalls.get(ctx, stallId);
  if (stall.canteenId !== canteenId) throw fieldError('stallId', 'placeNotInCanteen');
}

export async function addMealLine(ctx: Ctx, input: MealLineInput & { canteenId: number }) {
  await findCanteen(ctx, input.canteenId);
  await checkStall(ctx, input.stallId, input.canteenId);
  return { mealLineId: await mealLines.create(ctx, { ...input }) };
}

export async function editMealLine(ctx: Ctx, input: MealLineInput & { mealLineId: number }) {
  const line = await mealLines.get(ctx, input.mealLineId);
  await checkStall(ctx, input.stallId, line.canteenId);
  await mealLines.update(ctx, input.mealLineId, { ...input });
  return null;
}

export async function removeMealLine(ctx: Ctx, id: number) {
  const line = await mealLines.get(ctx, id);
  if (line.deviceCount > 0) throw conflict('mealLineHasDevices');
  await mealLines.remove(ctx, id);
  return null;
}

export async function mealLineChoices(ctx: Ctx, canteenId?: number) {
  return (await mealLines.list(ctx, { canteenId })).map(({ mealLineId, mealLineName, canteenId: c }) => ({ mealLineId, mealLineName, canteenId: c }));
}

/** The meal line with the devices bound to it (read from the devices registry, never written here). */
export async function mealLineDetail(ctx: Ctx, id: number): Promise<MealLineDetail> {
  const line = await mealLines.get(ctx, id);
  const devices = await ctx.db.query<MealLineDetail['devices'][number]>(
    `SELECT id AS "deviceId", name, type, serial_number AS "serialNumber", state, last_heartbeat_at AS "lastHeartbeatAt"
       FROM devices WHERE merchant_id = $1 AND meal_line_id = $2 ORDER BY id`,
    [ctx.merchantId, id],
  );
  return { ...line, devices };
}
