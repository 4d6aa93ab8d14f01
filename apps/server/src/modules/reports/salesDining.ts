import type { BookingGroup, BookingSumRow, DiningSumRow, Page, WriteOffDayRow } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { Where, type Paging } from '../../platform/sql';
import { reportPage, type ReportSql } from '../../platform/report';
import { salesLabels } from '../../platform/messages/reportsSales';
import { FACT } from './facts';
import { freshRollups, rollupWhere, type RollupFilter } from './rollups';
import { col, labelled, money, salesExport, sumsOf } from './salesReport';

/**
 * The dining sum (rollups: orders by day, canteen and meal period) and the booked meal reports
 * (/baobiaozhongxin/jiucansum). Booked meals are read from the bookings themselves (order_bookings by its
 * (merchant_id, meal_day, …) index): their state — waiting, eaten, cancelled — is no rollup's, and they count on the
 * day of the meal they book, not the day they were paid.
 */

// ---- dining sum -------------------------------------------------------------------------------------------------

export interface DiningQuery extends RollupFilter {
  mealPeriod?: number;
}
type DiningSum = Record<'orders' | 'amount' | 'refundAmount' | 'net', number>;

function diningSql(ctx: Ctx, q: DiningQuery): ReportSql {
  const w = rollupWhere(ctx, [FACT.sale, FACT.refund], 'meal', q);
  if (q.mealPeriod !== undefined) w.add('r.key = ?', q.mealPeriod);
  const s = (c: string, fact: number) => `COALESCE(sum(r.${c}) FILTER (WHERE r.fact = ${fact}), 0)`;
  return {
    sql: `SELECT concat_ws('|', r.day, r.canteen_id, r.key) AS "groupKey", to_char(r.day, 'YYYY-MM-DD') AS day, r.canteen_id AS "canteenId",
            COALESCE(min(cn.name), '') AS "canteenName", r.key::int AS "mealPeriod",
            ${s('n', FACT.sale)}::float8 AS orders, ${s('amount', FACT.sale)}::float8 AS amount, ${s('amount', FACT.refund)}::float8 AS "refundAmount",
            (${s('amount', FACT.sale)} - ${s('amount', FACT.refund)})::float8 AS net
          FROM rpt_rollups r
          LEFT JOIN canteens cn ON cn.merchant_id = r.merchant_id AND cn.id = r.canteen_id
          WHERE ${w.sql} GROUP BY r.day, r.canteen_id, r.key`,
    params: w.params,
    order: `day DESC, "canteenName", "canteenId", "mealPeriod"`,
    sums: sumsOf(['orders', 'amount', 'refundAmount', 'net']),
  };
}

export async function diningSum(ctx: Ctx, q: DiningQuery & Paging): Promise<Page<DiningSumRow> & { sum: DiningSum }> {
  await freshRollups(ctx);
  return reportPage(ctx, diningSql(ctx, q), q);
}
export async function diningSumExport(ctx: Ctx, q: DiningQuery): Promise<FileReply> {
  await freshRollups(ctx);
  return salesExport(ctx, diningSql(ctx, q), 'diningSum', [
    col('day', { width: 12 }),
    col('canteenName'),
    labelled('mealPeriod'),
    col('orders'),
    money('amount'),
    money('refundAmount'),
    money('net'),
  ]);
}

// ---- booked meals -----------------------------------------------------------------------------------------------

export interface BookingQuery extends RollupFilter {
  mealPeriod?: number;
}

/** Bookings `b` of the range (by meal day) with their order `o` and person `c`, in the caller's canteens and organisations. */
function bookingWhere(ctx: Ctx, q: BookingQuery): Where {
  const w = new Where('b.merchant_id = ?', ctx.merchantId)
    .add('b.meal_day BETWEEN ?::date AND ?::date', q.startDay, q.endDay)
    .scope(ctx, 'canteen', 'b.canteen_id')
    .scope(ctx, 'org', 'c.org_id');
  if (q.canteenId !== undefined) w.add('b.canteen_id = ?', q.canteenId);
  if (q.orgId !== undefined) w.inOrgSubtree('c.org_id', ctx.merchantId, [q.orgId]);
  if (q.mealPeriod !== undefined) w.add('b.meal_period = ?', q.mealPeriod);
  return w;
}
const BOOKING_FROM = `FROM order_bookings b
          JOIN order_records o ON o.merchant_id = b.merchant_id AND o.id = b.order_id
          JOIN customers c ON c.merchant_id = b.merchant_id AND c.id = b.cust_id`;

