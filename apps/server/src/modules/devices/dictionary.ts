import type { Ctx } from '../../platform/context';
import { scopeIds } from '../../platform/access';
import { assertCanteen } from './places';
import { bumpDeviceVersion } from './versions';

/**
 * Dictionary reload: the devices of one canteen (or of every canteen the caller manages; the whole merchant for
 * a role without canteen limits) see a new 'dictionary' version on their next heartbeat and fetch them again.
 * Replies which canteens were told (null: the whole merchant).
 */
export async function reloadDictionaries(ctx: Ctx, canteenId?: number): Promise<{ canteenIds: number[] | null }> {
  if (canteenId !== undefined) {
    await assertCanteen(ctx, canteenId);
    await bumpDeviceVersion(ctx, 'dictionary', canteenId);
    return { canteenIds: [canteenId] };
  }
  const scope = scopeIds(ctx, 'canteen');
  if (scope === null) {
    await bumpDeviceVersion(ctx, 'dictionary');
    return { canteenIds: null };
  }
  for (const id of scope) await bumpDeviceVersion(ctx, 'dictionary', id);
  return { canteenIds: scope };
}
