// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type DataScope, type ManagerUser, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { resolveToken } from '../../platform/auth/tokens';

/**
 * Issue 23 §12: a manager limited to some canteens or organisations makes and manages roles and users no wider
 * than themselves, in menus and data scope, on every path; the merchant's administrator keeps full power.
 */

const ROLE_WIDER = 'This role reaches menus or data beyond your own; you cannot change, remove or assign it';
const USER_WIDER = 'This user’s role reaches menus or data beyond your own; you cannot change their password, role or state';
const SCOPE_WIDER = 'You can grant only canteens, organisations and dish scopes within your own data permissions';
const MENU_NOT_YOURS = 'You can grant only menus you hold yourself';
/** Role, user and data-permission pages, and the staff page the made roles get. */
const MANAGER_MENUS = [206010, 206020, 206030, 704000];

let t: TestServer;
let admin: string;
let mgr: string;
let canteenA: number;
let canteenB: number;
let orgO: number;
let orgChild: number;
let orgP: number;
/** A role with the manager's menus but no data scope: it sees every canteen and organisation. */
let openRole: number;
/** A user holding openRole. */
let wideUser: number;

interface MenuNode {
  id: number;
  children?: MenuNode[];
}
/** Every id of a menu tree; parents of granted menus stay in it. */
const menuIdsOf = (nodes: MenuNode[]): number[] => nodes.flatMap((n) => [n.id, ...menuIdsOf(n.children ?? [])]);
const id = async (sql: string) => (await t.db.query<{ id: number }>(`${sql} RETURNING id`))[0].id;

