import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { login, encryptPassword } from './auth';
import { LoginError } from './errors';
import { setMessageApi } from './feedback';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const decrypt = (base64: string) =>
  privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64')).toString('utf8');

const CONFIG = { merchantId: 1, clientId: 'yunshitang' };
let tokenReply: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const path = String(input);
  if (path === '/config.json') return Response.json(CONFIG);
  if (path === '/auth/oauth/public-key') return Response.json({ keyId: 'k1', alg: 'RSA-OAEP-256', spki });
  return tokenReply();
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  setMessageApi({ error: vi.fn(), success: vi.fn(), warning: vi.fn(), loading: vi.fn(), info: vi.fn() } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

describe('login (DESIGN §4)', () => {
  it('posts the OAuth password grant as the public console client with an encrypted password, then stores the session and its sign key', async () => {
    tokenReply = () => Response.json({ access_token: 'tok-9', token_type: 'bearer', expires_in: 60, username: 'admin', merchant_id: 4, cust_eff_id: null, sign_key: 'key-9' });
    await expect(login('admin', 'secret pass')).resolves.toMatchObject({ access_token: 'tok-9', merchant_id: 4 });

    const [, init = {}] = fetchMock.mock.calls.find(([url]) => url === '/auth/oauth/token')!;
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: `Basic ${btoa('yunshitang:')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    const form = new URLSearchParams(init.body as URLSearchParams);
    expect(Object.fromEntries([...form].filter(([key]) => key !== 'password'))).toEqual({
      username: 'admin',
      scope: 'server',
      grant_type: 'password',
      role: 'manager',
    });
    // The password travels with the time and a one-time nonce, so the server can refuse the ciphertext sent again.
    const sealed = JSON.parse(decrypt(form.get('password')!)) as { password: string; ts: number; nonce: string };
    expect(sealed).toEqual({ password: 'secret pass', ts: expect.any(Number), nonce: expect.stringMatching(/^[A-Za-z0-9]{16}$/) });
    expect(Math.abs(sealed.ts - Date.now())).toBeLessThan(60_000);
    expect(Cookies.get('Admin-Token')).toBe('tok-9');
    expect(Cookies.get('MERCHANT-ID')).toBe('4');
    expect(localStorage.getItem('canteen.signKey')).toBe('key-9');
  });

  it('rejects a refusal with the OAuth error and the server’s description', async () => {
    tokenReply = () => Response.json({ error: 'invalid_grant', error_description: 'Wrong user name or password' }, { status: 400 });
    const error = await login('admin', 'nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ error: 'invalid_grant', description: 'Wrong user name or password' });
    expect(Cookies.get('Admin-Token')).toBeUndefined();
  });

  it('fetches the public key once for several encryptions', async () => {
    const a = await encryptPassword('one');
    const b = await encryptPassword('two');
    const [sa, sb] = [a, b].map((c) => JSON.parse(decrypt(c)) as { password: string; nonce: string });
    expect([sa.password, sb.password]).toEqual(['one', 'two']);
    expect(sa.nonce).not.toBe(sb.nonce);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/auth/oauth/public-key')).toHaveLength(1);
  });
});
