import type { PageMap } from '../pageMap';

/** Pages of the accounts part, one line each: '/…': lazy(() => import('./…')). */
export const accountsPages: PageMap = {};
