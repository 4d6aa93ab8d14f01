import { Code, type Reply } from '@canteen/contract';
import i18n from '@/i18n';
import { ApiError } from './errors';
import { messageApi } from './feedback';
import { beginLoading } from './loading';
import { reloadPage } from './page';
import { getMerchantId, getToken, removeToken } from './session';

export interface CallOptions {
  /** Milliseconds before the request is abandoned (default 100 000, spec §9). */
  timeout?: number;
  /** Do not show the server's message on a failed code (forms that show field errors themselves). */
  silent?: boolean;
  /** false: no full-screen overlay for this request. */
  loading?: boolean;
  /** Abandons the request (e.g. a query that is no longer needed); no message is shown. */
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 100_000;
export const ERROR_MESSAGE_SECONDS = 2;
export const TRANSPORT_MESSAGE_SECONDS = 5;
/** Time to read the "session expired" message before the page reloads. */
export const RELOAD_DELAY_MS = 1500;

/** Authorization, MERCHANT-ID and Accept-Language (DESIGN §3). */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'zh' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const merchantId = getMerchantId();
  if (merchantId) headers['MERCHANT-ID'] = merchantId;
  return headers;
}

export function queryString(params: Record<string, string | number | boolean | undefined> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Runs a request under the overlay counter unless `loading: false`. */
export async function withLoading<T>(opts: CallOptions, run: () => Promise<T>): Promise<T> {
  const end = opts.loading === false ? () => {} : beginLoading();
  try {
    return await run();
  } finally {
    end();
  }
}

export type PreparedRequest = [url: string, init: RequestInit];

/**
 * fetch with the timeout; any HTTP status is a response (spec §9: 0..5000), the body's code decides.
 * `prepare` builds the request (it may read /config.json first). A transport failure (network, timeout,
 * unreadable config) shows its message for 5 s and rejects.
 */
export async function transport(opts: CallOptions, prepare: () => PreparedRequest | Promise<PreparedRequest>): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timeoutMs = opts.timeout ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', abortFromCaller);
  try {
    const [url, init] = await prepare();
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (cause) {
    if (opts.signal?.aborted) throw cause;
    const error = timedOut
      ? new Error(i18n.t('shell.api.timeout', { ms: timeoutMs }))
      : cause instanceof Error
        ? cause
        : new Error(String(cause));
    messageApi().error(error.message || i18n.t('shell.api.error'), TRANSPORT_MESSAGE_SECONDS);
    throw error;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/** The envelope reply; a body that is not one (a proxy's error page) becomes a failed reply with the HTTP status. */
export async function readReply(res: Response): Promise<Reply> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as Partial<Reply>;
    if (typeof body?.code === 'number') return { code: body.code, msg: body.msg ?? '', data: body.data ?? null };
  } catch {
    // not JSON: handled below
  }
  return { code: res.status, msg: i18n.t('shell.api.badReply', { status: res.status }), data: null };
}

let expiring = false;

/** 20001: show the server's message, clear the token and reload (once, however many calls fail together). */
export function expireSession(msg: string): void {
  if (expiring) return;
  expiring = true;
  messageApi().error(msg || i18n.t('shell.api.sessionExpired'), ERROR_MESSAGE_SECONDS);
  removeToken();
  setTimeout(reloadPage, RELOAD_DELAY_MS);
}

/** Spec §8: 10000 → data; 59000 → the reply unchanged; 20001 → session expired; anything else → message 2 s and ApiError. */
export function handleReply<T>(reply: Reply, opts: CallOptions): T {
  if (reply.code === Code.OK) return reply.data as T;
  if (reply.code === Code.PASS_THROUGH) return reply as T;
  if (reply.code === Code.UNAUTHORIZED) {
    expireSession(reply.msg);
    throw new ApiError(reply.code, reply.msg, reply.data);
  }
  if (!opts.silent) messageApi().error(reply.msg || i18n.t('shell.api.error'), ERROR_MESSAGE_SECONDS);
  throw new ApiError(reply.code, reply.msg, reply.data);
}
