import { describe, expect, it } from 'vitest';
import { importOn } from './suites/importPeople';

// The reduced import benchmark: every row of the sheet becomes a person; the time is judged only by `npm run bench`.
describe('people import benchmark (quick)', () => {
  it('imports every person of a 500-row sheet on PGlite', async () => {
    const { figure, imported } = await importOn('pglite', 500);
    expect(imported).toBe(500);
    expect(Number.isFinite(figure.value)).toBe(true);
  });
});
