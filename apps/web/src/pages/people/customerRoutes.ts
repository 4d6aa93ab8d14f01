import type { PageMap } from '../pageMap';

/** Pages of the customers part, one line each: '/…': lazy(() => import('./…')). */
export const customersPages: PageMap = {};
