import type { DeviceNotice, Page } from '@canteen/contract';
import { actorOf, deviceOf, type Ctx } from '../../platform/context';
import { scopeIds } from '../../platform/access';
import { conflict, notFound } from '../../platform/http/errors';
import { assertCanteen } from './places';
import { bumpDeviceVersion } from './versions';
import { likeContains, pageOf, Where } from '../../platform/sql';

interface NoticeRow {
  id: number;
  title: string;
  content: string;
  image_url: string;
  canteen_ids: number[];
  start_at: string;
  end_at: string;
  state: DeviceNotice['state'];
  published_at: string | null;
  created_at: string;
}

const toNotice = (r: NoticeRow): DeviceNotice => ({
  noticeId: r.id,
  title: r.title,
  content: r.content,
  imageUrl: r.image_url,
  canteenIds: r.canteen_ids,
  startAt: r.start_at,
  endAt: r.end_at,
  state: r.state,
  publishedAt: r.published_at,
  createdAt: r.created_at,
});

const COLUMNS = `n.id, n.title, n.content, n.image_url, n.canteen_ids, n.start_at, n.end_at, n.state, n.published_at, n.created_at`;

/**
 * A role limited to some canteens sees the notices aimed only at canteens it manages; a notice for every canteen
 * (no canteen ids) belongs to roles without that limit.
 */
function visible(ctx: Ctx): Where {
  const w = new Where('n.merchant_id = ?', ctx.merchantId);
  const scope = scopeIds(ctx, 'canteen');
  return scope === null ? w : w.add('cardinality(n.canteen_ids) > 0 AND n.canteen_ids <@ ?::int[]', scope);
}

export async function pageNotices(ctx: Ctx, q: { page: number; limit: number; title?: string; state?: DeviceNotice['state']; canteenId?: number }): Promise<Page<DeviceNotice>> {
  const w = visible(ctx);
  if (q.title) w.add('n.title ILIKE ?', likeContains(q.title));
  if (q.state) w.add('n.state = ?', q.state);
  // A notice for every canteen reaches the chosen canteen too.
  if (q.canteenId) w.add('cardinality(n.canteen_ids) = 0 OR ? = ANY(n.canteen_ids)', q.canteenId);
  const page = await pageOf<NoticeRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM device_notices n WHERE ${w.sql}`,
    rows: `SELECT ${COLUMNS} FROM device_notices n WHERE ${w.sql} ORDER BY n.id DESC`,
    params: w.params,
  });
  return { ...page, records: page.records.map(toNotice) };
}

async function findNotice(ctx: Ctx, noticeId: number): Promise<NoticeRow> {
  const w = visible(ctx).add('n.id = ?', noticeId);
  const row = (await ctx.db.query<NoticeRow>(`SELECT ${COLUMNS} FROM device_notices n WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('notice');
  return row;
}

interface NoticeInput {
  title: string;
  content: string;
  imageUrl: string;
  canteenIds: number[];
  startAt: string;
  endAt: string;
}

/** Every target canteen must be the merchant's and in the caller's scope; "every canteen" needs an unlimited role. */
async function checkTargets(ctx: Ctx, canteenIds: number[]): Promise<number[]> {
  const unique = [...new Set(canteenIds)].sort((a, b) => a - b);
  if (unique.length === 0 && scopeIds(ctx, 'canteen') !== null) throw notFound('canteen');
  for (const canteenId of unique) await assertCanteen(ctx, canteenId);
  return unique;
}

export async function addNotice(ctx: Ctx, input: NoticeInput) {
  const canteenIds = await checkTargets(ctx, input.canteenIds);
  const row = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO device_notices (merchant_id, title, content, image_url, canteen_ids, start_at, end_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [ctx.merchantId, input.title, input.content, input.imageUrl, canteenIds, input.startAt, input.endAt, actorOf(ctx).userId],
    )
  )[0];
  return { noticeId: row.id };
}

export async function updateNotice(ctx: Ctx, { noticeId, ...input }: NoticeInput & { noticeId: number }) {
  const current = await findNotice(ctx, noticeId);
  if (current.state === 'published') throw conflict('noticePublished');
  const canteenIds = await checkTargets(ctx, input.canteenIds);
  await ctx.db.query(
    `UPDATE device_notices SET title = $3, content = $4, image_url = $5, canteen_ids = $6, start_at = $7, end_at = $8 WHERE id = $1 AND merchant_id = $2`,
    [noticeId, ctx.merchantId, input.title, input.content, input.imageUrl, canteenIds, input.startAt, input.endAt],
  );
  return null;
}

export async function removeNotice(ctx: Ctx, noticeId: number) {
  const current = await findNotice(ctx, noticeId);
  if (current.state === 'published') throw conflict('noticePublished');
  await ctx.db.query(`DELETE FROM device_notices WHERE id = $1 AND merchant_id = $2`, [noticeId, ctx.merchantId]);
  return null;
}

/** The devices a notice reaches see a new 'notices' version on their next heartbeat. */
async function bumpFor(ctx: Ctx, canteenIds: number[]) {
  if (canteenIds.length === 0) return bumpDeviceVersion(ctx, 'notices');
  for (const canteenId of canteenIds) await bumpDeviceVersion(ctx, 'notices', canteenId);
}

export async function publishNotice(ctx: Ctx, noticeId: number) {
  const current = await findNotice(ctx, noticeId);
  if (current.state === 'published') throw conflict('noticePublished');
  await ctx.db.query(`UPDATE device_notices SET state = 'published', published_at = $3 WHERE id = $1 AND merchant_id = $2`, [noticeId, ctx.merchantId, ctx.now()]);
  await bumpFor(ctx, current.canteen_ids);
  return null;
}

export async function withdrawNotice(ctx: Ctx, noticeId: number) {
  const current = await findNotice(ctx, noticeId);
  if (current.state !== 'published') throw conflict('noticeNotPublished');
  await ctx.db.query(`UPDATE device_notices SET state = 'withdrawn' WHERE id = $1 AND merchant_id = $2`, [noticeId, ctx.merchantId]);
  await bumpFor(ctx, current.canteen_ids);
  return null;
}

/** What the calling device shows now: published notices for its canteen (or every canteen) whose time has come and not passed. */
export async function noticesForDevice(ctx: Ctx) {
  const { canteenId } = deviceOf(ctx);
  const rows = await ctx.db.query<NoticeRow>(
    `SELECT ${COLUMNS} FROM device_notices n
      WHERE n.merchant_id = $1 AND n.state = 'published' AND n.start_at <= $2 AND n.end_at > $2
        AND (cardinality(n.canteen_ids) = 0 OR $3 = ANY(n.canteen_ids))
      ORDER BY n.start_at DESC, n.id DESC`,
    [ctx.merchantId, ctx.now(), canteenId ?? 0],
  );
  return rows.map((r) => ({ noticeId: r.id, title: r.title, content: r.content, imageUrl: r.image_url, startAt: r.start_at, endAt: r.end_at, publishedAt: r.published_at }));
}
