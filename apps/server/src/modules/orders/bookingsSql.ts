import { EXPORT_CAP, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { orgScopeClause, scopeClause } from '../../platform/access';
import { likeContains } from '../../platform/sql';
import { bookingColumns, bookingLabels, bookingTitles } from '../../platform/messages/orderBookings';
import { eachRow, exportXlsx, type ExportColumn } from '../../platform/xlsx/export';
import { merchantTimeZone } from '../settings';

/** Export limits; tests lower the cap instead of inserting 50 001 rows. */
export const bookingExportLimits = { cap: EXPORT_CAP };

/** A read: a full SELECT without ORDER BY / LIMIT, its params, and an order ending in a unique key. */
export interface ListSql {
  sql: string;
  params: unknown[];
  order: string;
}

/** Numbered parameters for hand-built WHERE clauses. */
export class Params {
  readonly values: unknown[];
  constructor(...first: unknown[]) {
    this.values = first;
  }
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

export async function pageOfSql<T>(ctx: Ctx, list: ListSql, q: { page: number; limit: number }): Promise<Page<T>> {
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${list.sql}) q`, list.params))[0].n;
  const n = list.params.length;
  const records = await ctx.db.query<T>(`${list.sql} ORDER BY ${list.order} LIMIT $${n + 1} OFFSET $${n + 2}`, [...list.params, q.limit, (q.page - 1) * q.limit]);
  return { records, total, page: q.page, limit: q.limit };
}

type Column = keyof typeof bookingColumns;
/** An export column: header from bookingColumns; `labels` turns codes into words. */
export const col = (key: Column, extra: Partial<ExportColumn> = {}): ExportColumn => ({ header: bookingColumns[key], key, ...extra });
export const labelled = {
  mealPeriod: { labels: bookingLabels.mealPeriod },
  state: { labels: bookingLabels.state },
  deliveryState: { labels: bookingLabels.deliveryState },
  orderType: { labels: bookingLabels.orderType },
};

/** The .xlsx of every row of `list` (read through a cursor), refused with 42200 past the cap; `totalRow` last. */
export async function exportSql(ctx: Ctx, list: ListSql, title: Exclude<keyof typeof bookingTitles, 'total'>, columns: ExportColumn[], totalRow?: Record<string, unknown>): Promise<FileReply> {
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${list.sql}) q`, list.params))[0].n;
  const name = bookingTitles[title][ctx.lang];
  async function* rows() {
    // Meal periods are numbers in the rows; their labels are keyed by text.
    for await (const row of eachRow(ctx.db.cursor<Record<string, unknown>>(`${list.sql} ORDER BY ${list.order}`, list.params))) {
      yield row.mealPeriod === null || row.mealPeriod === undefined ? row : { ...row, mealPeriod: String(row.mealPeriod) };
    }
    if (totalRow) yield { ...totalRow, [columns[0].key]: bookingTitles.total[ctx.lang] };
  }
  return exportXlsx(ctx, { fileName: name, sheetName: name, columns, rows: rows(), total, cap: bookingExportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}

export interface BookingFilter {
  custName?: string;
  custNum?: string;
  orderNo?: string;
  canteenId?: number;
  startDay?: string;
  endDay?: string;
  mealPeriod?: number;
  state?: 'booked' | 'picked' | 'cancelled';
  deliveryPlace?: string;
  deliveryState?: 'pending' | 'delivered';
  /** Only bookings to be delivered. */
  deliveries?: boolean;
}

/**
 * Booked meals with their person, canteen, order and dishes (contract `bookingRecord`). The orders, their items and the
 * people are read here, never written: the booking is this module's, the money and the person are not. The caller's
 * canteen and organisation scopes apply.
 */
export function bookingListSql(ctx: Ctx, q: BookingFilter): ListSql {
  const p = new Params(ctx.merchantId);
  let where = 'b.merchant_id = $1';
  if (q.custName) where += ` AND c.cust_name ILIKE ${p.add(likeContains(q.custName))}`;
  if (q.custNum) where += ` AND c.cust_num ILIKE ${p.add(likeContains(q.custNum))}`;
  if (q.orderNo) where += ` AND b.order_no ILIKE ${p.add(likeContains(q.orderNo))}`;
  if (q.canteenId !== undefined) where += ` AND b.canteen_id = ${p.add(q.canteenId)}`;
  if (q.startDay) where += ` AND b.meal_day >= ${p.add(q.startDay)}::date`;
  if (q.endDay) where += ` AND b.meal_day <= ${p.add(q.endDay)}::date`;
  if (q.mealPeriod !== undefined) where += ` AND b.meal_period = ${p.add(q.mealPeriod)}`;
  if (q.state) where += ` AND b.state = ${p.add(q.state)}`;
  if (q.deliveries) where += ' AND b.delivery_place IS NOT NULL';
  if (q.deliveryPlace) where += ` AND b.delivery_place ILIKE ${p.add(likeContains(q.deliveryPlace))}`;
  if (q.deliveryState === 'pending') where += ` AND b.delivery_place IS NOT NULL AND b.state = 'booked'`;
  if (q.deliveryState === 'delivered') where += ' AND b.delivered_at IS NOT NULL';
  where += scopeClause(ctx, 'canteen', 'b.canteen_id', p.values);
  where += orgScopeClause(ctx, 'c.org_id', p.values);
  return {
    sql: `SELECT b.order_id::int AS "orderId", b.order_no AS "orderNo", b.cust_id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum",
            COALESCE(g.name, '') AS "orgName", b.canteen_id AS "canteenId", cn.name AS "canteenName", to_char(b.meal_day, 'YYYY-MM-DD') AS "mealDay",
            b.meal_period::int AS "mealPeriod", b.state, o.state AS "orderState", o.amount,
            (o.refunded_subsidy + o.refunded_gift + o.refunded_cash) AS refunded,
            COALESCE((SELECT string_agg(i.dish_name || ' ×' || i.qty, '、' ORDER BY i.id) FROM order_items i WHERE i.order_id = b.order_id), '') AS dishes,
            b.delivery_place AS "deliveryPlace",
            CASE WHEN b.delivery_place IS NULL THEN NULL WHEN b.delivered_at IS NOT NULL THEN 'delivered' WHEN b.state = 'booked' THEN 'pending' END AS "deliveryState",
            b.picked_at AS "pickedAt", b.picked_via AS "pickedVia", b.picked_by AS "pickedBy", o.ordered_at AS "bookedAt"
          FROM order_bookings b
          JOIN orders o ON o.merchant_id = b.merchant_id AND o.id = b.order_id
          JOIN customers c ON c.merchant_id = b.merchant_id AND c.id = b.cust_id
          LEFT JOIN cust_orgs g ON g.merchant_id = c.merchant_id AND g.id = c.org_id
          JOIN canteens cn ON cn.merchant_id = b.merchant_id AND cn.id = b.canteen_id
          WHERE ${where}`,
    params: p.values,
    order: 'b.meal_day DESC, b.meal_period, b.order_id DESC',
  };
}

export const bookingExportColumns: ExportColumn[] = [
  col('orderNo', { width: 24 }),
  col('custName'),
  col('custNum'),
  col('orgName'),
  col('canteenName'),
  col('mealDay'),
  col('mealPeriod', labelled.mealPeriod),
  col('dishes', { width: 32 }),
  col('amount', { money: true }),
  col('refunded', { money: true }),
  col('state', labelled.state),
  col('deliveryPlace', { width: 24 }),
  col('deliveryState', labelled.deliveryState),
  col('pickedAt', { time: true, width: 20 }),
  col('pickedBy'),
  col('bookedAt', { time: true, width: 20 }),
];
