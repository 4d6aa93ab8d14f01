import type { DifferenceTotals, Page, Stocktake, StocktakeDifference, StocktakeLine, StocktakeOption, StocktakeState } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { inScope } from '../../platform/access';
import { businessRule, conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where } from '../../platform/sql';
import { merchantToday } from '../canteens';
import { assertWarehouse } from './facts';
import type { FileReply } from '../../platform/http/register';
import { translate } from '../../platform/messages';
import { eachRow, exportXlsx } from '../../platform/xlsx/export';
import { stocktakeColumns } from '../../platform/messages/inventoryStocktake';
import { adjustBatches, lockWarehouse, milliSql, nextDocNo, toMilli, type DocRef } from './stock';

/**
 * Stocktakes (drpcheckinventory, pandian; DESIGN §8). Starting one locks its warehouse exclusively (the stock core's
 * lockWarehouse 'count': it waits for stock changes under way) and freezes the book quantity and value of every batch
 * with stock into its lines in one INSERT … SELECT; while it counts, the stock core refuses goods in or out of the
 * warehouse (40900 warehouseCounting). Counts are saved in one UPDATE over unnest. Commit locks the stocktake row,
 * takes a line not counted as its book quantity (nothing found missing: a keeper counts what differs), posts every
 * difference through the stock core's adjustBatches (a loss takes value in proportion, a gain adds at the batch's
 * receiving unit cost) and keeps each line's value change. Removing a stocktake still counting drops it and opens the
 * warehouse again; a committed one is immutable.
 */

export interface StocktakeFilters {
  warehouseId?: number;
  startDate?: string;
  endDate?: string;
  state?: StocktakeState;
  docNo?: string;
}

export interface SaveInput {
  stocktakeId?: number;
  warehouseId?: number;
  checkDate?: string;
  remark?: string;
  lines: { lineId: number; countedQty: number | null; remark: string }[];
}

const HEADER_SELECT = `s.id AS "stocktakeId", s.doc_no AS "docNo", s.warehouse_id AS "warehouseId", w.name AS "warehouseName",
    w.canteen_id AS "canteenId", c.name AS "canteenName", to_char(s.check_date, 'YYYY-MM-DD') AS "checkDate", s.state,
    COALESCE(l.n, 0)::int AS "lineCount", COALESCE(l.counted, 0)::int AS "countedCount", COALESCE(l.book_value, 0)::float8 AS "bookValue",
    s.gain_value::float8 AS "gainValue", s.loss_value::float8 AS "lossValue", s.remark,
    NULLIF(COALESCE(NULLIF(cu.real_name, ''), cu.username), '') AS "createdByName", s.created_at AS "createdAt",
    NULLIF(COALESCE(NULLIF(mu.real_name, ''), mu.username), '') AS "committedByName", s.committed_at AS "committedAt"`;
const HEADER_FROM = `inv_stocktakes s
    JOIN inv_warehouses w ON w.merchant_id = s.merchant_id AND w.id = s.warehouse_id
    JOIN canteens c ON c.merchant_id = w.merchant_id AND c.id = w.canteen_id
    LEFT JOIN LATERAL (SELECT count(*) AS n, count(counted_qty) AS counted, sum(book_value) AS book_value
                         FROM inv_stocktake_lines WHERE stocktake_id = s.id) l ON true
    LEFT JOIN mgr_users cu ON cu.id = s.created_by
    LEFT JOIN mgr_users mu ON mu.id = s.committed_by`;

function stocktakeWhere(ctx: Ctx, q: StocktakeFilters): Where {
  const w = new Where('s.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id');
  if (q.warehouseId) w.add('s.warehouse_id = ?', q.warehouseId);
  if (q.startDate) w.add('s.check_date >= ?::date', q.startDate);
  if (q.endDate) w.add('s.check_date <= ?::date', q.endDate);
  if (q.state) w.add('s.state = ?', q.state);
  if (q.docNo) w.add(`s.doc_no ILIKE ?`, likeContains(q.docNo));
  return w;
}

