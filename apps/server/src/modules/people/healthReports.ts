import { HEALTH_PERSON_OPTION_LIMIT, type HealthReport, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where } from '../../platform/sql';

/**
 * Health reports (体检报告) of people. A report is reachable only through its person: the person must be the
 * merchant's and inside the caller's organisation scope, else the report does not exist for the caller (40400).
 */

const SELECT = `SELECT r.id AS "heainfoId", r.cust_id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", o.name AS "orgName",
    to_char(r.report_date, 'YYYY-MM-DD') AS "reportDate", r.institution, r.height::float8 AS height, r.weight::float8 AS weight,
    r.blood_pressure AS "bloodPressure", r.blood_sugar::float8 AS "bloodSugar", r.conclusion, r.images, r.remark, r.source, r.created_at AS "createdAt"
  FROM cust_health_reports r
  JOIN customers c ON c.id = r.cust_id AND c.merchant_id = r.merchant_id
  LEFT JOIN cust_orgs o ON o.id = c.org_id`;
const ORDER = 'ORDER BY r.report_date DESC, r.id DESC';

/** The merchant's reports whose person is inside the caller's organisation scope. */
const visible = (ctx: Ctx): Where => new Where('r.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'c.org_id');

interface ReportQuery {
  page: number;
  limit: number;
  custId?: number;
  custName?: string;
  dateFrom?: string;
  dateTo?: string;
}

export function healthReportPage(ctx: Ctx, query: ReportQuery): Promise<Page<HealthReport>> {
  const w = visible(ctx);
  if (query.custId !== undefined) w.add('r.cust_id = ?', query.custId);
  if (query.custName) w.add('c.cust_name ILIKE ?', likeContains(query.custName));
  if (query.dateFrom) w.add('r.report_date >= ?::date', query.dateFrom);
  if (query.dateTo) w.add('r.report_date <= ?::date', query.dateTo);
  return pageOf<HealthReport>(ctx.db, query, {
    count: `SELECT count(*)::int AS n FROM cust_health_reports r JOIN customers c ON c.id = r.cust_id WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ${ORDER}`,
    params: w.params,
  });
}

export async function getHealthReport(ctx: Ctx, heainfoId: number): Promise<HealthReport> {
  const w = visible(ctx).add('r.id = ?', heainfoId);
  const row = (await ctx.db.query<HealthReport>(`${SELECT} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('health report');
  return row;
}

export interface ScopedPerson {
  custId: number;
  custName: string;
  custNum: string;
  idCardNo: string;
}

/** The person, or 40400 when another merchant's, cancelled or outside the caller's organisation scope. */
export async function getScopedPerson(ctx: Ctx, custId: number): Promise<ScopedPerson> {
  const person = (await scopedPeople(ctx, { custId }))[0];
  if (!person) throw notFound('person');
  return person;
}

/** People in the caller's organisation scope (not cancelled), by name; optionally one, or matching a keyword. */
export async function scopedPeople(ctx: Ctx, filter: { custId?: number; keyword?: string; limit?: number }): Promise<ScopedPerson[]> {
  const w = new Where("c.merchant_id = ? AND c.state = 'normal'", ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  if (filter.custId !== undefined) w.add('c.id = ?', filter.custId);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    w.add('c.cust_name ILIKE ? OR c.cust_num ILIKE ?', like, like);
  }
  const limit = filter.limit ? ` LIMIT ${Math.trunc(filter.limit)}` : '';
  return ctx.db.query<ScopedPerson>(
    `SELECT c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", c.id_card_no AS "idCardNo"
       FROM customers c WHERE ${w.sql} ORDER BY c.cust_name, c.id${limit}`,
    w.params,
  );
}

export async function healthPersonOptions(ctx: Ctx, keyword?: string) {
  const people = await scopedPeople(ctx, { keyword, limit: HEALTH_PERSON_OPTION_LIMIT });
  return people.map(({ custId, custName, custNum }) => ({ custId, custName, custNum }));
}

export interface ReportFields {
  reportDate: string;
  institution: string;
  height: number | null;
  weight: number | null;
  bloodPressure: string;
  bloodSugar: number | null;
  conclusion: string;
  images: string[];
  remark: string;
}

/** Writes a report row; `source`/`externalId` are set by the third-party sync only. */
export async function insertHealthReport(ctx: Ctx, custId: number, f: ReportFields, source: 'manual' | 'sync' = 'manual', externalId: string | null = null) {
  const row = await ctx.db.query<{ id: number }>(
    `INSERT INTO cust_health_reports (merchant_id, cust_id, report_date, institution, height, weight, blood_pressure, blood_sugar, conclusion, images, remark, source, external_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [ctx.merchantId, custId, f.reportDate, f.institution, f.height, f.weight, f.bloodPressure, f.bloodSugar, f.conclusion, f.images, f.remark, source, externalId],
  );
  return row[0].id;
}

export async function addHealthReport(ctx: Ctx, input: ReportFields & { custId: number }) {
  await getScopedPerson(ctx, input.custId);
  return { heainfoId: await insertHealthReport(ctx, input.custId, input) };
}

export async function editHealthReport(ctx: Ctx, input: ReportFields & { heainfoId: number }) {
  await getHealthReport(ctx, input.heainfoId);
  await ctx.db.query(
    `UPDATE cust_health_reports SET report_date = $3, institution = $4, height = $5, weight = $6, blood_pressure = $7, blood_sugar = $8,
       conclusion = $9, images = $10, remark = $11 WHERE id = $1 AND merchant_id = $2`,
    [input.heainfoId, ctx.merchantId, input.reportDate, input.institution, input.height, input.weight, input.bloodPressure, input.bloodSugar, input.conclusion, input.images, input.remark],
  );
  return null;
}

export async function removeHealthReport(ctx: Ctx, heainfoId: number) {
  await getHealthReport(ctx, heainfoId);
  await ctx.db.query(`DELETE FROM cust_health_reports WHERE id = $1 AND merchant_id = $2`, [heainfoId, ctx.merchantId]);
  return null;
}
