import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { dayRange, dayRangeRules, REPORT_PAY_TYPES, reportPage, reportPair, reportQuery, reportScope, saleMeasures } from '../report';
import { textFilter } from '../paging';
import { TRADE_TYPE_NAMES } from '../tradeTypes';

/**
 * Report families of consumption (issue 27, spec §7.5; /baobiaozhongxin tradedetail, tradesum/*, incomesum): every
 * money operation of a range, consumption summed by canteen, organisation, device, person, verification mode,
 * wallet and operator, the payment sums by organisation, day and person, and income per day and canteen. Money is
 * integer cents; days are the merchant's calendar days.
 */
const R = PREFIX.report;
const MENU = {
  tradedetail: 1201000,
  canteen: 1203010,
  dept: 1203020,
  machine: 1203030,
  person: 1203040,
  verification: 1203050,
  paytype: 1203060,
  operator: 1203070,
  incomesum: 1204000,
} as const;

// ---- trade detail -------------------------------------------------------------------------------------------------

/**
 * Trade detail's filters. `tradeTypes` picks the operations: ['consume', 'refund'] over today gives the day's
 * consumption net of refunds as sum.outAmount − sum.inAmount, the figure the dashboard's sales must equal.
 * `tradeType` is the console's one choice; with both, the operations of that type among `tradeTypes`.
 */
export const tradeDetailQuery = reportQuery({
  tradeTypes: z.array(z.enum(TRADE_TYPE_NAMES)).max(TRADE_TYPE_NAMES.length).optional(),
  tradeType: z.enum(TRADE_TYPE_NAMES).optional(),
  payType: z.enum(REPORT_PAY_TYPES).optional(),
  custName: textFilter,
  custNum: textFilter,
});

/** One money operation: who, where, by whom, its type and pay type, and what it moved (signed: + into the person's wallets, − out). */
export const tradeDetailRow = z.object({
  txnId: z.int(),
  bizNo: z.string(),
  at: z.string(),
  tradeType: z.enum(TRADE_TYPE_NAMES),
  payType: z.string().nullable(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  canteenName: z.string(),
  deviceName: z.string(),
  operatorName: z.string(),
  amount: z.int(),
  cash: z.int(),
  subsidy: z.int(),
  gift: z.int(),
  remark: z.string(),
});
export type TradeDetailRow = z.infer<typeof tradeDetailRow>;
/** Operations counted, what came into the wallets, what went out (both positive) and in − out. */
export const tradeDetailSum = z.object({ inAmount: z.int(), outAmount: z.int(), net: z.int() });
export type TradeDetailSum = z.infer<typeof tradeDetailSum>;

// ---- outer consumption --------------------------------------------------------------------------------------------

export const outerConsumptionQuery = reportQuery({ custName: textFilter, custNum: textFilter });
/** An order of type 'external' (paid at an outside merchant) with what was refunded of it. */
export const outerConsumptionRow = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  orderedAt: z.string(),
  state: z.string(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  canteenName: z.string(),
  deviceName: z.string(),
  amount: z.int(),
  cash: z.int(),
  subsidy: z.int(),
  gift: z.int(),
  refunded: z.int(),
});
export type OuterConsumptionRow = z.infer<typeof outerConsumptionRow>;
export const outerConsumptionSum = z.object({ amount: z.int(), refunded: z.int() });

// ---- trade sums ---------------------------------------------------------------------------------------------------

/** A consumption sum's row: the group (its id as text, '0' for none, and its name) and the measures. */
export const tradeSumRow = z.object({ key: z.string(), name: z.string(), code: z.string(), ...saleMeasures });
export type TradeSumRow = z.infer<typeof tradeSumRow>;
export const tradeSumTotals = z.object(saleMeasures);
export type TradeSumTotals = z.infer<typeof tradeSumTotals>;
const tradeSumQuery = reportQuery({});

