import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Code, type OAuthErrorReply } from '@canteen/contract';
import { langOf, translate } from '../messages';
import { sendReply } from './register';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route open without a login, counted against its address's anonymous limit: 'always', 'oauth' (always, and
     * refused in the OAuth error shape), or 'withoutToken' (only calls that carry no token: the public logo file).
     */
    anonymous?: 'always' | 'oauth' | 'withoutToken';
  }
}

/** The console's token cookie, which file requests carry instead of a bearer header. */
const TOKEN_COOKIE = /(?:^|;)\s*Admin-Token=[^;\s]/;

const carriesToken = (req: FastifyRequest) => /^Bearer\s+\S/i.test(req.headers.authorization ?? '') || TOKEN_COOKIE.test(req.headers.cookie ?? '');

/**
 * Calls without a login (public endpoints, the OAuth public key and token, the public logo, /config.json) are limited
 * per address (an IPv6 /64 counts as one) to `perMinute` in a minute, all such routes together. The check runs when
 * the request arrives, before its body is read or anything is written: a refused call leaves no nonce, login
 * attempt or operation-log row. Counters live in this process's memory.
 */
export async function registerAnonymousLimit(app: FastifyInstance, perMinute: number) {
  await app.register(rateLimit, { global: false });
  const limit = app.createRateLimit({ max: perMinute, timeWindow: 60_000 });
  app.addHook('onRequest', async (req, reply) => {
    const anonymous = req.routeOptions.config.anonymous;
    if (!anonymous || (anonymous === 'withoutToken' && carriesToken(req))) return;
    const counted = await limit(req);
    if (counted.isAllowed || !counted.isExceeded) return;
    const seconds = Math.max(1, counted.ttlInSeconds);
    const lang = langOf(req.headers['accept-language']);
    const msg = translate(lang, 'rateLimitedSeconds', { seconds });
    reply.header('retry-after', String(seconds)).header('cache-control', 'no-store');
    if (anonymous === 'oauth') return reply.status(429).send({ error: 'too_many_attempts', error_description: msg } satisfies OAuthErrorReply);
    return sendReply(reply, lang, Code.RATE_LIMITED, null, msg);
  });
}
