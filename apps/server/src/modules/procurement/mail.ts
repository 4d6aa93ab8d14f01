import type { MailRow, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/http/errors';
import { translate } from '../../platform/messages';
import { pageOf, Where, type Paging } from '../../platform/sql';
import { kickMailOutbox } from './mailOutbox';
import { planDetail } from './plans';
import { supplierFacts } from './suppliers';

/**
 * Mails of purchase orders to their suppliers (drppurchaseplan/send/email, emaillist): written to pur_mails in the
 * call's transaction, delivered after it by the outbox (mailOutbox.ts). Mailing an order still 'ordered' marks it
 * 'sent'. The canteen scope applies through the plan's warehouse.
 */

const money = (cents: number) => (cents / 100).toFixed(2);
const price = (cents: number) => String(Math.round(cents * 100) / 10_000);

export async function sendPlanMails(ctx: Ctx, input: { planId: number; orderIds?: number[] }) {
  const locked = await ctx.db.query(`SELECT 1 FROM pur_plans WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [ctx.merchantId, input.planId]);
  if (!locked.length) throw notFound('plan');
  const plan = await planDetail(ctx, input.planId);
  if (plan.state !== 'committed') throw conflict('planNotCommitted');
  let orders = plan.orders.filter((o) => o.state !== 'cancelled');
  if (input.orderIds) {
    const wanted = new Set(input.orderIds);
    const known = new Set(plan.orders.map((o) => o.orderId));
    const unknown = input.orderIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw fieldError('orderIds', 'mailOrderUnknown', { id: unknown });
    orders = plan.orders.filter((o) => wanted.has(o.orderId));
    const cancelled = orders.find((o) => o.state === 'cancelled');
    if (cancelled) throw fieldError('orderIds', 'mailOrderCancelled', { orderNo: cancelled.orderNo });
  }
  if (!orders.length) throw fieldError('orderIds', 'mailNoOrders');
  const suppliers = await supplierFacts(
    ctx,
    orders.map((o) => o.supplierId),
  );
  for (const o of orders) {
    if (!suppliers.get(o.supplierId)?.email) throw fieldError('orderIds', 'supplierNoEmail', { name: o.supplierName });
  }
  const t = (key: string, params: Record<string, string | number> = {}) => translate(ctx.lang, key, params);
  const mails: { mailId: number; orderId: number; toAddress: string }[] = [];
  for (const o of orders) {
    const to = suppliers.get(o.supplierId)!.email;
    const subject = t('mailSubject', { orderNo: o.orderNo, needDate: o.needDate });
    const body = [
      t('mailGreeting', { name: o.supplierName }),
      '',
      t('mailIntro', { orderNo: o.orderNo, warehouse: o.warehouseName, needDate: o.needDate }),
      '',
      ...o.lines.map((l, i) => `${i + 1}. ${l.materialName}  ${l.qty} ${l.unitName}  × ${price(l.unitPrice)}  = ${money(l.amount)}`),
      '',
      t('mailTotal', { amount: money(o.totalAmount) }),
      plan.remark ? t('mailRemark', { remark: plan.remark }) : '',
    ]
      .join('\n')
      .trimEnd();
    const [{ id }] = await ctx.db.query<{ id: number }>(
      `INSERT INTO pur_mails (merchant_id, plan_id, order_id, supplier_id, to_address, subject, body, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [ctx.merchantId, plan.planId, o.orderId, o.supplierId, to, subject, body, ctx.actor?.userId || null],
    );
    if (o.state === 'ordered') await ctx.db.query(`UPDATE pur_orders SET state = 'sent', updated_at = now() WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, o.orderId]);
    mails.push({ mailId: id, orderId: o.orderId, toAddress: to });
  }
  kickMailOutbox();
  return { mails };
}

const FROM = `FROM pur_mails m
  JOIN pur_plans p ON p.merchant_id = m.merchant_id AND p.id = m.plan_id
  JOIN inv_warehouses w ON w.merchant_id = p.merchant_id AND w.id = p.warehouse_id
  JOIN pur_suppliers s ON s.merchant_id = m.merchant_id AND s.id = m.supplier_id
  LEFT JOIN pur_orders o ON o.merchant_id = m.merchant_id AND o.id = m.order_id`;

export function mailPage(ctx: Ctx, q: Paging & { planId?: number; state?: MailRow['state'] }): Promise<Page<MailRow>> {
  const w = new Where('m.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'w.canteen_id');
  if (q.planId) w.add('m.plan_id = ?', q.planId);
  if (q.state) w.add('m.state = ?', q.state);
  return pageOf<MailRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${FROM} WHERE ${w.sql}`,
    rows: `SELECT m.id AS "mailId", m.plan_id AS "planId", p.plan_no AS "planNo", m.order_id AS "orderId", o.order_no AS "orderNo", m.supplier_id AS "supplierId",
              s.name AS "supplierName", m.to_address AS "toAddress", m.subject, m.state, m.error, m.attempts, m.created_at AS "createdAt", m.sent_at AS "sentAt"
           ${FROM} WHERE ${w.sql} ORDER BY m.created_at DESC, m.id DESC`,
    params: w.params,
  });
}

/** Queues a failed mail again (one queued or sent: 40900). */
export async function resendMail(ctx: Ctx, mailId: number): Promise<null> {
  const w = new Where('m.merchant_id = ?', ctx.merchantId).add('m.id = ?', mailId).scope(ctx, 'canteen', 'w.canteen_id');
  const [row] = await ctx.db.query<{ state: string }>(`SELECT m.state ${FROM} WHERE ${w.sql} FOR UPDATE OF m`, w.params);
  if (!row) throw notFound('mail');
  if (row.state !== 'failed') throw conflict('mailNotFailed');
  await ctx.db.query(`UPDATE pur_mails SET state = 'queued', error = '' WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, mailId]);
  kickMailOutbox();
  return null;
}
