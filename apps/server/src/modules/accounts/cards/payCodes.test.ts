import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ConsumeResult, type PayCode } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../../testing/server';
import { testCtx } from '../../../testing/ctx';
import { ok, limitedOrgToken } from '../../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../../testing/money';
import { formatPayCode, issuePayCode, parsePayCode, prunePayCodeUses, redeemPayCode } from './payCodes';

let t: TestServer;
let admin: string;
let admin2: string;
let device: string;
let org: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  org = await addOrg(t.db, 1, 'Pay code org');
  const canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Pay code hall') RETURNING id`))[0].id;
  const d = await ok<{ serialNumber: string; secret: string }>(t, 'devices.machineAdd', { name: 'Till', type: 'lishixiaofeiji', serialNumber: `PAYCODE-${Date.now()}`, canteenId, ip: '' }, admin);
  device = (await ok<{ token: string }>(t, 'devices.deviceLogin', { serialNumber: d.serialNumber, secret: d.secret }, '')).token;
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const payCode = (custId: number, token = admin) => t.call<PayCode>('customers.payCode', { custId }, { token });
const pay = (qrCode: string, amount = 300, bizNo = newBizNo('Q')) => t.call<ConsumeResult>('accounts.deviceConsume', { bizNo, qrCode, amount }, { token: device });

/** A person of merchant 1 with ￥10 cash. */
async function payer() {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 1000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  return p;
}

/** What a refusal must leave alone: the person's wallets, and the ledger and orders as a whole. */
async function moneyState(accId: number) {
  const counts = (
    await t.db.query<{ entries: number; orders: number }>(`SELECT (SELECT count(*) FROM ledger_entries)::int AS entries, (SELECT count(*) FROM orders)::int AS orders`)
  )[0];
  return { wallets: await balances(t.db, accId), ...counts };
}

describe('paying with a payment code', () => {
  it('a fresh code pays once; the same code again is refused as already used and charges nothing', async () => {
    const p = await payer();
    const issued = (await payCode(p.custId)).data;
    expect(issued.code).toMatch(/^CCP1[A-Z2-7]{52}$/);
    expect(issued.expiresIn).toBeGreaterThan(30);
    expect(issued.expiresIn).toBeLessThanOrEqual(60);
    expect(new Date(issued.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);

    const first = await pay(issued.code);
    expect(first.code, first.msg).toBe(Code.OK);
    expect(first.data.balance).toBe(700);
    const order = (await t.db.query<{ cust_id: number; pay_type: string }>(`SELECT cust_id, pay_type FROM orders WHERE id = $1`, [first.data.orderId]))[0];
    expect(order).toEqual({ cust_id: p.custId, pay_type: 'qrcode' });

    const before = await moneyState(p.accId);
    const again = await pay(issued.code);
    expect([again.code, again.msg]).toEqual([Code.BUSINESS_RULE, 'This payment code was already used; refresh it and show it again']);
    expect(await moneyState(p.accId)).toEqual(before);
    // A new code pays again.
    expect((await pay((await payCode(p.custId)).data.code)).data.balance).toBe(400);
  });

  it('a trade the device sends again returns its first result without a second charge', async () => {
    const p = await payer();
    const { code } = (await payCode(p.custId)).data;
    const bizNo = newBizNo('Q');
    const first = await pay(code, 250, bizNo);
    expect(first.code, first.msg).toBe(Code.OK);
    const resent = await pay(code, 250, bizNo);
    expect(resent.data).toEqual(first.data);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 750, subsidy: 0, gift: 0 });
  });

  it('two devices paying with one code at once: one pays, the other is refused', async () => {
    const p = await payer();
    const { code } = (await payCode(p.custId)).data;
    const both = await Promise.all([pay(code, 100), pay(code, 100), pay(code, 100)]);
    expect(both.map((r) => r.code).sort()).toEqual([Code.OK, Code.BUSINESS_RULE, Code.BUSINESS_RULE]);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 900, subsidy: 0, gift: 0 });
  });

  it('a refused payment leaves the code unused', async () => {
    const p = await payer();
    const { code } = (await payCode(p.custId)).data;
    const refused = await pay(code, 5000);
    expect([refused.code, refused.msg]).toEqual([Code.BUSINESS_RULE, 'Insufficient balance']);
    expect((await pay(code, 500)).data.balance).toBe(500);
  });

  it('a code older than its window is refused as expired and charges nothing', async () => {
    const p = await payer();
    const old = await issuePayCode({ ...testCtx(t.db, 1), now: () => new Date(Date.now() - 90_000) }, p.custId);
    const before = await moneyState(p.accId);
    const r = await pay(old.code);
    expect([r.code, r.msg]).toEqual([Code.BUSINESS_RULE, 'This payment code has expired; refresh it and show it again']);
    expect(await moneyState(p.accId)).toEqual(before);
  });

  it('pays in its issuing 30-second step and the next, never later', async () => {
    const p = await payer();
    const start = new Date(Math.floor(Date.now() / 30_000) * 30_000);
    const at = (ms: number) => ({ ...testCtx(t.db, 1), now: () => new Date(start.getTime() + ms) });
    const issued = await issuePayCode(at(0), p.custId);
    expect([issued.expiresAt, issued.expiresIn]).toEqual([new Date(start.getTime() + 60_000).toISOString(), 60]);
    const redeem = (code: string, ms: number) => t.db.tx((db) => redeemPayCode({ ...at(ms), db }, code, newBizNo('Q')));
    await expect(redeem(issued.code, 59_999)).resolves.toBe(p.custId);
    const late = await issuePayCode(at(0), p.custId);
    await expect(redeem(late.code, 60_000)).rejects.toMatchObject({ key: 'payCodeExpired' });
    // A step the server has not reached yet was never issued here.
    const early = await issuePayCode(at(30_000), p.custId);
    await expect(redeem(early.code, 0)).rejects.toMatchObject({ key: 'payCodeInvalid' });
  });

  it('forgets a used code only once its window has passed', async () => {
    const p = await payer();
    const { code } = (await payCode(p.custId)).data;
    expect((await pay(code)).code).toBe(Code.OK);
    const nonce = parsePayCode(code)!.nonce.toString('hex');
    const kept = async () => (await t.db.query(`SELECT 1 FROM pay_code_uses WHERE nonce = $1`, [nonce])).length;
    await prunePayCodeUses(t.db, new Date(Date.now() + 30_000));
    expect(await kept()).toBe(1);
    await prunePayCodeUses(t.db, new Date(Date.now() + 120_000));
    expect(await kept()).toBe(0);
  });

  it('refuses forged, altered, foreign and bare person-number codes as invalid, charging nothing', async () => {
    const p = await payer();
    const other = await payer();
    const org2 = await addOrg(t.db, 2);
    const stranger = await addPerson(t.db, 2, org2);
    await ok(t, 'accounts.recharge', { custId: stranger.custId, amount: 1000, payType: 'cash', bizNo: newBizNo('R') }, admin2);
    const { code } = (await payCode(p.custId)).data;
    const fields = parsePayCode(code)!;
    const flipped = Buffer.from(fields.mac);
    flipped[0] ^= 1;
    const custNum = (await t.db.query<{ cust_num: string }>(`SELECT cust_num FROM customers WHERE id = $1`, [p.custId]))[0].cust_num;
    const forged = {
      'a tampered MAC': formatPayCode({ ...fields, mac: flipped }),
      "another person's id in the code": formatPayCode({ ...fields, custId: other.custId }),
      'a later step in the code': formatPayCode({ ...fields, step: fields.step + 1 }),
      "another merchant's code": (await payCode(stranger.custId, admin2)).data.code,
      'the bare person number': custNum,
      'a card-like number': 'E1001',
      'a code cut short': code.slice(0, -1),
      'a code in lower case': code.toLowerCase(),
    };
    const before = [await moneyState(p.accId), await balances(t.db, other.accId), await balances(t.db, stranger.accId)];
    for (const [what, qrCode] of Object.entries(forged)) {
      const r = await pay(qrCode);
      expect([r.code, r.msg], what).toEqual([Code.BUSINESS_RULE, 'This is not a valid payment code']);
    }
    expect([await moneyState(p.accId), await balances(t.db, other.accId), await balances(t.db, stranger.accId)]).toEqual(before);
    // The genuine code was not spent by the forgeries.
    expect((await pay(code)).code).toBe(Code.OK);
  });

  it('names the payer alone: a QR code beside a card or person is refused as invalid input', async () => {
    const p = await payer();
    const { code } = (await payCode(p.custId)).data;
    const r = await t.call('accounts.deviceConsume', { bizNo: newBizNo('Q'), qrCode: code, custId: p.custId, amount: 100 }, { token: device });
    expect(r.code).toBe(Code.VALIDATION);
  });
});

