import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
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

/** Server test files that replace a module (vi.mock): they need modules of their own. */
const SERVER_MOCKING = ['apps/server/src/platform/auth/loginLimit.test.ts'];

/**
 * The server suite on one database. Its files share a worker's modules (isolate: false): importing the server's
 * module graph once per worker instead of once per file saves minutes, so a file that changes module state (a
 * registered provider, the sealing keys, an env variable) puts it back when done. Files that mock a module run
 * isolated in a project of their own.
 */
function server(db: 'pglite' | 'postgres') {
  const name = db === 'pglite' ? 'server' : 'server-pg';
  const test = {
    environment: 'node' as const,
    globalSetup: [`apps/server/src/testing/globalSetup.${db}.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    { test: { ...test, name, env: { TEST_DB: db, TEST_TEMPLATE: name }, include: ['apps/server/src/**/*.test.ts'], exclude: SERVER_MOCKING, isolate: false } },
    { test: { ...test, name: `${name}-isolated`, env: { TEST_DB: db, TEST_TEMPLATE: `${name}-isolated` }, include: SERVER_MOCKING } },
  ];
}

/** Console test files that replace a module (vi.mock) or a browser global: they need modules of their own. */
const WEB_OWN_MODULES = [
  'apps/web/src/api/auth.test.ts',
  'apps/web/src/api/client.test.ts',
  'apps/web/src/api/rsa.test.ts',
  'apps/web/src/components/Pagination/Pagination.test.tsx',
  'apps/web/src/components/Pagination/scrollToTop.test.ts',
  'apps/web/src/components/PhotoBatchExport/PhotoBatchExport.test.tsx',
  'apps/web/src/components/PrintDialog/PrintDialog.test.tsx',
  'apps/web/src/components/ResourcePage/ResourcePage.test.tsx',
  'apps/web/src/pages/accounts/records/records.test.tsx',
  'apps/web/src/pages/admin/users/users.test.tsx',
  'apps/web/src/pages/health/analysisDetail/analysisDetail.test.tsx',
  'apps/web/src/pages/orders/bookings/bookings.test.tsx',
  'apps/web/src/pages/people/customerDetail/payCode.test.tsx',
  'apps/web/src/pages/people/customers/photoExport.test.tsx',
  'apps/web/src/pages/reports/operationLog/operationLog.test.tsx',
  'apps/web/src/shell/clock.test.ts',
  'apps/web/src/shell/shell.test.tsx',
];

/** The console's tests in jsdom; like the server's, most files share a worker's modules (antd is imported once). */
function web() {
  const project = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
    plugins: [react()],
    resolve: { alias: { '@': webSrc } },
    test: { name, environment: 'jsdom' as const, include, exclude, isolate, setupFiles: ['apps/web/src/testing/setup.ts'], testTimeout: 20_000 },
  });
  return [project('web', ['apps/web/src/**/*.test.{ts,tsx}'], WEB_OWN_MODULES, false), project('web-isolated', WEB_OWN_MODULES, [], true)];
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', environment: 'node', include: ['packages/contract/src/**/*.test.ts'] } },
      ...server('pglite'),
      // The same suite on PostgreSQL when DATABASE_URL is set (CI sets it).
      ...(process.env.DATABASE_URL ? server('postgres') : []),
      // Reduced runs of the benchmark and stress suites (tools/): real server processes, one file at a time.
      {
        test: {
          name: 'tools',
          environment: 'node',
          include: ['tools/src/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      ...web(),
    ],
  },
});
