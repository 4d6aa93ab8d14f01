import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the lists a person record refers to (places, jobs, person types, chronic diseases) and its health reports. */
export const peopleReferencePages: PageMap = {
  '/personal/location': lazy(() => import('./places')),
  '/personal/personallabel/position': lazy(() => import('./jobs')),
  '/personal/personallabel/psnType': lazy(() => import('./psnTypes')),
  '/personal/personnal/sick': lazy(() => import('./chronics')),
  '/personal/personnal/medicalreport': lazy(() => import('./healthReports')),
};
