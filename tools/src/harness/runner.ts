import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { allPass, printFigures, type Figure } from './report';

/** Options every suite receives. `quick` is the reduced run that `npm test` makes. */
export interface SuiteOptions {
  quick: boolean;
  /** Databases to run on, where the suite runs on more than one. */
  dbs: ('postgres' | 'pglite')[];
}

/** A bench or stress suite: one file under suites/, exporting `title` and `run`. */
export interface Suite {
  title: string;
  run(opts: SuiteOptions): Promise<Figure[]>;
}

/**
 * Runs the suites of a directory (`--only a,b` picks some by file name, `--quick` reduces them,
 * `--db postgres|pglite` limits the databases), prints each one's figures and exits 1 when any fails.
 */
export async function runSuites(dir: string, heading: string): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: 'string' }, quick: { type: 'boolean', default: false }, db: { type: 'string' } } });
  const only = values.only?.split(',').map((s) => s.trim());
  const files = fs
    .readdirSync(dir)
    .filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'))
    .filter((f) => !only || only.includes(f.replace(/\.ts$/, '')))
    .sort();
  const opts: SuiteOptions = { quick: values.quick, dbs: values.db ? [values.db as 'postgres'] : ['postgres', 'pglite'] };
  console.log(`# ${heading} — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
  const args = process.argv.slice(2);
  console.log(`command: npm run ${path.basename(path.dirname(dir))}${args.length ? ` -- ${args.join(' ')}` : ''}`);
  let ok = true;
  for (const file of files) {
    const suite = (await import(path.join(dir, file))) as Suite;
    const started = Date.now();
    try {
      const figures = await suite.run(opts);
      printFigures(`${suite.title} (${((Date.now() - started) / 1000).toFixed(0)} s)`, figures);
      ok &&= allPass(figures);
    } catch (e) {
      ok = false;
      console.log(`\n## ${suite.title}: ERROR\n\n${(e as Error).stack}`);
    }
  }
  console.log(ok ? '\nall targets met' : '\nsome targets not met');
  process.exitCode = ok ? 0 : 1;
}
