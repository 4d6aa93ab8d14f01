import type { Ctx } from '../../platform/context';
import { port } from '../../platform/port';

/**
 * What inventory needs of the procurement module above it: its suppliers, which inbound documents and batches name.
 * Wired in src/compose.ts.
 */
export interface SupplierLookups {
  /** The names of the merchant's suppliers among `ids` (a missing id is absent from the map). */
  names(ctx: Ctx, ids: readonly number[]): Promise<Map<number, string>>;
  /** Throws a field error on `field` unless the supplier is the merchant's and enabled. */
  assertUsable(ctx: Ctx, supplierId: number, field: string): Promise<void>;
}
export const supplierLookups = port<SupplierLookups>('inventory.supplierLookups');
