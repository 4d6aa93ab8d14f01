import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, PLATFORM_MENU_IDS, adminEndpoints, settingsEndpoints, type UserInfo } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';

/** Every admin and settings endpoint guarded by a menu id. */
const guarded = [...adminEndpoints, ...settingsEndpoints].filter((e) => typeof e.access === 'number');
const guardMenus = [...new Set(guarded.map((e) => e.access as number))];
/** Content that passes no id of a real record: a call that gets past the menu check changes nothing. */
const probe = { id: 987654, roleId: 987654, userId: 987654 };

let t: TestServer;
let admin: string;
let admin2: string;
let platform: string;
let outsider: string;
let holder: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2, platform] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123'), t.token('platform', 'Platform@123')]);
  const role = async (roleCode: string, menuIds: number[]) =>
    (await t.call<{ roleId: number }>('admin.roleAdd', { roleCode, roleName: roleCode, menuIds }, { token: admin })).data.roleId;
  const user = async (username: string, roleId: number) => {
    const r = await t.call('admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, { token: admin });
    expect(r.code, r.msg).toBe(Code.OK);
  };
  await user('outsider', await role('dishesonly', [301000]));
  await user('holder', await role('allguards', guardMenus));
  [outsider, holder] = await Promise.all([t.token('outsider', 'Passw0rd!'), t.token('holder', 'Passw0rd!')]);
});
afterAll(() => t.close());

describe('menu ids', () => {
  it('guards the user, role, data permission, log, buyer, keeper and settings endpoints with merchant menus', () => {
    expect(guardMenus).toEqual(expect.arrayContaining([205000, 206010, 206020, 206030, 1003000, 1101000, 1208000]));
    expect(guardMenus.filter((id) => !MERCHANT_MENU_IDS.includes(id))).toEqual([]);
  });

  it.each(guarded.map((e) => [e.id, e.access]))('refuses %s (menu %s) to a role without that menu with 40300', async (endpointId) => {
    const r = await t.call(endpointId, probe, { token: outsider });
    expect(r.code).toBe(Code.FORBIDDEN);
    expect(r.status).toBe(403);
    expect(r.msg).toBe('Not permitted');
    expect(r.data).toBeNull();
  });

  it.each(guarded.map((e) => [e.id, e.access]))('lets %s (menu %s) through to a role holding that menu', async (endpointId) => {
    const r = await t.call(endpointId, probe, { token: holder });
    expect([Code.FORBIDDEN, Code.UNAUTHORIZED]).not.toContain(r.code);
  });

  it.each(guarded.map((e) => [e.id]))('refuses the merchant endpoint %s to the platform operator', async (endpointId) => {
    expect((await t.call(endpointId, probe, { token: platform })).code).toBe(Code.FORBIDDEN);
  });

  it('still serves a role without menus its own session calls', async () => {
    const info = await t.call<UserInfo>('admin.userInfo', {}, { token: outsider });
    expect(info.data).toMatchObject({ username: 'outsider', menuIdList: [301000] });
    const menus = await t.call('admin.menusOfUser', {}, { token: outsider });
    expect(menus.data).toEqual([{ id: 300000, path: '/menudish', name: '菜品菜谱', children: [{ id: 301000, path: 'menudishs', name: '原材料' }] }]);
    const dash = await t.call<{ recentOperations: unknown }>('admin.dashboard', {}, { token: outsider });
    expect(dash.code).toBe(Code.OK);
    expect(dash.data.recentOperations).toBeNull();
  });
});

describe('MERCHANT-ID header', () => {
  it('is refused (40300) when it disagrees with a merchant user’s token', async () => {
    for (const [token, other] of [
      [admin, '2'],
      [admin2, '1'],
      [outsider, '2'],
    ]) {
      const r = await t.call('admin.userInfo', {}, { token, headers: { 'MERCHANT-ID': other } });
      expect(r.code).toBe(Code.FORBIDDEN);
      expect(r.msg).toBe('Merchant does not match your login');
    }
    const write = await t.call('admin.roleAdd', { roleCode: 'via_header', roleName: 'x', menuIds: [] }, { token: admin, headers: { 'MERCHANT-ID': '2' } });
    expect(write.code).toBe(Code.FORBIDDEN);
    expect(await t.db.query(`SELECT 1 FROM mgr_roles WHERE role_code = 'via_header'`)).toEqual([]);
  });

  it('works when it matches the token', async () => {
    const r = await t.call<UserInfo>('admin.userInfo', {}, { token: admin, headers: { 'MERCHANT-ID': '1' } });
    expect(r.code).toBe(Code.OK);
    expect(r.data.merchantId).toBe(1);
    const page = await t.call<{ total: number }>('admin.rolePage', {}, { token: admin2, headers: { 'MERCHANT-ID': '2' } });
    expect(page.code).toBe(Code.OK);
    expect(page.data.total).toBe(1);
  });

  it('is a bad envelope (40001) when it is not a merchant id', async () => {
    expect((await t.call('admin.userInfo', {}, { token: admin, headers: { 'MERCHANT-ID': 'abc' } })).code).toBe(Code.BAD_ENVELOPE);
    // Beyond the int4 column on a public call and a platform operator's call: refused, never an internal error.
    for (const value of ['2147483648', '9007199254740991', '-1']) {
      expect((await t.call('settings.queryLogoConfig', {}, { headers: { 'MERCHANT-ID': value } })).code, value).toBe(Code.BAD_ENVELOPE);
      expect((await t.call('admin.userInfo', {}, { token: platform, headers: { 'MERCHANT-ID': value } })).code, value).toBe(Code.BAD_ENVELOPE);
    }
  });

  it('lets the platform operator choose an existing merchant, with or without one', async () => {
    for (const headers of [{}, { 'MERCHANT-ID': '1' }, { 'MERCHANT-ID': '2' }] as Record<string, string>[]) {
      const r = await t.call<UserInfo>('admin.userInfo', {}, { token: platform, headers });
      expect(r.code).toBe(Code.OK);
      expect(r.data).toMatchObject({ username: 'platform', isPlatform: true, merchantId: null, menuIdList: [...PLATFORM_MENU_IDS].sort((a, b) => a - b) });
    }
    const missing = await t.call('admin.userInfo', {}, { token: platform, headers: { 'MERCHANT-ID': '999' } });
    expect(missing.code).toBe(Code.NOT_FOUND);
  });
});
