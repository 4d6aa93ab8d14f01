import type { reportsTradeEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { outerConsumption, outerConsumptionExport, tradeDetail, tradeDetailExport } from './tradeDetail';
import { incomeSum, incomeSumExport } from './tradeIncome';
import { paymentSum, paymentSumExport, tradeDaily, tradeSum, tradeSumExport, walletSum, walletSumExport } from './tradeSums';

export const reportsTradeHandlers: Handlers<typeof reportsTradeEndpoints> = {
  'reportsTrade.tradeDetail': (ctx, input) => tradeDetail(ctx, input),
  'reportsTrade.tradeDetailExport': (ctx, input) => tradeDetailExport(ctx, input),
  'reportsTrade.outerConsumption': (ctx, input) => outerConsumption(ctx, input),
  'reportsTrade.outerConsumptionExport': (ctx, input) => outerConsumptionExport(ctx, input),
  'reportsTrade.canteenSum': (ctx, input) => tradeSum(ctx, input, 'canteen'),
  'reportsTrade.canteenSumExport': (ctx, input) => tradeSumExport(ctx, input, 'canteen'),
  'reportsTrade.deptSum': (ctx, input) => tradeSum(ctx, input, 'org'),
  'reportsTrade.deptSumExport': (ctx, input) => tradeSumExport(ctx, input, 'org'),
  'reportsTrade.machineSum': (ctx, input) => tradeSum(ctx, input, 'device'),
  'reportsTrade.machineSumExport': (ctx, input) => tradeSumExport(ctx, input, 'device'),
  'reportsTrade.personSum': (ctx, input) => tradeSum(ctx, input, 'person'),
  'reportsTrade.personSumExport': (ctx, input) => tradeSumExport(ctx, input, 'person'),
  'reportsTrade.verificationSum': (ctx, input) => tradeSum(ctx, input, 'payType'),
  'reportsTrade.verificationSumExport': (ctx, input) => tradeSumExport(ctx, input, 'payType'),
  'reportsTrade.operatorSum': (ctx, input) => tradeSum(ctx, input, 'operator'),
  'reportsTrade.operatorSumExport': (ctx, input) => tradeSumExport(ctx, input, 'operator'),
  'reportsTrade.walletSum': (ctx, input) => walletSum(ctx, input),
  'reportsTrade.walletSumExport': (ctx, input) => walletSumExport(ctx, input),
  'reportsTrade.paymentDeptSum': (ctx, input) => paymentSum(ctx, input, 'org'),
  'reportsTrade.paymentDeptSumExport': (ctx, input) => paymentSumExport(ctx, input, 'org'),
  'reportsTrade.paymentDateSum': (ctx, input) => paymentSum(ctx, input, 'day'),
  'reportsTrade.paymentDateSumExport': (ctx, input) => paymentSumExport(ctx, input, 'day'),
  'reportsTrade.paymentPersonSum': (ctx, input) => paymentSum(ctx, input, 'person'),
  'reportsTrade.paymentPersonSumExport': (ctx, input) => paymentSumExport(ctx, input, 'person'),
  'reportsTrade.incomeSum': (ctx, input) => incomeSum(ctx, input),
  'reportsTrade.incomeSumExport': (ctx, input) => incomeSumExport(ctx, input),
  'reportsTrade.canteenDaily': (ctx, input) => tradeDaily(ctx, input),
  'reportsTrade.deptDaily': (ctx, input) => tradeDaily(ctx, input),
  'reportsTrade.machineDaily': (ctx, input) => tradeDaily(ctx, input),
  'reportsTrade.personDaily': (ctx, input) => tradeDaily(ctx, input),
  'reportsTrade.verificationDaily': (ctx, input) => tradeDaily(ctx, input),
  'reportsTrade.walletDaily': (ctx, input) => tradeDaily(ctx, input),
  'reportsTrade.operatorDaily': (ctx, input) => tradeDaily(ctx, input),
  'reportsTrade.incomeDaily': (ctx, input) => tradeDaily(ctx, input),
};
