import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, buildEnvelope, endpointById, signOf } from '@canteen/contract';
import { signKeyFor, startTestServer, type TestServer } from '../testing/server';
import { takePersonIds } from '../testing/api';
import { addOrg, addPerson, balances, newBizNo } from '../testing/money';
import { deviceToken, sendRaw } from './send';

/**
 * Tampered, wrongly signed, stale and replayed envelopes across the kinds of endpoint (GET, JSON write, multipart,
 * device), and a replayed money call that must not move money twice — also when its first run was refused.
 */
let t: TestServer;
let admin: string;
let device: string;
let custId: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  await takePersonIds(t, admin);
  device = await deviceToken(t, admin, 'SIGN-1');
  custId = (await addPerson(t.db, 1, await addOrg(t.db, 1))).custId;
});
afterAll(() => t.close());

const KINDS = [
  { what: 'a GET', id: 'admin.userInfo', content: () => ({}), token: () => admin },
  { what: 'a JSON write', id: 'accounts.recharge', content: () => ({ custId, amount: 100, payType: 'cash', bizNo: newBizNo('SR') }), token: () => admin },
  { what: 'a multipart upload', id: 'customers.importAdd', content: () => ({}), token: () => admin },
  { what: 'a device call', id: 'accounts.deviceConsume', content: () => ({ custId, amount: 1, bizNo: newBizNo('SD') }), token: () => device },
];

describe('sign and replay on every kind of endpoint', () => {
  it.each(KINDS)('refuses $what with tampered content, a wrong secret, a stale or future time', async (k) => {
    const e = endpointById.get(k.id)!;
    const before = await balances(t.db, (await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE cust_id = $1`, [custId]))[0]!.id);
    const signed = buildEnvelope(k.content(), signKeyFor(k.token()));
    const tampered = await sendRaw(t, e, { ...signed.content, tampered: 1 }, { token: k.token(), envelope: { sign: signed.sign, nonceStr: signed.nonceStr, timestamp: signed.timestamp } });
    expect(tampered.body?.code).toBe(Code.BAD_ENVELOPE);
    const other = buildEnvelope(k.content(), 'another-secret');
    expect((await sendRaw(t, e, other.content, { token: k.token(), envelope: { sign: other.sign, nonceStr: other.nonceStr, timestamp: other.timestamp } })).body?.code).toBe(Code.BAD_ENVELOPE);
    for (const skew of [-301_000, 301_000]) {
      const content = k.content();
      const ts = Date.now() + skew;
      const sign = signOf(JSON.stringify(content), 'abcdef', ts, signKeyFor(k.token()));
      expect((await sendRaw(t, e, content, { token: k.token(), envelope: { timestamp: ts, nonceStr: 'abcdef', sign } })).body?.code, `skew ${skew}`).toBe(Code.REPLAYED);
    }
    const accId = (await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE cust_id = $1`, [custId]))[0]!.id;
    expect(await balances(t.db, accId)).toEqual(before);
  });

  it.each(KINDS)('answers $what once and refuses its replay', async (k) => {
    const e = endpointById.get(k.id)!;
    const content = k.content();
    const env = buildEnvelope(content, signKeyFor(k.token()));
    const fields = { sign: env.sign, nonceStr: env.nonceStr, timestamp: env.timestamp };
    const first = await sendRaw(t, e, content, { token: k.token(), envelope: fields });
    expect(first.body?.code).not.toBe(Code.REPLAYED);
    expect((await sendRaw(t, e, content, { token: k.token(), envelope: fields })).body?.code).toBe(Code.REPLAYED);
  });

  it('moves money once for a replayed recharge, and never for the replay of a refused one', async () => {
    const e = endpointById.get('accounts.drawMoney')!;
    const accId = (await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE cust_id = $1`, [custId]))[0]!.id;
    const cash = (await balances(t.db, accId)).cash;
    // Refused now (more than the cash), it would pass later after a recharge: its replay must still be refused.
    const content = { custId, amount: cash + 500, bizNo: newBizNo('SW') };
    const env = buildEnvelope(content, signKeyFor(admin));
    const fields = { sign: env.sign, nonceStr: env.nonceStr, timestamp: env.timestamp };
    expect((await sendRaw(t, e, content, { token: admin, envelope: fields })).body?.code).toBe(Code.BUSINESS_RULE);
    expect((await t.call('accounts.recharge', { custId, amount: 1000, payType: 'cash', bizNo: newBizNo('SR') }, { token: admin })).code).toBe(Code.OK);
    expect((await sendRaw(t, e, content, { token: admin, envelope: fields })).body?.code).toBe(Code.REPLAYED);
    expect((await balances(t.db, accId)).cash).toBe(cash + 1000);
  });
});
