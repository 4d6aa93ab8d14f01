import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { usersWithDemoPassword } from '../../seed';

type Fields = { fields: { field: string; message: string }[] };

let t: TestServer;
let admin: string;
let userId: number;
let current: string;
let other: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  const role = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode: 'plain', roleName: 'Plain', menuIds: [301000] }, { token: admin });
  const user = await t.call<{ userId: number }>(
    'admin.userAdd',
    { username: 'pwuser', password: await t.encrypt('Passw0rd!'), realName: 'P', roleId: role.data.roleId },
    { token: admin },
  );
  userId = user.data.userId;
  [current, other] = await Promise.all([t.token('pwuser', 'Passw0rd!'), t.token('pwuser', 'Passw0rd!')]);
});
afterAll(() => t.close());

const change = async (token: string, oldPassword: string, newPassword: string, extra: Record<string, unknown> = {}) =>
  t.call<Fields>('admin.changeOwnPassword', { oldPassword: await t.encrypt(oldPassword), newPassword: await t.encrypt(newPassword), ...extra }, { token });
const works = async (token: string) => (await t.call('admin.userInfo', {}, { token })).code === Code.OK;

describe('changing one’s own password', () => {
  it('refuses a wrong old password on field oldPassword', async () => {
    const r = await change(current, 'Wrong0ne!', 'Brand9New');
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields).toEqual([{ field: 'oldPassword', message: 'The old password is wrong' }]);
    expect(await works(other)).toBe(true);
  });

  it('refuses another user’s id with 40300, even with the right old password (theirs or one’s own)', async () => {
    const adminId = (await t.db.query<{ id: number }>(`SELECT id FROM mgr_users WHERE username = 'admin'`))[0].id;
    for (const oldPassword of ['Admin@123', 'Passw0rd!']) {
      const r = await change(current, oldPassword, 'Brand9New', { userId: adminId });
      expect(r.code).toBe(Code.FORBIDDEN);
      expect(r.msg).toBe('You can only change your own password');
    }
    // Neither password changed: the administrator's old one still logs in and the new one does not.
    expect((await t.login('admin', 'Admin@123')).statusCode).toBe(200);
    expect((await t.login('admin', 'Brand9New')).statusCode).toBe(400);
    expect(await works(current)).toBe(true);
  });

  it('refuses a weak new password on field newPassword', async () => {
    const r = await change(current, 'Passw0rd!', 'weak');
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields[0].field).toBe('newPassword');
  });

  it('changes it: the new password logs in, the old not; other sessions end, this one goes on', async () => {
    const r = await change(current, 'Passw0rd!', 'Brand9New', { userId });
    expect(r.code).toBe(Code.OK);
    expect(await works(current)).toBe(true);
    expect(await works(other)).toBe(false);
    const old = await t.login('pwuser', 'Passw0rd!', { 'accept-language': 'en' });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ error: 'invalid_grant', error_description: 'Wrong user name or password' });
    expect(await works(await t.token('pwuser', 'Brand9New'))).toBe(true);
    expect(await works(current)).toBe(true);
  });

  it('clears the seeded admin’s demo-password warning', async () => {
    expect(await usersWithDemoPassword(t.db)).toContain('admin');
    expect((await change(admin, 'Admin@123', 'Adm1nChanged')).code).toBe(Code.OK);
    expect(await usersWithDemoPassword(t.db)).not.toContain('admin');
    expect(await works(admin)).toBe(true);
  });
});

describe('logout', () => {
  it('revokes only the token it is called with', async () => {
    const a = await t.token('pwuser', 'Brand9New');
    const b = await t.token('pwuser', 'Brand9New');
    expect((await t.call('auth.logout', {}, { token: a })).code).toBe(Code.OK);
    expect(await works(a)).toBe(false);
    expect(await works(b)).toBe(true);
  });
});

describe('user info', () => {
  it('tells the console the merchant’s time zone: the default until the merchant sets one', async () => {
    const token = await t.token('pwuser', 'Brand9New');
    expect((await t.call<{ timeZone: string }>('admin.userInfo', {}, { token })).data.timeZone).toBe('Asia/Shanghai');
    const put = await t.call('settings.putSetting', { key: 'general', value: { merchantName: '新食堂', timeZone: 'America/New_York' } }, { token: admin });
    expect(put.code).toBe(Code.OK);
    expect((await t.call<{ timeZone: string }>('admin.userInfo', {}, { token })).data.timeZone).toBe('America/New_York');
  });
});
