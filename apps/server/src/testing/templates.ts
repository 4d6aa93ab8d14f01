import path from 'node:path';
import { createHash } from 'node:crypto';

const root = path.resolve(import.meta.dirname, '../../../..');
/** Migrated and seeded PGlite data directory, dumped once per run by the global setup. */
export const PGLITE_TEMPLATE = path.join(root, '.tmp', 'test-template', 'pglite.tar');
/** Migrated and seeded PostgreSQL database each test file copies; named after the checkout, so two checkouts can test at once. */
export const PG_TEMPLATE_DB = `canteen_test_template_${createHash('sha256').update(root).digest('hex').slice(0, 8)}`;

export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
