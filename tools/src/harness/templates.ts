import pg from 'pg';
import { freshDatabase, POSTGRES_URL, startServer, TEMPLATE_ENV, type DbKind, type Template } from './server';

/**
 * Global setup of the tools test project: one migrated, demo-seeded database of each kind, made by a real first
 * start of the server, that every fresh database of the run copies (`freshDatabase`). The suites then start
 * servers without migrating and seeding each time; what a first start does stays proven here and by the server
 * suite. The templates go when the run ends.
 */
export default async function setupTemplates(): Promise<() => Promise<void>> {
  const made = await Promise.all(
    (['postgres', 'pglite'] as DbKind[]).map(async (kind) => {
      const db = await freshDatabase(kind, `template_${kind}`);
      const server = await startServer({ db, timeoutMs: 300_000 });
      await server.stop();
      const template: Template = { dataDir: db.dataDir };
      if (db.url) {
        template.database = new URL(db.url).pathname.slice(1);
        // A database is copied only while no session is open on it.
        const admin = new pg.Client({ connectionString: POSTGRES_URL });
        await admin.connect();
        await admin.query(`ALTER DATABASE ${template.database} WITH ALLOW_CONNECTIONS false`);
        await admin.end();
      }
      process.env[TEMPLATE_ENV[kind]] = JSON.stringify(template);
      return db;
    }),
  );
  return async () => {
    for (const db of made) await db.drop();
  };
}
