import {
  buildEnvelope,
  Code,
  envelopeQuery,
  pathWith,
  PUBLIC_SIGN_KEY,
  type AnyEndpoint,
  type BlobEndpointId,
  type EndpointId,
  type ImportFailure,
  type InputOf,
  type JsonEndpointId,
  type MultipartEndpointId,
  type OutputOf,
} from '@canteen/contract';
import { endpointOf } from './endpoints';
import i18n from '@/i18n';
import { loadConfig } from './config';
import { ApiError } from './errors';
import { messageApi } from './feedback';
import {
  ERROR_MESSAGE_SECONDS,
  expireSession,
  handleReply,
  queryString,
  readReply,
  sessionHeaders,
  transport,
  withLoading,
  type CallOptions,
  type PreparedRequest,
} from './request';
import { saveBlob } from './saveBlob';
import { getSignKey } from './session';

type Content = Record<string, unknown>;
type Query = Record<string, string | number | boolean | undefined>;

/** An object without properties: `NoFields extends InputOf<Id>` says the input has no required field. */
type NoFields = Record<never, never>;
/** The content argument: optional when the endpoint needs no field (`call('canteens.canteenList')`). */
export type InputArgs<Id extends EndpointId> = NoFields extends InputOf<Id> ? [content?: InputOf<Id>, opts?: CallOptions] : [content: InputOf<Id>, opts?: CallOptions];
type UploadArgs<Id extends EndpointId> = NoFields extends InputOf<Id>
  ? [content?: InputOf<Id>, query?: Query, opts?: CallOptions]
  : [content: InputOf<Id>, query?: Query, opts?: CallOptions];

/** The whole reply of a refused import (code 59000, uploads only): nothing was stored, `data` lists the wrong rows. */
export interface PassThroughReply {
  code: typeof Code.PASS_THROUGH;
  msg: string;
  data: ImportFailure;
}

/** True for an upload's 59000 reply (as opposed to its data). */
export function isPassThrough(answer: unknown): answer is PassThroughReply {
  return typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === Code.PASS_THROUGH;
}

/** Calls open before login are signed with the public key; every other call with the login's key (DESIGN §3). */
const signKeyOf = (endpoint: AnyEndpoint): string => (endpoint.access === 'public' ? PUBLIC_SIGN_KEY : (getSignKey() ?? PUBLIC_SIGN_KEY));

/** The signed request for an endpoint: GET carries the envelope in the query, other methods as a JSON body. */
async function envelopeRequest(endpoint: AnyEndpoint, content: Content): Promise<PreparedRequest> {
  await loadConfig(); // the first call stores the served merchant id (spec §2.1)
  const envelope = buildEnvelope(content, signKeyOf(endpoint));
  const path = pathWith(endpoint.path, content);
  const headers = sessionHeaders();
  if (endpoint.method === 'GET') return [path + queryString(envelopeQuery(envelope)), { method: 'GET', headers }];
  return [path, { method: endpoint.method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(envelope) }];
}

/**
 * Calls an endpoint of the contract by id and resolves with its `data`, typed by the endpoint's output schema.
 * Fails with ApiError for any other code than 10000. The second form serves code generic over the endpoint
 * (a list page, a money dialog): its content is typed `InputOf<Id>` by its caller.
 */
export function call<Id extends JsonEndpointId>(id: Id, ...[content, opts]: InputArgs<Id>): Promise<OutputOf<Id>>;
export function call<Id extends JsonEndpointId>(id: Id, content: InputOf<Id>, opts?: CallOptions): Promise<OutputOf<Id>>;
export function call(id: JsonEndpointId, content?: Content, opts: CallOptions = {}): Promise<unknown> {
  const def = endpointOf(id);
  return withLoading(opts, async () => {
    const res = await transport(opts, () => envelopeRequest(def, content ?? {}));
    return handleReply<unknown>(await readReply(res), opts);
  });
}

/**
 * Export: the reply is a file saved as `fileName`. A JSON reply instead of a file is a refusal
 * (more than 50 000 rows, spec §8): its msg (or 'max export 50000 rows') is shown and the call fails.
 */
export function download<Id extends BlobEndpointId>(id: Id, content: InputOf<Id>, fileName: string, opts: CallOptions = {}): Promise<void> {
  const def = endpointOf(id);
  return withLoading(opts, async () => {
    const res = await transport(opts, () => envelopeRequest(def, content as Content));
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('json') || !res.ok) {
      const reply = await readReply(res);
      if (reply.code === Code.UNAUTHORIZED) {
        expireSession(reply.msg);
        throw new ApiError(reply.code, reply.msg, reply.data);
      }
      const msg = reply.msg || i18n.t('shell.api.exportCap');
      messageApi().error(msg, ERROR_MESSAGE_SECONDS);
      throw new ApiError(reply.code === Code.OK ? Code.BUSINESS_RULE : reply.code, msg, reply.data);
    }
    saveBlob(await res.blob(), fileName);
  });
}

/**
 * Multipart upload: the file as `file`, the envelope's fields (content as JSON) as form fields; `query` goes in the URL.
 * Resolves with the data, or with the whole reply of a refused import (59000).
 */
export function upload<Id extends MultipartEndpointId>(id: Id, file: Blob, ...[content, query, opts = {}]: UploadArgs<Id>): Promise<OutputOf<Id> | PassThroughReply> {
  const def = endpointOf(id);
  return withLoading(opts, async () => {
    const res = await transport(opts, async () => {
      await loadConfig();
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'file');
      for (const [key, value] of Object.entries(envelopeQuery(buildEnvelope((content ?? {}) as Content, signKeyOf(def))))) form.append(key, value);
      return [pathWith(def.path, (content ?? {}) as Content) + queryString(query), { method: def.method, headers: sessionHeaders(), body: form }];
    });
    return handleReply<OutputOf<Id> | PassThroughReply>(await readReply(res), opts);
  });
}
