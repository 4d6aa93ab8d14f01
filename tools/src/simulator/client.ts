import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { OAUTH_PUBLIC_KEY_PATH, OAUTH_TOKEN_PATH, buildEnvelope, endpointById, envelopeQuery, pathWith, type PublicKeyReply } from '@canteen/contract';

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

/** Talks to a running server the way the console and the devices do: signed envelopes, bearer tokens. */
export class ApiClient {
  private signSecret?: string;
  private clientAuth?: string;

  constructor(readonly baseUrl: string) {}

  /** The sign secret and OAuth client come from the server's public /config.json, as in the console. */
  private async config() {
    if (!this.signSecret) {
      const c = (await (await fetch(new URL('/config.json', this.baseUrl))).json()) as { signSecret: string; clientId: string; clientSecret: string };
      this.signSecret = c.signSecret;
      this.clientAuth = Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64');
    }
    return { signSecret: this.signSecret, clientAuth: this.clientAuth as string };
  }

  /** Manager login: the password is encrypted with the server's RSA-OAEP public key (DESIGN §4). */
  async managerLogin(username: string, password: string): Promise<string> {
    const { clientAuth } = await this.config();
    const key = (await (await fetch(new URL(OAUTH_PUBLIC_KEY_PATH, this.baseUrl))).json()) as PublicKeyReply;
    const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
    const encrypted = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
    const res = await fetch(new URL(OAUTH_TOKEN_PATH, this.baseUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${clientAuth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: encrypted, scope: 'server', grant_type: 'password', role: 'manager' }),
    });
    const body = (await res.json()) as { access_token?: string; error_description?: string };
    if (!body.access_token) throw new Error(`login ${username}: ${body.error_description ?? res.status}`);
    return body.access_token;
  }

  /** Calls a catalogue endpoint by id; resolves with `data`, rejects with ApiError on any other code than 10000. */
  async call<T>(endpointId: string, content: Record<string, unknown>, token?: string): Promise<T> {
    const e = endpointById.get(endpointId);
    if (!e) throw new Error(`unknown endpoint ${endpointId}`);
    const { signSecret } = await this.config();
    const env = buildEnvelope(content, signSecret);
    const url = new URL(pathWith(e.path, content), this.baseUrl);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let res: Response;
    if (e.method === 'GET') {
      for (const [k, v] of Object.entries(envelopeQuery(env))) url.searchParams.set(k, v);
      res = await fetch(url, { headers });
    } else {
      res = await fetch(url, { method: e.method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(env) });
    }
    const reply = (await res.json()) as { code: number; msg: string; data: T };
    if (reply.code !== 10000) throw new ApiError(reply.code, reply.msg, endpointId);
    return reply.data;
  }
}
