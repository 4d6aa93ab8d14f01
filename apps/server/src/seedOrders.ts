import type { Db } from './platform/db/db';
import type { Ctx } from './platform/context';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { applyRefund, approveRefund, cancelRefund, partRefund, rejectRefund } from './modules/orders';

/**
 * Demo refund requests for `npm start` (after seedDemoPeople): some of the month's demo lunches get refund requests
 * from the ordering app and the console the afternoon after the meal; the older ones were reviewed (approved with
 * the money back in the wallets, or rejected with a reason, one cancelled), the newest still wait in shenhe, and a
 * manager made one part refund at once. Everything goes through the order centre's services, dated in story order.
 */
const HOUR = 3600_000;

export async function seedDemoOrders(db: Db): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM refund_requests WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  await db.tx(async (tx) => {
    const base = systemCtx(tx, merchantId);
    const admin = (await tx.query<{ id: number; username: string }>(`SELECT id, username FROM mgr_users WHERE merchant_id = $1 ORDER BY id LIMIT 1`, [merchantId]))[0];
    const manager = (t: Date): Ctx => ({ ...base, now: () => t, actor: base.actor && admin ? { ...base.actor, userId: admin.id, username: admin.username } : base.actor });
    // The ordering app asks as the canteen's device: no manager behind it.
    const orders = await tx.query<{ id: number; at: Date; canteenId: number | null; deviceId: number | null; items: number }>(
      `SELECT o.id::int AS id, o.ordered_at AS at, o.canteen_id AS "canteenId",
         (SELECT d.id FROM devices d WHERE d.merchant_id = o.merchant_id AND d.canteen_id = o.canteen_id ORDER BY d.id LIMIT 1) AS "deviceId",
         (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items
       FROM orders o WHERE o.merchant_id = $1 AND o.state = 'paid' AND o.biz_no LIKE 'DEMO-C-%' AND o.amount > 0 ORDER BY o.ordered_at, o.id`,
      [merchantId],
    );
    if (orders.length < 12) return;
    const app = (o: (typeof orders)[number], t: Date): Ctx => ({
      ...base,
      now: () => t,
      actor: null,
      device: o.deviceId !== null ? { deviceId: o.deviceId, canteenId: o.canteenId, serialNumber: 'demo' } : undefined,
    });
    const firstItem = async (orderId: number) =>
      (await tx.query<{ id: number; qty: number }>(`SELECT id::int AS id, qty FROM order_items WHERE order_id = $1 ORDER BY id LIMIT 1`, [orderId]))[0];
    // Reviewed: spread over the month, every n-th lunch, oldest first; waiting: among the newest lunches.
    const step = Math.floor(orders.length / 12);
    const pick = (k: number) => (k < 9 ? orders[k * step] : orders[orders.length - 1 - (11 - k) * 4]);
    const asked = (o: (typeof orders)[number]) => new Date(new Date(o.at).getTime() + 2 * HOUR);
    const reviewed = (o: (typeof orders)[number]) => new Date(new Date(o.at).getTime() + 5 * HOUR);

    // Reviewed: approved (a whole tray, a line, an amount), rejected with a reason, one cancelled by the clerk.
    const whole = pick(0);
    const r1 = await applyRefund(app(whole, asked(whole)), { orderId: whole.id, reason: '菜品有异物，整单退款' }, 'app');
    await approveRefund(manager(reviewed(whole)), r1.requestId);
    const line = pick(1);
    const item = await firstItem(line.id);
    // Asked from the ordering app: whoever asks for a refund never approves it, and the demo has one manager.
    const r2 = await applyRefund(app(line, asked(line)), { orderId: line.id, items: [{ itemId: item.id, qty: 1 }], reason: '打错菜品' }, 'app');
    await approveRefund(manager(reviewed(line)), r2.requestId);
    const part = pick(2);
    const r3 = await applyRefund(app(part, asked(part)), { orderId: part.id, amount: 200, reason: '汤已售罄未取' }, 'app');
    await approveRefund(manager(reviewed(part)), r3.requestId);
    for (const [k, reason, answer] of [
      [3, '不想吃了', '已用餐完毕，不予退款'],
      [4, '口味不好', '非质量问题，请到食堂窗口反馈'],
    ] as const) {
      const o = pick(k);
      const r = await applyRefund(app(o, asked(o)), { orderId: o.id, reason }, 'app');
      await rejectRefund(manager(reviewed(o)), { id: r.requestId, reason: answer });
    }
    const cancelled = pick(5);
    const r6 = await applyRefund(manager(asked(cancelled)), { orderId: cancelled.id, amount: 100, reason: '多扣一元' }, 'console');
    await cancelRefund(manager(new Date(asked(cancelled).getTime() + HOUR)), r6.requestId);
    // A manager refunded a line at the counter at once.
    const counter = pick(6);
    const counterItem = await firstItem(counter.id);
    await partRefund(manager(asked(counter)), { orderId: counter.id, items: [{ itemId: counterItem.id, qty: 1 }], reason: '窗口退菜', bizNo: `DEMO-PR-${counter.id}` });

    // Still waiting in shenhe: the newest lunches.
    for (const [k, reason] of [
      [9, '米饭太硬'],
      [10, '重复扣款'],
      [11, '菜品与图片不符'],
    ] as const) {
      const o = pick(k);
      const lines = await firstItem(o.id);
      const ask = k === 10 ? {} : k === 9 ? { items: [{ itemId: lines.id, qty: 1 }] } : { amount: 300 };
      await applyRefund(k === 10 ? manager(asked(o)) : app(o, asked(o)), { orderId: o.id, ...ask, reason }, k === 10 ? 'console' : 'app');
    }
  });
}
