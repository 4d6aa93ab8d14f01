import type { Page, Warehouse, WarehouseOption } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { inScope } from '../../platform/access';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';

/**
 * Warehouses (drpwarehouse): each in a canteen (the caller's canteen scope applies to every read and write) with a
 * keeper, a user marked keeper. One with stock or documents keeps its canteen and cannot be removed.
 */

export interface WarehouseFilters {
  name?: string;
  canteenId?: number;
  enabled?: boolean;
}

export interface WarehouseInput {
  canteenId: number;
  name: string;
  code: string;
  keeperId: number | null;
  phone: string;
  address: string;
  enabled: boolean;
  remark: string;
}

const SELECT = `SELECT w.id AS "warehouseId", w.canteen_id AS "canteenId", c.name AS "canteenName", w.name, w.code,
    w.keeper_id AS "keeperId", NULLIF(coalesce(NULLIF(k.real_name, ''), k.username), '') AS "keeperName", w.phone, w.address, w.enabled, w.remark,
    (SELECT count(*)::int FROM inv_house_materials h WHERE h.merchant_id = w.merchant_id AND h.warehouse_id = w.id) AS "materialCount",
    coalesce((SELECT sum(b.value) FROM inv_batches b WHERE b.merchant_id = w.merchant_id AND b.warehouse_id = w.id AND b.qty > 0), 0)::float8 AS "stockValue",
    w.created_at AS "createdAt"
  FROM inv_warehouses w
  JOIN canteens c ON c.merchant_id = w.merchant_id AND c.id = w.canteen_id
  LEFT JOIN mgr_users k ON k.id = w.keeper_id`;

function warehouseWhere(ctx: Ctx, q: WarehouseFilters): Where {
  const w = new Where('w.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id');
  if (q.name) w.add('(w.name ILIKE ? OR w.code ILIKE ?)', likeContains(q.name), likeContains(q.name));
  if (q.canteenId !== undefined) w.add('w.canteen_id = ?', q.canteenId);
  if (q.enabled !== undefined) w.add('w.enabled = ?', q.enabled);
  return w;
}

export async function warehousePage(ctx: Ctx, q: WarehouseFilters & Paging): Promise<Page<Warehouse>> {
  const w = warehouseWhere(ctx, q);
  return pageOf<Warehouse>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM inv_warehouses w WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY w.id DESC`,
    params: w.params,
  });
}

export async function warehouseOptions(ctx: Ctx, enabled?: boolean): Promise<WarehouseOption[]> {
  const w = warehouseWhere(ctx, { enabled });
  return ctx.db.query<WarehouseOption>(
    `SELECT w.id AS "warehouseId", w.name, w.canteen_id AS "canteenId", c.name AS "canteenName", w.enabled
       FROM inv_warehouses w JOIN canteens c ON c.merchant_id = w.merchant_id AND c.id = w.canteen_id
      WHERE ${w.sql} ORDER BY w.name, w.id`,
    w.params,
  );
}

/** The warehouse row if the merchant's and in the caller's canteen scope; 40400 otherwise. */
export async function findWarehouse(ctx: Ctx, warehouseId: number): Promise<{ id: number; canteen_id: number; keeper_id: number | null }> {
  const [row] = await ctx.db.query<{ id: number; canteen_id: number; keeper_id: number | null }>(
    `SELECT id, canteen_id, keeper_id FROM inv_warehouses WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, warehouseId],
  );
  if (!row || !inScope(ctx, 'canteen', row.canteen_id)) throw notFound('warehouse');
  return row;
}

