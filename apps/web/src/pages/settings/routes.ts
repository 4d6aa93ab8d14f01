import type { PageMap } from '../pageMap';

/** Pages of the settings area, one line each: '/basesetting/…': lazy(() => import('./…')). */
export const settingsPages: PageMap = {};
