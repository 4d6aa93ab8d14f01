import { randomInt } from 'node:crypto';
import type { CouponPrintRow, Page, UniversalCoupon, UniversalSum, UniversalUse } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { likeContains, orgScopeOf, Where } from '../../platform/sql';
import { businessRule, conflict, fieldError, notFound } from '../../platform/http/errors';
import { merchantTimeZone } from '../settings';
import { getCoupon, pageQuery } from './coupons';

/** Universal coupons: a code anyone may present (not bound to a person), its uses (orders) and their sums. */

const UNIVERSAL_SELECT = `u.id AS "universalId", u.code, u.coupon_id AS "couponId", c.name AS "couponName", c.kind, c.value, c.min_spend AS "minSpend",
  u.total_cap AS "totalCap", u.per_person_cap AS "perPersonCap", u.used, u.valid_from AS "validFrom", u.valid_to AS "validTo", u.state, u.remark,
  u.created_at AS "createdAt"`;
const UNIVERSAL_FROM = `FROM mkt_universal_coupons u JOIN mkt_coupons c ON c.merchant_id = u.merchant_id AND c.id = u.coupon_id`;

/** 'U' and 11 characters without look-alikes (0/O, 1/I). */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = 'U';
  for (let i = 0; i < 11; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

export interface UniversalInput {
  couponId: number;
  code?: string;
  totalCap: number;
  perPersonCap: number;
  validFrom: string;
  validTo: string;
  remark: string;
}

/** A code is unique among the merchant's universal codes and coupon numbers, since both are presented the same way. */
export async function addUniversal(ctx: Ctx, input: UniversalInput): Promise<{ universalId: number; code: string }> {
  const coupon = await getCoupon(ctx, input.couponId);
  if (!coupon.enabled) throw businessRule('couponDisabled');
  if (input.validFrom > input.validTo) throw fieldError('validTo', 'couponValidity');
  const code = (input.code ?? newCode()).toUpperCase();
  const [clash] = await ctx.db.query(
    `SELECT 1 FROM mkt_universal_coupons WHERE merchant_id = $1 AND code = $2 UNION ALL SELECT 1 FROM mkt_coupon_items WHERE merchant_id = $1 AND coupon_no = $2`,
    [ctx.merchantId, code],
  );
  if (clash) throw fieldError('code', 'alreadyExists');
  const tz = await merchantTimeZone(ctx);
  const [row] = await ctx.db.query<{ id: number }>(
    `INSERT INTO mkt_universal_coupons (merchant_id, coupon_id, code, total_cap, per_person_cap, valid_from, valid_to, remark)
     VALUES ($1, $2, $3, $4, $5, ($6::date)::timestamp AT TIME ZONE $9, ($7::date + 1)::timestamp AT TIME ZONE $9, $8) RETURNING id`,
    [ctx.merchantId, coupon.couponId, code, input.totalCap, input.perPersonCap, input.validFrom, input.validTo, input.remark, tz],
  );
  return { universalId: row.id, code };
}

export interface UniversalQuery {
  page: number;
  limit: number;
  code?: string;
  couponId?: number;
  state?: 'active' | 'void';
}

export function universalPage(ctx: Ctx, q: UniversalQuery): Promise<Page<UniversalCoupon>> {
  const w = new Where('u.merchant_id = ?', ctx.merchantId);
  if (q.code) w.add('u.code ILIKE ?', likeContains(q.code));
  if (q.couponId) w.add('u.coupon_id = ?', q.couponId);
  if (q.state) w.add('u.state = ?', q.state);
  return pageQuery<UniversalCoupon>(ctx, UNIVERSAL_SELECT, UNIVERSAL_FROM, w, 'u.id DESC', q);
}

export async function universalPrint(ctx: Ctx, universalIds: number[]): Promise<{ records: CouponPrintRow[]; total: number }> {
  const rows = await ctx.db.query<UniversalCoupon>(`SELECT ${UNIVERSAL_SELECT} ${UNIVERSAL_FROM} WHERE u.merchant_id = $1 AND u.id = ANY($2::int[]) ORDER BY u.id`, [
    ctx.merchantId,
    universalIds,
  ]);
  if (rows.length !== new Set(universalIds).size) throw notFound('universal coupon');
  const records = rows.map((u) => ({
    couponNo: u.code,
    couponName: u.couponName,
    kind: u.kind,
    value: u.value,
    minSpend: u.minSpend,
    validFrom: u.validFrom,
    validTo: u.validTo,
    custName: null,
    state: u.state,
  }));
  return { records, total: records.length };
}

/** Voids a code; its uses (and the refunds that give them back) stay. */
export async function voidUniversal(ctx: Ctx, universalId: number): Promise<null> {
  const [row] = await ctx.db.query<{ state: string }>(`SELECT state FROM mkt_universal_coupons WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [ctx.merchantId, universalId]);
  if (!row) throw notFound('universal coupon');
  if (row.state === 'void') throw conflict('couponUniversalVoid');
  await ctx.db.query(`UPDATE mkt_universal_coupons SET state = 'void' WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, universalId]);
  return null;
}