export function stocktakePage(ctx: Ctx, q: StocktakeFilters & { page: number; limit: number }): Promise<Page<Stocktake>> {
  const w = stocktakeWhere(ctx, q);
  return pageOf<Stocktake>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM inv_stocktakes s JOIN inv_warehouses w ON w.merchant_id = s.merchant_id AND w.id = s.warehouse_id WHERE ${w.sql}`,
    rows: `SELECT ${HEADER_SELECT} FROM ${HEADER_FROM} WHERE ${w.sql} ORDER BY s.check_date DESC, s.id DESC`,
    params: w.params,
  });
}

/** One stocktake of the merchant in the caller's canteens (404 otherwise). */
export async function stocktakeHeader(ctx: Ctx, stocktakeId: number): Promise<Stocktake> {
  const w = new Where('s.merchant_id = ?', ctx.merchantId).add('s.id = ?', stocktakeId).scope(ctx, 'canteen', 'w.canteen_id');
  const [row] = await ctx.db.query<Stocktake>(`SELECT ${HEADER_SELECT} FROM ${HEADER_FROM} WHERE ${w.sql}`, w.params);
  if (!row) throw notFound('stocktake');
  return row;
}

/** Locks the stocktake row (first in the stock core's lock order); 404 when not the merchant's or outside the caller's canteens. */
async function lockStocktake(ctx: Ctx, stocktakeId: number): Promise<{ id: number; docNo: string; warehouseId: number; state: StocktakeState }> {
  const [row] = await ctx.db.query<{ id: number; docNo: string; warehouseId: number; state: StocktakeState; canteenId: number }>(
    `SELECT s.id, s.doc_no AS "docNo", s.warehouse_id AS "warehouseId", s.state, w.canteen_id AS "canteenId"
       FROM inv_stocktakes s JOIN inv_warehouses w ON w.merchant_id = s.merchant_id AND w.id = s.warehouse_id
      WHERE s.merchant_id = $1 AND s.id = $2 FOR UPDATE OF s`,
    [ctx.merchantId, stocktakeId],
  );
  if (!row || !inScope(ctx, 'canteen', row.canteenId)) throw notFound('stocktake');
  return row;
}

/** Starts a stocktake of a warehouse: freezes its batches with stock. */
async function start(ctx: Ctx, input: SaveInput): Promise<{ stocktakeId: number; docNo: string }> {
  if (!input.warehouseId) throw fieldError('warehouseId', 'stocktakeWarehouseNeeded');
  await assertWarehouse(ctx, input.warehouseId);
  if (input.lines.length) throw fieldError('lines', 'stocktakeLinesBeforeStart');
  // Exclusive: waits for the stock changes under way; a change after this sees the counting row and is refused.
  await lockWarehouse(ctx, input.warehouseId, 'count');
  const [open] = await ctx.db.query<{ doc_no: string }>(`SELECT doc_no FROM inv_stocktakes WHERE merchant_id = $1 AND warehouse_id = $2 AND state = 'counting'`, [
    ctx.merchantId,
    input.warehouseId,
  ]);
  if (open) throw conflict('warehouseCounting', { docNo: open.doc_no });
  const checkDate = input.checkDate ?? (await merchantToday(ctx));
  const docNo = await nextDocNo(ctx, 'PD', checkDate);
  let stocktakeId: number;
  try {
    [{ id: stocktakeId }] = await ctx.db.query<{ id: number }>(
      `INSERT INTO inv_stocktakes (merchant_id, doc_no, warehouse_id, check_date, remark, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [ctx.merchantId, docNo, input.warehouseId, checkDate, input.remark ?? '', ctx.actor?.userId || null, ctx.now()],
    );
  } catch (e) {
    // The warehouse lock orders starts; the unique index is the last word.
    if (isUniqueViolation(e)) throw conflict('warehouseCounting', { docNo: '' });
    throw e;
  }
  const frozen = await ctx.db.query<{ n: number }>(
    `WITH ins AS (
       INSERT INTO inv_stocktake_lines (merchant_id, stocktake_id, batch_id, house_material_id, book_qty, book_value)
       SELECT b.merchant_id, $2, b.id, b.house_material_id, b.qty, b.value
         FROM inv_batches b WHERE b.merchant_id = $1 AND b.warehouse_id = $3 AND b.qty > 0
        ORDER BY b.id
       RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [ctx.merchantId, stocktakeId, input.warehouseId],
  );
  if (!frozen[0].n) throw businessRule('stocktakeNothingInStock');
  return { stocktakeId, docNo };
}

/** Saves counts of a stocktake still counting, in one statement. */
async function saveCounts(ctx: Ctx, stocktakeId: number, input: SaveInput): Promise<{ stocktakeId: number; docNo: string }> {
  const doc = await lockStocktake(ctx, stocktakeId);
  if (doc.state === 'committed') throw conflict('docCommitted');
  const lines = input.lines;
  if (new Set(lines.map((l) => l.lineId)).size !== lines.length) throw fieldError('lines', 'stocktakeLineTwice');
  if (lines.length) {
    const updated = await ctx.db.query<{ n: number }>(
      `WITH u AS (
         UPDATE inv_stocktake_lines l SET counted_qty = v.counted, remark = v.remark
           FROM unnest($3::int[], $4::numeric[], $5::text[]) AS v(id, counted, remark)
          WHERE l.merchant_id = $1 AND l.stocktake_id = $2 AND l.id = v.id
         RETURNING 1)
       SELECT count(*)::int AS n FROM u`,
      [
        ctx.merchantId,
        stocktakeId,
        lines.map((l) => l.lineId),
        lines.map((l) => (l.countedQty === null ? null : milliSql(toMilli(l.countedQty)))),
        lines.map((l) => l.remark),
      ],
    );
    if (updated[0].n !== lines.length) throw fieldError('lines', 'stocktakeLineUnknown');
  }
  await ctx.db.query(`UPDATE inv_stocktakes SET remark = COALESCE($3, remark), updated_at = $4 WHERE merchant_id = $1 AND id = $2`, [
    ctx.merchantId,
    stocktakeId,
    input.remark ?? null,
    ctx.now(),
  ]);
  return { stocktakeId, docNo: doc.docNo };
}

/** add-or-edit/save: start a stocktake (no id) or save its counts. */
export function saveStocktake(ctx: Ctx, input: SaveInput): Promise<{ stocktakeId: number; docNo: string }> {
  return input.stocktakeId ? saveCounts(ctx, input.stocktakeId, input) : start(ctx, input);
}

/** add-or-edit/commit: save, then post the differences and close the stocktake. */
export async function commitStocktake(ctx: Ctx, input: SaveInput): Promise<{ stocktakeId: number; docNo: string; gainValue: number; lossValue: number; diffValue: number }> {
  const { stocktakeId, docNo } = await saveStocktake(ctx, input);
  // Locked already by the save (the same transaction); read again for the state.
  const doc = await lockStocktake(ctx, stocktakeId);
  if (doc.state === 'committed') throw conflict('docCommitted');
  // Not counted: as found in the books.
  await ctx.db.query(`UPDATE inv_stocktake_lines SET counted_qty = book_qty WHERE merchant_id = $1 AND stocktake_id = $2 AND counted_qty IS NULL`, [ctx.merchantId, stocktakeId]);
  const differing = await ctx.db.query<{ id: number; batch_id: number; counted: string }>(
    `SELECT id, batch_id, (counted_qty * 1000)::bigint AS counted FROM inv_stocktake_lines
      WHERE merchant_id = $1 AND stocktake_id = $2 AND counted_qty <> book_qty ORDER BY batch_id`,
    [ctx.merchantId, stocktakeId],
  );
  const ref: DocRef = { type: 'stocktake', id: stocktakeId, no: docNo };
  const changes = differing.length ? await adjustBatches(ctx, ref, differing.map((l) => ({ lineId: l.id, batchId: l.batch_id, qty: Number(l.counted) }))) : new Map<number, number>();
  let gainValue = 0;
  let lossValue = 0;
  for (const v of changes.values()) {
    if (v > 0) gainValue += v;
    else lossValue -= v;
  }
  // Each line's value change (0 where nothing differed), in one statement.
  await ctx.db.query(
    `UPDATE inv_stocktake_lines l SET diff_value = COALESCE(v.value, 0)
       FROM inv_stocktake_lines x LEFT JOIN unnest($3::int[], $4::bigint[]) AS v(id, value) ON v.id = x.id
      WHERE l.merchant_id = $1 AND l.stocktake_id = $2 AND x.id = l.id`,
    [ctx.merchantId, stocktakeId, [...changes.keys()], [...changes.values()]],
  );
  const now = ctx.now();
  await ctx.db.query(
    `UPDATE inv_stocktakes SET state = 'committed', gain_value = $3, loss_value = $4, committed_by = $5, committed_at = $6, updated_at = $6
      WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, stocktakeId, gainValue, lossValue, ctx.actor?.userId || null, now],
  );
  return { stocktakeId, docNo, gainValue, lossValue, diffValue: gainValue - lossValue };
}

