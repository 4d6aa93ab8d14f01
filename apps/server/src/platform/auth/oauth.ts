import type { FastifyInstance, FastifyReply } from 'fastify';
import { Code, OAUTH_PUBLIC_KEY_PATH, OAUTH_TOKEN_PATH, type OAuthErrorReply, type OAuthTokenReply } from '@canteen/contract';
import type { Platform } from '../http/register';
import { langOf, translate, type MessageKey } from '../messages';
import { AppError } from '../http/errors';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { PasswordKey } from './rsa';
import { admitAttempt, attemptSucceeded, waitMessage, type Attempt } from './loginLimit';
import type { Db } from '../db/db';
import { issueToken } from './tokens';
import { trustDevice, trustedDevice } from './loginDevices';
import { recordOperation } from '../audit';
import { UNSTORABLE_TEXT } from '../storableText';

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  merchant_id: number | null;
  state: string;
  merchant_state: string | null;
}

/** OAuth2 password grant (DESIGN §4): plain JSON replies, not the envelope. */
export function registerOAuth(app: FastifyInstance, platform: Platform, passwordKey: PasswordKey) {
  const { db, config } = platform;

  app.get(OAUTH_PUBLIC_KEY_PATH, { config: { anonymous: 'always' } }, async () => passwordKey.reply);

  app.post(OAUTH_TOKEN_PATH, { config: { anonymous: 'oauth' } }, async (req, reply) => {
    const lang = langOf(req.headers['accept-language']);
    const started = performance.now();
    // Logins and refused logins are part of the operation log, under the account they named.
    const named: { account?: { merchantId: number | null; userId: number | null; username: string } } = {};
    const log = async (code: number, msg: string) => {
      const logged = named.account;
      if (!logged) return; // a malformed request names no account
      await recordOperation(db, {
        ...logged,
        endpointId: 'auth.token',
        method: 'POST',
        path: OAUTH_TOKEN_PATH,
        ip: req.ip,
        requestId: req.id,
        code,
        msg,
        content: { username: logged.username },
        durationMs: Math.round(performance.now() - started),
      }).catch((err) => req.log.error({ err }, 'operation log write failed'));
    };
    const fail = async (status: number, error: string, key: MessageKey, params?: Record<string, number>) => {
      const description = translate(lang, key, params);
      await log(status === 429 ? Code.RATE_LIMITED : Code.VALIDATION, description);
      if (params?.retryAfter !== undefined) reply.header('retry-after', String(params.retryAfter));
      return sendOAuthError(reply, status, { error, error_description: description });
    };

    const client = basicClient(req.headers.authorization);
    if (!client || !clientAllowed(config, client)) return fail(401, 'invalid_client', 'badClient');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const cipher = typeof body.password === 'string' ? body.password : '';
    if (body.grant_type !== 'password' || body.scope !== 'server' || (body.role !== undefined && body.role !== 'manager')) {
      return fail(400, 'unsupported_grant_type', 'badGrant');
    }
    // No user name holds a character that PostgreSQL text cannot hold.
    if (!username || !cipher || username.length > 64 || UNSTORABLE_TEXT.test(username)) return fail(400, 'invalid_grant', 'badCredentials');

    const now = platform.now();
    const user = (
      await db.query<UserRow>(
        `SELECT u.id, u.username, u.password_hash, u.merchant_id, u.state, m.state AS merchant_state
           FROM mgr_users u LEFT JOIN merchants m ON m.id = u.merchant_id
          WHERE u.username = $1 AND u.deleted_at IS NULL`,
        [username],
      )
    )[0];
    named.account = { merchantId: user?.merchant_id ?? null, userId: user?.id ?? null, username };
    let password: string;
    try {
      password = await passwordKey.open(db, cipher, now);
    } catch (e) {
      if (e instanceof AppError) return fail(400, 'invalid_request', e.key);
      throw e;
    }
    // Counted before the password is checked, known account or not: parallel guesses each take their own turn.
    // A browser this user logged in from before is counted under its own key, not the account's (device cookie).
    const device = await trustedDevice(db, req, user?.id, now);
    const attempt: Attempt = { kind: 'login', account: username, address: req.ip, device };
    const admission = await admitAttempt(db, attempt, now);
    if (!admission.admitted) return fail(429, 'too_many_attempts', ...waitMessage(admission.retryAfterSeconds));
    let ok: boolean;
    try {
      ok = await verifyPassword(password, user?.password_hash ?? dummyHash());
    } catch (e) {
      // Too many password hashes waiting already: refused at once.
      if (e instanceof AppError && e.code === Code.RATE_LIMITED) return fail(429, 'too_many_attempts', ...waitMessage(1));
      throw e;
    }
    if (!user || !ok) return fail(400, 'invalid_grant', 'badCredentials');
    if (user.state !== 'enabled') return fail(400, 'invalid_grant', 'userDisabled');
    if (user.merchant_state === 'blocked') return fail(400, 'invalid_grant', 'merchantBlocked');

    await attemptSucceeded(db, attempt, admission, now);
    await trustDevice(db, req, reply, user.id, now);
    if (needsRehash(user.password_hash)) await rehash(db, user, password);
    const { token, signKey } = await issueToken(db, user.id, user.merchant_id, client.id, req.ip, config.tokenTtlSeconds, now);
    await db.query(`UPDATE mgr_users SET last_login_at = $2 WHERE id = $1`, [user.id, now]);
    await log(Code.OK, translate(lang, 'ok'));
    const out: OAuthTokenReply = {
      access_token: token,
      token_type: 'bearer',
      expires_in: config.tokenTtlSeconds,
      username: user.username,
      merchant_id: user.merchant_id,
      cust_eff_id: null,
      sign_key: signKey,
    };
    return reply.header('cache-control', 'no-store').send(out);
  });
}

/** A hash made with a lower cost than today's is replaced while the password is at hand (unless it changed meanwhile). */
async function rehash(db: Db, user: UserRow, password: string) {
  let hash: string;
  try {
    hash = await hashPassword(password);
  } catch (e) {
    // The hash queue is full: the next login re-hashes.
    if (e instanceof AppError && e.code === Code.RATE_LIMITED) return;
    throw e;
  }
  await db.query(`UPDATE mgr_users SET password_hash = $3 WHERE id = $1 AND password_hash = $2`, [user.id, user.password_hash, hash]);
}

function sendOAuthError(reply: FastifyReply, status: number, body: OAuthErrorReply) {
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

/** The console is a public client (it can keep no secret in a browser); every other client proves its secret. */
function clientAllowed(config: Platform['config'], client: { id: string; secret: string }): boolean {
  if (client.id === config.consoleClientId) return true;
  const secret = config.clients[client.id];
  return secret !== undefined && secret === client.secret;
}

function basicClient(header: string | undefined): { id: string; secret: string } | null {
  const m = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i < 0 ? null : { id: decoded.slice(0, i), secret: decoded.slice(i + 1) };
}
