import type { PageMap } from '../pageMap';

/** Pages of the inventoryStock part, one line each: '/…': lazy(() => import('./…')). */
export const inventoryStockPages: PageMap = {};