/** Each grouping's key, name (a code for mode and pay type, worded by the console), person number and joins. */
const GROUPS: Record<BookingGroup, { key: string; name: string; num?: string; join?: string }> = {
  canteen: { key: 'b.canteen_id', name: 'g.name', join: 'JOIN canteens g ON g.merchant_id = b.merchant_id AND g.id = b.canteen_id' },
  org: { key: 'COALESCE(c.org_id, 0)', name: `COALESCE(g.name, '')`, join: 'LEFT JOIN cust_orgs g ON g.merchant_id = c.merchant_id AND g.id = c.org_id' },
  merchant: { key: 'b.merchant_id', name: 'g.name', join: 'JOIN merchants g ON g.id = b.merchant_id' },
  customer: { key: 'b.cust_id', name: 'c.cust_name', num: 'c.cust_num' },
  mode: { key: `COALESCE(b.picked_via, 'none')`, name: `COALESCE(b.picked_via, 'none')` },
  personType: { key: 'COALESCE(c.psn_type_id, 0)', name: `COALESCE(g.name, '')`, join: 'LEFT JOIN psn_types g ON g.merchant_id = c.merchant_id AND g.id = c.psn_type_id' },
  payType: { key: 'o.pay_type', name: 'o.pay_type' },
};
const BOOKING_SUMS = ['booked', 'eaten', 'cancelled', 'waiting', 'amount', 'refundAmount'];

function bookingSql(ctx: Ctx, group: BookingGroup, q: BookingQuery): ReportSql {
  const w = bookingWhere(ctx, q);
  const g = GROUPS[group];
  return {
    sql: `SELECT ${g.key}::text AS "groupKey", min(${g.name}) AS name, ${g.num ? `min(${g.num})` : `''`} AS "custNum",
            count(*)::int AS booked, count(*) FILTER (WHERE b.state = 'picked')::int AS eaten, count(*) FILTER (WHERE b.state = 'cancelled')::int AS cancelled,
            count(*) FILTER (WHERE b.state = 'booked')::int AS waiting, sum(o.amount)::float8 AS amount, sum(o.refunded)::float8 AS "refundAmount"
          ${BOOKING_FROM} ${g.join ?? ''}
          WHERE ${w.sql} GROUP BY ${g.key}`,
    params: w.params,
    order: group === 'customer' ? `"custNum", "groupKey"` : `name, "groupKey"`,
    sums: sumsOf(BOOKING_SUMS),
  };
}

type BookingSum = Record<'booked' | 'eaten' | 'cancelled' | 'waiting' | 'amount' | 'refundAmount', number>;

export const bookingSum = (ctx: Ctx, group: BookingGroup, q: BookingQuery & Paging): Promise<Page<BookingSumRow> & { sum: BookingSum }> =>
  reportPage(ctx, bookingSql(ctx, group, q), q);

export function bookingSumExport(ctx: Ctx, group: BookingGroup, q: BookingQuery): Promise<FileReply> {
  // A mode or pay type is a code: written as its word.
  const labels = group === 'mode' ? salesLabels.mode : group === 'payType' ? salesLabels.payType : undefined;
  return salesExport(ctx, bookingSql(ctx, group, q), 'booking', [
    ...(group === 'customer' ? [col('custNum')] : []),
    col('name', { width: 20, labels }),
    col('booked'),
    col('eaten'),
    col('cancelled'),
    col('waiting'),
    money('amount'),
    money('refundAmount'),
  ]);
}

// ---- write-offs -------------------------------------------------------------------------------------------------

type WriteOffSum = Record<'eaten' | 'byDevice' | 'inConsole' | 'delivered' | 'amount', number>;

/** Booked meals handed over per meal day and canteen, by how; amount = what they kept after refunds. */
function writeOffSql(ctx: Ctx, q: BookingQuery): ReportSql {
  const w = bookingWhere(ctx, q).add(`b.state = 'picked'`);
  const via = (v: string) => `count(*) FILTER (WHERE b.picked_via = '${v}')::int`;
  return {
    sql: `SELECT concat_ws('|', b.meal_day, b.canteen_id) AS "groupKey", to_char(b.meal_day, 'YYYY-MM-DD') AS day, b.canteen_id AS "canteenId",
            min(cn.name) AS "canteenName", count(*)::int AS eaten, ${via('device')} AS "byDevice", ${via('console')} AS "inConsole",
            ${via('delivery')} AS delivered, sum(o.amount - o.refunded)::float8 AS amount
          ${BOOKING_FROM}
          JOIN canteens cn ON cn.merchant_id = b.merchant_id AND cn.id = b.canteen_id
          WHERE ${w.sql} GROUP BY b.meal_day, b.canteen_id`,
    params: w.params,
    order: `day DESC, "canteenName", "canteenId"`,
    sums: sumsOf(['eaten', 'byDevice', 'inConsole', 'delivered', 'amount']),
  };
}

export const writeOffDays = (ctx: Ctx, q: BookingQuery & Paging): Promise<Page<WriteOffDayRow> & { sum: WriteOffSum }> => reportPage(ctx, writeOffSql(ctx, q), q);

export const writeOffDaysExport = (ctx: Ctx, q: BookingQuery): Promise<FileReply> =>
  salesExport(ctx, writeOffSql(ctx, q), 'writeOffDays', [
    col('day', { width: 12 }),
    col('canteenName'),
    col('eaten'),
    col('byDevice'),
    col('inConsole'),
    col('delivered'),
    money('amount'),
  ]);
