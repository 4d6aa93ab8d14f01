import type { PageMap } from '../pageMap';

/** Pages of the people area, one line each: '/personal/…': lazy(() => import('./…')). */
export const peoplePages: PageMap = {};
