import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type Person, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, type Fields } from '../../testing/api';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let t: TestServer;
let admin: string;
let admin2: string;
let head: number;
let kitchen: number;
let finance: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  head = await addOrg('Cust head');
  kitchen = await addOrg('Cust kitchen', head);
  finance = await addOrg('Cust finance');
});
afterAll(() => t.close());

async function addOrg(orgName: string, parentId: number | null = null, token = admin) {
  return (await ok<{ orgId: number }>(t, 'people.orgAdd', { orgName, parentId }, token)).orgId;
}
async function add(custNum: string, orgId: number, extra: Record<string, unknown> = {}, token = admin) {
  return (await ok<{ custId: number }>(t, 'customers.add', { custName: `Name ${custNum}`, custNum, orgId, ...extra }, token)).custId;
}
const page = (id: string, content: Record<string, unknown> = {}, token = admin) => ok<Page<Person>>(t, id, content, token);
const stateOf = async (custId: number) =>
  (
    await t.db.query<{ c: string; a: string }>(`SELECT c.state AS c, a.state AS a FROM customers c JOIN accounts a ON a.cust_id = c.id WHERE c.id = $1`, [custId])
  )[0];

describe('people records', () => {
  it('adds a person with an account, lists, filters by organisation subtree, edits and shows the detail', async () => {
    const a = await add('P001', head, { phone: '13800000001', sex: 1, idCardNo: '11010119900101123x', birthday: '1990-01-01', remark: 'first' });
    const b = await add('P002', kitchen, { kind: 'casual' });
    const c = await add('P003', finance);
    const accounts = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM accounts WHERE cust_id = ANY($1::int[]) AND state = 'normal'`, [[a, b, c]]);
    expect(accounts[0].n).toBe(3);
    expect((await t.db.query(`SELECT 1 FROM account_events e JOIN accounts a ON a.id = e.account_id WHERE a.cust_id = $1 AND e.event = 'open'`, [a])).length).toBe(1);

    const underHead = await page('customers.page', { orgId: head });
    expect(underHead.records.map((r) => r.custNum)).toEqual(['P002', 'P001']);
    expect(underHead.records[1]).toMatchObject({ orgName: 'Cust head', phone: '13800000001', sex: 1, idCardNo: '11010119900101123X', birthday: '1990-01-01', kind: 'staff' });
    expect((await page('customers.page', { custName: 'p00', kind: 'casual' })).records.map((r) => r.custId)).toEqual([b]);
    expect((await page('customers.page', { phone: '0001' })).records.map((r) => r.custId)).toEqual([a]);
    expect((await page('customers.casualPage', {})).records.map((r) => r.custId)).toEqual([b]);

    await ok(t, 'customers.edit', { custId: c, custName: 'Renamed', custNum: 'P003B', orgId: kitchen, sex: 2 }, admin);
    const detail = await ok<Person>(t, 'customers.detail', { custId: c }, admin);
    expect(detail).toMatchObject({ custName: 'Renamed', custNum: 'P003B', orgId: kitchen, orgName: 'Cust kitchen', sex: 2, state: 'normal' });
  });

  it('refuses bad input (40000) and a person number already in use, writing nothing', async () => {
    await add('DUP1', head);
    const before = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers`))[0].n;
    const bad = await t.call<Fields>('customers.add', { custName: ' ', custNum: 'a b', orgId: 0, sex: 5, birthday: '1990-13-01' }, { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['birthday', 'custName', 'custNum', 'orgId', 'sex']);
    const dup = await t.call<Fields>('customers.add', { custName: 'X', custNum: 'DUP1', orgId: head }, { token: admin });
    expect(dup.code).toBe(Code.VALIDATION);
    expect(dup.data.fields).toEqual([{ field: 'custNum', message: 'This person number is already in use' }]);
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers`))[0].n).toBe(before);
    expect((await t.call('customers.batchCancel', { custIds: [] }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('customers.moveToOrg', { custIds: [1], orgId: 'x' }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('customers.savePhotos', { photos: [] }, { token: admin })).code).toBe(Code.VALIDATION);
  });

  it('cancels only people whose account holds no money; cancels their account and cards; lists them as cancelled', async () => {
    const rich = await add('C001', head);
    const poor = await add('C002', head);
    const other = await add('C003', head);
    await t.db.query(`UPDATE accounts SET gift = 100 WHERE cust_id = $1`, [rich]);
    const account = (await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE cust_id = $1`, [poor]))[0].id;
    await t.db.query(`INSERT INTO cards (merchant_id, account_id, cust_id, card_no) VALUES (1, $1, $2, 'CARD-C002')`, [account, poor]);
    const refused = await t.call('customers.cancel', { custId: rich }, { token: admin });
    expect(refused.code).toBe(Code.BUSINESS_RULE);
    expect(refused.msg).toContain('Name C001');
    const batch = await t.call('customers.batchCancel', { custIds: [poor, rich] }, { token: admin });
    expect(batch.code).toBe(Code.BUSINESS_RULE);
    expect(await stateOf(poor)).toEqual({ c: 'normal', a: 'normal' });

    const cancelling = Date.now();
    await ok(t, 'customers.cancel', { custId: poor }, admin);
    expect(await stateOf(poor)).toEqual({ c: 'cancelled', a: 'cancelled' });
    expect((await t.db.query<{ state: string }>(`SELECT state FROM cards WHERE cust_id = $1`, [poor]))[0].state).toBe('cancelled');
    expect((await t.call('customers.cancel', { custId: poor }, { token: admin })).code).toBe(Code.CONFLICT);
    expect((await t.call('customers.edit', { custId: poor, custName: 'x', custNum: 'C002', orgId: head }, { token: admin })).code).toBe(Code.CONFLICT);
    await ok(t, 'customers.batchCancel', { custIds: [other] }, admin);
    const cancelled = await page('customers.cancelledPage', { custNum: 'C00' });
    expect(cancelled.records.map((r) => r.custId).sort()).toEqual([poor, other].sort());
    for (const r of cancelled.records) expect(Date.parse(r.cancelledAt!)).toBeGreaterThanOrEqual(cancelling - 1000);
    expect((await page('customers.page', { custNum: 'C00' })).records.map((r) => r.custId)).toEqual([rich]);
  });

  it('moves people to an organisation, saves photos and registers a face', async () => {
    const a = await add('M001', head);
    const b = await add('M002', head);
    await ok(t, 'customers.moveToOrg', { custIds: [a, b], orgId: finance }, admin);
    expect((await page('customers.page', { orgId: finance, custNum: 'M00' })).total).toBe(2);
    await ok(t, 'customers.savePhoto', { custId: a, photoUrl: '/files/1/x.png' }, admin);
    const batch = await ok<{ saved: number; unknown: string[] }>(t, 'customers.savePhotos', { photos: [{ custNum: 'M002', photoUrl: '/files/1/y.png' }, { custNum: 'NOPE', photoUrl: '/files/1/z.png' }] }, admin);
    expect(batch).toEqual({ saved: 1, unknown: ['NOPE'] });
    expect((await ok<Person>(t, 'customers.detail', { custId: b }, admin)).photoUrl).toBe('/files/1/y.png');

    const face = await t.call<{ faceId: string; photoUrl: string }>('customers.registerFace', { custId: a, faceId: 'FACE-A' }, { token: admin, file: { name: 'a.png', type: 'image/png', data: PNG_1X1 } });
    expect(face.code, face.msg).toBe(Code.OK);
    expect(face.data.faceId).toBe('FACE-A');
    const detail = await ok<Person>(t, 'customers.detail', { custId: a }, admin);
    expect(detail).toMatchObject({ faceId: 'FACE-A', photoUrl: face.data.photoUrl });
    const taken = await t.call<Fields>('customers.registerFace', { custId: b, faceId: 'FACE-A' }, { token: admin, file: { name: 'b.png', type: 'image/png', data: PNG_1X1 } });
    expect(taken.data.fields[0].field).toBe('faceId');
    const noFile = await t.call('customers.registerFace', { custId: b }, { token: admin });
    expect(noFile.code).toBe(Code.VALIDATION);
  });

  it('shows master-data names and refuses another merchant’s master-data ids', async () => {
    const [mine] = await t.db.query<{ id: number }>(`INSERT INTO psn_types (merchant_id, name) VALUES (1, 'Teacher') RETURNING id`);
    const [theirs] = await t.db.query<{ id: number }>(`INSERT INTO psn_types (merchant_id, name) VALUES (2, 'Their type') RETURNING id`);
    const custId = await add('T001', head, { psnTypeId: mine.id });
    expect(await ok<Person>(t, 'customers.detail', { custId }, admin)).toMatchObject({ psnTypeId: mine.id, psnTypeName: 'Teacher' });
    expect((await page('customers.page', { psnTypeId: mine.id })).records.map((r) => r.custId)).toEqual([custId]);
    const refused = await t.call<Fields>('customers.add', { custName: 'X', custNum: 'T002', orgId: head, psnTypeId: theirs.id }, { token: admin });
    expect(refused.data.fields).toEqual([{ field: 'psnTypeId', message: 'The chosen item does not exist' }]);
  });

  it('keeps another merchant’s people out of reach (40400, invisible)', async () => {
    const mine = await add('X001', head);
    const theirOrg = await addOrg('Their cust org', null, admin2);
    const theirs = await add('X001', theirOrg, {}, admin2);
    expect((await page('customers.page', {}, admin2)).records.map((r) => r.custId)).toEqual([theirs]);
    const calls: [string, Record<string, unknown>][] = [
      ['customers.detail', { custId: mine }],
      ['customers.edit', { custId: mine, custName: 'Taken', custNum: 'X001', orgId: theirOrg }],
      ['customers.cancel', { custId: mine }],
      ['customers.batchCancel', { custIds: [mine] }],
      ['customers.savePhoto', { custId: mine, photoUrl: '' }],
      ['customers.moveToOrg', { custIds: [mine], orgId: theirOrg }],
      ['customers.moveToOrg', { custIds: [theirs], orgId: head }],
      ['customers.add', { custName: 'Into mine', custNum: 'X002', orgId: head }],
    ];
    for (const [id, content] of calls) expect((await t.call(id, content, { token: admin2 })).code, id).toBe(Code.NOT_FOUND);
    expect((await ok<{ unknown: string[] }>(t, 'customers.savePhotos', { photos: [{ custNum: 'X001', photoUrl: '/a.png' }] }, admin2)).unknown).toEqual([]);
    expect((await ok<Person>(t, 'customers.detail', { custId: mine }, admin)).photoUrl).toBe('');
    expect((await ok<Person>(t, 'customers.detail', { custId: mine }, admin)).custName).toBe('Name X001');
  });

  it('limits a role to its organisations: it neither sees nor changes people outside them', async () => {
    const inside = await add('S001', kitchen);
    const outside = await add('S002', finance);
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_cust_org', roleName: 'cust org', roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
    await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds: [head], dishScopeIds: null }, admin);
    await ok(t, 'admin.userAdd', { username: 'custscoped', password: await t.encrypt('Passw0rd!'), realName: 'C', roleId }, admin);
    const limited = await t.token('custscoped', 'Passw0rd!');
    const seen = (await page('customers.page', { custNum: 'S00' }, limited)).records.map((r) => r.custId);
    expect(seen).toEqual([inside]);
    for (const [id, content] of [
      ['customers.detail', { custId: outside }],
      ['customers.edit', { custId: outside, custName: 'x', custNum: 'S002', orgId: kitchen }],
      ['customers.cancel', { custId: outside }],
      ['customers.moveToOrg', { custIds: [inside], orgId: finance }],
      ['customers.moveToOrg', { custIds: [outside], orgId: kitchen }],
      ['customers.add', { custName: 'Out', custNum: 'S003', orgId: finance }],
      ['customers.edit', { custId: inside, custName: 'x', custNum: 'S001', orgId: finance }],
    ] as const) {
      expect((await t.call(id, content, { token: limited })).code, id).toBe(Code.NOT_FOUND);
    }
    expect((await ok<Person>(t, 'customers.detail', { custId: inside }, limited)).orgId).toBe(kitchen);
    expect((await ok<Person>(t, 'customers.detail', { custId: outside }, admin)).orgId).toBe(finance);
    await add('S004', head, {}, limited);
  });
});
