import type { HeldRecord, settingSchemas } from '@canteen/contract';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context';
import { AppError, businessRule, notFound } from '../../platform/http/errors';
import { getSetting, offlineWindow } from '../settings';
import { consume, type ConsumeInput, type ConsumeResult } from './consumption';
import { accountOfCard, accountOfPerson } from './lookup';
import { likeContains, pageOf, Where } from '../../platform/sql';

type HeldReason = HeldRecord['reason'];
type PaySetting = z.infer<typeof settingSchemas.pay>;
export interface HeldResult {
  bizNo: string;
  orderId: number;
  held: HeldReason;
}

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A consumption a device took offline, as it uploads it (deviceConsumption hands them here before booking any). */
type OfflineRecord = Pick<ConsumeInput, 'bizNo' | 'custId' | 'cardNo' | 'faceId' | 'amount' | 'stallId' | 'items'> & { at: string };

/** The earliest instant PostgreSQL takes as ISO text: a device clock at year 0 is kept as sent in `record`, sorted here. */
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');

/** The medium a record names its payer by, as consume() reads it: a card first, else a face, else a person id. */
const payTypeOf = (r: OfflineRecord) => (r.cardNo ? 'card' : r.faceId ? 'face' : 'account');

/**
 * Why a record may not be booked on upload, or null when it may: offline payments switched off, its device time
 * outside the merchant's window (server time), a medium the merchant does not take (pay types: a bare person id while
 * `account` is off), or its amount above the offline cap (0: no cap). The same pay types as online payments, checked
 * here because the device took the goods: a reviewer books or rejects the record.
 */
function holdReason(r: OfflineRecord, now: Date, window: { daysBack: number; minutesAhead: number }, pay: PaySetting): HeldReason | null {
  if (!pay.allowOffline) return 'offlineOff';
  const t = Date.parse(r.at);
  if (t < now.getTime() - window.daysBack * DAY) return 'tooOld';
  if (t > now.getTime() + window.minutesAhead * MINUTE) return 'inFuture';
  if (!(pay.payTypes as readonly string[]).includes(payTypeOf(r))) return 'payTypeOff';
  if (pay.offlineMaxAmount > 0 && r.amount > pay.offlineMaxAmount) return 'overOfflineMax';
  return null;
}

