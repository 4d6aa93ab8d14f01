import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { PREFIX } from '../endpoint';
import { REPORT_PAY_TYPES, dayRange, dayRangeRules, reportPage, reportPairUnder, reportQuery } from '../report';
import { pageQuery, textFilter } from '../paging';
import { dateTime, id } from '../scalars';
import { TRADE_TYPE_NAMES } from '../tradeTypes';
import { WALLETS } from './settings';

/**
 * Report families of money (issue 27, spec §7.5): recharge sums by day, trade × pay type, department, person type and
 * operator (from the rollups), withdrawal records; balance history at a moment, account changes, flow detail, card
 * history and card sums, and the cash each clerk hands in. Amounts are integer cents.
 */
const R = PREFIX.report;
const MENU = { rechargesum: 1202000, historybal: 1206000 } as const;

/** A person filter of the families that list people's rows. */
const personFilter = { custId: id.optional(), custName: textFilter, custNum: textFilter };
/** A range over people's rows: the organisation filter but no canteen (people belong to organisations only). */
const personRangeQuery = <S extends z.ZodRawShape>(extra: S) => dayRangeRules(pageQuery.extend({ ...dayRange, orgId: id.optional(), ...personFilter, ...extra }));

// ---- recharge sums ------------------------------------------------------------------------------------------------

/** What a recharge sum row groups by: the local day, the person's department, person type or the operator. */
export const RECHARGE_GROUPS = ['day', 'org', 'personType', 'operator'] as const;
export type RechargeGroup = (typeof RECHARGE_GROUPS)[number];

/**
 * Recharge-like money of the range: recharges (count, cash paid in), the gift their bonuses put in, revocations
 * (count and the cash and gift taken back), wallet imports, withdrawals, and net = recharge + gift − revoked + imported − withdrawn.
 */
const rechargeMeasures = {
  rechargeCount: z.int(),
  recharge: z.int(),
  gift: z.int(),
  revokeCount: z.int(),
  revoked: z.int(),
  imported: z.int(),
  withdrawalCount: z.int(),
  withdrawn: z.int(),
  net: z.int(),
};
export const rechargeSumRow = z.object({
  /** The group's key: the day (YYYY-MM-DD) or the id of the department, person type or operator ('0' = none). */
  groupKey: z.string(),
  /** The department, person type or operator's name; the day for a day row. */
  groupName: z.string(),
  ...rechargeMeasures,
});
export type RechargeSumRow = z.infer<typeof rechargeSumRow>;
export const rechargeSumSum = z.object(rechargeMeasures);
export type RechargeSumSum = z.infer<typeof rechargeSumSum>;
const rechargeSumQuery = reportQuery({ groupBy: z.enum(RECHARGE_GROUPS).default('day') });

/** The recharge-like trade types and withdrawals, by how they were paid. */
export const RECHARGE_TYPE_TRADES = ['recharge', 'rechargeGift', 'revokeRecharge', 'walletImport', 'withdrawal'] as const;
export const rechargeByTypeRow = z.object({
  /** tradeType/payType: the row's own key. */
  rowKey: z.string(),
  tradeType: z.enum(RECHARGE_TYPE_TRADES),
  /** null: no pay type recorded (a revocation, an import, a withdrawal). */
  payType: z.enum(REPORT_PAY_TYPES).nullable(),
  count: z.int(),
  amount: z.int(),
});
export type RechargeByTypeRow = z.infer<typeof rechargeByTypeRow>;
export const rechargeByTypeSum = z.object({ count: z.int(), amount: z.int() });
const rechargeTypeQuery = reportQuery({ tradeType: z.enum(RECHARGE_TYPE_TRADES).optional() });

