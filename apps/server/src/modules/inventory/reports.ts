import type { ExpiryState, InOutDetailRow, OutboundKind, InventoryWarningRow, ExpiryWarningRow, OutCostGroup, OutCostRow, Page, StockWarning } from '@canteen/contract';
import { EXPORT_CAP } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { likeContains, Where, type Paging } from '../../platform/sql';
import { reportExport, reportPage, type ReportSql } from '../../platform/report';
import type { ExportColumn } from '../../platform/xlsx/export';
import { reportColumns, reportLabels, reportTitles } from '../../platform/messages/inventoryReports';
import { merchantToday } from '../canteens';
import { merchantTimeZone } from '../settings';

/**
 * Inventory reports and warnings (drpreport, /kucunzhongxin/statisticaltable), read from what the stock core writes:
 * movements (signed quantity and value of every committed change) and batches (their sums). Quantities are in the
 * warehouse material's unit, values integer cents; a day range is the merchant's calendar days, turned into instants
 * in its time zone. Every report sees the warehouses of the caller's canteens only.
 */

/** The cap of every export here; tests lower it instead of writing 50 001 rows. */
export const reportExportLimits = { cap: EXPORT_CAP };

export interface StockFilter {
  warehouseId?: number;
  warehouseName?: string;
  materialName?: string;
  categoryId?: number;
}
export interface DayRange {
  startDay?: string;
  endDay?: string;
}

/** The joins from a warehouse material `h` to its warehouse `w`, canteen `cn`, material `mm`, category `c` and unit `u`. */
const JOINS = `JOIN inv_warehouses w ON w.merchant_id = h.merchant_id AND w.id = h.warehouse_id
          JOIN canteens cn ON cn.merchant_id = w.merchant_id AND cn.id = w.canteen_id
          JOIN menu_materials mm ON mm.merchant_id = h.merchant_id AND mm.id = h.material_id
          LEFT JOIN menu_material_categories c ON c.merchant_id = mm.merchant_id AND c.id = mm.category_id
          JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id`;
/** The row's warehouse material columns (contract materialColumns). */
const MATERIAL_COLUMNS = `h.id AS "houseMaterialId", w.id AS "warehouseId", w.name AS "warehouseName", cn.name AS "canteenName",
            mm.id AS "materialId", mm.name AS "materialName", COALESCE(c.name, '') AS "categoryName", u.name AS "unitName"`;

/** The filters on `h`/`w`/`mm` and the caller's canteen scope on the warehouse, added to `w`. */
function filterStock(ctx: Ctx, w: Where, q: StockFilter): Where {
  w.scope(ctx, 'canteen', 'w.canteen_id');
  if (q.warehouseId !== undefined) w.add('w.id = ?', q.warehouseId);
  if (q.warehouseName) w.add('w.name ILIKE ?', likeContains(q.warehouseName));
  if (q.materialName) w.add('mm.name ILIKE ?', likeContains(q.materialName));
  if (q.categoryId !== undefined) {
    // The category and every category below it.
    w.add(
      `mm.category_id IN (WITH RECURSIVE under AS (
         SELECT id FROM menu_material_categories WHERE merchant_id = ? AND id = ?
         UNION SELECT x.id FROM menu_material_categories x JOIN under ON x.parent_id = under.id)
       SELECT id FROM under)`,
      ctx.merchantId,
      q.categoryId,
    );
  }
  return w;
}

/** The instants a day range covers in the merchant's zone: [from, to) as SQL expressions (unbounded as ±infinity). */
async function rangeBounds(ctx: Ctx, w: Where, q: DayRange): Promise<{ from: string; to: string }> {
  // A zone placeholder only when a day uses it (an unused parameter has no type).
  const zone = q.startDay || q.endDay ? w.param(await merchantTimeZone(ctx)) : '';
  return {
    from: q.startDay ? `((${w.param(q.startDay)}::date)::timestamp AT TIME ZONE ${zone})` : `'-infinity'::timestamptz`,
    to: q.endDay ? `((${w.param(q.endDay)}::date + 1)::timestamp AT TIME ZONE ${zone})` : `'infinity'::timestamptz`,
  };
}

