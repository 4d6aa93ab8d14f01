import type { SubsidyRule, SubsidyTimeRule } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { defineResource } from '../../platform/resource';
import { orgScopeClause } from '../../platform/access';
import { assertOrgs, assertPsnTypes } from '../people';
import { merchantTimeZone } from '../settings';
import { localClock, toMinutes } from '../canteens';
import { clearSubsidy, grantSubsidy } from './recharge';
import type { AccountRef } from './lookup';
import { claimBatch, finishBatch, lockForBatch } from './ledger';
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
  const params: unknown[] = [ctx.merchantId, rule.orgIds, rule.psnTypeIds];
  return ctx.db.query<AccountRef>(
    `WITH RECURSIVE under AS (
       SELECT id FROM cust_orgs WHERE merchant_id = $1 AND id = ANY($2::int[])
       UNION SELECT o.id FROM cust_orgs o JOIN under u ON o.parent_id = u.id)
     SELECT a.id AS "accountId", c.id AS "custId", c.org_id AS "orgId", c.state AS "custState"
     FROM customers c JOIN accounts a ON a.cust_id = c.id
     WHERE c.merchant_id = $1 AND c.state = 'normal' AND a.state = 'normal'
       AND (cardinality($2::int[]) = 0 OR c.org_id IN (SELECT id FROM under))
       AND (cardinality($3::int[]) = 0 OR c.psn_type_id = ANY($3::int[]))${orgScopeClause(ctx, 'c.org_id', params)}
     ORDER BY c.id`,
    params,
  );
}

/**
 * Grants a rule to everyone it reaches. `bizNo` names the grant; each person's movement is `<bizNo>-<custId>`
 * (and `<bizNo>-C-<custId>` for the clearing before it). The bizNo is bound to the rule: started again, the grant
 * answers its first reply and moves nothing; under another rule it is refused (40900).
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
    if (rule.clearFirst) await clearSubsidy(ctx, { custId: p.custId, bizNo: `${bizNo}-C-${p.custId}`, batchNo: bizNo, remark: rule.ruleName });
    await grantSubsidy(ctx, { custId: p.custId, amount: rule.amount, bizNo: `${bizNo}-${p.custId}`, batchNo: bizNo, remark: rule.ruleName });
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

/** Grants every enabled time rule whose moment has come in a period not granted yet. Returns the grants made. */
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
    results.push(await grantRule(ctx, t.ruleId, `SUB-${t.timeRuleId}-${period}`));
    await ctx.db.query(`UPDATE sub_time_rules SET last_period = $2, last_run_at = $3 WHERE id = $1`, [t.timeRuleId, period, ctx.now()]);
  }
  return results;
}
