import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Code, adminEndpoints, authEndpoints, canteensEndpoints, devicesAiEndpoints, devicesEndpoints, filesEndpoints, peopleEndpoints, settingsEndpoints, peopleReferenceEndpoints, personsEndpoints, accountsEndpoints, accountRecordsEndpoints, accountDeskEndpoints, marketingEndpoints, marketingCouponsEndpoints, marketingRewardsEndpoints, ordersEndpoints, orderBookingsEndpoints, menuMaterialsEndpoints, menuDishesEndpoints, menuProductsEndpoints, menuRecipesEndpoints, healthEndpoints, healthRecipesEndpoints, procurementSuppliersEndpoints, procurementPlansEndpoints, inventoryStockEndpoints, inventoryDocumentsEndpoints, inventoryStocktakeEndpoints, inventoryReportsEndpoints, reportsTradeEndpoints, reportsMoneyEndpoints, reportsSalesEndpoints, reportsCustomEndpoints, dataScreenEndpoints } from '@canteen/contract';
import { sealingSettings, type Config } from './config';
import { installSealingKeys, loadSealingKeys } from './platform/sealing';
import type { Db } from './platform/db/db';
import { registerEndpoints, replyForError, sendReply, type Platform } from './platform/http/register';
import { cacheHeadersFor, registerHttpHeaders } from './platform/http/headers';
import { trustProxyOf } from './platform/http/proxy';
import { registerAnonymousLimit } from './platform/http/anonymousLimit';
import { AppError, fieldError } from './platform/http/errors';
import { langOf } from './platform/messages';
import { PasswordKey } from './platform/auth/rsa';
import { registerOAuth } from './platform/auth/oauth';
import { pruneNonces } from './platform/http/envelope';
import { pruneAttempts } from './platform/auth/loginLimit';
import { pruneDevices } from './platform/auth/loginDevices';
import { openApiDocument } from './openapi';
import { composeModules } from './compose';
import { authHandlers } from './modules/auth';
import { adminHandlers } from './modules/admin';
import { settingsHandlers } from './modules/settings';
import { filesHandlers, registerFileServing } from './modules/files';
import { canteensHandlers } from './modules/canteens';
import { devicesAiHandlers, devicesHandlers } from './modules/devices';
import { personsHandlers, peopleHandlers, peopleReferenceHandlers } from './modules/people';
import { accountDeskHandlers, accountRecordsHandlers, accountsHandlers, marketingPreviewHandlers, personCardHandlers, prunePayCodeUses, runSubsidySchedules } from './modules/accounts';
import { marketingCouponsHandlers, marketingHandlers, marketingRewardsHandlers } from './modules/marketing';
import { orderBookingsHandlers, ordersHandlers } from './modules/orders';
import { menuDishesHandlers, menuMaterialsHandlers, menuProductsHandlers, menuRecipesHandlers } from './modules/menu';
import { healthHandlers, healthRecipesHandlers } from './modules/health';
import { inventoryDocumentsHandlers, inventoryReportsHandlers, inventoryStockHandlers, inventoryStocktakeHandlers } from './modules/inventory';
import { reportsTradeHandlers, reportsMoneyHandlers, reportsSalesHandlers, reportsCustomHandlers, dataScreenHandlers } from './modules/reports';
import { procurementPlansHandlers, procurementSuppliersHandlers } from './modules/procurement';

const API_PREFIXES = ['/yunshitang', '/yunshitangreport', '/yunshitangdrp', '/yunshitangthird', '/admin', '/auth', '/aifoodcleaning', '/files'];

