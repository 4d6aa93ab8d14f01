import type { PageMap } from '../pageMap';

/** Pages of the reportsMoney part, one line each: '/…': lazy(() => import('./…')). */
export const reportsMoneyPages: PageMap = {};
