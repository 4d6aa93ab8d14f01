import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, POSTGRES_URL } from '../../harness/server';
import type { Figure } from '../../harness/report';
import type { SuiteOptions } from '../../harness/runner';

export const title = 'Security: malformed requests to every endpoint, sign and replay, access (catalogue-driven)';

/** The reliability tests of the server (apps/server/src/reliability, plus the catalogue's menu and token matrix), at full size. */
const FILES = ['apps/server/src/reliability', 'apps/server/src/platform/http/catalogue.test.ts', 'apps/server/src/platform/auth/login.test.ts'];

export async function run(opts: SuiteOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of opts.dbs) {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'canteen-security-')), 'report.json');
    const project = kind === 'postgres' ? 'server-pg' : 'server';
    const env = { ...process.env, STRESS_FULL: opts.quick ? '' : '1', ...(kind === 'postgres' ? { DATABASE_URL: POSTGRES_URL } : {}) };
    spawnSync('npx', ['vitest', 'run', '--project', project, ...FILES, '--reporter=json', `--outputFile=${out}`], { cwd: ROOT, env, stdio: 'ignore' });
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as { numTotalTests: number; numFailedTests: number; testResults: { assertionResults: { status: string; fullName: string }[] }[] };
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const failed = report.testResults.flatMap((r) => r.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName));
    figures.push(
      { name: `endpoint and case checks run (${label})`, value: report.numTotalTests, unit: 'tests', target: '' },
      { name: `failed: a 5xx, an undocumented code, a leak, an accepted bad sign or replay (${label})`, value: report.numFailedTests, unit: '', target: '= 0', pass: report.numFailedTests === 0, note: failed.slice(0, 5).join('; ') },
    );
  }
  return figures;
}
