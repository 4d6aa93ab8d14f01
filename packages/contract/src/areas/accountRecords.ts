import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, dateTime } from '../scalars';
import { RECHARGE_PAY_TYPES, TRADE_TYPE_NAMES } from '../tradeTypes';

const M = PREFIX.main;
const MENU = {
  accountino: 801000,
  subsidyExport: 803024,
  subsidyHistory: 803025,
  rechargeRecords: 803030,
  typeSum: 803041,
  deptSum: 803042,
  psnTypeSum: 803043,
  operatorSum: 803044,
  daySum: 803045,
  withdrawals: 803050,
  withdrawalSum: 803060,
  refunds: 803070,
  rechargeRefunds: 803080,
  subsidyClear: 804000,
  changeCard: 805010,
  deptCard: 805020,
  cardFees: 709000,
} as const;

/** Times are ISO 8601 with offset; a period is [startTime, endTime). */
const time = dateTime.optional();
const period = { startTime: time, endTime: time };
const person = { custName: textFilter, custNum: textFilter, orgId: id.optional() };
const tradeType = z.enum(TRADE_TYPE_NAMES as [string, ...string[]]);

export const RECHARGE_RECORD_TYPES = ['recharge', 'rechargeGift', 'revokeRecharge', 'walletImport'] as const;
export const RECHARGE_REFUND_TYPES = ['revokeRecharge', 'withdrawal'] as const;
export const SUBSIDY_RECORD_TYPES = ['subsidy', 'revokeSubsidy', 'subsidyClear'] as const;

const who = {
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  cardNo: z.string().nullable(),
};

/** One money operation of a person (a money_txns row, its amount read from its ledger rows). */
export const moneyRecord = z.object({
  /** `${txnId}-${tradeType code}`: a recharge with a gift is two records of one operation. */
  recordId: z.string(),
  txnId: z.int(),
  bizNo: z.string(),
  ...who,
  tradeType,
  /** Cents moved for the person, positive; the trade type tells the direction. */
  amount: z.int(),
  payType: z.string().nullable(),
  batchNo: z.string().nullable(),
  state: z.enum(['done', 'revoked']),
  remark: z.string(),
  operatorName: z.string(),
  at: z.string(),
});
export type MoneyRecord = z.infer<typeof moneyRecord>;

export const refundRecord = z.object({
  txnId: z.int(),
  bizNo: z.string(),
  ...who,
  orderId: z.int().nullable(),
  orderNo: z.string().nullable(),
  orderAmount: z.int(),
  amount: z.int(),
  refundedSubsidy: z.int(),
  refundedGift: z.int(),
  refundedCash: z.int(),
  reason: z.string(),
  operatorName: z.string(),
  at: z.string(),
});
export type RefundRecord = z.infer<typeof refundRecord>;

export const cardFeeRecord = z.object({
  eventId: z.int(),
  ...who,
  event: z.string(),
  oldCardNo: z.string().nullable(),
  newCardNo: z.string().nullable(),
  fee: z.int(),
  remark: z.string(),
  operatorName: z.string(),
  at: z.string(),
});
export type CardFeeRecord = z.infer<typeof cardFeeRecord>;

/** Recharge figures of one group: recharges (and wallet imports), gifts, revocations, net = recharge + gift − revoke. */
const rechargeFigures = {
  rechargeCount: z.int(),
  rechargeAmount: z.int(),
  giftAmount: z.int(),
  revokeCount: z.int(),
  revokeAmount: z.int(),
  netAmount: z.int(),
};
export const rechargeGroupSum = z.object({ groupKey: z.string(), groupName: z.string(), ...rechargeFigures });
export type RechargeGroupSum = z.infer<typeof rechargeGroupSum>;
const sumsPage = <T extends z.ZodObject, S extends z.ZodObject>(row: T, sum: S) => pageOf(row).extend({ sum });
const groupSumPage = sumsPage(rechargeGroupSum, z.object(rechargeFigures));

/** Recharges by trade type and pay type; amounts signed (a revocation is negative) so that the total is the net. */
export const rechargeTypeSum = z.object({ groupKey: z.string(), tradeType, payType: z.string().nullable(), count: z.int(), amount: z.int() });
export type RechargeTypeSum = z.infer<typeof rechargeTypeSum>;
const countAmount = z.object({ count: z.int(), amount: z.int() });

export const withdrawalSum = z.object({ groupKey: z.string(), groupName: z.string(), count: z.int(), amount: z.int() });
export type WithdrawalSum = z.infer<typeof withdrawalSum>;

/** One person's money over a period (accAddsubSummary): closing = opening + the signed sum of the columns. */
export const personPeriodSum = z.object({
  accId: z.int(),
  ...who,
  opening: z.int(),
  recharge: z.int(),
  revoke: z.int(),
  subsidy: z.int(),
  clear: z.int(),
  gift: z.int(),
  consume: z.int(),
  repair: z.int(),
  refund: z.int(),
  withdrawal: z.int(),
  /** Signed sum of the other trade types (subsidy revocations, management fees, forfeited gifts). */
  other: z.int(),
  closing: z.int(),
});
export type PersonPeriodSum = z.infer<typeof personPeriodSum>;

