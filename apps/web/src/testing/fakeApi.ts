import { vi } from 'vitest';
import {
  Code,
  DEFAULT_PAGE_SIZE,
  endpointById,
  httpStatusOf,
  PREFIX,
  type AnyEndpoint,
  type BlobEndpointId,
  type EndpointById,
  type EndpointId,
  type FieldError,
  type InputOf,
  type OutputOf,
  type ParsedInputOf,
} from '@canteen/contract';

/**
 * The one fake server of the web tests: it stands behind `fetch`, so the console's real request client builds,
 * signs and sends each call. Like the server it checks the content against the endpoint's input schema (a
 * request off the contract gets 40000 with its fields), answers with the test's handler, and checks every
 * reply against the endpoint's output schema: a fake reply off the contract fails the test.
 */

/** What a handler may answer: the endpoint's data (a file for an export). */
type Answer<Id extends EndpointId> = Id extends BlobEndpointId ? Blob : OutputOf<Id>;
/** A handler gets the parsed content, like the server's, and the uploaded file of a multipart call. */
export type FakeHandler<Id extends EndpointId> = (input: ParsedInputOf<EndpointById[Id]>, file?: File) => Answer<Id> | Promise<Answer<Id>>;
export type FakeHandlers = { [Id in EndpointId]?: FakeHandler<Id> };

/** Thrown by a handler: the server refuses with this code (42200, 40900, 59000 with the row errors…). */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    readonly msg = '',
    readonly data: unknown = null,
  ) {
    super(`${code} ${msg}`);
  }
}
export const refuse = (code: number, msg = '', data: unknown = null) => new Refusal(code, msg, data);
/** A 40000 refusal naming fields, as the server sends it. */
export const invalid = (fields: FieldError[], msg = 'Validation failed') => new Refusal(Code.VALIDATION, msg, { fields });

/** One page of rows as a paged list answers it. */
export const page = <R>(records: R[], total = records.length) => ({ records, total, page: 1, limit: DEFAULT_PAGE_SIZE });

export interface FakeApi {
  /** Adds or replaces handlers. */
  on(handlers: FakeHandlers): FakeApi;
  /** The contents the page sent to an endpoint, in order, as sent (before the schema's defaults). */
  calls<Id extends EndpointId>(id: Id): InputOf<Id>[];
  /** Every call in order: endpoint id, content and the address it went to. */
  readonly log: { id: EndpointId; content: unknown; url: URL }[];
}

const CONFIG = { merchantId: 1, clientId: 'yunshitang' };

/** Problems found while the test ran (a reply off the contract, a call nobody answers); checked after each test. */
let problems: string[] = [];
/** The real fetch while the fake stands in for it. */
let realFetch: typeof fetch | null = null;

const routes = [...endpointById.values()].map((e) => ({ endpoint: e, pattern: new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/]+')}$`) }));
const routeOf = (method: string, pathname: string) => routes.find((r) => r.endpoint.method === method && r.pattern.test(pathname))?.endpoint;

/** The envelope's content: in the query (GET), the JSON body, or a form field beside the file (multipart). */
async function readRequest(url: URL, init: RequestInit): Promise<{ content: Record<string, unknown>; file?: File }> {
  if (init.body instanceof FormData) {
    const file = init.body.get('file');
    return { content: JSON.parse(String(init.body.get('content') ?? '{}')) as Record<string, unknown>, file: file instanceof File ? file : undefined };
  }
  if (typeof init.body === 'string') return { content: (JSON.parse(init.body) as { content: Record<string, unknown> }).content };
  return { content: JSON.parse(url.searchParams.get('content') ?? '{}') as Record<string, unknown> };
}

/** A file reply whose `blob()` is the test's own Blob (jsdom's), as a browser's would be, not Node's copy of it. */
class FileResponse extends Response {
  constructor(private readonly file: Blob) {
    super(null, { headers: { 'content-type': file.type || 'application/octet-stream' } });
  }
  override blob(): Promise<Blob> {
    return Promise.resolve(this.file);
  }
}

const reply = (code: number, data: unknown, msg = '') => Response.json({ code, msg, data }, { status: httpStatusOf[code as Code] ?? 200 });

async function answer(endpoint: AnyEndpoint, handler: FakeHandler<EndpointId> | undefined, content: Record<string, unknown>, file?: File): Promise<Response> {
  const parsed = endpoint.input.safeParse(content);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    return reply(Code.VALIDATION, { fields }, 'Validation failed');
  }
  if (!handler) {
    // A write that answers nothing needs no handler; anything else must be answered by the test.
    if (endpoint.kind !== 'blob' && endpoint.output.safeParse(null).success) return reply(Code.OK, null);
    problems.push(`${endpoint.id}: called, but the test gives no handler`);
    return reply(Code.INTERNAL, null, `no fake handler for ${endpoint.id}`);
  }
  let data: unknown;
  try {
    data = await handler(parsed.data as never, file);
  } catch (error) {
    if (error instanceof Refusal) return reply(error.code, error.data, error.msg);
    throw error;
  }
  if (endpoint.kind === 'blob') {
    if (data instanceof Blob) return new FileResponse(data);
    problems.push(`${endpoint.id}: an export must answer a Blob`);
    return reply(Code.INTERNAL, null);
  }
  const checked = endpoint.output.safeParse(data);
  if (!checked.success) {
    problems.push(`${endpoint.id}: the fake reply is off the contract: ${checked.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
    return reply(Code.INTERNAL, null, `fake reply of ${endpoint.id} is off the contract`);
  }
  return reply(Code.OK, data);
}

/**
 * Installs the fake server for this test: `fetch` answers /config.json and every endpoint of the catalogue.
 * `handlers` answer by endpoint id; a call to an endpoint without one fails the test (unless its reply is null).
 * `files` are stored files served at their address (photos the page reads).
 */
export function fakeApi(handlers: FakeHandlers = {}, files: Record<string, Blob> = {}): FakeApi {
  const current: FakeHandlers = { ...handlers };
  const log: FakeApi['log'] = [];
  const fetchFake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === '/config.json') return Response.json(CONFIG);
    const stored = files[url.pathname];
    if (stored) return new FileResponse(stored);
    const endpoint = routeOf(init.method ?? 'GET', url.pathname);
    if (!endpoint) {
      // A missing file is a 404 like any server's; an address under a service prefix must be an endpoint.
      if (Object.values(PREFIX).some((prefix) => url.pathname.startsWith(`${prefix}/`))) problems.push(`${init.method ?? 'GET'} ${url.pathname}: no endpoint of the catalogue`);
      return new Response('not found', { status: 404 });
    }
    const { content, file } = await readRequest(url, init);
    const id = endpoint.id as EndpointId;
    log.push({ id, content, url });
    return answer(endpoint, current[id] as FakeHandler<EndpointId> | undefined, content, file);
  };
  realFetch ??= globalThis.fetch;
  globalThis.fetch = vi.fn(fetchFake);
  const api: FakeApi = {
    on(more) {
      Object.assign(current, more);
      return api;
    },
    calls: <Id extends EndpointId>(id: Id) => log.filter((c) => c.id === id).map((c) => c.content as InputOf<Id>),
    log,
  };
  return api;
}

/** After each test (testing/setup.ts): removes the fake and fails the test for what went wrong behind it. */
export function checkFakeApi(): void {
  if (!realFetch) return;
  globalThis.fetch = realFetch;
  realFetch = null;
  const found = problems;
  problems = [];
  if (found.length) throw new Error(`fake API:\n${found.join('\n')}`);
}
