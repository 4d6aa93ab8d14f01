import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { cents, centsOrZero } from '../money';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, dateTime, id, int32, pathId } from '../scalars';
import { RECHARGE_PAY_TYPES } from '../tradeTypes';
import { PAY_TYPES } from './settings';

const M = PREFIX.main;
const MENU = { timelimit: 501000, eatingRules: 502000, repaidgift: 505000, cancelorder: 506000 } as const;
const ok = z.null();

const mealType = z.int().min(1).max(5);
/** Empty: every one. */
const ids = (max: number) => z.array(id).max(max).default([]);
const mealTypes = z.array(mealType).max(5).default([]);
const name = z.string().trim().min(1).max(50);
const remark = z.string().trim().max(200).default('');

// ---- consumption and eating rules (mktmacrule) -------------------------------------------------------------------
export const CONSUME_RULE_KINDS = ['consume', 'eating'] as const;
const consumeRuleFields = {
  name,
  canteenIds: ids(200),
  stallIds: ids(500),
  deviceIds: ids(500),
  psnTypeIds: ids(100),
  mealTypes,
  /** false: the people the rule matches may not pay there at all. */
  allowed: z.boolean().default(true),
  /** The share paid, percent (100: full price, 80: 20 % off). */
  payPercent: z.int().min(1).max(100).default(100),
  /** Cents off each payment (never below zero). */
  reduceAmount: centsOrZero.default(0),
  /** Largest single payment; 0 none. */
  singleLimit: centsOrZero.default(0),
  /** Largest sum of a day; 0 none. */
  dailyLimit: centsOrZero.default(0),
  /** Payments per meal period of a day; 0 none. */
  mealCountLimit: int32().default(0),
  /** Payments per day; 0 none. */
  dailyCountLimit: int32().default(0),
  validFrom: day.nullable().default(null),
  validTo: day.nullable().default(null),
  /** Higher first when two discounts match. */
  priority: z.int().min(-1000).max(1000).default(0),
  enabled: z.boolean().default(true),
  remark,
};
export const consumeRule = z.object({
  ruleId: z.int(),
  kind: z.enum(CONSUME_RULE_KINDS),
  name: z.string(),
  canteenIds: z.array(z.int()),
  stallIds: z.array(z.int()),
  deviceIds: z.array(z.int()),
  psnTypeIds: z.array(z.int()),
  mealTypes: z.array(z.int()),
  allowed: z.boolean(),
  payPercent: z.int(),
  reduceAmount: z.int(),
  singleLimit: z.int(),
  dailyLimit: z.int(),
  mealCountLimit: z.int(),
  dailyCountLimit: z.int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  priority: z.int(),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
});
export type ConsumeRule = z.infer<typeof consumeRule>;
const validRange = <T extends { validFrom?: string | null; validTo?: string | null }>(v: T) => !v.validFrom || !v.validTo || v.validFrom <= v.validTo;
const rangeMessage = { message: 'validTo is before validFrom', path: ['validTo'] };
const consumeRuleInput = z.object(consumeRuleFields).refine(validRange, rangeMessage);
const consumeRuleEdit = z.object({ ruleId: id, ...consumeRuleFields }).refine(validRange, rangeMessage);
const ruleQuery = pageQuery.extend({ name: textFilter, canteenId: id.optional(), enabled: z.boolean().optional() });

// ---- time quotas (mkttimequota) ----------------------------------------------------------------------------------
export const QUOTA_CYCLES = ['day', 'week', 'month'] as const;
const timeQuotaFields = {
  name,
  cycle: z.enum(QUOTA_CYCLES),
  /** Cents a person may spend in one cycle. */
  quota: cents,
  canteenIds: ids(200),
  psnTypeIds: ids(100),
  mealTypes,
  enabled: z.boolean().default(true),
  remark,
};
export const timeQuota = z.object({
  quotaId: z.int(),
  name: z.string(),
  cycle: z.enum(QUOTA_CYCLES),
  quota: z.int(),
  canteenIds: z.array(z.int()),
  psnTypeIds: z.array(z.int()),
  mealTypes: z.array(z.int()),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
});
export type TimeQuota = z.infer<typeof timeQuota>;
/** A person's standing against each quota that applies to them now. */
export const quotaAmount = z.object({
  quotaId: z.int(),
  name: z.string(),
  cycle: z.enum(QUOTA_CYCLES),
  quota: z.int(),
  spent: z.int(),
  left: z.int(),
  /** The cycle's first and last day, merchant time zone. */
  from: z.string(),
  to: z.string(),
});

