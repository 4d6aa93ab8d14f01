import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CLIENT_ID, Code, OAUTH_TOKEN_PATH } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { LOGIN_LIMIT } from './loginLimit';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const basic = `Basic ${Buffer.from(`${CONSOLE_CLIENT_ID}:`).toString('base64')}`;

describe('login', () => {
  it('gives a token for the right password and the OAuth fields the console reads', async () => {
    const res = await t.login('admin', 'Admin@123');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', username: 'admin', merchant_id: 1, cust_eff_id: null });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Only a hash of the token is stored.
    const stored = await t.db.query<{ token_hash: string }>(`SELECT token_hash FROM auth_tokens`);
    expect(stored.map((r) => r.token_hash)).not.toContain(body.access_token);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const wrong = await t.login('admin2', 'nope-nope-1', { 'accept-language': 'en' });
    const unknown = await t.login('nobody', 'Admin@123', { 'accept-language': 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant', error_description: 'Wrong user name or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a password that was sent in clear text (not encrypted with the server key)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: OAUTH_TOKEN_PATH,
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'admin', password: 'Admin@123', scope: 'server', grant_type: 'password', role: 'manager' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
  });

  it('refuses a wrong client and a wrong grant', async () => {
    const cipher = await t.encrypt('Admin@123');
    const form = (extra: Record<string, string>) =>
      new URLSearchParams({ username: 'admin', password: cipher, scope: 'server', grant_type: 'password', role: 'manager', ...extra }).toString();
    const badClient = await t.app.inject({
      method: 'POST',
      url: OAUTH_TOKEN_PATH,
      headers: { authorization: `Basic ${Buffer.from('integration:wrong').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({}),
    });
    expect(badClient.statusCode).toBe(401);
    const badGrant = await t.app.inject({
      method: 'POST',
      url: OAUTH_TOKEN_PATH,
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ grant_type: 'client_credentials' }),
    });
    expect(badGrant.json().error).toBe('unsupported_grant_type');
  });

  it('limits failed logins per account, even when the password is then right', async () => {
    for (let i = 0; i < LOGIN_LIMIT.perUser; i++) expect((await t.login('platform', `wrong-${i}-x1`)).statusCode).toBe(400);
    const limited = await t.login('platform', 'Platform@123', { 'accept-language': 'zh-CN' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_description).toBe(`尝试次数过多，请${LOGIN_LIMIT.windowMinutes}分钟后再试`);
    // Other accounts from elsewhere are not affected.
    expect((await t.login('admin', 'Admin@123', { 'x-forwarded-for': '10.0.0.9' })).statusCode).toBe(200);
  });

  it('limits failed logins per address across accounts', async () => {
    const remoteAddress = '10.1.2.3';
    const attempt = async (name: string, password: string) => {
      const form = new URLSearchParams({ username: name, password: await t.encrypt(password), scope: 'server', grant_type: 'password', role: 'manager' });
      return t.app.inject({
        method: 'POST',
        url: OAUTH_TOKEN_PATH,
        remoteAddress,
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
    };
    for (let i = 0; i < LOGIN_LIMIT.perIp; i++) await attempt(`ghost${i}`, 'whatever1');
    expect((await attempt('admin2', 'Admin@123')).statusCode).toBe(429);
  });
});

describe('operation log of logins', () => {
  it('records a login and a refused login under the account named, never the password', async () => {
    const before = (await t.db.query<{ id: number }>(`SELECT coalesce(max(id), 0) AS id FROM sys_operation_log`))[0].id;
    await t.login('admin2', 'Admin@123');
    await t.login('admin2', 'Wrong-pass-9');
    const rows = await t.db.query<{ merchant_id: number; username: string; code: number; content: unknown }>(
      `SELECT merchant_id, username, code, content FROM sys_operation_log WHERE endpoint_id = 'auth.token' AND id > $1 ORDER BY id`,
      [before],
    );
    expect(rows.map((r) => [r.merchant_id, r.code])).toEqual([
      [2, Code.OK],
      [2, Code.VALIDATION],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Admin@123|Wrong-pass-9/);
  });
});

describe('logout', () => {
  it('revokes the token at once', async () => {
    const token = await t.token('admin2', 'Admin@123');
    expect((await t.call('admin.userInfo', {}, { token })).code).toBe(Code.OK);
    expect((await t.call('auth.logout', {}, { token })).code).toBe(Code.OK);
    expect((await t.call('admin.userInfo', {}, { token })).code).toBe(Code.UNAUTHORIZED);
  });

  it('an expired token is refused', async () => {
    const token = await t.token('admin2', 'Admin@123');
    await t.db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second'`);
    expect((await t.call('admin.userInfo', {}, { token })).code).toBe(Code.UNAUTHORIZED);
  });
});