export const TRADE_WALLETS = ['cash', 'subsidy', 'gift'] as const;
/** The pay-type sum: one row per wallet, what it paid, what was refunded to it and the net. */
export const walletSumRow = z.object({ wallet: z.enum(TRADE_WALLETS), amount: z.int(), refundAmount: z.int(), net: z.int() });
export type WalletSumRow = z.infer<typeof walletSumRow>;
export const walletSumTotals = z.object({ amount: z.int(), refundAmount: z.int(), net: z.int() });

/** A payment sum's row: the wallets paid net of the range's refunds, by organisation, day or person. */
export const paymentSumRow = z.object({
  key: z.string(),
  name: z.string(),
  code: z.string(),
  orders: z.int(),
  refunds: z.int(),
  cash: z.int(),
  subsidy: z.int(),
  gift: z.int(),
  total: z.int(),
});
export type PaymentSumRow = z.infer<typeof paymentSumRow>;
export const paymentSumTotals = z.object({ orders: z.int(), refunds: z.int(), cash: z.int(), subsidy: z.int(), gift: z.int(), total: z.int() });
export type PaymentSumTotals = z.infer<typeof paymentSumTotals>;

// ---- income sum ---------------------------------------------------------------------------------------------------

/**
 * Income of a day and canteen: consumption net of the day's refunds split by wallet, and money taken in: recharges
 * by pay type, less revoked recharges and withdrawals paid out.
 */
export const incomeSumRow = z.object({
  day: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  consumeAmount: z.int(),
  refundAmount: z.int(),
  netCash: z.int(),
  netSubsidy: z.int(),
  netGift: z.int(),
  netConsume: z.int(),
  rechargeCash: z.int(),
  rechargeWechat: z.int(),
  rechargeAlipay: z.int(),
  rechargeBank: z.int(),
  rechargeTransfer: z.int(),
  rechargeOther: z.int(),
  recharge: z.int(),
  revoked: z.int(),
  withdrawn: z.int(),
  takenIn: z.int(),
});
export type IncomeSumRow = z.infer<typeof incomeSumRow>;
export const INCOME_SUM_KEYS = [
  'consumeAmount',
  'refundAmount',
  'netCash',
  'netSubsidy',
  'netGift',
  'netConsume',
  'rechargeCash',
  'rechargeWechat',
  'rechargeAlipay',
  'rechargeBank',
  'rechargeTransfer',
  'rechargeOther',
  'recharge',
  'revoked',
  'withdrawn',
  'takenIn',
] as const;
export const incomeSumTotals = z.object(Object.fromEntries(INCOME_SUM_KEYS.map((k) => [k, z.int()])) as Record<(typeof INCOME_SUM_KEYS)[number], z.ZodInt>);
export type IncomeSumTotals = z.infer<typeof incomeSumTotals>;

// ---- by day (the charts beside the sums) ----------------------------------------------------------------------

/** Consumption of each day of the range (days with none left out), for the chart beside a sum; at most 366 rows. */
export const tradeDayRow = z.object({ day: z.string(), ...saleMeasures });
export type TradeDayRow = z.infer<typeof tradeDayRow>;
const dailyQuery = dayRangeRules(z.object({ ...dayRange, ...reportScope }));
/** The daily consumption under a sum's own menu, so a role reading the sum draws its chart. */
const daily = <const P extends string>(name: P, path: string, access: number) =>
  endpoint({
    id: `reportsTrade.${name}`,
    method: 'POST',
    path: `${R}/${path}`,
    access,
    write: false,
    input: dailyQuery,
    output: z.array(tradeDayRow),
    summary: 'Consumption per day of a range (orders, amount, wallets, refunds, net), the chart beside a consumption sum',
  });

/** A consumption sum by one grouping under its menu. */
const sumPair = <const P extends string>(name: P, path: string, access: number, what: string) =>
  reportPair({
    id: `reportsTrade.${name}`,
    exportId: `reportsTrade.${name}Export`,
    path: `${R}/${path}`,
    access,
    input: tradeSumQuery,
    output: reportPage(tradeSumRow, tradeSumTotals),
    summary: `Consumption by ${what} over a range of days: orders, amount, wallets paid, marketing, refunds and net`,
  });
