import { EXPORT_CAP, TRADE_TYPES, type Page, type TradeTypeName } from '@canteen/contract';
import type { Ctx } from '../../../platform/context';
import type { Lang } from '../../../platform/messages';
import { recordTitles } from '../../../platform/messages/accountRecords';
import { eachRow, exportXlsx, type ExportColumn } from '../../../platform/xlsx/export';
import type { FileReply } from '../../../platform/http/register';
import { merchantTimeZone } from '../../settings';
import { likeContains, pageOf, Where } from '../../../platform/sql';

/** Export limits; tests lower the cap instead of inserting 50 001 rows. */
export const exportLimits = { cap: EXPORT_CAP };

export const codesOf = (names: readonly TradeTypeName[]) => names.map((n) => TRADE_TYPES[n].code);
export interface PersonFilter {
  custName?: string;
  custNum?: string;
  orgId?: number;
}
export interface Period {
  startTime?: string;
  endTime?: string;
}

/** Person filters (c = people_directory) and the organisation scope of the caller. */
export function personWhere(w: Where, ctx: Ctx, q: PersonFilter) {
  w.scope(ctx, 'org', 'c.org_id');
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('c.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.orgId !== undefined) w.inOrgSubtree('c.org_id', ctx.merchantId, [q.orgId]);
  return w;
}

/** A period [startTime, endTime) on a time column. */
export function periodWhere(w: Where, column: string, q: Period) {
  if (q.startTime) w.add(`${column} >= ?::timestamptz`, q.startTime);
  if (q.endTime) w.add(`${column} < ?::timestamptz`, q.endTime);
  return w;
}


/** A read: `sql` is a full SELECT without ORDER BY / LIMIT; `order` makes it stable (ends in a unique key). */
export interface ListSql {
  sql: string;
  params: unknown[];
  order: string;
}

export async function countOf(ctx: Ctx, list: ListSql): Promise<number> {
  return (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${list.sql}) q`, list.params))[0].n;
}

export function pageFrom<T>(ctx: Ctx, list: ListSql, q: { page: number; limit: number }): Promise<Page<T>> {
  return pageOf<T>(ctx.db, q, { count: `SELECT count(*)::int AS n FROM (${list.sql}) q`, rows: `${list.sql} ORDER BY ${list.order}`, params: list.params });
}

type Title = keyof typeof recordTitles;

/** The .xlsx of every row of `list` (read once through a cursor), refused with 42200 past the cap; `totalRow` is appended last. */
export async function exportFrom(ctx: Ctx, list: ListSql, title: Title, columns: ExportColumn[], totalRow?: Record<string, unknown>): Promise<FileReply> {
  const total = await countOf(ctx, list);
  const name = recordTitles[title][ctx.lang as Lang];
  async function* rows() {
    yield* eachRow(ctx.db.cursor<Record<string, unknown>>(`${list.sql} ORDER BY ${list.order}`, list.params));
    if (totalRow) yield { ...totalRow, [columns[0].key]: recordTitles.total[ctx.lang] };
  }
  return exportXlsx(ctx, { fileName: name, sheetName: name, columns, rows: rows(), total, cap: exportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}
