import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the reportsMoney part, one line each: '/…': lazy(() => import('./…')). */
export const reportsMoneyPages: PageMap = {
  '/baobiaozhongxin/rechargesum': lazy(() => import('./rechargeSum')),
  '/baobiaozhongxin/historybal': lazy(() => import('./historyBalance')),
};
