import type { Page, VisitorDayRow, VisitorSum } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { reportExport, reportPage, type ReportSql } from '../../platform/report';
import { likeContains, Where, type Paging } from '../../platform/sql';
import type { ExportColumn } from '../../platform/xlsx/export';
import { customColumns, customTitles } from '../../platform/messages/reportsCustom';
import { merchantTimeZone } from '../settings';
import { customExportLimits } from './customReports';
import { GROUP_COLUMNS, groupedSql, measureSums } from './customGroups';
import { freshRollups, type RollupFilter } from './rollups';
import { SALE_MEASURE_NAMES } from './waterReports';

/**
 * Visitor flow (/baobiaozhongxin/visitor): each visitor's (customers of kind visitor) consumption per day, read from
 * the rollups by person, and how many visitors were registered in the range (the caller's organisations only).
 */

export interface VisitorFilter extends RollupFilter {
  custName?: string;
}

function visitorSql(ctx: Ctx, q: VisitorFilter): ReportSql {
  const { sql, w } = groupedSql(ctx, { fact: 'sale', day: true, canteen: false, org: false, key: 'person', measures: SALE_MEASURE_NAMES }, q);
  const m = w.param(ctx.merchantId);
  const name = q.custName ? `AND c.cust_name ILIKE ${w.param(likeContains(q.custName))}` : '';
  return {
    sql: `SELECT concat_ws('|', x.${GROUP_COLUMNS.day}, c.id) AS "rowKey", to_char(x.${GROUP_COLUMNS.day}, 'YYYY-MM-DD') AS day, c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum",
            COALESCE(o.name, '') AS "orgName", c.visit_reason AS "visitReason", c.visit_host AS "visitHost", c.created_at AS "registeredAt",
            c.valid_until AS "validUntil", ${SALE_MEASURE_NAMES.map((k) => `x."${k}"`).join(', ')}
          FROM (${sql}) x
          JOIN customers c ON c.merchant_id = ${m} AND c.id = x.${GROUP_COLUMNS.key} AND c.kind = 'visitor' ${name}
          LEFT JOIN cust_orgs o ON o.merchant_id = ${m} AND o.id = c.org_id`,
    params: w.params,
    order: `day, "custName", "custId"`,
    sums: `${measureSums(SALE_MEASURE_NAMES)}, count(DISTINCT q."custId")::int AS visitors`,
  };
}

/** Visitors registered in the range, within the organisation filter and the caller's organisation scope. */
async function registered(ctx: Ctx, q: VisitorFilter): Promise<number> {
  const w = new Where('c.merchant_id = ?', ctx.merchantId).add(`c.kind = 'visitor'`);
  const zone = await merchantTimeZone(ctx);
  w.add('c.created_at >= (?::date)::timestamp AT TIME ZONE ?', q.startDay, zone).add('c.created_at < (?::date + 1)::timestamp AT TIME ZONE ?', q.endDay, zone);
  if (q.orgId !== undefined) w.inOrgSubtree('c.org_id', ctx.merchantId, [q.orgId]);
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  w.scope(ctx, 'org', 'c.org_id');
  return (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers c WHERE ${w.sql}`, w.params))[0].n;
}

export async function visitorPage(ctx: Ctx, q: VisitorFilter & Paging): Promise<Page<VisitorDayRow> & { sum: VisitorSum }> {
  await freshRollups(ctx);
  const page = await reportPage<VisitorDayRow, Omit<VisitorSum, 'registered'>>(ctx, visitorSql(ctx, q), q);
  return { ...page, sum: { ...page.sum, registered: await registered(ctx, q) } };
}

const MONEY: readonly string[] = ['amount', 'cash', 'subsidy', 'gift', 'discount', 'refundAmount', 'net'];
const col = (key: keyof typeof customColumns, extra: Partial<ExportColumn> = {}): ExportColumn => ({ header: customColumns[key], key, width: 14, money: MONEY.includes(key), ...extra });

export async function visitorExport(ctx: Ctx, q: VisitorFilter): Promise<FileReply> {
  await freshRollups(ctx);
  const columns = [
    col('day', { width: 12 }),
    col('custName'),
    col('custNum'),
    col('orgName'),
    col('visitReason', { width: 20 }),
    col('visitHost'),
    col('registeredAt', { time: true, width: 20 }),
    col('validUntil', { time: true, width: 20 }),
    ...SALE_MEASURE_NAMES.map((k) => col(k)),
  ];
  return reportExport(ctx, visitorSql(ctx, q), { title: customTitles.visitors, total: customTitles.total, columns, cap: customExportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}
