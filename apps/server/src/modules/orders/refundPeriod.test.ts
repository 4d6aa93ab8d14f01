import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type RefundCheck } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, limitedToken, ok, reviewerToken, takePersonIds } from '../../testing/api';
import { testCtx } from '../../testing/ctx';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { addDish, bookedBefore } from '../../testing/bookings';
import { AppError } from '../../platform/http/errors';
import { assertRefundPeriod } from './refundPeriod';

/**
 * The merchant's refund period (pay setting refundDays, default 7): an order may be refunded until refundDays days
 * after the day of its meal (merchant time zone; 0: that day only). Every way of asking a refund refuses a later one
 * with 42200 before anything is written; approving a request asked in time still pays.
 */
let t: TestServer;
let admin: string;
let admin2: string;
let org: number;
let hall: number;
let device: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  await takePersonIds(t, admin);
  org = await addOrg(t.db, 1, 'Refund period org');
  hall = await addCanteen(t, admin, 'Refund period hall');
  // Lunch all day: a booked lunch needs the canteen's period (today's is booked days before it began).
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES (1, $1, 2, 0, 1439)`, [hall]);
  const d = await ok<{ secret: string }>(t, 'devices.machineAdd', { name: 'Till RP-1', type: 'lishixiaofeiji', serialNumber: 'RP-1', canteenId: hall, ip: '' }, admin);
  device = (await ok<{ token: string }>(t, 'devices.deviceLogin', { serialNumber: 'RP-1', secret: d.secret }, '')).token;
});
afterEach(async () => {
  await takePersonIds(t, admin);
  await expectMoneyInvariants(t.db);
});
afterAll(() => t.close());

const call = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token, headers: { 'accept-language': 'en' } });
const refundDays = (n: number) => takePersonIds(t, admin, { refundDays: n });
const DAY = 86_400_000;
/** The merchant's day (Asia/Shanghai) of an instant. */
const shanghaiDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

/** A person with ￥100 whose ￥20 lunch a device took offline `daysAgo` days ago (uploaded now, booked at its time). */
async function lunchOf(daysAgo: number, items?: { dishId: number; dishName: string; qty: number; price: number }[]) {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 10000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  const at = Date.now() - daysAgo * DAY;
  const [r] = (await ok<{ results: { orderId: number; held?: string }[] }>(t, 'accounts.deviceOfflineUpload', { records: [{ bizNo: newBizNo('L'), custId: p.custId, amount: 2000, items, at: new Date(at).toISOString() }] }, device)).results;
  expect(r!.held).toBeUndefined();
  return { ...p, orderId: r!.orderId, day: shanghaiDay(at) };
}

/** Everything a refund could write. */
async function written() {
  const n = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]!.n;
  return {
    requests: await n(`SELECT count(*)::int AS n FROM refund_requests`),
    txns: await n(`SELECT count(*)::int AS n FROM money_txns`),
    ledger: await n(`SELECT count(*)::int AS n FROM ledger_entries`),
    refunded: await n(`SELECT COALESCE(SUM(refunded_subsidy + refunded_gift + refunded_cash), 0)::int AS n FROM orders`),
  };
}

/** Every way of asking a refund of the order, each with a new request; the last refunds what is left. */
const asks = (orderId: number): [string, Record<string, unknown>, string?][] => [
  ['orders.refundApply', { orderId, amount: 100, reason: 'Cold' }],
  ['orders.appRefundApply', { orderId, amount: 100, reason: 'Cold' }, 'device'],
  ['orders.partRefund', { orderId, amount: 100, bizNo: newBizNo('P'), reason: 'Cold' }],
  ['accounts.refund', { orderId, amount: 100, bizNo: newBizNo('F'), reason: 'Cold' }],
  ['accounts.reportRefund', { orderId, amount: 100, bizNo: newBizNo('F'), reason: 'Cold' }],
  ['accounts.wholeOrderBack', { orderId, bizNo: newBizNo('W'), reason: 'Cold' }],
];

describe('refund period', () => {
  it('refuses every refund of an order past refundDays with 42200 naming the last day, writing nothing', async () => {
    const o = await lunchOf(6);
    await refundDays(5);
    const before = await written();
    const lastDay = new Date(Date.parse(`${o.day}T00:00:00Z`) + 5 * DAY).toISOString().slice(0, 10);
    for (const [id, content, who] of asks(o.orderId)) {
      const r = await call(id, content, who === 'device' ? device : admin);
      expect([id, r.code, r.msg]).toEqual([id, Code.BUSINESS_RULE, `The refund period of this order ended on ${lastDay}`]);
    }
    expect(await written()).toEqual(before);
    expect(await balances(t.db, o.accId)).toEqual({ cash: 8000, subsidy: 0, gift: 0 });
  });

  it('lets every way refund an order within refundDays, the last day included', async () => {
    const o = await lunchOf(6);
    await refundDays(6);
    for (const [id, content, who] of asks(o.orderId)) {
      const r = await call(id, content, who === 'device' ? device : admin);
      expect([id, r.code]).toEqual([id, Code.OK]);
    }
    // 100 × 3 paid at once and the rest of the order by the whole refund; the two requests wait for review.
    expect(await balances(t.db, o.accId)).toEqual({ cash: 10000, subsidy: 0, gift: 0 });
  });

  it('the part-refund check shows the last day, and past it nothing refundable', async () => {
    const o = await lunchOf(6, [{ dishId: 1, dishName: 'Rice', qty: 2, price: 1000 }]);
    const lastDay = (days: number) => new Date(Date.parse(`${o.day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    const itemId = (await ok<RefundCheck>(t, 'orders.refundCheck', { orderId: o.orderId }, admin)).items[0]!.itemId;
    const asks = [{ orderId: o.orderId }, { orderId: o.orderId, amount: 500 }, { orderId: o.orderId, items: [{ itemId, qty: 1 }] }];
    await refundDays(6);
    for (const ask of asks) {
      expect(await ok<RefundCheck>(t, 'orders.refundCheck', ask, admin)).toMatchObject({
        refundable: 2000,
        refundLastDay: lastDay(6),
        refundPeriodOver: false,
        items: [{ itemId, qty: 2, refundableQty: 2, refundableAmount: 2000 }],
      });
    }
    expect((await ok<RefundCheck>(t, 'orders.refundCheck', asks[2]!, admin)).preview).toMatchObject({ amount: 1000 });
    await refundDays(5);
    for (const ask of asks) {
      expect(await ok<RefundCheck>(t, 'orders.refundCheck', ask, admin)).toMatchObject({
        state: 'paid',
        refundable: 0,
        refundLastDay: lastDay(5),
        refundPeriodOver: true,
        items: [{ itemId, qty: 2, refundableQty: 0, refundableAmount: 0 }],
        preview: null,
      });
    }
  });

  it('0: refunds on the day of the meal only', async () => {
    await refundDays(0);
    const today = await lunchOf(0);
    const yesterday = await lunchOf(1);
    expect((await call('orders.refundApply', { orderId: today.orderId, amount: 100, reason: 'Cold' })).code).toBe(Code.OK);
    expect((await call('orders.refundApply', { orderId: yesterday.orderId, amount: 100, reason: 'Cold' })).code).toBe(Code.BUSINESS_RULE);
  });

  it('a request asked in time is still paid when approved after the period; a repeated bizNo returns its first refund', async () => {
    const o = await lunchOf(3);
    const { requestId } = await ok<{ requestId: number }>(t, 'orders.refundApply', { orderId: o.orderId, amount: 500, reason: 'Cold' }, admin);
    const direct = { orderId: o.orderId, amount: 200, bizNo: newBizNo('F'), reason: 'Cold' };
    const first = await ok<{ refundId: number }>(t, 'accounts.refund', direct, admin);
    const part = { orderId: o.orderId, amount: 300, bizNo: newBizNo('P'), reason: 'Cold' };
    const firstPart = await ok<{ refundId: number }>(t, 'orders.partRefund', part, admin);
    await refundDays(2);
    // Approved by another manager: a requester never approves their own request.
    expect(await ok(t, 'orders.refundApprove', { id: requestId }, await reviewerToken(t, admin, 'period_reviewer'))).toMatchObject({ requestId });
    expect(await ok(t, 'accounts.refund', direct, admin)).toEqual(first);
    expect(await ok(t, 'orders.partRefund', part, admin)).toEqual(firstPart);
    expect(await balances(t.db, o.accId)).toEqual({ cash: 9000, subsidy: 0, gift: 0 });
    expect((await call('accounts.refund', { ...direct, bizNo: newBizNo('F') })).code).toBe(Code.BUSINESS_RULE);
  });

  it('a booked meal counts from the day it was booked for', async () => {
    const p = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.recharge', { custId: p.custId, amount: 10000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    // Booked (and paid) five days before the meal, which is today.
    const b = await bookedBefore(
      t.db,
      { bizNo: newBizNo('B'), custId: p.custId, canteenId: hall, mealDay: shanghaiDay(Date.now()), mealPeriod: 2, items: [{ dishId: await addDish(t.db, 'Period rice', 1500), qty: 1 }] },
      new Date(Date.now() - 5 * DAY),
    );
    await refundDays(1);
    expect((await call('orders.refundApply', { orderId: b.orderId, amount: 100, reason: 'Cold' })).code).toBe(Code.OK);
    expect((await call('accounts.refund', { orderId: b.orderId, amount: 100, bizNo: newBizNo('F'), reason: 'Cold' })).code).toBe(Code.OK);
  });

  it('counts days in the merchant’s time zone', async () => {
    const ctx = (now: string) => ({ ...testCtx(t.db, 1), now: () => new Date(now) });
    await refundDays(0);
    // 00:30 in Shanghai on 11 March, still 10 March in UTC: refundable all of 11 March in Shanghai.
    const lateUtc = { orderId: 0, orderedAt: '2024-03-10T16:30:00Z' };
    await expect(assertRefundPeriod(ctx('2024-03-11T15:59:00Z'), lateUtc)).resolves.toBeUndefined();
    await expect(assertRefundPeriod(ctx('2024-03-11T16:00:00Z'), lateUtc)).rejects.toMatchObject({ key: 'refundPeriodOver', params: { lastDay: '2024-03-11' } });
    // 23:00 in Shanghai on 10 March: at 00:30 the next day in Shanghai (still 10 March in UTC) it is over.
    await expect(assertRefundPeriod(ctx('2024-03-10T16:30:00Z'), { orderId: 0, orderedAt: '2024-03-10T15:00:00Z' })).rejects.toBeInstanceOf(AppError);
  });
});

