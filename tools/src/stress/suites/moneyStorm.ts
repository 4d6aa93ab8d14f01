import type { DbKind } from '../../harness/server';
import type { Figure } from '../../harness/report';
import type { SuiteOptions } from '../../harness/runner';
import { checkJournal, invariantViolations, onFreshServer } from '../storm/check';
import { setUpStorm, storm, type Op } from '../storm/storm';

export const title = 'Money storm: 64 clients, mixed operations, hot accounts and repeated bizNo';

const zero = (name: string, value: number, note?: string): Figure => ({ name, value, unit: '', target: '= 0', pass: value === 0, note });

/** The storm on one database, then every invariant and the journal against the ledger. */
export async function stormOn(kind: DbKind, quick: boolean): Promise<Figure[]> {
  const clients = quick ? 16 : 64;
  const seconds = quick ? 8 : 60;
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  return onFreshServer(
    kind,
    'storm',
    async (url) => {
      const s = await setUpStorm(url, quick ? 100 : 1000);
      const journal: Op[] = [];
      const end = Date.now() + seconds * 1000;
      const started = performance.now();
      await storm(s, journal, clients, () => Date.now() > end);
      return { s, journal, elapsed: (performance.now() - started) / 1000 };
    },
    async (query, { s, journal, elapsed }) => {
      const inv = await invariantViolations(query);
      const j = await checkJournal(query, journal, s.initial);
      const codes: Record<string, number> = {};
      for (const o of journal) codes[o.code] = (codes[o.code] ?? 0) + 1;
      const violations = Object.values(inv).reduce((a, b) => a + b, 0);
      return [
        { name: `operations, ${clients} clients for ${seconds} s (${label})`, value: journal.length / elapsed, unit: '/s', target: '', note: `${journal.length} calls, codes ${Object.entries(codes).map(([c, n]) => `${c}×${n}`).join(' ')}` },
        zero(`invariant violations (${label})`, violations, JSON.stringify(inv)),
        zero(`acknowledged operations missing or different in the ledger (${label})`, j.missingAcked),
        zero(`repeated bizNo not answered with the first reply (${label})`, j.repeatsDiffer),
        zero(`refused operations that moved money (${label})`, j.refusedWritten),
        zero(`balances ≠ initial + acknowledged operations (${label})`, j.balancesOff),
        zero(`server errors 50000 (${label})`, codes['50000'] ?? 0),
      ];
    },
  );
}

export async function run(opts: SuiteOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of opts.dbs) figures.push(...(await stormOn(kind, opts.quick)));
  return figures;
}