// ---- meal-cancel rules (mktmealbackrule) -------------------------------------------------------------------------
const mealCancelFields = {
  name,
  canteenIds: ids(200),
  mealTypes,
  /** A booked meal may be cancelled until this many minutes before its meal period starts. */
  deadlineMinutes: z.int().min(0).max(10_080).default(0),
  /** The share of the paid amount given back, percent. */
  refundPercent: z.int().min(0).max(100).default(100),
  enabled: z.boolean().default(true),
  remark,
};
export const mealCancelRule = z.object({
  ruleId: z.int(),
  name: z.string(),
  canteenIds: z.array(z.int()),
  mealTypes: z.array(z.int()),
  deadlineMinutes: z.int(),
  refundPercent: z.int(),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
});
export type MealCancelRule = z.infer<typeof mealCancelRule>;

// ---- recharge-bonus rules (mktrechargerule) and amount templates (rechargeamount) --------------------------------
/**
 * How a recharge rule gives: tiers (a recharge of at least `min` gets `gift`, the highest tier reached), the nth
 * recharge of a person (`nth` → `gift`), a percent of the amount (`min` → `percent`), or a management fee.
 */
export const DONATE_TYPES = ['tier', 'nth', 'percent', 'fee'] as const;
export type DonateType = (typeof DONATE_TYPES)[number];
export const rechargeTier = z.object({
  /** tier, percent: the least recharge the step applies to. */
  min: centsOrZero.default(0),
  /** nth: which recharge of the person (1 = the first). */
  nth: z.int().min(1).max(1000).optional(),
  /** tier, nth: cents given. */
  gift: centsOrZero.default(0),
  /** percent: the share of the amount given. */
  percent: z.int().min(0).max(100).default(0),
});
const rechargeRuleFields = {
  name,
  donateType: z.enum(DONATE_TYPES),
  tiers: z.array(rechargeTier).max(20).default([]),
  /** Largest gift of one recharge; 0 none. */
  maxGift: centsOrZero.default(0),
  /** Largest sum of gifts one person gets from this rule; 0 none. */
  sumLimit: centsOrZero.default(0),
  /** fee: percent of the amount and a fixed fee, taken from the recharge as a management fee. */
  feePercent: z.int().min(0).max(100).default(0),
  feeAmount: centsOrZero.default(0),
  psnTypeIds: ids(100),
  payTypes: z.array(z.enum(RECHARGE_PAY_TYPES)).max(RECHARGE_PAY_TYPES.length).default([]),
  validFrom: day.nullable().default(null),
  validTo: day.nullable().default(null),
  enabled: z.boolean().default(true),
  remark,
};
const tiersFit = (v: { donateType: DonateType; tiers: z.infer<typeof rechargeTier>[] }) =>
  v.donateType === 'fee' ? true : v.tiers.length > 0 && (v.donateType !== 'nth' || v.tiers.every((t) => t.nth !== undefined));
const tiersMessage = { message: 'a tier, nth or percent rule needs its steps (nth rules: each step its nth)', path: ['tiers'] };
export const rechargeRule = z.object({
  ruleId: z.int(),
  name: z.string(),
  donateType: z.enum(DONATE_TYPES),
  tiers: z.array(z.object({ min: z.int(), nth: z.int().optional(), gift: z.int(), percent: z.int() })),
  maxGift: z.int(),
  sumLimit: z.int(),
  feePercent: z.int(),
  feeAmount: z.int(),
  psnTypeIds: z.array(z.int()),
  payTypes: z.array(z.string()),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
});
export type RechargeRule = z.infer<typeof rechargeRule>;
export const rechargeAmount = z.object({ id: z.int(), amount: z.int(), sort: z.int(), enabled: z.boolean() });
export type RechargeAmount = z.infer<typeof rechargeAmount>;
const rechargeAmountFields = { amount: cents, sort: int32().default(0), enabled: z.boolean().default(true) };