describe('bad input and other callers', () => {
  it('malformed asks are 40000, unknown or foreign orders 40400, before the period is looked at', async () => {
    const o = await lunchOf(6);
    await refundDays(5);
    expect((await call('orders.refundApply', { orderId: o.orderId, amount: -1, reason: 'x' })).code).toBe(Code.VALIDATION);
    expect((await call('orders.refundApply', { orderId: 'x', reason: 'x' })).code).toBe(Code.VALIDATION);
    expect((await call('accounts.refund', { orderId: o.orderId, amount: 1.5, bizNo: newBizNo('F'), reason: 'x' })).code).toBe(Code.VALIDATION);
    expect((await call('orders.partRefund', { orderId: o.orderId, amount: 100, bizNo: newBizNo('P'), reason: '' })).code).toBe(Code.VALIDATION);
    expect((await call('orders.refundApply', { orderId: 999_999_999, amount: 100, reason: 'x' })).code).toBe(Code.NOT_FOUND);
    expect((await call('accounts.refund', { orderId: 999_999_999, amount: 100, bizNo: newBizNo('F'), reason: 'x' })).code).toBe(Code.NOT_FOUND);
    expect((await call('orders.refundApply', { orderId: o.orderId, amount: 100, reason: 'x' }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('accounts.refund', { orderId: o.orderId, amount: 100, bizNo: newBizNo('F'), reason: 'x' }, admin2)).code).toBe(Code.NOT_FOUND);
    const elsewhere = await limitedToken(t, admin, 'rpscope', [await addCanteen(t, admin, 'Refund period elsewhere')]);
    expect((await call('accounts.wholeOrderBack', { orderId: o.orderId, bizNo: newBizNo('W'), reason: 'x' }, elsewhere)).code).toBe(Code.NOT_FOUND);
  });
});
