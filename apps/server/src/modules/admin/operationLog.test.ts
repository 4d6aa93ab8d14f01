import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type OperationLog, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import type { Ctx } from '../../platform/context';
import { dashboard } from './operationLog';

interface LogRow {
  merchant_id: number | null;
  user_id: number;
  username: string;
  endpoint_id: string;
  method: string;
  path: string;
  code: number;
  msg: string;
  content: Record<string, unknown>;
}
interface Dashboard {
  users: number;
  enabledUsers: number;
  roles: number;
  operationsToday: number;
  failedToday: number;
  recentOperations: OperationLog[] | null;
}

let t: TestServer;
let admin: string;
let admin2: string;
let platform: string;
let limited: string;
let adminId: number;
let limitedId: number;
const ciphertexts: string[] = [];
const encrypt = async (p: string) => {
  const c = await t.encrypt(p);
  ciphertexts.push(c);
  return c;
};
const rowsOf = (merchantId: number) =>
  t.db.query<LogRow>(
    `SELECT merchant_id, user_id, username, endpoint_id, method, path, code, msg, content FROM sys_operation_log WHERE merchant_id IS NOT DISTINCT FROM $1 ORDER BY id`,
    [merchantId],
  );
const logPage = (token: string, content: Record<string, unknown> = {}) => t.call<Page<OperationLog>>('admin.operationLogPage', content, { token });

/** The calls of the first test, with the codes they must get. */
let expected: { endpoint_id: string; username: string; code: number }[];

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2, platform] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123'), t.token('platform', 'Platform@123')]);
  adminId = (await t.db.query<{ id: number }>(`SELECT id FROM mgr_users WHERE username = 'admin'`))[0].id;
  // The logins above are logged too (auth.token); the tests below start from an empty log.
  await t.db.query(`DELETE FROM sys_operation_log`);
});
afterAll(() => t.close());

