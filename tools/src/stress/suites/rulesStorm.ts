import type { DbKind } from '../../harness/server';
import type { Figure } from '../../harness/report';
import type { SuiteOptions } from '../../harness/runner';
import { invariantViolations, onFreshServer } from '../storm/check';
import { rulesStormBreaches } from '../storm/rulesCheck';
import { rulesStorm, setUpRulesStorm, type RulesOp } from '../storm/rulesStorm';

export const title = 'Money storm with the rules on: bonuses, withdrawals, revokes, points, part refunds, bookings';

const PREFIX = 'RS';

/** The rules storm on one database, then every invariant and the rules' bookkeeping. */
export async function rulesStormOn(kind: DbKind, quick: boolean): Promise<Figure[]> {
  const clients = quick ? 16 : 64;
  const seconds = quick ? 8 : 60;
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const zero = (name: string, value: number, note?: string): Figure => ({ name: `${name} (${label})`, value, unit: '', target: '= 0', pass: value === 0, note });
  return onFreshServer(
    kind,
    'rulesstorm',
    async (url) => {
      const s = await setUpRulesStorm(url, quick ? 60 : 600, PREFIX);
      const journal: RulesOp[] = [];
      const end = Date.now() + seconds * 1000;
      const started = performance.now();
      await rulesStorm(s, journal, clients, () => Date.now() > end);
      return { s, journal, elapsed: (performance.now() - started) / 1000 };
    },
    async (query, { s, journal, elapsed }) => {
      const inv = await invariantViolations(query);
      const breaches = await rulesStormBreaches(query, journal, s.custIds, PREFIX);
      const counts: Record<string, number> = {};
      for (const o of journal) counts[`${o.kind}:${o.code}`] = (counts[`${o.kind}:${o.code}`] ?? 0) + 1;
      const tally = Object.entries(counts).map(([k, n]) => `${k}×${n}`).join(' ');
      return [
        { name: `operations, ${clients} clients for ${seconds} s (${label})`, value: journal.length / elapsed, unit: '/s', target: '', note: tally },
        zero('invariant violations', Object.values(inv).reduce((a, b) => a + b, 0), JSON.stringify(inv)),
        ...Object.entries(breaches).map(([name, n]) => zero(name, n)),
      ];
    },
  );
}

export async function run(opts: SuiteOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of opts.dbs) figures.push(...(await rulesStormOn(kind, opts.quick)));
  return figures;
}
