import { describe, expect, it } from 'vitest';
import type { Figure } from '../harness/report';
import { run as runStorm } from './suites/moneyStorm';
import { run as runCrash } from './suites/crash';
import { run as runRulesStorm } from './suites/rulesStorm';

// Reduced runs of the money storm and the crash suite: every zero target (invariants, journal against the ledger,
// restarts) must hold; their speed is not judged here.
const dbs = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const failing = (figures: Figure[]) => figures.filter((f) => f.pass === false).map((f) => `${f.name}: ${f.value} ${f.note ?? ''}`);

describe('money safety under load (quick)', () => {
  it('keeps every invariant and every acknowledged operation through a storm of mixed operations', async () => {
    const figures = await runStorm({ quick: true, dbs: [...dbs] });
    expect(figures.length).toBe(7 * dbs.length);
    expect(failing(figures)).toEqual([]);
  });

  it('keeps every invariant, takes bonuses back with the cash paid out and points with the money refunded, through a storm with the rules on', async () => {
    const figures = await runRulesStorm({ quick: true, dbs: [...dbs] });
    expect(figures.filter((f) => f.target === '= 0').length).toBe(13 * dbs.length);
    expect(failing(figures)).toEqual([]);
  });

  it('loses no acknowledged operation and leaves none half done when the server is killed', async () => {
    const figures = await runCrash({ quick: true, dbs: [...dbs] });
    expect(figures.filter((f) => f.unit === 'restarts').map((f) => f.value)).toEqual(dbs.map(() => 2));
    expect(failing(figures)).toEqual([]);
  });
});
