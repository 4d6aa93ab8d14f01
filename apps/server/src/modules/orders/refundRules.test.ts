// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ConsumeResult, type MealCancelResult } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { addDish } from '../../testing/bookings';
import { lineShares } from './shares';

/**
 * What a refund gives back (issue 23, items 4 and 7): the wallets in the proportion the order paid them, subsidy
 * cleared since the payment to the merchant's subsidy book, earned points with the money, and a coupon kept on a part
 * refund.
 */
let t: TestServer;
let admin: string;
let org: number;
let canteenId: number;
const points = async (custId: number) => (await t.db.query<{ n: number }>(`SELECT COALESCE(SUM(delta), 0)::int AS n FROM point_entries WHERE cust_id = $1`, [custId]))[0].n;
const orderRow = async (orderId: number) =>
  (
    await t.db.query(
      `SELECT state, refunded_subsidy::int AS subsidy, refunded_gift::int AS gift, refunded_cash::int AS cash FROM orders WHERE id = $1`,
      [orderId],
    )
  )[0];
const subsidyBook = async () => (await t.db.query<{ n: number }>(`SELECT COALESCE(SUM(balance), 0)::int AS n FROM ledger_books WHERE merchant_id = 1 AND kind = 'subsidy'`))[0].n;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  org = await addOrg(t.db, 1, 'Refund rules org');
  canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Refund rules hall') RETURNING id`))[0].id;
  // Lunch from 11:00, for booked meals.
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES (1, $1, 2, 660, 810)`, [canteenId]);
  await ok(t, 'marketingRewards.pointGainAdd', { name: '每元1分', pointsPerYuan: 1, canteenIds: [canteenId] }, admin);
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

/** A person who paid ￥100.00 at the hall: ￥60 from subsidy and ￥40 from cash (deduction order subsidy first). */
async function paid6040() {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 4000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  await ok(t, 'accounts.subsidyRecharge', { custId: p.custId, amount: 6000, bizNo: newBizNo('S') }, admin);
  const c = await ok<ConsumeResult>(t, 'accounts.consumePay', { bizNo: newBizNo('C'), custId: p.custId, amount: 10000, canteenId }, admin);
  expect(c.paid).toEqual({ subsidy: 6000, gift: 0, cash: 4000 });
  return { ...p, orderId: c.orderId };
}

describe('wallets a refund returns to (item 7)', () => {
  it('a part refund returns the wallets in the proportion they paid, and several end exactly at what each paid', async () => {
    const o = await paid6040();
    const first = await ok<{ refunded: object }>(t, 'accounts.refund', { orderId: o.orderId, amount: 1000, bizNo: newBizNo('F') }, admin);
    expect(first.refunded).toEqual({ subsidy: 600, gift: 0, cash: 400 });
    expect(await balances(t.db, o.accId)).toEqual({ subsidy: 600, gift: 0, cash: 400 });
    // Cents by largest remainder, counted over every refund of the order: 3.33 → 2.00 + 1.33 → 3.99 + 2.67 (cumulative 6.66).
    for (const [amount, split] of [
      [333, { subsidy: 200, gift: 0, cash: 133 }],
      [333, { subsidy: 200, gift: 0, cash: 133 }],
      [334, { subsidy: 200, gift: 0, cash: 134 }],
    ] as const) {
      expect((await ok<{ refunded: object }>(t, 'accounts.refund', { orderId: o.orderId, amount, bizNo: newBizNo('F') }, admin)).refunded).toEqual(split);
    }
    const rest = await ok<{ refunded: object }>(t, 'accounts.wholeOrderBack', { orderId: o.orderId, bizNo: newBizNo('F') }, admin);
    expect(rest.refunded).toEqual({ subsidy: 4800, gift: 0, cash: 3200 });
    expect(await orderRow(o.orderId)).toEqual({ state: 'refunded', subsidy: 6000, gift: 0, cash: 4000 });
    expect(await balances(t.db, o.accId)).toEqual({ subsidy: 6000, gift: 0, cash: 4000 });
  });

  it('the part-refund check previews the same split', async () => {
    const o = await paid6040();
    const check = await ok<{ preview: { split: object } }>(t, 'orders.refundCheck', { orderId: o.orderId, amount: 2500 }, admin);
    expect(check.preview.split).toEqual({ subsidy: 1500, gift: 0, cash: 1000 });
  });

  it('subsidy cleared since the payment goes back to the subsidy book, not to the person', async () => {
    const o = await paid6040();
    expect((await ok<{ preview: { subsidyForfeited: number } }>(t, 'orders.refundCheck', { orderId: o.orderId, amount: 5000 }, admin)).preview.subsidyForfeited).toBe(0);
    await ok(t, 'accounts.clearSubsidy', { custId: o.custId, bizNo: newBizNo('X') }, admin);
    // The check says so before anyone refunds.
    const check = await ok<{ preview: { split: object; subsidyForfeited: number } }>(t, 'orders.refundCheck', { orderId: o.orderId, amount: 5000 }, admin);
    expect(check.preview).toMatchObject({ split: { subsidy: 3000, gift: 0, cash: 2000 }, subsidyForfeited: 3000 });
    const book = await subsidyBook();
    const made = await ok<{ refunded: object; subsidyForfeited: number; balance: number }>(t, 'accounts.refund', { orderId: o.orderId, amount: 5000, bizNo: newBizNo('F') }, admin);
    expect(made).toMatchObject({ refunded: { subsidy: 3000, gift: 0, cash: 2000 }, subsidyForfeited: 3000, balance: 2000 });
    expect(await balances(t.db, o.accId)).toEqual({ subsidy: 0, gift: 0, cash: 2000 });
    expect(await subsidyBook()).toBe(book + 3000);
    // The order counts the subsidy share as refunded: the rest still splits 60/40 and ends at what was paid.
    expect(await orderRow(o.orderId)).toEqual({ state: 'part_refunded', subsidy: 3000, gift: 0, cash: 2000 });
    // Subsidy granted after the clear is the new period's: a later order's refund returns it as subsidy.
    await ok(t, 'accounts.subsidyRecharge', { custId: o.custId, amount: 1000, bizNo: newBizNo('S') }, admin);
    const later = await ok<ConsumeResult>(t, 'accounts.consumePay', { bizNo: newBizNo('C'), custId: o.custId, amount: 1000, canteenId }, admin);
    expect(later.paid).toEqual({ subsidy: 1000, gift: 0, cash: 0 });
    expect(await ok(t, 'accounts.refund', { orderId: later.orderId, amount: 1000, bizNo: newBizNo('F') }, admin)).toMatchObject({ refunded: { subsidy: 1000 }, subsidyForfeited: 0 });
    expect((await balances(t.db, o.accId)).subsidy).toBe(1000);
  });

  it('leftover cents of line shares go by largest remainder', () => {
    // ￥1.00 over lines of 1.01, 1.00, 1.00: 33.55, 33.22, 33.22 — the cent goes to the first line, not the last.
    expect(lineShares([101, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(lineShares([100, 100, 101], 100)).toEqual([33, 33, 34]);
    expect(lineShares([0, 0], 0)).toEqual([0, 0]);
  });
});

describe('points and coupons on a part refund (item 4)', () => {
  async function paidWithPoints(amount: number) {
    const p = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.recharge', { custId: p.custId, amount: 50000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    const c = await ok<ConsumeResult>(t, 'accounts.consumePay', { bizNo: newBizNo('C'), custId: p.custId, amount, canteenId }, admin);
    return { ...p, orderId: c.orderId };
  }

  it('a 99.99 refund of a 100.00 order that earned 100 points takes back 99 of them; the last cent the last one', async () => {
    const o = await paidWithPoints(10000);
    expect(await points(o.custId)).toBe(100);
    await ok(t, 'accounts.refund', { orderId: o.orderId, amount: 9999, bizNo: newBizNo('F') }, admin);
    expect(await points(o.custId)).toBe(1);
    await ok(t, 'accounts.wholeOrderBack', { orderId: o.orderId, bizNo: newBizNo('F') }, admin);
    expect(await points(o.custId)).toBe(0);
  });

  it('a booked meal cancelled at 80 % gives back 80 % of its points', async () => {
    await ok(t, 'marketing.mealBackRuleAdd', { name: '退八成', canteenIds: [canteenId], mealTypes: [2], deadlineMinutes: 60, refundPercent: 80 }, admin);
    const p = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.recharge', { custId: p.custId, amount: 50000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    const mealDay = new Date(Date.now() + 8 * 3600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const { orderId } = await ok<{ orderId: number }>(t, 'orderBookings.book', {
      bizNo: newBizNo('B'),
      custId: p.custId,
      canteenId,
      mealDay,
      mealPeriod: 2,
      items: [{ dishId: await addDish(t.db, '红烧肉', 2500), qty: 1 }],
    }, admin);
    expect(await points(p.custId)).toBe(25);
    const r = await t.call<MealCancelResult>('orderBookings.cancelMeal', { orderId }, { token: admin });
    expect(r.data).toMatchObject({ refunded: 2000, refundPercent: 80 });
    expect(await points(p.custId)).toBe(5);
  });

  it('earned points spent since are owed: the refund is refused with a reason and moves nothing', async () => {
    const o = await paidWithPoints(10000);
    await ok(t, 'marketingRewards.pointOffsetAdd', { name: '100分抵1元', pointsPerYuan: 100, maxSharePercent: 50, minPoints: 1 }, admin);
    // Spent elsewhere (no points earned there: the gain rule is the hall's).
    await ok(t, 'accounts.consumePay', { bizNo: newBizNo('C'), custId: o.custId, amount: 1000, usePoints: 60 }, admin);
    expect(await points(o.custId)).toBe(40);
    const before = await balances(t.db, o.accId);
    const r = await t.call('accounts.refund', { orderId: o.orderId, amount: 5000, bizNo: newBizNo('F') }, { token: admin, headers: { 'accept-language': 'en' } });
    expect([r.code, r.msg]).toEqual([
      Code.BUSINESS_RULE,
      'The points this order earned have been spent: this refund takes back 50 points and only 40 are left; the refund is refused until the points are there',
    ]);
    expect(await balances(t.db, o.accId)).toEqual(before);
    // What is still there can go: a refund of 40 % takes 40 points.
    await ok(t, 'accounts.refund', { orderId: o.orderId, amount: 4000, bizNo: newBizNo('F') }, admin);
    expect(await points(o.custId)).toBe(0);
  });

  it('a part refund under the coupon’s minimum spend keeps the coupon used and returns only what was paid for the part', async () => {
    const p = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.recharge', { custId: p.custId, amount: 50000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    const { couponId } = await ok<{ couponId: number }>(t, 'marketingCoupons.couponAdd', { couponName: '满20减5', kind: 'cash', value: 500, minSpend: 2000, validType: 'days', validDays: 30 }, admin);
    await ok(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 1, custId: p.custId }, admin);
    const couponNo = (await t.db.query<{ no: string }>(`SELECT coupon_no AS no FROM mkt_coupon_items WHERE coupon_id = $1`, [couponId]))[0].no;
    const c = await ok<ConsumeResult>(t, 'accounts.consumePay', {
      bizNo: newBizNo('C'),
      custId: p.custId,
      amount: 2000,
      canteenId,
      couponNo,
      items: [
        { dishId: 1, qty: 1, price: 1000, dishName: 'Rice' },
        { dishId: 2, qty: 1, price: 1000, dishName: 'Soup' },
      ],
    }, admin);
    expect(c.paid.cash).toBe(1500);
    const item = (await t.db.query<{ id: number }>(`SELECT id::int AS id FROM order_items WHERE order_id = $1 ORDER BY id LIMIT 1`, [c.orderId]))[0].id;
    // The soup kept (￥10 list) is under the ￥20 minimum now: the rice returns its share of what was paid, ￥7.50.
    const made = await ok<{ refunded: { cash: number } }>(t, 'orders.partRefund', { orderId: c.orderId, items: [{ itemId: item, qty: 1 }], bizNo: newBizNo('P'), reason: 'Cold' }, admin);
    expect(made.refunded.cash).toBe(750);
    expect((await t.db.query(`SELECT state FROM mkt_coupon_items WHERE coupon_no = $1`, [couponNo]))[0]).toEqual({ state: 'used' });
    // The order's last cent gives the coupon back.
    await ok(t, 'accounts.wholeOrderBack', { orderId: c.orderId, bizNo: newBizNo('F') }, admin);
    expect((await t.db.query(`SELECT state FROM mkt_coupon_items WHERE coupon_no = $1`, [couponNo]))[0]).toEqual({ state: 'unused' });
  });
});
