import type { PageMap } from '../pageMap';

/** Pages of the inventoryReports part, one line each: '/…': lazy(() => import('./…')). */
export const inventoryReportPages: PageMap = {};
