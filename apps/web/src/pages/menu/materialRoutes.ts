import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the menuMaterials part, one line each: '/…': lazy(() => import('./…')). */
export const menuMaterialPages: PageMap = {
  '/menudish/menudishs': lazy(() => import('./materials')),
  '/menudish/nutriment': lazy(() => import('./nutrients')),
};
