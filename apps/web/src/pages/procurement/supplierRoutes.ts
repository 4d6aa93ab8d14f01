import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the procurementSuppliers part, one line each: '/…': lazy(() => import('./…')). */
export const procurementSupplierPages: PageMap = {
  '/caigouzhongxin/supplierList': lazy(() => import('./supplierLevels')),
  '/caigouzhongxin/supplier': lazy(() => import('./suppliers')),
  '/caigouzhongxin/supplier/supplierDetail': lazy(() => import('./supplierDetail')),
};