describe('operation log', () => {
  it('records every state-changing call, failed ones too, with endpoint, user and code', async () => {
    const role = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode: 'logged', roleName: 'Logged', menuIds: [301000] }, { token: admin });
    const dup = await t.call('admin.roleAdd', { roleCode: 'logged', roleName: 'Again', menuIds: [] }, { token: admin });
    const adminRole = (await t.db.query<{ id: number }>(`SELECT id FROM mgr_roles WHERE merchant_id = 1 AND is_admin`))[0].id;
    const locked = await t.call('admin.roleRemove', { id: adminRole }, { token: admin });
    const user = await t.call<{ userId: number }>('admin.userAdd', { username: 'limited1', password: await encrypt('Passw0rd!'), realName: 'L', roleId: role.data.roleId }, { token: admin });
    limitedId = user.data.userId;
    const reset = await t.call('admin.userPassword', { userId: limitedId, newPassword: await encrypt('Passw0rd!2') }, { token: admin });
    limited = await t.token('limited1', 'Passw0rd!2');
    const wrongOld = await t.call('admin.changeOwnPassword', { oldPassword: await encrypt('Passw0rd!'), newPassword: await encrypt('Passw0rd!3') }, { token: limited });
    const forbidden = await t.call('admin.roleAdd', { roleCode: 'sneaky', roleName: 'Sneaky', menuIds: [] }, { token: limited });
    const mismatch = await t.call('admin.roleAdd', { roleCode: 'other_m', roleName: 'Other', menuIds: [] }, { token: admin, headers: { 'MERCHANT-ID': '2' } });
    const invalid = await t.call('admin.roleAdd', { roleCode: 'x', roleName: '', menuIds: [] }, { token: admin });
    const logo = await t.call('settings.logoConfig', { loginLogoUrl: '/files/1/logo/a.png', logoUrl: '' }, { token: admin });
    expect([role.code, dup.code, locked.code, user.code, reset.code, wrongOld.code, forbidden.code, mismatch.code, invalid.code, logo.code]).toEqual([
      Code.OK,
      Code.VALIDATION,
      Code.CONFLICT,
      Code.OK,
      Code.OK,
      Code.VALIDATION,
      Code.FORBIDDEN,
      Code.FORBIDDEN,
      Code.VALIDATION,
      Code.OK,
    ]);
    // Reads, and calls whose caller is unknown, write nothing.
    await t.call('admin.rolePage', {}, { token: admin });
    await t.call('admin.userInfo', {}, { token: admin });
    await t.call('admin.roleAdd', { roleCode: 'anon', roleName: 'Anon', menuIds: [] }, { token: 'not-a-token' });

    expected = [
      { endpoint_id: 'admin.roleAdd', username: 'admin', code: Code.OK },
      { endpoint_id: 'admin.roleAdd', username: 'admin', code: Code.VALIDATION },
      { endpoint_id: 'admin.roleRemove', username: 'admin', code: Code.CONFLICT },
      { endpoint_id: 'admin.userAdd', username: 'admin', code: Code.OK },
      { endpoint_id: 'admin.userPassword', username: 'admin', code: Code.OK },
      { endpoint_id: 'auth.token', username: 'limited1', code: Code.OK },
      { endpoint_id: 'admin.changeOwnPassword', username: 'limited1', code: Code.VALIDATION },
      { endpoint_id: 'admin.roleAdd', username: 'limited1', code: Code.FORBIDDEN },
      { endpoint_id: 'admin.roleAdd', username: 'admin', code: Code.FORBIDDEN },
      { endpoint_id: 'admin.roleAdd', username: 'admin', code: Code.VALIDATION },
      { endpoint_id: 'settings.logoConfig', username: 'admin', code: Code.OK },
    ];
    const rows = await rowsOf(1);
    expect(rows.map((r) => ({ endpoint_id: r.endpoint_id, username: r.username, code: r.code }))).toEqual(expected);
    expect(rows.map((r) => r.user_id)).toEqual(expected.map((e) => (e.username === 'admin' ? adminId : limitedId)));
    expect(rows[0]).toMatchObject({ method: 'POST', path: '/admin/api/v1/mgrrole/add', msg: 'Success', content: { roleCode: 'logged', roleName: 'Logged', menuIds: [301000] } });
    expect(rows[2]).toMatchObject({ method: 'DELETE', path: `/admin/api/v1/mgrrole/remove/${adminRole}`, msg: 'The administrator role cannot be changed or removed' });
    expect(rows[10].content).toEqual({ loginLogoUrl: '/files/1/logo/a.png', logoUrl: '' });
    expect(await t.db.query(`SELECT 1 FROM sys_operation_log WHERE merchant_id IS NULL OR merchant_id <> 1`)).toEqual([]);
  });

  it('never stores a password, neither as text nor as ciphertext', async () => {
    const rows = await t.db.query<{ row: string }>(`SELECT row_to_json(l)::text AS row FROM sys_operation_log l`);
    expect(rows.length).toBeGreaterThan(0);
    expect(ciphertexts).toHaveLength(4);
    for (const { row } of rows) {
      expect(row).not.toMatch(/Passw0rd/);
      for (const c of ciphertexts) expect(row).not.toContain(c.slice(0, 40));
    }
    const user = (await rowsOf(1)).find((r) => r.endpoint_id === 'admin.userAdd');
    expect(user?.content).toMatchObject({ username: 'limited1', password: '***' });
    const change = (await rowsOf(1)).find((r) => r.endpoint_id === 'admin.changeOwnPassword');
    expect(change?.content).toEqual({ oldPassword: '***', newPassword: '***' });
  });

  it('pages newest first with totals and summaries', async () => {
    const r = await logPage(admin, { limit: 10 });
    expect(r.code).toBe(Code.OK);
    expect(r.data.total).toBe(expected.length);
    const newestFirst = expected.map((e) => e.endpoint_id).reverse();
    expect(r.data.records.map((l) => l.endpointId)).toEqual(newestFirst.slice(0, 10));
    const second = await logPage(admin, { limit: 10, page: 2 });
    expect(second.data).toMatchObject({ total: expected.length, page: 2 });
    expect(second.data.records.map((l) => l.endpointId)).toEqual(newestFirst.slice(10));
    expect(second.data.records.at(-1)).toMatchObject({ username: 'admin', endpointId: 'admin.roleAdd', summary: 'Add a role', method: 'POST', path: '/admin/api/v1/mgrrole/add', code: 10000 });
  });

  it('filters by user name, endpoint, failures and time', async () => {
    const byUser = await logPage(admin, { username: 'LIMITED' });
    expect(byUser.data.records.map((l) => [l.username, l.endpointId, l.code])).toEqual([
      ['limited1', 'admin.roleAdd', Code.FORBIDDEN],
      ['limited1', 'admin.changeOwnPassword', Code.VALIDATION],
      ['limited1', 'auth.token', Code.OK],
    ]);
    const failed = await logPage(admin, { failedOnly: true });
    expect(failed.data.total).toBe(expected.filter((e) => e.code !== Code.OK).length);
    expect(failed.data.records.every((l) => l.code !== Code.OK)).toBe(true);
    const removes = await logPage(admin, { endpointId: 'roleRemove' });
    expect(removes.data.records.map((l) => [l.code, l.msg])).toEqual([[Code.CONFLICT, 'The administrator role cannot be changed or removed']]);
    const future = new Date(Date.now() + 3600_000).toISOString();
    const past = new Date(Date.now() - 3600_000).toISOString();
    expect((await logPage(admin, { from: future })).data.total).toBe(0);
    expect((await logPage(admin, { from: past, to: future })).data.total).toBe(expected.length);
    expect((await logPage(admin, { to: past })).data.total).toBe(0);
  });

  it('shows merchant 2 only its own rows', async () => {
    expect((await logPage(admin2)).data).toMatchObject({ total: 0, records: [] });
    expect((await t.call('admin.roleAdd', { roleCode: 'm2', roleName: 'M2', menuIds: [] }, { token: admin2 })).code).toBe(Code.OK);
    const page = await logPage(admin2);
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ username: 'admin2', endpointId: 'admin.roleAdd' });
    expect((await logPage(admin2, { username: 'admin' })).data.records.map((l) => l.username)).toEqual(['admin2']);
    expect((await logPage(admin)).data.total).toBe(expected.length);
  });
});

