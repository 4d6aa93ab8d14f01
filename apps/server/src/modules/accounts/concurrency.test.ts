// @db both — the money invariants under 64 concurrent clients, on each database (vitest.config.ts: serverFilesOn)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
});
afterAll(() => t.close());

describe('concurrent consumption on one account', () => {
  it('64 concurrent charges of a against balance B give exactly ⌊B/a⌋ successes; the rest are refused as insufficient', async () => {
    const org = await addOrg(t.db, 1);
    const p = await addPerson(t.db, 1, org);
    const B = 1000;
    const a = 70;
    const r = await t.call('accounts.recharge', { custId: p.custId, amount: B, payType: 'cash', bizNo: newBizNo('R') }, { token: admin });
    expect(r.code, r.msg).toBe(Code.OK);
    const replies = await Promise.all(
      Array.from({ length: 64 }, () => t.call('accounts.consumePay', { custId: p.custId, amount: a, bizNo: newBizNo('C') }, { token: admin })),
    );
    const codes = replies.map((x) => x.code);
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(Math.floor(B / a));
    const refused = replies.filter((x) => x.code !== Code.OK);
    expect(new Set(refused.map((x) => `${x.code} ${x.msg}`))).toEqual(new Set([`${Code.BUSINESS_RULE} Insufficient balance`]));
    expect(await balances(t.db, p.accId)).toEqual({ cash: B % a, subsidy: 0, gift: 0 });
    await expectMoneyInvariants(t.db);
  });

  it('64 concurrent repeats of one bizNo charge once and all return the same order', async () => {
    const org = await addOrg(t.db, 1);
    const p = await addPerson(t.db, 1, org);
    await t.call('accounts.recharge', { custId: p.custId, amount: 500, payType: 'cash', bizNo: newBizNo('R') }, { token: admin });
    const bizNo = newBizNo('C');
    const replies = await Promise.all(
      Array.from({ length: 64 }, () => t.call<{ orderId: number }>('accounts.consumePay', { custId: p.custId, amount: 120, bizNo }, { token: admin })),
    );
    expect(replies.map((x) => x.code)).toEqual(Array(64).fill(Code.OK));
    expect(new Set(replies.map((x) => x.data.orderId)).size).toBe(1);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 380, subsidy: 0, gift: 0 });
    await expectMoneyInvariants(t.db);
  });
});
