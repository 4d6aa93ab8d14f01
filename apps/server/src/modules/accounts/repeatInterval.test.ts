import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ConsumeResult } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * The merchant's repeat interval (setting canteen.repeatIntervalSeconds): a second payment of one person within it
 * is refused — a card swiped twice at the till — judged under the account lock, so two swipes at once charge once.
 */
let t: TestServer;
let admin: string;
let org: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  org = await addOrg(t.db, 1, 'Repeat org');
});
afterAll(async () => {
  await ok(t, 'settings.putSetting', { key: 'canteen', value: {} }, admin);
  await expectMoneyInvariants(t.db);
  await t.close();
});

const setRepeat = (repeatIntervalSeconds: number) => ok(t, 'settings.putSetting', { key: 'canteen', value: { repeatIntervalSeconds } }, admin);
async function funded() {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 10_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  return p;
}
const pay = (custId: number, bizNo = newBizNo('RP')) => t.call<ConsumeResult>('accounts.consumePay', { bizNo, custId, amount: 500 }, { token: admin });

describe('repeat interval', () => {
  it('refuses a second payment inside the interval, charges after it, and a repeat of the same request still answers', async () => {
    await setRepeat(30);
    const p = await funded();
    const bizNo = newBizNo('RP');
    const first = await pay(p.custId, bizNo);
    expect(first.code).toBe(Code.OK);
    const again = await pay(p.custId);
    expect([again.code, again.msg]).toEqual([Code.BUSINESS_RULE, 'Already paid a moment ago: not charged twice']);
    expect(await pay(p.custId, bizNo)).toMatchObject({ code: Code.OK, data: first.data });
    expect(await balances(t.db, p.accId)).toEqual({ cash: 9_500, subsidy: 0, gift: 0 });
    t.advanceClock(31_000);
    expect((await pay(p.custId)).code).toBe(Code.OK);
  });

  it('charges two swipes at the same instant once', async () => {
    await setRepeat(30);
    const p = await funded();
    const codes = (await Promise.all(Array.from({ length: 4 }, () => pay(p.custId)))).map((r) => r.code).sort();
    expect(codes).toEqual([Code.OK, Code.BUSINESS_RULE, Code.BUSINESS_RULE, Code.BUSINESS_RULE]);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 9_500, subsidy: 0, gift: 0 });
  });

  it('lets every payment through when the interval is 0 (the default)', async () => {
    await setRepeat(0);
    const p = await funded();
    expect((await pay(p.custId)).code).toBe(Code.OK);
    expect((await pay(p.custId)).code).toBe(Code.OK);
  });
});
