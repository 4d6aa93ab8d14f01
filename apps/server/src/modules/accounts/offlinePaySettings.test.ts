// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code, type ConsumeResult, type HeldRecord, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, ok } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * The merchant's pay settings on offline uploads (settings key 'pay'): while allowOffline is off, and above
 * offlineMaxAmount (0: no cap), a record is held for review on the error orders page instead of booked. The device
 * took the money, so nothing is lost: a reviewer books or rejects it.
 */
let t: TestServer;
let admin: string;
let org: number;
let device: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  org = await addOrg(t.db, 1, 'Offline pay org');
  const canteenId = await addCanteen(t, admin, 'Offline pay hall');
  const d = await ok<{ secret: string }>(t, 'devices.machineAdd', { name: 'Till OPAY-1', type: 'lishixiaofeiji', serialNumber: 'OPAY-1', canteenId, ip: '' }, admin);
  device = (await ok<{ token: string }>(t, 'devices.deviceLogin', { serialNumber: 'OPAY-1', secret: d.secret }, '')).token;
});
// The records below name people by id: the merchant takes that here unless a test says otherwise (issue 23: off by default).
beforeEach(() => setPay({}));
afterEach(async () => {
  await ok(t, 'settings.putSetting', { key: 'pay', value: {} }, admin);
  await expectMoneyInvariants(t.db);
});
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
const setPay = (value: Record<string, unknown>) => ok(t, 'settings.putSetting', { key: 'pay', value: { payTypes: ['card', 'face', 'qrcode', 'account'], ...value } }, admin);

type Result = { bizNo: string; orderId: number; error?: string; held?: string };
async function upload(records: Record<string, unknown>[]): Promise<Result[]> {
  return (await ok<{ results: Result[] }>(t, 'accounts.deviceOfflineUpload', { records }, device)).results;
}
const hourAgo = () => new Date(Date.now() - 3600_000).toISOString();
const heldOf = async (bizNo: string) => (await ok<Page<HeldRecord>>(t, 'accounts.heldOfflinePage', { limit: 100 }, admin)).records.find((r) => r.bizNo === bizNo);

async function funded(amount = 10000) {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount, payType: 'cash', bizNo: newBizNo('R') }, admin);
  return p;
}

