import type { Page, PlanDetail, PurchaseNotice, PurchaseOrderRow, PurchaseOrderState } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import type { FileReply } from '../../platform/http/register';
import { translate } from '../../platform/messages';
import { eachRow, exportXlsx } from '../../platform/xlsx/export';
import { daysBetween, merchantToday } from '../canteens';
import { addInboundDraft } from '../inventory';

/**
 * Purchase orders (drppurchaseorder): one per supplier of a committed plan, moving ordered → sent → received (the
 * receipt makes the inbound draft the keeper commits) or cancelled from ordered or sent. Nothing else: 40900.
 * The canteen scope applies through the order's warehouse.
 */

const FROM = `FROM pur_orders o
  JOIN pur_plans p ON p.merchant_id = o.merchant_id AND p.id = o.plan_id
  JOIN pur_suppliers s ON s.merchant_id = o.merchant_id AND s.id = o.supplier_id
  JOIN inv_warehouses w ON w.merchant_id = o.merchant_id AND w.id = o.warehouse_id`;
const ROW = `SELECT o.id AS "orderId", o.order_no AS "orderNo", o.plan_id AS "planId", p.plan_no AS "planNo", o.supplier_id AS "supplierId",
    s.name AS "supplierName", s.email AS "supplierEmail", o.warehouse_id AS "warehouseId", w.name AS "warehouseName",
    to_char(o.need_date, 'YYYY-MM-DD') AS "needDate", o.state, o.total_amount AS "totalAmount",
    (SELECT count(*)::int FROM pur_order_lines l WHERE l.order_id = o.id) AS "lineCount",
    o.inbound_id AS "inboundId", (SELECT i.doc_no FROM inv_inbounds i WHERE i.merchant_id = o.merchant_id AND i.id = o.inbound_id) AS "inboundNo",
    (SELECT count(*)::int FROM pur_mails m WHERE m.merchant_id = o.merchant_id AND m.order_id = o.id) AS "mailCount",
    o.created_at AS "createdAt", o.received_at AS "receivedAt"
  ${FROM}`;

export interface OrderFilters {
  state?: PurchaseOrderState;
  supplierId?: number;
  planId?: number;
  needFrom?: string;
  needTo?: string;
  orderNo?: string;
}

function orderWhere(ctx: Ctx, q: OrderFilters): Where {
  const w = new Where('o.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id');
  if (q.state) w.add('o.state = ?', q.state);
  if (q.supplierId) w.add('o.supplier_id = ?', q.supplierId);
  if (q.planId) w.add('o.plan_id = ?', q.planId);
  if (q.needFrom) w.add('o.need_date >= ?::date', q.needFrom);
  if (q.needTo) w.add('o.need_date <= ?::date', q.needTo);
  if (q.orderNo) w.add('o.order_no ILIKE ?', likeContains(q.orderNo));
  return w;
}

export function orderPage(ctx: Ctx, q: Paging & OrderFilters): Promise<Page<PurchaseOrderRow>> {
  const w = orderWhere(ctx, q);
  return pageOf<PurchaseOrderRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${FROM} WHERE ${w.sql}`,
    rows: `${ROW} WHERE ${w.sql} ORDER BY o.created_at DESC, o.id DESC`,
    params: w.params,
  });
}

const header = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });
const ORDER_STATE_LABELS = {
  ordered: header('已下单', 'Ordered', 'Pedido', '発注済み'),
  sent: header('已发送供应商', 'Sent to supplier', 'Enviado al proveedor', '仕入先へ送信済み'),
  received: header('已收货', 'Received', 'Recibido', '受領済み'),
  cancelled: header('已取消', 'Cancelled', 'Cancelado', '取消済み'),
};

export async function exportOrders(ctx: Ctx, q: OrderFilters): Promise<FileReply> {
  const w = orderWhere(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} WHERE ${w.sql}`, w.params))[0].n;
  const name = translate(ctx.lang, 'orderExportName');
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { key: 'orderNo', header: header('订单号', 'Order no.', 'N.º de pedido', '発注番号'), width: 18 },
      { key: 'planNo', header: header('计划单号', 'Plan no.', 'N.º de plan', '計画番号'), width: 18 },
      { key: 'supplierName', header: header('供应商', 'Supplier', 'Proveedor', '仕入先'), field: 'supplierId', width: 18 },
      { key: 'warehouseName', header: header('仓库', 'Warehouse', 'Almacén', '倉庫'), width: 14 },
      { key: 'needDate', header: header('需求日期', 'Need date', 'Fecha requerida', '必要日'), width: 12 },
      { key: 'state', header: header('状态', 'State', 'Estado', '状態'), labels: ORDER_STATE_LABELS, width: 12 },
      { key: 'totalAmount', header: header('金额(元)', 'Amount', 'Importe', '金額'), money: true, width: 12 },
      { key: 'lineCount', header: header('物料数', 'Lines', 'Líneas', '明細数'), width: 8 },
      { key: 'inboundNo', header: header('入库单', 'Inbound', 'Entrada', '入庫伝票'), width: 18 },
      { key: 'mailCount', header: header('邮件数', 'Mails', 'Correos', 'メール数'), width: 8 },
      { key: 'createdAt', header: header('创建时间', 'Created', 'Creado', '作成日時'), time: true, width: 20 },
    ],
    rows: eachRow(ctx.db.cursor<PurchaseOrderRow>(`${ROW} WHERE ${w.sql} ORDER BY o.created_at DESC, o.id DESC`, w.params)),
    total,
  });
}

type OrderLine = PlanDetail['orders'][number]['lines'][number];

