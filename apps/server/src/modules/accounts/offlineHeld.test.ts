import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type ConsumeResult, type HeldRecord, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, limitedToken, ok, takePersonIds } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * Offline records dated outside the merchant's window (settings key 'offline', default 7 days back, 5 minutes
 * ahead) are held for review on the error orders page, not booked: a device clock at 2000 or 2099 must not rewrite
 * historical balances.
 */
let t: TestServer;
let admin: string;
let admin2: string;
let org: number;
let canteenId: number;
let device: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  await takePersonIds(t, admin);
  org = await addOrg(t.db, 1, 'Held org');
  canteenId = await addCanteen(t, admin, 'Held hall');
  device = await deviceLogin('HELD-1');
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;

async function deviceLogin(serialNumber: string): Promise<string> {
  const d = await ok<{ secret: string }>(t, 'devices.machineAdd', { name: `Till ${serialNumber}`, type: 'lishixiaofeiji', serialNumber, canteenId, ip: '' }, admin);
  return (await ok<{ token: string }>(t, 'devices.deviceLogin', { serialNumber, secret: d.secret }, '')).token;
}

type Result = { bizNo: string; orderId: number; error?: string; held?: string };
async function upload(records: Record<string, unknown>[]): Promise<Result[]> {
  return (await ok<{ results: Result[] }>(t, 'accounts.deviceOfflineUpload', { records }, device)).results;
}
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const DAY = 86_400_000;
const heldPage = (content: Record<string, unknown> = {}, token = admin) => ok<Page<HeldRecord>>(t, 'accounts.heldOfflinePage', { limit: 100, ...content }, token);
const heldOf = async (bizNo: string, token = admin) => (await heldPage({}, token)).records.find((r) => r.bizNo === bizNo);
const moneyRowsOf = async (accId: number) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1`, [accId]))[0].n;
const txnsOf = async (bizNos: string[]) => (await t.db.query(`SELECT 1 FROM money_txns WHERE biz_no = ANY($1::text[])`, [bizNos])).length;

async function funded(amount = 10000) {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount, payType: 'cash', bizNo: newBizNo('R') }, admin);
  return p;
}

describe('offline upload window', () => {
  it('old offline records held: 2000-01-01, 2099-01-01 and now−8 days are held, balances and ledger unchanged', async () => {
    const p = await funded();
    const before = { balances: await balances(t.db, p.accId), rows: await moneyRowsOf(p.accId), orders: await t.db.query(`SELECT id FROM orders WHERE cust_id = $1`, [p.custId]) };
    const records = [
      { bizNo: newBizNo('H'), custId: p.custId, amount: 700, at: '2000-01-01T00:00:00Z' },
      { bizNo: newBizNo('H'), custId: p.custId, amount: 800, at: '2099-01-01T00:00:00Z' },
      { bizNo: newBizNo('H'), custId: p.custId, amount: 900, at: ago(8 * DAY) },
    ];
    const results = await upload(records);
    expect(results).toEqual([
      { bizNo: records[0]!.bizNo, orderId: 0, held: 'tooOld' },
      { bizNo: records[1]!.bizNo, orderId: 0, held: 'inFuture' },
      { bizNo: records[2]!.bizNo, orderId: 0, held: 'tooOld' },
    ]);
    expect(await balances(t.db, p.accId)).toEqual(before.balances);
    expect(await moneyRowsOf(p.accId)).toBe(before.rows);
    expect(await t.db.query(`SELECT id FROM orders WHERE cust_id = $1`, [p.custId])).toEqual(before.orders);
    expect(await txnsOf(records.map((r) => r.bizNo))).toBe(0);
    // The reviewer sees them with the person, the device, its time as sent and why.
    const held = await heldOf(records[0]!.bizNo);
    expect(held).toMatchObject({ at: '2000-01-01T00:00:00Z', reason: 'tooOld', state: 'pending', amount: 700, payer: String(p.custId), deviceName: 'Till HELD-1', canteenName: 'Held hall' });
    expect(held!.custName).toMatch(/^P/);
  });

  it('books a record at now−6 days and one at now+2 minutes', async () => {
    const p = await funded(1000);
    const records = [
      { bizNo: newBizNo('B'), custId: p.custId, amount: 300, at: ago(6 * DAY) },
      { bizNo: newBizNo('B'), custId: p.custId, amount: 200, at: ago(-2 * 60_000) },
    ];
    const results = await upload(records);
    expect(results.map((r) => [r.held, r.error, r.orderId > 0])).toEqual([
      [undefined, undefined, true],
      [undefined, undefined, true],
    ]);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 500, subsidy: 0, gift: 0 });
    expect(await heldOf(records[0]!.bizNo)).toBeUndefined();
  });

  it('a re-sent upload holds nothing twice, and a booked bizNo re-sent with another time is refused as reused and stays booked', async () => {
    const p = await funded(1000);
    const bookedBizNo = newBizNo('B');
    const [booked] = await upload([{ bizNo: bookedBizNo, custId: p.custId, amount: 100, at: ago(DAY) }]);
    const records = [
      { bizNo: newBizNo('H'), custId: p.custId, amount: 100, at: '2000-01-01T00:00:00Z' },
      { bizNo: bookedBizNo, custId: p.custId, amount: 100, at: '2000-01-01T00:00:00Z' },
    ];
    const first = await upload(records);
    const again = await upload(records);
    expect(again).toEqual(first);
    expect(first).toEqual([
      { bizNo: records[0]!.bizNo, orderId: 0, held: 'tooOld' },
      // The same trade number with another time is another request (40900), not a hold nor a second charge.
      { bizNo: bookedBizNo, orderId: 0, error: 'bizNoReused' },
    ]);
    expect(booked!.orderId).toBeGreaterThan(0);
    expect((await t.db.query(`SELECT 1 FROM offline_held WHERE biz_no = ANY($1::text[])`, [records.map((r) => r.bizNo)])).length).toBe(1);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 900, subsidy: 0, gift: 0 });
  });

  it('keeps a device clock at year 0 as sent, without failing the upload', async () => {
    const p = await funded();
    const bizNo = newBizNo('H');
    expect(await upload([{ bizNo, custId: p.custId, amount: 100, at: '0000-01-01T00:00:00Z' }])).toEqual([{ bizNo, orderId: 0, held: 'tooOld' }]);
    expect((await heldOf(bizNo))!.at).toBe('0000-01-01T00:00:00Z');
  });

  it('follows the merchant’s window setting, within its bounds', async () => {
    const p = await funded();
    const eightDays = { custId: p.custId, amount: 100, at: ago(8 * DAY) };
    const twoMinutes = { custId: p.custId, amount: 100, at: ago(-2 * 60_000) };
    try {
      await ok(t, 'settings.putSetting', { key: 'offline', value: { daysBack: 10, minutesAhead: 1 } }, admin);
      const results = await upload([
        { bizNo: newBizNo('W'), ...eightDays },
        { bizNo: newBizNo('W'), ...twoMinutes },
      ]);
      expect(results.map((r) => r.held ?? (r.orderId > 0 ? 'booked' : r.error))).toEqual(['booked', 'inFuture']);
      expect(await balances(t.db, p.accId)).toEqual({ cash: 9900, subsidy: 0, gift: 0 });
      for (const value of [{ daysBack: 0, minutesAhead: 5 }, { daysBack: 91, minutesAhead: 5 }, { daysBack: 7, minutesAhead: 1441 }, { daysBack: 1.5, minutesAhead: 5 }]) {
        expect(await code('settings.putSetting', { key: 'offline', value })).toBe(Code.VALIDATION);
      }
    } finally {
      await ok(t, 'settings.putSetting', { key: 'offline', value: {} }, admin);
    }
    expect((await ok<{ value: unknown }>(t, 'settings.getSetting', { key: 'offline' }, admin)).value).toEqual({ daysBack: 7, minutesAhead: 5 });
  });
});

describe('review of held records (error orders page, menu 406000)', () => {
  async function heldFor(amount: number, at = '2099-01-01T00:00:00Z') {
    const p = await funded(1000);
    const bizNo = newBizNo('H');
    await upload([{ bizNo, custId: p.custId, amount, at, items: [{ dishId: 1, qty: 1, price: amount, dishName: 'Rice' }] }]);
    return { ...p, bizNo, heldId: (await heldOf(bizNo))!.heldId };
  }

  it('books a held record once, dated at review, and the device learns it', async () => {
    const h = await heldFor(400);
    const started = Date.now();
    const r = await ok<ConsumeResult>(t, 'accounts.heldOfflineBook', { heldId: h.heldId }, admin);
    expect(r).toMatchObject({ paid: { subsidy: 0, gift: 0, cash: 400 }, balance: 600 });
    expect(await balances(t.db, h.accId)).toEqual({ cash: 600, subsidy: 0, gift: 0 });
    const order = (await t.db.query<{ state: string; ordered_at: string; offline: boolean; device_id: number | null; biz_no: string; order_no: string }>(
      `SELECT state, ordered_at, offline, device_id, biz_no, order_no FROM orders WHERE id = $1`,
      [r.orderId],
    ))[0]!;
    expect(order).toMatchObject({ state: 'paid', offline: false, biz_no: h.bizNo });
    expect(order.device_id).toBeGreaterThan(0);
    expect(Date.parse(order.ordered_at)).toBeGreaterThanOrEqual(started - 1000);
    const ledgerAt = (await t.db.query<{ at: string }>(`SELECT at FROM ledger_entries WHERE account_id = $1 AND amount < 0`, [h.accId]))[0]!.at;
    expect(Date.parse(ledgerAt)).toBeGreaterThanOrEqual(started - 1000);
    // The held record keeps the device's time beside the order and the reviewer.
    const held = await heldOf(h.bizNo);
    expect(held).toMatchObject({ state: 'booked', at: '2099-01-01T00:00:00Z', reviewerName: 'admin' });
    expect(held!.orderNo).toBe(order.order_no);
    expect(Date.parse(held!.reviewedAt!)).toBeGreaterThanOrEqual(started - 1000);
    // A second approval books nothing.
    const rows = await moneyRowsOf(h.accId);
    expect(await code('accounts.heldOfflineBook', { heldId: h.heldId })).toBe(Code.BUSINESS_RULE);
    expect(await code('accounts.heldOfflineReject', { heldId: h.heldId, reason: 'late' })).toBe(Code.BUSINESS_RULE);
    expect(await moneyRowsOf(h.accId)).toBe(rows);
    // The device re-sending it learns the order and stops.
    expect(await upload([{ bizNo: h.bizNo, custId: h.custId, amount: 400, at: '2099-01-01T00:00:00Z' }])).toEqual([{ bizNo: h.bizNo, orderId: r.orderId, held: 'inFuture' }]);
    expect(await balances(t.db, h.accId)).toEqual({ cash: 600, subsidy: 0, gift: 0 });
    await expect
      .poll(async () =>
        (
          await t.db.query<{ code: number }>(`SELECT code FROM sys_operation_log WHERE endpoint_id = 'accounts.heldOfflineBook' AND (content->>'heldId')::int = $1 ORDER BY id`, [h.heldId])
        ).map((l) => l.code),
      )
      .toEqual([Code.OK, Code.BUSINESS_RULE]);
  });

  it('two approvals at once book it once', async () => {
    const h = await heldFor(250);
    const codes = (await Promise.all([1, 2].map(() => t.call('accounts.heldOfflineBook', { heldId: h.heldId }, { token: admin })))).map((r) => r.code).sort();
    expect(codes).toEqual([Code.OK, Code.BUSINESS_RULE]);
    expect(await balances(t.db, h.accId)).toEqual({ cash: 750, subsidy: 0, gift: 0 });
    expect(await t.db.query(`SELECT 1 FROM orders WHERE biz_no = $1`, [h.bizNo])).toHaveLength(1);
  });

  it('a booking the balance does not cover is refused and leaves the record pending', async () => {
    const h = await heldFor(1500);
    expect(await code('accounts.heldOfflineBook', { heldId: h.heldId })).toBe(Code.BUSINESS_RULE);
    expect((await heldOf(h.bizNo))!.state).toBe('pending');
    expect(await balances(t.db, h.accId)).toEqual({ cash: 1000, subsidy: 0, gift: 0 });
  });

  it('rejects with a reason; nothing is booked and it cannot be booked later', async () => {
    const h = await heldFor(300, '2000-01-01T00:00:00Z');
    expect(await code('accounts.heldOfflineReject', { heldId: h.heldId, reason: '  ' })).toBe(Code.VALIDATION);
    await ok(t, 'accounts.heldOfflineReject', { heldId: h.heldId, reason: 'Clock was wrong, charged at the till' }, admin);
    expect(await heldOf(h.bizNo)).toMatchObject({ state: 'rejected', rejectReason: 'Clock was wrong, charged at the till', reviewerName: 'admin', orderNo: null });
    expect(await code('accounts.heldOfflineBook', { heldId: h.heldId })).toBe(Code.BUSINESS_RULE);
    expect(await upload([{ bizNo: h.bizNo, custId: h.custId, amount: 300, at: ago(DAY) }])).toEqual([{ bizNo: h.bizNo, orderId: 0, held: 'tooOld' }]);
    expect(await balances(t.db, h.accId)).toEqual({ cash: 1000, subsidy: 0, gift: 0 });
    expect(await txnsOf([h.bizNo])).toBe(0);
  });

  it('filters by device time, person and device', async () => {
    const h = await heldFor(100, '2000-01-02T08:00:00Z');
    const name = (await t.db.query<{ cust_name: string }>(`SELECT cust_name FROM customers WHERE id = $1`, [h.custId]))[0]!.cust_name;
    const bizNos = async (q: Record<string, unknown>) => (await heldPage(q)).records.map((r) => r.bizNo);
    expect(await bizNos({ atFrom: '2000-01-02T00:00:00Z', atTo: '2000-01-03T00:00:00Z' })).toEqual([h.bizNo]);
    expect(await bizNos({ custName: name })).toEqual([h.bizNo]);
    expect(await bizNos({ custName: name, deviceName: 'HELD-1' })).toEqual([h.bizNo]);
    expect(await bizNos({ custName: name, deviceName: 'no such till' })).toEqual([]);
    expect(await bizNos({ custName: name, state: 'booked' })).toEqual([]);
  });

  it('another merchant neither sees nor reviews them', async () => {
    const h = await heldFor(100);
    expect((await heldPage({}, admin2)).records).toEqual([]);
    expect(await code('accounts.heldOfflineBook', { heldId: h.heldId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('accounts.heldOfflineReject', { heldId: h.heldId, reason: 'x' }, admin2)).toBe(Code.NOT_FOUND);
    expect((await heldOf(h.bizNo))!.state).toBe('pending');
  });

  it('a role of another canteen neither sees nor reviews them', async () => {
    const h = await heldFor(100);
    const other = await addCanteen(t, admin, 'Held elsewhere');
    const limited = await limitedToken(t, admin, 'heldscope', [other]);
    expect((await heldPage({}, limited)).records).toEqual([]);
    expect(await code('accounts.heldOfflineBook', { heldId: h.heldId }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('accounts.heldOfflineReject', { heldId: h.heldId, reason: 'x' }, limited)).toBe(Code.NOT_FOUND);
  });

  it('a role without the error orders menu (406000) is refused', async () => {
    const h = await heldFor(100);
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_noheld', roleName: 'noheld', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 406000) }, admin);
    await ok(t, 'admin.userAdd', { username: 'noheld', password: await t.encrypt('Passw0rd!'), realName: 'noheld', roleId }, admin);
    const token = await t.token('noheld', 'Passw0rd!');
    expect(await code('accounts.heldOfflinePage', {}, token)).toBe(Code.FORBIDDEN);
    expect(await code('accounts.heldOfflineBook', { heldId: h.heldId }, token)).toBe(Code.FORBIDDEN);
    expect(await code('accounts.heldOfflineReject', { heldId: h.heldId, reason: 'x' }, token)).toBe(Code.FORBIDDEN);
    expect((await heldOf(h.bizNo))!.state).toBe('pending');
  });
});
