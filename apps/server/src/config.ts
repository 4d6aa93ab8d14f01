import os from 'node:os';
import path from 'node:path';
import { CONSOLE_CLIENT_ID } from '@canteen/contract';

export interface Config {
  port: number;
  host: string;
  /** node-postgres when set; embedded PGlite in dataDir otherwise. */
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL: a few per core serve a lunch rush best (docs/PERFORMANCE.md). */
  dbPoolSize: number;
  dataDir: string;
  /** The console's OAuth client id: a public client, logging in without a client secret. */
  consoleClientId: string;
  /** Confidential OAuth clients (integrations) allowed to log in: id → secret. */
  clients: Record<string, string>;
  /** 'demo' (default) seeds the demo merchants on first start; 'none' skips it. */
  seed: 'demo' | 'none';
  /** Merchant id handed to the console in /config.json (spec: default 1). */
  defaultMerchantId: number;
  tokenTtlSeconds: number;
  /** Calls without a login (login page, public key, token, public logo) one address may make in a minute. */
  anonymousPerMinute: number;
  /** Directory of the built console; served when it exists. */
  webDist: string;
  logLevel: string;
  /** The key that seals secrets at rest; without it, a key file in dataDir (docs/SECURITY.md). */
  settingsKey: string | undefined;
  /** Earlier SETTINGS_KEY values, comma-separated, while a rotation re-seals. */
  settingsKeyPrevious: string | undefined;
  /** An old install's SIGN_SECRET: its v1 sealed values were sealed under a key derived from it. */
  legacySignSecret: string | undefined;
  /** Mail to suppliers by SMTP (smtps://user:pass@host:465); without it, mails go to DATA_DIR/outbox and the log. */
  smtpUrl: string | undefined;
  /** The sender of mails to suppliers; default canteen@localhost. */
  mailFrom: string | undefined;
}

const root = path.resolve(import.meta.dirname, '../../..');

export const sealingSettings = (config: Config) => ({
  dataDir: config.dataDir,
  settingsKey: config.settingsKey,
  previousKeys: config.settingsKeyPrevious,
  legacySignSecret: config.legacySignSecret,
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clients: Record<string, string> = {};
  for (const pair of (env.OAUTH_CLIENTS ?? '').split(',')) {
    const [id, secret] = pair.split(':');
    if (id && secret) clients[id.trim()] = secret.trim();
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: Number(env.DB_POOL_SIZE ?? Math.max(4, os.cpus().length * 2 + 1)),
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    consoleClientId: env.CONSOLE_CLIENT_ID || CONSOLE_CLIENT_ID,
    clients,
    seed: env.SEED === 'none' ? 'none' : 'demo',
    defaultMerchantId: Number(env.MERCHANT_ID ?? 1),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    anonymousPerMinute: Number(env.ANONYMOUS_PER_MINUTE ?? 300),
    webDist: path.resolve(root, env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    settingsKey: env.SETTINGS_KEY || undefined,
    settingsKeyPrevious: env.SETTINGS_KEY_PREVIOUS || undefined,
    legacySignSecret: env.SIGN_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
  };
}
