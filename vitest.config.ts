import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// One sealing key for the run: the server tests' template database (global setup) and every test server that
// clones it must share it. Random per run, like a fresh install's key file.
process.env.SETTINGS_KEY ||= randomBytes(32).toString('base64');
// Password hashes of the test runs (the template's demo users, every user a test adds) at scrypt N = 2^10 instead
// of 2^17: a few hundred logins would otherwise spend minutes in scrypt. Honoured only under Vitest
// (apps/server/src/platform/auth/passwords.ts); passwords.test.ts checks the production cost and the rehash at it.
process.env.SCRYPT_TEST_COST ||= '1';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * The test files under `dir` that replace a module (vi.mock, vi.doMock) or a browser global (stubGlobal, fake
 * timers, a spy on window): they need modules of their own, and run in an isolated project. Found by reading the
 * files, so a new such test cannot land among the files that share modules.
 */
function filesThatReplaceModules(dir: string): string[] {
  const replaces = /vi\.(mock|doMock|stubGlobal|useFakeTimers)\(|vi\.spyOn\((window|globalThis)\b/;
  return (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => /\.test\.tsx?$/.test(f) && replaces.test(fs.readFileSync(path.join(root, dir, f), 'utf8')))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .sort();
}

const SERVER_MOCKING = filesThatReplaceModules('apps/server/src');

type Db = 'pglite' | 'postgres';
/**
 * Where a server test file runs when both databases are at hand (DATABASE_URL set), so the suite does not run twice:
 * a file's own line `// @db postgres` (what only PostgreSQL proves: concurrency on real connections, row locks,
 * deadlocks, SKIP LOCKED, serialization), `// @db pglite` (embedded-only behaviour) or `// @db both` (the money
 * invariants both databases must hold, code paths that differ by database). A file without the line is plain logic
 * and runs once, on PostgreSQL, the faster of the two here (a PGlite copy per file is a WASM database in the test's
 * own thread). Without DATABASE_URL every file runs on PGlite. Read from the files, like the mocking ones above.
 */
function serverFilesOn(db: Db): string[] {
  const dir = 'apps/server/src';
  const files = (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).filter((f) => /\.test\.ts$/.test(f));
  return files
    .filter((f) => {
      const marked = /^\/\/ @db (\S+)/m.exec(fs.readFileSync(path.join(root, dir, f), 'utf8'))?.[1] ?? 'postgres';
      if (!['pglite', 'postgres', 'both'].includes(marked)) throw new Error(`${dir}/${f}: unknown "// @db ${marked}" (pglite, postgres or both)`);
      return marked === db || marked === 'both';
    })
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .sort();
}

/**
 * The server suite on one database. Its files share a worker's modules (isolate: false): importing the server's
 * module graph once per worker instead of once per file saves minutes, so a file that changes module state (a
 * registered provider, the sealing keys, an env variable) puts it back when done. Files that mock a module run
 * isolated in a project of their own.
 */
function server(db: Db) {
  const name = db === 'pglite' ? 'server' : 'server-pg';
  const include = process.env.DATABASE_URL ? serverFilesOn(db) : ['apps/server/src/**/*.test.ts'];
  const test = {
    environment: 'node' as const,
    globalSetup: [`apps/server/src/testing/globalSetup.${db}.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    { test: { ...test, name, env: { TEST_DB: db, TEST_TEMPLATE: name }, include, exclude: SERVER_MOCKING, isolate: false } },
    {
      test: {
        ...test,
        name: `${name}-isolated`,
        env: { TEST_DB: db, TEST_TEMPLATE: `${name}-isolated` },
        include: process.env.DATABASE_URL ? SERVER_MOCKING.filter((f) => include.includes(f)) : SERVER_MOCKING,
      },
    },
  ];
}

const WEB_OWN_MODULES = filesThatReplaceModules('apps/web/src');

/** The console's tests in jsdom; like the server's, most files share a worker's modules (antd is imported once). */
function web() {
  const project = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
    plugins: [react()],
    resolve: { alias: { '@': webSrc } },
    test: { name, environment: 'jsdom' as const, include, exclude, isolate, setupFiles: ['apps/web/src/testing/setup.ts'], testTimeout: 60_000 },
  });
  return [project('web', ['apps/web/src/**/*.test.{ts,tsx}'], WEB_OWN_MODULES, false), project('web-isolated', WEB_OWN_MODULES, [], true)];
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', environment: 'node', include: ['packages/contract/src/**/*.test.ts'] } },
      // With DATABASE_URL (CI sets it) the server files are shared out between the two databases: serverFilesOn.
      ...server('pglite'),
      ...(process.env.DATABASE_URL ? server('postgres') : []),
      // Reduced runs of the benchmark and stress suites (tools/): real server processes, one file at a time.
      {
        test: {
          name: 'tools',
          environment: 'node',
          include: ['tools/src/**/*.test.ts'],
          // One migrated, seeded database of each kind that every server of the run starts from.
          globalSetup: ['tools/src/harness/templates.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      ...web(),
    ],
  },
});
