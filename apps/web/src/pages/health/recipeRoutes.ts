import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the healthRecipes part, one line each: '/…': lazy(() => import('./…')). */
export const healthRecipePages: PageMap = {
  '/healthcenter/healthcaipu': lazy(() => import('./healthRecipes')),
  '/healthcenter/peican': lazy(() => import('./mealPlan')),
  '/healthcenter/peican2': lazy(() => import('./personMealPlan')),
  '/healthcenter/informationsubscription': lazy(() => import('./subscriptions')),
  '/healthcenter/healthadvicedetail': lazy(() => import('./adviceDetail')),
};
