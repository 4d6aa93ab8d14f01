import { COUPON_PRINT_CAP, type CouponItem, type CouponItemState, type CouponLog, type CouponLogEvent, type CouponPrintRow, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { likeContains, Where } from '../../platform/sql';
import { businessRule, conflict, notFound } from '../../platform/http/errors';
import { assertPeople } from '../people';
import { merchantTimeZone } from '../settings';
import { getCoupon, heldBy, holderInScope, issueItems, operatorName, pageQuery } from './coupons';

/** Issued coupons (coupon/item): batch issue, lists (claim records), print, void/restore, delete; and the log. */

/** The state as read: an unused coupon past its validity is expired. */
const STATE = `CASE WHEN i.state = 'unused' AND i.valid_to <= clock.at THEN 'expired' ELSE i.state END`;

/** `at` is the placeholder of the moment expiry is read at. */
const itemFrom = (at: string) => `FROM mkt_coupon_items i
  JOIN mkt_coupons c ON c.merchant_id = i.merchant_id AND c.id = i.coupon_id
  LEFT JOIN people_directory p ON p.merchant_id = i.merchant_id AND p.id = i.cust_id
  LEFT JOIN cust_orgs o ON o.id = p.org_id
  CROSS JOIN (SELECT ${at}::timestamptz AS at) clock`;
const ITEM_SELECT = `i.id AS "itemId", i.coupon_no AS "couponNo", i.coupon_id AS "couponId", c.name AS "couponName", c.kind, c.value,
  c.min_spend AS "minSpend", i.cust_id AS "custId", p.cust_name AS "custName", p.cust_num AS "custNum", o.name AS "orgName", i.config_id AS "configId",
  i.batch_no AS "batchNo", ${STATE} AS state, i.valid_from AS "validFrom", i.valid_to AS "validTo", i.order_id AS "orderId", i.discount,
  i.used_at AS "usedAt", i.created_at AS "createdAt"`;

export interface ItemFilters {
  couponId?: number;
  configId?: number;
  couponNo?: string;
  custName?: string;
  custNum?: string;
  batchNo?: string;
  state?: CouponItemState;
  startTime?: string;
  endTime?: string;
  itemIds?: number[];
}

/** The item lists: holders outside the caller's organisations are invisible. */
export function itemPage(ctx: Ctx, q: ItemFilters & { page: number; limit: number }): Promise<Page<CouponItem>> {
  const w = new Where('i.merchant_id = ?', ctx.merchantId);
  const from = itemFrom(w.param(ctx.now()));
  if (q.couponId) w.add('i.coupon_id = ?', q.couponId);
  if (q.configId) w.add('i.config_id = ?', q.configId);
  if (q.couponNo) w.add('i.coupon_no ILIKE ?', likeContains(q.couponNo));
  if (q.custName) w.add('p.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('p.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.batchNo) w.add('i.batch_no ILIKE ?', likeContains(q.batchNo));
  if (q.state) w.add(`${STATE} = ?`, q.state);
  if (q.startTime) w.add('i.created_at >= ?', q.startTime);
  if (q.endTime) w.add('i.created_at < ?', q.endTime);
  if (q.itemIds?.length) w.add('i.id = ANY(?::int[])', q.itemIds);
  holderInScope(ctx, w, 'i.cust_id', 'p.org_id');
  return pageQuery<CouponItem>(ctx, ITEM_SELECT, from, w, 'i.id DESC', q);
}

/** What the print dialog prints: the chosen items, or those the filters find, at most COUPON_PRINT_CAP. */
export async function itemPrint(ctx: Ctx, q: ItemFilters): Promise<{ records: CouponPrintRow[]; total: number }> {
  const page = await itemPage(ctx, { ...q, page: 1, limit: COUPON_PRINT_CAP });
  return { records: page.records.map(printRow), total: page.total };
}

const printRow = (i: CouponItem): CouponPrintRow => ({
  couponNo: i.couponNo,
  couponName: i.couponName,
  kind: i.kind,
  value: i.value,
  minSpend: i.minSpend,
  validFrom: i.validFrom,
  validTo: i.validTo,
  custName: i.custName,
  state: i.state,
});

/** N coupons of a coupon: paper ones without a holder, or one person's (within the per-person cap). */
export async function batchAddItems(ctx: Ctx, input: { couponId: number; count: number; custId?: number; batchNo?: string }): Promise<{ batchNo: string; count: number }> {
  const coupon = await getCoupon(ctx, input.couponId, true);
  if (input.custId) {
    await assertPeople(ctx, [input.custId]);
    if (coupon.perPersonCap) {
      const held = (await heldBy(ctx, coupon.couponId, [input.custId])).get(input.custId) ?? 0;
      if (held + input.count > coupon.perPersonCap) throw businessRule('couponPerPersonCap', { cap: coupon.perPersonCap });
    }
  }
  const batchNo = input.batchNo || `B${ctx.now().getTime().toString(36).toUpperCase()}`;
  const holders = Array.from({ length: input.count }, () => input.custId ?? null);
  await issueItems(ctx, coupon, { holders, configId: null, batchNo, event: 'issue' });
  return { batchNo, count: input.count };
}

interface ItemRow {
  id: number;
  couponId: number;
  couponNo: string;
  custId: number | null;
  state: 'unused' | 'used' | 'void';
}

/** The item, locked, if the caller sees it (its holder within the caller's organisations). */
async function lockItems(ctx: Ctx, itemIds: number[]): Promise<ItemRow[]> {
  const w = new Where('i.merchant_id = ? AND i.id = ANY(?::int[])', ctx.merchantId, itemIds);
  holderInScope(ctx, w, 'i.cust_id', '(SELECT org_id FROM people_directory p WHERE p.merchant_id = i.merchant_id AND p.id = i.cust_id)');
  const rows = await ctx.db.query<ItemRow>(
    `SELECT i.id, i.coupon_id AS "couponId", i.coupon_no AS "couponNo", i.cust_id AS "custId", i.state FROM mkt_coupon_items i
     WHERE ${w.sql} ORDER BY i.id FOR UPDATE`,
    w.params,
  );
  if (rows.length !== new Set(itemIds).size) throw notFound('coupon');
  return rows;
}

async function logItem(ctx: Ctx, item: ItemRow, event: CouponLogEvent, remark = '') {
  await ctx.db.query(
    `INSERT INTO mkt_coupon_logs (merchant_id, coupon_id, event, item_id, coupon_no, cust_id, remark, operator_name, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [ctx.merchantId, item.couponId, event, item.id, item.couponNo, item.custId, remark, operatorName(ctx), ctx.now()],
  );
}

/** Void an unused coupon, restore a void one, or move the last valid day (whole days, merchant time zone). A used one stays as it is. */
export async function updateItem(ctx: Ctx, input: { itemId: number; state?: 'unused' | 'void'; validTo?: string }): Promise<null> {
  const [item] = await lockItems(ctx, [input.itemId]);
  if (item.state === 'used') throw conflict('couponItemUsed');
  if (input.validTo) {
    const tz = await merchantTimeZone(ctx);
    await ctx.db.query(
      `UPDATE mkt_coupon_items SET valid_to = ($3::date + 1)::timestamp AT TIME ZONE $4 WHERE merchant_id = $1 AND id = $2`,
      [ctx.merchantId, item.id, input.validTo, tz],
    );
  }
  if (input.state && input.state !== item.state) {
    await ctx.db.query(`UPDATE mkt_coupon_items SET state = $3 WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, item.id, input.state]);
    await logItem(ctx, item, input.state === 'void' ? 'void' : 'restore');
  }
  return null;
}

