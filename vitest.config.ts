import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

function server(db: 'pglite' | 'postgres') {
  return {
    test: {
      name: db === 'pglite' ? 'server' : 'server-pg',
      environment: 'node' as const,
      include: ['apps/server/src/**/*.test.ts'],
      globalSetup: [`apps/server/src/testing/globalSetup.${db}.ts`],
      env: { TEST_DB: db },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', environment: 'node', include: ['packages/contract/src/**/*.test.ts'] } },
      server('pglite'),
      // The same suite on PostgreSQL when DATABASE_URL is set (CI sets it).
      ...(process.env.DATABASE_URL ? [server('postgres')] : []),
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
      {
        plugins: [react()],
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