/** What the person's money looks like: balances, ledger rows, orders and money transactions. */
async function moneyOf(p: { custId: number; accId: number }) {
  return {
    balances: await balances(t.db, p.accId),
    ledger: (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1`, [p.accId]))[0]!.n,
    orders: (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE cust_id = $1`, [p.custId]))[0]!.n,
    txns: (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM money_txns WHERE cust_id = $1`, [p.custId]))[0]!.n,
  };
}

describe('offline payments switched off (allowOffline false)', () => {
  it('holds every record of an upload as offlineOff: no money moves, the ledger is unchanged', async () => {
    const p = await funded();
    const before = await moneyOf(p);
    await setPay({ allowOffline: false });
    const records = [
      { bizNo: newBizNo('OFF'), custId: p.custId, amount: 300, at: hourAgo() },
      // Also outside the window: the merchant's switch is the first reason.
      { bizNo: newBizNo('OFF'), custId: p.custId, amount: 400, at: '2000-01-01T00:00:00Z' },
    ];
    expect(await upload(records)).toEqual(records.map((r) => ({ bizNo: r.bizNo, orderId: 0, held: 'offlineOff' })));
    expect(await moneyOf(p)).toEqual(before);
    expect(await heldOf(records[0]!.bizNo)).toMatchObject({ reason: 'offlineOff', state: 'pending', amount: 300, deviceName: 'Till OPAY-1' });
    // Switched on again, a re-sent record stays held: only a reviewer books it.
    await setPay({ allowOffline: true });
    expect(await upload([records[0]!])).toEqual([{ bizNo: records[0]!.bizNo, orderId: 0, held: 'offlineOff' }]);
    expect(await moneyOf(p)).toEqual(before);
  });

  it('a reviewer books a held record: the money moves once, dated now, and the device learns the order', async () => {
    const p = await funded(1000);
    await setPay({ allowOffline: false });
    const record = { bizNo: newBizNo('OFF'), custId: p.custId, amount: 250, at: hourAgo() };
    await upload([record]);
    const { heldId } = (await heldOf(record.bizNo))!;
    // The reviewer decides, whatever the setting still says.
    const booked = await ok<ConsumeResult>(t, 'accounts.heldOfflineBook', { heldId }, admin);
    expect(booked).toMatchObject({ paid: { subsidy: 0, gift: 0, cash: 250 }, balance: 750 });
    expect(await balances(t.db, p.accId)).toEqual({ cash: 750, subsidy: 0, gift: 0 });
    expect(await heldOf(record.bizNo)).toMatchObject({ state: 'booked', reviewerName: 'admin' });
    expect(await upload([record])).toEqual([{ bizNo: record.bizNo, orderId: booked.orderId, held: 'offlineOff' }]);
    expect(await code('accounts.heldOfflineBook', { heldId })).toBe(Code.BUSINESS_RULE);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 750, subsidy: 0, gift: 0 });
  });

  it('a record booked before the switch went off, re-sent, returns its first result and is not held', async () => {
    const p = await funded(1000);
    const record = { bizNo: newBizNo('ON'), custId: p.custId, amount: 100, at: hourAgo() };
    const [first] = await upload([record]);
    expect(first!.orderId).toBeGreaterThan(0);
    await setPay({ allowOffline: false });
    expect(await upload([record])).toEqual([{ bizNo: record.bizNo, orderId: first!.orderId }]);
    expect(await heldOf(record.bizNo)).toBeUndefined();
    expect(await balances(t.db, p.accId)).toEqual({ cash: 900, subsidy: 0, gift: 0 });
  });
});

describe('offline payment cap (offlineMaxAmount)', () => {
  it('holds a record above the cap as overOfflineMax and books those at or below it', async () => {
    const p = await funded(10000);
    await setPay({ offlineMaxAmount: 1000 });
    const records = [
      { bizNo: newBizNo('CAP'), custId: p.custId, amount: 1001, at: hourAgo() },
      { bizNo: newBizNo('CAP'), custId: p.custId, amount: 1000, at: hourAgo() },
      { bizNo: newBizNo('CAP'), custId: p.custId, amount: 999, at: hourAgo() },
    ];
    const results = await upload(records);
    expect(results.map((r) => r.held ?? (r.orderId > 0 && !r.error ? 'booked' : r.error))).toEqual(['overOfflineMax', 'booked', 'booked']);
    expect(results[0]).toEqual({ bizNo: records[0]!.bizNo, orderId: 0, held: 'overOfflineMax' });
    expect(await balances(t.db, p.accId)).toEqual({ cash: 10000 - 1999, subsidy: 0, gift: 0 });
    expect((await t.db.query(`SELECT 1 FROM money_txns WHERE biz_no = $1`, [records[0]!.bizNo])).length).toBe(0);
    expect(await heldOf(records[0]!.bizNo)).toMatchObject({ reason: 'overOfflineMax', state: 'pending', amount: 1001 });
  });

  it('the default cap is ￥50.00; 0 means no cap', async () => {
    const p = await funded(30000);
    const [over] = await upload([{ bizNo: newBizNo('CAP'), custId: p.custId, amount: 5001, at: hourAgo() }]);
    expect(over!.held).toBe('overOfflineMax');
    await setPay({ offlineMaxAmount: 0 });
    const [big] = await upload([{ bizNo: newBizNo('CAP'), custId: p.custId, amount: 20000, at: hourAgo() }]);
    expect(big!.held).toBeUndefined();
    expect(big!.orderId).toBeGreaterThan(0);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 10000, subsidy: 0, gift: 0 });
  });

  it('a reviewer books or rejects a record held above the cap', async () => {
    const p = await funded(10000);
    await setPay({ offlineMaxAmount: 500 });
    const [a, b] = [newBizNo('CAP'), newBizNo('CAP')];
    await upload([
      { bizNo: a, custId: p.custId, amount: 800, at: hourAgo() },
      { bizNo: b, custId: p.custId, amount: 900, at: hourAgo() },
    ]);
    await ok(t, 'accounts.heldOfflineBook', { heldId: (await heldOf(a))!.heldId }, admin);
    await ok(t, 'accounts.heldOfflineReject', { heldId: (await heldOf(b))!.heldId, reason: 'Charged twice at the till' }, admin);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 9200, subsidy: 0, gift: 0 });
    expect(await heldOf(b)).toMatchObject({ state: 'rejected', rejectReason: 'Charged twice at the till' });
  });
});

describe('bad input', () => {
  it('refuses pay settings out of their bounds and malformed records with 40000, holding nothing', async () => {
    for (const value of [{ offlineMaxAmount: -1 }, { offlineMaxAmount: 1.5 }, { offlineMaxAmount: '100' }, { allowOffline: 'no' }, { refundDays: 366 }, { refundDays: -1 }]) {
      expect(await code('settings.putSetting', { key: 'pay', value })).toBe(Code.VALIDATION);
    }
    const p = await funded(1000);
    const bizNo = newBizNo('BAD');
    for (const amount of [0, -100, 12.5]) {
      expect(await code('accounts.deviceOfflineUpload', { records: [{ bizNo, custId: p.custId, amount, at: hourAgo() }] }, device)).toBe(Code.VALIDATION);
    }
    expect(await code('accounts.deviceOfflineUpload', { records: [{ bizNo, custId: p.custId, amount: 100, at: 'yesterday' }] }, device)).toBe(Code.VALIDATION);
    expect(await t.db.query(`SELECT 1 FROM offline_held WHERE biz_no = $1`, [bizNo])).toEqual([]);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 1000, subsidy: 0, gift: 0 });
  });
});

describe('pay types the merchant takes (payTypes)', () => {
  it('refuses a device payment by a medium turned off, writing nothing; a repeat of one made before still gets its first reply', async () => {
    const p = await funded();
    const faceId = `FACE-${p.custId}`;
    await t.db.query(`UPDATE customers SET face_id = $2 WHERE id = $1`, [p.custId, faceId]);
    const pay = (bizNo: string) => t.call<ConsumeResult>('accounts.deviceConsume', { faceId, amount: 500, bizNo }, { token: device });
    const earlier = newBizNo('PT');
    const first = await pay(earlier);
    expect(first.code).toBe(Code.OK);

    await setPay({ payTypes: ['card', 'qrcode'] });
    const before = await moneyOf(p);
    const refused = await pay(newBizNo('PT'));
    expect(refused.code).toBe(Code.BUSINESS_RULE);
    expect(refused.msg).toBe('This merchant does not take this pay type');
    expect(await moneyOf(p)).toEqual(before);
    expect(await pay(earlier)).toMatchObject({ code: Code.OK, data: first.data });
    // Offline records are judged by the same pay types: the device took the goods, so the record is held for review.
    const offline = (await upload([{ bizNo: newBizNo('PT'), faceId, amount: 100, at: hourAgo() }]))[0];
    expect(offline).toMatchObject({ orderId: 0, held: 'payTypeOff' });
    expect(await moneyOf(p)).toEqual(before);

    await setPay({ payTypes: ['card', 'face'] });
    expect((await pay(newBizNo('PT'))).code).toBe(Code.OK);
  });
});

describe('payment by a bare person id (pay type account, issue 23)', () => {
  const byId = (custId: number, amount = 100) => t.call<ConsumeResult>('accounts.deviceConsume', { custId, amount, bizNo: newBizNo('ID') }, { token: device });

  it('is off unless the merchant turns it on: online refused, offline held, nothing written; a manager still charges a person', async () => {
    await ok(t, 'settings.putSetting', { key: 'pay', value: {} }, admin);
    const p = await funded();
    const before = await moneyOf(p);
    expect(await ok(t, 'settings.getSetting', { key: 'pay' }, admin)).toMatchObject({ value: { payTypes: ['card', 'face', 'qrcode'] } });
    const refused = await byId(p.custId);
    expect([refused.code, refused.msg]).toEqual([Code.BUSINESS_RULE, 'This merchant does not take this pay type']);
    const bizNo = newBizNo('ID');
    expect((await upload([{ bizNo, custId: p.custId, amount: 100, at: hourAgo() }]))[0]).toMatchObject({ orderId: 0, held: 'payTypeOff' });
    expect(await moneyOf(p)).toEqual(before);
    // A reviewer may still book the held record: the reviewer decided, not the device.
    const held = await heldOf(bizNo);
    expect(held).toMatchObject({ reason: 'payTypeOff', state: 'pending', payer: String(p.custId) });
    await ok(t, 'accounts.heldOfflineBook', { heldId: held!.heldId }, admin);
    // The console's charge names the person as the manager's own act.
    await ok(t, 'accounts.consumePay', { custId: p.custId, amount: 100, bizNo: newBizNo('ID') }, admin);
    expect((await balances(t.db, p.accId)).cash).toBe(10000 - 200);
  });

  it('pays online and offline once the merchant takes it', async () => {
    const p = await funded();
    await setPay({});
    expect((await byId(p.custId)).code).toBe(Code.OK);
    const [r] = await upload([{ bizNo: newBizNo('ID'), custId: p.custId, amount: 100, at: hourAgo() }]);
    expect(r!.orderId).toBeGreaterThan(0);
    expect(r!.held).toBeUndefined();
    expect((await balances(t.db, p.accId)).cash).toBe(10000 - 200);
  });
});

describe('offline records and the marketing rules (issue 23)', () => {
  const offlineCard = async (p: { custId: number }, amount: number) => {
    const cardNo = `OFFMKT${p.custId}`;
    await ok(t, 'accounts.applyCard', { custId: p.custId, cardNo }, admin);
    return (await upload([{ bizNo: newBizNo('OM'), cardNo, amount, at: new Date(Date.now() - 60_000).toISOString() }]))[0]!;
  };

  it('a discount rule prices an offline record as it would an online one', async () => {
    const p = await funded();
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.consumeRuleAdd', { name: 'Offline half price', canteenIds: [], psnTypeIds: [], payPercent: 50 }, admin);
    try {
      const r = await offlineCard(p, 1000);
      expect(r.error).toBeUndefined();
      const order = (await t.db.query<{ amount: number; list_amount: number }>(`SELECT amount::float8 AS amount, list_amount::float8 AS list_amount FROM orders WHERE id = $1`, [r.orderId]))[0];
      expect(order).toEqual({ amount: 500, list_amount: 1000 });
      expect((await balances(t.db, p.accId)).cash).toBe(10000 - 500);
    } finally {
      await ok(t, 'marketing.consumeRuleRemove', { ruleId }, admin);
    }
  });

  it('a record a rule refuses becomes an error order with the rule\'s reason: no money moves', async () => {
    const p = await funded();
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.eatingRuleAdd', { name: 'Closed offline', canteenIds: [], psnTypeIds: [], allowed: false }, admin);
    try {
      const before = await balances(t.db, p.accId);
      const r = await offlineCard(p, 300);
      expect(r.orderId).toBeGreaterThan(0);
      const order = (await t.db.query<{ state: string; error_reason: string }>(`SELECT state, error_reason FROM orders WHERE id = $1`, [r.orderId]))[0];
      expect(order).toEqual({ state: 'error', error_reason: r.error });
      expect(r.error).not.toBe('insufficientBalance');
      expect(await balances(t.db, p.accId)).toEqual(before);
    } finally {
      await ok(t, 'marketing.eatingRuleRemove', { ruleId }, admin);
    }
  });
});
