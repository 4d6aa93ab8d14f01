import { DEFAULT_DEDUCTION_ORDER, type DeductionChannel, type DeductionOverride, type Page, type Wallet } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { settingsLookups } from './ports';
import { getSetting, putSetting } from './tables';
import { bumpStamp, stampOf } from './stamps';
import { likeContains, pageOf, Where } from '../../platform/sql';

/** Deduction order of the wallets (DESIGN §5): per channel, overridable per customer or device. */

export const channelKey = (channel: DeductionChannel) => `deduction.${channel}`;

/** Where a payment is made. Devices pay in the console's order (one page sets both), the ordering app in its own. */
export type PayChannel = 'device' | 'applet' | 'console';
export const channelOfPayment = (channel: PayChannel): DeductionChannel => (channel === 'applet' ? 'applet' : 'console');

export async function channelOrder(ctx: Ctx, channel: DeductionChannel): Promise<Wallet[]> {
  const row = await getSetting(ctx.db, ctx.merchantId, channelKey(channel));
  return (row?.value as { order?: Wallet[] } | undefined)?.order ?? [...DEFAULT_DEDUCTION_ORDER];
}

export async function setChannelOrder(ctx: Ctx, channel: DeductionChannel, order: Wallet[]) {
  await putSetting(ctx.db, ctx.merchantId, channelKey(channel), { order }, ctx.actor?.userId ?? null);
}

/**
 * A merchant's per-customer and per-device orders, cached per merchant under the `deduction` stamp: every write
 * below renews it in its transaction, and a payment reads it with its settings query (prefetchConsumptionSettings),
 * so a warm cache costs no round trip. Overrides are written only here: a merchant whose stamp was never renewed
 * has none, and no query is needed for it at all.
 */
const overrideCache = new Map<number, { stamp: number; orders: Map<string, Wallet[]> }>();
/** Enough merchants for one server; the oldest entry goes first when full. */
const MAX_CACHED = 5000;
const subjectKey = (type: string, ref: string) => `${type}:${ref}`;

async function overridesOf(ctx: Ctx): Promise<Map<string, Wallet[]>> {
  const stamp = await stampOf(ctx, 'deduction');
  if (stamp === 0) return new Map();
  const hit = overrideCache.get(ctx.merchantId);
  if (hit?.stamp === stamp) return hit.orders;
  const rows = await ctx.db.query<{ subject_type: string; subject_ref: string; wallets: Wallet[] }>(
    `SELECT subject_type, subject_ref, wallets FROM deduction_overrides WHERE merchant_id = $1`,
    [ctx.merchantId],
  );
  const orders = new Map(rows.map((r) => [subjectKey(r.subject_type, r.subject_ref), r.wallets]));
  if (overrideCache.size >= MAX_CACHED && !overrideCache.has(ctx.merchantId)) overrideCache.delete(overrideCache.keys().next().value as number);
  overrideCache.set(ctx.merchantId, { stamp, orders });
  return orders;
}

/**
 * The order a payment deducts wallets in: the customer's own order, else the paying device's (a device payment
 * only), else the channel's (default subsidy → gift → cash).
 */
export async function deductionOrder(ctx: Ctx, channel: PayChannel, payer: { custId?: number; deviceSn?: string } = {}): Promise<Wallet[]> {
  const overrides = await overridesOf(ctx);
  const own = payer.custId !== undefined ? overrides.get(subjectKey('customer', String(payer.custId))) : undefined;
  const device = channel === 'device' && payer.deviceSn ? overrides.get(subjectKey('device', payer.deviceSn)) : undefined;
  return own ?? device ?? channelOrder(ctx, channelOfPayment(channel));
}

const SELECT = `SELECT id, subject_type AS "subjectType", subject_ref AS "subjectRef", wallets AS "order", created_at AS "createdAt" FROM deduction_overrides`;

export async function pageOverrides(ctx: Ctx, q: { page: number; limit: number; subjectType?: string; subjectRef?: string }): Promise<Page<DeductionOverride>> {
  const w = new Where('merchant_id = ?', ctx.merchantId);
  if (q.subjectType) w.add('subject_type = ?', q.subjectType);
  if (q.subjectRef) w.add('subject_ref ILIKE ?', likeContains(q.subjectRef));
  return pageOf<DeductionOverride>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM deduction_overrides WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY subject_type, id`,
    params: w.params,
  });
}

/** Sets (or replaces) the order of customers (people the caller reaches, else 40400) or a device; returns the row ids. */
export async function setOverrides(ctx: Ctx, subjectType: 'customer' | 'device', refs: string[], order: Wallet[]): Promise<number[]> {
  if (subjectType === 'customer') await settingsLookups.use().assertPeople(ctx, refs.map(Number));
  const ids: number[] = [];
  for (const ref of [...new Set(refs)]) {
    const row = await ctx.db.query<{ id: number }>(
      `INSERT INTO deduction_overrides (merchant_id, subject_type, subject_ref, wallets) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, subject_type, subject_ref) DO UPDATE SET wallets = EXCLUDED.wallets RETURNING id`,
      [ctx.merchantId, subjectType, ref, order],
    );
    ids.push(row[0].id);
  }
  await bumpStamp(ctx, 'deduction');
  return ids;
}

export async function removeOverride(ctx: Ctx, id: number) {
  const rows = await ctx.db.query(`DELETE FROM deduction_overrides WHERE id = $1 AND merchant_id = $2 RETURNING id`, [id, ctx.merchantId]);
  if (!rows.length) throw notFound('deduction');
  await bumpStamp(ctx, 'deduction');
}
