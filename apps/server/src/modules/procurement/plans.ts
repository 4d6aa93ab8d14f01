import type { DocState, Page, PlanDetail, PlanInput, PlanOptions, PlanRow } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import type { FileReply } from '../../platform/http/register';
import { translate } from '../../platform/messages';
import { eachRow, exportXlsx } from '../../platform/xlsx/export';
import { assertWarehouse, houseMaterialFacts, lineValue, nextDocNo, toMilli } from '../inventory';
import { ordersOfPlans } from './purchaseOrders';

/**
 * Purchase plans (drppurchaseplan, DESIGN §8): a draft until committed; committing makes one purchase order per
 * supplier with its lines. A plan belongs to a warehouse, so the caller's canteen scope applies through it.
 */

export interface PlanFilters {
  state?: DocState;
  needFrom?: string;
  needTo?: string;
  warehouseId?: number;
  planNo?: string;
}

type SavedLine = { houseMaterialId: number; supplierId: number | null; qty: number; unitPrice: number; remark: string };
type PlanValues = Omit<Required<PlanInput>, 'lines'> & { lines: SavedLine[] };

const ROW = `SELECT p.id AS "planId", p.plan_no AS "planNo", p.name, p.warehouse_id AS "warehouseId", w.name AS "warehouseName",
    w.canteen_id AS "canteenId", c.name AS "canteenName", p.buyer_id AS "buyerId", NULLIF(u.real_name, '') AS "buyerName",
    to_char(p.need_date, 'YYYY-MM-DD') AS "needDate", p.source,
    to_char(p.recipe_from, 'YYYY-MM-DD') AS "recipeFrom", to_char(p.recipe_to, 'YYYY-MM-DD') AS "recipeTo",
    p.state, p.total_amount AS "totalAmount",
    (SELECT count(*)::int FROM pur_plan_lines l WHERE l.plan_id = p.id) AS "lineCount",
    (SELECT count(*)::int FROM pur_orders o WHERE o.plan_id = p.id) AS "orderCount",
    p.remark, p.created_at AS "createdAt", p.committed_at AS "committedAt"
  FROM pur_plans p
  JOIN inv_warehouses w ON w.merchant_id = p.merchant_id AND w.id = p.warehouse_id
  JOIN canteens c ON c.merchant_id = w.merchant_id AND c.id = w.canteen_id
  LEFT JOIN mgr_users u ON u.id = p.buyer_id`;

function planWhere(ctx: Ctx, q: PlanFilters): Where {
  const w = new Where('p.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id');
  if (q.state) w.add('p.state = ?', q.state);
  if (q.needFrom) w.add('p.need_date >= ?::date', q.needFrom);
  if (q.needTo) w.add('p.need_date <= ?::date', q.needTo);
  if (q.warehouseId) w.add('p.warehouse_id = ?', q.warehouseId);
  if (q.planNo) w.add('p.plan_no ILIKE ?', likeContains(q.planNo));
  return w;
}

const COUNT = `SELECT count(*)::int AS n FROM pur_plans p JOIN inv_warehouses w ON w.merchant_id = p.merchant_id AND w.id = p.warehouse_id`;

export function planPage(ctx: Ctx, q: Paging & PlanFilters): Promise<Page<PlanRow>> {
  const w = planWhere(ctx, q);
  return pageOf<PlanRow>(ctx.db, q, { count: `${COUNT} WHERE ${w.sql}`, rows: `${ROW} WHERE ${w.sql} ORDER BY p.created_at DESC, p.id DESC`, params: w.params });
}

const STATE_LABELS = {
  draft: { zh: '草稿', en: 'Draft', es: 'Borrador', ja: '下書き' },
  committed: { zh: '已提交', en: 'Committed', es: 'Confirmado', ja: '確定済み' },
};
const header = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });

export async function exportPlans(ctx: Ctx, q: PlanFilters): Promise<FileReply> {
  const w = planWhere(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(`${COUNT} WHERE ${w.sql}`, w.params))[0].n;
  const name = translate(ctx.lang, 'planExportName');
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { key: 'planNo', header: header('计划单号', 'Plan no.', 'N.º de plan', '計画番号'), width: 18 },
      { key: 'name', header: header('计划名称', 'Name', 'Nombre', '名称'), width: 20 },
      { key: 'warehouseName', header: header('仓库', 'Warehouse', 'Almacén', '倉庫'), width: 16 },
      { key: 'canteenName', header: header('食堂', 'Canteen', 'Comedor', '食堂'), width: 16 },
      { key: 'buyerName', header: header('采购员', 'Buyer', 'Comprador', '購買担当'), width: 12 },
      { key: 'needDate', header: header('需求日期', 'Need date', 'Fecha requerida', '必要日'), width: 12 },
      { key: 'state', header: header('状态', 'State', 'Estado', '状態'), labels: STATE_LABELS, width: 10 },
      { key: 'totalAmount', header: header('金额(元)', 'Amount', 'Importe', '金額'), money: true, width: 12 },
      { key: 'lineCount', header: header('物料数', 'Lines', 'Líneas', '明細数'), width: 8 },
      { key: 'orderCount', header: header('订单数', 'Orders', 'Pedidos', '発注数'), width: 8 },
      { key: 'remark', header: header('备注', 'Remark', 'Observación', '備考'), width: 20 },
      { key: 'createdAt', header: header('创建时间', 'Created', 'Creado', '作成日時'), time: true, width: 20 },
    ],
    rows: eachRow(ctx.db.cursor<PlanRow>(`${ROW} WHERE ${w.sql} ORDER BY p.created_at DESC, p.id DESC`, w.params)),
    total,
  });
}

