import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the procurementPlans part, one line each: '/…': lazy(() => import('./…')). */
export const procurementPlanPages: PageMap = {
  '/caigouzhongxin/purchaselist': lazy(() => import('./plans')),
  '/caigouzhongxin/purchaselist/caigougenerate': lazy(() => import('./planGenerate')),
  '/caigouzhongxin/purchaselist/purchaselistDetail': lazy(() => import('./planDetail')),
  '/caigouzhongxin/purchaselist/emaillist': lazy(() => import('./mails')),
};
