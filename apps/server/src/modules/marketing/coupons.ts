import { randomInt } from 'node:crypto';
import type { Coupon, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, orgScopeOf, pageOf, Where, type Paging } from '../../platform/sql';
import { canteens } from '../canteens';
import { merchantTimeZone } from '../settings';

/** Coupons (templates): what an issued coupon is worth, where and when it may be used, and how many may exist. */

export type CouponInput = Omit<Coupon, 'couponId' | 'issued' | 'used' | 'createdAt'>;

const COUPON_SELECT = `c.id AS "couponId", c.name AS "couponName", c.kind, c.value, c.min_spend AS "minSpend", c.valid_type AS "validType",
  c.valid_days AS "validDays", c.valid_from AS "validFrom", c.valid_to AS "validTo", c.canteen_ids AS "canteenIds", c.meal_types AS "mealTypes",
  c.total_cap AS "totalCap", c.per_person_cap AS "perPersonCap", c.enabled, c.remark, c.issued,
  (SELECT count(*)::int FROM mkt_coupon_items i WHERE i.merchant_id = c.merchant_id AND i.coupon_id = c.id AND i.state = 'used')
    + (SELECT count(*)::int FROM mkt_universal_uses u JOIN mkt_universal_coupons g ON g.id = u.universal_id
        WHERE u.merchant_id = c.merchant_id AND g.coupon_id = c.id AND u.state = 'used') AS used,
  c.created_at AS "createdAt"`;

export const operatorName = (ctx: Ctx) => ctx.actor?.username ?? (ctx.device ? `device ${ctx.device.serialNumber}` : '');

/** The page part of a list query: total and one page of rows, from the same FROM and WHERE. */
export function pageQuery<R>(ctx: Ctx, select: string, from: string, w: Where, orderBy: string, q: Paging): Promise<Page<R>> {
  return pageOf<R>(ctx.db, q, { count: `SELECT count(*)::int AS n ${from} WHERE ${w.sql}`, rows: `SELECT ${select} ${from} WHERE ${w.sql} ORDER BY ${orderBy}`, params: w.params });
}

/**
 * The holder's organisation (`org`) within the caller's organisation scope; a row without a holder (`holder` null:
 * a paper coupon, a log line of one) is seen by everyone who sees the coupon.
 */
export function holderInScope(ctx: Ctx, w: Where, holder: string, org: string): Where {
  const scope = orgScopeOf(ctx, w, org);
  return scope === null ? w : w.add(`${holder} IS NULL OR ${scope}`);
}

/** The pairs the schema cannot check alone: the discount percent, the validity, the canteens. */
async function checkCoupon(ctx: Ctx, input: CouponInput) {
  if (input.kind === 'discount' && input.value > 99) throw fieldError('value', 'couponDiscountPercent');
  if (input.validType === 'days' && !input.validDays) throw fieldError('validDays', 'couponValidity');
  if (input.validType === 'range' && (!input.validFrom || !input.validTo || input.validFrom > input.validTo)) throw fieldError('validTo', 'couponValidity');
  if (input.canteenIds.length) {
    const known = new Set((await canteens.list(ctx)).map((c) => c.canteenId));
    if (input.canteenIds.some((id) => !known.has(id))) throw notFound('canteen');
  }
}

function columnsOf(input: CouponInput): unknown[] {
  const days = input.validType === 'days';
  return [
    input.couponName,
    input.kind,
    input.value,
    input.minSpend,
    input.validType,
    days ? input.validDays : null,
    days ? null : input.validFrom,
    days ? null : input.validTo,
    [...new Set(input.canteenIds)],
    [...new Set(input.mealTypes)],
    input.totalCap,
    input.perPersonCap,
    input.enabled,
    input.remark,
  ];
}

const nameTaken = (e: unknown) => {
  if (isUniqueViolation(e)) return fieldError('couponName', 'alreadyExists');
  return e;
};

