import type { PageMap } from '../pageMap';

/** Pages of the accountRecords part, one line each: '/…': lazy(() => import('./…')). */
export const accountRecordsPages: PageMap = {};
