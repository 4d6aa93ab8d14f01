import type { PageMap } from '../pageMap';

/** Pages of the inventoryStocktake part, one line each: '/…': lazy(() => import('./…')). */
export const inventoryStocktakePages: PageMap = {};
