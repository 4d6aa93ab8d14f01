import type { reportsMoneyEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { rechargeSum, rechargeSumExport, rechargeType, rechargeTypeExport, withdrawals, withdrawalsExport } from './moneyRecharge';
import {
  accountChanges,
  accountChangesExport,
  balanceHistory,
  balanceHistoryExport,
  cardHistory,
  cardHistoryExport,
  cardSum,
  cardSumExport,
  flowDetail,
  flowDetailExport,
  handIn,
  handInExport,
} from './moneyHistory';

export const reportsMoneyHandlers: Handlers<typeof reportsMoneyEndpoints> = {
  'reportsMoney.rechargeSum': (ctx, input) => rechargeSum(ctx, input),
  'reportsMoney.rechargeSumExport': (ctx, input) => rechargeSumExport(ctx, input),
  'reportsMoney.rechargeType': (ctx, input) => rechargeType(ctx, input),
  'reportsMoney.rechargeTypeExport': (ctx, input) => rechargeTypeExport(ctx, input),
  'reportsMoney.withdrawals': (ctx, input) => withdrawals(ctx, input),
  'reportsMoney.withdrawalsExport': (ctx, input) => withdrawalsExport(ctx, input),
  'reportsMoney.balanceHistory': (ctx, input) => balanceHistory(ctx, input),
  'reportsMoney.balanceHistoryExport': (ctx, input) => balanceHistoryExport(ctx, input),
  'reportsMoney.accountChanges': (ctx, input) => accountChanges(ctx, input),
  'reportsMoney.accountChangesExport': (ctx, input) => accountChangesExport(ctx, input),
  'reportsMoney.flowDetail': (ctx, input) => flowDetail(ctx, input),
  'reportsMoney.flowDetailExport': (ctx, input) => flowDetailExport(ctx, input),
  'reportsMoney.cardHistory': (ctx, input) => cardHistory(ctx, input),
  'reportsMoney.cardHistoryExport': (ctx, input) => cardHistoryExport(ctx, input),
  'reportsMoney.cardSum': (ctx, input) => cardSum(ctx, input),
  'reportsMoney.cardSumExport': (ctx, input) => cardSumExport(ctx, input),
  'reportsMoney.handIn': (ctx, input) => handIn(ctx, input),
  'reportsMoney.handInExport': (ctx, input) => handInExport(ctx, input),
};
