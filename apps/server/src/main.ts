import { loadConfig, sealingSettings } from './config';
import { openDatabase } from './platform/db/open';
import { DataDirLockedError } from './platform/db/lock';
import { migrate } from './platform/db/migrate';
import { buildApp } from './app';
import { seedDemo, usersWithDemoPassword } from './seed';
import { seedDemoCanteens } from './seedCanteens';
import { seedDemoPeople } from './seedPeople';
import { seedDemoMarketing } from './seedMarketing';
import { seedDemoRewards } from './seedMarketingRewards';
import { seedDemoCoupons } from './seedMarketingCoupons';
import { seedDemoOrders } from './seedOrders';
import { seedDemoOrderBookings } from './seedOrderBookings';
import { seedDemoMenuPlans } from './seedMenu';
import { seedHealth } from './seedHealth';
import { seedDemoInventory } from './seedInventory';
import { startMailOutbox } from './modules/procurement';
import { startReportFold } from './modules/reports';
import { installSealingKeys, loadSealingKeys, resealAll } from './platform/sealing';
import { sealedLocations } from './sealedLocations';

const config = loadConfig();

let opened;
try {
  opened = await openDatabase(config);
} catch (e) {
  if (e instanceof DataDirLockedError) {
    console.error(`${e.message}\nStop the other process first, or give this one its own DATA_DIR.`);
    process.exit(1);
  }
  throw e;
}
const { db } = opened;
const applied = await migrate(db);
if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
const keys = installSealingKeys(loadSealingKeys(sealingSettings(config)));
if (keys.created) console.log(`made a new sealing key for secrets at rest in ${keys.keyFile} (0600): back it up; production installs set SETTINGS_KEY instead (docs/SECURITY.md)`);
else if (keys.source === 'key file') console.log(`secrets at rest are sealed with the key file ${keys.keyFile}; production installs set SETTINGS_KEY (docs/SECURITY.md)`);
// Values under an old format or a previous key move to the current key before anything reads them.
const resealed = Object.values(await resealAll(db, sealedLocations)).reduce((a, b) => a + b, 0);
if (resealed) console.log(`re-sealed ${resealed} secret(s) at rest under the current key`);
if (config.seed === 'demo' && (await seedDemo(db))) {
  await seedDemoCanteens(db);
  await seedDemoPeople(db);
  // Marketing before the orders: the rules, coupons and points shape the meals booked and refunded after them.
  await seedDemoMarketing(db);
  await seedDemoRewards(db);
  await seedDemoCoupons(db);
  await seedDemoOrders(db);
  await seedDemoOrderBookings(db);
  // The menu's materials and dishes came with the people (their meals name real dishes); its plans come after.
  await seedDemoMenuPlans(db);
  await seedHealth(db);
  // Procurement and inventory buy and keep the menu's materials, for its recipes.
  await seedDemoInventory(db);
  // The planner's statistics after a bulk load, rather than whenever autovacuum gets to them.
  await db.query('ANALYZE');
  console.log('demo data seeded (merchants 1 and 2 with a canteen each, platform operator; merchant 1 with 36 people, cards and a month of meals, top-ups and subsidies, marketing rules, coupons, points, refunds and bookings, a menu of dishes with their nutrition, two weeks of recipes, products, samples and the health centre; suppliers, warehouses, two weeks of stock movements, a stocktake and purchase plans)');
}

const app = await buildApp(config, db);
// Mails to suppliers leave after the call that queued them: the outbox folder by default, SMTP when SMTP_URL is set.
startMailOutbox(db, { dataDir: config.dataDir, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
// Report rollups follow the money path every minute (each fold rebuilds today whole: more often slowed payments by a third) (DESIGN §12); a report folds what is left before it reads.
startReportFold(db, { log: app.log });
const demo = await usersWithDemoPassword(db);
if (demo.length) app.log.warn(`users still on their demo password: ${demo.join(', ')} — change them before real use`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await opened!.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`Cloud Canteen: console and API on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);
