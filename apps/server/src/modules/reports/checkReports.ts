import { CHECK_FACTS, TRADE_TYPES, TRADE_TYPE_NAMES, type CheckSum, type CheckDayRow, type CheckFact, type CheckFactRow, type CheckFlowRow, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { scopeIds } from '../../platform/access';
import { reportExport, reportPage, type ReportSql } from '../../platform/report';
import { orgScopeOf, orgSubtree, Params, type Paging } from '../../platform/sql';
import type { ExportColumn } from '../../platform/xlsx/export';
import { customColumns, customLabels, customTitles } from '../../platform/messages/reportsCustom';
import { merchantTimeZone } from '../settings';
import { customExportLimits } from './customReports';
import { FACT } from './facts';
import { FOLD_LOCK, rebuildDay } from './fold';
import { rollupWhere, type RollupFilter } from './rollups';

/**
 * Report checks (customreport's "check" tab): the rollups of each day and fact against the raw rows they fold from
 * (orders paid that day; money operations by trade type), the difference and its cause, the raw rows of one day and
 * fact, and a rebuild of one day. Unlike the families, a check reads the rollups as they are (no fold first): what
 * it shows is what a report would read before the fold catches up.
 */

/** The orders a sale counts (as the fold does). */
const COUNTED_ORDER_STATES = ['paid', 'part_refunded', 'refunded', 'repaired'];

/** A fact's rollup code. */
const codeOf = (fact: CheckFact) => (fact === 'sale' ? FACT.sale : TRADE_TYPES[fact].code);
const CODES = CHECK_FACTS.map(codeOf);
/** The fact's name by code, as an SQL array indexed by code. */
const NAMES = Array.from({ length: FACT.sale }, (_, i) => (i + 1 === FACT.sale ? 'sale' : (TRADE_TYPE_NAMES.find((n) => TRADE_TYPES[n].code === i + 1) ?? null)));

export interface CheckFilter extends RollupFilter {
  onlyDiff: boolean;
  fact?: CheckFact;
}

/** The canteen and organisation filters and the caller's scope on raw columns, values into `p`. */
function rawScope(ctx: Ctx, p: Params, q: { canteenId?: number; orgId?: number }, canteen: string, org: string): string {
  const parts: string[] = [];
  if (q.canteenId !== undefined) parts.push(`${canteen} = ${p.param(q.canteenId)}`);
  if (q.orgId !== undefined) parts.push(`${org} IN ${orgSubtree(p.param(ctx.merchantId), p.param([q.orgId]))}`);
  const canteens = scopeIds(ctx, 'canteen');
  if (canteens !== null) parts.push(`${canteen} = ANY(${p.param(canteens)}::int[])`);
  const orgs = orgScopeOf(ctx, p, org);
  if (orgs) parts.push(orgs);
  return parts.map((x) => `AND ${x}`).join(' ');
}

/** Rows `j` (day, fact, rollup and raw counts and amounts) with the day's fold state: pending marks and fold time. */
async function comparedSql(ctx: Ctx, q: CheckFilter): Promise<{ sql: string; params: unknown[] }> {
  const facts = q.fact ? [codeOf(q.fact)] : CODES;
  const w = rollupWhere(ctx, facts, 'none', q);
  const zone = w.param(await merchantTimeZone(ctx));
  const m = w.param(ctx.merchantId);
  const from = `((${w.param(q.startDay)}::date)::timestamp AT TIME ZONE ${zone})`;
  const to = `((${w.param(q.endDay)}::date + 1)::timestamp AT TIME ZONE ${zone})`;
  const factList = w.param(facts);
  const sales = `SELECT (o.ordered_at AT TIME ZONE ${zone})::date AS day, ${FACT.sale}::smallint AS fact, count(*) AS n, sum(o.amount) AS a
      FROM orders o JOIN customers c ON c.id = o.cust_id
     WHERE o.merchant_id = ${m} AND o.ordered_at >= ${from} AND o.ordered_at < ${to} AND o.state = ANY(${w.param(COUNTED_ORDER_STATES)}::text[])
       AND ${FACT.sale} = ANY(${factList}::smallint[]) ${rawScope(ctx, w, q, 'COALESCE(o.canteen_id, 0)', 'COALESCE(c.org_id, 0)')}
     GROUP BY 1`;
  const money = `SELECT (t.at AT TIME ZONE ${zone})::date AS day, t.trade_type AS fact, count(*) AS n, sum(t.amount) AS a
      FROM money_txns t LEFT JOIN customers c ON c.id = t.cust_id
     WHERE t.merchant_id = ${m} AND t.at >= ${from} AND t.at < ${to} AND t.trade_type = ANY(${factList}::smallint[])
       ${rawScope(ctx, w, q, 'COALESCE(t.canteen_id, 0)', 'COALESCE(c.org_id, 0)')}
     GROUP BY 1, 2`;
  // A mark names a UTC hour; it is pending for the local days that hour touches (as the fold picks them).
  const marks = `SELECT x.d AS day, count(*) AS n FROM rpt_marks k,
       LATERAL (SELECT ((k.hour AT TIME ZONE 'UTC') AT TIME ZONE ${zone})::date AS d
                UNION SELECT (((k.hour + interval '59 minutes 59 seconds') AT TIME ZONE 'UTC') AT TIME ZONE ${zone})::date) x
      WHERE k.merchant_id = ${m} GROUP BY x.d`;
  return {
    sql: `WITH ru AS (SELECT r.day, r.fact, sum(r.n) AS n, sum(r.amount) AS a FROM rpt_rollups r WHERE ${w.sql} GROUP BY r.day, r.fact),
          raw AS (${sales} UNION ALL ${money}),
          marks AS (${marks}),
          j AS (SELECT COALESCE(ru.day, raw.day) AS day, COALESCE(ru.fact, raw.fact) AS fact,
                       COALESCE(ru.n, 0)::float8 AS rn, COALESCE(raw.n, 0)::float8 AS wn, COALESCE(ru.a, 0)::float8 AS ra, COALESCE(raw.a, 0)::float8 AS wa
                  FROM ru FULL JOIN raw ON raw.day = ru.day AND raw.fact = ru.fact)
          SELECT j.*, COALESCE(mk.n, 0)::int AS marks, d.folded_at
            FROM j LEFT JOIN marks mk ON mk.day = j.day LEFT JOIN rpt_days d ON d.merchant_id = ${m} AND d.day = j.day`,
    params: w.params,
  };
}

/** The columns of a compared row `c` (sums of rn, wn, ra, wa, marks over its group). */
const COMPARED = `c.rn AS "rollupCount", c.wn AS "rawCount", c.ra AS "rollupAmount", c.wa AS "rawAmount",
          (c.wn - c.rn) AS "diffCount", (c.wa - c.ra) AS "diffAmount",
          CASE WHEN c.rn = c.wn AND c.ra = c.wa THEN 'none' WHEN c.marks > 0 THEN 'pending' WHEN c.folded_at IS NULL THEN 'notFolded' ELSE 'changedAfterFold' END AS cause,
          c.marks AS "pendingMarks", c.folded_at AS "foldedAt"`;
const CHECK_SUMS = ['rollupCount', 'rawCount', 'rollupAmount', 'rawAmount', 'diffCount', 'diffAmount'].map((k) => `COALESCE(sum(q."${k}"), 0)::float8 AS "${k}"`).join(', ');
const diffOnly = (q: CheckFilter) => (q.onlyDiff ? 'WHERE c.rn <> c.wn OR c.ra <> c.wa' : '');

async function checkDaysSql(ctx: Ctx, q: CheckFilter): Promise<ReportSql> {
  const { sql, params } = await comparedSql(ctx, q);
  return {
    sql: `SELECT to_char(c.day, 'YYYY-MM-DD') AS day, ${COMPARED}
          FROM (SELECT day, sum(rn) AS rn, sum(wn) AS wn, sum(ra) AS ra, sum(wa) AS wa, max(marks) AS marks, max(folded_at) AS folded_at
                  FROM (${sql}) s GROUP BY day) c ${diffOnly(q)}`,
    params,
    order: 'day',
    sums: CHECK_SUMS,
  };
}

async function checkFactsSql(ctx: Ctx, q: CheckFilter): Promise<ReportSql> {
  const { sql, params } = await comparedSql(ctx, q);
  const names = `$${params.length + 1}`;
  return {
    sql: `SELECT to_char(c.day, 'YYYY-MM-DD') AS day, (${names}::text[])[c.fact] AS fact, c.fact AS code, ${COMPARED}
          FROM (${sql}) c ${diffOnly(q)}`,
    params: [...params, NAMES],
    order: 'day, code',
    sums: CHECK_SUMS,
  };
}

export const checkDays = async (ctx: Ctx, q: CheckFilter & Paging): Promise<Page<CheckDayRow> & { sum: CheckSum }> => reportPage(ctx, await checkDaysSql(ctx, q), q);

export const checkFacts = async (ctx: Ctx, q: CheckFilter & Paging): Promise<Page<CheckFactRow> & { sum: CheckSum }> => {
  const page = await reportPage<CheckFactRow & { code?: number }, CheckSum>(ctx, await checkFactsSql(ctx, q), q);
  return { ...page, records: page.records.map(({ code: _code, ...r }) => r) };
};

const col = (key: keyof typeof customColumns, extra: Partial<ExportColumn> = {}): ExportColumn => ({ header: customColumns[key], key, width: 14, ...extra });
const COMPARED_COLUMNS = [
  col('rollupCount'),
  col('rawCount'),
  col('rollupAmount', { money: true }),
  col('rawAmount', { money: true }),
  col('diffCount'),
  col('diffAmount', { money: true }),
  col('cause', { labels: customLabels.cause, width: 20 }),
  col('pendingMarks'),
  col('foldedAt', { time: true, width: 20 }),
];

async function checkExport(ctx: Ctx, report: ReportSql, title: keyof typeof customTitles, columns: ExportColumn[]): Promise<FileReply> {
  return reportExport(ctx, report, { title: customTitles[title], total: customTitles.total, columns, cap: customExportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}

export const checkDaysExport = async (ctx: Ctx, q: CheckFilter) => checkExport(ctx, await checkDaysSql(ctx, q), 'checkDays', [col('day', { width: 12 }), ...COMPARED_COLUMNS]);
export const checkFactsExport = async (ctx: Ctx, q: CheckFilter) =>
  checkExport(ctx, await checkFactsSql(ctx, q), 'checkFacts', [col('day', { width: 12 }), col('fact', { labels: customLabels.fact }), ...COMPARED_COLUMNS]);

// ---- flow detail ------------------------------------------------------------------------------------------------

export interface FlowFilter {
  day: string;
  fact: CheckFact;
  canteenId?: number;
  orgId?: number;
}

/** The raw rows of the day and fact: the counted orders of a sale, else the money operations of the trade type. */
async function checkFlowSql(ctx: Ctx, q: FlowFilter): Promise<ReportSql> {
  const p = new Params();
  const zone = p.param(await merchantTimeZone(ctx));
  const m = p.param(ctx.merchantId);
  const from = `((${p.param(q.day)}::date)::timestamp AT TIME ZONE ${zone})`;
  const to = `((${p.param(q.day)}::date + 1)::timestamp AT TIME ZONE ${zone})`;
  const canteenName = (col: string) => `COALESCE((SELECT name FROM canteens WHERE merchant_id = ${m} AND id = ${col}), '')`;
  const sql =
    q.fact === 'sale'
      ? `SELECT o.id::float8 AS "rowId", o.ordered_at AS at, o.order_no AS no, c.cust_name AS "custName", c.cust_num AS "custNum",
                ${canteenName('o.canteen_id')} AS "canteenName", o.amount::float8 AS amount, o.state
           FROM orders o JOIN customers c ON c.id = o.cust_id
          WHERE o.merchant_id = ${m} AND o.ordered_at >= ${from} AND o.ordered_at < ${to} AND o.state = ANY(${p.param(COUNTED_ORDER_STATES)}::text[])
            ${rawScope(ctx, p, q, 'COALESCE(o.canteen_id, 0)', 'COALESCE(c.org_id, 0)')}`
      : `SELECT t.id::float8 AS "rowId", t.at, t.biz_no AS no, COALESCE(c.cust_name, '') AS "custName", COALESCE(c.cust_num, '') AS "custNum",
                ${canteenName('t.canteen_id')} AS "canteenName", t.amount::float8 AS amount, t.state
           FROM money_txns t LEFT JOIN customers c ON c.id = t.cust_id
          WHERE t.merchant_id = ${m} AND t.trade_type = ${p.param(TRADE_TYPES[q.fact].code)} AND t.at >= ${from} AND t.at < ${to}
            ${rawScope(ctx, p, q, 'COALESCE(t.canteen_id, 0)', 'COALESCE(c.org_id, 0)')}`;
  return { sql, params: p.params, order: 'at, "rowId"', sums: `COALESCE(sum(q.amount), 0)::float8 AS amount` };
}

export const checkFlow = async (ctx: Ctx, q: FlowFilter & Paging): Promise<Page<CheckFlowRow> & { sum: { amount: number } }> => reportPage(ctx, await checkFlowSql(ctx, q), q);

export const checkFlowExport = async (ctx: Ctx, q: FlowFilter) =>
  checkExport(ctx, await checkFlowSql(ctx, q), 'checkFlow', [
    col('at', { time: true, width: 20 }),
    col('no', { width: 24 }),
    col('custName'),
    col('custNum'),
    col('canteenName'),
    col('amount', { money: true }),
    col('state', { labels: customLabels.state }),
  ]);

// ---- rebuild ----------------------------------------------------------------------------------------------------

/**
 * Rebuilds the merchant's day from its raw rows under the fold's lock, in the call's transaction, with the marks
 * that lie wholly on that day (a mark across two local days stays for the fold).
 */
export async function checkRebuild(ctx: Ctx, day: string): Promise<null> {
  await ctx.db.query(`SELECT pg_advisory_xact_lock($1, $2)`, [FOLD_LOCK, ctx.merchantId]);
  const zone = await merchantTimeZone(ctx);
  await ctx.db.query(
    `DELETE FROM rpt_marks WHERE merchant_id = $1
       AND ((hour AT TIME ZONE 'UTC') AT TIME ZONE $2)::date = $3::date
       AND (((hour + interval '59 minutes 59 seconds') AT TIME ZONE 'UTC') AT TIME ZONE $2)::date = $3::date`,
    [ctx.merchantId, zone, day],
  );
  await rebuildDay(ctx.db, ctx.merchantId, zone, day);
  return null;
}
