import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the canteens area, one line each: '/basesetting/…': lazy(() => import('./…')). */
export const canteensPages: PageMap = {
  '/basesetting/shopstalls': lazy(() => import('./canteens')),
  '/basesetting/timeslot': lazy(() => import('./mealPeriods')),
  '/basesetting/businesstime': lazy(() => import('./businessTime')),
  '/basesetting/holiday': lazy(() => import('./holidays')),
  '/basesetting/mealLine': lazy(() => import('./mealLines')),
  '/basesetting/machinemanage/mealLineDetail': lazy(() => import('./mealLineDetail')),
};
