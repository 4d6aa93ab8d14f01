import { EXPORT_CAP, type Page, type PointBalanceRow, type PointEntry } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { eachRow, exportXlsx } from '../../platform/xlsx/export';
import { pointExportTexts as col, pointReasonTexts } from '../../platform/messages/marketingRewards';
import { merchantTimeZone } from '../settings';

/** The points overview (jifen): people's balances and the points ledger, for the people in the caller's scope. */

/** Export limits; tests lower the cap instead of inserting 50 001 rows. */
export const pointExportLimits = { cap: EXPORT_CAP };

interface PersonQuery {
  custName?: string;
  custNum?: string;
  orgId?: number;
}
export interface EntryQuery extends PersonQuery {
  reason?: PointEntry['reason'];
  startTime?: string;
  endTime?: string;
}

/** The merchant on `merchantColumn`, the person filters over `c` (customers) and the caller's organisation scope. */
function personWhere(ctx: Ctx, merchantColumn: string, q: PersonQuery): Where {
  const w = new Where(`${merchantColumn} = ?`, ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('c.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.orgId !== undefined) w.inOrgSubtree('c.org_id', ctx.merchantId, [q.orgId]);
  return w;
}

export async function balancePage(ctx: Ctx, q: PersonQuery & Paging): Promise<Page<PointBalanceRow>> {
  const w = personWhere(ctx, 'b.merchant_id', q);
  const from = `FROM point_balances b JOIN people_directory c ON c.merchant_id = b.merchant_id AND c.id = b.cust_id LEFT JOIN cust_orgs o ON o.id = c.org_id
    WHERE ${w.sql}`;
  return pageOf(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${from}`,
    rows: `SELECT b.cust_id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", o.name AS "orgName", b.balance, b.earned, b.spent, b.updated_at AS "updatedAt"
     ${from} ORDER BY b.balance DESC, b.cust_id`,
    params: w.params,
  });
}

function entryList(ctx: Ctx, q: EntryQuery) {
  const w = personWhere(ctx, 'e.merchant_id', q);
  if (q.reason) w.add('e.reason = ?', q.reason);
  if (q.startTime) w.add('e.at >= ?::timestamptz', q.startTime);
  if (q.endTime) w.add('e.at < ?::timestamptz', q.endTime);
  return {
    params: w.params,
    from: `FROM point_entries e JOIN people_directory c ON c.merchant_id = e.merchant_id AND c.id = e.cust_id LEFT JOIN cust_orgs o ON o.id = c.org_id WHERE ${w.sql}`,
    select: `SELECT e.id::int AS "entryId", e.cust_id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", o.name AS "orgName", e.delta, e.balance_after AS "balanceAfter",
      e.reason, e.order_id AS "orderId", e.at`,
  };
}

export async function entryPage(ctx: Ctx, q: EntryQuery & Paging): Promise<Page<PointEntry>> {
  const list = entryList(ctx, q);
  return pageOf(ctx.db, q, { count: `SELECT count(*)::int AS n ${list.from}`, rows: `${list.select} ${list.from} ORDER BY e.id DESC`, params: list.params });
}

export async function entryExport(ctx: Ctx, q: EntryQuery): Promise<FileReply> {
  const list = entryList(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${list.from}`, list.params))[0].n;
  const name = col.title[ctx.lang];
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { header: col.custName, key: 'custName' },
      { header: col.custNum, key: 'custNum' },
      { header: col.orgName, key: 'orgName' },
      { header: col.delta, key: 'delta' },
      { header: col.balanceAfter, key: 'balanceAfter' },
      { header: col.reason, key: 'reason', labels: pointReasonTexts },
      { header: col.orderId, key: 'orderId' },
      { header: col.at, key: 'at', time: true, width: 20 },
    ],
    rows: eachRow(ctx.db.cursor<Record<string, unknown>>(`${list.select} ${list.from} ORDER BY e.id DESC`, list.params)),
    total,
    cap: pointExportLimits.cap,
    timeZone: await merchantTimeZone(ctx),
  });
}
