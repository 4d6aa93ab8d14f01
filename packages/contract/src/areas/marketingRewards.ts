import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { cents } from '../money';
import { pageOf, pageQuery, textFilter } from '../paging';
import { dateTime, day, id, int32, pathId, smallint } from '../scalars';
import { mealType } from './canteens';

const M = PREFIX.main;
const MENU = { points: 503000, gainRules: 503010, offsetRules: 503020, redEnvelopes: 504000 } as const;
const ok = z.null();
const blob = z.null();

const ruleName = z.string().trim().min(1).max(50);
const remark = z.string().trim().max(200).default('');
/** Who an envelope reaches: the people named, plus the normal people of the organisations and person types given. */
const targets = {
  custIds: z.array(id).max(1000).default([]),
  orgIds: z.array(id).max(500).default([]),
  psnTypeIds: z.array(id).max(100).default([]),
};

// ---- red envelopes ---------------------------------------------------------------------------------------

export const RED_ENVELOPE_STATES = ['draft', 'granted'] as const;
export const RED_ENVELOPE_RECORD_STATES = ['paid', 'skipped'] as const;
/** Why a person an envelope reaches was not paid: the account is frozen or cancelled, or its balance limit is hit. */
export const RED_ENVELOPE_SKIP_REASONS = ['frozen', 'cancelled', 'balanceLimit'] as const;

export const redEnvelope = z.object({
  envelopId: z.int(),
  name: z.string(),
  amount: z.int(),
  custIds: z.array(z.int()),
  orgIds: z.array(z.int()),
  psnTypeIds: z.array(z.int()),
  validUntil: z.string().nullable(),
  state: z.enum(RED_ENVELOPE_STATES),
  grantedAt: z.string().nullable(),
  grantedBy: z.string(),
  paidCount: z.int(),
  paidAmount: z.int(),
  skippedCount: z.int(),
  remark: z.string(),
  createdAt: z.string(),
});
export type RedEnvelope = z.infer<typeof redEnvelope>;
const redEnvelopeFields = {
  name: ruleName,
  /** Cents for each person. */
  amount: cents,
  ...targets,
  /** The last day (merchant time zone) it may be granted; none: no end. */
  validUntil: day.nullable().default(null),
  remark,
};

