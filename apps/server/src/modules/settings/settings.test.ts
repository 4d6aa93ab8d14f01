import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type LogoConfig } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';

type Fields = { fields: { field: string; message: string }[] };
type Setting = { key: string; value: unknown; updatedAt: string | null };

let t: TestServer;
let admin: string;
let admin2: string;
let noSettings: string;
let settingsOnly: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  for (const [username, menuIds] of [
    ['nosettings', [206010]],
    ['settingsonly', [205000]],
  ] as const) {
    const role = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode: username, roleName: username, menuIds }, { token: admin });
    const user = await t.call('admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId: role.data.roleId }, { token: admin });
    expect(user.code).toBe(Code.OK);
  }
  [noSettings, settingsOnly] = await Promise.all([t.token('nosettings', 'Passw0rd!'), t.token('settingsonly', 'Passw0rd!')]);
});
afterAll(() => t.close());

const publicLogo = (headers: Record<string, string> = {}) => t.call<LogoConfig>('settings.queryLogoConfig', {}, { headers });
const getSetting = (key: string, token = admin) => t.call<Setting>('settings.getSetting', { key }, { token });
const putSetting = (key: string, value: unknown, token = admin) => t.call<Fields>('settings.putSetting', { key, value }, { token });
const storedRows = () => t.db.query<{ merchant_id: number; key: string; value: unknown }>(`SELECT merchant_id, key, value FROM merchant_settings ORDER BY merchant_id, key`);

describe('logos', () => {
  it('are public and empty by default', async () => {
    const r = await publicLogo();
    expect(r.code).toBe(Code.OK);
    expect(r.data).toEqual({ loginLogoUrl: '', logoUrl: '' });
  });

  it('need menu 205000 to be saved', async () => {
    const r = await t.call('settings.logoConfig', { loginLogoUrl: '/files/1/logo/x.png', logoUrl: '' }, { token: noSettings });
    expect(r.code).toBe(Code.FORBIDDEN);
    expect(await t.db.query(`SELECT 1 FROM merchant_settings WHERE key = 'logo'`)).toEqual([]);
    expect((await t.call('settings.logoConfig', { loginLogoUrl: '/x.png' })).code).toBe(Code.UNAUTHORIZED);
  });

  it('once saved, are what the public call returns for that merchant only', async () => {
    const logos = { loginLogoUrl: '/files/1/logo/login.png', logoUrl: '/files/1/logo/side.png' };
    expect((await t.call('settings.logoConfig', logos, { token: settingsOnly })).code).toBe(Code.OK);
    expect((await publicLogo()).data).toEqual(logos);
    expect((await publicLogo({ 'MERCHANT-ID': '1' })).data).toEqual(logos);
    expect((await publicLogo({ 'MERCHANT-ID': '2' })).data).toEqual({ loginLogoUrl: '', logoUrl: '' });
    expect((await getSetting('logo', admin2)).data).toEqual({ key: 'logo', value: { loginLogoUrl: '', logoUrl: '' }, updatedAt: null });
    const mine = await getSetting('logo');
    expect(mine.data.value).toEqual(logos);
    expect(mine.data.updatedAt).not.toBeNull();
  });

  it('refuse a value that is too long and keep the saved ones', async () => {
    const r = await t.call<Fields>('settings.logoConfig', { loginLogoUrl: 'x'.repeat(501), logoUrl: '' }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields.map((f) => f.field)).toEqual(['loginLogoUrl']);
    expect((await publicLogo()).data.loginLogoUrl).toBe('/files/1/logo/login.png');
  });
});

describe('general setting', () => {
  it('reads the seeded value', async () => {
    const r = await getSetting('general');
    expect(r.code).toBe(Code.OK);
    expect(r.data).toMatchObject({ key: 'general', value: { merchantName: '演示食堂', timeZone: 'Asia/Shanghai' } });
    expect(typeof r.data.updatedAt).toBe('string');
  });

  it.each([
    ['an empty merchant name', { merchantName: '  ', timeZone: 'Asia/Shanghai' }, 'value.merchantName'],
    ['a missing merchant name', { timeZone: 'Asia/Shanghai' }, 'value.merchantName'],
    ['a time zone that is not text', { merchantName: 'New', timeZone: 8 }, 'value.timeZone'],
    ['an unknown time zone', { merchantName: 'New', timeZone: 'Mars/Olympus' }, 'value.timeZone'],
    ['a value that is not an object', 'New name', 'value'],
  ])('refuses %s with 40000 and writes nothing', async (_what, value, field) => {
    const before = await storedRows();
    const beforeSetting = await getSetting('general');
    const r = await putSetting('general', value);
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.msg).toBe('The setting value is invalid');
    expect(r.data.fields.map((f) => f.field)).toEqual([field]);
    expect(await storedRows()).toEqual(before);
    expect((await getSetting('general')).data).toEqual(beforeSetting.data);
  });

  it('refuses an unknown key', async () => {
    const r = await t.call<Fields>('settings.getSetting', { key: 'secrets' }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields.map((f) => f.field)).toEqual(['key']);
    expect((await putSetting('secrets', {})).code).toBe(Code.VALIDATION);
  });

  it('saves a valid value, filling defaults and dropping unknown fields', async () => {
    const r = await putSetting('general', { merchantName: ' 新食堂 ', extra: 'dropped' });
    expect(r.code).toBe(Code.OK);
    const saved = await getSetting('general');
    expect(saved.data.value).toEqual({ merchantName: '新食堂', timeZone: 'Asia/Shanghai' });
    expect((await putSetting('general', { merchantName: '新食堂', timeZone: 'Europe/London' })).code).toBe(Code.OK);
    expect((await getSetting('general')).data.value).toEqual({ merchantName: '新食堂', timeZone: 'Europe/London' });
  });

  it('of merchant 1 is never seen or changed by merchant 2', async () => {
    const r = await getSetting('general', admin2);
    expect(r.data.value).toEqual({ merchantName: '第二食堂', timeZone: 'Asia/Shanghai' });
    expect((await putSetting('general', { merchantName: 'Second' }, admin2)).code).toBe(Code.OK);
    expect((await getSetting('general')).data.value).toEqual({ merchantName: '新食堂', timeZone: 'Europe/London' });
    expect((await getSetting('general', admin2)).data.value).toEqual({ merchantName: 'Second', timeZone: 'Asia/Shanghai' });
  });

  it('needs menu 205000', async () => {
    expect((await getSetting('general', noSettings)).code).toBe(Code.FORBIDDEN);
    expect((await putSetting('general', { merchantName: 'Nope' }, noSettings)).code).toBe(Code.FORBIDDEN);
    expect((await getSetting('general', settingsOnly)).code).toBe(Code.OK);
  });
});
