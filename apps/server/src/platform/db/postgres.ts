import pg from 'pg';
import { type Db, TYPE_OIDS, cursorOn, parseDate, parseInt8, parseTimestamp } from './db';

pg.types.setTypeParser(TYPE_OIDS.int8, parseInt8);
pg.types.setTypeParser(TYPE_OIDS.date, parseDate);
pg.types.setTypeParser(TYPE_OIDS.timestamp, parseTimestamp);
pg.types.setTypeParser(TYPE_OIDS.timestamptz, parseTimestamp);

/**
 * Statements with parameters are named, so each connection parses and plans them once instead of on every call
 * (a consumption runs the same dozen statements thousands of times a minute). Statements built from varying
 * filters get names too; the cap keeps a connection from preparing without bound.
 */
const names = new Map<string, string>();
const MAX_NAMED = 5000;
function statement(text: string, values: unknown[] | undefined): pg.QueryConfig {
  // A cursor's DECLARE carries a new cursor name every time: naming it would only fill the cache.
  if (!values?.length || text.startsWith('DECLARE ')) return { text, values };
  let name = names.get(text);
  if (!name) {
    if (names.size >= MAX_NAMED) return { text, values };
    name = `s${names.size}`;
    names.set(text, name);
  }
  return { name, text, values };
}

class ClientDb implements Db {
  readonly inTransaction = true;
  readonly kind = 'postgres' as const;
  constructor(private readonly client: pg.PoolClient) {}
  async query<T>(sql: string, params?: unknown[]) {
    return (await this.client.query(statement(sql, params))).rows as T[];
  }
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }
  cursor<T>(sql: string, params: unknown[], batch?: number) {
    return cursorOn<T>((q, p) => this.query(q, p), sql, params, batch);
  }
  async exec(sql: string) {
    await this.client.query(sql);
  }
  async close() {}
}

export class PostgresDb implements Db {
  readonly inTransaction = false;
  readonly kind = 'postgres' as const;
  constructor(readonly pool: pg.Pool) {}

  static open(connectionString: string, max = 20): PostgresDb {
    // JIT compiling costs a records page ~15 ms per call and pays off only on queries far longer than ours.
    const pool = new pg.Pool({ connectionString, max, options: '-c TimeZone=UTC -c jit=off' });
    pool.on('error', () => {}); // an idle client's lost connection is replaced on next checkout
    return new PostgresDb(pool);
  }
  async query<T>(sql: string, params?: unknown[]) {
    return (await this.pool.query(statement(sql, params))).rows as T[];
  }
  /** A cursor lives in one session: a connection of its own until the last row or the abandon. */
  async *cursor<T>(sql: string, params: unknown[], batch?: number): AsyncIterable<T[]> {
    const client = await this.pool.connect();
    try {
      yield* cursorOn<T>((q, p) => new ClientDb(client).query(q, p), sql, params, batch);
    } finally {
      client.release();
    }
  }
  async tx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(new ClientDb(client));
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }
  async exec(sql: string) {
    await this.pool.query(sql);
  }
  async close() {
    await this.pool.end();
  }
}
