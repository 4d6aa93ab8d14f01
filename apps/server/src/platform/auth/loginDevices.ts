import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_TOKEN_PATH } from '@canteen/contract';
import type { Db } from '../db/db';
import { hashToken } from './tokens';

/**
 * OWASP's device cookie: a browser its user logged in from gets a random cookie, stored hashed with the user. A login
 * that carries it is counted under that device alone (its own lockout), so guesses at the account from elsewhere
 * cannot keep the owner out; a login without it is counted as before.
 */
export const DEVICE_COOKIE = 'Login-Device';
export const DEVICE_TRUST_DAYS = 90;

const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

function cookieOf(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === DEVICE_COOKIE) {
      const value = part.slice(i + 1).trim();
      return COOKIE_VALUE.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The hash of the request's device cookie when it is a live device of `userId`; undefined otherwise. */
export async function trustedDevice(db: Db, req: FastifyRequest, userId: number | undefined, now: Date): Promise<string | undefined> {
  const value = cookieOf(req);
  if (!value || userId === undefined) return undefined;
  const hash = hashToken(value);
  const rows = await db.query(`SELECT 1 FROM login_devices WHERE token_hash = $1 AND user_id = $2 AND expires_at > $3`, [hash, userId, now]);
  return rows.length ? hash : undefined;
}

/**
 * After a successful login: the browser gets a new cookie value (a value planted in it earlier is never trusted),
 * which takes over the users its old value was trusted for, and is trusted for this user for 90 days.
 */
export async function trustDevice(db: Db, req: FastifyRequest, reply: FastifyReply, userId: number, now: Date): Promise<void> {
  const value = randomBytes(32).toString('base64url');
  const hash = hashToken(value);
  const expires = new Date(now.getTime() + DEVICE_TRUST_DAYS * 86_400_000);
  const old = cookieOf(req);
  if (old) await db.query(`UPDATE login_devices SET token_hash = $2 WHERE token_hash = $1 AND expires_at > $3 AND user_id <> $4`, [hashToken(old), hash, now, userId]);
  await db.query(`DELETE FROM login_devices WHERE expires_at <= $1 AND user_id = $2`, [now, userId]);
  if (old) await db.query(`DELETE FROM login_devices WHERE token_hash = $1 AND user_id = $2`, [hashToken(old), userId]);
  await db.query(`INSERT INTO login_devices (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [hash, userId, now, expires]);
  const secure = req.protocol === 'https' ? '; Secure' : '';
  // Sent only to the login endpoint, never readable by scripts, never sent by another site.
  reply.header('set-cookie', `${DEVICE_COOKIE}=${value}; Path=${OAUTH_TOKEN_PATH}; Max-Age=${DEVICE_TRUST_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`);
}

/** Trust that ran out (a user's own are also dropped at their next login). */
export async function pruneDevices(db: Db, now: Date): Promise<void> {
  await db.query(`DELETE FROM login_devices WHERE expires_at <= $1`, [now]);
}
