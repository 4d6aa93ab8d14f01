import type { accountRecordsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { moneyExport, moneyPage } from './records/moneyRecords';
import { refundExport, refundPage } from './records/refunds';
import { rechargeGroupExport, rechargeGroupPage, typeSumExport, typeSumPage, withdrawalSumExport, withdrawalSumPage } from './records/sums';
import { personSumExport, personSumPage } from './records/personSums';
import { cardFeeExport, cardFeePage, changeCardExport, changeCardPage, deptCardExport, deptCardPage } from './records/cards';

/** Exports carry the page's filters; paging fields are ignored. */
const filters = <T extends { page?: number; limit?: number }>({ page: _p, limit: _l, ...rest }: T) => rest;

export const accountRecordsHandlers: Handlers<typeof accountRecordsEndpoints> = {
  'accountRecords.rechargePage': (ctx, q) => moneyPage(ctx, 'recharge', q),
  'accountRecords.rechargeExport': (ctx, q) => moneyExport(ctx, 'recharge', filters(q)),
  'accountRecords.rechargeRefundList': (ctx, q) => moneyPage(ctx, 'rechargeRefund', q),
  'accountRecords.rechargeRefundExport': (ctx, q) => moneyExport(ctx, 'rechargeRefund', filters(q)),
  'accountRecords.typeSum': (ctx, q) => typeSumPage(ctx, q),
  'accountRecords.typeSumExport': (ctx, q) => typeSumExport(ctx, filters(q)),
  'accountRecords.deptSum': (ctx, q) => rechargeGroupPage(ctx, 'dept', q),
  'accountRecords.deptSumExport': (ctx, q) => rechargeGroupExport(ctx, 'dept', filters(q)),
  'accountRecords.psnTypeSum': (ctx, q) => rechargeGroupPage(ctx, 'psnType', q),
  'accountRecords.psnTypeSumExport': (ctx, q) => rechargeGroupExport(ctx, 'psnType', filters(q)),
  'accountRecords.operatorSum': (ctx, q) => rechargeGroupPage(ctx, 'operator', q),
  'accountRecords.operatorSumExport': (ctx, q) => rechargeGroupExport(ctx, 'operator', filters(q)),
  'accountRecords.daySum': (ctx, q) => rechargeGroupPage(ctx, 'day', q),
  'accountRecords.daySumExport': (ctx, q) => rechargeGroupExport(ctx, 'day', filters(q)),
  'accountRecords.withdrawalPage': (ctx, q) => moneyPage(ctx, 'withdrawal', q),
  'accountRecords.withdrawalExport': (ctx, q) => moneyExport(ctx, 'withdrawal', filters(q)),
  'accountRecords.withdrawalSum': (ctx, q) => withdrawalSumPage(ctx, q),
  'accountRecords.withdrawalSumExport': (ctx, q) => withdrawalSumExport(ctx, filters(q)),
  'accountRecords.refundPage': (ctx, q) => refundPage(ctx, q),
  'accountRecords.refundExport': (ctx, q) => refundExport(ctx, filters(q)),
  'accountRecords.subsidyHistory': (ctx, q) => moneyPage(ctx, 'subsidy', q),
  'accountRecords.subsidyExport': (ctx, q) => moneyExport(ctx, 'subsidy', filters(q)),
  'accountRecords.clearHistory': (ctx, q) => moneyPage(ctx, 'clear', q),
  'accountRecords.clearHistoryExport': (ctx, q) => moneyExport(ctx, 'clear', filters(q)),
  'accountRecords.cardFeePage': (ctx, q) => cardFeePage(ctx, q),
  'accountRecords.cardFeeExport': (ctx, q) => cardFeeExport(ctx, filters(q)),
  'accountRecords.custSumm': (ctx, q) => personSumPage(ctx, q),
  'accountRecords.custSummExport': (ctx, q) => personSumExport(ctx, filters(q)),
  'accountRecords.changeCardSum': (ctx, q) => changeCardPage(ctx, q),
  'accountRecords.changeCardSumExport': (ctx, q) => changeCardExport(ctx, filters(q)),
  'accountRecords.deptCardSum': (ctx, q) => deptCardPage(ctx, q),
  'accountRecords.deptCardSumExport': (ctx, q) => deptCardExport(ctx, filters(q)),
};
