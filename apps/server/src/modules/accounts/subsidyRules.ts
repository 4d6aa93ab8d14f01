import type { SubsidyRule, SubsidyTimeRule } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { defineResource } from '../../platform/resource';
import { orgSubtree, Where } from '../../platform/sql';
import { assertOrgs, assertPsnTypes } from '../people';
import { merchantTimeZone } from '../settings';
import { localClock, toMinutes } from '../canteens';
import { clearSubsidy, grantSubsidy } from './recharge';
import type { AccountRef } from './lookup';
import { batchMemberBizNo, claimBatch, finishBatch, internalBizNo, lockForBatch } from './ledger';
import { isRetryable } from '../../platform/db/retry';
import type { BatchResult } from './batches';

/** Subsidy rules (accSubRule): an amount for people of some organisations and person types. */
export const subsidyRules = defineResource<SubsidyRule>({
  table: 'sub_rules',
  idField: 'ruleId',
  fields: { ruleName: 'name', amount: 'amount', orgIds: 'org_ids', psnTypeIds: 'psn_type_ids', clearFirst: 'clear_first', enabled: 'enabled', remark: 'remark' },
  orderBy: 'r.id',
  unique: [['ruleName']],
  what: 'subsidy rule',
});

type RuleInput = Omit<SubsidyRule, 'ruleId'>;

/** A rule names organisations the caller reaches and person types of the merchant (else 40400). */
async function checkTargets(ctx: Ctx, input: RuleInput) {
  await assertOrgs(ctx, input.orgIds);
  await assertPsnTypes(ctx, input.psnTypeIds);
}

export async function addRule(ctx: Ctx, input: RuleInput) {
  await checkTargets(ctx, input);
  return { ruleId: await subsidyRules.create(ctx, input) };
}

export async function editRule(ctx: Ctx, { ruleId, ...input }: SubsidyRule) {
  await subsidyRules.get(ctx, ruleId);
  await checkTargets(ctx, input);
  await subsidyRules.update(ctx, ruleId, input);
  return null;
}

/** When a rule grants by itself (/api/v2.1/sub/time/*). */
export const subsidyTimeRules = defineResource<SubsidyTimeRule>({
  table: 'sub_time_rules',
  idField: 'timeRuleId',
  fields: { ruleId: 'rule_id', cycle: 'cycle', day: 'day', atTime: 'at_time', enabled: 'enabled', lastPeriod: 'last_period', lastRunAt: 'last_run_at' },
  readOnly: ['lastPeriod', 'lastRunAt'],
  computed: { ruleName: '(SELECT name FROM sub_rules s WHERE s.id = r.rule_id)' },
  filters: { ruleId: { column: 'rule_id', op: 'eq' } },
  orderBy: 'r.id',
  what: 'subsidy time rule',
});

/** The normal people a rule reaches (and the caller may see). */
export async function peopleOfRule(ctx: Ctx, rule: SubsidyRule): Promise<AccountRef[]> {
  const w = new Where(`c.merchant_id = ? AND c.state = 'normal' AND a.state = 'normal'`, ctx.merchantId);
  const $ = w.named({ merchant: ctx.merchantId, orgs: rule.orgIds, types: rule.psnTypeIds });
  w.add(`cardinality(${$.orgs}::int[]) = 0 OR c.org_id IN ${orgSubtree($.merchant, $.orgs)}`)
    .add(`cardinality(${$.types}::int[]) = 0 OR c.psn_type_id = ANY(${$.types}::int[])`)
    .scope(ctx, 'org', 'c.org_id');
  return ctx.db.query<AccountRef>(
    `SELECT a.id AS "accountId", c.id AS "custId", c.org_id AS "orgId", c.state AS "custState"
     FROM people_directory c JOIN accounts a ON a.cust_id = c.id
     WHERE ${w.sql}
     ORDER BY c.id`,
    w.params,
  );
}

/**
 * Grants a rule to everyone it reaches. `bizNo` names the grant; each person's movement has an internal bizNo made
 * from it and the person (`batchMemberBizNo`; with `C` for the clearing before it). The bizNo is bound to the rule:
 * started again, the grant answers its first reply and moves nothing; under another rule it is refused (40900).
 */
