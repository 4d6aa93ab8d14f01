import { describe, expect, it } from 'vitest';
import { run } from './suites/consumption';

// The reduced consumption benchmark: it must run end to end and every consumption must be paid; its speed is
// judged only by `npm run bench`.
describe('consumption benchmark (quick)', () => {
  it('charges every consumption through the device API on each database and measures it', async () => {
    const figures = await run({ quick: true, dbs: process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'] });
    const byName = (part: string) => figures.filter((f) => f.name.includes(part));
    for (const f of figures) expect(Number.isFinite(f.value) && f.value > 0, f.name).toBe(true);
    const api = byName('API consumptions');
    expect(api.length).toBeGreaterThanOrEqual(2);
    // Every call of the run was paid: no refusal, no error code among them.
    for (const f of api) expect(f.note, f.name).toMatch(/codes 10000×\d+;?$|codes 10000×\d+(; p99 [\d.]+ ms)?$/);
  });
});