async function addRole(token: string, roleCode: string, menuIds: number[]) {
  return t.call<{ roleId: number }>('admin.roleAdd', { roleCode, roleName: roleCode, roleDesc: '', menuIds }, { token });
}
async function okRole(token: string, roleCode: string, menuIds: number[]): Promise<number> {
  const r = await addRole(token, roleCode, menuIds);
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data.roleId;
}
const addUser = async (token: string, username: string, roleId: number) =>
  t.call<{ userId: number }>('admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, { token });
async function okUser(token: string, username: string, roleId: number): Promise<number> {
  const r = await addUser(token, username, roleId);
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data.userId;
}
const saveScope = (token: string, roleId: number, scope: Omit<DataScope, 'roleId'>) => t.call('admin.effectiveSave', { roleId, ...scope }, { token });
const scopeOf = async (roleId: number) => (await t.call<DataScope>('admin.effectiveGet', { roleId }, { token: admin })).data;
const roleRow = async (roleId: number) =>
  (await t.db.query<{ role_name: string; menu_ids: number[] }>(`SELECT role_name, menu_ids FROM mgr_roles WHERE id = $1`, [roleId]))[0];
async function userNamed(username: string): Promise<ManagerUser> {
  const r = await t.call<Page<ManagerUser>>('admin.userPage', { username, limit: 500 }, { token: admin });
  const u = r.data.records.find((x) => x.username === username);
  if (!u) throw new Error(`${username} not in page`);
  return u;
}
const editContent = (u: ManagerUser, change: Record<string, unknown>) => ({
  userId: u.userId,
  realName: u.realName,
  phone: u.phone,
  roleId: u.roleId,
  state: u.state,
  isBuyer: u.isBuyer,
  isKeeper: u.isKeeper,
  ...change,
});
const stillValid = async (token: string) => (await t.call('admin.userInfo', {}, { token })).code;
const refusedWith = (r: { code: number; status: number; msg: string }, msg: string) => {
  expect(r.code).toBe(Code.FORBIDDEN);
  expect(r.status).toBe(403);
  expect(r.msg).toBe(msg);
};

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  canteenA = await id(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Scope hall A')`);
  canteenB = await id(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Scope hall B')`);
  orgO = await id(`INSERT INTO cust_orgs (merchant_id, name) VALUES (1, 'Scope org O')`);
  orgChild = await id(`INSERT INTO cust_orgs (merchant_id, name, parent_id) VALUES (1, 'Scope org O/1', ${orgO})`);
  orgP = await id(`INSERT INTO cust_orgs (merchant_id, name) VALUES (1, 'Scope org P')`);

  const mgrRole = await okRole(admin, 'limitedmgr', MANAGER_MENUS);
  expect((await saveScope(admin, mgrRole, { canteenIds: [canteenA], orgIds: [orgO], dishScopeIds: null })).code).toBe(Code.OK);
  await okUser(admin, 'limited1', mgrRole);
  mgr = await t.token('limited1', 'Passw0rd!');

  openRole = await okRole(admin, 'openrole', [704000]);
  wideUser = await okUser(admin, 'wideuser', openRole);
});
afterAll(() => t.close());

describe('roles made by a limited manager', () => {
  it('role add: the new role starts with the maker’s data scope, and its user logs in limited', async () => {
    const roleId = await okRole(mgr, 'made1', [704000]);
    expect(await scopeOf(roleId)).toEqual({ roleId, canteenIds: [canteenA], orgIds: [orgO], dishScopeIds: null });
    await okUser(mgr, 'madeuser1', roleId);
    const session = await resolveToken(t.db, await t.token('madeuser1', 'Passw0rd!'), new Date());
    expect(session?.scopes).toEqual({ canteenIds: [canteenA], orgIds: [orgO], dishScopeIds: null });
    // The administrator's roles start open, as before.
    const byAdmin = await okRole(admin, 'adminmade', [704000]);
    expect(await scopeOf(byAdmin)).toEqual({ roleId: byAdmin, canteenIds: null, orgIds: null, dishScopeIds: null });
  });

  it('role edit: a role reaching data beyond the maker is refused with the reason, and kept as it was', async () => {
    const r = await t.call('admin.roleEdit', { roleId: openRole, roleCode: 'openrole', roleName: 'renamed', roleDesc: '', menuIds: [704000] }, { token: mgr });
    refusedWith(r, ROLE_WIDER);
    expect(await roleRow(openRole)).toEqual({ role_name: 'openrole', menu_ids: [704000] });
    const own = await okRole(mgr, 'made2', [704000]);
    expect((await t.call('admin.roleEdit', { roleId: own, roleCode: 'made2', roleName: 'Made two', roleDesc: '', menuIds: [704000, 206010] }, { token: mgr })).code).toBe(Code.OK);
    expect(await roleRow(own)).toEqual({ role_name: 'Made two', menu_ids: [206010, 704000] });
  });

  it('role menus: only menus the maker holds, and never on a role with menus the maker lacks', async () => {
    const tree = await t.call<MenuNode[]>('admin.menuTree', {}, { token: mgr });
    expect(menuIdsOf(tree.data).filter((id) => !MANAGER_MENUS.includes(id)).sort()).toEqual([200000, 206000, 700000]);
    const add = await addRole(mgr, 'reportsrole', [704000, 1208000]);
    refusedWith(add, MENU_NOT_YOURS);
    const wideMenus = await okRole(admin, 'widemenus', [704000, 1208000]);
    expect((await saveScope(admin, wideMenus, { canteenIds: [canteenA], orgIds: [orgO], dishScopeIds: null })).code).toBe(Code.OK);
    // Cutting a wider role down to one's own menus takes a superior's menus away: refused too.
    const cut = await t.call('admin.roleEdit', { roleId: wideMenus, roleCode: 'widemenus', roleName: 'widemenus', roleDesc: '', menuIds: [704000] }, { token: mgr });
    refusedWith(cut, ROLE_WIDER);
    expect((await roleRow(wideMenus)).menu_ids).toEqual([704000, 1208000]);
  });

  it('role data permissions: within the maker’s own, organisations below theirs included', async () => {
    const roleId = await okRole(mgr, 'made3', [704000]);
    expect((await saveScope(mgr, roleId, { canteenIds: [canteenA], orgIds: [orgChild], dishScopeIds: [] })).code).toBe(Code.OK);
    expect(await scopeOf(roleId)).toEqual({ roleId, canteenIds: [canteenA], orgIds: [orgChild], dishScopeIds: [] });
    for (const wider of [
      { canteenIds: [canteenA], orgIds: null, dishScopeIds: null },
      { canteenIds: [canteenA, canteenB], orgIds: [orgO], dishScopeIds: null },
      { canteenIds: [canteenA], orgIds: [orgP], dishScopeIds: null },
    ]) {
      refusedWith(await saveScope(mgr, roleId, wider), SCOPE_WIDER);
    }
    expect(await scopeOf(roleId)).toEqual({ roleId, canteenIds: [canteenA], orgIds: [orgChild], dishScopeIds: [] });
    // A role wider than the maker is not theirs to re-cut, even narrower.
    refusedWith(await saveScope(mgr, openRole, { canteenIds: [canteenA], orgIds: [orgO], dishScopeIds: null }), ROLE_WIDER);
    expect(await scopeOf(openRole)).toEqual({ roleId: openRole, canteenIds: null, orgIds: null, dishScopeIds: null });
  });

  it('role remove: a role wider than the maker stays; their own goes', async () => {
    const spare = await okRole(admin, 'sparewide', [704000]);
    refusedWith(await t.call('admin.roleRemove', { id: spare }, { token: mgr }), ROLE_WIDER);
    expect(await roleRow(spare)).toBeDefined();
    const own = await okRole(mgr, 'made4', [704000]);
    expect((await t.call('admin.roleRemove', { id: own }, { token: mgr })).code).toBe(Code.OK);
    expect(await roleRow(own)).toBeUndefined();
  });
});

describe('users managed by a limited manager', () => {
  it('user add: giving a new user a role wider in data than oneself is refused, and nobody is added', async () => {
    refusedWith(await addUser(mgr, 'escalated1', openRole), ROLE_WIDER);
    expect(await t.db.query(`SELECT 1 FROM mgr_users WHERE username = 'escalated1'`)).toEqual([]);
    const narrower = await okRole(mgr, 'made5', [704000]);
    expect((await saveScope(mgr, narrower, { canteenIds: [], orgIds: [orgChild], dishScopeIds: null })).code).toBe(Code.OK);
    await okUser(mgr, 'childorguser', narrower);
  });

  it('user role assignment: moving one’s user to a wider role is refused', async () => {
    const own = await okRole(mgr, 'made6', [704000]);
    await okUser(mgr, 'madeuser6', own);
    const u = await userNamed('madeuser6');
    refusedWith(await t.call('admin.userEdit', editContent(u, { roleId: openRole }), { token: mgr }), ROLE_WIDER);
    expect((await userNamed('madeuser6')).roleId).toBe(own);
    const self = await userNamed('limited1');
    refusedWith(await t.call('admin.userEdit', editContent(self, { roleId: openRole }), { token: mgr }), ROLE_WIDER);
  });

  it('user edit: a user whose role reaches further is not the maker’s to edit', async () => {
    const u = await userNamed('wideuser');
    refusedWith(await t.call('admin.userEdit', editContent(u, { realName: 'Changed', roleId: (await userNamed('madeuser1')).roleId }), { token: mgr }), USER_WIDER);
    expect(await userNamed('wideuser')).toMatchObject({ realName: 'wideuser', roleId: openRole });
  });

  it('disable: a wider user stays enabled and logged in', async () => {
    const token = await t.token('wideuser', 'Passw0rd!');
    refusedWith(await t.call('admin.userEdit', editContent(await userNamed('wideuser'), { state: 'disabled' }), { token: mgr }), USER_WIDER);
    expect((await userNamed('wideuser')).state).toBe('enabled');
    expect(await stillValid(token)).toBe(Code.OK);
  });

  it('password reset: a wider user’s password is not the maker’s to set', async () => {
    const r = await t.call('admin.userPassword', { userId: wideUser, newPassword: await t.encrypt('Owned123!') }, { token: mgr });
    refusedWith(r, USER_WIDER);
    expect((await t.login('wideuser', 'Owned123!')).statusCode).toBe(400);
    expect(await stillValid(await t.token('wideuser', 'Passw0rd!'))).toBe(Code.OK);
  });

  it('delete: a wider user is not removed', async () => {
    refusedWith(await t.call('admin.userRemove', { id: wideUser }, { token: mgr }), USER_WIDER);
    expect((await userNamed('wideuser')).userId).toBe(wideUser);
  });

  it('users within the maker’s reach stay fully theirs: edit, password, disable, remove', async () => {
    const u = await userNamed('madeuser1');
    expect((await t.call('admin.userEdit', editContent(u, { realName: 'Made One' }), { token: mgr })).code).toBe(Code.OK);
    expect((await t.call('admin.userPassword', { userId: u.userId, newPassword: await t.encrypt('N3wSecret!') }, { token: mgr })).code).toBe(Code.OK);
    expect((await t.call('admin.userEdit', editContent(u, { realName: 'Made One', state: 'disabled' }), { token: mgr })).code).toBe(Code.OK);
    expect((await t.call('admin.userRemove', { id: u.userId }, { token: mgr })).code).toBe(Code.OK);
    const self = await userNamed('limited1');
    expect((await t.call('admin.userEdit', editContent(self, { realName: 'Limited manager' }), { token: mgr })).code).toBe(Code.OK);
  });
});

describe('the merchant administrator', () => {
  it('keeps full power over wide roles and users', async () => {
    expect((await t.call('admin.roleEdit', { roleId: openRole, roleCode: 'openrole', roleName: 'Open', roleDesc: '', menuIds: [704000, 1208000] }, { token: admin })).code).toBe(Code.OK);
    expect((await saveScope(admin, openRole, { canteenIds: [canteenB], orgIds: [orgP], dishScopeIds: null })).code).toBe(Code.OK);
    expect((await saveScope(admin, openRole, { canteenIds: null, orgIds: null, dishScopeIds: null })).code).toBe(Code.OK);
    const u = await userNamed('wideuser');
    expect((await t.call('admin.userPassword', { userId: wideUser, newPassword: await t.encrypt('N3wSecret!') }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('admin.userEdit', editContent(u, { state: 'disabled' }), { token: admin })).code).toBe(Code.OK);
    expect((await t.call('admin.userRemove', { id: wideUser }, { token: admin })).code).toBe(Code.OK);
    expect((await okUser(admin, 'wideuser2', openRole)) > 0).toBe(true);
  });
});
