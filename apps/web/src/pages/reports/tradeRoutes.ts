import type { PageMap } from '../pageMap';

/** Pages of the reportsTrade part, one line each: '/…': lazy(() => import('./…')). */
export const reportsTradePages: PageMap = {};