describe('dashboard', () => {
  it('counts the users, roles and operations that were created', async () => {
    const r = await t.call<Dashboard>('admin.dashboard', {}, { token: admin });
    expect(r.code).toBe(Code.OK);
    const failed = expected.filter((e) => e.code !== Code.OK).length;
    expect(r.data).toMatchObject({ users: 2, enabledUsers: 2, roles: 2, operationsToday: expected.length, failedToday: failed });
    expect(r.data.recentOperations?.map((l) => l.endpointId)).toEqual(expected.map((e) => e.endpoint_id).reverse().slice(0, 10));

    const limitedUser = (await t.call<Page<{ userId: number; realName: string; phone: string; roleId: number }>>('admin.userPage', { username: 'limited1' }, { token: admin })).data.records[0];
    await t.call('admin.userEdit', { ...limitedUser, state: 'disabled' }, { token: admin });
    const after = await t.call<Dashboard>('admin.dashboard', {}, { token: admin });
    expect(after.data).toMatchObject({ users: 2, enabledUsers: 1, roles: 2, operationsToday: expected.length + 1, failedToday: failed });

    const two = await t.call<Dashboard>('admin.dashboard', {}, { token: admin2 });
    expect(two.data).toMatchObject({ users: 1, enabledUsers: 1, roles: 2, operationsToday: 1, failedToday: 0 });
  });

  it('shows the recent log only to those allowed to read it', async () => {
    const other = await t.call('admin.roleAdd', { roleCode: 'dashonly', roleName: 'Dash', menuIds: [301000] }, { token: admin });
    expect(other.code).toBe(Code.OK);
    const p = await t.call<Dashboard>('admin.dashboard', {}, { token: platform });
    expect(p.data).toMatchObject({ users: 1, enabledUsers: 1, roles: 1, operationsToday: 0, failedToday: 0, recentOperations: null });
  });

  it('counts “today” in the merchant’s time zone', async () => {
    await t.db.query(`INSERT INTO merchants (id, name) VALUES (31, 'Shanghai'), (32, 'London')`);
    await t.db.query(`INSERT INTO merchant_settings (merchant_id, key, value) VALUES (31, 'general', $1), (32, 'general', $2)`, [
      JSON.stringify({ merchantName: 'Shanghai', timeZone: 'Asia/Shanghai' }),
      JSON.stringify({ merchantName: 'London', timeZone: 'Europe/London' }),
    ]);
    const at = ['2024-05-09T23:30:00+08:00', '2024-05-10T00:30:00+08:00', '2024-05-10T07:00:00+08:00'];
    for (const merchantId of [31, 32]) {
      for (const when of at) {
        await t.db.query(
          `INSERT INTO sys_operation_log (merchant_id, user_id, username, endpoint_id, method, path, request_id, code, at) VALUES ($1, 1, 'x', 'admin.roleAdd', 'POST', '/', 'r', 10000, $2)`,
          [merchantId, when],
        );
      }
    }
    const today = async (merchantId: number, now: string) => {
      const ctx = {
        db: t.db,
        merchantId,
        actor: { userId: 1, username: 'x', merchantId, roleId: null, isAdmin: false, isPlatform: false, menuIds: new Set<number>() },
        scopes: { canteenIds: null, orgIds: null, dishScopeIds: null },
        now: () => new Date(now),
      } as unknown as Ctx;
      return (await dashboard(ctx)).operationsToday;
    };
    // 09:00 in Shanghai is 02:00 in London and 01:00 UTC: the three days start at different moments.
    expect(await today(31, '2024-05-10T09:00:00+08:00')).toBe(2);
    expect(await today(32, '2024-05-10T09:00:00+08:00')).toBe(1);
  });
});
