import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import {
  CONSOLE_CLIENT_ID,
  OAUTH_PUBLIC_KEY_PATH,
  OAUTH_TOKEN_PATH,
  buildEnvelope,
  endpointById,
  envelopeQuery,
  passwordPlaintext,
  pathWith,
  type InputOf,
  type JsonEndpointId,
  type OutputOf,
  type PublicKeyReply,
} from '@canteen/contract';
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

/** Calls an endpoint by id, typed by the contract like the console's client; anything but 10000 throws. */
export async function apiCall<Id extends JsonEndpointId>(token: string, endpointId: Id, content?: InputOf<Id>): Promise<OutputOf<Id>> {
  const e = endpointById.get(endpointId)!;
  const key = signKeys.get(token);
  if (!key) throw new Error('apiCall: log in with apiLogin first (the sign key comes with the token)');
  const env = buildEnvelope(content ?? {}, key);
  const url = new URL(pathWith(e.path, content ?? {}), BASE_URL);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let res: Response;
  if (e.method === 'GET') {
    for (const [k, v] of Object.entries(envelopeQuery(env))) url.searchParams.set(k, v);
    res = await fetch(url, { headers: { authorization: headers.authorization } });
  } else {
    res = await fetch(url, { method: e.method, headers, body: JSON.stringify(env) });
  }
  const reply = (await res.json()) as { code: number; msg: string; data: OutputOf<Id> };
  if (reply.code !== 10000) throw new Error(`${endpointId}: ${reply.code} ${reply.msg}`);
  return reply.data;
}
