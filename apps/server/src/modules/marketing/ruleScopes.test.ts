// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * A rule's limits count only the payments inside its own scope (issue 23, item 6): a rule of one stall counts that
 * stall's payments, not the canteen's; and a daily amount limit weighs what the wallets paid against what the wallets
 * will pay (after coupons), never a list price against a paid one.
 */
let t: TestServer;
let admin: string;
let org: number;
let canteenId: number;
const stall = { a: 0, b: 0 };
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  org = await addOrg(t.db, 1, 'Scopes org');
  canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Scopes hall') RETURNING id`))[0].id;
  const addStall = async (name: string) => (await t.db.query<{ id: number }>(`INSERT INTO stalls (merchant_id, canteen_id, name) VALUES (1, $1, $2) RETURNING id`, [canteenId, name]))[0].id;
  stall.a = await addStall('Stall A');
  stall.b = await addStall('Stall B');
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

async function person() {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 10000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  return p;
}
const pay = (custId: number, amount: number, extra: Record<string, unknown> = {}) =>
  t.call<{ orderId: number }>('accounts.consumePay', { bizNo: newBizNo('C'), custId, amount, canteenId, ...extra }, { token: admin });

describe('a rule counts the payments of its own scope', () => {
  it('"stall A, once a day" lets a person pay at A after a purchase at stall B, and refuses the second at A', async () => {
    const p = await person();
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.eatingRuleAdd', { name: 'A once a day', canteenIds: [canteenId], stallIds: [stall.a], dailyCountLimit: 1 }, admin);
    expect((await pay(p.custId, 300, { stallId: stall.b })).code).toBe(Code.OK);
    const atA = await pay(p.custId, 400, { stallId: stall.a });
    expect([atA.code, atA.msg]).toEqual([Code.OK, 'Success']);
    const again = await pay(p.custId, 500, { stallId: stall.a });
    expect([again.code, again.msg]).toEqual([Code.BUSINESS_RULE, 'The number of payments for today is reached']);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 10000 - 300 - 400, subsidy: 0, gift: 0 });
    await ok(t, 'marketing.eatingRuleRemove', { ruleId }, admin);
  });

  it('a daily amount limit of stall A does not count what the person paid at stall B', async () => {
    const p = await person();
    // Stall B's payments fall outside a rule of stall A: whatever the person spent there is not its business.
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.eatingRuleAdd', { name: 'A ￥10 a day', canteenIds: [canteenId], stallIds: [stall.a], dailyLimit: 1000 }, admin);
    expect((await pay(p.custId, 900, { stallId: stall.b })).code).toBe(Code.OK);
    expect((await pay(p.custId, 1000, { stallId: stall.a })).code).toBe(Code.OK);
    expect((await pay(p.custId, 1, { stallId: stall.a })).msg).toBe('Over the daily limit of a consumption rule');
    await ok(t, 'marketing.eatingRuleRemove', { ruleId }, admin);
  });
});

describe('a daily amount limit weighs what the wallets pay', () => {
  async function couponFor(custId: number): Promise<string> {
    const { couponId } = await ok<{ couponId: number }>(t, 'marketingCoupons.couponAdd', { couponName: 'Scopes ￥3', kind: 'cash', value: 300, minSpend: 0, validType: 'days', validDays: 30 }, admin);
    await ok(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 1, custId }, admin);
    return (await t.db.query<{ no: string }>(`SELECT coupon_no AS no FROM mkt_coupon_items WHERE merchant_id = 1 AND coupon_id = $1 AND cust_id = $2`, [couponId, custId]))[0].no;
  }

  it('￥8 paid, then a ￥10 tray with a ￥3 coupon: the wallets pay ￥15 in all, inside a ￥15 limit; a cent more is refused', async () => {
    const p = await person();
    const couponNo = await couponFor(p.custId);
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.eatingRuleAdd', { name: '￥15 a day', canteenIds: [canteenId], dailyLimit: 1500 }, admin);
    expect((await pay(p.custId, 800)).code).toBe(Code.OK);
    const withCoupon = await pay(p.custId, 1000, { couponNo });
    expect([withCoupon.code, withCoupon.msg]).toEqual([Code.OK, 'Success']);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 10000 - 800 - 700, subsidy: 0, gift: 0 });
    expect((await pay(p.custId, 1)).msg).toBe('Over the daily limit of a consumption rule');
    await ok(t, 'marketing.eatingRuleRemove', { ruleId }, admin);
  });
});
