import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of coupons, one line each: '/…': lazy(() => import('./…')). */
export const marketingCouponPages: PageMap = {
  '/marketing/couponDetail': lazy(() => import('./couponsDetail')),
  '/marketing/detail': lazy(() => import('./couponsClaims')),
};
