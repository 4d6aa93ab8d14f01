import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the reportsSales part, one line each: '/…': lazy(() => import('./…')). */
export const reportsSalesPages: PageMap = {
  '/baobiaozhongxin/caipinxiaoshouSum': lazy(() => import('./dishSales')),
  '/baobiaozhongxin/jiucansum': lazy(() => import('./diningSum')),
};
