import { authEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { revokeToken } from '../../platform/auth/tokens';

export const authHandlers: Handlers<typeof authEndpoints> = {
  'auth.logout': async (ctx) => {
    if (ctx.token) await revokeToken(ctx.db, ctx.token, ctx.now());
    return null;
  },
};
