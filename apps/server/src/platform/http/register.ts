import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, PUBLIC_SIGN_KEY, httpStatusOf, isExport, isWrite, type AnyEndpoint, type FieldError, type OutputOf, type ParsedInputOf } from '@canteen/contract';
import type { Config } from '../../config';
import type { Db } from '../db/db';
import { txWithRetry } from '../db/retry';
import { UNRESTRICTED, type Ctx, type UploadedFile } from '../context';
import { langOf, translate, type Lang } from '../messages';
import { resolveToken } from '../auth/tokens';
import { resolveDeviceTokenForRequest } from '../auth/deviceTokens';
import { recordOperation } from '../audit';
import { unstorableField } from '../storableText';
import { AppError, fieldError, isUniqueViolation } from './errors';
import { checkSign, claimNonce, parseEnvelope, type RawEnvelope } from './envelope';

/** A blob endpoint's handler replies with a file; its `output` schema describes only the JSON refusal. */
export type Handler<E extends AnyEndpoint> = (ctx: Ctx, input: ParsedInputOf<E>) => Promise<E extends { kind: 'blob' } ? FileReply : OutputOf<E>>;
/** What a module's routes.ts provides: one handler per endpoint of its area. */
export type Handlers<Es extends readonly AnyEndpoint[]> = { [E in Es[number] as E['id']]: Handler<E> };

/**
 * A handler in two steps: `prepare` does the slow part that writes nothing (reading an uploaded sheet) before the
 * request's transaction opens, so that no pooled connection is pinned (and on PGlite no other request waits) while
 * it runs; `write` gets what it prepared inside the transaction. Called directly, it runs both steps.
 */
export interface TwoStepHandler<I, P, O> {
  (ctx: Ctx, input: I): Promise<O>;
  prepare(ctx: Ctx, input: I): Promise<P>;
  write(ctx: Ctx, input: I, prepared: P): Promise<O>;
}

export function prepareFirst<I, P, O>(prepare: (ctx: Ctx, input: I) => Promise<P>, write: (ctx: Ctx, input: I, prepared: P) => Promise<O>): TwoStepHandler<I, P, O> {
  return Object.assign(async (ctx: Ctx, input: I) => write(ctx, input, await prepare(ctx, input)), { prepare, write });
}

const isTwoStep = (h: Handler<AnyEndpoint>): h is Handler<AnyEndpoint> & TwoStepHandler<unknown, unknown, unknown> => 'prepare' in h && 'write' in h;

/** A file reply of a `kind: 'blob'` endpoint. */
export interface FileReply {
  fileName: string;
  contentType: string;
  body: Buffer | NodeJS.ReadableStream;
}
export const isFileReply = (v: unknown): v is FileReply => !!v && typeof v === 'object' && 'fileName' in v && 'body' in v;

const ZOD_LOCALES = { zh: z.locales.zhCN, en: z.locales.en, es: z.locales.es, ja: z.locales.ja } as const;
const zodErrorMaps = Object.fromEntries(Object.entries(ZOD_LOCALES).map(([k, f]) => [k, f().localeError])) as Record<Lang, z.core.$ZodErrorMap>;

const MULTIPART_FILE_LIMIT = 10 * 1024 * 1024;
const ENVELOPE_FIELDS = new Set(['version', 'nonceStr', 'timestamp', 'signType', 'sign', 'content']);

export interface Platform {
  config: Config;
  db: Db;
  decryptPassword(db: Db, ciphertext: string, now: Date, field: string): Promise<string>;
  /** The time a request is handled at (tests move it instead of waiting). */
  now(): Date;
}

export function sendReply(reply: FastifyReply, lang: Lang, code: Code, data: unknown, msg?: string) {
  return reply.status(httpStatusOf[code] ?? 200).send({ code, msg: msg ?? translate(lang, code === Code.OK ? 'ok' : 'internal'), data });
}

