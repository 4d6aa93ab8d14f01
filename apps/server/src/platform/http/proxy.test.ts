import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server';
import { trustProxyOf } from './proxy';

/** TRUST_PROXY (issue 11 §5): the client's address behind a reverse proxy, for login limits and the operation log. */
let t: TestServer;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  t = await startTestServer();
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await t.close();
});

const loggedAddress = async () =>
  (await t.db.query<{ ip: string }>(`SELECT ip FROM sys_operation_log WHERE endpoint_id = 'auth.token' ORDER BY id DESC LIMIT 1`))[0].ip;

describe('TRUST_PROXY=1: one reverse proxy in front', () => {
  it('takes the address the proxy saw, not one the client wrote into X-Forwarded-For itself', async () => {
    // The proxy (127.0.0.1 here) appends the address it saw to whatever the client sent.
    expect((await t.login('admin', 'Admin@123', { 'x-forwarded-for': '6.6.6.6, 10.7.7.7' })).statusCode).toBe(200);
    expect(await loggedAddress()).toBe('10.7.7.7');
  });

  it('gives clients behind the proxy limits of their own', async () => {
    for (let i = 0; i < 6; i++) await t.login('admin2', `Wrong-${i}-pw`, { 'x-forwarded-for': '10.7.7.8' });
    expect((await t.login('admin2', 'Wrong-7-pw', { 'x-forwarded-for': '10.7.7.8' })).statusCode).toBe(429);
    expect((await t.login('admin2', 'Admin@123', { 'x-forwarded-for': '10.7.7.9' })).statusCode).toBe(200);
  });
});

describe('reading TRUST_PROXY', () => {
  it('trusts nobody when unset or 0, a number of hops, or a list of proxy addresses', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    const hops = trustProxyOf('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOf('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
});