export const redEnvelopeRecord = z.object({
  recordId: z.int(),
  envelopId: z.int(),
  envelopName: z.string(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string().nullable(),
  amount: z.int(),
  state: z.enum(RED_ENVELOPE_RECORD_STATES),
  skipReason: z.enum(RED_ENVELOPE_SKIP_REASONS).nullable(),
  bizNo: z.string().nullable(),
  at: z.string(),
});
export type RedEnvelopeRecord = z.infer<typeof redEnvelopeRecord>;

export const redEnvelopeGrantResult = z.object({
  envelopId: z.int(),
  paidCount: z.int(),
  paidAmount: z.int(),
  skipped: z.array(z.object({ custId: z.int(), custName: z.string(), reason: z.enum(RED_ENVELOPE_SKIP_REASONS) })),
});
export type RedEnvelopeGrantResult = z.infer<typeof redEnvelopeGrantResult>;

// ---- points ----------------------------------------------------------------------------------------------

const validity = {
  /** First and last day it applies (merchant time zone, both included); none: no limit. */
  validFrom: day.nullable().default(null),
  validTo: day.nullable().default(null),
  /** Higher first; among equals the oldest rule applies. */
  priority: smallint().default(0),
  enabled: z.boolean().default(true),
};
const validityOut = { validFrom: z.string().nullable(), validTo: z.string().nullable(), priority: z.int(), enabled: z.boolean(), remark: z.string() };

export const pointGainRule = z.object({
  gainRuleId: z.int(),
  name: z.string(),
  pointsPerYuan: z.int(),
  canteenIds: z.array(z.int()),
  mealTypes: z.array(z.int()),
  psnTypeIds: z.array(z.int()),
  ...validityOut,
});
export type PointGainRule = z.infer<typeof pointGainRule>;
const pointGainFields = {
  name: ruleName,
  /** Points earned per yuan paid (whole yuan). */
  pointsPerYuan: int32(1).max(10_000),
  canteenIds: z.array(id).max(200).default([]),
  mealTypes: z.array(mealType).max(5).default([]),
  psnTypeIds: z.array(id).max(100).default([]),
  ...validity,
  remark,
};

export const pointOffsetRule = z.object({
  offsetRuleId: z.int(),
  name: z.string(),
  pointsPerYuan: z.int(),
  maxSharePercent: z.int(),
  minPoints: z.int(),
  ...validityOut,
});
export type PointOffsetRule = z.infer<typeof pointOffsetRule>;
const pointOffsetFields = {
  name: ruleName,
  /** How many points make one yuan. */
  pointsPerYuan: int32(1).max(1_000_000),
  /** The largest share of a payment points may pay, in percent. */
  maxSharePercent: smallint(1).max(100),
  /** The fewest points usable in one payment. */
  minPoints: int32(0).max(100_000_000).default(0),
  ...validity,
  remark,
};

export const POINT_REASONS = ['gain', 'spend', 'return', 'reverse', 'adjust'] as const;
export const pointBalanceRow = z.object({
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string().nullable(),
  balance: z.int(),
  earned: z.int(),
  spent: z.int(),
  updatedAt: z.string(),
});
export type PointBalanceRow = z.infer<typeof pointBalanceRow>;
export const pointEntry = z.object({
  entryId: z.int(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string().nullable(),
  delta: z.int(),
  balanceAfter: z.int(),
  reason: z.enum(POINT_REASONS),
  orderId: z.int().nullable(),
  at: z.string(),
});
export type PointEntry = z.infer<typeof pointEntry>;

const personFilters = { custName: textFilter, custNum: textFilter, orgId: id.optional() };
const pointEntryQuery = pageQuery.extend({
  ...personFilters,
  reason: z.enum(POINT_REASONS).optional(),
  startTime: dateTime.optional(),
  endTime: dateTime.optional(),
});

/** Red envelopes and points (spec second document §7 Marketing: mktredenvelop, mktpointgainrule, mktpointoffsetrule). */
export const marketingRewardsEndpoints = [
  endpoint({
    id: 'marketingRewards.redEnvelopeAdd',
    method: 'POST',
    path: `${M}/mktredenvelop/add`,
    access: MENU.redEnvelopes,
    input: z.object(redEnvelopeFields),
    output: z.object({ envelopId: z.int() }),
    summary: 'Add a red envelope (a draft): an amount for each person named or of the organisations and person types given',
  }),
  endpoint({
    id: 'marketingRewards.redEnvelopePage',
    method: 'GET',
    path: `${M}/mktredenvelop/page`,
    access: MENU.redEnvelopes,
    input: pageQuery.extend({ name: textFilter, state: z.enum(RED_ENVELOPE_STATES).optional() }),
    output: pageOf(redEnvelope),
    summary: 'Red envelopes, newest first',
  }),
  endpoint({
    id: 'marketingRewards.redEnvelopeRecordPage',
    method: 'GET',
    path: `${M}/mktredenvelop/record/list/page`,
    access: MENU.redEnvelopes,
    input: pageQuery.extend({ envelopId: id.optional(), ...personFilters, state: z.enum(RED_ENVELOPE_RECORD_STATES).optional() }),
    output: pageOf(redEnvelopeRecord),
    summary: 'Grant records: each person an envelope reached, paid or skipped (and why)',
  }),
  endpoint({
    id: 'marketingRewards.redEnvelopeEdit',
    method: 'PUT',
    path: `${M}/mktredenvelop/edit`,
    access: MENU.redEnvelopes,
    input: z.object({ envelopId: id, ...redEnvelopeFields }),
    output: ok,
    summary: 'Edit a draft red envelope (a granted one cannot change: 40900)',
  }),
  endpoint({
    id: 'marketingRewards.redEnvelopeGrant',
    method: 'POST',
    path: `${M}/mktredenvelop/grant/{envelopId}`,
    access: MENU.redEnvelopes,
    input: z.object({ envelopId: pathId }),
    output: redEnvelopeGrantResult,
    summary:
      "Grant an envelope once: its amount into each reached person's gift wallet (trade type redEnvelope), frozen or cancelled accounts skipped and reported; granted again: 40900. Money granted stays in the gift wallet.",
  }),
  endpoint({
    id: 'marketingRewards.redEnvelopeDelete',
    method: 'DELETE',
    path: `${M}/mktredenvelop/delete`,
    access: MENU.redEnvelopes,
    input: z.object({ envelopId: id }),
    output: ok,
    summary: 'Remove a draft red envelope (a granted one keeps its records: 40900)',
  }),

  endpoint({
    id: 'marketingRewards.pointGainPage',
    method: 'GET',
    path: `${M}/mktpointgainrule/page`,
    access: MENU.gainRules,
    input: pageQuery.extend({ name: textFilter, enabled: z.boolean().optional() }),
    output: pageOf(pointGainRule),
    summary: 'Point gain rules',
  }),
  endpoint({
    id: 'marketingRewards.pointGainAdd',
    method: 'POST',
    path: `${M}/mktpointgainrule/add`,
    access: MENU.gainRules,
    input: z.object(pointGainFields),
    output: z.object({ gainRuleId: z.int() }),
    summary: 'Add a point gain rule: points per yuan paid, at some canteens, meal periods and person types (none: every)',
  }),
  endpoint({
    id: 'marketingRewards.pointGainEdit',
    method: 'PUT',
    path: `${M}/mktpointgainrule/edit`,
    access: MENU.gainRules,
    input: z.object({ gainRuleId: id, ...pointGainFields }),
    output: ok,
    summary: 'Edit a point gain rule',
  }),
  endpoint({
    id: 'marketingRewards.pointGainRemove',
    method: 'DELETE',
    path: `${M}/mktpointgainrule/remove/{gainRuleId}`,
    access: MENU.gainRules,
    input: z.object({ gainRuleId: pathId }),
    output: ok,
    summary: 'Remove a point gain rule',
  }),

  endpoint({
    id: 'marketingRewards.pointOffsetPage',
    method: 'GET',
    path: `${M}/mktpointoffsetrule/page`,
    access: MENU.offsetRules,
    input: pageQuery.extend({ name: textFilter, enabled: z.boolean().optional() }),
    output: pageOf(pointOffsetRule),
    summary: 'Point offset rules',
  }),
  endpoint({
    id: 'marketingRewards.pointOffsetAdd',
    method: 'POST',
    path: `${M}/mktpointoffsetrule/add`,
    access: MENU.offsetRules,
    input: z.object(pointOffsetFields),
    output: z.object({ offsetRuleId: z.int() }),
    summary: 'Add a point offset rule: points per yuan, the largest share of a payment points may pay, the fewest points usable',
  }),
  endpoint({
    id: 'marketingRewards.pointOffsetEdit',
    method: 'PUT',
    path: `${M}/mktpointoffsetrule/edit`,
    access: MENU.offsetRules,
    input: z.object({ offsetRuleId: id, ...pointOffsetFields }),
    output: ok,
    summary: 'Edit a point offset rule',
  }),
  endpoint({
    id: 'marketingRewards.pointOffsetRemove',
    method: 'DELETE',
    path: `${M}/mktpointoffsetrule/remove/{offsetRuleId}`,
    access: MENU.offsetRules,
    input: z.object({ offsetRuleId: pathId }),
    output: ok,
    summary: 'Remove a point offset rule',
  }),

  // The points overview (jifen): not in the spec's call list, which has no read of balances or the points ledger.
  endpoint({
    id: 'marketingRewards.pointBalancePage',
    method: 'GET',
    path: `${M}/mktpoint/balance/page`,
    access: MENU.points,
    input: pageQuery.extend(personFilters),
    output: pageOf(pointBalanceRow),
    summary: "People's point balances, with what they earned and spent in total",
  }),
  endpoint({
    id: 'marketingRewards.pointEntryPage',
    method: 'GET',
    path: `${M}/mktpoint/record/page`,
    access: MENU.points,
    input: pointEntryQuery,
    output: pageOf(pointEntry),
    summary: 'The points ledger: every change of a balance, newest first',
  }),
  endpoint({
    id: 'marketingRewards.pointEntryExport',
    method: 'GET',
    path: `${M}/mktpoint/record/export`,
    access: MENU.points,
    kind: 'blob',
    input: pointEntryQuery,
    output: blob,
    summary: 'The points ledger (xlsx export, at most 50 000 rows)',
  }),
] as const satisfies readonly AnyEndpoint[];
