import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../migrations');

/** Runs the numbered SQL files of apps/server/migrations not yet applied, each in its own transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.tx(async (tx) => {
      // Two servers starting together on one PostgreSQL must not both migrate.
      if (tx.kind === 'postgres') await tx.query(`SELECT pg_advisory_xact_lock(4242)`);
      const seen = await tx.query(`SELECT 1 FROM schema_migrations WHERE version = $1`, [file]);
      if (seen.length) return false;
      await tx.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      await tx.query(`INSERT INTO schema_migrations (version) VALUES ($1)`, [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
