import type { Db } from '../platform/db/db';
import type { Ctx, Scopes } from '../platform/context';
import { systemCtx } from '../platform/systemCtx';

/** A service context for tests of services: English messages, the merchant's administrator as the actor. */
export function testCtx(db: Db, merchantId: number, scopes: Partial<Scopes> = {}): Ctx {
  return { ...systemCtx(db, merchantId, { scopes }), lang: 'en', actor: { ...systemCtx(db, merchantId).actor!, userId: 1, username: 'test' } };
}
