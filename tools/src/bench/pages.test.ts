import { describe, expect, it } from 'vitest';
import { run } from './suites/pages';

// The reduced page-query benchmark: every page answers (code 10000 on every call) over generated data; its speed is
// judged only by `npm run bench`.
// The generator writes PostgreSQL only: it runs where DATABASE_URL names one (CI does), like the server-pg suite.
describe.skipIf(!process.env.DATABASE_URL)('page query benchmark (quick)', () => {
  it('measures every page query on PostgreSQL and every call succeeds', async () => {
    const figures = await run({ quick: true, dbs: ['postgres'] });
    expect(figures.length).toBe(10);
    for (const f of figures) {
      expect(Number.isFinite(f.value) && f.value > 0, f.name).toBe(true);
      expect(f.note, f.name).toMatch(/codes 10000×\d+;/);
    }
  });
});