/** The plan row, if the merchant's and its warehouse in the caller's scope; 404 otherwise. `lock`: FOR UPDATE of the plan. */
async function planRow(ctx: Ctx, planId: number, lock = false): Promise<PlanRow> {
  if (lock) {
    const locked = await ctx.db.query(`SELECT 1 FROM pur_plans WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [ctx.merchantId, planId]);
    if (!locked.length) throw notFound('plan');
  }
  const w = new Where('p.merchant_id = ?', ctx.merchantId).add('p.id = ?', planId).scope(ctx, 'canteen', 'w.canteen_id');
  const [row] = await ctx.db.query<PlanRow>(`${ROW} WHERE ${w.sql}`, w.params);
  if (!row) throw notFound('plan');
  return row;
}

export async function planDetail(ctx: Ctx, planId: number): Promise<PlanDetail> {
  const row = await planRow(ctx, planId);
  const lines = await ctx.db.query<PlanDetail['lines'][number]>(
    `SELECT l.id AS "lineId", l.house_material_id AS "houseMaterialId", h.material_id AS "materialId", m.name AS "materialName", un.name AS "unitName",
            l.supplier_id AS "supplierId", s.name AS "supplierName", l.qty::float8 AS qty, l.unit_price::float8 AS "unitPrice", l.amount, l.remark
       FROM pur_plan_lines l
       JOIN inv_house_materials h ON h.merchant_id = l.merchant_id AND h.id = l.house_material_id
       JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
       JOIN inv_units un ON un.merchant_id = h.merchant_id AND un.id = h.unit_id
       LEFT JOIN pur_suppliers s ON s.merchant_id = l.merchant_id AND s.id = l.supplier_id
      WHERE l.merchant_id = $1 AND l.plan_id = $2
      ORDER BY l.sort, l.id`,
    [ctx.merchantId, planId],
  );
  return { ...row, lines, orders: await ordersOfPlans(ctx, planId) };
}

/** Checks a plan's input against the data: the warehouse (scope), its materials, the suppliers, the buyer, the recipe days. */
async function checkPlan(ctx: Ctx, input: PlanValues, commit: boolean): Promise<void> {
  await assertWarehouse(ctx, input.warehouseId);
  if (input.buyerId !== null) {
    const buyer = await ctx.db.query(`SELECT 1 FROM mgr_users WHERE merchant_id = $1 AND id = $2 AND is_buyer`, [ctx.merchantId, input.buyerId]);
    if (!buyer.length) throw fieldError('buyerId', 'planBuyerUnknown');
  }
  if (input.source === 'recipes' && (!input.recipeFrom || !input.recipeTo)) throw fieldError(input.recipeFrom ? 'recipeTo' : 'recipeFrom', 'planRecipeDays');
  if (input.recipeFrom && input.recipeTo && input.recipeTo < input.recipeFrom) throw fieldError('recipeTo', 'planRecipeDays');
  const houseIds = [...new Set(input.lines.map((l) => l.houseMaterialId))];
  const kept = new Set(
    (
      await ctx.db.query<{ id: number }>(`SELECT id FROM inv_house_materials WHERE merchant_id = $1 AND warehouse_id = $2 AND id = ANY($3::int[])`, [
        ctx.merchantId,
        input.warehouseId,
        houseIds,
      ])
    ).map((r) => r.id),
  );
  const supplierIds = [...new Set(input.lines.flatMap((l) => (l.supplierId === null ? [] : [l.supplierId])))];
  const usable = new Set(
    (await ctx.db.query<{ id: number }>(`SELECT id FROM pur_suppliers WHERE merchant_id = $1 AND id = ANY($2::int[]) AND enabled`, [ctx.merchantId, supplierIds])).map(
      (r) => r.id,
    ),
  );
  let total = 0;
  for (const [i, l] of input.lines.entries()) {
    // No canteen buys for more than ¥10 billion at once; the bound keeps every sum exact.
    total += lineValue(toMilli(l.qty), l.unitPrice);
    if (total > AMOUNT_MAX) throw fieldError(`lines.${i}.qty`, 'planAmountTooLarge');
    if (!kept.has(l.houseMaterialId)) throw fieldError(`lines.${i}.houseMaterialId`, 'planMaterialNotInWarehouse');
    if (l.supplierId === null) {
      if (commit) throw fieldError(`lines.${i}.supplierId`, 'planSupplierRequired');
    } else if (!usable.has(l.supplierId)) throw fieldError(`lines.${i}.supplierId`, 'planSupplierUnknown');
  }
}

/** The most one plan may amount to, in cents (¥10 000 000 000). */
const AMOUNT_MAX = 1_000_000_000_000;

const linesTotal = (lines: SavedLine[]) => lines.reduce((s, l) => s + lineValue(toMilli(l.qty), l.unitPrice), 0);

async function writeLines(ctx: Ctx, planId: number, lines: SavedLine[]): Promise<void> {
  await ctx.db.query(`DELETE FROM pur_plan_lines WHERE merchant_id = $1 AND plan_id = $2`, [ctx.merchantId, planId]);
  await ctx.db.query(
    `INSERT INTO pur_plan_lines (merchant_id, plan_id, house_material_id, supplier_id, qty, unit_price, amount, remark, sort)
     SELECT $1, $2, l.house_material_id, l.supplier_id, l.qty, l.unit_price, l.amount, l.remark, l.sort
       FROM unnest($3::int[], $4::int[], $5::numeric[], $6::numeric[], $7::bigint[], $8::text[], $9::int[])
         AS l(house_material_id, supplier_id, qty, unit_price, amount, remark, sort)`,
    [
      ctx.merchantId,
      planId,
      lines.map((l) => l.houseMaterialId),
      lines.map((l) => l.supplierId),
      lines.map((l) => String(l.qty)),
      lines.map((l) => String(l.unitPrice)),
      lines.map((l) => lineValue(toMilli(l.qty), l.unitPrice)),
      lines.map((l) => l.remark),
      lines.map((_, i) => i),
    ],
  );
}

const recipeDays = (input: PlanValues) => (input.source === 'recipes' ? [input.recipeFrom, input.recipeTo] : [null, null]);

/** Saves a new plan as a draft, or commits it when `commit`. */
export async function addPlan(ctx: Ctx, input: PlanValues, commit: boolean) {
  await checkPlan(ctx, input, commit);
  const planNo = await nextDocNo(ctx, 'CG');
  const [from, to] = recipeDays(input);
  const [{ id }] = await ctx.db.query<{ id: number }>(
    `INSERT INTO pur_plans (merchant_id, plan_no, name, warehouse_id, buyer_id, need_date, source, recipe_from, recipe_to, total_amount, remark, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [ctx.merchantId, planNo, input.name, input.warehouseId, input.buyerId, input.needDate, input.source, from, to, linesTotal(input.lines), input.remark, ctx.actor?.userId || null],
  );
  await writeLines(ctx, id, input.lines);
  if (!commit) return { planId: id, planNo };
  return { planId: id, planNo, orders: await makeOrders(ctx, id, input) };
}

/** Saves a draft plan (locked first; a committed one 40900), or commits it when `commit`. */
export async function editPlan(ctx: Ctx, input: PlanValues & { planId: number }, commit: boolean) {
  const row = await planRow(ctx, input.planId, true);
  if (row.state === 'committed') throw conflict('docCommitted');
  await checkPlan(ctx, input, commit);
  const [from, to] = recipeDays(input);
  await ctx.db.query(
    `UPDATE pur_plans SET name = $3, warehouse_id = $4, buyer_id = $5, need_date = $6, source = $7, recipe_from = $8, recipe_to = $9, total_amount = $10, remark = $11, updated_at = now()
      WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, input.planId, input.name, input.warehouseId, input.buyerId, input.needDate, input.source, from, to, linesTotal(input.lines), input.remark],
  );
  await writeLines(ctx, input.planId, input.lines);
  if (!commit) return { planId: input.planId, planNo: row.planNo };
  return { planId: input.planId, planNo: row.planNo, orders: await makeOrders(ctx, input.planId, input) };
}

/** Commits the plan (its row locked by the caller): one purchase order per supplier, in the order suppliers first appear. */
async function makeOrders(ctx: Ctx, planId: number, input: PlanValues) {
  const lines = await ctx.db.query<{ id: number; house_material_id: number; supplier_id: number; qty: string; unit_price: string; amount: number }>(
    `SELECT id, house_material_id, supplier_id, qty::text, unit_price::text, amount FROM pur_plan_lines WHERE merchant_id = $1 AND plan_id = $2 ORDER BY sort, id`,
    [ctx.merchantId, planId],
  );
  const bySupplier = new Map<number, typeof lines>();
  for (const l of lines) bySupplier.set(l.supplier_id, [...(bySupplier.get(l.supplier_id) ?? []), l]);
  const orders: { orderId: number; orderNo: string; supplierId: number }[] = [];
  for (const [supplierId, own] of bySupplier) {
    const orderNo = await nextDocNo(ctx, 'PO');
    const [{ id }] = await ctx.db.query<{ id: number }>(
      `INSERT INTO pur_orders (merchant_id, order_no, plan_id, supplier_id, warehouse_id, need_date, total_amount) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [ctx.merchantId, orderNo, planId, supplierId, input.warehouseId, input.needDate, own.reduce((s, l) => s + Number(l.amount), 0)],
    );
    await ctx.db.query(
      `INSERT INTO pur_order_lines (merchant_id, order_id, plan_line_id, house_material_id, qty, unit_price, amount, sort)
       SELECT $1, $2, l.id, l.house_material_id, l.qty, l.unit_price, l.amount, l.sort
         FROM pur_plan_lines l WHERE l.merchant_id = $1 AND l.plan_id = $3 AND l.supplier_id = $4`,
      [ctx.merchantId, id, planId, supplierId],
    );
    orders.push({ orderId: id, orderNo, supplierId });
  }
  await ctx.db.query(`UPDATE pur_plans SET state = 'committed', committed_at = $3, committed_by = $4, updated_at = now() WHERE merchant_id = $1 AND id = $2`, [
    ctx.merchantId,
    planId,
    ctx.now(),
    ctx.actor?.userId || null,
  ]);
  return orders;
}

/** Removes a draft plan (a committed one: 40900). */
export async function removePlan(ctx: Ctx, planId: number): Promise<null> {
  const row = await planRow(ctx, planId, true);
  if (row.state === 'committed') throw conflict('docCommitted');
  await ctx.db.query(`DELETE FROM pur_plans WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, planId]);
  return null;
}

/** The last unit price paid per house material (the newest purchase order line that was not cancelled), and its supplier. */
export async function lastPrices(ctx: Ctx, houseMaterialIds: readonly number[]): Promise<Map<number, { unitPrice: number; supplierId: number }>> {
  const rows = await ctx.db.query<{ houseMaterialId: number; unitPrice: number; supplierId: number }>(
    `SELECT DISTINCT ON (l.house_material_id) l.house_material_id AS "houseMaterialId", l.unit_price::float8 AS "unitPrice", o.supplier_id AS "supplierId"
       FROM pur_order_lines l JOIN pur_orders o ON o.merchant_id = l.merchant_id AND o.id = l.order_id
      WHERE l.merchant_id = $1 AND l.house_material_id = ANY($2::int[]) AND o.state <> 'cancelled'
      ORDER BY l.house_material_id, o.created_at DESC, o.id DESC`,
    [ctx.merchantId, [...houseMaterialIds]],
  );
  return new Map(rows.map((r) => [r.houseMaterialId, { unitPrice: r.unitPrice, supplierId: r.supplierId }]));
}

export async function planOptions(ctx: Ctx, warehouseId?: number): Promise<PlanOptions> {
  const w = new Where('w.merchant_id = ?', ctx.merchantId).add('w.enabled').scope(ctx, 'canteen', 'w.canteen_id');
  const warehouses = await ctx.db.query<PlanOptions['warehouses'][number]>(
    `SELECT w.id AS "warehouseId", w.name, w.canteen_id AS "canteenId", c.name AS "canteenName"
       FROM inv_warehouses w JOIN canteens c ON c.merchant_id = w.merchant_id AND c.id = w.canteen_id
      WHERE ${w.sql} ORDER BY w.name, w.id`,
    w.params,
  );
  const suppliers = await ctx.db.query<PlanOptions['suppliers'][number]>(
    `SELECT id AS "supplierId", name, email FROM pur_suppliers WHERE merchant_id = $1 AND enabled ORDER BY name, id`,
    [ctx.merchantId],
  );
  if (warehouseId === undefined) return { warehouses, suppliers, materials: [] };
  const facts = await houseMaterialFacts(ctx, warehouseId);
  const prices = await lastPrices(
    ctx,
    facts.map((f) => f.houseMaterialId),
  );
  return {
    warehouses,
    suppliers,
    materials: facts.map((f) => ({
      houseMaterialId: f.houseMaterialId,
      materialId: f.materialId,
      materialName: f.materialName,
      unitName: f.unitName,
      stockQty: f.stockQty,
      lastPrice: prices.get(f.houseMaterialId)?.unitPrice ?? null,
    })),
  };
}
