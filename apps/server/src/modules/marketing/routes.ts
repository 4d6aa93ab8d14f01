import { DONATE_TYPES, RECHARGE_PAY_TYPES, type marketingEndpoints, type PayTypes } from '@canteen/contract';
import { getSetting } from '../settings';
import type { Handlers } from '../../platform/http/register';
import { consumeRulesOf, enabledRechargeAmounts, mealCancelRules, rechargeAmounts, rechargeRules, timeQuotas } from './rules';

const consumeRules = consumeRulesOf('consume');
const eatingRules = consumeRulesOf('eating');

/** The calls that need a person's money history are answered by the accounts module (they are previews of it). */
export type MoneyPreviewIds = 'marketing.consumePreview' | 'marketing.rechargePreview' | 'marketing.quotaAmount';

export const marketingHandlers: Omit<Handlers<typeof marketingEndpoints>, MoneyPreviewIds> = {
  'marketing.consumeRulePage': (ctx, input) => consumeRules.page(ctx, input),
  'marketing.consumeRuleAdd': (ctx, input) => consumeRules.add(ctx, input),
  'marketing.consumeRuleEdit': (ctx, input) => consumeRules.edit(ctx, input),
  'marketing.consumeRuleRemove': (ctx, input) => consumeRules.remove(ctx, input.ruleId),
  'marketing.eatingRulePage': (ctx, input) => eatingRules.page(ctx, input),
  'marketing.eatingRuleAdd': (ctx, input) => eatingRules.add(ctx, input),
  'marketing.eatingRuleEdit': (ctx, input) => eatingRules.edit(ctx, input),
  'marketing.eatingRuleRemove': (ctx, input) => eatingRules.remove(ctx, input.ruleId),
  'marketing.timeQuotaPage': (ctx, input) => timeQuotas.page(ctx, input),
  'marketing.timeQuotaAdd': (ctx, input) => timeQuotas.add(ctx, input),
  'marketing.timeQuotaEdit': (ctx, input) => timeQuotas.edit(ctx, input),
  'marketing.timeQuotaRemove': (ctx, input) => timeQuotas.remove(ctx, input.quotaId),
  'marketing.mealBackRulePage': (ctx, input) => mealCancelRules.page(ctx, input),
  'marketing.mealBackRuleAdd': (ctx, input) => mealCancelRules.add(ctx, input),
  'marketing.mealBackRuleEdit': (ctx, input) => mealCancelRules.edit(ctx, input),
  'marketing.mealBackRuleRemove': (ctx, input) => mealCancelRules.remove(ctx, input.ruleId),
  'marketing.donateTypes': async () => DONATE_TYPES.map((value) => ({ value })),
  'marketing.payTypes': async (ctx) => ({ consume: ((await getSetting(ctx, 'pay')).value as { payTypes: PayTypes }).payTypes, recharge: [...RECHARGE_PAY_TYPES] }),
  'marketing.rechargeRulePage': (ctx, input) => rechargeRules.page(ctx, input),
  'marketing.rechargeRuleAdd': (ctx, input) => rechargeRules.add(ctx, input),
  'marketing.rechargeRuleEdit': (ctx, input) => rechargeRules.edit(ctx, input),
  'marketing.rechargeRuleRemove': (ctx, input) => rechargeRules.remove(ctx, input.ruleId),
  'marketing.rechargeAmountPage': (ctx, input) => rechargeAmounts.page(ctx, input),
  'marketing.rechargeAmountList': (ctx) => enabledRechargeAmounts(ctx),
  'marketing.rechargeAmountAdd': (ctx, input) => rechargeAmounts.add(ctx, input),
  'marketing.rechargeAmountEdit': (ctx, input) => rechargeAmounts.edit(ctx, input),
  'marketing.rechargeAmountRemove': (ctx, input) => rechargeAmounts.remove(ctx, input.id),
};
