import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { MAX_PRICE_CENTS, priceCents } from '../money';
import { pageOf, pageQuery, textFilter } from '../paging';
import { dateTime, day, id, int32, pathId, smallint } from '../scalars';
import { mealType } from './canteens';

const M = PREFIX.main;
const MENU = {
  /** /marketing/couponDetail (hidden): coupon issue. */
  issue: 508000,
  /** /marketing/detail (hidden): claim records. */
  claims: 507000,
} as const;
const ok = z.null();

/** cash: `value` cents off; discount: `value` is the percent paid (1–99). */
export const COUPON_KINDS = ['cash', 'discount'] as const;
/** days: valid `validDays` days from the grant; range: from `validFrom` to `validTo` (whole days, merchant time zone). */
export const COUPON_VALID_TYPES = ['days', 'range'] as const;
/** expired is read: an unused coupon whose validity has ended. */
export const COUPON_ITEM_STATES = ['unused', 'used', 'expired', 'void'] as const;
export const COUPON_CONFIG_STATES = ['pending', 'granted'] as const;
export const UNIVERSAL_STATES = ['active', 'void'] as const;
export const UNIVERSAL_USE_STATES = ['used', 'returned'] as const;
/** grant: a config's grant; issue: a batch add; use / return: consumption and its refund; void / restore / delete: the console. */
export const COUPON_LOG_EVENTS = ['grant', 'issue', 'use', 'return', 'void', 'restore', 'delete'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export type CouponItemState = (typeof COUPON_ITEM_STATES)[number];
export type CouponLogEvent = (typeof COUPON_LOG_EVENTS)[number];

const name = z.string().trim().min(1).max(50);
const remark = z.string().trim().max(200).default('');
const period = { startTime: dateTime.optional(), endTime: dateTime.optional() };

// ---- coupons (templates) ---------------------------------------------------------------------------------

const couponFields = {
  couponName: name,
  kind: z.enum(COUPON_KINDS),
  /** cash: cents off; discount: percent paid, 1–99 (the server checks the pair). */
  value: z.int().min(1).max(MAX_PRICE_CENTS),
  minSpend: priceCents.default(0),
  validType: z.enum(COUPON_VALID_TYPES),
  validDays: smallint(1).max(3660).nullable().default(null),
  validFrom: day.nullable().default(null),
  validTo: day.nullable().default(null),
  /** Empty: every canteen. */
  canteenIds: z.array(id).max(200).default([]),
  /** Meal periods 1–5; empty: every one. */
  mealTypes: z.array(mealType).max(5).default([]),
  /** 0: no cap. */
  totalCap: int32().default(0),
  perPersonCap: int32().default(0),
  enabled: z.boolean().default(true),
  remark,
};

export const coupon = z.object({
  couponId: z.int(),
  couponName: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.int(),
  minSpend: z.int(),
  validType: z.enum(COUPON_VALID_TYPES),
  validDays: z.int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  canteenIds: z.array(z.int()),
  mealTypes: z.array(z.int()),
  totalCap: z.int(),
  perPersonCap: z.int(),
  enabled: z.boolean(),
  remark: z.string(),
  /** Items issued and not deleted. */
  issued: z.int(),
  used: z.int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof coupon>;

// ---- grant plans (mktcouponconfig) -------------------------------------------------------------------------

const configFields = {
  configName: name,
  couponId: id,
  /** Who gets coupons: these people, the people of these organisations (and below) and of these person types. */
  custIds: z.array(id).max(1000).default([]),
  orgIds: z.array(id).max(200).default([]),
  psnTypeIds: z.array(id).max(100).default([]),
  /** Coupons each person gets. */
  perPerson: smallint(1).max(100).default(1),
  /** When the plan is meant to be granted (the grant call grants it at once). */
  grantAt: dateTime.nullable().default(null),
  remark,
};

export const couponConfig = z.object({
  configId: z.int(),
  configName: z.string(),
  couponId: z.int(),
  couponName: z.string(),
  custIds: z.array(z.int()),
  orgIds: z.array(z.int()),
  psnTypeIds: z.array(z.int()),
  perPerson: z.int(),
  grantAt: z.string().nullable(),
  state: z.enum(COUPON_CONFIG_STATES),
  grantedAt: z.string().nullable(),
  grantedCount: z.int(),
  remark: z.string(),
  createdAt: z.string(),
});
export type CouponConfig = z.infer<typeof couponConfig>;
export const couponGrantResult = z.object({ configId: z.int(), people: z.int(), issued: z.int(), skipped: z.int() });
export type CouponGrantResult = z.infer<typeof couponGrantResult>;

// ---- issued coupons (coupon/item) ------------------------------------------------------------------------

export const couponItem = z.object({
  itemId: z.int(),
  couponNo: z.string(),
  couponId: z.int(),
  couponName: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.int(),
  minSpend: z.int(),
  custId: z.int().nullable(),
  custName: z.string().nullable(),
  custNum: z.string().nullable(),
  orgName: z.string().nullable(),
  configId: z.int().nullable(),
  batchNo: z.string(),
  state: z.enum(COUPON_ITEM_STATES),
  validFrom: z.string(),
  validTo: z.string(),
  orderId: z.int().nullable(),
  discount: z.int(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CouponItem = z.infer<typeof couponItem>;

const itemFilters = {
  couponId: id.optional(),
  configId: id.optional(),
  couponNo: textFilter,
  custName: textFilter,
  custNum: textFilter,
  batchNo: textFilter,
  state: z.enum(COUPON_ITEM_STATES).optional(),
  /** Issued in [startTime, endTime). */
  ...period,
};
const itemQuery = pageQuery.extend(itemFilters);

// ---- universal coupons -------------------------------------------------------------------------------------

export const universalCoupon = z.object({
  universalId: z.int(),
  code: z.string(),
  couponId: z.int(),
  couponName: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.int(),
  minSpend: z.int(),
  totalCap: z.int(),
  perPersonCap: z.int(),
  used: z.int(),
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(UNIVERSAL_STATES),
  remark: z.string(),
  createdAt: z.string(),
});
export type UniversalCoupon = z.infer<typeof universalCoupon>;

export const universalUse = z.object({
  useId: z.int(),
  universalId: z.int(),
  code: z.string(),
  couponName: z.string(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orderId: z.int(),
  discount: z.int(),
  state: z.enum(UNIVERSAL_USE_STATES),
  at: z.string(),
  returnedAt: z.string().nullable(),
});
export type UniversalUse = z.infer<typeof universalUse>;

export const universalSum = z.object({ universalId: z.int(), code: z.string(), couponName: z.string(), uses: z.int(), returned: z.int(), discount: z.int() });
export type UniversalSum = z.infer<typeof universalSum>;

// ---- log --------------------------------------------------------------------------------------------------

export const couponLog = z.object({
  logId: z.int(),
  event: z.enum(COUPON_LOG_EVENTS),
  couponId: z.int(),
  couponName: z.string(),
  couponNo: z.string().nullable(),
  custId: z.int().nullable(),
  custName: z.string().nullable(),
  custNum: z.string().nullable(),
  orderId: z.int().nullable(),
  discount: z.int(),
  remark: z.string(),
  operatorName: z.string(),
  at: z.string(),
});
export type CouponLog = z.infer<typeof couponLog>;

/** What the print dialog prints of one coupon (a paper coupon, a universal code). */
export const couponPrintRow = z.object({
  couponNo: z.string(),
  couponName: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.int(),
  minSpend: z.int(),
  validFrom: z.string(),
  validTo: z.string(),
  custName: z.string().nullable(),
  state: z.string(),
});
export type CouponPrintRow = z.infer<typeof couponPrintRow>;
/** Print replies hold at most this many rows. */
export const COUPON_PRINT_CAP = 500;
const printReply = z.object({ records: z.array(couponPrintRow), total: z.int() });

/** Coupons (spec second document §7 Marketing: mktcouponconfig, coupon). */
export const marketingCouponsEndpoints = [
  endpoint({
    id: 'marketingCoupons.configAdd',
    method: 'POST',
    path: `${M}/mktcouponconfig/add`,
    access: MENU.issue,
    input: z.object(configFields),
    output: z.object({ configId: z.int() }),
    summary: 'Add a coupon grant plan: which coupon, to whom, how many each',
  }),
  endpoint({
    id: 'marketingCoupons.configGrant',
    method: 'POST',
    path: `${M}/mktcouponconfig/grant`,
    access: MENU.issue,
    input: z.object({ configId: id }),
    output: couponGrantResult,
    summary: 'Grant a plan now: issue its coupons to the people it names (within the caps), once',
  }),
  endpoint({
    id: 'marketingCoupons.configPage',
    method: 'GET',
    path: `${M}/mktcouponconfig/page`,
    access: MENU.issue,
    input: pageQuery.extend({ configName: textFilter, couponId: id.optional(), state: z.enum(COUPON_CONFIG_STATES).optional() }),
    output: pageOf(couponConfig),
    summary: 'Coupon grant plans',
  }),
  endpoint({
    id: 'marketingCoupons.configEdit',
    method: 'PUT',
    path: `${M}/mktcouponconfig/edit`,
    access: MENU.issue,
    input: z.object({ configId: id, ...configFields }),
    output: ok,
    summary: 'Edit a grant plan not granted yet',
  }),
  endpoint({
    id: 'marketingCoupons.configRemove',
    method: 'DELETE',
    path: `${M}/mktcouponconfig/remove/{configId}`,
    access: MENU.issue,
    input: z.object({ configId: pathId }),
    output: ok,
    summary: 'Remove a grant plan not granted yet',
  }),
  endpoint({
    id: 'marketingCoupons.couponAdd',
    method: 'POST',
    path: `${M}/coupon/add`,
    access: MENU.issue,
    input: z.object(couponFields),
    output: z.object({ couponId: z.int() }),
    summary: 'Add a coupon (cash or discount, minimum spend, validity, canteens, meal periods, caps)',
  }),
  endpoint({
    id: 'marketingCoupons.couponList',
    method: 'POST',
    path: `${M}/coupon/list`,
    access: MENU.issue,
    write: false,
    input: pageQuery.extend({ couponName: textFilter, kind: z.enum(COUPON_KINDS).optional(), enabled: z.boolean().optional() }),
    output: pageOf(coupon),
    summary: 'Coupons with their issued and used counts',
  }),
  endpoint({
    id: 'marketingCoupons.couponUpdate',
    method: 'PUT',
    path: `${M}/coupon/update`,
    access: MENU.issue,
    input: z.object({ couponId: id, ...couponFields }),
    output: ok,
    summary: 'Edit a coupon (issued coupons keep their validity)',
  }),
  endpoint({
    id: 'marketingCoupons.couponDelete',
    method: 'DELETE',
    path: `${M}/coupon/delete`,
    access: MENU.issue,
    input: z.object({ couponId: id }),
    output: ok,
    summary: 'Remove a coupon never issued',
  }),
  endpoint({
    id: 'marketingCoupons.itemBatchAdd',
    method: 'POST',
    path: `${M}/coupon/item/batch/add`,
    access: MENU.issue,
    input: z.object({ couponId: id, count: z.int().min(1).max(1000), custId: id.optional(), batchNo: z.string().trim().max(40).optional() }),
    output: z.object({ batchNo: z.string(), count: z.int() }),
    summary: 'Issue N coupons of a coupon (paper coupons without a holder, or to one person)',
  }),
  endpoint({
    id: 'marketingCoupons.itemList',
    method: 'POST',
    path: `${M}/coupon/item/list`,
    access: MENU.claims,
    write: false,
    input: itemQuery,
    output: pageOf(couponItem),
    summary: 'Issued coupons (claim records): holder, state, the order that used it',
  }),
  endpoint({
    id: 'marketingCoupons.itemPrint',
    method: 'POST',
    path: `${M}/coupon/item/print`,
    access: MENU.issue,
    write: false,
    input: z.object({ ...itemFilters, itemIds: z.array(id).max(COUPON_PRINT_CAP).optional() }),
    output: printReply,
    summary: 'Issued coupons to print (the chosen ones or those the filters find, at most 500)',
  }),
  endpoint({
    id: 'marketingCoupons.itemUpdate',
    method: 'PUT',
    path: `${M}/coupon/item/update`,
    access: MENU.issue,
    input: z.object({ itemId: id, state: z.enum(['unused', 'void']).optional(), validTo: day.optional() }),
    output: ok,
    summary: 'Void an unused coupon, restore a void one, or change the last valid day',
  }),
  endpoint({
    id: 'marketingCoupons.itemDelete',
    method: 'DELETE',
    path: `${M}/coupon/item/delete`,
    access: MENU.issue,
    input: z.object({ itemIds: z.array(id).min(1).max(COUPON_PRINT_CAP) }),
    output: z.object({ deleted: z.int() }),
    summary: 'Delete issued coupons never used',
  }),
  endpoint({
    id: 'marketingCoupons.universalList',
    method: 'POST',
    path: `${M}/coupon/universal/list`,
    access: MENU.issue,
    write: false,
    input: pageQuery.extend({ code: textFilter, couponId: id.optional(), state: z.enum(UNIVERSAL_STATES).optional() }),
    output: pageOf(universalCoupon),
    summary: 'Universal coupons: codes anyone may present',
  }),
  endpoint({
    id: 'marketingCoupons.universalAdd',
    method: 'POST',
    path: `${M}/coupon/universal/add`,
    access: MENU.issue,
    input: z.object({
      couponId: id,
      /** Left out: the server makes one. */
      code: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{4,32}$/, 'letters and digits, 4–32')
        .optional(),
      totalCap: int32().default(0),
      perPersonCap: int32().default(1),
      validFrom: day,
      validTo: day,
      remark,
    }),
    output: z.object({ universalId: z.int(), code: z.string() }),
    summary: 'Add a universal coupon code',
  }),
  endpoint({
    id: 'marketingCoupons.universalPrint',
    method: 'POST',
    path: `${M}/coupon/universal/print`,
    access: MENU.issue,
    write: false,
    input: z.object({ universalIds: z.array(id).min(1).max(COUPON_PRINT_CAP) }),
    output: printReply,
    summary: 'Universal coupons to print',
  }),
  endpoint({
    id: 'marketingCoupons.universalDelete',
    method: 'PUT',
    path: `${M}/coupon/universal/delete`,
    access: MENU.issue,
    input: z.object({ universalId: id }),
    output: ok,
    summary: 'Void a universal coupon (its uses stay)',
  }),
  endpoint({
    id: 'marketingCoupons.universalOrdList',
    method: 'POST',
    path: `${M}/coupon/universal/ord/list`,
    access: MENU.issue,
    write: false,
    input: pageQuery.extend({ universalId: id.optional(), code: textFilter, custName: textFilter, state: z.enum(UNIVERSAL_USE_STATES).optional(), ...period }),
    output: pageOf(universalUse),
    summary: 'Orders paid with universal coupons',
  }),
  endpoint({
    id: 'marketingCoupons.universalOrdSum',
    method: 'POST',
    path: `${M}/coupon/universal/ord/sum`,
    access: MENU.issue,
    write: false,
    input: pageQuery.extend({ couponId: id.optional(), ...period }),
    output: pageOf(universalSum).extend({ sum: z.object({ uses: z.int(), returned: z.int(), discount: z.int() }) }),
    summary: 'Uses and discount per universal coupon',
  }),
  endpoint({
    id: 'marketingCoupons.logList',
    method: 'POST',
    path: `${M}/coupon/log/list`,
    access: MENU.claims,
    write: false,
    input: pageQuery.extend({ couponId: id.optional(), event: z.enum(COUPON_LOG_EVENTS).optional(), couponNo: textFilter, custName: textFilter, ...period }),
    output: pageOf(couponLog),
    summary: 'Coupon events: grants, uses, returns, voids',
  }),
] as const satisfies readonly AnyEndpoint[];
