import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, endpointById, type CheckDayRow, type CheckFactRow, type CheckFlowRow, type CustomDefinition, type CustomRow, type DeviceDayRow, type Page, type VisitorDayRow } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { limitedOrgToken, limitedToken, ok } from '../../testing/api';
import { testCtx } from '../../testing/ctx';
import { addOrg, addPerson, newBizNo } from '../../testing/money';
import type { Ctx } from '../../platform/context';
import { consume, personalRecharge, refund } from '../accounts';
import { customExportLimits } from './customReports';

/**
 * Custom reports, report checks, machine water, visitors and docking machines (issue 27) on generated payments in
 * Asia/Shanghai: a payment a minute before local midnight, one a minute after, a part refund two days later, a
 * visitor's meal. Every total is compared with sums computed straight from the orders and money operations.
 */

let t: TestServer;
let admin: string;
let admin2: string;
let ctx: Ctx;
const ids = { hallA: 0, hallB: 0, water: 0, water2: 0, till: 0, pos: 0, orgA: 0, orgB: 0, p1: 0, p2: 0, visitor: 0 };
const ZONE = 'Asia/Shanghai';
const localAt = (daysAgo: number, minutes: number) => {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: ZONE }));
  return new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - 8 * 3600_000 - daysAgo * 86_400_000 + minutes * 60_000);
};
const dayOf = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: ZONE });
const range = { startDay: dayOf(localAt(6, 0)), endDay: dayOf(localAt(0, 0)) };
const inTx = <T>(when: Date, fn: (c: Ctx) => Promise<T>) => t.db.tx((db) => fn({ ...ctx, now: () => when, db }));
const insertId = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: number }>(`${sql} RETURNING id`, params))[0].id;
const device = (name: string, type: string, canteenId: number) =>
  insertId(`INSERT INTO devices (merchant_id, name, type, serial_number, canteen_id, secret_hash) VALUES (1, $1, $2, $1, $3, 'x:y')`, [name, type, canteenId]);

type Sum = Record<string, number>;
const page = <T>(id: string, content: Record<string, unknown>, token = admin) => ok<Page<T> & { sum: Sum }>(t, id, { page: 1, limit: 100, ...range, ...content }, token);

