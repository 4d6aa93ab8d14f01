import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { cents, centsOrZero } from '../money';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, int32, pathId, dateTime, day, timeOfDay, deviceTime } from '../scalars';
import { RECHARGE_PAY_TYPES, TRADE_TYPE_NAMES } from '../tradeTypes';

const M = PREFIX.main;
const MENU = {
  accounts: 801000,
  recharge: 803010,
  subsidy: 803021,
  subsidyRules: 803022,
  refunds: 803070,
  subsidyClear: 804000,
  orderDetail: 401000,
  orderUnusual: 406000,
  reportTrade: 1201000,
} as const;

const ok = z.null();
/** The idempotency key of a money request (DESIGN §5): unique per merchant. */
export const bizNo = z.string().trim().min(6).max(64).regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only');
export const cardNo = z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9]+$/, 'letters and digits only');
const remark = z.string().trim().max(200).optional();
const wallets = z.object({ subsidy: z.int(), gift: z.int(), cash: z.int() });

export const ACCOUNT_STATES = ['normal', 'frozen', 'cancelled'] as const;
export const CARD_STATES = ['none', 'active', 'lost'] as const;
/** What a card is (its base info): an IC (M1) card, a CPU card, an ID card, or a virtual card in the ordering app. */
export const CARD_TYPES = ['ic', 'cpu', 'id', 'virtual'] as const;

