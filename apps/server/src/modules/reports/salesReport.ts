import { EXPORT_CAP } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { reportExport, type ReportSql } from '../../platform/report';
import type { ExportColumn } from '../../platform/xlsx/export';
import { salesColumns, salesLabels, salesTitles } from '../../platform/messages/reportsSales';
import { merchantTimeZone } from '../settings';

/** The cap of every sales export; tests lower it instead of writing 50 001 rows. */
export const salesExportLimits = { cap: EXPORT_CAP };

/** The .xlsx of every row of a sales report with its total row last. */
export async function salesExport(ctx: Ctx, report: ReportSql, title: Exclude<keyof typeof salesTitles, 'total'>, columns: ExportColumn[]): Promise<FileReply> {
  return reportExport(ctx, report, { title: salesTitles[title], total: salesTitles.total, columns, cap: salesExportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}

export const col = (key: keyof typeof salesColumns, extra: Partial<ExportColumn> = {}): ExportColumn => ({ header: salesColumns[key], key, width: 14, ...extra });
export const money = (key: keyof typeof salesColumns) => col(key, { money: true });
export const labelled = (key: keyof typeof salesColumns & keyof typeof salesLabels) => col(key, { labels: salesLabels[key] });

/** `COALESCE(sum(q."k"), 0)::float8 AS "k"` for each key: a family's totals row. */
export const sumsOf = (keys: string[]) => keys.map((k) => `COALESCE(sum(q."${k}"), 0)::float8 AS "${k}"`).join(', ');
