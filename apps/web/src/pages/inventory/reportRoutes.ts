import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the inventoryReports part, one line each: '/…': lazy(() => import('./…')). */
export const inventoryReportPages: PageMap = {
  '/kucunzhongxin/statisticaltable/outcost': lazy(() => import('./outCost')),
  '/kucunzhongxin/statisticaltable/inoutdetail': lazy(() => import('./inOutDetail')),
  '/kucunzhongxin/statisticaltable/inventorywarning': lazy(() => import('./inventoryWarning')),
  '/kucunzhongxin/statisticaltable/expirewarning': lazy(() => import('./expiryWarning')),
};
