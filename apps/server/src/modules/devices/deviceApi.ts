import { Code, HEARTBEAT_SECONDS } from '@canteen/contract';
import { deviceOf, type Ctx } from '../../platform/context';
import { AppError, businessRule, notFound } from '../../platform/http/errors';
import { issueDeviceToken } from '../../platform/auth/deviceTokens';
import { secretMatches } from './secrets';
import { takePendingCommands } from './commands';
import { versionsFor } from './versions';

/** Failed device logins allowed per serial number in the window before it is locked (42900). */
export const DEVICE_LOGIN_LIMIT = { failures: 10, windowMinutes: 15 };
const failureKey = (serialNumber: string) => `device:${serialNumber}`;

async function failuresOf(ctx: Ctx, serialNumber: string): Promise<number> {
  const since = new Date(ctx.now().getTime() - DEVICE_LOGIN_LIMIT.windowMinutes * 60_000);
  return (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_failures WHERE key = $1 AND at > $2`, [failureKey(serialNumber), since]))[0].n;
}

interface LoginRow {
  id: number;
  merchant_id: number;
  canteen_id: number;
  state: string;
  secret_hash: string;
  merchant_state: string;
}

/**
 * A device logs in with its serial number and secret (DESIGN §6). Serial numbers are unique per merchant, so the
 * secret decides which merchant's device it is. Runs outside a transaction: a failure is recorded and stays.
 */
export async function deviceLogin(ctx: Ctx, input: { serialNumber: string; secret: string }) {
  if ((await failuresOf(ctx, input.serialNumber)) >= DEVICE_LOGIN_LIMIT.failures) {
    throw new AppError(Code.RATE_LIMITED, 'rateLimited', { minutes: DEVICE_LOGIN_LIMIT.windowMinutes });
  }
  const candidates = await ctx.db.query<LoginRow>(
    `SELECT d.id, d.merchant_id, d.canteen_id, d.state, d.secret_hash, m.state AS merchant_state
       FROM devices d JOIN merchants m ON m.id = d.merchant_id WHERE d.serial_number = $1`,
    [input.serialNumber],
  );
  const device = candidates.find((d) => secretMatches(input.secret, d.secret_hash));
  if (!device) {
    await ctx.db.query(`INSERT INTO login_failures (key, at) VALUES ($1, $2)`, [failureKey(input.serialNumber), ctx.now()]);
    throw new AppError(Code.UNAUTHORIZED, 'deviceBadSecret');
  }
  if (device.state !== 'enabled') throw businessRule('deviceDisabled');
  if (device.merchant_state !== 'active') throw businessRule('merchantBlocked');
  await ctx.db.query(`DELETE FROM login_failures WHERE key = $1`, [failureKey(input.serialNumber)]);
  const ttl = ctx.env.tokenTtlSeconds;
  const { token, signKey } = await issueDeviceToken(ctx.db, { deviceId: device.id, merchantId: device.merchant_id, canteenId: device.canteen_id }, ttl, ctx.now());
  return { token, signKey, expiresIn: ttl, deviceId: device.id, canteenId: device.canteen_id, heartbeatSeconds: HEARTBEAT_SECONDS };
}

interface HeartbeatRow {
  canteen_id: number;
  login_types: ('card' | 'face' | 'qr' | 'personId')[];
  desk_control: { enabled: boolean; tableRequired: boolean; maxDiners: number };
  source_control: { sources: ('onSite' | 'booking' | 'scan' | 'takeout')[] };
}

/** Marks the device alive and hands it its pending commands, the version flags and its settings, in one transaction. */
export async function heartbeat(ctx: Ctx, input: { appVersion?: string; status?: string }) {
  const { deviceId } = deviceOf(ctx);
  const now = ctx.now();
  const row = (
    await ctx.db.query<HeartbeatRow>(
      `UPDATE devices SET last_heartbeat_at = $3, last_ip = $4, app_version = coalesce($5, app_version), status_text = coalesce($6, status_text)
        WHERE id = $1 AND merchant_id = $2 AND state = 'enabled'
        RETURNING canteen_id, login_types, desk_control, source_control`,
      [deviceId, ctx.merchantId, now, ctx.ip, input.appVersion ?? null, input.status ?? null],
    )
  )[0];
  // Disabling or removing revokes the token, so this is only a device removed between the two reads.
  if (!row) throw new AppError(Code.UNAUTHORIZED, 'unauthorized');
  const commands = await takePendingCommands(ctx, deviceId);
  return {
    serverTime: now.toISOString(),
    commands,
    versions: await versionsFor(ctx, row.canteen_id),
    settings: { loginTypes: row.login_types, deskControl: row.desk_control, sourceControl: row.source_control },
  };
}

export async function ackCommand(ctx: Ctx, input: { commandId: number; ok: boolean; message: string }) {
  const { deviceId } = deviceOf(ctx);
  const rows = await ctx.db.query(
    `UPDATE device_commands SET acked_at = $4, ok = $5, message = $6
      WHERE id = $1 AND merchant_id = $2 AND device_id = $3 AND delivered_at IS NOT NULL RETURNING id`,
    [input.commandId, ctx.merchantId, deviceId, ctx.now(), input.ok, input.message],
  );
  if (!rows.length) throw notFound('command');
  return null;
}
