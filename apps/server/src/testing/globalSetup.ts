import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installSealingKeys, loadSealingKeys } from '../platform/sealing';
import pg from 'pg';
import { PgliteDb } from '../platform/db/pglite';
import { PostgresDb } from '../platform/db/postgres';
import { migrate } from '../platform/db/migrate';
import { seedDemo } from '../seed';
import { PasswordKey } from '../platform/auth/rsa';
import type { TestProject } from 'vitest/node';
import { databaseUrlFor, pgTemplateDb, pgliteTemplate } from './templates';

/** Builds the database template every server test file clones (DESIGN §11): migrating once, not per file. */
export async function setupPglite(project: TestProject) {
  const template = pgliteTemplate(project.name);
  const db = await PgliteDb.open(undefined);
  await prepare(db);
  const dump = await db.pg.dumpDataDir('none');
  fs.mkdirSync(path.dirname(template), { recursive: true });
  fs.writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  return () => fs.rmSync(template, { force: true });
}

export async function setupPostgres(project: TestProject) {
  const templateDb = pgTemplateDb(project.name);
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const dropTemplate = async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
    await admin.end();
  };
  await dropTemplate();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDb}`);
  await admin.end();
  const tmpl = PostgresDb.open(databaseUrlFor(url, templateDb), 2);
  await prepare(tmpl);
  await tmpl.close();
  // The run leaves no database behind.
  return dropTemplate;
}

async function prepare(db: PgliteDb | PostgresDb) {
  // vitest.config.ts sets SETTINGS_KEY for the run; the template's login key pair is sealed under it.
  installSealingKeys(loadSealingKeys({ dataDir: os.tmpdir(), settingsKey: process.env.SETTINGS_KEY }));
  await migrate(db);
  await seedDemo(db);
  await PasswordKey.load(db);
}
