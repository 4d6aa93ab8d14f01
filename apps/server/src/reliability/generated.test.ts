import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import ExcelJS from 'exceljs';
import { CONSOLE_CLIENT_ID, Code, OAUTH_PUBLIC_KEY_PATH, OAUTH_TOKEN_PATH, envelopeQuery, type Envelope } from '@canteen/contract';
import { openApiDocument } from '../openapi';
import { seedDemoCanteens } from '../seedCanteens';
import { seedDemoPeople } from '../seedPeople';
import { envelopeFor, multipartBody, startTestServer, type TestServer } from '../testing/server';
import { SchemaArbitraries, type Schema } from './schemaArbitrary';
import { deviceToken } from './send';

/**
 * Every operation of the OpenAPI document, driven with requests generated from its own request schema, signed as
 * a client would sign them and sent as merchant 1's administrator (every menu id), a device, or nobody, as the
 * operation says. Whatever the document allows must never end in 50000 (or an HTTP 500), every reply must be one
 * the operation documents for its HTTP status, valid against that schema (a 10000 against the operation's reply
 * schema), and a 40000 must name its fields. The document is built in-process from the catalogue, so it is always
 * the code's. No operation is left out: the OAuth token route gets its form, the public key route its GET, and
 * logout a session of its own. PROPERTY_RUNS sets the requests per operation (default 4).
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 4);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CODES = new Set<number>(Object.values(Code));

type Json = Record<string, unknown>;
interface Operation {
  id: string;
  method: string;
  path: string;
  op: Json;
}

const doc = openApiDocument() as unknown as Json & { paths: Record<string, Record<string, Json>>; components: Json };
const pointer = (ref: string): Schema => {
  const m = /^#\/(.+)$/.exec(ref);
  if (!m) throw new Error(`unsupported $ref ${ref}`);
  return m[1]!.split('/').reduce<unknown>((node, key) => (node as Json)[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc) as Schema;
};
const arbitraries = new SchemaArbitraries(pointer);
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ id: op.operationId as string, method: method.toUpperCase(), path, op })),
);

// Ajv over the whole document: an operation's schema refers to the components by `#/components/...`. Not strict:
// the components sit under a root that is no schema, and descriptions carry OpenAPI's own words.
const DOC_ID = 'https://canteen.invalid/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: DOC_ID, components: doc.components });
const withDocRefs = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withDocRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC_ID}${v}` : withDocRefs(v)]));
};
const validators = new Map<string, ValidateFunction>();
function validatorOf(key: string, schema: unknown): ValidateFunction {
  let v = validators.get(key);
  if (!v) validators.set(key, (v = ajv.compile(withDocRefs(schema) as object)));
  return v;
}

/**
 * Where an operation takes its `content`: the query parameter of a GET, the JSON body, or the multipart form field;
 * for the OAuth token route, its form.
 */
function contentSchemaOf(op: Json): Schema | null {
  const form = (op.requestBody as { content: Record<string, { schema: Schema }> } | undefined)?.content['application/x-www-form-urlencoded'];
  if (form) return form.schema;
  const query = ((op.parameters ?? []) as Json[]).find((p) => p.in === 'query' && p.name === 'content');
  if (query) return (query.content as Record<string, { schema: Schema }>)['application/json']!.schema;
  const body = (op.requestBody as { content: Record<string, { schema: Schema }> } | undefined)?.content;
  if (!body) return null;
  if (body['application/json']) {
    const parts = body['application/json'].schema.allOf as Schema[];
    return ((parts[1]!.properties as Record<string, Schema>).content as Schema) ?? null;
  }
  if (body['multipart/form-data']) {
    const parts = body['multipart/form-data'].schema.allOf as Schema[];
    return ((parts[1]!.properties as Record<string, Schema>).content as Schema).contentSchema as Schema;
  }
  return null;
}

/** The generated request of one operation: `content` and the path parameters (and, for uploads, the file). */
interface Request {
  content: unknown;
  params: Record<string, unknown>;
  file: number;
}
function requestArbitrary(op: Json): fc.Arbitrary<Request> {
  const schema = contentSchemaOf(op);
  const pathParams = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'path');
  return fc.record({
    content: schema ? arbitraries.of(schema) : fc.constant({}),
    params: fc.record(Object.fromEntries(pathParams.map((p) => [p.name as string, arbitraries.of(p.schema as Schema, p.name as string)]))),
    file: fc.nat({ max: FILES.length - 1 }),
  });
}

/** Files an upload gets: a picture, a small spreadsheet, a holiday calendar, bytes that are none of these. */
const FILES: { name: string; type: string; data: Buffer }[] = [
  {
    name: 'pixel.png',
    type: 'image/png',
    data: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64'),
  },
  { name: 'junk.bin', type: 'application/octet-stream', data: Buffer.from('not a picture, not a spreadsheet') },
  {
    name: 'calendar.json',
    type: 'application/json',
    data: Buffer.from(JSON.stringify({ calendar: 'Generated', days: [{ day: '2031-01-01', name: 'New Year', kind: 'holiday' }] })),
  },
  {
    name: 'odd.json',
    type: 'application/json',
    data: Buffer.from(JSON.stringify({ calendar: 'Odd\u0000', days: [{ day: '2031-01-02', name: '\ud800', kind: 'holiday' }] })),
  },
];

