import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The local PostgreSQL of this machine kind (DESIGN §11); DATABASE_URL overrides it. */
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export type DbKind = 'postgres' | 'pglite';

/** A database of its own for one run: a new PostgreSQL database, or a new PGlite data directory. */
export interface FreshDatabase {
  kind: DbKind;
  /** Set for PostgreSQL. */
  url?: string;
  /** The server's DATA_DIR (PGlite lives in it; uploads for both). */
  dataDir: string;
  drop(): Promise<void>;
}

export function databaseUrlFor(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The tools test run keeps a migrated and demo-seeded database of each kind (tools/src/harness/templates.ts, the
 * tools project's global setup) under this variable: a fresh database is a copy of it (its data directory, and
 * for PostgreSQL its database), so a server starts without migrating and seeding again. Unset (the benchmark CLI),
 * a fresh database is empty and the server's first start seeds it.
 */
export const TEMPLATE_ENV: Record<DbKind, string> = { postgres: 'CANTEEN_TOOLS_TEMPLATE_PG', pglite: 'CANTEEN_TOOLS_TEMPLATE_PGLITE' };
export interface Template {
  dataDir: string;
  /** The PostgreSQL database to copy. */
  database?: string;
}

export async function freshDatabase(kind: DbKind, label = 'run'): Promise<FreshDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `canteen-${label}-`));
  const raw = process.env[TEMPLATE_ENV[kind]];
  const template = raw ? (JSON.parse(raw) as Template) : undefined;
  if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  if (kind === 'pglite') return { kind, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = `canteen_${label.replace(/\W/g, '_')}_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(template?.database ? `CREATE DATABASE ${name} TEMPLATE ${template.database}` : `CREATE DATABASE ${name}`);
  await admin.end();
  return {
    kind,
    url: databaseUrlFor(POSTGRES_URL, name),
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Server output so far (stdout and stderr), for failure messages. */
  log(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL at once (the crash suite), and wait for the exit. */
  kill9(): Promise<void>;
}

export interface StartOptions {
  db: FreshDatabase;
  seed?: 'demo' | 'none';
  port?: number;
  env?: Record<string, string>;
  /** Extra node flags, e.g. ['--cpu-prof', '--cpu-prof-dir=…'] to profile the server. */
  nodeArgs?: string[];
  /** How long to wait for /config.json (first start migrates and seeds). */
  timeoutMs?: number;
}

/** Runs the real server (apps/server/src/main.ts through tsx) as a child process and waits until it answers. */
export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.db.dataDir,
    SEED: opts.seed ?? 'demo',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(opts.db.dataDir, 'no-web'),
    // A simulated fleet logs in hundreds of devices from this one address.
    ANONYMOUS_PER_MINUTE: '1000000',
    ...opts.env,
  };
  if (opts.db.url) env.DATABASE_URL = opts.db.url;
  else delete env.DATABASE_URL;
  // `node --import tsx` keeps the server in this one process, so SIGKILL reaches the server itself.
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/config.json`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${opts.timeoutMs ?? 120_000} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    child,
    log: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
