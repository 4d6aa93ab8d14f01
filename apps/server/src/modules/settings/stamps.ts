import type { Ctx } from '../../platform/context';
import { getSetting, renewStampRow } from './tables';

/**
 * Change stamps per merchant (key `stamp:<name>` beside the settings, never served by the settings calls). A module
 * that caches what a consumption needs (the marketing rules) renews its stamp in the transaction that changes it and
 * compares the stamp with its cache's: the stamp comes with the consumption's one settings query, so a warm cache
 * costs no round trip, and a change is seen by the next payment.
 */
const keyOf = (name: string) => `stamp:${name}`;

export async function stampOf(ctx: Ctx, name: string): Promise<number> {
  const row = await getSetting(ctx.db, ctx.merchantId, keyOf(name));
  return Number((row?.value as { v?: number } | undefined)?.v ?? 0);
}

export async function bumpStamp(ctx: Ctx, name: string): Promise<void> {
  await renewStampRow(ctx.db, ctx.merchantId, keyOf(name));
}
