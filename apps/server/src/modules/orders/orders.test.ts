import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Code, endpointById, envelopeQuery, MERCHANT_MENU_IDS, pathWith, type ConsumeResult, type OrderDetail, type Page, type RefundCheck, type RefundRequestRow } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { limitedToken, ok } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { exportLimits } from './listSql';

let t: TestServer;
let admin: string;
let admin2: string;
let org: number;
let hall: number;
let otherHall: number;
let device: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  org = await addOrg(t.db, 1, 'Orders org');
  const hallOf = async (name: string) => (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, $1) RETURNING id`, [name]))[0].id;
  hall = await hallOf('Orders hall');
  otherHall = await hallOf('Orders other hall');
  const d = await ok<{ serialNumber: string; secret: string }>(t, 'devices.machineAdd', { name: 'Kiosk', type: 'lishixiaofeiji', serialNumber: `ORD-${Date.now()}`, canteenId: hall, ip: '' }, admin);
  device = (await ok<{ token: string }>(t, 'devices.deviceLogin', { serialNumber: d.serialNumber, secret: d.secret }, '')).token;
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
const entries = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries`))[0].n;
const requests = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM refund_requests`))[0].n;

/** A person with ￥50 cash and ￥5 subsidy who paid an order of two lines (2 × ￥6 rice, 1 × ￥8 soup = ￥20). */
async function paidOrder(canteenId = hall) {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 5000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  await ok(t, 'accounts.subsidyRecharge', { custId: p.custId, amount: 500, bizNo: newBizNo('S') }, admin);
  const c = await ok<ConsumeResult>(t, 'accounts.consumePay', {
    bizNo: newBizNo('C'),
    custId: p.custId,
    amount: 2000,
    canteenId,
    items: [
      { dishId: 1, qty: 2, price: 600, dishName: 'Rice' },
      { dishId: 2, qty: 1, price: 800, dishName: 'Soup' },
    ],
  }, admin);
  return { ...p, orderId: c.orderId };
}

async function tokenWithout(menuId: number, username: string) {
  const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: `r_${username}`, roleName: username, roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m !== menuId) }, admin);
  await ok(t, 'admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, admin);
  return t.token(username, 'Passw0rd!');
}

describe('order page, detail, export', () => {
  it('lists the orders with filters and a sum row, and shows the detail with lines, wallets and ledger rows', async () => {
    const o = await paidOrder();
    const num = (await t.db.query<{ n: string }>(`SELECT cust_num AS n FROM customers WHERE id = $1`, [o.custId]))[0].n;
    const page = await ok<Page<{ orderId: number; amount: number; paid: object; canteenName: string; orgName: string; state: string }> & { sum: { count: number; amount: number } }>(
      t, 'orders.page',
      { custNum: num }, admin,
    );
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ orderId: o.orderId, amount: 2000, paid: { subsidy: 500, gift: 0, cash: 1500 }, canteenName: 'Orders hall', orgName: 'Orders org', state: 'paid' });
    expect(page.sum).toMatchObject({ count: 1, amount: 2000 });
    expect((await ok<Page<unknown>>(t, 'orders.page', { custNum: num, state: 'refunded' }, admin)).total).toBe(0);
    expect((await ok<Page<unknown>>(t, 'orders.page', { custNum: num, canteenId: otherHall }, admin)).total).toBe(0);
    expect((await ok<Page<unknown>>(t, 'orders.page', { custNum: num, orderType: 'spot', orgId: org }, admin)).total).toBe(1);
    expect((await ok<Page<unknown>>(t, 'orders.outerPage', { custNum: num }, admin)).total).toBe(0);

    const detail = await ok<OrderDetail>(t, 'orders.get', { id: o.orderId }, admin);
    expect(detail.items.map((i) => [i.dishName, i.qty, i.amount, i.paidAmount])).toEqual([
      ['Rice', 2, 1200, 1200],
      ['Soup', 1, 800, 800],
    ]);
    expect(detail.ledger.map((l) => [l.tradeType, l.wallet, l.amount])).toEqual(
      expect.arrayContaining([
        ['consume', 'subsidy', -500],
        ['consume', 'cash', -1500],
      ]),
    );
    expect(await code('orders.page', { mealPeriod: 9 })).toBe(Code.VALIDATION);
    expect(await code('orders.get', { id: o.orderId }, admin2)).toBe(Code.NOT_FOUND);
    expect((await ok<Page<unknown>>(t, 'orders.page', { custNum: num }, admin2)).total).toBe(0);
  });

  it('exports the filtered orders and refuses past the cap', async () => {
    const o = await paidOrder();
    const num = (await t.db.query<{ n: string }>(`SELECT cust_num AS n FROM customers WHERE id = $1`, [o.custId]))[0].n;
    const e = endpointById.get('orders.export')!;
    const content = { custNum: num };
    const env = envelopeFor(content, admin);
    const res = await t.app.inject({ method: 'GET', url: pathWith(e.path, content), query: envelopeQuery(env as never), headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toContain('Order no.');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(20);
    exportLimits.cap = 0;
    try {
      const refused = await t.app.inject({ method: 'GET', url: pathWith(e.path, content), query: envelopeQuery(envelopeFor(content, admin) as never), headers: { authorization: `Bearer ${admin}` } });
      expect(refused.json().code).toBe(Code.BUSINESS_RULE);
    } finally {
      exportLimits.cap = 50_000;
    }
  });

  it('writes codes in the export as the order list shows them, in the reader\'s language', async () => {
    const o = await paidOrder();
    await t.db.query(`UPDATE orders SET meal_period = 2 WHERE id = $1`, [o.orderId]);
    const num = (await t.db.query<{ n: string }>(`SELECT cust_num AS n FROM customers WHERE id = $1`, [o.custId]))[0].n;
    const e = endpointById.get('orders.export')!;
    const content = { custNum: num };
    const sheetIn = async (lang: string) => {
      const res = await t.app.inject({ method: 'GET', url: pathWith(e.path, content), query: envelopeQuery(envelopeFor(content, admin) as never), headers: { authorization: `Bearer ${admin}`, 'accept-language': lang } });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const [header, row] = wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
      return Object.fromEntries(header.map((h, i) => [h, row[i]]));
    };
    expect(await sheetIn('zh')).toMatchObject({ 支付方式: '账户', 订单类型: '现场消费', 状态: '已支付', 餐次: '午餐' });
    expect(await sheetIn('en')).toMatchObject({ 'Pay type': 'Account', 'Order type': 'On the spot', State: 'Paid', 'Meal period': 'Lunch' });
  });

  it('writes only the columns asked for, in their order, and refuses a bad column key', async () => {
    const o = await paidOrder();
    const num = (await t.db.query<{ n: string }>(`SELECT cust_num AS n FROM customers WHERE id = $1`, [o.custId]))[0].n;
    const e = endpointById.get('orders.export')!;
    const get = (content: Record<string, unknown>) =>
      t.app.inject({ method: 'GET', url: pathWith(e.path, content), query: envelopeQuery(envelopeFor(content, admin) as never), headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' } });
    const res = await get({ custNum: num, columns: ['amount', 'noSuchColumn', 'orderNo'] });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Paid', 'Order no.']);
    expect(rows[1]).toEqual([20, expect.any(String)]);
    expect((await get({ custNum: num, columns: ['1bad'] })).json().code).toBe(Code.VALIDATION);
  });

  it('updates only the remark, and voids only an error order never charged', async () => {
    const o = await paidOrder();
    await ok(t, 'orders.update', { id: o.orderId, remark: 'Cold soup' }, admin);
    expect((await ok<OrderDetail>(t, 'orders.get', { id: o.orderId }, admin)).remark).toBe('Cold soup');
    expect(await code('orders.update', { id: o.orderId, remark: 'x'.repeat(201) })).toBe(Code.VALIDATION);
    expect(await code('orders.update', { id: o.orderId, remark: 'Other' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('orders.remove', { id: o.orderId })).toBe(Code.BUSINESS_RULE);
    const err = (
      await t.db.query<{ id: number }>(
        `INSERT INTO orders (merchant_id, order_no, biz_no, account_id, cust_id, canteen_id, state, amount, offline, error_reason, ordered_at, meal_day)
         VALUES (1, $1, $1, $2, $3, $4, 'error', 900, true, 'insufficientBalance', now(), current_date) RETURNING id::int AS id`,
        [newBizNo('E'), o.accId, o.custId, hall],
      )
    )[0].id;
    expect(await code('orders.remove', { id: err }, admin2)).toBe(Code.NOT_FOUND);
    await ok(t, 'orders.remove', { id: err }, admin);
    expect((await t.db.query<{ state: string }>(`SELECT state FROM orders WHERE id = $1`, [err]))[0].state).toBe('void');
    expect(await code('orders.remove', { id: err })).toBe(Code.BUSINESS_RULE);
  });
});

describe('refunds', () => {
  it('checks per line and wallet, then refunds a line at once; the ledger balances and a repeated bizNo pays once', async () => {
    const o = await paidOrder();
    const check = await ok<RefundCheck>(t, 'orders.refundCheck', { orderId: o.orderId, items: [{ itemId: 0 + (await firstItem(o.orderId)), qty: 1 }] }, admin);
    expect(check).toMatchObject({ refundable: 2000, pending: 0, preview: { amount: 600, split: { subsidy: 150, gift: 0, cash: 450 } } });
    expect(check.items.map((i) => [i.dishName, i.refundableQty, i.refundableAmount])).toEqual([
      ['Rice', 2, 1200],
      ['Soup', 1, 800],
    ]);
    const before = await balances(t.db, o.accId);
    const bizNo = newBizNo('P');
    const item = await firstItem(o.orderId);
    const made = await ok<{ refunded: object; requestId: number }>(t, 'orders.partRefund', { orderId: o.orderId, items: [{ itemId: item, qty: 1 }], bizNo, reason: 'Spilt' }, admin);
    // The order paid ￥5 subsidy and ￥15 cash: the refund returns them 25 % / 75 %.
    expect(made.refunded).toEqual({ subsidy: 150, gift: 0, cash: 450 });
    const n = await entries();
    expect(await ok(t, 'orders.partRefund', { orderId: o.orderId, items: [{ itemId: item, qty: 1 }], bizNo, reason: 'Spilt' }, admin)).toMatchObject({ requestId: made.requestId });
    expect(await entries()).toBe(n);
    expect(await balances(t.db, o.accId)).toEqual({ ...before, subsidy: before.subsidy + 150, cash: before.cash + 450 });
    const after = await ok<RefundCheck>(t, 'orders.refundCheck', { orderId: o.orderId }, admin);
    expect(after.refundable).toBe(1400);
    expect(after.items[0].refundableQty).toBe(1);
    // Asking both an amount and lines, or more than is left, writes nothing.
    expect(await code('orders.partRefund', { orderId: o.orderId, amount: 100, items: [{ itemId: item, qty: 1 }], bizNo: newBizNo('P'), reason: 'x' })).toBe(Code.VALIDATION);
    expect(await code('orders.partRefund', { orderId: o.orderId, amount: 1401, bizNo: newBizNo('P'), reason: 'x' })).toBe(Code.BUSINESS_RULE);
    expect(await code('orders.partRefund', { orderId: o.orderId, items: [{ itemId: item, qty: 2 }], bizNo: newBizNo('P'), reason: 'x' })).toBe(Code.BUSINESS_RULE);
    expect(await code('orders.partRefund', { orderId: o.orderId, amount: 100, bizNo: newBizNo('P'), reason: '' })).toBe(Code.VALIDATION);
    expect(await code('orders.partRefund', { orderId: o.orderId, amount: 100, bizNo: newBizNo('P'), reason: 'x' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('orders.refundCheck', { orderId: o.orderId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await entries()).toBe(n);
    const detail = await ok<Page<{ orderId: number; amount: number }>>(t, 'orders.refundDetailPage', { orderId: o.orderId }, admin);
    expect(detail.records.map((r) => [r.orderId, r.amount])).toEqual([[o.orderId, 600]]);
  });

  it('a request from the app waits, its approval moves exactly the money once, a second approval pays nothing', async () => {
    const o = await paidOrder();
    const before = await balances(t.db, o.accId);
    const asked = await t.call<{ requestId: number; amount: number }>('orders.appRefundApply', { orderId: o.orderId, amount: 1800, reason: 'Wrong dish' }, { token: device });
    expect(asked.code, asked.msg).toBe(Code.OK);
    const { requestId } = asked.data;
    expect(await balances(t.db, o.accId)).toEqual(before);
    // The pending request holds its amount: nothing more than ￥2 may be asked meanwhile.
    expect(await code('orders.refundApply', { orderId: o.orderId, amount: 300, reason: 'More' })).toBe(Code.BUSINESS_RULE);
    expect((await ok<RefundCheck>(t, 'orders.refundCheck', { orderId: o.orderId }, admin)).refundable).toBe(200);
    const pending = await ok<Page<RefundRequestRow>>(t, 'orders.refundRequestPage', { state: 'pending', orderNo: '' }, admin);
    expect(pending.records.find((r) => r.requestId === requestId)).toMatchObject({ source: 'app', amount: 1800, reason: 'Wrong dish' });
    expect(await code('orders.refundApprove', { id: requestId }, admin2)).toBe(Code.NOT_FOUND);
    const n = await entries();
    const made = await ok<{ refunded: object }>(t, 'orders.refundApprove', { id: requestId }, admin);
    expect(made.refunded).toEqual({ subsidy: 450, gift: 0, cash: 1350 });
    expect(await balances(t.db, o.accId)).toEqual({ cash: before.cash + 1350, subsidy: before.subsidy + 450, gift: before.gift });
    const moved = await entries();
    expect(await code('orders.refundApprove', { id: requestId })).toBe(Code.BUSINESS_RULE);
    expect(await entries()).toBe(moved);
    expect(moved).toBeGreaterThan(n);
    const detail = await ok<OrderDetail>(t, 'orders.get', { id: o.orderId }, admin);
    expect(detail.state).toBe('part_refunded');
    expect(detail.refundRequests.map((r) => [r.state, r.amount])).toEqual([['approved', 1800]]);
    expect(detail.ledger.filter((l) => l.tradeType === 'refund').reduce((s, l) => s + l.amount, 0)).toBe(1800);
    const report = await ok<Page<{ txnId: number }> & { sum: { amount: number } }>(t, 'orders.refundReport', { kind: 'order', orderId: o.orderId }, admin);
    expect(report.sum.amount).toBe(1800);
    expect((await ok<Page<unknown>>(t, 'orders.refundReport', { kind: 'supplement', orderId: o.orderId }, admin)).total).toBe(0);
  });

  it('reject needs a reason; only a pending request can be rejected, cancelled or approved', async () => {
    const o = await paidOrder();
    const { requestId } = await ok<{ requestId: number }>(t, 'orders.refundApply', { orderId: o.orderId, reason: 'Whole tray' }, admin);
    expect((await ok<RefundRequestRow>(t, 'orders.refundGet', { id: requestId }, admin)).amount).toBe(2000);
    expect(await code('orders.refundReject', { id: requestId, reason: ' ' })).toBe(Code.VALIDATION);
    expect(await code('orders.refundReject', { id: requestId, reason: 'No' }, admin2)).toBe(Code.NOT_FOUND);
    await ok(t, 'orders.refundReject', { id: requestId, reason: 'Eaten already' }, admin);
    expect(await ok<RefundRequestRow>(t, 'orders.refundGet', { id: requestId }, admin)).toMatchObject({ state: 'rejected', rejectReason: 'Eaten already' });
    expect(await code('orders.refundApprove', { id: requestId })).toBe(Code.BUSINESS_RULE);
    expect(await code('orders.refundRemove', { id: requestId })).toBe(Code.BUSINESS_RULE);
    await ok(t, 'orders.refundUpdate', { id: requestId, remark: 'Called back' }, admin);
    expect((await ok<RefundRequestRow>(t, 'orders.refundGet', { id: requestId }, admin)).remark).toBe('Called back');
    const second = await ok<{ requestId: number }>(t, 'orders.refundApply', { orderId: o.orderId, amount: 100, reason: 'Cold' }, admin);
    await ok(t, 'orders.refundRemove', { id: second.requestId }, admin);
    expect((await ok<RefundRequestRow>(t, 'orders.refundGet', { id: second.requestId }, admin)).state).toBe('cancelled');
    const count = await requests();
    expect(await code('orders.refundApply', { orderId: o.orderId, amount: 0, reason: 'x' })).toBe(Code.VALIDATION);
    expect(await code('orders.refundApply', { orderId: o.orderId, amount: 100, reason: 'x' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await requests()).toBe(count);
  });

  it('the app asks only for orders of its own canteen', async () => {
    const o = await paidOrder(otherHall);
    expect((await t.call('orders.appRefundApply', { orderId: o.orderId, amount: 100, reason: 'x' }, { token: device })).code).toBe(Code.NOT_FOUND);
    // A manager's token is no device's: the device channel refuses it as unsigned-in.
    expect(await code('orders.appRefundApply', { orderId: o.orderId, amount: 100, reason: 'x' })).toBe(Code.UNAUTHORIZED);
  });
});

describe('access and data scope', () => {
  it('a role without the menu is refused; a canteen-limited role sees only its canteen', async () => {
    const mine = await paidOrder(hall);
    const other = await paidOrder(otherHall);
    const noDetail = await tokenWithout(401000, 'ord_nodetail');
    const noReview = await tokenWithout(402000, 'ord_noreview');
    expect(await code('orders.page', {}, noDetail)).toBe(Code.FORBIDDEN);
    expect(await code('orders.partRefund', { orderId: mine.orderId, amount: 100, bizNo: newBizNo('P'), reason: 'x' }, noDetail)).toBe(Code.FORBIDDEN);
    expect(await code('orders.refundRequestPage', {}, noReview)).toBe(Code.FORBIDDEN);
    const limited = await limitedToken(t, admin, 'ord_limited', [hall]);
    const ids = (await ok<Page<{ orderId: number }>>(t, 'orders.page', { limit: 500 }, limited)).records.map((r) => r.orderId);
    expect(ids).toContain(mine.orderId);
    expect(ids).not.toContain(other.orderId);
    expect(await code('orders.get', { id: other.orderId }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('orders.refundApply', { orderId: other.orderId, amount: 100, reason: 'x' }, limited)).toBe(Code.NOT_FOUND);
    const { requestId } = await ok<{ requestId: number }>(t, 'orders.refundApply', { orderId: other.orderId, amount: 100, reason: 'x' }, admin);
    expect(await code('orders.refundApprove', { id: requestId }, limited)).toBe(Code.NOT_FOUND);
    expect((await ok<Page<RefundRequestRow>>(t, 'orders.refundRequestPage', { limit: 500 }, limited)).records.map((r) => r.requestId)).not.toContain(requestId);
    await ok(t, 'orders.refundRemove', { id: requestId }, admin);
  });
});

describe('recharge data', () => {
  it('reads a recharge, edits its remark, and never deletes it', async () => {
    const p = await addPerson(t.db, 1, org);
    const { rechargeId } = await ok<{ rechargeId: number }>(t, 'accounts.recharge', { custId: p.custId, amount: 1000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    expect(await ok(t, 'orders.rechargeGet', { id: rechargeId }, admin)).toMatchObject({ txnId: rechargeId, amount: 1000, tradeType: 'recharge' });
    await ok(t, 'orders.rechargeUpdate', { id: rechargeId, remark: 'Desk 2' }, admin);
    expect(await ok(t, 'orders.rechargeGet', { id: rechargeId }, admin)).toMatchObject({ remark: 'Desk 2', amount: 1000 });
    const r = await t.call('orders.rechargeRemove', { id: rechargeId }, { token: admin });
    expect(r.code).toBe(Code.BUSINESS_RULE);
    expect(await code('orders.rechargeGet', { id: rechargeId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('orders.rechargeUpdate', { id: rechargeId, remark: 'x' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 1000, subsidy: 0, gift: 0 });
  });
});

async function firstItem(orderId: number): Promise<number> {
  return (await t.db.query<{ id: number }>(`SELECT id::int AS id FROM order_items WHERE order_id = $1 ORDER BY id LIMIT 1`, [orderId]))[0].id;
}
