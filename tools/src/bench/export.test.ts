import { describe, expect, it } from 'vitest';
import { run } from './suites/export';

// The reduced export benchmark: the xlsx holds every matching recharge row and each figure is measured; time,
// memory and lag are judged only by `npm run bench`.
// The generator writes PostgreSQL only: it runs where DATABASE_URL names one (CI does), like the server-pg suite.
describe.skipIf(!process.env.DATABASE_URL)('export benchmark (quick)', () => {
  it('exports every recharge row to xlsx through the API and measures time, memory and lag', async () => {
    const figures = await run({ quick: true, dbs: ['postgres'] });
    expect(figures.map((f) => f.unit)).toEqual(['rows', 's', 'MB', 'ms']);
    for (const f of figures) expect(Number.isFinite(f.value), f.name).toBe(true);
    const [rows] = figures;
    expect(rows!.value).toBe(400 * 2);
    expect(rows!.pass).toBe(true);
  });
});
