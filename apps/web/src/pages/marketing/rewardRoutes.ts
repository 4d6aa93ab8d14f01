import type { PageMap } from '../pageMap';

/** Pages of red envelopes and points, one line each: '/…': lazy(() => import('./…')). */
export const marketingRewardPages: PageMap = {};
