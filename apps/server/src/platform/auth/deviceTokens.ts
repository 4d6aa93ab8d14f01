import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import type { DeviceActor } from '../context';
import { hashToken, newSignKey, openSignKey, sealSignKey } from './tokens';

/** Issues an opaque device token (only its hash is stored) and the key that signs the device's envelopes until it expires. */
export async function issueDeviceToken(db: Db, device: DeviceActor & { merchantId: number }, ttlSeconds: number, now: Date): Promise<{ token: string; signKey: string }> {
  const token = randomBytes(32).toString('base64url');
  const signKey = newSignKey();
  const tokenHash = hashToken(token);
  await db.query(`INSERT INTO device_tokens (token_hash, device_id, merchant_id, canteen_id, expires_at, sign_key, serial_number) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
    tokenHash,
    device.deviceId,
    device.merchantId,
    device.canteenId,
    new Date(now.getTime() + ttlSeconds * 1000),
    sealSignKey(signKey, tokenHash),
    device.serialNumber,
  ]);
  return { token, signKey };
}

/** Every token of a device stops working at once (device disabled, deleted or its secret reissued). */
export async function revokeDeviceTokens(db: Db, deviceId: number, now: Date): Promise<void> {
  await db.query(`UPDATE device_tokens SET revoked_at = $2 WHERE device_id = $1 AND revoked_at IS NULL`, [deviceId, now]);
}

type ResolvedDevice = DeviceActor & { merchantId: number; signKey: string };

/** Whether a device token still opens the API: not revoked, not expired, its merchant active (parameters: hash, now). */
const STILL_VALID = `t.revoked_at IS NULL AND t.expires_at > $2 AND m.state = 'active' AND t.sign_key IS NOT NULL`;

export async function resolveDeviceToken(db: Db, token: string, now: Date): Promise<ResolvedDevice | null> {
  return (await readDeviceToken(db, hashToken(token), now))?.device ?? null;
}

async function readDeviceToken(db: Db, tokenHash: string, now: Date): Promise<{ device: ResolvedDevice; expiresAt: number } | null> {
  const row = (
    await db.query<{ device_id: number; merchant_id: number; canteen_id: number | null; serial_number: string; sign_key: string; expires_at: Date }>(
      `SELECT t.device_id, t.merchant_id, t.canteen_id, t.serial_number, t.sign_key, t.expires_at FROM device_tokens t JOIN merchants m ON m.id = t.merchant_id
        WHERE t.token_hash = $1 AND ${STILL_VALID}`,
      [tokenHash, now],
    )
  )[0];
  if (!row) return null;
  const device = { deviceId: row.device_id, merchantId: row.merchant_id, canteenId: row.canteen_id, serialNumber: row.serial_number, signKey: openSignKey(row.sign_key, tokenHash) };
  return { device, expiresAt: new Date(row.expires_at).getTime() };
}

/**
 * Tokens of devices that called lately, by hash: a device's next request is not one more query. What a token names
 * never changes; whether it still opens the API can, so a request served from here re-checks it in the statement
 * that claims its nonce (`deviceTokenStillValid`, envelope.ts claimNonce), which every device request makes before its
 * handler runs.
 */
const recent = new Map<string, { device: ResolvedDevice; expiresAt: number }>();
/** Enough devices for one server; the oldest entry goes first when full. */
const MAX_RECENT = 20_000;

export async function resolveDeviceTokenForRequest(
  db: Db,
  token: string,
  now: Date,
): Promise<{ device: ResolvedDevice; check: { tokenHash: string; now: Date } | null } | null> {
  const tokenHash = hashToken(token);
  const hit = recent.get(tokenHash);
  if (hit && hit.expiresAt > now.getTime()) return { device: hit.device, check: { tokenHash, now } };
  const read = await readDeviceToken(db, tokenHash, now);
  if (!read) {
    recent.delete(tokenHash);
    return null;
  }
  if (recent.size >= MAX_RECENT) recent.delete(recent.keys().next().value as string);
  recent.set(tokenHash, read);
  return { device: read.device, check: null };
}

/** The SQL that tells whether a cached token still opens the API (its hash and now as `$from`, `$from + 1`). */
export const deviceTokenStillValid = (from: number) =>
  `EXISTS (SELECT 1 FROM device_tokens t JOIN merchants m ON m.id = t.merchant_id WHERE t.token_hash = $${from} AND ${STILL_VALID.replace('$2', `$${from + 1}`)})`;

export const forgetDeviceToken = (tokenHash: string) => recent.delete(tokenHash);
