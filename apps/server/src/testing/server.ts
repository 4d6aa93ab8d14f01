import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants, createPublicKey, publicEncrypt, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  CONSOLE_CLIENT_ID,
  PUBLIC_SIGN_KEY,
  OAUTH_PUBLIC_KEY_PATH,
  OAUTH_TOKEN_PATH,
  buildEnvelope,
  endpointById,
  envelopeQuery,
  passwordPlaintext,
  pathWith,
  type PublicKeyReply,
  type Reply,
} from '@canteen/contract';
import { loadConfig, type Config } from '../config';
import type { Db } from '../platform/db/db';
import { PgliteDb } from '../platform/db/pglite';
import { PostgresDb } from '../platform/db/postgres';
import { buildApp } from '../app';
import { databaseUrlFor, pgTemplateDb, pgliteTemplate } from './templates';

/** Which database this test project runs on: the 'server-pg' project sets TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface CallOptions {
  token?: string | null;
  headers?: Record<string, string>;
  /** Overrides of envelope fields, for envelope tests. */
  envelope?: Record<string, unknown>;
  query?: Record<string, string>;
  /** For multipart endpoints: the file part. */
  file?: { name: string; type: string; data: Buffer };
}

/** The signing key of every token this process logged in (users and devices), as a client keeps it beside its token. */
const signKeys = new Map<string, string>();

/** The key a call with `token` is signed with: its login's key, or the public key without a token. */
export function signKeyFor(token: string | null | undefined): string {
  if (!token) return PUBLIC_SIGN_KEY;
  return signKeys.get(token) ?? PUBLIC_SIGN_KEY;
}

/** Signs `content` as the holder of `token` would. */
export const envelopeFor = (content: unknown, token?: string | null) => buildEnvelope(content ?? {}, signKeyFor(token));

/** A multipart body with the envelope fields (content as the signed JSON text) and an optional file. */
export function multipartBody(env: Record<string, unknown>, file?: CallOptions['file']) {
  const boundary = `----canteen${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const text = name === 'content' && typeof value !== 'string' ? JSON.stringify(value) : String(value);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Calls an endpoint of the catalogue by id through a signed envelope. */
  call<T = unknown>(endpointId: string, content?: Record<string, unknown>, opts?: CallOptions): Promise<Reply<T> & { status: number }>;
  /** A password as the console sends it: encrypted with the server's key beside the time and a fresh nonce. */
  encrypt(password: string): Promise<string>;
  /** Any text encrypted with the server's key (an old-style bare password, a stale time, a reused nonce). */
  encryptText(plain: string): Promise<string>;
  login(username: string, password: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Logs in and returns the bearer token (throws when login fails). */
  token(username?: string, password?: string): Promise<string>;
  /**
   * Moves the server's clock (the time requests are handled at) on by ms, instead of waiting. Envelopes keep the
   * real time, so stay within their 300 s window.
   */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

async function cloneDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (testDbKind === 'pglite') {
    const blob = new Blob([fs.readFileSync(pgliteTemplate())]);
    const db = await PgliteDb.open(undefined, blob);
    return { db, drop: async () => {} };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `canteen_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // CREATE DATABASE … TEMPLATE needs the template to itself; parallel files take turns.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplateDb()}`);
      break;
    } catch (e) {
      if (attempt > 50) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const db = PostgresDb.open(databaseUrlFor(url, name), 10);
  return {
    db,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A server on its own copy of the migrated, seeded database; one per test file. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const { db, drop } = await cloneDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canteen-test-'));
  // Test files log in hundreds of times a minute from one address: the anonymous limit's own test sets it low.
  const config: Config = {
    ...loadConfig({ SETTINGS_KEY: process.env.SETTINGS_KEY }),
    dataDir,
    webDist: path.join(dataDir, 'no-web'),
    logLevel: 'silent',
    anonymousPerMinute: 1_000_000,
    ...overrides,
  };
  let clockOffset = 0;
  const app = await buildApp(config, db, { logger: false, now: () => new Date(Date.now() + clockOffset) });
  let publicKey: PublicKeyReply | undefined;

  const server: TestServer = {
    app,
    db,
    config,
    async call(endpointId, content = {}, opts = {}) {
      const e = endpointById.get(endpointId);
      if (!e) throw new Error(`unknown endpoint ${endpointId}`);
      // Calls open before login are signed with the public key even when a token is at hand.
      const env = { ...envelopeFor(content, e.access === 'public' ? null : opts.token), ...opts.envelope };
      const headers: Record<string, string> = { 'accept-language': 'en', ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const url = pathWith(e.path, content);
      if (e.kind === 'multipart') {
        const body = multipartBody(env, opts.file);
        const res = await app.inject({ method: e.method, url, payload: body.payload, headers: { ...headers, 'content-type': body.contentType }, query: opts.query });
        return { ...(res.json() as Reply<never>), status: res.statusCode };
      }
      const res =
        e.method === 'GET'
          ? await app.inject({ method: 'GET', url, query: { ...envelopeQuery(env as never), ...opts.envelope, ...opts.query } as Record<string, string>, headers })
          : await app.inject({ method: e.method, url, payload: env, headers, query: opts.query });
      const reply = { ...(res.json() as Reply<never>), status: res.statusCode };
      const device = reply.data as { token?: string; signKey?: string } | null;
      if (endpointId === 'devices.deviceLogin' && device?.token && device.signKey) signKeys.set(device.token, device.signKey);
      return reply;
    },
    advanceClock(ms) {
      clockOffset += ms;
    },
    encrypt: (password) => server.encryptText(passwordPlaintext(password)),
    async encryptText(plain) {
      publicKey ??= (await app.inject({ method: 'GET', url: OAUTH_PUBLIC_KEY_PATH })).json() as PublicKeyReply;
      const key = createPublicKey({ key: Buffer.from(publicKey.spki, 'base64'), format: 'der', type: 'spki' });
      return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString('base64');
    },
    async login(username, password, headers = {}) {
      const form = new URLSearchParams({ username, password: await server.encrypt(password), scope: 'server', grant_type: 'password', role: 'manager' });
      const res = await app.inject({
        method: 'POST',
        url: OAUTH_TOKEN_PATH,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${CONSOLE_CLIENT_ID}:`).toString('base64')}`,
          ...headers,
        },
        payload: form.toString(),
      });
      if (res.statusCode === 200) {
        const body = res.json() as { access_token: string; sign_key: string };
        signKeys.set(body.access_token, body.sign_key);
      }
      return res;
    },
    async token(username = 'admin', password = 'Admin@123') {
      const res = await server.login(username, password);
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      return (res.json() as { access_token: string }).access_token;
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
