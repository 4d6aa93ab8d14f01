import { FACE_DEVICE_TYPES, type COMMAND_KINDS, type Page } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';
import { pageOf, Where } from '../../platform/sql';
import { findDevice } from './registry';

type CommandKind = (typeof COMMAND_KINDS)[number];

interface CommandRow {
  id: number;
  kind: CommandKind;
  payload: Record<string, unknown>;
  created_at: string;
  delivered_at: string | null;
  acked_at: string | null;
  ok: boolean | null;
  message: string;
}

export const toCommand = (r: CommandRow) => ({
  commandId: r.id,
  kind: r.kind,
  payload: r.payload,
  createdAt: r.created_at,
  deliveredAt: r.delivered_at,
  ackedAt: r.acked_at,
  ok: r.ok,
  message: r.message,
});

/** Queues a command for a face device; the device takes it with its next heartbeat. */
export async function queueFaceCommand(ctx: Ctx, deviceId: number, kind: CommandKind, payload: Record<string, unknown> = {}) {
  const device = await findDevice(ctx, deviceId);
  if (!FACE_DEVICE_TYPES.includes(device.type)) throw businessRule('deviceNotFace');
  const row = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO device_commands (merchant_id, device_id, kind, payload, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [ctx.merchantId, deviceId, kind, JSON.stringify(payload), actorOf(ctx).userId, ctx.now()],
    )
  )[0];
  return { commandId: row.id };
}

const COLUMNS = `id, kind, payload, created_at, delivered_at, acked_at, ok, message`;

export async function pageCommands(ctx: Ctx, q: { deviceId: number; page: number; limit: number }): Promise<Page<ReturnType<typeof toCommand>>> {
  await findDevice(ctx, q.deviceId);
  const w = new Where('merchant_id = ?', ctx.merchantId).add('device_id = ?', q.deviceId);
  const page = await pageOf<CommandRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM device_commands WHERE ${w.sql}`,
    rows: `SELECT ${COLUMNS} FROM device_commands WHERE ${w.sql} ORDER BY id DESC`,
    params: w.params,
  });
  return { ...page, records: page.records.map(toCommand) };
}

/**
 * Hands out a device's pending commands and marks them delivered in the same statement, so that two heartbeats
 * at once never both receive one command (the second waits on the row lock and then finds it delivered).
 */
export async function takePendingCommands(ctx: Ctx, deviceId: number) {
  const rows = await ctx.db.query<CommandRow>(
    `UPDATE device_commands SET delivered_at = $3 WHERE merchant_id = $1 AND device_id = $2 AND delivered_at IS NULL RETURNING ${COLUMNS}`,
    [ctx.merchantId, deviceId, ctx.now()],
  );
  return rows.sort((a, b) => a.id - b.id).map((r) => ({ commandId: r.id, kind: r.kind, payload: r.payload }));
}
