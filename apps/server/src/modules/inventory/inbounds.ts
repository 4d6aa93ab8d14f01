import type { DocState, InboundDetail, InboundDoc, InboundDocLine, InboundKind, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { addDays, merchantToday } from '../canteens';
import { assertWarehouse } from './facts';
import { supplierLookups } from './ports';
import { lineValue, milliSql, nextDocNo, receive, reverseReceipt, toMilli } from './stock';

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
  let total = 0;
  const lines = input.lines.map((l, i) => {
    if (!shelf.has(l.houseMaterialId)) throw fieldError(`lines.${i}.houseMaterialId`, 'docMaterialUnknown', { id: l.houseMaterialId });
    const productionDate = l.productionDate ?? null;
    const days = shelf.get(l.houseMaterialId);
    const expiryDate = l.expiryDate !== undefined ? l.expiryDate : days ? addDays(productionDate ?? input.inboundDate, days) : null;
    if (productionDate && expiryDate && expiryDate < productionDate) throw fieldError(`lines.${i}.expiryDate`, 'inboundExpiryBeforeProduction');
    const qty = toMilli(l.qty);
    const value = lineValue(qty, l.unitPrice);
    total += value;
    // Cents stay exact below 2^53: a line or a document worth more (some 90 trillion yuan) is a typing mistake.
    if (value > Number.MAX_SAFE_INTEGER || total > Number.MAX_SAFE_INTEGER) throw fieldError(`lines.${i}.unitPrice`, 'docValueTooLarge');
    return {
      houseMaterialId: l.houseMaterialId,
      qty,
      unitPrice: l.unitPrice,
      value,
      batchNo: (l.batchNo ?? '').trim(),
      productionDate,
      expiryDate,
      remark: l.remark ?? '',
    };
  });
  return lines;
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
        `UPDATE inv_inbounds SET warehouse_id = $3, supplier_id = $4, inbound_date = $5, remark = $6, total_value = $7, updated_at = now()
          WHERE merchant_id = $1 AND id = $2`,
        [ctx.merchantId, current.id, input.warehouseId, input.supplierId, input.inboundDate, input.remark, total],
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

/** Commits a draft (already saved in this transaction): each line becomes a batch through the stock core. */
export async function commitInbound(ctx: Ctx, inboundId: number): Promise<{ inboundId: number; docNo: string }> {
  const doc = await lockDraftInbound(ctx, inboundId);
  const lines = await ctx.db.query<{ id: number; house_material_id: number; qty: string; value: string; batch_no: string; production_date: string | null; expiry_date: string | null }>(
    `SELECT id, house_material_id, (qty * 1000)::bigint AS qty, value, batch_no, production_date::text AS production_date, expiry_date::text AS expiry_date
       FROM inv_inbound_lines WHERE merchant_id = $1 AND inbound_id = $2 ORDER BY sort, id`,
    [ctx.merchantId, inboundId],
  );
  if (!lines.length) throw fieldError('lines', 'docNoLines');
  const batches = await receive(
    ctx,
    { type: 'inbound', id: doc.id, no: doc.docNo },
    {
      warehouseId: doc.warehouseId,
      supplierId: doc.supplierId,
      lines: lines.map((l) => ({
        lineId: l.id,
        houseMaterialId: l.house_material_id,
        qty: Number(l.qty),
        value: Number(l.value),
        batchNo: l.batch_no,
        productionDate: l.production_date,
        expiryDate: l.expiry_date,
      })),
    },
  );
  await ctx.db.query(
    `UPDATE inv_inbound_lines l SET batch_id = u.batch_id FROM unnest($3::int[], $4::int[]) AS u(id, batch_id)
      WHERE l.merchant_id = $1 AND l.inbound_id = $2 AND l.id = u.id`,
    [ctx.merchantId, inboundId, [...batches.keys()], [...batches.values()]],
  );
  await ctx.db.query(
    `UPDATE inv_inbounds SET state = 'committed', committed_at = $3, committed_by = $4, updated_at = now(),
            total_value = (SELECT COALESCE(sum(value), 0) FROM inv_inbound_lines WHERE merchant_id = $1 AND inbound_id = $2)
      WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, inboundId, ctx.now(), ctx.actor?.userId || null],
  );
  return { inboundId: doc.id, docNo: doc.docNo };
}

/** The console's commit: saves the draft (new or edited) and commits it, in the call's one transaction. */
export async function saveAndCommitInbound(ctx: Ctx, input: InboundInput & { inboundId?: number }): Promise<{ inboundId: number; docNo: string }> {
  const { inboundId } = await saveInbound(ctx, input);
  return commitInbound(ctx, inboundId);
}

export async function removeInbound(ctx: Ctx, inboundId: number): Promise<void> {
  await lockDraftInbound(ctx, inboundId);
  await ctx.db.query(`DELETE FROM inv_inbounds WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, inboundId]);
}