/** Turns any thrown value into the reply of DESIGN §3; unknown errors are logged with the request id, never sent. */
export function replyForError(req: FastifyRequest, lang: Lang, err: unknown): { code: Code; msg: string; data: unknown } {
  if (err instanceof AppError) return { code: err.code, msg: translate(lang, err.key, err.params), data: localiseFields(lang, err.data, err.params) };
  // A unique index refused a row another request wrote meanwhile (services map the ones they expect to fields): a conflict, not a fault.
  if (isUniqueViolation(err)) return { code: Code.CONFLICT, msg: translate(lang, 'concurrentDuplicate'), data: null };
  req.log.error({ err, requestId: req.id }, 'unhandled error');
  return { code: Code.INTERNAL, msg: `${translate(lang, 'internal')} (${req.id})`, data: null };
}

function localiseFields(lang: Lang, data: unknown, params: Record<string, string | number>) {
  const fields = (data as { fields?: FieldError[] } | null)?.fields;
  if (!fields) return data;
  return { ...(data as object), fields: fields.map((f) => ({ field: f.field, message: translate(lang, f.message, params) })) };
}

function zodFields(error: z.ZodError): FieldError[] {
  return error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
}

/** Registers every endpoint of `endpoints` with its handler: envelope, token, menu id, validation, transaction, operation log. */
export function registerEndpoints<Es extends readonly AnyEndpoint[]>(app: FastifyInstance, platform: Platform, endpoints: Es, handlers: Handlers<Es>) {
  const { db } = platform;
  for (const endpoint of endpoints) {
    const handler = (handlers as Record<string, Handler<AnyEndpoint>>)[endpoint.id];
    if (!handler) throw new Error(`No handler for endpoint ${endpoint.id}`);
    const url = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
    const write = isWrite(endpoint);
    const inTransaction = write && endpoint.transaction !== false;
    const steps = isTwoStep(handler) ? handler : undefined;
    // A two-step write claims its nonce before its slow step, so that a replay is refused before it parses anything.
    const claimInTransaction = inTransaction && !steps;
    // A file streams after the handler returned, when a transaction would be over: exports only read.
    if (write && endpoint.kind === 'blob') throw new Error(`${endpoint.id}: a blob endpoint must be write: false`);

    app.route({
      method: endpoint.method,
      url,
      config: endpoint.access === 'public' ? { anonymous: 'always' } : {},
      handler: async (req, reply) => {
        const started = performance.now();
        const lang = langOf(req.headers['accept-language']);
        const now = platform.now();
        let ctx: Ctx | undefined;
        let content: unknown;
        let code: Code = Code.OK;
        let msg = '';
        /** A write's nonce: claimed in its transaction, or after it when the write was refused and rolled back. */
        let nonce: { nonce: string; ts: number } | undefined;
        try {
          const multipart = endpoint.kind === 'multipart';
          // An upload's login and menu are checked from its headers, before its body (up to 10 MB) is read.
          const early = multipart ? await contextFor(req, platform, endpoint, lang, now) : undefined;
          if (early) {
            ctx = early.ctx;
            await authorize(db, ctx, endpoint, parseMerchantHeader(req.headers['merchant-id']));
          }
          const { envelope, file, extra } = await readEnvelope(req, endpoint);
          const verified = parseEnvelope(envelope, endpoint.method === 'GET' || multipart);
          // The caller first: its login's (or device's) key is what the envelope must be signed with.
          const caller = early ?? (await contextFor(req, platform, endpoint, lang, now));
          checkSign(verified, caller.signKey, now.getTime());
          ctx = caller.ctx;
          content = verified.content;
          // A write claims its nonce inside its own transaction (one commit instead of two); a refused write
          // claims it afterwards, below, so that no request runs twice either way.
          if (claimInTransaction) nonce = verified;
          else await claimNonce(db, verified.nonce, verified.ts, caller.tokenCheck);
          if (!early) await authorize(db, ctx, endpoint, parseMerchantHeader(req.headers['merchant-id']));
          ctx.file = file;
          const merged = { ...(isPlainObject(content) ? content : {}), ...extra, ...(req.params as object) };
          if (!isPlainObject(content)) throw new AppError(Code.VALIDATION, 'validation', {}, { fields: [{ field: '', message: 'content must be an object' }] });
          const unstorable = unstorableField(merged);
          if (unstorable !== null) throw fieldError(unstorable, 'unstorableText');
          const parsed = endpoint.input.safeParse(merged, { error: zodErrorMaps[lang] });
          if (!parsed.success) throw new AppError(Code.VALIDATION, 'validation', {}, { fields: zodFields(parsed.error) });
          let input: unknown = parsed.data;
          if (isExport(endpoint)) {
            // An export's columns are the file's shape, not a filter: they reach exportXlsx through ctx.
            const { columns, ...filters } = parsed.data as { columns?: string[] };
            ctx.exportColumns = columns;
            input = filters;
          }
          const run = ctx;
          const prepared = steps ? await steps.prepare(run, input) : undefined;
          const body = (c: Ctx) => (steps ? steps.write(c, input, prepared) : handler(c, input));
          const data = inTransaction
            ? await txWithRetry(
                db,
                async (tx) => {
                  if (claimInTransaction) await claimNonce(tx, verified.nonce, verified.ts, caller.tokenCheck);
                  return body({ ...run, db: tx });
                },
                { onRetry: (err, attempt) => req.log.warn({ code: (err as { code?: string }).code, attempt, endpoint: endpoint.id }, 'transaction retried') },
              )
            : await body(run);
          if (isFileReply(data)) {
            reply.header('content-type', data.contentType);
            reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(data.fileName)}`);
            return reply.send(data.body);
          }
          msg = translate(lang, 'ok');
          return sendReply(reply, lang, Code.OK, data ?? null, msg);
        } catch (err) {
          if (nonce) await claimNonce(db, nonce.nonce, nonce.ts).catch(() => {});
          const r = replyForError(req, lang, err);
          code = r.code;
          msg = r.msg;
          // A refused attempt at a secret says when the next one is let through (login limits).
          if (err instanceof AppError && typeof err.params.retryAfter === 'number') reply.header('retry-after', String(err.params.retryAfter));
          return sendReply(reply, lang, r.code, r.data, r.msg);
        } finally {
          if (write && ctx?.actor) {
            await recordOperation(db, {
              merchantId: ctx.merchantId || null,
              userId: ctx.actor.userId,
              username: ctx.actor.username,
              endpointId: endpoint.id,
              method: endpoint.method,
              path: req.url.split('?')[0],
              ip: req.ip,
              requestId: req.id,
              code,
              msg,
              content,
              durationMs: Math.round(performance.now() - started),
            }).catch((e) => req.log.error({ err: e }, 'operation log write failed'));
          }
        }
      },
    });
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

async function readEnvelope(req: FastifyRequest, endpoint: AnyEndpoint): Promise<{ envelope: RawEnvelope; file?: UploadedFile; extra: Record<string, unknown> }> {
  if (endpoint.method === 'GET') return { envelope: (req.query ?? {}) as RawEnvelope, extra: {} };
  if (endpoint.kind === 'multipart') {
    if (!req.isMultipart()) throw new AppError(Code.BAD_ENVELOPE, 'badEnvelope');
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    try {
      for await (const part of req.parts({ limits: { fileSize: MULTIPART_FILE_LIMIT, files: 1, fields: 20 } })) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer();
          file = { buffer, filename: part.filename, mimetype: part.mimetype };
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (e) {
      // A body the client got wrong (too large, too many parts, cut off) is not an internal error.
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(Code.VALIDATION, 'fileSize', {}, { fields: [{ field: 'file', message: 'fileSize' }] });
      }
      throw new AppError(Code.BAD_ENVELOPE, 'badEnvelope');
    }
    // Query parameters beside the envelope (e.g. ?uploadKey=) are part of the input.
    const extra = Object.fromEntries(Object.entries((req.query ?? {}) as Record<string, unknown>).filter(([k]) => !ENVELOPE_FIELDS.has(k)));
    return { envelope: fields, file, extra };
  }
  return { envelope: (req.body ?? {}) as RawEnvelope, extra: {} };
}

/**
 * The caller's context and the key its envelopes are signed with; `tokenCheck`: a device token served from memory,
 * to be re-checked in the statement that claims the request's nonce.
 */
async function contextFor(
  req: FastifyRequest,
  platform: Platform,
  endpoint: AnyEndpoint,
  lang: Lang,
  now: Date,
): Promise<{ ctx: Ctx; signKey: string; tokenCheck?: { tokenHash: string; now: Date } | null }> {
  const { config, db } = platform;
  const headerMerchant = parseMerchantHeader(req.headers['merchant-id']);
  const base = {
    db,
    requestId: req.id,
    lang,
    ip: req.ip,
    now: () => now,
    log: req.log,
    env: { dataDir: config.dataDir, tokenTtlSeconds: config.tokenTtlSeconds },
    decryptPassword: (on: Db, ciphertext: string, field: string) => platform.decryptPassword(on, ciphertext, now, field),
  };
  if (endpoint.access === 'public') {
    return { ctx: { ...base, merchantId: headerMerchant ?? config.defaultMerchantId, actor: null, scopes: UNRESTRICTED }, signKey: PUBLIC_SIGN_KEY };
  }
  const token = bearer(req.headers.authorization);
  if (endpoint.access === 'device') {
    // Device tokens and manager tokens are separate: neither opens the other's endpoints.
    const found = token ? await resolveDeviceTokenForRequest(db, token, now) : null;
    if (!found) throw new AppError(Code.UNAUTHORIZED, 'unauthorized');
    const { device, check } = found;
    const ctx: Ctx = { ...base, merchantId: device.merchantId, actor: null, device: { deviceId: device.deviceId, canteenId: device.canteenId, serialNumber: device.serialNumber }, scopes: UNRESTRICTED, token };
    return { ctx, signKey: device.signKey, tokenCheck: check };
  }
  const session = token ? await resolveToken(db, token, now) : null;
  if (!session) throw new AppError(Code.UNAUTHORIZED, 'unauthorized');
  const { actor, scopes } = session;
  // only the platform operator may choose a merchant
  const merchantId = actor.isPlatform ? (headerMerchant ?? 0) : (actor.merchantId as number);
  return { ctx: { ...base, merchantId, actor, scopes, token }, signKey: session.signKey };
}

/** Refusals once the caller is known, so that the operation log records refused writes too. */
async function authorize(db: Db, ctx: Ctx, endpoint: AnyEndpoint, headerMerchant: number | undefined) {
  const actor = ctx.actor;
  if (!actor) return;
  if (actor.isPlatform) {
    if (ctx.merchantId && !(await db.query(`SELECT 1 FROM merchants WHERE id = $1`, [ctx.merchantId])).length) throw new AppError(Code.NOT_FOUND, 'notFound');
  } else if (headerMerchant !== undefined && headerMerchant !== actor.merchantId) {
    throw new AppError(Code.FORBIDDEN, 'merchantMismatch');
  }
  if (typeof endpoint.access === 'number' && !actor.menuIds.has(endpoint.access)) throw new AppError(Code.FORBIDDEN, 'forbidden');
}

function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1];
}

function parseMerchantHeader(v: string | string[] | undefined): number | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  if (s === undefined || s === '') return undefined;
  const n = Number(s);
  // Merchant ids are int4 columns: a larger number is a bad header, not a query that fails (50000).
  if (!Number.isSafeInteger(n) || n < 0 || n > 2147483647) throw new AppError(Code.BAD_ENVELOPE, 'badEnvelope');
  return n;
}
