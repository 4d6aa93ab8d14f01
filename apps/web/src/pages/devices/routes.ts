import type { PageMap } from '../pageMap';

/** Pages of the devices area, one line each: '/basesetting/…': lazy(() => import('./…')). */
export const devicesPages: PageMap = {};