export const account = z.object({
  accId: z.int(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgId: z.int(),
  orgName: z.string(),
  cardNo: z.string().nullable(),
  cardState: z.enum(CARD_STATES),
  /** The main card's base info; null without a card. */
  cardType: z.enum(CARD_TYPES).nullable(),
  /** The last day ('YYYY-MM-DD', merchant time zone) the card pays; null: no end. */
  cardValidUntil: z.string().nullable(),
  accState: z.enum(ACCOUNT_STATES),
  cashBalance: z.int(),
  subsidyBalance: z.int(),
  giftBalance: z.int(),
  balance: z.int(),
  maxBalance: z.int().nullable(),
  singleLimit: z.int().nullable(),
  dailyLimit: z.int().nullable(),
  openedAt: z.string(),
});
export type Account = z.infer<typeof account>;

export const accountEvent = z.object({
  eventId: z.int(),
  accId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  event: z.string(),
  cardNo: z.string().nullable(),
  newCardNo: z.string().nullable(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  fee: z.int(),
  remark: z.string(),
  operatorName: z.string(),
  at: z.string(),
});
export type AccountEvent = z.infer<typeof accountEvent>;

export const ledgerEntry = z.object({
  entryId: z.int(),
  at: z.string(),
  bizNo: z.string(),
  tradeType: z.enum(TRADE_TYPE_NAMES as [string, ...string[]]),
  wallet: z.enum(['cash', 'subsidy', 'gift']),
  amount: z.int(),
  balanceAfter: z.int(),
  operatorName: z.string(),
  remark: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ORDER_STATES = ['paid', 'part_refunded', 'refunded', 'error', 'repaired', 'void'] as const;
export const accountOrder = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  orderedAt: z.string(),
  canteenName: z.string().nullable(),
  state: z.enum(ORDER_STATES),
  amount: z.int(),
  paid: wallets,
  refunded: wallets,
  payType: z.string(),
});
export type AccountOrder = z.infer<typeof accountOrder>;

export const reconciliationRow = z.object({
  accId: z.int().nullable(),
  custName: z.string().nullable(),
  bookKind: z.string().nullable(),
  wallet: z.string(),
  balance: z.int(),
  ledgerSum: z.int(),
  lastBalanceAfter: z.int().nullable(),
});
export const reconciliation = z.object({
  checkedAt: z.string(),
  accounts: z.int(),
  entries: z.int(),
  unbalancedTxns: z.int(),
  /** The merchant's books sum to minus the people's wallets: money is only moved, never made. */
  walletTotal: z.int(),
  bookTotal: z.int(),
  differences: z.array(reconciliationRow),
});
export type Reconciliation = z.infer<typeof reconciliation>;

export const subsidyRule = z.object({
  ruleId: z.int(),
  ruleName: z.string(),
  amount: z.int(),
  orgIds: z.array(z.int()),
  psnTypeIds: z.array(z.int()),
  clearFirst: z.boolean(),
  enabled: z.boolean(),
  remark: z.string(),
});
export type SubsidyRule = z.infer<typeof subsidyRule>;
const subsidyRuleFields = {
  ruleName: z.string().trim().min(1).max(50),
  amount: cents,
  orgIds: z.array(id).max(500).default([]),
  psnTypeIds: z.array(id).max(100).default([]),
  clearFirst: z.boolean().default(false),
  enabled: z.boolean().default(true),
  remark: z.string().trim().max(200).default(''),
};
export const SUBSIDY_CYCLES = ['month', 'week', 'day'] as const;
export const subsidyTimeRule = z.object({
  timeRuleId: z.int(),
  ruleId: z.int(),
  ruleName: z.string().nullable(),
  cycle: z.enum(SUBSIDY_CYCLES),
  day: z.int(),
  atTime: z.string(),
  enabled: z.boolean(),
  lastPeriod: z.string().nullable(),
  lastRunAt: z.string().nullable(),
});
export type SubsidyTimeRule = z.infer<typeof subsidyTimeRule>;
const subsidyTimeRuleFields = {
  ruleId: id,
  cycle: z.enum(SUBSIDY_CYCLES),
  /** Day of the month (1–28) for month, weekday (1 Monday – 7) for week; ignored for day. */
  day: z.int().min(1).max(28).default(1),
  atTime: timeOfDay.default('00:00'),
  enabled: z.boolean().default(true),
};

export const importCheck = z.object({ batchNo: z.string(), total: z.int(), amount: z.int() });
export const pendingImport = z.object({
  batchNo: z.string(),
  kind: z.enum(['recharge', 'subsidy', 'wallet']),
  state: z.string(),
  fileName: z.string(),
  total: z.int(),
  amount: z.int(),
  createdBy: z.string(),
  createdAt: z.string(),
  rows: z.array(z.object({ row: z.int(), custId: z.int(), custNum: z.string(), custName: z.string(), amount: z.int(), cash: z.int().optional(), subsidy: z.int().optional(), gift: z.int().optional(), remark: z.string().optional() })),
});
export type PendingImport = z.infer<typeof pendingImport>;
const batchRef = z.object({ batchNo: z.string().trim().min(1).max(64) });
const importPageQuery = pageQuery.extend({ state: z.enum(['checked', 'imported', 'discarded']).default('checked') });

const accRef = z.object({ accId: id, remark });
/** null: the merchant's default; 0: no limit. */
const limit = centsOrZero.nullable();
const consumeItem = z.object({ dishId: id, dishName: z.string().trim().max(50).optional(), qty: z.int().min(1).max(999), price: z.int().min(0).max(10_000_000) });
export const paid = wallets;
export const consumeResult = z.object({
  orderId: z.int(),
  /** The order number as the order list shows it (absent from replies stored before it was added). */
  orderNo: z.string().optional(),
  paid,
  /** The total balance after, and each wallet after (absent from replies stored before it was added). */
  balance: z.int(),
  wallets: wallets.optional(),
  error: z.string().optional(),
});
export type ConsumeResult = z.infer<typeof consumeResult>;
const payer = {
  custId: id.optional(),
  cardNo: cardNo.optional(),
};
/** A coupon the payer presents (its number or a universal code) and points they pay part with (marketing, DESIGN §6). */
const rewards = {
  couponNo: z.string().trim().min(1).max(64).optional(),
  usePoints: int32(1).optional(),
};
export const consumeInput = z
  .object({
    bizNo,
    ...payer,
    amount: cents,
    canteenId: id.optional(),
    stallId: id.optional(),
    deviceId: id.optional(),
    items: z.array(consumeItem).max(100).optional(),
    ...rewards,
  })
  .refine((v) => v.custId !== undefined || v.cardNo !== undefined, { message: 'custId or cardNo is required', path: ['custId'] });
const deviceConsume = z
  .object({
    /** The device's trade number: the idempotency key. */
    bizNo,
    ...payer,
    faceId: z.string().trim().min(1).max(64).optional(),
    /** A QR payment code the server issued (customers.payCode); it names the payer alone. */
    qrCode: z.string().trim().min(1).max(64).optional(),
    amount: cents,
    stallId: id.optional(),
    orderType: z.enum(['spot', 'booking', 'scan', 'weighing']).default('spot'),
    items: z.array(consumeItem).max(100).optional(),
    ...rewards,
  })
  .refine((v) => [v.custId, v.cardNo, v.faceId, v.qrCode].some((x) => x !== undefined), { message: 'custId, cardNo, faceId or qrCode is required', path: ['cardNo'] })
  .refine((v) => v.qrCode === undefined || [v.custId, v.cardNo, v.faceId].every((x) => x === undefined), { message: 'a QR code names the payer alone', path: ['qrCode'] });
const offlineConsume = z.object({
  ...{ bizNo, custId: id.optional(), cardNo: cardNo.optional(), faceId: z.string().trim().min(1).max(64).optional(), amount: cents, stallId: id.optional() },
  items: z.array(consumeItem).max(100).optional(),
  /** When the device took the payment, ISO 8601, by the device's clock. */
  at: deviceTime,
});
/**
 * Why an offline record was held for review instead of booked: its device time is outside the merchant's window
 * (settings key 'offline'), the merchant does not allow offline payments, it names its payer in a way the merchant
 * does not take (pay types: a person id while `account` is off, a card while `card` is off…), or it is above the
 * merchant's offline payment cap (settings key 'pay').
 */
export const HELD_REASONS = ['tooOld', 'inFuture', 'offlineOff', 'payTypeOff', 'overOfflineMax'] as const;
export const HELD_STATES = ['pending', 'booked', 'rejected'] as const;
/**
 * One offline upload result. `held`: the record is kept for review on the error orders page and not booked (orderId
 * is 0 until a reviewer books it); the device may stop sending it, like a booked one.
 */
export const offlineResult = z.object({ bizNo: z.string(), orderId: z.int(), error: z.string().optional(), held: z.enum(HELD_REASONS).optional() });
export const heldRecord = z.object({
  heldId: z.int(),
  bizNo: z.string(),
  /** The device's time of the payment. */
  at: z.string(),
  reason: z.enum(HELD_REASONS),
  state: z.enum(HELD_STATES),
  amount: z.int(),
  /** The payer as the device named it: card number, person id or face id. */
  payer: z.string(),
  custName: z.string().nullable(),
  custNum: z.string().nullable(),
  deviceName: z.string().nullable(),
  canteenName: z.string().nullable(),
  receivedAt: z.string(),
  reviewerName: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The order a reviewer booked it as (dated at review). */
  orderNo: z.string().nullable(),
});
export type HeldRecord = z.infer<typeof heldRecord>;
const heldQuery = {
  custName: textFilter,
  deviceName: textFilter,
  state: z.enum(HELD_STATES).optional(),
  atFrom: dateTime.optional(),
  atTo: dateTime.optional(),
};
/** refunded: what each wallet's payment got back; subsidyForfeited: of refunded.subsidy, what went to the subsidy book (cleared since the payment). */
export const refundResult = z.object({ refundId: z.int(), refunded: wallets, subsidyForfeited: z.int(), balance: z.int() });
/**
 * A refund asked on the order pages while the merchant's refund review is on: a request waiting on the review page, no
 * money moved (state pending); a repeat of its bizNo answers the request as it stands now.
 */
export const refundAsked = z.object({ state: z.enum(['pending', 'approved', 'rejected', 'cancelled']), requestId: z.int(), amount: z.int() });
export type RefundAsked = z.infer<typeof refundAsked>;
export type RefundMadeData = z.infer<typeof refundResult>;
const orgsOrPeople = { custIds: z.array(id).min(1).max(5000).optional(), orgIds: z.array(id).min(1).max(500).optional() };
export const batchResult = z.object({ batchNo: z.string(), count: z.int(), amount: z.int() });
const tradeTypeEnum = z.array(z.object({ value: z.string(), code: z.int(), sign: z.int() }));

/** Endpoints of accounts, cards and money (spec second document §7 "Customers and accounts", "Money"; DESIGN §5). */
export const accountsEndpoints = [
  // ---- accounts and cards -------------------------------------------------------------------------------
  endpoint({
    id: 'accounts.accountPage',
    method: 'POST',
    path: `${M}/accInfo/queryPageAccInfo`,
    access: MENU.accounts,
    write: false,
    input: pageQuery.extend({
      custName: textFilter,
      custNum: textFilter,
      cardNo: textFilter,
      orgId: id.optional(),
      accState: z.enum(ACCOUNT_STATES).optional(),
      cardState: z.enum(CARD_STATES).optional(),
    }),
    output: pageOf(account),
    summary: 'Page of accounts with their card and three wallets (organisation scope applies)',
  }),
  endpoint({
    id: 'accounts.accountDetail',
    method: 'GET',
    path: `${M}/accInfo/queryAccInfoDetail`,
    access: MENU.accounts,
    input: z.object({ accId: pathId }),
    output: account,
    summary: 'One account',
  }),
  endpoint({
    id: 'accounts.applyCard',
    method: 'POST',
    path: `${M}/accInfo/applyCard`,
    access: MENU.accounts,
    input: z.object({ custId: id, cardNo }),
    output: z.object({ accId: z.int(), cardNo: z.string() }),
    summary: 'Open (issue) the person’s card',
  }),
  endpoint({ id: 'accounts.reportLoss', method: 'PUT', path: `${M}/accInfo/reportLossCard`, access: MENU.accounts, input: accRef, output: ok, summary: 'Report the card lost: it stops paying' }),
  endpoint({ id: 'accounts.releaseLoss', method: 'PUT', path: `${M}/accInfo/releaseReportLossCard`, access: MENU.accounts, input: accRef, output: ok, summary: 'Release a lost card' }),
  endpoint({
    id: 'accounts.replaceCard',
    method: 'POST',
    path: `${M}/accInfo/replaceCard`,
    access: MENU.accounts,
    input: z.object({ accId: id, cardNo, fee: z.int().min(0).max(100_000).optional(), remark }),
    output: z.object({ accId: z.int(), cardNo: z.string() }),
    summary: 'Replace the card with a new number; the old number becomes void',
  }),
  endpoint({ id: 'accounts.freeze', method: 'PUT', path: `${M}/accInfo/freezeAccInfo`, access: MENU.accounts, input: accRef, output: ok, summary: 'Freeze the account' }),
  endpoint({ id: 'accounts.unfreeze', method: 'PUT', path: `${M}/accInfo/relieveFreezeAccInfo`, access: MENU.accounts, input: accRef, output: ok, summary: 'Unfreeze the account' }),
  endpoint({
    id: 'accounts.cancel',
    method: 'PUT',
    path: `${M}/accInfo/cancelAccountById`,
    access: MENU.accounts,
    input: accRef,
    output: ok,
    summary: 'Cancel the account once its cash is paid out and its subsidy cleared',
  }),
  endpoint({ id: 'accounts.reopen', method: 'POST', path: `${M}/accInfo/reopenAccount`, access: MENU.accounts, input: accRef, output: ok, summary: 'Reopen a cancelled account' }),
  endpoint({
    id: 'accounts.changeBaseInfo',
    method: 'POST',
    path: `${M}/basecard/changeBaseInfo`,
    access: MENU.accounts,
    input: z.object({ accId: id, cardType: z.enum(CARD_TYPES), validUntil: day.nullable(), remark }),
    output: ok,
    summary: 'Change the base info of the person’s card: its type and the last day it pays (null: no end); not a day already past',
  }),
  endpoint({
    id: 'accounts.setLimits',
    method: 'POST',
    path: `${M}/accInfo/batchPerAccBalanceLimit`,
    access: MENU.accounts,
    input: z.object({ custIds: z.array(id).min(1).max(5000), maxBalance: limit, singleLimit: limit, dailyLimit: limit }),
    output: z.object({ updated: z.int() }),
    summary: 'Set balance and consumption limits of people (null: the merchant default)',
  }),
  endpoint({
    id: 'accounts.eventPage',
    method: 'POST',
    path: `${M}/accInfo/queryPageAccEvent`,
    access: MENU.accounts,
    write: false,
    input: pageQuery.extend({ accId: id.optional(), custName: textFilter, event: textFilter }),
    output: pageOf(accountEvent),
    summary: 'Account and card state history',
  }),
  endpoint({
    id: 'accounts.ledgerPage',
    method: 'POST',
    path: `${M}/accInfo/queryPageAccLedger`,
    access: MENU.accounts,
    write: false,
    input: pageQuery.extend({ accId: id, wallet: z.enum(['cash', 'subsidy', 'gift']).optional() }),
    output: pageOf(ledgerEntry),
    summary: 'The ledger rows of one account, newest first',
  }),

  endpoint({
    id: 'accounts.orderPage',
    method: 'POST',
    path: `${M}/accInfo/queryPageAccOrder`,
    access: MENU.accounts,
    write: false,
    input: pageQuery.extend({ accId: id }),
    output: pageOf(accountOrder),
    summary: 'The consumption orders of one account, newest first, with what was paid and refunded per wallet',
  }),

  // ---- money ---------------------------------------------------------------------------------------------
  endpoint({
    id: 'accounts.recharge',
    method: 'PUT',
    path: `${M}/recharge/personalRecharge`,
    access: MENU.recharge,
    input: z.object({ custId: id, amount: cents, payType: z.enum(RECHARGE_PAY_TYPES), bizNo, remark }),
    output: z.object({ rechargeId: z.int(), wallet: z.enum(['cash', 'subsidy', 'gift']), balance: z.int(), gift: z.int() }),
    summary: 'Recharge the person’s cash wallet (idempotent by bizNo)',
  }),
  endpoint({
    id: 'accounts.revokeRecharge',
    method: 'PUT',
    path: `${M}/recharge/revokeRecharge`,
    access: MENU.recharge,
    input: z.object({ rechargeId: id, bizNo, remark }),
    // bonusBack: the recharge bonus taken back with it (what no withdrawal took back already).
    output: z.object({ balance: z.int(), bonusBack: z.int() }),
    summary: 'Revoke a recharge while its wallet still holds the amount and the bonus it carries',
  }),
  endpoint({
    id: 'accounts.drawMoney',
    method: 'PUT',
    path: `${M}/recharge/drawMoney`,
    access: MENU.recharge,
    input: z.object({ custId: id, amount: cents, bizNo, remark }),
    // bonusBack: the recharge bonus the cash paid out carried, taken back; bonusFromCash: its spent part, taken from cash besides the amount.
    output: z.object({ balance: z.int(), bonusBack: z.int(), bonusFromCash: z.int() }),
    summary: 'Pay cash out of the person’s cash wallet; the recharge bonus that cash carried is taken back',
  }),
  endpoint({
    id: 'accounts.subsidyRecharge',
    method: 'PUT',
    path: `${M}/recharge/subsidyRecharge`,
    access: MENU.subsidy,
    input: z.object({ custId: id, amount: cents, bizNo, remark }),
    output: z.object({ subsidyId: z.int(), balance: z.int() }),
    summary: 'Grant the person a subsidy',
  }),
  endpoint({
    id: 'accounts.batchRecharge',
    method: 'POST',
    path: `${M}/recharge/batchPerRecharge`,
    access: MENU.recharge,
    input: z.object({ custIds: orgsOrPeople.custIds.unwrap(), amount: cents, payType: z.enum(RECHARGE_PAY_TYPES), bizNo, remark }),
    output: batchResult,
    summary: 'Recharge each of the people the same amount (one bizNo per person: bizNo-custId)',
  }),
  endpoint({
    id: 'accounts.batchOrgRecharge',
    method: 'POST',
    path: `${M}/recharge/batchOrgRecharge`,
    access: MENU.recharge,
    input: z.object({ orgIds: orgsOrPeople.orgIds.unwrap(), amount: cents, payType: z.enum(RECHARGE_PAY_TYPES), bizNo, remark }),
    output: batchResult,
    summary: 'Recharge everyone in the organisations (and below) the same amount',
  }),
  endpoint({
    id: 'accounts.batchSubsidy',
    method: 'POST',
    path: `${M}/recharge/batchPerSubRecharge`,
    access: MENU.subsidy,
    input: z.object({ custIds: orgsOrPeople.custIds.unwrap(), amount: cents, bizNo, remark }),
    output: batchResult,
    summary: 'Grant each of the people the same subsidy',
  }),
  endpoint({
    id: 'accounts.batchOrgSubsidy',
    method: 'POST',
    path: `${M}/recharge/batchOrgSubRecharge`,
    access: MENU.subsidy,
    input: z.object({ orgIds: orgsOrPeople.orgIds.unwrap(), amount: cents, bizNo, remark }),
    output: batchResult,
    summary: 'Grant everyone in the organisations (and below) the same subsidy',
  }),
  endpoint({
    id: 'accounts.clearSubsidy',
    method: 'POST',
    path: `${M}/accClc/personal/clear`,
    access: MENU.subsidyClear,
    input: z.object({ custId: id, bizNo, remark }),
    output: z.object({ cleared: z.int(), balance: z.int() }),
    summary: 'Clear the person’s subsidy balance to zero',
  }),
  endpoint({
    id: 'accounts.batchClearSubsidy',
    method: 'POST',
    path: `${M}/accClc/batch/clear`,
    access: MENU.subsidyClear,
    input: z.object({ ...orgsOrPeople, bizNo, remark }).refine((v) => v.custIds || v.orgIds, { message: 'custIds or orgIds is required', path: ['custIds'] }),
    output: batchResult,
    summary: 'Clear the subsidy balance of people or of whole organisations',
  }),
  endpoint({ id: 'accounts.rechargeTradeTypes', method: 'GET', path: `${M}/recharge/accRechargeTradeTypeEnum`, access: 'session', input: z.object({}), output: tradeTypeEnum, summary: 'Trade types of recharges' }),
  endpoint({ id: 'accounts.drawMoneyTradeTypes', method: 'GET', path: `${M}/recharge/accDrawMoneyTradeTypeEnum`, access: 'session', input: z.object({}), output: tradeTypeEnum, summary: 'Trade types of pay-outs' }),
  endpoint({ id: 'accounts.allTradeTypes', method: 'GET', path: `${M}/recharge/allTradeTypeEnum`, access: 'session', input: z.object({}), output: tradeTypeEnum, summary: 'Every trade type with its sign' }),

  // ---- subsidy rules and time rules ------------------------------------------------------------------------
  endpoint({ id: 'accounts.subsidyRuleList', method: 'GET', path: `${M}/accSubRule/queryAllAccSubRule`, access: MENU.subsidyRules, input: z.object({}), output: z.array(subsidyRule), summary: 'Every subsidy rule' }),
  endpoint({
    id: 'accounts.subsidyRuleAdd',
    method: 'POST',
    path: `${M}/accSubRule/add`,
    access: MENU.subsidyRules,
    input: z.object(subsidyRuleFields),
    output: z.object({ ruleId: z.int() }),
    summary: 'Add a subsidy rule: an amount for people of some organisations and person types (none: everyone)',
  }),
  endpoint({
    id: 'accounts.subsidyRuleEdit',
    method: 'POST',
    path: `${M}/accSubRule/update`,
    access: MENU.subsidyRules,
    input: z.object({ ruleId: id, ...subsidyRuleFields }),
    output: ok,
    summary: 'Edit a subsidy rule',
  }),
  endpoint({ id: 'accounts.subsidyRuleRemove', method: 'POST', path: `${M}/accSubRule/delete`, access: MENU.subsidyRules, input: z.object({ ruleId: id }), output: ok, summary: 'Remove a subsidy rule without time rules' }),
  endpoint({
    id: 'accounts.subsidyRuleGrant',
    method: 'POST',
    path: `${M}/accSubRule/grant`,
    access: MENU.subsidy,
    input: z.object({ ruleId: id, bizNo }),
    output: batchResult,
    summary: 'Grant a rule now to everyone it reaches (once per bizNo)',
  }),
  endpoint({
    id: 'accounts.subsidyRulePeople',
    method: 'GET',
    path: `${M}/accSubRule/people`,
    access: MENU.subsidyRules,
    input: z.object({ ruleId: pathId }),
    output: z.object({ count: z.int(), amount: z.int() }),
    summary: 'How many people a rule reaches now and what a grant would cost',
  }),
  endpoint({
    id: 'accounts.subsidyTimeList',
    method: 'POST',
    path: `${PREFIX.mainApi}/v2.1/sub/time/list`,
    access: MENU.subsidyRules,
    write: false,
    input: pageQuery.extend({ ruleId: id.optional() }),
    output: pageOf(subsidyTimeRule),
    summary: 'Time rules: when subsidy rules grant by themselves',
  }),
  endpoint({
    id: 'accounts.subsidyTimeAdd',
    method: 'POST',
    path: `${PREFIX.mainApi}/v2.1/sub/time/add`,
    access: MENU.subsidyRules,
    input: z.object(subsidyTimeRuleFields),
    output: z.object({ timeRuleId: z.int() }),
    summary: 'Add a time rule (monthly, weekly or daily at a time of day, merchant time zone)',
  }),
  endpoint({
    id: 'accounts.subsidyTimeEdit',
    method: 'POST',
    path: `${PREFIX.mainApi}/v2.1/sub/time/update`,
    access: MENU.subsidyRules,
    input: z.object({ timeRuleId: id, ...subsidyTimeRuleFields }),
    output: ok,
    summary: 'Edit a time rule',
  }),
  endpoint({ id: 'accounts.subsidyTimeRemove', method: 'POST', path: `${PREFIX.mainApi}/v2.1/sub/time/delete`, access: MENU.subsidyRules, input: z.object({ timeRuleId: id }), output: ok, summary: 'Remove a time rule' }),

  // ---- imports with a check step (59000 with the row errors when any row is wrong) --------------------------
  endpoint({
    id: 'accounts.rechargeImportCheck',
    method: 'POST',
    path: `${M}/recharge/batchImportRecharge`,
    access: MENU.recharge,
    kind: 'multipart',
    rowErrors: true,
    input: z.object({}),
    output: importCheck,
    summary: 'Check a recharge sheet (person number, name, amount in yuan, remark) and keep it as a pending batch',
  }),
  endpoint({ id: 'accounts.rechargeImport', method: 'POST', path: `${M}/recharge/batchImportRecharge/confirm`, access: MENU.recharge, input: batchRef, output: importCheck, summary: 'Recharge a checked batch' }),
  endpoint({ id: 'accounts.rechargeImportPage', method: 'POST', path: `${M}/recharge/batchImportRecharge/list`, access: MENU.recharge, write: false, input: importPageQuery, output: pageOf(pendingImport), summary: 'Recharge batches by state' }),
  endpoint({ id: 'accounts.rechargeImportDiscard', method: 'POST', path: `${M}/recharge/batchImportRecharge/discard`, access: MENU.recharge, input: batchRef, output: ok, summary: 'Discard a checked recharge batch' }),
  endpoint({
    id: 'accounts.subsidyImportCheck',
    method: 'POST',
    path: `${PREFIX.mainApi}/v2/subsidy/check`,
    access: MENU.subsidy,
    kind: 'multipart',
    rowErrors: true,
    input: z.object({}),
    output: importCheck,
    summary: 'Check a subsidy sheet and keep it as a pending batch',
  }),
  endpoint({
    id: 'accounts.subsidyRuleImport',
    method: 'POST',
    path: `${M}/accSubRule/batchImportAccSub`,
    access: MENU.subsidyRules,
    kind: 'multipart',
    rowErrors: true,
    input: z.object({}),
    output: importCheck,
    summary: 'Check a subsidy sheet from the rules page (same as subsidy/check)',
  }),
  endpoint({ id: 'accounts.subsidyImport', method: 'POST', path: `${PREFIX.mainApi}/v2/subsidy/import`, access: MENU.subsidy, input: batchRef, output: importCheck, summary: 'Grant a checked subsidy batch' }),
  endpoint({ id: 'accounts.subsidyPending', method: 'POST', path: `${PREFIX.mainApi}/v2/subsidy/pending/list`, access: MENU.subsidy, write: false, input: importPageQuery, output: pageOf(pendingImport), summary: 'Subsidy batches waiting to be granted' }),
  endpoint({ id: 'accounts.subsidyPendingClear', method: 'POST', path: `${PREFIX.mainApi}/v2/subsidy/clear`, access: MENU.subsidy, input: batchRef, output: ok, summary: 'Discard a pending subsidy batch' }),
  endpoint({
    id: 'accounts.walletImportCheck',
    method: 'POST',
    path: `${PREFIX.mainApi}/v2/wallet/import/check`,
    access: MENU.recharge,
    kind: 'multipart',
    rowErrors: true,
    input: z.object({}),
    output: importCheck,
    summary: 'Check a sheet of opening balances (person number, cash, subsidy, gift in yuan)',
  }),
  endpoint({ id: 'accounts.walletImport', method: 'POST', path: `${PREFIX.mainApi}/v2/wallet/import`, access: MENU.recharge, input: batchRef, output: importCheck, summary: 'Bring in a checked batch of opening balances' }),
  endpoint({
    id: 'accounts.limitsImport',
    method: 'POST',
    path: `${M}/accInfo/batchImportAccBalanceLimit`,
    access: MENU.accounts,
    kind: 'multipart',
    rowErrors: true,
    input: z.object({}),
    output: z.object({ updated: z.int() }),
    summary: 'Set limits from a sheet (person number, max balance, single and daily limits in yuan)',
  }),
  endpoint({
    id: 'accounts.repairImport',
    method: 'POST',
    path: `${M}/acc/repair/deduct/batch/import`,
    access: MENU.orderUnusual,
    kind: 'multipart',
    rowErrors: true,
    input: z.object({}),
    output: z.object({ total: z.int(), repaired: z.int(), failed: z.array(z.object({ row: z.int(), orderNo: z.string(), reason: z.string() })) }),
    summary: 'Repair-deduct the error orders listed in a sheet (order numbers); those the balance still does not cover are listed',
  }),
  endpoint({
    id: 'accounts.repairErrorExport',
    method: 'POST',
    path: `${M}/acc/repair/deduct/err/export`,
    access: MENU.orderUnusual,
    kind: 'blob',
    write: false,
    input: z.object({ custName: textFilter }),
    output: ok,
    summary: 'Export the error orders waiting for repair deduction (xlsx)',
  }),

  // ---- consumption, refunds, repair ---------------------------------------------------------------------
  endpoint({
    id: 'accounts.consumePay',
    method: 'PUT',
    path: `${M}/pay/consumePay`,
    access: MENU.accounts,
    input: consumeInput,
    output: consumeResult,
    summary: 'Charge a consumption from the console (idempotent by bizNo)',
  }),
  endpoint({
    id: 'accounts.deviceConsume',
    method: 'POST',
    path: `${M}/device/pay/consume`,
    access: 'device',
    input: deviceConsume,
    output: consumeResult,
    summary: 'A device charges a consumption: card, person id, face id or a QR payment code (single-use, ≤ 60 s)',
  }),
  endpoint({
    id: 'accounts.deviceOfflineUpload',
    method: 'POST',
    path: `${M}/device/pay/offline`,
    access: 'device',
    input: z.object({ records: z.array(offlineConsume).min(1).max(500) }),
    output: z.object({ results: z.array(offlineResult) }),
    summary: 'A device uploads consumptions taken offline; each is charged once, uncovered ones become error orders, ones dated outside the window, above the offline cap or sent while offline payments are off are held',
  }),
  endpoint({
    id: 'accounts.refund',
    method: 'POST',
    path: `${M}/acc/refund/accrefund`,
    access: MENU.refunds,
    input: z.object({ orderId: id, amount: cents, bizNo, reason: remark }),
    output: refundResult,
    summary: 'Refund part or all of an order to the wallets it was paid from (refused while the refund review is on: ask on the order pages)',
  }),
  endpoint({
    id: 'accounts.wholeOrderBack',
    method: 'POST',
    path: `${M}/ordInfo/whole/order/back`,
    access: MENU.orderDetail,
    input: z.object({ orderId: id, bizNo, reason: remark }),
    output: z.union([refundResult, refundAsked]),
    summary: 'Refund the whole rest of an order; while the refund review is on, a request for it waiting for review',
  }),
  endpoint({
    id: 'accounts.reportRefund',
    method: 'POST',
    path: `${M}/repordcenter/rep/ordcenter/refund`,
    access: MENU.reportTrade,
    input: z.object({ orderId: id, amount: cents, bizNo, reason: remark }),
    output: refundResult,
    summary: 'Refund from the report centre’s trade detail (refused while the refund review is on)',
  }),
  endpoint({
    id: 'accounts.repairSingle',
    method: 'POST',
    path: `${M}/acc/repair/deduct/single`,
    access: MENU.orderUnusual,
    input: z.object({ orderId: id, bizNo }),
    output: consumeResult,
    summary: 'Charge an error order (an offline consumption not covered at upload) now',
  }),
  endpoint({
    id: 'accounts.repairErrors',
    method: 'POST',
    path: `${M}/acc/repair/deduct/err/list`,
    access: MENU.orderUnusual,
    write: false,
    input: pageQuery.extend({ custName: textFilter }),
    output: pageOf(
      z.object({ orderId: z.int(), orderNo: z.string(), bizNo: z.string(), custId: z.int(), custName: z.string(), custNum: z.string(), amount: z.int(), reason: z.string(), orderedAt: z.string(), canteenId: z.int().nullable() }),
    ),
    summary: 'Error orders waiting for repair deduction',
  }),
  endpoint({
    id: 'accounts.heldOfflinePage',
    method: 'POST',
    path: `${M}/acc/repair/offline/held/list`,
    access: MENU.orderUnusual,
    write: false,
    input: pageQuery.extend(heldQuery),
    output: pageOf(heldRecord),
    summary: 'Offline records held for review: their device time was outside the merchant’s window',
  }),
  endpoint({
    id: 'accounts.heldOfflineBook',
    method: 'POST',
    path: `${M}/acc/repair/offline/held/book`,
    access: MENU.orderUnusual,
    input: z.object({ heldId: id }),
    output: consumeResult,
    summary: 'Book a held offline record as a consumption dated now (once; its device time stays on the held record)',
  }),
  endpoint({
    id: 'accounts.heldOfflineReject',
    method: 'POST',
    path: `${M}/acc/repair/offline/held/reject`,
    access: MENU.orderUnusual,
    input: z.object({ heldId: id, reason: z.string().trim().min(1).max(200) }),
    output: ok,
    summary: 'Reject a held offline record with a reason; nothing is booked',
  }),

  // ---- reconciliation ------------------------------------------------------------------------------------
  endpoint({
    id: 'accounts.reconcile',
    method: 'POST',
    path: `${M}/acc/reconcile/check`,
    access: 806000,
    write: false,
    input: z.object({ custName: textFilter }),
    output: reconciliation,
    summary: 'Check every wallet and book against the sum of its ledger rows and its newest balance_after',
  }),
] as const satisfies readonly AnyEndpoint[];
