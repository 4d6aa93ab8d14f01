import type { PageMap } from '../pageMap';

/** Pages of the procurementPlans part, one line each: '/…': lazy(() => import('./…')). */
export const procurementPlanPages: PageMap = {};
