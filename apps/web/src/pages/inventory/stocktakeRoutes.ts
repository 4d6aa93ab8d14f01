import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the inventoryStocktake part, one line each: '/…': lazy(() => import('./…')). */
export const inventoryStocktakePages: PageMap = {
  '/kucunzhongxin/pandian/index': lazy(() => import('./stocktakes')),
  '/kucunzhongxin/pandian/pandiandetail': lazy(() => import('./stocktakeDetail')),
  '/kucunzhongxin/pandian/pandianchayi': lazy(() => import('./stocktakeDifferences')),
};
