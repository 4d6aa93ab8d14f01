import { EXPORT_CAP } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { reportExport, type ReportSql } from '../../platform/report';
import type { Where } from '../../platform/sql';
import type { ExportColumn } from '../../platform/xlsx/export';
import { tradeColumns, tradeTitles } from '../../platform/messages/reportsTrade';
import { merchantTimeZone } from '../settings';

/** What the trade reports share: the export cap (tests lower it), their .xlsx, columns and a day range as instants. */
export const tradeExportLimits = { cap: EXPORT_CAP };

export async function tradeExport(ctx: Ctx, report: ReportSql, title: keyof typeof tradeTitles, columns: ExportColumn[]): Promise<FileReply> {
  return reportExport(ctx, report, { title: tradeTitles[title], total: tradeTitles.total, columns, cap: tradeExportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}

export const col = (key: keyof typeof tradeColumns, extra: Partial<ExportColumn> = {}): ExportColumn => ({ header: tradeColumns[key], key, width: 14, ...extra });
export const money = (key: keyof typeof tradeColumns) => col(key, { money: true });

/** `column` within the local days [startDay, endDay] of the merchant's time zone (raw rows read by their index). */
export async function inDays(ctx: Ctx, w: Where, column: string, q: { startDay: string; endDay: string }): Promise<Where> {
  const zone = w.param(await merchantTimeZone(ctx));
  return w.add(`${column} >= ((?::date)::timestamp AT TIME ZONE ${zone}) AND ${column} < ((?::date + 1)::timestamp AT TIME ZONE ${zone})`, q.startDay, q.endDay);
}

/** COALESCE(sum(q."key"), 0) of each key, the totals row of a family. */
export const sums = (keys: readonly string[]) => keys.map((k) => `COALESCE(sum(q."${k}"), 0)::float8 AS "${k}"`).join(', ');
