import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { freshDatabase, startServer, type DbKind, type FreshDatabase } from '../../harness/server';
import { invariantBreaches } from '../../../../apps/server/src/modules/accounts/invariants';
import { balanceEffect, type Op } from './storm';

type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** Opens the storm's database directly: PostgreSQL beside the server, PGlite only once the server has stopped. */
export async function openDirect(db: FreshDatabase): Promise<{ query: Query; close(): Promise<void> }> {
  if (db.url) {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    return { query: async <T>(sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T[], close: () => c.end() };
  }
  const l = await PGlite.create({ dataDir: path.join(db.dataDir, 'pgdata') });
  return { query: async <T>(sql: string, params?: unknown[]) => (await l.query<T>(sql, params)).rows, close: () => l.close() };
}

/**
 * A storm on a fresh database and server: `load` drives the server, then `check` reads the database directly
 * (PGlite once the server has let go of it); the server and the database are gone afterwards.
 */
export async function onFreshServer<T, R>(kind: DbKind, label: string, load: (url: string) => Promise<T>, check: (query: Query, loaded: T) => Promise<R>): Promise<R> {
  const db = await freshDatabase(kind, label);
  const server = await startServer({ db });
  try {
    const loaded = await load(server.url);
    if (kind === 'pglite') await server.stop();
    const direct = await openDirect(db);
    try {
      return await check(direct.query, loaded);
    } finally {
      await direct.close();
    }
  } finally {
    await server.stop();
    await db.drop();
  }
}

/** The DESIGN §5 invariants over the whole database, as counts of breaking rows. */
export async function invariantViolations(query: Query): Promise<Record<string, number>> {
  const breaches = await invariantBreaches((sql) => query(sql));
  return Object.fromEntries(Object.entries(breaches).map(([name, rows]) => [name, rows.length]));
}

export interface JournalCheck {
  /** Acknowledged operations whose transaction is missing or holds another reply. */
  missingAcked: number;
  /** Repeats of an acknowledged bizNo that did not return the first reply. */
  repeatsDiffer: number;
  /** Refused operations that left a transaction behind. */
  refusedWritten: number;
  /** Accounts whose balance is not the initial one plus the acknowledged (and surviving in-flight) operations. */
  balancesOff: number;
  /** Operations whose connection broke (crashes): found complete, or not at all. */
  lostFound: number;
  lostAbsent: number;
}

/** Each client's acknowledged operations against the ledger, exactly. */
export async function checkJournal(query: Query, journal: Op[], initial: Map<number, number>): Promise<JournalCheck> {
  const bizNos = [...new Set(journal.map((o) => o.bizNo))];
  const rows = await query<{ biz_no: string; result: unknown; id: number }>(`SELECT biz_no, result, id::int AS id FROM money_txns WHERE merchant_id = 1 AND biz_no = ANY($1)`, [bizNos]);
  const txns = new Map(rows.map((r) => [r.biz_no, r]));
  const firsts = new Map(journal.filter((o) => !o.repeat).map((o) => [o.bizNo, o]));
  const check: JournalCheck = { missingAcked: 0, repeatsDiffer: 0, refusedWritten: 0, balancesOff: 0, lostFound: 0, lostAbsent: 0 };
  const expected = new Map(initial);
  for (const op of journal) {
    const txn = txns.get(op.bizNo);
    if (op.repeat) {
      if (op.code !== 'lost' && (op.code !== 10000 || !isDeepStrictEqual(op.data, firsts.get(op.bizNo)?.data))) check.repeatsDiffer++;
      continue;
    }
    if (op.code === 10000) {
      if (!txn || !isDeepStrictEqual(txn.result, op.data)) check.missingAcked++;
      expected.set(op.custId, (expected.get(op.custId) ?? 0) + balanceEffect(op, journal));
    } else if (op.code === 'lost') {
      if (txn) {
        check.lostFound++;
        const moved = await query<{ s: number }>(`SELECT COALESCE(SUM(amount), 0)::float8 AS s FROM ledger_entries WHERE txn_id = $1 AND account_id IS NOT NULL`, [txn.id]);
        expected.set(op.custId, (expected.get(op.custId) ?? 0) + moved[0]!.s);
      } else check.lostAbsent++;
    } else if (txn) check.refusedWritten++;
  }
  const balances = await query<{ cust_id: number; total: number }>(`SELECT cust_id, (cash + subsidy + gift)::float8 AS total FROM accounts WHERE cust_id = ANY($1)`, [[...initial.keys()]]);
  for (const b of balances) if (b.total !== expected.get(b.cust_id)) check.balancesOff++;
  return check;
}
