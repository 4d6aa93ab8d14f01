import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import type { SupplierLookups } from '../inventory';

/** What other parts of procurement (plans, orders, mails) and inventory (through its port) know of a supplier. */
export interface SupplierFact {
  supplierId: number;
  name: string;
  email: string;
  enabled: boolean;
  /** The supplier's level on the merchant's ladder (1 the best), null when it has none. */
  levelNo: number | null;
}

/** The merchant's suppliers among `ids` (an id of another merchant or none is absent from the map). */
export async function supplierFacts(ctx: Ctx, ids: readonly number[]): Promise<Map<number, SupplierFact>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await ctx.db.query<SupplierFact>(
    `SELECT s.id AS "supplierId", s.name, s.email, s.enabled, l.level_no AS "levelNo"
       FROM pur_suppliers s LEFT JOIN pur_supplier_levels l ON l.merchant_id = s.merchant_id AND l.id = s.level_id
      WHERE s.merchant_id = $1 AND s.id = ANY($2::int[])`,
    [ctx.merchantId, unique],
  );
  return new Map(rows.map((r) => [r.supplierId, r]));
}

/** Throws a field error on `field` unless the supplier is the merchant's and enabled. */
export async function assertSupplierUsable(ctx: Ctx, supplierId: number, field: string): Promise<SupplierFact> {
  const fact = (await supplierFacts(ctx, [supplierId])).get(supplierId);
  if (!fact || !fact.enabled) throw fieldError(field, 'supplierUnusable');
  return fact;
}

/** Inventory's supplier port (inventory/ports.ts), wired in src/compose.ts. */
export const supplierLookupsImpl: SupplierLookups = {
  names: async (ctx, ids) => new Map([...(await supplierFacts(ctx, ids)).values()].map((f) => [f.supplierId, f.name])),
  assertUsable: async (ctx, supplierId, field) => {
    await assertSupplierUsable(ctx, supplierId, field);
  },
};
