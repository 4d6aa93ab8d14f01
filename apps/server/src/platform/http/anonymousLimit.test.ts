// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CLIENT_ID, Code, OAUTH_PUBLIC_KEY_PATH, OAUTH_TOKEN_PATH, endpointById, envelopeQuery } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { count } from '../../testing/api';

const PER_MINUTE = 5;

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer({ anonymousPerMinute: PER_MINUTE });
  admin = await t.token('admin', 'Admin@123');
});
afterAll(() => t.close());

const publicKey = (address: string) => t.app.inject({ method: 'GET', url: OAUTH_PUBLIC_KEY_PATH, remoteAddress: address, headers: { 'accept-language': 'en' } });

async function login(address: string) {
  const form = new URLSearchParams({ username: 'admin', password: await t.encrypt('wrong-password'), scope: 'server', grant_type: 'password', role: 'manager' });
  return t.app.inject({
    method: 'POST',
    url: OAUTH_TOKEN_PATH,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${CONSOLE_CLIENT_ID}:`).toString('base64')}`, 'accept-language': 'en' },
    payload: form.toString(),
  });
}

const logoConfig = (address: string) =>
  t.app.inject({ method: 'GET', url: endpointById.get('settings.queryLogoConfig')!.path, remoteAddress: address, query: envelopeQuery(envelopeFor({}) as never) as Record<string, string> });

const deviceLogin = (address: string) =>
  t.app.inject({ method: 'POST', url: endpointById.get('devices.deviceLogin')!.path, remoteAddress: address, payload: envelopeFor({ serialNumber: 'NO-SUCH-DEVICE', secret: 'x' }) });

const writes = async () => ({ nonces: await count(t, 'request_nonces'), attempts: await count(t, 'auth_attempts'), log: await count(t, 'sys_operation_log') });

describe('anonymous calls are limited per address', () => {
  it(`answers the ${PER_MINUTE + 1}th anonymous call of a minute from one address with 429 / 42900 and Retry-After; other addresses go on`, async () => {
    for (let i = 0; i < PER_MINUTE; i++) expect((await publicKey('10.0.0.1')).statusCode).toBe(200);
    const refused = await publicKey('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: Code.RATE_LIMITED, msg: expect.stringMatching(/^Too many attempts; wait \d+ s and try again$/), data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await publicKey('10.0.0.2')).statusCode).toBe(200);
  });

  it('a refused anonymous call writes nothing: no nonce, no login attempt, no operation-log row', async () => {
    // From a fresh address the same calls do write: a nonce, a counted attempt, a logged login.
    const before = await writes();
    expect((await login('10.0.1.1')).statusCode).toBe(400);
    expect((await logoConfig('10.0.1.1')).json().code).toBe(Code.OK);
    expect((await deviceLogin('10.0.1.1')).json().code).not.toBe(Code.RATE_LIMITED);
    const written = await writes();
    expect(written.nonces).toBeGreaterThan(before.nonces);
    expect(written.attempts).toBeGreaterThan(before.attempts);
    expect(written.log).toBeGreaterThan(before.log);

    for (let i = 0; i < PER_MINUTE; i++) await publicKey('10.0.2.1');
    const refusedLogin = await login('10.0.2.1');
    expect(refusedLogin.statusCode).toBe(429);
    expect(refusedLogin.json()).toMatchObject({ error: 'too_many_attempts' });
    expect((await logoConfig('10.0.2.1')).json()).toMatchObject({ code: Code.RATE_LIMITED });
    expect((await deviceLogin('10.0.2.1')).json()).toMatchObject({ code: Code.RATE_LIMITED });
    expect(await writes()).toEqual(written);
  });

  it('calls with a login are not counted', async () => {
    for (let i = 0; i < PER_MINUTE + 1; i++) await publicKey('10.0.3.1');
    const env = envelopeFor({}, admin);
    const res = await t.app.inject({
      method: 'GET',
      url: endpointById.get('people.orgTree')!.path,
      remoteAddress: '10.0.3.1',
      query: envelopeQuery(env as never) as Record<string, string>,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.json()).toMatchObject({ code: Code.OK });
  });
});