export async function grantRule(ctx: Ctx, ruleId: number, bizNo: string): Promise<BatchResult> {
  const claim = await claimBatch<BatchResult>(ctx, bizNo, { kind: 'subsidyRule', ruleId });
  if (!claim.first) return claim.result;
  const rule = await subsidyRules.get(ctx, ruleId);
  const people = await peopleOfRule(ctx, rule);
  await lockForBatch(
    ctx,
    people.map((p) => p.accountId),
    [{ kind: 'subsidy' }],
  );
  let amount = 0;
  for (const p of people) {
    if (rule.clearFirst) await clearSubsidy(ctx, { custId: p.custId, bizNo: batchMemberBizNo(bizNo, 'C', p.custId), batchNo: bizNo, remark: rule.ruleName });
    await grantSubsidy(ctx, { custId: p.custId, amount: rule.amount, bizNo: batchMemberBizNo(bizNo, p.custId), batchNo: bizNo, remark: rule.ruleName });
    amount += rule.amount;
  }
  return finishBatch(ctx, bizNo, { batchNo: bizNo, count: people.length, amount });
}

/** The period a time rule is in at this local day, and whether its grant moment in that period has come. */
export function periodOf(t: Pick<SubsidyTimeRule, 'cycle' | 'day' | 'atTime'>, local: { day: string; weekday: number; minute: number }): { period: string; due: boolean } {
  const at = toMinutes(t.atTime);
  if (t.cycle === 'day') return { period: local.day, due: local.minute >= at };
  if (t.cycle === 'week') {
    const monday = new Date(`${local.day}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - (local.weekday - 1));
    return { period: `W${monday.toISOString().slice(0, 10)}`, due: local.weekday > t.day || (local.weekday === t.day && local.minute >= at) };
  }
  const dayOfMonth = Number(local.day.slice(8, 10));
  return { period: local.day.slice(0, 7), due: dayOfMonth > t.day || (dayOfMonth === t.day && local.minute >= at) };
}

/**
 * Grants every enabled time rule whose moment has come in a period not granted yet, each under the internal bizNo of
 * its time rule and period (out of every caller's reach), each in a savepoint of its own: a grant that fails is
 * logged, left for the next tick, and stops none of the others. A deadlock or serialization failure still ends the
 * run, which the scheduler runs again whole. Returns the grants made.
 */
export async function runDueTimeRules(ctx: Ctx): Promise<BatchResult[]> {
  const local = localClock(ctx.now(), await merchantTimeZone(ctx));
  const due = await ctx.db.query<SubsidyTimeRule>(
    `SELECT t.id AS "timeRuleId", t.rule_id AS "ruleId", t.cycle, t.day, t.at_time AS "atTime", t.last_period AS "lastPeriod"
     FROM sub_time_rules t JOIN sub_rules r ON r.id = t.rule_id WHERE t.merchant_id = $1 AND t.enabled AND r.enabled`,
    [ctx.merchantId],
  );
  const results: BatchResult[] = [];
  for (const t of due) {
    const { period, due: isDue } = periodOf(t, local);
    if (!isDue || t.lastPeriod === period) continue;
    await ctx.db.query('SAVEPOINT time_rule');
    try {
      const granted = await grantRule(ctx, t.ruleId, internalBizNo('SUB', t.timeRuleId, period));
      await ctx.db.query(`UPDATE sub_time_rules SET last_period = $2, last_run_at = $3 WHERE id = $1`, [t.timeRuleId, period, ctx.now()]);
      await ctx.db.query('RELEASE SAVEPOINT time_rule');
      results.push(granted);
    } catch (err) {
      await ctx.db.query('ROLLBACK TO SAVEPOINT time_rule');
      if (isRetryable(err)) throw err;
      ctx.log.error({ err, merchantId: ctx.merchantId, timeRuleId: t.timeRuleId, ruleId: t.ruleId, period }, 'subsidy time rule failed');
    }
  }
  return results;
}
