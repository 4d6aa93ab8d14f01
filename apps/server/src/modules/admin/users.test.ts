import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ManagerUser, type Page, type UserInfo } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';

type Fields = { fields: { field: string; message: string }[] };
type Option = { userId: number; username: string; realName: string };
interface MenuNode {
  id: number;
  children?: MenuNode[];
}

let t: TestServer;
let admin: string;
let admin2: string;
let cashierRole: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  cashierRole = await addRole(admin, 'cashier', [206010]);
});
afterAll(() => t.close());

async function addRole(token: string, roleCode: string, menuIds: number[]): Promise<number> {
  const r = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode, roleName: roleCode, menuIds }, { token });
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data.roleId;
}

async function addUser(username: string, roleId: number, extra: Record<string, unknown> = {}, token = admin): Promise<number> {
  const r = await t.call<{ userId: number }>(
    'admin.userAdd',
    { username, password: await t.encrypt('Passw0rd!'), realName: `Real ${username}`, roleId, ...extra },
    { token },
  );
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data.userId;
}

const userPage = (token: string, content: Record<string, unknown> = {}) => t.call<Page<ManagerUser>>('admin.userPage', content, { token });
const userCount = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mgr_users`))[0].n;
const stillValid = async (token: string) => (await t.call('admin.userInfo', {}, { token })).code;
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
async function userNamed(username: string): Promise<ManagerUser> {
  const r = await userPage(admin, { username });
  const u = r.data.records.find((x) => x.username === username);
  if (!u) throw new Error(`${username} not in page`);
  return u;
}

describe('user add', () => {
  it('adds a user who can log in and sees only their role’s menus, with parents kept', async () => {
    const userId = await addUser('alice', cashierRole, { phone: '13800000000', isBuyer: true });
    const u = await userNamed('alice');
    expect(u).toMatchObject({ userId, realName: 'Real alice', phone: '13800000000', roleId: cashierRole, roleName: 'cashier', state: 'enabled', isBuyer: true, isKeeper: false, lastLoginAt: null });

    const login = await t.login('alice', 'Passw0rd!');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: 'alice', merchant_id: 1, token_type: 'bearer' });
    const token = login.json().access_token as string;

    const info = await t.call<UserInfo>('admin.userInfo', {}, { token });
    expect(info.data).toMatchObject({ userId, username: 'alice', merchantId: 1, merchantName: '演示食堂', roleId: cashierRole, roleName: 'cashier', isPlatform: false, menuIdList: [206010] });
    const menus = await t.call<MenuNode[]>('admin.menusOfUser', {}, { token });
    expect(menus.code).toBe(Code.OK);
    expect(menus.data).toEqual([
      { id: 200000, path: '/basesetting', name: '基础设置', children: [{ id: 206000, path: 'userrole', name: '角色权限', children: [{ id: 206010, path: 'role', name: '角色管理' }] }] },
    ]);
    expect((await userNamed('alice')).lastLoginAt).not.toBeNull();
  });

  it('refuses a weak password on field password and writes nothing', async () => {
    const before = await userCount();
    for (const weak of ['short1', 'lettersonly', '12345678']) {
      const r = await t.call<Fields>('admin.userAdd', { username: 'weakling', password: await t.encrypt(weak), realName: 'W', roleId: cashierRole }, { token: admin });
      expect(r.code).toBe(Code.VALIDATION);
      expect(r.data.fields).toEqual([{ field: 'password', message: 'Password needs at least 8 characters with letters and digits' }]);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a password that was not encrypted with the server key', async () => {
    const r = await t.call('admin.userAdd', { username: 'plaintext', password: 'Passw0rd!', realName: 'P', roleId: cashierRole }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect((await userPage(admin, { username: 'plaintext' })).data.total).toBe(0);
  });

  it('refuses a taken user name on field username', async () => {
    await addUser('bob', cashierRole);
    const before = await userCount();
    const again = await t.call<Fields>('admin.userAdd', { username: 'bob', password: await t.encrypt('Passw0rd!'), realName: 'B', roleId: cashierRole }, { token: admin });
    expect(again.code).toBe(Code.VALIDATION);
    expect(again.data.fields).toEqual([{ field: 'username', message: 'This user name is taken' }]);
    expect(await userCount()).toBe(before);
  });

  it('does not tell another merchant that a name belongs to a user of this one (issue 11 §10)', async () => {
    await addUser('m1only', cashierRole);
    const before = await userCount();
    const admin2Role = await addRole(admin2, 'm2role', [206020]);
    const add = async (username: string) =>
      t.call<Fields>('admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: 'A', roleId: admin2Role }, { token: admin2 });
    // Merchant 1's user and the platform operator's: the same neutral refusal, which says nothing of who holds it.
    for (const username of ['m1only', 'platform']) {
      const r = await add(username);
      expect(r.code).toBe(Code.VALIDATION);
      expect(r.data.fields).toEqual([{ field: 'username', message: 'This user name cannot be used; choose another' }]);
      expect(JSON.stringify(r)).not.toMatch(/taken|exist/i);
    }
    expect(await userCount()).toBe(before);
    // A name of merchant 2's own is "taken", as its user list shows.
    expect((await add('admin2')).data.fields).toEqual([{ field: 'username', message: 'This user name is taken' }]);
  });

  it('refuses a captured password ciphertext sent again in another add (40002)', async () => {
    const password = await t.encrypt('Passw0rd!');
    const first = await t.call('admin.userAdd', { username: 'replay1', password, realName: 'R', roleId: cashierRole }, { token: admin });
    expect(first.code).toBe(Code.OK);
    const replayed = await t.call('admin.userAdd', { username: 'replay2', password, realName: 'R', roleId: cashierRole }, { token: admin });
    expect(replayed.code).toBe(Code.REPLAYED);
    expect(replayed.msg).toBe('This encrypted password was already used; submit again');
    expect((await userPage(admin, { username: 'replay2' })).data.total).toBe(0);
  });

  it('gives the second of two simultaneous adds of one name the field error, not an internal error', async () => {
    const content = async () => ({ username: 'twin', password: await t.encrypt('Passw0rd!'), realName: 'Twin', roleId: cashierRole });
    const [a, b] = await Promise.all([t.call<Fields>('admin.userAdd', await content(), { token: admin }), t.call<Fields>('admin.userAdd', await content(), { token: admin })]);
    expect([a.code, b.code].sort()).toEqual([Code.OK, Code.VALIDATION]);
    expect((a.code === Code.OK ? b : a).data.fields).toEqual([{ field: 'username', message: 'This user name is taken' }]);
    expect((await userPage(admin, { username: 'twin' })).data.total).toBe(1);
  });

  it('refuses a role of another merchant (40400) and an unknown role', async () => {
    const m2role = (await t.db.query<{ id: number }>(`SELECT id FROM mgr_roles WHERE merchant_id = 2 AND role_code = 'admin'`))[0].id;
    for (const roleId of [m2role, 987654]) {
      const r = await t.call('admin.userAdd', { username: `cross${roleId}`, password: await t.encrypt('Passw0rd!'), realName: 'C', roleId }, { token: admin });
      expect(r.code).toBe(Code.NOT_FOUND);
    }
    expect(await t.db.query(`SELECT 1 FROM mgr_users WHERE username LIKE 'cross%'`)).toEqual([]);
  });
});

describe('user page', () => {
  it('filters by name, real name, phone and role and never lists another merchant’s users', async () => {
    await addUser('pager_one', cashierRole, { phone: '021-5550001' });
    await addUser('pager_two', cashierRole, { phone: '021-5550002', realName: 'Zhang San' });
    expect((await userPage(admin, { username: 'PAGER_' })).data.records.map((u) => u.username)).toEqual(['pager_one', 'pager_two']);
    expect((await userPage(admin, { realName: 'zhang' })).data.records.map((u) => u.username)).toEqual(['pager_two']);
    expect((await userPage(admin, { phone: '5550001' })).data.records.map((u) => u.username)).toEqual(['pager_one']);
    const byRole = await userPage(admin, { roleId: cashierRole, limit: 10 });
    expect(byRole.data.records.every((u) => u.roleId === cashierRole)).toBe(true);
    const all = await userPage(admin, { limit: 500 });
    expect(all.data.total).toBe(all.data.records.length);
    expect(all.data.records.map((u) => u.username)).not.toContain('admin2');
    const small = await userPage(admin, { limit: 10, page: 1 });
    expect(small.data.total).toBe(all.data.total);
    const second = await userPage(admin2, { limit: 500 });
    expect(second.data.records.map((u) => u.username)).toEqual(['admin2']);
  });
});

describe('user edit', () => {
  it('changes the fields shown in the page', async () => {
    await addUser('carol', cashierRole);
    const other = await addRole(admin, 'keeperrole', [1101000]);
    const u = await userNamed('carol');
    const r = await t.call('admin.userEdit', editContent(u, { realName: 'Carol C', phone: '+86 10 1234', roleId: other, isKeeper: true }), { token: admin });
    expect(r.code).toBe(Code.OK);
    expect(await userNamed('carol')).toMatchObject({ realName: 'Carol C', phone: '+86 10 1234', roleId: other, roleName: 'keeperrole', isKeeper: true, state: 'enabled' });
  });

  it('disabling a user stops their existing token at once; enabling lets them log in again', async () => {
    await addUser('dave', cashierRole);
    const token = await t.token('dave', 'Passw0rd!');
    expect(await stillValid(token)).toBe(Code.OK);
    const u = await userNamed('dave');
    expect((await t.call('admin.userEdit', editContent(u, { state: 'disabled' }), { token: admin })).code).toBe(Code.OK);
    const after = await t.call('admin.userInfo', {}, { token });
    expect(after.code).toBe(Code.UNAUTHORIZED);
    expect(after.status).toBe(401);
    const login = await t.login('dave', 'Passw0rd!', { 'accept-language': 'en' });
    expect(login.statusCode).toBe(400);
    expect(login.json().error_description).toBe('This account is disabled');
    expect((await userNamed('dave')).state).toBe('disabled');

    expect((await t.call('admin.userEdit', editContent(u, { state: 'enabled' }), { token: admin })).code).toBe(Code.OK);
    expect(await stillValid(token)).toBe(Code.UNAUTHORIZED);
    expect(await stillValid(await t.token('dave', 'Passw0rd!'))).toBe(Code.OK);
  });

  it('refuses disabling oneself or changing one’s own role (40900)', async () => {
    const me = await userNamed('admin');
    expect((await t.call('admin.userEdit', editContent(me, { state: 'disabled' }), { token: admin })).code).toBe(Code.CONFLICT);
    expect((await t.call('admin.userEdit', editContent(me, { roleId: cashierRole }), { token: admin })).code).toBe(Code.CONFLICT);
    expect(await userNamed('admin')).toMatchObject({ state: 'enabled', roleName: '管理员' });
    expect((await t.call('admin.userEdit', editContent(me, { realName: 'Boss' }), { token: admin })).code).toBe(Code.OK);
    expect(await userNamed('admin')).toMatchObject({ realName: 'Boss', state: 'enabled', roleName: '管理员' });
    expect(await stillValid(admin)).toBe(Code.OK);
  });
});

describe('user remove', () => {
  it('soft-removes: gone from the page, token revoked, name free again, row kept', async () => {
    const userId = await addUser('erin', cashierRole);
    const token = await t.token('erin', 'Passw0rd!');
    expect((await t.call('admin.userRemove', { id: userId }, { token: admin })).code).toBe(Code.OK);
    expect((await userPage(admin, { username: 'erin' })).data.total).toBe(0);
    expect(await stillValid(token)).toBe(Code.UNAUTHORIZED);
    expect((await t.login('erin', 'Passw0rd!')).statusCode).toBe(400);
    const row = (await t.db.query<{ deleted_at: string | null }>(`SELECT deleted_at FROM mgr_users WHERE id = $1`, [userId]))[0];
    expect(row.deleted_at).not.toBeNull();
    expect((await t.call('admin.userRemove', { id: userId }, { token: admin })).code).toBe(Code.NOT_FOUND);

    const again = await addUser('erin', cashierRole);
    expect(again).not.toBe(userId);
    expect((await userNamed('erin')).userId).toBe(again);
  });

  it('refuses removing oneself (40900)', async () => {
    const me = await userNamed('admin');
    const r = await t.call('admin.userRemove', { id: me.userId }, { token: admin });
    expect(r.code).toBe(Code.CONFLICT);
    expect(r.msg).toBe('You cannot remove or disable yourself');
    expect(await stillValid(admin)).toBe(Code.OK);
  });
});

describe('setting a user’s password', () => {
  it('revokes the user’s tokens; the new password logs in, the old one not', async () => {
    const userId = await addUser('frank', cashierRole);
    const token = await t.token('frank', 'Passw0rd!');
    const weak = await t.call<Fields>('admin.userPassword', { userId, newPassword: await t.encrypt('weak') }, { token: admin });
    expect(weak.code).toBe(Code.VALIDATION);
    expect(weak.data.fields[0].field).toBe('newPassword');
    expect(await stillValid(token)).toBe(Code.OK);

    expect((await t.call('admin.userPassword', { userId, newPassword: await t.encrypt('N3wSecret!') }, { token: admin })).code).toBe(Code.OK);
    expect(await stillValid(token)).toBe(Code.UNAUTHORIZED);
    expect((await t.login('frank', 'Passw0rd!')).statusCode).toBe(400);
    expect(await stillValid(await t.token('frank', 'N3wSecret!'))).toBe(Code.OK);
  });
});

describe('option lists', () => {
  it('usersByRole lists the enabled holders of that role', async () => {
    const role = await addRole(admin, 'listed', [206010]);
    const a = await addUser('holder_a', role);
    const b = await addUser('holder_b', role, { realName: 'Holder B' });
    const gone = await addUser('holder_c', role);
    await t.call('admin.userRemove', { id: gone }, { token: admin });
    const r = await t.call<Option[]>('admin.usersByRole', { roleId: role }, { token: admin });
    expect(r.code).toBe(Code.OK);
    expect(r.data).toEqual([
      { userId: a, username: 'holder_a', realName: 'Real holder_a' },
      { userId: b, username: 'holder_b', realName: 'Holder B' },
    ]);
  });

  it('buyer and keeper lists hold only flagged users of the merchant', async () => {
    const buyer = await addUser('buyer1', cashierRole, { isBuyer: true });
    const keeper = await addUser('keeper1', cashierRole, { isKeeper: true });
    const both = await addUser('both1', cashierRole, { isBuyer: true, isKeeper: true });
    await addUser('plain1', cashierRole);
    const m2role = await addRole(admin2, 'm2buyers', [206020]);
    await addUser('m2buyer', m2role, { isBuyer: true, isKeeper: true }, admin2);

    const buyers = await t.call<Option[]>('admin.buyerList', {}, { token: admin });
    const keepers = await t.call<Option[]>('admin.keeperList', {}, { token: admin });
    const alice = (await userNamed('alice')).userId; // flagged buyer in the first test
    expect(buyers.data.map((o) => o.userId)).toEqual([alice, buyer, both]);
    expect(keepers.data.map((o) => o.userId)).toEqual([(await userNamed('carol')).userId, keeper, both]);
    const m2 = await t.call<Option[]>('admin.buyerList', {}, { token: admin2 });
    expect(m2.data.map((o) => o.username)).toEqual(['m2buyer']);
  });

  it('buyer and keeper lists need menus 1003000 and 1101000', async () => {
    const buyerRole = await addRole(admin, 'purchaser', [1003000]);
    await addUser('purchaser1', buyerRole);
    const purchaser = await t.token('purchaser1', 'Passw0rd!');
    expect((await t.call('admin.buyerList', {}, { token: purchaser })).code).toBe(Code.OK);
    expect((await t.call('admin.keeperList', {}, { token: purchaser })).code).toBe(Code.FORBIDDEN);
    const cashier = await t.token('alice', 'Passw0rd!');
    expect((await t.call('admin.buyerList', {}, { token: cashier })).code).toBe(Code.FORBIDDEN);
    expect((await t.call('admin.keeperList', {}, { token: cashier })).code).toBe(Code.FORBIDDEN);
  });
});

describe('tenancy', () => {
  it('gives merchant 2’s admin 40400 for merchant 1’s users and changes nothing', async () => {
    const userId = await addUser('gina', cashierRole);
    const token = await t.token('gina', 'Passw0rd!');
    const m2role = (await t.db.query<{ id: number }>(`SELECT id FROM mgr_roles WHERE merchant_id = 2 AND role_code = 'm2role'`))[0].id;
    const edit = await t.call('admin.userEdit', { userId, realName: 'Taken', phone: '', roleId: m2role, state: 'disabled' }, { token: admin2 });
    const remove = await t.call('admin.userRemove', { id: userId }, { token: admin2 });
    const password = await t.call('admin.userPassword', { userId, newPassword: await t.encrypt('Hijack3d!') }, { token: admin2 });
    expect([edit.code, remove.code, password.code]).toEqual([Code.NOT_FOUND, Code.NOT_FOUND, Code.NOT_FOUND]);
    expect(await userNamed('gina')).toMatchObject({ realName: 'Real gina', state: 'enabled', roleId: cashierRole });
    expect(await stillValid(token)).toBe(Code.OK);
  });

  it('refuses moving a user to another merchant’s role', async () => {
    const u = await userNamed('gina');
    const m2role = (await t.db.query<{ id: number }>(`SELECT id FROM mgr_roles WHERE merchant_id = 2 AND role_code = 'm2role'`))[0].id;
    expect((await t.call('admin.userEdit', editContent(u, { roleId: m2role }), { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await userNamed('gina')).roleId).toBe(cashierRole);
  });
});

describe('a user manager who is not an administrator', () => {
  let manager: string;
  let managerRole: number;
  beforeAll(async () => {
    managerRole = await addRole(admin, 'usermanager', [206010, 206020]);
    await addUser('manager1', managerRole);
    manager = await t.token('manager1', 'Passw0rd!');
  });
  const adminRoleId = async () => (await t.db.query<{ id: number }>(`SELECT id FROM mgr_roles WHERE merchant_id = 1 AND is_admin`))[0].id;

  it('may add and manage users of roles within their own menus', async () => {
    const r = await t.call<{ userId: number }>('admin.userAdd', { username: 'helper1', password: await t.encrypt('Passw0rd!'), realName: 'H', roleId: cashierRole }, { token: manager });
    expect(r.code).toBe(Code.OK);
    expect((await t.call('admin.userPassword', { userId: r.data.userId, newPassword: await t.encrypt('Another1!') }, { token: manager })).code).toBe(Code.OK);
  });

  it('cannot give a user the administrator role or a role with menus they lack (40300)', async () => {
    const wider = await addRole(admin, 'wider', [206010, 1208000]);
    for (const roleId of [await adminRoleId(), wider]) {
      const r = await t.call('admin.userAdd', { username: `escalate${roleId}`, password: await t.encrypt('Passw0rd!'), realName: 'E', roleId }, { token: manager });
      expect(r.code).toBe(Code.FORBIDDEN);
      const self = await userNamed('manager1');
      const helper = await userNamed('helper1');
      expect((await t.call('admin.userEdit', editContent(helper, { roleId }), { token: manager })).code).toBe(Code.FORBIDDEN);
      expect((await t.call('admin.userEdit', editContent(self, { roleId }), { token: manager })).code).toBe(Code.FORBIDDEN);
    }
    expect(await t.db.query(`SELECT 1 FROM mgr_users WHERE username LIKE 'escalate%'`)).toEqual([]);
    expect((await userNamed('helper1')).roleId).toBe(cashierRole);
  });

  it('cannot take over an administrator: no password reset, edit or removal (40300)', async () => {
    const boss = await userNamed('admin');
    expect((await t.call('admin.userPassword', { userId: boss.userId, newPassword: await t.encrypt('Owned123!') }, { token: manager })).code).toBe(Code.FORBIDDEN);
    expect((await t.call('admin.userEdit', editContent(boss, { state: 'disabled' }), { token: manager })).code).toBe(Code.FORBIDDEN);
    expect((await t.call('admin.userRemove', { id: boss.userId }, { token: manager })).code).toBe(Code.FORBIDDEN);
    expect(await stillValid(admin)).toBe(Code.OK);
    expect(await userNamed('admin')).toMatchObject({ state: 'enabled' });
  });
});