let t: TestServer;
/** The error the server logged for the last request, shown beside a failure (the test server logs nothing). */
let logged: unknown;
let admin: string;
let device: string;
let devices = 0;
/** Reply codes (HTTP status for a file or OAuth reply) per operation: what the generated calls reached. */
const reached = new Map<string, Map<number, number>>();

beforeAll(async () => {
  t = await startTestServer();
  // Rows to meet: canteens, stalls and meal periods of both merchants, merchant 1's people, cards and money.
  await seedDemoCanteens(t.db);
  await seedDemoPeople(t.db);
  t.app.addHook('onRequest', async (req) => {
    req.log = Object.assign(Object.create(req.log) as typeof req.log, { error: (o: { err?: unknown }) => void (logged = o.err ?? o) });
  });
  admin = await t.token();
  device = await freshDevice();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(['人员编号', '姓名', '金额', '卡号']);
  sheet.addRow(['P0001', '张三', 100, 'C0001']);
  sheet.addRow(['', '😀', -1, '%']);
  sheet.addRow(['P\u0000', '\ud800', 1e20, '_']);
  FILES.push({ name: 'rows.xlsx', type: XLSX_TYPE, data: Buffer.from(await book.xlsx.writeBuffer()) });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Sent {
  status: number;
  contentType: string;
  body: unknown;
}

/**
 * Generated calls come from an address of their own: their wrong passwords and device secrets count against it
 * (login limits), not against the address the harness logs in from when a call ended its session.
 */
const GENERATED_FROM = '127.0.0.2';

async function send(o: Operation, r: Request, token: string | undefined): Promise<Sent> {
  const url = o.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(r.params[name])));
  const env = envelopeFor(r.content, token) as Envelope;
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  const body = (o.op.requestBody as { content: Json } | undefined)?.content ?? {};
  const from = { remoteAddress: GENERATED_FROM };
  const res =
    o.method === 'GET'
      ? await t.app.inject({ method: 'GET', url, query: envelopeQuery(env), headers, ...from })
      : body['multipart/form-data']
        ? await (async () => {
            const m = multipartBody(env as unknown as Record<string, unknown>, FILES[r.file]);
            return t.app.inject({ method: o.method as 'POST', url, payload: m.payload, headers: { ...headers, 'content-type': m.contentType }, ...from });
          })()
        : await t.app.inject({ method: o.method as 'POST', url, payload: env, headers, ...from });
  const contentType = String(res.headers['content-type'] ?? '');
  return { status: res.statusCode, contentType, body: contentType.startsWith('application/json') ? res.json() : res.rawPayload };
}

/** A new device of merchant 1, logged in; the harness cannot go on without one. */
async function freshDevice(): Promise<string> {
  const serial = `GEN-${++devices}`;
  try {
    return await deviceToken(t, admin, serial);
  } catch (e) {
    throw new Error(`the harness could not add and log in device ${serial}: ${String(e)}`, { cause: e });
  }
}

/** The token an operation is called with. */
function tokenFor(op: Json): string | undefined {
  const security = (op.security ?? []) as Json[];
  if (!security.length) return undefined;
  return 'deviceToken' in security[0]! ? device : admin;
}

/** What is wrong with a reply, or null. */
function fault(o: Operation, sent: Sent): string | null {
  if (sent.status >= 500) return `HTTP ${sent.status}`;
  const responses = o.op.responses as Record<string, Json>;
  const documented = responses[String(sent.status)];
  if (!documented) return `HTTP ${sent.status} is not documented for this operation`;
  const resolved = typeof documented.$ref === 'string' ? (pointer(documented.$ref) as Json) : documented;
  const media = (resolved.content ?? {}) as Record<string, { schema: Schema }>;
  if (!sent.contentType.startsWith('application/json')) return media[sent.contentType.split(';')[0]!] ? null : `a ${sent.contentType} reply is not documented`;
  const reply = sent.body as { code?: number; data?: { fields?: unknown[] } | null };
  if (typeof reply?.code === 'number') {
    if (reply.code === Code.INTERNAL) return 'code 50000';
    if (!CODES.has(reply.code)) return `undocumented code ${reply.code}`;
    if (reply.code === Code.VALIDATION && !reply.data?.fields?.length) return 'a 40000 that names no field';
  }
  const schema = media['application/json']?.schema;
  if (!schema) return `a JSON reply is not documented for HTTP ${sent.status}`;
  const validate = validatorOf(`${o.id} ${sent.status}`, schema);
  if (!validate(sent.body)) return `reply off its schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`;
  return null;
}

