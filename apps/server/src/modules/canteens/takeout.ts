import type { TakeoutRule } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { findCanteen } from './canteens';
import { toMinutes } from './timeOfDay';

interface RuleInput {
  canteenId: number;
  enabled: boolean;
  deliveryFee: number;
  minOrder: number;
  packagingFee: number;
  windows: { start: string; end: string }[];
}

/** The takeout rule of a canteen; a canteen without one has takeout off and no fees. */
export async function takeoutRuleOf(ctx: Ctx, canteenId: number): Promise<TakeoutRule> {
  await findCanteen(ctx, canteenId);
  const row = (
    await ctx.db.query<TakeoutRule>(
      `SELECT canteen_id AS "canteenId", enabled, delivery_fee AS "deliveryFee", min_order AS "minOrder", packaging_fee AS "packagingFee",
              windows, updated_at AS "updatedAt"
         FROM takeout_rules WHERE merchant_id = $1 AND canteen_id = $2`,
      [ctx.merchantId, canteenId],
    )
  )[0];
  return row ?? { canteenId, enabled: false, deliveryFee: 0, minOrder: 0, packagingFee: 0, windows: [], updatedAt: null };
}

/** Delivery windows lie within one day (end after start) and do not overlap; an enabled rule needs one. */
function checkWindows(input: RuleInput) {
  const windows = [...input.windows].sort((a, b) => a.start.localeCompare(b.start));
  if (input.enabled && !windows.length) throw fieldError('windows', 'configIncomplete');
  windows.forEach((w, i) => {
    if (toMinutes(w.end) <= toMinutes(w.start)) throw fieldError('windows', 'endTimeNotAfterStart');
    if (i > 0 && toMinutes(w.start) < toMinutes(windows[i - 1].end)) throw fieldError('windows', 'takeoutWindowsOverlap');
  });
  return windows;
}

export async function saveTakeoutRule(ctx: Ctx, input: RuleInput) {
  const windows = checkWindows(input);
  await findCanteen(ctx, input.canteenId);
  await ctx.db.query(
    `INSERT INTO takeout_rules (merchant_id, canteen_id, enabled, delivery_fee, min_order, packaging_fee, windows, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (merchant_id, canteen_id) DO UPDATE SET enabled = $3, delivery_fee = $4, min_order = $5, packaging_fee = $6, windows = $7, updated_at = $8`,
    [ctx.merchantId, input.canteenId, input.enabled, input.deliveryFee, input.minOrder, input.packagingFee, JSON.stringify(windows), ctx.now().toISOString()],
  );
  return null;
}
