import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the menuProducts part, one line each: '/…': lazy(() => import('./…')). */
export const menuProductPages: PageMap = {
  '/menudish/product': lazy(() => import('./products')),
  '/menudish/taocan': lazy(() => import('./setMeals')),
  // liuyangji is a page of its own (the day's overview) and the parent of the two record pages.
  '/menudish/liuyangji': lazy(() => import('./samples')),
  '/menudish/liuyangji/macsacesamplerecord': lazy(() => import('./samples/records')),
  '/menudish/liuyangji/macsacesamplerecordcanteen': lazy(() => import('./samples/canteen')),
};
