import { EXPORT_CAP, TRADE_TYPE_NAMES, TRADE_TYPES } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { reportExport, type ReportSql } from '../../platform/report';
import { likeContains, type Where } from '../../platform/sql';
import type { ExportColumn } from '../../platform/xlsx/export';
import { moneyColumns, moneyTitles } from '../../platform/messages/reportsMoney';
import { recordValues } from '../../platform/messages/accountRecords';
import { merchantTimeZone } from '../settings';

/** The cap of every money report's export; tests lower it instead of writing 50 001 rows. */
export const moneyExportLimits = { cap: EXPORT_CAP };

export interface DayRangeQuery {
  startDay: string;
  endDay: string;
}
export interface PersonQuery {
  orgId?: number;
  custId?: number;
  custName?: string;
  custNum?: string;
}

/** The instants [from, to) of a range of the merchant's local days, as SQL over `w`'s parameters. */
export async function dayBounds(ctx: Ctx, w: Where, q: DayRangeQuery): Promise<{ from: string; to: string; zone: string }> {
  const zone = w.param(await merchantTimeZone(ctx));
  return {
    from: `((${w.param(q.startDay)}::date)::timestamp AT TIME ZONE ${zone})`,
    to: `((${w.param(q.endDay)}::date + 1)::timestamp AT TIME ZONE ${zone})`,
    zone,
  };
}

/** The person filters on customers `c` and the caller's organisation scope (people belong to organisations only). */
export function personFilter(ctx: Ctx, w: Where, q: PersonQuery): Where {
  w.scope(ctx, 'org', 'c.org_id');
  if (q.orgId !== undefined) w.inOrgSubtree('c.org_id', ctx.merchantId, [q.orgId]);
  if (q.custId !== undefined) w.add('c.id = ?', q.custId);
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('c.cust_num ILIKE ?', likeContains(q.custNum));
  return w;
}

/** A trade type code as its contract name: `(names)[code]` over `w`'s parameters. */
export const tradeName = (w: Where, column: string) => {
  const byCode: string[] = [];
  for (const n of TRADE_TYPE_NAMES) byCode[TRADE_TYPES[n].code - 1] = n;
  return `(${w.param(byCode)}::text[])[${column}]`;
};

/** Sums of the rows `q` for the total row, as float8 (bigint sums come back as strings otherwise). */
export const sumsOf = (keys: readonly string[]) => keys.map((k) => `COALESCE(sum(q."${k}"), 0)::float8 AS "${k}"`).join(', ');

/** The .xlsx of every row of a money report with its total row last. */
export async function moneyExport(ctx: Ctx, report: ReportSql, title: keyof typeof moneyTitles, columns: ExportColumn[]): Promise<FileReply> {
  return reportExport(ctx, report, { title: moneyTitles[title], total: moneyTitles.total, columns, cap: moneyExportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}

type ColumnKey = keyof typeof moneyColumns;
export const col = (key: string, header: ColumnKey = key as ColumnKey, extra: Partial<ExportColumn> = {}): ExportColumn => ({ header: moneyColumns[header], key, width: 14, ...extra });
export const money = (key: string, header: ColumnKey = key as ColumnKey) => col(key, header, { money: true });
export const time = (key: string) => col(key, key as ColumnKey, { time: true, width: 20 });
/** Trade type names as words (the account records' vocabulary). */
export const tradeLabels = recordValues;