/** The whole API server on an open, migrated database (DESIGN §2 app.ts). */
export async function buildApp(config: Config, db: Db, opts: { logger?: boolean; now?: () => Date } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: trustProxyOf(process.env.TRUST_PROXY),
  });
  installSealingKeys(loadSealingKeys(sealingSettings(config)));
  composeModules();
  const passwordKey = await PasswordKey.load(db);
  const platform: Platform = { config, db, decryptPassword: (on, c, now, field) => passwordKey.open(on, c, now, field), now: opts.now ?? (() => new Date()) };

  await registerHttpHeaders(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await registerAnonymousLimit(app, config.anonymousPerMinute);

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Body parse failures (bad JSON, wrong type) are bad envelopes, with the same reply shape as every call.
  app.setErrorHandler((err, req, reply) => {
    const lang = langOf(req.headers['accept-language']);
    const e = err as { statusCode?: number; code?: string };
    if (e.statusCode && e.statusCode < 500 && !(err instanceof AppError)) {
      // A body over the limit is a file too large (uploads are the only large bodies); a 40000 names its field.
      const r = replyForError(req, lang, e.statusCode === 413 ? fieldError('file', 'fileSize') : new AppError(Code.BAD_ENVELOPE, 'badEnvelope'));
      return sendReply(reply, lang, r.code, r.data, r.msg);
    }
    const r = replyForError(req, lang, err);
    return sendReply(reply, lang, r.code, r.data, r.msg);
  });

  registerOAuth(app, platform, passwordKey);
  registerEndpoints(app, platform, authEndpoints, authHandlers);
  registerEndpoints(app, platform, adminEndpoints, adminHandlers);
  registerEndpoints(app, platform, settingsEndpoints, settingsHandlers);
  registerEndpoints(app, platform, filesEndpoints, filesHandlers);
  registerEndpoints(app, platform, canteensEndpoints, canteensHandlers);
  registerEndpoints(app, platform, devicesEndpoints, devicesHandlers);
  registerEndpoints(app, platform, devicesAiEndpoints, devicesAiHandlers);
  registerEndpoints(app, platform, peopleEndpoints, peopleHandlers);
  registerEndpoints(app, platform, peopleReferenceEndpoints, peopleReferenceHandlers);
  // The persons area is answered by two modules: people, and accounts for its card calls.
  registerEndpoints(app, platform, personsEndpoints, { ...personsHandlers, ...personCardHandlers });
  registerEndpoints(app, platform, accountsEndpoints, accountsHandlers);
  registerEndpoints(app, platform, accountRecordsEndpoints, accountRecordsHandlers);
  registerEndpoints(app, platform, accountDeskEndpoints, accountDeskHandlers);
  // Marketing's previews and quota standing read the money history: the accounts module answers them.
  registerEndpoints(app, platform, marketingEndpoints, { ...marketingHandlers, ...marketingPreviewHandlers });
  registerEndpoints(app, platform, marketingCouponsEndpoints, marketingCouponsHandlers);
  registerEndpoints(app, platform, marketingRewardsEndpoints, marketingRewardsHandlers);
  registerEndpoints(app, platform, ordersEndpoints, ordersHandlers);
  registerEndpoints(app, platform, orderBookingsEndpoints, orderBookingsHandlers);
  registerEndpoints(app, platform, menuMaterialsEndpoints, menuMaterialsHandlers);
  registerEndpoints(app, platform, menuDishesEndpoints, menuDishesHandlers);
  registerEndpoints(app, platform, menuProductsEndpoints, menuProductsHandlers);
  registerEndpoints(app, platform, menuRecipesEndpoints, menuRecipesHandlers);
  registerEndpoints(app, platform, healthEndpoints, healthHandlers);
  registerEndpoints(app, platform, healthRecipesEndpoints, healthRecipesHandlers);
  registerEndpoints(app, platform, procurementSuppliersEndpoints, procurementSuppliersHandlers);
  registerEndpoints(app, platform, procurementPlansEndpoints, procurementPlansHandlers);
  registerEndpoints(app, platform, inventoryStockEndpoints, inventoryStockHandlers);
  registerEndpoints(app, platform, inventoryDocumentsEndpoints, inventoryDocumentsHandlers);
  registerEndpoints(app, platform, inventoryStocktakeEndpoints, inventoryStocktakeHandlers);
  registerEndpoints(app, platform, inventoryReportsEndpoints, inventoryReportsHandlers);
  registerEndpoints(app, platform, reportsTradeEndpoints, reportsTradeHandlers);
  registerEndpoints(app, platform, reportsMoneyEndpoints, reportsMoneyHandlers);
  registerEndpoints(app, platform, reportsSalesEndpoints, reportsSalesHandlers);
  registerEndpoints(app, platform, reportsCustomEndpoints, reportsCustomHandlers);
  registerEndpoints(app, platform, dataScreenEndpoints, dataScreenHandlers);

  // Public: what the console needs before login, and nothing secret (signing keys come with a login).
  app.get('/config.json', { config: { anonymous: 'always' } }, async () => ({ merchantId: config.defaultMerchantId, clientId: config.consoleClientId }));
  let apiDocs: unknown;
  app.get('/api-docs', { config: { anonymous: 'always' } }, async () => (apiDocs ??= openApiDocument()));

  registerFileServing(app, db, config.dataDir);
  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheHeadersFor(filePath)),
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url === p || req.url.startsWith(`${p}/`));
    if (isApi || req.method !== 'GET' || !hasWeb) {
      const lang = langOf(req.headers['accept-language']);
      return sendReply(reply, lang, Code.NOT_FOUND, null, replyForError(req, lang, new AppError(Code.NOT_FOUND, 'notFound')).msg);
    }
    // The console's own routes (/dashboard, /basesetting/…) are client-side: serve the app.
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', config.webDist);
  });

  const pruning = setInterval(() => {
    pruneNonces(db, new Date()).catch((err) => app.log.warn({ err }, 'nonce prune failed'));
    pruneAttempts(db, new Date()).catch((err) => app.log.warn({ err }, 'login attempt prune failed'));
    pruneDevices(db, new Date()).catch((err) => app.log.warn({ err }, 'login device prune failed'));
    prunePayCodeUses(db, new Date()).catch((err) => app.log.warn({ err }, 'payment code prune failed'));
  }, 60_000);
  pruning.unref();
  const subsidies = setInterval(() => void runSubsidySchedules(db, app.log), 60_000);
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    clearInterval(subsidies);
  });
  return app;
}
