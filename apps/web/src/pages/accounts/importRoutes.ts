import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of subsidy rules and money imports, one line each: '/…': lazy(() => import('./…')). */
export const accountImportPages: PageMap = {
  '/account/daoruyichang': lazy(() => import('./importErrors')),
  '/account/rechargewithdrawals/butie/butieNew': lazy(() => import('./subsidyRules')),
  '/account/rechargewithdrawals/butie/ruleDetail': lazy(() => import('./subsidyRules/detail')),
  '/account/rechargewithdrawals/butie/export': lazy(() => import('./imports/subsidy')),
  '/account/rechargewithdrawals/chongzhijieguo': lazy(() => import('./imports/recharge')),
  '/account/rechargewithdrawals/export': lazy(() => import('./imports/tools')),
};
