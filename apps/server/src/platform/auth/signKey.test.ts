import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CLIENT_ID, Code, OAUTH_PUBLIC_KEY_PATH, OAUTH_TOKEN_PATH, PUBLIC_SIGN_KEY, buildEnvelope, catalogue } from '@canteen/contract';
import { signKeyFor, startTestServer, type TestServer } from '../../testing/server';
import { deviceToken, sendRaw } from '../../reliability/send';
import { hashToken } from './tokens';

/** The request-signing model (DESIGN §3): public key before login, a key per login after it, a key per device login. */
let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer({ clients: { integration: 'integration-secret' } });
  admin = await t.token();
});
afterAll(() => t.close());

/** The old global default that /config.json used to hand out: it must open nothing any more. */
const OLD_GLOBAL_SECRET = 'cloud-canteen-dev-sign-secret';
const userInfo = catalogue.find((e) => e.id === 'admin.userInfo')!;
const signedWith = (key: string, token: string) => {
  const env = buildEnvelope({}, key);
  return sendRaw(t, userInfo, {}, { token, envelope: { sign: env.sign, nonceStr: env.nonceStr, timestamp: env.timestamp } });
};

describe('request signing keys', () => {
  it('serves nothing secret before login: /config.json is the merchant id and the public client id only', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.json()).toEqual({ merchantId: 1, clientId: CONSOLE_CLIENT_ID });
    const adminKey = signKeyFor(admin);
    const bodies = await Promise.all(
      ['/config.json', OAUTH_PUBLIC_KEY_PATH, '/api-docs', '/robots.txt', '/login', '/'].map(async (url) => (await t.app.inject({ method: 'GET', url })).body),
    );
    bodies.push(JSON.stringify((await t.call('settings.queryLogoConfig', {})).data));
    for (const body of bodies) {
      // No secret-looking field with a value (schemas of the OpenAPI document name such fields, with objects as values).
      expect(body).not.toMatch(/"(signSecret|clientSecret|sign_?key|secret)"\s*:\s*"/i);
      expect(body).not.toContain(adminKey);
      expect(body).not.toContain(OLD_GLOBAL_SECRET);
      expect(body).not.toContain('integration-secret');
    }
  });

  it('gives every login its own key, and accepts a logged-in call only when signed with that key', async () => {
    const other = await t.token();
    expect(signKeyFor(other)).not.toBe(signKeyFor(admin));
    expect((await signedWith(signKeyFor(admin), admin)).body?.code).toBe(Code.OK);
    for (const wrong of [OLD_GLOBAL_SECRET, PUBLIC_SIGN_KEY, signKeyFor(other)]) {
      const r = await signedWith(wrong, admin);
      expect(r.body?.code).toBe(Code.BAD_ENVELOPE);
      expect(r.status).toBe(400);
    }
  });

  it('drops the key with its token at logout', async () => {
    const token = await t.token();
    const key = signKeyFor(token);
    expect((await t.call('auth.logout', {}, { token })).code).toBe(Code.OK);
    expect((await signedWith(key, token)).body?.code).toBe(Code.UNAUTHORIZED);
    expect(await t.db.query(`SELECT 1 FROM auth_tokens WHERE token_hash = $1 AND revoked_at IS NULL`, [hashToken(token)])).toEqual([]);
  });

  it('keeps the key sealed beside the token: a dump of the tokens shows neither', async () => {
    const token = await t.token();
    const dump = (await t.db.query<{ row: string }>(`SELECT t::text AS row FROM auth_tokens t`)).map((r) => r.row).join('\n');
    expect(dump).not.toContain(signKeyFor(token));
    expect(dump).not.toContain(token);
    expect(dump).toMatch(/v2:[0-9a-f]{8}:/);
  });

  it('signs device calls with the key of the device’s login, not the public one', async () => {
    const token = await deviceToken(t, admin, `SIGNKEY-${Date.now()}`);
    const heartbeat = catalogue.find((e) => e.id === 'devices.deviceHeartbeat')!;
    expect((await sendRaw(t, heartbeat, {}, { token })).body?.code).toBe(Code.OK);
    const env = buildEnvelope({}, PUBLIC_SIGN_KEY);
    const forged = await sendRaw(t, heartbeat, {}, { token, envelope: { sign: env.sign, nonceStr: env.nonceStr, timestamp: env.timestamp } });
    expect(forged.body?.code).toBe(Code.BAD_ENVELOPE);
  });

  it('lets the console log in as a public client, and other clients only with their secret', async () => {
    const login = async (basic: string) => {
      const form = new URLSearchParams({ username: 'admin', password: await t.encrypt('Admin@123'), scope: 'server', grant_type: 'password', role: 'manager' });
      const res = await t.app.inject({
        method: 'POST',
        url: OAUTH_TOKEN_PATH,
        headers: { authorization: `Basic ${Buffer.from(basic).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      return res.statusCode;
    };
    expect(await login(`${CONSOLE_CLIENT_ID}:`)).toBe(200);
    expect(await login('integration:integration-secret')).toBe(200);
    expect(await login('integration:wrong')).toBe(401);
    expect(await login('integration:')).toBe(401);
  });
});
