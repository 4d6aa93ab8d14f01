// @db both — a bizNo moves money once, on each database (vitest.config.ts: serverFilesOn)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ConsumeResult } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { takePersonIds } from '../../testing/api';
import { testCtx } from '../../testing/ctx';
import { claimBizNo, post } from './ledger';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * A bizNo is bound to its request (Stripe's idempotency rule): the same request answers the first reply and moves
 * nothing again; another request under the same bizNo is refused with 40900 and moves nothing. And a payment on a
 * device deducts in the device's own order (issue 12).
 */
let t: TestServer;
let admin: string;
let org: number;
let canteenId: number;
let device: { token: string; serialNumber: string };

const call = <T = unknown>(id: string, content: Record<string, unknown>, token = admin) => t.call<T>(id, content, { token });
const funded = async (cash = 10_000, subsidy = 0) => {
  const p = await addPerson(t.db, 1, org);
  if (cash) expect((await call('accounts.recharge', { custId: p.custId, amount: cash, payType: 'cash', bizNo: newBizNo('R') })).code).toBe(Code.OK);
  if (subsidy) expect((await call('accounts.subsidyRecharge', { custId: p.custId, amount: subsidy, bizNo: newBizNo('S') })).code).toBe(Code.OK);
  return p;
};
const txnCount = async (bizNo: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM money_txns WHERE biz_no LIKE $1`, [`${bizNo}%`]))[0]!.n;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  await takePersonIds(t, admin);
  org = await addOrg(t.db, 1);
  canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Idempotency hall') RETURNING id`))[0]!.id;
  const serialNumber = `DED-${Date.now().toString(36)}`;
  const added = await call<{ secret: string }>('devices.machineAdd', { name: serialNumber, type: 'lishixiaofeiji', serialNumber, canteenId, ip: '' });
  expect(added.code, added.msg).toBe(Code.OK);
  const login = await t.call<{ token: string }>('devices.deviceLogin', { serialNumber, secret: added.data.secret });
  expect(login.code, login.msg).toBe(Code.OK);
  device = { token: login.data.token, serialNumber };
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

describe('a bizNo is bound to its request', () => {
  it('a console consumption: the same request answers the first order; another amount or person is 40900 and charges nothing', async () => {
    const p = await funded();
    const other = await funded();
    const bizNo = newBizNo('C');
    const first = await call<ConsumeResult>('accounts.consumePay', { custId: p.custId, amount: 500, bizNo, canteenId });
    expect(first.code, first.msg).toBe(Code.OK);
    const again = await call<ConsumeResult>('accounts.consumePay', { custId: p.custId, amount: 500, bizNo, canteenId });
    expect(again.code).toBe(Code.OK);
    expect(again.data).toEqual(first.data);
    for (const changed of [{ custId: p.custId, amount: 700 }, { custId: other.custId, amount: 500 }, { custId: p.custId, amount: 500, canteenId: undefined }]) {
      const r = await call('accounts.consumePay', { canteenId, ...changed, bizNo });
      expect(r.code, JSON.stringify(changed)).toBe(Code.CONFLICT);
      expect(r.msg).toContain(bizNo);
    }
    expect(await balances(t.db, p.accId)).toEqual({ cash: 9_500, subsidy: 0, gift: 0 });
    expect(await balances(t.db, other.accId)).toEqual({ cash: 10_000, subsidy: 0, gift: 0 });
    expect(await txnCount(bizNo)).toBe(1);
  });

  it('a device that reuses its trade number for another sale is told so (40900) instead of losing the sale silently', async () => {
    const p = await funded();
    const bizNo = newBizNo('D');
    const sale = await call<ConsumeResult>('accounts.deviceConsume', { custId: p.custId, amount: 1_200, bizNo }, device.token);
    expect(sale.code, sale.msg).toBe(Code.OK);
    const resent = await call<ConsumeResult>('accounts.deviceConsume', { custId: p.custId, amount: 1_200, bizNo }, device.token);
    expect(resent.data).toEqual(sale.data);
    const reused = await call('accounts.deviceConsume', { custId: p.custId, amount: 800, bizNo }, device.token);
    expect(reused.code).toBe(Code.CONFLICT);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 8_800, subsidy: 0, gift: 0 });
  });

  it('a recharge and a refund: another amount under a used bizNo is 40900', async () => {
    const p = await funded(0);
    const bizNo = newBizNo('R');
    expect((await call('accounts.recharge', { custId: p.custId, amount: 2_000, payType: 'cash', bizNo })).code).toBe(Code.OK);
    expect((await call('accounts.recharge', { custId: p.custId, amount: 2_000, payType: 'cash', bizNo })).code).toBe(Code.OK);
    expect((await call('accounts.recharge', { custId: p.custId, amount: 3_000, payType: 'cash', bizNo })).code).toBe(Code.CONFLICT);
    expect((await call('accounts.recharge', { custId: p.custId, amount: 2_000, payType: 'wechat', bizNo })).code).toBe(Code.CONFLICT);
    const order = await call<ConsumeResult>('accounts.consumePay', { custId: p.custId, amount: 1_000, bizNo: newBizNo('C'), canteenId });
    const refundNo = newBizNo('F');
    expect((await call('accounts.refund', { orderId: order.data.orderId, amount: 300, bizNo: refundNo })).code).toBe(Code.OK);
    expect((await call('accounts.refund', { orderId: order.data.orderId, amount: 400, bizNo: refundNo })).code).toBe(Code.CONFLICT);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 1_300, subsidy: 0, gift: 0 });
  });

  it('a batch: the same request answers its first reply and moves nothing twice; other people or amount is 40900', async () => {
    const people = [await funded(0), await funded(0), await funded(0)];
    const custIds = people.map((p) => p.custId);
    const bizNo = newBizNo('B');
    const first = await call<{ batchNo: string; count: number; amount: number }>('accounts.batchRecharge', { custIds, amount: 1_000, payType: 'cash', bizNo });
    expect(first.code, first.msg).toBe(Code.OK);
    expect(first.data).toEqual({ batchNo: bizNo, count: 3, amount: 3_000 });
    const again = await call('accounts.batchRecharge', { custIds, amount: 1_000, payType: 'cash', bizNo });
    expect(again.data).toEqual(first.data);
    const newcomer = await funded(0);
    for (const changed of [
      { custIds, amount: 2_000 },
      { custIds: [...custIds, newcomer.custId], amount: 1_000 },
      { custIds: [newcomer.custId], amount: 1_000 },
    ]) {
      expect((await call('accounts.batchRecharge', { ...changed, payType: 'cash', bizNo })).code, JSON.stringify(changed)).toBe(Code.CONFLICT);
    }
    // A subsidy batch is another operation, even with the same people and amount.
    expect((await call('accounts.batchSubsidy', { custIds, amount: 1_000, bizNo })).code).toBe(Code.CONFLICT);
    for (const p of people) expect(await balances(t.db, p.accId)).toEqual({ cash: 1_000, subsidy: 0, gift: 0 });
    expect(await balances(t.db, newcomer.accId)).toEqual({ cash: 0, subsidy: 0, gift: 0 });
    expect(await txnCount(`#B-${bizNo}-`)).toBe(3);
  });
});