/**
 * Takes back a committed inbound document: a new committed 'reversal' document whose lines name the same batches,
 * emptied through the stock core (refused when any was issued from or counted).
 */
export async function reverseInbound(ctx: Ctx, inboundId: number): Promise<{ inboundId: number; docNo: string }> {
  const [doc] = await ctx.db.query<{ id: number; doc_no: string; warehouse_id: number; kind: string; supplier_id: number | null; purchase_order_id: number | null; state: string; reversed_by_id: number | null; total_value: string }>(
    `SELECT id, doc_no, warehouse_id, kind, supplier_id, purchase_order_id, state, reversed_by_id, total_value FROM inv_inbounds WHERE merchant_id = $1 AND id = $2 FOR UPDATE`,
    [ctx.merchantId, inboundId],
  );
  if (!doc) throw notFound('inbound');
  await assertWarehouse(ctx, doc.warehouse_id);
  if (doc.state !== 'committed') throw businessRule('inboundReverseDraft');
  if (doc.kind === 'reversal') throw businessRule('inboundReverseReversal');
  if (doc.reversed_by_id !== null) throw conflict('inboundReversed');
  const today = await merchantToday(ctx);
  const docNo = await nextDocNo(ctx, 'RK', today);
  const [{ id }] = await ctx.db.query<{ id: number }>(
    `INSERT INTO inv_inbounds (merchant_id, doc_no, warehouse_id, kind, supplier_id, purchase_order_id, inbound_date, state, total_value, remark, reverses_id, created_by, committed_by, committed_at)
     VALUES ($1, $2, $3, 'reversal', $4, $5, $6, 'committed', $7, '', $8, $9, $9, $10) RETURNING id`,
    [ctx.merchantId, docNo, doc.warehouse_id, doc.supplier_id, doc.purchase_order_id, today, -Number(doc.total_value), doc.id, ctx.actor?.userId || null, ctx.now()],
  );
  const lines = await ctx.db.query<{ id: number; batch_id: number }>(
    `INSERT INTO inv_inbound_lines (merchant_id, inbound_id, house_material_id, qty, unit_price, value, batch_no, production_date, expiry_date, batch_id, remark, sort)
     SELECT merchant_id, $3, house_material_id, qty, unit_price, value, batch_no, production_date, expiry_date, batch_id, remark, sort
       FROM inv_inbound_lines WHERE merchant_id = $1 AND inbound_id = $2 ORDER BY sort, id
     RETURNING id, batch_id`,
    [ctx.merchantId, doc.id, id],
  );
  await reverseReceipt(ctx, { type: 'inbound', id, no: docNo }, { warehouseId: doc.warehouse_id, batches: lines.map((l) => ({ lineId: l.id, batchId: l.batch_id })) });
  await ctx.db.query(`UPDATE inv_inbounds SET reversed_by_id = $3, updated_at = now() WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, doc.id, id]);
  return { inboundId: id, docNo };
}

// ---- reads ---------------------------------------------------------------------------------------------------

export interface InboundFilters {
  dateFrom?: string;
  dateTo?: string;
  warehouseId?: number;
  supplierId?: number;
  state?: DocState;
  kind?: InboundKind;
  docNo?: string;
}

const FROM = `FROM inv_inbounds d
  JOIN inv_warehouses w ON w.merchant_id = d.merchant_id AND w.id = d.warehouse_id
  JOIN canteens c ON c.merchant_id = w.merchant_id AND c.id = w.canteen_id`;
const SELECT = `SELECT d.id AS "inboundId", d.doc_no AS "docNo", d.warehouse_id AS "warehouseId", w.name AS "warehouseName", c.name AS "canteenName",
    d.kind, d.supplier_id AS "supplierId", d.purchase_order_id AS "purchaseOrderId", d.inbound_date::text AS "inboundDate", d.state,
    d.total_value::float8 AS "totalValue", d.remark, d.reverses_id AS "reversesId",
    (SELECT r.doc_no FROM inv_inbounds r WHERE r.merchant_id = d.merchant_id AND r.id = d.reverses_id) AS "reversesDocNo",
    d.reversed_by_id AS "reversedById",
    (SELECT r.doc_no FROM inv_inbounds r WHERE r.merchant_id = d.merchant_id AND r.id = d.reversed_by_id) AS "reversedByDocNo",
    (SELECT count(*)::int FROM inv_inbound_lines l WHERE l.merchant_id = d.merchant_id AND l.inbound_id = d.id) AS "lineCount",
    (SELECT COALESCE(NULLIF(u.real_name, ''), u.username) FROM mgr_users u WHERE u.id = d.created_by) AS "createdByName",
    d.created_at AS "createdAt", d.committed_at AS "committedAt"`;
const ORDER = 'ORDER BY d.inbound_date DESC, d.id DESC';

type InboundRow = Omit<InboundDoc, 'supplierName'>;

export function inboundWhere(ctx: Ctx, q: InboundFilters): Where {
  const w = new Where('d.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id');
  if (q.dateFrom) w.add('d.inbound_date >= ?::date', q.dateFrom);
  if (q.dateTo) w.add('d.inbound_date <= ?::date', q.dateTo);
  if (q.warehouseId !== undefined) w.add('d.warehouse_id = ?', q.warehouseId);
  if (q.supplierId !== undefined) w.add('d.supplier_id = ?', q.supplierId);
  if (q.state) w.add('d.state = ?', q.state);
  if (q.kind) w.add('d.kind = ?', q.kind);
  if (q.docNo) w.add('d.doc_no ILIKE ?', likeContains(q.docNo));
  return w;
}

/** Names the documents' suppliers through the procurement port. */
export async function withSupplierNames<R extends { supplierId: number | null }>(ctx: Ctx, rows: R[]): Promise<(R & { supplierName: string | null })[]> {
  const ids = [...new Set(rows.map((r) => r.supplierId).filter((v): v is number => v !== null))];
  const names = ids.length ? await supplierLookups.use().names(ctx, ids) : new Map<number, string>();
  return rows.map((r) => ({ ...r, supplierName: r.supplierId === null ? null : (names.get(r.supplierId) ?? null) }));
}

export const inboundSelect = (where: string) => `${SELECT} ${FROM} WHERE ${where} ${ORDER}`;
export const inboundCount = (where: string) => `SELECT count(*)::int AS n ${FROM} WHERE ${where}`;

export async function inboundPage(ctx: Ctx, q: InboundFilters & Paging): Promise<Page<InboundDoc>> {
  const w = inboundWhere(ctx, q);
  const page = await pageOf<InboundRow>(ctx.db, q, { count: inboundCount(w.sql), rows: inboundSelect(w.sql), params: w.params });
  return { ...page, records: await withSupplierNames(ctx, page.records) };
}

export async function inboundDetail(ctx: Ctx, inboundId: number): Promise<InboundDetail> {
  const w = new Where('d.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id').add('d.id = ?', inboundId);
  const [row] = await ctx.db.query<InboundRow>(inboundSelect(w.sql), w.params);
  if (!row) throw notFound('inbound');
  const lines = await ctx.db.query<InboundDocLine>(
    `SELECT l.id AS "lineId", l.house_material_id AS "houseMaterialId", m.name AS "materialName", u.name AS "unitName", h.spec,
            l.qty::float8 AS qty, l.unit_price::float8 AS "unitPrice", l.value::float8 AS value, l.batch_no AS "batchNo",
            l.production_date::text AS "productionDate", l.expiry_date::text AS "expiryDate", l.batch_id AS "batchId", l.remark
       FROM inv_inbound_lines l
       JOIN inv_house_materials h ON h.merchant_id = l.merchant_id AND h.id = l.house_material_id
       JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
       JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id
      WHERE l.merchant_id = $1 AND l.inbound_id = $2 ORDER BY l.sort, l.id`,
    [ctx.merchantId, inboundId],
  );
  const [named] = await withSupplierNames(ctx, [row]);
  return { ...named, lines };
}
