import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the health part, one line each: '/…': lazy(() => import('./…')). */
export const healthPages: PageMap = {
  '/healthcenter/healthpersonal': lazy(() => import('./profiles')),
  '/healthcenter/foodanalysis': lazy(() => import('./dietPatterns')),
  '/healthcenter/pianshianalysis': lazy(() => import('./imbalance')),
  '/healthcenter/medicalreport2': lazy(() => import('../people/healthReports/PersonReportsPage')),
  '/healthcenter/detail': lazy(() => import('./profileDetail')),
  '/healthcenter/analysisdetail': lazy(() => import('./intakeDetail')),
};
