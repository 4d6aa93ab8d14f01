import { defineConfig } from 'vitest/config';

// Browser tests: one server (built console + API on embedded PGlite) for the run, real Chromium per file.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The server must not see the PostgreSQL URL the server suite uses: the console runs on PGlite here.
    env: { DATABASE_URL: '' },
  },
});
