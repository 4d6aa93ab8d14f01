import { describe, expect, it } from 'vitest';
import { run } from './suites/console';

// The reduced console benchmark: real Chromium against the real server logs in, reaches the dashboard and shows a
// 100-row accounts list; sizes and times are judged only by `npm run bench`.
describe('console benchmark (quick)', () => {
  it('measures the scripts per route, the login and a 100-row list', async () => {
    const figures = await run({ quick: true, dbs: ['pglite'] });
    expect(figures).toHaveLength(5);
    for (const f of figures) expect(Number.isFinite(f.value) && f.value > 0, f.name).toBe(true);
    expect(figures[4]!.note).toMatch(/100 rows shown/);
  });
});
