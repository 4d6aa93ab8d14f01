import type { DocState, OutboundDetail, OutboundDoc, OutboundDocLine, OutboundKind, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { AppError, conflict, fieldError, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { assertWarehouse } from './facts';
import { fromMilli, issueFefo, milliSql, nextDocNo, toMilli } from './stock';

/**
 * Outbound documents (drpoutinventory, DESIGN §8): goods leaving a warehouse (to the kitchen, back to a supplier,
 * lost…). A draft until committed; committing takes each line from the batches first-expiring first, at their
 * cost, through the stock core. The movements of the document are its picks.
 */

export interface OutboundInput {
  outboundId?: number;
  warehouseId: number;
  kind: OutboundKind;
  outboundDate: string;
  receiver: string;
  remark: string;
  lines: { houseMaterialId: number; qty: number; remark?: string }[];
}

async function lockDraftOutbound(ctx: Ctx, outboundId: number): Promise<{ id: number; docNo: string; warehouseId: number }> {
  const [row] = await ctx.db.query<{ id: number; docNo: string; warehouseId: number; state: string }>(
    `SELECT id, doc_no AS "docNo", warehouse_id AS "warehouseId", state FROM inv_outbounds WHERE merchant_id = $1 AND id = $2 FOR UPDATE`,
    [ctx.merchantId, outboundId],
  );
  if (!row) throw notFound('outbound');
  await assertWarehouse(ctx, row.warehouseId);
  if (row.state === 'committed') throw conflict('docCommitted');
  return row;
}

async function checkLines(ctx: Ctx, input: OutboundInput): Promise<void> {
  await assertWarehouse(ctx, input.warehouseId);
  if (!input.lines.length) throw fieldError('lines', 'docNoLines');
  const ids = [...new Set(input.lines.map((l) => l.houseMaterialId))];
  const known = new Set(
    (
      await ctx.db.query<{ id: number }>(`SELECT id FROM inv_house_materials WHERE merchant_id = $1 AND warehouse_id = $2 AND id = ANY($3::int[])`, [
        ctx.merchantId,
        input.warehouseId,
        ids,
      ])
    ).map((r) => r.id),
  );
  input.lines.forEach((l, i) => {
    if (!known.has(l.houseMaterialId)) throw fieldError(`lines.${i}.houseMaterialId`, 'docMaterialUnknown', { id: l.houseMaterialId });
  });
}

/** Adds a draft (no id) or replaces a draft (an id). */
export async function saveOutbound(ctx: Ctx, input: OutboundInput): Promise<{ outboundId: number; docNo: string }> {
  const current = input.outboundId !== undefined ? await lockDraftOutbound(ctx, input.outboundId) : null;
  await checkLines(ctx, input);
  let outboundId: number;
  let docNo: string;
  if (current) {
    ({ id: outboundId, docNo } = current);
    await ctx.db.query(`DELETE FROM inv_outbound_lines WHERE merchant_id = $1 AND outbound_id = $2`, [ctx.merchantId, outboundId]);
    await ctx.db.query(
      `UPDATE inv_outbounds SET warehouse_id = $3, kind = $4, outbound_date = $5, receiver = $6, remark = $7, updated_at = now() WHERE merchant_id = $1 AND id = $2`,
      [ctx.merchantId, outboundId, input.warehouseId, input.kind, input.outboundDate, input.receiver, input.remark],
    );
  } else {
    docNo = await nextDocNo(ctx, 'CK', input.outboundDate);
    [{ id: outboundId }] = await ctx.db.query<{ id: number }>(
      `INSERT INTO inv_outbounds (merchant_id, doc_no, warehouse_id, kind, outbound_date, receiver, remark, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [ctx.merchantId, docNo, input.warehouseId, input.kind, input.outboundDate, input.receiver, input.remark, ctx.actor?.userId || null],
    );
  }
  await ctx.db.query(
    `INSERT INTO inv_outbound_lines (merchant_id, outbound_id, house_material_id, qty, remark, sort)
     SELECT $1, $2, l.hm, l.qty, l.remark, l.sort FROM unnest($3::int[], $4::numeric[], $5::text[], $6::int[]) AS l(hm, qty, remark, sort)`,
    [
      ctx.merchantId,
      outboundId,
      input.lines.map((l) => l.houseMaterialId),
      input.lines.map((l) => milliSql(toMilli(l.qty))),
      input.lines.map((l) => l.remark ?? ''),
      input.lines.map((_, i) => i),
    ],
  );
  return { outboundId, docNo };
}

/** Commits a draft: the stock core takes each line first-expiring first; not enough of a material refuses it all. */
export async function commitOutbound(ctx: Ctx, outboundId: number): Promise<{ outboundId: number; docNo: string }> {
  const doc = await lockDraftOutbound(ctx, outboundId);
  const lines = await ctx.db.query<{ id: number; house_material_id: number; qty: string; material: string }>(
    `SELECT l.id, l.house_material_id, (l.qty * 1000)::bigint AS qty, m.name AS material
       FROM inv_outbound_lines l
       JOIN inv_house_materials h ON h.merchant_id = l.merchant_id AND h.id = l.house_material_id
       JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
      WHERE l.merchant_id = $1 AND l.outbound_id = $2 ORDER BY l.sort, l.id`,
    [ctx.merchantId, outboundId],
  );
  if (!lines.length) throw fieldError('lines', 'docNoLines');
  let issued;
  try {
    issued = await issueFefo(
      ctx,
      { type: 'outbound', id: doc.id, no: doc.docNo },
      { warehouseId: doc.warehouseId, lines: lines.map((l) => ({ lineId: l.id, houseMaterialId: l.house_material_id, qty: Number(l.qty) })) },
    );
  } catch (e) {
    if (e instanceof AppError && e.key === 'stockShort') {
      const at = lines.findIndex((l) => l.id === e.params.lineId);
      const line = lines[at];
      // The stock core counts one line; the whole document may ask for the material on several lines.
      const need = lines.filter((l) => l.house_material_id === line.house_material_id).reduce((s, l) => s + Number(l.qty), 0);
      const have = await stockOf(ctx, doc.warehouseId, line.house_material_id);
      throw fieldError(`lines.${at}.qty`, 'outboundShort', { material: line.material, need: fromMilli(need), have: fromMilli(have) });
    }
    throw e;
  }
  await ctx.db.query(
    `UPDATE inv_outbound_lines l SET cost = u.cost FROM unnest($3::int[], $4::bigint[]) AS u(id, cost)
      WHERE l.merchant_id = $1 AND l.outbound_id = $2 AND l.id = u.id`,
    [ctx.merchantId, outboundId, issued.map((l) => l.lineId), issued.map((l) => l.cost)],
  );
  await ctx.db.query(
    `UPDATE inv_outbounds SET state = 'committed', committed_at = $3, committed_by = $4, total_cost = $5, updated_at = now() WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, outboundId, ctx.now(), ctx.actor?.userId || null, issued.reduce((s, l) => s + l.cost, 0)],
  );
  return { outboundId: doc.id, docNo: doc.docNo };
}

async function stockOf(ctx: Ctx, warehouseId: number, houseMaterialId: number): Promise<number> {
  const [{ qty }] = await ctx.db.query<{ qty: string }>(
    `SELECT (COALESCE(sum(qty), 0) * 1000)::bigint AS qty FROM inv_batches WHERE merchant_id = $1 AND warehouse_id = $2 AND house_material_id = $3`,
    [ctx.merchantId, warehouseId, houseMaterialId],
  );
  return Number(qty);
}

export async function saveAndCommitOutbound(ctx: Ctx, input: OutboundInput): Promise<{ outboundId: number; docNo: string }> {
  const { outboundId } = await saveOutbound(ctx, input);
  return commitOutbound(ctx, outboundId);
}

export async function removeOutbound(ctx: Ctx, outboundId: number): Promise<void> {
  await lockDraftOutbound(ctx, outboundId);
  await ctx.db.query(`DELETE FROM inv_outbounds WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, outboundId]);
}

// ---- reads ---------------------------------------------------------------------------------------------------

export interface OutboundFilters {
  dateFrom?: string;
  dateTo?: string;
  warehouseId?: number;
  state?: DocState;
  kind?: OutboundKind;
  docNo?: string;
  receiver?: string;
}

const FROM = `FROM inv_outbounds d
  JOIN inv_warehouses w ON w.merchant_id = d.merchant_id AND w.id = d.warehouse_id
  JOIN canteens c ON c.merchant_id = w.merchant_id AND c.id = w.canteen_id`;
const SELECT = `SELECT d.id AS "outboundId", d.doc_no AS "docNo", d.warehouse_id AS "warehouseId", w.name AS "warehouseName", c.name AS "canteenName",
    d.kind, d.outbound_date::text AS "outboundDate", d.receiver, d.state, d.total_cost::float8 AS "totalCost", d.remark,
    (SELECT count(*)::int FROM inv_outbound_lines l WHERE l.merchant_id = d.merchant_id AND l.outbound_id = d.id) AS "lineCount",
    (SELECT COALESCE(NULLIF(u.real_name, ''), u.username) FROM mgr_users u WHERE u.id = d.created_by) AS "createdByName",
    d.created_at AS "createdAt", d.committed_at AS "committedAt"`;
const ORDER = 'ORDER BY d.outbound_date DESC, d.id DESC';

export function outboundWhere(ctx: Ctx, q: OutboundFilters): Where {
  const w = new Where('d.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id');
  if (q.dateFrom) w.add('d.outbound_date >= ?::date', q.dateFrom);
  if (q.dateTo) w.add('d.outbound_date <= ?::date', q.dateTo);
  if (q.warehouseId !== undefined) w.add('d.warehouse_id = ?', q.warehouseId);
  if (q.state) w.add('d.state = ?', q.state);
  if (q.kind) w.add('d.kind = ?', q.kind);
  if (q.docNo) w.add('d.doc_no ILIKE ?', likeContains(q.docNo));
  if (q.receiver) w.add('d.receiver ILIKE ?', likeContains(q.receiver));
  return w;
}
export const outboundSelect = (where: string) => `${SELECT} ${FROM} WHERE ${where} ${ORDER}`;
export const outboundCount = (where: string) => `SELECT count(*)::int AS n ${FROM} WHERE ${where}`;

export async function outboundPage(ctx: Ctx, q: OutboundFilters & Paging): Promise<Page<OutboundDoc>> {
  const w = outboundWhere(ctx, q);
  return pageOf<OutboundDoc>(ctx.db, q, { count: outboundCount(w.sql), rows: outboundSelect(w.sql), params: w.params });
}

export async function outboundDetail(ctx: Ctx, outboundId: number): Promise<OutboundDetail> {
  const w = new Where('d.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id').add('d.id = ?', outboundId);
  const [row] = await ctx.db.query<OutboundDoc>(outboundSelect(w.sql), w.params);
  if (!row) throw notFound('outbound');
  // The picks are the document's movements (negative: what left each batch), first-expiring first as taken.
  const lines = await ctx.db.query<OutboundDocLine>(
    `SELECT l.id AS "lineId", l.house_material_id AS "houseMaterialId", m.name AS "materialName", u.name AS "unitName", h.spec,
            l.qty::float8 AS qty, l.cost::float8 AS cost, l.remark,
            COALESCE((SELECT json_agg(json_build_object('batchId', b.id, 'batchNo', b.batch_no, 'expiryDate', b.expiry_date::text,
                                                        'qty', (-mv.qty)::float8, 'cost', -mv.value) ORDER BY mv.id)
                        FROM inv_movements mv JOIN inv_batches b ON b.merchant_id = mv.merchant_id AND b.id = mv.batch_id
                       WHERE mv.merchant_id = l.merchant_id AND mv.doc_type = 'outbound' AND mv.doc_id = l.outbound_id AND mv.line_id = l.id), '[]'::json) AS picks
       FROM inv_outbound_lines l
       JOIN inv_house_materials h ON h.merchant_id = l.merchant_id AND h.id = l.house_material_id
       JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
       JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id
      WHERE l.merchant_id = $1 AND l.outbound_id = $2 ORDER BY l.sort, l.id`,
    [ctx.merchantId, outboundId],
  );
  return { ...row, lines: lines.map((l) => ({ ...l, picks: l.picks.map((p) => ({ ...p, qty: Number(p.qty), cost: Number(p.cost) })) })) };
}
