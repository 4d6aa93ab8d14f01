import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { addDays } from '../canteens';
import { assertWarehouse } from './facts';
import { supplierLookups } from './ports';
import { lineValue, milliSql, nextDocNo, toMilli } from './stock';

/**
 * Inbound documents (drpintoinventory, DESIGN §8): drafts a keeper edits, or the purchase order received makes;
 * committing one receives its lines as new batches through the stock core. A committed one never changes: a
 * reversing document takes it back while its goods are untouched.
 */

export interface InboundLineInput {
  houseMaterialId: number;
  /** In the warehouse material's unit. */
  qty: number;
  /** Cents per unit, up to 4 decimals. */
  unitPrice: number;
  batchNo?: string;
  productionDate?: string | null;
  /** Absent: the production day (or the inbound day) plus the material's shelf life, if it has one. */
  expiryDate?: string | null;
  remark?: string;
}

export interface InboundInput {
  warehouseId: number;
  supplierId: number | null;
  purchaseOrderId: number | null;
  inboundDate: string;
  remark: string;
  lines: InboundLineInput[];
}

interface PreparedLine {
  houseMaterialId: number;
  qty: number;
  unitPrice: number;
  value: number;
  batchNo: string;
  productionDate: string | null;
  expiryDate: string | null;
  remark: string;
}

/** Checks the warehouse, supplier and lines, and works out each line's value and default expiry. */
async function prepare(ctx: Ctx, input: InboundInput): Promise<PreparedLine[]> {
  await assertWarehouse(ctx, input.warehouseId);
  if (input.supplierId !== null) await supplierLookups.use().assertUsable(ctx, input.supplierId, 'supplierId');
  if (!input.lines.length) throw fieldError('lines', 'docNoLines');
  const ids = [...new Set(input.lines.map((l) => l.houseMaterialId))];
  const rows = await ctx.db.query<{ id: number; shelf_life_days: number | null }>(
    `SELECT id, shelf_life_days FROM inv_house_materials WHERE merchant_id = $1 AND warehouse_id = $2 AND id = ANY($3::int[])`,
    [ctx.merchantId, input.warehouseId, ids],
  );
  const shelf = new Map(rows.map((r) => [r.id, r.shelf_life_days]));
  return input.lines.map((l, i) => {
    if (!shelf.has(l.houseMaterialId)) throw fieldError(`lines.${i}.houseMaterialId`, 'docMaterialUnknown', { id: l.houseMaterialId });
    const productionDate = l.productionDate ?? null;
    const days = shelf.get(l.houseMaterialId);
    const expiryDate = l.expiryDate !== undefined ? l.expiryDate : days ? addDays(productionDate ?? input.inboundDate, days) : null;
    if (productionDate && expiryDate && expiryDate < productionDate) throw fieldError(`lines.${i}.expiryDate`, 'inboundExpiryBeforeProduction');
    const qty = toMilli(l.qty);
    return {
      houseMaterialId: l.houseMaterialId,
      qty,
      unitPrice: l.unitPrice,
      value: lineValue(qty, l.unitPrice),
      batchNo: (l.batchNo ?? '').trim(),
      productionDate,
      expiryDate,
      remark: l.remark ?? '',
    };
  });
}

async function writeLines(ctx: Ctx, inboundId: number, lines: PreparedLine[]): Promise<number> {
  await ctx.db.query(
    `INSERT INTO inv_inbound_lines (merchant_id, inbound_id, house_material_id, qty, unit_price, value, batch_no, production_date, expiry_date, remark, sort)
     SELECT $1, $2, l.hm, l.qty, l.price, l.value, l.batch_no, l.production_date, l.expiry_date, l.remark, l.sort
       FROM unnest($3::int[], $4::numeric[], $5::numeric[], $6::bigint[], $7::text[], $8::date[], $9::date[], $10::text[], $11::int[])
         AS l(hm, qty, price, value, batch_no, production_date, expiry_date, remark, sort)`,
    [
      ctx.merchantId,
      inboundId,
      lines.map((l) => l.houseMaterialId),
      lines.map((l) => milliSql(l.qty)),
      lines.map((l) => l.unitPrice.toFixed(4)),
      lines.map((l) => l.value),
      lines.map((l) => l.batchNo),
      lines.map((l) => l.productionDate),
      lines.map((l) => l.expiryDate),
      lines.map((l) => l.remark),
      lines.map((_, i) => i),
    ],
  );
  return lines.reduce((s, l) => s + l.value, 0);
}

/** Locks a document row of the merchant (FOR UPDATE) and refuses a committed one: the first step of edit, remove, commit. */
export async function lockDraftInbound(ctx: Ctx, inboundId: number): Promise<{ id: number; docNo: string; warehouseId: number; supplierId: number | null }> {
  const [row] = await ctx.db.query<{ id: number; docNo: string; warehouseId: number; supplierId: number | null; state: string }>(
    `SELECT id, doc_no AS "docNo", warehouse_id AS "warehouseId", supplier_id AS "supplierId", state FROM inv_inbounds WHERE merchant_id = $1 AND id = $2 FOR UPDATE`,
    [ctx.merchantId, inboundId],
  );
  if (!row) throw notFound('inbound');
  await assertWarehouse(ctx, row.warehouseId);
  if (row.state === 'committed') throw conflict('docCommitted');
  return row;
}

/** Adds a draft (no id) or replaces a draft's header and lines (an id). */
export async function saveInbound(ctx: Ctx, input: InboundInput & { inboundId?: number }): Promise<{ inboundId: number; docNo: string }> {
  let current: { id: number; docNo: string } | null = null;
  if (input.inboundId !== undefined) current = await lockDraftInbound(ctx, input.inboundId);
  const lines = await prepare(ctx, input);
  try {
    if (current) {
      await ctx.db.query(`DELETE FROM inv_inbound_lines WHERE merchant_id = $1 AND inbound_id = $2`, [ctx.merchantId, current.id]);
      const total = await writeLines(ctx, current.id, lines);
      await ctx.db.query(
        `UPDATE inv_inbounds SET warehouse_id = $3, supplier_id = $4, purchase_order_id = $5, inbound_date = $6, remark = $7, total_value = $8, updated_at = now()
          WHERE merchant_id = $1 AND id = $2`,
        [ctx.merchantId, current.id, input.warehouseId, input.supplierId, input.purchaseOrderId, input.inboundDate, input.remark, total],
      );
      return { inboundId: current.id, docNo: current.docNo };
    }
    const docNo = await nextDocNo(ctx, 'RK', input.inboundDate);
    const [{ id }] = await ctx.db.query<{ id: number }>(
      `INSERT INTO inv_inbounds (merchant_id, doc_no, warehouse_id, kind, supplier_id, purchase_order_id, inbound_date, remark, created_by)
       VALUES ($1, $2, $3, 'purchase', $4, $5, $6, $7, $8) RETURNING id`,
      [ctx.merchantId, docNo, input.warehouseId, input.supplierId, input.purchaseOrderId, input.inboundDate, input.remark, ctx.actor?.userId || null],
    );
    const total = await writeLines(ctx, id, lines);
    await ctx.db.query(`UPDATE inv_inbounds SET total_value = $3 WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, id, total]);
    return { inboundId: id, docNo };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('inboundOrderTaken');
    throw e;
  }
}

/**
 * A new inbound draft: the procurement module calls it when a purchase order is received (one draft per order),
 * and the console's add.
 */
export const addInboundDraft = (ctx: Ctx, input: InboundInput): Promise<{ inboundId: number; docNo: string }> => saveInbound(ctx, input);
