import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CLIENT_ID, Code, OAUTH_TOKEN_PATH, passwordPlaintext } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const basic = `Basic ${Buffer.from(`${CONSOLE_CLIENT_ID}:`).toString('base64')}`;
/** A login of admin with the given ciphertext as its password. */
const post = (cipher: string) =>
  t.app.inject({
    method: 'POST',
    url: OAUTH_TOKEN_PATH,
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: new URLSearchParams({ username: 'admin', password: cipher, scope: 'server', grant_type: 'password', role: 'manager' }).toString(),
  });

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

  it('refuses the ciphertext of a bare password, as older clients sent it', async () => {
    const res = await t.login('admin', 'Admin@123'); // the right password works …
    expect(res.statusCode).toBe(200);
    const bare = await post(await t.encryptText('Admin@123')); // … but not without time and nonce
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ error: 'invalid_request', error_description: 'Password could not be decrypted, reload the page and try again' });
  });

  it('refuses a captured ciphertext sent again, and one whose time is more than 300 s off', async () => {
    const cipher = await t.encrypt('Admin@123');
    expect((await post(cipher)).statusCode).toBe(200);
    const replayed = await post(cipher);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ error: 'invalid_request', error_description: 'This encrypted password was already used; submit again' });
    for (const offset of [-301_000, 301_000]) {
      const stale = await post(await t.encryptText(passwordPlaintext('Admin@123', Date.now() + offset)));
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error_description).toBe('The encrypted password has expired; check the clock and try again');
    }
    expect((await post(await t.encryptText(passwordPlaintext('Admin@123', Date.now() - 200_000)))).statusCode).toBe(200);
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
