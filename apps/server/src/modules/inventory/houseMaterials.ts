import type { HouseMaterial, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { toMilli } from './stock';
import { findWarehouse } from './warehouses';

/**
 * The materials a warehouse keeps (drphousematerial): a menu material in a stock unit, once per warehouse, with its
 * limits and shelf life. Reads and writes reach only warehouses in the caller's canteen scope. One that ever had a
 * batch keeps its unit and cannot be removed (its history counts in it).
 */

export interface HouseMaterialFilters {
  warehouseId?: number;
  materialName?: string;
  categoryId?: number;
}

export interface HouseMaterialInput {
  unitId: number;
  spec: string;
  minQty: number | null;
  maxQty: number | null;
  shelfLifeDays: number | null;
  remark: string;
}

/** The joins every list of warehouse materials reads through (h, w, m, u, cat) with its stock on hand (s). */
export const HOUSE_FROM = `FROM inv_house_materials h
  JOIN inv_warehouses w ON w.merchant_id = h.merchant_id AND w.id = h.warehouse_id
  JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
  JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id
  LEFT JOIN menu_material_categories cat ON cat.merchant_id = m.merchant_id AND cat.id = m.category_id
  LEFT JOIN LATERAL (SELECT sum(b.qty) AS qty, sum(b.value) AS value FROM inv_batches b WHERE b.merchant_id = h.merchant_id AND b.house_material_id = h.id AND b.qty > 0) s ON true`;

/** The merchant, the caller's canteens and the filters, over HOUSE_FROM's aliases. */
export function houseWhere(ctx: Ctx, q: HouseMaterialFilters): Where {
  const w = new Where('h.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id');
  if (q.warehouseId !== undefined) w.add('h.warehouse_id = ?', q.warehouseId);
  if (q.materialName) w.add('m.name ILIKE ?', likeContains(q.materialName));
  if (q.categoryId !== undefined)
    // The category and every one below it.
    w.add(
      `m.category_id IN (WITH RECURSIVE sub AS (SELECT id FROM menu_material_categories WHERE merchant_id = ? AND id = ?
         UNION SELECT c.id FROM menu_material_categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub)`,
      ctx.merchantId,
      q.categoryId,
    );
  return w;
}

const SELECT = `SELECT h.id AS "houseMaterialId", h.warehouse_id AS "warehouseId", w.name AS "warehouseName", h.material_id AS "materialId",
    m.name AS "materialName", cat.name AS "categoryName", h.unit_id AS "unitId", u.name AS "unitName", h.spec,
    h.min_qty::float8 AS "minQty", h.max_qty::float8 AS "maxQty", h.shelf_life_days AS "shelfLifeDays", h.remark,
    coalesce(s.qty, 0)::float8 AS "stockQty", coalesce(s.value, 0)::float8 AS "stockValue",
    (SELECT count(*)::int FROM inv_batches b WHERE b.merchant_id = h.merchant_id AND b.house_material_id = h.id) AS "batchCount",
    h.created_at AS "createdAt"`;

export async function houseMaterialPage(ctx: Ctx, q: HouseMaterialFilters & Paging): Promise<Page<HouseMaterial>> {
  const w = houseWhere(ctx, q);
  return pageOf<HouseMaterial>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${HOUSE_FROM} WHERE ${w.sql}`,
    rows: `${SELECT} ${HOUSE_FROM} WHERE ${w.sql} ORDER BY w.name, m.name, h.id`,
    params: w.params,
  });
}

/** The warehouse material if its warehouse is the merchant's and in the caller's canteens; 40400 otherwise. */
export async function findHouseMaterial(ctx: Ctx, houseMaterialId: number): Promise<{ id: number; warehouse_id: number; unit_id: number }> {
  const [row] = await ctx.db.query<{ id: number; warehouse_id: number; unit_id: number }>(
    `SELECT id, warehouse_id, unit_id FROM inv_house_materials WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, houseMaterialId],
  );
  if (!row) throw notFound('houseMaterial');
  try {
    await findWarehouse(ctx, row.warehouse_id);
  } catch {
    throw notFound('houseMaterial');
  }
  return row;
}

/** min ≤ max when both are set. */
export function checkLimits(minQty: number | null, maxQty: number | null) {
  if (minQty !== null && maxQty !== null && toMilli(minQty) > toMilli(maxQty)) throw fieldError('maxQty', 'stockLimitOrder');
}

