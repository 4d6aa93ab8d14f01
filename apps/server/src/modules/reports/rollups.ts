import type { Ctx } from '../../platform/context';
import { Where } from '../../platform/sql';
import { DIM, FACT, type DimName } from './facts';
import { foldMerchant, hasMarks } from './fold';

/**
 * Reading the rollups (DESIGN §12). A family asks `freshRollups` first: the merchant's pending marks are folded
 * before the read, so a report equals the raw rows at the moment it is read (the job folds in the background too;
 * this waits for a fold under way rather than read behind it). Then `rollupWhere` gives the conditions every family
 * shares: the merchant, the facts, the dimension, the day range, the canteen and organisation filters and the
 * caller's canteen and organisation scope.
 */
export async function freshRollups(ctx: Ctx): Promise<void> {
  if (await hasMarks(ctx.db, ctx.merchantId)) await foldMerchant(ctx.db, ctx.merchantId);
}

export interface RollupFilter {
  startDay: string;
  endDay: string;
  canteenId?: number;
  orgId?: number;
}

/** Conditions on rollup rows `r` of these facts and dimension over the range (by `r.day`, or `r.link_day` for refunds by their order's day). */
export function rollupWhere(ctx: Ctx, facts: readonly number[], dim: DimName, q: RollupFilter, dayColumn: 'day' | 'link_day' = 'day'): Where {
  const w = new Where('r.merchant_id = ?', ctx.merchantId)
    .add('r.fact = ANY(?::smallint[])', [...facts])
    .add('r.dim = ?', DIM[dim])
    .add(`r.${dayColumn} BETWEEN ?::date AND ?::date`, q.startDay, q.endDay);
  if (q.canteenId !== undefined) w.add('r.canteen_id = ?', q.canteenId);
  if (q.orgId !== undefined) w.inOrgSubtree('r.org_id', ctx.merchantId, [q.orgId]);
  return w.scope(ctx, 'canteen', 'r.canteen_id').scope(ctx, 'org', 'r.org_id');
}

/** What a consumption family groups by: a dimension's key, or the canteen, organisation or day of the row. */
export type SaleGroup = DimName | 'canteen' | 'org' | 'day';

/**
 * Consumption over the range grouped by `group`: the orders paid in it (fact sale) and the refunds made in it (fact
 * refund, on the day they happened), as one row per group with the contract's saleMeasures and the group's key `k`.
 * A family joins its names to `k` and orders the rows.
 */
export function saleSumsSql(ctx: Ctx, q: RollupFilter, group: SaleGroup): { sql: string; params: unknown[] } {
  const dim: DimName = group === 'canteen' || group === 'org' || group === 'day' ? 'none' : group;
  const w = rollupWhere(ctx, [FACT.sale, FACT.refund], dim, q);
  const key = group === 'canteen' ? 'r.canteen_id' : group === 'org' ? 'r.org_id' : group === 'day' ? 'r.day' : 'r.key';
  const sale = `r.fact = ${FACT.sale}`;
  const refund = `r.fact = ${FACT.refund}`;
  const s = (col: string, cond: string) => `COALESCE(sum(r.${col}) FILTER (WHERE ${cond}), 0)::float8`;
  return {
    sql: `SELECT ${key} AS k,
            ${s('n', sale)} AS orders, ${s('amount', sale)} AS amount, ${s('cash', sale)} AS cash, ${s('subsidy', sale)} AS subsidy,
            ${s('gift', sale)} AS gift, ${s('discount', sale)} AS discount, ${s('n', refund)} AS refunds, ${s('amount', refund)} AS "refundAmount",
            (${s('amount', sale)} - ${s('amount', refund)}) AS net
          FROM rpt_rollups r WHERE ${w.sql} GROUP BY ${key}`,
    params: w.params,
  };
}

/** The totals row of saleMeasures over the rows `q` of a family built on saleSumsSql. */
export const SALE_SUMS = ['orders', 'amount', 'cash', 'subsidy', 'gift', 'discount', 'refunds', 'refundAmount', 'net']
  .map((c) => `COALESCE(sum(q."${c}"), 0)::float8 AS "${c}"`)
  .join(', ');
