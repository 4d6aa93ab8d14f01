import type { Ctx } from '../../platform/context';
import { likeContains, pageOf } from '../../platform/sql';
import { chronics } from './chronics';
import { visibleWhere } from './persons';

/** What the health centre may know of people (the people module's face): their basics and latest measures. */

export interface HealthPersonBasics {
  custId: number;
  custName: string;
  custNum: string;
  orgId: number;
  orgName: string;
  psnTypeId: number | null;
  psnTypeName: string | null;
  /** 0 unknown, 1 male, 2 female. */
  sex: number;
  /** YYYY-MM-DD or null. */
  birthday: string | null;
  state: 'normal' | 'cancelled';
}

export interface HealthPeopleQuery {
  /** Only these people. */
  custIds?: readonly number[];
  /** Also cancelled people and visitors (one person's own pages); otherwise only the people in service. */
  anyState?: boolean;
  custName?: string;
  custNum?: string;
  orgId?: number;
  psnTypeId?: number;
  /** With both: one page (by name); without: everyone who matches. */
  page?: number;
  limit?: number;
}

/** People of the merchant inside the caller's organisation scope; the others are simply absent. */
export async function healthPeople(ctx: Ctx, q: HealthPeopleQuery): Promise<{ records: HealthPersonBasics[]; total: number }> {
  const w = visibleWhere(ctx);
  if (q.custIds) w.add('c.id = ANY(?::int[])', [...new Set(q.custIds)]);
  if (!q.anyState) w.add(`c.state = 'normal' AND c.kind <> 'visitor'`);
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('c.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.psnTypeId !== undefined) w.add('c.psn_type_id = ?', q.psnTypeId);
  if (q.orgId !== undefined) w.inOrgSubtree('c.org_id', ctx.merchantId, [q.orgId]);
  const rows = `SELECT c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", c.org_id AS "orgId", o.name AS "orgName",
            c.psn_type_id AS "psnTypeId", pt.name AS "psnTypeName", c.sex, to_char(c.birthday, 'YYYY-MM-DD') AS birthday, c.state
       FROM customers c JOIN cust_orgs o ON o.id = c.org_id LEFT JOIN psn_types pt ON pt.id = c.psn_type_id
      WHERE ${w.sql} ORDER BY c.cust_name, c.id`;
  if (q.page !== undefined && q.limit !== undefined) {
    const { records, total } = await pageOf<HealthPersonBasics>(ctx.db, { page: q.page, limit: q.limit }, { count: `SELECT count(*)::int AS n FROM customers c WHERE ${w.sql}`, rows, params: w.params });
    return { records, total };
  }
  const records = await ctx.db.query<HealthPersonBasics>(rows, w.params);
  return { records, total: records.length };
}

export interface LatestMeasures {
  reportDate: string;
  /** cm */
  height: number | null;
  /** kg */
  weight: number | null;
  bloodPressure: string;
  /** mmol/L */
  bloodSugar: number | null;
}

/**
 * Each person's latest health report that measured anything (newest report day first). The caller has already
 * found the people through `healthPeople`, so no scope is applied again.
 */
export async function latestMeasures(ctx: Ctx, custIds: readonly number[]): Promise<Map<number, LatestMeasures>> {
  if (!custIds.length) return new Map();
  const rows = await ctx.db.query<LatestMeasures & { custId: number }>(
    `SELECT DISTINCT ON (r.cust_id) r.cust_id AS "custId", to_char(r.report_date, 'YYYY-MM-DD') AS "reportDate", r.height::float8 AS height,
            r.weight::float8 AS weight, r.blood_pressure AS "bloodPressure", r.blood_sugar::float8 AS "bloodSugar"
       FROM cust_health_reports r
      WHERE r.merchant_id = $1 AND r.cust_id = ANY($2::int[])
        AND (r.height IS NOT NULL OR r.weight IS NOT NULL OR r.blood_pressure <> '' OR r.blood_sugar IS NOT NULL)
      ORDER BY r.cust_id, r.report_date DESC, r.id DESC`,
    [ctx.merchantId, [...new Set(custIds)]],
  );
  return new Map(rows.map(({ custId, ...m }) => [custId, m]));
}

/** The merchant's chronic illnesses, by sort. */
export async function chronicOptions(ctx: Ctx): Promise<{ chronicId: number; chronicName: string }[]> {
  return (await chronics.list(ctx)).map((c) => ({ chronicId: c.chronicId, chronicName: c.chronicName }));
}

