import { EXPORT_CAP, type Page, type PointBalanceRow, type PointEntry } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { orgScopeClause } from '../../platform/access';
import { likeContains } from '../../platform/sql';
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

/** Person filters over `c` (customers) with the caller's organisation scope; params starts with the merchant. */
function personWhere(ctx: Ctx, q: PersonQuery, params: unknown[]): string {
  let where = orgScopeClause(ctx, 'c.org_id', params);
  if (q.custName) {
    params.push(likeContains(q.custName));
    where += ` AND c.cust_name ILIKE $${params.length}`;
  }
  if (q.custNum) {
    params.push(likeContains(q.custNum));
    where += ` AND c.cust_num ILIKE $${params.length}`;
  }
  if (q.orgId !== undefined) {
    params.push(q.orgId);
    where += ` AND c.org_id IN (WITH RECURSIVE under AS (SELECT id FROM cust_orgs WHERE merchant_id = $1 AND id = $${params.length}
      UNION SELECT o.id FROM cust_orgs o JOIN under u ON o.parent_id = u.id) SELECT id FROM under)`;
  }
  return where;
}

export async function balancePage(ctx: Ctx, q: PersonQuery & { page: number; limit: number }): Promise<Page<PointBalanceRow>> {
  const params: unknown[] = [ctx.merchantId];
  const from = `FROM point_balances b JOIN customers c ON c.merchant_id = b.merchant_id AND c.id = b.cust_id LEFT JOIN cust_orgs o ON o.id = c.org_id
    WHERE b.merchant_id = $1${personWhere(ctx, q, params)}`;
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const records = await ctx.db.query<PointBalanceRow>(
    `SELECT b.cust_id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", o.name AS "orgName", b.balance, b.earned, b.spent, b.updated_at AS "updatedAt"
     ${from} ORDER BY b.balance DESC, b.cust_id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { records, total, page: q.page, limit: q.limit };
}

function entryList(ctx: Ctx, q: EntryQuery) {
  const params: unknown[] = [ctx.merchantId];
  let where = personWhere(ctx, q, params);
  if (q.reason) {
    params.push(q.reason);
    where += ` AND e.reason = $${params.length}`;
  }
  if (q.startTime) {
    params.push(q.startTime);
    where += ` AND e.at >= $${params.length}::timestamptz`;
  }
  if (q.endTime) {
    params.push(q.endTime);
    where += ` AND e.at < $${params.length}::timestamptz`;
  }
  return {
    params,
    from: `FROM point_entries e JOIN customers c ON c.merchant_id = e.merchant_id AND c.id = e.cust_id LEFT JOIN cust_orgs o ON o.id = c.org_id WHERE e.merchant_id = $1${where}`,
    select: `SELECT e.id::int AS "entryId", e.cust_id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", o.name AS "orgName", e.delta, e.balance_after AS "balanceAfter",
      e.reason, e.order_id AS "orderId", e.at`,
  };
}

export async function entryPage(ctx: Ctx, q: EntryQuery & { page: number; limit: number }): Promise<Page<PointEntry>> {
  const list = entryList(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${list.from}`, list.params))[0].n;
  const params = [...list.params, q.limit, (q.page - 1) * q.limit];
  const records = await ctx.db.query<PointEntry>(`${list.select} ${list.from} ORDER BY e.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`, params);
  return { records, total, page: q.page, limit: q.limit };
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
