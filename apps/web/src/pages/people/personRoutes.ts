import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the person records, one line each: '/…': lazy(() => import('./…')). */
export const personsPages: PageMap = {
  '/personal/personnal': lazy(() => import('./persons')),
  '/personal/personnal/detail': lazy(() => import('./personDetail')),
  '/personal/personnal/daorujieguo': lazy(() => import('./importResult')),
  '/personal/personnalCasual': lazy(() => import('./casual')),
  '/personal/personnalLogOut': lazy(() => import('./cancelled')),
  '/personal/visitor': lazy(() => import('./visitors')),
  '/personal/cardbind': lazy(() => import('./cardBinding')),
};
