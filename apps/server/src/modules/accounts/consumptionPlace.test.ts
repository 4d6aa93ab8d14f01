import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ConsumeResult } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { limitedToken, takePersonIds } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * Where a consumption takes place (issue 11): every stall, device and canteen it names must be the merchant's and lie
 * together; an operator limited to some canteens names one, and refunds only orders of their canteens.
 */
let t: TestServer;
let admin: string;
let person: { custId: number; accId: number };
/** Merchant 1: canteens A and B with a stall each, a till in A. Merchant 2: a canteen with a stall and a till. */
const m1 = { a: 0, b: 0, stallA: 0, stallB: 0, tillA: 0 };
const m2 = { canteen: 0, stall: 0, till: 0 };
let tillToken: string;

const insertId = async (sql: string, params: unknown[]) => (await t.db.query<{ id: number }>(`${sql} RETURNING id`, params))[0]!.id;
async function addTill(token: string, canteenId: number, serialNumber: string) {
  const r = await t.call<{ deviceId: number; secret: string }>('devices.machineAdd', { name: serialNumber, type: 'lishixiaofeiji', serialNumber, canteenId, ip: '' }, { token });
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  await takePersonIds(t, admin);
  const admin2 = await t.token('admin2', 'Admin@123');
  m1.a = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Place A')`, []);
  m1.b = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Place B')`, []);
  m1.stallA = await insertId(`INSERT INTO stalls (merchant_id, canteen_id, name) VALUES (1, $1, 'Noodles')`, [m1.a]);
  m1.stallB = await insertId(`INSERT INTO stalls (merchant_id, canteen_id, name) VALUES (1, $1, 'Rice')`, [m1.b]);
  m2.canteen = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (2, 'Other hall')`, []);
  m2.stall = await insertId(`INSERT INTO stalls (merchant_id, canteen_id, name) VALUES (2, $1, 'Other stall')`, [m2.canteen]);
  m2.till = (await addTill(admin2, m2.canteen, 'PLACE-M2')).deviceId;
  const till = await addTill(admin, m1.a, 'PLACE-A');
  m1.tillA = till.deviceId;
  tillToken = (await t.call<{ token: string }>('devices.deviceLogin', { serialNumber: 'PLACE-A', secret: till.secret })).data.token;
  person = await addPerson(t.db, 1, await addOrg(t.db, 1));
  const r = await t.call('accounts.recharge', { custId: person.custId, amount: 100_000, payType: 'cash', bizNo: newBizNo('R') }, { token: admin });
  expect(r.code, r.msg).toBe(Code.OK);
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const consume = (content: Record<string, unknown>, token = admin) =>
  t.call<ConsumeResult>('accounts.consumePay', { custId: person.custId, amount: 500, bizNo: newBizNo('C'), ...content }, { token });
const written = async (bizNo: string) =>
  (await t.db.query<{ n: number }>(`SELECT (SELECT count(*) FROM orders WHERE biz_no = $1) + (SELECT count(*) FROM money_txns WHERE biz_no = $1) AS n`, [bizNo]))[0]!.n;
const fieldOf = (data: unknown) => (data as { fields: { field: string }[] }).fields.map((f) => f.field);
const orderOf = async (orderId: number) =>
  (await t.db.query(`SELECT canteen_id, stall_id, device_id FROM orders WHERE id = $1`, [orderId]))[0] as { canteen_id: number; stall_id: number | null; device_id: number | null };

describe('console consumption', () => {
  it.each([
    ['a foreign stall', () => ({ stallId: m2.stall })],
    ['an unknown stall', () => ({ stallId: 999_999 })],
    ['a foreign device', () => ({ deviceId: m2.till })],
    ['an unknown device', () => ({ deviceId: 999_999 })],
    ['a foreign canteen', () => ({ canteenId: m2.canteen })],
  ])('refuses %s with 40400 and writes nothing', async (_what, place) => {
    const before = await balances(t.db, person.accId);
    const bizNo = newBizNo('C');
    const r = await consume({ canteenId: m1.a, ...place(), bizNo });
    expect(r.code, r.msg).toBe(Code.NOT_FOUND);
    expect(await written(bizNo)).toBe(0);
    expect(await balances(t.db, person.accId)).toEqual(before);
  });

  it('refuses a stall or device of another canteen (40000 on the field)', async () => {
    const stall = await consume({ canteenId: m1.a, stallId: m1.stallB });
    expect([stall.code, fieldOf(stall.data)]).toEqual([Code.VALIDATION, ['stallId']]);
    const device = await consume({ canteenId: m1.b, deviceId: m1.tillA });
    expect([device.code, fieldOf(device.data)]).toEqual([Code.VALIDATION, ['deviceId']]);
    const apart = await consume({ stallId: m1.stallB, deviceId: m1.tillA });
    expect([apart.code, fieldOf(apart.data)]).toEqual([Code.VALIDATION, ['stallId']]);
  });

  it('books the places it names; a stall or device gives the order its canteen', async () => {
    const all = await consume({ canteenId: m1.a, stallId: m1.stallA, deviceId: m1.tillA });
    expect(all.code, all.msg).toBe(Code.OK);
    expect(await orderOf(all.data.orderId)).toEqual({ canteen_id: m1.a, stall_id: m1.stallA, device_id: m1.tillA });
    const byStall = await consume({ stallId: m1.stallB });
    expect(await orderOf(byStall.data.orderId)).toEqual({ canteen_id: m1.b, stall_id: m1.stallB, device_id: null });
  });
});

describe('device consumption', () => {
  const pay = (content: Record<string, unknown>) => t.call<ConsumeResult>('accounts.deviceConsume', { custId: person.custId, amount: 300, bizNo: newBizNo('D'), ...content }, { token: tillToken });

  it("refuses a foreign or unknown stall (40400) and a stall outside the device's canteen (40000)", async () => {
    for (const stallId of [m2.stall, 999_999]) {
      const bizNo = newBizNo('D');
      expect((await pay({ stallId, bizNo })).code).toBe(Code.NOT_FOUND);
      expect(await written(bizNo)).toBe(0);
    }
    const other = await pay({ stallId: m1.stallB });
    expect([other.code, fieldOf(other.data)]).toEqual([Code.VALIDATION, ['stallId']]);
  });

  it('books its own canteen, itself and a stall of its canteen', async () => {
    const r = await pay({ stallId: m1.stallA });
    expect(r.code, r.msg).toBe(Code.OK);
    expect(await orderOf(r.data.orderId)).toEqual({ canteen_id: m1.a, stall_id: m1.stallA, device_id: m1.tillA });
  });

  it('reports an offline record with a foreign stall and books the others', async () => {
    const [bad, good] = [newBizNo('O'), newBizNo('O')];
    const at = new Date().toISOString();
    const r = await t.call<{ results: { bizNo: string; orderId: number; error?: string }[] }>(
      'accounts.deviceOfflineUpload',
      { records: [{ bizNo: bad, custId: person.custId, amount: 200, stallId: m2.stall, at }, { bizNo: good, custId: person.custId, amount: 200, stallId: m1.stallA, at }] },
      { token: tillToken },
    );
    expect(r.code, r.msg).toBe(Code.OK);
    expect(r.data.results[0]).toEqual({ bizNo: bad, orderId: 0, error: 'notFound' });
    expect(r.data.results[1]!.orderId).toBeGreaterThan(0);
    expect(await written(bad)).toBe(0);
  });
});

describe('an operator limited to some canteens', () => {
  let limited: string;
  beforeAll(async () => {
    limited = await limitedToken(t, admin, 'placeA', [m1.a]);
  });

  it('must name a canteen (40000 saying so); an operator with every canteen need not', async () => {
    const bizNo = newBizNo('C');
    const r = await consume({ bizNo }, limited);
    expect([r.code, fieldOf(r.data), r.msg]).toEqual([Code.VALIDATION, ['canteenId'], 'Your data permissions cover only some canteens: name the canteen']);
    expect(await written(bizNo)).toBe(0);
    expect((await consume({})).code).toBe(Code.OK);
  });

  it('pays in its canteens only: another canteen, or a stall of it, is not found', async () => {
    expect((await consume({ canteenId: m1.b }, limited)).code).toBe(Code.NOT_FOUND);
    expect((await consume({ stallId: m1.stallB }, limited)).code).toBe(Code.NOT_FOUND);
    expect((await consume({ canteenId: m1.a }, limited)).code).toBe(Code.OK);
    const byStall = await consume({ stallId: m1.stallA }, limited);
    expect(byStall.code, byStall.msg).toBe(Code.OK);
    expect((await orderOf(byStall.data.orderId)).canteen_id).toBe(m1.a);
  });

  it('refunds orders of its canteens only; one without a canteen is refused (42200)', async () => {
    const refund = (orderId: number) => t.call('accounts.refund', { orderId, amount: 100, bizNo: newBizNo('F') }, { token: limited });
    const [inA, inB, nowhere] = [await consume({ canteenId: m1.a }), await consume({ canteenId: m1.b }), await consume({})];
    expect((await refund(inB.data.orderId)).code).toBe(Code.NOT_FOUND);
    const none = await refund(nowhere.data.orderId);
    expect([none.code, none.msg]).toEqual([Code.BUSINESS_RULE, 'This order names no canteen; only an operator with every canteen may handle it']);
    expect((await t.db.query(`SELECT state FROM orders WHERE id = $1`, [nowhere.data.orderId]))[0]).toEqual({ state: 'paid' });
    expect((await refund(inA.data.orderId)).code).toBe(Code.OK);
    expect((await t.call('accounts.refund', { orderId: nowhere.data.orderId, amount: 100, bizNo: newBizNo('F') }, { token: admin })).code).toBe(Code.OK);
  });
  it('sees the error orders of its canteens only', async () => {
    const errorOrder = async (canteenId: number | null) =>
      insertId(
        `INSERT INTO orders (merchant_id, order_no, biz_no, cust_id, account_id, canteen_id, amount, state, error_reason, ordered_at, meal_day)
         VALUES (1, $1, $1, $2, $3, $4, 700, 'error', 'insufficientBalance', now(), current_date)`,
        [newBizNo('E'), person.custId, person.accId, canteenId],
      );
    const [inA, inB, nowhere] = [await errorOrder(m1.a), await errorOrder(m1.b), await errorOrder(null)];
    const seen = async (token: string) =>
      (await t.call<{ records: { orderId: number }[] }>('accounts.repairErrors', { page: 1, limit: 100 }, { token })).data.records.map((r) => r.orderId);
    expect(await seen(limited)).toContain(inA);
    expect(await seen(limited)).not.toContain(inB);
    expect(await seen(limited)).not.toContain(nowhere);
    expect(await seen(admin)).toEqual(expect.arrayContaining([inA, inB, nowhere]));
    await t.db.query(`DELETE FROM orders WHERE id = ANY($1)`, [[inA, inB, nowhere]]);
  });
});