describe('money moves only inside a transaction', () => {
  it('claimBizNo and post refuse to run outside one, and write nothing', async () => {
    const p = await funded(0);
    const ctx = testCtx(t.db, 1);
    const bizNo = newBizNo('X');
    await expect(claimBizNo(ctx, { bizNo, tradeType: 'recharge', accountId: p.accId, custId: p.custId, amount: 100, request: {} })).rejects.toThrow(/inside a transaction/);
    await expect(post(ctx, { txnId: 1, tradeType: 'recharge', bizNo, accountId: p.accId, custId: p.custId, deltas: { cash: 100 }, book: 'cash' })).rejects.toThrow(/inside a transaction/);
    expect(await txnCount(bizNo)).toBe(0);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 0, subsidy: 0, gift: 0 });
  });
});

describe('deduction order through a real payment', () => {
  it('a device pays in its own order; the console in the console order; a person’s own order comes before the device’s', async () => {
    const p = await funded(1_000, 300);
    const own = await funded(1_000, 300);
    expect((await call('settings.deductionSn', { sn: device.serialNumber, order: ['cash', 'subsidy', 'gift'] })).code).toBe(Code.OK);
    expect((await call('settings.deductionCustomer', { custId: own.custId, order: ['subsidy', 'cash', 'gift'] })).code).toBe(Code.OK);
    try {
      const onDevice = await call<ConsumeResult>('accounts.deviceConsume', { custId: p.custId, amount: 200, bizNo: newBizNo('D') }, device.token);
      expect(onDevice.code, onDevice.msg).toBe(Code.OK);
      expect(onDevice.data.paid).toEqual({ subsidy: 0, gift: 0, cash: 200 });
      const atConsole = await call<ConsumeResult>('accounts.consumePay', { custId: p.custId, amount: 200, bizNo: newBizNo('C'), canteenId });
      expect(atConsole.data.paid).toEqual({ subsidy: 200, gift: 0, cash: 0 });
      const ownOrder = await call<ConsumeResult>('accounts.deviceConsume', { custId: own.custId, amount: 200, bizNo: newBizNo('D') }, device.token);
      expect(ownOrder.data.paid).toEqual({ subsidy: 200, gift: 0, cash: 0 });
      expect(await balances(t.db, p.accId)).toEqual({ cash: 800, subsidy: 100, gift: 0 });
    } finally {
      // Through the service, which renews the merchant's deduction stamp (payments cache the overrides under it).
      const left = await call<{ records: { id: number; subjectRef: string }[] }>('settings.deductionOverridePage', { page: 1, limit: 100 });
      for (const o of left.data.records.filter((r) => [device.serialNumber, String(own.custId)].includes(r.subjectRef))) {
        expect((await call('settings.deductionOverrideRemove', { id: o.id })).code).toBe(Code.OK);
      }
    }
  });
});
