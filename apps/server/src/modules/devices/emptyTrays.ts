import { EMPTY_TRAY_DEVICE_TYPES, type EmptyTray, type Page } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { scopeClause } from '../../platform/access';
import { fieldError, notFound } from '../../platform/http/errors';
import { removeImage, uploadImage } from '../files';
import { getSetting as getMerchantSetting } from '../settings';
import { findDevice } from './registry';

const UPLOAD_KEY = 'emptytray';

/** Stores the photo through the files service (type and size checked by content) and binds it to the device. */
export async function uploadEmptyTray(ctx: Ctx, deviceId: number) {
  const device = await findDevice(ctx, deviceId);
  if (!EMPTY_TRAY_DEVICE_TYPES.includes(device.type)) throw fieldError('deviceId', 'deviceNotDishRecognition');
  const image = await uploadImage(ctx, UPLOAD_KEY);
  const row = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO empty_trays (merchant_id, device_id, canteen_id, image_url, width, height, uploaded_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [ctx.merchantId, deviceId, device.canteen_id, image.fileNameUrl, image.width, image.height, actorOf(ctx).userId, ctx.now()],
    )
  )[0];
  return { trayId: row.id, imageUrl: image.fileNameUrl };
}

interface TrayRow {
  id: number;
  device_id: number;
  device_name: string;
  canteen_id: number;
  image_url: string;
  width: number | null;
  height: number | null;
  created_at: string;
}
const toTray = (r: TrayRow): EmptyTray => ({
  trayId: r.id,
  deviceId: r.device_id,
  deviceName: r.device_name,
  canteenId: r.canteen_id,
  imageUrl: r.image_url,
  width: r.width,
  height: r.height,
  createdAt: r.created_at,
});

function visible(ctx: Ctx, params: unknown[]): string {
  params.push(ctx.merchantId);
  return `t.merchant_id = $${params.length}` + scopeClause(ctx, 'canteen', 't.canteen_id', params);
}

async function timeZone(ctx: Ctx): Promise<string> {
  return ((await getMerchantSetting(ctx, 'general')).value as { timeZone?: string } | null)?.timeZone ?? 'Asia/Shanghai';
}

export async function pageEmptyTrays(
  ctx: Ctx,
  q: { page: number; limit: number; deviceId?: number; canteenId?: number; dayFrom?: string; dayTo?: string },
): Promise<Page<EmptyTray>> {
  const params: unknown[] = [];
  let where = visible(ctx, params);
  if (q.deviceId) where += ` AND t.device_id = $${params.push(q.deviceId)}`;
  if (q.canteenId) where += ` AND t.canteen_id = $${params.push(q.canteenId)}`;
  if (q.dayFrom || q.dayTo) {
    // Days are the merchant's local days (DESIGN §3).
    const local = `(t.created_at AT TIME ZONE $${params.push(await timeZone(ctx))})::date`;
    if (q.dayFrom) where += ` AND ${local} >= $${params.push(q.dayFrom)}::date`;
    if (q.dayTo) where += ` AND ${local} <= $${params.push(q.dayTo)}::date`;
  }
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM empty_trays t WHERE ${where}`, params))[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const rows = await ctx.db.query<TrayRow>(
    `SELECT t.id, t.device_id, d.name AS device_name, t.canteen_id, t.image_url, t.width, t.height, t.created_at
       FROM empty_trays t JOIN devices d ON d.id = t.device_id
      WHERE ${where} ORDER BY t.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { records: rows.map(toTray), total, page: q.page, limit: q.limit };
}

/** Removes the record, then the stored file (a file already gone is not an error). */
export async function removeEmptyTray(ctx: Ctx, trayId: number) {
  const params: unknown[] = [];
  const where = visible(ctx, params);
  const row = (await ctx.db.query<{ image_url: string }>(`DELETE FROM empty_trays t WHERE ${where} AND t.id = $${params.push(trayId)} RETURNING t.image_url`, params))[0];
  if (!row) throw notFound('empty tray');
  await removeImage(ctx, row.image_url);
  return null;
}
