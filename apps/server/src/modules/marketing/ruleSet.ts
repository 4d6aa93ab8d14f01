import type { Ctx } from '../../platform/context';
import { stampOf } from '../settings';
import type { ConsumeRules, EngineQuota, EngineRechargeRule, EngineRule } from './engine';
import { loadPointRules } from './points';

/**
 * The merchant's enabled rules, cached per merchant and day and dropped when the merchant's marketing stamp moves
 * (every rule change bumps it in its own transaction). The stamp arrives with the consumption's settings query, so
 * a payment with a warm cache reads no rule from the database, and the engine adds no round trip per rule. A day has
 * its own entry: a booking judged by its meal day's rules leaves today's entry for the payments at the till.
 */
interface Entry {
  stamp: number;
  consume: ConsumeRules;
  recharge: EngineRechargeRule[];
}
const cache = new Map<string, Entry>();
/** Enough merchant days for one server; the oldest entry goes first when full. */
const MAX_ENTRIES = 5000;

async function load(ctx: Ctx, day: string): Promise<Entry> {
  const stamp = await stampOf(ctx, 'marketing');
  const key = `${ctx.merchantId}|${day}`;
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp) return hit;
  // One after the other: a transaction's connection runs one statement at a time anyway.
  const rules = await ctx.db.query<EngineRule>(
    `SELECT id AS "ruleId", kind, name, canteen_ids AS "canteenIds", stall_ids AS "stallIds", device_ids AS "deviceIds", psn_type_ids AS "psnTypeIds",
       meal_types::int[] AS "mealTypes", allowed, pay_percent AS "payPercent", reduce_amount AS "reduceAmount", single_limit AS "singleLimit",
       daily_limit AS "dailyLimit", meal_count_limit AS "mealCountLimit", daily_count_limit AS "dailyCountLimit", valid_from AS "validFrom",
       valid_to AS "validTo", priority
     FROM mkt_consume_rules WHERE merchant_id = $1 AND enabled AND (valid_from IS NULL OR valid_from <= $2::date) AND (valid_to IS NULL OR valid_to >= $2::date)
     ORDER BY priority DESC, id`,
    [ctx.merchantId, day],
  );
  const quotas = await ctx.db.query<EngineQuota>(
    `SELECT id AS "quotaId", name, cycle, quota, canteen_ids AS "canteenIds", psn_type_ids AS "psnTypeIds", meal_types::int[] AS "mealTypes"
     FROM mkt_time_quotas WHERE merchant_id = $1 AND enabled ORDER BY id`,
    [ctx.merchantId],
  );
  const recharge = await ctx.db.query<EngineRechargeRule>(
    `SELECT id AS "ruleId", name, donate_type AS "donateType", tiers, max_gift AS "maxGift", sum_limit AS "sumLimit", fee_percent AS "feePercent",
       fee_amount AS "feeAmount", psn_type_ids AS "psnTypeIds", pay_types AS "payTypes", valid_from AS "validFrom", valid_to AS "validTo"
     FROM mkt_recharge_rules WHERE merchant_id = $1 AND enabled AND (valid_from IS NULL OR valid_from <= $2::date) AND (valid_to IS NULL OR valid_to >= $2::date)
     ORDER BY id`,
    [ctx.merchantId, day],
  );
  const points = await loadPointRules(ctx, day);
  const entry: Entry = { stamp, consume: { rules, quotas, points }, recharge };
  if (cache.size >= MAX_ENTRIES && !cache.has(key)) cache.delete(cache.keys().next().value as string);
  cache.set(key, entry);
  return entry;
}

/** The consumption rules, time quotas and point rules in force on the merchant's `day`. */
export async function consumeRuleSet(ctx: Ctx, day: string): Promise<ConsumeRules> {
  return (await load(ctx, day)).consume;
}

/** The recharge rules in force on the merchant's `day`. */
export async function rechargeRuleSet(ctx: Ctx, day: string): Promise<EngineRechargeRule[]> {
  return (await load(ctx, day)).recharge;
}

/** Whether the set can change a payment at all: without rules, quotas or points the engine is skipped. */
export const isEmpty = (set: ConsumeRules) => !set.rules.length && !set.quotas.length && !set.points.gain && !set.points.offset;