// ---- previews (dry runs: nothing is written) ---------------------------------------------------------------------
/** One rule, coupon or points offset as applied to a payment or a recharge. */
export const appliedRule = z.object({
  kind: z.enum(['consume', 'eating', 'quota', 'coupon', 'points', 'tier', 'nth', 'percent', 'fee']),
  id: z.int(),
  name: z.string(),
  /** Cents: taken off the payment, given as a gift, or charged as a fee. */
  amount: z.int(),
});
export type AppliedRule = z.infer<typeof appliedRule>;
/** Why the rules refuse a payment (each a server message key of the same name). */
export const MARKETING_REFUSALS = ['ruleForbidden', 'ruleSingleLimit', 'ruleDailyLimit', 'mealCountLimit', 'dailyCountLimit', 'quotaExceeded', 'couponUnusable', 'pointsUnusable'] as const;
export type MarketingRefusal = (typeof MARKETING_REFUSALS)[number];
export const consumePreview = z.object({
  allowed: z.boolean(),
  reason: z.enum(MARKETING_REFUSALS).nullable(),
  mealType: z.int().nullable(),
  listAmount: z.int(),
  payable: z.int(),
  pointsUsed: z.int(),
  pointsGained: z.int(),
  applied: z.array(appliedRule),
});
export type ConsumePreview = z.infer<typeof consumePreview>;
export const rechargePreview = z.object({ amount: z.int(), gift: z.int(), fee: z.int(), applied: z.array(appliedRule) });
export type RechargePreview = z.infer<typeof rechargePreview>;

