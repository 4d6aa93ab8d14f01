import type { PageMap } from '../pageMap';

/** Pages of the canteens area, one line each: '/basesetting/…': lazy(() => import('./…')). */
export const canteensPages: PageMap = {};