export interface UseQuery {
  page: number;
  limit: number;
  universalId?: number;
  code?: string;
  custName?: string;
  state?: 'used' | 'returned';
  startTime?: string;
  endTime?: string;
}

export function universalUsePage(ctx: Ctx, q: UseQuery): Promise<Page<UniversalUse>> {
  const w = new Where('x.merchant_id = ?', ctx.merchantId);
  if (q.universalId) w.add('x.universal_id = ?', q.universalId);
  if (q.code) w.add('u.code ILIKE ?', likeContains(q.code));
  if (q.custName) w.add('p.cust_name ILIKE ?', likeContains(q.custName));
  if (q.state) w.add('x.state = ?', q.state);
  if (q.startTime) w.add('x.at >= ?', q.startTime);
  if (q.endTime) w.add('x.at < ?', q.endTime);
  w.scope(ctx, 'org', 'p.org_id');
  return pageQuery<UniversalUse>(
    ctx,
    `x.id AS "useId", x.universal_id AS "universalId", u.code, c.name AS "couponName", x.cust_id AS "custId", p.cust_name AS "custName",
     p.cust_num AS "custNum", x.order_id AS "orderId", x.discount, x.state, x.at, x.returned_at AS "returnedAt"`,
    `FROM mkt_universal_uses x JOIN mkt_universal_coupons u ON u.merchant_id = x.merchant_id AND u.id = x.universal_id
    JOIN mkt_coupons c ON c.merchant_id = u.merchant_id AND c.id = u.coupon_id
    JOIN people_directory p ON p.merchant_id = x.merchant_id AND p.id = x.cust_id`,
    w,
    'x.at DESC, x.id DESC',
    q,
  );
}

export interface SumQuery {
  page: number;
  limit: number;
  couponId?: number;
  startTime?: string;
  endTime?: string;
}

/** Per universal code over the period: uses kept, uses returned by a refund, and the discount of the kept ones. */
export async function universalSumPage(ctx: Ctx, q: SumQuery): Promise<Page<UniversalSum> & { sum: { uses: number; returned: number; discount: number } }> {
  const w = new Where('u.merchant_id = ?', ctx.merchantId);
  if (q.couponId) w.add('u.coupon_id = ?', q.couponId);
  // The uses counted: the lateral join's conditions, numbered in the same statement.
  const uses = ['x.merchant_id = u.merchant_id AND x.universal_id = u.id'];
  if (q.startTime) uses.push(`x.at >= ${w.param(q.startTime)}`);
  if (q.endTime) uses.push(`x.at < ${w.param(q.endTime)}`);
  const scope = orgScopeOf(ctx, w, '(SELECT org_id FROM people_directory p WHERE p.merchant_id = x.merchant_id AND p.id = x.cust_id)');
  if (scope) uses.push(scope);
  const from = `FROM mkt_universal_coupons u JOIN mkt_coupons c ON c.merchant_id = u.merchant_id AND c.id = u.coupon_id
    LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE x.state = 'used')::int AS uses, count(*) FILTER (WHERE x.state = 'returned')::int AS returned,
      coalesce(sum(x.discount) FILTER (WHERE x.state = 'used'), 0)::bigint AS discount FROM mkt_universal_uses x WHERE ${uses.join(' AND ')}) s ON true`;
  const page = await pageQuery<UniversalSum>(ctx, `u.id AS "universalId", u.code, c.name AS "couponName", s.uses, s.returned, s.discount`, from, w, 'u.id DESC', q);
  const [sum] = await ctx.db.query<{ uses: number; returned: number; discount: number }>(
    `SELECT coalesce(sum(s.uses), 0)::int AS uses, coalesce(sum(s.returned), 0)::int AS returned, coalesce(sum(s.discount), 0)::bigint AS discount ${from} WHERE ${w.sql}`,
    w.params,
  );
  return { ...page, sum };
}
