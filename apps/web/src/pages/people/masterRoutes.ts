import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the peopleMaster part, one line each: '/…': lazy(() => import('./…')). */
export const peopleMasterPages: PageMap = {
  '/personal/location': lazy(() => import('./places')),
  '/personal/personallabel/position': lazy(() => import('./jobs')),
  '/personal/personallabel/psnType': lazy(() => import('./psnTypes')),
  '/personal/personnal/sick': lazy(() => import('./chronics')),
  '/personal/personnal/medicalreport': lazy(() => import('./healthReports')),
};
