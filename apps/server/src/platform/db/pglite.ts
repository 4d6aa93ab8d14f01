import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type Db, TYPE_OIDS, cursorOn, parseDate, parseInt8, parseTimestamp } from './db';

const parsers = {
  [TYPE_OIDS.int8]: parseInt8,
  [TYPE_OIDS.date]: parseDate,
  [TYPE_OIDS.timestamp]: parseTimestamp,
  [TYPE_OIDS.timestamptz]: parseTimestamp,
};

class TxDb implements Db {
  readonly inTransaction = true;
  readonly kind = 'pglite' as const;
  constructor(private readonly t: Transaction) {}
  async query<T>(sql: string, params?: unknown[]) {
    return (await this.t.query<T>(sql, params)).rows;
  }
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }
  cursor<T>(sql: string, params: unknown[], batch?: number) {
    return cursorOn<T>((q, p) => this.query(q, p), sql, params, batch);
  }
  async exec(sql: string) {
    await this.t.exec(sql);
  }
  async close() {}
}

/** PGlite has one connection; its own mutex serialises transactions and queries. */
export class PgliteDb implements Db {
  readonly inTransaction = false;
  readonly kind = 'pglite' as const;
  constructor(readonly pg: PGlite) {}

  static async open(dataDir: string | undefined, loadDataDir?: Blob): Promise<PgliteDb> {
    const pg = await PGlite.create({ dataDir, parsers, loadDataDir });
    await pg.exec(`SET TIME ZONE 'UTC'`);
    return new PgliteDb(pg);
  }
  async query<T>(sql: string, params?: unknown[]) {
    return (await this.pg.query<T>(sql, params)).rows;
  }
  cursor<T>(sql: string, params: unknown[], batch?: number) {
    return cursorOn<T>((q, p) => this.query(q, p), sql, params, batch);
  }
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.pg.transaction((t) => fn(new TxDb(t)));
  }
  async exec(sql: string) {
    await this.pg.exec(sql);
  }
  async close() {
    if (!this.pg.closed) await this.pg.close();
  }
}
