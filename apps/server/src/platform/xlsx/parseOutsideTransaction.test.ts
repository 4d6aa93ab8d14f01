// @db both — PGlite's one connection and PostgreSQL's open transactions are checked apart (vitest.config.ts: serverFilesOn)
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, testDbKind, type TestServer } from '../../testing/server';
import type { WorkerJob } from './worker';

// Each file's parse waits at the gate until the test opens it, so the test can look at the database meanwhile.
const gate = vi.hoisted(() => ({ entered: () => {}, open: Promise.resolve() }));
vi.mock('./pool', async (importOriginal) => {
  const real = await importOriginal<typeof import('./pool')>();
  return {
    readInWorker: async (job: WorkerJob) => {
      gate.entered();
      await gate.open;
      return real.readInWorker(job);
    },
  };
});

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
});
afterAll(() => t.close());

async function sheet(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const s = wb.addWorksheet('s');
  s.addRow(['Number', 'Name']);
  s.addRow(['1', 'x']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Every endpoint that reads an uploaded sheet. */
const IMPORTS = [
  'customers.importAdd',
  'customers.importUpdate',
  'customers.bindImport',
  'accounts.rechargeImportCheck',
  'accounts.subsidyImportCheck',
  'accounts.subsidyRuleImport',
  'accounts.walletImportCheck',
  'accounts.limitsImport',
  'accounts.repairImport',
  'menuMaterials.materialImport',
  'menuDishes.dishImport',
];

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);

describe('imports parse outside any transaction', () => {
  it.each(IMPORTS)('%s: while its file is parsed no transaction is open and another request completes', async (id) => {
    let release!: () => void;
    const inParse = new Promise<void>((resolve) => (gate.entered = resolve));
    gate.open = new Promise<void>((resolve) => (release = resolve));
    const file = { name: 'import.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: await sheet() };
    const importing = t.call(id, {}, { token: admin, file });
    try {
      await within(5000, inParse);
      // On PGlite a transaction would hold its only connection: this request would wait for the parse.
      const other = await within(10_000, t.call('people.orgTree', {}, { token: admin }));
      expect(other.code).toBe(Code.OK);
      if (testDbKind === 'postgres') {
        const open = await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`,
        );
        expect(open[0].n).toBe(0);
      }
    } finally {
      release();
    }
    const done = await importing;
    expect(done.status, done.msg).toBeLessThan(500);
  });
});
