import type { Ctx } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/http/errors';
import { findCanteen, mealLines, stalls } from '../canteens';

/** Where a device may be bound, checked through the canteens service (which applies merchant and data scope). */
const isNotFound = (e: unknown) => e instanceof AppError && e.code === notFound().code;

/** The canteen must be the merchant's and inside the caller's data scope (else it is "not found"). */
export async function assertCanteen(ctx: Ctx, canteenId: number): Promise<void> {
  await findCanteen(ctx, canteenId);
}

/** A stall or meal line must be the merchant's and lie in the device's canteen. */
export async function assertInCanteen(ctx: Ctx, field: 'stallId' | 'mealLineId', id: number, canteenId: number): Promise<void> {
  const place = await (field === 'stallId' ? stalls.get(ctx, id) : mealLines.get(ctx, id)).catch((e) => {
    if (isNotFound(e)) return null;
    throw e;
  });
  if (!place || (place as { canteenId: number }).canteenId !== canteenId) throw fieldError(field, 'devicePlaceNotInCanteen');
}
