import { Code, EXPORT_CAP, SAMPLE_KEEP_HOURS, SAMPLE_MIN_WEIGHT_G, type Page, type SampleRecord } from '@canteen/contract';
import { deviceOf, type Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { AppError, businessRule, conflict, fieldError, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { eachRow, exportXlsx } from '../../platform/xlsx/export';
import { sampleExportTexts as col, sampleWordTexts } from '../../platform/messages/menuProducts';
import { findCanteen, localClock, mealPeriodAt } from '../canteens';
import { getDevice } from '../devices';
import { merchantTimeZone } from '../settings';
import { findDishes } from './dishFacts';

/**
 * Sample retention (macsavesample, 留样): the food-safety rule keeps a sample of at least 125 g of every dish served
 * at a meal for 48 hours in the sample cabinet. A sample machine (device type liuyangji) uploads what it kept for its
 * own canteen; a sample kept by hand is recorded in the console. Records are evidence: never edited, only marked
 * disposed once their 48 hours are over. Canteen-bound: a canteen-limited role sees only its canteens' samples.
 */

export const SAMPLE_MACHINE_TYPE = 'liuyangji';
export const sampleExportLimits = { cap: EXPORT_CAP };
const KEEP_MS = SAMPLE_KEEP_HOURS * 3600_000;
/** A keptAt this far ahead of the server's clock is refused (clocks drift a little). */
const FUTURE_SLACK_MS = 5 * 60_000;

export interface SampleQuery {
  canteenId?: number;
  startDate?: string;
  endDate?: string;
  mealType?: number;
  dishName?: string;
  deviceId?: number;
  deviceName?: string;
  state?: 'kept' | 'disposed';
  underweight?: boolean;
}

const SELECT = `SELECT r.id AS "recordId", r.canteen_id AS "canteenId", c.name AS "canteenName", r.device_id AS "deviceId", r.device_name AS "deviceName", r.source,
    to_char(r.sample_date, 'YYYY-MM-DD') AS "sampleDate", r.meal_type::int AS "mealType", r.dish_id AS "dishId", r.dish_name AS "dishName", r.weight_g AS "weightG",
    r.weight_g < ${SAMPLE_MIN_WEIGHT_G} AS underweight, r.kept_at AS "keptAt", r.keep_until AS "keepUntil", r.cabinet_no AS "cabinetNo", r.operator, r.photo, r.remark,
    r.state, r.disposed_at AS "disposedAt", r.disposed_by AS "disposedBy", r.created_at AS "createdAt"`;
const FROM = `FROM menu_sample_records r JOIN canteens c ON c.merchant_id = r.merchant_id AND c.id = r.canteen_id`;

/** The merchant and the caller's canteens over alias r. */
export const sampleVisible = (ctx: Ctx): Where => new Where('r.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'r.canteen_id');

function where(ctx: Ctx, q: SampleQuery): Where {
  const w = sampleVisible(ctx);
  if (q.canteenId !== undefined) w.add('r.canteen_id = ?', q.canteenId);
  if (q.startDate) w.add('r.sample_date >= ?::date', q.startDate);
  if (q.endDate) w.add('r.sample_date <= ?::date', q.endDate);
  if (q.mealType !== undefined) w.add('r.meal_type = ?', q.mealType);
  if (q.dishName) w.add('r.dish_name ILIKE ?', likeContains(q.dishName));
  if (q.deviceId !== undefined) w.add('r.device_id = ?', q.deviceId);
  if (q.deviceName) w.add('r.device_name ILIKE ?', likeContains(q.deviceName));
  if (q.state) w.add('r.state = ?', q.state);
  if (q.underweight !== undefined) w.add(`(r.weight_g < ${SAMPLE_MIN_WEIGHT_G}) = ?`, q.underweight);
  return w;
}

const ORDER = 'ORDER BY r.sample_date DESC, r.kept_at DESC, r.id DESC';
const countOf = (w: Where) => `SELECT count(*)::int AS n FROM menu_sample_records r WHERE ${w.sql}`;

export async function samplePage(ctx: Ctx, q: SampleQuery & Paging): Promise<Page<SampleRecord>> {
  const w = where(ctx, q);
  return pageOf(ctx.db, q, { count: countOf(w), rows: `${SELECT} ${FROM} WHERE ${w.sql} ${ORDER}`, params: w.params });
}

export async function sampleExport(ctx: Ctx, q: SampleQuery): Promise<FileReply> {
  const w = where(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(countOf(w), w.params))[0].n;
  const name = col.title[ctx.lang];
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { header: col.canteenName, key: 'canteenName', field: 'canteenId' },
      { header: col.sampleDate, key: 'sampleDate', width: 12 },
      { header: col.mealType, key: 'meal', field: 'mealType', labels: sampleWordTexts },
      { header: col.dishName, key: 'dishName', width: 18 },
      { header: col.weightG, key: 'weightG' },
      { header: col.underweight, key: 'light', field: 'weightG', labels: sampleWordTexts },
      { header: col.keptAt, key: 'keptAt', time: true, width: 20 },
      { header: col.keepUntil, key: 'keepUntil', time: true, width: 20 },
      { header: col.cabinetNo, key: 'cabinetNo' },
      { header: col.deviceName, key: 'deviceName' },
      { header: col.operator, key: 'operator' },
      { header: col.state, key: 'state', labels: sampleWordTexts },
      { header: col.disposedAt, key: 'disposedAt', time: true, width: 20 },
      { header: col.remark, key: 'remark', width: 24 },
    ],
    rows: eachRow(
      ctx.db.cursor<Record<string, unknown>>(
        `${SELECT}, 'meal' || r.meal_type AS meal, CASE WHEN r.weight_g < ${SAMPLE_MIN_WEIGHT_G} THEN 'yes' ELSE 'no' END AS light
           ${FROM} WHERE ${w.sql} ${ORDER}`,
        w.params,
      ),
    ),
    total,
    cap: sampleExportLimits.cap,
    timeZone: await merchantTimeZone(ctx),
  });
}

