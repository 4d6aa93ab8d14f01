import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ConsumePreview } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { ok } from '../../testing/api';

/**
 * A coupon and points at the till, stacked on a consumption rule: what the wallets pay, what the coupon and the
 * points ledger keep, and what a whole refund gives back (money paid, the coupon, the points spent; the points
 * earned are taken back).
 */
let t: TestServer;
let admin: string;
let org: number;
let canteenId: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  org = await addOrg(t.db, 1, 'Rewards org');
  canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Rewards hall') RETURNING id`))[0].id;
  await ok(t, 'marketing.consumeRuleAdd', { name: '九折', canteenIds: [canteenId], payPercent: 90 }, admin);
  await ok(t, 'marketingRewards.pointGainAdd', { name: '每元2分', pointsPerYuan: 2 }, admin);
  await ok(t, 'marketingRewards.pointOffsetAdd', { name: '100分抵1元', pointsPerYuan: 100, maxSharePercent: 50, minPoints: 100 }, admin);
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const points = async (custId: number) =>
  (await t.db.query<{ n: number }>(`SELECT COALESCE(SUM(delta), 0)::int AS n FROM point_entries WHERE merchant_id = 1 AND cust_id = $1`, [custId]))[0].n;

async function couponFor(custId: number): Promise<string> {
  const { couponId } = await ok<{ couponId: number }>(t, 'marketingCoupons.couponAdd', { couponName: '满10减3', kind: 'cash', value: 300, minSpend: 1000, validType: 'days', validDays: 30 }, admin);
  await ok(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 1, custId }, admin);
  return (await t.db.query<{ no: string }>(`SELECT coupon_no AS no FROM mkt_coupon_items WHERE merchant_id = 1 AND coupon_id = $1 AND cust_id = $2`, [couponId, custId]))[0].no;
}