/** Endpoints of the marketing rules (spec second document §7 Marketing; DESIGN §6). */
export const marketingEndpoints = [
  endpoint({
    id: 'marketing.consumeRulePage',
    method: 'POST',
    path: `${M}/mktmacrule/page`,
    access: MENU.timelimit,
    write: false,
    input: ruleQuery,
    output: pageOf(consumeRule),
    summary: 'Consumption rules: discounts and amount or count limits per canteen, meal period and person type',
  }),
  endpoint({ id: 'marketing.consumeRuleAdd', method: 'POST', path: `${M}/mktmacrule/add`, access: MENU.timelimit, input: consumeRuleInput, output: z.object({ ruleId: z.int() }), summary: 'Add a consumption rule' }),
  endpoint({ id: 'marketing.consumeRuleEdit', method: 'POST', path: `${M}/mktmacrule/edit`, access: MENU.timelimit, input: consumeRuleEdit, output: ok, summary: 'Edit a consumption rule' }),
  endpoint({
    id: 'marketing.consumeRuleRemove',
    method: 'POST',
    path: `${M}/mktmacrule/remove/{ruleId}`,
    access: MENU.timelimit,
    input: z.object({ ruleId: pathId }),
    output: ok,
    summary: 'Remove a consumption rule',
  }),
  endpoint({
    id: 'marketing.consumePreview',
    method: 'POST',
    path: `${M}/mktmacrule/preview`,
    access: MENU.timelimit,
    write: false,
    input: z.object({
      custId: id,
      amount: cents,
      canteenId: id,
      stallId: id.optional(),
      deviceId: id.optional(),
      /** When the payment would be made; default now. */
      at: dateTime.optional(),
      couponNo: z.string().trim().min(1).max(64).optional(),
      usePoints: int32().optional(),
    }),
    output: consumePreview,
    summary: 'What the rules would do to a payment (dry run: nothing is written)',
  }),
  endpoint({
    id: 'marketing.eatingRulePage',
    method: 'POST',
    path: `${M}/mktmacrule/eating/page`,
    access: MENU.eatingRules,
    write: false,
    input: ruleQuery,
    output: pageOf(consumeRule),
    summary: 'Eating rules: who may eat where, in which meal periods and how often',
  }),
  endpoint({ id: 'marketing.eatingRuleAdd', method: 'POST', path: `${M}/mktmacrule/eating/add`, access: MENU.eatingRules, input: consumeRuleInput, output: z.object({ ruleId: z.int() }), summary: 'Add an eating rule' }),
  endpoint({ id: 'marketing.eatingRuleEdit', method: 'POST', path: `${M}/mktmacrule/eating/edit`, access: MENU.eatingRules, input: consumeRuleEdit, output: ok, summary: 'Edit an eating rule' }),
  endpoint({
    id: 'marketing.eatingRuleRemove',
    method: 'POST',
    path: `${M}/mktmacrule/eating/remove/{ruleId}`,
    access: MENU.eatingRules,
    input: z.object({ ruleId: pathId }),
    output: ok,
    summary: 'Remove an eating rule',
  }),

  endpoint({
    id: 'marketing.timeQuotaPage',
    method: 'GET',
    path: `${M}/mkttimequota/page`,
    access: MENU.timelimit,
    input: pageQuery.extend({ name: textFilter }),
    output: pageOf(timeQuota),
    summary: 'Time quotas: money a person may spend per day, week or month',
  }),
  endpoint({ id: 'marketing.timeQuotaAdd', method: 'POST', path: `${M}/mkttimequota/add`, access: MENU.timelimit, input: z.object(timeQuotaFields), output: z.object({ quotaId: z.int() }), summary: 'Add a time quota' }),
  endpoint({ id: 'marketing.timeQuotaEdit', method: 'PUT', path: `${M}/mkttimequota/edit`, access: MENU.timelimit, input: z.object({ quotaId: id, ...timeQuotaFields }), output: ok, summary: 'Edit a time quota' }),
  endpoint({
    id: 'marketing.timeQuotaRemove',
    method: 'DELETE',
    path: `${M}/mkttimequota/remove/{quotaId}`,
    access: MENU.timelimit,
    input: z.object({ quotaId: pathId }),
    output: ok,
    summary: 'Remove a time quota',
  }),
  endpoint({
    id: 'marketing.quotaAmount',
    method: 'POST',
    path: `${M}/mkttimequota/quota/amount`,
    access: MENU.timelimit,
    write: false,
    input: z.object({ custId: id, canteenId: id.optional(), at: dateTime.optional() }),
    output: z.array(quotaAmount),
    summary: 'A person’s spent and remaining amount under each time quota that applies to them',
  }),

  endpoint({
    id: 'marketing.mealBackRulePage',
    method: 'GET',
    path: `${M}/mktmealbackrule/page`,
    access: MENU.cancelorder,
    input: pageQuery.extend({ name: textFilter }),
    output: pageOf(mealCancelRule),
    summary: 'Meal-cancel rules: until when a booked meal may be cancelled and what share comes back',
  }),
  endpoint({ id: 'marketing.mealBackRuleAdd', method: 'POST', path: `${M}/mktmealbackrule/add`, access: MENU.cancelorder, input: z.object(mealCancelFields), output: z.object({ ruleId: z.int() }), summary: 'Add a meal-cancel rule' }),
  endpoint({ id: 'marketing.mealBackRuleEdit', method: 'PUT', path: `${M}/mktmealbackrule/edit`, access: MENU.cancelorder, input: z.object({ ruleId: id, ...mealCancelFields }), output: ok, summary: 'Edit a meal-cancel rule' }),
  endpoint({
    id: 'marketing.mealBackRuleRemove',
    method: 'DELETE',
    path: `${M}/mktmealbackrule/remove/{ruleId}`,
    access: MENU.cancelorder,
    input: z.object({ ruleId: pathId }),
    output: ok,
    summary: 'Remove a meal-cancel rule',
  }),

  endpoint({
    id: 'marketing.donateTypes',
    method: 'GET',
    path: `${M}/mktrechargerule/selectDonateTypeEnum`,
    access: 'session',
    input: z.object({}),
    output: z.array(z.object({ value: z.enum(DONATE_TYPES) })),
    summary: 'The kinds of recharge-bonus rule',
  }),
  endpoint({
    id: 'marketing.payTypes',
    method: 'GET',
    path: `${M}/mercmerchantrole/all/pay/type`,
    access: 'session',
    input: z.object({}),
    output: z.object({ consume: z.array(z.enum(PAY_TYPES)), recharge: z.array(z.enum(RECHARGE_PAY_TYPES)) }),
    summary: 'The pay types the merchant takes: at the till (its pay setting) and at the recharge desk',
  }),
  endpoint({
    id: 'marketing.rechargeRulePage',
    method: 'GET',
    path: `${M}/mktrechargerule/page`,
    access: MENU.repaidgift,
    input: pageQuery.extend({ name: textFilter, donateType: z.enum(DONATE_TYPES).optional() }),
    output: pageOf(rechargeRule),
    summary: 'Recharge-bonus rules',
  }),
  endpoint({
    id: 'marketing.rechargeRuleAdd',
    method: 'POST',
    path: `${M}/mktrechargerule/add`,
    access: MENU.repaidgift,
    input: z.object(rechargeRuleFields).refine(validRange, rangeMessage).refine(tiersFit, tiersMessage),
    output: z.object({ ruleId: z.int() }),
    summary: 'Add a recharge-bonus rule',
  }),
  endpoint({
    id: 'marketing.rechargeRuleEdit',
    method: 'PUT',
    path: `${M}/mktrechargerule/edit`,
    access: MENU.repaidgift,
    input: z.object({ ruleId: id, ...rechargeRuleFields }).refine(validRange, rangeMessage).refine(tiersFit, tiersMessage),
    output: ok,
    summary: 'Edit a recharge-bonus rule',
  }),
  endpoint({
    id: 'marketing.rechargeRuleRemove',
    method: 'DELETE',
    path: `${M}/mktrechargerule/remove/{ruleId}`,
    access: MENU.repaidgift,
    input: z.object({ ruleId: pathId }),
    output: ok,
    summary: 'Remove a recharge-bonus rule',
  }),
  endpoint({
    id: 'marketing.rechargePreview',
    method: 'POST',
    path: `${M}/mktrechargerule/preview`,
    access: MENU.repaidgift,
    write: false,
    input: z.object({ custId: id, amount: cents, payType: z.enum(RECHARGE_PAY_TYPES).default('cash'), at: dateTime.optional() }),
    output: rechargePreview,
    summary: 'What the recharge rules would give and take on a recharge (dry run: nothing is written)',
  }),
  endpoint({
    id: 'marketing.rechargeAmountPage',
    method: 'GET',
    path: `${M}/rechargeamount/page`,
    access: MENU.repaidgift,
    input: pageQuery,
    output: pageOf(rechargeAmount),
    summary: 'Recharge amount templates (the one-tap amounts of the recharge desk and the app)',
  }),
  endpoint({
    id: 'marketing.rechargeAmountList',
    method: 'GET',
    path: `${M}/rechargeamount/list`,
    access: 'session',
    input: z.object({}),
    output: z.array(z.object({ id: z.int(), amount: z.int() })),
    summary: 'The enabled recharge amounts, in their order: the one-tap amounts of the recharge desk',
  }),
  endpoint({ id: 'marketing.rechargeAmountAdd', method: 'POST', path: `${M}/rechargeamount/add`, access: MENU.repaidgift, input: z.object(rechargeAmountFields), output: z.object({ id: z.int() }), summary: 'Add a recharge amount' }),
  endpoint({ id: 'marketing.rechargeAmountEdit', method: 'PUT', path: `${M}/rechargeamount/edit`, access: MENU.repaidgift, input: z.object({ id, ...rechargeAmountFields }), output: ok, summary: 'Edit a recharge amount' }),
  endpoint({
    id: 'marketing.rechargeAmountRemove',
    method: 'DELETE',
    path: `${M}/rechargeamount/{id}`,
    access: MENU.repaidgift,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a recharge amount',
  }),
] as const satisfies readonly AnyEndpoint[];
