import type { BatchDetail, BatchMovement, Page, StockBatch, StockRow } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import type { FileReply } from '../../platform/http/register';
import { translate } from '../../platform/messages';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { eachRow, exportXlsx } from '../../platform/xlsx/export';
import { merchantTimeZone } from '../settings';
import { houseMaterialFacts } from './facts';
import { findHouseMaterial, HOUSE_FROM, houseWhere, type HouseMaterialFilters } from './houseMaterials';
import { supplierLookups } from './ports';

/**
 * What is in stock (drpinventory: per warehouse material) and where it came from (drpintodetail: per batch, with
 * each batch's movements). Quantities are in the material's unit, values in cents; the average unit cost of a
 * material is its stock value ÷ its quantity (cents per unit to 4 decimals).
 */

type StockFilters = HouseMaterialFilters & { belowMin?: boolean };

function stockWhere(ctx: Ctx, q: StockFilters): Where {
  const w = houseWhere(ctx, q);
  if (q.belowMin === true) w.add('h.min_qty IS NOT NULL AND coalesce(s.qty, 0) < h.min_qty');
  if (q.belowMin === false) w.add('(h.min_qty IS NULL OR coalesce(s.qty, 0) >= h.min_qty)');
  return w;
}

const STOCK_SELECT = `SELECT h.id AS "houseMaterialId", h.warehouse_id AS "warehouseId", w.name AS "warehouseName", h.material_id AS "materialId",
    m.name AS "materialName", cat.name AS "categoryName", u.name AS "unitName", h.spec,
    coalesce(s.qty, 0)::float8 AS qty, coalesce(s.value, 0)::float8 AS value,
    CASE WHEN coalesce(s.qty, 0) > 0 THEN round(s.value::numeric / s.qty, 4)::float8 END AS "avgUnitCost",
    h.min_qty::float8 AS "minQty", h.max_qty::float8 AS "maxQty",
    (h.min_qty IS NOT NULL AND coalesce(s.qty, 0) < h.min_qty) AS "belowMin",
    (h.max_qty IS NOT NULL AND coalesce(s.qty, 0) > h.max_qty) AS "aboveMax"`;
const STOCK_ORDER = 'ORDER BY w.name, m.name, h.id';

export async function stockPage(ctx: Ctx, q: StockFilters & Paging): Promise<Page<StockRow>> {
  const w = stockWhere(ctx, q);
  return pageOf<StockRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${HOUSE_FROM} WHERE ${w.sql}`,
    rows: `${STOCK_SELECT} ${HOUSE_FROM} WHERE ${w.sql} ${STOCK_ORDER}`,
    params: w.params,
  });
}

const H = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });

/** The stock page's rows as a sheet (at most 50 000). */
export async function exportStock(ctx: Ctx, q: StockFilters): Promise<FileReply> {
  const w = stockWhere(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${HOUSE_FROM} WHERE ${w.sql}`, w.params))[0].n;
  const name = translate(ctx.lang, 'stockExportName');
  const yesNo = { true: H('是', 'Yes', 'Sí', 'はい'), false: H('否', 'No', 'No', 'いいえ') };
  async function* rows() {
    for await (const r of eachRow(ctx.db.cursor<StockRow>(`${STOCK_SELECT} ${HOUSE_FROM} WHERE ${w.sql} ${STOCK_ORDER}`, w.params))) {
      yield { ...r, belowMin: String(r.belowMin), avgUnitCost: r.avgUnitCost === null ? null : r.avgUnitCost / 100 };
    }
  }
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { header: H('仓库', 'Warehouse', 'Almacén', '倉庫'), key: 'warehouseName', width: 16 },
      { header: H('原材料', 'Material', 'Materia prima', '原材料'), key: 'materialName', width: 18 },
      { header: H('分类', 'Category', 'Categoría', '分類'), key: 'categoryName', width: 12 },
      { header: H('规格', 'Spec', 'Especificación', '規格'), key: 'spec', width: 12 },
      { header: H('单位', 'Unit', 'Unidad', '単位'), key: 'unitName', width: 8 },
      { header: H('库存数量', 'Quantity', 'Cantidad', '在庫数量'), key: 'qty', width: 12 },
      { header: H('库存金额', 'Value', 'Valor', '在庫金額'), key: 'value', width: 12, money: true },
      { header: H('平均单价(元)', 'Average unit cost (yuan)', 'Coste unitario medio (yuan)', '平均単価（元）'), key: 'avgUnitCost', width: 14 },
      { header: H('最低库存', 'Minimum', 'Mínimo', '最低在庫'), key: 'minQty', width: 10 },
      { header: H('最高库存', 'Maximum', 'Máximo', '最高在庫'), key: 'maxQty', width: 10 },
      { header: H('低于下限', 'Below minimum', 'Bajo el mínimo', '下限未満'), key: 'belowMin', width: 10, labels: yesNo },
    ],
    rows: rows(),
    total,
  });
}

/** drpinventory/list/all/material: every material the warehouse keeps with its stock on hand, for the plan editor. */
export async function stockAllMaterial(ctx: Ctx, warehouseId: number) {
  return houseMaterialFacts(ctx, warehouseId);
}

// ---- batches ---------------------------------------------------------------------------------------------

