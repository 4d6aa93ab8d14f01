import { EXPORT_CAP, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { pageOf, type Paging } from '../../platform/sql';
import { eachRow, exportXlsx, type ExportColumn, type ExportRow } from '../../platform/xlsx/export';
import { merchantTimeZone } from '../settings';

/** The cap of every export of the order centre; tests lower it instead of inserting 50 001 rows. */
export const exportLimits = { cap: EXPORT_CAP };

/** A read: a full SELECT without ORDER BY / LIMIT, its params, and an order ending in a unique key. */
export interface ListSql {
  sql: string;
  params: unknown[];
  order: string;
}

const countSql = (list: ListSql) => `SELECT count(*)::int AS n FROM (${list.sql}) q`;

/** One page of `list`, its total counted over the whole read (a grouped read counts its groups). */
export const pageOfSql = <T>(ctx: Ctx, list: ListSql, q: Paging): Promise<Page<T>> =>
  pageOf<T>(ctx.db, q, { count: countSql(list), rows: `${list.sql} ORDER BY ${list.order}`, params: list.params });

/**
 * The .xlsx `name` of every row of `list` (read through a cursor, each turned into its columns by `map`), refused
 * with 42200 past the cap; `last` is appended after them (a total row).
 */
export async function exportList(
  ctx: Ctx,
  list: ListSql,
  name: string,
  columns: ExportColumn[],
  opts: { map?: (row: ExportRow) => ExportRow; last?: ExportRow } = {},
): Promise<FileReply> {
  const total = (await ctx.db.query<{ n: number }>(countSql(list), list.params))[0].n;
  async function* rows() {
    for await (const r of eachRow(ctx.db.cursor<ExportRow>(`${list.sql} ORDER BY ${list.order}`, list.params))) yield opts.map ? opts.map(r) : r;
    if (opts.last) yield opts.last;
  }
  return exportXlsx(ctx, { fileName: name, sheetName: name, columns, rows: rows(), total, cap: exportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}
