import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the menuRecipes part, one line each: '/…': lazy(() => import('./…')). */
export const menuRecipePages: PageMap = {
  '/menudish/caipu': lazy(() => import('./recipes')),
};
