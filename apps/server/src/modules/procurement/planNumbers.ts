import type { Ctx } from '../../platform/context';
import { merchantToday } from '../canteens';

/**
 * Plan and order numbers and line amounts as the stock core makes them (inventory/stock.ts nextDocNo, lineValue,
 * toMilli), which the inventory face does not export yet: the same counter table (inv_doc_counters, kinds 'CG' and
 * 'PO' are the stock core's) and the same rounding. To be replaced by the face's exports once it has them.
 */
export const toMilli = (qty: number): number => Math.round(qty * 1000);

/** A line's value: quantity (thousandths) × unit price (cents, up to 4 decimals), rounded half up to a cent. */
export function lineValue(qtyMilli: number, unitPrice: number): number {
  const price = BigInt(Math.round(unitPrice * 10_000));
  return Number((BigInt(qtyMilli) * price + 5_000_000n) / 10_000_000n);
}

/** The next plan ('CG') or purchase order ('PO') number of the merchant's day: CG20261128001. */
export async function nextDocNo(ctx: Ctx, kind: 'CG' | 'PO'): Promise<string> {
  const d = await merchantToday(ctx);
  const [{ n }] = await ctx.db.query<{ n: number }>(
    `INSERT INTO inv_doc_counters (merchant_id, kind, day, n) VALUES ($1, $2, $3, 1)
     ON CONFLICT (merchant_id, kind, day) DO UPDATE SET n = inv_doc_counters.n + 1 RETURNING n`,
    [ctx.merchantId, kind, d],
  );
  return `${kind}${d.replaceAll('-', '')}${String(n).padStart(3, '0')}`;
}
