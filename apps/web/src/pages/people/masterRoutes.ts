import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the peopleMaster part, one line each: '/…': lazy(() => import('./…')). */
export const peopleMasterPages: PageMap = {
  '/personal/location': lazy(() => import('./location')),
  '/personal/personallabel/position': lazy(() => import('./position')),
  '/personal/personallabel/psnType': lazy(() => import('./psnType')),
  '/personal/personnal/sick': lazy(() => import('./sick')),
  '/personal/personnal/medicalreport': lazy(() => import('./medicalreport')),
};
