import { EMPTY_TRAY_DEVICE_TYPES, type EmptyTray, type Page } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { pageOf, Where } from '../../platform/sql';
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

const visible = (ctx: Ctx): Where => new Where('t.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 't.canteen_id');

async function timeZone(ctx: Ctx): Promise<string> {
  return ((await getMerchantSetting(ctx, 'general')).value as { timeZone?: string } | null)?.timeZone ?? 'Asia/Shanghai';
}

export async function pageEmptyTrays(
  ctx: Ctx,
  q: { page: number; limit: number; deviceId?: number; canteenId?: number; dayFrom?: string; dayTo?: string },
): Promise<Page<EmptyTray>> {
  const w = visible(ctx);
  if (q.deviceId) w.add('t.device_id = ?', q.deviceId);
  if (q.canteenId) w.add('t.canteen_id = ?', q.canteenId);
  if (q.dayFrom || q.dayTo) {
    // Days are the merchant's local days (DESIGN §3).
    const local = `(t.created_at AT TIME ZONE ${w.param(await timeZone(ctx))})::date`;
    if (q.dayFrom) w.add(`${local} >= ?::date`, q.dayFrom);
    if (q.dayTo) w.add(`${local} <= ?::date`, q.dayTo);
  }
  const page = await pageOf<TrayRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM empty_trays t WHERE ${w.sql}`,
    rows: `SELECT t.id, t.device_id, d.name AS device_name, t.canteen_id, t.image_url, t.width, t.height, t.created_at
       FROM empty_trays t JOIN devices d ON d.id = t.device_id
      WHERE ${w.sql} ORDER BY t.id DESC`,
    params: w.params,
  });
  return { ...page, records: page.records.map(toTray) };
}

/** Removes the record, then the stored file (a file already gone is not an error). */
export async function removeEmptyTray(ctx: Ctx, trayId: number) {
  const w = visible(ctx).add('t.id = ?', trayId);
  const row = (await ctx.db.query<{ image_url: string }>(`DELETE FROM empty_trays t WHERE ${w.sql} RETURNING t.image_url`, w.params))[0];
  if (!row) throw notFound('empty tray');
  await removeImage(ctx, row.image_url);
  return null;
}
