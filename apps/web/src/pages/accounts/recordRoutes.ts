import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/**
 * Pages of the accountRecords part, one line each. The subsidy clearing history (records/clearHistory) and the
 * per-person period summary (records/custSumm) are parts of the subsidy clearing and account pages.
 */
export const accountRecordsPages: PageMap = {
  '/account/rechargewithdrawals/jilu': lazy(() => import('./records/recharge')),
  '/account/rechargewithdrawals/chongzhituikuan': lazy(() => import('./records/rechargeRefund')),
  '/account/rechargewithdrawals/chongzhiSum/typeSum': lazy(() => import('./records/rechargeSums/typeSum')),
  '/account/rechargewithdrawals/chongzhiSum/deptSum': lazy(() => import('./records/rechargeSums/deptSum')),
  '/account/rechargewithdrawals/chongzhiSum/psnTypeSum': lazy(() => import('./records/rechargeSums/psnTypeSum')),
  '/account/rechargewithdrawals/chongzhiSum/operatorSum': lazy(() => import('./records/rechargeSums/operatorSum')),
  '/account/rechargewithdrawals/chongzhiSum/daySum': lazy(() => import('./records/rechargeSums/daySum')),
  '/account/rechargewithdrawals/withdrawalRecord': lazy(() => import('./records/withdrawals')),
  '/account/rechargewithdrawals/withdrawalSum': lazy(() => import('./records/withdrawalSum')),
  '/account/rechargewithdrawals/tuikuanrecords': lazy(() => import('./records/refunds')),
  '/account/rechargewithdrawals/butie/history': lazy(() => import('./records/subsidyHistory')),
  '/account/peoplecardsum/peoplechangecard': lazy(() => import('./records/changeCard')),
  '/account/peoplecardsum/deptcard': lazy(() => import('./records/deptCard')),
  '/personal/carddeductfeerecord': lazy(() => import('./records/cardFees')),
};