/** The OAuth token form: generated fields, sent as the console client. */
async function sendTokenForm(fields: Record<string, unknown>): Promise<Sent> {
  const form = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.app.inject({
    method: 'POST',
    url: OAUTH_TOKEN_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${CONSOLE_CLIENT_ID}:`).toString('base64')}` },
    payload: form.toString(),
    remoteAddress: GENERATED_FROM,
  });
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.json() };
}

async function drive(o: Operation, r: Request): Promise<Sent> {
  if (o.path === OAUTH_TOKEN_PATH) {
    return sendTokenForm(r.content as Record<string, unknown>);
  }
  if (o.path === OAUTH_PUBLIC_KEY_PATH) {
    const res = await t.app.inject({ method: 'GET', url: OAUTH_PUBLIC_KEY_PATH });
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.json() };
  }
  // Logging out ends the session it is called with: it gets a session of its own.
  const token = o.id === 'auth.logout' ? await t.token() : tokenFor(o.op);
  let sent = await send(o, r, token);
  const code = (sent.body as { code?: number } | null)?.code;
  if (code === Code.UNAUTHORIZED && token && o.id !== 'auth.logout') {
    // A generated call may end the caller's own standing (a device deleted or its secret reset, the administrator's
    // sessions revoked by an edit of their user): start again with a fresh one, and send the request once more.
    if (token === device) device = await freshDevice();
    else admin = await t.token();
    sent = await send(o, r, tokenFor(o.op));
  }
  return sent;
}

describe('the requests that found the class (issue 12)', () => {
  const role = async () => (await t.db.query<{ id: number }>(`SELECT id FROM mgr_roles WHERE merchant_id = 1 ORDER BY id LIMIT 1`))[0]!.id;
  it.each([
    ['devices.tablewareInfoAdd', () => ({ shapeId: 1, colourId: 1, price: 9_579_275_523 }), 'price'],
    ['canteens.takeoutRuleSave', () => ({ canteenId: 1, enabled: true, deliveryFee: 5_299_493_354, minOrder: 0, packagingFee: 0, windows: [] }), 'deliveryFee'],
    ['devicesAi.mealPage', () => ({ day: '2762-97-91' }), 'day'],
    ['canteens.holidayAdd', () => ({ day: '2023-02-29', holidayName: 'No such day' }), 'day'],
    ['admin.operationLogPage', () => ({ from: '2024-01-01T00:00:00+21:00' }), 'from'],
    ['canteens.canteenPage', () => ({ canteenName: 'a\u0000b' }), 'canteenName'],
    ['settings.abcBankSave', () => ({ enabled: false, merchantNo: '\ud800' }), 'merchantNo'],
  ] as const)('%s refuses the bad value with 40000 naming %s', async (id, content, field) => {
    const r = await t.call<{ fields: { field: string }[] }>(id, content(), { token: admin });
    expect([r.code, r.data?.fields.map((f) => f.field)]).toEqual([Code.VALIDATION, [field]]);
  });

  it('admin.userAdd names the password it could not decrypt', async () => {
    const r = await t.call<{ fields: { field: string }[] }>('admin.userAdd', { username: 'gen_user', password: 'not-encrypted', realName: 'G', roleId: await role() }, { token: admin });
    expect([r.code, r.data?.fields.map((f) => f.field)]).toEqual([Code.VALIDATION, ['password']]);
  });
});

describe('requests generated from the OpenAPI document', () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(400);
    expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length);
  });

  it.each(operations.map((o) => [o.id, o] as const))('%s: no 50000, every reply on its documented schema', async (_id, o) => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(o.op), async (r) => {
        logged = undefined;
        const sent = await drive(o, r);
        const codes = reached.get(o.id) ?? reached.set(o.id, new Map()).get(o.id)!;
        const code = (sent.body as { code?: unknown } | null)?.code;
        const key = typeof code === 'number' ? code : sent.status;
        codes.set(key, (codes.get(key) ?? 0) + 1);
        const wrong = fault(o, sent);
        if (wrong) {
          const cause = logged instanceof Error ? `\n  server error: ${logged.stack?.split('\n').slice(0, 4).join(' | ')}` : logged ? `\n  server error: ${JSON.stringify(logged)}` : '';
          const text = `${o.id} (${o.method} ${o.path}): ${wrong}\n  request: ${JSON.stringify(r)}\n  reply: ${sent.status} ${JSON.stringify(sent.body).slice(0, 2000)}${cause}`;
          throw new Error(text);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it('gets past validation to the handlers for most operations', () => {
    const ok = [...reached].filter(([, codes]) => [...codes.keys()].some((c) => c !== Code.VALIDATION));
    const succeeded = [...reached].filter(([, codes]) => codes.has(Code.OK) || codes.has(200));
    const stuck = operations.filter((o) => !ok.some(([id]) => id === o.id)).map((o) => o.id);
    console.info(
      `generated requests: ${ok.length} of ${operations.length} operations got past validation (not: ${stuck.join(', ')}), ${succeeded.length} answered 10000 at least once`,
    );
    expect(ok.length).toBeGreaterThan(operations.length * 0.8);
    expect(succeeded.length).toBeGreaterThan(operations.length * 0.4);
  });
});
