import type { DockingTypes } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { Paging } from '../../platform/sql';
import { deviceDayExport, deviceDayPage, type DeviceFilter } from './waterReports';

/**
 * Docking-machine reports (/baobiaozhongxin/dockingmachine): the device registry has no docking type, so the merchant
 * names the device types it counts as docking machines (rpt_docking_types), and the report reads their consumption.
 */

export async function dockingTypes(ctx: Ctx): Promise<DockingTypes> {
  const rows = await ctx.db.query<{ t: string }>(`SELECT device_type AS t FROM rpt_docking_types WHERE merchant_id = $1 ORDER BY device_type`, [ctx.merchantId]);
  return { types: rows.map((r) => r.t) };
}

export async function dockingTypesSave(ctx: Ctx, input: DockingTypes): Promise<null> {
  await ctx.db.query(`DELETE FROM rpt_docking_types WHERE merchant_id = $1`, [ctx.merchantId]);
  await ctx.db.query(`INSERT INTO rpt_docking_types (merchant_id, device_type) SELECT $1, t FROM unnest($2::text[]) AS t ON CONFLICT DO NOTHING`, [ctx.merchantId, input.types]);
  return null;
}

export const dockingPage = async (ctx: Ctx, q: DeviceFilter & Paging) => deviceDayPage(ctx, q, (await dockingTypes(ctx)).types);
export const dockingExport = async (ctx: Ctx, q: DeviceFilter) => deviceDayExport(ctx, q, (await dockingTypes(ctx)).types, 'docking');
