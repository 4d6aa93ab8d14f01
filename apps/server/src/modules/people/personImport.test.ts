import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, envelopeQuery, type ImportFailure, type ImportResult } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';

const HEADER = ['人员编号', '姓名', '组织', '手机号', '性别', '身份证号', '出生日期', '备注'];

let t: TestServer;
let admin: string;
let admin2: string;
let orgA: number;
let orgB: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  orgA = (await ok<{ orgId: number }>(t, 'people.orgAdd', { orgName: 'Import A', orgCode: 'IA' }, admin)).orgId;
  orgB = (await ok<{ orgId: number }>(t, 'people.orgAdd', { orgName: 'Import B', orgCode: 'IB' }, admin)).orgId;
});
afterAll(() => t.close());

async function xlsx(rows: unknown[][], header = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('people');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const importFile = <T>(id: string, data: Buffer, token = admin) =>
  t.call<T>(id, {}, { token, file: { name: 'people.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data } });
const countWhere = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params))[0].n;
const peopleNamed = (prefix: string) => countWhere(`SELECT count(*)::int AS n FROM customers WHERE cust_num LIKE $1`, [`${prefix}%`]);

describe('people import', () => {
  it('imports 10 000 people with their accounts in one go', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`G${String(i).padStart(5, '0')}`, `Person ${i}`, i % 2 ? 'Import A' : 'IB', '1380000' + String(i).padStart(4, '0'), i % 3 ? '男' : '女', '', new Date(Date.UTC(1990, 0, 1 + (i % 300))), '']);
    const started = performance.now();
    const r = await importFile<ImportResult>('customers.importAdd', await xlsx(rows));
    const ms = performance.now() - started;
    expect(r.code, r.msg).toBe(Code.OK);
    expect(r.data).toEqual({ total: 10_000, imported: 10_000 });
    expect(ms).toBeLessThan(15_000);
    const ids = (await t.db.query<{ id: number }>(`SELECT id FROM customers WHERE cust_num LIKE 'G%'`)).map((x) => x.id);
    expect(ids.length).toBe(10_000);
    expect(await countWhere(`SELECT count(*)::int AS n FROM accounts WHERE cust_id = ANY($1::int[])`, [ids])).toBe(10_000);
    const one = (await t.db.query<{ org_id: number; sex: number; birthday: string; phone: string }>(
      `SELECT org_id, sex, to_char(birthday, 'YYYY-MM-DD') AS birthday, phone FROM customers WHERE cust_num = 'G00001'`,
    ))[0];
    expect(one).toEqual({ org_id: orgA, sex: 1, birthday: '1990-01-02', phone: '13800000001' });
  }, 60_000);

  it('writes nothing when 3 of 1000 rows are wrong and names exactly those rows (59000)', async () => {
    const rows: unknown[][] = Array.from({ length: 1000 }, (_, i) => [`H${i}`, `Person ${i}`, 'Import A', '', '', '', '', '']);
    rows[10][1] = ''; // row 12: no name
    rows[500][2] = 'No such org'; // row 502
    rows[998][0] = 'H5'; // row 1000: repeats row 7
    const before = await peopleNamed('H');
    const r = await importFile<ImportFailure>('customers.importAdd', await xlsx(rows));
    expect(r.code).toBe(Code.PASS_THROUGH);
    expect(r.data.total).toBe(1000);
    expect([...new Set(r.data.errors.map((e) => e.row))]).toEqual([12, 502, 1000]);
    expect(r.data.errors.map((e) => [e.row, e.custNum, e.field])).toEqual([
      [12, 'H10', 'custName'],
      [502, 'H500', 'org'],
      [1000, 'H5', 'custNum'],
    ]);
    expect(r.msg).toBe('3 of 1000 rows are wrong; nothing was imported');
    expect(await peopleNamed('H')).toBe(before);
    expect(await countWhere(`SELECT count(*)::int AS n FROM accounts a JOIN customers c ON c.id = a.cust_id WHERE c.cust_num LIKE 'H%'`, [])).toBe(0);
  });

  it('refuses a number already in the database, bad cells, a non-xlsx file and a missing column', async () => {
    await ok(t, 'customers.add', { custName: 'Exists', custNum: 'K1', orgId: orgA }, admin);
    const r = await importFile<ImportFailure>('customers.importAdd', await xlsx([['K1', 'A', 'IA'], ['K2', 'B', 'IA', 'abc', '不明', '', '1990-02-30']]));
    expect(r.code).toBe(Code.PASS_THROUGH);
    expect(r.data.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'custNum'],
      [3, 'phone'],
      [3, 'sex'],
      [3, 'birthday'],
    ]);
    const text = await importFile('customers.importAdd', Buffer.from('custNum,custName\nK3,C\n'));
    expect(text.code).toBe(Code.BUSINESS_RULE);
    expect(text.msg).toBe('Upload an Excel file in .xlsx format');
    const noOrg = await importFile('customers.importAdd', await xlsx([['K4', 'D']], ['Person number', 'Name']));
    expect(noOrg.code).toBe(Code.BUSINESS_RULE);
    expect(noOrg.msg).toBe('The header row lacks required columns: Organisation');
    const empty = await importFile('customers.importAdd', await xlsx([]));
    expect(empty.code).toBe(Code.BUSINESS_RULE);
    const none = await t.call('customers.importAdd', {}, { token: admin });
    expect(none.code).toBe(Code.VALIDATION);
    expect(await peopleNamed('K')).toBe(1);
  });

  it('updates people by number, keeping empty cells; unknown numbers are row errors', async () => {
    await ok(t, 'customers.add', { custName: 'Before', custNum: 'U1', orgId: orgA, phone: '111' }, admin);
    const r = await importFile<ImportResult>('customers.importUpdate', await xlsx([['U1', 'After', 'IB', '', '女']]));
    expect(r.code, r.msg).toBe(Code.OK);
    expect(r.data).toEqual({ total: 1, imported: 1 });
    const row = (await t.db.query<{ cust_name: string; org_id: number; phone: string; sex: number }>(`SELECT cust_name, org_id, phone, sex FROM customers WHERE cust_num = 'U1'`))[0];
    expect(row).toEqual({ cust_name: 'After', org_id: orgB, phone: '111', sex: 2 });
    const bad = await importFile<ImportFailure>('customers.importUpdate', await xlsx([['U1', 'Again'], ['U404', 'Nobody']]));
    expect(bad.code).toBe(Code.PASS_THROUGH);
    expect(bad.data.errors.map((e) => [e.row, e.field])).toEqual([[3, 'custNum']]);
  });

  it('keeps other merchants and organisations outside the role’s scope out of reach', async () => {
    await ok(t, 'customers.add', { custName: 'Mine', custNum: 'V1', orgId: orgA }, admin);
    await ok(t, 'people.orgAdd', { orgName: 'Import A', orgCode: 'IA' }, admin2);
    // merchant 2 may use the same numbers; it cannot update merchant 1's people
    const upd = await importFile<ImportFailure>('customers.importUpdate', await xlsx([['V1', 'Taken']]), admin2);
    expect(upd.code).toBe(Code.PASS_THROUGH);
    const own = await importFile<ImportResult>('customers.importAdd', await xlsx([['V1', 'Theirs', 'Import A']]), admin2);
    expect(own.code, own.msg).toBe(Code.OK);
    expect((await t.db.query<{ cust_name: string }>(`SELECT cust_name FROM customers WHERE cust_num = 'V1' AND merchant_id = 1`))[0].cust_name).toBe('Mine');

    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_imp', roleName: 'imp', roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
    await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds: [orgA], dishScopeIds: null }, admin);
    await ok(t, 'admin.userAdd', { username: 'impscoped', password: await t.encrypt('Passw0rd!'), realName: 'I', roleId }, admin);
    const limited = await t.token('impscoped', 'Passw0rd!');
    const out = await importFile<ImportFailure>('customers.importAdd', await xlsx([['W1', 'In', 'IA'], ['W2', 'Out', 'IB']]), limited);
    expect(out.code).toBe(Code.PASS_THROUGH);
    expect(out.data.errors.map((e) => [e.row, e.field])).toEqual([[3, 'org']]);
    const moveOut = await importFile<ImportFailure>('customers.importUpdate', await xlsx([['U1', 'Scoped']]), limited);
    expect(moveOut.data.errors.map((e) => [e.row, e.field])).toEqual([[2, 'custNum']]);
    expect(await peopleNamed('W')).toBe(0);
  });

  it('serves the template with the header row in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/yunshitang/api/v1/custInfo/importTemplate',
      query: envelopeQuery(envelopeFor({}, admin)) as Record<string, string>,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['Person number', 'Name', 'Organisation', 'Phone', 'Sex', 'ID card number', 'Birthday', 'Remark']);
  });
});