/** Deletes coupons never used; each gives its place back under the total cap. */
export async function deleteItems(ctx: Ctx, itemIds: number[]): Promise<{ deleted: number }> {
  const items = await lockItems(ctx, itemIds);
  if (items.some((i) => i.state === 'used')) throw conflict('couponItemUsed');
  for (const item of items) await logItem(ctx, item, 'delete');
  await ctx.db.query(
    `WITH gone AS (DELETE FROM mkt_coupon_items WHERE merchant_id = $1 AND id = ANY($2::int[]) RETURNING coupon_id)
     UPDATE mkt_coupons c SET issued = c.issued - g.n FROM (SELECT coupon_id, count(*)::int AS n FROM gone GROUP BY coupon_id) g
     WHERE c.merchant_id = $1 AND c.id = g.coupon_id`,
    [ctx.merchantId, items.map((i) => i.id)],
  );
  return { deleted: items.length };
}

// ---- log -------------------------------------------------------------------------------------------------------

export interface LogQuery {
  page: number;
  limit: number;
  couponId?: number;
  event?: CouponLogEvent;
  couponNo?: string;
  custName?: string;
  startTime?: string;
  endTime?: string;
}

export function logPage(ctx: Ctx, q: LogQuery): Promise<Page<CouponLog>> {
  const w = new Where('l.merchant_id = ?', ctx.merchantId);
  if (q.couponId) w.add('l.coupon_id = ?', q.couponId);
  if (q.event) w.add('l.event = ?', q.event);
  if (q.couponNo) w.add('l.coupon_no ILIKE ?', likeContains(q.couponNo));
  if (q.custName) w.add('p.cust_name ILIKE ?', likeContains(q.custName));
  if (q.startTime) w.add('l.at >= ?', q.startTime);
  if (q.endTime) w.add('l.at < ?', q.endTime);
  holderInScope(ctx, w, 'l.cust_id', 'p.org_id');
  return pageQuery<CouponLog>(
    ctx,
    `l.id AS "logId", l.event, l.coupon_id AS "couponId", c.name AS "couponName", l.coupon_no AS "couponNo", l.cust_id AS "custId",
     p.cust_name AS "custName", p.cust_num AS "custNum", l.order_id AS "orderId", l.discount, l.remark, l.operator_name AS "operatorName", l.at`,
    `FROM mkt_coupon_logs l JOIN mkt_coupons c ON c.merchant_id = l.merchant_id AND c.id = l.coupon_id
    LEFT JOIN people_directory p ON p.merchant_id = l.merchant_id AND p.id = l.cust_id`,
    w,
    'l.at DESC, l.id DESC',
    q,
  );
}