/** Removes a stocktake still counting: the warehouse is open again. */
export async function removeStocktake(ctx: Ctx, stocktakeId: number): Promise<null> {
  const doc = await lockStocktake(ctx, stocktakeId);
  if (doc.state === 'committed') throw conflict('docCommitted');
  await ctx.db.query(`DELETE FROM inv_stocktakes WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, stocktakeId]);
  return null;
}

const LINE_SELECT = `l.id AS "lineId", l.batch_id AS "batchId", b.batch_no AS "batchNo", l.house_material_id AS "houseMaterialId",
    h.material_id AS "materialId", m.name AS "materialName", u.name AS "unitName", h.spec,
    to_char(b.production_date, 'YYYY-MM-DD') AS "productionDate", to_char(b.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
    l.book_qty::float8 AS "bookQty", l.book_value::float8 AS "bookValue", l.remark`;
const LINE_FROM = `inv_stocktake_lines l
    JOIN inv_batches b ON b.merchant_id = l.merchant_id AND b.id = l.batch_id
    JOIN inv_house_materials h ON h.merchant_id = l.merchant_id AND h.id = l.house_material_id
    JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
    JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id`;
const LINE_ORDER = `m.name, h.id, b.expiry_date NULLS LAST, b.received_at, b.id`;

/** The stocktake and its lines, for the count entry. */
export async function stocktakeLines(ctx: Ctx, q: { stocktakeId: number; materialName?: string; uncountedOnly: boolean }): Promise<{ stocktake: Stocktake; lines: StocktakeLine[] }> {
  const stocktake = await stocktakeHeader(ctx, q.stocktakeId);
  const w = new Where('l.merchant_id = ?', ctx.merchantId).add('l.stocktake_id = ?', q.stocktakeId);
  if (q.materialName) w.add('m.name ILIKE ?', likeContains(q.materialName));
  if (q.uncountedOnly) w.add('l.counted_qty IS NULL');
  const lines = await ctx.db.query<StocktakeLine>(`SELECT ${LINE_SELECT}, l.counted_qty::float8 AS "countedQty" FROM ${LINE_FROM} WHERE ${w.sql} ORDER BY ${LINE_ORDER}`, w.params);
  return { stocktake, lines };
}

export interface DifferenceFilters {
  stocktakeId: number;
  kind: 'all' | 'differ' | 'gain' | 'loss';
  materialName?: string;
}

/**
 * A line's difference: counted (the book quantity when not counted) − book, and its value: what was posted once
 * committed; while counting, what commit would post (the stock core's arithmetic in SQL: a loss takes the book value
 * in proportion, all of it when nothing is left; a gain adds at the batch's receiving unit cost, rounded half up).
 */
const DIFF = `WITH d AS (
    SELECT l.*, COALESCE(l.counted_qty, l.book_qty) AS counted, COALESCE(l.counted_qty, l.book_qty) - l.book_qty AS diff,
           b.in_qty, b.in_value, s.state
      FROM inv_stocktake_lines l
      JOIN inv_stocktakes s ON s.merchant_id = l.merchant_id AND s.id = l.stocktake_id
      JOIN inv_batches b ON b.merchant_id = l.merchant_id AND b.id = l.batch_id
     WHERE l.merchant_id = $1 AND l.stocktake_id = $2),
  dv AS (
    SELECT d.*, CASE
        WHEN d.state = 'committed' THEN COALESCE(d.diff_value, 0)
        WHEN d.diff = 0 THEN 0
        WHEN d.diff < 0 AND d.counted = 0 THEN -d.book_value
        WHEN d.diff < 0 THEN -floor((d.book_value * (-d.diff) * 2 + d.book_qty) / (2 * d.book_qty))::bigint
        ELSE floor((d.in_value * d.diff * 2 + d.in_qty) / (2 * d.in_qty))::bigint
      END AS dvalue
      FROM d)`;

function differenceWhere(q: DifferenceFilters, first: unknown[]): { sql: string; params: unknown[] } {
  const params = [...first];
  const parts: string[] = ['true'];
  if (q.kind === 'differ') parts.push('l.diff <> 0');
  if (q.kind === 'gain') parts.push('l.diff > 0');
  if (q.kind === 'loss') parts.push('l.diff < 0');
  if (q.materialName) {
    params.push(likeContains(q.materialName));
    parts.push(`m.name ILIKE $${params.length}`);
  }
  return { sql: parts.join(' AND '), params };
}

const DIFF_SELECT = `l.id AS "lineId", l.batch_id AS "batchId", b.batch_no AS "batchNo", l.house_material_id AS "houseMaterialId",
    h.material_id AS "materialId", m.name AS "materialName", u.name AS "unitName", h.spec,
    to_char(b.production_date, 'YYYY-MM-DD') AS "productionDate", to_char(b.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
    l.book_qty::float8 AS "bookQty", l.book_value::float8 AS "bookValue", l.remark,
    l.counted::float8 AS "countedQty", l.diff::float8 AS "diffQty", l.dvalue::float8 AS "diffValue"`;
const DIFF_FROM = `dv l
    JOIN inv_batches b ON b.merchant_id = l.merchant_id AND b.id = l.batch_id
    JOIN inv_house_materials h ON h.merchant_id = l.merchant_id AND h.id = l.house_material_id
    JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
    JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id`;

/** Totals of the whole stocktake (whatever the filters). */
async function differenceTotals(ctx: Ctx, stocktakeId: number): Promise<DifferenceTotals> {
  const [row] = await ctx.db.query<DifferenceTotals>(
    `${DIFF} SELECT count(*)::int AS lines, count(*) FILTER (WHERE diff > 0)::int AS "gainLines", count(*) FILTER (WHERE diff < 0)::int AS "lossLines",
            COALESCE(sum(book_value), 0)::float8 AS "bookValue",
            COALESCE(sum(dvalue) FILTER (WHERE dvalue > 0), 0)::float8 AS "gainValue",
            COALESCE(-sum(dvalue) FILTER (WHERE dvalue < 0), 0)::float8 AS "lossValue",
            COALESCE(sum(dvalue), 0)::float8 AS "diffValue"
       FROM dv`,
    [ctx.merchantId, stocktakeId],
  );
  return row;
}

export async function differencePage(
  ctx: Ctx,
  q: DifferenceFilters & { page: number; limit: number },
): Promise<Page<StocktakeDifference> & { stocktake: Stocktake; totals: DifferenceTotals }> {
  const stocktake = await stocktakeHeader(ctx, q.stocktakeId);
  const w = differenceWhere(q, [ctx.merchantId, q.stocktakeId]);
  const page = await pageOf<StocktakeDifference>(ctx.db, q, {
    count: `${DIFF} SELECT count(*)::int AS n FROM ${DIFF_FROM} WHERE ${w.sql}`,
    rows: `${DIFF} SELECT ${DIFF_SELECT} FROM ${DIFF_FROM} WHERE ${w.sql} ORDER BY ${LINE_ORDER}`,
    params: w.params,
  });
  return { ...page, stocktake, totals: await differenceTotals(ctx, q.stocktakeId) };
}

/** The differences' rows for the export: the count first (checked against the cap), then the rows by cursor. */
export async function differenceRows(ctx: Ctx, q: DifferenceFilters): Promise<{ stocktake: Stocktake; total: number; rows: AsyncIterable<StocktakeDifference[]> }> {
  const stocktake = await stocktakeHeader(ctx, q.stocktakeId);
  const w = differenceWhere(q, [ctx.merchantId, q.stocktakeId]);
  const [{ n }] = await ctx.db.query<{ n: number }>(`${DIFF} SELECT count(*)::int AS n FROM ${DIFF_FROM} WHERE ${w.sql}`, w.params);
  return { stocktake, total: n, rows: ctx.db.cursor<StocktakeDifference>(`${DIFF} SELECT ${DIFF_SELECT} FROM ${DIFF_FROM} WHERE ${w.sql} ORDER BY ${LINE_ORDER}`, w.params) };
}

/** The days stocktakes were taken, newest first. */
export async function checkDates(ctx: Ctx, warehouseId?: number): Promise<string[]> {
  const w = stocktakeWhere(ctx, { warehouseId });
  const rows = await ctx.db.query<{ d: string }>(
    `SELECT DISTINCT to_char(s.check_date, 'YYYY-MM-DD') AS d FROM inv_stocktakes s JOIN inv_warehouses w ON w.merchant_id = s.merchant_id AND w.id = s.warehouse_id
      WHERE ${w.sql} ORDER BY d DESC LIMIT 366`,
    w.params,
  );
  return rows.map((r) => r.d);
}

/** Stocktakes as options, newest first. */
export function stocktakeOptions(ctx: Ctx, q: { warehouseId?: number; state?: StocktakeState; checkDate?: string }): Promise<StocktakeOption[]> {
  const w = stocktakeWhere(ctx, { warehouseId: q.warehouseId, state: q.state, startDate: q.checkDate, endDate: q.checkDate });
  return ctx.db.query<StocktakeOption>(
    `SELECT s.id AS "stocktakeId", s.doc_no AS "docNo", s.warehouse_id AS "warehouseId", w.name AS "warehouseName",
            to_char(s.check_date, 'YYYY-MM-DD') AS "checkDate", s.state
       FROM inv_stocktakes s JOIN inv_warehouses w ON w.merchant_id = s.merchant_id AND w.id = s.warehouse_id
      WHERE ${w.sql} ORDER BY s.check_date DESC, s.id DESC LIMIT 500`,
    w.params,
  );
}

/** The differences as an .xlsx file (same filters as the page, at most 50 000 rows). */
export async function exportDifferences(ctx: Ctx, q: DifferenceFilters): Promise<FileReply> {
  const { stocktake, total, rows } = await differenceRows(ctx, q);
  const C = stocktakeColumns;
  const col = (key: keyof typeof C, width = 14, money = false) => ({ header: C[key], key, width, ...(money ? { money: true } : {}) });
  const name = `${translate(ctx.lang, 'stocktakeDifferencesName')} ${stocktake.docNo}`;
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      col('materialName', 20),
      col('spec'),
      col('unitName', 8),
      col('batchNo', 18),
      col('productionDate', 12),
      col('expiryDate', 12),
      col('bookQty'),
      col('bookValue', 14, true),
      col('countedQty'),
      col('diffQty'),
      col('diffValue', 14, true),
      col('remark', 20),
    ],
    rows: eachRow(rows),
    total,
  });
}