async function sheet(id: string, content: Record<string, unknown>, token = admin) {
  const e = endpointById.get(id)!;
  const res = await t.app.inject({ method: e.method, url: e.path, payload: envelopeFor({ ...range, ...content }, token), headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  if (String(res.headers['content-type']).includes('json')) return { reply: res.json() as { code: number }, rows: [] as unknown[][] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { reply: null, rows: wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)) };
}

/** Consumption per local day and device straight from the raw rows: orders paid that day, refunds made that day. */
async function rawByDayDevice(types: string[]): Promise<{ day: string; deviceId: number; orders: number; amount: number; refunds: number; refundAmount: number; net: number }[]> {
  return t.db.query(
    `WITH s AS (SELECT (o.ordered_at AT TIME ZONE $1)::date AS day, o.device_id, count(*) AS n, sum(o.amount) AS a FROM orders o
                 WHERE o.merchant_id = 1 AND o.state IN ('paid', 'part_refunded', 'refunded', 'repaired') GROUP BY 1, 2),
          f AS (SELECT (t.at AT TIME ZONE $1)::date AS day, o.device_id, count(*) AS n, sum(t.amount) AS a FROM money_txns t JOIN orders o ON o.id = t.ref_id
                 WHERE t.merchant_id = 1 AND t.trade_type = 10 GROUP BY 1, 2)
     SELECT to_char(COALESCE(s.day, f.day), 'YYYY-MM-DD') AS day, COALESCE(s.device_id, f.device_id) AS "deviceId",
            COALESCE(s.n, 0)::float8 AS orders, COALESCE(s.a, 0)::float8 AS amount, COALESCE(f.n, 0)::float8 AS refunds, COALESCE(f.a, 0)::float8 AS "refundAmount",
            (COALESCE(s.a, 0) - COALESCE(f.a, 0))::float8 AS net
       FROM s FULL JOIN f ON f.day = s.day AND f.device_id = s.device_id
       JOIN devices d ON d.id = COALESCE(s.device_id, f.device_id) AND d.type = ANY($2::text[])
      ORDER BY 1, 2`,
    [ZONE, types],
  );
}
const pick = (rows: DeviceDayRow[]) => rows.map((r) => ({ day: r.day, deviceId: r.deviceId, orders: r.orders, amount: r.amount, refunds: r.refunds, refundAmount: r.refundAmount, net: r.net }));

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  admin2 = await t.token('admin2', 'Admin@123');
  ctx = testCtx(t.db, 1);
  ids.hallA = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Custom hall A')`);
  ids.hallB = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Custom hall B')`);
  ids.water = await device('Water A', 'shuikongji', ids.hallA);
  ids.water2 = await device('Water B', 'shuikongji', ids.hallB);
  ids.till = await device('Till A', 'lishixiaofeiji', ids.hallA);
  ids.pos = await device('POS B', 'zhifupos', ids.hallB);
  ids.orgA = await addOrg(t.db, 1, 'Custom org A');
  ids.orgB = await addOrg(t.db, 1, 'Custom org B');
  ids.p1 = (await addPerson(t.db, 1, ids.orgA, 'Custom one')).custId;
  ids.p2 = (await addPerson(t.db, 1, ids.orgB, 'Custom two')).custId;
  ids.visitor = (await addPerson(t.db, 1, ids.orgA, 'Custom visitor')).custId;
  await t.db.query(`UPDATE customers SET kind = 'visitor', visit_reason = 'Audit', visit_host = 'Ms Li', created_at = $2 WHERE id = $1`, [ids.visitor, localAt(3, 600)]);
  for (const custId of [ids.p1, ids.p2, ids.visitor]) {
    await inTx(localAt(6, 600), (c) => personalRecharge(c, { custId, amount: 50_000, payType: 'cash', bizNo: newBizNo('R') }));
  }
  const late = await inTx(localAt(3, 24 * 60 - 1), (c) => consume(c, { custId: ids.p1, amount: 1_250, deviceId: ids.water, bizNo: newBizNo('C') }));
  await inTx(localAt(2, 1), (c) => consume(c, { custId: ids.p2, amount: 800, deviceId: ids.water2, bizNo: newBizNo('C') }));
  await inTx(localAt(2, 600), (c) => consume(c, { custId: ids.p1, amount: 500, deviceId: ids.till, bizNo: newBizNo('C') }));
  await inTx(localAt(2, 720), (c) => consume(c, { custId: ids.visitor, amount: 300, deviceId: ids.water, bizNo: newBizNo('C') }));
  await inTx(localAt(1, 600), (c) => consume(c, { custId: ids.p2, amount: 700, deviceId: ids.pos, bizNo: newBizNo('C') }));
  await inTx(localAt(1, 660), (c) => refund(c, { orderId: late.orderId, amount: 250, bizNo: newBizNo('F') }));
});
afterAll(() => t.close());

const definition = { name: 'By day and device', fact: 'sale', dims: ['day', 'device'], measures: ['orders', 'amount', 'refunds', 'refundAmount', 'net'] };