/** A plan's orders with their lines (the plan detail). */
export async function ordersOfPlans(ctx: Ctx, planId: number): Promise<PlanDetail['orders']> {
  const w = orderWhere(ctx, { planId });
  const orders = await ctx.db.query<PurchaseOrderRow>(`${ROW} WHERE ${w.sql} ORDER BY o.id`, w.params);
  const lines = await orderLines(
    ctx,
    orders.map((o) => o.orderId),
  );
  return orders.map((o) => ({ ...o, lines: lines.get(o.orderId) ?? [] }));
}

async function orderLines(ctx: Ctx, orderIds: number[]): Promise<Map<number, OrderLine[]>> {
  const rows = await ctx.db.query<OrderLine & { orderId: number }>(
    `SELECT l.order_id AS "orderId", l.house_material_id AS "houseMaterialId", m.name AS "materialName", u.name AS "unitName",
            l.qty::float8 AS qty, l.unit_price::float8 AS "unitPrice", l.amount
       FROM pur_order_lines l
       JOIN inv_house_materials h ON h.merchant_id = l.merchant_id AND h.id = l.house_material_id
       JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
       JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id
      WHERE l.merchant_id = $1 AND l.order_id = ANY($2::int[])
      ORDER BY l.sort, l.id`,
    [ctx.merchantId, orderIds],
  );
  const byOrder = new Map<number, OrderLine[]>();
  for (const { orderId, ...line } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  return byOrder;
}

/** The order locked (FOR UPDATE), if the merchant's and its warehouse in scope; 404 otherwise. */
export async function lockOrder(ctx: Ctx, orderId: number): Promise<PurchaseOrderRow> {
  const locked = await ctx.db.query(`SELECT 1 FROM pur_orders WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [ctx.merchantId, orderId]);
  if (!locked.length) throw notFound('purchase order');
  const w = orderWhere(ctx, {}).add('o.id = ?', orderId);
  const [row] = await ctx.db.query<PurchaseOrderRow>(`${ROW} WHERE ${w.sql}`, w.params);
  if (!row) throw notFound('purchase order');
  return row;
}

/** Which states an order may move to from each. */
const NEXT: Record<PurchaseOrderState, readonly PurchaseOrderState[]> = {
  ordered: ['sent', 'cancelled'],
  sent: ['received', 'cancelled'],
  received: [],
  cancelled: [],
};

export async function setOrderState(ctx: Ctx, input: { orderId: number; state: 'sent' | 'received' | 'cancelled'; inboundDate?: string }) {
  const order = await lockOrder(ctx, input.orderId);
  if (!NEXT[order.state].includes(input.state)) throw conflict('orderStateMove', { from: order.state, to: input.state });
  let inboundId: number | null = null;
  let inboundNo: string | null = null;
  if (input.state === 'received') {
    const lines = (await orderLines(ctx, [order.orderId])).get(order.orderId) ?? [];
    const draft = await addInboundDraft(ctx, {
      warehouseId: order.warehouseId,
      supplierId: order.supplierId,
      purchaseOrderId: order.orderId,
      inboundDate: input.inboundDate ?? (await merchantToday(ctx)),
      remark: order.orderNo,
      lines: lines.map((l) => ({ houseMaterialId: l.houseMaterialId, qty: l.qty, unitPrice: l.unitPrice })),
    });
    inboundId = draft.inboundId;
    inboundNo = draft.docNo;
  }
  await ctx.db.query(
    `UPDATE pur_orders SET state = $3, inbound_id = COALESCE($4, inbound_id), received_at = CASE WHEN $3 = 'received' THEN $5::timestamptz ELSE received_at END, updated_at = now()
      WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, order.orderId, input.state, inboundId, ctx.now()],
  );
  return { orderId: order.orderId, state: input.state, inboundId, inboundNo };
}

/** Removes a cancelled order (its lines with it); any other state 40900. Its mails stay in the plan's list. */
export async function removeOrder(ctx: Ctx, orderId: number): Promise<null> {
  const order = await lockOrder(ctx, orderId);
  if (order.state !== 'cancelled') throw conflict('orderNotCancelled');
  await ctx.db.query(`DELETE FROM pur_orders WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, orderId]);
  return null;
}

/** Purchase notices: the orders still awaiting delivery (ordered or sent), by need date, soonest first. */
export async function noticePage(ctx: Ctx, q: Paging & { warehouseId?: number; needTo?: string }): Promise<Page<PurchaseNotice>> {
  const w = orderWhere(ctx, { needTo: q.needTo }).add(`o.state IN ('ordered', 'sent')`);
  if (q.warehouseId) w.add('o.warehouse_id = ?', q.warehouseId);
  const today = await merchantToday(ctx);
  const page = await pageOf<Omit<PurchaseNotice, 'daysLeft'>>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${FROM} WHERE ${w.sql}`,
    rows: `SELECT o.id AS "orderId", o.order_no AS "orderNo", p.plan_no AS "planNo", s.name AS "supplierName", o.warehouse_id AS "warehouseId",
              w.name AS "warehouseName", to_char(o.need_date, 'YYYY-MM-DD') AS "needDate", o.state, o.total_amount AS "totalAmount",
              (SELECT count(*)::int FROM pur_order_lines l WHERE l.order_id = o.id) AS "lineCount"
           ${FROM} WHERE ${w.sql} ORDER BY o.need_date, o.id`,
    params: w.params,
  });
  return { ...page, records: page.records.map((r) => ({ ...r, daysLeft: daysBetween(today, r.needDate) })) };
}
