import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of red envelopes and points, one line each: '/…': lazy(() => import('./…')). */
export const marketingRewardPages: PageMap = {
  '/marketing/hongbao': lazy(() => import('./redEnvelopes')),
  // jifen is a page of its own and the parent of getpoints and dikou (spec §2.4).
  '/marketing/jifen': lazy(() => import('./points')),
  '/marketing/jifen/getpoints': lazy(() => import('./pointGain')),
  '/marketing/jifen/dikou': lazy(() => import('./pointOffset')),
};
