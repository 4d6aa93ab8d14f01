import type { ConsumeRule, MealCancelRule, RechargeAmount, RechargeRule, TimeQuota } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';
import { bumpStamp } from '../settings';
import type { EngineMealCancelRule } from './engine';

/**
 * The marketing rules as reference data. Every change bumps the merchant's marketing stamp in the same transaction,
 * so that the rule set a payment uses (ruleSet.ts) is never older than the last committed change.
 */
const changed = (ctx: Ctx) => bumpStamp(ctx, 'marketing');

const consumeRuleResource = defineResource<ConsumeRule>({
  table: 'mkt_consume_rules',
  idField: 'ruleId',
  fields: {
    kind: 'kind',
    name: 'name',
    canteenIds: 'canteen_ids',
    stallIds: 'stall_ids',
    deviceIds: 'device_ids',
    psnTypeIds: 'psn_type_ids',
    mealTypes: 'meal_types',
    allowed: 'allowed',
    payPercent: 'pay_percent',
    reduceAmount: 'reduce_amount',
    singleLimit: 'single_limit',
    dailyLimit: 'daily_limit',
    mealCountLimit: 'meal_count_limit',
    dailyCountLimit: 'daily_count_limit',
    validFrom: 'valid_from',
    validTo: 'valid_to',
    priority: 'priority',
    enabled: 'enabled',
    remark: 'remark',
    createdAt: 'created_at',
  },
  readOnly: ['createdAt'],
  filters: { kind: { column: 'kind', op: 'eq' }, name: { column: 'name', op: 'like' }, canteenId: { column: 'canteen_ids', op: 'covers' }, enabled: { column: 'enabled', op: 'eq' } },
  orderBy: 'r.priority DESC, r.id',
  what: 'rule',
});

type Kind = ConsumeRule['kind'];
type RuleInput = Omit<ConsumeRule, 'ruleId' | 'kind' | 'createdAt'>;

/** Consumption rules (kind consume, timelimit) and eating rules (kind eating): one table, one engine. */
export function consumeRulesOf(kind: Kind) {
  const own = async (ctx: Ctx, ruleId: number) => {
    if ((await consumeRuleResource.get(ctx, ruleId)).kind !== kind) throw notFound('rule');
  };
  return {
    page: (ctx: Ctx, query: { page: number; limit: number; name?: string; canteenId?: number; enabled?: boolean }) => consumeRuleResource.page(ctx, { ...query, kind }),
    async add(ctx: Ctx, input: RuleInput): Promise<{ ruleId: number }> {
      const ruleId = await consumeRuleResource.create(ctx, { ...input, kind });
      await changed(ctx);
      return { ruleId };
    },
    async edit(ctx: Ctx, { ruleId, ...input }: RuleInput & { ruleId: number }): Promise<null> {
      await own(ctx, ruleId);
      await consumeRuleResource.update(ctx, ruleId, input);
      await changed(ctx);
      return null;
    },
    async remove(ctx: Ctx, ruleId: number): Promise<null> {
      await own(ctx, ruleId);
      await consumeRuleResource.remove(ctx, ruleId);
      await changed(ctx);
      return null;
    },
  };
}

/** A reference resource whose every change bumps the marketing stamp. */
function stamped<R extends Record<string, unknown>, K extends string>(resource: ReturnType<typeof defineResource<R>>, idField: K) {
  return {
    page: (ctx: Ctx, query: Record<string, unknown> & { page: number; limit: number }) => resource.page(ctx, query),
    async add(ctx: Ctx, input: Record<string, unknown>): Promise<Record<K, number>> {
      const id = await resource.create(ctx, input);
      await changed(ctx);
      return { [idField]: id } as Record<K, number>;
    },
    async edit(ctx: Ctx, input: Record<string, unknown>): Promise<null> {
      const { [idField]: id, ...rest } = input;
      await resource.update(ctx, id as number, rest);
      await changed(ctx);
      return null;
    },
    async remove(ctx: Ctx, id: number): Promise<null> {
      await resource.remove(ctx, id);
      await changed(ctx);
      return null;
    },
  };
}

export const timeQuotas = stamped(
  defineResource<TimeQuota>({
    table: 'mkt_time_quotas',
    idField: 'quotaId',
    fields: { name: 'name', cycle: 'cycle', quota: 'quota', canteenIds: 'canteen_ids', psnTypeIds: 'psn_type_ids', mealTypes: 'meal_types', enabled: 'enabled', remark: 'remark', createdAt: 'created_at' },
    readOnly: ['createdAt'],
    filters: { name: { column: 'name', op: 'like' } },
    what: 'quota',
  }),
  'quotaId',
);

export const mealCancelRules = stamped(
  defineResource<MealCancelRule>({
    table: 'mkt_meal_back_rules',
    idField: 'ruleId',
    fields: { name: 'name', canteenIds: 'canteen_ids', mealTypes: 'meal_types', deadlineMinutes: 'deadline_minutes', refundPercent: 'refund_percent', enabled: 'enabled', remark: 'remark', createdAt: 'created_at' },
    readOnly: ['createdAt'],
    filters: { name: { column: 'name', op: 'like' } },
    what: 'rule',
  }),
  'ruleId',
);

export const rechargeRules = stamped(
  defineResource<RechargeRule>({
    table: 'mkt_recharge_rules',
    idField: 'ruleId',
    fields: {
      name: 'name',
      donateType: 'donate_type',
      tiers: 'tiers',
      maxGift: 'max_gift',
      sumLimit: 'sum_limit',
      feePercent: 'fee_percent',
      feeAmount: 'fee_amount',
      psnTypeIds: 'psn_type_ids',
      payTypes: 'pay_types',
      validFrom: 'valid_from',
      validTo: 'valid_to',
      enabled: 'enabled',
      remark: 'remark',
      createdAt: 'created_at',
    },
    readOnly: ['createdAt'],
    filters: { name: { column: 'name', op: 'like' }, donateType: { column: 'donate_type', op: 'eq' } },
    what: 'rule',
  }),
  'ruleId',
);

export const rechargeAmounts = stamped(
  defineResource<RechargeAmount>({
    table: 'mkt_recharge_amounts',
    idField: 'id',
    fields: { amount: 'amount', sort: 'sort', enabled: 'enabled' },
    orderBy: 'r.sort, r.amount',
    unique: [['amount']],
    what: 'amount',
  }),
  'id',
);

/** The enabled meal-cancel rules for a canteen (the engine picks among them). */
export function enabledMealCancelRules(ctx: Ctx, canteenId: number): Promise<EngineMealCancelRule[]> {
  return ctx.db.query<EngineMealCancelRule>(
    `SELECT id AS "ruleId", name, canteen_ids AS "canteenIds", meal_types::int[] AS "mealTypes", deadline_minutes AS "deadlineMinutes", refund_percent AS "refundPercent"
     FROM mkt_meal_back_rules WHERE merchant_id = $1 AND enabled AND (cardinality(canteen_ids) = 0 OR $2 = ANY(canteen_ids)) ORDER BY id`,
    [ctx.merchantId, canteenId],
  );
}

/** The enabled recharge amounts in their order (the recharge desk's one-tap amounts). */
export function enabledRechargeAmounts(ctx: Ctx): Promise<{ id: number; amount: number }[]> {
  return ctx.db.query(`SELECT id, amount FROM mkt_recharge_amounts WHERE merchant_id = $1 AND enabled ORDER BY sort, amount`, [ctx.merchantId]);
}