/** The .xlsx of every row of the report with its total row last. */
async function inventoryExport(ctx: Ctx, report: ReportSql, title: keyof typeof reportTitles, columns: ExportColumn[]): Promise<FileReply> {
  return reportExport(ctx, report, { title: reportTitles[title], total: reportTitles.total, columns, cap: reportExportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}

const col = (key: keyof typeof reportColumns, extra: Partial<ExportColumn> = {}): ExportColumn => ({ header: reportColumns[key], key, width: 14, ...extra });
const money = (key: keyof typeof reportColumns) => col(key, { money: true });

// ---- interval out cost ------------------------------------------------------------------------------------------

export interface OutCostQuery extends StockFilter, DayRange {
  groupBy: OutCostGroup;
  outboundKind?: OutboundKind;
}

/** The group's columns by grouping; the rest are empty. */
const OUT_COST_GROUPING: Record<OutCostGroup, { key: string; columns: string; by: string; order: string }> = {
  material: {
    key: `h.id::text`,
    columns: `w.id AS "warehouseId", w.name AS "warehouseName", mm.id AS "materialId", mm.name AS "materialName", COALESCE(c.name, '') AS "categoryName"`,
    by: 'h.id, w.id, mm.id, c.id',
    order: `"warehouseName", "materialName", "groupKey"`,
  },
  category: {
    key: `COALESCE(c.id::text, '-')`,
    columns: `NULL::int AS "warehouseId", '' AS "warehouseName", NULL::int AS "materialId", '' AS "materialName", COALESCE(c.name, '') AS "categoryName"`,
    by: 'c.id',
    order: `"categoryName", "groupKey"`,
  },
  warehouse: {
    key: `w.id::text`,
    columns: `w.id AS "warehouseId", w.name AS "warehouseName", NULL::int AS "materialId", '' AS "materialName", '' AS "categoryName"`,
    by: 'w.id',
    order: `"warehouseName", "groupKey"`,
  },
};

/** Committed outbound movements (negative) in the range, as issued quantity and cost per group. */
async function outCostSql(ctx: Ctx, q: OutCostQuery): Promise<ReportSql> {
  const w = new Where('m.merchant_id = ?', ctx.merchantId).add(`m.doc_type = 'outbound'`);
  const { from, to } = await rangeBounds(ctx, w, q);
  w.add(`m.at >= ${from}`).add(`m.at < ${to}`);
  filterStock(ctx, w, q);
  if (q.outboundKind) w.add(`m.doc_id IN (SELECT o.id FROM inv_outbounds o WHERE o.merchant_id = ? AND o.kind = ?)`, ctx.merchantId, q.outboundKind);
  const g = OUT_COST_GROUPING[q.groupBy];
  // One unit in the group: its quantities add up and have an average cost; several: the unit is left empty.
  const oneUnit = 'count(DISTINCT u.id) = 1';
  return {
    sql: `SELECT ${g.key} AS "groupKey", ${g.columns},
            CASE WHEN ${oneUnit} THEN min(u.name) ELSE '' END AS "unitName",
            (-sum(m.qty))::float8 AS qty, (-sum(m.value))::float8 AS cost,
            CASE WHEN ${oneUnit} THEN round(sum(m.value)::numeric / sum(m.qty), 4)::float8 END AS "avgUnitCost",
            count(DISTINCT m.doc_id)::int AS "docCount"
          FROM inv_movements m
          JOIN inv_house_materials h ON h.merchant_id = m.merchant_id AND h.id = m.house_material_id
          ${JOINS}
          WHERE ${w.sql}
          GROUP BY ${g.by}`,
    params: w.params,
    order: g.order,
    sums: `COALESCE(sum(q.qty), 0)::float8 AS qty, COALESCE(sum(q.cost), 0)::float8 AS cost`,
  };
}

export const outCost = async (ctx: Ctx, q: OutCostQuery & Paging): Promise<Page<OutCostRow> & { sum: { qty: number; cost: number } }> =>
  reportPage(ctx, await outCostSql(ctx, q), q);

export const outCostExport = async (ctx: Ctx, q: OutCostQuery): Promise<FileReply> =>
  inventoryExport(ctx, await outCostSql(ctx, q), 'outCost', [
    col(q.groupBy === 'category' ? 'categoryName' : 'warehouseName'),
    ...(q.groupBy === 'material' ? [col('materialName'), col('categoryName')] : []),
    col('unitName'),
    col('qty'),
    money('cost'),
    col('avgUnitCost', { money: true }),
    col('docCount'),
  ]);

// ---- in/out detail ----------------------------------------------------------------------------------------------

/**
 * Per warehouse material: opening = the sum of its movements before the range; in the range, inbound (net of
 * reversals), outbound, stocktake gains and losses; closing = opening + in − out + gain − loss, which for a range
 * ending today is the batches' sums. Materials with nothing before or in the range are left out.
 */
async function inOutDetailSql(ctx: Ctx, q: StockFilter & DayRange): Promise<ReportSql> {
  const w = new Where('h.merchant_id = ?', ctx.merchantId);
  const { from, to } = await rangeBounds(ctx, w, q);
  // The filters and the scope pick the materials inside the aggregate, so only their movements are summed.
  filterStock(ctx, w, q);
  const merchant = w.param(ctx.merchantId);
  const inRange = `m.at >= ${from}`;
  const sumIf = (col: string, cond: string) => `COALESCE(sum(m.${col}) FILTER (WHERE ${cond}), 0)`;
  return {
    sql: `WITH mv AS (
            SELECT m.house_material_id,
              ${sumIf('qty', `m.at < ${from}`)} AS open_q, ${sumIf('value', `m.at < ${from}`)} AS open_v,
              ${sumIf('qty', `${inRange} AND m.doc_type = 'inbound'`)} AS in_q, ${sumIf('value', `${inRange} AND m.doc_type = 'inbound'`)} AS in_v,
              -${sumIf('qty', `${inRange} AND m.doc_type = 'outbound'`)} AS out_q, -${sumIf('value', `${inRange} AND m.doc_type = 'outbound'`)} AS out_v,
              ${sumIf('qty', `${inRange} AND m.doc_type = 'stocktake' AND m.qty > 0`)} AS gain_q, ${sumIf('value', `${inRange} AND m.doc_type = 'stocktake' AND m.qty > 0`)} AS gain_v,
              -${sumIf('qty', `${inRange} AND m.doc_type = 'stocktake' AND m.qty < 0`)} AS loss_q, -${sumIf('value', `${inRange} AND m.doc_type = 'stocktake' AND m.qty < 0`)} AS loss_v,
              sum(m.qty) AS close_q, sum(m.value) AS close_v,
              count(*) FILTER (WHERE ${inRange}) AS moves
            FROM inv_movements m
            JOIN inv_house_materials h ON h.merchant_id = m.merchant_id AND h.id = m.house_material_id
            ${JOINS}
            WHERE m.merchant_id = ${merchant} AND m.at < ${to} AND ${w.sql}
            GROUP BY m.house_material_id)
          SELECT ${MATERIAL_COLUMNS},
            mv.open_q::float8 AS "openingQty", mv.open_v::float8 AS "openingValue",
            mv.in_q::float8 AS "inQty", mv.in_v::float8 AS "inValue", mv.out_q::float8 AS "outQty", mv.out_v::float8 AS "outValue",
            mv.gain_q::float8 AS "gainQty", mv.gain_v::float8 AS "gainValue", mv.loss_q::float8 AS "lossQty", mv.loss_v::float8 AS "lossValue",
            mv.close_q::float8 AS "closingQty", mv.close_v::float8 AS "closingValue"
          FROM mv
          JOIN inv_house_materials h ON h.merchant_id = ${merchant} AND h.id = mv.house_material_id
          ${JOINS}
          WHERE mv.open_q <> 0 OR mv.open_v <> 0 OR mv.moves > 0`,
    params: w.params,
    order: `"warehouseName", "materialName", "houseMaterialId"`,
    sums: ['openingValue', 'inValue', 'outValue', 'gainValue', 'lossValue', 'closingValue', 'closingQty'].map((k) => `COALESCE(sum(q."${k}"), 0)::float8 AS "${k}"`).join(', '),
  };
}

type InOutSum = { openingValue: number; inValue: number; outValue: number; gainValue: number; lossValue: number; closingValue: number; closingQty: number };
export const inOutDetail = async (ctx: Ctx, q: StockFilter & DayRange & Paging): Promise<Page<InOutDetailRow> & { sum: InOutSum }> =>
  reportPage(ctx, await inOutDetailSql(ctx, q), q);

const MATERIAL_EXPORT = [col('warehouseName'), col('canteenName'), col('materialName', { width: 20 }), col('categoryName'), col('unitName', { width: 8 })];

export const inOutDetailExport = async (ctx: Ctx, q: StockFilter & DayRange): Promise<FileReply> =>
  inventoryExport(ctx, await inOutDetailSql(ctx, q), 'inOutDetail', [
    ...MATERIAL_EXPORT,
    col('openingQty'),
    money('openingValue'),
    col('inQty'),
    money('inValue'),
    col('outQty'),
    money('outValue'),
    col('gainQty'),
    money('gainValue'),
    col('lossQty'),
    money('lossValue'),
    col('closingQty'),
    money('closingValue'),
  ]);

// ---- inventory warning ------------------------------------------------------------------------------------------

/** Warehouse materials whose stock (the sum of their batches) is below their minimum or above their maximum. */
function inventoryWarningSql(ctx: Ctx, q: StockFilter & { warning?: StockWarning }): ReportSql {
  const w = new Where('h.merchant_id = ?', ctx.merchantId);
  filterStock(ctx, w, q);
  const low = 'h.min_qty IS NOT NULL AND s.qty < h.min_qty';
  const high = 'h.max_qty IS NOT NULL AND s.qty > h.max_qty';
  w.add(q.warning === 'low' ? low : q.warning === 'high' ? high : `(${low}) OR (${high})`);
  return {
    sql: `SELECT ${MATERIAL_COLUMNS},
            CASE WHEN ${low} THEN 'low' ELSE 'high' END AS warning,
            s.qty::float8 AS "stockQty", s.value::float8 AS "stockValue", h.min_qty::float8 AS "minQty", h.max_qty::float8 AS "maxQty",
            (CASE WHEN ${low} THEN h.min_qty - s.qty ELSE 0 END)::float8 AS shortfall,
            (CASE WHEN ${high} THEN s.qty - h.max_qty ELSE 0 END)::float8 AS excess
          FROM inv_house_materials h
          ${JOINS}
          CROSS JOIN LATERAL (SELECT COALESCE(sum(b.qty), 0) AS qty, COALESCE(sum(b.value), 0) AS value
                                FROM inv_batches b WHERE b.merchant_id = h.merchant_id AND b.house_material_id = h.id AND b.qty > 0) s
          WHERE ${w.sql}`,
    params: w.params,
    order: `warning DESC, "warehouseName", "materialName", "houseMaterialId"`,
    sums: `COALESCE(sum(q."stockValue"), 0)::float8 AS "stockValue", COALESCE(sum(q.shortfall), 0)::float8 AS shortfall`,
  };
}

export const inventoryWarning = (ctx: Ctx, q: StockFilter & { warning?: StockWarning } & Paging): Promise<Page<InventoryWarningRow> & { sum: { stockValue: number; shortfall: number } }> =>
  reportPage(ctx, inventoryWarningSql(ctx, q), q);

export const inventoryWarningExport = (ctx: Ctx, q: StockFilter & { warning?: StockWarning }): Promise<FileReply> =>
  inventoryExport(ctx, inventoryWarningSql(ctx, q), 'inventoryWarning', [
    ...MATERIAL_EXPORT,
    col('warning', { labels: reportLabels.warning }),
    col('stockQty'),
    money('stockValue'),
    col('minQty'),
    col('maxQty'),
    col('shortfall'),
    col('excess'),
  ]);

// ---- expiry warning ---------------------------------------------------------------------------------------------

export interface ExpiryQuery extends StockFilter {
  days: number;
  state?: ExpiryState;
}

/** Batches with stock whose expiry day is at most `days` after the merchant's today (those already past included). */
async function expiryWarningSql(ctx: Ctx, q: ExpiryQuery): Promise<ReportSql> {
  const w = new Where('b.merchant_id = ?', ctx.merchantId).add('b.qty > 0').add('b.expiry_date IS NOT NULL');
  const today = w.param(await merchantToday(ctx));
  w.add(`b.expiry_date <= ${today}::date + ?::int`, q.days);
  if (q.state === 'expired') w.add(`b.expiry_date < ${today}::date`);
  if (q.state === 'expiring') w.add(`b.expiry_date >= ${today}::date`);
  filterStock(ctx, w, q);
  return {
    sql: `SELECT ${MATERIAL_COLUMNS},
            b.id AS "batchId", b.batch_no AS "batchNo", to_char(b.production_date, 'YYYY-MM-DD') AS "productionDate",
            to_char(b.expiry_date, 'YYYY-MM-DD') AS "expiryDate", (b.expiry_date - ${today}::date)::int AS "daysLeft",
            CASE WHEN b.expiry_date < ${today}::date THEN 'expired' ELSE 'expiring' END AS state,
            b.qty::float8 AS qty, b.value::float8 AS value, b.received_at AS "receivedAt"
          FROM inv_batches b
          JOIN inv_house_materials h ON h.merchant_id = b.merchant_id AND h.id = b.house_material_id
          ${JOINS}
          WHERE ${w.sql}`,
    params: w.params,
    order: `"expiryDate", "batchId"`,
    sums: `COALESCE(sum(q.qty), 0)::float8 AS qty, COALESCE(sum(q.value), 0)::float8 AS value`,
  };
}

export const expiryWarning = async (ctx: Ctx, q: ExpiryQuery & Paging): Promise<Page<ExpiryWarningRow> & { sum: { qty: number; value: number } }> =>
  reportPage(ctx, await expiryWarningSql(ctx, q), q);

export const expiryWarningExport = async (ctx: Ctx, q: ExpiryQuery): Promise<FileReply> =>
  inventoryExport(ctx, await expiryWarningSql(ctx, q), 'expiryWarning', [
    ...MATERIAL_EXPORT,
    col('batchNo', { width: 18 }),
    col('productionDate', { width: 12 }),
    col('expiryDate', { width: 12 }),
    col('daysLeft', { width: 10 }),
    col('state', { labels: reportLabels.state }),
    col('qty'),
    money('value'),
    col('receivedAt', { time: true, width: 20 }),
  ]);
