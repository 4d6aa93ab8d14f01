import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Code, endpointById, type ImportFailure } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { takePersonIds } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

let t: TestServer;
let admin: string;
let admin2: string;
let org: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  await takePersonIds(t, admin);
  org = await addOrg(t.db, 1, 'Import org');
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

async function sheet(header: string[], rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = (id: string, buffer: Buffer, token = admin) => t.call<unknown>(id, {}, { token, file: { name: 'import.xlsx', data: buffer, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
const numOf = async (custId: number) => (await t.db.query<{ cust_num: string }>(`SELECT cust_num FROM customers WHERE id = $1`, [custId]))[0].cust_num;

describe('money imports with a check step', () => {
  it('checks a recharge sheet, keeps it pending, and recharges it once', async () => {
    const a = await addPerson(t.db, 1, org);
    const b = await addPerson(t.db, 1, org);
    const file = await sheet(['人员编号', '金额', '备注'], [
      [await numOf(a.custId), 100, 'March'],
      [await numOf(b.custId), '12.5', ''],
    ]);
    const checked = await upload('accounts.rechargeImportCheck', file);
    expect(checked.code, checked.msg).toBe(Code.OK);
    const { batchNo, total, amount } = checked.data as { batchNo: string; total: number; amount: number };
    expect({ total, amount }).toEqual({ total: 2, amount: 11250 });
    expect(await balances(t.db, a.accId)).toEqual({ cash: 0, subsidy: 0, gift: 0 });
    const pending = await t.call<{ records: { batchNo: string }[] }>('accounts.rechargeImportPage', {}, { token: admin });
    expect(pending.data.records.map((r) => r.batchNo)).toContain(batchNo);
    expect((await t.call('accounts.rechargeImport', { batchNo }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('accounts.rechargeImport', { batchNo }, { token: admin })).code).toBe(Code.CONFLICT);
    expect((await balances(t.db, a.accId)).cash).toBe(10000);
    expect((await balances(t.db, b.accId)).cash).toBe(1250);
    expect((await t.call('accounts.rechargeImport', { batchNo }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
  });

  it('refuses a sheet with bad rows as a whole (59000 with every bad row) and stores nothing', async () => {
    const a = await addPerson(t.db, 1, org);
    const rows: unknown[][] = [];
    for (let i = 0; i < 20; i++) rows.push([await numOf(a.custId), 1]);
    rows.push(['NO-SUCH-PERSON', 5], [await numOf(a.custId), '1.234'], [await numOf(a.custId), -3]);
    const file = await sheet(['人员编号', '金额'], rows);
    const before = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM money_imports`))[0].n;
    const r = await upload('accounts.subsidyImportCheck', file);
    expect(r.code).toBe(Code.PASS_THROUGH);
    const failure = r.data as ImportFailure;
    expect(failure.total).toBe(23);
    // Rows 3–21 repeat one person: a subsidy sheet names each person once.
    expect([...new Set(failure.errors.map((e) => e.row))]).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM money_imports`))[0].n).toBe(before);
  });

  it('brings in opening balances of all three wallets against the opening book', async () => {
    const a = await addPerson(t.db, 1, org);
    const file = await sheet(['人员编号', '现金', '补贴', '赠送'], [[await numOf(a.custId), '10.00', 5, '0.5']]);
    const checked = await upload('accounts.walletImportCheck', file);
    expect(checked.code, checked.msg).toBe(Code.OK);
    await t.call('accounts.walletImport', { batchNo: (checked.data as { batchNo: string }).batchNo }, { token: admin });
    expect(await balances(t.db, a.accId)).toEqual({ cash: 1000, subsidy: 500, gift: 50 });
  });

  it('sets limits from a sheet', async () => {
    const a = await addPerson(t.db, 1, org);
    const file = await sheet(['人员编号', '余额上限', '每日限额'], [[await numOf(a.custId), 500, 30]]);
    const r = await upload('accounts.limitsImport', file);
    expect(r.code, r.msg).toBe(Code.OK);
    const acc = (await t.db.query<{ max_balance: number; single_limit: number | null; daily_limit: number }>(`SELECT max_balance, single_limit, daily_limit FROM accounts WHERE id = $1`, [a.accId]))[0];
    expect(acc).toEqual({ max_balance: 50000, single_limit: null, daily_limit: 3000 });
  });

  it('repairs error orders listed in a sheet and exports those left', async () => {
    const a = await addPerson(t.db, 1, org);
    await t.call('accounts.recharge', { custId: a.custId, amount: 100, payType: 'cash', bizNo: newBizNo('R') }, { token: admin });
    // Two offline consumptions the balance did not cover.
    const canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, $1) RETURNING id`, [`Repair ${Date.now()}`]))[0].id;
    const device = await t.call<{ serialNumber: string; secret: string }>('devices.machineAdd', { name: 'Till', type: 'lishixiaofeiji', serialNumber: `RP-${Date.now()}`, canteenId, ip: '' }, { token: admin });
    const login = await t.call<{ token: string }>('devices.deviceLogin', { serialNumber: device.data.serialNumber, secret: device.data.secret });
    const at = new Date().toISOString();
    const up = await t.call<{ results: { orderId: number; error?: string }[] }>(
      'accounts.deviceOfflineUpload',
      { records: [{ bizNo: newBizNo('D'), custId: a.custId, amount: 300, at }, { bizNo: newBizNo('D'), custId: a.custId, amount: 900, at }] },
      { token: login.data.token },
    );
    expect(up.data.results.map((r) => r.error)).toEqual(['insufficientBalance', 'insufficientBalance']);
    const numbers = (await t.db.query<{ order_no: string }>(`SELECT order_no FROM orders WHERE id = ANY($1::bigint[]) ORDER BY id`, [up.data.results.map((r) => r.orderId)])).map((o) => o.order_no);
    await t.call('accounts.recharge', { custId: a.custId, amount: 300, payType: 'cash', bizNo: newBizNo('R') }, { token: admin });
    const r = await upload('accounts.repairImport', await sheet(['订单号'], numbers.map((n) => [n])));
    expect(r.code, r.msg).toBe(Code.OK);
    expect(r.data).toMatchObject({ total: 2, repaired: 1, failed: [{ row: 3, orderNo: numbers[1] }] });
    expect((await balances(t.db, a.accId)).cash).toBe(100);
    const res = await t.app.inject({ method: 'POST', url: endpointById.get('accounts.repairErrorExport')!.path, payload: envelopeFor({}, admin), headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows[0].slice(0, 2)).toEqual(['Order number', 'Name']);
    expect(rows.slice(1).map((r) => r[0])).toContain(numbers[1]);
    expect(rows.slice(1).map((r) => r[0])).not.toContain(numbers[0]);
  });
});