export const changeCardSum = z.object({ ...who, accId: z.int(), replaceCount: z.int(), feeAmount: z.int(), lastAt: z.string().nullable() });
export type ChangeCardSum = z.infer<typeof changeCardSum>;
export const deptCardSum = z.object({ orgId: z.int(), orgName: z.string(), issued: z.int(), lost: z.int(), replaced: z.int(), live: z.int() });
export type DeptCardSum = z.infer<typeof deptCardSum>;

const rechargeQuery = pageQuery.extend({ ...person, ...period, payType: z.enum(RECHARGE_PAY_TYPES).optional(), tradeType: z.enum(RECHARGE_RECORD_TYPES).optional() });
const refundListQuery = pageQuery.extend({ ...person, ...period, tradeType: z.enum(RECHARGE_REFUND_TYPES).optional() });
const personQuery = pageQuery.extend({ ...person, ...period });
const subsidyQuery = pageQuery.extend({ ...person, ...period, batchNo: textFilter, tradeType: z.enum(SUBSIDY_RECORD_TYPES).optional() });
const clearQuery = pageQuery.extend({ ...person, ...period, batchNo: textFilter });
const periodQuery = pageQuery.extend(period);
const withdrawalSumQuery = pageQuery.extend({ ...period, groupBy: z.enum(['day', 'operator']).default('day') });
const deptCardQuery = pageQuery.extend({ ...period, orgId: id.optional() });
/** GET sends content as JSON text: numbers arrive as numbers, so the page query works as is. */
const personSumQuery = personQuery;

const blob = z.null();

/** A paged read and its export twin (same filters, an .xlsx reply). */
function pair<const P extends string, const E extends string, I extends z.ZodType, O extends z.ZodType>(def: {
  id: P;
  exportId: E;
  method?: 'POST' | 'GET';
  path: string;
  exportPath: string;
  access: number;
  exportAccess?: number;
  input: I;
  output: O;
  summary: string;
}) {
  const method = def.method ?? 'POST';
  return [
    endpoint({ id: def.id, method, path: def.path, access: def.access, write: false, input: def.input, output: def.output, summary: def.summary }),
    endpoint({
      id: def.exportId,
      method,
      path: def.exportPath,
      access: def.exportAccess ?? def.access,
      write: false,
      kind: 'blob',
      input: def.input,
      output: blob,
      summary: `${def.summary} (xlsx export, at most 50 000 rows)`,
    }),
  ] as const;
}