describe('a coupon and points stacked on a discount', () => {
  it('pays, keeps what it used, and a whole refund gives everything back', async () => {
    const p = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.recharge', { custId: p.custId, amount: 10000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    // Earn points first: ￥50 at 90 % is ￥45 paid, 45 whole yuan × 2 = 90 points; then 20 more.
    await ok(t, 'accounts.consumePay', { bizNo: newBizNo('C'), custId: p.custId, amount: 5000, canteenId }, admin);
    await ok(t, 'accounts.consumePay', { bizNo: newBizNo('C'), custId: p.custId, amount: 1112, canteenId }, admin);
    expect(await points(p.custId)).toBe(110);
    const couponNo = await couponFor(p.custId);

    // ￥20.00 → 90 % = ￥18.00 → coupon ￥3 = ￥15.00 → 110 points = ￥1.10 → ￥13.90 paid; 13 yuan × 2 = 26 points earned.
    const content = { custId: p.custId, amount: 2000, canteenId, couponNo, usePoints: 110 };
    const preview = await ok<ConsumePreview>(t, 'marketing.consumePreview', content, admin);
    expect(preview).toMatchObject({ allowed: true, listAmount: 2000, payable: 1390, pointsUsed: 110, pointsGained: 26 });
    expect(preview.applied.map((a) => [a.kind, a.amount])).toEqual([
      ['consume', 200],
      ['coupon', 300],
      ['points', 110],
    ]);
    const paid = await ok<{ orderId: number; balance: number }>(t, 'accounts.consumePay', { bizNo: newBizNo('C'), ...content }, admin);
    expect(paid.balance).toBe(10000 - 4500 - 1001 - 1390);
    expect(await points(p.custId)).toBe(110 - 110 + 26);
    const order = (await t.db.query(`SELECT amount, list_amount AS "listAmount", points_used AS used, points_gained AS gained FROM orders WHERE id = $1`, [paid.orderId]))[0];
    expect(order).toEqual({ amount: 1390, listAmount: 2000, used: 110, gained: 26 });
    expect((await t.db.query(`SELECT state FROM mkt_coupon_items WHERE coupon_no = $1`, [couponNo]))[0]).toEqual({ state: 'used' });

    // The same coupon cannot pay twice.
    const again = await t.call('accounts.consumePay', { bizNo: newBizNo('C'), custId: p.custId, amount: 2000, canteenId, couponNo }, { token: admin });
    expect([again.code, again.msg]).toEqual([Code.BUSINESS_RULE, 'The coupon cannot be used for this payment']);

    // A part refund keeps the coupon; the whole rest brings it and the points spent back and takes the earned ones.
    await ok(t, 'accounts.refund', { orderId: paid.orderId, amount: 390, bizNo: newBizNo('F') }, admin);
    expect((await t.db.query(`SELECT state FROM mkt_coupon_items WHERE coupon_no = $1`, [couponNo]))[0]).toEqual({ state: 'used' });
    const back = await ok<{ refunded: { cash: number }; balance: number }>(t, 'accounts.wholeOrderBack', { orderId: paid.orderId, bizNo: newBizNo('F') }, admin);
    expect(back.refunded.cash).toBe(1000);
    expect(back.balance).toBe(10000 - 4500 - 1001);
    expect((await t.db.query(`SELECT state FROM mkt_coupon_items WHERE coupon_no = $1`, [couponNo]))[0]).toEqual({ state: 'unused' });
    expect(await points(p.custId)).toBe(110);
  });

  it('a coupon that covers the whole tray makes an order that moves no money', async () => {
    const p = await addPerson(t.db, 1, org);
    const { couponId } = await ok<{ couponId: number }>(t, 'marketingCoupons.couponAdd', { couponName: '免单券', kind: 'cash', value: 5000, validType: 'days', validDays: 1 }, admin);
    await ok(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 1, custId: p.custId }, admin);
    const couponNo = (await t.db.query<{ no: string }>(`SELECT coupon_no AS no FROM mkt_coupon_items WHERE coupon_id = $1`, [couponId]))[0].no;
    const paid = await ok<{ orderId: number; paid: object; balance: number }>(t, 'accounts.consumePay', { bizNo: newBizNo('C'), custId: p.custId, amount: 1000, canteenId, couponNo }, admin);
    expect(paid).toMatchObject({ paid: { subsidy: 0, gift: 0, cash: 0 }, balance: 0 });
    expect(await balances(t.db, p.accId)).toEqual({ cash: 0, subsidy: 0, gift: 0 });
    expect((await t.db.query(`SELECT amount, list_amount AS "listAmount" FROM orders WHERE id = $1`, [paid.orderId]))[0]).toEqual({ amount: 0, listAmount: 1000 });

    // Its whole refund moves no money either, but gives the coupon back; a part refund of nothing is refused.
    expect((await t.call('accounts.refund', { orderId: paid.orderId, amount: 100, bizNo: newBizNo('F') }, { token: admin })).code).toBe(Code.BUSINESS_RULE);
    const ledgerBefore = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1`, [p.accId]))[0].n;
    const back = await ok<{ refunded: object; balance: number }>(t, 'accounts.wholeOrderBack', { orderId: paid.orderId, bizNo: newBizNo('F') }, admin);
    expect(back).toMatchObject({ refunded: { subsidy: 0, gift: 0, cash: 0 }, balance: 0 });
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1`, [p.accId]))[0].n).toBe(ledgerBefore);
    expect((await t.db.query(`SELECT state FROM orders WHERE id = $1`, [paid.orderId]))[0]).toEqual({ state: 'refunded' });
    const again = await ok<{ orderId: number }>(t, 'accounts.consumePay', { bizNo: newBizNo('C'), custId: p.custId, amount: 1000, canteenId, couponNo }, admin);
    expect(again.orderId).toBeGreaterThan(paid.orderId);
    expect((await t.call('accounts.wholeOrderBack', { orderId: paid.orderId, bizNo: newBizNo('F') }, { token: admin })).code).toBe(Code.BUSINESS_RULE);
  });
});
