import type { CouponConfig, CouponGrantResult, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { likeContains, orgSubtree, Where } from '../../platform/sql';
import { conflict, fieldError, notFound } from '../../platform/http/errors';
import { assertPeople, assertOrgs, assertPsnTypes } from '../people';
import { getCoupon, heldBy, issueItems, pageQuery } from './coupons';

/** Coupon grant plans (mktcouponconfig): which coupon, to whom, how many each; granted once by `grant`. */

export type ConfigInput = Pick<CouponConfig, 'configName' | 'couponId' | 'custIds' | 'orgIds' | 'psnTypeIds' | 'perPerson' | 'grantAt' | 'remark'>;

const CONFIG_SELECT = `g.id AS "configId", g.name AS "configName", g.coupon_id AS "couponId", c.name AS "couponName", g.cust_ids AS "custIds",
  g.org_ids AS "orgIds", g.psn_type_ids AS "psnTypeIds", g.per_person AS "perPerson", g.grant_at AS "grantAt", g.state, g.granted_at AS "grantedAt",
  g.granted_count AS "grantedCount", g.remark, g.created_at AS "createdAt"`;
const CONFIG_FROM = `FROM mkt_coupon_configs g JOIN mkt_coupons c ON c.merchant_id = g.merchant_id AND c.id = g.coupon_id`;

async function checkConfig(ctx: Ctx, input: ConfigInput) {
  if (!input.custIds.length && !input.orgIds.length && !input.psnTypeIds.length) throw fieldError('custIds', 'couponNoTarget');
  await getCoupon(ctx, input.couponId);
  await assertPeople(ctx, input.custIds);
  await assertOrgs(ctx, input.orgIds);
  await assertPsnTypes(ctx, input.psnTypeIds);
}

const uniq = (ids: number[]) => [...new Set(ids)];

export async function addConfig(ctx: Ctx, input: ConfigInput): Promise<{ configId: number }> {
  await checkConfig(ctx, input);
  const [row] = await ctx.db.query<{ id: number }>(
    `INSERT INTO mkt_coupon_configs (merchant_id, coupon_id, name, cust_ids, org_ids, psn_type_ids, per_person, grant_at, remark)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [ctx.merchantId, input.couponId, input.configName, uniq(input.custIds), uniq(input.orgIds), uniq(input.psnTypeIds), input.perPerson, input.grantAt, input.remark],
  );
  return { configId: row.id };
}

export async function getConfig(ctx: Ctx, configId: number, lock = false): Promise<CouponConfig> {
  const [row] = await ctx.db.query<CouponConfig>(`SELECT ${CONFIG_SELECT} ${CONFIG_FROM} WHERE g.merchant_id = $1 AND g.id = $2${lock ? ' FOR UPDATE OF g' : ''}`, [
    ctx.merchantId,
    configId,
  ]);
  if (!row) throw notFound('coupon config');
  return row;
}

async function pendingConfig(ctx: Ctx, configId: number): Promise<CouponConfig> {
  const config = await getConfig(ctx, configId, true);
  if (config.state !== 'pending') throw conflict('couponConfigGranted');
  return config;
}

export async function editConfig(ctx: Ctx, { configId, ...input }: ConfigInput & { configId: number }): Promise<null> {
  await pendingConfig(ctx, configId);
  await checkConfig(ctx, input);
  await ctx.db.query(
    `UPDATE mkt_coupon_configs SET coupon_id = $3, name = $4, cust_ids = $5, org_ids = $6, psn_type_ids = $7, per_person = $8, grant_at = $9, remark = $10
     WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, configId, input.couponId, input.configName, uniq(input.custIds), uniq(input.orgIds), uniq(input.psnTypeIds), input.perPerson, input.grantAt, input.remark],
  );
  return null;
}

export async function removeConfig(ctx: Ctx, configId: number): Promise<null> {
  await pendingConfig(ctx, configId);
  await ctx.db.query(`DELETE FROM mkt_coupon_configs WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, configId]);
  return null;
}

export interface ConfigQuery {
  page: number;
  limit: number;
  configName?: string;
  couponId?: number;
  state?: 'pending' | 'granted';
}

export function configPage(ctx: Ctx, q: ConfigQuery): Promise<Page<CouponConfig>> {
  const w = new Where('g.merchant_id = ?', ctx.merchantId);
  if (q.configName) w.add('g.name ILIKE ?', likeContains(q.configName));
  if (q.couponId) w.add('g.coupon_id = ?', q.couponId);
  if (q.state) w.add('g.state = ?', q.state);
  return pageQuery<CouponConfig>(ctx, CONFIG_SELECT, CONFIG_FROM, w, 'g.id DESC', q);
}

/**
 * The normal people a plan names (and the caller reaches): its people, and those of its organisations (and below)
 * and person types — both when both are given, as a subsidy rule reads them.
 */
async function peopleOf(ctx: Ctx, config: CouponConfig): Promise<number[]> {
  const w = new Where(`c.merchant_id = ? AND c.state = 'normal'`, ctx.merchantId);
  const $ = w.named({ merchant: ctx.merchantId, people: config.custIds, orgs: config.orgIds, types: config.psnTypeIds });
  w.add(`c.id = ANY(${$.people}::int[])
         OR ((cardinality(${$.orgs}::int[]) > 0 OR cardinality(${$.types}::int[]) > 0)
           AND (cardinality(${$.orgs}::int[]) = 0 OR c.org_id IN ${orgSubtree($.merchant, $.orgs)})
           AND (cardinality(${$.types}::int[]) = 0 OR c.psn_type_id = ANY(${$.types}::int[])))`).scope(ctx, 'org', 'c.org_id');
  const rows = await ctx.db.query<{ id: number }>(`SELECT c.id FROM people_directory c WHERE ${w.sql} ORDER BY c.id`, w.params);
  return rows.map((r) => r.id);
}

/**
 * Grants a plan now, once: each person gets `perPerson` coupons, fewer when the coupon's per-person cap leaves
 * fewer (the rest is `skipped`). Refused whole (42200, nothing issued) when the coupon's total cap cannot hold them.
 */
export async function grantConfig(ctx: Ctx, configId: number): Promise<CouponGrantResult> {
  const config = await pendingConfig(ctx, configId);
  const coupon = await getCoupon(ctx, config.couponId, true);
  const people = await peopleOf(ctx, config);
  const held = coupon.perPersonCap ? await heldBy(ctx, coupon.couponId, people) : new Map<number, number>();
  const holders: number[] = [];
  let skipped = 0;
  for (const custId of people) {
    const room = coupon.perPersonCap ? Math.max(0, coupon.perPersonCap - (held.get(custId) ?? 0)) : config.perPerson;
    const n = Math.min(room, config.perPerson);
    skipped += config.perPerson - n;
    for (let i = 0; i < n; i++) holders.push(custId);
  }
  const issued = await issueItems(ctx, coupon, { holders, configId, batchNo: `G${configId}`, event: 'grant' });
  await ctx.db.query(`UPDATE mkt_coupon_configs SET state = 'granted', granted_at = $3, granted_count = $4 WHERE merchant_id = $1 AND id = $2`, [
    ctx.merchantId,
    configId,
    ctx.now(),
    issued,
  ]);
  return { configId, people: people.length, issued, skipped };
}
