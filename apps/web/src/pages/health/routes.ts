import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the health part, one line each: '/…': lazy(() => import('./…')). */
export const healthPages: PageMap = {
  '/healthcenter/healthpersonal': lazy(() => import('./personal')),
  '/healthcenter/foodanalysis': lazy(() => import('./foodAnalysis')),
  '/healthcenter/pianshianalysis': lazy(() => import('./imbalance')),
  '/healthcenter/medicalreport2': lazy(() => import('./medicalReports')),
  '/healthcenter/detail': lazy(() => import('./personDetail')),
  '/healthcenter/analysisdetail': lazy(() => import('./analysisDetail')),
};