export interface BatchFilters {
  warehouseId?: number;
  houseMaterialId?: number;
  materialName?: string;
  batchNo?: string;
  inStock?: boolean;
  receivedFrom?: string;
  receivedTo?: string;
}

const BATCH_FROM = `FROM inv_batches b
  JOIN inv_warehouses w ON w.merchant_id = b.merchant_id AND w.id = b.warehouse_id
  JOIN inv_house_materials h ON h.merchant_id = b.merchant_id AND h.id = b.house_material_id
  JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
  JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id`;
const BATCH_SELECT = `SELECT b.id AS "batchId", b.warehouse_id AS "warehouseId", w.name AS "warehouseName", b.house_material_id AS "houseMaterialId",
    m.name AS "materialName", u.name AS "unitName", b.batch_no AS "batchNo", b.supplier_id AS "supplierId", b.inbound_id AS "inboundId",
    b.received_at AS "receivedAt", b.production_date AS "productionDate", b.expiry_date AS "expiryDate",
    b.qty::float8 AS qty, b.in_qty::float8 AS "inQty", b.value::float8 AS value, b.in_value::float8 AS "inValue",
    round(b.in_value::numeric / b.in_qty, 4)::float8 AS "unitCost"`;

type BatchRow = Omit<StockBatch, 'supplierName'>;

/** Names the batches' suppliers through the procurement port (only asked when a batch names one). */
async function withSuppliers(ctx: Ctx, rows: BatchRow[]): Promise<StockBatch[]> {
  const ids = [...new Set(rows.map((r) => r.supplierId).filter((v): v is number => v !== null))];
  const names = ids.length ? await supplierLookups.use().names(ctx, ids) : new Map<number, string>();
  return rows.map((r) => ({ ...r, supplierName: r.supplierId === null ? null : (names.get(r.supplierId) ?? null) }));
}

function batchWhere(ctx: Ctx, q: BatchFilters, timeZone = 'Asia/Shanghai'): Where {
  const w = new Where('b.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id');
  if (q.warehouseId !== undefined) w.add('b.warehouse_id = ?', q.warehouseId);
  if (q.houseMaterialId !== undefined) w.add('b.house_material_id = ?', q.houseMaterialId);
  if (q.materialName) w.add('m.name ILIKE ?', likeContains(q.materialName));
  if (q.batchNo) w.add('b.batch_no ILIKE ?', likeContains(q.batchNo));
  if (q.inStock === true) w.add('b.qty > 0');
  if (q.inStock === false) w.add('b.qty = 0');
  // Received on those days of the merchant's calendar.
  if (q.receivedFrom) w.add(`b.received_at >= (?::date)::timestamp AT TIME ZONE ?`, q.receivedFrom, timeZone);
  if (q.receivedTo) w.add(`b.received_at < (?::date + 1)::timestamp AT TIME ZONE ?`, q.receivedTo, timeZone);
  return w;
}

export async function batchPage(ctx: Ctx, q: BatchFilters & Paging): Promise<Page<StockBatch>> {
  const w = batchWhere(ctx, q, q.receivedFrom || q.receivedTo ? await merchantTimeZone(ctx) : undefined);
  const page = await pageOf<BatchRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${BATCH_FROM} WHERE ${w.sql}`,
    rows: `${BATCH_SELECT} ${BATCH_FROM} WHERE ${w.sql} ORDER BY b.received_at DESC, b.id DESC`,
    params: w.params,
  });
  return { ...page, records: await withSuppliers(ctx, page.records) };
}

/** The batches with stock of one warehouse material, in the order goods go out: first-expiring first. */
export async function batchesOfMaterial(ctx: Ctx, houseMaterialId: number): Promise<StockBatch[]> {
  await findHouseMaterial(ctx, houseMaterialId);
  const w = batchWhere(ctx, { houseMaterialId, inStock: true });
  const rows = await ctx.db.query<BatchRow>(`${BATCH_SELECT} ${BATCH_FROM} WHERE ${w.sql} ORDER BY b.expiry_date NULLS LAST, b.received_at, b.id`, w.params);
  return withSuppliers(ctx, rows);
}

export async function batchDetail(ctx: Ctx, batchId: number): Promise<BatchDetail> {
  const w = batchWhere(ctx, {}).add('b.id = ?', batchId);
  const [row] = await ctx.db.query<BatchRow>(`${BATCH_SELECT} ${BATCH_FROM} WHERE ${w.sql}`, w.params);
  if (!row) throw notFound('batch');
  const [batch] = await withSuppliers(ctx, [row]);
  const movements = await ctx.db.query<BatchMovement>(
    `SELECT mv.id::float8 AS "movementId", mv.doc_type AS "docType", mv.doc_id AS "docId", mv.doc_no AS "docNo", mv.qty::float8 AS qty, mv.value::float8 AS value,
            mv.qty_after::float8 AS "qtyAfter", mv.value_after::float8 AS "valueAfter", mv.at,
            NULLIF(coalesce(NULLIF(o.real_name, ''), o.username), '') AS "operatorName"
       FROM inv_movements mv LEFT JOIN mgr_users o ON o.id = mv.operator_id
      WHERE mv.merchant_id = $1 AND mv.batch_id = $2 ORDER BY mv.id`,
    [ctx.merchantId, batchId],
  );
  return { ...batch, movements };
}
