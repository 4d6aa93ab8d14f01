import type { FastifyBaseLogger } from 'fastify';
import { MERCHANT_MENU_IDS } from '@canteen/contract';
import type { Db } from './db/db';
import { UNRESTRICTED, type Ctx, type Scopes } from './context';

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' } as unknown as FastifyBaseLogger;

/**
 * A service context without HTTP (DESIGN §2: jobs, scripts, the seed and tests build one): the merchant's
 * administrator as the actor, unrestricted unless scopes are given.
 */
export function systemCtx(db: Db, merchantId: number, opts: { scopes?: Partial<Scopes>; dataDir?: string; log?: FastifyBaseLogger } = {}): Ctx {
  return {
    db,
    merchantId,
    actor: { userId: 0, username: 'system', merchantId, roleId: null, isAdmin: true, isPlatform: false, menuIds: new Set(MERCHANT_MENU_IDS) },
    scopes: { ...UNRESTRICTED, ...opts.scopes },
    requestId: 'system',
    lang: 'zh',
    ip: '127.0.0.1',
    now: () => new Date(),
    log: opts.log ?? silent,
    env: { dataDir: opts.dataDir ?? '/nonexistent', tokenTtlSeconds: 3600 },
    decryptPassword: async () => {
      throw new Error('a system ctx has no password key');
    },
  };
}
