import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the menuDishes part, one line each: '/…': lazy(() => import('./…')). */
export const menuDishPages: PageMap = {
  '/menudish/type': lazy(() => import('./dishTypes')),
  '/menudish/dishes': lazy(() => import('./dishes')),
};
