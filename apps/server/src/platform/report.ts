import type { Page } from '@canteen/contract';
import type { Ctx } from './context';
import type { FileReply } from './http/register';
import type { Lang } from './messages';
import { pageOf, type Paging } from './sql';
import { eachRow, exportXlsx, pickColumns, type ExportColumn, type ExportRow } from './xlsx/export';

/**
 * A report family's read (issue 27): one SELECT of its rows, their order and the sums of every matching row, served
 * as a page with `sum` or as an .xlsx of every row with a total row last. Families write only their SQL.
 */
export interface ReportSql {
  /** A full SELECT without ORDER BY. */
  sql: string;
  params: unknown[];
  /** The order, ending in a unique key. */
  order: string;
  /** Select list over the rows `q` summed for the total row, e.g. `COALESCE(sum(q.cost), 0)::float8 AS cost`. */
  sums: string;
}

export async function reportPage<R, S extends object>(ctx: Ctx, report: ReportSql, paging: Paging): Promise<Page<R> & { sum: S }> {
  return pageOf<R, S>(ctx.db, paging, {
    count: `SELECT count(*)::int AS n, ${report.sums} FROM (${report.sql}) q`,
    rows: `${report.sql} ORDER BY ${report.order}`,
    params: report.params,
    sum: true,
  });
}

export interface ReportFile {
  /** File and sheet name in each language. */
  title: Record<Lang, string>;
  /** The total row's label in each language. */
  total: Record<Lang, string>;
  columns: ExportColumn[];
  cap: number;
  timeZone: string;
}

/** The .xlsx of every row of the report, refused with 42200 (最大导出50000条数据) past the cap, with its total row last. */
export async function reportExport(ctx: Ctx, report: ReportSql, file: ReportFile): Promise<FileReply> {
  const [{ n: total, ...sum }] = await ctx.db.query<{ n: number } & ExportRow>(`SELECT count(*)::int AS n, ${report.sums} FROM (${report.sql}) q`, report.params);
  async function* rows(): AsyncIterable<ExportRow> {
    for await (const r of eachRow(ctx.db.cursor<ExportRow>(`${report.sql} ORDER BY ${report.order}`, report.params))) yield r;
    // 'Total' in the first column the file has (the console's table order when it names the columns).
    yield { ...sum, [pickColumns(file.columns, ctx.exportColumns)[0].key]: file.total[ctx.lang] };
  }
  const name = file.title[ctx.lang];
  return exportXlsx(ctx, { fileName: name, sheetName: name, columns: file.columns, rows: rows(), total, cap: file.cap, timeZone: file.timeZone });
}