interface SampleFields {
  dishId: number | null;
  dishName: string;
  weightG: number;
  cabinetNo: string;
  operator: string;
  photo: string;
  remark: string;
}

/** The dish's name when a dish is named (it must be the merchant's), else the name given. */
async function dishNameOf(ctx: Ctx, input: SampleFields): Promise<string> {
  if (input.dishId === null) {
    if (!input.dishName) throw fieldError('dishName', 'sampleDishRequired');
    return input.dishName;
  }
  const dish = (await findDishes(ctx, [input.dishId])).get(input.dishId);
  if (!dish) throw fieldError('dishId', 'dishUnknown', { id: input.dishId });
  return dish.dishName;
}

interface NewSample extends SampleFields {
  canteenId: number;
  deviceId: number | null;
  deviceName: string;
  source: 'device' | 'console';
  sampleDate: string;
  mealType: number;
  keptAt: Date;
}

async function insert(ctx: Ctx, s: NewSample): Promise<{ recordId: number; keepUntil: string }> {
  if (s.keptAt.getTime() > ctx.now().getTime() + FUTURE_SLACK_MS) throw fieldError('keptAt', 'sampleKeptInFuture');
  const dishName = await dishNameOf(ctx, s);
  const keepUntil = new Date(s.keptAt.getTime() + KEEP_MS);
  const row = await ctx.db.query<{ id: number }>(
    `INSERT INTO menu_sample_records (merchant_id, canteen_id, device_id, device_name, source, sample_date, meal_type, dish_id, dish_name, weight_g,
       kept_at, keep_until, cabinet_no, operator, photo, remark)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11::timestamptz + interval '${SAMPLE_KEEP_HOURS} hours', $12, $13, $14, $15) RETURNING id`,
    [ctx.merchantId, s.canteenId, s.deviceId, s.deviceName, s.source, s.sampleDate, s.mealType, s.dishId, dishName, s.weightG, s.keptAt, s.cabinetNo, s.operator, s.photo, s.remark],
  );
  return { recordId: row[0].id, keepUntil: keepUntil.toISOString() };
}

/** A sample kept by hand (menu 308010); the operator defaults to the user recording it. */
export async function addSample(ctx: Ctx, input: SampleFields & { canteenId: number; sampleDate: string; mealType: number; keptAt: string }): Promise<{ recordId: number }> {
  await findCanteen(ctx, input.canteenId);
  const { recordId } = await insert(ctx, {
    ...input,
    operator: input.operator || (ctx.actor?.username ?? ''),
    deviceId: null,
    deviceName: '',
    source: 'console',
    keptAt: new Date(input.keptAt),
  });
  return { recordId };
}

/**
 * A sample machine uploads what it kept, for its own canteen. Only a machine of type liuyangji may (40300 for any
 * other device). Meal and day default to the canteen's meal period and the merchant's day at keptAt.
 */
export async function deviceSaveSample(
  ctx: Ctx,
  input: SampleFields & { keptAt?: string; mealType?: number; sampleDate?: string },
): Promise<{ recordId: number; keepUntil: string }> {
  const device = await getDevice(ctx, deviceOf(ctx).deviceId);
  if (device.type !== SAMPLE_MACHINE_TYPE) throw new AppError(Code.FORBIDDEN, 'sampleNotSampleMachine');
  const keptAt = input.keptAt ? new Date(input.keptAt) : ctx.now();
  let mealType = input.mealType;
  if (mealType === undefined) {
    const period = await mealPeriodAt(ctx, device.canteenId, keptAt);
    if (!period) throw businessRule('sampleNoMealPeriod');
    mealType = period.mealType;
  }
  const sampleDate = input.sampleDate ?? localClock(keptAt, await merchantTimeZone(ctx)).day;
  return insert(ctx, { ...input, canteenId: device.canteenId, deviceId: device.deviceId, deviceName: device.name, source: 'device', sampleDate, mealType, keptAt });
}

/** Marks samples disposed, all or none: each must be visible, still kept, and past its 48 hours. */
export async function disposeSamples(ctx: Ctx, input: { recordIds: number[] }): Promise<{ disposed: number }> {
  const ids = [...new Set(input.recordIds)];
  const w = sampleVisible(ctx).add('r.id = ANY(?::int[])', ids);
  const rows = await ctx.db.query<{ id: number; state: string; keep_until: string; dish_name: string }>(
    `SELECT r.id, r.state, r.keep_until, r.dish_name FROM menu_sample_records r WHERE ${w.sql} FOR UPDATE`,
    w.params,
  );
  if (rows.length !== ids.length) throw notFound('sample record');
  const now = ctx.now();
  for (const r of rows) {
    if (r.state === 'disposed') throw conflict('sampleAlreadyDisposed', { dish: r.dish_name });
    if (new Date(r.keep_until).getTime() > now.getTime()) throw businessRule('sampleNotExpired', { dish: r.dish_name });
  }
  await ctx.db.query(`UPDATE menu_sample_records SET state = 'disposed', disposed_at = $3, disposed_by = $4 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [
    ctx.merchantId,
    ids,
    now,
    ctx.actor?.username ?? '',
  ]);
  return { disposed: ids.length };
}
