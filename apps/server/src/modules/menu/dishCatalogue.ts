import type { Ctx } from '../../platform/context';
import { stampOf } from '../settings';

/**
 * The merchant's dish ids and names, for payments to check their items against: cached per merchant under the
 * `dishes` stamp, which a trigger renews whenever a dish is added, removed or renamed (migration 0044), and which
 * comes with a payment's settings query, so a warm cache costs no round trip. A merchant without a stamp has no dish.
 */
const catalogueCache = new Map<number, { stamp: number; names: Map<number, string> }>();
/** Merchants whose menus stay in memory (a menu is up to a few thousand names); the oldest entry goes first. */
const MAX_CACHED = 1000;

async function catalogueOf(ctx: Ctx): Promise<Map<number, string>> {
  const stamp = await stampOf(ctx, 'dishes');
  if (stamp === 0) return new Map();
  const hit = catalogueCache.get(ctx.merchantId);
  if (hit?.stamp === stamp) return hit.names;
  const rows = await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM menu_dishes WHERE merchant_id = $1`, [ctx.merchantId]);
  const names = new Map(rows.map((r) => [r.id, r.name]));
  if (catalogueCache.size >= MAX_CACHED && !catalogueCache.has(ctx.merchantId)) catalogueCache.delete(catalogueCache.keys().next().value as number);
  catalogueCache.set(ctx.merchantId, { stamp, names });
  return names;
}

/** Each dish id's name on the merchant's menu, or null for an id that is not one of its dishes. */
export async function dishNamesOf(ctx: Ctx, dishIds: readonly number[]): Promise<(string | null)[]> {
  const names = await catalogueOf(ctx);
  return dishIds.map((id) => names.get(id) ?? null);
}