describe('custom reports', () => {
  let reportId = 0;
  it('saves a definition and runs it: rows by day and device equal the raw orders and refunds', async () => {
    ({ reportId } = await ok<{ reportId: number }>(t, 'reportsCustom.add', definition, admin));
    const list = await ok<CustomDefinition[]>(t, 'reportsCustom.list', {}, admin);
    expect(list.map((d) => [d.name, d.dims, d.measures])).toEqual([[definition.name, definition.dims, definition.measures]]);
    const r = await page<CustomRow>('reportsCustom.run', { reportId });
    const raw = await rawByDayDevice(['shuikongji', 'lishixiaofeiji', 'zhifupos']);
    const names = new Map([[ids.water, 'Water A'], [ids.water2, 'Water B'], [ids.till, 'Till A'], [ids.pos, 'POS B']]);
    expect(r.records.map(({ rowKey: _k, ...x }) => x)).toEqual(
      raw.map((x) => ({ day: x.day, device: names.get(x.deviceId), orders: x.orders, amount: x.amount, refunds: x.refunds, refundAmount: x.refundAmount, net: x.net })).sort((a, b) => `${a.day}${a.device}`.localeCompare(`${b.day}${b.device}`)),
    );
    expect(r.sum).toEqual({ orders: 5, amount: 3_550, refunds: 1, refundAmount: 250, net: 3_300 });
  });

  it('runs a money trade type by organisation, equal to the raw recharges', async () => {
    const { reportId: id } = await ok<{ reportId: number }>(t, 'reportsCustom.add', { name: 'Recharges by org', fact: 'recharge', dims: ['org'], measures: ['orders', 'amount', 'cash'] }, admin);
    const r = await page<CustomRow>('reportsCustom.run', { reportId: id });
    expect(r.records.map(({ rowKey: _k, ...x }) => x)).toEqual([
      { org: 'Custom org A', orders: 2, amount: 100_000, cash: 100_000 },
      { org: 'Custom org B', orders: 1, amount: 50_000, cash: 50_000 },
    ]);
    const direct = await t.db.query<{ n: number; a: number }>(`SELECT count(*)::int AS n, sum(amount)::float8 AS a FROM money_txns WHERE merchant_id = 1 AND trade_type = 1`);
    expect(r.sum).toEqual({ orders: direct[0].n, amount: direct[0].a, cash: direct[0].a });
  });

  it('edits and removes a definition; a taken name is a field error', async () => {
    const { reportId: id } = await ok<{ reportId: number }>(t, 'reportsCustom.add', { ...definition, name: 'Temporary' }, admin);
    const taken = await t.call<{ fields: { field: string }[] }>('reportsCustom.edit', { ...definition, reportId: id }, { token: admin });
    expect(taken.code).toBe(Code.VALIDATION);
    expect(taken.data.fields.map((f) => f.field)).toEqual(['name']);
    await ok(t, 'reportsCustom.edit', { ...definition, name: 'By hour', dims: ['hour'], measures: ['orders'], reportId: id }, admin);
    const byHour = await page<CustomRow>('reportsCustom.run', { reportId: id });
    expect(byHour.sum).toEqual({ orders: 5 });
    expect(byHour.records.every((r) => /^\d\d:00$/.test(r.hour!))).toBe(true);
    await ok(t, 'reportsCustom.remove', { reportId: id }, admin);
    expect((await t.call('reportsCustom.run', { page: 1, limit: 10, ...range, reportId: id }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });

  it('refuses shapes outside the whitelists (40000) and writes nothing', async () => {
    const before = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rpt_custom_reports`))[0].n;
    for (const bad of [
      { ...definition, dims: ['stall', 'device'] },
      { ...definition, fact: 'recharge', dims: ['dish'], measures: ['amount'] },
      { ...definition, fact: 'recharge', measures: ['discount'] },
      { ...definition, dims: ['dish'], measures: ['orders'] },
      { ...definition, dims: ['day; DROP TABLE orders'] },
      { ...definition, measures: ['sum(amount)'] },
      { ...definition, fact: 'sale) OR (1=1' },
      { ...definition, name: '' },
      { ...definition, dims: ['day', 'day'] },
    ]) {
      expect((await t.call('reportsCustom.add', bad, { token: admin })).code, JSON.stringify(bad)).toBe(Code.VALIDATION);
    }
    expect((await t.call('reportsCustom.run', { page: 1, limit: 10, startDay: range.endDay, endDay: range.startDay, reportId: 1 }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rpt_custom_reports`))[0].n).toBe(before);
  });

  it('exports the run with a total row, and refuses past the cap (42200)', async () => {
    const file = await sheet('reportsCustom.runExport', { reportId });
    expect(file.rows[0]).toEqual(['Day', 'Device', 'Count', 'Amount (yuan)', 'Refunds', 'Refund amount (yuan)', 'Net (yuan)']);
    expect(file.rows.at(-1)).toEqual(['Total', undefined, 5, 35.5, 1, 2.5, 33]);
    customExportLimits.cap = 1;
    try {
      expect((await sheet('reportsCustom.runExport', { reportId })).reply?.code).toBe(Code.BUSINESS_RULE);
    } finally {
      customExportLimits.cap = 50_000;
    }
  });

  it('shows another merchant none of these definitions or rows', async () => {
    expect(await ok(t, 'reportsCustom.list', {}, admin2)).toEqual([]);
    expect((await t.call('reportsCustom.run', { page: 1, limit: 10, ...range, reportId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('reportsCustom.remove', { reportId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    for (const id of ['reportsCustom.water', 'reportsCustom.visitors', 'reportsCustom.checkDays']) expect((await page(id, {}, admin2)).total, id).toBe(0);
  });

  it('shows a manager of hall A only hall A’s rows, and one of org B only org B’s', async () => {
    const hallA = await limitedToken(t, admin, 'custom_hall_a', [ids.hallA]);
    const r = await page<CustomRow>('reportsCustom.run', { reportId }, hallA);
    expect([...new Set(r.records.map((x) => x.device))].sort()).toEqual(['Till A', 'Water A']);
    expect(r.sum).toEqual({ orders: 3, amount: 2_050, refunds: 1, refundAmount: 250, net: 1_800 });
    const water = await page<DeviceDayRow>('reportsCustom.water', {}, hallA);
    expect(water.records.map((x) => x.deviceName)).toEqual(['Water A', 'Water A', 'Water A']);
    const file = await sheet('reportsCustom.waterExport', {}, hallA);
    expect(file.rows.length).toBe(5);
    const orgB = await limitedOrgToken(t, admin, 'custom_org_b', [ids.orgB]);
    const b = await page<DeviceDayRow>('reportsCustom.water', {}, orgB);
    expect(b.records.map((x) => [x.deviceName, x.amount])).toEqual([['Water B', 800]]);
    expect((await page<VisitorDayRow>('reportsCustom.visitors', {}, orgB)).total).toBe(0);
    expect((await page<VisitorDayRow>('reportsCustom.visitors', {}, orgB)).sum.registered).toBe(0);
  });

  it('refuses a role without these menus (40300), reports and exports alike', async () => {
    const { roleId } = await ok<{ roleId: number }>(
      t,
      'admin.roleAdd',
      { roleCode: 'r_nocustom', roleName: 'nocustom', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => ![1209000, 1210000, 1211000, 1212000].includes(m)) },
      admin,
    );
    await ok(t, 'admin.userAdd', { username: 'nocustom', password: await t.encrypt('Passw0rd!'), realName: 'nocustom', roleId }, admin);
    const token = await t.token('nocustom', 'Passw0rd!');
    for (const id of ['reportsCustom.run', 'reportsCustom.checkDays', 'reportsCustom.checkFacts', 'reportsCustom.water', 'reportsCustom.visitors', 'reportsCustom.docking']) {
      expect((await t.call(id, { page: 1, limit: 10, ...range, reportId: 1 }, { token })).code, id).toBe(Code.FORBIDDEN);
      expect((await sheet(`${id}Export`, { reportId: 1 }, token)).reply?.code, id).toBe(Code.FORBIDDEN);
    }
    for (const id of ['reportsCustom.list', 'reportsCustom.dockingTypes']) expect((await t.call(id, {}, { token })).code, id).toBe(Code.FORBIDDEN);
    expect((await t.call('reportsCustom.add', definition, { token })).code).toBe(Code.FORBIDDEN);
    expect((await t.call('reportsCustom.checkRebuild', { day: range.endDay }, { token })).code).toBe(Code.FORBIDDEN);
  });
});

describe('water, visitors and docking machines', () => {
  it('sums the water-control machines per day and device as the raw rows do', async () => {
    const r = await page<DeviceDayRow>('reportsCustom.water', {});
    expect(pick(r.records)).toEqual(await rawByDayDevice(['shuikongji']));
    expect(r.sum).toMatchObject({ orders: 3, amount: 2_350, refundAmount: 250, net: 2_100 });
    expect((await page<DeviceDayRow>('reportsCustom.water', { deviceId: ids.water2 })).records.map((x) => x.amount)).toEqual([800]);
  });

  it('lists the visitor’s meals per day and the visitors registered in the range', async () => {
    const r = await page<VisitorDayRow>('reportsCustom.visitors', {});
    expect(r.records.map((x) => [x.day, x.custName, x.visitReason, x.visitHost, x.amount])).toEqual([[dayOf(localAt(2, 0)), 'Custom visitor', 'Audit', 'Ms Li', 300]]);
    expect(r.sum).toMatchObject({ amount: 300, visitors: 1, registered: 1 });
    expect((await page<VisitorDayRow>('reportsCustom.visitors', { startDay: range.endDay })).sum.registered).toBe(0);
  });

  it('reads no docking machine until the merchant names their device types', async () => {
    expect((await page<DeviceDayRow>('reportsCustom.docking', {})).total).toBe(0);
    expect((await t.call('reportsCustom.dockingTypesSave', { types: ['nosuchtype'] }, { token: admin })).code).toBe(Code.VALIDATION);
    await ok(t, 'reportsCustom.dockingTypesSave', { types: ['zhifupos'] }, admin);
    expect(await ok(t, 'reportsCustom.dockingTypes', {}, admin)).toEqual({ types: ['zhifupos'] });
    expect(await ok(t, 'reportsCustom.dockingTypes', {}, admin2)).toEqual({ types: [] });
    const r = await page<DeviceDayRow>('reportsCustom.docking', {});
    expect(pick(r.records)).toEqual(await rawByDayDevice(['zhifupos']));
    expect((await page<DeviceDayRow>('reportsCustom.docking', {}, admin2)).total).toBe(0);
  });
});

describe('report checks', () => {
  it('finds no difference once folded, names a changed day and its cause, and rebuilds it', async () => {
    await page('reportsCustom.water', {}); // a report folds the pending marks first
    const clean = await page<CheckDayRow>('reportsCustom.checkDays', {});
    expect(clean.records.every((r) => r.cause === 'none')).toBe(true);
    expect(clean.sum.diffAmount).toBe(0);
    expect(clean.sum.rawAmount).toBe(clean.sum.rollupAmount);
    const saleDay = dayOf(localAt(2, 0));
    // A raw row changed behind the triggers' back: the rollups no longer match.
    await t.db.query(`ALTER TABLE orders DISABLE TRIGGER USER`);
    try {
      await t.db.query(`UPDATE orders SET amount = amount + 100 WHERE merchant_id = 1 AND cust_id = $1`, [ids.visitor]);
    } finally {
      await t.db.query(`ALTER TABLE orders ENABLE TRIGGER USER`);
    }
    const diffs = await page<CheckDayRow>('reportsCustom.checkDays', { onlyDiff: true });
    expect(diffs.records.map((r) => [r.day, r.diffCount, r.diffAmount, r.cause])).toEqual([[saleDay, 0, 100, 'changedAfterFold']]);
    const facts = await page<CheckFactRow>('reportsCustom.checkFacts', { onlyDiff: true });
    expect(facts.records.map((r) => [r.day, r.fact, r.diffAmount])).toEqual([[saleDay, 'sale', 100]]);
    const flow = await page<CheckFlowRow>('reportsCustom.checkFlow', { day: saleDay, fact: 'sale' });
    const direct = await t.db.query<{ n: number; a: number }>(
      `SELECT count(*)::int AS n, sum(amount)::float8 AS a FROM orders WHERE merchant_id = 1 AND (ordered_at AT TIME ZONE $1)::date = $2::date`,
      [ZONE, saleDay],
    );
    expect([flow.total, flow.sum.amount]).toEqual([direct[0].n, direct[0].a]);
    const limitedFlow = await page<CheckFlowRow>('reportsCustom.checkFlow', { day: saleDay, fact: 'sale' }, await limitedToken(t, admin, 'check_hall_b', [ids.hallB]));
    expect(limitedFlow.records.map((r) => r.canteenName)).toEqual(['Custom hall B']);

    await ok(t, 'reportsCustom.checkRebuild', { day: saleDay }, admin);
    expect((await page<CheckDayRow>('reportsCustom.checkDays', { onlyDiff: true })).total).toBe(0);
  });

  it('names a day whose marks are not folded yet as pending', async () => {
    const day = dayOf(localAt(0, 0));
    await inTx(new Date(), (c) => personalRecharge(c, { custId: ids.p2, amount: 1_000, payType: 'cash', bizNo: newBizNo('R') }));
    const r = await page<CheckFactRow>('reportsCustom.checkFacts', { onlyDiff: true, fact: 'recharge' });
    expect(r.records.map((x) => [x.day, x.fact, x.rollupAmount, x.rawAmount, x.cause])).toEqual([[day, 'recharge', 0, 1_000, 'pending']]);
    expect(r.records[0].pendingMarks).toBeGreaterThan(0);
    const file = await sheet('reportsCustom.checkFactsExport', { onlyDiff: true, fact: 'recharge' });
    expect(file.rows[1].slice(0, 2)).toEqual([day, 'Recharge']);
  });

  it('refuses bad check input (40000)', async () => {
    for (const bad of [{ fact: 'nosuch' }, { onlyDiff: 'yes' }, { startDay: '2026-02-30' }]) {
      expect((await t.call('reportsCustom.checkFacts', { page: 1, limit: 10, ...range, ...bad }, { token: admin })).code).toBe(Code.VALIDATION);
    }
    expect((await t.call('reportsCustom.checkRebuild', { day: 'today' }, { token: admin })).code).toBe(Code.VALIDATION);
  });
});