async function checkUnit(ctx: Ctx, unitId: number) {
  const found = await ctx.db.query(`SELECT 1 FROM inv_units WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, unitId]);
  if (!found.length) throw fieldError('unitId', 'unitUnknown');
}

async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('materialId', 'houseMaterialTaken');
    throw e;
  }
}

export async function addHouseMaterial(ctx: Ctx, input: HouseMaterialInput & { warehouseId: number; materialId: number }): Promise<{ houseMaterialId: number }> {
  await findWarehouse(ctx, input.warehouseId);
  const material = await ctx.db.query(`SELECT 1 FROM menu_materials WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, input.materialId]);
  if (!material.length) throw fieldError('materialId', 'houseMaterialMaterialUnknown');
  await checkUnit(ctx, input.unitId);
  checkLimits(input.minQty, input.maxQty);
  const taken = await ctx.db.query(`SELECT 1 FROM inv_house_materials WHERE merchant_id = $1 AND warehouse_id = $2 AND material_id = $3`, [
    ctx.merchantId,
    input.warehouseId,
    input.materialId,
  ]);
  if (taken.length) throw fieldError('materialId', 'houseMaterialTaken');
  const [row] = await guardUnique(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO inv_house_materials (merchant_id, warehouse_id, material_id, unit_id, spec, min_qty, max_qty, shelf_life_days, remark)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [ctx.merchantId, input.warehouseId, input.materialId, input.unitId, input.spec, input.minQty, input.maxQty, input.shelfLifeDays, input.remark],
    ),
  );
  return { houseMaterialId: row.id };
}

/** Whether stock ever moved for it or a document line names it. */
async function hasHistory(ctx: Ctx, houseMaterialId: number): Promise<boolean> {
  const [row] = await ctx.db.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM inv_batches WHERE merchant_id = $1 AND house_material_id = $2)
         OR EXISTS (SELECT 1 FROM inv_movements WHERE merchant_id = $1 AND house_material_id = $2)
         OR EXISTS (SELECT 1 FROM inv_inbound_lines WHERE merchant_id = $1 AND house_material_id = $2)
         OR EXISTS (SELECT 1 FROM inv_outbound_lines WHERE merchant_id = $1 AND house_material_id = $2)
         OR EXISTS (SELECT 1 FROM inv_stocktake_lines WHERE merchant_id = $1 AND house_material_id = $2) AS used`,
    [ctx.merchantId, houseMaterialId],
  );
  return row.used;
}

export async function editHouseMaterial(ctx: Ctx, input: HouseMaterialInput & { houseMaterialId: number }): Promise<null> {
  const current = await findHouseMaterial(ctx, input.houseMaterialId);
  await checkUnit(ctx, input.unitId);
  checkLimits(input.minQty, input.maxQty);
  if (input.unitId !== current.unit_id && (await hasHistory(ctx, input.houseMaterialId))) throw conflict('houseMaterialUnitFixed');
  await ctx.db.query(
    `UPDATE inv_house_materials SET unit_id = $3, spec = $4, min_qty = $5, max_qty = $6, shelf_life_days = $7, remark = $8 WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, input.houseMaterialId, input.unitId, input.spec, input.minQty, input.maxQty, input.shelfLifeDays, input.remark],
  );
  return null;
}

/** drpinventory/set: the limits alone. */
export async function setStockLimits(ctx: Ctx, input: { houseMaterialId: number; minQty: number | null; maxQty: number | null }): Promise<null> {
  await findHouseMaterial(ctx, input.houseMaterialId);
  checkLimits(input.minQty, input.maxQty);
  await ctx.db.query(`UPDATE inv_house_materials SET min_qty = $3, max_qty = $4 WHERE merchant_id = $1 AND id = $2`, [
    ctx.merchantId,
    input.houseMaterialId,
    input.minQty,
    input.maxQty,
  ]);
  return null;
}

export async function removeHouseMaterial(ctx: Ctx, houseMaterialId: number): Promise<null> {
  await findHouseMaterial(ctx, houseMaterialId);
  if (await hasHistory(ctx, houseMaterialId)) throw conflict('houseMaterialInUse');
  try {
    await ctx.db.query(`DELETE FROM inv_house_materials WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, houseMaterialId]);
  } catch (e) {
    // A purchase plan or order line names it (procurement refers to warehouse materials).
    if ((e as { code?: string }).code === '23503') throw conflict('houseMaterialInUse');
    throw e;
  }
  return null;
}
