import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from './db';
import { lockDataDir } from './lock';
import { PgliteDb } from './pglite';
import { PostgresDb } from './postgres';

export interface OpenedDb {
  db: Db;
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/pgdata (locked). */
export async function openDatabase(config: Config): Promise<OpenedDb> {
  if (config.databaseUrl) {
    const db = PostgresDb.open(config.databaseUrl, config.dbPoolSize);
    return { db, close: () => db.close() };
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const db = await PgliteDb.open(path.join(config.dataDir, 'pgdata'));
    return {
      db,
      close: async () => {
        await db.close();
        unlock();
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}
