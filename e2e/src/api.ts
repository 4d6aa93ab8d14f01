import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { CONSOLE_CLIENT_ID, OAUTH_PUBLIC_KEY_PATH, OAUTH_TOKEN_PATH, buildEnvelope, endpointById, envelopeQuery, passwordPlaintext, pathWith, type PublicKeyReply } from '@canteen/contract';
import { BASE_URL } from './env';

/** Talks to the running server the way the console does, to set up data for browser tests. */
export async function encrypt(password: string): Promise<string> {
  const key = (await (await fetch(`${BASE_URL}${OAUTH_PUBLIC_KEY_PATH}`)).json()) as PublicKeyReply;
  const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(passwordPlaintext(password))).toString('base64');
}

/** Each login's signing key (DESIGN §3), kept beside its token as the console does. */
const signKeys = new Map<string, string>();

export async function apiLogin(username: string, password: string): Promise<string> {
  const res = await fetch(`${BASE_URL}${OAUTH_TOKEN_PATH}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${CONSOLE_CLIENT_ID}:`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ username, password: await encrypt(password), scope: 'server', grant_type: 'password', role: 'manager' }),
  });
  const body = (await res.json()) as { access_token?: string; sign_key?: string; error_description?: string };
  if (!body.access_token || !body.sign_key) throw new Error(`login ${username}: ${body.error_description}`);
  signKeys.set(body.access_token, body.sign_key);
  return body.access_token;
}

export async function apiCall<T>(token: string, endpointId: string, content: Record<string, unknown> = {}): Promise<T> {
  const e = endpointById.get(endpointId);
  if (!e) throw new Error(`unknown endpoint ${endpointId}`);
  const key = signKeys.get(token);
  if (!key) throw new Error('apiCall: log in with apiLogin first (the sign key comes with the token)');
  const env = buildEnvelope(content, key);
  const url = new URL(pathWith(e.path, content), BASE_URL);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let res: Response;
  if (e.method === 'GET') {
    for (const [k, v] of Object.entries(envelopeQuery(env))) url.searchParams.set(k, v);
    res = await fetch(url, { headers: { authorization: headers.authorization } });
  } else {
    res = await fetch(url, { method: e.method, headers, body: JSON.stringify(env) });
  }
  const reply = (await res.json()) as { code: number; msg: string; data: T };
  if (reply.code !== 10000) throw new Error(`${endpointId}: ${reply.code} ${reply.msg}`);
  return reply.data;
}
