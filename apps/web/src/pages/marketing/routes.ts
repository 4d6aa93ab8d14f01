import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of marketing rules, one line each: '/…': lazy(() => import('./…')). */
export const marketingPages: PageMap = {
  '/marketing/timelimit': lazy(() => import('./consumeRules')),
  '/marketing/eatingRules': lazy(() => import('./eatingRules')),
  '/marketing/repaidgift': lazy(() => import('./rechargeRules')),
  '/marketing/cancelorder': lazy(() => import('./mealCancelRules')),
};
