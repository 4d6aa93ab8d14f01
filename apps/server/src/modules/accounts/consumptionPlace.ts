import type { Ctx } from '../../platform/context';
import { inScope, scopeIds } from '../../platform/access';
import { businessRule, fieldError, notFound } from '../../platform/http/errors';
import { stalls } from '../canteens';
import { getDevice } from '../devices';

export interface Place {
  canteenId: number | null;
  stallId: number | null;
  deviceId: number | null;
}

/**
 * Where a consumption takes place (issue 11). A device pays in its own canteen; the console names a canteen, or a
 * stall or device that gives it. A named stall or device must be the merchant's and inside the caller's data scope
 * (else 40400) and lie in that canteen (else 40000); the canteen itself is checked by mealPeriodAt. An operator whose
 * data scope is limited to some canteens must name one: an order without a canteen is outside every scope.
 */
export async function placeOf(ctx: Ctx, input: { canteenId?: number; stallId?: number; deviceId?: number }): Promise<Place> {
  let canteenId = input.canteenId ?? ctx.device?.canteenId ?? null;
  const deviceId = input.deviceId ?? ctx.device?.deviceId ?? null;
  const sameCanteen = (field: 'stallId' | 'deviceId', placeCanteenId: number) => {
    if (canteenId === null) canteenId = placeCanteenId;
    else if (placeCanteenId !== canteenId) throw fieldError(field, 'placeNotInCanteen');
  };
  if (input.deviceId !== undefined) sameCanteen('deviceId', (await getDevice(ctx, input.deviceId)).canteenId);
  if (input.stallId !== undefined) sameCanteen('stallId', (await stalls.get(ctx, input.stallId)).canteenId);
  if (canteenId === null && ctx.actor && scopeIds(ctx, 'canteen') !== null) throw fieldError('canteenId', 'canteenRequired');
  return { canteenId, stallId: input.stallId ?? null, deviceId };
}

/**
 * An order a manager may refund or repair: one of a canteen inside their data scope (else 40400). An order without
 * a canteen lies in none of a limited operator's canteens: only an operator with every canteen may touch it (42200).
 */
export function assertOrderInScope(ctx: Ctx, canteenId: number | null): void {
  if (!ctx.actor || scopeIds(ctx, 'canteen') === null) return;
  if (canteenId === null) throw businessRule('orderWithoutCanteen');
  if (!inScope(ctx, 'canteen', canteenId)) throw notFound('order');
}
