import { envelopeQuery, pathWith, type AnyEndpoint } from '@canteen/contract';
import { envelopeFor, multipartBody, type TestServer } from '../testing/server';

export interface RawReply {
  status: number;
  /** The parsed JSON reply, or null when the reply is a file (an export that went through). */
  body: { code: number; msg: string; data: unknown } | null;
}

/**
 * Sends anything to an endpoint: `content` as given (any JSON value), the envelope fields overridable, the path
 * parameters filled with `pathValue`. Unlike TestServer.call it accepts non-JSON replies.
 */
export async function sendRaw(t: TestServer, e: AnyEndpoint, content: unknown, opts: { token?: string; envelope?: Record<string, unknown>; pathValue?: unknown; rawBody?: string } = {}): Promise<RawReply> {
  const params = Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], opts.pathValue ?? 1]));
  const url = pathWith(e.path, params);
  const env = { ...envelopeFor(content, e.access === 'public' ? null : opts.token), ...opts.envelope };
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let res;
  if (opts.rawBody !== undefined) {
    res = await t.app.inject({ method: e.method, url, payload: opts.rawBody, headers: { ...headers, 'content-type': 'application/json' } });
  } else if (e.kind === 'multipart') {
    const body = multipartBody(env);
    res = await t.app.inject({ method: e.method, url, payload: body.payload, headers: { ...headers, 'content-type': body.contentType } });
  } else if (e.method === 'GET') {
    res = await t.app.inject({ method: 'GET', url, query: { ...envelopeQuery(env as never), ...(opts.envelope as Record<string, string>) }, headers });
  } else {
    res = await t.app.inject({ method: e.method, url, payload: env, headers });
  }
  let body: RawReply['body'];
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body };
}

/** A canteen of merchant 1, made when the database has none. */
export async function canteenOf(t: TestServer): Promise<number> {
  const row = (await t.db.query<{ id: number }>(`SELECT id FROM canteens WHERE merchant_id = 1 ORDER BY id LIMIT 1`))[0];
  if (row) return row.id;
  return (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Reliability canteen') RETURNING id`))[0]!.id;
}

/** A logged-in payment device of merchant 1 (its token). */
export async function deviceToken(t: TestServer, admin: string, serialNumber: string): Promise<string> {
  const d = await t.call<{ secret: string }>('devices.machineAdd', { name: serialNumber, type: 'lishixiaofeiji', serialNumber, canteenId: await canteenOf(t), ip: '' }, { token: admin });
  if (!d.data) throw new Error(`devices.machineAdd: ${d.msg}`);
  return (await t.call<{ token: string }>('devices.deviceLogin', { serialNumber, secret: d.data.secret })).data.token;
}
