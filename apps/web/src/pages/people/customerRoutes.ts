import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the customers part, one line each: '/…': lazy(() => import('./…')). */
export const customersPages: PageMap = {
  '/personal/personnal': lazy(() => import('./customers')),
  '/personal/personnal/detail': lazy(() => import('./customerDetail')),
  '/personal/personnal/daorujieguo': lazy(() => import('./importResult')),
  '/personal/personnalCasual': lazy(() => import('./casual')),
  '/personal/personnalLogOut': lazy(() => import('./cancelled')),
  '/personal/visitor': lazy(() => import('./visitors')),
  '/personal/cardbind': lazy(() => import('./cardBinding')),
};