/** One withdrawal: the cash paid out and the recharge bonus it took back from the gift wallet. */
export const withdrawalRecordRow = z.object({
  txnId: z.int(),
  bizNo: z.string(),
  at: z.string(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  amount: z.int(),
  giftBack: z.int(),
  operatorName: z.string(),
  remark: z.string(),
});
export type WithdrawalRecordRow = z.infer<typeof withdrawalRecordRow>;
export const withdrawalRecordSum = z.object({ amount: z.int(), giftBack: z.int() });
const withdrawalQuery = reportQuery(personFilter);

// ---- balance history ----------------------------------------------------------------------------------------------

/** Every account's wallets at a moment: the last day's close before it plus that day's entries up to it. */
export const balanceHistoryRow = z.object({
  accId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  cash: z.int(),
  subsidy: z.int(),
  gift: z.int(),
  total: z.int(),
});
export type BalanceHistoryRow = z.infer<typeof balanceHistoryRow>;
export const balanceHistorySum = z.object({ cash: z.int(), subsidy: z.int(), gift: z.int(), total: z.int() });
export type BalanceHistorySum = z.infer<typeof balanceHistorySum>;
const balanceHistoryQuery = pageQuery.extend({ at: dateTime, orgId: id.optional(), ...personFilter });

// ---- account changes and cards ------------------------------------------------------------------------------------

export const ACCOUNT_EVENTS = ['open', 'loss', 'release', 'replace', 'freeze', 'unfreeze', 'cancel', 'reopen', 'limit', 'slaveCard', 'baseInfo'] as const;
export type AccountEventName = (typeof ACCOUNT_EVENTS)[number];
/** The events of a card's life (the card history and sums). */
export const CARD_EVENTS = ['open', 'slaveCard', 'loss', 'release', 'replace', 'cancel'] as const satisfies readonly AccountEventName[];

export const accountChangeRow = z.object({
  eventId: z.int(),
  at: z.string(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  event: z.enum(ACCOUNT_EVENTS),
  cardNo: z.string().nullable(),
  newCardNo: z.string().nullable(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  fee: z.int(),
  remark: z.string(),
  operatorName: z.string(),
});
export type AccountChangeRow = z.infer<typeof accountChangeRow>;
export const accountChangeSum = z.object({ fee: z.int() });
const accountChangeQuery = personRangeQuery({ event: z.enum(ACCOUNT_EVENTS).optional() });
const cardHistoryQuery = personRangeQuery({ event: z.enum(CARD_EVENTS).optional(), cardNo: textFilter });

/** Card events of a local day: cards issued (main and slave), lost, released, replaced, cancelled, and their fees. */
const cardSumMeasures = { issued: z.int(), lost: z.int(), released: z.int(), replaced: z.int(), cancelled: z.int(), fee: z.int() };
export const cardSumRow = z.object({ day: z.string(), ...cardSumMeasures });
export type CardSumRow = z.infer<typeof cardSumRow>;
export const cardSumSum = z.object(cardSumMeasures);
const cardSumQuery = personRangeQuery({});

// ---- flow detail --------------------------------------------------------------------------------------------------

/** One wallet movement of a person (a ledger person row) with the wallet's balance after it. */
export const flowDetailRow = z.object({
  entryId: z.int(),
  at: z.string(),
  bizNo: z.string(),
  tradeType: z.enum(TRADE_TYPE_NAMES as [string, ...string[]]),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  wallet: z.enum(WALLETS),
  /** Signed: in is positive, out negative. */
  amount: z.int(),
  balanceAfter: z.int(),
  operatorName: z.string(),
});
export type FlowDetailRow = z.infer<typeof flowDetailRow>;
export const flowDetailSum = z.object({ income: z.int(), expense: z.int(), net: z.int() });
const flowDetailQuery = personRangeQuery({ wallet: z.enum(WALLETS).optional() });

// ---- hand-in money ------------------------------------------------------------------------------------------------

/**
 * What a clerk takes and gives at the counter in cash on a local day: recharges paid in cash, cash given back for
 * revoked cash recharges and withdrawals paid; handIn = cashIn − revoked − withdrawn.
 */
const handInMeasures = { cashInCount: z.int(), cashIn: z.int(), revoked: z.int(), withdrawn: z.int(), handIn: z.int() };
/** rowKey: day/operatorId, the row's own key. */
export const handInRow = z.object({ rowKey: z.string(), day: z.string(), operatorId: z.int(), operatorName: z.string(), ...handInMeasures });
export type HandInRow = z.infer<typeof handInRow>;
export const handInSum = z.object(handInMeasures);
const handInQuery = reportQuery({ operatorId: id.optional() });

/** A report and its export twin under the service's prefix. */
const pair = reportPairUnder(R);

/** Report families of money: recharge sums, withdrawals, balance history, account changes, cards, hand-in money, flow detail (issue 27). */
export const reportsMoneyEndpoints = [
  ...pair({
    id: 'reportsMoney.rechargeSum',
    exportId: 'reportsMoney.rechargeSumExport',
    path: 'rechargesum/sum',
    access: MENU.rechargesum,
    input: rechargeSumQuery,
    output: reportPage(rechargeSumRow, rechargeSumSum),
    summary: 'Recharge sum by day, department, person type or operator: recharges, bonus gift, revocations, imports, withdrawals and net',
  }),
  ...pair({
    id: 'reportsMoney.rechargeType',
    exportId: 'reportsMoney.rechargeTypeExport',
    path: 'rechargesum/type',
    access: MENU.rechargesum,
    input: rechargeTypeQuery,
    output: reportPage(rechargeByTypeRow, rechargeByTypeSum),
    summary: 'Recharge sum by trade type and pay type: count and amount',
  }),
  ...pair({
    id: 'reportsMoney.withdrawals',
    exportId: 'reportsMoney.withdrawalsExport',
    path: 'rechargesum/withdrawal',
    access: MENU.rechargesum,
    input: withdrawalQuery,
    output: reportPage(withdrawalRecordRow, withdrawalRecordSum),
    summary: 'Withdrawal records: every pay-out of cash over the range with the bonus it took back',
  }),
  ...pair({
    id: 'reportsMoney.balanceHistory',
    exportId: 'reportsMoney.balanceHistoryExport',
    path: 'historybal/balance',
    access: MENU.historybal,
    input: balanceHistoryQuery,
    output: reportPage(balanceHistoryRow, balanceHistorySum),
    summary: "Balance history: every account's cash, subsidy and gift wallets at a chosen moment",
  }),
  ...pair({
    id: 'reportsMoney.accountChanges',
    exportId: 'reportsMoney.accountChangesExport',
    path: 'historybal/account/change',
    access: MENU.historybal,
    input: accountChangeQuery,
    output: reportPage(accountChangeRow, accountChangeSum),
    summary: 'Account changes: accounts opened, cards lost, released, replaced, accounts frozen, cancelled… with their fees',
  }),
  ...pair({
    id: 'reportsMoney.flowDetail',
    exportId: 'reportsMoney.flowDetailExport',
    path: 'historybal/flow',
    access: MENU.historybal,
    input: flowDetailQuery,
    output: reportPage(flowDetailRow, flowDetailSum),
    summary: "Flow detail: every wallet movement of a person (or of everyone) with the wallet's balance after it",
  }),
  ...pair({
    id: 'reportsMoney.cardHistory',
    exportId: 'reportsMoney.cardHistoryExport',
    path: 'historybal/card/history',
    access: MENU.historybal,
    input: cardHistoryQuery,
    output: reportPage(accountChangeRow, accountChangeSum),
    summary: 'Card history: cards issued, lost, released, replaced and cancelled, by card',
  }),
  ...pair({
    id: 'reportsMoney.cardSum',
    exportId: 'reportsMoney.cardSumExport',
    path: 'historybal/card/sum',
    access: MENU.historybal,
    input: cardSumQuery,
    output: reportPage(cardSumRow, cardSumSum),
    summary: 'Card sum per day: cards issued, lost, released, replaced and cancelled, and the fees taken',
  }),
  ...pair({
    id: 'reportsMoney.handIn',
    exportId: 'reportsMoney.handInExport',
    path: 'historybal/handin',
    access: MENU.historybal,
    input: handInQuery,
    output: reportPage(handInRow, handInSum),
    summary: 'Hand-in money: the cash each clerk took and paid out at the counter per day, and what they hand in',
  }),
] as const satisfies readonly AnyEndpoint[];

