import type { AppliedRule } from '@canteen/contract';
import type { Ctx } from '../../platform/context';

/** What each recharge rule already gave the person (revoked recharges' gifts no longer count). */
export async function giftsByRule(ctx: Ctx, custId: number): Promise<Map<number, number>> {
  const rows = await ctx.db.query<{ ruleId: number; gift: number }>(
    `SELECT rule_id AS "ruleId", SUM(gift)::float8 AS gift FROM mkt_recharge_gifts WHERE merchant_id = $1 AND cust_id = $2 AND NOT revoked GROUP BY rule_id`,
    [ctx.merchantId, custId],
  );
  return new Map(rows.map((r) => [r.ruleId, r.gift]));
}

/** Records the gifts of a recharge by rule, in the recharge's transaction. */
export async function recordRechargeGifts(ctx: Ctx, custId: number, txnId: number, applied: AppliedRule[], at: Date): Promise<void> {
  const gifts = applied.filter((a) => a.kind !== 'fee' && a.amount > 0);
  if (!gifts.length) return;
  await ctx.db.query(
    `INSERT INTO mkt_recharge_gifts (merchant_id, rule_id, cust_id, txn_id, gift, at) SELECT $1, r, $2, $3, g, $4 FROM unnest($5::int[], $6::bigint[]) AS x(r, g)`,
    [ctx.merchantId, custId, txnId, at, gifts.map((g) => g.id), gifts.map((g) => g.amount)],
  );
}

/** A revoked recharge's gifts stop counting against the rules' sum limits. */
export async function revokeRechargeGifts(ctx: Ctx, txnId: number): Promise<void> {
  await ctx.db.query(`UPDATE mkt_recharge_gifts SET revoked = true WHERE merchant_id = $1 AND txn_id = $2`, [ctx.merchantId, txnId]);
}
