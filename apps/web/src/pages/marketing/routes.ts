import type { PageMap } from '../pageMap';

/** Pages of marketing rules, one line each: '/…': lazy(() => import('./…')). */
export const marketingPages: PageMap = {};
