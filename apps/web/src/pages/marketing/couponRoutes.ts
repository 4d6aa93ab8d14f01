import type { PageMap } from '../pageMap';

/** Pages of coupons, one line each: '/…': lazy(() => import('./…')). */
export const marketingCouponPages: PageMap = {};
