import { freshDatabase, startServer, type DbKind, type ServerProcess } from '../../harness/server';
import type { Figure } from '../../harness/report';
import type { SuiteOptions } from '../../harness/runner';
import { checkJournal, invariantViolations, openDirect, type JournalCheck } from '../storm/check';
import { setUpStorm, storm, type Op } from '../storm/storm';

export const title = 'Crash: kill -9 the server under the money storm, restart, check';

const zero = (name: string, value: number, note?: string): Figure => ({ name, value, unit: '', target: '= 0', pass: value === 0, note });

async function crashOn(kind: DbKind, quick: boolean): Promise<Figure[]> {
  const rounds = quick ? 2 : 20;
  const clients = quick ? 16 : 64;
  const db = await freshDatabase(kind, 'crash');
  let server: ServerProcess = await startServer({ db });
  const journal: Op[] = [];
  const totals = { reopenFailures: 0, violations: 0, missingAcked: 0, refusedWritten: 0, balancesOff: 0, repeatsDiffer: 0, lostFound: 0, lostAbsent: 0 };
  const restartMs: number[] = [];
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  try {
    const s = await setUpStorm(server.url, quick ? 100 : 500, 'C');
    for (let round = 0; round < rounds; round++) {
      let crashed = false;
      const running = storm(s, journal, clients, () => crashed);
      await new Promise((r) => setTimeout(r, 500 + Math.random() * (quick ? 1500 : 3000)));
      await server.kill9();
      crashed = true;
      await running;
      // The server must come back on the same database every time (PGlite: the same directory, after a kill).
      const t0 = performance.now();
      try {
        server = await startServer({ db, port: server.port });
      } catch {
        totals.reopenFailures++;
        break;
      }
      restartMs.push(performance.now() - t0);
      // PGlite is read directly only while no server holds it.
      if (kind === 'pglite') await server.stop();
      const direct = await openDirect(db);
      let j: JournalCheck;
      try {
        const inv = await invariantViolations(direct.query);
        totals.violations += Object.values(inv).reduce((a, b) => a + b, 0);
        j = await checkJournal(direct.query, journal, s.initial);
      } finally {
        await direct.close();
      }
      // Cumulative over the journal: the last round's counts are the totals.
      Object.assign(totals, { missingAcked: j.missingAcked, refusedWritten: j.refusedWritten, balancesOff: j.balancesOff, repeatsDiffer: j.repeatsDiffer, lostFound: j.lostFound, lostAbsent: j.lostAbsent });
      if (kind === 'pglite') server = await startServer({ db, port: server.port });
    }
    const mean = restartMs.reduce((a, b) => a + b, 0) / Math.max(1, restartMs.length);
    return [
      { name: `kill -9 and restart (${label})`, value: restartMs.length, unit: 'restarts', target: `= ${rounds}`, pass: restartMs.length === rounds, note: `mean restart ${(mean / 1000).toFixed(1)} s` },
      zero(`reopen failures (${label})`, totals.reopenFailures),
      zero(`acknowledged operations missing after a crash (${label})`, totals.missingAcked),
      zero(`half-done operations and invariant violations (${label})`, totals.violations),
      zero(`refused operations that moved money (${label})`, totals.refusedWritten),
      zero(`balances ≠ initial + acknowledged + surviving in-flight operations (${label})`, totals.balancesOff),
      zero(`repeated bizNo not answered with the first reply (${label})`, totals.repeatsDiffer),
      { name: `operations whose connection broke at a kill (${label})`, value: totals.lostFound + totals.lostAbsent, unit: '', target: '', note: `${totals.lostFound} committed whole, ${totals.lostAbsent} not at all; ${journal.length} operations in all` },
    ];
  } finally {
    await server.stop();
    await db.drop();
  }
}

export async function run(opts: SuiteOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of opts.dbs) figures.push(...(await crashOn(kind, opts.quick)));
  return figures;
}