async function checkRefs(ctx: Ctx, input: WarehouseInput, currentKeeper: number | null) {
  const canteen = await ctx.db.query(`SELECT 1 FROM canteens WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, input.canteenId]);
  if (!canteen.length || !inScope(ctx, 'canteen', input.canteenId)) throw fieldError('canteenId', 'warehouseCanteenUnknown');
  // A keeper kept as it was stays, even if no longer marked keeper; a new one must be the merchant's keeper.
  if (input.keeperId !== null && input.keeperId !== currentKeeper) {
    const keeper = await ctx.db.query(`SELECT 1 FROM mgr_users WHERE merchant_id = $1 AND id = $2 AND is_keeper AND deleted_at IS NULL AND state = 'enabled'`, [
      ctx.merchantId,
      input.keeperId,
    ]);
    if (!keeper.length) throw fieldError('keeperId', 'warehouseKeeperUnknown');
  }
}

async function checkName(ctx: Ctx, name: string, exceptId: number) {
  const clash = await ctx.db.query(`SELECT 1 FROM inv_warehouses WHERE merchant_id = $1 AND name = $2 AND id <> $3`, [ctx.merchantId, name, exceptId]);
  if (clash.length) throw fieldError('name', 'warehouseNameTaken');
}

async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', 'warehouseNameTaken');
    throw e;
  }
}

/** Whether the warehouse holds anything: batches (stock ever received) or documents. */
async function hasStockOrDocuments(ctx: Ctx, warehouseId: number): Promise<boolean> {
  const [row] = await ctx.db.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM inv_batches WHERE merchant_id = $1 AND warehouse_id = $2)
         OR EXISTS (SELECT 1 FROM inv_inbounds WHERE merchant_id = $1 AND warehouse_id = $2)
         OR EXISTS (SELECT 1 FROM inv_outbounds WHERE merchant_id = $1 AND warehouse_id = $2)
         OR EXISTS (SELECT 1 FROM inv_stocktakes WHERE merchant_id = $1 AND warehouse_id = $2) AS used`,
    [ctx.merchantId, warehouseId],
  );
  return row.used;
}

export async function addWarehouse(ctx: Ctx, input: WarehouseInput): Promise<{ warehouseId: number }> {
  await checkRefs(ctx, input, null);
  await checkName(ctx, input.name, 0);
  const [row] = await guardUnique(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO inv_warehouses (merchant_id, canteen_id, name, code, keeper_id, phone, address, enabled, remark)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [ctx.merchantId, input.canteenId, input.name, input.code, input.keeperId, input.phone, input.address, input.enabled, input.remark],
    ),
  );
  return { warehouseId: row.id };
}

export async function editWarehouse(ctx: Ctx, input: WarehouseInput & { warehouseId: number }): Promise<null> {
  const current = await findWarehouse(ctx, input.warehouseId);
  await checkRefs(ctx, input, current.keeper_id);
  await checkName(ctx, input.name, input.warehouseId);
  if (input.canteenId !== current.canteen_id && (await hasStockOrDocuments(ctx, input.warehouseId))) throw conflict('warehouseCanteenFixed');
  await guardUnique(() =>
    ctx.db.query(
      `UPDATE inv_warehouses SET canteen_id = $3, name = $4, code = $5, keeper_id = $6, phone = $7, address = $8, enabled = $9, remark = $10, updated_at = now()
        WHERE merchant_id = $1 AND id = $2`,
      [ctx.merchantId, input.warehouseId, input.canteenId, input.name, input.code, input.keeperId, input.phone, input.address, input.enabled, input.remark],
    ),
  );
  return null;
}

/** Removes an unused warehouse with the (stockless) materials it listed; one with stock or documents: 40900. */
export async function removeWarehouse(ctx: Ctx, warehouseId: number): Promise<null> {
  await findWarehouse(ctx, warehouseId);
  // Lock it first: a document being committed in it holds it key-shared.
  await ctx.db.query(`SELECT 1 FROM inv_warehouses WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [ctx.merchantId, warehouseId]);
  if (await hasStockOrDocuments(ctx, warehouseId)) throw conflict('warehouseInUse');
  try {
    await ctx.db.query(`DELETE FROM inv_house_materials WHERE merchant_id = $1 AND warehouse_id = $2`, [ctx.merchantId, warehouseId]);
    await ctx.db.query(`DELETE FROM inv_warehouses WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, warehouseId]);
  } catch (e) {
    // A purchase plan or order names it (procurement refers to warehouses).
    if ((e as { code?: string }).code === '23503') throw conflict('warehouseInUse');
    throw e;
  }
  return null;
}
