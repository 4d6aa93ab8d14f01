import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type Page, type Role } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';

type Fields = { fields: { field: string; message: string }[] };

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

async function addRole(token: string, roleCode: string, menuIds: number[] = [206010], roleName = `Role ${roleCode}`): Promise<number> {
  const r = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode, roleName, roleDesc: '', menuIds }, { token });
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data.roleId;
}

async function addUser(token: string, username: string, roleId: number): Promise<number> {
  const r = await t.call<{ userId: number }>(
    'admin.userAdd',
    { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId },
    { token },
  );
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data.userId;
}

const rolePage = (token: string, content: Record<string, unknown> = {}) => t.call<Page<Role>>('admin.rolePage', content, { token });
const roleRow = (id: number) => t.db.query<{ role_code: string; role_name: string; menu_ids: number[] }>(`SELECT role_code, role_name, menu_ids FROM mgr_roles WHERE id = $1`, [id]);
const roleCount = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mgr_roles`))[0].n;

describe('role page', () => {
  it('lists the seeded admin role of the caller’s merchant only', async () => {
    const r = await rolePage(admin);
    expect(r.code).toBe(Code.OK);
    expect(r.data).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(r.data.records).toEqual([
      expect.objectContaining({ roleCode: 'admin', roleName: '管理员', isAdmin: true, userCount: 1 }),
    ]);
  });

  it('pages with totals and filters by name and code (substring, any case)', async () => {
    for (let i = 1; i <= 11; i++) await addRole(admin, `page_r${String(i).padStart(2, '0')}`, [206010], i % 2 ? `Cashier ${i}` : `Cook ${i}`);
    const first = await rolePage(admin, { page: 1, limit: 10 });
    const second = await rolePage(admin, { page: 2, limit: 10 });
    expect(first.data.total).toBe(12);
    expect(first.data.records).toHaveLength(10);
    expect(second.data).toMatchObject({ total: 12, page: 2, limit: 10 });
    expect(second.data.records.map((r) => r.roleCode)).toEqual(['page_r10', 'page_r11']);

    const cooks = await rolePage(admin, { roleName: 'cook' });
    expect(cooks.data.total).toBe(5);
    expect(cooks.data.records.every((r) => r.roleName.startsWith('Cook'))).toBe(true);
    const byCode = await rolePage(admin, { roleCode: 'PAGE_R1' });
    expect(byCode.data.records.map((r) => r.roleCode)).toEqual(['page_r10', 'page_r11']);
    const both = await rolePage(admin, { roleCode: 'page_r1', roleName: 'Cashier' });
    expect(both.data.records.map((r) => r.roleCode)).toEqual(['page_r11']);
  });

  it('refuses a page size outside the allowed list', async () => {
    const r = await t.call<Fields>('admin.rolePage', { limit: 15 }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields.map((f) => f.field)).toEqual(['limit']);
  });
});

describe('role add', () => {
  it('stores the role with its menu ids unique and sorted', async () => {
    const id = await addRole(admin, 'cashier', [206020, 206010, 206010], 'Cashier');
    const page = await rolePage(admin, { roleCode: 'cashier' });
    expect(page.data.records).toEqual([
      expect.objectContaining({ roleId: id, roleCode: 'cashier', roleName: 'Cashier', roleDesc: '', menuIds: [206010, 206020], isAdmin: false, userCount: 0 }),
    ]);
    const codes = await t.call<{ roleId: number; roleCode: string }[]>('admin.roleCodes', {}, { token: admin });
    expect(codes.data).toContainEqual({ roleId: id, roleCode: 'cashier', roleName: 'Cashier' });
  });

  it('refuses a duplicate role code on field roleCode, but another merchant may use it', async () => {
    await addRole(admin, 'dupcode');
    const before = await roleCount();
    const r = await t.call<Fields>('admin.roleAdd', { roleCode: 'dupcode', roleName: 'Again', menuIds: [] }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields).toEqual([{ field: 'roleCode', message: 'This role code is taken' }]);
    expect(await roleCount()).toBe(before);
    await addRole(admin2, 'dupcode');
  });

  it('gives the second of two simultaneous adds of one code the field error, not an internal error', async () => {
    const add = () => t.call<Fields>('admin.roleAdd', { roleCode: 'twin', roleName: 'Twin', menuIds: [] }, { token: admin });
    const [a, b] = await Promise.all([add(), add()]);
    expect([a.code, b.code].sort()).toEqual([Code.OK, Code.VALIDATION]);
    expect((a.code === Code.OK ? b : a).data.fields[0].field).toBe('roleCode');
    expect((await rolePage(admin, { roleCode: 'twin' })).data.total).toBe(1);
  });

  it.each([
    ['an unknown menu id', 999999],
    ['the platform section', 1],
    ['a platform page', 101000],
  ])('refuses %s on field menuIds and writes nothing', async (_what, menuId) => {
    const before = await roleCount();
    const r = await t.call<Fields>('admin.roleAdd', { roleCode: `bad_${menuId}`, roleName: 'Bad', menuIds: [206010, menuId] }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields).toEqual([{ field: 'menuIds', message: `Unknown menu id: ${menuId}` }]);
    expect(await roleCount()).toBe(before);
  });

  it('refuses (40300) granting a menu the caller does not hold, allows what they hold', async () => {
    const managerRole = await addRole(admin, 'rolemanager', [206010, 206020]);
    await addUser(admin, 'rolemanager1', managerRole);
    const manager = await t.token('rolemanager1', 'Passw0rd!');
    const before = await roleCount();
    const r = await t.call('admin.roleAdd', { roleCode: 'too_much', roleName: 'Too much', menuIds: [206010, 301000] }, { token: manager });
    expect(r.code).toBe(Code.FORBIDDEN);
    expect(await roleCount()).toBe(before);
    const ok = await t.call('admin.roleAdd', { roleCode: 'within', roleName: 'Within', menuIds: [206010] }, { token: manager });
    expect(ok.code).toBe(Code.OK);
    const edit = await t.call('admin.roleEdit', { roleId: managerRole, roleCode: 'rolemanager', roleName: 'x', menuIds: [206010, 206020, 1208000] }, { token: manager });
    expect(edit.code).toBe(Code.FORBIDDEN);
    expect((await roleRow(managerRole))[0].menu_ids).toEqual([206010, 206020]);
  });
});

describe('menu tree', () => {
  it('offers every merchant menu and none of the platform’s', async () => {
    const r = await t.call<{ id: number; children?: unknown[] }[]>('admin.menuTree', {}, { token: admin });
    expect(r.code).toBe(Code.OK);
    const ids: number[] = [];
    const walk = (nodes: { id: number; children?: unknown[] }[]) => nodes.forEach((n) => (ids.push(n.id), walk((n.children ?? []) as never)));
    walk(r.data);
    expect(ids.sort((a, b) => a - b)).toEqual([...MERCHANT_MENU_IDS].sort((a, b) => a - b));
    expect(ids).not.toContain(1);
  });
});

describe('role edit', () => {
  it('changes code, name, description and menus', async () => {
    const id = await addRole(admin, 'editme', [206010]);
    const r = await t.call('admin.roleEdit', { roleId: id, roleCode: 'edited', roleName: 'Edited', roleDesc: 'why', menuIds: [301000, 300000] }, { token: admin });
    expect(r.code).toBe(Code.OK);
    const page = await rolePage(admin, { roleCode: 'edited' });
    expect(page.data.records).toEqual([expect.objectContaining({ roleId: id, roleName: 'Edited', roleDesc: 'why', menuIds: [300000, 301000] })]);
    expect((await rolePage(admin, { roleCode: 'editme' })).data.total).toBe(0);
  });

  it('keeps its own code but refuses another role’s code', async () => {
    const a = await addRole(admin, 'edit_a');
    await addRole(admin, 'edit_b');
    expect((await t.call('admin.roleEdit', { roleId: a, roleCode: 'edit_a', roleName: 'Same code', menuIds: [] }, { token: admin })).code).toBe(Code.OK);
    const r = await t.call<Fields>('admin.roleEdit', { roleId: a, roleCode: 'edit_b', roleName: 'Taken', menuIds: [] }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields[0].field).toBe('roleCode');
    expect((await roleRow(a))[0]).toMatchObject({ role_code: 'edit_a', role_name: 'Same code' });
  });

  it('refuses an unknown role with 40400', async () => {
    const r = await t.call('admin.roleEdit', { roleId: 987654, roleCode: 'ghost', roleName: 'Ghost', menuIds: [] }, { token: admin });
    expect(r.code).toBe(Code.NOT_FOUND);
  });
});

describe('the administrator role', () => {
  it('cannot be edited or removed (40900)', async () => {
    const adminRole = (await rolePage(admin, { roleCode: 'admin' })).data.records[0];
    const edit = await t.call('admin.roleEdit', { roleId: adminRole.roleId, roleCode: 'admin', roleName: 'Renamed', menuIds: [206010] }, { token: admin });
    expect(edit.code).toBe(Code.CONFLICT);
    expect(edit.msg).toBe('The administrator role cannot be changed or removed');
    const remove = await t.call('admin.roleRemove', { id: adminRole.roleId }, { token: admin });
    expect(remove.code).toBe(Code.CONFLICT);
    expect((await roleRow(adminRole.roleId))[0]).toMatchObject({ role_code: 'admin', role_name: '管理员' });
  });
});

describe('role remove', () => {
  it('is refused while a user holds the role and allowed once nobody does', async () => {
    const id = await addRole(admin, 'held');
    const userId = await addUser(admin, 'holder1', id);
    const refused = await t.call('admin.roleRemove', { id }, { token: admin });
    expect(refused.code).toBe(Code.CONFLICT);
    expect(refused.msg).toBe('Users still hold this role; it cannot be removed');
    expect(await roleRow(id)).toHaveLength(1);

    expect((await t.call('admin.userRemove', { id: userId }, { token: admin })).code).toBe(Code.OK);
    const removed = await t.call('admin.roleRemove', { id }, { token: admin });
    expect(removed.code).toBe(Code.OK);
    expect(await roleRow(id)).toHaveLength(0);
    expect((await rolePage(admin, { roleCode: 'held' })).data.total).toBe(0);
    const codes = await t.call<{ roleId: number }[]>('admin.roleCodes', {}, { token: admin });
    expect(codes.data.map((c) => c.roleId)).not.toContain(id);
    expect((await t.call('admin.roleRemove', { id }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });
});

describe('tenancy', () => {
  it('gives merchant 2’s admin 40400 for merchant 1’s role and changes nothing', async () => {
    const id = await addRole(admin, 'private1', [206010], 'Private');
    await addUser(admin, 'private_holder', id);
    const calls: [string, Record<string, unknown>][] = [
      ['admin.roleEdit', { roleId: id, roleCode: 'stolen', roleName: 'Stolen', menuIds: [] }],
      ['admin.roleRemove', { id }],
      ['admin.effectiveGet', { roleId: id }],
      ['admin.effectiveSave', { roleId: id, canteenIds: null, orgIds: null, dishScopeIds: null }],
      ['admin.usersByRole', { roleId: id }],
    ];
    for (const [endpointId, content] of calls) {
      const r = await t.call(endpointId, content, { token: admin2 });
      expect(r.code, endpointId).toBe(Code.NOT_FOUND);
      expect(r.data, endpointId).toBeNull();
    }
    const user = await t.call('admin.userAdd', { username: 'cross_role', password: await t.encrypt('Passw0rd!'), realName: 'x', roleId: id }, { token: admin2 });
    expect(user.code).toBe(Code.NOT_FOUND);
    expect((await roleRow(id))[0]).toMatchObject({ role_code: 'private1', role_name: 'Private', menu_ids: [206010] });
  });

  it('never shows merchant 1’s roles in merchant 2’s page or codes', async () => {
    const mine = (await t.db.query<{ id: number }>(`SELECT id FROM mgr_roles WHERE merchant_id = 1`)).map((r) => r.id);
    expect(mine.length).toBeGreaterThan(5);
    const page = await rolePage(admin2, { limit: 500 });
    const codes = await t.call<{ roleId: number }[]>('admin.roleCodes', {}, { token: admin2 });
    const seen = [...page.data.records.map((r) => r.roleId), ...codes.data.map((c) => c.roleId)];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((id) => mine.includes(id))).toEqual([]);
    expect(page.data.total).toBe(codes.data.length);
    expect(page.data.records.map((r) => r.roleCode).sort()).toEqual(['admin', 'dupcode']);
  });
});
