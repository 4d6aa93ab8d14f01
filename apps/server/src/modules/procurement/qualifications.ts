import type { Page, Qualification, QualificationState } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { fieldError, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { merchantToday } from '../canteens';
import { qualificationStateSql } from './suppliers';

/**
 * A supplier's qualifications (drpsupplierqualification): licences with their number, validity and scans. Their
 * state (valid, expiring within 30 days, expired) is judged on the merchant's today, in its time zone.
 */

export interface QualificationFilters {
  supplierId?: number;
  name?: string;
  state?: QualificationState;
}

export interface QualificationInput {
  supplierId: number;
  name: string;
  certNo: string;
  issuedOn: string | null;
  expiresOn: string | null;
  images: string[];
  remark: string;
}

export async function qualificationPage(ctx: Ctx, q: QualificationFilters & Paging): Promise<Page<Qualification>> {
  const w = new Where('x.merchant_id = ?', ctx.merchantId);
  const from = `pur_supplier_qualifications x CROSS JOIN (SELECT ${w.param(await merchantToday(ctx))}::date AS today) d`;
  const state = qualificationStateSql('x.expires_on', 'd.today');
  if (q.supplierId !== undefined) w.add('x.supplier_id = ?', q.supplierId);
  if (q.name) w.add('(x.name ILIKE ? OR x.cert_no ILIKE ?)', likeContains(q.name), likeContains(q.name));
  if (q.state) w.add(`${state} = ?`, q.state);
  return pageOf<Qualification>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM ${from} WHERE ${w.sql}`,
    rows: `SELECT x.id AS "qualificationId", x.supplier_id AS "supplierId", s.name AS "supplierName", x.name, x.cert_no AS "certNo",
        x.issued_on AS "issuedOn", x.expires_on AS "expiresOn", x.images, x.remark, ${state} AS state,
        (x.expires_on - d.today) AS "daysLeft", x.created_at AS "createdAt"
      FROM ${from} JOIN pur_suppliers s ON s.merchant_id = x.merchant_id AND s.id = x.supplier_id
      WHERE ${w.sql} ORDER BY x.expires_on NULLS LAST, x.id DESC`,
    params: w.params,
  });
}

async function check(ctx: Ctx, input: QualificationInput) {
  const found = await ctx.db.query(`SELECT 1 FROM pur_suppliers WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, input.supplierId]);
  if (!found.length) throw notFound('supplier');
  if (input.issuedOn && input.expiresOn && input.expiresOn < input.issuedOn) throw fieldError('expiresOn', 'qualificationDates');
}

export async function addQualification(ctx: Ctx, input: QualificationInput) {
  await check(ctx, input);
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO pur_supplier_qualifications (merchant_id, supplier_id, name, cert_no, issued_on, expires_on, images, remark)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [ctx.merchantId, input.supplierId, input.name, input.certNo, input.issuedOn, input.expiresOn, input.images, input.remark],
  );
  return { qualificationId: rows[0].id };
}

export async function editQualification(ctx: Ctx, input: QualificationInput & { qualificationId: number }) {
  const found = await ctx.db.query(`SELECT 1 FROM pur_supplier_qualifications WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [ctx.merchantId, input.qualificationId]);
  if (!found.length) throw notFound('qualification');
  await check(ctx, input);
  await ctx.db.query(
    `UPDATE pur_supplier_qualifications SET supplier_id = $3, name = $4, cert_no = $5, issued_on = $6, expires_on = $7, images = $8, remark = $9
      WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, input.qualificationId, input.supplierId, input.name, input.certNo, input.issuedOn, input.expiresOn, input.images, input.remark],
  );
  return null;
}

export async function removeQualification(ctx: Ctx, qualificationId: number) {
  const rows = await ctx.db.query(`DELETE FROM pur_supplier_qualifications WHERE merchant_id = $1 AND id = $2 RETURNING id`, [ctx.merchantId, qualificationId]);
  if (!rows.length) throw notFound('qualification');
  return null;
}
