import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { OAUTH_PUBLIC_KEY_PATH, OAUTH_TOKEN_PATH, PUBLIC_SIGN_KEY, buildEnvelope, endpointById, envelopeQuery, passwordPlaintext, pathWith, type PublicKeyReply } from '@canteen/contract';

/** An error reply of the server: its code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    msg: string,
    readonly endpointId: string,
  ) {
    super(`${endpointId}: ${code} ${msg}`);
  }
}

/** The signing key each token's login returned (managers and devices), as a client keeps it beside its token. */
const signKeys = new Map<string, string>();

/** The key a call made with `token` is signed with (DESIGN §3): its login's key; the public key before login. */
export function signKeyOf(token: string | undefined): string {
  return (token && signKeys.get(token)) || PUBLIC_SIGN_KEY;
}

/** Talks to a running server the way the console and the devices do: signed envelopes, bearer tokens. */
export class ApiClient {
  private clientAuth?: string;

  /** `lang` (zh, en, es, ja) is the language of the server's messages; without it the server's default. */
  constructor(
    readonly baseUrl: string,
    readonly lang?: string,
  ) {}

  /** The console's (public) OAuth client id comes from the server's /config.json, as in the console. */
  private async config() {
    if (!this.clientAuth) {
      const c = (await (await fetch(new URL('/config.json', this.baseUrl))).json()) as { clientId: string };
      this.clientAuth = Buffer.from(`${c.clientId}:`).toString('base64');
    }
    return { clientAuth: this.clientAuth };
  }

  /** Manager login: the password is encrypted with the server's RSA-OAEP public key (DESIGN §4). */
  async managerLogin(username: string, password: string): Promise<string> {
    const { clientAuth } = await this.config();
    const key = (await (await fetch(new URL(OAUTH_PUBLIC_KEY_PATH, this.baseUrl))).json()) as PublicKeyReply;
    const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
    const encrypted = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(passwordPlaintext(password))).toString('base64');
    const res = await fetch(new URL(OAUTH_TOKEN_PATH, this.baseUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${clientAuth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: encrypted, scope: 'server', grant_type: 'password', role: 'manager' }),
    });
    const body = (await res.json()) as { access_token?: string; sign_key?: string; error_description?: string };
    if (!body.access_token || !body.sign_key) throw new Error(`login ${username}: ${body.error_description ?? res.status}`);
    signKeys.set(body.access_token, body.sign_key);
    return body.access_token;
  }

  /** Calls a catalogue endpoint by id; resolves with `data`, rejects with ApiError on any other code than 10000. */
  async call<T>(endpointId: string, content: Record<string, unknown>, token?: string): Promise<T> {
    const e = endpointById.get(endpointId);
    if (!e) throw new Error(`unknown endpoint ${endpointId}`);
    const env = buildEnvelope(content, e.access === 'public' ? PUBLIC_SIGN_KEY : signKeyOf(token));
    const url = new URL(pathWith(e.path, content), this.baseUrl);
    const headers: Record<string, string> = { ...(token && { authorization: `Bearer ${token}` }), ...(this.lang && { 'accept-language': this.lang }) };
    let res: Response;
    if (e.method === 'GET') {
      for (const [k, v] of Object.entries(envelopeQuery(env))) url.searchParams.set(k, v);
      res = await fetch(url, { headers });
    } else {
      res = await fetch(url, { method: e.method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(env) });
    }
    const reply = (await res.json()) as { code: number; msg: string; data: T };
    if (reply.code !== 10000) throw new ApiError(reply.code, reply.msg, endpointId);
    const device = reply.data as { token?: string; signKey?: string } | null;
    if (endpointId === 'devices.deviceLogin' && device?.token && device.signKey) signKeys.set(device.token, device.signKey);
    return reply.data;
  }
}
