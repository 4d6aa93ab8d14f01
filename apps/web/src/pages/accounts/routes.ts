import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the accounts part, one line each: '/…': lazy(() => import('./…')). */
export const accountsPages: PageMap = {
  '/account/accountino': lazy(() => import('./accounts')),
  '/account/rechargewithdrawals/chongzhi': lazy(() => import('./recharge')),
  '/account/rechargewithdrawals/butie/butie': lazy(() => import('./subsidy')),
  '/account/subsidyClear': lazy(() => import('./subsidyClear')),
  '/account/reconciliation': lazy(() => import('./reconciliation')),
  '/account/desk': lazy(() => import('./desk')),
  '/orderCenter/orderunusual': lazy(() => import('./repair')),
};
