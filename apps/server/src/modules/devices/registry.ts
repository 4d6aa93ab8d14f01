import { OFFLINE_AFTER_SECONDS, PAY_DEVICE_TYPES, bindingsOf, type Device, type DeviceBinding, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { revokeDeviceTokens } from '../../platform/auth/deviceTokens';
import { assertCanteen, assertInCanteen } from './places';
import { newSecret } from './secrets';
import { likeContains, pageOf, Where } from '../../platform/sql';

interface DeviceRow {
  id: number;
  name: string;
  type: string;
  serial_number: string;
  canteen_id: number;
  stall_id: number | null;
  meal_line_id: number | null;
  printer_id: number | null;
  printer_name: string | null;
  ip: string;
  state: 'enabled' | 'disabled';
  login_types: Device['loginTypes'];
  app_version: string;
  last_heartbeat_at: string | null;
  created_at: string;
}

/** Online: a heartbeat within two intervals of now (computed when read, no background job). */
export const isOnline = (lastHeartbeatAt: string | null, now: Date) =>
  lastHeartbeatAt !== null && now.getTime() - new Date(lastHeartbeatAt).getTime() <= OFFLINE_AFTER_SECONDS * 1000;

export const toDevice = (r: DeviceRow, now: Date): Device => ({
  deviceId: r.id,
  name: r.name,
  type: r.type,
  serialNumber: r.serial_number,
  canteenId: r.canteen_id,
  stallId: r.stall_id,
  mealLineId: r.meal_line_id,
  printerId: r.printer_id,
  printerName: r.printer_name,
  ip: r.ip,
  state: r.state,
  loginTypes: r.login_types,
  appVersion: r.app_version,
  lastHeartbeatAt: r.last_heartbeat_at,
  online: isOnline(r.last_heartbeat_at, now),
  createdAt: r.created_at,
});

const SELECT = `SELECT d.id, d.name, d.type, d.serial_number, d.canteen_id, d.stall_id, d.meal_line_id, d.printer_id, p.name AS printer_name,
                       d.ip, d.state, d.login_types, d.app_version, d.last_heartbeat_at, d.created_at
                  FROM devices d LEFT JOIN devices p ON p.id = d.printer_id`;

/** The merchant's devices in the caller's canteen scope. */
const visible = (ctx: Ctx): Where => new Where('d.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'd.canteen_id');

export interface DeviceQuery {
  page: number;
  limit: number;
  name?: string;
  serialNumber?: string;
  type?: string;
  canteenId?: number;
  state?: 'enabled' | 'disabled';
}

export async function pageDevices(ctx: Ctx, q: DeviceQuery): Promise<Page<Device>> {
  const w = visible(ctx);
  if (q.name) w.add('d.name ILIKE ?', likeContains(q.name));
  if (q.serialNumber) w.add('d.serial_number ILIKE ?', likeContains(q.serialNumber));
  if (q.type) w.add('d.type = ?', q.type);
  if (q.canteenId) w.add('d.canteen_id = ?', q.canteenId);
  if (q.state) w.add('d.state = ?', q.state);
  const page = await pageOf<DeviceRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM devices d WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY d.id`,
    params: w.params,
  });
  const now = ctx.now();
  return { ...page, records: page.records.map((r) => toDevice(r, now)) };
}

/** Enabled devices that take payments (machine/getPayMachineList): the device filter of money reports. */
export async function payDevices(ctx: Ctx, q: { canteenId?: number }): Promise<{ deviceId: number; name: string; serialNumber: string; type: string; canteenId: number | null }[]> {
  const w = visible(ctx).add(`d.state = 'enabled' AND d.type = ANY(?::text[])`, PAY_DEVICE_TYPES);
  if (q.canteenId) w.add('d.canteen_id = ?', q.canteenId);
  return ctx.db.query(
    `SELECT d.id AS "deviceId", d.name, d.serial_number AS "serialNumber", d.type, d.canteen_id AS "canteenId" FROM devices d WHERE ${w.sql} ORDER BY d.name, d.id`,
    w.params,
  );
}

/** The device, or 40400 when it is another merchant's or outside the caller's canteens. */
export async function findDevice(ctx: Ctx, deviceId: number): Promise<DeviceRow> {
  const w = visible(ctx).add('d.id = ?', deviceId);
  const row = (await ctx.db.query<DeviceRow>(`${SELECT} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('device');
  return row;
}

export async function getDevice(ctx: Ctx, deviceId: number): Promise<Device> {
  return toDevice(await findDevice(ctx, deviceId), ctx.now());
}

export interface DeviceFields {
  name: string;
  type: string;
  serialNumber: string;
  canteenId: number;
  stallId?: number | null;
  mealLineId?: number | null;
  printerId?: number | null;
  ip: string;
  loginTypes?: Device['loginTypes'];
}

/** Checks the bindings and keeps only those the type uses (the others are stored empty). */
async function bindings(ctx: Ctx, input: DeviceFields, selfId = 0) {
  await assertCanteen(ctx, input.canteenId);
  const uses = new Set<DeviceBinding>(bindingsOf(input.type));
  const keep = <T>(field: DeviceBinding, v: T | null | undefined): T | null => (uses.has(field) ? (v ?? null) : null);
  const stallId = keep('stallId', input.stallId);
  const mealLineId = keep('mealLineId', input.mealLineId);
  const printerId = keep('printerId', input.printerId);
  if (stallId) await assertInCanteen(ctx, 'stallId', stallId, input.canteenId);
  if (mealLineId) await assertInCanteen(ctx, 'mealLineId', mealLineId, input.canteenId);
  if (printerId) {
    const printer = (
      await ctx.db.query<{ type: string }>(`SELECT type FROM devices WHERE id = $1 AND merchant_id = $2 AND id <> $3`, [printerId, ctx.merchantId, selfId])
    )[0];
    if (!printer) throw notFound('printer');
    if (printer.type !== 'printmachine') throw fieldError('printerId', 'deviceNotAPrinter');
  }
  return { stallId, mealLineId, printerId, ip: keep('ip', input.ip) ?? '' };
}

async function assertSerialFree(ctx: Ctx, serialNumber: string, selfId = 0) {
  const clash = await ctx.db.query(`SELECT 1 FROM devices WHERE merchant_id = $1 AND serial_number = $2 AND id <> $3`, [ctx.merchantId, serialNumber, selfId]);
  if (clash.length) throw fieldError('serialNumber', 'deviceSerialTaken');
}
const serialClash = (e: unknown) => {
  throw isUniqueViolation(e) ? fieldError('serialNumber', 'deviceSerialTaken') : e;
};

/** Adds a device and issues its secret; the reply is the only time the secret is seen. */
export async function addDevice(ctx: Ctx, input: DeviceFields) {
  await assertSerialFree(ctx, input.serialNumber);
  const b = await bindings(ctx, input);
  const { secret, hash } = newSecret();
  const row = (
    await ctx.db
      .query<{ id: number }>(
        `INSERT INTO devices (merchant_id, name, type, serial_number, canteen_id, stall_id, meal_line_id, printer_id, ip, secret_hash, login_types)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11, '{card,face,qr,personId}'::text[])) RETURNING id`,
        [ctx.merchantId, input.name, input.type, input.serialNumber, input.canteenId, b.stallId, b.mealLineId, b.printerId, b.ip, hash, input.loginTypes ?? null],
      )
      .catch(serialClash)
  )[0];
  return { deviceId: row.id, serialNumber: input.serialNumber, secret };
}

export async function updateDevice(ctx: Ctx, input: DeviceFields & { deviceId: number; state: 'enabled' | 'disabled' }) {
  const current = await findDevice(ctx, input.deviceId);
  await assertSerialFree(ctx, input.serialNumber, input.deviceId);
  const b = await bindings(ctx, input, input.deviceId);
  if (current.type === 'printmachine' && input.type !== 'printmachine') await assertNotPrintedOn(ctx, input.deviceId);
  await ctx.db
    .query(
      `UPDATE devices SET name = $3, type = $4, serial_number = $5, canteen_id = $6, stall_id = $7, meal_line_id = $8, printer_id = $9, ip = $10,
              state = $11, login_types = coalesce($12, login_types)
        WHERE id = $1 AND merchant_id = $2`,
      [input.deviceId, ctx.merchantId, input.name, input.type, input.serialNumber, input.canteenId, b.stallId, b.mealLineId, b.printerId, b.ip, input.state, input.loginTypes ?? null],
    )
    .catch(serialClash);
  // A disabled device, or one that moved canteen or serial number, must log in again (its token carries the canteen).
  if (input.state === 'disabled' || input.canteenId !== current.canteen_id || input.serialNumber !== current.serial_number) {
    await revokeDeviceTokens(ctx.db, input.deviceId, ctx.now());
  }
  return null;
}

async function assertNotPrintedOn(ctx: Ctx, printerId: number) {
  const users = await ctx.db.query(`SELECT 1 FROM devices WHERE merchant_id = $1 AND printer_id = $2 LIMIT 1`, [ctx.merchantId, printerId]);
  if (users.length) throw conflict('devicePrinterInUse');
}

export async function removeDevice(ctx: Ctx, deviceId: number) {
  await findDevice(ctx, deviceId);
  await assertNotPrintedOn(ctx, deviceId);
  await revokeDeviceTokens(ctx.db, deviceId, ctx.now());
  await ctx.db.query(`DELETE FROM devices WHERE id = $1 AND merchant_id = $2`, [deviceId, ctx.merchantId]);
  return null;
}

/** Removes a printer after unbinding it from every device that prints on it. */
export async function removePrinter(ctx: Ctx, printerId: number) {
  const printer = await findDevice(ctx, printerId);
  if (printer.type !== 'printmachine') throw notFound('printer');
  const unbound = await ctx.db.query(`UPDATE devices SET printer_id = NULL WHERE merchant_id = $1 AND printer_id = $2 RETURNING id`, [ctx.merchantId, printerId]);
  await removeDevice(ctx, printerId);
  return { unbound: unbound.length };
}

export async function resetSecret(ctx: Ctx, deviceId: number) {
  const device = await findDevice(ctx, deviceId);
  const { secret, hash } = newSecret();
  await ctx.db.query(`UPDATE devices SET secret_hash = $3 WHERE id = $1 AND merchant_id = $2`, [deviceId, ctx.merchantId, hash]);
  await revokeDeviceTokens(ctx.db, deviceId, ctx.now());
  return { serialNumber: device.serial_number, secret };
}

/** Online and offline counts per type, for the caller's canteens (or one). */
export async function machineState(ctx: Ctx, canteenId?: number) {
  const w = visible(ctx);
  if (canteenId) w.add('d.canteen_id = ?', canteenId);
  const since = w.param(new Date(ctx.now().getTime() - OFFLINE_AFTER_SECONDS * 1000));
  const rows = await ctx.db.query<{ type: string; total: number; online: number }>(
    `SELECT d.type, count(*)::int AS total, count(*) FILTER (WHERE d.last_heartbeat_at >= ${since})::int AS online
       FROM devices d WHERE ${w.sql} GROUP BY d.type ORDER BY d.type`,
    w.params,
  );
  return rows.map((r) => ({ type: r.type, total: r.total, online: r.online, offline: r.total - r.online }));
}

export async function saveLoginTypes(ctx: Ctx, deviceId: number, loginTypes: Device['loginTypes']) {
  await findDevice(ctx, deviceId);
  await ctx.db.query(`UPDATE devices SET login_types = $3 WHERE id = $1 AND merchant_id = $2`, [deviceId, ctx.merchantId, [...new Set(loginTypes)]]);
  return null;
}

type SettingColumn = 'desk_control' | 'source_control';
export async function getSetting<T>(ctx: Ctx, deviceId: number, column: SettingColumn): Promise<T> {
  const w = visible(ctx).add('d.id = ?', deviceId);
  const row = (await ctx.db.query<{ v: T }>(`SELECT d.${column} AS v FROM devices d WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('device');
  return row.v;
}

export async function saveSetting(ctx: Ctx, deviceId: number, column: SettingColumn, value: object) {
  await findDevice(ctx, deviceId);
  await ctx.db.query(`UPDATE devices SET ${column} = $3 WHERE id = $1 AND merchant_id = $2`, [deviceId, ctx.merchantId, JSON.stringify(value)]);
  return null;
}
