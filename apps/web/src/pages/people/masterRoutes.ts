import type { PageMap } from '../pageMap';

/** Pages of the peopleMaster part, one line each: '/…': lazy(() => import('./…')). */
export const peopleMasterPages: PageMap = {};
