import type { FastifyBaseLogger } from 'fastify';
import { MERCHANT_MENU_IDS } from '@canteen/contract';
import type { Db } from '../platform/db/db';
import { UNRESTRICTED, type Ctx, type Scopes } from '../platform/context';

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' } as unknown as FastifyBaseLogger;

/** A service context without HTTP, for tests of services (DESIGN §2: jobs, scripts and tests build one). */
export function testCtx(db: Db, merchantId: number, scopes: Partial<Scopes> = {}): Ctx {
  return {
    db,
    merchantId,
    actor: { userId: 1, username: 'test', merchantId, roleId: null, isAdmin: true, isPlatform: false, menuIds: new Set(MERCHANT_MENU_IDS) },
    scopes: { ...UNRESTRICTED, ...scopes },
    requestId: 'test',
    lang: 'en',
    ip: '127.0.0.1',
    now: () => new Date(),
    log: silent,
    env: { dataDir: '/nonexistent', tokenTtlSeconds: 3600 },
    decryptPassword: () => {
      throw new Error('no password key in a test ctx');
    },
  };
}
