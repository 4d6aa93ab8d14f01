/** The one database interface of the server: PostgreSQL dialect, PGlite or node-postgres behind it. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in a transaction; joins the open one when called on a transaction. */
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
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
