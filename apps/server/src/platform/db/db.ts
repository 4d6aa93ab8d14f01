/** The one database interface of the server: PostgreSQL dialect, PGlite or node-postgres behind it. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in a transaction; joins the open one when called on a transaction. */
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * The rows of a query in batches, from a server-side cursor: the query runs once (an export of 50 000 rows
   * is one sort, not fifty), and its rows are fetched without holding a transaction open.
   */
  cursor<T = Record<string, unknown>>(sql: string, params: unknown[], batch?: number): AsyncIterable<T[]>;
  /** Multi-statement SQL without parameters (migrations). */
  exec(sql: string): Promise<void>;
  readonly inTransaction: boolean;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Rows come back with int8 as number, timestamps as ISO strings and dates as 'YYYY-MM-DD'. */
export const TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082, timestamp: 1114, timestamptz: 1184 } as const;
export const parseInt8 = (v: string) => Number(v);
export const parseTimestamp = (v: string) => new Date(v.includes('+') || v.endsWith('Z') ? v : `${v}Z`).toISOString();
export const parseDate = (v: string) => v;

export async function one<T>(db: Db, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

let cursors = 0;

/** `Db.cursor` over one session: DECLARE … WITH HOLD (materialised once), FETCH in batches, CLOSE at the end or on abandon. */
export async function* cursorOn<T>(query: <R>(sql: string, params?: unknown[]) => Promise<R[]>, sql: string, params: unknown[], batch = 1000): AsyncIterable<T[]> {
  const name = `cur_${process.pid}_${++cursors}`;
  await query(`DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR ${sql}`, params);
  try {
    for (;;) {
      const rows = await query<T>(`FETCH ${batch} FROM ${name}`);
      if (rows.length) yield rows;
      if (rows.length < batch) return;
    }
  } finally {
    await query(`CLOSE ${name}`).catch(() => {});
  }
}
