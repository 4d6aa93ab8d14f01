import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
/** Migrated and seeded PGlite data directory, dumped once per run by the global setup. */
export const PGLITE_TEMPLATE = path.join(root, '.tmp', 'test-template', 'pglite.tar');
/** Migrated and seeded PostgreSQL database each test file copies. */
export const PG_TEMPLATE_DB = 'canteen_test_template';

export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
