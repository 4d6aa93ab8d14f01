import path from 'node:path';
import { createHash } from 'node:crypto';

const root = path.resolve(import.meta.dirname, '../../../..');
const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);
// Each run has its own sealing key (vitest.config.ts), and its template holds secrets sealed under it: runs side
// by side must not share a template.
const run = hash(process.env.SETTINGS_KEY ?? '');
/**
 * The template of one test project (vitest.config.ts names it in TEST_TEMPLATE; the global setup gets the project):
 * two projects of the same run each build and drop their own.
 */
const projectOf = (project?: string) => (project ?? process.env.TEST_TEMPLATE ?? 'server').replace(/\W/g, '_');
/** Migrated and seeded PGlite data directory, dumped once per run by the global setup. */
export const pgliteTemplate = (project?: string) => path.join(root, '.tmp', 'test-template', `pglite-${run}-${projectOf(project)}.tar`);
/** Migrated and seeded PostgreSQL database each test file copies; named after the checkout, the run and the project. */
export const pgTemplateDb = (project?: string) => `canteen_test_template_${hash(root)}_${run}_${projectOf(project)}`;

export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
