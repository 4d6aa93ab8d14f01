import { Code, ENVELOPE_VERSION, ENVELOPE_WINDOW_MS, SIGN_TYPE, signOf } from '@canteen/contract';
import type { Db } from '../db/db';
import { AppError } from './errors';
import { deviceTokenStillValid, forgetDeviceToken } from '../auth/deviceTokens';

export interface RawEnvelope {
  version?: unknown;
  nonceStr?: unknown;
  timestamp?: unknown;
  signType?: unknown;
  sign?: unknown;
  content?: unknown;
}

/** A nonce is 1–64 printable ASCII characters: it is stored (request_nonces), and text there holds no NUL. */
const NONCE = /^[!-~]{1,64}$/;

export interface ParsedEnvelope {
  content: unknown;
  contentJson: string;
  nonce: string;
  ts: number;
  sign: string;
}

/**
 * Checks an envelope's shape (DESIGN §3) and reads its content; the sign is checked by `checkSign` once the caller's
 * key is known. `contentIsJsonText` is true for GET and multipart, where content arrives as the JSON text that was
 * signed; for JSON bodies the sign covers the compact re-serialisation, which keeps key order as sent.
 */
export function parseEnvelope(env: RawEnvelope, contentIsJsonText: boolean): ParsedEnvelope {
  if (!env || typeof env !== 'object') throw new AppError(Code.BAD_ENVELOPE, 'badEnvelope');
  const { version, nonceStr, signType, sign } = env;
  const ts = typeof env.timestamp === 'string' && /^\d{1,16}$/.test(env.timestamp) ? Number(env.timestamp) : env.timestamp;
  if (
    version !== ENVELOPE_VERSION ||
    signType !== SIGN_TYPE ||
    typeof nonceStr !== 'string' ||
    !NONCE.test(nonceStr) ||
    typeof sign !== 'string' ||
    typeof ts !== 'number' ||
    !Number.isSafeInteger(ts)
  ) {
    throw new AppError(Code.BAD_ENVELOPE, 'badEnvelope');
  }
  let content: unknown;
  let contentJson: string;
  if (contentIsJsonText) {
    if (env.content === undefined) {
      contentJson = '{}';
      content = {};
    } else {
      if (typeof env.content !== 'string') throw new AppError(Code.BAD_ENVELOPE, 'badEnvelope');
      contentJson = env.content;
      try {
        content = JSON.parse(env.content);
      } catch {
        throw new AppError(Code.BAD_ENVELOPE, 'badEnvelope');
      }
    }
  } else {
    content = env.content ?? {};
    contentJson = JSON.stringify(content);
  }
  return { content, contentJson, nonce: nonceStr, ts, sign };
}

/** The sign must be made with the caller's key (the public key before login, the login's or device's key after) and fresh. */
export function checkSign(parsed: ParsedEnvelope, key: string, now: number): void {
  if (signOf(parsed.contentJson, parsed.nonce, parsed.ts, key) !== parsed.sign.toUpperCase()) throw new AppError(Code.BAD_ENVELOPE, 'badSign');
  if (Math.abs(now - parsed.ts) > ENVELOPE_WINDOW_MS) throw new AppError(Code.REPLAYED, 'staleRequest');
}

/** Shape and sign in one step, for callers that know the key up front. */
export function verifyEnvelope(env: RawEnvelope, key: string, now: number, contentIsJsonText: boolean): ParsedEnvelope {
  const parsed = parseEnvelope(env, contentIsJsonText);
  checkSign(parsed, key, now);
  return parsed;
}

/**
 * Remembers a (nonce, timestamp) pair; a second sighting inside the window is a replay. A device token served from
 * memory (`resolveDeviceTokenForRequest`) is re-checked in the same statement: revoked or expired, it is 40100.
 */
export async function claimNonce(db: Db, nonce: string, ts: number, token?: { tokenHash: string; now: Date } | null): Promise<void> {
  const claim = `INSERT INTO request_nonces (nonce, ts) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`;
  if (!token) {
    if ((await db.query(claim, [nonce, ts])).length === 0) throw new AppError(Code.REPLAYED, 'replayed');
    return;
  }
  const row = (
    await db.query<{ fresh: boolean; valid: boolean }>(`WITH n AS (${claim}) SELECT EXISTS (SELECT 1 FROM n) AS fresh, ${deviceTokenStillValid(3)} AS valid`, [
      nonce,
      ts,
      token.tokenHash,
      token.now,
    ])
  )[0];
  if (!row.valid) {
    forgetDeviceToken(token.tokenHash);
    throw new AppError(Code.UNAUTHORIZED, 'unauthorized');
  }
  if (!row.fresh) throw new AppError(Code.REPLAYED, 'replayed');
}

export async function pruneNonces(db: Db, now: Date): Promise<void> {
  await db.query(`DELETE FROM request_nonces WHERE seen_at < $1`, [new Date(now.getTime() - 2 * ENVELOPE_WINDOW_MS)]);
}
