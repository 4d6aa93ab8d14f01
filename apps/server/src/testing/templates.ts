import path from 'node:path';
import { createHash } from 'node:crypto';

const root = path.resolve(import.meta.dirname, '../../../..');
const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);
// Each run has its own sealing key (vitest.config.ts), and its template holds secrets sealed under it: runs side
// by side must not share a template.
const run = hash(process.env.SETTINGS_KEY ?? '');
/** Migrated and seeded PGlite data directory, dumped once per run by the global setup. */
export const PGLITE_TEMPLATE = path.join(root, '.tmp', 'test-template', `pglite-${run}.tar`);
/** Migrated and seeded PostgreSQL database each test file copies; named after the checkout and the run. */
export const PG_TEMPLATE_DB = `canteen_test_template_${hash(root)}_${run}`;

export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
