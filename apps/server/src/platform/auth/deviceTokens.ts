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

export async function resolveDeviceToken(db: Db, token: string, now: Date): Promise<(DeviceActor & { merchantId: number; signKey: string }) | null> {
  const tokenHash = hashToken(token);
  const row = (
    await db.query<{ device_id: number; merchant_id: number; canteen_id: number | null; serial_number: string; sign_key: string }>(
      `SELECT t.device_id, t.merchant_id, t.canteen_id, t.serial_number, t.sign_key FROM device_tokens t JOIN merchants m ON m.id = t.merchant_id
        WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2 AND m.state = 'active' AND t.sign_key IS NOT NULL`,
      [tokenHash, now],
    )
  )[0];
  return row ? { deviceId: row.device_id, merchantId: row.merchant_id, canteenId: row.canteen_id, serialNumber: row.serial_number, signKey: openSignKey(row.sign_key, tokenHash) } : null;
}
