import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { inScope } from '../../platform/access';

/** A material a warehouse keeps, as procurement plans and orders see it (quantities in its unit). */
export interface HouseMaterialFact {
  houseMaterialId: number;
  warehouseId: number;
  materialId: number;
  materialName: string;
  unitId: number;
  unitName: string;
  /** On hand now: the sum of its batches. */
  stockQty: number;
  minQty: number | null;
  maxQty: number | null;
}

/**
 * The materials a warehouse keeps (all, or those of `materialIds`), with stock on hand. The warehouse must be the
 * merchant's and in the caller's canteen scope (404 otherwise).
 */
export async function houseMaterialFacts(ctx: Ctx, warehouseId: number, materialIds?: readonly number[]): Promise<HouseMaterialFact[]> {
  await assertWarehouse(ctx, warehouseId);
  return ctx.db.query<HouseMaterialFact>(
    `SELECT h.id AS "houseMaterialId", h.warehouse_id AS "warehouseId", h.material_id AS "materialId", m.name AS "materialName",
            h.unit_id AS "unitId", u.name AS "unitName",
            COALESCE((SELECT sum(b.qty) FROM inv_batches b WHERE b.house_material_id = h.id AND b.qty > 0), 0)::float8 AS "stockQty",
            h.min_qty::float8 AS "minQty", h.max_qty::float8 AS "maxQty"
       FROM inv_house_materials h
       JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
       JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id
      WHERE h.merchant_id = $1 AND h.warehouse_id = $2 AND ($3::int[] IS NULL OR h.material_id = ANY($3))
      ORDER BY m.name, h.id`,
    [ctx.merchantId, warehouseId, materialIds ?? null],
  );
}

/** The warehouse, if the merchant's and in the caller's canteen scope; 404 otherwise. */
export async function assertWarehouse(ctx: Ctx, warehouseId: number): Promise<{ warehouseId: number; canteenId: number; name: string }> {
  const [row] = await ctx.db.query<{ warehouseId: number; canteenId: number; name: string }>(
    `SELECT id AS "warehouseId", canteen_id AS "canteenId", name FROM inv_warehouses WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, warehouseId],
  );
  if (!row || !inScope(ctx, 'canteen', row.canteenId)) throw notFound('warehouse');
  return row;
}
