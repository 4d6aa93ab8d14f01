import type { Ctx } from '../../platform/context';

/**
 * Whether an inbound document or a batch of the merchant names the supplier (procurement refuses to remove such a
 * supplier). Inventory keeps supplier ids without a foreign key (procurement sits above it), so this is the check.
 */
export async function supplierInUse(ctx: Ctx, supplierId: number): Promise<boolean> {
  const rows = await ctx.db.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM inv_inbounds WHERE merchant_id = $1 AND supplier_id = $2)
         OR EXISTS (SELECT 1 FROM inv_batches WHERE merchant_id = $1 AND supplier_id = $2) AS used`,
    [ctx.merchantId, supplierId],
  );
  return rows[0].used;
}
