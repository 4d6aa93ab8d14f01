import { VERSION_KINDS, type VersionKind } from '@canteen/contract';
import type { Ctx } from '../../platform/context';

/**
 * Tells the merchant's devices (or one canteen's) that what they cache of `kind` changed: the number they
 * see on their next heartbeat goes up and they pull it again. Call it in the transaction that made the change.
 */
export async function bumpDeviceVersion(ctx: Ctx, kind: VersionKind, canteenId?: number): Promise<void> {
  await ctx.db.query(
    `INSERT INTO device_versions (merchant_id, canteen_id, kind, version, updated_at) VALUES ($1, $2, $3, 1, $4)
     ON CONFLICT (merchant_id, canteen_id, kind) DO UPDATE SET version = device_versions.version + 1, updated_at = $4`,
    [ctx.merchantId, canteenId ?? 0, kind, ctx.now()],
  );
}

/** The versions a device of that canteen sees: the merchant-wide number plus the canteen's own. */
export async function versionsFor(ctx: Ctx, canteenId: number | null): Promise<Record<VersionKind, number>> {
  const rows = await ctx.db.query<{ kind: VersionKind; v: number }>(
    `SELECT kind, sum(version)::int AS v FROM device_versions WHERE merchant_id = $1 AND canteen_id IN (0, $2) GROUP BY kind`,
    [ctx.merchantId, canteenId ?? 0],
  );
  const out = Object.fromEntries(VERSION_KINDS.map((k) => [k, 0])) as Record<VersionKind, number>;
  for (const r of rows) out[r.kind] = r.v;
  return out;
}
