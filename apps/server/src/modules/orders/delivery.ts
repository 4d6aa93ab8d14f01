import type { BookingRecord, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { bookingExportColumns, bookingListSql, exportSql, type BookingFilter } from './bookingsSql';
import { pageOfSql } from './listSql';

/**
 * Deliveries (deliverydetail): booked meals with a delivery place, to be brought there on their day. Delivering one
 * hands it over (writeOff.ts `deliver`), with the write-off's guards.
 */
type DeliveryFilter = Omit<BookingFilter, 'deliveries' | 'state' | 'orderNo' | 'custNum'>;

export const deliveryPage = (ctx: Ctx, q: DeliveryFilter & { page: number; limit: number }): Promise<Page<BookingRecord>> =>
  pageOfSql<BookingRecord>(ctx, bookingListSql(ctx, { ...q, deliveries: true }), q);

export const deliveryExport = (ctx: Ctx, q: DeliveryFilter) => exportSql(ctx, bookingListSql(ctx, { ...q, deliveries: true }), 'deliveries', bookingExportColumns);
