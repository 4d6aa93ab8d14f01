import { freshDatabase, startServer, type DbKind } from '../../harness/server';
import { atMost, type Figure } from '../../harness/report';
import type { SuiteOptions } from '../../harness/runner';
import { ApiClient } from '../../simulator/client';
import { peopleSheet, upload } from '../fixtures';

export const title = 'Import of people from xlsx';

/** Uploads a sheet of `count` people (one organisation) and times it from upload to the import result. */
export async function importOn(kind: DbKind, count: number): Promise<{ figure: Figure; imported: number }> {
  const db = await freshDatabase(kind, 'bench-import');
  const server = await startServer({ db });
  try {
    const api = new ApiClient(server.url);
    const admin = await api.managerLogin('admin', 'Admin@123');
    await api.call('people.orgAdd', { orgName: 'Import bench', orgCode: 'IMPB' }, admin);
    const sheet = await peopleSheet(count, 'IM', 'IMPB');
    const t0 = performance.now();
    const r = await upload<{ imported: number }>(api, server.url, 'customers.importAdd', admin, sheet, 'people.xlsx');
    const seconds = (performance.now() - t0) / 1000;
    if (r.code !== 10000) throw new Error(`import: ${r.code} ${r.msg}`);
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    return {
      imported: r.data.imported,
      figure: { name: `import of ${count} people with their accounts (${label})`, value: seconds, unit: 's', target: '≤ 10 s', pass: atMost(seconds, 10), note: `${(sheet.length / 1024).toFixed(0)} kB xlsx, ${r.data.imported} imported` },
    };
  } finally {
    await server.stop();
    await db.drop();
  }
}

export async function run(opts: SuiteOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of opts.dbs) {
    const { figure } = await importOn(kind, opts.quick ? 500 : 10_000);
    figures.push(opts.quick ? { ...figure, pass: undefined } : figure);
  }
  return figures;
}