/** The person a record names, when it names a known one (same order as consume: card, face, person id). */
async function payerOf(ctx: Ctx, r: OfflineRecord): Promise<number | null> {
  try {
    if (r.cardNo) return (await accountOfCard(ctx, r.cardNo)).custId;
    if (r.faceId) {
      const row = (await ctx.db.query<{ id: number }>(`SELECT id FROM people_directory WHERE merchant_id = $1 AND face_id = $2`, [ctx.merchantId, r.faceId]))[0];
      return row?.id ?? null;
    }
    return r.custId === undefined ? null : (await accountOfPerson(ctx, r.custId)).custId;
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}

/**
 * The records of an upload that are not booked now: every bizNo held before (whatever its time or the settings now,
 * so a held record is only ever booked by a reviewer), and each record whose bizNo was never booked and that the
 * merchant's settings do not let in (holdReason), which is held here. The settings are read once per upload. Nothing
 * here touches accounts or the ledger. A bizNo already booked is left to consume(), which returns its first result.
 */
export async function holdForReview(ctx: Ctx, records: OfflineRecord[]): Promise<Map<string, HeldResult>> {
  const bizNos = records.map((r) => r.bizNo);
  const known = await ctx.db.query<{ bizNo: string; reason: HeldReason; orderId: number | null }>(
    `SELECT biz_no AS "bizNo", reason, order_id AS "orderId" FROM offline_held WHERE merchant_id = $1 AND biz_no = ANY($2::text[])`,
    [ctx.merchantId, bizNos],
  );
  const held = new Map(known.map((h) => [h.bizNo, { bizNo: h.bizNo, orderId: h.orderId ?? 0, held: h.reason }]));
  const window = await offlineWindow(ctx);
  const pay = (await getSetting(ctx, 'pay')).value as PaySetting;
  const now = ctx.now();
  const toHold = records.map((r) => ({ r, reason: holdReason(r, now, window, pay) })).filter((x) => x.reason !== null && !held.has(x.r.bizNo));
  if (!toHold.length) return held;
  const booked = new Set(
    (
      await ctx.db.query<{ bizNo: string }>(`SELECT biz_no AS "bizNo" FROM money_txns WHERE merchant_id = $1 AND biz_no = ANY($2::text[])`, [
        ctx.merchantId,
        toHold.map((x) => x.r.bizNo),
      ])
    ).map((b) => b.bizNo),
  );
  for (const { r, reason } of toHold) {
    if (booked.has(r.bizNo) || held.has(r.bizNo)) continue;
    // A concurrent upload of the same bizNo waits on the unique index and then holds nothing more.
    await ctx.db.query(
      `INSERT INTO offline_held (merchant_id, biz_no, device_id, canteen_id, cust_id, amount, at, record, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (merchant_id, biz_no) DO NOTHING`,
      [
        ctx.merchantId,
        r.bizNo,
        ctx.device?.deviceId ?? null,
        ctx.device?.canteenId ?? null,
        await payerOf(ctx, r),
        r.amount,
        new Date(Math.max(Date.parse(r.at), EARLIEST)).toISOString(),
        JSON.stringify(r),
        reason,
      ],
    );
    held.set(r.bizNo, { bizNo: r.bizNo, orderId: 0, held: reason! });
  }
  return held;
}

const FROM = `FROM offline_held h LEFT JOIN people_directory c ON c.id = h.cust_id LEFT JOIN devices d ON d.id = h.device_id
  LEFT JOIN canteens k ON k.id = h.canteen_id LEFT JOIN orders o ON o.id = h.order_id`;

/** The merchant's held records within the caller's canteen and organisation scopes (a scoped role sees no unknown payer). */
const visible = (ctx: Ctx): Where => new Where('h.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'h.canteen_id').scope(ctx, 'org', 'c.org_id');

export interface HeldQuery {
  page: number;
  limit: number;
  custName?: string;
  deviceName?: string;
  state?: string;
  atFrom?: string;
  atTo?: string;
}

/** The held offline records, newest device time first. */
export async function heldPage(ctx: Ctx, q: HeldQuery) {
  const w = visible(ctx);
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.deviceName) w.add('d.name ILIKE ? OR d.serial_number ILIKE ?', likeContains(q.deviceName), likeContains(q.deviceName));
  if (q.state) w.add('h.state = ?', q.state);
  if (q.atFrom) w.add('h.at >= ?', q.atFrom);
  if (q.atTo) w.add('h.at <= ?', q.atTo);
  // The device time is shown as the device sent it: it may be a date no report could hold (year 0).
  return pageOf<HeldRecord>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${FROM} WHERE ${w.sql}`,
    rows: `SELECT h.id::int AS "heldId", h.biz_no AS "bizNo", h.record->>'at' AS at, h.reason, h.state, h.amount::float8 AS amount,
       COALESCE(h.record->>'cardNo', h.record->>'faceId', h.record->>'custId', '') AS payer, c.cust_name AS "custName", c.cust_num AS "custNum",
       d.name AS "deviceName", k.name AS "canteenName", h.created_at AS "receivedAt", h.reviewer_name AS "reviewerName", h.reviewed_at AS "reviewedAt",
       h.reject_reason AS "rejectReason", o.order_no AS "orderNo"
     ${FROM} WHERE ${w.sql} ORDER BY h.at DESC, h.id DESC`,
    params: w.params,
  });
}

/** Locks a pending held record the caller may see: 40400 outside merchant or scope, 42200 once reviewed. */
async function lockPending(ctx: Ctx, heldId: number): Promise<{ bizNo: string; record: OfflineRecord; deviceId: number | null; canteenId: number | null }> {
  const w = visible(ctx).add('h.id = ?', heldId);
  const row = (
    await ctx.db.query<{ bizNo: string; record: OfflineRecord; deviceId: number | null; canteenId: number | null; state: string }>(
      `SELECT h.biz_no AS "bizNo", h.record, h.device_id AS "deviceId", h.canteen_id AS "canteenId", h.state
       FROM offline_held h LEFT JOIN people_directory c ON c.id = h.cust_id WHERE ${w.sql} FOR UPDATE OF h`,
      w.params,
    )
  )[0];
  if (!row) throw notFound('heldRecord');
  if (row.state !== 'pending') throw businessRule('heldNotPending');
  return row;
}

const reviewer = (ctx: Ctx) => [ctx.actor?.userId ?? null, ctx.actor?.username ?? '', ctx.now()];

/**
 * Books a held record after review: a real consumption through consume(), in the caller's transaction, under the
 * device's bizNo (so it can be booked once, whoever asks), whatever the merchant's offline settings: the reviewer
 * decided. It is dated now, not at the device's time: that time may be what could not be trusted, and booking into a
 * past day would change balances, daily totals and reports already read and closed for that day. The device's time
 * stays on the held record, which names the order.
 */
export async function bookHeld(ctx: Ctx, heldId: number): Promise<ConsumeResult> {
  const h = await lockPending(ctx, heldId);
  const { bizNo, custId, cardNo, faceId, amount, stallId, items } = h.record;
  const done = await consume(ctx, { bizNo, custId, cardNo, faceId, amount, stallId, items, canteenId: h.canteenId ?? undefined, deviceId: h.deviceId ?? undefined });
  await ctx.db.query(
    `UPDATE offline_held SET state = 'booked', order_id = $2, reviewer_id = $3, reviewer_name = $4, reviewed_at = $5 WHERE id = $1 AND state = 'pending'`,
    [heldId, done.orderId, ...reviewer(ctx)],
  );
  return done;
}

/** Rejects a held record with the reviewer's reason; nothing is booked, and a re-sent upload stays rejected. */
export async function rejectHeld(ctx: Ctx, heldId: number, reason: string): Promise<void> {
  await lockPending(ctx, heldId);
  await ctx.db.query(
    `UPDATE offline_held SET state = 'rejected', reject_reason = $2, reviewer_id = $3, reviewer_name = $4, reviewed_at = $5 WHERE id = $1 AND state = 'pending'`,
    [heldId, reason, ...reviewer(ctx)],
  );
}
