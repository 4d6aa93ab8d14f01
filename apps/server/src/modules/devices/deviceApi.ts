import { Code, HEARTBEAT_SECONDS } from '@canteen/contract';
import { deviceOf, type Ctx } from '../../platform/context';
import { AppError, businessRule, notFound } from '../../platform/http/errors';
import { issueDeviceToken } from '../../platform/auth/deviceTokens';
import { admitAttempt, attemptSucceeded, tooManyAttempts, type Attempt } from '../../platform/auth/loginLimit';
import { secretMatches } from './secrets';
import { takePendingCommands } from './commands';
import { versionsFor } from './versions';

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
 * secret decides which merchant's device it is. Runs outside a transaction: the attempt is counted before the
 * secret is checked (login limits) and stays counted.
 */
export async function deviceLogin(ctx: Ctx, input: { serialNumber: string; secret: string }) {
  const attempt: Attempt = { kind: 'device', account: input.serialNumber, address: ctx.ip };
  const admission = await admitAttempt(ctx.db, attempt, ctx.now());
  if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
  const candidates = await ctx.db.query<LoginRow>(
    `SELECT d.id, d.merchant_id, d.canteen_id, d.state, d.secret_hash, m.state AS merchant_state
       FROM devices d JOIN merchants m ON m.id = d.merchant_id WHERE d.serial_number = $1`,
    [input.serialNumber],
  );
  const device = candidates.find((d) => secretMatches(input.secret, d.secret_hash));
  if (!device) throw new AppError(Code.UNAUTHORIZED, 'deviceBadSecret');
  if (device.state !== 'enabled') throw businessRule('deviceDisabled');
  if (device.merchant_state !== 'active') throw businessRule('merchantBlocked');
  await attemptSucceeded(ctx.db, attempt, admission, ctx.now());
  const ttl = ctx.env.tokenTtlSeconds;
  const { token, signKey } = await issueDeviceToken(ctx.db, { deviceId: device.id, merchantId: device.merchant_id, canteenId: device.canteen_id, serialNumber: input.serialNumber }, ttl, ctx.now());
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