/** Records, summaries and exports of the /account section (issue 4 item 5), read from the ledger tables. */
export const accountRecordsEndpoints = [
  ...pair({
    id: 'accountRecords.rechargePage',
    exportId: 'accountRecords.rechargeExport',
    path: `${M}/recharge/queryPageRecharge`,
    exportPath: `${M}/recharge/exportRecharge`,
    access: MENU.rechargeRecords,
    input: rechargeQuery,
    output: pageOf(moneyRecord),
    summary: 'Recharge records: recharges, gifts, revocations and wallet imports',
  }),
  ...pair({
    id: 'accountRecords.rechargeRefundList',
    exportId: 'accountRecords.rechargeRefundExport',
    path: `${PREFIX.mainApi}/v2/recharge/list`,
    exportPath: `${PREFIX.mainApi}/v2/recharge/export`,
    access: MENU.rechargeRefunds,
    input: refundListQuery,
    output: pageOf(moneyRecord),
    summary: 'Recharge refunds: revoked recharges and withdrawals (money paid back out)',
  }),
  ...pair({
    id: 'accountRecords.typeSum',
    exportId: 'accountRecords.typeSumExport',
    path: `${M}/rechargeform/tradeType/sum/page`,
    exportPath: `${M}/rechargeform/tradeType/sum/export`,
    access: MENU.typeSum,
    input: periodQuery,
    output: sumsPage(rechargeTypeSum, countAmount),
    summary: 'Recharges summed by trade type and pay type',
  }),
  ...pair({
    id: 'accountRecords.deptSum',
    exportId: 'accountRecords.deptSumExport',
    path: `${M}/rechargeform/dept/sum/page`,
    exportPath: `${M}/rechargeform/dept/sum/export`,
    access: MENU.deptSum,
    input: periodQuery,
    output: groupSumPage,
    summary: 'Recharges summed by organisation',
  }),
  ...pair({
    id: 'accountRecords.psnTypeSum',
    exportId: 'accountRecords.psnTypeSumExport',
    path: `${M}/rechargeform/psnType/sum/page`,
    exportPath: `${M}/rechargeform/psnType/sum/export`,
    access: MENU.psnTypeSum,
    input: periodQuery,
    output: groupSumPage,
    summary: 'Recharges summed by person type',
  }),
  ...pair({
    id: 'accountRecords.operatorSum',
    exportId: 'accountRecords.operatorSumExport',
    path: `${M}/rechargeform/operator/sum/page`,
    exportPath: `${M}/rechargeform/operator/sum/export`,
    access: MENU.operatorSum,
    input: periodQuery,
    output: groupSumPage,
    summary: 'Recharges summed by operator',
  }),
  ...pair({
    id: 'accountRecords.daySum',
    exportId: 'accountRecords.daySumExport',
    path: `${M}/rechargeform/day/sum/page`,
    exportPath: `${M}/rechargeform/day/sum/export`,
    access: MENU.daySum,
    input: periodQuery,
    output: groupSumPage,
    summary: 'Recharges summed by day (merchant time zone)',
  }),
  ...pair({
    id: 'accountRecords.withdrawalPage',
    exportId: 'accountRecords.withdrawalExport',
    path: `${M}/recharge/queryPageDrawMoney`,
    exportPath: `${M}/recharge/exportDrawMoney`,
    access: MENU.withdrawals,
    input: personQuery,
    output: pageOf(moneyRecord),
    summary: 'Withdrawal records',
  }),
  ...pair({
    id: 'accountRecords.withdrawalSum',
    exportId: 'accountRecords.withdrawalSumExport',
    path: `${M}/rechargeform/withdrawal/sum/page`,
    exportPath: `${M}/rechargeform/withdrawal/sum/export`,
    access: MENU.withdrawalSum,
    input: withdrawalSumQuery,
    output: sumsPage(withdrawalSum, countAmount),
    summary: 'Withdrawals summed by day or by operator',
  }),
  ...pair({
    id: 'accountRecords.refundPage',
    exportId: 'accountRecords.refundExport',
    path: `${M}/acc/refund/queryPageRefund`,
    exportPath: `${M}/acc/refund/exportRefund`,
    access: MENU.refunds,
    input: personQuery.extend({ orderNo: textFilter }),
    output: pageOf(refundRecord),
    summary: 'Refund records with the split per wallet',
  }),
  ...pair({
    id: 'accountRecords.subsidyHistory',
    exportId: 'accountRecords.subsidyExport',
    path: `${M}/recharge/queryPageSubsidyHist`,
    exportPath: `${M}/recharge/exportSubsidyHist`,
    access: MENU.subsidyHistory,
    exportAccess: MENU.subsidyExport,
    input: subsidyQuery,
    output: pageOf(moneyRecord),
    summary: 'Subsidy history: grants, revocations and clears with their batch number',
  }),
  ...pair({
    id: 'accountRecords.clearHistory',
    exportId: 'accountRecords.clearHistoryExport',
    path: `${M}/accClc/queryPageAccClearHist`,
    exportPath: `${M}/accClc/exportAccClearHist`,
    access: MENU.subsidyClear,
    input: clearQuery,
    output: pageOf(moneyRecord),
    summary: 'Subsidy clearing history',
  }),
  ...pair({
    id: 'accountRecords.cardFeePage',
    exportId: 'accountRecords.cardFeeExport',
    path: `${M}/accCardDeduction/queryPageAccCardDeductionHist`,
    exportPath: `${M}/accCardDeduction/exportAccCardDeductionHist`,
    access: MENU.cardFees,
    input: personQuery,
    output: pageOf(cardFeeRecord),
    summary: 'Card fees charged (replacement fees)',
  }),
  ...pair({
    id: 'accountRecords.custSumm',
    exportId: 'accountRecords.custSummExport',
    method: 'GET',
    path: `${M}/accAddsubSummary/queryPageAccCustSumm`,
    exportPath: `${M}/accAddsubSummary/exportAccCustSumm`,
    access: MENU.accountino,
    input: personSumQuery,
    output: sumsPage(personPeriodSum, personPeriodSum.omit({ accId: true, custId: true, custName: true, custNum: true, orgName: true, cardNo: true })),
    summary: 'Per person over [startTime, endTime): opening, each kind of movement, closing',
  }),
  ...pair({
    id: 'accountRecords.changeCardSum',
    exportId: 'accountRecords.changeCardSumExport',
    path: `${M}/accCardSumm/queryPagePsnChangeCard`,
    exportPath: `${M}/accCardSumm/exportPsnChangeCard`,
    access: MENU.changeCard,
    input: personQuery,
    output: sumsPage(changeCardSum, z.object({ replaceCount: z.int(), feeAmount: z.int() })),
    summary: 'Card replacements per person over a period',
  }),
  ...pair({
    id: 'accountRecords.deptCardSum',
    exportId: 'accountRecords.deptCardSumExport',
    path: `${M}/accCardSumm/queryPageDeptCard`,
    exportPath: `${M}/accCardSumm/exportDeptCard`,
    access: MENU.deptCard,
    input: deptCardQuery,
    output: sumsPage(deptCardSum, z.object({ issued: z.int(), lost: z.int(), replaced: z.int(), live: z.int() })),
    summary: 'Cards issued, lost and replaced over a period and live now, per organisation',
  }),
] as const satisfies readonly AnyEndpoint[];
