import type { PageMap } from '../pageMap';

/** Pages of the reportsCustom part, one line each: '/…': lazy(() => import('./…')). */
export const reportsCustomPages: PageMap = {};
