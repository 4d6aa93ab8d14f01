import { defineConfig } from 'vitest/config';

// Browser tests: one server (built console + API on embedded PGlite) for the run, real Chromium per file.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A browser on a loaded 2-core machine can take over a second to deliver an input event (a wheel turn was
    // seen to miss the 1 s default); polls still end as soon as the condition holds.
    expect: { poll: { timeout: 5_000 } },
    // The server must not see the PostgreSQL URL the server suite uses: the console runs on PGlite here.
    env: { DATABASE_URL: '' },
  },
});