describe('the console call for a code', () => {
  it('needs the person records menu', async () => {
    const p = await addPerson(t.db, 1, org);
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_nopeople', roleName: 'No people', roleDesc: '', menuIds: [801000] }, admin);
    await ok(t, 'admin.userAdd', { username: 'nopeople', password: await t.encrypt('Passw0rd!'), realName: 'No people', roleId }, admin);
    const r = await payCode(p.custId, await t.token('nopeople', 'Passw0rd!'));
    expect(r.code).toBe(Code.FORBIDDEN);
  });

  it("is scoped to the caller's merchant and organisations, and gives a cancelled person none", async () => {
    const inside = await addOrg(t.db, 1);
    const outside = await addOrg(t.db, 1);
    const a = await addPerson(t.db, 1, inside);
    const b = await addPerson(t.db, 1, outside);
    expect((await payCode(a.custId, admin2)).code).toBe(Code.NOT_FOUND);
    const limited = await limitedOrgToken(t, admin, `paycode_${Date.now()}`, [inside]);
    expect((await payCode(a.custId, limited)).code).toBe(Code.OK);
    expect((await payCode(b.custId, limited)).code).toBe(Code.NOT_FOUND);
    await t.db.query(`UPDATE customers SET state = 'cancelled' WHERE id = $1`, [a.custId]);
    const r = await payCode(a.custId);
    expect([r.code, r.msg]).toEqual([Code.BUSINESS_RULE, 'The person is cancelled']);
  });

  it('keeps the key sealed and writes each issue to the operation log', async () => {
    const p = await addPerson(t.db, 1, org);
    const { code } = (await payCode(p.custId)).data;
    const key = (await t.db.query<{ sealed_key: string }>(`SELECT sealed_key FROM pay_code_keys WHERE merchant_id = 1`))[0].sealed_key;
    expect(key).toMatch(/^v\d:/);
    // The log row is written as the reply goes out.
    const logged = () => t.db.query(`SELECT row_to_json(l)::text AS row FROM sys_operation_log l WHERE endpoint_id = 'customers.payCode' AND content = $1::jsonb`, [JSON.stringify({ custId: p.custId })]);
    await expect.poll(async () => (await logged()).length, { timeout: 5_000 }).toBe(1);
    const rows = await logged();
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});
