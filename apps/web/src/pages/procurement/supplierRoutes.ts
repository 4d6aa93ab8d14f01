import type { PageMap } from '../pageMap';

/** Pages of the procurementSuppliers part, one line each: '/…': lazy(() => import('./…')). */
export const procurementSupplierPages: PageMap = {};
