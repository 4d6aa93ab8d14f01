import type { MenuBind, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { likeContains, pageOf, Where } from '../../platform/sql';
import { bumpDeviceVersion, getDevice } from '../devices';
import { actorName } from './recipes';

/**
 * Menu bind: a device (an electronic menu board at a counter, a serving machine) shows only some meals and dish
 * types of the recipes issued to it. The device pulls its menu again: its canteen's menu version goes up.
 */
export async function bindMenu(ctx: Ctx, input: { deviceId: number; mealTypes: number[]; dishTypeIds: number[] }): Promise<null> {
  const device = await getDevice(ctx, input.deviceId);
  const typeIds = [...new Set(input.dishTypeIds)];
  if (typeIds.length) {
    const found = await ctx.db.query(`SELECT id FROM menu_dish_types WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, typeIds]);
    if (found.length !== typeIds.length) throw fieldError('dishTypeIds', 'recipeDishTypeUnknown');
  }
  const mealTypes = [...new Set(input.mealTypes)].sort((a, b) => a - b);
  await ctx.db.query(
    `INSERT INTO menu_device_binds (merchant_id, device_id, canteen_id, meal_types, dish_type_ids, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (device_id) DO UPDATE SET canteen_id = $3, meal_types = $4, dish_type_ids = $5, updated_by = $6, updated_at = $7`,
    [ctx.merchantId, device.deviceId, device.canteenId, mealTypes, typeIds, actorName(ctx), ctx.now()],
  );
  await bumpDeviceVersion(ctx, 'menu', device.canteenId);
  return null;
}

export async function unbindMenu(ctx: Ctx, deviceId: number): Promise<null> {
  const device = await getDevice(ctx, deviceId);
  const removed = await ctx.db.query(`DELETE FROM menu_device_binds WHERE merchant_id = $1 AND device_id = $2 RETURNING device_id`, [ctx.merchantId, deviceId]);
  if (removed.length) await bumpDeviceVersion(ctx, 'menu', device.canteenId);
  return null;
}

export async function menuBindPage(ctx: Ctx, q: { canteenId?: number; deviceName?: string; page: number; limit: number }): Promise<Page<MenuBind>> {
  const w = new Where('b.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'd.canteen_id');
  if (q.canteenId !== undefined) w.add('d.canteen_id = ?', q.canteenId);
  if (q.deviceName) w.add('d.name ILIKE ?', likeContains(q.deviceName));
  const from = `FROM menu_device_binds b JOIN devices d ON d.id = b.device_id AND d.merchant_id = b.merchant_id
    JOIN canteens c ON c.id = d.canteen_id AND c.merchant_id = d.merchant_id WHERE ${w.sql}`;
  return pageOf<MenuBind>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${from}`,
    rows: `SELECT b.device_id AS "deviceId", d.name AS "deviceName", d.serial_number AS "serialNumber", d.canteen_id AS "canteenId", c.name AS "canteenName",
            b.meal_types::int[] AS "mealTypes", b.dish_type_ids AS "dishTypeIds",
            coalesce((SELECT array_agg(t.name ORDER BY t.sort, t.id) FROM menu_dish_types t WHERE t.merchant_id = b.merchant_id AND t.id = ANY(b.dish_type_ids)), '{}') AS "dishTypeNames",
            b.updated_by AS "updatedBy", b.updated_at AS "updatedAt"
     ${from} ORDER BY d.canteen_id, d.name, d.id`,
    params: w.params,
  });
}
