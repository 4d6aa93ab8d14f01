import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the inventoryDocuments part, one line each: '/…': lazy(() => import('./…')). */
export const inventoryDocumentPages: PageMap = {
  '/kucunzhongxin/warehousing': lazy(() => import('./inbounds')),
  '/kucunzhongxin/warehousing/warehousedetail': lazy(() => import('./inboundDetail')),
  '/kucunzhongxin/warehousing/importresult': lazy(() => import('./importResults')),
  '/kucunzhongxin/outhousing': lazy(() => import('./outbounds')),
  '/kucunzhongxin/outhousing/outhousedetail': lazy(() => import('./outboundDetail')),
};