export async function addCoupon(ctx: Ctx, input: CouponInput): Promise<{ couponId: number }> {
  await checkCoupon(ctx, input);
  try {
    const [row] = await ctx.db.query<{ id: number }>(
      `INSERT INTO mkt_coupons (merchant_id, name, kind, value, min_spend, valid_type, valid_days, valid_from, valid_to, canteen_ids, meal_types,
         total_cap, per_person_cap, enabled, remark)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [ctx.merchantId, ...columnsOf(input)],
    );
    return { couponId: row.id };
  } catch (e) {
    throw nameTaken(e);
  }
}

export async function getCoupon(ctx: Ctx, couponId: number, lock = false): Promise<Coupon> {
  const [row] = await ctx.db.query<Coupon>(`SELECT ${COUPON_SELECT} FROM mkt_coupons c WHERE c.merchant_id = $1 AND c.id = $2${lock ? ' FOR UPDATE' : ''}`, [
    ctx.merchantId,
    couponId,
  ]);
  if (!row) throw notFound('coupon');
  return row;
}

/** A total cap below what was already issued is refused; issued coupons keep their validity. */
export async function updateCoupon(ctx: Ctx, { couponId, ...input }: CouponInput & { couponId: number }): Promise<null> {
  const current = await getCoupon(ctx, couponId, true);
  await checkCoupon(ctx, input);
  if (input.totalCap && input.totalCap < current.issued) throw businessRule('couponTotalCap', { cap: input.totalCap });
  try {
    await ctx.db.query(
      `UPDATE mkt_coupons SET name = $3, kind = $4, value = $5, min_spend = $6, valid_type = $7, valid_days = $8, valid_from = $9, valid_to = $10,
         canteen_ids = $11, meal_types = $12, total_cap = $13, per_person_cap = $14, enabled = $15, remark = $16
       WHERE merchant_id = $1 AND id = $2`,
      [ctx.merchantId, couponId, ...columnsOf(input)],
    );
  } catch (e) {
    throw nameTaken(e);
  }
  return null;
}

/** Only a coupon nothing refers to (no item, plan, universal code or log) goes. */
export async function deleteCoupon(ctx: Ctx, couponId: number): Promise<null> {
  await getCoupon(ctx, couponId, true);
  const [used] = await ctx.db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM mkt_coupon_items WHERE merchant_id = $1 AND coupon_id = $2)
       + (SELECT count(*) FROM mkt_coupon_configs WHERE merchant_id = $1 AND coupon_id = $2)
       + (SELECT count(*) FROM mkt_universal_coupons WHERE merchant_id = $1 AND coupon_id = $2)
       + (SELECT count(*) FROM mkt_coupon_logs WHERE merchant_id = $1 AND coupon_id = $2) AS n`,
    [ctx.merchantId, couponId],
  );
  if (Number(used.n) > 0) throw businessRule('couponIssued');
  await ctx.db.query(`DELETE FROM mkt_coupons WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, couponId]);
  return null;
}

export interface CouponListQuery {
  page: number;
  limit: number;
  couponName?: string;
  kind?: 'cash' | 'discount';
  enabled?: boolean;
}

export function listCoupons(ctx: Ctx, q: CouponListQuery): Promise<Page<Coupon>> {
  const w = new Where('c.merchant_id = ?', ctx.merchantId);
  if (q.couponName) w.add('c.name ILIKE ?', likeContains(q.couponName));
  if (q.kind) w.add('c.kind = ?', q.kind);
  if (q.enabled !== undefined) w.add('c.enabled = ?', q.enabled);
  return pageQuery<Coupon>(ctx, COUPON_SELECT, 'FROM mkt_coupons c', w, 'c.id DESC', q);
}

// ---- issuing -------------------------------------------------------------------------------------------------

/** A coupon number: 'C' and 15 random digits, so that a paper coupon's number cannot be guessed from another's. */
export function newCouponNo(): string {
  let digits = '';
  for (let i = 0; i < 15; i++) digits += String(randomInt(10));
  return `C${digits}`;
}

export interface IssueRequest {
  /** One entry per coupon to issue: its holder, or null for a paper coupon. */
  holders: (number | null)[];
  configId: number | null;
  batchNo: string;
  event: 'grant' | 'issue';
}

/**
 * Issues coupon items of a locked coupon: takes the total cap with one guarded UPDATE (the coupon row is locked
 * by the caller, so the per-person counts it read stay true), then writes the items and their log rows in one
 * statement. Validity: `days` from now, or the coupon's range as whole days in the merchant's time zone.
 */
export async function issueItems(ctx: Ctx, coupon: Coupon, req: IssueRequest): Promise<number> {
  const n = req.holders.length;
  if (!n) return 0;
  if (!coupon.enabled) throw businessRule('couponDisabled');
  const at = ctx.now();
  const tz = await merchantTimeZone(ctx);
  const [window] = await ctx.db.query<{ from: string; to: string }>(
    coupon.validType === 'days'
      ? `SELECT $1::timestamptz AS "from", $1::timestamptz + make_interval(days => $2::int) AS "to"`
      : `SELECT greatest($1::timestamptz, ($2::date)::timestamp AT TIME ZONE $4) AS "from", ($3::date + 1)::timestamp AT TIME ZONE $4 AS "to"`,
    coupon.validType === 'days' ? [at, coupon.validDays] : [at, coupon.validFrom, coupon.validTo, tz],
  );
  if (new Date(window.to) <= at) throw businessRule('couponEnded');
  const taken = await ctx.db.query(
    `UPDATE mkt_coupons SET issued = issued + $3 WHERE merchant_id = $1 AND id = $2 AND (total_cap = 0 OR issued + $3 <= total_cap) RETURNING id`,
    [ctx.merchantId, coupon.couponId, n],
  );
  if (!taken.length) throw businessRule('couponTotalCap', { cap: coupon.totalCap });
  const numbers = req.holders.map(() => newCouponNo());
  await ctx.db.query(
    `WITH items AS (
       INSERT INTO mkt_coupon_items (merchant_id, coupon_id, config_id, coupon_no, cust_id, batch_no, valid_from, valid_to, created_at)
       SELECT $1, $2, $3, h.no, h.cust_id, $6, $7, $8, $9 FROM unnest($4::text[], $5::int[]) AS h(no, cust_id)
       RETURNING id, coupon_no, cust_id)
     INSERT INTO mkt_coupon_logs (merchant_id, coupon_id, event, item_id, coupon_no, cust_id, remark, operator_name, at)
     SELECT $1, $2, $10, id, coupon_no, cust_id, $6, $11, $9 FROM items`,
    [ctx.merchantId, coupon.couponId, req.configId, numbers, req.holders, req.batchNo, window.from, window.to, at, req.event, operatorName(ctx)],
  );
  return n;
}

/** Coupons of this coupon each person holds (void ones do not count against the per-person cap). */
export async function heldBy(ctx: Ctx, couponId: number, custIds: number[]): Promise<Map<number, number>> {
  const rows = await ctx.db.query<{ custId: number; n: number }>(
    `SELECT cust_id AS "custId", count(*)::int AS n FROM mkt_coupon_items
     WHERE merchant_id = $1 AND coupon_id = $2 AND cust_id = ANY($3::int[]) AND state <> 'void' GROUP BY cust_id`,
    [ctx.merchantId, couponId, custIds],
  );
  return new Map(rows.map((r) => [r.custId, r.n]));
}
