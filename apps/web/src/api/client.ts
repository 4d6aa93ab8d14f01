import { buildEnvelope, Code, envelopeQuery, pathWith, PUBLIC_SIGN_KEY, type AnyEndpoint } from '@canteen/contract';
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
  resolveEndpoint,
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
 * Calls an endpoint of the contract (by id or definition) and resolves with its `data`
 * (the whole reply for code 59000). Fails with ApiError for any other code.
 */
export function call<T = unknown>(endpoint: string | AnyEndpoint, content: Content = {}, opts: CallOptions = {}): Promise<T> {
  const def = resolveEndpoint(endpoint);
  return withLoading(opts, async () => {
    const res = await transport(opts, () => envelopeRequest(def, content));
    return handleReply<T>(await readReply(res), opts);
  });
}

/**
 * Export: the reply is a file saved as `fileName`. A JSON reply instead of a file is a refusal
 * (more than 50 000 rows, spec §8): its msg (or 'max export 50000 rows') is shown and the call fails.
 */
export function download(endpoint: string | AnyEndpoint, content: Content = {}, fileName: string, opts: CallOptions = {}): Promise<void> {
  const def = resolveEndpoint(endpoint);
  return withLoading(opts, async () => {
    const res = await transport(opts, () => envelopeRequest(def, content));
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

/** Multipart upload: the file as `file`, the envelope's fields (content as JSON) as form fields; `query` goes in the URL. */
export function upload<T = unknown>(
  endpoint: string | AnyEndpoint,
  file: Blob,
  content: Content = {},
  query?: Query,
  opts: CallOptions = {},
): Promise<T> {
  const def = resolveEndpoint(endpoint);
  return withLoading(opts, async () => {
    const res = await transport(opts, async () => {
      await loadConfig();
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'file');
      for (const [key, value] of Object.entries(envelopeQuery(buildEnvelope(content, signKeyOf(def))))) form.append(key, value);
      return [pathWith(def.path, content) + queryString(query), { method: def.method, headers: sessionHeaders(), body: form }];
    });
    return handleReply<T>(await readReply(res), opts);
  });
}