const paymentPair = <const P extends string>(name: P, path: string, access: number, what: string) =>
  reportPair({
    id: `reportsTrade.${name}`,
    exportId: `reportsTrade.${name}Export`,
    path: `${R}/${path}`,
    access,
    input: tradeSumQuery,
    output: reportPage(paymentSumRow, paymentSumTotals),
    summary: `Payments by ${what} over a range of days: each wallet paid net of the range's refunds`,
  });

export const reportsTradeEndpoints = [
  ...reportPair({
    id: 'reportsTrade.tradeDetail',
    exportId: 'reportsTrade.tradeDetailExport',
    path: `${R}/report/trade/detail`,
    access: MENU.tradedetail,
    input: tradeDetailQuery,
    output: reportPage(tradeDetailRow, tradeDetailSum),
    summary: 'Trade detail: every money operation of a range with person, organisation, canteen, device, operator, pay type and wallets; totals in, out and net',
  }),
  ...reportPair({
    id: 'reportsTrade.outerConsumption',
    exportId: 'reportsTrade.outerConsumptionExport',
    path: `${R}/report/outer/consumption`,
    access: MENU.tradedetail,
    input: outerConsumptionQuery,
    output: reportPage(outerConsumptionRow, outerConsumptionSum),
    summary: 'Outer consumption: orders paid at outside merchants (order type external) over a range',
  }),
  ...sumPair('canteenSum', 'report/trade/sum/canteen', MENU.canteen, 'canteen'),
  ...sumPair('deptSum', 'report/trade/sum/dept', MENU.dept, 'organisation'),
  ...sumPair('machineSum', 'report/trade/sum/machine', MENU.machine, 'device'),
  ...sumPair('personSum', 'report/trade/sum/person', MENU.person, 'person'),
  ...sumPair('verificationSum', 'report/trade/sum/verification', MENU.verification, 'verification mode (how the diner verified)'),
  ...sumPair('operatorSum', 'report/trade/sum/operator', MENU.operator, 'operator'),
  ...reportPair({
    id: 'reportsTrade.walletSum',
    exportId: 'reportsTrade.walletSumExport',
    path: `${R}/report/trade/sum/paytype`,
    access: MENU.paytype,
    input: tradeSumQuery,
    output: reportPage(walletSumRow, walletSumTotals),
    summary: 'Consumption by wallet (cash, subsidy, gift) over a range: paid, refunded and net',
  }),
  ...paymentPair('paymentDeptSum', 'report/payment/dept/sum', MENU.dept, 'organisation'),
  ...paymentPair('paymentDateSum', 'report/payment/date/sum', MENU.dept, 'day'),
  ...paymentPair('paymentPersonSum', 'report/payment/person/sum', MENU.person, 'person'),
  ...reportPair({
    id: 'reportsTrade.incomeSum',
    exportId: 'reportsTrade.incomeSumExport',
    path: `${R}/report/income/sum`,
    access: MENU.incomesum,
    input: tradeSumQuery,
    output: reportPage(incomeSumRow, incomeSumTotals),
    summary: 'Income per day and canteen: consumption net of refunds by wallet, and recharges by pay type less revocations and withdrawals',
  }),
  daily('canteenDaily', 'report/trade/sum/canteen/daily', MENU.canteen),
  daily('deptDaily', 'report/trade/sum/dept/daily', MENU.dept),
  daily('machineDaily', 'report/trade/sum/machine/daily', MENU.machine),
  daily('personDaily', 'report/trade/sum/person/daily', MENU.person),
  daily('verificationDaily', 'report/trade/sum/verification/daily', MENU.verification),
  daily('walletDaily', 'report/trade/sum/paytype/daily', MENU.paytype),
  daily('operatorDaily', 'report/trade/sum/operator/daily', MENU.operator),
  daily('incomeDaily', 'report/income/sum/daily', MENU.incomesum),
] as const satisfies readonly AnyEndpoint[];
