import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { likeContains, Where } from '../../platform/sql';
import { bookingColumns, bookingLabels, bookingTitles } from '../../platform/messages/orderBookings';
import type { ExportColumn } from '../../platform/xlsx/export';
import { exportList, type ListSql } from './listSql';

type Column = keyof typeof bookingColumns;
/** An export column: header from bookingColumns; `labels` turns codes into words. */
export const col = (key: Column, extra: Partial<ExportColumn> = {}): ExportColumn => ({ header: bookingColumns[key], key, ...extra });
export const labelled = {
  mealPeriod: { labels: bookingLabels.mealPeriod },
  state: { labels: bookingLabels.state },
  deliveryState: { labels: bookingLabels.deliveryState },
  orderType: { labels: bookingLabels.orderType },
  payType: { labels: bookingLabels.payType },
};

/** The .xlsx of every row of `list` under a booking title, refused with 42200 past the cap; `totalRow` last. */
export function exportSql(ctx: Ctx, list: ListSql, title: Exclude<keyof typeof bookingTitles, 'total'>, columns: ExportColumn[], totalRow?: Record<string, unknown>): Promise<FileReply> {
  const last = totalRow && { ...totalRow, [columns[0].key]: bookingTitles.total[ctx.lang] };
  return exportList(ctx, list, bookingTitles[title][ctx.lang], columns, { last });
}

/** Bookings (`b`) of the merchant inside the caller's canteen scope, by canteen, days and meal period: every list here starts so. */
export function mealWhere(ctx: Ctx, q: { canteenId?: number; startDay?: string; endDay?: string; mealPeriod?: number }): Where {
  const w = new Where('b.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'b.canteen_id');
  if (q.canteenId !== undefined) w.add('b.canteen_id = ?', q.canteenId);
  if (q.startDay) w.add('b.meal_day >= ?::date', q.startDay);
  if (q.endDay) w.add('b.meal_day <= ?::date', q.endDay);
  if (q.mealPeriod !== undefined) w.add('b.meal_period = ?', q.mealPeriod);
  return w;
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
 * Booked meals with their person, canteen, order and dishes (contract `bookingRecord`). The orders and their lines are
 * read through the accounts module's views (`order_records`, `order_lines`), the people through `people_directory`:
 * the booking is this module's, the money and the person are not. The caller's canteen and organisation scopes apply.
 */
export function bookingListSql(ctx: Ctx, q: BookingFilter): ListSql {
  const w = mealWhere(ctx, q).scope(ctx, 'org', 'c.org_id');
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('c.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.orderNo) w.add('b.order_no ILIKE ?', likeContains(q.orderNo));
  if (q.state) w.add('b.state = ?', q.state);
  if (q.deliveries) w.add('b.delivery_place IS NOT NULL');
  if (q.deliveryPlace) w.add('b.delivery_place ILIKE ?', likeContains(q.deliveryPlace));
  if (q.deliveryState === 'pending') w.add(`b.delivery_place IS NOT NULL AND b.state = 'booked'`);
  if (q.deliveryState === 'delivered') w.add('b.delivered_at IS NOT NULL');
  return {
    sql: `SELECT b.order_id::int AS "orderId", b.order_no AS "orderNo", b.cust_id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum",
            COALESCE(g.name, '') AS "orgName", b.canteen_id AS "canteenId", cn.name AS "canteenName", to_char(b.meal_day, 'YYYY-MM-DD') AS "mealDay",
            b.meal_period::int AS "mealPeriod", b.state, o.state AS "orderState", o.amount,
            o.refunded,
            COALESCE((SELECT string_agg(i.dish_name || ' ×' || i.qty, '、' ORDER BY i.id) FROM order_lines i WHERE i.order_id = b.order_id), '') AS dishes,
            b.delivery_place AS "deliveryPlace",
            CASE WHEN b.delivery_place IS NULL THEN NULL WHEN b.delivered_at IS NOT NULL THEN 'delivered' WHEN b.state = 'booked' THEN 'pending' END AS "deliveryState",
            b.picked_at AS "pickedAt", b.picked_via AS "pickedVia", b.picked_by AS "pickedBy", o.ordered_at AS "bookedAt"
          FROM order_bookings b
          JOIN order_records o ON o.merchant_id = b.merchant_id AND o.id = b.order_id
          JOIN people_directory c ON c.merchant_id = b.merchant_id AND c.id = b.cust_id
          LEFT JOIN cust_orgs g ON g.merchant_id = c.merchant_id AND g.id = c.org_id
          JOIN canteens cn ON cn.merchant_id = b.merchant_id AND cn.id = b.canteen_id
          WHERE ${w.sql}`,
    params: w.params,
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
