import type { Ctx } from '../../platform/context';
import { inScope } from '../../platform/access';
import { fieldError, notFound } from '../../platform/http/errors';

/**
 * Where a device may be bound: the canteens module owns these tables, the devices module only checks that the
 * ids exist in the caller's merchant (and canteen scope). This is the one place that knows their names.
 */
const TABLES = {
  canteenId: { table: 'canteens', canteenColumn: null },
  stallId: { table: 'stalls', canteenColumn: 'canteen_id' },
  mealLineId: { table: 'meal_lines', canteenColumn: 'canteen_id' },
} as const;
type PlaceField = keyof typeof TABLES;

const present = new Map<string, boolean>();
async function tableExists(ctx: Ctx, table: string): Promise<boolean> {
  if (!present.has(table)) {
    const row = (await ctx.db.query<{ ok: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS ok`, [table]))[0];
    if (!row.ok) return false; // not cached: the table may arrive with a later migration
    present.set(table, true);
  }
  return true;
}

/** The canteen must be the merchant's and inside the caller's data scope (else it is "not found"). */
export async function assertCanteen(ctx: Ctx, canteenId: number): Promise<void> {
  if (!inScope(ctx, 'canteen', canteenId)) throw notFound('canteen');
  if (!(await tableExists(ctx, TABLES.canteenId.table))) return;
  const rows = await ctx.db.query(`SELECT 1 FROM canteens WHERE id = $1 AND merchant_id = $2`, [canteenId, ctx.merchantId]);
  if (!rows.length) throw fieldError('canteenId', 'deviceCanteenUnknown');
}

/** A stall or meal line must be the merchant's and lie in the device's canteen. */
export async function assertInCanteen(ctx: Ctx, field: Exclude<PlaceField, 'canteenId'>, id: number, canteenId: number): Promise<void> {
  const { table, canteenColumn } = TABLES[field];
  if (!(await tableExists(ctx, table))) return;
  const rows = await ctx.db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND merchant_id = $2 AND ${canteenColumn} = $3`, [id, ctx.merchantId, canteenId]);
  if (!rows.length) throw fieldError(field, 'devicePlaceNotInCanteen');
}
