import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the inventoryStock part, one line each: '/…': lazy(() => import('./…')). */
export const inventoryStockPages: PageMap = {
  '/kucunzhongxin/depotManage': lazy(() => import('./warehouses')),
  '/kucunzhongxin/depotManage/depotManagedetail': lazy(() => import('./warehouseDetail')),
  '/kucunzhongxin/depotManage/picidetail': lazy(() => import('./batchDetail')),
  '/kucunzhongxin/unit': lazy(() => import('./units')),
};
